//! Tests of `linlab::theory` against MATH.md, "Convergence of PLA": hand-made separable and
//! non-separable sets with the widest w_f worked out by hand; property tests that a separable
//! verdict comes with a strictly separating w_f of maximal margin (proved here, independently of
//! the library, by a point of the hull of the signed rows yₙzₙ at distance ρ from 0: no unit w
//! has a larger least margin) and a non-separable one with a
//! genuine certificate (checked here in integer arithmetic, independently of the library); and
//! the theorem itself — T ≤ R²/ρ² and cos∠(w_f, w_t) ≥ √t·ρ/R at every update — with the w_f
//! that `separability` returns.

use linlab::data::Dataset;
use linlab::learn::{Algorithm, Budget, Order, Settings, Stop};
use linlab::theory::{
    Class, Decision, MaxMargin, Separability, Undecided, Witness, cosine, guaranteed_cosine,
    separability, update_bound,
};
use proptest::prelude::*;

fn plane(points: &[(f64, f64, f64)]) -> Dataset {
    let xs: Vec<f64> = points.iter().flat_map(|p| [p.0, p.1]).collect();
    let ys: Vec<f64> = points.iter().map(|p| p.2).collect();
    Dataset::from_rows(2, &xs, &ys).expect("valid points")
}

fn separable_margin(result: &Separability) -> &MaxMargin {
    match result {
        Separability::Separable(m) => m,
        other => panic!("expected separable, got {other:?}"),
    }
}

fn witness(result: &Separability) -> &Witness {
    match result {
        Separability::NotSeparable(w) => w,
        other => panic!("expected not separable, got {other:?}"),
    }
}

fn norm(v: &[f64]) -> f64 {
    v.iter().map(|x| x * x).sum::<f64>().sqrt()
}

/// The nearest point to 0 of the affine hull of `rows`, as weights λ (Σλ = 1) on them, from the
/// linear system [G 1; 1ᵀ 0]·[λ; μ] = [0; 1] with G the rows' Gram matrix; `None` when the rows
/// are affinely dependent (a smaller set then reaches the same point).
fn nearest_affine_point(rows: &[&[f64]]) -> Option<Vec<f64>> {
    let k = rows.len();
    let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
    let mut system: Vec<Vec<f64>> = (0..=k)
        .map(|i| {
            let mut row: Vec<f64> = (0..k)
                .map(|j| if i < k { dot(rows[i], rows[j]) } else { 1.0 })
                .collect();
            row.push(if i < k { 1.0 } else { 0.0 });
            row.push(if i < k { 0.0 } else { 1.0 });
            row
        })
        .collect();
    let scale = system.iter().flatten().fold(1.0f64, |m, v| m.max(v.abs()));
    for col in 0..=k {
        let pivot =
            (col..=k).max_by(|&a, &b| system[a][col].abs().total_cmp(&system[b][col].abs()))?;
        if system[pivot][col].abs() <= 1e-10 * scale {
            return None;
        }
        system.swap(col, pivot);
        let pivot_row = system[col].clone();
        for (r, row) in system.iter_mut().enumerate() {
            if r != col {
                let factor = row[col] / pivot_row[col];
                for (value, p) in row.iter_mut().zip(&pivot_row).skip(col) {
                    *value -= factor * p;
                }
            }
        }
    }
    Some((0..k).map(|i| system[i][k + 1] / system[i][i]).collect())
}

