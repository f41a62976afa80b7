//! The stage's one thin bar over a lecture in presentation mode: the lecture's title (or what a
//! live class puts in its place), scene k of n, Previous and Next, and a way out.

use crate::app::command::{Command, LectureAction};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::t;

use super::Lecture;

/// The lecture's one thin bar: the title (or `instead_of_title`), scene k of n, Previous and
/// Next, and a way out.
pub(in crate::app) fn bar_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    language: Language,
    instead_of_title: Option<String>,
    commands: &mut Vec<Command>,
) -> egui::Rect {
    let Some(script) = &lecture.script else {
        return egui::Rect::NOTHING;
    };
    let mut act = |a: LectureAction| commands.push(Command::Lecture(a));
    let n = script.scenes.len();
    let k = lecture.scene.min(n.saturating_sub(1));
    egui::Panel::top("lecture bar")
        .show(ui, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Truncate);
            ui.horizontal(|ui| {
                if lecture.paging != super::Paging::Teacher {
                    super::player::page_buttons_ui(ui, k, lecture.paging.bounds(n), &mut act);
                }
                ui.label_formula(t!(
                    "views-lecture-scene-of",
                    k = (k + 1).to_string(),
                    n = n.to_string()
                ));
                if lecture.animation.is_some() {
                    ui.weak_formula(t!("views-lecture-playing-steps"));
                }
                ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                    if !lecture.paging.in_class()
                        && ui
                            .button(t!("views-lecture-leave"))
                            .on_hover_formula(t!("views-lecture-leave-tip"))
                            .clicked()
                    {
                        act(LectureAction::Leave);
                    }
                    let title = instead_of_title
                        .unwrap_or_else(|| script.title.in_language(language).to_owned());
                    ui.add(egui::Label::new(egui::RichText::new(title).strong()).truncate());
                });
            });
        })
        .response
        .rect
}
