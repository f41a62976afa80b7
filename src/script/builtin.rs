//! The lectures that ship with linlab, compiled in: each a script file in `assets/scripts/` (as
//! `build.rs` copies it: on the web page without the presenter's notes), read when asked for. `linlab script list` lists them, the window's Lectures menu opens them,
//! and `linlab script export` writes one out as a file to start from.

use super::{Script, ScriptError};

/// A built-in lecture: its id (on the command line and in links) and its file's text.
#[derive(Debug, Clone, Copy)]
pub struct BuiltIn {
    pub id: &'static str,
    pub json: &'static str,
}

impl BuiltIn {
    /// The script, read as any file is.
    pub fn script(&self) -> Result<Script, ScriptError> {
        Script::from_json(self.json, self.id)
    }
}

/// The built-in lectures, in the course's order.
pub const BUILT_IN: &[BuiltIn] = &[
    BuiltIn {
        id: "pla-step-by-step",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/pla-step-by-step.json")),
    },
    BuiltIn {
        id: "why-pla-halts",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/why-pla-halts.json")),
    },
    BuiltIn {
        id: "noise-and-pocket",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/noise-and-pocket.json")),
    },
    BuiltIn {
        id: "is-learning-feasible",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/is-learning-feasible.json"
        )),
    },
    BuiltIn {
        id: "why-machines-learn",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/why-machines-learn.json")),
    },
    BuiltIn {
        id: "noise-and-error",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/noise-and-error.json")),
    },
    BuiltIn {
        id: "error-bounds",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/error-bounds.json")),
    },
    BuiltIn {
        id: "logistic-soft-pla",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/logistic-soft-pla.json")),
    },
    BuiltIn {
        id: "several-classes",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/several-classes.json")),
    },
    BuiltIn {
        id: "beyond-the-line",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/beyond-the-line.json")),
    },
    BuiltIn {
        id: "svm",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/svm.json")),
    },
    BuiltIn {
        id: "k-means-and-pca",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/k-means-and-pca.json")),
    },
    BuiltIn {
        id: "too-good-to-be-true",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/too-good-to-be-true.json"
        )),
    },
    BuiltIn {
        id: "choosing-by-validation",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/choosing-by-validation.json"
        )),
    },
];

/// The built-in lecture `id`.
pub fn built_in(id: &str) -> Option<&'static BuiltIn> {
    BUILT_IN.iter().find(|b| b.id == id)
}
