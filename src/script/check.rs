//! `linlab script check`: a script replayed scene by scene without a window, and every
//! reference in it checked — the learners' settings, the t each run must reach, the languages
//! of every text, and each exercise (answerable, its reference answer passing its own check and
//! a wrong one failing it).

use crate::i18n::Language;
use crate::learn::{Settings, Stop};
use crate::lesson::Lesson;
use crate::t;

use super::{Answer, Check, Highlight, Script, Text, task};

/// A problem found in a script: the scene (from 1) and the field it stands in, and what is
/// wrong.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CheckProblem {
    pub scene: usize,
    pub field: String,
    pub message: String,
}

/// Every problem of `script`, scene by scene (none when all is well).
pub fn check(script: &Script) -> Vec<CheckProblem> {
    let mut problems = Vec::new();
    let languages: Vec<Language> = if script.title.is_empty() {
        Language::ALL.to_vec()
    } else {
        script.title.languages().collect()
    };
    for (i, scene) in script.scenes.iter().enumerate() {
        let mut problem = |field: &str, message: String| {
            problems.push(CheckProblem {
                scene: i + 1,
                field: field.to_owned(),
                message,
            });
        };
        let state = &scene.state;
        if let Some(message) = run_problem(state, &state.settings, state.t) {
            problem("state.t", message);
        }
        if let Some(compare) = &state.compare
            && let Some(message) = run_problem(state, compare, state.compare_t)
        {
            problem("state.compare_t", message);
        }
        if let Some(task) = &scene.task
            && let Some(message) = task_problem(state, &task.check)
        {
            problem("task", message);
        }
        let mut texts: Vec<(String, &Text)> = vec![("caption".to_owned(), &scene.caption)];
        if let Some(ask) = &scene.ask {
            texts.push(("ask".to_owned(), ask));
        }
        if let Some(task) = &scene.task {
            texts.push(("task.explanation".to_owned(), &task.explanation));
            if let Some(hint) = &task.hint {
                texts.push(("task.hint".to_owned(), hint));
            }
        }
        for (k, highlight) in scene.highlights.iter().enumerate() {
            match highlight {
                Highlight::Label { text, .. } => {
                    texts.push((format!("highlights[{}].text", k + 1), text));
                }
                Highlight::Arrow {
                    label: Some(text), ..
                } => texts.push((format!("highlights[{}].label", k + 1), text)),
                _ => {}
            }
        }
        for (field, text) in texts {
            for &language in &languages {
                if text.written_in(language).trim().is_empty() {
                    problem(
                        &field,
                        t!(
                            "core-script-check-missing-language",
                            language = language.tag()
                        ),
                    );
                }
            }
        }
    }
    problems
}

/// Why the run of `settings` on the state's points cannot show step `t`: its settings are
/// refused, or it stops before t for another reason than halting (its budget, divergence).
/// A scene at t = 0 asks for no step: its points may be anything (a single class, say, in the
/// Cluster and PCA workspaces), and only the settings are checked.
fn run_problem(state: &Lesson, settings: &Settings, t: u64) -> Option<String> {
    if t == 0 {
        return settings.check().err().map(|e| e.to_string());
    }
    let lesson = Lesson {
        settings: settings.clone(),
        t,
        ..state.clone()
    };
    match lesson.replay() {
        Err(e) => Some(e.to_string()),
        Ok((learner, _)) => {
            let reached = learner.counters().updates;
            // A run that halts before t shows its end: a scene may ask to "run to the end".
            let halted = learner.stopped() == Some(Stop::Converged);
            (reached < t && !halted).then(|| {
                t!(
                    "core-script-check-stops-early",
                    t = t.to_string(),
                    reached = reached.to_string()
                )
            })
        }
    }
}

/// Why a task cannot be answered: its tolerance is not a number, the learner gives no answer
/// from the scene's state, its own answer fails, or a wrong one passes.
fn task_problem(state: &Lesson, check: &Check) -> Option<String> {
    if !check.is_valid() {
        return Some(t!("core-script-check-task-tolerance").to_owned());
    }
    let reference = match task::reference(state, check) {
        Ok(answer) => answer,
        Err(reason) => return Some(t!("core-script-check-task-no-answer", reason = reason)),
    };
    let passes = |answer: &Answer| task::check(state, check, answer).map(|v| v.right);
    match (
        passes(&reference),
        task::wrong_answer(state, check).map(|a| passes(&a)),
    ) {
        (Ok(true), Ok(Ok(false))) => None,
        (Ok(false), _) => Some(t!("core-script-check-task-reference-fails").to_owned()),
        (Err(reason), _) | (_, Err(reason)) | (_, Ok(Err(reason))) => {
            Some(t!("core-script-check-task-no-answer", reason = reason))
        }
        (Ok(true), Ok(Ok(true))) => Some(t!("core-script-check-task-wrong-passes").to_owned()),
    }
}
