//! The loss panel driven headlessly: toggles, binning, hovering a marker.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

use super::*;

/// What a test drives: the view, the points, and what the last frame returned.
struct Panel {
    view: LossPanel,
    drawn: LossCurves,
    margins: Vec<f64>,
    labels: Vec<f64>,
    hovered_point: Option<usize>,
    returned: Option<usize>,
}

fn harness(margins: Vec<f64>, labels: Vec<f64>) -> Harness<'static, Panel> {
    let panel = Panel {
        view: LossPanel::default(),
        drawn: LossCurves::default(),
        margins,
        labels,
        hovered_point: None,
        returned: None,
    };
    Harness::builder()
        .with_size(vec2(640.0, 480.0))
        .build_ui_state(
            |ui, panel: &mut Panel| {
                panel.returned = panel.view.ui_with_labels(
                    ui,
                    &mut panel.drawn,
                    &panel.margins,
                    &panel.labels,
                    None,
                    panel.hovered_point,
                );
            },
            panel,
        )
}

#[test]
fn default_shows_four_of_six() {
    let view = LossCurves::default();
    let shown: Vec<_> = ErrorMeasure::ALL
        .into_iter()
        .filter(|&m| view.is_shown(m))
        .collect();
    use ErrorMeasure::*;
    assert_eq!(shown, [ZeroOne, Squared, ScaledCrossEntropy, Hinge]);
}

#[test]
fn settings_survive_serde_and_clone() {
    let mut view = LossCurves::default();
    view.set_shown(ErrorMeasure::Perceptron, true);
    view.set_shown(ErrorMeasure::ZeroOne, false);
    let json = serde_json::to_string(&view).expect("serialisable");
    let back: LossCurves = serde_json::from_str(&json).expect("deserialisable");
    assert_eq!(back, view);
    assert_eq!(view.clone(), view);
    let empty: LossCurves = serde_json::from_str("{}").expect("defaults fill in");
    assert_eq!(empty, LossCurves::default());
}

#[test]
fn binning_keeps_one_point_per_class_and_column() {
    let mut bins = MarkerBins::default();
    // Four columns over [0, 4): points 1 and 2 share column 1 (a ○ and a ×), 3 and 4 share
    // column 2 (two ×), 0 is left of the view, 5 right of it.
    let margins = [-0.5, 0.2, 0.7, 1.1, 1.9, 4.0];
    let labels = [1.0, 1.0, -1.0, -1.0, -1.0, 1.0];
    let view = |columns| BinView {
        lo: 0.0,
        hi: 4.0,
        columns,
    };
    bins.bin(view(4), &margins, &labels);
    assert_eq!(bins.outside(), [1, 1]);
    assert_eq!(bins.points_in(1..=4).collect::<Vec<_>>(), [1, 2, 4]);
    assert_eq!(bins.points_in(2..=9).collect::<Vec<_>>(), [4]);
    assert!(bins.merged);
    bins.bin(view(4), &margins[..3], &[]);
    assert_eq!(
        bins.points_in(1..=4).collect::<Vec<_>>(),
        [2],
        "no labels: one row"
    );
    assert!(bins.merged);
    bins.bin(view(8), &margins[..2], &labels[..2]);
    assert!(!bins.merged);
}

#[test]
fn a_checkbox_toggles_its_curve() {
    let mut harness = harness(vec![0.5], vec![1.0]);
    harness.run();
    assert!(harness.state().drawn.is_shown(ErrorMeasure::Hinge));
    harness.get_by_label("hinge").click();
    harness.run();
    assert!(!harness.state().drawn.is_shown(ErrorMeasure::Hinge));
    harness.get_by_label("perceptron").click();
    harness.run();
    assert!(harness.state().drawn.is_shown(ErrorMeasure::Perceptron));
    harness.get_by_label("hinge").click();
    harness.run();
    assert!(harness.state().drawn.is_shown(ErrorMeasure::Hinge));
}

/// Hovers where the marker of point `n` sits on `measure`'s curve; returns what the
/// panel returned.
fn hover_marker(
    harness: &mut Harness<'_, Panel>,
    n: usize,
    measure: ErrorMeasure,
) -> Option<usize> {
    let margin = harness.state().margins[n];
    let pos_on_screen = harness
        .state()
        .view
        .marker_pos_on_screen(margin, measure)
        .expect("drawn once");
    harness.hover_at(pos_on_screen);
    harness.run();
    harness.state().returned
}

#[test]
fn hovering_a_marker_returns_its_point() {
    let mut harness = harness(vec![-0.8, 0.5, 2.0], vec![1.0, -1.0, 1.0]);
    harness.run();
    assert_eq!(harness.state().returned, None);
    assert_eq!(hover_marker(&mut harness, 1, ErrorMeasure::Hinge), Some(1));
    assert_eq!(
        hover_marker(&mut harness, 0, ErrorMeasure::Squared),
        Some(0)
    );
    assert_eq!(
        hover_marker(&mut harness, 2, ErrorMeasure::ZeroOne),
        Some(2)
    );
    // Away from every marker: nothing.
    let empty_spot = harness
        .state()
        .view
        .marker_pos_on_screen(-1.0, ErrorMeasure::ZeroOne)
        .expect("drawn")
        + vec2(0.0, 40.0);
    harness.hover_at(empty_spot);
    harness.run();
    assert_eq!(harness.state().returned, None);
    // A hidden curve has no markers to hover.
    harness
        .state_mut()
        .drawn
        .set_shown(ErrorMeasure::Squared, false);
    harness.run();
    assert_eq!(hover_marker(&mut harness, 0, ErrorMeasure::Squared), None);
}

#[test]
fn hovering_a_binned_marker_returns_a_point_under_the_pointer() {
    // More points than are drawn one by one: margins spread over [−4, 4].
    let n = 3 * SMALL_MARKERS_ABOVE;
    let margins: Vec<f64> = (0..n).map(|i| -4.0 + 8.0 * i as f64 / n as f64).collect();
    let labels: Vec<f64> = (0..n)
        .map(|i| if i % 2 == 0 { 1.0 } else { -1.0 })
        .collect();
    let mut harness = harness(margins, labels);
    harness.run();
    let target = n / 2 + 77;
    let found = hover_marker(&mut harness, target, ErrorMeasure::Hinge).expect("a marker");
    let margin_per_px = 6.0 / 600.0;
    let (found_margin, target_margin) = (
        harness.state().margins[found],
        harness.state().margins[target],
    );
    assert!(
        (found_margin - target_margin).abs() < 10.0 * margin_per_px,
        "found y·s = {found_margin}, hovered at {target_margin}"
    );
    // Points beyond the view are counted, not lost.
    assert_eq!(harness.state().view.bins.outside(), [n / 8, n / 8]);
}

#[test]
fn the_hovered_point_is_drawn_bigger() {
    // Not a picture test: the highlighted point adds a halo per shown curve.
    let mut harness = harness(vec![0.5, 1.5], vec![1.0, -1.0]);
    harness.run();
    let count = |harness: &Harness<'_, Panel>| {
        harness
            .output()
            .shapes
            .iter()
            .filter(|s| matches!(s.shape, Shape::Circle(_)))
            .count()
    };
    let before = count(&harness);
    harness.state_mut().hovered_point = Some(1);
    harness.run();
    let shown = harness.state().drawn.shown_measures().len();
    assert_eq!(count(&harness), before + 2 * shown);
}
