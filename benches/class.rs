//! The live class's server on 127.0.0.1 with scripted students (tokio-tungstenite): how long a
//! teacher's scene change takes to reach each of 60 pages (median and 95th percentile over 20
//! changes), whether 300 pages answering one exercise within 2 s are all counted, and the
//! teacher's frame on that exercise with 60 pages answering (each five times a second) against
//! the same window without a class. Every client is started, bounded and stopped here; nothing
//! leaves the machine.
//!
//! `cargo bench --bench class` (the frames need the window: feature `gui`, on by default)

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use linlab::app::{App, ClassAction, Command, LectureAction, Prefs};
use linlab::class::protocol::{FromPage, Scene, ToPage, VERSION};
use linlab::class::server::{Class, ClassConfig, Limits};
use linlab::script::{BUILT_IN, task};
use tokio_tungstenite::tungstenite::Message;

#[path = "frames.rs"]
mod frames;

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

const PATIENCE: Duration = Duration::from_secs(20);

/// A built-in exercise answered with a number or a spot, and its right answer.
fn exercise() -> (Scene, linlab::script::Reply) {
    let (scene, right, _) = exercise_of_lecture();
    (scene, right)
}

/// The same, with the lecture's id.
fn exercise_of_lecture() -> (Scene, linlab::script::Reply, &'static str) {
    for built_in in BUILT_IN {
        let script = built_in.script().expect("a lecture");
        for (k, scene) in script.scenes.iter().enumerate() {
            if let Some(t) = &scene.task
                && !t.check.wants_points()
                && !t.check.wants_settings()
            {
                let right = task::reference(&scene.state, &t.check).expect("its answer");
                let scene = Scene::for_students(k, script.scenes.len(), scene);
                return (scene, right, built_in.id);
            }
        }
    }
    panic!("no exercise");
}

async fn join(class: &Class, i: usize) -> Socket {
    let url = format!("ws://{}/class", class.address());
    let (mut socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("connects");
    let join = FromPage::Join {
        version: VERSION,
        code: class.code().to_owned(),
        name: Some(format!("S{i}")),
        seat: None,
    };
    let text = serde_json::to_string(&join).expect("JSON");
    socket.send(Message::text(text)).await.expect("sent");
    socket
}

/// Reads until a message `wanted` accepts (or panics after PATIENCE).
async fn until(socket: &mut Socket, wanted: impl Fn(&ToPage) -> bool) {
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("in time")
            .expect("open")
            .expect("a frame");
        if let Message::Text(text) = message
            && wanted(&serde_json::from_str(&text).expect("a message"))
        {
            return;
        }
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

/// A class on 127.0.0.1, a port the system picks. Every scripted page comes from 127.0.0.1, one
/// address, so its share of connections not yet joined is the class's size here (a classroom's
/// students each come from their own).
fn local_config() -> ClassConfig {
    ClassConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        limits: Limits {
            waiting_per_address: 1000,
            ..Limits::default()
        },
        ..ClassConfig::default()
    }
}

/// The teacher's window on the exercise, with the class's card open and `pages` answering it
/// five times a second, each from its own page (none: no class). Median and 90th percentile.
fn teacher_frames(pages: usize) -> (Duration, Duration) {
    let (scene, right, id) = exercise_of_lecture();
    let mut app = App::with_points(Prefs::default(), Vec::new());
    app.push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
    app.push_command(Command::Lecture(LectureAction::GoTo(scene.index)));
    if pages > 0 {
        let config = local_config();
        app.push_command(Command::Class(ClassAction::Configure(Box::new(config))));
        app.push_command(Command::Class(ClassAction::Start {
            next_free_port: false,
        }));
    }
    app.apply_commands();
    let stop = Arc::new(AtomicBool::new(false));
    let students = app.live_class().teacher.class().map(|class| {
        let (address, code, stop) = (class.address(), class.code().to_owned(), stop.clone());
        let index = scene.index;
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .expect("a runtime");
            runtime.block_on(async move {
                let answering = (0..pages).map(|i| {
                    let (code, stop, reply) = (code.clone(), stop.clone(), right.clone());
                    async move {
                        let url = format!("ws://{address}/class");
                        let (mut socket, _) = tokio_tungstenite::connect_async(url)
                            .await
                            .expect("connects");
                        let join = FromPage::Join {
                            version: VERSION,
                            code,
                            name: Some(format!("S{i}")),
                            seat: None,
                        };
                        let text = serde_json::to_string(&join).expect("JSON");
                        socket.send(Message::text(text)).await.expect("sent");
                        let answer = FromPage::Answer {
                            scene: index,
                            reply,
                        };
                        let text = serde_json::to_string(&answer).expect("JSON");
                        while !stop.load(Ordering::Relaxed) {
                            let _ = socket.send(Message::text(text.clone())).await;
                            // Whatever the teacher sent meanwhile.
                            let _ = tokio::time::timeout(Duration::from_millis(200), socket.next())
                                .await;
                        }
                    }
                });
                futures_util::future::join_all(answering).await;
            });
        })
    });
    let times = frames::time_frames(&mut app);
    stop.store(true, Ordering::Relaxed);
    if let Some(students) = students {
        let _ = students.join();
    }
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

