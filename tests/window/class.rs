//! A live class from the real window, on 127.0.0.1: started from the Lectures menu, a scripted
//! student joins and is counted on the card, follows the lecture's Next, answers an exercise
//! (the card's tally counts it), sees the reveal (Ctrl+R), and is told when the teacher ends the
//! class; J hides and shows how to join.

use std::net::{IpAddr, Ipv4Addr};
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use futures_util::{SinkExt as _, StreamExt as _};
use linlab::app::{App, ClassAction, Command, LectureAction};
use linlab::class::protocol::{FromPage, Refusal, ToPage, VERSION};
use linlab::class::server::ClassConfig;
use linlab::learn::Algorithm;
use linlab::script::{BUILT_IN, Check, Reply, task};
use tokio_tungstenite::tungstenite::Message;

use crate::common;

pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Runs frames until `done` holds (the server answers on its own thread).
pub(crate) fn frames_until(harness: &mut Harness<'_, App>, mut done: impl FnMut(&App) -> bool) {
    for _ in 0..200 {
        harness.step();
        if done(harness.state()) {
            return;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    panic!("the window never got there");
}

/// A page joins the class at `address` with `code`, as `name` or back in `seat`: its socket and
/// the class's first answer (its welcome, or why not).
pub(crate) async fn page_joins(
    address: std::net::SocketAddr,
    code: &str,
    name: &str,
    seat: Option<String>,
) -> (Socket, ToPage) {
    let url = format!("ws://{address}/class");
    let (mut socket, _) = tokio_tungstenite::connect_async(url)
        .await
        .expect("connects");
    let join = FromPage::Join {
        version: VERSION,
        code: code.into(),
        name: Some(name.into()),
        seat,
    };
    let text = serde_json::to_string(&join).expect("JSON");
    socket.send(Message::text(text)).await.expect("sent");
    let answer = news(&mut socket).await;
    (socket, answer)
}

/// The next message that is not the mode or the learner's t.
pub(crate) async fn news(socket: &mut Socket) -> ToPage {
    loop {
        let message = tokio::time::timeout(Duration::from_secs(10), socket.next())
            .await
            .expect("a message in time")
            .expect("open")
            .expect("a frame");
        if let Message::Text(text) = message {
            match serde_json::from_str(&text).expect("a message of the class") {
                ToPage::Mode { .. } | ToPage::At { .. } => {}
                other => return other,
            }
        }
    }
}

/// A built-in lecture and its first exercise whose check `answered` accepts.
fn lecture_with_exercise(answered: impl Fn(&Check) -> bool) -> (&'static str, usize) {
    BUILT_IN
        .iter()
        .find_map(|b| {
            let script = b.script().ok()?;
            let k = script
                .scenes
                .iter()
                .position(|s| s.task.as_ref().is_some_and(|t| answered(&t.check)))?;
            Some((b.id, k))
        })
        .expect("a built-in exercise of that kind")
}

/// The teacher's window on the built-in lecture `id`, its next class set to listen on
/// 127.0.0.1 (a port the system picks) with the code ABCD.
fn teacher(id: &'static str) -> Harness<'static, App> {
    teacher_in(common::harness_of_size, egui::vec2(1280.0, 800.0), id)
}

/// The same, in a window that `make` builds of `size`.
fn teacher_in(
    make: fn(App, egui::Vec2) -> Harness<'static, App>,
    size: egui::Vec2,
    id: &'static str,
) -> Harness<'static, App> {
    let mut harness = make(
        App::with_points(common::prefs(Algorithm::Pla), common::four_points()),
        size,
    );
    let config = ClassConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        code: Some("ABCD".into()),
        ..ClassConfig::default()
    };
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::Configure(Box::new(config))));
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
    common::settle(&mut harness);
    harness
}

