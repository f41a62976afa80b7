//! A lesson: what a teacher prepares before class and opens in front of it — the points, the
//! learner's settings and seed, the step t reached, the target f, the view, and the window's own
//! preferences — saved as JSON (atomically) and restored by replaying the run from its seed.
//!
//! Floats are written in their shortest round-trip form, so a saved point comes back bit for
//! bit; a non-finite number cannot be written into JSON, and one that is not a finite number
//! on reading is refused with the place it stands.

use std::fmt::{self, Write as _};
use std::path::Path;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::data::{DataError, Dataset};
use crate::learn::{Answer, Learner, Settings, SettingsError};
use crate::loss::Errors;
use crate::t;
use crate::target::Target;

pub mod fit;
mod in_z;
pub mod window;
pub use in_z::RunInZ;
pub use window::{WindowPart, Workspace};

/// The `format` field of every lesson file.
pub const FORMAT: &str = "linlab-lesson";
/// The version this build writes; it reads this one and older ones.
pub const VERSION: u32 = 1;

/// The part of the plane on screen: x₁ from `x[0]` to `x[1]`, x₂ from `y[0]` to `y[1]`.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub x: [f64; 2],
    pub y: [f64; 2],
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Lesson {
    pub format: String,
    pub version: u32,
    /// Points in the plane: `[x₁, x₂, y]` with y = ±1.
    pub points: Vec<[f64; 3]>,
    pub settings: Settings,
    /// The number of updates the run had reached.
    pub t: u64,
    /// The learner compared with the first one, if any, and the t it had reached.
    pub compare: Option<Settings>,
    pub compare_t: u64,
    pub target: Option<Target>,
    pub view: Option<View>,
    /// The window's own part (panels shown, the workspace and where it stands…), kept as it
    /// wrote it; the core reads it as a [`WindowPart`].
    pub app: serde_json::Value,
}

impl Default for Lesson {
    fn default() -> Self {
        Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            points: Vec::new(),
            settings: Settings::default(),
            t: 0,
            compare: None,
            compare_t: 0,
            target: None,
            view: None,
            app: serde_json::Value::Null,
        }
    }
}

/// Why a lesson could not be read.
#[derive(Debug, Error)]
pub enum LessonError {
    /// The file could not be read.
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    /// The file is not valid JSON, or not a lesson's JSON (`message` is the parser's).
    Json {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// The `format` field names another format.
    NotALesson { file: String, found: String },
    /// A newer linlab wrote it (lesson version `found`).
    TooNew { file: String, found: u32 },
    /// A link whose text does not decode.
    BadLink {
        file: String,
        problem: crate::link::LinkError,
    },
    /// Point `index` cannot be one.
    BadPoint {
        file: String,
        index: usize,
        problem: DataError,
    },
}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::Io { file, source } => {
                t!("core-lesson-io", file = file, problem = source.to_string())
            }
            Self::Json {
                file,
                line,
                column,
                message,
            } => t!(
                "core-lesson-json",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                problem = message
            ),
            Self::NotALesson { file, found } => t!(
                "core-lesson-not-a-lesson",
                file = file,
                found = format!("{found:?}")
            ),
            Self::TooNew { file, found } => t!(
                "core-lesson-too-new",
                file = file,
                found = found.to_string(),
                version = VERSION.to_string()
            ),
            Self::BadLink { file, problem } => t!(
                "core-lesson-bad-link",
                file = file,
                problem = problem.to_string()
            ),
            Self::BadPoint {
                file,
                index,
                problem,
            } => t!(
                "core-lesson-bad-point",
                file = file,
                index = index.to_string(),
                problem = problem.to_string()
            ),
        };
        f.write_str(&text)
    }
}

impl Lesson {
    /// The points as a data set.
    pub fn dataset(&self) -> Result<Dataset, DataError> {
        let mut data = Dataset::new(2);
        for p in &self.points {
            data.push(&p[..2], p[2])?;
        }
        Ok(data)
    }

    /// The window's part that the core reads (the workspace shown, its settings and place).
    pub fn window(&self) -> WindowPart {
        WindowPart::of(self)
    }

    pub fn to_json(&self) -> String {
        // Serialising plain data with finite floats cannot fail; say so if it ever does.
        serde_json::to_string_pretty(self).unwrap_or_else(|e| format!("{{\"error\": \"{e}\"}}"))
    }

