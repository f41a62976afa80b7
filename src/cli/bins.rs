//! `linlab hoeffding` draws samples from one bin and sets the measured P[|ν − μ| > ε] beside
//! the exact binomial tail and Hoeffding's bound; `linlab coins` plays the coin game of
//! exercise 1.10 (ν₁, ν_rand, ν_min with their histograms and means, measured and exact).

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;

use super::{Failure, print_report};
use crate::bins::bin::{Bin, Sampling};
use crate::bins::coins::{CoinGame, CoinSummary, CoinsOutcome};
use crate::bins::{BinsError, check_count};
use crate::number;
use crate::t;

#[derive(Debug, Args)]
pub struct HoeffdingArgs {
    #[arg(long, value_name = "M", allow_negative_numbers = true)]
    pub mu: f64,
    #[arg(long, value_name = "N")]
    pub n: u64,
    #[arg(long, value_name = "E", allow_negative_numbers = true)]
    pub eps: f64,
    #[arg(long, value_name = "T", default_value_t = 10_000)]
    pub trials: u64,
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    #[arg(long)]
    pub json: bool,
}

/// What `linlab hoeffding --json` prints.
#[derive(Debug, Serialize)]
pub struct HoeffdingReport {
    #[serde(flatten)]
    pub bin: Bin,
    pub trials: u64,
    pub seed: u64,
    /// The fraction of the T samples with |ν − μ| > ε.
    pub measured: f64,
    /// Its standard error √(p(1 − p)/T), p the exact tail.
    pub standard_error: f64,
    /// P[|ν − μ| > ε], exactly.
    pub exact: f64,
    /// 2·exp(−2ε²N).
    pub bound: f64,
    /// How many samples had k orange marbles, k = 0..=N.
    pub histogram: Vec<u64>,
    pub notices: Vec<String>,
}

fn usage(error: BinsError) -> Failure {
    Failure::usage(error.to_string())
}

/// Runs `linlab hoeffding`.
pub fn hoeffding(args: &HoeffdingArgs) -> Result<HoeffdingReport, Failure> {
    let bin = Bin::new(args.mu, args.n, args.eps).map_err(usage)?;
    let trials = check_count(args.trials, "trials").map_err(usage)?;
    let mut sampling = Sampling::new(bin, args.seed);
    sampling.draw(trials);
    let exact = bin.exact();
    Ok(HoeffdingReport {
        bin,
        trials,
        seed: args.seed,
        measured: sampling.measured(),
        standard_error: (exact * (1.0 - exact) / trials as f64).sqrt(),
        exact,
        bound: bin.bound(),
        histogram: sampling.histogram,
        notices: Vec::new(),
    })
}

/// The summary: the bin, then the measured frequency, the exact tail and the bound.
pub fn hoeffding_summary(report: &HoeffdingReport) -> String {
    let short = |v: f64| number::significant(v, 4);
    let bin = &report.bin;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "bins-hoeffding-bin",
            mu = short(bin.mu),
            n = bin.n.to_string(),
            eps = short(bin.eps),
            trials = report.trials,
            seed = report.seed.to_string()
        )
    );
    let _ = writeln!(
        out,
        "{}",
        t!(
            "bins-hoeffding-measured",
            measured = short(report.measured),
            error = short(report.standard_error)
        )
    );
    let _ = writeln!(
        out,
        "{}",
        t!("bins-hoeffding-exact", exact = short(report.exact))
    );
    let _ = writeln!(
        out,
        "{}",
        t!("bins-hoeffding-bound", bound = short(report.bound))
    );
    out
}

/// `linlab hoeffding`: the summary, or with `--json` the report.
pub fn run_hoeffding(args: &HoeffdingArgs) -> ExitCode {
    print_report(
        hoeffding(args),
        args.json,
        |r| &r.notices,
        hoeffding_summary,
    )
}

#[derive(Debug, Args)]
pub struct CoinsArgs {
    #[arg(long, value_name = "C", default_value_t = 1000)]
    pub coins: u64,
    #[arg(long, value_name = "F", default_value_t = 10)]
    pub flips: u64,
    #[arg(long, value_name = "R", default_value_t = 10_000)]
    pub runs: u64,
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    #[arg(long)]
    pub json: bool,
}

/// What `linlab coins --json` prints.
#[derive(Debug, Serialize)]
pub struct CoinsReport {
    #[serde(flatten)]
    pub outcome: CoinsOutcome,
    pub notices: Vec<String>,
}

/// Runs `linlab coins`.
pub fn coins(args: &CoinsArgs) -> Result<CoinsReport, Failure> {
    let game = CoinGame::new(args.coins, args.flips).map_err(usage)?;
    let outcome = game.play(args.runs, args.seed).map_err(usage)?;
    Ok(CoinsReport {
        outcome,
        notices: Vec::new(),
    })
}

/// One coin's line: its mean measured and exact, and its histogram of heads.
fn coin_line(key_name: &str, coin: &CoinSummary) -> String {
    let counts: Vec<String> = coin.histogram.iter().map(u64::to_string).collect();
    t!(
        "bins-coins-line",
        coin = key_name,
        mean = number::fixed(coin.mean, 4),
        exact = number::fixed(coin.exact_mean, 4),
        histogram = counts.join(" ")
    )
}

/// The summary: the game, then ν₁, ν_rand and ν_min, then "someone got all heads".
pub fn coins_summary(report: &CoinsReport) -> String {
    let o = &report.outcome;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "bins-coins-game",
            coins = o.coins.to_string(),
            flips = o.flips.to_string(),
            runs = o.runs.to_string(),
            seed = o.seed.to_string()
        )
    );
    for (name, coin) in [
        ("ν₁", &o.nu_1),
        ("ν_rand", &o.nu_rand),
        ("ν_min", &o.nu_min),
    ] {
        let _ = writeln!(out, "{}", coin_line(name, coin));
    }
    let _ = writeln!(
        out,
        "{}",
        t!(
            "bins-coins-all-heads",
            flips = o.flips.to_string(),
            measured = number::fixed(o.all_heads_measured, 4),
            exact = number::fixed(o.all_heads_exact, 4)
        )
    );
    out
}

/// `linlab coins`: the summary, or with `--json` the report.
pub fn run_coins(args: &CoinsArgs) -> ExitCode {
    print_report(coins(args), args.json, |r| &r.notices, coins_summary)
}
