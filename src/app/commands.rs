//! Applying [`Command`]s at the end of a frame, and stepping the runs: one step on demand, or a
//! frame's share while playing or running to the end. With two runs (a comparison) every step
//! advances both in lock-step, by one update or one visit each, and the pair of t's after each
//! lock-step is kept so the timeline moves both together.

use crate::learn::{self, Algorithm};

use crate::app::document::Edit;
use crate::app::shell::runner::Mode;
use crate::app::shell::workspace::Workspace;
use crate::app::{App, Command, StepUnit};

/// While playing, E_in is recorded after every update while (the work of one record × updates
/// per frame) stays below this; above it, once per frame at most, in slices.
const RECORD_EVERY_UPDATE_WORK: usize = 200_000;

/// Running to the end, E_in is recorded after every update the history keeps (all of a short
/// run, evenly spaced samples of a long one: a few thousand records per doubling of the run's
/// length) while the work of one record of all runs stays below this; above it, once per frame.
const RUN_TO_END_RECORD_WORK: usize = 5_000;

impl App {
    /// Applies the queued commands now ([`App::show`] does it at the end of each frame).
    pub fn apply_commands(&mut self) {
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.apply(command);
        }
    }

    fn apply(&mut self, command: Command) {
        if self.classify.replay.is_some() && Self::interrupts_replay(&command) {
            self.cancel_replay();
        }
        let Some(command) = self.apply_in_workspace(command) else {
            return;
        };
        match command {
            Command::Step => self.step_once(self.compare_unit() == StepUnit::Visit),
            Command::Visit => self.step_once(true),
            Command::Play => self.play(),
            Command::Pause | Command::Stop => self.runner.stop(),
            Command::TogglePlay => {
                if self.runner.mode() == Mode::Playing {
                    self.runner.stop();
                } else {
                    self.play();
                }
            }
            Command::RunToEnd => {
                if self.ready_to_go() {
                    self.runner.run_to_end();
                }
            }
            Command::Reset => {
                self.reset_runs();
                // Reset gives w back to the learner even at t = 0.
                self.classify.weight_view.by_hand = None;
            }
            Command::AddPoint(point) => self.edit(Edit::Add(point)),
            Command::MovePointLive { index, to } => {
                if self.doc.move_live(index, to).is_ok() {
                    self.after_edit();
                }
            }
            Command::MovePoint { index, from, to } => {
                if self.doc.finish_move(index, from, to).is_ok() {
                    self.after_edit();
                }
            }
            Command::DeletePoint(index) => {
                if let Some(&point) = self.doc.points().get(index) {
                    self.edit(Edit::Remove { index, point });
                    for plane in [&mut self.plane, &mut self.classify.plane_b] {
                        plane.selected = match plane.selected {
                            Some(s) if s == index => None,
                            Some(s) if s > index => Some(s - 1),
                            other => other,
                        };
                    }
                }
            }
            Command::FlipLabel(index) => self.edit(Edit::Flip { index }),
            Command::Select(index) => {
                self.plane.selected = index;
                self.classify.plane_b.selected = index;
            }
            Command::Clear => {
                if !self.doc.is_empty() {
                    self.edit(Edit::Replace {
                        before: self.doc.points().to_vec(),
                        after: Vec::new(),
                    });
                }
            }
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::SetAlgorithm(algorithm) => {
                let settings = with_algorithm(&self.prefs.learner, algorithm);
                self.set_learner_settings(settings);
            }
            Command::SetLearnerSettings(settings) => self.set_learner_settings(settings),
            Command::CompareWith(settings) => self.compare_with(settings),
            Command::LoadComparison(comparison) => self.load_comparison(comparison),
            Command::LoadPreset(preset) => {
                self.prefs.preset = preset;
                // A preset's classes are × and ○: no file's names.
                self.rooms.classes.set_names(Vec::new());
                let after = preset.points();
                self.edit(Edit::Replace {
                    before: self.doc.points().to_vec(),
                    after,
                });
                self.loaded_preset = Some(preset);
                self.plane.request_fit();
                self.reset_runs();
            }
            Command::ResetView => self.plane.request_fit(),
            Command::ScrubTo(t) => {
                self.runner.stop();
                self.classify.scrub_to(self.doc.data(), t);
            }
            Command::StepBack => {
                self.runner.stop();
                self.classify.step_back(self.doc.data());
            }
            Command::Classroom(action) => self.apply_classroom(action),
            Command::Edit(edit) => self.edit(edit),
            Command::ReplacePoints(points) => self.replace_points(points),
            // Taken by `apply_in_workspace`.
            Command::SetWorkspace(_)
            | Command::NextWorkspace
            | Command::Cluster(_)
            | Command::Classes(_) => {}
        }
    }

    /// New settings for the first run: it restarts at t = 0 (and so does the one compared).
    pub(super) fn set_learner_settings(&mut self, settings: learn::Settings) {
        // Sliding C or the kernel's width of an SVM that has run re-solves at once, so the
        // boundary follows the slider.
        let re_solve = settings.algorithm == Algorithm::Svm
            && self.prefs.learner.algorithm == Algorithm::Svm
            && settings.svm != self.prefs.learner.svm
            && self
                .classify
                .primary()
                .learner()
                .is_some_and(|l| l.counters().updates > 0);
        self.prefs.learner = settings.clone();
        self.classify.runs[0].set_settings(settings, self.doc.data());
        self.reset_runs();
        if re_solve && self.ready_to_go() {
            self.runner.run_to_end();
        }
    }

    fn play(&mut self) {
        if self.ready_to_go() {
            self.runner.play();
        }
    }

    /// Builds the learners that are missing; whether any run can take another step.
    fn ready_to_go(&mut self) -> bool {
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            if run.learner().is_none() {
                run.reset(data);
            }
        }
        self.classify.runs.iter().any(|r| r.can_step())
    }

    pub(super) fn edit(&mut self, edit: Edit) {
        if self.doc.apply(edit).is_ok() {
            self.after_edit();
        }
    }

    /// After the points changed: every learner keeps w and rebinds (or one is built if there
    /// was none); a selection past the end is dropped.
    pub(super) fn after_edit(&mut self) {
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            run.after_edit(data);
        }
        self.classify.lockstep.forget();
        if data.check_learnable().is_err() {
            self.runner.stop();
        }
        for plane in [&mut self.plane, &mut self.classify.plane_b] {
            if plane.selected.is_some_and(|n| n >= data.len()) {
                plane.selected = None;
            }
            plane.hovered = None;
        }
        self.classify.hovered_from_losses = None;
    }

    /// Every run back to t = 0 on the current points.
    pub(super) fn reset_runs(&mut self) {
        self.runner.stop();
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            run.reset(data);
        }
        self.classify.lockstep.forget();
    }

    /// The timelines exist before a step (after a reset or an edit there is none yet).
    pub(super) fn ensure_timelines(&mut self) {
        self.classify.sync_runs(self.doc.data());
        if self.classify.runs.iter().all(|r| r.timeline().is_some()) {
            return;
        }
        self.refresh_separability();
        let w_f = self
            .separability()
            .and_then(|s| s.max_margin())
            .map(|m| m.w_f.clone());
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            run.ensure_timeline(data, w_f.clone());
        }
    }

    /// One step or visit of every run on demand (in lock-step when comparing).
    fn step_once(&mut self, visit: bool) {
        self.runner.stop();
        if !self.ready_to_go() {
            return;
        }
        self.ensure_timelines();
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            if run.can_step() {
                run.step(data, visit);
            }
        }
        self.classify.lockstep.after_step(&self.classify.runs);
    }

    /// Runs this frame's share of steps while playing or running to the end.
    pub(super) fn advance(&mut self, ctx: &egui::Context) {
        if !self.runner.is_busy() {
            return;
        }
        if self.prefs.workspace != Workspace::Classify {
            self.advance_workspace(ctx);
            return;
        }
        let data = self.doc.data();
        if data.check_learnable().is_err() || !self.classify.runs.iter().any(|r| r.can_step()) {
            self.runner.stop();
            return;
        }
        self.ensure_timelines();
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let data = self.doc.data();
        let record_work = match self.runner.mode() {
            Mode::Playing => RECORD_EVERY_UPDATE_WORK / (self.prefs.speed as usize / 30 + 1),
            Mode::RunningToEnd => RUN_TO_END_RECORD_WORK,
            Mode::Idle => 0,
        } / self.classify.runs.len();
        let visit = self.compare_unit() == StepUnit::Visit;
        let runs = &mut self.classify.runs;
        let lockstep = &mut self.classify.lockstep;
        self.runner
            .frame(dt, self.prefs.speed, self.step_budget, || {
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

    /// What one Step of a comparison advances each run by.
    fn compare_unit(&self) -> StepUnit {
        if self.classify.runs.len() > 1 {
            self.prefs.compare_by
        } else {
            StepUnit::Update
        }
    }

    fn undo(&mut self) {
        if let Some(previous) = self.undo_lesson.take_if_current(&self.doc) {
            self.restore_lesson_undo(previous);
        } else if self.doc.undo() {
            self.after_edit();
        }
    }

    fn redo(&mut self) {
        if self.doc.redo() {
            self.after_edit();
        }
    }
}

/// `settings` with another algorithm: its default order and η, the same seed, budget and
/// initial w (linear regression starts from nothing).
pub fn with_algorithm(settings: &learn::Settings, algorithm: Algorithm) -> learn::Settings {
    let mut new = learn::Settings {
        budget: settings.budget,
        seed: settings.seed,
        init: settings.init,
        svm: settings.svm,
        ..learn::Settings::new(algorithm)
    };
    if !algorithm.takes_initial_w() {
        new.init = learn::Init::Zero;
    }
    new
}
