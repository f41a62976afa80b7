//! Lecture 13's experiments as the Fit workspace draws them: the overfit measure
//! E_out(g_Qb) − E_out(g_Qa) as a coloured grid over (N, σ²) or (N, Q_f), N across, with its
//! axis names, its colour scale (blue where the larger model does better, vermillion where it
//! overfits: a diverging, colour-blind-safe pair) and a tooltip per cell; and the learning
//! curves, expected E_in and E_out against N for both fits (lecture 15's curve over K is
//! [`super::over_k`]'s). Cells not yet computed stay grey; those done are drawn while the rest
//! are computed.

use egui::{Align2, Color32, FontId, Rect, Sense, Stroke, pos2, vec2};
use egui_plot::{Legend, Line, LineStyle, PlotPoints};

use super::fits::g_name;
use super::job::Surveys;
use super::paint::FIT_COLOURS;
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::fit::survey::CellMean;
use crate::fit::{Study, Survey, SurveyGrid};
use crate::number;
use crate::t;

/// Room left of the grid for the second axis' name and ticks, and below it for N's.
const LEFT: f32 = 44.0;
const BELOW: f32 = 34.0;
/// The colour scale's width beside the grid, with its labels.
const SCALE: f32 = 58.0;

/// The survey's section of the panel: its name and the map or the curves.
pub fn survey_ui(ui: &mut egui::Ui, surveys: &Surveys) {
    if let Some((done, total)) = surveys.progress() {
        ui.weak_formula(t!("fit-survey-running", done = done, total = total));
    }
    let Some(survey) = surveys.shown() else {
        ui.weak_formula(t!("fit-survey-none"));
        return;
    };
    let grid = survey.grid();
    let means = survey.means();
    let [low, high] = grid.degrees;
    match grid.study {
        Study::Validation => super::over_k::curve_ui(ui, grid, &means),
        Study::LearningCurve => {
            ui.strong_formula(t!(
                "fit-curves-heading",
                q_f = grid.q_f,
                sigma2 = number::shortest(grid.sigma2)
            ));
            curves_ui(ui, &means, [low, high]);
        }
        Study::Noise | Study::Complexity => {
            ui.strong_formula(match grid.study {
                Study::Noise => t!(
                    "fit-map-noise-heading",
                    q_f = grid.q_f,
                    low = g_name(low),
                    high = g_name(high)
                ),
                _ => t!(
                    "fit-map-complexity-heading",
                    sigma2 = number::shortest(grid.sigma2),
                    low = g_name(low),
                    high = g_name(high)
                ),
            });
            map_ui(ui, survey, &means);
        }
    }
    if !(survey.is_done() || surveys.is_running()) {
        ui.weak_formula(t!(
            "fit-survey-partial",
            done = survey.done_runs(),
            total = survey.total_runs()
        ));
    }
}

/// The colour of `value` on the scale ±`extent`: blue below 0, vermillion above, the panel's
/// background at 0.
fn colour_of(value: f64, extent: f64, background: Color32) -> Color32 {
    let share = (value / extent).clamp(-1.0, 1.0) as f32;
    let end = if share < 0.0 {
        palette::BLUE
    } else {
        palette::VERMILLION
    };
    background.lerp_to_gamma(end, share.abs())
}

/// The end of the colour scale: the 90th percentile of |overfit| over the cells computed, so
/// that a few wild cells (a g_Q of few points far off the target) do not wash out the rest;
/// cells beyond it take the end's colour.
fn colour_extent(means: &[CellMean]) -> f64 {
    let mut sizes: Vec<f64> = means
        .iter()
        .filter(|m| m.runs > 0)
        .map(|m| m.overfit().abs())
        .filter(|v| v.is_finite())
        .collect();
    sizes.sort_by(f64::total_cmp);
    let at = (sizes.len() * 9 / 10).min(sizes.len().saturating_sub(1));
    sizes.get(at).copied().unwrap_or(0.0).max(1e-9)
}

/// The grid of the overfit measure, its axes and its colour scale.
fn map_ui(ui: &mut egui::Ui, survey: &Survey, means: &[CellMean]) {
    let grid = survey.grid();
    let (columns, rows) = (grid.n.len(), grid.second.len());
    if columns == 0 || rows == 0 || means.len() != columns * rows {
        return;
    }
    let width = (ui.available_width() - LEFT - SCALE).max(120.0);
    let height = (width * 0.8).clamp(120.0, 320.0);
    let (response, painter) =
        ui.allocate_painter(vec2(LEFT + width + SCALE, height + BELOW), Sense::hover());
    let origin = response.rect.min;
    let plot = Rect::from_min_size(origin + vec2(LEFT, 0.0), vec2(width, height));
    let background = ui.visuals().extreme_bg_color;
    let ink = ui.visuals().text_color();
    let extent = colour_extent(means);
    let (cell_w, cell_h) = (width / columns as f32, height / rows as f32);
    let cell_rect = |column: usize, row: usize| {
        Rect::from_min_size(
            pos2(
                plot.left() + column as f32 * cell_w,
                // The second axis grows upwards.
                plot.bottom() - (row + 1) as f32 * cell_h,
            ),
            vec2(cell_w + 0.5, cell_h + 0.5),
        )
    };
    for (index, mean) in means.iter().enumerate() {
        let (column, row) = (index / rows, index % rows);
        let fill = if mean.runs == 0 {
            palette::GREY.gamma_multiply(0.3)
        } else {
            colour_of(mean.overfit(), extent, background)
        };
        painter.rect_filled(cell_rect(column, row), 0.0, fill);
    }
    painter.rect_stroke(
        plot,
        0.0,
        Stroke::new(1.0, ink.gamma_multiply(0.5)),
        egui::StrokeKind::Outside,
    );
    let second_name = if grid.study == Study::Noise {
        "σ²"
    } else {
        "Q_f"
    };
    paint_axes(&painter, plot, origin, grid, second_name, ink);
    // The colour scale: +extent at the top, −extent at the bottom.
    let scale = Rect::from_min_size(pos2(plot.right() + 8.0, plot.top()), vec2(12.0, height));
    paint_scale(&painter, scale, extent, background, ink);
    if let Some(hover) = response.hover_pos().filter(|p| plot.contains(*p)) {
        let column = (((hover.x - plot.left()) / cell_w) as usize).min(columns - 1);
        let row = (((plot.bottom() - hover.y) / cell_h) as usize).min(rows - 1);
        let mean = means[column * rows + row];
        response.on_hover_formula(t!(
            "fit-map-cell-tip",
            n = mean.trial.n,
            second = format!("{second_name} = {}", number::shortest(grid.second[row])),
            overfit = number::fixed(mean.overfit(), 4),
            runs = mean.runs
        ));
    }
    ui.weak_formula(t!("fit-map-scale-note"));
}

