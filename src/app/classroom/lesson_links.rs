//! Lessons as links ([`crate::link`]): "Copy lesson link" puts the lesson's link on the
//! clipboard (in the web page, the page's own address with `#lesson=…`; on the desktop, the
//! `#lesson=…` part, to put after the page's address), and "Open lesson from link…" asks for a
//! link, its `#lesson=` part or a lesson's JSON, pasted from the clipboard, and opens it as an
//! opened lesson file would be (Undo brings the state before it back).

use crate::lesson::Lesson;
use crate::link::MARKER;
use crate::script::Script;
use crate::t;

use crate::app::classroom::lessons::LessonPoints;
use crate::app::command::ClassroomAction;
use crate::app::{App, Command};

/// The window that takes a pasted link.
#[derive(Debug, Default)]
pub struct LinkPrompt {
    pub text: String,
    /// Whether the text field still has to take the keyboard (so typing does not step).
    pub focus: bool,
}

impl App {
    /// The lesson's link: the page's address (in the browser) and `#lesson=…`.
    pub fn lesson_link(&self) -> String {
        #[cfg(target_arch = "wasm32")]
        let page = crate::app::shell::web::page_address().unwrap_or_default();
        #[cfg(not(target_arch = "wasm32"))]
        let page = String::new();
        format!("{page}{MARKER}{}", self.lesson().to_link())
    }

    /// Puts the lesson's link on the clipboard (at the end of the frame).
    pub(in crate::app) fn copy_lesson_link(&mut self) {
        let link = self.lesson_link();
        self.classroom
            .info(t!("files-link-copied", length = link.len().to_string()));
        self.classroom.copy = Some(link);
    }

    /// Opens the lesson in `text` (a link, its `#lesson=` part, or a lesson's JSON).
    pub fn open_lesson_text(&mut self, text: &str) {
        if crate::link::asks_for_access(text) {
            self.viewer.turn_access_on();
        }
        if crate::link::is_script_link(text) || Script::is_script_text(text) {
            match Script::from_link(text, t!("files-link-name")) {
                Ok(script) => self.apply_lecture(crate::app::LectureAction::Open {
                    script: Box::new(script),
                    path: None,
                }),
                Err(e) => self
                    .classroom
                    .error(t!("files-could-not-open-lesson", reason = e.to_string())),
            }
            return;
        }
        match Lesson::from_link(text, t!("files-link-name")) {
            Ok(lesson) => {
                // Said first: the replay adds to it where a run stops before its t.
                self.classroom.info(t!("files-opened-from-link"));
                self.apply_lesson(lesson, LessonPoints::Undoable);
                self.classroom.lesson_path = None;
            }
            Err(e) => self
                .classroom
                .error(t!("files-could-not-open-lesson", reason = e.to_string())),
        }
    }

    /// The window to paste a link in.
    pub(in crate::app) fn link_prompt_ui(&mut self, ctx: &egui::Context) {
        let Some(prompt) = &mut self.classroom.link_prompt else {
            return;
        };
        let mut open = false;
        let mut cancel = false;
        egui::Window::new(t!("files-link-title"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(t!("files-link-paste"));
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut prompt.text)
                        .hint_text("https://…/#lesson=…")
                        .desired_width(420.0),
                );
                if prompt.focus {
                    edit.request_focus();
                    prompt.focus = false;
                }
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let empty = prompt.text.trim().is_empty();
                ui.horizontal(|ui| {
                    let ok = ui.add_enabled(!empty, egui::Button::new(t!("files-open")));
                    open = (ok.clicked() || entered) && !empty;
                    cancel = ui.button(t!("files-cancel")).clicked();
                });
            });
        if open {
            let text = std::mem::take(&mut prompt.text);
            self.classroom.link_prompt = None;
            self.commands
                .push(Command::Classroom(ClassroomAction::OpenLessonText(text)));
        } else if cancel {
            self.classroom.link_prompt = None;
        }
    }
}
