//! The reliability ("monkey") test: the real window driven by seeded random events — clicks,
//! right clicks and drags anywhere and on the points, scrolls, every shortcut of the app's table,
//! every enabled button, combo box, checkbox, tab and slider found in the frame's accessibility
//! tree (so new controls are covered without naming them), text typed into the numeric fields,
//! values set through accessibility, window resizes, files of `tests/data` (the bad-file corpus
//! and the good files) dropped on the window, restarts — with these invariants checked after
//! every event:
//! - no panic;
//! - every number shown is finite and no zero is written "-0": no NaN, inf or ∞ in any label or
//!   value of the tree (outside quotes: a message may quote a file) nor in any text the frame
//!   painted (the plane's words, the plots' ticks);
//! - the points change only through an event that may edit them, bit for bit, and after every
//!   such edit undo and then redo restore them exactly;
//! - every run (the compared one too) shows, bit for bit (counters, stop, w_t, the answer, the
//!   model, SMO's α), what the monkey's own replay of it reaches (`monkey/mirror.rs`: a fresh
//!   learner of the run's settings, stepped with the core's `step` and rebound at the t where
//!   the points were edited); and every 10 events, four states of every run's timeline (what
//!   the slider and Step back show) equal that replay too.
//!
//! A run of n events asserts that it checked: every event's texts, at least n/10 undos, n/3
//! runs against the replay (n/10 after edits), n/100 timeline states, and from 20,000 events on
//! 150 distinct widgets. A sabotage test breaks each invariant on purpose and shows the run
//! fails.
//!
//! Left out: what asks for a path (Open, Save, Export: a native dialog would pop up or block,
//! and the app's own path prompt would take the monkey's text as a file name to write) and Quit.
//!
//! `cargo test --test monkey` runs 20,000 events from a fixed seed; `cargo test --test monkey --
//! --ignored` runs 10⁵. `LINLAB_MONKEY_SEED=…` (a number, or `random`) and
//! `LINLAB_MONKEY_EVENTS=…` choose the seed and the count; `LINLAB_MONKEY_TRACE=1` prints every
//! event as it runs, with the points and the undo depth after it. A failure prints the seed and the
//! events up to the one that failed, with what each resolved to, and writes them as JSON to
//! `target/monkey-failure.json`, which `LINLAB_MONKEY_REPLAY=target/monkey-failure.json` replays.
//!
//! The app is stepped with no time budget (each frame of Play or Run to end makes at most eight
//! updates), and a dropped file is waited for, so a seed replays the same run whatever the
//! machine's speed.

