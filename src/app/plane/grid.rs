//! The plane's grid and tick labels: the same steps on both axes (the plane has equal scales, so
//! a label every 0.5 on x₁ means one every 0.5 on x₂), chosen from 1, 5, 10, 50, … times a power
//! of ten so that the labelled step is never ten times too fine or too coarse. On a phone the
//! labels are written inside the plane's frame, so that the plane has the screen's whole width.

use egui_plot::{AxisHints, GridInput, GridMark};

use crate::number;

/// How far apart (in points) two tick labels must be on either axis; wide enough for "-0.25".
const LABEL_SPACING: std::ops::RangeInclusive<f32> = 48.0..=64.0;

/// Nested steps as multiples of the finest: each divides the next, so a value carries the
/// largest step it lies on and the labelled values are evenly spaced.
const LEVELS: [i64; 5] = [1, 5, 10, 50, 100];

/// The grid marks of one axis: multiples of the finest power of ten at least
/// `input.base_step_size`, each with the largest of [`LEVELS`] it lies on.
pub fn marks(input: GridInput) -> Vec<GridMark> {
    let (min, max) = input.bounds;
    if !(input.base_step_size > 0.0 && min.is_finite() && max.is_finite() && min < max) {
        return Vec::new();
    }
    let finest = 10f64.powf(input.base_step_size.log10().ceil());
    let (first, last) = ((min / finest).floor(), (max / finest).ceil());
    if last - first > 20_000.0 {
        return Vec::new();
    }
    (first as i64..=last as i64)
        .map(|i| {
            let level = LEVELS
                .iter()
                .rev()
                .find(|&&level| i % level == 0)
                .copied()
                .unwrap_or(1);
            GridMark {
                value: i as f64 * finest,
                step_size: level as f64 * finest,
            }
        })
        .collect()
}

/// A tick label: the value with no more digits than it has ("0.5", "-1.25", never "-0"); none
/// for a mark past the axis' end ([`marks`] rounds the range outwards, and egui_plot would write
/// that label beyond the plane's frame).
pub fn label(mark: GridMark, range: &std::ops::RangeInclusive<f64>) -> String {
    // The lowest label of each axis would meet the other axis' in the plane's corner.
    let near_corner = (range.end() - range.start()) * CORNER;
    if mark.value < range.start() + near_corner || mark.value > *range.end() {
        return String::new();
    }
    number::significant(mark.value, 6)
}

/// The share of an axis at its low end left without labels.
const CORNER: f64 = 0.04;

/// The axes with their names, labelled at the same spacing. Each is at least as thick as its
/// usual labels ("-0.25"), so that the plane's frame does not change size, and the view re-fit,
/// when other labels come into view.
pub fn axes(names: &[String; 2]) -> (AxisHints<'static>, AxisHints<'static>) {
    let x = AxisHints::new_x()
        .label(names[0].clone())
        .formatter(label)
        .label_spacing(LABEL_SPACING)
        .min_thickness(18.0);
    let y = AxisHints::new_y()
        .label(names[1].clone())
        .formatter(label)
        .label_spacing(LABEL_SPACING)
        .min_thickness(44.0);
    (x, y)
}

/// How far apart (in points) two tick labels written inside the frame stand at least.
const INSIDE_SPACING: f64 = 40.0;

/// The labelled step inside the frame: the finest of 1, 2 or 5 times a power of ten (each on a
/// grid line) whose labels stand [`INSIDE_SPACING`] apart, `points_per_unit` being the plane's
/// scale.
pub fn inside_step(points_per_unit: f64) -> Option<f64> {
    if !(points_per_unit.is_finite() && points_per_unit > 0.0) {
        return None;
    }
    let least = INSIDE_SPACING / points_per_unit;
    let power = 10f64.powf(least.log10().floor());
    [1.0, 2.0, 5.0, 10.0]
        .into_iter()
        .map(|m| m * power)
        .find(|step| *step >= least * (1.0 - 1e-9))
}

