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
    let parts = ranges(n, parts_for(n));
    if parts.len() == 1 {
        return parts.into_iter().map(work).collect();
    }
    std::thread::scope(|scope| {
        let work = &work;
        let mut parts = parts.into_iter();
        let first = parts.next().unwrap_or(0..0);
        let others: Vec<_> = parts.map(|r| scope.spawn(move || work(r))).collect();
        let mut results = vec![work(first)];
        // A part that panicked panics here too, as one pass would have.
        results.extend(others.into_iter().map(|h| match h.join() {
            Ok(r) => r,
            Err(panic) => std::panic::resume_unwind(panic),
        }));
        results
    })
}

/// `work` on each part of `items` (one item per point), each with its part's first index, the
/// parts at once; the results in order.
pub fn map_mut<T: Send, R: Send>(
    items: &mut [T],
    work: impl Fn(usize, &mut [T]) -> R + Sync,
) -> Vec<R> {
    let parts = ranges(items.len(), parts_for(items.len()));
    if parts.len() == 1 {
        return vec![work(0, items)];
    }
    let mut slices = Vec::with_capacity(parts.len());
    let mut rest = items;
    for range in &parts {
        let (part, after) = rest.split_at_mut(range.len());
        slices.push((range.start, part));
        rest = after;
    }
    std::thread::scope(|scope| {
        let work = &work;
        let mut slices = slices.into_iter();
        let (start, first) = slices.next().unwrap_or((0, &mut []));
        let others: Vec<_> = slices
            .map(|(start, part)| scope.spawn(move || work(start, part)))
            .collect();
        let mut results = vec![work(start, first)];
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
}
