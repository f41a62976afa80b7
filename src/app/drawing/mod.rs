//! What every view draws with: the colours, the fonts, the markers of groups, legends, formula
//! text, the plane's geometry (plot ↔ screen, the clipped line, the w arrow), a value followed
//! over t with what its plot must say about it, and the still plot of the side panels' curves.

pub(super) mod fonts;
pub(super) mod formula;
pub mod geometry;
pub(super) mod legend;
pub mod palette;
pub(super) mod shapes;
pub(super) mod still_plot;
pub(super) mod trace;
