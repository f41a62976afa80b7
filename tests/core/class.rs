//! The live class's server on 127.0.0.1 with scripted students (tokio-tungstenite): joining,
//! following the teacher's scenes, answering, the tally, the reveal and the results, and every
//! kind of bad input refused while the others go on. Each test starts its own class on a port
//! the system picks, bounds its clients in number and time, and stops the class itself.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use futures_util::{SinkExt as _, StreamExt as _};
use linlab::class::protocol::{
    ClassMode, FromPage, MAX_MESSAGE_BYTES, Refusal, Scene, ToPage, VERSION,
};
use linlab::class::server::{Class, ClassConfig, ClassError, Limits};
use linlab::script::{BUILT_IN, Reply, task};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub(super) type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// How long any one message may take to arrive.
pub(super) const PATIENCE: Duration = Duration::from_secs(10);

pub(super) fn local_class(max_students: usize) -> Class {
    local_class_with(max_students, Limits::default())
}

/// A class on 127.0.0.1 (a port the system picks) with the code K7Q2, held to `limits`.
pub(super) fn local_class_with(max_students: usize, limits: Limits) -> Class {
    Class::start(
        ClassConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            code: Some("K7Q2".into()),
            max_students,
            limits,
            ..ClassConfig::default()
        },
        || {},
    )
    .expect("a class on 127.0.0.1")
}

/// A class on 127.0.0.1 (a port the system picks) that serves the student's page from `dir`.
pub(super) fn serving_page(dir: &std::path::Path) -> Class {
    Class::start(
        ClassConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            page: Some(dir.to_path_buf()),
            ..ClassConfig::default()
        },
        || {},
    )
    .expect("a class serving the page")
}

pub(super) fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// The first scene of the built-in lectures whose exercise is answered with a number or a
/// spot, with its right and a wrong answer.
pub(super) fn an_exercise() -> (Scene, Reply, Reply) {
    for built_in in BUILT_IN {
        let script = built_in.script().expect("a built-in lecture");
        for (k, scene) in script.scenes.iter().enumerate() {
            let Some(task) = &scene.task else { continue };
            if task.check.wants_points() || task.check.wants_settings() {
                continue;
            }
            let right = task::reference(&scene.state, &task.check).expect("its answer");
            let wrong = task::wrong_answer(&scene.state, &task.check).expect("a wrong one");
            return (
                Scene::for_students(k, script.scenes.len(), scene),
                right,
                wrong,
            );
        }
    }
    panic!("no built-in exercise answered with a number or a spot");
}

pub(super) async fn connect(class: &Class) -> Socket {
    let url = format!("ws://{}/class", class.address());
    let (socket, _) = tokio::time::timeout(PATIENCE, tokio_tungstenite::connect_async(url))
        .await
        .expect("connects in time")
        .expect("connects");
    socket
}

pub(super) async fn send(socket: &mut Socket, message: &FromPage) {
    let text = serde_json::to_string(message).expect("JSON");
    socket.send(Message::text(text)).await.expect("sent");
}

/// The next message from the teacher; `None` when the connection closed.
pub(super) async fn receive(socket: &mut Socket) -> Option<ToPage> {
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("a message in time");
        match message {
            Some(Ok(Message::Text(text))) => {
                return Some(serde_json::from_str(&text).expect("a message of the class"));
            }
            Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return None,
            Some(Ok(_)) => {}
        }
    }
}

/// The next message that is not the mode or the learner's t.
pub(super) async fn receive_news(socket: &mut Socket) -> Option<ToPage> {
    loop {
        match receive(socket).await? {
            ToPage::Mode { .. } | ToPage::At { .. } => {}
            other => return Some(other),
        }
    }
}

/// A join with a code that is not the class's.
pub(super) fn wrong_code_join() -> FromPage {
    FromPage::Join {
        version: VERSION,
        code: "NOPE".into(),
        name: None,
        seat: None,
    }
}

pub(super) fn join(name: &str) -> FromPage {
    FromPage::Join {
        version: VERSION,
        code: "k7q2".into(),
        name: Some(name.into()),
        seat: None,
    }
}

/// Joins and returns the seat.
pub(super) async fn joined(socket: &mut Socket, name: &str) -> String {
    send(socket, &join(name)).await;
    match receive(socket).await {
        Some(ToPage::Welcome {
            seat, name: given, ..
        }) => {
            assert_eq!(given, name);
            seat
        }
        other => panic!("{other:?}"),
    }
}

/// The refusal a connection ends with.
pub(super) async fn refusal(socket: &mut Socket) -> Refusal {
    loop {
        match receive(socket).await {
            Some(ToPage::Refused { reason }) => return reason,
            Some(_) => {}
            None => panic!("closed without a reason"),
        }
    }
}

