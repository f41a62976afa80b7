//! The words under the weight-space view's slices: the slice's w₀ and what is shaded over it,
//! whether the version space is in view, E_in at the pointer, how the view is drawn, and, while w
//! is set by hand, its errors and the game's goal.

use crate::app::drawing::formula::FormulaUi as _;
use egui_plot::PlotPoint;

use super::{COMPARED, Input, MAX_POINT_LINES, WeightView};
use crate::data::Dataset;
use crate::loss::{ErrorMeasure, mean_error};
use crate::number;
use crate::t;

impl WeightView {
    /// E_in of w set by hand under the four errors, and the game's goal and moves.
    pub(super) fn explain_by_hand(&mut self, ui: &mut egui::Ui, data: &Dataset) {
        let Some(hand) = &mut self.by_hand else {
            return;
        };
        let errors = COMPARED
            .iter()
            .zip(hand.errors(data, COMPARED))
            .map(|(m, e)| format!("{} {}", m.name(), number::fixed(e, 4)))
            .collect::<Vec<_>>()
            .join(" · ");
        ui.label_formula(t!(
            "views-weight-by-hand",
            w0 = number::fixed(hand.w[0], 3),
            w1 = number::fixed(hand.w[1], 3),
            w2 = number::fixed(hand.w[2], 3),
            errors = errors
        ));
        let Some(goal) = hand.goal.filter(|g| g.lowest.is_finite()) else {
            return;
        };
        let lowest = number::fixed(goal.lowest, 4);
        let known = if goal.exact {
            t!("views-weight-lowest-exact", lowest = lowest)
        } else {
            t!("views-weight-lowest-sampled", lowest = lowest)
        };
        match goal.reached_in {
            Some(moves) => {
                ui.strong_formula(t!("views-weight-goal-reached", moves = moves));
            }
            None => {
                ui.label_formula(t!(
                    "views-weight-goal",
                    measure = goal.measure.name(),
                    target = number::fixed(goal.target(), 4),
                    known = known,
                    moves = hand.moves
                ));
            }
        }
    }

    /// The words under the slices: w₀, what is shaded and how finely, and E_in at the pointer.
    pub(super) fn explain(
        &self,
        ui: &mut egui::Ui,
        input: &Input<'_>,
        w0: f64,
        ranges: &[(ErrorMeasure, Option<(f64, f64)>)],
        grid: usize,
        hovered: Option<(ErrorMeasure, PlotPoint)>,
    ) {
        match ranges {
            [(measure, Some((low, high)))] => {
                ui.label_formula(t!(
                    "views-weight-slice",
                    w0 = number::fixed(w0, 3),
                    measure = measure.name(),
                    low = number::fixed(*low, 3),
                    high = number::fixed(*high, 3)
                ));
            }
            _ => {
                ui.label_formula(t!("views-weight-compare-slice", w0 = number::fixed(w0, 3)));
            }
        }
        if self.spread {
            ui.weak_formula(t!(
                "views-weight-catching-up",
                n = input.data.len().to_string()
            ));
        }
        let zero_one = ranges.iter().any(|(m, _)| *m == ErrorMeasure::ZeroOne);
        if zero_one {
            ui.label(if self.version_space_vertices >= 3 {
                t!("views-weight-version-space-shown")
            } else {
                t!("views-weight-version-space-none")
            });
        }
        if let Some((measure, p)) = hovered {
            let e = mean_error(input.data, &[w0, p.x, p.y], measure);
            ui.label_formula(t!(
                "views-weight-pointer",
                w1 = number::fixed(p.x, 3),
                w2 = number::fixed(p.y, 3),
                e_in = number::fixed(e, 4)
            ));
        }
        egui::CollapsingHeader::new(t!("views-weight-how"))
            .id_salt("weight space how")
            .show(ui, |ui| {
                ui.weak_formula(t!("views-weight-sampled", grid = grid.to_string()));
                if input.data.len() <= MAX_POINT_LINES {
                    ui.weak_formula(t!("views-weight-lines"));
                }
                if ranges.iter().any(|(m, _)| *m != ErrorMeasure::ZeroOne) {
                    ui.weak_formula(t!("views-weight-descent-tip"));
                }
                ui.weak_formula(t!("views-weight-answer-tip"));
                ui.weak_formula(t!("views-weight-drag-tip"));
                if input.hard_margin {
                    ui.weak_formula(t!("views-weight-margin-tip"));
                }
            });
    }
}
