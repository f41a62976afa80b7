//! The plane: the points, the separating line w₀ + w₁x₁ + w₂x₂ = 0, the tinted +1 side (or
//! θ(wᵀz) for logistic regression), the w arrow, the mistakes and the point of the last update,
//! over an egui_plot with data aspect 1; and the mouse: click to place, drag to move, click a
//! point to select it, drag the empty plane to pan, scroll to zoom. Beside it, the loss panel
//! ([`loss_view`]): every point's margin on the error functions' curves (Classify's and
//! Multiclass's).
//!
//! egui_plot draws the axes and grid and owns pan and zoom; everything else is painted on top
//! with the plot's transform (see [`crate::app::drawing::geometry`]), which lets the points take a fast path
//! when there are many (see [`crate::app::plane::points_layer`]).

use egui::{Pos2, Vec2};
use egui_plot::{Plot, PlotBounds};
use glam::DVec2;

use crate::app::command::Command;
use crate::app::document::Point;
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::palette::COMPARED;
use crate::app::drawing::{dvec, pos2};
use crate::app::plane::points_layer::PointsLayer;

pub(super) mod derived;
pub(super) mod figure;
mod figure_key;
mod grid;
mod input;
mod legend;
pub(in crate::app) mod level_field;
pub(super) mod loss_view;
mod paint;
pub(super) mod points_layer;
pub(in crate::app) mod tab_order;
pub(super) mod theory_layer;

use crate::app::drawing::placement;
pub use input::{ComparedLine, CurveEntry, Extras, Input, Layer, Look, PointsBy};
use legend::legend_ui;
pub(in crate::app) use paint::ring_mistakes;
use paint::{paint_messages, paint_shading};

/// Up to this many points are drawn as vector shapes; above it, rasterised.
pub const MAX_SHAPE_POINTS: usize = 3_000;
/// The radius of a point's marker, in screen points.
const MARKER: f32 = 5.0;
/// How close the pointer must be to a point to hover or grab it, in screen points.
const HIT_RADIUS: f32 = 9.0;
/// The w arrow's length on screen: the direction matters, not the length.
const ARROW_LENGTH: f32 = 56.0;

