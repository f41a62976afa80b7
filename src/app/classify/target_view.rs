//! The target f of the course's story (seed 000: learning finds g ≈ f) in the window: draw it
//! in the plane (Draw f, then press-drag-release), drag its ends, label random points by it
//! with each label flipped with probability p, and see E_out of the learned g estimated on
//! fresh samples from the same f and p, beside how often g and f disagree.
//!
//! f is drawn over the plane as a thick dash-dot line in its own colour
//! ([`crate::app::drawing::palette::TARGET`]) marked "f", with a small legend, so neither its colour nor its
//! pattern is that of the learner's solid g, the evenly dashed wₜ or the dotted w_f.

use std::time::Duration;

use web_time::Instant;

use egui::{Align2, Color32, FontId, Pos2, Sense, Shape, Stroke, Vec2};
use glam::DVec2;

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::target::{OutOfSample, Target};

use crate::app::classify::Classify;
use crate::app::command::Command;
use crate::app::command::{ClassifyAction, RoomAction};
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::palette::TARGET;
use crate::app::drawing::{dvec, pos2};
use crate::app::plane::PlaneState;
use crate::app::prefs::ClassifyPrefs;
use crate::app::shell::room::Frame;
use crate::app::shell::runner::Mode;
use crate::model::Model;
use crate::number;
use crate::t;

/// f's dash pattern, a long dash then a dot, with their gaps (in screen points, before
/// presentation mode's scale): unlike wₜ's even dashes and w_f's dots.
const DASHES: [f32; 2] = [16.0, 3.0];
const GAPS: [f32; 2] = [5.0, 5.0];
/// Fresh samples for E_out: a standard error of at most 0.0035.
pub const E_OUT_SAMPLES: usize = 20_000;
/// The seed of the fresh samples, fixed so the estimate does not flicker.
const E_OUT_SEED: u64 = 0x000f;
/// While the learner runs, E_out is estimated at most this often.
const E_OUT_INTERVAL: Duration = Duration::from_millis(250);
/// The grab radius of f's ends, in screen points.
const HANDLE: f32 = 8.0;

/// The target's runtime state.
pub struct TargetState {
    pub f: Option<Target>,
    /// Whether f is drawn.
    pub show: bool,
    /// Draw mode: the next press-drag-release in the plane draws f.
    pub drawing: bool,
    /// The two points f was drawn through (its +1 side is to the left of the first → second).
    ends: Option<[DVec2; 2]>,
    /// The line being drawn.
    draft: Option<[DVec2; 2]>,
    /// The flip probability for a new f.
    pub noise: f64,
    /// How many points "Label random points by f" makes, and their seed.
    pub n: usize,
    pub seed: u64,
    /// E_out of g, for (g, f) as they were.
    e_out: Option<(Model, Target, OutOfSample)>,
    last_estimate: Option<Instant>,
}

impl Default for TargetState {
    fn default() -> Self {
        Self {
            f: None,
            show: true,
            drawing: false,
            ends: None,
            draft: None,
            noise: 0.1,
            n: 100,
            seed: 1,
            e_out: None,
            last_estimate: None,
        }
    }
}

/// The target through `a` and `b` (+1 to the left of a → b), sampling `box_` with noise p.
pub fn target_through(a: DVec2, b: DVec2, noise: f64, box_: PlotRect) -> Option<Target> {
    let along = b - a;
    if along.length_squared() == 0.0 || !along.is_finite() {
        return None;
    }
    let normal = along.perp().normalize();
    Some(Target {
        w: vec![-normal.dot(a), normal.x, normal.y],
        noise,
        low: vec![box_.min.x, box_.min.y],
        high: vec![box_.max.x, box_.max.y],
    })
}

/// The square [−1, 1]², where the presets put their points.
fn unit_box() -> PlotRect {
    PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0))
}

/// A target for when none was drawn: a tilted line through the square.
pub fn default_target(noise: f64) -> Target {
    target_through(
        DVec2::new(-1.0, -0.6),
        DVec2::new(1.0, 0.4),
        noise,
        unit_box(),
    )
    .unwrap_or(Target {
        w: vec![0.0, 1.0, 0.0],
        noise,
        low: vec![-1.0, -1.0],
        high: vec![1.0, 1.0],
    })
}

fn w3(target: &Target) -> Option<[f64; 3]> {
    target.w.as_slice().try_into().ok()
}

