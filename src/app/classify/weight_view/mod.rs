//! The weight-space view beside the plane (MATH.md, "Weight space"): the slice of w with w₀ fixed
//! — the w₀ of the w shown, following it, or held — and (w₁, w₂) free. E_in under the error the
//! person picks is shaded over the slice (sampled on a grid, and it says so); each point is the
//! line yₙ(w₀ + w₁xₙ₁ + w₂xₙ₂) = 0, the side where it is right; the learner's path w₀ … w_t walks
//! across it; the squared error's minimiser is marked. Or the same slice under four errors side by
//! side, the lecture's small multiples: the surrogates bound 0/1 and have other minimisers. The
//! arrow from the origin to (w₁, w₂) is the plane's w arrow: the same colour, the same name;
//! pressing or dragging in a slice sets w by hand, and the plane's line follows.

pub mod by_hand;
mod shade;
mod slice;
mod slice_geometry;

use egui::Color32;
use egui_plot::PlotPoint;
use glam::DVec2;
use serde::{Deserialize, Serialize};

use self::by_hand::{ByHand, Goal, lowest_in_slice};
use self::shade::{Request, Shades, grid_size};
use self::slice::{SliceDrawing, slice_plot};
use self::slice_geometry::{line_near, path_until, region, version_space, view_of};
use crate::app::drawing::geometry;
use crate::app::drawing::trace::Trace;
use crate::data::Dataset;
use crate::learn::Update;
use crate::loss::{ErrorMeasure, mean_error};
use crate::number;
use crate::t;
use crate::weight_space::squared_minimiser;

/// The largest |w₀| the slice can be held at.
const MAX_HELD_W0: f64 = 1e6;
/// Points drawn as lines at most (beyond, the lines would be a grey wash).
const MAX_POINT_LINES: usize = 200;
/// Points whose version space is outlined at most (each clips the polygon once).
const MAX_VERSION_SPACE_POINTS: usize = 20_000;
/// The errors side by side.
const COMPARED: [ErrorMeasure; 4] = [
    ErrorMeasure::ZeroOne,
    ErrorMeasure::Squared,
    ErrorMeasure::CrossEntropy,
    ErrorMeasure::Hinge,
];

/// What the view shows, kept with the preferences.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct WeightSpacePrefs {
    /// The view beside the plane.
    pub show: bool,
    /// The error whose E_in is shaded.
    pub measure: ErrorMeasure,
    /// `Some(w₀)`: the slice stays at this w₀; `None`: it follows the w shown.
    pub hold_w0: Option<f64>,
    /// The same slice under the 0/1, squared, cross-entropy and hinge errors side by side.
    pub compare_errors: bool,
    /// The view in the plane's place (a projector's whole width for it) instead of beside it.
    pub in_place: bool,
}

impl Default for WeightSpacePrefs {
    fn default() -> Self {
        Self {
            show: false,
            measure: ErrorMeasure::ZeroOne,
            hold_w0: None,
            compare_errors: false,
            in_place: false,
        }
    }
}

/// What the view draws this frame.
#[derive(Clone, Copy)]
pub struct Input<'a> {
    pub data: &'a Dataset,
    /// The w shown (w_t), if the learner has a line.
    pub w: Option<[f64; 3]>,
    /// The learner's answer g when it is not w_t (pocket's ŵ, the averaged w̄), and its symbol.
    pub answer: Option<([f64; 3], &'static str)>,
    /// The run's path, and the t shown (the path is drawn up to it).
    pub path: &'a Trace<[f64; 3]>,
    pub shown_t: Option<u64>,
    /// The point hovered in the plane: its line is drawn bold here.
    pub hovered: Option<usize>,
    /// The name of the learner's kind of update, for the path's last step (η·yₙzₙ, −η∇E_in…).
    pub update_name: Option<&'a str>,
    /// The learner is the hard-margin SVM with the linear kernel: its region
    /// {w : yₙ(w₀ + wᵀxₙ) ≥ 1 ∀n} is drawn.
    pub hard_margin: bool,
    pub dark: bool,
}

