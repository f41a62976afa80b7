//! The Classify workspace's views: the learner's controls (and the kernel learners'), what the
//! window shows of a kernel learner, the loss panel, the update geometry, separability and
//! convergence, and the theory panel; and [`Classify`], the workspace's own state.

pub(super) mod controls;
pub(super) mod convergence;
pub(super) mod loss_view;
pub(super) mod svm_controls;
pub(super) mod svm_view;
pub(super) mod theory_panel;
pub(super) mod update_view;
pub(super) mod weight_view;

use crate::app::plane::PlaneState;
use crate::app::plane::theory_layer::PlaneExtras;
use crate::app::run::Run;
use crate::app::run::compare::Lockstep;
use crate::app::run::replay::ReplayJob;

/// The Classify workspace's state: the learners' runs on the points and what the window keeps
/// of them between frames.
pub(in crate::app) struct Classify {
    /// The first run, and the one compared with it when comparing.
    pub runs: Vec<Run>,
    /// The pair of t's after each lock-step of a comparison.
    pub lockstep: Lockstep,
    /// The second plane of the split view, its pan and zoom linked to the first.
    pub plane_b: PlaneState,
    /// The hovered point reported by the loss panel last frame.
    pub hovered_from_losses: Option<usize>,
    /// Separability of the points with that identity.
    pub separability: Option<(u64, crate::theory::Separability)>,
    pub plane_extras: PlaneExtras,
    /// A lesson's runs being replayed in the background.
    pub replay: Option<ReplayJob>,
    /// The weight-space view's surface.
    pub weight_view: weight_view::WeightView,
    /// The kernel learners' level field and objectives.
    pub svm: svm_view::SvmView,
    /// The same for the compared run.
    pub svm_b: svm_view::SvmView,
}

impl Classify {
    /// The workspace with `runs` (one, or two compared).
    pub fn new(runs: Vec<Run>) -> Self {
        Self {
            runs,
            lockstep: Lockstep::default(),
            plane_b: PlaneState::second(),
            hovered_from_losses: None,
            separability: None,
            plane_extras: PlaneExtras::default(),
            replay: None,
            weight_view: weight_view::WeightView::default(),
            svm: svm_view::SvmView::default(),
            svm_b: svm_view::SvmView::default(),
        }
    }
}
