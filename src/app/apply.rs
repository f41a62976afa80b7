//! Applying [`Command`]s at the end of a frame: the document's edits and undo, the views', and
//! the workspaces' (each handed to the room shown first; the runs are stepped by
//! [`crate::app::classify::Classify`]). A frame's share of steps while playing is
//! `App::advance`'s, in workspaces.rs.

use crate::app::App;
use crate::app::class::student;
use crate::app::command::Command;
use crate::app::command::Comparison;
use crate::app::document::Edit;
use crate::app::prefs::Workspace;
use crate::app::shell::sound;
use crate::sound::Earcon;

impl App {
    /// Applies the queued commands now ([`App::show`] does it at the end of each frame).
    pub fn apply_commands(&mut self) {
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.apply(command);
        }
        if let Some(error) = self.sound.poll() {
            self.classroom
                .error(crate::t!("access-sound-failed", error = error));
        }
    }

    fn apply(&mut self, command: Command) {
        self.rooms_hear(&command);
        // A click on the plane while an exercise waits for one is the student's answer.
        let command = match command {
            Command::AddPoint(point) if self.lecture.exercise.awaiting_spot => {
                Command::Lecture(crate::app::command::LectureAction::Task(
                    crate::app::command::TaskAction::Spot(point.x.to_array()),
                ))
            }
            other => other,
        };
        let stepped = self.viewer.sound && matches!(command, Command::Step | Command::Visit);
        let rest = self.apply_in_workspace(command);
        if stepped {
            self.play_step();
        }
        let Some(command) = rest else {
            return;
        };
        match command {
            Command::Pause | Command::Stop => self.runner.stop(),
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
                    self.plane.selected = match self.plane.selected {
                        Some(s) if s == index => None,
                        Some(s) if s > index => Some(s - 1),
                        other => other,
                    };
                }
            }
            Command::FlipLabel(index) => self.edit(Edit::Flip { index }),
            Command::Select(index) => self.plane.selected = index,
            Command::Clear => {
                if !self.doc.is_empty() {
                    self.edit(Edit::Replace {
                        before: self.doc.points().to_vec(),
                        after: Vec::new(),
                    });
                }
            }
            // On a student's page that follows, the teacher turns the pages.
            Command::Lecture(action) if student::ignores(&self.lecture, &action) => {}
            Command::Lecture(action) => self.apply_lecture(action),
            // Whole for a lesson's edit (lessons.rs).
            Command::Undo => self.undo(),
            Command::Redo => self.redo(),
            Command::LoadComparison(comparison) => self.load_comparison(comparison),
            Command::LoadPreset(preset) => {
                self.prefs.preset = preset;
                // A preset's classes are × and ○: no file's names.
                self.set_class_names(Vec::new());
                self.replace_points(preset.points());
                self.loaded_preset.load(preset);
            }
            Command::ResetView => self.plane.request_fit(),
            Command::Classroom(action) => self.apply_classroom(action),
            #[cfg(not(target_arch = "wasm32"))]
            Command::Class(action) => self.class.teacher.apply(
                action,
                &self.lecture,
                &mut self.classroom,
                &mut self.commands,
            ),
            // The page cannot hold a class.
            #[cfg(target_arch = "wasm32")]
            Command::Class(_) => {}
            Command::Edit(edit) => self.edit(edit),
            Command::Announce(text) => self.narrator.say(text),
            Command::FocusPlane => self.plane.focus_requested = true,
            Command::ToggleTables => self.tables.toggle(),
            Command::PlayLossCurves => self.play_loss_curves(),
            Command::ReplacePoints(points) => self.replace_points(points),
            // Taken by `apply_in_workspace` and the workspace shown.
            Command::SetWorkspace(_)
            | Command::ShowPlace { .. }
            | Command::NextWorkspace
            | Command::Step
            | Command::Visit
            | Command::Play
            | Command::TogglePlay
            | Command::RunToEnd
            | Command::Reset
            | Command::SetAlgorithm(_)
            | Command::SetLearnerSettings(_)
            | Command::CompareWith(_)
            | Command::ScrubTo(_)
            | Command::StepBack
            | Command::Room(_) => {}
        }
    }

    pub(super) fn edit(&mut self, edit: Edit) {
        if self.doc.apply(edit).is_ok() {
            self.after_edit();
        }
    }
}

impl App {
    /// A ready-made comparison: its points (one undoable edit) and both learners at t = 0.
    pub(in crate::app) fn load_comparison(&mut self, comparison: Comparison) {
        let [first, second] = comparison.settings(&self.prefs.classify.learner);
        self.commands_now([
            Command::LoadPreset(comparison.preset()),
            Command::SetLearnerSettings(first),
            Command::CompareWith(Some(second)),
        ]);
    }

    /// The loss panel's curves as a tone sweep, said first (which curves, in what order), when
    /// the viewer's Sound is on; else where to turn it on.
    fn play_loss_curves(&mut self) {
        if !self.viewer.sound {
            self.classroom.info(crate::t!("access-sound-off"));
            return;
        }
        let view = match self.prefs.workspace {
            Workspace::Multiclass => &self.prefs.multiclass.loss_view,
            _ => &self.prefs.classify.loss_view,
        };
        let measures = view.shown_measures();
        let names: Vec<&str> = measures.iter().map(|m| m.name()).collect();
        self.narrator.say(crate::t!(
            "access-sound-sweep",
            curves = names.join(crate::t!("access-list-separator"))
        ));
        self.play(sound::loss_sweep(&measures));
    }

    /// The earcon of Classify's last step (the other workspaces' steps are silent).
    fn play_step(&mut self) {
        if self.prefs.workspace != Workspace::Classify {
            return;
        }
        if let Some(step) = self.classify().last_step() {
            self.play(sound::earcon(Earcon::of_step(&step)));
        }
    }

    fn play(&mut self, sound: crate::sound::player::Sound) {
        if let Some(error) = self.sound.play(sound) {
            self.classroom
                .error(crate::t!("access-sound-failed", error = error));
        }
    }

    fn commands_now(&mut self, commands: impl IntoIterator<Item = Command>) {
        let queued = std::mem::take(&mut self.commands);
        self.commands.extend(commands);
        self.apply_commands();
        self.commands = queued;
    }
}
