//! The plane: the points, the separating line w₀ + w₁x₁ + w₂x₂ = 0, the tinted +1 side (or
//! θ(wᵀz) for logistic regression), the w arrow, the mistakes and the point of the last update,
//! over an egui_plot with data aspect 1; and the mouse: click to place, drag to move, click a
//! point to select it, drag the empty plane to pan, scroll to zoom.
//!
//! egui_plot draws the axes and grid and owns pan and zoom; everything else is painted on top
//! with the plot's transform (see [`super::geometry`]), which lets the points take a fast path
//! when there are many (see [`super::points_layer`]).

use egui::{Align2, Color32, FontId, Pos2, Shape, Stroke, Vec2, epaint::Mesh};
use egui_plot::{Plot, PlotBounds};
use glam::DVec2;

use crate::learn::{Algorithm, Event};
use crate::loss::theta;

use super::derived::Derived;
use super::document::{Label, Point};
use super::geometry::{self, PlotRect, ScreenFromPlot};
use super::palette;
use super::points_layer::PointsLayer;
use super::{AnswerKind, Command, ViewOptions};

/// Up to this many points are drawn as vector shapes; above it, rasterised.
pub const MAX_SHAPE_POINTS: usize = 3_000;
/// The radius of a point's marker, in screen points.
const MARKER: f32 = 5.0;
/// How close the pointer must be to a point to hover or grab it, in screen points.
const HIT_RADIUS: f32 = 9.0;
/// The w arrow's length on screen: the direction matters, not the length.
const ARROW_LENGTH: f32 = 56.0;

/// Where other views' drawings go in the plane: `Under` the lines (after the tint), `Over`
/// everything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    Under,
    Over,
}

/// Other views' drawings, painted with the plane's transform of this frame.
pub type Extras<'a> = &'a mut dyn FnMut(Layer, &egui::Painter, &ScreenFromPlot, PlotRect);

/// What the plane draws this frame.
pub struct Input<'a> {
    pub points: &'a [Point],
    pub algorithm: Algorithm,
    /// Which answer the solid line is.
    pub answer_kind: AnswerKind,
    /// The answer g (w_t, or ŵ for pocket): the solid line.
    pub answer: Option<[f64; 3]>,
    /// w_t, drawn dashed beside the answer when they differ in kind (pocket, averaged).
    pub current: Option<[f64; 3]>,
    /// What the last step did.
    pub event: Option<Event>,
    pub mistakes: &'a Derived,
    /// The label a left click places.
    pub place: Label,
    /// A point to highlight because its marker is hovered in the loss panel.
    pub highlighted: Option<usize>,
    pub view: ViewOptions,
    pub data_id: u64,
    /// Drawings of other views (see [`Layer`]).
    pub extras: Option<Extras<'a>>,
}

/// A point being dragged.
#[derive(Debug, Clone, Copy)]
struct Drag {
    index: usize,
    /// Where it was before the drag (for undo).
    from: DVec2,
    /// Where the pointer grabbed it, relative to the point (so it does not jump).
    grab_offset: DVec2,
}

/// The view fitted to a set of points, kept fitted while the plot changes size.
#[derive(Debug, Clone, Copy)]
struct AutoFit {
    content: PlotRect,
    /// The plot size the view was last fitted for.
    size: Vec2,
}

/// The plane's runtime state.
pub struct PlaneState {
    /// The point under the pointer.
    pub hovered: Option<usize>,
    /// The point last clicked.
    pub selected: Option<usize>,
    /// The transform and the plot rectangle of the last frame.
    transform: Option<ScreenFromPlot>,
    rect: Option<egui::Rect>,
    fit_requested: bool,
    /// Fitting the view to these contents at this plot size, until the person pans or zooms.
    auto_fit: Option<AutoFit>,
    drag: Option<Drag>,
    layer: PointsLayer,
    /// The hover of the last frame, keyed by pointer position, points and transform.
    hover_cache: Option<(Pos2, u64, ScreenFromPlot, Option<usize>)>,
    /// How much thicker lines and larger markers are drawn (presentation mode).
    pub line_scale: f32,
    /// A view to show next frame exactly (a lesson's).
    requested_view: Option<PlotRect>,
}

