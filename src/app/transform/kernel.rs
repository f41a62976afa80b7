//! The kernel link: beside Φ's explicit line in Z, the SVM with a kernel on X itself — the
//! polynomial (1 + xᵀx′)^Q of Φ's degree, whose features are Φ_Q's monomials up to constant
//! factors, or the Gaussian, whose Z has no end — trained by SMO to the end, its boundary drawn
//! dashed on the plane of X, and the share of the plane shown where the two boundaries put a
//! point on the same side.

use egui::{Color32, Painter};

use crate::app::drawing::geometry::ScreenFromPlot;
use crate::app::plane::level_field::{Expansion, LevelField};
use crate::app::prefs::KernelBeside;
use crate::data::Dataset;
use crate::learn::{self, Algorithm, Budget, Stop};
use crate::model::{Kernel, Model};
use crate::svm::KernelKind;
use crate::t;

/// The most points the kernel SVM is trained on here (SMO keeps an N × N kernel).
pub const MOST_POINTS: usize = 2_000;
/// The SVM's penalty: a soft margin that is nearly hard, so that on separable points it is the
/// widest margin, and on others it still ends.
const PENALTY: f64 = 100.0;
/// The Gaussian kernel's σ².
pub const GAUSSIAN_SIGMA2: f64 = 0.5;
/// SMO's pairs at most.
const MOST_PAIRS: u64 = 200_000;

/// The trained expansion and its grid, kept while the points and the kernel stay the same.
#[derive(Default)]
pub struct KernelView {
    key: Option<(u64, KernelBeside, u32)>,
    trained: Option<Result<Trained, String>>,
    field: LevelField,
    /// Bumped at each training, for the field.
    version: u64,
}

/// An SVM trained on X.
struct Trained {
    kernel: Kernel,
    points: Vec<f64>,
    alpha_y: Vec<f64>,
    b: f64,
    /// Its training errors (0/1) and support vectors.
    mistakes: usize,
    support: usize,
    stop: Option<Stop>,
}

impl KernelView {
    /// Trains the SVM of `choice` (degree `degree` for the polynomial) on the points `x_data` if
    /// they or the choice changed.
    pub fn follow(&mut self, x_data: &Dataset, choice: KernelBeside, degree: u32) {
        let key = (x_data.id(), choice, degree);
        if self.key == Some(key) {
            return;
        }
        self.key = Some(key);
        self.version += 1;
        self.trained = match choice {
            KernelBeside::Off => None,
            _ => Some(train(x_data, choice, degree)),
        };
    }

    /// What to say under the planes: the kernel, its errors and support vectors, and how much
    /// of the plane shown the two boundaries agree on (`line_values`: wᵀΦ(x) at the same
    /// grid's nodes, when drawn).
    pub fn summary(&self, line_values: Option<&[f64]>) -> Option<String> {
        let trained = match self.trained.as_ref()? {
            Ok(trained) => trained,
            Err(why) => return Some(why.clone()),
        };
        let kernel = match trained.kernel {
            Kernel::Gaussian { .. } => t!(
                "transform-kernel-gaussian-name",
                sigma2 = crate::number::shortest(GAUSSIAN_SIGMA2)
            ),
            Kernel::Polynomial { degree, .. } => {
                t!(
                    "transform-kernel-poly-name",
                    q = crate::number::superscript(degree)
                )
            }
            Kernel::Linear => String::new(),
        };
        let agreement = line_values
            .and_then(|line| agreement(line, self.field.values()))
            .map(|share| crate::number::fixed(100.0 * share, 1));
        let stopped_short = trained.stop != Some(Stop::Converged);
        let summary: String = t!(
            "transform-kernel-summary",
            kernel = kernel,
            mistakes = trained.mistakes.to_string(),
            support = trained.support.to_string(),
            short = if stopped_short { "yes" } else { "no" },
            agreement = agreement.unwrap_or_else(|| "none".to_owned())
        );
        Some(summary)
    }

