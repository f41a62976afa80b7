//! The controls: the top bar (undo/redo, view, theme, text size, help) and the left panel
//! (placing points, presets, the learner's settings, Step/Visit/Play/Run to end/Reset).
//! Every control explains itself in a tooltip written for a student, with its shortcut.

use crate::learn::{self, Algorithm, Init, MAX_ETA};

use super::document::{Document, Label};
use super::presets::{self, PresetKind};
use super::runner::Mode;
use super::shortcuts;
use super::status::order_name;
use super::{Command, Prefs, SPEED_RANGE, Theme, ZOOM_RANGE};

/// What the left panel needs to know besides the preferences.
pub struct Context {
    pub mode: Mode,
    pub selected: Option<usize>,
    pub has_points: bool,
    /// A learner exists and has not stopped.
    pub can_step: bool,
    /// Why there is no learner (bad settings, too few points), if there is none.
    pub unusable: Option<String>,
}

/// A tooltip with the shortcut for `what` (see [`shortcuts::ALL`]) appended.
pub(super) fn with_keys(text: &str, what: &str) -> String {
    let keys = shortcuts::keys_of(what);
    if keys.is_empty() {
        text.to_owned()
    } else {
        format!("{text}\n\nShortcut: {keys}")
    }
}

/// The top bar.
pub fn top_bar_ui(
    ui: &mut egui::Ui,
    prefs: &mut Prefs,
    doc: &Document,
    show_help: &mut bool,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.heading("linlab");
        ui.separator();
        if ui
            .add_enabled(doc.can_undo(), egui::Button::new("Undo"))
            .on_hover_text(with_keys(
                "Undo the last change of the points: a point placed, moved, deleted or flipped, \
                 a clear, a preset.",
                "undo the last change of the points",
            ))
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(doc.can_redo(), egui::Button::new("Redo"))
            .on_hover_text(with_keys("Redo what Undo took back.", "redo"))
            .clicked()
        {
            commands.push(Command::Redo);
        }
        ui.separator();
        if ui
            .button("Reset view")
            .on_hover_text(with_keys(
                "Zoom and pan the plane so that every point is in view.\n\
                 Drag the empty plane to pan; scroll or pinch to zoom.",
                "reset the view to fit the points",
            ))
            .clicked()
        {
            commands.push(Command::ResetView);
        }
        ui.toggle_value(&mut prefs.view.show_losses, "Loss panel")
            .on_hover_text("Show the error functions of y·s, with a marker per training point.");
        ui.toggle_value(&mut prefs.view.show_history, "E_in panel")
            .on_hover_text("Show the in-sample errors E_in of w over t.");
        ui.toggle_value(&mut prefs.theory.show_panel, "Theory panel")
            .on_hover_text(
                "Show the update geometry (w_t, y·x, w_t+1 after each update), separability and \
                 PLA's convergence bound, and the dual view. On a narrow window the right-hand \
                 panels share one column, as tabs.",
            );
        ui.separator();
        ui.selectable_value(&mut prefs.theme, Theme::Light, "Light")
            .on_hover_text("Dark text on a light background: best on a projector.");
        ui.selectable_value(&mut prefs.theme, Theme::Dark, "Dark")
            .on_hover_text("Light text on a dark background.");
        ui.separator();
        ui.label("Text size");
        if ui
            .small_button("−")
            .on_hover_text("Make text and controls smaller.")
            .clicked()
        {
            prefs.zoom = (prefs.zoom - 0.125).max(*ZOOM_RANGE.start());
        }
        ui.label(format!("{:.0}%", prefs.zoom * 100.0));
        if ui
            .small_button("+")
            .on_hover_text("Make text and controls larger (for a projector).")
            .clicked()
        {
            prefs.zoom = (prefs.zoom + 0.125).min(*ZOOM_RANGE.end());
        }
        ui.separator();
        if ui
            .button("Help")
            .on_hover_text("The mouse and keyboard controls.")
            .clicked()
        {
            *show_help = !*show_help;
        }
    });
}

/// The left panel.
pub fn ui(ui: &mut egui::Ui, prefs: &mut Prefs, cx: Context, commands: &mut Vec<Command>) {
    points_ui(ui, prefs, &cx, commands);
    ui.separator();
    learner_ui(ui, prefs, commands);
    ui.separator();
    run_ui(ui, prefs, &cx, commands);
}