/// The plot as drawn this frame: the map from plot to screen, the view, and the frame it fills
/// on the screen.
struct PlotShown {
    t: ScreenFromPlot,
    view: PlotRect,
    frame: egui::Rect,
    response: egui::Response,
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

/// How many times in a row the plot's size may come back to the one before last before its
/// view stops following it (see [`AutoFit`]).
const MOST_SWINGS: u8 = 4;

/// The view fitted to a set of points (with a margin) or to a view (without), kept fitted while
/// the plot changes size.
#[derive(Debug, Clone, Copy)]
struct AutoFit {
    content: PlotRect,
    /// Whether `content` is a view chosen as it is, rather than the points' bounding box.
    is_view: bool,
    /// The plot size the view was last fitted for.
    size: Vec2,
    /// The size it was fitted for before that, and how many times in a row the size came back
    /// to it: a plot swinging between two sizes (its axes' labels thicker at one fit than at
    /// the other) settles after [`MOST_SWINGS`] swings instead of asking for frames for ever.
    /// (A few are a layout's first passes, or a picture drawn at another size.)
    before: Vec2,
    swings: u8,
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
    /// The pass (egui's frame count) in which the plane was last drawn.
    drawn_in_pass: Option<u64>,
    fit_requested: bool,
    /// Fitting the view to these contents at this plot size, until the person pans or zooms.
    auto_fit: Option<AutoFit>,
    drag: Option<Drag>,
    layer: PointsLayer,
    /// The hover of the last frame, keyed by pointer position, points and transform.
    hover_cache: Option<(Pos2, u64, ScreenFromPlot, Option<usize>)>,
    /// How much thicker lines and larger markers are drawn (presentation mode).
    pub line_scale: f32,
    /// A notice that found no place in the plane clear of the points last frame: written above
    /// the plane instead.
    notice_beside: Option<String>,
    /// The solid line drawn last frame (the answer g, or w set by hand).
    pub drawn_line: Option<[f64; 3]>,
    /// A view to show next frame exactly (a lesson's).
    requested_view: Option<PlotRect>,
    /// The plot's id: two planes side by side need two.
    id: &'static str,
    /// The keyboard's cursor.
    pub cursor: figure::Cursor,
    /// What the figure's node said last frame (while a screen reader or a test reads the tree).
    pub figure_summary: String,
    /// Whether the plane takes the keyboard next frame (F7, the Access menu, a new scene when
    /// it had it).
    pub focus_requested: bool,
    /// Whether it had the keyboard at the end of the last frame.
    pub had_keyboard: bool,
    /// The names of its axes: x₁ and x₂ unless it shows another space (Z's z₁ = x₁², …).
    pub axis_names: [String; 2],
    /// Whether its axes have scales of their own (a graph of y against x); else one unit is as
    /// long on both.
    pub free_aspect: bool,
}

impl Default for PlaneState {
    fn default() -> Self {
        Self {
            hovered: None,
            selected: None,
            transform: None,
            drawn_in_pass: None,
            rect: None,
            fit_requested: true,
            auto_fit: None,
            drag: None,
            layer: PointsLayer::default(),
            hover_cache: None,
            line_scale: 1.0,
            notice_beside: None,
            drawn_line: None,
            requested_view: None,
            id: "plane",
            cursor: figure::Cursor::default(),
            figure_summary: String::new(),
            focus_requested: false,
            had_keyboard: false,
            axis_names: ["x₁".to_owned(), "x₂".to_owned()],
            free_aspect: false,
        }
    }
}

impl PlaneState {
    /// The state of a second plane beside the first (the split view of a comparison).
    pub fn second() -> Self {
        Self {
            id: "plane 2",
            ..Self::default()
        }
    }
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
    /// The points past the first `n` are gone: a selection among them is dropped, and what was
    /// hovered is forgotten.
    pub fn forget_points_past(&mut self, n: usize) {
        if self.selected.is_some_and(|i| i >= n) {
            self.selected = None;
        }
        self.hovered = None;
    }

    /// Keeps the keyboard the plane had last frame when a `new_scene` may draw it in another
    /// place of the window (another workspace's layout, the stage's panels).
    pub fn keep_keyboard(&mut self, ctx: &egui::Context, new_scene: bool) {
        if new_scene && self.had_keyboard {
            self.focus_requested = true;
        }
        self.had_keyboard = figure::has_keyboard(ctx);
    }

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

    /// Fits the view around `content` next frame, and keeps it fitted while the plane changes
    /// size, until the person pans or zooms.
    pub fn fit_to(&mut self, content: PlotRect) {
        self.requested_view = None;
        self.fit_requested = false;
        self.auto_fit = Some(AutoFit {
            content,
            is_view: true,
            size: Vec2::ZERO,
            before: Vec2::ZERO,
            swings: 0,
        });
    }

    /// A view asked for and not yet shown is kept fitted instead, while the plane changes size
    /// (a phone's plane settles over a few frames, and turns with the phone), until the person
    /// pans or zooms.
    pub fn keep_requested_view_fitted(&mut self) {
        if let Some(content) = self.requested_view.take() {
            self.fit_to(content);
        }
    }

    pub fn rect_on_screen(&self) -> Option<egui::Rect> {
        self.rect
    }

    /// The plot's rectangle with its axes' numbers and names (see [`geometry::with_axes`]).
    pub fn rect_with_axes_on_screen(&self) -> Option<egui::Rect> {
        self.rect.map(geometry::with_axes)
    }

    /// Whether the plane was drawn in the pass under way (not hidden by another view).
    pub fn drawn_this_pass(&self, ctx: &egui::Context) -> bool {
        self.drawn_in_pass == Some(ctx.cumulative_pass_nr())
    }

