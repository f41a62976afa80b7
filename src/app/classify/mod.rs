//! The Classify workspace's views: the learner's controls (and the kernel learners'), what the
//! window shows of a kernel learner, the loss panel, the update geometry, separability and
//! convergence, and the theory panel.

pub(super) mod controls;
pub(super) mod convergence;
pub(super) mod loss_view;
pub(super) mod svm_controls;
pub(super) mod svm_view;
pub(super) mod theory_panel;
pub(super) mod update_view;
pub(super) mod weight_view;
