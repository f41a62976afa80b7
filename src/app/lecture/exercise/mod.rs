//! The exercise of the scene shown: the student answers — a spot clicked on the plane (or typed
//! as x₁, x₂), a number typed, or the points or settings left in the window — and Check says
//! right or wrong with the reason, against the learner replayed from the scene's state; Show
//! me draws or writes the learner's own answer; the hint on request; and the score over the
//! script's exercises. The box the student answers in is drawn by [`answer_box`].

use std::collections::BTreeMap;

use crate::lesson::Lesson;
use crate::script::task::{self, Check, Reply, Task, Verdict};
use crate::script::{Highlight, Scene, Text};
use crate::t;

use crate::app::command::TaskAction;

mod answer_box;

pub use answer_box::{TapTargets, ui};

/// Where the student stands on the scene's exercise, and the script's score.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Exercise {
    /// The scene this answer belongs to.
    scene: Option<usize>,
    pub typed: String,
    pub spot: Option<[f64; 2]>,
    /// Whether the next click on the plane is the answer.
    pub awaiting_spot: bool,
    pub verdict: Option<Verdict>,
    /// The learner's own answer, once asked for.
    pub shown: Option<Reply>,
    /// For an update's direction, once shown: (w₁, w₂) before and after the update.
    pub shown_update: Option<([f64; 2], [f64; 2])>,
    /// Why the learner gives no answer, when it does not.
    pub problem: Option<String>,
    pub hint: bool,
    /// The first answer to each scene's exercise (missed when shown first).
    pub results: BTreeMap<usize, Attempt>,
    /// How many times each scene's exercise was checked (the presenter's screen shows it).
    pub checks: BTreeMap<usize, usize>,
    /// When the first exercise was met, for the results' times.
    started: Option<web_time::Instant>,
    /// In a live class: the first answer goes to the teacher, and its verdict waits here for
    /// the teacher's reveal.
    pub in_class: bool,
    held: BTreeMap<usize, Verdict>,
    /// In a class: the answer sent to each scene, shown again when the page comes back to it.
    sent: BTreeMap<usize, Reply>,
    /// In a class: the scenes whose answers the teacher revealed (till then, their verdicts
    /// count in no score).
    revealed: std::collections::BTreeSet<usize>,
    /// The answer to send to the teacher, and its scene.
    outgoing: Option<(usize, Reply)>,
    /// The seed of this page's coin for a coin-flip exercise: the seat's in a class (see
    /// `task/coins.rs`), else one drawn when first needed.
    pub coin_seat: Option<String>,
    /// The flips of the page's coin on the scene shown, once flipped.
    pub flipped: Option<Vec<bool>>,
}

/// A student's first answer to an exercise, as the results file keeps it.
#[derive(Debug, Clone, PartialEq)]
pub struct Attempt {
    /// The task's kind (`predict_update`, …).
    pub kind: &'static str,
    /// The answer as the student gave it ("(3, 1)", "3", "4 points"), or `shown`.
    pub answer: String,
    pub right: bool,
    /// Seconds since the first exercise was met.
    pub seconds: f64,
}

impl Exercise {
    /// Starts the exercise of scene `k` afresh when the scene changed (the score stays).
    pub fn follow(&mut self, k: usize) {
        if self.scene != Some(k) {
            *self = Self {
                scene: Some(k),
                results: std::mem::take(&mut self.results),
                checks: std::mem::take(&mut self.checks),
                started: self.started,
                in_class: self.in_class,
                held: std::mem::take(&mut self.held),
                sent: std::mem::take(&mut self.sent),
                revealed: std::mem::take(&mut self.revealed),
                outgoing: self.outgoing.take(),
                coin_seat: self.coin_seat.take(),
                ..Self::default()
            };
            self.show_sent();
        }
    }

    /// In a class: the answer sent to the scene shown, in its field or on the plane again.
    fn show_sent(&mut self) {
        let Some(k) = self.scene else { return };
        if self.revealed.contains(&k) {
            self.verdict = self.held.get(&k).cloned();
        }
        let Some(reply) = self.sent.get(&k) else {
            return;
        };
        match reply {
            Reply::Number(value) => self.typed = crate::number::shortest(*value),
            Reply::Spot(at) => self.spot = Some(*at),
            _ => {}
        }
    }

    /// Whether this answer is scene `k`'s.
    pub fn follows(&self, k: usize) -> bool {
        self.scene == Some(k)
    }

