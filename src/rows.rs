//! The hot loops over signed augmented rows: margins, the scan to the next mistake, and
//! mistake counts.
//!
//! A point is a mistake iff its margin y·s ≤ 0 (MATH.md, "Mistake rule"); [`is_mistake`] also
//! counts a NaN margin as a mistake, so a learner never "converges" on a number that is not one. Rows of length 3 and 4 (d = 2, 3: the plane and
//! the course's small sets) get loops with the length known at compile time, so the scan runs
//! at memory speed; other lengths take the general loop, which computes the same sums in the
//! same order.

/// How many rows a scan checks branch-free before asking whether any was a mistake.
const BLOCK: usize = 16;

/// wᵀr, summed as x₁ … x_d first and the bias last: the order scikit-learn uses
/// (`dot(w, x) + intercept`), so perceptron traces agree bit for bit.
#[inline]
pub fn dot(w: &[f64], r: &[f64]) -> f64 {
    debug_assert_eq!(w.len(), r.len());
    let mut s = 0.0;
    for i in 1..r.len() {
        s += w[i] * r[i];
    }
    s + w[0] * r[0]
}

#[inline(always)]
fn dot_k<const K: usize>(w: &[f64; K], r: &[f64; K]) -> f64 {
    let mut s = 0.0;
    for i in 1..K {
        s += w[i] * r[i];
    }
    s + w[0] * r[0]
}

/// The mistake rule: y·s ≤ 0 (on the line counts as a mistake for either label), or NaN.
#[inline(always)]
pub fn is_mistake(margin: f64) -> bool {
    margin <= 0.0 || margin.is_nan()
}

/// The first row n in `start..end` whose margin under w is ≤ 0.
pub fn first_mistake(rows: &[f64], w: &[f64], start: usize, end: usize) -> Option<usize> {
    match w.len() {
        3 => first_mistake_k::<3>(rows, w, start, end),
        4 => first_mistake_k::<4>(rows, w, start, end),
        k => (start..end).find(|&n| is_mistake(dot(w, &rows[n * k..(n + 1) * k]))),
    }
}

fn first_mistake_k<const K: usize>(
    rows: &[f64],
    w: &[f64],
    start: usize,
    end: usize,
) -> Option<usize> {
    let w: &[f64; K] = w.try_into().ok()?;
    let (rows, _) = rows.as_chunks::<K>();
    let rows = &rows[start..end];
    let mut blocks = rows.chunks_exact(BLOCK);
    let mut offset = start;
    for block in &mut blocks {
        // Branch-free over the block, so the compiler can keep several rows in flight.
        let any = block
            .iter()
            .fold(false, |any, r| any | is_mistake(dot_k(w, r)));
        if any {
            let at = block.iter().position(|r| is_mistake(dot_k(w, r)));
            return at.map(|p| offset + p);
        }
        offset += BLOCK;
    }
    let rest = blocks.remainder();
    rest.iter()
        .position(|r| is_mistake(dot_k(w, r)))
        .map(|p| offset + p)
}

/// Writes the margin of each row under w into `margins` (one per row, in order) and calls
/// `each(n, margin, y)` with it, y being the row's first coordinate: a signed augmented row
/// starts with y·1 = y, its point's label.
#[inline]
pub fn write_margins(
    rows: &[f64],
    w: &[f64],
    margins: &mut [f64],
    mut each: impl FnMut(usize, f64, f64),
) {
    match w.len() {
        3 => write_margins_k::<3>(rows, w, margins, &mut each),
        4 => write_margins_k::<4>(rows, w, margins, &mut each),
        k => {
            let rows = rows.chunks_exact(k.max(1));
            for (n, (margin, r)) in margins.iter_mut().zip(rows).enumerate() {
                *margin = dot(w, r);
                each(n, *margin, r[0]);
            }
        }
    }
}