fn box_of(target: &Target) -> Option<PlotRect> {
    match (target.low.as_slice(), target.high.as_slice()) {
        ([x0, y0], [x1, y1]) => Some(PlotRect::new(DVec2::new(*x0, *y0), DVec2::new(*x1, *y1))),
        _ => None,
    }
}

/// Two points of f's line, ordered so that its +1 side is to their left.
fn ends_of(target: &Target) -> Option<[DVec2; 2]> {
    let w = w3(target)?;
    let (a, b) = geometry::line_in_view(box_of(target)?, w)?;
    // Inside the box, so the handles are not on the plane's edge.
    let (a, b) = (a + 0.15 * (b - a), b - 0.15 * (b - a));
    let left = (b - a).perp();
    let ahead = geometry::score(w, (a + b) * 0.5 + left * 1e-3) > geometry::score(w, (a + b) * 0.5);
    Some(if ahead { [a, b] } else { [b, a] })
}

impl TargetState {
    /// Sets f (or removes it); its ends are recomputed.
    pub fn set(&mut self, f: Option<Target>) {
        self.ends = f.as_ref().and_then(ends_of);
        if let Some(f) = &f {
            self.noise = f.noise;
            self.show = true;
        }
        self.f = f;
        self.e_out = None;
    }

    /// Moves end `i` to `to`, keeping the noise and the box.
    fn move_end(&mut self, i: usize, to: DVec2) {
        let (Some(mut ends), Some(f)) = (self.ends, &self.f) else {
            return;
        };
        ends[i] = to;
        let box_ = box_of(f).unwrap_or_else(unit_box);
        if let Some(moved) = target_through(ends[0], ends[1], f.noise, box_) {
            self.f = Some(moved);
            self.ends = Some(ends);
        }
    }
}

impl Classify {
    /// The target f, if one is set.
    pub fn target(&self) -> Option<&Target> {
        self.target.f.as_ref()
    }

    /// The last E_out estimate of g against f.
    pub fn e_out(&self) -> Option<OutOfSample> {
        self.target.e_out.as_ref().map(|(_, _, e)| *e)
    }

    /// Estimates E_out of g when g or f changed (at most every quarter second while running).
    fn refresh_e_out(&mut self, busy: bool) {
        let g = self.runs[0].drawn_model();
        let state = &mut self.target;
        let (Some(f), Some(g)) = (&state.f, g) else {
            state.e_out = None;
            return;
        };
        if g.dim() + 1 != f.w.len() {
            state.e_out = None;
            return;
        }
        let fresh = state
            .e_out
            .as_ref()
            .is_some_and(|(old_g, old_f, _)| *old_g == g && old_f == f);
        let throttled = busy
            && state
                .last_estimate
                .is_some_and(|t| t.elapsed() < E_OUT_INTERVAL);
        if fresh || throttled {
            return;
        }
        let estimate = f.e_out(|x| g.score(x), E_OUT_SAMPLES, E_OUT_SEED);
        state.e_out = Some((g, f.clone(), estimate));
        state.last_estimate = Some(Instant::now());
    }

