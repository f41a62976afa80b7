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
//! - a lecture scene opened on the stage (F5) in a projector-shaped window, at the default text
//!   size or smaller, keeps its main view (the plane) at 40 % of the window or more.
//!
//! A run of n events asserts that it checked: every event's texts, at least n/10 undos, n/3
//! runs against the replay (n/10 after edits), n/100 timeline states, and from 20,000 events on
//! 150 distinct widgets, n/100 lecture scenes, n/5000 exercise Checks and n/1000 scenes on the
//! stage. The keys-only round asserts what its keys reached: points placed by O and X, Enters
//! that said what they did, announcements, pages turned and undo checks
//! (`monkey/coverage.rs`). A sabotage test breaks each invariant on purpose and shows the run
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
//!
//! This file holds the monkey's state, the runs and the tests; `monkey/events.rs` the events and
//! how they are drawn, `monkey/input.rs` the window driven by them, `monkey/apply.rs` what an
//! event resolves to, `monkey/checks.rs` the invariants, `monkey/mirror.rs` the replay,
//! `monkey/coverage.rs` what a round reached.

#[path = "monkey/apply.rs"]
mod apply;
#[path = "monkey/checks.rs"]
mod checks;
#[path = "common/mod.rs"]
mod common;
#[path = "monkey/coverage.rs"]
mod coverage;
#[path = "monkey/events.rs"]
mod events;
#[path = "monkey/input.rs"]
mod input;
#[path = "monkey/mirror.rs"]
mod mirror;

use glam::DVec2;
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
    App, ClassroomAction, Command, Comparison, Label, LectureAction, Point, SHORTCUTS, Workspace,
};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use checks::{negative_zero, non_finite_word};
use events::{Ev, Mods};
use input::{data_files, file_names};
use mirror::{Mirror, catch_up, state};

/// The events of the keys-only round in CI.
const KEYS_ONLY_EVENTS: usize = 3_000;

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
    /// The stage's main view is taken as half as large as it is.
    StageShrinks,
    /// Undo of a lesson's edit is expected to leave the window as the lesson had it.
    LessonUndoKeepsLesson,
}

/// What an event did, as the checks see it.
struct Outcome {
    /// What the event resolved to (which widget, which key), for the printout.
    note: String,
    /// Whether it may have changed the points.
    may_edit: bool,
    /// Whether it certainly reset the learner to a fresh one on the current points.
    reset: bool,
    /// Whether it put a lesson in (a lecture's scene): its edit is undone and redone whole.
    puts_lesson: bool,
}

/// The last edit that changed the points, while the points are still its result.
struct LastEdit {
    before: Vec<Point>,
    after: Vec<Point>,
    /// An undo is undone by a redo (and the other way round).
    inverse: Command,
    again: Command,
    /// For an edit that put a lesson in: the window before it, which Undo brings back whole
    /// (and Redo then what the Undo took away).
    whole_before: Option<checks::Whole>,
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
    /// Of them, of a lesson's edit (a lecture's scene): checked whole, not only the points.
    lesson_undo_checks: u32,
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
    /// Lecture scenes put in place and played (a lecture opened, another scene gone to).
    scenes_shown: u32,
    /// Clicks on an exercise's Check.
    checks_pressed: u32,
    /// Scenes opened on the stage whose layout was checked (at a projector's size).
    stage_checks: u32,
    /// Per workspace: the events after which it was the one shown.
    workspaces: std::collections::BTreeMap<String, u32>,
    /// Events after which the window announced something new.
    announced: u32,
    /// Points placed by O and X on the plane with the keyboard.
    placed_by_keys: u32,
    /// Enters that said what they did (a point picked up or put down, a spot answered).
    enters_said: u32,
    /// Lecture pages turned by PageDown and PageUp.
    pages_turned: u32,
    /// Per kind of event: how many ran, their frames and their time.
    kinds: std::collections::BTreeMap<String, (u32, u64, Duration)>,
}

/// The events of a run of `count` events from `seed`.
fn events(seed: u64, count: usize, files: &[String]) -> Vec<Ev> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count).map(|_| Ev::random(&mut rng, files)).collect()
}