impl Default for PlaneState {
    fn default() -> Self {
        Self {
            hovered: None,
            selected: None,
            transform: None,
            rect: None,
            fit_requested: true,
            auto_fit: None,
            drag: None,
            layer: PointsLayer::default(),
            hover_cache: None,
            line_scale: 1.0,
            requested_view: None,
        }
    }
}

fn pos2(v: DVec2) -> Pos2 {
    Pos2::new(v.x as f32, v.y as f32)
}

fn dvec(p: Pos2) -> DVec2 {
    DVec2::new(f64::from(p.x), f64::from(p.y))
}

/// The point nearest `pos_on_screen` within [`HIT_RADIUS`], if any.
fn hit(points: &[Point], t: &ScreenFromPlot, pos_on_screen: Pos2) -> Option<usize> {
    let target = t.plot_from_screen(dvec(pos_on_screen));
    let radius = f64::from(HIT_RADIUS) / t.points_per_unit();
    let mut best = None;
    let mut best_d2 = radius * radius;
    for (n, p) in points.iter().enumerate() {
        let d2 = p.x.distance_squared(target);
        // `<=`: of points on top of each other, the last placed (drawn on top) wins.
        if d2 <= best_d2 {
            best_d2 = d2;
            best = Some(n);
        }
    }
    best
}

impl PlaneState {
    /// Asks for the view to fit the points at the next frame.
    pub fn request_fit(&mut self) {
        self.fit_requested = true;
    }

    pub fn screen_pos_of(&self, pos_in_plot: DVec2) -> Option<Pos2> {
        self.transform
            .map(|t| pos2(t.screen_from_plot(pos_in_plot)))
    }

    /// The plot ↔ screen transform of the last frame.
    pub fn transform(&self) -> Option<ScreenFromPlot> {
        self.transform
    }

    /// The part of the plane shown in the last frame.
    pub fn view_in_plot(&self) -> Option<PlotRect> {
        let (t, r) = (self.transform?, self.rect?);
        Some(t.plot_rect_of(dvec(r.left_bottom()), dvec(r.right_top())))
    }

    /// Shows exactly `view` next frame (the plot keeps data aspect 1, so it may widen it).
    pub fn request_view(&mut self, view: PlotRect) {
        self.requested_view = Some(view);
        self.fit_requested = false;
        self.auto_fit = None;
    }

    pub fn rect_on_screen(&self) -> Option<egui::Rect> {
        self.rect
    }

