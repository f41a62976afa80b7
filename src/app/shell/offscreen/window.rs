//! The app in a window with no screen: frame after frame in an egui context of its own, fed
//! what a window of a given size in pixels would send it, its last frame drawn by the CPU
//! renderer of [`super`] — what the command line's pictures of a lecture are made with.

use std::time::{Duration, Instant};

use egui::epaint::ClippedShape;
use egui::{ColorImage, Pos2, Rect, TexturesDelta, ViewportId};

use super::{RenderJob, Textures, render};
use crate::app::App;

/// The time between two frames of an [`OffscreenWindow`], as a 60 Hz screen gives it.
const FRAME_SECONDS: f64 = 1.0 / 60.0;

/// The longest wait for a repaint an [`OffscreenWindow`] still sits out while settling: work in
/// the background (a replay, a file) asks to be looked at again within this; a window at rest
/// asks for nothing, or for a message to go away seconds later.
const BUSY_REPAINT: Duration = Duration::from_millis(250);

/// The most frames, and the most time, an [`OffscreenWindow`] spends settling.
const MAX_SETTLE_FRAMES: usize = 10_000;
const MAX_SETTLE_TIME: Duration = Duration::from_secs(300);

/// The largest texture an [`OffscreenWindow`]'s context may make (see the export's).
const MAX_WINDOW_TEXTURE_SIDE: usize = 16_384;

/// The app in a window with no screen: an egui context of its own, given frame after frame
/// what a window of `size` pixels at one pixel per point (times the app's zoom) would give it,
/// on a clock that moves one 60 Hz frame each time, so animations end as they do on screen.
/// Its last frame is drawn by [`render`], exactly as a painter would draw it.
pub struct OffscreenWindow {
    ctx: egui::Context,
    /// The window's size in pixels.
    size: [u32; 2],
    time: f64,
    textures: Textures,
    /// What the last frame frees once it is painted (egui frees after painting).
    freed_after_last: TexturesDelta,
    /// The last frame's shapes and pixels per point.
    last: Option<(Vec<ClippedShape>, f32)>,
}

/// The app kept asking for frames (or its background work never finished) while settling.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NeverSettles {
    pub frames: usize,
}

impl OffscreenWindow {
    /// A window of `size` pixels (each side at least 1).
    pub fn new(size: [u32; 2]) -> Self {
        Self {
            ctx: egui::Context::default(),
            size: size.map(|n| n.max(1)),
            time: 0.0,
            textures: Textures::default(),
            freed_after_last: TexturesDelta::default(),
            last: None,
        }
    }

    /// The window's egui context (to ask what was drawn in the last frame).
    pub fn context(&self) -> &egui::Context {
        &self.ctx
    }

    /// The window's size in pixels, `[width, height]`.
    pub fn size(&self) -> [u32; 2] {
        self.size
    }

    /// The last frame's pixels per point (the app's zoom): a rectangle in points times this is
    /// in the picture's pixels.
    pub fn pixels_per_point(&self) -> f32 {
        self.last.as_ref().map_or(1.0, |(_, ppp)| *ppp)
    }

    /// The last frame's shapes, in points (what [`Self::picture`] draws).
    pub fn shapes(&self) -> &[ClippedShape] {
        self.last.as_ref().map_or(&[], |(shapes, _)| shapes)
    }

    /// Runs one frame of `app`; returns how soon it asks for the next.
    pub fn frame(&mut self, app: &mut App) -> Duration {
        let native_pixels_per_point = 1.0;
        let points_per_pixel = 1.0 / (native_pixels_per_point * self.ctx.zoom_factor());
        let size_in_points =
            egui::vec2(self.size[0] as f32, self.size[1] as f32) * points_per_pixel;
        let mut input = egui::RawInput {
            screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size_in_points)),
            max_texture_side: Some(MAX_WINDOW_TEXTURE_SIDE),
            time: Some(self.time),
            predicted_dt: FRAME_SECONDS as f32,
            focused: true,
            ..Default::default()
        };
        input
            .viewports
            .entry(ViewportId::ROOT)
            .or_default()
            .native_pixels_per_point = Some(native_pixels_per_point);
        self.time += FRAME_SECONDS;
        let mut output = self.ctx.run_ui(input, |ui| app.show(ui));
        self.textures.free(&self.freed_after_last);
        self.freed_after_last.clear();
        self.textures.set(&output.textures_delta);
        self.freed_after_last.free = std::mem::take(&mut output.textures_delta.free);
        output.textures_delta.clear();
        let repaint = output
            .viewport_output
            .get(&ViewportId::ROOT)
            .map_or(Duration::MAX, |v| v.repaint_delay);
        self.last = Some((std::mem::take(&mut output.shapes), output.pixels_per_point));
        repaint
    }

    /// Runs frames until `app` rests: it asks for no frame at once, and no background work of
    /// its is waiting to be looked at again (such work is given real time to finish).
    pub fn settle(&mut self, app: &mut App) -> Result<(), NeverSettles> {
        let started = Instant::now();
        let mut frames = 0;
        while frames < MAX_SETTLE_FRAMES && started.elapsed() < MAX_SETTLE_TIME {
            let repaint = self.frame(app);
            frames += 1;
            if repaint > BUSY_REPAINT {
                return Ok(());
            }
            std::thread::sleep(repaint);
        }
        Err(NeverSettles { frames })
    }

    /// The last frame, drawn into an image of the window's size (premultiplied).
    pub fn picture(&self) -> std::io::Result<ColorImage> {
        let (shapes, pixels_per_point) = self.last.clone().unwrap_or((Vec::new(), 1.0));
        let job = RenderJob {
            primitives: self.ctx.tessellate(shapes, pixels_per_point),
            textures: self.textures.clone(),
            pixels_per_point,
            size: self.size.map(|n| n as usize),
            background: self.ctx.global_style().visuals.panel_fill,
        };
        render(&job)
    }
}