/// The events of a keys-only round of `count` events from `seed`.
fn key_events(seed: u64, count: usize, _files: &[String]) -> Vec<Ev> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..count).map(|_| Ev::random_key(&mut rng)).collect()
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

/// What a seeded run must have reached.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Reach {
    /// Every kind of check, many times ([`coverage::assert_checked_enough`]).
    Checks,
    /// The keyboard's own effects ([`coverage::assert_keys_reached`]).
    Keys,
}

/// The whole monkey run: the seed and count from the environment (or these), the report, and
/// on failure the events that reproduce it.
fn monkey(default_count: usize) {
    monkey_with(default_count, events, Reach::Checks);
}

/// A monkey run of events drawn by `draw`, asked to have reached `reach`.
fn monkey_with(default_count: usize, draw: fn(u64, usize, &[String]) -> Vec<Ev>, reach: Reach) {
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
            (Some(seed), draw(seed, count, &files))
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
                "monkey: {} lecture scenes shown, {} exercise Checks pressed, {} scenes checked on the stage",
                stats.scenes_shown, stats.checks_pressed, stats.stage_checks
            );
            eprintln!(
                "monkey: {} widgets clicked: {:?}",
                stats.widgets_clicked.len(),
                stats.widgets_clicked
            );
            eprintln!(
                "monkey: {} events announced something; by keys: {} points placed, {} Enters said what they did, {} pages turned; {} undos of a lesson checked whole",
                stats.announced,
                stats.placed_by_keys,
                stats.enters_said,
                stats.pages_turned,
                stats.lesson_undo_checks
            );
            match reach {
                _ if seed.is_none() => {}
                Reach::Checks => coverage::assert_checked_enough(&stats),
                Reach::Keys => coverage::assert_keys_reached(&stats),
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

#[test]
fn monkey_20_000_events() {
    monkey(CI_EVENTS);
}

/// A student without a mouse: 3,000 events of keys only (the shortcuts, F7 and the plane's
/// keys, frames going by, Undo checked), with every invariant checked after each, and the
/// keyboard's own effects reached (points placed, Enters, announcements, pages, undos).
#[test]
fn monkey_keys_only() {
    monkey_with(KEYS_ONLY_EVENTS, key_events, Reach::Keys);
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
        Sabotage::LessonUndoKeepsLesson,
    ] {
        let expected = match sabotage {
            Sabotage::HiddenEdit => "does not edit them",
            Sabotage::UndoExpectsMore => "did not restore the points",
            Sabotage::ReplayOneMore => "differs from a fresh replay",
            Sabotage::TimelineOneMore => "timeline at t",
            Sabotage::PaintsMinusZero => "painted: \"-0",
            Sabotage::LabelsNaN => "\"NaN\" shown",
            Sabotage::Panics => "panic: sabotage",
            Sabotage::LessonUndoKeepsLesson => "not the whole state",
            // Its own test: these events seldom reach the stage.
            Sabotage::StageShrinks => "on the stage",
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

/// The stage check fails on a main view under its floor: F5, a lecture opened on the stage and
/// another scene, the view taken as half its size.
#[test]
fn the_stage_check_catches_a_shrunk_main_view() {
    let list = [
        Ev::Key {
            key: "F5".to_owned(),
            mods: Mods::None,
        },
        Ev::Lecture { pick: 0 },
        Ev::Scene { scene: 3 },
    ];
    let (stats, _) = run(&list, None).expect("the stage keeps its share");
    assert!(
        stats.stage_checks >= 1,
        "{} stage checks",
        stats.stage_checks
    );
    match run(&list, Some(Sabotage::StageShrinks)) {
        Ok(_) => panic!("a shrunk main view went unnoticed"),
        Err((at, why)) => assert!(why.contains("on the stage"), "event {at}: {why}"),
    }
}

/// A click in one frame reaches the app: a button, the plane, a point.
#[test]
fn clicks_in_one_frame_reach_the_app() {
    let mut monkey = Monkey::new(None);
    let n = monkey.app().points().len();
    assert!(n > 2);
    let p = monkey.app().points()[0];
    let at = monkey
        .app()
        .plane()
        .screen_pos_of(DVec2::new(p.x.x, p.x.y))
        .expect("a plane");
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
