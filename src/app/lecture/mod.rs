//! Lectures in the window: a [`Script`] played scene by scene like slides — its caption large
//! under the plane, "scene k of n", Previous and Next (buttons, PageUp and PageDown, which
//! presentation clickers send), its question to the class, its highlights on the plane — and
//! written in the window (the editor captures the state shown as a scene).
//!
//! A scene is a whole state, put in the window as a lesson is. Going to the next scene when it
//! continues the one shown (same points and learners, a later t) plays the steps in between at
//! the script's speed, then lands on the scene's exact state; Previous jumps back exactly.
//! Leaving the script keeps the last scene's state to explore; "Back to the script" returns.

pub(super) mod caption;
pub(super) mod editor;
pub(super) mod highlights;
pub(super) mod player;

use std::path::PathBuf;

use crate::app::{Action, App, Command, LessonPoints, SideTab};
use crate::i18n::Language;
use crate::lesson::Lesson;
use crate::script::{Highlight, Panel, Scene, Script};
use crate::t;

/// The lecture open in the window, if any, and where it stands.
#[derive(Default)]
pub struct Lecture {
    pub script: Option<Script>,
    /// The scene shown (or last shown, while exploring).
    pub scene: usize,
    /// Whether the script is being played; else the person explores the last scene's state.
    pub playing: bool,
    /// The steps being played into the scene shown.
    pub animation: Option<Animation>,
    /// Whether the script editor is open.
    pub editing: bool,
    /// Where the script was opened from or last saved to.
    pub path: Option<PathBuf>,
    /// The script before each edit, for the editor's Undo.
    pub undo: Vec<Script>,
    /// The field last typed in (scene, field, language): keystrokes there are one edit.
    typing: Option<(usize, u8, Language)>,
}

/// Steps played from one scene into the next.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Animation {
    /// The scene it ends on.
    pub scene: usize,
    /// The t it plays to.
    pub goal_t: u64,
    /// Updates per second.
    pub speed: f64,
    /// Seconds played so far, and the steps asked for so far.
    pub elapsed: f64,
    pub steps: u64,
}

/// What the lecture's controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum LectureAction {
    /// Play a script from its first scene.
    Open {
        script: Box<Script>,
        path: Option<PathBuf>,
    },
    /// Play the built-in lecture with this id.
    OpenBuiltIn(&'static str),
    Next,
    Previous,
    GoTo(usize),
    /// Keep the scene's state to explore, the script set aside.
    Leave,
    /// Return to the scene last shown.
    Back,
    /// Close the script.
    Close,
    /// Open or close the editor.
    ToggleEditor,
    /// A new script whose first scene is the state shown.
    New,
    /// An edit of the script (undone by [`LectureAction::UndoEdit`]).
    Edit(editor::ScriptEdit),
    UndoEdit,
    /// Save to the file it came from, else ask where.
    Save,
    SaveTo(PathBuf),
    CopyLink,
}

impl Lecture {
    /// The scene shown, while a script is open.
    pub fn current(&self) -> Option<&Scene> {
        self.script.as_ref()?.scenes.get(self.scene)
    }

    /// The highlights to draw now: the scene's, while playing.
    pub fn highlights(&self) -> &[Highlight] {
        match (self.playing, self.current()) {
            (true, Some(scene)) => &scene.highlights,
            _ => &[],
        }
    }

    /// Whether PageUp / PageDown move through the script.
    pub fn takes_page_keys(&self) -> bool {
        self.playing && self.script.is_some()
    }
}

impl App {
    pub fn lecture(&self) -> &Lecture {
        &self.lecture
    }