#[path = "monkey/mirror.rs"]
mod mirror;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use egui::accesskit::Role;
use egui::{Key, Modifiers, PointerButton, Pos2, Rect, pos2, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::{AccessKitNode, NodeT as _};
use linlab::app::{
    Action, App, Command, Comparison, Label, LectureAction, Point, SHORTCUTS, Workspace,
};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use mirror::{Mirror, catch_up, state};

/// The seed of the runs in CI (a fixed one: a failure in CI is not a fluke of the day).
const DEFAULT_SEED: u64 = 20_000;
/// The events of the run in CI.
const CI_EVENTS: usize = 20_000;
/// The events of the long run (`--ignored`).
const LONG_EVENTS: usize = 100_000;
/// Every this many events, every run's timeline (its recorded states) is checked against the
/// monkey's own replay.
const TIMELINE_CHECK_EVERY: u64 = 10;
/// Above this many points the monkey undoes the edit at once: a frame with the preset's two
/// million points takes seconds in the debug profile, and the invariants are the same.
const MAX_POINTS: usize = 3_000;

/// What is typed into the numeric fields.
const TYPED: &[&str] = &[
    "nan",
    "NaN",
    "inf",
    "-inf",
    "1e999",
    "-1e999",
    "-0",
    "",
    "0",
    "1",
    "-1",
    "0.5",
    "2",
    "7",
    "1e308",
    "-1e308",
    "1e-320",
    "18446744073709551616",
    "99999999999",
    "-99999999999",
    "1e9",
    "-5",
    "abc",
    "1,5",
    " 3 ",
];

/// What is set through accessibility (a screen reader's "set value").
const SET_VALUES: &[&str] = &[
    "NaN", "inf", "-inf", "-0", "0", "1", "-1", "1e308", "-1e308", "1e-320", "3.5", "1e12",
];

/// Other keys than the shortcuts: the plane's keys, focus and text keys, and keys that do
/// nothing.
const OTHER_KEYS: &[Key] = &[
    Key::Delete,
    Key::Backspace,
    Key::F,
    Key::Tab,
    Key::Enter,
    Key::Space,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::A,
    Key::Num1,
    Key::F1,
    Key::PageDown,
    Key::PageUp,
];

/// The names of the presets: choosing one in the preset box loads it.
const PRESET_NAMES: &[&str] = &[
    "files-preset-separable",
    "files-preset-noisy",
    "files-preset-blobs",
    "files-preset-xor",
    "files-preset-ring",
];

/// Message keys of the labels of widgets that change the points when clicked (the monkey may
/// have switched the language: labels are compared in the one on screen), besides the presets'
/// names ([`PRESET_NAMES`]).
const EDITING_LABELS: &[&str] = &[
    "controls-clear-all",
    "controls-load-preset",
    "controls-delete-point",
    "controls-flip-label",
    "views-classes-give-class",
    "controls-undo",
    "controls-redo",
    "views-target-label-random",
    "files-plot-these",
    // Puts the scene being written back in place, points and all.
    "views-lecture-preview",
    // An exercise's answer: points on the plane, or the settings.
    "views-task-show-me",
];

/// The bad files whose only fault is their labels (not two, or not numbers): read as classes
/// (the Classes workspace), they open.
const BAD_ONLY_FOR_TWO_LABELS: &[&str] = &[
    "csv_semicolon_bad_label.csv",
    "csv_text_in_label_column.csv",
    "label_one_half.dat",
    "libsvm_label_three.libsvm",
    "nan_label.dat",
    "three_labels.dat",
    "zero_and_minus_one.dat",
];

/// The bad files whose labels are more than two classes: the window reads them as classes in any
/// workspace and opens them in "Several classes".
const MORE_THAN_TWO_LABELS: &[&str] = &[
    "csv_semicolon_bad_label.csv",
    "csv_text_in_label_column.csv",
    "label_one_half.dat",
    "libsvm_label_three.libsvm",
];

/// Message keys of the labels of widgets that reset the learner to a fresh one on the current
/// points when clicked (and the presets' names).
const RESETTING_LABELS: &[&str] = &[
    "controls-reset",
    "controls-load-preset",
    "views-target-label-random",
    "files-plot-these",
];

/// Where a lecture stands: whether one is open, its scene, whether it is played.
fn lecture_place(app: &App) -> (bool, usize, bool) {
    let lecture = app.lecture();
    (lecture.script.is_some(), lecture.scene, lecture.playing)
}

/// Whether an accessibility label (`Role "text"`) is the label of one of these messages, in the
/// language on screen.
fn labelled_by(label: &str, keys: &[&'static str]) -> bool {
    keys.iter()
        .any(|&key| label.ends_with(&format!("{:?}", linlab::i18n::tr(key))))
}

/// A point of the window as fractions of its width and height, or of the plane's rectangle.
type Frac = [f32; 2];

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
enum Button {
    Primary,
    Secondary,
    Middle,
}

impl Button {
    fn egui(self) -> PointerButton {
        match self {
            Self::Primary => PointerButton::Primary,
            Self::Secondary => PointerButton::Secondary,
            Self::Middle => PointerButton::Middle,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
enum Mods {
    None,
    Shift,
    Command,
    Alt,
    CommandShift,
}

impl Mods {
    fn egui(self) -> Modifiers {
        match self {
            Self::None => Modifiers::NONE,
            Self::Shift => Modifiers::SHIFT,
            Self::Command => Modifiers::COMMAND,
            Self::Alt => Modifiers::ALT,
            Self::CommandShift => Modifiers::COMMAND | Modifiers::SHIFT,
        }
    }
}

/// One thing the monkey does. Positions are fractions, so an event means the same after a
/// resize; `pick`s are taken modulo what the frame offers when the event runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
enum Ev {
    /// Press and release at a place of the window.
    Click {
        at: Frac,
        button: Button,
        mods: Mods,
    },
    /// Press and release on point `n` (modulo the number of points).
    ClickPoint {
        n: u32,
        button: Button,
        mods: Mods,
    },
    /// Press at `from`, move to `to` in `moves` frames, release.
    Drag {
        from: Frac,
        to: Frac,
        moves: u8,
        button: Button,
    },
    /// Drag point `n` to a place of the plane (fractions of its rectangle, a little beyond).
    DragPoint {
        n: u32,
        to: Frac,
        moves: u8,
    },
    /// Drag in the weight-space slice (fractions of its rectangle, a little beyond): w set by
    /// hand, the points untouched.
    DragWeight {
        from: Frac,
        to: Frac,
        moves: u8,
    },
    Scroll {
        at: Frac,
        delta: [f32; 2],
        mods: Mods,
    },
    Hover {
        at: Frac,
    },
    /// Key `key` (modulo its keys) of the shortcut `pick` (modulo the app's table), held down
    /// for `repeats` key repeats.
    Shortcut {
        pick: u32,
        key: u32,
        repeats: u8,
    },
    /// A key that is not a shortcut.
    Key {
        key: String,
        mods: Mods,
    },
    /// Clicks an enabled widget of the frame's accessibility tree.
    Widget {
        pick: u32,
        secondary: bool,
    },
    /// Focuses a numeric field, selects its text, types `text` and presses Enter if `enter`.
    Type {
        pick: u32,
        text: String,
        enter: bool,
    },
    /// Sets a numeric field or slider through accessibility.
    SetValue {
        pick: u32,
        value: String,
    },
    Resize {
        size: [f32; 2],
    },
    /// Drops a file of `tests/data` on the window and waits until it is read.
    Drop {
        file: String,
    },
    /// The window closes and a new one opens with the default preset and settings (the monkey
    /// soon types a budget of one update; a restart brings back long runs).
    Restart,
    /// Frames go by (a run plays on).
    Idle {
        frames: u8,
    },
    /// Opens built-in lecture `pick` (modulo their number) from the Lectures menu's command.
    Lecture {
        pick: u32,
    },
    /// Goes to scene `scene` (modulo their number) of the lecture open, if one is: the
    /// exercises are the last scenes.
    Scene {
        scene: u8,
    },
    /// Undo, check the points are those before the last edit, redo, check they are back.
    CheckUndo,
}

impl Ev {
    fn random(rng: &mut ChaCha8Rng, files: &[String]) -> Self {
        let frac = |rng: &mut ChaCha8Rng| [rng.random::<f32>(), rng.random::<f32>()];
        let button = |rng: &mut ChaCha8Rng| match rng.random_range(0..10) {
            0..6 => Button::Primary,
            6..9 => Button::Secondary,
            _ => Button::Middle,
        };
        let mods = |rng: &mut ChaCha8Rng| match rng.random_range(0..12) {
            0..8 => Mods::None,
            8 => Mods::Shift,
            9 => Mods::Command,
            10 => Mods::Alt,
            _ => Mods::CommandShift,
        };
        match rng.random_range(0..100) {
            0..12 => Self::Click {
                at: frac(rng),
                button: button(rng),
                mods: mods(rng),
            },
            12..20 => Self::ClickPoint {
                n: rng.random(),
                button: button(rng),
                mods: mods(rng),
            },
            20..25 => Self::Drag {
                from: frac(rng),
                to: frac(rng),
                moves: rng.random_range(1..4),
                button: button(rng),
            },
            25..28 => Self::DragWeight {
                from: [rng.random_range(0.0..1.0), rng.random_range(0.0..1.0)],
                to: [rng.random_range(-0.1..1.1), rng.random_range(-0.1..1.1)],
                moves: rng.random_range(1..4),
            },
            28..30 => Self::DragPoint {
                n: rng.random(),
                to: [rng.random_range(-0.1..1.1), rng.random_range(-0.1..1.1)],
                moves: rng.random_range(1..4),
            },
            30..33 => Self::Scroll {
                at: frac(rng),
                delta: [
                    rng.random_range(-200.0..200.0),
                    rng.random_range(-200.0..200.0),
                ],
                mods: mods(rng),
            },
            33..35 => Self::Hover { at: frac(rng) },
            35..50 => Self::Shortcut {
                pick: rng.random(),
                key: rng.random(),
                repeats: if rng.random_range(0..4) == 0 {
                    rng.random_range(1..40)
                } else {
                    0
                },
            },
            50..54 => Self::Key {
                key: OTHER_KEYS[rng.random_range(0..OTHER_KEYS.len())]
                    .name()
                    .to_owned(),
                mods: mods(rng),
            },
            54..72 => Self::Widget {
                pick: rng.random(),
                secondary: rng.random_range(0..10) == 0,
            },
            72..79 => Self::Type {
                pick: rng.random(),
                text: TYPED[rng.random_range(0..TYPED.len())].to_owned(),
                enter: rng.random_range(0..5) != 0,
            },
            79..81 => Self::SetValue {
                pick: rng.random(),
                value: SET_VALUES[rng.random_range(0..SET_VALUES.len())].to_owned(),
            },
            81..83 => Self::Resize {
                size: [
                    rng.random_range(320.0..1920.0_f32).round(),
                    rng.random_range(240.0..1200.0_f32).round(),
                ],
            },
            83..85 => Self::Drop {
                file: files[rng.random_range(0..files.len())].clone(),
            },
            85 if rng.random_range(0..4) == 0 => Self::Restart,
            85..88 => Self::Idle {
                frames: rng.random_range(1..4),
            },
            88..90 => Self::Lecture { pick: rng.random() },
            90 => Self::Scene {
                scene: rng.random(),
            },
            _ => Self::CheckUndo,
        }
    }

    /// Whether the event may change the points (a click or drag may land on a point, the plane
    /// or a button that edits; the other events must leave them alone). Widgets and files are
    /// judged when they run.
    fn may_edit(&self) -> bool {
        match self {
            Self::Click { .. }
            | Self::ClickPoint { .. }
            | Self::Drag { .. }
            | Self::DragPoint { .. }
            | Self::Lecture { .. }
            | Self::Scene { .. }
            | Self::CheckUndo => true,
            Self::Key { key, mods } => {
                matches!(
                    Key::from_name(key),
                    Some(Key::Delete | Key::Backspace | Key::F | Key::Enter | Key::Space)
                ) || *mods != Mods::None
            }
            Self::Shortcut { .. }
            | Self::DragWeight { .. }
            | Self::Widget { .. }
            | Self::Drop { .. }
            | Self::Scroll { .. }
            | Self::Hover { .. }
            | Self::Type { .. }
            | Self::SetValue { .. }
            | Self::Resize { .. }
            | Self::Idle { .. } => false,
            // A new window: its points are the preset's.
            Self::Restart => true,
        }
    }
}

/// A deliberate fault, to show that each check can fail.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Sabotage {
    /// A point is added behind the back of an event that must not edit.
    HiddenEdit,
    /// The undo check expects one point too many.
    UndoExpectsMore,
    /// The monkey's replay of the shown run takes one step more.
    ReplayOneMore,
    /// The monkey's replay checked against a run's timeline takes one step more.
    TimelineOneMore,
    /// A painted zero ("0", "0.0", …) reads "-0", "-0.0", ….
    PaintsMinusZero,
    /// A label of the accessibility tree reads "NaN" where it reads "E_in".
    LabelsNaN,
    /// The window panics while an event is applied.
    Panics,
}

/// A file dropped on the window.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &Path {
        &self.0
    }

    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

/// What an event did, as the checks see it.
struct Outcome {
    /// What the event resolved to (which widget, which key), for the printout.
    note: String,
    /// Whether it may have changed the points.
    may_edit: bool,
    /// Whether it certainly reset the learner to a fresh one on the current points.
    reset: bool,
}

/// The last edit that changed the points, while the points are still its result.
struct LastEdit {
    before: Vec<Point>,
    after: Vec<Point>,
    /// An undo is undone by a redo (and the other way round).
    inverse: Command,
    again: Command,
}

struct Monkey {
    harness: Harness<'static, App>,
    files: Vec<PathBuf>,
    last_edit: Option<LastEdit>,
    /// The monkey's own replay of each run, by the run's generation (its start from t = 0),
    /// kept up to date after every frame: rebound where the points were edited.
    mirrors: BTreeMap<u64, Mirror>,
    /// What went wrong keeping a replay up to date, reported by the next check.
    mirror_fault: Option<String>,
    /// Generations the monkey could not follow (see [`Monkey::follow_runs`]).
    lost: std::collections::BTreeSet<u64>,
    sabotage: Option<Sabotage>,
    stats: Stats,
    /// Modifiers held through the last frame, released at the start of the next (the app reads
    /// the modifiers as they are at the end of a frame).
    held: bool,
}

#[derive(Debug, Default)]
struct Stats {
    frames: u64,
    widgets_clicked: std::collections::BTreeMap<String, u32>,
    undo_checks: u32,
    /// Runs compared with the monkey's replay after an event, bit for bit.
    replay_checks: u32,
    /// Of them, compared at a t after an edit of the points (a rebound replay).
    replay_checks_after_edits: u32,
    replayed_updates: u64,
    /// Events after which the accessibility tree and the painted texts were read.
    finite_checks: u32,
    /// Starts of runs the replay could not follow (several edits in one frame).
    starts_lost: u32,
    /// Events run so far.
    events: u64,
    /// States of runs' timelines (the compared run's too) checked against the monkey's replay.
    timeline_checks: u32,
    max_t: u64,
    max_points: usize,
    capped: u32,
    /// Per kind of event: how many ran, their frames and their time.
    kinds: std::collections::BTreeMap<String, (u32, u64, Duration)>,
}

/// The labels near a node in the tree (the children of its nearest ancestor that has other
/// labelled ones), to say where it is.
fn beside(node: &AccessKitNode<'_>) -> Vec<String> {
    let mut at = node.parent();
    while let Some(parent) = at {
        let mut labels = Vec::new();
        let mut stack: Vec<AccessKitNode<'_>> = parent.children().collect();
        while let Some(child) = stack.pop() {
            if labels.len() >= 12 {
                break;
            }
            labels.extend(child.label());
            stack.extend(child.children());
        }
        if labels.len() > 1 {
            return labels;
        }
        at = parent.parent();
    }
    Vec::new()
}

/// Points compared bit for bit (−0 and 0 differ; a NaN equals itself).
fn bits(points: &[Point]) -> Vec<(u64, u64, bool, Option<usize>)> {
    points
        .iter()
        .map(|p| {
            (
                p.x.x.to_bits(),
                p.x.y.to_bits(),
                p.label == Label::Positive,
                p.class,
            )
        })
        .collect()
}

fn same_points(a: &[Point], b: &[Point]) -> bool {
    bits(a) == bits(b)
}

/// The first word of `text` that spells a number that is not finite, outside quotes (a message
/// may quote what a file says: `label "nan" is not +1 or −1`).
fn non_finite_word(text: &str) -> Option<String> {
    let mut quoted = false;
    let text: String = text
        .chars()
        .filter(|&c| {
            let quote = matches!(c, '"' | '“' | '”');
            if quote {
                quoted = !quoted;
            }
            !quote && !quoted
        })
        .collect();
    // "C = ∞" names the hard margin (the course's definition), not a value computed.
    if text.replace("C = ∞", "").contains('∞') {
        return Some("∞".to_owned());
    }
    // A file name such as nan_label.dat is one word.
    text.split(|c: char| !c.is_alphanumeric() && c != '_')
        .find(|word| {
            matches!(
                word.to_ascii_lowercase().as_str(),
                "nan" | "inf" | "infinity"
            )
        })
        .map(str::to_owned)
}

/// The first "-0", "−0.000" or "-0.0e0" in `text`: a zero written with a sign, which a student
/// would read as a number below zero.
fn negative_zero(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if !matches!(c, '-' | '−') || chars.get(i + 1) != Some(&'0') {
            continue;
        }
        // A minus sign, not a hyphen inside a word or a range such as "1-0".
        if i > 0 && (chars[i - 1].is_alphanumeric() || chars[i - 1] == '.') {
            continue;
        }
        let mut end = i + 1;
        while end < chars.len() && matches!(chars[end], '0' | '.') {
            end += 1;
        }
        // "-0.5" or "-05" is not zero; "-0e0" and "-0.00e-3" are.
        let rest_is_digit = chars.get(end).is_some_and(|c| c.is_ascii_digit());
        if !rest_is_digit {
            return Some(chars[i..end].iter().collect());
        }
    }
    None
}

/// Whether clicking a widget with this label would ask for a path or quit. A native dialog
/// would block or pop up on a desktop; where there is none, the app asks in a text field, and
/// what the monkey types there would name a file to write.
fn opens_dialog_or_quits(label: &str) -> bool {
    let tr = linlab::i18n::tr;
    label == tr("controls-quit") || label.contains('…') || label == tr("controls-save-lesson")
}

fn data_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    for dir in ["bad", "good"] {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .expect("tests/data")
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        files.extend(entries);
    }
    files
}

fn file_names(files: &[PathBuf]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    files
        .iter()
        .map(|f| {
            f.strip_prefix(&root)
                .expect("under tests/data")
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

impl Monkey {
    fn new(sabotage: Option<Sabotage>) -> Self {
        let mut app = App::default();
        // Deterministic pacing: every busy frame makes its minimum slice of updates.
        app.set_step_budget(Duration::ZERO);
        let harness = Harness::builder()
            .with_size(vec2(1280.0, 800.0))
            .build_eframe(move |_cc| app);
        let mut monkey = Self {
            harness,
            files: data_files(),
            last_edit: None,
            mirrors: BTreeMap::new(),
            mirror_fault: None,
            lost: std::collections::BTreeSet::new(),
            sabotage,
            stats: Stats::default(),
            held: false,
        };
        monkey.frame();
        monkey
    }

    fn app(&self) -> &App {
        self.harness.state()
    }

    /// Runs one frame per queued event (one if none).
    fn frame(&mut self) {
        if std::mem::take(&mut self.held) {
            let events = &mut self.harness.input_mut().events;
            events.insert(0, egui::Event::ModifiersChanged(Modifiers::NONE));
        }
        self.stats.frames += 1;
        self.harness.step();
        self.follow_runs();
    }

    /// Brings the replay of every run up to date after a frame: a new generation (a fresh
    /// learner at t = 0) gets a fresh replay on the current points; a rebinding of the run to
    /// edited points rebinds the replay at the run's t (a frame steps first and applies edits
    /// last, so the edit happened at the t the run shows now). A frame that rebound a run more
    /// than once (a held Ctrl+Z) passed through points the monkey never saw: that start is
    /// no longer followed, and counted.
    fn follow_runs(&mut self) {
        let app = self.harness.state();
        let data = app.document().data();
        let mut live = Vec::new();
        for run in app.classify().runs() {
            let (Some(learner), generation) = (run.learner(), run.generation()) else {
                continue;
            };
            live.push(generation);
            if self.lost.contains(&generation) {
                continue;
            }
            let (t, counters, rebinds) = (
                learner.counters().updates,
                learner.counters(),
                run.rebinds(),
            );
            let result = match self.mirrors.get_mut(&generation) {
                None if rebinds > 0 && run.shown_t() != Some(0) => Err(None),
                // A learner the settings cannot build on these points was built on others
                // and rebound within the frame.
                None => Mirror::fresh(run.settings(), data, rebinds)
                    .map(|mirror| {
                        self.mirrors.insert(generation, mirror);
                    })
                    .map_err(|_| None),
                Some(mirror) if rebinds == mirror.rebinds => Ok(()),
                Some(mirror) if rebinds == mirror.rebinds + 1 => {
                    mirror.rebind(t, counters, data).map_err(Some)
                }
                Some(_) => Err(None),
            };
            match result {
                Ok(()) => {}
                Err(Some(fault)) => {
                    self.mirror_fault.get_or_insert(fault);
                }
                Err(None) => {
                    self.mirrors.remove(&generation);
                    self.lost.insert(generation);
                    self.stats.starts_lost += 1;
                }
            }
        }
        self.mirrors.retain(|g, _| live.contains(g));
    }

    /// Runs one frame with these events all in it.
    fn frame_with(&mut self, events: impl IntoIterator<Item = egui::Event>) {
        self.harness.input_mut().events.extend(events);
        self.frame();
    }

    fn screen(&self) -> Rect {
        self.harness.ctx.content_rect()
    }

    fn at(&self, frac: Frac) -> Pos2 {
        let r = self.screen();
        pos2(
            r.left() + frac[0] * (r.width() - 1.0),
            r.top() + frac[1] * (r.height() - 1.0),
        )
    }

    fn typing(&self) -> bool {
        self.harness.ctx.egui_wants_keyboard_input()
    }

    /// A click in one frame: egui reads the press and the release in order.
    fn click(&mut self, pos: Pos2, button: PointerButton, modifiers: Modifiers) {
        let press = |pressed| egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers,
        };
        self.frame_with([
            egui::Event::ModifiersChanged(modifiers),
            egui::Event::PointerMoved(pos),
            press(true),
            press(false),
        ]);
        self.held = modifiers != Modifiers::NONE;
    }

    /// Press at `from`, `moves` frames of moving, the last one releasing at `to`.
    fn drag(&mut self, from: Pos2, to: Pos2, moves: u8, button: PointerButton) {
        let press = |pos, pressed| egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers: Modifiers::NONE,
        };
        self.frame_with([egui::Event::PointerMoved(from), press(from, true)]);
        for i in 1..=moves {
            let pos = from + (to - from) * (f32::from(i) / f32::from(moves));
            let mut events = vec![egui::Event::PointerMoved(pos)];
            if i == moves {
                events.push(press(to, false));
            }
            self.frame_with(events);
        }
    }

    fn key(&mut self, key: Key, modifiers: Modifiers) {
        self.key_held(key, modifiers, 0);
    }

    /// A key pressed, held for `repeats` key repeats, and released, in one frame.
    fn key_held(&mut self, key: Key, modifiers: Modifiers, repeats: u8) {
        let event = |pressed, repeat| egui::Event::Key {
            key,
            pressed,
            modifiers,
            repeat,
            physical_key: None,
        };
        let mut events = vec![egui::Event::ModifiersChanged(modifiers), event(true, false)];
        events.extend((0..repeats).map(|_| event(true, true)));
        events.extend([
            event(false, false),
            egui::Event::ModifiersChanged(Modifiers::NONE),
        ]);
        self.frame_with(events);
    }

    /// Undo or redo by its key when no text field or open popup has the keyboard (arrow keys
    /// move the focus into an open combo box's list, which then keeps the keys), else by command.
    fn undo_or_redo(&mut self, command: &Command) {
        if self.typing() || self.harness.ctx.any_popup_open() {
            self.harness.state_mut().push_command(command.clone());
            self.frame();
            return;
        }
        match command {
            Command::Undo => self.key(Key::Z, Modifiers::COMMAND),
            _ => self.key(Key::Y, Modifiers::COMMAND),
        }
    }

    /// The enabled input widgets of the frame that are safe to click, described.
    fn widgets(&self) -> Vec<(AccessKitNode<'_>, String)> {
        self.harness
            .root()
            .children_recursive()
            .map(|n| n.accesskit_node())
            .filter(|n| egui::accessibility::is_input(n.role()) && !n.is_disabled())
            .filter(|n| !n.is_hidden() && n.bounding_box().is_some())
            .map(|n| {
                let label = n.label().unwrap_or_default();
                (n, label)
            })
            .filter(|(_, label)| !opens_dialog_or_quits(label))
            .collect()
    }

    fn numeric_fields(&self) -> Vec<(AccessKitNode<'_>, String)> {
        self.harness
            .root()
            .children_recursive()
            .map(|n| n.accesskit_node())
            .filter(|n| matches!(n.role(), Role::SpinButton | Role::Slider) && !n.is_disabled())
            .filter(|n| !n.is_hidden() && n.bounding_box().is_some())
            .map(|n| {
                let label = format!(
                    "{:?} {:?} = {:?} at {:?}",
                    n.role(),
                    n.label().unwrap_or_default(),
                    n.numeric_value(),
                    n.bounding_box().map(|b| (b.x0.round(), b.y0.round()))
                );
                (n, label)
            })
            .collect()
    }

    fn accesskit_event(
        node: &AccessKitNode<'_>,
        action: egui::accesskit::Action,
        data: Option<egui::accesskit::ActionData>,
    ) -> egui::Event {
        let (target_node, target_tree) = node.locate();
        egui::Event::AccessKitActionRequest(egui::accesskit::ActionRequest {
            action,
            target_node,
            target_tree,
            data,
        })
    }

    /// Whether clicking this button would make more than [`MAX_POINTS`] points (a frame with
    /// two million points takes seconds in the debug profile: the monkey does it rarely).
    fn makes_too_many_points(&self, label: &str) -> bool {
        let tr = linlab::i18n::tr;
        match label {
            l if l == tr("controls-load-preset") || PRESET_NAMES.iter().any(|&k| l == tr(k)) => {
                self.app().prefs().preset.n > MAX_POINTS
            }
            l if l == tr("views-target-label-random") => self
                .numeric_fields()
                .iter()
                .filter(|(n, _)| n.label().as_deref() == Some("N"))
                .any(|(n, _)| n.numeric_value().is_some_and(|v| v > MAX_POINTS as f64)),
            _ => false,
        }
    }

    /// The centre of a node on screen, in points.
    fn centre(&self, node: &AccessKitNode<'_>) -> Option<Pos2> {
        let b = node.bounding_box()?;
        let ppp = self.harness.ctx.pixels_per_point();
        let centre = pos2(
            (b.x0 + b.x1) as f32 / 2.0 / ppp,
            (b.y0 + b.y1) as f32 / 2.0 / ppp,
        );
        self.screen().contains(centre).then_some(centre)
    }

    /// Runs one event; says what it resolved to and what the checks may expect of it.
    fn apply(&mut self, ev: &Ev) -> Result<Outcome, String> {
        let mut outcome = Outcome {
            note: String::new(),
            may_edit: ev.may_edit(),
            reset: false,
        };
        match ev {
            Ev::Click { at, button, mods } => {
                let pos = self.at(*at);
                self.click(pos, button.egui(), mods.egui());
            }
            Ev::ClickPoint { n, button, mods } => {
                let points = self.app().points();
                if points.is_empty() {
                    outcome.note = "no points".to_owned();
                    return Ok(outcome);
                }
                let p = points[*n as usize % points.len()];
                match self.app().screen_pos_of(p.x.x, p.x.y) {
                    Some(pos) => self.click(pos, button.egui(), mods.egui()),
                    None => outcome.note = "no plane".to_owned(),
                }
            }
            Ev::Drag {
                from,
                to,
                moves,
                button,
            } => {
                let (from, to) = (self.at(*from), self.at(*to));
                self.drag(from, to, *moves, button.egui());
            }
            Ev::DragPoint { n, to, moves } => {
                let points = self.app().points();
                let (Some(rect), false) = (self.app().plane().rect_on_screen(), points.is_empty())
                else {
                    outcome.note = "no plane or no points".to_owned();
                    return Ok(outcome);
                };
                let p = points[*n as usize % points.len()];
                if let Some(from) = self.app().screen_pos_of(p.x.x, p.x.y) {
                    let to = rect.min + vec2(to[0] * rect.width(), to[1] * rect.height());
                    self.drag(from, to, *moves, PointerButton::Primary);
                }
            }
            Ev::DragWeight { from, to, moves } => {
                // The slice of the last frame, while Classify is still the workspace shown (a
                // click may have chosen another one, drawn from the next frame).
                let Some(rect) = self
                    .app()
                    .classify()
                    .weight_space()
                    .and_then(|s| s.rect())
                    .filter(|_| self.classifying())
                else {
                    outcome.note = "no weight space".to_owned();
                    return Ok(outcome);
                };
                let at = |f: &Frac| rect.min + vec2(f[0] * rect.width(), f[1] * rect.height());
                // A press with a menu open closes the menu instead; a window (Help) over the
                // slice takes it.
                let covered = self
                    .harness
                    .ctx
                    .layer_id_at(at(from))
                    .is_some_and(|layer| layer.order != egui::Order::Background);
                let menu_open = egui::Popup::is_any_open(&self.harness.ctx) || covered;
                let before = (
                    self.app().mode(),
                    self.app().classify().learner_weights().map(<[f64]>::to_vec),
                    self.app().classify().shown_t(),
                );
                self.drag(at(from), at(to), *moves, PointerButton::Primary);
                if menu_open {
                    outcome.note = "a menu or a window was over it".to_owned();
                    return Ok(outcome);
                }
                // w is set by hand, and the plane draws it (while the view is beside it) from
                // the next frame, which the view asks for.
                self.frame();
                let app = self.app();
                let hand = app.classify().weight_space().and_then(|s| s.by_hand);
                if hand.is_none() {
                    return Err(format!(
                        "a drag in the weight space at {:?} → {:?} (its slice {rect:?}) set no w; {before:?} → {:?}",
                        at(from),
                        at(to),
                        (
                            app.mode(),
                            app.classify().learner_weights(),
                            app.classify().shown_t()
                        )
                    ));
                }
                if !app.prefs().weight_space.in_place
                    && app.plane().rect_on_screen().is_some()
                    && app.plane().drawn_line != hand
                {
                    return Err(format!(
                        "the plane draws {:?}, not w set by hand {hand:?}",
                        app.plane().drawn_line
                    ));
                }
            }
            Ev::Scroll { at, delta, mods } => {
                let pos = self.at(*at);
                self.frame_with([
                    egui::Event::PointerMoved(pos),
                    egui::Event::MouseWheel {
                        unit: egui::MouseWheelUnit::Point,
                        delta: vec2(delta[0], delta[1]),
                        phase: egui::TouchPhase::Move,
                        source: egui::MouseWheelSource::Unknown,
                        modifiers: mods.egui(),
                    },
                ]);
            }
            Ev::Hover { at } => {
                let pos = self.at(*at);
                self.frame_with([egui::Event::PointerMoved(pos)]);
            }
            Ev::Shortcut { pick, key, repeats } => {
                let shortcuts: Vec<_> = SHORTCUTS
                    .iter()
                    .filter(|s| {
                        !matches!(
                            (s.command)(),
                            Command::Classroom(
                                Action::OpenDialog
                                    | Action::SavePointsDialog
                                    | Action::SaveLesson
                                    | Action::SaveLessonDialog
                            )
                        )
                    })
                    .collect();
                let shortcut = shortcuts[*pick as usize % shortcuts.len()];
                let keys = shortcut.keys[*key as usize % shortcut.keys.len()];
                let command = (shortcut.command)();
                outcome.note = format!("{:?} ({:?})", shortcut.id, keys.logical_key);
                let typing = self.typing();
                outcome.may_edit = matches!(command, Command::Undo | Command::Redo);
                // Outside Classify, Reset restarts K-means, not the learners.
                outcome.reset = command == Command::Reset && !typing && self.classifying();
                self.key_held(keys.logical_key, keys.modifiers, *repeats);
            }
            Ev::Key { key, mods } => {
                let key = Key::from_name(key).ok_or_else(|| format!("no key {key:?}"))?;
                self.key(key, mods.egui());
            }
            Ev::Widget { pick, secondary } => {
                // The widgets as the window shows them now: the last event's commands (a new
                // workspace, say) are drawn by one more frame, as a person sees them before a
                // click.
                self.frame();
                let (event, label) = {
                    let widgets = self.widgets();
                    if widgets.is_empty() {
                        outcome.note = "no widget".to_owned();
                        return Ok(outcome);
                    }
                    let (node, label) = &widgets[*pick as usize % widgets.len()];
                    if self.makes_too_many_points(label) && pick % 64 != 0 {
                        outcome.note = format!("skipped {label:?}: too many points");
                        return Ok(outcome);
                    }
                    // A ready-made comparison loads its own points and starts both learners.
                    let comparison = Comparison::ALL.iter().any(|c| label == c.name());
                    // A built-in lecture puts its first scene in place, points and all.
                    let lecture = linlab::script::BUILT_IN.iter().any(|b| {
                        b.script().is_ok_and(|s| {
                            linlab::i18n::Language::ALL
                                .iter()
                                .any(|&l| s.title.in_language(l) == label)
                        })
                    });
                    let label = format!("{:?} {label:?}", node.role());
                    let preset = labelled_by(&label, PRESET_NAMES);
                    outcome.may_edit =
                        comparison || preset || lecture || labelled_by(&label, EDITING_LABELS);
                    // A right click does not press a button: it may land on the plane, which can
                    // edit the points but not reset the learner.
                    let resets_learners = labelled_by(&label, RESETTING_LABELS)
                        && (self.classifying() || !labelled_by(&label, &["controls-reset"]));
                    outcome.reset = !*secondary && (comparison || preset || resets_learners);
                    // A left click through accessibility, as a screen reader clicks: it reaches
                    // the widget even where another panel covers it (a small window). A right
                    // click by the pointer, at the widget's centre, wherever that lands.
                    let event = match self.centre(node).filter(|_| *secondary) {
                        Some(pos) => Ok(pos),
                        None => Err(Self::accesskit_event(
                            node,
                            egui::accesskit::Action::Click,
                            None,
                        )),
                    };
                    (event, label)
                };
                *self.stats.widgets_clicked.entry(label.clone()).or_default() += 1;
                outcome.note = label;
                match event {
                    Ok(pos) => {
                        outcome.may_edit = true;
                        self.click(pos, PointerButton::Secondary, Modifiers::NONE);
                    }
                    Err(event) => self.frame_with([event]),
                }
            }
            Ev::Type { pick, text, enter } => {
                let focus = {
                    let fields = self.numeric_fields();
                    if fields.is_empty() {
                        outcome.note = "no numeric field".to_owned();
                        return Ok(outcome);
                    }
                    let (node, label) = &fields[*pick as usize % fields.len()];
                    outcome.note.clone_from(label);
                    Self::accesskit_event(node, egui::accesskit::Action::Focus, None)
                };
                let select_all = |pressed| egui::Event::Key {
                    key: Key::A,
                    pressed,
                    modifiers: Modifiers::COMMAND,
                    repeat: false,
                    physical_key: None,
                };
                // All in one frame: the focus is given at the start of the frame.
                let mut events = vec![
                    focus,
                    egui::Event::ModifiersChanged(Modifiers::COMMAND),
                    select_all(true),
                    select_all(false),
                    egui::Event::ModifiersChanged(Modifiers::NONE),
                    egui::Event::Text(text.clone()),
                ];
                if *enter {
                    for pressed in [true, false] {
                        events.push(egui::Event::Key {
                            key: Key::Enter,
                            pressed,
                            modifiers: Modifiers::NONE,
                            repeat: false,
                            physical_key: None,
                        });
                    }
                }
                self.frame_with(events);
            }
            Ev::SetValue { pick, value } => {
                let number: f64 = value
                    .parse()
                    .map_err(|e| format!("{value:?} is not a number: {e}"))?;
                let event = {
                    let fields = self.numeric_fields();
                    if fields.is_empty() {
                        outcome.note = "no numeric field".to_owned();
                        return Ok(outcome);
                    }
                    let (node, label) = &fields[*pick as usize % fields.len()];
                    outcome.note.clone_from(label);
                    Self::accesskit_event(
                        node,
                        egui::accesskit::Action::SetValue,
                        Some(egui::accesskit::ActionData::NumericValue(number)),
                    )
                };
                self.frame_with([event]);
            }
            Ev::Resize { size } => {
                self.harness.set_size(vec2(size[0], size[1]));
                self.frame();
            }
            Ev::Drop { file } => {
                let path = self
                    .files
                    .iter()
                    .find(|p| p.ends_with(file))
                    .ok_or_else(|| format!("no file {file}"))?
                    .clone();
                // In the Classes workspace labels are read as classes: the files that are bad
                // only for want of two labels are good there.
                outcome.may_edit = !file.starts_with("bad")
                    || MORE_THAN_TWO_LABELS.iter().any(|b| file.ends_with(b))
                    || (self.app().prefs().workspace == Workspace::Classes
                        && BAD_ONLY_FOR_TWO_LABELS.iter().any(|b| file.ends_with(b)));
                let before = self.app().points().to_vec();
                self.harness
                    .input_mut()
                    .dropped_files
                    .push(std::sync::Arc::new(Dropped(path)));
                self.frame();
                let started = Instant::now();
                while self.app().classroom().files_busy() {
                    if started.elapsed() > Duration::from_secs(20) {
                        return Err(format!("{file} is still being read after 20 s"));
                    }
                    std::thread::sleep(Duration::from_millis(1));
                    self.frame();
                }
                self.frame();
                outcome.reset = !same_points(&before, self.app().points());
                outcome.note = self
                    .app()
                    .message()
                    .map(|m| {
                        m.text(self.app().prefs().language)
                            .chars()
                            .take(100)
                            .collect()
                    })
                    .unwrap_or_default();
            }
            Ev::Restart => {
                let fresh = Self::new(self.sabotage);
                self.harness = fresh.harness;
                self.mirrors = fresh.mirrors;
                self.mirror_fault = fresh.mirror_fault;
                self.lost = fresh.lost;
                self.held = false;
                self.stats.frames += 1;
                outcome.reset = true;
            }
            Ev::Idle { frames } => {
                for _ in 0..*frames {
                    self.frame();
                }
            }
            Ev::Lecture { pick } => {
                let lectures = linlab::script::BUILT_IN;
                let id = lectures[*pick as usize % lectures.len()].id;
                self.harness
                    .state_mut()
                    .push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
                // One frame applies it, the next draws the scene as a person then sees it.
                self.frame();
                self.frame();
                outcome.note = id.to_owned();
                outcome.reset = true;
            }
            Ev::Scene { scene } => {
                let Some(scenes) = self.app().lecture().script.as_ref().map(|s| s.scenes.len())
                else {
                    outcome.note = "no lecture".to_owned();
                    return Ok(outcome);
                };
                let scene = *scene as usize % scenes.max(1);
                self.harness
                    .state_mut()
                    .push_command(Command::Lecture(LectureAction::GoTo(scene)));
                self.frame();
                self.frame();
                outcome.note = format!("scene {}", scene + 1);
            }
            Ev::CheckUndo => self.check_undo(&mut outcome)?,
        }
        Ok(outcome)
    }

    /// Whether the window shows the learners (the Cluster and PCA workspaces have their own
    /// Step and Reset).
    fn classifying(&self) -> bool {
        self.app().prefs().workspace == Workspace::Classify
    }

    fn check_undo(&mut self, outcome: &mut Outcome) -> Result<(), String> {
        let Some(edit) = self.last_edit.take() else {
            outcome.may_edit = false;
            outcome.note = "nothing to undo".to_owned();
            return Ok(());
        };
        self.stats.undo_checks += 1;
        outcome.note = format!("{:?} then {:?}", edit.inverse, edit.again);
        self.undo_or_redo(&edit.inverse);
        let mut expected = edit.before.clone();
        if self.sabotage == Some(Sabotage::UndoExpectsMore) {
            expected.push(Point::new(0.0, 0.0, Label::Positive));
        }
        if !same_points(self.app().points(), &expected) {
            return Err(format!(
                "{:?} did not restore the points: {} points, expected {}\n  got      {:?}\n  expected {:?}",
                edit.inverse,
                self.app().points().len(),
                expected.len(),
                summary(self.app().points()),
                summary(&expected)
            ));
        }
        self.undo_or_redo(&edit.again);
        if !same_points(self.app().points(), &edit.after) {
            return Err(format!(
                "{:?} did not bring the edit back: {} points, expected {}",
                edit.again,
                self.app().points().len(),
                edit.after.len()
            ));
        }
        self.last_edit = Some(edit);
        Ok(())
    }

    /// Every run (the compared one too) shows what the monkey's own replay of it reaches at the
    /// shown t, bit for bit: a fresh learner of the run's settings stepped t times, rebound
    /// where the points were edited. How many runs were compared.
    fn check_replay(&mut self) -> Result<u32, String> {
        if let Some(fault) = self.mirror_fault.take() {
            return Err(fault);
        }
        let sabotage = self.sabotage;
        let app = self.harness.state();
        let mut checked = 0;
        for (r, run) in app.classify().runs().iter().enumerate() {
            let (Some(shown), Some(t)) = (run.learner(), run.shown_t()) else {
                continue;
            };
            if self.lost.contains(&run.generation()) {
                continue;
            }
            let mirror = self
                .mirrors
                .get_mut(&run.generation())
                .ok_or_else(|| format!("run {r} at t = {t} has no replay"))?;
            let before = mirror.stepped;
            let after_edit = mirror.first() > 0;
            let Some(replayed) = mirror.at(t) else {
                return Err(format!(
                    "run {r} ({:?}) shows t = {t}, which a fresh replay does not reach (it \
                     stops, or starts at {})",
                    run.algorithm(),
                    mirror.first()
                ));
            };
            let mut replayed = replayed.clone_box();
            catch_up(
                &mut *replayed,
                shown.counters(),
                shown.stopped().is_some(),
                app.document().data(),
            );
            if sabotage == Some(Sabotage::ReplayOneMore) && replayed.stopped().is_none() {
                replayed.step(app.document().data());
            }
            let (want, got) = (state(&*replayed), state(shown));
            if want != got {
                return Err(format!(
                    "run {r} differs from a fresh replay of {:?} on {} points{}:\n  shown    \
                     {got}\n  replayed {want}\n  {:?}",
                    run.algorithm(),
                    app.document().data().len(),
                    if after_edit {
                        " rebound where edited"
                    } else {
                        ""
                    },
                    run.settings()
                ));
            }
            self.stats.replayed_updates += mirror.stepped - before;
            self.stats.replay_checks += 1;
            self.stats.replay_checks_after_edits += u32::from(after_edit);
            checked += 1;
        }
        Ok(checked)
    }

    /// Every run's timeline holds the states the monkey's replay reaches: at its first and
    /// latest t and at two between, recalled through the timeline (`Timeline::state_at`, what
    /// the slider and Step back show). How many states were compared.
    fn check_timelines(&mut self) -> Result<u32, String> {
        let sabotage = self.sabotage;
        let app = self.harness.state();
        let mut checked = 0;
        for (r, run) in app.classify().runs().iter().enumerate() {
            // A timeline of points edited since is dropped before the run is next shown or
            // stepped (the edit was the frame's last act).
            let Some(timeline) = run
                .timeline()
                .filter(|t| t.data().id() == app.document().data().id())
            else {
                continue;
            };
            let Some(mirror) = self.mirrors.get_mut(&run.generation()) else {
                continue;
            };
            let (first, latest) = (timeline.first(), timeline.latest());
            for t in [
                first,
                latest,
                first + (latest - first) / 3,
                latest - (latest - first) / 7,
            ] {
                let (recalled, _) = timeline.state_at(t);
                let Some(replayed) = mirror.at(t) else {
                    return Err(format!(
                        "run {r}'s timeline holds t = {t}, which a fresh replay does not reach"
                    ));
                };
                let mut replayed = replayed.clone_box();
                catch_up(
                    &mut *replayed,
                    recalled.counters(),
                    recalled.stopped().is_some(),
                    timeline.data(),
                );
                if sabotage == Some(Sabotage::TimelineOneMore) && replayed.stopped().is_none() {
                    replayed.step(timeline.data());
                }
                let (want, got) = (state(&*replayed), state(&*recalled));
                if want != got {
                    return Err(format!(
                        "run {r}'s timeline at t = {t} (of {first}…{latest}) differs from a \
                         fresh replay:\n  timeline {got}\n  replayed {want}"
                    ));
                }
                checked += 1;
            }
        }
        self.stats.timeline_checks += checked;
        Ok(checked)
    }

    /// Every label and value of the tree: no word that spells a number that is not finite,
    /// and no numeric value that is not finite. The monkey's own text in a field is left out:
    /// a field shows what was typed until the frame after it loses the keyboard (its numeric
    /// value is still checked).
    fn check_finite(&mut self) -> Result<(), String> {
        self.stats.finite_checks += 1;
        let field = |n: &AccessKitNode<'_>| {
            matches!(n.role(), Role::TextInput | Role::SpinButton | Role::Slider)
        };
        for node in self.harness.root().children_recursive() {
            let node = node.accesskit_node();
            let typed = |text: &str| TYPED.contains(&text) || TYPED.contains(&text.trim());
            let own_text = |text: &str| {
                typed(text) && (field(&node) || node.parent().is_some_and(|p| field(&p)))
            };
            let mut texts = [node.label(), node.value()];
            if self.sabotage == Some(Sabotage::LabelsNaN) {
                texts = texts.map(|t| t.map(|t| t.replace("E_in", "NaN")));
            }
            for text in texts.into_iter().flatten().filter(|t| !own_text(t)) {
                if let Some(word) = non_finite_word(&text) {
                    return Err(format!(
                        "{word:?} shown in a {:?}: {text:?} (beside {:?})",
                        node.role(),
                        beside(&node)
                    ));
                }
                if let Some(zero) = negative_zero(&text) {
                    return Err(format!("{zero:?} shown in a {:?}: {text:?}", node.role()));
                }
            }
            if let Some(value) = node.numeric_value()
                && !value.is_finite()
            {
                return Err(format!(
                    "a {:?} {:?} holds {value}",
                    node.role(),
                    node.label()
                ));
            }
        }
        // And every text the frame painted: the plane's words, the plots' ticks and labels.
        for clipped in &self.harness.output().shapes {
            if let egui::Shape::Text(shape) = &clipped.shape {
                let mut text = shape.galley.text().to_owned();
                if TYPED.contains(&text.trim()) {
                    continue;
                }
                if self.sabotage == Some(Sabotage::PaintsMinusZero)
                    && text.trim().parse::<f64>().is_ok_and(|v| v == 0.0)
                {
                    text = format!("-{}", text.trim());
                }
                let text = text.as_str();
                if let Some(word) = non_finite_word(text).or_else(|| negative_zero(text)) {
                    return Err(format!("{word:?} painted: {text:?}"));
                }
            }
        }
        Ok(())
    }

    /// Runs `ev` and checks the invariants.
    fn step(&mut self, ev: &Ev) -> Result<String, String> {
        let before = self.app().points().to_vec();
        let undo_depth_before = self.app().document().undo_depth();
        let lecture_before = lecture_place(self.app());
        let (started, frames) = (Instant::now(), self.stats.frames);
        let mut outcome = catch_unwind(AssertUnwindSafe(|| {
            if self.sabotage == Some(Sabotage::Panics) {
                panic!("sabotage: the window panics");
            }
            self.apply(ev)
        }))
        .map_err(|panic| format!("panic: {}", panic_text(&*panic)))??;
        let kind = format!("{ev:?}")
            .split([' ', '{'])
            .next()
            .unwrap_or("")
            .to_owned();
        let entry = self.stats.kinds.entry(kind).or_default();
        entry.0 += 1;
        entry.1 += self.stats.frames - frames;
        entry.2 += started.elapsed();
        if self.sabotage == Some(Sabotage::HiddenEdit) && !outcome.may_edit {
            self.harness
                .state_mut()
                .push_command(Command::AddPoint(Point::new(0.1, 0.2, Label::Negative)));
            self.frame();
        }
        self.check_finite()?;
        let after = self.app().points().to_vec();
        let changed = !same_points(&before, &after);
        // A lecture's scene is a whole state, its points with it: going to another one (its
        // buttons, the page keys, the editor's list) may edit them.
        if lecture_place(self.app()) != lecture_before {
            outcome.may_edit = true;
            outcome.note.push_str(" [lecture]");
        }
        if changed && !outcome.may_edit {
            return Err(format!(
                "the points changed ({} → {}) but the event does not edit them ({})",
                before.len(),
                after.len(),
                outcome.note
            ));
        }
        let mut note = outcome.note;
        if outcome.reset {
            note.push_str(" [reset]");
        }
        if changed {
            note.push_str(" [edited]");
        }
        let replayed = self.check_replay()?;
        let _ = write!(note, " [{replayed} runs replayed]");
        self.stats.events += 1;
        if self.stats.events.is_multiple_of(TIMELINE_CHECK_EVERY) {
            let states = self.check_timelines()?;
            let _ = write!(note, " [{states} timeline states replayed]");
        }
        if matches!(ev, Ev::Restart | Ev::Shortcut { repeats: 1.., .. }) {
            // A new window has no history; a held Ctrl+Z undoes a number of edits.
            self.last_edit = None;
        } else if changed && !matches!(ev, Ev::CheckUndo) {
            // An undo (its shortcut, its button, or a click that lands on the button) is undone
            // by a redo: the undo stack is shorter after it.
            let undid = self.app().document().undo_depth() < undo_depth_before;
            let (inverse, again) = if undid {
                (Command::Redo, Command::Undo)
            } else {
                (Command::Undo, Command::Redo)
            };
            self.last_edit = Some(LastEdit {
                before,
                after,
                inverse,
                again,
            });
        } else if self
            .last_edit
            .as_ref()
            .is_some_and(|e| !same_points(&e.after, self.app().points()))
        {
            self.last_edit = None;
        }
        let count = self.app().points().len();
        if changed && self.last_edit.is_some() && count <= MAX_POINTS {
            // Every edit is undone and redone at once, each checked bit for bit.
            let mut undo = Outcome {
                note: String::new(),
                may_edit: true,
                reset: false,
            };
            self.check_undo(&mut undo)?;
            note.push_str(" [undone and redone]");
        }
        self.stats.max_points = self.stats.max_points.max(count);
        self.stats.max_t = self
            .stats
            .max_t
            .max(self.app().classify().shown_t().unwrap_or(0));
        if count > MAX_POINTS {
            // Too many points for a debug build: check the undo of this edit now.
            self.stats.capped += 1;
            let mut undo = Outcome {
                note: String::new(),
                may_edit: true,
                reset: false,
            };
            self.check_undo(&mut undo)?;
            if let Some(edit) = self.last_edit.take() {
                self.undo_or_redo(&edit.inverse);
            } else {
                // A held Ctrl+Z or Ctrl+Shift+Z whose last step reached them: one step back.
                let undid = self.app().document().undo_depth() < undo_depth_before;
                self.undo_or_redo(if undid {
                    &Command::Redo
                } else {
                    &Command::Undo
                });
            }
            if self.app().points().len() > MAX_POINTS {
                return Err(format!(
                    "{} points, and undo did not bring the points back",
                    self.app().points().len()
                ));
            }
            return Ok(format!("{note} — then undone (too many points)"));
        }
        Ok(note)
    }
}

fn summary(points: &[Point]) -> Vec<(f64, f64, Label)> {
    points
        .iter()
        .take(6)
        .map(|p| (p.x.x, p.x.y, p.label))
        .collect()
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    panic
        .downcast_ref::<String>()
        .cloned()
        .or_else(|| panic.downcast_ref::<&str>().map(|s| (*s).to_owned()))
        .unwrap_or_else(|| "(not a string)".to_owned())
}

/// The events of a run of `count` events from `seed`.
fn events(seed: u64, count: usize, files: &[String]) -> Vec<Ev> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count).map(|_| Ev::random(&mut rng, files)).collect()
}

