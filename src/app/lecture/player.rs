//! The lecture's bar under the plane — the title, "scene k of n", Previous and Next, the
//! caption and the question to the class, large, and the scene's exercise — or, while the
//! person explores, a slim bar to go back to the script; and the Lectures menu that opens the
//! built-in lectures.

use crate::app::command::Command;
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::script::BUILT_IN;
use crate::t;

use super::Lecture;
use super::Paging;
use super::caption;
use super::highlights::ACCENT;
use crate::app::command::LectureAction;

/// Where the caption's widget id is kept between frames.
fn caption_key() -> egui::Id {
    egui::Id::unique("lecture caption")
}

/// Whether the caption has the keyboard (it was clicked, or reached with Tab).
pub fn caption_has_focus(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp::<egui::Id>(caption_key()))
        .is_some_and(|id| ctx.memory(|m| m.has_focus(id)))
}

/// The height the Lectures menu keeps for its entries below the built-in lectures (the
/// scripts, the presenter view, the live class), in points.
const MENU_ENTRIES_BELOW: f32 = 340.0;

/// How much larger a caption is than the body text.
const CAPTION_SCALE: f32 = 1.35;

/// The Lectures menu: the built-in lectures, a new script, the editor, the link.
/// The Lectures menu; `more` adds the window's own entries at its end (the live class).
pub fn menu_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    language: Language,
    commands: &mut Vec<Command>,
    more: impl FnOnce(&mut egui::Ui),
) {
    let mut act = |a: LectureAction| commands.push(Command::Lecture(a));
    ui.menu_button(t!("views-lecture-menu"), |ui| {
        // The built-in lectures scroll when the window is too short for them and the menu's
        // other entries (the live class's last among them) together.
        let room = (ui.ctx().content_rect().height() - MENU_ENTRIES_BELOW).max(120.0);
        // A solid scroll bar, shown whenever some lectures are below the fold (egui's floating
        // one shows only under the pointer, so a teacher would not see that there are more).
        ui.spacing_mut().scroll = egui::style::ScrollStyle::solid();
        egui::ScrollArea::vertical()
            .max_height(room)
            .show(ui, |ui| {
                for built_in in BUILT_IN {
                    if ui
                        .button(built_in.title(language))
                        .on_hover_formula(t!("views-lecture-built-in-tip"))
                        .clicked()
                    {
                        act(LectureAction::OpenBuiltIn(built_in.id));
                    }
                }
            });
        ui.separator();
        if ui
            .button(t!("views-lecture-new"))
            .on_hover_formula(t!("views-lecture-new-tip"))
            .clicked()
        {
            act(LectureAction::New);
        }
        let open = lecture.script.is_some();
        if ui
            .add_enabled(open, egui::Button::new(t!("views-lecture-edit")))
            .on_hover_formula(t!("views-lecture-edit-tip"))
            .clicked()
        {
            act(LectureAction::ToggleEditor);
        }
        if ui
            .add_enabled(open, egui::Button::new(t!("views-lecture-copy-link")))
            .on_hover_formula(t!("views-lecture-copy-link-tip"))
            .clicked()
        {
            act(LectureAction::CopyLink);
        }
        if ui
            .add_enabled(open, egui::Button::new(t!("views-lecture-save")))
            .clicked()
        {
            act(LectureAction::Save);
        }
        super::presenter::button_ui(ui, lecture, &mut act);
        ui.weak_formula(t!("views-lecture-open-hint"));
        more(ui);
    });
}