/// The tick labels and the axes' names written inside `frame` (whose view is `view`), along
/// its bottom and left edges, in `ink`: the labels of a plane with no axes beside it.
pub fn paint_inside(
    painter: &egui::Painter,
    frame: egui::Rect,
    view: crate::app::drawing::geometry::PlotRect,
    ink: egui::Color32,
    names: &[String; 2],
) {
    use egui::{Align2, FontId, pos2};
    let Some(step) = inside_step(f64::from(frame.width()) / view.size().x) else {
        return;
    };
    let font = FontId::proportional(11.0);
    // Each axis: its range in the view, where a value lands on the screen, whether a label
    // there leaves room for the axes' names (x₁ at the right end, x₂ at the top), and how the
    // label sits on the frame's edge.
    let x_of = |v: f64| frame.left() + ((v - view.min.x) / view.size().x) as f32 * frame.width();
    let y_of = |v: f64| frame.bottom() - ((v - view.min.y) / view.size().y) as f32 * frame.height();
    type Axis<'a> = (f64, f64, &'a dyn Fn(f64) -> egui::Pos2, Align2);
    let axes: [Axis<'_>; 2] = [
        (
            view.min.x,
            view.max.x,
            &|v| pos2(x_of(v), frame.bottom() - 2.0),
            Align2::CENTER_BOTTOM,
        ),
        (
            view.min.y,
            view.max.y,
            &|v| pos2(frame.left() + 3.0, y_of(v)),
            Align2::LEFT_CENTER,
        ),
    ];
    for (min, max, at, align) in axes {
        let first = (min / step).ceil() as i64;
        let last = (max / step).floor() as i64;
        for i in first..=last.min(first + 200) {
            let value = i as f64 * step;
            let mark = GridMark {
                value,
                step_size: step,
            };
            let text = label(mark, &(min..=max));
            let pos = at(value);
            let clear = pos.x < frame.right() - 24.0 && pos.y > frame.top() + 18.0;
            if !text.is_empty() && clear {
                painter.text(pos, align, text, font.clone(), ink);
            }
        }
    }
    let name = FontId::proportional(14.0);
    painter.text(
        frame.right_bottom() + egui::vec2(-4.0, -2.0),
        Align2::RIGHT_BOTTOM,
        &names[0],
        name.clone(),
        ink,
    );
    painter.text(
        frame.left_top() + egui::vec2(4.0, 2.0),
        Align2::LEFT_TOP,
        &names[1],
        name,
        ink,
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_inside_stand_apart_on_the_grid_s_steps() {
        // 100 points per unit: labels 40 points apart at least, so every 0.5.
        assert_eq!(inside_step(100.0), Some(0.5));
        assert_eq!(inside_step(40.0), Some(1.0));
        assert_eq!(inside_step(30.0), Some(2.0));
        assert_eq!(inside_step(10.0), Some(5.0));
        assert_eq!(inside_step(0.0), None);
        assert_eq!(inside_step(f64::NAN), None);
    }

    #[test]
    fn steps_nest_and_are_the_same_for_both_axes() {
        let input = |bounds| GridInput {
            bounds,
            base_step_size: 0.013,
        };
        let x = marks(input((-1.3, 1.3)));
        let y = marks(input((-0.9, 0.9)));
        // The finest step is 0.1; 0.5 and 1 are coarser levels.
        let step_at = |marks: &[GridMark], v: f64| {
            marks
                .iter()
                .find(|m| (m.value - v).abs() < 1e-9)
                .map(|m| m.step_size)
        };
        for marks in [&x, &y] {
            assert_eq!(step_at(marks, 0.1), Some(0.1));
            assert_eq!(step_at(marks, 0.5), Some(0.5));
            assert_eq!(step_at(marks, -0.5), Some(0.5));
            assert_eq!(step_at(marks, 0.0), Some(10.0));
        }
        assert_eq!(
            label(
                GridMark {
                    value: -0.0,
                    step_size: 1.0
                },
                &(-1.0..=1.0)
            ),
            "0"
        );
        // The lowest label of an axis, in the plane's corner, is left out.
        let corner = GridMark {
            value: -0.98,
            step_size: 0.02,
        };
        assert_eq!(label(corner, &(-1.0..=1.0)), "");
        // A mark the range was rounded out to has no label: it would stand beyond the frame.
        let past_the_end = GridMark {
            value: 5.0,
            step_size: 5.0,
        };
        assert_eq!(label(past_the_end, &(-4.3..=4.3)), "");
        assert_eq!(
            label(
                GridMark {
                    value: 3.0 * 0.1,
                    step_size: 0.1
                },
                &(0.0..=1.0)
            ),
            "0.3"
        );
    }
}
