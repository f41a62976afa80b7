//! `script check` on fields and written-out numbers: the scene and field of each problem, the old
//! noise scene six flagged, every built-in lecture's fields filled.

use crate::i18n::Language;
use crate::learn::Algorithm;
use crate::script::fields::{SceneValues, has_fields};
use crate::script::fixtures::{SET_B, cyclic};

/// A script of one scene: pocket on Set B at t = 4, asking for E_in(ŵ) after the next update,
/// with these words (the explanation the same in both languages).
fn pocket_exercise(caption: &str, caption_zh: &str, explanation: &str) -> crate::script::Script {
    use crate::script::{Check, Quantity, Scene, Script, Task, Text};
    let mut scene = Scene::of(cyclic(Algorithm::Pocket, SET_B.to_vec(), 4));
    scene.caption = Text::new(caption, caption_zh);
    scene.task = Some(Task {
        check: Check::PredictNumber {
            quantity: Quantity::EInAfterNextUpdate,
            within: 0.0,
        },
        hint: None,
        explanation: Text::new(explanation, explanation),
    });
    Script {
        title: Text::new("Pocket", "口袋"),
        scenes: vec![scene],
        ..Script::default()
    }
}

#[test]
fn script_check_flags_the_old_noise_scene_six() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let old = pocket_exercise(
        "**Exercise.** Pocket on the noisy set at t = 4: w = (0, 2, 0.5), and the pocket holds \
         ŵ = (0, 2, 1), which misses 2 points (P5 and P7).",
        "**练习。**口袋算法在有噪声的点集上，t = 4：w = (0, 2, 0.5)，口袋里的 ŵ = (0, 2, 1) 错 2 个点。",
        "w = (0, 2, 0.5) − (1, 2, −0.5) = (−1, 0, 1), which misses 3 points. 3 > 2, so ŵ stays \
         in the pocket: E_in(ŵ) = 2/7 ≈ 0.286.",
    );
    let problems = crate::script::check(&old);
    let said: Vec<(usize, &str, &str)> = problems
        .iter()
        .map(|p| (p.scene, p.field.as_str(), p.message.as_str()))
        .collect();
    assert_eq!(problems.len(), 6, "{said:#?}");
    assert!(problems.iter().all(|p| p.scene == 1));
    assert!(
        problems[0].message.contains("w = (0, 2, 0.5)")
            && problems[0].message.contains("(−2, 0, 3.5) at t = 4"),
        "{said:#?}"
    );
    assert!(
        problems[1].message.contains("ŵ = (0, 2, 1)") && problems[1].message.contains("(0, 3, 1)")
    );
    assert!(problems[2].message.starts_with("zh-CN: "), "{said:#?}");
    assert_eq!(problems[4].field, "task.explanation");
    assert!(problems[4].message.contains("E_in(ŵ) = 2/7") && problems[4].message.contains("1/7"));
    // The fixed words pass, and so do the same words written as fields.
    let fixed = pocket_exercise(
        "**Exercise.** Pocket on the noisy set at t = 4: w = (−2, 0, 3.5), P1 next, and the \
         pocket holds ŵ = (0, 3, 1), which misses 2 points (P5 and P7).",
        "**练习。**t = {{t}}：w = {{w}}，口袋里的 ŵ = {{w_hat}}，E_in(ŵ) = {{E_in}}。",
        "P3 (y·s = −5.5) is the next mistake: w = (−2, 0, 3.5) + (1, 2, −1) = (−1, 2, 2.5), \
         which misses only P7. 1 < 2, so it goes into the pocket: E_in(ŵ) = 1/7 ≈ 0.143.",
    );
    assert_eq!(crate::script::check(&fixed), Vec::new());
}

#[test]
fn script_check_names_the_scene_of_a_field_it_cannot_fill() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let mut script = pocket_exercise("ŵ = {{w_hat}}", "ŵ = {{w_hat}}", "E_in(ŵ) = 1/7.");
    let mut pla = script.scenes[0].clone();
    pla.state.settings = pla.state.settings.with_algorithm(Algorithm::Pla);
    pla.task = None;
    pla.caption = crate::script::Text::new("w̄ = {{w_bar}}, {{nope}}, {{ys:P8}}", "{{w");
    script.scenes.push(pla);
    let problems = crate::script::check(&script);
    let said: Vec<(usize, &str, &str)> = problems
        .iter()
        .map(|p| (p.scene, p.field.as_str(), p.message.as_str()))
        .collect();
    assert_eq!(said.len(), 4, "{said:#?}");
    assert!(
        said.iter()
            .all(|(scene, field, _)| *scene == 2 && *field == "caption")
    );
    assert!(
        said[0].2.contains("{{w_bar}} has no value in this scene"),
        "{said:#?}"
    );
    assert!(said[1].2.contains("“{{nope}}” is not a field"), "{said:#?}");
    assert!(said[2].2.contains("(it has 7)"), "{said:#?}");
    assert!(
        said[3].2.starts_with("zh-CN: ") && said[3].2.contains("closing }}"),
        "{said:#?}"
    );
}

#[test]
fn every_built_in_lecture_fills_its_fields() {
    let mut filled = 0;
    for built_in in crate::script::BUILT_IN {
        let script = built_in.script().expect("reads");
        for scene in &script.scenes {
            let values = SceneValues::of(&scene.state);
            for text in std::iter::once(&scene.caption).chain(scene.ask.iter()) {
                for words in Language::ALL
                    .map(|l| text.written_in(l))
                    .into_iter()
                    .filter(|w| has_fields(w))
                {
                    let shown = values.fill(words);
                    assert!(!shown.contains("{{"), "{}: {shown}", built_in.id);
                    filled += 1;
                }
            }
        }
    }
    assert!(filled >= 40, "{filled} texts with fields");
    // The pocket exercise shows the learner's own w and ŵ at its t.
    let noise = crate::script::built_in("noise-and-pocket")
        .expect("built in")
        .script()
        .expect("reads");
    let exercise = noise
        .scenes
        .iter()
        .find(|s| s.task.is_some() && s.state.t == 4)
        .expect("the pocket exercise");
    let shown = SceneValues::of(&exercise.state).fill(&exercise.caption.en);
    assert!(
        shown.contains("t = 4: w = (−2, 0, 3.5)") && shown.contains("ŵ = (0, 3, 1)"),
        "{shown}"
    );
}
