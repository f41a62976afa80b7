//! Who is in the class and what they answered: each student's seat and name, which page holds
//! the seat now (one at most), their first answer to each exercise (right or wrong, and when), the tally of an
//! exercise and the class's results as CSV. Names stay here and in the teacher's results file;
//! the projector shows only counts.

use std::collections::BTreeMap;
use std::path::PathBuf;

use crate::script::task::{Check, Reply, answer_text};

use super::protocol::{MAX_NAME_CHARS, Refusal, Seat, SharedAnswer};

/// One page's connection to the class: the server numbers each page that joins, so that a seat
/// is held by one page at a time and only that page's leaving frees it.
pub type PageId = u64;

/// A student's first answer to an exercise.
#[derive(Debug, Clone, PartialEq)]
pub struct Answered {
    /// The task's kind (`predict_update`, …).
    pub kind: &'static str,
    pub reply: Reply,
    /// The answer as the results file writes it.
    pub text: String,
    pub right: bool,
    /// Seconds since the class started.
    pub seconds: f64,
}

/// One student.
#[derive(Debug, Clone, PartialEq)]
pub struct Student {
    pub seat: Seat,
    pub name: String,
    /// The page that holds the seat now; none while no page of theirs is connected.
    pub page: Option<PageId>,
    /// Their first answer to each exercise, by scene.
    pub answers: BTreeMap<usize, Answered>,
    /// The scene their page shows while the class pages through a range, and since when
    /// (seconds since the class started).
    pub viewing: Option<(usize, f64)>,
}

/// What keeps the class as it goes (natively, the journal on disk: `journal.rs`), told of each
/// new student and each first answer as the roster takes them.
pub trait Keeper: std::fmt::Debug + Send {
    /// A new student sits in `seat` as `name`.
    fn joined(&mut self, seat: &str, name: &str);
    /// The student `name` in `seat` gave their first answer to scene `scene`'s exercise `check`.
    fn answered(
        &mut self,
        seat: &str,
        name: &str,
        scene: usize,
        check: &Check,
        answered: &Answered,
    );
    /// The teacher locked the class, or opened it again.
    fn locked(&mut self, locked: bool);
    /// The teacher removed the student in `seat`.
    fn removed(&mut self, seat: &str);
    /// The file a person opens to read the class so far.
    fn results_path(&self) -> PathBuf;
    /// Why the last join or answer could not be kept, if it could not.
    fn problem(&self) -> Option<&str>;
}

/// An exercise's counts, as the projector shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Tally {
    /// Pages connected now.
    pub joined: usize,
    pub answered: usize,
    pub right: usize,
    pub wrong: usize,
}

/// A page's join as the roster took it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Joined {
    pub seat: Seat,
    /// The name the student goes by.
    pub name: String,
    /// The page that held the seat until this one took it over: the server closes it.
    pub replaced: Option<PageId>,
}

/// The class: its students in the order they first joined.
#[derive(Debug, Default)]
pub struct Roster {
    students: Vec<Student>,
    /// The most students connected at once.
    max: usize,
    /// What keeps each join and first answer as it happens (the journal on disk), if anything.
    keeper: Option<Box<dyn Keeper>>,
    /// No new student joins (the seats of the class still rejoin).
    locked: bool,
    /// The seats the teacher removed: none rejoins.
    removed: std::collections::BTreeSet<Seat>,
}

impl Roster {
    /// An empty class of at most `max` students connected at once.
    pub fn new(max: usize) -> Self {
        Self {
            max,
            ..Self::default()
        }
    }

    /// From now on, `keeper` is told of each join and first answer as it happens.
    pub fn keep_with(&mut self, keeper: Box<dyn Keeper>) {
        self.keeper = Some(keeper);
    }

    /// What keeps the class as it goes, if anything.
    pub fn keeper(&self) -> Option<&dyn Keeper> {
        self.keeper.as_deref()
    }

    /// A student read back from a journal: in `seat` as `name`, their page away until it
    /// rejoins.
    pub fn seat_again(&mut self, seat: Seat, name: String) {
        if self.students.iter().all(|s| s.seat != seat) {
            self.students.push(Student {
                seat,
                name,
                page: None,
                answers: BTreeMap::new(),
                viewing: None,
            });
        }
    }

