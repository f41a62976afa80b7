//! The window's layout: the classroom bar (with a lesson's replay), the top bar, the panels of the
//! workspace shown (its [`Room`](crate::app::shell::room::Room) lays them out) and the help window;
//! or, while a lecture plays in presentation mode, the stage (`lecture/stage.rs`).

use crate::app::App;
use crate::app::shell::top_bar::top_bar_ui;

impl App {
    pub(super) fn panels_ui(&mut self, ui: &mut egui::Ui) {
        let class_line = self.class.student.as_mut().and_then(|page| page.ui(ui));
        // Not on a lecture's stage, whose plane keeps its share of the projector and whose
        // caption is the scene's own.
        if self.viewer.caption_log && !self.on_stage() {
            egui::Panel::bottom("caption log").show(ui, |ui| self.narrator.caption_log_ui(ui));
        }
        if self.on_stage() {
            let chrome = self.stage_chrome_shown(ui);
            self.lecture.stage.chrome_shown = chrome;
            if chrome {
                egui::Panel::top("classroom bar").show(ui, |ui| self.classroom_bar_ui(ui));
                self.top_bar(ui);
            }
            // A student's page says where it stands in the lecture's bar.
            self.stage_ui(ui, class_line);
        } else {
            self.lecture.stage.chrome_shown = false;
            if let Some(line) = class_line {
                egui::Panel::top("class line").show(ui, |ui| {
                    ui.label(egui::RichText::new(line).strong());
                });
            }
            self.desk_ui(ui);
        }
        super::lecture::paint_highlights(self, ui);
        #[cfg(not(target_arch = "wasm32"))]
        self.class
            .teacher
            .paint_answers(ui, &self.lecture, &self.plane);
        super::lecture::editor::window(
            ui.ctx(),
            &self.lecture,
            self.plane.selected,
            &mut self.commands,
        );
        super::lecture::presenter::window(
            ui.ctx(),
            &self.lecture,
            self.viewer.language,
            &mut self.commands,
        );
        if self.tables.open {
            let tables = self.room_tables();
            self.tables.ui(ui.ctx(), &tables, &mut self.commands);
        }
        if self.show_help {
            super::shell::help::help_window(ui.ctx(), &mut self.show_help);
        }
    }

    /// The top bar: undo and redo, the view, the theme and the text size.
    fn top_bar(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("top bar").show(ui, |ui| {
            top_bar_ui(
                ui,
                &mut self.prefs,
                &mut self.viewer,
                &self.doc,
                &mut self.commands,
            );
        });
    }

    /// The window as it is outside a lecture's stage: the menus, the top bar, the lecture's
    /// bar and the workspace's panels.
    fn desk_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("classroom bar").show(ui, |ui| {
            self.classroom_bar_ui(ui);
            let mode = self.runner.mode();
            let (classify, doc, _) = self.classify_parts();
            let notes = classify.replay_ui(ui, doc.data(), mode);
            self.note_all(notes);
        });
        self.top_bar(ui);
        super::lecture::player::bar_ui(ui, &self.lecture, self.viewer.language, &mut self.commands);
        self.workspace_panels_ui(ui, None);
    }
}
