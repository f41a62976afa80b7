//! The samples: a tone sweep of curves and the earcons of a step, as f32 mono samples in
//! [−1, 1] at a given rate. Every sound starts and ends at 0 and fades in and out over a few
//! milliseconds (no click); a value that is not a finite number is silence, never a panic.

use std::f64::consts::TAU;

use crate::learn::{Event, Step, Stop};

/// The rate the window plays at (both Web Audio and PulseAudio take it).
pub const SAMPLE_RATE: u32 = 44_100;

/// The pitch of the bottom of a curve's range.
pub const LOW_HZ: f64 = 220.0;
/// The pitch of the top of a curve's range (two octaves up).
pub const HIGH_HZ: f64 = 880.0;
/// How long one curve sounds.
pub const CURVE_SECONDS: f64 = 1.5;
/// The silence between two curves.
pub const GAP_SECONDS: f64 = 0.25;
/// The fade in and out of a curve, and of a silence inside it (a value that is not a number).
pub const FADE_SECONDS: f64 = 0.01;
/// The fade in and out of an earcon's note.
pub const NOTE_FADE_SECONDS: f64 = 0.005;
/// The longest earcon.
pub const EARCON_MAX_SECONDS: f64 = 0.25;

/// How loud a tone is (well below 1, so that a buzz's harmonics never clip).
const AMPLITUDE: f64 = 0.3;

/// The pitch of `y` when `range` (bottom, top) spans [`LOW_HZ`]..[`HIGH_HZ`] on a log scale
/// (equal steps of y, equal musical intervals), clamped to it; `None` (silence) when `y` is not
/// a finite number. An empty or non-finite range gives the middle pitch.
pub fn pitch(y: f64, range: (f64, f64)) -> Option<f64> {
    if !y.is_finite() {
        return None;
    }
    let (bottom, top) = range;
    let span = top - bottom;
    let mut u = if span > 0.0 && span.is_finite() {
        (y - bottom) / span
    } else {
        0.5
    };
    if !u.is_finite() {
        u = 0.5;
    }
    Some(LOW_HZ * (HIGH_HZ / LOW_HZ).powf(u.clamp(0.0, 1.0)))
}

/// The number of samples `seconds` last at `rate`.
pub fn samples_in(seconds: f64, rate: u32) -> usize {
    // Non-negative and small: the cast only rounds.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let n = (seconds * f64::from(rate)).round().max(0.0) as usize;
    n
}

/// The curves `curves` one after another, each [`CURVE_SECONDS`] long with its values spread
/// evenly over it (the first at its start, the last at its end, pitch glides between
/// neighbours), [`GAP_SECONDS`] of silence between two; `range` is the (bottom, top) of the
/// values mapped to [`LOW_HZ`]..[`HIGH_HZ`] (see [`pitch`]).
pub fn tone_sweep<C: AsRef<[f64]>>(curves: &[C], range: (f64, f64), rate: u32) -> Vec<f32> {
    let mut out = Vec::new();
    for (k, curve) in curves.iter().enumerate() {
        if k > 0 {
            out.resize(out.len() + samples_in(GAP_SECONDS, rate), 0.0);
        }
        sweep_one(curve.as_ref(), range, rate, &mut out);
    }
    out
}

/// One curve's [`CURVE_SECONDS`], appended to `out`.
fn sweep_one(ys: &[f64], range: (f64, f64), rate: u32, out: &mut Vec<f32>) {
    let n = samples_in(CURVE_SECONDS, rate);
    let fade = samples_in(FADE_SECONDS, rate).max(1) as f64;
    let mut gain = 0.0_f64;
    let mut phase = 0.0_f64;
    let mut hz = LOW_HZ;
    for i in 0..n {
        let heard = frequency_at(ys, range, i, n);
        if let Some(f) = heard {
            hz = f;
        }
        let target = if heard.is_some() { 1.0 } else { 0.0 };
        gain = if target > gain {
            (gain + 1.0 / fade).min(target)
        } else {
            (gain - 1.0 / fade).max(target)
        };
        // The curve's own fade in and out: 0 at its first and last sample.
        let from_edge = i.min(n - 1 - i) as f64;
        gain = gain.min(from_edge / fade);
        out.push((AMPLITUDE * gain * phase.sin()) as f32);
        phase = (phase + TAU * hz / f64::from(rate)) % TAU;
    }
}

