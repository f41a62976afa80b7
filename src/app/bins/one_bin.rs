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
use super::sizing::{self, PlotHeight};
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
/// The marbles' radius in the bin, at the desk and on the stage (where the plots want the room).
const DESK_MARBLE: f32 = 5.0;
const STAGE_MARBLE: f32 = 3.5;
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
        if self
            .sampling
            .follow(key_of(prefs), prefs.drawn_on_open, || bin_of(prefs))
        {
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

    /// The part's settings.
    pub fn settings_ui(ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        egui::Grid::new("bins one bin settings")
            .num_columns(2)
            .show(ui, |ui| {
                controls::slider_row(ui, "μ", t!("bins-mu-tip"), &mut prefs.mu, 0.0..=1.0);
                controls::count_row(ui, "N", t!("bins-n-tip"), &mut prefs.n, 100_000);
                controls::eps_row(ui, &mut prefs.eps);
            });
    }

    /// The part's two buttons, and what is still queued.
    pub fn buttons_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
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

    /// The bin, the last sample, the histogram and the three probabilities, one under another.
    pub fn view_ui(&mut self, ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        ui.label_formula(t!("bins-one-explanation"));
        let Ok(sampling) = &self.sampling.made else {
            return;
        };
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| bin_ui(ui, sampling.bin.mu, DESK_MARBLE));
            ui.vertical(|ui| self.last_sample_ui(ui));
        });
        histogram_ui(ui, sampling, PlotHeight::Fixed(180.0));
        ui.label_formula(three_at_eps(sampling));
        over_switch_ui(ui, prefs);
        self.curves_ui(ui, prefs.over, sampling, PlotHeight::Fixed(220.0));
    }

    /// On the stage: the bin and the last sample with the three probabilities in a row, and
    /// under them the histogram and the plot of the three probabilities side by side, as high
    /// as the view leaves them (down to `bottom`); on a narrow stage, one under another.
    pub fn stage_ui(&mut self, ui: &mut egui::Ui, prefs: &BinsPrefs, bottom: f32) {
        let Ok(sampling) = &self.sampling.made else {
            ui.label_formula(t!("bins-one-explanation"));
            return;
        };
        if sizing::is_narrow(ui) {
            bin_ui(ui, sampling.bin.mu, STAGE_MARBLE);
            self.last_sample_ui(ui);
            ui.label_formula(three_at_eps(sampling));
            let height = PlotHeight::Fixed(sizing::NARROW_PLOT_HEIGHT);
            histogram_ui(ui, sampling, height);
            self.curves_ui(ui, prefs.over, sampling, height);
            return;
        }
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| bin_ui(ui, sampling.bin.mu, STAGE_MARBLE));
            ui.vertical(|ui| {
                self.last_sample_ui(ui);
                ui.label_formula(three_at_eps(sampling));
            });
        });
        let height = PlotHeight::DownTo(bottom);
        sizing::side_by_side(ui, 2, |ui, column| match column {
            0 => histogram_ui(ui, sampling, height),
            _ => self.plot_ui(ui, prefs.over, sampling, height),
        });
    }

    /// The last sample's marbles and ν, or that none is drawn yet.
    fn last_sample_ui(&self, ui: &mut egui::Ui) {
        let (Ok(sampling), Some(sample)) = (&self.sampling.made, self.last) else {
            ui.label(t!("bins-no-sample"));
            return;
        };
        let Bin { mu, n, .. } = sampling.bin;
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

    /// What the three probabilities rest on, and their plot.
    fn curves_ui(
        &self,
        ui: &mut egui::Ui,
        over: CurveOver,
        sampling: &Sampling,
        height: PlotHeight,
    ) {
        ui.label_formula(match over {
            CurveOver::Eps => t!(
                "bins-over-eps-note",
                samples = sampling.samples,
                n = sampling.bin.n
            ),
            CurveOver::N => t!(
                "bins-over-n-note",
                trials = TRIALS_PER_SIZE,
                eps = number::shortest(sampling.bin.eps)
            ),
        });
        self.plot_ui(ui, over, sampling, height);
    }

    /// The three probabilities over ε (from the samples drawn) or over N (from fresh samples).
    fn plot_ui(&self, ui: &mut egui::Ui, over: CurveOver, sampling: &Sampling, height: PlotHeight) {
        match over {
            CurveOver::Eps => {
                let grid: Vec<f64> = (1..=EPS_STEPS)
                    .map(|i| f64::from(i) / f64::from(EPS_STEPS) / 2.0)
                    .collect();
                three_curves_ui(ui, &curve_over_eps(sampling, &grid), over, height);
            }
            CurveOver::N => three_curves_ui(ui, &self.over_n.1, over, height),
        }
    }
}

/// What the plot of the three probabilities runs over.
pub(super) fn over_switch_ui(ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
    ui.horizontal(|ui| {
        ui.label(t!("bins-over"));
        ui.selectable_value(&mut prefs.over, CurveOver::Eps, "ε");
        ui.selectable_value(&mut prefs.over, CurveOver::N, "N");
    });
}

/// The bin of μ, named, with the marbles' key; its marbles of `radius`.
fn bin_ui(ui: &mut egui::Ui, mu: f64, radius: f32) {
    ui.label(t!("bins-the-bin", mu = number::shortest(mu)));
    marbles::key_ui(ui);
    marbles::bin_ui(ui, mu, radius);
}

/// ν's histogram over the samples drawn, its heading and legend above it.
fn histogram_ui(ui: &mut egui::Ui, sampling: &Sampling, height: PlotHeight) {
    let Bin { mu, n, eps } = sampling.bin;
    ui.strong_formula(t!("bins-histogram-heading", samples = sampling.samples));
    plots::histogram_legend_ui(ui, false);
    let law = Binomial::new(n, mu);
    let bad = |k: u64| is_bad(k, n, mu, eps);
    Histogram {
        counts: &sampling.histogram,
        mu,
        eps,
        bad: &bad,
        exact: Some(&law.pmf),
        mean: None,
    }
    .ui(ui, "bins nu histogram", height.of(ui));
}

/// The measured P[|ν − μ| > ε] at the bin's ε beside the exact tail and the bound.
fn three_at_eps(sampling: &Sampling) -> String {
    t!(
        "bins-three-at-eps",
        measured = controls::measured_or_dash(sampling.measured(), sampling.samples > 0),
        samples = sampling.samples,
        exact = number::fixed(sampling.bin.exact(), 4),
        bound = number::fixed(sampling.bin.bound(), 4)
    )
}
