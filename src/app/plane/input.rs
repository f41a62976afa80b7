//! What the plane draws in a frame ([`Input`]): the points and how they are marked, the lines,
//! the last step, the other views' drawings and the compared run's line, and the legend and
//! axes around the plot.

use crate::app::prefs::ViewOptions;
use glam::DVec2;

use crate::app::document::{Label, Point};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot};
use crate::app::plane::derived::Derived;
use crate::learn::{Algorithm, Answer, Event};

/// Where other views' drawings go in the plane: `Under` the lines (after the tint), `Over`
/// everything else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layer {
    Under,
    Over,
}

/// Other views' drawings, painted with the plane's transform of this frame.
pub type Extras<'a> = &'a mut dyn FnMut(Layer, &egui::Painter, &ScreenFromPlot, PlotRect);

/// A curve a workspace draws on the plane (a target, a fit, a boundary), as its legend names
/// it: under the plane on a lecture's stage, where the workspace's panel is not shown, and in
/// the panel's own legend at the desk.
#[derive(Debug, Clone, PartialEq)]
pub struct CurveEntry {
    pub colour: egui::Color32,
    /// The stroke's width, in screen points, as the curve is drawn.
    pub width: f32,
    /// Drawn dashed (a target), or solid.
    pub dashed: bool,
    pub name: String,
    /// What the curve is, for the tooltip.
    pub tip: &'static str,
}

impl CurveEntry {
    /// A short sample of the curve's stroke across `rect`, as the plane draws it.
    pub fn paint_sample(&self, painter: &egui::Painter, rect: egui::Rect) {
        let ends = [rect.left_center(), rect.right_center()];
        let stroke = egui::Stroke::new(self.width, self.colour);
        if self.dashed {
            painter.extend(egui::Shape::dashed_line(&ends, stroke, 6.0, 3.0));
        } else {
            painter.line_segment(ends, stroke);
        }
    }
}

/// What the plane draws this frame.
pub struct Input<'a> {
    pub points: &'a [Point],
    pub algorithm: Algorithm,
    /// Which answer the solid line is.
    pub answer_kind: Answer,
    /// The answer g (w_t, or ŵ for pocket): the solid line.
    pub answer: Option<[f64; 3]>,
    /// w_t, drawn dashed beside the answer when they differ in kind (pocket, averaged).
    pub current: Option<[f64; 3]>,
    /// What the last step did.
    pub event: Option<Event>,
    pub mistakes: &'a Derived,
    /// The label a left click places.
    pub place: Label,
    /// A point to highlight because its marker is hovered in the loss panel.
    pub highlighted: Option<usize>,
    pub view: ViewOptions,
    pub data_id: u64,
    /// Drawings of other views (see [`Layer`]).
    pub extras: Option<Extras<'a>>,
    /// The line of a second run compared with this one, drawn over it.
    pub compared: Option<ComparedLine>,
    /// A title over the plane (the learner's name in the split view).
    pub title: Option<String>,
    /// How the points are marked.
    pub points_by: PointsBy<'a>,
    /// The room's named places for the keyboard's G (the point corrected next, support
    /// vectors, centres), worked out only when asked for.
    pub landmarks: Option<&'a dyn Fn() -> Vec<Landmark>>,
    /// The legend and the axes around the plot.
    pub look: Look,
    /// The workspace's own curves, named in the legend under the plane (empty where its panel
    /// names them).
    pub curves: &'a [CurveEntry],
    /// The workspace and its state, in words, that the figure's description begins with ("":
    /// none).
    pub figure_context: &'a str,
}

/// The legend and the axes around the plane's plot: as at the desk by default; smaller or
/// fewer on a lecture's stage and on a phone's page.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Look {
    /// The legend under the plane, its text this much the size of the window's (on a lecture's
    /// stage, where the caption has the large text); None: no legend (a phone's page, which has
    /// no room).
    pub legend: Option<f32>,
    /// The tick labels written inside the plane's frame, with no axes beside it, and a notice
    /// kept in the frame (a phone's page: the plane has the screen's width).
    pub compact_axes: bool,
}

impl Default for Look {
    fn default() -> Self {
        Self {
            legend: Some(1.0),
            compact_axes: false,
        }
    }
}

/// How the plane marks the points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum PointsBy<'a> {
    /// ○ and × by label, with the legend of the learners' marks (classifying).
    Label,
    /// ○ and × by label, with only them in the legend (a workspace with no learner).
    LabelOnly,
    /// ○ and × by label, as [`PointsBy::Label`], each label's markers this many times their
    /// size: the points' weights (lecture 8's costs of a false reject and a false accept).
    Weighed { positive: f32, negative: f32 },
    /// Group n's marker and colour for point n (K-means' clusters); plain grey rings while
    /// there are no groups, and above [`MAX_SHAPE_POINTS`] points (the groups then show in
    /// the view's own tint).
    Group(&'a [usize]),
}

/// The answer of a compared run, drawn in its own colour and dash over the plane's run.
#[derive(Debug, Clone, PartialEq)]
pub struct ComparedLine {
    /// The learner's name, for the legend.
    pub name: String,
    /// The answer's symbol: "w", "ŵ" or "w̄".
    pub symbol: &'static str,
    pub answer: [f64; 3],
    /// Its w_t, when the answer is another line (pocket, averaged).
    pub current: Option<[f64; 3]>,
}

/// A named place of the plane that G goes to.
#[derive(Debug, Clone, PartialEq)]
pub struct Landmark {
    /// What it is, with its number ("Support vector 2 of 3").
    pub name: String,
    pub at: DVec2,
    /// The point it is, if it is one.
    pub point: Option<usize>,
}
