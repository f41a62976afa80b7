//! The weight-space view's shading: E_in over the slice sampled on a grid (coarser for many
//! points) and turned into a texture, light for low and dark for high, kept while nothing it
//! depends on changes — one per error shown.
//!
//! A surface that costs more than a frame can give ([`SLICED_ABOVE`] errors: about 10⁵ points)
//! is computed a row at a time over the next frames, at most [`ROWS_BUDGET`] of each, while the
//! last one stays shown; then the newest request is computed, so what is shown lags the slice
//! by at most two surfaces' time (about 0.1 s at 10⁵ points), and the view says so.

use std::time::Duration;

use egui::{Color32, ColorImage, TextureHandle, TextureOptions};
use glam::DVec2;
use web_time::Instant;

use crate::app::drawing::geometry::PlotRect;
use crate::app::drawing::palette;
use crate::data::Dataset;
use crate::loss::ErrorMeasure;
use crate::weight_space::{Axis, Slice, Surface, SurfaceRows};

/// The grid's cells × points all the surfaces of a frame may cost: the grid is coarser for many
/// points, and for several errors side by side.
const WORK_PER_FRAME: usize = 4_000_000;
/// The grid's samples per axis, at most and at least.
const MAX_GRID: usize = 96;
const MIN_GRID: usize = 12;
/// A surface of more errors (grid cells × points) than this is computed over several frames.
pub const SLICED_ABOVE: usize = WORK_PER_FRAME;
/// The time a frame gives to the rows of a surface computed over several frames.
pub const ROWS_BUDGET: Duration = Duration::from_millis(5);

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

/// The surfaces last shaded, one per error, and those being computed over several frames.
#[derive(Default)]
pub struct Shades {
    shaded: Vec<Shaded>,
    pending: Vec<Pending>,
}

/// A surface being computed a row at a time, for the points `data_id` and `request`.
struct Pending {
    key: (u64, Request),
    rows: SurfaceRows,
}

impl Shades {
    /// The surface `request` asks for, computed again only when something it shows has changed;
    /// `None` when the slice cannot be sampled (or, for a large one, before the first is done).
    /// A large surface may be an earlier request's while the new one is computed.
    pub fn get(
        &mut self,
        ctx: &egui::Context,
        data: &Dataset,
        request: Request,
    ) -> Option<&Shaded> {
        let key = (data.id(), request);
        let at = self
            .shaded
            .iter()
            .position(|s| s.key.1.measure == request.measure);
        if at.is_some_and(|at| self.shaded[at].key == key) {
            return at.map(|at| &self.shaded[at]);
        }
        let slice = slice_of(request)?;
        let shaded = if spread_over_frames(request.grid, data.len()) {
            ctx.request_repaint();
            // Shaded for the request it was started for, which may be an earlier one; until it
            // is done, the last surface stays shown.
            let done = self.work_on(data, key, slice)?;
            done.and_then(|done| shade(ctx, done.rows.into_surface(), done.key))
        } else {
            let surface = Surface::compute(data, slice, request.measure).ok()?;
            shade(ctx, surface, key)
        };
        match (at, shaded) {
            (Some(at), Some(shaded)) => self.shaded[at] = shaded,
            (None, Some(shaded)) => self.shaded.push(shaded),
            (_, None) => {}
        }
        let at = self
            .shaded
            .iter()
            .position(|s| s.key.1.measure == request.measure)?;
        Some(&self.shaded[at])
    }

    /// Works on the surface being computed for `key`'s error — or starts the one `key` asks
    /// for on `slice`, when there is none (or its points changed) — for at most
    /// [`ROWS_BUDGET`]: `Some(None)` while rows remain, `Some(Some(…))` with the rows and the
    /// request they were started for once they are all done, `None` if the slice cannot be
    /// sampled.
    fn work_on(
        &mut self,
        data: &Dataset,
        key: (u64, Request),
        slice: Slice,
    ) -> Option<Option<Pending>> {
        let measure = key.1.measure;
        let at = self.pending.iter().position(|p| p.key.1.measure == measure);
        let at = match at {
            Some(at) if self.pending[at].key.0 == key.0 => at,
            at => {
                let rows = SurfaceRows::new(data, slice, key.1.measure).ok()?;
                let pending = Pending { key, rows };
                match at {
                    Some(at) => {
                        self.pending[at] = pending;
                        at
                    }
                    None => {
                        self.pending.push(pending);
                        self.pending.len() - 1
                    }
                }
            }
        };
        let started = Instant::now();
        let rows = &mut self.pending[at].rows;
        while rows.next_row(data) && started.elapsed() < ROWS_BUDGET {}
        Some(rows.finished().then(|| self.pending.swap_remove(at)))
    }
}

