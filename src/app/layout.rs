//! The window's layout: the bars, the left controls, the right-hand panels (as tabs on a narrow
//! window), and the plane — one plane with both lines when comparing, or two side by side.

use crate::model::{Drawing, Model};
use crate::t;

use crate::app::shell::runner::Mode;
use crate::app::shell::workspace::Workspace;
use crate::app::{
    AnswerKind, App, Command, Run, SideTab, classify::controls, classify::run::compare,
    classify::run::history, classify::weight_view, drawing::geometry, plane, plane::theory_layer,
    shell::status,
};

/// The controls panel's width when it first opens: narrower on a narrow window (a projector at
/// 1024×768), so that the plane keeps room.
pub(super) fn controls_width(ctx: &egui::Context) -> f32 {
    (ctx.content_rect().width() * 0.27).clamp(220.0, 260.0)
}

/// The narrowest plane of the split view; below twice this the first plane is shown alone.
const MIN_SPLIT_PLANE_WIDTH: f32 = 160.0;

impl App {
    pub(super) fn panels_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("classroom bar").show(ui, |ui| {
            self.classroom_bar_ui(ui);
            self.replay_ui(ui);
        });
        egui::Panel::top("top bar").show(ui, |ui| {
            controls::top_bar_ui(ui, &mut self.prefs, &self.doc, &mut self.commands);
        });
        if self.prefs.workspace != Workspace::Classify {
            self.workspace_panels_ui(ui);
            if self.show_help {
                controls::help_window(ui.ctx(), &mut self.show_help);
            }
            return;
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            if self.classify.runs.len() > 1 {
                let runs: Vec<_> = self
                    .classify
                    .runs
                    .iter()
                    .map(|r| (self.status_of(r), r.settings()))
                    .collect();
                status::compare_ui(ui, &runs, self.progress(), self.separability());
            } else {
                status::ui(
                    ui,
                    &self.status(),
                    self.classify.primary().settings(),
                    self.progress(),
                    self.separability(),
                );
            }
        });
        egui::Panel::bottom("timeline").show(ui, |ui| {
            self.classify
                .timeline_ui(ui, self.doc.data(), &mut self.commands);
        });
        if self.prefs.view.show_controls {
            egui::Panel::left("controls")
                .resizable(true)
                .default_size(controls_width(ui.ctx()))
                .show(ui, |ui| {
                    let selected = self.plane.selected.filter(|&n| n < self.doc.len());
                    let can_step = self.classify.runs.iter().any(Run::can_step);
                    let unusable = self.classify.primary().unusable().map(str::to_owned);
                    let compared_unusable = self
                        .classify
                        .compared()
                        .and_then(Run::unusable)
                        .map(str::to_owned);
                    let preset_on_plane = self.preset_on_plane();
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        controls::ui(
                            ui,
                            &mut self.prefs,
                            controls::Context {
                                mode: self.runner.mode(),
                                selected,
                                has_points: !self.doc.is_empty(),
                                can_step,
                                unusable,
                                preset_on_plane,
                            },
                            &mut self.commands,
                        );
                        ui.separator();
                        compare::ui(
                            ui,
                            &mut self.prefs,
                            compared_unusable.as_deref(),
                            &mut self.commands,
                        );
                        self.target_ui(ui);
                    });
                });
        }
        // On a narrow window (a projector at 1024×768, or 1280 wide at 125 % text) the right-hand
        // panels share one column as tabs, each with the column's whole height.
        let narrow = ui.ctx().content_rect().width() < 1100.0;
        let view = self.prefs.view;
        let curves_wanted = view.show_losses || view.show_history;
        let tabs: Vec<(SideTab, &str, &str)> = [
            (
                SideTab::Losses,
                t!("controls-tab-losses"),
                t!("controls-tab-losses-tip"),
                view.show_losses,
            ),
            (
                SideTab::History,
                t!("controls-tab-history"),
                t!("controls-tab-history-tip"),
                view.show_history,
            ),
            (
                SideTab::Theory,
                t!("controls-tab-theory"),
                t!("controls-tab-theory-tip"),
                self.prefs.theory.show_panel,
            ),
        ]
        .into_iter()
        .filter(|tab| tab.3)
        .map(|(tab, label, hint, _)| (tab, label, hint))
        .collect();
        // The right-hand column: wider in presentation mode, whose text is half as large again.
        let window_width = ui.ctx().content_rect().width();
        let side_width = if self.classroom.presentation {
            (window_width * 0.38).clamp(240.0, 420.0)
        } else {
            (window_width * 0.28).clamp(220.0, 300.0)
        };
        if narrow && tabs.len() > 1 {
            if !tabs.iter().any(|t| t.0 == self.prefs.view.side_tab) {
                self.prefs.view.side_tab = tabs[tabs.len() - 1].0;
            }
            egui::Panel::right("side")
                .resizable(false)
                .exact_size(side_width)
                .show(ui, |ui| {
                    // Text wraps at the column's edge, in every row: nothing runs out of it.
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    ui.horizontal(|ui| {
                        for (tab, label, hint) in &tabs {
                            ui.selectable_value(&mut self.prefs.view.side_tab, *tab, *label)
                                .on_hover_text(*hint);
                        }
                    });
                    ui.separator();
                    if self.prefs.view.side_tab != SideTab::Losses {
                        self.classify.hovered_from_losses = None;
                    }
                    match self.prefs.view.side_tab {
                        SideTab::Losses => self.loss_panel_ui(ui),
                        SideTab::History => self.history_panel_ui(ui),
                        SideTab::Theory => self.theory_panel_ui(ui),
                    }
                });
        } else if self.prefs.theory.show_panel {
            // A fixed width: a resizable panel follows its content, and the plane would re-fit
            // its view whenever the panel's text changes.
            egui::Panel::right("theory")
                .resizable(false)
                .exact_size(side_width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    self.theory_panel_ui(ui);
                });
        }
        if curves_wanted && !(narrow && tabs.len() > 1) {
            let width = (ui.available_width() * 0.3).clamp(240.0, 460.0);
            egui::Panel::right("curves")
                .resizable(true)
                .default_size(width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    self.curves_ui(ui);
                });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            // Two planes need room: a window too narrow for them shows the first alone.
            let room_for_two = ui.available_width() >= 2.0 * MIN_SPLIT_PLANE_WIDTH;
            if self.prefs.weight_space.show && self.prefs.weight_space.in_place {
                self.weight_space_ui(ui);
            } else if self.prefs.weight_space.show && room_for_two {
                ui.columns(2, |columns| {
                    self.plane_ui(&mut columns[0]);
                    self.weight_space_ui(&mut columns[1]);
                });
            } else if self.prefs.weight_space.show {
                ui.weak(t!("views-weight-too-narrow"));
                self.plane_ui(ui);
            } else if self.classify.runs.len() > 1
                && self.prefs.view.split
                && ui.available_width() >= 2.0 * MIN_SPLIT_PLANE_WIDTH
            {
                self.split_planes_ui(ui);
            } else {
                self.plane_ui(ui);
            }
        });
        if self.show_help {
            controls::help_window(ui.ctx(), &mut self.show_help);
        }
    }

    fn curves_ui(&mut self, ui: &mut egui::Ui) {
        let view = self.prefs.view;
        let both = view.show_losses && view.show_history;
        if view.show_losses {
            let height = if both {
                ui.available_height() * 0.55
            } else {
                ui.available_height()
            };
            ui.allocate_ui(egui::vec2(ui.available_width(), height), |ui| {
                self.loss_panel_ui(ui);
            });
        } else {
            self.classify.hovered_from_losses = None;
        }
        if view.show_history {
            if both {
                ui.separator();
            }
            self.history_panel_ui(ui);
        }
    }

    fn loss_panel_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong(t!("controls-losses-heading"));
        self.loss_markers_ui(ui);
    }

    /// The loss curves with a marker per point; remembers the marker hovered.
    pub(super) fn loss_markers_ui(&mut self, ui: &mut egui::Ui) {
        let hovered = self.plane.hovered;
        self.classify.hovered_from_losses = self.prefs.loss_view.ui_with_labels(
            ui,
            &self.classify.runs[0].derived.margins,
            self.doc.data().labels(),
            hovered,
        );
    }

    fn history_panel_ui(&mut self, ui: &mut egui::Ui) {
        ui.strong(t!("controls-history-heading"));
        let viewing = self
            .classify
            .is_scrubbed()
            .then(|| self.classify.shown_t())
            .flatten();
        let comparing = self.classify.runs.len() > 1;
        let curves: Vec<history::Curves<'_>> = self
            .classify
            .runs
            .iter()
            .enumerate()
            .map(|(i, run)| history::Curves {
                name: comparing.then(|| status::learner_name(run.settings())),
                history: run.history(),
                second: i > 0,
            })
            .collect();
        self.prefs.history.ui(ui, &curves, viewing);
    }

    /// The weight-space view of the first run, beside its plane.
    fn weight_space_ui(&mut self, ui: &mut egui::Ui) {
        // Its sentences and rows wrap within what is visible of its column (which can reach
        // under the next panel) instead of running under it.
        ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
        let visible = ui.clip_rect().right() - ui.cursor().left() - 4.0;
        ui.set_max_width(visible.clamp(0.0, ui.available_width()));
        let run = &self.classify.runs[0];
        let input = weight_view::Input {
            data: self.doc.data(),
            w: run.learner().and_then(|l| w3(l.weights())),
            answer: run.learner().and_then(|l| {
                let kind = AnswerKind::of(l.algorithm());
                (kind != AnswerKind::Current)
                    .then(|| w3(l.answer()))
                    .flatten()
                    .map(|g| (g, kind.symbol()))
            }),
            path: run.path(),
            shown_t: run.shown_t(),
            hovered: self.plane.hovered,
            update_name: Some(weight_view::update_name(run.algorithm().update())),
            hard_margin: run.settings().is_linear_hard_margin(),
            dark: ui.visuals().dark_mode,
        };
        // A short window scrolls the view's sentences instead of cutting them off.
        let (view, prefs) = (&mut self.classify.weight_view, &mut self.prefs.weight_space);
        let moved_w = egui::ScrollArea::vertical()
            .id_salt("weight space")
            .auto_shrink(false)
            .show(ui, |ui| view.ui(ui, prefs, &input))
            .inner;
        if moved_w && self.runner.mode() != Mode::Idle {
            // The learner waits while the person moves w.
            self.commands.push(Command::Pause);
        }
    }

    fn plane_ui(&mut self, ui: &mut egui::Ui) {
        let compared = self.classify.runs.get(1).and_then(compared_line);
        self.run_plane_ui(ui, 0, compared, true);
        self.target_overlay_ui(ui);
    }

    /// Two planes side by side, the first run on the left and the compared one on the right;
    /// panning or zooming either moves both.
    fn split_planes_ui(&mut self, ui: &mut egui::Ui) {
        let before = (
            self.plane.view_in_plot(),
            self.classify.plane_b.view_in_plot(),
        );
        ui.columns(2, |columns| {
            self.run_plane_ui(&mut columns[0], 0, None, true);
            self.target_overlay_ui(&mut columns[0]);
            self.run_plane_ui(&mut columns[1], 1, None, false);
        });
        let after = (
            self.plane.view_in_plot(),
            self.classify.plane_b.view_in_plot(),
        );
        // Link the views: whichever moved leads.
        if after.0 != before.0
            && let Some(view) = after.0
        {
            self.classify.plane_b.request_view(view);
        } else if after.1 != before.1
            && let Some(view) = after.1
        {
            self.plane.request_view(view);
        }
    }

    /// One plane showing run `index`, with the compared run's line (and an SVM's margins) drawn
    /// over it if given; `with_extras`: the theory overlays too.
    fn run_plane_ui(
        &mut self,
        ui: &mut egui::Ui,
        index: usize,
        compared: Option<plane::ComparedLine>,
        with_extras: bool,
    ) {
        let run = &self.classify.runs[index];
        let learner = run.learner();
        let algorithm = run.algorithm();
        let kind = AnswerKind::of(algorithm);
        let weights = learner.and_then(|l| w3(l.weights()));
        let model = run.drawn_model();
        let answer = match model.as_ref().map(Model::drawing) {
            Some(Drawing::Line(w)) => Some(w),
            _ => None,
        };
        let mut view = self.prefs.view;
        view.show_tint &= !theory_layer::shades_vote(self.prefs.theory, algorithm);
        let w_f = run.record.w_f.as_deref().and_then(w3).or_else(|| {
            self.separability()
                .and_then(|s| s.max_margin())
                .and_then(|m| w3(&m.w_f))
        });
        let extras_input = theory_layer::ExtrasInput {
            learner,
            points: self.doc.points(),
            options: self.prefs.theory,
            w_f,
            data_id: self.doc.data().id(),
        };
        let extras = &mut self.classify.plane_extras;
        // Each run's kernel drawings (margins, support vectors, slacks) keep their own cache; the
        // compared run's are drawn over the first plane too when it shows its line there.
        let (svm, svm_b) = (&mut self.classify.svm, &mut self.classify.svm_b);
        let (svm, mut second) = if index == 0 {
            let overlaid = compared
                .is_some()
                .then(|| self.classify.runs.get(1))
                .flatten();
            (svm, overlaid.and_then(Run::learner).map(|l| (svm_b, l)))
        } else {
            (svm_b, None)
        };
        let data = self.doc.data();
        let hovered = self.plane.hovered;
        let dark = ui.visuals().dark_mode;
        let mut paint_extras = |layer, painter: &egui::Painter, t: &geometry::ScreenFromPlot, v| {
            if with_extras {
                extras.paint(layer, painter, t, v, &extras_input);
            }
            if let Some(learner) = learner {
                svm.paint(layer, painter, t, v, learner, data, hovered, dark);
            }
            if let Some((svm_b, compared)) = second.as_mut() {
                svm_b.paint(layer, painter, t, v, *compared, data, hovered, dark);
            }
        };
        // w set by hand in the weight space replaces the learner's on its plane.
        let by_hand = (index == 0 && self.prefs.weight_space.show)
            .then_some(self.classify.weight_view.by_hand.as_mut())
            .flatten()
            .map(|hand| {
                hand.derived.update(data, &hand.w, &hand.w, false);
                &*hand
            });
        let input = plane::Input {
            points: self.doc.points(),
            algorithm,
            answer_kind: if by_hand.is_some() {
                AnswerKind::Current
            } else {
                kind
            },
            answer: by_hand.map_or(answer, |hand| Some(hand.w)),
            current: weights.filter(|_| kind != AnswerKind::Current && by_hand.is_none()),
            event: run
                .last_step()
                .map(|s| s.event)
                .filter(|_| by_hand.is_none()),
            mistakes: by_hand.map_or(&run.derived, |hand| &hand.derived),
            place: self.prefs.place,
            highlighted: self.classify.hovered_from_losses.or_else(|| {
                // The point whose line the pointer is on in weight space.
                (index == 0 && self.prefs.weight_space.show)
                    .then_some(self.classify.weight_view.hovered_line)
                    .flatten()
            }),
            view,
            data_id: self.doc.data().id(),
            extras: Some(&mut paint_extras as plane::Extras<'_>),
            compared,
            title: if by_hand.is_some() {
                Some(t!("views-weight-by-hand-title").to_owned())
            } else {
                (self.classify.runs.len() > 1 && self.prefs.view.split)
                    .then(|| status::learner_name(run.settings()))
            },
            points_by: plane::PointsBy::Label,
        };
        let plane = if index == 0 {
            &mut self.plane
        } else {
            &mut self.classify.plane_b
        };
        plane.ui(ui, input, &mut self.commands);
    }

    /// Progress of a run to the end, 0..1, if one is going (the slowest run's).
    fn progress(&self) -> Option<f32> {
        if self.runner.mode() != Mode::RunningToEnd {
            return None;
        }
        self.classify
            .runs
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
fn compared_line(run: &Run) -> Option<plane::ComparedLine> {
    let model = run.drawn_model()?;
    let Drawing::Line(answer) = model.drawing() else {
        return None;
    };
    let kind = AnswerKind::of(run.algorithm());
    Some(plane::ComparedLine {
        name: status::learner_name(run.settings()),
        symbol: kind.symbol(),
        answer,
        current: run
            .learner()
            .and_then(|l| w3(l.weights()))
            .filter(|_| kind != AnswerKind::Current),
    })
}

/// The weights of a learner on the plane (d = 2), as (w₀, w₁, w₂).
pub(super) fn w3(w: &[f64]) -> Option<[f64; 3]> {
    w.try_into().ok()
}
