//! The Several classes workspace in the plane: the regions of the predicted classes, sampled on a grid of
//! small screen cells and tinted in their classes' colours (under everything), fainter where
//! P(k|x) is lower for one versus all by logistic regression (the soft view); one versus all's
//! hard view, where the cells claimed by no class or by several are hatched grey; each binary
//! problem's line, thin, in its class's colour (one versus one: dashed in the other class's
//! colour), the problem being trained drawn thicker, its +1 points filled and (one versus one)
//! the points outside it faded; the point of the last update ringed, for the structured
//! perceptron with both corrections named ("w_△ += η·z, w_□ −= η·z"); and, for one versus one,
//! the tournament under the pointer ("△ beats □ and ◇, loses to ☆: 2 votes").

use std::sync::Arc;

use egui::{Align2, Color32, FontId, Mesh, Painter, Rect, Shape, Stroke};
use glam::DVec2;

use super::{Multiclass, MulticlassPrefs, Update};
use crate::app::drawing::formula;
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::placement;
use crate::app::drawing::pos2;
use crate::app::drawing::shapes::{group_colour, group_symbol, paint_group_marker};
use crate::app::plane::Layer;
use crate::app::plane::MAX_SHAPE_POINTS;
use crate::model::Combine;
use crate::multiclass::{Method, MulticlassLearner};
use crate::t;

/// The side of a cell of the regions' grid, in screen points.
const CELL: f32 = 6.0;

/// How the regions are tinted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Look {
    /// The predicted class's colour.
    Plain,
    /// One versus all's hard view: cells that no class or several claim hatched grey.
    Hard,
    /// One versus all by logistic regression: the colour's strength is P(k|x) of the winner.
    Soft,
}

/// What the regions were painted for: the learner's version, the transform, the plane's
/// rectangle (its bits), the look and the dark theme.
type RegionsKey = (u64, ScreenFromPlot, [u32; 4], Look, bool);

/// The regions painted last, kept while the learner, the view and the look stay the same.
#[derive(Default)]
pub struct PlaneCache {
    key: Option<RegionsKey>,
    mesh: Arc<Mesh>,
    hatch: Vec<Shape>,
}

/// Paints the Several classes workspace's drawings of `layer`.
pub fn paint_layer(
    state: &Multiclass,
    prefs: &MulticlassPrefs,
    layer: Layer,
    painter: &Painter,
    t: &ScreenFromPlot,
    dark: bool,
) {
    match layer {
        Layer::Under => {
            let rect = painter.clip_rect();
            let corner = |p: egui::Pos2| DVec2::new(f64::from(p.x), f64::from(p.y));
            let view = t.plot_rect_of(corner(rect.left_bottom()), corner(rect.right_top()));
            let mut cache = state.cache.borrow_mut();
            paint_regions(state, look(state, prefs), &mut cache, painter, t, dark);
            paint_lines(state, painter, view, t);
        }
        Layer::Over => {
            paint_problem(state, painter, t, dark);
            paint_class_arrows(state, painter, dark);
            paint_update(state, painter, t, dark);
            paint_votes(state, painter, t, dark);
        }
    }
}

/// The problem being trained: its +1 points (its positive class) filled, and for one versus one
/// the points of neither class faded.
fn paint_problem(state: &Multiclass, painter: &Painter, t: &ScreenFromPlot, dark: bool) {
    let (Some(MulticlassLearner::Decomposed(d)), Some(data)) = (state.learner(), state.data())
    else {
        return;
    };
    let Some(i) = d.current() else {
        return;
    };
    if data.len() > MAX_SHAPE_POINTS {
        return;
    }
    let which = d.subproblem(i);
    let fade = Color32::from_gray(if dark { 27 } else { 248 }).gamma_multiply(0.75);
    for n in 0..data.len() {
        let mut x = data.features(n);
        let (Some(x1), Some(x2)) = (x.next(), x.next()) else {
            continue;
        };
        let c = pos2(t.screen_from_plot(DVec2::new(x1, x2)));
        let k = data.class(n);
        if k == which.positive {
            paint_group_marker(painter, state.present()[k], c, 4.5, true);
        } else if which.negative.is_some_and(|l| l != k) {
            painter.circle_filled(c, 7.0, fade);
        }
    }
}

