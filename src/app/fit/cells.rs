//! How the Fit workspace's panel writes its numbers, lays out its tables and draws its legends'
//! rows, shared by its sections (the fits' errors, the held-out split, the folds, the curve over
//! K, the plane of the weights).

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::plane::CurveEntry;
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

/// A legend's row: a short sample of the curve's stroke, then its name with its tooltip.
pub(super) fn legend_row(ui: &mut egui::Ui, curve: &CurveEntry) {
    ui.horizontal(|ui| {
        let (rect, _) = ui.allocate_exact_size(egui::vec2(28.0, 12.0), egui::Sense::hover());
        curve.paint_sample(ui.painter(), rect);
        ui.label_formula(&curve.name).on_hover_formula(curve.tip);
    });
}
