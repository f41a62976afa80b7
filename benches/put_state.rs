//! How long putting a state into the window takes, headlessly: a lecture's Next into a scene
//! of 1,000 points (other points than the scene before, so the points, the learner and its
//! replay to the scene's t all change), and a lesson of 100,000 points opened over another.
//! Both go through the window's one door for states; no frame is drawn.
//!
//! Prints `put scene n=1000 median_us=… p90_us=…` and `put lesson n=100000 median_ms=… p90_ms=…`.
//! `cargo bench --bench put_state`.

use std::time::{Duration, Instant};

use linlab::app::{App, Command, LectureAction, LessonPoints, Prefs, Preset, PresetKind};
use linlab::learn::{Algorithm, Settings};
use linlab::lesson::Lesson;
use linlab::script::{Scene, Script};

/// A lesson of `n` noisy points (seed `seed`) with `algorithm` run to t = `t`.
fn lesson(n: usize, seed: u64, algorithm: Algorithm, t: u64) -> Lesson {
    let preset = Preset {
        kind: PresetKind::Noisy,
        n,
        flip_rate: 0.05,
        seed,
        ..Preset::default()
    };
    let prefs = Prefs {
        preset,
        ..Prefs::with_learner(Settings::new(algorithm))
    };
    let mut app = App::with_points(prefs, preset.points());
    for _ in 0..t {
        app.push_command(Command::Step);
    }
    app.apply_commands();
    app.lesson()
}

fn median_and_p90(mut times: Vec<Duration>) -> (Duration, Duration) {
    times.sort();
    (times[times.len() / 2], times[times.len() * 9 / 10])
}

/// Next and Previous between two scenes of 1,000 points each, alternately.
fn scene_next(rounds: usize) -> (Duration, Duration) {
    let scenes = [
        lesson(1_000, 1, Algorithm::Pla, 5),
        lesson(1_000, 2, Algorithm::Pla, 8),
    ];
    let first_points: Vec<[f64; 3]> = scenes.iter().map(|s| s.points[0]).collect();
    let script = Script {
        scenes: scenes.into_iter().map(Scene::of).collect(),
        ..Script::default()
    };
    let mut app = App::default();
    app.push_command(Command::Lecture(LectureAction::Open {
        script: Box::new(script),
        path: None,
    }));
    app.apply_commands();
    let mut times = Vec::with_capacity(rounds);
    for round in 0..rounds {
        let action = if round % 2 == 0 {
            LectureAction::Next
        } else {
            LectureAction::Previous
        };
        app.push_command(Command::Lecture(action));
        let start = Instant::now();
        app.apply_commands();
        times.push(start.elapsed());
        let shown = app.points()[0];
        let scene = (round + 1) % 2;
        assert_eq!(
            [shown.x.x, shown.x.y],
            first_points[scene][..2],
            "scene {scene} shown"
        );
    }
    median_and_p90(times)
}

/// A lesson of 100,000 points (pocket at t = 10) opened over another, alternately.
fn lesson_open(rounds: usize) -> (Duration, Duration) {
    let lessons = [
        lesson(100_000, 3, Algorithm::Pocket, 10),
        lesson(100_000, 4, Algorithm::Pocket, 10),
    ];
    let mut app = App::default();
    let mut times = Vec::with_capacity(rounds);
    for round in 0..rounds {
        let lesson = lessons[round % 2].clone();
        let start = Instant::now();
        app.apply_lesson(lesson, LessonPoints::Undoable);
        times.push(start.elapsed());
    }
    median_and_p90(times)
}

fn main() {
    let (median, p90) = scene_next(200);
    println!(
        "put scene n=1000 median_us={:.0} p90_us={:.0}",
        median.as_secs_f64() * 1e6,
        p90.as_secs_f64() * 1e6
    );
    let (median, p90) = lesson_open(20);
    println!(
        "put lesson n=100000 median_ms={:.1} p90_ms={:.1}",
        median.as_secs_f64() * 1e3,
        p90.as_secs_f64() * 1e3
    );
}
