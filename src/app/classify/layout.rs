//! Classify's panels in the window: the status bar (both runs' when comparing), the timeline, the
//! learner's controls with the comparison and the target f on the left, the theory panel and the
//! curves on the right (as tabs on a narrow window), and in the centre the plane — one plane with
//! both lines when comparing, or two side by side — with the weight-space view beside it or in its
//! place.

use crate::app::classify::panels::compared_line;
use crate::app::classify::run::{Run, compare};
use crate::app::classify::{Classify, controls, costs};
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::ClassifyPrefs;
use crate::app::prefs::SideTab;
use crate::app::shell::room::ControlsContext;
use crate::app::shell::room::{Frame, OnStage, controls_width};
use crate::app::shell::status;
use crate::script::Panel;
use crate::t;

/// The narrowest plane of the split view; below twice this the first plane is shown alone.
const MIN_SPLIT_PLANE_WIDTH: f32 = 160.0;

impl Classify {
    /// The status bar, the timeline, the left and right panels and the centre.
    pub(in crate::app) fn workspace_ui(
        &mut self,
        ui: &mut egui::Ui,
        frame: &mut Frame<'_, ClassifyPrefs>,
    ) {
        if let Some(stage) = frame.stage {
            self.stage_ui(ui, frame, stage);
            return;
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            self.status_ui(ui, frame);
        });
        egui::Panel::bottom("timeline").show(ui, |ui| {
            self.timeline_ui(ui, frame.doc.data(), frame.commands);
        });
        if frame.around.view.show_controls {
            self.controls_panel_ui(ui, frame);
        }
        // The plane comes after the controls left of it and before the panels right of it.
        crate::app::plane::tab_order::place(ui);
        self.side_panels_ui(ui, frame);
        self.centre_ui(ui, frame);
    }

    /// The status bar: the run's, or each run's side by side when comparing.
    fn status_ui(&self, ui: &mut egui::Ui, frame: &Frame<'_, ClassifyPrefs>) {
        if self.runs.len() > 1 {
            let runs: Vec<_> = self
                .runs
                .iter()
                .map(|r| {
                    let status = self.status_of(r, frame.mode, frame.doc.data());
                    (status, r.settings())
                })
                .collect();
            status::compare_ui(
                ui,
                &runs,
                self.progress(frame.mode),
                self.separability(frame.doc.data()),
            );
        } else {
            status::ui(
                ui,
                &self.status_of(self.primary(), frame.mode, frame.doc.data()),
                self.primary().settings(),
                self.progress(frame.mode),
                self.separability(frame.doc.data()),
            );
        }
    }

    /// The left panel, scrolled: the learner's controls, the comparison and the target f.
    fn controls_panel_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(controls_width(ui.ctx()))
            .show(ui, |ui| {
                let selected = frame.plane.selected.filter(|&n| n < frame.doc.len());
                let can_step = self.runs.iter().any(Run::can_step);
                let unusable = self.primary().unusable().map(str::to_owned);
                let compared_unusable = self.compared().and_then(Run::unusable).map(str::to_owned);
                let preset_on_plane = frame.preset_on_plane;
                egui::ScrollArea::vertical().show(ui, |ui| {
                    controls::ui(
                        ui,
                        frame.settings,
                        frame.around,
                        ControlsContext {
                            mode: frame.mode,
                            selected,
                            has_points: !frame.doc.is_empty(),
                            can_step,
                            unusable,
                            preset_on_plane,
                        },
                        frame.commands,
                    );
                    ui.separator();
                    let (run, data) = (&self.runs[0], frame.doc.data());
                    costs::ui(ui, frame.settings, run, data, frame.commands);
                    ui.separator();
                    compare::ui(
                        ui,
                        frame.settings,
                        &mut frame.around.view.split,
                        compared_unusable.as_deref(),
                        frame.commands,
                    );
                    self.target_ui(ui, frame);
                });
            });
    }

    /// The right-hand panels: the losses, E_in's history and the theory as tabs of one column on
    /// a narrow window, else the theory panel and the curves' panel each their own.
    fn side_panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        // On a narrow window (a projector at 1024×768, or 1280 wide at 125 % text) the right-hand
        // panels share one column as tabs, each with the column's whole height.
        let narrow = ui.ctx().content_rect().width() < 1100.0;
        let view = frame.around.view;
        let curves_wanted = view.show_losses || view.show_history;
        let tabs = side_tabs(frame);
        // The right-hand column: wider in presentation mode, whose text is half as large again.
        let window_width = ui.ctx().content_rect().width();
        let side_width = if frame.presentation {
            (window_width * 0.38).clamp(240.0, 420.0)
        } else {
            (window_width * 0.28).clamp(220.0, 300.0)
        };
        if narrow && tabs.len() > 1 {
            self.side_tabs_ui(ui, frame, &tabs, side_width);
        } else if frame.settings.theory.show_panel {
            // A fixed width: a resizable panel follows its content, and the plane would re-fit
            // its view whenever the panel's text changes.
            egui::Panel::right("theory")
                .resizable(false)
                .exact_size(side_width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    self.theory_panel_ui(ui, frame);
                });
        }
        if curves_wanted && !(narrow && tabs.len() > 1) {
            let width = (ui.available_width() * 0.3).clamp(240.0, 460.0);
            egui::Panel::right("curves")
                .resizable(true)
                .default_size(width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    self.curves_ui(ui, frame);
                });
        }
    }

    /// One right-hand column of `tabs` (the last shown if the chosen one is off), `width` wide,
    /// and the chosen tab's panel under them.
    fn side_tabs_ui(
        &mut self,
        ui: &mut egui::Ui,
        frame: &mut Frame<'_, ClassifyPrefs>,
        tabs: &[SideTabShown],
        width: f32,
    ) {
        if !tabs.iter().any(|t| t.0 == frame.around.view.side_tab) {
            frame.around.view.side_tab = tabs[tabs.len() - 1].0;
        }
        egui::Panel::right("side")
            .resizable(false)
            .exact_size(width)
            .show(ui, |ui| {
                // Text wraps at the column's edge, in every row: nothing runs out of it.
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                ui.horizontal(|ui| {
                    for (tab, label, hint) in tabs {
                        let text = formula::text(ui.style(), label);
                        let side_tab = &mut frame.around.view.side_tab;
                        ui.selectable_value(side_tab, *tab, text)
                            .on_hover_formula(*hint)
                            .named_as(label);
                    }
                });
                ui.separator();
                if frame.around.view.side_tab != SideTab::Losses {
                    self.hovered_from_losses = None;
                }
                match frame.around.view.side_tab {
                    SideTab::Losses => {
                        self.loss_panel_ui(ui, frame);
                    }
                    SideTab::History => {
                        self.history_panel_ui(ui, frame);
                    }
                    SideTab::Theory => {
                        self.theory_panel_ui(ui, frame);
                    }
                }
            });
    }

    /// On a lecture's stage: the main view — the plane, both planes or the weight-space view as
    /// the scene shows them — and beside it at most the one panel the stage names.
    fn stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        frame: &mut Frame<'_, ClassifyPrefs>,
        stage: OnStage,
    ) {
        if let Some(panel) = stage.panel.filter(|p| *p != Panel::WeightSpace) {
            let panel_ui = |ui: &mut egui::Ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                match panel {
                    Panel::Loss => self.loss_panel_ui(ui, frame),
                    Panel::History => self.history_panel_ui(ui, frame),
                    Panel::Theory => {
                        egui::ScrollArea::vertical().show(ui, |ui| {
                            self.theory_panel_ui(ui, frame);
                        });
                    }
                    Panel::WeightSpace => {}
                }
            };
            if !stage.main_view {
                // A phone's tab: the panel in the plane's place.
                egui::CentralPanel::default().show(ui, panel_ui);
                return;
            }
            egui::Panel::right("stage panel")
                .resizable(false)
                .exact_size(stage.panel_width)
                .show(ui, panel_ui);
        }
        if stage.panel == Some(Panel::WeightSpace) {
            frame.settings.weight_space.show = true;
        }
        self.centre_ui(ui, frame);
    }

    /// The centre: one plane, two side by side, or the plane with the weight-space view.
    fn centre_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        egui::CentralPanel::default().show(ui, |ui| {
            // Two planes need room: a window too narrow for them shows the first alone.
            let room_for_two = ui.available_width() >= 2.0 * MIN_SPLIT_PLANE_WIDTH;
            if frame.settings.weight_space.show && frame.settings.weight_space.in_place {
                self.weight_space_ui(ui, frame);
            } else if frame.settings.weight_space.show && room_for_two {
                ui.columns(2, |columns| {
                    self.plane_ui(&mut columns[0], frame);
                    self.weight_space_ui(&mut columns[1], frame);
                });
            } else if frame.settings.weight_space.show {
                ui.weak_formula(t!("views-weight-too-narrow"));
                self.plane_ui(ui, frame);
            } else if self.runs.len() > 1
                && frame.around.view.split
                && ui.available_width() >= 2.0 * MIN_SPLIT_PLANE_WIDTH
            {
                self.split_planes_ui(ui, frame);
            } else {
                self.plane_ui(ui, frame);
            }
        });
    }

    fn plane_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        let compared = self.runs.get(1).and_then(compared_line);
        self.run_plane_ui(ui, frame, 0, compared, true);
        self.target_overlay_ui(ui, frame.plane);
    }

    /// Two planes side by side, the first run on the left and the compared one on the right;
    /// panning or zooming either moves both.
    fn split_planes_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, ClassifyPrefs>) {
        let before = (frame.plane.view_in_plot(), self.plane_b.view_in_plot());
        ui.columns(2, |columns| {
            self.run_plane_ui(&mut columns[0], frame, 0, None, true);
            self.target_overlay_ui(&mut columns[0], frame.plane);
            self.run_plane_ui(&mut columns[1], frame, 1, None, false);
        });
        let after = (frame.plane.view_in_plot(), self.plane_b.view_in_plot());
        // Link the views: whichever moved leads.
        if after.0 != before.0
            && let Some(view) = after.0
        {
            self.plane_b.request_view(view);
        } else if after.1 != before.1
            && let Some(view) = after.1
        {
            frame.plane.request_view(view);
        }
    }
}

/// A right-hand tab shown: which, its label and its tooltip.
type SideTabShown = (SideTab, &'static str, &'static str);

/// The right-hand tabs whose panels are on: the losses, E_in's history, the theory.
fn side_tabs(frame: &Frame<'_, ClassifyPrefs>) -> Vec<SideTabShown> {
    let view = frame.around.view;
    [
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
            frame.settings.theory.show_panel,
        ),
    ]
    .into_iter()
    .filter(|tab| tab.3)
    .map(|(tab, label, hint, _)| (tab, label, hint))
    .collect()
}
