//! A lecture script: a title and a sequence of scenes, played like slides. A scene is a whole
//! state of the window (a [`Lesson`]: the points, the learners and their t, the view, the
//! window's preferences) with a caption in English and/or Chinese, optional highlights on the
//! plane, an optional question to pause on, an optional exercise ([`task`]) that checks the
//! student's answer, and optional notes for the teacher's eyes only (the presenter's screen).
//!
//! The file is versioned JSON (`"format": "linlab-script"`). A scene gives its `state` whole, or
//! its `changes` to the previous scene's state as a JSON merge patch (RFC 7386: a field set
//! replaces, `null` removes, objects merge), which keeps hand-written scripts short; reading
//! resolves every scene to a whole state, and saving writes whole states. Scripts come from
//! strangers (files, links), so reading is bounded: see [`limits`].

mod builtin;
mod check;
pub mod fields;
mod merge;
pub mod take_home;
pub mod task;
mod text;

use std::fmt;
use std::path::Path;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::lesson::Lesson;
use crate::t;

#[cfg(target_arch = "wasm32")]
pub use builtin::fetched;
pub use builtin::{BUILT_IN, BuiltIn, built_in};
pub use check::{CheckProblem, check};
pub use take_home::TakeHome;
pub use task::{Check, Quantity, Reply, Task, Verdict};
pub use text::Text;

/// The `format` field of every script file.
pub const FORMAT: &str = "linlab-script";
/// The version this build writes; it reads this one and older ones (version 1 has no notes).
pub const VERSION: u32 = 2;

/// What a script may hold at most: a file or a link beyond these is refused with a message.
pub mod limits {
    /// The size of a script's JSON text.
    pub const MAX_BYTES: usize = crate::link::MAX_TEXT;
    /// The number of scenes.
    pub const MAX_SCENES: usize = 500;
    /// The points of one scene.
    pub const MAX_POINTS: usize = 100_000;
    /// A scene's t (a replay to it runs in the background in the window).
    pub const MAX_T: u64 = 10_000_000;
    /// The highlights of one scene.
    pub const MAX_HIGHLIGHTS: usize = 200;
}

/// A lecture: a title and its scenes, in order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Script {
    pub format: String,
    pub version: u32,
    pub title: Text,
    pub scenes: Vec<Scene>,
    /// After a live class: the student whose answers this lecture carries home.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub taken_home: Option<TakeHome>,
}

impl Default for Script {
    fn default() -> Self {
        Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            title: Text::default(),
            scenes: Vec::new(),
            taken_home: None,
        }
    }
}

/// One slide of a lecture.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scene {
    /// The whole state the scene shows.
    pub state: Lesson,
    /// What the teacher says, short Markdown: `**bold**`, `*italics*`, `` `maths` ``.
    #[serde(default)]
    pub caption: Text,
    /// What the teacher reads on the presenter's screen and the class does not see: what to say
    /// beyond the caption, what to ask, the wrong answer students give and why it is wrong.
    #[serde(default, skip_serializing_if = "Text::is_empty")]
    pub notes: Text,
    /// What the scene points at on the plane.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub highlights: Vec<Highlight>,
    /// "Pause here: ask the class", with the question.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ask: Option<Text>,
    /// Coming from a scene with the same points and learners at an earlier t, the steps in
    /// between are played at this many updates per second instead of jumping (default
    /// [`DEFAULT_STEPS_PER_SECOND`]; 0 jumps).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub steps_per_second: Option<f64>,
    /// An exercise: what the student is asked to do here, checked by the learner itself.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task: Option<Task>,
}

/// The speed of the steps played between two scenes of the same run.
pub const DEFAULT_STEPS_PER_SECOND: f64 = 4.0;

impl Scene {
    /// A scene showing `state`, with no caption yet.
    pub fn of(state: Lesson) -> Self {
        Self {
            state,
            caption: Text::default(),
            notes: Text::default(),
            highlights: Vec::new(),
            ask: None,
            steps_per_second: None,
            task: None,
        }
    }

