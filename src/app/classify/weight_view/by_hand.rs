//! w set by hand in the weight-space slice: the marker pressed or dragged to a (w₁, w₂) at the
//! slice's w₀, the plane's line following it; and "you are the learner", where the person tries to
//! reach the slice's lowest E_in under the chosen error by moving w, each press a move counted.
//! The learner has w back when it moves (a step, the timeline) or when asked.

use crate::app::drawing::geometry::PlotRect;
use crate::app::plane::derived::Derived;
use crate::data::Dataset;
use crate::loss::{ErrorMeasure, mean_error};

/// How close to the lowest E_in of a smooth error counts as there: this fraction of it, plus
/// [`WITHIN_ABSOLUTE`].
const WITHIN_RELATIVE: f64 = 0.02;
const WITHIN_ABSOLUTE: f64 = 0.002;

/// w as the person set it.
#[derive(Debug, Clone)]
pub struct ByHand {
    /// (w₀, w₁, w₂); w₀ is the slice's.
    pub w: [f64; 3],
    /// The learner's w when the hand took over: once the learner's w is another, it is shown again.
    pub learner_w: Option<[f64; 3]>,
    /// Presses (a click or a drag) that set w.
    pub moves: u32,
    /// The goal while playing "you are the learner".
    pub goal: Option<Goal>,
    /// The mistakes of w, for the plane's rings.
    pub derived: Derived,
    /// The slice's view, held while w is set by hand (it would otherwise move under the
    /// pointer).
    pub view: Option<PlotRect>,
    /// E_in of w under the errors last asked for: O(N) each, so not again every frame.
    errors: Option<Errors>,
}

/// E_in of one w under four errors, and what it was computed for.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Errors {
    data_id: u64,
    w: [f64; 3],
    measures: [ErrorMeasure; 4],
    values: [f64; 4],
}

/// "You are the learner": reach the lowest E_in of the slice under `measure`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Goal {
    pub measure: ErrorMeasure,
    /// The lowest E_in of the slice as known (see [`lowest_in_slice`]).
    pub lowest: f64,
    /// Whether `lowest` is exact (0 with a version space, the squared error's minimiser) or the
    /// lowest of the sampled grid.
    pub exact: bool,
    /// The moves it took, once reached.
    pub reached_in: Option<u32>,
}

impl ByHand {
    /// w set at `w` with the learner's `learner_w` put aside.
    pub fn new(w: [f64; 3], learner_w: Option<[f64; 3]>) -> Self {
        Self {
            w,
            learner_w,
            moves: 0,
            goal: None,
            derived: Derived::default(),
            view: None,
            errors: None,
        }
    }

    /// E_in of w on `data` under each of `measures`.
    pub fn errors(&mut self, data: &Dataset, measures: [ErrorMeasure; 4]) -> [f64; 4] {
        match self.errors {
            Some(e) if e.data_id == data.id() && e.w == self.w && e.measures == measures => {
                e.values
            }
            _ => {
                let values = measures.map(|m| mean_error(data, &self.w, m));
                self.errors = Some(Errors {
                    data_id: data.id(),
                    w: self.w,
                    measures,
                    values,
                });
                values
            }
        }
    }

    /// One more move has ended: counted, and the goal checked.
    pub fn move_ended(&mut self, data: &Dataset) {
        self.moves += 1;
        if let Some(goal) = &mut self.goal
            && goal.reached_in.is_none()
            && goal.is_reached_by(data, &self.w)
        {
            goal.reached_in = Some(self.moves);
        }
    }
}

impl Goal {
    /// The largest E_in that counts as reaching the goal.
    pub fn target(&self) -> f64 {
        if self.measure == ErrorMeasure::ZeroOne {
            // Mistakes are counted: the lowest count exactly (with room for the division's
            // rounding).
            self.lowest + 1e-12
        } else {
            self.lowest * (1.0 + WITHIN_RELATIVE) + WITHIN_ABSOLUTE
        }
    }

    /// Whether `w` is there.
    pub fn is_reached_by(&self, data: &Dataset, w: &[f64; 3]) -> bool {
        mean_error(data, w, self.measure) <= self.target()
    }
}

