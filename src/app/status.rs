//! The status bar: which learner, t, visits, mistakes, and the state in words — "converged
//! after 12 updates", "budget reached …", "diverged at t = …: η is too large" — or why there
//! is no learner.

use crate::learn::{Algorithm, Settings, Stop};

use super::{State, Status};
use crate::theory::Separability;

/// The learner's name with its visit order ("PLA (cyclic)").
pub fn learner_name(settings: &Settings) -> String {
    match settings.effective_order() {
        Some(order) if settings.algorithm.orders().len() > 1 => {
            format!("{} ({})", settings.algorithm.name(), order_name(order))
        }
        _ => settings.algorithm.name().to_owned(),
    }
}

/// The visit order in words.
pub fn order_name(order: crate::learn::Order) -> &'static str {
    match order {
        crate::learn::Order::Cyclic => "cyclic",
        crate::learn::Order::RandomCycle => "random cycle",
        crate::learn::Order::Random => "random",
    }
}

/// The state in one sentence.
pub fn describe(status: &Status, settings: &Settings) -> String {
    let t = status.t;
    let updates = if t == 1 { "update" } else { "updates" };
    match &status.state {
        State::Unusable(why) => format!("Cannot learn yet: {why}."),
        State::Ready => "Ready at t = 0: press Step or Play.".to_owned(),
        State::Paused => format!("Paused at t = {t}."),
        State::Playing => format!("Playing at t = {t}."),
        State::RunningToEnd => format!("Running to the end: t = {t}…"),
        State::Stopped(Stop::Converged) => match status.algorithm {
            Algorithm::Pocket => format!("Converged after {t} {updates}: w_t makes no mistake."),
            Algorithm::Linreg => "Solved: w = Z⁺y in one step.".to_owned(),
            Algorithm::LogisticSgd | Algorithm::LogisticGd => {
                format!("Converged after {t} {updates}.")
            }
            // PLA and its averaged and voted variants.
            _ => format!(
                "Converged after {t} {updates}: a full cycle through the points without a mistake."
            ),
        },
        State::Stopped(Stop::Budget) => {
            let max = settings.budget.max_updates.unwrap_or(t);
            let perceptron =
                status.algorithm.is_perceptron() && status.algorithm != Algorithm::Pocket;
            let hint = match (perceptron, status.separable) {
                (true, Some(false)) => {
                    " No line separates these points, so PLA would never stop: try Pocket."
                }
                (true, None) if status.mistakes > 0 => {
                    " PLA never stops on points that no line separates: try Pocket."
                }
                _ => "",
            };
            format!("Budget reached after {t} {updates} (at most {max}).{hint}")
        }
        State::Stopped(Stop::Diverged) => format!(
            "Diverged at t = {t}: η = {} is too large; w would stop being a finite number.",
            settings.eta
        ),
    }
}

/// Separability in a few words for the status bar (the full story is its tooltip).
fn separability_words(separability: &Separability) -> Option<String> {
    match separability {
        Separability::Separable(m) => Some(format!(
            "separable: PLA halts within R²/ρ² = {:.0} updates",
            m.update_bound().ceil()
        )),
        Separability::SeparableBelowPrecision { .. } => Some("separable, by a hair".to_owned()),
        Separability::NotSeparable(_) => Some("not linearly separable".to_owned()),
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
            .on_hover_text("The learning algorithm, with its visit order.");
        ui.separator();
        ui.label(format!("t = {}", status.t)).on_hover_text(
            "t: how many updates of w so far (w_t is the weight vector after t updates).",
        );
        ui.label(format!("visits = {}", status.visits))
            .on_hover_text("How many times a point was checked against w.");
        ui.separator();
        let n = status.points;
        let mistakes = match status.answer_mistakes {
            Some(pocket) => format!("mistakes: w_t {} · ŵ {pocket} of {n}", status.mistakes),
            None => format!("mistakes: {} of {n}", status.mistakes),
        };
        ui.label(mistakes).on_hover_text(
            "Training points with y·s ≤ 0 (on the wrong side of the line, or on it). \
             For pocket: of the current w_t and of the pocket ŵ, the best seen so far.",
        );
        if let Some(text) = separability.and_then(separability_words) {
            ui.separator();
            let describe = separability.map(Separability::describe).unwrap_or_default();
            ui.label(text).on_hover_text(describe);
        }
        ui.separator();
        let text = describe(status, settings);
        match &status.state {
            State::Unusable(_) | State::Stopped(Stop::Diverged) => {
                ui.colored_label(ui.visuals().error_fg_color, text);
            }
            State::Stopped(Stop::Budget) => {
                ui.colored_label(ui.visuals().warn_fg_color, text);
            }
            _ => {
                ui.label(text);
            }
        }
        if let Some(fraction) = progress {
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(160.0)
                    .show_percentage(),
            )
            .on_hover_text("Updates so far, out of the budget.");
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
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
        }
    }

    #[test]
    fn states_in_words() {
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
    }
}
