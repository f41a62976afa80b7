//! The convergence panel (MATH.md, "Convergence of PLA"; seeds 000/001): whether the
//! points are linearly separable and, when they are not, that PLA never halts, with pocket one
//! click away; when they are, the widest w_f, R, ρ, the bound R²/ρ² beside the updates T so far,
//! and cos∠(w_f, w_t) over t above the guaranteed curve √t·ρ/R.
//! cos∠(w_f, w_t) comes from the run's record (see
//! [`CosineTrace`](crate::app::classify::run::cosines::CosineTrace)).

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::still_plot::still_plot;
use crate::app::prefs::ClassifyPrefs;
use egui::Ui;
use egui_plot::{Line, LineStyle, PlotPoints, VLine};

use crate::learn::{Algorithm, Init};
use crate::t;
use crate::theory::{MaxMargin, Separability, Witness};

use crate::app::classify::Classify;
use crate::app::command::Command;
use crate::app::drawing::palette;
use crate::app::drawing::trace;
use crate::app::shell::room::Frame;
use crate::number;

impl Classify {
    /// Separability and, for separable points, the convergence numbers and plot.
    pub(in crate::app) fn convergence_ui(
        &mut self,
        ui: &mut Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        let Some(separability) = self.separability(cx.doc.data()).cloned() else {
            ui.weak_formula(t!(
                "views-convergence-too-many-points",
                max = crate::app::classify::steps::MAX_SEPARABILITY_POINTS.to_string()
            ));
            return;
        };
        let algorithm = cx.settings.learner.algorithm;
        match &separability {
            Separability::NotSeparable(witness) => {
                not_separable_ui(ui, witness, algorithm, cx.commands);
                return;
            }
            Separability::SeparableBelowPrecision { .. } | Separability::Undecided(_) => {
                ui.label(separability.describe());
                return;
            }
            Separability::Separable(_) => {}
        }
        let Some(m) = separability.max_margin() else {
            return;
        };
        ui.label_formula(t!("views-convergence-separable"))
            .on_hover_formula(separability.describe());
        let t = self.shown_t().unwrap_or(0);
        numbers_ui(ui, m, t);
        let from_zero = cx.settings.learner.init == Init::Zero
            && self.timeline_range().is_none_or(|(first, _)| first == 0);
        if !algorithm.is_perceptron() {
            ui.label(formula::weak(ui, t!("views-convergence-not-perceptron")));
        } else if !from_zero {
            ui.weak_formula(t!("views-convergence-not-from-zero"));
        }
        let show_w_f = t!("views-convergence-show-w-f");
        ui.checkbox(
            &mut cx.settings.theory.show_w_f,
            formula::text(ui.style(), show_w_f),
        )
        .named_as(show_w_f)
        .on_hover_formula(t!("views-convergence-show-w-f-tip"));

        ui.label(formula::text(ui.style(), t!("views-convergence-cosine")))
            .on_hover_formula(t!("views-convergence-cosine-tip"));
        self.cosine_plot_ui(ui, m, t);
        trace::sampled_note(ui, self.cosine_trace());
        ui.label(formula::weak(ui, t!("views-convergence-plot-caption")));
    }

    /// cos∠(w_f, w_t) up to the t shown, above the guaranteed √t·ρ/R.
    fn cosine_plot_ui(&self, ui: &mut Ui, m: &MaxMargin, t: u64) {
        let cosines = self.cosine_trace();
        let sampled = cosines.is_sampled();
        let records: Vec<[f64; 2]> = cosines
            .ts()
            .iter()
            .zip(cosines.values())
            .take_while(|&(&at, _)| at <= t)
            .map(|(&at, &cos)| [at as f64, cos])
            .collect();
        let latest = self.timeline_range().map_or(t, |r| r.1).max(1);
        let end = latest as f64 * 1.1;
        let guaranteed: PlotPoints<'_> = (0..=200)
            .map(|i| {
                let x = end * f64::from(i) / 200.0;
                [x, (x.sqrt() * m.rho / m.radius).min(1.0)]
            })
            .collect();
        let ink = ui.visuals().strong_text_color();
        still_plot("cosine plot")
            .x_axis_label("t")
            .y_axis_label("cos")
            .include_y(0.0)
            .include_y(1.0)
            .include_x(0.0)
            .height(170.0)
            .show(ui, |plot_ui| {
                plot_ui.line(
                    Line::new(t!("views-convergence-guaranteed"), guaranteed)
                        .color(palette::GREY)
                        .style(LineStyle::Dashed { length: 8.0 })
                        .width(2.0),
                );
                if sampled {
                    trace::mark_samples(plot_ui, records.clone(), palette::BLUISH_GREEN);
                }
                plot_ui.line(
                    Line::new("cos", PlotPoints::from(records))
                        .color(palette::BLUISH_GREEN)
                        .width(2.5)
                        .allow_band(false),
                );
                plot_ui.vline(
                    VLine::new(t!("views-convergence-t-shown"), t as f64)
                        .color(ink.gamma_multiply(0.5)),
                );
            });
    }
}

