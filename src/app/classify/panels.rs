//! Classify's right-hand panels and its planes: the loss curves with a marker per point, E_in
//! over t, the weight-space view of the first run, and a plane showing one run with its theory
//! overlays and kernel drawings (or w set by hand in weight space).

use crate::app::classify::run::{Run, history};
use crate::app::classify::{Classify, weight_view};
use crate::app::command::Command;
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::drawing::geometry;
use crate::app::drawing::outline::outlined;
use crate::app::plane::figure::Landmark;
use crate::app::plane::{self, theory_layer};
use crate::app::prefs::ClassifyPrefs;
use crate::app::shell::room::Frame;
use crate::app::shell::runner::Mode;
use crate::app::shell::status::{self, State, Status};
use crate::learn::Answer;
use crate::model::{Drawing, Model};
use crate::script::Panel;
use crate::t;

impl Classify {
    pub(in crate::app) fn curves_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        let view = cx.around.view;
        let both = view.show_losses && view.show_history;
        if view.show_losses {
            let height = if both {
                ui.available_height() * 0.55
            } else {
                ui.available_height()
            };
            ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
                self.loss_panel_ui(ui, cx);
            });
        } else {
            self.hovered_from_losses = None;
        }
        if view.show_history {
            if both {
                ui.separator();
            }
            self.history_panel_ui(ui, cx);
        }
    }

    pub(in crate::app) fn loss_panel_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        outlined(ui, Panel::Loss, |ui| {
            within_height(ui, "losses", |ui| {
                ui.strong_formula(t!("controls-losses-heading"));
                self.loss_markers_ui(ui, cx);
            });
        });
    }

    /// The loss curves with a marker per point; remembers the marker hovered.
    pub(in crate::app) fn loss_markers_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        let hovered = cx.plane.hovered;
        self.hovered_from_losses = self.loss_panel.ui_with_labels(
            ui,
            &mut cx.settings.loss_view,
            &self.runs[0].derived.margins,
            cx.doc.data().labels(),
            Some(&self.runs[0].derived.bins),
            hovered,
        );
    }

    pub(in crate::app) fn history_panel_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        outlined(ui, Panel::History, |ui| {
            within_height(ui, "history", |ui| {
                ui.strong_formula(t!("controls-history-heading"));
                let viewing = self.is_scrubbed().then(|| self.shown_t()).flatten();
                let comparing = self.runs.len() > 1;
                let curves: Vec<history::Curves<'_>> = self
                    .runs
                    .iter()
                    .enumerate()
                    .map(|(i, run)| history::Curves {
                        name: comparing.then(|| status::learner_name(run.settings())),
                        history: run.history(),
                        second: i > 0,
                    })
                    .collect();
                history::history_ui(ui, &mut cx.settings.history, &curves, viewing);
            })
        });
    }

    /// The weight-space view of the first run, beside its plane.
    pub(in crate::app) fn weight_space_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        outlined(ui, Panel::WeightSpace, |ui| {
            self.weight_space_inside_ui(ui, cx)
        });
    }

    fn weight_space_inside_ui(&mut self, ui: &mut egui::Ui, cx: &mut Frame<'_, ClassifyPrefs>) {
        // Its sentences and rows wrap within what is visible of its column (which can reach
        // under the next panel) instead of running under it.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        let visible = ui.clip_rect().right() - ui.cursor().left() - 4.0;
        ui.set_max_width(visible.clamp(0.0, ui.available_width()));
        let run = &self.runs[0];
        let input = weight_view::Input {
            data: cx.doc.data(),
            w: run.learner().and_then(|l| w3(l.weights())),
            answer: run.learner().and_then(|l| {
                let kind = l.algorithm().answer().drawn();
                (kind != Answer::Current)
                    .then(|| w3(l.answer()))
                    .flatten()
                    .map(|g| (g, kind.symbol()))
            }),
            path: run.path(),
            shown_t: run.shown_t(),
            hovered: cx.plane.hovered,
            update_name: Some(weight_view::update_name(run.algorithm().update())),
            hard_margin: run.settings().is_linear_hard_margin(),
            dark: ui.visuals().dark_mode,
        };
        // A short window scrolls the view's sentences instead of cutting them off.
        let (view, prefs) = (&mut self.weight_view, &mut cx.settings.weight_space);
        let moved_w = egui::ScrollArea::vertical()
            .id_salt("weight space")
            .auto_shrink(false)
            .show(ui, |ui| view.ui(ui, prefs, &input))
            .inner;
        if moved_w && cx.mode != Mode::Idle {
            // The learner waits while the person moves w.
            cx.commands.push(Command::Pause);
        }
    }

    /// One plane showing run `index`, with the compared run's line (and an SVM's margins) drawn
    /// over it if given; `with_extras`: the theory overlays too.
    pub(in crate::app) fn run_plane_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        index: usize,
        compared: Option<plane::ComparedLine>,
        with_extras: bool,
    ) {
        let run = &self.runs[index];
        let learner = run.learner();
        let algorithm = run.algorithm();
        let kind = algorithm.answer().drawn();
        let weights = learner.and_then(|l| w3(l.weights()));
        let model = run.drawn_model();
        let answer = match model.as_ref().map(Model::drawing) {
            Some(Drawing::Line(w)) => Some(w),
            _ => None,
        };
        let mut view = cx.around.view;
        view.show_tint &= !theory_layer::shades_vote(cx.settings.theory, algorithm);
        let w_f = run.record.w_f.as_deref().and_then(w3).or_else(|| {
            self.separability(cx.doc.data())
                .and_then(|s| s.max_margin())
                .and_then(|m| w3(&m.w_f))
        });
        let theory_input = theory_layer::TheoryInput {
            learner,
            points: cx.doc.points(),
            options: cx.settings.theory,
            w_f,
            data_id: cx.doc.data().id(),
        };
        let theory = &mut self.theory_layer;
        // Each run's kernel drawings (margins, support vectors, slacks) keep their own cache; the
        // compared run's are drawn over the first plane too when it shows its line there.
        let (svm, svm_b) = (&mut self.svm, &mut self.svm_b);
        let (svm, mut second) = if index == 0 {
            let overlaid = compared.is_some().then(|| self.runs.get(1)).flatten();
            (svm, overlaid.and_then(Run::learner).map(|l| (svm_b, l)))
        } else {
            (svm_b, None)
        };
        let data = cx.doc.data();
        let hovered = cx.plane.hovered;
        let dark = ui.visuals().dark_mode;
        let mut paint_extras = |layer, painter: &egui::Painter, t: &geometry::ScreenFromPlot, v| {
            if with_extras {
                theory.paint(layer, painter, t, v, &theory_input);
            }
            if let Some(learner) = learner {
                svm.paint(layer, painter, t, v, learner, data, hovered, dark);
            }
            if let Some((svm_b, compared)) = second.as_mut() {
                svm_b.paint(layer, painter, t, v, *compared, data, hovered, dark);
            }
        };
        // w set by hand in the weight space replaces the learner's on its plane.
        let by_hand = (index == 0 && cx.settings.weight_space.show)
            .then_some(self.weight_view.by_hand.as_mut())
            .flatten()
            .map(|hand| {
                hand.derived
                    .update(data, &hand.w, &hand.w, false, None, None);
                &*hand
            });
        let landmarks = || super::narration::landmarks(run, cx.doc);
        let input = plane::Input {
            points: cx.doc.points(),
            algorithm,
            answer_kind: if by_hand.is_some() {
                Answer::Current
            } else {
                kind
            },
            answer: by_hand.map_or(answer, |hand| Some(hand.w)),
            current: weights.filter(|_| kind != Answer::Current && by_hand.is_none()),
            event: run
                .last_step()
                .map(|s| s.event)
                .filter(|_| by_hand.is_none()),
            mistakes: by_hand.map_or(&run.derived, |hand| &hand.derived),
            place: cx.around.place,
            highlighted: self.hovered_from_losses.or_else(|| {
                // The point whose line the pointer is on in weight space.
                (index == 0 && cx.settings.weight_space.show)
                    .then_some(self.weight_view.hovered_line)
                    .flatten()
            }),
            view,
            data_id: cx.doc.data().id(),
            extras: Some(&mut paint_extras as plane::Extras<'_>),
            compared,
            title: if by_hand.is_some() {
                Some(t!("views-weight-by-hand-title").to_owned())
            } else {
                (self.runs.len() > 1 && cx.around.view.split)
                    .then(|| status::learner_name(run.settings()))
            },
            points_by: super::costs::points_by(&cx.settings.costs),
            landmarks: (index == 0).then_some(&landmarks as &dyn Fn() -> Vec<Landmark>),
            // The stage's legend and axes are the first plane's; a second keeps the desk's.
            look: cx
                .stage
                .filter(|_| index == 0)
                .map_or_else(plane::Look::default, |stage| stage.plane),
            figure_context: if index == 0 { cx.figure_context } else { "" },
            curves: &[],
        };
        let plane = if index == 0 {
            &mut *cx.plane
        } else {
            &mut self.plane_b
        };
        plane.ui(ui, input, cx.commands);
    }

    /// The status bar's numbers and state for `run`.
    pub fn status_of(&self, run: &Run, mode: Mode, data: &crate::data::Dataset) -> Status {
        let algorithm = run.algorithm();
        let learner = run.learner();
        let (t, visits) = learner.map_or((0, 0), |l| (l.counters().updates, l.counters().visits));
        let state = match (learner, run.unusable()) {
            (None, Some(why)) => State::Unusable(why.to_owned()),
            (None, None) => State::Unusable(crate::t!("controls-no-learner").to_owned()),
            (Some(learner), _) => match (learner.stopped(), mode) {
                (Some(stop), _) => State::Stopped(stop),
                (None, Mode::Playing) => State::Playing,
                (None, Mode::RunningToEnd) => State::RunningToEnd,
                (None, Mode::Idle) if t == 0 && visits == 0 => State::Ready,
                (None, Mode::Idle) => State::Paused,
            },
        };
        let pocket = algorithm.answer().drawn() != Answer::Current && learner.is_some();
        Status {
            algorithm,
            state,
            t,
            visits,
            mistakes: run.derived.current_mistakes,
            answer_mistakes: pocket.then_some(run.derived.answer_mistakes),
            points: data.len(),
            separable: self.separability(data).and_then(|s| match s {
                crate::theory::Separability::Undecided(_) => None,
                decided => Some(decided.is_separable()),
            }),
            kkt_gap: learner
                .and_then(|l| l.smo())
                .map(|smo| (smo.kkt_gap(), smo.tol())),
            stall: learner.and_then(|l| l.smo()).and_then(|smo| smo.stalled()),
        }
    }

    /// Progress of a run to the end, 0..1, if one is going (the slowest run's).
    pub(in crate::app) fn progress(&self, mode: Mode) -> Option<f32> {
        if mode != Mode::RunningToEnd {
            return None;
        }
        self.runs
            .iter()
            .filter(|r| r.can_step())
            .filter_map(|run| {
                let learner = run.learner()?;
                let max = run.settings().budget.max_updates?;
                Some((learner.counters().updates as f64 / max.max(1) as f64).clamp(0.0, 1.0) as f32)
            })
            .reduce(f32::min)
    }
}

