//! linlab: a teaching tool for linear classifiers.
//!
//! The learning core depends on nothing from egui: [`data`] (points as signed augmented rows),
//! [`rows`] (the scans over them), [`loss`], [`learn`] (one file per learner), [`model`] (what a
//! learner yields), [`svm`], [`multiclass`], [`cluster`] (K-means and PCA), [`theory`]
//! (separability and PLA's bounds), [`bins`] (Hoeffding's bins, the coin game, many bins), [`vc`]
//! (growth functions, break points, the VC bound), [`weight_space`], [`target`] and [`transform`]
//! (the feature transform Φ), [`fit`] (overfitting, weight decay and validation). Beside it,
//! also without egui: what a class is prepared as ([`lesson`], [`script`], [`link`]) and a live
//! class ([`class`]), files ([`read`], [`atomic`]), words and numbers as people read and hear them
//! ([`i18n`], [`number`], [`spoken`]), what the window lets them hear ([`sound`]: curves as tone
//! sweeps, a step's earcon), and three helpers for speed ([`lanes`]: a loop in AVX2's lanes;
//! [`exp`]: e^x in those lanes; [`split`]: a pass over the cores). A command-line run ([`cli`]), a
//! benchmark and a test drive all of it without a window. The window lives in
//! `app` (feature `gui`); it only reads the core's state and sends it commands.

pub mod atomic;
pub mod bins;
pub mod class;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod cluster;
pub mod data;
pub mod exp;
pub mod fit;
pub mod html;
pub mod i18n;
pub mod lanes;
pub mod learn;
pub mod lesson;
pub mod link;
pub mod loss;
pub mod model;
pub mod multiclass;
pub mod number;
#[cfg(any(target_arch = "wasm32", test))]
pub(crate) mod page_files;
pub mod polygon;
pub mod read;
pub mod rows;
pub mod script;
pub mod sound;
pub mod split;
pub mod spoken;
pub mod svm;
pub mod target;
pub mod theory;
pub mod transform;
pub mod vc;
pub mod weight_space;

#[cfg(feature = "gui")]
pub mod app;