    /// The plane and its legend.
    pub fn ui(&mut self, ui: &mut egui::Ui, mut input: Input<'_>, commands: &mut Vec<Command>) {
        let n = input.points.len();
        if self.selected.is_some_and(|s| s >= n) {
            self.selected = None;
        }
        if self.drag.is_some_and(|d| d.index >= n) {
            self.drag = None;
        }
        self.selected_keys_ui(ui.ctx(), commands);

        // Whether the primary button went down on a point (judged with last frame's transform):
        // then the drag moves the point instead of panning.
        let press_on_point = ui.input(|i| {
            i.pointer.primary_down()
                && i.pointer
                    .press_origin()
                    .zip(self.transform)
                    .is_some_and(|(origin, t)| {
                        self.rect.is_some_and(|r| r.contains(origin))
                            && hit(input.points, &t, origin).is_some()
                    })
        });

        egui::Panel::bottom("plane legend")
            .show_separator_line(false)
            .resizable(false)
            .show(ui, |ui| legend_ui(ui, &input));

        // Fit the view to the points when asked, and keep fitting it while the plane changes
        // size, until the person pans or zooms.
        if self.fit_requested {
            self.fit_requested = false;
            let content = geometry::bounding_box(input.points.iter().map(|p| p.x))
                .unwrap_or_else(|| PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0)));
            self.auto_fit = Some(AutoFit {
                content,
                size: Vec2::ZERO,
            });
        }
        let size = self.rect.map_or_else(|| ui.available_size(), |r| r.size());
        let fit = match &mut self.auto_fit {
            Some(auto) if auto.size != size => {
                auto.size = size;
                let aspect = f64::from(size.x.max(1.0) / size.y.max(1.0));
                // Look again next frame: the plot's size may still be settling.
                ui.ctx().request_repaint();
                Some(geometry::view_around(auto.content, aspect))
            }
            _ => None,
        };
        let fit = self.requested_view.take().or(fit);

        let plot = Plot::new("plane")
            .data_aspect(1.0)
            .allow_drag(self.drag.is_none() && !press_on_point)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .allow_scroll(false)
            .show_x(false)
            .show_y(false)
            .x_axis_label("x₁")
            .y_axis_label("x₂");
        let response = plot.show(ui, |plot_ui| {
            if let Some(view) = fit {
                plot_ui.set_plot_bounds(PlotBounds::from_min_max(
                    view.min.to_array(),
                    view.max.to_array(),
                ));
            }
            if plot_ui.response().contains_pointer() {
                let (scroll, zoom) = plot_ui
                    .ctx()
                    .input(|i| (i.smooth_scroll_delta.y, i.zoom_delta()));
                if scroll != 0.0 {
                    plot_ui.zoom_bounds_around_hovered(Vec2::splat((scroll / 200.0).exp()));
                }
                scroll != 0.0 || zoom != 1.0
            } else {
                false
            }
        });
        let panned = response.response.dragged() && self.drag.is_none() && !press_on_point;
        if response.inner || panned {
            // The person took over the view.
            self.auto_fit = None;
        }

        let frame = *response.transform.frame();
        let bounds = response.transform.bounds();
        let view = PlotRect::new(
            DVec2::new(bounds.min()[0], bounds.min()[1]),
            DVec2::new(bounds.max()[0], bounds.max()[1]),
        );
        let t = ScreenFromPlot::new(view, dvec(frame.min), dvec(frame.max));
        self.transform = Some(t);
        self.rect = Some(frame);

        self.interact_ui(ui, &response.response, &input, &t, commands);

        let painter = ui.painter_at(frame);
        let dark = ui.visuals().dark_mode;
        if input.view.show_tint
            && let Some(w) = input.answer
        {
            paint_shading(&painter, view, &t, w, input.algorithm, dark);
        }
        let mut extras = input.extras.take();
        if let Some(paint) = extras.as_mut() {
            paint(Layer::Under, &painter, &t, view);
        }
        self.paint_lines(ui, &painter, view, &t, &input);
        self.paint_points(ui, &painter, &t, frame, &input);
        if let Some(paint) = extras.as_mut() {
            paint(Layer::Over, &painter, &t, view);
        }
        self.paint_marks(ui, &painter, &t, &input);
        paint_messages(ui, &painter, frame, &input);
    }

    /// Delete/Backspace and F act on the selected point.
    fn selected_keys_ui(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        let Some(selected) = self.selected else {
            return;
        };
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        ctx.input_mut(|i| {
            if i.consume_key(egui::Modifiers::NONE, egui::Key::Delete)
                || i.consume_key(egui::Modifiers::NONE, egui::Key::Backspace)
            {
                commands.push(Command::DeletePoint(selected));
            }
            if i.consume_key(egui::Modifiers::NONE, egui::Key::F) {
                commands.push(Command::FlipLabel(selected));
            }
        });
    }

    /// Hover, click, drag.
    fn interact_ui(
        &mut self,
        ui: &egui::Ui,
        response: &egui::Response,
        input: &Input<'_>,
        t: &ScreenFromPlot,
        commands: &mut Vec<Command>,
    ) {
        let points = input.points;
        let pointer = response.hover_pos();
        self.hovered = match pointer {
            Some(pos) if self.drag.is_none() => {
                let key = (pos, input.data_id, *t);
                match self.hover_cache {
                    Some((p, id, tr, hovered)) if (p, id, tr) == key => hovered,
                    _ => {
                        let hovered = hit(points, t, pos);
                        self.hover_cache = Some((key.0, key.1, key.2, hovered));
                        hovered
                    }
                }
            }
            _ => self.drag.map(|d| d.index),
        };

        // Dragging a point.
        if response.drag_started_by(egui::PointerButton::Primary)
            && let Some(origin) = ui.input(|i| i.pointer.press_origin())
            && let Some(index) = hit(points, t, origin)
        {
            let from = points[index].x;
            self.drag = Some(Drag {
                index,
                from,
                grab_offset: from - t.plot_from_screen(dvec(origin)),
            });
            self.selected = Some(index);
        }
        if let Some(drag) = self.drag {
            if let Some(pos) = response.interact_pointer_pos() {
                let to = t.plot_from_screen(dvec(pos)) + drag.grab_offset;
                if response.drag_stopped() {
                    commands.push(Command::MovePoint {
                        index: drag.index,
                        from: drag.from,
                        to,
                    });
                    self.drag = None;
                } else if to != points[drag.index].x {
                    commands.push(Command::MovePointLive {
                        index: drag.index,
                        to,
                    });
                }
            } else {
                // The pointer left without a release we saw: keep where it is now.
                commands.push(Command::MovePoint {
                    index: drag.index,
                    from: drag.from,
                    to: points[drag.index].x,
                });
                self.drag = None;
            }
            return;
        }

        // Clicks: on a point, select (Ctrl: delete, Shift: flip); elsewhere, place.
        let modifiers = ui.input(|i| i.modifiers);
        let clicked = if response.clicked() {
            Some(input.place)
        } else if response.secondary_clicked() {
            Some(input.place.flipped())
        } else {
            None
        };
        if let Some(label) = clicked
            && let Some(pos) = response.interact_pointer_pos()
        {
            match hit(points, t, pos) {
                Some(n) if modifiers.command => commands.push(Command::DeletePoint(n)),
                Some(n) if modifiers.shift => commands.push(Command::FlipLabel(n)),
                Some(n) => commands.push(Command::Select(Some(n))),
                None => {
                    let x = t.plot_from_screen(dvec(pos));
                    commands.push(Command::AddPoint(Point { x, label }));
                    commands.push(Command::Select(None));
                }
            }
        }
    }

    fn paint_lines(
        &self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        view: PlotRect,
        t: &ScreenFromPlot,
        input: &Input<'_>,
    ) {
        let ink = ui.visuals().strong_text_color();
        let font = FontId::proportional(14.0);
        if let Some(w) = input.current
            && let Some((a, b)) = geometry::line_in_view(view, w)
        {
            let (a, b) = (pos2(t.screen_from_plot(a)), pos2(t.screen_from_plot(b)));
            let grey = ink.gamma_multiply(0.7);
            painter.extend(Shape::dashed_line(
                &[a, b],
                Stroke::new(2.0 * self.line_scale, grey),
                10.0,
                6.0,
            ));
            label_line_end(painter, a, b, "w_t", font.clone(), grey);
        }
        let Some(w) = input.answer else {
            return;
        };
        let Some((a, b)) = geometry::line_in_view(view, w) else {
            return;
        };
        let (a_on_screen, b_on_screen) = (pos2(t.screen_from_plot(a)), pos2(t.screen_from_plot(b)));
        painter.line_segment(
            [a_on_screen, b_on_screen],
            Stroke::new(2.5 * self.line_scale, ink),
        );
        if input.answer_kind != AnswerKind::Current {
            label_line_end(
                painter,
                b_on_screen,
                a_on_screen,
                input.answer_kind.symbol(),
                font.clone(),
                ink,
            );
        }
        if input.view.show_arrow
            && let Some(base) = geometry::arrow_base(view, w, view.center())
        {
            let base = pos2(t.screen_from_plot(base));
            let n = geometry::normal(w).normalize_or_zero();
            // Screen y points down.
            let dir = Vec2::new(n.x as f32, -n.y as f32);
            painter.arrow(
                base,
                dir * ARROW_LENGTH,
                Stroke::new(2.5 * self.line_scale, ink),
            );
            painter.text(
                base + dir * (ARROW_LENGTH + 12.0),
                Align2::CENTER_CENTER,
                "w",
                FontId::proportional(16.0),
                ink,
            );
        }
    }

    fn paint_points(
        &mut self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        frame: egui::Rect,
        input: &Input<'_>,
    ) {
        let points = input.points;
        if points.len() > MAX_SHAPE_POINTS {
            self.layer.paint(
                ui.ctx(),
                painter,
                points,
                input.data_id,
                t,
                frame,
                (palette::POSITIVE, palette::NEGATIVE),
            );
            return;
        }
        let mut mesh = Mesh::default();
        let marker = MARKER * self.line_scale.sqrt();
        let clip = frame.expand(marker * 2.0);
        for p in points {
            let c = pos2(t.screen_from_plot(p.x));
            if clip.contains(c) {
                add_marker(&mut mesh, c, p.label, marker);
            }
        }
        painter.add(mesh);
    }

    /// Mistakes, the last update, the selection, the hover.
    fn paint_marks(
        &self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        input: &Input<'_>,
    ) {
        let points = input.points;
        let ink = ui.visuals().strong_text_color();
        let at = |n: usize| points.get(n).map(|p| pos2(t.screen_from_plot(p.x)));
        if input.view.show_mistakes
            && input.answer.is_some()
            && let Some(list) = &input.mistakes.answer_mistake_list
        {
            let stroke = Stroke::new(1.5, ink);
            for &n in list {
                if let Some(c) = at(n) {
                    painter.circle_stroke(c, MARKER + 4.0, stroke);
                }
            }
        }
        match input.event {
            Some(Event::PointUpdate { point, .. }) => {
                if let Some(c) = at(point) {
                    painter.circle_stroke(c, MARKER + 8.0, Stroke::new(3.0, ink));
                    painter.circle_stroke(c, MARKER + 12.0, Stroke::new(1.5, ink));
                    boxed_text(
                        ui,
                        painter,
                        c + Vec2::new(MARKER + 15.0, 0.0),
                        "update",
                        ink,
                    );
                }
            }
            Some(Event::Correct { point, .. }) => {
                if let Some(c) = at(point) {
                    painter.circle_stroke(c, MARKER + 8.0, Stroke::new(1.5, ink));
                    boxed_text(
                        ui,
                        painter,
                        c + Vec2::new(MARKER + 11.0, 0.0),
                        "visited: correct",
                        ink,
                    );
                }
            }
            _ => {}
        }
        let selection = ui.visuals().selection.stroke;
        if let Some(c) = self.selected.and_then(at) {
            let r = MARKER + 5.0;
            painter.rect_stroke(
                egui::Rect::from_center_size(c, Vec2::splat(2.0 * r)),
                2.0,
                Stroke::new(2.0, selection.color),
                egui::StrokeKind::Middle,
            );
        }
        for n in [self.hovered, input.highlighted].into_iter().flatten() {
            if let Some(c) = at(n) {
                painter.circle_filled(c, MARKER + 6.0, selection.color.gamma_multiply(0.35));
                if let Some(p) = points.get(n) {
                    let mut mesh = Mesh::default();
                    add_marker(&mut mesh, c, p.label, MARKER * 1.4);
                    painter.add(mesh);
                }
            }
        }
        if let Some(n) = self.hovered
            && let Some(p) = points.get(n)
            && let Some(c) = at(n)
        {
            let mut text = format!(
                "point {}: {} at ({:.3}, {:.3})",
                n + 1,
                p.label.symbol(),
                p.x.x,
                p.x.y
            );
            if let Some(w) = input.answer {
                // + 0.0 turns −0 into 0, which reads better.
                let margin = p.label.y() * geometry::score(w, p.x) + 0.0;
                let verdict = if margin > 0.0 {
                    "right side"
                } else if margin == 0.0 {
                    "on the line: a mistake"
                } else {
                    "misclassified"
                };
                text.push_str(&format!("\ny·s = {margin:.3} ({verdict})"));
            }
            tooltip_box(ui, painter, c + Vec2::new(14.0, 14.0), &text);
        }
    }
}

