//! The lecture in the window: its actions and frames given what the window shows, and their
//! [`Effect`]s applied — a scene's state put in place through the window's one door for states
//! ([`App::apply_lesson`]), steps, messages, the clipboard, saves — and its highlights drawn over
//! the plane.

use crate::app::App;
use crate::app::command::Command;
use crate::app::drawing::outline;
use crate::app::prefs::SideTab;
use crate::app::shell::message::Message;
use crate::lesson::Lesson;
use crate::script::{Highlight, Panel};

use super::play::{Pace, Window};
use super::{Effect, Lecture, highlights};
use crate::app::command::LectureAction;

impl App {
    pub fn lecture(&self) -> &Lecture {
        &self.lecture
    }

    pub(in crate::app) fn apply_lecture(&mut self, action: LectureAction) {
        // The lecture acts on its own while it reads the rest of the window.
        let mut lecture = std::mem::take(&mut self.lecture);
        let effects = lecture.act(action, &*self);
        self.lecture = lecture;
        self.apply_lecture_effects(effects);
    }

    /// A frame of the lecture: the page keys while a script plays, and the steps played into
    /// the next scene.
    pub(in crate::app) fn lecture_frame(&mut self, ctx: &egui::Context) {
        if self.on_stage() {
            self.lecture.stage_keys(ctx, &mut self.commands);
        }
        // A focused caption, or the plane, has the keyboard in egui's eyes, yet nothing is typed
        // into it: PageDown still turns the page.
        let caption_focused = super::player::caption_has_focus(ctx);
        let free = caption_focused
            || crate::app::plane::figure::has_keyboard(ctx)
            || !ctx.egui_wants_keyboard_input();
        if self.lecture.takes_page_keys() && free {
            let (next, previous) = ctx.input_mut(|i| {
                (
                    i.consume_key(egui::Modifiers::NONE, egui::Key::PageDown)
                        || (caption_focused
                            && i.consume_key(egui::Modifiers::NONE, egui::Key::Space)),
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
        if self.lecture.animation.is_none() {
            return;
        }
        let pace = Pace {
            t: self.classify().shown_t(),
            can_step: self.classify().primary().can_step(),
            replaying: self.classify().replay.is_some(),
            dt: f64::from(ctx.input(|i| i.stable_dt)),
            points: self.doc.rows(),
        };
        let effects = self.lecture.frame(pace);
        self.apply_lecture_effects(effects);
        ctx.request_repaint();
    }

    fn apply_lecture_effects(&mut self, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                Effect::Put { state, panels } => put_state(self, *state, &panels),
                Effect::Command(command) => self.commands.push(command),
                Effect::Info(text) => self.classroom.info(text),
                Effect::Notice(text) => self.classroom.message = Some(Message::Notice(text)),
                // Only a lecture says a notice; an error or information shown since stays.
                Effect::EndNotice => {
                    if matches!(self.classroom.message, Some(Message::Notice(_))) {
                        self.classroom.message = None;
                    }
                }
                Effect::Error(text) => self.classroom.error(text),
                Effect::Copy(text) => self.classroom.copy = Some(text),
                Effect::Save { path, json } => self.classroom.save_text_in_background(path, json),
                #[cfg(target_arch = "wasm32")]
                Effect::Fetch(id) => {
                    if let Some(built_in) = crate::script::built_in(id) {
                        self.classroom.info(crate::t!(
                            "views-lecture-fetching",
                            title = built_in.title(self.viewer.language)
                        ));
                    }
                    crate::script::fetched::want(id);
                }
            }
        }
    }
}

/// The window as the lecture sees it.
impl Window for App {
    fn state(&self) -> Lesson {
        self.scene_state()
    }

    fn shows(&self, state: &Lesson) -> bool {
        self.doc.has_rows(&state.points)
            && self.prefs.classify.learner == state.settings
            && self.classify().shown_t() == Some(state.t)
    }

    fn selected(&self) -> Option<usize> {
        self.plane.selected
    }
}

/// Puts a scene's `state` in the window as a lesson is put (its points as an undoable edit when
/// they differ), and brings `panels` forward.
fn put_state(app: &mut App, state: Lesson, panels: &[Panel]) {
    // A scene's t may lie past the run's halt ("run to the end"): the replay's note that it
    // stopped before its t would only repeat what the status bar says.
    let message = app.classroom.message.clone();
    app.put_scene(state);
    app.classroom.message = message;
    let view = &mut app.prefs.view;
    for panel in panels {
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
                app.prefs.classify.theory.show_panel = true;
                view.side_tab = SideTab::Theory;
            }
            Panel::WeightSpace => app.prefs.classify.weight_space.show = true,
        }
    }
}

/// The lecture's highlights drawn this frame: rings, arrows and labels over the plane, on top
/// of it in `ui`'s layer, and a frame around each panel the scene points at.
pub(in crate::app) fn paint_highlights(app: &App, ui: &egui::Ui) {
    // An exercise's arrows reach a third of the way across the view.
    let length = app
        .plane
        .view_in_plot()
        .map_or(1.0, |view| view.size().min_element() / 3.0);
    let highlights = app.lecture.highlights(length);
    if highlights.is_empty() {
        return;
    }
    let scale = if app.viewer.presentation { 1.5 } else { 1.0 };
    let panels = highlights.iter().filter_map(|h| match h {
        Highlight::Panel { panel } => Some(*panel),
        _ => None,
    });
    outline::paint(ui.ctx(), panels, highlights::ACCENT, 3.0 * scale);
    let (Some(t), Some(rect)) = (app.plane.transform(), app.plane.rect_on_screen()) else {
        return;
    };
    if !app.plane.drawn_this_pass(ui.ctx()) {
        return;
    }
    let painter = ui.painter().with_clip_rect(rect);
    highlights::paint(
        &painter,
        &t,
        app.doc.points(),
        &highlights,
        app.viewer.language,
        ui.visuals().dark_mode,
        scale,
    );
}
