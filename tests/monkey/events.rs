//! What the monkey does: the events (clicks, drags, keys, widgets, typed text, dropped files,
//! resizes, restarts) as seeded values that round-trip through JSON, how one is drawn at random,
//! and the text, keys and presets it draws them from.

use super::*;

/// What is typed into the numeric fields.
pub(super) const TYPED: &[&str] = &[
    "nan",
    "NaN",
    "inf",
    "-inf",
    "1e999",
    "-1e999",
    "-0",
    "",
    "0",
    "1",
    "-1",
    "0.5",
    "2",
    "7",
    "1e308",
    "-1e308",
    "1e-320",
    "18446744073709551616",
    "99999999999",
    "-99999999999",
    "1e9",
    "-5",
    "abc",
    "1,5",
    " 3 ",
];

/// What is set through accessibility (a screen reader's "set value").
pub(super) const SET_VALUES: &[&str] = &[
    "NaN", "inf", "-inf", "-0", "0", "1", "-1", "1e308", "-1e308", "1e-320", "3.5", "1e12",
];

/// Other keys than the shortcuts: the plane's keys, focus and text keys, and keys that do
/// nothing.
pub(super) const OTHER_KEYS: &[Key] = &[
    Key::Delete,
    Key::Backspace,
    Key::F,
    Key::Tab,
    Key::Enter,
    Key::Space,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::A,
    Key::Num1,
    Key::F1,
    Key::PageDown,
    Key::PageUp,
    // The plane's keys, once it has the keyboard (F7, a shortcut).
    Key::O,
    Key::X,
    Key::G,
    Key::D,
    Key::T,
    Key::OpenBracket,
    Key::CloseBracket,
];

/// The plane's keys once it has the keyboard, and the lecture's pages.
pub(super) const PLANE_KEYS: &[Key] = &[
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::O,
    Key::X,
    Key::G,
    Key::D,
    Key::T,
    Key::F,
    Key::Delete,
    Key::Enter,
    Key::Escape,
    Key::OpenBracket,
    Key::CloseBracket,
    Key::PageDown,
    Key::PageUp,
];

/// The names of the presets: choosing one in the preset box loads it.
pub(super) const PRESET_NAMES: &[&str] = &[
    "files-preset-separable",
    "files-preset-noisy",
    "files-preset-blobs",
    "files-preset-xor",
    "files-preset-ring",
];

/// A point of the window as fractions of its width and height, or of the plane's rectangle.
pub(super) type Frac = [f32; 2];

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub(super) enum Button {
    Primary,
    Secondary,
    Middle,
}

