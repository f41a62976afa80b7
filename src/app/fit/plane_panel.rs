//! The Fit workspace's panel in classification: the legend of the plane (the target's circle,
//! the two boundaries), each fit's E_in and E_out under the 0/1 error with where E_out comes
//! from (p + (1 − 2p)·P[g ≠ f], P[g ≠ f] on how many fresh points, or unknown off the draw) and
//! where logistic regression's descent stopped; the same as a table and as words for a screen
//! reader, and the status line.

use super::cells::{legend_row, shown, unwrapped};
use super::fits::g_name;
use super::paint::TARGET_COLOUR;
use super::plane::{BOUNDARY_COLOURS, PlaneFits};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::plane::CurveEntry;
use crate::app::prefs::FitPrefs;
use crate::app::shell::tables::Table;
use crate::fit::Classifier;
use crate::fit::classify::{Descent, OutOfSample, PlaneG};
use crate::number;
use crate::t;

/// "g₂" of a fit, by the degree it was fitted with.
fn name(g: &PlaneG) -> String {
    g_name(g.features.degree())
}

/// E_out as shown: its value, or "?".
fn e_out_text(e_out: Option<&OutOfSample>) -> String {
    e_out.map_or_else(|| "?".to_owned(), |e| shown(e.e_out))
}

/// Where E_out comes from.
fn e_out_note(fits: &PlaneFits) -> String {
    match (fits.flip, fits.duel.fits[0].1) {
        (Some(flip), Some(e_out)) => t!(
            "fit-plane-e-out-estimated",
            flip = number::shortest(flip),
            samples = number::grouped(e_out.samples)
        ),
        _ => t!("fit-e-out-unknown").to_owned(),
    }
}

/// Where gradient descent stopped, for logistic regression; when the steps ran out on points
/// that g separates without weight decay, why no number of steps would do.
fn descent_text(g: &PlaneG, descent: &Descent, lambda: f64) -> String {
    let (name, steps) = (name(g), descent.steps);
    let gradient = number::significant(descent.gradient_norm, 2);
    if descent.converged {
        return t!(
            "fit-plane-descent-converged",
            g = name,
            steps = steps,
            gradient = gradient
        );
    }
    let capped = t!(
        "fit-plane-descent-capped",
        g = name,
        steps = steps,
        gradient = gradient
    );
    if lambda > 0.0 || g.e_in > 0.0 {
        return capped;
    }
    format!("{capped} {}", t!("fit-plane-descent-unbounded"))
}

/// The curves on the plane as the legend names them: the target's circle and the two boundaries.
pub(super) fn curves(fits: &PlaneFits) -> Vec<CurveEntry> {
    let target = CurveEntry {
        colour: TARGET_COLOUR,
        width: 2.5,
        dashed: true,
        name: "f".to_owned(),
        tip: t!("fit-plane-legend-target-tip"),
    };
    let boundaries = fits.duel.fits.iter().zip(BOUNDARY_COLOURS);
    std::iter::once(target)
        .chain(boundaries.map(|((g, _), colour)| CurveEntry {
            colour,
            width: 3.0,
            dashed: false,
            name: name(g),
            tip: t!("fit-plane-legend-g-tip"),
        }))
        .collect()
}

/// The panel.
pub fn panel_ui(ui: &mut egui::Ui, fits: &PlaneFits, prefs: &FitPrefs) {
    ui.strong_formula(t!("fit-legend-heading"));
    for curve in curves(fits) {
        legend_row(ui, &curve);
    }
    ui.separator();
    ui.strong_formula(t!("fit-errors-heading"));
    unwrapped(ui, |ui| {
        egui::Grid::new("fit plane errors")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                ui.label(formula::strong(ui, "E_in"))
                    .on_hover_formula(t!("fit-plane-e-in-tip"));
                ui.label(formula::strong(ui, "E_out"))
                    .on_hover_formula(t!("fit-plane-e-out-tip"));
                ui.end_row();
                for ((g, e_out), colour) in fits.duel.fits.iter().zip(BOUNDARY_COLOURS) {
                    ui.colored_label(colour, name(g));
                    ui.monospace(shown(g.e_in));
                    ui.monospace(e_out_text(e_out.as_ref()));
                    ui.end_row();
                }
            });
    });
    ui.weak_formula(e_out_note(fits));
    if prefs.classifier == Classifier::Logistic {
        for (g, _) in &fits.duel.fits {
            if let Some(descent) = &g.descent {
                ui.weak_formula(descent_text(g, descent, prefs.lambda));
            }
        }
    }
}

/// The status line: each fit's E_in and E_out.
pub fn status_text(fits: &PlaneFits) -> String {
    let parts: Vec<String> = fits
        .duel
        .fits
        .iter()
        .map(|(g, e_out)| {
            t!(
                "fit-status-fit",
                g = name(g),
                e_in = shown(g.e_in),
                e_out = e_out_text(e_out.as_ref())
            )
        })
        .collect();
    parts.join(" · ")
}

/// The figure in words, for a screen reader: the points, the target, each boundary with its
/// colour and errors, and where E_out comes from.
pub fn figure_words(fits: &PlaneFits, prefs: &FitPrefs) -> String {
    let colours = [t!("fit-plane-colour-first"), t!("fit-plane-colour-second")];
    let [first, second] = [0, 1].map(|k| {
        let (g, e_out) = &fits.duel.fits[k];
        t!(
            "fit-figure-fit",
            g = name(g),
            colour = colours[k],
            e_in = shown(g.e_in),
            e_out = e_out.map_or_else(|| t!("fit-unknown").to_owned(), |e| shown(e.e_out))
        )
    });
    let learner = match prefs.classifier {
        Classifier::LinearRegression => t!("fit-plane-linear"),
        Classifier::Logistic => t!("fit-plane-logistic"),
    };
    t!(
        "fit-plane-figure",
        n = fits.n,
        learner = learner,
        lambda = number::shortest(prefs.lambda.max(0.0)),
        first = first,
        second = second,
        source = e_out_note(fits)
    )
}

/// The errors as a table.
pub fn tables(fits: &PlaneFits) -> Vec<Table> {
    vec![Table {
        name: t!("fit-errors-heading").to_owned(),
        columns: vec!["g".to_owned(), "E_in".to_owned(), "E_out".to_owned()],
        rows: fits
            .duel
            .fits
            .iter()
            .map(|(g, e_out)| {
                vec![
                    name(g),
                    shown(g.e_in),
                    e_out.map_or_else(|| t!("fit-unknown").to_owned(), |e| shown(e.e_out)),
                ]
            })
            .collect(),
        note: Some(e_out_note(fits)),
    }]
}
