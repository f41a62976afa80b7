//! How the parts' plots are sized: a fixed height at the desk, and on the stage as high as the
//! view leaves them (down to its bottom, from wherever their headings and legends end), side by
//! side in columns, or one under another on a narrow stage.

/// Narrower than this, in points, the stage's plots stand one under another.
const NARROW: f32 = 480.0;
/// A plot's height on a narrow stage, in points.
pub(super) const NARROW_PLOT_HEIGHT: f32 = 160.0;
/// The least height a plot is given when the settings, opened, leave it less: the view then
/// scrolls.
const LEAST_PLOT_HEIGHT: f32 = 120.0;

/// How high a plot is drawn: a fixed height, or down to a bottom (in the view's content) from
/// wherever its heading and legend leave it.
#[derive(Debug, Clone, Copy)]
pub(super) enum PlotHeight {
    Fixed(f32),
    DownTo(f32),
}

impl PlotHeight {
    /// The height from the cursor of `ui`.
    pub fn of(self, ui: &egui::Ui) -> f32 {
        match self {
            Self::Fixed(height) => height,
            Self::DownTo(bottom) => height_left(ui, bottom),
        }
    }
}

/// `count` columns of equal width, each drawn by `column_ui` (with its index) top down.
pub(super) fn side_by_side(
    ui: &mut egui::Ui,
    count: usize,
    mut column_ui: impl FnMut(&mut egui::Ui, usize),
) {
    ui.columns(count, |columns| {
        for (i, column) in columns.iter_mut().enumerate() {
            // Not justified, as a column's own layout is: its texts keep their spacing.
            column.vertical(|ui| column_ui(ui, i));
        }
    });
}

/// Whether the plots stand one under another.
pub(super) fn is_narrow(ui: &egui::Ui) -> bool {
    ui.available_width() < NARROW
}

/// The height left from the cursor of `ui` down to `bottom` (both in the view's content), at least
/// [`LEAST_PLOT_HEIGHT`].
fn height_left(ui: &egui::Ui, bottom: f32) -> f32 {
    (bottom - ui.cursor().min.y).max(LEAST_PLOT_HEIGHT)
}
