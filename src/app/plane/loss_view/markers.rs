//! The loss panel's markers: one pass bins the margins into pixel columns per class, and one
//! plot item draws a marker per occupied column on each shown curve, finds the point under the
//! pointer, highlights it, and counts the points outside the view.

use super::*;
use crate::split;

/// The class a marker is drawn with.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) enum Class {
    /// ○, y = +1.
    Positive,
    /// ×, y = −1.
    Negative,
    /// No labels given.
    Unknown,
}

impl Class {
    pub(super) fn of(labels: &[f64], n: usize) -> Self {
        match labels.get(n) {
            Some(&y) if y > 0.0 => Self::Positive,
            Some(_) => Self::Negative,
            None => Self::Unknown,
        }
    }
}

/// The columns the margins are binned into: `columns` columns over the margins [`lo`, `hi`]
/// of the plot's view, one row of them per class, each row with an extra column first for
/// "left of the view" and one last for "right of the view".
#[derive(Clone, Copy, PartialEq, Debug)]
pub(in crate::app) struct BinView {
    pub(in crate::app) lo: f64,
    pub(in crate::app) hi: f64,
    pub(in crate::app) columns: usize,
}

impl BinView {
    fn row_len(self) -> usize {
        self.columns + 2
    }

    /// The cell a margin falls in, given whether its point's label is +1 (row 0: +1, or every
    /// point when there are no labels; row 1: −1). Left of the view → column 0, in it →
    /// 1..=columns, right of it → columns + 1 (NaN → 0). No branch: the classes alternate at
    /// random along the points, and a branch would be mispredicted half the time.
    pub(in crate::app) fn cell_of(self) -> impl Fn(f64, bool) -> u32 + Copy {
        let lo = self.lo;
        let columns_per_margin = self.columns as f64 / (self.hi - self.lo);
        let last = (self.columns + 1) as f64;
        let second_row = self.row_len() as u32;
        move |margin, positive| {
            let column = ((margin - lo) * columns_per_margin + 1.0)
                .max(0.0)
                .min(last) as u32;
            column + if positive { 0 } else { second_row }
        }
    }
}

/// One part of the points' bins (the points are split between the cores): per cell,
/// row-major, the last point that fell in it and how many did.
pub(in crate::app) struct PartBins {
    representative: Vec<usize>,
    count: Vec<u32>,
}

impl PartBins {
    pub(in crate::app) fn new(view: BinView) -> Self {
        let cells_len = 2 * view.row_len();
        Self {
            representative: vec![0; cells_len],
            count: vec![0; cells_len],
        }
    }

    /// Points `first`, `first` + 1, … fall in `cells` (of [`BinView::cell_of`]). The cells of
    /// a chunk of points are computed first, in a loop of their own: counting each point as
    /// its cell is computed, in the same loop, took half as long again.
    pub(in crate::app) fn add(&mut self, first: usize, cells: &[u32]) {
        for (n, &cell) in (first..).zip(cells) {
            let cell = cell as usize;
            if let (Some(r), Some(c)) =
                (self.representative.get_mut(cell), self.count.get_mut(cell))
            {
                *r = n;
                *c += 1;
            }
        }
    }
}

/// The margins binned into screen columns (see the module doc and [`BinView`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub(in crate::app) struct MarkerBins {
    /// What the margins were binned for (`None` before the first binning).
    pub(super) view: Option<BinView>,
    /// Columns in the view (each row has two more).
    pub(super) columns: usize,
    /// Per row and column, row-major: the last point that fell in it (meaningful where its
    /// count is > 0).
    pub(super) representative: Vec<usize>,
    /// Per row and column, row-major: how many points fell in it.
    pub(super) count: Vec<u32>,
    /// Whether some column of the view holds more than one point of a class.
    pub(super) merged: bool,
}

impl MarkerBins {
    /// Points binned per chunk: the cells of a chunk are computed in a loop without branches,
    /// then counted ([`PartBins::add`]).
    pub(in crate::app) const CHUNK: usize = 256;

    /// Bins `margins` (with their `labels`, or none) for `view`: one pass, split between the
    /// cores.
    pub(in crate::app) fn bin(&mut self, view: BinView, margins: &[f64], labels: &[f64]) {
        let cell_of = view.cell_of();
        let labels = (labels.len() == margins.len()).then_some(labels);
        let parts = split::map(margins.len(), |part| {
            let mut bins = PartBins::new(view);
            let mut cells = [0u32; Self::CHUNK];
            let (first, margins) = (part.start, &margins[part]);
            for (chunk, margins) in margins.chunks(Self::CHUNK).enumerate() {
                let first = first + chunk * Self::CHUNK;
                let cells = &mut cells[..margins.len()];
                match labels.map(|labels| &labels[first..first + margins.len()]) {
                    Some(labels) => {
                        for ((cell, &margin), &y) in cells.iter_mut().zip(margins).zip(labels) {
                            *cell = cell_of(margin, y > 0.0);
                        }
                    }
                    None => {
                        for (cell, &margin) in cells.iter_mut().zip(margins) {
                            *cell = cell_of(margin, true);
                        }
                    }
                }
                bins.add(first, cells);
            }
            bins
        });
        self.gather(view, parts);
    }

