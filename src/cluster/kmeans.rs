//! K-means (MATH.md, "K-means"; seed 004) stepped one half iteration at a time.
//!
//! J = (1/m) Σᵢ ‖xᵢ − μ_c(i)‖². One iteration is the assignment half (each point to its nearest
//! centre, a tie to the lower index) then the move half (each centre to the mean of its points;
//! an empty cluster keeps its centre, and the step says so). Neither half can raise J, and the run
//! has converged when an assignment changes nothing after a move.
//!
//! The assignment half is one pass over the flat row-major points that also adds up each
//! cluster's points, so the move half costs O(K·d) and its J follows without another pass:
//! moving a centre from μ to the mean x̄ of its n points lowers Σ‖x − μ‖² by exactly n‖μ − x̄‖².

use serde::{Deserialize, Serialize};

use super::assign::{UNASSIGNED, assign_pass};
use super::init::{check_k, initial_centres};
use super::{ClusterError, Init, Points, squared_distance};
use crate::model::{Centres, Model};

/// K and how to start, checked against the points by [`KMeansSettings::build`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct KMeansSettings {
    /// The number of clusters K ≥ 1.
    pub k: usize,
    pub init: Init,
    /// The seed of the random initialisations.
    pub seed: u64,
}

impl KMeansSettings {
    pub fn new(k: usize) -> Self {
        Self {
            k,
            init: Init::default(),
            seed: 0,
        }
    }

    /// A stepper at its initial centres, before the first assignment.
    pub fn build(&self, points: &Points) -> Result<KMeans, ClusterError> {
        let centres = initial_centres(points, self.k, self.init, self.seed)?;
        KMeans::with_centres(points, centres)
    }
}

/// Which half of an iteration.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Half {
    /// Each point to its nearest centre.
    Assign,
    /// Each centre to the mean of its points.
    Move,
}

/// What one half step did.
#[derive(Debug, Clone, PartialEq)]
pub struct HalfStep {
    pub half: Half,
    /// How many points changed cluster (every point, at the first assignment; 0 for a move).
    pub changed: usize,
    /// J before the step; `None` at the first assignment (no point had a cluster).
    pub cost_before: Option<f64>,
    /// J after the step.
    pub cost_after: f64,
    /// A move: the clusters without points, whose centres stayed where they were.
    pub empty_clusters: Vec<usize>,
    /// An assignment after a move changed nothing: K-means has converged.
    pub converged: bool,
}

/// K-means on points in R^d, advancing one half iteration per [`KMeans::step`].
///
/// Like the learners, it borrows the points at every step. If their number changes between
/// steps, the assignments are forgotten and the next half is an assignment.
#[derive(Debug, Clone, PartialEq)]
pub struct KMeans {
    centres: Centres,
    /// The cluster of each point; [`UNASSIGNED`] before the first assignment.
    labels: Vec<usize>,
    /// Per cluster, the sum of its points (K × d) and their number, for the current labels.
    cluster_sums: Vec<f64>,
    cluster_sizes: Vec<usize>,
    /// J of the current labels and centres, once there are labels and no centre was set by hand
    /// since they were made.
    cost: Option<f64>,
    next: Half,
    /// Whether the centres are the means the last move made (so an assignment that changes
    /// nothing means convergence).
    centres_are_means: bool,
    iterations: u64,
    converged: bool,
}

impl KMeans {
    /// A stepper starting from centres given row-major (K × d), e.g. clicked by a person.
    /// Refuses no points, K = 0, K > m, a length that is not a multiple of d, and a value that
    /// is not finite.
    pub fn with_centres(points: &Points, centres: Vec<f64>) -> Result<Self, ClusterError> {
        let dim = points.dim();
        if centres.is_empty() {
            points.check_not_empty()?;
            return Err(ClusterError::NoClusters);
        }
        if !centres.len().is_multiple_of(dim) {
            return Err(ClusterError::WrongCentres {
                got: centres.len(),
                expected: centres.len().div_ceil(dim) * dim,
            });
        }
        let k = centres.len() / dim;
        check_k(points, k)?;
        if let Some(at) = centres.iter().position(|v| !v.is_finite()) {
            return Err(ClusterError::CentreNotFinite { index: at / dim });
        }
        Ok(Self {
            centres: Centres { dim, centres },
            labels: vec![UNASSIGNED; points.len()],
            cluster_sums: vec![0.0; k * dim],
            cluster_sizes: vec![0; k],
            cost: None,
            next: Half::Assign,
            centres_are_means: false,
            iterations: 0,
            converged: false,
        })
    }

