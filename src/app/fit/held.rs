//! The held-out split in the Fit workspace's panel (lecture 15): which K points are D_val, and
//! g⁻ (learned on the other N − K) beside g (learned again on all N): E_in of each on what it
//! learned from, E_val(g⁻) on D_val, and each one's E_out (exact on the target's draw, else
//! unknown); the same as a table for a screen reader, and in words.

use super::Fits;
use super::cells::{shown, unwrapped};
use super::paint::HOLDOUT_COLOUR;
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::FitPrefs;
use crate::app::shell::tables::Table;
use crate::lesson::fit::{HoldoutErrors, Split};
use crate::t;

/// The section's heading: K of N, and how D_val was chosen.
fn heading(prefs: &FitPrefs, n: usize) -> String {
    let how = match prefs.split {
        Split::Last => t!("fit-held-last"),
        Split::Seeded => t!("fit-held-seeded"),
    };
    t!(
        "fit-held-heading",
        k = prefs.holdout,
        n = n,
        q = prefs.validated_degree,
        how = how
    )
}

/// The rows: g⁻ and g, with E_in, E_val and E_out ("—" where a value has no meaning).
fn rows(held: &HoldoutErrors) -> [[String; 4]; 2] {
    let unknown = || t!("fit-unknown").to_owned();
    let h = &held.holdout;
    [
        [
            "g⁻".to_owned(),
            shown(h.e_in_minus),
            shown(h.e_val),
            held.e_out_minus.map_or_else(unknown, shown),
        ],
        [
            "g".to_owned(),
            shown(h.e_in),
            "—".to_owned(),
            held.e_out.map_or_else(unknown, shown),
        ],
    ]
}

/// The section: its heading, then the two rows under E_in, E_val and E_out, or why K cannot be.
pub fn held_ui(ui: &mut egui::Ui, fits: &Fits, prefs: &FitPrefs) {
    ui.strong_formula(heading(prefs, fits.points.len()));
    let held = match &fits.holdout {
        Some(Ok(held)) => held,
        Some(Err(why)) => {
            ui.colored_label(ui.visuals().error_fg_color, why);
            return;
        }
        None => return,
    };
    unwrapped(ui, |ui| {
        egui::Grid::new("fit held out")
            .num_columns(4)
            .striped(true)
            .show(ui, |ui| {
                ui.label("");
                for (name, tip) in [
                    ("E_in", t!("fit-held-e-in-tip")),
                    ("E_val", t!("fit-held-e-val-tip")),
                    ("E_out", t!("fit-e-out-tip")),
                ] {
                    ui.label(formula::strong(ui, name)).on_hover_formula(tip);
                }
                ui.end_row();
                for (k, row) in rows(held).into_iter().enumerate() {
                    let [name, rest @ ..] = row;
                    if k == 0 {
                        ui.colored_label(HOLDOUT_COLOUR, name);
                    } else {
                        ui.label(name);
                    }
                    for value in rest {
                        ui.monospace(value);
                    }
                    ui.end_row();
                }
            });
    });
    ui.weak_formula(t!("fit-held-note"));
}

/// The section as a table.
pub fn table(fits: &Fits, prefs: &FitPrefs) -> Option<Table> {
    let held = fits.held()?;
    Some(Table {
        name: heading(prefs, fits.points.len()),
        columns: ["", "E_in", "E_val", "E_out"].map(str::to_owned).to_vec(),
        rows: rows(held).map(|row| row.to_vec()).to_vec(),
        note: Some(t!("fit-held-note").to_owned()),
    })
}

/// The section in words, for the figure's description.
pub fn words(fits: &Fits, prefs: &FitPrefs) -> Option<String> {
    let held = fits.held()?;
    let [minus, all] = rows(held);
    Some(t!(
        "fit-figure-held",
        heading = heading(prefs, fits.points.len()),
        e_val = minus[2].as_str(),
        e_out_minus = minus[3].as_str(),
        e_out = all[3].as_str()
    ))
}
