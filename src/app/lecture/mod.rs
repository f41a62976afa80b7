//! Lectures in the window: a [`Script`] played scene by scene like slides — its caption large
//! under the plane, "scene k of n", Previous and Next (buttons, PageUp and PageDown, which
//! presentation clickers send), its question to the class, its highlights on the plane — and
//! written in the window (the editor captures the state shown as a scene).
//!
//! A scene is a whole state, put in the window as a lesson is. Going to the next scene when it
//! continues the one shown (same points and learners, a later t) plays the steps in between at
//! the script's speed, then lands on the scene's exact state; Previous jumps back exactly.
//! Leaving the script keeps the last scene's state to explore; "Back to the script" returns.
//! A scene may hold an exercise the student answers in the bar (`exercise.rs`).

mod announce;
pub(super) mod caption;
pub(super) mod dashboard;
pub(super) mod editor;
pub(super) mod exercise;
mod fields;
pub(super) mod highlights;
pub(super) mod phone;
mod play;
pub(super) mod player;
pub mod presenter;
pub mod print_size;
pub(super) mod seats;
pub mod stage;
pub mod stage_bar;
mod task_editor;
mod window;

use std::path::PathBuf;

use crate::i18n::Language;
use crate::script::{Highlight, Scene, Script, Text};

pub use play::Effect;
pub(super) use window::paint_highlights;

/// The lecture open in the window, if any, and where it stands.
#[derive(Default)]
pub struct Lecture {
    pub script: Option<Script>,
    /// The scene shown (or last shown, while exploring).
    pub scene: usize,
    /// Whether the script is being played; else the person explores the last scene's state.
    pub playing: bool,
    /// The steps being played into the scene shown.
    pub animation: Option<Animation>,
    /// Whether the script editor is open.
    pub editing: bool,
    /// Where the script was opened from or last saved to.
    pub path: Option<PathBuf>,
    /// The script before each edit, for the editor's Undo.
    pub undo: Vec<Script>,
    /// The field last typed in (scene, field, language): keystrokes there are one edit.
    typing: Option<(usize, u8, Language)>,
    /// The student's answer to the scene's exercise, and the score.
    pub exercise: exercise::Exercise,
    /// The stage is blacked out (B or `.`), as presentation software does.
    pub blacked_out: bool,
    /// When the script was opened (the presenter's clock).
    pub opened_at: Option<web_time::Instant>,
    /// Whether the presenter's screen (a second window, for the teacher) is open.
    pub presenter: bool,
    /// The stage's keys and last layout (presentation mode).
    pub stage: stage::StageState,
    /// The values that fill the fields of the scenes shown lately (a replay each).
    field_values: fields::FieldValues,
    /// On a student's page: the state a scene's words are filled from (see
    /// [`Lecture::fill_words_from`]).
    words_state: Option<(usize, crate::lesson::Lesson)>,
    /// Who turns the pages: the window's user, or on a student's page in a class the teacher
    /// (the bar offers no paging and no way out) or the student within a range of scenes.
    pub paging: Paging,
}

/// Who turns a lecture's pages.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Paging {
    /// The window's user, anywhere in the lecture.
    #[default]
    Own,
    /// The teacher: a student's page that follows the class.
    Teacher,
    /// The student, from scene `from` to scene `to` (both included): the class pages through
    /// a range of scenes, each at their own pace.
    Within { from: usize, to: usize },
}

impl Paging {
    /// The first and the last scene one may turn to, in a lecture of `n` scenes.
    pub fn bounds(self, n: usize) -> (usize, usize) {
        let last = n.saturating_sub(1);
        match self {
            Self::Within { from, to } => (from.min(last), to.min(last)),
            Self::Own | Self::Teacher => (0, last),
        }
    }

    /// Whether the page is in a class (the teacher's or the range's): no way out of the lecture.
    pub fn in_class(self) -> bool {
        self != Self::Own
    }
}

/// Steps played from one scene into the next.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Animation {
    /// The scene it ends on.
    pub scene: usize,
    /// The t it plays to.
    pub goal_t: u64,
    /// Updates per second.
    pub speed: f64,
    /// Seconds played so far, and the steps asked for so far.
    pub elapsed: f64,
    pub steps: u64,
}

impl Lecture {
    /// The scene shown, while a script is open.
    pub fn current(&self) -> Option<&Scene> {
        self.script.as_ref()?.scenes.get(self.scene)
    }

    /// The highlights to draw now, while playing: the scene's, and its exercise's arrows
    /// (`length` long: the student's direction, the learner's once shown).
    pub fn highlights(&self, length: f64) -> Vec<Highlight> {
        match (self.playing, self.current()) {
            (true, Some(scene)) => {
                // Their words with the scene's numbers filled in.
                let fill = |text: &mut Text| {
                    for words in text.each_mut() {
                        *words = self.scene_text(self.scene, words).into_owned();
                    }
                };
                let mut drawn = scene.highlights.clone();
                for highlight in &mut drawn {
                    match highlight {
                        Highlight::Label { text, .. }
                        | Highlight::Arrow {
                            label: Some(text), ..
                        } => fill(text),
                        _ => {}
                    }
                }
                if let Some(task) = &scene.task
                    && self.exercise.follows(self.scene)
                {
                    drawn.extend(self.exercise.highlights(&task.check, length));
                }
                drawn
            }
            _ => Vec::new(),
        }
    }

    /// Whether PageUp / PageDown move through the script.
    pub fn takes_page_keys(&self) -> bool {
        self.playing && self.script.is_some()
    }
}
