//! The weight-space view's shading: E_in over the slice sampled on a grid (coarser for many
//! points) and turned into a texture, light for low and dark for high, kept while nothing it
//! depends on changes — one per error shown.

use egui::{Color32, ColorImage, TextureHandle, TextureOptions};
use glam::DVec2;

use crate::app::drawing::geometry::PlotRect;
use crate::app::drawing::palette;
use crate::data::Dataset;
use crate::loss::ErrorMeasure;
use crate::weight_space::{Axis, Slice, Surface};

/// The grid's cells × points all the surfaces of a frame may cost: the grid is coarser for many
/// points, and for several errors side by side.
const WORK_PER_FRAME: usize = 4_000_000;
/// The grid's samples per axis, at most and at least.
const MAX_GRID: usize = 96;
const MIN_GRID: usize = 12;

/// What a surface is shaded for: the slice at `w0` over `view`, the error, the grid's samples
/// per axis and the theme.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Request {
    pub view: PlotRect,
    pub w0: f64,
    pub measure: ErrorMeasure,
    pub grid: usize,
    pub dark: bool,
}

/// A shaded surface and what it was computed for (the points' identity and the request).
pub struct Shaded {
    key: (u64, Request),
    pub texture: TextureHandle,
    /// What the texture covers: the view and half a cell more around it.
    pub covers: PlotRect,
    /// The lowest and highest E_in sampled.
    pub range: (f64, f64),
    /// The samples themselves (for the level curves).
    pub surface: Surface,
}

/// Samples per axis for `n` points and `surfaces` surfaces a frame: at most [`WORK_PER_FRAME`]
/// errors in all.
pub fn grid_size(n: usize, surfaces: usize) -> usize {
    let work = WORK_PER_FRAME / surfaces.max(1);
    let side = (work as f64 / n.max(1) as f64).sqrt() as usize;
    side.clamp(MIN_GRID, MAX_GRID)
}

/// The surfaces last shaded, one per error.
#[derive(Default)]
pub struct Shades {
    shaded: Vec<Shaded>,
}

impl Shades {
    /// The surface `request` asks for, computed again only when something it shows has changed;
    /// `None` when the slice cannot be sampled.
    pub fn get(
        &mut self,
        ctx: &egui::Context,
        data: &Dataset,
        request: Request,
    ) -> Option<&Shaded> {
        let key = (data.id(), request);
        let at = match self
            .shaded
            .iter()
            .position(|s| s.key.1.measure == request.measure)
        {
            Some(at) if self.shaded[at].key == key => return Some(&self.shaded[at]),
            at => at,
        };
        let shaded = compute(ctx, data, request)?;
        Some(match at {
            Some(at) => {
                self.shaded[at] = shaded;
                &self.shaded[at]
            }
            None => {
                self.shaded.push(shaded);
                self.shaded.last()?
            }
        })
    }
}

fn compute(ctx: &egui::Context, data: &Dataset, request: Request) -> Option<Shaded> {
    let Request {
        view,
        w0,
        measure,
        grid,
        dark,
    } = request;
    let (Ok(w1), Ok(w2)) = (
        Axis::new(view.min.x, view.max.x, grid),
        Axis::new(view.min.y, view.max.y, grid),
    ) else {
        return None;
    };
    let surface = Surface::compute(data, Slice { w0, w1, w2 }, measure).ok()?;
    let (low, high) = surface
        .values
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
            (lo.min(v), hi.max(v))
        });
    let mut image = ColorImage::filled([grid, grid], Color32::TRANSPARENT);
    for j in 0..grid {
        for i in 0..grid {
            // The image's first row is the top: the largest w₂.
            let value = surface.at(i, grid - 1 - j);
            let level = if high > low {
                (value - low) / (high - low)
            } else {
                0.0
            };
            image.pixels[j * grid + i] = shade_of(level, dark);
        }
    }
    // Each sample is one cell centred on its grid point: the image spans half a cell more.
    let cell = DVec2::new(w1.hi - w1.lo, w2.hi - w2.lo) / (grid - 1) as f64;
    let covers = PlotRect::new(view.min - cell / 2.0, view.max + cell / 2.0);
    let name = format!("weight space {}", measure.id());
    let texture = ctx.load_texture(name, image, TextureOptions::NEAREST);
    Some(Shaded {
        key: (data.id(), request),
        texture,
        covers,
        range: (low, high),
        surface,
    })
}

/// Light for a low E_in, dark for a high one (level in [0, 1]).
fn shade_of(level: f64, dark: bool) -> Color32 {
    let level = level.clamp(0.0, 1.0) as f32;
    let (low, high) = if dark {
        (palette::SKY_BLUE, Color32::from_rgb(20, 24, 32))
    } else {
        (Color32::from_rgb(250, 250, 250), palette::BLUE)
    };
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * level) as u8;
    Color32::from_rgba_unmultiplied(
        mix(low.r(), high.r()),
        mix(low.g(), high.g()),
        mix(low.b(), high.b()),
        200,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_is_coarser_for_many_points_and_for_several_errors() {
        assert_eq!(grid_size(10, 1), MAX_GRID);
        assert!(grid_size(1_000, 1).pow(2) * 1_000 <= WORK_PER_FRAME);
        assert!(4 * grid_size(1_000, 4).pow(2) * 1_000 <= WORK_PER_FRAME);
        assert_eq!(grid_size(10_000_000, 1), MIN_GRID);
    }
}
