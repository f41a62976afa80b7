//! The plane of a score that is not linear in x — a kernel SVM's or kernel perceptron's
//! s(x) = Σₙ αₙyₙK(xₙ, x) + b: s sampled on a grid of screen cells, the two sides tinted by
//! sign (deeper where |s| is larger), and the level curves s = 0 (solid) and, for an SVM, s = ±1
//! (dashed) traced by marching squares.
//!
//! Any other score (a feature transform's s(x) = wᵀΦ(x)) fills the same grid through
//! [`LevelField::fill`] and is tinted and traced the same way.
//!
//! The grid is kept between frames. When only some αₙ and b changed — an SMO step changes two
//! α — the grid is updated by those terms alone (O(changed × cells)) instead of summed anew
//! over every support vector; it is summed anew when the view, the kernel or the points change,
//! and every [`REFRESH_EVERY`] updates so rounding cannot pile up.

use egui::{Color32, ColorImage, Painter, Pos2, Shape, Stroke, TextureHandle, TextureOptions};
use glam::DVec2;

use crate::model::Kernel;

use crate::app::drawing::geometry::ScreenFromPlot;
use crate::app::drawing::palette;

/// The side of a grid cell, in screen points.
const CELL: f32 = 5.0;
/// Incremental updates between two full sums.
const REFRESH_EVERY: u32 = 256;

/// What the grid was summed for, besides α and b.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Key {
    transform: ScreenFromPlot,
    rect: egui::Rect,
    /// The kernel of an expansion; none for a score filled from outside.
    kernel: Option<Kernel>,
    data_id: u64,
}

/// The score on a grid of the plane, kept between frames.
#[derive(Default)]
pub struct LevelField {
    key: Option<Key>,
    /// Grid nodes: `cols × rows`, row-major from the top-left of the plane.
    cols: usize,
    rows: usize,
    /// Each node's position in plot space.
    nodes: Vec<DVec2>,
    /// s at each node.
    values: Vec<f64>,
    /// The αₙyₙ and b the values were summed with.
    alpha_y: Vec<f64>,
    b: f64,
    updates_since_sum: u32,
    texture: Option<TextureHandle>,
    texture_stale: bool,
    /// Full sums and incremental updates made (for tests and benchmarks).
    pub full_sums: u64,
    pub incremental_updates: u64,
}

/// A kernel expansion over every point (αₙ = 0 for the points that are not support vectors).
pub struct Expansion<'a> {
    pub kernel: Kernel,
    /// The points xₙ, row-major, d = 2.
    pub points: &'a [f64],
    /// αₙyₙ for every point.
    pub alpha_y: &'a [f64],
    pub b: f64,
    /// The identity of the points (a change sums anew).
    pub data_id: u64,
}

impl LevelField {
    /// Brings the grid up to date with `expansion` on the plane shown at `rect` by `t`.
    pub fn update(&mut self, expansion: &Expansion<'_>, t: &ScreenFromPlot, rect: egui::Rect) {
        let key = Key {
            transform: *t,
            rect,
            kernel: Some(expansion.kernel),
            data_id: expansion.data_id,
        };
        let same_grid = self.key == Some(key) && self.alpha_y.len() == expansion.alpha_y.len();
        if same_grid && self.updates_since_sum < REFRESH_EVERY {
            let changed: Vec<usize> = (0..expansion.alpha_y.len())
                .filter(|&n| expansion.alpha_y[n] != self.alpha_y[n])
                .collect();
            if changed.is_empty() && expansion.b == self.b {
                return;
            }
            // Cheaper than a full sum while fewer points changed than there are support vectors.
            let support = expansion.alpha_y.iter().filter(|a| **a != 0.0).count();
            if changed.len() < support.max(1) {
                let db = expansion.b - self.b;
                for &n in &changed {
                    let delta = expansion.alpha_y[n] - self.alpha_y[n];
                    let xn = &expansion.points[2 * n..2 * n + 2];
                    for (value, node) in self.values.iter_mut().zip(&self.nodes) {
                        *value += delta * expansion.kernel.eval(xn, &[node.x, node.y]);
                    }
                }
                if db != 0.0 {
                    for value in &mut self.values {
                        *value += db;
                    }
                }
                self.alpha_y.copy_from_slice(expansion.alpha_y);
                self.b = expansion.b;
                self.updates_since_sum += 1;
                self.incremental_updates += 1;
                self.texture_stale = true;
                return;
            }
        }
        self.sum(key, expansion, t, rect);
    }

    /// The grid's nodes for the plane shown at `rect` by `t`.
    fn lay_nodes(&mut self, t: &ScreenFromPlot, rect: egui::Rect) {
        self.cols = (rect.width() / CELL).ceil().max(1.0) as usize + 1;
        self.rows = (rect.height() / CELL).ceil().max(1.0) as usize + 1;
        self.nodes.clear();
        for row in 0..self.rows {
            for col in 0..self.cols {
                let on_screen = DVec2::new(
                    f64::from(rect.min.x + col as f32 * CELL),
                    f64::from(rect.min.y + row as f32 * CELL),
                );
                self.nodes.push(t.plot_from_screen(on_screen));
            }
        }
    }

