//! The Cluster and PCA workspaces in the real window: the switch (menu bar and key), K-means
//! stepped half by half from the buttons, Step back, clicked centres, restarts and the elbow
//! plot, and PCA's axis following a dragged point.

use egui::{Event, Key, Modifiers, PointerButton, vec2};
use egui_kittest::{Harness, kittest::Queryable as _};
use glam::DVec2;
use linlab::app::{
    App, ClusterAction, ClusterPrefs, ClusterStart, Command, Prefs, Preset, PresetKind, RoomAction,
    Workspace,
};
use linlab::cluster::Half;

use crate::common::{self, settle};

/// Four blobs of 10 points: K = 4 finds them from a good start.
fn four_blobs() -> Preset {
    Preset {
        kind: PresetKind::Xor,
        n: 40,
        seed: 2,
        ..Preset::default()
    }
}

fn harness_with(prefs: Prefs) -> Harness<'static, App> {
    let preset = four_blobs();
    let app = App::with_points(prefs, preset.points());
    let mut harness = Harness::builder()
        .with_size(vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    settle(&mut harness);
    harness
}

fn cluster_prefs(k: usize, start: ClusterStart) -> Prefs {
    Prefs {
        preset: four_blobs(),
        workspace: Workspace::Cluster,
        cluster: ClusterPrefs {
            k,
            start,
            seed: 3,
            ..ClusterPrefs::default()
        },
        ..Prefs::default()
    }
}

fn press(harness: &mut Harness<'_, App>, key: Key) {
    harness.key_press(key);
    settle(harness);
}

#[test]
fn the_switch_and_the_key_change_the_workspace_and_keep_the_points() {
    let mut harness = harness_with(Prefs::default());
    let points = harness.state().points().to_vec();
    assert_eq!(harness.state().prefs().workspace, Workspace::Classify);
    harness.get_by_label("Cluster").click();
    settle(&mut harness);
    assert_eq!(harness.state().prefs().workspace, Workspace::Cluster);
    assert!(harness.query_by_label("Step: assign").is_some());
    assert!(
        harness.query_by_label("Visit").is_none(),
        "the learners' buttons are gone"
    );
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Pca);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Multiclass);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Dichotomies);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Transform);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Fit);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Bins);
    press(&mut harness, Key::M);
    assert_eq!(harness.state().prefs().workspace, Workspace::Classify);
    assert!(harness.query_by_label("Visit").is_some());
    assert_eq!(harness.state().points(), points.as_slice());
}

#[test]
fn step_alternates_assign_and_move_and_j_falls_to_convergence() {
    let mut harness = harness_with(cluster_prefs(4, ClusterStart::Random));
    harness.get_by_label("Step: assign").click();
    settle(&mut harness);
    let kmeans = harness.state().cluster();
    assert_eq!(kmeans.shown_steps().len(), 1);
    assert_eq!(kmeans.shown_steps()[0].half, Half::Assign);
    assert_eq!(
        kmeans.kmeans().expect("present").labels().len(),
        40,
        "every point has a cluster"
    );
    harness.get_by_label("Step: move").click();
    settle(&mut harness);
    assert_eq!(harness.state().cluster().shown_steps()[1].half, Half::Move);
    // The keys step too, and Step back undoes a half.
    press(&mut harness, Key::S);
    assert_eq!(harness.state().cluster().shown_steps().len(), 3);
    press(&mut harness, Key::B);
    assert_eq!(harness.state().cluster().shown_steps().len(), 2);
    harness.get_by_label("Run to end").click();
    for _ in 0..20 {
        settle(&mut harness);
    }
    let kmeans = harness.state().cluster();
    let km = kmeans.kmeans().expect("present");
    assert!(km.converged());
    let costs: Vec<f64> = kmeans.all_steps().iter().map(|s| s.cost_after).collect();
    assert!(
        costs.windows(2).all(|p| p[1] <= p[0] + 1e-12),
        "J never rises: {costs:?}"
    );
    assert!(costs.last().expect("present") < costs.first().expect("present"));
    // The status line says so, and so does the readout of the last half step.
    assert!(
        harness
            .query_all_by_label_contains("converged: an assignment changed nothing")
            .next()
            .is_some()
    );
    assert!(
        harness
            .query_by_label_contains("no point changed cluster, so K-means has converged")
            .is_some()
    );
}

