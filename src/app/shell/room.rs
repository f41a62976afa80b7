//! What a workspace is to the window's frame (a [`Room`]): what it shares of the window while it
//! acts and while it draws, and what the window asks of it in a frame — keeping up with the
//! points, its commands, its share of steps while playing, its keys and its panels. Each
//! workspace's folder implements it; `workspaces.rs` dispatches. A workspace drawn the standard way
//! (a status line, controls on the left, one panel on the right, its drawings on the plane) is a
//! `PlaneRoom` and lays out its panels with `standard_panels` (plane_room.rs).

use std::time::Duration;

use crate::app::command::Command;
use crate::app::document::Document;
use crate::app::document::presets::PresetKind;
use crate::app::plane::{self, PlaneState};
use crate::app::prefs::Prefs;
use crate::app::prefs::{Announcements, Around};
use crate::app::shell::narrator::Narration;
use crate::app::shell::runner::{Mode, Runner};
use crate::app::shell::tables::Table;
use crate::script::Panel;
use crate::t;

/// The controls panel's width when it first opens: narrower on a narrow window (a projector at
/// 1024×768), so that the plane keeps room.
pub fn controls_width(ctx: &egui::Context) -> f32 {
    (ctx.content_rect().width() * 0.27).clamp(220.0, 260.0)
}

/// What the left panel needs to know besides the preferences.
pub struct ControlsContext {
    pub mode: Mode,
    pub selected: Option<usize>,
    pub has_points: bool,
    /// A learner exists and has not stopped.
    pub can_step: bool,
    /// Why there is no learner (bad settings, too few points), if there is none.
    pub unusable: Option<String>,
    /// The preset the plane holds, unedited since it was loaded.
    pub preset_on_plane: Option<PresetKind>,
}

/// What a workspace shows on the stage: its main view, and beside it at most `panel`, at most
/// `panel_width` wide; or, without `main_view`, the panel alone in the main view's place (a
/// phone's tab).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OnStage {
    pub panel: Option<Panel>,
    pub panel_width: f32,
    pub main_view: bool,
    /// The plane's legend and axes on this stage.
    pub plane: plane::Look,
}

/// What a workspace shares with the window while it acts: the points, its own settings (`S`,
/// nothing of the other workspaces'), the runner.
pub(in crate::app) struct Shared<'a, S> {
    pub doc: &'a Document,
    pub settings: &'a mut S,
    pub runner: &'a mut Runner,
    /// Sentences for the banner (a replay that stopped short, one dropped).
    pub said: &'a mut Vec<String>,
}

impl<'a> Shared<'a, Prefs> {
    /// The same, with `R`'s own part of the preferences.
    fn narrow<R: SettingsIn>(&mut self) -> Shared<'_, R::Settings> {
        Shared {
            doc: self.doc,
            settings: R::settings_mut(self.settings),
            runner: self.runner,
            said: self.said,
        }
    }
}

/// Where each workspace stands in a lesson, under its own key (the lesson's window state keeps
/// them beside its other fields).
pub(in crate::app) type Places = serde_json::Map<String, serde_json::Value>;

/// What a workspace's panels share of the window in a frame: the points, its own settings (`S`),
/// the window's settings around it, the plane.
pub(in crate::app) struct Frame<'a, S> {
    pub doc: &'a Document,
    pub settings: &'a mut S,
    /// The label a click places, the preset, which panels show, the workspace's name.
    pub around: &'a mut Around,
    pub commands: &'a mut Vec<Command>,
    /// The plane (Classify's side-by-side view has a second of its own).
    pub plane: &'a mut PlaneState,
    pub mode: Mode,
    /// Presentation mode: text half as large again, so wider side panels.
    pub presentation: bool,
    /// The preset the plane holds, unedited since it was loaded.
    pub preset_on_plane: Option<PresetKind>,
    /// On a lecture's stage: the main view, and at most the one panel it names.
    pub stage: Option<OnStage>,
    /// The workspace and its state, in words, that the plane's description begins with.
    pub figure_context: &'a str,
}

impl<S> Frame<'_, S> {
    /// This frame around other settings: `split` takes them from its own, with anything else
    /// the caller keeps (a part of the settings, or all of them beside a frame of none).
    pub fn split<'b, T, U>(
        &'b mut self,
        split: impl FnOnce(&'b mut S) -> (&'b mut T, U),
    ) -> (Frame<'b, T>, U) {
        let (settings, kept) = split(self.settings);
        let frame = Frame {
            doc: self.doc,
            settings,
            around: self.around,
            commands: self.commands,
            plane: self.plane,
            mode: self.mode,
            presentation: self.presentation,
            preset_on_plane: self.preset_on_plane,
            stage: self.stage,
            figure_context: self.figure_context,
        };
        (frame, kept)
    }
}

