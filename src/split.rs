//! Passes over many points split between the processor's cores: the points in as many
//! contiguous parts as there are cores (at most [`MAX_PARTS`]), each on its own thread, the
//! results given back in the parts' order, so what is computed is the same as in one pass.
//! Below [`SPLIT_FROM`] points, and in the browser, one part on the calling thread.

use std::ops::Range;
use std::sync::OnceLock;

/// Fewer points than this are not worth a thread's start (tens of microseconds).
pub const SPLIT_FROM: usize = 200_000;
/// Parts at most, whatever the cores.
pub const MAX_PARTS: usize = 4;

/// How many parts a pass over `n` points is split into.
pub fn parts_for(n: usize) -> usize {
    if n < SPLIT_FROM || cfg!(target_arch = "wasm32") {
        return 1;
    }
    static CORES: OnceLock<usize> = OnceLock::new();
    let cores = *CORES.get_or_init(|| std::thread::available_parallelism().map_or(1, |c| c.get()));
    cores.clamp(1, MAX_PARTS)
}

/// `0..n` cut into `parts` contiguous ranges, in order (the last ones one shorter).
pub fn ranges(n: usize, parts: usize) -> Vec<Range<usize>> {
    let parts = parts.max(1);
    let (base, extra) = (n / parts, n % parts);
    let mut start = 0;
    (0..parts)
        .map(|p| {
            let len = base + usize::from(p < extra);
            let range = start..start + len;
            start += len;
            range
        })
        .collect()
}

/// `work` on each part of `0..n` ([`parts_for`]), the parts at once; the results in order.
pub fn map<R: Send>(n: usize, work: impl Fn(Range<usize>) -> R + Sync) -> Vec<R> {
    map_in(parts_for(n), n, work)
}

/// `work` on each of `parts` parts of `0..n`, the parts at once; the results in order. (The
/// tests split a pass this way whatever the machine's cores.)
pub(crate) fn map_in<R: Send>(
    parts: usize,
    n: usize,
    work: impl Fn(Range<usize>) -> R + Sync,
) -> Vec<R> {
    let work = &work;
    let jobs = ranges(n, parts).into_iter().map(|r| move || work(r));
    run(jobs.collect())
}

/// `work` on each part of `items` (one item per point, [`parts_for`]), each with its part's
/// first index, the parts at once; the results in order.
pub fn map_mut<T: Send, R: Send>(
    items: &mut [T],
    work: impl Fn(usize, &mut [T]) -> R + Sync,
) -> Vec<R> {
    map_mut_in(parts_for(items.len()), items, work)
}

/// `work` on each of `parts` parts of `items`, each with its part's first index, the parts at
/// once; the results in order. (The tests split a pass this way whatever the machine's cores.)
pub(crate) fn map_mut_in<T: Send, R: Send>(
    parts: usize,
    items: &mut [T],
    work: impl Fn(usize, &mut [T]) -> R + Sync,
) -> Vec<R> {
    let work = &work;
    let mut jobs = Vec::new();
    let mut rest = items;
    for range in ranges(rest.len(), parts) {
        let (part, after) = rest.split_at_mut(range.len());
        jobs.push(move || work(range.start, part));
        rest = after;
    }
    run(jobs)
}

/// Runs the first job on this thread and each other on its own, at once; their results in
/// order. A job that panicked panics here too, as one pass would have.
fn run<R: Send>(mut jobs: Vec<impl FnOnce() -> R + Send>) -> Vec<R> {
    if jobs.len() <= 1 {
        return jobs.into_iter().map(|job| job()).collect();
    }
    let first = jobs.remove(0);
    std::thread::scope(|scope| {
        let others: Vec<_> = jobs.into_iter().map(|job| scope.spawn(job)).collect();
        let mut results = vec![first()];
        results.extend(others.into_iter().map(|h| match h.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        }));
        results
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parts_cover_the_points_in_order() {
        for (n, parts) in [(0, 3), (5, 2), (10, 3), (1_000_001, 4)] {
            let r = ranges(n, parts);
            assert_eq!(r.len(), parts);
            assert_eq!(r.first().map(|r| r.start), Some(0));
            assert_eq!(r.last().map(|r| r.end), Some(n));
            assert!(r.windows(2).all(|w| w[0].end == w[1].start));
        }
    }

    #[test]
    fn a_split_pass_gives_what_one_pass_gives() {
        let n = SPLIT_FROM * 2 + 7;
        let sums = map(n, |r| r.map(|k| k as u64).sum::<u64>());
        assert_eq!(sums.iter().sum::<u64>(), (n as u64 - 1) * n as u64 / 2);
        let mut items = vec![0usize; n];
        let firsts = map_mut(&mut items, |start, part| {
            for (k, item) in part.iter_mut().enumerate() {
                *item = start + k;
            }
            start
        });
        assert_eq!(firsts[0], 0);
        assert!(items.iter().enumerate().all(|(k, &v)| k == v));
    }

    /// Four parts whatever the machine's cores: each on its own thread, the results in the
    /// parts' order, together what one pass gives.
    #[test]
    fn four_parts_run_at_once_and_give_what_one_pass_gives() {
        let n = 10_007;
        let parts = map_in(4, n, |r| {
            (r.clone(), r.sum::<usize>(), std::thread::current().id())
        });
        let ranges_run: Vec<_> = parts.iter().map(|(r, ..)| r.clone()).collect();
        assert_eq!(ranges_run, ranges(n, 4));
        assert_eq!(parts.iter().map(|p| p.1).sum::<usize>(), (n - 1) * n / 2);
        let threads: std::collections::HashSet<_> = parts.iter().map(|p| p.2).collect();
        assert_eq!(threads.len(), 4, "each part on its own thread");
        let mut items = vec![usize::MAX; n];
        let firsts = map_mut_in(4, &mut items, |start, part| {
            for (k, item) in part.iter_mut().enumerate() {
                *item = start + k;
            }
            start
        });
        let starts: Vec<usize> = ranges(n, 4).iter().map(|r| r.start).collect();
        assert_eq!(firsts, starts);
        assert!(items.iter().enumerate().all(|(k, &v)| k == v));
    }
}
