//! What the teacher sets up for the Bins workspace, saved with the preferences and in lessons:
//! the part shown (one bin, the coin game, many bins), the bin's μ, N and ε, the seed, the coin
//! game's size, the many bins' M and N, and what each part has drawn as it opens. Values are
//! kept as typed: the workspace checks them (the core's `Bin::new`, `CoinGame::new`) and says
//! what is wrong instead of drawing.

use serde::{Deserialize, Serialize};

/// The part of the workspace shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum BinsSection {
    /// One bin: ν against μ, the measured tail, the exact tail and Hoeffding's bound.
    #[default]
    OneBin,
    /// The coin game: ν₁, ν_rand and ν_min (exercise 1.10), and the class's five heads.
    Coins,
    /// One bin per hypothesis line, and the union bound.
    ManyBins,
}

/// What the plot of the three probabilities runs over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CurveOver {
    /// ε, at the bin's N (measured from the samples drawn).
    #[default]
    Eps,
    /// N, at the bin's ε (each N measured on fresh samples).
    N,
}

/// The Bins workspace's settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct BinsPrefs {
    pub section: BinsSection,
    /// The bin's fraction of orange marbles.
    pub mu: f64,
    /// The sample size.
    pub n: u64,
    /// The tolerance in |ν − μ| > ε (the coin game's and the many bins' too).
    pub eps: f64,
    pub over: CurveOver,
    /// Every draw of the workspace comes from it: the same seed replays the same samples.
    pub seed: u64,
    /// The coin game: C coins of F flips.
    pub coins: u64,
    pub flips: u64,
    /// Many bins: M hypothesis lines, samples of N points.
    pub hypotheses: u64,
    pub points: u64,
    /// The samples (or runs) each part has drawn as it opens, from the seed: a lesson's scene
    /// opens with its plots filled and its caption's numbers on them. 0 at the desk.
    pub drawn_on_open: u64,
}

impl Default for BinsPrefs {
    /// The lecture's bin (μ = 0.4, samples of 10, ε = 0.3) and exercise 1.10's game.
    fn default() -> Self {
        Self {
            section: BinsSection::OneBin,
            mu: 0.4,
            n: 10,
            eps: 0.3,
            over: CurveOver::Eps,
            seed: 1,
            coins: 1000,
            flips: 10,
            hypotheses: 10,
            points: 20,
            drawn_on_open: 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::prefs::Prefs;

    #[test]
    fn a_lesson_keeps_the_bin_and_an_older_one_reads_the_defaults() {
        let mut prefs = Prefs::default();
        prefs.bins.mu = 0.7;
        prefs.bins.section = BinsSection::Coins;
        let text = serde_json::to_string(&prefs).expect("written");
        assert!(text.contains(r#""section":"coins""#), "{text}");
        let back: Prefs = serde_json::from_str(&text).expect("read back");
        assert_eq!(back.bins, prefs.bins);
        let older: Prefs = serde_json::from_str(r#"{"workspace": "dichotomies"}"#).expect("read");
        assert_eq!(older.bins, BinsPrefs::default());
    }
}
