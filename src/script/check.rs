//! `linlab script check`: a script replayed scene by scene without a window, and every
//! reference in it checked — the learners' settings, the t each run must reach, the languages
//! of every text, each exercise (answerable, its reference answer passing its own check and
//! a wrong one failing it), the fields of every text ([`fields`]), and the numbers a text writes
//! out by hand that the scene's replayed state contradicts.

use crate::data::Dataset;
use crate::i18n::Language;
use crate::learn::{Learner, Settings, Stop};
use crate::lesson::Lesson;
use crate::t;

use super::fields::{self, SceneValues, StateValues};
use super::{Check, Highlight, Quantity, Reply, Scene, Script, Text, task};

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
        let (run, replayed) = replay(state, &state.settings, state.t);
        if let Some(message) = run {
            problem("state.t", message);
        }
        if let Some(compare) = &state.compare
            && let (Some(message), _) = replay(state, compare, state.compare_t)
        {
            problem("state.compare_t", message);
        }
        if let Some(message) = transform_problem(state) {
            problem("state.app.transform_t", message);
        }
        let mut reference = None;
        if let Some(task) = &scene.task {
            match task_problem(state, &task.check) {
                Ok(answer) => reference = Some(answer),
                Err(message) => problem("task", message),
            }
        }
        let values = SceneValues::of_scene(state, replayed.as_ref().map(|(l, d)| (l.as_ref(), d)));
        for (field, message) in number_problems(scene, &values, reference.as_ref()) {
            problem(&field, message);
        }
        for (field, text) in scene_texts(scene) {
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

/// A learner replayed to a scene's t, and its points.
type Replayed = (Box<dyn Learner>, Dataset);

/// Every text of a scene, with the field it stands in.
fn scene_texts(scene: &Scene) -> Vec<(String, &Text)> {
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
    texts
}

/// The run of `settings` on the state's points replayed to step `t` (when it can be), and why it
/// cannot show that step: its settings are refused, or it stops before t for another reason
/// than halting (its budget, divergence). A scene at t = 0 asks for no step: its points may be
/// anything (a single class, say, in the Cluster and PCA workspaces), and only the settings are
/// checked.
fn replay(state: &Lesson, settings: &Settings, t: u64) -> (Option<String>, Option<Replayed>) {
    let lesson = Lesson {
        settings: settings.clone(),
        t,
        ..state.clone()
    };
    if t == 0 {
        let problem = settings.check().err().map(|e| e.to_string());
        return (problem, lesson.replay().ok());
    }
    match lesson.replay() {
        Err(e) => (Some(e.to_string()), None),
        Ok((learner, data)) => {
            let reached = learner.counters().updates;
            // A run that halts before t shows its end: a scene may ask to "run to the end".
            let halted = learner.stopped() == Some(Stop::Converged);
            let problem = (reached < t && !halted).then(|| {
                t!(
                    "core-script-check-stops-early",
                    t = t.to_string(),
                    reached = reached.to_string()
                )
            });
            (problem, Some((learner, data)))
        }
    }
}

/// Why the Transform workspace's learner cannot show the t its place keeps: Φ or its settings
/// refused on the points, or a stop before t for another reason than halting. `None` for the
/// other workspaces.
fn transform_problem(state: &Lesson) -> Option<String> {
    if state.window().workspace() != crate::lesson::Workspace::Transform {
        return None;
    }
    match state.replay_in_z() {
        Err(message) => Some(message),
        Ok(run) => {
            let reached = run.learner.counters().updates;
            let halted = run.learner.stopped() == Some(Stop::Converged);
            (reached < run.t && !halted).then(|| {
                t!(
                    "core-script-check-stops-early",
                    t = run.t.to_string(),
                    reached = reached.to_string()
                )
            })
        }
    }
}

/// The learner's own answer to a task ("Show me"), or why the task cannot be answered: its
/// tolerance is not a number, the learner gives no answer from the scene's state, its own answer
/// fails, or a wrong one passes.
fn task_problem(state: &Lesson, check: &Check) -> Result<Reply, String> {
    if !check.is_valid() {
        return Err(t!("core-script-check-task-tolerance").to_owned());
    }
    let reference = task::reference(state, check)
        .map_err(|reason| t!("core-script-check-task-no-answer", reason = reason))?;
    let passes = |answer: &Reply| task::check(state, check, answer).map(|v| v.right);
    match (
        passes(&reference),
        task::wrong_answer(state, check).map(|a| passes(&a)),
    ) {
        (Ok(true), Ok(Ok(false))) => Ok(reference),
        (Ok(false), _) => Err(t!("core-script-check-task-reference-fails").to_owned()),
        (Err(reason), _) | (_, Err(reason)) | (_, Ok(Err(reason))) => {
            Err(t!("core-script-check-task-no-answer", reason = reason))
        }
        (Ok(true), Ok(Ok(true))) => Err(t!("core-script-check-task-wrong-passes").to_owned()),
    }
}

/// The problems of a scene's numbers, each with the field it stands in: fields that cannot be
/// filled in (every text, the presenter's notes too), numbers written out that the state
/// contradicts (the texts about the scene: caption, question, labels, notes), and an explanation whose last E_in is not the
/// task's own answer (a task asking for E_in).
fn number_problems(
    scene: &Scene,
    values: &SceneValues,
    reference: Option<&Reply>,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut state_values = StateValues::new(&scene.state, values);
    let notes = ("notes".to_owned(), &scene.notes);
    for (field, text) in scene_texts(scene).into_iter().chain([notes]) {
        let about_the_scene = !field.starts_with("task.");
        for language in text.languages() {
            let words = text.written_in(language);
            let tag = language.tag();
            for error in values.problems(words) {
                out.push((field.clone(), format!("{tag}: {error}")));
            }
            if about_the_scene {
                for contradiction in state_values.contradictions(words) {
                    out.push((field.clone(), format!("{tag}: {contradiction}")));
                }
            }
        }
    }
    if let (Some(task), Some(Reply::Number(answer))) = (&scene.task, reference)
        && let Check::PredictNumber {
            quantity: Quantity::EInAfterNextUpdate,
            ..
        } = task.check
    {
        let n = scene.state.points.len();
        let count = (answer * n as f64).round() as usize;
        let answer = fields::Value::Count { count, of: n };
        for language in task.explanation.languages() {
            let claims = fields::claims(task.explanation.written_in(language));
            if let Some(last) = claims.iter().rev().find(|c| c.is_e_in())
                && !last.agrees_with(&answer)
            {
                let message = t!(
                    "fields-explanation-answer",
                    claim = last.written.as_str(),
                    answer = answer.written(None)
                );
                out.push((
                    "task.explanation".to_owned(),
                    format!("{}: {message}", language.tag()),
                ));
            }
        }
    }
    out
}

#[cfg(test)]
#[path = "check_tests.rs"]
mod tests;
