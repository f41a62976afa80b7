//! The Fit workspace's right-hand panel: the legend of the curves on the plane, each fit's E_in
//! and E_out (exact, or unknown without the target, and which it is said), the held-out D_val's
//! E_val(g⁻) beside E_out(g⁻) and E_out(g), each fold's E_val and E_cv, the table that chooses Q
//! by E_cv, data snooping measured when asked for, and the heat map or curves; the same numbers
//! as tables for a screen reader, and the status line.
use super::cells::{legend_row, shown, unwrapped};
use super::fits::{Candidate, MOST_FOLD_WORK, g_name};
use super::paint::{
    CHOSEN_COLOUR, FIT_COLOURS, FOLD_COLOUR, HOLDOUT_COLOUR, TARGET_COLOUR, choice_drawn,
    folds_drawn,
};
use super::{FitRoom, Fits};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::plane::CurveEntry;
use crate::app::prefs::{Choose, FitPrefs, WeightView};
use crate::app::shell::tables::Table;
use crate::number;
use crate::t;

/// The curves on the plane as the legend names them: f, the two fits, g⁻ or the folds' fits,
/// and the fit E_cv chose.
pub(super) fn curves(fits: &Fits, prefs: &FitPrefs) -> Vec<CurveEntry> {
    let entry = |colour, width, dashed, name: String, tip| CurveEntry {
        colour,
        width,
        dashed,
        name,
        tip,
    };
    let mut curves = Vec::new();
    if fits.target.is_some() {
        curves.push(entry(
            TARGET_COLOUR,
            2.5,
            true,
            "f".to_owned(),
            t!("fit-legend-target-tip"),
        ));
    }
    for (fit, colour) in fits.fits.iter().zip(FIT_COLOURS) {
        curves.push(entry(
            colour,
            3.0,
            false,
            g_name(fit.degree),
            t!("fit-legend-g-tip"),
        ));
    }
    let q = prefs.validated_degree;
    if fits.held().is_some() {
        let name = t!("fit-legend-g-minus", q = q);
        curves.push(entry(
            HOLDOUT_COLOUR,
            2.5,
            true,
            name,
            t!("fit-legend-g-minus-tip"),
        ));
    } else if folds_drawn(fits, prefs) > 0 {
        let name = t!("fit-legend-folds", q = q);
        curves.push(entry(
            FOLD_COLOUR,
            1.0,
            false,
            name,
            t!("fit-legend-folds-tip"),
        ));
    }
    if let Some(which) = chosen_name(fits).filter(|_| choice_drawn(fits, prefs)) {
        let name = t!("fit-legend-chosen", which = which);
        curves.push(entry(
            CHOSEN_COLOUR,
            2.0,
            true,
            name,
            t!("fit-legend-chosen-tip"),
        ));
    }
    curves
}

/// The panel.
pub fn panel_ui(ui: &mut egui::Ui, room: &FitRoom, prefs: &mut FitPrefs) {
    let Some(fits) = room.fits() else {
        return;
    };
    // A scene about the heat map shows it first, where the stage's panel begins; so does one
    // about data snooping.
    if prefs.compute_on_show {
        super::heat::survey_ui(ui, room.surveys());
        ui.separator();
    }
    if prefs.snooping {
        super::snooping::snooping_ui(ui, &room.snooping, prefs);
        ui.separator();
    }
    // So does the plane of the weights, when it is asked for, under its switch.
    super::weights::switch_ui(ui, &mut prefs.weights);
    if let Some(picture) = fits
        .weights
        .as_ref()
        .filter(|_| prefs.weights != WeightView::Hidden)
    {
        super::weights::weights_ui(ui, picture, prefs.weights);
        ui.separator();
    }
    ui.checkbox(
        &mut prefs.four_lambdas,
        formula::text(ui.style(), t!("fit-lambdas-switch")),
    )
    .on_hover_formula(t!("fit-lambdas-switch-tip"));
    if prefs.four_lambdas {
        super::lambdas::lambdas_ui(ui, fits, &room.four_lambdas);
        ui.separator();
    }
    super::best_lambda::section_ui(ui, &room.best_lambda, &mut prefs.best_lambda);
    if prefs.best_lambda.is_some() {
        ui.separator();
    }
    ui.strong_formula(t!("fit-legend-heading"));
    for curve in curves(fits, prefs) {
        legend_row(ui, &curve);
    }
    if let Some([from, to]) = fits.region {
        ui.weak_formula(t!(
            "fit-region-note",
            from = number::shortest(from),
            to = number::shortest(to)
        ));
    }
    ui.separator();
    errors_ui(ui, fits);
    if fits.holdout.is_some() {
        ui.separator();
        super::held::held_ui(ui, fits, prefs);
    }
    ui.separator();
    validation_ui(ui, fits, prefs);
    if !prefs.snooping {
        ui.separator();
        super::snooping::snooping_ui(ui, &room.snooping, prefs);
    }
    if !prefs.compute_on_show {
        ui.separator();
        super::heat::survey_ui(ui, room.surveys());
    }
}

