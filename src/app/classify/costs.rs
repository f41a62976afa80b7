//! Classify's costs (the course's lecture 8, "Noise and error"): the cost of a false accept and
//! of a false reject give each point its weight (a y = −1 point the false accept's, a y = +1 point
//! the false reject's), with the lecture's supermarket and CIA as presets; E_in^w beside E_in for
//! the learner's answer, with its false accepts and false rejects counted; each point drawn as
//! large as its weight. The learners that take weights (the pocket, by its weighted draw among
//! the mistakes; linear regression and logistic regression, by their weighted errors) learn with
//! them; the others say that they ignore them.

use crate::app::classify::run::Run;
use crate::app::command::Command;
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::plane::PointsBy;
use crate::app::prefs::ClassifyPrefs;
use crate::data::Dataset;
use crate::learn::{self, Order, PointWeights, weighted_error};
use crate::loss::Errors;
use crate::number;
use crate::rows::{dot, is_mistake};
use crate::t;

/// The largest cost the fields take.
const MOST_COST: f64 = 1e6;

/// The lecture's presets: (name, cost of a false accept, cost of a false reject).
fn presets() -> [(&'static str, f64, f64); 3] {
    [
        (t!("controls-costs-equal"), 1.0, 1.0),
        (t!("controls-costs-supermarket"), 1.0, 10.0),
        (t!("controls-costs-cia"), 1000.0, 1.0),
    ]
}

/// `costs` as the weights the learner of `settings` reads: its own when it takes weights (then,
/// for a learner that draws points, by the random draw, the only order that reads them), none
/// otherwise.
pub(in crate::app) fn weighed(
    mut settings: learn::Settings,
    costs: &PointWeights,
) -> learn::Settings {
    if settings.algorithm.takes_point_weights() && !costs.is_equal() {
        settings.point_weights = costs.clone();
        if !settings.algorithm.orders().is_empty() {
            settings.order = Some(Order::Random);
        }
    } else {
        settings.point_weights = PointWeights::Equal;
    }
    settings
}

/// The largest a weighed point's marker grows, times its size at weight 1.
const LARGEST_MARKER: f32 = 2.5;

/// How the plane marks the points under `costs`: each label's markers sized by its weight, on a
/// log scale (×1.5 for ten times the weight, up to ×2.5), the lighter label at its usual size;
/// a label that weighs nothing small.
pub(in crate::app) fn points_by(costs: &PointWeights) -> PointsBy<'static> {
    let (false_accept, false_reject) = costs_of(costs);
    let lightest = false_accept.min(false_reject);
    if costs.is_equal() || false_accept == false_reject {
        return PointsBy::Label;
    }
    let size = |weight: f64| -> f32 {
        if weight <= 0.0 {
            0.6
        } else if lightest <= 0.0 {
            1.0
        } else {
            (1.0 + 0.5 * (weight / lightest).log10() as f32).min(LARGEST_MARKER)
        }
    };
    PointsBy::Weighed {
        positive: size(false_reject),
        negative: size(false_accept),
    }
}

/// The two costs of `weights` (1 and 1 for equal weights).
fn costs_of(weights: &PointWeights) -> (f64, f64) {
    match *weights {
        PointWeights::Cost {
            false_accept,
            false_reject,
        } => (false_accept, false_reject),
        PointWeights::Equal | PointWeights::Each(_) => (1.0, 1.0),
    }
}

/// The costs' block, closed while every point weighs the same: the two fields, the presets and
/// E_in^w beside E_in for the answer; and, open or closed, whether the learner ignores them.
pub(super) fn ui(
    ui: &mut egui::Ui,
    prefs: &mut ClassifyPrefs,
    run: &Run,
    data: &Dataset,
    commands: &mut Vec<Command>,
) {
    // Closed until costs are set: most lectures weigh every point alike.
    egui::CollapsingHeader::new(t!("controls-costs"))
        .default_open(!prefs.costs.is_equal())
        .show(ui, |ui| {
            costs_ui(ui, prefs, commands);
            readout_ui(ui, &prefs.costs, run, data);
        })
        .header_response
        .on_hover_formula(t!("controls-costs-tip"));
    let algorithm = prefs.learner.algorithm;
    if !prefs.costs.is_equal() && !algorithm.takes_point_weights() {
        ui.colored_label(
            ui.visuals().warn_fg_color,
            t!("controls-costs-ignored", algorithm = algorithm.name()),
        );
    }
}

/// The two fields and the presets; new costs restart the learner with them.
fn costs_ui(ui: &mut egui::Ui, prefs: &mut ClassifyPrefs, commands: &mut Vec<Command>) {
    let (mut false_accept, mut false_reject) = costs_of(&prefs.costs);
    egui::Grid::new("costs grid").num_columns(2).show(ui, |ui| {
        for (name, tip, cost) in [
            (
                t!("controls-cost-false-accept"),
                t!("controls-cost-false-accept-tip"),
                &mut false_accept,
            ),
            (
                t!("controls-cost-false-reject"),
                t!("controls-cost-false-reject-tip"),
                &mut false_reject,
            ),
        ] {
            let name = ui.label_formula(name).on_hover_formula(tip);
            ui.add(
                egui::DragValue::new(cost)
                    .range(0.0..=MOST_COST)
                    .custom_parser(crate::number::parse_typed),
            )
            .labelled_by(name.id);
            ui.end_row();
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (name, accept, reject) in presets() {
            if ui.button(name).clicked() {
                (false_accept, false_reject) = (accept, reject);
            }
        }
    });
    let costs = if false_accept == 1.0 && false_reject == 1.0 {
        PointWeights::Equal
    } else {
        PointWeights::Cost {
            false_accept,
            false_reject,
        }
    };
    if costs != prefs.costs {
        prefs.costs = costs;
        commands.push(Command::SetLearnerSettings(prefs.learner.clone()));
    }
}

/// E_in and E_in^w of the run's answer, with its false accepts and false rejects.
fn readout_ui(ui: &mut egui::Ui, costs: &PointWeights, run: &Run, data: &Dataset) {
    let (Some(learner), Ok(weights)) = (run.learner(), costs.of(data)) else {
        return;
    };
    if data.is_empty() {
        return;
    }
    let w = learner.answer();
    let e_in = Errors::of(data, w).zero_one;
    let e_in_w = weights.map_or(e_in, |weights| weighted_error(&weights, data, w));
    let (false_accepts, false_rejects) = false_accepts_and_rejects(data, w);
    ui.label_formula(t!(
        "controls-costs-readout",
        e_in = number::fixed(e_in, 4),
        e_in_w = number::fixed(e_in_w, 4),
        false_accepts = false_accepts,
        false_rejects = false_rejects
    ));
}

/// The mistakes of `w` on `data`: on y = −1 points (false accepts), on y = +1 points (false
/// rejects).
pub fn false_accepts_and_rejects(data: &Dataset, w: &[f64]) -> (usize, usize) {
    (0..data.len())
        .filter(|&n| is_mistake(dot(w, data.signed_row(n))))
        .fold((0, 0), |(accepts, rejects), n| {
            if data.label(n) < 0.0 {
                (accepts + 1, rejects)
            } else {
                (accepts, rejects + 1)
            }
        })
}
