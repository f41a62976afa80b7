//! What every view draws with: the colours, the fonts, the markers of groups, legends, formula
//! text, the plane's geometry (plot ↔ screen, the clipped line, the w arrow), a value followed
//! over t with what its plot must say about it, the still plot of the side panels' curves, the
//! outline a lecture draws around a panel, where a label goes on the plane, and
//! (natively) a QR code.

pub(super) mod fonts;
pub(super) mod formula;
pub mod geometry;
pub(super) mod legend;
mod marks;
pub(super) mod outline;
pub mod palette;
pub(super) mod placement;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod qr;
pub(super) mod shapes;
pub(super) mod still_plot;
pub(super) mod trace;

use glam::DVec2;

/// A point of the screen (egui's points, y down) from its [`DVec2`] form.
pub fn pos2(v: DVec2) -> egui::Pos2 {
    egui::Pos2::new(v.x as f32, v.y as f32)
}

/// A screen point as a [`DVec2`], for the plot ↔ screen arithmetic.
pub fn dvec(p: egui::Pos2) -> DVec2 {
    DVec2::new(f64::from(p.x), f64::from(p.y))
}
