//! The lecture's four hypothesis sets side by side: each one's growth function m_H(N) as a
//! formula and at the student's N, the count on the student's own points, 2ᴺ, the break point
//! and d_vc; and log₂ m_H(N) over N = 1 … 12 against log₂ 2ᴺ = N, where the break point shows as
//! the first N a set's curve falls below the diagonal.

use egui::RichText;
use egui_plot::{Legend, Line, LineStyle, PlotPoints, Points};

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::still_plot::still_plot;
use crate::app::drawing::{formula, palette};
use crate::t;
use crate::vc::Hypotheses;
use crate::vc::dichotomies::MOST_POINTS;

use super::Dichotomies;

/// m_H(N) in closed form, as the lecture writes it (mathematics, the same in every language).
fn formula(h: Hypotheses) -> &'static str {
    match h {
        Hypotheses::Rays => "N + 1",
        Hypotheses::Intervals => "N(N + 1)/2 + 1",
        Hypotheses::Lines => "N² − N + 2",
        Hypotheses::Convex => "2ᴺ",
    }
}

/// Each set's colour on the plot.
fn colour(h: Hypotheses) -> egui::Color32 {
    match h {
        Hypotheses::Rays => palette::BLUISH_GREEN,
        Hypotheses::Intervals => palette::ORANGE,
        Hypotheses::Lines => palette::BLUE,
        Hypotheses::Convex => palette::REDDISH_PURPLE,
    }
}

impl Dichotomies {
    /// The section: the table of the four sets and their growth on a log scale.
    pub(super) fn sets_ui(&mut self, ui: &mut egui::Ui) {
        let n = self.points().len();
        let listed = (1..=MOST_POINTS).contains(&n);
        let big_n = n as u32;
        ui.label(formula::body(ui, t!("dichotomies-sets-explanation")));
        let mut chosen = None;
        for h in Hypotheses::ALL {
            ui.horizontal_wrapped(|ui| {
                if ui
                    .selectable_label(self.place.hypotheses == h, RichText::new(h.name()).strong())
                    .on_hover_formula(t!("dichotomies-sets-choose-tip"))
                    .clicked()
                {
                    chosen = Some(h);
                }
                ui.label(formula::job(
                    &format!("m_H(N) = {}", formula(h)),
                    egui::TextStyle::Monospace.resolve(ui.style()),
                    ui.visuals().text_color(),
                ));
            });
            let growth = h.growth(big_n).to_string();
            let yours = if listed {
                match self.count_of(h) {
                    Some(Ok(count)) if (count as u128) < h.growth(big_n) => t!(
                        "dichotomies-sets-yours-fewer",
                        n = n,
                        growth = growth.as_str(),
                        count = count
                    ),
                    Some(Ok(count)) => t!(
                        "dichotomies-sets-yours",
                        n = n,
                        growth = growth.as_str(),
                        count = count
                    ),
                    Some(Err(why)) => why,
                    None => String::new(),
                }
            } else {
                t!("dichotomies-sets-place-up-to", most = MOST_POINTS)
            };
            let break_point = match (h.break_point(), h.vc_dimension()) {
                (Some(k), Some(d)) => t!("dichotomies-sets-break", k = k, d = d),
                _ => t!("dichotomies-sets-no-break").to_owned(),
            };
            ui.indent(h.id(), |ui| {
                ui.label(formula::body(ui, &yours));
                ui.label(formula::body(ui, &break_point));
            });
        }
        if let Some(h) = chosen {
            self.choose(h);
        }
        ui.add_space(6.0);
        ui.strong_formula(t!("dichotomies-sets-plot-heading"));
        growth_plot(ui, self.place.hypotheses, listed.then_some(n));
        ui.label(formula::weak(ui, t!("dichotomies-sets-plot-note")));
    }
}

/// log₂ m_H(N) of each set for N = 1 … 12, the diagonal log₂ 2ᴺ = N dashed, each set's break
/// point marked; the chosen set drawn thicker, with the student's N.
fn growth_plot(ui: &mut egui::Ui, chosen: Hypotheses, n: Option<usize>) {
    let most = MOST_POINTS as u32;
    still_plot("dichotomies growth")
        .height(200.0)
        .legend(Legend::default().position(egui_plot::Corner::LeftTop))
        .include_x(0.0)
        .include_y(0.0)
        .x_axis_label("N")
        .y_axis_label(formula::text(ui.style(), "log₂ m_H(N)"))
        .show(ui, |plot_ui| {
            plot_ui.line(
                Line::new(
                    "2ᴺ",
                    PlotPoints::from_iter((1..=most).map(|k| [f64::from(k), f64::from(k)])),
                )
                .style(LineStyle::dashed_loose())
                .color(palette::GREY),
            );
            for h in Hypotheses::ALL {
                let curve: Vec<[f64; 2]> = (1..=most)
                    .map(|k| [f64::from(k), (h.growth(k) as f64).log2()])
                    .collect();
                plot_ui.line(
                    Line::new(h.name(), PlotPoints::from(curve))
                        .color(colour(h))
                        .width(if h == chosen { 3.0 } else { 1.5 }),
                );
                if let Some(k) = h.break_point() {
                    plot_ui.points(
                        // Unnamed: the legend names the sets, the note the diamonds.
                        Points::new("", vec![[f64::from(k), (h.growth(k) as f64).log2()]])
                            .color(colour(h))
                            .radius(5.0)
                            .shape(egui_plot::MarkerShape::Diamond),
                    );
                }
            }
            if let Some(n) = n {
                let k = n as u32;
                plot_ui.points(
                    Points::new("", vec![[f64::from(k), (chosen.growth(k) as f64).log2()]])
                        .color(colour(chosen))
                        .radius(7.0)
                        .filled(false),
                );
            }
        });
}
