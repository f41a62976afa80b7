//! "Flip your coin F times": the class as the bins of lecture 4. Each student's page flips its
//! own fair coin (seeded by its seat, so a page flips the same coin again and a class is
//! reproducible), and answers with its count of heads; every count from 0 to F is an honest
//! answer, so any is right. The teacher's projector pools the class's counts into a histogram
//! against the binomial law and says how many got F heads of F, beside the lecture's
//! 1 − (1 − 2^−F)^C for the C students who flipped.

use rand::{RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;

use crate::bins::coins::someone_all_heads;
use crate::t;

use super::Verdict;

/// The most flips a task asks for.
pub const MOST_FLIPS: u32 = 20;

/// Between 1 and [`MOST_FLIPS`] flips.
pub fn is_valid(flips: u32) -> bool {
    (1..=MOST_FLIPS).contains(&flips)
}

/// `flips` flips of the fair coin seeded by `seed` (heads `true`).
pub fn flip(seed: u64, flips: u32) -> Vec<bool> {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    (0..flips).map(|_| rng.random_bool(0.5)).collect()
}

/// The seed of a class's seat (its 16 hex digits) for the exercise of scene `scene`: each
/// seat flips its own coin, and another one for another scene.
pub fn seed_of_seat(seat: &str, scene: usize) -> u64 {
    let seat = u64::from_str_radix(seat, 16).unwrap_or_else(|_| {
        seat.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
        })
    });
    seat ^ (scene as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}

/// The count of heads, as the flips written out ("H T H H T" in the interface's words).
pub fn written(flips: &[bool]) -> String {
    flips
        .iter()
        .map(|&h| {
            if h {
                t!("core-task-coins-h")
            } else {
                t!("core-task-coins-t")
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether `given` is a count of heads in `flips` flips.
fn is_a_count(flips: u32, given: f64) -> bool {
    given.fract() == 0.0 && (0.0..=f64::from(flips)).contains(&given)
}

/// The verdict on a count of heads: any count is right.
pub fn verdict(flips: u32, given: f64) -> Verdict {
    if is_a_count(flips, given) {
        Verdict {
            right: true,
            reason: t!(
                "core-task-coins-counted",
                heads = given as u64,
                flips = flips
            ),
        }
    } else {
        Verdict {
            right: false,
            reason: t!("core-task-coins-not-a-count", flips = flips),
        }
    }
}

/// A count no coin gives: one more head than flips.
pub fn wrong(flips: u32) -> f64 {
    f64::from(flips) + 1.0
}

/// "Show me": the coin's most likely count (⌊F/2⌋ heads).
pub fn reference(flips: u32) -> f64 {
    f64::from(flips / 2)
}

/// The class's counts pooled: how many students got each count of heads, 0 to `flips`
/// (answers that are no count are left out).
pub fn histogram(counts: impl IntoIterator<Item = f64>, flips: u32) -> Vec<usize> {
    let mut bars = vec![0; flips as usize + 1];
    for given in counts {
        if is_a_count(flips, given) {
            bars[given as usize] += 1;
        }
    }
    bars
}

/// P[at least one of `students` fair coins shows heads in all `flips` flips].
pub fn someone_gets_all_heads(students: usize, flips: u32) -> f64 {
    someone_all_heads(students as u64, u64::from(flips))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_flips_the_same_coin_again_and_seats_differ() {
        let seat = "00000000deadbeef";
        let once = flip(seed_of_seat(seat, 7), 5);
        assert_eq!(once, flip(seed_of_seat(seat, 7), 5));
        assert_eq!(once.len(), 5);
        let others: Vec<Vec<bool>> = (0..64)
            .map(|s| flip(seed_of_seat(&format!("{s:016x}"), 7), 5))
            .collect();
        assert!(
            others.iter().any(|o| *o != once),
            "seats flip their own coins"
        );
        assert_ne!(seed_of_seat(seat, 7), seed_of_seat(seat, 8));
    }

    #[test]
    fn the_coin_is_fair_over_many_seats() {
        let heads: usize = (0..20_000u64)
            .map(|s| {
                flip(seed_of_seat(&format!("{s:016x}"), 3), 5)
                    .iter()
                    .filter(|h| **h)
                    .count()
            })
            .sum();
        let fraction = heads as f64 / 100_000.0;
        assert!((fraction - 0.5).abs() < 0.01, "{fraction}");
    }

    #[test]
    fn every_count_is_right_and_only_counts_are_pooled() {
        crate::i18n::set_language(crate::i18n::Language::English);
        for heads in 0..=5 {
            assert!(verdict(5, f64::from(heads)).right);
        }
        for not_a_count in [-1.0, 2.5, 6.0, f64::NAN, wrong(5)] {
            assert!(!verdict(5, not_a_count).right, "{not_a_count}");
        }
        assert_eq!(
            histogram([0.0, 5.0, 5.0, 3.0, 6.0, 2.5, -1.0], 5),
            [1, 0, 0, 1, 0, 2]
        );
        assert!((someone_gets_all_heads(150, 5) - 0.9915).abs() < 1e-4);
        assert_eq!(written(&[true, false, true]), "H T H");
    }
}
