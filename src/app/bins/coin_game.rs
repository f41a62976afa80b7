//! The coin game: exercise 1.10's C coins × F flips (1,000 × 10 unless set), runs added one at
//! a time or a hundred at once, with the histograms of ν₁ (the first coin), ν_rand (a coin
//! chosen at random) and ν_min (the coin of fewest heads), each one's mean, and Hoeffding's
//! bound checked for each: it holds for the first two, each one bin's sample, and fails for
//! ν_min, chosen after looking. Beside it the lecture's class: 150 students flip a coin 5 times,
//! and someone gets five heads with probability 1 − (31/32)¹⁵⁰ ≈ 0.99.

use crate::app::command::{BinsAction, Command};
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::prefs::BinsPrefs;
use crate::bins::BinsError;
use crate::bins::binomial::{hoeffding, is_bad};
use crate::bins::coins::{CoinGame, CoinRuns, CoinSummary};
use crate::number;
use crate::t;

use super::controls::{self, Buttons, measured_or_dash};
use super::plots::{self, Histogram};
use super::work::{Deadline, Draws};

/// "100 runs".
pub(super) const MANY_RUNS: u64 = 100;
/// The lecture's class: 150 students, 5 flips each.
const STUDENTS: u64 = 150;
const STUDENT_FLIPS: u64 = 5;

/// One game's runs, following its size (C coins, F flips) and seed.
pub(super) type Game = Draws<(u64, u64, u64), CoinRuns>;

/// A new game's runs (none yet), or why the size makes no game.
fn game_of(coins: u64, flips: u64, seed: u64) -> Result<CoinRuns, BinsError> {
    CoinGame::new(coins, flips).map(|game| CoinRuns::new(game, seed))
}

/// Exercise 1.10's game and the lecture's class.
pub(super) struct CoinGameView {
    pub game: Game,
    pub class: Game,
}

impl Default for CoinGameView {
    fn default() -> Self {
        Self {
            game: Draws::new(BinsError::Zero("coins")),
            class: Draws::new(BinsError::Zero("coins")),
        }
    }
}

impl CoinGameView {
    pub fn follow(&mut self, prefs: &BinsPrefs) {
        let (coins, flips, seed) = (prefs.coins, prefs.flips, prefs.seed);
        self.game
            .follow((coins, flips, seed), || game_of(coins, flips, seed));
        self.class.follow((STUDENTS, STUDENT_FLIPS, seed), || {
            game_of(STUDENTS, STUDENT_FLIPS, seed)
        });
    }

    pub fn restart(&mut self, prefs: &BinsPrefs) {
        self.game
            .restart(|| game_of(prefs.coins, prefs.flips, prefs.seed));
        self.class
            .restart(|| game_of(STUDENTS, STUDENT_FLIPS, prefs.seed));
    }

    pub fn busy(&self) -> bool {
        self.game.queue.left() > 0 || self.class.queue.left() > 0
    }

    /// This frame's slice of both games' runs; whether some are left.
    pub fn work(&mut self, deadline: Deadline) -> bool {
        let game = self.game.work(deadline, CoinRuns::play_one);
        self.class.work(deadline, CoinRuns::play_one) || game
    }

    pub fn status_text(&self) -> String {
        match &self.game.made {
            Err(why) => why.to_string(),
            Ok(runs) => {
                let outcome = runs.outcome();
                let played = runs.runs() > 0;
                t!(
                    "bins-coins-status",
                    runs = runs.runs(),
                    first = measured_or_dash(outcome.nu_1.mean, played),
                    random = measured_or_dash(outcome.nu_rand.mean, played),
                    least = measured_or_dash(outcome.nu_min.mean, played)
                )
            }
        }
    }

