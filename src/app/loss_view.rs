//! The loss-comparison panel (issue 3, "Compare loss functions"): MATH.md's error functions
//! ("Error functions of the margin ys") drawn as curves of the margin y·s on shared axes, with
//! every training point as a marker at its current (yₙ·sₙ, err(yₙ·sₙ)) on each shown curve.
//!
//! Speed, for up to a million points:
//! - The curves are sampled once over a margin range wider than the view, and sampled again only
//!   when a pan or zoom leaves that range or zooms far into it.
//! - All markers go into one `egui::Mesh` (one plot item), never one plot item per point.
//! - Each frame, one pass over the margins bins them into columns [`BIN_WIDTH_PX`] wide on
//!   screen, per class. Each occupied column draws one marker per class on each shown curve, at
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
use serde::{Deserialize, Serialize};

use crate::app::palette;
use crate::loss::ErrorMeasure;

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
const LINE_SAMPLE_WIDTH: f32 = 28.0;

/// The loss-comparison panel's settings: which curves are shown. Runtime caches are not saved.
#[derive(Serialize, Deserialize)]
#[serde(default)]
pub struct LossView {
    /// The measures whose curves (and markers) are drawn.
    shown: Vec<ErrorMeasure>,
    #[serde(skip)]
    curves: CurveCache,
    #[serde(skip)]
    bins: MarkerBins,
    /// The plot ↔ screen transform of the last frame drawn, for tests and for linking views.
    #[serde(skip)]
    last_transform: Option<PlotTransform>,
}

impl Default for LossView {
    fn default() -> Self {
        Self {
            shown: vec![
                ErrorMeasure::ZeroOne,
                ErrorMeasure::ScaledCrossEntropy,
                ErrorMeasure::Squared,
                ErrorMeasure::Hinge,
            ],
            curves: CurveCache::default(),
            bins: MarkerBins::default(),
            last_transform: None,
        }
    }
}

/// Clones the settings only: the copy starts with empty caches (the app's preferences are
/// cloned, and a cache can hold a copy of a million margins).
impl Clone for LossView {
    fn clone(&self) -> Self {
        Self {
            shown: self.shown.clone(),
            ..Self::default()
        }
    }
}

/// Compares the settings only.
impl PartialEq for LossView {
    fn eq(&self, other: &Self) -> bool {
        ErrorMeasure::ALL
            .into_iter()
            .all(|m| self.is_shown(m) == other.is_shown(m))
    }
}

impl std::fmt::Debug for LossView {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LossView")
            .field("shown", &self.shown)
            .finish_non_exhaustive()
    }
}

impl LossView {
    /// Whether the curve of `measure` (and its markers) is drawn.
    pub fn is_shown(&self, measure: ErrorMeasure) -> bool {
        self.shown.contains(&measure)
    }

    /// Shows or hides the curve of `measure`.
    pub fn set_shown(&mut self, measure: ErrorMeasure, shown: bool) {
        self.shown.retain(|&m| m != measure);
        if shown {
            self.shown.push(measure);
        }
    }

    /// The shown measures, in the order of [`ErrorMeasure::ALL`].
    fn shown_measures(&self) -> Vec<ErrorMeasure> {
        ErrorMeasure::ALL
            .into_iter()
            .filter(|m| self.is_shown(*m))
            .collect()
    }

    /// Where the marker of a point with margin `margin` sits on the curve of `measure`, on
    /// screen, in the last frame drawn (`None` before the first frame). Above
    /// [`SMALL_MARKERS_ABOVE`] points, marks are drawn [`DENSE_OFFSET_PX`] above (○) or below
    /// (×) this.
    pub fn marker_pos_on_screen(&self, margin: f64, measure: ErrorMeasure) -> Option<Pos2> {
        let transform = self.last_transform?;
        Some(transform.position_from_point(&PlotPoint::new(margin, measure.of_margin(margin))))
    }

