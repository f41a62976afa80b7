//! The workspaces — Classify, Cluster, PCA, Several classes, Dichotomies and Transform — each a
//! [`Room`](crate::app::shell::room::Room) kept in [`Rooms`], and the one place the window reaches
//! them: it hands the one shown everything it does in a frame (keeping up with its background
//! work, its commands, its share of steps while playing, its keys and its panels), tells every
//! room when the points change, asks the one shown where it stands for a lesson, and gives
//! tests and the rest of the window what they read of each. The same points, plane, undo and
//! Step/Play keys serve every workspace.

use crate::app::App;
use crate::app::classify::Classify;
use crate::app::cluster::Cluster;
use crate::app::command::Command;
use crate::app::document::Document;
use crate::app::multiclass::Multiclass;
use crate::app::pca::Pca;
use crate::app::prefs::{Prefs, Workspace, each_workspace};
use crate::app::shell::room::{AnyRoom, Frame, OnStage, Room, SettingsIn, Shared};
use crate::app::shell::runner::Runner;
use crate::app::shell::status::{self, Status};

/// Builds [`Rooms`] from the registry's entries (`prefs::each_workspace!`).
macro_rules! rooms {
    ($($(#[$meta:meta])* $variant:ident in $folder:ident::$room:ident,
        settings $(#[$settings_meta:meta])* $settings:ty,
        $(actions $action:ty,)?
        words $name:literal $tip:literal;)*) => {
        /// The rooms' own state, one field per workspace.
        pub(in crate::app) struct Rooms {
            $($folder: crate::app::$folder::$room,)*
        }

        impl Rooms {
            /// Every room on the points of `doc`, as `prefs` set them up.
            pub fn open(doc: &Document, prefs: &Prefs) -> Self {
                Self {
                    $($folder: Room::open(doc, &prefs.$folder),)*
                }
            }

            /// The room of `workspace`: the one place a workspace is chosen.
            fn shown(&mut self, workspace: Workspace) -> &mut dyn AnyRoom {
                match workspace {
                    $(Workspace::$variant => &mut self.$folder,)*
                }
            }

            /// The room of `workspace`, to read (the same choice as [`Rooms::shown`]).
            fn shown_to_read(&self, workspace: Workspace) -> &dyn AnyRoom {
                match workspace {
                    $(Workspace::$variant => &self.$folder,)*
                }
            }

            /// Every room, shown or not.
            fn all(&mut self) -> Vec<&mut dyn AnyRoom> {
                vec![$(&mut self.$folder as &mut dyn AnyRoom),*]
            }
        }

        $(
            /// Its settings are the registry's field of [`Prefs`].
            impl SettingsIn for crate::app::$folder::$room {
                fn settings(prefs: &Prefs) -> &Self::Settings {
                    &prefs.$folder
                }

                fn settings_mut(prefs: &mut Prefs) -> &mut Self::Settings {
                    &mut prefs.$folder
                }
            }
        )*
    };
}
each_workspace!(rooms);

impl App {
    /// Hands `act` the room of the workspace shown with what it shares of the window, and shows
    /// what the room said.
    pub(super) fn in_shown_room<T>(
        &mut self,
        act: impl FnOnce(&mut dyn AnyRoom, &mut Shared<'_, Prefs>) -> T,
    ) -> T {
        let mut said = Vec::new();
        let room = self.rooms.shown(self.prefs.workspace);
        let mut shared = Shared {
            doc: &self.doc,
            settings: &mut self.prefs,
            runner: &mut self.runner,
            said: &mut said,
        };
        let out = act(room, &mut shared);
        self.note_all(said);
        out
    }

    /// Switching workspaces, and the commands of the workspace shown; hands back the rest.
    pub(super) fn apply_in_workspace(&mut self, command: Command) -> Option<Command> {
        match command {
            Command::SetWorkspace(workspace) => self.set_workspace(workspace),
            Command::ShowPlace { workspace, places } => {
                self.set_workspace(workspace);
                self.in_shown_room(|room, shared| room.restore_place(&places, shared));
            }
            Command::NextWorkspace => self.set_workspace(self.prefs.workspace.next()),
            // A room's own command while another is shown means nothing.
            Command::Room(action) if action.workspace() != self.prefs.workspace => {}
            command => return self.in_shown_room(|room, shared| room.apply(command, shared)),
        }
        None
    }

    pub(super) fn set_workspace(&mut self, workspace: Workspace) {
        if workspace != self.prefs.workspace {
            self.runner.stop();
            self.rooms.shown(self.prefs.workspace).leave();
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
        self.in_shown_room(|room, shared| room.advance(shared, dt, budget));
    }

    /// Every room hears `command` before the one shown takes it.
    pub(super) fn rooms_hear(&mut self, command: &Command) {
        let mode = self.runner.mode();
        let mut said = Vec::new();
        for room in self.rooms.all() {
            said.extend(room.hear(command, &self.doc, mode));
        }
        self.note_all(said);
    }

    /// After the points changed: every room follows them (Classify's learners keep w and
    /// rebind); a selection past the end is dropped.
    pub(super) fn after_edit(&mut self) {
        for room in self.rooms.all() {
            room.points_changed(&self.doc, &mut self.runner);
        }
        self.plane.forget_points_past(self.doc.len());
    }

    /// The points were replaced whole: what was selected past their end, and what was hovered,
    /// is forgotten, on the plane and in every room.
    pub(super) fn forget_gone_points(&mut self) {
        let n = self.doc.len();
        self.plane.forget_points_past(n);
        for room in self.rooms.all() {
            room.forget_gone_points(n);
        }
    }

    /// The status bar, the left and right panels and the centre of the workspace shown, after
    /// its keys.
    pub(super) fn workspace_panels_ui(&mut self, ui: &mut egui::Ui, stage: Option<OnStage>) {
        let preset_on_plane = self.loaded_preset.on_plane(&self.doc);
        let workspace = self.prefs.workspace;
        self.rooms
            .shown(workspace)
            .keys(ui.ctx(), &self.prefs, &mut self.commands);
        let mut around = self.prefs.around();
        let figure_context = self.narrator.figure_context(self.prefs.workspace);
        let mut frame = Frame {
            doc: &self.doc,
            settings: &mut self.prefs,
            around: &mut around,
            commands: &mut self.commands,
            plane: &mut self.plane,
            mode: self.runner.mode(),
            presentation: self.viewer.presentation,
            preset_on_plane,
            stage,
            figure_context: &figure_context,
        };
        self.rooms.shown(workspace).panels_ui(ui, &mut frame);
        self.prefs.set_around(around);
    }

    /// The room of the workspace shown, to ask it something.
    pub(super) fn shown_room(&self) -> &dyn AnyRoom {
        self.rooms.shown_to_read(self.prefs.workspace)
    }

    /// The room of the workspace shown, to tell it something.
    pub(super) fn shown_room_mut(&mut self) -> &mut dyn AnyRoom {
        self.rooms.shown(self.prefs.workspace)
    }

    /// Draws only Classify's loss-comparison panel, filling `ui` (for screenshots of that
    /// panel).
    pub fn losses_ui(&mut self, ui: &mut egui::Ui) {
        crate::i18n::set_language(self.viewer.language);
        crate::app::drawing::fonts::install_fonts(ui.ctx(), self.viewer.language);
        self.apply_style(ui.ctx());
        let bin_view = self.rooms.classify.loss_panel.bin_view();
        self.rooms.classify.runs[0].refresh_derived(self.doc.data(), true, bin_view);
        let mut around = self.prefs.around();
        let mut frame = Frame {
            doc: &self.doc,
            settings: &mut self.prefs.classify,
            around: &mut around,
            commands: &mut self.commands,
            plane: &mut self.plane,
            mode: self.runner.mode(),
            presentation: self.viewer.presentation,
            preset_on_plane: None,
            stage: None,
            figure_context: "",
        };
        self.rooms.classify.loss_markers_ui(ui, &mut frame);
        self.prefs.set_around(around);
    }

    // ---- What the rest of the window and the tests read of each room. ----

    /// The Classify workspace: its runs and what it showed last frame.
    pub fn classify(&self) -> &Classify {
        &self.rooms.classify
    }

    /// Classify, the points and the runner, to act on them at once.
    pub(super) fn classify_parts(&mut self) -> (&mut Classify, &Document, &mut Runner) {
        (&mut self.rooms.classify, &self.doc, &mut self.runner)
    }

    /// K-means on the points (shown in the Cluster workspace).
    pub fn cluster(&self) -> &Cluster {
        &self.rooms.cluster
    }

    /// PCA of the points (shown in the PCA workspace).
    pub fn pca(&self) -> &Pca {
        &self.rooms.pca
    }

    /// The multiclass learner on the points (shown in the Several classes workspace).
    pub fn multiclass(&self) -> &Multiclass {
        &self.rooms.multiclass
    }

    /// The Transform workspace: Φ, the points in Z and the learners there.
    pub fn transform(&self) -> &crate::app::TransformRoom {
        &self.rooms.transform
    }

    /// The Fit workspace: the fits on the points, their validation and the heat maps.
    pub fn fit(&self) -> &crate::app::FitRoom {
        &self.rooms.fit
    }

    /// The Bins workspace: the bin's samples, the coin game's runs and the many bins.
    pub fn bins(&self) -> &crate::app::Bins {
        &self.rooms.bins
    }

    /// The classes' names as a file had them.
    pub(super) fn class_names(&self) -> &[String] {
        self.rooms.multiclass.names()
    }

    pub(super) fn set_class_names(&mut self, names: Vec<String>) {
        self.rooms.multiclass.set_names(names);
    }

    /// The status bar's numbers and state, for the first run.
    pub fn status(&self) -> Status {
        let classify = &self.rooms.classify;
        classify.status_of(classify.primary(), self.runner.mode(), self.doc.data())
    }

    /// The state in one sentence, as the status bar says it; when comparing, both runs in one
    /// line ("PLA: 3 mistakes · Pocket: 2").
    pub fn status_text(&self) -> String {
        let classify = &self.rooms.classify;
        match classify.compared() {
            None => status::describe(&self.status(), classify.primary().settings()),
            Some(_) => status::compare_line(
                &classify
                    .runs
                    .iter()
                    .map(|r| {
                        let status = classify.status_of(r, self.runner.mode(), self.doc.data());
                        (status, r.settings())
                    })
                    .collect::<Vec<_>>(),
            ),
        }
    }
}
