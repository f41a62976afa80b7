//! Asking the person for a path: the native file dialog (rfd: the XDG portal, else zenity) on
//! its own thread, or, where there is none, a small window to type the path in. The chosen path
//! becomes the [`ClassroomAction`] its purpose asks for. In the web page, opening shows the browser's
//! file picker (its file arrives as bytes) and saving downloads a file with the default name.

#[cfg(not(target_arch = "wasm32"))]
use std::path::Path;
use std::path::PathBuf;
use std::sync::mpsc::{Receiver, TryRecvError};

use crate::app::classroom::Classroom;
use crate::app::command::Command;
use crate::app::command::{ClassroomAction, ExportSize};
use crate::app::drawing::formula::FormulaUi as _;
#[cfg(not(target_arch = "wasm32"))]
use crate::app::shell::background::spawn;
use crate::app::shell::file_names::{Chosen, LESSON_EXTENSION, format_of, with_extension};
use crate::t;

/// What a dialog's path is for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Purpose {
    Open,
    SavePoints,
    SaveLesson,
    SaveScript,
    SaveResults,
    /// The live class's results.
    SaveClassResults,
    ExportPng(ExportSize),
    ExportHistory,
}

impl Purpose {
    /// The dialog's title, in the interface's language.
    pub fn title(self) -> &'static str {
        match self {
            Self::Open => t!("files-title-open"),
            Self::SavePoints => t!("files-title-save-points"),
            Self::SaveLesson => t!("files-title-save-lesson"),
            Self::SaveScript => t!("files-title-save-script"),
            Self::SaveResults | Self::SaveClassResults => t!("files-title-save-results"),
            Self::ExportPng(_) => t!("files-title-export-png"),
            Self::ExportHistory => t!("files-title-export-history"),
        }
    }

    /// The file name a save suggests (the same in every language).
    pub fn default_name(self) -> &'static str {
        match self {
            Self::Open => "",
            Self::SavePoints => "points.dat",
            Self::SaveLesson => "lesson.linlab",
            Self::SaveScript => "lecture.json",
            Self::SaveResults => "results.csv",
            Self::SaveClassResults => "class-results.csv",
            Self::ExportPng(_) => "linlab.png",
            Self::ExportHistory => "history.csv",
        }
    }

    /// The action for what the person chose.
    fn action_for(self, chosen: Chosen) -> ClassroomAction {
        match chosen {
            #[cfg(not(target_arch = "wasm32"))]
            Chosen::Path(path) => self.action(path),
            #[cfg(target_arch = "wasm32")]
            Chosen::File { name, bytes } => ClassroomAction::OpenBytes { name, bytes },
        }
    }

    /// The action for the path the person chose.
    pub fn action(self, path: PathBuf) -> ClassroomAction {
        match self {
            Self::Open => ClassroomAction::OpenPath(path),
            Self::SavePoints => {
                let format = format_of(&path);
                ClassroomAction::SavePoints { path, format }
            }
            Self::SaveLesson => {
                ClassroomAction::SaveLessonTo(with_extension(path, LESSON_EXTENSION))
            }
            Self::SaveScript => ClassroomAction::SaveScriptTo(with_extension(path, "json")),
            Self::SaveResults => ClassroomAction::SaveResultsTo(with_extension(path, "csv")),
            Self::SaveClassResults => {
                ClassroomAction::SaveClassResultsTo(with_extension(path, "csv"))
            }
            Self::ExportPng(size) => ClassroomAction::ExportPng {
                path: with_extension(path, "png"),
                size,
            },
            Self::ExportHistory => ClassroomAction::ExportHistory(with_extension(path, "csv")),
        }
    }
}

/// A native dialog open on its own thread (or the browser's picker).
pub struct Dialog {
    purpose: Purpose,
    result: Receiver<Option<Chosen>>,
}

/// The window that asks for a path where there is no native dialog.
pub struct PathPrompt {
    pub purpose: Purpose,
    pub text: String,
    /// Whether the text field still has to take the keyboard (so typing does not step).
    pub focus: bool,
}

/// rfd shows the XDG desktop portal's dialog over D-Bus, else zenity's; without either it
/// would silently show nothing.
pub fn native_dialog_available() -> bool {
    if std::env::var_os("LINLAB_NO_DIALOG").is_some() {
        return false;
    }
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    zenity || std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
}

impl Classroom {
    /// Opens a dialog for `purpose` (or the path prompt where there is no dialog); what to do at
    /// once, when the answer needs no dialog (the browser saves by a download).
    pub(in crate::app) fn ask_path(&mut self, purpose: Purpose) -> Option<Command> {
        if self.files.dialog.is_some() {
            return None;
        }
        #[cfg(target_arch = "wasm32")]
        return self.ask_browser(purpose);
        #[cfg(not(target_arch = "wasm32"))]
        {
            self.ask_native(purpose);
            None
        }
    }

