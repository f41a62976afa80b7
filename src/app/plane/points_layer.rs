//! Drawing many points fast: above a few thousand points, the plane does not draw one shape per
//! point but rasterises all of them into one texture the size of the plot in pixels, rebuilt
//! only when the points or the view change (not when w changes, so an animation costs nothing
//! here).
//!
//! While there is room, each point is stamped as a small glyph — a ring for ○, a cross for × —
//! so the shapes still tell the labels apart without colour. When points crowd (more points
//! than the pixels can show as glyphs) each point becomes one pixel, and each pixel's colour is
//! the mix of the labels that landed on it, more opaque where more points landed: the detail
//! fades gracefully into a density picture.

use egui::{Color32, ColorImage, TextureHandle, TextureOptions};
use glam::DVec2;

use crate::app::document::{Label, Point};
use crate::app::drawing::geometry::ScreenFromPlot;

/// What the texture was built from.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Key {
    data_id: u64,
    transform: ScreenFromPlot,
    size: [usize; 2],
    pixels_per_point: f32,
    positive: Color32,
    negative: Color32,
}

/// The rasterised points and what they were built from.
#[derive(Default)]
pub struct PointsLayer {
    texture: Option<TextureHandle>,
    key: Option<Key>,
    positive: Vec<u16>,
    negative: Vec<u16>,
    /// How many times the texture was rebuilt (for tests and benchmarks).
    pub rebuilds: u64,
}

/// The ring of a ○ glyph, radius 2 pixels: offsets from the centre.
const RING: [(i32, i32); 12] = [
    (-1, -2),
    (0, -2),
    (1, -2),
    (-2, -1),
    (2, -1),
    (-2, 0),
    (2, 0),
    (-2, 1),
    (2, 1),
    (-1, 2),
    (0, 2),
    (1, 2),
];

/// The cross of a × glyph.
const CROSS: [(i32, i32); 9] = [
    (-2, -2),
    (-1, -1),
    (0, 0),
    (1, 1),
    (2, 2),
    (2, -2),
    (1, -1),
    (-1, 1),
    (-2, 2),
];

impl PointsLayer {
    /// Draws `points` into `rect_on_screen` with `painter`, rebuilding the texture if needed.
    #[expect(
        clippy::too_many_arguments,
        reason = "the key of the cache, spelled out"
    )]
    pub fn paint(
        &mut self,
        ctx: &egui::Context,
        painter: &egui::Painter,
        points: &[Point],
        data_id: u64,
        transform: &ScreenFromPlot,
        rect_on_screen: egui::Rect,
        colours: (Color32, Color32),
    ) {
        let ppp = ctx.pixels_per_point();
        let size = [
            (rect_on_screen.width() * ppp).round().max(1.0) as usize,
            (rect_on_screen.height() * ppp).round().max(1.0) as usize,
        ];
        let key = Key {
            data_id,
            transform: *transform,
            size,
            pixels_per_point: ppp,
            positive: colours.0,
            negative: colours.1,
        };
        if self.key != Some(key) || self.texture.is_none() {
            let image = self.rasterise(points, transform, rect_on_screen, &key);
            match &mut self.texture {
                Some(texture) => texture.set(image, TextureOptions::NEAREST),
                None => {
                    self.texture =
                        Some(ctx.load_texture("linlab points", image, TextureOptions::NEAREST));
                }
            }
            self.key = Some(key);
            self.rebuilds += 1;
        }
        if let Some(texture) = &self.texture {
            let uv = egui::Rect::from_min_max(egui::pos2(0.0, 0.0), egui::pos2(1.0, 1.0));
            painter.image(texture.id(), rect_on_screen, uv, Color32::WHITE);
        }
    }

    fn rasterise(
        &mut self,
        points: &[Point],
        transform: &ScreenFromPlot,
        rect_on_screen: egui::Rect,
        key: &Key,
    ) -> ColorImage {
        let [w, h] = key.size;
        self.positive.clear();
        self.positive.resize(w * h, 0);
        self.negative.clear();
        self.negative.resize(w * h, 0);
        let ppp = f64::from(key.pixels_per_point);
        let origin = DVec2::new(
            f64::from(rect_on_screen.min.x),
            f64::from(rect_on_screen.min.y),
        );
        // Glyphs while they fit: each takes about 5×5 pixels (and a margin around it).
        let glyphs = points.len().saturating_mul(40) <= w * h;
        let (wi, hi) = (w as i64, h as i64);
        for p in points {
            let px = (transform.screen_from_plot(p.x) - origin) * ppp;
            let (cx, cy) = (px.x.floor() as i64, px.y.floor() as i64);
            if cx < -2 || cy < -2 || cx >= wi + 2 || cy >= hi + 2 {
                continue;
            }
            let counts = match p.label {
                Label::Positive => &mut self.positive,
                Label::Negative => &mut self.negative,
            };
            let mut add = |x: i64, y: i64| {
                if x >= 0 && y >= 0 && x < wi && y < hi {
                    let c = &mut counts[(y * wi + x) as usize];
                    *c = c.saturating_add(1);
                }
            };
            if glyphs {
                let stamp: &[(i32, i32)] = match p.label {
                    Label::Positive => &RING,
                    Label::Negative => &CROSS,
                };
                for &(dx, dy) in stamp {
                    add(cx + i64::from(dx), cy + i64::from(dy));
                }
            } else {
                add(cx, cy);
            }
        }
        let (pos, neg) = (key.positive, key.negative);
        let pixels = self
            .positive
            .iter()
            .zip(&self.negative)
            .map(|(&p, &n)| pixel_colour(p, n, pos, neg))
            .collect();
        ColorImage::new(key.size, pixels)
    }
}

