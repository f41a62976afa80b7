//! Replaying a lesson's runs to the t they had reached. A short replay happens at once; a long
//! one (a million updates of pocket on many points) runs in the background (see
//! [`background`](crate::app::shell::background): a thread on the desktop, slices between frames on the
//! web) while the window stays responsive, shows its progress, and can be cancelled: the runs
//! then stay at the t reached so far. Any command that steps or edits takes over the same way.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::data::Dataset;
use crate::learn;
use crate::t;

use crate::app::classify::Classify;
use crate::app::classify::run::Run;
use crate::app::classify::run::compare::Lockstep;
use crate::app::command::Command;
use crate::app::shell::background::{Sliced, Slices};
use crate::app::shell::runner::Mode;
use crate::app::shell::status;

/// Replays of at most this much work (updates × points) happen at once, on the UI thread.
const INLINE_WORK: u64 = 2_000_000;

/// How many lock-steps one slice makes (between looks at the cancel flag).
const CHUNK: u64 = 256;

/// The runs of a lesson, brought to their t's.
pub struct Replayed {
    pub runs: Vec<Run>,
    pub lockstep: Lockstep,
    /// The t each run was to reach.
    pub targets: Vec<u64>,
}

/// The runs of a lesson on their way to their t's, stepped in lock-step, recording their
/// timelines.
pub struct Replaying {
    runs: Vec<Run>,
    lockstep: Lockstep,
    targets: Vec<u64>,
    data: Dataset,
    /// The updates made so far (all runs together).
    progress: Arc<AtomicU64>,
}

impl Replaying {
    /// The runs of `settings` on `data` at t = 0, to be brought to `targets`.
    pub fn new(
        settings: &[learn::Settings],
        targets: Vec<u64>,
        data: Dataset,
        w_f: Option<Vec<f64>>,
        progress: Arc<AtomicU64>,
    ) -> Self {
        let mut runs: Vec<Run> = settings
            .iter()
            .map(|s| Run::new(s.clone(), &data))
            .collect();
        for run in &mut runs {
            run.ensure_timeline(&data, w_f.clone());
        }
        Self {
            runs,
            lockstep: Lockstep::default(),
            targets,
            data,
            progress,
        }
    }
}

impl Slices for Replaying {
    type Output = Replayed;

    /// Up to [`CHUNK`] lock-steps; true when each run reached its t (or stopped).
    fn advance(&mut self) -> bool {
        let wants_step = |run: &Run, target: u64| run.can_step() && run.shown_t() < Some(target);
        let mut done = false;
        for _ in 0..CHUNK {
            let mut stepped = false;
            for (run, &target) in self.runs.iter_mut().zip(&self.targets) {
                if wants_step(run, target) {
                    run.step(&self.data, false);
                    stepped = true;
                }
            }
            if !stepped {
                done = true;
                break;
            }
            self.lockstep.after_step(&self.runs);
        }
        let made: u64 = self.runs.iter().filter_map(Run::shown_t).sum();
        self.progress.store(made, Ordering::Relaxed);
        done
    }

    fn finish(self) -> Replayed {
        Replayed {
            runs: self.runs,
            lockstep: self.lockstep,
            targets: self.targets,
        }
    }
}

/// A replay going on in the background.
pub struct ReplayJob {
    progress: Arc<AtomicU64>,
    /// The updates to make, all runs together.
    total: u64,
    /// The points it replays on: its result is dropped if they changed meanwhile.
    data_id: u64,
    work: Sliced<Replaying>,
}

impl ReplayJob {
    /// The fraction done, 0..1.
    pub fn fraction(&self) -> f32 {
        (self.progress.load(Ordering::Relaxed) as f64 / self.total.max(1) as f64).clamp(0.0, 1.0)
            as f32
    }

    /// The updates made and to make.
    pub fn counts(&self) -> (u64, u64) {
        (self.progress.load(Ordering::Relaxed), self.total)
    }
}

/// Whether `command` takes over from a replay going on: anything that steps, edits or resets
/// (looking, panning and files do not).
pub(in crate::app) fn interrupts_replay(command: &Command) -> bool {
    !matches!(
        command,
        Command::Select(_) | Command::ResetView | Command::Classroom(_) | Command::Pause
    )
}

/// What a replay has to say: sentences for the person (a run that stopped short and why, a
/// replay dropped because the points changed), or why it could not start.
pub(in crate::app) type Notes = Result<Vec<String>, String>;

