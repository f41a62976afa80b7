//! The window: place points, step or animate a learner, watch the line, w and the errors.
//!
//! [`App`] holds two kinds of state. [`Prefs`] is what a teacher sets up once — the learner's
//! settings, the speed, the preset, the theme and text size, which panels show — and is saved
//! between runs by eframe. Everything else (the points, the learner, the animation, caches) is
//! runtime state. Views never change app-level state directly: they push [`Command`]s, which
//! [`App::show`] applies once at the end of the frame. Data flows one way: input → command →
//! model step → state → drawing.

mod classroom;
mod controls;
mod convergence;
mod derived;
pub mod document;
mod export;
mod files;
pub mod geometry;
mod history;
mod lessons;
mod loss_view;
pub mod palette;
mod plane;
mod plane_extras;
mod points_layer;
pub mod presets;
mod recorder;
mod runner;
mod shortcuts;
mod status;
mod target_view;
mod theory_panel;
mod timeline_bar;
mod update_view;

use std::time::Duration;

use glam::DVec2;
use serde::{Deserialize, Serialize};

use crate::learn::{self, Algorithm, Budget, Event, Learner, Stop};
use crate::loss::Errors;

pub use document::{Document, Edit, Label, Point};
pub use plane_extras::TheoryOptions;
pub use presets::{Preset, PresetKind};
pub use runner::Mode;
pub use update_view::UpdateGeometry;

pub use classroom::{Action, Message};
pub use export::ExportSize;
pub use lessons::default_autosave_path;

use derived::Derived;
use history::{History, HistoryView};
use loss_view::LossView;
use recorder::Recorder;
use runner::Runner;

/// The key under which eframe stores [`Prefs`].
const PREFS_KEY: &str = "linlab-prefs";

/// Opens the window.
pub fn run() -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("linlab")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native("linlab", options, Box::new(|cc| Ok(Box::new(App::new(cc)))))
}

/// Light or dark.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Theme {
    /// Projects best.
    #[default]
    Light,
    Dark,
}

/// Which panels and drawings are shown.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct ViewOptions {
    /// The loss-comparison panel.
    pub show_losses: bool,
    /// E_in over t.
    pub show_history: bool,
    /// The w arrow.
    pub show_arrow: bool,
    /// The tint of the half-planes (or θ(s) for logistic regression).
    pub show_tint: bool,
    /// Rings on misclassified points.
    pub show_mistakes: bool,
    /// On a narrow window, which right-hand panel has the one column.
    pub side_tab: SideTab,
}

/// The right-hand panel a narrow window shows, when more than one is wanted: they share one
/// column as tabs.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum SideTab {
    /// The loss-comparison panel.
    Losses,
    /// E_in over t.
    History,
    /// Update geometry, separability and convergence, the dual view.
    #[default]
    Theory,
}

impl Default for ViewOptions {
    fn default() -> Self {
        Self {
            show_losses: true,
            show_history: true,
            show_arrow: true,
            show_tint: true,
            show_mistakes: true,
            side_tab: SideTab::default(),
        }
    }
}

/// What is saved between runs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    pub learner: learn::Settings,
    /// Updates per second while playing.
    pub speed: f64,
    /// The label a left click places (a right click places the other).
    pub place: Label,
    pub preset: Preset,
    pub theme: Theme,
    /// Text and widget size, 1 = egui's default.
    pub zoom: f32,
    pub view: ViewOptions,
    pub loss_view: LossView,
    /// Issue 4's views: the theory panel, αₙ, w_f, the vote region.
    pub theory: TheoryOptions,
}

/// The default budget: enough for PLA on any separable preset, small enough that PLA on
/// non-separable points stops within seconds.
pub const DEFAULT_MAX_UPDATES: u64 = 10_000;
/// The speed slider's range, in updates per second.
pub const SPEED_RANGE: std::ops::RangeInclusive<f64> = 1.0..=100_000.0;
/// The text size range.
pub const ZOOM_RANGE: std::ops::RangeInclusive<f32> = 0.75..=2.5;