    /// The browser: its picker to open; to save, a download named as the purpose suggests.
    #[cfg(target_arch = "wasm32")]
    fn ask_browser(&mut self, purpose: Purpose) -> Option<Command> {
        if purpose == Purpose::Open {
            let result = crate::app::shell::web::pick_file(purpose.title());
            self.files.dialog = Some(Dialog { purpose, result });
            None
        } else {
            let name = PathBuf::from(purpose.default_name());
            Some(Command::Classroom(purpose.action(name)))
        }
    }

    /// Opens a file dropped on the page once the browser has read it.
    #[cfg(target_arch = "wasm32")]
    pub(in crate::app) fn open_dropped(&mut self, file: egui::DroppedFileHandle) {
        if self.files.dialog.is_some() {
            return;
        }
        self.files.dialog = Some(Dialog {
            purpose: Purpose::Open,
            result: crate::app::shell::web::read_dropped(file),
        });
    }

    /// The native dialog on its own thread, or the path prompt where there is none.
    #[cfg(not(target_arch = "wasm32"))]
    fn ask_native(&mut self, purpose: Purpose) {
        if !self.files.native_dialogs {
            self.files.prompt = Some(PathPrompt {
                purpose,
                text: String::new(),
                focus: true,
            });
            return;
        }
        let start_dir = self
            .lesson_path
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_path_buf);
        // The dialog's thread may speak another language than the window's: its texts are
        // taken here.
        let title = purpose.title();
        let points_or_lesson = t!("files-filter-points-or-lesson");
        let all_files = t!("files-filter-all");
        let whitespace = t!("files-filter-whitespace");
        let result = spawn(move || {
            let mut dialog = rfd::FileDialog::new().set_title(title);
            if let Some(dir) = start_dir {
                dialog = dialog.set_directory(dir);
            }
            match purpose {
                Purpose::Open => dialog
                    .add_filter(
                        points_or_lesson,
                        &["dat", "txt", "csv", "libsvm", "svm", LESSON_EXTENSION],
                    )
                    .add_filter(all_files, &["*"])
                    .pick_file(),
                Purpose::SavePoints => dialog
                    .add_filter(whitespace, &["dat"])
                    .add_filter("CSV", &["csv"])
                    .add_filter("LIBSVM", &["libsvm"])
                    .set_file_name(purpose.default_name())
                    .save_file(),
                _ => dialog.set_file_name(purpose.default_name()).save_file(),
            }
            .map(Chosen::Path)
        });
        self.files.dialog = Some(Dialog { purpose, result });
    }

    /// Takes the path a native dialog gave, or falls back to the prompt when it could not show.
    pub(in crate::app) fn poll_file_dialog(&mut self, commands: &mut Vec<Command>) {
        if let Some(dialog) = &self.files.dialog {
            match dialog.result.try_recv() {
                Ok(Some(chosen)) => {
                    let purpose = dialog.purpose;
                    self.files.dialog = None;
                    commands.push(Command::Classroom(purpose.action_for(chosen)));
                }
                Ok(None) => self.files.dialog = None,
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    let purpose = self.files.dialog.take().map(|d| d.purpose);
                    self.error(t!("files-dialog-failed"));
                    self.files.native_dialogs = false;
                    if let Some(purpose) = purpose {
                        self.files.prompt = Some(PathPrompt {
                            purpose,
                            text: String::new(),
                            focus: true,
                        });
                    }
                }
            }
        }
    }

    /// The path prompt, where there is no native dialog.
    pub(in crate::app) fn path_prompt_ui(
        &mut self,
        ctx: &egui::Context,
        commands: &mut Vec<Command>,
    ) {
        let Some(prompt) = &mut self.files.prompt else {
            return;
        };
        let mut done = None;
        let mut cancel = false;
        egui::Window::new(prompt.purpose.title())
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label_formula(t!("files-no-dialog"));
                if prompt.purpose == Purpose::Open {
                    ui.label_formula(t!("files-drop-hint"));
                }
                let edit = ui.add(
                    egui::TextEdit::singleline(&mut prompt.text)
                        .hint_text(prompt.purpose.default_name())
                        .desired_width(420.0),
                );
                if prompt.focus {
                    edit.request_focus();
                    prompt.focus = false;
                }
                let entered = edit.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
                ui.horizontal(|ui| {
                    let ok = ui.add_enabled(
                        !prompt.text.trim().is_empty(),
                        egui::Button::new(t!("files-ok")),
                    );
                    if (ok.clicked() || entered) && !prompt.text.trim().is_empty() {
                        done = Some(PathBuf::from(prompt.text.trim()));
                    }
                    if ui.button(t!("files-cancel")).clicked() {
                        cancel = true;
                    }
                });
            });
        if let Some(path) = done {
            let purpose = prompt.purpose;
            self.files.prompt = None;
            commands.push(Command::Classroom(purpose.action(path)));
        } else if cancel {
            self.files.prompt = None;
        }
    }
}
