//! The Fit workspace's controls on the left: the points (placed by a click, as (x, y): no
//! labels, no classification presets), the target (Q_f, σ², N, the seed, the region of x)
//! and the button that draws the points from it; the two fits' degrees and weight decay λ; the
//! validation's V, degree and held-out K; and the heat map or curves to compute, with their
//! runs, progress and Stop. Each edits the workspace's own settings; the draw and the survey
//! are asked for. A switch above them chooses regression on the line or classification in the
//! plane, which has controls of its own.

use super::job::Surveys;
use crate::app::command::{Command, FitAction, RoomAction};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::{
    Around, Choose, FitMode, FitPrefs, MAX_DRAWN, MAX_PLANE_DEGREE, MAX_PLANE_TARGET,
};
use crate::app::shell::room::ControlsContext;
use crate::app::shell::widgets::{labelled_points_ui, point_buttons_ui};
use crate::fit::Study;
use crate::fit::survey::LECTURE_RUNS;
use crate::lesson::fit::Split;
use crate::t;

use super::lambdas::LECTURE_LAMBDAS;

/// A row of a controls grid: `name` (with its tooltip `tip`) and a drag value it names.
pub(super) fn drag_row(
    ui: &mut egui::Ui,
    name: &str,
    tip: &str,
    drag: egui::DragValue<'_>,
) -> egui::Response {
    let label = ui.label(formula::body(ui, name)).on_hover_formula(tip);
    let response = ui.add(drag).labelled_by(label.id).on_hover_formula(tip);
    ui.end_row();
    response
}

/// What the workspace fits: regression on the line or classification in the plane, on one
/// row (the controls below keep Compute within a 800-pixel window).
pub(super) fn mode_ui(ui: &mut egui::Ui, prefs: &mut FitPrefs) {
    let modes = [
        (
            FitMode::Regression,
            t!("fit-mode-regression"),
            t!("fit-mode-regression-tip"),
        ),
        (
            FitMode::Classification,
            t!("fit-mode-classification"),
            t!("fit-mode-classification-tip"),
        ),
    ];
    let chosen = modes.iter().find(|(mode, _, _)| *mode == prefs.mode);
    let (name, tip) = chosen.map_or(("", ""), |(_, name, tip)| (*name, *tip));
    egui::ComboBox::from_id_salt("fit mode")
        .selected_text(name)
        .width(ui.available_width().min(260.0))
        .show_ui(ui, |ui| {
            for (mode, name, tip) in modes {
                ui.selectable_value(&mut prefs.mode, mode, name)
                    .on_hover_formula(tip);
            }
        })
        .response
        .named_as(name)
        .on_hover_formula(tip);
}

/// The two fits' degrees within `degrees`, weight decay λ and the lecture's four λ a click away,
/// under their heading; `tips` are the degrees' and λ's tooltips.
pub(super) fn fits_ui(
    ui: &mut egui::Ui,
    prefs: &mut FitPrefs,
    degrees: std::ops::RangeInclusive<u8>,
    tips: [&str; 2],
) {
    ui.strong_formula(t!("fit-fits-heading"));
    egui::Grid::new("fit degrees")
        .num_columns(2)
        .show(ui, |ui| {
            for (k, degree) in prefs.degrees.iter_mut().enumerate() {
                drag_row(
                    ui,
                    [t!("fit-q-a"), t!("fit-q-b")][k],
                    tips[0],
                    egui::DragValue::new(degree).range(degrees.clone()),
                );
            }
            drag_row(
                ui,
                "λ",
                tips[1],
                egui::DragValue::new(&mut prefs.lambda)
                    .range(0.0..=1000.0)
                    .speed(0.001)
                    .max_decimals(6),
            );
        });
    ui.horizontal_wrapped(|ui| {
        ui.label("λ =");
        for (lambda, name) in LECTURE_LAMBDAS {
            ui.selectable_value(&mut prefs.lambda, lambda, name)
                .on_hover_formula(t!("fit-lambda-preset-tip"));
        }
    });
}

/// A draw's N and seed, two rows of a controls grid; `seed_tip` says what the seed draws.
pub(super) fn draw_rows(ui: &mut egui::Ui, prefs: &mut FitPrefs, seed_tip: &str) {
    drag_row(
        ui,
        "N",
        t!("fit-n-tip"),
        egui::DragValue::new(&mut prefs.n).range(1..=MAX_DRAWN),
    );
    drag_row(
        ui,
        t!("fit-seed"),
        seed_tip,
        egui::DragValue::new(&mut prefs.seed),
    );
}