impl Default for Prefs {
    fn default() -> Self {
        Self {
            learner: learn::Settings {
                budget: Budget {
                    max_updates: Some(DEFAULT_MAX_UPDATES),
                    max_visits: None,
                },
                ..learn::Settings::new(Algorithm::Pla)
            },
            speed: 10.0,
            place: Label::Positive,
            preset: Preset::default(),
            theme: Theme::Light,
            zoom: 1.25,
            view: ViewOptions::default(),
            loss_view: LossView::default(),
            theory: TheoryOptions::default(),
        }
    }
}

/// Something a view asks the app to do, applied at the end of the frame.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// One update (PLA: the scan to the next mistake and its correction).
    Step,
    /// One visit of one point (finer than a step for PLA).
    Visit,
    Play,
    Pause,
    TogglePlay,
    /// Step as fast as the frame budget allows until the learner stops.
    RunToEnd,
    /// Stop playing or running to the end.
    Stop,
    /// A new learner from the settings: t = 0, w = initial.
    Reset,
    AddPoint(Point),
    /// A drag in progress: not recorded for undo.
    MovePointLive {
        index: usize,
        to: DVec2,
    },
    /// A finished drag, recorded as one edit.
    MovePoint {
        index: usize,
        from: DVec2,
        to: DVec2,
    },
    DeletePoint(usize),
    FlipLabel(usize),
    Select(Option<usize>),
    Clear,
    Undo,
    Redo,
    SetAlgorithm(Algorithm),
    SetLearnerSettings(learn::Settings),
    LoadPreset(Preset),
    ResetView,
    /// Show the state right after update t of the run (the timeline's slider).
    ScrubTo(u64),
    /// Undo one update: show t − 1.
    StepBack,
    /// Files, lessons, the target, export, presentation (see [`classroom`]).
    Classroom(Action),
}

/// What the learner is doing, in words a student reads (see [`App::status`]).
#[derive(Debug, Clone, PartialEq)]
pub enum State {
    /// No learner: the settings or the points are not usable; the message says why.
    Unusable(String),
    /// At t = 0, waiting.
    Ready,
    Paused,
    Playing,
    RunningToEnd,
    Stopped(Stop),
}

/// The numbers of the status bar.
#[derive(Debug, Clone, PartialEq)]
pub struct Status {
    pub algorithm: Algorithm,
    pub state: State,
    /// t: the number of updates so far.
    pub t: u64,
    pub visits: u64,
    /// Training mistakes of w_t, and of ŵ for pocket.
    pub mistakes: usize,
    pub answer_mistakes: Option<usize>,
    pub points: usize,
    /// Whether the points are linearly separable (decided for up to
    /// [`MAX_SEPARABILITY_POINTS`] points).
    pub separable: Option<bool>,
}

/// Separability is decided (O(N log N), on every edit) for at most this many points.
pub const MAX_SEPARABILITY_POINTS: usize = 20_000;

/// The most time a frame spends stepping the learner.
pub const STEP_BUDGET: Duration = Duration::from_millis(4);

/// The most time a frame spends computing E_in for the history (see [`recorder`]).
pub const RECORD_BUDGET: Duration = Duration::from_micros(1500);
/// E_in is recorded after every update while (points × updates per frame) stays below this;
/// above it, once per frame at most, in slices.
const RECORD_EVERY_UPDATE_WORK: usize = 200_000;

/// The linlab window. Build it with [`App::new`] (eframe) or [`App::with_points`] (tests,
/// benchmarks), draw it with [`App::show`].
pub struct App {
    prefs: Prefs,
    doc: Document,
    learner: Option<Box<dyn Learner>>,
    /// Why there is no learner, if there is none.
    unusable: Option<String>,
    last_step: Option<learn::Step>,
    runner: Runner,
    history: History,
    history_view: HistoryView,
    plane: plane::PlaneState,
    derived: Derived,
    commands: Vec<Command>,
    recorder: Recorder,
    /// The (t, points' identity) of the history's latest record.
    recorded: Option<(u64, u64)>,
    step_budget: Duration,
    /// The hovered point reported by the loss panel last frame.
    hovered_from_losses: Option<usize>,
    /// The zoom and theme last given to egui, so they are set only when they change.
    applied_style: Option<(f32, Theme)>,
    show_help: bool,
    /// Separability of the points with that identity.
    separability: Option<(u64, crate::theory::Separability)>,
    /// The run's timeline and cos∠(w_f, w_t) trace (see [`timeline_bar`]).
    run: timeline_bar::RunRecord,
    plane_extras: plane_extras::PlaneExtras,
    classroom: classroom::Classroom,
}

