//! What a lecture does with an action or a frame, decided on its own state and what it sees of
//! the window: the scene to put in place, the steps to play into the next one, the messages and
//! files — as [`Effect`]s the window applies (`window.rs`).

use std::path::PathBuf;

use crate::app::command::ClassroomAction;
use crate::app::command::Command;
use crate::app::shell::message::Wording;
use crate::lesson::Lesson;
use crate::script::{Highlight, Panel, Reply, Scene, Script, Text};
use crate::t;

use super::{Animation, Lecture};
use crate::app::command::{LectureAction, ScriptEdit, TaskAction};

/// What the window does for the lecture.
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Put this state in the window and bring these panels forward.
    Put {
        state: Box<Lesson>,
        panels: Vec<Panel>,
    },
    Command(Command),
    Info(String),
    /// Information in any language (the banner follows the window's language).
    Notice(Wording),
    /// The lecture's notice leaves the banner, if the banner still shows it: the lecture closed.
    EndNotice,
    Error(String),
    /// Put this text on the clipboard.
    Copy(String),
    /// Write the script's JSON to this file (in the background).
    Save {
        path: PathBuf,
        json: String,
    },
    /// Fetch this built-in lecture beside the web page, then open it.
    #[cfg(target_arch = "wasm32")]
    Fetch(&'static str),
}

/// What the lecture sees of the window when it acts, each part read only when an action needs
/// it: a Next reads only whether the window still shows the scene it leaves.
pub trait Window {
    /// The window's state, as a scene keeps it (for a new scene, the editor, an exercise).
    fn state(&self) -> Lesson;
    /// Whether the window shows `state`'s points and its first learner at its t.
    fn shows(&self, state: &Lesson) -> bool;
    /// The point selected on the plane.
    fn selected(&self) -> Option<usize>;
}

/// A window's state written out: what tests give the lecture to see.
#[cfg(test)]
pub struct Seen {
    /// The window's state, as a scene would keep it.
    pub state: Lesson,
    /// The t of the first run shown.
    pub t: Option<u64>,
    /// The point selected on the plane.
    pub selected: Option<usize>,
}

/// What the lecture sees of the window in a frame while it plays steps.
pub struct Pace {
    /// The t of the first run shown.
    pub t: Option<u64>,
    /// Whether the first run can take another step.
    pub can_step: bool,
    /// Whether a lesson's replay is going on in the background.
    pub replaying: bool,
    /// Seconds since the last frame.
    pub dt: f64,
    /// The window's points, as a lesson writes them.
    pub points: Vec<[f64; 3]>,
}

#[cfg(test)]
impl Window for Seen {
    fn state(&self) -> Lesson {
        self.state.clone()
    }

    fn shows(&self, state: &Lesson) -> bool {
        self.state.points == state.points
            && self.state.settings == state.settings
            && self.t == Some(state.t)
    }

    fn selected(&self) -> Option<usize> {
        self.selected
    }
}

/// Puts `scene`'s state, or `state` in its place, with the panels the scene outlines.
fn put(scene: &Scene, state: Option<Lesson>) -> Effect {
    let panels = scene
        .highlights
        .iter()
        .filter_map(|h| match h {
            Highlight::Panel { panel } => Some(*panel),
            _ => None,
        })
        .collect();
    Effect::Put {
        state: Box::new(state.unwrap_or_else(|| scene.state.clone())),
        panels,
    }
}

