//! The Fit workspace's drawings on the plane: the edges of x ∈ [−1, 1], the target f (when the
//! points are its draw), each fold's g⁻ faintly, the g chosen by E_cv, and the two fits g_Qa
//! and g_Qb over them, each curve a polyline sampled across the view. The colours are the
//! colour-blind-safe palette's, and the panel's legend names them.

use egui::{Color32, Painter, Shape, Stroke};
use glam::DVec2;

use super::Fits;
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::palette;
use crate::app::drawing::pos2;
use crate::app::plane::Layer;
use crate::fit::Polynomial;

/// The two fits' colours, in the order of the settings' degrees.
pub const FIT_COLOURS: [Color32; 2] = [palette::BLUE, palette::VERMILLION];
/// The target's colour.
pub const TARGET_COLOUR: Color32 = palette::TARGET;
/// The colour of the g chosen by E_cv.
pub const CHOSEN_COLOUR: Color32 = palette::BLUISH_GREEN;
/// The folds' g⁻, drawn faintly.
pub const FOLD_COLOUR: Color32 = palette::GREY;

/// Samples of a curve across the view.
const SAMPLES: usize = 240;

/// `value` at x across the view within [−1, 1], on the screen; y kept within a few views of the
/// view so that a wild fit's polyline stays a drawable shape.
fn curve_on_screen(
    value: impl Fn(f64) -> f64,
    t: &ScreenFromPlot,
    view: PlotRect,
) -> Vec<egui::Pos2> {
    let (from, to) = (view.min.x.max(-1.0), view.max.x.min(1.0));
    if from >= to {
        return Vec::new();
    }
    let height = view.size().y;
    let (low, high) = (view.min.y - 3.0 * height, view.max.y + 3.0 * height);
    (0..=SAMPLES)
        .map(|i| {
            let x = from + (to - from) * i as f64 / SAMPLES as f64;
            let y = value(x);
            let y = if y.is_finite() {
                y.clamp(low, high)
            } else {
                high
            };
            pos2(t.screen_from_plot(DVec2::new(x, y)))
        })
        .collect()
}

fn polynomial(painter: &Painter, g: &Polynomial, t: &ScreenFromPlot, view: PlotRect, s: Stroke) {
    painter.add(Shape::line(curve_on_screen(|x| g.value(x), t, view), s));
}

/// Paints the drawings of `layer`: everything under the points.
pub fn paint_layer(
    fits: &Fits,
    layer: Layer,
    painter: &Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    dark: bool,
) {
    if layer != Layer::Under {
        return;
    }
    let edge = Stroke::new(1.0, palette::GREY.gamma_multiply(0.5));
    for x in [-1.0, 1.0] {
        let (a, b) = (DVec2::new(x, view.min.y), DVec2::new(x, view.max.y));
        painter.add(Shape::dashed_line(
            &[pos2(t.screen_from_plot(a)), pos2(t.screen_from_plot(b))],
            edge,
            6.0,
            6.0,
        ));
    }
    let faint = if dark { 0.55 } else { 0.45 };
    for k in 0..fits.validation.as_ref().map_or(0, |cv| cv.folds.len()) {
        if let Some(g) = fits.fold_g(k) {
            polynomial(
                painter,
                &g,
                t,
                view,
                Stroke::new(1.0, FOLD_COLOUR.gamma_multiply(faint)),
            );
        }
    }
    if let Some((target, _)) = &fits.target {
        let points = curve_on_screen(|x| target.value(x), t, view);
        painter.add(Shape::dashed_line(
            &points,
            Stroke::new(2.5, TARGET_COLOUR),
            10.0,
            5.0,
        ));
    }
    if let Some((_, g)) = &fits.choice.chosen {
        let points = curve_on_screen(|x| g.value(x), t, view);
        painter.add(Shape::dashed_line(
            &points,
            Stroke::new(2.0, CHOSEN_COLOUR),
            3.0,
            4.0,
        ));
    }
    for (fit, colour) in fits.fits.iter().zip(FIT_COLOURS) {
        polynomial(painter, &fit.g, t, view, Stroke::new(3.0, colour));
    }
}