    /// K.
    pub fn k(&self) -> usize {
        self.cluster_sizes.len()
    }

    pub fn centres(&self) -> &Centres {
        &self.centres
    }

    /// The cluster of each point (0-based); empty before the first assignment.
    pub fn labels(&self) -> &[usize] {
        if self.labels.first() == Some(&UNASSIGNED) {
            &[]
        } else {
            &self.labels
        }
    }

    /// How many points each cluster has (after the first assignment).
    pub fn cluster_sizes(&self) -> &[usize] {
        &self.cluster_sizes
    }

    /// J of the current labels and centres, when known (after an assignment).
    pub fn cost(&self) -> Option<f64> {
        self.cost
    }

    /// The half the next step does.
    pub fn next_half(&self) -> Half {
        self.next
    }

    /// Completed iterations (move halves).
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    pub fn converged(&self) -> bool {
        self.converged
    }

    /// The answer: the centres.
    pub fn model(&self) -> Model {
        Model::Centres(self.centres.clone())
    }

    /// Puts centre `index` at `x` (a person drags it). The next half is an assignment, and
    /// convergence is lifted.
    pub fn set_centre(&mut self, index: usize, x: &[f64]) -> Result<(), ClusterError> {
        let dim = self.centres.dim;
        if x.len() != dim || index >= self.k() {
            return Err(ClusterError::WrongCentres {
                got: x.len(),
                expected: dim,
            });
        }
        if x.iter().any(|v| !v.is_finite()) {
            return Err(ClusterError::CentreNotFinite { index });
        }
        self.centres.centres[index * dim..(index + 1) * dim].copy_from_slice(x);
        self.next = Half::Assign;
        self.cost = None;
        self.centres_are_means = false;
        self.converged = false;
        Ok(())
    }

    /// One half iteration; `None` once converged (nothing is left to do), or for points of
    /// another dimension than the centres (a new stepper is needed).
    pub fn step(&mut self, points: &Points) -> Option<HalfStep> {
        if self.converged || points.dim() != self.centres.dim {
            return None;
        }
        if points.len() != self.labels.len() {
            self.labels = vec![UNASSIGNED; points.len()];
            self.next = Half::Assign;
            self.cost = None;
            self.centres_are_means = false;
        }
        Some(match self.next {
            Half::Assign => self.assign(points),
            Half::Move => self.move_centres(points),
        })
    }

    /// Steps until converged or `max_iterations` moves have been made, then makes sure the
    /// labels are those of the final centres (one more assignment, which may find convergence).
    pub fn run(&mut self, points: &Points, max_iterations: u64) {
        while !self.converged {
            let last = self.next == Half::Assign && self.iterations >= max_iterations;
            self.step(points);
            if last {
                break;
            }
        }
    }

    fn assign(&mut self, points: &Points) -> HalfStep {
        let had_labels = self.labels.first().is_some_and(|&l| l != UNASSIGNED);
        self.cluster_sums.fill(0.0);
        self.cluster_sizes.fill(0);
        let pass = assign_pass(
            points,
            &self.centres.centres,
            &mut self.labels,
            &mut self.cluster_sums,
            &mut self.cluster_sizes,
        );
        let m = points.len() as f64;
        let cost_after = pass.cost_after / m;
        let converged = had_labels && pass.changed == 0 && self.centres_are_means;
        self.cost = Some(cost_after);
        self.next = Half::Move;
        self.converged = converged;
        HalfStep {
            half: Half::Assign,
            changed: pass.changed,
            cost_before: had_labels.then_some(pass.cost_before / m),
            cost_after,
            empty_clusters: Vec::new(),
            converged,
        }
    }

