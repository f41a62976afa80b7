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
use crate::bins::coins::{CoinGame, CoinRuns, CoinSummary, CoinsOutcome};
use crate::number;
use crate::t;

use super::controls::{self, Buttons, measured_or_dash};
use super::plots::{self, Histogram};
use super::sizing::{self, PlotHeight};
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
        let opening = prefs.drawn_on_open;
        self.game.follow((coins, flips, seed), opening, || {
            game_of(coins, flips, seed)
        });
        self.class
            .follow((STUDENTS, STUDENT_FLIPS, seed), opening, || {
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

    /// The part's settings.
    pub fn settings_ui(ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
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
    }

    /// The part's two buttons, and what is still queued.
    pub fn buttons_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
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

    /// The game's three coins, each its line over its histogram, one under another; the mean
    /// ν_min; the lecture's class.
    pub fn view_ui(&mut self, ui: &mut egui::Ui, eps: f64) {
        ui.label_formula(t!("bins-coins-explanation"));
        if let Ok(runs) = &self.game.made {
            ui.strong(heading(runs));
            plots::histogram_legend_ui(ui, true);
            let outcome = runs.outcome();
            for coin in coins_of(&outcome, runs.game.flips, eps) {
                ui.label_formula(coin.line(false));
                plots::room_above_plot(ui);
                coin.histogram_ui(ui, 110.0);
            }
            if let Some(least) = least_mean(runs) {
                ui.label_formula(least);
            }
        }
        ui.separator();
        ui.strong(t!("bins-class-heading"));
        if let Some(result) = self.class_result() {
            ui.label_formula(result);
        }
        if self.class.queue.left() > 0 {
            ui.label(t!("bins-playing", left = self.class.queue.left()));
        }
    }

    /// On the stage: the runs and the mean ν_min, the lecture's class with its buttons, and the
    /// three coins side by side, each its short line over its histogram, as high as the view
    /// leaves them (down to `bottom`); on a narrow stage, one under another.
    pub fn stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        eps: f64,
        bottom: f32,
        commands: &mut Vec<Command>,
    ) {
        ui.horizontal_wrapped(|ui| {
            ui.strong(t!("bins-class-heading"));
            if let Some(result) = self.class_result() {
                ui.label_formula(result);
            }
            class_buttons().ui(ui, &self.class.made, None, commands);
        });
        let Ok(runs) = &self.game.made else {
            return;
        };
        ui.horizontal_wrapped(|ui| {
            ui.strong(heading(runs));
            if let Some(least) = least_mean(runs) {
                ui.label_formula(least);
            }
        });
        plots::histogram_legend_ui(ui, true);
        let outcome = runs.outcome();
        let coins = coins_of(&outcome, runs.game.flips, eps);
        if sizing::is_narrow(ui) {
            for coin in coins {
                coin.stage_line_ui(ui);
                plots::room_above_plot(ui);
                coin.histogram_ui(ui, sizing::NARROW_PLOT_HEIGHT);
            }
            return;
        }
        sizing::side_by_side(ui, coins.len(), |ui, i| {
            let coin = &coins[i];
            coin.stage_line_ui(ui);
            plots::room_above_plot(ui);
            coin.histogram_ui(ui, PlotHeight::DownTo(bottom).of(ui));
        });
    }

    /// The lecture's class: how often someone got five heads, against 1 − (31/32)¹⁵⁰.
    fn class_result(&self) -> Option<String> {
        let runs = self.class.made.as_ref().ok()?;
        let outcome = runs.outcome();
        Some(t!(
            "bins-class-result",
            rounds = runs.runs(),
            measured = measured_or_dash(outcome.all_heads_measured, runs.runs() > 0),
            exact = number::fixed(outcome.all_heads_exact, 4)
        ))
    }
}

/// The game's size and its runs so far.
fn heading(runs: &CoinRuns) -> String {
    t!(
        "bins-coins-heading",
        coins = runs.game.coins,
        flips = runs.game.flips,
        runs = runs.runs()
    )
}

/// The mean ν_min against what it approaches, once a run is played.
fn least_mean(runs: &CoinRuns) -> Option<String> {
    (runs.runs() > 0).then(|| {
        t!(
            "bins-coins-least-mean",
            mean = number::fixed(runs.outcome().nu_min.mean, 4),
            exact = number::fixed(runs.game.least_heads_mean(), 4)
        )
    })
}

