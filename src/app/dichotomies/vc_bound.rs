//! The VC bound against a measurement: with d_vc, N, ε and δ, the bound 4·m_H(2N)·e^(−ε²N/8)
//! in its polynomial form (and exact for the chosen set), the penalty Ω(N, H, δ) and the sample
//! size the bound asks for; beside them, on one plot over N, Ω and the gap |E_in − E_out| that
//! PLA or pocket shows on seeded samples from a noisy target, so the class sees how loose the
//! bound is and why N ≈ 10·d_vc serves in practice.

use egui_plot::{GridMark, HLine, Legend, Line, LineStyle, PlotPoints, Points, VLine};

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::still_plot::still_plot;
use crate::app::drawing::{formula, palette};
use crate::learn::Algorithm;
use crate::number;
use crate::t;
use crate::vc::{Hypotheses, ln_polynomial_growth, ln_vc_bound, omega_from_ln, sample_size};

use super::Dichotomies;
use super::measure::{Inputs, REPEATS, SIZES};
use super::place::{MAX_DVC, MAX_N, VcInputs};

/// The plot's N from 10¹ to 10^`LARGEST_DECADE`.
const LARGEST_DECADE: f64 = 5.5;

/// A number as the panel writes it: plain when moderate, else with its power of ten.
fn shown(value: f64) -> String {
    if value.is_finite() && (1e-3..1e6).contains(&value.abs()) {
        number::significant(value, 4)
    } else {
        number::sci(value, 3)
    }
}

/// The positive number whose natural log is `ln`, written as [`shown`] writes it, also past
/// f64's range ("1.234e415").
fn shown_from_ln(ln: f64) -> String {
    let value = ln.exp();
    if value.is_finite() && value > 0.0 {
        return shown(value);
    }
    let decimal = ln / std::f64::consts::LN_10;
    let exponent = decimal.floor();
    format!(
        "{}e{}",
        number::fixed(10f64.powf(decimal - exponent), 3),
        number::shortest(exponent)
    )
}