    fn move_centres(&mut self, points: &Points) -> HalfStep {
        let dim = self.centres.dim;
        let mut empty_clusters = Vec::new();
        // Σ_c n_c‖μ_c − x̄_c‖²: how much the move lowers m·J (see the module doc).
        let mut lowered = 0.0;
        let centres = self.centres.centres.chunks_exact_mut(dim);
        let sums = self.cluster_sums.chunks_exact(dim);
        for (c, ((centre, sum), &size)) in centres.zip(sums).zip(&self.cluster_sizes).enumerate() {
            if size == 0 {
                empty_clusters.push(c);
                continue;
            }
            let mut shift = 0.0;
            for (mu, &s) in centre.iter_mut().zip(sum) {
                let mean = s / size as f64;
                shift += (*mu - mean) * (*mu - mean);
                *mu = mean;
            }
            lowered += size as f64 * shift;
        }
        let m = points.len() as f64;
        let cost_before = self
            .cost
            .unwrap_or_else(|| cost(points, &self.centres, &self.labels) + lowered / m);
        let cost_after = (cost_before - lowered / m).max(0.0);
        self.cost = Some(cost_after);
        self.next = Half::Assign;
        self.centres_are_means = true;
        self.iterations += 1;
        HalfStep {
            half: Half::Move,
            changed: 0,
            cost_before: Some(cost_before),
            cost_after,
            empty_clusters,
            converged: false,
        }
    }
}

