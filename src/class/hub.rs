//! What the teacher's window and every page's task share: the class code, the roster, what the
//! teacher shows now, the pages open (to close the one whose seat another page took over), the
//! wrong codes of each address, the teacher's phone, and the limits.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Instant;

use tokio::sync::{oneshot, watch};

use super::limits::Limits;
use super::protocol::{ClassMode, Refusal, Scene};
use super::remote::Remote;
use super::roster::{PageId, Roster};
use super::wrong_codes::WrongCodes;

/// The scene shown, as the pages get it and as the answers are checked against it.
pub(super) struct Shown {
    /// Counts the scenes shown: a page is sent a scene again when the teacher changed it.
    pub(super) revision: u64,
    pub(super) scene: Scene,
    /// `ToPage::Scene`, serialised once for every page.
    pub(super) json: Arc<str>,
}

/// The scenes of the range the class pages through on its own.
pub(super) struct RangeShown {
    /// Counts the ranges set: a page is sent the scenes again when the teacher set new ones.
    pub(super) revision: u64,
    pub(super) scenes: Vec<Scene>,
    /// `ToPage::Scenes`, serialised once for every page.
    pub(super) json: Arc<str>,
}

impl RangeShown {
    /// Scene `index` of the range, if the range has it.
    pub(super) fn scene(&self, index: usize) -> Option<&Scene> {
        self.scenes.iter().find(|s| s.index == index)
    }
}

/// What the teacher shows now; every page's task watches it.
#[derive(Clone, Default)]
pub(super) struct Now {
    pub(super) scene: Option<Arc<Shown>>,
    /// The learner's t within the scene.
    pub(super) t: u64,
    pub(super) mode: ClassMode,
    /// The scenes of the last range set (read while the mode is [`ClassMode::Range`]).
    pub(super) range: Option<Arc<RangeShown>>,
    /// The exercise whose answers were revealed last.
    pub(super) revealed: Option<usize>,
    /// Whether a page that answered the exercise shown sees the class's answers.
    pub(super) shared: bool,
    /// Counts the answers taken while they are shared: a page is sent them again when it moved.
    pub(super) answers_revision: u64,
    /// The teacher ended the class.
    pub(super) ended: bool,
}

/// What the window and every page's task share.
pub(super) struct Hub {
    pub(super) code: String,
    roster: Mutex<Roster>,
    pub(super) now: watch::Sender<Now>,
    pub(super) started: Instant,
    /// Asks the window for a frame (something it shows changed).
    pub(super) wake: Box<dyn Fn() + Send + Sync>,
    pub(super) limits: Limits,
    pub(super) wrong_codes: WrongCodes,
    /// The teacher's phone: its token, its commands and the stage it is sent.
    pub(super) remote: Remote,
    /// Each joined page's signal to close, with the reason: its seat was taken over, or removed.
    pages: Mutex<HashMap<PageId, oneshot::Sender<Refusal>>>,
    last_page: AtomicU64,
}

impl Hub {
    pub(super) fn new(
        code: String,
        roster: Roster,
        limits: Limits,
        wake: Box<dyn Fn() + Send + Sync>,
    ) -> Self {
        Self {
            code,
            roster: Mutex::new(roster),
            now: watch::Sender::new(Now::default()),
            started: Instant::now(),
            wake,
            wrong_codes: WrongCodes::new(limits.clone()),
            remote: Remote::new(),
            limits,
            pages: Mutex::new(HashMap::new()),
            last_page: AtomicU64::new(0),
        }
    }

    pub(super) fn roster(&self) -> MutexGuard<'_, Roster> {
        self.roster.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn pages(&self) -> MutexGuard<'_, HashMap<PageId, oneshot::Sender<Refusal>>> {
        self.pages.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// A number for a page about to join, and the signal it is closed by.
    pub(super) fn new_page(&self) -> (PageId, oneshot::Receiver<Refusal>) {
        let page = self.last_page.fetch_add(1, Ordering::Relaxed) + 1;
        let (close, closed) = oneshot::channel();
        self.pages().insert(page, close);
        (page, closed)
    }

    /// Closes page `page`, telling it `reason` (its seat was taken over, or removed).
    pub(super) fn close_page(&self, page: PageId, reason: Refusal) {
        if let Some(close) = self.pages().remove(&page) {
            let _ = close.send(reason);
        }
    }

    /// Page `page` is gone: forgets its signal.
    pub(super) fn forget_page(&self, page: PageId) {
        self.pages().remove(&page);
    }
}