/// A short text left-aligned at `pos`, on a translucent background so it reads over points.
fn boxed_text(ui: &egui::Ui, painter: &egui::Painter, pos: Pos2, text: &str, colour: Color32) {
    let galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(13.0), colour);
    let rect = Align2::LEFT_CENTER.anchor_size(pos, galley.size());
    painter.rect_filled(
        rect.expand(2.0),
        3.0,
        ui.visuals().extreme_bg_color.gamma_multiply(0.8),
    );
    painter.galley(rect.min, galley, colour);
}

/// Appends a ○ (ring) or × (cross) marker centred on `c` to `mesh`.
fn add_marker(mesh: &mut Mesh, c: Pos2, label: Label, r: f32) {
    match label {
        Label::Positive => {
            const SEGMENTS: usize = 12;
            let (outer, inner) = (r, r - 2.0);
            let colour = palette::POSITIVE;
            let base = mesh.vertices.len() as u32;
            for i in 0..SEGMENTS {
                let angle = std::f32::consts::TAU * i as f32 / SEGMENTS as f32;
                let d = Vec2::angled(angle);
                mesh.colored_vertex(c + d * outer, colour);
                mesh.colored_vertex(c + d * inner, colour);
            }
            for i in 0..SEGMENTS as u32 {
                let j = (i + 1) % SEGMENTS as u32;
                let (o0, i0, o1, i1) = (
                    base + 2 * i,
                    base + 2 * i + 1,
                    base + 2 * j,
                    base + 2 * j + 1,
                );
                mesh.add_triangle(o0, i0, o1);
                mesh.add_triangle(i0, i1, o1);
            }
        }
        Label::Negative => {
            let colour = palette::NEGATIVE;
            let half = 1.3;
            for (a, b) in [
                (Vec2::new(-r, -r), Vec2::new(r, r)),
                (Vec2::new(-r, r), Vec2::new(r, -r)),
            ] {
                let along = (b - a).normalized();
                let across = along.rot90() * half;
                let base = mesh.vertices.len() as u32;
                for v in [
                    c + a + across,
                    c + a - across,
                    c + b - across,
                    c + b + across,
                ] {
                    mesh.colored_vertex(v, colour);
                }
                mesh.add_triangle(base, base + 1, base + 2);
                mesh.add_triangle(base, base + 2, base + 3);
            }
        }
    }
}

