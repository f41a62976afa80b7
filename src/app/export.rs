//! Export for slides: the window (plane and panels) as a PNG at a chosen size, and the run's
//! history as CSV (t, w, E_in under each error, replayed from the seed by
//! [`crate::lesson::history_csv`]).
//!
//! The picture is the window itself, captured with [`egui::ViewportCommand::Screenshot`] (the
//! same on X11, Wayland and under kittest). For a size other than the window's, the window is
//! resized for a moment and everything scaled with it (the zoom follows the width), so a
//! 1920×1080 or a 2× picture shows the same layout as the screen, sharper. The window then
//! goes back to its size and zoom, and the PNG is written atomically in the background.

use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use egui::{ColorImage, Vec2, ViewportCommand};

use super::App;
use super::files::display_name;

/// The size of an exported picture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ExportSize {
    /// The window's size in pixels.
    Window,
    /// Twice the window's size, with everything twice as large.
    Double,
    /// Exactly this many pixels.
    Pixels(u32, u32),
}

impl ExportSize {
    pub const CHOICES: [Self; 4] = [
        Self::Window,
        Self::Double,
        Self::Pixels(1920, 1080),
        Self::Pixels(3840, 2160),
    ];

    pub fn name(self) -> String {
        match self {
            Self::Window => "window size".to_owned(),
            Self::Double => "2× the window".to_owned(),
            Self::Pixels(w, h) => format!("{w}×{h}"),
        }
    }
}

/// How many frames to wait for the window to take its new size, and for the picture.
const MAX_WAIT_FRAMES: u32 = 90;

/// Where an export is.
#[derive(Default)]
enum Phase {
    #[default]
    Idle,
    Start {
        path: PathBuf,
        size: ExportSize,
    },
    /// Waiting for the window to take the size asked for.
    Resizing {
        job: Job,
        frames: u32,
    },
    /// A few frames at the new size so the layout settles.
    Settling {
        job: Job,
        frames: u32,
    },
    /// Waiting for the screenshot.
    Capturing {
        job: Job,
        frames: u32,
    },
    /// Zoom restored; the size follows next frame (it is in points of the restored zoom).
    Restoring {
        size_in_points: Vec2,
    },
}

/// One picture being taken.
struct Job {
    path: PathBuf,
    /// The picture's size in pixels.
    pixels: [u32; 2],
    /// The window's size (in points) and zoom before the export.
    size_in_points: Vec2,
    zoom: f32,
    /// The zoom while capturing.
    capture_zoom: f32,
    image: Arc<Mutex<Option<Arc<ColorImage>>>>,
}

/// The export's runtime state.
#[derive(Default)]
pub struct ExportState {
    phase: Phase,
}

impl ExportState {
    /// Whether a picture is being taken (the banner hides meanwhile).
    pub fn is_capturing(&self) -> bool {
        !matches!(self.phase, Phase::Idle | Phase::Restoring { .. })
    }
}

/// The window's size in physical pixels.
fn window_pixels(ctx: &egui::Context) -> [u32; 2] {
    let size = ctx.content_rect().size() * ctx.pixels_per_point();
    [size.x.round() as u32, size.y.round() as u32]
}

impl App {
    /// Whether a PNG export is in progress (tests run frames until it is done).
    pub fn exporting(&self) -> bool {
        !matches!(self.classroom.export.phase, Phase::Idle)
    }

    pub(super) fn start_png_export(&mut self, path: PathBuf, size: ExportSize) {
        if self.exporting() {
            self.classroom
                .error("A picture is being exported; try again in a moment.");
            return;
        }
        self.classroom.export.phase = Phase::Start { path, size };
    }

