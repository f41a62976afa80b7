//! What Φ costs, in the panel: w listed by Z's features, d̃ and d_vc ≤ d̃ + 1, the VC penalty
//! Ω at this N, and the nested H₀ ⊂ H₁ ⊂ … ⊂ H_Q: E_in of linear regression's g in each H_q on
//! the points (falling) beside E_in + Ω (rising with d_vc), on one plot.

use egui_plot::{Line, PlotPoints, Points};

use crate::app::command::Command;
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::app::prefs::Workspace;
use crate::data::Dataset;
use crate::learn::linear_regression_weights;
use crate::number;
use crate::rows::count_mistakes;
use crate::t;
use crate::transform::{Basis, Transform};
use crate::vc::{ln_polynomial_growth, omega_from_ln};

/// The δ of the penalty Ω shown: with probability at least 1 − δ = 90 %.
pub const DELTA: f64 = 0.1;

/// The highest Q the nested chart reaches at least (a transform of lower degree still shows
/// where it sits among H₀ … H₄).
const LEAST_CHART_DEGREE: u8 = 4;

/// E_in and the bound of one H_q.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rung {
    pub degree: u8,
    /// d_vc ≤ d̃ + 1 of Φ_q.
    pub d_vc: usize,
    /// E_in (0/1) of linear regression's g in H_q.
    pub e_in: f64,
    /// Ω(N, H_q, δ) with m_H(2N) ≤ (2N)^{d_vc} + 1.
    pub omega: f64,
}

/// The nested chart's rungs, kept while the points and Φ stay the same.
#[derive(Default)]
pub struct Nested {
    key: Option<(u64, Transform)>,
    pub rungs: Vec<Rung>,
}

impl Nested {
    /// The rungs for the points `x_data` (in X) under the family of `phi`.
    pub fn follow(&mut self, x_data: &Dataset, phi: &Transform) -> &[Rung] {
        let key = (x_data.id(), phi.clone());
        if self.key.as_ref() != Some(&key) {
            self.rungs = rungs(x_data, phi);
            self.key = Some(key);
        }
        &self.rungs
    }
}

/// Ω(N, H, δ) for lines in a Z of `d_vc` − 1 features, from the polynomial bound on m_H(2N).
pub fn omega(n: usize, d_vc: usize) -> f64 {
    let n = n as f64;
    omega_from_ln(n, DELTA, ln_polynomial_growth(2.0 * n, d_vc as u32))
}

/// E_in of linear regression in H₀ … H_Q (Q: Φ's degree, at least [`LEAST_CHART_DEGREE`]), in
/// Φ's basis; none without points of both classes.
fn rungs(x_data: &Dataset, phi: &Transform) -> Vec<Rung> {
    let n = x_data.len();
    if x_data.check_learnable().is_err() {
        return Vec::new();
    }
    let basis = phi.basis();
    let highest = phi.degree().max(LEAST_CHART_DEGREE);
    let (positives, negatives) = x_data.class_counts();
    // H₀: the constant alone, the majority's label.
    let mut out = vec![Rung {
        degree: 0,
        d_vc: 1,
        e_in: positives.min(negatives) as f64 / n as f64,
        omega: omega(n, 1),
    }];
    for degree in 1..=highest {
        let family = Transform::Poly { degree, basis };
        let Ok(z) = family.apply(x_data) else {
            break;
        };
        let w = linear_regression_weights(&z);
        let d_vc = family.d_vc_bound(x_data.dim());
        out.push(Rung {
            degree,
            d_vc,
            e_in: count_mistakes(z.signed_rows(), &w) as f64 / n as f64,
            omega: omega(n, d_vc),
        });
    }
    out
}

/// The highest d_vc the Dichotomies workspace's VC bound takes.
const MOST_DVC_IN_DICHOTOMIES: usize = 50;

/// The command that opens the Dichotomies workspace's VC bound at `d_vc` and this `n`.
fn open_vc_bound(d_vc: usize, n: usize) -> Command {
    let place = serde_json::json!({ "section": "vc", "vc": { "dvc": d_vc, "n": n.max(1) } });
    let mut places = serde_json::Map::new();
    places.insert("dichotomies".to_owned(), place);
    Command::ShowPlace {
        workspace: Workspace::Dichotomies,
        places,
    }
}

/// The panel's price section: Φ's numbers (and the button that opens them in the Dichotomies
/// workspace's VC bound), w by feature, and the nested chart.
pub fn price_ui(
    ui: &mut egui::Ui,
    phi: &Transform,
    names: &[String],
    w: Option<&[f64]>,
    rungs: &[Rung],
    n: usize,
    commands: &mut Vec<Command>,
) {
    let d_tilde = names.len().saturating_sub(1);
    let d_vc = d_tilde + 1;
    ui.label_formula(t!("transform-price-dims", d_tilde = d_tilde, d_vc = d_vc));
    if n > 0 {
        ui.label_formula(t!(
            "transform-price-omega",
            n = n,
            d_vc = d_vc,
            omega = number::fixed(omega(n, d_vc), 2),
            confidence = number::shortest(100.0 * (1.0 - DELTA))
        ));
    }
    let fits = d_vc <= MOST_DVC_IN_DICHOTOMIES;
    let words = t!("transform-price-open-vc");
    let label = formula::text(ui.style(), words);
    let button = ui
        .add_enabled(fits, egui::Button::new(label))
        .named_as(words);
    let button = if fits {
        button.on_hover_formula(t!("transform-price-open-vc-tip"))
    } else {
        let why = t!(
            "transform-price-open-vc-too-high",
            most = MOST_DVC_IN_DICHOTOMIES
        );
        let why = formula::text(ui.style(), &why);
        button.on_disabled_hover_text(why)
    };
    if button.clicked() {
        commands.push(open_vc_bound(d_vc, n));
    }
    ui.add_space(4.0);
    w_table_ui(ui, names, w);
    ui.add_space(4.0);
    nested_ui(ui, phi, rungs);
}