    /// Whether going from `previous` to this scene can play the steps in between: the same
    /// points and learners, and no run going back in t.
    pub fn continues(&self, previous: &Scene) -> bool {
        let (a, b) = (&previous.state, &self.state);
        a.points == b.points
            && a.settings == b.settings
            && a.compare == b.compare
            && b.t >= a.t
            && b.compare_t >= a.compare_t
            && (b.t, b.compare_t) != (a.t, a.compare_t)
    }

    /// The updates per second of the steps played into this scene (0: jump).
    pub fn speed(&self) -> f64 {
        self.steps_per_second
            .filter(|s| s.is_finite() && *s >= 0.0)
            .unwrap_or(DEFAULT_STEPS_PER_SECOND)
    }
}

/// What a scene points at on the plane. Points are numbered from 1, as the window labels them.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum Highlight {
    /// A ring around point `point`.
    Ring { point: usize },
    /// An arrow between two spots of the plane, with an optional label at its tip.
    Arrow {
        from: [f64; 2],
        to: [f64; 2],
        #[serde(default, skip_serializing_if = "Option::is_none")]
        label: Option<Text>,
    },
    /// A label pinned at a spot of the plane.
    Label { at: [f64; 2], text: Text },
    /// A panel of the window outlined.
    Panel { panel: Panel },
}

/// The window's panels a scene can outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Panel {
    /// The errors as curves of y·s.
    Loss,
    /// E_in over t; in the Cluster, PCA and Several classes workspaces, their right-hand panel
    /// (J over the half steps, the axes' numbers, the classes' errors).
    History,
    /// The theory panel.
    Theory,
    /// The weight-space view.
    WeightSpace,
}

/// Why a script could not be read.
#[derive(Debug, Error)]
pub enum ScriptError {
    /// The file could not be read.
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    /// More than [`limits::MAX_BYTES`].
    TooLarge { file: String, bytes: usize },
    /// Not JSON, or not a script's JSON.
    Json {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// The `format` field names another format.
    NotAScript { file: String, found: String },
    /// A newer linlab wrote it.
    TooNew { file: String, found: u32 },
    /// No scene, or more than [`limits::MAX_SCENES`].
    SceneCount { file: String, count: usize },
    /// Scene `scene` (1-based) is wrong: `problem` says where and what.
    Scene {
        file: String,
        scene: usize,
        problem: String,
    },
    /// A built-in lecture the web page has not fetched yet.
    NotFetched { file: String },
    /// A link whose text does not decode.
    BadLink {
        file: String,
        problem: crate::link::LinkError,
    },
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Io { file, source } => {
                t!("core-script-io", file = file, problem = source.to_string())
            }
            Self::NotFetched { file } => t!("core-script-not-fetched", file = file),
            Self::TooLarge { file, bytes } => t!(
                "core-script-too-large",
                file = file,
                bytes = bytes.to_string(),
                max = limits::MAX_BYTES.to_string()
            ),
            Self::Json {
                file,
                line,
                column,
                message,
            } => t!(
                "core-script-json",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                problem = message
            ),
            Self::NotAScript { file, found } => t!(
                "core-script-not-a-script",
                file = file,
                found = format!("{found:?}")
            ),
            Self::TooNew { file, found } => t!(
                "core-script-too-new",
                file = file,
                found = found.to_string(),
                version = VERSION.to_string()
            ),
            Self::SceneCount { file, count } => t!(
                "core-script-scene-count",
                file = file,
                count = count.to_string(),
                max = limits::MAX_SCENES.to_string()
            ),
            Self::Scene {
                file,
                scene,
                problem,
            } => t!(
                "core-script-scene",
                file = file,
                scene = scene.to_string(),
                problem = problem
            ),
            Self::BadLink { file, problem } => t!(
                "core-script-bad-link",
                file = file,
                problem = problem.to_string()
            ),
        };
        f.write_str(&text)
    }
}

