//! Lessons ↔ the window: [`App::lesson`] takes the points, the learner's settings and seed, the
//! step t, the target f, the view and the window's preferences; [`App::apply_lesson`] puts
//! them back, replaying the run from its seed to the same t (as [`Lesson::replay`] does).
//!
//! The last state comes back when the app restarts: it is saved as a lesson in the app's data
//! directory (atomically, when eframe saves its preferences: every 30 s and on exit). An
//! autosave that cannot be read never stops the app from starting: it is kept aside under
//! another name, the banner says so, and the window starts empty.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::lesson::{Lesson, View};

use super::document::{Document, Label, Point};
use super::files::display_name;
use super::geometry::PlotRect;
use super::{App, Prefs};

/// The autosave's file name in the app's data directory.
pub const AUTOSAVE_NAME: &str = "last-session.linlab";

/// What a lesson keeps of the window besides the core's state (its `app` field).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
struct WindowState {
    prefs: Option<Prefs>,
    presentation: bool,
    show_target: bool,
    feature_names: Option<[String; 2]>,
    lesson_path: Option<PathBuf>,
}

/// Where the autosave lives: `$XDG_DATA_HOME/linlab/` (eframe's storage directory).
pub fn default_autosave_path() -> Option<PathBuf> {
    eframe::storage_dir("linlab").map(|dir| dir.join(AUTOSAVE_NAME))
}

impl App {
    /// The window's state as a lesson.
    pub fn lesson(&self) -> Lesson {
        let mut lesson = Lesson {
            settings: self.prefs.learner.clone(),
            t: self.learner.as_deref().map_or(0, |l| l.counters().updates),
            target: self.classroom.target.f.clone(),
            view: self.plane.view_in_plot().map(|v| View {
                x: [v.min.x, v.max.x],
                y: [v.min.y, v.max.y],
            }),
            ..Lesson::default()
        };
        lesson.points = self
            .doc
            .points()
            .iter()
            .map(|p| [p.x.x, p.x.y, p.label.y()])
            .collect();
        let window = WindowState {
            prefs: Some(self.prefs.clone()),
            presentation: self.classroom.presentation,
            show_target: self.classroom.target.show,
            feature_names: Some(self.classroom.files.feature_names.clone()),
            lesson_path: self.classroom.lesson_path.clone(),
        };
        lesson.app = serde_json::to_value(window).unwrap_or_default();
        lesson
    }

    /// Puts a lesson's state in the window: the points (as one undoable edit when `undoable`),
    /// the preferences and settings, the learner replayed from its seed to step t, the target
    /// and the view.
    pub fn apply_lesson(&mut self, lesson: Lesson, undoable: bool) {
        let window: WindowState = serde_json::from_value(lesson.app.clone()).unwrap_or_default();
        if let Some(prefs) = window.prefs {
            self.prefs = prefs;
        }
        self.prefs.learner = lesson.settings.clone();
        self.classroom.presentation = window.presentation;
        if let Some(names) = window.feature_names {
            self.classroom.files.feature_names = names;
        }
        let points: Vec<Point> = lesson
            .points
            .iter()
            .map(|p| Point::new(p[0], p[1], Label::from_y(p[2])))
            .collect();
        if undoable {
            self.replace_points(points);
        } else {
            // Lessons are checked when read: the points are finite with labels ±1.
            self.doc = Document::with_points(points).unwrap_or_default();
            self.reset_learner();
        }
        // The same loop as `Lesson::replay`, on the document's points, recorded in the timeline
        // so the class can step back from where the lesson stopped.
        if self.learner.is_some() {
            self.ensure_timeline();
        }
        if let Some(learner) = self.learner.as_deref_mut() {
            let data = self.doc.data();
            while learner.counters().updates < lesson.t && learner.stopped().is_none() {
                let step = learner.step(data);
                self.run.record(learner, &step);
                self.last_step = Some(step);
            }
        }
        self.classroom.target.set(lesson.target.clone());
        self.classroom.target.show = window.show_target || lesson.target.is_some();
        match lesson.view {
            Some(v) => self.plane.request_view(PlotRect::new(
                glam::DVec2::new(v.x[0], v.y[0]),
                glam::DVec2::new(v.x[1], v.y[1]),
            )),
            None => self.plane.request_fit(),
        }
    }

    /// Saves the lesson to `path`, atomically, in the background.
    pub(super) fn save_lesson_to(&mut self, path: PathBuf) {
        let lesson = self.lesson();
        let name = display_name(&path);
        self.classroom.lesson_path = Some(path.clone());
        self.save_in_background(move || {
            lesson
                .save(&path)
                .map(|()| format!("Saved the lesson to {name}."))
                .map_err(|e| format!("Could not save {name}: {e}. The old file is unchanged."))
        });
    }

    /// The app as it was when it last closed: the autosave at `path` if there is one (a
    /// broken one is moved aside and the window starts empty, saying why), else `prefs` and
    /// their preset.
    pub fn restored(prefs: Prefs, path: Option<PathBuf>) -> Self {
        let Some(path) = path else {
            let points = prefs.preset.points();
            return Self::with_points(prefs, points);
        };
        if !path.exists() {
            let points = prefs.preset.points();
            let mut app = Self::with_points(prefs, points);
            app.classroom.autosave_path = Some(path);
            return app;
        }
        let mut app = match Lesson::load(&path) {
            Ok(lesson) => {
                let mut app = Self::with_points(prefs, Vec::new());
                app.apply_lesson(lesson, false);
                let window: WindowState = serde_json::from_value(app.lesson().app)
                    .ok()
                    .unwrap_or_default();
                app.classroom.lesson_path = window.lesson_path;
                app
            }
            Err(e) => {
                let mut app = Self::with_points(prefs, Vec::new());
                let kept = keep_aside(&path);
                let kept = kept.map_or_else(
                    || "It could not be kept aside and will be replaced.".to_owned(),
                    |k| format!("It was kept as {}.", k.display()),
                );
                app.classroom.error(format!(
                    "The last session could not be restored ({e}). {kept} Starting empty."
                ));
                app
            }
        };
        app.classroom.autosave_path = Some(path);
        app
    }

    /// Writes the autosave now (eframe's save calls it). Returns where, if anywhere.
    pub fn autosave(&mut self) -> Option<std::io::Result<PathBuf>> {
        let path = self.classroom.autosave_path.clone()?;
        // The lesson's own path is in it, so Ctrl+S still saves there after a restart.
        let lesson = self.lesson();
        if let Some(dir) = path.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        Some(lesson.save(&path).map(|()| path))
    }
}

/// Renames a broken autosave to `<name>.broken-<seconds>` so the next autosave does not
/// overwrite what may still be recovered by hand.
fn keep_aside(path: &Path) -> Option<PathBuf> {
    let seconds = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let mut name = path.as_os_str().to_owned();
    name.push(format!(".broken-{seconds}"));
    let aside = PathBuf::from(name);
    std::fs::rename(path, &aside).ok().map(|()| aside)
}