/// Checks that no unit w has a larger least margin than ρ, independently of the library: the
/// margin of any unit w is at most ‖p‖ for every p in the convex hull of the signed rows
/// yₙzₙ (min_n wᵀyₙzₙ ≤ wᵀp ≤ ‖p‖), so a p of the hull with ‖p‖ = ρ proves ρ the widest. It is
/// looked for among the points whose margin is ρ, over every set of at most d + 1 of them.
fn check_widest(data: &Dataset, m: &MaxMargin) {
    let signed: Vec<Vec<f64>> = (0..data.len())
        .map(|n| {
            std::iter::once(1.0)
                .chain(data.features(n))
                .map(|v| v * data.label(n))
                .collect()
        })
        .collect();
    let tie = 1e-9 * m.radius.max(1.0);
    let active: Vec<usize> = (0..data.len())
        .filter(|&n| data.margin(&m.w_f, n) <= m.rho + tie)
        .collect();
    let largest = (data.dim() + 1).min(active.len());
    let mut subset = Vec::new();
    fn subsets(
        from: &[usize],
        size: usize,
        chosen: &mut Vec<usize>,
        found: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if chosen.len() == size {
            return found(chosen);
        }
        for (i, &n) in from.iter().enumerate() {
            chosen.push(n);
            if subsets(&from[i + 1..], size, chosen, found) {
                return true;
            }
            chosen.pop();
        }
        false
    }
    let mut proves = |chosen: &[usize]| {
        let rows: Vec<&[f64]> = chosen.iter().map(|&n| signed[n].as_slice()).collect();
        let Some(lambda) = nearest_affine_point(&rows) else {
            return false;
        };
        if lambda.iter().any(|&l| l < -1e-9) {
            return false;
        }
        let p: Vec<f64> = (0..=data.dim())
            .map(|c| rows.iter().zip(&lambda).map(|(r, l)| r[c] * l).sum())
            .collect();
        (norm(&p) - m.rho).abs() <= tie
    };
    let proved = (1..=largest).any(|size| subsets(&active, size, &mut subset, &mut proves));
    assert!(
        proved,
        "no point of the hull of the signed rows is at distance ρ = {} (active {active:?})",
        m.rho
    );
}

/// Every point has margin ≥ ρ(1 − 10⁻⁹) under w_f, ‖w_f‖ = 1, ρ is attained, and no w does
/// better ([`check_widest`]).
fn check_max_margin(data: &Dataset, m: &MaxMargin) {
    assert!(
        (norm(&m.w_f) - 1.0).abs() < 1e-12,
        "‖w_f‖ = {}",
        norm(&m.w_f)
    );
    assert!(m.rho > 0.0);
    let least = (0..data.len())
        .map(|n| data.margin(&m.w_f, n))
        .fold(f64::INFINITY, f64::min);
    assert!(least >= m.rho * (1.0 - 1e-9), "{least} < ρ = {}", m.rho);
    assert!(
        (least - m.rho).abs() <= 1e-12 * m.radius,
        "ρ is the least margin"
    );
    assert!((m.radius - data.radius_squared().sqrt()).abs() < 1e-12);
    check_widest(data, m);
}

// ---------------------------------------------------------------------------------------------
// Hand-made cases.

/// MATH.md: "ρ = min_n y_n·w_fᵀz_n / ‖w_f‖, R² = max_n ‖z_n‖²". ○ at (2, 0), × at (0, 0): the
/// signed rows are u₁ = (1, 2, 0) and u₂ = (−1, 0, 0). The nearest point of the segment u₂u₁ to 0
/// is u₂ + ¼(u₁ − u₂) = (−½, ½, 0), so w_f = (−1, 1, 0)/√2 (the line x₁ = 1, halfway), ρ = 1/√2,
/// R² = 5 and R²/ρ² = 10.
#[test]
fn two_points_by_hand() {
    let data = plane(&[(2.0, 0.0, 1.0), (0.0, 0.0, -1.0)]);
    let result = separability(&data);
    let m = separable_margin(&result);
    let s = std::f64::consts::FRAC_1_SQRT_2;
    for (got, want) in m.w_f.iter().zip([-s, s, 0.0]) {
        assert!((got - want).abs() < 1e-12, "w_f = {:?}", m.w_f);
    }
    assert!((m.rho - s).abs() < 1e-12);
    assert!((m.radius - 5f64.sqrt()).abs() < 1e-15);
    assert!((m.update_bound() - 10.0).abs() < 1e-9);
    assert_eq!(m.decision, Decision::Exact);
    assert!(result.describe().contains("10.0"), "{}", result.describe());
}

