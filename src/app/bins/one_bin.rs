//! One bin: μ, N and ε set on the left; samples drawn one at a time (its marbles shown, ν
//! written) or a thousand at once; ν's histogram against μ; and the measured P[|ν − μ| > ε]
//! beside the exact binomial tail and Hoeffding's bound, over ε (from the samples drawn) or over
//! N (each N on a thousand fresh samples, measured a few N per frame).

use crate::app::command::{BinsAction, Command};
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::prefs::{BinsPrefs, CurveOver};
use crate::bins::BinsError;
use crate::bins::bin::{Bin, CurvePoint, Sample, Sampling, curve_over_eps, curve_over_n};
use crate::bins::binomial::{Binomial, is_bad};
use crate::number;
use crate::t;

use super::controls::{self, Buttons};
use super::plots::{Histogram, three_curves_ui};
use super::work::{Deadline, Draws, Queue};
use super::{marbles, plots};

/// "Draw 1,000".
pub(super) const MANY_SAMPLES: u64 = 1000;
/// The N's of the plot over N.
const SIZES: [u64; 16] = [
    1, 2, 3, 5, 7, 10, 15, 20, 30, 50, 70, 100, 150, 200, 300, 500,
];
/// The fresh samples behind each N's measured frequency on the plot over N.
pub(super) const TRIALS_PER_SIZE: u64 = 1000;
/// The plot over ε: ε = 0.01, 0.02, …, 0.5.
const EPS_STEPS: u32 = 50;

/// What the samples follow: μ, N, ε (as bits) and the seed.
type Key = (u64, u64, u64, u64);

fn key_of(prefs: &BinsPrefs) -> Key {
    (prefs.mu.to_bits(), prefs.n, prefs.eps.to_bits(), prefs.seed)
}

/// The bin's samples, and the plot over N.
pub(super) struct OneBin {
    /// The samples so far (or why the settings make no bin), and those queued.
    pub sampling: Draws<Key, Sampling>,
    /// The sample drawn last.
    pub last: Option<Sample>,
    /// The plot over N: the points measured so far, for μ, ε and the seed of its key.
    over_n: (Option<Key>, Vec<CurvePoint>),
}

impl Default for OneBin {
    fn default() -> Self {
        Self {
            sampling: Draws::new(BinsError::Zero("n")),
            last: None,
            over_n: (None, Vec::new()),
        }
    }
}

/// The bin of `prefs`, from its seed.
fn bin_of(prefs: &BinsPrefs) -> Result<Sampling, BinsError> {
    Bin::new(prefs.mu, prefs.n, prefs.eps).map(|bin| Sampling::new(bin, prefs.seed))
}

impl OneBin {
    /// New settings: the samples start again from the seed.
    pub fn follow(&mut self, prefs: &BinsPrefs) {
        if self.sampling.follow(key_of(prefs), || bin_of(prefs)) {
            self.last = None;
        }
    }

    /// No samples: the bin of `prefs` from its seed.
    pub fn restart(&mut self, prefs: &BinsPrefs) {
        self.sampling.restart(|| bin_of(prefs));
        self.last = None;
    }

    /// This frame's slice of the samples queued, and of the plot over N when it is shown;
    /// whether work is left.
    pub fn work(&mut self, prefs: &BinsPrefs, deadline: Deadline) -> bool {
        let last = &mut self.last;
        let more = self
            .sampling
            .work(deadline, |sampling| *last = Some(sampling.draw_one()));
        let curve_left = prefs.over == CurveOver::N
            && self.sampling.made.is_ok()
            && self.measure_over_n(prefs, deadline);
        more || curve_left
    }

    /// The plot over N's points measured so far.
    pub fn over_n(&self) -> &[CurvePoint] {
        &self.over_n.1
    }

    /// Measures the next N's of the plot over N until `deadline`; whether some are left.
    fn measure_over_n(&mut self, prefs: &BinsPrefs, deadline: Deadline) -> bool {
        let key = (prefs.mu.to_bits(), 0, prefs.eps.to_bits(), prefs.seed);
        if self.over_n.0 != Some(key) {
            self.over_n = (Some(key), Vec::new());
        }
        let points = &mut self.over_n.1;
        let mut left = Queue::default();
        left.add((SIZES.len() - points.len()) as u64);
        left.work(deadline, || {
            let n = SIZES[points.len()];
            if let Ok(mut point) =
                curve_over_n(prefs.mu, prefs.eps, &[n], TRIALS_PER_SIZE, prefs.seed)
            {
                points.append(&mut point);
            }
        })
    }