impl App {
    /// The app as eframe starts it: saved preferences, and the last session (see
    /// [`lessons`]) or else the preset they name.
    pub fn new(cc: &eframe::CreationContext<'_>) -> Self {
        let prefs: Prefs = cc
            .storage
            .and_then(|storage| eframe::get_value(storage, PREFS_KEY))
            .unwrap_or_default();
        install_fonts(&cc.egui_ctx);
        Self::restored(prefs, default_autosave_path())
    }

    /// The app on `points` with `prefs` (points that are not finite are left out).
    pub fn with_points(prefs: Prefs, points: Vec<Point>) -> Self {
        let points: Vec<Point> = points.into_iter().filter(|p| p.x.is_finite()).collect();
        let doc = Document::with_points(points).unwrap_or_default();
        let mut app = Self {
            prefs,
            doc,
            learner: None,
            unusable: None,
            last_step: None,
            runner: Runner::default(),
            history: History::default(),
            history_view: HistoryView::default(),
            plane: plane::PlaneState::default(),
            derived: Derived::default(),
            commands: Vec::new(),
            recorder: Recorder::default(),
            recorded: None,
            step_budget: STEP_BUDGET,
            hovered_from_losses: None,
            applied_style: None,
            show_help: false,
            separability: None,
            run: timeline_bar::RunRecord::default(),
            plane_extras: plane_extras::PlaneExtras::default(),
            classroom: classroom::Classroom::default(),
        };
        app.reset_learner();
        app
    }

    // ---- The small API tests and benchmarks use. ----

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    pub fn points(&self) -> &[Point] {
        self.doc.points()
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }

    /// w_t, or `None` without a learner.
    pub fn learner_weights(&self) -> Option<&[f64]> {
        self.learner.as_deref().map(|l| l.weights())
    }

    /// The answer g (ŵ for pocket).
    pub fn answer_weights(&self) -> Option<&[f64]> {
        self.learner.as_deref().map(|l| l.answer())
    }

    pub fn mode(&self) -> Mode {
        self.runner.mode()
    }

    pub fn history_len(&self) -> usize {
        self.history.len()
    }

    /// The point the pointer is over in the plane.
    pub fn hovered_point(&self) -> Option<usize> {
        self.plane.hovered
    }

    /// The point whose marker the pointer is over in the loss panel (highlighted in the plane).
    pub fn point_hovered_in_losses(&self) -> Option<usize> {
        self.hovered_from_losses
    }

    /// Where point `n`'s marker on the 0/1 curve of the loss panel was on screen last frame.
    pub fn loss_marker_pos(&self, n: usize) -> Option<egui::Pos2> {
        let w = self.learner.as_deref()?.weights();
        let margin = self.doc.data().margin(w, n);
        self.prefs
            .loss_view
            .marker_pos_on_screen(margin, crate::loss::ErrorMeasure::ZeroOne)
    }

    pub fn selected_point(&self) -> Option<usize> {
        self.plane.selected
    }

    /// Where a plot point was on screen in the last frame (for tests that click on the plane).
    pub fn screen_pos_of(&self, x1: f64, x2: f64) -> Option<egui::Pos2> {
        self.plane.screen_pos_of(DVec2::new(x1, x2))
    }

    /// The plane's rectangle on screen in the last frame.
    pub fn plane_rect(&self) -> Option<egui::Rect> {
        self.plane.rect_on_screen()
    }

    /// Sets the most time a frame may spend stepping (benchmarks).
    pub fn set_step_budget(&mut self, budget: Duration) {
        self.step_budget = budget;
    }

