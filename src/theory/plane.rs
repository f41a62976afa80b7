//! The exact separability decision in the plane (and on a line).
//!
//! Two finite sets are strictly separable by a line iff their closed convex hulls are disjoint.
//! The hulls are computed by Andrew's monotone chain with the exact [`orient2d`], keeping only
//! strict corners. When neither hull is a point or a segment parallel to the other, the
//! Minkowski difference P − Q is a convex polygon whose edges are the edges of P and of Q, so
//! 0 ∉ P − Q (disjoint hulls) iff some edge of P has all of Q strictly outside it, or some edge
//! of Q has all of P strictly outside. [`separating_edge`] tests every edge of P against the
//! vertex of Q that reaches furthest inside it; that vertex only moves forward as the edges turn
//! (rotating calipers), so the test is O(h_P + h_Q) for hulls of h_P and h_Q corners. When every
//! point lies on one line, the decision is one-dimensional: intervals in the lexicographic order.
//!
//! When the hulls meet, the witness is at most four points: a point of one class at the place of,
//! on the segment between, or in the triangle of points of the other class, or two segments that
//! cross (Kirchberger's theorem says four always suffice in the plane).

use std::cmp::Ordering;

use super::exact::{Point2, cross_sign, lex, orient2d};
use super::{Class, Witness};

/// A point with its index in the dataset.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Vertex {
    pub p: Point2,
    pub index: usize,
}

/// What the plane decision found.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Outcome {
    /// The closed hulls are disjoint. The hull corners of each class come along: the widest
    /// separator only depends on them.
    Separable {
        plus: Vec<Vertex>,
        minus: Vec<Vertex>,
    },
    NotSeparable(Witness),
    /// No separating edge and no witness: impossible in exact arithmetic; kept so that a bug
    /// shows as "undecided" rather than a wrong answer.
    Inconsistent,
}

/// Decides whether the ○ points `plus` and × points `minus` (both non-empty) are strictly
/// separable by a line, exactly.
pub(crate) fn decide(plus: &[Vertex], minus: &[Vertex]) -> Outcome {
    let mut all = plus.iter().chain(minus);
    let Some(first) = all.next().copied() else {
        return Outcome::Inconsistent;
    };
    let other = plus.iter().chain(minus).find(|v| v.p != first.p).copied();
    let collinear = other.is_none_or(|b| {
        plus.iter()
            .chain(minus)
            .all(|v| orient2d(first.p, b.p, v.p) == Ordering::Equal)
    });
    if collinear {
        return decide_on_line(plus, minus);
    }
    let hull_plus = convex_hull(plus);
    let hull_minus = convex_hull(minus);
    if separating_edge(&hull_plus, &hull_minus).is_some()
        || separating_edge(&hull_minus, &hull_plus).is_some()
    {
        return Outcome::Separable {
            plus: hull_plus,
            minus: hull_minus,
        };
    }
    witness(&hull_plus, &hull_minus).map_or(Outcome::Inconsistent, Outcome::NotSeparable)
}

/// All points on one line: each class is an interval in the lexicographic order.
fn decide_on_line(plus: &[Vertex], minus: &[Vertex]) -> Outcome {
    let ends = |set: &[Vertex]| {
        let lo = set.iter().min_by(|a, b| lex(a.p, b.p)).copied();
        let hi = set.iter().max_by(|a, b| lex(a.p, b.p)).copied();
        lo.zip(hi)
    };
    let (Some((p_lo, p_hi)), Some((m_lo, m_hi))) = (ends(plus), ends(minus)) else {
        return Outcome::Inconsistent;
    };
    if lex(p_hi.p, m_lo.p) == Ordering::Less || lex(m_hi.p, p_lo.p) == Ordering::Less {
        let hull = |lo: Vertex, hi: Vertex| if lo.p == hi.p { vec![lo] } else { vec![lo, hi] };
        return Outcome::Separable {
            plus: hull(p_lo, p_hi),
            minus: hull(m_lo, m_hi),
        };
    }
    // The intervals meet, so the later of the two starts lies in the other interval.
    let witness = if lex(p_lo.p, m_lo.p) != Ordering::Greater {
        in_segment(m_lo, Class::Minus, p_lo, p_hi)
    } else {
        in_segment(p_lo, Class::Plus, m_lo, m_hi)
    };
    witness.map_or(Outcome::Inconsistent, Outcome::NotSeparable)
}

