//! When SMO stops short of its tolerance: the reasons it can stall, and the watch over its
//! progress that tells them (D(α) rising by less than its rounding over a window of pairs, the
//! KKT gap reaching no new low for a long run of pairs).

/// The fewest steps over which D(α) must rise by more than its rounding.
const DUAL_WINDOW_MIN: u64 = 1_000;

/// The fewest steps without a new lowest KKT gap after which SMO has stalled.
const GAP_WINDOW_MIN: u64 = 100_000;

/// Why SMO stopped before the KKT gap reached the tolerance: it no longer makes progress. The
/// gap it ended at is [`super::Smo::kkt_gap`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stall {
    /// The pair's update rounded to nothing: α did not change, so every later step would
    /// choose the same pair and do the same nothing.
    PairRoundsToNothing,
    /// D(α) rose by less than its rounding over the last `steps` pairs: the remaining KKT
    /// violation is below the rounding of the gradient (the scale of the kernel's values).
    DualStopsRising { steps: u64 },
    /// The largest KKT violation has not fallen below its lowest value for `steps` pairs: on a
    /// nearly singular kernel matrix with a large C, SMO zig-zags in steps far smaller than the
    /// kernel's values.
    GapStopsFalling { steps: u64 },
}

impl Stall {
    /// The reason's name in the JSON report and the catalogues' selectors.
    pub fn id(self) -> &'static str {
        match self {
            Self::PairRoundsToNothing => "rounds-to-nothing",
            Self::DualStopsRising { .. } => "dual-stops-rising",
            Self::GapStopsFalling { .. } => "gap-stops-falling",
        }
    }

    /// Over how many steps no progress was seen (1 for a pair that rounds to nothing).
    pub fn steps(self) -> u64 {
        match self {
            Self::PairRoundsToNothing => 1,
            Self::DualStopsRising { steps } | Self::GapStopsFalling { steps } => steps,
        }
    }
}

/// SMO's progress over the steps, as far as a stall needs it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct StallWatch {
    /// Where the current window of D's gain started, and the gain since.
    window_start: u64,
    window_gain: f64,
    /// The lowest KKT gap since the record was last restarted, and the step it was reached at.
    lowest_gap: f64,
    lowest_gap_step: u64,
}

impl Default for StallWatch {
    fn default() -> Self {
        Self {
            window_start: 0,
            window_gain: 0.0,
            lowest_gap: f64::INFINITY,
            lowest_gap_step: 0,
        }
    }
}

impl StallWatch {
    /// Takes step `step` (D rose by `gain` to `dual`; the gap is now `gap`; N = `points`) and
    /// says whether SMO has stalled: the gap has reached no new low for max(10⁵, 10·N) steps, or
    /// D rose by less than 16 ulps of itself over a window of max(1,000, 2N) steps.
    pub fn observe(
        &mut self,
        step: u64,
        gain: f64,
        gap: f64,
        dual: f64,
        points: u64,
    ) -> Option<Stall> {
        if gap < self.lowest_gap {
            self.lowest_gap = gap;
            self.lowest_gap_step = step;
        } else {
            let since = step - self.lowest_gap_step;
            if since >= GAP_WINDOW_MIN.max(10 * points) {
                return Some(Stall::GapStopsFalling { steps: since });
            }
        }
        self.window_gain += gain;
        let steps = step - self.window_start;
        if steps < DUAL_WINDOW_MIN.max(2 * points) {
            return None;
        }
        let rounding = 16.0 * f64::EPSILON * dual.abs().max(f64::MIN_POSITIVE);
        let stalled = self.window_gain <= rounding;
        self.window_start = step;
        self.window_gain = 0.0;
        stalled.then_some(Stall::DualStopsRising { steps })
    }

    /// The gap is measured afresh from `step` on (every point came back into the active set).
    pub fn restart_gap_record(&mut self, step: u64) {
        self.lowest_gap = f64::INFINITY;
        self.lowest_gap_step = step;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_gap_that_stops_falling_is_a_stall() {
        let mut watch = StallWatch::default();
        // D rises well above its rounding; the gap falls, then hovers above its lowest value.
        for step in 1..=8 {
            let gap = 10.0 - step as f64;
            assert_eq!(watch.observe(step, 1.0, gap, step as f64, 5), None);
        }
        for step in 9..8 + GAP_WINDOW_MIN {
            assert_eq!(watch.observe(step, 1.0, 3.0, step as f64, 5), None);
        }
        assert_eq!(
            watch.observe(8 + GAP_WINDOW_MIN, 1.0, 3.0, 1e6, 5),
            Some(Stall::GapStopsFalling {
                steps: GAP_WINDOW_MIN
            })
        );
    }

    #[test]
    fn a_dual_that_stops_rising_is_a_stall() {
        let mut watch = StallWatch::default();
        let dual = 1234.5;
        let mut step = 0;
        let stall = loop {
            step += 1;
            // A new lowest gap every step: only D tells.
            let gain = dual * f64::EPSILON / 1e3;
            if let Some(stall) = watch.observe(step, gain, 1.0 / step as f64, dual, 10) {
                break stall;
            }
        };
        assert_eq!(
            stall,
            Stall::DualStopsRising {
                steps: DUAL_WINDOW_MIN
            }
        );
        assert_eq!(step, DUAL_WINDOW_MIN);
    }

    /// A lowest gap of 0.001 at step 1, then (after restarting the record there, if `restart`)
    /// gaps of about 5 that fall a little every step, until GAP_WINDOW_MIN + 10: the first stall
    /// seen, and its step.
    fn first_stall_after_a_low_gap(restart: bool) -> Option<(u64, Stall)> {
        let mut watch = StallWatch::default();
        assert_eq!(watch.observe(1, 1.0, 0.001, 1.0, 5), None);
        if restart {
            watch.restart_gap_record(1);
        }
        (2..=GAP_WINDOW_MIN + 10).find_map(|step| {
            let gap = 5.0 - 1e-6 * step as f64;
            watch
                .observe(step, 1.0, gap, 1.0 + step as f64, 5)
                .map(|stall| (step, stall))
        })
    }

    #[test]
    fn a_restarted_record_forgets_the_old_lowest_gap() {
        assert_eq!(first_stall_after_a_low_gap(true), None);
    }

    #[test]
    fn a_record_not_restarted_keeps_the_old_lowest_gap() {
        assert_eq!(
            first_stall_after_a_low_gap(false),
            Some((
                1 + GAP_WINDOW_MIN,
                Stall::GapStopsFalling {
                    steps: GAP_WINDOW_MIN
                }
            ))
        );
    }
}
