//! The window without sight and without a mouse, read from its accessibility tree (AccessKit,
//! as a screen reader reads it): the plane is one figure described in words with a node per
//! point, the keyboard places, visits, flips, removes and carries points, G goes to the named
//! places, each step is announced in the live region, a lecture's scenes and an exercise
//! answered by keys are announced too, and Tab leaves the plane in reading order.

use egui::accesskit::{Live, Role};
use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};
use linlab::app::{App, Command, Label, LectureAction, Point, Prefs};
use linlab::learn::Algorithm;
use linlab::script::Check;

use crate::common::{self, settle};

fn harness_on(prefs: Prefs, points: Vec<Point>) -> Harness<'static, App> {
    let mut harness = common::harness(App::with_points(prefs, points));
    settle(&mut harness);
    harness
}

/// The figure's description, as a screen reader reads it.
fn figure(harness: &Harness<'_, App>) -> String {
    let node = harness.get_by_role(Role::Figure);
    assert_eq!(node.accesskit_node().label().as_deref(), Some("The plane"));
    node.accesskit_node().description().unwrap_or_default()
}

/// The live region's text: what the last announcement said.
fn live(harness: &Harness<'_, App>) -> String {
    harness
        .get_by(|node| node.live() == Live::Polite)
        .accesskit_node()
        .label()
        .unwrap_or_default()
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    press_with(harness, Modifiers::NONE, key);
}

fn press_with(harness: &mut Harness<'_, App>, modifiers: Modifiers, key: Key) {
    harness.key_press_modifiers(modifiers, key);
    harness.run();
}

/// The window at the exercise of the built-in lecture `id` whose check `is` the one wanted.
fn at_exercise(id: &'static str, is: fn(&Check) -> bool) -> Harness<'static, App> {
    let mut harness = common::lecture_window(
        common::harness_of_size,
        egui::vec2(1280.0, 800.0),
        linlab::i18n::Language::English,
        id,
        false,
    );
    let k = harness
        .state()
        .lecture()
        .script
        .as_ref()
        .expect("a script")
        .scenes
        .iter()
        .position(|scene| scene.task.as_ref().is_some_and(|task| is(&task.check)))
        .expect("the exercise");
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(k)));
    settle(&mut harness);
    common::finish_lecture_steps(&mut harness);
    harness
}

/// Gives the plane the keyboard, as F7 does.
fn focus_plane(harness: &mut Harness<'_, App>) {
    press(harness, Key::F7);
    harness.run();
    assert!(
        harness.get_by_role(Role::Figure).is_focused(),
        "F7 gives the plane the keyboard"
    );
}

#[test]
fn the_plane_is_a_figure_described_in_words_with_a_node_per_point() {
    let harness = harness_on(common::prefs(Algorithm::Pla), common::four_points());
    let description = figure(&harness);
    assert!(description.starts_with("Classify: "), "{description}");
    assert!(
        description.contains("4 points, 2 ○ and 2 ×"),
        "{description}"
    );
    assert!(description.contains("the line "), "{description}");
    let points = harness
        .query_all_by(|node| {
            node.role() == Role::Image && node.label().is_some_and(|l| l.starts_with('P'))
        })
        .count();
    assert_eq!(points, 4);
    assert!(
        harness.query_by_label_contains("P1 (").is_some(),
        "each point is named with its coordinates"
    );
}