fn json_error(file: &str, e: &serde_json::Error) -> ScriptError {
    ScriptError::Json {
        file: file.to_owned(),
        line: e.line(),
        column: e.column(),
        message: e
            .to_string()
            .split(" at line")
            .next()
            .unwrap_or_default()
            .to_owned(),
    }
}

impl Script {
    /// Whether `text` looks like a script rather than a lesson (its `format` field).
    pub fn is_script_text(text: &str) -> bool {
        let head: String = text.chars().take(4096).collect();
        head.contains(&format!("\"{FORMAT}\""))
    }

    /// The script as pretty JSON, every scene's state whole.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// Reads a script from its JSON text; `file` names it in messages.
    pub fn from_json(text: &str, file: &str) -> Result<Self, ScriptError> {
        if text.len() > limits::MAX_BYTES {
            return Err(ScriptError::TooLarge {
                file: file.to_owned(),
                bytes: text.len(),
            });
        }
        let value: serde_json::Value =
            serde_json::from_str(text).map_err(|e| json_error(file, &e))?;
        let format = value
            .get("format")
            .and_then(|f| f.as_str())
            .unwrap_or_default();
        if format != FORMAT {
            return Err(ScriptError::NotAScript {
                file: file.to_owned(),
                found: format.to_owned(),
            });
        }
        let version = value.get("version").and_then(|v| v.as_u64()).unwrap_or(0);
        if version > u64::from(VERSION) {
            return Err(ScriptError::TooNew {
                file: file.to_owned(),
                found: u32::try_from(version).unwrap_or(u32::MAX),
            });
        }
        let title: Text = match value.get("title") {
            Some(title) => {
                serde_json::from_value(title.clone()).map_err(|e| ScriptError::Json {
                    file: file.to_owned(),
                    line: 0,
                    column: 0,
                    message: format!("title: {e}"),
                })?
            }
            None => Text::default(),
        };
        let raw_scenes = value
            .get("scenes")
            .and_then(|s| s.as_array())
            .map(Vec::as_slice)
            .unwrap_or_default();
        if raw_scenes.is_empty() || raw_scenes.len() > limits::MAX_SCENES {
            return Err(ScriptError::SceneCount {
                file: file.to_owned(),
                count: raw_scenes.len(),
            });
        }
        let mut scenes: Vec<Scene> = Vec::with_capacity(raw_scenes.len());
        let mut state = serde_json::Value::Null;
        for (i, raw) in raw_scenes.iter().enumerate() {
            let scene_error = |problem: String| ScriptError::Scene {
                file: file.to_owned(),
                scene: i + 1,
                problem,
            };
            let mut raw = raw.clone();
            let object = raw
                .as_object_mut()
                .ok_or_else(|| scene_error(t!("core-script-scene-not-object").to_owned()))?;
            match (object.remove("state"), object.remove("changes")) {
                (Some(whole), None) => state = whole,
                (None, Some(changes)) if i > 0 => merge::merge_patch(&mut state, changes),
                _ => return Err(scene_error(t!("core-script-scene-state").to_owned())),
            }
            let mut lesson_value = state.clone();
            if let Some(lesson) = lesson_value.as_object_mut() {
                lesson
                    .entry("format")
                    .or_insert_with(|| crate::lesson::FORMAT.into());
                lesson
                    .entry("version")
                    .or_insert_with(|| crate::lesson::VERSION.into());
            }
            let lesson = Lesson::from_json(&lesson_value.to_string(), t!("core-script-state"))
                .map_err(|e| scene_error(e.to_string()))?;
            object.insert(
                "state".to_owned(),
                serde_json::to_value(&lesson).unwrap_or_default(),
            );
            let scene: Scene =
                serde_json::from_value(raw).map_err(|e| scene_error(e.to_string()))?;
            scene.check_bounds().map_err(scene_error)?;
            scenes.push(scene);
        }
        let script = Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            title,
            scenes,
            taken_home: None,
        };
        let taken_home = match value.get("taken_home") {
            Some(taken) => {
                let taken: TakeHome =
                    serde_json::from_value(taken.clone()).map_err(|e| ScriptError::Json {
                        file: file.to_owned(),
                        line: 0,
                        column: 0,
                        message: format!("taken_home: {e}"),
                    })?;
                taken.check(&script).map_err(|problem| ScriptError::Json {
                    file: file.to_owned(),
                    line: 0,
                    column: 0,
                    message: format!("taken_home: {problem}"),
                })?;
                Some(taken)
            }
            None => None,
        };
        Ok(Self {
            taken_home,
            ..script
        })
    }

    /// Saves atomically: a crash mid-save leaves the previous file intact.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::atomic::write(path, self.to_json().as_bytes())
    }

    pub fn load(path: &Path) -> Result<Self, ScriptError> {
        let file = path.display().to_string();
        let size = std::fs::metadata(path)
            .map_err(|source| ScriptError::Io {
                file: file.clone(),
                source,
            })?
            .len();
        if size > limits::MAX_BYTES as u64 {
            return Err(ScriptError::TooLarge {
                file,
                bytes: usize::try_from(size).unwrap_or(usize::MAX),
            });
        }
        let text = std::fs::read_to_string(path).map_err(|source| ScriptError::Io {
            file: file.clone(),
            source,
        })?;
        Self::from_json(&text, &file)
    }

    /// The script as the text of a link: its compact JSON, deflated, in base64url.
    pub fn to_link(&self) -> String {
        let json = serde_json::to_string(self).unwrap_or_default();
        crate::link::encode_compressed(json.as_bytes())
    }

    /// Reads a script from a link, its encoded part, or the script's JSON itself.
    pub fn from_link(text: &str, file: &str) -> Result<Self, ScriptError> {
        if text.trim_start().starts_with('{') {
            return Self::from_json(text, file);
        }
        let json = crate::link::decode_compressed(text, limits::MAX_BYTES).map_err(|problem| {
            ScriptError::BadLink {
                file: file.to_owned(),
                problem,
            }
        })?;
        Self::from_json(&json, file)
    }
}

