//! Classify as the window drives it (a [`Room`]): its runs follow the points (rebound at every
//! edit, in any workspace), it takes a finished replay, records E_in in a frame's spare time,
//! takes the learners' commands (Step, Visit, Play, Run to end, Reset, the timeline, new
//! settings, a second learner to compare), steps its runs while playing, and draws its panels.

use std::time::Duration;

use crate::app::classify::Classify;
use crate::app::classify::run::replay::interrupts_replay;
use crate::app::classify::run::{self, Run};
use crate::app::classify::target_view::default_target;
use crate::app::command::Command;
use crate::app::command::{ClassifyAction, RoomAction};
use crate::app::document::presets::MAX_POINTS;
use crate::app::document::{Document, Point};
use crate::app::prefs::ClassifyPrefs;
use crate::app::prefs::{Announcements, StepUnit};
use crate::app::shell::narrator::Narration;
use crate::app::shell::room::{Frame, Room, Shared};
use crate::app::shell::runner::{Mode, Runner};
use crate::app::shell::tables::Table;
use crate::script::Panel;
use crate::t;

impl Room for Classify {
    type Settings = ClassifyPrefs;

    fn narration(
        &self,
        _settings: &ClassifyPrefs,
        doc: &Document,
        mode: Mode,
        detail: Announcements,
        known: &str,
    ) -> Narration {
        Classify::narration(self, doc, mode, detail, known)
    }

    fn tables(&self, _settings: &ClassifyPrefs, doc: &Document) -> Vec<Table> {
        Classify::tables(self, doc)
    }

    /// The first learner's run and, when comparing, the second's.
    fn open(doc: &Document, settings: &ClassifyPrefs) -> Self {
        let runs = std::iter::once(&settings.learner)
            .chain(&settings.compare)
            .map(|learner| Run::new(learner.clone(), doc.data()))
            .collect();
        Classify::new(runs)
    }

    fn sync(&mut self, shared: &mut Shared<'_, ClassifyPrefs>, ctx: &egui::Context) {
        let data = shared.doc.data();
        let mode = shared.runner.mode();
        shared.said.extend(self.poll_replay(ctx, data, mode));
        self.sync_runs(data);
        // What the weight-space view showed is this frame's to say, drawn or not (a stage
        // blacked out draws no panel).
        self.weight_view.begin_frame();
    }

    fn spare_time(&mut self, shared: &mut Shared<'_, ClassifyPrefs>, ctx: &egui::Context) {
        self.record_in_spare_time(shared.doc.data(), ctx);
    }

    fn apply(
        &mut self,
        command: Command,
        shared: &mut Shared<'_, ClassifyPrefs>,
    ) -> Option<Command> {
        match command {
            Command::Room(RoomAction::Classify(action)) => self.target_action(action, shared),
            other => self.apply_on(other, shared.doc.data(), shared.settings, shared.runner),
        }
    }

    fn advance(&mut self, shared: &mut Shared<'_, ClassifyPrefs>, dt: f64, budget: Duration) {
        Classify::advance(
            self,
            shared.doc.data(),
            shared.settings,
            shared.runner,
            dt,
            budget,
        );
    }

    fn points_changed(&mut self, doc: &Document, runner: &mut Runner) {
        self.after_edit(doc.data(), runner);
        self.forget_gone_points(doc.len());
    }

    fn forget_gone_points(&mut self, n: usize) {
        if self.plane_b.selected.is_some_and(|i| i >= n) {
            self.plane_b.selected = None;
        }
        self.plane_b.hovered = None;
        self.hovered_from_losses = None;
    }

    fn leave(&mut self) {
        self.weight_view.begin_frame();
    }

    fn hear(&mut self, command: &Command, doc: &Document, mode: Mode) -> Vec<String> {
        if interrupts_replay(command) {
            self.cancel_replay(doc.data(), mode)
        } else {
            Vec::new()
        }
    }

    fn begin_picture(&mut self) {
        Classify::begin_picture(self);
    }