/// A label of the map in its small font: 13 points, 16 pixels on a projector's stage (the
/// stage's smallest text).
fn label(painter: &egui::Painter, at: egui::Pos2, anchor: Align2, words: &str, ink: Color32) {
    formula::paint(painter, at, anchor, words, FontId::proportional(13.0), ink);
}

/// The map's axes: N's ends and name below, the second axis' ends and name on the left.
fn paint_axes(
    painter: &egui::Painter,
    plot: Rect,
    origin: egui::Pos2,
    grid: &SurveyGrid,
    second_name: &str,
    ink: Color32,
) {
    let ends = |values: &[f64]| {
        (
            values.first().copied().unwrap_or(0.0),
            values.last().copied().unwrap_or(0.0),
        )
    };
    let n_values: Vec<f64> = grid.n.iter().map(|&n| n as f64).collect();
    let (n_first, n_last) = ends(&n_values);
    let (s_first, s_last) = ends(&grid.second);
    let text = |at, anchor, words: &str| label(painter, at, anchor, words, ink);
    text(
        plot.left_bottom() + vec2(0.0, 2.0),
        Align2::LEFT_TOP,
        &number::shortest(n_first),
    );
    text(
        plot.right_bottom() + vec2(0.0, 2.0),
        Align2::RIGHT_TOP,
        &number::shortest(n_last),
    );
    text(
        pos2(plot.center().x, plot.bottom() + 16.0),
        Align2::CENTER_TOP,
        "N",
    );
    text(
        plot.left_bottom() - vec2(4.0, 0.0),
        Align2::RIGHT_BOTTOM,
        &number::shortest(s_first),
    );
    text(
        plot.left_top() - vec2(4.0, 0.0),
        Align2::RIGHT_TOP,
        &number::shortest(s_last),
    );
    text(
        pos2(origin.x + 2.0, plot.center().y),
        Align2::LEFT_CENTER,
        second_name,
    );
}

/// The colour scale in `scale`, from +`extent` at the top to −`extent` at the bottom, with
/// its ends and 0 named.
fn paint_scale(
    painter: &egui::Painter,
    scale: Rect,
    extent: f64,
    background: Color32,
    ink: Color32,
) {
    let steps = 32;
    let height = scale.height();
    for k in 0..steps {
        let share = 1.0 - 2.0 * (k as f64 + 0.5) / steps as f64;
        let top = scale.top() + k as f32 * height / steps as f32;
        painter.rect_filled(
            Rect::from_min_size(
                pos2(scale.left(), top),
                vec2(scale.width(), height / steps as f32 + 0.5),
            ),
            0.0,
            colour_of(share * extent, extent, background),
        );
    }
    for (y, value) in [
        (scale.top() + 6.0, extent),
        (scale.center().y, 0.0),
        (scale.bottom() - 6.0, -extent),
    ] {
        label(
            painter,
            pos2(scale.right() + 3.0, y),
            Align2::LEFT_CENTER,
            &number::significant(value, 2),
            ink,
        );
    }
}

/// Expected E_in and E_out against N for both fits: E_in dashed, E_out solid.
fn curves_ui(ui: &mut egui::Ui, means: &[CellMean], degrees: [u8; 2]) {
    let done: Vec<&CellMean> = means.iter().filter(|m| m.runs > 0).collect();
    still_plot("fit learning curves")
        .height(220.0)
        .legend(Legend::default().position(egui_plot::Corner::RightTop))
        .x_axis_label("N")
        .y_axis_label(t!("fit-curves-error-axis"))
        .include_y(0.0)
        .show(ui, |plot_ui| {
            for (h, (degree, colour)) in degrees.into_iter().zip(FIT_COLOURS).enumerate() {
                let curve = |error: fn(&CellMean) -> [f64; 2]| {
                    PlotPoints::from_iter(done.iter().map(|m| [m.trial.n as f64, error(m)[h]]))
                };
                plot_ui.line(
                    Line::new(t!("fit-curve-in", g = g_name(degree)), curve(|m| m.e_in))
                        .color(colour)
                        .style(LineStyle::dashed_loose()),
                );
                plot_ui.line(
                    Line::new(t!("fit-curve-out", g = g_name(degree)), curve(|m| m.e_out))
                        .color(colour)
                        .width(2.0),
                );
            }
        });
}