#[inline(always)]
fn write_margins_k<const K: usize>(
    rows: &[f64],
    w: &[f64],
    margins: &mut [f64],
    each: &mut impl FnMut(usize, f64, f64),
) {
    let Ok(w) = <&[f64; K]>::try_from(w) else {
        return;
    };
    let (rows, _) = rows.as_chunks::<K>();
    for (n, (margin, r)) in margins.iter_mut().zip(rows).enumerate() {
        *margin = dot_k(w, r);
        each(n, *margin, r[0]);
    }
}

/// How many rows have margin ≤ 0 under w.
pub fn count_mistakes(rows: &[f64], w: &[f64]) -> usize {
    let n = rows.len() / w.len().max(1);
    count_mistakes_split(rows, w, crate::split::parts_for(n))
}

/// [`count_mistakes`], the rows in `parts` parts.
fn count_mistakes_split(rows: &[f64], w: &[f64], parts: usize) -> usize {
    let k = w.len().max(1);
    let counts = crate::split::map_in(parts, rows.len() / k, |part| {
        count_mistakes_in(&rows[part.start * k..part.end * k], w)
    });
    counts.into_iter().sum()
}

fn count_mistakes_in(rows: &[f64], w: &[f64]) -> usize {
    match w.len() {
        3 => count_mistakes_k::<3>(rows, w),
        4 => count_mistakes_k::<4>(rows, w),
        k => rows
            .chunks_exact(k)
            .filter(|r| is_mistake(dot(w, r)))
            .count(),
    }
}

fn count_mistakes_k<const K: usize>(rows: &[f64], w: &[f64]) -> usize {
    let Ok(w) = <&[f64; K]>::try_from(w) else {
        return 0;
    };
    let (rows, _) = rows.as_chunks::<K>();
    rows.iter()
        .map(|r| usize::from(is_mistake(dot_k(w, r))))
        .sum()
}

/// The indices of the rows a w misclassifies, in order, gathered again at each update without
/// being cleared: the list keeps room for every row, and only its first ones are the mistakes.
/// (A million rows' room is 4 MB, which zeroing at every update of the pocket cost as much as
/// a seventh of its pass.) A clone copies the mistakes, not the room.
#[derive(Debug, Default)]
pub struct Mistakes {
    /// Room for every row; the mistakes are the first `len`.
    slots: Vec<u32>,
    len: usize,
}

impl Mistakes {
    /// The memory the list holds, room included.
    pub fn heap_bytes(&self) -> usize {
        self.slots.capacity() * std::mem::size_of::<u32>()
    }
}

impl Clone for Mistakes {
    fn clone(&self) -> Self {
        Self {
            slots: self.to_vec(),
            len: self.len,
        }
    }
}

impl std::ops::Deref for Mistakes {
    type Target = [u32];

    fn deref(&self) -> &[u32] {
        &self.slots[..self.len]
    }
}

/// Gathers into `mistakes` the indices of the rows with margin ≤ 0 under w, in order, in one
/// pass; returns how many there are.
pub fn collect_mistakes(rows: &[f64], w: &[f64], mistakes: &mut Mistakes) -> usize {
    let n = rows.len() / w.len().max(1);
    collect_mistakes_split(rows, w, mistakes, crate::split::parts_for(n))
}

/// [`collect_mistakes`], the rows in `parts` parts.
fn collect_mistakes_split(rows: &[f64], w: &[f64], mistakes: &mut Mistakes, parts: usize) -> usize {
    let k = w.len().max(1);
    let n = rows.len() / k;
    let slots = &mut mistakes.slots;
    // Only room is needed, not zeros: a part writes every slot it reads back.
    if slots.len() < n {
        slots.resize(n, 0);
    }
    // Each part of the points compacts its mistakes to the front of its own stretch of the list
    // (the k-th row writes at most at its own place); then the stretches close up, in order.
    let counts = crate::split::map_mut_in(parts, &mut slots[..n], |start, out| {
        let rows = &rows[start * k..(start + out.len()) * k];
        compact(rows, w, start as u32, out)
    });
    let mut count = 0;
    for (range, part_count) in crate::split::ranges(n, counts.len())
        .into_iter()
        .zip(counts)
    {
        slots.copy_within(range.start..range.start + part_count, count);
        count += part_count;
    }
    mistakes.len = count;
    count
}

