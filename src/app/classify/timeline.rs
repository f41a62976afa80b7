//! The timeline bar: a slider that scrubs t back and forth through the run since the last reset
//! or edit of the points, and Step back. When comparing, the slider moves through the
//! lock-steps, so both runs go back and forth together.
//!
//! The states come from each run's [`crate::learn::Timeline`] (see [`crate::app::classify::run`]): copies of the
//! learner every `interval` updates within a memory budget, and replay from the nearest one.

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::learn::Timeline;

use crate::app::classify::Classify;
use crate::app::classify::run::MEMORY_BUDGET;
use crate::app::command::Command;
use crate::data::Dataset;
use crate::number;
use crate::t;

impl Classify {
    /// Drops the timelines that no longer belong to the shown runs (see
    /// [`crate::app::classify::run::Run::sync`]); the lock-steps go with them.
    pub(in crate::app) fn sync_runs(&mut self, data: &Dataset) {
        for run in &mut self.runs {
            run.sync(data);
        }
        if self.runs.iter().any(|r| r.timeline().is_none()) {
            self.lockstep.forget();
        }
    }

    /// Shows the state right after update `t` of the first run; when comparing, `t` counts
    /// lock-steps and both runs move.
    pub(in crate::app) fn scrub_to(&mut self, data: &Dataset, t: u64) {
        if self.runs.len() > 1 {
            self.sync_runs(data);
            let k = usize::try_from(t).unwrap_or(usize::MAX);
            self.lockstep.scrub(&mut self.runs, data, k);
            return;
        }
        self.runs[0].scrub_to(data, t);
    }

    /// Undoes one update (when comparing, one lock-step).
    pub(in crate::app) fn step_back(&mut self, data: &Dataset) {
        self.sync_runs(data);
        if let Some((shown, _)) = self.lockstep_position() {
            if shown > 0 {
                self.scrub_to(data, shown as u64 - 1);
            }
            return;
        }
        if let (Some(t), Some((first, _))) = (self.shown_t(), self.timeline_range())
            && t > first
        {
            self.scrub_to(data, t - 1);
        }
    }

    /// The slider, Step back and where the run is.
    pub(in crate::app) fn timeline_ui(
        &mut self,
        ui: &mut egui::Ui,
        data: &Dataset,
        commands: &mut Vec<Command>,
    ) {
        self.sync_runs(data);
        ui.horizontal(|ui| {
            ui.strong_formula(t!("runview-timeline"))
                .on_hover_formula(memory_explanation(self.primary().timeline()));
            if let Some((shown, latest)) = self.lockstep_position() {
                self.lockstep_slider_ui(ui, shown, latest, commands);
                return;
            }
            let shown = self.shown_t().unwrap_or(0);
            let range = self.timeline_range();
            let can_back = range.is_some_and(|(first, _)| shown > first);
            if ui
                .add_enabled(can_back, egui::Button::new(t!("runview-step-back")))
                .on_hover_formula(crate::app::shell::widgets::with_keys(
                    t!("runview-step-back-tip"),
                    crate::app::shell::shortcuts::ShortcutId::StepBack,
                ))
                .on_disabled_hover_text(t!("runview-step-back-at-start"))
                .clicked()
            {
                commands.push(Command::StepBack);
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
                        .on_hover_formula(format!(
                            "{}\n\n{}",
                            t!(
                                "runview-timeline-slider-tip",
                                first = first.to_string(),
                                latest = latest.to_string()
                            ),
                            memory_explanation(self.primary().timeline())
                        ));
                    if response.changed() && t != shown {
                        commands.push(Command::ScrubTo(t));
                    }
                    if self.is_scrubbed() {
                        ui.label_formula(t!(
                            "runview-timeline-viewing",
                            shown = shown.to_string(),
                            latest = latest.to_string()
                        ))
                        .on_hover_formula(t!("runview-timeline-viewing-tip"));
                        if ui
                            .button(t!("runview-timeline-latest"))
                            .on_hover_formula(t!("runview-timeline-latest-tip"))
                            .clicked()
                        {
                            commands.push(Command::ScrubTo(latest));
                        }
                    }
                }
                _ => {
                    ui.weak_formula(t!("runview-timeline-empty"));
                }
            }
        });
    }

    /// The slider of a comparison: lock-step k of n, each run at its own t.
    fn lockstep_slider_ui(
        &self,
        ui: &mut egui::Ui,
        shown: usize,
        latest: usize,
        commands: &mut Vec<Command>,
    ) {
        if ui
            .add_enabled(shown > 0, egui::Button::new(t!("runview-step-back")))
            .on_hover_formula(crate::app::shell::widgets::with_keys(
                t!("runview-lockstep-step-back-tip"),
                crate::app::shell::shortcuts::ShortcutId::StepBack,
            ))
            .on_disabled_hover_text(t!("runview-lockstep-step-back-at-start"))
            .clicked()
        {
            commands.push(Command::StepBack);
        }
        if latest == 0 {
            ui.weak_formula(t!("runview-lockstep-empty"));
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
            .on_hover_formula(t!("runview-lockstep-slider-tip"));
        if response.changed() && k != shown {
            commands.push(Command::ScrubTo(k as u64));
        }
        let ts: Vec<String> = self
            .runs
            .iter()
            .map(|r| format!("t = {}", r.shown_t().unwrap_or(0)))
            .collect();
        ui.label(ts.join(" · "));
        if shown < latest
            && ui
                .button(t!("runview-timeline-latest"))
                .on_hover_formula(t!("runview-lockstep-latest-tip"))
                .clicked()
        {
            commands.push(Command::ScrubTo(latest as u64));
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
