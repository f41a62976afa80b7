//! The Dichotomies workspace as the window drives it (a [`Room`]): the labellings follow the
//! points (live while one is dragged); a tile clicked relabels the points with the frame's
//! commands; nothing steps, so the learners' commands mean nothing here; the measured gap runs
//! in the background; and its place (the set, the section, the page, the bound's inputs) is
//! saved in lessons and set by a lecture's scenes.

use std::borrow::Cow;

use std::time::Duration;

use super::place::{Place, Section};
use super::{Dichotomies, paint};
use crate::app::command::{Command, DichotomiesAction, RoomAction};
use crate::app::document::{Document, Edit, Label, Point};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::Layer;
use crate::app::prefs::Announcements;
use crate::app::prefs::{Around, Workspace};
use crate::app::shell::narrator::Narration;
use crate::app::shell::plane_room::{PlaneRoom, standard_panels};
use crate::app::shell::room::{ControlsContext, Frame, Places, Room, Shared};
use crate::app::shell::runner::Mode;
use crate::app::shell::step_commands::unless_a_step;
use crate::app::shell::widgets::points_ui;
use crate::lesson::window::Place as _;
use crate::t;
use crate::vc::Hypotheses;

impl Room for Dichotomies {
    /// Its settings are its place, kept in the room and saved with lessons.
    type Settings = ();

    fn narration(
        &self,
        settings: &(),
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(PlaneRoom::status_text(self, settings))
    }

    /// Nothing yet: the labellings are listed when the workspace is first shown.
    fn open(_doc: &Document, _settings: &()) -> Self {
        Self::default()
    }

    fn sync(&mut self, shared: &mut Shared<'_, ()>, ctx: &egui::Context) {
        let listing = Dichotomies::sync(self, shared.doc);
        let measuring = self.measurement.poll();
        if listing {
            // The listing advances a slice a frame, on this thread: the next frame comes as soon
            // as the display allows.
            ctx.request_repaint_after(super::listing::NEXT_SLICE);
        } else if measuring {
            ctx.request_repaint_after(super::measure::POLL_AFTER);
        }
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_, ()>) -> Option<Command> {
        // The listing follows the points in the frame's sync, not once more for each command (a
        // point dragged gives one a frame).
        self.note_points(shared.doc);
        match command {
            Command::Room(RoomAction::Dichotomies(DichotomiesAction::ShowGrowth(hypotheses))) => {
                self.choose(hypotheses);
                self.place.section = Section::Growth;
                None
            }
            command => unless_a_step(command),
        }
    }

    fn advance(&mut self, shared: &mut Shared<'_, ()>, _dt: f64, _budget: Duration) {
        shared.runner.stop();
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ()>) {
        self.on_stage = frame.stage.is_some();
        standard_panels(self, ui, frame);
        // A tile clicked in the panel relabels the points with this frame's commands.
        if let Some(labels) = self.clicked.take() {
            self.relabel(&labels, frame.commands);
        }
    }

    /// The labellings, the growth and the bounds are what a scene of this workspace is about.
    fn panel_is_main(&self) -> bool {
        true
    }

    fn leave(&mut self) {
        self.measurement.stop();
    }

    fn save_place(&self, places: &mut Places) {
        self.place.write(places);
    }

    /// The scene's place, or the default one when it gives none (or one that does not read).
    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, ()>) {
        let place = Place::read(places).unwrap_or_default();
        self.choose(place.hypotheses);
        self.place = Place {
            vc: place.vc.clamped(),
            ..place
        };
        Dichotomies::sync(self, shared.doc);
    }
}

