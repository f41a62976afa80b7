//! How the Fit workspace's panel writes its numbers, lays out its tables and draws its legends'
//! rows, shared by its sections (the fits' errors, the held-out split, the folds, the curve over
//! K, the plane of the weights).

use egui::{Color32, Stroke};

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::number;

/// A number of the panel: four decimals, or four significant digits from 1000 on.
pub fn shown(value: f64) -> String {
    if value.abs() < 1000.0 {
        number::fixed(value, 4)
    } else {
        number::significant(value, 4)
    }
}

/// `add`'s tables with their cells on one line each: a stage's wrapping would break their
/// numbers and names inside a word.
pub(super) fn unwrapped(ui: &mut egui::Ui, add: impl FnOnce(&mut egui::Ui)) {
    ui.scope(|ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Extend);
        add(ui);
    });
}

/// A legend's row: a short stroke of `colour`, then `name` with its tooltip `tip`.
pub(super) fn legend_row(ui: &mut egui::Ui, colour: Color32, width: f32, name: &str, tip: &str) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(28.0, 12.0), egui::Sense::hover());
        ui.painter().line_segment(
            [rect.left_center(), rect.right_center()],
            Stroke::new(width, colour),
        );
        ui.label_formula(name).on_hover_formula(tip);
    });
}
