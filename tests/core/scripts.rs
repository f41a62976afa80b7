//! Lecture scripts without a window: `linlab script list | check | export | link` end to end, a script
//! with mistakes named by scene and field, reading that never panics on arbitrary bytes,
//! damaged links or mutated built-in lectures, and the exercises' checks against a brute force
//! over lines and the learner's own step.

use linlab::lesson::Lesson;
use linlab::script::task;
use linlab::script::{BUILT_IN, Check, Reply, Script};
use proptest::prelude::*;

use crate::support::{corpus, json, linlab, separable_by_brute_force, stderr, stdout};

/// `linlab --lang en script check FILE [--json]`.
fn script_check(file: &std::path::Path, json: bool) -> std::process::Output {
    let mut command = std::process::Command::new(env!("CARGO_BIN_EXE_linlab"));
    command.args(["--lang", "en", "script", "check"]).arg(file);
    if json {
        command.arg("--json");
    }
    command.output().expect("linlab runs")
}

#[test]
fn list_names_every_built_in_lecture_in_both_languages() {
    let output = linlab(&["script", "list", "--json"], &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    let listed = json(&output);
    let listed = listed.as_array().expect("an array");
    assert_eq!(listed.len(), BUILT_IN.len());
    for (entry, built_in) in listed.iter().zip(BUILT_IN) {
        assert_eq!(entry["id"], built_in.id);
        assert!(!entry["title_en"].as_str().unwrap_or_default().is_empty());
        assert!(!entry["title_zh-CN"].as_str().unwrap_or_default().is_empty());
        assert!(entry["scenes"].as_u64().unwrap_or(0) >= 5, "{entry}");
        assert!(entry["link_chars"].as_u64().unwrap_or(0) > 100, "{entry}");
    }
}

#[test]
fn link_prints_a_link_that_reads_back_as_the_script() {
    for built_in in BUILT_IN {
        let output = linlab(
            &["script", "link", built_in.id],
            &[(
                "--page",
                std::path::Path::new("https://example.org/linlab/#old"),
            )],
        );
        assert!(output.status.success(), "{}", stderr(&output));
        let link = stdout(&output);
        let encoded = link
            .trim()
            .strip_prefix("https://example.org/linlab/#script=")
            .unwrap_or_else(|| panic!("{}: {link}", built_in.id));
        let script = Script::from_link(encoded, "link").expect("the link reads");
        assert_eq!(script, built_in.script().expect("built in"));
    }
    let output = linlab(&["script", "link", "no-such-lecture"], &[]);
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn check_passes_every_built_in_lecture_and_an_exported_copy() {
    let dir = std::env::temp_dir().join(format!("linlab-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    for built_in in BUILT_IN {
        let output = linlab(&["script", "check", built_in.id], &[]);
        assert!(
            output.status.success(),
            "{}: {}",
            built_in.id,
            stderr(&output)
        );
        assert!(
            stdout(&output).contains("no problem"),
            "{}",
            stdout(&output)
        );
        let file = dir.join(format!("{}.json", built_in.id));
        let output = linlab(&["script", "export", built_in.id], &[("--out", &file)]);
        assert!(output.status.success(), "{}", stderr(&output));
        let exported = Script::load(&file).expect("the exported file reads");
        assert_eq!(exported, built_in.script().expect("built in"));
        let output = script_check(&file, false);
        assert!(output.status.success(), "{}", stderr(&output));
    }
    let _ = std::fs::remove_dir_all(&dir);
    let output = linlab(&["script", "check"], &[]);
    assert_eq!(output.status.code(), Some(2), "a script is required");
}

#[test]
fn check_fails_a_task_a_wrong_answer_passes_or_that_has_no_answer() {
    let file = corpus("scripts/lenient_task.json");
    let output = script_check(&file, false);
    assert_eq!(output.status.code(), Some(1));
    let said = stderr(&output);
    assert!(
        said.contains("scene 1, task") && said.contains("a wrong answer passes"),
        "{said}"
    );
    assert!(
        said.contains("scene 2, task") && said.contains("no more update"),
        "{said}"
    );
}

#[test]
fn list_shows_each_lectures_exercises_and_their_kinds() {
    let listed = json(&linlab(&["script", "list", "--json"], &[]));
    let listed = listed.as_array().expect("an array");
    let kinds = |id: &str| -> Vec<String> {
        let entry = listed.iter().find(|e| e["id"] == id).expect("listed");
        entry["tasks"]
            .as_array()
            .expect("tasks")
            .iter()
            .map(|t| t["kind"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    assert_eq!(
        kinds("pla-step-by-step"),
        ["predict_update", "predict_number", "make_impossible"]
    );
    assert_eq!(kinds("why-pla-halts"), ["predict_number", "slow_down"]);
    assert_eq!(
        kinds("noise-and-pocket"),
        ["predict_number", "flip_to_perfect"]
    );
    assert_eq!(
        kinds("why-machines-learn"),
        [
            "vc_number",
            "place_dichotomies",
            "place_dichotomies",
            "vc_number",
            "vc_number"
        ]
    );
    assert_eq!(
        kinds("is-learning-feasible"),
        ["bins_number", "bins_number", "coin_flips", "bins_number"]
    );
    assert_eq!(kinds("noise-and-error"), ["error_at", "error_at"]);
    assert_eq!(kinds("error-bounds"), ["error_at", "spoil"]);
    assert_eq!(kinds("logistic-soft-pla"), ["tune", "predict_update"]);
    assert_eq!(kinds("several-classes"), ["predict_number", "class_update"]);
    assert_eq!(
        kinds("beyond-the-line"),
        [
            "circle_radius",
            "circle_radius",
            "feature_count",
            "separating_features"
        ]
    );
    assert_eq!(kinds("svm"), ["tune", "predict_final"]);
    assert_eq!(kinds("k-means-and-pca"), ["k_means_move", "pca_turn"]);
    assert_eq!(kinds("too-good-to-be-true"), ["fit_number"; 5]);
    // Every lecture ends with at least two exercises.
    for entry in listed {
        let tasks = entry["tasks"].as_array().expect("tasks");
        assert!(tasks.len() >= 2, "{entry}");
    }
}

#[test]
fn check_names_the_scene_and_field_of_each_problem() {
    let file = corpus("scripts/unreachable_t.json");
    let output = script_check(&file, true);
    assert_eq!(output.status.code(), Some(1));
    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    let problems: Vec<(u64, String)> = report["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .map(|p| {
            (
                p["scene"].as_u64().unwrap_or(0),
                p["field"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        problems,
        [(2, "state.t".to_owned()), (2, "caption".to_owned())],
        "{report}"
    );
    let output = script_check(&file, false);
    assert_eq!(output.status.code(), Some(1));
    let text = stderr(&output);
    assert!(text.contains("scene 2, state.t"), "{text}");
    assert!(text.contains("never reaches t = 50"), "{text}");
    assert!(text.contains("zh-CN"), "{text}");
}

/// The problems `script check --json` reports, as (scene, field, message).
fn check_problems(file: &std::path::Path) -> Vec<(u64, String, String)> {
    let output = script_check(file, true);
    assert_eq!(output.status.code(), Some(1), "{}", stdout(&output));
    let report: serde_json::Value = serde_json::from_str(&stdout(&output)).expect("JSON");
    report["problems"]
        .as_array()
        .expect("problems")
        .iter()
        .map(|p| {
            (
                p["scene"].as_u64().unwrap_or(0),
                p["field"].as_str().unwrap_or_default().to_owned(),
                p["message"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect()
}

#[test]
fn check_fails_a_caption_whose_numbers_are_not_its_scenes() {
    let dir = std::env::temp_dir().join(format!("linlab-script-numbers-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary folder");
    let mut script = linlab::script::built_in("noise-and-pocket")
        .expect("built in")
        .script()
        .expect("reads");
    // The pocket exercise at t = 4, with the vectors it once stated (the learner has
    // w = (−2, 0, 3.5) and ŵ = (0, 3, 1) there), and a field its learner does not have.
    let k = script
        .scenes
        .iter()
        .position(|s| s.task.is_some() && s.state.t == 4)
        .expect("the pocket exercise");
    script.scenes[k].caption.en = "Pocket on the noisy set at t = 4: w = (0, 2, 0.5), and the \
                                   pocket holds ŵ = (0, 2, 1), which misses 2 points."
        .to_owned();
    script.scenes[k].caption.zh = "t = 4：w = {{w}}，w̄ = {{w_bar}}。".to_owned();
    let file = dir.join("wrong-numbers.json");
    script.save(&file).expect("saved");
    let problems = check_problems(&file);
    let scene = k as u64 + 1;
    let caption: Vec<&str> = problems
        .iter()
        .filter(|(s, field, _)| *s == scene && field == "caption")
        .map(|(_, _, message)| message.as_str())
        .collect();
    assert_eq!(caption.len(), 3, "{problems:#?}");
    assert!(caption[0].contains("“w = (0, 2, 0.5)”") && caption[0].contains("(−2, 0, 3.5)"));
    assert!(caption[1].contains("“ŵ = (0, 2, 1)”") && caption[1].contains("(0, 3, 1)"));
    assert!(caption[2].starts_with("zh-CN") && caption[2].contains("{{w_bar}}"));
    assert_eq!(problems.len(), 3, "{problems:#?}");
    let text = stderr(&script_check(&file, false));
    assert!(text.contains(&format!("scene {scene}, caption")), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn export_refuses_an_unknown_id_and_lists_the_known_ones() {
    let out = std::env::temp_dir().join("linlab-never-written.json");
    let output = linlab(&["script", "export", "no-such-lecture"], &[("--out", &out)]);
    assert_eq!(output.status.code(), Some(1));
    assert!(
        stderr(&output).contains("pla-step-by-step"),
        "{}",
        stderr(&output)
    );
    assert!(!out.exists());
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        let text = String::from_utf8_lossy(&bytes);
        let _ = Script::from_json(&text, "x");
        let _ = Script::from_link(&text, "x");
        let _ = Script::from_link(&linlab::link::encode(&bytes), "x");
    }

    #[test]
    fn mutated_built_in_lectures_never_panic(
        lecture in 0..BUILT_IN.len(),
        at in any::<prop::sample::Index>(),
        byte in any::<u8>(),
        cut in any::<bool>(),
    ) {
        let mut bytes = BUILT_IN[lecture].json.as_bytes().to_vec();
        let i = at.index(bytes.len());
        if cut { bytes.truncate(i) } else { bytes[i] = byte }
        let text = String::from_utf8_lossy(&bytes);
        if let Ok(script) = Script::from_json(&text, "x") {
            // What reads is a script whose every scene can be checked.
            let _ = linlab::script::check(&script);
        }
        let link = Script::from_json(BUILT_IN[lecture].json, "x").map(|s| s.to_link());
        if let Ok(link) = link {
            let j = at.index(link.len());
            let damaged = if cut { link[..j].to_owned() } else { format!("{}!{}", &link[..j], &link[j..]) };
            let _ = Script::from_link(&damaged, "x");
        }
    }
}

#[test]
fn the_brute_force_oracle_knows_the_classic_sets() {
    // XOR: not separable; two ○ and one × in a row with the × between them: not separable.
    assert!(!separable_by_brute_force(
        &[[0, 0], [1, 1]],
        &[[0, 1], [1, 0]]
    ));
    assert!(!separable_by_brute_force(&[[-4, 0], [4, 0]], &[[0, 0]]));
    // The × at the end of the row, or both classes on two rows: separable.
    assert!(separable_by_brute_force(&[[-4, 0], [0, 0]], &[[4, 0]]));
    assert!(separable_by_brute_force(
        &[[0, 4], [3, 4]],
        &[[-4, -4], [4, 3]]
    ));
    // A × just off the segment between two ○ (steep, so only a turn by a hair separates).
    assert!(separable_by_brute_force(&[[-4, -3], [4, 4]], &[[0, 0]]));
    assert!(!separable_by_brute_force(
        &[[-4, -4], [4, 4], [4, -4]],
        &[[1, 0]]
    ));
}

/// `angle` radians turned counter-clockwise from `v`.
fn turned(v: [f64; 2], angle: f64) -> [f64; 2] {
    let (sin, cos) = angle.sin_cos();
    [cos * v[0] - sin * v[1], sin * v[0] + cos * v[1]]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// "Make it impossible" says right exactly when the student left at most `max_points`
    /// points, with both labels, each at its own spot, that no line separates — separability
    /// decided by brute force over directions, not by the library's exact test.
    #[test]
    fn make_it_impossible_agrees_with_a_brute_force_over_lines(
        points in proptest::collection::vec((-4i64..=4, -4i64..=4, any::<bool>()), 3..8),
        max_points in 3usize..8,
    ) {
        let mut rows: Vec<[f64; 3]> = Vec::new();
        for &(x1, x2, plus) in &points {
            let (x1, x2) = (x1 as f64, x2 as f64);
            if !rows.iter().any(|p| (p[0], p[1]) == (x1, x2)) {
                rows.push([x1, x2, if plus { 1.0 } else { -1.0 }]);
            }
        }
        let spot = |p: &[f64; 3]| [p[0] as i64, p[1] as i64];
        let plus: Vec<[i64; 2]> = rows.iter().filter(|p| p[2] > 0.0).map(spot).collect();
        let minus: Vec<[i64; 2]> = rows.iter().filter(|p| p[2] < 0.0).map(spot).collect();
        prop_assume!(!plus.is_empty() && !minus.is_empty());
        let check = Check::MakeImpossible { max_points };
        let verdict = task::check(&Lesson::default(), &check, &Reply::Points(rows.clone()))
            .expect("checks");
        let expected = rows.len() <= max_points && !separable_by_brute_force(&plus, &minus);
        prop_assert_eq!(verdict.right, expected, "{:?}: {}", rows, verdict.reason);
    }

    /// "Predict the update": the learner's own next w is right, and agrees with one step of the
    /// learner; a direction 9° off is right, 11° off or opposite is wrong (the check allows 10°).
    #[test]
    fn predict_the_update_agrees_with_the_learners_step(
        points in proptest::collection::vec((-4i32..=4, -4i32..=4, any::<bool>()), 2..8),
        t in 0u64..4,
    ) {
        let rows: Vec<[f64; 3]> = points
            .into_iter()
            .map(|(a, b, plus)| [f64::from(a), f64::from(b), if plus { 1.0 } else { -1.0 }])
            .collect();
        let state = Lesson { points: rows, t, ..Lesson::default() };
        let check = Check::PredictUpdate { degrees: 10.0 };
        let Ok(Reply::Spot(w)) = task::reference(&state, &check) else {
            // Rejected (proptest counts rejects, and fails when too many), not passed.
            return Err(TestCaseError::reject("no update left, one class, or w₁ = w₂ = 0 after it"));
        };
        let (mut learner, data) = state.replay().expect("replays");
        let before = learner.counters().updates;
        while learner.counters().updates == before && learner.stopped().is_none() {
            learner.step(&data);
        }
        let after = learner.weights();
        prop_assert_eq!(w, [after[1], after[2]]);
        let right = |answer: [f64; 2]| {
            task::check(&state, &check, &Reply::Spot(answer)).expect("checks").right
        };
        prop_assert!(right(w));
        for side in [1.0, -1.0] {
            prop_assert!(right(turned(w, side * 9f64.to_radians())));
            prop_assert!(!right(turned(w, side * 11f64.to_radians())));
        }
        prop_assert!(!right([-w[0], -w[1]]));
    }
}