    pub(super) fn apply_lecture(&mut self, action: LectureAction) {
        match action {
            LectureAction::Open { script, path } => self.open_script(*script, path),
            LectureAction::OpenBuiltIn(id) => {
                match crate::script::built_in(id).map(|b| b.script()) {
                    Some(Ok(script)) => self.open_script(script, None),
                    Some(Err(e)) => self
                        .classroom
                        .error(t!("views-lecture-could-not-open", reason = e.to_string())),
                    None => {}
                }
            }
            LectureAction::Next => self.go_to_scene(self.lecture.scene + 1, true),
            LectureAction::Previous => {
                if let Some(previous) = self.lecture.scene.checked_sub(1) {
                    self.go_to_scene(previous, false);
                }
            }
            LectureAction::GoTo(scene) => self.go_to_scene(scene, false),
            LectureAction::Leave => {
                self.finish_animation();
                self.lecture.playing = false;
            }
            LectureAction::Back => self.go_to_scene(self.lecture.scene, false),
            LectureAction::Close => {
                self.lecture.animation = None;
                self.lecture.script = None;
                self.lecture.playing = false;
                self.lecture.editing = false;
            }
            LectureAction::ToggleEditor => self.lecture.editing = !self.lecture.editing,
            LectureAction::New => {
                let script = Script {
                    title: crate::script::Text::new("New lecture", "新讲座"),
                    scenes: vec![Scene::of(self.scene_state())],
                    ..Script::default()
                };
                self.lecture = Lecture {
                    script: Some(script),
                    playing: true,
                    editing: true,
                    ..Lecture::default()
                };
            }
            LectureAction::Edit(edit) => {
                let state = self.scene_state();
                let selected = self.plane.selected;
                let lecture = &mut self.lecture;
                let typing = edit.typing_in().map(|(f, l)| (lecture.scene, f, l));
                if let Some(script) = &mut lecture.script {
                    if typing.is_none() || typing != lecture.typing {
                        lecture.undo.push(script.clone());
                    }
                    lecture.typing = typing;
                    lecture.scene = edit.apply(script, lecture.scene, state, selected);
                }
            }
            LectureAction::UndoEdit => {
                self.lecture.typing = None;
                if let Some(previous) = self.lecture.undo.pop() {
                    self.lecture.scene = self
                        .lecture
                        .scene
                        .min(previous.scenes.len().saturating_sub(1));
                    self.lecture.script = Some(previous);
                }
            }
            LectureAction::Save => match self.lecture.path.clone() {
                Some(path) => self.save_script_to(path),
                None => self
                    .commands
                    .push(Command::Classroom(Action::SaveScriptDialog)),
            },
            LectureAction::SaveTo(path) => self.save_script_to(path),
            LectureAction::CopyLink => {
                if let Some(link) = self.script_link() {
                    self.classroom.info(t!(
                        "views-lecture-link-copied",
                        chars = link.len().to_string()
                    ));
                    self.classroom.copy = Some(link);
                }
            }
        }
    }

    /// The window's state as a scene's state: the lesson, without where it was saved.
    fn scene_state(&self) -> Lesson {
        let mut state = self.lesson();
        if let Some(app) = state.app.as_object_mut() {
            app.remove("lesson_path");
        }
        state
    }

    fn open_script(&mut self, script: Script, path: Option<PathBuf>) {
        let title = script.title.in_language(self.prefs.language).to_owned();
        self.lecture = Lecture {
            script: Some(script),
            path,
            ..Lecture::default()
        };
        self.go_to_scene(0, false);
        self.classroom
            .info(t!("views-lecture-opened", title = title.as_str()));
    }

    fn save_script_to(&mut self, path: PathBuf) {
        let Some(script) = &self.lecture.script else {
            return;
        };
        let json = script.to_json();
        let name = crate::app::shell::file_names::display_name(&path);
        self.lecture.path = Some(path.clone());
        self.classroom.save_in_background(move || {
            crate::app::shell::write_out::write_out(&path, json.as_bytes())
                .map(|()| t!("views-lecture-saved", name = &name))
                .map_err(|e| t!("files-could-not-save", name = &name, reason = e.to_string()))
        });
    }

    /// The script's link: the page's address (in the browser) and `#script=…`.
    pub fn script_link(&self) -> Option<String> {
        #[cfg(target_arch = "wasm32")]
        let page = crate::app::shell::web::page_address().unwrap_or_default();
        #[cfg(not(target_arch = "wasm32"))]
        let page = String::new();
        let script = self.lecture.script.as_ref()?;
        Some(format!(
            "{page}{}{}",
            crate::link::SCRIPT_MARKER,
            script.to_link()
        ))
    }

    /// Shows scene `index` (if the script has it): played into from the scene shown when it
    /// continues it and `animate` allows, else put in place at once.
    fn go_to_scene(&mut self, index: usize, animate: bool) {
        self.finish_animation();
        let Some(script) = &self.lecture.script else {
            return;
        };
        let Some(scene) = script.scenes.get(index).cloned() else {
            return;
        };
        let from = script.scenes.get(self.lecture.scene).cloned();
        let untouched = from.as_ref().is_some_and(|from| self.shows(&from.state));
        self.lecture.playing = true;
        match from {
            Some(from)
                if animate
                    && untouched
                    && self.lecture.scene + 1 == index
                    && scene.continues(&from)
                    && scene.speed() > 0.0 =>
            {
                // The next scene's panels and settings at the previous t, then its steps.
                let start = Lesson {
                    t: from.state.t,
                    compare_t: from.state.compare_t,
                    ..scene.state.clone()
                };
                self.put_state(start, &scene);
                self.lecture.animation = Some(Animation {
                    scene: index,
                    goal_t: scene.state.t,
                    speed: scene.speed(),
                    elapsed: 0.0,
                    steps: 0,
                });
            }
            _ => self.put_state(scene.state.clone(), &scene),
        }
        self.lecture.scene = index;
    }