#[test]
fn xor_is_not_separable() {
    let data = plane(&[
        (0.0, 0.0, 1.0),
        (1.0, 1.0, 1.0),
        (1.0, 0.0, -1.0),
        (0.0, 1.0, -1.0),
    ]);
    let result = separability(&data);
    let w = witness(&result);
    assert!(w.holds(&data));
    // The diagonals cross; no corner lies in the other class's hull.
    let Witness::Crossing {
        mut plus,
        mut minus,
    } = w.clone()
    else {
        panic!("expected crossing diagonals, got {w:?}");
    };
    plus.sort_unstable();
    minus.sort_unstable();
    assert_eq!((plus, minus), ([0, 1], [2, 3]));
    assert!(result.describe().contains("never halt"));
}

#[test]
fn a_circle_on_the_segment_between_two_crosses_is_not_separable() {
    // Collinear (the one-dimensional route) and with a third × off the line (the hull route).
    let line = plane(&[(0.0, 0.0, -1.0), (2.0, 0.0, -1.0), (1.0, 0.0, 1.0)]);
    let with_apex = plane(&[
        (0.0, 0.0, -1.0),
        (2.0, 0.0, -1.0),
        (1.0, 0.0, 1.0),
        (1.0, 5.0, -1.0),
    ]);
    for data in [line, with_apex] {
        let result = separability(&data);
        let w = witness(&result);
        assert!(w.holds(&data));
        let Witness::OnSegment { point, class, ends } = w.clone() else {
            panic!("expected on-segment, got {w:?}");
        };
        assert_eq!((point, class), (2, Class::Plus));
        let mut ends = ends;
        ends.sort_unstable();
        assert_eq!(ends, [0, 1]);
        assert!(
            w.describe()
                .contains("○ point 3 lies on the segment between × points 1 and 2"),
            "{}",
            w.describe()
        );
    }
}

#[test]
fn one_place_two_labels_is_not_separable() {
    let data = plane(&[(0.5, -1.5, -1.0), (0.5, -1.5, 1.0)]);
    let result = separability(&data);
    assert_eq!(witness(&result), &Witness::SamePlace { plus: 1, minus: 0 });
    // With more points around, still found.
    let data = plane(&[
        (3.0, 3.0, 1.0),
        (0.5, -1.5, -1.0),
        (-4.0, 2.0, -1.0),
        (0.5, -1.5, 1.0),
    ]);
    let result = separability(&data);
    assert!(witness(&result).holds(&data));
}

#[test]
fn collinear_points_alternating_are_not_separable() {
    let data = plane(&[
        (0.0, 0.0, 1.0),
        (1.0, 1.0, -1.0),
        (2.0, 2.0, 1.0),
        (3.0, 3.0, -1.0),
    ]);
    let result = separability(&data);
    let w = witness(&result);
    assert!(w.holds(&data), "{w:?}");
    assert!(matches!(w, Witness::OnSegment { .. }));
}

/// The widest-margin check itself: a separating w_f a little narrower than the widest (turned by
/// 0.01 rad, with its own least margin as ρ) is refused.
#[test]
fn a_narrower_separating_line_is_not_taken_for_the_widest() {
    let data = plane(&[
        (2.0, 0.0, 1.0),
        (0.0, 0.0, -1.0),
        (3.0, 1.0, 1.0),
        (-1.0, 2.0, -1.0),
    ]);
    let result = separability(&data);
    let widest = separable_margin(&result).clone();
    check_max_margin(&data, &widest);
    let (c, s) = (0.01f64.cos(), 0.01f64.sin());
    let w = &widest.w_f;
    let w_f = vec![w[0], c * w[1] - s * w[2], s * w[1] + c * w[2]];
    let scale = norm(&w_f);
    let w_f: Vec<f64> = w_f.iter().map(|v| v / scale).collect();
    let rho = (0..data.len())
        .map(|n| data.margin(&w_f, n))
        .fold(f64::INFINITY, f64::min);
    assert!(rho > 0.0 && rho < widest.rho, "still separating, narrower");
    let narrower = MaxMargin { w_f, rho, ..widest };
    let caught = std::panic::catch_unwind(|| check_widest(&data, &narrower));
    assert!(
        caught.is_err(),
        "ρ = {rho} < {} passed as the widest",
        widest.rho
    );
}