/// Runs `events` on a fresh window; on failure, the index of the event that failed and why.
fn run(events: &[Ev], sabotage: Option<Sabotage>) -> Result<(Stats, Vec<String>), (usize, String)> {
    let mut monkey = Monkey::new(sabotage);
    let mut notes = Vec::with_capacity(events.len());
    let trace = std::env::var_os("LINLAB_MONKEY_TRACE").is_some();
    for (i, ev) in events.iter().enumerate() {
        match monkey.step(ev) {
            Ok(note) => {
                if trace {
                    let doc = monkey.app().document();
                    eprintln!(
                        "{i:>6}: {ev:?}  {note}  ({} points, undo depth {})",
                        doc.len(),
                        doc.undo_depth()
                    );
                }
                notes.push(note);
            }
            Err(why) => return Err((i, why)),
        }
    }
    Ok((monkey.stats, notes))
}

fn env_number(name: &str) -> Option<u64> {
    let text = std::env::var(name).ok()?;
    Some(
        text.trim()
            .parse()
            .unwrap_or_else(|e| panic!("{name}={text:?}: {e}")),
    )
}

/// The whole monkey run: the seed and count from the environment (or these), the report, and
/// on failure the events that reproduce it.
fn monkey(default_count: usize) {
    let files = file_names(&data_files());
    let (seed, list) = match std::env::var("LINLAB_MONKEY_REPLAY") {
        Ok(path) => {
            let text = std::fs::read_to_string(&path).expect("LINLAB_MONKEY_REPLAY: a file");
            let list: Vec<Ev> = serde_json::from_str(&text).expect("a JSON list of events");
            (None, list)
        }
        Err(_) => {
            let seed = match std::env::var("LINLAB_MONKEY_SEED").as_deref() {
                Ok("random") => std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(1, |d| d.as_nanos() as u64),
                _ => env_number("LINLAB_MONKEY_SEED").unwrap_or(DEFAULT_SEED),
            };
            let count = env_number("LINLAB_MONKEY_EVENTS").map_or(default_count, |n| n as usize);
            (Some(seed), events(seed, count, &files))
        }
    };
    eprintln!(
        "monkey: {} events, seed {}",
        list.len(),
        seed.map_or("(replayed list)".to_owned(), |s| s.to_string())
    );
    let started = Instant::now();
    match run(&list, None) {
        Ok((stats, _)) => {
            eprintln!(
                "monkey: {} events in {:.1} s ({} frames, {} texts-and-numbers checks, {} undo checks, {} replay checks ({} after edits) over {} updates, {} timeline states checked, {} starts not followed, largest t {}, most points {}, {} edits undone for size)",
                list.len(),
                started.elapsed().as_secs_f64(),
                stats.frames,
                stats.finite_checks,
                stats.undo_checks,
                stats.replay_checks,
                stats.replay_checks_after_edits,
                stats.replayed_updates,
                stats.timeline_checks,
                stats.starts_lost,
                stats.max_t,
                stats.max_points,
                stats.capped
            );
            for (kind, (count, frames, time)) in &stats.kinds {
                eprintln!(
                    "monkey: {kind:>10}: {count:>6} events, {:.1} frames and {:.1} ms each",
                    *frames as f64 / f64::from(*count),
                    time.as_secs_f64() * 1e3 / f64::from(*count)
                );
            }
            eprintln!(
                "monkey: {} widgets clicked: {:?}",
                stats.widgets_clicked.len(),
                stats.widgets_clicked
            );
            if seed.is_some() {
                assert_checked_enough(&stats);
            }
        }
        Err((at, why)) => {
            let prefix = &list[..=at];
            // The notes of the failing prefix: run it again, which also shows it reproduces.
            let notes = match run(prefix, None) {
                Err((again, _)) if again == at => {
                    // Stopped at the same event: the notes of the events before it.
                    let (_, notes) = run(&prefix[..at], None).unwrap_or_default();
                    notes
                }
                _ => Vec::new(),
            };
            let mut text = String::new();
            for (i, ev) in prefix.iter().enumerate() {
                let note = notes.get(i).map(String::as_str).unwrap_or("");
                let _ = writeln!(text, "  {i:>6}: {ev:?}  {note}");
            }
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/monkey-failure.json");
            let saved = serde_json::to_string(prefix)
                .ok()
                .and_then(|json| std::fs::write(&path, json).ok())
                .map_or_else(String::new, |()| {
                    format!(
                        "\nThe events are in {}: LINLAB_MONKEY_REPLAY={} cargo test --test monkey",
                        path.display(),
                        path.display()
                    )
                });
            let reproduce = seed.map_or_else(String::new, |s| {
                format!(
                    "\nReproduce: LINLAB_MONKEY_SEED={s} LINLAB_MONKEY_EVENTS={} cargo test --test monkey",
                    at + 1
                )
            });
            panic!(
                "monkey: event {at} failed: {why}\nThe events up to it:\n{text}{reproduce}{saved}"
            );
        }
    }
}

