//! The window: place points, step or animate a learner, watch the line, w and the errors.
//!
//! [`App`] holds three kinds of state. [`Prefs`] is what a teacher sets up and a lesson carries —
//! each workspace's settings (the learner's, the speed), the preset, which panels show — and
//! [`Viewer`] is the viewer's own — the language, the theme and text size, presentation mode;
//! eframe saves both between runs. Everything else (the points, the learner, the animation,
//! caches) is runtime state. A view edits only settings it shows (a workspace's controls its
//! own, the top bar the preferences and the viewer's); everything else it asks for with
//! [`Command`]s, which [`App::show`] applies once at the end of the frame. Data flows one way:
//! input → command → model step → state → drawing.

mod apply;
mod bins;
mod class;
mod classify;
mod classroom;
mod cluster;
pub mod command;
mod dichotomies;
pub mod document;
mod drawing;
mod fit;
mod layout;
mod lecture;
mod multiclass;
mod pca;
mod plane;
mod prefs;
mod shell;
mod transform;
#[cfg(target_arch = "wasm32")]
mod web;
mod workspaces;

use std::time::Duration;

use crate::i18n::Language;

pub use bins::Bins;
pub use classify::weight_view::{
    ROWS_BUDGET as WEIGHT_SPACE_ROWS_BUDGET, SLICED_ABOVE as WEIGHT_SPACE_SLICED_ABOVE,
    grid_size as weight_space_grid,
};
pub use cluster::RESTARTS;
pub use command::{
    BinsAction, ClassAction, ClassroomAction, ClusterAction, Command, Comparison, ExportSize,
    FitAction, LectureAction, MulticlassAction, RoomAction, ScriptEdit, TaskAction,
    TransformAction,
};
use document::Document;
pub use document::presets::{Preset, PresetKind};
pub use document::{Label, Point};
pub use drawing::fonts::install_fonts;
pub use drawing::{geometry, palette};
pub use fit::{FitRoom, Fits};
pub use multiclass::TEST_POINTS as MULTICLASS_TEST_POINTS;
pub use prefs::Announcements;
use prefs::ZOOM_RANGE;
pub use prefs::{
    BinsPrefs, BinsSection, Choose as FitChoose, ClusterPrefs, CurveOver, FitPrefs, KernelBeside,
    MulticlassPrefs, MulticlassPreset, MulticlassPresetKind, Prefs, Start as ClusterStart, Theme,
    TransformPrefs, Viewer, WeightView as FitWeightView, Workspace,
};
pub use shell::runner::Mode;
pub use shell::shortcuts::ALL as SHORTCUTS;
pub use shell::status::State;
pub use transform::TransformRoom;

#[cfg(not(target_arch = "wasm32"))]
pub use class::classes_dir;
pub use class::coin_histogram as class_coins;
#[cfg(not(target_arch = "wasm32"))]
pub use class::report as class_report;
pub use classify::run::learners_bound_on_this_thread;
pub use classroom::lessons::LessonPoints;
#[cfg(not(target_arch = "wasm32"))]
use classroom::lessons::default_autosave_path;
pub use lecture::Lecture;
pub use lecture::presenter;
pub use lecture::print_size::{PrintedText, printed_texts, smallest_printed};
pub use lecture::stage::main_view_share;
pub use shell::message::Message;
pub use shell::offscreen::{OffscreenWindow, encode_png};

use classroom::lessons::LessonUndo;
use document::presets::LoadedPreset;
#[cfg(not(target_arch = "wasm32"))]
use eframe::{get_value, set_value};
use shell::runner::Runner;
#[cfg(target_arch = "wasm32")]
use web::{get_value, set_value};

/// The key under which eframe stores [`Prefs`].
const PREFS_KEY: &str = "linlab-prefs";
/// The key under which eframe stores the [`Viewer`]'s settings (before they had their own key,
/// they were read from [`PREFS_KEY`]'s fields of the same names).
const VIEWER_KEY: &str = "linlab-viewer";

/// Starts the app in the web page, on its canvas.
#[cfg(target_arch = "wasm32")]
pub use web::start as start_web;

/// Opens the window; `language` (from `--lang`) overrides the saved or the system's language.
#[cfg(not(target_arch = "wasm32"))]
pub fn run(language: Option<Language>, first: Vec<Command>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("linlab")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([900.0, 600.0]),
        ..Default::default()
    };
    eframe::run_native(
        "linlab",
        options,
        Box::new(move |cc| {
            let mut app = App::new(cc, language);
            app.commands.extend(first);
            Ok(Box::new(app))
        }),
    )
}