#[test]
fn sixty_students_follow_the_scene_answer_and_see_the_reveal() {
    let class = local_class(300);
    let (exercise, right, wrong) = an_exercise();
    let index = exercise.index;
    runtime().block_on(async {
        let mut sockets = Vec::new();
        for i in 0..60 {
            let mut socket = connect(&class).await;
            joined(&mut socket, &format!("S{i}")).await;
            sockets.push(socket);
        }
        assert_eq!(class.roster().connected(), 60);
        class.show(exercise.clone());
        let mut students = Vec::new();
        for (i, mut socket) in sockets.into_iter().enumerate() {
            let reply = if i % 2 == 0 {
                right.clone()
            } else {
                wrong.clone()
            };
            students.push(tokio::spawn(async move {
                match receive_news(&mut socket).await {
                    Some(ToPage::Scene(scene)) => assert_eq!(scene.index, index),
                    other => panic!("{other:?}"),
                }
                send(
                    &mut socket,
                    &FromPage::Answer {
                        scene: index,
                        reply,
                    },
                )
                .await;
                assert_eq!(
                    receive_news(&mut socket).await,
                    Some(ToPage::Received { scene: index })
                );
                socket
            }));
        }
        let mut sockets = Vec::new();
        for student in students {
            sockets.push(student.await.expect("a student"));
        }
        let tally = class.roster().tally(index);
        assert_eq!(
            (tally.joined, tally.answered, tally.right, tally.wrong),
            (60, 60, 30, 30)
        );
        class.reveal(index);
        for socket in &mut sockets {
            assert_eq!(
                receive_news(socket).await,
                Some(ToPage::Reveal { scene: index })
            );
        }
        let csv = class.roster().results_csv();
        assert_eq!(
            csv.lines().filter(|l| l.starts_with('S')).count(),
            60,
            "{csv}"
        );
        assert!(csv.contains("S0,") && csv.contains(",true,") && csv.contains(",false,"));
    });
    class.stop();
}

#[test]
fn the_teacher_moves_every_page_follows_and_a_page_that_rejoins_keeps_its_seat() {
    let class = local_class(10);
    let (exercise, right, _) = an_exercise();
    let index = exercise.index;
    runtime().block_on(async {
        let mut socket = connect(&class).await;
        let seat = joined(&mut socket, "Ada").await;
        class.show(exercise.clone());
        assert!(matches!(
            receive_news(&mut socket).await,
            Some(ToPage::Scene(_))
        ));
        class.at(exercise.scene.state.t + 2);
        loop {
            match receive(&mut socket).await {
                Some(ToPage::At { scene, t }) => {
                    assert_eq!((scene, t), (index, exercise.scene.state.t + 2));
                    break;
                }
                Some(ToPage::Mode { .. }) => {}
                other => panic!("{other:?}"),
            }
        }
        class.set_mode(ClassMode::Pause);
        loop {
            if let Some(ToPage::Mode {
                mode: ClassMode::Pause,
            }) = receive(&mut socket).await
            {
                break;
            }
        }
        send(
            &mut socket,
            &FromPage::Answer {
                scene: index,
                reply: right.clone(),
            },
        )
        .await;
        assert_eq!(
            receive_news(&mut socket).await,
            Some(ToPage::Received { scene: index })
        );
        drop(socket);
        // The page comes back with its seat: its name and answer are kept, and given back.
        let mut socket = connect(&class).await;
        send(
            &mut socket,
            &FromPage::Join {
                version: VERSION,
                code: "K7Q2".into(),
                name: None,
                seat: Some(seat.clone()),
            },
        )
        .await;
        assert_eq!(
            receive(&mut socket).await,
            Some(ToPage::Welcome {
                seat,
                name: "Ada".into(),
                // Its answer too, for a page reloaded since.
                answered: [(index, right.clone())].into(),
            })
        );
        assert_eq!(class.roster().students().len(), 1);
        assert_eq!(class.roster().tally(index).answered, 1);
        // The teacher ends the class: the page is told.
        let ending = std::thread::spawn(move || class.stop());
        assert_eq!(refusal(&mut socket).await, Refusal::Ended);
        ending.join().expect("the class ends");
    });
}

#[test]
fn a_class_dropped_with_its_window_tells_no_page_it_ended_so_the_pages_rejoin_a_resumed_one() {
    let class = local_class(10);
    runtime().block_on(async {
        let mut socket = connect(&class).await;
        joined(&mut socket, "Ada").await;
        // The window closed (or crashed) without "End the class".
        let closing = std::thread::spawn(move || drop(class));
        loop {
            match receive(&mut socket).await {
                Some(ToPage::Refused { reason }) => {
                    panic!("a closed window told the page {reason:?}: it would not rejoin")
                }
                Some(_) => {}
                None => break,
            }
        }
        closing.join().expect("the class stops");
    });
}

