//! Where the update picture's labels go: beside each arrow's tip, on the side away from the
//! other lines, clear of the other labels, of every tip and head, and off the lines — a plain
//! function of the arrows' screen positions, tested without a window.

use egui::{Pos2, Vec2};

use super::{Arrow, arrow_head};

/// How close a label may come to any arrow's tip.
pub(super) const TIP_CLEARANCE: f32 = 4.0;
/// The space kept between a label and a line (half a thick stroke and a little air).
pub(super) const STROKE_CLEARANCE: f32 = 3.0;
/// The space kept between two labels.
const LABEL_GAP: f32 = 2.0;

/// Places each labelled line's label beside its `to` end: first on the side of its normal away
/// from the other lines, then turned around the tip and pushed further out as collisions need.
/// A label must not overlap another label, a rectangle in `taken`, or any arrow's tip or head,
/// and should stay inside `bounds` and off the lines; among the places that do best on those,
/// the one nearest the preferred side wins. Labels are placed one at a time, in every order, and
/// the order with the least total cost is kept (there are at most a handful of labels). Returns
/// one rectangle per line, `None` for a line without a label.
pub(crate) fn place_labels(
    arrows: &[Arrow],
    bounds: egui::Rect,
    taken: &[egui::Rect],
) -> Vec<Option<egui::Rect>> {
    let tips: Vec<Pos2> = arrows
        .iter()
        .filter(|a| a.head && (a.to - a.from).length() >= 1.0)
        .map(|a| a.to)
        .collect();
    let heads: Vec<[Pos2; 2]> = arrows
        .iter()
        .filter(|a| a.head && (a.to - a.from).length() >= 1.0)
        .flat_map(|a| arrow_head(a.from, a.to).map(|end| [a.to, end]))
        .collect();
    // What a place costs apart from the other labels, which depend on the order.
    let fixed_cost = |r: egui::Rect| {
        let padded = r.expand(LABEL_GAP);
        let count = |n: usize| n as f32;
        1e6 * count(taken.iter().filter(|p| p.intersects(padded)).count())
            + 1e5
                * count(
                    tips.iter()
                        .filter(|&&t| r.distance_to_pos(t) < TIP_CLEARANCE)
                        .count(),
                )
            + 1e5
                * count(
                    heads
                        .iter()
                        .filter(|[a, b]| segment_meets_rect(*a, *b, r.expand(STROKE_CLEARANCE)))
                        .count(),
                )
            + if bounds.contains_rect(r) { 0.0 } else { 1e4 }
            + 1e3
                * count(
                    arrows
                        .iter()
                        .filter(|a| segment_meets_rect(a.from, a.to, r.expand(STROKE_CLEARANCE)))
                        .count(),
                )
    };
    // Each label's candidate places with their fixed costs.
    let candidates: Vec<(usize, Vec<(f32, egui::Rect)>)> = arrows
        .iter()
        .enumerate()
        .filter_map(|(i, arrow)| {
            let size = arrow.label?;
            let preferred = preferred_side(arrows, i);
            let mut places = Vec::new();
            for gap in [5.0f32, 8.0, 12.0, 18.0, 26.0, 36.0, 48.0] {
                for turn in 0..24 {
                    // 0, +15°, −15°, +30°, … around the preferred side.
                    let steps = (turn + 1) / 2;
                    let sign = if turn % 2 == 0 { 1.0 } else { -1.0 };
                    let angle = sign * steps as f32 * 15f32.to_radians();
                    let u = egui::emath::Rot2::from_angle(angle) * preferred;
                    // The rectangle's nearest point to the tip is `gap` away along u.
                    let reach = (u.x.abs() * size.x + u.y.abs() * size.y) / 2.0;
                    let r = egui::Rect::from_center_size(arrow.to + u * (gap + reach), size);
                    // A half turn away from the preferred side costs about as much as 30 points
                    // further out.
                    places.push((fixed_cost(r) + 10.0 * angle.abs() + (gap - 5.0), r));
                }
            }
            Some((i, places))
        })
        .collect();
    let mut best: Option<(f32, Vec<(usize, egui::Rect)>)> = None;
    for order in permutations(candidates.len()) {
        let mut placed: Vec<(usize, egui::Rect)> = Vec::with_capacity(order.len());
        let mut total = 0.0;
        for &c in &order {
            let (i, places) = &candidates[c];
            let overlaps = |r: &egui::Rect| {
                let padded = r.expand(LABEL_GAP);
                placed.iter().filter(|(_, p)| p.intersects(padded)).count() as f32
            };
            let Some((cost, rect)) = places
                .iter()
                .map(|(cost, r)| (cost + 1e6 * overlaps(r), *r))
                .min_by(|a, b| a.0.total_cmp(&b.0))
            else {
                continue;
            };
            total += cost;
            placed.push((*i, rect));
        }
        if best.as_ref().is_none_or(|(b, _)| total < *b) {
            best = Some((total, placed));
        }
    }
    let mut out = vec![None; arrows.len()];
    for (i, rect) in best.map(|(_, placed)| placed).unwrap_or_default() {
        out[i] = Some(rect);
    }
    out
}

/// Every order of 0, 1, …, n − 1, the identity first.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    if n == 0 {
        return vec![Vec::new()];
    }
    let mut out = Vec::new();
    for first in 0..n {
        for rest in permutations(n - 1) {
            let mut order = vec![first];
            order.extend(rest.into_iter().map(|r| if r >= first { r + 1 } else { r }));
            out.push(order);
        }
    }
    out
}

/// The unit normal of `arrows[i]` on the side away from the other lines (or, for an arrow too
/// short to have a direction, straight away from them).
fn preferred_side(arrows: &[Arrow], i: usize) -> Vec2 {
    let arrow = arrows[i];
    let tip = arrow.to;
    // Where the others are, seen from this tip: their ends and middles, nearer ones counting more.
    let mut towards_others = Vec2::ZERO;
    for (j, other) in arrows.iter().enumerate() {
        if j == i || ((other.to - other.from).length() < 1.0 && other.label.is_none()) {
            continue;
        }
        for p in [other.to, other.from.lerp(other.to, 0.5)] {
            let d = p - tip;
            let length = d.length();
            if length > 0.5 {
                towards_others += d / (length * length.max(10.0));
            }
        }
    }
    let along = arrow.to - arrow.from;
    if along.length() < 1.0 {
        let away = -towards_others;
        return if away.length() > 1e-6 {
            away.normalized()
        } else {
            Vec2::new(0.0, -1.0)
        };
    }
    let normal = along.normalized().rot90();
    if normal.dot(towards_others) > 0.0 {
        -normal
    } else {
        normal
    }
}

/// Whether the segment a–b has a point in (or on) `r`.
pub(super) fn segment_meets_rect(a: Pos2, b: Pos2, r: egui::Rect) -> bool {
    let d = b - a;
    let (mut t0, mut t1) = (0.0f32, 1.0f32);
    for (p, q) in [
        (-d.x, a.x - r.min.x),
        (d.x, r.max.x - a.x),
        (-d.y, a.y - r.min.y),
        (d.y, r.max.y - a.y),
    ] {
        if p == 0.0 {
            if q < 0.0 {
                return false;
            }
        } else {
            let t = q / p;
            if p < 0.0 {
                t0 = t0.max(t);
            } else {
                t1 = t1.min(t);
            }
            if t0 > t1 {
                return false;
            }
        }
    }
    true
}
