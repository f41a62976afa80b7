//! The update geometry by hand, and its labels placed apart in hard configurations.

use super::*;
use crate::learn::Algorithm;

#[test]
fn a_positive_point_turns_w_toward_it() {
    // The readout's words are the catalogue's: this test reads the English ones.
    crate::i18n::set_language(crate::i18n::Language::English);
    // w = (0, −1, 0), x = (1, 0), y = +1: w + z = (1, 0, 0): from 180° to no direction;
    // w = (0, −1, 1): 135° → w + z = (1, 0, 1): 90°.
    let g = UpdateGeometry {
        t: 3,
        point: 0,
        y: 1.0,
        z: [1.0, 1.0, 0.0],
        margin: -1.0,
        scale: 1.0,
        before: [0.0, -1.0, 1.0],
        after: [1.0, 0.0, 1.0],
        rule: None,
        decay: 1.0,
        pocket_replaced: false,
    };
    let (a, b) = g.angles();
    assert!((a.unwrap_or(0.0) - 135.0).abs() < 1e-9);
    assert!((b.unwrap_or(0.0) - 90.0).abs() < 1e-9);
    let text = g.describe(1.0).join("\n");
    assert!(
        text.contains(
            "t = 3: point 1 (○, y = +1) is a mistake (y·s = −1 ≤ 0):\n\
             w ← (0, −1, 1) + (+1)·(1, 1, 0) = (1, 0, 1)"
        ),
        "{text}"
    );
    assert!(text.contains("135.0° → 90.0°, smaller"), "{text}");
}

#[test]
fn the_update_as_latex_has_the_rule_and_the_readouts_numbers() {
    // PLA's first update on Set A: P1 = (−1, −2), y = −1, from w = 0.
    let g = UpdateGeometry {
        t: 1,
        point: 0,
        y: -1.0,
        z: [1.0, -1.0, -2.0],
        margin: 0.0,
        scale: 1.0,
        before: [0.0; 3],
        after: [-1.0, 1.0, 2.0],
        rule: None,
        decay: 1.0,
        pocket_replaced: false,
    };
    assert_eq!(
        g.latex(1.0),
        r"\mathbf{w}_{1} = \mathbf{w}_{0} + y_{1} \mathbf{z}_{1} = (0, 0, 0) + (-1) \cdot (1, -1, -2) = (-1, 1, 2)"
    );
    // Logistic SGD: the step is η·θ(−y·s)·y·z, with θ's value in the numbers.
    let rule = match Algorithm::LogisticSgd.update() {
        crate::learn::Update::Point(rule) => rule,
        other => panic!("logistic SGD updates by a point rule, not {other:?}"),
    };
    let logistic = UpdateGeometry {
        t: 4,
        point: 2,
        y: 1.0,
        z: [1.0, 2.0, 0.0],
        margin: 0.0,
        scale: 0.05,
        before: [0.0; 3],
        after: [0.05, 0.1, 0.0],
        rule: Some(rule),
        decay: 1.0,
        pocket_replaced: false,
    };
    assert_eq!(
        logistic.latex(0.1),
        r"\mathbf{w}_{4} = \mathbf{w}_{3} + \eta\,\theta(-y_{3} s_{3})\,y_{3} \mathbf{z}_{3} = (0, 0, 0) + 0.1 \cdot 0.5 \cdot (+1) \cdot (1, 2, 0) = (0.05, 0.1, 0)"
    );
}

/// An update with plane parts `before` (of wₜ) and `x`, label `y`, and step factor `scale`.
fn update(before: DVec2, x: DVec2, y: f64, scale: f64) -> UpdateGeometry {
    let after = before + x * y * scale;
    UpdateGeometry {
        t: 1,
        point: 0,
        y,
        z: [1.0, x.x, x.y],
        margin: -1.0,
        scale,
        before: [0.0, before.x, before.y],
        after: [y * scale, after.x, after.y],
        rule: match Algorithm::LogisticSgd.update() {
            Update::Point(rule) if scale != 1.0 => Some(rule),
            _ => None,
        },
        decay: 1.0,
        pocket_replaced: false,
    }
}

