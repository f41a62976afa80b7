//! The class's dashboard in the presenter's window, from a real class on 127.0.0.1: three
//! scripted pages join and answer two exercises (right, wrong, or not at all), and the
//! dashboard's grid holds exactly the roster's marks, opens a student's answers and hides the
//! names; the README's picture of it comes from this run.

use egui_kittest::kittest::Queryable as _;
use egui_kittest::{Harness, SnapshotOptions};
use futures_util::SinkExt as _;
use linlab::app::presenter::Seats;
use linlab::app::{App, Command, Lecture, LectureAction};
use linlab::class::protocol::{FromPage, ToPage};
use linlab::i18n::Language;
use linlab::script::{BUILT_IN, Reply, task};
use tokio_tungstenite::tungstenite::Message;

use crate::class::{Socket, frames_until, news, presenter_of, teacher_with_a_class};
use crate::common;

/// A built-in lecture with two exercises answered by a spot or a number, and those scenes.
fn lecture_with_two_exercises() -> (&'static str, [usize; 2]) {
    BUILT_IN
        .iter()
        .find_map(|b| {
            let script = b.script().ok()?;
            let mut ks = (0..script.scenes.len()).filter(|&k| {
                let scene = &script.scenes[k];
                scene.task.as_ref().is_some_and(|t| {
                    matches!(
                        task::reference(&scene.state, &t.check),
                        Ok(Reply::Spot(_) | Reply::Number(_))
                    )
                })
            });
            Some((b.id, [ks.next()?, ks.next()?]))
        })
        .expect("a lecture with two such exercises")
}

/// A reply far from `right`: the opposite side of the plane, or a number off by 100.
fn far_from(right: &Reply) -> Reply {
    match right {
        Reply::Spot([a, b]) => Reply::Spot([-a - 3.0, -b - 3.0]),
        Reply::Number(x) => Reply::Number(x + 100.0),
        other => other.clone(),
    }
}

/// A class on lecture `id`, its pages Ada, Bob and Cy having answered `exercises` (Ada both
/// right, Bob the first right and the second wrong, Cy the first wrong): the teacher's window
/// and the seats as the presenter's window reads them.
fn class_with_answers(
    id: &'static str,
    script: &linlab::script::Script,
    exercises: [usize; 2],
) -> (Harness<'static, linlab::app::App>, Seats) {
    let (mut teacher, address) = teacher_with_a_class(id);
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut pages: Vec<Socket> = ["Ada", "Bob", "Cy"]
        .iter()
        .map(|name| {
            runtime.block_on(async {
                let (socket, welcome) = crate::class::page_joins(address, "ABCD", name, None).await;
                assert!(matches!(welcome, ToPage::Welcome { .. }), "{welcome:?}");
                socket
            })
        })
        .collect();
    // Ada answers both right; Bob the first right and the second wrong; Cy the first wrong.
    let plan: [&[(usize, bool)]; 3] = [
        &[(0, true), (1, true)],
        &[(0, true), (1, false)],
        &[(0, false)],
    ];
    for (e, &k) in exercises.iter().enumerate() {
        while teacher.state().lecture().scene < k {
            teacher
                .state_mut()
                .push_command(Command::Lecture(LectureAction::Next));
            common::settle(&mut teacher);
        }
        let scene = &script.scenes[k];
        let check = &scene.task.as_ref().expect("an exercise").check;
        let right = task::reference(&scene.state, check).expect("its answer");
        for (page, answers) in pages.iter_mut().zip(plan) {
            let Some(&(_, is_right)) = answers.iter().find(|(which, _)| *which == e) else {
                continue;
            };
            let reply = if is_right {
                right.clone()
            } else {
                far_from(&right)
            };
            runtime.block_on(async {
                let answer = FromPage::Answer { scene: k, reply };
                let text = serde_json::to_string(&answer).expect("JSON");
                page.send(Message::text(text)).await.expect("sent");
                while news(page).await != (ToPage::Received { scene: k }) {}
            });
        }
    }
    frames_until(&mut teacher, |app| {
        let class = app.live_class().teacher.class();
        class.is_some_and(|c| {
            c.roster()
                .students()
                .iter()
                .map(|s| s.answers.len())
                .sum::<usize>()
                == 5
        })
    });
    let mut seats = {
        let class = teacher
            .state()
            .live_class()
            .teacher
            .class()
            .expect("a class");
        Seats::of(class, &[], None)
    };
    // The answers' times are this machine's: the picture shows fixed ones, so that it is the
    // same on every machine.
    for (row, student) in seats.students.iter_mut().enumerate() {
        for (k, answer) in student.answers.values_mut().enumerate() {
            answer.seconds = 95.0 + 140.0 * k as f64 + 12.0 * row as f64;
        }
    }
    (teacher, seats)
}

