//! The weight-space view beside the plane (MATH.md, "Weight space"): the slice of w with w₀ fixed
//! — the w₀ of the w shown, following it, or held — and (w₁, w₂) free. E_in under the error the
//! person picks is shaded over the slice (sampled on a grid, and it says so); each point is the
//! line yₙ(w₀ + w₁xₙ₁ + w₂xₙ₂) = 0, the side where it is right; the learner's path w₀ … w_t walks
//! across it; the squared error's minimiser is marked. The arrow from the origin to (w₁, w₂) is
//! the plane's w arrow: the same colour, the same name.

use egui::{Color32, ColorImage, TextureHandle, TextureOptions};
use egui_plot::{Line, Plot, PlotBounds, PlotImage, PlotPoint, PlotPoints, Points, Text};
use glam::DVec2;
use serde::{Deserialize, Serialize};

use crate::app::drawing::geometry::{self, PlotRect};
use crate::app::drawing::palette;
use crate::app::drawing::trace::Trace;
use crate::data::Dataset;
use crate::loss::{ErrorMeasure, mean_error};
use crate::number;
use crate::t;
use crate::weight_space::{Axis, Slice, Surface, gradient, squared_minimiser};

/// The grid's cells × points it may cost per frame: the grid is coarser for many points.
const WORK_PER_SURFACE: usize = 4_000_000;
/// The grid's samples per axis, at most and at least.
const MAX_GRID: usize = 96;
const MIN_GRID: usize = 12;
/// The largest |w₀| the slice can be held at.
const MAX_HELD_W0: f64 = 1e6;
/// Points drawn as lines at most (beyond, the lines would be a grey wash).
const MAX_POINT_LINES: usize = 200;
/// Points whose version space is outlined at most (each clips the polygon once).
const MAX_VERSION_SPACE_POINTS: usize = 20_000;

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
}

impl Default for WeightSpacePrefs {
    fn default() -> Self {
        Self {
            show: false,
            measure: ErrorMeasure::ZeroOne,
            hold_w0: None,
        }
    }
}

/// What the view draws this frame.
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
    pub dark: bool,
}

/// The shaded surface last computed, kept while nothing it depends on changes.
struct Shaded {
    key: (u64, u64, [u64; 4], ErrorMeasure, usize, bool),
    texture: TextureHandle,
    view: PlotRect,
    grid: usize,
    range: (f64, f64),
}

/// The view's state between frames.
#[derive(Default)]
pub struct WeightView {
    shaded: Option<Shaded>,
    /// What the last frame showed, for tests and the status: (w₀, grid samples per axis).
    pub last: Option<(f64, usize)>,
    /// The version space's outline in the last frame: its vertices (0: none in view).
    pub version_space_vertices: usize,
}

