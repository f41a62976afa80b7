//! Work a person asked for that may take longer than a frame (a thousand samples of a large N,
//! a hundred runs of a thousand coins): queued as a count and done a slice per frame within a
//! time budget, so the window keeps drawing, on the web page too, where there are no threads.

use std::time::Duration;

use web_time::Instant;

use crate::bins::BinsError;

/// The share of a frame the workspace's work may take.
const SLICE: Duration = Duration::from_millis(8);

/// When this frame's slice of work ends.
#[derive(Debug, Clone, Copy)]
pub(super) struct Deadline(Instant);

impl Deadline {
    /// A slice from now.
    pub fn from_now() -> Self {
        Self(Instant::now() + SLICE)
    }

    fn passed(self) -> bool {
        Instant::now() >= self.0
    }
}

/// A count of things still to do (samples to draw, runs to play).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Queue {
    left: u64,
}

impl Queue {
    pub fn add(&mut self, count: u64) {
        self.left = self.left.saturating_add(count);
    }

    pub fn clear(&mut self) {
        self.left = 0;
    }

    pub fn left(self) -> u64 {
        self.left
    }

    /// Does `one` for each thing queued until none is left or `deadline` passes (at least one
    /// each frame, so the work always moves); whether some is left.
    pub fn work(&mut self, deadline: Deadline, mut one: impl FnMut()) -> bool {
        let mut done_one = false;
        while self.left > 0 && !(done_one && deadline.passed()) {
            one();
            self.left -= 1;
            done_one = true;
        }
        self.left > 0
    }
}

/// What a part draws from (a bin, a coin game, the many bins), made from its settings `K`, or
/// why the settings make nothing; and the draws queued on it.
pub(super) struct Draws<K, T> {
    /// The settings it was made from, with the draws queued as it opened.
    key: Option<(K, u64)>,
    pub made: Result<T, BinsError>,
    pub queue: Queue,
}

impl<K: PartialEq, T> Draws<K, T> {
    /// Nothing made yet (`why`, until the first settings arrive).
    pub fn new(why: BinsError) -> Self {
        Self {
            key: None,
            made: Err(why),
            queue: Queue::default(),
        }
    }

    /// Made again by `make` when the settings are not `key` any more, with `opening` draws
    /// queued (a lesson's scene opens with its plots filled); whether it was.
    pub fn follow(
        &mut self,
        key: K,
        opening: u64,
        make: impl FnOnce() -> Result<T, BinsError>,
    ) -> bool {
        let key = Some((key, opening));
        if self.key == key {
            return false;
        }
        self.key = key;
        self.restart(make);
        self.queue.add(opening);
        true
    }

    /// Made again, nothing queued: the draws start again from the seed.
    pub fn restart(&mut self, make: impl FnOnce() -> Result<T, BinsError>) {
        self.made = make();
        self.queue.clear();
    }

    /// This frame's slice of the draws queued, `one` each; whether some are left.
    pub fn work(&mut self, deadline: Deadline, mut one: impl FnMut(&mut T)) -> bool {
        match &mut self.made {
            Ok(made) => self.queue.work(deadline, || one(made)),
            Err(_) => {
                self.queue.clear();
                false
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_does_at_least_one_each_frame_and_all_in_the_end() {
        let mut queue = Queue::default();
        queue.add(5);
        let mut done = 0;
        // A deadline already passed still moves by one.
        let past = Deadline(Instant::now());
        assert!(queue.work(past, || done += 1));
        assert_eq!((done, queue.left()), (1, 4));
        assert!(!queue.work(Deadline::from_now(), || done += 1));
        assert_eq!(done, 5);
    }
}
