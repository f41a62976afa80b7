//! The live class in the teacher's window: starting and ending it, keeping every page on what
//! the window shows (the lecture's scene, or the state explored, and the learner's t), the card
//! that says how to join (the address, the class code, a QR code of both, how many students),
//! the tally of the exercise shown, the mode, the reveal and the class's results.

use std::path::PathBuf;

use crate::app::classroom::file_dialogs::Purpose;
use crate::app::command::ClassAction;
use crate::app::{App, Command};
use crate::class::protocol::{ClassMode, Scene};
use crate::class::roster::Tally;
use crate::class::server::{Class, ClassConfig, ClassError};
use crate::learn;
use crate::script;

use crate::t;

/// The directory trunk builds the page into, looked for beside the working directory.
const PAGE_DIR: &str = "dist";

/// The live class as the window keeps it.
#[derive(Default)]
pub struct LiveClass {
    /// The class, while it runs.
    class: Option<Class>,
    /// How the next class starts (the command line's `--port`, …).
    pub config: ClassConfig,
    /// Why the last start failed, and whether the next free port would do.
    problem: Option<(String, bool)>,
    /// What the pages were last sent.
    sent: Option<SentKey>,
    /// The join card is shown.
    card: bool,
    /// The class's answers are drawn on the plane.
    pub show_answers: bool,
    /// The join address's QR code: its width and its modules (row by row, `true` dark), made
    /// when the class starts.
    qr: Option<(usize, Vec<bool>)>,
    /// The window's context, for the server to ask for a frame when a page joins or answers.
    wake: Option<egui::Context>,
}

/// What decides that the pages need the scene again (not only a new t).
#[derive(Debug, Clone, PartialEq)]
struct SentKey {
    scene: Option<usize>,
    data: u64,
    learner: learn::Settings,
    compare: Option<learn::Settings>,
    t: u64,
}

impl LiveClass {
    /// Whether a class runs.
    pub fn running(&self) -> bool {
        self.class.is_some()
    }

    /// The running class.
    pub fn class(&self) -> Option<&Class> {
        self.class.as_ref()
    }
}

