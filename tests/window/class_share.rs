//! The class's answers on a student's page, from the real windows on 127.0.0.1: the teacher's
//! card shares them; a page that answered is shown them (a count, and a switch that hides them).

use egui_kittest::kittest::Queryable as _;
use linlab::app::{ClassAction, Command};
use linlab::class::protocol::{SharedAnswer, ToPage};
use linlab::script::Reply;

use crate::class::{student_joined, teacher_with_a_class};
use crate::common;

#[test]
fn the_card_shares_the_answers_and_a_page_shows_them_with_a_switch() {
    let (mut teacher, address) = teacher_with_a_class("why-pla-halts");
    teacher
        .get_by_label("Students who answered see the class's answers")
        .click();
    common::settle(&mut teacher);
    let class = teacher.state().live_class().teacher.class();
    assert!(class.expect("a class").answers_shared());

    let (mut student, _runtime, _socket) = student_joined(address);
    assert!(student.query_by_label("The class's answers").is_none());
    // As the server sends them to a page that answered the scene it shows.
    let spot = |x: f64| SharedAnswer {
        reply: Reply::Spot([x, 1.0]),
        text: format!("({x}, 1)"),
        right: None,
    };
    let scene = student.state().lecture().scene;
    student.state_mut().student_receive(ToPage::ClassAnswers {
        scene,
        answers: vec![spot(1.0), spot(-2.0)],
    });
    common::settle(&mut student);
    student.get_by_label("2 answers so far, yours among them.");
    student.get_by_label("Hide them").click();
    common::settle(&mut student);
    let page = student.state().live_class().student.as_ref();
    assert!(page.expect("a page").hide_class_answers);
    // Another scene's answers are not this scene's.
    student.state_mut().student_receive(ToPage::ClassAnswers {
        scene: scene + 1,
        answers: vec![spot(3.0)],
    });
    common::settle(&mut student);
    assert!(student.query_by_label("The class's answers").is_none());
    teacher
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut teacher);
}
