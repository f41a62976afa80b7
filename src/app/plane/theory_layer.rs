//! The theory's additions to the plane: the dual form's αₙ on the points (seed 002), the widest
//! separator w_f as a faint line, and the voted perceptron's vote region (seed 002) with its
//! boundary. Painted through the plane's [`crate::app::plane::Layer`] hook with the plane's own
//! transform, so they pan and zoom with it.

use crate::app::drawing::formula;
use egui::{Align2, Color32, ColorImage, FontId, Pos2, Stroke, TextureHandle, TextureOptions};
use glam::DVec2;

use crate::learn::{Algorithm, Answer, Learner};
use crate::t;

use crate::app::document::Point;
use crate::app::drawing::geometry::{self, PlotRect, ScreenFromPlot};
use crate::app::drawing::palette;
use crate::app::drawing::placement;
use crate::app::plane::Layer;
use crate::app::prefs::TheoryOptions;

/// αₙ are drawn for at most this many points.
pub const MAX_ALPHA_POINTS: usize = 400;

/// Roughly how many vote evaluations one shading of the vote region may cost.
const VOTE_WORK: usize = 6_000_000;

/// The shaded vote region, kept until the learner, the points or the view change.
struct VoteShading {
    key: VoteKey,
    texture: TextureHandle,
    /// Where the texture goes on screen.
    rect: egui::Rect,
    /// Where neighbouring cells disagree, on screen.
    boundary: Vec<[Pos2; 2]>,
}

#[derive(Debug, Clone, PartialEq)]
struct VoteKey {
    t: u64,
    visits: u64,
    data_id: u64,
    view: [f64; 4],
    frame: [f32; 4],
    dark: bool,
}

/// The theory layer's runtime state: the vote shading it keeps, the αₙ it drew.
#[derive(Default)]
pub struct TheoryLayer {
    vote: Option<VoteShading>,
    /// The αₙ drawn last frame, (n, αₙ), for tests.
    pub drawn_alphas: Vec<(usize, u32)>,
}

/// What the theory layer draws this frame.
pub struct TheoryInput<'a> {
    pub learner: Option<&'a dyn Learner>,
    pub points: &'a [Point],
    pub options: TheoryOptions,
    pub w_f: Option<[f64; 3]>,
    pub data_id: u64,
}

/// Whether the vote region replaces the plane's tint.
pub fn shades_vote(options: TheoryOptions, algorithm: Algorithm) -> bool {
    options.show_vote && algorithm.answer() == Answer::Vote
}

impl TheoryLayer {
    /// Paints `layer`.
    pub fn paint(
        &mut self,
        layer: Layer,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        input: &TheoryInput<'_>,
    ) {
        let dark = painter.ctx().global_style().visuals.dark_mode;
        let ink = painter.ctx().global_style().visuals.strong_text_color();
        match layer {
            Layer::Under => {
                if let Some(learner) = input.learner
                    && shades_vote(input.options, learner.algorithm())
                {
                    self.paint_vote(painter, t, view, learner, input.data_id, dark);
                }
                if input.options.show_w_f
                    && let Some(w_f) = input.w_f
                    && let Some((a, b)) = geometry::line_in_view(view, w_f)
                {
                    let (a, b) = (screen(t, a), screen(t, b));
                    let colour = palette::BLUISH_GREEN.gamma_multiply(0.8);
                    painter.extend(egui::Shape::dashed_line(
                        &[a, b],
                        Stroke::new(2.0, colour),
                        3.0,
                        5.0,
                    ));
                    let along = (b - a).normalized();
                    formula::paint(
                        painter,
                        a + along * 30.0 + along.rot90() * 12.0,
                        Align2::CENTER_CENTER,
                        "w_f",
                        FontId::proportional(14.0),
                        colour,
                    );
                }
            }
            Layer::Over => {
                self.drawn_alphas.clear();
                if input.options.show_alphas
                    && let Some(dual) = input.learner.and_then(|l| l.dual())
                    && input.points.len() <= MAX_ALPHA_POINTS
                {
                    self.drawn_alphas
                        .extend(dual.alphas().enumerate().filter(|&(_, a)| a > 0));
                    paint_alphas(painter, t, input.points, &self.drawn_alphas, ink);
                    let legend = t!("views-extras-alphas-legend");
                    let pos = painter.clip_rect().left_top() + egui::vec2(8.0, 8.0);
                    let galley =
                        painter.layout_no_wrap(legend.to_owned(), FontId::proportional(13.0), ink);
                    let rect = egui::Rect::from_min_size(pos, galley.size()).expand(4.0);
                    painter.rect_filled(
                        rect,
                        3.0,
                        painter
                            .ctx()
                            .global_style()
                            .visuals
                            .window_fill
                            .gamma_multiply(0.9),
                    );
                    painter.galley(pos, galley, ink);
                }
            }
        }
    }

