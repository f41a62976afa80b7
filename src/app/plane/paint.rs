//! Painting the plane: the lines (the answer, w_t, a compared run's), the w arrow, the points,
//! the marks on mistakes and on the last update, the tint of the sides, and the messages drawn
//! over it ("No line: …").

use egui::{Align2, Color32, FontId, Pos2, Shape, Stroke, Vec2, epaint::Mesh};
use glam::DVec2;

use crate::learn::{Algorithm, Event};
use crate::loss::theta;
use crate::t;

use super::*;
use crate::app::document::Label;
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::palette;
use crate::app::drawing::placement;
use crate::app::drawing::shapes;
use crate::learn::Answer;
use crate::number;

impl PlaneState {
    pub(super) fn paint_lines(
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
        if input.answer_kind != Answer::Current {
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
            placement::paint_text(
                painter,
                base + dir * (ARROW_LENGTH + 12.0),
                Align2::CENTER_CENTER,
                "w",
                FontId::proportional(16.0),
                ink,
            );
        }
    }

    /// The compared run's answer, long-dashed in its colour, with its arrow and name; its w_t
    /// short-dashed.
    pub(super) fn paint_compared(
        &self,
        painter: &egui::Painter,
        view: PlotRect,
        t: &ScreenFromPlot,
        compared: &ComparedLine,
        show_arrow: bool,
    ) {
        let font = FontId::proportional(14.0);
        let screen = |p: DVec2| pos2(t.screen_from_plot(p));
        if let Some(w) = compared.current
            && let Some((a, b)) = geometry::line_in_view(view, w)
        {
            let faint = COMPARED.gamma_multiply(0.7);
            painter.extend(Shape::dashed_line(
                &[screen(a), screen(b)],
                Stroke::new(1.5 * self.line_scale, faint),
                4.0,
                4.0,
            ));
        }
        let w = compared.answer;
        let Some((a, b)) = geometry::line_in_view(view, w) else {
            return;
        };
        let (a, b) = (screen(a), screen(b));
        painter.extend(Shape::dashed_line(
            &[a, b],
            Stroke::new(2.5 * self.line_scale, COMPARED),
            14.0,
            6.0,
        ));
        let name = format!("{} {}", compared.name, compared.symbol);
        label_line_end(painter, a, b, &name, font, COMPARED);
        if show_arrow && let Some(base) = geometry::arrow_base(view, w, view.center()) {
            let base = screen(base);
            let n = geometry::normal(w).normalize_or_zero();
            let dir = Vec2::new(n.x as f32, -n.y as f32);
            painter.arrow(
                base,
                dir * ARROW_LENGTH,
                Stroke::new(2.5 * self.line_scale, COMPARED),
            );
        }
    }

    pub(super) fn paint_points(
        &mut self,
        ui: &egui::Ui,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        frame: egui::Rect,
        input: &Input<'_>,
    ) {
        let points = input.points;
        let colours = match input.points_by {
            PointsBy::Label | PointsBy::LabelOnly | PointsBy::Weighed { .. } => {
                (palette::POSITIVE, palette::NEGATIVE)
            }
            PointsBy::Group(_) => (palette::GREY, palette::GREY),
        };
        if points.len() > MAX_SHAPE_POINTS {
            self.layer
                .paint(ui.ctx(), painter, points, input.data_id, t, frame, colours);
            return;
        }
        let marker = MARKER * self.line_scale.sqrt();
        let clip = frame.expand(marker * 2.0);
        if let PointsBy::Group(groups) = input.points_by {
            let plain = Stroke::new(1.5, palette::GREY);
            for (n, p) in points.iter().enumerate() {
                let c = pos2(t.screen_from_plot(p.x));
                if !clip.contains(c) {
                    continue;
                }
                match groups.get(n) {
                    Some(&k) => shapes::paint_group_marker(painter, k, c, marker * 0.9, false),
                    None => {
                        painter.circle_stroke(c, marker * 0.8, plain);
                    }
                }
            }
            return;
        }
        let (positive, negative) = match input.points_by {
            PointsBy::Weighed { positive, negative } => (positive, negative),
            _ => (1.0, 1.0),
        };
        let mut mesh = Mesh::default();
        for p in points {
            let c = pos2(t.screen_from_plot(p.x));
            if clip.contains(c) {
                let scale = match p.label {
                    Label::Positive => positive,
                    Label::Negative => negative,
                };
                add_marker(&mut mesh, c, p.label, marker * scale);
            }
        }
        painter.add(mesh);
    }

