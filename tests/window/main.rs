//! The real window driven as a person would (egui_kittest), in one binary: clicks by label, keys,
//! drags, files, export, the workspaces, and the snapshots rendered with wgpu. All in English;
//! the tests that switch the language (`ui_language`, `ui_projector`, `ui_subscripts`, the
//! monkey) are binaries of their own, since the language is the process's.

#[path = "../common/mod.rs"]
mod common;

mod access;
mod app;
mod bins;
mod bins_stage;
mod class;
mod class_coins;
mod class_dashboard;
mod class_range;
mod class_remote;
mod class_resume;
mod class_share;
mod cluster;
mod compare;
mod dichotomies;
mod export;
mod files;
mod fit;
mod fit_lambda;
mod lecture;
mod multiclass;
mod phone;
mod presenter;
mod put_state;
mod snapshots;
mod sound;
mod stage;
mod svm;
mod theory;
mod theory_snapshots;
mod transform;
mod undo;
mod weight_space;
mod weights;
