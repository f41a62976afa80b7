//! The script editor: a window beside the plane to write a lecture in the app — the title, the
//! scenes (add the state shown as a scene, take it again, duplicate, delete, reorder, go to one),
//! each scene's caption, notes for the presenter and question in both languages side by side, its
//! rings (the point
//! selected on the plane), its speed — with Undo, Save and Copy as link.

use crate::app::command::Command;
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::lesson::Lesson;
use crate::script::{Highlight, Scene, Script, Text};
use crate::t;

use super::Lecture;
use super::task_editor;
use crate::app::command::{LectureAction, ScriptEdit, TaskEdit};

impl ScriptEdit {
    /// Applies the edit to `script` at scene `current`, with `state` the window's state and
    /// `selected` the point selected on the plane; the scene to show after it.
    pub fn apply(
        self,
        script: &mut Script,
        current: usize,
        state: Lesson,
        selected: Option<usize>,
    ) -> usize {
        let last = script.scenes.len().saturating_sub(1);
        let current = current.min(last);
        let Some(scene) = script.scenes.get_mut(current) else {
            if let Self::AddScene = self {
                script.scenes.push(Scene::of(state));
            }
            return 0;
        };
        match self {
            Self::Title(language, text) => *script.title.written_in_mut(language) = text,
            Self::AddScene => {
                script.scenes.insert(current + 1, Scene::of(state));
                return current + 1;
            }
            Self::TakeState => scene.state = state,
            Self::Duplicate => {
                let copy = scene.clone();
                script.scenes.insert(current + 1, copy);
                return current + 1;
            }
            Self::Delete => {
                if script.scenes.len() > 1 {
                    script.scenes.remove(current);
                    return current.min(script.scenes.len() - 1);
                }
            }
            Self::Move { earlier } => {
                let to = if earlier {
                    current.checked_sub(1)
                } else {
                    Some(current + 1).filter(|&to| to <= last)
                };
                if let Some(to) = to {
                    script.scenes.swap(current, to);
                    return to;
                }
            }
            Self::Caption(language, text) => *scene.caption.written_in_mut(language) = text,
            Self::Notes(language, text) => *scene.notes.written_in_mut(language) = text,
            Self::Ask(on) => scene.ask = on.then(|| scene.ask.clone().unwrap_or_default()),
            Self::AskText(language, text) => {
                *scene
                    .ask
                    .get_or_insert_with(Text::default)
                    .written_in_mut(language) = text;
            }
            Self::ToggleRingSelected => {
                if let Some(point) = selected.map(|n| n + 1) {
                    let ring = Highlight::Ring { point };
                    match scene.highlights.iter().position(|h| *h == ring) {
                        Some(at) => {
                            scene.highlights.remove(at);
                        }
                        None => scene.highlights.push(ring),
                    }
                }
            }
            Self::RemoveHighlight(k) => {
                if k < scene.highlights.len() {
                    scene.highlights.remove(k);
                }
            }
            Self::Speed(speed) => {
                scene.steps_per_second = Some(speed).filter(|s| s.is_finite() && *s >= 0.0);
            }
            Self::Task(edit) => edit.apply(scene),
        }
        current
    }

    /// The text field it types into, if any: successive keystrokes there are one edit for Undo.
    pub fn typing_in(&self) -> Option<(u8, Language)> {
        match self {
            Self::Title(l, _) => Some((0, *l)),
            Self::Caption(l, _) => Some((1, *l)),
            Self::AskText(l, _) => Some((2, *l)),
            Self::Task(TaskEdit::Hint(l, _)) => Some((3, *l)),
            Self::Task(TaskEdit::Explanation(l, _)) => Some((4, *l)),
            Self::Notes(l, _) => Some((5, *l)),
            _ => None,
        }
    }
}