fn points_ui(ui: &mut egui::Ui, prefs: &mut Prefs, cx: &Context, commands: &mut Vec<Command>) {
    ui.strong("Points");
    ui.horizontal(|ui| {
        ui.label("Left click places").on_hover_text(
            "Click the plane to place a point. The right button places the other label.",
        );
        ui.selectable_value(&mut prefs.place, Label::Positive, "○ +1")
            .on_hover_text("Left click places ○ (label +1); right click places ×.");
        ui.selectable_value(&mut prefs.place, Label::Negative, "× −1")
            .on_hover_text(
                "Left click places × (label −1); right click places ○.\n\
                 Handy on a touchpad or a one-button mouse.",
            );
    });
    ui.horizontal_wrapped(|ui| {
        let selected = cx.selected;
        if ui
            .add_enabled(selected.is_some(), egui::Button::new("Flip label"))
            .on_hover_text("Swap ○ and × on the selected point (click a point to select it).\nShortcut: F, or Shift+click a point.")
            .on_disabled_hover_text("Click a point in the plane to select it first.")
            .clicked()
            && let Some(n) = selected
        {
            commands.push(Command::FlipLabel(n));
        }
        if ui
            .add_enabled(selected.is_some(), egui::Button::new("Delete point"))
            .on_hover_text("Remove the selected point.\nShortcut: Delete or Backspace, or Ctrl+click a point.")
            .on_disabled_hover_text("Click a point in the plane to select it first.")
            .clicked()
            && let Some(n) = selected
        {
            commands.push(Command::DeletePoint(n));
        }
        if ui
            .add_enabled(cx.has_points, egui::Button::new("Clear all"))
            .on_hover_text("Remove every point (Undo brings them back).")
            .clicked()
        {
            commands.push(Command::Clear);
        }
    });

    ui.add_space(4.0);
    let preset = &mut prefs.preset;
    egui::Grid::new("preset grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Preset")
                .on_hover_text("A ready-made set of points, drawn from the seed.");
            egui::ComboBox::from_id_salt("preset kind")
                .selected_text(preset.kind.name())
                .show_ui(ui, |ui| {
                    for kind in PresetKind::ALL {
                        ui.selectable_value(&mut preset.kind, kind, kind.name())
                            .on_hover_text(kind.explanation());
                    }
                })
                .response
                .on_hover_text(preset.kind.explanation());
            ui.end_row();

            ui.label("N").on_hover_text("How many points.");
            ui.add(
                egui::DragValue::new(&mut preset.n)
                    .range(2..=presets::MAX_POINTS)
                    .speed(1.0),
            )
            .on_hover_text("How many points the preset makes (up to 2,000,000).");
            ui.end_row();

            match preset.kind {
                PresetKind::Separable => {
                    ui.label("Margin")
                        .on_hover_text("No point is closer than this to the true line.");
                    ui.add(egui::Slider::new(
                        &mut preset.margin,
                        0.0..=presets::MAX_MARGIN,
                    ))
                    .on_hover_text(
                        "The smallest distance from a point to the line that made the labels. \
                         A wider margin: PLA needs fewer updates (the bound R²/ρ²).",
                    );
                    ui.end_row();
                }
                PresetKind::Noisy => {
                    ui.label("Flip rate p")
                        .on_hover_text("The chance that each label is flipped.");
                    ui.add(egui::Slider::new(&mut preset.flip_rate, 0.0..=0.5))
                        .on_hover_text("Each label is flipped with this probability: noise.");
                    ui.end_row();
                }
                PresetKind::Blobs | PresetKind::Xor => {}
            }

            ui.label("Seed")
                .on_hover_text("The same seed gives the same points.");
            ui.add(egui::DragValue::new(&mut preset.seed))
                .on_hover_text("The random seed: the same seed and settings give the same points.");
            ui.end_row();
        });
    if ui
        .button("Load preset")
        .on_hover_text("Replace the points with the preset (Undo brings the old ones back) and reset the learner.")
        .clicked()
    {
        commands.push(Command::LoadPreset(*preset));
    }
}

fn algorithm_explanation(algorithm: Algorithm) -> &'static str {
    match algorithm {
        Algorithm::Pla => {
            "The perceptron learning algorithm: find a point on the wrong side, \
             then w ← w + η·y·z. Stops after a full cycle without a mistake."
        }
        Algorithm::Pocket => {
            "PLA that keeps the best w seen so far (fewest mistakes) in its pocket ŵ. \
             Works on points no line separates; stops at the budget."
        }
        Algorithm::LogisticSgd => {
            "Logistic regression by stochastic gradient descent: one point per update, \
             w ← w + η·θ(−y·s)·y·z — a soft PLA: every point pulls, wrong ones harder."
        }
        Algorithm::LogisticGd => {
            "Logistic regression by gradient descent: each update averages the pull of all points."
        }
        Algorithm::Linreg => {
            "Linear regression used for classification: w = Z⁺y in one step (the pseudo-inverse), \
             then classify by the sign of wᵀz."
        }
        #[allow(unreachable_patterns, reason = "the core is growing more perceptrons")]
        other => match other.id() {
            "averaged" => {
                "PLA whose answer is w̄, the mean of w over all visits (each w weighted by how \
                 long it survived): steadier than the last w."
            }
            "voted" => {
                "PLA in which every w met along the way votes, weighted by how long it \
                 survived. The vote is not a line: the plane shows w_t."
            }
            _ => "A variant of the perceptron.",
        },
    }
}