impl WeightView {
    /// The view: its controls, the slice, and a line of explanation under it.
    pub fn ui(&mut self, ui: &mut egui::Ui, prefs: &mut WeightSpacePrefs, input: &Input<'_>) {
        ui.horizontal_wrapped(|ui| {
            ui.strong(t!("views-weight-heading"));
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
        let following = input.w.map_or(0.0, |w| w[0]);
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
        if input.data.dim() != 2 {
            ui.weak(t!("views-weight-needs-plane"));
            self.last = None;
            return;
        }
        if input.data.is_empty() {
            ui.weak(t!("views-weight-no-points"));
            self.last = None;
            return;
        }
        let path = path_until(input.path, input.shown_t);
        let minimiser = (prefs.measure == ErrorMeasure::Squared)
            .then(|| squared_minimiser(input.data, w0).ok())
            .flatten();
        // w₁ and w₂ at (nearly) one scale: the view takes the shape of the plot's frame (the
        // plot less its axes' labels), and the plot shows exactly the view, all of it shaded.
        let height = (ui.available_height() - 130.0).max(160.0);
        let aspect = f64::from((ui.available_width() - 40.0).max(40.0) / (height - 30.0));
        let view = geometry::view_around(view_of(input.w, &path, minimiser), aspect);
        let grid = grid_size(input.data.len());
        self.shade(ui.ctx(), input, view, w0, prefs.measure, grid);
        self.last = Some((w0, grid));
        let version_space = if prefs.measure == ErrorMeasure::ZeroOne
            && input.data.len() <= MAX_VERSION_SPACE_POINTS
        {
            version_space(input.data, w0, view)
        } else {
            Vec::new()
        };
        self.version_space_vertices = version_space.len();
        let ink = if input.dark {
            Color32::WHITE
        } else {
            Color32::BLACK
        };
        let shaded = self.shaded.as_ref();
        let response = Plot::new("weight space")
            .height(height)
            .allow_drag(false)
            .allow_zoom(false)
            .allow_scroll(false)
            .allow_boxed_zoom(false)
            .x_axis_label("w₁")
            .y_axis_label("w₂")
            .show(ui, |plot| {
                plot.set_plot_bounds(PlotBounds::from_min_max(
                    [view.min.x, view.min.y],
                    [view.max.x, view.max.y],
                ));
                if let Some(shaded) = shaded {
                    let size = shaded.view.size();
                    let centre = shaded.view.center();
                    plot.image(PlotImage::new(
                        t!("views-weight-surface"),
                        shaded.texture.id(),
                        PlotPoint::new(centre.x, centre.y),
                        egui::vec2(size.x as f32, size.y as f32),
                    ));
                }
                if input.data.len() <= MAX_POINT_LINES {
                    let grey = palette::GREY.gamma_multiply(0.7);
                    for n in 0..input.data.len() {
                        // Point n's line in w-space: w₀ + w₁xₙ₁ + w₂xₙ₂ = 0.
                        let line = [w0, input.data.feature(n, 1), input.data.feature(n, 2)];
                        if let Some((a, b)) = geometry::line_in_view(view, line) {
                            plot.line(
                                Line::new("", PlotPoints::from(vec![[a.x, a.y], [b.x, b.y]]))
                                    .color(grey)
                                    .width(1.0),
                            );
                        }
                    }
                }
                if let Some((a, b)) =
                    input
                        .hovered
                        .filter(|&n| n < input.data.len())
                        .and_then(|n| {
                            let line = [w0, input.data.feature(n, 1), input.data.feature(n, 2)];
                            geometry::line_in_view(view, line)
                        })
                {
                    plot.line(
                        Line::new("", PlotPoints::from(vec![[a.x, a.y], [b.x, b.y]]))
                            .color(ink)
                            .width(2.5),
                    );
                }
                if version_space.len() >= 3 {
                    let outline: Vec<[f64; 2]> = version_space.iter().map(|p| [p.x, p.y]).collect();
                    plot.polygon(
                        egui_plot::Polygon::new(
                            t!("views-weight-version-space"),
                            PlotPoints::from(outline),
                        )
                        .stroke(egui::Stroke::new(2.5, palette::BLUISH_GREEN))
                        .fill_color(Color32::TRANSPARENT),
                    );
                }
                if path.len() > 1 {
                    let points: Vec<[f64; 2]> = path.iter().map(|w| [w[1], w[2]]).collect();
                    plot.line(
                        Line::new(t!("views-weight-path"), PlotPoints::from(points.clone()))
                            .color(palette::ORANGE)
                            .width(2.0),
                    );
                    plot.points(
                        Points::new("", PlotPoints::from(points))
                            .color(palette::ORANGE)
                            .radius(2.5),
                    );
                }
                if let Some(w) = input.w {
                    plot.arrows(
                        egui_plot::Arrows::new(
                            "w",
                            PlotPoints::from(vec![[0.0, 0.0]]),
                            PlotPoints::from(vec![[w[1], w[2]]]),
                        )
                        .color(ink)
                        .tip_length(14.0)
                        .highlight(true),
                    );
                    // The name just past the tip, as the plane writes it.
                    let beyond = DVec2::new(w[1], w[2])
                        + (view.size().x * 0.04) * DVec2::new(w[1], w[2]).normalize_or_zero();
                    plot.text(Text::new("w", PlotPoint::new(beyond.x, beyond.y), "w").color(ink));
                }
                if let Some((g, symbol)) = input.answer {
                    plot.points(
                        Points::new(symbol, PlotPoints::from(vec![[g[1], g[2]]]))
                            .radius(6.0)
                            .color(ink),
                    );
                    plot.text(
                        Text::new(
                            symbol,
                            PlotPoint::new(g[1], g[2] + view.size().y * 0.04),
                            symbol,
                        )
                        .color(ink),
                    );
                }
                if let Some(w) = input.w
                    && let Some(g) = gradient(input.data, &w, prefs.measure)
                {
                    // −∇E_in at w_t, its direction in the slice at a fifth of the view.
                    let down = DVec2::new(-g[1], -g[2]);
                    if down.length() > 0.0 && down.is_finite() {
                        let tip = DVec2::new(w[1], w[2]) + down.normalize() * view.size().x * 0.2;
                        plot.arrows(
                            egui_plot::Arrows::new(
                                t!("views-weight-descent"),
                                PlotPoints::from(vec![[w[1], w[2]]]),
                                PlotPoints::from(vec![[tip.x, tip.y]]),
                            )
                            .color(palette::REDDISH_PURPLE)
                            .tip_length(10.0),
                        );
                    }
                }
                if let Some([m1, m2]) = minimiser {
                    plot.points(
                        Points::new(
                            t!("views-weight-minimiser"),
                            PlotPoints::from(vec![[m1, m2]]),
                        )
                        .shape(egui_plot::MarkerShape::Diamond)
                        .radius(6.0)
                        .color(palette::BLUISH_GREEN),
                    );
                }
                plot.pointer_coordinate()
            });
        let hovered = response.inner;
        self.explain(ui, input, w0, prefs.measure, hovered);
    }

    /// The words under the slice: w₀, what is shaded and how finely, and E_in at the pointer.
    fn explain(
        &self,
        ui: &mut egui::Ui,
        input: &Input<'_>,
        w0: f64,
        measure: ErrorMeasure,
        hovered: Option<PlotPoint>,
    ) {
        let Some(shaded) = &self.shaded else {
            return;
        };
        ui.label(t!(
            "views-weight-slice",
            w0 = number::fixed(w0, 3),
            measure = measure.name(),
            low = number::fixed(shaded.range.0, 3),
            high = number::fixed(shaded.range.1, 3)
        ));
        if measure == ErrorMeasure::ZeroOne {
            ui.label(if self.version_space_vertices >= 3 {
                t!("views-weight-version-space-shown")
            } else {
                t!("views-weight-version-space-none")
            });
        }
        if let Some(p) = hovered {
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
                ui.weak(t!("views-weight-sampled", grid = shaded.grid.to_string()));
                if input.data.len() <= MAX_POINT_LINES {
                    ui.weak(t!("views-weight-lines"));
                }
                if measure != ErrorMeasure::ZeroOne {
                    ui.weak(t!("views-weight-descent-tip"));
                }
                ui.weak(t!("views-weight-answer-tip"));
            });
    }

    /// Computes the shaded surface when what it shows has changed.
    fn shade(
        &mut self,
        ctx: &egui::Context,
        input: &Input<'_>,
        view: PlotRect,
        w0: f64,
        measure: ErrorMeasure,
        grid: usize,
    ) {
        let key = (
            input.data.id(),
            w0.to_bits(),
            [view.min.x, view.min.y, view.max.x, view.max.y].map(f64::to_bits),
            measure,
            grid,
            input.dark,
        );
        if self.shaded.as_ref().is_some_and(|s| s.key == key) {
            return;
        }
        let (Ok(w1), Ok(w2)) = (
            Axis::new(view.min.x, view.max.x, grid),
            Axis::new(view.min.y, view.max.y, grid),
        ) else {
            return;
        };
        let Ok(surface) = Surface::compute(input.data, Slice { w0, w1, w2 }, measure) else {
            return;
        };
        let (low, high) = surface
            .values
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &v| {
                (lo.min(v), hi.max(v))
            });
        let mut image = ColorImage::filled([grid, grid], Color32::TRANSPARENT);
        for j in 0..grid {
            for i in 0..grid {
                // The image's first row is the top: the largest w₂.
                let value = surface.at(i, grid - 1 - j);
                let level = if high > low {
                    (value - low) / (high - low)
                } else {
                    0.0
                };
                image.pixels[j * grid + i] = shade_of(level, input.dark);
            }
        }
        // Each sample is one cell centred on its grid point: the image spans half a cell more.
        let cell = DVec2::new(w1.hi - w1.lo, w2.hi - w2.lo) / (grid - 1) as f64;
        let covered = PlotRect::new(view.min - cell / 2.0, view.max + cell / 2.0);
        let texture = ctx.load_texture("weight space", image, TextureOptions::NEAREST);
        self.shaded = Some(Shaded {
            key,
            texture,
            view: covered,
            grid,
            range: (low, high),
        });
    }
}