    /// The target's section of the left panel.
    pub(in crate::app) fn target_ui(
        &mut self,
        ui: &mut egui::Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        self.refresh_e_out(cx.mode != Mode::Idle);
        ui.separator();
        ui.strong_formula(t!("views-target-heading"));
        let commands = &mut *cx.commands;
        let state = &mut self.target;
        ui.horizontal_wrapped(|ui| {
            if ui
                .selectable_label(state.drawing, t!("views-target-draw"))
                .on_hover_formula(t!("views-target-draw-tip"))
                .clicked()
            {
                commands.push(Command::Room(RoomAction::Classify(
                    ClassifyAction::ToggleDrawTarget,
                )));
            }
            ui.add_enabled_ui(state.f.is_some(), |ui| {
                ui.checkbox(&mut state.show, t!("views-target-show"))
                    .on_hover_formula(t!("views-target-show-tip"));
                if ui
                    .button(t!("views-target-swap-sides"))
                    .on_hover_formula(t!("views-target-swap-sides-tip"))
                    .clicked()
                    && let Some(f) = &state.f
                {
                    let mut swapped = f.clone();
                    swapped.w.iter_mut().for_each(|w| *w = -*w);
                    commands.push(Command::Room(RoomAction::Classify(
                        ClassifyAction::SetTarget(Some(swapped)),
                    )));
                }
                if ui.button(t!("views-target-remove")).clicked() {
                    commands.push(Command::Room(RoomAction::Classify(
                        ClassifyAction::SetTarget(None),
                    )));
                }
            });
        });
        let noise = ui
            .add(egui::Slider::new(&mut state.noise, 0.0..=0.5).text(t!("views-target-noise")))
            .on_hover_formula(t!("views-target-noise-tip"));
        if noise.changed()
            && let Some(f) = &mut state.f
        {
            f.noise = state.noise;
        }
        ui.horizontal(|ui| {
            let label = ui.label("N");
            ui.add(
                egui::DragValue::new(&mut state.n)
                    .range(2..=crate::app::document::presets::MAX_POINTS),
            )
            .labelled_by(label.id)
            .on_hover_formula(t!("views-target-n-tip"));
            let label = ui.label_formula(t!("views-target-seed"));
            ui.add(egui::DragValue::new(&mut state.seed))
                .labelled_by(label.id)
                .on_hover_formula(t!("views-target-seed-tip"));
        });
        if ui
            .button(t!("views-target-label-random"))
            .on_hover_formula(t!("views-target-label-random-tip"))
            .clicked()
        {
            commands.push(Command::Room(RoomAction::Classify(
                ClassifyAction::LabelByTarget {
                    n: state.n,
                    seed: state.seed,
                },
            )));
        }
        match (&state.f, &state.e_out) {
            (None, _) => {
                ui.weak_formula(t!("views-target-none"));
            }
            (Some(_), Some((_, f, e))) => {
                ui.label_formula(format!(
                    "E_out(g) ≈ {} ± {}",
                    number::fixed(e.e_out, 3),
                    number::fixed(e.standard_error, 3)
                ))
                .on_hover_formula(t!(
                    "views-target-e-out-tip",
                    samples = e.samples.to_string(),
                    p = f.noise.to_string()
                ));
                ui.label_formula(t!(
                    "views-target-disagreement",
                    percent = number::fixed(100.0 * e.disagreement, 1),
                    p = number::fixed(f.noise, 2)
                ));
            }
            (Some(_), None) => {
                ui.weak_formula(t!("views-target-e-out-needs-two-features"));
            }
        }
    }

    /// f in the plane over the points, its ends' handles, and the Draw f gesture.
    pub(in crate::app) fn target_overlay_ui(&mut self, ui: &mut egui::Ui, plane: &PlaneState) {
        let (Some(t), Some(rect)) = (plane.transform(), plane.rect_on_screen()) else {
            return;
        };
        let view = t.plot_rect_of(dvec(rect.left_bottom()), dvec(rect.right_top()));
        let scale = plane.line_scale;
        let painter = ui.painter_at(rect);
        let state = &mut self.target;

        if state.drawing {
            let response = ui.interact(rect, ui.scope_id().with("draw f"), Sense::drag());
            let response = response.on_hover_cursor(egui::CursorIcon::Crosshair);
            if let Some(pos) = response.interact_pointer_pos() {
                let here = t.plot_from_screen(dvec(pos));
                if response.drag_started() {
                    let origin = ui
                        .input(|i| i.pointer.press_origin())
                        .map_or(here, |o| t.plot_from_screen(dvec(o)));
                    state.draft = Some([origin, here]);
                } else if let Some(draft) = &mut state.draft {
                    draft[1] = here;
                }
            }
            if response.drag_stopped()
                && let Some([a, b]) = state.draft.take()
            {
                let long_enough = (t.screen_from_plot(a) - t.screen_from_plot(b)).length() > 10.0;
                if long_enough && let Some(f) = target_through(a, b, state.noise, view) {
                    state.set(Some(f));
                    state.drawing = false;
                    // The two points drawn are the ends to drag.
                    state.ends = Some([a, b]);
                }
            }
            if let Some([a, b]) = state.draft {
                paint_target_line(&painter, &t, view, a, b, scale);
            } else {
                painter.text(
                    rect.center_top() + Vec2::new(0.0, 16.0),
                    Align2::CENTER_TOP,
                    t!("views-target-drawing"),
                    FontId::proportional(16.0),
                    TARGET,
                );
            }
            return;
        }

        let (Some(_), Some(ends)) = (&state.f, state.ends) else {
            return;
        };
        if !state.show {
            return;
        }
        paint_target_line(&painter, &t, view, ends[0], ends[1], scale);
        let mut moved = None;
        for (i, end) in ends.iter().enumerate() {
            let c = pos2(t.screen_from_plot(*end));
            if !rect.contains(c) {
                continue;
            }
            let handle = egui::Rect::from_center_size(c, Vec2::splat(2.0 * HANDLE));
            let response = ui
                .interact(handle, ui.scope_id().with(("f end", i)), Sense::drag())
                .on_hover_cursor(egui::CursorIcon::Grab)
                .on_hover_formula(t!("views-target-drag-end-tip"));
            let active = response.hovered() || response.dragged();
            painter.circle(
                c,
                if active { HANDLE } else { HANDLE * 0.6 } * scale.sqrt(),
                TARGET,
                Stroke::new(1.5, Color32::WHITE),
            );
            if response.dragged()
                && let Some(pos) = response.interact_pointer_pos()
            {
                moved = Some((i, t.plot_from_screen(dvec(pos))));
            }
        }
        if let Some((i, to)) = moved {
            state.move_end(i, to);
        }
        legend(ui, &painter, rect);
    }
}