#[test]
fn keys_alone_place_visit_flip_carry_and_remove_points() {
    let mut harness = harness_on(common::prefs(Algorithm::Pla), Vec::new());
    focus_plane(&mut harness);
    // The cursor starts at the view's centre; O places a ○ there.
    press(&mut harness, Key::O);
    assert_eq!(harness.state().points().len(), 1);
    assert!(
        live(&harness).starts_with("○ placed at ("),
        "{}",
        live(&harness)
    );
    // Two steps right, and X.
    press(&mut harness, Key::ArrowRight);
    press(&mut harness, Key::ArrowRight);
    let said = live(&harness);
    assert!(said.starts_with('('), "the cursor's place is read: {said}");
    press(&mut harness, Key::X);
    let points = harness.state().points().to_vec();
    assert_eq!(points.len(), 2);
    assert_eq!(points[1].label, Label::Negative);
    assert!(points[1].x.x > points[0].x.x, "placed right of the first");
    assert_eq!(points[1].x.y, points[0].x.y);
    // ArrowRight moved the cursor: it did not step the learner.
    assert_eq!(harness.state().classify().primary().shown_t(), Some(0));

    // [ goes to the previous point (the last), read with its label.
    press(&mut harness, Key::OpenBracket);
    assert!(live(&harness).starts_with("P2 ("), "{}", live(&harness));
    assert!(live(&harness).contains("×"), "{}", live(&harness));
    // F flips it.
    press(&mut harness, Key::F);
    assert_eq!(harness.state().points()[1].label, Label::Positive);
    assert_eq!(live(&harness), "P2 is now ○");
    // Enter picks it up, the arrows carry it, Enter puts it down: one edit.
    let before = harness.state().points()[1].x;
    press(&mut harness, Key::Enter);
    assert!(
        live(&harness).starts_with("P2 picked up"),
        "{}",
        live(&harness)
    );
    press(&mut harness, Key::ArrowUp);
    press(&mut harness, Key::Enter);
    let after = harness.state().points()[1].x;
    assert!(after.y > before.y, "carried up: {before} → {after}");
    assert!(
        live(&harness).starts_with("P2 put down at"),
        "{}",
        live(&harness)
    );
    harness.state_mut().push_command(Command::Undo);
    harness.run();
    assert_eq!(
        harness.state().points()[1].x,
        before,
        "one Undo puts it back"
    );
    // Delete removes the point under the cursor (the cursor went back with nothing: go to it).
    press(&mut harness, Key::CloseBracket);
    press(&mut harness, Key::CloseBracket);
    assert!(live(&harness).starts_with("P2 ("), "{}", live(&harness));
    press(&mut harness, Key::Delete);
    assert_eq!(harness.state().points().len(), 1);
    assert_eq!(live(&harness), "P2 removed");
    // With the plane focused, S still steps: the window's shortcut, not one of the plane's keys.
    assert!(harness.get_by_role(Role::Figure).is_focused());
    assert_eq!(harness.state().classify().primary().shown_t(), Some(0));
    press(&mut harness, Key::S);
    assert_eq!(harness.state().classify().primary().shown_t(), Some(1));
    assert!(
        live(&harness).starts_with("Update 1 on P1"),
        "{}",
        live(&harness)
    );
    assert_eq!(harness.state().points().len(), 1, "S edits no point");
    assert!(
        harness.get_by_role(Role::Figure).is_focused(),
        "the plane keeps the keyboard"
    );
}

#[test]
fn a_step_is_announced_in_the_live_region_with_its_point_and_w() {
    let mut harness = harness_on(common::prefs(Algorithm::Pla), common::four_points());
    press(&mut harness, Key::S);
    let said = live(&harness);
    assert!(said.starts_with("Update 1 on P"), "{said}");
    assert!(said.contains(": w = ("), "{said}");
    assert!(said.contains("left"), "{said}");
    assert!(!said.contains('-'), "a true minus sign: {said}");
    // The count is the step's own, as the status bar has it once it follows.
    settle(&mut harness);
    let mistakes = harness.state().status().mistakes;
    let left = match mistakes {
        0 => "no mistakes left".to_owned(),
        1 => "1 mistake left".to_owned(),
        k => format!("{k} mistakes left"),
    };
    assert!(said.ends_with(&left), "{said} (status: {mistakes})");
    // The caption log keeps it.
    assert!(harness.state().announcements().contains(&said));
    // Brief says no numbers.
    harness.state_mut().viewer_mut().announcements = linlab::app::Announcements::Brief;
    press(&mut harness, Key::S);
    let brief = live(&harness);
    assert!(brief.starts_with("Update 2 on P"), "{brief}");
    assert!(!brief.contains("w ="), "{brief}");
    // Off: nothing in the tree.
    harness.state_mut().viewer_mut().announcements = linlab::app::Announcements::Off;
    harness.run();
    assert!(
        harness
            .query_by(|node| node.live() == Live::Polite)
            .is_none(),
        "no live region when the announcements are off"
    );
}

#[test]
fn g_goes_to_the_mistakes_and_the_point_corrected_next() {
    let mut harness = harness_on(common::prefs(Algorithm::Pla), common::four_points());
    press(&mut harness, Key::S);
    focus_plane(&mut harness);
    press(&mut harness, Key::G);
    let said = live(&harness);
    assert!(
        said.starts_with("Mistake 1 of") || said.starts_with("Corrected next"),
        "{said}"
    );
    let landmarks: Vec<String> = (0..8)
        .map(|_| {
            press(&mut harness, Key::G);
            live(&harness)
        })
        .collect();
    assert!(
        landmarks.iter().any(|s| s.starts_with("Nearest the line")),
        "{landmarks:?}"
    );
    // D reads the whole figure.
    press(&mut harness, Key::D);
    assert!(live(&harness).contains("4 points"), "{}", live(&harness));
}

