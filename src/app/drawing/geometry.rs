//! The plane's geometry, in one place: the plot ↔ screen transform, the separating line
//! w₀ + w₁x₁ + w₂x₂ = 0 clipped to the view, the half-planes and bands of the score
//! s = wᵀz clipped to the view (for the tint and the θ(s) shading), where the w arrow
//! starts, and the view that fits a set of points.
//!
//! Everything here is plain arithmetic on [`DVec2`], with names that say which space a value
//! lives in (`*_in_plot` for data coordinates (x₁, x₂), `*_on_screen` for egui points, y down),
//! so it is unit-tested without a window.

use glam::DVec2;

pub use crate::polygon::{clip_to_half_plane, score};

/// An axis-aligned rectangle in plot space (x₁ right, x₂ up).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlotRect {
    pub min: DVec2,
    pub max: DVec2,
}

impl PlotRect {
    pub fn new(min: DVec2, max: DVec2) -> Self {
        Self {
            min: min.min(max),
            max: min.max(max),
        }
    }

    pub fn size(&self) -> DVec2 {
        self.max - self.min
    }

    pub fn center(&self) -> DVec2 {
        0.5 * (self.min + self.max)
    }

    pub fn contains(&self, p: DVec2) -> bool {
        p.cmpge(self.min).all() && p.cmple(self.max).all()
    }

    /// The corners, counter-clockwise in plot space.
    pub fn corners(&self) -> [DVec2; 4] {
        [
            self.min,
            DVec2::new(self.max.x, self.min.y),
            self.max,
            DVec2::new(self.min.x, self.max.y),
        ]
    }

    /// This rectangle grown by `fraction` of its size on every side.
    pub fn padded(&self, fraction: f64) -> Self {
        let pad = self.size() * fraction;
        Self::new(self.min - pad, self.max + pad)
    }
}

/// The affine map from plot space to screen space: screen = offset + scale ⊙ plot, with
/// `scale.y < 0` because the screen's y axis points down.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ScreenFromPlot {
    scale: DVec2,
    offset: DVec2,
}

impl ScreenFromPlot {
    /// The map that sends `view_in_plot` onto the screen rectangle `[min_on_screen, max_on_screen]`
    /// (the view's top-left, (min.x, max.y), lands on `min_on_screen`).
    pub fn new(view_in_plot: PlotRect, min_on_screen: DVec2, max_on_screen: DVec2) -> Self {
        let size = view_in_plot.size().max(DVec2::splat(f64::MIN_POSITIVE));
        let screen_size = max_on_screen - min_on_screen;
        let scale = DVec2::new(screen_size.x / size.x, -screen_size.y / size.y);
        let offset = DVec2::new(
            min_on_screen.x - scale.x * view_in_plot.min.x,
            min_on_screen.y - scale.y * view_in_plot.max.y,
        );
        Self { scale, offset }
    }

    pub fn screen_from_plot(&self, pos_in_plot: DVec2) -> DVec2 {
        self.offset + self.scale * pos_in_plot
    }

    pub fn plot_from_screen(&self, pos_on_screen: DVec2) -> DVec2 {
        (pos_on_screen - self.offset) / self.scale
    }

    /// Screen points per plot unit along x₁ (and x₂, at data aspect 1).
    pub fn points_per_unit(&self) -> f64 {
        self.scale.x.abs()
    }

    /// The plot-space rectangle that a screen rectangle shows.
    pub fn plot_rect_of(&self, min_on_screen: DVec2, max_on_screen: DVec2) -> PlotRect {
        PlotRect::new(
            self.plot_from_screen(min_on_screen),
            self.plot_from_screen(max_on_screen),
        )
    }
}

/// The normal (w₁, w₂) of the line; zero when there is no line.
pub fn normal(w: [f64; 3]) -> DVec2 {
    DVec2::new(w[1], w[2])
}

/// Whether w₀ + w₁x₁ + w₂x₂ = 0 is a line at all (MATH.md: with w₁ = w₂ = 0 there is none).
pub fn has_line(w: [f64; 3]) -> bool {
    let n = normal(w);
    n != DVec2::ZERO && n.is_finite() && w[0].is_finite()
}

