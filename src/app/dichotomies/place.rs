//! Where the Dichotomies workspace stands, as a lesson or a lecture's scene saves it under the
//! key `dichotomies`: the hypothesis set, the section of the right-hand panel shown, the page of
//! labellings, and the VC bound's inputs.

use serde::{Deserialize, Serialize};

use crate::vc::Hypotheses;

/// The workspace's place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Place {
    pub hypotheses: Hypotheses,
    pub section: Section,
    /// The page of labellings shown (64 a page).
    pub page: usize,
    pub vc: VcInputs,
}

impl crate::lesson::window::Place for Place {
    const KEY: &'static str = "dichotomies";
}

impl Default for Place {
    fn default() -> Self {
        Self {
            hypotheses: Hypotheses::Lines,
            section: Section::default(),
            page: 0,
            vc: VcInputs::default(),
        }
    }
}

/// The sections of the right-hand panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Section {
    /// Every labelling as a tile.
    #[default]
    Labellings,
    /// The four hypothesis sets' growth functions and break points.
    Growth,
    /// The bound B(N, k) and its recursion.
    Bound,
    /// The VC bound beside the measured gap.
    Vc,
}

impl Section {
    pub const ALL: [Self; 4] = [Self::Labellings, Self::Growth, Self::Bound, Self::Vc];
}

/// The VC bound's inputs.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct VcInputs {
    /// The VC dimension.
    pub dvc: u32,
    /// The tolerance ε on |E_in − E_out|.
    pub eps: f64,
    /// The probability δ the bound allows to fail.
    pub delta: f64,
    /// The sample size N the bound is evaluated at.
    pub n: u64,
    /// The label noise p of the measured gap's target.
    pub noise: f64,
}

impl Default for VcInputs {
    fn default() -> Self {
        Self {
            dvc: 3,
            eps: 0.1,
            delta: 0.1,
            n: 1_000,
            noise: 0.1,
        }
    }
}

impl VcInputs {
    /// The inputs brought into range (a hand-written scene may hold anything).
    pub fn clamped(self) -> Self {
        let unit = |v: f64, default: f64| {
            if v.is_finite() && v > 0.0 && v < 1.0 {
                v
            } else {
                default
            }
        };
        let defaults = Self::default();
        Self {
            dvc: self.dvc.clamp(1, MAX_DVC),
            eps: unit(self.eps, defaults.eps),
            delta: unit(self.delta, defaults.delta),
            n: self.n.clamp(1, MAX_N),
            noise: if (0.0..0.5).contains(&self.noise) {
                self.noise
            } else {
                defaults.noise
            },
        }
    }
}

/// The largest VC dimension the inputs take.
pub const MAX_DVC: u32 = 50;
/// The largest N the inputs take.
pub const MAX_N: u64 = 100_000_000;
