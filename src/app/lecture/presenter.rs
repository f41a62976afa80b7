//! The presenter's screen: a second window (one of egui's viewports, so the desktop only) for
//! the teacher's laptop while the stage is on the projector — the scene's notes, the next
//! scene's caption, "scene k of n", the time since the lecture began, on an exercise scene the
//! learner's answer (what Show me gives), its explanation and how many times it was checked, and
//! Previous / Next / Black out, which act on the stage as its own keys do.
//!
//! While a live class runs it has a second tab, the class's dashboard (`dashboard.rs`).
//!
//! It opens from the Lectures menu or with [`KEY`]; in its own window the clicker's keys (PageDown,
//! PageUp, the arrows), B and `.` work as on the stage, and [`KEY`] or Escape closes it.

use std::time::Duration;

use egui::{Key, Modifiers};

use super::dashboard::{clock, dashboard_ui};
#[cfg(not(target_arch = "wasm32"))]
pub use super::seats::RemoteCard;
pub use super::seats::Seats;
use super::seats::seats_ui;
use crate::app::command::Command;
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::script::task::{self, Task};
use crate::script::{Scene, Script};
use crate::t;

use super::{Lecture, caption};
use crate::app::command::LectureAction;

/// The key that opens and closes the presenter's screen, in either window.
pub const KEY: Key = Key::F6;

/// How much larger the notes are than the body text: read at arm's length, at a glance.
const NOTES_SCALE: f32 = 1.2;

/// Whether the window can open a second native one: not on the web, nor in a picture drawn
/// offscreen, nor under a backend that embeds viewports.
pub fn available(ctx: &egui::Context) -> bool {
    cfg!(not(target_arch = "wasm32")) && !ctx.embed_viewports()
}

/// The menu's "Presenter view" toggle (hidden on the web, greyed where no second window opens).
pub fn button_ui(ui: &mut egui::Ui, lecture: &Lecture, act: &mut dyn FnMut(LectureAction)) {
    if cfg!(target_arch = "wasm32") {
        return;
    }
    let enabled = lecture.script.is_some() && available(ui.ctx());
    let toggle = egui::Button::selectable(lecture.presenter, t!("presenter-toggle"));
    if ui
        .add_enabled(enabled, toggle)
        .on_hover_formula(t!("presenter-toggle-tip", key = KEY.name()))
        .on_disabled_hover_text(t!("presenter-unavailable"))
        .clicked()
    {
        act(LectureAction::TogglePresenter);
    }
}

/// [`KEY`] in the main window, and the presenter's window while it is open.
pub fn window(
    ctx: &egui::Context,
    lecture: &Lecture,
    language: Language,
    seats: Option<&Seats>,
    commands: &mut Vec<Command>,
) {
    if !available(ctx) {
        return;
    }
    if lecture.script.is_some() && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, KEY)) {
        commands.push(Command::Lecture(LectureAction::TogglePresenter));
    }
    if !lecture.presenter {
        return;
    }
    let builder = egui::ViewportBuilder::default()
        .with_title(t!("presenter-title"))
        .with_inner_size([640.0, 560.0]);
    ctx.show_viewport_immediate(
        egui::ViewportId::from_hash_of("presenter"),
        builder,
        |ui, _class| {
            let closing = ui.input(|i| i.viewport().close_requested());
            if closing {
                commands.push(Command::Lecture(LectureAction::TogglePresenter));
            } else {
                read_keys(ui.ctx(), commands);
            }
            egui::CentralPanel::default().show(ui, |ui| {
                window_contents_ui(ui, lecture, language, seats, commands);
            });
        },
    );
    // The clock ticks while nothing else moves.
    ctx.request_repaint_after(Duration::from_secs(1));
}

/// The presenter's window's two tabs while a class runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
enum Tab {
    /// The scene's notes, answer and next caption, and the seats.
    #[default]
    Scene,
    /// The class's dashboard.
    Class,
}

/// The window's contents: the scene's (and the seats while a class runs), or the dashboard.
pub fn window_contents_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    language: Language,
    seats: Option<&Seats>,
    commands: &mut Vec<Command>,
) {
    let tab_id = egui::Id::unique("presenter tab");
    let mut tab: Tab = ui.data(|d| d.get_temp(tab_id)).unwrap_or_default();
    let class = seats.zip(lecture.script.as_ref());
    if class.is_some() {
        ui.horizontal(|ui| {
            ui.selectable_value(&mut tab, Tab::Scene, t!("presenter-tab-scene"));
            ui.selectable_value(&mut tab, Tab::Class, t!("presenter-tab-class"))
                .on_hover_formula(t!("presenter-tab-class-tip"));
        });
        ui.data_mut(|d| d.insert_temp(tab_id, tab));
        ui.separator();
    }
    egui::ScrollArea::vertical().show(ui, |ui| match class {
        Some((seats, script)) if tab == Tab::Class => {
            dashboard_ui(ui, script, lecture.scene, seats, language, commands);
        }
        _ => {
            contents_ui(ui, lecture, language, commands);
            if let Some(seats) = seats {
                ui.separator();
                seats_ui(ui, seats, commands);
            }
        }
    });
}

