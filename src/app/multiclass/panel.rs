//! The Several classes workspace's controls (the class a click places, the points' buttons, the presets
//! of several classes, the method and its binary learner, Step, Play, Run to end, Reset), its
//! panel (multiclass E_in over the steps, the binary problem being trained, the confusion
//! table) and its status line.

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::still_plot::still_plot;
use egui::RichText;
use egui_plot::{Line, PlotPoints};

use crate::app::plane::loss_view::LossPanel;
use crate::app::prefs::LossCurves;
use crate::learn::Algorithm;

use super::{Multiclass, MulticlassPrefs, MulticlassPresetKind, TEST_POINTS, method_name, presets};
use crate::app::command::Command;
use crate::app::command::{MulticlassAction, RoomAction};
use crate::app::drawing::palette;
use crate::app::drawing::shapes::{MAX_GROUPS, group_colour, group_symbol};
use crate::app::drawing::trace;
use crate::app::shell::form::form_ui;
use crate::app::shell::room::ControlsContext;
use crate::app::shell::runner::Mode;
use crate::app::shell::shortcuts::ShortcutId;
use crate::app::shell::widgets::{self, command_button_ui, play_button_ui};
use crate::multiclass::{Method, Subproblem};
use crate::number;
use crate::t;

/// The left panel's section of several classes.
pub fn controls_ui(
    ui: &mut egui::Ui,
    prefs: &MulticlassPrefs,
    view: &Multiclass,
    cx: &ControlsContext,
    commands: &mut Vec<Command>,
) {
    let mut edited = prefs.clone();
    ui.strong_formula(t!("controls-points"));
    ui.label_formula(t!("controls-left-click-places"))
        .on_hover_formula(t!("views-classes-place-tip"));
    ui.horizontal_wrapped(|ui| {
        for k in 0..MAX_GROUPS {
            // The key that picks it, then its marker (and name).
            let text = RichText::new(format!("{} {}", k + 1, view.label(k)))
                .color(group_colour(k))
                .strong();
            ui.selectable_value(&mut edited.place, k, text)
                .on_hover_formula(t!("views-classes-place-key-tip", key = k + 1));
        }
    });
    let give = (
        t!("views-classes-give-class"),
        t!("views-classes-give-class-tip"),
    );
    if let Some(n) = widgets::point_buttons_ui(ui, cx, Some(give), commands) {
        commands.push(Command::Room(RoomAction::Multiclass(
            MulticlassAction::GiveClass(n),
        )));
    }
    ui.add_space(4.0);
    form_ui(ui, |form| {
        let preset = &mut edited.preset;
        form.row(
            t!("controls-preset"),
            t!("controls-preset-tip"),
            |ui, label| {
                egui::ComboBox::from_id_salt("classes preset kind")
                    .selected_text(preset.kind.name())
                    .show_ui(ui, |ui| {
                        for kind in MulticlassPresetKind::ALL {
                            ui.selectable_value(&mut preset.kind, kind, kind.name())
                                .on_hover_formula(kind.explanation());
                        }
                    })
                    .response
                    .labelled_by(label.id)
                    .on_hover_formula(preset.kind.explanation());
            },
        );
        widgets::preset_size_row_ui(form, &mut preset.n, presets::MAX_POINTS);
        widgets::preset_seed_row_ui(form, &mut preset.seed);
    });
    if widgets::load_preset_button_ui(ui) {
        commands.push(Command::Room(RoomAction::Multiclass(
            MulticlassAction::LoadPreset(edited.preset),
        )));
    }
    ui.separator();
    learner_ui(ui, &mut edited, view);
    if edited != *prefs {
        commands.push(Command::Room(RoomAction::Multiclass(
            MulticlassAction::SetPrefs(edited),
        )));
    }
    ui.separator();
    run_buttons_ui(ui, prefs, view, cx.mode, commands);
}

fn method_explanation(method: Method) -> &'static str {
    match method {
        Method::Ova => t!("views-classes-ova-tip"),
        Method::Ovo => t!("views-classes-ovo-tip"),
        Method::Structured => t!("views-classes-structured-tip"),
    }
}

