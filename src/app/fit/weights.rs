//! Lecture 14's picture as the Fit workspace draws it, in the plane of the two weights (w₀, w₁)
//! of h(x) = w₀ + w₁·x fitted to the points (Q = 1, whatever the fits' degrees): E_in's level
//! curves (its exact ellipses round w_lin, the one touching the ball solid), the ball — the
//! circle wᵀw = C with C = ‖w_REG‖², or the L1 ball |w₀| + |w₁| = C₁ — the regularized w on
//! it with its direction from 0, and the direction of −∇E_in there: parallel to w_REG on the
//! circle, (2λ/N)·w_REG. Beneath, the numbers (λ ↔ C, the ratio 2λ/N, the λ from which the
//! L1 w sits on a corner); the switch between the two above it; the same in words for a screen
//! reader and as a table.

use egui::Color32;
use egui_plot::{Arrows, HLine, HoverPosition, Line, LineStyle, PlotPoints, Points, VLine};

use super::cells::{legend_row, shown, unwrapped};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::app::plane::CurveEntry;
use crate::app::prefs::WeightView;
use crate::app::shell::tables::Table;
use crate::fit::weight_space::Weights;
use crate::fit::{Constrained, WeightPicture};
use crate::number;
use crate::t;

/// The ellipse through the regularized w, the other level curves, the ball, w_lin, the
/// regularized w and −∇E_in: the colour-blind-safe palette's, told apart by stroke and marker
/// too.
const TOUCHING_COLOUR: Color32 = palette::BLUE;
const LEVEL_COLOUR: Color32 = palette::GREY;
const BALL_COLOUR: Color32 = palette::VERMILLION;
const W_LIN_COLOUR: Color32 = palette::ORANGE;
const W_REG_COLOUR: Color32 = palette::BLUISH_GREEN;
const DESCENT_COLOUR: Color32 = palette::REDDISH_PURPLE;

/// The plot's height.
const PLOT_HEIGHT: f32 = 230.0;
/// Points of each level curve and of the circle.
const SAMPLES: usize = 180;

/// The ball's picture at the settings' λ: L2's or L1's.
fn ball(picture: &WeightPicture, view: WeightView) -> Option<&Constrained> {
    match view {
        WeightView::Hidden => None,
        WeightView::L2 => Some(&picture.l2),
        WeightView::L1 => Some(&picture.l1),
    }
}

/// The ball's boundary: the circle of radius √C, or the L1 ball's four corners at ±C₁.
fn boundary(view: WeightView, size: f64) -> Vec<[f64; 2]> {
    match view {
        WeightView::L1 => vec![
            [size, 0.0],
            [0.0, size],
            [-size, 0.0],
            [0.0, -size],
            [size, 0.0],
        ],
        _ => {
            let radius = size.max(0.0).sqrt();
            (0..=SAMPLES)
                .map(|k| {
                    let angle = std::f64::consts::TAU * k as f64 / SAMPLES as f64;
                    [radius * angle.cos(), radius * angle.sin()]
                })
                .collect()
        }
    }
}

/// "(0.1234, −0.5678)".
fn pair(w: Weights) -> String {
    format!("({}, {})", shown(w[0]), shown(w[1]))
}

fn length(w: Weights) -> f64 {
    w[0].hypot(w[1])
}

/// The switch: no plane of the weights, the L2 circle or the L1 ball.
pub fn switch_ui(ui: &mut egui::Ui, view: &mut WeightView) {
    ui.horizontal_wrapped(|ui| {
        ui.label_formula(t!("fit-weights-switch"))
            .on_hover_formula(t!("fit-weights-switch-tip"));
        for (value, name) in [
            (WeightView::Hidden, t!("fit-weights-hidden")),
            (WeightView::L2, t!("fit-weights-l2")),
            (WeightView::L1, t!("fit-weights-l1")),
        ] {
            ui.selectable_value(view, value, formula::text(ui.style(), name))
                .named_as(name)
                .on_hover_formula(t!("fit-weights-switch-tip"));
        }
    });
}

/// The section: its heading, the plot with its legend beside it, and its numbers.
pub fn weights_ui(ui: &mut egui::Ui, picture: &WeightPicture, view: WeightView) {
    let Some(ball) = ball(picture, view) else {
        return;
    };
    ui.strong_formula(t!("fit-weights-heading"))
        .on_hover_formula(t!("fit-weights-hypothesis"));
    ui.horizontal_top(|ui| {
        let width = (ui.available_width() * 0.58).max(160.0);
        ui.allocate_ui(egui::vec2(width, PLOT_HEIGHT), |ui| {
            plot_ui(ui, picture, view, ball);
        });
        ui.vertical(|ui| legend_ui(ui, view));
    });
    unwrapped(ui, |ui| {
        egui::Grid::new("fit weights numbers")
            .num_columns(2)
            .striped(true)
            .show(ui, |ui| {
                for (name, value, tip) in rows(picture, view, ball) {
                    ui.label_formula(name).on_hover_formula(&tip);
                    ui.monospace(value).on_hover_formula(&tip);
                    ui.end_row();
                }
            });
    });
}