/// The corners of the convex hull, counter-clockwise, without collinear points or repeats:
/// one vertex when all points coincide, two when they are collinear.
pub(crate) fn convex_hull(points: &[Vertex]) -> Vec<Vertex> {
    let mut pts = akl_toussaint(points);
    pts.sort_by(|a, b| lex(a.p, b.p));
    pts.dedup_by(|a, b| a.p == b.p);
    if pts.len() <= 2 {
        return pts;
    }
    // Lower chain left to right, then upper chain right to left; `!= Greater` drops
    // collinear points, so only strict corners remain.
    let chain = |iter: &mut dyn Iterator<Item = &Vertex>| {
        let mut chain: Vec<Vertex> = Vec::new();
        for &v in iter {
            while chain.len() >= 2
                && orient2d(chain[chain.len() - 2].p, chain[chain.len() - 1].p, v.p)
                    != Ordering::Greater
            {
                chain.pop();
            }
            chain.push(v);
        }
        // Its last point starts the other chain.
        chain.pop();
        chain
    };
    let mut hull = chain(&mut pts.iter());
    hull.extend(chain(&mut pts.iter().rev()));
    hull
}

/// Drops the points strictly inside the hull of the (at most eight) extreme points in the
/// directions x₁, x₂, x₁ + x₂, x₁ − x₂ and their opposites, before sorting: for clouds of
/// many points this leaves few. Which points are extreme is chosen in floating point, but the
/// dropping test is exact, so only points truly inside a hull of input points are dropped.
fn akl_toussaint(points: &[Vertex]) -> Vec<Vertex> {
    if points.len() < 64 {
        return points.to_vec();
    }
    let keys: [fn(Point2) -> f64; 4] = [|p| p[0], |p| p[1], |p| p[0] + p[1], |p| p[0] - p[1]];
    let mut extremes = Vec::with_capacity(8);
    for key in keys {
        let by = |a: &&Vertex, b: &&Vertex| key(a.p).total_cmp(&key(b.p));
        extremes.extend(points.iter().min_by(by).copied());
        extremes.extend(points.iter().max_by(by).copied());
    }
    extremes.sort_by(|a, b| lex(a.p, b.p));
    extremes.dedup_by(|a, b| a.p == b.p);
    let core = if extremes.len() >= 3 {
        convex_hull(&extremes)
    } else {
        extremes
    };
    if core.len() < 3 {
        return points.to_vec();
    }
    let strictly_inside = |p: Point2| {
        (0..core.len())
            .all(|i| orient2d(core[i].p, core[(i + 1) % core.len()].p, p) == Ordering::Greater)
    };
    points
        .iter()
        .filter(|v| !strictly_inside(v.p))
        .copied()
        .collect()
}

/// For each edge k of the hull `p` (edge k runs from corner k to corner k + 1; a segment has
/// the two edges 0 → 1 and 1 → 0), the corner of `q` furthest left of it — or, with `flip`,
/// furthest right. As the edges turn counter-clockwise (by less than a half turn) that corner
/// moves forward along `q`, strictly gaining at every step until it is reached (rotating
/// calipers), so the whole list costs O(|p| + |q|). Comparisons are exact: the difference of two
/// corners' orientations is a cross product of differences.
fn furthest_left(p: &[Vertex], q: &[Vertex], flip: bool) -> Vec<usize> {
    let (n, m) = (p.len(), q.len());
    if n < 2 || m == 0 {
        return Vec::new();
    }
    let edge = |k: usize| {
        let (a, b) = (p[k].p, p[(k + 1) % n].p);
        if flip { (b, a) } else { (a, b) }
    };
    let scan = |(a, b): (Point2, Point2)| {
        let mut j = 0;
        for i in 1..m {
            if cross_sign(a, b, q[j].p, q[i].p) == Ordering::Greater {
                j = i;
            }
        }
        j
    };
    if n == 2 {
        // The two sides of a segment are a half turn apart: scan each.
        return vec![scan(edge(0)), scan(edge(1))];
    }
    let mut j = scan(edge(0));
    let mut out = Vec::with_capacity(n);
    for k in 0..n {
        let (a, b) = edge(k);
        let mut steps = 0;
        while steps < m && cross_sign(a, b, q[j].p, q[(j + 1) % m].p) == Ordering::Greater {
            j = (j + 1) % m;
            steps += 1;
        }
        out.push(j);
    }
    out
}

