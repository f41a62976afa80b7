//! A scene's words as the window shows them: its caption, question and other texts in the
//! viewer's language, with their fields (`{{w}}`, `{{E_in}}` … see [`crate::script::fields`])
//! filled in from the scene's own state.
//!
//! A scene's values come from a replay of its run, made the first time one of its texts with a
//! field is shown and kept until an edit of the script changes the scene's state: the window
//! draws a caption every frame, and must neither replay a 10⁵-point scene nor compare its state
//! each time. A text without a field needs no replay at all.

use std::borrow::Cow;
use std::cell::RefCell;

use crate::i18n::Language;
use crate::lesson::Lesson;
use crate::script::fields::{SceneValues, has_fields};
use crate::script::{Scene, Script};

use super::Lecture;

/// The scenes whose values are kept at most (the scene shown, the next one the presenter's
/// screen shows, and the few before).
const KEPT: usize = 4;

/// The values of the scenes shown lately, each with the state they were computed from.
#[derive(Default)]
pub struct FieldValues {
    scenes: RefCell<Vec<(usize, Lesson, SceneValues)>>,
}

impl FieldValues {
    /// `text` with its fields filled in from `state`, the state of scene `k`; computed once for
    /// the scene until [`FieldValues::keep_unchanged`] finds its state edited.
    fn fill<'a>(&self, k: usize, state: &Lesson, text: &'a str) -> Cow<'a, str> {
        if !has_fields(text) {
            return Cow::Borrowed(text);
        }
        let mut scenes = self.scenes.borrow_mut();
        let at = scenes.iter().position(|(j, _, _)| *j == k);
        let at = at.unwrap_or_else(|| {
            if scenes.len() >= KEPT {
                scenes.remove(0);
            }
            scenes.push((k, state.clone(), SceneValues::of(state)));
            scenes.len() - 1
        });
        Cow::Owned(scenes[at].2.fill(text))
    }

    /// Forgets scene `k`'s values.
    fn forget(&mut self, k: usize) {
        self.scenes.get_mut().retain(|(j, _, _)| *j != k);
    }

    /// After an edit of the script: forgets the values of each scene whose state changed (or
    /// that is gone), once per edit rather than once per frame.
    pub fn keep_unchanged(&mut self, script: Option<&Script>) {
        self.scenes.get_mut().retain(|(k, state, _)| {
            script
                .and_then(|s| s.scenes.get(*k))
                .is_some_and(|scene| scene.state == *state)
        });
    }
}

impl Lecture {
    /// The state scene `k`'s words are filled from: the scene's own, or the one a student's
    /// page keeps for it.
    fn words_state<'a>(&'a self, k: usize, scene: &'a Scene) -> &'a Lesson {
        match &self.words_state {
            Some((j, state)) if *j == k => state,
            _ => &scene.state,
        }
    }

    /// On a student's page: scene `k`'s words are filled from `state`, the scene as the lecture
    /// wrote it, while the page's learner stands at the teacher's t (a caption's numbers are
    /// the teacher's caption's, step by step through the teacher's animation too).
    pub(in crate::app) fn fill_words_from(&mut self, k: usize, state: Lesson) {
        let kept = matches!(&self.words_state, Some((j, kept)) if *j == k && *kept == state);
        if !kept {
            self.field_values.forget(k);
            self.words_state = Some((k, state));
        }
    }