/// The look of the regions: the hard and soft views are one versus all's.
fn look(state: &Multiclass, prefs: &MulticlassPrefs) -> Look {
    let ova = prefs.method == Method::Ova
        && matches!(state.learner(), Some(MulticlassLearner::Decomposed(_)));
    let logistic = prefs.algorithm.scores_probability();
    match (ova, prefs.hard_ova, logistic) {
        (true, true, _) => Look::Hard,
        (true, false, true) => Look::Soft,
        _ => Look::Plain,
    }
}

/// θ(s) = 1 / (1 + e^(−s)).
fn theta(s: f64) -> f64 {
    1.0 / (1.0 + (-s).exp())
}

/// The tint of each cell, as horizontal runs of one colour, and the hatching, cached.
fn paint_regions(
    state: &Multiclass,
    look: Look,
    cache: &mut PlaneCache,
    painter: &Painter,
    t: &ScreenFromPlot,
    dark: bool,
) {
    let Some(per_class) = state.per_class() else {
        return;
    };
    let rect = painter.clip_rect();
    let key = (
        state.version(),
        *t,
        [rect.min.x, rect.min.y, rect.max.x, rect.max.y].map(f32::to_bits),
        look,
        dark,
    );
    if cache.key != Some(key) {
        let strength = if dark { 0.3 } else { 0.2 };
        let grey = Color32::from_gray(128).gamma_multiply(strength);
        let hatch = Stroke::new(
            1.0,
            Color32::from_gray(if dark { 190 } else { 90 }).gamma_multiply(0.6),
        );
        // The colour of a cell, and whether it is hatched.
        let colour_at = |x: [f64; 2]| -> (Color32, bool) {
            let winner = per_class.predict(&x);
            let colour = group_colour(state.present()[winner]);
            match look {
                Look::Plain => (colour.gamma_multiply(strength), false),
                Look::Hard => {
                    let claimed = per_class.votes(&x).iter().filter(|&&v| v > 0).count();
                    if claimed == 1 {
                        (colour.gamma_multiply(strength), false)
                    } else {
                        (grey, true)
                    }
                }
                Look::Soft => {
                    let p: Vec<f64> = per_class
                        .models
                        .iter()
                        .map(|m| theta(m.score(&x)))
                        .collect();
                    let total: f64 = p.iter().sum();
                    let share = if total > 0.0 { p[winner] / total } else { 1.0 };
                    // In tenths, so that neighbouring cells share a colour.
                    let share = (share * 10.0).round() as f32 / 10.0;
                    (colour.gamma_multiply(strength * 1.6 * share), false)
                }
            }
        };
        let mut mesh = Mesh::default();
        let mut hatching = Vec::new();
        let columns = (rect.width() / CELL).ceil() as usize;
        let rows = (rect.height() / CELL).ceil() as usize;
        for j in 0..rows {
            let y0 = rect.min.y + j as f32 * CELL;
            let mut run: Option<(usize, Color32)> = None;
            for i in 0..=columns {
                let x0 = rect.min.x + i as f32 * CELL;
                let colour = (i < columns).then(|| {
                    let centre = DVec2::new(f64::from(x0 + 0.5 * CELL), f64::from(y0 + 0.5 * CELL));
                    let (colour, hatched) = colour_at(t.plot_from_screen(centre).to_array());
                    // One cell diagonal in three: they join into lines at 45°.
                    if hatched && (i + j).is_multiple_of(3) {
                        hatching.push(Shape::line_segment(
                            [egui::pos2(x0, y0 + CELL), egui::pos2(x0 + CELL, y0)],
                            hatch,
                        ));
                    }
                    colour
                });
                match (run, colour) {
                    (Some((_, c)), Some(colour)) if c == colour => {}
                    _ => {
                        if let Some((start, c)) = run {
                            let min = egui::pos2(rect.min.x + start as f32 * CELL, y0);
                            let max = egui::pos2(x0, y0 + CELL);
                            mesh.add_colored_rect(Rect::from_min_max(min, max), c);
                        }
                        run = colour.map(|c| (i, c));
                    }
                }
            }
        }
        cache.key = Some(key);
        cache.mesh = Arc::new(mesh);
        cache.hatch = hatching;
    }
    painter.add(Shape::Mesh(Arc::clone(&cache.mesh)));
    painter.extend(cache.hatch.iter().cloned());
}