    /// Queues a command, as a view would (tests, benchmarks).
    pub fn push_command(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// The status bar's numbers and state.
    pub fn status(&self) -> Status {
        let algorithm = self.prefs.learner.algorithm;
        let (t, visits) = self
            .learner
            .as_deref()
            .map_or((0, 0), |l| (l.counters().updates, l.counters().visits));
        let state = match (&self.learner, &self.unusable) {
            (None, Some(why)) => State::Unusable(why.clone()),
            (None, None) => State::Unusable("no learner".to_owned()),
            (Some(learner), _) => match (learner.stopped(), self.runner.mode()) {
                (Some(stop), _) => State::Stopped(stop),
                (None, Mode::Playing) => State::Playing,
                (None, Mode::RunningToEnd) => State::RunningToEnd,
                (None, Mode::Idle) if t == 0 && visits == 0 => State::Ready,
                (None, Mode::Idle) => State::Paused,
            },
        };
        let pocket = AnswerKind::of(algorithm) != AnswerKind::Current && self.learner.is_some();
        Status {
            algorithm,
            state,
            t,
            visits,
            mistakes: self.derived.current_mistakes,
            answer_mistakes: pocket.then_some(self.derived.answer_mistakes),
            points: self.doc.len(),
            separable: self.separability().and_then(|s| match s {
                crate::theory::Separability::Undecided(_) => None,
                decided => Some(decided.is_separable()),
            }),
        }
    }

    /// Whether the current points are linearly separable, and what follows (None above
    /// [`MAX_SEPARABILITY_POINTS`] points, or before the first frame).
    pub fn separability(&self) -> Option<&crate::theory::Separability> {
        self.separability
            .as_ref()
            .filter(|(id, _)| *id == self.doc.data().id())
            .map(|(_, s)| s)
    }

    /// Decides separability once per change of the points.
    fn refresh_separability(&mut self) {
        let data = self.doc.data();
        let fresh = self
            .separability
            .as_ref()
            .is_some_and(|(id, _)| *id == data.id());
        if !fresh && data.len() <= MAX_SEPARABILITY_POINTS {
            self.separability = Some((data.id(), crate::theory::separability(data)));
        }
    }

    /// The state in one sentence, as the status bar says it.
    pub fn status_text(&self) -> String {
        status::describe(&self.status(), &self.prefs.learner)
    }

    // ---- The frame. ----

    /// Draws the whole window into `ui` and applies what the person did.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        install_fonts(ui.ctx());
        self.apply_style(ui.ctx());
        self.classroom_frame(ui.ctx());
        self.advance(ui.ctx());
        self.refresh_derived(self.prefs.view.show_losses);
        self.refresh_separability();
        shortcuts::read(ui.ctx(), &mut self.commands);
        self.panels_ui(ui);
        self.apply_commands();
        self.catch_up_history();
        if self.runner.is_busy() || !self.recorder.is_idle() {
            ui.ctx().request_repaint();
        }
    }

    /// Draws only the loss-comparison panel, filling `ui` (for screenshots of that panel).
    pub fn losses_ui(&mut self, ui: &mut egui::Ui) {
        install_fonts(ui.ctx());
        self.apply_style(ui.ctx());
        self.refresh_derived(true);
        self.loss_markers_ui(ui);
    }