fn main() {
    let (alone, alone_p90) = teacher_frames(0);
    let (with_class, with_class_p90) = teacher_frames(60);
    println!(
        "teacher's frame on an exercise: no class median {:.2} ms (p90 {:.2}), 60 pages answering median {:.2} ms (p90 {:.2})",
        alone.as_secs_f64() * 1e3,
        alone_p90.as_secs_f64() * 1e3,
        with_class.as_secs_f64() * 1e3,
        with_class_p90.as_secs_f64() * 1e3,
    );
    assert!(
        with_class <= alone + Duration::from_millis(1),
        "the goal: the teacher's frame within 1 ms of a class-less window's"
    );

    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime");
    let config = local_config();
    let class = Class::start(config, || {}).expect("a class");
    let (scene, right) = exercise();

    // 60 pages: 20 scene changes, each timed until every page has it.
    let mut latencies = Vec::new();
    runtime.block_on(async {
        let mut sockets = Vec::new();
        for i in 0..60 {
            let mut socket = join(&class, i).await;
            until(&mut socket, |m| matches!(m, ToPage::Welcome { .. })).await;
            sockets.push(socket);
        }
        for change in 0..20 {
            let mut shown = scene.clone();
            shown.index = change;
            let sent = Instant::now();
            class.show(shown);
            let waits = sockets.iter_mut().map(|socket| async move {
                until(
                    socket,
                    |m| matches!(m, ToPage::Scene(s) if s.index == change),
                )
                .await;
                sent.elapsed()
            });
            latencies.extend(futures_util::future::join_all(waits).await);
        }
    });
    latencies.sort();
    println!(
        "scene change to 60 pages (20 changes): median {:.1} ms, p95 {:.1} ms, max {:.1} ms",
        percentile(&latencies, 0.5).as_secs_f64() * 1e3,
        percentile(&latencies, 0.95).as_secs_f64() * 1e3,
        latencies[latencies.len() - 1].as_secs_f64() * 1e3,
    );
    assert!(
        percentile(&latencies, 0.95) <= Duration::from_millis(100),
        "the goal: every page within 100 ms at the 95th percentile"
    );
    class.stop();

    // 300 pages join, then all answer one exercise at once.
    let config = local_config();
    let class = Class::start(config, || {}).expect("a class");
    class.show(scene.clone());
    let index = scene.index;
    let elapsed = runtime.block_on(async {
        let mut sockets = Vec::new();
        for i in 0..300 {
            let mut socket = join(&class, i).await;
            until(&mut socket, |m| matches!(m, ToPage::Scene(_))).await;
            sockets.push(socket);
        }
        let started = Instant::now();
        let answers = sockets.into_iter().map(|mut socket| {
            let reply = right.clone();
            async move {
                let answer = FromPage::Answer {
                    scene: index,
                    reply,
                };
                let text = serde_json::to_string(&answer).expect("JSON");
                socket.send(Message::text(text)).await.expect("sent");
                until(&mut socket, |m| matches!(m, ToPage::Received { .. })).await;
                socket
            }
        });
        let _sockets = futures_util::future::join_all(answers).await;
        started.elapsed()
    });
    let tally = class.roster().tally(index);
    println!(
        "300 pages answering at once: {} of 300 counted ({} right), all acknowledged in {:.0} ms",
        tally.answered,
        tally.right,
        elapsed.as_secs_f64() * 1e3
    );
    assert_eq!(tally.answered, 300, "every answer counted");
    class.stop();
}
