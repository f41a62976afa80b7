//! The plane as a figure a screen reader speaks and a keyboard works: one focus stop (Tab, or
//! F7) whose accessible node says what is on the plane, a node per point, and a cursor moved by
//! the arrow keys. With the plane focused: the arrows move the cursor by a grid step (Shift: a
//! tenth of one); O and X place ○ and × there; Delete removes and F flips the point under it;
//! [ and ] go to the previous and next point; G (Shift+G: back) to the next named place — a
//! mistake, the point corrected next, the point nearest the line, a support vector, a centre;
//! Enter picks up the point under the cursor (the arrows then carry it, Enter puts it down
//! there as one edit, Escape leaves it where it was) or, with no point there, answers an exercise that asks for a spot; D
//! reads the whole figure again; T opens the plots as tables. Each key says what it did in one sentence (the window's
//! announcements, [`Command::Announce`]).

use egui::{Key, Modifiers};
use glam::DVec2;

use crate::app::command::Command;
use crate::app::command::LectureAction;
use crate::app::command::TaskAction;
use crate::app::document::{Label, Point};
use crate::app::drawing::pos2;
use crate::app::plane::{Input, PlaneState, PlotShown};
use crate::spoken;
use crate::t;

/// Points with a node of their own in the accessibility tree, at most (the description counts
/// them all).
pub const MAX_POINT_NODES: usize = 100;
/// Mistakes named in the description, at most.
const MAX_NAMED_MISTAKES: usize = 8;

/// A named place of the plane that G goes to (a room names its own in the plane's input).
pub use super::input::Landmark;

/// The keyboard's cursor on the plane, in plot coordinates.
#[derive(Debug, Clone, Default)]
pub struct Cursor {
    /// Where it is (None until the plane first has the keyboard: then the view's centre).
    pub at: Option<DVec2>,
    /// The point picked up by Enter, and where it was: it stays there, drawn at the cursor
    /// too, until Enter puts it down.
    grabbed: Option<(usize, DVec2)>,
    /// The landmark G went to last.
    landmark: Option<usize>,
    /// The points and the line in words, and the points and line they were written for (the
    /// points' identity, w's bits): written again only when those change.
    described: std::cell::RefCell<Option<DescribedKey>>,
}

/// What [`Cursor::described`] was written for, and the words.
type DescribedKey = ((u64, Option<[u64; 3]>), String);

pub use super::figure_key::figure_id;

/// Whether the plane has the keyboard (its keys are then not the window's shortcuts).
pub fn has_keyboard(ctx: &egui::Context) -> bool {
    figure_id(ctx).is_some_and(|id| ctx.memory(|m| m.has_focus(id)))
}

/// Whether the focused plane takes `key` with `modifiers` (the window's shortcut for it waits).
/// Tab and Shift+Tab too: the keyboard leaves the plane at its place in reading order
/// ([`super::tab_order`]).
pub fn claims(key: Key, modifiers: Modifiers) -> bool {
    if modifiers.command || modifiers.alt {
        return false;
    }
    matches!(
        key,
        Key::ArrowLeft
            | Key::ArrowRight
            | Key::ArrowUp
            | Key::ArrowDown
            | Key::O
            | Key::X
            | Key::F
            | Key::G
            | Key::D
            | Key::T
            | Key::Delete
            | Key::Backspace
            | Key::OpenBracket
            | Key::CloseBracket
            | Key::Enter
            | Key::Tab
    )
}

/// A "nice" step (1, 2 or 5 times a power of ten) about a twentieth of `width`.
fn grid_step(width: f64) -> f64 {
    let rough = (width / 20.0).max(1e-9);
    let power = 10f64.powf(rough.log10().floor());
    let mantissa = rough / power;
    let nice = if mantissa < 1.5 {
        1.0
    } else if mantissa < 3.5 {
        2.0
    } else if mantissa < 7.5 {
        5.0
    } else {
        10.0
    };
    nice * power
}

/// The keys pressed this frame among the figure's, and whether Shift was held, taken from the
/// frame's input while the plane has the keyboard (before the plot sees Enter as a click).
pub fn pressed(ctx: &egui::Context) -> Vec<(Key, bool)> {
    if !has_keyboard(ctx) {
        return Vec::new();
    }
    ctx.input_mut(|input| {
        let mut keys = Vec::new();
        input.events.retain(|event| match event {
            egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } if claims(*key, *modifiers) => {
                keys.push((*key, modifiers.shift));
                false
            }
            _ => true,
        });
        keys
    })
}

