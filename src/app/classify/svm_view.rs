//! What the window shows of a kernel learner (the SVM by SMO, the kernel perceptron, and the
//! hinge-loss SGD's margins): in the plane, a non-linear boundary s(x) = 0 with the sides tinted
//! (see [`crate::app::plane::level_field`]), the margins s = ±1 dashed with the margin width 2/‖w‖ written
//! beside them (linear kernel), the support vectors ringed and sized by αₙ (αₙ = C drawn dashed:
//! inside the margin or wrong), each slack ξₙ as a segment to its margin line, and a hovered
//! point's similarity bump under the Gaussian kernel; in the theory panel, the last SMO pair and
//! the dual objective D(α) and the primal P(w) over the steps, closing to the same value.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::placement;
use crate::app::drawing::still_plot::still_plot;
use egui::{Align2, Color32, FontId, Painter, Stroke};
use egui_plot::{Line, PlotPoints};
use glam::DVec2;

use crate::data::Dataset;
use crate::learn::Learner;
use crate::model::{Kernel, Model};
use crate::svm::Smo;
use crate::t;

use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::legend::{self, Entry};
use crate::app::drawing::palette;
use crate::app::drawing::pos2;
use crate::app::drawing::trace::{self, Trace};
use crate::app::plane::Layer;
use crate::app::plane::level_field::{Expansion, LevelField};
use crate::app::shell::copy::copy_buttons_ui;
use crate::number;

/// The kernel views' state: the level field and the objectives over the steps.
#[derive(Default)]
pub struct SvmView {
    field: LevelField,
    /// Row-major points and αₙyₙ of the last kernel expansion drawn (all points).
    points: Vec<f64>,
    alpha_y: Vec<f64>,
}

/// The dual and primal objectives of SMO's α at one t.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Objectives {
    /// D(α).
    pub dual: f64,
    /// P(w), `None` while the hard margin's w is not feasible.
    pub primal: Option<f64>,
}

impl Objectives {
    pub fn of(smo: &Smo) -> Self {
        Self {
            dual: smo.dual_objective(),
            primal: smo.primal_objective(),
        }
    }
}

/// The non-linear kernel expansion of a learner, if it has one.
fn curved(learner: &dyn Learner) -> Option<Kernel> {
    // Asked before building the model, which for other learners can be large (the voted
    // perceptron's ballot).
    if !learner.algorithm().uses_kernel() {
        return None;
    }
    match learner.model() {
        Model::Kernel(k) if k.linear_weights.is_none() => Some(k.kernel),
        _ => None,
    }
}

/// yₙsₙ of every point for a learner whose score is not a line (None for the others).
pub fn kernel_margins(learner: &dyn Learner, data: &Dataset) -> Option<Vec<f64>> {
    // Asked before building the model, which for other learners can be large (the voted
    // perceptron's ballot).
    if !learner.algorithm().uses_kernel() {
        return None;
    }
    if let Some(smo) = learner.smo()
        && smo.kernel() != Kernel::Linear
        && smo.alpha().len() == data.len()
    {
        return Some(smo.margins());
    }
    let Model::Kernel(k) = learner.model() else {
        return None;
    };
    k.linear_weights.is_none().then(|| {
        (0..data.len())
            .map(|n| {
                let x: Vec<f64> = data.features(n).collect();
                data.label(n) * k.score(&x)
            })
            .collect()
    })
}