#[test]
fn a_student_follows_the_teachers_lecture_answers_and_sees_the_reveal() {
    let (id, exercise) =
        lecture_with_exercise(|check| !check.wants_points() && !check.wants_settings());
    let mut harness = teacher(id);
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("Start a class").click();
    common::settle(&mut harness);
    let address = harness
        .state()
        .live_class()
        .teacher
        .class()
        .expect("a class runs")
        .address();
    assert!(address.ip().is_loopback());
    harness.get_by_label_contains("#class=ABCD");

    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut socket: Socket = runtime.block_on(async {
        let (mut socket, welcome) = page_joins(address, "abcd", "Ada", None).await;
        assert!(matches!(welcome, ToPage::Welcome { .. }));
        match news(&mut socket).await {
            ToPage::Scene(scene) => assert_eq!(scene.index, 0),
            other => panic!("{other:?}"),
        }
        socket
    });
    frames_until(&mut harness, |app| {
        app.live_class()
            .teacher
            .class()
            .is_some_and(|c| c.roster().connected() == 1)
    });
    harness.get_by_label("1 student");
    // J hides how to join (it covers the plane on a projector) and brings it back.
    harness.key_press(egui::Key::J);
    common::settle(&mut harness);
    assert!(harness.query_by_label_contains("#class=ABCD").is_none());
    harness.key_press(egui::Key::J);
    common::settle(&mut harness);
    harness.get_by_label_contains("#class=ABCD");

    // The teacher turns the page: the student's page follows to the exercise.
    for _ in 0..exercise {
        harness.key_press(egui::Key::PageDown);
        common::settle(&mut harness);
    }
    let scene = runtime.block_on(async {
        loop {
            if let ToPage::Scene(scene) = news(&mut socket).await
                && scene.index == exercise
            {
                return scene;
            }
        }
    });
    assert!(
        scene.scene.notes.en.is_empty(),
        "the presenter's notes stay home"
    );
    let task = scene.scene.task.clone().expect("the exercise");
    let right = task::reference(&scene.scene.state, &task.check).expect("its answer");
    runtime.block_on(async {
        let answer = FromPage::Answer {
            scene: exercise,
            reply: right,
        };
        let text = serde_json::to_string(&answer).expect("JSON");
        socket.send(Message::text(text)).await.expect("sent");
        assert_eq!(
            news(&mut socket).await,
            ToPage::Received { scene: exercise }
        );
    });
    frames_until(&mut harness, |app| {
        app.live_class()
            .teacher
            .tally(app.lecture())
            .is_some_and(|t| t.answered == 1)
    });
    harness.get_by_label("Answered 1 · right 1 · wrong 0");
    // Reveal, by its key (the card's button does the same).
    harness.get_by_label("Reveal");
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::R);
    common::settle(&mut harness);
    runtime.block_on(async {
        assert_eq!(news(&mut socket).await, ToPage::Reveal { scene: exercise });
    });
    assert!(
        harness
            .state()
            .live_class()
            .teacher
            .class()
            .expect("runs")
            .roster()
            .results_csv()
            .contains("Ada,")
    );

    harness.get_by_label("End the class").click();
    common::settle(&mut harness);
    assert!(harness.state().live_class().teacher.class().is_none());
    runtime.block_on(async {
        assert_eq!(
            news(&mut socket).await,
            ToPage::Refused {
                reason: Refusal::Ended
            }
        );
    });
}

/// Carries a student's window's messages to the class and the class's to the window, for
/// `for_ms` milliseconds, stepping the window.
pub(crate) fn pump(
    runtime: &tokio::runtime::Runtime,
    socket: &mut Socket,
    student: &mut Harness<'_, App>,
    for_ms: u64,
) {
    let outbox: Vec<FromPage> = student
        .state_mut()
        .live_class_mut()
        .student
        .as_mut()
        .map(|page| page.outbox.drain(..).collect())
        .unwrap_or_default();
    let received = runtime.block_on(async {
        for message in outbox {
            let text = serde_json::to_string(&message).expect("JSON");
            socket.send(Message::text(text)).await.expect("sent");
        }
        let mut received = Vec::new();
        let until = tokio::time::Instant::now() + Duration::from_millis(for_ms);
        while let Ok(Some(Ok(message))) = tokio::time::timeout_at(until, socket.next()).await {
            if let Message::Text(text) = message {
                received.push(serde_json::from_str::<ToPage>(&text).expect("a message"));
            }
        }
        received
    });
    for message in received {
        student.state_mut().student_receive(message);
    }
    common::settle(student);
}

