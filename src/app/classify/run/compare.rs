//! Comparing two learners on the same points: "Compare with…" adds a second run, every Step
//! (and Play, Run to end, the timeline, Step back) moves both in lock-step, and ready-made
//! comparisons set up the classic pairs of the course — PLA against pocket on noisy points,
//! logistic SGD against GD, cyclic against random-cycle PLA.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::learn::{self, Algorithm, Order};

use crate::app::classify::run::Run;
use crate::app::command::Command;
use crate::app::command::Comparison;
use crate::app::document::presets::{Preset, PresetKind};
use crate::app::prefs::ClassifyPrefs;
use crate::app::prefs::StepUnit;
use crate::app::shell::status::learner_name;
use crate::t;

impl Comparison {
    pub const ALL: [Self; 4] = [
        Self::PlaVsPocket,
        Self::SgdVsGd,
        Self::CyclicVsRandomCycle,
        Self::PlaVsSvm,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Self::PlaVsPocket => t!("runview-comparison-pla-pocket"),
            Self::SgdVsGd => t!("runview-comparison-sgd-gd"),
            Self::CyclicVsRandomCycle => t!("runview-comparison-cyclic-random"),
            Self::PlaVsSvm => t!("runview-comparison-pla-svm"),
        }
    }

    pub fn explanation(self) -> &'static str {
        match self {
            Self::PlaVsPocket => t!("runview-comparison-pla-pocket-tip"),
            Self::SgdVsGd => t!("runview-comparison-sgd-gd-tip"),
            Self::CyclicVsRandomCycle => t!("runview-comparison-cyclic-random-tip"),
            Self::PlaVsSvm => t!("runview-comparison-pla-svm-tip"),
        }
    }

    /// The points: a seeded preset.
    pub fn preset(self) -> Preset {
        let (kind, n) = match self {
            Self::PlaVsPocket => (PresetKind::Noisy, 40),
            Self::SgdVsGd => (PresetKind::Blobs, 100),
            Self::CyclicVsRandomCycle | Self::PlaVsSvm => (PresetKind::Separable, 40),
        };
        Preset {
            kind,
            n,
            ..Preset::default()
        }
    }

    /// The two learners, from `base` (whose seed and budget they keep).
    pub fn settings(self, base: &learn::Settings) -> [learn::Settings; 2] {
        match self {
            Self::PlaVsPocket => [
                base.with_algorithm(Algorithm::Pla),
                base.with_algorithm(Algorithm::Pocket),
            ],
            Self::SgdVsGd => [
                base.with_algorithm(Algorithm::LogisticSgd),
                base.with_algorithm(Algorithm::LogisticGd),
            ],
            Self::CyclicVsRandomCycle => {
                let pla = base.with_algorithm(Algorithm::Pla);
                let random = learn::Settings {
                    order: Some(Order::RandomCycle),
                    ..pla.clone()
                };
                [
                    learn::Settings {
                        order: Some(Order::Cyclic),
                        ..pla
                    },
                    random,
                ]
            }
            Self::PlaVsSvm => {
                let mut svm = base.with_algorithm(Algorithm::Svm);
                svm.svm.kernel = crate::svm::KernelKind::Linear;
                svm.svm.hard_margin = true;
                [base.with_algorithm(Algorithm::Pla), svm]
            }
        }
    }
}

/// The pair of t's of a comparison after each lock-step, so the timeline moves both runs
/// together: step k shows each run at its t after the k-th lock-step.
#[derive(Debug, Clone, Default)]
pub struct Lockstep {
    /// The runs' t after lock-steps 1, 2, …
    ticks: Vec<[u64; 2]>,
    /// The lock-step shown when the timeline is scrubbed back (`None`: the latest).
    shown: Option<usize>,
}

/// At most this many lock-steps are kept for the timeline; past it, every other one is dropped.
const MAX_TICKS: usize = 1 << 22;

impl Lockstep {
    pub fn forget(&mut self) {
        *self = Self::default();
    }

