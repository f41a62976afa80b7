//! Where a label goes on the plane: near what it names, where it covers no point's marker and
//! no label placed before it in the same frame, and inside the plane. The plane starts each
//! frame's placement with its points ([`begin`]); every label drawn on it afterwards — notices,
//! the update's labels, the SVM's margins and α, a lecture's highlights — asks for its place
//! ([`place_near`], [`place_in`]) and so takes the room it is given.

use egui::{Align2, Pos2, Rect, Vec2};

/// Room kept around a point's marker, in points.
const MARKER: f32 = 9.0;
/// Above this many points the labels avoid one another only: a frame does not look at every
/// point for every label.
const MOST_POINTS_AVOIDED: usize = 2_000;

/// The labels placed so far on the plane in this frame, and the markers they keep clear of.
#[derive(Debug, Clone)]
pub struct Placement {
    /// The plane on the screen.
    bounds: Rect,
    /// The points' markers on the screen.
    markers: Vec<Pos2>,
    /// The labels placed so far.
    labels: Vec<Rect>,
}

impl Default for Placement {
    /// Nowhere: labels go where they are asked to.
    fn default() -> Self {
        Self::new(Rect::EVERYTHING, Vec::new())
    }
}

impl Placement {
    pub fn new(bounds: Rect, markers: Vec<Pos2>) -> Self {
        let markers = if markers.len() > MOST_POINTS_AVOIDED {
            Vec::new()
        } else {
            markers
        };
        Self {
            bounds,
            markers,
            labels: Vec::new(),
        }
    }

    /// How much a label at `rect` is in the way: the markers it covers, then the room it shares
    /// with labels placed before it, then how far it sticks out of the plane.
    fn cost(&self, rect: Rect) -> (usize, f32) {
        let covered = self
            .markers
            .iter()
            .filter(|&&p| rect.expand(MARKER).contains(p))
            .count();
        let shared: f32 = self
            .labels
            .iter()
            .map(|l| {
                let o = l.intersect(rect);
                if o.is_positive() { o.area() } else { 0.0 }
            })
            .sum();
        let outside = rect.area() - rect.intersect(self.bounds).area().max(0.0);
        (covered, shared + outside)
    }

    /// The first of `candidates` in the way of nothing, else the one least in the way; kept.
    fn choose(&mut self, candidates: impl IntoIterator<Item = Rect>) -> Rect {
        let mut best: Option<(Rect, (usize, f32))> = None;
        for rect in candidates {
            let cost = self.cost(rect);
            if cost == (0, 0.0) {
                best = Some((rect, cost));
                break;
            }
            if best.is_none_or(|(_, c)| cost.0 < c.0 || (cost.0 == c.0 && cost.1 < c.1)) {
                best = Some((rect, cost));
            }
        }
        let rect = best.map_or(Rect::NOTHING, |(r, _)| r);
        self.labels.push(rect);
        rect
    }

    /// A place for a label of `size` near `anchor`: first where `preferred` puts it, then on
    /// the anchor's other sides, then further away.
    pub fn near(&mut self, anchor: Pos2, size: Vec2, preferred: Align2) -> Rect {
        let sides = [
            preferred,
            Align2::LEFT_BOTTOM,
            Align2::RIGHT_BOTTOM,
            Align2::LEFT_TOP,
            Align2::RIGHT_TOP,
            Align2::CENTER_BOTTOM,
            Align2::CENTER_TOP,
            Align2::LEFT_CENTER,
            Align2::RIGHT_CENTER,
        ];
        let bounds = self.bounds;
        let candidates = [0.0, 1.0, 2.0, 3.5, 5.0]
            .into_iter()
            .flat_map(move |reach| {
                sides.into_iter().map(move |side| {
                    // Away from the anchor on the side the label lies: `reach` label heights.
                    let away = Vec2::new(
                        -side.x().to_sign() * (MARKER + reach * size.y),
                        -side.y().to_sign() * reach * size.y,
                    );
                    keep_inside(side.anchor_size(anchor + away, size), bounds)
                })
            });
        self.choose(candidates)
    }

    /// A place for a notice of `size` inside the plane that covers no point and no label, if
    /// there is one (top, bottom, the corners, the sides, then anywhere on a grid).
    pub fn clear_inside(&mut self, size: Vec2) -> Option<Rect> {
        let inner = self.bounds.shrink(10.0);
        let steps = 8;
        let free = (inner.width() - size.x).max(0.0);
        let high = (inner.height() - size.y).max(0.0);
        let grid = (0..=steps).flat_map(move |i| {
            (0..=steps).map(move |j| {
                let at = inner.min + Vec2::new(free * j as f32, high * i as f32) / steps as f32;
                Rect::from_min_size(at, size)
            })
        });
        let rect = self
            .anchored(size)
            .chain(grid)
            .find(|r| inner.expand(0.5).contains_rect(*r) && self.cost(*r) == (0, 0.0))?;
        self.labels.push(rect);
        Some(rect)
    }

