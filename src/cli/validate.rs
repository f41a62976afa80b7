//! `linlab validate` (lecture 15): V-fold cross-validation of a learner on a point file (folds
//! in file order, contiguous, the first N mod V one point larger, as scikit-learn's `KFold`
//! without shuffling; V = N is leave-one-out), or one D_val of the last K points; with
//! `--transform` and weight decay `--lambda`. It prints E_cv (or E_val(g⁻)) and each fold's
//! size, E_val and w, under the squared error for linear regression and the 0/1 error for the
//! other learners unless `--measure` says another. With `--lambdas`, each λ is validated, the one
//! of least error chosen, and its g retrained on every point (lecture 15's recipe).

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;
use serde::Serialize;

use super::{Failure, load, print_report, transform};
use crate::fit::validation::{Fold, fold_ranges, holdout_range, learned, learner_fold};
use crate::learn::{Algorithm, Settings, Update};
use crate::loss::ErrorMeasure;
use crate::number;
use crate::t;

#[derive(Debug, Args)]
pub struct ValidateArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_enum, default_value = "linreg")]
    pub algo: Algorithm,
    #[arg(long, value_name = "L", default_value_t = 0.0)]
    pub lambda: f64,
    #[arg(
        long,
        value_name = "L,L,…",
        value_delimiter = ',',
        conflicts_with = "lambda"
    )]
    pub lambdas: Vec<f64>,
    #[arg(
        long,
        value_name = "V",
        required_unless_present = "holdout",
        conflicts_with = "holdout"
    )]
    pub folds: Option<usize>,
    #[arg(long, value_name = "K")]
    pub holdout: Option<usize>,
    #[arg(long, value_enum)]
    pub measure: Option<ErrorMeasure>,
    #[arg(long, value_name = "F")]
    pub eta: Option<f64>,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub transform: transform::TransformArgs,
}

/// One fold as the report lists it.
#[derive(Debug, Serialize)]
pub struct FoldReport {
    /// Its first validation point, counted from 1 in the file.
    pub first: usize,
    pub size: usize,
    #[serde(rename = "E_val")]
    pub e_val: f64,
    pub w: Vec<f64>,
}

/// What `linlab validate --json` prints.
#[derive(Debug, Serialize)]
pub struct ValidateReport {
    pub algo: &'static str,
    pub lambda: f64,
    pub n: usize,
    pub d: usize,
    #[serde(flatten)]
    pub transform: transform::TransformReport,
    /// The error E_val and E_cv are measured in.
    pub measure: &'static str,
    /// The mean of the folds' E_val (V-fold).
    #[serde(rename = "E_cv", skip_serializing_if = "Option::is_none")]
    pub e_cv: Option<f64>,
    /// E_val(g⁻) on the last K points (`--holdout`).
    #[serde(rename = "E_val", skip_serializing_if = "Option::is_none")]
    pub e_val: Option<f64>,
    pub folds: Vec<FoldReport>,
    /// With `--lambdas`: each λ tried, in the order given, and its error.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<Choice>,
    /// With `--lambdas`: the λ of least error (the first on a tie; the report's `lambda`, E_cv and
    /// folds are its), and its g retrained on every point.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chosen_w: Option<Vec<f64>>,
    pub notices: Vec<String>,
}

/// One λ tried, and its E_cv (or E_val).
#[derive(Debug, Serialize)]
pub struct Choice {
    pub lambda: f64,
    #[serde(rename = "E_cv", skip_serializing_if = "Option::is_none")]
    pub e_cv: Option<f64>,
    #[serde(rename = "E_val", skip_serializing_if = "Option::is_none")]
    pub e_val: Option<f64>,
}

/// The error measured when `--measure` does not say: squared for linear regression, whose
/// error it is, and 0/1 for the classifiers.
fn default_measure(algorithm: Algorithm) -> ErrorMeasure {
    if matches!(algorithm.update(), Update::Solve) {
        ErrorMeasure::Squared
    } else {
        ErrorMeasure::ZeroOne
    }
}