impl Scene {
    /// The limits of one scene and its highlights' numbers (points, finite spots).
    fn check_bounds(&self) -> Result<(), String> {
        let n = self.state.points.len();
        if n > limits::MAX_POINTS {
            return Err(t!(
                "core-script-too-many-points",
                n = n.to_string(),
                max = limits::MAX_POINTS.to_string()
            ));
        }
        let t = self.state.t.max(self.state.compare_t);
        if t > limits::MAX_T {
            return Err(t!(
                "core-script-t-too-large",
                t = t.to_string(),
                max = limits::MAX_T.to_string()
            ));
        }
        if self.highlights.len() > limits::MAX_HIGHLIGHTS {
            return Err(t!(
                "core-script-too-many-highlights",
                count = self.highlights.len().to_string(),
                max = limits::MAX_HIGHLIGHTS.to_string()
            ));
        }
        for (k, highlight) in self.highlights.iter().enumerate() {
            let place = k + 1;
            match highlight {
                Highlight::Ring { point } if *point == 0 || *point > n => {
                    return Err(t!(
                        "core-script-ring-point",
                        highlight = place.to_string(),
                        point = point.to_string(),
                        n = n.to_string()
                    ));
                }
                Highlight::Arrow { from, to, .. }
                    if from.iter().chain(to).any(|v| !v.is_finite()) =>
                {
                    return Err(t!("core-script-not-finite", highlight = place.to_string()));
                }
                Highlight::Label { at, .. } if at.iter().any(|v| !v.is_finite()) => {
                    return Err(t!("core-script-not-finite", highlight = place.to_string()));
                }
                _ => {}
            }
        }
        if self
            .steps_per_second
            .is_some_and(|s| !s.is_finite() || s < 0.0)
        {
            return Err(t!("core-script-bad-speed").to_owned());
        }
        Ok(())
    }
}

#[cfg(test)]
pub(crate) mod fixtures;
#[cfg(test)]
mod tests;
