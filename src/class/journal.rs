//! The class kept on disk as it goes, so that nothing is lost when the teacher's laptop sleeps,
//! the window crashes or is closed by mistake. Each class has a folder of its own under the
//! app's data directory (`~/.local/share/linlab/classes/<when>-<code>/` on Linux), named by
//! when it started (seconds since 1970) and its code, holding two files, each line written to
//! the system as it happens (a crash or a kill loses nothing; the files are also synced to the
//! disk at most a second apart, so a power cut loses at most the last second):
//!
//! - `results.csv`: the class's results in the columns of the teacher's Results… file
//!   (`name,scene,task,answer,right,seconds`, cells made safe as that file's), a row per first
//!   answer as it arrives, for a spreadsheet, whether or not linlab opens again;
//! - `journal.jsonl`: what `linlab class --resume` reads back, one JSON object a line: the
//!   class `started` (its code, port, size, lecture and when), a student `joined` (seat and
//!   name), a student `answered` (seat, scene, the exercise's check, the reply, right or wrong,
//!   seconds). Replayed through [`Roster::answer`], the journal gives back the roster the class
//!   had: the same seats, names and first answers, every page away until it rejoins.
//!
//! A resumed class goes on in the same folder, with the same code and port, so the students'
//! pages, which reconnect with their seat and the code, rejoin by themselves. A line cut short
//! (the class killed in the middle of writing it) is skipped with a warning, and the lines
//! around it are kept.

use std::fs::{File, OpenOptions};
use std::io::{self, Read as _, Seek as _, Write as _};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};

use super::protocol::Seat;
use super::roster::{Answered, Keeper, Roster, result_row};
use crate::script::task::{Check, Reply};
use crate::t;

/// The journal's file in a class's folder.
pub const JOURNAL_FILE: &str = "journal.jsonl";
/// The results' file in a class's folder.
pub const RESULTS_FILE: &str = "results.csv";
/// The files are synced to the disk at most this far apart.
const SYNC_EVERY: Duration = Duration::from_secs(1);

/// How a class started, as its journal's first line keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Started {
    pub code: String,
    pub port: u16,
    pub max_students: usize,
    /// The built-in lecture the class opened with, if any.
    #[serde(default)]
    pub lecture: Option<String>,
    /// When the class started, in seconds since 1970: a resumed class's seconds go on from it.
    pub at: u64,
}

impl Started {
    /// The class `code` on `port`, of at most `max_students`, with `lecture`, started now.
    pub fn now(code: &str, port: u16, max_students: usize, lecture: Option<String>) -> Self {
        Self {
            code: code.to_owned(),
            port,
            max_students,
            lecture,
            at: now_since_1970(),
        }
    }

    /// How long ago the class started (nothing, if the clock went back).
    pub fn elapsed(&self) -> Duration {
        Duration::from_secs(now_since_1970().saturating_sub(self.at))
    }
}

/// One line of the journal.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
enum Entry {
    Started(Started),
    Joined {
        seat: Seat,
        name: String,
    },
    Answered {
        seat: Seat,
        scene: usize,
        check: Check,
        reply: Reply,
        right: bool,
        seconds: f64,
    },
    /// The teacher locked the class, or opened it again.
    Locked {
        locked: bool,
    },
    /// The teacher removed the student in `seat`.
    Removed {
        seat: Seat,
    },
}

/// A class's folder, open for its lines.
#[derive(Debug)]
pub struct Journal {
    folder: PathBuf,
    lines: File,
    results: File,
    /// When the files were last synced to the disk.
    synced: Instant,
    /// Why the last line could not be written, if it could not.
    problem: Option<String>,
}

