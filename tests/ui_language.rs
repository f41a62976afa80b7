//! The interface in Chinese and in English in the real window: the menu bar's switch changes every
//! label at once and back in one click, the choice is kept in the preferences, and a snapshot of
//! the window in Chinese (also the README's screenshot); every built-in lecture played through in
//! Chinese.

use egui::vec2;
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{App, Command, LectureAction, Prefs, Theme, Viewer};
use linlab::i18n::{Language, tr_in};
use linlab::learn::Algorithm;

mod common;

fn harness(prefs: Prefs, viewer: Viewer) -> Harness<'static, App> {
    let app = App::with_points(prefs.clone(), prefs.preset.points()).with_viewer(viewer);
    Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app)
}

/// The viewer's settings with the language Chinese.
fn chinese() -> Viewer {
    Viewer {
        language: Language::SimplifiedChinese,
        ..Viewer::default()
    }
}

/// Labels of the window that are words in one language and not the other.
fn some_labels(language: Language) -> [&'static str; 3] {
    [
        tr_in(language, "controls-undo"),
        tr_in(language, "controls-reset-view"),
        tr_in(language, "controls-help"),
    ]
}

#[test]
fn the_switch_changes_every_label_and_back_in_one_click() {
    let mut harness = harness(common::prefs(Algorithm::Pla), Viewer::default());
    common::settle(&mut harness);
    for label in some_labels(Language::English) {
        harness.get_by_label(label);
    }
    harness.get_by_label("简体中文").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().viewer().language,
        Language::SimplifiedChinese
    );
    for label in some_labels(Language::SimplifiedChinese) {
        harness.get_by_label(label);
    }
    for label in some_labels(Language::English) {
        assert!(
            harness.query_by_label(label).is_none(),
            "{label:?} is still English"
        );
    }
    harness.get_by_label("English").click();
    common::settle(&mut harness);
    assert_eq!(harness.state().viewer().language, Language::English);
    for label in some_labels(Language::English) {
        harness.get_by_label(label);
    }
}

#[test]
fn traditional_chinese_is_one_click_away_and_speaks_taiwan_s_words() {
    let mut harness = harness(common::prefs(Algorithm::Pla), Viewer::default());
    common::settle(&mut harness);
    harness.get_by_label("正體中文").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().viewer().language,
        Language::TraditionalChinese
    );
    for label in some_labels(Language::TraditionalChinese) {
        harness.get_by_label(label);
    }
    // Taiwan's word for Undo, and no Simplified label left.
    harness.get_by_label("復原");
    for label in some_labels(Language::SimplifiedChinese) {
        assert!(
            harness.query_by_label(label).is_none(),
            "{label:?} is still Simplified"
        );
    }
    // Both other languages are offered, each in its own words.
    harness.get_by_label("English");
    harness.get_by_label("简体中文").click();
    common::settle(&mut harness);
    assert_eq!(
        harness.state().viewer().language,
        Language::SimplifiedChinese
    );
}

#[test]
fn the_language_is_saved_with_the_viewers_settings() {
    let viewer = Viewer {
        language: Language::SimplifiedChinese,
        ..Viewer::default()
    };
    let json = serde_json::to_string(&viewer).expect("viewer's settings as JSON");
    assert!(json.contains("\"language\":\"zh-CN\""), "{json}");
    let back: Viewer = serde_json::from_str(&json).expect("viewer's settings from JSON");
    assert_eq!(back.language, Language::SimplifiedChinese);
    // Preferences saved before there was a choice open in English.
    let old: Viewer = serde_json::from_str("{}").expect("empty settings");
    assert_eq!(old.language, Language::English);
    // Preferences saved before the viewer's settings had their own key still give the language,
    // theme and text size they held.
    let before = r#"{"speed": 5.0, "language": "zh-CN", "theme": "Dark", "zoom": 1.5}"#;
    let kept: Viewer = serde_json::from_str(before).expect("older preferences");
    assert_eq!(
        (kept.language, kept.theme, kept.zoom),
        (Language::SimplifiedChinese, Theme::Dark, 1.5)
    );
}

#[test]
fn the_window_in_chinese() {
    let prefs = common::prefs(Algorithm::Pla);
    let app = App::with_points(prefs.clone(), prefs.preset.points()).with_viewer(chinese());
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    harness.run();
    for _ in 0..7 {
        harness
            .get_by_label(tr_in(Language::SimplifiedChinese, "controls-step"))
            .click();
        harness.run();
    }
    common::settle(&mut harness);
    common::snapshot(&mut harness, "chinese", true);
}

#[test]
fn every_built_in_lecture_plays_through_in_chinese() {
    for built_in in linlab::script::BUILT_IN {
        let mut harness = harness(common::prefs(Algorithm::Pla), chinese());
        common::settle(&mut harness);
        common::play_through(&mut harness, built_in.id, Language::SimplifiedChinese);
        assert_eq!(
            harness.state().viewer().language,
            Language::SimplifiedChinese,
            "a scene keeps the viewer's language"
        );
    }
}

#[test]
fn a_lecture_s_notice_follows_the_language_switch() {
    let mut harness = harness(common::prefs(Algorithm::Pla), Viewer::default());
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::OpenBuiltIn(
            "pla-step-by-step",
        )));
    common::settle(&mut harness);
    harness.get_by_label_contains("PageDown for the next scene");
    harness.get_by_label("简体中文").click();
    common::settle(&mut harness);
    harness.get_by_label_contains("PageDown 下一个场景");
    assert!(
        harness
            .query_by_label_contains("PageDown for the next scene")
            .is_none(),
        "the notice is still English"
    );
}

/// The live region's text: the window's last announcement.
fn live(harness: &Harness<'_, App>) -> String {
    use egui_kittest::kittest::NodeT as _;
    harness
        .get_by(|node| node.live() == egui::accesskit::Live::Polite)
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

#[test]
fn the_plane_and_the_announcements_speak_chinese() {
    use egui::accesskit::Role;
    use egui_kittest::kittest::NodeT as _;
    let mut harness = harness(common::prefs(Algorithm::Pla), chinese());
    common::settle(&mut harness);
    let figure = harness.get_by_role(Role::Figure);
    assert_eq!(figure.accesskit_node().label().as_deref(), Some("平面"));
    let description = figure.accesskit_node().description().unwrap_or_default();
    assert!(description.starts_with("分类："), "{description}");
    assert!(description.contains(" 个点，"), "{description}");
    harness.key_press(egui::Key::S);
    harness.run();
    let said = live(&harness);
    assert!(said.starts_with("第 1 次更新，修正 P"), "{said}");
    assert!(said.contains("：w = ("), "{said}");
    // The plane's keys speak Chinese too.
    harness.key_press(egui::Key::F7);
    harness.run();
    harness.run();
    harness.key_press(egui::Key::O);
    harness.run();
    let said = live(&harness);
    assert!(said.starts_with("在 ("), "{said}");
    assert!(said.contains("放置圈"), "{said}");
}
