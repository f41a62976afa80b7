//! The weight-space view's controls above its slices: the error shaded (or four side by side),
//! the view in the plane's place, "you are the learner" and back to the learner, and the slice's
//! w₀, held at a number or following w.

use super::by_hand::{ByHand, Goal};
use super::{MAX_HELD_W0, WeightView};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::WeightSpacePrefs;
use crate::loss::ErrorMeasure;
use crate::number;
use crate::t;

impl WeightView {
    /// The controls; returns the slice's w₀: the one held, else that of w (set by hand, or the
    /// learner's `learner_w`). A game started here, or w set by hand, lies in that slice.
    pub(super) fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut WeightSpacePrefs,
        learner_w: Option<[f64; 3]>,
    ) -> f64 {
        ui.strong_formula(t!("views-weight-heading"));
        error_row_ui(ui, prefs);
        let goal_measure = if prefs.compare_errors {
            ErrorMeasure::ZeroOne
        } else {
            prefs.measure
        };
        let start_game = self.game_row_ui(ui);
        let hand_w = self.by_hand.as_ref().map(|h| h.w);
        let following = hand_w.or(learner_w).map_or(0.0, |w| w[0]);
        hold_w0_ui(ui, prefs, following);
        let w0 = prefs.hold_w0.unwrap_or(following);
        if start_game {
            let mut hand = ByHand::new([w0, 0.0, 0.0], learner_w);
            hand.goal = Some(Goal {
                measure: goal_measure,
                lowest: f64::NAN,
                exact: false,
                reached_in: None,
            });
            self.by_hand = Some(hand);
        }
        if let Some(hand) = &mut self.by_hand {
            // w set by hand lies in the slice shown.
            hand.w[0] = w0;
            if let Some(goal) = &mut hand.goal
                && goal.measure != goal_measure
            {
                goal.measure = goal_measure;
                goal.reached_in = None;
            }
        }
        w0
    }

    /// "Back to the learner" while w is set by hand, else "You are the learner"; whether that
    /// was clicked.
    fn game_row_ui(&mut self, ui: &mut egui::Ui) -> bool {
        let mut start_game = false;
        ui.horizontal_wrapped(|ui| {
            if self.by_hand.is_some() {
                if ui
                    .button(t!("views-weight-back-to-learner"))
                    .on_hover_formula(t!("views-weight-back-to-learner-tip"))
                    .clicked()
                {
                    self.by_hand = None;
                }
            } else {
                start_game = ui
                    .button(t!("views-weight-you-learn"))
                    .on_hover_formula(t!("views-weight-you-learn-tip"))
                    .clicked();
            }
        });
        start_game
    }
}

/// The error shaded (while one slice is shown), the four errors side by side, and the view in
/// the plane's place.
fn error_row_ui(ui: &mut egui::Ui, prefs: &mut WeightSpacePrefs) {
    ui.horizontal_wrapped(|ui| {
        ui.add_enabled_ui(!prefs.compare_errors, |ui| {
            egui::ComboBox::from_id_salt("weight space error")
                .selected_text(prefs.measure.name())
                .show_ui(ui, |ui| {
                    for measure in ErrorMeasure::ALL {
                        ui.selectable_value(&mut prefs.measure, measure, measure.name())
                            .on_hover_formula(measure.formula());
                    }
                })
                .response
                .on_hover_formula(t!("views-weight-error-tip"));
        });
        ui.checkbox(&mut prefs.compare_errors, t!("views-weight-compare"))
            .on_hover_formula(t!("views-weight-compare-tip"));
        ui.checkbox(&mut prefs.in_place, t!("views-weight-in-place"))
            .on_hover_formula(t!("views-weight-in-place-tip"));
    });
}

/// "Hold w₀" and, while held, its value; holding starts at `following`, the w₀ of w.
fn hold_w0_ui(ui: &mut egui::Ui, prefs: &mut WeightSpacePrefs, following: f64) {
    ui.horizontal(|ui| {
        let mut hold = prefs.hold_w0.is_some();
        let checkbox = ui
            .checkbox(&mut hold, t!("views-weight-hold"))
            .on_hover_formula(t!("views-weight-hold-tip"));
        if checkbox.changed() {
            prefs.hold_w0 = hold.then_some(following);
        }
        if let Some(w0) = &mut prefs.hold_w0 {
            // Written as every number shown is: never "-0".
            ui.add(
                egui::DragValue::new(w0)
                    .range(-MAX_HELD_W0..=MAX_HELD_W0)
                    .speed(0.01)
                    .custom_formatter(|v, _| number::significant(v, 4)),
            )
            .labelled_by(checkbox.id);
            // A typed "nan" or "1e999" is no slice: the w₀ of w instead.
            if !w0.is_finite() {
                *w0 = following;
            }
            *w0 = w0.clamp(-MAX_HELD_W0, MAX_HELD_W0);
        }
    });
}
