//! Pacing to a range from the real windows, on 127.0.0.1: the teacher's card sets "Scenes"; a
//! student's window goes to the range's first scene, turns within it with Next and Previous
//! (the buttons stop at its ends, the keys do nothing beyond them, there is no way out), the
//! scene it shows reaches the teacher's dashboard, and Follow brings it back to the teacher's
//! scene.

use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, ClassAction, Command};
use linlab::class::protocol::ClassMode;

use crate::class::{frames_until, pump, student_joined, teacher_with_a_class};
use crate::common;

#[test]
fn a_student_turns_within_the_range_and_not_beyond() {
    let id = "why-pla-halts";
    let (mut teacher, address) = teacher_with_a_class(id);
    let (mut student, runtime, mut socket) = student_joined(address);
    assert_eq!(student.state().lecture().scene, 0);

    // The teacher's card: "Scenes" opens scenes 1–4 (from the scene shown), then the last
    // field narrows it to 1–3.
    teacher.get_by_label("Scenes").click();
    common::settle(&mut teacher);
    let class = |t: &egui_kittest::Harness<'_, App>| {
        t.state()
            .live_class()
            .teacher
            .class()
            .expect("a class")
            .mode()
    };
    assert_eq!(class(&teacher), ClassMode::Range { from: 0, to: 3 });
    teacher
        .state_mut()
        .push_command(Command::Class(ClassAction::SetMode(ClassMode::Range {
            from: 1,
            to: 3,
        })));
    common::settle(&mut teacher);
    pump(&runtime, &mut socket, &mut student, 300);
    assert_eq!(
        student.state().lecture().scene,
        1,
        "the range's first scene"
    );
    student.get_by_label_contains("scenes 2 to 4 at your own pace");
    assert!(student.query_by_label("Leave").is_none(), "no way out");
    // Within the range the student turns the pages; at its ends the buttons stop.
    student.get_by_label("◀ Previous").click();
    common::settle(&mut student);
    assert_eq!(student.state().lecture().scene, 1);
    for expected in [2, 3, 3] {
        student.get_by_label("Next ▶").click();
        common::settle(&mut student);
        assert_eq!(student.state().lecture().scene, expected);
    }
    student.key_press(egui::Key::PageDown);
    common::settle(&mut student);
    assert_eq!(student.state().lecture().scene, 3, "not beyond the range");
    let written = linlab::script::built_in(id)
        .and_then(|b| b.script().ok())
        .expect("the lecture");
    assert_eq!(
        student
            .state()
            .lecture()
            .script
            .as_ref()
            .map(|s| &s.scenes[3].caption),
        Some(&written.scenes[3].caption),
        "the range's scenes came whole"
    );
    // The scene the page shows reaches the teacher.
    pump(&runtime, &mut socket, &mut student, 200);
    frames_until(&mut teacher, |app| {
        let class = app.live_class().teacher.class();
        class.is_some_and(|c| {
            c.roster()
                .students()
                .first()
                .is_some_and(|s| s.viewing.map(|(k, _)| k) == Some(3))
        })
    });
    // Follow: back to the teacher's scene, paged by the teacher again.
    teacher.get_by_label("Follow").click();
    common::settle(&mut teacher);
    pump(&runtime, &mut socket, &mut student, 300);
    assert_eq!(student.state().lecture().scene, 0);
    assert!(student.query_by_label("Next ▶").is_none());
    teacher
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut teacher);
}
