//! The command line: `linlab` opens the window; `linlab train` runs a learner on a file without
//! one and prints a summary (or, with `--json`, one JSON object); `linlab cluster` and
//! `linlab pca` do the same for K-means and PCA; `linlab surface` prints E_in over a slice of
//! weight space; `linlab script` lists, checks, exports, links and renders lecture scripts;
//! `linlab class` opens the window with a live class started; `linlab dichotomies` and
//! `linlab vc-bound` count labellings and size samples for the VC lectures; `linlab hoeffding`
//! and `linlab coins` sample bins and coins for lectures 3–4.

/// `print!` to standard output, except that a reader gone (`linlab train … --json | head`) ends
/// the process quietly with the status a shell gives a pipe's writer it closed (141), as the
/// shell's own tools do, where `print!` would panic.
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!($($arg)*))
    };
}

/// [`out!`] with a line end.
macro_rules! outln {
    ($($arg:tt)*) => {
        $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

mod best_lambda;
mod bins;
mod class;
mod help;
mod multiclass;
mod overfit;
#[cfg(feature = "gui")]
mod render;
mod script;
mod summary;
mod surface;
mod svm;
mod timings;
mod transform;
mod unsupervised;
mod validate;
mod vc;
mod weights;

pub use multiclass::{MulticlassArgs, MulticlassReport, train_multiclass};
pub use surface::{SurfaceArgs, SurfaceReport, surface};
pub use timings::Timings;
pub use unsupervised::{
    ClusterArgs, ClusterReport, PcaArgs, PcaReport, cluster, cluster_summary, pca, pca_summary,
};

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Instant;

use clap::{Args, CommandFactory, FromArgMatches, Parser};
use serde::Serialize;

use crate::data::Dataset;
use crate::i18n::Language;
use crate::learn::{Algorithm, Budget, Init, Learner, Order, Settings, Stop};
use crate::loss::Errors;
use crate::read;
use crate::t;

pub use summary::summary;

#[derive(Debug, Parser)]
/// The arguments. Their help, in both languages, is in the catalogues' `cli.ftl` (see
/// [`help`]).
#[command(name = "linlab", version)]
pub struct Cli {
    #[command(subcommand)]
    pub subcommand: Option<Subcommand>,
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_language)]
    pub lang: Option<Language>,
}

fn parse_language(tag: &str) -> Result<Language, String> {
    Language::from_tag(tag).ok_or_else(|| t!("core-cli-unknown-language", tag = format!("{tag:?}")))
}

/// What to do instead of opening the window (named apart from the window's own `Command`).
/// Each command's options are made only when it is the one given (clap's `defer`): `linlab
/// train` does not build the other twelve commands' options only to drop them.
#[derive(Debug, clap::Subcommand)]
#[command(defer = true)]
pub enum Subcommand {
    // Boxed: the largest of the arguments by far.
    Train(Box<TrainArgs>),
    Cluster(ClusterArgs),
    Pca(PcaArgs),
    Surface(SurfaceArgs),
    Script(script::ScriptArgs),
    Class(class::ClassArgs),
    Dichotomies(vc::DichotomiesArgs),
    VcBound(vc::VcBoundArgs),
    Hoeffding(bins::HoeffdingArgs),
    Coins(bins::CoinsArgs),
    Validate(validate::ValidateArgs),
    Overfit(overfit::OverfitArgs),
    BestLambda(best_lambda::BestLambdaArgs),
}

#[derive(Debug, Args)]
pub struct TrainArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_name = "FILE")]
    pub test: Option<PathBuf>,
    #[arg(long, value_enum, default_value = "pla")]
    pub algo: Algorithm,
    #[arg(long, value_enum)]
    pub order: Option<Order>,
    #[arg(long, value_name = "F")]
    pub eta: Option<f64>,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    #[arg(long, value_enum, default_value = "zero")]
    pub init: Init,
    #[arg(long, value_name = "N")]
    pub max_updates: Option<u64>,
    #[arg(long, value_name = "K")]
    pub epochs: Option<u64>,
    #[arg(long, value_name = "T")]
    pub iterations: Option<u64>,
    #[arg(long, value_name = "L", default_value_t = 0.0)]
    pub lambda: f64,
    #[arg(long)]
    pub json: bool,
    #[arg(long)]
    pub timings: bool,
    #[command(flatten)]
    pub multiclass: MulticlassArgs,
    #[command(flatten)]
    pub svm: svm::SvmArgs,
    #[command(flatten)]
    pub transform: transform::TransformArgs,
    #[command(flatten)]
    pub weights: weights::WeightArgs,
}