/// The editor window, while it is open.
pub fn window(
    ctx: &egui::Context,
    lecture: &Lecture,
    selected: Option<usize>,
    commands: &mut Vec<Command>,
) {
    let Some(script) = &lecture.script else {
        return;
    };
    if !lecture.editing {
        return;
    }
    // The edits go out as they are made, the other actions after them.
    let mut edit = |e: ScriptEdit| commands.push(Command::Lecture(LectureAction::Edit(e)));
    let mut open = true;
    let current = lecture.scene.min(script.scenes.len().saturating_sub(1));
    let mut actions: Vec<LectureAction> = Vec::new();
    egui::Window::new(t!("views-lecture-editor"))
        .open(&mut open)
        .default_width(520.0)
        .default_pos(egui::pos2(420.0, 120.0))
        .show(ctx, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            two_languages(
                ui,
                t!("views-lecture-title"),
                &script.title,
                false,
                |l, s| {
                    edit(ScriptEdit::Title(l, s));
                },
            );
            ui.separator();
            scene_buttons_ui(ui, current, &mut edit, &mut actions);
            scene_list_ui(ui, script, current, &mut actions);
            ui.separator();
            let Some(scene) = script.scenes.get(current) else {
                return;
            };
            ui.strong_formula(t!(
                "views-lecture-scene-of",
                k = (current + 1).to_string(),
                n = script.scenes.len().to_string()
            ));
            scene_ui(ui, scene, selected, &mut edit);
            ui.separator();
            task_editor::ui(
                ui,
                scene,
                &|ui, heading, text, changed| two_languages(ui, heading, text, false, changed),
                &mut |e| edit(ScriptEdit::Task(e)),
            );
            ui.separator();
            save_row_ui(ui, lecture, &mut actions);
        });
    if !open {
        actions.push(LectureAction::ToggleEditor);
    }
    commands.extend(actions.into_iter().map(Command::Lecture));
}

/// Add, take the state shown, duplicate, move and delete the scene `current`; preview it.
fn scene_buttons_ui(
    ui: &mut egui::Ui,
    current: usize,
    edit: &mut impl FnMut(ScriptEdit),
    actions: &mut Vec<LectureAction>,
) {
    ui.horizontal_wrapped(|ui| {
        for (label, tip, e) in [
            (
                t!("views-lecture-add-scene"),
                t!("views-lecture-add-scene-tip"),
                ScriptEdit::AddScene,
            ),
            (
                t!("views-lecture-take-state"),
                t!("views-lecture-take-state-tip"),
                ScriptEdit::TakeState,
            ),
            (
                t!("views-lecture-duplicate"),
                t!("views-lecture-duplicate-tip"),
                ScriptEdit::Duplicate,
            ),
            (
                t!("views-lecture-earlier"),
                t!("views-lecture-earlier-tip"),
                ScriptEdit::Move { earlier: true },
            ),
            (
                t!("views-lecture-later"),
                t!("views-lecture-later-tip"),
                ScriptEdit::Move { earlier: false },
            ),
            (
                t!("views-lecture-delete"),
                t!("views-lecture-delete-tip"),
                ScriptEdit::Delete,
            ),
        ] {
            if ui.button(label).on_hover_formula(tip).clicked() {
                edit(e);
            }
        }
        if ui
            .button(t!("views-lecture-preview"))
            .on_hover_formula(t!("views-lecture-preview-tip"))
            .clicked()
        {
            actions.push(LectureAction::GoTo(current));
            actions.push(LectureAction::ToggleEditor);
        }
    });
}

/// The scenes, each by its number, t and its caption's first line; a click goes to one.
fn scene_list_ui(
    ui: &mut egui::Ui,
    script: &Script,
    current: usize,
    actions: &mut Vec<LectureAction>,
) {
    egui::ScrollArea::vertical()
        .id_salt("scene list")
        .max_height(110.0)
        .show(ui, |ui| {
            for (k, scene) in script.scenes.iter().enumerate() {
                let first = scene
                    .caption
                    .in_language(crate::i18n::language())
                    .lines()
                    .next()
                    .unwrap_or_default()
                    .chars()
                    .take(60)
                    .collect::<String>();
                let text = format!("{}. t = {} — {first}", k + 1, scene.state.t);
                if ui.selectable_label(k == current, text).clicked() && k != current {
                    actions.push(LectureAction::GoTo(k));
                }
            }
        });
}

/// The scene's caption, notes and question in both languages, its rings and its speed.
fn scene_ui(
    ui: &mut egui::Ui,
    scene: &Scene,
    selected: Option<usize>,
    edit: &mut impl FnMut(ScriptEdit),
) {
    two_languages(
        ui,
        t!("views-lecture-caption"),
        &scene.caption,
        true,
        |l, s| {
            edit(ScriptEdit::Caption(l, s));
        },
    );
    two_languages(
        ui,
        t!("presenter-notes-field"),
        &scene.notes,
        true,
        |l, s| {
            edit(ScriptEdit::Notes(l, s));
        },
    );
    let mut asks = scene.ask.is_some();
    if ui
        .checkbox(&mut asks, t!("views-lecture-ask"))
        .on_hover_formula(t!("views-lecture-ask-tip"))
        .changed()
    {
        edit(ScriptEdit::Ask(asks));
    }
    if let Some(ask) = &scene.ask {
        two_languages(ui, t!("views-lecture-question"), ask, false, |l, s| {
            edit(ScriptEdit::AskText(l, s));
        });
    }
    highlights_ui(ui, scene, selected, edit);
    ui.horizontal(|ui| {
        let mut speed = scene.speed();
        let label = ui
            .label(t!("views-lecture-speed"))
            .on_hover_formula(t!("views-lecture-speed-tip"));
        if ui
            .add(
                egui::DragValue::new(&mut speed)
                    .range(0.0..=1000.0)
                    .speed(0.5),
            )
            .labelled_by(label.id)
            .changed()
        {
            edit(ScriptEdit::Speed(speed));
        }
    });
}

