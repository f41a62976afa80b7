//! How a labelling is drawn, on the plane and on its tile alike: its witness (the line with its
//! ○ side shaded, the ray's or interval's thresholds on x₁, the hull of the ○ points) and the
//! points as ○ and ×; on the plane, each point's number, which the reasons name.

use egui::{Align2, Color32, FontId, Painter, Pos2, Shape, Stroke, vec2};
use glam::DVec2;

use crate::app::drawing::geometry::{
    PlotRect, ScreenFromPlot, band, line_in_view, positive_region,
};
use crate::app::drawing::palette;
use crate::app::drawing::pos2;
use crate::theory::hull_corners;
use crate::vc::dichotomies::{Realised, Realiser};

/// The shade of the region a witness gives ○.
fn shade(strong: bool) -> Color32 {
    palette::POSITIVE.gamma_multiply(if strong { 0.22 } else { 0.14 })
}

/// Paints the witness of `realised` for `points` labelled `labels` in `view`, with lines
/// `width` wide.
pub fn paint_witness(
    painter: &Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    points: &[[f64; 2]],
    labels: &[f64],
    realised: &Realised,
    width: f32,
) {
    let at = |p: DVec2| pos2(t.screen_from_plot(p));
    let ink = Stroke::new(width, palette::POSITIVE);
    let region = |polygon: Vec<DVec2>| {
        if polygon.len() >= 3 {
            painter.add(Shape::convex_polygon(
                polygon.into_iter().map(at).collect(),
                shade(width > 1.5),
                Stroke::NONE,
            ));
        }
    };
    let line = |w: [f64; 3]| {
        if let Some((a, b)) = line_in_view(view, w) {
            painter.line_segment([at(a), at(b)], ink);
        }
    };
    let Realised::Yes(realiser) = realised else {
        return;
    };
    if points.is_empty() {
        return;
    }
    match *realiser {
        Realiser::Line { w } => {
            region(positive_region(view, w));
            line(w);
        }
        Realiser::Ray { from } => {
            // ○ for x₁ > from: the line −from + x₁ = 0 with its ○ side.
            let w = [-from, 1.0, 0.0];
            region(positive_region(view, w));
            line(w);
        }
        Realiser::Interval { from, to } => {
            let along_x1 = [0.0, 1.0, 0.0];
            region(band(view, along_x1, from, to));
            line([-from, 1.0, 0.0]);
            line([-to, 1.0, 0.0]);
        }
        Realiser::Hull => {
            let plus: Vec<[f64; 2]> = points
                .iter()
                .zip(labels)
                .filter(|(_, y)| **y > 0.0)
                .map(|(p, _)| *p)
                .collect();
            let corners: Vec<Pos2> = hull_corners(&plus)
                .into_iter()
                .map(|p| at(DVec2::from(p)))
                .collect();
            match corners.len() {
                0 => {}
                1 => {
                    painter.circle_stroke(corners[0], 3.0 * width + 4.0, ink);
                }
                2 => {
                    painter.line_segment(
                        [corners[0], corners[1]],
                        Stroke::new(3.0 * width, shade(true)),
                    );
                    painter.line_segment([corners[0], corners[1]], ink);
                }
                _ => {
                    painter.add(Shape::convex_polygon(corners, shade(width > 1.5), ink));
                }
            }
        }
        Realiser::LineBelowPrecision => {}
    }
}

/// Paints `points` as ○ (label +1) and × (−1) of radius `r`.
pub fn paint_marks(
    painter: &Painter,
    t: &ScreenFromPlot,
    points: &[[f64; 2]],
    labels: &[f64],
    r: f32,
) {
    let stroke_width = (r * 0.4).max(1.2);
    for (p, &y) in points.iter().zip(labels) {
        let c = pos2(t.screen_from_plot(DVec2::from(*p)));
        if y > 0.0 {
            painter.circle_stroke(c, r, Stroke::new(stroke_width, palette::POSITIVE));
        } else {
            let stroke = Stroke::new(stroke_width, palette::NEGATIVE);
            painter.line_segment([c - vec2(r, r), c + vec2(r, r)], stroke);
            painter.line_segment([c - vec2(r, -r), c + vec2(r, -r)], stroke);
        }
    }
}

/// Each point's number (from 1) beside it, as the reasons name the points.
pub fn paint_numbers(painter: &Painter, t: &ScreenFromPlot, points: &[[f64; 2]], ink: Color32) {
    for (n, p) in points.iter().enumerate() {
        let c = pos2(t.screen_from_plot(DVec2::from(*p)));
        painter.text(
            c + vec2(9.0, -9.0),
            Align2::LEFT_BOTTOM,
            (n + 1).to_string(),
            FontId::proportional(13.0),
            ink,
        );
    }
}