/// A failure of `linlab train`, with the exit code it gives.
#[derive(Debug)]
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    fn usage(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            code: 2,
        }
    }

    fn input(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
            code: 1,
        }
    }
}

impl TrainArgs {
    /// The learner's settings for `n` training points: the arguments checked against each other.
    pub fn settings(&self, n: usize) -> Result<Settings, Failure> {
        let algorithm = self.algo;
        if self.iterations.is_some() && !algorithm.counts_iterations() {
            return Err(Failure::usage(t!(
                "core-cli-iterations-not-logistic",
                algo = algorithm.id()
            )));
        }
        let mut settings = Settings::new(algorithm);
        settings.order = self.order;
        settings.eta = self.eta.unwrap_or(settings.eta);
        settings.seed = self.seed;
        settings.init = self.init;
        settings.svm = self.svm.settings(algorithm)?;
        settings.point_weights = self.weights.point_weights(n)?;
        settings.lambda = self.lambda;
        let given = Budget {
            max_updates: match (self.max_updates, self.iterations) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            max_visits: self.epochs.map(|k| k.saturating_mul(n as u64)),
        };
        settings.budget = if given == Budget::default() {
            algorithm.default_budget(n)
        } else {
            given
        };
        settings
            .check()
            .map_err(|e| Failure::usage(e.to_string()))?;
        Ok(settings)
    }
}

/// What every `linlab train --json` report begins with: the learner, its settings and the
/// data's size.
#[derive(Debug, Serialize)]
pub struct RunHeader {
    pub algo: &'static str,
    pub order: Option<&'static str>,
    pub eta: f64,
    pub seed: u64,
    /// Weight decay λ, when not 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lambda: Option<f64>,
    pub n: usize,
    pub d: usize,
}

impl RunHeader {
    /// The header of a run of `settings` on `n` points of `d` features.
    pub fn new(settings: &Settings, n: usize, d: usize) -> Self {
        Self {
            algo: settings.algorithm.id(),
            order: settings.effective_order().map(Order::id),
            eta: settings.eta,
            seed: settings.seed,
            lambda: (settings.lambda != 0.0).then_some(settings.lambda),
            n,
            d,
        }
    }
}

/// What `linlab train --json` prints.
#[derive(Debug, Serialize)]
pub struct TrainReport {
    #[serde(flatten)]
    pub run: RunHeader,
    /// Φ and the names of w's entries, with `--transform`.
    #[serde(flatten)]
    pub transform: transform::TransformReport,
    /// The answer g, `[w0, w1, …, wd]` (pocket: ŵ; in Z with `--transform`).
    pub weights: Vec<f64>,
    /// w after the last step.
    pub last_weights: Vec<f64>,
    pub updates: u64,
    pub visits: u64,
    /// True iff the learner converged.
    pub halted: bool,
    pub stop: &'static str,
    pub e_in: Errors,
    /// E_in^w of the answer, with `--weights` or `--cost`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub e_in_weighted: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub e_out: Option<Errors>,
    #[serde(flatten)]
    pub kernel: svm::KernelReport,
    pub notices: Vec<String>,
    /// Where the run's time went (`--timings` prints it to stderr; never in the JSON, which
    /// replays bit for bit).
    #[serde(skip)]
    pub timings: Timings,
}

fn load(path: &Path, notices: &mut Vec<String>) -> Result<Dataset, Failure> {
    load_with(path, read::LabelColumn::Binary, notices)
}

/// Reads a file with `column` as its label column; the reader's notices go to `notices`, each
/// naming the file.
fn load_with(
    path: &Path,
    column: read::LabelColumn,
    notices: &mut Vec<String>,
) -> Result<Dataset, Failure> {
    load_file(path, column, notices).map(|loaded| loaded.data)
}

/// [`load_with`], keeping all that was read (the classes, the names).
fn load_file(
    path: &Path,
    column: read::LabelColumn,
    notices: &mut Vec<String>,
) -> Result<read::Loaded, Failure> {
    let mut loaded =
        read::read_path_with(path, column).map_err(|e| Failure::input(e.to_string()))?;
    let name = path.display().to_string();
    notices.extend(
        loaded
            .notices
            .drain(..)
            .map(|n| t!("core-cli-in-file", file = &name, message = n)),
    );
    Ok(loaded)
}

