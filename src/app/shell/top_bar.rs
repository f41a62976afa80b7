//! The top bar: undo and redo, the view (which panels show), the theme and the text size.

use crate::app::drawing::formula::{self, FormulaResponse as _};
use crate::number;
use crate::t;

use crate::app::command::Command;
use crate::app::document::Document;
use crate::app::prefs::Prefs;
use crate::app::prefs::Theme;
use crate::app::prefs::Viewer;
use crate::app::prefs::ZOOM_RANGE;
use crate::app::shell::shortcuts::ShortcutId;
use crate::app::shell::widgets::with_keys;

/// The top bar.
pub(in crate::app) fn top_bar_ui(
    ui: &mut egui::Ui,
    prefs: &mut Prefs,
    viewer: &mut Viewer,
    doc: &Document,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.heading("linlab");
        ui.separator();
        if ui
            .add_enabled(doc.can_undo(), egui::Button::new(t!("controls-undo")))
            .on_hover_formula(with_keys(t!("controls-undo-tip"), ShortcutId::Undo))
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(doc.can_redo(), egui::Button::new(t!("controls-redo")))
            .on_hover_formula(with_keys(t!("controls-redo-tip"), ShortcutId::Redo))
            .clicked()
        {
            commands.push(Command::Redo);
        }
        ui.separator();
        if ui
            .button(t!("controls-reset-view"))
            .on_hover_formula(with_keys(
                t!("controls-reset-view-tip"),
                ShortcutId::ResetView,
            ))
            .clicked()
        {
            commands.push(Command::ResetView);
        }
        ui.toggle_value(&mut prefs.view.show_controls, t!("controls-controls-panel"))
            .on_hover_formula(t!("controls-controls-panel-tip"));
        // The learners' panels: only where there are learners.
        if prefs.workspace.uses_labels() {
            ui.toggle_value(&mut prefs.view.show_losses, t!("controls-loss-panel"))
                .on_hover_formula(t!("controls-loss-panel-tip"));
            let history = t!("controls-history-panel");
            ui.toggle_value(
                &mut prefs.view.show_history,
                formula::text(ui.style(), history),
            )
            .named_as(history)
            .on_hover_formula(t!("controls-history-panel-tip"));
            ui.toggle_value(
                &mut prefs.classify.theory.show_panel,
                t!("controls-theory-panel"),
            )
            .on_hover_formula(t!("controls-theory-panel-tip"));
            ui.toggle_value(
                &mut prefs.classify.weight_space.show,
                t!("controls-weight-space"),
            )
            .on_hover_formula(t!("controls-weight-space-tip"));
        }
        ui.separator();
        ui.selectable_value(&mut viewer.theme, Theme::Light, t!("controls-light"))
            .on_hover_formula(t!("controls-light-tip"));
        ui.selectable_value(&mut viewer.theme, Theme::Dark, t!("controls-dark"))
            .on_hover_formula(t!("controls-dark-tip"));
        ui.separator();
        // The size in words only on hover: the bar fits a 1024-pixel projector at 125 %.
        if ui
            .small_button("−")
            .on_hover_formula(t!("controls-smaller-tip"))
            .clicked()
        {
            viewer.zoom = (viewer.zoom - 0.125).max(*ZOOM_RANGE.start());
        }
        ui.label(format!(
            "{}%",
            number::fixed(f64::from(viewer.zoom) * 100.0, 0)
        ))
        .on_hover_formula(t!("controls-text-size"));
        if ui
            .small_button("+")
            .on_hover_formula(t!("controls-larger-tip"))
            .clicked()
        {
            viewer.zoom = (viewer.zoom + 0.125).min(*ZOOM_RANGE.end());
        }
    });
}