/// Points no line separates: why (the `witness`), that PLA never halts, and pocket one click away.
fn not_separable_ui(
    ui: &mut Ui,
    witness: &Witness,
    algorithm: Algorithm,
    commands: &mut Vec<Command>,
) {
    ui.colored_label(
        ui.visuals().warn_fg_color,
        t!("views-convergence-not-separable"),
    );
    ui.label_formula(t!(
        "views-convergence-not-separable-why",
        witness = witness.describe()
    ));
    if algorithm != Algorithm::Pocket {
        if ui
            .button(t!("views-convergence-switch-to-pocket"))
            .on_hover_formula(t!("views-convergence-switch-to-pocket-tip"))
            .clicked()
        {
            commands.push(Command::SetAlgorithm(Algorithm::Pocket));
        }
    } else {
        ui.label_formula(t!("views-convergence-pocket-answer"));
    }
}

/// The widest w_f, R, ρ, the bound R²/ρ² and the updates `t` so far, a name and a value a row.
fn numbers_ui(ui: &mut Ui, m: &MaxMargin, t: u64) {
    let bound = m.update_bound();
    // Rows rather than a Grid: a new Grid asks egui for an extra sizing pass, which would
    // make the plane re-fit its view.
    // The names' column takes what the longest name needs (at most 40 % of the panel, as
    // text grows in presentation mode); names and values wrap rather than run out of it.
    let names = [
        t!("views-convergence-bound"),
        t!("views-convergence-updates"),
    ];
    let font = egui::TextStyle::Body.resolve(ui.style());
    let widest = names
        .iter()
        .map(|name| {
            ui.painter()
                .layout_no_wrap((*name).to_owned(), font.clone(), egui::Color32::PLACEHOLDER)
                .size()
                .x
        })
        .fold(0.0, f32::max);
    let name_width = (widest + 8.0).min(0.4 * ui.available_width());
    let row = |ui: &mut Ui, name: &str, tip: &str, value: String| {
        ui.horizontal_top(|ui| {
            ui.allocate_ui_with_layout(
                egui::vec2(name_width, 0.0),
                egui::Layout::top_down(egui::Align::Max),
                |ui| {
                    ui.set_width(name_width);
                    let name_text = formula::text(ui.style(), name);
                    ui.add(egui::Label::new(name_text).wrap())
                        .named_as(name)
                        .on_hover_formula(tip);
                },
            );
            ui.add(egui::Label::new(value).wrap());
        });
    };
    row(
        ui,
        "w_f",
        t!("views-convergence-w-f-tip"),
        format!(
            "({}, {}, {})",
            number::fixed(m.w_f[0], 3),
            number::fixed(m.w_f.get(1).copied().unwrap_or(0.0), 3),
            number::fixed(m.w_f.get(2).copied().unwrap_or(0.0), 3)
        )
        .replace('-', "−"),
    );
    row(
        ui,
        "R",
        t!("views-convergence-radius-tip"),
        number::fixed(m.radius, 4),
    );
    row(
        ui,
        "ρ",
        t!("views-convergence-rho-tip"),
        number::fixed(m.rho, 4),
    );
    row(
        ui,
        t!("views-convergence-bound"),
        t!("views-convergence-bound-tip"),
        number::fixed(bound, 1),
    );
    row(
        ui,
        t!("views-convergence-updates"),
        t!("views-convergence-updates-tip"),
        if (t as f64) <= bound {
            t!("views-convergence-updates-within-bound", t = t.to_string())
        } else {
            t!("views-convergence-updates-over-bound", t = t.to_string())
        },
    );
}
