//! The workspace's figures for a screen reader: the part shown in a few sentences (a node of
//! role Figure after its plots, its description the numbers the plots draw), and its plots as
//! tables for the Tables window.

use crate::app::prefs::{BinsPrefs, BinsSection};
use crate::app::shell::tables::Table;
use crate::bins::binomial::hoeffding;
use crate::bins::coins::CoinSummary;
use crate::number;
use crate::t;

use super::Bins;
use super::coin_game::bad_fraction;

/// The part shown, in words: what its pictures and plots show, with their numbers.
pub(super) fn summary(bins: &Bins, prefs: &BinsPrefs) -> String {
    let words = match prefs.section {
        BinsSection::OneBin => bins.bin_sampling().map(|sampling| {
            let (peak, count) = sampling
                .histogram
                .iter()
                .enumerate()
                .max_by_key(|&(k, c)| (*c, std::cmp::Reverse(k)))
                .map_or((0, 0), |(k, c)| (k, *c));
            let bin = sampling.bin;
            t!(
                "bins-figure-one",
                mu = number::shortest(bin.mu),
                n = bin.n,
                eps = number::shortest(bin.eps),
                samples = sampling.samples,
                peak = number::significant(peak as f64 / bin.n as f64, 3),
                count = count,
                bad = sampling.bad,
                measured = number::fixed(sampling.measured(), 4),
                exact = number::fixed(bin.exact(), 4),
                bound = number::fixed(bin.bound(), 4)
            )
        }),
        BinsSection::Coins => bins.coin_runs().map(|runs| {
            let outcome = runs.outcome();
            let flips = runs.game.flips;
            let bound = hoeffding(flips, prefs.eps);
            let bad =
                |summary: &CoinSummary| number::fixed(bad_fraction(summary, flips, prefs.eps), 4);
            t!(
                "bins-figure-coins",
                coins = runs.game.coins,
                flips = flips,
                runs = outcome.runs,
                first = number::fixed(outcome.nu_1.mean, 4),
                random = number::fixed(outcome.nu_rand.mean, 4),
                least = number::fixed(outcome.nu_min.mean, 4),
                bad_first = bad(&outcome.nu_1),
                bad_random = bad(&outcome.nu_rand),
                bad_least = bad(&outcome.nu_min),
                bound = number::fixed(bound, 4)
            )
        }),
        BinsSection::ManyBins => bins.many_sampling().map(|sampling| {
            let outcome = sampling.outcome();
            t!(
                "bins-figure-many",
                m = sampling.bins.hypotheses.len(),
                n = sampling.n,
                samples = outcome.samples,
                measured = number::fixed(outcome.measured, 4),
                bound = number::fixed(outcome.union_bound, 4),
                e_in = number::fixed(outcome.chosen_mean_nu, 4),
                e_out = number::fixed(outcome.chosen_mean_mu, 4)
            )
        }),
    };
    words.unwrap_or_else(|| bins.status_text(prefs))
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

/// The part shown's histograms as tables: by ν, the samples (or each coin's runs).
pub(super) fn tables(bins: &Bins, prefs: &BinsPrefs) -> Vec<Table> {
    let table = match prefs.section {
        BinsSection::OneBin => bins.bin_sampling().map(|sampling| {
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
        }),
        BinsSection::Coins => bins.coin_runs().map(|runs| {
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
        }),
        BinsSection::ManyBins => bins.many_sampling().map(|sampling| {
            let outcome = sampling.outcome();
            let rows = (0..sampling.bins.mu.len())
                .map(|i| {
                    vec![
                        format!("h{}", number::subscript(i + 1)),
                        number::fixed(sampling.bins.mu[i], 4),
                        outcome.bad_per_hypothesis[i].to_string(),
                    ]
                })
                .collect();
            Table {
                name: t!("bins-table-many").to_owned(),
                columns: vec![
                    "h".to_owned(),
                    "μ".to_owned(),
                    t!("bins-many-bad-column").to_owned(),
                ],
                rows,
                note: None,
            }
        }),
    };
    table.into_iter().collect()
}
