//! The Transform workspace's run as a lesson keeps it: the points sent through Φ, and the
//! learner of the workspace's settings replayed on them to the t of its place — what a
//! scene's fields, exercises and `linlab script check` read, as the window restores it.

use super::Lesson;
use super::window::{TransformPlace, Workspace};
use crate::data::Dataset;
use crate::learn::Learner;
use crate::transform::Transform;

/// The learner in Z at the lesson's step, with Φ and the points in Z.
pub struct RunInZ {
    pub phi: Transform,
    /// The learner, replayed to its t (or to its end, if it stops before).
    pub learner: Box<dyn Learner>,
    /// The points in Z, with their labels.
    pub z: Dataset,
    /// The t the lesson asks for.
    pub t: u64,
}

impl Lesson {
    /// The Transform workspace's learner replayed in Z to the t its place keeps; why not, in
    /// words (Φ refused on these points, the settings refused).
    pub fn replay_in_z(&self) -> Result<RunInZ, String> {
        let window = self.window();
        let t = window.place::<TransformPlace>().unwrap_or_default().t;
        let part = window.prefs.transform;
        let x = self.dataset().map_err(|e| e.to_string())?;
        let z = part.phi.apply(&x).map_err(|e| e.to_string())?;
        let mut learner = part.learner.build(&z).map_err(|e| e.to_string())?;
        while learner.counters().updates < t && learner.stopped().is_none() {
            learner.step(&z);
        }
        Ok(RunInZ {
            phi: part.phi,
            learner,
            z,
            t,
        })
    }

    /// Puts `phi` into the Transform workspace's settings (Show me of "which two features").
    pub fn set_phi(&mut self, phi: &Transform) {
        let mut at = &mut self.app;
        for key in ["prefs", "transform"] {
            // Indexing makes a missing key (and null) an object; anything else is replaced.
            if !(at.is_object() || at.is_null()) {
                *at = serde_json::Value::Null;
            }
            at = &mut at[key];
        }
        if !(at.is_object() || at.is_null()) {
            *at = serde_json::Value::Null;
        }
        at["phi"] = serde_json::Value::String(phi.to_string());
    }

    /// The learner of the workspace shown, replayed to its t, with the points it learns on:
    /// Classify's on the points, the Transform workspace's on the points in Z.
    pub fn replay_shown(&self) -> Result<(Box<dyn Learner>, Dataset), String> {
        match self.window().workspace() {
            Workspace::Transform => self.replay_in_z().map(|run| (run.learner, run.z)),
            _ => self.replay().map_err(|e| e.to_string()),
        }
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn the_learner_in_z_halts_on_a_ring_that_no_line_separates() {
        // Four ○ near the origin, four × on a ring around them.
        let mut lesson = Lesson {
            points: vec![
                [0.5, 0.0, 1.0],
                [0.0, 0.5, 1.0],
                [-0.5, 0.0, 1.0],
                [0.0, -0.5, 1.0],
                [2.0, 0.0, -1.0],
                [0.0, 2.0, -1.0],
                [-2.0, 0.0, -1.0],
                [0.0, -2.0, -1.0],
            ],
            app: json!({"prefs": {"workspace": "transform", "transform": {"phi": "circle"}},
                        "transform_t": 1000}),
            ..Lesson::default()
        };
        let run = lesson.replay_in_z().expect("replays");
        assert_eq!(run.phi, Transform::Circle);
        assert_eq!(run.z.dim(), 2);
        assert_eq!(run.learner.stopped(), Some(crate::learn::Stop::Converged));
        let w = run.learner.answer();
        assert!((0..8).all(|n| run.z.margin(w, n) > 0.0));
        // The same points in X: the first learner of Classify, which never halts there.
        let mut other = lesson.clone();
        other.set_phi(&"pair:x1,x2".parse().expect("a pair"));
        assert_eq!(other.window().prefs.transform.phi.to_string(), "pair:x1,x2");
        assert!(
            other.replay_in_z().expect("replays").learner.stopped()
                != Some(crate::learn::Stop::Converged)
        );
        lesson.app = json!({"prefs": {"workspace": "classify"}});
        let (learner, data) = lesson.replay_shown().expect("replays");
        assert_eq!(data.dim(), 2);
        assert_eq!(learner.counters().updates, 0, "t = 0 in Classify");
    }
}
