//! The Transform workspace as the window drives it (a [`Room`]): the points follow the window's
//! into Z (live while one is dragged, so it moves in Z too); a new Φ starts the learners again;
//! the learners' commands (Step, Visit, Play, Run to end, Reset, the timeline, new settings, a
//! second learner) act on the points in Z as Classify's act on X; and Φ is saved with the
//! workspace's settings, in lessons and links.

use std::time::Duration;

use crate::app::command::{Command, RoomAction, TransformAction};
use crate::app::document::Document;
use crate::app::prefs::{Announcements, TransformPrefs};
use crate::app::shell::narrator::Narration;
use crate::app::shell::room::{Frame, Room, Shared};
use crate::app::shell::runner::{Mode, Runner};
use crate::app::shell::status;
use crate::lesson::window::{Place, Places, TransformPlace};
use crate::script::Panel;
use crate::t;

use super::{InZ, TransformRoom};

impl Room for TransformRoom {
    type Settings = TransformPrefs;

    fn open(doc: &Document, settings: &TransformPrefs) -> Self {
        let mut z = InZ::default();
        z.follow(doc, &settings.phi);
        let learners = Self::learners_on(&z.data, settings);
        Self {
            learners,
            z,
            curve: Default::default(),
            z_plane: crate::app::plane::PlaneState::second(),
            nested: Default::default(),
            kernel: Default::default(),
            section: Default::default(),
            hovered_in_x: None,
            hovered_in_z: None,
            replaced: false,
            z_drawn: false,
            z_alone: false,
        }
    }

    fn sync(&mut self, shared: &mut Shared<'_, TransformPrefs>, _ctx: &egui::Context) {
        self.follow(shared.doc, shared.settings, shared.runner);
        self.learners.sync_runs(&self.z.data);
    }

    fn spare_time(&mut self, shared: &mut Shared<'_, TransformPrefs>, ctx: &egui::Context) {
        self.follow(shared.doc, shared.settings, shared.runner);
        self.learners.record_in_spare_time(&self.z.data, ctx);
    }

    fn apply(
        &mut self,
        command: Command,
        shared: &mut Shared<'_, TransformPrefs>,
    ) -> Option<Command> {
        match command {
            Command::Room(RoomAction::Transform(TransformAction::SetTransform(phi))) => {
                shared.runner.stop();
                shared.settings.phi = phi;
                self.follow(shared.doc, shared.settings, shared.runner);
                self.z_plane.request_fit();
                None
            }
            other => {
                self.follow(shared.doc, shared.settings, shared.runner);
                self.learners.apply_on(
                    other,
                    &self.z.data,
                    &mut shared.settings.learners,
                    shared.runner,
                )
            }
        }
    }

    fn advance(&mut self, shared: &mut Shared<'_, TransformPrefs>, dt: f64, budget: Duration) {
        self.follow(shared.doc, shared.settings, shared.runner);
        self.learners.advance(
            &self.z.data,
            &shared.settings.learners,
            shared.runner,
            dt,
            budget,
        );
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, TransformPrefs>) {
        // `sync` brought the points in Z up to date this frame.
        self.z_drawn = false;
        let want_margins = frame.around.view.show_losses
            || self.section == super::layout::Section::Losses
            || frame.stage.is_some_and(|s| s.panel == Some(Panel::Loss));
        self.learners.refresh_derived(&self.z.data, want_margins);
        self.learners.refresh_separability(&self.z.data);
        let settings = &frame.settings;
        self.kernel.follow(
            frame.doc.data(),
            settings.kernel_beside,
            u32::from(settings.phi.degree()),
        );
        self.workspace_ui(ui, frame);
    }

    fn narration(
        &self,
        settings: &TransformPrefs,
        _doc: &Document,
        mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(self.status_text(settings, mode))
    }

    /// The plane of X, and Z's beside it when it was drawn this frame.
    fn main_view(&self, plane: Option<egui::Rect>) -> Option<egui::Rect> {
        let z = self
            .z_drawn
            .then(|| self.z_plane.rect_on_screen())
            .flatten();
        match (plane, z) {
            (Some(x), Some(z)) => Some(x.union(z)),
            (x, z) => x.or(z),
        }
    }

    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        vec![
            (Panel::WeightSpace, t!("transform-tab-z")),
            (Panel::Theory, t!("transform-tab-phi")),
            (Panel::History, t!("controls-tab-history")),
            (Panel::Loss, t!("controls-tab-losses")),
        ]
    }

    fn points_changed(&mut self, doc: &Document, runner: &mut Runner) {
        // The z's follow the points at once (a point dragged in X moves in Z in the same
        // frame); w is kept.
        let phi = self
            .z
            .key
            .as_ref()
            .map(|(_, p)| p.clone())
            .unwrap_or_default();
        if self.z.follow(doc, &phi) == super::Change::Points {
            self.learners.after_edit(&self.z.data, runner);
        }
        self.forget_past(doc.len());
    }

    fn save_place(&self, places: &mut Places) {
        TransformPlace {
            t: self.learners.shown_t().unwrap_or(0),
        }
        .write(places);
    }

    /// The learner in Z replayed to the t the lesson keeps (0 when it keeps none), the one
    /// compared with it from its start.
    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, TransformPrefs>) {
        let TransformPlace { t } = TransformPlace::read(places).unwrap_or_default();
        self.follow(shared.doc, shared.settings, shared.runner);
        let learners = &shared.settings.learners;
        let settings: Vec<_> = std::iter::once(&learners.learner)
            .chain(&learners.compare)
            .cloned()
            .collect();
        let targets = std::iter::once(t).chain(learners.compare.as_ref().map(|_| 0));
        let mode = shared.runner.mode();
        match self
            .learners
            .put_runs(settings, targets.collect(), &self.z.data, mode)
        {
            Ok(notes) => shared.said.extend(notes),
            Err(why) => shared.said.push(why),
        }
    }

    fn forget_gone_points(&mut self, n: usize) {
        self.forget_past(n);
        // New points: Z's view fits them, and the learners start again at t = 0.
        self.z_plane.request_fit();
        self.replaced = true;
    }
}

impl TransformRoom {
    /// What was selected or hovered past the first `n` points is forgotten.
    fn forget_past(&mut self, n: usize) {
        if self.z_plane.selected.is_some_and(|i| i >= n) {
            self.z_plane.selected = None;
        }
        self.z_plane.hovered = None;
        self.hovered_in_x = None;
        self.hovered_in_z = None;
    }

    /// Φ and the learner's state in one sentence (the status bar's, or why Φ failed).
    pub fn status_text(&self, settings: &TransformPrefs, mode: Mode) -> String {
        let phi = super::picker::describe(&settings.phi);
        if let Some(error) = &self.z.error {
            return format!("{phi}: {error}");
        }
        let learners = &self.learners;
        let state = learners.status_of(learners.primary(), mode, &self.z.data);
        format!(
            "{phi} · {}",
            status::describe(&state, learners.primary().settings())
        )
    }
}