/// A run of n events (a seeded one) must have checked what the README says it checks, many
/// times: the texts and numbers after every event, undo and redo after every edit (at least
/// n/10), the runs against the monkey's replay (n/3, n/10 of them after edits of the points),
/// the timelines (n/100 states), and from 20,000 events on, 150 distinct widgets.
fn assert_checked_enough(stats: &Stats) {
    let n = stats.events;
    let at_least = |what: &str, got: u64, want: u64| {
        assert!(
            got >= want,
            "monkey: only {got} {what} in {n} events (at least {want})"
        );
    };
    at_least(
        "texts-and-numbers checks",
        u64::from(stats.finite_checks),
        n,
    );
    at_least("undo checks", u64::from(stats.undo_checks), n / 10);
    at_least("replay checks", u64::from(stats.replay_checks), n / 3);
    at_least(
        "replay checks after edits",
        u64::from(stats.replay_checks_after_edits),
        n / 10,
    );
    at_least(
        "timeline states checked",
        u64::from(stats.timeline_checks),
        n / 100,
    );
    if n >= CI_EVENTS as u64 {
        at_least("distinct widgets", stats.widgets_clicked.len() as u64, 150);
    }
}

#[test]
fn monkey_20_000_events() {
    monkey(CI_EVENTS);
}

