//! The stage: how a lecture fills the window in presentation mode, as presentation software
//! does — the scene's main view large, at most one panel beside it, the caption and question
//! under it, one thin bar for the lecture — and where each of those landed in the last frame.

/// Where the stage's parts were drawn in the last frame, in points (multiply by
/// `pixels_per_point` for pixels).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StageLayout {
    /// The whole window.
    pub window: egui::Rect,
    /// The scene's main view: the plane, or the weight-space slice.
    pub main_view: Option<egui::Rect>,
    /// The one panel shown beside it, if any.
    pub panel: Option<egui::Rect>,
    /// The caption with the question (and the exercise).
    pub caption: Option<egui::Rect>,
    /// The lecture's thin bar.
    pub bar: Option<egui::Rect>,
}
