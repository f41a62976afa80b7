//! The training history: E_in of w_t under 0/1, squared and
//! cross-entropy over t, and of the pocket answer ŵ when there is one; and the panel that plots
//! it, with a log-scale option.
//!
//! The history's memory is bounded whatever the length of the run: see [`History`].

use egui::{Ui, vec2};
use egui_plot::{GridMark, Line, LineStyle, Plot, PlotPoints, VLine, log_grid_spacer};

use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::legend::{self, Entry, Sample};
use crate::app::drawing::palette;
use crate::app::drawing::trace::{self, Trace};
use crate::app::prefs::HistoryCurves;
use crate::loss::{ErrorMeasure, Errors};
use crate::number;
use crate::t;

/// The measures the history records, in the order they are drawn.
pub const MEASURES: [ErrorMeasure; 3] = [
    ErrorMeasure::ZeroOne,
    ErrorMeasure::Squared,
    ErrorMeasure::CrossEntropy,
];

/// On the log scale, errors below this (0 included) are drawn at it.
pub const LOG_FLOOR: f64 = 1e-8;

/// Errors above this are drawn at it (the squared error can reach `f64::MAX`, which would
/// break the plot's transform).
const CEILING: f64 = 1e30;

/// E_in at one moment of a run.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Record {
    /// The learner's t.
    pub t: u64,
    /// Updates made so far.
    pub updates: u64,
    /// E_in of w_t.
    pub current: Errors,
    /// E_in of the answer ŵ (pocket), when the learner has one apart from w_t.
    pub answer: Option<Errors>,
}

/// The records of a run: a [`Trace`] of E_in over t (every t of a short run, evenly spaced
/// samples of a long one, and the latest exact).
#[derive(Debug, Clone, Default)]
pub struct History {
    trace: Trace<Record>,
}

impl History {
    /// An empty history that keeps at most `cap` records (at least 2: the first and the latest).
    pub fn with_cap(cap: usize) -> Self {
        Self {
            trace: Trace::with_cap(cap),
        }
    }

    /// Forgets every record: a new run starts.
    pub fn clear(&mut self) {
        self.trace.clear();
    }

    /// Records E_in at t (see [`Trace::record`]).
    pub fn record(&mut self, t: u64, updates: u64, current: Errors, answer: Option<Errors>) {
        let record = Record {
            t,
            updates,
            current,
            answer,
        };
        self.trace.record(t, record);
    }

    pub fn len(&self) -> usize {
        self.trace.len()
    }

    pub fn is_empty(&self) -> bool {
        self.trace.is_empty()
    }

    /// The latest record.
    pub fn last(&self) -> Option<&Record> {
        self.trace.last()
    }

    /// The records, oldest first.
    pub fn records(&self) -> &[Record] {
        self.trace.values()
    }

    /// The records with what they sample.
    pub fn trace(&self) -> &Trace<Record> {
        &self.trace
    }
}

/// One run's E_in history as the panel draws it.
pub struct Curves<'a> {
    /// The run's name when several runs share the plot.
    pub name: Option<String>,
    pub history: &'a History,
    /// The compared run (dashed).
    pub second: bool,
}

/// The latest E_in in numbers, and whether the plotted history is sampled.
fn latest_ui(ui: &mut Ui, history: &History, name: Option<&str>) {
    if history.is_empty() {
        ui.weak(match name {
            Some(name) => t!("runview-history-no-run-named", name = name),
            None => t!("runview-history-no-run").to_owned(),
        });
    }
    let Some(last) = history.last() else {
        return;
    };
    let numbers = |errors: &Errors| {
        MEASURES
            .iter()
            .filter_map(|&m| Some(format!("{} {}", m.name(), number::fixed(errors.get(m)?, 3))))
            .collect::<Vec<_>>()
            .join(t!("runview-history-list-separator"))
    };
    let mut text = t!(
        "runview-history-latest",
        t = last.t.to_string(),
        errors = numbers(&last.current)
    );
    if let Some(answer) = &last.answer {
        text.push_str(&t!(
            "runview-history-latest-answer",
            errors = numbers(answer)
        ));
    }
    if let Some(name) = name {
        text = t!("runview-history-latest-named", name = name, latest = text);
    }
    ui.label_formula(text);
    trace::sampled_note(ui, history.trace());
}

/// The label of a tick at log₁₀ value `exponent`: the value itself ("0.001", "100", "1e-5").
fn power_of_ten_label(exponent: f64) -> String {
    let value = 10f64.powf(exponent);
    if (-3.0..=5.0).contains(&exponent) {
        // At most 3 significant digits, no trailing zeros.
        let decimals = (2.0 - exponent.floor()).clamp(0.0, 6.0) as usize;
        let text = format!("{value:.decimals$}");
        if text.contains('.') {
            text.trim_end_matches('0').trim_end_matches('.').to_owned()
        } else {
            text
        }
    } else {
        number::sci(value, 0)
    }
}