impl Journal {
    /// A new class's folder under `classes`, its journal begun with `started`.
    pub fn create(classes: &Path, started: &Started) -> io::Result<Self> {
        let folder = classes.join(format!("{}-{}", started.at, started.code));
        std::fs::create_dir_all(&folder)?;
        let mut journal = Self::open(&folder)?;
        let mut header = csv::Writer::from_writer(Vec::new());
        header.write_record(["name", "scene", "task", "answer", "right", "seconds"])?;
        journal
            .results
            .write_all(&header.into_inner().map_err(|e| e.into_error())?)?;
        journal.line(&Entry::Started(started.clone()))?;
        journal.sync();
        Ok(journal)
    }

    /// The class's folder `folder`, its files opened to go on (a last line cut short is ended,
    /// so that the next one starts on a line of its own).
    fn open(folder: &Path) -> io::Result<Self> {
        let open = |name: &str| -> io::Result<File> {
            let mut file = OpenOptions::new()
                .create(true)
                .append(true)
                .read(true)
                .open(folder.join(name))?;
            end_last_line(&mut file)?;
            Ok(file)
        };
        Ok(Self {
            folder: folder.to_owned(),
            lines: open(JOURNAL_FILE)?,
            results: open(RESULTS_FILE)?,
            synced: Instant::now(),
            problem: None,
        })
    }

    /// The class's folder.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// Writes `entry` as one line, in one write.
    fn line(&mut self, entry: &Entry) -> io::Result<()> {
        let mut line = serde_json::to_vec(entry)?;
        line.push(b'\n');
        self.lines.write_all(&line)
    }

    /// Keeps what writing said (the card shows a problem), and syncs when it is time.
    fn note(&mut self, written: io::Result<()>) {
        match written {
            Ok(()) => self.problem = None,
            Err(e) => {
                let folder = self.folder.display().to_string();
                let problem = t!(
                    "core-class-journal-cannot-write",
                    folder = folder,
                    problem = e.to_string()
                );
                if self.problem.as_ref() != Some(&problem) {
                    eprintln!("{}", t!("core-cli-note", notice = problem.as_str()));
                }
                self.problem = Some(problem);
            }
        }
        if self.synced.elapsed() >= SYNC_EVERY {
            self.sync();
        }
    }

    fn sync(&mut self) {
        // Writing already reached the system; syncing only guards against a power cut.
        let _ = self.lines.sync_data();
        let _ = self.results.sync_data();
        self.synced = Instant::now();
    }
}

impl Keeper for Journal {
    fn results_path(&self) -> PathBuf {
        self.folder.join(RESULTS_FILE)
    }

    fn problem(&self) -> Option<&str> {
        self.problem.as_deref()
    }

    fn locked(&mut self, locked: bool) {
        let written = self.line(&Entry::Locked { locked });
        self.note(written);
    }

    fn removed(&mut self, seat: &str) {
        let written = self.line(&Entry::Removed {
            seat: seat.to_owned(),
        });
        self.note(written);
    }

    fn joined(&mut self, seat: &str, name: &str) {
        let entry = Entry::Joined {
            seat: seat.to_owned(),
            name: name.to_owned(),
        };
        let written = self.line(&entry);
        self.note(written);
    }

    fn answered(
        &mut self,
        seat: &str,
        name: &str,
        scene: usize,
        check: &Check,
        answered: &Answered,
    ) {
        let entry = Entry::Answered {
            seat: seat.to_owned(),
            scene,
            check: check.clone(),
            reply: answered.reply.clone(),
            right: answered.right,
            seconds: answered.seconds,
        };
        let written = self.line(&entry).and_then(|()| {
            let mut row = csv::Writer::from_writer(Vec::new());
            row.write_record(result_row(name, scene, answered))?;
            let row = row.into_inner().map_err(|e| e.into_error())?;
            self.results.write_all(&row)
        });
        self.note(written);
    }
}

/// A class read back from its folder, to resume.
#[derive(Debug)]
pub struct Resumed {
    folder: PathBuf,
    started: Started,
    entries: Vec<Entry>,
}