/// Ring the point `selected` on the plane; each highlight of the scene, with a button that
/// removes it.
fn highlights_ui(
    ui: &mut egui::Ui,
    scene: &Scene,
    selected: Option<usize>,
    edit: &mut impl FnMut(ScriptEdit),
) {
    ui.horizontal_wrapped(|ui| {
        let ring = ui.add_enabled(
            selected.is_some(),
            egui::Button::new(t!("views-lecture-ring")),
        );
        if ring
            .on_hover_formula(t!("views-lecture-ring-tip"))
            .clicked()
        {
            edit(ScriptEdit::ToggleRingSelected);
        }
        for (k, highlight) in scene.highlights.iter().enumerate() {
            let name = match highlight {
                Highlight::Ring { point } => format!("○ P{point}"),
                Highlight::Arrow { .. } => "→".to_owned(),
                Highlight::Label { text, .. } => {
                    format!("“{}”", text.in_language(crate::i18n::language()))
                }
                Highlight::Panel { panel } => format!("[{panel:?}]"),
            };
            if ui
                .button(format!("{name} ✖"))
                .on_hover_formula(t!("views-lecture-remove-highlight"))
                .clicked()
            {
                edit(ScriptEdit::RemoveHighlight(k));
            }
        }
    });
}

/// Undo the last edit, Save, and Copy as link.
fn save_row_ui(ui: &mut egui::Ui, lecture: &Lecture, actions: &mut Vec<LectureAction>) {
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(
                !lecture.undo.is_empty(),
                egui::Button::new(t!("views-lecture-undo")),
            )
            .on_hover_formula(t!("views-lecture-undo-tip"))
            .clicked()
        {
            actions.push(LectureAction::UndoEdit);
        }
        if ui.button(t!("views-lecture-save")).clicked() {
            actions.push(LectureAction::Save);
        }
        if ui
            .button(t!("views-lecture-copy-link"))
            .on_hover_formula(t!("views-lecture-copy-link-tip"))
            .clicked()
        {
            actions.push(LectureAction::CopyLink);
        }
    });
}