/// Runs `linlab train`: reads, learns to the end, and reports.
pub fn train(args: &TrainArgs) -> Result<TrainReport, Failure> {
    let started = Instant::now();
    let mut notices = Vec::new();
    let data = load(&args.data, &mut notices)?;
    let test = match &args.test {
        Some(path) => {
            let test = load(path, &mut notices)?;
            if test.dim() != data.dim() {
                return Err(Failure::input(t!(
                    "core-cli-dimensions-differ",
                    test = path.display().to_string(),
                    test_d = test.dim().to_string(),
                    data = args.data.display().to_string(),
                    data_d = data.dim().to_string()
                )));
            }
            Some(test)
        }
        None => None,
    };
    let probe = args.svm.probe_points(data.dim(), &mut notices)?;
    // Every file in Z when a transform is given: the learner, E_in, E_out and s(probe) see z.
    let x_dim = data.dim();
    let data = args.transform.apply(data, &args.data)?;
    let test = args.transform.apply_if(test, args.test.as_deref())?;
    let probe = args.transform.apply_if(probe, args.svm.probe.as_deref())?;
    let read = started.elapsed().as_secs_f64();
    let settings = args.settings(data.len())?;
    let mut learner = settings.build(&data).map_err(|e| {
        Failure::input(t!(
            "core-cli-in-file",
            file = args.data.display().to_string(),
            message = e.to_string()
        ))
    })?;
    learner.run(&data, u64::MAX);
    let learnt = started.elapsed().as_secs_f64();
    let mut report = report(
        &settings,
        learner.as_ref(),
        &data,
        test.as_ref(),
        probe.as_ref(),
        notices,
    );
    // d is the file's, the dimension of X; `features` says Z's.
    report.run.d = x_dim;
    report.transform = args.transform.report(x_dim);
    report.timings = Timings::since(started, read, learnt);
    Ok(report)
}

fn report(
    settings: &Settings,
    learner: &dyn Learner,
    data: &Dataset,
    test: Option<&Dataset>,
    probe: Option<&Dataset>,
    notices: Vec<String>,
) -> TrainReport {
    // The answer g as a model: its line, or for the voted perceptron (whose vote is not a
    // line) the line nearest its vote, w̄.
    let model = learner.model();
    let answer = model
        .linear_weights()
        .unwrap_or_else(|| learner.answer())
        .to_vec();
    let counters = learner.counters();
    let stop = learner.stopped().unwrap_or(Stop::Budget);
    TrainReport {
        run: RunHeader::new(settings, data.len(), data.dim()),
        // The SVM's training margins come from SMO's gradient: N values instead of
        // N·(support vectors) kernel evaluations.
        e_in: match learner.smo() {
            Some(smo) if smo.alpha().len() == data.len() => Errors::of_margins(&smo.margins()),
            _ => Errors::of_model(data, &model),
        },
        e_in_weighted: weights::e_in_weighted(settings, data, &answer),
        e_out: test.map(|t| Errors::of_model(t, &model)),
        kernel: svm::KernelReport::of(learner, &model, data, probe),
        transform: transform::TransformReport::default(),
        weights: answer,
        last_weights: learner.weights().to_vec(),
        updates: counters.updates,
        visits: counters.visits,
        halted: stop == Stop::Converged,
        stop: stop.id(),
        notices,
        timings: Timings::default(),
    }
}

