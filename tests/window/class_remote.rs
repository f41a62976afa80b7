//! The teacher's phone as the remote, from the real teacher's window on 127.0.0.1: a scripted
//! remote opens with the token the presenter's window shows (its QR code and address are
//! there, never on the stage), is sent the stage (scene, notes, tally), and its Next, Black out
//! and Pause act on the window as the window's own keys do; a wrong token pages nothing.

use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use futures_util::{SinkExt as _, StreamExt as _};
use linlab::app::presenter::Seats;
use linlab::app::{App, Command};
use linlab::class::protocol::{ClassMode, FromPage, RemoteCommand, StageView, ToPage};
use tokio_tungstenite::tungstenite::Message;

use crate::class::{Socket, frames_until, presenter_of, teacher_with_a_class};
use crate::common;

/// The remote's address the teacher's window holds.
fn remote_address(teacher: &Harness<'_, App>) -> String {
    let card = teacher.state().live_class().teacher.remote_card();
    card.expect("a remote while the class runs").address.clone()
}

async fn send(socket: &mut Socket, token: &str, command: RemoteCommand) {
    let message = FromPage::Remote {
        token: token.into(),
        command,
    };
    let text = serde_json::to_string(&message).expect("JSON");
    socket.send(Message::text(text)).await.expect("sent");
}

/// The stages sent within `for_ms`, the window stepped meanwhile (it publishes them).
fn stages(
    runtime: &tokio::runtime::Runtime,
    socket: &mut Socket,
    teacher: &mut Harness<'_, App>,
    for_ms: u64,
) -> Vec<StageView> {
    let mut seen = Vec::new();
    for _ in 0..for_ms / 20 {
        teacher.step();
        runtime.block_on(async {
            let wait = Duration::from_millis(20);
            while let Ok(Some(Ok(message))) = tokio::time::timeout(wait, socket.next()).await {
                if let Message::Text(text) = message
                    && let Ok(ToPage::Stage(stage)) = serde_json::from_str(&text)
                {
                    seen.push(*stage);
                }
            }
        });
    }
    seen
}

#[test]
fn the_phone_pages_the_stage_blacks_it_out_and_pauses_the_class() {
    let id = "why-pla-halts";
    let (mut teacher, address) = teacher_with_a_class(id);
    let remote = remote_address(&teacher);
    let token = remote.split_once("#token=").expect("a token").1.to_owned();
    assert!(remote.starts_with(&format!("http://{address}/remote#token=")));
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let mut phone = runtime.block_on(async {
        let url = format!("ws://{address}/class");
        let (mut socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("connects");
        send(&mut socket, &token, RemoteCommand::Hello).await;
        socket
    });
    let first = stages(&runtime, &mut phone, &mut teacher, 400);
    let stage = first.last().expect("the stage is sent");
    let script = linlab::script::built_in(id)
        .and_then(|b| b.script().ok())
        .expect("the lecture");
    assert_eq!(stage.scene, Some(0));
    assert_eq!(stage.of, script.scenes.len());
    assert_eq!(stage.heading, format!("Scene 1 of {}", script.scenes.len()));
    assert!(
        !stage.notes.is_empty(),
        "the scene's notes, for the teacher"
    );
    assert!(!stage.caption.contains("**"), "plain text");

    runtime.block_on(send(&mut phone, &token, RemoteCommand::Next));
    frames_until(&mut teacher, |app| app.lecture().scene == 1);
    common::settle(&mut teacher);
    let after = stages(&runtime, &mut phone, &mut teacher, 300);
    assert_eq!(after.last().map(|s| s.scene), Some(Some(1)), "{after:?}");

    runtime.block_on(send(&mut phone, &token, RemoteCommand::BlackOut));
    frames_until(&mut teacher, |app| app.lecture().blacked_out);
    runtime.block_on(send(
        &mut phone,
        &token,
        RemoteCommand::Mode {
            mode: ClassMode::Pause,
        },
    ));
    frames_until(&mut teacher, |app| {
        app.live_class().teacher.class().map(|c| c.mode()) == Some(ClassMode::Pause)
    });
    let paused = stages(&runtime, &mut phone, &mut teacher, 300);
    let last = paused.last().expect("the stage again");
    assert!(last.blacked_out && last.mode == ClassMode::Pause);

    // A guessed token is refused and pages nothing.
    let mut guess = runtime.block_on(async {
        let url = format!("ws://{address}/class");
        let (socket, _) = tokio_tungstenite::connect_async(url)
            .await
            .expect("connects");
        socket
    });
    runtime.block_on(send(&mut guess, &"f".repeat(32), RemoteCommand::Next));
    for _ in 0..20 {
        teacher.step();
        std::thread::sleep(Duration::from_millis(10));
    }
    assert_eq!(teacher.state().lecture().scene, 1);
    teacher
        .state_mut()
        .push_command(Command::Class(linlab::app::ClassAction::End));
    common::settle(&mut teacher);
    assert!(teacher.state().live_class().teacher.remote_card().is_none());
}

#[test]
fn the_presenter_s_window_shows_the_remote_s_code_and_address() {
    let (teacher, _) = teacher_with_a_class("why-pla-halts");
    let remote = remote_address(&teacher);
    let seats = {
        let live = &teacher.state().live_class().teacher;
        Seats::of(live.class().expect("a class"), &[], live.remote_card())
    };
    let lecture = {
        let mut lecture = linlab::app::Lecture::default();
        lecture.script = teacher.state().lecture().script.clone();
        lecture
    };
    let mut harness = presenter_of(lecture, seats, egui::vec2(640.0, 700.0));
    harness.run();
    harness.get_by_label("Your phone as the remote");
    harness.get_by_label(&remote);
    harness.get_by_label("Copy the remote's address");
    // The stage never shows it.
    assert!(teacher.query_by_label_contains("/remote#token=").is_none());
}