/// What a point is, as a sentence reads it: "P3 (1.2, −0.4) ○, y·s = 0.8, a mistake".
pub fn point_text(points: &[Point], n: usize, answer: Option<[f64; 3]>) -> String {
    let p = &points[n];
    let at = spoken::pair(p.x.to_array());
    let label = spoken::label(p.label.y());
    match answer {
        Some(w) => {
            let margin = margin(p, w);
            let mistake = if margin <= 0.0 {
                t!("access-point-mistake")
            } else {
                ""
            };
            t!(
                "access-point-scored",
                n = n + 1,
                at = at,
                label = label,
                margin = spoken::number(margin),
                mistake = mistake
            )
        }
        None => t!("access-point", n = n + 1, at = at, label = label),
    }
}

impl PlaneState {
    /// The figure: its keys while focused, the cursor, its focus ring, and its nodes in the
    /// accessibility tree.
    pub(super) fn figure_ui(
        &mut self,
        ui: &mut egui::Ui,
        shown: &PlotShown,
        input: &Input<'_>,
        keys: Vec<(Key, bool)>,
        commands: &mut Vec<Command>,
    ) {
        let ctx = ui.ctx();
        let id = shown.response.id;
        if self.id == "plane" {
            super::figure_key::remember(ctx, id);
            super::tab_order::pass_on_if_past_its_place(ui, &shown.response);
        }
        if std::mem::take(&mut self.focus_requested) {
            shown.response.request_focus();
        }
        let focused = shown.response.has_focus();
        if focused {
            ctx.memory_mut(|m| {
                m.set_focus_lock_filter(
                    id,
                    egui::EventFilter {
                        horizontal_arrows: true,
                        vertical_arrows: true,
                        // Tab is the plane's: it leaves at its place in reading order.
                        tab: true,
                        escape: self.cursor.grabbed.is_some(),
                    },
                );
            });
            if self.cursor.at.is_none() {
                // The view's centre, on the grid of the arrows' step.
                let step = grid_step(shown.view.max.x - shown.view.min.x);
                self.cursor.at = Some((shown.view.center() / step).round() * step);
            }
            for (key, shift) in keys {
                if key == Key::Tab {
                    // A point carried stays where it was; the frame's keys after Tab are
                    // dropped with it (an Enter typed after it presses nothing).
                    self.put_back(commands);
                    super::tab_order::leave(ctx, shift);
                    break;
                }
                self.figure_key(key, shift, shown, input, commands);
            }
            if self.cursor.grabbed.is_some()
                && ctx.input_mut(|i| i.consume_key(Modifiers::NONE, Key::Escape))
            {
                self.put_back(commands);
            }
            self.paint_cursor(ui, shown);
        } else {
            // The keyboard left with a point picked up: it stays where it was.
            self.cursor.grabbed = None;
        }
        self.figure_nodes(ui, shown, input);
    }