impl Lecture {
    /// Applies `action`; `seen` tells what the window shows, when the action needs it.
    pub fn act(&mut self, action: LectureAction, seen: &dyn Window) -> Vec<Effect> {
        match action {
            // Opening, paging and the stage.
            LectureAction::Open { script, path } => self.open(*script, path),
            LectureAction::OpenBuiltIn(id) => self.open_built_in(id),
            LectureAction::Next => self.go_to(self.scene + 1, Some(seen)),
            LectureAction::Previous => self.previous(),
            LectureAction::GoTo(scene) => self.go_to(scene, None),
            LectureAction::Leave => self.leave(),
            LectureAction::Back => self.go_to(self.scene, None),
            LectureAction::Close => self.close(),
            LectureAction::BlackOut => self.toggle_black_out(),
            LectureAction::TogglePresenter => self.toggle_presenter(),
            // The editor.
            LectureAction::ToggleEditor => self.toggle_editor(),
            LectureAction::New => self.new_script(seen),
            LectureAction::Edit(edit) => self.edit(edit, seen),
            LectureAction::UndoEdit => self.undo_edit(),
            // Saving the script, its link and the exercises' results.
            LectureAction::Save => self.save(),
            LectureAction::SaveTo(path) => self.save_to(path),
            LectureAction::CopyLink => self.copy_link(),
            LectureAction::SaveResults => self.save_results(),
            LectureAction::SaveResultsTo(path) => self.save_results_to(path),
            LectureAction::CopyResults => self.copy_results(),
            // The scene's exercise.
            LectureAction::Task(action) => self.task(action, seen),
        }
    }

    /// The script's link: `page` (the web page's address, or nothing) and `#script=…`.
    pub fn link(&self, page: &str) -> Option<String> {
        let script = self.script.as_ref()?;
        Some(format!(
            "{page}{}{}",
            crate::link::SCRIPT_MARKER,
            script.to_link()
        ))
    }

    fn open(&mut self, script: Script, path: Option<PathBuf>) -> Vec<Effect> {
        let title_text = script.title.clone();
        *self = Lecture {
            script: Some(script),
            path,
            opened_at: Some(web_time::Instant::now()),
            presenter: self.presenter,
            ..Lecture::default()
        };
        let mut effects = self.go_to(0, None);
        match self.take_home_answers() {
            Some(notice) => effects.push(Effect::Notice(notice)),
            None => effects.push(Effect::Notice(
                Wording::message("views-lecture-opened").text("title", title_text),
            )),
        }
        effects
    }

    /// A lecture taken home from a class: each of the student's answers held against its
    /// scene's exercise and revealed, as the class left it. Says whose answers and the score.
    fn take_home_answers(&mut self) -> Option<Wording> {
        let script = self.script.as_ref()?;
        let taken = script.taken_home.as_ref()?;
        for (&k, reply) in &taken.answers {
            if let Some(scene) = script.scenes.get(k) {
                self.exercise.restore_sent(k, scene, reply.clone());
                self.exercise.reveal(k);
            }
        }
        let (right, answered) = self.exercise.score();
        let student = taken.student.clone();
        let exercises = script.scenes.iter().filter(|s| s.task.is_some()).count();
        Some(
            Wording::message("views-lecture-taken-home")
                .words("student", student)
                .count("right", right)
                .count("answered", answered)
                .count("exercises", exercises),
        )
    }

    /// Opens the built-in lecture `id`; one that does not read is an error shown.
    fn open_built_in(&mut self, id: &str) -> Vec<Effect> {
        let Some(built_in) = crate::script::built_in(id) else {
            return Vec::new();
        };
        match built_in.script() {
            Ok(script) => self.open(script, None),
            #[cfg(target_arch = "wasm32")]
            Err(crate::script::ScriptError::NotFetched { .. }) => vec![Effect::Fetch(built_in.id)],
            Err(e) => vec![Effect::Error(t!(
                "views-lecture-could-not-open",
                reason = e.to_string()
            ))],
        }
    }

    /// The scene before, if any (never played into).
    fn previous(&mut self) -> Vec<Effect> {
        match self.scene.checked_sub(1) {
            Some(previous) => self.go_to(previous, None),
            None => Vec::new(),
        }
    }

    /// Sets the script aside to explore the scene's state, ending the steps being played.
    fn leave(&mut self) -> Vec<Effect> {
        let effects = self.finish_animation();
        self.playing = false;
        effects
    }

    fn close(&mut self) -> Vec<Effect> {
        *self = Lecture::default();
        vec![Effect::EndNotice]
    }

    fn toggle_black_out(&mut self) -> Vec<Effect> {
        self.blacked_out = !self.blacked_out;
        Vec::new()
    }