/// The plot's legend: each drawing's stroke and name, with what it is in its tooltip.
fn legend_ui(ui: &mut egui::Ui, view: WeightView) {
    let (ball_name, w_name) = names(view);
    let rows = [
        (
            TOUCHING_COLOUR,
            2.0,
            t!("fit-weights-touching"),
            t!("fit-weights-touching-tip"),
        ),
        (
            LEVEL_COLOUR,
            1.0,
            t!("fit-weights-levels"),
            t!("fit-weights-levels-tip"),
        ),
        (BALL_COLOUR, 2.0, ball_name, t!("fit-weights-ball-tip")),
        (
            W_LIN_COLOUR,
            4.0,
            "w_lin",
            t!("fit-weights-w-lin-legend-tip"),
        ),
        (W_REG_COLOUR, 4.0, w_name, t!("fit-weights-w-legend-tip")),
        (
            DESCENT_COLOUR,
            2.0,
            t!("fit-weights-descent"),
            t!("fit-weights-descent-tip"),
        ),
    ];
    for (colour, width, name, tip) in rows {
        let name = name.to_owned();
        let dashed = false;
        legend_row(
            ui,
            &CurveEntry {
                colour,
                width,
                dashed,
                name,
                tip,
            },
        );
    }
}

/// The ball's name and the regularized w's.
fn names(view: WeightView) -> (&'static str, &'static str) {
    match view {
        WeightView::L1 => (t!("fit-weights-l1-ball"), "w_L1"),
        _ => (t!("fit-weights-circle"), "w_REG"),
    }
}

/// The numbers beneath the plot: (name, value, tooltip).
fn rows(
    picture: &WeightPicture,
    view: WeightView,
    ball: &Constrained,
) -> Vec<(String, String, String)> {
    let n = picture.weights.n();
    let lambda = number::shortest(picture.lambda);
    let two_lambda_n = shown(2.0 * picture.lambda / n as f64);
    let w_tip = t!("fit-weights-w-tip", e_in = shown(ball.e_in));
    let descent = (
        "−∇E_in(w)".to_owned(),
        pair(ball.descent),
        t!("fit-weights-descent-tip").to_owned(),
    );
    let w_lin = (
        "w_lin".to_owned(),
        pair(picture.w_lin),
        t!("fit-weights-w-lin-tip", e_in = shown(picture.least_e_in)),
    );
    let tip = t!("fit-weights-lambda-tip").to_owned();
    match view {
        WeightView::L1 => {
            let corner = match picture.corner_lambda {
                Some(at) => t!(
                    "fit-weights-corner-from",
                    lambda = number::significant(at, 4)
                ),
                None => t!("fit-weights-corner-none").to_owned(),
            };
            vec![
                ("λ, N".to_owned(), format!("{lambda}, {n}"), tip),
                (
                    "C₁ = |w₀| + |w₁|".to_owned(),
                    shown(ball.size),
                    t!("fit-weights-c1-tip").to_owned(),
                ),
                ("w_L1".to_owned(), pair(ball.w), w_tip),
                descent,
                (
                    t!("fit-weights-corner").to_owned(),
                    corner,
                    t!("fit-weights-corner-tip").to_owned(),
                ),
                w_lin,
            ]
        }
        _ => {
            let ratio = length(ball.descent) / length(ball.w);
            vec![
                (
                    "λ, N, 2λ/N".to_owned(),
                    format!("{lambda}, {n}, {two_lambda_n}"),
                    tip,
                ),
                (
                    "C = ‖w_REG‖²".to_owned(),
                    shown(ball.size),
                    t!("fit-weights-c-tip").to_owned(),
                ),
                ("w_REG".to_owned(), pair(ball.w), w_tip),
                descent,
                (
                    "‖∇E_in‖/‖w_REG‖".to_owned(),
                    if ratio.is_finite() {
                        shown(ratio)
                    } else {
                        "—".to_owned()
                    },
                    t!(
                        "fit-weights-ratio-tip",
                        two_lambda_n = two_lambda_n.as_str()
                    ),
                ),
                w_lin,
            ]
        }
    }
}

