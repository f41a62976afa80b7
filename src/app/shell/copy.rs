//! "Copy text" and "Copy LaTeX" beside a readout, so that what the class saw goes into the
//! teacher's notes or slides unchanged; a short "copied" confirms it.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::t;

/// How long "copied" stays beside the buttons, in seconds.
const CONFIRM_SECONDS: f64 = 2.0;

/// The two buttons; `plain` and `latex` are asked for only when their button is pressed.
pub fn copy_buttons_ui(
    ui: &mut egui::Ui,
    id_salt: &str,
    plain: impl FnOnce() -> String,
    latex: impl FnOnce() -> String,
) {
    let id = egui::Id::unique(("copied", id_salt));
    let now = ui.input(|i| i.time);
    ui.horizontal_wrapped(|ui| {
        let mut copied = None;
        if ui
            .small_button(t!("views-copy-text"))
            .on_hover_formula(t!("views-copy-text-tip"))
            .clicked()
        {
            copied = Some(plain());
        }
        if ui
            .small_button(t!("views-copy-latex"))
            .on_hover_formula(t!("views-copy-latex-tip"))
            .clicked()
        {
            copied = Some(latex());
        }
        if let Some(text) = copied {
            ui.ctx().copy_text(text);
            ui.ctx().data_mut(|d| d.insert_temp(id, now));
        }
        let since = ui.ctx().data(|d| d.get_temp::<f64>(id)).map(|at| now - at);
        if let Some(since) = since.filter(|s| (0.0..CONFIRM_SECONDS).contains(s)) {
            ui.weak_formula(t!("views-copied"));
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_secs_f64(CONFIRM_SECONDS - since));
        }
    });
}