#[test]
fn collinear_points_in_two_runs_are_separable() {
    let data = plane(&[
        (0.0, 0.0, 1.0),
        (1.0, 1.0, 1.0),
        (2.0, 2.0, -1.0),
        (3.0, 3.0, -1.0),
    ]);
    let result = separability(&data);
    check_max_margin(&data, separable_margin(&result));
}

#[test]
fn a_circle_just_off_the_segment_is_separable_and_decided_exactly() {
    for offset in [1e-9, -1e-9] {
        let data = plane(&[(0.0, 0.0, -1.0), (2.0, 0.0, -1.0), (1.0, offset, 1.0)]);
        let result = separability(&data);
        let m = separable_margin(&result);
        assert_eq!(m.decision, Decision::Exact);
        check_max_margin(&data, m);
    }
    // 10⁻¹²⁰ off: still exactly separable, though no f64 weights show it.
    let data = plane(&[(0.0, 0.0, -1.0), (2.0, 0.0, -1.0), (1.0, 1e-120, 1.0)]);
    let result = separability(&data);
    assert!(result.is_separable(), "{result:?}");
    // And exactly on it: not.
    let data = plane(&[(0.0, 0.0, -1.0), (2.0, 0.0, -1.0), (1.0, 0.0, 1.0)]);
    assert!(!separability(&data).is_separable());
}

/// (g, u, v) with p·u + q·v = g = gcd(p, q).
fn ext_gcd(p: i64, q: i64) -> (i64, i64, i64) {
    if q == 0 {
        (p, 1, 0)
    } else {
        let (g, u, v) = ext_gcd(q, p % q);
        (g, v, u - (p / q) * v)
    }
}

/// A ○ a hair inside or a hair outside a triangle of × whose corners are near 2⁴⁹: the two
/// placements differ by one unit in coordinates of size 2⁴⁹, and the orientation that tells them
/// apart has products near 2⁹⁸, so plain f64 arithmetic cannot. The exact decision can.
#[test]
fn exact_where_floating_point_cannot_tell() {
    let p_big: i64 = (1 << 49) - 1;
    let mut q_big: i64 = (1 << 48) + 7;
    while ext_gcd(p_big, q_big).0 != 1 {
        q_big += 1;
    }
    let (_, u, v) = ext_gcd(p_big, q_big);
    // (p, q) with P·q − Q·p = 1, moved along (P, Q) to lie between A and B.
    let p = (-v).rem_euclid(p_big);
    let q = ((1 + i128::from(q_big) * i128::from(p)) / i128::from(p_big)) as i64;
    assert_eq!(
        i128::from(p_big) * i128::from(q) - i128::from(q_big) * i128::from(p),
        1
    );
    let _ = u;
    let f = |x: i64| x as f64;
    let crosses = [
        (0.0, 0.0, -1.0),
        (f(p_big), f(q_big), -1.0),
        (0.0, f(1 << 50), -1.0),
    ];
    // Left of A → B: inside the triangle.
    let inside = plane(&[crosses[0], crosses[1], crosses[2], (f(p), f(q), 1.0)]);
    let result = separability(&inside);
    let w = witness(&result);
    assert!(w.holds(&inside), "{w:?}");
    assert!(matches!(w, Witness::InTriangle { point: 3, .. }), "{w:?}");
    // The mirror image through the middle of A–B: right of A → B, outside.
    let outside = plane(&[
        crosses[0],
        crosses[1],
        crosses[2],
        (f(p_big - p), f(q_big - q), 1.0),
    ]);
    assert!(separability(&outside).is_separable());
}