    fn end_picture(&mut self) {
        Classify::end_picture(self);
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        self.begin_picture_frame();
        let data = frame.doc.data();
        // The second plane of a comparison selects what the first does.
        self.plane_b.selected = frame.plane.selected;
        self.refresh_derived(data, frame.around.view.show_losses);
        self.refresh_separability(data);
        self.workspace_ui(ui, frame);
    }

    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        vec![
            (Panel::Loss, t!("controls-tab-losses")),
            (Panel::History, t!("controls-tab-history")),
            (Panel::Theory, t!("controls-tab-theory")),
        ]
    }
}

impl Classify {
    /// The target f's actions; labelling by f hands back the points it drew, for the window to
    /// put in place of the others.
    fn target_action(
        &mut self,
        action: ClassifyAction,
        shared: &mut Shared<'_, ClassifyPrefs>,
    ) -> Option<Command> {
        match action {
            ClassifyAction::ToggleDrawTarget => self.target.drawing = !self.target.drawing,
            ClassifyAction::SetTarget(f) => self.target.set(f),
            ClassifyAction::LabelByTarget { n, seed } => {
                // f is the default one if none was drawn.
                let state = &mut self.target;
                let mut f = state
                    .f
                    .clone()
                    .unwrap_or_else(|| default_target(state.noise));
                f.noise = state.noise.clamp(0.0, 1.0);
                state.set(Some(f.clone()));
                let data = f.sample(n.clamp(1, MAX_POINTS), seed);
                shared.said.push(t!(
                    "views-target-labelled",
                    count = data.len().to_string(),
                    p = f.noise.to_string()
                ));
                return Some(Command::ReplacePoints(Point::all_of(&data)));
            }
        }
        None
    }
}

impl Classify {
    /// E_in recorded in the frame's spare time for every run on the points `data`, the runs
    /// sharing one frame's budget (another frame asked for while some is left).
    pub(in crate::app) fn record_in_spare_time(
        &mut self,
        data: &crate::data::Dataset,
        ctx: &egui::Context,
    ) {
        let budget = run::RECORD_BUDGET / self.runs.len().max(1) as u32;
        let mut recording = false;
        for run in &mut self.runs {
            recording |= run.catch_up_history(data, budget);
        }
        if recording {
            ctx.request_repaint();
        }
    }

    /// The learners' commands on the points `data` (the window's, or the Transform workspace's
    /// points in Z): Step, Visit, Play, Run to end, Reset, new settings, a second learner to
    /// compare, the timeline. Hands back any other command.
    pub(in crate::app) fn apply_on(
        &mut self,
        command: Command,
        data: &crate::data::Dataset,
        prefs: &mut ClassifyPrefs,
        runner: &mut Runner,
    ) -> Option<Command> {
        match command {
            Command::Step => {
                let visit = self.compare_unit(prefs) == StepUnit::Visit;
                self.step_once(data, runner, visit);
            }
            Command::Visit => self.step_once(data, runner, true),
            Command::Play => self.play(data, runner),
            Command::TogglePlay => {
                if runner.mode() == Mode::Playing {
                    runner.stop();
                } else {
                    self.play(data, runner);
                }
            }
            Command::RunToEnd => {
                if self.ready_to_go(data) {
                    runner.run_to_end();
                }
            }
            Command::Reset => {
                self.reset_runs(data, runner);
                // Reset gives w back to the learner even at t = 0.
                self.weight_view.by_hand = None;
            }
            Command::SetAlgorithm(algorithm) => {
                let settings = prefs.learner.with_algorithm(algorithm);
                self.set_learner_settings(settings, data, prefs, runner);
            }
            Command::SetLearnerSettings(settings) => {
                self.set_learner_settings(settings, data, prefs, runner);
            }
            Command::CompareWith(settings) => {
                // Both restart at t = 0 (`None`: stop comparing).
                prefs.compare = settings.clone();
                self.runs.truncate(1);
                if let Some(settings) = settings {
                    self.runs.push(Run::new(settings, data));
                }
                self.reset_runs(data, runner);
            }
            Command::ScrubTo(t) => {
                runner.stop();
                self.scrub_to(data, t);
            }
            Command::StepBack => {
                runner.stop();
                self.step_back(data);
            }
            other => return Some(other),
        }
        None
    }
}