/// The keys of the presenter's own window: a clicker's, the black-out's, and the ones closing it.
fn read_keys(ctx: &egui::Context, commands: &mut Vec<Command>) {
    if ctx.egui_wants_keyboard_input() {
        return;
    }
    let bindings = [
        (Key::PageDown, LectureAction::Next),
        (Key::ArrowRight, LectureAction::Next),
        (Key::ArrowDown, LectureAction::Next),
        (Key::PageUp, LectureAction::Previous),
        (Key::ArrowLeft, LectureAction::Previous),
        (Key::ArrowUp, LectureAction::Previous),
        (Key::B, LectureAction::BlackOut),
        (Key::Period, LectureAction::BlackOut),
        (KEY, LectureAction::TogglePresenter),
        (Key::Escape, LectureAction::TogglePresenter),
    ];
    ctx.input_mut(|i| {
        for (key, action) in bindings {
            if i.consume_key(Modifiers::NONE, key) {
                commands.push(Command::Lecture(action));
            }
        }
    });
}

/// What the presenter's screen shows of `lecture`, and its buttons' commands.
pub fn contents_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    language: Language,
    commands: &mut Vec<Command>,
) {
    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
    let Some(script) = &lecture.script else {
        ui.label_formula(t!("presenter-no-lecture"));
        return;
    };
    let n = script.scenes.len();
    let k = lecture.scene.min(n.saturating_sub(1));
    header_ui(ui, lecture, script, k, language);
    buttons_ui(ui, lecture, k, n, commands);
    ui.separator();
    let Some(scene) = script.scenes.get(k) else {
        return;
    };
    ui.heading(t!("presenter-notes"));
    let notes = lecture.scene_text(k, scene.notes.in_language(language));
    if notes.trim().is_empty() {
        ui.weak_formula(t!("presenter-no-notes"));
    } else {
        markdown_ui(ui, &notes, NOTES_SCALE);
    }
    if let Some(task) = &scene.task {
        ui.separator();
        exercise_ui(ui, lecture, k, scene, task, language);
    }
    ui.separator();
    ui.heading(t!("presenter-next"));
    if k + 1 < n {
        markdown_ui(ui, &lecture.caption_text(k + 1, language), 1.0);
    } else {
        ui.weak_formula(t!("presenter-last-scene"));
    }
}

/// The title, "scene k of n" and the clock.
fn header_ui(ui: &mut egui::Ui, lecture: &Lecture, script: &Script, k: usize, language: Language) {
    ui.horizontal_wrapped(|ui| {
        ui.strong(script.title.in_language(language));
        ui.label_formula(t!(
            "views-lecture-scene-of",
            k = (k + 1).to_string(),
            n = script.scenes.len().to_string()
        ));
        if let Some(opened) = lecture.opened_at {
            ui.label_formula(t!(
                "presenter-clock",
                time = clock(opened.elapsed().as_secs())
            ));
        }
        if lecture.blacked_out {
            ui.colored_label(ui.visuals().warn_fg_color, t!("presenter-blacked-out"));
        }
    });
}

/// Previous, Next and Black out: the stage follows.
fn buttons_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    k: usize,
    n: usize,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        let mut act = |action: LectureAction| commands.push(Command::Lecture(action));
        if ui
            .add_enabled(k > 0, egui::Button::new(t!("views-lecture-previous")))
            .clicked()
        {
            act(LectureAction::Previous);
        }
        if ui
            .add_enabled(k + 1 < n, egui::Button::new(t!("views-lecture-next")))
            .clicked()
        {
            act(LectureAction::Next);
        }
        if ui
            .add(egui::Button::selectable(
                lecture.blacked_out,
                t!("presenter-black-out"),
            ))
            .on_hover_formula(t!("presenter-black-out-tip"))
            .clicked()
        {
            act(LectureAction::BlackOut);
        }
    });
}

/// The exercise of scene `k`: the learner's answer, the explanation, the checks so far.
fn exercise_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    k: usize,
    scene: &Scene,
    task: &Task,
    language: Language,
) {
    ui.heading(t!("presenter-exercise"));
    match reference_text(ui.ctx(), scene, task) {
        Ok(answer) => ui.label_formula(t!("presenter-answer", answer = answer.as_str())),
        Err(problem) => ui.colored_label(ui.visuals().error_fg_color, problem),
    };
    let explanation = task.explanation.in_language(language);
    if !explanation.trim().is_empty() {
        ui.label_formula(t!("presenter-explanation"));
        markdown_ui(ui, explanation, 1.0);
    }
    let checks = lecture.exercise.checks.get(&k).copied().unwrap_or(0);
    ui.horizontal_wrapped(|ui| {
        ui.label_formula(t!("presenter-checked", count = checks.to_string()));
        match lecture.exercise.results.get(&k) {
            Some(first) if first.right => ui.label_formula(t!("presenter-first-right")),
            Some(_) => ui.label_formula(t!("presenter-first-wrong")),
            None => ui.weak_formula(t!("presenter-not-answered")),
        };
    });
}