    fn apply_style(&mut self, ctx: &egui::Context) {
        let wanted = (
            self.prefs
                .zoom
                .clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end()),
            self.prefs.theme,
        );
        if self.applied_style == Some(wanted) {
            return;
        }
        ctx.set_zoom_factor(wanted.0);
        ctx.set_theme(match wanted.1 {
            Theme::Light => egui::Theme::Light,
            Theme::Dark => egui::Theme::Dark,
        });
        self.applied_style = Some(wanted);
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("classroom bar").show(ui, |ui| self.classroom_bar_ui(ui));
        egui::Panel::top("top bar").show(ui, |ui| {
            controls::top_bar_ui(
                ui,
                &mut self.prefs,
                &self.doc,
                &mut self.show_help,
                &mut self.commands,
            );
        });
        egui::Panel::bottom("status").show(ui, |ui| {
            status::ui(
                ui,
                &self.status(),
                &self.prefs.learner,
                self.progress(),
                self.separability(),
            );
        });
        egui::Panel::bottom("timeline").show(ui, |ui| self.timeline_ui(ui));
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    controls::ui(
                        ui,
                        &mut self.prefs,
                        controls::Context {
                            mode: self.runner.mode(),
                            selected: self.plane.selected.filter(|&n| n < self.doc.len()),
                            has_points: !self.doc.is_empty(),
                            can_step: self
                                .learner
                                .as_deref()
                                .is_some_and(|l| l.stopped().is_none()),
                            unusable: self.unusable.clone(),
                        },
                        &mut self.commands,
                    );
                    self.target_ui(ui);
                });
            });
        // On a narrow window (a projector at 1024×768, or 1280 wide at 125 % text) the right-hand
        // panels share one column as tabs, each with the column's whole height.
        let narrow = ui.ctx().content_rect().width() < 1100.0;
        let view = self.prefs.view;
        let curves_wanted = view.show_losses || view.show_history;
        let tabs: Vec<(SideTab, &str, &str)> = [
            (
                SideTab::Losses,
                "Losses",
                "The error functions of the margin y·s, a marker per point.",
                view.show_losses,
            ),
            (SideTab::History, "E_in", "E_in over t.", view.show_history),
            (
                SideTab::Theory,
                "Theory",
                "Update geometry, separability and convergence, the dual view.",
                self.prefs.theory.show_panel,
            ),
        ]
        .into_iter()
        .filter(|tab| tab.3)
        .map(|(tab, label, hint, _)| (tab, label, hint))
        .collect();
        if narrow && tabs.len() > 1 {
            if !tabs.iter().any(|t| t.0 == self.prefs.view.side_tab) {
                self.prefs.view.side_tab = tabs[tabs.len() - 1].0;
            }
            egui::Panel::right("side")
                .resizable(false)
                .exact_size((ui.ctx().content_rect().width() * 0.3).clamp(240.0, 300.0))
                .show(ui, |ui| {
                    ui.horizontal(|ui| {
                        for (tab, label, hint) in &tabs {
                            ui.selectable_value(&mut self.prefs.view.side_tab, *tab, *label)
                                .on_hover_text(*hint);
                        }
                    });
                    ui.separator();
                    if self.prefs.view.side_tab != SideTab::Losses {
                        self.hovered_from_losses = None;
                    }
                    match self.prefs.view.side_tab {
                        SideTab::Losses => self.loss_panel_ui(ui),
                        SideTab::History => self.history_panel_ui(ui),
                        SideTab::Theory => self.theory_panel_ui(ui),
                    }
                });
        } else if self.prefs.theory.show_panel {
            // A fixed width: a resizable panel follows its content, and the plane would re-fit
            // its view whenever the panel's text changes.
            egui::Panel::right("theory")
                .resizable(false)
                .exact_size((ui.ctx().content_rect().width() * 0.3).clamp(240.0, 300.0))
                .show(ui, |ui| self.theory_panel_ui(ui));
        }
        if curves_wanted && !(narrow && tabs.len() > 1) {
            let width = (ui.available_width() * 0.3).clamp(240.0, 460.0);
            egui::Panel::right("curves")
                .resizable(true)
                .default_size(width)
                .show(ui, |ui| self.curves_ui(ui));
        }
        egui::CentralPanel::default().show(ui, |ui| self.plane_ui(ui));
        if self.show_help {
            controls::help_window(ui.ctx(), &mut self.show_help);
        }
    }

    fn curves_ui(&mut self, ui: &mut egui::Ui) {
        let view = self.prefs.view;
        let both = view.show_losses && view.show_history;
        if view.show_losses {
            let height = if both {
                ui.available_height() * 0.55
            } else {
                ui.available_height()
            };
            ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
                self.loss_panel_ui(ui);
            });
        } else {
            self.hovered_from_losses = None;
        }
        if view.show_history {
            if both {
                ui.separator();
            }
            self.history_panel_ui(ui);
        }
    }

    fn loss_panel_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong("Error functions of the margin y·s");
        self.loss_markers_ui(ui);
    }

    /// The loss curves with a marker per point; remembers the marker hovered.
    fn loss_markers_ui(&mut self, ui: &mut egui::Ui) {
        let hovered = self.plane.hovered;
        self.hovered_from_losses = self.prefs.loss_view.ui_with_labels(
            ui,
            &self.derived.margins,
            self.doc.data().labels(),
            hovered,
        );
    }

    fn history_panel_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong("E_in over t");
        let viewing = self.is_scrubbed().then(|| self.shown_t()).flatten();
        self.history_view.ui(ui, &self.history, viewing);
    }

    fn plane_ui(&mut self, ui: &mut egui::Ui) {
        let learner = self.learner.as_deref();
        let algorithm = self.prefs.learner.algorithm;
        let kind = AnswerKind::of(algorithm);
        let weights = learner.and_then(|l| w3(l.weights()));
        let answer = learner.and_then(|l| w3(drawn_answer(l)));
        let mut view = self.prefs.view;
        view.show_tint &= !plane_extras::shades_vote(self.prefs.theory, algorithm);
        let extras_input = plane_extras::ExtrasInput {
            learner,
            points: self.doc.points(),
            options: self.prefs.theory,
            w_f: self.run.w_f.as_deref().and_then(w3).or_else(|| {
                self.separability()
                    .and_then(|s| s.max_margin())
                    .and_then(|m| w3(&m.w_f))
            }),
            data_id: self.doc.data().id(),
        };
        let extras = &mut self.plane_extras;
        let mut paint_extras = |layer, painter: &egui::Painter, t: &geometry::ScreenFromPlot, v| {
            extras.paint(layer, painter, t, v, &extras_input);
        };
        let input = plane::Input {
            points: self.doc.points(),
            algorithm,
            answer_kind: kind,
            answer,
            current: weights.filter(|_| kind != AnswerKind::Current),
            event: self.last_step.map(|s| s.event),
            mistakes: &self.derived,
            place: self.prefs.place,
            highlighted: self.hovered_from_losses,
            view,
            data_id: self.doc.data().id(),
            extras: Some(&mut paint_extras),
        };
        self.plane.ui(ui, input, &mut self.commands);
        self.target_overlay_ui(ui);
    }

    /// Progress of a run to the end, 0..1, if one is going.
    fn progress(&self) -> Option<f32> {
        if self.runner.mode() != Mode::RunningToEnd {
            return None;
        }
        let learner = self.learner.as_deref()?;
        let max = self.prefs.learner.budget.max_updates?;
        Some((learner.counters().updates as f64 / max.max(1) as f64).clamp(0.0, 1.0) as f32)
    }

    // ---- Stepping. ----

    /// Runs this frame's share of steps while playing or running to the end.
    fn advance(&mut self, ctx: &egui::Context) {
        if !self.runner.is_busy() {
            return;
        }
        self.ensure_timeline();
        let dt = f64::from(ctx.input(|i| i.stable_dt));
        let Some(learner) = self.learner.as_deref_mut() else {
            self.runner.stop();
            return;
        };
        let data = self.doc.data();
        if data.check_learnable().is_err() {
            self.runner.stop();
            return;
        }
        let n = data.len();
        let mut last = None;
        let every_update = n.saturating_mul(self.prefs.speed as usize / 30 + 1)
            <= RECORD_EVERY_UPDATE_WORK
            && self.runner.mode() == Mode::Playing;
        let history = &mut self.history;
        let run = &mut self.run;
        let mut recorded = None;
        self.runner
            .frame(dt, self.prefs.speed, self.step_budget, || {
                let step = learner.step(data);
                run.record(learner, &step);
                if every_update && step.updated() && !run.is_scrubbed() {
                    recorded = Some(record(history, learner, data));
                }
                last = Some(step);
                step.stop.is_none()
            });
        if let Some(step) = last {
            self.last_step = Some(step);
        }
        if recorded.is_some() {
            self.recorder.cancel();
            self.recorded = recorded;
        }
    }

    /// Brings the history up to the learner's current t (and current points), in slices of
    /// at most [`RECORD_BUDGET`] per frame when that takes long.
    fn catch_up_history(&mut self) {
        if self.run.is_scrubbed() {
            // The history keeps the whole run while an earlier t is shown.
            return;
        }
        let Some(learner) = self.learner.as_deref() else {
            self.recorder.cancel();
            return;
        };
        let data = self.doc.data();
        let wanted = (learner.counters().updates, data.id());
        if self.recorder.is_idle() && self.recorded != Some(wanted) {
            self.recorder.start(learner, data);
        }
        if let Some(r) = self.recorder.work(data, RECORD_BUDGET) {
            self.history.record(r.t, r.updates, r.current, r.answer);
            self.recorded = Some((r.t, data.id()));
        }
    }

    /// One step or visit on demand.
    fn step_once(&mut self, visit: bool) {
        self.runner.stop();
        if self.learner.is_none() {
            self.reset_learner();
        }
        self.ensure_timeline();
        let Some(learner) = self.learner.as_deref_mut() else {
            return;
        };
        let data = self.doc.data();
        let step = if visit {
            learner.visit(data)
        } else {
            learner.step(data)
        };
        self.run.record(learner, &step);
        self.last_step = Some(step);
    }

    /// A fresh learner from the settings on the current points (t = 0), or the reason there
    /// can be none.
    fn reset_learner(&mut self) {
        self.runner.stop();
        self.run.forget();
        self.last_step = None;
        self.history.clear();
        self.recorder.cancel();
        self.recorded = None;
        match self.prefs.learner.build(self.doc.data()) {
            Ok(learner) => {
                self.learner = Some(learner);
                self.unusable = None;
            }
            Err(e) => {
                self.learner = None;
                self.unusable = Some(e.to_string());
            }
        }
        self.derived.clear();
    }

    fn refresh_derived(&mut self, want_margins: bool) {
        match self.learner.as_deref() {
            Some(l) => {
                self.derived
                    .update(self.doc.data(), l.weights(), drawn_answer(l), want_margins)
            }
            None => self.derived.clear(),
        }
    }

    // ---- Commands. ----

    /// Applies the queued commands now ([`App::show`] does it at the end of each frame).
    pub fn apply_commands(&mut self) {
        let commands = std::mem::take(&mut self.commands);
        for command in commands {
            self.apply(command);
        }
    }

    fn apply(&mut self, command: Command) {
        match command {
            Command::Step => self.step_once(false),
            Command::Visit => self.step_once(true),
            Command::Play => self.play(),
            Command::Pause | Command::Stop => self.runner.stop(),
            Command::TogglePlay => {
                if self.runner.mode() == Mode::Playing {
                    self.runner.stop();
                } else {
                    self.play();
                }
            }
            Command::RunToEnd => {
                if self.ready_to_go() {
                    self.runner.run_to_end();
                }
            }
            Command::Reset => self.reset_learner(),
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
            Command::Undo => {
                if self.doc.undo() {
                    self.after_edit();
                }
            }
            Command::Redo => {
                if self.doc.redo() {
                    self.after_edit();
                }
            }
            Command::SetAlgorithm(algorithm) => {
                let mut settings = learn::Settings {
                    budget: self.prefs.learner.budget,
                    seed: self.prefs.learner.seed,
                    init: self.prefs.learner.init,
                    ..learn::Settings::new(algorithm)
                };
                if algorithm == Algorithm::Linreg {
                    settings.init = learn::Init::Zero;
                }
                self.prefs.learner = settings;
                self.reset_learner();
            }
            Command::SetLearnerSettings(settings) => {
                self.prefs.learner = settings;
                self.reset_learner();
            }
            Command::LoadPreset(preset) => {
                self.prefs.preset = preset;
                let after = preset.points();
                self.edit(Edit::Replace {
                    before: self.doc.points().to_vec(),
                    after,
                });
                self.plane.request_fit();
                self.reset_learner();
            }
            Command::ResetView => self.plane.request_fit(),
            Command::ScrubTo(t) => self.scrub_to(t),
            Command::StepBack => self.step_back(),
            Command::Classroom(action) => self.apply_classroom(action),
        }
    }

    fn play(&mut self) {
        if self.ready_to_go() {
            self.runner.play();
        }
    }

    /// Builds the learner if there is none yet; whether it can take another step.
    fn ready_to_go(&mut self) -> bool {
        if self.learner.is_none() {
            self.reset_learner();
        }
        self.learner
            .as_deref()
            .is_some_and(|l| l.stopped().is_none())
    }

    fn edit(&mut self, edit: Edit) {
        if self.doc.apply(edit).is_ok() {
            self.after_edit();
        }
    }

    /// After the points changed: the learner keeps w and rebinds (or one is built if there
    /// was none); a selection past the end is dropped.
    fn after_edit(&mut self) {
        match self.learner.as_deref_mut() {
            Some(learner) => learner.rebind(self.doc.data()),
            None => self.reset_learner(),
        }
        if self.doc.data().check_learnable().is_err() {
            self.runner.stop();
        }
        if self.plane.selected.is_some_and(|n| n >= self.doc.len()) {
            self.plane.selected = None;
        }
        self.plane.hovered = None;
        self.hovered_from_losses = None;
        if matches!(self.last_step.map(|s| s.event), Some(Event::PointUpdate { point, .. } | Event::Correct { point, .. }) if point >= self.doc.len())
        {
            self.last_step = None;
        }
    }
}

