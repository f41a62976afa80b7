//! A lecture on the stage (presentation mode) as a teacher drives it: a clicker's PageDown pages
//! through every scene with the main view on screen, the arrows page too, B and `.` black the
//! stage out and back, Escape brings the menus back, a menu opened from the top edge stays open
//! down to its last entry, and a panel's key puts it beside the view.

use std::net::{IpAddr, Ipv4Addr};

use egui::Key;
use egui::vec2;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::{App, ClassAction, Command};
use linlab::class::server::ClassConfig;
use linlab::i18n::Language;
use linlab::learn::Algorithm;
use linlab::lesson::fit::FitMode;
use linlab::script::Panel;

use crate::common;

/// The window of `size` pixels on the stage, with the built-in lecture `id` at its first scene.
fn stage(size: egui::Vec2, id: &'static str) -> Harness<'static, App> {
    let harness =
        common::lecture_window(common::harness_of_size, size, Language::English, id, true);
    assert!(harness.state().stage_layout().is_some(), "no stage");
    harness
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    common::finish_lecture_steps(harness);
}

#[test]
fn a_clicker_pages_through_a_lecture_on_the_stage() {
    let mut harness = stage(vec2(1024.0, 768.0), "pla-step-by-step");
    let scenes = common::scene_count(&harness);
    for k in 1..scenes {
        press(&mut harness, Key::PageDown);
        common::assert_shows_scene(harness.state(), k);
        let layout = harness.state().stage_layout().expect("the stage");
        assert!(layout.main_view.is_some(), "scene {}: no main view", k + 1);
        assert!(harness.state().presentation());
    }
    press(&mut harness, Key::PageUp);
    assert_eq!(harness.state().lecture().scene, scenes - 2);
    press(&mut harness, Key::ArrowLeft);
    assert_eq!(harness.state().lecture().scene, scenes - 3);
    press(&mut harness, Key::ArrowRight);
    assert_eq!(harness.state().lecture().scene, scenes - 2);
}

#[test]
fn b_and_full_stop_black_the_stage_out_and_back() {
    let mut harness = stage(vec2(1024.0, 768.0), "pla-step-by-step");
    let t = harness.state().classify().shown_t();
    for key in [Key::B, Key::Period] {
        press(&mut harness, key);
        assert!(harness.state().lecture().blacked_out);
        let layout = harness.state().stage_layout().expect("the stage");
        assert_eq!(layout.main_view, None, "{key:?}: the plane is still shown");
        assert!(
            harness.query_by_label("Next ▶").is_none(),
            "{key:?}: the bar is still shown"
        );
        press(&mut harness, key);
        assert!(!harness.state().lecture().blacked_out);
        assert!(
            harness
                .state()
                .stage_layout()
                .expect("the stage")
                .main_view
                .is_some()
        );
    }
    // On the stage B blacks out: it does not step back.
    assert_eq!(harness.state().classify().shown_t(), t);
}

#[test]
fn escape_brings_the_menus_back_and_sends_them_away() {
    let mut harness = stage(vec2(1024.0, 768.0), "svm");
    assert!(
        harness.query_by_label("Lectures").is_none(),
        "the menus show"
    );
    press(&mut harness, Key::Escape);
    harness.get_by_label("Lectures");
    press(&mut harness, Key::Escape);
    assert!(
        harness.query_by_label("Lectures").is_none(),
        "the menus stay"
    );
}

#[test]
fn a_menu_opened_from_the_top_edge_stays_open_while_the_pointer_goes_down_its_entries() {
    let mut harness = stage(vec2(1024.0, 768.0), "pla-step-by-step");
    // The class it starts listens on 127.0.0.1 only, on a port the system picks.
    let config = ClassConfig {
        bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 0,
        ..ClassConfig::default()
    };
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::Configure(Box::new(config))));
    harness.event(egui::Event::PointerMoved(egui::pos2(500.0, 2.0)));
    common::settle(&mut harness);
    harness.get_by_label("Lectures").click();
    common::settle(&mut harness);
    // Down over the stage, where the menu's lower entries lie, and on to the last.
    let last = harness.get_by_label("Start a class").rect().center();
    assert!(last.y > 300.0, "the entry lies over the stage: {last:?}");
    harness.event(egui::Event::PointerMoved(last));
    common::settle(&mut harness);
    harness.get_by_label("Start a class").click();
    common::settle(&mut harness);
    assert!(
        harness.state().live_class().teacher.class().is_some(),
        "the menu's last entry was reached"
    );
    harness
        .state_mut()
        .push_command(Command::Class(ClassAction::End));
    common::settle(&mut harness);
}

