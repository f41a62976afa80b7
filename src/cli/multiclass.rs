//! `linlab train --multiclass ova|ovo|structured`: the file's labels read as classes (numbers or
//! words, up to 8), learned one versus all, one versus one, or by the structured perceptron,
//! without a window; with `--probe FILE`, a class for each probe point.

use std::fmt::Write as _;
use std::path::Path;
use std::time::Instant;

use clap::Args;
use serde::Serialize;

use super::transform::{TransformArgs, TransformReport, format_named_weights, summary_line};
use super::{Failure, RunHeader, Timings, TrainArgs, load_file};
use crate::learn::Stop;
use crate::model::{Model, Prediction};
use crate::multiclass::{
    Classes, Method, MulticlassData, MulticlassError, MulticlassLearner, MulticlassSettings,
};
use crate::number;
use crate::read::LabelColumn;
use crate::t;

#[derive(Debug, Args)]
pub struct MulticlassArgs {
    #[arg(long = "multiclass", value_enum, value_name = "METHOD")]
    pub method: Option<Method>,
}

/// What `linlab train --multiclass … --json` prints.
#[derive(Debug, Serialize)]
pub struct MulticlassReport {
    pub multiclass: &'static str,
    #[serde(flatten)]
    pub run: RunHeader,
    /// Φ and the names of each w's entries, with `--transform`.
    #[serde(flatten)]
    pub transform: TransformReport,
    /// The classes, sorted, each as the file wrote its label.
    pub classes: Vec<String>,
    /// OVO: the classes of each pairwise problem (the first is +1), in the order of `weights`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pairs: Option<Vec<[String; 2]>>,
    /// `[w0, w1, …, wd]` per class (OVA, structured) or per pair (OVO).
    pub weights: Vec<Vec<f64>>,
    /// Updates and visits over all problems.
    pub updates: u64,
    pub visits: u64,
    /// Why each binary problem (or the structured perceptron) stopped.
    pub stops: Vec<&'static str>,
    /// The multiclass 0/1 error on the training points.
    pub e_in: f64,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub e_out: Option<f64>,
    /// The predicted class of each probe point, as the file wrote its label.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub predict_probe: Option<Vec<String>>,
    /// For each probe point, s(x) of every per-class (OVA, structured) or per-pair (OVO) model, in
    /// the order of `weights`: OVO with `--algo svm` gives libsvm's pairwise decision values.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision_probe: Option<Vec<Vec<f64>>>,
    pub notices: Vec<String>,
    /// Where the run's time went (`--timings`; not in the JSON).
    #[serde(skip)]
    pub timings: Timings,
}

/// A problem with a file's points, named with the file.
fn in_file(path: &Path, error: impl ToString) -> Failure {
    Failure::input(t!(
        "core-cli-in-file",
        file = path.display().to_string(),
        message = error.to_string()
    ))
}

fn dimensions_differ(path: &Path, got: usize, data: &Path, want: usize) -> Failure {
    Failure::input(t!(
        "core-cli-dimensions-differ",
        test = path.display().to_string(),
        test_d = got.to_string(),
        data = data.display().to_string(),
        data_d = want.to_string()
    ))
}

/// A file's points and classes, in Z with `--transform`, and the file's own d.
fn load_classes(
    path: &Path,
    transform: &TransformArgs,
    notices: &mut Vec<String>,
) -> Result<(MulticlassData, usize), Failure> {
    let mut loaded = load_file(path, LabelColumn::Classes, notices)?;
    let x_dim = loaded.data.dim();
    loaded.data = transform.apply(loaded.data, path)?;
    let data = MulticlassData::from_loaded(&loaded).map_err(|e| in_file(path, e))?;
    Ok((data, x_dim))
}

fn class_name(model: &Model, classes: &Classes, x: &[f64]) -> String {
    match model.predict(x) {
        Prediction::Class(k) => classes.name(k).to_owned(),
        _ => String::new(),
    }
}

