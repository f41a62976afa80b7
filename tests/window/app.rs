//! The real window driven like a person would: pointer events on the plane, clicks on the
//! buttons by their labels, keys. Each test asserts on the app's state (points, w, t, state).

use glam::DVec2;
use std::time::Duration;

use egui::{Event, Modifiers, PointerButton, Pos2, vec2};
use egui_kittest::{Harness, kittest::Queryable as _};
use linlab::app::{App, Command, Label, Mode, Point, Prefs, PresetKind, State, Workspace};
use linlab::learn::{Algorithm, Budget, Settings, Stop};

use crate::common;

use common::four_points;

fn app_with(algorithm: Algorithm, points: Vec<Point>) -> App {
    let prefs = Prefs::with_learner(Settings {
        budget: Budget {
            max_updates: Some(1000),
            max_visits: None,
        },
        ..Settings::new(algorithm)
    });
    App::with_points(prefs, points)
}

fn screen_pos(harness: &Harness<'_, App>, x1: f64, x2: f64) -> Pos2 {
    harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(x1, x2))
        .expect("the plane was drawn")
}

fn click(harness: &mut Harness<'_, App>, pos: Pos2, button: PointerButton, modifiers: Modifiers) {
    harness.event(Event::PointerMoved(pos));
    if modifiers != Modifiers::NONE {
        harness.event(Event::ModifiersChanged(modifiers));
    }
    for pressed in [true, false] {
        harness.event(Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers,
        });
    }
    if modifiers != Modifiers::NONE {
        harness.event(Event::ModifiersChanged(Modifiers::NONE));
    }
    harness.run();
}

fn weights(harness: &Harness<'_, App>) -> Vec<f64> {
    harness
        .state()
        .classify()
        .learner_weights()
        .expect("a learner")
        .to_vec()
}

#[test]
fn left_click_places_a_circle_and_right_click_a_cross() {
    let mut harness = common::harness(App::with_points(Prefs::default(), Vec::new()));
    assert!(harness.state().points().is_empty());
    let at = screen_pos(&harness, 0.5, 0.25);
    click(&mut harness, at, PointerButton::Primary, Modifiers::NONE);
    let at = screen_pos(&harness, -0.5, -0.25);
    click(&mut harness, at, PointerButton::Secondary, Modifiers::NONE);

    let points = harness.state().points().to_vec();
    assert_eq!(points.len(), 2);
    assert_eq!(points[0].label, Label::Positive);
    assert_eq!(points[1].label, Label::Negative);
    let tolerance = 0.02;
    assert!((points[0].x.x - 0.5).abs() < tolerance && (points[0].x.y - 0.25).abs() < tolerance);
    assert!((points[1].x.x + 0.5).abs() < tolerance && (points[1].x.y + 0.25).abs() < tolerance);
    // Both labels now: the learner exists, at t = 0.
    assert_eq!(harness.state().status().state, State::Ready);
}

#[test]
fn on_a_touch_screen_a_tap_places_a_circle_and_a_long_press_a_cross() {
    let mut harness = common::harness(App::with_points(Prefs::default(), Vec::new()));
    let touch = |phase, pos| Event::Touch {
        device_id: egui::TouchDeviceId(0),
        id: egui::TouchId(0),
        phase,
        pos,
        force: None,
    };
    for (at, hold_frames) in [((0.5, 0.25), 1), ((-0.5, -0.25), 90)] {
        let pos = screen_pos(&harness, at.0, at.1);
        harness.event(touch(egui::TouchPhase::Start, pos));
        harness.event(Event::PointerMoved(pos));
        harness.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: true,
            modifiers: Modifiers::NONE,
        });
        // A long press: held still for longer than a click (egui's 0.8 s at 60 frames a second).
        for _ in 0..hold_frames {
            harness.step();
        }
        harness.event(touch(egui::TouchPhase::End, pos));
        harness.event(Event::PointerButton {
            pos,
            button: PointerButton::Primary,
            pressed: false,
            modifiers: Modifiers::NONE,
        });
        harness.event(Event::PointerGone);
        common::settle(&mut harness);
    }
    let labels: Vec<Label> = harness.state().points().iter().map(|p| p.label).collect();
    assert_eq!(labels, [Label::Positive, Label::Negative]);
}

