//! The workspaces — Classify, Cluster, PCA and Several classes — each a
//! [`Room`](crate::app::shell::room::Room) kept in [`Rooms`]: the window hands the one shown
//! everything it does in a frame from here, chosen in one place ([`Rooms::shown`]): keeping up
//! with the points, its commands, its share of steps while playing, its keys and its panels. The
//! same points, plane, undo and Step/Play keys serve every workspace.

use crate::app::classes::ClassesView;
use crate::app::classify::Classify;
use crate::app::cluster::KMeansView;
use crate::app::document::presets::PresetKind;
use crate::app::pca::PcaView;
use crate::app::shell::room::{Frame, OnStage, Room, Shared};
use crate::app::shell::workspace::Workspace;
use crate::app::{App, Command};

/// The rooms' own state, one field per workspace.
pub(in crate::app) struct Rooms {
    pub classify: Classify,
    pub kmeans: KMeansView,
    pub pca: PcaView,
    pub classes: ClassesView,
}

impl Rooms {
    /// Classify with its runs, and the other workspaces empty.
    pub fn new(classify: Classify) -> Self {
        Self {
            classify,
            kmeans: KMeansView::default(),
            pca: PcaView::default(),
            classes: ClassesView::default(),
        }
    }

    /// The room of `workspace`: the one place a workspace is chosen.
    fn shown(&mut self, workspace: Workspace) -> &mut dyn Room {
        match workspace {
            Workspace::Classify => &mut self.classify,
            Workspace::Cluster => &mut self.kmeans,
            Workspace::Pca => &mut self.pca,
            Workspace::Classes => &mut self.classes,
        }
    }
}

impl App {
    /// The workspace shown as a [`Room`] with what it shares of the window.
    fn room(&mut self) -> (&mut dyn Room, Shared<'_>) {
        let room = self.rooms.shown(self.prefs.workspace);
        let shared = Shared {
            doc: &self.doc,
            prefs: &mut self.prefs,
            runner: &mut self.runner,
        };
        (room, shared)
    }

    /// Keeps the workspace shown up with the points, and takes its finished background work.
    pub(super) fn workspace_frame(&mut self, ctx: &egui::Context) {
        let (room, mut shared) = self.room();
        room.sync(&mut shared, ctx);
    }

    /// Switching workspaces, and the commands of the workspace shown; hands back the rest.
    pub(super) fn apply_in_workspace(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::SetWorkspace(workspace) => self.set_workspace(workspace),
            Command::NextWorkspace => self.set_workspace(self.prefs.workspace.next()),
            command => {
                let (room, mut shared) = self.room();
                return room.apply(command, &mut shared);
            }
        }
        None
    }

    pub(super) fn set_workspace(&mut self, workspace: Workspace) {
        if workspace != self.prefs.workspace {
            self.runner.stop();
            self.room().0.leave();
            self.prefs.workspace = workspace;
        }
    }

    /// Plays or runs the workspace shown to the end: this frame's share of steps.
    pub(super) fn advance(&mut self, ctx: &egui::Context) {
        if !self.runner.is_busy() {
            return;
        }
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let budget = self.step_budget;
        let (room, mut shared) = self.room();
        room.advance(&mut shared, dt, budget);
    }

    /// The status bar, the left and right panels and the centre of the workspace shown, after
    /// its keys and keeping up with the points.
    pub(super) fn workspace_panels_ui(&mut self, ui: &mut egui::Ui, stage: Option<OnStage>) {
        // Classify's timelines follow edits made in any workspace.
        self.rooms.classify.sync_runs(self.doc.data());
        let preset_on_plane = self.preset_on_plane();
        self.rooms
            .shown(self.prefs.workspace)
            .keys(ui.ctx(), &self.prefs, &mut self.commands);
        let (room, mut shared) = self.room();
        room.sync(&mut shared, ui.ctx());
        let (rooms, mut frame) = self.frame(preset_on_plane);
        frame.stage = stage;
        rooms.shown(frame.prefs.workspace).panels_ui(ui, &mut frame);
    }

    /// The workspaces with what their panels share of the window.
    pub(super) fn frame(&mut self, preset_on_plane: Option<PresetKind>) -> (&mut Rooms, Frame<'_>) {
        let mode = self.runner.mode();
        let frame = Frame {
            doc: &self.doc,
            prefs: &mut self.prefs,
            commands: &mut self.commands,
            plane: &mut self.plane,
            mode,
            presentation: self.viewer.presentation,
            preset_on_plane,
            stage: None,
        };
        (&mut self.rooms, frame)
    }
}