/// The method, its binary learner, the budget and the hard view.
fn learner_ui(ui: &mut egui::Ui, edited: &mut MulticlassPrefs, view: &Multiclass) {
    ui.strong_formula(t!("views-classes-heading"));
    for method in [Method::Ova, Method::Ovo, Method::Structured] {
        ui.radio_value(&mut edited.method, method, method_name(method))
            .on_hover_formula(method_explanation(method));
    }
    let structured = edited.method == Method::Structured;
    form_ui(ui, |form| {
        form.row(
            t!("views-classes-binary"),
            t!("views-classes-binary-tip"),
            |ui, label| {
                let shown = if structured {
                    Algorithm::Pla
                } else {
                    edited.algorithm
                };
                ui.add_enabled_ui(!structured, |ui| {
                    egui::ComboBox::from_id_salt("classes binary learner")
                        .selected_text(shown.name())
                        .show_ui(ui, |ui| {
                            for &a in Algorithm::all()
                                .iter()
                                .filter(|a| a.offered_for_several_classes())
                            {
                                ui.selectable_value(&mut edited.algorithm, a, a.name());
                            }
                        })
                        .response
                        .labelled_by(label.id)
                });
            },
        );
        let epochs_tip = t!("views-classes-epochs-tip");
        form.row(t!("views-classes-epochs"), epochs_tip, |ui, _| {
            ui.add(egui::DragValue::new(&mut edited.epochs).range(1..=10_000))
                .on_hover_formula(epochs_tip);
        });
    });
    if edited.method == Method::Ova {
        ui.checkbox(&mut edited.hard_ova, t!("views-classes-hard-ova"))
            .on_hover_formula(t!("views-classes-hard-ova-tip"));
    }
    if let Some(why) = view.unusable() {
        ui.colored_label(ui.visuals().error_fg_color, why);
    }
}

/// Step, Play, Run to end, Reset and the speed.
fn run_buttons_ui(
    ui: &mut egui::Ui,
    prefs: &MulticlassPrefs,
    view: &Multiclass,
    mode: Mode,
    commands: &mut Vec<Command>,
) {
    let can_step = view.can_step();
    ui.horizontal_wrapped(|ui| {
        command_button_ui(
            ui,
            can_step,
            t!("controls-step"),
            t!("views-classes-step-tip"),
            ShortcutId::Step,
            Command::Step,
            commands,
        );
        play_button_ui(ui, mode, can_step, t!("views-classes-play-tip"), commands);
        command_button_ui(
            ui,
            can_step,
            t!("controls-run-to-end"),
            t!("views-classes-run-to-end-tip"),
            ShortcutId::RunToEnd,
            Command::RunToEnd,
            commands,
        );
        command_button_ui(
            ui,
            true,
            t!("controls-reset"),
            t!("views-classes-reset-tip"),
            ShortcutId::Reset,
            Command::Reset,
            commands,
        );
    });
    ui.horizontal(|ui| {
        ui.label_formula(t!("controls-speed"));
        let mut speed = prefs.speed;
        if ui
            .add(egui::Slider::new(&mut speed, 1..=1000).logarithmic(true))
            .on_hover_formula(t!("views-classes-speed-tip"))
            .changed()
        {
            commands.push(Command::Room(RoomAction::Multiclass(
                MulticlassAction::SetPrefs(MulticlassPrefs {
                    speed,
                    ..prefs.clone()
                }),
            )));
        }
    });
}

/// "△ vs rest" or "△ vs □".
pub fn problem_name(view: &Multiclass, which: Subproblem) -> String {
    let positive = view.label(which.positive);
    match which.negative {
        None => t!("views-classes-vs-rest", positive = positive),
        Some(l) => t!(
            "views-classes-vs",
            positive = positive,
            negative = view.label(l)
        ),
    }
}

