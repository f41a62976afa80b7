//! The window in the Cluster, PCA and Classes workspaces: the same points, plane, undo and
//! Step/Play keys as classifying, but K-means, PCA or the multiclass learner in place of the
//! learners — their controls on the left, their curves on the right, their drawings in the
//! plane, their state in the status bar.
//!
//! Commands are routed here first: Step, Step back, Play, Run to end, Reset and the timeline
//! move K-means; a click on the plane places a centre while the centres are being clicked. The
//! Classes workspace takes its own (`classes::commands`).

use crate::t;

use crate::app::classes;
use crate::app::cluster::{self, ClusterPrefs, Start};
use crate::app::plane::{self, PointsBy};
use crate::app::shell::runner::Mode;
use crate::app::shell::workspace::Workspace;
use crate::app::{App, ClusterAction, Command, classify::controls};

impl App {
    /// Keeps K-means and PCA on the current points and takes finished background results.
    pub(super) fn unsupervised_frame(&mut self, ctx: &egui::Context) {
        let data = self.doc.data();
        match self.prefs.workspace {
            Workspace::Classify => return,
            Workspace::Cluster => self.kmeans.sync(data, &self.prefs.cluster),
            Workspace::Pca => self.pca.sync(data),
            Workspace::Classes => {
                self.sync_classes();
                return;
            }
        }
        if self.kmeans.is_computing() {
            if let Some(best_seed) = self.kmeans.poll() {
                // Keep the best run: its seed, stepped to convergence.
                self.prefs.cluster.seed = best_seed;
                if self.prefs.cluster.start == Start::Clicked {
                    self.prefs.cluster.start = Start::Random;
                }
                self.kmeans.reset(&self.prefs.cluster);
                while self.kmeans.step() {}
            }
            ctx.request_repaint();
        }
    }

    /// Handles `command` if the Cluster or PCA workspace takes it; else hands it back.
    pub(super) fn apply_unsupervised(&mut self, command: Command) -> Option<Command> {
        if let Command::SetWorkspace(workspace) = command {
            self.set_workspace(workspace);
            return None;
        }
        if let Command::NextWorkspace = command {
            self.set_workspace(self.prefs.workspace.next());
            return None;
        }
        match self.prefs.workspace {
            Workspace::Classify => {
                return match command {
                    Command::Cluster(_) | Command::Classes(_) => None,
                    other => Some(other),
                };
            }
            Workspace::Classes => return self.apply_classes(command),
            Workspace::Cluster | Workspace::Pca => {}
        }
        let data = self.doc.data();
        self.kmeans.sync(data, &self.prefs.cluster);
        let clustering = self.prefs.workspace == Workspace::Cluster;
        match command {
            Command::Step | Command::Visit if clustering => {
                self.runner.stop();
                self.kmeans.step();
            }
            Command::StepBack if clustering => {
                self.runner.stop();
                self.kmeans.step_back();
            }
            Command::ScrubTo(t) if clustering => {
                self.runner.stop();
                self.kmeans.show(t as usize);
            }
            Command::Play | Command::TogglePlay if clustering => {
                if self.runner.mode() == Mode::Playing {
                    self.runner.stop();
                } else if self.kmeans.can_step() {
                    self.runner.play();
                }
            }
            Command::RunToEnd if clustering => {
                if self.kmeans.can_step() {
                    self.runner.run_to_end();
                }
            }
            Command::Reset if clustering => {
                self.runner.stop();
                self.kmeans.reset(&self.prefs.cluster);
            }
            Command::AddPoint(point)
                if clustering && self.prefs.cluster.start == Start::Clicked =>
            {
                self.runner.stop();
                self.kmeans.place_centre(point.x, &self.prefs.cluster);
            }
            Command::Cluster(action) => self.apply_cluster(action),
            Command::Classes(_) => {}
            // The learners' own commands mean nothing here.
            Command::Step
            | Command::Visit
            | Command::StepBack
            | Command::ScrubTo(_)
            | Command::Play
            | Command::TogglePlay
            | Command::RunToEnd
            | Command::Reset => {}
            other => return Some(other),
        }
        None
    }

    fn apply_cluster(&mut self, action: ClusterAction) {
        self.runner.stop();
        match action {
            ClusterAction::SetPrefs(prefs) => {
                let restart = (prefs.k, prefs.start, prefs.seed)
                    != (
                        self.prefs.cluster.k,
                        self.prefs.cluster.start,
                        self.prefs.cluster.seed,
                    );
                self.prefs.cluster = ClusterPrefs {
                    k: prefs.clamped_k(),
                    speed: prefs.speed.clamp(1, 60),
                    ..prefs
                };
                if restart {
                    self.kmeans.reset(&self.prefs.cluster);
                }
            }
            ClusterAction::ClearClicked => self.kmeans.clear_clicked(&self.prefs.cluster),
            ClusterAction::Restarts => self.kmeans.start_restarts(&self.prefs.cluster),
            ClusterAction::Elbow => self.kmeans.start_elbow(&self.prefs.cluster),
        }
    }

    pub(super) fn set_workspace(&mut self, workspace: Workspace) {
        if workspace != self.prefs.workspace {
            self.runner.stop();
            if self.prefs.workspace == Workspace::Cluster {
                self.kmeans.stop_computing();
            }
            self.prefs.workspace = workspace;
        }
    }