    fn figure_key(
        &mut self,
        key: Key,
        shift: bool,
        shown: &PlotShown,
        input: &Input<'_>,
        commands: &mut Vec<Command>,
    ) {
        let points = input.points;
        let step = grid_step(shown.view.max.x - shown.view.min.x) / if shift { 10.0 } else { 1.0 };
        let at = self.cursor.at.unwrap_or_else(|| shown.view.center());
        let say =
            |commands: &mut Vec<Command>, text: String| commands.push(Command::Announce(text));
        let move_by = |d: DVec2| {
            let to = at + d * step;
            // Kept on the grid of its step, and in the view.
            let to = (to / step).round() * step;
            to.clamp(shown.view.min, shown.view.max)
        };
        match key {
            Key::ArrowLeft | Key::ArrowRight | Key::ArrowUp | Key::ArrowDown => {
                let d = match key {
                    Key::ArrowLeft => DVec2::NEG_X,
                    Key::ArrowRight => DVec2::X,
                    Key::ArrowUp => DVec2::Y,
                    _ => DVec2::NEG_Y,
                };
                let to = move_by(d);
                self.cursor.at = Some(to);
                if let Some((index, _)) = self.cursor.grabbed {
                    say(
                        commands,
                        t!(
                            "access-carried",
                            n = index + 1,
                            at = spoken::pair(to.to_array())
                        ),
                    );
                } else {
                    say(commands, self.cursor_text(to, step, input));
                }
            }
            Key::O | Key::X => {
                let label = if key == Key::O {
                    Label::Positive
                } else {
                    Label::Negative
                };
                commands.push(Command::AddPoint(Point {
                    x: at,
                    label,
                    class: None,
                }));
                say(
                    commands,
                    t!(
                        "access-placed",
                        label = spoken::label(label.y()),
                        at = spoken::pair(at.to_array()),
                        n = points.len() + 1
                    ),
                );
            }
            Key::Delete | Key::Backspace => match self.under_cursor(at, step, points) {
                Some(n) => {
                    commands.push(Command::DeletePoint(n));
                    say(commands, t!("access-removed", n = n + 1));
                }
                None => say(commands, t!("access-no-point-here").to_owned()),
            },
            Key::F => match self.under_cursor(at, step, points) {
                Some(n) => {
                    commands.push(Command::FlipLabel(n));
                    let now = spoken::label(-points[n].label.y());
                    say(commands, t!("access-flipped", n = n + 1, label = now));
                }
                None => say(commands, t!("access-no-point-here").to_owned()),
            },
            Key::OpenBracket | Key::CloseBracket => {
                if points.is_empty() {
                    say(commands, t!("access-no-points").to_owned());
                    return;
                }
                let count = points.len();
                let n = match (self.selected, key) {
                    (None, Key::CloseBracket) => 0,
                    (None, _) => count - 1,
                    (Some(s), Key::CloseBracket) => (s + 1) % count,
                    (Some(s), _) => (s + count - 1) % count,
                };
                self.cursor.at = Some(points[n].x);
                commands.push(Command::Select(Some(n)));
                say(
                    commands,
                    t!(
                        "access-point-of",
                        point = point_text(points, n, input.answer),
                        count = count
                    ),
                );
            }
            Key::G => self.go_to_landmark(shift, input, commands),
            Key::D => say(commands, self.summary(input)),
            Key::T => commands.push(Command::ToggleTables),
            Key::Enter => self.enter(at, step, input, commands),
            _ => {}
        }
    }

    /// Enter: put down the point carried; else pick up the point under the cursor; else the
    /// cursor's spot is an exercise's answer.
    fn enter(&mut self, at: DVec2, step: f64, input: &Input<'_>, commands: &mut Vec<Command>) {
        let points = input.points;
        if let Some((index, from)) = self.cursor.grabbed.take() {
            commands.push(Command::MovePoint {
                index,
                from,
                to: at,
            });
            commands.push(Command::Announce(t!(
                "access-put-down",
                n = index + 1,
                at = spoken::pair(at.to_array())
            )));
        } else if let Some(n) = self.under_cursor(at, step, points) {
            self.cursor.grabbed = Some((n, points[n].x));
            self.cursor.at = Some(points[n].x);
            commands.push(Command::Select(Some(n)));
            commands.push(Command::Announce(t!("access-picked-up", n = n + 1)));
        } else {
            commands.push(Command::Lecture(LectureAction::Task(TaskAction::Spot(
                at.to_array(),
            ))));
        }
    }

    /// Escape while carrying a point: it stays where it was, and the cursor goes back to it.
    fn put_back(&mut self, commands: &mut Vec<Command>) {
        if let Some((index, from)) = self.cursor.grabbed.take() {
            self.cursor.at = Some(from);
            commands.push(Command::Announce(t!("access-put-back", n = index + 1)));
        }
    }

    /// G: the next (Shift: the previous) named place, read with its point.
    fn go_to_landmark(&mut self, back: bool, input: &Input<'_>, commands: &mut Vec<Command>) {
        let landmarks = self.landmarks(input);
        if landmarks.is_empty() {
            commands.push(Command::Announce(t!("access-no-landmarks").to_owned()));
            return;
        }
        let count = landmarks.len();
        let k = match (self.cursor.landmark, back) {
            (Some(k), false) => (k + 1) % count,
            (Some(k), true) => (k + count - 1) % count,
            (None, false) => 0,
            (None, true) => count - 1,
        };
        self.cursor.landmark = Some(k);
        let landmark = &landmarks[k];
        self.cursor.at = Some(landmark.at);
        let text = match landmark.point {
            Some(n) => {
                commands.push(Command::Select(Some(n)));
                format!(
                    "{}: {}",
                    landmark.name,
                    point_text(input.points, n, input.answer)
                )
            }
            None => format!(
                "{}: {}",
                landmark.name,
                spoken::pair(landmark.at.to_array())
            ),
        };
        commands.push(Command::Announce(text));
    }

