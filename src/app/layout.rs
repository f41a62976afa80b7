//! The window's layout: the bars, the left controls, the right-hand panels (as tabs on a narrow
//! window), and the plane — one plane with both lines when comparing, or two side by side.

use crate::t;

use crate::app::classify::panels::compared_line;
use crate::app::classify::{Classify, Panels};
use crate::app::shell::workspace::Workspace;
use crate::app::{
    App, Run, SideTab, classify::controls, classify::run::compare, plane, shell::status,
};

/// The controls panel's width when it first opens: narrower on a narrow window (a projector at
/// 1024×768), so that the plane keeps room.
pub(super) fn controls_width(ctx: &egui::Context) -> f32 {
    (ctx.content_rect().width() * 0.27).clamp(220.0, 260.0)
}

/// The narrowest plane of the split view; below twice this the first plane is shown alone.
const MIN_SPLIT_PLANE_WIDTH: f32 = 160.0;

impl App {
    /// Classify with what its panels share of the window.
    pub(super) fn classify_panels(&mut self) -> (&mut Classify, Panels<'_>) {
        let mode = self.runner.mode();
        (
            &mut self.classify,
            Panels {
                doc: &self.doc,
                prefs: &mut self.prefs,
                commands: &mut self.commands,
                plane: &mut self.plane,
                mode,
            },
        )
    }

    pub(super) fn panels_ui(&mut self, ui: &mut egui::Ui) {
        egui::Panel::top("classroom bar").show(ui, |ui| {
            self.classroom_bar_ui(ui);
            let notes = self
                .classify
                .replay_ui(ui, self.doc.data(), self.runner.mode());
            self.note_all(notes);
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
                    .map(|r| {
                        let status =
                            self.classify
                                .status_of(r, self.runner.mode(), self.doc.data());
                        (status, r.settings())
                    })
                    .collect();
                status::compare_ui(
                    ui,
                    &runs,
                    self.classify.progress(self.runner.mode()),
                    self.separability(),
                );
            } else {
                status::ui(
                    ui,
                    &self.status(),
                    self.classify.primary().settings(),
                    self.classify.progress(self.runner.mode()),
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
                        let (classify, mut cx) = self.classify_panels();
                        classify.target_ui(ui, &mut cx);
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
                        SideTab::Losses => {
                            let (classify, mut cx) = self.classify_panels();
                            classify.loss_panel_ui(ui, &mut cx);
                        }
                        SideTab::History => {
                            let (classify, mut cx) = self.classify_panels();
                            classify.history_panel_ui(ui, &mut cx);
                        }
                        SideTab::Theory => {
                            let (classify, mut cx) = self.classify_panels();
                            classify.theory_panel_ui(ui, &mut cx);
                        }
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
                    {
                        let (classify, mut cx) = self.classify_panels();
                        classify.theory_panel_ui(ui, &mut cx);
                    };
                });
        }
        if curves_wanted && !(narrow && tabs.len() > 1) {
            let width = (ui.available_width() * 0.3).clamp(240.0, 460.0);
            egui::Panel::right("curves")
                .resizable(true)
                .default_size(width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    let (classify, mut cx) = self.classify_panels();
                    classify.curves_ui(ui, &mut cx);
                });
        }
        egui::CentralPanel::default().show(ui, |ui| {
            // Two planes need room: a window too narrow for them shows the first alone.
            let room_for_two = ui.available_width() >= 2.0 * MIN_SPLIT_PLANE_WIDTH;
            if self.prefs.weight_space.show && self.prefs.weight_space.in_place {
                let (classify, mut cx) = self.classify_panels();
                classify.weight_space_ui(ui, &mut cx);
            } else if self.prefs.weight_space.show && room_for_two {
                ui.columns(2, |columns| {
                    self.plane_ui(&mut columns[0]);
                    let (classify, mut cx) = self.classify_panels();
                    classify.weight_space_ui(&mut columns[1], &mut cx);
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

    fn plane_ui(&mut self, ui: &mut egui::Ui) {
        let compared = self.classify.runs.get(1).and_then(compared_line);
        self.run_plane(ui, 0, compared, true);
        self.classify.target_overlay_ui(ui, &self.plane);
    }

    /// One plane showing run `index` (see [`Classify::run_plane_ui`]).
    fn run_plane(
        &mut self,
        ui: &mut egui::Ui,
        index: usize,
        compared: Option<plane::ComparedLine>,
        with_extras: bool,
    ) {
        let (classify, mut cx) = self.classify_panels();
        classify.run_plane_ui(ui, &mut cx, index, compared, with_extras);
    }

    /// Two planes side by side, the first run on the left and the compared one on the right;
    /// panning or zooming either moves both.
    fn split_planes_ui(&mut self, ui: &mut egui::Ui) {
        let before = (
            self.plane.view_in_plot(),
            self.classify.plane_b.view_in_plot(),
        );
        ui.columns(2, |columns| {
            self.run_plane(&mut columns[0], 0, None, true);
            self.classify
                .target_overlay_ui(&mut columns[0], &self.plane);
            self.run_plane(&mut columns[1], 1, None, false);
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
}
