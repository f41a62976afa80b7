//! The assignment half of K-means, the one pass over every point: each point to its nearest
//! centre (a tie to the lower index), counting the points that change cluster and J before and
//! after, and adding each point to its cluster's sum so that the move half costs O(K·d).
//!
//! This is the loop that must be fast on 10⁶ points: it reads the flat row-major values once and
//! allocates nothing per point.

use super::{Points, squared_distance};

/// A cluster index that is no cluster: the label of a point before the first assignment.
pub(super) const UNASSIGNED: usize = usize::MAX;

/// What one pass of assignments found: sums over the points, not yet divided by m.
#[derive(Default)]
pub(super) struct AssignPass {
    pub changed: usize,
    pub cost_before: f64,
    pub cost_after: f64,
}

/// Assigns every point, adding each to its cluster's sum and size. The loop is written once,
/// for a dimension known when compiling: the common small ones get rows as `[f64; D]`, so the
/// distance unrolls (2-D: two subtractions and two multiply-adds per centre) without bounds
/// checks; any other d goes through the same loop on slices.
pub(super) fn assign_pass(
    points: &Points,
    centres: &[f64],
    labels: &mut [usize],
    sums: &mut [f64],
    sizes: &mut [usize],
) -> AssignPass {
    let values = points.values();
    match points.dim() {
        1 => assign_fixed::<1>(values, centres, labels, sums, sizes),
        2 => assign_fixed::<2>(values, centres, labels, sums, sizes),
        3 => assign_fixed::<3>(values, centres, labels, sums, sizes),
        4 => assign_fixed::<4>(values, centres, labels, sums, sizes),
        dim => assign_rows(
            values.chunks_exact(dim),
            &centres.chunks_exact(dim).collect::<Vec<_>>(),
            labels,
            &mut sums.chunks_exact_mut(dim).collect::<Vec<_>>(),
            sizes,
        ),
    }
}

/// Points searched for their nearest centre together, in [`assign_fixed`]: the search runs
/// centre by centre over the block, which the compiler turns into SIMD lanes of points.
const BLOCK: usize = 8;

fn assign_fixed<const D: usize>(
    values: &[f64],
    centres: &[f64],
    labels: &mut [usize],
    sums: &mut [f64],
    sizes: &mut [usize],
) -> AssignPass {
    let (rows, _) = values.as_chunks::<D>();
    let (centre_rows, _) = centres.as_chunks::<D>();
    let (sum_rows, _) = sums.as_chunks_mut::<D>();
    let whole_blocks = rows.len() / BLOCK * BLOCK;
    let mut pass = AssignPass::default();
    let blocks = rows[..whole_blocks].as_chunks::<BLOCK>().0;
    for (block, block_labels) in blocks.iter().zip(labels.chunks_exact_mut(BLOCK)) {
        let mut best = [0usize; BLOCK];
        let mut best_squared = [f64::INFINITY; BLOCK];
        for (c, centre) in centre_rows.iter().enumerate() {
            for ((x, b), b2) in block.iter().zip(&mut best).zip(&mut best_squared) {
                let d2 = squared_distance(x, centre);
                // Strictly nearer: a tie stays with the lower index.
                let nearer = d2 < *b2;
                *b = if nearer { c } else { *b };
                *b2 = if nearer { d2 } else { *b2 };
            }
        }
        for (i, (x, label)) in block.iter().zip(block_labels).enumerate() {
            pass.record(
                x,
                label,
                best[i],
                best_squared[i],
                centre_rows,
                sum_rows,
                sizes,
            );
        }
    }
    let rest = assign_rows(
        rows[whole_blocks..].iter(),
        centre_rows,
        &mut labels[whole_blocks..],
        sum_rows,
        sizes,
    );
    pass.changed += rest.changed;
    pass.cost_before += rest.cost_before;
    pass.cost_after += rest.cost_after;
    pass
}

/// The plain loop, one point at a time, for any d.
#[inline(always)]
fn assign_rows<'a, X, C, S>(
    rows: impl Iterator<Item = &'a X>,
    centres: &[C],
    labels: &mut [usize],
    sums: &mut [S],
    sizes: &mut [usize],
) -> AssignPass
where
    X: AsRef<[f64]> + ?Sized + 'a,
    C: AsRef<[f64]>,
    S: AsMut<[f64]>,
{
    let mut pass = AssignPass::default();
    for (x, label) in rows.zip(labels.iter_mut()) {
        let x = x.as_ref();
        let mut best = 0;
        let mut best_squared = f64::INFINITY;
        for (c, centre) in centres.iter().enumerate() {
            let d2 = squared_distance(x, centre.as_ref());
            // Strictly nearer: a tie stays with the lower index. Written as selects, not a
            // branch, which the nearest centre of scattered points would mispredict.
            let nearer = d2 < best_squared;
            best = if nearer { c } else { best };
            best_squared = if nearer { d2 } else { best_squared };
        }
        pass.record(x, label, best, best_squared, centres, sums, sizes);
    }
    pass
}

impl AssignPass {
    /// Point x goes to cluster `best` at squared distance `best_squared`: counts the change and
    /// J before and after, and adds x to its cluster.
    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn record<C: AsRef<[f64]>, S: AsMut<[f64]>>(
        &mut self,
        x: &[f64],
        label: &mut usize,
        best: usize,
        best_squared: f64,
        centres: &[C],
        sums: &mut [S],
        sizes: &mut [usize],
    ) {
        let old = *label;
        if let Some(centre) = centres.get(old) {
            self.cost_before += squared_distance(x, centre.as_ref());
        }
        self.changed += usize::from(best != old);
        self.cost_after += best_squared;
        *label = best;
        sizes[best] += 1;
        for (s, v) in sums[best].as_mut().iter_mut().zip(x) {
            *s += v;
        }
    }
}
