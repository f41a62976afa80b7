//! `linlab script list | check | export | link | render`: the built-in lectures listed, a script
//! (a file or a built-in id) replayed scene by scene and checked without a window, a built-in
//! lecture written out as a file to start from, a script as a link the web page opens, and its
//! scenes drawn as pictures (`render.rs`).

use std::fmt::Write as _;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Subcommand};
use serde::Serialize;

use crate::i18n::Language;
use crate::script::{self, BUILT_IN, CheckProblem, Script};
use crate::t;

#[derive(Debug, Args)]
pub struct ScriptArgs {
    #[command(subcommand)]
    pub action: ScriptAction,
}

#[derive(Debug, Subcommand)]
pub enum ScriptAction {
    List {
        #[arg(long)]
        json: bool,
    },
    Check {
        #[arg(value_name = "FILE|ID")]
        script: String,
        #[arg(long)]
        json: bool,
    },
    Export {
        #[arg(value_name = "ID")]
        id: String,
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
    },
    Link {
        #[arg(value_name = "FILE|ID")]
        script: String,
        #[arg(long, value_name = "URL", default_value = "")]
        page: String,
    },
    #[cfg(feature = "gui")]
    Render {
        #[arg(value_name = "FILE|ID")]
        script: String,
        #[arg(long, value_name = "WxH", value_parser = super::render::parse_size)]
        size: super::render::PictureSize,
        #[arg(long)]
        presentation: bool,
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
}

/// One built-in lecture in `linlab script list --json`.
#[derive(Debug, Serialize)]
pub struct Listed {
    pub id: &'static str,
    pub title_en: String,
    #[serde(rename = "title_zh-CN")]
    pub title_zh: String,
    #[serde(rename = "title_zh-TW")]
    pub title_zh_tw: String,
    pub scenes: usize,
    /// Its length as a link (characters after `#script=`).
    pub link_chars: usize,
    /// Its exercises: the scene (from 1) and the kind of each.
    pub tasks: Vec<ListedTask>,
}

/// An exercise of a listed lecture.
#[derive(Debug, Serialize)]
pub struct ListedTask {
    pub scene: usize,
    pub kind: &'static str,
}

/// What `linlab script check --json` prints.
#[derive(Debug, Serialize)]
pub struct CheckReport {
    pub script: String,
    pub scenes: usize,
    pub problems: Vec<CheckProblem>,
}

/// The built-in lectures, each read and measured.
pub fn list() -> Result<Vec<Listed>, String> {
    BUILT_IN
        .iter()
        .map(|b| {
            let script = b.script().map_err(|e| e.to_string())?;
            Ok(Listed {
                id: b.id,
                title_en: script.title.in_language(Language::English).to_owned(),
                title_zh: script
                    .title
                    .in_language(Language::SimplifiedChinese)
                    .to_owned(),
                title_zh_tw: script
                    .title
                    .in_language(Language::TraditionalChinese)
                    .to_owned(),
                scenes: script.scenes.len(),
                link_chars: script.to_link().len(),
                tasks: script
                    .scenes
                    .iter()
                    .enumerate()
                    .filter_map(|(k, scene)| {
                        scene.task.as_ref().map(|task| ListedTask {
                            scene: k + 1,
                            kind: task.check.kind(),
                        })
                    })
                    .collect(),
            })
        })
        .collect()
}

/// A built-in lecture by id, else the file at that path.
fn open(name: &str) -> Result<Script, String> {
    match script::built_in(name) {
        Some(b) => b.script(),
        None => Script::load(std::path::Path::new(name)),
    }
    .map_err(|e| e.to_string())
}

/// Runs a `linlab script` command: its output on stdout, problems on stderr; exit 1 when the
/// script cannot be read or has problems, 0 when all is well.
pub fn run(args: &ScriptArgs) -> ExitCode {
    let result = match &args.action {
        ScriptAction::List { json } => list().map(|listed| {
            if *json {
                serde_json::to_string_pretty(&listed).unwrap_or_default()
            } else {
                let mut out = String::new();
                for l in &listed {
                    let _ = writeln!(
                        out,
                        "{}",
                        t!(
                            "core-cli-script-listed",
                            id = l.id,
                            title = match crate::i18n::language() {
                                Language::English => &l.title_en,
                                Language::SimplifiedChinese => &l.title_zh,
                                Language::TraditionalChinese => &l.title_zh_tw,
                            },
                            scenes = l.scenes.to_string(),
                            chars = l.link_chars.to_string()
                        )
                    );
                }
                out.trim_end().to_owned()
            }
        }),
        ScriptAction::Check { script, json } => return check(script, *json),
        ScriptAction::Export { id, out } => export(id, out),
        #[cfg(feature = "gui")]
        ScriptAction::Render {
            script,
            size,
            presentation,
            out,
        } => super::render::render(script, *size, *presentation, out),
        ScriptAction::Link { script, page } => open(script).map(|script| {
            format!(
                "{}{}{}",
                page.split('#').next().unwrap_or_default(),
                crate::link::SCRIPT_MARKER,
                script.to_link()
            )
        }),
    };
    match result {
        Ok(text) => {
            outln!("{text}");
            ExitCode::SUCCESS
        }
        Err(message) => {
            eprintln!("{}", t!("core-cli-error", message = message));
            ExitCode::FAILURE
        }
    }
}

fn check(name: &str, json: bool) -> ExitCode {
    let script = match open(name) {
        Ok(script) => script,
        Err(message) => {
            eprintln!("{}", t!("core-cli-error", message = message));
            return ExitCode::FAILURE;
        }
    };
    let problems = script::check(&script);
    let report = CheckReport {
        script: name.to_owned(),
        scenes: script.scenes.len(),
        problems,
    };
    if json {
        outln!(
            "{}",
            serde_json::to_string_pretty(&report).unwrap_or_default()
        );
    } else if report.problems.is_empty() {
        outln!(
            "{}",
            t!("core-cli-script-ok", script = name, scenes = report.scenes)
        );
    } else {
        for p in &report.problems {
            eprintln!(
                "{}",
                t!(
                    "core-cli-script-problem",
                    script = name,
                    scene = p.scene.to_string(),
                    field = &p.field,
                    problem = &p.message
                )
            );
        }
    }
    if report.problems.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn export(id: &str, out: &std::path::Path) -> Result<String, String> {
    let built_in = script::built_in(id).ok_or_else(|| {
        let ids: Vec<&str> = BUILT_IN.iter().map(|b| b.id).collect();
        t!(
            "core-cli-script-unknown",
            id = id,
            ids = ids.join(t!("core-cli-list-separator"))
        )
    })?;
    let script = built_in.script().map_err(|e| e.to_string())?;
    script.save(out).map_err(|e| {
        t!(
            "core-cli-script-write",
            file = out.display().to_string(),
            problem = e.to_string()
        )
    })?;
    Ok(t!(
        "core-cli-script-exported",
        id = id,
        file = out.display().to_string(),
        scenes = script.scenes.len().to_string()
    ))
}
