//! Export for slides: the window (plane and panels) as a PNG at a chosen size, and the run's
//! history as CSV (t, w, E_in under each error, replayed from the seed by
//! [`crate::lesson::history_csv`]).
//!
//! The picture is drawn off screen, never by resizing or capturing the window. A second egui
//! context takes the window's memory (panel widths, open sections, scroll positions, the plots'
//! views), style, theme, zoom and fonts, and runs the app's panels for two frames with a screen
//! of the size asked for: the window's; the window's at twice its pixels per point; or exactly
//! w×h pixels with the layout as wide in points as the window's (the zoom follows the width),
//! so a 1920×1080 or 2× picture shows the same layout as the screen, sharper. The plane is drawn
//! from a fresh [`PlaneState`] showing the window's view, and the theory layer from fresh
//! state too, so their textures are made in the picture's context and the window's view, caches
//! and textures stay as they were. [`crate::app::shell::offscreen`] then rasterises the frame on the CPU and
//! the PNG is written atomically, both in the background.

use std::path::PathBuf;

use egui::{Pos2, Rect, ViewportId};

use crate::app::App;
use crate::app::classroom::Classroom;
use crate::app::command::ExportSize;
use crate::app::plane::PlaneState;
use crate::app::shell::file_names::display_name;
use crate::app::shell::offscreen::{self, RenderJob, Textures};
use crate::data::Dataset;
use crate::learn;
use crate::t;

/// Frames the picture's context runs: the first lets panels and plots learn their sizes (as the
/// window did over its first frames), the last is the one drawn.
const PICTURE_FRAMES: usize = 2;

/// The largest texture the picture's context may make (the CPU renderer has no limit of its own;
/// the plane's points layer is as large as the plane in pixels).
const MAX_TEXTURE_SIDE: usize = 16_384;

/// The export's runtime state.
#[derive(Default)]
pub struct ExportState {
    /// A picture asked for, drawn at the start of the next frame.
    pending: Option<(PathBuf, ExportSize)>,
    /// Whether the picture is being drawn (the banner leaves it out).
    drawing: bool,
    /// The window's context, to ask it for that frame.
    window: Option<egui::Context>,
}

impl ExportState {
    /// Whether a picture is being drawn (the message banner is not part of it).
    pub fn is_capturing(&self) -> bool {
        self.drawing
    }
}

/// The window's size in physical pixels.
fn window_pixels(ctx: &egui::Context) -> [u32; 2] {
    let size = ctx.content_rect().size() * ctx.pixels_per_point();
    [size.x.round() as u32, size.y.round() as u32]
}

/// The picture's size in pixels and its pixels per point, for `size` and a window of
/// `window_pixels` pixels at `pixels_per_point`.
fn picture_size(
    size: ExportSize,
    window_pixels: [u32; 2],
    pixels_per_point: f32,
) -> ([u32; 2], f32) {
    let [w, h] = window_pixels.map(|n| n.max(1));
    match size {
        ExportSize::Window => ([w, h], pixels_per_point),
        ExportSize::Double => ([w * 2, h * 2], pixels_per_point * 2.0),
        ExportSize::Pixels(pw, ph) => {
            let pixels = [pw.max(1), ph.max(1)];
            (pixels, pixels_per_point * pixels[0] as f32 / w as f32)
        }
    }
}

impl App {
    /// Whether a PNG export is waiting to be drawn (tests run frames until it is not, and until
    /// [`App::files_busy`] says the file is written).
    pub fn exporting(&self) -> bool {
        self.classroom.export.pending.is_some()
    }

    /// Draws the picture asked for last frame, if any, and hands it to the background.
    pub(in crate::app) fn export_frame(&mut self, ctx: &egui::Context) {
        if self.classroom.export.window.is_none() {
            self.classroom.export.window = Some(ctx.clone());
        }
        let Some((path, size)) = self.classroom.export.pending.take() else {
            return;
        };
        let job = self.draw_picture(ctx, size);
        self.classroom.write_png(path, job);
    }

