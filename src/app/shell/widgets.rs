//! The widgets every workspace's controls are built of: buttons that push a command and name
//! their shortcut in the tooltip, Play/Pause, Help, the language buttons, the points' buttons
//! and rows (placing ○/×, presets), and the preset forms' rows.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::i18n::Language;
use crate::t;

use crate::app::command::Command;
use crate::app::document::Label;
use crate::app::document::presets::{self, PresetKind};
use crate::app::prefs::Around;
use crate::app::prefs::Viewer;
use crate::app::shell::form::{Form, form_ui};
use crate::app::shell::room::ControlsContext;
use crate::app::shell::runner::Mode;
use crate::app::shell::shortcuts::{self, ShortcutId};
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
        .on_hover_formula(with_keys(tip, id))
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

/// The Help button: shows or hides the window of mouse and keyboard controls.
pub(in crate::app) fn help_button_ui(ui: &mut egui::Ui, show_help: &mut bool) {
    if ui
        .selectable_label(*show_help, t!("controls-help"))
        .on_hover_formula(t!("controls-help-tip"))
        .clicked()
    {
        *show_help = !*show_help;
    }
}

/// One button per other language, named in that language, that switches to it at once.
pub(in crate::app) fn language_ui(ui: &mut egui::Ui, viewer: &mut Viewer) {
    for language in Language::ALL {
        if language != viewer.language
            && ui
                .button(language.own_name())
                .on_hover_formula(crate::i18n::tr_in(language, "common-language-switch-tip"))
                .clicked()
        {
            viewer.language = language;
        }
    }
}

/// The buttons acting on the points: a first button acting on the selected point, if any
/// (`first`: its text and tooltip; its point is returned when clicked), Delete point and Clear
/// all.
pub(in crate::app) fn point_buttons_ui(
    ui: &mut egui::Ui,
    cx: &ControlsContext,
    first: Option<(&str, &str)>,
    commands: &mut Vec<Command>,
) -> Option<usize> {
    let mut clicked = None;
    ui.horizontal_wrapped(|ui| {
        let selected = cx.selected;
        if let Some((text, tip)) = first
            && ui
                .add_enabled(selected.is_some(), egui::Button::new(text))
                .on_hover_formula(tip)
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
            .on_hover_formula(t!("controls-delete-point-tip"))
            .on_disabled_hover_text(t!("controls-select-first"))
            .clicked()
            && let Some(n) = selected
        {
            commands.push(Command::DeletePoint(n));
        }
        if ui
            .add_enabled(cx.has_points, egui::Button::new(t!("controls-clear-all")))
            .on_hover_formula(t!("controls-clear-all-tip"))
            .clicked()
        {
            commands.push(Command::Clear);
        }
    });
    clicked
}

/// The points' heading, the label a click places (○ +1 or × −1), and Flip label, Delete point
/// and Clear all: the points of a classification, without the presets.
pub(in crate::app) fn labelled_points_ui(
    ui: &mut egui::Ui,
    around: &mut Around,
    cx: &ControlsContext,
    commands: &mut Vec<Command>,
) {
    ui.strong_formula(t!("controls-points"));
    ui.horizontal(|ui| {
        ui.label_formula(t!("controls-left-click-places"))
            .on_hover_formula(t!("controls-left-click-places-tip"));
        ui.selectable_value(&mut around.place, Label::Positive, "○ +1")
            .on_hover_formula(t!("controls-place-positive-tip"));
        ui.selectable_value(&mut around.place, Label::Negative, "× −1")
            .on_hover_formula(t!("controls-place-negative-tip"));
    });
    let flip = (t!("controls-flip-label"), t!("controls-flip-label-tip"));
    if let Some(n) = point_buttons_ui(ui, cx, Some(flip), commands) {
        commands.push(Command::FlipLabel(n));
    }
}

pub(in crate::app) fn points_ui(
    ui: &mut egui::Ui,
    around: &mut Around,
    cx: &ControlsContext,
    commands: &mut Vec<Command>,
) {
    labelled_points_ui(ui, around, cx, commands);

    ui.add_space(4.0);
    let preset = &mut around.preset;
    form_ui(ui, |form| {
        // What the plane holds: a preset until the points are edited, then "—". Choosing
        // one loads it (Undo brings the points back).
        let on_plane = cx.preset_on_plane;
        form.row(t!("controls-preset"), t!("controls-preset-tip"), |ui, _| {
            egui::ComboBox::from_id_salt("preset kind")
                .selected_text(on_plane.map_or("—", PresetKind::name))
                .show_ui(ui, |ui| {
                    for kind in PresetKind::ALL {
                        if ui
                            .selectable_label(on_plane == Some(kind), kind.name())
                            .on_hover_formula(kind.explanation())
                            .clicked()
                        {
                            preset.kind = kind;
                            commands.push(Command::LoadPreset(*preset));
                        }
                    }
                })
                .response
                .on_hover_formula(match on_plane {
                    Some(kind) => kind.explanation(),
                    None => t!("controls-preset-edited-tip"),
                });
        });

        preset_size_row_ui(form, &mut preset.n, presets::MAX_POINTS);

        match preset.kind {
            PresetKind::Separable => {
                form.row(t!("controls-margin"), t!("controls-margin-tip"), |ui, _| {
                    ui.add(egui::Slider::new(
                        &mut preset.margin,
                        0.0..=presets::MAX_MARGIN,
                    ))
                    .on_hover_formula(t!("controls-margin-field-tip"));
                });
            }
            PresetKind::Noisy => {
                form.row(
                    t!("controls-flip-rate"),
                    t!("controls-flip-rate-tip"),
                    |ui, _| {
                        ui.add(egui::Slider::new(&mut preset.flip_rate, 0.0..=0.5))
                            .on_hover_formula(t!("controls-flip-rate-field-tip"));
                    },
                );
            }
            PresetKind::Blobs | PresetKind::Xor | PresetKind::Ring => {}
        }

        preset_seed_row_ui(form, &mut preset.seed);
    });
    if load_preset_button_ui(ui) {
        commands.push(Command::LoadPreset(*preset));
    }
}

/// A preset form's row for its number of points N, from 2 to `max`.
pub(in crate::app) fn preset_size_row_ui(form: &mut Form<'_>, n: &mut usize, max: usize) {
    form.row("N", t!("controls-n-tip"), |ui, _| {
        ui.add(egui::DragValue::new(n).range(2..=max))
            .on_hover_formula(t!("controls-n-field-tip"));
    });
}

/// A preset form's row for its seed.
pub(in crate::app) fn preset_seed_row_ui(form: &mut Form<'_>, seed: &mut u64) {
    form.row(
        t!("controls-seed"),
        t!("controls-preset-seed-tip"),
        |ui, _| {
            ui.add(egui::DragValue::new(seed))
                .on_hover_formula(t!("controls-preset-seed-field-tip"));
        },
    );
}

/// The "Load preset" button under a preset form: whether it was clicked.
pub(in crate::app) fn load_preset_button_ui(ui: &mut egui::Ui) -> bool {
    ui.button(t!("controls-load-preset"))
        .on_hover_formula(t!("controls-load-preset-tip"))
        .clicked()
}
