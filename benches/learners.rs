//! `cargo bench --bench learners`: the learning core's speed, one line per figure.
//!
//! - `pla_cyclic`: PLA visits/s on 1,000,000 2-D points, separable with a margin, cyclic order;
//! - `pocket`: pocket updates/s at N = 10⁴ and 10⁶ (each update counts the mistakes of all N);
//! - `logistic_sgd`: logistic-regression SGD visits/s on the same 10⁶ points (cyclic and random);
//! - `read_whitespace`, `read_csv`, `read_libsvm`: reading a file of 10⁶ lines in each format
//!   (two features and a label; the course-style file with tabs and CRLF), in MB/s and rows/s;
//!   `-- --read [DIR]` runs only these, writing the files to DIR (`benches/read_vs_pandas.py`
//!   reads the same files with pandas);
//! - `separability`: deciding separability exactly and finding w_f in the plane, 10⁵ and 10⁶
//!   points, separable and XOR.
//!
//! `-- --data FILE --epochs E` times PLA and SGD (cyclic, E epochs, as scikit-learn runs them) on a
//! file instead: `benches/compare_sklearn.sh` uses it to compare with scikit-learn on the same data.
//! Each figure is the median of several runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Order, Settings};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

const RUNS: usize = 5;

/// N points uniform in [−1, 1]², labelled by w_f = (0.1, 1, −0.7), keeping those at distance
/// ≥ 0.05 from its line; each label flipped with probability `flip`.
fn plane_points(n: usize, flip: f64, seed: u64) -> Dataset {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let w_f: [f64; 3] = [0.1, 1.0, -0.7];
    let norm = (w_f[1] * w_f[1] + w_f[2] * w_f[2]).sqrt();
    let mut data = Dataset::new(2);
    while data.len() < n {
        let x: [f64; 2] = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
        let s = w_f[0] + w_f[1] * x[0] + w_f[2] * x[1];
        if s.abs() / norm < 0.05 {
            continue;
        }
        let y = if rng.random_bool(flip) {
            -s.signum()
        } else {
            s.signum()
        };
        data.push(&x, y).expect("finite points, labels ±1");
    }
    data
}

/// N points uniform in [−1, 1]², labelled by the sign of x₁·x₂: not separable.
fn xor_points(n: usize, seed: u64) -> Dataset {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut data = Dataset::new(2);
    while data.len() < n {
        let x: [f64; 2] = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
        let s = x[0] * x[1];
        if s != 0.0 {
            data.push(&x, s.signum()).expect("finite points, labels ±1");
        }
    }
    data
}

/// The median time of `RUNS` runs of `work`, in seconds.
fn median_seconds(mut work: impl FnMut()) -> f64 {
    median(
        (0..RUNS)
            .map(|_| {
                let start = Instant::now();
                work();
                start.elapsed().as_secs_f64()
            })
            .collect(),
    )
}

/// The point files the reading cases time: `(format, file name, text)`, each of `n` lines of two
/// features and a label (a CSV's header on top), the same values in every format.
/// `benches/read_vs_pandas.py` reads the same files with pandas.
fn point_files(n: usize) -> Vec<(&'static str, &'static str, String)> {
    let mut whitespace = String::with_capacity(n * 32);
    let mut csv = String::with_capacity(n * 32);
    let mut libsvm = String::with_capacity(n * 40);
    csv.push_str("x1,x2,y\n");
    for i in 0..n {
        let y = if i % 3 == 0 { "-1" } else { "1" };
        let x1 = (i % 1000) as f64 / 1000.0;
        let x2 = -((i % 777) as f64) / 777.0;
        whitespace += &format!("{x1}\t{x2} {y}\r\n");
        csv += &format!("{x1},{x2},{y}\n");
        libsvm += &format!("{y} 1:{x1} 2:{x2}\n");
    }
    vec![
        ("whitespace", "points.dat", whitespace),
        ("csv", "points.csv", csv),
        ("libsvm", "points.libsvm", libsvm),
    ]
}