/// f as a thick dashed line across the view with its name at one end.
fn paint_target_line(
    painter: &egui::Painter,
    t: &ScreenFromPlot,
    view: PlotRect,
    a: DVec2,
    b: DVec2,
    scale: f32,
) {
    let Some(f) = target_through(a, b, 0.0, view) else {
        return;
    };
    let Some(w) = w3(&f) else {
        return;
    };
    let Some((p, q)) = geometry::line_in_view(view, w) else {
        return;
    };
    let (p, q) = (pos2(t.screen_from_plot(p)), pos2(t.screen_from_plot(q)));
    paint_dash_dot(painter, p, q, Stroke::new(3.0 * scale, TARGET), scale);
    let along = (q - p).normalized();
    let at = p + along * 26.0 - along.rot90() * 14.0;
    painter.text(
        at,
        Align2::CENTER_CENTER,
        "f",
        FontId::proportional(18.0 * scale.sqrt()),
        TARGET,
    );
}

/// f's dash-dot pattern from `a` to `b`, its lengths times `scale`.
fn paint_dash_dot(painter: &egui::Painter, a: Pos2, b: Pos2, stroke: Stroke, scale: f32) {
    painter.extend(Shape::dashed_line_with_offset(
        &[a, b],
        stroke,
        &DASHES.map(|d| d * scale),
        &GAPS.map(|g| g * scale),
        0.0,
    ));
}

/// "f (target)" and "g (learned)" in the plane's top-left corner.
fn legend(ui: &egui::Ui, painter: &egui::Painter, rect: egui::Rect) {
    let ink = ui.visuals().strong_text_color();
    let font = FontId::proportional(14.0);
    let origin = rect.left_top() + Vec2::new(10.0, 10.0);
    let rows = [
        (t!("views-target-legend-f"), TARGET, true),
        (t!("views-target-legend-g"), ink, false),
    ];
    let width = 170.0;
    let bg = egui::Rect::from_min_size(origin, Vec2::new(width, 44.0));
    painter.rect_filled(bg, 4.0, ui.visuals().extreme_bg_color.gamma_multiply(0.85));
    for (row, (text, colour, dashed)) in rows.into_iter().enumerate() {
        let y = origin.y + 12.0 + 20.0 * row as f32;
        let (a, b) = (Pos2::new(origin.x + 6.0, y), Pos2::new(origin.x + 36.0, y));
        if dashed {
            paint_dash_dot(painter, a, b, Stroke::new(3.0, colour), 1.0);
        } else {
            painter.line_segment([a, b], Stroke::new(2.5, colour));
        }
        painter.text(
            Pos2::new(origin.x + 44.0, y),
            Align2::LEFT_CENTER,
            text,
            font.clone(),
            ink,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_plus_side_is_left_of_the_drawing() {
        let f = target_through(DVec2::new(-1.0, 0.0), DVec2::new(1.0, 0.0), 0.0, unit_box())
            .expect("a line");
        assert_eq!(f.label(&[0.0, 0.5]), 1.0);
        assert_eq!(f.label(&[0.0, -0.5]), -1.0);
        let ends = ends_of(&f).expect("in the box");
        let again = target_through(ends[0], ends[1], 0.0, unit_box()).expect("a line");
        assert_eq!(again.label(&[0.3, 0.5]), 1.0, "ends keep the orientation");
        assert!(target_through(DVec2::ZERO, DVec2::ZERO, 0.0, unit_box()).is_none());
    }
}
