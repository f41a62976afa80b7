//! The Fit workspace's drawings on the plane: the edges of x ∈ [−1, 1] (and, for a draw from a
//! part of it, the rest shaded: no point came from there), the target f (when the points are
//! its draw), each fold's g⁻ faintly — or, with K points held out, the one g⁻ learned without
//! them and D_val's points ringed — the g chosen by E_cv (not beside a held-out D_val), and the
//! two fits g_Qa and g_Qb over them, each curve a polyline sampled across the view. The colours
//! are the colour-blind-safe palette's, and the panel's legend names them.

use egui::{Color32, Painter, Shape, Stroke};
use glam::DVec2;

use super::Fits;
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::palette;
use crate::app::drawing::pos2;
use crate::app::plane::Layer;
use crate::app::prefs::FitPrefs;
use crate::fit::Polynomial;

/// The two fits' colours, in the order of the settings' degrees.
pub const FIT_COLOURS: [Color32; 2] = [palette::BLUE, palette::VERMILLION];
/// The target's colour.
pub const TARGET_COLOUR: Color32 = palette::TARGET;
/// The colour of the g chosen by E_cv.
pub const CHOSEN_COLOUR: Color32 = palette::BLUISH_GREEN;
/// The folds' g⁻, drawn faintly.
pub const FOLD_COLOUR: Color32 = palette::GREY;
/// The held-out split's g⁻ and the rings of D_val's points.
pub const HOLDOUT_COLOUR: Color32 = palette::ORANGE;

/// Samples of a curve across the view.
const SAMPLES: usize = 240;

/// `value` at x across the view within [−1, 1], on the screen; y kept within a few views of the
/// view so that a wild fit's polyline stays a drawable shape.
pub(super) fn curve_on_screen(
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

/// How many folds' g⁻ the plane draws: none for a held-out split, whose scene is about its one
/// g⁻, nor with the switch off.
pub(super) fn folds_drawn(fits: &Fits, prefs: &FitPrefs) -> usize {
    match (fits.held(), &fits.validation) {
        (None, Ok(cv)) if prefs.folds_drawn => cv.folds.len(),
        _ => 0,
    }
}

/// Whether the plane draws the g that E_cv chooses, and its legend and words name it: not for a
/// held-out split (the choice waits for the scenes after it), nor with the switch off.
pub(super) fn choice_drawn(fits: &Fits, prefs: &FitPrefs) -> bool {
    fits.held().is_none() && prefs.choice_drawn
}

/// Paints the drawings of `layer`: everything under the points.
pub fn paint_layer(
    fits: &Fits,
    layer: Layer,
    painter: &Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    dark: bool,
    prefs: &FitPrefs,
) {
    if layer == Layer::Over {
        paint_validation_rings(fits, painter, t);
        return;
    }
    if let Some([from, to]) = fits.region {
        let shade = palette::GREY.gamma_multiply(if dark { 0.22 } else { 0.15 });
        for (a, b) in [(-1.0, from), (to, 1.0)] {
            if b > a {
                let corners = [DVec2::new(a, view.min.y), DVec2::new(b, view.max.y)];
                let rect = egui::Rect::from_two_pos(
                    pos2(t.screen_from_plot(corners[0])),
                    pos2(t.screen_from_plot(corners[1])),
                );
                painter.rect_filled(rect, 0.0, shade);
            }
        }
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
    for k in 0..folds_drawn(fits, prefs) {
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
    if let Some((_, g)) = fits
        .choice
        .chosen
        .as_ref()
        .filter(|_| choice_drawn(fits, prefs))
    {
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
    if let Some(held) = fits.held() {
        let points = curve_on_screen(|x| held.holdout.g_minus.value(x), t, view);
        painter.add(Shape::dashed_line(
            &points,
            Stroke::new(2.5, HOLDOUT_COLOUR),
            8.0,
            4.0,
        ));
    }
}

/// A ring round each point of D_val, when K points are held out.
fn paint_validation_rings(fits: &Fits, painter: &Painter, t: &ScreenFromPlot) {
    let Some(held) = fits.held() else {
        return;
    };
    for &i in &held.holdout.validation {
        let (Some(&x), Some(&y)) = (fits.points.x.get(i), fits.points.y.get(i)) else {
            continue;
        };
        let at = DVec2::new(x, y);
        painter.circle_stroke(
            pos2(t.screen_from_plot(at)),
            9.0,
            Stroke::new(2.0, HOLDOUT_COLOUR),
        );
    }
}