impl Dichotomies {
    /// The section: the inputs, the bound's numbers, and the plot with the measured gap.
    pub(super) fn vc_ui(&mut self, ui: &mut egui::Ui) {
        let h = self.place.hypotheses;
        let mut inputs = self.place.vc.clamped();
        ui.label(formula::body(ui, t!("dichotomies-vc-explanation")));
        egui::Grid::new("dichotomies vc inputs")
            .num_columns(2)
            .show(ui, |ui| {
                let name = ui
                    .label(formula::body(ui, "d_vc"))
                    .on_hover_formula(t!("dichotomies-vc-dvc-tip"));
                ui.horizontal(|ui| {
                    ui.add(egui::DragValue::new(&mut inputs.dvc).range(1..=MAX_DVC))
                        .labelled_by(name.id);
                    if let Some(d) = h.vc_dimension()
                        && ui
                            .button(formula::text(ui.style(), &dvc_of(h, d)))
                            .named_as(&dvc_of(h, d))
                            .clicked()
                    {
                        inputs.dvc = d;
                    }
                });
                ui.end_row();
                let name = ui.label("N").on_hover_formula(t!("dichotomies-vc-n-tip"));
                ui.add(
                    egui::DragValue::new(&mut inputs.n)
                        .range(1..=MAX_N)
                        .speed(10.0),
                )
                .labelled_by(name.id);
                ui.end_row();
                let name = ui.label("ε").on_hover_formula(t!("dichotomies-vc-eps-tip"));
                ui.add(egui::Slider::new(&mut inputs.eps, 0.01..=0.5).logarithmic(true))
                    .labelled_by(name.id);
                ui.end_row();
                let name = ui
                    .label("δ")
                    .on_hover_formula(t!("dichotomies-vc-delta-tip"));
                ui.add(egui::Slider::new(&mut inputs.delta, 0.001..=0.5).logarithmic(true))
                    .labelled_by(name.id);
                ui.end_row();
            });
        self.place.vc = inputs;
        numbers_ui(ui, inputs);
        ui.add_space(6.0);
        ui.strong_formula(t!("dichotomies-vc-measure-heading"));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-vc-measure-explanation",
                repeats = REPEATS,
                sizes = SIZES.len()
            ),
        ));
        let mut algorithm = self.measurement.learner;
        let mut noise = inputs.noise;
        ui.horizontal(|ui| {
            ui.label(formula::body(ui, t!("dichotomies-vc-learner")));
            ui.selectable_value(&mut algorithm, Algorithm::Pla, "PLA");
            ui.selectable_value(
                &mut algorithm,
                Algorithm::Pocket,
                t!("dichotomies-vc-pocket"),
            );
        });
        ui.horizontal(|ui| {
            let name = ui
                .label(t!("dichotomies-vc-noise"))
                .on_hover_formula(t!("dichotomies-vc-noise-tip"));
            ui.add(egui::Slider::new(&mut noise, 0.0..=0.3))
                .labelled_by(name.id);
        });
        self.place.vc.noise = noise;
        self.measurement.learner = algorithm;
        let wanted = Inputs { algorithm, noise };
        match self.measurement.progress() {
            Some(done) => {
                ui.horizontal(|ui| {
                    ui.add(
                        egui::ProgressBar::new(done)
                            .show_percentage()
                            .desired_width(160.0),
                    );
                    if ui.button(t!("dichotomies-vc-stop")).clicked() {
                        self.measurement.stop();
                    }
                });
            }
            None => {
                if ui
                    .button(t!("dichotomies-vc-measure"))
                    .on_hover_formula(t!("dichotomies-vc-measure-tip"))
                    .clicked()
                    && let Err(why) = self.measurement.start(wanted)
                {
                    ui.colored_label(ui.visuals().error_fg_color, why);
                }
            }
        }
        let measured = self
            .measurement
            .done
            .as_ref()
            .filter(|(made_for, _)| *made_for == wanted)
            .map(|(_, gaps)| gaps.as_slice());
        if self.measurement.done.is_some() && measured.is_none() {
            ui.label(formula::weak(ui, t!("dichotomies-vc-measured-other")));
        }
        bound_plot(ui, inputs, measured.unwrap_or(&[]));
        ui.label(formula::weak(ui, t!("dichotomies-vc-plot-note")));
    }
}

/// The bound's numbers at the inputs.
fn numbers_ui(ui: &mut egui::Ui, inputs: VcInputs) {
    let VcInputs {
        dvc, eps, delta, n, ..
    } = inputs;
    let n = n as f64;
    // In logarithms: (2N)^d_vc passes f64's range for large N and d_vc.
    let ln_growth_2n = ln_polynomial_growth(2.0 * n, dvc);
    let ln_bound = ln_vc_bound(n, eps, ln_growth_2n);
    let bound = ln_bound.exp();
    let penalty = omega_from_ln(n, delta, ln_growth_2n);
    for (what, value, tip) in [
        (
            "m_H(2N) ≤ (2N)^d_vc + 1",
            shown_from_ln(ln_growth_2n),
            t!("dichotomies-vc-growth-tip"),
        ),
        (
            "4·m_H(2N)·e^(−ε²N/8)",
            shown_from_ln(ln_bound),
            t!("dichotomies-vc-bound-tip"),
        ),
        ("Ω(N, H, δ)", shown(penalty), t!("dichotomies-vc-omega-tip")),
    ] {
        let font = egui::TextStyle::Monospace.resolve(ui.style());
        let words = format!("{what} = {value}");
        ui.label(formula::job(&words, font, ui.visuals().text_color()))
            .named_as(&words)
            .on_hover_formula(tip);
    }
    if ln_bound >= 0.0 {
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-vc-says-nothing",
                bound = shown_from_ln(ln_bound)
            ),
        ));
    } else {
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-vc-says",
                bound = shown(bound),
                eps = shown(eps)
            ),
        ));
    }
    ui.label(formula::body(
        ui,
        &t!(
            "dichotomies-vc-omega",
            confidence = shown(1.0 - delta),
            omega = shown(penalty)
        ),
    ));
    match sample_size(dvc, eps, delta) {
        Some(needed) => {
            ui.label_formula(t!(
                "dichotomies-vc-sample-size",
                n = needed.to_string(),
                dvc = dvc,
                eps = shown(eps),
                delta = shown(delta),
                rule = 10 * dvc
            ));
        }
        None => {
            ui.label(formula::body(ui, t!("core-vc-bad-eps-delta")));
        }
    }
}