    fn toggle_presenter(&mut self) -> Vec<Effect> {
        self.presenter = !self.presenter;
        Vec::new()
    }

    fn toggle_editor(&mut self) -> Vec<Effect> {
        self.editing = !self.editing;
        Vec::new()
    }

    /// A new script, played and edited, whose one scene is the state shown.
    fn new_script(&mut self, seen: &dyn Window) -> Vec<Effect> {
        let script = Script {
            title: Text::of_message("common-new-lecture"),
            scenes: vec![Scene::of(seen.state())],
            ..Script::default()
        };
        *self = Lecture {
            script: Some(script),
            playing: true,
            editing: true,
            ..Lecture::default()
        };
        Vec::new()
    }

    /// Applies `edit`, keeping the script before it for Undo (keystrokes in one field are one
    /// edit).
    fn edit(&mut self, edit: ScriptEdit, seen: &dyn Window) -> Vec<Effect> {
        let typing = edit.typing_in().map(|(f, l)| (self.scene, f, l));
        if let Some(script) = &mut self.script {
            if typing.is_none() || typing != self.typing {
                self.undo.push(script.clone());
            }
            self.typing = typing;
            self.scene = edit.apply(script, self.scene, seen.state(), seen.selected());
        }
        self.field_values.keep_unchanged(self.script.as_ref());
        Vec::new()
    }

    /// The script before the last edit, the scene kept within it.
    fn undo_edit(&mut self) -> Vec<Effect> {
        self.typing = None;
        if let Some(previous) = self.undo.pop() {
            self.scene = self.scene.min(previous.scenes.len().saturating_sub(1));
            self.script = Some(previous);
        }
        self.field_values.keep_unchanged(self.script.as_ref());
        Vec::new()
    }

    /// Saves to the file the script came from, else asks where.
    fn save(&mut self) -> Vec<Effect> {
        match (&self.script, self.path.clone()) {
            (Some(_), Some(path)) => self.save_to(path),
            (Some(_), None) => vec![Effect::Command(Command::Classroom(
                ClassroomAction::SaveScriptDialog,
            ))],
            (None, _) => Vec::new(),
        }
    }

    fn save_to(&mut self, path: PathBuf) -> Vec<Effect> {
        let Some(script) = &self.script else {
            return Vec::new();
        };
        self.path = Some(path.clone());
        vec![Effect::Save {
            path,
            json: script.to_json(),
        }]
    }

    /// Puts the script's link on the clipboard, saying how long it is.
    fn copy_link(&self) -> Vec<Effect> {
        match self.link(&page_address()) {
            Some(link) => vec![
                Effect::Info(t!(
                    "views-lecture-link-copied",
                    chars = link.len().to_string()
                )),
                Effect::Copy(link),
            ],
            None => Vec::new(),
        }
    }

    /// Asks where to save the exercises' results.
    fn save_results(&self) -> Vec<Effect> {
        vec![Effect::Command(Command::Classroom(
            ClassroomAction::SaveResultsDialog,
        ))]
    }

    fn save_results_to(&self, path: PathBuf) -> Vec<Effect> {
        vec![Effect::Save {
            path,
            json: self.exercise.results_csv(),
        }]
    }

    fn copy_results(&self) -> Vec<Effect> {
        vec![
            Effect::Info(t!("views-task-results-copied").to_owned()),
            Effect::Copy(self.exercise.results_csv()),
        ]
    }

    /// The scene's exercise acts; its Show me puts the answer's points or settings in place.
    fn task(&mut self, action: TaskAction, seen: &dyn Window) -> Vec<Effect> {
        let k = self.scene;
        let Some(scene) = self.script.as_ref().and_then(|s| s.scenes.get(k)) else {
            return Vec::new();
        };
        // A student's page checks against the scene as the lecture wrote it, as the teacher's
        // server does, whatever t its learner stands at.
        let as_written;
        let scene = match &self.words_state {
            Some((j, state)) if *j == k => {
                as_written = Scene {
                    state: state.clone(),
                    ..scene.clone()
                };
                &as_written
            }
            _ => scene,
        };
        let window = || seen.state();
        // Show me of a task answered on the plane or in the controls: the answer's points
        // or settings, in place.
        let mut state = scene.state.clone();
        match self.exercise.act(action, k, scene, &window) {
            Some(Reply::Points(points)) => state.points = points,
            Some(Reply::Settings(settings)) => state.settings = settings,
            Some(Reply::Transform(phi)) => state.set_phi(&phi),
            _ => return Vec::new(),
        }
        vec![put(scene, Some(state))]
    }

