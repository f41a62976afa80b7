//! A scene's highlights drawn over the plane: rings around points, arrows and labels at plane
//! coordinates, in the scene's accent colour, clipped to the plane.

use egui::{Align2, Color32, FontId, Painter, Pos2, Stroke, StrokeKind};
use glam::DVec2;

use crate::app::document::Point;
use crate::app::drawing::geometry::ScreenFromPlot;
use crate::app::drawing::{formula, palette, placement, pos2};
use crate::i18n::Language;
use crate::script::Highlight;

/// The colour of highlights: bright on both themes and apart from the labels' blue and
/// vermillion.
pub const ACCENT: Color32 = palette::ORANGE;

/// Draws `highlights` with `painter` (clipped to the plane) through `t`; `scale` thickens
/// lines and text in presentation mode.
pub fn paint(
    painter: &Painter,
    t: &ScreenFromPlot,
    points: &[Point],
    highlights: &[Highlight],
    language: Language,
    dark: bool,
    scale: f32,
) {
    let screen = |p: [f64; 2]| -> Pos2 { pos2(t.screen_from_plot(DVec2::new(p[0], p[1]))) };
    let stroke = Stroke::new(3.0 * scale, ACCENT);
    let font = FontId::proportional(15.0 * scale);
    let (ink, paper) = if dark {
        (Color32::WHITE, Color32::from_black_alpha(200))
    } else {
        (Color32::BLACK, Color32::from_white_alpha(220))
    };
    let label = |at: Pos2, text: &str, anchor: Align2| {
        let galley = painter.layout_job(formula::job(text, font.clone(), ink));
        // Inside the plane, clear of the points and of the labels placed before it.
        let size = galley.size() + egui::Vec2::splat(6.0 * scale);
        let rect = placement::place_near(painter.ctx(), at, size, anchor);
        painter.rect(rect, 4.0, paper, stroke, StrokeKind::Outside);
        painter.galley(rect.shrink(3.0 * scale).min, galley, ink);
    };
    for highlight in highlights {
        match highlight {
            Highlight::Ring { point } => {
                if let Some(p) = point.checked_sub(1).and_then(|n| points.get(n)) {
                    painter.circle_stroke(screen([p.x.x, p.x.y]), 15.0 * scale, stroke);
                }
            }
            Highlight::Arrow {
                from,
                to,
                label: text,
            } => {
                let (a, b) = (screen(*from), screen(*to));
                painter.arrow(a, b - a, stroke);
                if let Some(text) = text {
                    // Beyond the tip, away from the shaft: two arrows from one spot keep their
                    // labels apart.
                    let align = match (b.x < a.x, b.y > a.y) {
                        (false, false) => Align2::LEFT_BOTTOM,
                        (true, false) => Align2::RIGHT_BOTTOM,
                        (false, true) => Align2::LEFT_TOP,
                        (true, true) => Align2::RIGHT_TOP,
                    };
                    label(b, text.in_language(language), align);
                }
            }
            Highlight::Label { at, text } => {
                label(screen(*at), text.in_language(language), Align2::LEFT_BOTTOM);
            }
            // Panels are outlined where the window lays them out.
            Highlight::Panel { .. } => {}
        }
    }
}
