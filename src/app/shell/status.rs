//! The status bar: which learner, t, visits, mistakes, and the state in words — "converged
//! after 12 updates", "budget reached …", "diverged at t = …: η is too large" — or why there
//! is no learner.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::learn::{Algorithm, Settings, Stop};
use crate::t;

use crate::number;
use crate::theory::Separability;

/// What the learner is doing, in words a student reads (see [`crate::app::App::status`]).
#[derive(Debug, Clone, PartialEq)]
pub enum State {
    /// No learner: the settings or the points are not usable; the message says why.
    Unusable(String),
    /// At t = 0, waiting.
    Ready,
    Paused,
    Playing,
    RunningToEnd,
    Stopped(Stop),
}

/// The numbers of the status bar.
#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub algorithm: Algorithm,
    pub state: State,
    /// t: the number of updates so far.
    pub t: u64,
    pub visits: u64,
    /// Training mistakes of w_t, and of ŵ for pocket.
    pub mistakes: usize,
    pub answer_mistakes: Option<usize>,
    pub points: usize,
    /// Whether the points are linearly separable (decided for up to
    /// [`crate::app::classify::steps::MAX_SEPARABILITY_POINTS`] points).
    pub separable: Option<bool>,
    /// The SVM's largest KKT violation m(α) − M(α) and its tolerance.
    pub kkt_gap: Option<(f64, f64)>,
    /// Why SMO stalled, if it did.
    pub stall: Option<crate::svm::Stall>,
}

/// The learner's name with its visit order ("PLA (cyclic)").
pub fn learner_name(settings: &Settings) -> String {
    match settings.effective_order() {
        Some(order) if settings.algorithm.orders().len() > 1 => t!(
            "runview-learner-with-order",
            algorithm = settings.algorithm.name(),
            order = order_name(order)
        ),
        _ => settings.algorithm.name().to_owned(),
    }
}

/// The visit order in words.
pub fn order_name(order: crate::learn::Order) -> &'static str {
    match order {
        crate::learn::Order::Cyclic => t!("runview-order-cyclic"),
        crate::learn::Order::RandomCycle => t!("runview-order-random-cycle"),
        crate::learn::Order::Random => t!("runview-order-random"),
    }
}

/// The state in one sentence.
pub fn describe(status: &Status, settings: &Settings) -> String {
    let t = status.t;
    match &status.state {
        State::Unusable(why) => t!("runview-status-unusable", why = why),
        State::Ready => t!("runview-status-ready").to_owned(),
        State::Paused => t!("runview-status-paused", t = t.to_string()),
        State::Playing => t!("runview-status-playing", t = t.to_string()),
        State::RunningToEnd => t!("runview-status-running-to-end", t = t.to_string()),
        // Solved with weight decay: w_REG, not the pseudo-inverse's w.
        State::Stopped(Stop::Converged)
            if settings.lambda != 0.0
                && matches!(status.algorithm.update(), crate::learn::Update::Solve) =>
        {
            t!(
                "runview-status-solved-decay",
                lambda = crate::number::shortest(settings.lambda)
            )
        }
        State::Stopped(Stop::Converged) => status.algorithm.converged_text(t),
        State::Stopped(Stop::Budget) => {
            let max = settings.budget.max_updates.unwrap_or(t);
            let perceptron =
                status.algorithm.is_perceptron() && status.algorithm != Algorithm::Pocket;
            let hint = match (perceptron, status.separable) {
                (true, Some(false)) => t!("runview-status-budget-hint-not-separable"),
                (true, None) if status.mistakes > 0 => t!("runview-status-budget-hint-pocket"),
                _ => "",
            };
            let reached = t!("runview-status-budget", t = t, max = max.to_string());
            format!("{reached}{hint}")
        }
        State::Stopped(Stop::Diverged) => t!(
            "runview-status-diverged",
            t = t.to_string(),
            eta = settings.eta.to_string()
        ),
        State::Stopped(Stop::Stalled) => {
            let (gap, tol) = status.kkt_gap.unwrap_or((f64::NAN, f64::NAN));
            let stall = status
                .stall
                .unwrap_or(crate::svm::Stall::PairRoundsToNothing);
            t!(
                "runview-status-stalled",
                t = t,
                reason = stall.id(),
                steps = stall.steps().to_string(),
                gap = number::sci(gap, 2),
                tol = number::sci(tol, 0)
            )
        }
    }
}

