//! The weight-space view beside the plane (MATH.md, "Weight space"): the slice of w with w₀ fixed
//! — the w₀ of the w shown, following it, or held — and (w₁, w₂) free. E_in under the error the
//! person picks is shaded over the slice (sampled on a grid, and it says so); each point is the
//! line yₙ(w₀ + w₁xₙ₁ + w₂xₙ₂) = 0, the side where it is right; the learner's path w₀ … w_t walks
//! across it; the squared error's minimiser is marked. Or the same slice under four errors side by
//! side, the lecture's small multiples: the surrogates bound 0/1 and have other minimisers. The
//! arrow from the origin to (w₁, w₂) is the plane's w arrow: the same colour, the same name;
//! pressing or dragging in a slice sets w by hand, and the plane's line follows.

pub mod by_hand;
mod controls;
mod explain;
mod shade;
mod slice;
mod slice_geometry;

use crate::app::drawing::formula::FormulaUi as _;
use egui::Color32;
use egui_plot::PlotPoint;
use glam::DVec2;

use self::by_hand::{ByHand, lowest_in_slice};
pub use self::shade::{ROWS_BUDGET, SLICED_ABOVE, grid_size};
use self::shade::{Request, Shaded, Shades, spread_over_frames};
use self::slice::{SliceDrawing, slice_plot};
use self::slice_geometry::{line_near, path_until, region, version_space, view_of};
use crate::app::drawing::geometry::{self, PlotRect};
use crate::app::drawing::trace::Trace;
use crate::app::prefs::WeightSpacePrefs;
use crate::data::Dataset;
use crate::learn::Update;
use crate::loss::ErrorMeasure;
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
    /// Whether the last frame's surfaces are computed over several frames (many points), so
    /// the shading follows w₀ a few frames behind.
    spread: bool,
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
        let w0 = self.controls_ui(ui, prefs, learner_w);
        let by_hand = self.by_hand.is_some();
        let input = &Input {
            w: self.by_hand.as_ref().map(|h| h.w).or(input.w),
            answer: input.answer.filter(|_| !by_hand),
            hovered: input.hovered.or(self.hovered_line),
            ..*input
        };
        self.slices = 0;
        self.spread = false;
        self.margin_point = None;
        if input.data.dim() != 2 {
            ui.weak_formula(t!("views-weight-needs-plane"));
            self.last = None;
            return false;
        }
        if input.data.is_empty() {
            ui.weak_formula(t!("views-weight-no-points"));
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
        let layout = SliceLayout::new(ui, measures.len());
        let view = self
            .by_hand
            .as_ref()
            .and_then(|h| h.view)
            .unwrap_or_else(|| {
                geometry::view_around(view_of(input.w, &path, minimiser), layout.aspect)
            });
        if let Some(hand) = &mut self.by_hand {
            hand.view.get_or_insert(view);
        }
        let grid = grid_size(input.data.len(), measures.len());
        self.last = Some((w0, grid));
        let (version_space, margin_region) =
            self.outline_regions(input, w0, view, measures.contains(&ErrorMeasure::ZeroOne));
        let slices = Slices {
            input,
            w0,
            view,
            grid,
            path: &path,
            version_space: &version_space,
            margin_region: &margin_region,
            margin_point: self.margin_point,
            minimiser,
            update_name: input.update_name.filter(|_| !by_hand),
            ink: if input.dark {
                Color32::WHITE
            } else {
                Color32::BLACK
            },
        };
        let drawn = self.slices_ui(ui, &slices, measures, layout);
        self.hovered_line = self.line_under_pointer(input.data, w0, drawn.hovered);
        let moved = match drawn.pressed {
            Some((p, ended)) => {
                self.move_by_hand(ui.ctx(), [w0, p.x, p.y], ended, view, learner_w, input.data)
            }
            None => false,
        };
        let has_version_space = version_space.len() >= 3;
        self.update_goal(input.data, w0, has_version_space, minimiser, &drawn.ranges);
        ui.scope(|ui| {
            ui.set_max_width(column);
            self.explain(ui, input, w0, &drawn.ranges, grid, drawn.hovered);
            self.explain_by_hand(ui, input.data);
        });
        moved
    }

    /// The version space in the slice at `w0` within `view` (when the 0/1 error is shaded,
    /// `with_version_space`) and the hard-margin SVM's region (when it is the learner), each
    /// empty when not drawn or for too many points; keeps their size and nearest point for
    /// [`Shown`].
    fn outline_regions(
        &mut self,
        input: &Input<'_>,
        w0: f64,
        view: PlotRect,
        with_version_space: bool,
    ) -> (Vec<DVec2>, Vec<DVec2>) {
        let few = input.data.len() <= MAX_VERSION_SPACE_POINTS;
        let version_space = if with_version_space && few {
            version_space(input.data, w0, view)
        } else {
            Vec::new()
        };
        self.version_space_vertices = version_space.len();
        let margin_region = if input.hard_margin && few {
            region(input.data, w0, view, 1.0)
        } else {
            Vec::new()
        };
        self.margin_point = geometry::nearest_in_polygon(&margin_region, DVec2::ZERO);
        (version_space, margin_region)
    }

    /// The slices, in rows of `layout.columns`: one per error of `measures`.
    fn slices_ui(
        &mut self,
        ui: &mut egui::Ui,
        slices: &Slices<'_>,
        measures: &[ErrorMeasure],
        layout: SliceLayout,
    ) -> Drawn {
        let mut drawn = Drawn {
            hovered: None,
            pressed: None,
            ranges: Vec::new(),
        };
        self.transform = None;
        let titled = measures.len() > 1;
        for row in measures.chunks(layout.columns) {
            ui.horizontal(|ui| {
                for &measure in row {
                    self.slice_ui(ui, slices, measure, titled, layout, &mut drawn);
                }
            });
        }
        drawn
    }

    /// One slice, shaded by `measure` (its name above it if `titled`); what the person did with
    /// it goes into `drawn`.
    fn slice_ui(
        &mut self,
        ui: &mut egui::Ui,
        slices: &Slices<'_>,
        measure: ErrorMeasure,
        titled: bool,
        layout: SliceLayout,
        drawn: &mut Drawn,
    ) {
        let shaded = self.shades.get(
            ui.ctx(),
            slices.input.data,
            Request {
                view: slices.view,
                w0: slices.w0,
                measure,
                grid: slices.grid,
                dark: slices.input.dark,
            },
        );
        drawn.ranges.push((measure, shaded.map(|s| s.range)));
        self.spread |= spread_over_frames(slices.grid, slices.input.data.len());
        let drawing = slices.drawing(measure, shaded);
        ui.vertical(|ui| {
            ui.set_width(layout.width - 8.0);
            if titled {
                ui.label(measure.name());
            }
            let id = format!("weight space {}", measure.id());
            // The plot's width leaves out its axis of w₂.
            let size = egui::vec2(layout.width - 30.0, layout.height);
            let shown = slice_plot(ui, &id, size, &drawing);
            if let Some(p) = shown.pointer {
                drawn.hovered = Some((measure, p));
            }
            self.transform
                .get_or_insert((shown.transform, shown.response.interact_rect));
            drawn.pressed = drawn.pressed.or_else(|| pressed_at(ui, &shown));
        });
        self.slices += 1;
    }

    /// The point whose line in the slice at `w0` passes within a few pixels of the pointer
    /// (`hovered`), while the points are few enough to be drawn as lines.
    fn line_under_pointer(
        &self,
        data: &Dataset,
        w0: f64,
        hovered: Option<(ErrorMeasure, PlotPoint)>,
    ) -> Option<usize> {
        match (hovered, self.transform) {
            (Some((_, p)), Some((transform, _))) if data.len() <= MAX_POINT_LINES => {
                // Within 6 pixels of the line.
                let reach = 6.0 * transform.dvalue_dpos()[0].abs();
                line_near(data, w0, DVec2::new(p.x, p.y), reach)
            }
            _ => None,
        }
    }

    /// Sets w by hand to `w`, pressed in a slice showing `view` (a move that `ended` when the
    /// press did); whether w changed.
    fn move_by_hand(
        &mut self,
        ctx: &egui::Context,
        w: [f64; 3],
        ended: bool,
        view: PlotRect,
        learner_w: Option<[f64; 3]>,
        data: &Dataset,
    ) -> bool {
        let hand = self
            .by_hand
            .get_or_insert_with(|| ByHand::new(w, learner_w));
        let mut moved = false;
        if hand.w != w || hand.view.is_none() {
            hand.w = w;
            moved = true;
            // The plane, drawn before this view, shows the new w next frame.
            ctx.request_repaint();
        }
        hand.view.get_or_insert(view);
        if ended {
            hand.move_ended(data);
        }
        moved
    }

    /// The game's goal, until it is reached: the lowest E_in of its error in the slice at `w0`
    /// (exact where it is known, else the lowest sampled in `ranges`).
    fn update_goal(
        &mut self,
        data: &Dataset,
        w0: f64,
        has_version_space: bool,
        minimiser: Option<[f64; 2]>,
        ranges: &[(ErrorMeasure, Option<(f64, f64)>)],
    ) {
        let Some(goal) = self.by_hand.as_mut().and_then(|h| h.goal.as_mut()) else {
            return;
        };
        if goal.reached_in.is_some() {
            return;
        }
        let sampled_low = ranges
            .iter()
            .find(|(m, _)| *m == goal.measure)
            .and_then(|(_, range)| range.map(|r| r.0));
        if let Some((lowest, exact)) = lowest_in_slice(
            data,
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
}

/// How the slices share the view's room: side by side in `columns`, each `width` × `height`
/// points, their (w₁, w₂) view of the plot's frame's `aspect`.
#[derive(Clone, Copy)]
struct SliceLayout {
    columns: usize,
    width: f32,
    height: f32,
    aspect: f64,
}

impl SliceLayout {
    /// The layout of `count` slices in what is left of `ui`.
    fn new(ui: &egui::Ui, count: usize) -> Self {
        // w₁ and w₂ at (nearly) one scale: the view takes the shape of a plot's frame (the plot
        // less its axes' labels), and each plot shows exactly the view, all of it shaded.
        let columns = if count > 1 { 2 } else { 1 };
        let rows = count.div_ceil(columns);
        let width = ui.available_width() / columns as f32;
        // The slices share the height left, but none is flatter than a square of its width (up
        // to 400 points): in a narrow column, as on a projector, the words below scroll instead.
        let square = (width - 40.0).clamp(120.0, 400.0);
        let height = ((ui.available_height() - 130.0) / rows as f32 - 20.0).max(square);
        let aspect = f64::from((width - 40.0).max(40.0) / (height - 30.0));
        Self {
            columns,
            width,
            height,
            aspect,
        }
    }
}

/// What every slice of a frame draws alike, whatever its error.
struct Slices<'a> {
    input: &'a Input<'a>,
    w0: f64,
    view: PlotRect,
    grid: usize,
    path: &'a [[f64; 3]],
    /// The version space (drawn in the 0/1 error's slice).
    version_space: &'a [DVec2],
    margin_region: &'a [DVec2],
    margin_point: Option<DVec2>,
    /// The squared error's minimiser (drawn in its slice).
    minimiser: Option<[f64; 2]>,
    update_name: Option<&'a str>,
    ink: Color32,
}

impl<'a> Slices<'a> {
    /// What the slice of `measure`, `shaded` by it, draws.
    fn drawing(&self, measure: ErrorMeasure, shaded: Option<&'a Shaded>) -> SliceDrawing<'a> {
        SliceDrawing {
            input: self.input,
            measure,
            w0: self.w0,
            view: self.view,
            shaded,
            path: self.path,
            version_space: if measure == ErrorMeasure::ZeroOne {
                self.version_space
            } else {
                &[]
            },
            margin_region: self.margin_region,
            margin_point: self.margin_point,
            minimiser: self.minimiser.filter(|_| measure == ErrorMeasure::Squared),
            update_name: self.update_name,
            ink: self.ink,
        }
    }
}

/// What the person did with the slices in a frame, and the E_in range each shaded.
struct Drawn {
    /// The slice under the pointer, and the pointer's (w₁, w₂) in it.
    hovered: Option<(ErrorMeasure, PlotPoint)>,
    /// Where a slice is pressed, and whether the press has ended.
    pressed: Option<(DVec2, bool)>,
    ranges: Vec<(ErrorMeasure, Option<(f64, f64)>)>,
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
