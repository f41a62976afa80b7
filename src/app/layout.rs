//! The window's layout: the classroom bar (with a lesson's replay), the top bar, the panels of the
//! workspace shown (its [`Room`](crate::app::shell::room::Room) lays them out) and the help window;
//! or, while a lecture plays in presentation mode (or on a student's page), the stage: the
//! lecture lays out its bar and caption around the room shown (`lecture/stage.rs`, and
//! `lecture/phone.rs` on a phone).

use crate::app::App;
use crate::app::lecture::phone::is_a_phone;
use crate::app::lecture::stage::StageLayout;
use crate::app::lecture::stage_bar::bar_ui;
use crate::app::shell::top_bar::top_bar_ui;

impl App {
    /// Where the stage's parts were drawn in the last frame, while a lecture plays on it.
    pub fn stage_layout(&self) -> Option<StageLayout> {
        self.on_stage()
            .then_some(self.lecture.stage.layout)
            .flatten()
    }

    /// Whether the window is a stage this frame.
    pub(super) fn on_stage(&self) -> bool {
        // A student's page in a class is a stage too: the plane and the caption, no toolbars.
        let student = self.class.student.is_some();
        self.lecture.on_stage(self.viewer.presentation || student)
    }

    pub(super) fn panels_ui(&mut self, ui: &mut egui::Ui) {
        let class_line = self.class.student.as_mut().and_then(|page| page.ui(ui));
        // Not on a lecture's stage, whose plane keeps its share of the projector and whose
        // caption is the scene's own.
        if self.viewer.caption_log && !self.on_stage() {
            egui::Panel::bottom("caption log").show(ui, |ui| self.narrator.caption_log_ui(ui));
        }
        if self.on_stage() {
            let chrome = self.lecture.stage_chrome_shown(ui);
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
        if let Some(page) = &mut self.class.student {
            page.class_answers_ui(ui, &self.lecture, &self.plane);
        }
        if let Some(answers) = &self.class.overlay {
            super::class::paint_answers(ui, answers, &self.lecture, &self.plane);
        }
        super::lecture::editor::window(
            ui.ctx(),
            &self.lecture,
            self.plane.selected,
            &mut self.commands,
        );
        #[cfg(not(target_arch = "wasm32"))]
        let seats = self
            .class
            .teacher
            .class()
            .filter(|_| self.lecture.presenter)
            .map(|class| {
                let picked = self.class.teacher.snapshot_seats(self.lecture.scene);
                let remote = self.class.teacher.remote_card();
                super::lecture::seats::Seats::of(class, picked, remote)
            });
        #[cfg(target_arch = "wasm32")]
        let seats = None;
        super::lecture::presenter::window(
            ui.ctx(),
            &self.lecture,
            self.viewer.language,
            seats.as_ref(),
            &mut self.commands,
        );
        if self.tables.open {
            let tables = self.shown_room().tables(&self.prefs, &self.doc);
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

    /// The whole window as a stage: the lecture's bar (`class_line`, a student's page's place in
    /// the class, in the lecture's title's place), the caption and the room's main view laid out
    /// by the lecture around the room shown; on a student's phone, the phone's stage.
    fn stage_ui(&mut self, ui: &mut egui::Ui, class_line: Option<String>) {
        let window = ui.ctx().content_rect();
        if self.lecture.blacked_out {
            self.lecture.blacked_out_ui(ui, window);
            return;
        }
        let language = self.viewer.language;
        let bar = bar_ui(ui, &self.lecture, language, class_line, &mut self.commands);
        let student = self.class.student.is_some();
        let (on_stage, around) = if student && is_a_phone(window.size()) {
            let tabs = self.shown_room().phone_tabs();
            let drawn = self
                .lecture
                .phone_stage_ui(ui, &tabs, language, &mut self.commands);
            self.plane.keep_requested_view_fitted();
            drawn
        } else {
            // The legend names the symbols for the presenter; the class reads the caption. A
            // phone (a student's page in a class, narrow or low) gives the plane its room
            // instead.
            let legend = !student || (window.width() >= 700.0 && window.height() >= 500.0);
            let room_panel_is_main = self.shown_room().panel_is_main();
            self.lecture.desk_stage_ui(
                ui,
                window,
                language,
                self.viewer.presentation,
                room_panel_is_main,
                legend,
                &mut self.commands,
            )
        };
        self.workspace_panels_ui(ui, Some(on_stage));
        let plane = self.shown_room().main_view(self.plane.rect_on_screen());
        self.lecture
            .note_stage_layout(ui.ctx(), window, bar, around, plane);
    }
}
