//! The markers of groups of points beyond ○ and ×: K-means' clusters (and any other set of up to
//! eight groups), each with its own colour-blind-safe colour and its own shape, so a group is
//! told apart without colour too. The first four are seed 003's □ ◇ △ ☆.

use egui::{Color32, Painter, Pos2, Shape, Stroke, vec2};

use crate::app::drawing::palette;

/// The most groups that get a shape and colour of their own.
pub const MAX_GROUPS: usize = 8;

/// A marker's outline.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Marker {
    Square,
    Diamond,
    Triangle,
    Star,
    Circle,
    Plus,
    TriangleDown,
    Hexagon,
}

/// Group k's marker: □ ◇ △ ☆ first (seed 003), then ○ + ▽ ⬡.
pub const GROUP_MARKERS: [Marker; MAX_GROUPS] = [
    Marker::Square,
    Marker::Diamond,
    Marker::Triangle,
    Marker::Star,
    Marker::Circle,
    Marker::Plus,
    Marker::TriangleDown,
    Marker::Hexagon,
];

/// Group k's colour: the Okabe–Ito palette, with its yellow darkened to show on white.
pub const GROUP_COLOURS: [Color32; MAX_GROUPS] = [
    palette::BLUE,
    palette::VERMILLION,
    palette::BLUISH_GREEN,
    palette::REDDISH_PURPLE,
    palette::ORANGE,
    palette::SKY_BLUE,
    Color32::from_rgb(160, 140, 0),
    Color32::from_rgb(70, 70, 70),
];

/// The symbol of group k's marker, for legends and text.
pub fn group_symbol(k: usize) -> &'static str {
    crate::multiclass::CLASS_SYMBOLS[k % MAX_GROUPS]
}

pub fn group_colour(k: usize) -> Color32 {
    GROUP_COLOURS[k % MAX_GROUPS]
}

/// The corners of `marker` of radius `r` around `c` (for the outlined shapes).
fn corners(marker: Marker, c: Pos2, r: f32) -> Vec<Pos2> {
    let around = |n: usize, start_degrees: f32, radii: &[f32]| -> Vec<Pos2> {
        (0..n)
            .map(|i| {
                let angle = (start_degrees + 360.0 * i as f32 / n as f32).to_radians();
                let radius = r * radii[i % radii.len()];
                c + radius * vec2(angle.cos(), angle.sin())
            })
            .collect()
    };
    match marker {
        Marker::Square => around(4, 45.0, &[1.2]),
        Marker::Diamond => around(4, 0.0, &[1.3]),
        // Screen y points down: −90° is up.
        Marker::Triangle => around(3, -90.0, &[1.3]),
        Marker::TriangleDown => around(3, 90.0, &[1.3]),
        Marker::Star => around(10, -90.0, &[1.4, 0.6]),
        Marker::Hexagon => around(6, 0.0, &[1.15]),
        Marker::Circle | Marker::Plus => Vec::new(),
    }
}

/// Draws group k's marker at `c`, radius `r`, outlined (filled as well when `filled`).
pub fn paint_group_marker(painter: &Painter, k: usize, c: Pos2, r: f32, filled: bool) {
    paint_marker(
        painter,
        GROUP_MARKERS[k % MAX_GROUPS],
        group_colour(k),
        c,
        r,
        filled,
    );
}

pub fn paint_marker(
    painter: &Painter,
    marker: Marker,
    colour: Color32,
    c: Pos2,
    r: f32,
    filled: bool,
) {
    let stroke = Stroke::new((r * 0.35).max(1.5), colour);
    let fill = if filled { colour } else { Color32::TRANSPARENT };
    match marker {
        Marker::Circle => {
            painter.circle(c, r, fill, stroke);
        }
        Marker::Plus => {
            let arm = r * 1.3;
            let stroke = Stroke::new(stroke.width * 1.3, colour);
            painter.line_segment([c - vec2(arm, 0.0), c + vec2(arm, 0.0)], stroke);
            painter.line_segment([c - vec2(0.0, arm), c + vec2(0.0, arm)], stroke);
        }
        outlined => {
            let points = corners(outlined, c, r);
            // A star is not convex: fill it as a fan of triangles from its centre.
            if filled && outlined == Marker::Star {
                for i in 0..points.len() {
                    let next = points[(i + 1) % points.len()];
                    painter.add(Shape::convex_polygon(
                        vec![c, points[i], next],
                        fill,
                        Stroke::NONE,
                    ));
                }
                painter.add(Shape::closed_line(points, stroke));
            } else if filled {
                painter.add(Shape::convex_polygon(points, fill, stroke));
            } else {
                painter.add(Shape::closed_line(points, stroke));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_group_has_its_own_marker_colour_and_symbol() {
        for a in 0..MAX_GROUPS {
            for b in 0..a {
                assert_ne!(GROUP_MARKERS[a], GROUP_MARKERS[b]);
                assert_ne!(GROUP_COLOURS[a], GROUP_COLOURS[b]);
                assert_ne!(group_symbol(a), group_symbol(b));
            }
        }
    }

    #[test]
    fn outlined_markers_have_their_corners() {
        let c = Pos2::new(10.0, 10.0);
        assert_eq!(corners(Marker::Square, c, 5.0).len(), 4);
        assert_eq!(corners(Marker::Triangle, c, 5.0).len(), 3);
        assert_eq!(corners(Marker::Star, c, 5.0).len(), 10);
        // The triangle points up on screen.
        let top = corners(Marker::Triangle, c, 5.0)[0];
        assert!(top.y < c.y);
    }
}
