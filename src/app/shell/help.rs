//! The Help window: what the mouse does on the plane, and every key — the shortcuts' table, the
//! selected point's keys, the plane's own with the keyboard (F7), and the lectures' and the
//! stage's keys.

use crate::app::drawing::formula::FormulaUi as _;
use crate::app::shell::shortcuts;
use crate::t;

/// The help window: mouse and keyboard.
pub fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new(t!("controls-help-title"))
        .open(open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.strong_formula(t!("controls-help-plane"));
            egui::Grid::new("mouse help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    let rows = [
                        (
                            t!("controls-help-left-click"),
                            t!("controls-help-left-click-does"),
                        ),
                        (
                            t!("controls-help-right-click"),
                            t!("controls-help-right-click-does"),
                        ),
                        (
                            t!("controls-help-click-point"),
                            t!("controls-help-click-point-does"),
                        ),
                        (
                            t!("controls-help-drag-point"),
                            t!("controls-help-drag-point-does"),
                        ),
                        (
                            t!("controls-help-ctrl-click"),
                            t!("controls-help-ctrl-click-does"),
                        ),
                        (
                            t!("controls-help-shift-click"),
                            t!("controls-help-shift-click-does"),
                        ),
                        (
                            t!("controls-help-drag-plane"),
                            t!("controls-help-drag-plane-does"),
                        ),
                        (t!("controls-help-scroll"), t!("controls-help-scroll-does")),
                    ];
                    for (what, does) in rows {
                        ui.label(what);
                        ui.label(does);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.strong_formula(t!("controls-help-keys"));
            egui::Grid::new("key help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for s in shortcuts::ALL {
                        ui.label(shortcuts::names(s.keys));
                        ui.label(s.id.what());
                        ui.end_row();
                    }
                    ui.label_formula(t!("controls-help-delete-keys"));
                    ui.label_formula(t!("controls-help-delete-does"));
                    ui.end_row();
                    ui.label("F");
                    ui.label_formula(t!("controls-help-flip-does"));
                    ui.end_row();
                    ui.label("1–8");
                    ui.label_formula(t!("controls-help-class-keys-does"));
                    ui.end_row();
                });
            ui.add_space(6.0);
            ui.strong_formula(t!("access-help-plane"));
            ui.add(egui::Label::new(t!("access-keys")).wrap());
            ui.add_space(6.0);
            ui.strong_formula(t!("controls-help-lecture-keys"));
            egui::Grid::new("lecture key help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for (keys, does) in [
                        ("PageDown, PageUp", t!("controls-help-page-does")),
                        ("F6", t!("controls-help-presenter-does")),
                        ("→ ↓, ← ↑", t!("controls-help-stage-arrows-does")),
                        ("B, .", t!("controls-help-stage-black-does")),
                        ("Escape", t!("controls-help-stage-escape-does")),
                        ("L, H, T, W", t!("controls-help-stage-panels-does")),
                        ("J", t!("controls-help-class-card-does")),
                        ("A", t!("controls-help-class-answers-does")),
                        ("Ctrl+R", t!("controls-help-class-reveal-does")),
                    ] {
                        ui.label(keys);
                        ui.label_formula(does);
                        ui.end_row();
                    }
                });
        });
}
