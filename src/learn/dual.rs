//! The dual form (MATH.md, "Dual form"; seed 002): αₙ counts the updates made on point n, and
//! w = w_base + Σₙ αₙ·η·yₙ·zₙ at every step, where w_base is w when the count (re)started: the
//! initial w, or w when the points were last edited (an edit renumbers points, so counting
//! starts again from there).

use std::sync::Arc;

/// αₙ are kept in chunks of this many points: an update copies at most one chunk of counts
/// shared with a keyframe (16 kB), not every point's (4 MB at 10⁶ points).
const CHUNK: usize = 4096;

#[derive(Debug, Clone)]
pub struct Dual {
    base: Vec<f64>,
    /// αₙ, `CHUNK` points to a chunk; each chunk shared between clones until one of them
    /// counts an update in it (clones are the timeline's keyframes, most of which never
    /// change again).
    alphas: Vec<Arc<Vec<u32>>>,
}

impl Dual {
    pub(crate) fn new(w: &[f64], n: usize) -> Self {
        let alphas = (0..n)
            .step_by(CHUNK)
            .map(|start| Arc::new(vec![0; CHUNK.min(n - start)]))
            .collect();
        Self {
            base: w.to_vec(),
            alphas,
        }
    }

    /// One more update on `point`.
    pub(crate) fn record(&mut self, point: usize) {
        if let Some(chunk) = self.alphas.get_mut(point / CHUNK)
            && let Some(alpha) = Arc::make_mut(chunk).get_mut(point % CHUNK)
        {
            *alpha = alpha.saturating_add(1);
        }
    }

    /// αₙ for every point, in the points' order.
    pub fn alphas(&self) -> impl Iterator<Item = u32> + Clone + '_ {
        self.alphas.iter().flat_map(|chunk| chunk.iter().copied())
    }

    /// w when counting started.
    pub fn base(&self) -> &[f64] {
        &self.base
    }

    pub(crate) fn heap_bytes(&self) -> usize {
        let chunk_bytes = |chunk: &Arc<Vec<u32>>| chunk.len() * 4 + size_of::<Arc<Vec<u32>>>();
        self.base.len() * 8 + self.alphas.iter().map(chunk_bytes).sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_each_point_and_shares_untouched_chunks_with_clones() {
        let n = 3 * CHUNK + 5;
        let mut dual = Dual::new(&[0.0, 1.0], n);
        dual.record(0);
        dual.record(CHUNK + 1);
        dual.record(n - 1);
        dual.record(n - 1);
        dual.record(n);
        let kept = dual.clone();
        dual.record(CHUNK + 1);
        let alphas: Vec<u32> = dual.alphas().collect();
        assert_eq!(alphas.len(), n);
        let counted: Vec<(usize, u32)> = alphas
            .iter()
            .enumerate()
            .filter(|(_, a)| **a > 0)
            .map(|(n, a)| (n, *a))
            .collect();
        assert_eq!(counted, [(0, 1), (CHUNK + 1, 2), (n - 1, 2)]);
        assert_eq!(
            kept.alphas().nth(CHUNK + 1),
            Some(1),
            "the clone keeps its count"
        );
        let shared = |k: usize| Arc::ptr_eq(&dual.alphas[k], &kept.alphas[k]);
        assert_eq!(
            (0..4).map(shared).collect::<Vec<_>>(),
            [true, false, true, true]
        );
    }
}