    /// The bins of `view` from those of its parts, in the points' order: the counts add up,
    /// and a cell's representative is the last point of any part.
    pub(in crate::app) fn gather(
        &mut self,
        view: BinView,
        parts: impl IntoIterator<Item = PartBins>,
    ) {
        let cells_len = 2 * view.row_len();
        self.view = Some(view);
        self.columns = view.columns;
        self.representative.clear();
        self.representative.resize(cells_len, 0);
        self.count.clear();
        self.count.resize(cells_len, 0);
        for part in parts {
            for cell in 0..cells_len.min(part.count.len()) {
                if part.count[cell] > 0 {
                    self.count[cell] += part.count[cell];
                    self.representative[cell] = part.representative[cell];
                }
            }
        }
        let row_len = view.row_len();
        self.merged = (0..2).any(|row| {
            self.count[row * row_len + 1..=row * row_len + view.columns]
                .iter()
                .any(|&c| c > 1)
        });
    }

    /// Forgets the bins (nothing binned).
    pub(in crate::app) fn clear(&mut self) {
        self.view = None;
        self.columns = 0;
        self.representative.clear();
        self.count.clear();
        self.merged = false;
    }

    /// What the margins were binned for.
    pub(in crate::app) fn view(&self) -> Option<BinView> {
        self.view
    }

    /// How many points lie left of and right of the view.
    pub(super) fn outside(&self) -> [usize; 2] {
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
    pub(super) fn points_in(
        &self,
        columns: RangeInclusive<usize>,
    ) -> impl Iterator<Item = usize> + '_ {
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
pub(super) struct MarkerLayer<'a> {
    pub(super) base: PlotItemBase,
    pub(super) margins: &'a [f64],
    pub(super) labels: &'a [f64],
    pub(super) shown: &'a [ErrorMeasure],
    pub(super) hovered_point: Option<usize>,
    pub(super) pointer_on_screen: Option<Pos2>,
    pub(super) frame_width: f32,
    pub(super) bins: &'a mut MarkerBins,
    /// The same margins binned already, for some view (in the pass that computed them).
    pub(super) binned: Option<&'a MarkerBins>,
    pub(super) hovered_out: &'a Cell<Option<usize>>,
    pub(super) visuals: &'a egui::Visuals,
}

impl MarkerLayer<'_> {
    pub(super) fn marker_radius(&self) -> f32 {
        if self.margins.len() > SMALL_MARKERS_ABOVE {
            SMALL_MARKER_RADIUS
        } else {
            MARKER_RADIUS
        }
    }

    /// The drawn point whose marker is nearest the pointer, within reach: only the columns
    /// under the pointer are looked at.
    pub(super) fn hovered(
        &self,
        transform: &PlotTransform,
        pointer_on_screen: Pos2,
    ) -> Option<usize> {
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

    pub(super) fn class_colour(&self, class: Class) -> Color32 {
        match class {
            Class::Positive => palette::POSITIVE,
            Class::Negative => palette::NEGATIVE,
            Class::Unknown => self.visuals.text_color(),
        }
    }

    /// Where the marker of point `n` on the curve of `measure` is drawn.
    pub(super) fn marker_pos_on_screen(
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
    pub(super) fn add_markers(
        &self,
        mesh: &mut Mesh,
        transform: &PlotTransform,
        n: usize,
        radius: f32,
    ) {
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
    pub(super) fn add_highlight(
        &self,
        shapes: &mut Vec<Shape>,
        transform: &PlotTransform,
        n: usize,
    ) {
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
}

impl PlotItem for MarkerLayer<'_> {
    fn shapes(&self, _ui: &Ui, transform: &PlotTransform, shapes: &mut Vec<Shape>) {
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
        let view = if lo < hi && lo.is_finite() && hi.is_finite() {
            BinView { lo, hi, columns }
        } else {
            BinView {
                lo: 0.0,
                hi: 1.0,
                columns: 0,
            }
        };
        let binned = self
            .binned
            .filter(|binned| binned.view == Some(view) && !self.labels.is_empty());
        match binned {
            // Binned for this very view: the same cells a pass here would give.
            Some(binned) => self.bins.clone_from(binned),
            None if view.columns == 0 => self.bins.bin(view, &[], &[]),
            None => self.bins.bin(view, self.margins, self.labels),
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
pub(super) struct Marker {
    pub(super) class: Class,
    pub(super) colour: Color32,
    pub(super) radius: f32,
}

impl Marker {
    /// Adds the marker centred at `pos_on_screen`: × for −1, ○ otherwise.
    pub(super) fn add_to(&self, mesh: &mut Mesh, pos_on_screen: Pos2) {
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
pub(super) fn add_ring(
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
pub(super) fn add_segment(
    mesh: &mut Mesh,
    a: Pos2,
    b: Pos2,
    half_width: f32,
    feather: f32,
    colour: Color32,
) {
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
