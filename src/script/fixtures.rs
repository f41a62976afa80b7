//! The lectures' point sets for the script's tests, as [x₁, x₂, y]: Set A, six points a line
//! separates (P3 and P5 the closest pair), and Set B, Set A with a noisy × at (2, −0.5) among the ○;
//! a lesson of a learner on them in cyclic order; and the lecture "Beyond the line"'s ring in the
//! Transform workspace.

use crate::learn::{Algorithm, Budget, Order, Settings};
use crate::lesson::Lesson;

/// Set A: P1 … P6.
pub const SET_A: [[f64; 3]; 6] = [
    [-1.0, -2.0, -1.0],
    [1.0, 1.0, 1.0],
    [2.0, -1.0, 1.0],
    [0.0, 3.0, 1.0],
    [1.0, -2.0, -1.0],
    [3.0, -1.0, 1.0],
];

/// Set B: Set A and P7, a × at (2, −0.5) inside the triangle of P2, P3 and P6.
pub const SET_B: [[f64; 3]; 7] = [
    SET_A[0],
    SET_A[1],
    SET_A[2],
    SET_A[3],
    SET_A[4],
    SET_A[5],
    [2.0, -0.5, -1.0],
];

/// `algorithm` in cyclic order on `points` at `t`, with a budget of 50 updates.
pub fn cyclic(algorithm: Algorithm, points: Vec<[f64; 3]>, t: u64) -> Lesson {
    Lesson {
        points,
        settings: Settings {
            order: Some(Order::Cyclic),
            budget: Budget {
                max_updates: Some(50),
                max_visits: None,
            },
            ..Settings::new(algorithm)
        },
        t,
        ..Lesson::default()
    }
}

/// The lecture's ring in the Transform workspace under `phi`, its learner at `t`.
pub fn transform_ring(phi: &str, t: u64) -> Lesson {
    Lesson {
        points: vec![
            [0.0, -1.0, 1.0],
            [-1.0, 0.0, 1.0],
            [1.0, 0.0, 1.0],
            [-1.0, 2.0, -1.0],
            [1.0, -2.0, -1.0],
            [0.0, 1.0, 1.0],
            [2.0, 1.0, -1.0],
            [-2.0, -1.0, -1.0],
            [0.0, 0.0, 1.0],
        ],
        app: serde_json::json!({"prefs": {"workspace": "transform", "transform": {
            "phi": phi,
            "learners": {"learner": {"algorithm": "pla", "order": "cyclic"}}}},
            "transform_t": t}),
        ..Lesson::default()
    }
}
