//! `cargo bench --bench bins`: the bins' speed, one line per figure (each the median of several
//! runs).
//!
//! - `coins`: exercise 1.10's 1,000 coins × 10 flips × 100,000 runs (10⁹ flips), on every core;
//! - `binomial_tail`: the exact P[|ν − μ| > ε] at N = 10⁵ (the pmf in log space, then the tail);
//! - `bin_samples`: samples of N = 1,000 marbles drawn one marble at a time, per second.

use std::hint::black_box;
use std::time::Instant;

use linlab::bins::bin::{Bin, Sampling};
use linlab::bins::binomial::Binomial;
use linlab::bins::coins::CoinGame;

const RUNS: usize = 5;

fn median_seconds(mut work: impl FnMut()) -> f64 {
    let mut seconds: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            work();
            start.elapsed().as_secs_f64()
        })
        .collect();
    seconds.sort_by(f64::total_cmp);
    seconds[RUNS / 2]
}

fn main() {
    let game = CoinGame::new(1000, 10).expect("valid");
    let runs = 100_000;
    let seconds = median_seconds(|| {
        black_box(game.play(runs, 1).expect("valid"));
    });
    println!(
        "coins coins=1000 flips=10 runs={runs} seconds={seconds:.3} flips_per_s={:.3e}",
        1e9 / seconds
    );

    let n = 100_000;
    let seconds = median_seconds(|| {
        black_box(Binomial::new(n, 0.5).tail(0.01));
    });
    println!("binomial_tail n={n} ms={:.2}", seconds * 1e3);

    let bin = Bin::new(0.5, 1000, 0.05).expect("valid");
    let samples = 10_000;
    let seconds = median_seconds(|| {
        let mut sampling = Sampling::new(bin, 2);
        sampling.draw(samples);
        black_box(sampling.measured());
    });
    println!(
        "bin_samples n=1000 samples_per_s={:.0}",
        samples as f64 / seconds
    );
}