/// The teacher's window on the built-in lecture `id` with its class started: the window and
/// the class's address.
pub(crate) fn teacher_with_a_class(
    id: &'static str,
) -> (Harness<'static, App>, std::net::SocketAddr) {
    let mut teacher = teacher(id);
    teacher
        .state_mut()
        .push_command(Command::Class(ClassAction::Start {
            next_free_port: false,
        }));
    common::settle(&mut teacher);
    let address = class_address(&teacher);
    (teacher, address)
}

/// Where the class the teacher's window runs listens.
fn class_address(teacher: &Harness<'_, App>) -> std::net::SocketAddr {
    teacher
        .state()
        .live_class()
        .teacher
        .class()
        .expect("a class")
        .address()
}

/// Connects the student's page to the class at `address` and sends its join, as the web page's
/// socket does: the runtime and the socket, to pump the class's messages with.
pub(crate) fn connect(
    student: &mut Harness<'_, App>,
    address: std::net::SocketAddr,
) -> (tokio::runtime::Runtime, Socket) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut socket: Socket = runtime.block_on(async {
        let (socket, _) = tokio_tungstenite::connect_async(format!("ws://{address}/class"))
            .await
            .expect("connects");
        socket
    });
    let join = student.state().live_class().student.as_ref();
    let join = join.expect("a page").join();
    student
        .state_mut()
        .live_class_mut()
        .student
        .as_mut()
        .expect("a page")
        .outbox
        .push_back(join);
    pump(&runtime, &mut socket, student, 300);
    (runtime, socket)
}

#[test]
fn a_students_window_follows_the_teacher_and_its_verdict_waits_for_the_reveal() {
    let (id, exercise) = lecture_with_exercise(|check| {
        !check.wants_points() && !check.wants_settings() && !check.wants_spot()
    });
    let (mut teacher, address) = teacher_with_a_class(id);

    let mut student = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    student.state_mut().live_class_mut().join("ABCD");
    common::settle(&mut student);
    student.get_by_label("Join the class ABCD");
    let page = student.state_mut().live_class_mut().student.as_mut();
    page.expect("a page").name = "Ada".into();
    student.get_by_label("Join").click();
    common::settle(&mut student);

    let (runtime, mut socket) = connect(&mut student, address);
    student.get_by_label("In the class as Ada");
    assert_eq!(student.state().lecture().scene, 0);

    // The teacher turns to the exercise; the student's window follows, caption and all.
    for _ in 0..exercise {
        teacher.key_press(egui::Key::PageDown);
        common::settle(&mut teacher);
    }
    pump(&runtime, &mut socket, &mut student, 300);
    assert_eq!(student.state().lecture().scene, exercise);
    let script = BUILT_IN
        .iter()
        .find(|b| b.id == id)
        .and_then(|b| b.script().ok())
        .expect("the lecture");
    let teacher_t = teacher.state().classify().shown_t();
    assert_eq!(student.state().classify().shown_t(), teacher_t);
    let task = script.scenes[exercise].task.clone().expect("an exercise");
    let right = linlab::script::task::reference(&script.scenes[exercise].state, &task.check)
        .expect("its answer");
    let linlab::script::Reply::Number(value) = right else {
        panic!("a number");
    };
    // The pages are the teacher's to turn: no paging on the student's bar, and its keys do
    // nothing.
    assert!(student.query_by_label_contains("Next").is_none());
    assert!(student.query_by_label_contains("Previous").is_none());
    student.key_press(egui::Key::PageDown);
    common::settle(&mut student);
    assert_eq!(student.state().lecture().scene, exercise);

    student
        .state_mut()
        .push_command(Command::Lecture(LectureAction::Task(
            linlab::app::TaskAction::Type(value.to_string()),
        )));
    student
        .state_mut()
        .push_command(Command::Lecture(LectureAction::Task(
            linlab::app::TaskAction::Check,
        )));
    common::settle(&mut student);
    pump(&runtime, &mut socket, &mut student, 300);
    student.get_by_label("Ada: answer sent — the teacher will reveal the answers");
    assert!(
        student.state().lecture().exercise.verdict.is_none(),
        "no verdict before the reveal"
    );
    assert!(student.query_by_label("Show me").is_none());
    frames_until(&mut teacher, |app| {
        app.live_class()
            .teacher
            .tally(app.lecture())
            .is_some_and(|t| t.right == 1)
    });

    // The class's numbers, as bars on the card, once the teacher shows them.
    let typed =
        linlab::script::task::answer_text(&task.check, &linlab::script::Reply::Number(value));
    let shown_before = teacher.query_all_by_label(&typed).count();
    teacher.get_by_label("Show the answers").click();
    common::settle(&mut teacher);
    assert!(teacher.state().live_class().teacher.show_answers);
    assert_eq!(teacher.query_all_by_label(&typed).count(), shown_before + 1);

    teacher.get_by_label("Reveal").click();
    common::settle(&mut teacher);
    pump(&runtime, &mut socket, &mut student, 300);
    let verdict = student
        .state()
        .lecture()
        .exercise
        .verdict
        .clone()
        .expect("the verdict, revealed");
    assert!(verdict.right);
    student.get_by_label(&verdict.reason);

    // Pause: every page says so.
    teacher.get_by_label("Pause").click();
    common::settle(&mut teacher);
    pump(&runtime, &mut socket, &mut student, 300);
    student.get_by_label("Eyes on the teacher");
}

