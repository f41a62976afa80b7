//! The loss-comparison panel: MATH.md's error functions
//! ("Error functions of the margin ys") drawn as curves of the margin y·s on shared axes, with
//! every training point as a marker at its current (yₙ·sₙ, err(yₙ·sₙ)) on each shown curve.
//!
//! Speed, for up to a million points:
//! - The curves are sampled once over a margin range wider than the view, and sampled again only
//!   when a pan or zoom leaves that range or zooms far into it.
//! - All markers go into one `egui::Mesh` (one plot item), never one plot item per point.
//! - The margins are binned into columns [`BIN_WIDTH_PX`] wide on screen, per class, in the
//!   pass that computes them (for the view of the frame before, [`LossPanel::bin_view`]); a
//!   frame whose view differs bins them again itself, so what is drawn is always binned for
//!   its own view. Each occupied column draws one marker per class on each shown curve, at
//!   one real point of that column: markers on a curve less than a pixel apart would cover each
//!   other anyway, so this loses nothing visible, and it bounds the markers by the plot's width
//!   whatever N. Hovering looks only at the few columns under the pointer, and returns a real
//!   point.

use std::cell::Cell;
use std::ops::RangeInclusive;

use egui::{Color32, Mesh, Pos2, Shape, Stroke, Ui, Vec2, pos2, vec2};
use egui_plot::{
    Line, LineStyle, Plot, PlotBounds, PlotGeometry, PlotItem, PlotItemBase, PlotPoint,
    PlotTransform, VLine,
};

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::legend::{self, LINE_SAMPLE_WIDTH, Sample};
use crate::app::drawing::palette;
use crate::loss::ErrorMeasure;
use crate::t;

mod markers;

use crate::app::prefs::LossCurves;
use crate::number;
pub(in crate::app) use markers::{BinView, MarkerBins, PartBins};
use markers::{Class, Marker, MarkerLayer};

/// The plot's least height, in points: err(y·s) still labelled from 0 to 3. A column too short
/// for it and the toggles above (a lecture's bar below it on a 768-pixel screen) scrolls.
const LEAST_PLOT_HEIGHT: f32 = 130.0;

/// Above this many points, markers are drawn smaller.
pub const SMALL_MARKERS_ABOVE: usize = 5_000;

/// The width on screen of one bin of margins, in points: markers on the same curve less than
/// this apart would be drawn on top of each other anyway. Twice this above
/// [`SMALL_MARKERS_ABOVE`] points, where the markers form a band.
pub const BIN_WIDTH_PX: f32 = 1.0;

/// The view before any pan or zoom: margins y·s in [−3, 3], errors in [−0.25, 4] (a little
/// below 0 so markers at err = 0 are not cut in half by the frame).
const DEFAULT_MARGINS: (f64, f64) = (-3.0, 3.0);
const DEFAULT_ERRORS: (f64, f64) = (-0.25, 4.0);

/// Samples per curve over the sampled margin range.
const CURVE_SAMPLES: usize = 400;

/// Marker sizes on screen, in points: readable on a projector.
const MARKER_RADIUS: f32 = 5.0;
const SMALL_MARKER_RADIUS: f32 = 3.0;
/// Above [`SMALL_MARKERS_ABOVE`] points both classes occupy most columns: their marks sit this
/// far above (○) and below (×) the curve, as two bands, so neither hides the other.
pub const DENSE_OFFSET_PX: f32 = 4.0;
const MARKER_HALF_WIDTH: f32 = 0.9;
const CURVE_WIDTH: f32 = 2.5;

/// The loss-comparison panel's runtime state: the sampled curves, the markers' bins and the
/// last frame's transform (for tests and for linking views). Never saved: a bin can hold a copy
/// of a million margins.
#[derive(Default)]
pub struct LossPanel {
    curves: CurveCache,
    bins: MarkerBins,
    last_transform: Option<PlotTransform>,
}

impl LossPanel {
    /// Where the marker of a point with margin `margin` sits on the curve of `measure`, on
    /// screen, in the last frame drawn (`None` before the first frame). Above
    /// [`SMALL_MARKERS_ABOVE`] points, marks are drawn [`DENSE_OFFSET_PX`] above (○) or below
    /// (×) this.
    pub fn marker_pos_on_screen(&self, margin: f64, measure: ErrorMeasure) -> Option<Pos2> {
        let transform = self.last_transform?;
        Some(transform.position_from_point(&PlotPoint::new(margin, measure.of_margin(margin))))
    }