#[test]
fn bad_input_is_refused_with_its_reason_and_the_others_go_on() {
    let class = local_class(3);
    let (exercise, right, _) = an_exercise();
    let index = exercise.index;
    runtime().block_on(async {
        let mut good = connect(&class).await;
        joined(&mut good, "Good").await;
        refused_at_the_door(&class).await;
        class.show(exercise.clone());
        assert!(matches!(
            receive_news(&mut good).await,
            Some(ToPage::Scene(_))
        ));
        refused_answers(&class, index, &right).await;
        refused_when_too_fast_or_full(&class).await;
        // The good page still follows, answers, and is counted.
        send(
            &mut good,
            &FromPage::Answer {
                scene: index,
                reply: right.clone(),
            },
        )
        .await;
        assert_eq!(
            receive_news(&mut good).await,
            Some(ToPage::Received { scene: index })
        );
        assert_eq!(class.roster().tally(index).right, 1);
    });
    class.stop();
}

/// A page with the wrong code, another version of the protocol, broken JSON, an answer before
/// joining, or a message too large is refused, each with its reason.
async fn refused_at_the_door(class: &Class) {
    let mut wrong_code = connect(class).await;
    send(&mut wrong_code, &wrong_code_join()).await;
    assert_eq!(refusal(&mut wrong_code).await, Refusal::WrongCode);

    let mut old_page = connect(class).await;
    send(
        &mut old_page,
        &FromPage::Join {
            version: VERSION + 1,
            code: "K7Q2".into(),
            name: None,
            seat: None,
        },
    )
    .await;
    assert!(matches!(
        refusal(&mut old_page).await,
        Refusal::Version { .. }
    ));

    let mut garbage = connect(class).await;
    garbage
        .send(Message::text("{\"kind\":"))
        .await
        .expect("sent");
    assert!(matches!(
        refusal(&mut garbage).await,
        Refusal::Malformed { .. }
    ));

    let mut answers_first = connect(class).await;
    send(
        &mut answers_first,
        &FromPage::Answer {
            scene: 0,
            reply: Reply::Number(1.0),
        },
    )
    .await;
    assert_eq!(refusal(&mut answers_first).await, Refusal::NotJoined);

    let mut oversized = connect(class).await;
    joined(&mut oversized, "Big").await;
    let big = "x".repeat(MAX_MESSAGE_BYTES + 1);
    let _ = oversized.send(Message::text(big)).await;
    assert_eq!(
        refusal(&mut oversized).await,
        Refusal::TooLarge {
            max: MAX_MESSAGE_BYTES
        }
    );
}

/// An answer to another scene than the exercise shown, or of the wrong kind (`right` is of the
/// right kind for the exercise `index`), is refused.
async fn refused_answers(class: &Class, index: usize, right: &Reply) {
    let mut elsewhere = connect(class).await;
    joined(&mut elsewhere, "Elsewhere").await;
    send(
        &mut elsewhere,
        &FromPage::Answer {
            scene: index + 1,
            reply: right.clone(),
        },
    )
    .await;
    assert_eq!(
        refusal(&mut elsewhere).await,
        Refusal::NotTheExercise { scene: index + 1 }
    );

    let mut wrong_kind = connect(class).await;
    joined(&mut wrong_kind, "Kind").await;
    let other_kind = match right {
        Reply::Number(_) => Reply::Spot([1.0, 0.0]),
        _ => Reply::Number(1.0),
    };
    send(
        &mut wrong_kind,
        &FromPage::Answer {
            scene: index,
            reply: other_kind,
        },
    )
    .await;
    assert_eq!(refusal(&mut wrong_kind).await, Refusal::WrongKind);
}

/// A flood of messages is cut, and a page past the class's 3 is told the class is full.
async fn refused_when_too_fast_or_full(class: &Class) {
    let mut flood = connect(class).await;
    joined(&mut flood, "Flood").await;
    for _ in 0..200 {
        if flood.send(Message::text("{}")).await.is_err() {
            break;
        }
    }
    // The first of them is malformed: either reason ends the flood.
    assert!(matches!(
        refusal(&mut flood).await,
        Refusal::TooFast { .. } | Refusal::Malformed { .. }
    ));

    // Three may be connected; the fourth is told the class is full.
    let mut second = connect(class).await;
    joined(&mut second, "Second").await;
    let mut third = connect(class).await;
    joined(&mut third, "Third").await;
    let mut fourth = connect(class).await;
    send(&mut fourth, &join("Fourth")).await;
    assert_eq!(refusal(&mut fourth).await, Refusal::Full { max: 3 });
}