#[test]
fn the_class_s_points_show_as_small_planes_on_the_projector() {
    let (id, exercise) = lecture_with_exercise(Check::wants_points);
    let mut harness = teacher_in(common::window, egui::vec2(1024.0, 768.0), id);
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::Start {
            next_free_port: false,
        }));
    common::settle(&mut harness);
    for _ in 0..exercise {
        harness.key_press(egui::Key::PageDown);
        common::settle(&mut harness);
    }
    let address = class_address(&harness);
    // Three students: one puts ○ × ○ on a line (no line separates them), two leave points a
    // line separates.
    let answers = [
        vec![[0.0, 0.0, 1.0], [1.0, 1.0, -1.0], [2.0, 2.0, 1.0]],
        vec![[0.0, 0.0, 1.0], [3.0, 0.0, -1.0]],
        vec![[-1.0, 2.0, 1.0], [1.0, -2.0, -1.0], [2.0, -1.0, -1.0]],
    ];
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let _sockets: Vec<Socket> = answers
        .iter()
        .enumerate()
        .map(|(i, points)| {
            runtime.block_on(async {
                let (mut socket, _) =
                    tokio_tungstenite::connect_async(format!("ws://{address}/class"))
                        .await
                        .expect("connects");
                for message in [
                    FromPage::Join {
                        version: VERSION,
                        code: "ABCD".into(),
                        name: Some(format!("Student {i}")),
                        seat: None,
                    },
                    FromPage::Answer {
                        scene: exercise,
                        reply: Reply::Points(points.clone()),
                    },
                ] {
                    let text = serde_json::to_string(&message).expect("JSON");
                    socket.send(Message::text(text)).await.expect("sent");
                }
                loop {
                    if let ToPage::Received { scene } = news(&mut socket).await {
                        assert_eq!(scene, exercise);
                        break socket;
                    }
                }
            })
        })
        .collect();
    frames_until(&mut harness, |app| {
        app.live_class()
            .teacher
            .tally(app.lecture())
            .is_some_and(|t| t.answered == 3)
    });
    let app = harness.state();
    let tally = app.live_class().teacher.tally(app.lecture());
    let tally = tally.expect("a tally");
    assert_eq!((tally.right, tally.wrong), (1, 2));
    // A shows the answers; J puts the card away, off the plane.
    harness.key_press(egui::Key::A);
    harness.key_press(egui::Key::J);
    common::settle(&mut harness);
    assert!(harness.state().live_class().teacher.show_answers);
    common::snapshot(&mut harness, "class_small_planes", true);
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label("End the class").click();
    common::settle(&mut harness);
}

