//! E_out of a line against a line target, exactly: the fraction of the square [−1, 1]² where
//! h(x) = sign(w_hᵀz) and f(x) = sign(w_fᵀz) disagree, with x uniform on it. The two regions of
//! disagreement (h ≥ 0 > f and f ≥ 0 > h) are the square clipped by two half-planes, convex
//! polygons whose areas the shoelace formula gives. Points on either line are a set of measure
//! zero, so which side they count on does not change the area.

use glam::DVec2;

/// The square [−1, 1]², counter-clockwise.
const SQUARE: [DVec2; 4] = [
    DVec2::new(-1.0, -1.0),
    DVec2::new(1.0, -1.0),
    DVec2::new(1.0, 1.0),
    DVec2::new(-1.0, 1.0),
];

/// The score s = w₀ + w₁x₁ + w₂x₂ of a point of the plane.
fn score(w: [f64; 3], p: DVec2) -> f64 {
    w[0] + w[1] * p.x + w[2] * p.y
}

/// The part of the convex polygon where `sign`·s(p) ≥ 0 (one Sutherland–Hodgman pass).
fn clip(polygon: &[DVec2], w: [f64; 3], sign: f64) -> Vec<DVec2> {
    let mut out = Vec::with_capacity(polygon.len() + 1);
    let Some(&last) = polygon.last() else {
        return out;
    };
    let (mut prev, mut prev_s) = (last, sign * score(w, last));
    for &p in polygon {
        let s = sign * score(w, p);
        if (s >= 0.0) != (prev_s >= 0.0) {
            out.push(prev + (p - prev) * (prev_s / (prev_s - s)));
        }
        if s >= 0.0 {
            out.push(p);
        }
        (prev, prev_s) = (p, s);
    }
    out
}

/// The area of a simple polygon (shoelace), 0 for fewer than three vertices.
fn area(polygon: &[DVec2]) -> f64 {
    if polygon.len() < 3 {
        return 0.0;
    }
    let twice: f64 = (0..polygon.len())
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % polygon.len()]))
        .sum();
    twice.abs() / 2.0
}

/// P[h(x) ≠ f(x)] for x uniform on [−1, 1]²: E_out(h) of a noise-free line target f.
pub fn disagreement(h: [f64; 3], f: [f64; 3]) -> f64 {
    let one_way = area(&clip(&clip(&SQUARE, h, 1.0), f, -1.0));
    let other_way = area(&clip(&clip(&SQUARE, h, -1.0), f, 1.0));
    ((one_way + other_way) / 4.0).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_areas() {
        let diagonal = [0.0, -1.0, 1.0];
        // x₁ > 0 against x₂ > x₁: they disagree on three quarters (src/target.rs's test).
        assert!((disagreement([0.0, 1.0, 0.0], diagonal) - 0.75).abs() < 1e-15);
        assert_eq!(disagreement(diagonal, diagonal), 0.0);
        assert!((disagreement([0.0, 1.0, -1.0], diagonal) - 1.0).abs() < 1e-15);
        // A constant hypothesis +1 against x₁ > 0.5: wrong where x₁ < 0.5, 3/4 of the square.
        assert!((disagreement([1.0, 0.0, 0.0], [-0.5, 1.0, 0.0]) - 0.75).abs() < 1e-15);
        // A line missing the square: the same as the constant.
        assert!((disagreement([5.0, 1.0, 1.0], [-0.5, 1.0, 0.0]) - 0.75).abs() < 1e-15);
    }
}