fn learner_ui(ui: &mut egui::Ui, prefs: &mut Prefs, commands: &mut Vec<Command>) {
    ui.strong("Learner");
    let mut settings = prefs.learner.clone();
    let algorithm = settings.algorithm;
    egui::Grid::new("learner grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label("Algorithm")
                .on_hover_text(algorithm_explanation(algorithm));
            let mut chosen = algorithm;
            egui::ComboBox::from_id_salt("algorithm")
                .selected_text(algorithm.name())
                .width(190.0)
                .show_ui(ui, |ui| {
                    for a in Algorithm::ALL {
                        ui.selectable_value(&mut chosen, a, a.name())
                            .on_hover_text(algorithm_explanation(a));
                    }
                })
                .response
                .on_hover_text(format!(
                    "{}\n\nChanging it resets the learner to t = 0.",
                    algorithm_explanation(algorithm)
                ));
            if chosen != algorithm {
                commands.push(Command::SetAlgorithm(chosen));
            }
            ui.end_row();

            let orders = algorithm.orders();
            if !orders.is_empty() {
                ui.label("Order")
                    .on_hover_text("Which point is visited next.");
                let current = settings.effective_order().unwrap_or(orders[0]);
                let mut order = current;
                egui::ComboBox::from_id_salt("order")
                    .selected_text(order_name(order))
                    .show_ui(ui, |ui| {
                        for &o in orders {
                            ui.selectable_value(&mut order, o, order_name(o))
                                .on_hover_text(order_explanation(algorithm, o));
                        }
                    })
                    .response
                    .on_hover_text(order_explanation(algorithm, current));
                if order != current {
                    settings.order = Some(order);
                }
                ui.end_row();
            }

            if algorithm.uses_eta() {
                ui.label("η")
                    .on_hover_text("The learning rate: how far one update moves w.");
                ui.add(
                    egui::DragValue::new(&mut settings.eta)
                        .range(0.0..=MAX_ETA * 10.0)
                        .speed(0.01)
                        .max_decimals(6),
                )
                .on_hover_text(
                    "The learning rate η: each update adds η·(…) to w. For PLA started at w = 0 \
                 it changes no decision. Too large for logistic regression and w blows up.",
                );
                ui.end_row();
            }

            ui.label("Seed")
                .on_hover_text("The seed of the learner's random choices.");
            ui.add(egui::DragValue::new(&mut settings.seed))
                .on_hover_text("The same seed, points and settings replay the same run.");
            ui.end_row();

            ui.label("Budget")
                .on_hover_text("The most updates before the learner stops.");
            let mut max = settings
                .budget
                .max_updates
                .unwrap_or(super::DEFAULT_MAX_UPDATES);
            ui.add(
                egui::DragValue::new(&mut max)
                    .range(1..=1_000_000_000u64)
                    .speed(10.0)
                    .suffix(" updates"),
            )
            .on_hover_text(
                "The learner stops after this many updates. PLA on points that no line separates \
             never stops by itself: the budget stops it.",
            );
            settings.budget.max_updates = Some(max);
            ui.end_row();

            if algorithm != Algorithm::Linreg {
                ui.label("Start from")
                    .on_hover_text("The initial weights w₀.");
                let init_name = |init: Init| match init {
                    Init::Zero => "w = 0",
                    Init::Linreg => "linear regression",
                };
                egui::ComboBox::from_id_salt("init")
                    .selected_text(init_name(settings.init))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut settings.init, Init::Zero, init_name(Init::Zero))
                            .on_hover_text("Start from w = 0: no line at all.");
                        ui.selectable_value(
                            &mut settings.init,
                            Init::Linreg,
                            init_name(Init::Linreg),
                        )
                        .on_hover_text("Start from the linear-regression solution w = Z⁺y.");
                    })
                    .response
                    .on_hover_text(
                        "The weights at t = 0: zero, or the linear-regression solution.",
                    );
                ui.end_row();
            }
        });
    if settings != prefs.learner {
        commands.push(Command::SetLearnerSettings(settings));
    }
}

