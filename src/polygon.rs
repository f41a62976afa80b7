//! Convex polygons of the plane cut by lines: the score s = w₀ + w₁x₁ + w₂x₂ of a point, the
//! part of a polygon on one side of a line (one Sutherland–Hodgman pass), and a polygon's area.
//! The window shades half-planes and cells with them; the bins' exact E_out of a line measures
//! the regions where two lines disagree.

use glam::DVec2;

/// The score s = w₀ + w₁x₁ + w₂x₂ of a point of the plane.
pub fn score(w: [f64; 3], p: DVec2) -> f64 {
    w[0] + w[1] * p.x + w[2] * p.y
}

/// The part of the polygon `polygon` where s(p) ≥ `level` (one Sutherland–Hodgman pass; the
/// result of clipping a convex polygon is convex). Fewer than 3 vertices means empty.
pub fn clip_to_half_plane(polygon: &[DVec2], w: [f64; 3], level: f64) -> Vec<DVec2> {
    let mut out = Vec::with_capacity(polygon.len() + 1);
    let Some(&last) = polygon.last() else {
        return out;
    };
    let mut prev = last;
    let mut prev_s = score(w, prev) - level;
    for &p in polygon {
        let s = score(w, p) - level;
        if s >= 0.0 {
            if prev_s < 0.0 {
                out.push(prev + (p - prev) * (prev_s / (prev_s - s)));
            }
            out.push(p);
        } else if prev_s >= 0.0 {
            out.push(prev + (p - prev) * (prev_s / (prev_s - s)));
        }
        prev = p;
        prev_s = s;
    }
    if out.len() < 3 { Vec::new() } else { out }
}

/// The area of a simple polygon (shoelace), 0 for fewer than three vertices.
pub fn area(polygon: &[DVec2]) -> f64 {
    if polygon.len() < 3 {
        return 0.0;
    }
    let twice: f64 = (0..polygon.len())
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % polygon.len()]))
        .sum();
    twice.abs() / 2.0
}