#[test]
#[ignore = "10⁵ events: several minutes"]
fn monkey_100_000_events() {
    monkey(LONG_EVENTS);
}

/// Each check fails on a fault: a hidden edit, a wrong undo, a replay off by one update, a
/// timeline off by one, a "-0" painted, a NaN in the tree, a panic.
#[test]
fn the_checks_catch_faults() {
    let files = file_names(&data_files());
    let list = events(7, 3000, &files);
    for sabotage in [
        Sabotage::HiddenEdit,
        Sabotage::UndoExpectsMore,
        Sabotage::ReplayOneMore,
        Sabotage::TimelineOneMore,
        Sabotage::PaintsMinusZero,
        Sabotage::LabelsNaN,
        Sabotage::Panics,
    ] {
        let expected = match sabotage {
            Sabotage::HiddenEdit => "does not edit them",
            Sabotage::UndoExpectsMore => "did not restore the points",
            Sabotage::ReplayOneMore => "differs from a fresh replay",
            Sabotage::TimelineOneMore => "timeline at t",
            Sabotage::PaintsMinusZero => "painted: \"-0",
            Sabotage::LabelsNaN => "\"NaN\" shown",
            Sabotage::Panics => "panic: sabotage",
        };
        match run(&list, Some(sabotage)) {
            Ok(_) => panic!("{sabotage:?} went unnoticed"),
            Err((at, why)) => assert!(why.contains(expected), "{sabotage:?}: event {at}: {why}"),
        }
    }
    assert_eq!(
        non_finite_word("E_in = 0.25, w = (NaN, 1)"),
        Some("NaN".to_owned())
    );
    assert_eq!(non_finite_word("η = inf"), Some("inf".to_owned()));
    assert_eq!(non_finite_word("R²/ρ² = ∞"), Some("∞".to_owned()));
    assert_eq!(
        non_finite_word("硬间隔（C = ∞）"),
        None,
        "the hard margin's name"
    );
    assert_eq!(non_finite_word("C = ∞, R = ∞"), Some("∞".to_owned()));
    assert_eq!(non_finite_word("information: infinitely many lines"), None);
    assert_eq!(
        non_finite_word("nan_label.dat, line 1: label \"nan\" is not ±1"),
        None
    );
    for zero in ["s = w₀ = -0", "b −0.0000", "D(α) -0.000000", "gap -0.00e0"] {
        assert!(negative_zero(zero).is_some(), "{zero:?}");
    }
    for not_zero in ["w = -0.5", "x1-0", "t = 10", "-0.01", "1e-05", "−05"] {
        assert_eq!(negative_zero(not_zero), None, "{not_zero:?}");
    }
}