    /// Whether the class is locked: no new student joins.
    pub fn is_locked(&self) -> bool {
        self.locked
    }

    /// Locks the class (no new student joins; a seat of the class still rejoins, as a phone
    /// that dropped off the Wi-Fi must), or opens it again.
    pub fn lock(&mut self, locked: bool) {
        if self.locked != locked {
            self.locked = locked;
            if let Some(keeper) = &mut self.keeper {
                keeper.locked(locked);
            }
        }
    }

    /// Removes the student in `seat` from the class: their answers leave the tally and the
    /// results, and the seat never rejoins. Gives back the page that holds it now, for the server
    /// to close with its reason.
    pub fn remove(&mut self, seat: &str) -> Option<PageId> {
        let k = self.students.iter().position(|s| s.seat == seat)?;
        let student = self.students.remove(k);
        self.removed.insert(student.seat.clone());
        if let Some(keeper) = &mut self.keeper {
            keeper.removed(&student.seat);
        }
        student.page
    }

    /// A seat removed, as a journal read back says (the student's lines before it are gone).
    pub fn removed_again(&mut self, seat: &str) {
        self.students.retain(|s| s.seat != seat);
        self.removed.insert(seat.to_owned());
    }

    pub fn students(&self) -> &[Student] {
        &self.students
    }

    /// Pages connected now: one per seat held, so the open pages whatever they did.
    pub fn connected(&self) -> usize {
        self.students.iter().filter(|s| s.page.is_some()).count()
    }

    /// Whether `page` holds `seat` now (a page whose seat was taken over no longer does).
    pub fn holds(&self, seat: &str, page: PageId) -> bool {
        self.students
            .iter()
            .any(|s| s.seat == seat && s.page == Some(page))
    }

    /// Page `page` joins: back in its seat (same name, same answers) when it presents one of this
    /// class's, else in a new one, named as typed or "Student N" in the window's language
    /// (views-class-default-name: 学生 N). `fresh_seat` is the seat a new student gets. Refused
    /// when the class is full, when it is locked and the page presents no seat of it, and when
    /// the seat presented was removed.
    ///
    /// A seat is held by one page: a join on a seat whose page is connected takes the seat over,
    /// and [`Joined::replaced`] names the older page for the server to close with its reason. A
    /// takeover rather than a refusal, because the older page is most often already dead: a phone
    /// that dropped off the Wi-Fi reconnects before the server has noticed its old connection is
    /// gone, and must get its seat back at once, not after the ping's timeout; two tabs of one
    /// browser share the saved seat, and the one the student looks at last wins (the older one is
    /// told why and does not reconnect). A takeover is not a new student: the class's size is not
    /// checked for it.
    pub fn join(
        &mut self,
        name: Option<&str>,
        seat: Option<&str>,
        fresh_seat: Seat,
        page: PageId,
    ) -> Result<Joined, Refusal> {
        if seat.is_some_and(|seat| self.removed.contains(seat)) {
            return Err(Refusal::Removed);
        }
        let known = seat.and_then(|seat| self.students.iter().position(|s| s.seat == seat));
        if self.locked && known.is_none() {
            return Err(Refusal::Locked);
        }
        let takes_over = known.is_some_and(|k| self.students[k].page.is_some());
        if !takes_over && self.connected() >= self.max {
            return Err(Refusal::Full { max: self.max });
        }
        if let Some(k) = known {
            let student = &mut self.students[k];
            let replaced = student.page.replace(page);
            return Ok(Joined {
                seat: student.seat.clone(),
                name: student.name.clone(),
                replaced,
            });
        }
        let number = self.students.len() + 1;
        let name = name
            .map(clean_name)
            .filter(|n| !n.is_empty())
            .unwrap_or_else(|| crate::t!("views-class-default-name", n = number));
        self.students.push(Student {
            seat: fresh_seat.clone(),
            name: name.clone(),
            page: Some(page),
            answers: BTreeMap::new(),
            viewing: None,
        });
        if let Some(keeper) = &mut self.keeper {
            keeper.joined(&fresh_seat, &name);
        }
        Ok(Joined {
            seat: fresh_seat,
            name,
            replaced: None,
        })
    }