/// The pitch at sample `i` of `n`: `ys` spread over them, gliding (on the log scale) between two
/// neighbouring values; `None` when either is not a number, or there are none.
fn frequency_at(ys: &[f64], range: (f64, f64), i: usize, n: usize) -> Option<f64> {
    let last = ys.len().checked_sub(1)?;
    let at = if n > 1 {
        i as f64 / (n - 1) as f64 * last as f64
    } else {
        0.0
    };
    // 0 ≤ at ≤ last: the cast only rounds down.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let k = (at.floor() as usize).min(last);
    let a = pitch(ys[k], range)?;
    let b = pitch(ys[(k + 1).min(last)], range)?;
    Some(a * (b / a).powf(at - k as f64))
}

/// What a step did, as heard.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Earcon {
    /// w changed: a short falling two-note (G5, D5).
    Update,
    /// No mistake left, the learner converged (or was solved): a rising major third (C5, E5).
    Converged,
    /// Nothing changed (a visit of a point already right): a short click.
    Unchanged,
    /// The learner diverged: a low buzz.
    Diverged,
}

/// One note of an earcon: its pitch (0: a rest), how long, and whether it buzzes (odd
/// harmonics, a square-like wave).
#[derive(Debug, Clone, Copy)]
struct Note {
    hz: f64,
    seconds: f64,
    buzz: bool,
}

const fn note(hz: f64, seconds: f64) -> Note {
    Note {
        hz,
        seconds,
        buzz: false,
    }
}

impl Earcon {
    pub const ALL: [Self; 4] = [
        Self::Update,
        Self::Converged,
        Self::Unchanged,
        Self::Diverged,
    ];

    /// The earcon of a learner's step: its stop first (converged, diverged), else whether it
    /// changed w.
    pub fn of_step(step: &Step) -> Self {
        match (step.stop, step.event) {
            (Some(Stop::Diverged), _) => Self::Diverged,
            (Some(Stop::Converged), _) | (_, Event::Solved) => Self::Converged,
            (_, Event::PointUpdate { .. } | Event::BatchUpdate | Event::PairUpdate(_)) => {
                Self::Update
            }
            (_, Event::Correct { .. } | Event::Nothing) => Self::Unchanged,
        }
    }

    /// Its notes.
    fn notes(self) -> &'static [Note] {
        const UPDATE: [Note; 3] = [note(783.99, 0.09), note(0.0, 0.02), note(587.33, 0.09)];
        const CONVERGED: [Note; 3] = [note(523.25, 0.1), note(0.0, 0.01), note(659.26, 0.12)];
        const UNCHANGED: [Note; 1] = [note(1760.0, 0.02)];
        const DIVERGED: [Note; 1] = [Note {
            hz: 110.0,
            seconds: 0.24,
            buzz: true,
        }];
        match self {
            Self::Update => &UPDATE,
            Self::Converged => &CONVERGED,
            Self::Unchanged => &UNCHANGED,
            Self::Diverged => &DIVERGED,
        }
    }

    /// The pitches of its notes, in order (tests measure them).
    pub fn pitches(self) -> Vec<f64> {
        self.notes()
            .iter()
            .filter(|n| n.hz > 0.0)
            .map(|n| n.hz)
            .collect()
    }

    /// How long it lasts: at most [`EARCON_MAX_SECONDS`].
    pub fn seconds(self) -> f64 {
        self.notes().iter().map(|n| n.seconds).sum()
    }

    /// Its samples at `rate`, each note faded in and out over [`NOTE_FADE_SECONDS`].
    pub fn samples(self, rate: u32) -> Vec<f32> {
        let mut out = Vec::new();
        for note in self.notes() {
            let n = samples_in(note.seconds, rate);
            if note.hz <= 0.0 {
                out.resize(out.len() + n, 0.0);
                continue;
            }
            let fade = samples_in(NOTE_FADE_SECONDS, rate).max(1) as f64;
            for i in 0..n {
                let gain = (i.min(n - 1 - i) as f64 / fade).min(1.0);
                let phase = TAU * note.hz * i as f64 / f64::from(rate);
                let wave = if note.buzz {
                    // 1, 3, 5, 7: a square wave's first odd harmonics, at 1/k, scaled to ≤ 1.
                    [1.0, 3.0, 5.0, 7.0]
                        .iter()
                        .map(|k| (k * phase).sin() / k)
                        .sum::<f64>()
                        / 1.2
                } else {
                    phase.sin()
                };
                out.push((AMPLITUDE * gain * wave) as f32);
            }
        }
        out
    }
}