    /// Draws the error functions as curves of the margin y·s on shared axes, with a marker per
    /// training point at its current margin on each shown curve; highlights the marker of
    /// `hovered_point`; returns the point whose marker the pointer is over.
    ///
    /// Without labels the markers cannot show the class: see [`LossView::ui_with_labels`].
    pub fn ui(
        &mut self,
        ui: &mut Ui,
        margins: &[f64],
        hovered_point: Option<usize>,
    ) -> Option<usize> {
        self.ui_with_labels(ui, margins, &[], hovered_point)
    }

    /// [`LossView::ui`], with the label yₙ = ±1 of each point so its markers take its class's
    /// shape and colour (○ +1, × −1). `labels` must be as long as `margins`, or empty (then
    /// every marker is a neutral ring).
    pub fn ui_with_labels(
        &mut self,
        ui: &mut Ui,
        margins: &[f64],
        labels: &[f64],
        hovered_point: Option<usize>,
    ) -> Option<usize> {
        let labels = if labels.len() == margins.len() {
            labels
        } else {
            &[]
        };
        let hovered_point = hovered_point.filter(|&n| n < margins.len());

        self.toggles_ui(ui, margins.len(), !labels.is_empty());

        let shown = self.shown_measures();
        let visuals = ui.visuals().clone();
        let hovered_out = Cell::new(None);
        let Self { curves, bins, .. } = self;

        let response = Plot::new("loss_view")
            .default_x_bounds(DEFAULT_MARGINS.0, DEFAULT_MARGINS.1)
            .default_y_bounds(DEFAULT_ERRORS.0, DEFAULT_ERRORS.1)
            .x_axis_label("margin y·s")
            .y_axis_label("err(y·s)")
            .y_axis_min_width(32.0)
            .show_x(false)
            .show_y(false)
            .allow_boxed_zoom(false)
            .min_size(vec2(200.0, 150.0))
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
                    hovered_out: &hovered_out,
                    visuals: &visuals,
                });
            });

        self.last_transform = Some(response.transform);
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
    fn toggles_ui(&mut self, ui: &mut Ui, point_count: usize, has_labels: bool) {
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
                let mut shown = self.is_shown(measure);
                let response = ui
                    .checkbox(&mut shown, measure.name())
                    .on_hover_text(measure_tooltip(measure));
                if response.changed() {
                    self.set_shown(measure, shown);
                }
                line_sample_ui(ui, palette::measure_colour(measure), line_style(measure));
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
            ui.weak("left of the dashed line: mistakes").on_hover_text(
                "The dashed line is y·s = 0: a point left of it (y·s ≤ 0) is misclassified.",
            );
            if self.bins.merged {
                let bands = if has_labels {
                    " (y = +1 above the curve, y = −1 below)"
                } else {
                    ""
                };
                // Short on screen (the panel shares a projector's height), whole on hover.
                ui.weak("· overlaps merged").on_hover_text(format!(
                    "{point_count} points: where they overlap, one mark per class per column \
                     of pixels{bands}"
                ));
            }
        });
    }
}