/// Each fit's E_in and E_out, and where E_out comes from.
fn errors_ui(ui: &mut egui::Ui, fits: &Fits) {
    ui.strong_formula(t!("fit-errors-heading"));
    unwrapped(ui, |ui| {
        egui::Grid::new("fit errors")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                ui.label(formula::strong(ui, "E_in"))
                    .on_hover_formula(t!("fit-e-in-tip"));
                ui.label(formula::strong(ui, "E_out"))
                    .on_hover_formula(t!("fit-e-out-tip"));
                ui.end_row();
                for (fit, colour) in fits.fits.iter().zip(FIT_COLOURS) {
                    ui.colored_label(colour, g_name(fit.degree));
                    ui.monospace(shown(fit.e_in));
                    match fit.e_out {
                        Some(e_out) => ui.monospace(shown(e_out)),
                        None => ui.weak("?"),
                    };
                    ui.end_row();
                }
            });
    });
    match &fits.target {
        Some((_, sigma2)) => {
            ui.weak_formula(t!("fit-e-out-exact", sigma2 = number::shortest(*sigma2)));
        }
        None => {
            ui.weak_formula(t!("fit-e-out-unknown"));
        }
    }
}

/// What the choice varies: "Q" or "λ".
fn varied(choose: Choose) -> &'static str {
    match choose {
        Choose::Degree => "Q",
        Choose::Lambda => "λ",
    }
}

/// The candidate's value of what the choice varies.
fn value_of(choose: Choose, candidate: Candidate) -> String {
    match choose {
        Choose::Degree => candidate.degree.to_string(),
        Choose::Lambda => number::shortest(candidate.lambda),
    }
}

/// "Q = 3" or "λ = 0.01" of the candidate chosen, if any.
fn chosen_name(fits: &Fits) -> Option<String> {
    let (candidate, _) = fits.choice.chosen.as_ref()?;
    Some(candidate.name(fits.choice.choose))
}

/// The choice's heading.
fn choice_heading(fits: &Fits, prefs: &FitPrefs) -> String {
    match fits.choice.choose {
        Choose::Degree => t!("fit-choice-heading").to_owned(),
        Choose::Lambda => t!("fit-choice-lambda-heading", q = prefs.validated_degree),
    }
}

/// V-fold cross-validation's folds and E_cv, and Q or λ chosen by E_cv.
fn validation_ui(ui: &mut egui::Ui, fits: &Fits, prefs: &FitPrefs) {
    ui.strong_formula(t!(
        "fit-validation-of",
        q = prefs.validated_degree,
        folds = prefs.folds
    ));
    match &fits.validation {
        Err(why) => {
            ui.colored_label(ui.visuals().error_fg_color, why);
        }
        Ok(cv) => {
            egui::ScrollArea::vertical()
                .id_salt("fit folds")
                .max_height(180.0)
                .show(ui, |ui| {
                    unwrapped(ui, |ui| {
                        egui::Grid::new("fit folds grid")
                            .num_columns(3)
                            .striped(true)
                            .show(ui, |ui| {
                                for (k, fold) in cv.folds.iter().enumerate() {
                                    ui.label(t!("fit-fold", k = k + 1));
                                    ui.weak(t!(
                                        "fit-fold-points",
                                        first = fold.validation.start + 1,
                                        last = fold.validation.end
                                    ));
                                    ui.label_formula(format!("E_val = {}", shown(fold.e_val)))
                                        .on_hover_formula(t!("fit-e-val-tip"));
                                    ui.end_row();
                                }
                            });
                    })
                });
            ui.label_formula(format!("E_cv = {}", shown(cv.e_cv)))
                .on_hover_formula(t!("fit-e-cv-tip"));
        }
    }
    ui.add_space(4.0);
    ui.strong_formula(choice_heading(fits, prefs));
    if fits.choice.too_much_work {
        ui.weak_formula(t!("fit-choice-too-much", most = MOST_FOLD_WORK));
        return;
    }
    let chosen = fits.choice.chosen.as_ref().map(|(c, _)| *c);
    let choose = fits.choice.choose;
    unwrapped(ui, |ui| {
        egui::Grid::new("fit choice")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.label(varied(choose));
                ui.label(formula::strong(ui, "E_cv"));
                ui.label("");
                ui.end_row();
                for &(candidate, e_cv) in &fits.choice.e_cv {
                    ui.label(value_of(choose, candidate));
                    ui.monospace(e_cv.map_or_else(|| "—".to_owned(), shown));
                    if chosen == Some(candidate) {
                        ui.colored_label(CHOSEN_COLOUR, t!("fit-chosen"))
                            .on_hover_formula(t!("fit-legend-chosen-tip"));
                    } else {
                        ui.label("");
                    }
                    ui.end_row();
                }
            });
    });
}

