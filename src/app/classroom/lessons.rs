//! Lessons ↔ the window: [`App::lesson`] takes the points, the learner's settings and seed, the
//! step t, the target f, the view and the settings a lesson carries; [`App::apply_lesson`], the
//! one door for a state into the window, puts them back, replaying the run from its seed to the
//! same t (as [`Lesson::replay`] does). A lesson's link is the same state as text, and a link,
//! its `#lesson=` part or a lesson's JSON opens as an opened lesson file would.
//!
//! The last state comes back when the app restarts: it is saved as a lesson in the app's data
//! directory (atomically, when eframe saves its preferences: every 30 s and on exit). An
//! autosave that cannot be read never stops the app from starting: it is kept aside under
//! another name, the banner says so, and the window starts empty.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::lesson::{Lesson, View};
use crate::link::MARKER;
use crate::script::Script;
use crate::t;

use crate::app::App;
use crate::app::document::{Document, Edit, EditId, Label, Point};
use crate::app::drawing::geometry::PlotRect;
use crate::app::prefs::Prefs;
use crate::app::shell::file_names::display_name;
use crate::app::shell::room::Places;

/// The autosave's file name in the app's data directory.
#[cfg(not(target_arch = "wasm32"))]
pub const AUTOSAVE_NAME: &str = "last-session.linlab";

/// What a lesson keeps of the window besides the core's state (its `app` field). The viewer's
/// own settings are not in it: older lessons' `presentation` and their preferences' language,
/// theme and zoom are read past. The core reads its part of it as a
/// [`WindowPart`](crate::lesson::WindowPart) (the tests below check that it reads what this wrote).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(default)]
struct WindowState {
    prefs: Option<Prefs>,
    show_target: bool,
    feature_names: Option<[String; 2]>,
    /// Where the lesson was opened from or saved to (the autosave keeps it, so that Ctrl+S
    /// still saves there after a restart); a lecture's scene has none.
    #[serde(skip_serializing_if = "Option::is_none")]
    lesson_path: Option<PathBuf>,
    /// Each point's own class (the Several classes workspace), when any point has one.
    #[serde(skip_serializing_if = "Option::is_none")]
    classes: Option<Vec<Option<usize>>>,
    /// The classes' names as a file had them.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    class_names: Vec<String>,
    /// Where the workspace shown stands (K-means' centres clicked and half steps, several
    /// classes' steps), each a [`Place`](crate::lesson::window::Place) under its own key,
    /// written and read by the workspace itself.
    #[serde(flatten)]
    places: Places,
}

/// Where the autosave lives: `$XDG_DATA_HOME/linlab/` (eframe's storage directory). The web
/// page has no files: it keeps the session in local storage instead.
#[cfg(not(target_arch = "wasm32"))]
pub fn default_autosave_path() -> Option<PathBuf> {
    eframe::storage_dir("linlab").map(|dir| dir.join(AUTOSAVE_NAME))
}

/// Undo and Redo whole for a lesson (one opened, a lecture's scene): beside the edit that
/// replaced the points, the whole state on its other side — before it while it is done (what
/// Undo brings back), and what the undo took away while it is undone (what Redo brings back):
/// the points come back through the document, the workspace, the learners and their t, the
/// target, the view and each room's place from here. Crossing the edit keeps the side it left,
/// so Undo and Redo can go back and forth, at any depth of the history.
#[derive(Default)]
pub struct LessonUndo {
    /// By the document's edit that put a lesson in: the whole state on its other side.
    other_side: BTreeMap<EditId, Box<Lesson>>,
}

impl LessonUndo {
    /// Keeps `state`, the window on the other side of edit `id`, and forgets the states of
    /// edits the document no longer holds (a new edit cleared the redo, the history was
    /// trimmed).
    fn keep(&mut self, id: EditId, state: Lesson, doc: &Document) {
        self.other_side.retain(|&kept, _| doc.holds(kept));
        self.other_side.insert(id, Box::new(state));
    }

    /// The state on the other side of edit `id`, if a lesson put that edit in.
    fn take(&mut self, id: Option<EditId>) -> Option<(EditId, Lesson)> {
        let id = id?;
        self.other_side.remove(&id).map(|state| (id, *state))
    }
}

/// Which way the history is crossed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Crossing {
    Undo,
    Redo,
}