/// Branch-free compaction: writes every row's index (`first` + its place), advancing only past
/// mistakes; how many there are.
fn compact(rows: &[f64], w: &[f64], first: u32, out: &mut [u32]) -> usize {
    match w.len() {
        3 => compact_k::<3>(rows, w, first, out),
        4 => compact_k::<4>(rows, w, first, out),
        k => {
            let mut count = 0;
            for (i, r) in (first..).zip(rows.chunks_exact(k)) {
                out[count] = i;
                count += usize::from(is_mistake(dot(w, r)));
            }
            count
        }
    }
}

fn compact_k<const K: usize>(rows: &[f64], w: &[f64], first: u32, out: &mut [u32]) -> usize {
    let Ok(w) = <&[f64; K]>::try_from(w) else {
        return 0;
    };
    let (rows, _) = rows.as_chunks::<K>();
    let mut count = 0;
    for (i, r) in (first..).zip(rows) {
        out[count] = i;
        count += usize::from(is_mistake(dot_k(w, r)));
    }
    count
}

/// w + c·r if every coordinate stays finite; `None` (and w untouched) otherwise.
#[inline]
pub fn add_scaled(w: &mut [f64], c: f64, r: &[f64]) -> Option<()> {
    if !w.iter().zip(r).all(|(wi, ri)| (wi + c * ri).is_finite()) {
        return None;
    }
    for (wi, ri) in w.iter_mut().zip(r) {
        *wi += c * ri;
    }
    Some(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(k: usize, n: usize) -> Vec<f64> {
        // Margins under w = e₁ are the second coordinate: mistakes at n = 3, 20, 21 and 40.
        (0..n)
            .flat_map(|i| {
                let m = if [3, 20, 21, 40].contains(&i) {
                    -1.0
                } else {
                    1.0
                };
                let mut r = vec![0.5; k];
                r[1] = if i == 21 { 0.0 } else { m };
                r
            })
            .collect()
    }

    #[test]
    fn every_row_length_finds_the_same_mistakes() {
        for k in [2, 3, 4, 6] {
            let data = rows(k, 50);
            let mut w = vec![0.0; k];
            w[1] = 1.0;
            assert_eq!(first_mistake(&data, &w, 0, 50), Some(3), "k = {k}");
            assert_eq!(first_mistake(&data, &w, 4, 50), Some(20), "k = {k}");
            assert_eq!(first_mistake(&data, &w, 22, 40), None, "k = {k}");
            assert_eq!(first_mistake(&data, &w, 22, 41), Some(40), "k = {k}");
            assert_eq!(count_mistakes(&data, &w), 4, "k = {k}");
            let mut found = Mistakes::default();
            assert_eq!(collect_mistakes(&data, &w, &mut found), 4, "k = {k}");
            assert_eq!(*found, [3, 20, 21, 40], "k = {k}");
        }
    }

    #[test]
    fn nan_margin_is_a_mistake() {
        let data = [1.0, f64::NAN, 0.0];
        assert_eq!(count_mistakes(&data, &[0.0, 1.0, 0.0]), 1);
    }

    #[test]
    fn dot_sums_features_before_the_bias() {
        // 1e16 + 1 − 1e16 depends on the order: features first gives 1e16 − 1e16 + 1 = 1.
        assert_eq!(dot(&[1.0, 1e16, -1e16], &[1.0, 1.0, 1.0]), 1.0);
    }

    #[test]
    fn add_scaled_refuses_to_overflow() {
        let mut w = vec![1.0, f64::MAX];
        assert_eq!(add_scaled(&mut w, 2.0, &[1.0, f64::MAX]), None);
        assert_eq!(w, vec![1.0, f64::MAX]);
        assert_eq!(add_scaled(&mut w, 2.0, &[1.0, -1.0]), Some(()));
        assert_eq!(w[0], 3.0);
    }

    /// `n` rows of `k` numbers in a simple pattern, a w, and the rows w gets wrong, found one
    /// by one.
    fn patterned(n: usize, k: usize) -> (Vec<f64>, Vec<f64>, Vec<u32>) {
        let rows: Vec<f64> = (0..n * k).map(|i| ((i * 7919) % 13) as f64 - 6.0).collect();
        let w: Vec<f64> = (0..k).map(|i| 1.0 - 0.3 * i as f64).collect();
        let expected = (0..n)
            .filter(|&r| is_mistake(dot(&w, &rows[r * k..(r + 1) * k])))
            .map(|r| r as u32)
            .collect();
        (rows, w, expected)
    }

    #[test]
    fn a_split_pass_finds_the_mistakes_of_one_pass() {
        // Enough rows to be split between the cores; every row's margin a simple pattern.
        for k in [3, 4, 5] {
            let n = crate::split::SPLIT_FROM * 2 + 13;
            let (rows, w, expected) = patterned(n, k);
            let mut found = Mistakes::default();
            assert_eq!(collect_mistakes(&rows, &w, &mut found), expected.len());
            assert_eq!(*found, expected);
            assert_eq!(count_mistakes(&rows, &w), expected.len());
        }
    }

    /// One to four parts whatever the machine's cores: each finds what one pass finds.
    #[test]
    fn a_pass_in_any_number_of_parts_finds_the_mistakes_of_one_pass() {
        for k in [3, 4, 5] {
            let n = 10_013;
            let (rows, w, expected) = patterned(n, k);
            assert!(expected.len() > 100 && expected.len() < n - 100);
            for parts in 1..=4 {
                let mut found = Mistakes::default();
                assert_eq!(
                    collect_mistakes_split(&rows, &w, &mut found, parts),
                    expected.len(),
                    "k = {k}, {parts} parts"
                );
                assert_eq!(*found, expected, "k = {k}, {parts} parts");
                assert_eq!(
                    count_mistakes_split(&rows, &w, parts),
                    expected.len(),
                    "k = {k}, {parts} parts"
                );
            }
        }
    }

    /// Gathered again and again in the same room, in any number of parts, the list is each w's
    /// own: nothing is left of the w before; a clone holds the same mistakes and no room.
    #[test]
    fn a_list_gathered_again_holds_only_its_own_mistakes() {
        let (n, k) = (10_013, 3);
        let (rows, w, _) = patterned(n, k);
        let opposite: Vec<f64> = w.iter().map(|v| -v).collect();
        let none_wrong = [1e9, 0.0, 0.0];
        let mut found = Mistakes::default();
        for (parts, w) in [
            (4, &w[..]),
            (1, &opposite[..]),
            (3, &none_wrong[..]),
            (2, &w[..]),
        ] {
            let expected: Vec<u32> = (0..n)
                .filter(|&r| is_mistake(dot(w, &rows[r * k..(r + 1) * k])))
                .map(|r| r as u32)
                .collect();
            let count = collect_mistakes_split(&rows, w, &mut found, parts);
            assert_eq!(
                (count, &*found),
                (expected.len(), &expected[..]),
                "{parts} parts"
            );
            let copy = found.clone();
            assert_eq!(*copy, *found);
            assert_eq!(copy.heap_bytes(), 4 * expected.len());
        }
    }

    #[test]
    fn written_margins_are_the_dot_products_with_each_row_s_label() {
        for k in [2, 3, 4, 5] {
            let (rows, w, _) = patterned(101, k);
            let mut margins = vec![f64::NAN; 101];
            let mut seen = Vec::new();
            write_margins(&rows, &w, &mut margins, |n, margin, y| {
                seen.push((n, margin, y))
            });
            for (n, margin) in margins.iter().enumerate() {
                let row = &rows[n * k..(n + 1) * k];
                assert_eq!(margin.to_bits(), dot(&w, row).to_bits(), "k = {k}, row {n}");
                assert_eq!(seen[n], (n, *margin, row[0]), "k = {k}, row {n}");
            }
            assert_eq!(seen.len(), 101);
        }
    }
}
