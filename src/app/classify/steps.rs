//! Stepping the runs: one step on demand, or a frame's share while playing or running to the
//! end. With two runs (a comparison) every step advances both in lock-step, by one update or one
//! visit each, and the pair of t's after each lock-step is kept so the timeline moves both
//! together. Also what follows an edit, a reset or new settings, and separability, which the runs'
//! cos∠(w_f, w_t) traces need.

use std::time::Duration;

use crate::app::classify::Classify;
use crate::app::prefs::ClassifyPrefs;
use crate::app::prefs::StepUnit;
use crate::app::shell::runner::{Mode, Runner};
use crate::data::Dataset;
use crate::learn::{self, Algorithm};
use crate::theory::Separability;

/// While playing, E_in is recorded after every update while (the work of one record × updates
/// per frame) stays below this; above it, once per frame at most, in slices.
const RECORD_EVERY_UPDATE_WORK: usize = 200_000;

/// Running to the end, E_in is recorded after every update the history keeps (all of a short
/// run, evenly spaced samples of a long one: a few thousand records per doubling of the run's
/// length) while the work of one record of all runs stays below this; above it, once per frame.
const RUN_TO_END_RECORD_WORK: usize = 5_000;

/// Separability is decided (O(N log N), on every edit) for at most this many points.
pub const MAX_SEPARABILITY_POINTS: usize = 20_000;

impl Classify {
    /// New settings for the first run: it restarts at t = 0 (and so does the one compared).
    pub(in crate::app) fn set_learner_settings(
        &mut self,
        settings: learn::Settings,
        data: &Dataset,
        prefs: &mut ClassifyPrefs,
        runner: &mut Runner,
    ) {
        let settings = crate::app::classify::costs::weighed(settings, &prefs.costs);
        // Sliding C or the kernel's width of an SVM that has run re-solves at once, so the
        // boundary follows the slider.
        let re_solve = settings.algorithm == Algorithm::Svm
            && prefs.learner.algorithm == Algorithm::Svm
            && settings.svm != prefs.learner.svm
            && self
                .primary()
                .learner()
                .is_some_and(|l| l.counters().updates > 0);
        // So does a learner that has run when the costs change: its line follows their ratio.
        let re_weigh = settings.point_weights != prefs.learner.point_weights
            && self
                .primary()
                .learner()
                .is_some_and(|l| l.counters().updates > 0);
        prefs.learner = settings.clone();
        self.runs[0].set_settings(settings, data);
        self.reset_runs(data, runner);
        if (re_solve || re_weigh) && self.ready_to_go(data) {
            runner.run_to_end();
        }
    }

    /// Plays, if a run can step.
    pub(in crate::app) fn play(&mut self, data: &Dataset, runner: &mut Runner) {
        if self.ready_to_go(data) {
            runner.play();
        }
    }

    /// Builds the learners that are missing; whether any run can take another step.
    pub(in crate::app) fn ready_to_go(&mut self, data: &Dataset) -> bool {
        for run in &mut self.runs {
            if run.learner().is_none() {
                run.reset(data);
            }
        }
        self.runs.iter().any(|r| r.can_step())
    }

    /// After the points changed: every learner keeps w and rebinds (or one is built if there
    /// was none).
    pub(in crate::app) fn after_edit(&mut self, data: &Dataset, runner: &mut Runner) {
        for run in &mut self.runs {
            run.after_edit(data);
        }
        self.lockstep.forget();
        if data.check_learnable().is_err() {
            runner.stop();
        }
    }

    /// Every run back to t = 0 on the current points.
    pub(in crate::app) fn reset_runs(&mut self, data: &Dataset, runner: &mut Runner) {
        runner.stop();
        for run in &mut self.runs {
            run.reset(data);
        }
        self.lockstep.forget();
    }

    /// The timelines exist before a step (after a reset or an edit there is none yet).
    pub(in crate::app) fn ensure_timelines(&mut self, data: &Dataset) {
        self.sync_runs(data);
        if self.runs.iter().all(|r| r.timeline().is_some()) {
            return;
        }
        self.refresh_separability(data);
        let w_f = self
            .separability(data)
            .and_then(|s| s.max_margin())
            .map(|m| m.w_f.clone());
        for run in &mut self.runs {
            run.ensure_timeline(data, w_f.clone());
        }
    }

    /// One step or visit of every run on demand (in lock-step when comparing).
    pub(in crate::app) fn step_once(&mut self, data: &Dataset, runner: &mut Runner, visit: bool) {
        runner.stop();
        if !self.ready_to_go(data) {
            return;
        }
        self.ensure_timelines(data);
        for run in &mut self.runs {
            if run.can_step() {
                run.step(data, visit);
            }
        }
        self.lockstep.after_step(&self.runs);
    }

    /// Runs this frame's share of steps while playing or running to the end.
    pub(in crate::app) fn advance(
        &mut self,
        data: &Dataset,
        prefs: &ClassifyPrefs,
        runner: &mut Runner,
        dt: f64,
        budget: Duration,
    ) {
        if data.check_learnable().is_err() || !self.runs.iter().any(|r| r.can_step()) {
            runner.stop();
            return;
        }
        self.ensure_timelines(data);
        let record_work = match runner.mode() {
            Mode::Playing => RECORD_EVERY_UPDATE_WORK / (prefs.speed as usize / 30 + 1),
            Mode::RunningToEnd => RUN_TO_END_RECORD_WORK,
            Mode::Idle => 0,
        } / self.runs.len();
        let visit = self.compare_unit(prefs) == StepUnit::Visit;
        let runs = &mut self.runs;
        let lockstep = &mut self.lockstep;
        runner.frame(dt, prefs.speed, budget, || {
            let mut going = false;
            for run in runs.iter_mut() {
                if run.can_step() {
                    going |= run.play_step(data, visit, record_work);
                }
            }
            lockstep.after_step(runs);
            going
        });
    }

    /// Brings every run's mistakes (and the first run's margins, when the loss panel shows
    /// them, binned for its last view) up to date with the points `data`.
    pub(in crate::app) fn refresh_derived(&mut self, data: &Dataset, want_margins: bool) {
        let bin_view = self.loss_panel.bin_view();
        for (i, run) in self.runs.iter_mut().enumerate() {
            run.refresh_derived(data, want_margins && i == 0, bin_view);
        }
    }

    /// What one Step of a comparison advances each run by.
    pub(in crate::app) fn compare_unit(&self, prefs: &ClassifyPrefs) -> StepUnit {
        if self.runs.len() > 1 {
            prefs.compare_by
        } else {
            StepUnit::Update
        }
    }

    /// Whether the points `data` are linearly separable, and what follows (None above
    /// [`MAX_SEPARABILITY_POINTS`] points, or before it was decided).
    pub fn separability(&self, data: &Dataset) -> Option<&Separability> {
        self.separability
            .as_ref()
            .filter(|(id, _)| *id == data.id())
            .map(|(_, s)| s)
    }

    /// Decides separability once per change of the points.
    pub(in crate::app) fn refresh_separability(&mut self, data: &Dataset) {
        let fresh = self
            .separability
            .as_ref()
            .is_some_and(|(id, _)| *id == data.id());
        if !fresh && data.len() <= MAX_SEPARABILITY_POINTS {
            self.separability = Some((data.id(), crate::theory::separability(data)));
        }
    }
}