/// The points: how to place them, and Delete point and Clear all. On the line a point's label
/// means nothing to a fit, so there is no label to place or flip and no classification preset;
/// in the plane, the label a click places and Flip label, as in Classify.
pub(super) fn points_ui(
    ui: &mut egui::Ui,
    prefs: &FitPrefs,
    around: &mut Around,
    cx: &ControlsContext,
    commands: &mut Vec<Command>,
) {
    if prefs.mode == FitMode::Classification {
        labelled_points_ui(ui, around, cx, commands);
        return;
    }
    ui.strong_formula(t!("controls-points"));
    ui.label_formula(t!("fit-points-place"));
    point_buttons_ui(ui, cx, None, commands);
}

pub(super) fn send(commands: &mut Vec<Command>, action: FitAction) {
    commands.push(Command::Room(RoomAction::Fit(action)));
}

/// The controls of regression on the line, editing `prefs`; `points` are on the plane.
pub fn controls_ui(
    ui: &mut egui::Ui,
    prefs: &mut FitPrefs,
    points: usize,
    surveys: &Surveys,
    commands: &mut Vec<Command>,
) {
    target_ui(ui, prefs, commands);
    ui.separator();
    fits_ui(
        ui,
        prefs,
        0..=MAX_PLANE_DEGREE,
        [t!("fit-q-tip"), t!("fit-lambda-tip")],
    );
    ui.separator();
    ui.strong_formula(t!("fit-validation-heading"));
    egui::Grid::new("fit validation")
        .num_columns(2)
        .show(ui, |ui| {
            drag_row(
                ui,
                "V",
                t!("fit-folds-tip"),
                egui::DragValue::new(&mut prefs.folds).range(2..=MAX_DRAWN),
            );
            drag_row(
                ui,
                t!("fit-validated-q"),
                t!("fit-validated-q-tip"),
                egui::DragValue::new(&mut prefs.validated_degree).range(0..=MAX_PLANE_DEGREE),
            );
            // K, and whether D_val is chosen by the seed, on one row.
            let tip = t!("fit-holdout-tip");
            let label = ui.label(formula::body(ui, "K")).on_hover_formula(tip);
            ui.horizontal(|ui| {
                let drag = egui::DragValue::new(&mut prefs.holdout).range(0..=MAX_DRAWN);
                ui.add(drag).labelled_by(label.id).on_hover_formula(tip);
                let mut seeded = prefs.split == Split::Seeded;
                if ui
                    .checkbox(&mut seeded, t!("fit-split-seeded"))
                    .on_hover_formula(t!("fit-split-tip"))
                    .changed()
                {
                    prefs.split = if seeded { Split::Seeded } else { Split::Last };
                }
            });
            ui.end_row();
        });
    ui.horizontal_wrapped(|ui| {
        ui.checkbox(
            &mut prefs.folds_drawn,
            formula::text(ui.style(), t!("fit-folds-drawn")),
        )
        .on_hover_formula(t!("fit-folds-drawn-tip"));
        ui.checkbox(
            &mut prefs.choice_drawn,
            formula::text(ui.style(), t!("fit-choice-drawn")),
        )
        .on_hover_formula(t!("fit-choice-drawn-tip"));
    });
    ui.horizontal_wrapped(|ui| {
        for (choose, name, tip) in [
            (
                Choose::Degree,
                t!("fit-choose-degree"),
                t!("fit-choose-degree-tip"),
            ),
            (
                Choose::Lambda,
                t!("fit-choose-lambda"),
                t!("fit-choose-lambda-tip"),
            ),
        ] {
            ui.radio_value(&mut prefs.choose, choose, formula::text(ui.style(), name))
                .named_as(name)
                .on_hover_formula(tip);
        }
    });
    if ui
        .button(t!("fit-leave-one-out"))
        .on_hover_formula(t!("fit-leave-one-out-tip"))
        .clicked()
    {
        prefs.folds = points.max(2);
    }
    ui.separator();
    survey_controls_ui(ui, prefs, surveys, commands);
}