impl Default for App {
    /// The default preset with default preferences.
    fn default() -> Self {
        let prefs = Prefs::default();
        let points = prefs.preset.points();
        Self::with_points(prefs, points)
    }
}

impl eframe::App for App {
    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        eframe::set_value(storage, PREFS_KEY, &self.prefs);
        if let Some(Err(e)) = self.autosave() {
            eprintln!("linlab: could not save the session: {e}");
        }
    }
}

/// E_in of w_t (and of ŵ for pocket) recorded in the history; returns what was recorded:
/// (t, the points' identity).
fn record(history: &mut History, learner: &dyn Learner, data: &crate::data::Dataset) -> (u64, u64) {
    let counters = learner.counters();
    let current = Errors::of(data, learner.weights());
    let answer =
        (learner.algorithm() == Algorithm::Pocket).then(|| Errors::of(data, learner.answer()));
    history.record(counters.updates, counters.updates, current, answer);
    (counters.updates, data.id())
}

/// Adds the bundled DejaVu Sans as a fallback font, so ○, ×, ŵ, θ, subscripts and the other
/// symbols render the same on every machine (egui's own fonts lack some of them). Cheap after
/// the first call; takes effect at once if no text was laid out yet this frame.
pub fn install_fonts(ctx: &egui::Context) {
    const NAME: &str = "DejaVuSans";
    static FONT: &[u8] = include_bytes!("../../assets/DejaVuSans.ttf");
    let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
        .into_iter()
        .map(|family| egui::epaint::text::InsertFontFamily {
            family,
            priority: egui::epaint::text::FontPriority::Lowest,
        })
        .collect();
    ctx.add_font(egui::epaint::text::FontInsert::new(
        NAME,
        egui::FontData::from_static(FONT),
        families,
    ));
}

