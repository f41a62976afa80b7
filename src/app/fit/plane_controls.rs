//! The Fit workspace's controls in classification: the noisy circle's flip rate p, N and the
//! seed with the button that draws the points from it; the two fits' degrees Q of Φ_Q (1 to
//! 10), weight decay λ with the lecture's values, and the learner, linear or logistic
//! regression.

use super::controls::{drag_row, draw_rows, fits_ui, send};
use crate::app::command::{Command, FitAction};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::FitPrefs;
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
            draw_rows(ui, prefs, t!("fit-plane-seed-tip"));
        });
    if ui
        .button(t!("fit-draw"))
        .on_hover_formula(t!("fit-plane-draw-tip"))
        .clicked()
    {
        send(commands, FitAction::DrawFromTarget);
    }
    ui.separator();
    // Φ_Q goes to degree 10; a degree set on the line above it is fitted as 10.
    for degree in &mut prefs.degrees {
        *degree = (*degree).clamp(1, MAX_DEGREE);
    }
    fits_ui(
        ui,
        prefs,
        1..=MAX_DEGREE,
        [t!("fit-plane-q-tip"), t!("fit-plane-lambda-tip")],
    );
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