/// Two (or more) runs in one line: "PLA: 3 mistakes, t = 12 · Pocket: ŵ 2 mistakes, t = 12",
/// with a run's stop in words when it stopped.
pub fn compare_line(runs: &[(Status, &Settings)]) -> String {
    runs.iter()
        .map(|(status, settings)| {
            let name = learner_name(settings);
            let mistakes = match status.answer_mistakes {
                Some(best) => t!("runview-compare-answer-mistakes", count = best.to_string()),
                None => t!(
                    "runview-compare-mistakes",
                    count = status.mistakes.to_string()
                ),
            };
            let t = status.t.to_string();
            match &status.state {
                State::Unusable(why) => t!("runview-compare-unusable", name = name, why = why),
                State::Stopped(stop) => t!(
                    "runview-compare-stopped",
                    name = name,
                    mistakes = mistakes,
                    t = t,
                    stop = match stop {
                        Stop::Converged => t!("runview-compare-converged"),
                        Stop::Budget => t!("runview-compare-budget"),
                        Stop::Diverged => t!("runview-compare-diverged"),
                        Stop::Stalled => t!("runview-compare-stalled"),
                    }
                ),
                _ => t!(
                    "runview-compare-running",
                    name = name,
                    mistakes = mistakes,
                    t = t
                ),
            }
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The status bar of a comparison: both runs in one line, then the separability.
pub fn compare_ui(
    ui: &mut egui::Ui,
    runs: &[(Status, &Settings)],
    progress: Option<f32>,
    separability: Option<&Separability>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.strong_formula(t!("runview-comparing"))
            .on_hover_formula(t!("runview-comparing-tip"));
        ui.separator();
        ui.label_formula(compare_line(runs))
            .on_hover_formula(t!("runview-compare-line-tip"));
        if let Some(text) = separability.and_then(separability_words) {
            ui.separator();
            let describe = separability.map(Separability::describe).unwrap_or_default();
            ui.label_formula(text).on_hover_formula(describe);
        }
        progress_ui(ui, progress);
    });
}

/// Separability in a few words for the status bar (the full story is its tooltip).
fn separability_words(separability: &Separability) -> Option<String> {
    match separability {
        Separability::Separable(m) => Some(t!(
            "runview-separable-bound",
            bound = number::fixed(m.most_updates(), 0)
        )),
        Separability::SeparableBelowPrecision { .. } => {
            Some(t!("runview-separable-by-a-hair").to_owned())
        }
        Separability::NotSeparable(_) => Some(t!("runview-not-separable").to_owned()),
        Separability::Undecided(_) => None,
    }
}

/// The status bar.
pub fn ui(
    ui: &mut egui::Ui,
    status: &Status,
    settings: &Settings,
    progress: Option<f32>,
    separability: Option<&Separability>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.strong(learner_name(settings))
            .on_hover_formula(t!("runview-learner-tip"));
        ui.separator();
        ui.label(format!("t = {}", status.t))
            .on_hover_formula(t!("runview-t-tip"));
        ui.label_formula(t!("runview-visits", visits = status.visits.to_string()))
            .on_hover_formula(t!("runview-visits-tip"));
        ui.separator();
        let n = status.points.to_string();
        let mistakes = match status.answer_mistakes {
            Some(pocket) => t!(
                "runview-mistakes-pocket",
                current = status.mistakes.to_string(),
                pocket = pocket.to_string(),
                n = n
            ),
            None => t!(
                "runview-mistakes",
                mistakes = status.mistakes.to_string(),
                n = n
            ),
        };
        ui.label_formula(mistakes)
            .on_hover_formula(t!("runview-mistakes-tip"));
        if let Some(text) = separability.and_then(separability_words) {
            ui.separator();
            let describe = separability.map(Separability::describe).unwrap_or_default();
            ui.label_formula(text).on_hover_formula(describe);
        }
        ui.separator();
        let text = describe(status, settings);
        match &status.state {
            State::Unusable(_) | State::Stopped(Stop::Diverged) => {
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
            State::Stopped(Stop::Budget | Stop::Stalled) => {
                ui.colored_label(ui.visuals().warn_fg_color, text);
            }
            _ => {
                ui.label_formula(text);
            }
        }
        progress_ui(ui, progress);
    });
}