/// The small label of a line near its end `end` (seen from `start`).
fn label_line_end(
    painter: &egui::Painter,
    start: Pos2,
    end: Pos2,
    text: &str,
    font: FontId,
    colour: Color32,
) {
    let along = (end - start).normalized();
    let pos = end - along * 22.0 + along.rot90() * 12.0;
    painter.text(pos, Align2::CENTER_CENTER, text, font, colour);
}

/// A text in a framed box, like a tooltip, kept inside the clip rectangle.
fn tooltip_box(ui: &egui::Ui, painter: &egui::Painter, pos: Pos2, text: &str) {
    let visuals = ui.visuals();
    let galley = painter.layout_no_wrap(
        text.to_owned(),
        FontId::proportional(13.0),
        visuals.text_color(),
    );
    let margin = Vec2::splat(5.0);
    let size = galley.size() + 2.0 * margin;
    let clip = painter.clip_rect();
    let mut min = pos;
    if min.x + size.x > clip.max.x {
        min.x = (pos.x - 28.0 - size.x).max(clip.min.x);
    }
    if min.y + size.y > clip.max.y {
        min.y = (pos.y - 28.0 - size.y).max(clip.min.y);
    }
    let rect = egui::Rect::from_min_size(min, size);
    painter.rect(
        rect,
        4.0,
        visuals.window_fill,
        visuals.window_stroke,
        egui::StrokeKind::Inside,
    );
    painter.galley(rect.min + margin, galley, visuals.text_color());
}