    /// A notice of `size` at the top, the bottom, the corners and the sides of the plane.
    fn anchored(&self, size: Vec2) -> impl Iterator<Item = Rect> + use<> {
        let inner = self.bounds.shrink(10.0);
        [
            Align2::CENTER_TOP,
            Align2::CENTER_BOTTOM,
            Align2::LEFT_TOP,
            Align2::RIGHT_TOP,
            Align2::LEFT_BOTTOM,
            Align2::RIGHT_BOTTOM,
            Align2::LEFT_CENTER,
            Align2::RIGHT_CENTER,
        ]
        .into_iter()
        .map(move |anchor| anchor.align_size_within_rect(size, inner))
    }
}

/// `rect` moved the least to lie inside `bounds` (as much of it as fits).
fn keep_inside(rect: Rect, bounds: Rect) -> Rect {
    rect.translate(Vec2::new(
        (bounds.right() - rect.right()).min(0.0) + (bounds.left() - rect.left()).max(0.0),
        (bounds.bottom() - rect.bottom()).min(0.0) + (bounds.top() - rect.top()).max(0.0),
    ))
}

/// Where this frame's placement is kept.
fn key() -> egui::Id {
    egui::Id::unique("plane label placement")
}

/// Starts the frame's placement on the plane at `bounds` with its points' `markers`.
pub fn begin(ctx: &egui::Context, bounds: Rect, markers: Vec<Pos2>) {
    ctx.data_mut(|d| d.insert_temp(key(), Placement::new(bounds, markers)));
}

/// A place near `anchor` for a label of `size` on the plane drawn last (see [`Placement::near`]).
pub fn place_near(ctx: &egui::Context, anchor: Pos2, size: Vec2, preferred: Align2) -> Rect {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Placement>(key())
            .near(anchor, size, preferred)
    })
}

/// A place inside the plane drawn last for a notice of `size` that covers no point and no
/// label, if there is one (see [`Placement::clear_inside`]).
pub fn place_clear_in(ctx: &egui::Context, size: Vec2) -> Option<Rect> {
    ctx.data_mut(|d| {
        d.get_temp_mut_or_default::<Placement>(key())
            .clear_inside(size)
    })
}

/// Paints `text` near `anchor` on the plane drawn last, where [`place_near`] finds room, on a
/// translucent ground so that it reads where it crosses a line.
pub fn paint_text(
    painter: &egui::Painter,
    anchor: Pos2,
    preferred: Align2,
    text: impl Into<String>,
    font: egui::FontId,
    colour: egui::Color32,
) -> Rect {
    let galley = painter.layout_job(super::formula::job(&text.into(), font, colour));
    let margin = Vec2::splat(2.0);
    let rect = place_near(
        painter.ctx(),
        anchor,
        galley.size() + 2.0 * margin,
        preferred,
    );
    let ground = painter
        .ctx()
        .global_style()
        .visuals
        .extreme_bg_color
        .gamma_multiply(0.75);
    painter.rect_filled(rect, 2.0, ground);
    painter.galley(rect.min + margin, galley, colour);
    rect
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plane() -> Rect {
        Rect::from_min_size(Pos2::ZERO, Vec2::new(600.0, 400.0))
    }

    #[test]
    fn labels_keep_clear_of_markers_and_of_each_other() {
        let markers = vec![Pos2::new(300.0, 200.0), Pos2::new(330.0, 180.0)];
        let mut placement = Placement::new(plane(), markers.clone());
        let size = Vec2::new(40.0, 20.0);
        let a = placement.near(Pos2::new(300.0, 200.0), size, Align2::LEFT_BOTTOM);
        let b = placement.near(Pos2::new(300.0, 200.0), size, Align2::LEFT_BOTTOM);
        for rect in [a, b] {
            assert!(plane().contains_rect(rect), "{rect:?}");
            for m in &markers {
                assert!(!rect.expand(MARKER).contains(*m), "{rect:?} covers {m:?}");
            }
        }
        assert!(!a.intersects(b), "{a:?} and {b:?}");
    }

    #[test]
    fn a_label_at_the_edge_stays_inside() {
        let mut placement = Placement::new(plane(), Vec::new());
        let rect = placement.near(
            Pos2::new(598.0, 2.0),
            Vec2::new(80.0, 20.0),
            Align2::LEFT_BOTTOM,
        );
        assert!(plane().contains_rect(rect), "{rect:?}");
    }

    #[test]
    fn a_notice_goes_where_no_point_is() {
        // The four XOR points: two near the top, two near the bottom.
        let xor = [(150.0, 30.0), (450.0, 30.0), (150.0, 370.0), (450.0, 370.0)]
            .map(|(x, y)| Pos2::new(x, y));
        let mut placement = Placement::new(plane(), xor.to_vec());
        let rect = placement
            .clear_inside(Vec2::new(300.0, 40.0))
            .expect("room between the four");
        assert!(
            xor.iter().all(|&p| !rect.expand(MARKER).contains(p)),
            "{rect:?}"
        );
        assert!(plane().contains_rect(rect));
        // Points everywhere: no place is clear, and the plane writes the notice beside itself.
        let everywhere: Vec<_> = (0..40)
            .flat_map(|i| (0..27).map(move |j| Pos2::new(i as f32 * 15.0, j as f32 * 15.0)))
            .collect();
        let mut placement = Placement::new(plane(), everywhere);
        assert_eq!(placement.clear_inside(Vec2::new(300.0, 40.0)), None);
    }
}