impl SvmView {
    /// Paints the kernel learner's drawings of `layer`.
    #[expect(
        clippy::too_many_arguments,
        reason = "what the plane knows, spelled out"
    )]
    pub fn paint(
        &mut self,
        layer: Layer,
        painter: &Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        learner: &dyn Learner,
        data: &Dataset,
        hovered: Option<usize>,
        dark: bool,
    ) {
        if data.dim() != 2 {
            return;
        }
        let ink = if dark { Color32::WHITE } else { Color32::BLACK };
        // The margins s = ±1 are drawn for the learners with a penalty C (SMO, hinge SGD).
        let margins = learner.algorithm().uses_penalty();
        match layer {
            Layer::Under => {
                if let Some(kernel) = curved(learner) {
                    self.fill_expansion(learner, data);
                    let rect = painter.clip_rect();
                    self.field.update(
                        &Expansion {
                            kernel,
                            points: &self.points,
                            alpha_y: &self.alpha_y,
                            b: expansion_bias(learner),
                            data_id: data.id(),
                        },
                        t,
                        rect,
                    );
                    self.field.paint_tint(painter.ctx(), painter, dark);
                }
            }
            Layer::Over => {
                if curved(learner).is_some() {
                    self.field.paint_levels(painter, ink, margins, 2.5);
                } else if margins && let Some(w) = linear_weights(learner) {
                    paint_margins(painter, t, view, w, data, ink);
                }
                if let Some(smo) = learner.smo() {
                    paint_support_vectors(painter, t, smo, data, ink);
                }
                if let (Some(n), Some(Kernel::Gaussian { sigma2 })) =
                    (hovered, learner.smo().map(|s| s.kernel()))
                    && n < data.len()
                {
                    paint_bump(painter, t, data, n, sigma2, ink);
                }
            }
        }
    }

    /// Every point and its αₙyₙ (0 off the support), for the level field.
    fn fill_expansion(&mut self, learner: &dyn Learner, data: &Dataset) {
        self.points.clear();
        for n in 0..data.len() {
            self.points.extend(data.features(n));
        }
        self.alpha_y.clear();
        if let Some(smo) = learner.smo() {
            self.alpha_y.extend(smo.alpha_y());
        } else if let Model::Kernel(k) = learner.model() {
            // The kernel perceptron: its support points in order; match them to the points.
            self.alpha_y.resize(data.len(), 0.0);
            let mut next = 0;
            for (x, ay) in k.support.chunks_exact(2).zip(&k.alpha_y) {
                while next < data.len() && data.features(next).ne(x.iter().copied()) {
                    next += 1;
                }
                if next < data.len() {
                    self.alpha_y[next] = *ay;
                    next += 1;
                }
            }
        }
        if self.alpha_y.len() != data.len() {
            self.alpha_y.resize(data.len(), 0.0);
        }
    }

    /// The theory panel's SVM section: the last pair, the numbers, D and P over the steps.
    pub fn panel_ui(
        &self,
        ui: &mut egui::Ui,
        learner: Option<&dyn Learner>,
        objectives: &Trace<Objectives>,
    ) {
        let Some(smo) = learner.and_then(|l| l.smo()) else {
            ui.weak_formula(t!("views-svm-none"));
            return;
        };
        let support = smo.support();
        let at_c = support.iter().filter(|&&n| smo.at_bound(n)).count();
        egui::Grid::new("svm numbers")
            .num_columns(2)
            .show(ui, |ui| {
                // Row names keep their words whole: the grid's first column takes their width.
                ui.add(egui::Label::new(t!("views-svm-support")).extend())
                    .on_hover_formula(t!("views-svm-support-tip"));
                ui.monospace(t!(
                    "views-svm-support-count",
                    total = support.len(),
                    at_c = at_c
                ));
                ui.end_row();
                ui.label("b");
                ui.monospace(number::fixed(smo.b(), 4));
                ui.end_row();
                ui.label("D(α)").on_hover_formula(t!("views-svm-dual-tip"));
                ui.monospace(number::fixed(smo.dual_objective(), 6));
                ui.end_row();
                ui.label("P(w)")
                    .on_hover_formula(t!("views-svm-primal-tip"));
                match smo.primal_objective() {
                    Some(primal) => ui.monospace(number::fixed(primal, 6)),
                    None => ui.label_formula(t!("views-svm-primal-infeasible")),
                };
                ui.end_row();
                ui.add(egui::Label::new(t!("views-svm-kkt")).extend())
                    .on_hover_formula(t!("views-svm-kkt-tip"));
                ui.monospace(format!(
                    "{} (≤ {})",
                    number::sci(smo.kkt_gap(), 2),
                    number::sci(smo.tol(), 0)
                ));
                ui.end_row();
            });
        if let Some(pair) = smo.last_pair() {
            ui.label_formula(t!(
                "views-svm-pair",
                i = pair.i + 1,
                j = pair.j + 1,
                ai0 = number::fixed(pair.alpha_i[0], 3),
                ai1 = number::fixed(pair.alpha_i[1], 3),
                aj0 = number::fixed(pair.alpha_j[0], 3),
                aj1 = number::fixed(pair.alpha_j[1], 3)
            ));
        }
        if objectives.len() > 1 {
            let ts = objectives.ts().iter().map(|&t| t as f64);
            let dual: Vec<[f64; 2]> = ts
                .clone()
                .zip(objectives.values())
                .map(|(t, o)| [t, o.dual])
                .collect();
            // P from the first t at which w is feasible (the hard margin).
            let primal: Vec<[f64; 2]> = ts
                .zip(objectives.values())
                .filter_map(|(t, o)| Some([t, o.primal?]))
                .collect();
            let sampled = objectives.is_sampled();
            still_plot("svm objectives")
                .x_axis_label("t")
                .height(150.0)
                .show(ui, |plot_ui| {
                    if sampled {
                        trace::mark_samples(plot_ui, dual.clone(), palette::BLUE);
                        trace::mark_samples(plot_ui, primal.clone(), palette::VERMILLION);
                    }
                    plot_ui.line(
                        Line::new(t!("views-svm-dual-curve"), PlotPoints::from(dual))
                            .color(palette::BLUE)
                            .width(2.0),
                    );
                    plot_ui.line(
                        Line::new(t!("views-svm-primal-curve"), PlotPoints::from(primal))
                            .color(palette::VERMILLION)
                            .width(2.0),
                    );
                });
            legend::legend_ui(
                ui,
                &[
                    Entry::line(t!("views-svm-dual-curve"), palette::BLUE),
                    Entry::line(t!("views-svm-primal-curve"), palette::VERMILLION),
                ],
            );
            trace::sampled_note(ui, objectives);
            ui.weak_formula(t!("views-svm-gap-caption"));
        }
    }
}

