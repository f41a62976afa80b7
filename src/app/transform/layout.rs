//! The Transform workspace's panels: the learners' status and timeline below; the left panel
//! with the points, the learner and Φ; the right-hand panel with Φ's price, E_in over t or the
//! losses; and in the centre the plane of X with the curve, and the plane of Z beside it when Z
//! is a plane. On a lecture's stage, the planes and the one panel the scene names.

use crate::app::classify::controls;
use crate::app::classify::narration::landmarks;
use crate::app::command::Command;
use crate::app::drawing::formula::{self, FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::drawing::outline::outlined;
use crate::app::drawing::palette;
use crate::app::plane::{self, Layer, PointsBy};
use crate::app::prefs::{ClassifyPrefs, KernelBeside, TransformPrefs};
use crate::app::shell::room::{ControlsContext, Frame, OnStage, controls_width};
use crate::app::shell::status;
use crate::learn::Answer;
use crate::model::{Drawing, Model};
use crate::script::Panel;
use crate::t;

use super::{TransformRoom, picker, price};

/// The narrowest each of two planes side by side may be (a phone's page shows X alone, and Z
/// behind its tab).
const MIN_PLANE_WIDTH: f32 = 220.0;

/// What the right-hand panel shows at the desk.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Section {
    /// Φ's features, w in Z, d̃, d_vc and the nested H_q.
    #[default]
    Price,
    /// E_in over t.
    History,
    /// The errors as curves of y·s.
    Losses,
}

impl TransformRoom {
    pub(super) fn workspace_ui(
        &mut self,
        ui: &mut egui::Ui,
        frame: &mut Frame<'_, TransformPrefs>,
    ) {
        let phi = frame.settings.phi.clone();
        let (mut cx, kernel_beside) =
            frame.split(|settings| (&mut settings.learners, &mut settings.kernel_beside));
        if let Some(stage) = cx.stage {
            self.stage_ui(ui, &mut cx, stage);
            return;
        }
        egui::Panel::bottom("status").show(ui, |ui| self.status_ui(ui, &cx));
        egui::Panel::bottom("timeline").show(ui, |ui| {
            self.learners.timeline_ui(ui, &self.z.data, cx.commands);
        });
        if cx.around.view.show_controls {
            self.controls_ui(ui, &mut cx, &phi, kernel_beside);
        }
        crate::app::plane::tab_order::place(ui);
        let width = if cx.presentation {
            (ui.ctx().content_rect().width() * 0.36).clamp(240.0, 440.0)
        } else {
            (ui.ctx().content_rect().width() * 0.28).clamp(220.0, 340.0)
        };
        egui::Panel::right("transform panel")
            .resizable(true)
            .default_size(width)
            .show(ui, |ui| {
                ui.horizontal_wrapped(|ui| {
                    for (section, name) in [
                        (Section::Price, t!("transform-section-price")),
                        (Section::History, t!("transform-section-history")),
                        (Section::Losses, t!("transform-section-losses")),
                    ] {
                        let text = formula::text(ui.style(), name);
                        ui.selectable_value(&mut self.section, section, text)
                            .named_as(name);
                    }
                });
                ui.separator();
                let panel = match self.section {
                    Section::Price => Panel::Theory,
                    Section::History => Panel::History,
                    Section::Losses => Panel::Loss,
                };
                self.panel_ui(ui, &mut cx, &phi, panel);
            });
        egui::CentralPanel::default().show(ui, |ui| self.planes_ui(ui, &mut cx, &phi));
    }