/// Runs `linlab train --multiclass`: reads, learns every part to its end, and reports.
pub fn train_multiclass(args: &TrainArgs) -> Result<MulticlassReport, Failure> {
    let Some(method) = args.multiclass.method else {
        return Err(Failure::usage(t!("core-cli-multiclass-missing")));
    };
    let started = Instant::now();
    let mut notices = Vec::new();
    let (data, x_dim) = load_classes(&args.data, &args.transform, &mut notices)?;
    let test = match &args.test {
        Some(path) => {
            let (test, test_dim) = load_classes(path, &args.transform, &mut notices)?;
            if test_dim != x_dim {
                return Err(dimensions_differ(path, test_dim, &args.data, x_dim));
            }
            Some(
                test.in_classes(data.classes())
                    .map_err(|e| in_file(path, e))?,
            )
        }
        None => None,
    };
    // `--probe` (shared with every learner): `predict_probe` holds a class for each point.
    let probe = args.svm.probe_points(x_dim, &mut notices)?;
    let probe: Option<Vec<Vec<f64>>> = args
        .transform
        .apply_if(probe, args.svm.probe.as_deref())?
        .map(|points| {
            (0..points.len())
                .map(|n| points.features(n).collect())
                .collect()
        });
    let read = started.elapsed().as_secs_f64();
    let binary = args.settings(data.len())?;
    let settings = MulticlassSettings {
        binary,
        epochs: args.epochs,
    };
    let mut learner = MulticlassLearner::new(method, &data, &settings).map_err(|e| match e {
        MulticlassError::StructuredSettings => Failure::usage(e.to_string()),
        other => in_file(&args.data, other),
    })?;
    learner.run(u64::MAX);
    let learnt = started.elapsed().as_secs_f64();
    let model = learner.model();
    let classes = data.classes();
    let pairs = match &learner {
        MulticlassLearner::Decomposed(d) if method == Method::Ovo => Some(
            (0..d.len())
                .map(|i| {
                    let which = d.subproblem(i);
                    let negative = which.negative.unwrap_or_default();
                    [
                        classes.name(which.positive).to_owned(),
                        classes.name(negative).to_owned(),
                    ]
                })
                .collect(),
        ),
        _ => None,
    };
    let counters = learner.counters();
    let mut report = MulticlassReport {
        multiclass: method.id(),
        run: RunHeader::new(&settings.binary, data.len(), x_dim),
        transform: args.transform.report(x_dim),
        classes: classes.names().to_vec(),
        pairs,
        weights: learner.weights(),
        updates: counters.updates,
        visits: counters.visits,
        stops: learner
            .stops()
            .into_iter()
            .map(|s| s.unwrap_or(Stop::Budget).id())
            .collect(),
        e_in: data.zero_one_error(&model),
        e_out: test.map(|t| t.zero_one_error(&model)),
        predict_probe: probe.as_ref().map(|rows| {
            rows.iter()
                .map(|x| class_name(&model, classes, x))
                .collect()
        }),
        decision_probe: probe.as_ref().and_then(|rows| match &model {
            Model::PerClass(parts) => Some(
                rows.iter()
                    .map(|x| parts.models.iter().map(|m| m.score(x)).collect())
                    .collect(),
            ),
            _ => None,
        }),
        notices,
        timings: Timings::default(),
    };
    report.timings = Timings::since(started, read, learnt);
    Ok(report)
}

/// The human summary of a multiclass run, in the interface's language.
pub fn summary(args: &TrainArgs, r: &MulticlassReport) -> String {
    let mut out = String::new();
    let head = t!(
        "core-cli-multiclass-run",
        method = r.multiclass,
        algo = r.run.algo,
        eta = r.run.eta.to_string(),
        seed = r.run.seed.to_string(),
        file = args.data.display().to_string(),
        n = r.run.n.to_string(),
        d = r.run.d.to_string(),
        classes = r.classes.join(", ")
    );
    let _ = writeln!(out, "{head}");
    if let Some(line) = summary_line(&r.transform) {
        let _ = writeln!(out, "{line}");
    }
    let names = r.transform.features.as_deref();
    let format_weights = |w: &[f64]| format_named_weights(w, names);
    for (i, w) in r.weights.iter().enumerate() {
        let line = match (&r.pairs, r.classes.get(i)) {
            (Some(pairs), _) => t!(
                "core-cli-multiclass-pair-weights",
                first = &pairs[i][0],
                second = &pairs[i][1],
                weights = format_weights(w)
            ),
            (None, Some(class)) => t!(
                "core-cli-multiclass-class-weights",
                class = class,
                weights = format_weights(w)
            ),
            (None, None) => format_weights(w),
        };
        let _ = writeln!(out, "{line}");
    }
    let errors = |e: f64| t!("core-cli-multiclass-errors", zero_one = number::fixed(e, 6));
    let _ = writeln!(out, "E_in : {}", errors(r.e_in));
    if let Some(e_out) = r.e_out {
        let _ = writeln!(out, "E_out: {}", errors(e_out));
    }
    out
}