/// The slice a request samples: its w₀, and its grid over its view.
fn slice_of(request: Request) -> Option<Slice> {
    let Request { view, grid, w0, .. } = request;
    let w1 = Axis::new(view.min.x, view.max.x, grid).ok()?;
    let w2 = Axis::new(view.min.y, view.max.y, grid).ok()?;
    Some(Slice { w0, w1, w2 })
}

/// `surface` as a texture, for the points and request of `key`.
fn shade(ctx: &egui::Context, surface: Surface, key: (u64, Request)) -> Option<Shaded> {
    let Request {
        view,
        measure,
        grid,
        dark,
        ..
    } = key.1;
    let (w1, w2) = (surface.slice.w1, surface.slice.w2);
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
        key,
        texture,
        covers,
        range: (low, high),
        surface,
    })
}

/// Whether a surface on a grid of `grid` samples per axis over `points` points is computed over
/// several frames.
pub fn spread_over_frames(grid: usize, points: usize) -> bool {
    grid * grid * points > SLICED_ABOVE
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

    /// A surface too large for one frame is computed over several calls: none is shown before
    /// the first is done; when w₀ moves, the last one stays shown (as the w₀ it is for) until
    /// the one begun is done, then the newest; each with the values of its slice computed at
    /// once.
    #[test]
    fn a_large_surface_is_computed_over_several_frames_while_the_last_stays_shown() {
        let n = 300_000;
        let mut data = Dataset::new(2);
        for k in 0..n {
            let x = [
                (k % 1000) as f64 / 500.0 - 1.0,
                (k / 1000) as f64 / 150.0 - 1.0,
            ];
            let y = if x[0] + 0.5 * x[1] > 0.1 { 1.0 } else { -1.0 };
            data.push(&x, y).expect("finite");
        }
        let grid = grid_size(n, 1);
        assert!(spread_over_frames(grid, n));
        let request = |w0: f64| Request {
            view: PlotRect::new(DVec2::new(-2.0, -2.0), DVec2::new(2.0, 2.0)),
            w0,
            measure: ErrorMeasure::ZeroOne,
            grid,
            dark: false,
        };
        let ctx = egui::Context::default();
        let mut shades = Shades::default();
        let mut calls = 1;
        while shades.get(&ctx, &data, request(0.5)).is_none() {
            calls += 1;
            assert!(calls < 1_000, "the surface is never done");
        }
        assert!(calls > 1, "a surface of {n} points was done in one frame");
        let at_once = |w0: f64| {
            let slice = slice_of(request(w0)).expect("a slice");
            Surface::compute(&data, slice, ErrorMeasure::ZeroOne)
                .expect("d = 2")
                .values
        };
        let shown = |shades: &mut Shades, w0| {
            let shaded = shades.get(&ctx, &data, request(w0));
            shaded.map(|s| (s.key.1.w0, s.surface.values.clone()))
        };
        // w₀ moves to 1.5, then to 2.5 before the slice at 1.5 is done: the one at 1.5 is
        // finished and shown as what it is, then the one at 2.5.
        assert_eq!(shown(&mut shades, 1.5).map(|s| s.0), Some(0.5));
        let mut seen = Vec::new();
        let values = loop {
            match shown(&mut shades, 2.5) {
                Some((2.5, values)) => break values,
                Some((w0, values)) => {
                    assert_eq!(
                        values,
                        at_once(w0),
                        "the surface shown is not the slice it says"
                    );
                    seen.push(w0);
                }
                None => panic!("nothing shown while the new surface is computed"),
            }
            assert!(seen.len() < 1_000, "the newest surface is never done");
        };
        assert!(
            seen.contains(&1.5),
            "the slice begun at 1.5 was never shown"
        );
        assert_eq!(values, at_once(2.5));
    }

    #[test]
    fn the_grid_is_coarser_for_many_points_and_for_several_errors() {
        assert_eq!(grid_size(10, 1), MAX_GRID);
        assert!(grid_size(1_000, 1).pow(2) * 1_000 <= WORK_PER_FRAME);
        assert!(4 * grid_size(1_000, 4).pow(2) * 1_000 <= WORK_PER_FRAME);
        assert_eq!(grid_size(10_000_000, 1), MIN_GRID);
    }
}
