//! The timeline bar: a slider that scrubs t back and forth through the run since the last reset
//! or edit of the points, and Step back. When comparing, the slider moves through the
//! lock-steps, so both runs go back and forth together.
//!
//! The states come from each run's [`crate::learn::Timeline`] (see [`crate::app::run`]): copies of the
//! learner every `interval` updates within a memory budget, and replay from the nearest one.

use crate::learn::{Learner, Timeline};

use crate::app::run::MEMORY_BUDGET;
use crate::app::{App, Command};
use crate::number;
use crate::t;

impl App {
    /// Drops the timelines that no longer belong to the shown runs (see [`crate::app::run::Run::sync`]);
    /// the lock-steps go with them.
    pub(in crate::app) fn sync_runs(&mut self) {
        let data = self.doc.data();
        for run in &mut self.classify.runs {
            run.sync(data);
        }
        if self.classify.runs.iter().any(|r| r.timeline().is_none()) {
            self.classify.lockstep.forget();
        }
    }

    /// Shows the state right after update `t` of the first run; when comparing, `t` counts
    /// lock-steps and both runs move.
    pub(in crate::app) fn scrub_to(&mut self, t: u64) {
        self.runner.stop();
        if self.classify.runs.len() > 1 {
            self.scrub_lockstep(usize::try_from(t).unwrap_or(usize::MAX));
            return;
        }
        self.classify.runs[0].scrub_to(self.doc.data(), t);
    }

    /// Undoes one update (when comparing, one lock-step).
    pub(in crate::app) fn step_back(&mut self) {
        self.sync_runs();
        if let Some((shown, _)) = self.lockstep_position() {
            if shown > 0 {
                self.scrub_to(shown as u64 - 1);
            }
            return;
        }
        if let (Some(t), Some((first, _))) = (self.shown_t(), self.timeline_range())
            && t > first
        {
            self.scrub_to(t - 1);
        }
    }

    /// The t shown by the first run (live, or scrubbed back).
    pub fn shown_t(&self) -> Option<u64> {
        self.primary().shown_t()
    }

    /// The t range the first run's slider spans: (first, latest), once it has a timeline.
    pub fn timeline_range(&self) -> Option<(u64, u64)> {
        self.primary().timeline_range()
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.classify.runs.iter().any(|r| r.is_scrubbed())
    }

    /// What the last step of the first run did (the update the plane highlights).
    pub fn last_step(&self) -> Option<crate::learn::Step> {
        self.primary().last_step()
    }

    /// The αₙ the plane drew last frame, (n, αₙ) for each point with αₙ > 0.
    pub fn drawn_alphas(&self) -> &[(usize, u32)] {
        &self.classify.plane_extras.drawn_alphas
    }

    /// cos∠(w_f, w_t) recorded at the updates of the first run, as (t, cos).
    pub fn cosine_trace(&self) -> &crate::app::drawing::trace::Trace<f64> {
        self.primary().cosine_trace()
    }

    /// The first run's learner as shown (at the scrubbed t, or live).
    pub fn shown_learner(&self) -> Option<&dyn Learner> {
        self.primary().learner()
    }

    /// Whether every run's shown state equals a fresh replay from the start of its timeline
    /// (a check for tests).
    pub fn check_replay(&self) -> Result<(), String> {
        self.classify.runs.iter().try_for_each(|r| r.check_replay())
    }