#[test]
fn one_class_is_separable() {
    // With every label equal, every point can be put on one side: PLA halts.
    let data = plane(&[(1.0, 1.0, 1.0), (2.0, 3.0, 1.0), (-1.0, 4.0, 1.0)]);
    let result = separability(&data);
    check_max_margin(&data, separable_margin(&result));
    // A lone × at the origin: w_f = (−1, 0, 0), no line at all, ρ = R = 1.
    let data = plane(&[(0.0, 0.0, -1.0)]);
    let result = separability(&data);
    let m = separable_margin(&result);
    assert_eq!(m.w_f, vec![-1.0, 0.0, 0.0]);
    assert_eq!((m.rho, m.radius), (1.0, 1.0));
}

#[test]
fn all_points_on_one_side_of_the_origin_line() {
    // Both classes, every point with x₁ > 0; separable by x₂ = 0.
    let data = plane(&[
        (1.0, 1.0, 1.0),
        (2.0, 3.0, 1.0),
        (1.5, -1.0, -1.0),
        (3.0, -2.0, -1.0),
    ]);
    let result = separability(&data);
    check_max_margin(&data, separable_margin(&result));
}

#[test]
fn no_points() {
    let data = Dataset::new(2);
    assert_eq!(
        separability(&data),
        Separability::Undecided(Undecided::Empty)
    );
}

#[test]
fn on_a_line_d_equals_one() {
    let data = Dataset::from_rows(1, &[0.0, 1.0, 3.0, 4.0], &[-1.0, -1.0, 1.0, 1.0]).expect("ok");
    let result = separability(&data);
    let m = separable_margin(&result);
    check_max_margin(&data, m);
    // The widest threshold is halfway, at x = 2.
    assert!((-m.w_f[0] / m.w_f[1] - 2.0).abs() < 1e-9, "{:?}", m.w_f);
    let data = Dataset::from_rows(1, &[0.0, 1.0, 3.0], &[-1.0, 1.0, -1.0]).expect("ok");
    let result = separability(&data);
    assert!(witness(&result).holds(&data));
}

#[test]
fn three_dimensions_numerically() {
    // A ○ inside a tetrahedron of ×: not separable; the witness mixes hold to rounding.
    let xs = [
        0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 4.0, 0.0, 0.0, 0.0, 4.0, 1.0, 1.0, 1.0,
    ];
    let data = Dataset::from_rows(3, &xs, &[-1.0, -1.0, -1.0, -1.0, 1.0]).expect("ok");
    let result = separability(&data);
    let w = witness(&result);
    assert!(
        matches!(w, Witness::HullsMeet { .. }) && w.holds(&data),
        "{w:?}"
    );
    // Moved out past the far face x₁ + x₂ + x₃ = 4: separable, numerically.
    let mut xs = xs;
    xs[12..].copy_from_slice(&[2.0, 2.0, 2.0]);
    let data = Dataset::from_rows(3, &xs, &[-1.0, -1.0, -1.0, -1.0, 1.0]).expect("ok");
    let result = separability(&data);
    let m = separable_margin(&result);
    assert_eq!(m.decision, Decision::Numeric);
    check_max_margin(&data, m);
}

#[test]
fn the_bound_curve_and_cosine() {
    // MATH.md: "w_fᵀw_T/(‖w_f‖‖w_T‖) ≥ √T·ρ/R, so T ≤ R²/ρ²".
    assert_eq!(guaranteed_cosine(0, 0.5, 2.0), 0.0);
    assert_eq!(guaranteed_cosine(4, 0.5, 2.0), 0.5);
    assert_eq!(guaranteed_cosine(16, 0.5, 2.0), 1.0);
    assert_eq!(guaranteed_cosine(100, 0.5, 2.0), 1.0);
    assert_eq!(update_bound(0.5, 2.0), 16.0);
    assert_eq!(cosine(&[1.0, 0.0], &[0.0, 0.0]), None);
    assert_eq!(cosine(&[3.0, 4.0], &[6.0, 8.0]), Some(1.0));
    assert_eq!(cosine(&[1.0, 0.0], &[0.0, -2.0]), Some(0.0));
    assert_eq!(cosine(&[1.0, 0.0], &[-1.0, 0.0]), Some(-1.0));
}

