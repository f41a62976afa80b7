//! `linlab best-lambda` (lecture 14): the best weight decay grows with the noise. For each noise
//! level (σ² with `--noise stochastic`, Q_f with `--noise deterministic`) the expected E_out of
//! the degree-15 fit of 30 points at each λ from 0 to 2, averaged over seeded runs, printed as
//! CSV with a header row: a row for each level and λ, `best` 1 on each level's λ of least
//! mean E_out.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;

use super::Failure;
use crate::fit::{LambdaCurves, LambdaGrid, NoiseKind};

/// Runs of each level unless `--runs` says otherwise: enough that each level's λ* is steady.
pub const BEST_LAMBDA_RUNS: usize = 1000;

#[derive(Debug, Args)]
pub struct BestLambdaArgs {
    #[arg(long, value_enum, default_value = "stochastic")]
    pub noise: NoiseKind,
    #[arg(long, value_name = "R", default_value_t = BEST_LAMBDA_RUNS)]
    pub runs: usize,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
}

/// The curves as CSV: `level,lambda,runs,e_out,best`.
pub fn csv(curves: &LambdaCurves) -> String {
    let grid = curves.grid();
    let mut out = format!(
        "{},lambda,runs,e_out,best\n",
        match grid.kind {
            NoiseKind::Stochastic => "sigma2",
            NoiseKind::Deterministic => "q_f",
        }
    );
    for curve in curves.curves() {
        for (i, (lambda, e_out)) in grid.lambdas.iter().zip(&curve.e_out).enumerate() {
            let best = u8::from(curve.best == Some(i));
            let _ = writeln!(out, "{},{lambda},{},{e_out},{best}", curve.level, grid.runs);
        }
    }
    out
}

/// Computes the curves and returns their CSV.
pub fn best_lambda(args: &BestLambdaArgs) -> Result<String, Failure> {
    let grid = LambdaGrid::lecture(args.noise, args.runs, args.seed);
    let mut curves = LambdaCurves::new(grid).map_err(|e| Failure::usage(e.to_string()))?;
    curves.step(usize::MAX);
    Ok(csv(&curves))
}

/// `linlab best-lambda`'s entry point.
pub fn run(args: &BestLambdaArgs) -> ExitCode {
    super::print_text(best_lambda(args))
}