/// The entry point of the binary.
pub fn main() -> ExitCode {
    // The language `--lang` asks for (the help is written in it), else the system's.
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    crate::i18n::set_language(help::language_in_args(&args).unwrap_or_else(Language::of_system));
    // The words of the help are looked up only when something is to be shown (the help, the
    // version, a mistake): reading the catalogues would cost a run a few milliseconds.
    let matches = match Cli::command().try_get_matches_from(&args) {
        Ok(matches) => matches,
        Err(_) => help::localized(Cli::command()).get_matches_from(args),
    };
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    match cli.subcommand {
        Some(Subcommand::Train(args)) if args.multiclass.method.is_some() => {
            let report = train_multiclass(&args);
            timings::print(args.timings, report.as_ref().map(|r| r.timings));
            print_report(
                report,
                args.json,
                |r| &r.notices,
                |r| multiclass::summary(&args, r),
            )
        }
        Some(Subcommand::Train(args)) => {
            let report = train(&args);
            timings::print(args.timings, report.as_ref().map(|r| r.timings));
            print_report(report, args.json, |r| &r.notices, |r| summary(&args, r))
        }
        Some(Subcommand::Cluster(args)) => print_report(
            cluster(&args),
            args.json,
            |r| &r.notices,
            |r| cluster_summary(&args, r),
        ),
        Some(Subcommand::Pca(args)) => print_report(
            pca(&args),
            args.json,
            |r| &r.notices,
            |r| pca_summary(&args, r),
        ),
        Some(Subcommand::Surface(args)) => {
            let report = surface(&args);
            match (&report, args.csv) {
                (Ok(report), true) => {
                    for notice in &report.notices {
                        eprintln!("{}", t!("core-cli-note", notice = notice));
                    }
                    out!("{}", surface::csv(report));
                    ExitCode::SUCCESS
                }
                _ => print_report(
                    report,
                    args.json,
                    |r| &r.notices,
                    |r| surface::summary(&args, r),
                ),
            }
        }
        Some(Subcommand::Script(args)) => script::run(&args),
        Some(Subcommand::Class(args)) => class::run(&args, cli.lang),
        Some(Subcommand::Dichotomies(args)) => vc::run_dichotomies(&args),
        Some(Subcommand::VcBound(args)) => vc::run_vc_bound(&args),
        Some(Subcommand::Hoeffding(args)) => bins::run_hoeffding(&args),
        Some(Subcommand::Coins(args)) => bins::run_coins(&args),
        Some(Subcommand::Validate(args)) => validate::run(&args),
        Some(Subcommand::Overfit(args)) => overfit::run(&args),
        Some(Subcommand::BestLambda(args)) => best_lambda::run(&args),
        None => open_window(cli.lang, Vec::new()),
    }
}

/// Prints a command's notices (to stderr) and its report, as JSON or as a summary; or its
/// failure, with the failure's exit code.
fn print_report<R: Serialize>(
    result: Result<R, Failure>,
    json: bool,
    notices: impl Fn(&R) -> &[String],
    summary: impl Fn(&R) -> String,
) -> ExitCode {
    let report = match result {
        Ok(report) => report,
        Err(failure) => {
            eprintln!("{}", t!("core-cli-error", message = &failure.message));
            return ExitCode::from(failure.code);
        }
    };
    for notice in notices(&report) {
        eprintln!("{}", t!("core-cli-note", notice = notice));
    }
    if json {
        match serde_json::to_string_pretty(&report) {
            Ok(json) => outln!("{json}"),
            Err(e) => {
                let message = t!("core-cli-json-failed", problem = e.to_string());
                eprintln!("{}", t!("core-cli-error", message = message));
                return ExitCode::FAILURE;
            }
        }
    } else {
        out!("{}", summary(&report));
    }
    ExitCode::SUCCESS
}

/// Opens the window, which applies `first` before its first frame.
#[cfg(feature = "gui")]
fn open_window(language: Option<Language>, first: Vec<crate::app::Command>) -> ExitCode {
    match crate::app::run(language, first) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            let message = t!("core-cli-window-failed", problem = e.to_string());
            eprintln!("{}", t!("core-cli-error", message = message));
            ExitCode::FAILURE
        }
    }
}

#[cfg(not(feature = "gui"))]
fn open_window(_language: Option<Language>, _first: Vec<()>) -> ExitCode {
    use clap::CommandFactory as _;
    let _ = Cli::command().print_help();
    outln!("\n{}", t!("core-cli-no-window"));
    ExitCode::SUCCESS
}

/// Prints a command's text (CSV, most often) or says why there is none: the entry point of the
/// commands whose answer is one text.
pub(crate) fn print_text(result: Result<String, Failure>) -> ExitCode {
    match result {
        Ok(text) => {
            out!("{text}");
            ExitCode::SUCCESS
        }
        Err(failure) => {
            eprintln!("{}", t!("core-cli-error", message = &failure.message));
            ExitCode::from(failure.code)
        }
    }
}

/// Writes `text` to standard output for [`out!`]: a closed pipe ends the process quietly (status
/// 141), any other failure with its reason (status 1).
pub(crate) fn write_out(text: std::fmt::Arguments<'_>) {
    use std::io::Write as _;
    if let Err(error) = std::io::stdout().lock().write_fmt(text) {
        if error.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(141);
        }
        eprintln!("{}", t!("core-cli-error", message = error.to_string()));
        std::process::exit(1);
    }
}
