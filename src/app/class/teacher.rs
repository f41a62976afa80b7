//! The live class in the teacher's window: starting and ending it, keeping every page on what
//! the window shows (the lecture's scene, or the state explored, and the learner's t), the card
//! that says how to join (the address, the class code, a QR code of both, how many students),
//! the tally of the exercise shown, the mode, the reveal and the class's results.

use std::path::PathBuf;

use super::card::{CardView, card_ui, results_path};
use crate::app::class::answers;
use crate::app::classify::Classify;
use crate::app::classroom::Classroom;
use crate::app::classroom::file_dialogs::Purpose;
use crate::app::command::{ClassAction, Command, LectureAction};
use crate::app::document::Document;
use crate::app::drawing::formula::FormulaResponse as _;
use crate::app::drawing::qr::QrCode;
use crate::app::lecture::Lecture;
use crate::app::lecture::seats::RemoteCard;
use crate::app::plane::PlaneState;
use crate::class::journal::Resumed;
use crate::class::protocol::Scene;
use crate::class::roster::Tally;
use crate::class::server::{Class, ClassConfig, ClassError};
use crate::learn;
use crate::lesson::Lesson;
use crate::script;

use crate::t;

/// The directory trunk builds the page into, looked for beside the working directory.
const PAGE_DIR: &str = "dist";

/// Where classes are kept as they go, a folder each (see `class/journal.rs`):
/// `$XDG_DATA_HOME/linlab/classes/` (eframe's storage directory, beside the autosave).
pub fn classes_dir() -> Option<PathBuf> {
    eframe::storage_dir("linlab").map(|dir| dir.join("classes"))
}

/// The live class as the teacher's window keeps it.
#[derive(Default)]
pub struct Teacher {
    /// The class, while it runs.
    class: Option<Class>,
    /// How the next class starts (the command line's `--port`, …).
    pub config: ClassConfig,
    /// Why the last start failed, and whether the next free port would do.
    problem: Option<(String, bool)>,
    /// What the pages were last sent.
    sent: Option<Shown>,
    /// The join card is shown.
    card: bool,
    /// The class's answers are drawn on the plane and the card.
    pub show_answers: bool,
    /// The answers picked for the stage (a snapshot): the exercise's scene and the seats, in
    /// the order picked.
    pub snapshot: Option<(usize, Vec<crate::class::protocol::Seat>)>,
    /// The join address's QR code: its width and its modules (row by row, `true` dark), made
    /// when the class starts.
    qr: Option<QrCode>,
    /// The teacher's phone's address (with the token) and its QR code, made when the class
    /// starts: for the presenter's window alone.
    remote: Option<RemoteCard>,
    /// The window's context, for the server to ask for a frame when a page joins or answers.
    wake: Option<egui::Context>,
}

/// What the window shows, as the pages follow it: what decides that they need the scene again
/// (not only a new t), and the t.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    scene: Option<usize>,
    data: u64,
    learner: learn::Settings,
    compare: Option<learn::Settings>,
    t: u64,
}

impl Shown {
    /// What the window shows now: the lecture's scene, the points and Classify's learners at
    /// the t shown.
    pub fn of(lecture: &Lecture, doc: &Document, classify: &Classify) -> Self {
        Self {
            scene: scene_shown(lecture),
            data: doc.data().id(),
            learner: classify.primary().settings().clone(),
            compare: classify.compared().map(|r| r.settings().clone()),
            t: classify.shown_t().unwrap_or(0),
        }
    }

    /// Whether `self` and `other` are the same scene on the same points and learners.
    fn same_scene(&self, other: &Self) -> bool {
        (self.scene, self.data, &self.learner, &self.compare)
            == (other.scene, other.data, &other.learner, &other.compare)
    }
}

/// The lecture's scene shown, if a lecture plays.
fn scene_shown(lecture: &Lecture) -> Option<usize> {
    (lecture.playing && lecture.current().is_some()).then_some(lecture.scene)
}

impl Teacher {
    /// Whether a class runs.
    pub fn running(&self) -> bool {
        self.class.is_some()
    }

    /// The running class (for tests and the benchmark).
    pub fn class(&self) -> Option<&Class> {
        self.class.as_ref()
    }

    /// The tally of the exercise the lecture shows, while a class runs.
    pub fn tally(&self, lecture: &Lecture) -> Option<Tally> {
        let class = self.class.as_ref()?;
        let k = scene_shown(lecture)?;
        lecture.current()?.task.as_ref()?;
        Some(class.roster().tally(k))
    }