    /// The named places: the answer's mistakes, the room's own (the point corrected next,
    /// support vectors, centres), and the point nearest the line.
    fn landmarks(&self, input: &Input<'_>) -> Vec<Landmark> {
        let points = input.points;
        let mut landmarks = Vec::new();
        if let Some(w) = input.answer {
            let mistakes = mistakes(points, w);
            let count = mistakes.len();
            for (k, &n) in mistakes.iter().enumerate() {
                landmarks.push(Landmark {
                    name: t!("access-landmark-mistake", k = k + 1, count = count),
                    at: points[n].x,
                    point: Some(n),
                });
            }
        }
        if let Some(own) = input.landmarks {
            landmarks.extend(own());
        }
        if let Some(w) = input.answer {
            let norm = w[1].hypot(w[2]);
            let nearest = (0..points.len()).min_by(|&a, &b| {
                distance(&points[a], w, norm).total_cmp(&distance(&points[b], w, norm))
            });
            if let Some(n) = nearest.filter(|_| norm > 0.0) {
                landmarks.push(Landmark {
                    name: t!(
                        "access-landmark-nearest",
                        distance = spoken::number(distance(&points[n], w, norm))
                    ),
                    at: points[n].x,
                    point: Some(n),
                });
            }
        }
        landmarks
    }

    /// The point under the cursor: the nearest within half a step (or the marker's size).
    fn under_cursor(&self, at: DVec2, step: f64, points: &[Point]) -> Option<usize> {
        let marker = self
            .transform
            .map_or(0.0, |t| f64::from(super::HIT_RADIUS) / t.points_per_unit());
        let radius = (step / 2.0).max(marker);
        points
            .iter()
            .enumerate()
            .map(|(n, p)| (n, p.x.distance(at)))
            .filter(|(_, d)| *d <= radius)
            .min_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(n, _)| n)
    }

    /// The cursor's place as it is read: where, which side of the line, and the point there.
    fn cursor_text(&self, at: DVec2, step: f64, input: &Input<'_>) -> String {
        let mut text = spoken::pair(at.to_array());
        if let Some(w) = input.answer {
            let s = w[0] + w[1] * at.x + w[2] * at.y;
            text.push_str(&t!(
                "access-cursor-side",
                label = spoken::label(s),
                score = spoken::number(s)
            ));
        }
        if let Some(n) = self.under_cursor(at, step, input.points) {
            text.push_str(&t!(
                "access-cursor-on",
                point = point_text(input.points, n, input.answer)
            ));
        }
        text
    }

    /// What is on the plane, in one paragraph: the points, the line, the mistakes, the cursor.
    pub fn summary(&self, input: &Input<'_>) -> String {
        let key = (input.data_id, input.answer.map(|w| w.map(f64::to_bits)));
        let mut text = match self.cursor.described.borrow().as_ref() {
            Some((k, text)) if *k == key => text.clone(),
            _ => String::new(),
        };
        if text.is_empty() {
            text = points_and_line(input);
            *self.cursor.described.borrow_mut() = Some((key, text.clone()));
        }
        if let Some(at) = self.cursor.at {
            text.push_str(t!("access-separator"));
            text.push_str(&t!(
                "access-figure-cursor",
                at = spoken::pair(at.to_array())
            ));
        }
        text
    }

    /// The figure's node (named, described) and a node per point, up to [`MAX_POINT_NODES`].
    fn figure_nodes(&mut self, ui: &mut egui::Ui, shown: &PlotShown, input: &Input<'_>) {
        let ctx = ui.ctx().clone();
        // The page mirrors the description in its own elements (`shell/web_mirror.rs`).
        if !ctx.has_accesskit_node(shown.response.id) && !cfg!(target_arch = "wasm32") {
            return;
        }
        let summary = if input.figure_context.is_empty() {
            self.summary(input)
        } else {
            t!(
                "access-two-sentences",
                first = input.figure_context,
                second = self.summary(input)
            )
        };
        self.figure_summary = summary.clone();
        if !ctx.has_accesskit_node(shown.response.id) {
            return;
        }
        ctx.accesskit_node_builder(shown.response.id, |node| {
            node.set_role(egui::accesskit::Role::Figure);
            node.set_label(t!("access-figure-name"));
            node.set_description(summary);
        });
        let child = ui.new_child(
            egui::UiBuilder::new()
                .id_salt(("figure points", self.id))
                .max_rect(shown.frame)
                .accessibility_parent(shown.response.id),
        );
        for n in 0..input.points.len().min(MAX_POINT_NODES) {
            let id = child.unique_id().with(n);
            let centre = pos2(shown.t.screen_from_plot(input.points[n].x));
            let rect = egui::Rect::from_center_size(centre, egui::Vec2::splat(10.0));
            child.interact(egui::Rect::NOTHING, id, egui::Sense::hover());
            let name = point_text(input.points, n, input.answer);
            ctx.accesskit_node_builder(id, |node| {
                node.set_role(egui::accesskit::Role::Image);
                node.set_label(name);
                node.set_bounds(egui::accesskit::Rect {
                    x0: rect.min.x.into(),
                    y0: rect.min.y.into(),
                    x1: rect.max.x.into(),
                    y1: rect.max.y.into(),
                });
            });
        }
    }

    /// The focus ring round the plane and the cursor's cross.
    fn paint_cursor(&self, ui: &egui::Ui, shown: &PlotShown) {
        let painter = ui.painter_at(shown.frame.expand(2.0));
        let focus = ui.visuals().selection.stroke;
        painter.rect_stroke(
            shown.frame,
            0.0,
            egui::Stroke::new(2.0, focus.color),
            egui::StrokeKind::Inside,
        );
        if let (Some((_, from)), Some(at)) = (self.cursor.grabbed, self.cursor.at) {
            // The point carried: a dashed line from where it is to where it would go.
            let (a, b) = (
                pos2(shown.t.screen_from_plot(from)),
                pos2(shown.t.screen_from_plot(at)),
            );
            let stroke = egui::Stroke::new(1.5 * self.line_scale, focus.color);
            painter.extend(egui::Shape::dashed_line(&[a, b], stroke, 6.0, 4.0));
            painter.circle_stroke(b, 7.0 * self.line_scale, stroke);
        }
        if let Some(at) = self.cursor.at {
            let c = pos2(shown.t.screen_from_plot(at));
            let stroke = egui::Stroke::new(2.0 * self.line_scale, focus.color);
            let r = 9.0 * self.line_scale;
            painter.line_segment([c - egui::vec2(r, 0.0), c + egui::vec2(r, 0.0)], stroke);
            painter.line_segment([c - egui::vec2(0.0, r), c + egui::vec2(0.0, r)], stroke);
            painter.circle_stroke(c, r * 0.6, stroke);
        }
    }
}

