//! `linlab dichotomies` lists every labelling of a file's points (at most 12) with whether a
//! hypothesis set realises it, and its witness either way, and counts them against 2ᴺ and the
//! set's growth function; `linlab vc-bound` prints the VC bound's sample size, the bound and the
//! penalty Ω for a VC dimension, ε and δ.

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;

use super::{Failure, load_with, print_report};
use crate::number;
use crate::read::LabelColumn;
use crate::t;
use crate::vc::dichotomies::{self, Labelling};
use crate::vc::{self, Hypotheses};

#[derive(Debug, Args)]
pub struct DichotomiesArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_enum, default_value = "lines")]
    pub hypothesis: Hypotheses,
    #[arg(long)]
    pub no_labels: bool,
    #[arg(long)]
    pub json: bool,
}

/// What `linlab dichotomies --json` prints.
#[derive(Debug, Serialize)]
pub struct DichotomiesReport {
    pub hypothesis: Hypotheses,
    /// N, the points.
    pub n: usize,
    /// How many labellings the set realises on these points.
    pub realised: usize,
    /// 2ᴺ.
    pub labellings: usize,
    /// m_H(N): the most any N points allow.
    pub growth: u128,
    pub break_point: Option<u32>,
    pub each: Vec<Labelling>,
    pub notices: Vec<String>,
}

/// Runs `linlab dichotomies`: reads the points (their labels, if any, set aside) and lists
/// their labellings.
pub fn dichotomies(args: &DichotomiesArgs) -> Result<DichotomiesReport, Failure> {
    let mut notices = Vec::new();
    let column = if args.no_labels {
        LabelColumn::Absent
    } else {
        LabelColumn::Ignored
    };
    let data = load_with(&args.data, column, &mut notices)?;
    let plane = matches!(args.hypothesis, Hypotheses::Lines | Hypotheses::Convex);
    let in_file = |message: String| {
        Failure::input(t!(
            "core-cli-in-file",
            file = args.data.display().to_string(),
            message = message
        ))
    };
    if plane && data.dim() != 2 {
        return Err(in_file(
            t!("core-vc-needs-the-plane", d = data.dim()).to_owned(),
        ));
    }
    if !plane && data.dim() > 1 {
        notices.push(t!("core-vc-on-x1", d = data.dim()).to_owned());
    }
    let points: Vec<[f64; 2]> = (0..data.len())
        .map(|n| {
            let x2 = if data.dim() >= 2 {
                data.feature(n, 2)
            } else {
                0.0
            };
            [data.feature(n, 1), x2]
        })
        .collect();
    let each =
        dichotomies::labellings(args.hypothesis, &points).map_err(|e| in_file(e.to_string()))?;
    let n = points.len();
    Ok(DichotomiesReport {
        hypothesis: args.hypothesis,
        n,
        realised: dichotomies::count(&each),
        labellings: each.len(),
        growth: args.hypothesis.growth(n as u32),
        break_point: args.hypothesis.break_point(),
        each,
        notices,
    })
}

/// `linlab dichotomies`: the summary, or with `--json` the report.
pub fn run_dichotomies(args: &DichotomiesArgs) -> ExitCode {
    print_report(
        dichotomies(args),
        args.json,
        |r| &r.notices,
        dichotomies_summary,
    )
}

/// `linlab vc-bound`: the summary, or with `--json` the report.
pub fn run_vc_bound(args: &VcBoundArgs) -> ExitCode {
    print_report(vc_bound(args), args.json, |r| &r.notices, vc_bound_summary)
}

/// A labelling as ○ and ×, point 1 first.
fn symbols(labels: &[f64]) -> String {
    labels
        .iter()
        .map(|&y| if y > 0.0 { '○' } else { '×' })
        .collect()
}

/// The summary: the count against 2ᴺ and m_H(N), then each labelling with its witness.
pub fn dichotomies_summary(report: &DichotomiesReport) -> String {
    let mut out = String::new();
    let name = report.hypothesis.name();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "core-vc-count",
            realised = report.realised,
            labellings = report.labellings,
            n = report.n,
            hypotheses = name,
            growth = report.growth.to_string()
        )
    );
    if (report.realised as u128) < report.growth {
        let _ = writeln!(
            out,
            "{}",
            t!(
                "core-vc-fewer",
                realised = report.realised,
                growth = report.growth.to_string()
            )
        );
    }
    for labelling in &report.each {
        let _ = writeln!(
            out,
            "{:>5}  {}  {}",
            labelling.index,
            symbols(&labelling.labels),
            labelling.realised.describe()
        );
    }
    out
}

#[derive(Debug, Args)]
pub struct VcBoundArgs {
    #[arg(long, value_name = "D")]
    pub dvc: u32,
    #[arg(long, value_name = "E")]
    pub eps: f64,
    #[arg(long, value_name = "DL")]
    pub delta: f64,
    #[arg(long)]
    pub json: bool,
}

/// What `linlab vc-bound --json` prints.
#[derive(Debug, Serialize)]
pub struct VcBoundReport {
    pub dvc: u32,
    pub eps: f64,
    pub delta: f64,
    /// The least N with N ≥ 8/ε²·ln(4((2N)^d_vc + 1)/δ).
    pub sample_size: u64,
    /// 4·((2N)^d_vc + 1)·exp(−ε²N/8) at that N: at most δ.
    pub bound: f64,
    /// Ω(N, H, δ) at that N: at most ε.
    pub omega: f64,
    pub notices: Vec<String>,
}

/// Runs `linlab vc-bound`.
pub fn vc_bound(args: &VcBoundArgs) -> Result<VcBoundReport, Failure> {
    let Some(n) = vc::sample_size(args.dvc, args.eps, args.delta) else {
        return Err(Failure::usage(t!("core-vc-bad-eps-delta")));
    };
    // In logarithms: (2N)^d_vc passes f64's range for a large d_vc; the bound there is ≤ δ.
    let ln_growth_2n = vc::ln_polynomial_growth(2.0 * n as f64, args.dvc);
    Ok(VcBoundReport {
        dvc: args.dvc,
        eps: args.eps,
        delta: args.delta,
        sample_size: n,
        bound: vc::ln_vc_bound(n as f64, args.eps, ln_growth_2n).exp(),
        omega: vc::omega_from_ln(n as f64, args.delta, ln_growth_2n),
        notices: Vec::new(),
    })
}

/// The summary: the sample size, and the bound and Ω there.
pub fn vc_bound_summary(report: &VcBoundReport) -> String {
    let short = |v: f64| number::significant(v, 4);
    format!(
        "{}\n{}\n",
        t!(
            "core-vc-sample-size",
            dvc = report.dvc,
            eps = short(report.eps),
            delta = short(report.delta),
            n = report.sample_size.to_string()
        ),
        t!(
            "core-vc-bound-there",
            bound = short(report.bound),
            omega = short(report.omega)
        )
    )
}