/// A click in one frame reaches the app: a button, the plane, a point.
#[test]
fn clicks_in_one_frame_reach_the_app() {
    let mut monkey = Monkey::new(None);
    let n = monkey.app().points().len();
    assert!(n > 2);
    let p = monkey.app().points()[0];
    let at = monkey.app().screen_pos_of(p.x.x, p.x.y).expect("a plane");
    monkey.click(at, PointerButton::Primary, Modifiers::COMMAND);
    assert_eq!(
        monkey.app().points().len(),
        n - 1,
        "Ctrl+click removes a point"
    );
    let clear = {
        let widgets = monkey.widgets();
        let (node, _) = widgets
            .iter()
            .find(|(_, label)| label == "Clear all")
            .expect("Clear all");
        monkey.centre(node).expect("on screen")
    };
    monkey.click(clear, PointerButton::Primary, Modifiers::NONE);
    assert!(monkey.app().points().is_empty());
    // A widget clicked through accessibility, and a combo box opened that way.
    for (label, done) in [("Load preset", "points"), ("PLA", "a popup")] {
        // A widget event looks at the window one frame on: pick from that frame.
        monkey.frame();
        let pick = monkey
            .widgets()
            .iter()
            .position(|(node, l)| l == label || node.value().as_deref() == Some(label))
            .expect(label);
        let widget = Ev::Widget {
            pick: pick as u32,
            secondary: false,
        };
        monkey.step(&widget).expect("no failure");
        monkey.frame();
        match done {
            "points" => assert_eq!(monkey.app().points().len(), n, "the preset's points"),
            _ => assert!(
                monkey.widgets().iter().any(|(_, l)| l == "Pocket"),
                "the algorithm's list is open"
            ),
        }
    }
    monkey
        .step(&Ev::Key {
            key: "Escape".to_owned(),
            mods: Mods::None,
        })
        .expect("no failure");
    monkey
        .step(&Ev::Widget {
            pick: 0,
            secondary: false,
        })
        .expect("no failure");
    monkey.frame();
    let clear = Ev::Widget {
        pick: monkey
            .widgets()
            .iter()
            .position(|(_, l)| l == "Clear all")
            .expect("Clear all") as u32,
        secondary: false,
    };
    monkey.step(&clear).expect("no failure");
    assert!(monkey.app().points().is_empty());
    let rect = monkey.app().plane().rect_on_screen().expect("a plane");
    monkey.click(rect.center(), PointerButton::Secondary, Modifiers::NONE);
    assert_eq!(monkey.app().points().len(), 1);
    assert_eq!(monkey.app().points()[0].label, Label::Negative);
    monkey.drag(
        rect.center(),
        rect.center() + vec2(40.0, 30.0),
        2,
        PointerButton::Primary,
    );
    let moved = monkey.app().points()[0];
    assert!(
        moved.x.x > 0.0 && moved.x.y < 0.0,
        "dragged right and down: {moved:?}"
    );
}

/// The same seed gives the same events, and a failure's events replay from JSON.
#[test]
fn events_are_seeded_and_round_trip_through_json() {
    let files = file_names(&data_files());
    let a = events(42, 500, &files);
    assert_eq!(a, events(42, 500, &files));
    assert_ne!(a, events(43, 500, &files));
    let json = serde_json::to_string(&a).expect("events serialise");
    let back: Vec<Ev> = serde_json::from_str(&json).expect("and deserialise");
    assert_eq!(a, back);
    assert!(a.iter().any(|e| matches!(e, Ev::Widget { .. })));
    assert!(a.iter().any(|e| matches!(e, Ev::Drop { .. })));
}
