//! The samples measured: pitch by zero crossings, fades, silences and lengths.

use super::synth::{
    CURVE_SECONDS, EARCON_MAX_SECONDS, FADE_SECONDS, GAP_SECONDS, HIGH_HZ, LOW_HZ, samples_in,
};
use super::*;
use crate::learn::{Event, Step, Stop};

const RATE: u32 = 48_000;

/// The pitch of `samples` measured by their zero crossings (two per period).
fn measured_hz(samples: &[f32], rate: u32) -> f64 {
    let crossings = samples
        .windows(2)
        .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
        .count();
    crossings as f64 / 2.0 / (samples.len() as f64 / f64::from(rate))
}

/// The middle of a sound, away from its fades.
fn middle(samples: &[f32], from: f64, to: f64) -> &[f32] {
    &samples[samples_in(from, RATE)..samples_in(to, RATE)]
}

fn close(measured: f64, want: f64) -> bool {
    (measured - want).abs() <= want * 0.02 + 2.0
}

#[test]
fn the_pitch_maps_the_range_to_two_octaves_on_a_log_scale() {
    let range = (0.0, 4.0);
    assert_eq!(pitch(0.0, range), Some(LOW_HZ));
    assert_eq!(pitch(4.0, range), Some(HIGH_HZ));
    // Halfway up is one octave up.
    let mid = pitch(2.0, range).expect("finite");
    assert!((mid - 440.0).abs() < 1e-9, "{mid}");
    // Clamped outside the range.
    assert_eq!(pitch(-10.0, range), Some(LOW_HZ));
    assert_eq!(pitch(1e300, range), Some(HIGH_HZ));
    // Not a number: silence.
    assert_eq!(pitch(f64::NAN, range), None);
    assert_eq!(pitch(f64::INFINITY, range), None);
    // A range of nothing: the middle pitch, never NaN.
    assert_eq!(pitch(1.0, (1.0, 1.0)), Some(440.0));
    assert_eq!(pitch(1.0, (f64::NAN, 4.0)), Some(440.0));
}

#[test]
fn a_flat_curve_sounds_at_its_pitch() {
    let range = (0.0, 4.0);
    for (y, want) in [(0.0, LOW_HZ), (2.0, 440.0), (4.0, HIGH_HZ), (1.0, 311.13)] {
        let samples = tone_sweep(&[vec![y; 50]], range, RATE);
        let hz = measured_hz(middle(&samples, 0.1, 1.4), RATE);
        assert!(close(hz, want), "y = {y}: {hz} Hz, want {want}");
    }
}

#[test]
fn a_rising_curve_rises() {
    let ramp: Vec<f64> = (0..=100).map(|k| f64::from(k) * 0.04).collect();
    let samples = tone_sweep(&[ramp], (0.0, 4.0), RATE);
    let low = measured_hz(middle(&samples, 0.05, 0.25), RATE);
    let high = measured_hz(middle(&samples, 1.25, 1.45), RATE);
    assert!(low < 300.0 && high > 700.0, "{low} → {high}");
}

#[test]
fn curves_follow_each_other_with_a_gap_and_fade_in_and_out() {
    let curves = [vec![1.0; 10], vec![3.0; 10], vec![2.0; 10]];
    let samples = tone_sweep(&curves, (0.0, 4.0), RATE);
    let curve = samples_in(CURVE_SECONDS, RATE);
    let gap = samples_in(GAP_SECONDS, RATE);
    assert_eq!(samples.len(), 3 * curve + 2 * gap);
    for k in 0..3 {
        let start = k * (curve + gap);
        let one = &samples[start..start + curve];
        // Each curve starts and ends at 0, and reaches its full loudness only after its fade.
        assert_eq!(one[0], 0.0);
        assert_eq!(one[curve - 1], 0.0);
        let fade = samples_in(FADE_SECONDS, RATE);
        let peak = |s: &[f32]| s.iter().fold(0.0_f32, |m, x| m.max(x.abs()));
        assert!(peak(&one[..fade / 4]) < 0.5 * peak(&one[fade..2 * fade]));
        assert!(peak(&one[curve - fade / 4..]) < 0.5 * peak(&one[curve - 2 * fade..curve - fade]));
        if k < 2 {
            assert!(
                samples[start + curve..start + curve + gap]
                    .iter()
                    .all(|&x| x == 0.0)
            );
        }
    }
    // The second curve (3 of 4) is higher than the first (1 of 4).
    let first = measured_hz(&samples[curve / 10..curve * 9 / 10], RATE);
    let second = measured_hz(
        &samples[curve + gap + curve / 10..curve + gap + curve * 9 / 10],
        RATE,
    );
    assert!(first < second, "{first} {second}");
    assert!(samples.iter().all(|x| x.is_finite() && x.abs() <= 1.0));
}

