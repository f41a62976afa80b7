//! The coin game (lecture 4) and Learning From Data's exercise 1.10: C fair coins, each
//! flipped F times, in R runs. Each run notes ν₁ (the first coin's fraction of heads), ν_rand
//! (a coin chosen at random) and ν_min (the coin with the fewest heads, the first such), and
//! whether some coin came up heads every time. Beside the measured histograms and means, their
//! exact laws: ν₁ and ν_rand are Binomial(F, ½)/F, and P[min ≥ k] = P[X ≥ k]^C gives ν_min's.
//!
//! ν₁ and ν_rand are each one bin's sample, so Hoeffding holds for them; ν_min is chosen after
//! looking at the samples, and does not obey it (its mean is near 0.0376 for 1,000 × 10, far
//! from μ = ½).

use std::ops::Range;

use rand::{Rng as _, RngExt as _, SeedableRng as _};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;

use super::binomial::Binomial;
use super::{BinsError, check_count};
use crate::split;

/// Runs are drawn in blocks of this many, each block from its own stream of the seed, so that
/// a run's flips do not depend on how many cores share the work.
const RUNS_PER_STREAM: u64 = 1024;

/// The game's size, checked: C coins of F flips each.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct CoinGame {
    pub coins: u64,
    pub flips: u64,
}

/// What the runs measured of one of the three coins, with its exact law.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoinSummary {
    /// The mean of ν over the runs.
    pub mean: f64,
    /// How many runs gave this coin k heads, k = 0..=F (ν = k/F).
    pub histogram: Vec<u64>,
    /// E[ν], exactly.
    pub exact_mean: f64,
    /// P[k heads], exactly, k = 0..=F.
    pub exact: Vec<f64>,
}

/// The three coins over all runs, and the lecture's "someone gets all heads".
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CoinsOutcome {
    pub coins: u64,
    pub flips: u64,
    pub runs: u64,
    pub seed: u64,
    pub nu_1: CoinSummary,
    pub nu_rand: CoinSummary,
    pub nu_min: CoinSummary,
    /// The fraction of runs in which some coin came up heads F times out of F.
    pub all_heads_measured: f64,
    /// Its exact probability, 1 − (1 − 2^−F)^C.
    pub all_heads_exact: f64,
}

/// The counts of a range of runs, added up across the cores.
#[derive(Debug, Clone)]
struct Tally {
    first: Vec<u64>,
    random: Vec<u64>,
    least: Vec<u64>,
    all_heads: u64,
}

impl Tally {
    fn new(flips: u64) -> Self {
        let zeros = vec![0; flips as usize + 1];
        Self {
            first: zeros.clone(),
            random: zeros.clone(),
            least: zeros,
            all_heads: 0,
        }
    }

    fn add(mut self, other: &Self) -> Self {
        for (mine, theirs) in [
            (&mut self.first, &other.first),
            (&mut self.random, &other.random),
            (&mut self.least, &other.least),
        ] {
            mine.iter_mut().zip(theirs).for_each(|(a, b)| *a += b);
        }
        self.all_heads += other.all_heads;
        self
    }
}

/// The probability that at least one of `coins` fair coins comes up heads in all `flips`
/// flips: 1 − (1 − 2^−F)^C (the lecture's 150 students and 5 flips: 1 − (31/32)¹⁵⁰ ≈ 0.9915).
pub fn someone_all_heads(coins: u64, flips: u64) -> f64 {
    let one = 0.5f64.powi(i32::try_from(flips).unwrap_or(i32::MAX));
    -(coins as f64 * (-one).ln_1p()).exp_m1()
}

impl CoinGame {
    /// The game, or why not: at least one coin and one flip.
    pub fn new(coins: u64, flips: u64) -> Result<Self, BinsError> {
        Ok(Self {
            coins: check_count(coins, "coins")?,
            flips: check_count(flips, "flips")?,
        })
    }

    /// The heads of one coin: F fair flips, taken as bits of the generator's words.
    fn heads(&self, rng: &mut ChaCha8Rng) -> u64 {
        let mut left = self.flips;
        let mut heads = 0;
        while left >= 64 {
            heads += u64::from(rng.next_u64().count_ones());
            left -= 64;
        }
        if left > 0 {
            heads += u64::from((rng.next_u64() & ((1u64 << left) - 1)).count_ones());
        }
        heads
    }