    /// Fills the grid of the plane shown at `rect` by `t` with a score kept elsewhere: `score`
    /// writes s at each node (given in plot space, row-major from the top-left) into the values
    /// (cleared first). `version` changes whenever the score does; the same version on the same
    /// grid keeps what is there.
    pub fn fill(
        &mut self,
        t: &ScreenFromPlot,
        rect: egui::Rect,
        version: u64,
        score: impl FnOnce(&[DVec2], &mut Vec<f64>),
    ) {
        let key = Key {
            transform: *t,
            rect,
            kernel: None,
            data_id: version,
        };
        if self.key == Some(key) {
            return;
        }
        let same_nodes = self
            .key
            .is_some_and(|old| old.transform == key.transform && old.rect == key.rect);
        if !same_nodes {
            self.lay_nodes(t, rect);
        }
        self.values.clear();
        score(&self.nodes, &mut self.values);
        self.values.resize(self.nodes.len(), f64::NAN);
        self.alpha_y.clear();
        self.key = Some(key);
        self.full_sums += 1;
        self.texture_stale = true;
    }

    fn sum(&mut self, key: Key, expansion: &Expansion<'_>, t: &ScreenFromPlot, rect: egui::Rect) {
        self.lay_nodes(t, rect);
        let support: Vec<(usize, f64)> = expansion
            .alpha_y
            .iter()
            .copied()
            .enumerate()
            .filter(|(_, a)| *a != 0.0)
            .collect();
        self.values.clear();
        self.values.extend(self.nodes.iter().map(|node| {
            let x = [node.x, node.y];
            let mut s = 0.0;
            for &(n, ay) in &support {
                s += ay
                    * expansion
                        .kernel
                        .eval(&expansion.points[2 * n..2 * n + 2], &x);
            }
            s + expansion.b
        }));
        self.alpha_y.clear();
        self.alpha_y.extend_from_slice(expansion.alpha_y);
        self.b = expansion.b;
        self.key = Some(key);
        self.updates_since_sum = 0;
        self.full_sums += 1;
        self.texture_stale = true;
    }

    /// s at node (col, row).
    fn at(&self, col: usize, row: usize) -> f64 {
        self.values[row * self.cols + col]
    }

    /// The tint of the two sides: the +1 colour where s > 0, the −1 colour where s < 0, deeper
    /// up to |s| = 1 (the margins).
    pub fn paint_tint(&mut self, ctx: &egui::Context, painter: &Painter, dark: bool) {
        let Some(key) = self.key else {
            return;
        };
        if self.texture_stale || self.texture.is_none() {
            let strength = if dark { 0.34 } else { 0.26 };
            let pixels = self
                .values
                .iter()
                .map(|&s| {
                    if !s.is_finite() || s == 0.0 {
                        return Color32::TRANSPARENT;
                    }
                    let amount = (0.35 + 0.65 * s.abs().min(1.0)) as f32;
                    let colour = if s > 0.0 {
                        palette::POSITIVE
                    } else {
                        palette::NEGATIVE
                    };
                    colour.gamma_multiply(strength * amount)
                })
                .collect();
            let image = ColorImage::new([self.cols, self.rows], pixels);
            match &mut self.texture {
                Some(texture) => texture.set(image, TextureOptions::LINEAR),
                None => {
                    self.texture =
                        Some(ctx.load_texture("linlab level field", image, TextureOptions::LINEAR));
                }
            }
            self.texture_stale = false;
        }
        if let Some(texture) = &self.texture {
            // Node (0, 0) is at the top-left corner; the texture's texels are centred on nodes.
            let half = 0.5 / self.cols as f32;
            let half_y = 0.5 / self.rows as f32;
            let covered = egui::Rect::from_min_size(
                key.rect.min,
                egui::vec2((self.cols - 1) as f32 * CELL, (self.rows - 1) as f32 * CELL),
            );
            let uv = egui::Rect::from_min_max(
                egui::pos2(half, half_y),
                egui::pos2(1.0 - half, 1.0 - half_y),
            );
            painter.image(texture.id(), covered, uv, Color32::WHITE);
        }
    }