/// What a person reads when hovering a curve's checkbox.
fn measure_tooltip(measure: ErrorMeasure) -> String {
    let note = match measure {
        ErrorMeasure::ZeroOne => "1 for a mistake (on the line counts as one), 0 otherwise",
        ErrorMeasure::Squared => {
            "linear regression's error; an upper bound of 0/1, but it also punishes points \
             that are far on the right side (y·s much above 1)"
        }
        ErrorMeasure::CrossEntropy => {
            "logistic regression's error; ln 2 ≈ 0.69 at y·s = 0, so not an upper bound of 0/1"
        }
        ErrorMeasure::ScaledCrossEntropy => "an upper bound of 0/1, tangent at y·s = 0",
        ErrorMeasure::Hinge => "the SVM's error; an upper bound of 0/1, 0 once y·s ≥ 1",
        ErrorMeasure::Perceptron => "the perceptron's error: the mistakes' −y·s",
    };
    format!("{}: {note}", measure.formula())
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

/// A short sample of a curve's line, beside its checkbox.
fn line_sample_ui(ui: &mut Ui, colour: Color32, style: LineStyle) {
    let (rect, _) = ui.allocate_exact_size(vec2(LINE_SAMPLE_WIDTH, 12.0), egui::Sense::hover());
    let painter = ui.painter();
    let (left, right) = (rect.left_center(), rect.right_center());
    let stroke = Stroke::new(CURVE_WIDTH, colour);
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
                painter.circle_filled(pos2(x, left.y), CURVE_WIDTH * 0.7, colour);
            }
        }
    }
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
    let class = match label {
        Some(y) if y > 0.0 => "y = +1, ",
        Some(_) => "y = −1, ",
        None => "",
    };
    let verdict = if ErrorMeasure::ZeroOne.of_margin(margin) > 0.0 {
        "a mistake"
    } else {
        "classified right"
    };
    ui.label(format!("{class}y·s = {margin:.3}: {verdict}"));
    for &measure in shown {
        ui.label(format!(
            "{}: {:.3}",
            measure.name(),
            measure.of_margin(margin)
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

/// The class a marker is drawn with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Class {
    /// ○, y = +1.
    Positive,
    /// ×, y = −1.
    Negative,
    /// No labels given.
    Unknown,
}

impl Class {
    fn of(labels: &[f64], n: usize) -> Self {
        match labels.get(n) {
            Some(&y) if y > 0.0 => Self::Positive,
            Some(_) => Self::Negative,
            None => Self::Unknown,
        }
    }
}

/// The margins binned into screen columns (see the module doc): one row of columns per class
/// (row 0: +1, or every point when there are no labels; row 1: −1), each row with an extra
/// column first for "left of the view" and one last for "right of the view".
#[derive(Default)]
struct MarkerBins {
    /// Columns in the view (each row has two more).
    columns: usize,
    /// Per row and column, row-major: the last point that fell in it (meaningful where its
    /// count is > 0).
    representative: Vec<usize>,
    /// Per row and column, row-major: how many points fell in it.
    count: Vec<u32>,
    /// Whether some column of the view holds more than one point of a class.
    merged: bool,
}

impl MarkerBins {
    /// Points binned per chunk: the columns of a chunk are computed in a loop the compiler can
    /// vectorise, then stored.
    const CHUNK: usize = 256;

    /// Bins `margins` (with their `labels`, or none) into `columns` columns over the margins
    /// [`lo`, `hi`]: one pass, no allocation once the rows have their size.
    fn bin(&mut self, lo: f64, hi: f64, columns: usize, margins: &[f64], labels: &[f64]) {
        self.columns = columns;
        let row_len = columns + 2;
        self.representative.clear();
        self.representative.resize(2 * row_len, 0);
        self.count.clear();
        self.count.resize(2 * row_len, 0);
        let columns_per_margin = columns as f64 / (hi - lo);
        let last = (columns + 1) as f64;
        // Left of the view → 0, in it → 1..=columns, right of it → columns + 1 (NaN → 0).
        let column_of = |margin: f64| {
            ((margin - lo) * columns_per_margin + 1.0)
                .max(0.0)
                .min(last)
        };
        let labels = (labels.len() == margins.len()).then_some(labels);
        let mut cells = [0usize; Self::CHUNK];
        for (chunk, margins) in margins.chunks(Self::CHUNK).enumerate() {
            let first = chunk * Self::CHUNK;
            let cells = &mut cells[..margins.len()];
            match labels.map(|labels| &labels[first..first + margins.len()]) {
                Some(labels) => {
                    for ((cell, &margin), &y) in cells.iter_mut().zip(margins).zip(labels) {
                        let row = if y > 0.0 { 0 } else { row_len };
                        *cell = row + column_of(margin) as usize;
                    }
                }
                None => {
                    for (cell, &margin) in cells.iter_mut().zip(margins) {
                        *cell = column_of(margin) as usize;
                    }
                }
            }
            for (n, &cell) in (first..).zip(cells.iter()) {
                if let (Some(representative), Some(count)) =
                    (self.representative.get_mut(cell), self.count.get_mut(cell))
                {
                    *representative = n;
                    *count += 1;
                }
            }
        }
        self.merged = (0..2).any(|row| {
            self.count[row * row_len + 1..=row * row_len + columns]
                .iter()
                .any(|&c| c > 1)
        });
    }

    /// How many points lie left of and right of the view.
    fn outside(&self) -> [usize; 2] {
        let row_len = self.columns + 2;
        let count = |column: usize| {
            (0..2)
                .map(|row| {
                    self.count
                        .get(row * row_len + column)
                        .map_or(0, |&c| c as usize)
                })
                .sum()
        };
        [count(0), count(self.columns + 1)]
    }

    /// One point per class for each occupied column of the view in `columns` (1-based, as
    /// stored).
    fn points_in(&self, columns: RangeInclusive<usize>) -> impl Iterator<Item = usize> + '_ {
        let row_len = self.columns + 2;
        let columns = (*columns.start()).max(1)..=(*columns.end()).min(self.columns);
        let rows = if self.count.len() == 2 * row_len {
            0..2
        } else {
            0..0
        };
        rows.flat_map(move |row| {
            columns
                .clone()
                .map(move |column| row * row_len + column)
                .filter(|&cell| self.count[cell] > 0)
                .map(|cell| self.representative[cell])
        })
    }
}

/// The plot item that draws every marker as one mesh and finds the hovered one.
struct MarkerLayer<'a> {
    base: PlotItemBase,
    margins: &'a [f64],
    labels: &'a [f64],
    shown: &'a [ErrorMeasure],
    hovered_point: Option<usize>,
    pointer_on_screen: Option<Pos2>,
    frame_width: f32,
    bins: &'a mut MarkerBins,
    hovered_out: &'a Cell<Option<usize>>,
    visuals: &'a egui::Visuals,
}

