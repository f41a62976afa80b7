//! The parts' controls, written once: a setting's row (its name with its tip, a count or a
//! slider), why the settings make nothing (a lesson's μ of 1.5), and the two buttons that queue
//! one draw or many with what is still queued.

use std::ops::RangeInclusive;

use crate::app::command::{BinsAction, Command, RoomAction};
use crate::app::drawing::formula::FormulaResponse as _;
use crate::bins::BinsError;

/// A count's row of a settings grid.
pub(super) fn count_row(ui: &mut egui::Ui, name: &str, tip: &str, value: &mut u64, most: u64) {
    let name = ui.label(name).on_hover_formula(tip);
    ui.add(egui::DragValue::new(value).range(0..=most))
        .labelled_by(name.id);
    ui.end_row();
}

/// A number's row of a settings grid: a slider over `range`; a value typed or set (by a screen
/// reader) outside it is brought back into it, and text that is not a finite number is refused.
pub(super) fn slider_row(
    ui: &mut egui::Ui,
    name: &str,
    tip: &str,
    value: &mut f64,
    range: RangeInclusive<f64>,
) {
    let name = ui.label(name).on_hover_formula(tip);
    let before = *value;
    let (low, high) = (*range.start(), *range.end());
    ui.add(
        egui::Slider::new(value, range)
            .clamping(egui::SliderClamping::Edits)
            .custom_parser(crate::number::parse_typed),
    )
    .labelled_by(name.id);
    // A value set through the accessibility tree ("inf" from a screen reader's field) is
    // not clamped by the slider: an edit keeps to the range, and a value that is no number
    // leaves the one before.
    if *value != before {
        let kept = if value.is_finite() {
            value.clamp(low, high)
        } else {
            before
        };
        if kept != *value {
            *value = kept;
            // The slider drew the refused value this frame: the next draws the one kept.
            ui.ctx().request_repaint();
        }
    }
    ui.end_row();
}

/// ε's row: the tolerance every part shares.
pub(super) fn eps_row(ui: &mut egui::Ui, eps: &mut f64) {
    slider_row(ui, "ε", crate::t!("bins-eps-tip"), eps, 0.01..=0.5);
}

/// The two buttons of a part: one draw, and `many` (`many_words`); then what is still queued
/// (`left`, in words) and, instead of buttons that would do nothing, why not.
pub(super) struct Buttons<'a> {
    pub one_words: &'a str,
    pub many_words: &'a str,
    pub many: u64,
    pub action: fn(u64) -> BinsAction,
}

impl Buttons<'_> {
    pub fn ui<T>(
        &self,
        ui: &mut egui::Ui,
        made: &Result<T, BinsError>,
        left: Option<String>,
        commands: &mut Vec<Command>,
    ) {
        if let Err(why) = made {
            ui.colored_label(ui.visuals().error_fg_color, why.to_string());
        }
        let usable = made.is_ok();
        ui.horizontal_wrapped(|ui| {
            for (words, count) in [(self.one_words, 1), (self.many_words, self.many)] {
                if ui.add_enabled(usable, egui::Button::new(words)).clicked() {
                    commands.push(Command::Room(RoomAction::Bins((self.action)(count))));
                }
            }
        });
        if let Some(left) = left {
            ui.label(left);
        }
    }
}

/// A measured value to four places once something is measured, else "—" (a fraction of no
/// samples, or a mean of no runs, is not 0).
pub(super) fn measured_or_dash(value: f64, measured: bool) -> String {
    if measured {
        crate::number::fixed(value, 4)
    } else {
        "—".to_owned()
    }
}
