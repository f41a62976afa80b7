//! A plot that holds still: a small curve beside the plane (E_in over t, K-means' J, the SVM's
//! objectives, …) that neither pans, zooms nor scrolls, so the panel around it scrolls instead.

use egui::AsIdSalt;
use egui_plot::Plot;

/// A plot `id` that does not pan, zoom or scroll.
pub fn still_plot<'a>(id: impl AsIdSalt) -> Plot<'a> {
    Plot::new(id)
        .allow_boxed_zoom(false)
        .allow_drag(false)
        .allow_scroll(false)
}