impl MarkerLayer<'_> {
    fn marker_radius(&self) -> f32 {
        if self.margins.len() > SMALL_MARKERS_ABOVE {
            SMALL_MARKER_RADIUS
        } else {
            MARKER_RADIUS
        }
    }

    /// The drawn point whose marker is nearest the pointer, within reach: only the columns
    /// under the pointer are looked at.
    fn hovered(&self, transform: &PlotTransform, pointer_on_screen: Pos2) -> Option<usize> {
        let frame = transform.frame();
        if !frame.contains(pointer_on_screen) || self.bins.columns == 0 {
            return None;
        }
        let reach = self.marker_radius() + 3.0;
        let columns_per_px = self.bins.columns as f32 / frame.width();
        let column_of = |x: f32| ((x - frame.left()) * columns_per_px + 1.0).max(0.0) as usize;
        let candidates = self.bins.points_in(
            column_of(pointer_on_screen.x - reach)..=column_of(pointer_on_screen.x + reach),
        );
        let mut best: Option<(f32, usize)> = None;
        for n in candidates {
            for &measure in self.shown {
                let pos_on_screen = self.marker_pos_on_screen(transform, n, measure);
                let distance_sq = pos_on_screen.distance_sq(pointer_on_screen);
                if distance_sq <= reach * reach && best.is_none_or(|(d, _)| distance_sq < d) {
                    best = Some((distance_sq, n));
                }
            }
        }
        best.map(|(_, n)| n)
    }

    fn class_colour(&self, class: Class) -> Color32 {
        match class {
            Class::Positive => palette::POSITIVE,
            Class::Negative => palette::NEGATIVE,
            Class::Unknown => self.visuals.text_color(),
        }
    }

    /// Where the marker of point `n` on the curve of `measure` is drawn.
    fn marker_pos_on_screen(
        &self,
        transform: &PlotTransform,
        n: usize,
        measure: ErrorMeasure,
    ) -> Pos2 {
        let margin = self.margins[n];
        let on_curve =
            transform.position_from_point(&PlotPoint::new(margin, measure.of_margin(margin)));
        if self.margins.len() <= SMALL_MARKERS_ABOVE {
            return on_curve;
        }
        match Class::of(self.labels, n) {
            Class::Positive => on_curve - vec2(0.0, DENSE_OFFSET_PX),
            Class::Negative => on_curve + vec2(0.0, DENSE_OFFSET_PX),
            Class::Unknown => on_curve,
        }
    }

    /// The marker of point `n` on each shown curve, added to `mesh`.
    fn add_markers(&self, mesh: &mut Mesh, transform: &PlotTransform, n: usize, radius: f32) {
        let class = Class::of(self.labels, n);
        let marker = Marker {
            class,
            colour: self.class_colour(class),
            radius,
        };
        let frame = transform.frame().expand(radius + 2.0);
        for &measure in self.shown {
            let pos_on_screen = self.marker_pos_on_screen(transform, n, measure);
            if frame.contains(pos_on_screen) {
                marker.add_to(mesh, pos_on_screen);
            }
        }
    }

    /// A highlighted point: a halo and a bigger marker on each shown curve, and a thin line
    /// through them at its margin.
    fn add_highlight(&self, shapes: &mut Vec<Shape>, transform: &PlotTransform, n: usize) {
        let margin = self.margins[n];
        let frame = transform.frame();
        let x = transform.position_from_point_x(margin);
        shapes.push(Shape::line_segment(
            [pos2(x, frame.top()), pos2(x, frame.bottom())],
            Stroke::new(1.0, self.visuals.weak_text_color()),
        ));
        let radius = MARKER_RADIUS * 1.6;
        let halo = Stroke::new(2.0, self.visuals.strong_text_color());
        for &measure in self.shown {
            let pos_on_screen = self.marker_pos_on_screen(transform, n, measure);
            shapes.push(Shape::circle_filled(
                pos_on_screen,
                radius * 1.5,
                self.visuals.extreme_bg_color,
            ));
            shapes.push(Shape::circle_stroke(pos_on_screen, radius * 1.5, halo));
        }
        let mut mesh = Mesh::default();
        self.add_markers(&mut mesh, transform, n, radius);
        shapes.push(Shape::mesh(mesh));
    }

    /// "12 more to the left" at the edges of the view, for points whose markers are outside it.
    fn add_outside_counts(&self, ui: &Ui, shapes: &mut Vec<Shape>, transform: &PlotTransform) {
        let outside = self.bins.outside();
        let frame = transform.frame().shrink(6.0);
        let font = egui::TextStyle::Body.resolve(ui.style());
        let colour = self.visuals.text_color();
        for (count, side, anchor, pos) in [
            (
                outside[0],
                "left",
                egui::Align2::LEFT_BOTTOM,
                frame.left_bottom(),
            ),
            (
                outside[1],
                "right",
                egui::Align2::RIGHT_BOTTOM,
                frame.right_bottom(),
            ),
        ] {
            if count > 0 {
                let text = format!("{count} more to the {side}");
                let galley = ui.painter().layout_no_wrap(text, font.clone(), colour);
                let rect = anchor.anchor_size(pos, galley.size());
                shapes.push(Shape::rect_filled(
                    rect.expand(3.0),
                    3.0,
                    self.visuals.extreme_bg_color.gamma_multiply(0.85),
                ));
                shapes.push(Shape::galley(rect.min, galley, colour));
            }
        }
    }
}

