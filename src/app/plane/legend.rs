//! The legend under the plane: one entry per thing drawn, each with a tooltip that explains it.

use crate::app::drawing::formula::FormulaResponse as _;

use egui::{Shape, Stroke, Vec2, epaint::Mesh};

use crate::t;

use super::paint::{add_marker, shade};
use super::*;
use crate::app::document::Label;
use crate::app::drawing::formula;
use crate::learn::Answer;

/// One legend entry: a small drawing and its words, as one widget (so the row wraps whole
/// entries).
fn legend_entry(
    ui: &mut egui::Ui,
    draw: impl FnOnce(&egui::Painter, egui::Rect),
    text: &str,
    tooltip: &str,
) {
    let icon = Vec2::new(26.0, ui.text_style_height(&egui::TextStyle::Body));
    let colour = ui.visuals().text_color();
    let galley = ui.painter().layout_job(formula::job(
        text,
        egui::TextStyle::Body.resolve(ui.style()),
        colour,
    ));
    let size = Vec2::new(icon.x + 4.0 + galley.size().x, icon.y.max(galley.size().y));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let icon_rect = egui::Rect::from_min_size(rect.min, icon);
    draw(ui.painter(), icon_rect);
    let text_pos = egui::pos2(
        icon_rect.max.x + 4.0,
        rect.center().y - galley.size().y / 2.0,
    );
    ui.painter().galley(text_pos, galley, colour);
    response.on_hover_formula(tooltip);
}

/// What each mark in the plane means.
pub(super) fn legend_ui(ui: &mut egui::Ui, input: &Input<'_>) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 14.0;
        if !matches!(input.points_by, PointsBy::Group(_)) {
            labels_ui(ui);
        }
        for curve in input.curves {
            legend_entry(ui, |p, r| curve.paint_sample(p, r), &curve.name, curve.tip);
        }
        // A workspace with no learner draws nothing else.
        if matches!(input.points_by, PointsBy::LabelOnly | PointsBy::Group(_)) {
            return;
        }
        lines_ui(ui, input);
        marks_ui(ui, input);
        if input.view.show_tint {
            tint_ui(ui, input.algorithm.scores_probability());
        }
    });
}

/// The points' two markers, +1 and −1.
fn labels_ui(ui: &mut egui::Ui) {
    for (label, text, tooltip) in [
        (Label::Positive, "+1", t!("views-legend-positive-tip")),
        (Label::Negative, "−1", t!("views-legend-negative-tip")),
    ] {
        legend_entry(
            ui,
            |p, r| {
                let mut mesh = Mesh::default();
                add_marker(&mut mesh, r.center(), label, MARKER);
                p.add(mesh);
            },
            text,
            tooltip,
        );
    }
}

/// The lines: the answer's, w_t's dashed beside it when they differ in kind, and the compared
/// run's.
fn lines_ui(ui: &mut egui::Ui, input: &Input<'_>) {
    let ink = ui.visuals().strong_text_color();
    let kind = input.answer_kind;
    legend_entry(
        ui,
        |p, r| {
            p.line_segment([r.left_center(), r.right_center()], Stroke::new(2.5, ink));
        },
        match kind {
            Answer::Current | Answer::Vote => "wᵀz = 0",
            Answer::Pocket => t!("views-legend-pocket"),
            Answer::Average => t!("views-legend-average"),
        },
        t!("views-legend-line-tip"),
    );
    if kind != Answer::Current {
        legend_entry(
            ui,
            |p, r| {
                p.extend(Shape::dashed_line(
                    &[r.left_center(), r.right_center()],
                    Stroke::new(2.0, ink.gamma_multiply(0.7)),
                    6.0,
                    4.0,
                ));
            },
            "w_t",
            t!("views-legend-current-tip"),
        );
    }
    if let Some(compared) = &input.compared {
        legend_entry(
            ui,
            |p, r| {
                p.extend(Shape::dashed_line(
                    &[r.left_center(), r.right_center()],
                    Stroke::new(2.5, COMPARED),
                    7.0,
                    3.0,
                ));
            },
            &format!("{} {}", compared.name, compared.symbol),
            t!("views-legend-compared-tip"),
        );
    }
}

/// The marks on the plane: the w arrow and the mistakes' rings when shown, and the ring of the
/// last update.
fn marks_ui(ui: &mut egui::Ui, input: &Input<'_>) {
    let ink = ui.visuals().strong_text_color();
    if input.view.show_arrow {
        legend_entry(
            ui,
            |p, r| {
                p.arrow(
                    r.left_center(),
                    Vec2::new(r.width() - 2.0, 0.0),
                    Stroke::new(2.0, ink),
                )
            },
            "w",
            t!("views-legend-arrow-tip"),
        );
    }
    if input.view.show_mistakes {
        legend_entry(
            ui,
            |p, r| {
                let mut mesh = Mesh::default();
                add_marker(&mut mesh, r.center(), Label::Positive, MARKER);
                p.add(mesh);
                p.circle_stroke(r.center(), MARKER + 4.0, Stroke::new(1.5, ink));
            },
            t!("views-legend-mistakes"),
            t!("views-legend-mistakes-tip"),
        );
    }
    legend_entry(
        ui,
        |p, r| {
            p.circle_stroke(r.center(), MARKER + 2.0, Stroke::new(2.5, ink));
            p.circle_stroke(r.center(), MARKER + 5.0, Stroke::new(1.0, ink));
        },
        t!("views-legend-last-update"),
        t!("views-legend-last-update-tip"),
    );
}

/// The tint of the +1 side, or θ(wᵀz) for a learner that scores a probability (`logistic`).
fn tint_ui(ui: &mut egui::Ui, logistic: bool) {
    legend_entry(
        ui,
        |p, r| {
            let r = r.shrink(2.0);
            p.rect_filled(r, 2.0, shade(if logistic { 0.9 } else { 1.0 }, 0.6));
        },
        if logistic {
            "θ(wᵀz)"
        } else {
            t!("views-legend-plus-side")
        },
        if logistic {
            t!("views-legend-theta-tip")
        } else {
            t!("views-legend-plus-side-tip")
        },
    );
}
