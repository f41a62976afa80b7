//! linlab: a teaching tool for linear classifiers.
//!
//! The learning core — [`data`], [`loss`], [`learn`], [`cluster`], [`read`], [`svm`] — depends on nothing from egui:
//! a command-line run ([`cli`]), a benchmark and a test drive it without a window. The window
//! lives in `app` (feature `gui`); it only reads the core's state and sends it commands.

pub mod atomic;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod cluster;
pub mod data;
pub mod i18n;
pub mod rows;
pub mod learn;
pub mod lesson;
pub mod link;
pub mod loss;
pub mod model;
pub mod multiclass;
pub mod number;
pub mod read;
pub mod script;
pub mod svm;
pub mod target;
pub mod theory;
pub mod weight_space;

#[cfg(feature = "gui")]
pub mod app;
