//! What the lecture says to the [`Narrator`]: a new scene in words and the exercise's verdict;
//! and the plane's description, which begins with the workspace and what its room said.

use super::caption;
use crate::app::lecture::Lecture;
use crate::app::prefs::Workspace;
use crate::app::shell::narrator::Narrator;
use crate::i18n::Language;
use crate::t;

impl Narrator {
    /// Hears the lecture: a new scene (`true` when it is new), and the exercise's verdict.
    pub(in crate::app) fn hear_lecture(&mut self, lecture: &Lecture, language: Language) -> bool {
        let scene = lecture
            .script
            .as_ref()
            .filter(|_| lecture.playing)
            .map(|_| lecture.scene);
        let new_scene = self.hear_scene(scene, || scene_words(lecture, language));
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
        self.hear_verdict(verdict);
        new_scene
    }

    /// The `workspace` and what its room last said, in words, that the plane's description
    /// begins with ("" before the room said anything).
    pub(in crate::app) fn figure_context(&self, workspace: Workspace) -> String {
        let state = self.room_text();
        if state.is_empty() {
            return String::new();
        }
        t!(
            "access-figure-context",
            workspace = workspace.name(),
            state = state
        )
    }
}

/// "Scene 3 of 13. Its caption. Its question.", the caption's numbers filled and its marks
/// (bold, maths) left out.
fn scene_words(lecture: &Lecture, language: Language) -> String {
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
