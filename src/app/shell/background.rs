//! Work off the UI thread, on the desktop and in the browser alike.
//!
//! On the desktop, [`spawn`] runs a closure on its own thread and the frame polls its result,
//! and a [`Sliced`] job (work done in small [`Slices`], such as a lesson's replay) runs its
//! slices on a thread until it is done or cancelled. The web page has one thread: there
//! [`spawn`] runs the closure at once, and a [`Sliced`] job runs a few milliseconds of slices
//! each time the frame polls it, so the page stays responsive and its progress shows.

use std::sync::mpsc::{self, Receiver};

/// Work that is done in slices and can stop between two of them.
pub trait Slices: Send + 'static {
    type Output: Send + 'static;
    /// Does one slice; true when the work is done.
    fn advance(&mut self) -> bool;
    /// The result of what was done so far.
    fn finish(self) -> Self::Output;
}

pub use imp::Sliced;

/// Runs `work` off the UI thread where there are threads (else now); its result arrives on
/// the receiver.
pub fn spawn<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> Receiver<T> {
    let (tx, rx) = mpsc::channel();
    imp::run(move || {
        let _ = tx.send(work());
    });
    rx
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::thread::JoinHandle;
    use std::time::Duration;

    use super::Slices;

    pub fn run(work: impl FnOnce() + Send + 'static) {
        let spawned = std::thread::Builder::new()
            .name("linlab-files".to_owned())
            .spawn(work);
        if let Err(e) = spawned {
            // No thread: the receiver reports a disconnection, which the poll turns into a
            // message.
            log_error(&format!("could not start a thread: {e}"));
        }
    }

    fn log_error(text: &str) {
        eprintln!("linlab: {text}");
    }

    /// A job's cancel flag, raised when the window lets go of the job unfinished (its
    /// workspace or the window dropped): the thread stops after the slice under way instead of
    /// running on, detached, to the end.
    struct CancelWhenDropped(Arc<AtomicBool>);

    impl Drop for CancelWhenDropped {
        fn drop(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }

    /// A [`Slices`] job on its own thread.
    pub struct Sliced<W: Slices> {
        cancel: CancelWhenDropped,
        handle: JoinHandle<W::Output>,
    }

    impl<W: Slices> Sliced<W> {
        /// How soon to poll again: the thread works meanwhile.
        pub const POLL_AFTER: Duration = Duration::from_millis(50);

        /// Starts `work` on a thread called `name`.
        pub fn start(name: &str, mut work: W) -> std::io::Result<Self> {
            let cancel = Arc::new(AtomicBool::new(false));
            let stop = Arc::clone(&cancel);
            let handle = std::thread::Builder::new()
                .name(name.to_owned())
                .spawn(move || {
                    while !work.advance() && !stop.load(Ordering::Relaxed) {}
                    work.finish()
                })?;
            Ok(Self {
                cancel: CancelWhenDropped(cancel),
                handle,
            })
        }

        /// Whether the work is done.
        pub fn is_done(&mut self) -> bool {
            self.handle.is_finished()
        }

        /// The result: at once if done, else (with `cancel`, after the slice under way) what
        /// was reached. `None` if the work panicked.
        pub fn finish(self, cancel: bool) -> Option<W::Output> {
            if cancel {
                self.cancel.0.store(true, Ordering::Relaxed);
            }
            self.handle.join().ok()
        }
    }

    #[cfg(test)]
    mod tests {
        use std::time::Instant;

        use super::*;

        /// Work that is never done; its thread holds the other count of `alive` until it ends.
        struct Endless {
            alive: Arc<()>,
        }

        impl Slices for Endless {
            type Output = ();
            fn advance(&mut self) -> bool {
                std::thread::sleep(Duration::from_millis(1));
                false
            }
            fn finish(self) {
                drop(self.alive);
            }
        }

        #[test]
        fn a_job_let_go_of_unfinished_stops_its_thread() {
            let alive = Arc::new(());
            let job = Sliced::start(
                "linlab endless",
                Endless {
                    alive: Arc::clone(&alive),
                },
            )
            .expect("a thread");
            drop(job);
            let deadline = Instant::now() + Duration::from_secs(60);
            while Arc::strong_count(&alive) > 1 {
                assert!(
                    Instant::now() < deadline,
                    "the job ran on after it was let go of"
                );
                std::thread::sleep(Duration::from_millis(5));
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::time::Duration;

    use web_time::Instant;

    use super::Slices;

    /// How long one poll of a [`Sliced`] job may work: a fraction of a 60 Hz frame.
    const SLICE_TIME: Duration = Duration::from_millis(8);

    pub fn run(work: impl FnOnce() + Send + 'static) {
        work();
    }

    /// A [`Slices`] job that runs when the frame polls it.
    pub struct Sliced<W: Slices> {
        work: W,
        done: bool,
    }

    impl<W: Slices> Sliced<W> {
        /// How soon to poll again: at the next frame, since the work only runs when polled.
        pub const POLL_AFTER: Duration = Duration::ZERO;

        /// Starts `work` (`name` names a thread on the desktop).
        pub fn start(_name: &str, work: W) -> std::io::Result<Self> {
            Ok(Self { work, done: false })
        }

        /// Runs slices for a few milliseconds; whether the work is done.
        pub fn is_done(&mut self) -> bool {
            let start = Instant::now();
            while !self.done && start.elapsed() < SLICE_TIME {
                self.done = self.work.advance();
            }
            self.done
        }

        /// What was reached (all of it if done).
        pub fn finish(self, _cancel: bool) -> Option<W::Output> {
            Some(self.work.finish())
        }
    }
}
