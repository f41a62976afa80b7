//! A student's page in a live class: what the teacher's messages do to the window (the scene
//! shown in the lecture player at the teacher's t, the mode, "answer sent", the reveal), the
//! answers it sends, the name asked for at the start, and the line that says where the page
//! stands (joining, joined, connection lost, the class ended). The connection itself is the
//! web page's (`socket.rs`); this part is the same on every platform, so the window's
//! tests drive it without a browser.

use crate::app::drawing::formula::FormulaUi as _;
use std::collections::VecDeque;

use crate::app::command::LectureAction;
use crate::app::lecture::exercise::Exercise;
use crate::app::lecture::{Lecture, Paging};
use crate::app::plane::PlaneState;
use crate::class::protocol::{
    ClassMode, FromPage, Refusal, Scene, Seat, SharedAnswer, ToPage, VERSION,
};
use crate::lesson::Lesson;
use crate::script::{self, Text};
use crate::t;

/// Where the page stands with the class.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Link {
    /// Waiting for the student's name (or Join as they are).
    #[default]
    AskingName,
    /// Connecting, or joined and waiting for the welcome.
    Joining,
    Joined,
    /// The connection dropped: the page tries again by itself.
    Lost,
    /// The teacher's server refused or closed the page, for good.
    Refused(Refusal),
}

/// A student's page in a class.
#[derive(Debug, Default)]
pub struct StudentPage {
    /// The class code from the address.
    pub code: String,
    /// The name typed (empty: "Student N").
    pub name: String,
    /// The seat the teacher gave, to rejoin with after a drop.
    pub seat: Option<Seat>,
    pub link: Link,
    pub mode: ClassMode,
    /// The teacher's scene and t, kept while exploring freely.
    latest: Option<(Scene, u64)>,
    /// The scenes of the range the class pages through on its own, when the teacher set one.
    range_scenes: Vec<Scene>,
    /// The scene last said to the teacher within a range.
    viewing_said: Option<usize>,
    /// The class's scene shown now.
    pub scene: Option<usize>,
    /// Messages for the teacher, taken by the connection.
    pub outbox: VecDeque<FromPage>,
    /// The scenes whose answer reached the teacher.
    pub received: std::collections::BTreeSet<usize>,
    /// The scenes whose answers the teacher revealed.
    pub revealed: std::collections::BTreeSet<usize>,
    /// The answers the teacher's server kept from this seat, given back when the page rejoined
    /// (after a reload the page itself has forgotten them).
    pub answered: std::collections::BTreeMap<usize, crate::script::Reply>,
    /// The teacher ended free exploration and brought the page back to the lecture (said until
    /// the next scene).
    pub called_back: bool,
    /// The class's answers to an exercise this page answered, while the teacher shares them:
    /// the scene and the answers.
    pub class_answers: Option<(usize, Vec<SharedAnswer>)>,
    /// Whether the class's answers are drawn over the plane (the student's switch).
    pub hide_class_answers: bool,
}

impl StudentPage {
    /// A page joining the class with `code`.
    pub fn new(code: &str) -> Self {
        Self {
            code: code.trim().to_owned(),
            ..Self::default()
        }
    }

    /// The join message, with the seat held when rejoining.
    pub fn join(&self) -> FromPage {
        FromPage::Join {
            version: VERSION,
            code: self.code.clone(),
            name: Some(self.name.trim().to_owned()).filter(|n| !n.is_empty()),
            seat: self.seat.clone(),
        }
    }

    /// Where the page stands in a few words, for its title: the class, the name, the scene.
    pub fn title_part(&self, of: usize) -> String {
        let name = match &self.link {
            Link::Joined => self.name.as_str(),
            Link::Lost => t!("views-class-title-lost"),
            Link::Refused(_) => t!("views-class-title-refused"),
            Link::AskingName => t!("views-class-title-name"),
            Link::Joining => t!("views-class-title-joining"),
        };
        match self.scene {
            Some(k) if self.received.contains(&k) && !self.revealed.contains(&k) => t!(
                "views-class-title-sent",
                code = self.code.as_str(),
                name = name,
                scene = k + 1,
                of = of
            ),
            Some(k) => t!(
                "views-class-title-scene",
                code = self.code.as_str(),
                name = name,
                scene = k + 1,
                of = of
            ),
            None => t!(
                "views-class-title-no-scene",
                code = self.code.as_str(),
                name = name
            ),
        }
    }

    /// Whether the window follows the teacher (the page keys and the lecture bar are the
    /// teacher's then).
    pub fn follows(&self) -> bool {
        self.mode.follows()
    }

    /// Who turns the lecture's pages in this mode.
    fn paging(&self) -> Paging {
        match self.mode {
            ClassMode::Follow | ClassMode::Pause => Paging::Teacher,
            ClassMode::Free => Paging::Own,
            ClassMode::Range { from, to } => Paging::Within { from, to },
        }
    }
}

