//! What the averaged and voted perceptrons keep on top of a PLA run (MATH.md, "Averaged
//! perceptron", "Voted perceptron"; seed 002).
//!
//! Both weigh each intermediate w_k by its *survival count* c_k: the number of visits after
//! which w_k was the current w. The averaged perceptron answers w̄ = Σ c_k·w_k / Σ c_k (the
//! running mean of w over visits); the voted perceptron lets every w_k vote with weight c_k:
//! s(x) = Σ c_k·sign(w_kᵀz) / Σ c_k, which is not a line.

use crate::model::Vote;

#[derive(Debug, Clone)]
pub(crate) struct Tally {
    /// Σ c_k·w_k over the closed w_k (those already replaced).
    weighted_sum: Vec<f64>,
    /// The visit count at which the current w started to count.
    current_since: u64,
    /// Voted only: every closed w_k, row-major, with its c_k.
    votes: Option<(Vec<f64>, Vec<u64>)>,
    /// The answer after the last step: w̄.
    mean: Vec<f64>,
}

impl Tally {
    pub fn new(w: &[f64], voted: bool) -> Self {
        Self {
            weighted_sum: vec![0.0; w.len()],
            current_since: 0,
            votes: voted.then(|| (Vec::new(), Vec::new())),
            mean: w.to_vec(),
        }
    }

    /// After a step: `visits` is the total count after it; `replaced` is the w that an update at
    /// the step's last visit replaced (it survived every visit of the step but that one).
    pub fn observe(&mut self, w: &[f64], visits: u64, replaced: Option<&[f64]>) {
        if let Some(old) = replaced {
            let survived = (visits - 1).saturating_sub(self.current_since);
            for (s, v) in self.weighted_sum.iter_mut().zip(old) {
                *s += survived as f64 * v;
            }
            if let Some((weights, counts)) = &mut self.votes
                && survived > 0
            {
                weights.extend_from_slice(old);
                counts.push(survived);
            }
            self.current_since = visits - 1;
        }
        let open = visits.saturating_sub(self.current_since) as f64;
        if visits == 0 {
            self.mean.copy_from_slice(w);
        } else {
            for ((m, s), v) in self.mean.iter_mut().zip(&self.weighted_sum).zip(w) {
                *m = (s + open * v) / visits as f64;
            }
        }
    }

    /// w̄, the survival-weighted mean of the w's.
    pub fn mean(&self) -> &[f64] {
        &self.mean
    }

    /// Voted: the ballot Σ c_k·sign(w_kᵀz) / Σ c_k, the closed w_k first and the current w last
    /// with its open count. `None` for the averaged perceptron.
    pub fn ballot(&self, w: &[f64], visits: u64) -> Option<Vote> {
        let (weights, counts) = self.votes.as_ref()?;
        let mut ballot = Vote {
            row_len: w.len(),
            weights: Vec::with_capacity(weights.len() + w.len()),
            counts: Vec::with_capacity(counts.len() + 1),
        };
        ballot.weights.extend_from_slice(weights);
        ballot.weights.extend_from_slice(w);
        ballot.counts.extend_from_slice(counts);
        ballot
            .counts
            .push(visits.saturating_sub(self.current_since));
        Some(ballot)
    }

    /// Voted: how many w's vote (the current one included).
    pub fn voters(&self) -> usize {
        self.votes.as_ref().map_or(0, |(_, c)| c.len() + 1)
    }

    pub fn heap_bytes(&self) -> usize {
        let votes = self
            .votes
            .as_ref()
            .map_or(0, |(w, c)| w.len() * 8 + c.len() * 8);
        self.weighted_sum.len() * 16 + votes
    }
}
