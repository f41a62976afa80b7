//! Lecture 16's data snooping, measured: over many seeded draws of a Legendre target, N
//! training points and a test set of its own, the degree Q (0 … 10) is chosen two ways. The
//! snooper fits every Q on the training points, looks at each g_Q's error on the test set, keeps
//! the least, and reports that same test error as its estimate of E_out. The honest route
//! chooses Q by V-fold E_cv on the training points alone, and only then measures the chosen g
//! once on the test set. Both estimates are set beside the chosen g's exact E_out: typically
//! the snooped one is too low (it is the least of eleven noisy numbers), the honest one far less
//! so (the test set played no part in the choice).
//!
//! Each number is the median over the draws, not the mean: a polynomial of degree up to 10
//! fitted to 20 points now and then swings wildly between them, and one such draw (an E_out in
//! the thousands) would outweigh all the others in a mean.
//!
//! Draw d has its own generator, seeded from (seed, d), so the measure is the same bit for bit
//! wherever it runs.

use rand::SeedableRng as _;

use super::target::LegendreTarget;
use super::{FitError, GridProblem, PolyFit, RegressionPoints, cross_validate_poly};
use crate::learn::Rng;

/// The degrees both routes choose among: the lecture's Q = 0 … 10.
pub const SNOOPED_DEGREES: std::ops::RangeInclusive<u8> = 0..=10;

/// Draws the measure takes the median of, at the lecture's settings: enough that the snooper's
/// shortfall stands clear of the honest route's, few enough for a scene to compute it at once.
pub const SNOOPING_DRAWS: usize = 200;

/// The experiment: the target's degree Q_f and noise σ², N training points, a test set of
/// `test` points, V folds for the honest route's E_cv, the draws and their seed.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Snooping {
    pub q_f: u8,
    pub sigma2: f64,
    pub n: usize,
    pub test: usize,
    pub folds: usize,
    pub draws: usize,
    pub seed: u64,
}

/// What a route reports, the median over the draws of each: its estimate of E_out (the chosen
/// g's error on the test set), the chosen g's exact E_out, and the degree chosen.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct RouteMedians {
    pub estimate: f64,
    pub e_out: f64,
    pub degree: f64,
}

impl RouteMedians {
    /// How much lower the estimate is than the E_out it estimates (their medians).
    pub fn shortfall(&self) -> f64 {
        self.e_out - self.estimate
    }
}

/// Both routes' medians over the draws.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SnoopingMedians {
    pub snooped: RouteMedians,
    pub honest: RouteMedians,
    pub draws: usize,
}

/// One draw's choice on one route: the degree, its test error and its exact E_out.
#[derive(Debug, Clone, Copy)]
struct Chosen {
    degree: u8,
    test_error: f64,
    e_out: f64,
}

/// The index of the least of `values` (the first on a tie), skipping those not finite.
fn least(values: impl Iterator<Item = f64>) -> Option<usize> {
    values
        .enumerate()
        .filter(|(_, v)| v.is_finite())
        .fold(None, |best: Option<(usize, f64)>, (k, v)| match best {
            Some((_, b)) if b <= v => best,
            _ => Some((k, v)),
        })
        .map(|(k, _)| k)
}

impl Snooping {
    /// Checks the settings: N must allow V folds, σ² must be a variance, and the test set and
    /// the draws must not be empty.
    fn check(&self) -> Result<(), FitError> {
        if !(2..=self.n).contains(&self.folds) {
            return Err(FitError::Folds {
                folds: self.folds,
                n: self.n,
            });
        }
        if !(self.sigma2.is_finite() && self.sigma2 >= 0.0) {
            return Err(FitError::Grid(GridProblem::Sigma2));
        }
        if self.test == 0 || self.draws == 0 {
            return Err(FitError::Grid(GridProblem::Empty));
        }
        Ok(())
    }

    /// Draw `draw`: the snooper's choice and the honest route's.
    fn one_draw(&self, draw: usize) -> Result<[Chosen; 2], FitError> {
        let mut rng = Rng::seed_from_u64(self.seed);
        rng.set_stream(draw as u64);
        let target = LegendreTarget::draw(self.q_f, &mut rng);
        let train = target.sample(self.n, self.sigma2, &mut rng);
        let test = target.sample(self.test, self.sigma2, &mut rng);
        let fits: Vec<PolyFit> = SNOOPED_DEGREES.map(PolyFit::legendre).collect();
        let chosen = |k: usize, train: &RegressionPoints| {
            let g = fits[k].fit(train);
            Chosen {
                degree: fits[k].degree,
                test_error: g.squared_error(&test),
                e_out: g.exact_e_out(&target, self.sigma2),
            }
        };
        let all: Vec<Chosen> = (0..fits.len()).map(|k| chosen(k, &train)).collect();
        let snooped = least(all.iter().map(|c| c.test_error));
        let e_cv = fits
            .iter()
            .map(|fit| cross_validate_poly(&train, fit, self.folds).map(|cv| cv.e_cv))
            .collect::<Result<Vec<f64>, _>>()?;
        let honest = least(e_cv.into_iter());
        match (snooped, honest) {
            (Some(s), Some(h)) => Ok([all[s], all[h]]),
            _ => Err(FitError::Grid(GridProblem::Empty)),
        }
    }

    /// Both routes over every draw, and the median of each of their numbers.
    pub fn measure(&self) -> Result<SnoopingMedians, FitError> {
        self.check()?;
        let chosen = (0..self.draws)
            .map(|draw| self.one_draw(draw))
            .collect::<Result<Vec<[Chosen; 2]>, _>>()?;
        let route = |r: usize| {
            let of = |value: fn(&Chosen) -> f64| median(chosen.iter().map(|c| value(&c[r])));
            RouteMedians {
                estimate: of(|c| c.test_error),
                e_out: of(|c| c.e_out),
                degree: of(|c| f64::from(c.degree)),
            }
        };
        Ok(SnoopingMedians {
            snooped: route(0),
            honest: route(1),
            draws: self.draws,
        })
    }
}

/// The median of `values` (the mean of the middle two of an even count; NaN of none).
fn median(values: impl Iterator<Item = f64>) -> f64 {
    let mut sorted: Vec<f64> = values.collect();
    sorted.sort_by(f64::total_cmp);
    let middle = sorted.len() / 2;
    match sorted.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => sorted[middle],
        _ => (sorted[middle - 1] + sorted[middle]) / 2.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> Snooping {
        Snooping {
            q_f: 5,
            sigma2: 0.1,
            n: 20,
            test: 20,
            folds: 5,
            draws: 30,
            seed: 3,
        }
    }

    #[test]
    fn the_same_seed_measures_the_same_and_a_route_s_estimate_is_a_test_error() {
        let means = small().measure().expect("valid");
        assert_eq!(means, small().measure().expect("valid"));
        // The snooper keeps the least test error of all Q, the honest route one of them.
        assert!(means.snooped.estimate <= means.honest.estimate);
        assert_eq!(median([3.0, 1.0, 2.0].into_iter()), 2.0);
        assert_eq!(median([4.0, 1.0, 2.0, 3.0].into_iter()), 2.5);
        assert!((0.0..=10.0).contains(&means.honest.degree));
    }

    #[test]
    fn settings_it_cannot_measure_are_refused() {
        let folds = Snooping {
            folds: 21,
            ..small()
        };
        assert!(matches!(folds.measure(), Err(FitError::Folds { .. })));
        let no_test = Snooping { test: 0, ..small() };
        assert!(no_test.measure().is_err());
    }
}