/// The learner's answer to the scene's task as the results file writes it, or why there is
/// none: worked out once per scene and kept (some answers search, which takes a moment).
fn reference_text(ctx: &egui::Context, scene: &Scene, task: &Task) -> Result<String, String> {
    let key = egui::Id::unique((
        "presenter answer",
        format!("{:?}", (&scene.state, &task.check)),
    ));
    if let Some(known) = ctx.data(|d| d.get_temp::<Result<String, String>>(key)) {
        return known;
    }
    let answer = task::reference(&scene.state, &task.check)
        .map(|answer| task::answer_text(&task.check, &answer));
    ctx.data_mut(|d| d.insert_temp(key, answer.clone()));
    answer
}

/// A caption's short Markdown, `scale` times the body text, wrapped to the width.
fn markdown_ui(ui: &mut egui::Ui, text: &str, scale: f32) {
    let body = egui::TextStyle::Body.resolve(ui.style());
    let font = egui::FontId::new(body.size * scale, body.family);
    let colour = ui.visuals().text_color();
    let strong = ui.visuals().strong_text_color();
    let width = ui.available_width();
    ui.label(caption::job(text, font, colour, strong, width));
}

#[cfg(test)]
mod tests {
    use super::clock;

    mod dashboard {
        #[test]
        fn the_class_tab_shows_each_student_s_marks_opens_their_answers_and_hides_names() {
            use egui_kittest::Harness;
            use egui_kittest::kittest::Queryable as _;

            use crate::app::command::Command;
            use crate::app::lecture::Lecture;
            use crate::app::lecture::dashboard::tests::row;
            use crate::app::lecture::presenter::window_contents_ui;
            use crate::app::lecture::seats::Seats;
            use crate::i18n::Language;

            crate::i18n::set_language(Language::English);
            let script = crate::script::built_in("why-pla-halts")
                .expect("a built-in lecture")
                .script()
                .expect("it reads");
            let exercises: Vec<usize> = (0..script.scenes.len())
                .filter(|&k| script.scenes[k].task.is_some())
                .collect();
            assert!(exercises.len() >= 2, "a lecture with exercises");
            let lecture = Lecture {
                script: Some(script),
                ..Lecture::default()
            };
            let seats = Seats {
                locked: false,
                students: vec![
                    row("s1", "Zoe", &[(exercises[0], false)]),
                    row("s2", "Ada", &[(exercises[0], true), (exercises[1], true)]),
                ],
                range: None,
                seconds: 100.0,
                picked: Vec::new(),
                ..Seats::default()
            };
            let mut fonts_installed = false;
            let mut harness = Harness::builder()
                .with_size(egui::vec2(640.0, 700.0))
                .build_ui_state(
                    move |ui, commands: &mut Vec<Command>| {
                        // The app's fonts (◀, ✓) take effect from the next frame.
                        if !fonts_installed {
                            crate::app::install_fonts(ui.ctx(), Language::English);
                            fonts_installed = true;
                            ui.ctx().request_repaint();
                            return;
                        }
                        window_contents_ui(ui, &lecture, Language::English, Some(&seats), commands)
                    },
                    Vec::new(),
                );
            harness.run();
            harness.get_by_label("The class").click();
            harness.run();
            assert_eq!(harness.get_all_by_label("✓").count(), 2);
            assert_eq!(harness.get_all_by_label("✗").count(), 1);
            let unanswered = exercises.len() * 2 - 3;
            assert_eq!(harness.get_all_by_label("·").count(), unanswered);
            assert!(
                harness
                    .query_by_label("2/{}".replace("{}", &exercises.len().to_string()).as_str())
                    .is_some()
            );
            harness.get_by_label("Ada").click();
            harness.run();
            assert!(harness.query_by_label("Ada's answers").is_some());
            harness.get_by_label("Ada").click();
            harness.run();
            assert!(
                harness.query_by_label("Ada's answers").is_none(),
                "closed again"
            );
            harness.get_by_label("Hide names").click();
            harness.run();
            assert!(harness.query_by_label("Ada").is_none(), "no name shown");
            assert!(harness.query_by_label("Student 2").is_some());
            // The scene's tab still has its notes, and hides the names in the seats too.
            harness.get_by_label("This scene").click();
            harness.run();
            assert!(harness.query_by_label("Notes").is_some());
            assert!(harness.query_by_label("Zoe").is_none());
            assert!(harness.query_by_label("Student 1").is_some());
        }
    }

    #[test]
    fn the_clock_shows_minutes_and_seconds_then_hours() {
        assert_eq!(clock(0), "0:00");
        assert_eq!(clock(65), "1:05");
        assert_eq!(clock(3599), "59:59");
        assert_eq!(clock(3600 + 62), "1:01:02");
    }
}