/// The theory panel's update section for SMO: what one step does (a pair of α, every score
/// moving by the two points' kernel terms), and the last pair.
pub fn update_ui(ui: &mut egui::Ui, smo: &Smo) {
    ui.label_formula(t!("views-update-smo"));
    let Some(pair) = smo.last_pair() else {
        ui.weak_formula(t!("views-update-smo-none-yet"));
        return;
    };
    let (i, j) = (pair.i + 1, pair.j + 1);
    let [ai0, ai1, aj0, aj1] = [
        pair.alpha_i[0],
        pair.alpha_i[1],
        pair.alpha_j[0],
        pair.alpha_j[1],
    ]
    .map(|a| number::fixed(a, 3));
    let text = t!(
        "views-update-smo-pair",
        t = smo.steps().to_string(),
        i = i,
        j = j,
        ai0 = ai0.as_str(),
        ai1 = ai1.as_str(),
        aj0 = aj0.as_str(),
        aj1 = aj1.as_str()
    );
    ui.label(&text);
    let latex = || {
        format!(
            "t = {}:\\quad \\alpha_{{{i}}}: {ai0} \\to {ai1},\\quad \\alpha_{{{j}}}: {aj0} \\to {aj1}",
            smo.steps()
        )
        .replace('−', "-")
    };
    copy_buttons_ui(ui, "smo pair", || text.clone(), latex);
}

/// The geometric margin of the line w on the points, minₙ yₙsₙ/‖(w₁, …, w_d)‖ (negative when a
/// point is on the wrong side); `None` without a line.
pub fn geometric_margin(w: &[f64], data: &Dataset) -> Option<f64> {
    let norm = w.get(1..)?.iter().map(|v| v * v).sum::<f64>().sqrt();
    if !(norm > 0.0 && norm.is_finite()) || data.is_empty() || w.len() != data.row_len() {
        return None;
    }
    let least = (0..data.len())
        .map(|n| data.margin(w, n))
        .fold(f64::INFINITY, f64::min);
    Some(least / norm)
}

/// b of the learner's kernel expansion.
fn expansion_bias(learner: &dyn Learner) -> f64 {
    match learner.model() {
        Model::Kernel(k) => k.b,
        _ => 0.0,
    }
}

/// [w₀, w₁, w₂] of a learner whose score is a line in the plane.
fn linear_weights(learner: &dyn Learner) -> Option<[f64; 3]> {
    match learner.model() {
        Model::Kernel(k) => k.linear_weights.as_deref().and_then(|w| w.try_into().ok()),
        Model::Linear(w) => w.as_slice().try_into().ok(),
        _ => None,
    }
}

/// The margins s = ±1 dashed, the width 2/‖w‖ written beside them, and each point's slack
/// ξₙ = max(0, 1 − yₙsₙ) as a segment to its class's margin line.
fn paint_margins(
    painter: &Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    w: [f64; 3],
    data: &Dataset,
    ink: Color32,
) {
    let normal = DVec2::new(w[1], w[2]);
    let norm2 = normal.length_squared();
    if !(norm2 > 0.0 && norm2.is_finite()) {
        return;
    }
    let dash = Stroke::new(1.5, ink.gamma_multiply(0.8));
    for level in [-1.0, 1.0] {
        if let Some((a, b)) = geometry::line_in_view(view, [w[0] - level, w[1], w[2]]) {
            painter.extend(egui::Shape::dashed_line(
                &[pos2(t.screen_from_plot(a)), pos2(t.screen_from_plot(b))],
                dash,
                8.0,
                6.0,
            ));
        }
    }
    let slack = Stroke::new(2.0, palette::REDDISH_PURPLE);
    for n in 0..data.len() {
        let x = DVec2::new(data.feature(n, 1), data.feature(n, 2));
        let y = data.label(n);
        let ys = y * (w[0] + normal.dot(x));
        if ys < 1.0 && ys.is_finite() {
            // Along the normal, to where y·s = 1.
            let to = x + normal * (y * (1.0 - ys) / norm2);
            painter.line_segment(
                [pos2(t.screen_from_plot(x)), pos2(t.screen_from_plot(to))],
                slack,
            );
        }
    }
    // The width, written where the line crosses the middle of the view.
    if let Some((a, b)) = geometry::line_in_view(view, w) {
        let middle = pos2(t.screen_from_plot((a + b) / 2.0));
        placement::paint_text(
            painter,
            middle + egui::vec2(8.0, 8.0),
            Align2::LEFT_TOP,
            t!(
                "views-svm-margin-width",
                width = number::fixed(2.0 / norm2.sqrt(), 3)
            ),
            FontId::proportional(14.0),
            ink,
        );
    }
}

