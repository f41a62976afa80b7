//! `cargo bench --no-default-features --bench svm`: the time SMO takes to reach libsvm's
//! tolerance 10⁻³ with a Gaussian kernel, one line per problem and size.
//!
//! The points: N uniform in [−1, 1]², labelled +1 inside the circle of radius 0.6 and −1
//! outside, with labels flipped (seeded). The easy problem: 10% flipped, C = 1, γ = 1 (σ² = ½);
//! the hard one: 5% flipped, C = 10, γ = 2. Each figure is the median of several solves from
//! α = 0, with the steps, support vectors, D(α) and the stop of the last.
//!
//! `-- --data FILE --c C --gamma G` (or `--linear` for the linear kernel) times reading one file
//! and SMO alone on it instead (its labels ±1 or 0/1), beside `benches/svm_vs_sklearn.py`'s whole-process
//! figures on the same files.

use std::hint::black_box;
use std::time::Instant;

use linlab::data::Dataset;
use linlab::model::Kernel;
use linlab::read::read_path;
use linlab::svm::Smo;
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

const TOL: f64 = 1e-3;

/// The noisy ring described in the module doc, with `flip` of the labels flipped.
fn ring(n: usize, flip: f64, seed: u64) -> Dataset {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut data = Dataset::new(2);
    while data.len() < n {
        let x = [rng.random_range(-1.0..1.0), rng.random_range(-1.0..1.0)];
        let inside = x[0] * x[0] + x[1] * x[1] < 0.36;
        let flipped = rng.random_range(0.0..1.0) < flip;
        let y = if inside != flipped { 1.0 } else { -1.0 };
        data.push(&x, y).expect("finite point");
    }
    data
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// The Gaussian kernel of γ = 1/(2σ²).
fn gaussian(gamma: f64) -> Kernel {
    Kernel::Gaussian {
        sigma2: 1.0 / (2.0 * gamma),
    }
}

/// Solves to TOL `runs` times from α = 0 and prints the median time.
fn time_solve(name: &str, data: &Dataset, kernel: Kernel, c: f64, runs: usize) {
    let mut seconds = Vec::with_capacity(runs);
    let mut last = None;
    for _ in 0..runs {
        let start = Instant::now();
        let mut smo = Smo::new(kernel, c, TOL, black_box(data));
        let steps = smo.run(u64::MAX);
        seconds.push(start.elapsed().as_secs_f64());
        let stop = if smo.converged() {
            "converged"
        } else {
            "stalled"
        };
        last = Some((steps, smo.support().len(), smo.dual_objective(), stop));
    }
    if let Some((steps, support, dual, stop)) = last {
        println!(
            "svm {name} n={} {kernel:?} c={c} tol={TOL} seconds={:.4} steps={steps} support={support} dual={dual:.6} stop={stop}",
            data.len(),
            median(seconds),
        );
    }
}

/// Reads the file several times and prints the median time: the whole-process figure's reading.
fn time_read(path: &std::path::Path) -> Dataset {
    let mut seconds = Vec::new();
    let mut data = None;
    for _ in 0..15 {
        let start = Instant::now();
        data = Some(read_path(black_box(path)).expect("a point file").data);
        seconds.push(start.elapsed().as_secs_f64());
    }
    let data = data.expect("read at least once");
    println!(
        "read {} n={} d={} seconds={:.5}",
        path.display(),
        data.len(),
        data.dim(),
        median(seconds)
    );
    data
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
            .and_then(|v| v.parse::<f64>().ok())
    };
    let (c, gamma) = (value("--c").unwrap_or(1.0), value("--gamma").unwrap_or(1.0));
    if let Some(i) = args.iter().position(|a| a == "--data") {
        let path = args.get(i + 1).expect("--data FILE");
        let data = time_read(path.as_ref());
        let runs = if data.len() > 5000 { 3 } else { 15 };
        let kernel = if args.iter().any(|a| a == "--linear") {
            Kernel::Linear
        } else {
            gaussian(gamma)
        };
        time_solve("file", &data, kernel, c, runs);
        return;
    }
    time_solve("ring-easy", &ring(1_000, 0.1, 1), gaussian(gamma), c, 5);
    time_solve("ring-easy", &ring(10_000, 0.1, 1), gaussian(gamma), c, 1);
    time_solve("ring-hard", &ring(1_000, 0.05, 1), gaussian(2.0), 10.0, 5);
    time_solve("ring-hard", &ring(10_000, 0.05, 1), gaussian(2.0), 10.0, 1);
}
