//! The coin game with the class's own coins, from the real windows on 127.0.0.1: the teacher's
//! lecture asks every page to flip its coin 5 times; 60 scripted pages each flip their seat's
//! coin and answer with their heads; the stage's histogram holds exactly the class's flips. A
//! student's window flips its own coin with a click (its seat's: the same flips again), and
//! answers once.

use egui_kittest::kittest::{NodeT as _, Queryable as _};
use futures_util::SinkExt as _;
use linlab::app::class_coins::class_counts;
use linlab::app::{ClassAction, Command, LectureAction};
use linlab::class::protocol::{FromPage, ToPage};
use linlab::lesson::Lesson;
use linlab::script::task::coins;
use linlab::script::{Check, Reply, Scene, Script, Task, Text};
use tokio_tungstenite::tungstenite::Message;

use crate::class::{frames_until, news, page_joins, pump, student_joined, teacher_with_a_class};
use crate::common;

/// The flips each page is asked for.
const FLIPS: u32 = 5;
/// The pages of the scripted class.
const PAGES: usize = 60;

/// A lecture of two scenes, the second asking the class to flip their coins.
fn coin_lecture() -> Script {
    let mut flip = Scene::of(Lesson::default());
    flip.caption = Text::new("Flip your coin 5 times.", "抛你的硬币 5 次。");
    flip.task = Some(Task {
        check: Check::CoinFlips { flips: FLIPS },
        hint: None,
        explanation: Text::new("Any count is honest.", "任何次数都诚实。"),
    });
    Script {
        title: Text::new("The class's coins", "全班的硬币"),
        scenes: vec![Scene::of(Lesson::default()), flip],
        ..Script::default()
    }
}

/// The teacher's window with a class, on [`coin_lecture`]'s scene that asks for the coins.
fn teacher_on_the_coins() -> (
    egui_kittest::Harness<'static, linlab::app::App>,
    std::net::SocketAddr,
) {
    let (mut teacher, address) = teacher_with_a_class("why-pla-halts");
    for action in [
        LectureAction::Open {
            script: Box::new(coin_lecture()),
            path: None,
        },
        LectureAction::GoTo(1),
    ] {
        teacher.state_mut().push_command(Command::Lecture(action));
    }
    common::settle(&mut teacher);
    (teacher, address)
}

#[test]
fn sixty_pages_flip_their_coins_and_the_stage_holds_exactly_their_flips() {
    let (mut teacher, address) = teacher_on_the_coins();
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut expected = vec![0usize; FLIPS as usize + 1];
    let pages = runtime.block_on(async {
        let mut pages = Vec::new();
        for i in 0..PAGES {
            let (mut socket, welcome) = page_joins(address, "ABCD", &format!("S{i}"), None).await;
            let ToPage::Welcome { seat, .. } = welcome else {
                panic!("{welcome:?}")
            };
            // The scene with the exercise reaches the page first.
            loop {
                if let ToPage::Scene(scene) = news(&mut socket).await
                    && scene.index == 1
                {
                    break;
                }
            }
            let heads = coins::flip(coins::seed_of_seat(&seat, 1), FLIPS)
                .iter()
                .filter(|h| **h)
                .count();
            expected[heads] += 1;
            let answer = FromPage::Answer {
                scene: 1,
                reply: Reply::Number(heads as f64),
            };
            let text = serde_json::to_string(&answer).expect("JSON");
            socket.send(Message::text(text)).await.expect("sent");
            assert_eq!(news(&mut socket).await, ToPage::Received { scene: 1 });
            pages.push(socket);
        }
        pages
    });
    frames_until(&mut teacher, |app| {
        let class = app.live_class().teacher.class();
        class.is_some_and(|c| c.roster().tally(1).answered == PAGES)
    });
    common::settle(&mut teacher);
    let shown = {
        let class = teacher
            .state()
            .live_class()
            .teacher
            .class()
            .expect("a class");
        class_counts(&class.roster().shared_answers(1, true), FLIPS)
    };
    assert_eq!(shown, expected, "the histogram holds the class's flips");
    assert_eq!(shown.iter().sum::<usize>(), PAGES);
    if let Ok(dir) = std::env::var("LINLAB_SHOTS") {
        let image = teacher.render().expect("a picture");
        image
            .save(std::path::Path::new(&dir).join("class-coins.png"))
            .expect("saved");
    }
    drop(pages);
    teacher
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut teacher);
}

#[test]
fn a_student_flips_the_seat_s_coin_once_and_answers_with_its_heads() {
    let (mut teacher, address) = teacher_on_the_coins();
    let (mut student, runtime, mut socket) = student_joined(address);
    pump(&runtime, &mut socket, &mut student, 400);
    assert_eq!(student.state().lecture().scene, 1);
    let seat = student
        .state()
        .live_class()
        .student
        .as_ref()
        .and_then(|p| p.seat.clone())
        .expect("a seat");
    student.get_by_label("Flip my coin 5 times").click();
    common::settle(&mut student);
    let flips = coins::flip(coins::seed_of_seat(&seat, 1), FLIPS);
    let heads = flips.iter().filter(|h| **h).count();
    student.get_by_label(&coins::written(&flips));
    student.get_by_label(&format!("{heads} heads of 5"));
    assert!(
        student
            .query_by_label("Flip my coin 5 times")
            .is_some_and(|b| b.accesskit_node().is_disabled()),
        "one coin, flipped once"
    );
    pump(&runtime, &mut socket, &mut student, 400);
    frames_until(&mut teacher, |app| {
        app.live_class()
            .teacher
            .class()
            .is_some_and(|c| c.roster().tally(1).answered == 1)
    });
    let given = teacher
        .state()
        .live_class()
        .teacher
        .class()
        .expect("a class")
        .roster()
        .shared_answers(1, true);
    assert_eq!(given.len(), 1);
    assert_eq!(given[0].reply, Reply::Number(heads as f64));
    assert_eq!(given[0].right, Some(true));
}