impl PlotItem for MarkerLayer<'_> {
    fn shapes(&self, ui: &Ui, transform: &PlotTransform, shapes: &mut Vec<Shape>) {
        let hovered = self
            .pointer_on_screen
            .and_then(|pointer| self.hovered(transform, pointer));
        self.hovered_out.set(hovered);

        let radius = self.marker_radius();
        let mut mesh = Mesh::default();
        for n in self.bins.points_in(1..=self.bins.columns) {
            self.add_markers(&mut mesh, transform, n, radius);
        }
        shapes.push(Shape::mesh(mesh));

        let also_hovered = hovered.filter(|&n| Some(n) != self.hovered_point);
        for n in self.hovered_point.into_iter().chain(also_hovered) {
            self.add_highlight(shapes, transform, n);
        }
        self.add_outside_counts(ui, shapes, transform);
    }

    fn initialize(&mut self, x_range: RangeInclusive<f64>) {
        // The final view of this frame is known here, before `shapes`: bin for it.
        let bin_width = if self.margins.len() > SMALL_MARKERS_ABOVE {
            2.0 * BIN_WIDTH_PX
        } else {
            BIN_WIDTH_PX
        };
        let columns = (self.frame_width / bin_width).ceil().max(1.0) as usize;
        let (lo, hi) = (*x_range.start(), *x_range.end());
        if lo < hi && lo.is_finite() && hi.is_finite() {
            self.bins.bin(lo, hi, columns, self.margins, self.labels);
        } else {
            self.bins.bin(0.0, 1.0, 0, &[], &[]);
        }
    }

    fn color(&self) -> Color32 {
        Color32::TRANSPARENT
    }

    fn geometry(&self) -> PlotGeometry<'_> {
        PlotGeometry::None
    }

    fn bounds(&self) -> PlotBounds {
        PlotBounds::NOTHING
    }

    fn base(&self) -> &PlotItemBase {
        &self.base
    }

    fn base_mut(&mut self) -> &mut PlotItemBase {
        &mut self.base
    }
}