    /// Advances the export by a frame.
    pub(super) fn export_frame(&mut self, ctx: &egui::Context) {
        let phase = std::mem::take(&mut self.classroom.export.phase);
        self.classroom.export.phase = match phase {
            Phase::Idle => Phase::Idle,
            Phase::Start { path, size } => {
                let now = window_pixels(ctx);
                let pixels = match size {
                    ExportSize::Window => now,
                    ExportSize::Double => [now[0] * 2, now[1] * 2],
                    ExportSize::Pixels(w, h) => [w.max(1), h.max(1)],
                };
                let zoom = ctx.zoom_factor();
                let scale = pixels[0] as f32 / now[0].max(1) as f32;
                let job = Job {
                    path,
                    pixels,
                    size_in_points: ctx.content_rect().size(),
                    zoom,
                    capture_zoom: zoom * scale,
                    image: Arc::default(),
                };
                if pixels == now {
                    Phase::Settling { job, frames: 1 }
                } else {
                    let ppp = ctx.pixels_per_point();
                    ctx.send_viewport_cmd(ViewportCommand::InnerSize(Vec2::new(
                        pixels[0] as f32 / ppp,
                        pixels[1] as f32 / ppp,
                    )));
                    Phase::Resizing { job, frames: 0 }
                }
            }
            Phase::Resizing { job, frames } => {
                let now = window_pixels(ctx);
                let close =
                    now[0].abs_diff(job.pixels[0]) <= 1 && now[1].abs_diff(job.pixels[1]) <= 1;
                if close || frames > MAX_WAIT_FRAMES {
                    ctx.set_zoom_factor(job.capture_zoom);
                    Phase::Settling { job, frames: 3 }
                } else {
                    Phase::Resizing {
                        job,
                        frames: frames + 1,
                    }
                }
            }
            Phase::Settling { job, frames } => {
                if frames == 0 {
                    let slot = job.image.clone();
                    let repaint = ctx.clone();
                    ctx.send_viewport_cmd(ViewportCommand::Screenshot(
                        egui::ScreenshotCallback::new(move |image| {
                            if let Ok(mut slot) = slot.lock() {
                                *slot = Some(image);
                            }
                            repaint.request_repaint();
                        }),
                    ));
                    Phase::Capturing { job, frames: 0 }
                } else {
                    Phase::Settling {
                        job,
                        frames: frames - 1,
                    }
                }
            }
            Phase::Capturing { job, frames } => {
                let image = job.image.lock().ok().and_then(|mut s| s.take());
                match image {
                    Some(image) => {
                        self.write_png(job.path.clone(), image, job.pixels);
                        self.finish_export(ctx, &job)
                    }
                    None if frames > MAX_WAIT_FRAMES => {
                        self.classroom.error(format!(
                            "Could not export {}: the window could not be captured.",
                            display_name(&job.path)
                        ));
                        self.finish_export(ctx, &job)
                    }
                    None => Phase::Capturing {
                        job,
                        frames: frames + 1,
                    },
                }
            }
            Phase::Restoring { size_in_points } => {
                ctx.send_viewport_cmd(ViewportCommand::InnerSize(size_in_points));
                Phase::Idle
            }
        };
        if self.exporting() {
            ctx.request_repaint();
        }
    }

    /// Puts the zoom back, and the size the frame after.
    fn finish_export(&mut self, ctx: &egui::Context, job: &Job) -> Phase {
        if ctx.zoom_factor() != job.zoom {
            ctx.set_zoom_factor(job.zoom);
        }
        if job.size_in_points == ctx.content_rect().size() {
            Phase::Idle
        } else {
            Phase::Restoring {
                size_in_points: job.size_in_points,
            }
        }
    }

    /// Writes the picture; says so when it is not the size asked for (a window manager may
    /// refuse a window larger than the screen).
    fn write_png(&mut self, path: PathBuf, image: Arc<ColorImage>, wanted: [u32; 2]) {
        let name = display_name(&path);
        self.save_in_background(move || {
            let [w, h] = image.size;
            let size_note = if [w as u32, h as u32] == wanted {
                String::new()
            } else {
                format!(
                    " — not the {}×{} asked for: the screen or window manager kept the window \
                     smaller",
                    wanted[0], wanted[1]
                )
            };
            let mut rgba = Vec::with_capacity(w * h * 4);
            for c in &image.pixels {
                rgba.extend_from_slice(&c.to_srgba_unmultiplied());
            }
            let written = crate::atomic::write_with(&path, |file| {
                let mut encoder =
                    png::Encoder::new(std::io::BufWriter::new(file), w as u32, h as u32);
                encoder.set_color(png::ColorType::Rgba);
                encoder.set_depth(png::BitDepth::Eight);
                let mut writer = encoder.write_header().map_err(std::io::Error::other)?;
                writer
                    .write_image_data(&rgba)
                    .map_err(std::io::Error::other)?;
                writer.finish().map_err(std::io::Error::other)
            });
            written
                .map(|()| format!("Exported {name} ({w}×{h} pixels{size_note})."))
                .map_err(|e| format!("Could not export {name}: {e}."))
        });
    }

    /// Writes the run's history (t = 0 to now, replayed from the seed) as CSV, in the
    /// background.
    pub(super) fn export_history(&mut self, path: PathBuf) {
        let settings = self.prefs.learner.clone();
        let data = self.doc.data().clone();
        let t = self.learner.as_deref().map_or(0, |l| l.counters().updates);
        let name = display_name(&path);
        self.save_in_background(move || {
            // At most about 100,000 rows: every k-th update on long runs.
            let every = (t / 100_000).max(1);
            let csv = crate::lesson::history_csv(&settings, &data, t, every)
                .map_err(|e| format!("Could not export {name}: {e}."))?;
            crate::atomic::write(&path, csv.as_bytes())
                .map(|()| format!("Exported the history to {name} (t = 0 to {t})."))
                .map_err(|e| format!("Could not export {name}: {e}."))
        });
    }
}
