//! The VC lectures' numbers: the labellings each hypothesis set realises equal its growth
//! function's closed form on points in general position (N = 1 … 10); on points in line and
//! repeated, every set's count equals a brute force that does not call the library; every
//! witness line realises its labelling; and `linlab dichotomies` and `linlab vc-bound` end to end.

use linlab::vc::Hypotheses;
use linlab::vc::dichotomies::{self, Realised, Realiser};
use proptest::prelude::*;

use crate::support::{json, linlab, separable_by_brute_force};

/// n points no three of which are in line: on the parabola x₂ = x₁².
fn general_position(n: usize) -> Vec<[f64; 2]> {
    (0..n).map(|i| [i as f64, (i * i) as f64]).collect()
}

/// n points on the unit circle.
fn on_a_circle(n: usize) -> Vec<[f64; 2]> {
    (0..n)
        .map(|i| {
            let angle = std::f64::consts::TAU * i as f64 / n as f64;
            [angle.cos(), angle.sin()]
        })
        .collect()
}

fn count(h: Hypotheses, points: &[[f64; 2]]) -> usize {
    dichotomies::count(&dichotomies::labellings(h, points).expect("a few points"))
}

#[test]
fn counts_equal_the_growth_functions_in_general_position() {
    for n in 1..=10 {
        let m = |h: Hypotheses| h.growth(n as u32) as usize;
        let parabola = general_position(n);
        assert_eq!(
            count(Hypotheses::Lines, &parabola),
            m(Hypotheses::Lines),
            "lines, {n}"
        );
        assert_eq!(
            count(Hypotheses::Rays, &parabola),
            m(Hypotheses::Rays),
            "rays, {n}"
        );
        assert_eq!(
            count(Hypotheses::Intervals, &parabola),
            m(Hypotheses::Intervals),
            "intervals, {n}"
        );
        assert_eq!(
            count(Hypotheses::Convex, &on_a_circle(n)),
            1 << n,
            "convex sets, {n}"
        );
    }
}

#[test]
fn every_witness_line_realises_its_labelling() {
    let points = general_position(7);
    for labelling in dichotomies::labellings(Hypotheses::Lines, &points).expect("7 points") {
        if let Realised::Yes(Realiser::Line { w }) = labelling.realised {
            for (p, y) in points.iter().zip(&labelling.labels) {
                let s = w[0] + w[1] * p[0] + w[2] * p[1];
                assert!(y * s > 0.0, "labelling {}: {w:?}", labelling.index);
            }
        }
    }
}

/// A brute force over thresholds on x₁ (no call into the library): the ray or interval ends
/// worth trying lie between consecutive distinct values and beyond both ends.
fn by_thresholds(xs: &[f64], labels: &[f64], interval: bool) -> bool {
    let mut cuts: Vec<f64> = xs.to_vec();
    cuts.sort_by(f64::total_cmp);
    cuts.dedup();
    let mut ends = vec![cuts[0] - 1.0];
    ends.extend(cuts.windows(2).map(|w| (w[0] + w[1]) / 2.0));
    ends.push(cuts[cuts.len() - 1] + 1.0);
    let fits =
        |inside: &dyn Fn(f64) -> bool| xs.iter().zip(labels).all(|(&x, &y)| inside(x) == (y > 0.0));
    ends.iter().any(|&a| {
        if interval {
            ends.iter().any(|&b| fits(&|x| a < x && x < b))
        } else {
            fits(&|x| x > a)
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// On integer points of [−4, 4]² (often in line, sometimes repeated) each set's count
    /// equals a brute force: over line directions for lines (and for convex sets, each × against
    /// the ○: outside their closed hull exactly when a line separates it from them), over
    /// thresholds for rays and intervals.
    #[test]
    fn counts_on_any_points_equal_a_brute_force(
        points in prop::collection::vec((-4i64..=4, -4i64..=4), 1..=7)
    ) {
        let grid: Vec<[i64; 2]> = points.iter().map(|&(a, b)| [a, b]).collect();
        let plane: Vec<[f64; 2]> = grid.iter().map(|p| [p[0] as f64, p[1] as f64]).collect();
        let xs: Vec<f64> = plane.iter().map(|p| p[0]).collect();
        let n = grid.len();
        let (mut lines, mut rays, mut intervals, mut convex) = (0, 0, 0, 0);
        for index in 0..1usize << n {
            let labels = dichotomies::labels_of(index, n);
            let plus: Vec<[i64; 2]> = (0..n).filter(|&k| labels[k] > 0.0).map(|k| grid[k]).collect();
            let minus: Vec<[i64; 2]> = (0..n).filter(|&k| labels[k] < 0.0).map(|k| grid[k]).collect();
            if plus.is_empty() || minus.is_empty() || separable_by_brute_force(&plus, &minus) {
                lines += 1;
            }
            if plus.is_empty() || minus.iter().all(|&q| separable_by_brute_force(&plus, &[q])) {
                convex += 1;
            }
            rays += usize::from(by_thresholds(&xs, &labels, false));
            intervals += usize::from(by_thresholds(&xs, &labels, true));
        }
        prop_assert_eq!(count(Hypotheses::Lines, &plane), lines);
        prop_assert_eq!(count(Hypotheses::Rays, &plane), rays);
        prop_assert_eq!(count(Hypotheses::Intervals, &plane), intervals);
        prop_assert_eq!(count(Hypotheses::Convex, &plane), convex);
    }
}

#[test]
fn the_command_lists_the_labellings_and_sizes_the_sample() {
    let dir = std::env::temp_dir().join(format!("linlab-vc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    let square = dir.join("square.dat");
    std::fs::write(&square, "0 0\n1 0\n0 1\n1 1\n").expect("written");
    let output = linlab(
        &["dichotomies", "--no-labels", "--json"],
        &[("--data", &square)],
    );
    let report = json(&output);
    assert_eq!(report["realised"], 14);
    assert_eq!(report["labellings"], 16);
    assert_eq!(report["growth"], 14);
    assert_eq!(report["break_point"], 4);
    // XOR's two labellings have no line, and say why.
    let xor: Vec<&serde_json::Value> = report["each"]
        .as_array()
        .expect("the labellings")
        .iter()
        .filter(|l| l["realised"]["no"].is_object())
        .collect();
    assert_eq!(xor.len(), 2);
    let summary = linlab(&["dichotomies", "--no-labels"], &[("--data", &square)]);
    let text = String::from_utf8_lossy(&summary.stdout);
    assert!(text.contains("14 of the 16 labellings"), "{text}");
    assert!(text.contains("crosses"), "{text}");
    // Lines need the plane: a clear refusal, exit 1.
    let row = dir.join("row.dat");
    std::fs::write(&row, "0\n1\n2\n").expect("written");
    let refused = linlab(&["dichotomies", "--no-labels"], &[("--data", &row)]);
    assert_eq!(refused.status.code(), Some(1));
    let bound = json(&linlab(
        &[
            "vc-bound", "--dvc", "3", "--eps", "0.1", "--delta", "0.1", "--json",
        ],
        &[],
    ));
    let n = bound["sample_size"].as_u64().expect("a size");
    assert!((29_000..29_600).contains(&n), "{n}");
    assert!(bound["bound"].as_f64().expect("a bound") <= 0.1);
    let bad = linlab(
        &["vc-bound", "--dvc", "3", "--eps", "0", "--delta", "0.1"],
        &[],
    );
    assert_eq!(bad.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}
