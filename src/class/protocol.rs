//! The live class's messages between the teacher's server and a student's page: one JSON text
//! frame each over the class's WebSocket, an object with one field named for the message's
//! kind. A page's first message is its [`FromPage::Join`], which carries the protocol's
//! [`VERSION`]; a page sends nothing but joins and answers, and at most [`MAX_MESSAGE_BYTES`] a
//! message. The teacher's phone (the remote, `remote.rs`) speaks on the same socket: its every
//! message carries the teacher's token, and it is sent the stage's [`StageView`].

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::script::{self, Reply};
use crate::t;

/// The protocol's version: a page of another version is refused with both numbers.
pub const VERSION: u32 = 2;

/// The largest message a page may send (an answer of points is the largest: about 1,500
/// points).
pub const MAX_MESSAGE_BYTES: usize = 64 * 1024;

/// The longest name a student may type, in characters (longer ones are cut).
pub const MAX_NAME_CHARS: usize = 40;

/// A student's seat: given at the first join, sent again to rejoin under the same name with the
/// same answers after the connection dropped.
pub type Seat = String;

/// What a student's page sends: `{"join": {…}}` or `{"answer": {…}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum FromPage {
    /// The first message: the page's protocol version, the class code, the name typed (none:
    /// "Student 7"), and the seat held before, to rejoin.
    Join {
        version: u32,
        code: String,
        #[serde(default)]
        name: Option<String>,
        #[serde(default)]
        seat: Option<Seat>,
    },
    /// The student's answer to the exercise of scene `scene` (only the first one counts).
    Answer { scene: usize, reply: Reply },
    /// The scene the page shows, while the class pages through a range on its own.
    Viewing { scene: usize },
    /// The teacher's phone: a command, with the teacher's token (checked on every message; a
    /// student's page that sends one is refused).
    Remote {
        token: String,
        command: RemoteCommand,
    },
}

/// What the teacher's phone asks of the teacher's window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum RemoteCommand {
    /// The remote's first message: it is sent the stage.
    Hello,
    Previous,
    Next,
    /// Blacks the stage out, or lights it again.
    BlackOut,
    /// Reveals the answers to the exercise shown.
    Reveal,
    /// Follow, Free or Pause (a range of scenes is set in the window).
    Mode {
        mode: ClassMode,
    },
}

/// The stage as the teacher's phone shows it: where the lecture stands, the scene's notes in
/// the teacher's language, the mode, and the tally of the exercise shown.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct StageView {
    /// The scene shown, from 0, of `of`; none while the teacher explores off the lecture.
    pub scene: Option<usize>,
    pub of: usize,
    pub title: String,
    /// "Scene 3 of 9", or that the teacher explores, in the teacher's language.
    pub heading: String,
    /// The scene's caption, as plain text.
    pub caption: String,
    /// The presenter's notes, as plain text.
    pub notes: String,
    pub mode: ClassMode,
    pub blacked_out: bool,
    /// The scene asks an exercise; then the tally.
    pub exercise: bool,
    pub revealed: bool,
    /// Pages connected now.
    pub joined: usize,
    pub answered: usize,
    pub right: usize,
    /// The tally in words ("12 of 30 answered"), empty without an exercise.
    pub tally: String,
}

/// How the students' pages follow the teacher.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub enum ClassMode {
    /// Every page shows the teacher's scene, at the teacher's t.
    #[default]
    Follow,
    /// The pages explore the scene on their own until the teacher calls them back.
    Free,
    /// Every page says "eyes on the teacher".
    Pause,
    /// The pages turn on their own through scenes `from` to `to` (both included, from 0): the
    /// exercises of a section, each student at their own pace.
    Range { from: usize, to: usize },
}

impl ClassMode {
    /// Whether the pages show the teacher's scene (following it, or paused on it).
    pub fn follows(self) -> bool {
        matches!(self, Self::Follow | Self::Pause)
    }

    /// The scenes a page may show on its own: the range's, while the class pages through one.
    pub fn range(self) -> Option<std::ops::RangeInclusive<usize>> {
        match self {
            Self::Range { from, to } => Some(from..=to),
            _ => None,
        }
    }
}

/// A scene as the class sees it: its place in the lecture and the lecture's scene (its state,
/// caption in both languages, highlights, exercise), without the presenter's notes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Scene {
    /// The scene's index in the lecture (answers name it).
    pub index: usize,
    /// How many scenes the lecture has.
    pub of: usize,
    pub scene: script::Scene,
}

impl Scene {
    /// Scene `index` of `of`, as the students see it: the notes are the teacher's alone.
    pub fn for_students(index: usize, of: usize, scene: &script::Scene) -> Self {
        let mut scene = scene.clone();
        scene.notes = script::Text::default();
        Self { index, of, scene }
    }
}

/// What the teacher's server sends to a page: `{"scene": {…}}`, … (named outside the message,
/// so that a page reads a scene in one pass).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ToPage {
    /// The join is accepted: the page's seat, the name it goes by, and the answers given from
    /// this seat before (a page that rejoins after a reload holds them again), by scene.
    Welcome {
        seat: Seat,
        name: String,
        #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
        answered: BTreeMap<usize, Reply>,
    },
    /// The scene to show.
    Scene(Box<Scene>),
    /// The scenes of the range the class pages through on its own (sent before that mode).
    Scenes { scenes: Vec<Scene> },
    /// The teacher's learner moved within the scene shown: to update `t`.
    At { scene: usize, t: u64 },
    /// Follow, free exploration, or pause.
    Mode { mode: ClassMode },
    /// The answer to scene `scene` reached the teacher.
    Received { scene: usize },
    /// The teacher revealed scene `scene`'s answers: the page checks its own answer and shows
    /// right or wrong with the explanation.
    Reveal { scene: usize },
    /// The class's answers to the exercise of scene `scene`, without names, for a page that
    /// answered it while the teacher lets the class see them (right or wrong only once
    /// revealed).
    ClassAnswers {
        scene: usize,
        answers: Vec<SharedAnswer>,
    },
    /// To the teacher's phone: the stage, as it changes.
    Stage(Box<StageView>),
    /// Why the server closes this connection (the others go on).
    Refused { reason: Refusal },
}

