//! What the teacher sets up for K-means, saved with the preferences and in lessons.

use serde::{Deserialize, Serialize};

/// The largest K the window offers (one colour and shape each).
pub const MAX_K: usize = crate::app::drawing::shapes::MAX_GROUPS;

/// Where the centres start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Start {
    /// K points drawn by the seed (seed 004).
    #[default]
    Random,
    /// k-means++, by the seed.
    PlusPlus,
    /// Where the person clicks.
    Clicked,
}

/// What the teacher sets up for K-means (saved with the preferences).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct ClusterPrefs {
    pub k: usize,
    pub start: Start,
    pub seed: u64,
    /// Half steps per second while playing.
    pub speed: u32,
}

impl Default for ClusterPrefs {
    fn default() -> Self {
        Self {
            k: 3,
            start: Start::Random,
            seed: 1,
            speed: 2,
        }
    }
}

impl ClusterPrefs {
    /// K within 1 … [`MAX_K`].
    pub fn clamped_k(&self) -> usize {
        self.k.clamp(1, MAX_K)
    }
}