// ---------------------------------------------------------------------------------------------
// Property tests.

/// Points in [−5, 5]² labelled by a random line, keeping those at (augmented) distance ≥ γ from
/// it; returns the data and the generating line's margin minₙ yₙ·wᵀzₙ/‖w‖.
fn separable_plane() -> impl Strategy<Value = (Dataset, f64)> {
    (
        prop::collection::vec(-1.0f64..1.0, 3),
        prop::collection::vec((-5.0f64..5.0, -5.0f64..5.0), 2..80),
        0.02f64..1.0,
    )
        .prop_filter_map("needs both classes", |(w, xs, gamma)| {
            let norm = norm(&w);
            if norm < 1e-3 {
                return None;
            }
            let mut data = Dataset::new(2);
            let mut least = f64::INFINITY;
            for (a, b) in xs {
                let s = (w[0] + w[1] * a + w[2] * b) / norm;
                if s.abs() >= gamma {
                    data.push(&[a, b], s.signum()).ok()?;
                    least = least.min(s.abs());
                }
            }
            data.check_learnable().ok()?;
            Some((data, least))
        })
}

/// Small integer coordinates: ties, collinear runs and touching hulls are common.
fn grid_plane() -> impl Strategy<Value = Vec<(i64, i64, bool)>> {
    prop::collection::vec((-4i64..5, -4i64..5, any::<bool>()), 1..14)
}

fn from_grid(points: &[(i64, i64, bool)]) -> Dataset {
    let pts: Vec<(f64, f64, f64)> = points
        .iter()
        .map(|&(a, b, plus)| (a as f64, b as f64, if plus { 1.0 } else { -1.0 }))
        .collect();
    plane(&pts)
}

