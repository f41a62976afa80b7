//! The pages of a large file's points made ready on another core while this one reads: the
//! buffers the rows, their labels and the labels' signs will be written into are reserved
//! once the first lines tell the file's size, and a thread asks the kernel to lay out their
//! pages (`MADV_POPULATE_WRITE`, Linux 5.14) ahead of the reader, so that the reader's first
//! write to each page no longer stops for the kernel's bookkeeping (a fifth of a 10⁶-line
//! read's time). Made ready on the reading thread itself, the same pages cost as much as their
//! faults did; elsewhere than Linux, or on an older kernel, nothing is done and the writes
//! fault the pages in as before. The buffers are asked for in huge pages first (2 MB, where the
//! system gives them on request), so there are 512 times fewer pages to lay out.

#[cfg(target_os = "linux")]
use std::sync::Arc;
#[cfg(target_os = "linux")]
use std::sync::atomic::{AtomicBool, Ordering};

/// Spare room below this many bytes is left to fault in: a thread costs more than its pages.
#[cfg(target_os = "linux")]
const FROM_BYTES: usize = 4 << 20;

/// The pages are asked for this many bytes at a time, so that a reader done early (a fault in
/// the file, its last line) waits for one call at most.
#[cfg(target_os = "linux")]
const CHUNK_BYTES: usize = 1 << 20;

#[cfg(target_os = "linux")]
const PAGE_BYTES: usize = 4096;

#[cfg(target_os = "linux")]
const HUGE_PAGE_BYTES: usize = 2 << 20;

/// The whole pages of a vector's spare capacity, as addresses.
#[derive(Debug, Clone, Copy)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))] // read only where pages are made ready
pub(crate) struct SpareRoom {
    start: usize,
    end: usize,
}

impl SpareRoom {
    /// The whole pages past `values`' length and within its capacity.
    pub fn of<T>(values: &mut Vec<T>) -> Self {
        let spare = values.spare_capacity_mut();
        let start = spare.as_mut_ptr() as usize;
        let end = start + std::mem::size_of_val(spare);
        #[cfg(target_os = "linux")]
        let (start, end) = (
            start.div_ceil(PAGE_BYTES) * PAGE_BYTES,
            end / PAGE_BYTES * PAGE_BYTES,
        );
        Self {
            start,
            end: end.max(start),
        }
    }

    #[cfg(any(target_os = "linux", test))]
    pub fn bytes(self) -> usize {
        self.end - self.start
    }
}

/// A thread making pages ready, in the order given, until they all are or it is dropped
/// (which waits for its current chunk).
#[derive(Debug, Default)]
pub(crate) struct ReadyAhead {
    #[cfg(target_os = "linux")]
    stop: Arc<AtomicBool>,
    #[cfg(target_os = "linux")]
    thread: Option<std::thread::JoinHandle<bool>>,
}

impl ReadyAhead {
    /// Starts making `rooms` ready if they are worth a thread; else does nothing.
    pub fn start(rooms: Vec<SpareRoom>) -> Self {
        #[cfg(target_os = "linux")]
        if rooms.iter().map(|room| room.bytes()).sum::<usize>() >= FROM_BYTES {
            let stop = Arc::new(AtomicBool::new(false));
            let stopped = Arc::clone(&stop);
            let thread = std::thread::Builder::new()
                .name("linlab-pages".into())
                .spawn(move || make_ready(&rooms, &stopped))
                .ok();
            return Self { stop, thread };
        }
        let _ = rooms;
        Self::default()
    }
}

impl Drop for ReadyAhead {
    fn drop(&mut self) {
        #[cfg(target_os = "linux")]
        if let Some(thread) = self.thread.take() {
            self.stop.store(true, Ordering::Relaxed);
            let _ = thread.join();
        }
    }
}