    /// Plays or runs K-means to the end: this frame's share of half steps.
    pub(super) fn advance_unsupervised(&mut self, ctx: &egui::Context) {
        if self.prefs.workspace == Workspace::Classes {
            self.advance_classes(ctx);
            return;
        }
        if self.prefs.workspace != Workspace::Cluster {
            self.runner.stop();
            return;
        }
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let speed = f64::from(self.prefs.cluster.speed);
        let kmeans = &mut self.kmeans;
        self.runner
            .frame(dt, speed, self.step_budget, || kmeans.step());
    }

    /// The left panel, the right panel, the status bar and the plane of Cluster and PCA.
    pub(super) fn unsupervised_panels_ui(&mut self, ui: &mut egui::Ui) {
        // The learners' timelines follow edits made here too (the timeline bar does it when
        // classifying).
        self.sync_runs();
        let workspace = self.prefs.workspace;
        if workspace == Workspace::Classes {
            self.class_keys(ui.ctx());
            self.sync_classes();
        }
        let status = match workspace {
            Workspace::Cluster => cluster::status_text(&self.prefs.cluster, &self.kmeans),
            Workspace::Classes => classes::status_text(&self.prefs.classes, &self.classes),
            _ => self.pca.status_text(),
        };
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal(|ui| {
                ui.strong(workspace.name());
                ui.separator();
                ui.label(t!("views-points-count", n = self.doc.len()));
                ui.separator();
                ui.label(status);
            });
        });
        if self.prefs.view.show_controls {
            egui::Panel::left("controls")
                .resizable(true)
                .default_size(crate::app::layout::controls_width(ui.ctx()))
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        let selected = self.plane.selected.filter(|&n| n < self.doc.len());
                        let cx = controls::Context {
                            mode: self.runner.mode(),
                            selected,
                            has_points: !self.doc.is_empty(),
                            can_step: false,
                            unusable: None,
                            preset_on_plane: self.preset_on_plane(),
                        };
                        if workspace == Workspace::Classes {
                            classes::controls_ui(
                                ui,
                                &self.prefs.classes,
                                &self.classes,
                                &cx,
                                &mut self.commands,
                            );
                            return;
                        }
                        controls::points_ui(ui, &mut self.prefs, &cx, &mut self.commands);
                        ui.separator();
                        match workspace {
                            Workspace::Cluster => cluster::controls_ui(
                                ui,
                                &self.prefs.cluster,
                                &self.kmeans,
                                self.runner.mode(),
                                &mut self.commands,
                            ),
                            _ => {
                                ui.strong(t!("views-pca-heading"));
                                ui.label(t!("views-pca-explanation"));
                            }
                        }
                    });
                });
        }
        let width = (ui.available_width() * 0.3).clamp(240.0, 420.0);
        egui::Panel::right("unsupervised curves")
            .resizable(true)
            .default_size(width)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| match workspace {
                    Workspace::Cluster => cluster::history_ui(ui, &self.kmeans),
                    Workspace::Classes => {
                        classes::curves_ui(ui, &self.classes, &mut self.prefs.loss_view);
                    }
                    _ => self.pca.panel_ui(ui, self.doc.len()),
                });
            });
        egui::CentralPanel::default().show(ui, |ui| self.unsupervised_plane_ui(ui));
    }

    fn unsupervised_plane_ui(&mut self, ui: &mut egui::Ui) {
        let dark = ui.visuals().dark_mode;
        let workspace = self.prefs.workspace;
        let points = self.doc.points();
        let classes: Vec<usize> = match workspace {
            Workspace::Classes => points.iter().map(crate::app::Point::class).collect(),
            _ => Vec::new(),
        };
        let groups: &[usize] = match (workspace, self.kmeans.kmeans()) {
            (Workspace::Cluster, Some(k)) => k.labels(),
            (Workspace::Classes, _) => &classes,
            _ => &[],
        };
        let kmeans = &self.kmeans;
        let pca = &self.pca;
        let algorithm = self.primary().algorithm();
        let multiclass = &mut self.classes;
        let classes_prefs = &self.prefs.classes;
        let mut paint = |layer,
                         painter: &egui::Painter,
                         t: &crate::app::drawing::geometry::ScreenFromPlot,
                         v| {
            match workspace {
                Workspace::Cluster => cluster::paint_layer(kmeans, layer, painter, t, v, dark),
                Workspace::Classes => {
                    classes::paint_layer(multiclass, classes_prefs, layer, painter, t, dark)
                }
                _ => pca.paint_layer(layer, painter, t, v, points, dark),
            }
        };
        let mut view = self.prefs.view;
        view.show_tint = false;
        view.show_mistakes = false;
        view.show_arrow = false;
        let input = plane::Input {
            points,
            algorithm,
            answer_kind: crate::app::AnswerKind::Current,
            answer: None,
            current: None,
            event: None,
            mistakes: &self.runs[0].derived,
            place: self.prefs.place,
            highlighted: None,
            view,
            data_id: self.doc.data().id(),
            extras: Some(&mut paint),
            compared: None,
            title: None,
            points_by: PointsBy::Group(groups),
        };
        self.plane.ui(ui, input, &mut self.commands);
    }
}
