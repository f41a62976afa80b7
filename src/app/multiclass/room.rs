//! The Several classes workspace as the window drives it (a [`Room`]): Step, Play, Run to end and
//! Reset move the multiclass learner; a click places a point of the picked class, and Shift or F
//! give a point the picked class; the keys 1–8 pick the class; presets replace the points.

use std::borrow::Cow;
use std::time::Duration;

use super::Multiclass;
use crate::app::command::Command;
use crate::app::command::{MulticlassAction, RoomAction};
use crate::app::document::{Document, Edit, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::shapes::MAX_GROUPS;
use crate::app::plane::Layer;
use crate::app::prefs::Announcements;
use crate::app::prefs::Around;
use crate::app::prefs::MulticlassPrefs;
use crate::app::shell::narrator::Narration;
use crate::app::shell::plane_room::{PlaneRoom, standard_panels};
use crate::app::shell::room::{ControlsContext, Frame, Places, Room, Shared};
use crate::app::shell::runner::Mode;
use crate::app::shell::step_commands::play_or_run;
use crate::lesson::window::{MulticlassPlace, Place as _};

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

/// The most steps a lesson replays (the learner's own limit is lower).
const MAX_PLACE_STEPS: usize = 1_000_000;

impl Room for Multiclass {
    type Settings = MulticlassPrefs;

    fn narration(
        &self,
        settings: &MulticlassPrefs,
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(PlaneRoom::status_text(self, settings))
    }

    /// Nothing yet: the learner is built when the workspace is first shown.
    fn open(_doc: &Document, _settings: &MulticlassPrefs) -> Self {
        Self::default()
    }

    fn save_place(&self, places: &mut Places) {
        MulticlassPlace { t: self.t() as u64 }.write(places);
    }

    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, MulticlassPrefs>) {
        let Some(MulticlassPlace { t }) = MulticlassPlace::read(places) else {
            return;
        };
        let (doc, prefs) = (shared.doc, &*shared.settings);
        Multiclass::sync(self, doc.points(), doc.revision(), prefs);
        self.reset(doc.points(), prefs);
        for _ in 0..usize::try_from(t)
            .unwrap_or(usize::MAX)
            .min(MAX_PLACE_STEPS)
        {
            if !self.step_quietly() {
                break;
            }
        }
        self.catch_up();
    }

    fn sync(&mut self, shared: &mut Shared<'_, MulticlassPrefs>, _ctx: &egui::Context) {
        let doc = shared.doc;
        Multiclass::sync(self, doc.points(), doc.revision(), shared.settings);
    }

    fn apply(
        &mut self,
        command: Command,
        shared: &mut Shared<'_, MulticlassPrefs>,
    ) -> Option<Command> {
        let doc = shared.doc;
        Multiclass::sync(self, doc.points(), doc.revision(), shared.settings);
        let place = shared.settings.place;
        match command {
            Command::Step | Command::Visit => {
                shared.runner.stop();
                self.step();
            }
            Command::Play | Command::TogglePlay | Command::RunToEnd => {
                play_or_run(&command, shared.runner, self.can_step());
            }
            Command::Reset => {
                shared.runner.stop();
                self.reset(doc.points(), shared.settings);
            }
            Command::AddPoint(point) => {
                return Some(Command::Edit(Edit::Add(Point::of_class(point.x, place))));
            }
            Command::FlipLabel(n) => return give_class(doc, n, place),
            Command::Room(RoomAction::Multiclass(action)) => {
                return self.apply_action(action, shared);
            }
            // No timeline here.
            Command::StepBack | Command::ScrubTo(_) => {}
            other => return Some(other),
        }
        None
    }

    fn advance(&mut self, shared: &mut Shared<'_, MulticlassPrefs>, dt: f64, budget: Duration) {
        let doc = shared.doc;
        Multiclass::sync(self, doc.points(), doc.revision(), shared.settings);
        let speed = f64::from(shared.settings.speed);
        shared
            .runner
            .frame(dt, speed, budget, || self.step_quietly());
        self.catch_up();
    }

    /// Keys 1–8 pick the class a click places (not while a text field has the keyboard).
    fn keys(
        &mut self,
        ctx: &egui::Context,
        settings: &MulticlassPrefs,
        commands: &mut Vec<Command>,
    ) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let picked = ctx.input_mut(|i| {
            CLASS_KEYS
                .iter()
                .rposition(|&key| i.consume_key(egui::Modifiers::NONE, key))
        });
        if let Some(place) = picked {
            commands.push(Command::Room(RoomAction::Multiclass(
                MulticlassAction::SetPrefs(MulticlassPrefs {
                    place,
                    ..settings.clone()
                }),
            )));
        }
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, MulticlassPrefs>) {
        standard_panels(self, ui, frame);
    }
}

impl PlaneRoom for Multiclass {
    fn status_text(&self, settings: &MulticlassPrefs) -> String {
        super::status_text(settings, self)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        settings: &mut MulticlassPrefs,
        _around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        super::controls_ui(ui, settings, self, cx, commands);
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, settings: &mut MulticlassPrefs, _points: usize) {
        let mut losses = std::mem::take(&mut self.loss_panel);
        super::curves_ui(ui, self, &mut losses, &mut settings.loss_view);
        self.loss_panel = losses;
    }

    fn groups<'a>(&'a self, points: &[Point]) -> Cow<'a, [usize]> {
        Cow::Owned(points.iter().map(Point::class).collect())
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        _view: PlotRect,
        _points: &[Point],
        settings: &MulticlassPrefs,
        dark: bool,
    ) {
        super::paint_layer(self, settings, layer, painter, t, dark);
    }
}

impl Multiclass {
    /// The settings and presets of several classes; a preset's points go back to the window.
    fn apply_action(
        &mut self,
        action: MulticlassAction,
        shared: &mut Shared<'_, MulticlassPrefs>,
    ) -> Option<Command> {
        let current = &mut *shared.settings;
        match action {
            MulticlassAction::SetPrefs(prefs) => {
                let relearn = (prefs.method, prefs.algorithm, prefs.epochs)
                    != (current.method, current.algorithm, current.epochs);
                if relearn {
                    shared.runner.stop();
                }
                *current = MulticlassPrefs {
                    place: prefs.place.min(MAX_GROUPS - 1),
                    speed: prefs.speed.clamp(1, 1000),
                    epochs: prefs.epochs.clamp(1, 10_000),
                    ..prefs
                };
                let doc = shared.doc;
                Multiclass::sync(self, doc.points(), doc.revision(), current);
                None
            }
            MulticlassAction::GiveClass(n) => give_class(shared.doc, n, current.place),
            MulticlassAction::LoadPreset(preset) => {
                shared.runner.stop();
                current.preset = preset;
                self.set_names(Vec::new());
                Some(Command::ReplacePoints(preset.points()))
            }
        }
    }
}

/// Point n takes the class `place` (an undoable edit; nothing if it has it already).
fn give_class(doc: &Document, n: usize, place: usize) -> Option<Command> {
    let point = doc.points().get(n)?;
    (point.class() != place).then_some(Command::Edit(Edit::SetClass {
        index: n,
        from: point.class,
        to: Some(place),
    }))
}
