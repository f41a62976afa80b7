//! Resuming a class from the window, on 127.0.0.1: a class kept in a folder of its own is ended
//! with a student in it, and Lectures → Resume the last class reopens it with its code, port
//! and student, the card saying where it is kept, the student's page back in its seat.

use std::net::{IpAddr, Ipv4Addr};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, ClassAction, Command};
use linlab::class::protocol::ToPage;
use linlab::class::server::ClassConfig;
use linlab::learn::Algorithm;

use crate::common;

/// A page joins the class at `address` by `name` or back in `seat`: the seat and name it is
/// given.
fn page_joins(address: std::net::SocketAddr, name: &str, seat: Option<String>) -> (String, String) {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    match runtime.block_on(crate::class::page_joins(address, "wxyz", name, seat)) {
        (_, ToPage::Welcome { seat, name, .. }) => (seat, name),
        (_, other) => panic!("{other:?}"),
    }
}

fn lectures_menu_item(harness: &mut Harness<'_, App>, item: &str) {
    harness.get_by_label("Lectures").click();
    harness.run();
    harness.get_by_label(item).click();
    common::settle(harness);
}

#[test]
fn the_lectures_menu_resumes_the_last_class_with_its_code_port_and_students() {
    let classes = std::env::temp_dir().join(format!("linlab-window-resume-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&classes);
    let mut harness = common::harness_of_size(
        App::with_points(common::prefs(Algorithm::Pla), common::four_points()),
        egui::vec2(1280.0, 800.0),
    );
    let config = ClassConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        code: Some("WXYZ".into()),
        journal: Some(classes.clone()),
        ..ClassConfig::default()
    };
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::Configure(Box::new(config))));
    common::settle(&mut harness);
    lectures_menu_item(&mut harness, "Start a class");
    let teacher = &harness.state().live_class().teacher;
    let address = teacher.class().expect("a class runs").address();
    let (seat, _) = page_joins(address, "Ada", None);
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut harness);
    assert!(!harness.state().live_class().teacher.running());

    lectures_menu_item(&mut harness, "Resume the last class");
    let class = harness
        .state()
        .live_class()
        .teacher
        .class()
        .expect("the class resumed");
    assert_eq!((class.address(), class.code()), (address, "WXYZ"));
    let students: Vec<String> = class
        .roster()
        .students()
        .iter()
        .map(|s| s.name.clone())
        .collect();
    assert_eq!(students, ["Ada"]);
    harness.get_by_label("Kept as it goes in:");
    harness.get_by_label_contains("results.csv");
    assert_eq!(
        page_joins(address, "someone else", Some(seat.clone())),
        (seat, "Ada".to_owned())
    );
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut harness);
    let _ = std::fs::remove_dir_all(&classes);
}
