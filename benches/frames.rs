//! Frames of the whole window, headlessly (shared by the benchmarks that time them): an egui
//! context runs the app's UI code at 1280 × 800, 60 frames a second, and tessellates the result,
//! with no GPU.

use std::time::{Duration, Instant};

use linlab::app::App;

pub const WARMUP_FRAMES: usize = 20;
pub const FRAMES: usize = 120;

fn raw_input(frame: usize) -> egui::RawInput {
    egui::RawInput {
        screen_rect: Some(egui::Rect::from_min_size(
            egui::Pos2::ZERO,
            egui::vec2(1280.0, 800.0),
        )),
        time: Some(frame as f64 / 60.0),
        predicted_dt: 1.0 / 60.0,
        ..Default::default()
    }
}

/// The times of [`FRAMES`] frames of `app` after [`WARMUP_FRAMES`], sorted.
pub fn time_frames(app: &mut App) -> Vec<Duration> {
    time_frames_with(app, |_, _| {})
}

/// The same, with `before` acting on the app ahead of each frame (a drag's move, say), its time
/// counted in the frame's.
pub fn time_frames_with(app: &mut App, mut before: impl FnMut(&mut App, usize)) -> Vec<Duration> {
    let ctx = egui::Context::default();
    let mut times = Vec::with_capacity(FRAMES);
    for frame in 0..WARMUP_FRAMES + FRAMES {
        let start = Instant::now();
        before(app, frame);
        let mut output = ctx.run_ui(raw_input(frame), |ui| app.show(ui));
        let primitives =
            ctx.tessellate(std::mem::take(&mut output.shapes), output.pixels_per_point);
        std::hint::black_box(primitives);
        output.textures_delta.clear();
        if frame >= WARMUP_FRAMES {
            times.push(start.elapsed());
        }
    }
    times.sort();
    times
}
