//! K-means' controls (K, the start, the seed, Step by halves, Step back, Play, Run to end,
//! Reset, restarts, the elbow plot, the timeline) and its panel of curves: J over the half
//! steps, the spread of final J over restarts and the elbow plot; and the status line.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};

use crate::app::drawing::still_plot::still_plot;
use egui_plot::{Line, LineStyle, PlotPoints, Points, VLine};

use super::{Cluster, ClusterPrefs, MAX_K, RESTARTS, RestartSpread, Start};
use crate::app::command::Command;
use crate::app::command::{ClusterAction, RoomAction};
use crate::app::drawing::formula;
use crate::app::drawing::legend::{self, Entry, Sample};
use crate::app::drawing::palette;
use crate::app::drawing::shapes::{group_colour, group_symbol};
use crate::app::shell::copy::copy_buttons_ui;
use crate::app::shell::runner::Mode;
use crate::app::shell::shortcuts::ShortcutId;
use crate::app::shell::widgets::{command_button_ui, play_button_ui, with_keys};
use crate::cluster::{ElbowPoint, Half};
use crate::number::{self, subscript};
use crate::t;

/// The left panel's K-means section.
pub fn controls_ui(
    ui: &mut egui::Ui,
    prefs: &ClusterPrefs,
    view: &Cluster,
    mode: Mode,
    commands: &mut Vec<Command>,
) {
    ui.strong_formula(t!("views-kmeans-heading"));
    settings_ui(ui, prefs, commands);
    if prefs.start == Start::Clicked {
        clicked_centres_ui(ui, prefs, view, commands);
    }
    if let Some(why) = view.unusable() {
        ui.colored_label(ui.visuals().error_fg_color, why);
    }
    cluster_sizes_ui(ui, view);
    ui.separator();
    steps_ui(ui, prefs, view, mode, commands);
    restarts_ui(ui, view, commands);
    timeline_ui(ui, view, commands);
}

/// K, the start and the seed.
fn settings_ui(ui: &mut egui::Ui, prefs: &ClusterPrefs, commands: &mut Vec<Command>) {
    let mut edited = *prefs;
    egui::Grid::new("kmeans settings")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("K").on_hover_formula(t!("views-kmeans-k-tip"));
            ui.add(egui::Slider::new(&mut edited.k, 1..=MAX_K))
                .on_hover_formula(t!("views-kmeans-k-tip"));
            ui.end_row();
            ui.label_formula(t!("views-kmeans-start"))
                .on_hover_formula(t!("views-kmeans-start-tip"));
            egui::ComboBox::from_id_salt("kmeans start")
                .selected_text(start_name(edited.start))
                .show_ui(ui, |ui| {
                    for start in [Start::Random, Start::PlusPlus, Start::Clicked] {
                        ui.selectable_value(&mut edited.start, start, start_name(start))
                            .on_hover_formula(start_explanation(start));
                    }
                })
                .response
                .on_hover_formula(start_explanation(prefs.start));
            ui.end_row();
            ui.label_formula(t!("controls-seed"))
                .on_hover_formula(t!("views-kmeans-seed-tip"));
            ui.add_enabled(
                edited.start != Start::Clicked,
                egui::DragValue::new(&mut edited.seed),
            )
            .on_hover_formula(t!("views-kmeans-seed-tip"));
            ui.end_row();
        });
    if edited != *prefs {
        commands.push(Command::Room(RoomAction::Cluster(ClusterAction::SetPrefs(
            edited,
        ))));
    }
}

/// With clicked centres: how many are placed of K, and Clear.
fn clicked_centres_ui(
    ui: &mut egui::Ui,
    prefs: &ClusterPrefs,
    view: &Cluster,
    commands: &mut Vec<Command>,
) {
    let placed = view.clicked().len() / 2;
    let k = prefs.clamped_k();
    ui.label(if view.kmeans().is_some() {
        t!("views-kmeans-clicked-all", k = k)
    } else {
        t!("views-kmeans-click-centres", placed = placed, k = k)
    });
    if ui
        .add_enabled(
            placed > 0,
            egui::Button::new(t!("views-kmeans-clear-clicks")),
        )
        .on_hover_formula(t!("views-kmeans-clear-clicks-tip"))
        .clicked()
    {
        commands.push(Command::Room(RoomAction::Cluster(
            ClusterAction::ClearClicked,
        )));
    }
}

