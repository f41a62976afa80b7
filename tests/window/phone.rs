//! A student's page in a class on a phone, held upright (390×844) and across (844×390): the
//! plane has the screen's width (upright) or height (across), the caption and the exercise sit
//! under or beside it, the workspace's panels wait behind tabs one at a time, and a typed number
//! is typed on the number pad. The teacher's messages are handed to the page as its connection
//! would hand them.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable as _;
use linlab::app::App;
use linlab::class::protocol::{ClassMode, FromPage, Scene, ToPage};
use linlab::i18n::Language;
use linlab::learn::Algorithm;
use linlab::script::{BUILT_IN, Reply, Script};

use crate::common;

/// The page's text size (the app's default zoom): a phone of 390 CSS pixels is 312 points wide.
const ZOOM: f32 = common::PAGE_ZOOM;

fn script(id: &str) -> Script {
    common::built_in_script(id)
}

/// A student's page of `pixels` (CSS pixels) joined as Ada, on scene `k` of lecture `id`.
fn student(pixels: egui::Vec2, id: &str, k: usize) -> Harness<'static, App> {
    common::student_page(Language::English, pixels, id, k)
}

/// The first scene of `id` with an exercise that wants a typed number.
fn number_exercise(id: &str) -> Option<usize> {
    script(id).scenes.iter().position(|s| {
        s.task.as_ref().is_some_and(|t| {
            !(t.check.wants_points() || t.check.wants_settings() || t.check.wants_spot())
        })
    })
}

/// The first built-in lecture with such an exercise, and its scene.
fn a_number_exercise() -> (&'static str, usize) {
    BUILT_IN
        .iter()
        .find_map(|b| Some((b.id, number_exercise(b.id)?)))
        .expect("a built-in exercise that wants a number")
}

#[test]
fn upright_the_plane_has_the_width_and_the_caption_is_under_it() {
    let mut harness = student(egui::vec2(390.0, 844.0), "pla-step-by-step", 1);
    let layout = harness.state().stage_layout().expect("a stage");
    let plane = layout.main_view.expect("the plane");
    let caption = layout.caption.expect("the caption");
    let window = layout.window;
    assert!(
        plane.width() >= 0.9 * window.width(),
        "the plane {plane:?} has the width of {window:?}"
    );
    assert!(
        plane.height() >= 0.6 * plane.width(),
        "the plane keeps its height: {plane:?}"
    );
    assert!(
        caption.min.y >= plane.max.y - 1.0,
        "the caption is under the plane"
    );
    assert!(caption.max.y <= window.max.y + 1.0);
    // The bar says where the page stands, not the lecture's title ("Class").
    harness.get_by_label("In the class as Ada");
    harness.get_by_label("Plane");
    common::snapshot(&mut harness, "phone_upright", false);
}

#[test]
fn across_the_plane_has_the_height_and_the_caption_is_beside_it() {
    let mut harness = student(egui::vec2(844.0, 390.0), "pla-step-by-step", 1);
    let layout = harness.state().stage_layout().expect("a stage");
    let plane = layout.main_view.expect("the plane");
    let caption = layout.caption.expect("the caption");
    let bar = layout.bar.expect("the bar");
    let below_bar = layout.window.max.y - bar.max.y;
    assert!(
        plane.height() >= 0.85 * below_bar,
        "the plane {plane:?} has the height under the bar ({below_bar})"
    );
    assert!(
        caption.min.x >= plane.max.x - 1.0,
        "the caption is beside the plane"
    );
    common::snapshot(&mut harness, "phone_across", false);
}

#[test]
fn a_tab_puts_a_panel_in_the_plane_s_place_until_the_scene_changes() {
    let mut harness = student(egui::vec2(390.0, 844.0), "pla-step-by-step", 1);
    harness.get_by_label("E_in").click();
    common::settle(&mut harness);
    let layout = harness.state().stage_layout().expect("a stage");
    assert!(layout.main_view.is_none(), "the plane gave its place");
    let panel = layout.panel.expect("the panel in its place");
    assert!(panel.width() >= 0.9 * layout.window.width());
    harness.get_by_label("Plane").click();
    common::settle(&mut harness);
    assert!(
        harness
            .state()
            .stage_layout()
            .and_then(|l| l.main_view)
            .is_some()
    );
}

#[test]
fn a_number_is_typed_on_the_pad() {
    let (id, k) = a_number_exercise();
    let mut harness = student(egui::vec2(390.0, 844.0), id, k);
    let layout = harness.state().stage_layout().expect("a stage");
    let plane = layout.main_view.expect("the plane");
    assert!(plane.width() >= 0.9 * layout.window.width());
    for key in ["−", "1", ".", "5"] {
        harness.get_by_label(key).click();
        common::settle(&mut harness);
    }
    assert_eq!(harness.state().lecture().exercise.typed, "−1.5");
    harness.get_by_label("⌫").click();
    common::settle(&mut harness);
    assert_eq!(harness.state().lecture().exercise.typed, "−1.");
    common::snapshot(&mut harness, "phone_number_pad", true);
}

