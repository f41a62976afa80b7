//! `linlab train`'s kernel and SVM options (`--kernel`, `--c`/`--hard-margin`, `--gamma`/
//! `--sigma2`, `--degree`, `--coef0`, `--tol`), the probe points of `--probe`, and the JSON
//! keys they add: the dual solution (αₙyₙ, b, the support, D(α), the KKT gap) and s(x) on the
//! probe points.

use std::path::{Path, PathBuf};

use clap::Args;
use serde::Serialize;

use super::Failure;
use crate::data::Dataset;
use crate::learn::{Algorithm, Learner};
use crate::model::Model;
use crate::number;
use crate::read::{self, LabelColumn};
use crate::svm::{KernelKind, SvmSettings};
use crate::t;

#[derive(Debug, Args)]
pub struct SvmArgs {
    #[arg(long, value_enum)]
    pub kernel: Option<KernelKind>,
    #[arg(
        long = "c",
        value_name = "C",
        conflicts_with = "hard_margin",
        allow_negative_numbers = true
    )]
    pub c: Option<f64>,
    #[arg(long)]
    pub hard_margin: bool,
    #[arg(
        long,
        value_name = "G",
        conflicts_with = "sigma2",
        allow_negative_numbers = true
    )]
    pub gamma: Option<f64>,
    #[arg(long, value_name = "S", allow_negative_numbers = true)]
    pub sigma2: Option<f64>,
    #[arg(long, value_name = "D")]
    pub degree: Option<u32>,
    #[arg(long, value_name = "R", allow_negative_numbers = true)]
    pub coef0: Option<f64>,
    #[arg(long, value_name = "T", allow_negative_numbers = true)]
    pub tol: Option<f64>,
    #[arg(long, value_name = "FILE")]
    pub probe: Option<PathBuf>,
}

impl SvmArgs {
    /// The kernel settings the flags give, refusing flags the algorithm does not use.
    pub(super) fn settings(&self, algorithm: Algorithm) -> Result<SvmSettings, Failure> {
        let unused = |flag: &str, used: bool| {
            if used {
                Ok(())
            } else {
                Err(Failure::usage(t!(
                    "core-cli-flag-unused",
                    flag = flag,
                    algo = algorithm.id()
                )))
            }
        };
        let kernel_flags = [
            ("--kernel", self.kernel.is_some()),
            ("--gamma", self.gamma.is_some()),
            ("--sigma2", self.sigma2.is_some()),
            ("--degree", self.degree.is_some()),
            ("--coef0", self.coef0.is_some()),
        ];
        for (flag, given) in kernel_flags {
            if given {
                unused(flag, algorithm.uses_kernel())?;
            }
        }
        for (flag, given) in [
            ("--c", self.c.is_some()),
            ("--hard-margin", self.hard_margin),
        ] {
            if given {
                unused(flag, algorithm.uses_penalty())?;
            }
        }
        if self.tol.is_some() {
            unused("--tol", algorithm.uses_tolerance())?;
        }
        let mut svm = SvmSettings {
            kernel: self.kernel.unwrap_or_default(),
            hard_margin: self.hard_margin,
            ..SvmSettings::default()
        };
        svm.c = self.c.unwrap_or(svm.c);
        svm.tol = self.tol.unwrap_or(svm.tol);
        svm.degree = self.degree.unwrap_or(svm.degree);
        svm.coef0 = self.coef0.unwrap_or(svm.coef0);
        match svm.kernel {
            KernelKind::Gaussian => {
                if let Some(gamma) = self.gamma {
                    svm.sigma2 = 1.0 / (2.0 * gamma);
                }
                svm.sigma2 = self.sigma2.unwrap_or(svm.sigma2);
            }
            KernelKind::Polynomial => svm.gamma = self.gamma.unwrap_or(svm.gamma),
            KernelKind::Linear => {}
        }
        if svm.kernel != KernelKind::Gaussian && self.sigma2.is_some() {
            unused("--sigma2", false)?;
        }
        if svm.kernel == KernelKind::Linear && self.gamma.is_some() {
            unused("--gamma", false)?;
        }
        Ok(svm)
    }