impl App {
    /// Applies what the teacher does with the class.
    pub(in crate::app) fn apply_class(&mut self, action: ClassAction) {
        let scene = self.lecture_scene();
        let live = &mut self.classroom.live;
        match action {
            ClassAction::Configure(config) => live.config = *config,
            ClassAction::Start { next_free_port } => {
                if live.running() {
                    live.card = true;
                    return;
                }
                let mut config = live.config.clone();
                config.next_free_port |= next_free_port;
                if config.page.is_none() {
                    config.page = Some(PathBuf::from(PAGE_DIR)).filter(|dir| dir.is_dir());
                }
                let wake = live.wake.clone();
                match Class::start(config, move || {
                    if let Some(ctx) = &wake {
                        ctx.request_repaint();
                    }
                }) {
                    Ok(class) => {
                        // For a teacher who started the class from a terminal (and for tests).
                        println!(
                            "{}",
                            t!("views-class-started", address = class.join_address())
                        );
                        live.qr = qr_modules(class.join_address());
                        live.class = Some(class);
                        live.problem = None;
                        live.sent = None;
                        live.card = true;
                    }
                    Err(error) => {
                        let busy = matches!(error, ClassError::PortBusy { .. });
                        live.problem = Some((error.to_string(), busy));
                        live.card = true;
                    }
                }
            }
            ClassAction::End => {
                if let Some(class) = live.class.take() {
                    class.stop();
                }
                live.card = false;
                live.show_answers = false;
            }
            ClassAction::SetMode(mode) => {
                if let Some(class) = &live.class {
                    class.set_mode(mode);
                }
            }
            ClassAction::Reveal => {
                if let (Some(class), Some(scene)) = (&live.class, scene) {
                    class.reveal(scene);
                }
            }
            ClassAction::ShowAnswers(show) => live.show_answers = show,
            ClassAction::ToggleCard => live.card = !live.card,
            ClassAction::SaveResults => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::SaveClassResults));
            }
            ClassAction::SaveResultsTo(path) => {
                let Some(csv) = live.class.as_ref().map(|c| c.roster().results_csv()) else {
                    return;
                };
                self.classroom.save_text_in_background(path, csv);
            }
        }
    }

    /// The lecture's scene shown, if a lecture plays.
    pub(super) fn lecture_scene(&self) -> Option<usize> {
        (self.lecture.playing && self.lecture.current().is_some()).then_some(self.lecture.scene)
    }

    /// Keeps every page on what the window shows: the scene again when the lecture moved or
    /// the points or learner changed, else the learner's t.
    pub(in crate::app) fn class_frame(&mut self, ctx: &egui::Context) {
        if self.classroom.live.running() {
            class_keys(ctx, self.classroom.live.show_answers, &mut self.commands);
        }
        if self.classroom.live.wake.is_none() {
            self.classroom.live.wake = Some(ctx.clone());
        }
        let Some(class) = &self.classroom.live.class else {
            return;
        };
        let classify = self.classify();
        let key = SentKey {
            scene: self.lecture_scene(),
            data: self.doc.data().id(),
            learner: classify.primary().settings().clone(),
            compare: classify.compared().map(|r| r.settings().clone()),
            t: classify.shown_t().unwrap_or(0),
        };
        let sent = &self.classroom.live.sent;
        let same_scene = sent.as_ref().is_some_and(|s| {
            (s.scene, s.data, &s.learner, &s.compare)
                == (key.scene, key.data, &key.learner, &key.compare)
        });
        if same_scene {
            if sent.as_ref().is_some_and(|s| s.t != key.t) {
                class.at(key.t);
            }
        } else {
            let mut state = self.scene_state();
            let scene = match (key.scene, &self.lecture.script) {
                (Some(k), Some(script)) => {
                    let written = &script.scenes[k];
                    // On the scene's points and learners (the steps into it may still be
                    // playing): the scene's own t, whose numbers its caption writes, and its
                    // own view (the window's may not be drawn yet); the teacher's t follows.
                    let on_the_scene = state.points == written.state.points
                        && state.settings == written.state.settings
                        && state.compare == written.state.compare;
                    if on_the_scene {
                        state.t = written.state.t;
                        state.compare_t = written.state.compare_t;
                        state.view = written.state.view;
                    }
                    let mut scene = written.clone();
                    scene.state = state;
                    Scene::for_students(k, script.scenes.len(), &scene)
                }
                _ => Scene::for_students(0, 1, &script::Scene::of(state)),
            };
            let scene_t = scene.scene.state.t;
            class.show(scene);
            if scene_t != key.t {
                class.at(key.t);
            }
        }
        self.classroom.live.sent = Some(key);
    }

    /// The tally of the exercise shown, while a class runs.
    pub fn class_tally(&self) -> Option<Tally> {
        let class = self.classroom.live.class.as_ref()?;
        let k = self.lecture_scene()?;
        self.lecture.current()?.task.as_ref()?;
        Some(class.roster().tally(k))
    }

    /// Whether the class's answers are shown on the plane and the card.
    pub fn class_answers_shown(&self) -> bool {
        self.classroom.live.show_answers
    }

    /// The running class (for tests and the benchmark).
    pub fn live_class(&self) -> Option<&Class> {
        self.classroom.live.class()
    }

    /// The card that says how to join, the tally and the teacher's buttons.
    pub(in crate::app) fn class_card_ui(&mut self, ctx: &egui::Context) {
        let live = &mut self.classroom.live;
        if !live.card {
            return;
        }
        let mut open = true;
        let mut commands = Vec::new();
        let tally = self.class_tally();
        let numbers = if self.classroom.live.show_answers {
            self.class_numbers()
        } else {
            Vec::new()
        };
        let live = &mut self.classroom.live;
        egui::Window::new(t!("views-class-title"))
            .open(&mut open)
            .default_pos(ctx.content_rect().right_top() + egui::vec2(-420.0, 60.0))
            .resizable(false)
            .show(ctx, |ui| {
                card_ui(ui, live, tally, &mut commands);
                if live.show_answers {
                    super::class_answers::numbers_ui(ui, &numbers);
                }
            });
        if !open {
            commands.push(Command::Class(ClassAction::ToggleCard));
        }
        self.commands.extend(commands);
    }
}

/// The live class's entries at the end of the Lectures menu: start a class; while one runs, how
/// to join, its results, and ending it.
pub(in crate::app) fn menu_ui(ui: &mut egui::Ui, live: &LiveClass, commands: &mut Vec<Command>) {
    let mut act = |a: ClassAction| commands.push(Command::Class(a));
    ui.separator();
    if !live.running() {
        if ui
            .button(t!("views-class-start"))
            .on_hover_text(t!("views-class-start-tip"))
            .clicked()
        {
            act(ClassAction::Start {
                next_free_port: false,
            });
        }
        return;
    }
    if ui
        .button(t!("views-class-show-card"))
        .on_hover_text(t!("views-class-show-card-tip"))
        .clicked()
    {
        act(ClassAction::ToggleCard);
    }
    if ui.button(t!("views-class-results")).clicked() {
        act(ClassAction::SaveResults);
    }
    if ui.button(t!("views-class-end")).clicked() {
        act(ClassAction::End);
    }
}

