//! The exercise's box, under the caption or in the lecture bar: how the task is answered (a
//! typed field, a number pad on a touch screen, a click on the plane), Check, Show me, the hint,
//! the score, and the verdict with its explanation.

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::script::task::{Check, Reply, Task, coins};
use crate::t;

use super::Exercise;
use crate::app::command::{LectureAction, TaskAction};
use crate::app::lecture::highlights::ACCENT;

/// Where the number pad's keys and Check were drawn this frame, by their text, in points: the
/// web page publishes them for its browser tests, whose taps need a place.
#[derive(Debug, Clone, Default)]
pub struct TapTargets(pub Vec<(String, egui::Rect)>);

impl TapTargets {
    /// Takes this frame's targets out of `ctx`.
    pub fn take(ctx: &egui::Context) -> Self {
        ctx.data_mut(|d| d.remove_temp::<Self>(egui::Id::NULL))
            .unwrap_or_default()
    }

    fn note(ui: &egui::Ui, name: &str, rect: egui::Rect) {
        ui.ctx().data_mut(|d| {
            d.get_temp_mut_or_default::<Self>(egui::Id::NULL)
                .0
                .push((name.to_owned(), rect));
        });
    }
}

/// A typed answer's field, checked by Enter or by Check; with `pad`, typed on the number pad
/// instead of the system's keyboard (which would cover a phone's screen).
fn typed_answer_ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    label: &str,
    hint: &str,
    pad: bool,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    let mut typed = exercise.typed.clone();
    let label = ui.label(label);
    // Wide enough for its hint at any size of text (the stage's is larger than the desk's).
    let width = 7.0 * egui::TextStyle::Body.resolve(ui.style()).size;
    let field = ui
        .add(
            egui::TextEdit::singleline(&mut typed)
                .desired_width(width)
                .interactive(!pad)
                .hint_text(hint),
        )
        .labelled_by(label.id);
    if field.changed() {
        lecture_act(LectureAction::Task(TaskAction::Type(typed)));
    }
    // Enter leaves the field and checks; Ctrl+Enter, the shortcut elsewhere, checks in it too.
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    let command_entered = field.has_focus()
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::COMMAND, egui::Key::Enter));
    if entered || command_entered {
        lecture_act(LectureAction::Task(TaskAction::Check));
    }
    let check = ui.button(t!("views-task-check"));
    TapTargets::note(ui, "Check", check.rect);
    if check.clicked() {
        lecture_act(LectureAction::Task(TaskAction::Check));
    }
}

/// The keys of a number pad, row by row: "−" types the minus sign, "," (for a spot only) goes
/// between its two coordinates, "⌫" erases.
const PAD_ROWS: [&[&str]; 3] = [
    &["7", "8", "9", "−", "⌫"],
    &["4", "5", "6", ".", ","],
    &["1", "2", "3", "0"],
];

/// A number pad for a typed answer on a touch screen: digits, the sign, the point, a comma
/// between a spot's two coordinates (`spot`), and ⌫.
fn number_pad_ui(
    ui: &mut egui::Ui,
    typed: &str,
    spot: bool,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    let size = egui::vec2(44.0, ui.spacing().interact_size.y.max(28.0));
    let mut pressed = None;
    egui::Grid::new("number pad")
        .spacing([6.0, 6.0])
        .show(ui, |ui| {
            for row in PAD_ROWS {
                for &key in row {
                    if key == "," && !spot {
                        continue;
                    }
                    let mut button = ui.add_sized(size, egui::Button::new(key));
                    if key == "⌫" {
                        button = button.on_hover_formula(t!("views-task-pad-erase"));
                    }
                    TapTargets::note(ui, key, button.rect);
                    if button.clicked() {
                        pressed = Some(key);
                    }
                }
                ui.end_row();
            }
        });
    if let Some(key) = pressed {
        let mut text = typed.to_owned();
        match key {
            "⌫" => {
                text.pop();
                // ", " goes as it came.
                if text.ends_with(',') {
                    text.pop();
                }
            }
            "," => text.push_str(", "),
            key => text.push_str(key),
        }
        lecture_act(LectureAction::Task(TaskAction::Type(text)));
    }
}

/// The exercise's box in the lecture bar: the task's answer, Check, Show me, the hint, the
/// verdict and the score. A number is typed on a number pad on a touch screen, or with `pad`.
pub fn ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    task: &Task,
    language: Language,
    fill: &dyn Fn(&str) -> String,
    pad: bool,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    let pad = pad || ui.input(|i| i.has_touch_screen());
    egui::Frame::new()
        .stroke(egui::Stroke::new(2.0, ACCENT))
        .corner_radius(4.0)
        // Low above and below: on a short projector (1280×720) the controls, at a size the back
        // row reads, leave the main view its share.
        .inner_margin(egui::Margin::symmetric(6, 3))
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.strong_formula(t!("views-task-heading"));
                answer_ui(ui, exercise, task, pad, lecture_act);
                help_buttons_ui(ui, exercise, task, lecture_act);
                score_ui(ui, exercise, lecture_act);
            });
            let typed = !(task.check.wants_points()
                || task.check.wants_settings()
                || matches!(task.check, Check::CoinFlips { .. }));
            if pad && typed && exercise.verdict.is_none() {
                number_pad_ui(ui, &exercise.typed, task.check.wants_spot(), lecture_act);
            }
            outcome_ui(ui, exercise, task, language, fill);
        });
}

