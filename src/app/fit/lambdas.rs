//! Lecture 14's four fits side by side: the second fit's degree (the lecture's g₁₀) on the same
//! points at λ = 0, 10⁻⁴, 10⁻² and 1, each in a small frame of its own over x ∈ [−1, 1] with the
//! points and the target f (when the points are its draw), and under them a table of their
//! E_in and E_out (exact on the draw, else unknown). From a fit that chases the noise through a
//! tamed one to one pressed flat toward 0: weight decay's effect as the lecture's slide shows it.

use egui::{Sense, Shape, Stroke};
use glam::DVec2;

use super::Fits;
use super::cells::{shown, unwrapped};
use super::fits::{Candidate, g_name};
use super::paint::{FIT_COLOURS, TARGET_COLOUR, curve_on_screen};
use crate::app::drawing::formula::{self, FormulaUi as _};
use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot, bounding_box};
use crate::app::drawing::pos2;
use crate::fit::Polynomial;
use crate::t;

/// The weight decays of the lecture's side-by-side picture, with their names.
pub const LECTURE_LAMBDAS: [(f64, &str); 4] =
    [(0.0, "0"), (1e-4, "10⁻⁴"), (1e-2, "10⁻²"), (1.0, "1")];

/// A frame's height for its width: low, so that the four and their table fit a stage's panel.
const HEIGHT_PER_WIDTH: f32 = 0.42;

/// The fit at one λ, with its errors.
#[derive(Debug, Clone, PartialEq)]
pub struct AtLambda {
    pub lambda: f64,
    /// λ as the lecture writes it ("10⁻⁴").
    pub name: &'static str,
    pub g: Polynomial,
    pub e_in: f64,
    /// Exact, when the points are the target's draw.
    pub e_out: Option<f64>,
}

/// The second fit's degree on the fits' points at each of [`LECTURE_LAMBDAS`].
pub fn at_lambdas(fits: &Fits) -> Vec<AtLambda> {
    let degree = fits.fits[1].degree;
    LECTURE_LAMBDAS
        .iter()
        .map(|&(lambda, name)| {
            let g = Candidate { degree, lambda }.fit().fit(&fits.points);
            AtLambda {
                lambda,
                name,
                e_in: g.squared_error(&fits.points),
                e_out: fits
                    .target
                    .as_ref()
                    .map(|(f, sigma2)| g.exact_e_out(f, *sigma2)),
                g,
            }
        })
        .collect()
}

/// The view all four frames share: x ∈ [−1, 1], y round the points and the target.
fn shared_view(fits: &Fits) -> Option<PlotRect> {
    let points = fits.points.x.iter().zip(&fits.points.y);
    let mut around: Vec<DVec2> = points.map(|(&x, &y)| DVec2::new(x, y)).collect();
    if let Some((f, _)) = &fits.target {
        around.extend((0..=40).map(|i| {
            let x = -1.0 + f64::from(i) / 20.0;
            DVec2::new(x, f.value(x))
        }));
    }
    let content = bounding_box(around)?;
    let height = content.size().y.max(0.5);
    Some(PlotRect::new(
        DVec2::new(-1.05, content.min.y - 0.1 * height),
        DVec2::new(1.05, content.max.y + 0.1 * height),
    ))
}

/// The four frames in two rows of two (`all`, the fits at the four λ, made with the fits), each
/// with its λ in its corner, and under them a table of each λ's E_in and E_out; nothing without
/// points.
pub fn lambdas_ui(ui: &mut egui::Ui, fits: &Fits, all: &[AtLambda]) {
    let Some(view) = shared_view(fits) else {
        return;
    };
    let g = g_name(fits.fits[1].degree);
    ui.strong_formula(t!("fit-lambdas-heading", g = g.as_str()));
    let gap = ui.spacing().item_spacing.x;
    // A little short of half, so that the second frame never touches the panel's edge.
    let width = ((ui.available_width() - gap) / 2.0 - 4.0).max(80.0);
    for pair in all.chunks(2) {
        ui.horizontal(|ui| {
            for at in pair {
                frame_ui(ui, fits, at, view, width);
            }
        });
    }
    errors_ui(ui, all);
    ui.weak_formula(t!("fit-lambdas-note"));
}