/// The version space in the slice at `w₀`, within `view`: the (w₁, w₂) on the right side of every
/// point's line, yₙ(w₀ + w₁xₙ₁ + w₂xₙ₂) > 0 — a convex polygon (its closure), empty when no w of
/// the view gets every point right.
pub fn version_space(data: &Dataset, w0: f64, view: PlotRect) -> Vec<DVec2> {
    let mut polygon = view.corners().to_vec();
    for n in 0..data.len() {
        let y = data.label(n);
        let right_side = [y * w0, y * data.feature(n, 1), y * data.feature(n, 2)];
        polygon = geometry::clip_to_half_plane(&polygon, right_side, 0.0);
        if polygon.is_empty() {
            break;
        }
    }
    // A point is right only strictly off its line (y·s > 0): what is left with no area (every
    // line through one point, as at w₀ = 0 on XOR) is no version space.
    let twice_area: f64 = (0..polygon.len())
        .map(|i| polygon[i].perp_dot(polygon[(i + 1) % polygon.len()]))
        .sum();
    let view_area = view.size().x * view.size().y;
    if twice_area.abs() <= 1e-12 * view_area {
        return Vec::new();
    }
    polygon
}

/// Light for a low E_in, dark for a high one (level in [0, 1]).
fn shade_of(level: f64, dark: bool) -> Color32 {
    let level = level.clamp(0.0, 1.0) as f32;
    let (low, high) = if dark {
        (Color32::from_rgb(20, 24, 32), palette::SKY_BLUE)
    } else {
        (Color32::from_rgb(250, 250, 250), palette::BLUE)
    };
    let mix = |a: u8, b: u8| (f32::from(a) + (f32::from(b) - f32::from(a)) * level) as u8;
    let (low, high) = if dark { (high, low) } else { (low, high) };
    Color32::from_rgba_unmultiplied(
        mix(low.r(), high.r()),
        mix(low.g(), high.g()),
        mix(low.b(), high.b()),
        200,
    )
}

