//! The class's answers on a plane, never with a name: on the projector once the teacher shows
//! them, and on a student's page that answered while the teacher shares them. Each predicted
//! direction a thin arrow from the origin and each clicked spot a dot on the plane, typed
//! numbers (and the Φ chosen) as bars, and each student's points of "make it impossible" as a
//! small plane of its own, side by side over the plane, and the class's coins as a histogram
//! (`coin_histogram.rs`). Green is right, purple wrong, grey not yet revealed.

use glam::DVec2;

use crate::app::drawing::palette;
use crate::app::lecture::Lecture;
use crate::app::plane::PlaneState;
use crate::class::protocol::SharedAnswer;
use crate::script::{Check, Reply};
use crate::t;

/// The most small planes drawn; the rest are counted.
const MOST_SMALL_PLANES: usize = 48;

/// The numbers the class typed for an exercise (or the Φ each left in the Transform
/// controls): each value, whether it is right (if known), and how many gave it (most given
/// first).
pub(super) fn numbers(answers: &[SharedAnswer]) -> Vec<(String, Option<bool>, usize)> {
    let mut counts: std::collections::BTreeMap<(String, Option<bool>), usize> = Default::default();
    for answered in answers {
        if let Reply::Number(_) | Reply::Transform(_) = answered.reply {
            *counts
                .entry((answered.text.clone(), answered.right))
                .or_default() += 1;
        }
    }
    let mut numbers: Vec<_> = counts.into_iter().map(|((v, r), n)| (v, r, n)).collect();
    numbers.sort_by_key(|n| std::cmp::Reverse(n.2));
    numbers
}

/// The class's answers to the exercise of the lecture's scene shown, over the `plane`: the
/// directions and spots, and the small planes.
pub(super) fn paint(
    ui: &egui::Ui,
    answers: &[SharedAnswer],
    lecture: &Lecture,
    plane: &PlaneState,
) {
    paint_spots(ui, answers, lecture, plane);
    paint_points(ui, answers, plane);
    super::coin_histogram::paint(ui, answers, lecture, plane);
}

/// The class's spots drawn on the plane (never a name): each direction a thin arrow from the
/// origin, each spot a dot; green when right, purple when wrong.
fn paint_spots(ui: &egui::Ui, answers: &[SharedAnswer], lecture: &Lecture, plane: &PlaneState) {
    let Some(task) = lecture.current().and_then(|s| s.task.as_ref()) else {
        return;
    };
    let (Some(t), Some(rect)) = (plane.transform(), plane.rect_on_screen()) else {
        return;
    };
    if !plane.drawn_this_pass(ui.ctx()) {
        return;
    }
    // As long as an exercise's own arrows: a third of the way across the view.
    let length = plane
        .view_in_plot()
        .map_or(1.0, |view| view.size().min_element() / 3.0);
    let painter = ui.painter().with_clip_rect(rect);
    let on_screen = |p: DVec2| {
        let s = t.screen_from_plot(p);
        egui::pos2(s.x as f32, s.y as f32)
    };
    let origin = on_screen(DVec2::ZERO);
    let directions = !matches!(task.check, Check::KMeansMove { .. });
    for answered in answers {
        let Reply::Spot([x1, x2]) = answered.reply else {
            continue;
        };
        let colour = answer_colour(answered.right).gamma_multiply(0.8);
        let spot = DVec2::new(x1, x2);
        if !directions {
            painter.circle_filled(on_screen(spot), 4.0, colour);
        } else if spot.length() > 0.0 {
            let tip = on_screen(spot / spot.length() * length);
            painter.arrow(origin, tip - origin, egui::Stroke::new(1.5, colour));
        }
    }
}

/// Green for a right answer, purple for a wrong one (told apart by colour-blind eyes too), grey
/// before the reveal.
fn answer_colour(right: Option<bool>) -> egui::Color32 {
    match right {
        Some(true) => palette::BLUISH_GREEN,
        Some(false) => palette::REDDISH_PURPLE,
        None => palette::GREY,
    }
}

/// The numbers the class typed, as a histogram: a bar per value, most given first.
pub(super) fn numbers_ui(ui: &mut egui::Ui, numbers: &[(String, Option<bool>, usize)]) {
    let Some(most) = numbers.iter().map(|n| n.2).max() else {
        return;
    };
    egui::Grid::new("class numbers").show(ui, |ui| {
        for (value, right, count) in numbers.iter().take(8) {
            ui.label(egui::RichText::new(value).monospace());
            let width = 160.0 * *count as f32 / most as f32;
            let (bar, _) =
                ui.allocate_exact_size(egui::vec2(width.max(2.0), 12.0), egui::Sense::hover());
            ui.painter().rect_filled(bar, 2.0, answer_colour(*right));
            ui.label(count.to_string());
            ui.end_row();
        }
    });
}