/// The class's two buttons.
fn class_buttons() -> Buttons<'static> {
    Buttons {
        one_words: t!("bins-class-one"),
        many_words: t!("bins-class-many"),
        many: MANY_RUNS,
        action: BinsAction::PlayClass,
    }
}

/// The class's heading and buttons (in the left panel).
pub(super) fn class_controls_ui(ui: &mut egui::Ui, class: &Game, commands: &mut Vec<Command>) {
    ui.strong(t!("bins-class-heading"));
    class_buttons().ui(ui, &class.made, None, commands);
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

/// One coin of the game: its runs by heads, and whether Hoeffding's bound is promised for it.
struct Coin<'a> {
    name: &'static str,
    summary: &'a CoinSummary,
    flips: u64,
    eps: f64,
    holds: bool,
}

/// The game's three coins: ν₁ and ν_rand (the bound promised), ν_min (not).
fn coins_of(outcome: &CoinsOutcome, flips: u64, eps: f64) -> [Coin<'_>; 3] {
    let coin = |name, summary, holds| Coin {
        name,
        summary,
        flips,
        eps,
        holds,
    };
    [
        coin("ν₁", &outcome.nu_1, true),
        coin("ν_rand", &outcome.nu_rand, true),
        coin("ν_min", &outcome.nu_min, false),
    ]
}

impl Coin<'_> {
    fn played(&self) -> bool {
        self.summary.histogram.iter().sum::<u64>() > 0
    }

    /// The stage's short line: its numbers, wrapping as the column needs, then its verdict whole
    /// (egui may break Chinese text between any two characters, and "成立" must not be split).
    fn stage_line_ui(&self, ui: &mut egui::Ui) {
        ui.horizontal_wrapped(|ui| {
            ui.spacing_mut().item_spacing.x = 0.0;
            ui.label_formula(self.line(true));
            let verdict = t!("bins-coin-stage-verdict", verdict = self.verdict(true));
            ui.add(egui::Label::new(verdict).wrap_mode(egui::TextWrapMode::Extend));
        });
    }

    /// Whether the bound holds on its runs, in a few words (`short` on the stage).
    fn verdict(&self, short: bool) -> &'static str {
        let measured = bad_fraction(self.summary, self.flips, self.eps);
        let bound = hoeffding(self.flips, self.eps);
        let fails = !self.holds && measured > bound;
        match (self.played(), fails, self.holds, short) {
            (false, ..) => t!("bins-coin-no-runs"),
            (true, true, _, false) => t!("bins-coin-bound-fails"),
            (true, true, _, true) => t!("bins-coin-fails-short"),
            (true, false, true, false) => t!("bins-coin-bound-holds"),
            (true, false, true, true) => t!("bins-coin-holds-short"),
            (true, false, false, false) => t!("bins-coin-bound-not-promised"),
            (true, false, false, true) => t!("bins-coin-not-promised-short"),
        }
    }

    /// Its mean and Hoeffding's bound checked on its runs; `short` on the stage, where three
    /// lines stand side by side (without the verdict, which [`Self::stage_line_ui`] adds).
    fn line(&self, short: bool) -> String {
        let measured = bad_fraction(self.summary, self.flips, self.eps);
        let bound = hoeffding(self.flips, self.eps);
        let played = self.played();
        let verdict = self.verdict(short);
        let (mean, exact) = (
            measured_or_dash(self.summary.mean, played),
            number::fixed(self.summary.exact_mean, 4),
        );
        let (measured, bound) = (
            measured_or_dash(measured, played),
            number::fixed(bound.min(9.99), 4),
        );
        // The same words' arguments for either length of line.
        macro_rules! line {
            ($key:literal) => {
                t!(
                    $key,
                    coin = self.name,
                    mean = &mean,
                    exact = &exact,
                    measured = &measured,
                    bound = &bound,
                    verdict = verdict
                )
            };
        }
        if short {
            line!("bins-coin-stage-line")
        } else {
            line!("bins-coin-line")
        }
    }

    /// Its histogram, `height` high, the bad runs shaded.
    fn histogram_ui(&self, ui: &mut egui::Ui, height: f32) {
        let (flips, eps) = (self.flips, self.eps);
        let bad = |k: u64| is_bad(k, flips, 0.5, eps);
        Histogram {
            counts: &self.summary.histogram,
            mu: 0.5,
            eps,
            bad: &bad,
            exact: Some(&self.summary.exact),
            mean: Some(self.summary.mean),
        }
        .ui(ui, &format!("bins coin {}", self.name), height);
    }
}