/// The card's contents.
fn card_ui(
    ui: &mut egui::Ui,
    live: &mut LiveClass,
    tally: Option<Tally>,
    commands: &mut Vec<Command>,
) {
    let mut act = |a: ClassAction| commands.push(Command::Class(a));
    if let Some((problem, busy)) = &live.problem {
        ui.colored_label(ui.visuals().error_fg_color, problem);
        ui.horizontal(|ui| {
            if *busy && ui.button(t!("views-class-next-free-port")).clicked() {
                act(ClassAction::Start {
                    next_free_port: true,
                });
            }
            if !*busy && ui.button(t!("views-class-try-again")).clicked() {
                act(ClassAction::Start {
                    next_free_port: false,
                });
            }
        });
        if live.class.is_none() {
            return;
        }
    }
    let Some(class) = &live.class else { return };
    let address = class.join_address();
    ui.label(t!("views-class-join-at"));
    ui.label(egui::RichText::new(address).monospace().strong());
    ui.horizontal(|ui| {
        ui.label(t!("views-class-code"));
        ui.label(
            egui::RichText::new(class.code())
                .monospace()
                .size(36.0)
                .strong(),
        );
    });
    if let Some((width, dark)) = &live.qr {
        qr_ui(ui, *width, dark, 300.0);
    }
    let students = class.roster().connected();
    ui.heading(t!("views-class-students", n = students));
    if let Some(tally) = tally {
        ui.label(t!(
            "views-class-tally",
            answered = tally.answered,
            right = tally.right,
            wrong = tally.wrong
        ));
        let mut show = live.show_answers;
        if ui
            .checkbox(&mut show, t!("views-class-show-answers"))
            .on_hover_text(t!("views-class-show-answers-tip"))
            .changed()
        {
            act(ClassAction::ShowAnswers(show));
        }
    }
    let mode = class.mode();
    ui.horizontal(|ui| {
        for (choice, label, tip) in [
            (
                ClassMode::Follow,
                t!("views-class-follow"),
                t!("views-class-follow-tip"),
            ),
            (
                ClassMode::Free,
                t!("views-class-free"),
                t!("views-class-free-tip"),
            ),
            (
                ClassMode::Pause,
                t!("views-class-pause"),
                t!("views-class-pause-tip"),
            ),
        ] {
            if ui
                .selectable_label(mode == choice, label)
                .on_hover_text(tip)
                .clicked()
            {
                act(ClassAction::SetMode(choice));
            }
        }
    });
    ui.horizontal(|ui| {
        if ui
            .add_enabled(tally.is_some(), egui::Button::new(t!("views-class-reveal")))
            .on_hover_text(t!("views-class-reveal-tip"))
            .clicked()
        {
            act(ClassAction::Reveal);
        }
        if ui.button(t!("views-class-results")).clicked() {
            act(ClassAction::SaveResults);
        }
        if ui.button(t!("views-class-end")).clicked() {
            act(ClassAction::End);
        }
    });
    ui.weak(t!("views-class-card-keys"));
}

/// The teacher's keys while a class runs (not while a text field has the keyboard): J shows or
/// hides how to join, A the class's answers on the plane, Ctrl+R reveals the answers.
fn class_keys(ctx: &egui::Context, answers_shown: bool, commands: &mut Vec<Command>) {
    if ctx.egui_wants_keyboard_input() {
        return;
    }
    let mut act = |a: ClassAction| commands.push(Command::Class(a));
    ctx.input_mut(|i| {
        if i.consume_key(egui::Modifiers::NONE, egui::Key::J) {
            act(ClassAction::ToggleCard);
        }
        if i.consume_key(egui::Modifiers::NONE, egui::Key::A) {
            act(ClassAction::ShowAnswers(!answers_shown));
        }
        if i.consume_key(egui::Modifiers::COMMAND, egui::Key::R) {
            act(ClassAction::Reveal);
        }
    });
}

/// The QR code of `text`: its width in modules and whether each is dark, row by row.
fn qr_modules(text: &str) -> Option<(usize, Vec<bool>)> {
    let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
    let dark = code
        .to_colors()
        .into_iter()
        .map(|c| c == qrcode::Color::Dark)
        .collect();
    Some((code.width(), dark))
}

/// Paints a QR code `size` points wide, black on white with its quiet zone, whatever the theme.
fn qr_ui(ui: &mut egui::Ui, width: usize, dark: &[bool], size: f32) {
    const QUIET: usize = 4;
    let (rect, _) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
    let module = size / (width + 2 * QUIET) as f32;
    for (i, _) in dark.iter().enumerate().filter(|(_, d)| **d) {
        let (row, column) = (i / width, i % width);
        let min = rect.min + egui::vec2((column + QUIET) as f32, (row + QUIET) as f32) * module;
        painter.rect_filled(
            egui::Rect::from_min_size(min, egui::vec2(module, module)),
            0.0,
            egui::Color32::BLACK,
        );
    }
}