/// Why a class cannot be resumed or kept.
#[derive(Debug)]
pub enum JournalError {
    /// No class was kept under this directory.
    Nothing(String),
    /// The class's folder does not read.
    Read { folder: String, source: io::Error },
    /// The journal in this folder does not begin with the class's start.
    NoStart(String),
    /// The class's folder cannot be made or opened.
    Keep { folder: String, source: io::Error },
}

impl std::error::Error for JournalError {}

impl std::fmt::Display for JournalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::Nothing(dir) => t!("core-class-nothing-to-resume", dir = dir.as_str()),
            Self::Read { folder, source } => t!(
                "core-class-cannot-resume",
                folder = folder.as_str(),
                problem = source.to_string()
            ),
            Self::NoStart(folder) => t!("core-class-journal-no-start", folder = folder.as_str()),
            Self::Keep { folder, source } => t!(
                "core-class-cannot-keep",
                folder = folder.as_str(),
                problem = source.to_string()
            ),
        };
        f.write_str(&text)
    }
}

impl Resumed {
    /// Reads the class kept in `folder`; a line that does not read is skipped with a warning.
    pub fn read(folder: &Path) -> Result<Self, JournalError> {
        let path = folder.join(JOURNAL_FILE);
        let text = std::fs::read(&path).map_err(|source| JournalError::Read {
            folder: folder.display().to_string(),
            source,
        })?;
        let mut entries = Vec::new();
        for (index, line) in text.split(|&b| b == b'\n').enumerate() {
            if line.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            match serde_json::from_slice::<Entry>(line) {
                Ok(entry) => entries.push(entry),
                Err(e) => {
                    let notice = t!(
                        "core-class-journal-bad-line",
                        file = path.display().to_string(),
                        line = index + 1,
                        problem = e.to_string()
                    );
                    eprintln!("{}", t!("core-cli-note", notice = notice));
                }
            }
        }
        let Some(Entry::Started(started)) = entries.first().cloned() else {
            return Err(JournalError::NoStart(folder.display().to_string()));
        };
        Ok(Self {
            folder: folder.to_owned(),
            started,
            entries,
        })
    }

    /// The last class kept under `classes` (the one whose journal was written last), read back.
    pub fn last(classes: &Path) -> Result<Self, JournalError> {
        let nothing = || JournalError::Nothing(classes.display().to_string());
        let folders = std::fs::read_dir(classes).map_err(|_| nothing())?;
        let last = folders
            .filter_map(Result::ok)
            .filter_map(|entry| {
                let modified = entry
                    .path()
                    .join(JOURNAL_FILE)
                    .metadata()
                    .and_then(|m| m.modified())
                    .ok()?;
                Some((modified, entry.file_name(), entry.path()))
            })
            .max()
            .ok_or_else(nothing)?;
        Self::read(&last.2)
    }

    /// How the class started.
    pub fn started(&self) -> &Started {
        &self.started
    }

    /// The class's folder.
    pub fn folder(&self) -> &Path {
        &self.folder
    }

    /// The class's roster as the journal left it (every page away until it rejoins), writing
    /// on in the class's folder.
    pub fn roster(self) -> io::Result<Roster> {
        let mut roster = self.replay();
        roster.keep_with(Box::new(Journal::open(&self.folder)?));
        Ok(roster)
    }

    /// The class's students and their answers as the journal left them, kept nowhere (for its
    /// report, written after the class).
    pub fn students(&self) -> Vec<super::roster::Student> {
        self.replay().students().to_vec()
    }

    /// The journal's entries played into a new roster.
    fn replay(&self) -> Roster {
        let mut roster = Roster::new(self.started.max_students);
        for entry in self.entries.iter().cloned() {
            match entry {
                Entry::Started(_) => {}
                Entry::Joined { seat, name } => roster.seat_again(seat, name),
                Entry::Answered {
                    seat,
                    scene,
                    check,
                    reply,
                    right,
                    seconds,
                } => {
                    roster.answer(&seat, scene, &check, reply, right, seconds);
                }
                Entry::Locked { locked } => roster.lock(locked),
                Entry::Removed { seat } => roster.removed_again(&seat),
            }
        }
        roster
    }
}