/// An edge (a, b) of the hull `p` (at least two corners, counter-clockwise) with every corner of
/// `q` strictly right of a → b, i.e. strictly outside p: the line through it separates q from p
/// (weakly, since a and b lie on it). O(|p| + |q|).
pub(crate) fn separating_edge(p: &[Vertex], q: &[Vertex]) -> Option<(usize, usize)> {
    let n = p.len();
    furthest_left(p, q, false)
        .into_iter()
        .enumerate()
        .find(|&(k, j)| orient2d(p[k].p, p[(k + 1) % n].p, q[j].p) == Ordering::Less)
        .map(|(k, _)| (k, (k + 1) % n))
}

/// Four points or fewer showing that the closed hulls meet.
fn witness(plus: &[Vertex], minus: &[Vertex]) -> Option<Witness> {
    for &v in plus {
        if let Some(w) = locate(v, Class::Plus, minus) {
            return Some(w);
        }
    }
    for &v in minus {
        if let Some(w) = locate(v, Class::Minus, plus) {
            return Some(w);
        }
    }
    crossing(plus, minus).or_else(|| crossing_exhaustive(plus, minus))
}

/// Where `v` (of class `class`) lies in the closed hull `hull` of the other class, if it does.
/// O(log |hull|): a binary search over the fan of triangles from the first corner.
pub(crate) fn locate(v: Vertex, class: Class, hull: &[Vertex]) -> Option<Witness> {
    let m = hull.len();
    match m {
        0 => None,
        1 => same_place(v, class, hull[0]),
        2 => in_segment(v, class, hull[0], hull[1]),
        _ => {
            let o = hull[0];
            if v.p == o.p {
                return same_place(v, class, o);
            }
            if orient2d(o.p, hull[1].p, v.p) == Ordering::Less
                || orient2d(o.p, hull[m - 1].p, v.p) == Ordering::Greater
            {
                return None;
            }
            // The largest i with v on or left of the ray o → hull[i].
            let (mut lo, mut hi) = (1, m - 1);
            while lo < hi {
                let mid = (lo + hi).div_ceil(2);
                if orient2d(o.p, hull[mid].p, v.p) != Ordering::Less {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            let i = lo.min(m - 2);
            in_triangle(v, class, [o, hull[i], hull[i + 1]])
        }
    }
}

fn same_place(v: Vertex, class: Class, other: Vertex) -> Option<Witness> {
    (v.p == other.p).then(|| {
        let (plus, minus) = match class {
            Class::Plus => (v.index, other.index),
            Class::Minus => (other.index, v.index),
        };
        Witness::SamePlace { plus, minus }
    })
}

/// `v` on the closed segment a–b (of the other class).
fn in_segment(v: Vertex, class: Class, a: Vertex, b: Vertex) -> Option<Witness> {
    if let Some(w) = same_place(v, class, a).or_else(|| same_place(v, class, b)) {
        return Some(w);
    }
    let on = orient2d(a.p, b.p, v.p) == Ordering::Equal && between(a.p, b.p, v.p);
    on.then_some(Witness::OnSegment {
        point: v.index,
        class,
        ends: [a.index, b.index],
    })
}

/// For c collinear with a and b: whether c lies between them.
fn between(a: Point2, b: Point2, c: Point2) -> bool {
    let (lo, hi) = if lex(a, b) == Ordering::Greater {
        (b, a)
    } else {
        (a, b)
    };
    lex(lo, c) != Ordering::Greater && lex(c, hi) != Ordering::Greater
}

/// `v` in the closed triangle `t` (counter-clockwise, not degenerate) of the other class.
fn in_triangle(v: Vertex, class: Class, t: [Vertex; 3]) -> Option<Witness> {
    for c in t {
        if let Some(w) = same_place(v, class, c) {
            return Some(w);
        }
    }
    let mut on_side = None;
    for i in 0..3 {
        let (a, b) = (t[i], t[(i + 1) % 3]);
        match orient2d(a.p, b.p, v.p) {
            Ordering::Less => return None,
            Ordering::Equal => on_side = Some((a, b)),
            Ordering::Greater => {}
        }
    }
    Some(match on_side {
        Some((a, b)) => Witness::OnSegment {
            point: v.index,
            class,
            ends: [a.index, b.index],
        },
        None => Witness::InTriangle {
            point: v.index,
            class,
            corners: [t[0].index, t[1].index, t[2].index],
        },
    })
}

/// The edges of a hull: none for a point, one for a segment.
fn edges(hull: &[Vertex]) -> Vec<(Vertex, Vertex)> {
    match hull.len() {
        0 | 1 => Vec::new(),
        2 => vec![(hull[0], hull[1])],
        n => (0..n).map(|i| (hull[i], hull[(i + 1) % n])).collect(),
    }
}

/// An edge of each hull, the two crossing, when no corner of either hull lies in the other (so
/// the boundaries cross). For each edge a → b of `plus`, the line through it enters and leaves
/// `minus` through one edge of each chain between the corners furthest right and furthest left
/// of it, along which the orientation is monotone: a binary search finds each, and an exact
/// segment test says whether a–b itself reaches it. Since the boundaries meet, some edge of
/// `plus` meets the boundary of `minus` at one of those points. O((h_P + h_Q) log h_Q).
fn crossing(plus: &[Vertex], minus: &[Vertex]) -> Option<Witness> {
    let (n, m) = (plus.len(), minus.len());
    if n < 2 || m < 2 {
        return None;
    }
    let left = furthest_left(plus, minus, false);
    let right = furthest_left(plus, minus, true);
    let edge_count = if n == 2 { 1 } else { n };
    for k in 0..edge_count {
        let (a, b) = (plus[k], plus[(k + 1) % n]);
        let side = |i: usize| orient2d(a.p, b.p, minus[i % m].p);
        if side(left[k]) != Ordering::Greater || side(right[k]) != Ordering::Less {
            continue;
        }
        // Up from the right-most corner to the left-most, then down again.
        for (start, end, before) in [
            (right[k], left[k], Ordering::Less),
            (left[k], right[k], Ordering::Greater),
        ] {
            let len = (end + m - start) % m;
            // The last step i < len still on the starting side.
            let (mut lo, mut hi) = (0, len.saturating_sub(1));
            while lo < hi {
                let mid = (lo + hi).div_ceil(2);
                if side(start + mid) == before {
                    lo = mid;
                } else {
                    hi = mid - 1;
                }
            }
            let (c, d) = (minus[(start + lo) % m], minus[(start + lo + 1) % m]);
            if segments_meet(a.p, b.p, c.p, d.p) {
                return Some(Witness::Crossing {
                    plus: [a.index, b.index],
                    minus: [c.index, d.index],
                });
            }
        }
    }
    None
}

/// The same by trying every pair of edges, O(h_P·h_Q): a safety net that the fast search makes
/// unreachable (the unit tests check that it is never needed).
fn crossing_exhaustive(plus: &[Vertex], minus: &[Vertex]) -> Option<Witness> {
    let minus_edges = edges(minus);
    for (a, b) in edges(plus) {
        for &(c, d) in &minus_edges {
            if segments_meet(a.p, b.p, c.p, d.p) {
                return Some(Witness::Crossing {
                    plus: [a.index, b.index],
                    minus: [c.index, d.index],
                });
            }
        }
    }
    None
}

/// Whether the closed segments a–b and c–d have a point in common. Exact.
pub(crate) fn segments_meet(a: Point2, b: Point2, c: Point2, d: Point2) -> bool {
    let o1 = orient2d(a, b, c);
    let o2 = orient2d(a, b, d);
    let o3 = orient2d(c, d, a);
    let o4 = orient2d(c, d, b);
    let opposite = |x: Ordering, y: Ordering| x != Ordering::Equal && x == y.reverse();
    (opposite(o1, o2) && opposite(o3, o4))
        || (o1 == Ordering::Equal && between(a, b, c))
        || (o2 == Ordering::Equal && between(a, b, d))
        || (o3 == Ordering::Equal && between(c, d, a))
        || (o4 == Ordering::Equal && between(c, d, b))
}

/// Whether `p` lies in the closed triangle a, b, c (which must not be degenerate). Exact.
pub(crate) fn in_closed_triangle(a: Point2, b: Point2, c: Point2, p: Point2) -> bool {
    let turn = orient2d(a, b, c);
    turn != Ordering::Equal
        && [(a, b), (b, c), (c, a)]
            .into_iter()
            .all(|(u, v)| orient2d(u, v, p) != turn.reverse())
}

/// `p` on the closed segment a–b. Exact.
pub(crate) fn on_closed_segment(a: Point2, b: Point2, p: Point2) -> bool {
    orient2d(a, b, p) == Ordering::Equal && between(a, b, p)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vertices(points: &[(i32, i32)], offset: usize) -> Vec<Vertex> {
        points
            .iter()
            .enumerate()
            .map(|(i, &(x, y))| Vertex {
                p: [f64::from(x), f64::from(y)],
                index: offset + i,
            })
            .collect()
    }

    /// Separable by brute force: some line through two input points (or a point and a
    /// direction between points) … is hard to enumerate, so instead: closed hulls meet iff a
    /// corner of one lies in the other or two edges meet, checked over all pairs.
    fn hulls_meet_brute(plus: &[Vertex], minus: &[Vertex]) -> bool {
        let (hp, hm) = (convex_hull(plus), convex_hull(minus));
        let inside = |v: Vertex, hull: &[Vertex]| match hull.len() {
            1 => v.p == hull[0].p,
            2 => on_closed_segment(hull[0].p, hull[1].p, v.p),
            n => (0..n).all(|i| orient2d(hull[i].p, hull[(i + 1) % n].p, v.p) != Ordering::Less),
        };
        hp.iter().any(|&v| inside(v, &hm))
            || hm.iter().any(|&v| inside(v, &hp))
            || edges(&hp).iter().any(|&(a, b)| {
                edges(&hm)
                    .iter()
                    .any(|&(c, d)| segments_meet(a.p, b.p, c.p, d.p))
            })
    }

    #[test]
    fn hull_of_a_square_with_inner_and_edge_points() {
        let pts = vertices(
            &[
                (0, 0),
                (2, 0),
                (1, 0),
                (2, 2),
                (0, 2),
                (1, 1),
                (0, 1),
                (2, 2),
            ],
            0,
        );
        let hull = convex_hull(&pts);
        let idx: Vec<usize> = hull.iter().map(|v| v.index).collect();
        assert_eq!(idx, vec![0, 1, 3, 4]);
        let line = vertices(&[(0, 0), (3, 3), (1, 1), (2, 2)], 0);
        assert_eq!(convex_hull(&line).len(), 2);
        assert_eq!(convex_hull(&vertices(&[(1, 1), (1, 1)], 0)).len(), 1);
    }

    #[test]
    fn fast_decision_matches_brute_force_on_a_small_grid() {
        // A tiny grid makes ties, collinear points and touching hulls common.
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = |m: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m) as i32
        };
        let mut counts = [0usize; 2];
        let mut crossings = 0;
        for round in 0..20_000 {
            let size = 3 + (round % 5) as u64;
            let np = 1 + next(6) as usize;
            let nm = 1 + next(6) as usize;
            let p: Vec<(i32, i32)> = (0..np).map(|_| (next(size), next(size))).collect();
            let m: Vec<(i32, i32)> = (0..nm).map(|_| (next(size), next(size))).collect();
            let (plus, minus) = (vertices(&p, 0), vertices(&m, np));
            let outcome = decide(&plus, &minus);
            let all_collinear = {
                let all: Vec<Vertex> = plus.iter().chain(&minus).copied().collect();
                convex_hull(&all).len() <= 2
            };
            if all_collinear {
                continue;
            }
            let meet = hulls_meet_brute(&plus, &minus);
            counts[usize::from(meet)] += 1;
            if let Outcome::NotSeparable(Witness::Crossing { .. }) = outcome {
                let (hp, hm) = (convex_hull(&plus), convex_hull(&minus));
                let found = crossing(&hp, &hm).expect("the fast search finds every crossing");
                assert!(matches!(found, Witness::Crossing { .. }));
                crossings += 1;
            }
            match outcome {
                Outcome::Separable { .. } => assert!(!meet, "{p:?} {m:?}"),
                Outcome::NotSeparable(w) => {
                    assert!(meet, "{p:?} {m:?}");
                    let all: Vec<Vertex> = plus.iter().chain(&minus).copied().collect();
                    let at = |i: usize| all[i].p;
                    let ok = match w {
                        Witness::SamePlace { plus, minus } => at(plus) == at(minus),
                        Witness::OnSegment { point, ends, .. } => {
                            on_closed_segment(at(ends[0]), at(ends[1]), at(point))
                        }
                        Witness::InTriangle { point, corners, .. } => in_closed_triangle(
                            at(corners[0]),
                            at(corners[1]),
                            at(corners[2]),
                            at(point),
                        ),
                        Witness::Crossing { plus, minus } => {
                            segments_meet(at(plus[0]), at(plus[1]), at(minus[0]), at(minus[1]))
                        }
                        Witness::HullsMeet { .. } => false,
                    };
                    assert!(ok, "{w:?} for {p:?} {m:?}");
                }
                Outcome::Inconsistent => panic!("inconsistent on {p:?} {m:?}"),
            }
        }
        assert!(counts[0] > 1000 && counts[1] > 1000, "{counts:?}");
        assert!(crossings > 100, "{crossings} crossings");
    }
}
