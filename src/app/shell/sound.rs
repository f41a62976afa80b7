//! The window's sound (the Access menu's Sound): the player it plays on (the system's, or a
//! test's recorder), the loss panel's curves sampled for their tone sweep, and a player's error
//! shown once. The samples are [`crate::sound`]'s.

use crate::loss::ErrorMeasure;
use crate::sound::player::{self, Cue, Player, Sound};
use crate::sound::{Earcon, SAMPLE_RATE, tone_sweep};

/// The margins the sweep goes over, left to right: the loss panel's default view.
pub const MARGINS: (f64, f64) = (-3.0, 3.0);
/// The errors mapped to the lowest and highest pitch: the loss panel's default view.
pub const ERRORS: (f64, f64) = (0.0, 4.0);
/// Values per curve.
const CURVE_SAMPLES: usize = 121;

/// Where the window's sounds go, and whether its error was shown.
pub struct SoundOut {
    player: Box<dyn Player>,
    error_shown: bool,
}

impl Default for SoundOut {
    fn default() -> Self {
        Self {
            player: player::system(),
            error_shown: false,
        }
    }
}

impl SoundOut {
    /// Plays on `player` from now on.
    pub fn set_player(&mut self, player: Box<dyn Player>) {
        self.player = player;
        self.error_shown = false;
    }

    /// Plays `sound`; the error to show, the first time there is one.
    pub fn play(&mut self, sound: Sound) -> Option<String> {
        let error = self.player.play(sound).err();
        self.once(error)
    }

    /// An error the player met after it returned, the first time there is one.
    pub fn poll(&mut self) -> Option<String> {
        let error = self.player.take_error();
        self.once(error)
    }

    fn once(&mut self, error: Option<String>) -> Option<String> {
        let error = error?;
        if self.error_shown {
            return None;
        }
        self.error_shown = true;
        Some(error)
    }
}

/// The curves of `measures` as the loss panel draws them by default, as a tone sweep.
pub fn loss_sweep(measures: &[ErrorMeasure]) -> Sound {
    let curves: Vec<Vec<f64>> = measures
        .iter()
        .map(|measure| {
            (0..CURVE_SAMPLES)
                .map(|k| {
                    let u = k as f64 / (CURVE_SAMPLES - 1) as f64;
                    measure.of_margin(MARGINS.0 + u * (MARGINS.1 - MARGINS.0))
                })
                .collect()
        })
        .collect();
    Sound {
        cue: Cue::Sweep {
            curves: curves.len(),
        },
        samples: tone_sweep(&curves, ERRORS, SAMPLE_RATE),
        rate: SAMPLE_RATE,
    }
}

/// `earcon`, ready to play.
pub fn earcon(earcon: Earcon) -> Sound {
    Sound {
        cue: Cue::Earcon(earcon),
        samples: earcon.samples(SAMPLE_RATE),
        rate: SAMPLE_RATE,
    }
}
