//! Visiting points in cyclic or random-cycle order, and PLA's scan to the next mistake
//! (MATH.md, "Visit orders").

use std::sync::Arc;

use rand::seq::SliceRandom as _;

use super::{Order, Rng};
use crate::data::Dataset;
use crate::rows::first_mistake;

/// Where a cycle of visits stands.
#[derive(Debug, Clone)]
pub(crate) struct Cycle {
    rng: Option<Rng>,
    /// Random cycle: position in the cycle → point index. Shared by clones (it never changes
    /// until the points do).
    permutation: Arc<[usize]>,
    /// Random cycle: the signed rows in visit order, so the scan is a sequential read.
    permuted_rows: Arc<[f64]>,
    /// The next position to visit.
    position: usize,
    /// The number of points.
    len: usize,
    /// Consecutive visits without a mistake; N of them is a full clean cycle.
    clean_run: usize,
}

/// What a scan found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scan {
    /// Point `point` is a mistake; `visits` includes its visit.
    Mistake { point: usize, visits: u64 },
    /// The scan completed a full cycle without a mistake.
    Clean { visits: u64 },
    /// The scan ran out of allowed visits.
    Exhausted { visits: u64 },
}

impl Cycle {
    /// `Order::Cyclic` visits in file order; `Order::RandomCycle` draws one permutation from `rng`.
    pub fn new(order: Order, rng: Rng, data: &Dataset) -> Self {
        let mut cycle = Self {
            rng: (order == Order::RandomCycle).then_some(rng),
            permutation: Arc::new([]),
            permuted_rows: Arc::new([]),
            position: 0,
            len: 0,
            clean_run: 0,
        };
        cycle.rebind(data);
        cycle
    }

    /// The points changed: a random cycle draws a new permutation (the next one from its
    /// generator); the position stays where it was, if it still exists.
    pub fn rebind(&mut self, data: &Dataset) {
        let n = data.len();
        self.len = n;
        self.clean_run = 0;
        if self.position >= n {
            self.position = 0;
        }
        if let Some(rng) = &mut self.rng {
            let mut permutation: Vec<usize> = (0..n).collect();
            permutation.shuffle(rng);
            let mut rows = Vec::with_capacity(n * data.row_len());
            for &p in &permutation {
                rows.extend_from_slice(data.signed_row(p));
            }
            self.permutation = permutation.into();
            self.permuted_rows = rows.into();
        }
    }

    fn point_at(&self, position: usize) -> usize {
        if self.rng.is_some() {
            self.permutation[position]
        } else {
            position
        }
    }

    /// The point the next visit will check.
    pub fn next_point(&self) -> usize {
        self.point_at(self.position)
    }

    /// The next point, moving the position past it (a visit that does not scan for mistakes).
    pub fn advance(&mut self) -> usize {
        let point = self.next_point();
        self.position = if self.position + 1 >= self.len {
            0
        } else {
            self.position + 1
        };
        point
    }

    /// Visits points from the current position until a mistake under `w`, a full clean cycle,
    /// or `max_visits` visits. After a mistake at point n the next scan starts after n.
    pub fn scan(&mut self, data: &Dataset, w: &[f64], max_visits: u64) -> Scan {
        let n = data.len();
        let rows = if self.rng.is_some() {
            &self.permuted_rows
        } else {
            data.signed_rows()
        };
        let mut visits = 0u64;
        let clean_left = n.saturating_sub(self.clean_run) as u64;
        let mut allowed = max_visits.min(clean_left);
        while allowed > 0 {
            let end = n.min(self.position + usize::try_from(allowed).unwrap_or(usize::MAX));
            match first_mistake(rows, w, self.position, end) {
                Some(at) => {
                    visits += (at - self.position + 1) as u64;
                    self.clean_run = 0;
                    self.position = if at + 1 == n { 0 } else { at + 1 };
                    return Scan::Mistake {
                        point: self.point_at(at),
                        visits,
                    };
                }
                None => {
                    let run = end - self.position;
                    visits += run as u64;
                    allowed -= run as u64;
                    self.clean_run += run;
                    self.position = if end == n { 0 } else { end };
                }
            }
        }
        if self.clean_run >= n {
            Scan::Clean { visits }
        } else {
            Scan::Exhausted { visits }
        }
    }
}
