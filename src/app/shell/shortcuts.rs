//! Keyboard shortcuts, read once at the start of a frame (before any widget, so that Space
//! plays instead of pressing a focused button) and turned into commands. The same table gives
//! the tooltips and the help window their key names; each shortcut is known by its
//! [`ShortcutId`], and its description is translated only where it is shown.

use egui::{Key, KeyboardShortcut, Modifiers};

use crate::app::command::ClassroomAction;
use crate::app::command::Command;
use crate::app::plane::figure;
use crate::t;

/// Which shortcut: the stable name tooltips look a shortcut's keys up by ([`keys_of`]),
/// whatever the interface's language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ShortcutId {
    SavePoints,
    SaveLesson,
    Open,
    Presentation,
    Redo,
    Undo,
    PlayPause,
    Step,
    StepBack,
    Visit,
    RunToEnd,
    Reset,
    Stop,
    ResetView,
    Workspace,
    CheckAnswer,
    FocusPlane,
    Tables,
    PlayLossCurves,
}

impl ShortcutId {
    /// What the key does, for the help window, in the interface's language.
    pub fn what(self) -> &'static str {
        match self {
            Self::SavePoints => t!("controls-key-save-points"),
            Self::SaveLesson => t!("controls-key-save-lesson"),
            Self::Open => t!("controls-key-open"),
            Self::Presentation => t!("controls-key-presentation"),
            Self::Redo => t!("controls-key-redo"),
            Self::Undo => t!("controls-key-undo"),
            Self::PlayPause => t!("controls-key-play-pause"),
            Self::Step => t!("controls-key-step"),
            Self::StepBack => t!("controls-key-step-back"),
            Self::Visit => t!("controls-key-visit"),
            Self::RunToEnd => t!("controls-key-run-to-end"),
            Self::Reset => t!("controls-key-reset"),
            Self::Stop => t!("controls-key-stop"),
            Self::ResetView => t!("controls-key-reset-view"),
            Self::Workspace => t!("controls-key-workspace"),
            Self::CheckAnswer => t!("controls-key-check-answer"),
            Self::FocusPlane => t!("controls-key-focus-plane"),
            Self::Tables => t!("controls-key-tables"),
            Self::PlayLossCurves => t!("access-key-play-loss-curves"),
        }
    }
}

/// A command and its keys.
pub struct Shortcut {
    pub keys: &'static [KeyboardShortcut],
    pub command: fn() -> Command,
    /// Which shortcut this is; [`ShortcutId::what`] says what the key does.
    pub id: ShortcutId,
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
        command: || Command::Classroom(ClassroomAction::SavePointsDialog),
        id: ShortcutId::SavePoints,
        repeats: false,
    },
    Shortcut {
        keys: &[command(Key::S)],
        command: || Command::Classroom(ClassroomAction::SaveLesson),
        id: ShortcutId::SaveLesson,
        repeats: false,
    },
    Shortcut {
        keys: &[command(Key::O)],
        command: || Command::Classroom(ClassroomAction::OpenDialog),
        id: ShortcutId::Open,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::F5)],
        command: || Command::Classroom(ClassroomAction::TogglePresentation),
        id: ShortcutId::Presentation,
        repeats: false,
    },
    Shortcut {
        keys: &[command_shift(Key::Z), command(Key::Y)],
        command: || Command::Redo,
        id: ShortcutId::Redo,
        repeats: true,
    },
    Shortcut {
        keys: &[command(Key::Enter)],
        command: || {
            Command::Lecture(crate::app::command::LectureAction::Task(
                crate::app::command::TaskAction::Check,
            ))
        },
        id: ShortcutId::CheckAnswer,
        repeats: false,
    },
    Shortcut {
        keys: &[command(Key::Z)],
        command: || Command::Undo,
        id: ShortcutId::Undo,
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::Space), key(Key::P)],
        command: || Command::TogglePlay,
        id: ShortcutId::PlayPause,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::S), key(Key::ArrowRight)],
        command: || Command::Step,
        id: ShortcutId::Step,
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::B), key(Key::ArrowLeft)],
        command: || Command::StepBack,
        id: ShortcutId::StepBack,
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::V)],
        command: || Command::Visit,
        id: ShortcutId::Visit,
        repeats: true,
    },
    Shortcut {
        keys: &[key(Key::E)],
        command: || Command::RunToEnd,
        id: ShortcutId::RunToEnd,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::R)],
        command: || Command::Reset,
        id: ShortcutId::Reset,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::Escape)],
        command: || Command::Stop,
        id: ShortcutId::Stop,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::Home)],
        command: || Command::ResetView,
        id: ShortcutId::ResetView,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::F7)],
        command: || Command::FocusPlane,
        id: ShortcutId::FocusPlane,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::F8)],
        command: || Command::ToggleTables,
        id: ShortcutId::Tables,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::F9)],
        command: || Command::PlayLossCurves,
        id: ShortcutId::PlayLossCurves,
        repeats: false,
    },
    Shortcut {
        keys: &[key(Key::M)],
        command: || Command::NextWorkspace,
        id: ShortcutId::Workspace,
        repeats: false,
    },
];