    /// Applies what the teacher does with the class: a dialog to ask where to save the results
    /// goes to `commands`, the saving to `classroom`.
    pub fn apply(
        &mut self,
        action: ClassAction,
        lecture: &Lecture,
        classroom: &mut Classroom,
        commands: &mut Vec<Command>,
    ) {
        match action {
            ClassAction::Configure(config) => self.config = *config,
            ClassAction::Start { next_free_port } => self.start(next_free_port),
            ClassAction::Resume => self.resume(commands),
            ClassAction::End => {
                if let Some(class) = self.class.take() {
                    // The report after class, beside the results it keeps.
                    if let (Some(results), Some(script)) = (results_path(&class), &lecture.script) {
                        let path = super::report::path_beside(&results);
                        let students = class.roster().students().to_vec();
                        super::report::write_in_background(path.clone(), script.clone(), students);
                        classroom.info(t!(
                            "presenter-report-writing",
                            path = path.display().to_string()
                        ));
                    }
                    class.stop();
                }
                self.card = false;
                self.show_answers = false;
                self.remote = None;
            }
            ClassAction::SetMode(mode) => {
                if let Some(class) = &self.class {
                    match (mode.range(), &lecture.script) {
                        (Some(range), Some(script)) => {
                            let n = script.scenes.len();
                            let scenes = range
                                .filter_map(|k| {
                                    let scene = script.scenes.get(k)?;
                                    Some(Scene::for_students(k, n, scene))
                                })
                                .collect();
                            class.set_range(scenes);
                        }
                        (Some(_), None) => {}
                        (None, _) => class.set_mode(mode),
                    }
                }
            }
            ClassAction::Lock(locked) => {
                if let Some(class) = &self.class {
                    class.lock(locked);
                }
            }
            ClassAction::Remove(seat) => {
                if let Some(class) = &self.class {
                    class.remove(&seat);
                }
            }
            ClassAction::Reveal => {
                if let (Some(class), Some(scene)) = (&self.class, scene_shown(lecture)) {
                    class.reveal(scene);
                }
            }
            ClassAction::ShowAnswers(show) => self.show_answers = show,
            ClassAction::Snapshot { scene, seat } => {
                let seats = match &mut self.snapshot {
                    Some((k, seats)) if *k == scene => seats,
                    _ => &mut self.snapshot.insert((scene, Vec::new())).1,
                };
                if let Some(at) = seats.iter().position(|s| *s == seat) {
                    seats.remove(at);
                } else if seats.len() < crate::app::command::MOST_SNAPSHOT_ANSWERS {
                    seats.push(seat);
                }
            }
            ClassAction::ShareAnswers(shared) => {
                if let Some(class) = &self.class {
                    class.share_answers(shared);
                }
            }
            ClassAction::ToggleCard => self.card = !self.card,
            ClassAction::SaveResults => {
                commands.extend(classroom.ask_path(Purpose::SaveClassResults));
            }
            ClassAction::SaveResultsTo(path) => {
                let Some(csv) = self.class.as_ref().map(|c| c.roster().results_csv()) else {
                    return;
                };
                classroom.save_text_in_background(path, csv);
            }
        }
    }

