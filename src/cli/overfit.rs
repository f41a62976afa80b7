//! `linlab overfit` (lecture 13): the overfit measure E_out(g_high) − E_out(g_low) over a grid,
//! averaged over seeded runs on every core, printed as CSV with a header row: the (N, σ²) map
//! (`--map noise`), the (N, Q_f) map (`--map complexity`), the learning curves
//! (`--map learning-curve`), or lecture 15's validation curve over K (`--map validation`), at
//! the lecture's resolution unless `--grid` gives the axes.

use std::fmt::Write as _;
use std::process::ExitCode;

use clap::Args;

use super::Failure;
use crate::fit::survey::LECTURE_RUNS;
use crate::fit::{Control, Study, Survey, SurveyGrid};
use crate::t;

#[derive(Debug, Args)]
pub struct OverfitArgs {
    #[arg(long, value_enum)]
    pub map: Study,
    #[arg(long, value_name = "R", default_value_t = LECTURE_RUNS)]
    pub runs: usize,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    /// `N_FROM:N_TO[:STEP]` and, for the maps, `,FROM:TO[:STEP]` of σ² or Q_f.
    #[arg(long, value_name = "AXES")]
    pub grid: Option<String>,
    #[arg(long, value_name = "Q")]
    pub qf: Option<u8>,
    #[arg(long, value_name = "S")]
    pub sigma2: Option<f64>,
    #[arg(long, value_name = "LOW,HIGH")]
    pub degrees: Option<String>,
    #[arg(long, value_name = "L", default_value_t = 0.0)]
    pub lambda: f64,
    #[arg(long, value_name = "T")]
    pub threads: Option<usize>,
}

/// `from:to[:step]` as numbers (step 1 when left out).
fn parse_range(text: &str) -> Option<(f64, f64, f64)> {
    let parts: Vec<f64> = text
        .split(':')
        .map(|p| p.trim().parse::<f64>().ok())
        .collect::<Option<_>>()?;
    match parts[..] {
        [from, to] => Some((from, to, 1.0)),
        [from, to, step] if step > 0.0 => Some((from, to, step)),
        _ => None,
    }
}

/// The survey's grid from the arguments: the lecture's, with what they change.
pub fn grid(args: &OverfitArgs) -> Result<SurveyGrid, Failure> {
    let mut grid = SurveyGrid::lecture(args.map, args.runs, args.seed);
    if let Some(text) = &args.grid {
        let bad = || Failure::usage(t!("fit-cli-bad-grid", grid = text.as_str()));
        let mut axes = text.split(',');
        let (from, to, step) = axes.next().and_then(parse_range).ok_or_else(bad)?;
        if from < 0.0 || step.fract() != 0.0 {
            return Err(bad());
        }
        grid.n = crate::fit::survey::axis(from, to, step)
            .into_iter()
            .map(|n| n.round() as usize)
            .collect();
        match (axes.next(), args.map) {
            (Some(second), Study::Noise | Study::Complexity | Study::Validation) => {
                let (from, to, step) = parse_range(second).ok_or_else(bad)?;
                grid.second = crate::fit::survey::axis(from, to, step);
            }
            (None, _) => {}
            (Some(_), Study::LearningCurve) => return Err(bad()),
        }
        if axes.next().is_some() {
            return Err(bad());
        }
    }
    grid.q_f = args.qf.unwrap_or(grid.q_f);
    grid.sigma2 = args.sigma2.unwrap_or(grid.sigma2);
    grid.lambda = args.lambda;
    if let Some(text) = &args.degrees {
        let bad = || Failure::usage(t!("fit-cli-bad-degrees", degrees = text.as_str()));
        let degrees: Vec<u8> = text
            .split(',')
            .map(|d| d.trim().parse().ok())
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        grid.degrees = <[u8; 2]>::try_from(degrees).map_err(|_| bad())?;
    }
    Ok(grid)
}

/// The survey's answer as CSV: a header row, then a row a cell (N slowest).
pub fn csv(survey: &Survey) -> String {
    if survey.grid().study == Study::Validation {
        return validation_csv(survey);
    }
    let [low, high] = survey.grid().degrees;
    let mut out =
        format!("n,sigma2,q_f,runs,e_in_{low},e_out_{low},e_in_{high},e_out_{high},overfit\n");
    for cell in survey.means() {
        let t = cell.trial;
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{}",
            t.n,
            t.sigma2,
            t.q_f,
            cell.runs,
            cell.e_in[0],
            cell.e_out[0],
            cell.e_in[1],
            cell.e_out[1],
            cell.overfit()
        );
    }
    out
}

/// The validation curve as CSV: a row for each K, g⁻'s E_in, E_val, the root mean square of
/// E_val − E_out(g⁻), and E_out of g⁻ and of g.
fn validation_csv(survey: &Survey) -> String {
    let mut out = "n,k,sigma2,q_f,runs,e_in_minus,e_val,e_val_miss,e_out_minus,e_out\n".to_owned();
    for cell in survey.means() {
        let t = cell.trial;
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{},{}",
            t.n,
            t.validation,
            t.sigma2,
            t.q_f,
            cell.runs,
            cell.e_in[0],
            cell.e_val,
            cell.e_val_miss,
            cell.e_out[0],
            cell.e_out[1]
        );
    }
    out
}

/// Computes the survey on every core (or `--threads`) and prints it.
pub fn overfit(args: &OverfitArgs) -> Result<String, Failure> {
    let mut survey = Survey::new(grid(args)?).map_err(|e| Failure::usage(e.to_string()))?;
    let control = Control::default();
    match args.threads {
        Some(threads) => survey.run_on(threads, &control),
        None => survey.run(&control),
    }
    Ok(csv(&survey))
}

/// `linlab overfit`'s entry point.
pub fn run(args: &OverfitArgs) -> ExitCode {
    super::print_text(overfit(args))
}
