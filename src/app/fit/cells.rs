//! How the Fit workspace's panel writes its numbers and lays out its tables, shared by its
//! sections (the fits' errors, the held-out split, the folds, the curve over K).

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
