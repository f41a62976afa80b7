//! The settings of the kernel learners in the learner panel: the kernel (linear, Gaussian with
//! σ² and γ = 1/(2σ²) side by side, polynomial with γ, c₀ and degree) and the penalty C on a
//! logarithmic slider from 10⁻³ to 10⁴, or the hard margin (C = ∞).

use crate::app::drawing::formula::FormulaResponse as _;
use crate::app::shell::form::Form;
use crate::learn::Settings;
use crate::number;
use crate::svm::{KernelKind, MAX_DEGREE};
use crate::t;

/// The C slider's range.
const C_RANGE: std::ops::RangeInclusive<f64> = 1e-3..=1e4;
/// The σ² slider's range.
const SIGMA2_RANGE: std::ops::RangeInclusive<f64> = 1e-3..=1e2;

fn kernel_name(kind: KernelKind) -> &'static str {
    match kind {
        KernelKind::Linear => t!("controls-kernel-linear"),
        KernelKind::Gaussian => t!("controls-kernel-gaussian"),
        KernelKind::Polynomial => t!("controls-kernel-poly"),
    }
}

fn kernel_explanation(kind: KernelKind) -> &'static str {
    match kind {
        KernelKind::Linear => t!("controls-kernel-linear-tip"),
        KernelKind::Gaussian => t!("controls-kernel-gaussian-tip"),
        KernelKind::Polynomial => t!("controls-kernel-poly-tip"),
    }
}

/// The rows of the learner form for the kernel and C, when `settings.algorithm` takes them.
pub(in crate::app) fn rows_ui(form: &mut Form<'_>, settings: &mut Settings) {
    let algorithm = settings.algorithm;
    let svm = &mut settings.svm;
    if algorithm.uses_kernel() {
        let kernel = svm.kernel;
        form.row(
            t!("controls-kernel"),
            kernel_explanation(kernel),
            |ui, _| {
                egui::ComboBox::from_id_salt("kernel")
                    .selected_text(kernel_name(svm.kernel))
                    .show_ui(ui, |ui| {
                        for kind in [
                            KernelKind::Linear,
                            KernelKind::Gaussian,
                            KernelKind::Polynomial,
                        ] {
                            ui.selectable_value(&mut svm.kernel, kind, kernel_name(kind))
                                .on_hover_formula(kernel_explanation(kind));
                        }
                    })
                    .response
                    .on_hover_formula(kernel_explanation(svm.kernel));
            },
        );
        match svm.kernel {
            KernelKind::Linear => {}
            KernelKind::Gaussian => {
                form.row("σ²", t!("controls-sigma2-tip"), |ui, _| {
                    ui.add(
                        egui::Slider::new(&mut svm.sigma2, SIGMA2_RANGE)
                            .logarithmic(true)
                            .max_decimals(4),
                    )
                    .on_hover_formula(t!("controls-sigma2-tip"));
                    ui.weak(format!(
                        "γ = {}",
                        number::fixed(1.0 / (2.0 * svm.sigma2), 3)
                    ))
                    .on_hover_formula(t!("controls-gamma-of-sigma2-tip"));
                });
            }
            KernelKind::Polynomial => {
                let tip = t!("controls-poly-tip");
                form.row(t!("controls-degree"), tip, |ui, _| {
                    ui.add(egui::Slider::new(&mut svm.degree, 1..=MAX_DEGREE.min(10)))
                        .on_hover_formula(tip);
                });
                form.row("γ", tip, |ui, _| {
                    ui.add(
                        egui::DragValue::new(&mut svm.gamma)
                            .range(1e-6..=1e6)
                            .speed(0.01),
                    )
                    .on_hover_formula(tip);
                });
                form.row("c₀", tip, |ui, _| {
                    ui.add(egui::DragValue::new(&mut svm.coef0).speed(0.01))
                        .on_hover_formula(tip);
                });
            }
        }
    }
    if algorithm.uses_penalty() {
        form.row("C", t!("controls-c-tip"), |ui, _| {
            ui.vertical(|ui| {
                ui.add_enabled(
                    !svm.hard_margin,
                    egui::Slider::new(&mut svm.c, C_RANGE)
                        .logarithmic(true)
                        .max_decimals(4),
                )
                .on_hover_formula(t!("controls-c-tip"));
                ui.checkbox(&mut svm.hard_margin, t!("controls-hard-margin"))
                    .on_hover_formula(t!("controls-hard-margin-tip"));
            });
        });
    }
}