#[test]
fn the_toggle_swaps_what_each_button_places() {
    let mut harness = common::harness(App::with_points(Prefs::default(), Vec::new()));
    harness.get_by_label("× −1").click();
    harness.run();
    assert_eq!(harness.state().prefs().place, Label::Negative);
    let at = screen_pos(&harness, 0.3, 0.3);
    click(&mut harness, at, PointerButton::Primary, Modifiers::NONE);
    let at = screen_pos(&harness, -0.3, 0.3);
    click(&mut harness, at, PointerButton::Secondary, Modifiers::NONE);
    let labels: Vec<Label> = harness.state().points().iter().map(|p| p.label).collect();
    assert_eq!(labels, vec![Label::Negative, Label::Positive]);
}

#[test]
fn a_click_that_moves_pans_and_places_nothing() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let start = screen_pos(&harness, 0.0, 1.2);
    let end = start + vec2(80.0, 40.0);
    common::drag(&mut harness, start, end);
    assert_eq!(harness.state().points().len(), 4, "a drag is not a click");
    // The view moved with the pointer (less the few points egui waits before it calls a press
    // a drag): the plot point under `start` is now near `end`.
    let moved = screen_pos(&harness, 0.0, 1.2);
    assert!((moved - end).length() < 10.0, "{moved:?} vs {end:?}");
}

#[test]
fn dragging_a_point_moves_it_and_undo_puts_it_back() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let start = screen_pos(&harness, 1.0, 0.5);
    let end = screen_pos(&harness, 0.5, 1.0);
    common::drag(&mut harness, start, end);
    let moved = harness.state().points()[0];
    assert!(
        (moved.x.x - 0.5).abs() < 0.02 && (moved.x.y - 1.0).abs() < 0.02,
        "{moved:?}"
    );
    assert_eq!(harness.state().points().len(), 4);
    harness.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(
        harness.state().points()[0],
        four_points()[0],
        "one undo undoes the whole drag"
    );
}

#[test]
fn step_updates_w_and_reset_returns_to_zero() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    assert_eq!(weights(&harness), vec![0.0; 3]);
    harness.get_by_label("Step").click();
    harness.run();
    // PLA, cyclic, from w = 0: point 1 (y = +1, z = (1, 1, 0.5)) is a mistake (y·s = 0 ≤ 0),
    // so w₁ = w₀ + y₁z₁.
    assert_eq!(weights(&harness), vec![1.0, 1.0, 0.5]);
    assert_eq!(harness.state().status().t, 1);
    // Point 2 (×, z = (1, −1, 0.3)): s = 1 − 1 + 0.15 > 0, a mistake: w₂ = w₁ − z₂.
    harness.key_press(egui::Key::S);
    harness.run();
    assert_eq!(weights(&harness), vec![0.0, 2.0, 0.2]);
    assert_eq!(harness.state().status().t, 2);

    harness.get_by_label("Reset").click();
    harness.run();
    assert_eq!(weights(&harness), vec![0.0; 3]);
    assert_eq!(harness.state().status().t, 0);
    assert_eq!(harness.state().status().state, State::Ready);
    assert_eq!(harness.state().points().len(), 4, "reset keeps the points");
}

#[test]
fn visit_checks_one_point_at_a_time() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    harness.get_by_label("Step").click();
    harness.run();
    // w = (1, 1, 0.5). Visit point 2 (a mistake): update. Visit point 3: correct.
    harness.get_by_label("Visit").click();
    harness.run();
    assert_eq!(harness.state().status().t, 2);
    assert_eq!(harness.state().status().visits, 2);
    harness.key_press(egui::Key::V);
    harness.run();
    assert_eq!(
        harness.state().status().t,
        2,
        "point 3 is on the right side"
    );
    assert_eq!(harness.state().status().visits, 3);
}

#[test]
fn play_animates_and_pause_stops() {
    let mut harness = common::harness(app_with(Algorithm::LogisticSgd, four_points()));
    harness.get_by_label("Play").click();
    harness.run_steps(20);
    assert_eq!(harness.state().mode(), Mode::Playing);
    let t = harness.state().status().t;
    assert!(t > 0, "it stepped while playing");
    harness.get_by_label("Pause").click();
    harness.run_steps(3);
    assert_eq!(harness.state().mode(), Mode::Idle);
    let paused_at = harness.state().status().t;
    harness.run_steps(10);
    assert_eq!(
        harness.state().status().t,
        paused_at,
        "nothing moves while paused"
    );
    assert_eq!(harness.state().status().state, State::Paused);
    // Space plays again.
    harness.key_press(egui::Key::Space);
    harness.run_steps(10);
    assert_eq!(harness.state().mode(), Mode::Playing);
    assert!(harness.state().status().t > paused_at);
}