    /// On the stage: the planes, and beside them the panel the scene names (or, on a phone's
    /// tab, that panel alone).
    fn stage_ui(&mut self, ui: &mut egui::Ui, cx: &mut Frame<'_, ClassifyPrefs>, stage: OnStage) {
        let phi = self
            .z
            .key
            .as_ref()
            .map(|(_, p)| p.clone())
            .unwrap_or_default();
        // A phone's tab: the panel, or the plane of Z (in the weight-space view's place: Z is
        // this workspace's second view), in the plane's place.
        if let Some(panel) = stage.panel.filter(|_| !stage.main_view) {
            egui::CentralPanel::default().show(ui, |ui| {
                if panel == Panel::WeightSpace {
                    self.z_plane_ui(ui, cx);
                } else {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        // A phone has no left panel: Φ is chosen above its price (an exercise
                        // may ask which Φ separates the points).
                        if panel == Panel::Theory {
                            picker::picker_ui(ui, &phi, cx.commands);
                            ui.separator();
                        }
                        self.panel_ui(ui, cx, &phi, panel);
                    });
                }
            });
            return;
        }
        if let Some(panel) = stage.panel.filter(|p| *p != Panel::WeightSpace) {
            egui::Panel::right("stage panel")
                .resizable(false)
                .exact_size(stage.panel_width)
                .show(ui, |ui| {
                    ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                    self.panel_ui(ui, cx, &phi, panel);
                });
        }
        egui::CentralPanel::default().show(ui, |ui| self.planes_ui(ui, cx, &phi));
    }

    fn status_ui(&self, ui: &mut egui::Ui, cx: &Frame<'_, ClassifyPrefs>) {
        let learners = &self.learners;
        ui.horizontal_wrapped(|ui| {
            ui.strong(cx.around.workspace.name());
            ui.separator();
            if let Some(error) = &self.z.error {
                ui.colored_label(ui.visuals().warn_fg_color, error);
                return;
            }
            status::ui(
                ui,
                &learners.status_of(learners.primary(), cx.mode, &self.z.data),
                learners.primary().settings(),
                learners.progress(cx.mode),
                learners.separability(&self.z.data),
            );
        });
    }

    /// The left panel: the points, the learner and its buttons, then Φ.
    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        phi: &crate::transform::Transform,
        kernel_beside: &mut KernelBeside,
    ) {
        let learners = &self.learners;
        let context = ControlsContext {
            mode: cx.mode,
            selected: cx.plane.selected.filter(|&n| n < cx.doc.len()),
            has_points: !cx.doc.is_empty(),
            can_step: learners.runs().iter().any(|r| r.can_step()),
            unusable: self
                .z
                .error
                .clone()
                .or_else(|| learners.primary().unusable().map(str::to_owned)),
            preset_on_plane: cx.preset_on_plane,
        };
        egui::Panel::left("controls")
            .resizable(true)
            .default_size(controls_width(ui.ctx()))
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    picker::picker_ui(ui, phi, cx.commands);
                    picker::kernel_ui(ui, kernel_beside, phi.degree());
                    ui.separator();
                    controls::ui(ui, cx.settings, cx.around, context, cx.commands);
                });
            });
    }

    /// One of the right-hand panels: Φ's price (as the theory panel), E_in over t or the losses.
    fn panel_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        phi: &crate::transform::Transform,
        panel: Panel,
    ) {
        match panel {
            Panel::History => self.learners.history_panel_ui(ui, cx),
            Panel::Loss => self.learners.loss_panel_ui(ui, cx),
            Panel::Theory | Panel::WeightSpace => {
                let names: Vec<String> = std::iter::once("1".to_owned())
                    .chain(
                        self.z
                            .terms
                            .iter()
                            .map(|m| picker::shown_name(m, phi.basis())),
                    )
                    .collect();
                let w = self.drawn_w();
                let rungs = self.nested.follow(cx.doc.data(), phi).to_vec();
                outlined(ui, Panel::Theory, |ui| {
                    egui::ScrollArea::vertical()
                        .id_salt("transform price")
                        .show(ui, |ui| {
                            ui.strong_formula(picker::describe(phi));
                            price::price_ui(
                                ui,
                                phi,
                                &names,
                                w.as_deref(),
                                &rungs,
                                cx.doc.len(),
                                cx.commands,
                            );
                        });
                });
            }
        }
    }

    /// The plane of X, and that of Z beside it when Z is a plane and there is room.
    fn planes_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        phi: &crate::transform::Transform,
    ) {
        // The kernel SVM's numbers, under the planes beside their legend (as last drawn; over
        // them, the planes' top tick labels would meet the words).
        let line_values = self.drawn_w().map(|_| self.curve.values());
        let summary = self.kernel.summary(line_values);
        // The planes leave the summary its lines.
        let summary_height = summary.as_ref().map_or(0.0, |words| {
            let galley = crate::app::drawing::formula::text(ui.style(), words).into_galley(
                ui,
                Some(egui::TextWrapMode::Wrap),
                ui.available_width(),
                egui::TextStyle::Body,
            );
            galley.size().y + ui.spacing().item_spacing.y
        });
        let mut planes = ui.available_rect_before_wrap();
        planes.max.y -= summary_height;
        ui.scope_builder(egui::UiBuilder::new().max_rect(planes), |ui| {
            self.two_planes_ui(ui, cx, phi);
        });
        if let Some(summary) = summary {
            ui.weak_formula(&summary);
        }
    }

    /// The planes of X and Z side by side, or one of them.
    fn two_planes_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        phi: &crate::transform::Transform,
    ) {
        let two = self.z.plane_points.is_some() && ui.available_width() >= 2.0 * MIN_PLANE_WIDTH;
        if two {
            ui.columns(2, |columns| {
                self.x_plane_ui(&mut columns[0], cx, phi);
                // A gap between the planes: X's last tick label may reach past its frame.
                egui::Frame::new()
                    .inner_margin(egui::Margin {
                        left: 14,
                        ..egui::Margin::ZERO
                    })
                    .show(&mut columns[1], |ui| self.z_plane_ui(ui, cx));
            });
        } else if self.z.plane_points.is_some() && cx.stage.is_none() {
            // A narrow window at the desk: one plane at a time, Z a click away.
            ui.horizontal(|ui| {
                ui.selectable_value(&mut self.z_alone, false, t!("transform-show-x"));
                ui.selectable_value(&mut self.z_alone, true, t!("transform-tab-z"));
            });
            if self.z_alone {
                self.z_plane_ui(ui, cx);
            } else {
                self.x_plane_ui(ui, cx, phi);
            }
        } else {
            self.x_plane_ui(ui, cx, phi);
        }
    }

    /// The plane of X: the points, the mistakes and the point being corrected of the learner in
    /// Z, and the curve wᵀΦ(x) = 0 with its +1 side shaded.
    fn x_plane_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
        phi: &crate::transform::Transform,
    ) {
        let w = self.drawn_w();
        let run = self.learners.primary();
        let mut view = cx.around.view;
        // The plane tints by a line; here the curve's field tints instead.
        let tint = view.show_tint;
        view.show_tint = false;
        view.show_arrow = false;
        let terms = &self.z.terms;
        let curve = &mut self.curve;
        let kernel = &mut self.kernel;
        let dark = ui.visuals().dark_mode;
        let ctx = ui.ctx().clone();
        let ink = if dark {
            egui::Color32::WHITE
        } else {
            egui::Color32::BLACK
        };
        let doc = cx.doc;
        let mut paint =
            |layer, painter: &egui::Painter, t: &ScreenFromPlot, _v: PlotRect| match layer {
                Layer::Under => {
                    if let Some(w) = &w {
                        curve.update(phi, terms, w, t, painter.clip_rect());
                        if tint {
                            curve.paint_tint(&ctx, painter, dark);
                        }
                    }
                }
                Layer::Over => {
                    if w.is_some() {
                        curve.paint_boundary(painter, ink, 2.5);
                        if view.show_mistakes
                            && let Some(list) = &run.derived.answer_mistake_list
                        {
                            plane::ring_mistakes(painter, t, doc.points(), list, ink);
                        }
                    }
                    kernel.paint(painter, t, palette::COMPARED, 2.0);
                }
            };
        let landmarks = || landmarks(run, doc);
        let title = self
            .z
            .plane_points
            .is_some()
            .then(|| t!("transform-x-plane-title").to_owned());
        let input = plane::Input {
            points: doc.points(),
            algorithm: run.algorithm(),
            answer_kind: Answer::Current,
            answer: None,
            current: None,
            event: run.last_step().map(|s| s.event),
            mistakes: &run.derived,
            place: cx.around.place,
            highlighted: self
                .hovered_in_z
                .or(self.learners.point_hovered_in_losses()),
            view,
            data_id: doc.data().id(),
            extras: Some(&mut paint),
            compared: None,
            title,
            points_by: PointsBy::Label,
            landmarks: Some(&landmarks),
            look: cx
                .stage
                .map_or_else(plane::Look::default, |stage| stage.plane),
            figure_context: cx.figure_context,
            curves: &[],
        };
        cx.plane.ui(ui, input, cx.commands);
        self.hovered_in_x = cx.plane.hovered;
    }

    /// The plane of Z: the z's, and the learner's line with its tint, mistakes and the point
    /// being corrected, as Classify draws them. Clicks here place and move nothing: the points
    /// live in X.
    fn z_plane_ui(&mut self, ui: &mut egui::Ui, cx: &mut Frame<'_, ClassifyPrefs>) {
        let Some(points) = &self.z.plane_points else {
            return;
        };
        let run = self.learners.primary();
        let kind = run.algorithm().answer().drawn();
        let line = |w: &[f64]| <[f64; 3]>::try_from(w).ok();
        // No line while w₁ = w₂ = 0 (at t = 0): Z's plane says nothing of one (X's has no
        // curve either; the status line says where the learner stands).
        let answer = match run.drawn_model().as_ref().map(Model::drawing) {
            Some(Drawing::Line(w)) if w[1] != 0.0 || w[2] != 0.0 => Some(w),
            _ => None,
        };
        let current = run
            .learner()
            .and_then(|l| line(l.weights()))
            .filter(|_| kind != Answer::Current);
        let names: Vec<String> = self
            .z
            .terms
            .iter()
            .map(|m| picker::shown_name(m, crate::transform::Basis::Monomial))
            .collect();
        let axis = |k: usize| {
            let name = names.get(k).map_or("", String::as_str);
            format!("z{} = {name}", crate::number::subscript(k + 1))
        };
        self.z_plane.axis_names = [axis(0), axis(1)];
        // A screen reader hears which plane this is, and its axes, before its points.
        let title = t!("transform-z-plane-title");
        let context = format!("{title} ({}, {})", axis(0), axis(1));
        let input = plane::Input {
            points,
            algorithm: run.algorithm(),
            answer_kind: kind,
            answer,
            current,
            event: run.last_step().map(|s| s.event),
            mistakes: &run.derived,
            place: cx.around.place,
            highlighted: self.hovered_in_x,
            view: cx.around.view,
            data_id: self.z.data.id(),
            extras: None,
            compared: None,
            title: Some(title.to_owned()),
            points_by: PointsBy::Label,
            landmarks: None,
            // On the stage X's legend serves both planes: Z's gives its rows to the plot.
            look: cx
                .stage
                .map_or_else(plane::Look::default, |stage| plane::Look {
                    legend: None,
                    ..stage.plane
                }),
            figure_context: &context,
            curves: &[],
        };
        // The plane of Z places nothing: what it asks for is dropped.
        let mut ignored: Vec<Command> = Vec::new();
        self.z_plane.ui(ui, input, &mut ignored);
        self.z_drawn = true;
        self.hovered_in_z = self.z_plane.hovered;
    }
}