/// The hard cases: wₜ and y·x nearly parallel (or exactly, tips on each other), y·x
/// opposite wₜ (wₜ₊₁ near the origin), wₜ tiny or zero, y·x much longer or much shorter
/// than wₜ, each turned through a full circle.
fn hard_updates() -> Vec<UpdateGeometry> {
    let v = DVec2::new;
    let cases = [
        (v(1.0, 0.5), v(1.0, 0.52), 1.0, 1.0),
        (v(1.0, 0.5), v(1.0, 0.5), 1.0, 1.0),
        (v(1.0, 0.5), v(-1.0, -0.48), 1.0, 1.0),
        (v(1.0, 0.2), v(1.0, 0.25), -1.0, 1.0),
        (v(1.0, 0.2), v(1.0, 0.2), -1.0, 1.0),
        (v(0.01, -0.005), v(1.0, 2.0), 1.0, 1.0),
        (v(0.0, 0.0), v(0.6, -0.3), -1.0, 1.0),
        (v(0.5, 0.3), v(8.0, -6.0), 1.0, 1.0),
        (v(1.0, 1.0), v(-9.0, 1.0), -1.0, 1.0),
        (v(0.2, 0.1), v(30.0, 14.0), 1.0, 1.0),
        (v(3.0, -2.0), v(0.5, 0.5), 1.0, 0.02),
        (v(0.0, -1.0), v(1.0, 0.0), 1.0, 1.0),
        (v(-1.251, -1.428), v(-0.406, 0.481), 1.0, 1.0),
    ];
    let mut out = Vec::new();
    for (before, x, y, scale) in cases {
        for turn in 0..12 {
            let r = DVec2::from_angle(f64::from(turn) * 30f64.to_radians());
            out.push(update(r.rotate(before), r.rotate(x), y, scale));
        }
    }
    out
}

#[test]
fn labels_clear_each_other_and_every_tip() {
    for (width, height) in [(290.0, 260.0), (200.0, 200.0)] {
        let rect = egui::Rect::from_min_size(Pos2::new(1000.0, 40.0), Vec2::new(width, height));
        let bounds = rect.shrink(2.0);
        let angle = egui::Rect::from_min_size(
            rect.left_bottom() + Vec2::new(6.0, -20.0),
            Vec2::new(130.0, 16.0),
        );
        for g in hard_updates() {
            // The labels' sizes at 14 points: wₜ₊₁, wₜ (or "wₜ = 0"), y·x (or "η·θ·y·x"), x.
            let before_zero = g.before[1] == 0.0 && g.before[2] == 0.0;
            let sizes = [
                Vec2::new(30.0, 17.0),
                Vec2::new(if before_zero { 45.0 } else { 18.0 }, 17.0),
                Vec2::new(if g.rule.is_some() { 50.0 } else { 24.0 }, 17.0),
                Vec2::new(9.0, 17.0),
            ];
            let picture = Picture::on_screen(&g, rect);
            let arrows = picture.arrows(sizes);
            let labels = place_labels(&arrows, bounds, &[angle]);
            let case = format!(
                "{:?} in {width}×{height}: {picture:?} → {labels:?}",
                g.before
            );
            let drawn: Vec<&Arrow> = arrows
                .iter()
                .filter(|a| a.head && (a.to - a.from).length() >= 1.0)
                .collect();
            let mut seen = vec![angle];
            for (arrow, label) in arrows.iter().zip(&labels) {
                assert_eq!(label.is_some(), arrow.label.is_some(), "{case}");
                let Some(label) = *label else {
                    continue;
                };
                assert!(bounds.contains_rect(label), "inside the picture: {case}");
                assert!(
                    label.distance_to_pos(arrow.to) < 40.0,
                    "beside its own tip: {case}"
                );
                for other in &seen {
                    assert!(!label.intersects(*other), "labels overlap: {case}");
                }
                for a in &drawn {
                    assert!(
                        label.distance_to_pos(a.to) >= TIP_CLEARANCE,
                        "a label on a tip: {case}"
                    );
                    for end in arrow_head(a.from, a.to) {
                        assert!(
                            !segment_meets_rect(a.to, end, label.expand(STROKE_CLEARANCE)),
                            "a label on an arrow head: {case}"
                        );
                    }
                }
                seen.push(label);
            }
        }
    }
}