#[test]
fn run_to_end_converges_on_separable_points() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    harness.get_by_label("Run to end").click();
    harness.run_steps(5);
    let status = harness.state().status();
    assert_eq!(status.state, State::Stopped(Stop::Converged));
    assert_eq!(status.mistakes, 0);
    assert!(harness.state().status_text().starts_with("Converged after"));
}

#[test]
fn run_to_end_on_xor_stops_at_the_budget_over_many_frames() {
    let xor = vec![
        Point::new(1.0, 1.0, Label::Positive),
        Point::new(-1.0, -1.0, Label::Positive),
        Point::new(1.0, -1.0, Label::Negative),
        Point::new(-1.0, 1.0, Label::Negative),
    ];
    let mut app = app_with(Algorithm::Pla, xor);
    // No time for stepping: each frame runs its minimum slice, so the run spans many frames.
    app.set_step_budget(Duration::ZERO);
    let mut harness = common::harness(app);
    harness.key_press(egui::Key::E);
    harness.run_steps(2);
    assert_eq!(harness.state().mode(), Mode::RunningToEnd);
    assert!(
        harness.query_by_label("Stop").is_some(),
        "a Stop button while running"
    );
    let mut frames = 0;
    while harness.state().mode() == Mode::RunningToEnd && frames < 1000 {
        harness.step();
        frames += 1;
    }
    let status = harness.state().status();
    assert_eq!(status.state, State::Stopped(Stop::Budget));
    assert_eq!(status.t, 1000);
    assert!(frames > 10, "the run was sliced over {frames} frames");
    let text = harness.state().status_text();
    assert!(text.contains("Budget reached after 1000 updates"), "{text}");
    assert!(text.contains("try Pocket"), "{text}");
}

#[test]
fn switching_the_learner_resets_it() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    harness.get_by_label("Step").click();
    harness.run();
    harness.get_by_value("PLA").click();
    harness.run();
    harness.get_by_label("Pocket").click();
    harness.run();
    let status = harness.state().status();
    assert_eq!(status.algorithm, Algorithm::Pocket);
    assert_eq!(status.t, 0);
    assert_eq!(
        status.answer_mistakes,
        Some(4),
        "pocket reports ŵ's mistakes: w = 0 misses all"
    );
    harness.get_by_label("Step").click();
    harness.run();
    assert_eq!(harness.state().status().t, 1);
}

#[test]
fn undo_and_redo_cover_placing_clearing_and_presets() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let at = screen_pos(&harness, 0.2, 0.9);
    click(&mut harness, at, PointerButton::Primary, Modifiers::NONE);
    assert_eq!(harness.state().points().len(), 5);
    harness.get_by_label("Clear all").click();
    harness.run();
    assert!(harness.state().points().is_empty());
    harness.get_by_label("Load preset").click();
    harness.run();
    assert_eq!(harness.state().points().len(), Prefs::default().preset.n);

    harness.get_by_label("Undo").click();
    harness.run();
    assert!(harness.state().points().is_empty(), "undo the preset");
    harness.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(harness.state().points().len(), 5, "undo the clear");
    harness.key_press_modifiers(Modifiers::COMMAND, egui::Key::Z);
    harness.run();
    assert_eq!(
        harness.state().points(),
        four_points().as_slice(),
        "undo the click"
    );
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, egui::Key::Z);
    harness.run();
    assert_eq!(harness.state().points().len(), 5, "redo the click");
    harness.key_press_modifiers(Modifiers::COMMAND, egui::Key::Y);
    harness.run();
    assert!(harness.state().points().is_empty(), "redo the clear");
    harness.get_by_label("Redo").click();
    harness.run();
    assert_eq!(
        harness.state().points().len(),
        Prefs::default().preset.n,
        "redo the preset"
    );
}

#[test]
fn select_delete_and_flip() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let p = screen_pos(&harness, -1.0, 0.3);
    click(&mut harness, p, PointerButton::Primary, Modifiers::NONE);
    assert_eq!(harness.state().plane().selected, Some(1));
    assert_eq!(
        harness.state().points().len(),
        4,
        "clicking a point selects it"
    );
    harness.key_press(egui::Key::F);
    harness.run();
    assert_eq!(harness.state().points()[1].label, Label::Positive);
    harness.get_by_label("Delete point").click();
    harness.run();
    assert_eq!(harness.state().points().len(), 3);
    assert_eq!(harness.state().plane().selected, None);
    // Shift+click flips, Ctrl+click deletes.
    let p = screen_pos(&harness, 0.8, -0.6);
    click(&mut harness, p, PointerButton::Primary, Modifiers::SHIFT);
    assert_eq!(harness.state().points()[1].label, Label::Negative);
    click(&mut harness, p, PointerButton::Primary, Modifiers::COMMAND);
    assert_eq!(harness.state().points().len(), 2);
}

