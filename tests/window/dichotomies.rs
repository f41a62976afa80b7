//! The Dichotomies workspace in the real window: points placed by clicks and their labellings
//! counted, the listing after a drag, Undo and Redo the same as a fresh one, a tile clicked
//! relabelling the points (and Undo), another hypothesis set, too many
//! points refused with a reason, the place saved in a lesson, the gap measured in the
//! background, and a labelling handed to PLA.

use egui::{Key, Modifiers};
use egui_kittest::{Harness, kittest::Queryable as _};
use glam::DVec2;
use linlab::app::{App, Command, Label, LessonPoints, Point, Prefs, Workspace};
use linlab::learn::Algorithm;
use linlab::vc::Hypotheses;
use linlab::vc::dichotomies;

use crate::common::{self, click_at, settle};

/// The window in the Dichotomies workspace on `points`.
fn harness_on(points: Vec<Point>) -> Harness<'static, App> {
    let prefs = Prefs {
        workspace: Workspace::Dichotomies,
        ..common::prefs(Algorithm::Pla)
    };
    let mut harness = common::harness(App::with_points(prefs, points));
    settle(&mut harness);
    harness
}

/// A triangle, all ×.
fn triangle() -> Vec<Point> {
    vec![
        Point::new(-1.0, -1.0, Label::Negative),
        Point::new(1.0, -1.0, Label::Negative),
        Point::new(0.0, 1.0, Label::Negative),
    ]
}

/// A square, all ×: points 1 and 3 on one diagonal, 2 and 4 on the other.
fn square() -> Vec<Point> {
    vec![
        Point::new(0.0, 0.0, Label::Negative),
        Point::new(1.0, 0.0, Label::Negative),
        Point::new(1.0, 1.0, Label::Negative),
        Point::new(0.0, 1.0, Label::Negative),
    ]
}

fn labels(harness: &Harness<'_, App>) -> Vec<Label> {
    harness.state().points().iter().map(|p| p.label).collect()
}

#[test]
fn a_point_placed_by_a_click_joins_the_labellings_and_the_count() {
    let mut harness = harness_on(triangle());
    assert!(
        harness
            .query_by_label("8 of 8 labellings of these 3 points are lines' dichotomies")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("These 3 points are shattered by lines")
            .is_some()
    );
    // Inside the triangle: four points in general position.
    let inside = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(0.0, -0.3))
        .expect("in view");
    click_at(&mut harness, inside, Modifiers::NONE);
    assert_eq!(harness.state().points().len(), 4);
    assert!(
        harness
            .query_by_label("14 of 16 labellings of these 4 points are lines' dichotomies")
            .is_some(),
        "{}",
        harness.state().status_text()
    );
    // Sixteen tiles, two of them no line's.
    let tiles = harness.query_all_by_label_contains("Labelling ").count();
    assert_eq!(tiles, 16);
    let impossible = harness
        .query_all_by_label_contains(", not realised by lines")
        .count();
    assert_eq!(impossible, 2);
}

/// The count a fresh listing of `points` under lines gives, as the panel says it.
fn fresh_count(points: &[Point]) -> String {
    let plane: Vec<[f64; 2]> = points.iter().map(|p| [p.x.x, p.x.y]).collect();
    let all = dichotomies::labellings(Hypotheses::Lines, &plane).expect("a few points");
    format!(
        "{} of {} labellings of these {} points are lines' dichotomies",
        dichotomies::count(&all),
        all.len(),
        points.len()
    )
}

/// Whether the panel comes to say the count a fresh listing of `points` gives, within the
/// frames a listing under way takes (the window asks for them a little later, not at once).
fn says_fresh_count(harness: &mut Harness<'_, App>, points: &[Point]) -> bool {
    let fresh = fresh_count(points);
    for _ in 0..40 {
        if harness.query_by_label(&fresh).is_some() {
            return true;
        }
        harness.step();
    }
    false
}