/// Ω(N) over N (log scale, cut at 1 where it says nothing), ε as a line, the inputs' N and the
/// sample size marked, and the measured gaps.
fn bound_plot(ui: &mut egui::Ui, inputs: VcInputs, measured: &[crate::vc::gap::GapAt]) {
    let omega_at =
        |n: f64| omega_from_ln(n, inputs.delta, ln_polynomial_growth(2.0 * n, inputs.dvc));
    let curve: Vec<[f64; 2]> = (0..=120)
        .map(|i| 1.0 + (LARGEST_DECADE - 1.0) * f64::from(i) / 120.0)
        .map(|decade| [decade, omega_at(10f64.powf(decade)).min(1.0)])
        .collect();
    let needed = sample_size(inputs.dvc, inputs.eps, inputs.delta);
    still_plot("dichotomies vc bound")
        .height(240.0)
        .legend(Legend::default())
        .include_y(0.0)
        .include_y(1.0)
        .include_x(1.0)
        .include_x(LARGEST_DECADE)
        .x_axis_label("N")
        .y_axis_label(formula::text(ui.style(), "|E_in − E_out|"))
        .x_grid_spacer(|input| {
            let (low, high) = input.bounds;
            (low.ceil() as i32..=high.floor() as i32)
                .map(|d| GridMark {
                    value: f64::from(d),
                    step_size: 1.0,
                })
                .collect()
        })
        .x_axis_formatter(|mark, _| {
            if (mark.value - mark.value.round()).abs() < 1e-9 {
                number::shortest(10f64.powf(mark.value.round()))
            } else {
                String::new()
            }
        })
        .show(ui, |plot_ui| {
            plot_ui.line(
                Line::new(t!("dichotomies-vc-omega-curve"), PlotPoints::from(curve))
                    .color(palette::GREY)
                    .width(2.5),
            );
            plot_ui.hline(
                HLine::new("", inputs.eps)
                    .color(palette::REDDISH_PURPLE)
                    .style(LineStyle::dashed_loose()),
            );
            plot_ui.vline(VLine::new("", (inputs.n as f64).log10()).color(palette::SKY_BLUE));
            if let Some(needed) = needed {
                plot_ui.vline(
                    VLine::new("", (needed as f64).log10())
                        .color(palette::REDDISH_PURPLE)
                        .style(LineStyle::dotted_dense()),
                );
            }
            if !measured.is_empty() {
                let at = |f: fn(&crate::vc::gap::GapAt) -> f64| -> Vec<[f64; 2]> {
                    measured
                        .iter()
                        .filter(|g| g.repeats > 0)
                        .map(|g| [(g.n as f64).log10(), f(g)])
                        .collect()
                };
                plot_ui.line(
                    Line::new(
                        t!("dichotomies-vc-mean-gap"),
                        PlotPoints::from(at(|g| g.mean_gap)),
                    )
                    .color(palette::BLUE)
                    .width(2.0),
                );
                plot_ui.points(
                    Points::new(t!("dichotomies-vc-mean-gap"), at(|g| g.mean_gap))
                        .color(palette::BLUE)
                        .radius(3.5),
                );
                plot_ui.points(
                    Points::new(t!("dichotomies-vc-largest-gap"), at(|g| g.largest_gap))
                        .color(palette::VERMILLION)
                        .radius(3.5)
                        .shape(egui_plot::MarkerShape::Up),
                );
            }
        });
}

/// The button's words that set d_vc to the chosen set's own.
fn dvc_of(h: Hypotheses, d: u32) -> String {
    t!("dichotomies-vc-dvc-of", hypotheses = h.name(), d = d)
}