#[test]
fn the_dashboard_holds_each_student_s_marks_and_hides_names_on_request() {
    let (id, exercises) = lecture_with_two_exercises();
    let script = linlab::script::built_in(id)
        .and_then(|b| b.script().ok())
        .expect("the lecture");
    let (mut teacher, seats) = class_with_answers(id, &script, exercises);
    let right = seats.students.iter().map(|s| s.right()).sum::<usize>();
    let bob_seat = seats.students[1].seat.clone();
    assert_eq!(seats.students[0].right(), 2, "Ada's two right answers");
    let all_exercises = script.scenes.iter().filter(|s| s.task.is_some()).count();

    let mut lecture = Lecture::default();
    lecture.script = Some(script);
    lecture.scene = exercises[1];
    let mut harness = presenter_of(lecture, seats, egui::vec2(520.0, 290.0));
    harness.run();
    harness.get_by_label("The class").click();
    harness.run();
    assert_eq!(harness.get_all_by_label("✓").count(), right);
    assert_eq!(harness.get_all_by_label("✗").count(), 5 - right);
    assert_eq!(harness.get_all_by_label("·").count(), 3 * all_exercises - 5);
    harness.get_by_label("by progress").click();
    harness.get_by_label("Bob").click();
    harness.run();
    assert!(harness.query_by_label("Bob's answers").is_some());
    harness.remove_cursor();
    harness.run();
    harness.snapshot("presenter_dashboard");
    harness.snapshot_options(
        "presenter_dashboard",
        &SnapshotOptions::new().output_path("screenshots"),
    );
    // Bob's answer to the exercise on the stage goes on the stage, large, without his name.
    harness.get_by_label("On the stage").click();
    harness.run();
    let picked = harness.state_mut().drain(..).collect::<Vec<_>>();
    assert_eq!(picked.len(), 1, "{picked:?}");
    for command in picked {
        teacher.state_mut().push_command(command);
    }
    common::settle(&mut teacher);
    let bob = bob_seat.clone();
    assert_eq!(
        teacher
            .state()
            .live_class()
            .teacher
            .snapshot_seats(exercises[1]),
        [bob]
    );
    harness.get_by_label("Hide names").click();
    harness.run();
    for name in ["Ada", "Bob", "Cy"] {
        assert!(harness.query_by_label(name).is_none(), "{name} hidden");
    }
    assert!(
        harness.query_by_label("Student 3's answers").is_none(),
        "Bob joined second"
    );
    assert!(harness.query_by_label("Student 2's answers").is_some());
    teacher
        .state_mut()
        .push_command(Command::Class(linlab::app::ClassAction::End));
    common::settle(&mut teacher);
}

#[test]
fn the_report_after_class_has_each_exercise_s_picture_tally_wrong_answers_and_who_was_silent() {
    let (id, exercises) = lecture_with_two_exercises();
    let script = linlab::script::built_in(id)
        .and_then(|b| b.script().ok())
        .expect("the lecture");
    let (mut teacher, _) = class_with_answers(id, &script, exercises);
    let students = {
        let class = teacher
            .state()
            .live_class()
            .teacher
            .class()
            .expect("a class");
        class.roster().students().to_vec()
    };
    let html = linlab::app::class_report::html(&script, &students, Language::English);
    assert!(html.starts_with("<!DOCTYPE html>"));
    assert!(html.contains("3 students took part."), "{}", &html[..400]);
    let pictures = html.matches("src=\"data:image/png;base64,").count();
    let all_exercises = script.scenes.iter().filter(|s| s.task.is_some()).count();
    assert_eq!(pictures, all_exercises, "a picture for each exercise");
    // The first exercise: Ada and Bob right, Cy wrong; the second: Bob wrong, Cy silent.
    assert!(html.contains("3 of 3 answered: 2 right, 1 wrong."));
    assert!(html.contains("2 of 3 answered: 1 right, 1 wrong."));
    assert!(html.contains("Did not answer: Cy"));
    assert!(html.contains("The wrong answers"));
    assert!(!html.contains("{{"), "every caption's fields filled in");
    assert!(!html.contains("**"), "no Markdown");
    std::fs::write(std::env::temp_dir().join("linlab-report.html"), &html).expect("written");
    // Each student's lecture to take home, linked from the report.
    assert!(html.contains("<a href=\"take-home/01-Ada.json\">"));
    let dir = std::env::temp_dir().join(format!("linlab-take-home-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    linlab::app::class_report::write_take_home(&dir, &script, &students).expect("written");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| {
            e.expect("a file")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    files.sort();
    assert_eq!(files, ["01-Ada.json", "02-Bob.json", "03-Cy.json"]);
    teacher
        .state_mut()
        .push_command(Command::Class(linlab::app::ClassAction::End));
    common::settle(&mut teacher);

    // Ada opens hers at home: both exercises show her answer, revealed, and the score is hers.
    let taken = linlab::script::Script::load(&dir.join("01-Ada.json")).expect("reads");
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(taken.taken_home.as_ref().map(|t| t.answers.len()), Some(2));
    let mut home = common::harness(App::default());
    home.state_mut()
        .push_command(Command::Lecture(LectureAction::Open {
            script: Box::new(taken),
            path: None,
        }));
    common::settle(&mut home);
    assert_eq!(home.state().lecture().exercise.score(), (2, 2));
    home.get_by_label_contains("Ada’s lecture from the class: 2 right of 2 answered");
    home.state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(exercises[0])));
    common::settle(&mut home);
    let exercise = home.state().lecture().exercise.for_scene(exercises[0]);
    assert_eq!(
        exercise.verdict.as_ref().map(|v| v.right),
        Some(true),
        "revealed"
    );
}
