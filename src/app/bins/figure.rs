//! The workspace's figures for a screen reader: the part shown in a few sentences (a node of
//! role Figure after its plots, its description the numbers the plots draw), and its plots as
//! tables for the Tables window.

use crate::app::prefs::{BinsPrefs, BinsSection};
use crate::app::shell::tables::Table;
use crate::number;
use crate::t;

use super::Bins;

/// The part shown, in words.
pub(super) fn summary(bins: &Bins, prefs: &BinsPrefs) -> String {
    let status = bins.status_text(prefs);
    t!("bins-figure", status = status)
}

/// A node of role Figure holding `summary` (nothing drawn: the plots above are its picture).
pub(super) fn node_ui(ui: &mut egui::Ui, summary: &str) {
    let response = ui.allocate_response(egui::vec2(1.0, 1.0), egui::Sense::hover());
    let summary = summary.to_owned();
    ui.ctx().accesskit_node_builder(response.id, |node| {
        node.set_role(egui::accesskit::Role::Figure);
        node.set_label(t!("bins-figure-name"));
        node.set_description(summary);
    });
}

/// The part shown's histograms as tables: by k, the count and (for one bin) the exact law.
pub(super) fn tables(bins: &Bins, prefs: &BinsPrefs) -> Vec<Table> {
    match prefs.section {
        BinsSection::OneBin => bins
            .bin_sampling()
            .map(|sampling| {
                let n = sampling.bin.n as f64;
                Table {
                    name: t!("bins-table-histogram").to_owned(),
                    columns: vec!["ν".to_owned(), t!("bins-plot-count").to_owned()],
                    rows: sampling
                        .histogram
                        .iter()
                        .enumerate()
                        .map(|(k, c)| vec![number::significant(k as f64 / n, 4), c.to_string()])
                        .collect(),
                    note: None,
                }
            })
            .into_iter()
            .collect(),
        BinsSection::Coins => bins
            .coin_runs()
            .map(|runs| {
                let outcome = runs.outcome();
                let flips = runs.game.flips as f64;
                let rows = (0..outcome.nu_1.histogram.len())
                    .map(|k| {
                        vec![
                            number::significant(k as f64 / flips, 4),
                            outcome.nu_1.histogram[k].to_string(),
                            outcome.nu_rand.histogram[k].to_string(),
                            outcome.nu_min.histogram[k].to_string(),
                        ]
                    })
                    .collect();
                Table {
                    name: t!("bins-table-coins").to_owned(),
                    columns: vec![
                        "ν".to_owned(),
                        "ν₁".to_owned(),
                        t!("bins-table-random").to_owned(),
                        t!("bins-table-least").to_owned(),
                    ],
                    rows,
                    note: None,
                }
            })
            .into_iter()
            .collect(),
        BinsSection::ManyBins => Vec::new(),
    }
}