/// Whether a lecture command is not the student's to give on a page of a class: on a page that
/// follows, the teacher turns the pages; within a range, the student turns them inside it.
pub fn ignores(lecture: &Lecture, action: &LectureAction) -> bool {
    match lecture.paging {
        Paging::Own => false,
        Paging::Teacher => matches!(
            action,
            LectureAction::Next | LectureAction::Previous | LectureAction::Leave
        ),
        Paging::Within { from, to } => match action {
            LectureAction::Next => lecture.scene >= to,
            LectureAction::Previous => lecture.scene <= from,
            LectureAction::GoTo(k) => !(from..=to).contains(k),
            LectureAction::Leave => true,
            _ => false,
        },
    }
}

impl StudentPage {
    /// What a message from the teacher does to the page and its `lecture`; the scene the
    /// lecture goes to now, when the page follows the teacher to it.
    #[must_use]
    pub fn receive(&mut self, message: ToPage, lecture: &mut Lecture) -> Option<usize> {
        match message {
            ToPage::Welcome {
                seat,
                name,
                answered,
            } => {
                // A coin-flip exercise flips the seat's own coin.
                lecture.exercise.coin_seat = Some(seat.clone());
                self.seat = Some(seat);
                self.name = name;
                self.link = Link::Joined;
                self.received.extend(answered.keys());
                self.answered = answered;
            }
            ToPage::Scene(scene) => {
                let t = scene.scene.state.t;
                if self
                    .latest
                    .as_ref()
                    .is_some_and(|(l, _)| l.index != scene.index)
                {
                    self.called_back = false;
                }
                self.latest = Some((*scene, t));
                if self.follows() {
                    return self.follow(lecture);
                }
            }
            ToPage::At { scene, t } => {
                if let Some((latest, latest_t)) = &mut self.latest
                    && latest.index == scene
                {
                    *latest_t = t;
                    if self.follows() {
                        return self.follow(lecture);
                    }
                }
            }
            ToPage::Scenes { scenes } => self.range_scenes = scenes,
            ToPage::Mode { mode } => {
                let back = !self.follows() && mode.follows();
                self.mode = mode;
                self.called_back = back || (self.called_back && mode.follows());
                lecture.paging = self.paging();
                if let Some(range) = mode.range() {
                    return self.open_range(lecture, range);
                }
                self.viewing_said = None;
                if back {
                    return self.follow(lecture);
                }
            }
            ToPage::Received { scene } => {
                self.received.insert(scene);
            }
            ToPage::Reveal { scene } => {
                self.revealed.insert(scene);
                lecture.exercise.reveal(scene);
            }
            ToPage::ClassAnswers { scene, answers } => {
                self.class_answers = Some((scene, answers));
            }
            // The teacher's phone's alone: a student's page is never sent it.
            ToPage::Stage(_) => {}
            ToPage::Refused { reason } => self.link = Link::Refused(reason),
        }
        None
    }

    /// Puts the teacher's latest scene at the teacher's t in the lecture player, and gives back
    /// its index, for the lecture to go to.
    fn follow(&mut self, lecture: &mut Lecture) -> Option<usize> {
        let (scene, t) = self.latest.clone()?;
        self.scene = Some(scene.index);
        lecture.paging = self.paging();
        Some(self.place(lecture, scene, t))
    }

    /// Puts the range's scenes in the lecture player for the student to turn through, and gives
    /// back the scene to go to: the one shown, if it is in the range, else the range's first.
    fn open_range(
        &mut self,
        lecture: &mut Lecture,
        range: std::ops::RangeInclusive<usize>,
    ) -> Option<usize> {
        let scenes = std::mem::take(&mut self.range_scenes);
        for scene in &scenes {
            let t = scene.scene.state.t;
            self.place(lecture, scene.clone(), t);
        }
        self.range_scenes = scenes;
        let k = self
            .scene
            .filter(|k| range.contains(k))
            .unwrap_or(*range.start());
        self.scene = Some(k);
        Some(k)
    }

    /// Puts `scene` at `t` in its place in the lecture player (the page's script has the
    /// lecture's length, and only the scenes the class was sent filled in), with an answer the
    /// server gave back and a reveal; gives back its index.
    fn place(&mut self, lecture: &mut Lecture, scene: Scene, t: u64) -> usize {
        let shape_kept = lecture
            .script
            .as_ref()
            .is_some_and(|s| s.scenes.len() == scene.of);
        if !shape_kept {
            let empty = script::Scene::of(Lesson::default());
            lecture.script = Some(script::Script {
                title: Text::of_message("common-class-title"),
                scenes: vec![empty; scene.of.max(scene.index + 1)],
                ..script::Script::default()
            });
        }
        let index = scene.index;
        lecture.exercise.in_class = true;
        // An answer the server gave back after a reload, held against the scene as written.
        if let Some(reply) = self.answered.get(&index) {
            lecture
                .exercise
                .restore_sent(index, &scene.scene, reply.clone());
        }
        if self.revealed.contains(&index) {
            lecture.exercise.reveal(index);
        }
        let mut shown = scene.scene;
        // The learner stands at the teacher's t; the words stay the scene's, as the teacher's.
        lecture.fill_words_from(index, shown.state.clone());
        shown.state.t = t;
        if let Some(script) = &mut lecture.script
            && let Some(place) = script.scenes.get_mut(index)
        {
            *place = shown;
        }
        index
    }

