//! K-means in the plane: the Voronoi cells of the centres tinted in their clusters' colours
//! (under everything), each centre's trail over the moves, and the centres themselves as large
//! filled markers named μ₁ … μ_K (over the points). Centres being clicked show hollow.

use egui::{Align2, Color32, FontId, Painter, Shape, Stroke};
use glam::DVec2;

use super::Cluster;
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::shapes::{group_colour, paint_group_marker};
use crate::app::drawing::{placement, pos2};
use crate::app::plane::Layer;
use crate::number::subscript;

/// The radius of a centre's marker, in screen points.
const CENTRE_RADIUS: f32 = 9.0;

/// The part of `view` nearer to centre `i` than to any other (a tie on the border to neither
/// side matters not for a tint): the view clipped by one bisector per other centre.
pub fn voronoi_cell(view: PlotRect, centres: &[DVec2], i: usize) -> Vec<DVec2> {
    let ci = centres[i];
    let mut cell = view.corners().to_vec();
    for (j, &cj) in centres.iter().enumerate() {
        if j == i || cj == ci {
            continue;
        }
        // ‖x − cᵢ‖² ≤ ‖x − cⱼ‖²  ⇔  (‖cⱼ‖² − ‖cᵢ‖²) + 2(cᵢ − cⱼ)ᵀx ≥ 0.
        let normal = 2.0 * (ci - cj);
        let w = [
            cj.length_squared() - ci.length_squared(),
            normal.x,
            normal.y,
        ];
        cell = geometry::clip_to_half_plane(&cell, w, 0.0);
        if cell.is_empty() {
            break;
        }
    }
    cell
}

/// The centres as points of the plane.
fn as_points(centres: &[f64]) -> Vec<DVec2> {
    centres
        .chunks_exact(2)
        .map(|c| DVec2::new(c[0], c[1]))
        .collect()
}

/// Paints the K-means drawings of `layer`.
pub fn paint_layer(
    view_state: &Cluster,
    layer: Layer,
    painter: &Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    dark: bool,
) {
    match layer {
        Layer::Under => {
            if let Some(kmeans) = view_state.kmeans() {
                let centres = as_points(&kmeans.centres().centres);
                let strength = if dark { 0.22 } else { 0.14 };
                for i in 0..centres.len() {
                    let cell = voronoi_cell(view, &centres, i);
                    if cell.len() >= 3 {
                        let on_screen = cell.iter().map(|&p| pos2(t.screen_from_plot(p))).collect();
                        painter.add(Shape::convex_polygon(
                            on_screen,
                            group_colour(i).gamma_multiply(strength),
                            Stroke::NONE,
                        ));
                    }
                }
            }
            paint_trails(view_state.trails(), painter, t);
        }
        Layer::Over => {
            if let Some(kmeans) = view_state.kmeans() {
                let ink = if dark { Color32::WHITE } else { Color32::BLACK };
                for (i, c) in as_points(&kmeans.centres().centres).iter().enumerate() {
                    let at = pos2(t.screen_from_plot(*c));
                    paint_group_marker(painter, i, at, CENTRE_RADIUS, true);
                    painter.circle_stroke(at, CENTRE_RADIUS + 4.0, Stroke::new(1.5, ink));
                    placement::paint_text(
                        painter,
                        at + egui::vec2(CENTRE_RADIUS + 5.0, -CENTRE_RADIUS - 3.0),
                        Align2::LEFT_BOTTOM,
                        format!("μ{}", subscript(i + 1)),
                        FontId::proportional(15.0),
                        ink,
                    );
                }
            } else {
                // Centres clicked so far, before there are K of them.
                for (i, c) in as_points(view_state.clicked()).iter().enumerate() {
                    let at = pos2(t.screen_from_plot(*c));
                    paint_group_marker(painter, i, at, CENTRE_RADIUS, false);
                }
            }
        }
    }
}

/// Each centre's path through the moves, with a dot where it was after each.
fn paint_trails(trails: &[Vec<f64>], painter: &Painter, t: &ScreenFromPlot) {
    let Some(first) = trails.first() else {
        return;
    };
    for i in 0..first.len() / 2 {
        let path: Vec<egui::Pos2> = trails
            .iter()
            .filter_map(|c| c.get(2 * i..2 * i + 2))
            .map(|c| pos2(t.screen_from_plot(DVec2::new(c[0], c[1]))))
            .collect();
        let colour = group_colour(i);
        if path.len() > 1 {
            painter.add(Shape::line(path.clone(), Stroke::new(2.0, colour)));
        }
        for p in &path[..path.len().saturating_sub(1)] {
            painter.circle_filled(*p, 3.0, colour);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn voronoi_cells_split_the_view_between_two_centres() {
        let view = PlotRect::new(DVec2::splat(-2.0), DVec2::splat(2.0));
        let centres = [DVec2::new(-1.0, 0.0), DVec2::new(1.0, 0.0)];
        let left = voronoi_cell(view, &centres, 0);
        assert!(left.iter().all(|p| p.x <= 1e-12));
        let right = voronoi_cell(view, &centres, 1);
        assert!(right.iter().all(|p| p.x >= -1e-12));
        // Each is half the view.
        let area = |cell: &[DVec2]| {
            let mut a = 0.0;
            for i in 0..cell.len() {
                let (p, q) = (cell[i], cell[(i + 1) % cell.len()]);
                a += p.x * q.y - q.x * p.y;
            }
            a.abs() / 2.0
        };
        assert!((area(&left) - 8.0).abs() < 1e-9);
        assert!((area(&right) - 8.0).abs() < 1e-9);
    }
}
