//! Property tests of MATH.md's K-means and PCA facts: neither half of a K-means iteration raises
//! J, a converged run's assignment is a fixed point (each point's centre is its nearest, each
//! centre the mean of its points), the same seed replays the same run; PCA's axes are
//! orthonormal, by decreasing eigenvalue, and the retained variance plus the measured
//! reconstruction-error ratio is 1.

use linlab::cluster::{self, Half, Init, KMeansSettings, Points};
use proptest::prelude::*;

/// m points in R^d, m ≥ 1: either anywhere in [−10, 10]^d, or on an integer grid, where ties
/// between centres are common.
fn points(max_dim: usize) -> impl Strategy<Value = Points> {
    (1..=max_dim, 1usize..50, any::<bool>()).prop_flat_map(|(dim, m, grid)| {
        let value = if grid {
            (-3i32..=3).prop_map(f64::from).boxed()
        } else {
            (-10.0f64..10.0).boxed()
        };
        prop::collection::vec(value, dim * m)
            .prop_map(move |values| Points::new(dim, values).expect("finite values"))
    })
}

fn init() -> impl Strategy<Value = Init> {
    prop_oneof![Just(Init::First), Just(Init::Random), Just(Init::PlusPlus)]
}

/// The allowed rounding in J: J is a sum of m squares, each below (20√d)².
fn slack(j: f64) -> f64 {
    1e-9 * (1.0 + j)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// MATH.md, "K-means": the assignment and the move each leave J no higher; the J a step
    /// reports is the J of its labels and centres, computed afresh.
    #[test]
    fn j_never_increases_over_half_steps(
        points in points(4),
        k_pick in 0usize..6,
        init in init(),
        seed in any::<u64>(),
    ) {
        let k = 1 + k_pick % points.len();
        let settings = KMeansSettings { k, init, seed };
        let mut kmeans = settings.build(&points).expect("1 ≤ K ≤ m");
        let mut previous: Option<f64> = None;
        let mut half_steps = 0;
        while let Some(step) = kmeans.step(&points) {
            let fresh = cluster::cost(&points, kmeans.centres(), kmeans.labels());
            prop_assert!((step.cost_after - fresh).abs() <= slack(fresh),
                "{:?}: reported J {} but J is {}", step.half, step.cost_after, fresh);
            if let (Some(before), Some(reported)) = (previous, step.cost_before) {
                prop_assert!((before - reported).abs() <= slack(before));
            }
            if let Some(before) = previous {
                prop_assert!(fresh <= before + slack(before),
                    "{:?} raised J from {} to {}", step.half, before, fresh);
            }
            if step.half == Half::Move {
                prop_assert_eq!(step.changed, 0, "a move changes no label");
            }
            previous = Some(fresh);
            half_steps += 1;
            prop_assert!(half_steps < 10_000, "K-means did not converge");
        }
        prop_assert!(kmeans.converged());
    }

    /// A converged run: every point's centre is its nearest (a tie to the lower index), and every
    /// centre with points is their mean.
    #[test]
    fn a_converged_assignment_is_a_fixed_point(
        points in points(3),
        k_pick in 0usize..6,
        init in init(),
        seed in any::<u64>(),
    ) {
        let k = 1 + k_pick % points.len();
        let mut kmeans = KMeansSettings { k, init, seed }.build(&points).expect("1 ≤ K ≤ m");
        kmeans.run(&points, u64::MAX);
        prop_assert!(kmeans.converged());
        let centres = kmeans.centres();
        let labels = kmeans.labels();
        for (i, x) in points.rows().enumerate() {
            prop_assert_eq!(centres.nearest(x).0, labels[i], "point {}", i);
        }
        let dim = points.dim();
        for c in 0..k {
            let members: Vec<&[f64]> = points
                .rows()
                .zip(labels)
                .filter(|&(_, &l)| l == c)
                .map(|(x, _)| x)
                .collect();
            prop_assert_eq!(members.len(), kmeans.cluster_sizes()[c]);
            if members.is_empty() {
                continue;
            }
            for j in 0..dim {
                let mean = members.iter().map(|x| x[j]).sum::<f64>() / members.len() as f64;
                let centre = centres.centres[c * dim + j];
                prop_assert!((mean - centre).abs() <= 1e-9, "centre {} coordinate {}", c, j);
            }
        }
        // Another step does nothing.
        prop_assert_eq!(kmeans.step(&points), None);
    }

    /// The same seed, points and K replay the same run.
    #[test]
    fn the_seed_replays_the_run(points in points(3), init in init(), seed in any::<u64>()) {
        let k = 1 + points.len() / 3;
        let settings = KMeansSettings { k, init, seed };
        let mut a = settings.build(&points).expect("valid");
        let mut b = settings.build(&points).expect("valid");
        a.run(&points, 50);
        b.run(&points, 50);
        prop_assert_eq!(a, b);
    }

    /// MATH.md, "PCA": unit, mutually orthogonal axes by decreasing eigenvalue, each with its
    /// first coordinate that is not zero positive; for every K the retained variance plus the
    /// reconstruction-error ratio measured on the points is 1.
    #[test]
    fn pca_axes_are_orthonormal_and_retained_plus_error_is_one(points in points(5)) {
        let axes = cluster::pca(&points).expect("valid points");
        let dim = points.dim();
        prop_assert_eq!(axes.axis_count(), dim);
        for a in 0..dim {
            for b in 0..dim {
                let dot: f64 = axes.axis(a).iter().zip(axes.axis(b)).map(|(p, q)| p * q).sum();
                let want = if a == b { 1.0 } else { 0.0 };
                prop_assert!((dot - want).abs() <= 1e-9, "u{}·u{} = {}", a, b, dot);
            }
            let first = axes.axis(a).iter().find(|v| v.abs() > 1e-12).copied().unwrap_or(0.0);
            prop_assert!(first >= 0.0, "axis {} starts negative", a);
        }
        for pair in axes.variances.windows(2) {
            prop_assert!(pair[0] >= pair[1]);
        }
        prop_assert!(axes.variances.iter().all(|&v| v >= 0.0));
        let ratios = axes.explained_variance_ratio();
        prop_assert!((ratios.iter().sum::<f64>() - 1.0).abs() <= 1e-9);
        for k in 0..=dim {
            let measured = cluster::reconstruction_error_ratio(&points, &axes, k);
            let total = axes.variances.iter().sum::<f64>();
            // With no spread at all, nothing is lost whatever K.
            let retained = if total > 0.0 { axes.retained_variance(k) } else { 1.0 };
            prop_assert!((retained + measured - 1.0).abs() <= 1e-9,
                "K = {}: retained {} + error {} ≠ 1", k, retained, measured);
        }
    }
}