    /// Shows scene `index` (if the script has it). Going one scene on (`seen` given) into a
    /// scene that continues the one the window still shows plays the steps in between.
    fn go_to(&mut self, index: usize, seen: Option<&dyn Window>) -> Vec<Effect> {
        let finished = self.finish_animation();
        let Some(script) = &self.script else {
            return finished;
        };
        let Some(scene) = script.scenes.get(index).cloned() else {
            return finished;
        };
        let from = script.scenes.get(self.scene).cloned();
        let mut effects = finished;
        let played_into = self.playing && !effects.is_empty();
        self.playing = true;
        let continues = |from: &Scene| {
            self.scene + 1 == index
                && scene.continues(from)
                && scene.speed() > 0.0
                && (played_into || seen.is_some_and(|seen| seen.shows(&from.state)))
        };
        match from.filter(|from| seen.is_some() && continues(from)) {
            Some(from) => {
                // The next scene's panels and settings at the previous t, then its steps.
                let start = Lesson {
                    t: from.state.t,
                    compare_t: from.state.compare_t,
                    ..scene.state.clone()
                };
                effects.push(put(&scene, Some(start)));
                self.animation = Some(Animation {
                    scene: index,
                    goal_t: scene.state.t,
                    speed: scene.speed(),
                    elapsed: 0.0,
                    steps: 0,
                });
            }
            None => effects.push(put(&scene, None)),
        }
        self.scene = index;
        effects
    }

    /// Ends the steps being played: the scene's exact state.
    fn finish_animation(&mut self) -> Vec<Effect> {
        let Some(animation) = self.animation.take() else {
            return Vec::new();
        };
        self.script
            .as_ref()
            .and_then(|s| s.scenes.get(animation.scene))
            .map(|scene| put(scene, None))
            .into_iter()
            .collect()
    }

    /// A frame while steps are played: one Step each at the scene's speed, until the scene's t
    /// (or the run halts), then the scene's exact state. Points edited meanwhile end the steps
    /// where they are: the viewer took over, and the scene's state would undo the edit.
    pub fn frame(&mut self, pace: Pace) -> Vec<Effect> {
        let Some(mut animation) = self.animation else {
            return Vec::new();
        };
        let scene_points = self
            .script
            .as_ref()
            .and_then(|s| s.scenes.get(animation.scene))
            .map(|scene| &scene.state.points);
        if scene_points != Some(&pace.points) {
            self.animation = None;
            return Vec::new();
        }
        if pace.replaying {
            return Vec::new();
        }
        let t = pace.t.unwrap_or(0);
        if t >= animation.goal_t || !pace.can_step {
            return self.finish_animation();
        }
        animation.elapsed += pace.dt.min(0.1);
        let due = (animation.elapsed * animation.speed).floor() as u64 + 1;
        let steps = due
            .saturating_sub(animation.steps)
            .min(animation.goal_t - t);
        animation.steps += steps;
        self.animation = Some(animation);
        (0..steps).map(|_| Effect::Command(Command::Step)).collect()
    }
}