/// What the view showed in the last frame, as tests and the status read it.
#[derive(Debug, Clone, Copy)]
pub struct Shown {
    /// The slice's w₀.
    pub w0: f64,
    /// Grid samples per axis of the shading.
    pub grid: usize,
    /// Slices drawn (1, or 4 side by side).
    pub slices: usize,
    /// The version space's vertices (0: none in view).
    pub version_space_vertices: usize,
    /// w set by hand, if it is.
    pub by_hand: Option<[f64; 3]>,
    /// Moves made by hand, and the moves it took to reach the goal of "you are the learner".
    pub moves: u32,
    pub reached_in: Option<u32>,
    /// The hard-margin region's point nearest the origin.
    pub margin_point: Option<[f64; 2]>,
    /// The point whose line is under the pointer.
    pub hovered_line: Option<usize>,
    transform: Option<egui_plot::PlotTransform>,
    /// The part of the first slice that can be pressed (not scrolled out of its panel).
    visible: Option<egui::Rect>,
}

impl Shown {
    /// The part of the first slice on the screen that takes a press (not scrolled away).
    pub fn rect(&self) -> Option<egui::Rect> {
        self.visible.filter(|r| r.is_positive())
    }

    /// Where (w₁, w₂) is on the screen in the first slice.
    pub fn screen_pos(&self, w1: f64, w2: f64) -> Option<egui::Pos2> {
        let transform = self.transform?;
        Some(transform.position_from_point(&PlotPoint::new(w1, w2)))
    }
}

/// The view's state between frames.
#[derive(Default)]
pub struct WeightView {
    shades: Shades,
    /// The last frame's slice: (w₀, grid samples per axis).
    last: Option<(f64, usize)>,
    /// The version space's outline in the last frame: its vertices (0: none in view).
    version_space_vertices: usize,
    /// How many slices the last frame drew (1, or 4 side by side).
    slices: usize,
    /// w set by hand, shown instead of the learner's.
    pub by_hand: Option<ByHand>,
    /// The first slice's transform in the last frame, and the part of it that takes a press.
    transform: Option<(egui_plot::PlotTransform, egui::Rect)>,
    /// The hard-margin region's point nearest the origin in the last frame.
    margin_point: Option<DVec2>,
    /// The point whose line the pointer is on in a slice (the plane rings it).
    pub hovered_line: Option<usize>,
}

impl WeightView {
    /// A new frame: nothing is drawn yet (the view may not be, in another workspace or on a
    /// window too narrow for it).
    pub fn begin_frame(&mut self) {
        self.last = None;
        self.transform = None;
        self.slices = 0;
        self.margin_point = None;
    }

    /// What the last frame showed (`None` when it drew no slice).
    pub fn shown(&self) -> Option<Shown> {
        let (w0, grid) = self.last?;
        let hand = self.by_hand.as_ref();
        Some(Shown {
            w0,
            grid,
            slices: self.slices,
            version_space_vertices: self.version_space_vertices,
            by_hand: hand.map(|h| h.w),
            moves: hand.map_or(0, |h| h.moves),
            reached_in: hand.and_then(|h| h.goal).and_then(|g| g.reached_in),
            margin_point: self.margin_point.map(|p| p.to_array()),
            hovered_line: self.hovered_line,
            transform: self.transform.map(|(t, _)| t),
            visible: self.transform.map(|(_, r)| r),
        })
    }

