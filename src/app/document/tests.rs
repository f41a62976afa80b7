//! The document's edits, undo and redo, checked one by one.

use super::*;

fn p(x1: f64, x2: f64, label: Label) -> Point {
    Point::new(x1, x2, label)
}

fn same(doc: &Document) {
    assert_eq!(doc.data.len(), doc.points.len());
    for (n, point) in doc.points.iter().enumerate() {
        let x: Vec<f64> = doc.data.features(n).collect();
        assert_eq!(x, point.x.to_array().to_vec(), "point {n}");
        assert_eq!(doc.data.label(n), point.label.y(), "label {n}");
    }
}

#[test]
fn every_edit_undoes_and_redoes() {
    let mut doc = Document::default();
    let a = p(0.0, 1.0, Label::Positive);
    let b = p(2.0, -1.0, Label::Negative);
    let c = p(-3.0, 0.5, Label::Positive);
    let edits = vec![
        Edit::Add(a),
        Edit::Add(b),
        Edit::Add(c),
        Edit::Flip { index: 1 },
        Edit::SetClass {
            index: 2,
            from: None,
            to: Some(3),
        },
        Edit::Move {
            index: 0,
            from: a.x,
            to: DVec2::new(5.0, 5.0),
        },
        Edit::Remove {
            index: 1,
            point: p(2.0, -1.0, Label::Positive),
        },
        Edit::Replace {
            before: Vec::new(),
            after: Vec::new(),
        },
    ];
    let mut states = vec![doc.points.clone()];
    for edit in edits {
        let edit = match edit {
            Edit::Replace { after, .. } => Edit::Replace {
                before: doc.points.clone(),
                after,
            },
            other => other,
        };
        doc.apply(edit).expect("valid edit");
        same(&doc);
        states.push(doc.points.clone());
    }
    assert!(doc.is_empty());
    for expected in states.iter().rev().skip(1) {
        assert!(doc.undo());
        same(&doc);
        assert_eq!(&doc.points, expected);
    }
    assert!(!doc.undo(), "nothing left to undo");
    for expected in states.iter().skip(1) {
        assert!(doc.redo());
        same(&doc);
        assert_eq!(&doc.points, expected);
    }
    assert!(!doc.redo());
}

#[test]
fn a_class_edit_changes_the_revision_not_the_data() {
    let mut doc = Document::with_points(vec![p(0.0, 0.0, Label::Positive)]).expect("valid");
    let (id, revision) = (doc.data().id(), doc.revision());
    assert_eq!(doc.points()[0].class(), 1, "○ is class 1");
    doc.apply(Edit::SetClass {
        index: 0,
        from: None,
        to: Some(2),
    })
    .expect("valid");
    assert_eq!(doc.points()[0].class(), 2);
    assert_eq!(doc.data().id(), id);
    assert_ne!(doc.revision(), revision);
    assert!(doc.undo());
    assert_eq!(doc.points()[0].class, None);
}

#[test]
fn an_edit_keeps_its_number_through_undo_and_redo() {
    let mut doc = Document::default();
    assert_eq!(doc.to_undo(), None);
    doc.apply(Edit::Add(p(0.0, 0.0, Label::Positive)))
        .expect("valid");
    let first = doc.to_undo().expect("recorded");
    doc.apply(Edit::Add(p(1.0, 0.0, Label::Negative)))
        .expect("valid");
    let second = doc.to_undo().expect("recorded");
    assert_ne!(first, second);
    assert!(doc.undo());
    assert_eq!((doc.to_undo(), doc.to_redo()), (Some(first), Some(second)));
    assert!(doc.redo());
    assert_eq!((doc.to_undo(), doc.to_redo()), (Some(second), None));
    // Replacing the points by the same ones records nothing, so has no number.
    doc.apply(Edit::Replace {
        before: doc.points().to_vec(),
        after: doc.points().to_vec(),
    })
    .expect("valid");
    assert_eq!(doc.to_undo(), Some(second));
    // A new edit after an undo: the undone one leaves the history.
    assert!(doc.undo());
    doc.apply(Edit::Flip { index: 0 }).expect("valid");
    assert!(!doc.holds(second));
    assert!(doc.holds(first));
}

#[test]
fn a_new_edit_clears_redo() {
    let mut doc = Document::default();
    doc.apply(Edit::Add(p(0.0, 0.0, Label::Positive)))
        .expect("valid");
    assert!(doc.undo());
    assert!(doc.can_redo());
    doc.apply(Edit::Add(p(1.0, 0.0, Label::Negative)))
        .expect("valid");
    assert!(!doc.can_redo());
}

#[test]
fn replacing_the_points_by_the_same_points_records_nothing() {
    let points = vec![p(0.0, 0.0, Label::Positive), p(1.0, 0.0, Label::Negative)];
    let mut doc = Document::with_points(points.clone()).expect("valid");
    let id = doc.data().id();
    doc.apply(Edit::Replace {
        before: points.clone(),
        after: points.clone(),
    })
    .expect("valid");
    assert!(!doc.can_undo(), "nothing to undo");
    assert_eq!(doc.data().id(), id, "the same data");
    doc.apply(Edit::Replace {
        before: points.clone(),
        after: Vec::new(),
    })
    .expect("valid");
    assert!(doc.undo());
    assert_eq!(doc.points(), points.as_slice());
}

#[test]
fn a_drag_is_one_edit() {
    let mut doc = Document::with_points(vec![p(0.0, 0.0, Label::Positive)]).expect("valid");
    for step in 1..=5 {
        doc.move_live(0, DVec2::splat(f64::from(step)))
            .expect("exists");
    }
    doc.finish_move(0, DVec2::ZERO, DVec2::splat(5.0))
        .expect("exists");
    same(&doc);
    assert!(doc.undo());
    assert_eq!(doc.points[0].x, DVec2::ZERO);
    assert!(!doc.can_undo());
    same(&doc);
}

#[test]
fn bad_edits_change_nothing() {
    let mut doc = Document::with_points(vec![p(0.0, 0.0, Label::Positive)]).expect("valid");
    assert_eq!(
        doc.apply(Edit::Flip { index: 3 }),
        Err(EditError::NoSuchPoint(3))
    );
    assert!(
        doc.apply(Edit::Add(p(f64::NAN, 0.0, Label::Positive)))
            .is_err()
    );
    assert_eq!(doc.len(), 1);
    assert!(!doc.can_undo());
    same(&doc);
}

#[test]
fn edits_change_the_dataset_identity() {
    let mut doc = Document::default();
    let id = doc.data().id();
    doc.apply(Edit::Add(p(0.0, 0.0, Label::Positive)))
        .expect("valid");
    assert_ne!(doc.data().id(), id);
}