/// The key names of the shortcut `id` ("Space or P"), for tooltips.
pub fn keys_of(id: ShortcutId) -> String {
    ALL.iter()
        .find(|s| s.id == id)
        .map(|s| names(s.keys))
        .unwrap_or_default()
}

/// "Space or P" (in Chinese "Space 或 P": the keys keep their names).
pub fn names(keys: &[KeyboardShortcut]) -> String {
    keys.iter()
        .map(|k| k.format(&egui::ModifierNames::NAMES, false))
        .collect::<Vec<_>>()
        .join(t!("controls-keys-or"))
}

impl ShortcutId {
    /// Whether the shortcut works while a text field has the keyboard: saving, opening and the
    /// presentation mode do; single keys do not (typing "s" in the seed must not step), nor
    /// Ctrl+Z and Ctrl+Y (a text field has its own undo), nor Ctrl+Enter (the answer field
    /// checks its own text).
    fn works_while_typing(self) -> bool {
        matches!(
            self,
            Self::SavePoints
                | Self::SaveLesson
                | Self::Open
                | Self::Presentation
                | Self::FocusPlane
                | Self::Tables
                | Self::PlayLossCurves
        )
    }
}

/// Consumes this frame's shortcut keys and queues their commands, one per press (a key held
/// down repeats only the commands that make sense repeated). While a widget has the keyboard,
/// only the shortcuts that [work while typing](ShortcutId::works_while_typing) are read; while
/// the plane has it, the keys it [takes](figure::claims) are left to it and the others work.
pub fn read(ctx: &egui::Context, commands: &mut Vec<Command>) {
    let plane = figure::has_keyboard(ctx);
    let typing = ctx.egui_wants_keyboard_input() && !plane;
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
            if plane && figure::claims(*key, *modifiers) {
                return true;
            }
            let found = ALL.iter().find(|shortcut| {
                shortcut.keys.iter().any(|keys| {
                    keys.logical_key == *key && modifiers.matches_logically(keys.modifiers)
                })
            });
            match found {
                Some(shortcut) if typing && !shortcut.id.works_while_typing() => true,
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
    fn every_shortcut_is_listed_once() {
        let mut seen = Vec::new();
        for s in ALL {
            assert!(!seen.contains(&s.id), "{:?} twice", s.id);
            seen.push(s.id);
        }
    }

    #[test]
    fn key_names_for_tooltips() {
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!(keys_of(ShortcutId::PlayPause), "Space or P");
        assert_eq!(ShortcutId::PlayPause.what(), "play / pause");
        crate::i18n::set_language(crate::i18n::Language::SimplifiedChinese);
        assert_eq!(keys_of(ShortcutId::PlayPause), "Space 或 P");
        assert_eq!(ShortcutId::PlayPause.what(), "播放 / 暂停");
    }
}