    /// The probe points, each of d features (a file of d + 1 columns has its last read as labels
    /// and set aside).
    pub(super) fn probe_points(
        &self,
        dim: usize,
        notices: &mut Vec<String>,
    ) -> Result<Option<Dataset>, Failure> {
        let Some(path) = &self.probe else {
            return Ok(None);
        };
        if let Ok(loaded) = read::read_path_with(path, LabelColumn::Absent)
            && loaded.data.dim() == dim
        {
            notices.extend(loaded.notices.into_iter().map(|n| in_file(path, n)));
            return Ok(Some(loaded.data));
        }
        let probe = super::load_with(path, LabelColumn::Ignored, notices)?;
        if probe.dim() != dim {
            return Err(Failure::input(t!(
                "core-cli-probe-dimension",
                probe = path.display().to_string(),
                probe_d = probe.dim().to_string(),
                d = dim.to_string()
            )));
        }
        Ok(Some(probe))
    }
}

fn in_file(path: &Path, message: String) -> String {
    t!(
        "core-cli-in-file",
        file = path.display().to_string(),
        message = message
    )
}

/// The JSON keys of a kernel learner's answer and of `--probe`; each is left out when it does
/// not apply.
#[derive(Debug, Default, Serialize)]
pub struct KernelReport {
    /// αₙ·yₙ for every training row (the SVM; the kernel perceptron's mistake counts times yₙ).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub alpha_y: Option<Vec<f64>>,
    /// b in s(x) = Σαₙyₙ K(xₙ, x) + b.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub intercept: Option<f64>,
    /// The 0-based rows with αₙ > 0.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub support: Option<Vec<usize>>,
    /// D(α) (the SVM).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub dual_objective: Option<f64>,
    /// P(w, b) of the answer (the SVM), ≥ `dual_objective`: for the hard margin that of the
    /// feasible rescaling (w, b)/minₙ yₙsₙ; absent while w is not feasible.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub primal_objective: Option<f64>,
    /// The largest KKT violation m(α) − M(α) at the end (the SVM).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub kkt_gap: Option<f64>,
    /// Why SMO stalled above the tolerance (`rounds-to-nothing`, `dual-stops-rising`,
    /// `gap-stops-falling`), and over how many steps it saw no progress.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stall: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stall_steps: Option<u64>,
    /// s(x) of the answer on every `--probe` row.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision_probe: Option<Vec<f64>>,
}

impl KernelReport {
    pub(super) fn of(
        learner: &dyn Learner,
        model: &Model,
        data: &Dataset,
        probe: Option<&Dataset>,
    ) -> Self {
        let mut report = Self {
            decision_probe: probe.map(|p| {
                (0..p.len())
                    .map(|n| model.score(&p.features(n).collect::<Vec<_>>()))
                    .collect()
            }),
            ..Self::default()
        };
        if let Some(smo) = learner.smo() {
            report.alpha_y = Some(smo.alpha_y());
            report.intercept = Some(smo.b());
            report.support = Some(smo.support());
            report.dual_objective = Some(smo.dual_objective());
            report.primal_objective = smo.primal_objective();
            report.kkt_gap = Some(smo.kkt_gap());
            report.stall = smo.stalled().map(|s| s.id());
            report.stall_steps = smo.stalled().map(|s| s.steps());
        } else if let (Some(dual), Model::Kernel(expansion)) = (learner.dual(), model) {
            // The kernel perceptron: mistake counts in a kernel expansion.
            let alphas = dual.alphas();
            report.alpha_y = Some(
                alphas
                    .clone()
                    .zip(data.labels())
                    .map(|(a, y)| f64::from(a) * y)
                    .collect(),
            );
            report.intercept = Some(expansion.b);
            let support = alphas.enumerate().filter(|&(_, a)| a > 0).map(|(n, _)| n);
            report.support = Some(support.collect());
        }
        report
    }

    /// The summary's line for the SVM, if any.
    pub(super) fn summary_line(&self) -> Option<String> {
        let (support, b, dual, gap) = (
            self.support.as_ref()?,
            self.intercept?,
            self.dual_objective?,
            self.kkt_gap?,
        );
        let primal = self.primal_objective.map_or_else(
            || t!("core-cli-primal-infeasible").to_owned(),
            |p| number::fixed(p, 6),
        );
        Some(t!(
            "core-cli-summary-svm",
            support = support.len().to_string(),
            b = number::fixed(b, 6),
            dual = number::fixed(dual, 6),
            primal = primal,
            gap = number::sci(gap, 2)
        ))
    }
}
