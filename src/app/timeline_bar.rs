//! The run's timeline (issue 4, "Timeline"): every state of the run since the last reset or edit
//! of the points, a slider that scrubs t back and forth, and Step back.
//!
//! The states come from a [`Timeline`]: copies of the learner (keyframes) taken every `interval`
//! updates within [`MEMORY_BUDGET`], and replay from the nearest one. Learners are deterministic
//! given their seed and the points, so a replayed state is the recorded one bit for bit, and a
//! run of 10⁶ updates keeps at most 256 copies (the interval doubles when they outgrow the budget).
//!
//! While the person looks at an earlier t, the window shows the learner *as it was* then: the
//! replayed learner takes the live learner's place (so every view — line, arrows, loss markers,
//! panels, status — follows without knowing about the timeline), and the live learner waits in
//! [`RunRecord`] at the latest t. It is replayed once per change of t, never per frame.
//! - Stepping (or playing) from an earlier t runs the same run again: the learner is
//!   deterministic, so it walks through the recorded states; when it reaches the latest t it
//!   simply becomes the live learner and recording goes on.
//! - Editing the points at an earlier t keeps that state and drops the future: the edited points
//!   start a new timeline there.

use std::sync::Arc;

use crate::learn::{Learner, Step, Timeline};

use super::convergence::CosineTrace;
use super::{App, Command};

/// The memory the keyframes of one run may take.
pub const MEMORY_BUDGET: usize = 64 << 20;

/// The timeline of the current run and what goes with it.
#[derive(Default)]
pub struct RunRecord {
    timeline: Option<Timeline>,
    /// While an earlier t is shown: the live learner at the latest t, and its last step.
    live: Option<(Box<dyn Learner>, Option<Step>)>,
    /// cos∠(w_f, w_t) at the updates of this run (separable points only).
    pub cosines: CosineTrace,
    /// The widest w_f of the points this run is on, if they are separable.
    pub w_f: Option<Vec<f64>>,
}

impl RunRecord {
    /// Forgets the run (a reset: new learner, new settings).
    pub fn forget(&mut self) {
        *self = Self::default();
    }

    pub fn timeline(&self) -> Option<&Timeline> {
        self.timeline.as_ref()
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.live.is_some()
    }

    /// After each step of the shown learner.
    pub fn record(&mut self, learner: &dyn Learner, step: &Step) {
        let Some(timeline) = &mut self.timeline else {
            return;
        };
        let t = learner.counters().updates;
        if self.live.is_some() {
            if t < timeline.latest() {
                // Replaying the recorded run: nothing new.
                return;
            }
            // Caught up with the live learner: the same run, so this one is live now.
            self.live = None;
        }
        timeline.record(learner, step);
        if step.updated()
            && let Some(w_f) = &self.w_f
        {
            self.cosines.record(t, w_f, learner.weights());
        }
    }
}

impl App {
    /// Drops a timeline that no longer belongs to the shown run: the points changed (an edit, at
    /// the latest t or an earlier one, which drops the future), or the learner moved without
    /// being recorded.
    pub(super) fn sync_run(&mut self) {
        let data_id = self.doc.data().id();
        let Some(timeline) = self.run.timeline() else {
            return;
        };
        let edited = timeline.data().id() != data_id;
        let moved = !self.run.is_scrubbed()
            && self
                .learner
                .as_deref()
                .is_none_or(|l| l.counters().updates != timeline.latest());
        if edited || moved || self.learner.is_none() {
            let cosines_valid = !edited;
            let cosines = std::mem::take(&mut self.run.cosines);
            self.run = RunRecord::default();
            if cosines_valid {
                self.run.cosines = cosines;
            }
        }
    }

    /// Before stepping: a timeline for the run from the learner's current state, if there is
    /// none yet (after a reset or an edit).
    pub(super) fn ensure_timeline(&mut self) {
        self.sync_run();
        if self.run.timeline.is_some() {
            return;
        }
        self.refresh_separability();
        let Some(learner) = self.learner.as_deref() else {
            return;
        };
        let data = Arc::new(self.doc.data().clone());
        self.run.timeline = Some(Timeline::new(learner, data, MEMORY_BUDGET));
        let starts_at_zero = learner.counters().updates == 0;
        self.run.w_f = self
            .separability()
            .and_then(|s| s.max_margin())
            .map(|m| m.w_f.clone());
        if starts_at_zero {
            self.run.cosines.clear();
        }
    }

    /// Shows the state right after update `t` of this run (clamped to what was recorded).
    pub(super) fn scrub_to(&mut self, t: u64) {
        self.sync_run();
        let Some(timeline) = self.run.timeline() else {
            return;
        };
        let t = t.clamp(timeline.first(), timeline.latest());
        self.runner.stop();
        if t == timeline.latest() {
            if let Some((learner, step)) = self.run.live.take() {
                self.learner = Some(learner);
                self.last_step = step;
            }
            return;
        }
        if self.run.is_scrubbed() && self.shown_t() == Some(t) {
            return;
        }
        let (learner, step) = timeline.state_at(t);
        if self.run.live.is_none() {
            let Some(live) = self.learner.take() else {
                return;
            };
            self.run.live = Some((live, self.last_step));
        }
        self.learner = Some(learner);
        self.last_step = step;
    }