fn order_explanation(algorithm: Algorithm, order: learn::Order) -> &'static str {
    match (algorithm, order) {
        (Algorithm::Pocket, learn::Order::Random) => {
            "Each update picks one of w_t's mistakes uniformly at random."
        }
        (_, learn::Order::Random) => "Each update picks a point uniformly at random.",
        (_, learn::Order::Cyclic) => "Points 1, 2, …, N, then again from 1.",
        (_, learn::Order::RandomCycle) => "One shuffled order, drawn from the seed, then repeated.",
    }
}

fn run_ui(ui: &mut egui::Ui, prefs: &mut Prefs, cx: &Context, commands: &mut Vec<Command>) {
    ui.strong("Learn");
    if let Some(why) = &cx.unusable {
        ui.colored_label(
            ui.visuals().error_fg_color,
            format!("Cannot learn yet: {why}."),
        );
    }
    let busy = cx.mode != Mode::Idle;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(cx.can_step, egui::Button::new("Step"))
            .on_hover_text(with_keys(
                "One update of w. For PLA: look for the next point on the wrong side \
                 and correct w with it.",
                "step: one update",
            ))
            .clicked()
        {
            commands.push(Command::Step);
        }
        if ui
            .add_enabled(cx.can_step, egui::Button::new("Visit"))
            .on_hover_text(with_keys(
                "Check one point: if it is on the wrong side, update w with it. \
                 Finer than Step for PLA.",
                "visit: check one point",
            ))
            .clicked()
        {
            commands.push(Command::Visit);
        }
        let playing = cx.mode == Mode::Playing;
        let label = if playing { "Pause" } else { "Play" };
        if ui
            .add_enabled(playing || cx.can_step, egui::Button::new(label))
            .on_hover_text(with_keys(
                "Animate: keep stepping at the speed below, or pause.",
                "play / pause",
            ))
            .clicked()
        {
            commands.push(if playing {
                Command::Pause
            } else {
                Command::Play
            });
        }
    });
    ui.horizontal(|ui| {
        ui.label("Speed");
        ui.add(
            egui::Slider::new(&mut prefs.speed, SPEED_RANGE)
                .logarithmic(true)
                .integer()
                .suffix(" /s"),
        )
        .on_hover_text("Updates per second while playing, from 1 (watch each one) to 100,000.");
    });
    ui.horizontal_wrapped(|ui| {
        if cx.mode == Mode::RunningToEnd {
            if ui
                .button("Stop")
                .on_hover_text(with_keys("Stop running.", "stop"))
                .clicked()
            {
                commands.push(Command::Stop);
            }
        } else if ui
            .add_enabled(cx.can_step, egui::Button::new("Run to end"))
            .on_hover_text(with_keys(
                "Step as fast as possible until the learner stops: converged, or the budget \
                 is spent. The window stays responsive; Stop ends it early.",
                "run to the end",
            ))
            .clicked()
        {
            commands.push(Command::RunToEnd);
        }
        if ui
            .button("Reset")
            .on_hover_text(with_keys(
                "Start the learner again from t = 0 and its initial w, on the current points.",
                "reset the learner to t = 0",
            ))
            .clicked()
        {
            commands.push(Command::Reset);
        }
        if busy {
            ui.spinner();
        }
    });
}

/// The help window: mouse and keyboard.
pub fn help_window(ctx: &egui::Context, open: &mut bool) {
    egui::Window::new("How to use linlab")
        .open(open)
        .resizable(false)
        .collapsible(false)
        .show(ctx, |ui| {
            ui.strong("In the plane");
            egui::Grid::new("mouse help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    let rows = [
                        (
                            "Left click",
                            "place ○ (+1), or the label chosen under Points",
                        ),
                        ("Right click", "place × (−1), the other label"),
                        ("Click a point", "select it"),
                        ("Drag a point", "move it"),
                        ("Ctrl+click a point", "delete it"),
                        ("Shift+click a point", "flip its label"),
                        ("Drag the empty plane", "pan"),
                        ("Scroll, pinch", "zoom"),
                    ];
                    for (what, does) in rows {
                        ui.label(what);
                        ui.label(does);
                        ui.end_row();
                    }
                });
            ui.add_space(6.0);
            ui.strong("Keys");
            egui::Grid::new("key help")
                .num_columns(2)
                .striped(true)
                .show(ui, |ui| {
                    for s in shortcuts::ALL {
                        ui.label(shortcuts::names(s.keys));
                        ui.label(s.what);
                        ui.end_row();
                    }
                    ui.label("Delete or Backspace");
                    ui.label("delete the selected point");
                    ui.end_row();
                    ui.label("F");
                    ui.label("flip the selected point's label");
                    ui.end_row();
                });
        });
}