/// Asks for `rooms`' pages a chunk at a time, until done, told to stop, or refused (a kernel
/// before 5.14, or a room no longer mapped); says whether all were made ready.
#[cfg(target_os = "linux")]
fn make_ready(rooms: &[SpareRoom], stop: &AtomicBool) -> bool {
    for &room in rooms {
        prefer_huge_pages(room);
    }
    for room in rooms {
        let mut at = room.start;
        while at < room.end {
            if stop.load(Ordering::Relaxed) {
                return false;
            }
            let length = CHUNK_BYTES.min(room.end - at);
            // SAFETY: MADV_POPULATE_WRITE faults pages in as a write would, without writing:
            // no byte of memory changes, whoever owns it by then. A range no longer mapped
            // (the vector grew and moved) is refused with an error, which ends the thread.
            #[allow(unsafe_code)]
            let refused = unsafe {
                libc::madvise(at as *mut libc::c_void, length, libc::MADV_POPULATE_WRITE)
            } != 0;
            if refused {
                return false;
            }
            at += length;
        }
    }
    true
}

/// Asks the kernel to lay out `room` in huge pages (2 MB, where the system's transparent huge
/// pages are on at a program's request, as on most Linux desktops): a large file's rows then
/// take one fault (and one page to clear) for 512 small pages. A room smaller than a huge page,
/// or a kernel without them, is left as it is.
pub(crate) fn prefer_huge_pages(room: SpareRoom) {
    #[cfg(target_os = "linux")]
    if room.bytes() >= HUGE_PAGE_BYTES {
        // SAFETY: MADV_HUGEPAGE only marks the range for the kernel's choice of page size: no
        // byte of memory changes. A range not mapped is refused with an error, ignored.
        #[allow(unsafe_code)]
        unsafe {
            libc::madvise(
                room.start as *mut libc::c_void,
                room.bytes(),
                libc::MADV_HUGEPAGE,
            );
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = room;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spare_room_is_whole_pages_within_the_capacity() {
        let mut values: Vec<f64> = Vec::with_capacity(3 << 20);
        values.extend([1.0, 2.0, 3.0]);
        let room = SpareRoom::of(&mut values);
        let spare = values.spare_capacity_mut();
        let (first, past) = (
            spare.as_ptr() as usize,
            spare.as_ptr() as usize + size_of_val(spare),
        );
        assert!(room.start >= first && room.end <= past && room.start <= room.end);
        #[cfg(target_os = "linux")]
        assert_eq!((room.start % 4096, room.end % 4096), (0, 0));
        assert!(room.bytes() + 2 * 4096 >= past - first);
    }

    #[test]
    fn the_values_written_beside_the_thread_are_kept() {
        let mut values: Vec<f64> = Vec::with_capacity(2 << 20);
        let ahead = ReadyAhead::start(vec![SpareRoom::of(&mut values)]);
        values.extend((0..2 << 20).map(f64::from));
        drop(ahead);
        assert!(values.iter().enumerate().all(|(i, &v)| v == i as f64));
        let nothing = ReadyAhead::start(vec![SpareRoom::of(&mut Vec::<u8>::new())]);
        #[cfg(target_os = "linux")]
        assert!(nothing.thread.is_none());
    }

    /// This thread's minor page faults so far (`/proc/thread-self/stat`'s tenth field).
    #[cfg(target_os = "linux")]
    fn minor_faults() -> u64 {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("stat");
        let after_name = &stat[stat.rfind(')').expect("name") + 2..];
        let field = after_name.split(' ').nth(7).expect("minflt");
        field.parse().expect("a count")
    }

    #[cfg(target_os = "linux")]
    #[test]
    fn pages_made_ready_are_written_without_faults() {
        let count = 4 << 20;
        let mut values: Vec<f64> = Vec::with_capacity(count);
        let mut ahead = ReadyAhead::start(vec![SpareRoom::of(&mut values)]);
        let made_ready = ahead.thread.take().expect("a thread").join();
        if made_ready.ok() != Some(true) {
            return; // A kernel before 5.14 refuses; the writes fault the pages in as before.
        }
        let before = minor_faults();
        values.extend((0..count).map(|i| i as f64));
        let faults = minor_faults() - before;
        let pages = count * 8 / 4096;
        assert!(
            faults < pages as u64 / 10,
            "{faults} faults writing {pages} pages"
        );
    }
}
