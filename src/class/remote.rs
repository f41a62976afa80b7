//! The teacher's phone as the remote: a page of its own (`/remote`, plain HTML and a few lines
//! of script, laid out for a phone) that speaks on the class's socket with the teacher's token.
//! The token is 128 random bits, given only in the address the presenter's window shows (after
//! the `#`, so it never travels in a request's line), and checked on every message; a wrong one
//! is refused and slows its address as a wrong class code does (`remote_socket.rs`, its
//! connection). The remote is sent the [`StageView`] the window publishes, and its commands wait
//! in [`Remote`] for the window's next frame.

use std::sync::{Arc, Mutex, PoisonError};

use axum::http::header;
use axum::response::{Html, IntoResponse, Response};
use tokio::sync::watch;

use super::protocol::{RemoteCommand, StageView, ToPage};
use crate::t;

/// The remote's share of the hub: the token, the commands the window has not read, and the
/// stage as the window last published it (`ToPage::Stage`, serialised once).
pub(super) struct Remote {
    token: String,
    commands: Mutex<Vec<RemoteCommand>>,
    pub(super) stage: watch::Sender<Option<Arc<str>>>,
    /// The view last published.
    last: Mutex<Option<StageView>>,
}

impl Remote {
    pub(super) fn new() -> Self {
        Self {
            token: new_token(),
            commands: Mutex::new(Vec::new()),
            stage: watch::Sender::new(None),
            last: Mutex::new(None),
        }
    }

    /// The teacher's token.
    pub(super) fn token(&self) -> &str {
        &self.token
    }

    /// Whether `token` is the teacher's, compared in a time that does not tell how much of it
    /// was right.
    pub(super) fn is_the_teachers(&self, token: &str) -> bool {
        let (a, b) = (self.token.as_bytes(), token.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
    }

    /// The commands sent since the window last took them, in order.
    pub(super) fn take_commands(&self) -> Vec<RemoteCommand> {
        std::mem::take(&mut *self.commands.lock().unwrap_or_else(PoisonError::into_inner))
    }

    pub(super) fn push(&self, command: RemoteCommand) {
        self.commands
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(command);
    }

    /// Publishes `view` to every remote, if it changed (the window calls it every frame: an
    /// unchanged view costs a comparison).
    pub(super) fn show(&self, view: &StageView) {
        let mut last = self.last.lock().unwrap_or_else(PoisonError::into_inner);
        if last.as_ref() == Some(view) {
            return;
        }
        *last = Some(view.clone());
        let json: Arc<str> = ToPage::Stage(Box::new(view.clone())).to_json().into();
        self.stage.send_replace(Some(json));
    }
}

/// 32 hex digits from the operating system's randomness.
fn new_token() -> String {
    use rand::RngExt as _;
    let mut rng = rand::rng();
    format!("{:016x}{:016x}", rng.random::<u64>(), rng.random::<u64>())
}

/// The remote's page, its words in the teacher's language: never cached (it is small, and a
/// class's next run may speak another language).
pub(super) async fn page() -> Response {
    let mut html = include_str!("../../assets/remote/remote.html").to_owned();
    let words = [
        ("{{lang}}", crate::i18n::language().tag().to_owned()),
        ("{{title}}", t!("presenter-remote-title").to_owned()),
        ("{{previous}}", t!("views-lecture-previous").to_owned()),
        ("{{next}}", t!("views-lecture-next").to_owned()),
        ("{{black-out}}", t!("presenter-black-out").to_owned()),
        ("{{reveal}}", t!("views-class-reveal").to_owned()),
        ("{{follow}}", t!("views-class-follow").to_owned()),
        ("{{free}}", t!("views-class-free").to_owned()),
        ("{{pause}}", t!("views-class-pause").to_owned()),
        ("{{notes}}", t!("presenter-remote-notes").to_owned()),
        (
            "{{connecting}}",
            t!("presenter-remote-connecting").to_owned(),
        ),
        ("{{no-token}}", t!("presenter-remote-no-token").to_owned()),
        ("{{blacked-out}}", t!("presenter-blacked-out").to_owned()),
        ("{{range}}", t!("presenter-remote-range").to_owned()),
    ];
    for (key, word) in words {
        html = html.replace(key, &crate::html::escape(&word));
    }
    (
        [
            (header::CACHE_CONTROL, "no-cache"),
            (header::REFERRER_POLICY, "no-referrer"),
        ],
        Html(html),
    )
        .into_response()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_token_is_long_random_and_checked_whole() {
        let (a, b) = (Remote::new(), Remote::new());
        assert_eq!(a.token().len(), 32);
        assert!(a.token().chars().all(|c| c.is_ascii_hexdigit()));
        assert_ne!(a.token(), b.token());
        assert!(a.is_the_teachers(a.token()));
        assert!(!a.is_the_teachers(b.token()));
        assert!(!a.is_the_teachers(&a.token()[..31]));
        assert!(!a.is_the_teachers(""));
    }

    #[test]
    fn commands_wait_in_order_and_are_taken_once() {
        let remote = Remote::new();
        remote.push(RemoteCommand::Next);
        remote.push(RemoteCommand::Reveal);
        assert_eq!(
            remote.take_commands(),
            [RemoteCommand::Next, RemoteCommand::Reveal]
        );
        assert!(remote.take_commands().is_empty());
    }

    #[test]
    fn the_stage_is_published_only_when_it_changed() {
        let remote = Remote::new();
        let mut seen = remote.stage.subscribe();
        let view = StageView {
            scene: Some(2),
            of: 9,
            ..StageView::default()
        };
        remote.show(&view);
        assert!(seen.has_changed().expect("open"));
        seen.borrow_and_update();
        remote.show(&view);
        assert!(!seen.has_changed().expect("open"));
    }
}
