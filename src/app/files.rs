//! Opening and saving files: points (the course's whitespace `.dat`, CSV with a header,
//! LIBSVM) and lessons (`.linlab`), from a native dialog, a dropped file or a typed path.
//!
//! Reading and writing happen on a background thread, so a million-row file does not freeze
//! the window; the frame polls for the result ([`App::poll_files`]). A file that cannot be
//! read leaves the points alone and says why in the banner — the reader's message names the
//! file, the line and the column. A file with more than two features waits in the feature
//! picker until the person says which two to plot and learn on. Opening replaces the points as
//! one undoable edit.
//!
//! The native dialog (rfd: the XDG portal, else zenity) runs on its own thread too. Where
//! there is neither, a small window asks for the path instead.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};

use crate::data::Dataset;
use crate::lesson::Lesson;
use crate::read::{self, Format, Loaded};

use super::classroom::Action;
use super::document::{Edit, Label, Point};
use super::export::ExportSize;
use super::{App, Command};

/// The extension of lesson files.
pub const LESSON_EXTENSION: &str = "linlab";

/// What a file turned out to hold.
enum Opened {
    Points(Loaded),
    Lesson(Box<Lesson>),
}

/// A file being read on a background thread.
struct Loading {
    name: String,
    path: PathBuf,
    size: Option<u64>,
    started: Instant,
    result: Receiver<Result<Opened, String>>,
}

/// A file read with more than two features, waiting for the person to pick two.
pub struct Picker {
    pub name: String,
    loaded: Loaded,
    /// The features shown, 1-based.
    pub x: usize,
    pub y: usize,
}

/// What a dialog's path is for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Purpose {
    Open,
    SavePoints,
    SaveLesson,
    ExportPng(ExportSize),
    ExportHistory,
}

impl Purpose {
    fn title(self) -> &'static str {
        match self {
            Self::Open => "Open points or a lesson",
            Self::SavePoints => "Save points as",
            Self::SaveLesson => "Save lesson as",
            Self::ExportPng(_) => "Export a picture (PNG)",
            Self::ExportHistory => "Export the history (CSV)",
        }
    }

    fn default_name(self) -> &'static str {
        match self {
            Self::Open => "",
            Self::SavePoints => "points.dat",
            Self::SaveLesson => "lesson.linlab",
            Self::ExportPng(_) => "linlab.png",
            Self::ExportHistory => "history.csv",
        }
    }

    /// The action for the path the person chose.
    fn action(self, path: PathBuf) -> Action {
        match self {
            Self::Open => Action::OpenPath(path),
            Self::SavePoints => {
                let format = format_of(&path);
                Action::SavePoints { path, format }
            }
            Self::SaveLesson => Action::SaveLessonTo(with_extension(path, LESSON_EXTENSION)),
            Self::ExportPng(size) => Action::ExportPng {
                path: with_extension(path, "png"),
                size,
            },
            Self::ExportHistory => Action::ExportHistory(with_extension(path, "csv")),
        }
    }
}

/// A native dialog open on its own thread.
struct Dialog {
    purpose: Purpose,
    result: Receiver<Option<PathBuf>>,
}

/// The window that asks for a path where there is no native dialog.
pub struct PathPrompt {
    pub purpose: Purpose,
    pub text: String,
    /// Whether the text field still has to take the keyboard (so typing does not step).
    pub focus: bool,
}

/// A save running on a background thread; it reports what to say.
struct Job {
    result: Receiver<Result<String, String>>,
}

/// The files' runtime state.
pub struct FileState {
    loading: Option<Loading>,
    pub picker: Option<Picker>,
    dialog: Option<Dialog>,
    pub prompt: Option<PathPrompt>,
    jobs: Vec<Job>,
    /// The names of the two features on screen (from the file's header), for saving.
    pub feature_names: [String; 2],
    /// Whether a native dialog can be shown (tests and machines without one use the prompt).
    pub native_dialogs: bool,
}

impl Default for FileState {
    fn default() -> Self {
        Self {
            loading: None,
            picker: None,
            dialog: None,
            prompt: None,
            jobs: Vec::new(),
            feature_names: ["x1".to_owned(), "x2".to_owned()],
            native_dialogs: native_dialog_available(),
        }
    }
}