/// Each λ's E_in and E_out, a row each.
fn errors_ui(ui: &mut egui::Ui, all: &[AtLambda]) {
    unwrapped(ui, |ui| {
        egui::Grid::new("fit lambdas errors")
            .num_columns(3)
            .striped(true)
            .show(ui, |ui| {
                ui.label("λ");
                ui.label(formula::strong(ui, "E_in"));
                ui.label(formula::strong(ui, "E_out"));
                ui.end_row();
                for at in all {
                    ui.label(at.name);
                    ui.monospace(shown(at.e_in));
                    match at.e_out {
                        Some(e_out) => ui.monospace(shown(e_out)),
                        None => ui.weak("?"),
                    };
                    ui.end_row();
                }
            });
    });
}

/// One frame: the points, f dashed, g at λ, and λ in its top left corner.
fn frame_ui(ui: &mut egui::Ui, fits: &Fits, at: &AtLambda, view: PlotRect, width: f32) {
    let size = egui::vec2(width, width * HEIGHT_PER_WIDTH);
    let (rect, _) = ui.allocate_exact_size(size, Sense::hover());
    let painter = ui.painter_at(rect);
    let visuals = ui.visuals();
    painter.rect_stroke(
        rect,
        2.0,
        Stroke::new(1.0, visuals.widgets.noninteractive.bg_stroke.color),
        egui::StrokeKind::Inside,
    );
    let t = ScreenFromPlot::new(
        view,
        DVec2::new(f64::from(rect.min.x), f64::from(rect.min.y)),
        DVec2::new(f64::from(rect.max.x), f64::from(rect.max.y)),
    );
    if let Some((f, _)) = &fits.target {
        let curve = curve_on_screen(|x| f.value(x), &t, view);
        painter.add(Shape::dashed_line(
            &curve,
            Stroke::new(1.5, TARGET_COLOUR),
            6.0,
            3.0,
        ));
    }
    let ink = visuals.text_color();
    for (&x, &y) in fits.points.x.iter().zip(&fits.points.y) {
        painter.circle_filled(pos2(t.screen_from_plot(DVec2::new(x, y))), 2.0, ink);
    }
    let curve = curve_on_screen(|x| at.g.value(x), &t, view);
    painter.add(Shape::line(curve, Stroke::new(2.0, FIT_COLOURS[1])));
    let corner = rect.left_top() + egui::vec2(4.0, 2.0);
    let name = format!("λ = {}", at.name);
    let font = egui::TextStyle::Small.resolve(ui.style());
    let galley = painter.layout_no_wrap(name, font, ink);
    painter.rect_filled(
        egui::Rect::from_min_size(corner, galley.size()).expand(1.0),
        2.0,
        visuals.extreme_bg_color.gamma_multiply(0.85),
    );
    painter.galley(corner, galley, ink);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::fit::fits::Draw;
    use crate::app::prefs::FitPrefs;
    use crate::lesson::fit::FitPart;

    /// On the lecture's draw: λ = 0 is the second fit itself, and more λ never lowers E_in
    /// (weight decay trades E_in for smaller weights), while the large λ's E_out is not the
    /// wild fit's.
    #[test]
    fn more_weight_decay_raises_e_in_from_the_fit_itself() {
        let prefs = FitPrefs::default();
        let draw = Draw::of(FitPart::from(&prefs).draw());
        let fits = Fits::of(&draw.points, &prefs, Some(&draw));
        let all = at_lambdas(&fits);
        assert_eq!(all.len(), 4);
        assert_eq!(all[0].g, fits.fits[1].g, "λ = 0 is the fit beside it");
        for pair in all.windows(2) {
            assert!(
                pair[1].e_in >= pair[0].e_in - 1e-12,
                "{:?}",
                (pair[0].e_in, pair[1].e_in)
            );
        }
        assert!(all.iter().all(|at| at.e_out.is_some()), "exact on the draw");
    }
}