/// The bar at the bottom of the window while a script is open.
pub fn bar_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    language: Language,
    commands: &mut Vec<Command>,
) {
    let Some(script) = &lecture.script else {
        return;
    };
    let mut act = |a: LectureAction| commands.push(Command::Lecture(a));
    let n = script.scenes.len();
    let k = lecture.scene.min(n.saturating_sub(1));
    let (shown, n_text) = ((k + 1).to_string(), n.to_string());
    let scene_of = t!("views-lecture-scene-of", k = shown, n = n_text);
    if !lecture.playing {
        egui::Panel::bottom("lecture bar").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.label_formula(t!(
                    "views-lecture-set-aside",
                    title = script.title.in_language(language),
                    scene = scene_of.as_str()
                ));
                if ui
                    .button(t!("views-lecture-back"))
                    .on_hover_formula(t!("views-lecture-back-tip"))
                    .clicked()
                {
                    act(LectureAction::Back);
                }
                if ui.button(t!("views-lecture-close")).clicked() {
                    act(LectureAction::Close);
                }
            });
        });
        return;
    }
    let Some(scene) = script.scenes.get(k) else {
        return;
    };
    egui::Panel::bottom("lecture bar").show(ui, |ui| {
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        ui.horizontal_wrapped(|ui| {
            ui.strong(script.title.in_language(language));
            ui.label(scene_of.as_str());
            if lecture.animation.is_some() {
                ui.weak_formula(t!("views-lecture-playing-steps"));
            }
            if lecture.paging == Paging::Teacher {
                return;
            }
            page_buttons_ui(ui, k, lecture.paging.bounds(n), &mut act);
            if lecture.paging.in_class() {
                return;
            }
            ui.separator();
            if ui
                .button(t!("views-lecture-leave"))
                .on_hover_formula(t!("views-lecture-leave-tip"))
                .clicked()
            {
                act(LectureAction::Leave);
            }
            if ui
                .selectable_label(lecture.editing, t!("views-lecture-edit"))
                .on_hover_formula(t!("views-lecture-edit-tip"))
                .clicked()
            {
                act(LectureAction::ToggleEditor);
            }
            if ui.button(t!("views-lecture-close")).clicked() {
                act(LectureAction::Close);
            }
        });
        let body = egui::TextStyle::Body.resolve(ui.style());
        let font = egui::FontId::new(body.size * CAPTION_SCALE, body.family);
        let width = ui.available_width();
        let colour = ui.visuals().text_color();
        let strong = ui.visuals().strong_text_color();
        let text = lecture.caption_text(k, language);
        // A click gives the caption the keyboard: Space then goes to the next scene.
        let response = ui.add(
            egui::Label::new(caption::job(&text, font.clone(), colour, strong, width))
                .selectable(true)
                .sense(egui::Sense::click()),
        );
        if response.clicked() {
            response.request_focus();
        }
        if response.has_focus() {
            ui.painter().rect_stroke(
                response.rect.expand(3.0),
                3.0,
                egui::Stroke::new(1.5, ACCENT),
                egui::StrokeKind::Outside,
            );
        }
        ui.ctx()
            .data_mut(|d| d.insert_temp(caption_key(), response.id));
        if let Some(ask) = lecture.ask_text(k, language) {
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, ACCENT))
                .corner_radius(4.0)
                .inner_margin(6.0)
                .show(ui, |ui| {
                    let question = format!("{} {}", t!("views-lecture-ask-the-class"), ask);
                    ui.label(caption::job(
                        &question,
                        font.clone(),
                        colour,
                        strong,
                        width - 16.0,
                    ));
                });
        }
        if let Some(task) = &scene.task {
            let exercise = lecture.exercise.for_scene(k);
            let fill = |text: &str| lecture.scene_text(k, text).into_owned();
            super::exercise::ui(ui, &exercise, task, language, &fill, false, &mut act);
        }
    });
}

/// ◀ Previous and Next ▶ for scene `k` of `n` (0-based), each enabled where there is a scene to go
/// to.
pub(super) fn page_buttons_ui(
    ui: &mut egui::Ui,
    k: usize,
    (first, last): (usize, usize),
    act: &mut dyn FnMut(LectureAction),
) {
    let previous = ui
        .add_enabled(k > first, egui::Button::new(t!("views-lecture-previous")))
        .on_hover_formula(t!("views-lecture-previous-tip"));
    if previous.clicked() {
        act(LectureAction::Previous);
    }
    let next = ui
        .add_enabled(k < last, egui::Button::new(t!("views-lecture-next")))
        .on_hover_formula(t!("views-lecture-next-tip"));
    if next.clicked() {
        act(LectureAction::Next);
    }
}
