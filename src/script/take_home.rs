//! A lecture to take home after a live class: the lecture as the class saw it, with one
//! student's answers to its exercises (the first they gave, by scene). Opened later in the
//! window or the page (a script file like any other), each exercise shows that answer, its
//! verdict and the explanation, as after the teacher's reveal; the student may try again.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::{Reply, Script};
use crate::t;

/// Whose answers a script carries home, and the answers by scene (from 0).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TakeHome {
    pub student: String,
    pub answers: BTreeMap<usize, Reply>,
}

impl TakeHome {
    /// What is wrong with these answers for `script`: an answer to a scene it does not have, to
    /// one without an exercise, or of a kind its exercise is not answered with.
    pub(super) fn check(&self, script: &Script) -> Result<(), String> {
        for (&k, reply) in &self.answers {
            match script.scenes.get(k).and_then(|s| s.task.as_ref()) {
                Some(task) if task.check.accepts(reply) => {}
                Some(_) => return Err(t!("core-script-take-home-kind", scene = k + 1)),
                None => return Err(t!("core-script-take-home-scene", scene = k + 1)),
            }
        }
        Ok(())
    }
}

impl Script {
    /// This lecture with `student`'s `answers` to take home (answers to scenes without an
    /// exercise are left out).
    pub fn taken_home_by(&self, student: &str, answers: BTreeMap<usize, Reply>) -> Self {
        let answers = answers
            .into_iter()
            .filter(|(k, _)| self.scenes.get(*k).is_some_and(|s| s.task.is_some()))
            .collect();
        Self {
            taken_home: Some(TakeHome {
                student: student.to_owned(),
                answers,
            }),
            ..self.clone()
        }
    }
}

/// A file name for `student`'s lecture, `place` their place in the class (from 1, so that two
/// students of one name never share a file): letters and digits kept, the rest a dash.
pub fn file_name(place: usize, student: &str) -> String {
    let mut name: String = student
        .chars()
        .map(|c| if c.is_alphanumeric() { c } else { '-' })
        .take(40)
        .collect();
    name = name.trim_matches('-').to_owned();
    if name.is_empty() {
        format!("{place:02}.json")
    } else {
        format!("{place:02}-{name}.json")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_name_keeps_the_name_s_letters_and_is_never_shared() {
        assert_eq!(file_name(3, "Ada Lovelace"), "03-Ada-Lovelace.json");
        assert_eq!(file_name(12, "林軒田"), "12-林軒田.json");
        assert_eq!(file_name(1, "../../etc"), "01-etc.json");
        assert_eq!(file_name(4, "///"), "04.json");
        assert_ne!(file_name(1, "Bo"), file_name(2, "Bo"));
    }

    fn lecture() -> (Script, usize) {
        let script = crate::script::built_in("pla-step-by-step")
            .and_then(|b| b.script().ok())
            .expect("a built-in lecture");
        let k = script
            .scenes
            .iter()
            .position(|s| s.task.is_some())
            .expect("an exercise");
        (script, k)
    }

    #[test]
    fn a_lecture_taken_home_reads_back_with_its_answers_and_only_to_exercises() {
        let (script, k) = lecture();
        let answers = BTreeMap::from([(k, Reply::Spot([1.0, 2.0])), (0, Reply::Number(1.0))]);
        let taken = script.taken_home_by("Ada", answers);
        let held = taken.taken_home.as_ref().expect("taken home");
        assert_eq!(held.answers.len(), 1, "scene 1 asks nothing: left out");
        let back = Script::from_json(&taken.to_json(), "ada.json").expect("reads");
        assert_eq!(back, taken);
        // A plain lecture writes no such field.
        assert!(!script.to_json().contains("taken_home"));
    }

    #[test]
    fn an_answer_to_a_scene_without_an_exercise_is_refused_with_its_scene() {
        let (script, k) = lecture();
        let mut value: serde_json::Value =
            serde_json::from_str(&script.taken_home_by("Ada", BTreeMap::new()).to_json())
                .expect("JSON");
        value["taken_home"]["answers"] = serde_json::json!({ "0": { "number": 1.0 } });
        let error = Script::from_json(&value.to_string(), "ada.json").expect_err("refused");
        assert!(error.to_string().contains("scene 1"), "{error}");
        value["taken_home"]["answers"] =
            serde_json::json!({ k.to_string(): { "spot": [1.0, 2.0] } });
        assert!(Script::from_json(&value.to_string(), "ada.json").is_ok());
        // A number where the exercise asks for a spot.
        value["taken_home"]["answers"] = serde_json::json!({ k.to_string(): { "number": 1.0 } });
        let error = Script::from_json(&value.to_string(), "ada.json").expect_err("refused");
        assert!(error.to_string().contains("not of the kind"), "{error}");
        value["taken_home"]["answers"] = serde_json::json!({ "9999": { "number": 1.0 } });
        assert!(Script::from_json(&value.to_string(), "ada.json").is_err());
    }
}