impl PlaneRoom for Dichotomies {
    fn status_text(&self, _settings: &()) -> String {
        Dichotomies::status_text(self)
    }

    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        _settings: &mut (),
        around: &mut Around,
        cx: &ControlsContext,
        commands: &mut Vec<Command>,
    ) {
        points_ui(ui, around, cx, commands);
        ui.separator();
        ui.strong_formula(t!("dichotomies-heading"));
        ui.label_formula(t!("dichotomies-explanation"));
        ui.add_space(4.0);
        ui.strong_formula(t!("dichotomies-set-heading"));
        let mut chosen = self.place.hypotheses;
        for h in Hypotheses::ALL {
            ui.radio_value(&mut chosen, h, h.name())
                .on_hover_formula(set_tip(h));
        }
        self.choose(chosen);
        ui.add_space(4.0);
        if ui
            .add_enabled(cx.has_points, egui::Button::new(t!("dichotomies-run-pla")))
            .on_hover_formula(t!("dichotomies-run-pla-tip"))
            .clicked()
        {
            commands.push(Command::SetWorkspace(Workspace::Classify));
            commands.push(Command::Reset);
        }
    }

    fn panel_ui(&mut self, ui: &mut egui::Ui, _settings: &mut (), _points: usize) {
        ui.horizontal_wrapped(|ui| {
            for section in Section::ALL {
                ui.selectable_value(&mut self.place.section, section, section_name(section));
            }
        });
        ui.separator();
        match self.place.section {
            Section::Labellings => {
                let carried = self.carried();
                if let Some(labels) = self.labellings_ui(ui, carried) {
                    self.clicked = Some(labels);
                }
            }
            Section::Growth => self.sets_ui(ui),
            Section::Bound => self.bound_ui(ui),
            Section::Vc => self.vc_ui(ui),
        }
    }

    fn groups<'a>(&'a self, _points: &[Point]) -> Cow<'a, [usize]> {
        Cow::Borrowed(&[])
    }

    fn by_label(&self) -> bool {
        true
    }

    fn paint_layer(
        &self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        _points: &[Point],
        _settings: &(),
        dark: bool,
    ) {
        let points = self.points();
        match layer {
            Layer::Under => {
                let carried = self.carried().and_then(|i| {
                    self.labellings()
                        .and_then(Result::ok)
                        .and_then(|all| all.get(i))
                });
                if let Some(labelling) = carried {
                    paint::paint_witness(
                        painter,
                        t,
                        view,
                        points,
                        &labelling.labels,
                        &labelling.realised,
                        2.5,
                    );
                }
            }
            Layer::Over => {
                let ink = if dark {
                    egui::Color32::WHITE
                } else {
                    egui::Color32::BLACK
                };
                paint::paint_numbers(painter, t, points, ink);
            }
        }
    }
}

impl Dichotomies {
    /// Gives the points `labels` as one undoable edit (nothing when they carry them already).
    fn relabel(&self, labels: &[f64], commands: &mut Vec<Command>) {
        // Only a listing of the points as they are now: an older one would move them back.
        let Some(listed) = self.current() else {
            return;
        };
        let before = &listed.carried_points;
        if labels.len() != before.len() {
            return;
        }
        let after: Vec<Point> = before
            .iter()
            .zip(labels)
            .map(|(p, &y)| Point {
                label: Label::from_y(y),
                ..*p
            })
            .collect();
        if &after != before {
            commands.push(Command::Edit(Edit::Replace {
                before: before.clone(),
                after,
            }));
        }
    }
}

/// A section's name on its tab.
fn section_name(section: Section) -> &'static str {
    match section {
        Section::Labellings => t!("dichotomies-section-labellings"),
        Section::Growth => t!("dichotomies-section-growth"),
        Section::Bound => t!("dichotomies-section-bound"),
        Section::Vc => t!("dichotomies-section-vc"),
    }
}

/// What a hypothesis set is, for its radio button.
fn set_tip(h: Hypotheses) -> &'static str {
    match h {
        Hypotheses::Rays => t!("dichotomies-set-rays-tip"),
        Hypotheses::Intervals => t!("dichotomies-set-intervals-tip"),
        Hypotheses::Lines => t!("dichotomies-set-lines-tip"),
        Hypotheses::Convex => t!("dichotomies-set-convex-tip"),
    }
}