/// The points, the line and its mistakes in words (a pass over the points).
fn points_and_line(input: &Input<'_>) -> String {
    let points = input.points;
    let plus = points.iter().filter(|p| p.label == Label::Positive).count();
    let mut parts = vec![t!(
        "access-figure-points",
        count = points.len(),
        plus = plus,
        minus = points.len() - plus
    )];
    if let Some(w) = input.answer {
        parts.push(t!(
            "access-figure-line",
            line = spoken::line(w),
            w = spoken::vector(&w)
        ));
        let mistakes = mistakes(points, w);
        let list = spoken::point_list(&mistakes, MAX_NAMED_MISTAKES, |k| {
            t!("access-more", count = k)
        });
        parts.push(t!(
            "access-figure-mistakes",
            count = mistakes.len(),
            list = list
        ));
    }
    parts.join(t!("access-separator"))
}

/// The points the line w misclassifies (y·s ≤ 0).
fn mistakes(points: &[Point], w: [f64; 3]) -> Vec<usize> {
    (0..points.len())
        .filter(|&n| margin(&points[n], w) <= 0.0)
        .collect()
}

/// y·s of a point under the line w.
fn margin(p: &Point, w: [f64; 3]) -> f64 {
    p.label.y() * (w[0] + w[1] * p.x.x + w[2] * p.x.y)
}

/// A point's distance to the line w (|s| / ‖(w₁, w₂)‖).
fn distance(p: &Point, w: [f64; 3], norm: f64) -> f64 {
    (w[0] + w[1] * p.x.x + w[2] * p.x.y).abs() / norm
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_steps_are_round() {
        assert_eq!(grid_step(20.0), 1.0);
        assert_eq!(grid_step(4.0), 0.2);
        assert_eq!(grid_step(100.0), 5.0);
        assert!((grid_step(0.2) - 0.01).abs() < 1e-12);
    }
}