/// The tint of the half-planes, or θ(wᵀz) for logistic regression.
fn paint_shading(
    painter: &egui::Painter,
    view: PlotRect,
    t: &ScreenFromPlot,
    w: [f64; 3],
    algorithm: Algorithm,
    dark: bool,
) {
    let strength = if dark { 0.30 } else { 0.22 };
    let logistic = matches!(algorithm, Algorithm::LogisticSgd | Algorithm::LogisticGd);
    if !geometry::has_line(w) {
        // One score everywhere: the whole view is on one side (or on the line, s = 0).
        let s = w[0];
        if s != 0.0 && s.is_finite() {
            let q = if logistic {
                theta(s)
            } else if s > 0.0 {
                1.0
            } else {
                0.0
            };
            let rect = egui::Rect::from_two_pos(
                pos2(t.screen_from_plot(view.min)),
                pos2(t.screen_from_plot(view.max)),
            );
            painter.rect_filled(rect, 0.0, shade(q, strength));
        }
        return;
    }
    let mut mesh = Mesh::default();
    if logistic {
        // Bands between levels of θ; the colour is linear in s across each band, which follows
        // θ(s) closely with this many levels. The 0.5 level is the line.
        const LEVELS: [f64; 15] = [
            0.01, 0.03, 0.07, 0.12, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.88, 0.93, 0.97, 0.99,
        ];
        let logit = |q: f64| (q / (1.0 - q)).ln();
        let mut edges = vec![f64::NEG_INFINITY];
        edges.extend(LEVELS.iter().map(|&q| logit(q)));
        edges.push(f64::INFINITY);
        for pair in edges.windows(2) {
            let band = geometry::band(view, w, pair[0].max(-1e300), pair[1].min(1e300));
            add_polygon(&mut mesh, &band, t, |p| {
                shade(theta(geometry::score(w, p)), strength)
            });
        }
    } else {
        let positive = geometry::positive_region(view, w);
        add_polygon(&mut mesh, &positive, t, |_| shade(1.0, strength));
        let negative = geometry::clip_to_half_plane(&view.corners(), [-w[0], -w[1], -w[2]], 0.0);
        add_polygon(&mut mesh, &negative, t, |_| shade(0.0, strength * 0.5));
    }
    painter.add(mesh);
}

