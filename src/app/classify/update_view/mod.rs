//! The update geometry in the theory panel: after each PLA or pocket update, the lecture's
//! picture — wₜ, yₙ·xₙ and wₜ₊₁ = wₜ + η·yₙ·zₙ as arrows from the origin (their plane parts
//! (w₁, w₂); w₀ is in the readout) — so the class sees the angle between w and x shrink for
//! y = +1 and grow for y = −1; and a readout in words and numbers. For logistic SGD, a "soft
//! PLA", the same picture with the step scaled by θ(−y·s).
//!
//! Adding a positive multiple of x to (w₁, w₂) turns it toward x, so the picture tells the truth
//! in the plane too: the plane part of η·y·z is η·y·x.
//!
//! Where the picture's vectors land on screen ([`Picture`]) and where their labels go
//! ([`place_labels`]: beside each tip, clear of the other labels and of every arrow's tip) are
//! plain functions of the numbers, tested without a window.

use egui::{Color32, FontId, Pos2, Sense, Stroke, Ui, Vec2};
use glam::DVec2;

use crate::learn::{Event, PointRule, PointVisit, Update};
use crate::t;

use crate::app::classify::Classify;
use crate::app::drawing::palette;
use crate::app::prefs::ClassifyPrefs;
use crate::app::shell::copy::copy_buttons_ui;
use crate::app::shell::room::Frame;
use crate::number;

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
    /// The factor of y·z: η (PLA, pocket) or η·weight(y·s) (SGD).
    pub scale: f64,
    pub before: [f64; 3],
    pub after: [f64; 3],
    /// What the step first multiplied (w₁, w₂) by: 1 − ηλ for hinge SGD, 1 for the others
    /// (wₜ₊₁ = (w₀, decay·(w₁, w₂)) + scale·y·z).
    pub decay: f64,
    /// The SGD learners' weight on y·z (`None`: a correction, weight 1).
    pub rule: Option<PointRule>,
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

/// A number as the readout writes it: three decimals at most, a true minus sign.
fn num(v: f64) -> String {
    crate::spoken::number(v)
}

/// An angle to the 0.1° the readout writes it with.
fn round_tenth(degrees: f64) -> f64 {
    (degrees * 10.0).round() / 10.0
}

fn vec3(v: [f64; 3]) -> String {
    crate::spoken::vector(&v)
}

/// A vector for LaTeX: the readout's digits with an ASCII minus.
fn latex_vec3(v: [f64; 3]) -> String {
    vec3(v).replace('−', "-")
}

impl UpdateGeometry {
    fn w2(w: [f64; 3]) -> DVec2 {
        DVec2::new(w[1], w[2])
    }

    pub fn x(&self) -> DVec2 {
        DVec2::new(self.z[1], self.z[2])
    }

    /// wₜ as the step found it: (w₀, decay·(w₁, w₂)), which the step's move carries to wₜ₊₁.
    pub fn shrunk_before(&self) -> [f64; 3] {
        [
            self.before[0],
            self.decay * self.before[1],
            self.decay * self.before[2],
        ]
    }

    fn decays(&self) -> bool {
        self.decay != 1.0
    }

    /// wₜ in the update's formula: "(w₀, w₁, w₂)", or "(w₀, d·(w₁, w₂))" when the step shrinks it.
    fn before_text(&self) -> String {
        if self.decays() {
            format!(
                "({}, {}·({}, {}))",
                num(self.before[0]),
                num(self.decay),
                num(self.before[1]),
                num(self.before[2])
            )
        } else {
            vec3(self.before)
        }
    }

    /// ∠(w, x) before and after, in degrees.
    pub fn angles(&self) -> (Option<f64>, Option<f64>) {
        (
            angle_degrees(Self::w2(self.before), self.x()),
            angle_degrees(Self::w2(self.after), self.x()),
        )
    }