    /// The slider, Step back and where the run is.
    pub(in crate::app) fn timeline_ui(&mut self, ui: &mut egui::Ui) {
        self.sync_runs();
        ui.horizontal(|ui| {
            ui.strong(t!("runview-timeline"))
                .on_hover_text(memory_explanation(self.primary().timeline()));
            if let Some((shown, latest)) = self.lockstep_position() {
                self.lockstep_slider_ui(ui, shown, latest);
                return;
            }
            let shown = self.shown_t().unwrap_or(0);
            let range = self.timeline_range();
            let can_back = range.is_some_and(|(first, _)| shown > first);
            if ui
                .add_enabled(can_back, egui::Button::new(t!("runview-step-back")))
                .on_hover_text(crate::app::classify::controls::with_keys(
                    t!("runview-step-back-tip"),
                    crate::app::shell::shortcuts::ShortcutId::StepBack,
                ))
                .on_disabled_hover_text(t!("runview-step-back-at-start"))
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
                                .text(t!("runview-timeline-updates"))
                                .clamping(egui::SliderClamping::Always),
                        )
                        .on_hover_text(format!(
                            "{}\n\n{}",
                            t!(
                                "runview-timeline-slider-tip",
                                first = first.to_string(),
                                latest = latest.to_string()
                            ),
                            memory_explanation(self.primary().timeline())
                        ));
                    if response.changed() && t != shown {
                        self.commands.push(Command::ScrubTo(t));
                    }
                    if self.is_scrubbed() {
                        ui.label(t!(
                            "runview-timeline-viewing",
                            shown = shown.to_string(),
                            latest = latest.to_string()
                        ))
                        .on_hover_text(t!("runview-timeline-viewing-tip"));
                        if ui
                            .button(t!("runview-timeline-latest"))
                            .on_hover_text(t!("runview-timeline-latest-tip"))
                            .clicked()
                        {
                            self.commands.push(Command::ScrubTo(latest));
                        }
                    }
                }
                _ => {
                    ui.weak(t!("runview-timeline-empty"));
                }
            }
        });
    }
}

impl App {
    /// The slider of a comparison: lock-step k of n, each run at its own t.
    fn lockstep_slider_ui(&mut self, ui: &mut egui::Ui, shown: usize, latest: usize) {
        if ui
            .add_enabled(shown > 0, egui::Button::new(t!("runview-step-back")))
            .on_hover_text(crate::app::classify::controls::with_keys(
                t!("runview-lockstep-step-back-tip"),
                crate::app::shell::shortcuts::ShortcutId::StepBack,
            ))
            .on_disabled_hover_text(t!("runview-lockstep-step-back-at-start"))
            .clicked()
        {
            self.commands.push(Command::StepBack);
        }
        if latest == 0 {
            ui.weak(t!("runview-lockstep-empty"));
            return;
        }
        let mut k = shown;
        ui.spacing_mut().slider_width = (ui.available_width() - 300.0).max(120.0);
        let response = ui
            .add(
                egui::Slider::new(&mut k, 0..=latest)
                    .prefix(t!("runview-lockstep-prefix"))
                    .text(t!("runview-lockstep-suffix"))
                    .clamping(egui::SliderClamping::Always),
            )
            .on_hover_text(t!("runview-lockstep-slider-tip"));
        if response.changed() && k != shown {
            self.commands.push(Command::ScrubTo(k as u64));
        }
        let ts: Vec<String> = self
            .classify
            .runs
            .iter()
            .map(|r| format!("t = {}", r.shown_t().unwrap_or(0)))
            .collect();
        ui.label(ts.join(" · "));
        if shown < latest
            && ui
                .button(t!("runview-timeline-latest"))
                .on_hover_text(t!("runview-lockstep-latest-tip"))
                .clicked()
        {
            self.commands.push(Command::ScrubTo(latest as u64));
        }
    }
}

/// How memory stays bounded, in words (the slider's tooltip).
fn memory_explanation(timeline: Option<&Timeline>) -> String {
    let general = t!(
        "runview-timeline-memory",
        budget = (MEMORY_BUDGET >> 20).to_string()
    );
    match timeline {
        Some(timeline) => format!(
            "{general}\n\n{}",
            t!(
                "runview-timeline-memory-now",
                keyframes = timeline.keyframes().to_string(),
                interval = timeline.interval().to_string(),
                size = number::fixed(timeline.heap_bytes() as f64 / f64::from(1u32 << 20), 1)
            )
        ),
        None => general,
    }
}