#[test]
fn each_lecture_scene_is_announced_with_its_caption() {
    let mut harness = common::lecture_window(
        common::harness_of_size,
        egui::vec2(1280.0, 800.0),
        linlab::i18n::Language::English,
        "why-pla-halts",
        false,
    );
    let said = live(&harness);
    assert!(said.starts_with("Scene 1 of"), "{said}");
    assert!(
        !said.contains('`') && !said.contains("**"),
        "no marks: {said}"
    );
    // PageDown, as a clicker sends it.
    harness.key_press(Key::PageDown);
    settle(&mut harness);
    common::finish_lecture_steps(&mut harness);
    assert!(
        harness
            .state()
            .announcements()
            .iter()
            .any(|s| s.starts_with("Scene 2 of")),
        "{:?}",
        harness.state().announcements()
    );
}

#[test]
fn an_exercise_asking_for_a_direction_is_answered_with_the_keys() {
    // The scene that asks where w will point after the next update.
    let mut harness = at_exercise("pla-step-by-step", |check| {
        matches!(check, Check::PredictUpdate { .. })
    });
    // Where w_{t+1} points: the learner stepped once, on a copy.
    let app = harness.state();
    let mut copy = app
        .classify()
        .primary()
        .learner()
        .expect("a learner")
        .clone_box();
    copy.step(app.document().data());
    let w = copy.weights();
    let direction = glam::DVec2::new(w[1], w[2]).normalize();
    focus_plane(&mut harness);
    // A spot along it, clear of the points.
    let spot = [1.5, 2.0, 2.5, 3.0, 1.0]
        .into_iter()
        .map(|r| direction * r)
        .find(|spot| {
            harness
                .state()
                .points()
                .iter()
                .all(|p| p.x.distance(*spot) > 0.5)
        })
        .expect("a clear spot");
    for _ in 0..200 {
        let at = harness.state().plane().cursor.at.expect("a cursor");
        let d = spot - at;
        let key = if d.x.abs() >= d.y.abs() {
            if d.x > 0.0 {
                Key::ArrowRight
            } else {
                Key::ArrowLeft
            }
        } else if d.y > 0.0 {
            Key::ArrowUp
        } else {
            Key::ArrowDown
        };
        let before = at;
        press(&mut harness, key);
        let after = harness.state().plane().cursor.at.expect("a cursor");
        if after.distance(spot) >= before.distance(spot) {
            break;
        }
    }
    press(&mut harness, Key::Enter);
    let said = live(&harness);
    assert!(said.starts_with("Right."), "{said}");
}

#[test]
fn the_plots_read_as_tables_row_by_row() {
    let mut harness = harness_on(common::prefs(Algorithm::Pla), common::four_points());
    press(&mut harness, Key::S);
    settle(&mut harness);
    press(&mut harness, Key::F8);
    harness.run();
    let table = harness.get_by_role(Role::Table);
    assert!(table.is_focused(), "F8 gives the table the keyboard");
    let name = table.accesskit_node().label().unwrap_or_default();
    assert!(
        name.starts_with("The points and their errors: Row 1 of 4: P = P1"),
        "{name}"
    );
    press(&mut harness, Key::ArrowDown);
    let said = live(&harness);
    assert!(said.starts_with("Row 2 of 4: P = P2, x₁ = "), "{said}");
    assert!(said.contains("y·s = "), "{said}");
    // ArrowDown moved the row: it did not step the learner (t stays 1).
    assert_eq!(harness.state().classify().primary().shown_t(), Some(1));
    // E_in over t, row by row.
    harness
        .query_all_by_label("E_in over t")
        .find(|node| node.accesskit_node().role() != Role::Label)
        .expect("the table's tab")
        .click();
    harness.run();
    harness.run();
    press(&mut harness, Key::End);
    let said = live(&harness);
    assert!(said.starts_with("Row 2 of 2: t = 1, E_in "), "{said}");
}