    /// Undoes one update: shows t − 1.
    pub(super) fn step_back(&mut self) {
        self.sync_run();
        if let (Some(t), Some(timeline)) = (self.shown_t(), self.run.timeline())
            && t > timeline.first()
        {
            self.scrub_to(t - 1);
        }
    }

    /// The t shown (the live learner's, or the scrubbed one's).
    pub fn shown_t(&self) -> Option<u64> {
        self.learner.as_deref().map(|l| l.counters().updates)
    }

    /// The t range the slider spans: (first, latest), once the run has a timeline.
    pub fn timeline_range(&self) -> Option<(u64, u64)> {
        self.run.timeline().map(|t| (t.first(), t.latest()))
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.run.is_scrubbed()
    }

    /// What the last step of the shown learner did (the update the plane highlights).
    pub fn last_step(&self) -> Option<crate::learn::Step> {
        self.last_step
    }

    /// The αₙ the plane drew last frame, (n, αₙ) for each point with αₙ > 0.
    pub fn drawn_alphas(&self) -> &[(usize, u32)] {
        &self.plane_extras.drawn_alphas
    }

    /// cos∠(w_f, w_t) recorded at the updates of this run, as (t, cos).
    pub fn cosine_trace(&self) -> &[[f64; 2]] {
        self.run.cosines.records()
    }

    /// The learner as shown (at the scrubbed t, or live).
    pub fn shown_learner(&self) -> Option<&dyn Learner> {
        self.learner.as_deref()
    }

    /// The slider, Step back and where the run is.
    pub(super) fn timeline_ui(&mut self, ui: &mut egui::Ui) {
        self.sync_run();
        ui.horizontal(|ui| {
            ui.strong("Timeline")
                .on_hover_text(memory_explanation(self.run.timeline()));
            let shown = self.shown_t().unwrap_or(0);
            let range = self.timeline_range();
            let can_back = range.is_some_and(|(first, _)| shown > first);
            if ui
                .add_enabled(can_back, egui::Button::new("Step back"))
                .on_hover_text(super::controls::with_keys(
                    "Undo one update: show w as it was one update ago. Step goes forward again \
                     along the same run.",
                    "step back: undo one update",
                ))
                .on_disabled_hover_text("At the start of the recorded run: nothing to undo.")
                .clicked()
            {
                self.commands.push(Command::StepBack);
            }
            match range {
                Some((first, latest)) if latest > first => {
                    let mut t = shown.clamp(first, latest);
                    ui.spacing_mut().slider_width = (ui.available_width() - 260.0).max(120.0);
                    let response = ui
                        .add(
                            egui::Slider::new(&mut t, first..=latest)
                                .prefix("t = ")
                                .text("updates")
                                .clamping(egui::SliderClamping::Always),
                        )
                        .on_hover_text(format!(
                            "Drag to look at w after any update of this run, from t = {first} to \
                             t = {latest}. The line, the arrows, the loss markers, the panels and \
                             the status follow.\n\n{}",
                            memory_explanation(self.run.timeline())
                        ));
                    if response.changed() && t != shown {
                        self.commands.push(Command::ScrubTo(t));
                    }
                    if self.run.is_scrubbed() {
                        ui.label(format!("viewing t = {shown} of {latest}"))
                            .on_hover_text(
                                "An earlier state of the run. Step or Play goes on along the same \
                                 run; editing a point starts a new run from here (the later \
                                 updates are dropped). Drag the slider to the end to come back.",
                            );
                        if ui
                            .button("Latest")
                            .on_hover_text("Back to the latest t.")
                            .clicked()
                        {
                            self.commands.push(Command::ScrubTo(latest));
                        }
                    }
                }
                _ => {
                    ui.weak("Step or Play, then drag here to go back through the run.");
                }
            }
        });
    }
}

/// How memory stays bounded, in words (the slider's tooltip).
fn memory_explanation(timeline: Option<&Timeline>) -> String {
    let general = format!(
        "Every state of the run is kept without storing each one: a copy of the learner \
         (a keyframe) every few updates, at most 256 copies and {} MiB; any other t is replayed \
         from the nearest copy, which gives the same w bit for bit because the run is seeded. \
         When the copies outgrow the budget, every other one is dropped and the spacing doubles.",
        MEMORY_BUDGET >> 20
    );
    match timeline {
        Some(t) => format!(
            "{general}\n\nNow: {} keyframes, one every {} updates, {:.1} MiB.",
            t.keyframes(),
            t.interval(),
            t.heap_bytes() as f64 / f64::from(1u32 << 20)
        ),
        None => general,
    }
}
