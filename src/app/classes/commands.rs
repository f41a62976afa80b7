//! The window in the Classes workspace: the commands the Classes view takes (Step, Play, Run to
//! end and Reset move the multiclass learner; a click places a point of the picked class; Shift
//! and F give a point the picked class), the keys 1–8 that pick the class, and the stepping
//! while playing. The panels and the plane are drawn with the other workspaces' (in the module
//! `unsupervised`).

use crate::app::classes::{ClassesAction, ClassesPrefs, ClassesView};
use crate::app::document::{Edit, Point};
use crate::app::drawing::shapes::MAX_GROUPS;
use crate::app::shell::runner::Mode;
use crate::app::{App, Command};

/// The keys that pick class 1 … 8.
const CLASS_KEYS: [egui::Key; MAX_GROUPS] = [
    egui::Key::Num1,
    egui::Key::Num2,
    egui::Key::Num3,
    egui::Key::Num4,
    egui::Key::Num5,
    egui::Key::Num6,
    egui::Key::Num7,
    egui::Key::Num8,
];

impl App {
    /// The multiclass learner on the points (shown in the Classes workspace).
    pub fn classes(&self) -> &ClassesView {
        &self.classes
    }

    /// Keeps the multiclass learner on the current points and settings.
    pub(in crate::app) fn sync_classes(&mut self) {
        self.classes
            .sync(self.doc.points(), self.doc.revision(), &self.prefs.classes);
    }

    /// Keys 1–8 pick the class a click places (not while a text field has the keyboard).
    pub(in crate::app) fn class_keys(&mut self, ctx: &egui::Context) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let picked = ctx.input_mut(|i| {
            CLASS_KEYS
                .iter()
                .rposition(|&key| i.consume_key(egui::Modifiers::NONE, key))
        });
        if let Some(place) = picked {
            self.commands
                .push(Command::Classes(ClassesAction::SetPrefs(ClassesPrefs {
                    place,
                    ..self.prefs.classes
                })));
        }
    }

    /// Handles `command` in the Classes workspace, or hands it back.
    pub(in crate::app) fn apply_classes(&mut self, command: Command) -> Option<Command> {
        self.sync_classes();
        match command {
            Command::Step | Command::Visit => {
                self.runner.stop();
                self.classes.step();
            }
            Command::Play | Command::TogglePlay => {
                if self.runner.mode() == Mode::Playing {
                    self.runner.stop();
                } else if self.classes.can_step() {
                    self.runner.play();
                }
            }
            Command::RunToEnd => {
                if self.classes.can_step() {
                    self.runner.run_to_end();
                }
            }
            Command::Reset => {
                self.runner.stop();
                self.classes.reset(self.doc.points(), &self.prefs.classes);
            }
            Command::AddPoint(point) => {
                self.edit(Edit::Add(Point::of_class(
                    point.x,
                    self.prefs.classes.place,
                )));
            }
            Command::FlipLabel(n) => self.give_class(n),
            Command::Classes(action) => self.apply_classes_action(action),
            // No timeline here, and the other workspaces' commands mean nothing.
            Command::StepBack | Command::ScrubTo(_) | Command::Cluster(_) => {}
            other => return Some(other),
        }
        None
    }

    fn apply_classes_action(&mut self, action: ClassesAction) {
        match action {
            ClassesAction::SetPrefs(prefs) => {
                let relearn = (prefs.method, prefs.algorithm, prefs.epochs)
                    != (
                        self.prefs.classes.method,
                        self.prefs.classes.algorithm,
                        self.prefs.classes.epochs,
                    );
                if relearn {
                    self.runner.stop();
                }
                self.prefs.classes = ClassesPrefs {
                    place: prefs.place.min(MAX_GROUPS - 1),
                    speed: prefs.speed.clamp(1, 1000),
                    epochs: prefs.epochs.clamp(1, 10_000),
                    ..prefs
                };
                self.sync_classes();
            }
            ClassesAction::GiveClass(n) => self.give_class(n),
            ClassesAction::LoadPreset(preset) => {
                self.runner.stop();
                self.prefs.classes.preset = preset;
                self.classes.set_names(Vec::new());
                self.replace_points(preset.points());
                self.sync_classes();
            }
        }
    }

    /// Point n takes the picked class (an undoable edit; nothing if it has it already).
    fn give_class(&mut self, n: usize) {
        let place = self.prefs.classes.place;
        if let Some(point) = self.doc.points().get(n)
            && point.class() != place
        {
            self.edit(Edit::SetClass {
                index: n,
                from: point.class,
                to: Some(place),
            });
        }
    }

    /// Plays or runs the multiclass learner to the end: this frame's share of steps.
    pub(in crate::app) fn advance_classes(&mut self, ctx: &egui::Context) {
        self.sync_classes();
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let speed = f64::from(self.prefs.classes.speed);
        let classes = &mut self.classes;
        self.runner
            .frame(dt, speed, self.step_budget, || classes.step_quietly());
        classes.catch_up();
    }
}