#[test]
fn a_flood_of_well_formed_answers_is_cut_at_the_rate_limit() {
    let class = local_class(3);
    let (exercise, right, _) = an_exercise();
    let index = exercise.index;
    class.show(exercise);
    runtime().block_on(async {
        let mut flood = connect(&class).await;
        joined(&mut flood, "Flood").await;
        let answer = FromPage::Answer {
            scene: index,
            reply: right,
        };
        for _ in 0..100 {
            let text = serde_json::to_string(&answer).expect("JSON");
            if flood.send(Message::text(text)).await.is_err() {
                break;
            }
        }
        assert!(matches!(refusal(&mut flood).await, Refusal::TooFast { .. }));
        assert_eq!(
            class.roster().tally(index).answered,
            1,
            "the first answer still counts"
        );
    });
    class.stop();
}

#[test]
fn a_busy_port_says_so_and_the_next_free_one_is_taken_on_request() {
    let first = local_class(3);
    let port = first.address().port();
    let config = ClassConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port,
        ..ClassConfig::default()
    };
    match Class::start(config.clone(), || {}) {
        Err(error @ ClassError::PortBusy { .. }) => {
            assert!(error.to_string().contains(&port.to_string()), "{error}");
        }
        Err(other) => panic!("{other}"),
        Ok(_) => panic!("two classes on port {port}"),
    }
    let second = Class::start(
        ClassConfig {
            next_free_port: true,
            ..config
        },
        || {},
    )
    .expect("the next free port");
    assert!(second.address().port() > port);
    second.stop();
    first.stop();
}

/// Asks `address` for `/` with `headers` (each ending in CRLF), and returns the whole answer.
pub(crate) fn get(
    runtime: &tokio::runtime::Runtime,
    address: std::net::SocketAddr,
    headers: &str,
) -> Vec<u8> {
    get_path(runtime, address, "/", headers)
}

/// The server's whole answer to a GET of `path` with `headers`.
pub(crate) fn get_path(
    runtime: &tokio::runtime::Runtime,
    address: std::net::SocketAddr,
    path: &str,
    headers: &str,
) -> Vec<u8> {
    runtime.block_on(async move {
        use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
        let mut stream = TcpStream::connect(address).await.expect("connects");
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n{headers}\r\n");
        stream.write_all(request.as_bytes()).await.expect("asks");
        let mut answer = Vec::new();
        tokio::time::timeout(PATIENCE, stream.read_to_end(&mut answer))
            .await
            .expect("in time")
            .expect("reads");
        answer
    })
}

#[test]
fn the_page_is_served_gzipped_once_and_not_again_to_a_browser_that_has_it() {
    let dir = std::env::temp_dir().join(format!("linlab-class-page-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    let page = format!("<title>linlab</title>{}", "<p>a page</p>".repeat(500));
    std::fs::write(dir.join("index.html"), &page).expect("written");
    // A language's catalogue, which the page fetches from a folder beside it.
    std::fs::create_dir_all(dir.join("zh-TW")).expect("a directory");
    std::fs::write(dir.join("zh-TW/views.ftl"), "views-a = 資料\n").expect("written");
    let class = serving_page(&dir);
    let runtime = runtime();
    let plain = String::from_utf8_lossy(&get(&runtime, class.address(), "")).into_owned();
    assert!(plain.starts_with("HTTP/1.1 200"), "{plain}");
    assert!(
        plain.contains("text/html") && plain.contains("<title>linlab</title>"),
        "{plain}"
    );
    let gzipped = get(&runtime, class.address(), "Accept-Encoding: gzip, br\r\n");
    let text = String::from_utf8_lossy(&gzipped).to_lowercase();
    assert!(text.contains("content-encoding: gzip"), "{text}");
    assert!(
        gzipped.len() < page.len() / 4,
        "{} bytes for {}",
        gzipped.len(),
        page.len()
    );
    let etag = plain
        .lines()
        .find_map(|l| {
            l.to_lowercase()
                .starts_with("etag:")
                .then(|| l[5..].trim().to_owned())
        })
        .expect("a cache tag");
    let again = get(
        &runtime,
        class.address(),
        &format!("If-None-Match: {etag}\r\n"),
    );
    assert!(String::from_utf8_lossy(&again).starts_with("HTTP/1.1 304"));
    let catalogue =
        String::from_utf8_lossy(&get_path(&runtime, class.address(), "/zh-TW/views.ftl", ""))
            .into_owned();
    assert!(catalogue.starts_with("HTTP/1.1 200"), "{catalogue}");
    assert!(
        catalogue.contains("text/plain; charset=utf-8") && catalogue.contains("views-a = 資料"),
        "{catalogue}"
    );
    class.stop();
    let _ = std::fs::remove_dir_all(dir);
}
