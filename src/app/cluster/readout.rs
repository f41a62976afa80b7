//! What K-means' last half step did, in words and numbers and as LaTeX: after an assignment,
//! how many points changed cluster; after a move, where each centre went (the mean of its
//! points) and J before and after.

use crate::cluster::{Half, HalfStep};
use crate::number::{self, subscript};
use crate::t;

use super::Cluster;

/// The last half step shown, as lines of text and as LaTeX.
#[derive(Debug, Clone, PartialEq)]
pub struct StepReadout {
    pub lines: Vec<String>,
    pub latex: String,
}

/// Three significant digits, as the J axis reads ("4.33", "0.0581"), with a true minus.
fn num(v: f64) -> String {
    latex_num(v).replace('-', "−")
}

fn latex_num(v: f64) -> String {
    number::significant(v + 0.0, 3)
}

/// The readout of the last half step shown, `None` before the first.
pub fn step_readout(view: &Cluster) -> Option<StepReadout> {
    let steps = view.shown_steps();
    let step: &HalfStep = steps.last()?;
    let t = steps.len();
    let cost = match step.cost_before {
        Some(before) => format!("J {} → {}", num(before), num(step.cost_after)),
        None => format!("J = {}", num(step.cost_after)),
    };
    let latex_cost = match step.cost_before {
        Some(before) => format!(
            "J: {} \\to {}",
            latex_num(before),
            latex_num(step.cost_after)
        ),
        None => format!("J = {}", latex_num(step.cost_after)),
    };
    match step.half {
        Half::Assign => {
            let what = if step.cost_before.is_none() {
                t!("views-kmeans-readout-first-assign").to_owned()
            } else if step.converged {
                t!("views-kmeans-readout-converged").to_owned()
            } else {
                t!("views-kmeans-readout-assign", changed = step.changed)
            };
            let lines = vec![
                t!("views-kmeans-readout-half", t = t.to_string(), what = what),
                cost,
            ];
            let latex = format!(
                "c^{{({t})}}_i = \\arg\\min_k \\lVert \\mathbf{{x}}_i - \\boldsymbol{{\\mu}}_k \\rVert^2,\\quad {latex_cost}"
            );
            Some(StepReadout { lines, latex })
        }
        Half::Move => {
            let trails = view.trails();
            let [.., before, after] = trails else {
                return None;
            };
            let sizes = view.kmeans()?.cluster_sizes();
            let mut lines = vec![t!(
                "views-kmeans-readout-half",
                t = t.to_string(),
                what = t!("views-kmeans-readout-move")
            )];
            let mut latex = Vec::new();
            let d = before.len() / sizes.len().max(1);
            for (k, size) in sizes.iter().enumerate() {
                let (Some(b), Some(a)) =
                    (before.get(k * d..k * d + d), after.get(k * d..k * d + d))
                else {
                    continue;
                };
                let point = |v: &[f64], f: fn(f64) -> String| {
                    format!(
                        "({})",
                        v.iter().map(|&x| f(x)).collect::<Vec<_>>().join(", ")
                    )
                };
                let mu = format!("μ{}", subscript(k + 1));
                if step.empty_clusters.contains(&k) {
                    lines.push(t!(
                        "views-kmeans-readout-empty",
                        centre = mu,
                        at = point(b, num)
                    ));
                    latex.push(format!(
                        "\\boldsymbol{{\\mu}}_{{{}}} = {}\\ (\\text{{empty}})",
                        k + 1,
                        point(b, latex_num)
                    ));
                } else {
                    lines.push(t!(
                        "views-kmeans-readout-centre",
                        centre = mu,
                        from = point(b, num),
                        to = point(a, num),
                        size = *size
                    ));
                    latex.push(format!(
                        "\\boldsymbol{{\\mu}}_{{{k1}}} \\leftarrow \\tfrac{{1}}{{{size}}}\\textstyle\\sum_{{i \\in C_{{{k1}}}}} \\mathbf{{x}}_i = {} \\quad (\\text{{was }} {})",
                        point(a, latex_num),
                        point(b, latex_num),
                        k1 = k + 1,
                    ));
                }
            }
            lines.push(cost);
            latex.push(latex_cost);
            Some(StepReadout {
                lines,
                latex: latex.join(",\\\\\n"),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::cluster::tests::clicked_run;
    use crate::data::Dataset;
    use glam::DVec2;

    /// K-means on seven points from two centres clicked in the left group (μ₁ = (2, 2),
    /// μ₂ = (1, 1)), after `t` half steps.
    fn seven_points_after(t: usize) -> Cluster {
        let rows = [
            (1., 1.),
            (1., 3.),
            (2., 2.),
            (4., 2.),
            (6., 1.),
            (6., 3.),
            (7., 2.),
        ];
        let features: Vec<f64> = rows.iter().flat_map(|&(a, b)| [a, b]).collect();
        let data = Dataset::from_rows(2, &features, &[1.0; 7]).expect("points");
        let mut view = clicked_run(&data, &[DVec2::new(2.0, 2.0), DVec2::new(1.0, 1.0)]);
        for _ in 0..t {
            view.step();
        }
        view
    }

    #[test]
    fn nothing_before_the_first_half_step() {
        assert_eq!(step_readout(&seven_points_after(0)), None);
    }

    #[test]
    fn a_move_says_where_each_centre_went_and_j() {
        let readout = step_readout(&seven_points_after(2)).expect("a readout");
        let text = readout.lines.join("\n");
        assert!(text.contains("μ₁: (2, 2) → (4.33, 2.17)"), "{text}");
        assert!(text.contains("6 points"), "{text}");
        assert!(text.contains("μ₂: (1, 1) → (1, 1)"), "{text}");
        assert!(text.contains("J 9.29 → 4.6"), "{text}");
        assert!(
            readout
                .latex
                .contains(r"\boldsymbol{\mu}_{1} \leftarrow \tfrac{1}{6}"),
            "{}",
            readout.latex
        );
        assert!(
            readout.latex.contains(r"J: 9.29 \to 4.6"),
            "{}",
            readout.latex
        );
    }

    #[test]
    fn an_assignment_counts_the_points_that_changed_cluster() {
        let readout = step_readout(&seven_points_after(3)).expect("a readout");
        assert!(
            readout.lines[0].contains("2 points changed cluster"),
            "{:?}",
            readout.lines
        );
        assert!(
            readout.lines[1].contains("J 4.6 → 2.98"),
            "{:?}",
            readout.lines
        );
        let converged = step_readout(&seven_points_after(5)).expect("a readout");
        assert!(
            converged.lines[0].contains("converged"),
            "{:?}",
            converged.lines
        );
    }
}
