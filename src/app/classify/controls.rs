//! The controls: the top bar (undo/redo, view, theme, text size, help) and the left panel
//! (placing points, presets, the learner's settings, Step/Visit/Play/Run to end/Reset).
//! Every control explains itself in a tooltip written for a student, with its shortcut.

use crate::i18n::Language;
use crate::learn::{self, Algorithm, Init, MAX_ETA};
use crate::t;

use crate::app::document::presets::{self, PresetKind};
use crate::app::document::{Document, Label};
use crate::app::shell::runner::Mode;
use crate::app::shell::shortcuts::{self, ShortcutId};
use crate::app::shell::status::order_name;
use crate::app::{Command, Prefs, SPEED_RANGE, Theme, ZOOM_RANGE};
use crate::number;

pub use crate::app::shell::room::Context;

/// A tooltip with the keys of the shortcut `id` (see [`shortcuts::ALL`]) appended.
pub(in crate::app) fn with_keys(text: &str, id: ShortcutId) -> String {
    let keys = shortcuts::keys_of(id);
    if keys.is_empty() {
        text.to_owned()
    } else {
        format!("{text}\n\n{}", t!("controls-shortcut", keys = keys))
    }
}

/// A button that pushes `command`, its tooltip ending with the shortcut `id`'s keys.
pub(in crate::app) fn command_button_ui(
    ui: &mut egui::Ui,
    enabled: bool,
    label: &str,
    tip: &str,
    id: ShortcutId,
    command: Command,
    commands: &mut Vec<Command>,
) {
    if ui
        .add_enabled(enabled, egui::Button::new(label))
        .on_hover_text(with_keys(tip, id))
        .clicked()
    {
        commands.push(command);
    }
}

/// Play, or Pause while playing.
pub(in crate::app) fn play_button_ui(
    ui: &mut egui::Ui,
    mode: Mode,
    can_step: bool,
    tip: &str,
    commands: &mut Vec<Command>,
) {
    let playing = mode == Mode::Playing;
    let (label, command) = if playing {
        (t!("controls-pause"), Command::Pause)
    } else {
        (t!("controls-play"), Command::Play)
    };
    command_button_ui(
        ui,
        playing || can_step,
        label,
        tip,
        ShortcutId::PlayPause,
        command,
        commands,
    );
}

/// The top bar.
pub fn top_bar_ui(
    ui: &mut egui::Ui,
    prefs: &mut Prefs,
    doc: &Document,
    commands: &mut Vec<Command>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.heading("linlab");
        ui.separator();
        if ui
            .add_enabled(doc.can_undo(), egui::Button::new(t!("controls-undo")))
            .on_hover_text(with_keys(t!("controls-undo-tip"), ShortcutId::Undo))
            .clicked()
        {
            commands.push(Command::Undo);
        }
        if ui
            .add_enabled(doc.can_redo(), egui::Button::new(t!("controls-redo")))
            .on_hover_text(with_keys(t!("controls-redo-tip"), ShortcutId::Redo))
            .clicked()
        {
            commands.push(Command::Redo);
        }
        ui.separator();
        if ui
            .button(t!("controls-reset-view"))
            .on_hover_text(with_keys(
                t!("controls-reset-view-tip"),
                ShortcutId::ResetView,
            ))
            .clicked()
        {
            commands.push(Command::ResetView);
        }
        ui.toggle_value(&mut prefs.view.show_controls, t!("controls-controls-panel"))
            .on_hover_text(t!("controls-controls-panel-tip"));
        // The learners' panels: only where there are learners.
        if prefs.workspace.uses_labels() {
            ui.toggle_value(&mut prefs.view.show_losses, t!("controls-loss-panel"))
                .on_hover_text(t!("controls-loss-panel-tip"));
            ui.toggle_value(&mut prefs.view.show_history, t!("controls-history-panel"))
                .on_hover_text(t!("controls-history-panel-tip"));
            ui.toggle_value(&mut prefs.theory.show_panel, t!("controls-theory-panel"))
                .on_hover_text(t!("controls-theory-panel-tip"));
            ui.toggle_value(&mut prefs.weight_space.show, t!("controls-weight-space"))
                .on_hover_text(t!("controls-weight-space-tip"));
        }
        ui.separator();
        ui.selectable_value(&mut prefs.theme, Theme::Light, t!("controls-light"))
            .on_hover_text(t!("controls-light-tip"));
        ui.selectable_value(&mut prefs.theme, Theme::Dark, t!("controls-dark"))
            .on_hover_text(t!("controls-dark-tip"));
        ui.separator();
        // The size in words only on hover: the bar fits a 1024-pixel projector at 125 %.
        if ui
            .small_button("−")
            .on_hover_text(t!("controls-smaller-tip"))
            .clicked()
        {
            prefs.zoom = (prefs.zoom - 0.125).max(*ZOOM_RANGE.start());
        }
        ui.label(format!(
            "{}%",
            number::fixed(f64::from(prefs.zoom) * 100.0, 0)
        ))
        .on_hover_text(t!("controls-text-size"));
        if ui
            .small_button("+")
            .on_hover_text(t!("controls-larger-tip"))
            .clicked()
        {
            prefs.zoom = (prefs.zoom + 0.125).min(*ZOOM_RANGE.end());
        }
    });
}