/// The bar of a run to the end, while one is going.
fn progress_ui(ui: &mut egui::Ui, progress: Option<f32>) {
    if let Some(fraction) = progress {
        ui.add(
            egui::ProgressBar::new(fraction)
                .desired_width(160.0)
                .show_percentage(),
        )
        .on_hover_formula(t!("runview-progress-tip"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};
    use crate::learn::{Budget, Settings};

    fn status(algorithm: Algorithm, state: State, t: u64, mistakes: usize) -> Status {
        Status {
            algorithm,
            state,
            t,
            visits: 0,
            mistakes,
            answer_mistakes: None,
            points: 10,
            separable: None,
            kkt_gap: None,
            stall: None,
        }
    }

    #[test]
    fn linear_regression_solved_with_weight_decay_says_w_reg_not_the_pseudo_inverse() {
        set_language(Language::English);
        let mut settings = Settings::new(Algorithm::Linreg);
        let solved = status(Algorithm::Linreg, State::Stopped(Stop::Converged), 1, 0);
        assert!(describe(&solved, &settings).contains("Z⁺y"));
        settings.lambda = 0.01;
        let with_decay = describe(&solved, &settings);
        assert!(
            with_decay.contains("λ = 0.01")
                && with_decay.contains("w_REG")
                && !with_decay.contains("Z⁺y"),
            "{with_decay}"
        );
    }

    #[test]
    fn states_in_words() {
        set_language(Language::English);
        let settings = Settings {
            budget: Budget {
                max_updates: Some(100),
                max_visits: None,
            },
            eta: 1e5,
            ..Settings::new(Algorithm::Pla)
        };
        let s = |state, t, m| describe(&status(Algorithm::Pla, state, t, m), &settings);
        assert_eq!(
            s(State::Stopped(Stop::Converged), 7, 0),
            "Converged after 7 updates: a full cycle through the points without a mistake."
        );
        assert!(s(State::Stopped(Stop::Budget), 100, 3).contains("try Pocket"));
        let known = |separable| {
            let mut st = status(Algorithm::Pla, State::Stopped(Stop::Budget), 100, 3);
            st.separable = Some(separable);
            describe(&st, &settings)
        };
        assert!(known(false).contains("No line separates these points"));
        assert!(
            !known(true).contains("Pocket"),
            "separable: the budget was just too small"
        );
        assert!(
            s(State::Stopped(Stop::Budget), 100, 3).starts_with("Budget reached after 100 updates")
        );
        assert!(
            s(State::Stopped(Stop::Diverged), 4, 3)
                .starts_with("Diverged at t = 4: η = 100000 is too large")
        );
        assert!(
            s(State::Unusable("there are no points".into()), 0, 0).contains("there are no points")
        );
        assert_eq!(learner_name(&settings), "PLA (cyclic)");
        assert_eq!(
            learner_name(&Settings::new(Algorithm::LogisticGd)),
            "Logistic regression (GD)"
        );
        assert_eq!(
            s(State::Stopped(Stop::Converged), 1, 0),
            "Converged after 1 update: a full cycle through the points without a mistake."
        );
        set_language(Language::SimplifiedChinese);
        assert_eq!(
            s(State::Stopped(Stop::Converged), 7, 0),
            "经过 7 次更新后收敛：完整检查一轮所有点，没有发现错误。"
        );
        assert_eq!(learner_name(&settings), "PLA（循环）");
        set_language(Language::English);
    }
}
