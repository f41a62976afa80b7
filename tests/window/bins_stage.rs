//! The Bins workspace on a lecture's stage at 1024×768: a scene opens with its runs already
//! played (seeded: the caption's numbers are the scene's), the plots fill the main view with no
//! scroll bar, and the settings wait behind one switch on the bar until the teacher opens them.

use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use linlab::app::{App, Command, LectureAction};
use linlab::i18n::Language;

use crate::common::{self, settle};

/// The main view is the window's width, and no scroll bar lies in it.
fn assert_plots_unscrolled(harness: &Harness<'_, App>) {
    let stage = harness.state().stage_layout().expect("a stage");
    let main = stage.main_view.expect("the plots are the main view");
    assert!(main.width() >= 0.95 * stage.window.width(), "{main:?}");
    // The accessibility tree's rectangles are in pixels.
    let ppp = harness.ctx.pixels_per_point();
    let scroll_bars: Vec<_> = harness
        .root()
        .children_recursive()
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::ScrollBar)
        .filter_map(|node| node.accesskit_node().bounding_box())
        .filter(|b| main.contains(egui::pos2(b.x0 as f32, b.y0 as f32) / ppp))
        .collect();
    assert!(
        scroll_bars.is_empty(),
        "the plots scroll: {scroll_bars:?} in {main:?}"
    );
}

#[test]
fn the_one_bin_s_scenes_and_the_coin_game_s_fit_unscrolled() {
    let mut harness = common::lecture_window(
        common::harness_of_size,
        vec2(1024.0, 768.0),
        Language::English,
        "is-learning-feasible",
        true,
    );
    for k in 0..5 {
        harness
            .state_mut()
            .push_command(Command::Lecture(LectureAction::GoTo(k)));
        settle(&mut harness);
        assert_plots_unscrolled(&harness);
    }
}

#[test]
fn the_coin_game_opens_played_its_plots_unscrolled_and_its_settings_behind_a_switch() {
    let mut harness = common::lecture_window(
        common::harness_of_size,
        vec2(1024.0, 768.0),
        Language::English,
        "is-learning-feasible",
        true,
    );
    // The fourth scene: the coin game.
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(3)));
    for _ in 0..200 {
        settle(&mut harness);
        if harness.state().bins().coin_runs().map(|r| r.runs()) == Some(100) {
            break;
        }
    }
    let bins = harness.state().bins();
    assert_eq!(bins.coin_runs().map(|r| r.runs()), Some(100));
    assert_eq!(bins.class_runs().map(|r| r.runs()), Some(100));
    assert_plots_unscrolled(&harness);
    // The settings are closed, their switch on the bar; the teacher opens them.
    assert!(harness.query_by_label("Coins").is_none());
    harness.get_by_label("Play 100 runs");
    harness.get_by_label("Settings").click();
    settle(&mut harness);
    harness.get_by_label("Coins");
}