#[test]
fn a_class_started_in_a_window_built_as_tests_build_it_listens_on_127_0_0_1_alone() {
    // The window as the monkey builds it, with no class configured: its Start (the menu's
    // command) binds the loopback, never every interface of the test machine. Only the window
    // eframe opens (`App::new`) and `linlab class` listen on the classroom's network.
    let mut harness = common::harness(App::default());
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::Start {
            next_free_port: true,
        }));
    frames_until(&mut harness, |app| app.live_class().teacher.running());
    let address = class_address(&harness);
    assert_eq!(address.ip(), IpAddr::V4(Ipv4Addr::LOCALHOST));
    let lan = linlab::class::server::lan_address();
    if !lan.is_loopback() {
        let outside = std::net::SocketAddr::new(lan, address.port());
        assert!(
            std::net::TcpStream::connect_timeout(&outside, Duration::from_secs(1)).is_err(),
            "the class answers on {outside}"
        );
    }
    assert_eq!(
        ClassConfig::classroom().bind,
        IpAddr::V4(Ipv4Addr::UNSPECIFIED),
        "a teacher's window listens on the classroom's network"
    );
}

#[test]
fn a_students_seat_opened_in_a_second_window_closes_the_first_which_says_why() {
    let (id, _) = lecture_with_exercise(|check| !check.wants_points());
    let (mut teacher, address) = teacher_with_a_class(id);
    let mut first = student_window(None);
    let (runtime, mut first_socket) = connect(&mut first, address);
    first.get_by_label("In the class as Ada");
    let seat = first.state().live_class().student.as_ref();
    let seat = seat.and_then(|page| page.seat.clone()).expect("a seat");

    // A second tab of the same browser holds the same saved seat.
    let mut second = student_window(Some(seat));
    let (_second_runtime, _second_socket) = connect(&mut second, address);
    second.get_by_label("In the class as Ada");
    pump(&runtime, &mut first_socket, &mut first, 300);
    first.get_by_label("Not in the class: this seat was opened in another page");
    frames_until(&mut teacher, |app| {
        app.live_class()
            .teacher
            .class()
            .is_some_and(|c| c.roster().connected() == 1)
    });
    teacher.get_by_label("1 student");
}

/// A student's window that joined the class at `address` (code ABCD) as Ada: the window, and
/// the runtime and socket its messages are pumped with.
pub(crate) fn student_joined(
    address: std::net::SocketAddr,
) -> (Harness<'static, App>, tokio::runtime::Runtime, Socket) {
    let mut student = student_window(None);
    let (runtime, socket) = connect(&mut student, address);
    (student, runtime, socket)
}

/// A student's window that asked to join the class with code ABCD as Ada (back in `seat`, if
/// given), not yet connected.
fn student_window(seat: Option<String>) -> Harness<'static, App> {
    let mut student = common::harness(App::with_points(
        common::prefs(Algorithm::Pla),
        common::four_points(),
    ));
    student.state_mut().live_class_mut().join("ABCD");
    common::settle(&mut student);
    let page = student.state_mut().live_class_mut().student.as_mut();
    let page = page.expect("a page");
    page.name = "Ada".into();
    page.seat = seat;
    student.get_by_label("Join").click();
    common::settle(&mut student);
    student
}

/// The presenter's window's contents for `lecture` with the class's `seats`, in English, in a
/// harness of `size` drawn with wgpu (for snapshots); the commands its clicks give are its state.
pub(crate) fn presenter_of(
    lecture: linlab::app::Lecture,
    seats: linlab::app::presenter::Seats,
    size: egui::Vec2,
) -> Harness<'static, Vec<Command>> {
    let mut fonts_installed = false;
    Harness::builder().with_size(size).wgpu().build_ui_state(
        move |ui, commands: &mut Vec<Command>| {
            if !fonts_installed {
                linlab::app::install_fonts(ui.ctx(), linlab::i18n::Language::English);
                fonts_installed = true;
                ui.ctx().request_repaint();
                return;
            }
            egui::Frame::central_panel(ui.style()).show(ui, |ui| {
                linlab::app::presenter::window_contents_ui(
                    ui,
                    &lecture,
                    linlab::i18n::Language::English,
                    Some(&seats),
                    commands,
                );
            });
        },
        Vec::new(),
    )
}