/// One point's marker shape, in its class's shape and colour.
struct Marker {
    class: Class,
    colour: Color32,
    radius: f32,
}

impl Marker {
    /// Adds the marker centred at `pos_on_screen`: × for −1, ○ otherwise.
    fn add_to(&self, mesh: &mut Mesh, pos_on_screen: Pos2) {
        const FEATHER: f32 = 1.0;
        let (radius, colour) = (self.radius, self.colour);
        if self.class == Class::Negative {
            let arm = Vec2::splat(radius * 0.8);
            let other_arm = vec2(arm.x, -arm.y);
            for arm in [arm, other_arm] {
                add_segment(
                    mesh,
                    pos_on_screen - arm,
                    pos_on_screen + arm,
                    MARKER_HALF_WIDTH,
                    FEATHER,
                    colour,
                );
            }
        } else {
            add_ring(
                mesh,
                pos_on_screen,
                radius,
                MARKER_HALF_WIDTH,
                FEATHER,
                colour,
            );
        }
    }
}

/// A ring of `radius` (to the middle of its stroke), antialiased by a transparent fringe.
fn add_ring(
    mesh: &mut Mesh,
    centre: Pos2,
    radius: f32,
    half_width: f32,
    feather: f32,
    colour: Color32,
) {
    const SEGMENTS: u32 = 12;
    let radii = [
        (radius + half_width + feather, Color32::TRANSPARENT),
        (radius + half_width, colour),
        ((radius - half_width).max(0.0), colour),
        (
            (radius - half_width - feather).max(0.0),
            Color32::TRANSPARENT,
        ),
    ];
    let first = mesh.vertices.len() as u32;
    for i in 0..SEGMENTS {
        let angle = std::f32::consts::TAU * i as f32 / SEGMENTS as f32;
        let direction = Vec2::angled(angle);
        for (r, c) in radii {
            mesh.colored_vertex(centre + direction * r, c);
        }
    }
    for i in 0..SEGMENTS {
        let a = first + 4 * i;
        let b = first + 4 * ((i + 1) % SEGMENTS);
        for band in 0..3 {
            mesh.add_triangle(a + band, b + band, a + band + 1);
            mesh.add_triangle(b + band, b + band + 1, a + band + 1);
        }
    }
}