    /// Reads a lesson from its JSON text; `file` names it in messages.
    pub fn from_json(text: &str, file: &str) -> Result<Self, LessonError> {
        let lesson: Self = serde_json::from_str(text).map_err(|e| LessonError::Json {
            file: file.to_owned(),
            line: e.line(),
            column: e.column(),
            message: e
                .to_string()
                .split(" at line")
                .next()
                .unwrap_or_default()
                .to_owned(),
        })?;
        if lesson.format != FORMAT {
            return Err(LessonError::NotALesson {
                file: file.to_owned(),
                found: lesson.format,
            });
        }
        if lesson.version > VERSION {
            return Err(LessonError::TooNew {
                file: file.to_owned(),
                found: lesson.version,
            });
        }
        let mut check = Dataset::new(2);
        for (index, p) in lesson.points.iter().enumerate() {
            check
                .push(&p[..2], p[2])
                .map_err(|problem| LessonError::BadPoint {
                    file: file.to_owned(),
                    index,
                    problem,
                })?;
        }
        Ok(lesson)
    }

    /// The lesson as the text of a link (see [`crate::link`]): its compact JSON deflated, in base64url,
    /// without the window's own settings (`app`), which stay as the reader has them.
    pub fn to_link(&self) -> String {
        let lesson = Self {
            app: serde_json::Value::Null,
            ..self.clone()
        };
        let json = serde_json::to_string(&lesson).unwrap_or_default();
        crate::link::encode_compressed(json.as_bytes())
    }

    /// Reads a lesson from a link, its encoded part, or the lesson's JSON itself (what the
    /// clipboard may hold); `file` names it in messages.
    pub fn from_link(text: &str, file: &str) -> Result<Self, LessonError> {
        if text.trim_start().starts_with('{') {
            return Self::from_json(text, file);
        }
        let json =
            crate::link::decode_compressed(text, crate::link::MAX_TEXT).map_err(|problem| {
                LessonError::BadLink {
                    file: file.to_owned(),
                    problem,
                }
            })?;
        Self::from_json(&json, file)
    }

    /// Saves atomically: a crash mid-save leaves the previous file intact.
    pub fn save(&self, path: &Path) -> std::io::Result<()> {
        crate::atomic::write(path, self.to_json().as_bytes())
    }

    pub fn load(path: &Path) -> Result<Self, LessonError> {
        let file = path.display().to_string();
        let text = std::fs::read_to_string(path).map_err(|source| LessonError::Io {
            file: file.clone(),
            source,
        })?;
        Self::from_json(&text, &file)
    }

    /// The learner at step t, replayed from the seed on the lesson's points.
    pub fn replay(&self) -> Result<(Box<dyn Learner>, Dataset), SettingsError> {
        let data = self.dataset()?;
        let mut learner = self.settings.build(&data)?;
        while learner.counters().updates < self.t && learner.stopped().is_none() {
            learner.step(&data);
        }
        Ok((learner, data))
    }
}

