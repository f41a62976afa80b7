//! `cargo bench --no-default-features --bench overfit`: the time of lecture 13's (N, σ²) heat
//! map of the overfit measure at the lecture's resolution (Learning from Data's figure 4.3:
//! N = 80…120 by 1, σ² = 0…2 by 0.05, Q_f = 20, g₂ against g₁₀; 41 × 41 cells) and
//! [`LECTURE_RUNS`] runs a cell, on every core, then the same experiment in NumPy
//! (`benches/overfit_vs_numpy.py`, run by this bench when python3 has NumPy) on the same cores,
//! so one run prints both. `-- --runs R` sets the runs a cell; `-- --threads T` the threads.

use std::process::Command;
use std::time::Instant;

use linlab::fit::survey::LECTURE_RUNS;
use linlab::fit::{Control, Study, Survey, SurveyGrid};

fn flag(name: &str) -> Option<usize> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == name)?;
    args.get(at + 1)?.parse().ok()
}

fn main() {
    let runs = flag("--runs").unwrap_or(LECTURE_RUNS);
    let threads = flag("--threads")
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()));
    let grid = SurveyGrid::lecture(Study::Noise, runs, 1);
    let mut survey = Survey::new(grid).expect("the lecture's grid is valid");
    let cells = survey.means().len();
    let start = Instant::now();
    survey.run_on(threads, &Control::default());
    let seconds = start.elapsed().as_secs_f64();
    let means = survey.means();
    let corner = |n: usize, sigma2: f64| {
        means
            .iter()
            .find(|m| m.trial.n == n && (m.trial.sigma2 - sigma2).abs() < 1e-9)
            .map_or(f64::NAN, |m| m.overfit())
    };
    println!(
        "linlab  noise map {cells} cells × {runs} runs on {threads} threads: {seconds:.3} s \
         ({:.2} µs a run); overfit at (N 80, σ² 2) = {:.3}, at (N 120, σ² 0) = {:.3}",
        seconds * 1e6 / (cells * runs) as f64,
        corner(80, 2.0),
        corner(120, 0.0),
    );
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/overfit_vs_numpy.py");
    match Command::new("python3")
        .arg(script)
        .args(["--runs", &runs.to_string()])
        .args(["--threads", &threads.to_string()])
        .status()
    {
        Ok(status) if status.success() => {}
        Ok(status) => println!("numpy   the script failed ({status})"),
        Err(error) => println!("numpy   python3 could not be run: {error}"),
    }
}