    /// The status line: the samples and the three probabilities at ε.
    pub fn status_text(&self) -> String {
        match &self.sampling.made {
            Err(why) => why.to_string(),
            Ok(sampling) => t!(
                "bins-one-status",
                samples = sampling.samples,
                measured = controls::measured_or_dash(sampling.measured(), sampling.samples > 0),
                exact = number::fixed(sampling.bin.exact(), 4),
                bound = number::fixed(sampling.bin.bound(), 4)
            ),
        }
    }

    /// The bin's settings and its buttons.
    pub fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        egui::Grid::new("bins one bin settings")
            .num_columns(2)
            .show(ui, |ui| {
                controls::slider_row(ui, "μ", t!("bins-mu-tip"), &mut prefs.mu, 0.0..=1.0);
                controls::count_row(ui, "N", t!("bins-n-tip"), &mut prefs.n, 100_000);
                controls::eps_row(ui, &mut prefs.eps);
            });
        let left = self.sampling.queue.left();
        Buttons {
            one_words: t!("bins-draw-one"),
            many_words: t!("bins-draw-many"),
            many: MANY_SAMPLES,
            action: BinsAction::DrawSamples,
        }
        .ui(
            ui,
            &self.sampling.made,
            (left > 0).then(|| t!("bins-drawing", left = left)),
            commands,
        );
    }

    /// The bin, the last sample, the histogram and the three probabilities.
    pub fn view_ui(&mut self, ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        let Ok(sampling) = &self.sampling.made else {
            ui.label_formula(t!("bins-one-explanation"));
            return;
        };
        let Bin { mu, n, eps } = sampling.bin;
        ui.label_formula(t!("bins-one-explanation"));
        marbles::key_ui(ui);
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                ui.label(t!("bins-the-bin", mu = number::shortest(mu)));
                marbles::bin_ui(ui, mu);
            });
            ui.vertical(|ui| match self.last {
                Some(sample) => {
                    ui.label(t!("bins-the-sample", shown = marbles::shown_of(n), n = n));
                    marbles::sample_ui(ui, sample.orange, n);
                    let verdict = if sample.bad {
                        t!("bins-sample-bad")
                    } else {
                        t!("bins-sample-good")
                    };
                    ui.label_formula(t!(
                        "bins-sample-nu",
                        orange = sample.orange,
                        n = n,
                        nu = number::significant(sample.nu, 4),
                        gap = number::significant((sample.nu - mu).abs(), 3),
                        verdict = verdict
                    ));
                }
                None => {
                    ui.label(t!("bins-no-sample"));
                }
            });
        });
        ui.strong_formula(t!("bins-histogram-heading", samples = sampling.samples));
        let law = Binomial::new(n, mu);
        let bad = |k: u64| is_bad(k, n, mu, eps);
        Histogram {
            counts: &sampling.histogram,
            mu,
            eps,
            bad: &bad,
            exact: Some(&law.pmf),
            mean: None,
            legend: true,
        }
        .ui(ui, "bins nu histogram", 180.0);
        ui.label_formula(t!(
            "bins-three-at-eps",
            measured = controls::measured_or_dash(sampling.measured(), sampling.samples > 0),
            samples = sampling.samples,
            exact = number::fixed(sampling.bin.exact(), 4),
            bound = number::fixed(sampling.bin.bound(), 4)
        ));
        ui.horizontal(|ui| {
            ui.label(t!("bins-over"));
            ui.selectable_value(&mut prefs.over, CurveOver::Eps, "ε");
            ui.selectable_value(&mut prefs.over, CurveOver::N, "N");
        });
        match prefs.over {
            CurveOver::Eps => {
                let grid: Vec<f64> = (1..=EPS_STEPS)
                    .map(|i| f64::from(i) / f64::from(EPS_STEPS) / 2.0)
                    .collect();
                plots::three_curves_ui(ui, &curve_over_eps(sampling, &grid), CurveOver::Eps);
                ui.label_formula(t!("bins-over-eps-note", samples = sampling.samples, n = n));
            }
            CurveOver::N => {
                three_curves_ui(ui, &self.over_n.1, CurveOver::N);
                ui.label_formula(t!(
                    "bins-over-n-note",
                    trials = TRIALS_PER_SIZE,
                    eps = number::shortest(eps)
                ));
            }
        }
    }
}
