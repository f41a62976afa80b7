//! How long one frame of the whole window takes, headlessly: an egui context runs the app's
//! UI code (plane, controls, loss panel, E_in panel, status) and tessellates the result, with
//! no GPU. N points of a noisy preset, a learner playing, for N = 1,000, 100,000 and 1,000,000.
//!
//! Prints one line per N and learner, e.g. `frame n=100000 learner=pla median_ms=… p90_ms=…`;
//! a comparison (two runs in lock-step, both lines, both E_in histories) is `learner=pla+pocket`.
//! Goal: ≤ 4 ms at 100,000 points and ≤ 16 ms at 1,000,000, with one run or two.
//!
//! `cargo bench --bench frame` (all sizes), or `cargo bench --bench frame -- 100000` for one
//! (and `-- 1000000 pocket` for one learner; `weight-space` for that view alone).
//! The Dichotomies workspace is measured with a point dragged among 8 and 12 (goal: ≤ 16 ms;
//! `-- dichotomies` for these alone).
//! The Transform workspace is measured with Φ₁₀ (65 features) and the circle on 1,000 points of
//! the ring, logistic regression (SGD) playing in Z at 60 and 10,000 updates/s: the curve in X is
//! s(x) = wᵀΦ(x) on the level field's grid, again at every frame w moved (goal: ≤ 16 ms). `-- transform` for these alone.
//! The weight-space view is measured at N = 1,000, 10,000 and 100,000 (goal: ≤ 8 ms and ≤ 16 ms
//! at the first two while PLA plays at 60 updates/s).

use std::time::Duration;

use linlab::app::{App, ClusterPrefs, Command, Prefs, Preset, PresetKind, Workspace};
use linlab::learn::{Algorithm, Budget, Order, Settings};
use linlab::svm::KernelKind;

#[path = "frames.rs"]
mod frames;

use frames::{FRAMES, WARMUP_FRAMES, time_frames, time_frames_with};

struct Timing {
    median: Duration,
    p90: Duration,
    /// Of which stepping the learner: the rest is drawing.
    steps_per_frame: f64,
}

fn measure(
    n: usize,
    learner: Settings,
    compare: Option<Settings>,
    speed: f64,
    curves: bool,
    weight_space: bool,
) -> Timing {
    let preset = Preset {
        kind: PresetKind::Noisy,
        n,
        flip_rate: 0.05,
        seed: 7,
        ..Preset::default()
    };
    let unbounded = |settings: Settings| Settings {
        budget: Budget {
            max_updates: Some(1_000_000_000),
            max_visits: None,
        },
        ..settings
    };
    let mut prefs = Prefs {
        preset,
        ..Prefs::with_learner(unbounded(learner))
    };
    prefs.classify.speed = speed;
    prefs.classify.compare = compare.map(unbounded);
    prefs.view.show_losses = curves;
    prefs.view.show_history = curves;
    prefs.classify.weight_space.show = weight_space;
    let mut app = App::with_points(prefs, preset.points());
    app.push_command(Command::Play);
    let t_before = app.status().t;
    let times = time_frames(&mut app);
    let steps = (app.status().t - t_before) as f64 / (WARMUP_FRAMES + FRAMES) as f64;
    Timing {
        median: times[times.len() / 2],
        p90: times[times.len() * 9 / 10],
        steps_per_frame: steps,
    }
}

/// The Cluster workspace playing K-means (K = 8) at 60 half-steps per second on `n` points.
fn measure_kmeans(n: usize) -> Timing {
    let preset = Preset {
        kind: PresetKind::Xor,
        n,
        seed: 7,
        ..Preset::default()
    };
    let prefs = Prefs {
        preset,
        workspace: Workspace::Cluster,
        cluster: ClusterPrefs {
            k: 8,
            speed: 60,
            ..ClusterPrefs::default()
        },
        ..Prefs::default()
    };
    let mut app = App::with_points(prefs, preset.points());
    app.push_command(Command::Play);
    let times = time_frames(&mut app);
    let steps = app.cluster().all_steps().len() as f64 / (WARMUP_FRAMES + FRAMES) as f64;
    Timing {
        median: times[times.len() / 2],
        p90: times[times.len() * 9 / 10],
        steps_per_frame: steps,
    }
}

