//! The Fit workspace in classification: the window's labelled points (or N points drawn from the
//! noisy circle) fitted by g_Qa and g_Qb = sign(wᵀΦ_Q(x)) with the settings' learner and λ, as
//! the core's [`Duel`] computes them, and their boundaries drawn on the plane: the target's
//! circle dashed, the square [−1, 1]² the points come from, and within it each fit's curve
//! wᵀΦ_Q(x) = 0 traced by the Transform workspace's marching squares, in two colours of the
//! palette that are not the labels' blue and vermillion.

use std::cell::RefCell;

use egui::{Color32, Painter, Shape, Stroke};
use glam::DVec2;

use super::paint::TARGET_COLOUR;
use crate::app::document::{Document, Label, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::{palette, pos2};
use crate::app::plane::Layer;
use crate::app::prefs::FitPrefs;
use crate::app::transform::curve::Curve;
use crate::fit::Duel;
use crate::fit::classify::TARGET_RADIUS_SQUARED;
use crate::lesson::fit::FitPart;

/// The two boundaries' colours, in the order of the settings' degrees.
pub const BOUNDARY_COLOURS: [Color32; 2] = [palette::BLUISH_GREEN, palette::ORANGE];

/// The two fits of the points and whether they are the target's draw (their E_out known).
#[derive(Debug, Clone, PartialEq)]
pub struct PlaneFits {
    pub duel: Duel,
    pub n: usize,
    /// p, when the points are the target's draw (else E_out is unknown).
    pub flip: Option<f64>,
}

/// The fits, what they were computed for (the points' identity and the settings), and the
/// curves drawn from them.
#[derive(Default)]
pub struct Plane {
    fits: Option<((u64, FitPrefs), PlaneFits)>,
    curves: [RefCell<Curve>; 2],
}

impl Plane {
    /// Computes the fits again if the points or the settings changed.
    pub fn follow(&mut self, doc: &Document, prefs: &FitPrefs) {
        let key = (doc.data().id(), prefs.clone());
        if self.fits.as_ref().is_some_and(|(k, _)| *k == key) {
            return;
        }
        let part = FitPart::from(prefs);
        let duel = part.duel(doc.data());
        let known = duel.fits[0].1.is_some();
        let fits = PlaneFits {
            duel,
            n: doc.len(),
            flip: known.then(|| part.noisy_circle().flip()),
        };
        self.fits = Some((key, fits));
    }

    /// The fits as last computed.
    pub fn fits(&self) -> Option<&PlaneFits> {
        self.fits.as_ref().map(|(_, fits)| fits)
    }

    /// Paints the target's circle and the two boundaries under the points.
    pub fn paint_layer(
        &self,
        layer: Layer,
        painter: &Painter,
        t: &ScreenFromPlot,
        _view: PlotRect,
    ) {
        let Some(fits) = self.fits().filter(|_| layer == Layer::Under) else {
            return;
        };
        let corner = |x: f64| pos2(t.screen_from_plot(DVec2::splat(x)));
        let square = egui::Rect::from_two_pos(corner(-1.0), corner(1.0));
        painter.rect_stroke(
            square,
            0.0,
            Stroke::new(1.0, palette::GREY.gamma_multiply(0.5)),
            egui::StrokeKind::Middle,
        );
        let radius = TARGET_RADIUS_SQUARED.sqrt();
        let circle: Vec<egui::Pos2> = (0..=180)
            .map(|i| {
                let angle = std::f64::consts::TAU * f64::from(i) / 180.0;
                pos2(t.screen_from_plot(DVec2::from_angle(angle) * radius))
            })
            .collect();
        painter.add(Shape::dashed_line(
            &circle,
            Stroke::new(2.5, TARGET_COLOUR),
            10.0,
            5.0,
        ));
        // The boundaries where the points and E_out live: beyond the square a fit of high
        // degree runs wild and means nothing.
        let inside = painter.with_clip_rect(square.intersect(painter.clip_rect()));
        for ((g, _), (curve, colour)) in fits
            .duel
            .fits
            .iter()
            .zip(self.curves.iter().zip(BOUNDARY_COLOURS))
        {
            let mut curve = curve.borrow_mut();
            let phi = g.features.transform();
            curve.update(&phi, g.features.terms(), &g.w, t, inside.clip_rect());
            curve.paint_boundary(&inside, colour, 3.0);
        }
    }
}

/// The settings' draw from the noisy circle as the window's labelled points.
pub fn drawn_points(prefs: &FitPrefs) -> Vec<Point> {
    let data = FitPart::from(prefs).plane_draw();
    (0..data.len())
        .map(|n| {
            let x: Vec<f64> = data.features(n).collect();
            Point {
                x: DVec2::new(x[0], x[1]),
                label: Label::from_y(data.label(n)),
                class: None,
            }
        })
        .collect()
}