    /// The view: its controls, the slice (or four), and a few lines of explanation under it.
    /// Whether the person moved w by hand this frame (a press or drag in a slice: the learner
    /// should pause).
    pub fn ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut WeightSpacePrefs,
        input: &Input<'_>,
    ) -> bool {
        let learner_w = input.w;
        // The column's width: what is drawn later (the explanations) wraps within it even where
        // a wide row before it pushed the column's edge out.
        let column = ui.available_width();
        // The learner has w back once it moves (a step, the timeline, Reset).
        if self
            .by_hand
            .as_ref()
            .is_some_and(|h| h.learner_w != learner_w)
        {
            self.by_hand = None;
        }
        ui.strong(t!("views-weight-heading"));
        ui.horizontal_wrapped(|ui| {
            ui.add_enabled_ui(!prefs.compare_errors, |ui| {
                egui::ComboBox::from_id_salt("weight space error")
                    .selected_text(prefs.measure.name())
                    .show_ui(ui, |ui| {
                        for measure in ErrorMeasure::ALL {
                            ui.selectable_value(&mut prefs.measure, measure, measure.name())
                                .on_hover_text(measure.formula());
                        }
                    })
                    .response
                    .on_hover_text(t!("views-weight-error-tip"));
            });
            ui.checkbox(&mut prefs.compare_errors, t!("views-weight-compare"))
                .on_hover_text(t!("views-weight-compare-tip"));
            ui.checkbox(&mut prefs.in_place, t!("views-weight-in-place"))
                .on_hover_text(t!("views-weight-in-place-tip"));
        });
        let goal_measure = if prefs.compare_errors {
            ErrorMeasure::ZeroOne
        } else {
            prefs.measure
        };
        let mut start_game = false;
        ui.horizontal_wrapped(|ui| {
            if self.by_hand.is_some() {
                if ui
                    .button(t!("views-weight-back-to-learner"))
                    .on_hover_text(t!("views-weight-back-to-learner-tip"))
                    .clicked()
                {
                    self.by_hand = None;
                }
            } else {
                start_game = ui
                    .button(t!("views-weight-you-learn"))
                    .on_hover_text(t!("views-weight-you-learn-tip"))
                    .clicked();
            }
        });
        let hand_w = self.by_hand.as_ref().map(|h| h.w);
        let following = hand_w.or(input.w).map_or(0.0, |w| w[0]);
        ui.horizontal(|ui| {
            let mut hold = prefs.hold_w0.is_some();
            let checkbox = ui
                .checkbox(&mut hold, t!("views-weight-hold"))
                .on_hover_text(t!("views-weight-hold-tip"));
            if checkbox.changed() {
                prefs.hold_w0 = hold.then_some(following);
            }
            if let Some(w0) = &mut prefs.hold_w0 {
                // Written as every number shown is: never "-0".
                ui.add(
                    egui::DragValue::new(w0)
                        .range(-MAX_HELD_W0..=MAX_HELD_W0)
                        .speed(0.01)
                        .custom_formatter(|v, _| number::significant(v, 4)),
                )
                .labelled_by(checkbox.id);
                // A typed "nan" or "1e999" is no slice: the w₀ of w instead.
                if !w0.is_finite() {
                    *w0 = following;
                }
                *w0 = w0.clamp(-MAX_HELD_W0, MAX_HELD_W0);
            }
        });
        let w0 = prefs.hold_w0.unwrap_or(following);
        if start_game {
            let mut hand = ByHand::new([w0, 0.0, 0.0], learner_w);
            hand.goal = Some(Goal {
                measure: goal_measure,
                lowest: f64::NAN,
                exact: false,
                reached_in: None,
            });
            self.by_hand = Some(hand);
        }
        if let Some(hand) = &mut self.by_hand {
            // w set by hand lies in the slice shown.
            hand.w[0] = w0;
            if let Some(goal) = &mut hand.goal
                && goal.measure != goal_measure
            {
                goal.measure = goal_measure;
                goal.reached_in = None;
            }
        }
        let by_hand = self.by_hand.is_some();
        let input = &Input {
            w: self.by_hand.as_ref().map(|h| h.w).or(input.w),
            answer: input.answer.filter(|_| !by_hand),
            hovered: input.hovered.or(self.hovered_line),
            ..*input
        };
        self.slices = 0;
        self.margin_point = None;
        if input.data.dim() != 2 {
            ui.weak(t!("views-weight-needs-plane"));
            self.last = None;
            return false;
        }
        if input.data.is_empty() {
            ui.weak(t!("views-weight-no-points"));
            self.last = None;
            return false;
        }
        let path = path_until(input.path, input.shown_t);
        let measures: &[ErrorMeasure] = if prefs.compare_errors {
            &COMPARED
        } else {
            std::slice::from_ref(&prefs.measure)
        };
        let minimiser = measures
            .contains(&ErrorMeasure::Squared)
            .then(|| squared_minimiser(input.data, w0).ok())
            .flatten();
        // w₁ and w₂ at (nearly) one scale: the view takes the shape of a plot's frame (the plot
        // less its axes' labels), and each plot shows exactly the view, all of it shaded.
        let columns = if measures.len() > 1 { 2 } else { 1 };
        let rows = measures.len().div_ceil(columns);
        let width = ui.available_width() / columns as f32;
        // The slices share the height left, but none is flatter than a square of its width (up
        // to 400 points): in a narrow column, as on a projector, the words below scroll instead.
        let square = (width - 40.0).clamp(120.0, 400.0);
        let height = ((ui.available_height() - 130.0) / rows as f32 - 20.0).max(square);
        let aspect = f64::from((width - 40.0).max(40.0) / (height - 30.0));
        let view = self
            .by_hand
            .as_ref()
            .and_then(|h| h.view)
            .unwrap_or_else(|| geometry::view_around(view_of(input.w, &path, minimiser), aspect));
        if let Some(hand) = &mut self.by_hand {
            hand.view.get_or_insert(view);
        }
        let grid = grid_size(input.data.len(), measures.len());
        self.last = Some((w0, grid));
        let version_space = if measures.contains(&ErrorMeasure::ZeroOne)
            && input.data.len() <= MAX_VERSION_SPACE_POINTS
        {
            version_space(input.data, w0, view)
        } else {
            Vec::new()
        };
        self.version_space_vertices = version_space.len();
        let margin_region = if input.hard_margin && input.data.len() <= MAX_VERSION_SPACE_POINTS {
            region(input.data, w0, view, 1.0)
        } else {
            Vec::new()
        };
        self.margin_point = geometry::nearest_in_polygon(&margin_region, DVec2::ZERO);
        let ink = if input.dark {
            Color32::WHITE
        } else {
            Color32::BLACK
        };
        let mut hovered = None;
        let mut pressed = None;
        let mut ranges = Vec::new();
        self.transform = None;
        for row in measures.chunks(columns) {
            ui.horizontal(|ui| {
                for &measure in row {
                    let shaded = self.shades.get(
                        ui.ctx(),
                        input.data,
                        Request {
                            view,
                            w0,
                            measure,
                            grid,
                            dark: input.dark,
                        },
                    );
                    ranges.push((measure, shaded.map(|s| s.range)));
                    let drawing = SliceDrawing {
                        input,
                        measure,
                        w0,
                        view,
                        shaded,
                        path: &path,
                        version_space: if measure == ErrorMeasure::ZeroOne {
                            &version_space
                        } else {
                            &[]
                        },
                        margin_region: &margin_region,
                        margin_point: self.margin_point,
                        minimiser: minimiser.filter(|_| measure == ErrorMeasure::Squared),
                        update_name: input.update_name.filter(|_| !by_hand),
                        ink,
                    };
                    ui.vertical(|ui| {
                        ui.set_width(width - 8.0);
                        if measures.len() > 1 {
                            ui.label(measure.name());
                        }
                        let id = format!("weight space {}", measure.id());
                        // The plot's width leaves out its axis of w₂.
                        let size = egui::vec2(width - 30.0, height);
                        let shown = slice_plot(ui, &id, size, &drawing);
                        if let Some(p) = shown.pointer {
                            hovered = Some((measure, p));
                        }
                        self.transform
                            .get_or_insert((shown.transform, shown.response.interact_rect));
                        pressed = pressed.or_else(|| pressed_at(ui, &shown));
                    });
                    self.slices += 1;
                }
            });
        }
        self.hovered_line = match (hovered, self.transform) {
            (Some((_, p)), Some((transform, _))) if input.data.len() <= MAX_POINT_LINES => {
                // Within 6 pixels of the line.
                let reach = 6.0 * transform.dvalue_dpos()[0].abs();
                line_near(input.data, w0, DVec2::new(p.x, p.y), reach)
            }
            _ => None,
        };
        let mut moved = false;
        if let Some((p, ended)) = pressed {
            let hand = self
                .by_hand
                .get_or_insert_with(|| ByHand::new([w0, p.x, p.y], learner_w));
            let w = [w0, p.x, p.y];
            if hand.w != w || hand.view.is_none() {
                hand.w = w;
                moved = true;
                // The plane, drawn before this view, shows the new w next frame.
                ui.ctx().request_repaint();
            }
            hand.view.get_or_insert(view);
            if ended {
                hand.move_ended(input.data);
            }
        }
        if let Some(goal) = self.by_hand.as_mut().and_then(|h| h.goal.as_mut())
            && goal.reached_in.is_none()
        {
            let sampled_low = ranges
                .iter()
                .find(|(m, _)| *m == goal.measure)
                .and_then(|(_, range)| range.map(|r| r.0));
            let has_version_space = version_space.len() >= 3;
            if let Some((lowest, exact)) = lowest_in_slice(
                input.data,
                goal.measure,
                w0,
                has_version_space,
                minimiser,
                sampled_low,
            ) {
                goal.lowest = lowest;
                goal.exact = exact;
            }
        }
        ui.scope(|ui| {
            ui.set_max_width(column);
            self.explain(ui, input, w0, &ranges, grid, hovered);
            self.explain_by_hand(ui, input.data);
        });
        moved
    }

    /// E_in of w set by hand under the four errors, and the game's goal and moves.
    fn explain_by_hand(&mut self, ui: &mut egui::Ui, data: &Dataset) {
        let Some(hand) = &mut self.by_hand else {
            return;
        };
        let errors = COMPARED
            .iter()
            .zip(hand.errors(data, COMPARED))
            .map(|(m, e)| format!("{} {}", m.name(), number::fixed(e, 4)))
            .collect::<Vec<_>>()
            .join(" · ");
        ui.label(t!(
            "views-weight-by-hand",
            w0 = number::fixed(hand.w[0], 3),
            w1 = number::fixed(hand.w[1], 3),
            w2 = number::fixed(hand.w[2], 3),
            errors = errors
        ));
        let Some(goal) = hand.goal.filter(|g| g.lowest.is_finite()) else {
            return;
        };
        let lowest = number::fixed(goal.lowest, 4);
        let known = if goal.exact {
            t!("views-weight-lowest-exact", lowest = lowest)
        } else {
            t!("views-weight-lowest-sampled", lowest = lowest)
        };
        match goal.reached_in {
            Some(moves) => {
                ui.strong(t!("views-weight-goal-reached", moves = moves));
            }
            None => {
                ui.label(t!(
                    "views-weight-goal",
                    measure = goal.measure.name(),
                    target = number::fixed(goal.target(), 4),
                    known = known,
                    moves = hand.moves
                ));
            }
        }
    }

    /// The words under the slices: w₀, what is shaded and how finely, and E_in at the pointer.
    fn explain(
        &self,
        ui: &mut egui::Ui,
        input: &Input<'_>,
        w0: f64,
        ranges: &[(ErrorMeasure, Option<(f64, f64)>)],
        grid: usize,
        hovered: Option<(ErrorMeasure, PlotPoint)>,
    ) {
        match ranges {
            [(measure, Some((low, high)))] => {
                ui.label(t!(
                    "views-weight-slice",
                    w0 = number::fixed(w0, 3),
                    measure = measure.name(),
                    low = number::fixed(*low, 3),
                    high = number::fixed(*high, 3)
                ));
            }
            _ => {
                ui.label(t!("views-weight-compare-slice", w0 = number::fixed(w0, 3)));
            }
        }
        let zero_one = ranges.iter().any(|(m, _)| *m == ErrorMeasure::ZeroOne);
        if zero_one {
            ui.label(if self.version_space_vertices >= 3 {
                t!("views-weight-version-space-shown")
            } else {
                t!("views-weight-version-space-none")
            });
        }
        if let Some((measure, p)) = hovered {
            let e = mean_error(input.data, &[w0, p.x, p.y], measure);
            ui.label(t!(
                "views-weight-pointer",
                w1 = number::fixed(p.x, 3),
                w2 = number::fixed(p.y, 3),
                e_in = number::fixed(e, 4)
            ));
        }
        egui::CollapsingHeader::new(t!("views-weight-how"))
            .id_salt("weight space how")
            .show(ui, |ui| {
                ui.weak(t!("views-weight-sampled", grid = grid.to_string()));
                if input.data.len() <= MAX_POINT_LINES {
                    ui.weak(t!("views-weight-lines"));
                }
                if ranges.iter().any(|(m, _)| *m != ErrorMeasure::ZeroOne) {
                    ui.weak(t!("views-weight-descent-tip"));
                }
                ui.weak(t!("views-weight-answer-tip"));
                ui.weak(t!("views-weight-drag-tip"));
                if input.hard_margin {
                    ui.weak(t!("views-weight-margin-tip"));
                }
            });
    }
}

/// The name of one step's arrow in weight space, by the learner's kind of update.
pub fn update_name(update: Update) -> &'static str {
    match update {
        Update::Correction | Update::KernelCorrection => t!("views-weight-step-correction"),
        Update::Point(_) => t!("views-weight-step-point"),
        Update::Batch => t!("views-weight-step-batch"),
        Update::Solve => t!("views-weight-step-solve"),
        Update::Pair => t!("views-weight-step-pair"),
    }
}

/// Where the primary button is pressed or was released in the slice, in (w₁, w₂), and whether
/// the press has ended (a click, or the end of a drag).
fn pressed_at(ui: &egui::Ui, shown: &slice::SliceResponse) -> Option<(DVec2, bool)> {
    let response = &shown.response;
    let ended = response.clicked() || response.drag_stopped_by(egui::PointerButton::Primary);
    let down = response.is_pointer_button_down_on() && ui.input(|i| i.pointer.primary_down());
    if !(down || ended) {
        return None;
    }
    let p = shown
        .transform
        .value_from_position(response.interact_pointer_pos()?);
    let p = DVec2::new(p.x, p.y);
    p.is_finite().then_some((p, ended))
}

#[cfg(test)]
pub(super) mod tests;