#[test]
fn points_placed_with_the_keys_answer_an_exercise() {
    // The scene that asks for points no line separates.
    let mut harness = at_exercise("pla-step-by-step", |check| {
        matches!(check, Check::MakeImpossible { .. })
    });
    focus_plane(&mut harness);
    // XOR: ○ × on the bottom row, × ○ on the top.
    for key in [
        Key::O,
        Key::ArrowRight,
        Key::ArrowRight,
        Key::X,
        Key::ArrowUp,
        Key::ArrowUp,
        Key::O,
        Key::ArrowLeft,
        Key::ArrowLeft,
        Key::X,
    ] {
        press(&mut harness, key);
    }
    assert_eq!(harness.state().points().len(), 4);
    // Ctrl+Enter checks the answer.
    press_with(&mut harness, Modifiers::COMMAND, Key::Enter);
    settle(&mut harness);
    let said = live(&harness);
    assert!(said.starts_with("Right."), "{said}");
}

#[test]
fn page_down_turns_the_page_while_the_plane_has_the_keyboard() {
    let mut harness = common::lecture_window(
        common::harness_of_size,
        egui::vec2(1280.0, 800.0),
        linlab::i18n::Language::English,
        "why-machines-learn",
        true,
    );
    // On the stage, to the scene before an exercise: its answer field comes with the page.
    harness
        .state_mut()
        .push_command(Command::Lecture(LectureAction::GoTo(2)));
    settle(&mut harness);
    common::finish_lecture_steps(&mut harness);
    focus_plane(&mut harness);
    press(&mut harness, Key::PageDown);
    common::finish_lecture_steps(&mut harness);
    assert_eq!(harness.state().lecture().scene, 3);
    assert!(
        harness.get_by_role(Role::Figure).is_focused(),
        "the plane keeps the keyboard on the next scene"
    );
    assert!(
        harness
            .state()
            .announcements()
            .iter()
            .any(|said| said.starts_with("Scene 4 of")),
        "{:?}",
        harness.state().announcements()
    );
}

/// The control that has the keyboard: its role, label and place.
fn focused(harness: &Harness<'_, App>) -> (Role, String, egui::Rect) {
    let node = harness.get_by(|node| node.is_focused());
    let rect = node.rect();
    let node = node.accesskit_node();
    (node.role(), node.label().unwrap_or_default(), rect)
}

#[test]
fn tab_leaves_the_plane_in_reading_order_and_an_enter_after_it_presses_nothing() {
    let mut harness = harness_on(common::prefs(Algorithm::Pla), common::four_points());
    focus_plane(&mut harness);
    // A point placed: the top bar's Undo is enabled, ready to be pressed by a stray Enter.
    press(&mut harness, Key::O);
    let plane = harness.get_by_role(Role::Figure).rect();
    let points = harness.state().points().to_vec();
    let depth = harness.state().document().undo_depth();
    // Tab, and Enter at once after it (in one frame): the Enter is the plane's, and goes nowhere.
    harness.key_press(Key::Tab);
    harness.key_press(Key::Enter);
    harness.run();
    harness.run();
    assert_eq!(harness.state().points(), points.as_slice());
    assert_eq!(harness.state().document().undo_depth(), depth, "no Undo");
    // The keyboard went to the control right of the plane, not round to the top of the window.
    let (role, label, rect) = focused(&harness);
    assert!(
        rect.left() >= plane.right() - 1.0,
        "Tab from the plane reached {role:?} {label:?} at {rect:?}, not right of the plane {plane:?}"
    );
    // Shift+Tab comes back to the plane, and Shift+Tab from it goes to the controls left of it.
    press_with(&mut harness, Modifiers::SHIFT, Key::Tab);
    harness.run();
    assert!(harness.get_by_role(Role::Figure).is_focused());
    press_with(&mut harness, Modifiers::SHIFT, Key::Tab);
    harness.run();
    let (role, label, rect) = focused(&harness);
    assert!(
        rect.right() <= plane.left() + 1.0,
        "Shift+Tab from the plane reached {role:?} {label:?} at {rect:?}, not left of it"
    );
    // A point carried when Tab leaves stays where it was, and says so.
    focus_plane(&mut harness);
    press(&mut harness, Key::CloseBracket);
    press(&mut harness, Key::Enter);
    assert!(
        live(&harness).starts_with("P1 picked up"),
        "{}",
        live(&harness)
    );
    press(&mut harness, Key::ArrowUp);
    harness.key_press(Key::Tab);
    harness.key_press(Key::Enter);
    harness.run();
    harness.run();
    assert_eq!(harness.state().points(), points.as_slice(), "P1 not moved");
    assert_eq!(live(&harness), "P1 left where it was");
    assert!(!harness.get_by_role(Role::Figure).is_focused());
}