    /// After every run stepped once.
    pub fn after_step(&mut self, runs: &[Run]) {
        let [first, second] = runs else {
            return;
        };
        if let Some(k) = self.shown {
            // Replaying the recorded lock-steps.
            self.shown = (k + 1 < self.ticks.len()).then_some(k + 1);
            return;
        }
        let t = |run: &Run| run.shown_t().unwrap_or(0);
        self.ticks.push([t(first), t(second)]);
        if self.ticks.len() > MAX_TICKS {
            let kept: Vec<_> = self.ticks.iter().skip(1).step_by(2).copied().collect();
            self.ticks = kept;
        }
    }

    /// How many lock-steps were recorded.
    pub fn latest(&self) -> usize {
        self.ticks.len()
    }

    /// The lock-step shown.
    pub fn shown(&self) -> usize {
        self.shown.unwrap_or(self.ticks.len())
    }

    /// The runs' t at lock-step k (0: where their timelines start).
    /// Shows both runs as they were after lock-step `k` (the latest at most).
    pub fn scrub(&mut self, runs: &mut [Run], data: &crate::data::Dataset, k: usize) {
        let latest = self.latest();
        if latest == 0 {
            return;
        }
        let k = k.min(latest);
        let starts = [0, 1].map(|i| runs.get(i).and_then(Run::timeline_range).map_or(0, |r| r.0));
        for (run, t) in runs.iter_mut().zip(self.t_at(k, starts)) {
            run.scrub_to(data, t);
        }
        self.shown = (k < latest).then_some(k);
    }

    fn t_at(&self, k: usize, starts: [u64; 2]) -> [u64; 2] {
        match k {
            0 => starts,
            k => self.ticks[(k - 1).min(self.ticks.len() - 1)],
        }
    }
}

/// "Compare with…": the second learner, what a Step advances each by, the split view, and the
/// ready-made comparisons.
pub fn ui(
    ui: &mut egui::Ui,
    prefs: &mut ClassifyPrefs,
    split: &mut bool,
    unusable: Option<&str>,
    commands: &mut Vec<Command>,
) {
    ui.strong_formula(t!("runview-compare"));
    let current = prefs.compare.as_ref().map(|s| s.algorithm);
    let mut chosen = current;
    ui.horizontal(|ui| {
        ui.label_formula(t!("runview-compare-with"))
            .on_hover_formula(t!("runview-compare-with-tip"));
        egui::ComboBox::from_id_salt("compare with")
            .selected_text(
                prefs
                    .compare
                    .as_ref()
                    .map_or(t!("runview-compare-nothing").to_owned(), learner_name),
            )
            .width(150.0)
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut chosen, None, t!("runview-compare-nothing"))
                    .on_hover_formula(t!("runview-compare-nothing-tip"));
                for &a in Algorithm::all() {
                    ui.selectable_value(&mut chosen, Some(a), a.name());
                }
            })
            .response
            .on_hover_formula(t!("runview-compare-with-combo-tip"));
    });
    if chosen != current {
        commands.push(Command::CompareWith(
            chosen.map(|a| prefs.learner.with_algorithm(a)),
        ));
    }
    if let Some(why) = unusable {
        ui.colored_label(
            ui.visuals().error_fg_color,
            t!("runview-compare-unusable-learner", why = why),
        );
    }
    if prefs.compare.is_some() {
        ui.horizontal(|ui| {
            ui.label_formula(t!("runview-compare-step-by"))
                .on_hover_formula(t!("runview-compare-step-by-tip"));
            ui.selectable_value(
                &mut prefs.compare_by,
                StepUnit::Update,
                t!("runview-compare-by-update"),
            );
            ui.selectable_value(
                &mut prefs.compare_by,
                StepUnit::Visit,
                t!("runview-compare-by-visit"),
            );
        });
        ui.checkbox(split, t!("runview-compare-split"))
            .on_hover_formula(t!("runview-compare-split-tip"));
    }
    egui::ComboBox::from_id_salt("ready-made comparisons")
        .selected_text(t!("runview-comparisons"))
        .width(220.0)
        .show_ui(ui, |ui| {
            for comparison in Comparison::ALL {
                if ui
                    .selectable_label(false, comparison.name())
                    .on_hover_formula(comparison.explanation())
                    .clicked()
                {
                    commands.push(Command::LoadComparison(comparison));
                }
            }
        })
        .response
        .on_hover_formula(t!("runview-comparisons-tip"));
}
