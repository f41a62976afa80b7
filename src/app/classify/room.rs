//! Classify as the window drives it (a [`Room`]): its runs follow the points, it takes the
//! learners' commands (Step, Visit, Play, Run to end, Reset, the timeline, new settings, a second
//! learner to compare), steps its runs while playing, and draws its panels.

use std::time::Duration;

use crate::app::Command;
use crate::app::classify::Classify;
use crate::app::classify::run::Run;
use crate::app::classify::run::compare::StepUnit;
use crate::app::shell::room::{Frame, Room, Shared};
use crate::app::shell::runner::Mode;

impl Room for Classify {
    fn sync(&mut self, _shared: &mut Shared<'_>, _ctx: &egui::Context) {
        // Nothing: its runs follow the points in every workspace, before the panels are laid
        // out (`App::workspace_panels_ui`), and before each step.
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_>) -> Option<Command> {
        let data = shared.doc.data();
        let runner = &mut *shared.runner;
        match command {
            Command::Step => {
                let visit = self.compare_unit(shared.prefs) == StepUnit::Visit;
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
                let settings = shared.prefs.learner.with_algorithm(algorithm);
                self.set_learner_settings(settings, data, shared.prefs, runner);
            }
            Command::SetLearnerSettings(settings) => {
                self.set_learner_settings(settings, data, shared.prefs, runner);
            }
            Command::CompareWith(settings) => {
                // Both restart at t = 0 (`None`: stop comparing).
                shared.prefs.compare = settings.clone();
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
            // The other workspaces' commands mean nothing here.
            Command::Cluster(_) | Command::Classes(_) => {}
            other => return Some(other),
        }
        None
    }

    fn advance(&mut self, shared: &mut Shared<'_>, dt: f64, budget: Duration) {
        Classify::advance(
            self,
            shared.doc.data(),
            shared.prefs,
            shared.runner,
            dt,
            budget,
        );
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_>) {
        self.workspace_ui(ui, frame);
    }
}