/// Each cluster's symbol, centre and number of points.
fn cluster_sizes_ui(ui: &mut egui::Ui, view: &Cluster) {
    let Some(kmeans) = view.kmeans() else {
        return;
    };
    if kmeans.labels().is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        for (i, size) in kmeans.cluster_sizes().iter().enumerate() {
            ui.colored_label(
                group_colour(i),
                format!("{} μ{} {size}", group_symbol(i), subscript(i + 1)),
            )
            .on_hover_formula(t!("views-kmeans-size-tip", size = *size));
        }
    });
}

/// Step by halves, Step back, Play and its speed, Run to end and Reset.
fn steps_ui(
    ui: &mut egui::Ui,
    prefs: &ClusterPrefs,
    view: &Cluster,
    mode: Mode,
    commands: &mut Vec<Command>,
) {
    let can_step = view.can_step();
    let next = match view.kmeans().map(|k| k.next_half()) {
        Some(Half::Move) => t!("views-kmeans-step-move"),
        _ => t!("views-kmeans-step-assign"),
    };
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(can_step, egui::Button::new(next))
            .on_hover_formula(with_keys(t!("views-kmeans-step-tip"), ShortcutId::Step))
            .clicked()
        {
            commands.push(Command::Step);
        }
        if ui
            .add_enabled(
                !view.shown_steps().is_empty(),
                egui::Button::new(t!("runview-step-back")),
            )
            .on_hover_formula(with_keys(
                t!("views-kmeans-step-back-tip"),
                ShortcutId::StepBack,
            ))
            .clicked()
        {
            commands.push(Command::StepBack);
        }
        play_button_ui(ui, mode, can_step, t!("views-kmeans-play-tip"), commands);
    });
    ui.horizontal(|ui| {
        ui.label_formula(t!("controls-speed"));
        let mut speed = prefs.speed;
        if ui
            .add(
                egui::Slider::new(&mut speed, 1..=60)
                    .logarithmic(true)
                    .suffix(t!("views-kmeans-speed-suffix")),
            )
            .on_hover_formula(t!("views-kmeans-speed-tip"))
            .changed()
        {
            commands.push(Command::Room(RoomAction::Cluster(ClusterAction::SetPrefs(
                ClusterPrefs { speed, ..*prefs },
            ))));
        }
    });
    ui.horizontal_wrapped(|ui| {
        command_button_ui(
            ui,
            can_step,
            t!("controls-run-to-end"),
            t!("views-kmeans-run-to-end-tip"),
            ShortcutId::RunToEnd,
            Command::RunToEnd,
            commands,
        );
        command_button_ui(
            ui,
            true,
            t!("controls-reset"),
            t!("views-kmeans-reset-tip"),
            ShortcutId::Reset,
            Command::Reset,
            commands,
        );
    });
}

/// The restarts and the elbow plot, computed in the background (a spinner meanwhile).
fn restarts_ui(ui: &mut egui::Ui, view: &Cluster, commands: &mut Vec<Command>) {
    ui.horizontal_wrapped(|ui| {
        let idle = !view.is_computing() && view.unusable().is_none();
        if ui
            .add_enabled(
                idle,
                egui::Button::new(t!("views-kmeans-restarts", runs = RESTARTS)),
            )
            .on_hover_formula(t!("views-kmeans-restarts-tip", runs = RESTARTS))
            .clicked()
        {
            commands.push(Command::Room(RoomAction::Cluster(ClusterAction::Restarts)));
        }
        if ui
            .add_enabled(idle, egui::Button::new(t!("views-kmeans-elbow")))
            .on_hover_formula(t!("views-kmeans-elbow-tip", runs = RESTARTS, max = MAX_K))
            .clicked()
        {
            commands.push(Command::Room(RoomAction::Cluster(ClusterAction::Elbow)));
        }
        if view.is_computing() {
            ui.spinner();
        }
    });
}