/// The plane of the weights, equal scales on both axes so that the circle is round.
fn plot_ui(ui: &mut egui::Ui, picture: &WeightPicture, view: WeightView, ball: &Constrained) {
    let weights = &picture.weights;
    let levels = picture.levels(ball);
    let curves: Vec<Vec<[f64; 2]>> = levels
        .iter()
        .map(|&level| weights.level_curve(level, SAMPLES))
        .collect();
    // The descent's arrow at a length of the picture's own scale: its direction is the point,
    // its length is in the numbers beneath.
    let scale = length(picture.w_lin).max(ball.size.abs().sqrt()).max(1e-6);
    let descent = ball.descent;
    let tip = if length(descent) > 0.0 {
        let k = 0.35 * scale / length(descent);
        [ball.w[0] + k * descent[0], ball.w[1] + k * descent[1]]
    } else {
        ball.w
    };
    let (ball_name, w_name) = names(view);
    let formatter = |position: &HoverPosition<'_>| {
        let (name, at) = match position {
            HoverPosition::NearDataPoint {
                plot_name,
                position,
                ..
            } => (*plot_name, *position),
            HoverPosition::Elsewhere { position } => ("", *position),
        };
        let w = [at.x, at.y];
        let said = t!(
            "fit-weights-hover",
            w = pair(w),
            e_in = shown(weights.e_in(w))
        );
        Some(if name.is_empty() {
            said
        } else {
            format!("{name}\n{said}")
        })
    };
    still_plot("fit weight space")
        .height(PLOT_HEIGHT)
        .data_aspect(1.0)
        .x_axis_label("w₀")
        .y_axis_label("w₁")
        // No w₀ written at the axis' left end, where it would lie over w₁'s lowest mark.
        .x_axis_formatter(|mark, range| {
            let span = range.end() - range.start();
            if mark.value - range.start() < 0.06 * span {
                String::new()
            } else {
                number::significant(mark.value, 6)
            }
        })
        .label_formatter(formatter)
        .include_x(0.0)
        .include_y(0.0)
        .show(ui, |plot_ui| {
            plot_ui.hline(HLine::new("", 0.0).color(LEVEL_COLOUR).width(0.5));
            plot_ui.vline(VLine::new("", 0.0).color(LEVEL_COLOUR).width(0.5));
            for (k, curve) in curves.into_iter().enumerate().rev() {
                let (name, colour, width, style) = if k == 0 {
                    (
                        t!("fit-weights-touching"),
                        TOUCHING_COLOUR,
                        2.0,
                        LineStyle::Solid,
                    )
                } else {
                    (
                        t!("fit-weights-levels"),
                        LEVEL_COLOUR,
                        1.0,
                        LineStyle::dashed_loose(),
                    )
                };
                plot_ui.line(
                    Line::new(name, PlotPoints::from(curve))
                        .color(colour)
                        .width(width)
                        .style(style),
                );
            }
            plot_ui.line(
                Line::new(ball_name, PlotPoints::from(boundary(view, ball.size)))
                    .color(BALL_COLOUR)
                    .width(2.0),
            );
            plot_ui.arrows(Arrows::new(w_name, vec![[0.0, 0.0]], vec![ball.w]).color(W_REG_COLOUR));
            plot_ui.arrows(
                Arrows::new(t!("fit-weights-descent"), vec![ball.w], vec![tip])
                    .color(DESCENT_COLOUR),
            );
            plot_ui.points(
                Points::new("w_lin", vec![picture.w_lin])
                    .color(W_LIN_COLOUR)
                    .radius(5.0)
                    .shape(egui_plot::MarkerShape::Diamond),
            );
            plot_ui.points(
                Points::new(w_name, vec![ball.w])
                    .color(W_REG_COLOUR)
                    .radius(5.0)
                    .filled(true),
            );
        });
}

/// The picture in words, for a screen reader; `None` when it is hidden.
pub fn words(picture: &WeightPicture, view: WeightView) -> Option<String> {
    let ball = ball(picture, view)?;
    let n = picture.weights.n();
    Some(match view {
        WeightView::L1 => t!(
            "fit-weights-figure-l1",
            lambda = number::shortest(picture.lambda),
            w_lin = pair(picture.w_lin),
            c1 = shown(ball.size),
            w = pair(ball.w),
            corner = picture.corner_lambda.map_or_else(
                || t!("fit-weights-corner-none").to_owned(),
                |at| number::significant(at, 4)
            )
        ),
        _ => t!(
            "fit-weights-figure-l2",
            lambda = number::shortest(picture.lambda),
            w_lin = pair(picture.w_lin),
            c = shown(ball.size),
            w = pair(ball.w),
            descent = pair(ball.descent),
            ratio = shown(2.0 * picture.lambda / n as f64)
        ),
    })
}

/// The numbers as a table; `None` when the picture is hidden.
pub fn table(picture: &WeightPicture, view: WeightView) -> Option<Table> {
    let ball = ball(picture, view)?;
    Some(Table {
        name: t!("fit-weights-heading").to_owned(),
        columns: vec![
            t!("fit-weights-quantity").to_owned(),
            t!("fit-weights-value").to_owned(),
        ],
        rows: rows(picture, view, ball)
            .into_iter()
            .map(|(name, value, _)| vec![name, value])
            .collect(),
        note: Some(t!("fit-weights-hypothesis").to_owned()),
    })
}
