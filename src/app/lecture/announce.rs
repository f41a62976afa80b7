//! The frame's announcements: what the room, the lecture's scene and the exercise's verdict
//! say this frame, handed to the [`Narrator`](crate::app::shell::narrator::Narrator); and the
//! plane's description, which begins with the workspace and its state.

use super::caption;
use crate::app::{App, Mode};
use crate::t;

impl App {
    /// Hears the room, the lecture and the exercise, and ends the narrator's frame.
    pub(in crate::app) fn announce(&mut self, ctx: &egui::Context) {
        let level = self.viewer.announcements;
        let language = self.viewer.language;
        let lecture = &self.lecture;
        let scene = lecture
            .script
            .as_ref()
            .filter(|_| lecture.playing)
            .map(|_| lecture.scene);
        let new_scene = self
            .narrator
            .hear_scene(scene, || scene_words(lecture, language));
        let verdict = lecture
            .exercise
            .verdict
            .as_ref()
            .filter(|_| lecture.playing)
            .map(|verdict| {
                if verdict.right {
                    t!("access-verdict-right", reason = verdict.reason.as_str())
                } else {
                    t!("access-verdict-wrong", reason = verdict.reason.as_str())
                }
            });
        self.narrator.hear_verdict(verdict);
        // A new scene may draw its plane in another place of the window (another workspace's
        // layout, the stage's panels): the keyboard the plane had goes with it.
        if new_scene && self.plane.had_keyboard {
            self.plane.focus_requested = true;
        }
        self.plane.had_keyboard = crate::app::plane::figure::has_keyboard(ctx);
        let quiet = matches!(self.runner.mode(), Mode::Playing | Mode::RunningToEnd)
            || self.lecture.animation.is_some();
        // While a run plays nothing is asked of the room: it is said when the run stops.
        if !quiet {
            let known = self.narrator.room_about().to_owned();
            let narration = self.room_narration(level, &known);
            self.narrator.hear_room(narration);
        }
        self.narrator.end_frame(ctx, level);
    }

    /// The workspace and what its room last said, in words, that the plane's description
    /// begins with ("" before the room said anything).
    pub(in crate::app) fn figure_context(&self) -> String {
        let state = self.narrator.room_text();
        if state.is_empty() {
            return String::new();
        }
        t!(
            "access-figure-context",
            workspace = self.prefs.workspace.name(),
            state = state
        )
    }

    /// What the announcements said lately, oldest first (tests).
    pub fn announcements(&self) -> Vec<String> {
        self.narrator.log().map(str::to_owned).collect()
    }
}

/// "Scene 3 of 13. Its caption. Its question.", the caption's numbers filled and its marks
/// (bold, maths) left out.
fn scene_words(lecture: &crate::app::Lecture, language: crate::i18n::Language) -> String {
    let Some(script) = &lecture.script else {
        return String::new();
    };
    let Some(scene) = script.scenes.get(lecture.scene) else {
        return String::new();
    };
    let caption = lecture.caption_text(lecture.scene, language);
    let mut words = t!(
        "access-scene",
        k = lecture.scene + 1,
        count = script.scenes.len(),
        caption = caption::plain(&caption)
    );
    if let Some(ask) = &scene.ask {
        let ask = lecture.scene_text(lecture.scene, ask.in_language(language));
        words.push(' ');
        words.push_str(&t!("access-scene-ask", ask = caption::plain(&ask)));
    }
    words
}
