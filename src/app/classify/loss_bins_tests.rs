//! The loss panel's markers, binned in the pass that computes the margins (for the view of the
//! frame before), checked against fresh margins binned afresh for the view drawn, and the
//! mistakes the plane and status show (counted by pocket as it steps) against a fresh count:
//! after steps, an edit, undo and redo, a second run, and changes of the view.

use egui_kittest::Harness;

use crate::app::plane::loss_view::MarkerBins;
use crate::app::{App, Command, Label, Point, Prefs, Preset, PresetKind};
use crate::learn::{Algorithm, Budget, Settings};
use crate::rows::{count_mistakes, dot};

/// Checks that every run's mistakes are those of its w_t and ŵ, the margins the first run's
/// and the drawn bins a fresh binning of them for the view drawn; returns whether they were
/// the margins' pass's own (binned for this very view).
fn drawn_bins_are_fresh(harness: &Harness<'_, App>, what: &str) -> bool {
    let app = harness.state();
    let classify = app.classify();
    let data = app.document().data();
    for (i, run) in classify.runs.iter().enumerate() {
        let learner = run.learner().expect("a learner");
        let rows = data.signed_rows();
        let counts = [run.derived.current_mistakes, run.derived.answer_mistakes];
        let fresh = [
            count_mistakes(rows, learner.weights()),
            count_mistakes(rows, learner.answer()),
        ];
        assert_eq!(counts, fresh, "{what}: run {i}'s mistakes of w_t and ŵ");
    }
    let run = &classify.runs[0];
    let w = run.learner().expect("a learner").weights();
    let fresh: Vec<f64> = (0..data.len())
        .map(|n| dot(w, data.signed_row(n)))
        .collect();
    assert_eq!(run.derived.margins, fresh, "{what}: the margins are w_t's");
    let drawn = classify.loss_panel.drawn_bins();
    let view = drawn.view().expect("the panel was drawn");
    let mut again = MarkerBins::default();
    again.bin(view, &fresh, data.labels());
    assert_eq!(*drawn, again, "{what}: the bins drawn are a fresh binning");
    run.derived.bins.view() == Some(view)
}

#[test]
fn the_bins_drawn_are_a_fresh_binning_after_steps_edits_undo_and_a_new_view() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let preset = Preset {
        kind: PresetKind::Noisy,
        n: 400,
        flip_rate: 0.1,
        seed: 3,
        ..Preset::default()
    };
    let prefs = Prefs {
        preset,
        ..Prefs::with_learner(Settings {
            budget: Budget {
                max_updates: Some(1000),
                max_visits: None,
            },
            ..Settings::new(Algorithm::Pocket)
        })
    };
    let app = App::with_points(prefs, preset.points());
    let mut harness = Harness::builder()
        .with_size(egui::vec2(1280.0, 800.0))
        .build_eframe(move |_cc| app);
    harness.run();
    drawn_bins_are_fresh(&harness, "the first frames");
    let act = |harness: &mut Harness<'_, App>, command: Command| {
        harness.state_mut().push_command(command);
        harness.run();
    };
    for step in 0..3 {
        act(&mut harness, Command::Step);
        assert!(
            drawn_bins_are_fresh(&harness, &format!("step {step}")),
            "step {step}: the margins' pass binned them for the view drawn"
        );
    }
    act(
        &mut harness,
        Command::AddPoint(Point::new(0.2, -0.3, Label::Negative)),
    );
    drawn_bins_are_fresh(&harness, "a point added");
    act(&mut harness, Command::Undo);
    drawn_bins_are_fresh(&harness, "undone");
    act(&mut harness, Command::Redo);
    drawn_bins_are_fresh(&harness, "redone");
    let second = Settings {
        seed: 11,
        ..Settings::new(Algorithm::Pocket)
    };
    act(&mut harness, Command::CompareWith(Some(second)));
    for step in 0..2 {
        act(&mut harness, Command::Step);
        drawn_bins_are_fresh(&harness, &format!("step {step} of two runs"));
    }
    // A narrower window: the panel's columns change, so the pass's bins (for the view before)
    // are not drawn until they are binned for the new one.
    harness.set_size(egui::vec2(1100.0, 800.0));
    harness.run();
    drawn_bins_are_fresh(&harness, "a narrower window");
    act(&mut harness, Command::Step);
    assert!(
        drawn_bins_are_fresh(&harness, "a step in the narrower window"),
        "binned in the margins' pass for the new view"
    );
}
