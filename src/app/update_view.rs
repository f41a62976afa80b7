//! The update geometry (issue 4; seeds 000/001, and 003's "soft PLA"): after each PLA or pocket
//! update, the lecture's picture — w_t, yₙ·xₙ and w_{t+1} = w_t + η·yₙ·zₙ as arrows from the
//! origin (their 2-D parts (w₁, w₂); w₀ is in the readout) — so the class sees the angle between
//! w and x shrink for y = +1 and grow for y = −1; and a readout in words and numbers.
//! For logistic SGD the same picture with the step scaled by θ(−y·s).
//!
//! Adding a positive multiple of x to (w₁, w₂) turns it toward x, so the picture tells the truth
//! in the plane too: the 2-D part of η·y·z is η·y·x.

use egui::{Align2, Color32, FontId, Pos2, Sense, Stroke, Ui, Vec2};
use glam::DVec2;

use crate::learn::{Algorithm, Event};

use super::{App, palette};

/// What one update did, in the numbers the picture and the readout need.
#[derive(Debug, Clone, PartialEq)]
pub struct UpdateGeometry {
    /// t after the update.
    pub t: u64,
    /// The point (0-based).
    pub point: usize,
    pub y: f64,
    /// z = (1, x₁, x₂).
    pub z: [f64; 3],
    /// y·s before the update.
    pub margin: f64,
    /// The factor of y·z: η (PLA, pocket) or η·θ(−y·s) (SGD).
    pub scale: f64,
    pub before: [f64; 3],
    pub after: [f64; 3],
    pub soft: bool,
    pub pocket_replaced: bool,
}

/// The angle between two plane vectors in degrees, `None` if either is zero.
pub fn angle_degrees(a: DVec2, b: DVec2) -> Option<f64> {
    (a.length() > 0.0 && b.length() > 0.0).then(|| {
        (a.dot(b) / (a.length() * b.length()))
            .clamp(-1.0, 1.0)
            .acos()
            .to_degrees()
    })
}

fn num(v: f64) -> String {
    // + 0.0 turns −0 into 0.
    let v = v + 0.0;
    let s = format!("{v:.3}");
    let s = s.trim_end_matches('0').trim_end_matches('.').to_owned();
    s.replace('-', "−")
}

fn vec3(v: [f64; 3]) -> String {
    format!("({}, {}, {})", num(v[0]), num(v[1]), num(v[2]))
}

impl UpdateGeometry {
    fn w2(w: [f64; 3]) -> DVec2 {
        DVec2::new(w[1], w[2])
    }

    pub fn x(&self) -> DVec2 {
        DVec2::new(self.z[1], self.z[2])
    }

    /// ∠(w, x) before and after, in degrees.
    pub fn angles(&self) -> (Option<f64>, Option<f64>) {
        (
            angle_degrees(Self::w2(self.before), self.x()),
            angle_degrees(Self::w2(self.after), self.x()),
        )
    }

    /// The readout: what happened, then the update in numbers, then the angle.
    pub fn describe(&self, eta: f64) -> Vec<String> {
        let class = if self.y > 0.0 {
            "○, y = +1"
        } else {
            "×, y = −1"
        };
        let sign = if self.y > 0.0 { "(+1)" } else { "(−1)" };
        let mut lines = Vec::new();
        if self.soft {
            let theta = self.scale / eta;
            lines.push(format!(
                "t = {}: SGD visits point {} ({class}), y·s = {}: a soft PLA update, weighted by \
                 θ(−y·s) = {} (the more wrong, the harder the pull).",
                self.t,
                self.point + 1,
                num(self.margin),
                num(theta)
            ));
            lines.push(format!(
                "w ← {} + {}·{}·{sign}·{} = {}",
                vec3(self.before),
                num(eta),
                num(theta),
                vec3(self.z),
                vec3(self.after)
            ));
        } else {
            lines.push(format!(
                "t = {}: point {} ({class}) is a mistake (y·s = {} ≤ 0):",
                self.t,
                self.point + 1,
                num(self.margin)
            ));
            let eta_text = if self.scale == 1.0 {
                String::new()
            } else {
                format!("{}·", num(self.scale))
            };
            lines.push(format!(
                "w ← {} + {eta_text}{sign}·{} = {}",
                vec3(self.before),
                vec3(self.z),
                vec3(self.after)
            ));
        }
        lines.push(format!(
            "w₀ (the threshold's weight) goes from {} to {}.",
            num(self.before[0]),
            num(self.after[0])
        ));
        match self.angles() {
            (Some(a), Some(b)) => {
                let turn = if b < a {
                    "smaller: w turned toward x"
                } else if b > a {
                    "larger: w turned away from x"
                } else {
                    "unchanged"
                };
                lines.push(format!(
                    "∠(w, x): {a:.1}° → {b:.1}°, {turn} ({}).",
                    if self.y > 0.0 {
                        "y = +1 pulls w toward x"
                    } else {
                        "y = −1 pushes w away from x"
                    }
                ));
            }
            (None, Some(b)) => lines.push(format!(
                "∠(w, x): w₁ = w₂ = 0 before (no direction), {b:.1}° after."
            )),
            _ => {}
        }
        if self.pocket_replaced {
            lines.push(
                "The new w makes fewer mistakes than the pocket ŵ: it goes into the pocket."
                    .to_owned(),
            );
        }
        lines
    }
}

