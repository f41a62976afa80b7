//! Keyboard shortcuts, read once at the start of a frame (before any widget, so that Space
//! plays instead of pressing a focused button) and turned into commands. The same table gives
//! the tooltips and the help window their key names.

use egui::{Key, KeyboardShortcut, Modifiers};

use super::Command;

/// A command and its keys.
pub struct Shortcut {
    pub keys: &'static [KeyboardShortcut],
    pub command: fn() -> Command,
    /// What the key does, for the help window.
    pub what: &'static str,
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
        keys: &[command_shift(Key::Z), command(Key::Y)],
        command: || Command::Redo,
        what: "redo",
    },
    Shortcut {
        keys: &[command(Key::Z)],
        command: || Command::Undo,
        what: "undo the last change of the points",
    },
    Shortcut {
        keys: &[key(Key::Space), key(Key::P)],
        command: || Command::TogglePlay,
        what: "play / pause",
    },
    Shortcut {
        keys: &[key(Key::S), key(Key::ArrowRight)],
        command: || Command::Step,
        what: "step: one update",
    },
    Shortcut {
        keys: &[key(Key::V)],
        command: || Command::Visit,
        what: "visit: check one point",
    },
    Shortcut {
        keys: &[key(Key::E)],
        command: || Command::RunToEnd,
        what: "run to the end",
    },
    Shortcut {
        keys: &[key(Key::R)],
        command: || Command::Reset,
        what: "reset the learner to t = 0",
    },
    Shortcut {
        keys: &[key(Key::Escape)],
        command: || Command::Stop,
        what: "stop",
    },
    Shortcut {
        keys: &[key(Key::Home)],
        command: || Command::ResetView,
        what: "reset the view to fit the points",
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

/// Consumes this frame's shortcut keys and queues their commands. Single keys are left alone
/// while a text field has the keyboard (typing "s" in the seed must not step).
pub fn read(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let typing = ctx.egui_wants_keyboard_input();
    ctx.input_mut(|input| {
        for shortcut in ALL {
            for keys in shortcut.keys {
                let chord = !keys.modifiers.is_none();
                if typing && (!chord || keys.logical_key == Key::Z || keys.logical_key == Key::Y) {
                    // A text field has its own undo.
                    continue;
                }
                if input.consume_shortcut(keys) {
                    commands.push((shortcut.command)());
                }
            }
        }
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