    /// Lays out and tessellates the window's panels off screen at `size` (see the module doc).
    fn draw_picture(&mut self, window: &egui::Context, size: ExportSize) -> RenderJob {
        let (pixels, pixels_per_point) =
            picture_size(size, window_pixels(window), window.pixels_per_point());
        let size_in_points = egui::vec2(pixels[0] as f32, pixels[1] as f32) / pixels_per_point;

        let ctx = egui::Context::default();
        ctx.memory_mut(|m| *m = window.memory(|m| m.clone()));
        ctx.set_fonts(window.fonts(|f| f.definitions().clone()));
        let zoom = ctx.zoom_factor();
        let (time, system_theme) = window.input(|i| (i.time, i.raw.system_theme));
        let input = || {
            let mut input = egui::RawInput {
                screen_rect: Some(Rect::from_min_size(Pos2::ZERO, size_in_points)),
                max_texture_side: Some(MAX_TEXTURE_SIDE),
                time: Some(time),
                system_theme,
                ..Default::default()
            };
            input
                .viewports
                .entry(ViewportId::ROOT)
                .or_default()
                .native_pixels_per_point = Some(pixels_per_point / zoom);
            input
        };

        let mut plane = PlaneState::default();
        plane.selected = self.plane.selected;
        plane.line_scale = self.plane.line_scale;
        if let Some(view) = self.plane.view_in_plot() {
            plane.request_view(view);
        }
        let window_plane = std::mem::replace(&mut self.plane, plane);
        self.shown_room_mut().begin_picture();
        self.classroom.export.drawing = true;

        let mut textures = Textures::default();
        let mut output = None;
        for frame in 0..PICTURE_FRAMES {
            let mut out = ctx.run_ui(input(), |ui| self.picture_ui(ui));
            textures.set(&out.textures_delta);
            // egui frees textures after a frame is painted; only the last one is.
            if frame + 1 < PICTURE_FRAMES {
                textures.free(&out.textures_delta);
            }
            out.textures_delta.clear();
            output = Some(out);
        }

        self.classroom.export.drawing = false;
        self.shown_room_mut().end_picture();
        self.plane = window_plane;

        let (primitives, pixels_per_point) = match output {
            Some(out) => (
                ctx.tessellate(out.shapes, out.pixels_per_point),
                out.pixels_per_point,
            ),
            None => (Vec::new(), pixels_per_point),
        };
        RenderJob {
            primitives,
            textures,
            pixels_per_point,
            size: pixels.map(|n| n as usize),
            background: ctx.global_style().visuals.panel_fill,
        }
    }

    /// Draws the window's panels for a picture, changing nothing the window shows: what the
    /// drawing asks for is dropped, and what views remember about the screen (the loss panel's
    /// transform and caches, the hovered marker, the prompt's focus) is put back.
    fn picture_ui(&mut self, ui: &mut egui::Ui) {
        let commands = std::mem::take(&mut self.commands);
        let prefs = self.prefs.clone();
        let show_help = self.show_help;
        let prompt_focus = self.classroom.files.prompt.as_ref().map(|p| p.focus);
        self.panels_ui(ui);
        self.commands = commands;
        self.prefs = prefs;
        self.show_help = show_help;
        if let (Some(prompt), Some(focus)) = (&mut self.classroom.files.prompt, prompt_focus) {
            prompt.focus = focus;
        }
    }
}

impl Classroom {
    /// Asks for a picture of the window at `size`, written to `path` once drawn (next frame).
    pub(in crate::app) fn start_png_export(&mut self, path: PathBuf, size: ExportSize) {
        if self.export.pending.is_some() {
            self.error(t!("files-export-busy"));
            return;
        }
        self.export.pending = Some((path, size));
        if let Some(window) = &self.export.window {
            window.request_repaint();
        }
    }

    /// Rasterises and writes the picture in the background.
    fn write_png(&mut self, path: PathBuf, job: RenderJob) {
        let name = display_name(&path);
        self.save_in_background(move || {
            let could_not = |e: &dyn std::fmt::Display| {
                t!(
                    "files-could-not-export",
                    name = &name,
                    reason = e.to_string()
                )
            };
            let image = offscreen::render(&job).map_err(|e| could_not(&e))?;
            let [w, h] = image.size;
            offscreen::encode_png(&image)
                .map_err(std::io::Error::other)
                .and_then(|bytes| crate::app::shell::write_out::write_out(&path, &bytes))
                .map(|()| {
                    t!(
                        "files-exported-png",
                        name = &name,
                        width = w.to_string(),
                        height = h.to_string()
                    )
                })
                .map_err(|e| could_not(&e))
        });
    }

    /// Writes the history of a run of `settings` on `data` (t = 0 to `t`, replayed from the seed)
    /// as CSV, in the
    /// background.
    pub(in crate::app) fn export_history(
        &mut self,
        path: PathBuf,
        settings: learn::Settings,
        data: Dataset,
        t: u64,
    ) {
        let name = display_name(&path);
        self.save_in_background(move || {
            // At most about 100,000 rows: every k-th update on long runs.
            let every = (t / 100_000).max(1);
            let could_not = |e: &dyn std::fmt::Display| {
                t!(
                    "files-could-not-export",
                    name = &name,
                    reason = e.to_string()
                )
            };
            let csv = crate::lesson::history_csv(&settings, &data, t, every)
                .map_err(|e| could_not(&e))?;
            crate::app::shell::write_out::write_out(&path, csv.as_bytes())
                .map(|()| t!("files-exported-history", name = &name, t = t.to_string()))
                .map_err(|e| could_not(&e))
        });
    }
}
