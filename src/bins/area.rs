//! E_out of a line against a line target, exactly: the fraction of the square [−1, 1]² where
//! h(x) = sign(w_hᵀz) and f(x) = sign(w_fᵀz) disagree, with x uniform on it. The two regions of
//! disagreement (h ≥ 0 > f and f ≥ 0 > h) are the square clipped by two half-planes, convex
//! polygons whose areas the shoelace formula gives. Points on either line are a set of measure
//! zero, so which side they count on does not change the area. The clipping and the area are
//! `crate::polygon`'s, the window's too.

use glam::DVec2;

use crate::polygon::{area, clip_to_half_plane};

/// The square [−1, 1]², counter-clockwise.
const SQUARE: [DVec2; 4] = [
    DVec2::new(-1.0, -1.0),
    DVec2::new(1.0, -1.0),
    DVec2::new(1.0, 1.0),
    DVec2::new(-1.0, 1.0),
];

/// P[h(x) ≠ f(x)] for x uniform on [−1, 1]²: E_out(h) of a noise-free line target f.
pub fn disagreement(h: [f64; 3], f: [f64; 3]) -> f64 {
    let negated = |w: [f64; 3]| [-w[0], -w[1], -w[2]];
    let one_way = area(&clip_to_half_plane(
        &clip_to_half_plane(&SQUARE, h, 0.0),
        negated(f),
        0.0,
    ));
    let other_way = area(&clip_to_half_plane(
        &clip_to_half_plane(&SQUARE, negated(h), 0.0),
        f,
        0.0,
    ));
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