    /// Mistakes, the last update, the selection, the hover.
    pub(super) fn paint_marks(
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
            ring_mistakes(painter, t, points, list, ink);
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
                        t!("views-plane-update-mark"),
                        ink,
                    );
                }
            }
            Some(Event::PairUpdate(pair)) => {
                // SMO's pair: both points ringed, named αᵢ and αⱼ.
                for (point, name) in [(pair.i, "αᵢ"), (pair.j, "αⱼ")] {
                    if let Some(c) = at(point) {
                        painter.circle_stroke(c, MARKER + 8.0, Stroke::new(3.0, ink));
                        boxed_text(ui, painter, c + Vec2::new(MARKER + 11.0, 0.0), name, ink);
                    }
                }
            }
            Some(Event::Correct { point, .. }) => {
                if let Some(c) = at(point) {
                    painter.circle_stroke(c, MARKER + 8.0, Stroke::new(1.5, ink));
                    boxed_text(
                        ui,
                        painter,
                        c + Vec2::new(MARKER + 11.0, 0.0),
                        t!("views-plane-visited-correct"),
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
            let mut text = t!(
                "views-plane-point-hover",
                n = (n + 1).to_string(),
                label = p.label.symbol(),
                x = number::fixed(p.x.x, 3),
                y = number::fixed(p.x.y, 3)
            );
            if let Some(w) = input.answer {
                // + 0.0 turns −0 into 0, which reads better.
                let margin = p.label.y() * geometry::score(w, p.x) + 0.0;
                let verdict = if margin > 0.0 {
                    t!("views-plane-right-side")
                } else if margin == 0.0 {
                    t!("views-plane-on-the-line")
                } else {
                    t!("views-plane-misclassified")
                };
                text.push('\n');
                text.push_str(&t!(
                    "views-plane-point-margin",
                    margin = number::fixed(margin, 3),
                    verdict = verdict
                ));
            }
            tooltip_box(ui, painter, c + Vec2::new(14.0, 14.0), &text);
        }
    }
}

/// A short text left-aligned at `pos` (or where the plane finds it room nearby), on a
/// translucent background so it reads over lines.
fn boxed_text(ui: &egui::Ui, painter: &egui::Painter, pos: Pos2, text: &str, colour: Color32) {
    let galley = painter.layout_no_wrap(text.to_owned(), FontId::proportional(13.0), colour);
    let margin = Vec2::splat(2.0);
    let rect = placement::place_near(
        ui.ctx(),
        pos,
        galley.size() + 2.0 * margin,
        Align2::LEFT_CENTER,
    );
    painter.rect_filled(rect, 3.0, ui.visuals().extreme_bg_color.gamma_multiply(0.8));
    painter.galley(rect.min + margin, galley, colour);
}