/// The lowest E_in of the slice under `measure`, and whether it is exact: 0 for the 0/1 error when
/// the slice has a version space, the squared error at its minimiser, otherwise the lowest value
/// of the sampled grid (`sampled_low`), which the slice's true minimum can only undercut.
pub fn lowest_in_slice(
    data: &Dataset,
    measure: ErrorMeasure,
    w0: f64,
    has_version_space: bool,
    squared_minimiser: Option<[f64; 2]>,
    sampled_low: Option<f64>,
) -> Option<(f64, bool)> {
    match (measure, squared_minimiser) {
        (ErrorMeasure::ZeroOne, _) if has_version_space => Some((0.0, true)),
        (ErrorMeasure::Squared, Some([w1, w2])) => {
            Some((mean_error(data, &[w0, w1, w2], measure), true))
        }
        _ => sampled_low.map(|low| (low, false)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::app::classify::weight_view::tests::four_points as data;

    #[test]
    fn the_goal_is_reached_at_the_lowest_count_and_moves_are_counted() {
        let data = data();
        let mut hand = ByHand::new([0.0, -1.0, -1.0], None);
        hand.goal = Some(Goal {
            measure: ErrorMeasure::ZeroOne,
            lowest: 0.0,
            exact: true,
            reached_in: None,
        });
        hand.move_ended(&data);
        assert_eq!(hand.moves, 1);
        assert_eq!(
            hand.goal.and_then(|g| g.reached_in),
            None,
            "every point wrong"
        );
        hand.w = [0.0, 1.0, 1.0];
        hand.move_ended(&data);
        assert_eq!(hand.goal.and_then(|g| g.reached_in), Some(2));
        // Once reached, the count of moves it took stays.
        hand.w = [0.0, -1.0, -1.0];
        hand.move_ended(&data);
        assert_eq!(hand.goal.and_then(|g| g.reached_in), Some(2));
    }

    #[test]
    fn the_errors_of_w_follow_w() {
        let data = data();
        let measures = [
            ErrorMeasure::ZeroOne,
            ErrorMeasure::Squared,
            ErrorMeasure::CrossEntropy,
            ErrorMeasure::Hinge,
        ];
        let mut hand = ByHand::new([0.0, 1.0, 1.0], None);
        for w in [[0.0, 1.0, 1.0], [0.5, -1.0, 2.0], [0.0, 1.0, 1.0]] {
            hand.w = w;
            assert_eq!(
                hand.errors(&data, measures),
                measures.map(|m| mean_error(&data, &w, m))
            );
        }
    }

    #[test]
    fn the_lowest_is_exact_where_it_can_be() {
        let data = data();
        assert_eq!(
            lowest_in_slice(&data, ErrorMeasure::ZeroOne, 0.0, true, None, Some(0.25)),
            Some((0.0, true))
        );
        assert_eq!(
            lowest_in_slice(&data, ErrorMeasure::ZeroOne, 0.0, false, None, Some(0.25)),
            Some((0.25, false))
        );
        let minimiser = crate::weight_space::squared_minimiser(&data, 0.5).expect("solvable");
        let (lowest, exact) = lowest_in_slice(
            &data,
            ErrorMeasure::Squared,
            0.5,
            false,
            Some(minimiser),
            None,
        )
        .expect("the minimiser's");
        assert!(exact);
        assert_eq!(
            lowest,
            mean_error(
                &data,
                &[0.5, minimiser[0], minimiser[1]],
                ErrorMeasure::Squared
            )
        );
        let near = Goal {
            measure: ErrorMeasure::Squared,
            lowest,
            exact,
            reached_in: None,
        };
        assert!(near.is_reached_by(&data, &[0.5, minimiser[0], minimiser[1]]));
        assert!(!near.is_reached_by(&data, &[0.5, minimiser[0] + 5.0, minimiser[1]]));
        assert_eq!(
            lowest_in_slice(&data, ErrorMeasure::Hinge, 0.0, true, None, None),
            None
        );
    }
}