    /// The bins of the markers last drawn.
    #[cfg(test)]
    pub(in crate::app) fn drawn_bins(&self) -> &MarkerBins {
        &self.bins
    }

    /// The view the markers were last binned for: the margins' pass bins them for it as it
    /// computes them (`None` before the first frame).
    pub(in crate::app) fn bin_view(&self) -> Option<BinView> {
        self.bins.view()
    }

    /// Draws the error functions as curves of the margin y·s on shared axes, with a marker per
    /// training point at its current margin on each curve `drawn` shows; highlights the marker
    /// of `hovered_point`; returns the point whose marker the pointer is over. Each marker takes
    /// its point's class's shape and colour (○ +1, × −1) from `labels`, which must be as long as
    /// `margins`, or empty (then every marker is a neutral ring). `binned`: these margins with
    /// these labels already binned, for some view (used when it is this frame's).
    pub(in crate::app) fn ui_with_labels(
        &mut self,
        ui: &mut Ui,
        drawn: &mut LossCurves,
        margins: &[f64],
        labels: &[f64],
        binned: Option<&MarkerBins>,
        hovered_point: Option<usize>,
    ) -> Option<usize> {
        let labels = if labels.len() == margins.len() {
            labels
        } else {
            &[]
        };
        let hovered_point = hovered_point.filter(|&n| n < margins.len());

        // The toggles say whether markers merged as last drawn: a change asks for another frame.
        let merged_said = self.bins.merged;
        self.toggles_ui(ui, drawn, margins.len(), !labels.is_empty());

        let shown = drawn.shown_measures();
        let visuals = ui.visuals().clone();
        let hovered_out = Cell::new(None);
        let Self { curves, bins, .. } = self;

        // Room under the plot for the counts of the points outside the view: written over the
        // plot, they would cover its markers and curves.
        let counts_row = ui.text_style_height(&egui::TextStyle::Body) + ui.spacing().item_spacing.y;
        let response = Plot::new("loss_view")
            .default_x_bounds(DEFAULT_MARGINS.0, DEFAULT_MARGINS.1)
            .default_y_bounds(DEFAULT_ERRORS.0, DEFAULT_ERRORS.1)
            .x_axis_label(t!("runview-loss-axis-margin"))
            .y_axis_label("err(y·s)")
            .y_axis_min_width(32.0)
            .show_x(false)
            .show_y(false)
            .allow_boxed_zoom(false)
            // The wheel scrolls the panel the plot is in; a drag pans, Ctrl and the wheel zoom.
            .allow_scroll(false)
            .min_size(vec2(200.0, LEAST_PLOT_HEIGHT))
            .height((ui.available_height() - counts_row).max(LEAST_PLOT_HEIGHT))
            .show(ui, |plot_ui| {
                let view = plot_ui.plot_bounds();
                curves.ensure_covers(view.min()[0], view.max()[0]);

                // The mistake boundary: left of it (y·s ≤ 0) a point is misclassified.
                plot_ui.vline(
                    VLine::new("", 0.0)
                        .color(visuals.weak_text_color())
                        .width(1.5)
                        .style(LineStyle::Dashed { length: 6.0 })
                        .allow_hover(false),
                );

                for &measure in &shown {
                    let colour = palette::measure_colour(measure);
                    let style = line_style(measure);
                    let points = curves.points(measure);
                    if poor_contrast(colour, visuals.extreme_bg_color) {
                        // A thin outline keeps a light curve (yellow) visible on a light plot.
                        plot_ui.line(
                            Line::new("", points)
                                .color(visuals.text_color().gamma_multiply(0.7))
                                .width(CURVE_WIDTH + 2.0)
                                .style(style)
                                // Bands draw steep parts thin; a few hundred points need none.
                                .allow_band(false)
                                .allow_hover(false),
                        );
                    }
                    plot_ui.line(
                        Line::new(measure.name(), points)
                            .color(colour)
                            .width(CURVE_WIDTH)
                            .style(style)
                            .allow_band(false)
                            .allow_hover(false),
                    );
                }

                plot_ui.add(MarkerLayer {
                    base: PlotItemBase::new(String::new()),
                    margins,
                    labels,
                    shown: &shown,
                    hovered_point,
                    pointer_on_screen: plot_ui.response().hover_pos(),
                    frame_width: plot_ui.response().rect.width(),
                    bins,
                    binned,
                    hovered_out: &hovered_out,
                    visuals: &visuals,
                });
            });

        self.last_transform = Some(response.transform);
        if self.bins.merged != merged_said {
            ui.ctx().request_repaint();
        }
        let [left, right] = self.bins.outside();
        if left + right > 0 {
            ui.horizontal(|ui| {
                if left > 0 {
                    ui.weak_formula(t!("runview-loss-more-left", count = left.to_string()));
                }
                if right > 0 {
                    ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                        ui.weak_formula(t!("runview-loss-more-right", count = right.to_string()));
                    });
                }
            });
        }
        let hovered = hovered_out.get();
        if let Some(n) = hovered {
            let label = labels.get(n).copied();
            response
                .response
                .on_hover_ui_at_pointer(|ui| marker_tooltip_ui(ui, margins[n], label, &shown));
        }
        hovered
    }

    /// The row of checkboxes, one per measure, each with a sample of its line: the legend.
    fn toggles_ui(
        &mut self,
        ui: &mut Ui,
        drawn: &mut LossCurves,
        point_count: usize,
        has_labels: bool,
    ) {
        ui.horizontal_wrapped(|ui| {
            for measure in ErrorMeasure::ALL {
                // The box, the name and the line sample go to the next row together.
                let name_width = ui
                    .painter()
                    .layout_no_wrap(
                        measure.name().to_owned(),
                        egui::TextStyle::Button.resolve(ui.style()),
                        Color32::PLACEHOLDER,
                    )
                    .size()
                    .x;
                let spacing = ui.spacing();
                let width = spacing.icon_width
                    + spacing.icon_spacing
                    + name_width
                    + 3.0 * spacing.item_spacing.x
                    + LINE_SAMPLE_WIDTH;
                if width > ui.available_size_before_wrap().x
                    && ui.cursor().min.x > ui.max_rect().min.x
                {
                    ui.end_row();
                }
                let mut shown = drawn.is_shown(measure);
                let response = ui
                    .checkbox(&mut shown, measure.name())
                    .on_hover_formula(measure_tooltip(measure));
                if response.changed() {
                    drawn.set_shown(measure, shown);
                }
                legend::sample_ui(
                    ui,
                    palette::measure_colour(measure),
                    Sample::Line(line_style(measure), CURVE_WIDTH),
                );
                ui.add_space(6.0);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if has_labels {
                class_sample_ui(ui, Class::Positive, palette::POSITIVE);
                ui.label("y = +1");
                class_sample_ui(ui, Class::Negative, palette::NEGATIVE);
                ui.label("y = −1");
            }
            ui.weak_formula(t!("runview-loss-mistake-side"))
                .on_hover_formula(t!("runview-loss-mistake-side-tip"));
            if self.bins.merged {
                let count = point_count.to_string();
                // Short on screen (the panel shares a projector's height), whole on hover.
                ui.weak_formula(t!("runview-loss-merged"))
                    .on_hover_formula(if has_labels {
                        t!("runview-loss-merged-tip-classes", count = count)
                    } else {
                        t!("runview-loss-merged-tip", count = count)
                    });
            }
        });
    }
}

