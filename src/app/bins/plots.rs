//! The workspace's plots, one copy each: a histogram of ν (counts per k of N, the bad k's
//! shaded and barred in another colour, μ marked, the exact law's expected counts beside it),
//! and the three probabilities — measured, exact and Hoeffding's bound — over ε or over N. Their
//! legends, the shaded region's name among them, are rows above them, clear of the curves.

use egui_plot::{Bar, BarChart, Line, LineStyle, PlotPoints, Points, Span, VLine};

use crate::app::drawing::legend::{Entry, Sample, legend_ui};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::app::prefs::CurveOver;
use crate::bins::bin::CurvePoint;
use crate::t;

use super::sizing::PlotHeight;

/// A histogram of ν = k/N.
pub(super) struct Histogram<'a> {
    /// Samples (or runs) by k = 0..=N.
    pub counts: &'a [u64],
    /// The bin's μ, marked.
    pub mu: f64,
    /// |ν − μ| > ε is shaded (the bad k's barred in vermillion).
    pub eps: f64,
    /// Whether k of N is bad.
    pub bad: &'a dyn Fn(u64) -> bool,
    /// P[k] exactly, drawn as the counts expected.
    pub exact: Option<&'a [f64]>,
    /// The mean ν measured, marked.
    pub mean: Option<f64>,
}

/// The line of the marked mean and of the bound, as drawn and as the legends show it.
const DASHED: LineStyle = LineStyle::Dashed { length: 10.0 };

impl Histogram<'_> {
    pub fn ui(&self, ui: &mut egui::Ui, id: &str, height: f32) {
        let n = (self.counts.len().max(2) - 1) as f64;
        let total: u64 = self.counts.iter().sum();
        let bars: Vec<Bar> = self
            .counts
            .iter()
            .enumerate()
            .map(|(k, &count)| {
                let colour = if (self.bad)(k as u64) {
                    palette::VERMILLION
                } else {
                    palette::BLUE
                };
                Bar::new(k as f64 / n, count as f64)
                    .width(0.8 / n)
                    .fill(colour.gamma_multiply(0.8))
            })
            .collect();
        let shade = palette::VERMILLION.gamma_multiply(0.12);
        still_plot(id)
            .height(height)
            .include_x(0.0)
            .include_x(1.0)
            .include_y(0.0)
            .x_axis_label("ν")
            .y_axis_label(t!("bins-plot-count"))
            .show(ui, |plot_ui| {
                // Both sides are one region, named in the legend above the plot.
                if self.mu - self.eps > 0.0 {
                    plot_ui.span(Span::new("", -0.05..=self.mu - self.eps).fill(shade));
                }
                if self.mu + self.eps < 1.0 {
                    plot_ui.span(Span::new("", self.mu + self.eps..=1.05).fill(shade));
                }
                plot_ui.bar_chart(BarChart::new(t!("bins-plot-samples"), bars));
                if let Some(exact) = self.exact.filter(|_| total > 0) {
                    let expected: Vec<[f64; 2]> = exact
                        .iter()
                        .enumerate()
                        .map(|(k, p)| [k as f64 / n, p * total as f64])
                        .collect();
                    plot_ui.points(
                        Points::new(t!("bins-plot-expected"), expected)
                            .color(palette::GREY)
                            .radius(3.0),
                    );
                }
                plot_ui.vline(VLine::new("μ", self.mu).color(palette::REDDISH_PURPLE));
                if let Some(mean) = self.mean.filter(|_| total > 0) {
                    plot_ui.vline(
                        VLine::new(t!("bins-plot-mean"), mean)
                            .color(palette::BLUISH_GREEN)
                            .style(DASHED),
                    );
                }
            });
    }
}

/// Room above a plot for its highest tick label and its upright axis name, which egui_plot
/// centres on the frame's top edge and so reach half a row above it.
pub(super) fn room_above_plot(ui: &mut egui::Ui) {
    ui.add_space(0.5 * ui.text_style_height(&egui::TextStyle::Body));
}

/// The histograms' legend: the bars, the bad region (its bars vermillion), the counts expected,
/// μ and, when `mean` is marked, the mean ν.
pub(super) fn histogram_legend_ui(ui: &mut egui::Ui, mean: bool) {
    let mut entries = vec![
        Entry::line(t!("bins-plot-samples"), palette::BLUE.gamma_multiply(0.8))
            .with_sample(Sample::Square),
        Entry::line(
            t!("bins-plot-bad-region"),
            palette::VERMILLION.gamma_multiply(0.8),
        )
        .with_sample(Sample::Square),
        Entry::line(t!("bins-plot-expected"), palette::GREY).with_sample(Sample::Dot),
        Entry::line("μ", palette::REDDISH_PURPLE),
    ];
    if mean {
        entries.push(
            Entry::line(t!("bins-plot-mean"), palette::BLUISH_GREEN)
                .with_sample(Sample::Line(DASHED, 2.0)),
        );
    }
    legend_ui(ui, &entries);
    room_above_plot(ui);
}

/// The measured P[|ν − μ| > ε], the exact tail and Hoeffding's bound (cut at 1, where it says
/// nothing) over ε, or over N on a log scale; their legend above.
pub(super) fn three_curves_ui(
    ui: &mut egui::Ui,
    points: &[CurvePoint],
    over: CurveOver,
    height: PlotHeight,
) {
    legend_ui(
        ui,
        &[
            Entry::line(t!("bins-plot-bound"), palette::VERMILLION)
                .with_sample(Sample::Line(DASHED, 2.0)),
            Entry::line(t!("bins-plot-exact"), palette::BLUE),
            Entry::line(t!("bins-plot-measured"), palette::ORANGE).with_sample(Sample::Dot),
        ],
    );
    room_above_plot(ui);
    let x_of = |p: &CurvePoint| match over {
        CurveOver::Eps => p.x,
        CurveOver::N => p.x.log10(),
    };
    let series = |value: fn(&CurvePoint) -> f64| -> Vec<[f64; 2]> {
        points
            .iter()
            .map(|p| [x_of(p), value(p).min(1.0)])
            .collect()
    };
    let plot = still_plot(("bins three curves", over == CurveOver::N))
        .height(height.of(ui))
        .include_y(0.0)
        .include_y(1.0)
        .y_axis_label("P[|ν − μ| > ε]");
    let plot = match over {
        CurveOver::Eps => plot.x_axis_label("ε"),
        CurveOver::N => plot
            .x_axis_label("N")
            .x_axis_formatter(|mark, _| crate::number::shortest(10f64.powf(mark.value).round())),
    };
    plot.show(ui, |plot_ui| {
        plot_ui.line(
            Line::new(t!("bins-plot-bound"), PlotPoints::from(series(|p| p.bound)))
                .color(palette::VERMILLION)
                .width(2.0)
                .style(DASHED),
        );
        plot_ui.line(
            Line::new(t!("bins-plot-exact"), PlotPoints::from(series(|p| p.exact)))
                .color(palette::BLUE)
                .width(2.0),
        );
        plot_ui.points(
            Points::new(t!("bins-plot-measured"), series(|p| p.measured))
                .color(palette::ORANGE)
                .radius(3.0)
                .shape(egui_plot::MarkerShape::Circle),
        );
    });
}