/// The Dichotomies workspace with `n` points on a circle under lines, one of them dragged a
/// little every frame (the growth section listing every set's count): the labellings are
/// listed a slice a frame.
fn measure_dichotomies(n: usize, section: &str) -> Timing {
    use linlab::app::{Label, LessonPoints, Point};
    let points: Vec<Point> = (0..n)
        .map(|k| {
            let angle = std::f64::consts::TAU * k as f64 / n as f64;
            Point::new(angle.cos(), angle.sin(), Label::Negative)
        })
        .collect();
    let prefs = Prefs {
        workspace: Workspace::Dichotomies,
        ..Prefs::default()
    };
    let mut app = App::with_points(prefs, points);
    let mut lesson = app.lesson();
    lesson.app["dichotomies"] = serde_json::json!({ "section": section });
    app.apply_lesson(lesson, LessonPoints::InPlace);
    let times = time_frames_with(&mut app, |app, frame| {
        let angle = frame as f64 * 0.01;
        app.push_command(Command::MovePointLive {
            index: 0,
            to: glam::DVec2::new(angle.cos(), angle.sin() * 0.9),
        });
    });
    Timing {
        median: times[times.len() / 2],
        p90: times[times.len() * 9 / 10],
        steps_per_frame: 0.0,
    }
}

/// The Transform workspace with `phi` on `n` points of the ring, logistic regression by SGD
/// playing in Z at `speed` updates per second (it never halts: every update moves w, and the
/// curve in X is drawn again).
fn measure_transform(n: usize, phi: &str, speed: f64) -> Timing {
    let preset = Preset {
        kind: PresetKind::Ring,
        n,
        seed: 7,
        ..Preset::default()
    };
    let mut prefs = Prefs {
        preset,
        workspace: Workspace::Transform,
        ..Prefs::default()
    };
    prefs.transform.phi = phi.parse().expect("a transform");
    prefs.transform.learners.speed = speed;
    prefs.transform.learners.learner = Settings::new(Algorithm::LogisticSgd);
    prefs.transform.learners.learner.budget = Budget {
        max_updates: Some(1_000_000_000),
        max_visits: None,
    };
    let mut app = App::with_points(prefs, preset.points());
    app.push_command(Command::Play);
    let t_of = |app: &App| {
        app.transform()
            .learners()
            .primary()
            .learner()
            .map_or(0, |l| l.counters().updates)
    };
    let t_before = t_of(&app);
    let times = time_frames(&mut app);
    Timing {
        median: times[times.len() / 2],
        p90: times[times.len() * 9 / 10],
        steps_per_frame: (t_of(&app) - t_before) as f64 / (WARMUP_FRAMES + FRAMES) as f64,
    }
}

/// A surface of the weight-space view at N points, on its grid: how long it takes whole, and so
/// how far behind w₀ the shading can be where the view spreads it over frames (it finishes the
/// surface it began, then computes the newest: two surfaces at most, at 60 frames a second).
fn surface_lag(n: usize) {
    use linlab::app::{WEIGHT_SPACE_ROWS_BUDGET, WEIGHT_SPACE_SLICED_ABOVE, weight_space_grid};
    use linlab::loss::ErrorMeasure;
    use linlab::weight_space::{Axis, Slice, Surface};
    use rand::{RngExt as _, SeedableRng as _};

    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(3);
    let mut data = linlab::data::Dataset::new(2);
    while data.len() < n {
        let x = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
        let y = if x[0] + x[1] > 0.1 { 1.0 } else { -1.0 };
        data.push(&x, y).expect("finite point");
    }
    let grid = weight_space_grid(n, 1);
    let axis = Axis::new(-2.0, 2.0, grid).expect("an axis");
    let slice = Slice {
        w0: 0.3,
        w1: axis,
        w2: axis,
    };
    let mut times: Vec<f64> = (0..5)
        .map(|_| {
            let start = std::time::Instant::now();
            let surface = Surface::compute(&data, slice, ErrorMeasure::ZeroOne).expect("d = 2");
            std::hint::black_box(surface);
            start.elapsed().as_secs_f64() * 1e3
        })
        .collect();
    times.sort_by(f64::total_cmp);
    let whole_ms = times[2];
    let budget_ms = WEIGHT_SPACE_ROWS_BUDGET.as_secs_f64() * 1e3;
    if grid * grid * n <= WEIGHT_SPACE_SLICED_ABOVE {
        println!(
            "surface n={n} grid={grid} whole_ms={whole_ms:.2} (computed within the frame: no lag)"
        );
    } else {
        let frames = (whole_ms / budget_ms).ceil().max(1.0);
        println!(
            "surface n={n} grid={grid} whole_ms={whole_ms:.2} frames_per_surface={frames} lag_at_most_ms={:.0}",
            2.0 * frames * 1e3 / 60.0
        );
    }
}

