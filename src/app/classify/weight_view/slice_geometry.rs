//! The geometry of a slice of weight space: its square view around the origin, w, the path and
//! the minimiser; the region where every point's margin reaches a level (the version space at 0,
//! the hard margin at 1); the point whose line passes under the pointer; the path up to t.

use glam::DVec2;

use crate::app::drawing::geometry::{self, PlotRect};
use crate::app::drawing::trace::Trace;
use crate::data::Dataset;

/// The version space in the slice at `w₀`, within `view`: the (w₁, w₂) on the right side of every
/// point's line, yₙ(w₀ + w₁xₙ₁ + w₂xₙ₂) > 0 — a convex polygon (its closure), empty when no w of
/// the view gets every point right.
pub fn version_space(data: &Dataset, w0: f64, view: PlotRect) -> Vec<DVec2> {
    let polygon = region(data, w0, view, 0.0);
    // A point is right only strictly off its line (y·s > 0): what is left with no area (every
    // line through one point, as at w₀ = 0 on XOR) is no version space.
    let twice_area: f64 = (0..polygon.len())
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % polygon.len()]))
        .sum();
    let view_area = view.size().x * view.size().y;
    if twice_area.abs() <= 1e-12 * view_area {
        return Vec::new();
    }
    polygon
}

/// The part of `view` where every point's margin is at least `level`, yₙ(w₀ + wᵀxₙ) ≥ level:
/// convex, empty when nothing is left.
pub fn region(data: &Dataset, w0: f64, view: PlotRect, level: f64) -> Vec<DVec2> {
    let mut polygon = view.corners().to_vec();
    for n in 0..data.len() {
        let y = data.label(n);
        let right_side = [y * w0, y * data.feature(n, 1), y * data.feature(n, 2)];
        polygon = geometry::clip_to_half_plane(&polygon, right_side, level);
        if polygon.is_empty() {
            break;
        }
    }
    polygon
}

/// The point whose line {w : w₀ + w₁xₙ₁ + w₂xₙ₂ = 0} passes nearest `p` in the slice at `w0`,
/// if within `reach`.
pub fn line_near(data: &Dataset, w0: f64, p: DVec2, reach: f64) -> Option<usize> {
    (0..data.len())
        .filter_map(|n| {
            let x = DVec2::new(data.feature(n, 1), data.feature(n, 2));
            let distance = (w0 + x.dot(p)).abs() / x.length();
            (distance <= reach).then_some((n, distance))
        })
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(n, _)| n)
}

/// The path up to the t shown.
pub fn path_until(path: &Trace<[f64; 3]>, shown_t: Option<u64>) -> Vec<[f64; 3]> {
    let until = shown_t.unwrap_or(u64::MAX);
    path.ts()
        .iter()
        .zip(path.values())
        .take_while(|(t, _)| **t <= until)
        .map(|(_, w)| *w)
        .collect()
}

/// The slice's square view: the origin, w, the path and the minimiser with a margin, at least
/// 2 wide.
pub fn view_of(w: Option<[f64; 3]>, path: &[[f64; 3]], minimiser: Option<[f64; 2]>) -> PlotRect {
    let points = std::iter::once(DVec2::ZERO)
        .chain(w.map(|w| DVec2::new(w[1], w[2])))
        .chain(path.iter().map(|w| DVec2::new(w[1], w[2])))
        .chain(minimiser.map(DVec2::from))
        .filter(|p| p.is_finite());
    let content = geometry::bounding_box(points).unwrap_or(PlotRect::new(DVec2::ZERO, DVec2::ZERO));
    let centre = content.center();
    let half = (content.size().max_element() * 0.6).max(1.0);
    PlotRect::new(centre - DVec2::splat(half), centre + DVec2::splat(half))
}