/// The Help button: shows or hides the window of mouse and keyboard controls.
pub(in crate::app) fn help_button_ui(ui: &mut egui::Ui, show_help: &mut bool) {
    if ui
        .selectable_label(*show_help, t!("controls-help"))
        .on_hover_text(t!("controls-help-tip"))
        .clicked()
    {
        *show_help = !*show_help;
    }
}

/// One button per other language, named in that language, that switches to it at once.
pub(in crate::app) fn language_ui(ui: &mut egui::Ui, prefs: &mut Prefs) {
    for language in Language::ALL {
        if language != prefs.language
            && ui
                .button(language.own_name())
                .on_hover_text(crate::i18n::tr_in(language, "common-language-switch-tip"))
                .clicked()
        {
            prefs.language = language;
        }
    }
}

/// The buttons acting on the points: a first button acting on the selected point (`first`: its
/// text and tooltip; its point is returned when clicked), Delete point and Clear all.
pub(in crate::app) fn point_buttons_ui(
    ui: &mut egui::Ui,
    cx: &Context,
    first: (&str, &str),
    commands: &mut Vec<Command>,
) -> Option<usize> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        let selected = cx.selected;
        if ui
            .add_enabled(selected.is_some(), egui::Button::new(first.0))
            .on_hover_text(first.1)
            .on_disabled_hover_text(t!("controls-select-first"))
            .clicked()
        {
            clicked = selected;
        }
        if ui
            .add_enabled(
                selected.is_some(),
                egui::Button::new(t!("controls-delete-point")),
            )
            .on_hover_text(t!("controls-delete-point-tip"))
            .on_disabled_hover_text(t!("controls-select-first"))
            .clicked()
            && let Some(n) = selected
        {
            commands.push(Command::DeletePoint(n));
        }
        if ui
            .add_enabled(cx.has_points, egui::Button::new(t!("controls-clear-all")))
            .on_hover_text(t!("controls-clear-all-tip"))
            .clicked()
        {
            commands.push(Command::Clear);
        }
    });
    clicked
}

/// The left panel.
pub fn ui(ui: &mut egui::Ui, prefs: &mut Prefs, cx: Context, commands: &mut Vec<Command>) {
    points_ui(ui, prefs, &cx, commands);
    ui.separator();
    learner_ui(ui, prefs, commands);
    ui.separator();
    run_ui(ui, prefs, &cx, commands);
}