    /// Starts the class (or shows its card, when one runs); why not, on the card.
    fn start(&mut self, next_free_port: bool) {
        if self.running() {
            self.card = true;
            return;
        }
        let mut config = self.config.clone();
        // A class is resumed once: the next one started is a new class.
        self.config.resume = None;
        config.next_free_port |= next_free_port;
        if config.page.is_none() {
            config.page = Some(PathBuf::from(PAGE_DIR)).filter(|dir| dir.is_dir());
        }
        let wake = self.wake.clone();
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
                println!(
                    "{}",
                    t!("views-class-remote-at", address = class.remote_address())
                );
                if let Some(path) = results_path(&class) {
                    let path = path.display().to_string();
                    println!("{}", t!("views-class-kept-in", path = path));
                }
                self.qr = QrCode::of(class.join_address());
                let address = class.remote_address();
                self.remote = QrCode::of(&address).map(|qr| RemoteCard { address, qr });
                self.class = Some(class);
                self.problem = None;
                self.sent = None;
                self.card = true;
            }
            Err(error) => {
                let busy = matches!(error, ClassError::PortBusy { .. });
                self.problem = Some((error.to_string(), busy));
                self.card = true;
            }
        }
    }

    /// Resumes the last class kept (see `class/journal.rs`), with the built-in lecture it had
    /// open (asked of `commands`); why not, on the card.
    fn resume(&mut self, commands: &mut Vec<Command>) {
        if self.running() {
            self.card = true;
            return;
        }
        let last = self.config.journal.as_deref().map(Resumed::last);
        match last {
            Some(Ok(resumed)) => {
                let lecture = resumed.started().lecture.as_deref();
                if let Some(built_in) = lecture.and_then(script::built_in) {
                    commands.push(Command::Lecture(LectureAction::OpenBuiltIn(built_in.id)));
                }
                self.config.resume = Some(resumed.folder().to_owned());
                self.start(false);
            }
            Some(Err(error)) => {
                self.problem = Some((error.to_string(), false));
                self.card = true;
            }
            None => {}
        }
    }

    /// Whether the pages need the scene again for what the window `shown` now (then the
    /// frame wants the window's state).
    pub fn resends(&self, shown: &Shown) -> bool {
        self.running() && !self.sent.as_ref().is_some_and(|s| s.same_scene(shown))
    }

    /// A frame of the class: the teacher's keys, every page kept on what the window has
    /// `shown` (`state`, the window's state as a scene keeps it, when [`Teacher::resends`]
    /// said so), and the card.
    pub fn frame(
        &mut self,
        ctx: &egui::Context,
        lecture: &Lecture,
        shown: Shown,
        state: Option<Lesson>,
        commands: &mut Vec<Command>,
    ) {
        if self.running() {
            class_keys(ctx, self.show_answers, commands);
        }
        if self.wake.is_none() {
            self.wake = Some(ctx.clone());
        }
        self.follow(lecture, shown, state);
        self.remote(lecture, commands);
        self.card_ui(ctx, lecture, commands);
    }

    /// The teacher's phone: what it asked, as the window's commands, and the stage it shows.
    fn remote(&self, lecture: &Lecture, commands: &mut Vec<Command>) {
        let Some(class) = &self.class else {
            return;
        };
        let asked = class.take_remote_commands();
        commands.extend(asked.into_iter().filter_map(super::remote::command_of));
        let language = crate::i18n::language();
        class.show_stage(&super::remote::stage_view(
            lecture,
            scene_shown(lecture),
            class,
            language,
        ));
    }

    /// The remote's address and its QR code, while a class runs.
    pub fn remote_card(&self) -> Option<&RemoteCard> {
        self.remote.as_ref()
    }

    /// Keeps every page on what the window shows: the scene again when the lecture moved or
    /// the points or learner changed, else the learner's t.
    fn follow(&mut self, lecture: &Lecture, shown: Shown, state: Option<Lesson>) {
        let Some(class) = &self.class else {
            return;
        };
        let sent = &self.sent;
        if sent.as_ref().is_some_and(|s| s.same_scene(&shown)) {
            if sent.as_ref().is_some_and(|s| s.t != shown.t) {
                class.at(shown.t);
            }
        } else {
            let Some(mut state) = state else {
                return;
            };
            let scene = match (shown.scene, &lecture.script) {
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
            if scene_t != shown.t {
                class.at(shown.t);
            }
        }
        self.sent = Some(shown);
    }

    /// The card that says how to join, the tally and the teacher's buttons.
    fn card_ui(&self, ctx: &egui::Context, lecture: &Lecture, commands: &mut Vec<Command>) {
        if !self.card {
            return;
        }
        let mut open = true;
        let tally = self.tally(lecture);
        let numbers = match (&self.class, scene_shown(lecture)) {
            (Some(class), Some(k)) if self.show_answers => {
                answers::numbers(&class.roster().shared_answers(k, true))
            }
            _ => Vec::new(),
        };
        egui::Window::new(t!("views-class-title"))
            .open(&mut open)
            .default_pos(ctx.content_rect().right_top() + egui::vec2(-420.0, 60.0))
            .resizable(false)
            .show(ctx, |ui| {
                let view = CardView {
                    class: self.class.as_ref(),
                    problem: self.problem.as_ref(),
                    qr: self.qr.as_ref(),
                    show_answers: self.show_answers,
                };
                card_ui(ui, &view, lecture, tally, commands);
                if self.show_answers {
                    answers::numbers_ui(ui, &numbers);
                }
            });
        if !open {
            commands.push(Command::Class(ClassAction::ToggleCard));
        }
    }

    /// The class's answers to the exercise the lecture shows, painted over the `plane` once the
    /// teacher shows them (see `answers.rs`).
    pub fn paint_answers(&self, ui: &egui::Ui, lecture: &Lecture, plane: &PlaneState) {
        let (Some(class), Some(k)) = (&self.class, scene_shown(lecture)) else {
            return;
        };
        // A snapshot (answers picked in the presenter's window) takes the stage alone.
        let picked = self.snapshot_seats(k);
        // The class's coins are no quiz: their histogram fills as they come, shown or not.
        let coins = lecture
            .current()
            .and_then(|s| s.task.as_ref())
            .is_some_and(|t| matches!(t.check, crate::script::Check::CoinFlips { .. }));
        let answers = if !picked.is_empty() {
            class.roster().answers_of_seats(k, picked)
        } else if self.show_answers || coins {
            class.roster().shared_answers(k, true)
        } else {
            return;
        };
        answers::paint(ui, &answers, lecture, plane);
    }

    /// The seats whose answers to scene `k` are picked for the stage.
    pub fn snapshot_seats(&self, k: usize) -> &[crate::class::protocol::Seat] {
        match &self.snapshot {
            Some((scene, seats)) if *scene == k => seats,
            _ => &[],
        }
    }

    /// The live class's entries at the end of the Lectures menu: start a class; while one runs, how
    /// to join, its results, and ending it.
    pub fn menu_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let mut act = |a: ClassAction| commands.push(Command::Class(a));
        ui.separator();
        if !self.running() {
            if ui
                .button(t!("views-class-start"))
                .on_hover_formula(t!("views-class-start-tip"))
                .clicked()
            {
                act(ClassAction::Start {
                    next_free_port: false,
                });
            }
            if ui
                .add_enabled(
                    self.config.journal.is_some(),
                    egui::Button::new(t!("views-class-resume")),
                )
                .on_hover_formula(t!("views-class-resume-tip"))
                .clicked()
            {
                act(ClassAction::Resume);
            }
            return;
        }
        if ui
            .button(t!("views-class-show-card"))
            .on_hover_formula(t!("views-class-show-card-tip"))
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
