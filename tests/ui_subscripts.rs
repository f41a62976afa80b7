//! No painted text shows a subscript raw ("E_in", "w_t", "m_H(N)", "d_vc"): the real window, in
//! English, Simplified and Traditional Chinese, in every workspace, with the loss, E_in, theory
//! and weight-space panels, the Dichotomies sections, the tables and the help window open, the
//! averaged and the voted perceptron's notes, and the tooltips the catalogues give such words
//! hovered; and a student's page on a phone, every scene of every lecture. (The stage's and the
//! desk's every scene are checked by `tests/ui_projector.rs`.) A binary of its own: the language
//! is the process's.

use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{App, Command, Preset, PresetKind, Viewer, Workspace};
use linlab::class::protocol::{Scene, ToPage};
use linlab::i18n::{Language, tr_in};
use linlab::learn::Algorithm;

mod common;

/// The window in `language` with every panel of the Classify workspace shown, on noisy points.
fn window(language: Language) -> Harness<'static, App> {
    let mut prefs = common::prefs(Algorithm::Pocket);
    prefs.view.show_losses = true;
    prefs.view.show_history = true;
    prefs.classify.theory.show_panel = true;
    prefs.classify.weight_space.show = true;
    let points = Preset {
        kind: PresetKind::Noisy,
        n: 20,
        seed: 4,
        ..Preset::default()
    }
    .points();
    let viewer = Viewer {
        language,
        ..Viewer::default()
    };
    let app = App::with_points(prefs, points).with_viewer(viewer);
    let mut harness = common::harness_of_size(app, egui::vec2(1600.0, 1000.0));
    common::settle(&mut harness);
    harness
}

/// The catalogues' tooltips (`…-tip`) whose text in `language` shows `_` before a letter, each
/// with the label of its widget (the key without `-tip`), where the catalogue has that label.
fn tips_with_subscripts(language: Language) -> Vec<(&'static str, &'static str)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/i18n/en");
    let mut tips = Vec::new();
    for entry in std::fs::read_dir(dir).expect("the English catalogues") {
        let text = std::fs::read_to_string(entry.expect("a catalogue").path()).expect("it reads");
        for line in text.lines() {
            let Some((key, _)) = line.split_once(" = ") else {
                continue;
            };
            let Some(widget) = key.strip_suffix("-tip") else {
                continue;
            };
            let key: &'static str = Box::leak(key.to_owned().into_boxed_str());
            let widget: &'static str = Box::leak(widget.to_owned().into_boxed_str());
            let label = tr_in(language, widget);
            if label != widget && common::has_raw_subscript(tr_in(language, key)) {
                tips.push((widget, label));
            }
        }
    }
    tips
}

/// Hovers each widget (of those shown) whose tooltip has a subscript, long enough for the
/// tooltip to show, adding what it painted raw to `problems`.
fn hover_tips(harness: &mut Harness<'_, App>, language: Language, problems: &mut Vec<String>) {
    for (key, label) in tips_with_subscripts(language) {
        let Some(node) = harness.query_all_by_label(label).next() else {
            continue;
        };
        node.hover();
        harness.run_steps(4);
        check(
            harness,
            &format!("{} the tooltip of {key}", language.tag()),
            problems,
        );
    }
}

/// Adds to `problems` each text the window painted with a raw subscript, named by `where_`.
fn check(harness: &Harness<'_, App>, where_: &str, problems: &mut Vec<String>) {
    for text in common::raw_subscripts(harness) {
        problems.push(format!("{where_}: {text:?}"));
    }
}

/// The Dichotomies workspace's sections, by their tabs' names.
const DICHOTOMIES_SECTIONS: [&str; 4] = [
    "dichotomies-section-labellings",
    "dichotomies-section-growth",
    "dichotomies-section-bound",
    "dichotomies-section-vc",
];

/// Sends `command` and lets the window settle.
fn apply(harness: &mut Harness<'_, App>, command: Command) {
    harness.state_mut().push_command(command);
    common::settle(harness);
}

#[test]
fn no_painted_text_shows_a_subscript_raw() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        let tag = language.tag();
        let mut harness = window(language);
        for algorithm in [Algorithm::Pocket, Algorithm::Averaged, Algorithm::Voted] {
            apply(&mut harness, Command::SetAlgorithm(algorithm));
            for _ in 0..5 {
                apply(&mut harness, Command::Step);
            }
            check(
                &harness,
                &format!("{tag} {algorithm:?}, every panel"),
                &mut problems,
            );
        }
        hover_tips(&mut harness, language, &mut problems);
        apply(&mut harness, Command::ToggleTables);
        check(&harness, &format!("{tag} the tables"), &mut problems);
        apply(&mut harness, Command::ToggleTables);
        harness
            .get_by_label(tr_in(language, "controls-help"))
            .click();
        common::settle(&mut harness);
        check(&harness, &format!("{tag} the help window"), &mut problems);
        harness
            .get_by_label(tr_in(language, "controls-help"))
            .click();
        common::settle(&mut harness);
        for &workspace in Workspace::ALL {
            apply(&mut harness, Command::SetWorkspace(workspace));
            apply(&mut harness, Command::Step);
            check(&harness, &format!("{tag} {workspace:?}"), &mut problems);
            hover_tips(&mut harness, language, &mut problems);
        }
        apply(&mut harness, Command::SetWorkspace(Workspace::Dichotomies));
        for section in DICHOTOMIES_SECTIONS {
            harness.get_by_label(tr_in(language, section)).click();
            common::settle(&mut harness);
            check(&harness, &format!("{tag} {section}"), &mut problems);
            hover_tips(&mut harness, language, &mut problems);
        }
    }
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{} texts painted with `_` before a letter:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Every scene of every built-in lecture on an upright phone (a student's page, as the class
/// page shows it), in the three languages.
#[test]
fn a_phone_paints_no_subscript_raw() {
    let mut problems = Vec::new();
    for language in Language::ALL {
        for built_in in linlab::script::BUILT_IN {
            let script = common::built_in_script(built_in.id);
            let phone = egui::vec2(390.0, 844.0);
            let mut harness = common::student_page(language, phone, built_in.id, 0);
            for (k, scene) in script.scenes.iter().enumerate() {
                harness
                    .state_mut()
                    .student_receive(ToPage::Scene(Box::new(Scene::for_students(
                        k,
                        script.scenes.len(),
                        scene,
                    ))));
                common::settle(&mut harness);
                let place = format!("{} {} scene {}", language.tag(), built_in.id, k + 1);
                check(&harness, &place, &mut problems);
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
