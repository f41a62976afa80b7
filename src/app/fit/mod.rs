//! The Fit workspace (the course's lectures 13–15, "Hazard of Overfitting", "Regularization",
//! "Validation"): the window's points read as (x, y) = (x₁, x₂) on x ∈ [−1, 1], or N points
//! drawn from the lecture's Legendre target; the two fits g_Qa and g_Qb (the lecture's g₂ and
//! g₁₀) with weight decay λ, their E_in and E_out (exact while the points are the target's
//! draw, else unknown); a held-out D_val of K points with g⁻, E_val(g⁻), E_out(g⁻) and E_out(g);
//! V-fold cross-validation of one degree with each fold's g⁻ drawn faintly and Q chosen by E_cv;
//! points drawn from a part of [−1, 1] only (sampling bias); and the heat maps of the overfit
//! measure, the learning curves and the validation curve over K, averaged over many seeded runs
//! off the window's thread; lecture 14's picture in the plane of two weights, the L2 circle
//! or the L1 ball; and lecture 16's data snooping, measured when asked for. Or, switched to
//! classification, the points are labelled points of the plane and the fits are boundaries
//! g_Q = sign(wᵀΦ_Q(x)) on a noisy circle's labels ([`plane`]).

mod best_lambda;
mod cells;
mod controls;
mod fits;
mod heat;
mod held;
mod job;
mod lambdas;
mod over_k;
mod paint;
mod panel;
mod plane;
mod plane_controls;
mod plane_panel;
mod room;
mod snooping;
mod weights;

use glam::DVec2;

use crate::app::document::{Document, Label, Point};
use crate::app::prefs::{FitMode, FitPrefs};
use crate::lesson::fit::FitPart;

use fits::Draw;
pub use fits::Fits;
pub use job::Surveys;

/// What the fits were computed for: the points' identity, the settings and the draw.
type FitsKey = (u64, FitPrefs, Option<Draw>);

/// The workspace: the last draw from the target, the fits of the points, and the surveys.
#[derive(Default)]
pub struct FitRoom {
    /// The target the points were last drawn from, and those points.
    draw: Option<Draw>,
    /// The fits, and what they were computed for: the points' identity, the settings and the
    /// draw.
    fits: Option<(FitsKey, Fits)>,
    surveys: Surveys,
    /// Lecture 14's best λ against the noise, when the panel shows it.
    best_lambda: best_lambda::BestLambda,
    /// The second fit at the lecture's four λ, when the panel shows them.
    four_lambdas: Vec<lambdas::AtLambda>,
    /// The fits in classification.
    plane: plane::Plane,
    /// What the workspace fits, as last synced: the plane's axes and points depend on it.
    mode: FitMode,
    snooping: snooping::SnoopingMeasure,
}

impl FitRoom {
    /// Computes the fits again if the points, the settings or the draw changed. Points that
    /// are the settings' draw (a lesson's or a lecture scene's, opened) are known as that draw,
    /// so that their E_out is exact.
    fn follow(&mut self, doc: &Document, prefs: &FitPrefs) {
        self.mode = prefs.mode;
        if prefs.mode == FitMode::Classification {
            self.plane.follow(doc, prefs);
            return;
        }
        let key = (doc.data().id(), prefs.clone(), self.draw.clone());
        if self.fits.as_ref().is_some_and(|(k, _)| *k == key) {
            return;
        }
        let positions: Vec<DVec2> = doc.points().iter().map(|p| p.x).collect();
        if self.draw.as_ref().is_none_or(|d| d.points != positions) {
            let draw = Draw::of(FitPart::from(prefs).draw());
            if draw.points == positions {
                self.draw = Some(draw);
            }
        }
        let fits = Fits::of(&positions, prefs, self.draw.as_ref());
        // The four λ's fits with the others, once per change, not once per frame.
        self.four_lambdas = if prefs.four_lambdas {
            lambdas::at_lambdas(&fits)
        } else {
            Vec::new()
        };
        let key = (doc.data().id(), prefs.clone(), self.draw.clone());
        self.fits = Some((key, fits));
    }

    /// N points drawn from a new target of the settings (its Q_f, σ² and seed), kept as the
    /// draw whose E_out is exact.
    fn draw_from_target(&mut self, prefs: &FitPrefs) -> Vec<Point> {
        if prefs.mode == FitMode::Classification {
            return plane::drawn_points(prefs);
        }
        let draw = Draw::of(FitPart::from(prefs).draw());
        let points = draw.points.clone();
        self.draw = Some(draw);
        points
            .into_iter()
            .map(|x| Point {
                x,
                label: Label::Positive,
                class: None,
            })
            .collect()
    }

    /// The fits of the points as last computed.
    pub fn fits(&self) -> Option<&Fits> {
        self.fits.as_ref().map(|(_, fits)| fits)
    }

    /// The fits in classification as last computed.
    pub fn plane_fits(&self) -> Option<&plane::PlaneFits> {
        self.plane.fits()
    }

    /// Whether the workspace classifies in the plane.
    fn classifies(&self) -> bool {
        self.mode == FitMode::Classification
    }

    /// The heat maps and learning curves: the one under way and the last computed.
    pub fn surveys(&self) -> &Surveys {
        &self.surveys
    }

    /// Lecture 14's best λ against the noise, as far as computed (none before it is shown).
    pub fn best_lambda_curves(&self) -> Option<&crate::fit::LambdaCurves> {
        self.best_lambda.curves()
    }
}
