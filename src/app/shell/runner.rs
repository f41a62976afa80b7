//! Pacing the learner: how many steps a frame runs while playing or running to the end.
//!
//! The window must never stall, whatever the speed or the size of the data: each frame spends
//! at most a time budget on stepping. Playing at s updates per second owes s·dt steps per frame
//! and carries the fractional remainder to the next; if the budget runs out first, the debt is
//! dropped (the animation runs slower than asked rather than freezing to catch up). Running to
//! the end steps for the whole budget every frame until the learner stops.

use std::time::Duration;

use web_time::Instant;

/// What the learner is doing between frames.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mode {
    /// Waiting for the person.
    #[default]
    Idle,
    /// Animating at the chosen speed.
    Playing,
    /// Stepping as fast as the frame budget allows until the learner stops.
    RunningToEnd,
}

/// What one frame of stepping did.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Work {
    pub steps: u64,
    /// The learner stopped (and the runner went idle).
    pub stopped: bool,
    /// The time budget ran out before the owed steps were done.
    pub out_of_time: bool,
}

/// How often to look at the clock: reading it costs more than a cheap SGD step.
const CLOCK_EVERY: u64 = 8;

/// The slowest frame the pacing believes in: after a stall (a dragged window, a sleeping
/// laptop) the animation does not try to catch up on seconds of missed steps.
const MAX_DT: f64 = 0.1;

#[derive(Debug, Clone, Default)]
pub struct Runner {
    mode: Mode,
    /// Steps owed while playing: the fractional part carries over between frames.
    owed: f64,
}

impl Runner {
    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn is_busy(&self) -> bool {
        self.mode != Mode::Idle
    }

    pub fn play(&mut self) {
        if self.mode != Mode::Playing {
            self.owed = 0.0;
        }
        self.mode = Mode::Playing;
    }

    pub fn run_to_end(&mut self) {
        self.mode = Mode::RunningToEnd;
    }

    pub fn stop(&mut self) {
        self.mode = Mode::Idle;
        self.owed = 0.0;
    }

    /// Runs this frame's steps. `dt` is the frame time in seconds, `speed` the updates per
    /// second when playing, `budget` the most time to spend. `step` runs one step and says
    /// whether the learner can go on.
    pub fn frame(
        &mut self,
        dt: f64,
        speed: f64,
        budget: Duration,
        step: impl FnMut() -> bool,
    ) -> Work {
        let start = Instant::now();
        self.frame_with_clock(dt, speed, step, || start.elapsed() >= budget)
    }

    /// [`Runner::frame`] with the clock as a closure ("is the budget spent?"), for tests.
    pub fn frame_with_clock(
        &mut self,
        dt: f64,
        speed: f64,
        mut step: impl FnMut() -> bool,
        mut out_of_time: impl FnMut() -> bool,
    ) -> Work {
        let limit = match self.mode {
            Mode::Idle => return Work::default(),
            Mode::Playing => {
                let dt = if dt.is_finite() {
                    dt.clamp(0.0, MAX_DT)
                } else {
                    0.0
                };
                self.owed += speed.max(0.0) * dt;
                self.owed.floor() as u64
            }
            Mode::RunningToEnd => u64::MAX,
        };
        let mut work = Work::default();
        while work.steps < limit {
            if work.steps % CLOCK_EVERY == 0 && work.steps > 0 && out_of_time() {
                work.out_of_time = true;
                break;
            }
            work.steps += 1;
            if !step() {
                work.stopped = true;
                break;
            }
        }
        if self.mode == Mode::Playing {
            self.owed -= work.steps as f64;
            if work.out_of_time || work.stopped {
                self.owed = self.owed.fract().max(0.0);
            }
        }
        if work.stopped {
            self.stop();
        }
        work
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never() -> bool {
        false
    }

    #[test]
    fn idle_runs_nothing() {
        let mut runner = Runner::default();
        let work = runner.frame_with_clock(1.0, 100.0, || panic!("no step"), never);
        assert_eq!(work, Work::default());
    }

    #[test]
    fn playing_carries_the_fraction() {
        let mut runner = Runner::default();
        runner.play();
        let mut steps = 0;
        // 30 updates/s at 60 frames/s: one step every other frame.
        let per_frame: Vec<u64> = (0..6)
            .map(|_| {
                runner
                    .frame_with_clock(
                        1.0 / 60.0,
                        30.0,
                        || {
                            steps += 1;
                            true
                        },
                        never,
                    )
                    .steps
            })
            .collect();
        assert_eq!(per_frame.iter().sum::<u64>(), 3, "{per_frame:?}");
        assert_eq!(steps, 3);
        assert!(per_frame.iter().all(|&s| s <= 1));
    }

    #[test]
    fn fast_play_is_cut_by_the_budget_and_drops_the_debt() {
        let mut runner = Runner::default();
        runner.play();
        let mut clock = 0;
        let work = runner.frame_with_clock(
            0.05,
            10_000.0,
            || true,
            || {
                clock += 1;
                clock > 3
            },
        );
        assert!(work.out_of_time);
        assert_eq!(work.steps, 4 * CLOCK_EVERY);
        // The next frame owes only its own share, not the 500 − 32 left over.
        let next = runner.frame_with_clock(0.001, 10_000.0, || true, never);
        assert_eq!(next.steps, 10);
    }

    #[test]
    fn a_stop_ends_the_run() {
        let mut runner = Runner::default();
        runner.run_to_end();
        let mut left = 100;
        let work = runner.frame_with_clock(
            0.0,
            0.0,
            || {
                left -= 1;
                left > 0
            },
            never,
        );
        assert_eq!(work.steps, 100);
        assert!(work.stopped);
        assert_eq!(runner.mode(), Mode::Idle);
    }

    #[test]
    fn run_to_end_spans_frames_under_a_budget() {
        let mut runner = Runner::default();
        runner.run_to_end();
        let mut frames = 0;
        let mut total = 0;
        while runner.is_busy() {
            frames += 1;
            let mut clock = 0;
            let work = runner.frame_with_clock(
                0.0,
                0.0,
                || {
                    total += 1;
                    total < 1000
                },
                || {
                    clock += 1;
                    clock > 10
                },
            );
            assert!(work.steps <= 11 * CLOCK_EVERY);
        }
        assert_eq!(total, 1000);
        assert!(frames > 1);
    }
}
