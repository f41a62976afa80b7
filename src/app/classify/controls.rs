//! Classify's left panel: placing points and presets, the learner's settings, and
//! Step/Visit/Play/Run to end/Reset. Every control explains itself in a tooltip written for a
//! student, with its shortcut.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::learn::{self, Algorithm, Init, MAX_ETA};

/// The largest weight decay the field takes: λ = 10⁶ pins w to 0 on any classroom's points.
const MAX_LAMBDA: f64 = 1e6;
use crate::t;

use crate::app::command::Command;
use crate::app::prefs::Around;
use crate::app::prefs::ClassifyPrefs;
use crate::app::prefs::SPEED_RANGE;
use crate::app::shell::form::{Form, form_ui};
use crate::app::shell::room::ControlsContext;
use crate::app::shell::runner::Mode;
use crate::app::shell::shortcuts::ShortcutId;
use crate::app::shell::status::order_name;
use crate::app::shell::widgets::{play_button_ui, points_ui, with_keys};

/// The left panel.
pub fn ui(
    ui: &mut egui::Ui,
    prefs: &mut ClassifyPrefs,
    around: &mut Around,
    cx: ControlsContext,
    commands: &mut Vec<Command>,
) {
    points_ui(ui, around, &cx, commands);
    ui.separator();
    learner_ui(ui, prefs, commands);
    ui.separator();
    run_ui(ui, prefs, &cx, commands);
}

/// The learner's settings, a row each: the algorithm, its order, the SVM's, η, the seed, the
/// budget and where w starts.
fn learner_ui(ui: &mut egui::Ui, prefs: &mut ClassifyPrefs, commands: &mut Vec<Command>) {
    ui.strong_formula(t!("controls-learner"));
    let mut settings = prefs.learner.clone();
    let algorithm = settings.algorithm;
    form_ui(ui, |form| {
        algorithm_row_ui(form, algorithm, commands);
        if !algorithm.orders().is_empty() {
            order_row_ui(form, &mut settings);
        }
        crate::app::classify::svm_controls::rows_ui(form, &mut settings);
        if algorithm.uses_eta() {
            eta_row_ui(form, &mut settings);
        }
        if algorithm.takes_weight_decay() {
            lambda_row_ui(form, &mut settings);
        }
        seed_row_ui(form, &mut settings);
        budget_row_ui(form, &mut settings);
        if algorithm.takes_initial_w() {
            init_row_ui(form, &mut settings);
        }
    });
    if settings != prefs.learner {
        commands.push(Command::SetLearnerSettings(settings));
    }
}

/// The algorithm's list, every learner in it; choosing one is a command of its own.
fn algorithm_row_ui(form: &mut Form<'_>, algorithm: Algorithm, commands: &mut Vec<Command>) {
    form.row(
        t!("controls-algorithm"),
        algorithm.explanation(),
        |ui, _| {
            let mut chosen = algorithm;
            // Tall enough for every learner: none hides below the list's fold.
            let rows = Algorithm::all().len() as f32 + 1.0;
            egui::ComboBox::from_id_salt("algorithm")
                .selected_text(algorithm.name())
                .width(190.0)
                .height(rows * (ui.spacing().interact_size.y + ui.spacing().item_spacing.y))
                .show_ui(ui, |ui| {
                    for &a in Algorithm::all() {
                        ui.selectable_value(&mut chosen, a, a.name())
                            .on_hover_formula(a.explanation());
                    }
                })
                .response
                .on_hover_formula(format!(
                    "{}\n\n{}",
                    algorithm.explanation(),
                    t!("controls-algorithm-change-tip")
                ));
            if chosen != algorithm {
                commands.push(Command::SetAlgorithm(chosen));
            }
        },
    );
}

/// The order the points are visited in, among those the algorithm takes (some).
fn order_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    let algorithm = settings.algorithm;
    let orders = algorithm.orders();
    form.row(t!("controls-order"), t!("controls-order-tip"), |ui, _| {
        let current = settings.effective_order().unwrap_or(orders[0]);
        let mut order = current;
        egui::ComboBox::from_id_salt("order")
            .selected_text(order_name(order))
            .show_ui(ui, |ui| {
                for &o in orders {
                    ui.selectable_value(&mut order, o, order_name(o))
                        .on_hover_formula(order_explanation(algorithm, o));
                }
            })
            .response
            .on_hover_formula(order_explanation(algorithm, current));
        if order != current {
            settings.order = Some(order);
        }
    });
}

fn eta_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    form.row("η", t!("controls-eta-tip"), |ui, _| {
        ui.add(
            egui::DragValue::new(&mut settings.eta)
                .range(0.0..=MAX_ETA * 10.0)
                .speed(0.01)
                .max_decimals(6),
        )
        .on_hover_formula(t!("controls-eta-field-tip"));
    });
}

/// Weight decay λ (lecture 14), on linear and logistic regression.
fn lambda_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    form.row("λ", t!("controls-lambda-tip"), |ui, _| {
        ui.add(
            egui::DragValue::new(&mut settings.lambda)
                .range(0.0..=MAX_LAMBDA)
                .speed(0.001)
                .max_decimals(6),
        )
        .on_hover_formula(t!("controls-lambda-field-tip"));
    });
}

fn seed_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    form.row(
        t!("controls-seed"),
        t!("controls-learner-seed-tip"),
        |ui, _| {
            ui.add(egui::DragValue::new(&mut settings.seed))
                .on_hover_formula(t!("controls-learner-seed-field-tip"));
        },
    );
}

