//! Marbles drawn so that colour is not the only difference: an orange marble is a filled disc,
//! a green one a ring (its centre open), each in the palette's colour-blind-safe orange and
//! bluish green; the bin a jar of a hundred marbles in the proportion μ, and a sample its N
//! marbles in a row (the first few hundred, when N is larger).

use crate::app::drawing::palette;

/// The marbles a sample shows at most.
const MOST_SHOWN: u64 = 300;

/// One marble at `centre`.
fn marble(painter: &egui::Painter, centre: egui::Pos2, radius: f32, orange: bool) {
    if orange {
        painter.circle(
            centre,
            radius,
            palette::ORANGE,
            egui::Stroke::new(1.0, egui::Color32::from_gray(60)),
        );
    } else {
        painter.circle_stroke(
            centre,
            radius - 1.0,
            egui::Stroke::new(radius * 0.6, palette::BLUISH_GREEN),
        );
    }
}

/// `count` marbles, the first `orange` of them orange, in rows of `per_row`, filling the
/// width available.
fn marbles_ui(ui: &mut egui::Ui, count: u64, orange: u64, per_row: u64, radius: f32) {
    let rows = count.div_ceil(per_row.max(1));
    let step = radius * 2.4;
    let size = egui::vec2(per_row as f32 * step, rows as f32 * step);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    for i in 0..count {
        let (row, column) = (i / per_row, i % per_row);
        let centre = rect.min + egui::vec2((column as f32 + 0.5) * step, (row as f32 + 0.5) * step);
        marble(&painter, centre, radius, i < orange);
    }
}

/// The bin: a hundred marbles of `radius`, round(100μ) of them orange.
pub(super) fn bin_ui(ui: &mut egui::Ui, mu: f64, radius: f32) {
    let orange = (mu.clamp(0.0, 1.0) * 100.0).round() as u64;
    egui::Frame::group(ui.style()).show(ui, |ui| {
        marbles_ui(ui, 100, orange, 10, radius);
    });
}

/// A sample's marbles (at most [`MOST_SHOWN`]), the orange ones first.
pub(super) fn sample_ui(ui: &mut egui::Ui, orange: u64, n: u64) {
    let shown = n.min(MOST_SHOWN);
    let orange_shown = ((orange as f64 / n.max(1) as f64) * shown as f64).round() as u64;
    let per_row = ((ui.available_width() / 12.0).floor() as u64).clamp(5, 25);
    marbles_ui(ui, shown, orange_shown, per_row, 5.0);
}

/// The key: which marble is which, in shapes as well as colours.
pub(super) fn key_ui(ui: &mut egui::Ui) {
    ui.horizontal(|ui| {
        marbles_ui(ui, 1, 1, 1, 5.0);
        ui.label(crate::t!("bins-marble-orange"));
        marbles_ui(ui, 1, 0, 1, 5.0);
        ui.label(crate::t!("bins-marble-green"));
    });
}

/// How many of a sample's marbles are drawn.
pub(super) fn shown_of(n: u64) -> u64 {
    n.min(MOST_SHOWN)
}