/// Writes n-line point files in every format to `dir` and times reading each: MB/s and rows/s,
/// the best of `RUNS` (the machine is shared, so the best is the least disturbed).
fn read_formats(n: usize, dir: &std::path::Path) {
    std::fs::create_dir_all(dir).expect("the folder for the point files can be made");
    for (format, name, text) in point_files(n) {
        let path = dir.join(name);
        std::fs::write(&path, &text).expect("the point files' folder is writable");
        let mut best = f64::INFINITY;
        for _ in 0..RUNS {
            let start = Instant::now();
            let loaded = linlab::read::read_path(black_box(&path)).expect("a good file");
            best = best.min(start.elapsed().as_secs_f64());
            assert_eq!(black_box(loaded.data.len()), n, "{format}: every row read");
        }
        println!(
            "read_{format} n={n} bytes={} seconds={best:.4} mb_per_s={:.0} rows_per_s={:.0}",
            text.len(),
            text.len() as f64 / best / 1e6,
            n as f64 / best
        );
    }
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Runs a learner to its stop `RUNS` times; the median of (counted work) per second.
fn rate(data: &Dataset, settings: &Settings, work: impl Fn(u64, u64) -> u64) -> (f64, u64, u64) {
    let mut rates = Vec::new();
    let mut last = (0, 0);
    for _ in 0..RUNS {
        let mut learner = settings.build(data).expect("valid settings");
        let start = Instant::now();
        learner.run(black_box(data), u64::MAX);
        let elapsed = start.elapsed().max(Duration::from_nanos(1));
        let c = learner.counters();
        black_box(learner.weights());
        last = (c.updates, c.visits);
        rates.push(work(c.updates, c.visits) as f64 / elapsed.as_secs_f64());
    }
    (median(rates), last.0, last.1)
}

fn settings(algorithm: Algorithm, order: Option<Order>, budget: Budget) -> Settings {
    Settings {
        order,
        budget,
        ..Settings::new(algorithm)
    }
}

fn epochs(k: u64, n: usize) -> Budget {
    Budget {
        max_updates: None,
        max_visits: Some(k * n as u64),
    }
}

fn pla_and_sgd(data: &Dataset, k: u64) {
    let n = data.len();
    let pla = settings(Algorithm::Pla, Some(Order::Cyclic), epochs(k, n));
    let (visits_per_s, updates, visits) = rate(data, &pla, |_, v| v);
    println!("pla_cyclic n={n} visits_per_s={visits_per_s:.0} (updates={updates} visits={visits})");
    let sgd = settings(Algorithm::LogisticSgd, Some(Order::Cyclic), epochs(k, n));
    let (visits_per_s, _, visits) = rate(data, &sgd, |_, v| v);
    println!("logistic_sgd_cyclic n={n} visits_per_s={visits_per_s:.0} (visits={visits})");
}

fn main() {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    if args.iter().any(|a| a == "--read") {
        let dir = value("--read").map_or_else(
            || std::env::temp_dir().join("linlab-bench-read"),
            std::path::PathBuf::from,
        );
        read_formats(1_000_000, &dir);
        return;
    }
    if let Some(path) = value("--data") {
        let k = value("--epochs").and_then(|e| e.parse().ok()).unwrap_or(10);
        let data = linlab::read::read_path(path.as_ref()).expect("a readable point file");
        pla_and_sgd(&data.data, k);
        return;
    }

    let million = plane_points(1_000_000, 0.0, 1);
    pla_and_sgd(&million, 10);

    let sgd = settings(
        Algorithm::LogisticSgd,
        Some(Order::Random),
        epochs(10, million.len()),
    );
    let (visits_per_s, _, _) = rate(&million, &sgd, |_, v| v);
    println!("logistic_sgd_random n=1000000 visits_per_s={visits_per_s:.0}");

    read_formats(1_000_000, &std::env::temp_dir().join("linlab-bench-read"));
    for n in [100_000, 1_000_000] {
        for (kind, flip) in [("separable", 0.0), ("xor", -1.0)] {
            let data = if flip < 0.0 {
                xor_points(n, 3)
            } else {
                plane_points(n, flip, 3)
            };
            let seconds = median_seconds(|| {
                black_box(linlab::theory::separability(black_box(&data)));
            });
            println!("separability n={n} kind={kind} ms={:.1}", seconds * 1e3);
        }
    }

    for (n, updates) in [(10_000, 20_000), (1_000_000, 200)] {
        let noisy = plane_points(n, 0.1, 2);
        let budget = Budget {
            max_updates: Some(updates),
            max_visits: None,
        };
        let pocket = settings(Algorithm::Pocket, None, budget);
        let (updates_per_s, _, _) = rate(&noisy, &pocket, |u, _| u);
        println!("pocket n={n} updates_per_s={updates_per_s:.0}");
    }
}