pub(in crate::app) fn points_ui(
    ui: &mut egui::Ui,
    prefs: &mut Prefs,
    cx: &Context,
    commands: &mut Vec<Command>,
) {
    ui.strong(t!("controls-points"));
    ui.horizontal(|ui| {
        ui.label(t!("controls-left-click-places"))
            .on_hover_text(t!("controls-left-click-places-tip"));
        ui.selectable_value(&mut prefs.place, Label::Positive, "○ +1")
            .on_hover_text(t!("controls-place-positive-tip"));
        ui.selectable_value(&mut prefs.place, Label::Negative, "× −1")
            .on_hover_text(t!("controls-place-negative-tip"));
    });
    let flip = (t!("controls-flip-label"), t!("controls-flip-label-tip"));
    if let Some(n) = point_buttons_ui(ui, cx, flip, commands) {
        commands.push(Command::FlipLabel(n));
    }

    ui.add_space(4.0);
    let preset = &mut prefs.preset;
    egui::Grid::new("preset grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("controls-preset"))
                .on_hover_text(t!("controls-preset-tip"));
            // What the plane holds: a preset until the points are edited, then "—". Choosing
            // one loads it (Undo brings the points back).
            let on_plane = cx.preset_on_plane;
            egui::ComboBox::from_id_salt("preset kind")
                .selected_text(on_plane.map_or("—", PresetKind::name))
                .show_ui(ui, |ui| {
                    for kind in PresetKind::ALL {
                        if ui
                            .selectable_label(on_plane == Some(kind), kind.name())
                            .on_hover_text(kind.explanation())
                            .clicked()
                        {
                            preset.kind = kind;
                            commands.push(Command::LoadPreset(*preset));
                        }
                    }
                })
                .response
                .on_hover_text(match on_plane {
                    Some(kind) => kind.explanation(),
                    None => t!("controls-preset-edited-tip"),
                });
            ui.end_row();

            preset_size_row_ui(ui, &mut preset.n, presets::MAX_POINTS);

            match preset.kind {
                PresetKind::Separable => {
                    ui.label(t!("controls-margin"))
                        .on_hover_text(t!("controls-margin-tip"));
                    ui.add(egui::Slider::new(
                        &mut preset.margin,
                        0.0..=presets::MAX_MARGIN,
                    ))
                    .on_hover_text(t!("controls-margin-field-tip"));
                    ui.end_row();
                }
                PresetKind::Noisy => {
                    ui.label(t!("controls-flip-rate"))
                        .on_hover_text(t!("controls-flip-rate-tip"));
                    ui.add(egui::Slider::new(&mut preset.flip_rate, 0.0..=0.5))
                        .on_hover_text(t!("controls-flip-rate-field-tip"));
                    ui.end_row();
                }
                PresetKind::Blobs | PresetKind::Xor | PresetKind::Ring => {}
            }

            preset_seed_row_ui(ui, &mut preset.seed);
        });
    if load_preset_button_ui(ui) {
        commands.push(Command::LoadPreset(*preset));
    }
}

/// A preset grid's row for its number of points N, from 2 to `max`.
pub(in crate::app) fn preset_size_row_ui(ui: &mut egui::Ui, n: &mut usize, max: usize) {
    ui.label("N").on_hover_text(t!("controls-n-tip"));
    ui.add(egui::DragValue::new(n).range(2..=max))
        .on_hover_text(t!("controls-n-field-tip"));
    ui.end_row();
}

/// A preset grid's row for its seed.
pub(in crate::app) fn preset_seed_row_ui(ui: &mut egui::Ui, seed: &mut u64) {
    ui.label(t!("controls-seed"))
        .on_hover_text(t!("controls-preset-seed-tip"));
    ui.add(egui::DragValue::new(seed))
        .on_hover_text(t!("controls-preset-seed-field-tip"));
    ui.end_row();
}

/// The "Load preset" button under a preset grid: whether it was clicked.
pub(in crate::app) fn load_preset_button_ui(ui: &mut egui::Ui) -> bool {
    ui.button(t!("controls-load-preset"))
        .on_hover_text(t!("controls-load-preset-tip"))
        .clicked()
}