#[test]
fn an_answer_on_the_pad_goes_to_the_teacher_and_its_verdict_waits_for_the_reveal() {
    let (id, k) = a_number_exercise();
    let mut harness = student(egui::vec2(390.0, 844.0), id, k);
    harness.get_by_label("3").click();
    common::settle(&mut harness);
    harness.get_by_label("Check").click();
    common::settle(&mut harness);
    let page = harness.state_mut().live_class_mut().student.as_mut();
    let page = page.expect("a student's page");
    let sent = page
        .outbox
        .pop_front()
        .expect("the answer, for the teacher");
    assert!(matches!(sent, FromPage::Answer { scene, .. } if scene == k));
    let exercise = &harness.state().lecture().exercise;
    assert!(exercise.verdict.is_none(), "no verdict before the reveal");
    assert_eq!(exercise.score(), (0, 0), "nor a score that would tell it");
    assert!(
        exercise
            .results_csv()
            .lines()
            .nth(1)
            .is_some_and(|row| row.contains(",,")),
        "the saved results leave 'right' empty till then"
    );
    harness
        .state_mut()
        .student_receive(ToPage::Received { scene: k });
    common::settle(&mut harness);
    harness.get_by_label("Ada: answer sent — the teacher will reveal the answers");
    harness
        .state_mut()
        .student_receive(ToPage::Reveal { scene: k });
    common::settle(&mut harness);
    let exercise = &harness.state().lecture().exercise;
    assert!(exercise.verdict.is_some(), "the verdict, revealed");
    assert_eq!(exercise.score().1, 1);
    // The pad steps aside once the verdict shows.
    assert!(harness.query_by_label("⌫").is_none());
}

#[test]
fn free_exploration_is_said_and_so_is_the_call_back() {
    let mut harness = student(egui::vec2(390.0, 844.0), "pla-step-by-step", 1);
    harness.state_mut().student_receive(ToPage::Mode {
        mode: ClassMode::Free,
    });
    common::settle(&mut harness);
    harness.get_by_label("Ada: explore on your own — the teacher will call you back");
    harness.state_mut().student_receive(ToPage::Mode {
        mode: ClassMode::Follow,
    });
    common::settle(&mut harness);
    harness.get_by_label("Ada: back with the teacher's scene");
}

#[test]
fn the_caption_s_numbers_are_the_scene_s_while_the_learner_stands_at_the_teacher_s_t() {
    // Scene 11 of the lecture: "At t = {{t}}, w = {{w}} …", written at t = 3.
    let k = number_exercise("pla-step-by-step").expect("its number exercise");
    let mut harness = student(egui::vec2(390.0, 844.0), "pla-step-by-step", k - 1);
    let caption = |harness: &Harness<'_, App>| {
        harness
            .state()
            .lecture()
            .caption_text(k, linlab::i18n::Language::English)
            .into_owned()
    };
    // The teacher turns the page: the teacher's window plays the steps into the scene, and the
    // page's learner follows them, from t = 1.
    let script = script("pla-step-by-step");
    let scene = Scene::for_students(k, script.scenes.len(), &script.scenes[k]);
    harness
        .state_mut()
        .student_receive(ToPage::Scene(Box::new(scene)));
    harness
        .state_mut()
        .student_receive(ToPage::At { scene: k, t: 1 });
    common::settle(&mut harness);
    assert_eq!(harness.state().classify().shown_t(), Some(1));
    assert!(
        caption(&harness).contains("At t = 3"),
        "{}",
        caption(&harness)
    );
    // An answer is checked against the scene as written, as the teacher's server checks it.
    harness.get_by_label("3").click();
    harness.get_by_label("Check").click();
    common::settle(&mut harness);
    harness
        .state_mut()
        .student_receive(ToPage::Reveal { scene: k });
    common::settle(&mut harness);
    assert_eq!(harness.state().lecture().exercise.score(), (1, 1));
}

#[test]
fn a_reloaded_page_holds_the_answer_it_sent_before_again() {
    let k = number_exercise("pla-step-by-step").expect("its number exercise");
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    app.live_class_mut().join("ABCD");
    let mut harness = common::window(app, egui::vec2(390.0, 844.0) / ZOOM);
    // The page was reloaded: its seat rejoins, and the server gives back its answer, P3.
    harness.state_mut().student_receive(ToPage::Welcome {
        seat: "seat".into(),
        name: "Ada".into(),
        answered: [(k, Reply::Number(3.0))].into(),
    });
    let script = script("pla-step-by-step");
    let scene = Scene::for_students(k, script.scenes.len(), &script.scenes[k]);
    harness
        .state_mut()
        .student_receive(ToPage::Scene(Box::new(scene)));
    common::settle(&mut harness);
    harness.get_by_label("Ada: answer sent — the teacher will reveal the answers");
    // The answer stands in its field again.
    harness.get_by(|node| {
        node.role() == egui::accesskit::Role::TextInput && node.value().as_deref() == Some("3")
    });
    // The teacher's reveal scores it, before any press on the page.
    harness
        .state_mut()
        .student_receive(ToPage::Reveal { scene: k });
    common::settle(&mut harness);
    assert_eq!(harness.state().lecture().exercise.score(), (1, 1));
    harness.get_by_label_contains("Right");
    // Check sends nothing new: the first answer stands.
    harness.get_by_label("Check").click();
    common::settle(&mut harness);
    let page = harness.state().live_class().student.as_ref();
    assert!(page.expect("a page").outbox.is_empty());
}