/// The witness checked in integer arithmetic, independently of the library's predicates.
fn certificate_holds(points: &[(i64, i64, bool)], w: &Witness) -> bool {
    let at = |i: usize| (points[i].0, points[i].1);
    let plus = |i: usize| points[i].2;
    let cross = |o: (i64, i64), a: (i64, i64), b: (i64, i64)| {
        ((a.0 - o.0) * (b.1 - o.1) - (a.1 - o.1) * (b.0 - o.0)).signum()
    };
    let on_segment = |a: (i64, i64), b: (i64, i64), p: (i64, i64)| {
        cross(a, b, p) == 0
            && a.0.min(b.0) <= p.0
            && p.0 <= a.0.max(b.0)
            && a.1.min(b.1) <= p.1
            && p.1 <= a.1.max(b.1)
    };
    match *w {
        Witness::SamePlace { plus: p, minus: m } => plus(p) && !plus(m) && at(p) == at(m),
        Witness::OnSegment { point, class, ends } => {
            plus(point) == (class == Class::Plus)
                && ends.iter().all(|&e| plus(e) != plus(point))
                && on_segment(at(ends[0]), at(ends[1]), at(point))
        }
        Witness::InTriangle {
            point,
            class,
            corners,
        } => {
            let [a, b, c] = corners.map(at);
            let p = at(point);
            let turn = cross(a, b, c);
            plus(point) == (class == Class::Plus)
                && corners.iter().all(|&e| plus(e) != plus(point))
                && turn != 0
                && [cross(a, b, p), cross(b, c, p), cross(c, a, p)]
                    .iter()
                    .all(|&s| s == 0 || s == turn)
        }
        Witness::Crossing { plus: p, minus: m } => {
            let (a, b, c, d) = (at(p[0]), at(p[1]), at(m[0]), at(m[1]));
            let straddle = |s: i64, t: i64| s * t < 0;
            p.iter().all(|&i| plus(i))
                && m.iter().all(|&i| !plus(i))
                && ((straddle(cross(a, b, c), cross(a, b, d))
                    && straddle(cross(c, d, a), cross(c, d, b)))
                    || on_segment(a, b, c)
                    || on_segment(a, b, d)
                    || on_segment(c, d, a)
                    || on_segment(c, d, b))
        }
        Witness::HullsMeet { .. } => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// On points labelled by a line with a margin: separable, exactly; w_f separates every point
    /// with margin ρ, and ρ is at least the generating line's margin (it is the maximum).
    #[test]
    fn labelled_by_a_line_is_separable_with_the_widest_margin((data, margin) in separable_plane()) {
        let result = separability(&data);
        let Separability::Separable(m) = &result else {
            return Err(TestCaseError::fail(format!("{result:?}")));
        };
        prop_assert_eq!(m.decision, Decision::Exact);
        check_max_margin(&data, m);
        prop_assert!(m.rho >= margin * (1.0 - 1e-9), "ρ = {} < generating margin {margin}", m.rho);
    }

    /// On arbitrary small-grid sets: "separable" comes with a w_f that classifies every point
    /// strictly; "not separable" with a certificate that holds in integer arithmetic, and PLA
    /// indeed never reaches zero mistakes.
    #[test]
    fn every_verdict_is_certified(points in grid_plane(), seed in any::<u64>()) {
        let data = from_grid(&points);
        let result = separability(&data);
        match &result {
            Separability::Separable(m) => {
                prop_assert!((0..data.len()).all(|n| data.margin(&m.w_f, n) > 0.0));
                check_max_margin(&data, m);
            }
            Separability::NotSeparable(w) => {
                prop_assert!(certificate_holds(&points, w), "{:?} on {:?}", w, points);
                prop_assert!(w.holds(&data));
                let settings = Settings {
                    seed,
                    order: Some(Order::RandomCycle),
                    budget: Budget { max_updates: Some(2_000), max_visits: None },
                    ..Settings::new(Algorithm::Pla)
                };
                let mut pla = settings.build(&data).expect("both classes");
                pla.run(&data, u64::MAX);
                prop_assert_eq!(pla.stopped(), Some(Stop::Budget));
            }
            other => prop_assert!(false, "{:?} on {:?}", other, points),
        }
    }

    /// MATH.md, "Convergence of PLA", with the w_f that `separability` returns: from w = 0 with
    /// η = 1, every run (cyclic or random cycle, any seed) makes T ≤ R²/ρ² updates, and at every
    /// update t, cos∠(w_f, w_t) ≥ √t·ρ/R.
    #[test]
    fn pla_stays_within_the_bound_of_the_widest_w_f(
        (data, _) in separable_plane(),
        random_cycle in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let result = separability(&data);
        let m = separable_margin(&result);
        let bound = m.update_bound();
        let settings = Settings {
            order: Some(if random_cycle { Order::RandomCycle } else { Order::Cyclic }),
            seed,
            budget: Budget { max_updates: Some(bound.floor() as u64 + 2), max_visits: None },
            ..Settings::new(Algorithm::Pla)
        };
        let mut pla = settings.build(&data).expect("valid");
        while pla.stopped().is_none() {
            if pla.step(&data).updated() {
                let t = pla.counters().updates;
                let c = cosine(&m.w_f, pla.weights()).expect("w_t ≠ 0 after an update");
                let floor = m.guaranteed_cosine(t);
                prop_assert!(c >= floor - 1e-9, "t = {t}: cos = {c} < √t·ρ/R = {floor}");
            }
        }
        prop_assert_eq!(pla.stopped(), Some(Stop::Converged));
        let updates = pla.counters().updates as f64;
        prop_assert!(updates <= bound * (1.0 + 1e-9), "T = {updates} > R²/ρ² = {bound}");
    }
}