impl App {
    /// The last update of the shown learner, if it was a one-point update on the plane.
    pub fn update_geometry(&self) -> Option<UpdateGeometry> {
        let learner = self.learner.as_deref()?;
        let step = self.last_step?;
        let Event::PointUpdate {
            point,
            margin,
            scale,
        } = step.event
        else {
            return None;
        };
        let data = self.doc.data();
        if point >= data.len() || data.dim() != 2 {
            return None;
        }
        let after: [f64; 3] = learner.weights().try_into().ok()?;
        let y = data.label(point);
        let z = [1.0, data.feature(point, 1), data.feature(point, 2)];
        let before = [0, 1, 2].map(|i| after[i] - scale * y * z[i]);
        Some(UpdateGeometry {
            t: learner.counters().updates,
            point,
            y,
            z,
            margin,
            scale,
            before,
            after,
            soft: learner.algorithm() == Algorithm::LogisticSgd,
            pocket_replaced: step.pocket_replaced,
        })
    }

    /// The picture and the readout.
    pub(super) fn update_view_ui(&mut self, ui: &mut Ui) {
        let algorithm = self.prefs.learner.algorithm;
        let Some(g) = self.update_geometry() else {
            let text = match (algorithm, self.last_step.map(|s| s.event)) {
                (Algorithm::LogisticGd | Algorithm::Linreg, _) => {
                    "This learner does not update on one point at a time: the picture is for \
                     PLA, pocket and logistic SGD."
                }
                _ if self
                    .learner
                    .as_deref()
                    .is_some_and(|l| l.stopped().is_some()) =>
                {
                    "The run has stopped: no more updates. Step back (B) shows the last one."
                }
                (_, Some(Event::Correct { .. })) => {
                    "The last visit found the point on its right side: w did not change."
                }
                _ => "No update yet: press Step to see w ← w + η·y·z drawn.",
            };
            ui.weak(text);
            return;
        };
        picture_ui(ui, &g);
        for line in g.describe(self.prefs.learner.eta) {
            ui.label(line);
        }
    }
}