    /// Page `page` left `seat` (its answers stay). The seat is freed only if that page still
    /// holds it: a page whose seat was taken over frees nothing when it goes.
    pub fn leave(&mut self, seat: &str, page: PageId) {
        if let Some(student) = self
            .students
            .iter_mut()
            .find(|s| s.seat == seat && s.page == Some(page))
        {
            student.page = None;
        }
    }

    /// Records the answer of `seat` to scene `scene`'s exercise `check`; only the first counts.
    /// Returns whether it was the first.
    pub fn answer(
        &mut self,
        seat: &str,
        scene: usize,
        check: &Check,
        reply: Reply,
        right: bool,
        seconds: f64,
    ) -> bool {
        let Some(student) = self.students.iter_mut().find(|s| s.seat == seat) else {
            return false;
        };
        if student.answers.contains_key(&scene) {
            return false;
        }
        let answered = Answered {
            kind: check.kind(),
            text: answer_text(check, &reply),
            reply,
            right,
            seconds,
        };
        if let Some(keeper) = &mut self.keeper {
            keeper.answered(seat, &student.name, scene, check, &answered);
        }
        student.answers.insert(scene, answered);
        true
    }

    /// The page of `seat` shows scene `scene` of the range since `seconds`.
    pub fn viewing(&mut self, seat: &str, scene: usize, seconds: f64) {
        if let Some(student) = self.students.iter_mut().find(|s| s.seat == seat)
            && student.viewing.is_none_or(|(k, _)| k != scene)
        {
            student.viewing = Some((scene, seconds));
        }
    }

