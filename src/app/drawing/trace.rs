//! A value followed over a run's t (E_in, D(α) and P(w), the multiclass E_in) in bounded memory,
//! and what its plot must say about it.
//!
//! A short run keeps a record at every t, so its curve is the run's own; a long one keeps evenly
//! spaced samples (and always the latest t, exact). A trace knows which of the two it holds —
//! also when the records came once per frame and skipped t's — so the plot drawn from it marks
//! the samples and says "sampled" instead of joining a few records with straight lines that a
//! student would read as the run's path.

use egui::Ui;
use egui_plot::{PlotUi, Points};

use crate::app::drawing::formula::FormulaResponse as _;
use crate::t;

/// How many records a trace keeps at most, by default.
pub const DEFAULT_CAP: usize = 4_096;

/// Records of a value at increasing t, in memory bounded by a cap.
///
/// The rule, with `k` the current stride (1 at first) and t₀ the first record's t:
/// - every record but the latest has a t with t − t₀ a multiple of k;
/// - the latest record is always the latest call, exact: a new call replaces it unless its t is
///   on the grid;
/// - when the count passes the cap, the records off the grid of 2k are dropped (the first and
///   the latest stay) and k doubles.
///
/// A call at the latest record's t replaces it (recomputed, e.g. after an edit of the points); a
/// call at a smaller t starts a new run (the trace is cleared first), so t strictly increases.
#[derive(Debug, Clone)]
pub struct Trace<T> {
    values: Vec<T>,
    ts: Vec<u64>,
    /// k in the rule above.
    stride: u64,
    cap: usize,
    /// A t between two kept records was never recorded (records taken once per frame).
    skipped: bool,
}

impl<T> Default for Trace<T> {
    fn default() -> Self {
        Self::with_cap(DEFAULT_CAP)
    }
}

impl<T> Trace<T> {
    /// An empty trace that keeps at most `cap` records (at least 2: the first and the latest).
    pub fn with_cap(cap: usize) -> Self {
        Self {
            values: Vec::new(),
            ts: Vec::new(),
            stride: 1,
            cap: cap.max(2),
            skipped: false,
        }
    }

    /// Forgets every record: a new run starts.
    pub fn clear(&mut self) {
        *self = Self::with_cap(self.cap);
    }

    /// Whether a record at `t` would stay once later ones come (it lies on the grid), so that
    /// a caller may skip computing the others; the latest t is always recorded anyway.
    pub fn wants(&self, t: u64) -> bool {
        match (self.ts.first(), self.ts.last()) {
            (Some(&first), Some(&last)) if t > last => (t - first).is_multiple_of(self.stride),
            _ => true,
        }
    }

    /// Records `value` at `t`, following the rule in the type's doc.
    pub fn record(&mut self, t: u64, value: T) {
        match self.ts.last() {
            Some(&last) if t == last => {
                *self.values.last_mut().expect("as many values as ts") = value;
                return;
            }
            Some(&last) if t < last => self.clear(),
            _ => {}
        }
        if self.ts.len() > 1 && !self.on_grid(self.ts[self.ts.len() - 1]) {
            self.ts.pop();
            self.values.pop();
        }
        if let Some(&last) = self.ts.last()
            && t > last + self.stride
        {
            self.skipped = true;
        }
        self.ts.push(t);
        self.values.push(value);
        if self.ts.len() > self.cap {
            self.decimate();
        }
    }

    /// Drops the records at `t` and after (a run that goes on from an earlier t).
    pub fn truncate_from(&mut self, t: u64) {
        let kept = self.ts.partition_point(|&at| at < t);
        self.ts.truncate(kept);
        self.values.truncate(kept);
    }

    fn on_grid(&self, t: u64) -> bool {
        self.ts
            .first()
            .is_none_or(|&first| (t - first).is_multiple_of(self.stride))
    }

    /// Keeps the records on the grid of 2k, and the latest; doubles k.
    fn decimate(&mut self) {
        self.stride *= 2;
        let last = self.ts.len() - 1;
        let mut kept = 0;
        for i in 0..self.ts.len() {
            if i == last || self.on_grid(self.ts[i]) {
                self.ts.swap(kept, i);
                self.values.swap(kept, i);
                kept += 1;
            }
        }
        self.ts.truncate(kept);
        self.values.truncate(kept);
    }