    /// Scene `k`'s caption in `language`, its fields filled in (empty when there is no such
    /// scene).
    pub fn caption_text(&self, k: usize, language: Language) -> Cow<'_, str> {
        self.script
            .as_ref()
            .and_then(|s| s.scenes.get(k))
            .map_or(Cow::Borrowed(""), |scene| {
                self.field_values.fill(
                    k,
                    self.words_state(k, scene),
                    scene.caption.in_language(language),
                )
            })
    }

    /// Scene `k`'s question to the class in `language`, its fields filled in, if it has one.
    pub fn ask_text(&self, k: usize, language: Language) -> Option<Cow<'_, str>> {
        let scene = self.script.as_ref()?.scenes.get(k)?;
        let ask = scene.ask.as_ref()?;
        Some(
            self.field_values
                .fill(k, self.words_state(k, scene), ask.in_language(language)),
        )
    }

    /// Any other text of scene `k` (its notes, an exercise's hint and explanation, a label),
    /// its fields filled in from the scene's state.
    pub fn scene_text<'a>(&self, k: usize, text: &'a str) -> Cow<'a, str> {
        match self.script.as_ref().and_then(|s| s.scenes.get(k)) {
            Some(scene) => self.field_values.fill(k, self.words_state(k, scene), text),
            None => Cow::Borrowed(text),
        }
    }
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    use crate::app::App;
    use crate::app::command::{Command, LectureAction};
    use crate::app::prefs::Prefs;
    use crate::learn::{Algorithm, Order, Settings};
    use crate::lesson::Lesson;
    use crate::script::{Scene, Script, Text};

    use super::*;

    /// Set A, cyclic PLA at t = 3: w = (−1, 2, 3), P3 on the line.
    fn set_a_at_3() -> Lesson {
        Lesson {
            points: crate::script::fixtures::SET_A.to_vec(),
            settings: Settings {
                order: Some(Order::Cyclic),
                ..Settings::new(Algorithm::Pla)
            },
            t: 3,
            ..Lesson::default()
        }
    }

    fn script() -> Script {
        let mut scene = Scene::of(set_a_at_3());
        scene.caption = Text::new(
            "At t = {{t}}, w = {{w}} and y·s(P3) = {{ys:P3}}; ŵ = {{w_hat}}.",
            "t = {{t}} 时 w = {{w}}。",
        );
        scene.ask = Some(Text::new("Is E_in = {{E_in}} the best?", ""));
        Script {
            title: Text::new("Fields", "字段"),
            scenes: vec![scene],
            ..Script::default()
        }
    }

    #[test]
    fn the_lecture_fills_its_texts_once_per_scene() {
        let lecture = Lecture {
            script: Some(script()),
            ..Lecture::default()
        };
        assert_eq!(
            lecture.caption_text(0, Language::English),
            "At t = 3, w = (−1, 2, 3) and y·s(P3) = 0; ŵ = {{w_hat}}?."
        );
        assert_eq!(
            lecture.caption_text(0, Language::SimplifiedChinese),
            "t = 3 时 w = (−1, 2, 3)。"
        );
        assert_eq!(
            lecture.ask_text(0, Language::SimplifiedChinese).as_deref(),
            Some("Is E_in = 1/6 the best?")
        );
        assert_eq!(lecture.caption_text(7, Language::English), "");
        assert_eq!(lecture.field_values.scenes.borrow().len(), 1, "one replay");
        // A state edited in the editor (the state shown taken into the scene) is replayed again.
        let mut edited = lecture;
        let shown = Lesson {
            t: 1,
            ..set_a_at_3()
        };
        let seen = crate::app::lecture::play::Seen {
            state: shown,
            t: Some(1),
            selected: None,
        };
        edited.act(
            LectureAction::Edit(crate::app::command::ScriptEdit::TakeState),
            &seen,
        );
        assert_eq!(edited.scene_text(0, "{{w}}"), "(−1, 1, 2)");
        assert_eq!(edited.field_values.scenes.borrow().len(), 1);
    }

    #[test]
    fn the_window_shows_the_filled_caption() {
        let app = App::with_points(Prefs::default(), Vec::new());
        let mut harness = Harness::builder()
            .with_size(egui::vec2(1280.0, 800.0))
            .build_eframe(move |_cc| app);
        harness.run_steps(2);
        harness
            .state_mut()
            .push_command(Command::Lecture(LectureAction::Open {
                script: Box::new(script()),
                path: None,
            }));
        harness.run_steps(10);
        assert!(
            harness
                .query_all_by_label_contains("w = (−1, 2, 3) and y·s(P3) = 0")
                .next()
                .is_some(),
            "the caption's fields are filled in"
        );
        assert!(harness.query_by_label_contains("{{w}}").is_none());
        // The question's E_in is drawn with its subscript: its number is the field's.
        assert!(
            harness
                .query_all_by_label_contains("= 1/6 the best?")
                .next()
                .is_some()
        );
    }
}
