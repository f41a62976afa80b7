//! `linlab train --timings`: where a run's wall-clock time went (reading the files, learning to
//! the end, the report), printed to stderr and never in the JSON, which replays bit for bit.

use std::time::Instant;

use crate::number;
use crate::t;

/// The wall-clock seconds of a run's phases: reading the files, learning to the end, and
/// computing the report (E_in, E_out, the kernel's answer).
#[derive(Debug, Default, Clone, Copy)]
pub struct Timings {
    pub read: f64,
    pub learn: f64,
    pub report: f64,
}

impl Timings {
    /// The phases of a run that began at `started`, had read its files `read` seconds in and
    /// learnt by `learnt`: the report is the time since.
    pub fn since(started: Instant, read: f64, learnt: f64) -> Self {
        Self {
            read,
            learn: learnt - read,
            report: started.elapsed().as_secs_f64() - learnt,
        }
    }

    /// The line `--timings` prints, in milliseconds.
    pub fn line(&self) -> String {
        let ms = |seconds: f64| number::fixed(seconds * 1e3, 3);
        t!(
            "core-cli-timings",
            read = ms(self.read),
            learn = ms(self.learn),
            report = ms(self.report)
        )
    }
}

/// Prints a run's [`Timings`] to stderr when `--timings` asked for them and the run succeeded.
pub(super) fn print<E>(asked: bool, timings: Result<Timings, E>) {
    if let (true, Ok(timings)) = (asked, timings) {
        eprintln!("{}", timings.line());
    }
}