    /// Whether the window shows `state`'s points and its first learner at its t.
    fn shows(&self, state: &Lesson) -> bool {
        self.doc.rows() == state.points
            && self.prefs.learner == state.settings
            && self.rooms.classify.shown_t() == Some(state.t)
    }

    /// Puts `state` in the window as a lesson, keeping the viewer's own language, theme, text
    /// size and presentation mode, and showing the panels `scene` outlines.
    fn put_state(&mut self, state: Lesson, scene: &Scene) {
        let kept = (
            self.prefs.language,
            self.prefs.theme,
            self.prefs.zoom,
            self.classroom.presentation,
        );
        let points = if self.doc.rows() == state.points {
            LessonPoints::InPlace
        } else {
            LessonPoints::Undoable
        };
        self.apply_lesson(state, points);
        (
            self.prefs.language,
            self.prefs.theme,
            self.prefs.zoom,
            self.classroom.presentation,
        ) = kept;
        for highlight in &scene.highlights {
            if let Highlight::Panel { panel } = highlight {
                self.show_panel(*panel);
            }
        }
    }

    /// Makes sure `panel` is on screen (and its tab chosen on a narrow window).
    fn show_panel(&mut self, panel: Panel) {
        let view = &mut self.prefs.view;
        match panel {
            Panel::Loss => {
                view.show_losses = true;
                view.side_tab = SideTab::Losses;
            }
            Panel::History => {
                view.show_history = true;
                view.side_tab = SideTab::History;
            }
            Panel::Theory => {
                self.prefs.theory.show_panel = true;
                view.side_tab = SideTab::Theory;
            }
            Panel::WeightSpace => self.prefs.weight_space.show = true,
        }
    }

    /// Ends the steps being played: the scene's exact state.
    fn finish_animation(&mut self) {
        let Some(animation) = self.lecture.animation.take() else {
            return;
        };
        if let Some(scene) = self
            .lecture
            .script
            .as_ref()
            .and_then(|s| s.scenes.get(animation.scene))
            .cloned()
        {
            self.put_state(scene.state.clone(), &scene);
        }
    }

    /// A frame of the lecture: the page keys, and the steps being played (one Step command
    /// each, at the scene's speed) until the scene's t, then its exact state.
    pub(super) fn lecture_frame(&mut self, ctx: &egui::Context) {
        if self.lecture.takes_page_keys() && !ctx.egui_wants_keyboard_input() {
            let (next, previous) = ctx.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, egui::Key::PageDown),
                    i.consume_key(egui::Modifiers::NONE, egui::Key::PageUp),
                )
            });
            if next {
                self.commands.push(Command::Lecture(LectureAction::Next));
            }
            if previous {
                self.commands
                    .push(Command::Lecture(LectureAction::Previous));
            }
        }
        let Some(mut animation) = self.lecture.animation else {
            return;
        };
        if self.rooms.classify.replay.is_some() {
            ctx.request_repaint();
            return;
        }
        let t = self.rooms.classify.shown_t().unwrap_or(0);
        let can_step = self.rooms.classify.primary().can_step();
        if t >= animation.goal_t || !can_step {
            self.finish_animation();
            return;
        }
        animation.elapsed += f64::from(ctx.input(|i| i.stable_dt)).min(0.1);
        let due = (animation.elapsed * animation.speed).floor() as u64 + 1;
        let steps = due
            .saturating_sub(animation.steps)
            .min(animation.goal_t - t);
        for _ in 0..steps {
            self.commands.push(Command::Step);
        }
        animation.steps += steps;
        self.lecture.animation = Some(animation);
        ctx.request_repaint();
    }

    /// The lecture's highlights over the plane drawn this frame, on top of it in `ui`'s layer.
    pub(super) fn paint_highlights(&self, ui: &egui::Ui) {
        let highlights = self.lecture.highlights();
        let (Some(t), Some(rect)) = (self.plane.transform(), self.plane.rect_on_screen()) else {
            return;
        };
        if highlights.is_empty() || self.prefs.workspace != crate::app::Workspace::Classify {
            return;
        }
        let painter = ui.painter().with_clip_rect(rect);
        let scale = if self.classroom.presentation {
            1.5
        } else {
            1.0
        };
        highlights::paint(
            &painter,
            &t,
            self.doc.points(),
            highlights,
            self.prefs.language,
            ui.visuals().dark_mode,
            scale,
        );
    }
}
