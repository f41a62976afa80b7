//! K-means from several starts, and the elbow plot (seed 004): a run's answer depends on where
//! it starts, so for a small K run it from several seeds and keep the lowest J; to choose K, plot
//! that lowest J against K = 1 … K_max and look for the "elbow".

use super::{ClusterError, KMeans, KMeansSettings, Points};

/// Runs to convergence from `runs` seeds: the final J of each, and the best run.
#[derive(Debug, Clone, PartialEq)]
pub struct Restarts {
    /// The seed of each run: `settings.seed`, `settings.seed + 1`, …
    pub seeds: Vec<u64>,
    /// The final J of each run, in the order of `seeds`.
    pub final_costs: Vec<f64>,
    /// The run with the lowest final J (the first such, on a tie).
    pub best: KMeans,
    /// Its index in `seeds`.
    pub best_run: usize,
}

impl Restarts {
    /// The lowest final J.
    pub fn min_cost(&self) -> f64 {
        self.final_costs[self.best_run]
    }

    /// The highest final J: with [`Restarts::min_cost`], how much the start matters.
    pub fn max_cost(&self) -> f64 {
        self.final_costs.iter().copied().fold(f64::MIN, f64::max)
    }

    /// The mean final J.
    pub fn mean_cost(&self) -> f64 {
        self.final_costs.iter().sum::<f64>() / self.final_costs.len() as f64
    }
}

/// K-means to convergence (or `max_iterations`) from `runs` consecutive seeds starting at
/// `settings.seed`. Refuses `runs` = 0 and whatever [`KMeansSettings::build`] refuses.
pub fn restarts(
    points: &Points,
    settings: &KMeansSettings,
    runs: usize,
    max_iterations: u64,
) -> Result<Restarts, ClusterError> {
    restarts_while(points, settings, runs, max_iterations, &|| true)
}

/// [`restarts`] that asks `keep_going` before each run and stops with
/// [`ClusterError::Cancelled`] when it says no (work off the UI thread that the window drops).
pub fn restarts_while(
    points: &Points,
    settings: &KMeansSettings,
    runs: usize,
    max_iterations: u64,
    keep_going: &dyn Fn() -> bool,
) -> Result<Restarts, ClusterError> {
    if runs == 0 {
        return Err(ClusterError::NoRuns);
    }
    let mut seeds = Vec::with_capacity(runs);
    let mut final_costs = Vec::with_capacity(runs);
    let mut best: Option<(usize, KMeans)> = None;
    for run in 0..runs {
        if !keep_going() {
            return Err(ClusterError::Cancelled);
        }
        let seed = settings.seed.wrapping_add(run as u64);
        let mut kmeans = KMeansSettings { seed, ..*settings }.build(points)?;
        kmeans.run(points, max_iterations);
        let final_cost = kmeans.cost().unwrap_or(f64::INFINITY);
        let better = best
            .as_ref()
            .is_none_or(|(_, b)| final_cost < b.cost().unwrap_or(f64::INFINITY));
        if better {
            best = Some((run, kmeans));
        }
        seeds.push(seed);
        final_costs.push(final_cost);
    }
    let (best_run, best) = best.ok_or(ClusterError::NoRuns)?;
    Ok(Restarts {
        seeds,
        final_costs,
        best,
        best_run,
    })
}

/// One point of the elbow plot.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ElbowPoint {
    pub k: usize,
    /// The lowest final J over the restarts.
    pub min_cost: f64,
}

/// The elbow plot: the lowest final J over `runs` restarts for K = 1 … `k_max` (at most m, the
/// number of points), each K with the same seeds.
pub fn elbow(
    points: &Points,
    settings: &KMeansSettings,
    k_max: usize,
    runs: usize,
    max_iterations: u64,
) -> Result<Vec<ElbowPoint>, ClusterError> {
    elbow_while(points, settings, k_max, runs, max_iterations, &|| true)
}

/// [`elbow`] that asks `keep_going` before each run (see [`restarts_while`]).
pub fn elbow_while(
    points: &Points,
    settings: &KMeansSettings,
    k_max: usize,
    runs: usize,
    max_iterations: u64,
    keep_going: &dyn Fn() -> bool,
) -> Result<Vec<ElbowPoint>, ClusterError> {
    let mut plot = Vec::with_capacity(k_max);
    for k in 1..=k_max.min(points.len()) {
        let settings = KMeansSettings { k, ..*settings };
        let min_cost =
            restarts_while(points, &settings, runs, max_iterations, keep_going)?.min_cost();
        plot.push(ElbowPoint { k, min_cost });
    }
    if plot.is_empty() {
        // No points, or K_max = 0: say which.
        super::init::check_k(points, k_max)?;
    }
    Ok(plot)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cluster::Init;

    /// Three tight groups of four on a line, at 0, 10 and 20.
    fn three_groups() -> Points {
        let values = [0.0, 10.0, 20.0]
            .iter()
            .flat_map(|&c| [c - 0.2, c - 0.1, c + 0.1, c + 0.2])
            .collect();
        Points::new(1, values).expect("valid")
    }

    #[test]
    fn keeps_the_best_of_the_runs() {
        let points = three_groups();
        let settings = KMeansSettings {
            k: 3,
            init: Init::Random,
            seed: 1,
        };
        let result = restarts(&points, &settings, 20, 100).expect("valid");
        assert_eq!(result.final_costs.len(), 20);
        assert_eq!(result.seeds[..2], [1, 2]);
        assert!(result.best.converged());
        // The best run finds the three groups: J = (0.04 + 0.01 + 0.01 + 0.04)/4.
        assert!((result.min_cost() - 0.025).abs() < 1e-12, "{result:?}");
        assert!(result.max_cost() >= result.mean_cost());
        assert!(result.mean_cost() >= result.min_cost());
        assert_eq!(
            restarts(&points, &settings, 0, 100).map(|r| r.best_run),
            Err(ClusterError::NoRuns)
        );
    }

    #[test]
    fn the_elbow_falls_until_k_is_the_number_of_groups() {
        let points = three_groups();
        let settings = KMeansSettings {
            k: 1,
            init: Init::PlusPlus,
            seed: 0,
        };
        let plot = elbow(&points, &settings, 5, 10, 100).expect("valid");
        assert_eq!(
            plot.iter().map(|p| p.k).collect::<Vec<_>>(),
            [1, 2, 3, 4, 5]
        );
        for pair in plot.windows(2) {
            assert!(pair[1].min_cost <= pair[0].min_cost + 1e-12, "{plot:?}");
        }
        assert!(plot[1].min_cost > 10.0 * plot[2].min_cost, "{plot:?}");
        let none = Points::new(1, vec![]).expect("valid");
        assert_eq!(
            elbow(&none, &settings, 3, 1, 10),
            Err(ClusterError::NoPoints)
        );
    }

    #[test]
    fn a_run_that_should_not_go_on_stops() {
        let points = three_groups();
        let settings = KMeansSettings::new(3);
        let stopped = restarts_while(&points, &settings, 10, 100, &|| false);
        assert_eq!(stopped.err(), Some(ClusterError::Cancelled));
        let stopped = elbow_while(&points, &settings, 4, 10, 100, &|| false);
        assert_eq!(stopped.err(), Some(ClusterError::Cancelled));
        let done = elbow_while(&points, &settings, 4, 2, 100, &|| true).expect("runs");
        assert_eq!(done, elbow(&points, &settings, 4, 2, 100).expect("runs"));
    }
}
