//! The Bins workspace (the course's lectures 3–4, "Is learning feasible?"): one bin of orange
//! and green marbles sampled N at a time, ν's histogram against μ, and the measured
//! P[|ν − μ| > ε] beside the exact binomial tail and Hoeffding's 2·exp(−2ε²N) on one plot over ε
//! or N; the coin game of exercise 1.10 (ν₁, ν_rand, ν_min) and the class's "someone gets five
//! heads"; and many bins, one per hypothesis line, against the union bound. The numbers are the
//! core's (`crate::bins`); every draw is seeded, and long work is done a slice per frame.

mod coin_game;
mod controls;
mod figure;
mod many_bins;
mod marbles;
mod one_bin;
mod plots;
mod room;
mod sizing;
mod stage;
mod work;

use crate::app::prefs::{BinsPrefs, BinsSection};
use crate::bins::bin::Sampling;
use crate::bins::coins::CoinRuns;
use crate::bins::many::ManySampling;

/// The workspace: the bin's samples, the coin games' runs and the many bins' samples, each
/// following the settings they were drawn with.
#[derive(Default)]
pub struct Bins {
    one: one_bin::OneBin,
    coins: coin_game::CoinGameView,
    many: many_bins::ManyView,
    /// What a screen reader hears of the part shown, as last drawn.
    figure: String,
    /// Whether the stage's switch has opened the settings (closed as the workspace opens).
    settings_open: bool,
    /// Where the part's plots lay in the last frame: the workspace's main view (it has no
    /// plane).
    view_rect: Option<egui::Rect>,
}

impl Bins {
    /// The bin's samples so far (none while its settings are out of range).
    pub fn bin_sampling(&self) -> Option<&Sampling> {
        self.one.sampling.made.as_ref().ok()
    }

    /// The plot over N: the measured tail, the exact one and the bound at each N measured so
    /// far.
    pub fn curve_over_n(&self) -> &[crate::bins::bin::CurvePoint] {
        self.one.over_n()
    }

    /// The exercise 1.10 game's runs so far.
    pub fn coin_runs(&self) -> Option<&CoinRuns> {
        self.coins.game.made.as_ref().ok()
    }

    /// The class's game (150 students, 5 flips): its rounds so far.
    pub fn class_runs(&self) -> Option<&CoinRuns> {
        self.coins.class.made.as_ref().ok()
    }

    /// The many bins' samples so far.
    pub fn many_sampling(&self) -> Option<&ManySampling> {
        self.many.sampling.made.as_ref().ok()
    }

    /// What a screen reader hears of the part shown (its plots in words), as last drawn.
    pub fn figure(&self) -> &str {
        &self.figure
    }

    /// Every part keeps up with its settings (new settings: its draws start again from the
    /// seed).
    fn follow(&mut self, prefs: &BinsPrefs) {
        self.one.follow(prefs);
        self.coins.follow(prefs);
        self.many.follow(prefs);
    }

    /// Whether work is queued in any part.
    fn busy(&self) -> bool {
        self.one.sampling.queue.left() > 0
            || self.coins.busy()
            || self.many.sampling.queue.left() > 0
    }

    /// The status line of the part shown.
    pub fn status_text(&self, prefs: &BinsPrefs) -> String {
        match prefs.section {
            BinsSection::OneBin => self.one.status_text(),
            BinsSection::Coins => self.coins.status_text(),
            BinsSection::ManyBins => self.many.status_text(),
        }
    }
}
