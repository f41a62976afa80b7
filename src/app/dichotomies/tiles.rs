//! The labellings as small multiples: the count against 2ᴺ and m_H(N), then a tile per
//! labelling (64 a page) with its ○ and × and its witness, or shaded where the set cannot
//! realise it, the reason on hover. The tile of the labelling the points carry is framed;
//! clicking a tile gives the points its labels (one undoable edit).

use crate::app::drawing::formula::FormulaUi as _;
use egui::{Color32, Sense, Stroke, StrokeKind, vec2};
use glam::DVec2;

use crate::app::drawing::geometry::{PlotRect, ScreenFromPlot, bounding_box, view_with_aspect};
use crate::app::drawing::{formula, palette};
use crate::t;
use crate::vc::Hypotheses;
use crate::vc::dichotomies::Labelling;

use super::Dichotomies;
use super::paint::{paint_marks, paint_witness};

/// Labellings on one page.
pub const PAGE: usize = 64;
/// A tile's side, in points: at the desk, and on a lecture's stage (whose text is larger).
const TILE: f32 = 50.0;
const TILE_ON_STAGE: f32 = 36.0;

/// "○××○": a labelling's labels, point 1 first.
pub fn symbols(labels: &[f64]) -> String {
    labels
        .iter()
        .map(|&y| if y > 0.0 { '○' } else { '×' })
        .collect()
}

impl Dichotomies {
    /// The section: the count, the pages and the tiles.
    /// The labels of the tile clicked, if one was.
    pub(super) fn labellings_ui(
        &mut self,
        ui: &mut egui::Ui,
        carried: Option<usize>,
    ) -> Option<Vec<f64>> {
        let h = self.place.hypotheses;
        let all = match self.labellings() {
            None => return None,
            Some(Err(why)) => {
                ui.colored_label(ui.visuals().error_fg_color, why);
                return None;
            }
            Some(Ok(all)) => all,
        };
        if all.len() <= 1 {
            ui.label_formula(t!("dichotomies-place-points"));
            return None;
        }
        // The pager first: the lines below it change with the listing, and a button must not
        // move between a press and its release.
        let pages = all.len().div_ceil(PAGE);
        let page = self.place.page.min(pages - 1);
        let mut page_to = None;
        if pages > 1 {
            ui.horizontal(|ui| {
                if ui
                    .add_enabled(page > 0, egui::Button::new(t!("dichotomies-page-previous")))
                    .clicked()
                {
                    page_to = Some(page - 1);
                }
                ui.label_formula(t!("dichotomies-page", page = page + 1, pages = pages));
                if ui
                    .add_enabled(
                        page + 1 < pages,
                        egui::Button::new(t!("dichotomies-page-next")),
                    )
                    .clicked()
                {
                    page_to = Some(page + 1);
                }
            });
        }
        let n = all.len().trailing_zeros();
        let realised = crate::vc::dichotomies::count(all);
        let growth = h.growth(n);
        ui.label(formula::body(ui, &super::count_sentence(h, all)));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-against",
                n = n,
                all = all.len(),
                growth = growth.to_string()
            ),
        ));
        if (realised as u128) < growth {
            ui.label(formula::body(ui, &fewer_text(h, realised, growth)));
        } else if (realised as u128) == 1u128 << n {
            ui.label_formula(t!("dichotomies-shattered", hypotheses = h.name(), n = n));
        }
        if let Some(to) = page_to {
            self.place.page = to;
        }
        let page = page_to.unwrap_or(page);
        let all = self.labellings().and_then(Result::ok)?;
        let shown = &all[page * PAGE..((page + 1) * PAGE).min(all.len())];
        let view = tile_view(self.points());
        let spacing = ui.spacing().item_spacing.x;
        let side = if self.on_stage { TILE_ON_STAGE } else { TILE };
        let columns =
            (((ui.available_width() + spacing) / (side + spacing)).floor() as usize).max(1);
        let mut clicked = None;
        for row in shown.chunks(columns) {
            ui.horizontal(|ui| {
                for labelling in row {
                    let current = carried == Some(labelling.index);
                    if tile_ui(ui, side, h, self.points(), view, labelling, current).clicked() {
                        clicked = Some(labelling.labels.clone());
                    }
                }
            });
        }
        if self.listing.is_pending() {
            ui.weak_formula(t!("dichotomies-listing"));
        }
        if !self.on_stage {
            ui.weak_formula(t!("dichotomies-click-hint"));
        }
        clicked
    }
}