/// Samples per axis for `n` points: the grid costs at most [`WORK_PER_SURFACE`] errors.
pub fn grid_size(n: usize) -> usize {
    let side = (WORK_PER_SURFACE as f64 / n.max(1) as f64).sqrt() as usize;
    side.clamp(MIN_GRID, MAX_GRID)
}

/// The path up to the t shown.
fn path_until(path: &Trace<[f64; 3]>, shown_t: Option<u64>) -> Vec<[f64; 3]> {
    let until = shown_t.unwrap_or(u64::MAX);
    path.ts()
        .iter()
        .zip(path.values())
        .take_while(|(t, _)| **t <= until)
        .map(|(_, w)| *w)
        .collect()
}

/// The slice's square view: the origin, w, the path and the minimiser with a margin, at least
/// 2 wide.
pub fn view_of(w: Option<[f64; 3]>, path: &[[f64; 3]], minimiser: Option<[f64; 2]>) -> PlotRect {
    let points = std::iter::once(DVec2::ZERO)
        .chain(w.map(|w| DVec2::new(w[1], w[2])))
        .chain(path.iter().map(|w| DVec2::new(w[1], w[2])))
        .chain(minimiser.map(DVec2::from))
        .filter(|p| p.is_finite());
    let content = geometry::bounding_box(points).unwrap_or(PlotRect::new(DVec2::ZERO, DVec2::ZERO));
    let centre = content.center();
    let half = (content.size().max_element() * 0.6).max(1.0);
    PlotRect::new(centre - DVec2::splat(half), centre + DVec2::splat(half))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_grid_is_coarser_for_many_points() {
        assert_eq!(grid_size(10), MAX_GRID);
        assert!(grid_size(1_000) * grid_size(1_000) * 1_000 <= WORK_PER_SURFACE);
        assert_eq!(grid_size(10_000_000), MIN_GRID);
    }

    #[test]
    fn the_view_holds_the_origin_w_the_path_and_the_minimiser_square() {
        let view = view_of(
            Some([0.0, 3.0, -1.0]),
            &[[0.0, 0.0, 0.0], [1.0, -2.0, 0.5]],
            Some([0.5, 4.0]),
        );
        for p in [
            DVec2::ZERO,
            DVec2::new(3.0, -1.0),
            DVec2::new(-2.0, 0.5),
            DVec2::new(0.5, 4.0),
        ] {
            assert!(view.contains(p), "{p} outside {view:?}");
        }
        let size = view.size();
        assert!((size.x - size.y).abs() < 1e-12, "square: {size}");
        let tiny = view_of(None, &[], None);
        assert!(tiny.size().x >= 2.0);
    }

    #[test]
    fn the_version_space_holds_a_separating_w_and_every_vertex_makes_no_mistake() {
        let mut data = Dataset::new(2);
        for (x, y) in [
            ([1.0, 1.0], 1.0),
            ([2.0, 0.5], 1.0),
            ([-1.0, -0.5], -1.0),
            ([-0.5, -2.0], -1.0),
        ] {
            data.push(&x, y).expect("a finite point");
        }
        let view = PlotRect::new(DVec2::splat(-3.0), DVec2::splat(3.0));
        // w = (0.1, 1, 1) separates them: (1, 1) is inside the slice w₀ = 0.1's version space.
        let polygon = version_space(&data, 0.1, view);
        assert!(polygon.len() >= 3);
        let inside = |p: DVec2| {
            (0..polygon.len()).all(|i| {
                let (a, b) = (polygon[i], polygon[(i + 1) % polygon.len()]);
                (b - a).perp_dot(p - a) >= -1e-12
            }) || (0..polygon.len()).all(|i| {
                let (a, b) = (polygon[i], polygon[(i + 1) % polygon.len()]);
                (b - a).perp_dot(p - a) <= 1e-12
            })
        };
        assert!(inside(DVec2::new(1.0, 1.0)));
        let centre = polygon.iter().copied().sum::<DVec2>() / polygon.len() as f64;
        assert_eq!(
            mean_error(&data, &[0.1, centre.x, centre.y], ErrorMeasure::ZeroOne),
            0.0
        );
        // A label flipped so that no line separates them: no version space.
        let mut xor = Dataset::new(2);
        for (x, y) in [
            ([1.0, 1.0], 1.0),
            ([-1.0, -1.0], 1.0),
            ([1.0, -1.0], -1.0),
            ([-1.0, 1.0], -1.0),
        ] {
            xor.push(&x, y).expect("a finite point");
        }
        assert!(version_space(&xor, 0.0, view).is_empty());
    }

    #[test]
    fn the_path_stops_at_the_t_shown() {
        let mut path = Trace::default();
        for t in 0..5u64 {
            path.record(t, [t as f64, 0.0, 0.0]);
        }
        assert_eq!(path_until(&path, Some(2)).len(), 3);
        assert_eq!(path_until(&path, None).len(), 5);
    }
}
