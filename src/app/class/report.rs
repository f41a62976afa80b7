//! The class's report after class: one self-contained HTML file (its pictures inside it),
//! written beside the class's results. For each exercise of the lecture: the scene as the
//! projector drew it with the class's answers on it (drawn by the CPU renderer that
//! `linlab script render` uses), the tally, the wrong answers grouped with how many gave each,
//! and who did not answer; then each student's count of right answers, with a link to their
//! lecture to take home (written beside it, a file each).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;

use crate::app::shell::offscreen::scene_picture;
use crate::class::protocol::SharedAnswer;
use crate::class::roster::Student;
use crate::html::escape;
use crate::i18n::Language;
use crate::script::{Script, take_home};
use crate::t;

/// The report's file name, beside the results.
pub const REPORT_FILE: &str = "report.html";
/// The folder of the students' lectures to take home, beside the report.
pub const TAKE_HOME_DIR: &str = "take-home";

/// One exercise as the report tells it.
struct Exercise {
    scene: usize,
    answers: Vec<SharedAnswer>,
    /// The wrong answers' texts, with how many gave each, most first.
    wrong: Vec<(String, usize)>,
    /// The students who did not answer.
    silent: Vec<String>,
}

/// The exercises of `script` with the `students`' answers.
fn exercises(script: &Script, students: &[Student]) -> Vec<Exercise> {
    (0..script.scenes.len())
        .filter(|&k| script.scenes[k].task.is_some())
        .map(|k| {
            let answers: Vec<SharedAnswer> = students
                .iter()
                .filter_map(|s| s.answers.get(&k))
                .map(|a| SharedAnswer {
                    reply: a.reply.clone(),
                    text: a.text.clone(),
                    right: Some(a.right),
                })
                .collect();
            let mut counts: BTreeMap<String, usize> = BTreeMap::new();
            for a in answers.iter().filter(|a| a.right == Some(false)) {
                *counts.entry(a.text.clone()).or_default() += 1;
            }
            let mut wrong: Vec<(String, usize)> = counts.into_iter().collect();
            wrong.sort_by_key(|(_, n)| std::cmp::Reverse(*n));
            let silent = students
                .iter()
                .filter(|s| !s.answers.contains_key(&k))
                .map(|s| s.name.clone())
                .collect();
            Exercise {
                scene: k,
                answers,
                wrong,
                silent,
            }
        })
        .collect()
}

/// The report of the class of `students` on `script`, as one HTML page.
pub fn html(script: &Script, students: &[Student], language: Language) -> String {
    let title = escape(script.title.in_language(language));
    let mut out = String::new();
    let _ = write!(
        out,
        "<!DOCTYPE html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <title>{title}</title><style>body{{font-family:sans-serif;max-width:860px;margin:auto;\
         padding:1em}}img{{max-width:100%;border:1px solid #888}}td,th{{padding:2px 10px;\
         text-align:left}}.right{{color:#009e73}}.wrong{{color:#cc79a7}}</style></head><body>\
         <h1>{title}</h1><p>{}</p>",
        language.tag(),
        escape(&t!("presenter-report-students", n = students.len()))
    );
    for exercise in exercises(script, students) {
        let right = exercise
            .answers
            .iter()
            .filter(|a| a.right == Some(true))
            .count();
        let (png, caption) =
            match scene_picture(script, exercise.scene, exercise.answers.clone(), language) {
                Ok((png, caption)) => (Some(png), caption),
                Err(problem) => (None, problem),
            };
        let _ = write!(
            out,
            "<h2>{}</h2>",
            escape(&t!(
                "presenter-report-scene",
                k = (exercise.scene + 1).to_string(),
                caption = caption.as_str()
            ))
        );
        if let Some(png) = png {
            let _ = write!(
                out,
                "<img alt=\"{}\" src=\"data:image/png;base64,{}\">",
                escape(t!("presenter-report-picture-alt")),
                STANDARD.encode(png)
            );
        }
        let _ = write!(
            out,
            "<p>{}</p>",
            escape(&t!(
                "presenter-report-tally",
                answered = exercise.answers.len(),
                of = students.len(),
                right = right,
                wrong = exercise.answers.len() - right
            ))
        );
        if !exercise.wrong.is_empty() {
            let _ = write!(
                out,
                "<h3>{}</h3><table>",
                escape(t!("presenter-report-wrong"))
            );
            for (text, n) in &exercise.wrong {
                let _ = write!(
                    out,
                    "<tr><td class=\"wrong\">{}</td><td>{n}</td></tr>",
                    escape(text)
                );
            }
            out.push_str("</table>");
        }
        if !exercise.silent.is_empty() {
            let names: Vec<String> = exercise.silent.iter().map(|n| escape(n)).collect();
            let _ = write!(
                out,
                "<p>{} {}</p>",
                escape(t!("presenter-report-silent")),
                names.join(", ")
            );
        }
    }
    let _ = write!(
        out,
        "<h2>{}</h2><table><tr><th>{}</th><th>{}</th><th>{}</th><th>{}</th></tr>",
        escape(t!("presenter-report-students-heading")),
        escape(t!("presenter-dashboard-student")),
        escape(t!("presenter-dashboard-right")),
        escape(t!("presenter-report-answered")),
        escape(t!("presenter-report-take-home"))
    );
    for (place, student) in students.iter().enumerate() {
        let right = student.answers.values().filter(|a| a.right).count();
        let file = take_home::file_name(place + 1, &student.name);
        let _ = write!(
            out,
            "<tr><td>{}</td><td class=\"right\">{right}</td><td>{}</td>\
             <td><a href=\"{TAKE_HOME_DIR}/{}\">{}</a></td></tr>",
            escape(&student.name),
            student.answers.len(),
            escape(&file),
            escape(&file)
        );
    }
    out.push_str("</table></body></html>\n");
    out
}

/// Where the report of the class whose results file is `results` is written: beside it.
pub fn path_beside(results: &Path) -> PathBuf {
    results.with_file_name(REPORT_FILE)
}

/// Writes each student's lecture to take home into `dir` (`NN-name.json`, NN their place in
/// the order of joining): the lecture with their answers (see `script/take_home.rs`).
pub fn write_take_home(dir: &Path, script: &Script, students: &[Student]) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (place, student) in students.iter().enumerate() {
        let answers = student
            .answers
            .iter()
            .map(|(&k, a)| (k, a.reply.clone()))
            .collect();
        let taken = script.taken_home_by(&student.name, answers);
        let path = dir.join(take_home::file_name(place + 1, &student.name));
        taken.save(&path)?;
    }
    Ok(())
}

/// Writes the report to `path`, and each student's lecture to take home into
/// [`TAKE_HOME_DIR`] beside it, on a thread of its own (the report's pictures take a moment
/// each), so that the window goes on; what went wrong, if anything, is said on the standard
/// error.
pub fn write_in_background(path: PathBuf, script: Script, students: Vec<Student>) {
    let language = crate::i18n::language();
    let spawned = std::thread::Builder::new()
        .name("class report".into())
        .spawn(move || {
            crate::i18n::set_language(language);
            let dir = path.with_file_name(TAKE_HOME_DIR);
            if let Err(e) = write_take_home(&dir, &script, &students) {
                eprintln!("{}: {e}", dir.display());
            }
            let text = html(&script, &students, language);
            if let Err(e) = std::fs::write(&path, text) {
                eprintln!("{}: {e}", path.display());
            }
        });
    if let Err(e) = spawned {
        eprintln!("{e}");
    }
}
