//! One slice of weight space drawn as a plot: the shaded E_in, each point's line (the hovered one
//! bold), the version space, the hard-margin region and its point nearest the origin, the run's
//! path with its last update as an arrow of its kind, the plane's w as an arrow (a handle to drag),
//! the learner's answer, −∇E_in at w and the squared error's minimiser.

use egui::Color32;
use egui_plot::{Line, PlotBounds, PlotImage, PlotPoint, PlotPoints, PlotTransform, Points, Text};
use glam::DVec2;

use super::shade::Shaded;
use super::{Input, MAX_POINT_LINES};
use crate::app::drawing::geometry::{self, PlotRect};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::loss::ErrorMeasure;
use crate::number;
use crate::t;
use crate::weight_space::{contour, gradient};

/// What one slice plot draws.
pub struct SliceDrawing<'a> {
    pub input: &'a Input<'a>,
    pub measure: ErrorMeasure,
    pub w0: f64,
    pub view: PlotRect,
    pub shaded: Option<&'a Shaded>,
    pub path: &'a [[f64; 3]],
    pub version_space: &'a [DVec2],
    /// The hard-margin region {w : yₙ(w₀ + wᵀxₙ) ≥ 1 ∀n} and its point nearest the origin.
    pub margin_region: &'a [DVec2],
    pub margin_point: Option<DVec2>,
    pub minimiser: Option<[f64; 2]>,
    /// The last step's arrow's name (its kind of update).
    pub update_name: Option<&'a str>,
    pub ink: Color32,
}

/// What the person did with one slice plot.
pub struct SliceResponse {
    /// The pointer's (w₁, w₂) when it is over the plot.
    pub pointer: Option<PlotPoint>,
    pub response: egui::Response,
    pub transform: PlotTransform,
}

/// The plot `id` of `size` (its axes included).
pub fn slice_plot(
    ui: &mut egui::Ui,
    id: &str,
    size: egui::Vec2,
    d: &SliceDrawing<'_>,
) -> SliceResponse {
    let shown = still_plot(id)
        .width(size.x)
        .height(size.y)
        .allow_zoom(false)
        .x_axis_label("w₁")
        .y_axis_label("w₂")
        .show(ui, |plot| {
            plot.set_plot_bounds(PlotBounds::from_min_max(
                [d.view.min.x, d.view.min.y],
                [d.view.max.x, d.view.max.y],
            ));
            surface(plot, d);
            point_lines(plot, d);
            regions(plot, d);
            path(plot, d);
            w_and_answer(plot, d);
            descent(plot, d);
            if let Some([m1, m2]) = d.minimiser {
                plot.points(
                    Points::new(
                        t!("views-weight-minimiser"),
                        PlotPoints::from(vec![[m1, m2]]),
                    )
                    .shape(egui_plot::MarkerShape::Diamond)
                    .radius(6.0)
                    .color(palette::BLUISH_GREEN),
                );
            }
            plot.pointer_coordinate()
        });
    SliceResponse {
        pointer: shown.inner,
        response: shown.response.on_hover_cursor(egui::CursorIcon::Crosshair),
        transform: shown.transform,
    }
}

/// The shaded E_in, with level curves for a smooth error.
fn surface(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    let Some(shaded) = d.shaded else {
        return;
    };
    let size = shaded.covers.size();
    let centre = shaded.covers.center();
    plot.image(PlotImage::new(
        t!("views-weight-surface"),
        shaded.texture.id(),
        PlotPoint::new(centre.x, centre.y),
        egui::vec2(size.x as f32, size.y as f32),
    ));
    if d.measure != ErrorMeasure::ZeroOne {
        level_curves(plot, shaded, d.ink);
    }
}

/// Each point's line, grey (while the points are few), and the hovered point's, bold.
fn point_lines(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    let data = d.input.data;
    // Point n's line in w-space: w₀ + w₁xₙ₁ + w₂xₙ₂ = 0.
    let line_of =
        |n: usize| geometry::line_in_view(d.view, [d.w0, data.feature(n, 1), data.feature(n, 2)]);
    if data.len() <= MAX_POINT_LINES {
        let grey = palette::GREY.gamma_multiply(0.7);
        for (a, b) in (0..data.len()).filter_map(line_of) {
            plot.line(
                Line::new("", PlotPoints::from(vec![[a.x, a.y], [b.x, b.y]]))
                    .color(grey)
                    .width(1.0),
            );
        }
    }
    if let Some((a, b)) = d
        .input
        .hovered
        .filter(|&n| n < data.len())
        .and_then(line_of)
    {
        plot.line(
            Line::new("", PlotPoints::from(vec![[a.x, a.y], [b.x, b.y]]))
                .color(d.ink)
                .width(2.5),
        );
    }
}

/// The version space, the hard-margin region and its point nearest the origin.
fn regions(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    if d.version_space.len() >= 3 {
        let outline: Vec<[f64; 2]> = d.version_space.iter().map(|p| [p.x, p.y]).collect();
        plot.polygon(
            egui_plot::Polygon::new(t!("views-weight-version-space"), PlotPoints::from(outline))
                .stroke(egui::Stroke::new(2.5, palette::BLUISH_GREEN))
                .fill_color(Color32::TRANSPARENT),
        );
    }
    if d.margin_region.len() >= 3 {
        let outline: Vec<[f64; 2]> = d.margin_region.iter().map(|p| [p.x, p.y]).collect();
        plot.polygon(
            egui_plot::Polygon::new(t!("views-weight-margin-region"), PlotPoints::from(outline))
                .stroke(egui::Stroke::new(2.0, palette::SKY_BLUE))
                .fill_color(palette::SKY_BLUE.gamma_multiply(0.12)),
        );
    }
    if let Some(p) = d.margin_point {
        plot.points(
            Points::new(
                t!("views-weight-margin-point"),
                PlotPoints::from(vec![[p.x, p.y]]),
            )
            .shape(egui_plot::MarkerShape::Square)
            .radius(5.0)
            .color(palette::SKY_BLUE),
        );
    }
}