    /// Plays the runs `runs` of the seed's streams.
    fn play_range(&self, runs: Range<u64>, seed: u64) -> Tally {
        let mut tally = Tally::new(self.flips);
        let mut cursor = Cursor::at(self, runs.start, seed);
        for _ in runs {
            cursor.play(self, &mut tally);
        }
        tally
    }

    /// One run: the first coin's heads, the random coin's, the fewest, and whether some coin
    /// came up all heads.
    fn play_one(&self, rng: &mut ChaCha8Rng) -> (u64, u64, u64, bool) {
        let chosen = rng.random_range(0..self.coins);
        let (mut first, mut random, mut least, mut most) = (0, 0, u64::MAX, 0);
        for coin in 0..self.coins {
            let heads = self.heads(rng);
            if coin == 0 {
                first = heads;
            }
            if coin == chosen {
                random = heads;
            }
            least = least.min(heads);
            most = most.max(heads);
        }
        (first, random, least, most == self.flips)
    }

    /// Plays `runs` runs from `seed`, on every core; the same seed gives the same outcome
    /// whatever the cores.
    pub fn play(&self, runs: u64, seed: u64) -> Result<CoinsOutcome, BinsError> {
        let runs = check_count(runs, "runs")?;
        let blocks = usize::try_from(runs.div_ceil(RUNS_PER_STREAM)).unwrap_or(usize::MAX);
        let parts = split::map(blocks, |range| {
            let start = range.start as u64 * RUNS_PER_STREAM;
            let end = (range.end as u64 * RUNS_PER_STREAM).min(runs);
            self.play_range(start..end, seed)
        });
        let tally = parts
            .iter()
            .fold(Tally::new(self.flips), |sum, part| sum.add(part));
        Ok(self.outcome_of(&tally, runs, seed))
    }

    /// What `runs` runs counted in `tally` measured, beside the exact laws.
    fn outcome_of(&self, tally: &Tally, runs: u64, seed: u64) -> CoinsOutcome {
        let fair = Binomial::new(self.flips, 0.5);
        let least = self.least_heads_law(&fair);
        CoinsOutcome {
            coins: self.coins,
            flips: self.flips,
            runs,
            seed,
            nu_1: self.summary(tally.first.clone(), fair.pmf.clone(), runs),
            nu_rand: self.summary(tally.random.clone(), fair.pmf.clone(), runs),
            nu_min: self.summary(tally.least.clone(), least, runs),
            all_heads_measured: tally.all_heads as f64 / runs.max(1) as f64,
            all_heads_exact: someone_all_heads(self.coins, self.flips),
        }
    }

    /// P[the fewest heads among the C coins = k], k = 0..=F: P[min ≥ k] − P[min ≥ k + 1] with
    /// P[min ≥ k] = P[X ≥ k]^C, the upper tails summed from the top so a tiny one stays exact.
    pub fn least_heads_law(&self, fair: &Binomial) -> Vec<f64> {
        let f = self.flips as usize;
        let mut at_least = vec![0.0; f + 2];
        for k in (0..=f).rev() {
            at_least[k] = at_least[k + 1] + fair.pmf[k];
        }
        let all_at_least: Vec<f64> = at_least
            .iter()
            .map(|&p| (self.coins as f64 * p.min(1.0).ln()).exp())
            .collect();
        (0..=f)
            .map(|k| (all_at_least[k] - all_at_least[k + 1]).max(0.0))
            .collect()
    }

    /// E[ν_min] exactly: Σ_{k=1}^{F} P[X ≥ k]^C / F.
    pub fn least_heads_mean(&self) -> f64 {
        mean_of(
            &self.least_heads_law(&Binomial::new(self.flips, 0.5)),
            self.flips,
        )
    }

    fn summary(&self, histogram: Vec<u64>, exact: Vec<f64>, runs: u64) -> CoinSummary {
        let heads: u64 = histogram
            .iter()
            .enumerate()
            .map(|(k, c)| k as u64 * c)
            .sum();
        CoinSummary {
            mean: heads as f64 / (runs.max(1) * self.flips) as f64,
            histogram,
            exact_mean: mean_of(&exact, self.flips),
            exact,
        }
    }
}