/// A workspace, as its folder writes it: its own part of the preferences, and what the window
/// asks of it in a frame.
pub(in crate::app) trait Room {
    /// Its part of the preferences (a lesson saves it; no other room reads it): the type its
    /// registry entry names.
    type Settings;

    /// The room on the points of `doc`, as `settings` set it up.
    fn open(doc: &Document, settings: &Self::Settings) -> Self
    where
        Self: Sized;

    /// Keeps up with the points and its settings, and takes finished background work (asking
    /// for another frame while some is under way).
    fn sync(&mut self, shared: &mut Shared<'_, Self::Settings>, ctx: &egui::Context);

    /// Handles `command`, or hands back what the window does for it: an edit of the points,
    /// or the window's own commands (files, undo, the view…).
    fn apply(
        &mut self,
        command: Command,
        shared: &mut Shared<'_, Self::Settings>,
    ) -> Option<Command>;

    /// This frame's share of steps while playing or running to the end.
    fn advance(&mut self, shared: &mut Shared<'_, Self::Settings>, dt: f64, budget: Duration);

    /// Keys of its own, read before the widgets.
    fn keys(
        &mut self,
        _ctx: &egui::Context,
        _settings: &Self::Settings,
        _commands: &mut Vec<Command>,
    ) {
    }

    /// Its panels: the status bar, the left and right panels and the centre.
    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, Self::Settings>);

    /// What it is doing, in one sentence at `detail`, for the announcements (a room drawn the
    /// standard way says its status line). A sentence about `known` (said already) may be left
    /// unwritten.
    fn narration(
        &self,
        settings: &Self::Settings,
        doc: &Document,
        mode: Mode,
        detail: Announcements,
        known: &str,
    ) -> Narration;

    /// Its plots as tables, for a screen reader (the Tables window).
    fn tables(&self, _settings: &Self::Settings, _doc: &Document) -> Vec<Table> {
        Vec::new()
    }

    /// The panels a phone's stage offers behind its tabs, with their tabs' names: the room's
    /// right-hand panel.
    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        vec![(Panel::History, t!("views-phone-tab-details"))]
    }

    /// Whether its right-hand panel is as much what a lecture's scene shows as the plane is (a
    /// stage then gives the panel the scene asks for a share of the main view instead of the
    /// room left beside it).
    fn panel_is_main(&self) -> bool {
        false
    }

