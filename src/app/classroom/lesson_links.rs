//! Lessons as links ([`crate::link`]): "Copy lesson link" puts the lesson's link on the
//! clipboard (in the web page, the page's own address with `#lesson=…`; on the desktop, the
//! `#lesson=…` part, to put after the page's address), and "Open lesson from link…" asks for a
//! link, its `#lesson=` part or a lesson's JSON, pasted from the clipboard, and opens it as an
//! opened lesson file would be (Undo brings the state before it back).

use crate::app::drawing::formula::FormulaUi as _;
use crate::t;

use crate::app::classroom::Classroom;
use crate::app::command::{ClassroomAction, Command};

/// The window that takes a pasted link.
#[derive(Debug, Default)]
pub struct LinkPrompt {
    pub text: String,
    /// Whether the text field still has to take the keyboard (so typing does not step).
    pub focus: bool,
}

impl Classroom {
    /// Puts `link`, the lesson's, on the clipboard (at the end of the frame).
    pub(in crate::app) fn copy_link(&mut self, link: String) {
        self.info(t!("files-link-copied", length = link.len().to_string()));
        self.copy = Some(link);
    }
}

impl LinkPrompt {
    /// The window to paste a link in, while `prompt` holds one: Open asks for the lesson in
    /// the text (by `commands`), Open and Cancel close it.
    pub(in crate::app) fn ui(
        prompt: &mut Option<Self>,
        ctx: &egui::Context,
        commands: &mut Vec<Command>,
    ) {
        let Some(shown) = prompt else {
            return;
        };
        let mut open = false;
        let mut cancel = false;
        egui::Window::new(t!("files-link-title"))
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label_formula(t!("files-link-paste"));
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut shown.text)
                        .hint_text("https://…/#lesson=…")
                        .desired_width(420.0),
                );
                if shown.focus {
                    edit.request_focus();
                    shown.focus = false;
                }
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                let empty = shown.text.trim().is_empty();
                ui.horizontal(|ui| {
                    let ok = ui.add_enabled(!empty, egui::Button::new(t!("files-open")));
                    open = (ok.clicked() || entered) && !empty;
                    cancel = ui.button(t!("files-cancel")).clicked();
                });
            });
        if open {
            let text = std::mem::take(&mut shown.text);
            *prompt = None;
            commands.push(Command::Classroom(ClassroomAction::OpenLessonText(text)));
        } else if cancel {
            *prompt = None;
        }
    }
}