/// Where a seed's runs stand: the generator placed at the start of run `next`, in its block's
/// stream.
#[derive(Debug, Clone)]
struct Cursor {
    rng: ChaCha8Rng,
    next: u64,
}

impl Cursor {
    /// At the start of run `run` of `seed` (the earlier runs of its block played and dropped).
    fn at(game: &CoinGame, run: u64, seed: u64) -> Self {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let block = run / RUNS_PER_STREAM;
        rng.set_stream(block);
        rng.set_word_pos(0);
        for _ in block * RUNS_PER_STREAM..run {
            game.play_one(&mut rng);
        }
        Self { rng, next: run }
    }

    /// Plays run `next` into `tally` and moves to the one after (a new block: a new stream).
    fn play(&mut self, game: &CoinGame, tally: &mut Tally) {
        if self.next > 0 && self.next.is_multiple_of(RUNS_PER_STREAM) {
            self.rng.set_stream(self.next / RUNS_PER_STREAM);
            self.rng.set_word_pos(0);
        }
        let (first, random, least, all) = game.play_one(&mut self.rng);
        tally.first[first as usize] += 1;
        tally.random[random as usize] += 1;
        tally.least[least as usize] += 1;
        tally.all_heads += u64::from(all);
        self.next += 1;
    }
}

/// A game's runs played a few at a time (the window's "one more run"): after R runs, however
/// they were split, it counts what [`CoinGame::play`] counts for R runs of the same seed.
#[derive(Debug, Clone)]
pub struct CoinRuns {
    pub game: CoinGame,
    pub seed: u64,
    tally: Tally,
    cursor: Cursor,
}

impl CoinRuns {
    /// No runs yet.
    pub fn new(game: CoinGame, seed: u64) -> Self {
        Self {
            game,
            seed,
            tally: Tally::new(game.flips),
            cursor: Cursor::at(&game, 0, seed),
        }
    }

    /// The runs played so far.
    pub fn runs(&self) -> u64 {
        self.cursor.next
    }

    /// Plays the next run.
    pub fn play_one(&mut self) {
        self.cursor.play(&self.game, &mut self.tally);
    }

    /// What the runs so far measured (the means 0 before any run).
    pub fn outcome(&self) -> CoinsOutcome {
        self.game.outcome_of(&self.tally, self.runs(), self.seed)
    }
}

/// The mean fraction Σ k·P[k] / F of a law over heads k = 0..=F.
fn mean_of(law: &[f64], flips: u64) -> f64 {
    law.iter()
        .enumerate()
        .map(|(k, p)| k as f64 * p)
        .sum::<f64>()
        / flips as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lecture_s_class_gets_five_heads() {
        let exact = 1.0 - (31.0f64 / 32.0).powi(150);
        assert!((someone_all_heads(150, 5) - exact).abs() < 1e-14);
        assert!((someone_all_heads(150, 5) - 0.9915).abs() < 1e-4);
    }

    #[test]
    fn the_least_heads_law_sums_to_one_and_its_mean_is_0_0376() {
        let game = CoinGame::new(1000, 10).expect("valid");
        let law = game.least_heads_law(&Binomial::new(10, 0.5));
        assert!((law.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        let mean = game.least_heads_mean();
        assert!((mean - 0.0376).abs() < 5e-4, "{mean}");
        // One coin: ν_min is ν₁, mean ½.
        let one = CoinGame::new(1, 10).expect("valid");
        assert!((one.least_heads_mean() - 0.5).abs() < 1e-12);
    }

    #[test]
    fn the_outcome_does_not_depend_on_the_cores() {
        let game = CoinGame::new(7, 3).expect("valid");
        let whole = game.play(3000, 5).expect("valid");
        let one_part = game.play_range(0..3000, 5);
        assert_eq!(whole.nu_min.histogram, one_part.least);
        let tail = game.play_range(1500..3000, 5);
        let head = game.play_range(0..1500, 5);
        assert_eq!(head.add(&tail).first, one_part.first);
    }

    #[test]
    fn runs_played_one_at_a_time_count_what_one_play_counts() {
        let game = CoinGame::new(5, 4).expect("valid");
        let mut runs = CoinRuns::new(game, 9);
        for _ in 0..2100 {
            runs.play_one();
        }
        assert_eq!(runs.outcome(), game.play(2100, 9).expect("valid"));
    }
}