/// Reads, validates and reports.
pub fn validate(args: &ValidateArgs) -> Result<ValidateReport, Failure> {
    let mut notices = Vec::new();
    let data = load(&args.data, &mut notices)?;
    let x_dim = data.dim();
    let data = args.transform.apply(data, &args.data)?;
    let n = data.len();
    let mut settings = Settings::new(args.algo);
    settings.eta = args.eta.unwrap_or(settings.eta);
    settings.seed = args.seed;
    settings.lambda = args.lambda;
    settings.budget = args.algo.default_budget(n);
    settings
        .check()
        .map_err(|e| Failure::usage(e.to_string()))?;
    let measure = args.measure.unwrap_or_else(|| default_measure(args.algo));
    let ranges = match (args.folds, args.holdout) {
        (_, Some(k)) => holdout_range(n, k).map(|r| vec![r]),
        (folds, None) => fold_ranges(n, folds.unwrap_or(n)),
    }
    .map_err(|e| Failure::usage(e.to_string()))?;
    let in_file = |e: crate::fit::FitError| {
        Failure::input(t!(
            "core-cli-in-file",
            file = args.data.display().to_string(),
            message = e.to_string()
        ))
    };
    let validated = |settings: &Settings| -> Result<(Vec<Fold>, f64), Failure> {
        let folds = ranges
            .iter()
            .map(|range| learner_fold(&data, settings, measure, range.clone()))
            .collect::<Result<Vec<Fold>, _>>()
            .map_err(in_file)?;
        let mean = folds.iter().map(|f| f.e_val).sum::<f64>() / folds.len() as f64;
        Ok((folds, mean))
    };
    let errors = |mean: f64| {
        if args.holdout.is_some() {
            (None, Some(mean))
        } else {
            (Some(mean), None)
        }
    };
    let (mut folds, mut mean) = validated(&settings)?;
    let mut choices = Vec::new();
    let mut chosen_w = None;
    if !args.lambdas.is_empty() {
        let mut best: Option<(f64, Vec<Fold>, f64)> = None;
        for &lambda in &args.lambdas {
            let tried = Settings {
                lambda,
                ..settings.clone()
            };
            tried.check().map_err(|e| Failure::usage(e.to_string()))?;
            let (tried_folds, tried_mean) = validated(&tried)?;
            let (e_cv, e_val) = errors(tried_mean);
            choices.push(Choice {
                lambda,
                e_cv,
                e_val,
            });
            if best
                .as_ref()
                .is_none_or(|(_, _, least)| tried_mean < *least)
            {
                best = Some((lambda, tried_folds, tried_mean));
            }
        }
        if let Some((lambda, best_folds, least)) = best {
            settings.lambda = lambda;
            (folds, mean) = (best_folds, least);
            // The chosen model, learned again on every point.
            chosen_w = Some(learned(&data, &settings).map_err(in_file)?);
        }
    }
    let (e_cv, e_val) = errors(mean);
    Ok(ValidateReport {
        algo: args.algo.id(),
        lambda: settings.lambda,
        n,
        d: x_dim,
        transform: args.transform.report(x_dim),
        measure: measure.id(),
        e_cv,
        e_val,
        folds: folds
            .into_iter()
            .map(|fold| FoldReport {
                first: fold.validation.start + 1,
                size: fold.validation.len(),
                e_val: fold.e_val,
                w: fold.w,
            })
            .collect(),
        choices,
        chosen_w,
        notices,
    })
}

/// The human summary: the run, E_cv (or E_val) and a line per fold.
pub fn summary(args: &ValidateArgs, r: &ValidateReport) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "fit-cli-validate-run",
            algo = r.algo,
            lambda = r.lambda.to_string(),
            file = args.data.display().to_string(),
            n = r.n.to_string(),
            d = r.d.to_string(),
            measure = r.measure
        )
    );
    if let Some(line) = transform::summary_line(&r.transform) {
        let _ = writeln!(out, "{line}");
    }
    let names = r.transform.features.as_deref();
    for (i, fold) in r.folds.iter().enumerate() {
        let line = t!(
            "fit-cli-validate-fold",
            fold = (i + 1).to_string(),
            first = fold.first.to_string(),
            last = (fold.first + fold.size - 1).to_string(),
            e_val = number::fixed(fold.e_val, 6),
            w = transform::format_named_weights(&fold.w, names)
        );
        let _ = writeln!(out, "{line}");
    }
    let total = match (r.e_cv, r.e_val) {
        (Some(e_cv), _) => t!(
            "fit-cli-validate-e-cv",
            folds = r.folds.len().to_string(),
            e_cv = number::fixed(e_cv, 6)
        ),
        (None, e_val) => t!(
            "fit-cli-validate-e-val",
            k = r.folds.first().map_or(0, |f| f.size).to_string(),
            e_val = number::fixed(e_val.unwrap_or(f64::NAN), 6)
        ),
    };
    let _ = writeln!(out, "{total}");
    for choice in &r.choices {
        let error = choice.e_cv.or(choice.e_val).unwrap_or(f64::NAN);
        let line = t!(
            "fit-cli-validate-choice",
            lambda = number::shortest(choice.lambda),
            error = number::fixed(error, 6)
        );
        let _ = writeln!(out, "{line}");
    }
    if let Some(w) = &r.chosen_w {
        let line = t!(
            "fit-cli-validate-chosen",
            lambda = number::shortest(r.lambda),
            n = r.n.to_string(),
            w = transform::format_named_weights(w, names)
        );
        let _ = writeln!(out, "{line}");
    }
    out
}

/// `linlab validate`'s entry point.
pub fn run(args: &ValidateArgs) -> ExitCode {
    print_report(
        validate(args),
        args.json,
        |r| &r.notices,
        |r| summary(args, r),
    )
}