    /// The curve s = `level` as segments on screen (marching squares).
    pub fn contour(&self, level: f64) -> Vec<[Pos2; 2]> {
        let Some(key) = self.key else {
            return Vec::new();
        };
        let mut segments = Vec::new();
        if self.cols < 2 || self.rows < 2 {
            return segments;
        }
        let corner = |col: usize, row: usize| {
            Pos2::new(
                key.rect.min.x + col as f32 * CELL,
                key.rect.min.y + row as f32 * CELL,
            )
        };
        for row in 0..self.rows - 1 {
            for col in 0..self.cols - 1 {
                // Corners in order: top-left, top-right, bottom-right, bottom-left.
                let cells = [
                    (col, row),
                    (col + 1, row),
                    (col + 1, row + 1),
                    (col, row + 1),
                ];
                let s: [f64; 4] = cells.map(|(c, r)| self.at(c, r) - level);
                if s.iter().any(|v| !v.is_finite()) {
                    continue;
                }
                let mut crossings = Vec::with_capacity(4);
                for edge in 0..4 {
                    let (a, b) = (edge, (edge + 1) % 4);
                    if (s[a] > 0.0) != (s[b] > 0.0) {
                        let f = (s[a] / (s[a] - s[b])) as f32;
                        let (pa, pb) = (
                            corner(cells[a].0, cells[a].1),
                            corner(cells[b].0, cells[b].1),
                        );
                        crossings.push(pa + (pb - pa) * f);
                    }
                }
                match crossings.len() {
                    2 => segments.push([crossings[0], crossings[1]]),
                    // A saddle: pair the crossings by the sign at the cell's centre.
                    4 => {
                        let centre = s.iter().sum::<f64>() / 4.0;
                        if (centre > 0.0) == (s[0] > 0.0) {
                            segments.push([crossings[0], crossings[3]]);
                            segments.push([crossings[1], crossings[2]]);
                        } else {
                            segments.push([crossings[0], crossings[1]]);
                            segments.push([crossings[2], crossings[3]]);
                        }
                    }
                    _ => {}
                }
            }
        }
        segments
    }

    /// The boundary s = 0 in `ink`, and with `margins` the levels s = ±1 dashed.
    pub fn paint_levels(&self, painter: &Painter, ink: Color32, margins: bool, width: f32) {
        let solid = Stroke::new(width, ink);
        painter.extend(
            self.contour(0.0)
                .into_iter()
                .map(|segment| Shape::line_segment(segment, solid)),
        );
        if margins {
            let thin = Stroke::new(width * 0.5, ink);
            for level in [-1.0, 1.0] {
                self.paint_dashes(painter, level, thin);
            }
        }
    }

    /// The boundary s = 0 dashed in `ink` (a second boundary drawn over another).
    pub fn paint_dashed(&self, painter: &Painter, ink: Color32, width: f32) {
        self.paint_dashes(painter, 0.0, Stroke::new(width, ink));
    }

    /// The level s = `level` as dashes: two segments of three, a dash whose length follows the
    /// cells.
    fn paint_dashes(&self, painter: &Painter, level: f64, stroke: Stroke) {
        for (i, segment) in self.contour(level).into_iter().enumerate() {
            if i % 3 != 2 {
                painter.add(Shape::line_segment(segment, stroke));
            }
        }
    }

    /// s at the grid's nodes, row-major from the top-left (two fields of the same plane share
    /// their nodes).
    pub fn values(&self) -> &[f64] {
        &self.values
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::drawing::geometry::PlotRect;

    fn transform(rect: egui::Rect) -> ScreenFromPlot {
        ScreenFromPlot::new(
            PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0)),
            DVec2::new(f64::from(rect.min.x), f64::from(rect.min.y)),
            DVec2::new(f64::from(rect.max.x), f64::from(rect.max.y)),
        )
    }

    #[test]
    fn incremental_updates_equal_a_full_sum() {
        let rect = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(100.0, 100.0));
        let t = transform(rect);
        let points = [0.5, 0.5, -0.5, -0.5, 0.2, -0.6];
        let kernel = Kernel::Gaussian { sigma2: 0.3 };
        let mut field = LevelField::default();
        let first = [1.0, -1.0, 0.0];
        field.update(
            &Expansion {
                kernel,
                points: &points,
                alpha_y: &first,
                b: 0.1,
                data_id: 1,
            },
            &t,
            rect,
        );
        let second = [1.0, -0.4, 0.6];
        field.update(
            &Expansion {
                kernel,
                points: &points,
                alpha_y: &second,
                b: -0.2,
                data_id: 1,
            },
            &t,
            rect,
        );
        assert_eq!(field.full_sums, 1);
        assert_eq!(field.incremental_updates, 1);
        let mut fresh = LevelField::default();
        fresh.update(
            &Expansion {
                kernel,
                points: &points,
                alpha_y: &second,
                b: -0.2,
                data_id: 1,
            },
            &t,
            rect,
        );
        for (a, b) in field.values.iter().zip(&fresh.values) {
            assert!((a - b).abs() < 1e-12);
        }
    }

    #[test]
    fn the_zero_level_of_a_linear_kernel_is_its_line() {
        let rect = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(100.0, 100.0));
        let t = transform(rect);
        // s(x) = x₁ (one support point at (1, 0) with αy = 1, linear kernel, b = 0).
        let points = [1.0, 0.0];
        let mut field = LevelField::default();
        field.update(
            &Expansion {
                kernel: Kernel::Linear,
                points: &points,
                alpha_y: &[1.0],
                b: 0.0,
                data_id: 1,
            },
            &t,
            rect,
        );
        let segments = field.contour(0.0);
        assert!(!segments.is_empty());
        for [a, b] in segments {
            // x₁ = 0 is the vertical line through the middle of the screen.
            assert!(
                (a.x - 50.0).abs() < 1e-3 && (b.x - 50.0).abs() < 1e-3,
                "{a:?} {b:?}"
            );
        }
    }
}