/// Each binary problem's line; the one being trained thicker.
fn paint_lines(state: &Multiclass, painter: &Painter, view: PlotRect, t: &ScreenFromPlot) {
    let Some(MulticlassLearner::Decomposed(d)) = state.learner() else {
        return;
    };
    let current = d.current();
    for i in 0..d.len() {
        let w = d.learner(i).answer();
        let Ok(w) = <[f64; 3]>::try_from(w) else {
            continue;
        };
        let Some((a, b)) = geometry::line_in_view(view, w) else {
            continue;
        };
        let which = state.window_problem(d.subproblem(i));
        let width = if current == Some(i) { 3.0 } else { 1.5 };
        let ends = [pos2(t.screen_from_plot(a)), pos2(t.screen_from_plot(b))];
        painter.line_segment(ends, Stroke::new(width, group_colour(which.positive)));
        if let Some(other) = which.negative {
            painter.extend(Shape::dashed_line(
                &ends,
                Stroke::new(width, group_colour(other)),
                8.0,
                8.0,
            ));
        }
    }
}

/// The longest class arrow of the structured perceptron, in screen points.
const ARROW_LENGTH: f32 = 70.0;

/// The structured perceptron's (w_k1, w_k2) of every class as arrows from the middle of the
/// plane, in the classes' colours and to one scale: after a correction the two that moved —
/// w_y grown by η·z, w_ŷ shrunk by it — are drawn thick and named.
fn paint_class_arrows(state: &Multiclass, painter: &Painter, dark: bool) {
    let Some(learner @ MulticlassLearner::Structured(_)) = state.learner() else {
        return;
    };
    let weights = learner.weights();
    let directions: Vec<DVec2> = weights
        .iter()
        .map(|w| {
            DVec2::new(
                w.get(1).copied().unwrap_or(0.0),
                w.get(2).copied().unwrap_or(0.0),
            )
        })
        .collect();
    let longest = directions.iter().map(|d| d.length()).fold(0.0, f64::max);
    if !(longest > 0.0 && longest.is_finite()) {
        return;
    }
    let moved = match state.last_update() {
        Some(Update::Structured {
            class, predicted, ..
        }) => Some((class, predicted)),
        _ => None,
    };
    let centre = painter.clip_rect().center();
    for (j, direction) in directions.iter().enumerate() {
        let Some(&class) = state.present().get(j) else {
            continue;
        };
        // Screen y points down.
        let tip = centre
            + ARROW_LENGTH
                * egui::vec2(
                    (direction.x / longest) as f32,
                    -(direction.y / longest) as f32,
                );
        let thick = moved.is_some_and(|(y, y_hat)| class == y || class == y_hat);
        let stroke = Stroke::new(if thick { 3.5 } else { 1.5 }, group_colour(class));
        painter.arrow(centre, tip - centre, stroke);
        let name = match moved {
            Some((y, _)) if y == class => format!("w{} += η·z", group_symbol(class)),
            Some((_, y_hat)) if y_hat == class => format!("w{} −= η·z", group_symbol(class)),
            _ => format!("w{}", group_symbol(class)),
        };
        let ink = if dark { Color32::WHITE } else { Color32::BLACK };
        placement::paint_text(
            painter,
            tip,
            Align2::LEFT_BOTTOM,
            name,
            FontId::proportional(13.0),
            ink,
        );
    }
}

