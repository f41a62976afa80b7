//! The class's coins on the stage (a coin-flip exercise, lecture 4's coin game played by the
//! class): over the plane, a bar for each count of heads 0 to F with how many students got it,
//! the fair coin's expected count beside each bar, and how many got F heads of F against the
//! lecture's 1 − (1 − 2^−F)^C for the C students who flipped. Never a name.

use crate::app::drawing::palette;
use crate::app::lecture::Lecture;
use crate::app::plane::PlaneState;
use crate::bins::binomial::Binomial;
use crate::class::protocol::SharedAnswer;
use crate::number;
use crate::script::task::coins;
use crate::script::{Check, Reply};
use crate::t;

/// The class's counts of heads for a coin-flip exercise of `flips` flips: students per count.
pub fn class_counts(answers: &[SharedAnswer], flips: u32) -> Vec<usize> {
    let given = answers.iter().filter_map(|a| match a.reply {
        Reply::Number(heads) => Some(heads),
        _ => None,
    });
    coins::histogram(given, flips)
}

/// Paints the histogram over the `plane` when the scene shown asks the class to flip.
pub(super) fn paint(
    ui: &egui::Ui,
    answers: &[SharedAnswer],
    lecture: &Lecture,
    plane: &PlaneState,
) {
    let Some(Check::CoinFlips { flips }) = lecture
        .current()
        .and_then(|s| s.task.as_ref())
        .map(|t| t.check.clone())
    else {
        return;
    };
    let Some(rect) = plane.rect_on_screen() else {
        return;
    };
    if !plane.drawn_this_pass(ui.ctx()) {
        return;
    }
    let counts = class_counts(answers, flips);
    let students: usize = counts.iter().sum();
    // The plane's axes and their numbers are not the histogram's: covered with the plot.
    let rect = plane.rect_with_axes_on_screen().unwrap_or(rect);
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect_filled(rect, 0.0, ui.visuals().panel_fill);
    let ink = ui.visuals().text_color();
    let size = (rect.height() / 24.0).clamp(12.0, 22.0);
    let font = egui::FontId::proportional(size);
    let inner = rect.shrink(8.0);
    let heading = wrapped(
        &painter,
        inner.center_top(),
        egui::Align2::CENTER_TOP,
        t!("views-class-coins-heading", n = students, flips = flips),
        font.clone(),
        ink,
        inner.width(),
    );
    let all_heads = counts.last().copied().unwrap_or(0);
    let footer = wrapped(
        &painter,
        inner.center_bottom(),
        egui::Align2::CENTER_BOTTOM,
        t!(
            "views-class-coins-all-heads",
            got = all_heads,
            n = students,
            flips = flips,
            p = number::significant(coins::someone_gets_all_heads(students, flips), 3)
        ),
        font.clone(),
        ink,
        inner.width(),
    );
    let axis = wrapped(
        &painter,
        egui::pos2(inner.center().x, footer.min.y - 0.5 * size),
        egui::Align2::CENTER_BOTTOM,
        t!("views-class-coins-axis", flips = flips),
        egui::FontId::proportional(size * 0.85),
        palette::GREY,
        inner.width(),
    );
    // The bars' area, under the heading, over the counts' labels and the footer.
    let area = egui::Rect::from_min_max(
        egui::pos2(rect.min.x + 0.08 * rect.width(), heading.max.y + 2.0 * size),
        egui::pos2(rect.max.x - 0.08 * rect.width(), axis.min.y - 1.8 * size),
    );
    if area.height() < 20.0 || area.width() < 20.0 {
        return;
    }
    let fair = Binomial::new(u64::from(flips), 0.5);
    let expected: Vec<f64> = fair.pmf.iter().map(|p| p * students as f64).collect();
    let tallest = counts
        .iter()
        .map(|&c| c as f64)
        .chain(expected.iter().copied())
        .fold(1.0, f64::max);
    let slot = area.width() / counts.len() as f32;
    let height = |count: f64| (count / tallest) as f32 * area.height();
    for (k, &count) in counts.iter().enumerate() {
        let left = area.min.x + k as f32 * slot;
        let bar = egui::Rect::from_min_max(
            egui::pos2(left + 0.15 * slot, area.max.y - height(count as f64)),
            egui::pos2(left + 0.85 * slot, area.max.y),
        );
        // F heads of F, the count the lecture asks about, stands out.
        let colour = if k == counts.len() - 1 {
            palette::REDDISH_PURPLE
        } else {
            palette::BLUISH_GREEN
        };
        painter.rect_filled(bar, 2.0, colour);
        let y = area.max.y - height(expected[k]);
        painter.line_segment(
            [
                egui::pos2(left + 0.05 * slot, y),
                egui::pos2(left + 0.95 * slot, y),
            ],
            egui::Stroke::new(2.0, ink),
        );
        painter.text(
            egui::pos2(bar.center().x, bar.min.y.min(y) - 2.0),
            egui::Align2::CENTER_BOTTOM,
            count.to_string(),
            font.clone(),
            ink,
        );
        painter.text(
            egui::pos2(bar.center().x, area.max.y + 4.0),
            egui::Align2::CENTER_TOP,
            k.to_string(),
            font.clone(),
            ink,
        );
    }
}

/// `text` laid out within `width`, placed at `at` by `align`: the rectangle it took.
fn wrapped(
    painter: &egui::Painter,
    at: egui::Pos2,
    align: egui::Align2,
    text: String,
    font: egui::FontId,
    colour: egui::Color32,
    width: f32,
) -> egui::Rect {
    let galley = painter.layout(text, font, colour, width);
    let rect = align.anchor_size(at, galley.size());
    painter.galley(rect.min, galley, colour);
    rect
}
