//! What the views read that costs O(N) to compute: the mistakes of w_t and of the answer g,
//! which points the answer misclassifies, and the margins yₙ·sₙ of w_t for the loss panel,
//! binned into its columns in the pass that computes them.
//!
//! Recomputed only when the points or the weights change, at most once per frame, however
//! many views read them: at a million points each pass costs about a millisecond.

use crate::app::plane::loss_view::{BinView, MarkerBins, PartBins};
use crate::data::Dataset;
use crate::rows::{count_mistakes, dot, is_mistake, write_margins};
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
    /// The margins binned for the loss panel's view, with the points' labels (see
    /// [`Derived::update`]).
    pub(in crate::app) bins: MarkerBins,
}

impl Derived {
    /// Brings the cache up to date with `current` (w_t) and `answer` (g) on `data`.
    /// `want_margins`: whether a view needs the margins this frame; `bin_view`: the loss
    /// panel's columns to bin them into, in the same pass (the view of its last frame: if this
    /// frame's differs, the panel bins them itself). What did not change is not computed
    /// again: the pocket's ŵ stays while w_t moves, so its pass is skipped then, and margins
    /// already computed are only binned again when the view changed. `counted`: the mistakes
    /// of w_t and of g on `data` when the learner counted them already (no pass for a count,
    /// only for what else is wanted).
    pub(in crate::app) fn update(
        &mut self,
        data: &Dataset,
        current: &[f64],
        answer: &[f64],
        want_margins: bool,
        bin_view: Option<BinView>,
        counted: Option<[usize; 2]>,
    ) {
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
        let bin_view = bin_view.filter(|_| want_margins);
        if current_changed || answer_changed {
            self.compute(
                data,
                &key,
                [current_changed, answer_changed],
                bin_view,
                counted,
            );
        }
        self.key = Some(key);
        match bin_view {
            Some(view) if self.bins.view() != Some(view) && self.margins.len() == data.len() => {
                self.bins.bin(view, &self.margins, data.labels());
            }
            Some(_) => {}
            None => self.bins.clear(),
        }
    }

    fn compute(
        &mut self,
        data: &Dataset,
        key: &Key,
        [current_changed, answer_changed]: [bool; 2],
        bin_view: Option<BinView>,
        counted: Option<[usize; 2]>,
    ) {
        let rows = data.signed_rows();
        let k = data.row_len();
        let (current, answer) = (&key.current[..], &key.answer[..]);
        if current.len() != k || answer.len() != k {
            self.clear();
            return;
        }
        if current_changed {
            self.bins.clear();
            if key.want_margins {
                // Every margin is written below: those of the last w need no zeroing first.
                self.margins.resize(rows.len() / k, 0.0);
                // The margins, their mistakes and their bins in one pass, split between the
                // cores. A signed row starts with y·1 = y: the point's class, without reading
                // the labels.
                let parts = split::map_mut(&mut self.margins, |start, margins| {
                    let rows = &rows[start * k..(start + margins.len()) * k];
                    let mut mistakes = 0;
                    let Some(view) = bin_view else {
                        write_margins(rows, current, margins, |_, margin, _| {
                            mistakes += usize::from(is_mistake(margin));
                        });
                        return (mistakes, None);
                    };
                    let cell_of = view.cell_of();
                    let mut bins = PartBins::new(view);
                    let mut cells = [0u32; MarkerBins::CHUNK];
                    let chunks = margins
                        .chunks_mut(MarkerBins::CHUNK)
                        .zip(rows.chunks(MarkerBins::CHUNK * k));
                    for (first, (margins, rows)) in (start..).step_by(MarkerBins::CHUNK).zip(chunks)
                    {
                        let cells = &mut cells[..margins.len()];
                        write_margins(rows, current, margins, |n, margin, y| {
                            mistakes += usize::from(is_mistake(margin));
                            cells[n] = cell_of(margin, y > 0.0);
                        });
                        bins.add(first, cells);
                    }
                    (mistakes, Some(bins))
                });
                self.current_mistakes = parts.iter().map(|(mistakes, _)| mistakes).sum();
                if let Some(view) = bin_view {
                    self.bins
                        .gather(view, parts.into_iter().filter_map(|(_, bins)| bins));
                }
            } else {
                self.margins.clear();
                self.current_mistakes =
                    counted.map_or_else(|| count_mistakes(rows, current), |[wrong, _]| wrong);
            }
        }
        if !answer_changed {
            return;
        }
        let same = answer == current;
        self.answer_mistakes = if same {
            self.current_mistakes
        } else {
            counted.map_or_else(|| count_mistakes(rows, answer), |[_, wrong]| wrong)
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
        self.bins.clear();
        self.key = Some(key);
    }

    /// Forgets everything (no learner).
    pub fn clear(&mut self) {
        self.key = None;
        self.current_mistakes = 0;
        self.answer_mistakes = 0;
        self.answer_mistake_list = None;
        self.margins.clear();
        self.bins.clear();
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
        derived.update(&data, &w, &g, true, None, None);
        assert_eq!(derived.current_mistakes, 2);
        assert_eq!(derived.margins, vec![-1.0, 1.0, -2.0]);
        // g: s = 0.5 − x₁: +1 at −1 (right), −0.5 at 1 (wrong), −1.5 at 2 (right).
        assert_eq!(derived.answer_mistakes, 1);
        assert_eq!(derived.answer_mistake_list, Some(vec![1]));
        derived.update(&data, &w, &w, false, None, None);
        assert!(derived.margins.is_empty());
        assert_eq!(derived.answer_mistake_list, Some(vec![0, 2]));
    }
}