/// The roster a class starts with, and how long ago the class started: the roster `resumed`
/// read back, writing on in its folder; else a new one, kept in a new folder under `classes`
/// (when there is one) for the class that `started`.
pub fn roster(
    classes: Option<&Path>,
    resumed: Option<Resumed>,
    started: &Started,
) -> Result<(Roster, Duration), JournalError> {
    let cannot = |folder: &Path| {
        let folder = folder.display().to_string();
        move |source| JournalError::Keep { folder, source }
    };
    if let Some(resumed) = resumed {
        let since = resumed.started.elapsed();
        let folder = resumed.folder.clone();
        return Ok((resumed.roster().map_err(cannot(&folder))?, since));
    }
    let mut roster = Roster::new(started.max_students);
    if let Some(classes) = classes {
        let journal = Journal::create(classes, started).map_err(cannot(classes))?;
        roster.keep_with(Box::new(journal));
    }
    Ok((roster, Duration::ZERO))
}

/// Now, in seconds since 1970.
pub fn now_since_1970() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// Ends `file`'s last line if a kill cut it short, so that what is appended starts a line.
fn end_last_line(file: &mut File) -> io::Result<()> {
    let length = file.metadata()?.len();
    if length == 0 {
        return Ok(());
    }
    file.seek(io::SeekFrom::Start(length - 1))?;
    let mut last = [0u8];
    file.read_exact(&mut last)?;
    if last[0] != b'\n' {
        file.write_all(b"\n")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::protocol::Refusal;

    fn number_check() -> Check {
        serde_json::from_str(r#"{"kind":"predict_number","quantity":"updates_to_halt","within":0}"#)
            .expect("a check")
    }

    fn started() -> Started {
        Started {
            code: "K7Q2".into(),
            port: 8123,
            max_students: 30,
            lecture: Some("pla-step-by-step".into()),
            at: 1_790_000_000,
        }
    }

    /// A scratch folder of this test's own under the system's temporary directory.
    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("linlab-journal-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    #[test]
    fn a_class_read_back_has_its_seats_names_and_first_answers_and_goes_on_in_its_folder() {
        let classes = scratch("round-trip");
        let check = number_check();
        let mut roster = Roster::new(30);
        roster.keep_with(Box::new(
            Journal::create(&classes, &started()).expect("a journal"),
        ));
        let ada = roster
            .join(Some("=Ada"), None, "s1".into(), 1)
            .expect("joins")
            .seat;
        let bo = roster
            .join(Some("Bo"), None, "s2".into(), 2)
            .expect("joins")
            .seat;
        roster.answer(&ada, 2, &check, Reply::Number(3.0), true, 1.5);
        roster.answer(&ada, 2, &check, Reply::Number(4.0), false, 2.0);
        roster.answer(&bo, 2, &check, Reply::Number(-1.0), false, 2.5);
        let before = roster.results_csv();
        drop(roster);

        let resumed = Resumed::last(&classes).expect("the class");
        assert_eq!(resumed.started(), &started());
        let mut roster = resumed.roster().expect("its roster");
        assert_eq!(roster.results_csv(), before);
        assert_eq!(roster.connected(), 0);
        let back = roster
            .join(None, Some("s1"), "s9".into(), 3)
            .expect("rejoins");
        assert_eq!((back.seat.as_str(), back.name.as_str()), ("s1", "=Ada"));
        roster
            .join(Some("Cy"), None, "s3".into(), 4)
            .expect("joins");
        roster.answer("s3", 2, &check, Reply::Number(3.0), true, 9.0);

        let again = Resumed::last(&classes).expect("the class").roster();
        assert_eq!(
            again.expect("its roster").results_csv(),
            roster.results_csv()
        );
        let results = std::fs::read_to_string(classes.join("1790000000-K7Q2/results.csv"))
            .expect("the results file");
        assert_eq!(
            results.lines().collect::<Vec<_>>(),
            [
                "name,scene,task,answer,right,seconds",
                "'=Ada,3,predict_number,3,true,1.5",
                "Bo,3,predict_number,-1,false,2.5",
                "Cy,3,predict_number,3,true,9.0",
            ]
        );
        let _ = std::fs::remove_dir_all(&classes);
    }

    #[test]
    fn a_resumed_class_is_still_locked_and_a_removed_seat_still_out() {
        let classes = scratch("lock-remove");
        let check = number_check();
        let mut roster = Roster::new(30);
        roster.keep_with(Box::new(
            Journal::create(&classes, &started()).expect("a journal"),
        ));
        roster
            .join(Some("Ada"), None, "s1".into(), 1)
            .expect("joins");
        roster
            .join(Some("Bo"), None, "s2".into(), 2)
            .expect("joins");
        roster.answer("s2", 2, &check, Reply::Number(-1.0), false, 2.5);
        roster.remove("s2");
        roster.lock(true);
        drop(roster);

        let mut roster = Resumed::last(&classes)
            .expect("the class")
            .roster()
            .expect("its roster");
        assert!(roster.is_locked());
        assert_eq!(roster.students().len(), 1);
        assert_eq!(roster.tally(2).answered, 0);
        assert_eq!(
            roster.join(None, Some("s2"), "s3".into(), 3),
            Err(Refusal::Removed)
        );
        assert_eq!(
            roster.join(Some("Cy"), None, "s4".into(), 4),
            Err(Refusal::Locked)
        );
        assert!(roster.join(None, Some("s1"), "s5".into(), 5).is_ok());
        let _ = std::fs::remove_dir_all(&classes);
    }

    #[test]
    fn a_line_cut_short_by_a_kill_is_skipped_and_the_lines_around_it_are_kept() {
        let classes = scratch("cut");
        let check = number_check();
        let mut roster = Roster::new(30);
        let journal = Journal::create(&classes, &started()).expect("a journal");
        let folder = journal.folder().to_owned();
        roster.keep_with(Box::new(journal));
        roster
            .join(Some("Ada"), None, "s1".into(), 1)
            .expect("joins");
        roster.answer("s1", 0, &check, Reply::Number(1.0), true, 1.0);
        drop(roster);
        // A kill in the middle of a line.
        let mut file = OpenOptions::new()
            .append(true)
            .open(folder.join(JOURNAL_FILE))
            .expect("the journal");
        file.write_all(b"{\"joined\":{\"seat\":\"s2\",\"na")
            .expect("written");
        drop(file);

        let mut roster = Resumed::read(&folder)
            .expect("the class")
            .roster()
            .expect("its roster");
        roster
            .join(Some("Bo"), None, "s2".into(), 2)
            .expect("joins");
        roster.answer("s2", 0, &check, Reply::Number(2.0), false, 2.0);
        drop(roster);
        let roster = Resumed::read(&folder)
            .expect("the class")
            .roster()
            .expect("its roster");
        let names: Vec<&str> = roster.students().iter().map(|s| s.name.as_str()).collect();
        assert_eq!(names, ["Ada", "Bo"]);
        assert_eq!(roster.tally(0).answered, 2);
        let _ = std::fs::remove_dir_all(&classes);
    }

    #[test]
    fn a_journal_without_its_start_and_an_empty_directory_are_refused_with_a_reason() {
        let classes = scratch("empty");
        assert!(matches!(
            Resumed::last(&classes),
            Err(JournalError::Nothing(_))
        ));
        let folder = classes.join("1-ABCD");
        std::fs::create_dir_all(&folder).expect("a folder");
        std::fs::write(
            folder.join(JOURNAL_FILE),
            "{\"joined\":{\"seat\":\"s\",\"name\":\"A\"}}\n",
        )
        .expect("written");
        assert!(matches!(
            Resumed::last(&classes),
            Err(JournalError::NoStart(_))
        ));
        let _ = std::fs::remove_dir_all(&classes);
    }
}