/// What a person reads when hovering a curve's checkbox.
fn measure_tooltip(measure: ErrorMeasure) -> String {
    let note = match measure {
        ErrorMeasure::ZeroOne => t!("runview-loss-note-zero-one"),
        ErrorMeasure::Squared => t!("runview-loss-note-squared"),
        ErrorMeasure::CrossEntropy => t!("runview-loss-note-cross-entropy"),
        ErrorMeasure::ScaledCrossEntropy => t!("runview-loss-note-scaled-cross-entropy"),
        ErrorMeasure::Hinge => t!("runview-loss-note-hinge"),
        ErrorMeasure::Perceptron => t!("runview-loss-note-perceptron"),
    };
    t!(
        "runview-loss-measure-tip",
        formula = measure.formula(),
        note = note
    )
}

fn line_style(measure: ErrorMeasure) -> LineStyle {
    match measure {
        // ln and log₂ have the same shape: the dashes tell them apart.
        ErrorMeasure::CrossEntropy => LineStyle::Dashed { length: 10.0 },
        // Parallel to hinge for y·s < 0.
        ErrorMeasure::Perceptron => LineStyle::Dotted { spacing: 7.0 },
        _ => LineStyle::Solid,
    }
}

/// Whether `colour` is hard to see on `background` (WCAG contrast ratio below 1.6).
fn poor_contrast(colour: Color32, background: Color32) -> bool {
    fn luminance(c: Color32) -> f32 {
        let linear = |v: u8| {
            let v = f32::from(v) / 255.0;
            if v <= 0.04045 {
                v / 12.92
            } else {
                ((v + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(c.r()) + 0.7152 * linear(c.g()) + 0.0722 * linear(c.b())
    }
    let (a, b) = (luminance(colour), luminance(background));
    (a.max(b) + 0.05) / (a.min(b) + 0.05) < 1.6
}

/// A marker of `class`, as drawn on the curves (painted: the default fonts have no ○).
fn class_sample_ui(ui: &mut Ui, class: Class, colour: Color32) {
    let (rect, _) =
        ui.allocate_exact_size(Vec2::splat(2.0 * MARKER_RADIUS + 4.0), egui::Sense::hover());
    let mut mesh = Mesh::default();
    let marker = Marker {
        class,
        colour,
        radius: MARKER_RADIUS,
    };
    marker.add_to(&mut mesh, rect.center());
    ui.painter().add(Shape::mesh(mesh));
}

/// The tooltip of a hovered marker: the point's class, margin and errors.
fn marker_tooltip_ui(ui: &mut Ui, margin: f64, label: Option<f64>, shown: &[ErrorMeasure]) {
    let verdict = if ErrorMeasure::ZeroOne.of_margin(margin) > 0.0 {
        t!("runview-loss-marker-mistake")
    } else {
        t!("runview-loss-marker-right")
    };
    let margin_text = number::fixed(margin, 3);
    ui.label(match label {
        Some(y) if y > 0.0 => t!(
            "runview-loss-marker-positive",
            margin = margin_text,
            verdict = verdict
        ),
        Some(_) => t!(
            "runview-loss-marker-negative",
            margin = margin_text,
            verdict = verdict
        ),
        None => t!(
            "runview-loss-marker-unlabelled",
            margin = margin_text,
            verdict = verdict
        ),
    });
    for &measure in shown {
        ui.label_formula(t!(
            "runview-loss-marker-measure",
            measure = measure.name(),
            value = number::fixed(measure.of_margin(margin), 3)
        ));
    }
}

/// The curves, sampled over a margin range that covers the view with room to pan.
#[derive(Default)]
struct CurveCache {
    /// The sampled margin range, or `None` before the first sampling.
    margins: Option<(f64, f64)>,
    /// One curve per measure, in the order of [`ErrorMeasure::ALL`].
    points: [Vec<PlotPoint>; 6],
}

impl CurveCache {
    /// Samples the curves again if the view [`lo`, `hi`] is not inside the sampled range, or
    /// is so much narrower that the samples would show as corners.
    fn ensure_covers(&mut self, lo: f64, hi: f64) {
        if !(lo.is_finite() && hi.is_finite() && lo < hi) {
            return;
        }
        let width = hi - lo;
        if let Some((sampled_lo, sampled_hi)) = self.margins
            && sampled_lo <= lo
            && hi <= sampled_hi
            && sampled_hi - sampled_lo <= 8.0 * width
        {
            return;
        }
        let (sampled_lo, sampled_hi) = (lo - width, hi + width);
        self.margins = Some((sampled_lo, sampled_hi));
        let step = (sampled_hi - sampled_lo) / CURVE_SAMPLES as f64;
        let mut margins: Vec<f64> = (0..=CURVE_SAMPLES)
            .map(|i| sampled_lo + step * i as f64)
            .collect();
        // The corners: 0/1's step (y·s = 0 is still a mistake, the next double is not),
        // perceptron's kink at 0, hinge's at 1.
        margins.extend([0.0, f64::MIN_POSITIVE, 1.0]);
        margins.retain(|m| (sampled_lo..=sampled_hi).contains(m));
        margins.sort_by(f64::total_cmp);
        margins.dedup();
        for (measure, points) in ErrorMeasure::ALL.into_iter().zip(&mut self.points) {
            *points = margins
                .iter()
                .map(|&m| PlotPoint::new(m, measure.of_margin(m)))
                .collect();
        }
    }

    fn points(&self, measure: ErrorMeasure) -> &[PlotPoint] {
        let index = ErrorMeasure::ALL
            .iter()
            .position(|&m| m == measure)
            .unwrap_or_default();
        &self.points[index]
    }
}

#[cfg(test)]
mod tests;