    /// The answers given from `seat`, by scene (for a page that rejoins).
    pub fn answers_of(&self, seat: &str) -> std::collections::BTreeMap<usize, Reply> {
        self.students
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| {
                s.answers
                    .iter()
                    .map(|(k, a)| (*k, a.reply.clone()))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Scene `scene`'s counts.
    pub fn tally(&self, scene: usize) -> Tally {
        let mut tally = Tally {
            joined: self.connected(),
            ..Tally::default()
        };
        for answered in self.students.iter().filter_map(|s| s.answers.get(&scene)) {
            tally.answered += 1;
            if answered.right {
                tally.right += 1;
            } else {
                tally.wrong += 1;
            }
        }
        tally
    }

    /// Every answer to scene `scene` as the class sees it (no names), right or wrong when
    /// `with_verdicts`.
    pub fn shared_answers(&self, scene: usize, with_verdicts: bool) -> Vec<SharedAnswer> {
        self.answers_to(scene)
            .map(|a| SharedAnswer {
                reply: a.reply.clone(),
                text: a.text.clone(),
                right: with_verdicts.then_some(a.right),
            })
            .collect()
    }

    /// The answers of `seats` to scene `scene`, in the seats' order (those that answered), as
    /// the class sees them with their verdicts: a snapshot for the stage.
    pub fn answers_of_seats(&self, scene: usize, seats: &[Seat]) -> Vec<SharedAnswer> {
        seats
            .iter()
            .filter_map(|seat| self.students.iter().find(|s| &s.seat == seat))
            .filter_map(|s| s.answers.get(&scene))
            .map(|a| SharedAnswer {
                reply: a.reply.clone(),
                text: a.text.clone(),
                right: Some(a.right),
            })
            .collect()
    }

    /// Whether `seat` answered scene `scene`'s exercise.
    pub fn has_answered(&self, seat: &str, scene: usize) -> bool {
        self.students
            .iter()
            .any(|s| s.seat == seat && s.answers.contains_key(&scene))
    }

    /// Every answer to scene `scene`, without names (for the projector).
    pub fn answers_to(&self, scene: usize) -> impl Iterator<Item = &Answered> {
        self.students
            .iter()
            .filter_map(move |s| s.answers.get(&scene))
    }

    /// The class's results: `name,scene,task,answer,right,seconds` (a student's own results file
    /// with their name first), one row per first answer, then the summary of each exercise.
    pub fn results_csv(&self) -> String {
        let mut out = csv::Writer::from_writer(Vec::new());
        let _ = out.write_record(["name", "scene", "task", "answer", "right", "seconds"]);
        for student in &self.students {
            for (scene, a) in &student.answers {
                let _ = out.write_record(result_row(&student.name, *scene, a));
            }
        }
        let scenes: std::collections::BTreeSet<usize> = self
            .students
            .iter()
            .flat_map(|s| s.answers.keys().copied())
            .collect();
        let _ = out.write_record(["", "", "", "", "", ""]);
        let _ = out.write_record(["summary", "scene", "answered", "right", "wrong", ""]);
        for scene in scenes {
            let tally = self.tally(scene);
            let _ = out.write_record([
                String::new(),
                (scene + 1).to_string(),
                tally.answered.to_string(),
                tally.right.to_string(),
                tally.wrong.to_string(),
                String::new(),
            ]);
        }
        String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
    }
}

/// One row of the results: `name,scene,task,answer,right,seconds`, each cell a spreadsheet
/// reads as text or a number, never as a formula.
pub fn result_row(name: &str, scene: usize, answered: &Answered) -> [String; 6] {
    [
        text_cell(name),
        (scene + 1).to_string(),
        answered.kind.to_owned(),
        answer_cell(&answered.text),
        answered.right.to_string(),
        crate::number::fixed(answered.seconds, 1),
    ]
}

/// A cell of free text as a spreadsheet must read it: one that begins with `=`, `+`, `-`,
/// `@`, a tab or a carriage return would be taken for a formula (`=HYPERLINK(…)` runs), so it
/// is written after a single quote, which spreadsheets read as "text" and do not show.
pub fn text_cell(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    }
}

/// An answer's cell: a number as it is (−2 stays a number), any other text as [`text_cell`].
fn answer_cell(text: &str) -> String {
    if text.parse::<f64>().is_ok() {
        text.to_owned()
    } else {
        text_cell(text)
    }
}

/// A typed name as the class keeps it: control and format characters out (see
/// [`is_format`]), spaces trimmed, at most [`MAX_NAME_CHARS`] characters.
pub fn clean_name(name: &str) -> String {
    name.chars()
        .filter(|&c| !c.is_control() && !is_format(c))
        .take(MAX_NAME_CHARS)
        .collect::<String>()
        .trim()
        .to_owned()
}

/// Whether `c` is a format character (Unicode's general category Cf, as of Unicode 16): bidi
/// overrides and isolates, which would turn the rest of a results row around, zero-width
/// characters, which make two names look alike, the soft hyphen, tags. Invisible in a name.
fn is_format(c: char) -> bool {
    const FORMAT: &[(char, char)] = &[
        ('\u{00AD}', '\u{00AD}'),
        ('\u{0600}', '\u{0605}'),
        ('\u{061C}', '\u{061C}'),
        ('\u{06DD}', '\u{06DD}'),
        ('\u{070F}', '\u{070F}'),
        ('\u{0890}', '\u{0891}'),
        ('\u{08E2}', '\u{08E2}'),
        ('\u{180E}', '\u{180E}'),
        ('\u{200B}', '\u{200F}'),
        ('\u{202A}', '\u{202E}'),
        ('\u{2060}', '\u{2064}'),
        ('\u{2066}', '\u{206F}'),
        ('\u{FEFF}', '\u{FEFF}'),
        ('\u{FFF9}', '\u{FFFB}'),
        ('\u{110BD}', '\u{110BD}'),
        ('\u{110CD}', '\u{110CD}'),
        ('\u{13430}', '\u{1343F}'),
        ('\u{1BCA0}', '\u{1BCA3}'),
        ('\u{1D173}', '\u{1D17A}'),
        ('\u{E0001}', '\u{E0001}'),
        ('\u{E0020}', '\u{E007F}'),
    ];
    FORMAT
        .iter()
        .any(|&(first, last)| (first..=last).contains(&c))
}

#[cfg(test)]
#[path = "roster_tests.rs"]
mod tests;