/// The most time a frame spends stepping the learner.
pub const STEP_BUDGET: Duration = Duration::from_millis(4);

/// The linlab window. Build it with [`App::new`] (eframe) or [`App::with_points`] (tests,
/// benchmarks), draw it with [`App::show`].
///
/// The app is the document (the points and their undo) plus one or two [`Run`]s on it plus the
/// views' own state. Each view reads (document, run) and emits commands.
pub struct App {
    prefs: Prefs,
    viewer: Viewer,
    doc: Document,
    runner: Runner,
    plane: plane::PlaneState,
    commands: Vec<Command>,
    step_budget: Duration,
    /// The zoom and theme last given to egui, so they are set only when they change.
    applied_style: Option<(f32, Theme)>,
    show_help: bool,
    classroom: classroom::Classroom,
    /// The live class: the class the teacher's window holds, or the student's page it is.
    class: class::LiveClass,
    /// The whole state before a lesson was opened, for Undo.
    undo_lesson: LessonUndo,
    /// Each workspace's own state.
    rooms: workspaces::Rooms,
    /// The lecture script open, if any.
    lecture: Lecture,
    /// The preset last loaded, and whether the plane still holds it.
    loaded_preset: LoadedPreset,
    /// The announcements: what each step, key, scene and verdict said.
    narrator: shell::narrator::Narrator,
    /// The plots as tables, for a screen reader.
    tables: shell::tables::TablesWindow,
    /// Where the sounds go (the viewer's Sound).
    sound: shell::sound::SoundOut,
}