fn main() {
    let only: Option<usize> = std::env::args().skip(1).find_map(|a| a.parse().ok());
    // A learner's name (`pocket`, `pla+pocket`, …) measures that learner alone.
    let learner_only: Option<String> = std::env::args()
        .skip(1)
        .find(|a| a.parse::<usize>().is_err() && !a.starts_with('-'));
    let sizes = [1_000, 100_000, 1_000_000];
    // The whole window; then the plane alone (loss and E_in panels hidden), to see the split.
    let random_cycle = Settings {
        order: Some(Order::RandomCycle),
        ..Settings::new(Algorithm::Pla)
    };
    let gaussian_svm = {
        let mut settings = Settings::new(Algorithm::Svm);
        settings.svm.kernel = KernelKind::Gaussian;
        settings
    };
    let runs = [
        (Settings::new(Algorithm::Pla), None, "pla", 10_000.0, true),
        (
            Settings::new(Algorithm::LogisticSgd),
            None,
            "logistic-sgd",
            10_000.0,
            true,
        ),
        (
            Settings::new(Algorithm::Pocket),
            None,
            "pocket",
            100.0,
            true,
        ),
        (Settings::new(Algorithm::Pla), None, "pla", 10_000.0, false),
        // Two runs in lock-step: the classroom's PLA against pocket, and two PLAs at full speed.
        (
            Settings::new(Algorithm::Pla),
            Some(Settings::new(Algorithm::Pocket)),
            "pla+pocket",
            100.0,
            true,
        ),
        (
            Settings::new(Algorithm::Pla),
            Some(random_cycle),
            "pla+pla-random-cycle",
            10_000.0,
            true,
        ),
        // SMO with a Gaussian kernel, a pair per step at 60 steps/s: the level field follows.
        (gaussian_svm, None, "svm-gaussian", 60.0, true),
    ];
    for n in sizes.into_iter().filter(|&n| only.is_none_or(|o| o == n)) {
        for (learner, compare, name, speed, curves) in runs.clone() {
            if learner_only.as_deref().is_some_and(|only| only != name) {
                continue;
            }
            if name == "svm-gaussian" && n > 1_000 {
                // SMO keeps an N × N kernel; the window's SVM is for hundreds of points.
                continue;
            }
            let t = measure(n, learner, compare, speed, curves, false);
            let panels = if curves { "all" } else { "plane" };
            println!(
                "frame n={n} learner={name} speed={speed} panels={panels} median_ms={:.2} p90_ms={:.2} updates_per_frame={:.1}",
                t.median.as_secs_f64() * 1e3,
                t.p90.as_secs_f64() * 1e3,
                t.steps_per_frame,
            );
        }
        if learner_only.is_some() {
            continue;
        }
        let t = measure_kmeans(n);
        println!(
            "frame n={n} cluster=kmeans k=8 speed=60 median_ms={:.2} p90_ms={:.2} half_steps_per_frame={:.2}",
            t.median.as_secs_f64() * 1e3,
            t.p90.as_secs_f64() * 1e3,
            t.steps_per_frame,
        );
    }
    // Transform: the curve of Φ₁₀ and of the circle in X, logistic regression playing in Z.
    if only.is_none_or(|o| o == 1_000) && learner_only.as_deref().is_none_or(|l| l == "transform") {
        for phi in ["poly:10", "circle"] {
            for speed in [60.0, 10_000.0] {
                let t = measure_transform(1_000, phi, speed);
                println!(
                    "frame n=1000 workspace=transform phi={phi} learner=logistic-sgd speed={speed} median_ms={:.2} p90_ms={:.2} updates_per_frame={:.1}",
                    t.median.as_secs_f64() * 1e3,
                    t.p90.as_secs_f64() * 1e3,
                    t.steps_per_frame,
                );
            }
        }
    }
    // Dichotomies: a point dragged among 8 and 12, the labellings' tiles and every set's count.
    if only.is_none() && learner_only.as_deref().is_none_or(|l| l == "dichotomies") {
        for n in [8, 12] {
            for section in ["labellings", "growth"] {
                let t = measure_dichotomies(n, section);
                println!(
                    "frame n={n} workspace=dichotomies section={section} dragging median_ms={:.2} p90_ms={:.2}",
                    t.median.as_secs_f64() * 1e3,
                    t.p90.as_secs_f64() * 1e3,
                );
            }
        }
    }
    // The weight-space view beside the plane, following w₀ while PLA plays at 60 updates/s:
    // its surface changes every update.
    for n in [1_000, 10_000, 100_000]
        .into_iter()
        .filter(|&n| only.is_none_or(|o| o == n))
        .filter(|_| learner_only.as_deref().is_none_or(|l| l == "weight-space"))
    {
        let t = measure(n, Settings::new(Algorithm::Pla), None, 60.0, true, true);
        println!(
            "frame n={n} learner=pla speed=60 panels=all+weight-space median_ms={:.2} p90_ms={:.2} updates_per_frame={:.1}",
            t.median.as_secs_f64() * 1e3,
            t.p90.as_secs_f64() * 1e3,
            t.steps_per_frame,
        );
        surface_lag(n);
    }
}