    /// Its boundary, dashed in `ink`, on the plane shown at `rect` by `t`.
    pub fn paint(&mut self, painter: &Painter, t: &ScreenFromPlot, ink: Color32, width: f32) {
        let Some(Ok(trained)) = &self.trained else {
            return;
        };
        self.field.update(
            &Expansion {
                kernel: trained.kernel,
                points: &trained.points,
                alpha_y: &trained.alpha_y,
                b: trained.b,
                data_id: self.version,
            },
            t,
            painter.clip_rect(),
        );
        self.field.paint_dashed(painter, ink, width);
    }
}

/// The share of the grid's nodes where both scores have the same sign (nodes where either is
/// 0 or not finite left out); none on two grids that differ.
fn agreement(a: &[f64], b: &[f64]) -> Option<f64> {
    if a.len() != b.len() || a.is_empty() {
        return None;
    }
    let (mut same, mut counted) = (0usize, 0usize);
    for (x, y) in a.iter().zip(b) {
        if x.is_finite() && y.is_finite() && *x != 0.0 && *y != 0.0 {
            counted += 1;
            same += usize::from((*x > 0.0) == (*y > 0.0));
        }
    }
    (counted > 0).then(|| same as f64 / counted as f64)
}

/// SMO to the end on the points in X.
fn train(x_data: &Dataset, choice: KernelBeside, degree: u32) -> Result<Trained, String> {
    if x_data.len() > MOST_POINTS {
        return Err(t!(
            "transform-kernel-too-many",
            n = x_data.len().to_string(),
            most = MOST_POINTS.to_string()
        ));
    }
    x_data.check_learnable().map_err(|e| e.to_string())?;
    let mut settings = learn::Settings::new(Algorithm::Svm);
    settings.svm.kernel = match choice {
        KernelBeside::Gaussian => KernelKind::Gaussian,
        _ => KernelKind::Polynomial,
    };
    settings.svm.degree = degree.max(1);
    settings.svm.gamma = 1.0;
    settings.svm.coef0 = 1.0;
    settings.svm.sigma2 = GAUSSIAN_SIGMA2;
    settings.svm.c = PENALTY;
    settings.budget = Budget {
        max_updates: Some(MOST_PAIRS),
        max_visits: None,
    };
    let mut learner = settings.build(x_data).map_err(|e| e.to_string())?;
    learner.run(x_data, MOST_PAIRS);
    let Model::Kernel(expansion) = learner.model() else {
        return Err(t!("controls-no-learner").to_owned());
    };
    let mistakes = (0..x_data.len())
        .filter(|&n| {
            let x: Vec<f64> = x_data.features(n).collect();
            expansion.score(&x) * x_data.label(n) <= 0.0
        })
        .count();
    Ok(Trained {
        kernel: expansion.kernel,
        support: expansion.alpha_y.len(),
        points: expansion.support,
        alpha_y: expansion.alpha_y,
        b: expansion.b,
        mistakes,
        stop: learner.stopped(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agreement_counts_the_nodes_on_the_same_side() {
        assert_eq!(
            agreement(&[1.0, -1.0, 2.0, 0.0], &[3.0, 1.0, 1.0, 5.0]),
            Some(2.0 / 3.0)
        );
        assert_eq!(agreement(&[1.0], &[1.0, 2.0]), None);
    }

    #[test]
    fn the_quadratic_kernel_separates_the_ring_as_the_circle_does() {
        let mut features = Vec::new();
        let mut labels = Vec::new();
        for k in 0..24 {
            let angle = f64::from(k) * std::f64::consts::TAU / 24.0;
            let (radius, y) = if k % 2 == 0 { (0.4, 1.0) } else { (1.2, -1.0) };
            features.extend([radius * angle.cos(), radius * angle.sin()]);
            labels.push(y);
        }
        let data = Dataset::from_rows(2, &features, &labels).expect("a ring");
        let trained = train(&data, KernelBeside::Polynomial, 2).expect("trained");
        assert_eq!(trained.mistakes, 0);
        assert_eq!(trained.stop, Some(Stop::Converged));
    }
}