/// w in Z, a row per feature: its name and its weight.
fn w_table_ui(ui: &mut egui::Ui, names: &[String], w: Option<&[f64]>) {
    ui.strong(t!("transform-w-heading"));
    egui::ScrollArea::vertical()
        .id_salt("transform w")
        .max_height(160.0)
        .show(ui, |ui| {
            egui::Grid::new("transform w grid")
                .num_columns(3)
                .striped(true)
                .show(ui, |ui| {
                    for (i, name) in names.iter().enumerate() {
                        ui.label_formula(format!("w_{i}"));
                        ui.label(name);
                        let value = w.and_then(|w| w.get(i)).copied();
                        ui.monospace(value.map_or_else(|| "—".to_owned(), |v| number::fixed(v, 3)));
                        ui.end_row();
                    }
                });
        });
}

/// E_in and E_in + Ω over the nested H_q, Φ's own q marked.
fn nested_ui(ui: &mut egui::Ui, phi: &Transform, rungs: &[Rung]) {
    ui.strong_formula(t!("transform-nested-heading"));
    if rungs.is_empty() {
        ui.weak(t!("transform-nested-none"));
        return;
    }
    let basis = match phi.basis() {
        Basis::Monomial => t!("transform-basis-monomial"),
        Basis::Legendre => t!("transform-basis-legendre"),
    };
    ui.weak_formula(t!("transform-nested-explanation", basis = basis));
    let at = |r: &Rung, v: f64| [f64::from(r.degree), v];
    let e_in: Vec<[f64; 2]> = rungs.iter().map(|r| at(r, r.e_in)).collect();
    let d_vc: Vec<[f64; 2]> = rungs.iter().map(|r| at(r, r.d_vc as f64)).collect();
    let own = rungs
        .iter()
        .find(|r| matches!(phi, Transform::Poly { degree, .. } if *degree == r.degree));
    let height = 110.0;
    // Two plots over the same Q: E_in (an error, 0 to 1) and d_vc (a count) have no common
    // scale.
    still_plot("transform nested e_in")
        .height(height)
        .include_y(0.0)
        .include_y(0.5)
        .y_axis_label(formula::text(ui.style(), "E_in"))
        .show(ui, |plot| {
            plot.line(Line::new("E_in", PlotPoints::from(e_in.clone())).color(palette::POSITIVE));
            plot.points(
                Points::new("E_in", PlotPoints::from(e_in))
                    .radius(3.0)
                    .color(palette::POSITIVE),
            );
            if let Some(rung) = own {
                plot.points(
                    Points::new(t!("transform-nested-chosen"), vec![at(rung, rung.e_in)])
                        .radius(7.0)
                        .filled(false),
                );
            }
        });
    still_plot("transform nested d_vc")
        .height(height)
        .include_y(0.0)
        .x_axis_label("Q")
        .y_axis_label(formula::text(ui.style(), "d_vc"))
        .show(ui, |plot| {
            plot.line(Line::new("d_vc", PlotPoints::from(d_vc.clone())).color(palette::NEGATIVE));
            plot.points(
                Points::new("d_vc", PlotPoints::from(d_vc))
                    .radius(3.0)
                    .color(palette::NEGATIVE),
            );
        });
    let rows: Vec<String> = rungs
        .iter()
        .map(|r| {
            t!(
                "transform-nested-row",
                q = r.degree,
                d_vc = r.d_vc,
                e_in = number::fixed(r.e_in, 3),
                omega = number::fixed(r.omega, 2)
            )
        })
        .collect();
    for row in rows {
        ui.weak_formula(&row);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_ring_is_fitted_from_h2_on_and_the_bound_grows_with_q() {
        // +1 inside radius 1, −1 on a ring of radius 2.
        let mut features = Vec::new();
        let mut labels = Vec::new();
        for k in 0..16 {
            let angle = f64::from(k) * std::f64::consts::TAU / 16.0;
            let (radius, y) = if k % 2 == 0 { (0.5, 1.0) } else { (2.0, -1.0) };
            features.extend([radius * angle.cos(), radius * angle.sin()]);
            labels.push(y);
        }
        let data = Dataset::from_rows(2, &features, &labels).expect("a ring");
        let rungs = rungs(&data, &Transform::Circle);
        assert_eq!(rungs.len(), 5);
        assert_eq!(rungs[0].e_in, 0.5);
        assert_eq!(rungs[2].e_in, 0.0, "Φ₂ holds the circle");
        assert_eq!(rungs[2].d_vc, 6);
        assert!(rungs.windows(2).all(|w| w[1].omega > w[0].omega));
    }
}
