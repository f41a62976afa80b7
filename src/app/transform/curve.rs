//! The curve wᵀΦ(x) = 0 on the plane of X: s(x) = wᵀΦ(x) sampled on the level field's grid,
//! the two sides tinted by sign and the boundary traced by marching squares. Φ at the grid's
//! nodes is kept while the view and Φ stay the same, so a new w costs one product per node
//! and feature.

use egui::{Color32, Painter};
use glam::DVec2;

use crate::app::drawing::geometry::ScreenFromPlot;
use crate::app::plane::level_field::LevelField;
use crate::transform::{Monomial, Transform};

/// The grid of s(x) for the w drawn, and Φ at its nodes.
#[derive(Default)]
pub struct Curve {
    field: LevelField,
    /// Φ's features (after the constant) at every node, node-major, and what they were
    /// computed for.
    features: Vec<f64>,
    features_for: Option<(Transform, ScreenFromPlot, egui::Rect)>,
    /// The w the grid holds, to know when it changed.
    w: Vec<f64>,
    version: u64,
}

impl Curve {
    /// Brings the grid up to date with `w` under `phi` on the plane shown at `rect` by `t`.
    pub fn update(
        &mut self,
        phi: &Transform,
        terms: &[Monomial],
        w: &[f64],
        t: &ScreenFromPlot,
        rect: egui::Rect,
    ) {
        if self.w != w || self.features_for.as_ref().is_none_or(|(p, _, _)| p != phi) {
            self.w = w.to_vec();
            self.version += 1;
        }
        let (features, features_for) = (&mut self.features, &mut self.features_for);
        self.field.fill(t, rect, self.version, |nodes, values| {
            let d = terms.len();
            // Nodes move with the view: their features are computed again with them.
            let key = (phi.clone(), *t, rect);
            if features_for.as_ref() != Some(&key) || features.len() != nodes.len() * d {
                features_at(phi, terms, nodes, features);
                *features_for = Some(key);
            }
            values.extend(
                features
                    .chunks_exact(d.max(1))
                    .map(|z| w[0] + z.iter().zip(&w[1..]).map(|(zi, wi)| zi * wi).sum::<f64>()),
            );
        });
    }

    /// s at the grid's nodes (the same nodes as any other field of the plane).
    pub fn values(&self) -> &[f64] {
        self.field.values()
    }

    /// The two sides' tint.
    pub fn paint_tint(&mut self, ctx: &egui::Context, painter: &Painter, dark: bool) {
        self.field.paint_tint(ctx, painter, dark);
    }

    /// The boundary s = 0.
    pub fn paint_boundary(&self, painter: &Painter, ink: Color32, width: f32) {
        self.field.paint_levels(painter, ink, false, width);
    }
}

/// Φ's features at each node, node-major.
fn features_at(phi: &Transform, terms: &[Monomial], nodes: &[DVec2], out: &mut Vec<f64>) {
    out.clear();
    let mut z = Vec::with_capacity(terms.len());
    for node in nodes {
        phi.z_into(terms, &[node.x, node.y], &mut z);
        out.extend_from_slice(&z);
    }
}