/// The timeline of half steps, once one is made.
fn timeline_ui(ui: &mut egui::Ui, view: &Cluster, commands: &mut Vec<Command>) {
    let made = view.all_steps().len();
    if made == 0 {
        return;
    }
    let mut shown = view.shown_steps().len();
    ui.horizontal(|ui| {
        ui.label_formula(t!("views-kmeans-timeline"));
        if ui
            .add(egui::Slider::new(&mut shown, 0..=made))
            .on_hover_formula(t!("views-kmeans-timeline-tip"))
            .changed()
        {
            commands.push(Command::ScrubTo(shown as u64));
        }
    });
}

fn start_name(start: Start) -> &'static str {
    match start {
        Start::Random => t!("views-kmeans-start-random"),
        Start::PlusPlus => t!("views-kmeans-start-plusplus"),
        Start::Clicked => t!("views-kmeans-start-clicked"),
    }
}

fn start_explanation(start: Start) -> &'static str {
    match start {
        Start::Random => t!("views-kmeans-start-random-tip"),
        Start::PlusPlus => t!("views-kmeans-start-plusplus-tip"),
        Start::Clicked => t!("views-kmeans-start-clicked-tip"),
    }
}

/// The right-hand panel: J over the half steps, the restarts' spread, the elbow plot.
pub fn history_ui(ui: &mut egui::Ui, view: &Cluster) {
    ui.strong_formula(t!("views-kmeans-j-heading"));
    ui.label(formula::weak(ui, t!("views-kmeans-j-caption")));
    cost_plot_ui(ui, view);
    if let Some(readout) = super::readout::step_readout(view) {
        ui.separator();
        ui.strong_formula(t!("views-kmeans-readout-heading"));
        for line in &readout.lines {
            ui.label(line);
        }
        copy_buttons_ui(
            ui,
            "k-means step",
            || readout.lines.join("\n"),
            || readout.latex.clone(),
        );
    }
    if let Some(spread) = view.spread() {
        ui.separator();
        spread_ui(ui, spread);
    }
    if let Some(elbow) = view.elbow() {
        ui.separator();
        elbow_ui(ui, elbow);
    }
}

/// J after each half step (assignments and moves marked apart), the t shown, and its legend.
fn cost_plot_ui(ui: &mut egui::Ui, view: &Cluster) {
    let costs: Vec<[f64; 2]> = view
        .all_steps()
        .iter()
        .enumerate()
        .map(|(i, s)| [(i + 1) as f64, s.cost_after])
        .collect();
    let (assigns, moves): (Vec<_>, Vec<_>) = view
        .all_steps()
        .iter()
        .zip(&costs)
        .partition(|(s, _)| s.half == Half::Assign);
    let shown = view.shown_steps().len();
    let ink = ui.visuals().strong_text_color();
    still_plot("kmeans J")
        .x_axis_label(t!("views-kmeans-half-steps"))
        .y_axis_label("J")
        .include_y(0.0)
        .include_x(0.0)
        .height(170.0)
        .show(ui, |plot_ui| {
            plot_ui.line(
                Line::new("J", PlotPoints::from(costs.clone()))
                    .color(palette::GREY)
                    .width(1.5),
            );
            plot_ui.points(
                Points::new(
                    t!("views-kmeans-after-assign"),
                    assigns.iter().map(|(_, c)| **c).collect::<Vec<_>>(),
                )
                .color(palette::BLUE)
                .radius(3.5),
            );
            plot_ui.points(
                Points::new(
                    t!("views-kmeans-after-move"),
                    moves.iter().map(|(_, c)| **c).collect::<Vec<_>>(),
                )
                .color(palette::VERMILLION)
                .shape(egui_plot::MarkerShape::Square)
                .radius(3.5),
            );
            if shown < costs.len() {
                plot_ui.vline(
                    VLine::new(t!("runview-history-t-shown"), shown as f64)
                        .color(ink.gamma_multiply(0.5)),
                );
            }
        });
    legend::legend_ui(
        ui,
        &[
            Entry::line("J", palette::GREY).with_sample(Sample::Line(LineStyle::Solid, 1.5)),
            Entry::line(t!("views-kmeans-after-assign"), palette::BLUE).with_sample(Sample::Dot),
            Entry::line(t!("views-kmeans-after-move"), palette::VERMILLION)
                .with_sample(Sample::Square),
        ],
    );
}

