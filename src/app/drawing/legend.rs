//! Plot legends laid out beside the plots instead of over them: a sample of each curve's line or
//! marker with its name, in a row that wraps. A legend inside a plot covers the curves it
//! explains (six rows over the whole E_in plot when two runs are compared); one outside never
//! does.

use egui::{Color32, Response, Stroke, Ui, pos2, vec2};
use egui_plot::LineStyle;

/// The width of a line's sample.
pub const LINE_SAMPLE_WIDTH: f32 = 28.0;

/// How a curve is drawn, as its sample shows it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Sample {
    /// A line of this style and width.
    Line(LineStyle, f32),
    /// Round markers.
    Dot,
    /// Square markers.
    Square,
}

/// One curve of a legend.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub name: String,
    pub colour: Color32,
    pub sample: Sample,
}

impl Entry {
    /// A solid line of width 2.
    pub fn line(name: impl Into<String>, colour: Color32) -> Self {
        Self {
            name: name.into(),
            colour,
            sample: Sample::Line(LineStyle::Solid, 2.0),
        }
    }

    pub fn with_sample(mut self, sample: Sample) -> Self {
        self.sample = sample;
        self
    }
}

fn sample_width(sample: Sample) -> f32 {
    match sample {
        Sample::Line(..) => LINE_SAMPLE_WIDTH,
        Sample::Dot | Sample::Square => 12.0,
    }
}

/// A short sample of a curve: its line (solid, dashed or dotted) or one of its markers.
pub fn sample_ui(ui: &mut Ui, colour: Color32, sample: Sample) -> Response {
    let (rect, response) =
        ui.allocate_exact_size(vec2(sample_width(sample), 12.0), egui::Sense::hover());
    let painter = ui.painter();
    let (left, right) = (rect.left_center(), rect.right_center());
    match sample {
        Sample::Line(style, line_width) => {
            let stroke = Stroke::new(line_width, colour);
            match style {
                LineStyle::Solid => {
                    painter.line_segment([left, right], stroke);
                }
                LineStyle::Dashed { .. } => {
                    let third = (right.x - left.x) / 3.0;
                    painter.line_segment([left, left + vec2(third, 0.0)], stroke);
                    painter.line_segment([right - vec2(third, 0.0), right], stroke);
                }
                LineStyle::Dotted { .. } => {
                    for i in 0..4 {
                        let x = left.x + 2.0 + 8.0 * i as f32;
                        painter.circle_filled(pos2(x, left.y), line_width * 0.7, colour);
                    }
                }
            }
        }
        Sample::Dot => {
            painter.circle_filled(rect.center(), 3.5, colour);
        }
        Sample::Square => {
            painter.rect_filled(
                egui::Rect::from_center_size(rect.center(), egui::Vec2::splat(7.0)),
                0.0,
                colour,
            );
        }
    }
    response
}

/// The legend as a row under (or over) a plot, wrapping between entries; returns the row's
/// response.
pub fn legend_ui(ui: &mut Ui, entries: &[Entry]) -> Response {
    ui.horizontal_wrapped(|ui| {
        for entry in entries {
            // A sample and its name go to the next row together (a nested row would not wrap,
            // and would widen the panel it is in).
            let font = egui::TextStyle::Body.resolve(ui.style());
            let name_width = ui
                .painter()
                .layout_no_wrap(entry.name.clone(), font, Color32::PLACEHOLDER)
                .size()
                .x;
            let width = sample_width(entry.sample) + 2.0 * ui.spacing().item_spacing.x + name_width;
            if width > ui.available_size_before_wrap().x && ui.cursor().min.x > ui.max_rect().min.x
            {
                ui.end_row();
            }
            sample_ui(ui, entry.colour, entry.sample);
            ui.label(&entry.name);
            ui.add_space(6.0);
        }
    })
    .response
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;
    use egui_plot::{Line, Plot, PlotPoints};

    use super::*;

    #[test]
    fn the_legend_lies_outside_the_plot() {
        let plot_rect = std::rc::Rc::new(std::cell::Cell::new(egui::Rect::NOTHING));
        let drawn = plot_rect.clone();
        let mut harness = Harness::builder()
            .with_size(vec2(300.0, 260.0))
            .build_ui(move |ui| {
                let rect = Plot::new("p")
                    .height(150.0)
                    .show(ui, |plot_ui| {
                        plot_ui.line(Line::new(
                            "D(α)",
                            PlotPoints::from(vec![[0.0, 0.0], [1.0, 1.0]]),
                        ));
                    })
                    .response
                    .rect;
                drawn.set(rect);
                legend_ui(
                    ui,
                    &[
                        Entry::line("D(α)", Color32::BLUE),
                        Entry::line("P(w)", Color32::RED).with_sample(Sample::Dot),
                    ],
                );
            });
        harness.run();
        let plot_rect = plot_rect.get();
        assert!(plot_rect.height() > 100.0);
        for name in ["D(α)", "P(w)"] {
            let label = harness.get_by_label(name).rect();
            assert!(
                !plot_rect.intersects(label),
                "{name} at {label:?} over the plot {plot_rect:?}"
            );
        }
    }
}
