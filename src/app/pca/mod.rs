//! The PCA view (seed 004): the mean, the first principal axis as a long line and the second as
//! a short one (each ±2√λ about the mean), every point's projection onto the first axis —
//! its reconstruction x_rec — and the segment from the point to it (the error PCA minimises);
//! beside them the retained variance λ₁/(λ₁ + λ₂) and the seed's reconstruction-error ratio,
//! which add up to 1. The axes follow the points as they are dragged.

mod room;

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::still_plot::still_plot;
use egui::{Align2, Color32, FontId, Painter, Stroke};
use egui_plot::{Bar, BarChart, GridMark};
use glam::DVec2;

use crate::cluster::{self, Points};
use crate::data::Dataset;
use crate::model::Axes;
use crate::t;

use crate::app::document::Point;
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::palette;
use crate::app::drawing::pos2;
use crate::app::plane::{Layer, MAX_SHAPE_POINTS};
use crate::number;

/// How far each axis is drawn from the mean, in standard deviations √λ.
const AXIS_SPAN: f64 = 2.0;

/// PCA of the current points, recomputed when they change.
#[derive(Default)]
pub struct Pca {
    /// The identity of the data, and its axes with the error ratio (or why there are none).
    cache: Option<(u64, Result<Fit, String>)>,
}

/// The axes of the points and the seed's error ratio measured on them.
#[derive(Debug, Clone, PartialEq)]
pub struct Fit {
    pub axes: Axes,
    /// Σ‖x − x_rec‖² / Σ‖x − mean‖² with one axis.
    pub error_ratio: f64,
}

impl Pca {
    /// Recomputes the axes if the points changed (O(N): cheap enough for every drag).
    pub fn sync(&mut self, data: &Dataset) {
        if self.cache.as_ref().is_some_and(|(id, _)| *id == data.id()) {
            return;
        }
        let points = Points::from_dataset(data);
        let fit = cluster::pca(&points)
            .map(|axes| Fit {
                error_ratio: cluster::reconstruction_error_ratio(&points, &axes, 1),
                axes,
            })
            .map_err(|e| e.to_string());
        self.cache = Some((data.id(), fit));
    }

    /// The axes, or why there are none.
    pub fn fit(&self) -> Option<Result<&Fit, &str>> {
        self.cache
            .as_ref()
            .map(|(_, fit)| fit.as_ref().map_err(String::as_str))
    }

    fn axes_2d(&self) -> Option<(DVec2, [DVec2; 2], [f64; 2])> {
        let fit = self.fit()?.ok()?;
        let a = &fit.axes;
        if a.mean.len() != 2 || a.axis_count() < 2 {
            return None;
        }
        let v = |s: &[f64]| DVec2::new(s[0], s[1]);
        Some((
            v(&a.mean),
            [v(a.axis(0)), v(a.axis(1))],
            [a.variances[0], a.variances[1]],
        ))
    }