/// Rings on the support vectors, larger for larger αₙ; dashed where αₙ = C.
fn paint_support_vectors(
    painter: &Painter,
    t: &ScreenFromPlot,
    smo: &crate::svm::Smo,
    data: &Dataset,
    ink: Color32,
) {
    let alpha = smo.alpha();
    if alpha.len() != data.len() {
        return;
    }
    let largest = alpha.iter().copied().fold(0.0, f64::max);
    if largest <= 0.0 {
        return;
    }
    for n in smo.support() {
        let at = pos2(t.screen_from_plot(DVec2::new(data.feature(n, 1), data.feature(n, 2))));
        let radius = 8.0 + 8.0 * (alpha[n] / largest).sqrt() as f32;
        if smo.at_bound(n) {
            let points: Vec<egui::Pos2> = (0..=24)
                .map(|i| {
                    let a = std::f32::consts::TAU * i as f32 / 24.0;
                    at + radius * egui::vec2(a.cos(), a.sin())
                })
                .collect();
            painter.extend(egui::Shape::dashed_line(
                &points,
                Stroke::new(2.0, palette::REDDISH_PURPLE),
                4.0,
                3.0,
            ));
        } else {
            painter.circle_stroke(at, radius, Stroke::new(2.0, ink));
        }
    }
}

/// The Gaussian kernel's bump around point n (seed 004's landmark): circles where
/// K(xₙ, x) = 0.5 and 0.1.
fn paint_bump(
    painter: &Painter,
    t: &ScreenFromPlot,
    data: &Dataset,
    n: usize,
    sigma2: f64,
    ink: Color32,
) {
    let centre = DVec2::new(data.feature(n, 1), data.feature(n, 2));
    let at = pos2(t.screen_from_plot(centre));
    for level in [0.5f64, 0.1] {
        // exp(−r²/(2σ²)) = level ⇔ r = σ·√(2 ln(1/level)).
        let r = (sigma2 * 2.0 * (1.0 / level).ln()).sqrt();
        let r_on_screen = (r * t.points_per_unit()) as f32;
        painter.circle_stroke(at, r_on_screen, Stroke::new(1.0, ink.gamma_multiply(0.6)));
        placement::paint_text(
            painter,
            at + egui::vec2(0.0, -r_on_screen),
            Align2::CENTER_BOTTOM,
            format!("K = {level}"),
            FontId::proportional(12.0),
            ink,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Algorithm, Settings};
    use crate::svm::KernelKind;

    fn ring() -> Dataset {
        let mut data = Dataset::new(2);
        for i in 0..12 {
            let a = std::f64::consts::TAU * f64::from(i) / 12.0;
            data.push(&[0.3 * a.cos(), 0.3 * a.sin()], 1.0)
                .expect("finite");
            data.push(&[a.cos(), a.sin()], -1.0).expect("finite");
        }
        data
    }

    #[test]
    fn margins_of_a_gaussian_svm_come_from_its_score_and_the_trace_closes() {
        let data = ring();
        let mut settings = Settings::new(Algorithm::Svm);
        settings.svm.kernel = KernelKind::Gaussian;
        let mut learner = settings.build(&data).expect("learnable");
        let mut objectives = Vec::new();
        while learner.stopped().is_none() {
            learner.step(&data);
            objectives.push(Objectives::of(learner.smo().expect("SMO")));
        }
        let margins = kernel_margins(learner.as_ref(), &data).expect("a curved score");
        let model = learner.model();
        for (n, m) in margins.iter().enumerate() {
            let x: Vec<f64> = data.features(n).collect();
            assert!((m - data.label(n) * model.score(&x)).abs() < 1e-9);
        }
        // The ring is separable by a Gaussian boundary: every point on its side.
        assert!(margins.iter().all(|&m| m > 0.0));
        let last = objectives.last().expect("records");
        let primal = last.primal.expect("the soft margin's P");
        assert!(
            primal - last.dual < 1e-2 * primal.abs().max(1.0),
            "gap {last:?}"
        );
        assert!(
            objectives
                .windows(2)
                .all(|p| p[1].dual >= p[0].dual - 1e-12)
        );
    }
}
