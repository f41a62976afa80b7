//! `cargo bench --no-default-features --bench clustering`: the speed of K-means and PCA, one line
//! per figure.
//!
//! - `kmeans`: iterations/s (one assignment of every point and one move of every centre) on
//!   1,000,000 2-D points uniform in [−1, 1]², K = 3 and 8, starting from the first K points,
//!   for 20 iterations (uniform points do not converge that fast, so every iteration runs);
//! - `pca`: the time to find the axes of 10⁶ 2-D points and of 10⁵ 20-D points.
//!
//! `-- --data FILE --k K --iterations I` times K-means on a file instead (its labels ignored):
//! `benches/kmeans_vs_sklearn.py` uses it to compare with scikit-learn on the same points.
//! Each figure is the median of several runs.

use std::hint::black_box;
use std::time::Instant;

use linlab::cluster::{self, Half, KMeans, Points};
use linlab::read::{LabelColumn, read_path_with};
use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

const RUNS: usize = 5;

/// m points uniform in [−1, 1]^d.
fn uniform_points(m: usize, dim: usize, seed: u64) -> Points {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let values = (0..m * dim).map(|_| rng.random_range(-1.0..1.0)).collect();
    Points::new(dim, values).expect("finite values")
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Iterations per second of K-means from the first K points, `iterations` at most (fewer if it
/// converges): the median over the runs, and the iterations of the last run.
fn kmeans_rate(points: &Points, k: usize, iterations: u64) -> (f64, u64) {
    let first_rows = points.values()[..k * points.dim()].to_vec();
    let mut rates = Vec::with_capacity(RUNS);
    let mut done = 0;
    for _ in 0..RUNS {
        let mut kmeans = KMeans::with_centres(points, first_rows.clone()).expect("1 ≤ K ≤ m");
        let start = Instant::now();
        while kmeans.iterations() < iterations {
            match kmeans.step(black_box(points)) {
                Some(step) if step.half == Half::Assign && step.converged => break,
                Some(_) => {}
                None => break,
            }
        }
        let seconds = start.elapsed().as_secs_f64();
        black_box(kmeans.centres());
        done = kmeans.iterations();
        rates.push(done as f64 / seconds);
    }
    (median(rates), done)
}

fn print_kmeans(points: &Points, k: usize, iterations: u64) {
    let (rate, done) = kmeans_rate(points, k, iterations);
    println!(
        "kmeans n={} d={} k={k} iterations_per_s={rate:.1} point_assignments_per_s={:.0} (iterations={done})",
        points.len(),
        points.dim(),
        rate * points.len() as f64,
    );
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
    if let Some(path) = value("--data") {
        let k = value("--k").and_then(|v| v.parse().ok()).unwrap_or(8);
        let iterations = value("--iterations")
            .and_then(|v| v.parse().ok())
            .unwrap_or(20);
        let loaded = read_path_with(path.as_ref(), LabelColumn::Ignored).expect("a point file");
        print_kmeans(&Points::from_dataset(&loaded.data), k, iterations);
        return;
    }

    let million = uniform_points(1_000_000, 2, 1);
    for k in [3, 8] {
        print_kmeans(&million, k, 20);
    }
    for (m, dim) in [(1_000_000, 2), (100_000, 20)] {
        let points = if dim == 2 {
            million.clone()
        } else {
            uniform_points(m, dim, 2)
        };
        let seconds = median(
            (0..RUNS)
                .map(|_| {
                    let start = Instant::now();
                    black_box(cluster::pca(black_box(&points)).expect("valid points"));
                    start.elapsed().as_secs_f64()
                })
                .collect(),
        );
        println!("pca n={m} d={dim} ms={:.1}", seconds * 1e3);
    }
}
