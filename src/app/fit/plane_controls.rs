//! The Fit workspace's controls in classification: the noisy circle's flip rate p, N and the
//! seed with the button that draws the points from it; the two fits' degrees Q of Φ_Q (1 to
//! 10), weight decay λ with the lecture's values, and the learner, linear or logistic
//! regression.

use super::controls::{drag_row, send};
use super::lambdas::LECTURE_LAMBDAS;
use crate::app::command::{Command, FitAction};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::{FitPrefs, MAX_DRAWN};
use crate::fit::Classifier;
use crate::t;
use crate::transform::MAX_DEGREE;

/// The controls, editing `prefs`.
pub fn controls_ui(ui: &mut egui::Ui, prefs: &mut FitPrefs, commands: &mut Vec<Command>) {
    ui.strong_formula(t!("fit-plane-target-heading"));
    egui::Grid::new("fit plane target")
        .num_columns(2)
        .show(ui, |ui| {
            drag_row(
                ui,
                "p",
                t!("fit-plane-flip-tip"),
                egui::DragValue::new(&mut prefs.flip)
                    .range(0.0..=0.5)
                    .speed(0.005)
                    .max_decimals(3),
            );
            drag_row(
                ui,
                "N",
                t!("fit-n-tip"),
                egui::DragValue::new(&mut prefs.n).range(1..=MAX_DRAWN),
            );
            drag_row(
                ui,
                t!("fit-seed"),
                t!("fit-plane-seed-tip"),
                egui::DragValue::new(&mut prefs.seed),
            );
        });
    if ui
        .button(t!("fit-draw"))
        .on_hover_formula(t!("fit-plane-draw-tip"))
        .clicked()
    {
        send(commands, FitAction::DrawFromTarget);
    }
    ui.separator();
    ui.strong_formula(t!("fit-fits-heading"));
    egui::Grid::new("fit plane degrees")
        .num_columns(2)
        .show(ui, |ui| {
            for (k, degree) in prefs.degrees.iter_mut().enumerate() {
                // Φ_Q goes to degree 10; a degree set on the line above it is fitted as 10.
                *degree = (*degree).clamp(1, MAX_DEGREE);
                drag_row(
                    ui,
                    [t!("fit-q-a"), t!("fit-q-b")][k],
                    t!("fit-plane-q-tip"),
                    egui::DragValue::new(degree).range(1..=MAX_DEGREE),
                );
            }
            drag_row(
                ui,
                "λ",
                t!("fit-plane-lambda-tip"),
                egui::DragValue::new(&mut prefs.lambda)
                    .range(0.0..=1000.0)
                    .speed(0.001)
                    .max_decimals(6),
            );
        });
    ui.horizontal_wrapped(|ui| {
        ui.label("λ =");
        for (lambda, name) in LECTURE_LAMBDAS {
            ui.selectable_value(&mut prefs.lambda, lambda, name)
                .on_hover_formula(t!("fit-lambda-preset-tip"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (classifier, name, tip) in [
            (
                Classifier::LinearRegression,
                t!("fit-plane-linear"),
                t!("fit-plane-linear-tip"),
            ),
            (
                Classifier::Logistic,
                t!("fit-plane-logistic"),
                t!("fit-plane-logistic-tip"),
            ),
        ] {
            ui.radio_value(&mut prefs.classifier, classifier, name)
                .on_hover_formula(tip);
        }
    });
}