#[test]
fn a_panel_s_key_puts_it_beside_the_view_and_takes_it_away() {
    let mut harness = stage(vec2(1920.0, 1080.0), "pla-step-by-step");
    assert_eq!(harness.state().lecture().stage_panel(), None);
    assert_eq!(harness.state().stage_layout().and_then(|l| l.panel), None);
    press(&mut harness, Key::L);
    assert_eq!(harness.state().lecture().stage_panel(), Some(Panel::Loss));
    let layout = harness.state().stage_layout().expect("the stage");
    let (panel, main) = (
        layout.panel.expect("a panel"),
        layout.main_view.expect("a view"),
    );
    assert!(panel.min.x >= main.max.x, "{panel:?} beside {main:?}");
    assert!(panel.area() < main.area());
    press(&mut harness, Key::L);
    assert_eq!(harness.state().stage_layout().and_then(|l| l.panel), None);
}

#[test]
fn a_point_placed_on_the_stage_is_undone_with_ctrl_z() {
    let mut harness = stage(vec2(1024.0, 768.0), "pla-step-by-step");
    let n = harness.state().points().len();
    let main = harness
        .state()
        .stage_layout()
        .and_then(|l| l.main_view)
        .expect("a view");
    common::click_at(
        &mut harness,
        main.left_top() + vec2(30.0, 30.0),
        egui::Modifiers::NONE,
    );
    common::settle(&mut harness);
    assert_eq!(harness.state().points().len(), n + 1);
    harness.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    common::settle(&mut harness);
    assert_eq!(harness.state().points().len(), n, "Ctrl+Z on the stage");
}

#[test]
fn the_help_window_lists_the_stage_s_keys() {
    let app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    let mut harness = common::harness(app);
    harness.get_by_label("Help").click();
    common::settle(&mut harness);
    harness.get_by_label("F6");
    harness.get_by_label("B, .");
    harness.get_by_label_contains("on the stage: black out and back");
    harness.get_by_label_contains("weight-space panel beside the view");
}

#[test]
fn the_fit_lectures_plane_shows_x_from_minus_one_to_one_on_the_stage_and_settles() {
    for id in ["choosing-by-validation", "too-good-to-be-true"] {
        let mut harness = stage(vec2(1024.0, 768.0), id);
        let scenes = common::scene_count(&harness);
        for k in 0..scenes {
            if k > 0 {
                // Settles after each page (it panics if the window keeps repainting).
                press(&mut harness, Key::PageDown);
            }
            let state = harness.state();
            let scene = &state.lecture().script.as_ref().expect("a script").scenes[k];
            let (Some(view), Some(shown)) = (scene.state.view, state.plane().view_in_plot()) else {
                continue;
            };
            let close = |a: f64, b: f64| (a - b).abs() < 1e-6;
            // Classification's plane is the plane of (x₁, x₂), one scale for both: the scene's
            // view within it, and not lost in it (its narrower side at most a third larger).
            if state.prefs().fit.mode == FitMode::Classification {
                let within = shown.min.x <= view.x[0] + 1e-6
                    && shown.max.x >= view.x[1] - 1e-6
                    && shown.min.y <= view.y[0] + 1e-6
                    && shown.max.y >= view.y[1] - 1e-6;
                let (wide, high) = (view.x[1] - view.x[0], view.y[1] - view.y[0]);
                let snug = (shown.max.x - shown.min.x) <= 1.34 * wide
                    || (shown.max.y - shown.min.y) <= 1.34 * high;
                assert!(
                    within && snug,
                    "{id}, scene {}: {shown:?} for {view:?}",
                    k + 1
                );
                continue;
            }
            // A graph of y against x: the scene's view as it is, its two axes of their own
            // scales, not widened to one scale.
            assert!(
                close(shown.min.x, view.x[0])
                    && close(shown.max.x, view.x[1])
                    && close(shown.min.y, view.y[0])
                    && close(shown.max.y, view.y[1]),
                "{id}, scene {}: {shown:?} for {view:?}",
                k + 1
            );
        }
    }
}