    fn paint_vote(
        &mut self,
        painter: &egui::Painter,
        t: &ScreenFromPlot,
        view: PlotRect,
        learner: &dyn Learner,
        data_id: u64,
        dark: bool,
    ) {
        let frame = painter.clip_rect();
        let counters = learner.counters();
        let key = VoteKey {
            t: counters.updates,
            visits: counters.visits,
            data_id,
            view: [view.min.x, view.min.y, view.max.x, view.max.y],
            frame: [frame.min.x, frame.min.y, frame.max.x, frame.max.y],
            dark,
        };
        if self.vote.as_ref().is_none_or(|v| v.key != key) {
            self.vote = Some(shade_vote(painter.ctx(), t, frame, learner, key, dark));
        }
        let Some(vote) = &self.vote else {
            return;
        };
        painter.image(
            vote.texture.id(),
            vote.rect,
            egui::Rect::from_min_max(Pos2::ZERO, Pos2::new(1.0, 1.0)),
            Color32::WHITE,
        );
        let stroke = Stroke::new(2.0, palette::REDDISH_PURPLE);
        for segment in &vote.boundary {
            painter.line_segment(*segment, stroke);
        }
    }
}

fn screen(t: &ScreenFromPlot, p: DVec2) -> Pos2 {
    crate::app::drawing::pos2(t.screen_from_plot(p))
}

/// The vote's sign on a grid of cells covering `frame`, as a texture, and the cell edges where
/// it changes.
fn shade_vote(
    ctx: &egui::Context,
    t: &ScreenFromPlot,
    frame: egui::Rect,
    learner: &dyn Learner,
    key: VoteKey,
    dark: bool,
) -> VoteShading {
    // Voters ≈ heap / (3 weights + a count); cells sized so the work stays bounded.
    let voters = (learner.heap_bytes() / 32).max(1);
    let area = f64::from(frame.width().max(1.0) * frame.height().max(1.0));
    let cells_wanted = (VOTE_WORK / voters).clamp(1_600, 40_000) as f64;
    let cell = ((area / cells_wanted).sqrt() as f32).max(3.0);
    let columns = ((frame.width() / cell).ceil() as usize).max(1);
    let rows = ((frame.height() / cell).ceil() as usize).max(1);
    let model = learner.model();
    let mut scores = vec![0.0f64; columns * rows];
    for r in 0..rows {
        for c in 0..columns {
            let centre = frame.min + egui::vec2((c as f32 + 0.5) * cell, (r as f32 + 0.5) * cell);
            let p = t.plot_from_screen(DVec2::new(f64::from(centre.x), f64::from(centre.y)));
            scores[r * columns + c] = model.score(&[p.x, p.y]);
        }
    }
    let strength = if dark { 0.35 } else { 0.28 };
    let pixels = scores
        .iter()
        .map(|&s| {
            let amount = (s.abs() as f32).clamp(0.0, 1.0) * 0.6 + 0.4;
            let colour = if s > 0.0 {
                palette::POSITIVE
            } else if s < 0.0 {
                palette::NEGATIVE
            } else {
                Color32::TRANSPARENT
            };
            colour.gamma_multiply(strength * amount)
        })
        .collect();
    let image = ColorImage::new([columns, rows], pixels);
    let texture = ctx.load_texture("vote region", image, TextureOptions::NEAREST);
    let sign = |s: f64| {
        if s > 0.0 {
            1
        } else if s < 0.0 {
            -1
        } else {
            0
        }
    };
    let at = |c: usize, r: usize| frame.min + egui::vec2(c as f32 * cell, r as f32 * cell);
    let mut boundary = Vec::new();
    for r in 0..rows {
        for c in 0..columns {
            let here = sign(scores[r * columns + c]);
            if c + 1 < columns && sign(scores[r * columns + c + 1]) != here {
                boundary.push([at(c + 1, r), at(c + 1, r + 1)]);
            }
            if r + 1 < rows && sign(scores[(r + 1) * columns + c]) != here {
                boundary.push([at(c, r + 1), at(c + 1, r + 1)]);
            }
        }
    }
    // The texture covers whole cells, a little past the frame (the painter clips it).
    let rect = egui::Rect::from_min_size(
        frame.min,
        egui::vec2(columns as f32 * cell, rows as f32 * cell),
    );
    VoteShading {
        key,
        texture,
        rect,
        boundary,
    }
}

/// αₙ beside each point that was updated on (`updated`: each such point's index and αₙ), and a
/// disc whose area grows with αₙ.
fn paint_alphas(
    painter: &egui::Painter,
    t: &ScreenFromPlot,
    points: &[Point],
    updated: &[(usize, u32)],
    ink: Color32,
) {
    // As large as the plane's other labels: 16 pixels on the stage at 1024×768.
    let font = FontId::proportional(13.0);
    for &(n, alpha) in updated {
        let Some(p) = points.get(n) else {
            continue;
        };
        let c = screen(t, p.x);
        let r = 5.0 + 3.0 * (alpha as f32).sqrt().min(6.0);
        painter.circle_filled(c, r, palette::ORANGE.gamma_multiply(0.35));
        placement::paint_text(
            painter,
            c + egui::vec2(r + 2.0, -r),
            Align2::LEFT_BOTTOM,
            alpha.to_string(),
            font.clone(),
            ink,
        );
    }
}
