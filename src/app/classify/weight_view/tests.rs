//! The weight-space view's geometry: its square view, the version space and the path to t.

use super::*;
use crate::app::drawing::geometry::PlotRect;
use crate::loss::mean_error;

#[test]
fn the_view_holds_the_origin_w_the_path_and_the_minimiser_square() {
    let view = view_of(
        Some([0.0, 3.0, -1.0]),
        &[[0.0, 0.0, 0.0], [1.0, -2.0, 0.5]],
        Some([0.5, 4.0]),
    );
    for p in [
        DVec2::ZERO,
        DVec2::new(3.0, -1.0),
        DVec2::new(-2.0, 0.5),
        DVec2::new(0.5, 4.0),
    ] {
        assert!(view.contains(p), "{p} outside {view:?}");
    }
    let size = view.size();
    assert!((size.x - size.y).abs() < 1e-12, "square: {size}");
    let tiny = view_of(None, &[], None);
    assert!(tiny.size().x >= 2.0);
}

#[test]
fn the_version_space_holds_a_separating_w_and_every_vertex_makes_no_mistake() {
    let data = four_points();
    let view = PlotRect::new(DVec2::splat(-3.0), DVec2::splat(3.0));
    // w = (0.1, 1, 1) separates them: (1, 1) is inside the slice w₀ = 0.1's version space.
    let polygon = version_space(&data, 0.1, view);
    assert!(polygon.len() >= 3);
    let inside = |p: DVec2| {
        (0..polygon.len()).all(|i| {
            let (a, b) = (polygon[i], polygon[(i + 1) % polygon.len()]);
            (b - a).perp_dot(p - a) >= -1e-12
        }) || (0..polygon.len()).all(|i| {
            let (a, b) = (polygon[i], polygon[(i + 1) % polygon.len()]);
            (b - a).perp_dot(p - a) <= 1e-12
        })
    };
    assert!(inside(DVec2::new(1.0, 1.0)));
    assert_is_the_version_space(&data, 0.1, view, &polygon, "four points");
    // A label flipped so that no line separates them: no version space.
    let mut xor = Dataset::new(2);
    for (x, y) in [
        ([1.0, 1.0], 1.0),
        ([-1.0, -1.0], 1.0),
        ([1.0, -1.0], -1.0),
        ([-1.0, 1.0], -1.0),
    ] {
        xor.push(&x, y).expect("a finite point");
    }
    assert!(version_space(&xor, 0.0, view).is_empty());
}

#[test]
fn the_version_space_of_w_f_s_slice_holds_w_f() {
    use crate::app::document::Document;
    use crate::app::document::presets::{Preset, PresetKind};
    for seed in 0..20 {
        let preset = Preset {
            kind: PresetKind::Separable,
            n: 30,
            margin: 0.05,
            seed,
            ..Preset::default()
        };
        let doc = Document::with_points(preset.points()).expect("finite points");
        let data = doc.data();
        let separability = crate::theory::separability(data);
        let w_f = &separability.max_margin().expect("separable").w_f;
        let at = DVec2::new(w_f[1], w_f[2]);
        let view = PlotRect::new(at - DVec2::splat(3.0), at + DVec2::splat(3.0));
        let polygon = version_space(data, w_f[0], view);
        assert!(polygon.len() >= 3, "seed {seed}: a version space");
        let turns: Vec<f64> = (0..polygon.len())
            .map(|i| (polygon[(i + 1) % polygon.len()] - polygon[i]).perp_dot(at - polygon[i]))
            .collect();
        assert!(
            turns.iter().all(|&t| t > 0.0) || turns.iter().all(|&t| t < 0.0),
            "seed {seed}: w_f strictly inside its slice's version space"
        );
        assert_eq!(mean_error(data, w_f, ErrorMeasure::ZeroOne), 0.0);
        assert_is_the_version_space(data, w_f[0], view, &polygon, &format!("seed {seed}"));
    }
}

/// `polygon` is the whole version space of the slice at `w0` within `view`, neither more nor
/// less: every vertex makes no mistake, yₙ(w₀ + wᵀxₙ) ≥ 0 (to rounding), and every edge lies on
/// a point's line (both ends on it, its points on the right side) or on an edge of the view — a
/// convex polygon no constraint cuts and that no constraint holds in from the outside.
fn assert_is_the_version_space(
    data: &Dataset,
    w0: f64,
    view: PlotRect,
    polygon: &[DVec2],
    what: &str,
) {
    let scale = 1e-9 * (view.size().x + view.size().y);
    let signed = |n: usize, w: DVec2| {
        data.label(n) * (w0 + w.x * data.feature(n, 1) + w.y * data.feature(n, 2))
    };
    for (k, &vertex) in polygon.iter().enumerate() {
        for n in 0..data.len() {
            assert!(
                signed(n, vertex) >= -scale,
                "{what}: vertex {k} {vertex} gets point {n} wrong"
            );
        }
    }
    let on_view_edge = |a: DVec2, b: DVec2| {
        [(a.x, b.x, view.min.x), (a.x, b.x, view.max.x)]
            .iter()
            .chain(&[(a.y, b.y, view.min.y), (a.y, b.y, view.max.y)])
            .any(|&(p, q, edge)| (p - edge).abs() <= scale && (q - edge).abs() <= scale)
    };
    for k in 0..polygon.len() {
        let (a, b) = (polygon[k], polygon[(k + 1) % polygon.len()]);
        let on_a_points_line = (0..data.len()).any(|n| {
            let x = DVec2::new(data.feature(n, 1), data.feature(n, 2));
            let tolerance = scale * (1.0 + x.length());
            signed(n, a).abs() <= tolerance && signed(n, b).abs() <= tolerance
        });
        assert!(
            on_a_points_line || on_view_edge(a, b),
            "{what}: edge {k} from {a} to {b} lies on no point's line and no edge of the view"
        );
    }
}

#[test]
fn the_path_stops_at_the_t_shown() {
    let mut path = Trace::default();
    for t in 0..5u64 {
        path.record(t, [t as f64, 0.0, 0.0]);
    }
    assert_eq!(path_until(&path, Some(2)).len(), 3);
    assert_eq!(path_until(&path, None).len(), 5);
}

/// Two points of each class that a line through (0.1, 1, 1) separates.
pub(super) fn four_points() -> Dataset {
    let mut data = Dataset::new(2);
    for (x, y) in [
        ([1.0, 1.0], 1.0),
        ([2.0, 0.5], 1.0),
        ([-1.0, -0.5], -1.0),
        ([-0.5, -2.0], -1.0),
    ] {
        data.push(&x, y).expect("a finite point");
    }
    data
}