/// The point of the convex polygon `polygon` nearest `p`: `p` itself when inside, otherwise the
/// nearest point of its edges; `None` for an empty polygon.
pub fn nearest_in_polygon(polygon: &[DVec2], p: DVec2) -> Option<DVec2> {
    let edges = || (0..polygon.len()).map(|i| (polygon[i], polygon[(i + 1) % polygon.len()]));
    if polygon.len() < 3 {
        return None;
    }
    let turns: Vec<f64> = edges().map(|(a, b)| (b - a).perp_dot(p - a)).collect();
    if turns.iter().all(|&s| s >= 0.0) || turns.iter().all(|&s| s <= 0.0) {
        return Some(p);
    }
    edges()
        .map(|(a, b)| {
            let along = b - a;
            let t = ((p - a).dot(along) / along.length_squared()).clamp(0.0, 1.0);
            if t.is_finite() { a + along * t } else { a }
        })
        .min_by(|x, y| x.distance_squared(p).total_cmp(&y.distance_squared(p)))
}

/// The part of `view` where s ≥ 0: the +1 half-plane (empty when there is none in view).
pub fn positive_region(view: PlotRect, w: [f64; 3]) -> Vec<DVec2> {
    clip_to_half_plane(&view.corners(), w, 0.0)
}

/// The part of `view` where `low` ≤ s ≤ `high`.
pub fn band(view: PlotRect, w: [f64; 3], low: f64, high: f64) -> Vec<DVec2> {
    let above_low = clip_to_half_plane(&view.corners(), w, low);
    let negated = [-w[0], -w[1], -w[2]];
    clip_to_half_plane(&above_low, negated, -high)
}

/// The segment of the line s = 0 inside `view`, or `None` if there is no line or it misses the
/// view.
pub fn line_in_view(view: PlotRect, w: [f64; 3]) -> Option<(DVec2, DVec2)> {
    if !has_line(w) {
        return None;
    }
    // The line's intersections with the four edges, then the two extremes along the line.
    let n = normal(w);
    let direction = n.perp();
    let through = -w[0] * n / n.length_squared();
    // p(t) = through + t·direction; keep t where p(t) is inside the view (slab clipping).
    let mut t_min = f64::NEG_INFINITY;
    let mut t_max = f64::INFINITY;
    for axis in 0..2 {
        let (o, d, lo, hi) = (
            through[axis],
            direction[axis],
            view.min[axis],
            view.max[axis],
        );
        if d == 0.0 {
            if o < lo || o > hi {
                return None;
            }
        } else {
            let (a, b) = ((lo - o) / d, (hi - o) / d);
            t_min = t_min.max(a.min(b));
            t_max = t_max.min(a.max(b));
        }
    }
    if t_min > t_max || !t_min.is_finite() || !t_max.is_finite() {
        return None;
    }
    Some((through + t_min * direction, through + t_max * direction))
}

/// Where the w arrow starts: the point of the line's visible segment nearest `center` (the
/// view's centre), so the arrow stays in view while the line does.
pub fn arrow_base(view: PlotRect, w: [f64; 3], center: DVec2) -> Option<DVec2> {
    let (a, b) = line_in_view(view, w)?;
    let ab = b - a;
    let t = if ab.length_squared() > 0.0 {
        ((center - a).dot(ab) / ab.length_squared()).clamp(0.0, 1.0)
    } else {
        0.0
    };
    Some(a + t * ab)
}

/// The view of `points` with a margin, centred on them, with the aspect (width / height) of the
/// screen area `aspect`, at data aspect 1. `None` when there are no points.
pub fn fit_view(points: impl IntoIterator<Item = DVec2>, aspect: f64) -> Option<PlotRect> {
    bounding_box(points).map(|content| view_around(content, aspect))
}

/// The smallest rectangle containing `points`; `None` when there are none.
pub fn bounding_box(points: impl IntoIterator<Item = DVec2>) -> Option<PlotRect> {
    let mut iter = points.into_iter();
    let first = iter.next()?;
    let (min, max) = iter.fold((first, first), |(lo, hi), p| (lo.min(p), hi.max(p)));
    Some(PlotRect::new(min, max))
}