impl App {
    /// The app as eframe starts it: saved preferences, and the last session (see
    /// [`lessons`]) or else the preset they name.
    pub fn new(cc: &eframe::CreationContext<'_>, language: Option<Language>) -> Self {
        // The first start speaks the system's language; later ones the one chosen; `--lang`
        // (`language`) speaks its own, from the first words on.
        let prefs: Prefs = cc
            .storage
            .and_then(|storage| get_value(storage, PREFS_KEY))
            .unwrap_or_default();
        let mut viewer: Viewer = cc
            .storage
            .and_then(|storage| {
                get_value(storage, VIEWER_KEY).or_else(|| get_value(storage, PREFS_KEY))
            })
            .unwrap_or_else(|| Viewer {
                language: Language::of_system(),
                ..Viewer::default()
            });
        if let Some(language) = language {
            viewer.language = language;
        }
        #[cfg(target_arch = "wasm32")]
        if let Some(language) = web::asked_language() {
            viewer.language = language;
        }
        #[cfg(target_arch = "wasm32")]
        if web::asks_for_access() {
            viewer.turn_access_on();
        }
        install_fonts(&cc.egui_ctx, viewer.language);
        #[cfg(target_arch = "wasm32")]
        {
            let ratio = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()) as f32;
            let hinted = drawing::fonts::hinted_at(ratio);
            cc.egui_ctx.all_styles_mut(|style| {
                style.visuals.text_options.font_hinting = hinted;
                style.visuals.text_options.subpixel_binning = drawing::fonts::PAGE_SUBPIXEL_BINNING;
            });
        }
        // What restoring says (a lecture opened from the address, an autosave kept aside) is
        // said in the language the window will speak.
        crate::i18n::set_language(viewer.language);
        #[cfg(not(target_arch = "wasm32"))]
        let mut app = Self::restored(prefs, default_autosave_path());
        // The window a teacher opens holds its class on the classroom's network and keeps it on
        // disk as it goes, beside the autosave; every other app (tests, benchmarks) keeps the
        // default: this machine alone, nothing written.
        #[cfg(not(target_arch = "wasm32"))]
        {
            app.class.teacher.config = crate::class::server::ClassConfig::classroom();
            app.class.teacher.config.journal = classes_dir();
        }
        #[cfg(target_arch = "wasm32")]
        let app = web::restored(prefs, cc.storage);
        let mut app = app.with_viewer(viewer);
        // The first frame is drawn at the viewer's zoom and theme from its first pass.
        app.set_style(&cc.egui_ctx);
        app
    }

    /// The same app seen with `viewer`'s language, theme, text size and presentation mode.
    pub fn with_viewer(mut self, viewer: Viewer) -> Self {
        self.viewer = viewer;
        self
    }

    /// The app on `points` with `prefs` (points that are not finite are left out).
    pub fn with_points(prefs: Prefs, points: Vec<Point>) -> Self {
        let points: Vec<Point> = points.into_iter().filter(|p| p.x.is_finite()).collect();
        let doc = Document::with_points(points).unwrap_or_default();
        let loaded_preset = LoadedPreset::of(prefs.preset);
        let rooms = workspaces::Rooms::open(&doc, &prefs);
        Self {
            prefs,
            viewer: Viewer::default(),
            doc,
            runner: Runner::default(),
            plane: plane::PlaneState::default(),
            commands: Vec::new(),
            step_budget: STEP_BUDGET,
            applied_style: None,
            show_help: false,
            classroom: classroom::Classroom::default(),
            class: class::LiveClass::default(),
            undo_lesson: LessonUndo::default(),
            rooms,
            lecture: Lecture::default(),
            loaded_preset,
            narrator: shell::narrator::Narrator::default(),
            tables: shell::tables::TablesWindow::default(),
            sound: shell::sound::SoundOut::default(),
        }
    }

    // ---- The small API tests and benchmarks use. ----

    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// The viewer's language, theme, text size and presentation mode.
    pub fn viewer(&self) -> &Viewer {
        &self.viewer
    }

    /// The viewer's settings, to change as the menus do (tests).
    pub fn viewer_mut(&mut self) -> &mut Viewer {
        &mut self.viewer
    }

    pub fn points(&self) -> &[Point] {
        self.doc.points()
    }

    pub fn document(&self) -> &Document {
        &self.doc
    }

    /// Files, lessons, export and presentation: what tests read of them.
    pub fn classroom(&self) -> &classroom::Classroom {
        &self.classroom
    }

    /// The live class: the class the teacher's window holds, or the student's page it is.
    pub fn live_class(&self) -> &class::LiveClass {
        &self.class
    }

    /// The live class, to join one or to connect the student's page (tests).
    pub fn live_class_mut(&mut self) -> &mut class::LiveClass {
        &mut self.class
    }

    /// What a message from the teacher does to the window, a student's page (on any other
    /// window, nothing): the page follows the teacher to the scene shown.
    pub fn student_receive(&mut self, message: crate::class::protocol::ToPage) {
        let Some(page) = &mut self.class.student else {
            return;
        };
        if let Some(k) = page.receive(message, &mut self.lecture) {
            self.apply_lecture(LectureAction::GoTo(k));
        }
    }

    /// The plane: what it showed last frame (its line, view and rectangle, the point hovered or
    /// selected).
    pub fn plane(&self) -> &plane::PlaneState {
        &self.plane
    }

    pub fn mode(&self) -> Mode {
        self.runner.mode()
    }

    /// Sets the most time a frame may spend stepping (benchmarks).
    pub fn set_step_budget(&mut self, budget: Duration) {
        self.step_budget = budget;
    }

    /// Plays the window's sounds on `player` (tests: a [`crate::sound::player::Recorder`]).
    pub fn set_player(&mut self, player: Box<dyn crate::sound::player::Player>) {
        self.sound.set_player(player);
    }

    /// Queues a command, as a view would (tests, benchmarks).
    pub fn push_command(&mut self, command: Command) {
        self.commands.push(command);
    }

    /// Shows what a replay had to say.
    pub(super) fn note_all(&mut self, notes: Vec<String>) {
        for note in notes {
            self.classroom.add_info(note);
        }
    }

    // ---- The frame. ----

    /// Draws the whole window into `ui` and applies what the person did.
    pub fn show(&mut self, ui: &mut egui::Ui) {
        crate::i18n::set_language(self.viewer.language);
        install_fonts(ui.ctx(), self.viewer.language);
        self.apply_style(ui.ctx());
        self.classroom_frame(ui.ctx());
        self.class_frame(ui.ctx());
        self.lecture_frame(ui.ctx());
        // The room shown keeps up with the points and takes its finished background work.
        self.in_shown_room(|room, shared| room.sync(shared, ui.ctx()));
        self.advance(ui.ctx());
        shell::shortcuts::read(ui.ctx(), &mut self.commands);
        // This frame's touch targets replace the last frame's (the web page publishes them).
        lecture::exercise::TapTargets::take(ui.ctx());
        self.panels_ui(ui);
        // What the commands changed is drawn by the next frame.
        if !self.commands.is_empty() {
            ui.ctx().request_repaint();
        }
        self.apply_commands();
        // The room shown uses the frame's spare time, after the commands.
        self.in_shown_room(|room, shared| room.spare_time(shared, ui.ctx()));
        self.announce(ui.ctx());
        if self.runner.is_busy() {
            ui.ctx().request_repaint();
        }
        #[cfg(target_arch = "wasm32")]
        self.web_frame(ui.ctx());
    }

    /// A frame of the live class: the teacher's class follows what the window shows, and shows
    /// its card; a student's page takes the answer to send.
    fn class_frame(&mut self, ctx: &egui::Context) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            let shown = class::Shown::of(&self.lecture, &self.doc, self.classify());
            // The window's state as a scene keeps it, made only when the pages need the scene.
            let state = self
                .class
                .teacher
                .resends(&shown)
                .then(|| self.scene_state());
            self.class
                .teacher
                .frame(ctx, &self.lecture, shown, state, &mut self.commands);
        }
        // A web page holds no class.
        #[cfg(target_arch = "wasm32")]
        let _ = ctx;
        if let Some(page) = &mut self.class.student {
            page.say_viewing(&self.lecture);
            page.send_answer(&mut self.lecture.exercise);
        }
    }

    /// The frame's announcements: the lecture's scene and the exercise's verdict, what the room
    /// shown is doing (asked only while nothing plays: a run is said when it stops), then the
    /// narrator's frame ends.
    fn announce(&mut self, ctx: &egui::Context) {
        let level = self.viewer.announcements;
        let new_scene = self
            .narrator
            .hear_lecture(&self.lecture, self.viewer.language);
        self.plane.keep_keyboard(ctx, new_scene);
        let quiet = matches!(self.runner.mode(), Mode::Playing | Mode::RunningToEnd)
            || self.lecture.animation.is_some();
        if !quiet {
            let known = self.narrator.room_about().to_owned();
            let mode = self.runner.mode();
            let narration =
                self.shown_room()
                    .narration(&self.prefs, &self.doc, mode, level, &known);
            self.narrator.hear_room(narration);
        }
        self.narrator.end_frame(ctx, level);
    }

    /// What the announcements said lately, oldest first (tests).
    pub fn announcements(&self) -> Vec<String> {
        self.narrator.log().map(str::to_owned).collect()
    }

    /// Gives egui the viewer's zoom and theme if they changed; egui takes them at its next
    /// pass, so this pass is drawn again with them (a change of text size is never drawn at
    /// the old one).
    pub(super) fn apply_style(&mut self, ctx: &egui::Context) {
        if self.set_style(ctx) {
            ctx.request_discard("the zoom or the theme changed");
        }
    }

    /// Gives egui the viewer's zoom and theme if they changed, and says whether they did.
    fn set_style(&mut self, ctx: &egui::Context) -> bool {
        let wanted = (
            self.viewer
                .zoom
                .clamp(*ZOOM_RANGE.start(), *ZOOM_RANGE.end()),
            self.viewer.theme,
        );
        if self.applied_style == Some(wanted) {
            return false;
        }
        ctx.set_zoom_factor(wanted.0);
        ctx.set_theme(match wanted.1 {
            Theme::Light => egui::Theme::Light,
            Theme::Dark => egui::Theme::Dark,
        });
        self.applied_style = Some(wanted);
        true
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

    /// The panels' own colour under them, not eframe's dark grey: at a text size that puts
    /// the panels' edges between pixels (125 %), a row between two bars that neither fill
    /// covers showed as a dark line across the window.
    fn clear_color(&self, visuals: &egui::Visuals) -> [f32; 4] {
        visuals.panel_fill.to_normalized_gamma_f32()
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        set_value(storage, PREFS_KEY, &self.prefs);
        set_value(storage, VIEWER_KEY, &self.viewer);
        #[cfg(not(target_arch = "wasm32"))]
        if let Some(Err(e)) = self.autosave() {
            eprintln!(
                "{}",
                crate::t!("controls-autosave-failed", error = e.to_string())
            );
        }
        #[cfg(target_arch = "wasm32")]
        web::save_session(self, storage);
    }
}