/// Each student's points for the exercise of scene `k`, as a grid of small planes over the
/// teacher's plane (all at one scale, so that they compare), framed green when right and
/// purple when wrong; the first [`MOST_SMALL_PLANES`], and how many more there are.
fn paint_points(ui: &egui::Ui, answers: &[SharedAnswer], plane: &PlaneState) {
    let Some(rect) = plane.rect_on_screen() else {
        return;
    };
    if !plane.drawn_this_pass(ui.ctx()) {
        return;
    }
    let answers: Vec<&SharedAnswer> = answers
        .iter()
        .filter(|a| matches!(a.reply, Reply::Points(_)))
        .collect();
    if answers.is_empty() {
        return;
    }
    let rect = plane.rect_with_axes_on_screen().unwrap_or(rect);
    let painter = ui.painter().with_clip_rect(rect);
    painter.rect_filled(rect, 0.0, ui.visuals().panel_fill);
    let ink = ui.visuals().text_color();
    // A heading says what the small planes are: not the plane's axes, one scale for all.
    let heading = painter.text(
        rect.center_top() + egui::vec2(0.0, 4.0),
        egui::Align2::CENTER_TOP,
        t!("views-class-small-planes", n = answers.len()),
        egui::FontId::proportional(14.0),
        ink,
    );
    let rect = egui::Rect::from_min_max(egui::pos2(rect.min.x, heading.max.y + 2.0), rect.max);
    let shown = answers.len().min(MOST_SMALL_PLANES);
    let cells = grid(rect.size(), shown);
    let bounds = shared_bounds(&answers);
    for (i, answered) in answers.iter().take(shown).enumerate() {
        let Reply::Points(points) = &answered.reply else {
            continue;
        };
        let cell = cells.cell(rect, i).shrink(4.0);
        painter.rect_stroke(
            cell,
            3.0,
            egui::Stroke::new(2.5, answer_colour(answered.right)),
            egui::StrokeKind::Inside,
        );
        small_plane(&painter, cell.shrink(6.0), bounds, points);
    }
    if answers.len() > shown {
        painter.text(
            rect.right_bottom() - egui::vec2(6.0, 6.0),
            egui::Align2::RIGHT_BOTTOM,
            t!("views-class-more-answers", n = answers.len() - shown),
            egui::FontId::proportional(14.0),
            ink,
        );
    }
}

/// A grid of `n` cells in an area of `size`: as many columns as keep the cells about square.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Grid {
    columns: usize,
    rows: usize,
}

fn grid(size: egui::Vec2, n: usize) -> Grid {
    let n = n.max(1);
    let aspect = f64::from(size.x.max(1.0) / size.y.max(1.0));
    let columns = ((n as f64 * aspect).sqrt().ceil() as usize).clamp(1, n);
    Grid {
        columns,
        rows: n.div_ceil(columns),
    }
}

impl Grid {
    /// Cell `i` of the grid over `rect`, row by row.
    fn cell(self, rect: egui::Rect, i: usize) -> egui::Rect {
        let size = egui::vec2(
            rect.width() / self.columns as f32,
            rect.height() / self.rows as f32,
        );
        let (row, column) = (i / self.columns, i % self.columns);
        egui::Rect::from_min_size(
            rect.min + egui::vec2(column as f32 * size.x, row as f32 * size.y),
            size,
        )
    }
}

/// The box around every answer's points (with a margin), so that every small plane has the
/// same scale.
fn shared_bounds(answers: &[&SharedAnswer]) -> [DVec2; 2] {
    let mut low = DVec2::splat(f64::INFINITY);
    let mut high = DVec2::splat(f64::NEG_INFINITY);
    for answered in answers {
        if let Reply::Points(points) = &answered.reply {
            for p in points {
                let x = DVec2::new(p[0], p[1]);
                if x.is_finite() {
                    low = low.min(x);
                    high = high.max(x);
                }
            }
        }
    }
    if !(low.is_finite() && high.is_finite()) {
        return [DVec2::splat(-1.0), DVec2::splat(1.0)];
    }
    let margin = ((high - low).max_element() * 0.1).max(0.5);
    [low - DVec2::splat(margin), high + DVec2::splat(margin)]
}

/// One student's points in `cell`, at the scale of `bounds` (equal on both axes): ○ for +1,
/// × for −1.
fn small_plane(painter: &egui::Painter, cell: egui::Rect, bounds: [DVec2; 2], points: &[[f64; 3]]) {
    let span = (bounds[1] - bounds[0]).max(DVec2::splat(1e-9));
    let scale = (f64::from(cell.width()) / span.x).min(f64::from(cell.height()) / span.y);
    let centre = (bounds[0] + bounds[1]) / 2.0;
    let r = (cell.width().min(cell.height()) / 18.0).clamp(2.5, 7.0);
    for p in points {
        let offset = (DVec2::new(p[0], p[1]) - centre) * scale;
        if !offset.is_finite() {
            continue;
        }
        let c = cell.center() + egui::vec2(offset.x as f32, -offset.y as f32);
        if p[2] > 0.0 {
            painter.circle_stroke(c, r, egui::Stroke::new(2.0, palette::POSITIVE));
        } else {
            let stroke = egui::Stroke::new(2.0, palette::NEGATIVE);
            let d = egui::vec2(r, r);
            painter.line_segment([c - d, c + d], stroke);
            painter.line_segment([c + egui::vec2(-r, r), c + egui::vec2(r, -r)], stroke);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_holds_every_answer_in_cells_about_square() {
        for n in [1, 2, 5, 12, 48] {
            let size = egui::vec2(800.0, 600.0);
            let g = grid(size, n);
            assert!(g.columns * g.rows >= n, "{n}: {g:?}");
            assert!(g.columns * (g.rows - 1) < n, "{n}: no empty row in {g:?}");
            let cell = g.cell(egui::Rect::from_min_size(egui::Pos2::ZERO, size), n - 1);
            assert!(cell.max.x <= 800.5 && cell.max.y <= 600.5);
        }
        let g = grid(egui::vec2(800.0, 600.0), 12);
        let cell = g.cell(
            egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0)),
            0,
        );
        let aspect = cell.width() / cell.height();
        assert!((0.5..=2.0).contains(&aspect), "{g:?}: {aspect}");
    }
}
