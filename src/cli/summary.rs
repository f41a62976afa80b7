//! The words of a `linlab train` run for a person (without `--json`): the learner and its
//! settings, how the run ended, w and the errors.

use std::fmt::Write as _;

use super::{TrainArgs, TrainReport, transform, weights};
use crate::learn::{Algorithm, Answer, Order, Update};
use crate::loss::Errors;
use crate::number;
use crate::t;

/// The learner and the settings it uses, as the summary's head names them: its visit order (when
/// it has one), η (when it takes one), the seed (when the order is random), the kernel, C and the
/// tolerance (the kernel learners).
fn learner_words(args: &TrainArgs, algorithm: Algorithm, r: &TrainReport) -> String {
    let mut parts = vec![r.run.algo.to_owned()];
    parts.extend(r.run.order.map(str::to_owned));
    if algorithm.uses_eta() {
        parts.push(t!("core-cli-summary-eta", eta = r.run.eta.to_string()));
    }
    if matches!(r.run.order, Some(o) if o != Order::Cyclic.id()) {
        parts.push(t!("core-cli-summary-seed", seed = r.run.seed.to_string()));
    }
    if (algorithm.uses_kernel() || algorithm.uses_penalty())
        && let Ok(svm) = args.svm.settings(algorithm)
    {
        if algorithm.uses_kernel() {
            parts.push(match svm.kernel {
                crate::svm::KernelKind::Linear => t!("core-cli-summary-kernel-linear").to_owned(),
                crate::svm::KernelKind::Gaussian => t!(
                    "core-cli-summary-kernel-gaussian",
                    sigma2 = svm.sigma2.to_string()
                ),
                crate::svm::KernelKind::Polynomial => t!(
                    "core-cli-summary-kernel-poly",
                    gamma = svm.gamma.to_string(),
                    coef0 = svm.coef0.to_string(),
                    degree = svm.degree.to_string()
                ),
            });
        }
        if algorithm.uses_penalty() {
            parts.push(if svm.hard_margin {
                t!("core-cli-summary-hard-margin").to_owned()
            } else {
                t!("core-cli-summary-penalty", c = svm.c.to_string())
            });
        }
        if algorithm.uses_tolerance() {
            parts.push(t!("core-cli-summary-tol", tol = svm.tol.to_string()));
        }
    }
    parts.join(t!("core-cli-list-separator"))
}

pub(super) fn format_weights(w: &[f64]) -> String {
    transform::format_named_weights(w, None)
}

fn format_errors(e: &Errors) -> String {
    t!(
        "core-cli-summary-errors",
        zero_one = number::fixed(e.zero_one, 6),
        squared = number::fixed(e.squared, 6),
        cross_entropy = number::fixed(e.cross_entropy, 6)
    )
}

/// The human summary of a run, in the interface's language (the learner and its order by
/// their ids, as the command line takes them).
pub fn summary(args: &TrainArgs, r: &TrainReport) -> String {
    let mut out = String::new();
    let algorithm = args.algo;
    let answer = algorithm.answer();
    let head = t!(
        "core-cli-summary-run",
        learner = learner_words(args, algorithm, r),
        file = args.data.display().to_string(),
        n = r.run.n.to_string(),
        d = r.run.d.to_string()
    );
    let _ = writeln!(out, "{head}");
    if let Some(line) = transform::summary_line(&r.transform) {
        let _ = writeln!(out, "{line}");
    }
    let updates = r.updates.to_string();
    let tol = number::sci(
        args.svm
            .tol
            .unwrap_or(crate::svm::SvmSettings::default().tol),
        0,
    );
    let update = algorithm.update();
    let what = match r.stop {
        "converged" if matches!(update, Update::Solve) => t!("core-cli-summary-solved").to_owned(),
        "converged" if matches!(update, Update::Pair) => t!(
            "core-cli-summary-converged-svm",
            updates = updates,
            gap = r
                .kernel
                .kkt_gap
                .map_or_else(|| "—".to_owned(), |g| number::sci(g, 2)),
            tol = &tol
        ),
        "converged" => t!("core-cli-summary-converged", updates = updates),
        "diverged" => t!("core-cli-summary-diverged", updates = updates),
        "stalled" => t!(
            "core-cli-summary-stalled",
            updates = updates,
            reason = r.kernel.stall.unwrap_or_default(),
            steps = r.kernel.stall_steps.unwrap_or_default().to_string(),
            gap = r
                .kernel
                .kkt_gap
                .map_or_else(|| "—".to_owned(), |g| number::sci(g, 2)),
            tol = &tol
        ),
        _ => t!("core-cli-summary-budget", updates = updates),
    };
    // SMO reads every point at every step and linear regression solves at once: their visits
    // say nothing.
    let line = if matches!(update, Update::Pair | Update::Solve) {
        what
    } else {
        t!(
            "core-cli-summary-visits",
            what = what,
            visits = r.visits.to_string()
        )
    };
    let _ = writeln!(out, "{line}");
    // A kernel expansion that is not a line has no w: it is said as what it is.
    let curved = algorithm.uses_kernel()
        && args
            .svm
            .kernel
            .is_some_and(|k| k != crate::svm::KernelKind::Linear);
    if curved {
        // The SVM's support and b follow on its own line.
        let expansion = match r.kernel.summary_line() {
            Some(_) => t!("core-cli-summary-expansion").to_owned(),
            None => t!(
                "core-cli-summary-expansion-points",
                support = r.kernel.support.as_ref().map_or(0, Vec::len),
                b = r
                    .kernel
                    .intercept
                    .map_or_else(|| "—".to_owned(), |b| number::fixed(b, 6))
            ),
        };
        let _ = writeln!(out, "{expansion}");
    } else {
        let label = match answer {
            Answer::Current => t!("core-cli-answer-w"),
            Answer::Pocket => t!("core-cli-answer-pocket"),
            Answer::Average => t!("core-cli-answer-averaged"),
            Answer::Vote => t!("core-cli-answer-voted"),
        };
        let weights = t!(
            "core-cli-summary-weights",
            label = label,
            weights = transform::format_named_weights(&r.weights, r.transform.features.as_deref())
        );
        let _ = writeln!(out, "{weights}");
    }
    if let Some(line) = r.kernel.summary_line() {
        let _ = writeln!(out, "{line}");
    }
    // Beside an answer that is not w_t (pocket's ŵ, w̄), w_t itself.
    if answer != Answer::Current && !curved {
        let last =
            transform::format_named_weights(&r.last_weights, r.transform.features.as_deref());
        let _ = writeln!(out, "w_t   = {last}");
    }
    let _ = writeln!(out, "E_in : {}", format_errors(&r.e_in));
    if let Some(e) = r.e_in_weighted {
        let _ = writeln!(out, "{}", weights::summary_line(e));
    }
    if let Some(e_out) = &r.e_out {
        let _ = writeln!(out, "E_out: {}", format_errors(e_out));
    }
    out
}
