//! Support vector machines (MATH.md, "Support vector machines"): the settings of the kernel
//! learners (kernel, C or hard margin, tolerance) and [`Smo`], the dual solver that the SVM
//! learner steps one pair at a time.

mod cache;
mod pair;
mod passes;
mod smo;
mod stall;
mod values;

use serde::{Deserialize, Serialize};

pub use pair::PairUpdate;
pub use smo::Smo;
pub use stall::Stall;

use crate::model::Kernel;

/// Which kernel, by name (its parameters live beside it in [`SvmSettings`]).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum KernelKind {
    /// K = xᵀx′.
    #[default]
    Linear,
    /// K = exp(−‖x − x′‖²/(2σ²)).
    Gaussian,
    /// K = (γ·xᵀx′ + c₀)^degree.
    #[value(name = "poly")]
    #[serde(rename = "poly")]
    Polynomial,
}

impl KernelKind {
    /// The name on the command line and in files.
    pub fn id(self) -> &'static str {
        match self {
            Self::Linear => "linear",
            Self::Gaussian => "gaussian",
            Self::Polynomial => "poly",
        }
    }
}

/// The largest polynomial degree linlab accepts.
pub const MAX_DEGREE: u32 = 20;

/// The settings of the SVM, hinge-loss SGD and kernel perceptron learners. Every kernel keeps
/// its own parameters, so switching kernels and back loses nothing.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct SvmSettings {
    pub kernel: KernelKind,
    /// The Gaussian kernel's σ² (γ = 1/(2σ²)).
    pub sigma2: f64,
    /// The polynomial kernel's γ.
    pub gamma: f64,
    /// The polynomial kernel's c₀.
    pub coef0: f64,
    /// The polynomial kernel's degree.
    pub degree: u32,
    /// The penalty C of the soft margin (ignored with `hard_margin`).
    pub c: f64,
    /// C = ∞: every point must be outside the margin.
    pub hard_margin: bool,
    /// SMO stops when the largest KKT violation m(α) − M(α) is at most this.
    pub tol: f64,
}

impl Default for SvmSettings {
    /// The linear kernel, C = 1 and libsvm's tolerance 10⁻³; σ² = ½ (γ = 1), polynomial
    /// (xᵀx′ + 1)³.
    fn default() -> Self {
        Self {
            kernel: KernelKind::Linear,
            sigma2: 0.5,
            gamma: 1.0,
            coef0: 1.0,
            degree: 3,
            c: 1.0,
            hard_margin: false,
            tol: 1e-3,
        }
    }
}

/// A setting of [`SvmSettings`] that is out of range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum SvmSettingError {
    /// C is not a positive finite number.
    C(f64),
    /// σ² is not a positive finite number.
    Sigma2(f64),
    /// The polynomial γ is not a positive finite number.
    Gamma(f64),
    /// The polynomial c₀ is not a finite number.
    Coef0(f64),
    /// The degree is not in 1 ..= [`MAX_DEGREE`].
    Degree(u32),
    /// The tolerance is not a positive finite number.
    Tol(f64),
}

fn positive_finite(value: f64) -> bool {
    value.is_finite() && value > 0.0
}

impl SvmSettings {
    /// The kernel these settings choose.
    pub fn kernel(&self) -> Kernel {
        match self.kernel {
            KernelKind::Linear => Kernel::Linear,
            KernelKind::Gaussian => Kernel::Gaussian {
                sigma2: self.sigma2,
            },
            KernelKind::Polynomial => Kernel::Polynomial {
                gamma: self.gamma,
                coef0: self.coef0,
                degree: self.degree,
            },
        }
    }

    /// C, or ∞ for the hard margin.
    pub fn penalty(&self) -> f64 {
        if self.hard_margin {
            f64::INFINITY
        } else {
            self.c
        }
    }

    /// Checks the chosen kernel's parameters.
    pub fn check_kernel(&self) -> Result<(), SvmSettingError> {
        match self.kernel {
            KernelKind::Linear => Ok(()),
            KernelKind::Gaussian if !positive_finite(self.sigma2) => {
                Err(SvmSettingError::Sigma2(self.sigma2))
            }
            KernelKind::Gaussian => Ok(()),
            KernelKind::Polynomial => {
                if !positive_finite(self.gamma) {
                    Err(SvmSettingError::Gamma(self.gamma))
                } else if !self.coef0.is_finite() {
                    Err(SvmSettingError::Coef0(self.coef0))
                } else if !(1..=MAX_DEGREE).contains(&self.degree) {
                    Err(SvmSettingError::Degree(self.degree))
                } else {
                    Ok(())
                }
            }
        }
    }

    /// Checks C (unless the margin is hard).
    pub fn check_penalty(&self) -> Result<(), SvmSettingError> {
        if self.hard_margin || positive_finite(self.c) {
            Ok(())
        } else {
            Err(SvmSettingError::C(self.c))
        }
    }

    /// Checks the tolerance.
    pub fn check_tol(&self) -> Result<(), SvmSettingError> {
        if positive_finite(self.tol) {
            Ok(())
        } else {
            Err(SvmSettingError::Tol(self.tol))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_choose_and_check_the_kernel() {
        let mut s = SvmSettings {
            kernel: KernelKind::Gaussian,
            sigma2: 2.0,
            ..SvmSettings::default()
        };
        assert_eq!(s.kernel(), Kernel::Gaussian { sigma2: 2.0 });
        assert_eq!(s.check_kernel(), Ok(()));
        s.sigma2 = 0.0;
        assert_eq!(s.check_kernel(), Err(SvmSettingError::Sigma2(0.0)));
        s.kernel = KernelKind::Polynomial;
        s.degree = 0;
        assert_eq!(s.check_kernel(), Err(SvmSettingError::Degree(0)));
        s.c = f64::INFINITY;
        assert_eq!(s.check_penalty(), Err(SvmSettingError::C(f64::INFINITY)));
        s.hard_margin = true;
        assert_eq!(s.check_penalty(), Ok(()));
        assert_eq!(s.penalty(), f64::INFINITY);
        s.tol = -1.0;
        assert_eq!(s.check_tol(), Err(SvmSettingError::Tol(-1.0)));
    }

    #[test]
    fn old_files_without_svm_settings_load_the_defaults() {
        let s: SvmSettings = serde_json::from_str(r#"{"c": 10.0}"#).expect("valid");
        assert_eq!(s.c, 10.0);
        assert_eq!(s.tol, 1e-3);
    }

    #[test]
    fn b_and_the_gap_are_numbers_without_points_and_with_one_class() {
        use crate::data::Dataset;
        for (c, xs, ys) in [
            (1.0, vec![], vec![]),
            (f64::INFINITY, vec![], vec![]),
            (1.0, vec![0.0, 1.0, 2.0, 3.0], vec![1.0, 1.0]),
            (f64::INFINITY, vec![0.0, 1.0, 2.0, 3.0], vec![-1.0, -1.0]),
        ] {
            let data = Dataset::from_rows(2, &xs, &ys).expect("valid");
            let smo = Smo::new(Kernel::Linear, c, 1e-3, &data);
            assert!(
                smo.b().is_finite(),
                "C = {c}, {} points: b = {}",
                ys.len(),
                smo.b()
            );
            assert_eq!(smo.kkt_gap(), 0.0, "no pair can move");
        }
    }
}
