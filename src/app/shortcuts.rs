//! Keyboard shortcuts, read once at the start of a frame (before any widget, so that Space
//! plays instead of pressing a focused button) and turned into commands. The same table gives
//! the tooltips and the help window their key names.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::{Action, Command};

/// A command and its keys.
pub struct Shortcut {
    pub keys: &'static [KeyboardShortcut],
    pub command: fn() -> Command,
    /// What the key does, for the help window.
    pub what: &'static str,
    /// Whether holding the key repeats the command (stepping does; play/pause does not).
    pub repeats: bool,
}

const fn key(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::NONE, key)
}

const fn command(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND, key)
}

const fn command_shift(key: Key) -> KeyboardShortcut {
    KeyboardShortcut::new(Modifiers::COMMAND.plus(Modifiers::SHIFT), key)
}

/// Every shortcut. Longer chords come first so that Ctrl+Shift+Z is not read as Ctrl+Z.
pub const ALL: &[Shortcut] = &[
    Shortcut {
        keys: &[command_shift(Key::S)],
        command: || Command::Classroom(Action::SavePointsDialog),
        what: "save the points as .dat, .csv or .libsvm",
        repeats: false,
    },
    Shortcut {
        keys: &[command(Key::S)],
        command: || Command::Classroom(Action::SaveLesson),
        what: "save the lesson",
        repeats: false,
    },
    Shortcut {
        keys: &[command(Key::O)],
        command: || Command::Classroom(Action::OpenDialog),
        what: "open points or a lesson",
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::F5)],
        command: || Command::Classroom(Action::TogglePresentation),
        what: "presentation mode: large text, thick lines",
        repeats: false,
    },
    Shortcut {
        keys: &[command_shift(Key::Z), command(Key::Y)],
        command: || Command::Redo,
        what: "redo",
        repeats: true,
    },
    Shortcut {
        keys: &[command(Key::Z)],
        command: || Command::Undo,
        what: "undo the last change of the points",
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::Space), key(Key::P)],
        command: || Command::TogglePlay,
        what: "play / pause",
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::S), key(Key::ArrowRight)],
        command: || Command::Step,
        what: "step: one update",
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::B), key(Key::ArrowLeft)],
        command: || Command::StepBack,
        what: "step back: undo one update",
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::V)],
        command: || Command::Visit,
        what: "visit: check one point",
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::E)],
        command: || Command::RunToEnd,
        what: "run to the end",
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::R)],
        command: || Command::Reset,
        what: "reset the learner to t = 0",
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::Escape)],
        command: || Command::Stop,
        what: "stop",
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::Home)],
        command: || Command::ResetView,
        what: "reset the view to fit the points",
        repeats: false,
    },
];

/// The key names of the shortcut for `what` ("Space or P"), for tooltips.
pub fn keys_of(what: &str) -> String {
    ALL.iter()
        .find(|s| s.what == what)
        .map(|s| names(s.keys))
        .unwrap_or_default()
}

/// "Space or P".
pub fn names(keys: &[KeyboardShortcut]) -> String {
    keys.iter()
        .map(|k| k.format(&egui::ModifierNames::NAMES, false))
        .collect::<Vec<_>>()
        .join(" or ")
}

/// Consumes this frame's shortcut keys and queues their commands, one per press (a key held
/// down repeats only the commands that make sense repeated). Single keys are left alone while a
/// text field has the keyboard (typing "s" in the seed must not step), and so is Ctrl+Z there
/// (a text field has its own undo).
pub fn read(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        input.events.retain(|event| {
            let egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                repeat,
                ..
            } = event
            else {
                return true;
            };
            let found = ALL.iter().find(|shortcut| {
                shortcut.keys.iter().any(|keys| {
                    keys.logical_key == *key && modifiers.matches_logically(keys.modifiers)
                })
            });
            match found {
                Some(_) if typing => true,
                Some(shortcut) => {
                    if shortcut.repeats || !repeat {
                        commands.push((shortcut.command)());
                    }
                    false
                }
                None => true,
            }
        });
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shortcut_is_distinct() {
        let mut seen = Vec::new();
        for s in ALL {
            for k in s.keys {
                assert!(!seen.contains(k), "{k:?} twice");
                seen.push(*k);
            }
        }
    }

    #[test]
    fn key_names_for_tooltips() {
        assert_eq!(keys_of("play / pause"), "Space or P");
        assert_eq!(keys_of("no such thing"), "");
    }
}