    pub fn len(&self) -> usize {
        self.ts.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ts.is_empty()
    }

    /// The records, oldest first.
    pub fn values(&self) -> &[T] {
        &self.values
    }

    /// The t of each record.
    pub fn ts(&self) -> &[u64] {
        &self.ts
    }

    /// The latest record.
    pub fn last(&self) -> Option<&T> {
        self.values.last()
    }

    /// The latest record's t.
    pub fn last_t(&self) -> Option<u64> {
        self.ts.last().copied()
    }

    /// Whether the records skip some t: the curve through them is not the run's own.
    pub fn is_sampled(&self) -> bool {
        self.skipped || self.stride > 1
    }

    /// Every how many t a record is kept now (k in the type's doc).
    pub fn stride(&self) -> u64 {
        self.stride
    }

    pub fn cap(&self) -> usize {
        self.cap
    }
}

/// Under a plot of a sampled trace: that it is sampled, and how.
pub fn sampled_note<T>(ui: &mut Ui, trace: &Trace<T>) {
    if !trace.is_sampled() || trace.is_empty() {
        return;
    }
    let span = trace.last_t().unwrap_or(0) - trace.ts()[0];
    let text = if trace.stride() > 1 && !trace.skipped {
        t!(
            "runview-trace-sampled-every",
            records = trace.len().to_string(),
            stride = trace.stride().to_string()
        )
    } else {
        t!(
            "runview-trace-sampled",
            records = trace.len().to_string(),
            span = span.to_string()
        )
    };
    ui.weak(text).on_hover_formula(t!(
        "runview-trace-sampled-tip",
        cap = trace.cap().to_string()
    ));
}

/// In a plot of a sampled trace: a dot at every sample of one curve, so that where the samples
/// are can be seen.
pub fn mark_samples(plot_ui: &mut PlotUi<'_>, samples: Vec<[f64; 2]>, colour: egui::Color32) {
    plot_ui.points(Points::new("", samples).color(colour).radius(2.0));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_run_keeps_every_t() {
        let mut trace = Trace::with_cap(64);
        for t in 0..=17 {
            assert!(trace.wants(t));
            trace.record(t, t as f64);
        }
        assert_eq!(trace.len(), 18);
        assert!(!trace.is_sampled());
    }

    #[test]
    fn records_skipping_t_say_they_are_sampled() {
        let mut trace = Trace::default();
        trace.record(0, 0.0);
        trace.record(17, 1.0);
        assert_eq!(trace.ts(), [0, 17]);
        assert!(trace.is_sampled());
    }

    #[test]
    fn same_t_replaces_and_smaller_t_starts_a_new_run() {
        let mut trace = Trace::default();
        trace.record(1, 0.5);
        trace.record(2, 0.5);
        trace.record(2, 0.0);
        assert_eq!(trace.values(), [0.5, 0.0]);
        trace.record(1, 1.0);
        assert_eq!(trace.ts(), [1], "t went back: a new run");
        assert!(!trace.is_sampled());
    }

    #[test]
    fn past_the_cap_samples_evenly_and_keeps_the_first_and_the_latest() {
        let cap = 16;
        let mut trace = Trace::with_cap(cap);
        let mut computed = 0;
        for t in 5..10_000u64 {
            let latest = t == 9_999;
            if !trace.wants(t) && !latest {
                continue;
            }
            computed += 1;
            trace.record(t, t);
            assert!(trace.len() <= cap, "{} records at t = {t}", trace.len());
            assert_eq!(trace.ts()[0], 5, "the first record stays");
            assert_eq!(trace.last_t(), Some(t), "the latest is kept");
            assert!(trace.ts().windows(2).all(|w| w[0] < w[1]), "t increases");
            let stride = trace.stride();
            for &kept in &trace.ts()[..trace.len() - 1] {
                assert_eq!(
                    (kept - 5) % stride,
                    0,
                    "t = {kept} off the grid of {stride}"
                );
            }
        }
        assert!(trace.is_sampled() && trace.stride() > 1);
        assert!(!trace.skipped, "wanted t's only, none skipped off the grid");
        // Computing only the wanted records costs a few per doubling of the stride.
        assert!(computed < 200, "{computed} records computed");
    }
}
