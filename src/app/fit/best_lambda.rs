//! Lecture 14's measurement in the Fit workspace's panel: the best weight decay grows with the
//! noise. A switch (off, stochastic, deterministic noise) and, when on, the expected E_out of
//! the degree-15 fit of 30 points against λ, one curve for each noise level, each level's λ*
//! marked, and the λ*'s in words. The curves are computed a slice each frame (a few
//! milliseconds: the window keeps its pace, on the web page too), drawn as they fill in, with
//! the runs done said.

use std::time::Duration;

use egui_plot::{Legend, Line, LineStyle, PlotBounds, PlotPoints, Points, VLine};
use web_time::Instant;

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::fit::{LambdaCurves, LambdaGrid, NoiseKind};
use crate::number;
use crate::t;

/// Runs of each level in the window: each level's λ* steady, the whole in about a second.
pub const WINDOW_RUNS: usize = 300;
/// How long a frame computes.
const SLICE_TIME: Duration = Duration::from_millis(6);
/// The levels' colours, from the least noise to the most.
const LEVEL_COLOURS: [egui::Color32; 3] = [palette::BLUE, palette::ORANGE, palette::VERMILLION];

/// The curves of the noise the settings show, computed or under way.
#[derive(Default)]
pub struct BestLambda {
    curves: Option<LambdaCurves>,
    /// Why the curves cannot be made.
    error: Option<String>,
}

impl BestLambda {
    /// Follows the settings' choice: new curves for a new kind of noise, a slice of runs if they
    /// are not done; whether more frames are needed.
    pub fn follow(&mut self, kind: Option<NoiseKind>) -> bool {
        let Some(kind) = kind else {
            return false;
        };
        if self.curves.as_ref().is_none_or(|c| c.grid().kind != kind) {
            match LambdaCurves::new(LambdaGrid::lecture(kind, WINDOW_RUNS, 0)) {
                Ok(curves) => {
                    self.curves = Some(curves);
                    self.error = None;
                }
                Err(error) => {
                    self.curves = None;
                    self.error = Some(error.to_string());
                    return false;
                }
            }
        }
        let Some(curves) = self.curves.as_mut() else {
            return false;
        };
        let start = Instant::now();
        while !curves.is_done() && start.elapsed() < SLICE_TIME {
            curves.step(1);
        }
        !curves.is_done()
    }

    pub fn curves(&self) -> Option<&LambdaCurves> {
        self.curves.as_ref()
    }
}

/// A level's name, as a plot's legend writes it (no subscript there): "σ² = 0.25" or "f of
/// degree 30".
fn level_name(kind: NoiseKind, level: f64) -> String {
    match kind {
        NoiseKind::Stochastic => format!("σ² = {}", number::shortest(level)),
        NoiseKind::Deterministic => t!("fit-best-lambda-degree", q = number::shortest(level)),
    }
}

/// The switch, and under it the curves when it is on.
pub fn section_ui(ui: &mut egui::Ui, best: &BestLambda, kind: &mut Option<NoiseKind>) {
    ui.horizontal_wrapped(|ui| {
        ui.label_formula(t!("fit-best-lambda-switch"))
            .on_hover_formula(t!("fit-best-lambda-tip"));
        for (value, name) in [
            (None, t!("fit-best-lambda-off")),
            (
                Some(NoiseKind::Stochastic),
                t!("fit-best-lambda-stochastic"),
            ),
            (
                Some(NoiseKind::Deterministic),
                t!("fit-best-lambda-deterministic"),
            ),
        ] {
            ui.selectable_value(kind, value, formula::text(ui.style(), name))
                .named_as(name)
                .on_hover_formula(t!("fit-best-lambda-tip"));
        }
    });
    if kind.is_none() {
        return;
    }
    if let Some(error) = &best.error {
        ui.colored_label(ui.visuals().error_fg_color, error);
        return;
    }
    let Some(curves) = best.curves() else {
        return;
    };
    curves_ui(ui, curves);
}

/// The curves, their λ*, and the runs done.
fn curves_ui(ui: &mut egui::Ui, curves: &LambdaCurves) {
    let grid = curves.grid();
    let all = curves.curves();
    // E_out at λ = 0 has a heavy tail (16 weights on 30 points): the view holds the curves' low
    // part, up to twice the highest least E_out, and says so when a curve leaves it.
    let lows = all
        .iter()
        .filter_map(|c| c.best.map(|b| c.e_out[b]))
        .fold(0.0_f64, f64::max);
    let top = (2.0 * lows).max(0.1);
    let clipped = all
        .iter()
        .any(|c| c.e_out.iter().any(|&e| e.is_finite() && e > top));
    ui.strong_formula(t!(
        "fit-best-lambda-heading",
        n = grid.n,
        q = u32::from(grid.degree)
    ));
    // Room for the plot's top tick label, which stands half above its frame.
    ui.add_space(8.0);
    still_plot("fit best lambda")
        .height(200.0)
        .legend(Legend::default().position(egui_plot::Corner::RightTop))
        .x_axis_label("λ")
        .y_axis_label(formula::text(ui.style(), t!("fit-best-lambda-axis")))
        .show(ui, |plot_ui| {
            let last = grid.lambdas.last().copied().unwrap_or(1.0);
            plot_ui.set_plot_bounds(PlotBounds::from_min_max(
                [-0.02 * last, 0.0],
                [1.02 * last, top],
            ));
            for (curve, colour) in all.iter().zip(LEVEL_COLOURS) {
                let name = level_name(grid.kind, curve.level);
                let points = grid
                    .lambdas
                    .iter()
                    .zip(&curve.e_out)
                    .filter(|(_, e)| e.is_finite())
                    .map(|(&l, &e)| [l, e.min(top * 1.5)]);
                plot_ui.line(
                    Line::new(name.clone(), PlotPoints::from_iter(points))
                        .color(colour)
                        .width(2.0),
                );
                if let Some(b) = curve.best {
                    let at = [grid.lambdas[b], curve.e_out[b]];
                    plot_ui.points(
                        Points::new(name.clone(), vec![at])
                            .color(colour)
                            .radius(5.0),
                    );
                    plot_ui.vline(
                        VLine::new(name, grid.lambdas[b])
                            .color(colour)
                            .style(LineStyle::dashed_loose()),
                    );
                }
            }
        });
    for curve in &all {
        if let Some(b) = curve.best {
            ui.label_formula(t!(
                "fit-best-lambda-one",
                level = level_name(grid.kind, curve.level),
                lambda = number::shortest(grid.lambdas[b]),
                e_out = super::cells::shown(curve.e_out[b])
            ));
        }
    }
    ui.weak_formula(t!(
        "fit-best-lambda-runs",
        done = curves.done_runs(),
        total = curves.total_runs()
    ));
    if clipped {
        ui.weak_formula(t!("fit-best-lambda-clipped"));
    }
}
