//! What the teacher sets up for several classes (the method, the binary learner, the class a
//! click places, the preset), saved with the preferences and in lessons. The presets' points are
//! made in the Several classes workspace (`multiclass/presets.rs`).

use serde::{Deserialize, Serialize};

use super::LossCurves;
use crate::learn::Algorithm;
use crate::multiclass::{Method, MulticlassSettings};
use crate::t;

/// What the teacher sets up for several classes (saved with the preferences).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct MulticlassPrefs {
    pub method: Method,
    /// The binary learner of one versus all and one versus one.
    pub algorithm: Algorithm,
    /// Each binary problem (and the structured perceptron) may visit its points this many
    /// times.
    pub epochs: u64,
    /// The class a left click places (0 … 7).
    pub place: usize,
    /// One versus all's hard view: regions claimed by no class, or by several, hatched.
    pub hard_ova: bool,
    /// Steps per second while playing.
    pub speed: u32,
    pub preset: MulticlassPreset,
    /// Which curves its loss panel draws.
    pub loss_view: LossCurves,
}

impl Default for MulticlassPrefs {
    fn default() -> Self {
        Self {
            method: Method::Ova,
            algorithm: Algorithm::Pla,
            epochs: crate::multiclass::DEFAULT_EPOCHS,
            place: 0,
            hard_ova: true,
            speed: 10,
            preset: MulticlassPreset::default(),
            loss_view: LossCurves::default(),
        }
    }
}

impl MulticlassPrefs {
    /// The multiclass learner's settings.
    pub fn settings(&self) -> MulticlassSettings {
        MulticlassSettings::new(self.method, self.algorithm, self.epochs)
    }

    /// What the learner is built from: a change starts it again.
    pub(in crate::app) fn learner_key(&self) -> (Method, Algorithm, u64) {
        (self.method, self.algorithm, self.epochs)
    }
}

/// Which set of several classes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum MulticlassPresetKind {
    /// Four well-separated blobs in the corners of a square.
    #[default]
    FourBlobs,
    /// Three blobs on a line: the middle one is not separable from the other two together.
    ThreeInARow,
    /// One class of many points in the middle, three small classes around it.
    OneAgainstMany,
}

impl MulticlassPresetKind {
    pub const ALL: [Self; 3] = [Self::FourBlobs, Self::ThreeInARow, Self::OneAgainstMany];

    /// The name in the preset menu, in the interface's language.
    pub fn name(self) -> &'static str {
        match self {
            Self::FourBlobs => t!("views-classes-preset-four-blobs"),
            Self::ThreeInARow => t!("views-classes-preset-three-in-a-row"),
            Self::OneAgainstMany => t!("views-classes-preset-one-against-many"),
        }
    }

    /// What a student should expect from it.
    pub fn explanation(self) -> &'static str {
        match self {
            Self::FourBlobs => t!("views-classes-preset-four-blobs-tip"),
            Self::ThreeInARow => t!("views-classes-preset-three-in-a-row-tip"),
            Self::OneAgainstMany => t!("views-classes-preset-one-against-many-tip"),
        }
    }

    /// Each class's centre and share of the points, and the blobs' spread.
    pub(in crate::app) fn blobs(self) -> (&'static [([f64; 2], usize)], f64) {
        match self {
            Self::FourBlobs => (
                &[
                    ([-1.0, -1.0], 1),
                    ([1.0, -1.0], 1),
                    ([1.0, 1.0], 1),
                    ([-1.0, 1.0], 1),
                ],
                0.22,
            ),
            Self::ThreeInARow => (&[([-2.0, 0.0], 1), ([0.0, 0.0], 1), ([2.0, 0.0], 1)], 0.35),
            Self::OneAgainstMany => (
                &[
                    ([0.0, 0.0], 6),
                    ([-2.2, 1.6], 1),
                    ([2.2, 1.6], 1),
                    ([0.0, -2.4], 1),
                ],
                0.45,
            ),
        }
    }
}

/// A set of several classes: its kind, size and seed (saved with the preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct MulticlassPreset {
    pub kind: MulticlassPresetKind,
    pub n: usize,
    pub seed: u64,
}

impl Default for MulticlassPreset {
    fn default() -> Self {
        Self {
            kind: MulticlassPresetKind::FourBlobs,
            n: 80,
            seed: 1,
        }
    }
}