impl FileState {
    /// Whether a file is being read or written, or a dialog is open.
    pub fn is_busy(&self) -> bool {
        self.loading.is_some() || self.dialog.is_some() || !self.jobs.is_empty()
    }
}

/// rfd shows the XDG desktop portal's dialog over D-Bus, else zenity's; without either it
/// would silently show nothing.
fn native_dialog_available() -> bool {
    if std::env::var_os("LINLAB_NO_DIALOG").is_some() {
        return false;
    }
    let zenity = std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
    zenity || std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some()
}

/// The format a points file is saved in, by its extension (whitespace unless .csv or .libsvm).
pub fn format_of(path: &Path) -> Format {
    match extension(path).as_deref() {
        Some("csv") => Format::Csv,
        Some("libsvm" | "svm") => Format::Libsvm,
        _ => Format::Whitespace,
    }
}

fn extension(path: &Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

fn is_lesson(path: &Path) -> bool {
    matches!(extension(path).as_deref(), Some(LESSON_EXTENSION | "json"))
}

fn with_extension(path: PathBuf, wanted: &str) -> PathBuf {
    if extension(&path).as_deref() == Some(wanted) {
        path
    } else {
        let mut name = path.clone().into_os_string();
        name.push(".");
        name.push(wanted);
        PathBuf::from(name)
    }
}

/// The file name for messages.
pub fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The points of a two-feature data set.
pub fn points_of(data: &Dataset) -> Vec<Point> {
    (0..data.len())
        .map(|n| {
            Point::new(
                data.feature(n, 1),
                data.feature(n, 2),
                Label::from_y(data.label(n)),
            )
        })
        .collect()
}

/// Reads a file: a lesson by its extension, else points.
fn read_any(path: &Path) -> Result<Opened, String> {
    if is_lesson(path) {
        Lesson::load(path)
            .map(|l| Opened::Lesson(Box::new(l)))
            .map_err(|e| e.to_string())
    } else {
        read::read_path(path)
            .map(Opened::Points)
            .map_err(|e| e.to_string())
    }
}

/// Runs `work` on a background thread; its result arrives on the receiver.
fn spawn<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Receiver<T> {
    let (tx, rx) = mpsc::channel();
    let spawned = std::thread::Builder::new()
        .name("linlab-files".to_owned())
        .spawn(move || {
            let _ = tx.send(work());
        });
    if let Err(e) = spawned {
        // No thread: the receiver reports a disconnection, which the poll turns into a message.
        log_error(&format!("could not start a thread: {e}"));
    }
    rx
}

fn log_error(text: &str) {
    eprintln!("linlab: {text}");
}

impl App {
    /// Whether a file is being read or written, or a dialog is open (tests wait for it).
    pub fn files_busy(&self) -> bool {
        self.classroom.files.is_busy()
    }

    /// The feature picker's file name and the choices offered, if it is open.
    pub fn feature_picker(&self) -> Option<(&str, usize)> {
        self.classroom
            .files
            .picker
            .as_ref()
            .map(|p| (p.name.as_str(), p.loaded.data.dim()))
    }

    /// The names of the two features on screen.
    pub fn feature_names(&self) -> &[String; 2] {
        &self.classroom.files.feature_names
    }

    /// Opens a dialog for `purpose` (or the path prompt where there is no dialog).
    pub(super) fn ask_path(&mut self, purpose: Purpose) {
        if self.classroom.files.dialog.is_some() {
            return;
        }
        if !self.classroom.files.native_dialogs {
            self.classroom.files.prompt = Some(PathPrompt {
                purpose,
                text: String::new(),
                focus: true,
            });
            return;
        }
        let start_dir = self
            .classroom
            .lesson_path
            .as_deref()
            .and_then(Path::parent)
            .map(Path::to_path_buf);
        let result = spawn(move || {
            let mut dialog = rfd::FileDialog::new().set_title(purpose.title());
            if let Some(dir) = start_dir {
                dialog = dialog.set_directory(dir);
            }
            match purpose {
                Purpose::Open => dialog
                    .add_filter(
                        "Points or lesson",
                        &["dat", "txt", "csv", "libsvm", "svm", LESSON_EXTENSION],
                    )
                    .add_filter("All files", &["*"])
                    .pick_file(),
                Purpose::SavePoints => dialog
                    .add_filter("Whitespace (.dat)", &["dat"])
                    .add_filter("CSV", &["csv"])
                    .add_filter("LIBSVM", &["libsvm"])
                    .set_file_name(purpose.default_name())
                    .save_file(),
                _ => dialog.set_file_name(purpose.default_name()).save_file(),
            }
        });
        self.classroom.files.dialog = Some(Dialog { purpose, result });
    }

    pub(super) fn open_dialog(&mut self) {
        self.ask_path(Purpose::Open);
    }

    pub(super) fn save_points_dialog(&mut self) {
        self.ask_path(Purpose::SavePoints);
    }

    pub(super) fn save_lesson_dialog(&mut self) {
        self.ask_path(Purpose::SaveLesson);
    }

    pub(super) fn export_png_dialog(&mut self, size: ExportSize) {
        self.ask_path(Purpose::ExportPng(size));
    }

    pub(super) fn export_history_dialog(&mut self) {
        self.ask_path(Purpose::ExportHistory);
    }

    /// Starts reading `path` in the background (a lesson by its extension, else points).
    pub(super) fn open_path(&mut self, path: PathBuf) {
        if let Some(loading) = &self.classroom.files.loading {
            self.classroom.error(format!(
                "Still reading {}; open {} when it is done.",
                loading.name,
                display_name(&path)
            ));
            return;
        }
        let name = display_name(&path);
        let size = std::fs::metadata(&path).ok().map(|m| m.len());
        let reading = path.clone();
        let result = spawn(move || read_any(&reading));
        self.classroom.files.picker = None;
        self.classroom.files.loading = Some(Loading {
            name,
            path,
            size,
            started: Instant::now(),
            result,
        });
    }

    /// Opens the first file dropped on the window this frame.
    pub(super) fn take_dropped_files(&mut self, ctx: &egui::Context) {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        let Some(file) = dropped.first() else {
            return;
        };
        let path = file.path().to_path_buf();
        self.open_path(path.clone());
        if dropped.len() > 1 {
            self.classroom.info(format!(
                "{} files were dropped; opening only the first, {}.",
                dropped.len(),
                display_name(&path)
            ));
        }
    }

    /// Takes what finished in the background: a file read, a save, a dialog's answer.
    pub(super) fn poll_files(&mut self, ctx: &egui::Context) {
        if let Some(loading) = &self.classroom.files.loading {
            match loading.result.try_recv() {
                Ok(result) => {
                    let Some(loading) = self.classroom.files.loading.take() else {
                        return;
                    };
                    self.opened(loading.path, loading.name, result);
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    let name = loading.name.clone();
                    self.classroom.files.loading = None;
                    self.classroom
                        .error(format!("{name}: reading stopped unexpectedly."));
                }
            }
        }
        if let Some(dialog) = &self.classroom.files.dialog {
            match dialog.result.try_recv() {
                Ok(Some(path)) => {
                    let purpose = dialog.purpose;
                    self.classroom.files.dialog = None;
                    self.commands.push(Command::Classroom(purpose.action(path)));
                }
                Ok(None) => self.classroom.files.dialog = None,
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    let purpose = self.classroom.files.dialog.take().map(|d| d.purpose);
                    self.classroom.error(
                        "The file dialog could not be shown; type the path instead (or drop \
                         the file on the window).",
                    );
                    self.classroom.files.native_dialogs = false;
                    if let Some(purpose) = purpose {
                        self.classroom.files.prompt = Some(PathPrompt {
                            purpose,
                            text: String::new(),
                            focus: true,
                        });
                    }
                }
            }
        }
        let mut finished = Vec::new();
        self.classroom
            .files
            .jobs
            .retain(|job| match job.result.try_recv() {
                Ok(result) => {
                    finished.push(result);
                    false
                }
                Err(TryRecvError::Empty) => true,
                Err(TryRecvError::Disconnected) => {
                    finished.push(Err("A save stopped unexpectedly.".to_owned()));
                    false
                }
            });
        for result in finished {
            match result {
                Ok(text) => self.classroom.info(text),
                Err(text) => self.classroom.error(text),
            }
        }
        if self.classroom.files.is_busy() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
    }

    /// A file finished reading: points replace the points (or wait in the feature picker), a
    /// lesson replaces the state; an error leaves everything as it was.
    fn opened(&mut self, path: PathBuf, name: String, result: Result<Opened, String>) {
        match result {
            Err(message) => self.classroom.error(format!("Could not open {message}")),
            Ok(Opened::Lesson(lesson)) => {
                self.apply_lesson(*lesson, true);
                self.classroom.lesson_path = Some(path);
                self.classroom.info(format!("Opened the lesson {name}."));
            }
            Ok(Opened::Points(loaded)) => match loaded.data.dim() {
                1 => self.classroom.error(format!(
                    "{name} has one feature per point; the plane needs two."
                )),
                2 => {
                    let names = [loaded.feature_names.first(), loaded.feature_names.get(1)];
                    self.use_points(&name, &loaded, &loaded.data, names);
                }
                _ => {
                    self.classroom.files.picker = Some(Picker {
                        name,
                        loaded,
                        x: 1,
                        y: 2,
                    });
                }
            },
        }
    }

    /// Plots features x and y of the file in the picker.
    pub(super) fn pick_features(&mut self, x: usize, y: usize) {
        let Some(picker) = self.classroom.files.picker.take() else {
            return;
        };
        let dim = picker.loaded.data.dim();
        if x == y || !(1..=dim).contains(&x) || !(1..=dim).contains(&y) {
            self.classroom.error(format!(
                "Pick two different features between x1 and x{dim}."
            ));
            self.classroom.files.picker = Some(picker);
            return;
        }
        match picker.loaded.data.project(&[x, y]) {
            Ok(data) => {
                let names = picker.loaded.feature_names.as_slice();
                let names = [names.get(x - 1), names.get(y - 1)];
                self.use_points(&picker.name, &picker.loaded, &data, names);
            }
            Err(e) => self.classroom.error(format!("{}: {e}", picker.name)),
        }
    }

    /// Replaces the points by those of a file read, as one undoable edit.
    fn use_points(
        &mut self,
        name: &str,
        loaded: &Loaded,
        data: &Dataset,
        names: [Option<&String>; 2],
    ) {
        let after = points_of(data);
        let count = after.len();
        self.replace_points(after);
        self.classroom.files.feature_names = [
            names[0].cloned().unwrap_or_else(|| "x1".to_owned()),
            names[1].cloned().unwrap_or_else(|| "x2".to_owned()),
        ];
        self.classroom.lesson_path = None;
        let format = match loaded.format {
            Format::Whitespace => "whitespace-separated",
            Format::Csv => "CSV",
            Format::Libsvm => "LIBSVM",
        };
        let mut text = format!(
            "Opened {name}: {count} points ({format}), plotting {} and {}.",
            self.classroom.files.feature_names[0], self.classroom.files.feature_names[1]
        );
        for notice in &loaded.notices {
            text.push(' ');
            text.push_str(notice);
        }
        if let Err(why) = data.check_learnable() {
            text.push_str(&format!(" The learners cannot run: {why}."));
        }
        self.classroom.info(text);
    }

    /// Replaces all points as one undoable edit, fits the view and resets the learner.
    pub(super) fn replace_points(&mut self, after: Vec<Point>) {
        self.edit(Edit::Replace {
            before: self.doc.points().to_vec(),
            after,
        });
        self.plane.request_fit();
        self.reset_learner();
    }

    /// Writes the points to `path` in `format`, atomically, in the background.
    pub(super) fn save_points(&mut self, path: PathBuf, format: Format) {
        let data = self.doc.data().clone();
        let names = self.classroom.files.feature_names.to_vec();
        let name = display_name(&path);
        let result = spawn(move || {
            let text = read::write_points(&data, format, &names);
            crate::atomic::write(&path, text.as_bytes())
                .map(|()| format!("Saved {} points to {name}.", data.len()))
                .map_err(|e| format!("Could not save {name}: {e}. The old file is unchanged."))
        });
        self.classroom.files.jobs.push(Job { result });
    }

    /// Runs `write` in the background and reports its outcome in the banner.
    pub(super) fn save_in_background(
        &mut self,
        work: impl FnOnce() -> Result<String, String> + Send + 'static,
    ) {
        let result = spawn(work);
        self.classroom.files.jobs.push(Job { result });
    }

    /// "Reading hw.dat… 2.1 s" while a file is read.
    pub(super) fn files_progress_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(loading) = &self.classroom.files.loading {
            ui.horizontal(|ui| {
                ui.spinner();
                let size = loading
                    .size
                    .map(|s| format!(" ({:.1} MB)", s as f64 / 1e6))
                    .unwrap_or_default();
                ui.label(format!(
                    "Reading {}{size}… {:.1} s",
                    loading.name,
                    loading.started.elapsed().as_secs_f64()
                ));
            });
        }
        if !self.classroom.files.jobs.is_empty() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label("Saving…");
            });
        }
    }

    /// The feature picker: which two features of a file to plot and learn on.
    pub(super) fn picker_ui(&mut self, ctx: &egui::Context) {
        let Some(picker) = &mut self.classroom.files.picker else {
            return;
        };
        let names = &picker.loaded.feature_names;
        let dim = picker.loaded.data.dim();
        let label = |i: usize| names.get(i - 1).cloned().unwrap_or_else(|| format!("x{i}"));
        let mut action = None;
        egui::Window::new("Which two features?")
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(format!(
                    "{} has {} points with {dim} features. The plane shows two of them, and the \
                     learners learn on those two.",
                    picker.name,
                    picker.loaded.data.len()
                ));
                egui::Grid::new("features").show(ui, |ui| {
                    for (axis, chosen) in
                        [("Across (x₁)", &mut picker.x), ("Up (x₂)", &mut picker.y)]
                    {
                        ui.label(axis);
                        egui::ComboBox::from_id_salt(axis)
                            .selected_text(label(*chosen))
                            .show_ui(ui, |ui| {
                                for i in 1..=dim {
                                    ui.selectable_value(chosen, i, label(i));
                                }
                            });
                        ui.end_row();
                    }
                });
                let same = picker.x == picker.y;
                if same {
                    ui.colored_label(ui.visuals().error_fg_color, "Pick two different features.");
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(!same, egui::Button::new("Plot these two"))
                        .clicked()
                    {
                        action = Some(Action::PickFeatures {
                            x: picker.x,
                            y: picker.y,
                        });
                    }
                    if ui.button("Cancel").clicked() {
                        action = Some(Action::CancelPick);
                    }
                });
            });
        if let Some(action) = action {
            self.commands.push(Command::Classroom(action));
        }
    }

    /// The path prompt, where there is no native dialog.
    pub(super) fn path_prompt_ui(&mut self, ctx: &egui::Context) {
        let Some(prompt) = &mut self.classroom.files.prompt else {
            return;
        };
        let mut done = None;
        let mut cancel = false;
        egui::Window::new(prompt.purpose.title())
            .collapsible(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label(
                    "No file dialog is available on this system (it needs the XDG desktop \
                     portal or zenity). Type the file's path:",
                );
                if prompt.purpose == Purpose::Open {
                    ui.label("You can also drop a file on the window.");
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
                    let ok =
                        ui.add_enabled(!prompt.text.trim().is_empty(), egui::Button::new("OK"));
                    if (ok.clicked() || entered) && !prompt.text.trim().is_empty() {
                        done = Some(PathBuf::from(prompt.text.trim()));
                    }
                    if ui.button("Cancel").clicked() {
                        cancel = true;
                    }
                });
            });
        if let Some(path) = done {
            let purpose = prompt.purpose;
            self.classroom.files.prompt = None;
            self.commands.push(Command::Classroom(purpose.action(path)));
        } else if cancel {
            self.classroom.files.prompt = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_by_extension() {
        assert_eq!(format_of(Path::new("a.CSV")), Format::Csv);
        assert_eq!(format_of(Path::new("a.libsvm")), Format::Libsvm);
        assert_eq!(format_of(Path::new("a.dat")), Format::Whitespace);
        assert_eq!(format_of(Path::new("a")), Format::Whitespace);
        assert!(is_lesson(Path::new("x.linlab")));
        assert!(!is_lesson(Path::new("x.dat")));
        assert_eq!(
            with_extension(PathBuf::from("/t/l"), "linlab"),
            PathBuf::from("/t/l.linlab")
        );
        assert_eq!(
            with_extension(PathBuf::from("/t/l.linlab"), "linlab"),
            PathBuf::from("/t/l.linlab")
        );
    }
}
