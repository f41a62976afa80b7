//! `linlab class`: opens the window with a live class started, optionally on a built-in
//! lecture; the window serves the students' page (built by `trunk build --release` into
//! `dist/`) and the class on the classroom's network.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

use crate::i18n::Language;
#[cfg(feature = "gui")]
use crate::t;

#[derive(Debug, Args)]
pub struct ClassArgs {
    /// The port the students' page and the class listen on.
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    /// When the port is busy, take the next free one above it.
    #[arg(long)]
    pub next_free_port: bool,
    /// The address to listen on: every interface (the classroom's network), or one, such as
    /// 127.0.0.1 for this machine alone.
    #[arg(long, value_name = "ADDRESS", default_value = "0.0.0.0")]
    pub bind: std::net::IpAddr,
    /// The students' page: the directory trunk built.
    #[arg(long, value_name = "DIR", default_value = "dist")]
    pub page: PathBuf,
    /// The most students connected at once.
    #[arg(long, value_name = "N", default_value_t = 300)]
    pub max_students: usize,
    /// A built-in lecture to open (see `linlab script list`).
    #[arg(long, value_name = "ID")]
    pub lecture: Option<String>,
    /// Reopen the last class (after a crash, a kill or the window closed): the same code, port,
    /// students and answers; the students' pages rejoin by themselves.
    #[arg(long)]
    pub resume: bool,
    /// Write the report and each student's lecture to take home of a class kept (the last one,
    /// or the one in FOLDER) into its folder, without opening the window: after a class the
    /// window did not end (a crash, a kill), or again.
    #[arg(long, value_name = "FOLDER", num_args = 0..=1, conflicts_with_all = ["resume", "lecture"])]
    pub report: Option<Option<PathBuf>>,
}

/// Opens the window with the class started.
#[cfg(feature = "gui")]
pub fn run(args: &ClassArgs, language: Option<Language>) -> ExitCode {
    use crate::app::{ClassAction, Command, LectureAction};
    use crate::class::journal::Resumed;
    use crate::class::server::ClassConfig;

    let classes = crate::app::classes_dir();
    if let Some(folder) = &args.report {
        return match report(folder.as_deref(), classes.as_deref()) {
            Ok(path) => {
                outln!(
                    "{}",
                    t!(
                        "core-cli-class-report-written",
                        path = path.display().to_string()
                    )
                );
                ExitCode::SUCCESS
            }
            Err(message) => {
                eprintln!("{}", t!("core-cli-error", message = message));
                ExitCode::from(2)
            }
        };
    }
    // The class to resume, found before the window opens (none: said here, and no window).
    let resumed = match (args.resume, &classes) {
        (false, _) => None,
        (true, None) => {
            let message = t!("core-class-nothing-to-resume", dir = "?");
            eprintln!("{}", t!("core-cli-error", message = message));
            return ExitCode::from(2);
        }
        (true, Some(classes)) => match Resumed::last(classes) {
            Ok(resumed) => Some(resumed),
            Err(error) => {
                eprintln!("{}", t!("core-cli-error", message = error.to_string()));
                return ExitCode::from(2);
            }
        },
    };
    let lecture = args
        .lecture
        .clone()
        .or_else(|| resumed.as_ref().and_then(|r| r.started().lecture.clone()));
    let mut first = Vec::new();
    if let Some(id) = &lecture {
        let Some(built_in) = crate::script::built_in(id) else {
            let message = t!("core-cli-class-no-lecture", id = id.as_str());
            eprintln!("{}", t!("core-cli-error", message = message));
            return ExitCode::from(2);
        };
        first.push(Command::Lecture(LectureAction::OpenBuiltIn(built_in.id)));
    }
    if !args.page.is_dir() {
        let page = args.page.display().to_string();
        eprintln!(
            "{}",
            t!(
                "core-cli-note",
                notice = t!("core-cli-class-no-page", dir = page)
            )
        );
    }
    first.push(Command::Class(ClassAction::Start {
        next_free_port: args.next_free_port,
    }));
    let config = ClassConfig {
        bind: args.bind,
        port: args.port,
        next_free_port: args.next_free_port,
        page: Some(args.page.clone()).filter(|dir| dir.is_dir()),
        max_students: args.max_students,
        journal: classes,
        resume: resumed.map(|r| r.folder().to_owned()),
        lecture,
        ..ClassConfig::default()
    };
    first.insert(0, Command::Class(ClassAction::Configure(Box::new(config))));
    super::open_window(language, first)
}

/// Writes the report and the lectures to take home of the class kept in `folder` (none: the
/// last class kept under `classes`) into its folder: the report's path, or what went wrong.
#[cfg(feature = "gui")]
fn report(
    folder: Option<&std::path::Path>,
    classes: Option<&std::path::Path>,
) -> Result<PathBuf, String> {
    use crate::app::class_report::{REPORT_FILE, TAKE_HOME_DIR, html, write_take_home};
    use crate::class::journal::Resumed;

    let resumed = match folder {
        Some(folder) => Resumed::read(folder),
        None => {
            let classes = classes.ok_or_else(|| t!("core-class-nothing-to-resume", dir = "?"))?;
            Resumed::last(classes)
        }
    }
    .map_err(|e| e.to_string())?;
    let folder = resumed.folder().to_owned();
    let id = resumed.started().lecture.clone().unwrap_or_default();
    let script = crate::script::built_in(&id)
        .and_then(|b| b.script().ok())
        .ok_or_else(|| {
            t!(
                "core-cli-class-report-no-lecture",
                folder = folder.display().to_string()
            )
        })?;
    let students = resumed.students();
    let problem = |path: &std::path::Path| {
        let path = path.display().to_string();
        move |e: std::io::Error| format!("{path}: {e}")
    };
    let dir = folder.join(TAKE_HOME_DIR);
    write_take_home(&dir, &script, &students).map_err(problem(&dir))?;
    let path = folder.join(REPORT_FILE);
    let language = crate::i18n::language();
    std::fs::write(&path, html(&script, &students, language)).map_err(problem(&path))?;
    Ok(path)
}

#[cfg(not(feature = "gui"))]
pub fn run(_args: &ClassArgs, language: Option<Language>) -> ExitCode {
    super::open_window(language, Vec::new())
}