#[test]
fn clicked_centres_start_the_run_where_they_were_placed() {
    let mut harness = harness_with(cluster_prefs(2, ClusterStart::Clicked));
    let n = harness.state().points().len();
    for (x1, x2) in [(-0.5, 0.0), (0.5, 0.0)] {
        let pos = harness
            .state()
            .plane()
            .screen_pos_of(DVec2::new(x1, x2))
            .expect("present");
        common::click_at(&mut harness, pos, Modifiers::NONE);
    }
    assert_eq!(
        harness.state().points().len(),
        n,
        "clicks placed centres, not points"
    );
    let centres = harness
        .state()
        .cluster()
        .kmeans()
        .expect("present")
        .centres()
        .centres
        .clone();
    assert_eq!(centres.len(), 4);
    assert!(
        (centres[0] + 0.5).abs() < 0.05 && (centres[2] - 0.5).abs() < 0.05,
        "{centres:?}"
    );
    harness.get_by_label("Step: assign").click();
    settle(&mut harness);
    let labels = harness
        .state()
        .cluster()
        .kmeans()
        .expect("present")
        .labels()
        .to_vec();
    for (p, &c) in harness.state().points().iter().zip(&labels) {
        assert_eq!(c, usize::from(p.x.x > 0.0), "left to μ₁, right to μ₂");
    }
}