    /// The answer to scene `k`'s exercise: this one, or a fresh one with the same score.
    pub fn for_scene(&self, k: usize) -> std::borrow::Cow<'_, Self> {
        if self.follows(k) {
            std::borrow::Cow::Borrowed(self)
        } else {
            let mut fresh = Self {
                scene: Some(k),
                results: self.results.clone(),
                checks: self.checks.clone(),
                in_class: self.in_class,
                held: self.held.clone(),
                sent: self.sent.clone(),
                revealed: self.revealed.clone(),
                coin_seat: self.coin_seat.clone(),
                ..Self::default()
            };
            fresh.show_sent();
            std::borrow::Cow::Owned(fresh)
        }
    }

    /// Right answers and exercises answered (in a class, of those the teacher revealed: an
    /// answer's verdict waits for the reveal).
    pub fn score(&self) -> (usize, usize) {
        let told = || {
            self.results
                .iter()
                .filter(|(k, _)| !self.in_class || self.revealed.contains(k))
                .map(|(_, a)| a)
        };
        (told().filter(|a| a.right).count(), told().count())
    }

    /// The first answer to scene `k`'s exercise, kept with its time.
    fn record(&mut self, k: usize, kind: &'static str, answer: String, right: bool) {
        let started = *self.started.get_or_insert_with(web_time::Instant::now);
        let seconds = started.elapsed().as_secs_f64();
        self.results.entry(k).or_insert(Attempt {
            kind,
            answer,
            right,
            seconds,
        });
    }

    /// The results as CSV: `scene,task,answer,right,seconds`, one row per exercise answered
    /// (`right` empty while the teacher has yet to reveal it).
    pub fn results_csv(&self) -> String {
        let mut out = csv::Writer::from_writer(Vec::new());
        let _ = out.write_record(["scene", "task", "answer", "right", "seconds"]);
        for (k, a) in &self.results {
            let told = !self.in_class || self.revealed.contains(k);
            let _ = out.write_record([
                (k + 1).to_string(),
                a.kind.to_owned(),
                a.answer.clone(),
                if told {
                    a.right.to_string()
                } else {
                    String::new()
                },
                crate::number::fixed(a.seconds, 1),
            ]);
        }
        String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
    }

    /// Applies `action` to the exercise of scene `k`; `window` is the window's state (the
    /// answer of the tasks answered on the plane or in the controls). Show me of such a task
    /// returns the answer to put in the window.
    pub fn act(
        &mut self,
        action: TaskAction,
        k: usize,
        scene: &Scene,
        window: &dyn Fn() -> Lesson,
    ) -> Option<Reply> {
        self.follow(k);
        let task = scene.task.as_ref()?;
        match action {
            TaskAction::Type(text) => self.typed = text,
            TaskAction::AwaitSpot => self.awaiting_spot = true,
            TaskAction::Spot(spot) => {
                self.spot = Some(spot);
                self.typed.clear();
                self.awaiting_spot = false;
                self.check(k, scene, task, window);
            }
            TaskAction::Check => self.check(k, scene, task, window),
            TaskAction::Flip => {
                if let task::Check::CoinFlips { flips } = task.check {
                    let seat = self
                        .coin_seat
                        .get_or_insert_with(|| format!("{:016x}", rand::random::<u64>()));
                    let flipped = task::coins::flip(task::coins::seed_of_seat(seat, k), flips);
                    self.typed = flipped.iter().filter(|h| **h).count().to_string();
                    self.flipped = Some(flipped);
                    self.check(k, scene, task, window);
                }
            }
            // In a class, the learner's answer waits for the teacher's reveal.
            TaskAction::ShowMe if self.awaits_reveal() => {}
            TaskAction::ShowMe => match task::reference(&scene.state, &task.check) {
                Ok(answer) => {
                    // Shown before it was answered, the exercise counts as missed.
                    self.record(k, task.check.kind(), "shown".to_owned(), false);
                    let put = matches!(
                        answer,
                        Reply::Points(_) | Reply::Settings(_) | Reply::Transform(_)
                    )
                    .then(|| answer.clone());
                    self.shown = Some(answer);
                    self.shown_update = task::update_arrows(&scene.state, &task.check);
                    return put;
                }
                Err(problem) => self.problem = Some(problem),
            },
            TaskAction::Hint => self.hint = true,
        }
        None
    }

    fn answer(&self, task: &Task, window: &dyn Fn() -> Lesson) -> Option<Reply> {
        if task.check.wants_points() || task.check.wants_settings() {
            task.check.answer_in(&window())
        } else if task.check.wants_spot() {
            self.spot.map(Reply::Spot)
        } else {
            parse_number(&self.typed).map(Reply::Number)
        }
    }

    fn check(&mut self, k: usize, scene: &Scene, task: &Task, window: &dyn Fn() -> Lesson) {
        // A spot may be typed as well as clicked: the typed one, when there is one, is the answer.
        if task.check.wants_spot() && !self.typed.trim().is_empty() {
            match parse_spot(&self.typed) {
                Some(spot) => self.spot = Some(spot),
                None => {
                    self.problem =
                        Some(t!("views-task-not-a-spot", typed = self.typed.trim()).to_owned());
                    return;
                }
            }
        }
        let Some(answer) = self.answer(task, window) else {
            self.problem = Some(if task.check.wants_spot() {
                t!("views-task-click-first").to_owned()
            } else {
                t!("views-task-not-a-number", typed = self.typed.trim()).to_owned()
            });
            return;
        };
        if self.in_class && self.results.contains_key(&k) {
            // The first answer went to the teacher: it stands until the reveal.
            return;
        }
        match task::check(&scene.state, &task.check, &answer) {
            Ok(verdict) if self.in_class => {
                self.record(
                    k,
                    task.check.kind(),
                    task::answer_text(&task.check, &answer),
                    verdict.right,
                );
                self.problem = None;
                self.held.insert(k, verdict);
                self.sent.insert(k, answer.clone());
                self.outgoing = Some((k, answer));
            }
            Ok(verdict) => {
                *self.checks.entry(k).or_default() += 1;
                // The first answer counts: trying again after a wrong one teaches, but scores
                // nothing.
                self.record(
                    k,
                    task.check.kind(),
                    task::answer_text(&task.check, &answer),
                    verdict.right,
                );
                self.problem = None;
                self.verdict = Some(verdict);
            }
            Err(problem) => self.problem = Some(problem),
        }
    }

    /// In a class: the answer this page gave to scene `k` before it was reloaded (the teacher's
    /// server kept it and gave it back), held again for the reveal as when it was sent; `scene`
    /// as the lecture wrote it.
    pub fn restore_sent(&mut self, k: usize, scene: &Scene, reply: Reply) {
        let Some(task) = &scene.task else { return };
        if self.results.contains_key(&k) {
            return;
        }
        let Ok(verdict) = task::check(&scene.state, &task.check, &reply) else {
            return;
        };
        let text = task::answer_text(&task.check, &reply);
        self.record(k, task.check.kind(), text, verdict.right);
        self.sent.insert(k, reply);
        self.held.insert(k, verdict);
        self.show_sent();
    }

    /// In a class: whether the teacher has yet to reveal this scene's answers (the verdict and
    /// Show me wait till then).
    pub fn awaits_reveal(&self) -> bool {
        self.in_class && !self.scene.is_some_and(|k| self.revealed.contains(&k))
    }

    /// The teacher revealed scene `k`'s answers: its verdict counts, and shows while the scene
    /// does.
    pub fn reveal(&mut self, k: usize) {
        self.revealed.insert(k);
        if self.scene == Some(k) {
            self.verdict = self.held.get(&k).cloned();
        }
    }

    /// The answer to send to the teacher, once.
    pub fn take_outgoing(&mut self) -> Option<(usize, Reply)> {
        self.outgoing.take()
    }

    /// What the exercise draws on the plane: for a direction, the student's and the learner's
    /// (once shown) as arrows from the origin, `length` long — for an update, the learner's as
    /// w before, the step and w after, to one scale; for a spot (K-means' move), a label at each.
    pub fn highlights(&self, check: &Check, length: f64) -> Vec<Highlight> {
        let yours = Text::of_message("common-your-answer");
        let theirs = Text::of_message("common-learners-answer");
        let drawn = [(self.spot, yours), (self.shown_spot(), theirs)];
        if let Check::KMeansMove { .. } = check {
            return drawn
                .into_iter()
                .filter_map(|(at, text)| at.map(|at| Highlight::Label { at, text }))
                .collect();
        }
        let norm = |w: [f64; 2]| (w[0] * w[0] + w[1] * w[1]).sqrt();
        let arrow = |from: [f64; 2], to: [f64; 2], text: Text| Highlight::Arrow {
            from,
            to,
            label: Some(text),
        };
        let mut arrows: Vec<Highlight> = drawn
            .into_iter()
            .take(if self.shown_update.is_some() { 1 } else { 2 })
            .filter_map(|(w, text)| {
                let w = w?;
                let n = norm(w);
                (n > 0.0 && n.is_finite())
                    .then(|| arrow([0.0, 0.0], [w[0] / n * length, w[1] / n * length], text))
            })
            .collect();
        if let Some((before, after)) = self.shown_update {
            let scale = length / norm(before).max(norm(after));
            if scale.is_finite() {
                let (b, a) = (before.map(|v| v * scale), after.map(|v| v * scale));
                if norm(before) > 0.0 {
                    arrows.push(arrow([0.0, 0.0], b, Text::of_message("common-w-before")));
                }
                // The step η·y·x from tip to tip, unlabelled: its end is w after's.
                arrows.push(Highlight::Arrow {
                    from: b,
                    to: a,
                    label: None,
                });
                arrows.push(arrow([0.0, 0.0], a, Text::of_message("common-w-after")));
            }
        }
        arrows
    }

    fn shown_spot(&self) -> Option<[f64; 2]> {
        match self.shown {
            Some(Reply::Spot(at)) => Some(at),
            _ => None,
        }
    }
}

use crate::number::parse_typed as parse_number;

/// A spot typed as its two coordinates: "3, 1", "(3, 1)", "3 1" or "3；1".
fn parse_spot(typed: &str) -> Option<[f64; 2]> {
    let cleaned = typed.trim().trim_start_matches('(').trim_end_matches(')');
    let parts: Vec<&str> = cleaned
        .split(|c: char| c == ',' || c == '，' || c == ';' || c == '；' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    match parts.as_slice() {
        [x1, x2] => Some([parse_number(x1)?, parse_number(x2)?]),
        _ => None,
    }
}
