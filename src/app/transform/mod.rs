//! The Transform workspace (the course's lecture 12, "Nonlinear Transformation"): each point x
//! becomes z = Φ(x), every learner of Classify runs on the z's one update at a time with its
//! panels (the status, the timeline, the losses, E_in over t), and its line wᵀz = 0 in Z is
//! drawn as the curve wᵀΦ(x) = 0 on the plane of X, the +1 side shaded. Where Z is a plane
//! (the circle transform, a pair of features) it is drawn beside X with the same points and
//! the same w as a line; the point hovered in one is marked in the other. Its panel lists w
//! by the features' names and the price of Φ: d̃, d_vc ≤ d̃ + 1 and the VC bound at this N, and
//! E_in of the nested H₀ ⊂ H₁ ⊂ … ⊂ H_Q on the points.

pub(in crate::app) mod curve;
mod kernel;
mod layout;
mod picker;
mod price;
mod room;

use crate::app::classify::Classify;
use crate::app::classify::run::Run;
use crate::app::document::{Document, Point};
use crate::app::plane::PlaneState;
use crate::app::prefs::TransformPrefs;
use crate::app::shell::runner::Runner;
use crate::data::Dataset;
use crate::transform::{Monomial, Transform};

/// The points in Z, kept while the window's points and Φ stay the same.
struct InZ {
    /// The identity of the window's points and the Φ they were sent through.
    key: Option<(u64, Transform)>,
    /// Φ's features after the constant, in w's order.
    terms: Vec<Monomial>,
    /// The z's with their labels (no points when Φ failed on one).
    data: Dataset,
    /// Why Φ could not be applied (a feature too large for a float), if it could not.
    error: Option<String>,
    /// (z₁, z₂) of each point with its label, when Z is a plane.
    plane_points: Option<Vec<Point>>,
}

impl Default for InZ {
    fn default() -> Self {
        Self {
            key: None,
            terms: Vec::new(),
            data: Dataset::new(2),
            error: None,
            plane_points: None,
        }
    }
}

/// What changed of the points in Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Change {
    Nothing,
    /// The points, in the same Z: the learners keep w.
    Points,
    /// Φ or Z's dimension: w no longer fits.
    Space,
}

impl InZ {
    /// Sends the points of `doc` through `phi` if they or Φ changed, and says what changed.
    fn follow(&mut self, doc: &Document, phi: &Transform) -> Change {
        let x_data = doc.data();
        if self
            .key
            .as_ref()
            .is_some_and(|(id, p)| *id == x_data.id() && p == phi)
        {
            return Change::Nothing;
        }
        let old_dim = self.data.dim();
        let old_phi = self.key.as_ref().map(|(_, p)| p.clone());
        self.terms = phi.terms(x_data.dim());
        let z_dim = self.terms.len().max(1);
        match phi.apply(x_data) {
            Ok(z) => {
                self.data = z;
                self.error = None;
            }
            Err(error) => {
                self.data = Dataset::new(z_dim);
                self.error = Some(error.to_string());
            }
        }
        self.plane_points = (self.data.dim() == 2).then(|| {
            (0..self.data.len())
                .map(|n| Point {
                    x: glam::DVec2::new(self.data.feature(n, 1), self.data.feature(n, 2)),
                    label: doc.points()[n].label,
                    class: None,
                })
                .collect()
        });
        self.key = Some((x_data.id(), phi.clone()));
        if old_dim != self.data.dim() || old_phi.as_ref() != Some(phi) {
            Change::Space
        } else {
            Change::Points
        }
    }
}

/// The workspace: the learners in Z, the points sent there, the curve on X's plane and the
/// plane of Z.
pub struct TransformRoom {
    learners: Classify,
    z: InZ,
    curve: curve::Curve,
    /// The plane of Z (its points are the z's; clicks there place nothing).
    z_plane: PlaneState,
    /// E_in of each H_q on the points, kept while they and Φ stay the same.
    nested: price::Nested,
    /// The kernel SVM on X drawn beside the curve.
    kernel: kernel::KernelView,
    /// What the right-hand panel shows at the desk.
    section: layout::Section,
    /// The point hovered on the plane of X last frame, marked on Z's; and the one hovered on
    /// Z's, marked on X's.
    hovered_in_x: Option<usize>,
    hovered_in_z: Option<usize>,
    /// The points were replaced whole since Z last followed them.
    replaced: bool,
    /// Z's plane was drawn this frame (beside X's, or in its place on a phone's tab).
    z_drawn: bool,
    /// On a window too narrow for two planes: Z's shown in X's place.
    z_alone: bool,
}

impl TransformRoom {
    /// The learners on the points in Z as they are now, with `prefs`' settings.
    fn learners_on(z: &Dataset, prefs: &TransformPrefs) -> Classify {
        let settings = &prefs.learners;
        let runs = std::iter::once(&settings.learner)
            .chain(&settings.compare)
            .map(|learner| Run::new(learner.clone(), z))
            .collect();
        Classify::new(runs)
    }

    /// The points in Z up to date with the window's and Φ: an edit of the points rebinds the
    /// learners (w kept), points replaced whole start them again at t = 0 (as Classify's), and
    /// a new Z builds them anew.
    fn follow(&mut self, doc: &Document, prefs: &TransformPrefs, runner: &mut Runner) {
        match self.z.follow(doc, &prefs.phi) {
            Change::Nothing => {}
            Change::Points if self.replaced => self.learners.reset_runs(&self.z.data, runner),
            Change::Points => self.learners.after_edit(&self.z.data, runner),
            Change::Space => {
                runner.stop();
                self.learners = Self::learners_on(&self.z.data, prefs);
            }
        }
        self.replaced = false;
    }

    /// The learners, for tests and the window's reading of them.
    pub fn learners(&self) -> &Classify {
        &self.learners
    }

    /// What a screen reader hears of the plane of Z (its title, axes and points), as last drawn.
    pub fn z_figure(&self) -> &str {
        &self.z_plane.figure_summary
    }

    /// The points in Z as the learners see them.
    pub fn z_data(&self) -> &Dataset {
        &self.z.data
    }

    /// The w the curve is drawn from: the answer g of the first run (ŵ for pocket), in Z.
    fn drawn_w(&self) -> Option<Vec<f64>> {
        let learner = self.learners.primary().learner()?;
        let w = learner.answer();
        (w.len() == self.z.terms.len() + 1 && w.iter().all(|v| v.is_finite())).then(|| w.to_vec())
    }
}