/// The toggles, then E_in over t: one colour per measure. Alone, a run's w_t is solid and
/// pocket's ŵ dashed; when two runs are compared, each run's answer (ŵ for pocket, w_t
/// otherwise) is drawn, the first solid and the second dashed. `viewing` marks the t shown
/// when the timeline is scrubbed back.
pub fn history_ui(
    ui: &mut Ui,
    drawn: &mut HistoryCurves,
    runs: &[Curves<'_>],
    viewing: Option<u64>,
) {
    let comparing = runs.len() > 1;
    let has_answer = !comparing
        && runs
            .iter()
            .any(|c| c.history.records().iter().any(|r| r.answer.is_some()));
    toggles_ui(ui, drawn, has_answer);
    for curves in runs {
        latest_ui(ui, curves.history, curves.name.as_deref());
    }

    let log_scale = drawn.log_scale;
    let shown_value = move |v: f64| {
        let v = if v.is_nan() { CEILING } else { v.min(CEILING) };
        if log_scale {
            v.max(LOG_FLOOR).log10()
        } else {
            v
        }
    };

    style_key_ui(ui, runs);
    let mut plot = Plot::new("history")
        .x_axis_label("t")
        .y_axis_label(formula::text(
            ui.style(),
            if log_scale {
                t!("runview-history-axis-log")
            } else {
                "E_in"
            },
        ))
        .allow_boxed_zoom(false)
        // The wheel scrolls the panel the plot is in; a drag pans, Ctrl and the wheel zoom.
        .allow_scroll(false)
        .min_size(vec2(200.0, 120.0))
        .include_x(0.0);
    plot = if log_scale {
        plot.y_grid_spacer(log_grid_spacer(10))
            .y_axis_formatter(|mark: GridMark, _| power_of_ten_label(mark.value))
    } else {
        plot.include_y(0.0)
    };

    let mut lines = Vec::new();
    for measure in MEASURES.into_iter().filter(|&m| drawn.is_shown(m)) {
        for curves in runs {
            let records = curves.history.records();
            let run_has_answer = records.iter().any(|r| r.answer.is_some());
            let sampled = curves.history.trace().is_sampled();
            let series = |answer: bool| -> Vec<[f64; 2]> {
                records
                    .iter()
                    .filter_map(|r| {
                        let errors = if answer { r.answer? } else { r.current };
                        Some([r.t as f64, shown_value(errors.get(measure)?)])
                    })
                    .collect()
            };
            if comparing {
                let symbol = if run_has_answer { "ŵ" } else { "wₜ" };
                let name = format!(
                    "{} · {} {symbol}",
                    measure.name(),
                    curves.name.as_deref().unwrap_or("")
                );
                let style = if curves.second {
                    LineStyle::Dashed { length: 10.0 }
                } else {
                    LineStyle::Solid
                };
                lines.push((measure, name, style, series(run_has_answer), sampled));
            } else {
                let name = format!("{} · wₜ", measure.name());
                lines.push((measure, name, LineStyle::Solid, series(false), sampled));
                if has_answer && !drawn.hide_answer {
                    let name = format!(
                        "{} · {}",
                        measure.name(),
                        t!("runview-history-pocket-answer")
                    );
                    let style = LineStyle::Dashed { length: 10.0 };
                    lines.push((measure, name, style, series(true), sampled));
                }
            }
        }
    }

    let ink = ui.visuals().text_color();
    // The plot's top tick label stands half above its frame: room for it under the words.
    ui.add_space(0.5 * ui.text_style_height(&egui::TextStyle::Body));
    plot.show(ui, |plot_ui| {
        for (measure, name, style, points, sampled) in lines {
            if sampled {
                trace::mark_samples(plot_ui, points.clone(), palette::measure_colour(measure));
            }
            plot_ui.line(
                Line::new(name, PlotPoints::from(points))
                    .color(palette::measure_colour(measure))
                    .width(2.5)
                    .style(style)
                    // Bands draw steep parts thin, and the start of a run is steep.
                    .allow_band(false),
            );
        }
        if let Some(t) = viewing {
            plot_ui.vline(
                VLine::new(t!("runview-history-t-shown"), t as f64).color(ink.gamma_multiply(0.5)),
            );
        }
    });
}

/// When runs are compared, the legend of the line styles (the measures' colours are beside
/// their toggles, ŵ's dashes beside its own): which run is solid and which dashed, outside
/// the plot.
fn style_key_ui(ui: &mut Ui, runs: &[Curves<'_>]) {
    let ink = ui.visuals().text_color();
    let solid = Sample::Line(LineStyle::Solid, 2.5);
    let dashed = Sample::Line(LineStyle::Dashed { length: 10.0 }, 2.5);
    let entries: Vec<Entry> = if runs.len() > 1 {
        runs.iter()
            .map(|curves| {
                let has_answer = curves.history.records().iter().any(|r| r.answer.is_some());
                let symbol = if has_answer { "ŵ" } else { "wₜ" };
                let name = format!("{} {symbol}", curves.name.as_deref().unwrap_or(""));
                let sample = if curves.second { dashed } else { solid };
                Entry::line(name, ink).with_sample(sample)
            })
            .collect()
    } else {
        Vec::new()
    };
    if !entries.is_empty() {
        legend::legend_ui(ui, &entries);
    }
}

fn toggles_ui(ui: &mut Ui, drawn: &mut HistoryCurves, has_answer: bool) {
    ui.horizontal_wrapped(|ui| {
        for measure in MEASURES {
            let mut shown = drawn.is_shown(measure);
            let response = ui.checkbox(&mut shown, measure.name()).on_hover_formula(t!(
                "runview-history-measure-tip",
                formula = measure.formula()
            ));
            if response.changed() {
                drawn.set_shown(measure, shown);
            }
            legend::sample_ui(
                ui,
                palette::measure_colour(measure),
                Sample::Line(LineStyle::Solid, 2.5),
            );
        }
        if has_answer {
            let mut shown = !drawn.hide_answer;
            ui.checkbox(&mut shown, t!("runview-history-pocket-answer"))
                .on_hover_formula(t!("runview-history-pocket-answer-tip"));
            legend::sample_ui(
                ui,
                ui.visuals().text_color(),
                Sample::Line(LineStyle::Dashed { length: 10.0 }, 2.5),
            );
            drawn.hide_answer = !shown;
        }
        ui.checkbox(&mut drawn.log_scale, t!("runview-history-log-scale"))
            .on_hover_formula(t!(
                "runview-history-log-scale-tip",
                floor = format!("{LOG_FLOOR:e}")
            ));
    });
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    use super::*;
    use crate::i18n::{Language, set_language};

    fn errors(zero_one: f64) -> Errors {
        Errors {
            zero_one,
            squared: 2.0 * zero_one,
            cross_entropy: 0.5,
        }
    }

    #[test]
    fn records_and_clears() {
        let mut history = History::default();
        assert!(history.is_empty());
        history.record(0, 0, errors(0.5), None);
        history.record(3, 2, errors(0.25), Some(errors(0.125)));
        assert_eq!(history.len(), 2);
        let last = history.last().expect("two records");
        assert_eq!((last.t, last.updates), (3, 2));
        assert_eq!(last.current, errors(0.25));
        assert_eq!(last.answer, Some(errors(0.125)));
        assert_eq!(history.records()[0].t, 0);
        history.clear();
        assert!(history.is_empty() && history.last().is_none());
        assert!(!history.trace().is_sampled());
    }

    #[test]
    fn log_labels() {
        assert_eq!(power_of_ten_label(-3.0), "0.001");
        assert_eq!(power_of_ten_label(0.0), "1");
        assert_eq!(power_of_ten_label(2.0), "100");
        assert_eq!(power_of_ten_label(0.5), "3.16");
        assert_eq!(power_of_ten_label(-1.0 + 2f64.log10()), "0.2");
        assert_eq!(power_of_ten_label(-6.0), "1e-6");
        assert_eq!(power_of_ten_label(12.0), "1e12");
    }

    #[test]
    fn toggles_flip_the_settings() {
        set_language(Language::English);
        let mut history = History::default();
        history.record(0, 0, errors(0.5), Some(errors(0.5)));
        history.record(1, 1, errors(0.25), Some(errors(0.5)));
        let mut harness = Harness::new_ui_state(
            move |ui, view: &mut HistoryCurves| {
                let curves = [Curves {
                    name: None,
                    history: &history,
                    second: false,
                }];
                history_ui(ui, view, &curves, None);
            },
            HistoryCurves::default(),
        );
        harness.run();
        assert!(!harness.state().log_scale);
        harness.get_by_label("log scale").click();
        harness.run();
        assert!(harness.state().log_scale);
        harness.get_by_label("squared").click();
        harness.get_by_label("ŵ (pocket)").click();
        harness.run();
        assert!(!harness.state().is_shown(ErrorMeasure::Squared));
        assert!(harness.state().is_shown(ErrorMeasure::ZeroOne));
        assert!(harness.state().hide_answer);
    }
}