impl Classify {
    /// Puts the runs of `settings` (the first, and the compared one if any) in place, replayed
    /// to `targets` on the points `data`: each learner is built once, by the replay. A quick
    /// replay happens at once; a long one in the background, the runs shown at t = 0 meanwhile.
    pub(in crate::app) fn put_runs(
        &mut self,
        settings: Vec<learn::Settings>,
        targets: Vec<u64>,
        data: &Dataset,
        mode: Mode,
    ) -> Notes {
        let mut notes = self.cancel_replay(data, mode);
        // The loss panel's sampled curves and bins were the state it leaves.
        self.loss_panel = Default::default();
        self.refresh_separability(data);
        let w_f = self
            .separability(data)
            .and_then(|s| s.max_margin())
            .map(|m| m.w_f.clone());
        let total: u64 = targets.iter().sum();
        let progress = Arc::new(AtomicU64::new(0));
        let data_id = data.id();
        let inline = total.saturating_mul(data.len() as u64) <= INLINE_WORK;
        let mut replaying =
            Replaying::new(&settings, targets, data.clone(), w_f, Arc::clone(&progress));
        if inline {
            while !replaying.advance() {}
            notes.extend(self.install_replay(replaying.finish(), data, mode));
            return Ok(notes);
        }
        self.runs = settings.into_iter().map(|s| Run::new(s, data)).collect();
        self.lockstep.forget();
        match Sliced::start("linlab lesson replay", replaying) {
            Ok(work) => {
                self.replay = Some(ReplayJob {
                    progress,
                    total,
                    data_id,
                    work,
                });
                Ok(notes)
            }
            Err(e) => Err(t!("files-replay-failed", reason = e.to_string())),
        }
    }

    /// Whether a lesson is being replayed in the background.
    pub fn replaying(&self) -> bool {
        self.replay.is_some()
    }

    /// Installs a finished background replay (called every frame).
    pub(in crate::app) fn poll_replay(
        &mut self,
        ctx: &egui::Context,
        data: &Dataset,
        mode: Mode,
    ) -> Vec<String> {
        let Some(job) = &mut self.replay else {
            return Vec::new();
        };
        if !job.work.is_done() {
            ctx.request_repaint_after(Sliced::<Replaying>::POLL_AFTER);
            return Vec::new();
        }
        self.finish_replay(false, data, mode)
    }

    /// Stops a background replay, keeping the t it reached.
    pub(in crate::app) fn cancel_replay(&mut self, data: &Dataset, mode: Mode) -> Vec<String> {
        self.finish_replay(true, data, mode)
    }

    /// Takes the replay's runs if it is for the points `data` (`cancel`: as far as it got).
    fn finish_replay(&mut self, cancel: bool, data: &Dataset, mode: Mode) -> Vec<String> {
        let Some(job) = self.replay.take() else {
            return Vec::new();
        };
        let data_id = job.data_id;
        match job.work.finish(cancel) {
            Some(_) if data_id != data.id() => vec![t!("files-replay-dropped").to_owned()],
            Some(replayed) => self.install_replay(replayed, data, mode),
            None => Vec::new(),
        }
    }

    /// The replayed runs take the window's; a run that stopped before its t says where and why
    /// (the lesson's t lies beyond its budget, or past its convergence).
    fn install_replay(&mut self, replayed: Replayed, data: &Dataset, mode: Mode) -> Vec<String> {
        self.runs = replayed.runs;
        self.lockstep = replayed.lockstep;
        let mut notes = Vec::new();
        for (run, &target) in self.runs.iter().zip(&replayed.targets) {
            // A cancelled replay stops short too, at the person's word: nothing to explain.
            let Some(reached) = run.shown_t().filter(|&t| t < target && !run.can_step()) else {
                continue;
            };
            let why = status::describe(&self.status_of(run, mode, data), run.settings());
            notes.push(t!(
                "files-replay-stopped-before",
                name = status::learner_name(run.settings()),
                asked = target.to_string(),
                reached = reached.to_string(),
                why = why
            ));
        }
        notes
    }

    /// The banner of a replay going on: how far, and Cancel.
    pub(in crate::app) fn replay_ui(
        &mut self,
        ui: &mut egui::Ui,
        data: &Dataset,
        mode: Mode,
    ) -> Vec<String> {
        let Some(job) = &self.replay else {
            return Vec::new();
        };
        let (done, total) = job.counts();
        let fraction = job.fraction();
        let mut cancel = false;
        ui.horizontal(|ui| {
            ui.label_formula(t!(
                "files-replaying",
                done = done.to_string(),
                total = total.to_string()
            ));
            ui.add(
                egui::ProgressBar::new(fraction)
                    .desired_width(200.0)
                    .show_percentage(),
            );
            cancel = ui
                .button(t!("files-cancel"))
                .on_hover_formula(t!("files-replay-cancel-tip"))
                .clicked();
        });
        if cancel {
            self.cancel_replay(data, mode)
        } else {
            Vec::new()
        }
    }
}