/// J = (1/m) Σᵢ ‖xᵢ − μ_c(i)‖² for given labels, computed point by point (0 for no points).
pub fn cost(points: &Points, centres: &Centres, labels: &[usize]) -> f64 {
    let dim = centres.dim;
    let mut total = 0.0;
    for (x, &c) in points.rows().zip(labels) {
        total += squared_distance(x, &centres.centres[c * dim..(c + 1) * dim]);
    }
    total / points.len().max(1) as f64
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two pairs of points on a line, far apart: {0, 1} and {10, 11}.
    fn two_pairs() -> Points {
        Points::new(1, vec![0.0, 10.0, 1.0, 11.0]).expect("valid")
    }

    #[test]
    fn halves_alternate_and_report_j() {
        let points = two_pairs();
        let mut kmeans = KMeans::with_centres(&points, vec![0.0, 10.0]).expect("valid");
        let assign = kmeans.step(&points).expect("a step");
        assert_eq!(assign.half, Half::Assign);
        assert_eq!(assign.changed, 4);
        assert_eq!(assign.cost_before, None);
        // Distances² 0, 0, 1, 1: J = 2/4.
        assert_eq!(assign.cost_after, 0.5);
        assert_eq!(kmeans.labels(), &[0, 1, 0, 1]);
        let moved = kmeans.step(&points).expect("a step");
        assert_eq!(moved.half, Half::Move);
        assert_eq!(kmeans.centres().centres, vec![0.5, 10.5]);
        // Every point 0.5 from its centre: J = 0.25.
        assert_eq!(moved.cost_before, Some(0.5));
        assert_eq!(moved.cost_after, 0.25);
        assert_eq!(
            moved.cost_after,
            cost(&points, kmeans.centres(), kmeans.labels())
        );
        let last = kmeans.step(&points).expect("a step");
        assert_eq!((last.changed, last.converged), (0, true));
        assert_eq!(last.cost_before, Some(0.25));
        assert!(kmeans.converged());
        assert_eq!(kmeans.iterations(), 1);
        assert_eq!(kmeans.step(&points), None);
    }

    #[test]
    fn a_tie_goes_to_the_lower_index() {
        let points = Points::new(1, vec![1.0]).expect("valid");
        let mut kmeans = KMeans::with_centres(&points, vec![0.0]).expect("valid");
        kmeans.step(&points);
        assert_eq!(kmeans.labels(), &[0]);
        let points = Points::new(1, vec![1.0, 0.0, 2.0]).expect("valid");
        let mut kmeans = KMeans::with_centres(&points, vec![2.0, 0.0]).expect("valid");
        kmeans.set_centre(1, &[0.0]).expect("valid");
        kmeans.step(&points);
        // Point 1.0 is 1 from both centres.
        assert_eq!(kmeans.labels()[0], 0);
    }

    #[test]
    fn an_empty_cluster_keeps_its_centre_and_says_so() {
        let points = two_pairs();
        let mut kmeans = KMeans::with_centres(&points, vec![0.0, 10.0, 100.0]).expect("valid");
        kmeans.step(&points);
        let moved = kmeans.step(&points).expect("a step");
        assert_eq!(moved.empty_clusters, vec![2]);
        assert_eq!(kmeans.centres().centres, vec![0.5, 10.5, 100.0]);
        assert_eq!(kmeans.cluster_sizes(), &[2, 2, 0]);
    }

    #[test]
    fn a_dragged_centre_lifts_convergence() {
        let points = two_pairs();
        let mut kmeans = KMeans::with_centres(&points, vec![0.0, 10.0]).expect("valid");
        kmeans.run(&points, 100);
        assert!(kmeans.converged());
        kmeans.set_centre(0, &[0.6]).expect("valid");
        assert_eq!(kmeans.next_half(), Half::Assign);
        // The labels do not change, but the centre is no longer the mean: not converged yet.
        let assign = kmeans.step(&points).expect("a step");
        assert_eq!((assign.changed, assign.converged), (0, false));
        kmeans.run(&points, 100);
        assert!(kmeans.converged());
        assert_eq!(kmeans.centres().centres, vec![0.5, 10.5]);
        assert!(kmeans.set_centre(2, &[0.0]).is_err());
        let plane = Points::new(2, vec![0.0; 8]).expect("valid");
        kmeans.set_centre(0, &[0.0]).expect("valid");
        assert_eq!(kmeans.step(&plane), None, "points of another dimension");
        assert!(kmeans.set_centre(0, &[f64::NAN]).is_err());
    }

    #[test]
    fn run_stops_at_the_iteration_budget_with_labels_of_the_final_centres() {
        let points = Points::new(1, vec![0.0, 1.0, 2.0, 3.0, 10.0, 11.0]).expect("valid");
        let mut kmeans = KMeans::with_centres(&points, vec![0.0, 1.0]).expect("valid");
        kmeans.run(&points, 1);
        assert_eq!(kmeans.iterations(), 1);
        // After one move the centres are 0 and 27/5; the labels are those of these centres.
        assert_eq!(kmeans.centres().centres, vec![0.0, 5.4]);
        assert_eq!(kmeans.labels(), &[0, 0, 0, 1, 1, 1]);
        assert!(!kmeans.converged());
        let mut zero = KMeans::with_centres(&points, vec![0.0, 1.0]).expect("valid");
        zero.run(&points, 0);
        assert_eq!(zero.iterations(), 0);
        assert_eq!(zero.labels(), &[0, 1, 1, 1, 1, 1]);
    }

    #[test]
    fn refuses_bad_centres() {
        let points = two_pairs();
        assert_eq!(
            KMeans::with_centres(&points, vec![]),
            Err(ClusterError::NoClusters)
        );
        let plane = Points::new(2, vec![0.0, 0.0, 1.0, 1.0]).expect("valid");
        assert_eq!(
            KMeans::with_centres(&plane, vec![0.0, 0.0, 1.0]),
            Err(ClusterError::WrongCentres {
                got: 3,
                expected: 4
            })
        );
        assert_eq!(
            KMeans::with_centres(&plane, vec![0.0, 0.0, 1.0, f64::INFINITY]),
            Err(ClusterError::CentreNotFinite { index: 1 })
        );
        assert_eq!(
            KMeans::with_centres(&plane, vec![0.0; 6]),
            Err(ClusterError::TooManyClusters { k: 3, points: 2 })
        );
    }

    #[test]
    fn settings_build_from_the_first_rows() {
        let points = two_pairs();
        let settings = KMeansSettings {
            init: Init::First,
            ..KMeansSettings::new(2)
        };
        let kmeans = settings.build(&points).expect("valid");
        assert_eq!(kmeans.centres().centres, vec![0.0, 10.0]);
        assert_eq!(kmeans.labels(), &[] as &[usize]);
    }
}