/// The colour of a pixel where `p` ○ and `n` × landed: their colours mixed in proportion,
/// more opaque the more points (one point is already clearly visible).
fn pixel_colour(p: u16, n: u16, positive: Color32, negative: Color32) -> Color32 {
    let total = u32::from(p) + u32::from(n);
    if total == 0 {
        return Color32::TRANSPARENT;
    }
    let share = p as f32 / total as f32;
    let mix = |a: u8, b: u8| (f32::from(a) * share + f32::from(b) * (1.0 - share)).round() as u8;
    let alpha = (0.55 + 0.15 * (total as f32).ln()).min(1.0);
    Color32::from_rgb(
        mix(positive.r(), negative.r()),
        mix(positive.g(), negative.g()),
        mix(positive.b(), negative.b()),
    )
    .gamma_multiply(alpha)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pixel_colours_mix_and_saturate() {
        let (p, n) = (Color32::from_rgb(0, 0, 200), Color32::from_rgb(200, 0, 0));
        assert_eq!(pixel_colour(0, 0, p, n), Color32::TRANSPARENT);
        let one = pixel_colour(1, 0, p, n);
        assert!(one.a() > 100 && one.r() == 0, "{one:?}");
        let many = pixel_colour(500, 0, p, n);
        assert_eq!(many, p);
        let half = pixel_colour(300, 300, p, n);
        assert_eq!((half.r(), half.b()), (100, 100));
    }

    #[test]
    fn rebuilds_only_when_points_or_view_change() {
        let ctx = egui::Context::default();
        let mut layer = PointsLayer::default();
        let points: Vec<Point> = (0..1000)
            .map(|i| Point::new(f64::from(i) / 1000.0, 0.5, Label::Positive))
            .collect();
        let rect = egui::Rect::from_min_size(egui::pos2(10.0, 10.0), egui::vec2(200.0, 100.0));
        let view = crate::app::drawing::geometry::PlotRect::new(DVec2::ZERO, DVec2::new(2.0, 1.0));
        let t = ScreenFromPlot::new(view, DVec2::new(10.0, 10.0), DVec2::new(210.0, 110.0));
        let colours = (Color32::BLUE, Color32::RED);
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            let painter = ui.painter().clone();
            for _ in 0..3 {
                layer.paint(ui.ctx(), &painter, &points, 7, &t, rect, colours);
            }
            assert_eq!(layer.rebuilds, 1);
            layer.paint(ui.ctx(), &painter, &points, 8, &t, rect, colours);
            assert_eq!(layer.rebuilds, 2);
        });
        output.textures_delta.clear();
        // Every point landed: the counts add up to a ring per point (some off the top clipped).
        let stamped: u32 = layer.positive.iter().map(|&c| u32::from(c)).sum();
        assert!(stamped > 0);
    }
}