#[test]
fn editing_while_playing_keeps_w_and_goes_on() {
    let mut harness = common::harness(app_with(Algorithm::LogisticSgd, four_points()));
    harness.key_press(egui::Key::Space);
    harness.run_steps(10);
    assert_eq!(harness.state().mode(), Mode::Playing);
    let at = screen_pos(&harness, 0.1, 1.1);
    harness.event(Event::PointerMoved(at));
    harness.event(Event::PointerButton {
        pos: at,
        button: PointerButton::Secondary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    harness.step();
    harness.step();
    let before = harness.state().status().t;
    harness.event(Event::PointerButton {
        pos: at,
        button: PointerButton::Secondary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    harness.step();
    assert_eq!(harness.state().points().len(), 5);
    assert!(
        harness.state().status().t >= before,
        "t is not reset by an edit"
    );
    harness.run_steps(10);
    assert_eq!(harness.state().mode(), Mode::Playing);
    assert!(harness.state().status().t > before, "and learning goes on");
}

#[test]
fn a_bad_setting_is_shown_and_keeps_the_points() {
    for (eta, message) in [
        (0.0, "learning rate η must be a positive number"),
        (1e9, "is too large"),
    ] {
        let prefs = Prefs::with_learner(Settings {
            eta,
            ..Settings::new(Algorithm::LogisticSgd)
        });
        let mut harness = common::harness(App::with_points(prefs, four_points()));
        harness.run();
        let status = harness.state().status();
        assert!(
            matches!(&status.state, State::Unusable(why) if why.contains("η")),
            "{status:?}"
        );
        assert!(
            harness.query_all_by_label_contains(message).count() >= 2,
            "η = {eta}: {message:?} in the status bar and under Learn"
        );
        assert_eq!(harness.state().points().len(), 4);
        // Step does nothing, and does not panic.
        harness.key_press(egui::Key::S);
        harness.run();
        assert_eq!(harness.state().classify().learner_weights(), None);
    }
}

#[test]
fn holding_a_step_key_repeats_but_holding_space_does_not_toggle() {
    let mut harness = common::harness(app_with(Algorithm::LogisticSgd, four_points()));
    for repeat in [false, true, true] {
        harness.event(Event::Key {
            key: egui::Key::V,
            pressed: true,
            modifiers: Modifiers::NONE,
            repeat,
            physical_key: None,
        });
    }
    harness.run();
    assert_eq!(harness.state().status().visits, 3);
    for repeat in [false, true, true] {
        harness.event(Event::Key {
            key: egui::Key::Space,
            pressed: true,
            modifiers: Modifiers::NONE,
            repeat,
            physical_key: None,
        });
    }
    harness.run_steps(2);
    assert_eq!(
        harness.state().mode(),
        Mode::Playing,
        "one press, one toggle"
    );
}

#[test]
fn one_class_is_explained() {
    let mut harness = common::harness(App::with_points(
        Prefs::default(),
        vec![Point::new(0.0, 0.0, Label::Positive)],
    ));
    harness.run();
    assert!(
        harness
            .state()
            .status_text()
            .contains("a classifier needs both")
    );
    let at = screen_pos(&harness, 0.5, 0.5);
    click(&mut harness, at, PointerButton::Secondary, Modifiers::NONE);
    assert_eq!(harness.state().status().state, State::Ready);
}

#[test]
fn hovering_a_point_reports_it() {
    let mut harness = common::harness(App::with_points(Prefs::default(), four_points()));
    let p = screen_pos(&harness, 0.8, -0.6);
    harness.hover_at(p);
    harness.run();
    assert_eq!(harness.state().plane().hovered, Some(2));
    harness.hover_at(screen_pos(&harness, 0.0, 0.0));
    harness.run();
    assert_eq!(harness.state().plane().hovered, None);
}

#[test]
fn hovering_a_marker_in_the_loss_panel_highlights_its_point() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    harness.get_by_label("Step").click();
    harness.run();
    // w = (1, 1, 0.5): point 2 (×) has margin −(1 − 1 + 0.15) = −0.15, alone on the 0/1 step.
    let app = harness.state();
    let marker = app
        .classify()
        .loss_marker_pos(app.document().data(), 1)
        .expect("the loss panel was drawn");
    harness.hover_at(marker);
    harness.run();
    assert_eq!(
        harness.state().classify().point_hovered_in_losses(),
        Some(1)
    );
    assert_eq!(
        harness.state().plane().hovered,
        None,
        "the pointer is not in the plane"
    );
}

#[test]
fn a_narrow_window_shows_the_right_hand_panels_as_tabs() {
    // A projector at 1024×768: one column on the right, a tab per panel.
    let app = app_with(Algorithm::Pla, four_points());
    let mut harness = Harness::builder()
        .with_size(vec2(1024.0, 768.0))
        .build_eframe(move |_cc| app);
    harness.run();
    let shown = |harness: &Harness<'_, App>| {
        [
            "Error functions of the correctness score y·s",
            "E_in over t",
            "Update geometry",
        ]
        .map(|heading| harness.query_by_label(heading).is_some())
    };
    assert_eq!(shown(&harness), [false, false, true]);
    harness.get_by_label("Losses").click();
    harness.run();
    assert_eq!(shown(&harness), [true, false, false]);
    harness.get_by_label("E_in").click();
    harness.run();
    assert_eq!(shown(&harness), [false, true, false]);
    harness.get_by_label("Theory").click();
    harness.run();
    assert_eq!(shown(&harness), [false, false, true]);
}

#[test]
fn the_preset_box_shows_what_the_plane_holds() {
    let mut harness = common::harness(App::default());
    harness.run();
    // The default preset is on the plane, and the box says which.
    harness.get_by_value("Separable");
    // An edit: the points are no longer the preset.
    harness
        .state_mut()
        .push_command(Command::AddPoint(Point::new(0.3, 0.3, Label::Positive)));
    harness.run();
    assert!(harness.query_by_value("Separable").is_none());
    harness.get_by_value("—");
    // Choosing a preset loads it at once.
    harness.get_by_value("—").click();
    harness.run();
    harness.get_by_label("Ring").click();
    harness.run();
    assert_eq!(harness.state().prefs().preset.kind, PresetKind::Ring);
    assert_eq!(
        harness.state().points(),
        harness.state().prefs().preset.points().as_slice()
    );
    harness.get_by_value("Ring");
    // Undo brings the edited points back, and the box says they are no preset.
    harness.state_mut().push_command(Command::Undo);
    harness.run();
    harness.get_by_value("—");
    // The other workspaces share the points and say the same.
    harness.state_mut().push_command(Command::Redo);
    harness
        .state_mut()
        .push_command(Command::SetWorkspace(Workspace::Cluster));
    // The plane re-fits its view to the new workspace's layout over a few frames.
    for _ in 0..10 {
        if harness.try_run().is_ok() {
            break;
        }
    }
    harness.get_by_value("Ring");
}

/// Every learner of the core's registry, picked in the window's list by its name: Step takes one
/// step, Play moves on (where there is anything left), and Run to end stops it, as a student
/// would try each one.
#[test]
fn every_learner_in_the_list_steps_plays_and_runs_to_the_end() {
    let mut harness = common::harness(app_with(Algorithm::Pla, four_points()));
    let mut current = Algorithm::Pla;
    for &algorithm in Algorithm::all() {
        // The learner's list (the comparison's own list may show the same name).
        harness
            .get_by(|node| {
                node.role() == egui::accesskit::Role::ComboBox
                    && node.value().as_deref() == Some(current.name())
            })
            .click();
        common::settle(&mut harness);
        harness.get_by_label(algorithm.name()).click();
        common::settle(&mut harness);
        current = algorithm;
        let status = harness.state().status();
        assert_eq!(status.algorithm, algorithm, "picked by its name");
        assert_eq!(
            (status.t, &status.state),
            (0, &State::Ready),
            "{algorithm:?}"
        );
        harness.get_by_label("Step").click();
        common::settle(&mut harness);
        let stepped = harness.state().status();
        assert_eq!(stepped.t, 1, "{algorithm:?}: one step");
        if !matches!(stepped.state, State::Stopped(_)) {
            harness.get_by_label("Play").click();
            harness.run_steps(10);
            let played = harness.state().status();
            assert!(
                played.t > 1 || matches!(played.state, State::Stopped(_)),
                "{algorithm:?}: Play moves on ({played:?})"
            );
            if harness.state().mode() == Mode::Playing {
                harness.get_by_label("Pause").click();
                common::settle(&mut harness);
            }
            harness.get_by_label("Run to end").click();
            for _ in 0..200 {
                harness.run_steps(1);
                if matches!(harness.state().status().state, State::Stopped(_)) {
                    break;
                }
            }
        }
        let end = harness.state().status();
        assert!(
            matches!(end.state, State::Stopped(Stop::Converged | Stop::Budget)),
            "{algorithm:?} ends: {end:?}"
        );
        assert!(!harness.state().status_text().is_empty());
    }
}