    pub fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        egui::Grid::new("bins coin settings")
            .num_columns(2)
            .show(ui, |ui| {
                controls::count_row(
                    ui,
                    t!("bins-coins"),
                    t!("bins-coins-tip"),
                    &mut prefs.coins,
                    100_000,
                );
                controls::count_row(
                    ui,
                    t!("bins-flips"),
                    t!("bins-flips-tip"),
                    &mut prefs.flips,
                    1000,
                );
                controls::eps_row(ui, &mut prefs.eps);
            });
        let left = self.game.queue.left();
        Buttons {
            one_words: t!("bins-play-one"),
            many_words: t!("bins-play-many"),
            many: MANY_RUNS,
            action: BinsAction::PlayRuns,
        }
        .ui(
            ui,
            &self.game.made,
            (left > 0).then(|| t!("bins-playing", left = left)),
            commands,
        );
    }

    pub fn view_ui(&mut self, ui: &mut egui::Ui, eps: f64) {
        ui.label_formula(t!("bins-coins-explanation"));
        if let Ok(runs) = &self.game.made {
            let outcome = runs.outcome();
            let flips = runs.game.flips;
            ui.strong(t!(
                "bins-coins-heading",
                coins = runs.game.coins,
                flips = flips,
                runs = runs.runs()
            ));
            for (name, summary, holds) in [
                ("ν₁", &outcome.nu_1, true),
                ("ν_rand", &outcome.nu_rand, true),
                ("ν_min", &outcome.nu_min, false),
            ] {
                coin_ui(ui, name, summary, flips, eps, holds);
            }
            plots::key_ui(ui);
            if runs.runs() > 0 {
                ui.label_formula(t!(
                    "bins-coins-least-mean",
                    mean = number::fixed(outcome.nu_min.mean, 4),
                    exact = number::fixed(runs.game.least_heads_mean(), 4)
                ));
            }
        }
        ui.separator();
        self.class_ui(ui);
    }

    /// The lecture's class of 150 students flipping 5 times.
    fn class_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong(t!("bins-class-heading"));
        let Ok(runs) = &self.class.made else {
            return;
        };
        let outcome = runs.outcome();
        ui.label_formula(t!(
            "bins-class-result",
            rounds = runs.runs(),
            measured = measured_or_dash(outcome.all_heads_measured, runs.runs() > 0),
            exact = number::fixed(outcome.all_heads_exact, 4)
        ));
        if self.class.queue.left() > 0 {
            ui.label(t!("bins-playing", left = self.class.queue.left()));
        }
    }
}

/// The class's buttons (in the left panel).
pub(super) fn class_controls_ui(ui: &mut egui::Ui, class: &Game, commands: &mut Vec<Command>) {
    ui.strong(t!("bins-class-heading"));
    Buttons {
        one_words: t!("bins-class-one"),
        many_words: t!("bins-class-many"),
        many: MANY_RUNS,
        action: BinsAction::PlayClass,
    }
    .ui(ui, &class.made, None, commands);
}

/// The fraction of runs in which this coin had |ν − ½| > ε.
pub(super) fn bad_fraction(summary: &CoinSummary, flips: u64, eps: f64) -> f64 {
    let runs: u64 = summary.histogram.iter().sum();
    let bad_runs: u64 = (0..=flips)
        .filter(|&k| is_bad(k, flips, 0.5, eps))
        .map(|k| summary.histogram[k as usize])
        .sum();
    bad_runs as f64 / runs.max(1) as f64
}

/// One coin's histogram, its mean, and Hoeffding's bound checked on its runs.
fn coin_ui(
    ui: &mut egui::Ui,
    name: &str,
    summary: &CoinSummary,
    flips: u64,
    eps: f64,
    holds: bool,
) {
    let bad = |k: u64| is_bad(k, flips, 0.5, eps);
    let measured = bad_fraction(summary, flips, eps);
    let bound = hoeffding(flips, eps);
    let played = summary.histogram.iter().sum::<u64>() > 0;
    let verdict = if !played {
        t!("bins-coin-no-runs")
    } else if !holds && measured > bound {
        t!("bins-coin-bound-fails")
    } else if holds {
        t!("bins-coin-bound-holds")
    } else {
        t!("bins-coin-bound-not-promised")
    };
    ui.label_formula(t!(
        "bins-coin-line",
        coin = name,
        mean = measured_or_dash(summary.mean, played),
        exact = number::fixed(summary.exact_mean, 4),
        measured = measured_or_dash(measured, played),
        bound = number::fixed(bound.min(9.99), 4),
        verdict = verdict
    ));
    // Room for the histogram's upright axis name, which reaches a little above its frame.
    ui.add_space(4.0);
    Histogram {
        counts: &summary.histogram,
        mu: 0.5,
        eps,
        bad: &bad,
        exact: Some(&summary.exact),
        mean: Some(summary.mean),
        legend: false,
    }
    .ui(ui, &format!("bins coin {name}"), 110.0);
}