/// Arrows from the origin: w_t, the step η·y·x, w_{t+1}; the step again from w_t's tip (the
/// parallelogram); a faint ray along x.
fn picture_ui(ui: &mut Ui, g: &UpdateGeometry) {
    let side = ui.available_width().clamp(120.0, 260.0);
    let (rect, _) = ui.allocate_exact_size(Vec2::new(ui.available_width(), side), Sense::hover());
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_filled(rect, 4.0, visuals.extreme_bg_color);
    let ink = visuals.strong_text_color();
    let grey = visuals.text_color().gamma_multiply(0.6);
    let class = if g.y > 0.0 {
        palette::POSITIVE
    } else {
        palette::NEGATIVE
    };
    let before = DVec2::new(g.before[1], g.before[2]);
    let after = DVec2::new(g.after[1], g.after[2]);
    let step = g.x() * g.scale * g.y;
    // Fit the box around the origin and every tip, so the arrows use the space.
    let tips = [DVec2::ZERO, before, after, step, before + step];
    let (lo, hi) = tips.iter().fold(
        (DVec2::splat(f64::INFINITY), DVec2::splat(f64::NEG_INFINITY)),
        |(lo, hi), &p| (lo.min(p), hi.max(p)),
    );
    let extent = (hi - lo).max(DVec2::splat(1e-9));
    let inner = rect.shrink(24.0);
    let per_unit = (f64::from(inner.width()) / extent.x).min(f64::from(inner.height()) / extent.y);
    let middle = (lo + hi) / 2.0;
    let screen = |v: DVec2| {
        inner.center()
            + Vec2::new(
                ((v.x - middle.x) * per_unit) as f32,
                (-(v.y - middle.y) * per_unit) as f32,
            )
    };
    let origin = screen(DVec2::ZERO);
    // Axes.
    let axis = Stroke::new(1.0, grey.gamma_multiply(0.5));
    painter.line_segment(
        [
            Pos2::new(rect.left(), origin.y),
            Pos2::new(rect.right(), origin.y),
        ],
        axis,
    );
    painter.line_segment(
        [
            Pos2::new(origin.x, rect.top()),
            Pos2::new(origin.x, rect.bottom()),
        ],
        axis,
    );
    // A faint ray along x, so its direction shows whatever the lengths.
    let x = g.x();
    if x.length() > 0.0 {
        let tip = origin + Vec2::new(x.x as f32, -x.y as f32).normalized() * (side * 0.45);
        painter.line_segment([origin, tip], Stroke::new(1.0, class.gamma_multiply(0.5)));
        painter.text(
            tip,
            Align2::CENTER_CENTER,
            "x",
            FontId::proportional(14.0),
            class,
        );
    }
    let font = FontId::proportional(14.0);
    let arrow = |from: Pos2, to: Pos2, stroke: Stroke, label: &str, colour: Color32| {
        if (to - from).length() < 1.0 {
            return;
        }
        // A fixed-size head: egui's own grows with the arrow.
        painter.line_segment([from, to], stroke);
        let back = -(to - from).normalized() * 11.0;
        for angle in [0.45f32, -0.45] {
            painter.line_segment(
                [to, to + egui::emath::Rot2::from_angle(angle) * back],
                stroke,
            );
        }
        let dir = (to - from).normalized();
        painter.text(
            to + dir * 10.0 + dir.rot90() * 8.0,
            Align2::CENTER_CENTER,
            label,
            font.clone(),
            colour,
        );
    };
    let step_label = if g.soft {
        "η·θ·y·x"
    } else if g.scale == 1.0 {
        "y·x"
    } else {
        "η·y·x"
    };
    // The parallelogram: the step from w_t's tip, dashed.
    painter.extend(egui::Shape::dashed_line(
        &[screen(before), screen(before + step)],
        Stroke::new(1.5, class),
        6.0,
        4.0,
    ));
    arrow(
        origin,
        screen(step),
        Stroke::new(2.5, class),
        step_label,
        class,
    );
    arrow(origin, screen(before), Stroke::new(2.5, grey), "w_t", grey);
    arrow(origin, screen(after), Stroke::new(3.0, ink), "w_t+1", ink);
    let (a, b) = g.angles();
    if let (Some(a), Some(b)) = (a, b) {
        painter.text(
            rect.left_bottom() + Vec2::new(6.0, -4.0),
            Align2::LEFT_BOTTOM,
            format!("∠(w, x): {a:.0}° → {b:.0}°"),
            FontId::proportional(13.0),
            ink,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_positive_point_turns_w_toward_it() {
        // w = (0, −1, 0), x = (1, 0), y = +1: w + z = (1, 0, 0): from 180° to no direction;
        // w = (0, −1, 1): 135° → w + z = (1, 0, 1): 90°.
        let g = UpdateGeometry {
            t: 3,
            point: 0,
            y: 1.0,
            z: [1.0, 1.0, 0.0],
            margin: -1.0,
            scale: 1.0,
            before: [0.0, -1.0, 1.0],
            after: [1.0, 0.0, 1.0],
            soft: false,
            pocket_replaced: false,
        };
        let (a, b) = g.angles();
        assert!((a.unwrap_or(0.0) - 135.0).abs() < 1e-9);
        assert!((b.unwrap_or(0.0) - 90.0).abs() < 1e-9);
        let text = g.describe(1.0).join("\n");
        assert!(
            text.contains(
                "t = 3: point 1 (○, y = +1) is a mistake (y·s = −1 ≤ 0):\n\
                 w ← (0, −1, 1) + (+1)·(1, 1, 0) = (1, 0, 1)"
            ),
            "{text}"
        );
        assert!(text.contains("135.0° → 90.0°, smaller"), "{text}");
    }
}