#[test]
fn not_a_number_is_silence_never_a_panic() {
    let nan = tone_sweep(&[vec![f64::NAN; 20]], (0.0, 4.0), RATE);
    assert_eq!(nan.len(), samples_in(CURVE_SECONDS, RATE));
    assert!(nan.iter().all(|&x| x == 0.0));
    // A hole in the middle of a curve: sound, silence, sound, with fades (no jump).
    let mut ys = vec![2.0; 30];
    for y in &mut ys[10..20] {
        *y = f64::INFINITY;
    }
    let holed = tone_sweep(&[ys], (0.0, 4.0), RATE);
    let hole = middle(&holed, 0.6, 0.9);
    assert!(hole.iter().all(|&x| x == 0.0), "the hole is silent");
    assert!(middle(&holed, 0.1, 0.4).iter().any(|&x| x.abs() > 0.1));
    assert!(middle(&holed, 1.1, 1.4).iter().any(|&x| x.abs() > 0.1));
    let biggest_jump = holed
        .windows(2)
        .map(|w| (w[1] - w[0]).abs())
        .fold(0.0_f32, f32::max);
    assert!(biggest_jump < 0.05, "a click: {biggest_jump}");
    // Nothing at all: no curve, an empty curve, a rate of 0.
    assert!(tone_sweep::<Vec<f64>>(&[], (0.0, 4.0), RATE).is_empty());
    assert!(
        tone_sweep(&[Vec::<f64>::new()], (0.0, 4.0), RATE)
            .iter()
            .all(|&x| x == 0.0)
    );
    assert!(tone_sweep(&[vec![1.0]], (0.0, 4.0), 0).is_empty());
    assert!(
        tone_sweep(&[vec![1.0, f64::NAN]], (f64::NAN, f64::NAN), RATE)
            .iter()
            .all(|x| x.is_finite())
    );
}

#[test]
fn earcons_are_short_faded_and_at_their_pitches() {
    for earcon in Earcon::ALL {
        let samples = earcon.samples(RATE);
        assert!(earcon.seconds() <= EARCON_MAX_SECONDS, "{earcon:?}");
        assert_eq!(
            samples.len(),
            samples_in(earcon.seconds(), RATE),
            "{earcon:?}"
        );
        assert_eq!(samples[0], 0.0, "{earcon:?}");
        assert_eq!(*samples.last().expect("samples"), 0.0, "{earcon:?}");
        assert!(samples.iter().all(|x| x.is_finite() && x.abs() <= 1.0));
        assert!(samples.iter().any(|x| x.abs() > 0.1), "{earcon:?} is heard");
    }
    // The update falls, convergence rises a major third (5:4).
    let update = Earcon::Update.samples(RATE);
    let first = measured_hz(middle(&update, 0.01, 0.08), RATE);
    let second = measured_hz(middle(&update, 0.12, 0.19), RATE);
    assert!(
        close(first, 783.99) && close(second, 587.33),
        "{first} {second}"
    );
    let converged = Earcon::Converged.samples(RATE);
    let first = measured_hz(middle(&converged, 0.01, 0.09), RATE);
    let second = measured_hz(middle(&converged, 0.12, 0.22), RATE);
    assert!(
        close(first, 523.25) && close(second, 659.26),
        "{first} {second}"
    );
    assert!((Earcon::Converged.pitches()[1] / Earcon::Converged.pitches()[0] - 1.26).abs() < 0.01);
    let buzz = Earcon::Diverged.samples(RATE);
    let low = measured_hz(middle(&buzz, 0.02, 0.22), RATE);
    assert!(close(low, 110.0), "{low}");
}

#[test]
fn a_step_is_heard_by_what_it_did() {
    let step = |event, stop| Step {
        event,
        visits: 1,
        pocket_replaced: false,
        stop,
    };
    let update = Event::PointUpdate {
        point: 0,
        margin: -1.0,
        scale: 1.0,
    };
    assert_eq!(Earcon::of_step(&step(update, None)), Earcon::Update);
    assert_eq!(
        Earcon::of_step(&step(Event::BatchUpdate, None)),
        Earcon::Update
    );
    assert_eq!(
        Earcon::of_step(&step(
            Event::Correct {
                point: 0,
                margin: 2.0
            },
            None
        )),
        Earcon::Unchanged
    );
    assert_eq!(
        Earcon::of_step(&step(Event::Nothing, None)),
        Earcon::Unchanged
    );
    assert_eq!(
        Earcon::of_step(&step(Event::Solved, None)),
        Earcon::Converged
    );
    assert_eq!(
        Earcon::of_step(&step(Event::Nothing, Some(Stop::Converged))),
        Earcon::Converged
    );
    assert_eq!(
        Earcon::of_step(&step(update, Some(Stop::Diverged))),
        Earcon::Diverged
    );
}
