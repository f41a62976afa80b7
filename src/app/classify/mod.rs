//! The Classify workspace's views: the learner's controls (and the kernel learners'), what the
//! window shows of a kernel learner, the loss panel, the update geometry, separability and
//! convergence, and the theory panel; and [`Classify`], the workspace's own state.

pub(super) mod controls;
pub(super) mod convergence;
pub(in crate::app) mod costs;
mod layout;
#[cfg(test)]
mod loss_bins_tests;
pub(in crate::app) mod narration;
pub(in crate::app) mod panels;
mod picture;
mod room;
pub(in crate::app) mod run;
pub(in crate::app) mod steps;
pub(super) mod svm_controls;
pub(super) mod svm_view;
mod tables;
pub(in crate::app) mod target_view;
pub(super) mod theory_panel;
mod timeline;
pub(super) mod update_view;
pub(super) mod weight_view;

use crate::app::classify::run::Run;
use crate::app::classify::run::compare::Lockstep;
use crate::app::classify::run::replay::ReplayJob;
use crate::app::plane::PlaneState;
use crate::app::plane::loss_view::LossPanel;
use crate::app::plane::theory_layer::TheoryLayer;
use crate::learn::Learner;

/// The Classify workspace's state: the learners' runs on the points and what the window keeps
/// of them between frames.
pub struct Classify {
    /// The first run, and the one compared with it when comparing.
    pub(in crate::app) runs: Vec<Run>,
    /// The pair of t's after each lock-step of a comparison.
    pub(in crate::app) lockstep: Lockstep,
    /// The second plane of the split view, its pan and zoom linked to the first.
    pub(in crate::app) plane_b: PlaneState,
    /// The hovered point reported by the loss panel last frame.
    pub(in crate::app) hovered_from_losses: Option<usize>,
    /// Separability of the points with that identity.
    pub(in crate::app) separability: Option<(u64, crate::theory::Separability)>,
    pub(in crate::app) theory_layer: TheoryLayer,
    /// A lesson's runs being replayed in the background.
    pub(in crate::app) replay: Option<ReplayJob>,
    /// The target f, its drawing and its E_out estimate.
    pub(in crate::app) target: target_view::TargetState,
    /// The weight-space view's surface.
    pub(in crate::app) weight_view: weight_view::WeightView,
    /// The kernel learners' level field and objectives.
    pub(in crate::app) svm: svm_view::SvmView,
    /// The same for the compared run.
    pub(in crate::app) svm_b: svm_view::SvmView,
    /// The loss panel's sampled curves and markers.
    pub(in crate::app) loss_panel: LossPanel,
    /// The window's own drawing state while a picture of the window is drawn.
    pub(in crate::app) picture: Option<picture::KeptForPicture>,
}

impl Classify {
    /// The workspace with `runs` (one, or two compared).
    pub(in crate::app) fn new(runs: Vec<Run>) -> Self {
        Self {
            runs,
            lockstep: Lockstep::default(),
            plane_b: PlaneState::second(),
            hovered_from_losses: None,
            separability: None,
            theory_layer: TheoryLayer::default(),
            replay: None,
            picture: None,
            target: target_view::TargetState::default(),
            weight_view: weight_view::WeightView::default(),
            svm: svm_view::SvmView::default(),
            svm_b: svm_view::SvmView::default(),
            loss_panel: LossPanel::default(),
        }
    }

    // ---- What tests and benchmarks read. ----

    /// The first run.
    pub fn primary(&self) -> &Run {
        &self.runs[0]
    }

    /// The run compared with the first, if comparing.
    pub fn compared(&self) -> Option<&Run> {
        self.runs.get(1)
    }

    /// Every run: one, or two when comparing.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// w_t of the first run, or `None` without a learner.
    pub fn learner_weights(&self) -> Option<&[f64]> {
        self.primary().learner().map(|l| l.weights())
    }

    /// The answer g of the first run (ŵ for pocket).
    pub fn answer_weights(&self) -> Option<&[f64]> {
        self.primary().learner().map(|l| l.answer())
    }

    /// Where point `n`'s marker on the 0/1 curve of the loss panel was on screen last frame,
    /// the first run's w on the points `data` placing it.
    pub fn loss_marker_pos(&self, data: &crate::data::Dataset, n: usize) -> Option<egui::Pos2> {
        let w = self.primary().learner()?.weights();
        let margin = data.margin(w, n);
        self.loss_panel
            .marker_pos_on_screen(margin, crate::loss::ErrorMeasure::ZeroOne)
    }

    /// The point whose marker the pointer is over in the loss panel (highlighted in the plane).
    pub fn point_hovered_in_losses(&self) -> Option<usize> {
        self.hovered_from_losses
    }

    /// The part of the plane the second plane (side by side) showed last frame.
    pub fn second_plane_view(&self) -> Option<crate::app::drawing::geometry::PlotRect> {
        self.plane_b.view_in_plot()
    }

    /// The second plane's rectangle on screen in the last frame (side by side).
    pub fn second_plane_rect(&self) -> Option<egui::Rect> {
        self.plane_b.rect_on_screen()
    }

    /// What the weight-space view showed in its last frame: the slice's w₀, its grid, the slices
    /// side by side, w set by hand… (`None` when it was not drawn).
    pub fn weight_space(&self) -> Option<weight_view::Shown> {
        self.weight_view.shown()
    }

    /// The lock-steps of the comparison: (shown, latest), when comparing.
    pub fn lockstep_position(&self) -> Option<(usize, usize)> {
        (self.runs.len() > 1).then(|| (self.lockstep.shown(), self.lockstep.latest()))
    }

    /// The t shown by the first run (live, or scrubbed back).
    pub fn shown_t(&self) -> Option<u64> {
        self.primary().shown_t()
    }

    /// The t range the first run's slider spans: (first, latest), once it has a timeline.
    pub fn timeline_range(&self) -> Option<(u64, u64)> {
        self.primary().timeline_range()
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.runs.iter().any(|r| r.is_scrubbed())
    }

    /// What the last step of the first run did (the update the plane highlights).
    pub fn last_step(&self) -> Option<crate::learn::Step> {
        self.primary().last_step()
    }

    /// The αₙ the plane drew last frame, (n, αₙ) for each point with αₙ > 0.
    pub fn drawn_alphas(&self) -> &[(usize, u32)] {
        &self.theory_layer.drawn_alphas
    }

    /// cos∠(w_f, w_t) recorded at the updates of the first run, as (t, cos).
    pub fn cosine_trace(&self) -> &crate::app::drawing::trace::Trace<f64> {
        self.primary().cosine_trace()
    }

    /// The first run's learner as shown (at the scrubbed t, or live).
    pub fn shown_learner(&self) -> Option<&dyn Learner> {
        self.primary().learner()
    }

    /// Whether every run's shown state equals a fresh replay from the start of its timeline
    /// (a check for tests).
    pub fn check_replay(&self) -> Result<(), String> {
        self.runs.iter().try_for_each(|r| r.check_replay())
    }
}