fn learner_ui(ui: &mut egui::Ui, prefs: &mut Prefs, commands: &mut Vec<Command>) {
    ui.strong(t!("controls-learner"));
    let mut settings = prefs.learner.clone();
    let algorithm = settings.algorithm;
    egui::Grid::new("learner grid")
        .num_columns(2)
        .show(ui, |ui| {
            ui.label(t!("controls-algorithm"))
                .on_hover_text(algorithm.explanation());
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
                            .on_hover_text(a.explanation());
                    }
                })
                .response
                .on_hover_text(format!(
                    "{}\n\n{}",
                    algorithm.explanation(),
                    t!("controls-algorithm-change-tip")
                ));
            if chosen != algorithm {
                commands.push(Command::SetAlgorithm(chosen));
            }
            ui.end_row();

            let orders = algorithm.orders();
            if !orders.is_empty() {
                ui.label(t!("controls-order"))
                    .on_hover_text(t!("controls-order-tip"));
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

            crate::app::classify::svm_controls::rows_ui(ui, &mut settings);

            if algorithm.uses_eta() {
                ui.label("η").on_hover_text(t!("controls-eta-tip"));
                ui.add(
                    egui::DragValue::new(&mut settings.eta)
                        .range(0.0..=MAX_ETA * 10.0)
                        .speed(0.01)
                        .max_decimals(6),
                )
                .on_hover_text(t!("controls-eta-field-tip"));
                ui.end_row();
            }

            ui.label(t!("controls-seed"))
                .on_hover_text(t!("controls-learner-seed-tip"));
            ui.add(egui::DragValue::new(&mut settings.seed))
                .on_hover_text(t!("controls-learner-seed-field-tip"));
            ui.end_row();

            ui.label(t!("controls-budget"))
                .on_hover_text(t!("controls-budget-tip"));
            let mut max = settings
                .budget
                .max_updates
                .unwrap_or(crate::app::DEFAULT_MAX_UPDATES);
            let budget = ui
                .add(
                    egui::DragValue::new(&mut max)
                        .range(1..=1_000_000_000u64)
                        .speed(10.0)
                        .suffix(t!("controls-budget-suffix")),
                )
                .on_hover_text(t!("controls-budget-field-tip"));
            // Only an edit sets it: a lesson without a budget (a link written by hand) keeps
            // its run instead of being reset by the first frame.
            if budget.changed() {
                settings.budget.max_updates = Some(max);
            }
            ui.end_row();

            if algorithm.takes_initial_w() {
                ui.label(t!("controls-start-from"))
                    .on_hover_text(t!("controls-start-from-tip"));
                let init_name = |init: Init| match init {
                    Init::Zero => "w = 0",
                    Init::Linreg => t!("controls-init-linreg"),
                };
                egui::ComboBox::from_id_salt("init")
                    .selected_text(init_name(settings.init))
                    .show_ui(ui, |ui| {
                        ui.selectable_value(&mut settings.init, Init::Zero, init_name(Init::Zero))
                            .on_hover_text(t!("controls-init-zero-tip"));
                        ui.selectable_value(
                            &mut settings.init,
                            Init::Linreg,
                            init_name(Init::Linreg),
                        )
                        .on_hover_text(t!("controls-init-linreg-tip"));
                    })
                    .response
                    .on_hover_text(t!("controls-init-tip"));
                ui.end_row();
            }
        });
    if settings != prefs.learner {
        commands.push(Command::SetLearnerSettings(settings));
    }
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

fn run_ui(ui: &mut egui::Ui, prefs: &mut Prefs, cx: &Context, commands: &mut Vec<Command>) {
    ui.strong(t!("controls-learn"));
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
            .on_hover_text(with_keys(t!("controls-step-tip"), ShortcutId::Step))
            .clicked()
        {
            commands.push(Command::Step);
        }
        if ui
            .add_enabled(cx.can_step, egui::Button::new(t!("controls-visit")))
            .on_hover_text(with_keys(t!("controls-visit-tip"), ShortcutId::Visit))
            .clicked()
        {
            commands.push(Command::Visit);
        }
        play_button_ui(ui, cx.mode, cx.can_step, t!("controls-play-tip"), commands);
    });
    ui.horizontal(|ui| {
        ui.label(t!("controls-speed"));
        ui.add(
            egui::Slider::new(&mut prefs.speed, SPEED_RANGE)
                .logarithmic(true)
                .integer()
                .suffix(t!("controls-speed-suffix")),
        )
        .on_hover_text(t!("controls-speed-tip"));
    });
    ui.horizontal_wrapped(|ui| {
        if cx.mode == Mode::RunningToEnd {
            if ui
                .button(t!("controls-stop"))
                .on_hover_text(with_keys(t!("controls-stop-tip"), ShortcutId::Stop))
                .clicked()
            {
                commands.push(Command::Stop);
            }
        } else if ui
            .add_enabled(cx.can_step, egui::Button::new(t!("controls-run-to-end")))
            .on_hover_text(with_keys(
                t!("controls-run-to-end-tip"),
                ShortcutId::RunToEnd,
            ))
            .clicked()
        {
            commands.push(Command::RunToEnd);
        }
        if ui
            .button(t!("controls-reset"))
            .on_hover_text(with_keys(t!("controls-reset-tip"), ShortcutId::Reset))
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
        set_language(Language::Chinese);
        assert_eq!(
            with_keys(t!("controls-play-tip"), ShortcutId::PlayPause),
            "动画：按下面的速度不断单步，或者暂停。\n\n快捷键：Space 或 P"
        );
    }
}