/// The shading colour of probability `q` of +1: the +1 colour above 0.5, the −1 colour below,
/// transparent at 0.5.
fn shade(q: f64, strength: f32) -> Color32 {
    let (colour, amount) = if q >= 0.5 {
        (palette::POSITIVE, (2.0 * q - 1.0) as f32)
    } else {
        (palette::NEGATIVE, (1.0 - 2.0 * q) as f32)
    };
    colour.gamma_multiply(strength * amount.clamp(0.0, 1.0))
}

/// Appends the convex polygon `polygon_in_plot` as a triangle fan with per-vertex colours.
fn add_polygon(
    mesh: &mut Mesh,
    polygon_in_plot: &[DVec2],
    t: &ScreenFromPlot,
    colour: impl Fn(DVec2) -> Color32,
) {
    if polygon_in_plot.len() < 3 {
        return;
    }
    let base = mesh.vertices.len() as u32;
    for &p in polygon_in_plot {
        mesh.colored_vertex(pos2(t.screen_from_plot(p)), colour(p));
    }
    for i in 1..polygon_in_plot.len() as u32 - 1 {
        mesh.add_triangle(base, base + i, base + i + 1);
    }
}

/// Words in the plane: how to start when it is empty, and "no line" when w₁ = w₂ = 0.
fn paint_messages(ui: &egui::Ui, painter: &egui::Painter, frame: egui::Rect, input: &Input<'_>) {
    let ink = ui.visuals().strong_text_color();
    let font = FontId::proportional(16.0);
    if input.points.is_empty() {
        let first = match input.place {
            Label::Positive => "Left click: place ○ (+1)      Right click: place × (−1)",
            Label::Negative => "Left click: place × (−1)      Right click: place ○ (+1)",
        };
        painter.text(
            frame.center(),
            Align2::CENTER_CENTER,
            first,
            font.clone(),
            ink,
        );
        painter.text(
            frame.center() + Vec2::new(0.0, 24.0),
            Align2::CENTER_CENTER,
            "or load a preset on the left",
            font.clone(),
            ui.visuals().text_color(),
        );
        return;
    }
    if let Some(w) = input.answer
        && !geometry::has_line(w)
    {
        let text = format!(
            "No line: w₁ = w₂ = 0, so every point gets the same score s = w₀ = {}",
            w[0]
        );
        let pos = frame.center_top() + Vec2::new(0.0, 18.0);
        let galley = painter.layout(text, font, ink, (frame.width() - 40.0).max(80.0));
        let rect = Align2::CENTER_TOP
            .anchor_size(pos, galley.size())
            .expand(6.0);
        painter.rect_filled(rect, 4.0, ui.visuals().window_fill.gamma_multiply(0.9));
        painter.galley(rect.min + Vec2::splat(6.0), galley, ink);
    }
}

/// One legend entry: a small drawing and its words, as one widget (so the row wraps whole
/// entries).
fn legend_entry(
    ui: &mut egui::Ui,
    draw: impl FnOnce(&egui::Painter, egui::Rect),
    text: &str,
    tooltip: &str,
) {
    let icon = Vec2::new(26.0, ui.text_style_height(&egui::TextStyle::Body));
    let colour = ui.visuals().text_color();
    let galley = ui.painter().layout_no_wrap(
        text.to_owned(),
        egui::TextStyle::Body.resolve(ui.style()),
        colour,
    );
    let size = Vec2::new(icon.x + 4.0 + galley.size().x, icon.y.max(galley.size().y));
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    let icon_rect = egui::Rect::from_min_size(rect.min, icon);
    draw(ui.painter(), icon_rect);
    let text_pos = egui::pos2(
        icon_rect.max.x + 4.0,
        rect.center().y - galley.size().y / 2.0,
    );
    ui.painter().galley(text_pos, galley, colour);
    response.on_hover_text(tooltip);
}

