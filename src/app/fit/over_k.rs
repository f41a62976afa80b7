//! Lecture 15's validation curve as the Fit workspace draws it: against K, the points held out of
//! N, the expected E_val(g⁻) on D_val, E_out(g⁻) of g⁻ learned on the other N − K, E_out(g) of g
//! learned on all N, and how far E_val typically misses E_out(g⁻) (the root mean square of their
//! difference over the draws), with the rule of thumb K = N/5 marked. Every value is a mean over
//! the survey's seeded draws, and the heading says how many.

use egui::{Color32, Shape, Stroke};
use egui_plot::{Line, LineStyle, PlotPoints, VLine};

use super::cells::unwrapped;
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::fit::SurveyGrid;
use crate::fit::survey::CellMean;
use crate::number;
use crate::t;

/// E_val's colour, E_out(g⁻)'s, E_out(g)'s, the miss's and the rule of thumb's.
const E_VAL_COLOUR: Color32 = palette::ORANGE;
const MINUS_COLOUR: Color32 = palette::BLUE;
const ALL_COLOUR: Color32 = palette::VERMILLION;
const MISS_COLOUR: Color32 = palette::GREY;
const RULE_COLOUR: Color32 = palette::BLUISH_GREEN;

/// How a curve is stroked: solid, dashed or dotted.
#[derive(Clone, Copy)]
enum Dash {
    Solid,
    Dashed,
    Dotted,
}

/// One curve of the plot: its name, colour, width and dash.
struct Curve {
    name: &'static str,
    colour: Color32,
    width: f32,
    dash: Dash,
}

impl Curve {
    fn style(&self) -> LineStyle {
        match self.dash {
            Dash::Solid => LineStyle::Solid,
            Dash::Dashed => LineStyle::dashed_loose(),
            Dash::Dotted => LineStyle::dotted_dense(),
        }
    }

    /// A short sample of the stroke, then the name: the legend's row, beside the plot.
    fn legend_ui(&self, ui: &mut egui::Ui) {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(28.0, 12.0), egui::Sense::hover());
        let ends = [rect.left_center(), rect.right_center()];
        let stroke = Stroke::new(self.width, self.colour);
        let shapes = match self.dash {
            Dash::Solid => vec![Shape::line_segment(ends, stroke)],
            Dash::Dashed => Shape::dashed_line(&ends, stroke, 6.0, 4.0),
            Dash::Dotted => Shape::dotted_line(&ends, self.colour, 4.0, self.width / 2.0 + 0.5),
        };
        ui.painter().extend(shapes);
        ui.label_formula(self.name);
    }
}

/// What a curve reads from a cell.
type CellValue = fn(&CellMean) -> f64;

/// The fewest runs a cell drawn has done: what every point of the curve averages at least
/// (cells not begun are not drawn).
fn fewest_runs(means: &[CellMean]) -> usize {
    means
        .iter()
        .map(|m| m.runs)
        .filter(|&runs| runs > 0)
        .min()
        .unwrap_or(0)
}

/// The heading, the curves and the K = N/5 mark.
pub fn curve_ui(ui: &mut egui::Ui, grid: &SurveyGrid, means: &[CellMean]) {
    let n = grid.n.first().copied().unwrap_or(0);
    ui.strong_formula(t!(
        "fit-over-k-heading",
        n = n,
        q = grid.degrees[0],
        q_f = grid.q_f,
        sigma2 = number::shortest(grid.sigma2),
        runs = fewest_runs(means)
    ));
    let done: Vec<&CellMean> = means.iter().filter(|m| m.runs > 0).collect();
    let curve = |name, colour, width, dash| Curve {
        name,
        colour,
        width,
        dash,
    };
    let curves: [(Curve, CellValue); 4] = [
        (
            curve(t!("fit-over-k-e-val"), E_VAL_COLOUR, 2.5, Dash::Solid),
            |m| m.e_val,
        ),
        (
            curve(t!("fit-over-k-e-out-minus"), MINUS_COLOUR, 2.0, Dash::Solid),
            |m| m.e_out[0],
        ),
        (
            curve(t!("fit-over-k-e-out-all"), ALL_COLOUR, 2.0, Dash::Dashed),
            |m| m.e_out[1],
        ),
        (
            curve(t!("fit-over-k-miss"), MISS_COLOUR, 1.5, Dash::Dotted),
            |m| m.e_val_miss,
        ),
    ];
    let rule = curve(t!("fit-over-k-rule"), RULE_COLOUR, 1.5, Dash::Dashed);
    still_plot("fit validation over K")
        .height(180.0)
        .x_axis_label("K")
        .y_axis_label(t!("fit-curves-error-axis"))
        .include_y(0.0)
        .show(ui, |plot_ui| {
            for (curve, value) in &curves {
                let points = done.iter().map(|m| [m.trial.validation as f64, value(m)]);
                plot_ui.line(
                    Line::new(curve.name, PlotPoints::from_iter(points))
                        .color(curve.colour)
                        .style(curve.style())
                        .width(curve.width),
                );
            }
            plot_ui.vline(
                VLine::new(rule.name, n as f64 / 5.0)
                    .color(rule.colour)
                    .style(rule.style())
                    .width(rule.width),
            );
        });
    // The legend in two columns, the miss's long name last on its own row.
    let [e_val, minus, all, miss] = curves.each_ref().map(|(c, _)| c);
    unwrapped(ui, |ui| {
        egui::Grid::new("fit over K legend")
            .num_columns(2)
            .show(ui, |ui| {
                for row in [[e_val, minus], [all, &rule]] {
                    for curve in row {
                        ui.horizontal(|ui| curve.legend_ui(ui));
                    }
                    ui.end_row();
                }
            });
        ui.horizontal(|ui| miss.legend_ui(ui));
    });
    ui.weak_formula(t!("fit-over-k-note"));
}