/// The smallest view with aspect `aspect` containing `content` plus a 10% margin (at least
/// 1 unit wide, so a single point is not infinitely zoomed).
pub fn view_around(content: PlotRect, aspect: f64) -> PlotRect {
    view_with_aspect(content.padded(0.1), aspect)
}

/// The aspect (width over height) of a view.
pub fn aspect_of(view: PlotRect) -> f64 {
    let spans = view.size().max(DVec2::splat(1e-9));
    spans.x / spans.y
}

/// A plot's screen `rect` with its axes' numbers and names beside it: what a picture drawn over
/// the plane covers, so that no number of the plane's axes reads as the picture's.
pub fn with_axes(rect: egui::Rect) -> egui::Rect {
    egui::Rect::from_min_max(
        rect.min - egui::vec2(56.0, 0.0),
        rect.max + egui::vec2(0.0, 34.0),
    )
}

/// The smallest view with aspect `aspect` containing the view `content` (at least 1 unit wide),
/// centred on it.
pub fn view_with_aspect(content: PlotRect, aspect: f64) -> PlotRect {
    let aspect = if aspect.is_finite() && aspect > 0.0 {
        aspect
    } else {
        1.0
    };
    let mut size = content.size().max(DVec2::splat(1.0));
    if size.x / size.y < aspect {
        size.x = size.y * aspect;
    } else {
        size.y = size.x / aspect;
    }
    let c = content.center();
    PlotRect::new(c - 0.5 * size, c + 0.5 * size)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn square() -> PlotRect {
        PlotRect::new(DVec2::new(-1.0, -1.0), DVec2::new(1.0, 1.0))
    }

    fn area(polygon: &[DVec2]) -> f64 {
        let n = polygon.len();
        0.5 * (0..n)
            .map(|i| polygon[i].perp_dot(polygon[(i + 1) % n]))
            .sum::<f64>()
    }

    #[test]
    fn transform_round_trips_and_flips_y() {
        let view = PlotRect::new(DVec2::new(0.0, 0.0), DVec2::new(10.0, 5.0));
        let t = ScreenFromPlot::new(view, DVec2::new(100.0, 50.0), DVec2::new(300.0, 150.0));
        assert_eq!(
            t.screen_from_plot(DVec2::new(0.0, 5.0)),
            DVec2::new(100.0, 50.0)
        );
        assert_eq!(
            t.screen_from_plot(DVec2::new(10.0, 0.0)),
            DVec2::new(300.0, 150.0)
        );
        assert_eq!(t.points_per_unit(), 20.0);
        let p = DVec2::new(3.25, 1.5);
        assert!((t.plot_from_screen(t.screen_from_plot(p)) - p).length() < 1e-12);
        let back = t.plot_rect_of(DVec2::new(100.0, 50.0), DVec2::new(300.0, 150.0));
        assert_eq!(back, view);
    }

    #[test]
    fn vertical_line_is_clipped_to_the_view() {
        // x₁ = 0.5: w = (−0.5, 1, 0).
        let (a, b) = line_in_view(square(), [-0.5, 1.0, 0.0]).expect("crosses the view");
        let (lo, hi) = if a.y < b.y { (a, b) } else { (b, a) };
        assert!((lo - DVec2::new(0.5, -1.0)).length() < 1e-12);
        assert!((hi - DVec2::new(0.5, 1.0)).length() < 1e-12);
    }

    #[test]
    fn diagonal_line_ends_on_the_border() {
        // x₁ + x₂ = 1 cuts the square at (0, 1) and (1, 0).
        let (a, b) = line_in_view(square(), [-1.0, 1.0, 1.0]).expect("crosses the view");
        let mut ends = [a, b];
        ends.sort_by(|p, q| p.x.total_cmp(&q.x));
        assert!((ends[0] - DVec2::new(0.0, 1.0)).length() < 1e-12);
        assert!((ends[1] - DVec2::new(1.0, 0.0)).length() < 1e-12);
    }

    #[test]
    fn no_line_when_it_misses_or_does_not_exist() {
        assert_eq!(line_in_view(square(), [-5.0, 1.0, 0.0]), None, "x₁ = 5");
        assert_eq!(
            line_in_view(square(), [-5.0, 1.0, 1.0]),
            None,
            "x₁ + x₂ = 5"
        );
        assert_eq!(line_in_view(square(), [1.0, 0.0, 0.0]), None, "w₁ = w₂ = 0");
        assert!(!has_line([0.0, 0.0, 0.0]));
        assert!(!has_line([0.0, f64::NAN, 1.0]));
    }

    #[test]
    fn positive_region_is_the_side_the_normal_points_to() {
        // s = x₁: the right half of the square, area 2.
        let region = positive_region(square(), [0.0, 1.0, 0.0]);
        assert!((area(&region) - 2.0).abs() < 1e-12);
        assert!(region.iter().all(|p| p.x >= 0.0));
        // s = −x₁ − x₂ + 1 ≥ 0: below the diagonal x₁ + x₂ = 1, area 4 − 1/2.
        let region = positive_region(square(), [1.0, -1.0, -1.0]);
        assert!((area(&region) - 3.5).abs() < 1e-12);
        // Entirely positive, entirely negative.
        assert!((area(&positive_region(square(), [5.0, 1.0, 0.0])) - 4.0).abs() < 1e-12);
        assert!(positive_region(square(), [-5.0, 1.0, 0.0]).is_empty());
        assert!((area(&positive_region(square(), [1.0, 0.0, 0.0])) - 4.0).abs() < 1e-12);
    }

    #[test]
    fn band_between_two_levels() {
        // s = x₁ between −0.5 and 0.25: width 0.75, height 2.
        let b = band(square(), [0.0, 1.0, 0.0], -0.5, 0.25);
        assert!((area(&b) - 1.5).abs() < 1e-12);
        assert!(
            b.iter()
                .all(|p| (-0.5 - 1e-12..=0.25 + 1e-12).contains(&p.x))
        );
        assert!(band(square(), [0.0, 1.0, 0.0], 2.0, 3.0).is_empty());
    }

    #[test]
    fn the_nearest_point_of_a_polygon_is_itself_inside_or_on_an_edge() {
        let square = [
            DVec2::new(1.0, 1.0),
            DVec2::new(3.0, 1.0),
            DVec2::new(3.0, 3.0),
            DVec2::new(1.0, 3.0),
        ];
        let inside = DVec2::new(2.0, 2.5);
        assert_eq!(nearest_in_polygon(&square, inside), Some(inside));
        assert_eq!(
            nearest_in_polygon(&square, DVec2::ZERO),
            Some(DVec2::new(1.0, 1.0))
        );
        assert_eq!(
            nearest_in_polygon(&square, DVec2::new(2.0, 0.0)),
            Some(DVec2::new(2.0, 1.0))
        );
        assert_eq!(nearest_in_polygon(&square[..2], DVec2::ZERO), None);
    }

    #[test]
    fn arrow_starts_on_the_visible_line_nearest_the_centre() {
        let base = arrow_base(square(), [-0.5, 1.0, 0.0], DVec2::ZERO).expect("line");
        assert!((base - DVec2::new(0.5, 0.0)).length() < 1e-12);
        // Centre far above: the base is clamped to the top end of the visible segment.
        let base = arrow_base(square(), [-0.5, 1.0, 0.0], DVec2::new(0.0, 9.0)).expect("line");
        assert!((base - DVec2::new(0.5, 1.0)).length() < 1e-12);
        assert_eq!(arrow_base(square(), [0.0, 0.0, 0.0], DVec2::ZERO), None);
    }

    #[test]
    fn fitted_view_contains_the_points_with_the_screen_aspect() {
        let points = [DVec2::new(0.0, 0.0), DVec2::new(4.0, 1.0)];
        let view = fit_view(points, 1.0).expect("points");
        assert!(points.iter().all(|&p| view.contains(p)));
        assert!((view.size().x - view.size().y).abs() < 1e-12);
        let wide = fit_view(points, 2.0).expect("points");
        assert!((wide.size().x / wide.size().y - 2.0).abs() < 1e-12);
        assert!(points.iter().all(|&p| wide.contains(p)));
        assert_eq!(fit_view([], 1.0), None);
        let single = fit_view([DVec2::new(3.0, 3.0)], 1.0).expect("a point");
        assert!(single.size().x >= 1.0 && single.contains(DVec2::new(3.0, 3.0)));
    }
}