/// What the plane draws of the compared run over the first one: its answer's line, and w_t
/// beside it for pocket and the averaged perceptron.
pub(in crate::app) fn compared_line(run: &Run) -> Option<plane::ComparedLine> {
    let model = run.drawn_model()?;
    let Drawing::Line(answer) = model.drawing() else {
        return None;
    };
    let kind = run.algorithm().answer().drawn();
    Some(plane::ComparedLine {
        name: status::learner_name(run.settings()),
        symbol: kind.symbol(),
        answer,
        current: run
            .learner()
            .and_then(|l| w3(l.weights()))
            .filter(|_| kind != Answer::Current),
    })
}

/// The weights of a learner on the plane (d = 2), as (w₀, w₁, w₂).
pub(in crate::app) fn w3(w: &[f64]) -> Option<[f64; 3]> {
    w.try_into().ok()
}

/// A panel's contents kept within the height it is given: a plot at its smallest height in a
/// short column (a lecture's bar below it, a 768-pixel screen) scrolls there rather than
/// running under the bars below, where it was cut off and its column's edge crossed them.
fn within_height(ui: &mut egui::Ui, id: &str, add: impl FnOnce(&mut egui::Ui)) {
    egui::ScrollArea::vertical()
        .id_salt(id)
        .auto_shrink(false)
        .show(ui, add);
}