/// The final J of each restart by its seed, the best one marked.
fn spread_ui(ui: &mut egui::Ui, spread: &RestartSpread) {
    ui.strong_formula(t!(
        "views-kmeans-spread-heading",
        runs = spread.final_costs.len(),
        k = spread.k
    ));
    let min = spread.final_costs.iter().copied().fold(f64::MAX, f64::min);
    let max = spread.final_costs.iter().copied().fold(f64::MIN, f64::max);
    ui.label_formula(t!(
        "views-kmeans-spread",
        min = number::fixed(min, 4),
        max = number::fixed(max, 4),
        seed = spread.best_seed
    ));
    still_plot("kmeans restarts")
        .x_axis_label(t!("controls-seed"))
        .y_axis_label(t!("views-kmeans-final-j"))
        .include_y(0.0)
        .height(120.0)
        .show(ui, |plot_ui| {
            let runs: Vec<[f64; 2]> = spread
                .seeds
                .iter()
                .zip(&spread.final_costs)
                .map(|(&s, &j)| [s as f64, j])
                .collect();
            plot_ui.points(
                Points::new(t!("views-kmeans-final-j"), runs)
                    .color(palette::GREY)
                    .radius(4.0),
            );
            plot_ui.points(
                Points::new(
                    t!("views-kmeans-best"),
                    vec![[spread.best_seed as f64, min]],
                )
                .color(palette::BLUISH_GREEN)
                .shape(egui_plot::MarkerShape::Diamond)
                .radius(6.0),
            );
        });
}

/// The elbow plot: the lowest J over the restarts for each K.
fn elbow_ui(ui: &mut egui::Ui, elbow: &[ElbowPoint]) {
    ui.strong_formula(t!("views-kmeans-elbow-heading"));
    ui.weak_formula(t!("views-kmeans-elbow-caption", runs = RESTARTS));
    let plot: Vec<[f64; 2]> = elbow.iter().map(|p| [p.k as f64, p.min_cost]).collect();
    still_plot("kmeans elbow")
        .x_axis_label("K")
        .y_axis_label(t!("views-kmeans-min-j"))
        .include_y(0.0)
        .include_x(0.0)
        .height(150.0)
        .show(ui, |plot_ui| {
            plot_ui.line(
                Line::new(t!("views-kmeans-min-j"), PlotPoints::from(plot.clone()))
                    .color(palette::BLUE)
                    .width(2.0),
            );
            plot_ui.points(
                Points::new(t!("views-kmeans-min-j"), plot)
                    .color(palette::BLUE)
                    .radius(4.0),
            );
        });
}

/// The status line in words: K, the next half, the iteration, J, and the stop.
pub fn status_text(prefs: &ClusterPrefs, view: &Cluster) -> String {
    if let Some(why) = view.unusable() {
        return why.to_owned();
    }
    let Some(kmeans) = view.kmeans() else {
        return t!(
            "views-kmeans-click-centres",
            placed = view.clicked().len() / 2,
            k = prefs.clamped_k()
        )
        .to_owned();
    };
    let cost = kmeans
        .cost()
        .map_or_else(|| "–".to_owned(), |j| number::fixed(j, 4));
    let last = view.shown_steps().last();
    let state = if kmeans.converged() {
        t!("views-kmeans-status-converged").to_owned()
    } else {
        match last {
            None => t!("views-kmeans-status-start").to_owned(),
            Some(step) if step.half == Half::Assign => {
                t!("views-kmeans-status-assigned", changed = step.changed).to_owned()
            }
            Some(step) if !step.empty_clusters.is_empty() => t!(
                "views-kmeans-status-empty",
                clusters = step
                    .empty_clusters
                    .iter()
                    .map(|c| format!("μ{}", subscript(c + 1)))
                    .collect::<Vec<_>>()
                    .join(t!("views-kmeans-status-empty-separator"))
            )
            .to_owned(),
            Some(_) => t!("views-kmeans-status-moved").to_owned(),
        }
    };
    t!(
        "views-kmeans-status",
        k = kmeans.k(),
        iteration = kmeans.iterations(),
        half = view.shown_steps().len(),
        cost = cost,
        state = state
    )
    .to_owned()
}