    /// Paints the PCA drawings of `layer`.
    pub fn paint_layer(
        &self,
        layer: Layer,
        painter: &Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        points: &[Point],
        dark: bool,
    ) {
        let Some((mean, [u1, u2], [l1, l2])) = self.axes_2d() else {
            return;
        };
        let ink = if dark { Color32::WHITE } else { Color32::BLACK };
        let at = |p: DVec2| pos2(t.screen_from_plot(p));
        let per_point = points.len() <= MAX_SHAPE_POINTS;
        match layer {
            Layer::Under => {
                // The first axis across the whole view, faint: the line the points project on.
                let reach = view.size().length();
                painter.line_segment(
                    [at(mean - reach * u1), at(mean + reach * u1)],
                    Stroke::new(1.0, palette::BLUE.gamma_multiply(0.5)),
                );
                if per_point {
                    let error = Stroke::new(1.2, palette::GREY.gamma_multiply(0.8));
                    for p in points {
                        let rec = mean + (p.x - mean).dot(u1) * u1;
                        painter.line_segment([at(p.x), at(rec)], error);
                    }
                }
            }
            Layer::Over => {
                if per_point {
                    for p in points {
                        let rec = mean + (p.x - mean).dot(u1) * u1;
                        painter.circle(
                            at(rec),
                            3.0,
                            palette::BLUE.gamma_multiply(0.35),
                            Stroke::new(1.0, palette::BLUE),
                        );
                    }
                }
                for (k, (u, l, colour, width)) in [
                    (u1, l1, palette::BLUE, 4.0),
                    (u2, l2, palette::VERMILLION, 3.0),
                ]
                .into_iter()
                .enumerate()
                {
                    let half = AXIS_SPAN * l.sqrt() * u;
                    painter.line_segment(
                        [at(mean - half), at(mean + half)],
                        Stroke::new(width, colour),
                    );
                    label_beyond(
                        painter,
                        at(mean + half),
                        at(mean + half) - at(mean),
                        format!("u{}", ["₁", "₂"][k]),
                        colour,
                    );
                }
                let m = at(mean);
                let arm = 8.0;
                let stroke = Stroke::new(2.5, ink);
                painter.line_segment([m - egui::vec2(arm, 0.0), m + egui::vec2(arm, 0.0)], stroke);
                painter.line_segment([m - egui::vec2(0.0, arm), m + egui::vec2(0.0, arm)], stroke);
                painter.text(
                    m + egui::vec2(6.0, 6.0),
                    Align2::LEFT_TOP,
                    t!("views-pca-mean-mark"),
                    FontId::proportional(14.0),
                    ink,
                );
            }
        }
    }

    /// The right-hand panel: λ₁, λ₂, the retained variance and the error ratio, and a bar each.
    pub fn panel_ui(&self, ui: &mut egui::Ui, points: usize) {
        ui.strong_formula(t!("views-pca-heading"));
        match self.fit() {
            None => {}
            Some(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
            }
            Some(Ok(fit)) => {
                let a = &fit.axes;
                let retained = a.retained_variance(1);
                egui::Grid::new("pca numbers")
                    .num_columns(2)
                    .show(ui, |ui| {
                        ui.label_formula(t!("views-pca-mean"));
                        ui.monospace(format_vector(&a.mean));
                        ui.end_row();
                        for k in 0..a.axis_count().min(2) {
                            ui.label(format!("u{}", ["₁", "₂"][k]))
                                .on_hover_formula(t!("views-pca-axis-tip"));
                            ui.monospace(format_vector(a.axis(k)));
                            ui.end_row();
                            ui.label(format!("λ{}", ["₁", "₂"][k]))
                                .on_hover_formula(t!("views-pca-lambda-tip"));
                            ui.monospace(number::fixed(a.variances[k], 4));
                            ui.end_row();
                        }
                        ui.label_formula(t!("views-pca-retained"))
                            .on_hover_formula(t!("views-pca-retained-tip"));
                        ui.monospace(format!("{} %", number::fixed(100.0 * retained, 1)));
                        ui.end_row();
                        ui.label_formula(t!("views-pca-error"))
                            .on_hover_formula(t!("views-pca-error-tip"));
                        ui.monospace(format!("{} %", number::fixed(100.0 * fit.error_ratio, 1)));
                        ui.end_row();
                    });
                ui.label_formula(t!(
                    "views-pca-sum",
                    retained = number::fixed(retained, 3),
                    error = number::fixed(fit.error_ratio, 3),
                    total = number::fixed(retained + fit.error_ratio, 3)
                ));
                still_plot("pca shares")
                    .include_y(0.0)
                    .include_y(1.0)
                    .show_x(false)
                    .include_x(-0.5)
                    .include_x(1.5)
                    .x_grid_spacer(|_| {
                        [0.0, 1.0]
                            .map(|value| GridMark {
                                value,
                                step_size: 1.0,
                            })
                            .to_vec()
                    })
                    .x_axis_formatter(|mark, _| {
                        if mark.value == 0.0 {
                            t!("views-pca-retained").to_owned()
                        } else if mark.value == 1.0 {
                            t!("views-pca-error").to_owned()
                        } else {
                            String::new()
                        }
                    })
                    .height(130.0)
                    .show(ui, |plot_ui| {
                        plot_ui.bar_chart(
                            BarChart::new(
                                t!("views-pca-retained"),
                                vec![Bar::new(0.0, retained).width(0.6)],
                            )
                            .color(palette::BLUE),
                        );
                        plot_ui.bar_chart(
                            BarChart::new(
                                t!("views-pca-error"),
                                vec![Bar::new(1.0, fit.error_ratio).width(0.6)],
                            )
                            .color(palette::GREY),
                        );
                    });
                if points > MAX_SHAPE_POINTS {
                    ui.weak_formula(t!("views-pca-many-points", max = MAX_SHAPE_POINTS));
                }
                ui.weak_formula(t!("views-pca-drag-hint"));
            }
        }
    }