/// Where a lesson's points come from when it is put in the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonPoints {
    /// Replace the points as one edit; Undo brings the whole previous state back.
    Undoable,
    /// A fresh document (the start of the app).
    Fresh,
    /// The points are in place already (Undo restored them).
    InPlace,
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

    /// Opens the lesson in `text` (a link, its `#lesson=` part, or a lesson's JSON).
    pub fn open_lesson_text(&mut self, text: &str) {
        if crate::link::asks_for_access(text) {
            self.viewer.turn_access_on();
        }
        if crate::link::is_script_link(text) || Script::is_script_text(text) {
            match Script::from_link(text, t!("files-link-name")) {
                Ok(script) => self.apply_lecture(crate::app::command::LectureAction::Open {
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

    /// The window's state as a lesson, with the path it was opened from or saved to.
    pub fn lesson(&self) -> Lesson {
        self.state_as_lesson(self.classroom.lesson_path.clone())
    }

    /// The window's state as a lecture's scene keeps it: a lesson without a path.
    pub(in crate::app) fn scene_state(&self) -> Lesson {
        self.state_as_lesson(None)
    }

    fn state_as_lesson(&self, lesson_path: Option<PathBuf>) -> Lesson {
        let classify = self.classify();
        let window = WindowState {
            prefs: Some(self.prefs.clone()),
            show_target: classify.target.show,
            feature_names: Some(self.classroom.files.feature_names.clone()),
            lesson_path,
            classes: self
                .doc
                .points()
                .iter()
                .any(|p| p.class.is_some())
                .then(|| self.doc.points().iter().map(|p| p.class).collect()),
            class_names: self.class_names().to_vec(),
            places: {
                // Where the workspace shown stands.
                let mut places = Places::new();
                self.shown_room().save_place(&mut places);
                places
            },
        };
        Lesson {
            points: self.doc.rows(),
            settings: self.prefs.classify.learner.clone(),
            t: classify.shown_t().unwrap_or(0),
            compare: classify.compared().map(|r| r.settings().clone()),
            compare_t: classify.compared().and_then(|r| r.shown_t()).unwrap_or(0),
            target: classify.target.f.clone(),
            view: self.plane.view_in_plot().map(|v| View {
                x: [v.min.x, v.max.x],
                y: [v.min.y, v.max.y],
            }),
            app: serde_json::to_value(window).unwrap_or_default(),
            ..Lesson::default()
        }
    }

    /// The one door for a state into the window (a lesson opened, a lecture's scene, the
    /// session restored): the points (see [`LessonPoints`]), the settings a lesson carries,
    /// both runs built once and replayed from their seeds to their t (in the background when that
    /// takes long), the target, the view and each workspace's place. The viewer's language,
    /// theme, text size and presentation mode are not a lesson's and stay as they are.
    pub fn apply_lesson(&mut self, lesson: Lesson, points: LessonPoints) {
        let previous = (points == LessonPoints::Undoable).then(|| self.lesson());
        let last_edit = self.doc.to_undo();
        let window: WindowState = serde_json::from_value(lesson.app).unwrap_or_default();
        if let Some(prefs) = window.prefs {
            self.prefs = prefs;
        }
        self.prefs.classify.learner = lesson.settings.clone();
        self.prefs.classify.compare = lesson.compare.clone();
        if let Some(names) = window.feature_names {
            self.classroom.files.feature_names = names;
        }
        let mut new_points: Vec<Point> = lesson
            .points
            .iter()
            .map(|p| Point::new(p[0], p[1], Label::from_y(p[2])))
            .collect();
        if let Some(classes) = window.classes.filter(|c| c.len() == new_points.len()) {
            for (point, class) in new_points.iter_mut().zip(classes) {
                point.class = class.filter(|&k| k < crate::app::drawing::shapes::MAX_GROUPS);
            }
        }
        self.set_class_names(window.class_names);
        self.runner.stop();
        match points {
            // One undoable edit; the runs are built below, not rebound to the new points.
            LessonPoints::Undoable => {
                let before = self.doc.points().to_vec();
                if self
                    .doc
                    .apply(Edit::Replace {
                        before,
                        after: new_points,
                    })
                    .is_ok()
                {
                    self.forget_gone_points();
                }
            }
            // Lessons are checked when read: the points are finite with labels ±1.
            LessonPoints::Fresh => {
                self.doc = Document::with_points(new_points).unwrap_or_default();
            }
            LessonPoints::InPlace => {}
        }
        let mut settings = vec![lesson.settings];
        let mut targets = vec![lesson.t];
        if let Some(compare) = lesson.compare {
            settings.push(compare);
            targets.push(lesson.compare_t);
        }
        let mode = self.runner.mode();
        let (classify, doc, _) = self.classify_parts();
        let put = classify.put_runs(settings, targets, doc.data(), mode);
        classify.target.show = window.show_target || lesson.target.is_some();
        classify.target.set(lesson.target);
        match put {
            Ok(notes) => self.note_all(notes),
            Err(why) => self.classroom.error(why),
        }
        match lesson.view {
            Some(v) => self.plane.request_view(PlotRect::new(
                glam::DVec2::new(v.x[0], v.y[0]),
                glam::DVec2::new(v.x[1], v.y[1]),
            )),
            None => self.plane.request_fit(),
        }
        self.in_shown_room(|room, shared| room.restore_place(&window.places, shared));
        // Only an edit recorded has an other side (the same points replaced record nothing).
        if let Some(previous) = previous
            && let Some(id) = self.doc.to_undo().filter(|&id| Some(id) != last_edit)
        {
            self.undo_lesson.keep(id, previous, &self.doc);
        }
    }

    /// A lecture's scene, put in through the one door: its points as an undoable edit when they
    /// differ from the points shown, else in place.
    pub(in crate::app) fn put_scene(&mut self, state: Lesson) {
        let points = if self.doc.has_rows(&state.points) {
            LessonPoints::InPlace
        } else {
            LessonPoints::Undoable
        };
        self.apply_lesson(state, points);
    }

    /// Undo: the last edit taken back, whole if a lesson put it in.
    pub(in crate::app) fn undo(&mut self) {
        match self.undo_lesson.take(self.doc.to_undo()) {
            Some((id, before)) => self.cross_lesson(id, before, Crossing::Undo),
            None if self.doc.undo() => self.after_edit(),
            None => {}
        }
    }

    /// Redo: the last edit undone brought back, whole if a lesson put it in.
    pub(in crate::app) fn redo(&mut self) {
        match self.undo_lesson.take(self.doc.to_redo()) {
            Some((id, after)) => self.cross_lesson(id, after, Crossing::Redo),
            None if self.doc.redo() => self.after_edit(),
            None => {}
        }
    }

    /// Crosses a lesson's edit `id`: the points through the document's undo or redo, and
    /// everything else from `state`, the other side; the side left is kept for the way back.
    fn cross_lesson(&mut self, id: EditId, state: Lesson, crossing: Crossing) {
        let left = self.lesson();
        let crossed = match crossing {
            Crossing::Undo => self.doc.undo(),
            Crossing::Redo => self.doc.redo(),
        };
        if !crossed {
            return;
        }
        let path = previous_path(&state);
        self.apply_lesson(state, LessonPoints::InPlace);
        self.classroom.lesson_path = path;
        if crossing == Crossing::Undo {
            self.classroom.info(t!("files-undo-lesson"));
        }
        self.undo_lesson.keep(id, left, &self.doc);
    }

    /// Saves the lesson to `path`, atomically, in the background.
    pub(in crate::app) fn save_lesson_to(&mut self, path: PathBuf) {
        let lesson = self.lesson();
        let name = display_name(&path);
        self.classroom.lesson_path = Some(path.clone());
        self.classroom.save_in_background(move || {
            crate::app::shell::write_out::write_out(&path, lesson.to_json().as_bytes())
                .map(|()| t!("files-saved-lesson", name = &name))
                .map_err(|e| t!("files-could-not-save", name = &name, reason = e.to_string()))
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
            Ok(lesson) => Self::with_lesson(prefs, lesson),
            Err(e) => {
                let mut app = Self::with_points(prefs, Vec::new());
                let kept = keep_aside(&path);
                let kept = kept.map_or_else(
                    || t!("files-autosave-not-kept").to_owned(),
                    |k| t!("files-autosave-kept", path = k.display().to_string()),
                );
                app.classroom.error(t!(
                    "files-autosave-broken",
                    reason = e.to_string(),
                    kept = kept
                ));
                app
            }
        };
        app.classroom.autosave_path = Some(path);
        app
    }

    /// The app showing `lesson`, replayed to its t (the window's settings from the lesson,
    /// else `prefs`).
    pub fn with_lesson(prefs: Prefs, lesson: Lesson) -> Self {
        let mut app = Self::with_points(prefs, Vec::new());
        let path = previous_path(&lesson);
        app.apply_lesson(lesson, LessonPoints::Fresh);
        app.classroom.lesson_path = path;
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

/// The lesson path a lesson's window state names.
fn previous_path(lesson: &Lesson) -> Option<PathBuf> {
    serde_json::from_value::<WindowState>(lesson.app.clone())
        .ok()
        .and_then(|w| w.lesson_path)
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

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;

    use super::*;
    use crate::app::command::Command;
    use crate::app::prefs::{ClusterPrefs, MAX_K, MulticlassPrefs, Start};
    use crate::learn::Algorithm;
    use crate::lesson::window::{
        ClusterPart, ClusterStart, KMeansPlace, MulticlassPart, MulticlassPlace, TransformPlace,
    };
    use crate::lesson::{WindowPart, Workspace};
    use crate::multiclass::Method;
    use crate::script::fields::SceneValues;
    use crate::script::{Check, Quantity, Scene, Script};

    /// Two clouds of four points each, one of each label.
    fn points() -> Vec<Point> {
        let below = [[0.0, 0.0], [1.0, 0.5], [0.5, 1.0], [1.5, 0.0]];
        let above = [[4.0, 4.0], [5.0, 4.5], [4.5, 5.0], [5.5, 3.5]];
        (below.iter().map(|p| (p, -1.0)))
            .chain(above.iter().map(|p| (p, 1.0)))
            .map(|(p, y)| Point::new(p[0], p[1], Label::from_y(y)))
            .collect()
    }

    /// The window on [`points`] showing `workspace`, one step on.
    fn window_in(workspace: Workspace, prefs: Prefs) -> Harness<'static, App> {
        let app = App::with_points(prefs, points());
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_eframe(move |_cc| app);
        harness.run_steps(2);
        harness
            .state_mut()
            .push_command(Command::SetWorkspace(workspace));
        harness.run_steps(2);
        harness.state_mut().push_command(Command::Step);
        harness.run_steps(4);
        harness
    }

    /// A scene as a lecture keeps it: written into a script's file and read back.
    fn saved_scene(app: &App) -> Lesson {
        let script = Script {
            scenes: vec![Scene::of(app.scene_state())],
            ..Script::default()
        };
        let back = Script::from_json(&script.to_json(), "scene").expect("the script reads");
        back.scenes[0].state.clone()
    }

    #[test]
    fn a_scene_saved_in_each_workspace_is_read_by_the_script_as_that_workspace() {
        for &workspace in Workspace::ALL {
            let harness = window_in(workspace, Prefs::default());
            let app = harness.state();
            assert_eq!(app.prefs().workspace, workspace);
            let state = saved_scene(app);
            let window = state.window();
            assert_eq!(window.workspace(), workspace);
            // A lesson's file reads the same.
            let lesson = Lesson::from_json(&app.lesson().to_json(), "lesson").expect("reads");
            assert_eq!(lesson.window().workspace(), workspace);
            // Each workspace's own fields and tasks, and no other's.
            let values = SceneValues::of(&state);
            let is = |w: Workspace| workspace == w;
            // The learner's fields: Classify's in X, the Transform workspace's in Z.
            assert_eq!(
                values.named("w").is_some(),
                is(Workspace::Classify) || is(Workspace::Transform),
                "{workspace:?}"
            );
            assert_eq!(
                values.named("d_tilde").is_some(),
                is(Workspace::Transform),
                "{workspace:?}"
            );
            // K: the clusters of K-means, or the points held out for validation in Fit.
            assert_eq!(
                values.named("K").is_some(),
                is(Workspace::Cluster) || is(Workspace::Fit),
                "{workspace:?}"
            );
            assert_eq!(
                !values.fill("{{u:1}}").ends_with('?'),
                is(Workspace::Pca),
                "{workspace:?}"
            );
            let problems = Check::PredictNumber {
                quantity: Quantity::Problems,
                within: 0.0,
            };
            assert_eq!(
                crate::script::task::reference(&state, &problems).is_ok(),
                is(Workspace::Multiclass),
                "{workspace:?}"
            );
            // Where the workspace shown stands, as the window wrote it.
            match workspace {
                Workspace::Cluster => {
                    let place = window.place::<KMeansPlace>().expect("K-means' place");
                    assert_eq!(place.t, app.cluster().shown_steps().len());
                    assert!(place.t > 0, "the step was made");
                }
                Workspace::Multiclass => {
                    let place = window.place::<MulticlassPlace>().expect("the steps");
                    assert_eq!(place.t, app.multiclass().t() as u64);
                    assert!(place.t > 0, "the step was made");
                }
                Workspace::Dichotomies => {
                    assert!(window.places.contains_key("dichotomies"), "its place");
                }
                Workspace::Transform => {
                    let place = window.place::<TransformPlace>().expect("the t in Z");
                    let learner = app.transform().learners().primary().learner();
                    assert_eq!(Some(place.t), learner.map(|l| l.counters().updates));
                    assert!(place.t > 0, "the step was made");
                }
                Workspace::Classify | Workspace::Pca | Workspace::Fit | Workspace::Bins => {
                    assert!(window.place::<KMeansPlace>().is_none());
                    assert!(window.place::<MulticlassPlace>().is_none());
                }
            }
        }
    }

    #[test]
    fn a_fit_scene_of_the_settings_draw_has_exact_e_out_in_the_window_and_the_core() {
        let prefs = Prefs {
            workspace: Workspace::Fit,
            ..Prefs::default()
        };
        let part = crate::lesson::fit::FitPart::from(&prefs.fit);
        let draw = part.draw().points;
        let points = (draw.x.iter().zip(&draw.y))
            .map(|(&x, &y)| Point::new(x, y, Label::Positive))
            .collect();
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_eframe(move |_cc| App::with_points(prefs, points));
        harness.run_steps(3);
        let app = harness.state();
        let fits = app.fit().fits().expect("the fits");
        let state = saved_scene(app);
        assert_eq!(state.window().prefs.fit, part);
        let values = SceneValues::of(&state);
        for (k, fit) in fits.fits.iter().enumerate() {
            let e_out = fit.e_out.expect("exact: the points are the settings' draw");
            let written = crate::script::fields::Value::Number(e_out).written(Some(6));
            assert_eq!(
                values.fill(&format!("{{{{E_out_g:{}|6}}}}", k + 1)),
                written
            );
        }
    }

    #[test]
    fn the_core_reads_the_settings_the_window_wrote_and_takes_the_windows_defaults() {
        let prefs = Prefs {
            cluster: ClusterPrefs {
                k: 4,
                start: Start::PlusPlus,
                seed: 7,
                ..ClusterPrefs::default()
            },
            multiclass: MulticlassPrefs {
                method: Method::Ovo,
                algorithm: Algorithm::Pocket,
                epochs: 9,
                ..MulticlassPrefs::default()
            },
            ..Prefs::default()
        };
        let app = App::with_points(prefs, points());
        let window = saved_scene(&app).window();
        let cluster = ClusterPart {
            k: 4,
            start: ClusterStart::PlusPlus,
            seed: 7,
        };
        assert_eq!(window.prefs.cluster, cluster);
        let multiclass = MulticlassPart {
            method: Method::Ovo,
            algorithm: Algorithm::Pocket,
            epochs: 9,
        };
        assert_eq!(window.prefs.multiclass, multiclass);
        // Where a lesson says nothing, the core assumes what the window does.
        let (cluster, part) = (ClusterPrefs::default(), ClusterPart::default());
        assert_eq!((cluster.k, cluster.seed), (part.k, part.seed));
        assert_eq!(cluster.start, Start::Random);
        assert_eq!(part.start, ClusterStart::Random);
        assert_eq!(MAX_K, ClusterPart::MAX_K);
        let multiclass = MulticlassPrefs::default();
        assert_eq!(
            MulticlassPart::default(),
            MulticlassPart {
                method: multiclass.method,
                algorithm: multiclass.algorithm,
                epochs: multiclass.epochs,
            }
        );
        assert_eq!(WindowPart::default().workspace(), Workspace::default());
        assert_eq!(Prefs::default().workspace, Workspace::default());
        // Each start the window writes is the core's.
        for (start, core) in [
            (Start::Random, ClusterStart::Random),
            (Start::PlusPlus, ClusterStart::PlusPlus),
            (Start::Clicked, ClusterStart::Clicked),
        ] {
            let written = serde_json::to_value(start).expect("JSON");
            assert_eq!(
                serde_json::from_value::<ClusterStart>(written).ok(),
                Some(core)
            );
        }
    }
}
