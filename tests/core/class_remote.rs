//! The teacher's phone as the remote, on 127.0.0.1 with scripted connections: the remote's page
//! is served; a connection with the teacher's token is sent the stage as the window publishes
//! it and its commands reach the window in order; a wrong token, and a student's page that
//! sends a teacher's message (even with the right token), are refused and change nothing.

use linlab::class::protocol::{ClassMode, FromPage, Refusal, RemoteCommand, StageView, ToPage};

use super::class::{connect, get_path, joined, local_class, receive, refusal, runtime, send};

/// The token in the remote's address (after `#token=`).
fn token_of(address: &str) -> String {
    address
        .split_once("#token=")
        .map(|(_, token)| token.to_owned())
        .expect("the address carries the token")
}

fn remote(token: &str, command: RemoteCommand) -> FromPage {
    FromPage::Remote {
        token: token.into(),
        command,
    }
}

#[test]
fn the_remote_s_page_is_served_with_its_words_and_never_cached() {
    let class = local_class(10);
    let address = class.remote_address();
    assert!(address.starts_with(&format!("http://{}/remote#token=", class.address())));
    assert_eq!(token_of(&address).len(), 32);
    let runtime = runtime();
    let answer = get_path(&runtime, class.address(), "/remote", "");
    let answer = String::from_utf8(answer).expect("text");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("cache-control: no-cache")
    );
    assert!(!answer.contains("{{"), "every word filled in");
    assert!(answer.contains("Black out") && answer.contains("Reveal"));
    class.stop();
}

#[test]
fn the_remote_sees_the_stage_and_its_commands_reach_the_window_in_order() {
    let class = local_class(10);
    let token = token_of(&class.remote_address());
    let view = StageView {
        scene: Some(2),
        of: 9,
        heading: "Scene 3 of 9".into(),
        notes: "Ask who has seen a perceptron.".into(),
        ..StageView::default()
    };
    class.show_stage(&view);
    runtime().block_on(async {
        let mut phone = connect(&class).await;
        send(&mut phone, &remote(&token, RemoteCommand::Hello)).await;
        match receive(&mut phone).await {
            Some(ToPage::Stage(seen)) => assert_eq!(*seen, view),
            other => panic!("{other:?}"),
        }
        for command in [
            RemoteCommand::Next,
            RemoteCommand::BlackOut,
            RemoteCommand::Mode {
                mode: ClassMode::Pause,
            },
        ] {
            send(&mut phone, &remote(&token, command)).await;
        }
        let mut taken = Vec::new();
        for _ in 0..200 {
            taken.extend(class.take_remote_commands());
            if taken.len() >= 3 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert_eq!(
            taken,
            [
                RemoteCommand::Next,
                RemoteCommand::BlackOut,
                RemoteCommand::Mode {
                    mode: ClassMode::Pause
                }
            ],
            "the hello asks nothing of the window"
        );
        // The window moved: the phone is sent the new stage.
        let next = StageView {
            scene: Some(3),
            ..view.clone()
        };
        class.show_stage(&next);
        match receive(&mut phone).await {
            Some(ToPage::Stage(seen)) => assert_eq!(seen.scene, Some(3)),
            other => panic!("{other:?}"),
        }
        // A message without the token, on the remote's own connection, ends it.
        send(&mut phone, &remote("", RemoteCommand::Previous)).await;
        assert_eq!(refusal(&mut phone).await, Refusal::NotTheTeacher);
    });
    assert!(class.take_remote_commands().is_empty());
    class.stop();
}

#[test]
fn a_wrong_token_and_a_student_s_teacher_message_are_refused_and_change_nothing() {
    let class = local_class(10);
    let token = token_of(&class.remote_address());
    runtime().block_on(async {
        let mut guess = connect(&class).await;
        let wrong = "0".repeat(32);
        send(&mut guess, &remote(&wrong, RemoteCommand::Next)).await;
        assert_eq!(refusal(&mut guess).await, Refusal::NotTheTeacher);

        let mut student = connect(&class).await;
        joined(&mut student, "Ada").await;
        // Even with the teacher's token: a student's connection joins and answers, nothing else.
        send(&mut student, &remote(&token, RemoteCommand::Next)).await;
        assert_eq!(refusal(&mut student).await, Refusal::NotTheTeacher);
    });
    assert!(class.take_remote_commands().is_empty());
    class.stop();
}