    /// The update as one LaTeX line: the rule in symbols, then in the readout's numbers,
    /// with t counting updates (visits for SGD) and n the point's number.
    pub fn latex(&self, eta: f64) -> String {
        let (t, n) = (self.t, self.point + 1);
        let sign = if self.y > 0.0 { "(+1)" } else { "(-1)" };
        let latex_num = |v: f64| num(v).replace('−', "-");
        let (rule, factors) = match self.rule {
            Some(rule) => (
                format!("\\eta\\,{}\\,y_n \\mathbf{{z}}_n", rule.weight_latex),
                format!(
                    "{} \\cdot {} \\cdot ",
                    latex_num(eta),
                    latex_num(self.scale / eta)
                ),
            ),
            None if self.scale == 1.0 => ("y_n \\mathbf{z}_n".to_owned(), String::new()),
            None => (
                "\\eta\\, y_n \\mathbf{z}_n".to_owned(),
                format!("{} \\cdot ", latex_num(self.scale)),
            ),
        };
        let rule = rule.replace("_n", &format!("_{{{n}}}"));
        let previous = t.saturating_sub(1);
        let (symbol, before) = if self.decays() {
            (
                format!(
                    "\\big(w_{{0,{previous}}}, (1 - \\eta\\lambda)\\,\\tilde{{\\mathbf{{w}}}}_{{{previous}}}\\big)"
                ),
                self.before_text()
                    .replace('−', "-")
                    .replace('·', " \\cdot "),
            )
        } else {
            (
                format!("\\mathbf{{w}}_{{{previous}}}"),
                latex_vec3(self.before),
            )
        };
        format!(
            "\\mathbf{{w}}_{{{t}}} = {symbol} + {rule} = {before} + {factors}{sign} \\cdot {} = {}",
            latex_vec3(self.z),
            latex_vec3(self.after)
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
        if let Some(rule) = self.rule {
            let weight = self.scale / eta;
            lines.push((rule.sentence)(&PointVisit {
                t: &self.t.to_string(),
                point: &(self.point + 1).to_string(),
                class,
                margin: &num(self.margin),
                weight: &num(weight),
            }));
            if self.decays() {
                lines.push(t!("views-update-decay", decay = num(self.decay)));
            }
            lines.push(format!(
                "w ← {} + {}·{}·{sign}·{} = {}",
                self.before_text(),
                num(eta),
                num(weight),
                vec3(self.z),
                vec3(self.after)
            ));
        } else {
            lines.push(t!(
                "views-update-mistake",
                t = self.t.to_string(),
                point = (self.point + 1).to_string(),
                class = class,
                margin = num(self.margin)
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
        lines.push(t!(
            "views-update-bias",
            before = num(self.before[0]),
            after = num(self.after[0])
        ));
        match self.angles() {
            (Some(a), Some(b)) => {
                // Compared as written (to 0.1°): a shrink alone leaves the angle as it was, up
                // to rounding.
                let (a, b) = (round_tenth(a), round_tenth(b));
                let turn = if b < a {
                    t!("views-update-angle-smaller")
                } else if b > a {
                    t!("views-update-angle-larger")
                } else {
                    t!("views-update-angle-unchanged")
                };
                let why = if self.y > 0.0 {
                    t!("views-update-pull")
                } else {
                    t!("views-update-push")
                };
                lines.push(t!(
                    "views-update-angle",
                    before = number::fixed(a, 1),
                    after = number::fixed(b, 1),
                    turn = turn,
                    why = why
                ));
            }
            (None, Some(b)) => lines.push(t!(
                "views-update-angle-from-zero",
                after = number::fixed(b, 1)
            )),
            _ => {}
        }
        if self.pocket_replaced {
            lines.push(t!("views-update-pocket-replaced").to_owned());
        }
        lines
    }
}

/// wₜ from wₜ₊₁ = (w₀, decay·(w₁, w₂)) + step·z (step = scale·y); `None` when the decay is 0
/// (then wₜ's (w₁, w₂) is gone from wₜ₊₁).
pub(crate) fn before_update(
    after: [f64; 3],
    step: f64,
    z: [f64; 3],
    decay: f64,
) -> Option<[f64; 3]> {
    (decay != 0.0).then(|| {
        [
            after[0] - step * z[0],
            (after[1] - step * z[1]) / decay,
            (after[2] - step * z[2]) / decay,
        ]
    })
}

impl Classify {
    /// The last update of the shown learner, if it was a one-point update on the plane.
    pub fn update_geometry(&self, data: &crate::data::Dataset) -> Option<UpdateGeometry> {
        let learner = self.shown_learner()?;
        let step = self.last_step()?;
        let Event::PointUpdate {
            point,
            margin,
            scale,
        } = step.event
        else {
            return None;
        };
        if point >= data.len() || data.dim() != 2 {
            return None;
        }
        let after: [f64; 3] = learner.weights().try_into().ok()?;
        let y = data.label(point);
        let z = [1.0, data.feature(point, 1), data.feature(point, 2)];
        let decay = learner.weight_decay(data.len());
        let before = before_update(after, scale * y, z, decay)?;
        Some(UpdateGeometry {
            t: learner.counters().updates,
            point,
            y,
            z,
            margin,
            scale,
            before,
            after,
            decay,
            rule: match learner.algorithm().update() {
                Update::Point(rule) => Some(rule),
                Update::Correction
                | Update::KernelCorrection
                | Update::Batch
                | Update::Solve
                | Update::Pair => None,
            },
            pocket_replaced: step.pocket_replaced,
        })
    }

    /// The picture and the readout.
    pub(in crate::app) fn update_view_ui(
        &mut self,
        ui: &mut Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        let algorithm = cx.settings.learner.algorithm;
        if let Some(smo) = self.shown_learner().and_then(|l| l.smo()) {
            // SMO moves a pair of α, not w by one point.
            crate::app::classify::svm_view::update_ui(ui, smo);
            return;
        }
        let Some(g) = self.update_geometry(cx.doc.data()) else {
            let text = match (algorithm, self.last_step().map(|s| s.event)) {
                _ if matches!(algorithm.update(), Update::Batch | Update::Solve) => {
                    t!("views-update-not-one-point")
                }
                _ if self.shown_learner().is_some_and(|l| l.stopped().is_some()) => {
                    t!("views-update-stopped")
                }
                (_, Some(Event::Correct { .. })) => t!("views-update-correct"),
                _ => t!("views-update-none-yet"),
            };
            ui.weak(text);
            return;
        };
        picture_ui(ui, &g);
        let eta = cx.settings.learner.eta;
        let lines = g.describe(eta);
        for line in &lines {
            ui.label(line);
        }
        copy_buttons_ui(ui, "update", || lines.join("\n"), || g.latex(eta));
    }
}

/// Arrows from the origin: wₜ, the step η·y·x, wₜ₊₁; the step again from wₜ's tip (the
/// parallelogram); a faint ray along x; each label beside its arrow's tip, clear of the others.
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
    let picture = Picture::on_screen(g, rect);
    let origin = picture.origin;
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
    if let Some(ray) = picture.ray {
        painter.line_segment([origin, ray], Stroke::new(1.0, class.gamma_multiply(0.5)));
    }
    // The parallelogram: the step from wₜ's tip, dashed.
    painter.extend(egui::Shape::dashed_line(
        &[picture.before, picture.after],
        Stroke::new(1.5, class),
        6.0,
        4.0,
    ));
    let arrow = |to: Pos2, stroke: Stroke| {
        if (to - origin).length() < 1.0 {
            return;
        }
        painter.line_segment([origin, to], stroke);
        for end in arrow_head(origin, to) {
            painter.line_segment([to, end], stroke);
        }
    };
    arrow(picture.step, Stroke::new(2.5, class));
    arrow(picture.before, Stroke::new(2.5, grey));
    arrow(picture.after, Stroke::new(3.0, ink));

    let mut step_label = match g.rule {
        Some(rule) => format!("η·{}·y·x", rule.weight),
        None if g.scale == 1.0 => "y·x".to_owned(),
        None => "η·y·x".to_owned(),
    };
    // A visit whose weight is 0 (hinge SGD outside the margin) moves w by its shrink alone.
    if g.scale == 0.0 {
        step_label.push_str(" = 0");
    }
    let before_label = if g.before[1] == 0.0 && g.before[2] == 0.0 {
        "wₜ = 0"
    } else if g.decays() {
        "(1−ηλ)·wₜ"
    } else {
        "wₜ"
    };
    let font = FontId::proportional(14.0);
    let galley =
        |text: &str, colour: Color32| painter.layout_no_wrap(text.to_owned(), font.clone(), colour);
    // In the order of `Picture::arrows`: wₜ₊₁, wₜ, the step, x.
    let labels = [
        galley("wₜ₊₁", ink),
        galley(before_label, grey),
        galley(&step_label, class),
        galley("x", class),
    ];
    let mut taken = Vec::new();
    if let (Some(a), Some(b)) = g.angles() {
        let angle = painter.layout_no_wrap(
            format!(
                "∠(w, x): {}° → {}°",
                number::fixed(a, 0),
                number::fixed(b, 0)
            ),
            FontId::proportional(13.0),
            ink,
        );
        let at = rect.left_bottom() + Vec2::new(6.0, -4.0 - angle.size().y);
        taken.push(egui::Rect::from_min_size(at, angle.size()));
        painter.galley(at, angle, ink);
    }
    let sizes = labels.each_ref().map(|l| l.size());
    let placed = place_labels(&picture.arrows(sizes), rect.shrink(2.0), &taken);
    for (galley, at) in labels.into_iter().zip(placed) {
        if let Some(at) = at {
            painter.galley(at.min, galley, ink);
        }
    }
}

/// The length of an arrow head's sides, in screen points: fixed, where egui's own grows with
/// the arrow.
const HEAD: f32 = 11.0;

/// The far ends of an arrow head's two sides (both start at `to`).
fn arrow_head(from: Pos2, to: Pos2) -> [Pos2; 2] {
    let back = -(to - from).normalized() * HEAD;
    [0.45f32, -0.45].map(|angle| to + egui::emath::Rot2::from_angle(angle) * back)
}

/// Where the picture's vectors end on screen, fitted to its rectangle.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Picture {
    pub origin: Pos2,
    /// The tip of wₜ's plane part (w₁, w₂), shrunk by the step's decay (hinge SGD's 1 − ηλ).
    pub before: Pos2,
    /// The tip of wₜ₊₁'s, which is also the tip of the step drawn from wₜ's tip.
    pub after: Pos2,
    /// The tip of the step η·y·x drawn from the origin.
    pub step: Pos2,
    /// The end of the faint ray along x, if x ≠ 0.
    pub ray: Option<Pos2>,
}

/// A line of the picture, and its label's size when it has one.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Arrow {
    pub from: Pos2,
    pub to: Pos2,
    /// Whether `to` carries an arrow head.
    pub head: bool,
    pub label: Option<Vec2>,
}

impl Picture {
    /// Lays the picture out in `rect`, leaving a margin for labels and a strip at the bottom for
    /// the angle.
    pub(crate) fn on_screen(g: &UpdateGeometry, rect: egui::Rect) -> Self {
        // wₜ as the step found it (shrunk by hinge SGD's 1 − ηλ), so that the step drawn from its
        // tip ends on wₜ₊₁.
        let shrunk = g.shrunk_before();
        let before = DVec2::new(shrunk[1], shrunk[2]);
        let after = DVec2::new(g.after[1], g.after[2]);
        let step = g.x() * g.scale * g.y;
        let longest = [before, after, step]
            .iter()
            .fold(0.0f64, |m, v| m.max(v.length()));
        // The ray reaches past the longest arrow, so it is inside the fitted box and its end is
        // never on a tip.
        let ray =
            (g.x().length() > 0.0 && longest > 0.0).then(|| g.x().normalize() * longest * 1.2);
        let tips = [DVec2::ZERO, before, after, step].into_iter().chain(ray);
        let (lo, hi) = tips.fold(
            (DVec2::splat(f64::INFINITY), DVec2::splat(f64::NEG_INFINITY)),
            |(lo, hi), p| (lo.min(p), hi.max(p)),
        );
        let extent = (hi - lo).max(DVec2::splat(1e-9));
        let inner = egui::Rect::from_min_max(
            rect.min + Vec2::splat(MARGIN),
            rect.max - Vec2::new(MARGIN, MARGIN + ANGLE_STRIP),
        );
        let (width, height) = (inner.width().max(1.0), inner.height().max(1.0));
        let per_unit = (f64::from(width) / extent.x).min(f64::from(height) / extent.y);
        let middle = (lo + hi) / 2.0;
        let screen = |v: DVec2| {
            inner.center()
                + Vec2::new(
                    ((v.x - middle.x) * per_unit) as f32,
                    (-(v.y - middle.y) * per_unit) as f32,
                )
        };
        Self {
            origin: screen(DVec2::ZERO),
            before: screen(before),
            after: screen(after),
            step: screen(step),
            ray: ray.map(screen),
        }
    }

    /// Every line: wₜ₊₁, wₜ and the step from the origin, the ray along x, then the step from
    /// wₜ's tip (no label). `sizes` are the labels' of the first four.
    pub(crate) fn arrows(&self, sizes: [Vec2; 4]) -> [Arrow; 5] {
        let from_origin = |to: Pos2, label: Vec2| Arrow {
            from: self.origin,
            to,
            head: true,
            label: Some(label),
        };
        [
            from_origin(self.after, sizes[0]),
            from_origin(self.before, sizes[1]),
            from_origin(self.step, sizes[2]),
            Arrow {
                from: self.origin,
                to: self.ray.unwrap_or(self.origin),
                head: false,
                label: self.ray.map(|_| sizes[3]),
            },
            Arrow {
                from: self.before,
                to: self.after,
                head: false,
                label: None,
            },
        ]
    }
}

/// Room around the arrows for their labels, in screen points.
const MARGIN: f32 = 26.0;
/// The strip at the bottom where the angle is written.
const ANGLE_STRIP: f32 = 16.0;
mod labels;

pub(crate) use labels::place_labels;
#[cfg(test)]
use labels::{STROKE_CLEARANCE, TIP_CLEARANCE, segment_meets_rect};

#[cfg(test)]
mod tests;