/// The web page's address (before its `#`), or nothing on the desktop.
fn page_address() -> String {
    #[cfg(target_arch = "wasm32")]
    return crate::app::shell::web::page_address().unwrap_or_default();
    #[cfg(not(target_arch = "wasm32"))]
    String::new()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The first scene's state: two points, PLA at t = 0; the second scene is the same at t = 3.
    fn first() -> Lesson {
        Lesson {
            points: vec![[0.0, 1.0, 1.0], [0.0, -1.0, -1.0]],
            ..Lesson::default()
        }
    }

    /// The window showing `state` at t.
    fn showing(state: Lesson, t: u64) -> Seen {
        Seen {
            state,
            t: Some(t),
            selected: None,
        }
    }

    fn nothing() -> Seen {
        showing(Lesson::default(), 0)
    }

    /// A lecture of the two scenes, opened at the first.
    fn lecture() -> Lecture {
        let script = Script {
            scenes: vec![Scene::of(first()), Scene::of(Lesson { t: 3, ..first() })],
            ..Script::default()
        };
        let mut lecture = Lecture::default();
        let open = LectureAction::Open {
            script: Box::new(script),
            path: None,
        };
        lecture.act(open, &nothing());
        lecture
    }

    /// The t of each state put in place.
    fn puts(effects: &[Effect]) -> Vec<u64> {
        effects
            .iter()
            .filter_map(|e| match e {
                Effect::Put { state, .. } => Some(state.t),
                _ => None,
            })
            .collect()
    }

    fn steps(effects: &[Effect]) -> usize {
        effects
            .iter()
            .filter(|e| matches!(e, Effect::Command(Command::Step)))
            .count()
    }

    /// A frame at t, `dt` after the last, the window showing the scenes' points.
    fn pace(t: u64, dt: f64) -> Pace {
        Pace {
            t: Some(t),
            can_step: true,
            replaying: false,
            dt,
            points: first().points,
        }
    }

    #[test]
    fn next_plays_the_steps_at_the_scene_speed_then_lands_on_its_state() {
        let mut lecture = lecture();
        let effects = lecture.act(LectureAction::Next, &showing(first(), 0));
        assert_eq!(
            puts(&effects),
            [0],
            "the next scene's settings at the t shown"
        );
        let animation = lecture.animation.expect("steps are played");
        assert_eq!((animation.scene, animation.goal_t), (1, 3));
        // 4 updates a second: one at once, then one every quarter of a second.
        assert_eq!(steps(&lecture.frame(pace(0, 0.0))), 1);
        assert_eq!(steps(&lecture.frame(pace(1, 0.1))), 0);
        assert_eq!(steps(&lecture.frame(pace(1, 0.1))), 0);
        assert_eq!(steps(&lecture.frame(pace(1, 0.1))), 1);
        assert!(
            lecture
                .frame(Pace {
                    replaying: true,
                    ..pace(2, 0.1)
                })
                .is_empty()
        );
        let end = lecture.frame(pace(3, 0.0));
        assert_eq!(puts(&end), [3], "the scene's exact state");
        assert!(lecture.animation.is_none());
    }

    #[test]
    fn points_edited_while_steps_play_end_them_and_keep_the_edit() {
        let mut lecture = lecture();
        lecture.act(LectureAction::Next, &showing(first(), 0));
        assert_eq!(steps(&lecture.frame(pace(0, 0.0))), 1);
        let mut edited = pace(1, 0.5);
        edited.points.push([2.0, 2.0, -1.0]);
        assert!(
            lecture.frame(edited).is_empty(),
            "no step, and no scene's state over the edit"
        );
        assert!(lecture.animation.is_none());
        assert!(lecture.frame(pace(1, 0.5)).is_empty());
        assert_eq!((lecture.scene, lecture.playing), (1, true));
    }

    #[test]
    fn a_window_changed_since_the_scene_jumps_and_previous_jumps_back() {
        let mut lecture = lecture();
        let effects = lecture.act(LectureAction::Next, &showing(first(), 2));
        assert_eq!(puts(&effects), [3]);
        assert!(lecture.animation.is_none());
        let effects = lecture.act(LectureAction::Previous, &nothing());
        assert_eq!(puts(&effects), [0]);
        assert_eq!(lecture.scene, 0);
        assert!(lecture.act(LectureAction::Previous, &nothing()).is_empty());
        lecture.act(LectureAction::Leave, &nothing());
        assert!(!lecture.playing && !lecture.takes_page_keys());
        let effects = lecture.act(LectureAction::Back, &nothing());
        assert_eq!(puts(&effects), [0]);
        assert!(lecture.playing);
    }
}