    /// The frame's spare time, after its commands: work that may wait (asking for another frame
    /// while some is left).
    fn spare_time(&mut self, _shared: &mut Shared<'_, Self::Settings>, _ctx: &egui::Context) {}

    /// Where its main view lay this frame, given the window's plane's rectangle: the plane by
    /// default (a room with a second plane beside it counts both).
    fn main_view(&self, plane: Option<egui::Rect>) -> Option<egui::Rect> {
        plane
    }

    /// The window leaves the workspace: background work stops.
    fn leave(&mut self) {}

    /// A picture of the window (the PNG export) is about to be drawn off screen: what its
    /// drawing would change of the window's (planes, textures, what is hovered) is kept aside.
    fn begin_picture(&mut self) {}

    /// The picture is drawn: the window's drawing state comes back.
    fn end_picture(&mut self) {}

    /// Every command, before the room shown takes it, whichever room is shown: background work
    /// the command would outdate stops (Classify's replay of a lesson takes what it has done).
    /// Hands back sentences for the banner.
    fn hear(&mut self, _command: &Command, _doc: &Document, _mode: Mode) -> Vec<String> {
        Vec::new()
    }

    /// The points were edited (in any workspace): every room hears it once, shown or not.
    fn points_changed(&mut self, _doc: &Document, _runner: &mut Runner) {}

    /// The points were replaced whole (a lesson, a file, a preset): what the room had selected or
    /// hovered past their end is forgotten.
    fn forget_gone_points(&mut self, _n: usize) {}

    /// Where the room stands, for a lesson saved while it is shown (nothing by default: the
    /// points and settings say it all).
    fn save_place(&self, _places: &mut Places) {}

    /// Puts back the place a lesson saved, once its points and settings are in place.
    fn restore_place(&mut self, _places: &Places, _shared: &mut Shared<'_, Self::Settings>) {}
}

/// Where a room's settings are kept in the whole preferences: the field its registry entry
/// names (written by the registry, in workspaces.rs).
pub(in crate::app) trait SettingsIn: Room {
    /// Its part of `prefs`, to read.
    fn settings(prefs: &Prefs) -> &Self::Settings;

    /// Its part of `prefs`, to change.
    fn settings_mut(prefs: &mut Prefs) -> &mut Self::Settings;
}

/// A [`Room`] as the window holds it, whichever workspace it is: each call hands the room its
/// own part of the whole preferences.
pub(in crate::app) trait AnyRoom {
    fn sync(&mut self, shared: &mut Shared<'_, Prefs>, ctx: &egui::Context);
    fn apply(&mut self, command: Command, shared: &mut Shared<'_, Prefs>) -> Option<Command>;
    fn advance(&mut self, shared: &mut Shared<'_, Prefs>, dt: f64, budget: Duration);
    fn keys(&mut self, ctx: &egui::Context, prefs: &Prefs, commands: &mut Vec<Command>);
    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, Prefs>);
    fn narration(
        &self,
        prefs: &Prefs,
        doc: &Document,
        mode: Mode,
        detail: Announcements,
        known: &str,
    ) -> Narration;
    fn tables(&self, prefs: &Prefs, doc: &Document) -> Vec<Table>;
    fn phone_tabs(&self) -> Vec<(Panel, &'static str)>;
    fn panel_is_main(&self) -> bool;
    fn spare_time(&mut self, shared: &mut Shared<'_, Prefs>, ctx: &egui::Context);
    fn main_view(&self, plane: Option<egui::Rect>) -> Option<egui::Rect>;
    fn leave(&mut self);
    fn begin_picture(&mut self);
    fn end_picture(&mut self);
    fn hear(&mut self, command: &Command, doc: &Document, mode: Mode) -> Vec<String>;
    fn points_changed(&mut self, doc: &Document, runner: &mut Runner);
    fn forget_gone_points(&mut self, n: usize);
    fn save_place(&self, places: &mut Places);
    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, Prefs>);
}

impl<R: SettingsIn> AnyRoom for R {
    fn sync(&mut self, shared: &mut Shared<'_, Prefs>, ctx: &egui::Context) {
        Room::sync(self, &mut shared.narrow::<R>(), ctx);
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_, Prefs>) -> Option<Command> {
        Room::apply(self, command, &mut shared.narrow::<R>())
    }

    fn advance(&mut self, shared: &mut Shared<'_, Prefs>, dt: f64, budget: Duration) {
        Room::advance(self, &mut shared.narrow::<R>(), dt, budget);
    }

    fn keys(&mut self, ctx: &egui::Context, prefs: &Prefs, commands: &mut Vec<Command>) {
        Room::keys(self, ctx, R::settings(prefs), commands);
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, Prefs>) {
        let (mut narrow, ()) = frame.split(|settings| (R::settings_mut(settings), ()));
        Room::panels_ui(self, ui, &mut narrow);
    }

    fn narration(
        &self,
        prefs: &Prefs,
        doc: &Document,
        mode: Mode,
        detail: Announcements,
        known: &str,
    ) -> Narration {
        Room::narration(self, R::settings(prefs), doc, mode, detail, known)
    }

    fn tables(&self, prefs: &Prefs, doc: &Document) -> Vec<Table> {
        Room::tables(self, R::settings(prefs), doc)
    }

    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        Room::phone_tabs(self)
    }

    fn panel_is_main(&self) -> bool {
        Room::panel_is_main(self)
    }

    fn spare_time(&mut self, shared: &mut Shared<'_, Prefs>, ctx: &egui::Context) {
        Room::spare_time(self, &mut shared.narrow::<R>(), ctx);
    }

    fn main_view(&self, plane: Option<egui::Rect>) -> Option<egui::Rect> {
        Room::main_view(self, plane)
    }

    fn leave(&mut self) {
        Room::leave(self);
    }

    fn begin_picture(&mut self) {
        Room::begin_picture(self);
    }

    fn end_picture(&mut self) {
        Room::end_picture(self);
    }

    fn hear(&mut self, command: &Command, doc: &Document, mode: Mode) -> Vec<String> {
        Room::hear(self, command, doc, mode)
    }

    fn points_changed(&mut self, doc: &Document, runner: &mut Runner) {
        Room::points_changed(self, doc, runner);
    }

    fn forget_gone_points(&mut self, n: usize) {
        Room::forget_gone_points(self, n);
    }

    fn save_place(&self, places: &mut Places) {
        Room::save_place(self, places);
    }

    fn restore_place(&mut self, places: &Places, shared: &mut Shared<'_, Prefs>) {
        Room::restore_place(self, places, &mut shared.narrow::<R>());
    }
}