    /// The plane and its legend.
    pub fn ui(&mut self, ui: &mut egui::Ui, mut input: Input<'_>, commands: &mut Vec<Command>) {
        self.drawn_line = input.answer;
        let n = input.points.len();
        if self.selected.is_some_and(|s| s >= n) {
            self.selected = None;
        }
        if self.drag.is_some_and(|d| d.index >= n) {
            self.drag = None;
        }
        self.selected_keys_ui(ui.ctx(), commands);
        let figure_keys = if self.id == "plane" {
            // A layout that gives the plane no place of its own in the Tab order: here, last.
            if !tab_order::placed(ui.ctx()) {
                tab_order::place(ui);
            }
            figure::pressed(ui.ctx())
        } else {
            Vec::new()
        };
        let press_on_point = self.press_on_point(ui, input.points);
        self.header_ui(ui, &input);
        let fit = self.view_to_fit(ui, input.points);
        let shown = self.plot_ui(ui, fit, press_on_point, input.look.compact_axes);
        self.interact_ui(ui, &shown.response, &input, &shown.t, commands);
        self.paint_ui(ui, &shown, &mut input);
        self.figure_ui(ui, &shown, &input, figure_keys, commands);
    }

    /// Whether the primary button went down on a point (judged with last frame's transform):
    /// then the drag moves the point instead of panning.
    fn press_on_point(&self, ui: &egui::Ui, points: &[Point]) -> bool {
        ui.input(|i| {
            i.pointer.primary_down()
                && i.pointer
                    .press_origin()
                    .zip(self.transform)
                    .is_some_and(|(origin, t)| {
                        self.rect.is_some_and(|r| r.contains(origin))
                            && hit(points, &t, origin).is_some()
                    })
        })
    }

    /// The title, the notice moved beside the plane, and the legend under it (for ○ and ×, and
    /// the workspace's curves).
    fn header_ui(&self, ui: &mut egui::Ui, input: &Input<'_>) {
        if let Some(title) = &input.title {
            ui.vertical_centered(|ui| ui.strong(title));
        }
        if let Some(notice) = &self.notice_beside {
            ui.add(egui::Label::new(egui::RichText::new(notice).strong()).wrap());
        }
        let by_label = !matches!(input.points_by, PointsBy::Group(_));
        if let Some(scale) = input.look.legend
            && (by_label || !input.curves.is_empty())
        {
            egui::Panel::bottom(format!("{} legend", self.id))
                .show_separator_line(false)
                .resizable(false)
                .show(ui, |ui| {
                    if scale != 1.0 {
                        for font in ui.style_mut().text_styles.values_mut() {
                            font.size *= scale;
                        }
                    }
                    legend_ui(ui, input);
                });
        }
    }

