//! What the views read that costs O(N) to compute: the mistakes of w_t and of the answer g,
//! which points the answer misclassifies, and the margins yₙ·sₙ of w_t for the loss panel.
//!
//! Recomputed only when the points or the weights change, at most once per frame, however
//! many views read them: at a million points each pass costs about a millisecond.

use crate::data::Dataset;
use crate::rows::{count_mistakes, dot, is_mistake};
use crate::split;

/// At most this many misclassified points are listed for drawing their rings one by one;
/// beyond that the rings would cover the plane anyway, and the tint tells the story.
pub const MAX_LISTED_MISTAKES: usize = 5_000;

#[derive(Debug, Clone, PartialEq)]
struct Key {
    data_id: u64,
    current: Vec<f64>,
    answer: Vec<f64>,
    want_margins: bool,
}

/// Cached O(N) quantities of the current weights on the current points.
#[derive(Debug, Clone, Default)]
pub struct Derived {
    key: Option<Key>,
    /// Training mistakes (y·s ≤ 0) of w_t.
    pub current_mistakes: usize,
    /// Training mistakes of the answer g (ŵ for pocket, w_t for the others).
    pub answer_mistakes: usize,
    /// The points the answer misclassifies, if there are at most [`MAX_LISTED_MISTAKES`].
    pub answer_mistake_list: Option<Vec<usize>>,
    /// yₙ·sₙ of w_t for every point (empty unless asked for).
    pub margins: Vec<f64>,
}

impl Derived {
    /// Brings the cache up to date with `current` (w_t) and `answer` (g) on `data`.
    /// `want_margins`: whether a view needs the margins this frame. What did not change is not
    /// computed again: the pocket's ŵ stays while w_t moves, so its pass is skipped then.
    pub fn update(&mut self, data: &Dataset, current: &[f64], answer: &[f64], want_margins: bool) {
        let key = Key {
            data_id: data.id(),
            current: current.to_vec(),
            answer: answer.to_vec(),
            want_margins,
        };
        let (current_changed, answer_changed) = match &self.key {
            Some(last) => {
                let same_points = last.data_id == key.data_id;
                let current_changed = !same_points
                    || last.current != key.current
                    || last.want_margins != want_margins;
                // When g is w_t, its figures are w_t's.
                let answer_changed = !same_points
                    || last.answer != key.answer
                    || (answer == current && current_changed);
                (current_changed, answer_changed)
            }
            None => (true, true),
        };
        if current_changed || answer_changed {
            self.compute(data, &key, current_changed, answer_changed);
        }
        self.key = Some(key);
    }

    fn compute(&mut self, data: &Dataset, key: &Key, current_changed: bool, answer_changed: bool) {
        let rows = data.signed_rows();
        let k = data.row_len();
        let (current, answer) = (&key.current[..], &key.answer[..]);
        if current.len() != k || answer.len() != k {
            self.clear();
            return;
        }
        if current_changed {
            self.margins.clear();
            if key.want_margins {
                self.margins.resize(rows.len() / k, 0.0);
                // The margins and their mistakes in one pass, split between the cores.
                let mistakes = split::map_mut(&mut self.margins, |start, margins| {
                    let rows = rows[start * k..].chunks_exact(k);
                    let mut mistakes = 0;
                    for (margin, r) in margins.iter_mut().zip(rows) {
                        *margin = dot(current, r);
                        mistakes += usize::from(is_mistake(*margin));
                    }
                    mistakes
                });
                self.current_mistakes = mistakes.into_iter().sum();
            } else {
                self.current_mistakes = count_mistakes(rows, current);
            }
        }
        if !answer_changed {
            return;
        }
        let same = answer == current;
        self.answer_mistakes = if same {
            self.current_mistakes
        } else {
            count_mistakes(rows, answer)
        };
        self.answer_mistake_list = (self.answer_mistakes <= MAX_LISTED_MISTAKES).then(|| {
            if same && !self.margins.is_empty() {
                let each = self.margins.iter().enumerate();
                each.filter(|(_, m)| is_mistake(**m))
                    .map(|(n, _)| n)
                    .collect()
            } else {
                let each = rows.chunks_exact(k).enumerate();
                each.filter(|(_, r)| is_mistake(dot(answer, r)))
                    .map(|(n, _)| n)
                    .collect()
            }
        });
    }

    /// The same quantities from margins computed elsewhere (a kernel learner's yₙsₙ, whose score
    /// is not wᵀz); `state` identifies the learner's state (its counters).
    pub fn update_from_margins(
        &mut self,
        data: &Dataset,
        state: &[f64],
        margins: impl FnOnce() -> Vec<f64>,
    ) {
        let key = Key {
            data_id: data.id(),
            current: state.to_vec(),
            answer: state.to_vec(),
            want_margins: true,
        };
        if self.key.as_ref() == Some(&key) {
            return;
        }
        let margins = margins();
        self.current_mistakes = margins.iter().filter(|&&m| is_mistake(m)).count();
        self.answer_mistakes = self.current_mistakes;
        self.answer_mistake_list = (self.answer_mistakes <= MAX_LISTED_MISTAKES).then(|| {
            margins
                .iter()
                .enumerate()
                .filter(|(_, m)| is_mistake(**m))
                .map(|(n, _)| n)
                .collect()
        });
        self.margins = margins;
        self.key = Some(key);
    }

    /// Forgets everything (no learner).
    pub fn clear(&mut self) {
        self.key = None;
        self.current_mistakes = 0;
        self.answer_mistakes = 0;
        self.answer_mistake_list = None;
        self.margins.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_lists_mistakes() {
        // x₁ = −1, 1, 2 with labels +1, +1, −1; w = (0, 1, 0): point 0 and point 2 are mistakes.
        let data = Dataset::from_rows(2, &[-1.0, 0.0, 1.0, 0.0, 2.0, 0.0], &[1.0, 1.0, -1.0])
            .expect("valid");
        let mut derived = Derived::default();
        let w = [0.0, 1.0, 0.0];
        let g = [0.5, -1.0, 0.0];
        derived.update(&data, &w, &g, true);
        assert_eq!(derived.current_mistakes, 2);
        assert_eq!(derived.margins, vec![-1.0, 1.0, -2.0]);
        // g: s = 0.5 − x₁: +1 at −1 (right), −0.5 at 1 (wrong), −1.5 at 2 (right).
        assert_eq!(derived.answer_mistakes, 1);
        assert_eq!(derived.answer_mistake_list, Some(vec![1]));
        derived.update(&data, &w, &w, false);
        assert!(derived.margins.is_empty());
        assert_eq!(derived.answer_mistake_list, Some(vec![0, 2]));
    }
}