/// The point of the last update, ringed and explained.
fn paint_update(state: &Multiclass, painter: &Painter, t: &ScreenFromPlot, dark: bool) {
    let (Some(update), Some(data)) = (state.last_update(), state.data()) else {
        return;
    };
    let (point, text) = match update {
        Update::Binary { point } => (point, t!("views-plane-update-mark").to_owned()),
        Update::Structured {
            point,
            class,
            predicted,
        } => (
            point,
            t!(
                "views-classes-structured-update",
                class = group_symbol(class),
                predicted = group_symbol(predicted)
            ),
        ),
    };
    let mut x = data.features(point);
    let (Some(x1), Some(x2)) = (x.next(), x.next()) else {
        return;
    };
    let c = pos2(t.screen_from_plot(DVec2::new(x1, x2)));
    let ink = if dark { Color32::WHITE } else { Color32::BLACK };
    painter.circle_stroke(c, 13.0, Stroke::new(3.0, ink));
    painter.circle_stroke(c, 17.0, Stroke::new(1.5, ink));
    boxed_text(painter, c, 20.0, text, dark);
}

/// `text` on a pale box beside `near`, `gap` points to its right (or where the plane finds it
/// room nearby), as the plane writes its notes.
fn boxed_text(painter: &Painter, near: egui::Pos2, gap: f32, text: String, dark: bool) {
    let (ink, fill) = if dark {
        (Color32::WHITE, Color32::from_black_alpha(200))
    } else {
        (Color32::BLACK, Color32::from_white_alpha(220))
    };
    let galley = painter.layout_job(formula::job(&text, FontId::proportional(13.0), ink));
    let margin = egui::Vec2::splat(3.0);
    let rect = placement::place_near(
        painter.ctx(),
        near + egui::vec2(gap, 0.0),
        galley.size() + 2.0 * margin,
        Align2::LEFT_CENTER,
    );
    painter.rect_filled(rect, 3.0, fill);
    painter.galley(rect.min + margin, galley, ink);
}

/// One versus one: the tournament at the pointer, written beside it.
fn paint_votes(state: &Multiclass, painter: &Painter, t: &ScreenFromPlot, dark: bool) {
    let Some(pointer) = painter.ctx().pointer_hover_pos() else {
        return;
    };
    if !painter.clip_rect().contains(pointer) {
        return;
    }
    let x = t.plot_from_screen(DVec2::new(f64::from(pointer.x), f64::from(pointer.y)));
    let Some(text) = votes_text(state, x.to_array()) else {
        return;
    };
    boxed_text(painter, pointer + egui::vec2(0.0, 20.0), 14.0, text, dark);
}

/// "△ beats □ and ◇, loses to ☆: 2 votes" for the winner at `x` (one versus one only).
pub fn votes_text(state: &Multiclass, x: [f64; 2]) -> Option<String> {
    let per_class = state.per_class()?;
    let Combine::OneVersusOne { pairs } = &per_class.combine else {
        return None;
    };
    let winner = per_class.predict(&x);
    let votes = per_class.votes(&x)[winner];
    let (mut beats, mut loses) = (Vec::new(), Vec::new());
    for (model, &(k, l)) in per_class.models.iter().zip(pairs) {
        let k_wins = model.score(&x) > 0.0;
        match (winner == k, winner == l) {
            (true, _) if k_wins => beats.push(l),
            (true, _) => loses.push(l),
            (_, true) if k_wins => loses.push(k),
            (_, true) => beats.push(k),
            _ => {}
        }
    }
    // "□", "□ and ◇", "□, ◇ and ☆".
    let symbols = |classes: &[usize]| -> String {
        let names: Vec<&str> = classes
            .iter()
            .map(|&j| group_symbol(state.present()[j]))
            .collect();
        match names.split_last() {
            Some((last, rest)) if !rest.is_empty() => {
                format!(
                    "{}{}{last}",
                    rest.join(t!("views-classes-comma")),
                    t!("views-classes-and")
                )
            }
            _ => names.concat(),
        }
    };
    let class = group_symbol(state.present()[winner]);
    Some(match (beats.is_empty(), loses.is_empty()) {
        (false, false) => t!(
            "views-classes-votes",
            class = class,
            beaten = symbols(&beats),
            lost = symbols(&loses),
            votes = votes
        ),
        (false, true) => t!(
            "views-classes-votes-unbeaten",
            class = class,
            beaten = symbols(&beats),
            votes = votes
        ),
        _ => t!(
            "views-classes-votes-none",
            class = class,
            lost = symbols(&loses),
            votes = votes
        ),
    })
}
