//! What the window lets a learner hear as well as see, off by default: the loss
//! panel's curves as a tone sweep (an error's height as pitch, 220–880 Hz on a log scale, left to
//! right along the margin axis, one curve after another) and a step's result as a short earcon
//! (an update, no mistake left, nothing changed, diverged).
//!
//! [`synth`] turns them into f32 mono samples at a given rate: pure functions, with no egui and
//! no audio backend, so they are tested by measuring the samples (pitch by zero crossings, the
//! fades, the lengths). [`player`] (with the window) hands samples to the system's sound:
//! PulseAudio's native protocol on the Linux desktop (which PipeWire's pulse server speaks too),
//! Web Audio on the page, and a recorder for tests.

pub mod synth;

#[cfg(feature = "gui")]
pub mod player;

pub use synth::{Earcon, SAMPLE_RATE, pitch, tone_sweep};

#[cfg(test)]
mod tests;
