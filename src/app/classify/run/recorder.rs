//! E_in for the history panel, computed in slices so that no frame stalls.
//!
//! E_in under 0/1, squared and cross-entropy costs O(N) with an exp and a log per point: tens
//! of milliseconds at a million points, for w_t and again for pocket's ŵ. A [`Recorder`] job
//! takes a snapshot of the weights and sums the errors over the points a slice at a time, within
//! a time budget per frame; when it has seen every point it hands back the record. The sums run
//! in the same order as [`crate::loss::mean_error`], so a finished job gives the same numbers as
//! [`Errors::of`].

use std::time::Duration;

use web_time::Instant;

use crate::app::classify::run::history::Record;
use crate::data::Dataset;
use crate::learn::{Answer, Learner};
use crate::loss::{ErrorMeasure, Errors};
use crate::rows;

/// Points between two looks at the clock.
const SLICE: usize = 4096;

#[derive(Debug, Clone)]
struct Sums {
    w: Vec<f64>,
    zero_one: f64,
    squared: f64,
    cross_entropy: f64,
}

impl Sums {
    fn new(w: &[f64]) -> Self {
        Self {
            w: w.to_vec(),
            zero_one: 0.0,
            squared: 0.0,
            cross_entropy: 0.0,
        }
    }

    fn add(&mut self, row: &[f64]) {
        let m = rows::dot(&self.w, row);
        self.zero_one += ErrorMeasure::ZeroOne.of_margin(m);
        self.squared += ErrorMeasure::Squared.of_margin(m);
        self.cross_entropy += ErrorMeasure::CrossEntropy.of_margin(m);
    }

    /// The means (saturated at `f64::MAX` if a sum overflowed).
    fn errors(&self, n: usize) -> Errors {
        let mean = |sum: f64| {
            if n == 0 {
                0.0
            } else if sum.is_finite() {
                sum / n as f64
            } else {
                f64::MAX
            }
        };
        Errors {
            zero_one: mean(self.zero_one),
            squared: mean(self.squared),
            cross_entropy: mean(self.cross_entropy),
        }
    }
}

#[derive(Debug, Clone)]
struct Job {
    data_id: u64,
    t: u64,
    updates: u64,
    current: Sums,
    answer: Option<Sums>,
    next: usize,
}

/// At most one job at a time.
#[derive(Debug, Clone, Default)]
pub struct Recorder {
    job: Option<Job>,
}

impl Recorder {
    pub fn is_idle(&self) -> bool {
        self.job.is_none()
    }

    /// Forgets the job in progress.
    pub fn cancel(&mut self) {
        self.job = None;
    }

    /// Starts a job for the learner's current state on `data`.
    pub fn start(&mut self, learner: &dyn Learner, data: &Dataset) {
        let counters = learner.counters();
        self.job = Some(Job {
            data_id: data.id(),
            t: counters.updates,
            updates: counters.updates,
            current: Sums::new(learner.weights()),
            answer: (learner.algorithm().answer() == Answer::Pocket)
                .then(|| Sums::new(learner.answer())),
            next: 0,
        });
    }

    /// Works on the job for at most `budget`; returns the record when it is done. A job whose
    /// points changed under it is dropped.
    pub fn work(&mut self, data: &Dataset, budget: Duration) -> Option<Record> {
        let start = Instant::now();
        let job = self.job.as_mut()?;
        if job.data_id != data.id() {
            self.job = None;
            return None;
        }
        let k = data.row_len();
        let rows = data.signed_rows();
        let n = data.len();
        while job.next < n {
            let end = (job.next + SLICE).min(n);
            for row in rows[job.next * k..end * k].chunks_exact(k) {
                job.current.add(row);
                if let Some(answer) = &mut job.answer {
                    answer.add(row);
                }
            }
            job.next = end;
            if job.next < n && start.elapsed() >= budget {
                return None;
            }
        }
        let job = self.job.take()?;
        Some(Record {
            t: job.t,
            updates: job.updates,
            current: job.current.errors(n),
            answer: job.answer.map(|a| a.errors(n)),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::learn::{Algorithm, Settings};

    #[test]
    fn a_finished_job_gives_the_same_numbers_as_the_core() {
        let features: Vec<f64> = (0..20_000)
            .map(|i| f64::from(i % 97) / 13.0 - 3.0)
            .collect();
        let labels: Vec<f64> = (0..10_000)
            .map(|i| if i % 3 == 0 { 1.0 } else { -1.0 })
            .collect();
        let data = Dataset::from_rows(2, &features, &labels).expect("valid");
        let mut learner = Settings::new(Algorithm::Pocket)
            .build(&data)
            .expect("learnable");
        for _ in 0..5 {
            learner.step(&data);
        }
        let mut recorder = Recorder::default();
        recorder.start(learner.as_ref(), &data);
        // A zero budget still advances one slice per call.
        let mut calls = 0;
        let record = loop {
            calls += 1;
            if let Some(r) = recorder.work(&data, Duration::ZERO) {
                break r;
            }
        };
        assert_eq!(calls, 10_000usize.div_ceil(SLICE));
        assert!(recorder.is_idle());
        assert_eq!(record.t, learner.counters().updates);
        assert_eq!(record.current, Errors::of(&data, learner.weights()));
        assert_eq!(record.answer, Some(Errors::of(&data, learner.answer())));
    }

    #[test]
    fn a_job_is_dropped_when_the_points_change() {
        let mut data = Dataset::from_rows(1, &[1.0, -1.0], &[1.0, -1.0]).expect("valid");
        let learner = Settings::new(Algorithm::Pla)
            .build(&data)
            .expect("learnable");
        let mut recorder = Recorder::default();
        recorder.start(learner.as_ref(), &data);
        data.push(&[2.0], 1.0).expect("valid");
        assert_eq!(recorder.work(&data, Duration::from_secs(1)), None);
        assert!(recorder.is_idle());
    }
}