    /// Within a range, tells the teacher the scene the page shows when it turned to another.
    pub fn say_viewing(&mut self, lecture: &Lecture) {
        let Paging::Within { from, to } = lecture.paging else {
            return;
        };
        let k = lecture.scene;
        if (from..=to).contains(&k) && self.viewing_said != Some(k) {
            self.viewing_said = Some(k);
            self.scene = Some(k);
            self.outbox.push_back(FromPage::Viewing { scene: k });
        }
    }

    /// The class's answers to the exercise the page shows, if the teacher shares them with it.
    fn class_answers_shown(&self, lecture: &Lecture) -> Option<&[SharedAnswer]> {
        self.class_answers
            .as_ref()
            .filter(|(k, _)| *k == lecture.scene)
            .map(|(_, answers)| answers.as_slice())
    }

    /// The class's answers (no names) over the `plane`, and their count, the numbers typed and
    /// the switch that hides them in a small window: on a page that answered the exercise
    /// shown, while the teacher shares them.
    pub fn class_answers_ui(&mut self, ui: &egui::Ui, lecture: &Lecture, plane: &PlaneState) {
        let Some(answers) = self.class_answers_shown(lecture) else {
            return;
        };
        if !self.hide_class_answers {
            super::answers::paint(ui, answers, lecture, plane);
        }
        let numbers = super::answers::numbers(answers);
        let count = answers.len();
        let mut hide = self.hide_class_answers;
        egui::Window::new(t!("views-class-shared-title"))
            .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-8.0, -8.0))
            .resizable(false)
            .collapsible(true)
            .show(ui.ctx(), |ui| {
                ui.label_formula(t!("views-class-shared-count", n = count));
                ui.checkbox(&mut hide, t!("views-class-shared-hide"));
                if !hide {
                    super::answers::numbers_ui(ui, &numbers);
                }
            });
        self.hide_class_answers = hide;
    }

    /// Hands the answer the `exercise` holds to the connection, named by the class's scene.
    pub fn send_answer(&mut self, exercise: &mut Exercise) {
        if let Some((k, reply)) = exercise.take_outgoing() {
            self.outbox.push_back(FromPage::Answer { scene: k, reply });
        }
    }

    /// The name asked for at the start, and "eyes on the teacher" while paused; gives back the
    /// line that says where the page stands, for the lecture's bar or a line of its own.
    pub fn ui(&mut self, ui: &mut egui::Ui) -> Option<String> {
        let ctx = ui.ctx().clone();
        if self.link == Link::AskingName {
            // Over a backdrop of the window's own colour: a phone shows the name field alone,
            // not the desk it has no use for.
            let backdrop = ctx.global_style().visuals.panel_fill;
            egui::Modal::new(egui::Id::unique("join the class"))
                .backdrop_color(backdrop)
                .show(&ctx, |ui| {
                    ui.heading(t!("views-class-join-heading", code = self.code.as_str()));
                    ui.label_formula(t!("views-class-your-name"));
                    let field = ui.add(
                        egui::TextEdit::singleline(&mut self.name)
                            .hint_text(t!("views-class-name-hint")),
                    );
                    // The name is typed at once, and Enter joins.
                    if !field.has_focus() && !ui.memory(|m| m.focused().is_some()) {
                        field.request_focus();
                    }
                    let enter = ui.input(|i| i.key_pressed(egui::Key::Enter));
                    if ui.button(t!("views-class-join")).clicked() || enter {
                        self.link = Link::Joining;
                    }
                });
            return None;
        }
        if self.mode == ClassMode::Pause && self.link == Link::Joined {
            egui::Modal::new(egui::Id::unique("eyes on the teacher")).show(&ctx, |ui| {
                ui.heading(t!("views-class-eyes-on-the-teacher"));
            });
        }
        Some(match &self.link {
            Link::AskingName | Link::Joining => t!("views-class-joining").to_owned(),
            Link::Joined => match self.scene {
                Some(k) if self.received.contains(&k) && !self.revealed.contains(&k) => {
                    t!("views-class-answer-sent", name = self.name.as_str())
                }
                _ if self.mode == ClassMode::Free => {
                    t!("views-class-free-line", name = self.name.as_str())
                }
                _ if let ClassMode::Range { from, to } = self.mode => t!(
                    "views-class-range-line",
                    name = self.name.as_str(),
                    from = from + 1,
                    to = to + 1
                ),
                _ if self.called_back => t!("views-class-called-back", name = self.name.as_str()),
                _ => t!("views-class-joined-as", name = self.name.as_str()),
            },
            Link::Lost => t!("views-class-lost").to_owned(),
            Link::Refused(reason) => t!("views-class-refused", reason = reason.to_string()),
        })
    }
}
