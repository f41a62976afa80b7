//! The dual form (MATH.md, "Dual form"; seed 002): αₙ counts the updates made on point n, and
//! w = w_base + Σₙ αₙ·η·yₙ·zₙ at every step, where w_base is w when the count (re)started: the
//! initial w, or w when the points were last edited (an edit renumbers points, so counting
//! starts again from there).

use std::sync::Arc;

#[derive(Debug, Clone)]
pub struct Dual {
    base: Vec<f64>,
    /// Shared between clones until one of them counts an update (clones are the timeline's
    /// keyframes, most of which never change again).
    alphas: Arc<Vec<u32>>,
}

impl Dual {
    pub(crate) fn new(w: &[f64], n: usize) -> Self {
        Self {
            base: w.to_vec(),
            alphas: Arc::new(vec![0; n]),
        }
    }

    /// One more update on `point`.
    pub(crate) fn record(&mut self, point: usize) {
        if let Some(alpha) = Arc::make_mut(&mut self.alphas).get_mut(point) {
            *alpha = alpha.saturating_add(1);
        }
    }

    /// αₙ for every point.
    pub fn alphas(&self) -> &[u32] {
        &self.alphas
    }

    /// w when counting started.
    pub fn base(&self) -> &[f64] {
        &self.base
    }

    pub(crate) fn heap_bytes(&self) -> usize {
        self.base.len() * 8 + self.alphas.len() * 4
    }
}