/// The most updates a run makes.
fn budget_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    form.row(t!("controls-budget"), t!("controls-budget-tip"), |ui, _| {
        let mut max = settings
            .budget
            .max_updates
            .unwrap_or(crate::app::prefs::DEFAULT_MAX_UPDATES);
        let budget = ui
            .add(
                egui::DragValue::new(&mut max)
                    .range(1..=1_000_000_000u64)
                    .speed(10.0)
                    .suffix(t!("controls-budget-suffix")),
            )
            .on_hover_formula(t!("controls-budget-field-tip"));
        // Only an edit sets it: a lesson without a budget (a link written by hand) keeps
        // its run instead of being reset by the first frame.
        if budget.changed() {
            settings.budget.max_updates = Some(max);
        }
    });
}

/// Where w starts: at 0, or at linear regression's answer.
fn init_row_ui(form: &mut Form<'_>, settings: &mut learn::Settings) {
    form.row(
        t!("controls-start-from"),
        t!("controls-start-from-tip"),
        |ui, _| {
            let init_name = |init: Init| match init {
                Init::Zero => "w = 0",
                Init::Linreg => t!("controls-init-linreg"),
            };
            egui::ComboBox::from_id_salt("init")
                .selected_text(init_name(settings.init))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut settings.init, Init::Zero, init_name(Init::Zero))
                        .on_hover_formula(t!("controls-init-zero-tip"));
                    ui.selectable_value(&mut settings.init, Init::Linreg, init_name(Init::Linreg))
                        .on_hover_formula(t!("controls-init-linreg-tip"));
                })
                .response
                .on_hover_formula(t!("controls-init-tip"));
        },
    );
}

fn order_explanation(algorithm: Algorithm, order: learn::Order) -> &'static str {
    // Pocket's random order draws among w_t's mistakes, the others' among all points.
    match order {
        learn::Order::Random if algorithm.answer() == learn::Answer::Pocket => {
            t!("controls-order-pocket-random")
        }
        learn::Order::Random => t!("controls-order-random"),
        learn::Order::Cyclic => t!("controls-order-cyclic"),
        learn::Order::RandomCycle => t!("controls-order-random-cycle"),
    }
}

fn run_ui(
    ui: &mut egui::Ui,
    prefs: &mut ClassifyPrefs,
    cx: &ControlsContext,
    commands: &mut Vec<Command>,
) {
    ui.strong_formula(t!("controls-learn"));
    if let Some(why) = &cx.unusable {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!("controls-cannot-learn", why = why),
        );
    }
    let busy = cx.mode != Mode::Idle;
    ui.horizontal_wrapped(|ui| {
        if ui
            .add_enabled(cx.can_step, egui::Button::new(t!("controls-step")))
            .on_hover_formula(with_keys(t!("controls-step-tip"), ShortcutId::Step))
            .clicked()
        {
            commands.push(Command::Step);
        }
        if ui
            .add_enabled(cx.can_step, egui::Button::new(t!("controls-visit")))
            .on_hover_formula(with_keys(t!("controls-visit-tip"), ShortcutId::Visit))
            .clicked()
        {
            commands.push(Command::Visit);
        }
        play_button_ui(ui, cx.mode, cx.can_step, t!("controls-play-tip"), commands);
    });
    ui.horizontal(|ui| {
        ui.label_formula(t!("controls-speed"));
        ui.add(
            egui::Slider::new(&mut prefs.speed, SPEED_RANGE)
                .logarithmic(true)
                .integer()
                .suffix(t!("controls-speed-suffix")),
        )
        .on_hover_formula(t!("controls-speed-tip"));
    });
    ui.horizontal_wrapped(|ui| {
        if cx.mode == Mode::RunningToEnd {
            if ui
                .button(t!("controls-stop"))
                .on_hover_formula(with_keys(t!("controls-stop-tip"), ShortcutId::Stop))
                .clicked()
            {
                commands.push(Command::Stop);
            }
        } else if ui
            .add_enabled(cx.can_step, egui::Button::new(t!("controls-run-to-end")))
            .on_hover_formula(with_keys(
                t!("controls-run-to-end-tip"),
                ShortcutId::RunToEnd,
            ))
            .clicked()
        {
            commands.push(Command::RunToEnd);
        }
        if ui
            .button(t!("controls-reset"))
            .on_hover_formula(with_keys(t!("controls-reset-tip"), ShortcutId::Reset))
            .clicked()
        {
            commands.push(Command::Reset);
        }
        if busy {
            ui.spinner();
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Language, set_language};

    #[test]
    fn tooltips_end_with_their_shortcut_in_each_language() {
        set_language(Language::English);
        assert_eq!(
            with_keys(t!("controls-reset-view-tip"), ShortcutId::ResetView),
            "Zoom and pan the plane so that every point is in view.\n\
             Drag the empty plane to pan; scroll or pinch to zoom.\n\nShortcut: Home"
        );
        assert_eq!(
            with_keys(t!("controls-play-tip"), ShortcutId::PlayPause),
            "Animate: keep stepping at the speed below, or pause.\n\nShortcut: Space or P"
        );
        set_language(Language::SimplifiedChinese);
        assert_eq!(
            with_keys(t!("controls-play-tip"), ShortcutId::PlayPause),
            "动画：按下面的速度不断单步，或者暂停。\n\n快捷键：Space 或 P"
        );
    }
}
