//! cos∠(w_f, w_t) recorded at each update of a run, for the convergence panel: its memory is
//! bounded like the E_in history's (when it fills, every other record is dropped and only every
//! second update is recorded from then on).

use crate::app::drawing::trace::Trace;
use crate::theory;

/// cos∠(w_f, w_t) at the updates of a run (a [`Trace`]: every update of a short run, evenly
/// spaced samples of a long one).
#[derive(Debug, Clone, Default)]
pub struct CosineTrace {
    trace: Trace<f64>,
}

impl CosineTrace {
    pub fn clear(&mut self) {
        self.trace.clear();
    }

    /// Records cos∠(w_f, w) at update t (t increasing; an earlier t drops the later records).
    pub fn record(&mut self, t: u64, w_f: &[f64], w: &[f64]) {
        let Some(cos) = theory::cosine(w_f, w) else {
            return;
        };
        self.trace.truncate_from(t);
        self.trace.record(t, cos);
    }

    pub fn trace(&self) -> &Trace<f64> {
        &self.trace
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trace_keeps_the_latest_and_an_earlier_t_drops_the_later_records() {
        let mut cosines = CosineTrace::default();
        let w_f = [0.0, 1.0, 0.0];
        for t in 1..=20_000u64 {
            cosines.record(t, &w_f, &[0.0, 1.0, t as f64 / 1000.0]);
        }
        let trace = cosines.trace();
        assert_eq!((trace.ts()[0], trace.last_t()), (1, Some(20_000)));
        assert!(trace.is_sampled());
        // An earlier t (a truncated run going on) drops the later records.
        cosines.record(100, &w_f, &[0.0, 1.0, 0.0]);
        assert_eq!(cosines.trace().last_t(), Some(100));
        assert_eq!(cosines.trace().last(), Some(&1.0));
        // No angle with w = 0.
        cosines.record(101, &w_f, &[0.0; 3]);
        assert_eq!(cosines.trace().last_t(), Some(100));
    }
}
