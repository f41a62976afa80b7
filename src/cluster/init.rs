//! Where K-means starts: K initial centres taken from the points (MATH.md, "K-means": K points
//! drawn by the seed, as seed 004 does; the first K rows, as the reference does; or k-means++).
//! Centres clicked by a person go straight to [`KMeans::with_centres`](super::KMeans::with_centres).

use rand::RngExt as _;
use serde::{Deserialize, Serialize};

use super::{ClusterError, Points, squared_distance};
use crate::learn::rng_from_seed;

/// How the K initial centres are chosen from the points.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize, clap::ValueEnum,
)]
#[serde(rename_all = "kebab-case")]
pub enum Init {
    /// The first K points, in file order (the reference's choice: no randomness).
    First,
    /// K distinct points drawn uniformly by the seed (seed 004).
    #[default]
    Random,
    /// k-means++: the first centre drawn uniformly, each next one with probability proportional
    /// to its squared distance to the nearest centre already chosen.
    #[value(name = "kmeans++")]
    #[serde(rename = "kmeans++")]
    PlusPlus,
}

impl Init {
    /// The name on the command line and in files.
    pub fn id(self) -> &'static str {
        match self {
            Self::First => "first",
            Self::Random => "random",
            Self::PlusPlus => "kmeans++",
        }
    }
}

/// K initial centres, row-major (K × d), chosen by `init` (and `seed`, for the random ones).
/// Refuses no points, K = 0 and K > m.
pub fn initial_centres(
    points: &Points,
    k: usize,
    init: Init,
    seed: u64,
) -> Result<Vec<f64>, ClusterError> {
    check_k(points, k)?;
    let rows: Vec<usize> = match init {
        Init::First => (0..k).collect(),
        Init::Random => {
            let mut rng = rng_from_seed(seed);
            rand::seq::index::sample(&mut rng, points.len(), k).into_vec()
        }
        Init::PlusPlus => plus_plus_rows(points, k, seed),
    };
    let mut centres = Vec::with_capacity(k * points.dim());
    for row in rows {
        centres.extend_from_slice(points.row(row));
    }
    Ok(centres)
}

/// Refuses no points, K = 0 and more clusters than points.
pub(super) fn check_k(points: &Points, k: usize) -> Result<(), ClusterError> {
    points.check_not_empty()?;
    if k == 0 {
        return Err(ClusterError::NoClusters);
    }
    if k > points.len() {
        return Err(ClusterError::TooManyClusters {
            k,
            points: points.len(),
        });
    }
    Ok(())
}

/// The rows k-means++ picks. When every remaining point sits on a chosen centre (fewer distinct
/// points than K), the next centre is the first row not yet chosen, so the K rows stay distinct.
fn plus_plus_rows(points: &Points, k: usize, seed: u64) -> Vec<usize> {
    let mut rng = rng_from_seed(seed);
    let first = rng.random_range(0..points.len());
    let mut chosen = vec![first];
    let mut nearest_squared: Vec<f64> = points
        .rows()
        .map(|x| squared_distance(x, points.row(first)))
        .collect();
    while chosen.len() < k {
        let total: f64 = nearest_squared.iter().sum();
        let next = if total > 0.0 {
            let target = rng.random::<f64>() * total;
            let mut running = 0.0;
            let mut pick = None;
            for (i, &d2) in nearest_squared.iter().enumerate() {
                running += d2;
                if d2 > 0.0 && running > target {
                    pick = Some(i);
                    break;
                }
            }
            // Rounding can leave the running sum just short of the target: take the last
            // point that could be drawn.
            pick.or_else(|| nearest_squared.iter().rposition(|&d2| d2 > 0.0))
        } else {
            None
        };
        let next = next.unwrap_or_else(|| {
            (0..points.len())
                .find(|i| !chosen.contains(i))
                .unwrap_or_default()
        });
        chosen.push(next);
        let centre = points.row(next);
        for (d2, x) in nearest_squared.iter_mut().zip(points.rows()) {
            *d2 = d2.min(squared_distance(x, centre));
        }
    }
    chosen
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line_points(m: usize) -> Points {
        Points::new(1, (0..m).map(|i| i as f64).collect()).expect("valid")
    }

    #[test]
    fn first_takes_the_first_rows() {
        let points = Points::new(2, vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]).expect("valid");
        assert_eq!(
            initial_centres(&points, 2, Init::First, 9).expect("valid"),
            vec![1.0, 2.0, 3.0, 4.0]
        );
    }

    #[test]
    fn random_and_plus_plus_draw_distinct_rows_replayed_by_the_seed() {
        let points = line_points(50);
        for init in [Init::Random, Init::PlusPlus] {
            let a = initial_centres(&points, 10, init, 4).expect("valid");
            let b = initial_centres(&points, 10, init, 4).expect("valid");
            assert_eq!(a, b, "{init:?}: the same seed, the same centres");
            let mut sorted = a.clone();
            sorted.sort_by(f64::total_cmp);
            sorted.dedup();
            assert_eq!(sorted.len(), 10, "{init:?}: distinct rows {a:?}");
            let c = initial_centres(&points, 10, init, 5).expect("valid");
            assert_ne!(a, c, "{init:?}: another seed, other centres");
        }
    }

    #[test]
    fn plus_plus_takes_distinct_rows_when_points_repeat() {
        let points = Points::new(1, vec![3.0, 3.0, 3.0, 7.0]).expect("valid");
        let rows = plus_plus_rows(&points, 4, 1);
        let mut sorted = rows.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, vec![0, 1, 2, 3]);
    }

    #[test]
    fn refuses_k_zero_and_k_above_m() {
        let points = line_points(3);
        assert_eq!(
            initial_centres(&points, 0, Init::First, 0),
            Err(ClusterError::NoClusters)
        );
        assert_eq!(
            initial_centres(&points, 4, Init::Random, 0),
            Err(ClusterError::TooManyClusters { k: 4, points: 3 })
        );
        let none = Points::new(2, vec![]).expect("valid");
        assert_eq!(
            initial_centres(&none, 1, Init::First, 0),
            Err(ClusterError::NoPoints)
        );
    }
}