#[test]
fn restarts_show_the_spread_and_keep_the_best_and_the_elbow_falls() {
    let mut harness = harness_with(cluster_prefs(4, ClusterStart::Random));
    harness.get_by_label("Restart 10×").click();
    for _ in 0..200 {
        settle(&mut harness);
        if harness.state().cluster().spread().is_some() && !harness.state().cluster().is_computing()
        {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let state = harness.state();
    let spread = state
        .cluster()
        .spread()
        .expect("the restarts finished")
        .clone();
    assert_eq!(spread.final_costs.len(), linlab::app::RESTARTS);
    assert_eq!(state.prefs().cluster.seed, spread.best_seed);
    let best = spread.final_costs.iter().copied().fold(f64::MAX, f64::min);
    let km = state.cluster().kmeans().expect("present");
    assert!(km.converged(), "the best run is shown at its end");
    assert!((km.cost().expect("present") - best).abs() < 1e-12);

    harness.get_by_label("Elbow plot").click();
    for _ in 0..200 {
        settle(&mut harness);
        if harness.state().cluster().elbow().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    let elbow = harness
        .state()
        .cluster()
        .elbow()
        .expect("the elbow plot")
        .to_vec();
    assert_eq!(elbow.len(), 8);
    assert!(
        elbow
            .windows(2)
            .all(|p| p[1].min_cost <= p[0].min_cost + 1e-12)
    );
    // Four blobs: the drop from K = 3 to 4 is much larger than from 4 to 5.
    let drop = |k: usize| elbow[k - 2].min_cost - elbow[k - 1].min_cost;
    assert!(drop(4) > 3.0 * drop(5), "{elbow:?}");
    assert!(
        harness
            .state()
            .cluster()
            .kmeans()
            .expect("present")
            .converged(),
        "the best run stays"
    );
}

#[test]
fn k_and_the_seed_restart_the_run() {
    let mut harness = harness_with(cluster_prefs(4, ClusterStart::Random));
    press(&mut harness, Key::S);
    assert_eq!(harness.state().cluster().shown_steps().len(), 1);
    let five = ClusterPrefs {
        k: 5,
        ..harness.state().prefs().cluster
    };
    harness
        .state_mut()
        .push_command(Command::Room(RoomAction::Cluster(ClusterAction::SetPrefs(
            five,
        ))));
    settle(&mut harness);
    assert_eq!(harness.state().cluster().kmeans().expect("present").k(), 5);
    assert!(harness.state().cluster().shown_steps().is_empty());
    // K above the number of points: a message, no panic, the points kept.
    harness.state_mut().push_command(Command::Clear);
    settle(&mut harness);
    assert!(harness.state().cluster().unusable().is_some());
    press(&mut harness, Key::S);
    harness.state_mut().push_command(Command::Undo);
    settle(&mut harness);
    assert_eq!(harness.state().points().len(), 40);
    assert!(
        harness.state().cluster().kmeans().is_some(),
        "{:?}",
        harness.state().cluster().unusable()
    );
}

#[test]
fn pca_axis_follows_a_dragged_point() {
    let prefs = Prefs {
        workspace: Workspace::Pca,
        ..Prefs::default()
    };
    let mut harness = harness_with(prefs);
    let before = harness
        .state()
        .pca()
        .fit()
        .expect("present")
        .expect("present")
        .clone();
    let sum = before.axes.retained_variance(1) + before.error_ratio;
    assert!((sum - 1.0).abs() < 1e-12);
    assert!(
        harness
            .query_by_label_contains("reconstruction error")
            .is_some()
    );
    // Drag the first point far away.
    let p = harness.state().points()[0].x;
    let from = harness
        .state()
        .plane()
        .screen_pos_of(DVec2::new(p.x, p.y))
        .expect("present");
    let to = from + vec2(0.0, -250.0);
    harness.event(Event::PointerMoved(from));
    harness.event(Event::PointerButton {
        pos: from,
        button: PointerButton::Primary,
        pressed: true,
        modifiers: Modifiers::NONE,
    });
    settle(&mut harness);
    for i in 1..=10 {
        harness.event(Event::PointerMoved(from + (to - from) * (i as f32 / 10.0)));
        settle(&mut harness);
    }
    let live = harness
        .state()
        .pca()
        .fit()
        .expect("present")
        .expect("present")
        .clone();
    assert_ne!(
        live.axes.axes, before.axes.axes,
        "the axis moved during the drag"
    );
    harness.event(Event::PointerButton {
        pos: to,
        button: PointerButton::Primary,
        pressed: false,
        modifiers: Modifiers::NONE,
    });
    settle(&mut harness);
    assert_ne!(harness.state().points()[0].x, p);
}

/// The README's picture of K-means: mid-run on four blobs, after restarts.
#[test]
fn kmeans_snapshot() {
    let prefs = cluster_prefs(4, ClusterStart::Random);
    let app = App::with_points(prefs, four_blobs().points());
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    common::settle(&mut harness);
    for _ in 0..3 {
        harness.state_mut().push_command(Command::Step);
        common::settle(&mut harness);
    }
    harness
        .state_mut()
        .push_command(Command::Room(RoomAction::Cluster(ClusterAction::Restarts)));
    for _ in 0..200 {
        common::settle(&mut harness);
        if harness.state().cluster().spread().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    // Back to the middle of the best run, after its first move.
    harness.state_mut().push_command(Command::ScrubTo(2));
    common::settle(&mut harness);
    assert_eq!(harness.state().cluster().shown_steps().len(), 2);
    common::snapshot(&mut harness, "kmeans", true);
}

/// The README's picture of PCA: two elongated blobs, their axes and reconstructions.
#[test]
fn pca_snapshot() {
    let blobs = Preset {
        kind: PresetKind::Blobs,
        n: 60,
        seed: 5,
        ..Preset::default()
    };
    let prefs = Prefs {
        preset: blobs,
        workspace: Workspace::Pca,
        ..Prefs::default()
    };
    let app = App::with_points(prefs, blobs.points());
    let mut harness = common::window(app, vec2(1280.0, 800.0));
    common::settle(&mut harness);
    assert!(harness.state().pca().fit().expect("computed").is_ok());
    common::snapshot(&mut harness, "pca", true);
}