/// How the task is answered: on the plane or in the controls and then checked, by a click on
/// the plane or typed, or typed.
fn answer_ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    task: &Task,
    pad: bool,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    if let Check::CoinFlips { flips } = task.check {
        coin_ui(ui, exercise, flips, lecture_act);
    } else if task.check.wants_points() || task.check.wants_settings() {
        ui.weak(if task.check.wants_points() {
            t!("views-task-on-the-plane")
        } else {
            t!("views-task-in-the-controls")
        });
        if ui.button(t!("views-task-check")).clicked() {
            lecture_act(LectureAction::Task(TaskAction::Check));
        }
    } else if task.check.wants_spot() {
        let label = if exercise.awaiting_spot {
            t!("views-task-clicking")
        } else {
            t!("views-task-click")
        };
        if ui
            .selectable_label(exercise.awaiting_spot, label)
            .on_hover_formula(t!("views-task-click-tip"))
            .clicked()
        {
            lecture_act(LectureAction::Task(TaskAction::AwaitSpot));
        }
        typed_answer_ui(
            ui,
            exercise,
            t!("views-task-or-type"),
            t!("views-task-a-spot"),
            pad,
            lecture_act,
        );
    } else {
        typed_answer_ui(
            ui,
            exercise,
            t!("views-task-your-answer"),
            t!("views-task-a-number"),
            pad,
            lecture_act,
        );
    }
}

/// A coin-flip exercise: the button that flips the page's own coin (once: a class takes the
/// first count, and the coin is the seat's), then the flips and the count of heads.
fn coin_ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    flips: u32,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    let flipped = exercise.flipped.is_some() || !exercise.typed.is_empty();
    if ui
        .add_enabled(
            !flipped,
            egui::Button::new(t!("views-task-flip", flips = flips)),
        )
        .on_hover_formula(t!("views-task-flip-tip"))
        .clicked()
    {
        lecture_act(LectureAction::Task(TaskAction::Flip));
    }
    if let Some(shown) = &exercise.flipped {
        ui.label(
            egui::RichText::new(coins::written(shown))
                .monospace()
                .strong(),
        );
    }
    if flipped {
        ui.label_formula(t!(
            "views-task-heads",
            heads = exercise.typed.as_str(),
            flips = flips
        ));
    }
}

/// Show me (until the answer waits for the teacher's reveal; never for a coin, which has no
/// learner's answer) and the hint (while the task has one not yet shown).
fn help_buttons_ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    task: &Task,
    lecture_act: &mut dyn FnMut(LectureAction),
) {
    if !exercise.awaits_reveal()
        && !matches!(task.check, Check::CoinFlips { .. })
        && ui
            .button(t!("views-task-show-me"))
            .on_hover_formula(t!("views-task-show-me-tip"))
            .clicked()
    {
        lecture_act(LectureAction::Task(TaskAction::ShowMe));
    }
    if task.hint.is_some() && !exercise.hint && ui.button(t!("views-task-hint")).clicked() {
        lecture_act(LectureAction::Task(TaskAction::Hint));
    }
}

/// The score so far, with Save and Copy of the results, once something was answered.
fn score_ui(ui: &mut egui::Ui, exercise: &Exercise, lecture_act: &mut dyn FnMut(LectureAction)) {
    let (right, answered) = exercise.score();
    if answered == 0 {
        return;
    }
    ui.weak_formula(t!(
        "views-task-score",
        right = right.to_string(),
        answered = answered.to_string()
    ));
    if ui
        .small_button(t!("views-task-save-results"))
        .on_hover_formula(t!("views-task-save-results-tip"))
        .clicked()
    {
        lecture_act(LectureAction::SaveResults);
    }
    if ui
        .small_button(t!("views-task-copy-results"))
        .on_hover_formula(t!("views-task-copy-results-tip"))
        .clicked()
    {
        lecture_act(LectureAction::CopyResults);
    }
}

/// Under the answer: the hint when shown, the verdict with the task's explanation, the number
/// Show me gave, and what was wrong with the answer typed.
fn outcome_ui(
    ui: &mut egui::Ui,
    exercise: &Exercise,
    task: &Task,
    language: Language,
    fill: &dyn Fn(&str) -> String,
) {
    if let (true, Some(hint)) = (exercise.hint, &task.hint) {
        ui.label_formula(fill(hint.in_language(language)));
    }
    if let Some(verdict) = &exercise.verdict {
        let colour = if verdict.right {
            crate::app::drawing::palette::BLUISH_GREEN
        } else {
            ui.visuals().error_fg_color
        };
        let font = egui::TextStyle::Body.resolve(ui.style());
        ui.label(formula::job(&verdict.reason, font, colour))
            .named_as(&verdict.reason);
        let explanation = fill(task.explanation.in_language(language));
        if !explanation.is_empty() {
            ui.label_formula(explanation);
        }
    }
    if let Some(Reply::Number(value)) = exercise.shown {
        ui.label_formula(t!(
            "views-task-shown-number",
            value = crate::number::significant(value, 4)
        ));
    }
    if let Some(problem) = &exercise.problem {
        ui.colored_label(ui.visuals().error_fg_color, problem);
    }
}