/// Why the count falls short of m_H(N), in the set's terms.
fn fewer_text(h: Hypotheses, realised: usize, growth: u128) -> String {
    let growth = growth.to_string();
    match h {
        Hypotheses::Lines => t!(
            "dichotomies-fewer-lines",
            realised = realised,
            growth = growth
        ),
        Hypotheses::Rays | Hypotheses::Intervals => {
            t!(
                "dichotomies-fewer-line-of-points",
                realised = realised,
                growth = growth
            )
        }
        Hypotheses::Convex => t!(
            "dichotomies-fewer-convex",
            realised = realised,
            growth = growth
        ),
    }
}

/// The view every tile shows: the points' bounding box with a margin, square.
fn tile_view(points: &[[f64; 2]]) -> PlotRect {
    let content = bounding_box(points.iter().map(|p| DVec2::from(*p)))
        .unwrap_or(PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0)));
    let padded = content.padded(0.15);
    let side = padded.size().max_element().max(1e-9);
    view_with_aspect(
        PlotRect::new(
            padded.center() - DVec2::splat(side / 2.0),
            padded.center() + DVec2::splat(side / 2.0),
        ),
        1.0,
    )
}

/// One tile: its labels and witness, or shaded when not realised; the reason on hover.
fn tile_ui(
    ui: &mut egui::Ui,
    side: f32,
    h: Hypotheses,
    points: &[[f64; 2]],
    view: PlotRect,
    labelling: &Labelling,
    current: bool,
) -> egui::Response {
    let (rect, response) = ui.allocate_exact_size(vec2(side, side), Sense::click());
    let realised = labelling.realised.is_yes();
    // Put in words only when read: by a screen reader, or on hover (64 tiles a frame otherwise).
    let name = || {
        let (index, labels, hypotheses) = (labelling.index, symbols(&labelling.labels), h.name());
        let name = if realised {
            t!(
                "dichotomies-tile-realised",
                index = index,
                labels = labels,
                hypotheses = hypotheses
            )
        } else {
            t!(
                "dichotomies-tile-not-realised",
                index = index,
                labels = labels,
                hypotheses = hypotheses
            )
        };
        if current {
            t!("dichotomies-tile-carried", tile = name)
        } else {
            name
        }
    };
    response.widget_info(|| egui::WidgetInfo::selected(egui::Role::Button, true, current, name()));
    if ui.is_rect_visible(rect) {
        let painter = ui.painter_at(rect);
        let visuals = ui.visuals();
        let background = if realised {
            visuals.extreme_bg_color
        } else {
            not_realised_colour(visuals)
        };
        painter.rect_filled(rect, 3.0, background);
        let t = ScreenFromPlot::new(
            view,
            DVec2::new(f64::from(rect.left()), f64::from(rect.bottom())),
            DVec2::new(f64::from(rect.right()), f64::from(rect.top())),
        );
        paint_witness(
            &painter,
            &t,
            view,
            points,
            &labelling.labels,
            &labelling.realised,
            1.0,
        );
        paint_marks(&painter, &t, points, &labelling.labels, 3.2);
        let frame = if current {
            Stroke::new(3.0, visuals.strong_text_color())
        } else if response.hovered() {
            Stroke::new(1.5, visuals.strong_text_color())
        } else if realised {
            Stroke::new(1.0, visuals.weak_text_color())
        } else {
            Stroke::new(1.0, palette::NEGATIVE)
        };
        painter.rect_stroke(rect, 3.0, frame, StrokeKind::Inside);
    }
    response.on_hover_ui(|ui| {
        ui.strong(name());
        ui.label(labelling.realised.describe());
    })
}

/// The faint colour of a tile the set cannot realise.
fn not_realised_colour(visuals: &egui::Visuals) -> Color32 {
    visuals.error_fg_color.gamma_multiply(0.18)
}
