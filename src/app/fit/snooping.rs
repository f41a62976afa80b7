//! Lecture 16's data snooping, measured, in the Fit workspace's panel when it is asked for: the
//! core's [`Snooping`] on targets and points like the settings' draw, its two routes side by
//! side (Q chosen by the test set's error and that error reported, against Q chosen by E_cv and
//! tested once), each with the medians over the draws of its estimate, of the chosen g's exact
//! E_out and of the degree, and how much the estimate fell short; the same as a table for a screen reader. The measure is made again only
//! when the settings it reads change.

use super::cells::{shown, unwrapped};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::FitPrefs;
use crate::app::shell::tables::Table;
use crate::fit::snooping::RouteMedians;
use crate::fit::{Snooping, SnoopingMedians};
use crate::lesson::fit::FitPart;
use crate::number;
use crate::t;

/// The last measure, and the experiment it was made for.
#[derive(Default)]
pub struct SnoopingMeasure {
    measured: Option<(Snooping, Result<SnoopingMedians, String>)>,
}

impl SnoopingMeasure {
    /// Measures again when snooping is asked for and its experiment changed.
    pub fn follow(&mut self, prefs: &FitPrefs) {
        if !prefs.snooping {
            return;
        }
        let study = FitPart::from(prefs).snooping_study();
        if self.measured.as_ref().is_some_and(|(s, _)| *s == study) {
            return;
        }
        let means = study.measure().map_err(|e| e.to_string());
        self.measured = Some((study, means));
    }

    /// The measure of `prefs`' experiment, if it is asked for and made.
    fn of(&self, prefs: &FitPrefs) -> Option<&Result<SnoopingMedians, String>> {
        let study = FitPart::from(prefs).snooping_study();
        self.measured
            .as_ref()
            .filter(|(s, _)| prefs.snooping && *s == study)
            .map(|(_, means)| means)
    }
}

/// The two routes, each with its name and its tooltip.
fn routes(means: &SnoopingMedians) -> [(&'static str, &'static str, RouteMedians); 2] {
    [
        (
            t!("fit-snooping-snooped"),
            t!("fit-snooping-snooped-tip"),
            means.snooped,
        ),
        (
            t!("fit-snooping-honest"),
            t!("fit-snooping-honest-tip"),
            means.honest,
        ),
    ]
}

/// The switch, and under it (when on) the two routes' means.
pub fn snooping_ui(ui: &mut egui::Ui, measure: &SnoopingMeasure, prefs: &mut FitPrefs) {
    ui.checkbox(&mut prefs.snooping, t!("fit-snooping-switch"))
        .on_hover_formula(t!("fit-snooping-switch-tip"));
    let Some(measured) = measure.of(prefs) else {
        return;
    };
    let means = match measured {
        Ok(means) => means,
        Err(why) => {
            ui.colored_label(ui.visuals().error_fg_color, why);
            return;
        }
    };
    ui.strong_formula(t!(
        "fit-snooping-heading",
        draws = means.draws,
        n = prefs.n,
        q_f = prefs.q_f,
        sigma2 = number::shortest(prefs.sigma2)
    ));
    unwrapped(ui, |ui| {
        egui::Grid::new("fit snooping")
            .num_columns(5)
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                ui.label(formula::strong(ui, "Q"));
                ui.label(t!("fit-snooping-estimate"))
                    .on_hover_formula(t!("fit-snooping-estimate-tip"));
                ui.label(formula::strong(ui, "E_out"))
                    .on_hover_formula(t!("fit-e-out-tip"));
                ui.label(t!("fit-snooping-short"))
                    .on_hover_formula(t!("fit-snooping-short-tip"));
                ui.end_row();
                for (name, tip, route) in routes(means) {
                    ui.label(name).on_hover_formula(tip);
                    ui.monospace(number::fixed(route.degree, 1));
                    ui.monospace(shown(route.estimate));
                    ui.monospace(shown(route.e_out));
                    ui.monospace(shown(route.shortfall()));
                    ui.end_row();
                }
            });
    });
    ui.weak_formula(t!(
        "fit-snooping-note",
        short = shown(means.snooped.shortfall())
    ));
}

/// The two routes as a table, when snooping is measured.
pub fn table(measure: &SnoopingMeasure, prefs: &FitPrefs) -> Option<Table> {
    let means = measure.of(prefs)?.as_ref().ok()?;
    Some(Table {
        name: t!(
            "fit-snooping-heading",
            draws = means.draws,
            n = prefs.n,
            q_f = prefs.q_f,
            sigma2 = number::shortest(prefs.sigma2)
        ),
        columns: vec![
            String::new(),
            "Q".to_owned(),
            t!("fit-snooping-estimate").to_owned(),
            "E_out".to_owned(),
            t!("fit-snooping-short").to_owned(),
        ],
        rows: routes(means)
            .into_iter()
            .map(|(name, _, route)| {
                vec![
                    name.to_owned(),
                    number::fixed(route.degree, 1),
                    shown(route.estimate),
                    shown(route.e_out),
                    shown(route.shortfall()),
                ]
            })
            .collect(),
        note: None,
    })
}