/// What the harness painted last, as text.
fn painted(harness: &Harness<'_, App>) -> Vec<String> {
    let window = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(10_000.0, 10_000.0));
    linlab::app::printed_texts(&harness.output().shapes, window)
        .into_iter()
        .map(|t| t.text)
        .collect()
}

/// A tablet's window (a phone's shows its plane the same way) on an empty plane.
#[test]
fn a_finger_is_told_to_tap_and_hold_and_never_of_a_panel_on_the_left() {
    let mut harness = common::window(
        App::with_points(common::prefs(Algorithm::Pla), Vec::new()),
        egui::vec2(1024.0, 768.0),
    );
    common::settle(&mut harness);
    let mouse = painted(&harness).join("\n");
    assert!(mouse.contains("Right click"), "{mouse}");
    // A touch on the screen: egui knows the page has one from then on.
    harness.event(egui::Event::Touch {
        device_id: egui::TouchDeviceId(0),
        id: egui::TouchId(0),
        phase: egui::TouchPhase::Start,
        pos: egui::pos2(5.0, 5.0),
        force: None,
    });
    harness.event(egui::Event::Touch {
        device_id: egui::TouchDeviceId(0),
        id: egui::TouchId(0),
        phase: egui::TouchPhase::End,
        pos: egui::pos2(5.0, 5.0),
        force: None,
    });
    common::settle(&mut harness);
    let finger = painted(&harness).join("\n");
    assert!(finger.contains("Tap: place ○ (+1)"), "{finger}");
    assert!(finger.contains("Press and hold"), "{finger}");
    for mouse_words in ["Right click", "on the left"] {
        assert!(!finger.contains(mouse_words), "{mouse_words:?} in {finger}");
    }
}

/// Before it joins, a phone shows its name field over a backdrop of the window's colour: none of
/// the desk behind it (its menus, toolbars and panels) shows through.
#[test]
fn before_it_joins_a_phone_shows_the_name_field_alone() {
    let mut app = App::with_points(common::prefs(Algorithm::Pla), Vec::new());
    app.live_class_mut().join("ABCD");
    let mut harness = common::window(app, egui::vec2(390.0, 844.0) / ZOOM);
    common::settle(&mut harness);
    harness.get_by_label(linlab::i18n::tr("views-class-join"));
    let image = harness.render().expect("a picture");
    let fill = harness.ctx.global_style().visuals.panel_fill;
    // The top fifth of the screen, where the desk's menus and toolbars are: all backdrop.
    let (width, height) = image.dimensions();
    let differing = (0..height / 5)
        .flat_map(|y| (0..width).map(move |x| (x, y)))
        .filter(|&(x, y)| {
            let [r, g, b, _] = image.get_pixel(x, y).0;
            let far = |a: u8, b: u8| a.abs_diff(b) > 8;
            far(r, fill.r()) || far(g, fill.g()) || far(b, fill.b())
        })
        .count();
    assert_eq!(differing, 0, "the desk shows behind the name field");
}

#[test]
fn a_phone_shows_z_behind_its_tab_and_answers_which_features_separate_from_phi_s_tab() {
    let id = "beyond-the-line";
    // The circle transform: X on the page, Z one tap away.
    let mut harness = student(egui::vec2(390.0, 844.0), id, 2);
    assert!(harness.query_by_label("Z: the line wᵀz = 0").is_none());
    harness.get_by_label("Z plane").click();
    common::settle(&mut harness);
    harness.get_by_label("Z: the line wᵀz = 0");
    // The exercise that asks which two features make the points separable.
    let k = script(id)
        .scenes
        .iter()
        .position(|s| s.task.as_ref().is_some_and(|t| t.check.wants_settings()))
        .expect("its exercise");
    let mut harness = student(egui::vec2(390.0, 844.0), id, k);
    harness.get_by_label("Φ and its price").click();
    common::settle(&mut harness);
    harness.get_by_label("Two features of my choice").click();
    common::settle(&mut harness);
    harness.get_by_label("Check").click();
    common::settle(&mut harness);
    let page = harness.state_mut().live_class_mut().student.as_mut();
    let sent = page
        .expect("a student's page")
        .outbox
        .pop_front()
        .expect("the answer, for the teacher");
    assert!(matches!(sent, FromPage::Answer { scene, .. } if scene == k));
    harness
        .state_mut()
        .student_receive(ToPage::Reveal { scene: k });
    common::settle(&mut harness);
    let exercise = &harness.state().lecture().exercise;
    assert_eq!(
        exercise.score(),
        (1, 1),
        "z = (1, x₁², x₁x₂) separates them"
    );
}