/// The run's path w₀ … w_t, its last update as an arrow of its kind.
fn path(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    if d.path.len() <= 1 {
        return;
    }
    let points: Vec<[f64; 2]> = d.path.iter().map(|w| [w[1], w[2]]).collect();
    plot.line(
        Line::new(t!("views-weight-path"), PlotPoints::from(points.clone()))
            .color(palette::ORANGE)
            .width(2.0),
    );
    last_update(plot, &points, d.update_name, d.view);
    plot.points(
        Points::new("", PlotPoints::from(points))
            .color(palette::ORANGE)
            .radius(2.5),
    );
}

/// The plane's w as an arrow from the origin with a handle to drag, and the learner's answer.
fn w_and_answer(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    if let Some(w) = d.input.w {
        plot.arrows(
            egui_plot::Arrows::new(
                "w",
                PlotPoints::from(vec![[0.0, 0.0]]),
                PlotPoints::from(vec![[w[1], w[2]]]),
            )
            .color(d.ink)
            .tip_length(14.0)
            .highlight(true),
        );
        // The handle that moves w by hand.
        plot.points(
            Points::new("", PlotPoints::from(vec![[w[1], w[2]]]))
                .shape(egui_plot::MarkerShape::Circle)
                .filled(false)
                .radius(7.0)
                .color(d.ink),
        );
        // The name just past the tip, as the plane writes it.
        let beyond = DVec2::new(w[1], w[2])
            + (d.view.size().x * 0.04) * DVec2::new(w[1], w[2]).normalize_or_zero();
        plot.text(Text::new("w", PlotPoint::new(beyond.x, beyond.y), "w").color(d.ink));
    }
    if let Some((g, symbol)) = d.input.answer {
        plot.points(
            Points::new(symbol, PlotPoints::from(vec![[g[1], g[2]]]))
                .radius(6.0)
                .color(d.ink),
        );
        plot.text(
            Text::new(
                symbol,
                PlotPoint::new(g[1], g[2] + d.view.size().y * 0.04),
                symbol,
            )
            .color(d.ink),
        );
    }
}

/// −∇E_in at w, its direction in the slice at a fifth of the view.
fn descent(plot: &mut egui_plot::PlotUi<'_>, d: &SliceDrawing<'_>) {
    let Some(w) = d.input.w else {
        return;
    };
    let Some(g) = gradient(d.input.data, &w, d.measure) else {
        return;
    };
    let down = DVec2::new(-g[1], -g[2]);
    if down.length() > 0.0 && down.is_finite() {
        let tip = DVec2::new(w[1], w[2]) + down.normalize() * d.view.size().x * 0.2;
        plot.arrows(
            egui_plot::Arrows::new(
                t!("views-weight-descent"),
                PlotPoints::from(vec![[w[1], w[2]]]),
                PlotPoints::from(vec![[tip.x, tip.y]]),
            )
            .color(palette::REDDISH_PURPLE)
            .tip_length(10.0),
        );
    }
}

/// The last step of the path as an arrow named by its kind of update (η·yₙzₙ, −η∇E_in…).
fn last_update(
    plot: &mut egui_plot::PlotUi<'_>,
    path: &[[f64; 2]],
    name: Option<&str>,
    view: PlotRect,
) {
    let [.., from, to] = path else {
        return;
    };
    let (a, b) = (DVec2::from(*from), DVec2::from(*to));
    // A step too short to see (a visit that did not move w) has no arrow.
    if (b - a).length() < view.size().x * 1e-3 {
        return;
    }
    let name = name.unwrap_or_default();
    plot.arrows(
        egui_plot::Arrows::new(
            name,
            PlotPoints::from(vec![*from]),
            PlotPoints::from(vec![*to]),
        )
        .color(palette::ORANGE)
        .tip_length(12.0),
    );
    if !name.is_empty() {
        // Beside the arrow's middle, off its side.
        let side = (b - a).perp().normalize_or_zero() * view.size().x * 0.04;
        let at = (a + b) / 2.0 + side;
        plot.text(Text::new("", PlotPoint::new(at.x, at.y), name).color(palette::ORANGE));
    }
}

/// Where the level curves are drawn: fractions of the way from the lowest E_in of the view to the
/// highest (closer together near the bottom, where a learner ends).
const LEVELS: [f64; 4] = [0.05, 0.15, 0.3, 0.5];

/// The level curves of a smooth surface, each labelled with its E_in where it starts.
fn level_curves(plot: &mut egui_plot::PlotUi<'_>, shaded: &Shaded, ink: Color32) {
    let (low, high) = shaded.range;
    if high.partial_cmp(&low) != Some(std::cmp::Ordering::Greater) {
        return;
    }
    let faint = ink.gamma_multiply(0.45);
    for fraction in LEVELS {
        let level = low + fraction * (high - low);
        let segments = contour(&shaded.surface, level);
        let Some(first) = segments.first() else {
            continue;
        };
        for [a, b] in &segments {
            plot.line(
                Line::new("", PlotPoints::from(vec![*a, *b]))
                    .color(faint)
                    .width(1.0),
            );
        }
        let at = [
            (first[0][0] + first[1][0]) / 2.0,
            (first[0][1] + first[1][1]) / 2.0,
        ];
        plot.text(
            Text::new(
                "",
                PlotPoint::new(at[0], at[1]),
                number::significant(level, 2),
            )
            .color(faint),
        );
    }
}