    /// The view to set this frame: one asked for, else the points fitted when asked, and kept
    /// fitted while the plane changes size, until the person pans or zooms.
    fn view_to_fit(&mut self, ui: &egui::Ui, points: &[Point]) -> Option<PlotRect> {
        if self.fit_requested {
            self.fit_requested = false;
            let content = geometry::bounding_box(points.iter().map(|p| p.x))
                .unwrap_or_else(|| PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0)));
            self.auto_fit = Some(AutoFit {
                content,
                is_view: false,
                size: Vec2::ZERO,
                before: Vec2::ZERO,
                swings: 0,
            });
        }
        let size = self.rect.map_or_else(|| ui.available_size(), |r| r.size());
        let fit = match &mut self.auto_fit {
            // Back to the size before the last once more: the view stays as it is, and the
            // plot settles at one of the two sizes.
            Some(auto)
                if auto.size != size && auto.before == size && auto.swings >= MOST_SWINGS =>
            {
                auto.before = auto.size;
                auto.size = size;
                None
            }
            Some(auto) if auto.size != size => {
                auto.swings = if auto.before == size {
                    auto.swings.saturating_add(1)
                } else {
                    0
                };
                auto.before = auto.size;
                auto.size = size;
                let aspect = f64::from(size.x.max(1.0) / size.y.max(1.0));
                // Axes of their own scales: the content fills the plot as it is.
                let aspect = match (self.free_aspect, auto.is_view) {
                    (true, true) => geometry::aspect_of(auto.content),
                    (true, false) => geometry::aspect_of(auto.content.padded(0.1)),
                    (false, _) => aspect,
                };
                // Look again next frame: the plot's size may still be settling.
                ui.ctx().request_repaint();
                Some(if auto.is_view {
                    geometry::view_with_aspect(auto.content, aspect)
                } else {
                    geometry::view_around(auto.content, aspect)
                })
            }
            _ => None,
        };
        self.requested_view.take().or(fit)
    }

    /// The plot itself (axes and grid, or with `compact_axes` no axes), at `fit` if given,
    /// zoomed by scrolling and panned by a drag that is not on a point; its transform is kept
    /// for the next frame.
    fn plot_ui(
        &mut self,
        ui: &mut egui::Ui,
        fit: Option<PlotRect>,
        press_on_point: bool,
        compact_axes: bool,
    ) -> PlotShown {
        let (x_axis, y_axis) = grid::axes(&self.axis_names);
        let plot = Plot::new(self.id);
        let plot = if self.free_aspect {
            plot
        } else {
            plot.data_aspect(1.0)
        };
        let plot = plot
            .allow_drag(self.drag.is_none() && !press_on_point)
            .allow_boxed_zoom(false)
            .allow_double_click_reset(false)
            .allow_scroll(false)
            .show_x(false)
            .show_y(false)
            .x_grid_spacer(grid::marks)
            .y_grid_spacer(grid::marks);
        let plot = if compact_axes {
            plot.show_axes(false)
        } else {
            plot.custom_x_axes(vec![x_axis]).custom_y_axes(vec![y_axis])
        };
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
        self.drawn_in_pass = Some(ui.ctx().cumulative_pass_nr());
        PlotShown {
            t,
            view,
            frame,
            response: response.response,
        }
    }

    /// Everything drawn on the plot, bottom to top: the tint, the other views' layer under, the
    /// lines, the compared run, the points, the layer over, the marks and the messages.
    fn paint_ui(&mut self, ui: &mut egui::Ui, shown: &PlotShown, input: &mut Input<'_>) {
        let (t, view, frame) = (&shown.t, shown.view, shown.frame);
        let markers = if input.points.len() <= 2_000 {
            input
                .points
                .iter()
                .map(|p| crate::app::drawing::pos2(t.screen_from_plot(p.x)))
                .collect()
        } else {
            Vec::new()
        };
        placement::begin(ui.ctx(), frame, markers);

        let painter = ui.painter_at(frame);
        let dark = ui.visuals().dark_mode;
        if input.view.show_tint
            && let Some(w) = input.answer
        {
            paint_shading(&painter, view, t, w, input.algorithm, dark);
        }
        let mut extras = input.extras.take();
        if let Some(paint) = extras.as_mut() {
            paint(Layer::Under, &painter, t, view);
        }
        self.paint_lines(ui, &painter, view, t, input);
        if let Some(compared) = &input.compared {
            self.paint_compared(&painter, view, t, compared, input.view.show_arrow);
        }
        self.paint_points(ui, &painter, t, frame, input);
        if let Some(paint) = extras.as_mut() {
            paint(Layer::Over, &painter, t, view);
        }
        self.paint_marks(ui, &painter, t, input);
        if input.look.compact_axes {
            grid::paint_inside(
                &painter,
                frame,
                view,
                ui.visuals().text_color(),
                &self.axis_names,
            );
        }
        let beside = paint_messages(ui, &painter, frame, input);
        if beside != self.notice_beside {
            self.notice_beside = beside;
            ui.ctx().request_repaint();
        }
    }

    /// Delete/Backspace and F act on the selected point.
    fn selected_keys_ui(&self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        let Some(selected) = self.selected else {
            return;
        };
        if ctx.egui_wants_keyboard_input() || figure::has_keyboard(ctx) {
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

        // Clicks: on a point, select (Ctrl: delete, Shift: flip); elsewhere, place. A right click,
        // or a long press on a touch screen (egui counts it as one), places the other label.
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
                    commands.push(Command::AddPoint(Point {
                        x,
                        label,
                        class: None,
                    }));
                    commands.push(Command::Select(None));
                }
            }
        }
    }
}