#[test]
fn the_listing_after_a_drag_undo_and_redo_is_a_fresh_listings() {
    // Eight points: a listing takes several frames in a test's build, and a drag moves on while
    // one is under way.
    let circle: Vec<Point> = (0..8)
        .map(|k| {
            let angle = std::f64::consts::TAU * f64::from(k) / 8.0;
            Point::new(angle.cos(), angle.sin(), Label::Negative)
        })
        .collect();
    let mut harness = harness_on(circle.clone());
    assert!(says_fresh_count(&mut harness, &circle));
    // Dragged across onto the opposite point, a frame a step: the points leave general position
    // at the end (two on one spot).
    let (from, onto) = (circle[0].x, circle[4].x);
    for step in 1..=12 {
        let to = from.lerp(onto, f64::from(step) / 12.0);
        harness
            .state_mut()
            .push_command(Command::MovePointLive { index: 0, to });
        harness.step();
    }
    harness.state_mut().push_command(Command::MovePoint {
        index: 0,
        from,
        to: onto,
    });
    settle(&mut harness);
    let moved = harness.state().points().to_vec();
    assert_eq!(moved[0].x, onto);
    assert!(
        says_fresh_count(&mut harness, &moved),
        "{}",
        fresh_count(&moved)
    );
    assert_ne!(fresh_count(&moved), fresh_count(&circle));
    harness.state_mut().push_command(Command::Undo);
    settle(&mut harness);
    assert!(says_fresh_count(&mut harness, &circle));
    harness.state_mut().push_command(Command::Redo);
    settle(&mut harness);
    assert!(says_fresh_count(&mut harness, &moved));
}

#[test]
fn three_points_in_line_lose_two_labellings_and_say_why() {
    let mut harness = harness_on(vec![
        Point::new(-1.0, 0.0, Label::Negative),
        Point::new(0.0, 0.0, Label::Negative),
        Point::new(1.0, 0.0, Label::Negative),
    ]);
    settle(&mut harness);
    assert!(
        harness
            .query_by_label("6 of 8 labellings of these 3 points are lines' dichotomies")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("these points are not in general position")
            .is_some()
    );
    // ○ × ○: the middle point is in the way of every line.
    assert!(
        harness
            .query_by_label("Labelling 5: ○×○, not realised by lines")
            .is_some()
    );
}

#[test]
fn clicking_a_tile_gives_the_points_its_labels_and_undo_takes_them_back() {
    let mut harness = harness_on(square());
    let before = labels(&harness);
    // The XOR labelling: ○ on the diagonal of points 1 and 3.
    harness
        .get_by_label("Labelling 5: ○×○×, not realised by lines")
        .click();
    settle(&mut harness);
    use Label::{Negative as X, Positive as O};
    assert_eq!(labels(&harness), [O, X, O, X]);
    assert!(
        harness
            .query_by_label(
                "Labelling 5: ○×○×, not realised by lines (the labelling the points carry)"
            )
            .is_some(),
        "the tile of the labelling the points carry is marked"
    );
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(labels(&harness), before);
}

#[test]
fn another_hypothesis_set_counts_its_own_dichotomies() {
    let mut harness = harness_on(vec![
        Point::new(-3.0, 0.0, Label::Negative),
        Point::new(-1.0, 0.0, Label::Negative),
        Point::new(1.0, 0.0, Label::Negative),
        Point::new(3.0, 0.0, Label::Negative),
    ]);
    // On a line, lines realise 14 (4 points in line: fewer than the most).
    harness.get_by_label("positive intervals").click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label(
                "11 of 16 labellings of these 4 points are positive intervals' dichotomies"
            )
            .is_some()
    );
    harness.get_by_label("positive rays").click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label("5 of 16 labellings of these 4 points are positive rays' dichotomies")
            .is_some()
    );
    // The growth section: each set's count on these points beside its m_H(4).
    harness.get_by_label("Growth").click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label("mH(4) = 11; on your points: 11.")
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("mH(4) = 14; on your points: 8, fewer")
            .is_some(),
        "four points in one line: lines realise 8"
    );
}

#[test]
fn more_points_than_can_be_listed_are_refused_with_the_reason() {
    let points = (0..13)
        .map(|k| Point::new(f64::from(k), f64::from(k * k % 7), Label::Negative))
        .collect();
    let harness = harness_on(points);
    // In the panel and on the status line.
    assert_eq!(
        harness
            .query_all_by_label("13 points have too many labellings to list: at most 12")
            .count(),
        2
    );
    assert!(harness.query_by_label_contains("Labelling ").is_none());
}