#[test]
fn a_label_goes_to_the_side_away_from_the_other_arrows() {
    // wₜ along +x₁, y·x along +x₂: wₜ's label goes below its tip (away from y·x), y·x's to
    // the left of its tip (away from wₜ).
    let g = update(DVec2::new(1.0, 0.0), DVec2::new(0.0, 1.0), 1.0, 1.0);
    let rect = egui::Rect::from_min_size(Pos2::ZERO, Vec2::new(290.0, 260.0));
    let picture = Picture::on_screen(&g, rect);
    let labels = place_labels(&picture.arrows([Vec2::new(20.0, 17.0); 4]), rect, &[]);
    let (Some(before), Some(step)) = (labels[1], labels[2]) else {
        panic!("both labelled: {labels:?}");
    };
    assert!(
        before.center().y > picture.before.y,
        "{before:?} {picture:?}"
    );
    assert!(step.center().x < picture.step.x, "{step:?} {picture:?}");
}

#[test]
fn segments_meet_rectangles_only_where_they_cross() {
    let r = egui::Rect::from_min_max(Pos2::new(0.0, 0.0), Pos2::new(10.0, 10.0));
    assert!(segment_meets_rect(
        Pos2::new(-5.0, 5.0),
        Pos2::new(15.0, 5.0),
        r
    ));
    assert!(segment_meets_rect(
        Pos2::new(5.0, 5.0),
        Pos2::new(5.0, 5.0),
        r
    ));
    assert!(!segment_meets_rect(
        Pos2::new(-5.0, -1.0),
        Pos2::new(15.0, -1.0),
        r
    ));
    assert!(!segment_meets_rect(
        Pos2::new(-5.0, 4.0),
        Pos2::new(4.0, -5.0),
        r
    ));
    assert!(segment_meets_rect(
        Pos2::new(-5.0, 6.0),
        Pos2::new(6.0, -5.0),
        r
    ));
}

/// Hinge SGD shrinks (w₁, w₂) by 1 − ηλ before it adds its step: the readout recovers wₜ
/// exactly, writes the shrink, and the picture's step from the shrunk wₜ ends on wₜ₊₁.
#[test]
fn hinge_sgd_shows_the_shrink_before_its_step() {
    crate::i18n::set_language(crate::i18n::Language::English);
    let data =
        crate::data::Dataset::from_rows(2, &[1.0, 1.0, 2.0, 0.0], &[1.0, -1.0]).expect("valid");
    let mut settings = crate::learn::Settings {
        order: Some(crate::learn::Order::Cyclic),
        eta: 0.5,
        ..crate::learn::Settings::new(Algorithm::HingeSgd)
    };
    settings.svm.c = 0.5;
    let mut hinge = settings.build(&data).expect("valid");
    hinge.step(&data);
    let before: [f64; 3] = hinge.weights().try_into().expect("d = 2");
    let step = hinge.step(&data);
    let Event::PointUpdate { point, scale, .. } = step.event else {
        panic!("a hinge SGD visit with C updates: {:?}", step.event);
    };
    let after: [f64; 3] = hinge.weights().try_into().expect("d = 2");
    let decay = hinge.weight_decay(data.len());
    // λ = 1/(N·C) = 1, η = 0.5.
    assert_eq!(decay, 0.5);
    let y = data.label(point);
    let z = [1.0, data.feature(point, 1), data.feature(point, 2)];
    let recovered = before_update(after, scale * y, z, decay).expect("decay ≠ 0");
    for (r, b) in recovered.iter().zip(before) {
        assert!((r - b).abs() < 1e-12, "{recovered:?} vs {before:?}");
    }
    let rule = match Algorithm::HingeSgd.update() {
        crate::learn::Update::Point(rule) => rule,
        other => panic!("hinge SGD updates by a point rule, not {other:?}"),
    };
    let g = UpdateGeometry {
        t: 2,
        point,
        y,
        z,
        margin: 0.0,
        scale,
        before: recovered,
        after,
        decay,
        rule: Some(rule),
        pocket_replaced: false,
    };
    let text = g.describe(0.5).join("\n");
    assert!(text.contains("shrink by 1 − ηλ = 0.5"), "{text}");
    let formula = format!(
        "w ← ({}, 0.5·({}, {}))",
        num(before[0]),
        num(before[1]),
        num(before[2])
    );
    assert!(text.contains(&formula), "{text}");
    assert!(
        g.latex(0.5).contains("(1 - \\eta\\lambda)"),
        "{}",
        g.latex(0.5)
    );
    let rect = egui::Rect::from_min_size(Pos2::ZERO, Vec2::splat(240.0));
    let picture = Picture::on_screen(&g, rect);
    let end = picture.before + (picture.step - picture.origin);
    assert!((end - picture.after).length() < 0.01, "{picture:?}");
}