/// One student's answer as the class sees it: never a name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SharedAnswer {
    pub reply: Reply,
    /// The answer as the results file writes it.
    pub text: String,
    /// Right or wrong, once the teacher revealed it (the teacher's own window always knows).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub right: Option<bool>,
}

/// Why a connection is refused or closed (said in the interface's language).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[serde(rename_all = "kebab-case")]
pub enum Refusal {
    WrongCode,
    Full {
        max: usize,
    },
    Version {
        page: u32,
        teacher: u32,
    },
    NotJoined,
    Malformed {
        detail: String,
    },
    TooLarge {
        max: usize,
    },
    TooFast {
        per_second: u32,
    },
    NotTheExercise {
        scene: usize,
    },
    WrongKind,
    Ended,
    SeatTaken,
    /// The teacher locked the class: no new student joins (a seat of the class still rejoins).
    Locked,
    /// The teacher removed this seat from the class: it cannot rejoin.
    Removed,
    /// A teacher's message without the teacher's token, or from a student's page.
    NotTheTeacher,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::WrongCode => t!("core-class-wrong-code").to_owned(),
            Self::Full { max } => t!("core-class-full", max = *max),
            Self::Version { page, teacher } => {
                t!("core-class-version", page = *page, teacher = *teacher)
            }
            Self::NotJoined => t!("core-class-not-joined").to_owned(),
            Self::Malformed { detail } => t!("core-class-malformed", detail = detail.as_str()),
            Self::TooLarge { max } => t!("core-class-too-large", max = *max),
            Self::TooFast { per_second } => t!("core-class-too-fast", per_second = *per_second),
            Self::NotTheExercise { scene } => t!("core-class-not-the-exercise", scene = scene + 1),
            Self::WrongKind => t!("core-class-wrong-kind").to_owned(),
            Self::Ended => t!("core-class-ended").to_owned(),
            Self::SeatTaken => t!("core-class-seat-taken").to_owned(),
            Self::Locked => t!("core-class-locked").to_owned(),
            Self::Removed => t!("core-class-removed").to_owned(),
            Self::NotTheTeacher => t!("core-class-not-the-teacher").to_owned(),
        };
        f.write_str(&text)
    }
}

impl FromPage {
    /// Reads a page's message, or says what is wrong with it.
    pub fn parse(text: &str) -> Result<Self, Refusal> {
        if text.len() > MAX_MESSAGE_BYTES {
            return Err(Refusal::TooLarge {
                max: MAX_MESSAGE_BYTES,
            });
        }
        serde_json::from_str(text).map_err(|e| Refusal::Malformed {
            detail: e.to_string(),
        })
    }
}

impl ToPage {
    /// The message as the frame's text.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| {
            // Every field serialises; a NaN in a lesson becomes null, never an error.
            format!(r#"{{"refused":{{"reason":{{"malformed":{{"detail":"{e}"}}}}}}}}"#)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_join_and_an_answer_read_back_as_written() {
        for message in [
            FromPage::Join {
                version: VERSION,
                code: "K7Q2".into(),
                name: Some("Ada".into()),
                seat: None,
            },
            FromPage::Answer {
                scene: 3,
                reply: Reply::Spot([0.5, -1.0]),
            },
            FromPage::Viewing { scene: 4 },
            FromPage::Remote {
                token: "0f".repeat(16),
                command: RemoteCommand::Mode {
                    mode: ClassMode::Pause,
                },
            },
            FromPage::Remote {
                token: String::new(),
                command: RemoteCommand::Next,
            },
        ] {
            let text = serde_json::to_string(&message).expect("JSON");
            assert_eq!(FromPage::parse(&text), Ok(message));
        }
    }

    #[test]
    fn a_range_of_scenes_is_a_mode_that_reads_back_and_says_its_scenes() {
        let mode = ClassMode::Range { from: 2, to: 5 };
        let text = ToPage::Mode { mode }.to_json();
        assert_eq!(text, r#"{"mode":{"mode":{"range":{"from":2,"to":5}}}}"#);
        assert_eq!(
            serde_json::from_str::<ToPage>(&text).expect("reads"),
            ToPage::Mode { mode }
        );
        assert_eq!(mode.range(), Some(2..=5));
        assert!(!mode.follows() && ClassMode::Pause.follows());
        assert_eq!(ClassMode::Free.range(), None);
    }

    #[test]
    fn what_is_not_a_message_is_refused_with_the_reason() {
        assert!(matches!(
            FromPage::parse("{\"teach\":{}}"),
            Err(Refusal::Malformed { .. })
        ));
        assert!(matches!(
            FromPage::parse("not json"),
            Err(Refusal::Malformed { .. })
        ));
        let big = format!(
            r#"{{"join":{{"version":1,"code":"{}"}}}}"#,
            "x".repeat(MAX_MESSAGE_BYTES)
        );
        assert_eq!(
            FromPage::parse(&big),
            Err(Refusal::TooLarge {
                max: MAX_MESSAGE_BYTES
            })
        );
        // A field the protocol does not have.
        assert!(matches!(
            FromPage::parse(r#"{"answer":{"scene":1,"reply":{"number":2},"admin":true}}"#),
            Err(Refusal::Malformed { .. })
        ));
    }
}