/// Appends a ○ (ring) or × (cross) marker centred on `c` to `mesh`.
pub(super) fn add_marker(mesh: &mut Mesh, c: Pos2, label: Label, r: f32) {
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
    let centre = end - along * 22.0 + along.rot90() * 12.0;
    // Whole inside the plane, however long the label and wherever the line ends, clear of the
    // points.
    placement::paint_text(painter, centre, Align2::CENTER_CENTER, text, font, colour);
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
pub(super) fn paint_shading(
    painter: &egui::Painter,
    view: PlotRect,
    t: &ScreenFromPlot,
    w: [f64; 3],
    algorithm: Algorithm,
    dark: bool,
) {
    let strength = if dark { 0.30 } else { 0.22 };
    let logistic = algorithm.scores_probability();
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
pub(super) fn shade(q: f64, strength: f32) -> Color32 {
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

/// Words in the plane: how to start when it is empty, and "no line" when w₁ = w₂ = 0, placed
/// where it covers no point and no label. Gives back the notice when no such place is left: the
/// plane then writes it above itself, unless the axes are compact and it is kept in the frame
/// (at the frame's top).
pub(super) fn paint_messages(
    ui: &egui::Ui,
    painter: &egui::Painter,
    frame: egui::Rect,
    input: &Input<'_>,
) -> Option<String> {
    let in_frame = input.look.compact_axes;
    let ink = ui.visuals().strong_text_color();
    // A phone's plane is small: its words too.
    let font = FontId::proportional(if in_frame { 13.0 } else { 16.0 });
    if input.points.is_empty() {
        // A finger taps and presses long; a mouse clicks left and right, with the presets in
        // the panel on the left (a touch page, a phone's, has no such panel).
        let touch = ui.input(|i| i.has_touch_screen());
        let first = match (input.place, touch) {
            (Label::Positive, false) => t!("views-plane-place-positive-first"),
            (Label::Negative, false) => t!("views-plane-place-negative-first"),
            (Label::Positive, true) => t!("views-plane-tap-positive-first"),
            (Label::Negative, true) => t!("views-plane-tap-negative-first"),
        };
        // Centred rows wrapped to the frame: a narrow plane (on the stage, beside a wide panel)
        // cuts none of its words.
        let wrap_width = (frame.width() - 16.0).max(80.0);
        let centred = |text: &str, colour| {
            let mut job =
                egui::text::LayoutJob::simple(text.to_owned(), font.clone(), colour, wrap_width);
            job.halign = egui::Align::Center;
            painter.layout_job(job)
        };
        // Its two clicks, apart on one row, or one under the other where the row is too wide.
        let one_row = painter.layout_no_wrap(first.to_owned(), font.clone(), ink);
        let first = if one_row.size().x > wrap_width {
            let clicks = first.split("  ").map(str::trim).filter(|c| !c.is_empty());
            clicks.collect::<Vec<_>>().join("\n")
        } else {
            first.to_owned()
        };
        let first = centred(&first, ink);
        let then = (!touch).then(|| {
            centred(
                t!("views-plane-or-load-a-preset"),
                ui.visuals().text_color(),
            )
        });
        // The first's last row at the centre, the second under it, as unwrapped; each on the
        // window's colour, so that no axis runs through the words.
        let first_centre = frame.center() - Vec2::new(0.0, first.size().y / 2.0 - 10.0);
        let mut shown = vec![(first_centre, first)];
        if let Some(then) = then {
            let then_centre = frame.center() + Vec2::new(0.0, 24.0 + then.size().y / 2.0 - 10.0);
            shown.push((then_centre, then));
        }
        for (centre, galley) in shown {
            let at = centre - galley.rect.center().to_vec2();
            let behind = galley.rect.translate(at.to_vec2()).expand(4.0);
            painter.rect_filled(behind, 4.0, ui.visuals().window_fill.gamma_multiply(0.9));
            painter.galley(at, galley, ink);
        }
        return None;
    }
    let w = input.answer.filter(|w| !geometry::has_line(*w))?;
    let text = t!("views-plane-no-line", w0 = number::shortest(w[0]));
    let galley = painter.layout(text.clone(), font, ink, (frame.width() - 40.0).max(80.0));
    let size = galley.size() + Vec2::splat(12.0);
    let rect = match placement::place_clear_in(ui.ctx(), size) {
        Some(rect) => rect,
        // No room beside a phone's plane: at its top, over the points.
        None if in_frame => {
            egui::Rect::from_min_size(frame.center_top() - Vec2::new(size.x / 2.0, 0.0), size)
        }
        None => return Some(text),
    };
    painter.rect_filled(rect, 4.0, ui.visuals().window_fill.gamma_multiply(0.9));
    painter.galley(rect.min + Vec2::splat(6.0), galley, ink);
    None
}

/// A ring around each point of `list` (the answer's mistakes), as the plane draws them; a
/// workspace whose answer is not a line (a curve in X) draws them with this too.
pub fn ring_mistakes(
    painter: &egui::Painter,
    t: &ScreenFromPlot,
    points: &[Point],
    list: &[usize],
    ink: egui::Color32,
) {
    let stroke = Stroke::new(1.5, ink);
    for p in list.iter().filter_map(|&n| points.get(n)) {
        painter.circle_stroke(pos2(t.screen_from_plot(p.x)), MARKER + 4.0, stroke);
    }
}