/// A thick segment from `a` to `b`, antialiased by a transparent fringe.
fn add_segment(mesh: &mut Mesh, a: Pos2, b: Pos2, half_width: f32, feather: f32, colour: Color32) {
    let along = (b - a).normalized();
    let across = along.rot90();
    let first = mesh.vertices.len() as u32;
    // The solid core, then the fringe, each corner in the same order.
    let corners = [(-1.0, -1.0), (-1.0, 1.0), (1.0, 1.0), (1.0, -1.0)];
    for (w, c) in [
        (half_width, colour),
        (half_width + feather, Color32::TRANSPARENT),
    ] {
        let extra = w - half_width;
        for (end, side) in corners {
            let base = if end < 0.0 {
                a - along * extra
            } else {
                b + along * extra
            };
            mesh.colored_vertex(base + across * (side * w), c);
        }
    }
    mesh.add_triangle(first, first + 1, first + 2);
    mesh.add_triangle(first, first + 2, first + 3);
    for i in 0..4 {
        let (core_a, core_b) = (first + i, first + (i + 1) % 4);
        let (fringe_a, fringe_b) = (core_a + 4, core_b + 4);
        mesh.add_triangle(core_a, core_b, fringe_b);
        mesh.add_triangle(core_a, fringe_b, fringe_a);
    }
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    use super::*;

    /// What a test drives: the view, the points, and what the last frame returned.
    struct Panel {
        view: LossView,
        margins: Vec<f64>,
        labels: Vec<f64>,
        hovered_point: Option<usize>,
        returned: Option<usize>,
    }

    fn harness(margins: Vec<f64>, labels: Vec<f64>) -> Harness<'static, Panel> {
        let panel = Panel {
            view: LossView::default(),
            margins,
            labels,
            hovered_point: None,
            returned: None,
        };
        Harness::builder()
            .with_size(vec2(640.0, 480.0))
            .build_ui_state(
                |ui, panel: &mut Panel| {
                    panel.returned = panel.view.ui_with_labels(
                        ui,
                        &panel.margins,
                        &panel.labels,
                        panel.hovered_point,
                    );
                },
                panel,
            )
    }

    #[test]
    fn default_shows_four_of_six() {
        let view = LossView::default();
        let shown: Vec<_> = ErrorMeasure::ALL
            .into_iter()
            .filter(|&m| view.is_shown(m))
            .collect();
        use ErrorMeasure::*;
        assert_eq!(shown, [ZeroOne, Squared, ScaledCrossEntropy, Hinge]);
    }

    #[test]
    fn settings_survive_serde_and_clone_without_caches() {
        let mut view = LossView::default();
        view.set_shown(ErrorMeasure::Perceptron, true);
        view.set_shown(ErrorMeasure::ZeroOne, false);
        let json = serde_json::to_string(&view).expect("serialisable");
        let back: LossView = serde_json::from_str(&json).expect("deserialisable");
        assert_eq!(back, view);
        assert_eq!(view.clone(), view);
        let empty: LossView = serde_json::from_str("{}").expect("defaults fill in");
        assert_eq!(empty, LossView::default());
    }

    #[test]
    fn binning_keeps_one_point_per_class_and_column() {
        let mut bins = MarkerBins::default();
        // Four columns over [0, 4): points 1 and 2 share column 1 (a ○ and a ×), 3 and 4 share
        // column 2 (two ×), 0 is left of the view, 5 right of it.
        let margins = [-0.5, 0.2, 0.7, 1.1, 1.9, 4.0];
        let labels = [1.0, 1.0, -1.0, -1.0, -1.0, 1.0];
        bins.bin(0.0, 4.0, 4, &margins, &labels);
        assert_eq!(bins.outside(), [1, 1]);
        assert_eq!(bins.points_in(1..=4).collect::<Vec<_>>(), [1, 2, 4]);
        assert_eq!(bins.points_in(2..=9).collect::<Vec<_>>(), [4]);
        assert!(bins.merged);
        bins.bin(0.0, 4.0, 4, &margins[..3], &[]);
        assert_eq!(
            bins.points_in(1..=4).collect::<Vec<_>>(),
            [2],
            "no labels: one row"
        );
        assert!(bins.merged);
        bins.bin(0.0, 4.0, 8, &margins[..2], &labels[..2]);
        assert!(!bins.merged);
    }

    #[test]
    fn a_checkbox_toggles_its_curve() {
        let mut harness = harness(vec![0.5], vec![1.0]);
        harness.run();
        assert!(harness.state().view.is_shown(ErrorMeasure::Hinge));
        harness.get_by_label("hinge").click();
        harness.run();
        assert!(!harness.state().view.is_shown(ErrorMeasure::Hinge));
        harness.get_by_label("perceptron").click();
        harness.run();
        assert!(harness.state().view.is_shown(ErrorMeasure::Perceptron));
        harness.get_by_label("hinge").click();
        harness.run();
        assert!(harness.state().view.is_shown(ErrorMeasure::Hinge));
    }

    /// Hovers where the marker of point `n` sits on `measure`'s curve; returns what the
    /// panel returned.
    fn hover_marker(
        harness: &mut Harness<'_, Panel>,
        n: usize,
        measure: ErrorMeasure,
    ) -> Option<usize> {
        let margin = harness.state().margins[n];
        let pos_on_screen = harness
            .state()
            .view
            .marker_pos_on_screen(margin, measure)
            .expect("drawn once");
        harness.hover_at(pos_on_screen);
        harness.run();
        harness.state().returned
    }

    #[test]
    fn hovering_a_marker_returns_its_point() {
        let mut harness = harness(vec![-0.8, 0.5, 2.0], vec![1.0, -1.0, 1.0]);
        harness.run();
        assert_eq!(harness.state().returned, None);
        assert_eq!(hover_marker(&mut harness, 1, ErrorMeasure::Hinge), Some(1));
        assert_eq!(
            hover_marker(&mut harness, 0, ErrorMeasure::Squared),
            Some(0)
        );
        assert_eq!(
            hover_marker(&mut harness, 2, ErrorMeasure::ZeroOne),
            Some(2)
        );
        // Away from every marker: nothing.
        let empty_spot = harness
            .state()
            .view
            .marker_pos_on_screen(-1.0, ErrorMeasure::ZeroOne)
            .expect("drawn")
            + vec2(0.0, 40.0);
        harness.hover_at(empty_spot);
        harness.run();
        assert_eq!(harness.state().returned, None);
        // A hidden curve has no markers to hover.
        harness
            .state_mut()
            .view
            .set_shown(ErrorMeasure::Squared, false);
        harness.run();
        assert_eq!(hover_marker(&mut harness, 0, ErrorMeasure::Squared), None);
    }

    #[test]
    fn hovering_a_binned_marker_returns_a_point_under_the_pointer() {
        // More points than are drawn one by one: margins spread over [−4, 4].
        let n = 3 * SMALL_MARKERS_ABOVE;
        let margins: Vec<f64> = (0..n).map(|i| -4.0 + 8.0 * i as f64 / n as f64).collect();
        let labels: Vec<f64> = (0..n)
            .map(|i| if i % 2 == 0 { 1.0 } else { -1.0 })
            .collect();
        let mut harness = harness(margins, labels);
        harness.run();
        let target = n / 2 + 77;
        let found = hover_marker(&mut harness, target, ErrorMeasure::Hinge).expect("a marker");
        let margin_per_px = 6.0 / 600.0;
        let (found_margin, target_margin) = (
            harness.state().margins[found],
            harness.state().margins[target],
        );
        assert!(
            (found_margin - target_margin).abs() < 10.0 * margin_per_px,
            "found y·s = {found_margin}, hovered at {target_margin}"
        );
        // Points beyond the view are counted, not lost.
        assert_eq!(harness.state().view.bins.outside(), [n / 8, n / 8]);
    }

    #[test]
    fn the_hovered_point_is_drawn_bigger() {
        // Not a picture test: the highlighted point adds a halo per shown curve.
        let mut harness = harness(vec![0.5, 1.5], vec![1.0, -1.0]);
        harness.run();
        let count = |harness: &Harness<'_, Panel>| {
            harness
                .output()
                .shapes
                .iter()
                .filter(|s| matches!(s.shape, Shape::Circle(_)))
                .count()
        };
        let before = count(&harness);
        harness.state_mut().hovered_point = Some(1);
        harness.run();
        let shown = harness.state().view.shown_measures().len();
        assert_eq!(count(&harness), before + 2 * shown);
    }
}