#[test]
fn the_section_and_the_set_are_saved_in_a_lesson_and_come_back() {
    let mut harness = harness_on(square());
    harness.get_by_label("convex sets").click();
    harness.get_by_label("B(N, k)").click();
    settle(&mut harness);
    let lesson = harness.state().lesson();
    let place = &lesson.app["dichotomies"];
    assert_eq!(place["hypotheses"], "convex", "{place}");
    assert_eq!(place["section"], "bound", "{place}");
    assert!(
        harness
            .query_by_label_contains("There is no break point for convex sets")
            .is_some()
    );
    let mut fresh = harness_on(Vec::new());
    fresh
        .state_mut()
        .apply_lesson(lesson, LessonPoints::Undoable);
    settle(&mut fresh);
    assert!(
        fresh
            .query_by_label("The table of B(N, k) for N and k from 1 to 10")
            .is_some()
    );
    assert!(
        fresh
            .query_by_label_contains("There is no break point for convex sets")
            .is_some()
    );
}

#[test]
fn the_gap_is_measured_in_the_background_for_the_inputs_it_was_asked_for() {
    let mut harness = harness_on(square());
    harness.get_by_label("VC bound").click();
    settle(&mut harness);
    assert!(
        harness
            .query_by_label_contains("the bound asks for N ≥ 29300 points")
            .is_some()
    );
    harness.get_by_label("Measure the gap").click();
    // The samples run off the window's thread: frames go on until they are done.
    for _ in 0..400 {
        harness.run_ok();
        if harness.query_by_label("Measure the gap").is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(harness.query_by_label("Measure the gap").is_some(), "done");
    assert!(
        harness.query_by_label_contains("measure again").is_none(),
        "measured for the inputs shown"
    );
    // Another learner: the measurement shown is said to be another's.
    harness.get_by_label("PLA").click();
    settle(&mut harness);
    assert!(harness.query_by_label_contains("measure again").is_some());
}

#[test]
fn a_labelling_goes_to_pla_which_halts_on_it() {
    let mut harness = harness_on(square());
    harness
        .get_by_label("Labelling 3: ○○××, realised by lines")
        .click();
    settle(&mut harness);
    harness.get_by_label("Run PLA on this labelling").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Classify);
    harness.get_by_label("Run to end").click();
    settle(&mut harness);
    assert!(
        harness.state().status_text().starts_with("Converged"),
        "{}",
        harness.state().status_text()
    );
}

#[test]
fn dichotomies_snapshot() {
    // Five points, one inside the others' hull: still in general position, all 22.
    let points = vec![
        Point::new(-1.0, -0.8, Label::Positive),
        Point::new(1.0, -1.0, Label::Negative),
        Point::new(1.2, 0.9, Label::Positive),
        Point::new(-0.9, 1.0, Label::Negative),
        Point::new(0.1, 0.1, Label::Negative),
    ];
    let prefs = Prefs {
        workspace: Workspace::Dichotomies,
        ..common::prefs(Algorithm::Pla)
    };
    let mut harness = common::window(App::with_points(prefs, points), egui::vec2(1280.0, 800.0));
    settle(&mut harness);
    assert!(
        harness
            .query_by_label("22 of 32 labellings of these 5 points are lines' dichotomies")
            .is_some()
    );
    common::snapshot(&mut harness, "dichotomies", true);
}

#[test]
fn undo_and_redo_of_an_opened_lesson_take_its_workspace_with_its_points() {
    // Classify with a triangle; a lesson of the square in Dichotomies opened over it.
    let mut other = harness_on(square());
    other.get_by_label("B(N, k)").click();
    settle(&mut other);
    let lesson = other.state().lesson();
    let prefs = common::prefs(Algorithm::Pla);
    let mut harness = common::harness(App::with_points(prefs, triangle()));
    settle(&mut harness);
    harness
        .state_mut()
        .apply_lesson(lesson, LessonPoints::Undoable);
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Dichotomies);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Classify);
    assert_eq!(harness.state().points(), triangle().as_slice());
    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    settle(&mut harness);
    assert_eq!(
        harness.state().prefs().workspace,
        Workspace::Dichotomies,
        "Redo puts the lesson back whole, not its points alone"
    );
    assert_eq!(harness.state().points(), square().as_slice());
    assert!(
        harness
            .query_by_label("The table of B(N, k) for N and k from 1 to 10")
            .is_some()
    );
    // And Undo again takes it away again.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Classify);
}
