//! Values (f64) in memory whose pages the system makes ready in batches, one call for many
//! pages, rather than one fault per page as a vector's first writes take them: the kernel-row
//! cache, which grows as rows come into use, and the points' features, written once.

/// The memory of the cached rows (or of the points). A cache of 1 MB or more (about 360 points
/// or more) is an anonymous mapping of its whole budget on Linux: it stays virtual until rows
/// are used, is never copied as it grows, and its pages are made ready 512 kB at a time in one
/// call (`MADV_POPULATE_WRITE`, Linux 5.14) rather than faulted in one by one (the page faults
/// were a quarter of a solve's time at N = 10,000). Not 2 MB pages: asking for them makes a fault wait
/// for the kernel to compact memory when it is fragmented, which took 0.3 s of a 0.4 s solve
/// right after another program's run. Elsewhere, and where the mapping is refused, a vector
/// grown a row at a time.
#[derive(Debug)]
pub(super) enum Values {
    Grown(Vec<f64>),
    #[cfg(target_os = "linux")]
    Mapped {
        map: memmap2::MmapMut,
        /// How many values are in use (the rest of the mapping is untouched).
        len: usize,
    },
}

/// Below this many bytes the rows stay in an ordinary vector.
#[cfg(target_os = "linux")]
const MAP_FROM_BYTES: usize = 1024 * 1024;

/// Below this many bytes values written all at once ([`Values::ready`]) stay in an ordinary
/// vector: sixteen pages, about what the mapping's three calls cost.
#[cfg(target_os = "linux")]
const READY_FROM_BYTES: usize = 64 * 1024;

/// A mapping's pages are made ready this many bytes at a time, as rows come into use.
#[cfg(target_os = "linux")]
const POPULATE_BYTES: usize = 512 * 1024;

impl Values {
    /// Room for up to `capacity` values, none in use.
    pub(super) fn new(capacity: usize) -> Self {
        #[cfg(target_os = "linux")]
        if capacity * size_of::<f64>() >= MAP_FROM_BYTES {
            return Self::mapped(capacity);
        }
        let _ = capacity;
        Self::Grown(Vec::new())
    }

    /// `len` values in use, all of their pages made ready at once (zeros, in a vector as in a
    /// fresh mapping): for values written once, in full, before they are read. The digits'
    /// 920 kB of features take 116 µs to write this way, against 183 µs faulting a page at a time.
    pub(super) fn ready(len: usize) -> Self {
        let mut values = Self::Grown(Vec::new());
        #[cfg(target_os = "linux")]
        if len * size_of::<f64>() >= READY_FROM_BYTES {
            values = Self::mapped(len);
        }
        values.grow(len);
        values
    }

    /// Room for up to `capacity` values in a mapping, none in use; a vector where the mapping
    /// is refused.
    #[cfg(target_os = "linux")]
    fn mapped(capacity: usize) -> Self {
        match memmap2::MmapMut::map_anon(capacity * size_of::<f64>()) {
            Ok(map) => Self::Mapped { map, len: 0 },
            Err(_) => Self::Grown(Vec::new()),
        }
    }

    pub(super) fn len(&self) -> usize {
        match self {
            Self::Grown(values) => values.len(),
            #[cfg(target_os = "linux")]
            Self::Mapped { len, .. } => *len,
        }
    }

    /// Puts `count` more values in use (zero in a new vector row, whatever the slot held last
    /// in a mapping: the cache fills a row before it is read).
    pub(super) fn grow(&mut self, count: usize) {
        match self {
            Self::Grown(values) => values.resize(values.len() + count, 0.0),
            #[cfg(target_os = "linux")]
            Self::Mapped { map, len } => {
                let bytes = |values: usize| values * size_of::<f64>();
                let (from, to) = (bytes(*len), bytes(*len + count));
                let (first, last) = (from.div_ceil(POPULATE_BYTES), to.div_ceil(POPULATE_BYTES));
                if last > first {
                    // The next chunks' pages in one call (where the kernel can: Linux 5.14):
                    // one fault per page otherwise.
                    let start = first * POPULATE_BYTES;
                    let end = (last * POPULATE_BYTES).min(map.len());
                    let _ = map.advise_range(memmap2::Advice::PopulateWrite, start, end - start);
                }
                *len += count;
            }
        }
    }

    pub(super) fn as_slice(&self) -> &[f64] {
        match self {
            Self::Grown(values) => values,
            #[cfg(target_os = "linux")]
            Self::Mapped { map, len } => &bytemuck::cast_slice(&map[..])[..*len],
        }
    }

    pub(super) fn as_mut_slice(&mut self) -> &mut [f64] {
        match self {
            Self::Grown(values) => values,
            #[cfg(target_os = "linux")]
            Self::Mapped { map, len } => &mut bytemuck::cast_slice_mut(&mut map[..])[..*len],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_made_ready_are_zeros_in_use_and_mapped_from_64_kb() {
        for len in [0, 3, 8 * 1024 - 1, 8 * 1024, 115_008] {
            let mut values = Values::ready(len);
            assert_eq!(values.len(), len);
            assert!(values.as_slice().iter().all(|&v| v == 0.0));
            #[cfg(target_os = "linux")]
            assert_eq!(
                matches!(values, Values::Mapped { .. }),
                len * 8 >= READY_FROM_BYTES,
                "{len} values"
            );
            if let Some(last) = values.as_mut_slice().last_mut() {
                *last = 1.5;
            }
            assert_eq!(values.as_slice().last().copied(), (len > 0).then_some(1.5));
        }
    }
}