/// The right-hand panel: E_in over the steps, the problem being trained, the confusion table.
pub fn curves_ui(
    ui: &mut egui::Ui,
    view: &Multiclass,
    losses: &mut LossPanel,
    drawn: &mut LossCurves,
) {
    ui.strong_formula(t!("views-classes-ein-heading"));
    ui.weak_formula(t!("views-classes-ein-caption"));
    let trace = view.errors();
    let errors: Vec<[f64; 2]> = trace
        .ts()
        .iter()
        .zip(trace.values())
        .map(|(&t, &e)| [t as f64, e])
        .collect();
    still_plot("classes E_in")
        .x_axis_label(t!("views-classes-steps"))
        .y_axis_label(formula::text(ui.style(), "E_in"))
        .include_y(0.0)
        .include_x(0.0)
        .height(170.0)
        .show(ui, |plot_ui| {
            if trace.is_sampled() {
                trace::mark_samples(plot_ui, errors.clone(), palette::BLUE);
            }
            plot_ui.line(
                Line::new("", PlotPoints::from(errors))
                    .color(palette::BLUE)
                    .width(1.5),
            );
        });
    trace::sampled_note(ui, trace);
    ui.separator();
    ui.label_formula(problem_text(view));
    if let Some((_, which, _)) = view.current_problem() {
        ui.weak(if which.negative.is_some() {
            t!("views-classes-problem-legend-ovo")
        } else {
            t!("views-classes-problem-legend")
        });
    }
    if let Some((margins, labels)) = view.problem_margins() {
        egui::CollapsingHeader::new(t!("views-classes-problem-losses"))
            .id_salt("problem losses")
            .default_open(true)
            .show(ui, |ui| {
                ui.allocate_ui(egui::vec2(ui.available_width(), 260.0), |ui| {
                    losses.ui_with_labels(ui, drawn, &margins, &labels, None, None);
                });
            });
    }
    ui.separator();
    ui.strong_formula(t!("views-classes-confusion"))
        .on_hover_formula(t!("views-classes-confusion-tip"));
    confusion_ui(ui, view, &view.confusion(), "confusion table");
    if let (Some(e_out), Some(preset)) = (view.e_out(), view.test_preset()) {
        ui.separator();
        ui.label_formula(t!(
            "views-classes-e-out",
            e_out = number::fixed(e_out, 3),
            n = TEST_POINTS,
            preset = preset.kind.name()
        ))
        .on_hover_formula(t!("views-classes-e-out-tip"));
        egui::CollapsingHeader::new(t!("views-classes-test-confusion"))
            .id_salt("fresh confusion")
            .default_open(false)
            .show(ui, |ui| {
                confusion_ui(ui, view, &view.test_confusion(), "fresh confusion table");
            });
    } else if view.per_class().is_some() && !view.points_are_the_presets() {
        ui.separator();
        ui.weak_formula(t!("views-classes-no-e-out"));
    }
}

/// Which binary problem is being trained and its E_in, or that none is.
fn problem_text(view: &Multiclass) -> String {
    match (view.current_problem(), view.learner()) {
        (Some((i, which, e_in)), Some(learner)) => {
            let problems = match learner {
                crate::multiclass::MulticlassLearner::Decomposed(d) => d.len(),
                crate::multiclass::MulticlassLearner::Structured(_) => 1,
            };
            t!(
                "views-classes-training",
                problem = problem_name(view, which),
                i = i + 1,
                n = problems,
                ein = number::fixed(e_in, 3)
            )
        }
        (None, Some(learner)) if !learner.finished() => {
            t!("views-classes-training-structured").to_owned()
        }
        (None, Some(_)) => t!("views-classes-trained").to_owned(),
        (_, None) => String::new(),
    }
}

/// Rows: the true class; columns: the predicted class.
fn confusion_ui(ui: &mut egui::Ui, view: &Multiclass, table: &[Vec<usize>], id: &str) {
    let present = view.present();
    if table.is_empty() {
        return;
    }
    egui::Grid::new(id)
        .striped(true)
        .num_columns(present.len() + 1)
        .show(ui, |ui| {
            ui.weak_formula(t!("views-classes-true-predicted"));
            for &k in present {
                ui.colored_label(group_colour(k), group_symbol(k));
            }
            ui.end_row();
            for (row, &k) in table.iter().zip(present) {
                ui.colored_label(group_colour(k), group_symbol(k));
                for (j, &count) in row.iter().enumerate() {
                    let text = RichText::new(count.to_string());
                    if present[j] == k {
                        ui.label(text.strong());
                    } else if count > 0 {
                        ui.label(text.color(ui.visuals().error_fg_color));
                    } else {
                        ui.weak(text);
                    }
                }
                ui.end_row();
            }
        });
}

/// The status line: the method, the learner's state, t and E_in.
pub fn status_text(prefs: &MulticlassPrefs, view: &Multiclass) -> String {
    if let Some(why) = view.unusable() {
        return why.to_owned();
    }
    let Some(learner) = view.learner() else {
        return String::new();
    };
    let method = match prefs.method {
        Method::Structured => method_name(Method::Structured).to_owned(),
        method => format!("{} · {}", method_name(method), prefs.algorithm.name()),
    };
    let state = match view.current_problem() {
        Some((_, which, _)) => t!(
            "views-classes-status-training",
            problem = problem_name(view, which)
        ),
        None if learner.finished() => t!("views-classes-status-done").to_owned(),
        None => t!("views-classes-status-stepping").to_owned(),
    };
    let e_in = view.e_in().unwrap_or(0.0);
    t!(
        "views-classes-status",
        method = method,
        state = state,
        t = view.t(),
        ein = number::fixed(e_in, 3)
    )
}
