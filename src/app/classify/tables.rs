//! Classify's plots as tables (the Tables window): each point's y·s and its three errors under
//! the learner's answer (the loss panel), E_in over t (the history), and D(α) and P(w) over t
//! for an SVM stepped by SMO.

use crate::app::classify::Classify;
use crate::app::document::Document;
use crate::app::drawing::trace::Trace;
use crate::app::shell::tables::Table;
use crate::loss::ErrorMeasure;
use crate::spoken;
use crate::t;

/// Rows of the points' table, at most.
const MAX_POINT_ROWS: usize = 2_000;

/// The three errors, in the loss panel's order.
const MEASURES: [ErrorMeasure; 3] = [
    ErrorMeasure::ZeroOne,
    ErrorMeasure::Squared,
    ErrorMeasure::CrossEntropy,
];

impl Classify {
    /// The first learner's tables.
    pub(in crate::app) fn tables(&self, doc: &Document) -> Vec<Table> {
        let run = self.primary();
        let Some(learner) = run.learner() else {
            return Vec::new();
        };
        let data = doc.data();
        let model = learner.model();
        let shown = doc.len().min(MAX_POINT_ROWS);
        let mut columns = vec![
            "P".to_owned(),
            "x₁".to_owned(),
            "x₂".to_owned(),
            "y".to_owned(),
            "y·s".to_owned(),
        ];
        columns.extend(MEASURES.iter().map(|m| m.name().to_owned()));
        let points = Table {
            name: t!("access-table-points").to_owned(),
            columns,
            rows: doc.points()[..shown]
                .iter()
                .enumerate()
                .map(|(n, p)| {
                    let margin = model.row_margin(data, n);
                    let mut row = vec![
                        format!("P{}", n + 1),
                        spoken::number(p.x.x),
                        spoken::number(p.x.y),
                        spoken::label(p.label.y()).to_owned(),
                        spoken::number(margin),
                    ];
                    row.extend(MEASURES.iter().map(|m| spoken::number(m.of_margin(margin))));
                    row
                })
                .collect(),
            note: (shown < doc.len())
                .then(|| t!("access-table-first", shown = shown, count = doc.len())),
        };
        let history = run.history();
        let mut columns = vec!["t".to_owned()];
        columns.extend(MEASURES.iter().map(|m| format!("E_in {}", m.name())));
        let pocket = history.records().iter().any(|r| r.answer.is_some());
        if pocket {
            columns.push(t!("access-table-answer-zero-one").to_owned());
        }
        let e_in = Table {
            name: t!("access-table-e-in").to_owned(),
            columns,
            rows: history
                .records()
                .iter()
                .map(|r| {
                    let mut row = vec![
                        r.t.to_string(),
                        spoken::number(r.current.zero_one),
                        spoken::number(r.current.squared),
                        spoken::number(r.current.cross_entropy),
                    ];
                    if pocket {
                        row.push(
                            r.answer
                                .map_or_else(String::new, |a| spoken::number(a.zero_one)),
                        );
                    }
                    row
                })
                .collect(),
            note: sampled(history.trace()),
        };
        let mut tables = vec![points, e_in];
        let objectives = run.objectives();
        if !objectives.is_empty() {
            tables.push(Table {
                name: t!("access-table-objectives").to_owned(),
                columns: vec!["t".to_owned(), "D(α)".to_owned(), "P(w)".to_owned()],
                rows: objectives
                    .ts()
                    .iter()
                    .zip(objectives.values())
                    .map(|(t, o)| {
                        vec![
                            t.to_string(),
                            spoken::number(o.dual),
                            o.primal.map_or_else(|| "—".to_owned(), spoken::number),
                        ]
                    })
                    .collect(),
                note: sampled(objectives),
            });
        }
        tables
    }
}

/// "Sampled: every 4th t is kept", for a trace that skips some t.
pub(in crate::app) fn sampled<T>(trace: &Trace<T>) -> Option<String> {
    trace
        .is_sampled()
        .then(|| t!("access-table-sampled", stride = trace.stride()))
}