/// A text in English and in the window's Chinese (Traditional in a zh-TW window, else
/// Simplified) side by side, each editable; `changed` gets the edited one.
fn two_languages(
    ui: &mut egui::Ui,
    heading: &str,
    text: &Text,
    multiline: bool,
    mut changed: impl FnMut(Language, String),
) {
    ui.label(heading);
    ui.columns(2, |columns| {
        let chinese = match crate::i18n::language() {
            Language::TraditionalChinese => Language::TraditionalChinese,
            _ => Language::SimplifiedChinese,
        };
        for (column, language) in columns.iter_mut().zip([Language::English, chinese]) {
            let mut value = text.written_in(language).to_owned();
            let field = if multiline {
                egui::TextEdit::multiline(&mut value).desired_rows(3)
            } else {
                egui::TextEdit::singleline(&mut value)
            };
            let response = column.add(
                field
                    .hint_text(language.own_name())
                    .desired_width(f32::INFINITY),
            );
            if response.changed() {
                changed(language, value);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn script(n: usize) -> Script {
        Script {
            scenes: (0..n)
                .map(|k| {
                    let mut scene = Scene::of(Lesson {
                        t: k as u64,
                        ..Lesson::default()
                    });
                    scene.caption = Text::new(&format!("scene {k}"), "");
                    scene
                })
                .collect(),
            ..Script::default()
        }
    }

    fn ts(script: &Script) -> Vec<u64> {
        script.scenes.iter().map(|s| s.state.t).collect()
    }

    #[test]
    fn scenes_are_added_moved_duplicated_and_deleted_in_place() {
        let mut s = script(3);
        let shown = Lesson {
            t: 9,
            ..Lesson::default()
        };
        assert_eq!(
            ScriptEdit::AddScene.apply(&mut s, 1, shown.clone(), None),
            2
        );
        assert_eq!(ts(&s), [0, 1, 9, 2]);
        assert_eq!(
            ScriptEdit::Move { earlier: true }.apply(&mut s, 2, shown.clone(), None),
            1
        );
        assert_eq!(ts(&s), [0, 9, 1, 2]);
        assert_eq!(
            ScriptEdit::Move { earlier: true }.apply(&mut s, 0, shown.clone(), None),
            0
        );
        assert_eq!(
            ScriptEdit::Move { earlier: false }.apply(&mut s, 3, shown.clone(), None),
            3
        );
        assert_eq!(
            ScriptEdit::Duplicate.apply(&mut s, 3, shown.clone(), None),
            4
        );
        assert_eq!(ts(&s), [0, 9, 1, 2, 2]);
        assert_eq!(ScriptEdit::Delete.apply(&mut s, 4, shown.clone(), None), 3);
        assert_eq!(ts(&s), [0, 9, 1, 2]);
        let mut one = script(1);
        assert_eq!(ScriptEdit::Delete.apply(&mut one, 0, shown, None), 0);
        assert_eq!(one.scenes.len(), 1, "the last scene stays");
    }

    #[test]
    fn rings_toggle_on_the_selected_point_and_captions_and_notes_take_each_language() {
        let mut s = script(1);
        let shown = Lesson::default;
        ScriptEdit::ToggleRingSelected.apply(&mut s, 0, shown(), Some(2));
        assert_eq!(s.scenes[0].highlights, [Highlight::Ring { point: 3 }]);
        ScriptEdit::ToggleRingSelected.apply(&mut s, 0, shown(), Some(2));
        assert!(s.scenes[0].highlights.is_empty());
        ScriptEdit::ToggleRingSelected.apply(&mut s, 0, shown(), None);
        assert!(s.scenes[0].highlights.is_empty());
        ScriptEdit::Caption(Language::SimplifiedChinese, "场景".to_owned()).apply(
            &mut s,
            0,
            shown(),
            None,
        );
        assert_eq!(s.scenes[0].caption, Text::new("scene 0", "场景"));
        let notes = ScriptEdit::Notes(Language::English, "Ask why.".to_owned());
        assert_eq!(notes.typing_in(), Some((5, Language::English)));
        notes.apply(&mut s, 0, shown(), None);
        ScriptEdit::Notes(Language::SimplifiedChinese, "问为什么。".to_owned()).apply(
            &mut s,
            0,
            shown(),
            None,
        );
        assert_eq!(s.scenes[0].notes, Text::new("Ask why.", "问为什么。"));
        assert_eq!(
            s.scenes[0].caption,
            Text::new("scene 0", "场景"),
            "the caption stays"
        );
        ScriptEdit::Ask(true).apply(&mut s, 0, shown(), None);
        ScriptEdit::AskText(Language::English, "Why?".to_owned()).apply(&mut s, 0, shown(), None);
        assert_eq!(s.scenes[0].ask, Some(Text::new("Why?", "")));
        ScriptEdit::Ask(false).apply(&mut s, 0, shown(), None);
        assert_eq!(s.scenes[0].ask, None);
    }

    #[test]
    fn a_scene_takes_an_exercise_its_hint_and_explanation() {
        use crate::script::task::{Check, Quantity, Task};
        let mut s = script(1);
        let shown = Lesson::default;
        let halt = Task {
            check: Check::PredictNumber {
                quantity: Quantity::UpdatesToHalt,
                within: 0.0,
            },
            hint: None,
            explanation: Text::default(),
        };
        ScriptEdit::Task(TaskEdit::Set(Some(halt.clone()))).apply(&mut s, 0, shown(), None);
        let hint = ScriptEdit::Task(TaskEdit::Hint(Language::English, "Replay it.".to_owned()));
        assert_eq!(hint.typing_in(), Some((3, Language::English)));
        hint.apply(&mut s, 0, shown(), None);
        ScriptEdit::Task(TaskEdit::Explanation(
            Language::SimplifiedChinese,
            "重放。".to_owned(),
        ))
        .apply(&mut s, 0, shown(), None);
        let task = s.scenes[0].task.clone().expect("a task");
        assert_eq!(task.check, halt.check);
        assert_eq!(task.hint, Some(Text::new("Replay it.", "")));
        assert_eq!(task.explanation, Text::new("", "重放。"));
        ScriptEdit::Task(TaskEdit::Set(None)).apply(&mut s, 0, shown(), None);
        assert_eq!(s.scenes[0].task, None);
    }
}