impl Button {
    pub(super) fn egui(self) -> PointerButton {
        match self {
            Self::Primary => PointerButton::Primary,
            Self::Secondary => PointerButton::Secondary,
            Self::Middle => PointerButton::Middle,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub(super) enum Mods {
    None,
    Shift,
    Command,
    Alt,
    CommandShift,
}

impl Mods {
    pub(super) fn egui(self) -> Modifiers {
        match self {
            Self::None => Modifiers::NONE,
            Self::Shift => Modifiers::SHIFT,
            Self::Command => Modifiers::COMMAND,
            Self::Alt => Modifiers::ALT,
            Self::CommandShift => Modifiers::COMMAND | Modifiers::SHIFT,
        }
    }
}

/// One thing the monkey does. Positions are fractions, so an event means the same after a
/// resize; `pick`s are taken modulo what the frame offers when the event runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(super) enum Ev {
    /// Press and release at a place of the window.
    Click {
        at: Frac,
        button: Button,
        mods: Mods,
    },
    /// Press and release on point `n` (modulo the number of points).
    ClickPoint {
        n: u32,
        button: Button,
        mods: Mods,
    },
    /// Press at `from`, move to `to` in `moves` frames, release.
    Drag {
        from: Frac,
        to: Frac,
        moves: u8,
        button: Button,
    },
    /// Drag point `n` to a place of the plane (fractions of its rectangle, a little beyond).
    DragPoint {
        n: u32,
        to: Frac,
        moves: u8,
    },
    /// Drag in the weight-space slice (fractions of its rectangle, a little beyond): w set by
    /// hand, the points untouched.
    DragWeight {
        from: Frac,
        to: Frac,
        moves: u8,
    },
    Scroll {
        at: Frac,
        delta: [f32; 2],
        mods: Mods,
    },
    Hover {
        at: Frac,
    },
    /// Key `key` (modulo its keys) of the shortcut `pick` (modulo the app's table), held down
    /// for `repeats` key repeats.
    Shortcut {
        pick: u32,
        key: u32,
        repeats: u8,
    },
    /// A key that is not a shortcut.
    Key {
        key: String,
        mods: Mods,
    },
    /// Clicks an enabled widget of the frame's accessibility tree.
    Widget {
        pick: u32,
        secondary: bool,
    },
    /// Focuses a numeric field, selects its text, types `text` and presses Enter if `enter`.
    Type {
        pick: u32,
        text: String,
        enter: bool,
    },
    /// Sets a numeric field or slider through accessibility.
    SetValue {
        pick: u32,
        value: String,
    },
    Resize {
        size: [f32; 2],
    },
    /// Drops a file of `tests/data` on the window and waits until it is read.
    Drop {
        file: String,
    },
    /// The window closes and a new one opens with the default preset and settings (the monkey
    /// soon types a budget of one update; a restart brings back long runs).
    Restart,
    /// Frames go by (a run plays on).
    Idle {
        frames: u8,
    },
    /// Opens built-in lecture `pick` (modulo their number) from the Lectures menu's command.
    Lecture {
        pick: u32,
    },
    /// Goes to scene `scene` (modulo their number) of the lecture open, if one is: the
    /// exercises are the last scenes.
    Scene {
        scene: u8,
    },
    /// Undo, check the points are those before the last edit, redo, check they are back.
    CheckUndo,
}

impl Ev {
    pub(super) fn random(rng: &mut ChaCha8Rng, files: &[String]) -> Self {
        let frac = |rng: &mut ChaCha8Rng| [rng.random::<f32>(), rng.random::<f32>()];
        let button = |rng: &mut ChaCha8Rng| match rng.random_range(0..10) {
            0..6 => Button::Primary,
            6..9 => Button::Secondary,
            _ => Button::Middle,
        };
        let mods = |rng: &mut ChaCha8Rng| match rng.random_range(0..12) {
            0..8 => Mods::None,
            8 => Mods::Shift,
            9 => Mods::Command,
            10 => Mods::Alt,
            _ => Mods::CommandShift,
        };
        match rng.random_range(0..100) {
            0..12 => Self::Click {
                at: frac(rng),
                button: button(rng),
                mods: mods(rng),
            },
            12..20 => Self::ClickPoint {
                n: rng.random(),
                button: button(rng),
                mods: mods(rng),
            },
            20..25 => Self::Drag {
                from: frac(rng),
                to: frac(rng),
                moves: rng.random_range(1..4),
                button: button(rng),
            },
            25..28 => Self::DragWeight {
                from: [rng.random_range(0.0..1.0), rng.random_range(0.0..1.0)],
                to: [rng.random_range(-0.1..1.1), rng.random_range(-0.1..1.1)],
                moves: rng.random_range(1..4),
            },
            28..30 => Self::DragPoint {
                n: rng.random(),
                to: [rng.random_range(-0.1..1.1), rng.random_range(-0.1..1.1)],
                moves: rng.random_range(1..4),
            },
            30..33 => Self::Scroll {
                at: frac(rng),
                delta: [
                    rng.random_range(-200.0..200.0),
                    rng.random_range(-200.0..200.0),
                ],
                mods: mods(rng),
            },
            33..35 => Self::Hover { at: frac(rng) },
            35..50 => Self::Shortcut {
                pick: rng.random(),
                key: rng.random(),
                repeats: if rng.random_range(0..4) == 0 {
                    rng.random_range(1..40)
                } else {
                    0
                },
            },
            50..54 => Self::Key {
                key: OTHER_KEYS[rng.random_range(0..OTHER_KEYS.len())]
                    .name()
                    .to_owned(),
                mods: mods(rng),
            },
            54..72 => Self::Widget {
                pick: rng.random(),
                secondary: rng.random_range(0..10) == 0,
            },
            72..79 => Self::Type {
                pick: rng.random(),
                text: TYPED[rng.random_range(0..TYPED.len())].to_owned(),
                enter: rng.random_range(0..5) != 0,
            },
            79..81 => Self::SetValue {
                pick: rng.random(),
                value: SET_VALUES[rng.random_range(0..SET_VALUES.len())].to_owned(),
            },
            81..83 => Self::Resize {
                size: [
                    rng.random_range(320.0..1920.0_f32).round(),
                    rng.random_range(240.0..1200.0_f32).round(),
                ],
            },
            83..85 => Self::Drop {
                file: files[rng.random_range(0..files.len())].clone(),
            },
            85 if rng.random_range(0..4) == 0 => Self::Restart,
            85..88 => Self::Idle {
                frames: rng.random_range(1..4),
            },
            88..90 => Self::Lecture { pick: rng.random() },
            90 => Self::Scene {
                scene: rng.random(),
            },
            _ => Self::CheckUndo,
        }
    }

    /// An event of a student without a mouse: a shortcut (F7 gives the plane the keyboard), a
    /// key of the plane, frames going by, or Undo checked. (Tab's walk through the widgets, with
    /// Enter pressing the one it reaches, is the main round's.)
    pub(super) fn random_key(rng: &mut ChaCha8Rng) -> Self {
        let mods = match rng.random_range(0..10) {
            0..8 => Mods::None,
            8 => Mods::Shift,
            _ => Mods::Command,
        };
        match rng.random_range(0..21) {
            0..7 => Self::Shortcut {
                pick: rng.random(),
                key: rng.random(),
                repeats: 0,
            },
            // F7 as a student presses it to come back to the plane (a shortcut drawn among all
            // the others is F7 too seldom for the plane's keys to be tried).
            20 => Self::Key {
                key: Key::F7.name().to_owned(),
                mods: Mods::None,
            },
            7..16 => Self::Key {
                key: PLANE_KEYS[rng.random_range(0..PLANE_KEYS.len())]
                    .name()
                    .to_owned(),
                mods,
            },
            16..18 => Self::Idle {
                frames: rng.random_range(1..4),
            },
            18 => Self::Lecture { pick: rng.random() },
            _ => Self::CheckUndo,
        }
    }

    /// Whether the event may change the points (a click or drag may land on a point, the plane
    /// or a button that edits; the other events must leave them alone). Widgets and files are
    /// judged when they run.
    pub(super) fn may_edit(&self) -> bool {
        match self {
            Self::Click { .. }
            | Self::ClickPoint { .. }
            | Self::Drag { .. }
            | Self::DragPoint { .. }
            | Self::Lecture { .. }
            | Self::Scene { .. }
            | Self::CheckUndo => true,
            Self::Key { key, mods } => {
                matches!(
                    Key::from_name(key),
                    Some(
                        Key::Delete
                            | Key::Backspace
                            | Key::F
                            | Key::Enter
                            | Key::Space
                            | Key::O
                            | Key::X
                    )
                ) || *mods != Mods::None
            }
            Self::Shortcut { .. }
            | Self::DragWeight { .. }
            | Self::Widget { .. }
            | Self::Drop { .. }
            | Self::Scroll { .. }
            | Self::Hover { .. }
            | Self::Type { .. }
            | Self::SetValue { .. }
            | Self::Resize { .. }
            | Self::Idle { .. } => false,
            // A new window: its points are the preset's.
            Self::Restart => true,
        }
    }
}