/// The status line: each fit's E_in and E_out.
pub fn status_text(fits: &Fits) -> String {
    let parts: Vec<String> = fits
        .fits
        .iter()
        .map(|fit| {
            t!(
                "fit-status-fit",
                g = g_name(fit.degree),
                e_in = shown(fit.e_in),
                e_out = fit.e_out.map_or_else(|| "?".to_owned(), shown)
            )
        })
        .collect();
    parts.join(" · ")
}

/// The figure in words, for a screen reader (the plane's description begins with it): the
/// points, the target if any, each fit with its colour and errors, and the validation.
pub fn figure_words(fits: &Fits, prefs: &FitPrefs) -> String {
    let target = match &fits.target {
        Some((f, _)) => t!("fit-figure-target", q_f = f.degree()),
        None => t!("fit-figure-no-target").to_owned(),
    };
    let colours = [t!("fit-colour-first"), t!("fit-colour-second")];
    let [first, second] = [0, 1].map(|k| {
        let fit = &fits.fits[k];
        t!(
            "fit-figure-fit",
            g = g_name(fit.degree),
            colour = colours[k],
            e_in = shown(fit.e_in),
            e_out = fit
                .e_out
                .map_or_else(|| t!("fit-unknown").to_owned(), shown)
        )
    });
    let validation = match &fits.validation {
        Ok(cv) if choice_drawn(fits, prefs) => t!(
            "fit-figure-cv",
            folds = cv.folds.len(),
            q = prefs.validated_degree,
            e_cv = shown(cv.e_cv),
            chosen = chosen_name(fits).unwrap_or_else(|| "—".to_owned())
        ),
        Ok(cv) => t!(
            "fit-figure-cv-unchosen",
            folds = cv.folds.len(),
            q = prefs.validated_degree,
            e_cv = shown(cv.e_cv)
        ),
        Err(why) => t!("fit-figure-no-cv", why = why),
    };
    let figure = t!(
        "fit-figure",
        points = t!("fit-figure-points", n = fits.points.len()),
        target = target,
        first = first,
        second = second,
        validation = validation
    );
    let weights = fits
        .weights
        .as_ref()
        .and_then(|picture| super::weights::words(picture, prefs.weights));
    [Some(figure), super::held::words(fits, prefs), weights]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" ")
}

/// The panel's numbers as tables: the fits' errors, the folds, and the choice of Q.
pub fn tables(fits: &Fits, prefs: &FitPrefs) -> Vec<Table> {
    let unknown = || t!("fit-unknown").to_owned();
    let errors = Table {
        name: t!("fit-errors-heading").to_owned(),
        columns: vec!["g".to_owned(), "E_in".to_owned(), "E_out".to_owned()],
        rows: fits
            .fits
            .iter()
            .map(|fit| {
                vec![
                    g_name(fit.degree),
                    shown(fit.e_in),
                    fit.e_out.map_or_else(unknown, shown),
                ]
            })
            .collect(),
        note: fits
            .target
            .is_none()
            .then(|| t!("fit-e-out-unknown").to_owned()),
    };
    let mut tables = vec![errors];
    tables.extend(
        fits.weights
            .as_ref()
            .and_then(|picture| super::weights::table(picture, prefs.weights)),
    );
    tables.extend(super::held::table(fits, prefs));
    if let Ok(cv) = &fits.validation {
        tables.push(Table {
            name: t!("fit-folds-table").to_owned(),
            columns: vec![t!("fit-fold-column").to_owned(), "E_val".to_owned()],
            rows: cv
                .folds
                .iter()
                .enumerate()
                .map(|(k, fold)| vec![(k + 1).to_string(), shown(fold.e_val)])
                .collect(),
            note: Some(format!("E_cv = {}", shown(cv.e_cv))),
        });
    }
    let choose = fits.choice.choose;
    tables.push(Table {
        name: choice_heading(fits, prefs),
        columns: vec![varied(choose).to_owned(), "E_cv".to_owned()],
        rows: fits
            .choice
            .e_cv
            .iter()
            .map(|&(c, e)| vec![value_of(choose, c), e.map_or_else(unknown, shown)])
            .collect(),
        note: chosen_name(fits).map(|which| t!("fit-legend-chosen", which = which)),
    });
    tables
}
