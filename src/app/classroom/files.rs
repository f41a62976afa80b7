//! Opening and saving files: points (the course's whitespace `.dat`, CSV with a header,
//! LIBSVM) and lessons (`.linlab`), from a native dialog, a dropped file or a typed path.
//!
//! Reading and writing happen on a background thread, so a million-row file does not freeze
//! the window; the frame polls for the result ([`Classroom::poll_files`]). A file that cannot be
//! read leaves the points alone and says why in the banner — the reader's message names the
//! file, the line and the column. A file with more than two features waits in the feature
//! picker until the person says which two to plot and learn on. Opening replaces the points as
//! one undoable edit.
//!
//! The native dialog (rfd: the XDG portal, else zenity) runs on its own thread too. Where
//! there is neither, a small window asks for the path instead. In the web page a file comes as
//! its content (from the browser's picker or a drop) and a save becomes a download
//! ([`crate::app::shell::write_out`]); there is one thread, so reading and writing happen at once.

use crate::app::drawing::formula::FormulaUi as _;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use web_time::Instant;

use crate::data::Dataset;
use crate::lesson::Lesson;
use crate::multiclass::Classes;
use crate::read::{self, Format, LabelColumn, Loaded};
use crate::script::Script;
use crate::t;

use crate::app::App;
use crate::app::classroom::Classroom;
use crate::app::classroom::file_dialogs::{Dialog, PathPrompt, native_dialog_available};
use crate::app::command::ClassroomAction;
use crate::app::command::Command;
use crate::app::document::{Edit, Point};
use crate::app::prefs::Workspace;
use crate::app::shell::background::spawn;
use crate::app::shell::file_names::{display_name, is_lesson};
use crate::app::shell::write_out::write_out;
use crate::number;

/// What a file turned out to hold.
pub(in crate::app) enum Opened {
    Points(Loaded),
    Lesson(Box<Lesson>),
    Script(Box<Script>),
}

