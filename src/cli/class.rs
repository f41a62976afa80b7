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
}

/// Opens the window with the class started.
#[cfg(feature = "gui")]
pub fn run(args: &ClassArgs, language: Option<Language>) -> ExitCode {
    use crate::app::{ClassAction, Command, LectureAction};
    use crate::class::journal::Resumed;
    use crate::class::server::ClassConfig;

    let classes = crate::app::classes_dir();
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

#[cfg(not(feature = "gui"))]
pub fn run(_args: &ClassArgs, language: Option<Language>) -> ExitCode {
    super::open_window(language, Vec::new())
}