/// The target's settings (Q_f, σ², N, the seed, the region of x) and the button that draws
/// from it.
fn target_ui(ui: &mut egui::Ui, prefs: &mut FitPrefs, commands: &mut Vec<Command>) {
    ui.strong_formula(t!("fit-target-heading"));
    egui::Grid::new("fit target").num_columns(2).show(ui, |ui| {
        drag_row(
            ui,
            "Q_f",
            t!("fit-q-f-tip"),
            egui::DragValue::new(&mut prefs.q_f).range(0..=MAX_PLANE_TARGET),
        );
        drag_row(
            ui,
            "σ²",
            t!("fit-sigma2-tip"),
            egui::DragValue::new(&mut prefs.sigma2)
                .range(0.0..=4.0)
                .speed(0.01),
        );
        draw_rows(ui, prefs, t!("fit-seed-tip"));
        // The region of x on one row: from and to.
        let tip = t!("fit-region-tip");
        let label = ui
            .label(formula::body(ui, t!("fit-region")))
            .on_hover_formula(tip);
        let [from, to] = &mut prefs.region;
        ui.horizontal(|ui| {
            for (end, name) in [(from, t!("fit-region-from")), (to, t!("fit-region-to"))] {
                // Never "-0.00": a typed −0 is 0.
                let drag = egui::DragValue::new(end)
                    .range(-1.0..=1.0)
                    .speed(0.01)
                    .custom_formatter(|v, _| crate::number::fixed(v, 2));
                ui.add(drag)
                    .labelled_by(label.id)
                    .on_hover_formula(tip)
                    .named_as(name);
            }
        });
        ui.end_row();
    });
    if ui
        .button(t!("fit-draw"))
        .on_hover_formula(t!("fit-draw-tip"))
        .clicked()
    {
        send(commands, FitAction::DrawFromTarget);
    }
}

/// The experiment to compute, its runs, and Compute or the progress with Stop.
fn survey_controls_ui(
    ui: &mut egui::Ui,
    prefs: &mut FitPrefs,
    surveys: &Surveys,
    commands: &mut Vec<Command>,
) {
    ui.strong_formula(t!("fit-survey-heading"));
    let studies = [
        (
            Study::Noise,
            t!("fit-study-noise"),
            t!("fit-study-noise-tip"),
        ),
        (
            Study::Complexity,
            t!("fit-study-complexity"),
            t!("fit-study-complexity-tip"),
        ),
        (
            Study::LearningCurve,
            t!("fit-study-curves"),
            t!("fit-study-curves-tip"),
        ),
        (
            Study::Validation,
            t!("fit-study-over-k"),
            t!("fit-study-over-k-tip"),
        ),
    ];
    // One row for the four: the controls above keep Compute within a 800-pixel window.
    let chosen = studies.iter().find(|(study, _, _)| *study == prefs.study);
    let (name, tip) = chosen.map_or(("", ""), |(_, name, tip)| (*name, *tip));
    egui::ComboBox::from_id_salt("fit study")
        .selected_text(formula::text(ui.style(), name))
        .width(ui.available_width().min(260.0))
        .show_ui(ui, |ui| {
            for (study, name, tip) in studies {
                ui.selectable_value(&mut prefs.study, study, formula::text(ui.style(), name))
                    .named_as(name)
                    .on_hover_formula(tip);
            }
        })
        .response
        .named_as(name)
        .on_hover_formula(tip);
    egui::Grid::new("fit survey").num_columns(2).show(ui, |ui| {
        drag_row(
            ui,
            t!("fit-runs"),
            &t!("fit-runs-tip", runs = LECTURE_RUNS),
            egui::DragValue::new(&mut prefs.runs)
                .range(1..=10 * LECTURE_RUNS)
                .speed(1.0),
        );
    });
    match surveys.progress() {
        Some((done, total)) => {
            ui.horizontal(|ui| {
                ui.add(
                    egui::ProgressBar::new(done as f32 / total.max(1) as f32)
                        .show_percentage()
                        .desired_width(140.0),
                );
                if ui
                    .button(t!("fit-stop"))
                    .on_hover_formula(t!("fit-stop-tip"))
                    .clicked()
                {
                    send(commands, FitAction::StopSurvey);
                }
            });
        }
        None => {
            if ui
                .button(t!("fit-compute"))
                .on_hover_formula(t!("fit-compute-tip"))
                .clicked()
            {
                send(commands, FitAction::StartSurvey);
            }
        }
    }
    if let Some(error) = surveys.error() {
        ui.colored_label(ui.visuals().error_fg_color, error);
    }
}
