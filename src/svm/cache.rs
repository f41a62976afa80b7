//! A bounded cache of kernel rows for the SMO solver: the least recently used row is dropped
//! when the memory budget is full, so a solve on N = 10,000 points holds a few thousand rows
//! instead of the whole N × N matrix.

use super::values::Values;

/// No slot / no row.
const NONE: u32 = u32::MAX;

/// The memory the rows of one solver may take.
pub(crate) const CACHE_BYTES: usize = 256 * 1024 * 1024;

/// Rows of length `row_len`, at most `capacity` of them, in a least-recently-used list.
#[derive(Debug)]
pub(crate) struct RowCache {
    row_len: usize,
    capacity: usize,
    /// Per row index: the slot holding it, or `NONE`.
    slot_of_row: Vec<u32>,
    /// Per slot: the row it holds.
    row_of_slot: Vec<u32>,
    /// The recency list over slots: `newer[s]`, `older[s]`; `newest`/`oldest` are its ends.
    newer: Vec<u32>,
    older: Vec<u32>,
    newest: u32,
    oldest: u32,
    /// The slots' values, slot-major, up to `capacity` rows.
    values: Values,
}

impl RowCache {
    /// A cache for `rows` rows of length `row_len` within `bytes` of values (at least two rows,
    /// so the two rows of an SMO pair can be held at once).
    pub fn new(rows: usize, row_len: usize, bytes: usize) -> Self {
        let per_row = row_len.max(1) * size_of::<f64>();
        let capacity = (bytes / per_row).clamp(2, rows.max(2));
        Self {
            row_len,
            capacity,
            slot_of_row: vec![NONE; rows],
            row_of_slot: Vec::new(),
            newer: Vec::new(),
            older: Vec::new(),
            newest: NONE,
            oldest: NONE,
            values: Values::new(capacity * row_len),
        }
    }

    /// The slot holding `row`, filled by `fill` if it was not cached. The slot becomes the most
    /// recently used, so the next call cannot evict it.
    pub fn fetch(&mut self, row: usize, fill: impl FnOnce(&mut [f64])) -> usize {
        let slot = self.slot_of_row[row];
        if slot != NONE {
            self.unlink(slot);
            self.push_newest(slot);
            return slot as usize;
        }
        let slot = if self.row_of_slot.len() < self.capacity {
            let slot = self.row_of_slot.len() as u32;
            self.row_of_slot.push(row as u32);
            self.newer.push(NONE);
            self.older.push(NONE);
            self.values.grow(self.row_len);
            slot
        } else {
            let slot = self.oldest;
            self.unlink(slot);
            self.slot_of_row[self.row_of_slot[slot as usize] as usize] = NONE;
            self.row_of_slot[slot as usize] = row as u32;
            slot
        };
        self.slot_of_row[row] = slot;
        self.push_newest(slot);
        fill(self.row_mut(slot as usize));
        slot as usize
    }

    /// The values in `slot`.
    pub fn row(&self, slot: usize) -> &[f64] {
        &self.values.as_slice()[slot * self.row_len..(slot + 1) * self.row_len]
    }

    fn row_mut(&mut self, slot: usize) -> &mut [f64] {
        let row_len = self.row_len;
        &mut self.values.as_mut_slice()[slot * row_len..(slot + 1) * row_len]
    }

    fn unlink(&mut self, slot: u32) {
        let (newer, older) = (self.newer[slot as usize], self.older[slot as usize]);
        if newer == NONE {
            self.newest = older;
        } else {
            self.older[newer as usize] = older;
        }
        if older == NONE {
            self.oldest = newer;
        } else {
            self.newer[older as usize] = newer;
        }
    }

    fn push_newest(&mut self, slot: u32) {
        self.newer[slot as usize] = NONE;
        self.older[slot as usize] = self.newest;
        if self.newest != NONE {
            self.newer[self.newest as usize] = slot;
        }
        self.newest = slot;
        if self.oldest == NONE {
            self.oldest = slot;
        }
    }

    /// The bytes the cache holds now.
    pub fn heap_bytes(&self) -> usize {
        self.values.len() * 8 + (self.slot_of_row.len() + 3 * self.row_of_slot.len()) * 4
    }
}

/// A copy starts empty (same rows, same budget): its rows are a function of the points and the
/// kernel, so a copy refills what it needs, and the timeline's copies of a learner stay small.
impl Clone for RowCache {
    fn clone(&self) -> Self {
        let mut empty = Self::new(self.slot_of_row.len(), self.row_len, 0);
        empty.capacity = self.capacity;
        empty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_the_least_recently_used_row() {
        // Room for two rows of length 3.
        let mut cache = RowCache::new(4, 3, 2 * 3 * 8);
        let mut fills = Vec::new();
        let fetch = |cache: &mut RowCache, row: usize, fills: &mut Vec<usize>| {
            let slot = cache.fetch(row, |out| {
                fills.push(row);
                out.fill(row as f64);
            });
            assert_eq!(cache.row(slot), &[row as f64; 3]);
        };
        fetch(&mut cache, 0, &mut fills);
        fetch(&mut cache, 1, &mut fills);
        fetch(&mut cache, 0, &mut fills); // hit: 1 is now the oldest
        fetch(&mut cache, 2, &mut fills); // evicts 1
        fetch(&mut cache, 0, &mut fills); // hit
        fetch(&mut cache, 1, &mut fills); // evicts 2
        assert_eq!(fills, vec![0, 1, 2, 1]);
        assert_eq!(cache.clone().heap_bytes(), 4 * 4);
    }

    #[test]
    fn a_large_cache_holds_its_rows_in_a_mapping_and_reuses_slots() {
        // 1,024 rows of 1,024 values within 6 MB: room for 768 rows, so the last rows evict.
        let (rows, len) = (1024, 1024);
        let mut cache = RowCache::new(rows, len, 6 * 1024 * 1024);
        #[cfg(target_os = "linux")]
        assert!(matches!(cache.values, Values::Mapped { .. }));
        for row in 0..rows {
            let slot = cache.fetch(row, |out| out.fill(row as f64 + 0.5));
            assert_eq!(cache.row(slot)[len - 1], row as f64 + 0.5);
        }
        assert_eq!(cache.values.len(), 768 * len);
        // Row 0 was evicted long ago and is filled again; the newest row is still held.
        let mut refilled = false;
        let slot = cache.fetch(0, |out| {
            refilled = true;
            out.fill(-1.0);
        });
        assert!(refilled);
        assert!(cache.row(slot).iter().all(|&v| v == -1.0));
        let newest = cache.fetch(rows - 1, |_| panic!("still cached"));
        assert_eq!(cache.row(newest)[0], (rows - 1) as f64 + 0.5);
    }
}