/// A lesson's or a script's JSON text, told apart by its `format`.
fn lesson_or_script(text: &str, name: &str) -> Result<Opened, String> {
    if Script::is_script_text(text) {
        Script::from_json(text, name)
            .map(|s| Opened::Script(Box::new(s)))
            .map_err(|e| e.to_string())
    } else {
        Lesson::from_json(text, name)
            .map(|l| Opened::Lesson(Box::new(l)))
            .map_err(|e| e.to_string())
    }
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

/// A save running on a background thread; it reports what to say.
struct Job {
    result: Receiver<Result<String, String>>,
}

/// The files' runtime state.
pub struct FileState {
    loading: Option<Loading>,
    pub picker: Option<Picker>,
    pub(in crate::app) dialog: Option<Dialog>,
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

/// Points read by `read` with `labels`; a file of more than two labels read as two is read
/// again as classes (it opens in "Several classes").
fn points_or_classes(
    labels: LabelColumn,
    read: impl Fn(LabelColumn) -> Result<Loaded, read::ReadError>,
) -> Result<Opened, String> {
    read(labels)
        .or_else(|e| match (labels, &e.kind) {
            (LabelColumn::Binary, read::ReadErrorKind::ThirdLabel { .. }) => {
                read(LabelColumn::Classes)
            }
            _ => Err(e),
        })
        .map(Opened::Points)
        .map_err(|e| e.to_string())
}

/// Reads a file: a lesson by its extension, else points whose labels hold `labels`.
fn read_any(path: &Path, labels: LabelColumn) -> Result<Opened, String> {
    if is_lesson(path) {
        let name = path.display().to_string();
        let too_large = std::fs::metadata(path)
            .is_ok_and(|m| m.len() > crate::script::limits::MAX_BYTES as u64);
        if too_large {
            return Err(t!(
                "files-too-large-for-lesson",
                name = &name,
                max = crate::script::limits::MAX_BYTES.to_string()
            ));
        }
        let text = std::fs::read_to_string(path).map_err(|e| {
            crate::lesson::LessonError::Io {
                file: name.clone(),
                source: e,
            }
            .to_string()
        })?;
        lesson_or_script(&text, &name)
    } else {
        points_or_classes(labels, |labels| read::read_path_with(path, labels))
    }
}

/// Reads a file's content: a lesson by its name's extension, else points whose labels hold
/// `labels`.
fn read_bytes(name: &str, bytes: &[u8], labels: LabelColumn) -> Result<Opened, String> {
    if is_lesson(Path::new(name)) {
        let text =
            std::str::from_utf8(bytes).map_err(|_| t!("files-lesson-not-utf8", name = name))?;
        lesson_or_script(text, name)
    } else {
        points_or_classes(labels, |labels| read::parse_bytes_with(bytes, name, labels))
    }
}

impl App {
    /// A file finished reading: points replace the points (or wait in the feature picker), a
    /// lesson replaces the state; an error leaves everything as it was.
    pub(in crate::app) fn opened(
        &mut self,
        path: PathBuf,
        name: String,
        result: Result<Opened, String>,
    ) {
        match result {
            Err(message) => self
                .classroom
                .error(t!("files-could-not-open", reason = message)),
            Ok(Opened::Script(script)) => {
                self.commands
                    .push(Command::Lecture(crate::app::command::LectureAction::Open {
                        script,
                        path: Some(path),
                    }));
            }
            Ok(Opened::Lesson(lesson)) => {
                // Said first: the replay adds to it where a run stops before its t.
                self.classroom.info(t!("files-opened-lesson", name = name));
                self.apply_lesson(
                    *lesson,
                    crate::app::classroom::lessons::LessonPoints::Undoable,
                );
                self.classroom.lesson_path = Some(path);
            }
            Ok(Opened::Points(loaded)) => match loaded.data.dim() {
                1 => self.classroom.error(t!("files-one-feature", name = name)),
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
    pub(in crate::app) fn pick_features(&mut self, x: usize, y: usize) {
        let Some(picker) = self.classroom.files.picker.take() else {
            return;
        };
        let dim = picker.loaded.data.dim();
        if x == y || !(1..=dim).contains(&x) || !(1..=dim).contains(&y) {
            self.classroom
                .error(t!("files-pick-between", dim = dim.to_string()));
            self.classroom.files.picker = Some(picker);
            return;
        }
        match picker.loaded.data.project(&[x, y]) {
            Ok(data) => {
                let names = picker.loaded.feature_names.as_slice();
                let names = [names.get(x - 1), names.get(y - 1)];
                self.use_points(&picker.name, &picker.loaded, &data, names);
            }
            Err(e) => self.classroom.error(t!(
                "files-name-problem",
                name = &picker.name,
                problem = e.to_string()
            )),
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
        // Labels read as classes keep their classes; the classes' names (also of two labels
        // mapped to −1/+1, whose classes are × and ○) are kept for saving them back.
        let classes = loaded
            .classes
            .as_ref()
            .filter(|c| c.of_row.len() == data.len());
        // A file of more than two classes opens where classes are learned.
        let switched = self.prefs.workspace != Workspace::Multiclass
            && classes.is_some_and(|c| c.classes.len() > 2);
        if switched {
            self.set_workspace(Workspace::Multiclass);
        }
        let after = match classes {
            Some(classes) if self.prefs.workspace == Workspace::Multiclass => (0..data.len())
                .map(|n| {
                    let x = glam::DVec2::new(data.feature(n, 1), data.feature(n, 2));
                    Point::of_class(x, classes.of_row[n])
                })
                .collect(),
            _ => Point::all_of(data),
        };
        self.set_class_names(classes.map_or_else(Vec::new, |c| c.classes.names().to_vec()));
        let count = after.len();
        self.replace_points(after);
        self.classroom.files.feature_names = [
            names[0].cloned().unwrap_or_else(|| "x1".to_owned()),
            names[1].cloned().unwrap_or_else(|| "x2".to_owned()),
        ];
        self.classroom.lesson_path = None;
        let format = match loaded.format {
            Format::Whitespace => t!("files-format-whitespace"),
            Format::Csv => "CSV",
            Format::Libsvm => "LIBSVM",
        };
        let [x, y] = &self.classroom.files.feature_names;
        let mut text = t!(
            "files-opened-points",
            name = name,
            count = count.to_string(),
            format = format,
            x = x,
            y = y
        );
        let gap = t!("files-sentence-gap");
        if switched {
            text.push_str(gap);
            text.push_str(t!("files-opened-as-classes"));
        }
        for notice in &loaded.notices {
            text.push_str(gap);
            text.push_str(notice);
        }
        if self.prefs.workspace != Workspace::Multiclass
            && let Err(why) = data.check_learnable()
        {
            text.push_str(gap);
            text.push_str(&t!("files-cannot-learn", why = why.to_string()));
        }
        self.classroom.info(text);
    }

    /// Replaces all points as one undoable edit, fits the view and builds the learners afresh
    /// on them (once: not rebound first).
    pub(in crate::app) fn replace_points(&mut self, after: Vec<Point>) {
        let before = self.doc.points().to_vec();
        if self.doc.apply(Edit::Replace { before, after }).is_ok() {
            self.forget_gone_points();
        }
        self.plane.request_fit();
        let (classify, doc, runner) = self.classify_parts();
        classify.reset_runs(doc.data(), runner);
    }

    /// Writes the points to `path` in `format`, atomically, in the background.
    pub(in crate::app) fn save_points(&mut self, path: PathBuf, format: Format) {
        let data = self.doc.data().clone();
        let names = self.classroom.files.feature_names.to_vec();
        let name = display_name(&path);
        // In the Several classes workspace each point's class is written, named as it was read.
        let classes = (self.prefs.workspace == Workspace::Multiclass)
            .then(|| {
                let labels: Vec<String> = self
                    .doc
                    .points()
                    .iter()
                    .map(|p| self.multiclass().file_name(p.class()))
                    .collect();
                let texts: Vec<&str> = labels.iter().map(String::as_str).collect();
                Classes::of_labels(&texts)
            })
            .flatten();
        let result = spawn(move || {
            let text = match &classes {
                Some(c) => {
                    read::write_points_with_classes(&data, format, &names, &c.classes, &c.of_row)
                }
                None => read::write_points(&data, format, &names),
            };
            write_out(&path, text.as_bytes())
                .map(|()| {
                    t!(
                        "files-saved-points",
                        count = data.len().to_string(),
                        name = &name
                    )
                })
                .map_err(|e| t!("files-could-not-save", name = &name, reason = e.to_string()))
        });
        self.classroom.files.jobs.push(Job { result });
    }
}

impl Classroom {
    /// Whether a file is being read or written, or a dialog is open (tests wait for it).
    pub fn files_busy(&self) -> bool {
        self.files.is_busy()
    }

    /// The feature picker's file name and the choices offered, if it is open.
    pub fn feature_picker(&self) -> Option<(&str, usize)> {
        self.files
            .picker
            .as_ref()
            .map(|p| (p.name.as_str(), p.loaded.data.dim()))
    }

    /// The names of the two features on screen.
    pub fn feature_names(&self) -> &[String; 2] {
        &self.files.feature_names
    }

    /// Starts reading `path` in the background (a lesson by its extension, else points).
    pub(in crate::app) fn open_path(&mut self, path: PathBuf, labels: LabelColumn) {
        let name = display_name(&path);
        if self.still_loading(&name) {
            return;
        }
        let size = std::fs::metadata(&path).ok().map(|m| m.len());
        let reading = path.clone();
        let result = spawn(move || read_any(&reading, labels));
        self.start_loading(name, path, size, result);
    }

    /// Starts reading a file's content, named `name` (from the browser, or a drop without a
    /// path).
    pub(in crate::app) fn open_bytes(
        &mut self,
        name: String,
        bytes: Arc<[u8]>,
        labels: LabelColumn,
    ) {
        if self.still_loading(&name) {
            return;
        }
        let size = Some(bytes.len() as u64);
        let reading = name.clone();
        let result = spawn(move || read_bytes(&reading, &bytes, labels));
        self.start_loading(name.clone(), PathBuf::from(name), size, result);
    }

    /// Whether another file is still being read (then says so).
    fn still_loading(&mut self, name: &str) -> bool {
        let Some(loading) = &self.files.loading else {
            return false;
        };
        self.error(t!(
            "files-still-reading",
            reading = &loading.name,
            name = name
        ));
        true
    }

    fn start_loading(
        &mut self,
        name: String,
        path: PathBuf,
        size: Option<u64>,
        result: Receiver<Result<Opened, String>>,
    ) {
        self.files.picker = None;
        self.files.loading = Some(Loading {
            name,
            path,
            size,
            started: Instant::now(),
            result,
        });
    }

    /// Runs `write` in the background and reports its outcome in the banner.
    pub(in crate::app) fn save_in_background(
        &mut self,
        work: impl FnOnce() -> Result<String, String> + Send + 'static,
    ) {
        let result = spawn(work);
        self.files.jobs.push(Job { result });
    }

    /// Writes `text` to `path` off the window's thread, and says "Saved name" or why not.
    pub(in crate::app) fn save_text_in_background(&mut self, path: PathBuf, text: String) {
        let name = crate::app::shell::file_names::display_name(&path);
        self.save_in_background(move || {
            crate::app::shell::write_out::write_out(&path, text.as_bytes())
                .map(|()| t!("views-lecture-saved", name = &name))
                .map_err(|e| t!("files-could-not-save", name = &name, reason = e.to_string()))
        });
    }

    /// "Reading hw.dat… 2.1 s" while a file is read.
    pub(in crate::app) fn files_progress_ui(&mut self, ui: &mut egui::Ui) {
        if let Some(loading) = &self.files.loading {
            ui.horizontal(|ui| {
                ui.spinner();
                let seconds = number::fixed(loading.started.elapsed().as_secs_f64(), 1);
                ui.label(match loading.size {
                    Some(size) => t!(
                        "files-reading-with-size",
                        name = &loading.name,
                        megabytes = number::fixed(size as f64 / 1e6, 1),
                        seconds = seconds
                    ),
                    None => t!("files-reading", name = &loading.name, seconds = seconds),
                });
            });
        }
        if !self.files.jobs.is_empty() {
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label_formula(t!("files-saving"));
            });
        }
    }

    /// The feature picker: which two features of a file to plot and learn on.
    pub(in crate::app) fn picker_ui(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        let Some(picker) = &mut self.files.picker else {
            return;
        };
        let names = &picker.loaded.feature_names;
        let dim = picker.loaded.data.dim();
        let label = |i: usize| names.get(i - 1).cloned().unwrap_or_else(|| format!("x{i}"));
        let mut action = None;
        egui::Window::new(t!("files-picker-title"))
            .collapsible(false)
            .resizable(false)
            .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
            .show(ctx, |ui| {
                ui.label_formula(t!(
                    "files-picker-explanation",
                    name = &picker.name,
                    count = picker.loaded.data.len().to_string(),
                    dim = dim.to_string()
                ));
                egui::Grid::new("features").show(ui, |ui| {
                    // The combo boxes' ids stay the same in every language.
                    for (axis, id, chosen) in [
                        (t!("files-picker-across"), "Across (x₁)", &mut picker.x),
                        (t!("files-picker-up"), "Up (x₂)", &mut picker.y),
                    ] {
                        ui.label(axis);
                        egui::ComboBox::from_id_salt(id)
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
                    ui.colored_label(ui.visuals().error_fg_color, t!("files-pick-different"));
                }
                ui.horizontal(|ui| {
                    if ui
                        .add_enabled(!same, egui::Button::new(t!("files-plot-these")))
                        .clicked()
                    {
                        action = Some(ClassroomAction::PickFeatures {
                            x: picker.x,
                            y: picker.y,
                        });
                    }
                    if ui.button(t!("files-cancel")).clicked() {
                        action = Some(ClassroomAction::CancelPick);
                    }
                });
            });
        if let Some(action) = action {
            commands.push(Command::Classroom(action));
        }
    }
}

/// What a file's labels are read as: classes in the Several classes workspace, else two labels.
pub(in crate::app) fn label_column(workspace: Workspace) -> LabelColumn {
    if workspace == Workspace::Multiclass {
        LabelColumn::Classes
    } else {
        LabelColumn::Binary
    }
}

impl Classroom {
    /// Opens the first file dropped on the window this frame (its labels read as `workspace`
    /// uses them).
    pub(in crate::app) fn take_dropped_files(&mut self, ctx: &egui::Context, workspace: Workspace) {
        let dropped = ctx.input(|i| i.raw.dropped_files.clone());
        let Some(file) = dropped.first() else {
            return;
        };
        let name = display_name(file.path());
        // The desktop gives a path; the browser gives the content, later.
        #[cfg(not(target_arch = "wasm32"))]
        self.open_path(file.path().to_path_buf(), label_column(workspace));
        // The page's content comes later, and is read as the workspace shown then uses labels.
        #[cfg(target_arch = "wasm32")]
        {
            let _ = workspace;
            self.open_dropped(Arc::clone(file));
        }
        if dropped.len() > 1 {
            self.info(t!(
                "files-dropped-many",
                count = dropped.len().to_string(),
                name = name
            ));
        }
    }

    /// Takes what finished in the background: a dialog's answer (as `commands`), a save (said
    /// in the banner), and a file read, handed back with its path and name.
    pub(in crate::app) fn poll_files(
        &mut self,
        ctx: &egui::Context,
        commands: &mut Vec<Command>,
    ) -> Option<(PathBuf, String, Result<Opened, String>)> {
        self.poll_file_dialog(commands);
        let mut read = None;
        if let Some(loading) = &self.files.loading {
            match loading.result.try_recv() {
                Ok(result) => {
                    read = self
                        .files
                        .loading
                        .take()
                        .map(|loading| (loading.path, loading.name, result));
                }
                Err(TryRecvError::Empty) => {}
                Err(TryRecvError::Disconnected) => {
                    let name = loading.name.clone();
                    self.files.loading = None;
                    self.error(t!("files-reading-stopped", name = name));
                }
            }
        }
        let mut finished = Vec::new();
        self.files.jobs.retain(|job| match job.result.try_recv() {
            Ok(result) => {
                finished.push(result);
                false
            }
            Err(TryRecvError::Empty) => true,
            Err(TryRecvError::Disconnected) => {
                finished.push(Err(t!("files-save-stopped").to_owned()));
                false
            }
        });
        for result in finished {
            match result {
                Ok(text) => self.info(text),
                Err(text) => self.error(text),
            }
        }
        if self.files.is_busy() {
            ctx.request_repaint_after(Duration::from_millis(50));
        }
        read
    }
}