/// What the plane draws as the answer g, beside w_t.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AnswerKind {
    /// g = w_t (PLA, logistic and linear regression; and the voted perceptron, whose vote is
    /// not a line, so the plane shows w_t).
    Current,
    /// Pocket's ŵ.
    Pocket,
    /// The averaged perceptron's w̄.
    Average,
}

impl AnswerKind {
    pub fn of(algorithm: Algorithm) -> Self {
        if algorithm == Algorithm::Pocket {
            Self::Pocket
        } else if algorithm.id() == "averaged" {
            Self::Average
        } else {
            Self::Current
        }
    }

    /// The answer's symbol: "ŵ", "w̄" or "w".
    pub fn symbol(self) -> &'static str {
        match self {
            Self::Current => "w",
            Self::Pocket => "ŵ",
            Self::Average => "w̄",
        }
    }
}

/// The answer g the plane draws as a line (w_t when the answer is not a line).
fn drawn_answer(learner: &dyn Learner) -> &[f64] {
    match AnswerKind::of(learner.algorithm()) {
        AnswerKind::Current => learner.weights(),
        AnswerKind::Pocket | AnswerKind::Average => learner.answer(),
    }
}

/// The weights of a learner on the plane (d = 2), as (w₀, w₁, w₂).
fn w3(w: &[f64]) -> Option<[f64; 3]> {
    w.try_into().ok()
}
