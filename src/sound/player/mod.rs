//! The players: where the window's sounds go. [`system`] gives this platform's — PulseAudio's
//! native protocol on the Linux desktop ([`pulse`], on a thread of its own, also PipeWire's
//! pulse server), Web Audio on the page ([`web`]), none elsewhere — and [`Recorder`] keeps what
//! was asked for, for tests. A player never blocks the window's thread and never panics: what
//! it cannot play it says as an error, which the window shows once.

use std::sync::{Arc, Mutex};

use super::Earcon;

#[cfg(target_os = "linux")]
mod pulse;
#[cfg(target_arch = "wasm32")]
mod web;

/// What a sound is, for those who read what was played (tests, the announcements).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    /// The loss panel's curves as a tone sweep, this many of them.
    Sweep { curves: usize },
    /// A step's result.
    Earcon(Earcon),
}

/// A sound to play: f32 mono samples at `rate`.
#[derive(Debug, Clone, PartialEq)]
pub struct Sound {
    pub cue: Cue,
    pub samples: Vec<f32>,
    pub rate: u32,
}

/// Somewhere to play sounds.
pub trait Player {
    /// Queues `sound` after what is playing, and returns at once. An error says why nothing
    /// can be played (no sound server).
    ///
    /// # Errors
    /// Why the sound cannot be played, in words for the message banner (English: the system's
    /// own words are too).
    fn play(&mut self, sound: Sound) -> Result<(), String>;

    /// An error that came after [`Player::play`] returned (a sound server that went away), if
    /// any, once.
    fn take_error(&mut self) -> Option<String> {
        None
    }
}

/// This platform's player.
pub fn system() -> Box<dyn Player> {
    #[cfg(target_os = "linux")]
    return Box::new(pulse::Pulse::default());
    #[cfg(target_arch = "wasm32")]
    return Box::new(web::WebAudio::default());
    #[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
    Box::new(Silent)
}

/// No sound on this system (a desktop other than Linux's).
#[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
struct Silent;

#[cfg(not(any(target_os = "linux", target_arch = "wasm32")))]
impl Player for Silent {
    fn play(&mut self, _sound: Sound) -> Result<(), String> {
        Err("this build plays sound only on Linux (PulseAudio or PipeWire) and the web page".into())
    }
}

/// A player that plays nothing and keeps every sound asked for: its clones share one list, so
/// a test keeps one and gives the window the other.
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    played: Arc<Mutex<Vec<Sound>>>,
}

impl Recorder {
    /// The sounds asked for so far, in order.
    pub fn played(&self) -> Vec<Sound> {
        self.played.lock().map(|p| p.clone()).unwrap_or_default()
    }
}

impl Player for Recorder {
    fn play(&mut self, sound: Sound) -> Result<(), String> {
        if let Ok(mut played) = self.played.lock() {
            played.push(sound);
        }
        Ok(())
    }
}