/// The run's history as CSV: one row per update from t = 0 to `t_end` (every `every`-th
/// update, and always the last), replayed from the seed: `t`, w_t, pocket's ŵ, E_in of the
/// answer under 0/1, squared and cross-entropy, and last any other answer that is not w_t (the
/// averaged perceptron's w̄, the voted perceptron's line), its columns named by
/// [`crate::learn::Answer::column`]. Pocket's columns keep the place they had before the others
/// were written, so old readers of either file find every column where it was.
pub fn history_csv(
    settings: &Settings,
    data: &Dataset,
    t_end: u64,
    every: u64,
) -> Result<String, SettingsError> {
    let mut learner = settings.build(data)?;
    let k = data.row_len();
    let answer = settings.algorithm.answer();
    let before_errors = answer.column().filter(|_| answer == Answer::Pocket);
    let after_errors = answer.column().filter(|_| before_errors.is_none());
    let mut out = String::from("t");
    let names = |out: &mut String, prefix: Option<&str>| {
        if let Some(prefix) = prefix {
            for i in 0..k {
                let _ = write!(out, ",{prefix}{i}");
            }
        }
    };
    names(&mut out, Some("w"));
    names(&mut out, before_errors);
    out.push_str(",e_in_zero_one,e_in_squared,e_in_cross_entropy");
    names(&mut out, after_errors);
    out.push('\n');
    let every = every.max(1);
    let row = |learner: &dyn Learner, out: &mut String| {
        let values = |out: &mut String, weights: &[f64]| {
            for v in weights {
                let _ = write!(out, ",{v}");
            }
        };
        let _ = write!(out, "{}", learner.counters().updates);
        values(out, learner.weights());
        if before_errors.is_some() {
            values(out, learner.answer());
        }
        let e = Errors::of_model(data, &learner.model());
        let _ = write!(out, ",{},{},{}", e.zero_one, e.squared, e.cross_entropy);
        if after_errors.is_some() {
            values(out, learner.answer());
        }
        out.push('\n');
    };
    row(learner.as_ref(), &mut out);
    while learner.counters().updates < t_end && learner.stopped().is_none() {
        let step = learner.step(data);
        let t = learner.counters().updates;
        if step.updated() && (t % every == 0 || t == t_end || learner.stopped().is_some()) {
            row(learner.as_ref(), &mut out);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Algorithm, Budget, Order};

    fn lesson() -> Lesson {
        let mut lesson = Lesson {
            settings: Settings {
                order: Some(Order::RandomCycle),
                seed: 42,
                budget: Budget {
                    max_updates: Some(500),
                    max_visits: None,
                },
                ..Settings::new(Algorithm::Pocket)
            },
            t: 37,
            view: Some(View {
                x: [-2.0, 2.0],
                y: [-1.5, 1.5],
            }),
            app: serde_json::json!({"theme": "dark"}),
            ..Lesson::default()
        };
        for i in 0..40 {
            let x = f64::from(i) * 0.1 + 0.1_f64.powi(7);
            let y = if (i * 7) % 5 < 2 { 1.0 } else { -1.0 };
            lesson.points.push([x.sin(), x.cos() / 3.0, y]);
        }
        lesson
    }

    #[test]
    fn round_trips_exactly() {
        let original = lesson();
        let back = Lesson::from_json(&original.to_json(), "x.linlab").expect("valid");
        assert_eq!(back, original);
    }

    #[test]
    fn a_link_carries_the_lesson_but_not_the_window() {
        let original = lesson();
        let link = format!("https://example.org/linlab/#lesson={}", original.to_link());
        let back = Lesson::from_link(&link, "the link").expect("valid");
        assert_eq!(back.app, serde_json::Value::Null);
        assert_eq!(
            back,
            Lesson {
                app: serde_json::Value::Null,
                ..original.clone()
            }
        );
        // The JSON itself is accepted too (a lesson file's text on the clipboard).
        assert_eq!(
            Lesson::from_link(&original.to_json(), "x").expect("valid"),
            original
        );
        let damaged = Lesson::from_link("#lesson=eyJ!", "the link");
        assert!(
            matches!(damaged, Err(LessonError::BadLink { .. })),
            "{damaged:?}"
        );
    }

    #[test]
    fn a_restored_lesson_replays_to_the_same_w() {
        let original = lesson();
        let (learner, data) = original.replay().expect("valid");
        let mut live = original.settings.build(&data).expect("valid");
        while live.counters().updates < 37 {
            live.step(&data);
        }
        let back = Lesson::from_json(&original.to_json(), "x.linlab").expect("valid");
        let (restored, _) = back.replay().expect("valid");
        assert_eq!(restored.weights(), live.weights());
        assert_eq!(restored.answer(), live.answer());
        assert_eq!(learner.counters(), live.counters());
    }

    #[test]
    fn bad_lessons_say_where_and_what() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let err = Lesson::from_json(
            "{\"format\": \"linlab-lesson\", \"points\": [[1, 2, 3]]}",
            "a.linlab",
        )
        .expect_err("label 3");
        assert!(err.to_string().contains("a.linlab: point 0"), "{err}");
        let err = Lesson::from_json("{\"format\": \"linlab-lesson\",\n \"t\": -1}", "b.linlab")
            .expect_err("negative t");
        assert!(err.to_string().starts_with("b.linlab, line 2"), "{err}");
        let err = Lesson::from_json("{\"format\": \"something\"}", "c.json").expect_err("not ours");
        assert!(err.to_string().contains("not a linlab lesson"), "{err}");
        let err = Lesson::from_json("{\"format\": \"linlab-lesson\", \"version\": 99}", "d")
            .expect_err("newer");
        assert!(err.to_string().contains("newer"), "{err}");
        assert!(Lesson::from_json("\u{0}\u{1}garbage", "e").is_err());
    }

    #[test]
    fn history_has_a_row_per_update() {
        let original = lesson();
        let data = original.dataset().expect("valid");
        let csv = history_csv(&original.settings, &data, 10, 1).expect("valid");
        let lines: Vec<&str> = csv.lines().collect();
        assert_eq!(lines.len(), 1 + 11, "header, t = 0, and ten updates");
        assert!(lines[0].starts_with("t,w0,w1,w2,pocket_w0"));
        assert!(lines[11].starts_with("10,"));
        assert_eq!(lines[1].split(',').count(), lines[0].split(',').count());
    }
}