/// What each mark in the plane means.
fn legend_ui(ui: &mut egui::Ui, input: &Input<'_>) {
    let ink = ui.visuals().strong_text_color();
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 14.0;
        for (label, text, tooltip) in [
            (
                Label::Positive,
                "+1",
                "A point with label +1, drawn as a blue ring.",
            ),
            (
                Label::Negative,
                "−1",
                "A point with label −1, drawn as a vermillion cross.",
            ),
        ] {
            legend_entry(
                ui,
                |p, r| {
                    let mut mesh = Mesh::default();
                    add_marker(&mut mesh, r.center(), label, MARKER);
                    p.add(mesh);
                },
                text,
                tooltip,
            );
        }
        let kind = input.answer_kind;
        legend_entry(
            ui,
            |p, r| {
                p.line_segment([r.left_center(), r.right_center()], Stroke::new(2.5, ink));
            },
            match kind {
                AnswerKind::Current => "wᵀz = 0",
                AnswerKind::Pocket => "ŵ (pocket)",
                AnswerKind::Average => "w̄ (average)",
            },
            "The line w₀ + w₁x₁ + w₂x₂ = 0 where the score s = wᵀz changes sign. \
             For pocket it is the pocket weights ŵ, for the averaged perceptron the mean w̄: \
             the answer.",
        );
        if kind != AnswerKind::Current {
            legend_entry(
                ui,
                |p, r| {
                    p.extend(Shape::dashed_line(
                        &[r.left_center(), r.right_center()],
                        Stroke::new(2.0, ink.gamma_multiply(0.7)),
                        6.0,
                        4.0,
                    ));
                },
                "w_t",
                "The current weights w_t, the ones PLA updates. The solid line is the answer \
                 made from them: pocket keeps the best, the averaged perceptron their mean.",
            );
        }
        if input.view.show_arrow {
            legend_entry(
                ui,
                |p, r| {
                    p.arrow(
                        r.left_center(),
                        Vec2::new(r.width() - 2.0, 0.0),
                        Stroke::new(2.0, ink),
                    )
                },
                "w",
                "The direction of (w₁, w₂), drawn from the point of the line nearest the middle \
                 of the view. It is normal to the line and points to the +1 side; its length \
                 is fixed, not ‖w‖.",
            );
        }
        if input.view.show_mistakes {
            legend_entry(
                ui,
                |p, r| {
                    let mut mesh = Mesh::default();
                    add_marker(&mut mesh, r.center(), Label::Positive, MARKER);
                    p.add(mesh);
                    p.circle_stroke(r.center(), MARKER + 4.0, Stroke::new(1.5, ink));
                },
                "misclassified",
                "A ring around a point on the wrong side of the line (or on it): y·s ≤ 0.",
            );
        }
        legend_entry(
            ui,
            |p, r| {
                p.circle_stroke(r.center(), MARKER + 2.0, Stroke::new(2.5, ink));
                p.circle_stroke(r.center(), MARKER + 5.0, Stroke::new(1.0, ink));
            },
            "last update",
            "The point the last step used to update w: w ← w + η·y·z.",
        );
        if input.view.show_tint {
            let logistic = matches!(
                input.algorithm,
                Algorithm::LogisticSgd | Algorithm::LogisticGd
            );
            legend_entry(
                ui,
                |p, r| {
                    let r = r.shrink(2.0);
                    p.rect_filled(r, 2.0, shade(if logistic { 0.9 } else { 1.0 }, 0.6));
                },
                if logistic { "θ(wᵀz)" } else { "+1 side" },
                if logistic {
                    "Shading: θ(wᵀz), the probability of +1 that logistic regression gives: \
                     blue towards 1, vermillion towards 0, clear at 0.5 (the line)."
                } else {
                    "The side of the line where s = wᵀz > 0: predicted +1."
                },
            );
        }
    });
}