    /// The status line: the retained variance and the error ratio.
    pub fn status_text(&self) -> String {
        match self.fit() {
            None => String::new(),
            Some(Err(why)) => why.to_owned(),
            Some(Ok(fit)) => t!(
                "views-pca-status",
                retained = number::fixed(100.0 * fit.axes.retained_variance(1), 1),
                error = number::fixed(100.0 * fit.error_ratio, 1)
            ),
        }
    }
}

fn format_vector(v: &[f64]) -> String {
    let parts: Vec<String> = v.iter().map(|&x| number::fixed(x, 3)).collect();
    format!("({})", parts.join(", "))
}

/// `text` just beyond `tip` in the direction `outward` (on the screen), moved back inside the
/// painter's clip rectangle when it would be cut at the plane's edge.
fn label_beyond(
    painter: &egui::Painter,
    tip: egui::Pos2,
    outward: egui::Vec2,
    text: String,
    colour: egui::Color32,
) {
    let galley = painter.layout_no_wrap(text, FontId::proportional(16.0), colour);
    let size = galley.size();
    let direction = outward.normalized();
    let direction = if direction.is_finite() {
        direction
    } else {
        egui::Vec2::X
    };
    // The label's centre, far enough along the axis that the label clears its tip.
    let centre = tip + direction * (0.5 * size.length() + 4.0);
    let mut rect = egui::Rect::from_center_size(centre, size);
    let clip = painter.clip_rect().shrink(2.0);
    rect = rect.translate(egui::vec2(
        (clip.left() - rect.left()).max(0.0) - (rect.right() - clip.right()).max(0.0),
        (clip.top() - rect.top()).max(0.0) - (rect.bottom() - clip.bottom()).max(0.0),
    ));
    painter.galley(rect.min, galley, colour);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retained_and_error_add_to_one_and_follow_an_edit() {
        let mut data = Dataset::new(2);
        for (x, y) in [(0.0, 0.1), (1.0, 0.9), (2.0, 2.2), (3.0, 2.8)] {
            data.push(&[x, y], 1.0).expect("present");
        }
        let mut view = Pca::default();
        view.sync(&data);
        let fit = view.fit().expect("present").expect("present").clone();
        assert!((fit.axes.retained_variance(1) + fit.error_ratio - 1.0).abs() < 1e-12);
        assert!(fit.axes.retained_variance(1) > 0.95);
        // Move a point off the line: the axis turns and less is retained.
        data.set_point(3, &[3.0, -2.0], 1.0).expect("present");
        view.sync(&data);
        let moved = view.fit().expect("present").expect("present");
        assert_ne!(moved.axes, fit.axes);
        assert!(moved.axes.retained_variance(1) < fit.axes.retained_variance(1));
    }

    #[test]
    fn no_points_say_why() {
        let mut view = Pca::default();
        view.sync(&Dataset::new(2));
        assert!(view.fit().expect("present").is_err());
    }
}
