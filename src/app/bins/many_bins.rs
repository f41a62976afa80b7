//! Many bins: M hypothesis lines on the square [−1, 1]² beside a target line, each one bin whose
//! μ is its E_out (exact, an area) and whose ν is its E_in on a sample of N points; the samples
//! bad for some h (|ν − μ| > ε) counted against the union bound 2M·exp(−2ε²N), and the h of least
//! E_in followed over the samples, its E_in below its E_out on average: chosen for its sample, it
//! is no longer one bin's sample.

use egui_plot::{Line, MarkerShape, PlotPoints, Points};
use glam::DVec2;

use crate::app::command::{BinsAction, Command, DichotomiesAction, RoomAction};
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::drawing::geometry::{PlotRect, line_in_view};
use crate::app::drawing::legend::{Entry, legend_ui};
use crate::app::drawing::palette;
use crate::app::drawing::still_plot::still_plot;
use crate::app::prefs::BinsPrefs;
use crate::bins::BinsError;
use crate::bins::many::{ManyBins, ManyOutcome, ManySampling};
use crate::lesson::Workspace;
use crate::number;
use crate::t;
use crate::vc::Hypotheses;

use super::controls::{self, Buttons};
use super::sizing::{self, PlotHeight};
use super::work::{Deadline, Draws};

/// "Draw 100".
pub(super) const MANY_SAMPLES: u64 = 100;

/// The many bins' samples, following M, N, ε and the seed.
pub(super) struct ManyView {
    pub sampling: Draws<(u64, u64, u64, u64), ManySampling>,
}

impl Default for ManyView {
    fn default() -> Self {
        Self {
            sampling: Draws::new(BinsError::Zero("hypotheses")),
        }
    }
}

/// M random lines and a target from the seed, and no samples yet.
fn bins_of(prefs: &BinsPrefs) -> Result<ManySampling, BinsError> {
    ManyBins::random(prefs.hypotheses, prefs.seed)
        .and_then(|bins| ManySampling::new(bins, prefs.points, prefs.eps, prefs.seed))
}

impl ManyView {
    pub fn follow(&mut self, prefs: &BinsPrefs) {
        let key = (
            prefs.hypotheses,
            prefs.points,
            prefs.eps.to_bits(),
            prefs.seed,
        );
        self.sampling
            .follow(key, prefs.drawn_on_open, || bins_of(prefs));
    }

    pub fn restart(&mut self, prefs: &BinsPrefs) {
        self.sampling.restart(|| bins_of(prefs));
    }

    /// This frame's slice of the samples queued; whether some are left.
    pub fn work(&mut self, deadline: Deadline) -> bool {
        self.sampling.work(deadline, ManySampling::draw_one)
    }

    pub fn status_text(&self) -> String {
        match &self.sampling.made {
            Err(why) => why.to_string(),
            Ok(sampling) => {
                let outcome = sampling.outcome();
                t!(
                    "bins-many-status",
                    samples = outcome.samples,
                    measured = measured_text(&outcome),
                    bound = number::fixed(outcome.union_bound, 4)
                )
            }
        }
    }

    /// The part's settings.
    pub fn settings_ui(ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        egui::Grid::new("bins many settings")
            .num_columns(2)
            .show(ui, |ui| {
                controls::count_row(ui, "M", t!("bins-m-tip"), &mut prefs.hypotheses, 200);
                controls::count_row(ui, "N", t!("bins-n-tip"), &mut prefs.points, 5000);
                controls::eps_row(ui, &mut prefs.eps);
            });
    }

    /// The part's two buttons, and what is still queued.
    pub fn buttons_ui(&self, ui: &mut egui::Ui, commands: &mut Vec<Command>) {
        let left = self.sampling.queue.left();
        Buttons {
            one_words: t!("bins-draw-one"),
            many_words: t!("bins-draw-hundred"),
            many: MANY_SAMPLES,
            action: BinsAction::DrawPointSamples,
        }
        .ui(
            ui,
            &self.sampling.made,
            (left > 0).then(|| t!("bins-drawing", left = left)),
            commands,
        );
        if let Ok(sampling) = &self.sampling.made {
            towards_dichotomies_ui(ui, sampling.n, commands);
        }
    }

    /// The lines on the square, the bad samples against the union bound, the chosen h, and the
    /// table of the bins, one under another.
    pub fn view_ui(&mut self, ui: &mut egui::Ui) {
        ui.label_formula(t!("bins-many-explanation"));
        let Ok(sampling) = &self.sampling.made else {
            return;
        };
        lines_plot_ui(ui, sampling, PlotHeight::Fixed(300.0));
        numbers_ui(ui, sampling);
        table_ui(ui, sampling);
    }

    /// On the stage: the lines on the square as high as the view leaves them (down to
    /// `bottom`), and beside it the numbers over the table of the bins (whose last rows, when M
    /// is large, the view scrolls to); on a narrow stage, one under another.
    pub fn stage_ui(&mut self, ui: &mut egui::Ui, bottom: f32) {
        let Ok(sampling) = &self.sampling.made else {
            ui.label_formula(t!("bins-many-explanation"));
            return;
        };
        if sizing::is_narrow(ui) {
            lines_plot_ui(ui, sampling, PlotHeight::Fixed(ui.available_width()));
            numbers_ui(ui, sampling);
            table_ui(ui, sampling);
            return;
        }
        sizing::side_by_side(ui, 2, |ui, column| {
            if column == 0 {
                lines_plot_ui(ui, sampling, PlotHeight::DownTo(bottom));
            } else {
                numbers_ui(ui, sampling);
                table_ui(ui, sampling);
            }
        });
    }
}

/// Where the union bound goes next: every line of the plane is infinitely many bins, but on N
/// points the lines make at most m_H(N) = N² − N + 2 dichotomies (the most any N points in the
/// plane allow, none three on a line), far fewer than 2ᴺ; the Dichotomies workspace counts them
/// on the window's points.
fn towards_dichotomies_ui(ui: &mut egui::Ui, n: u64, commands: &mut Vec<Command>) {
    ui.separator();
    let lines = Hypotheses::Lines;
    let n = u32::try_from(n).unwrap_or(u32::MAX);
    // 2ᴺ written out while it is a number to read, else as the power.
    let all = if n < 64 {
        (1u64 << n).to_string()
    } else {
        format!("2{}", number::superscript(n))
    };
    // Below the break point, lines make every dichotomy.
    ui.label_formula(if lines.break_point().is_some_and(|k| n < k) {
        t!("bins-many-towards-dichotomies-all", n = n, all = all)
    } else {
        t!(
            "bins-many-towards-dichotomies",
            n = n,
            growth = lines.growth(n).to_string(),
            all = all
        )
    });
    if ui
        .button(t!("bins-many-open-dichotomies"))
        .on_hover_text(t!("bins-many-open-dichotomies-tip"))
        .clicked()
    {
        commands.push(Command::SetWorkspace(Workspace::Dichotomies));
        // The growth functions, not the labellings: N points of many bins are far more than
        // the tiles can list.
        commands.push(RoomAction::Dichotomies(DichotomiesAction::ShowGrowth(lines)).into());
    }
}

/// The measured share of bad samples, or "—" before any sample: no sample measures nothing.
fn measured_text(outcome: &ManyOutcome) -> String {
    if outcome.samples == 0 {
        "—".to_owned()
    } else {
        number::fixed(outcome.measured, 4)
    }
}

/// The bad samples against the union bound, and the chosen h's mean E_in against its E_out.
fn numbers_ui(ui: &mut egui::Ui, sampling: &ManySampling) {
    let outcome = sampling.outcome();
    ui.label_formula(t!(
        "bins-many-union",
        bad = outcome.bad_for_some,
        samples = outcome.samples,
        measured = measured_text(&outcome),
        m = sampling.bins.hypotheses.len(),
        bound = number::fixed(outcome.union_bound, 4)
    ));
    if outcome.samples > 0 {
        ui.label_formula(t!(
            "bins-many-chosen",
            e_in = number::fixed(outcome.chosen_mean_nu, 4),
            e_out = number::fixed(outcome.chosen_mean_mu, 4)
        ));
    }
}

/// Each h's bin: its μ, its ν on the last sample, its bad samples; the chosen h marked.
fn table_ui(ui: &mut egui::Ui, sampling: &ManySampling) {
    let outcome = sampling.outcome();
    let last = sampling.last.as_ref().map(|(_, mistakes)| mistakes);
    let chosen = sampling.chosen();
    egui::Grid::new("bins many table")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            ui.label("h");
            ui.label_formula("μ = E_out(h)");
            ui.label_formula("ν = E_in(h)");
            ui.label(t!("bins-many-bad-column"));
            ui.end_row();
            for (i, mu) in sampling.bins.mu.iter().enumerate() {
                let name = if chosen == Some(i) {
                    format!("h{} ◀", number::subscript(i + 1))
                } else {
                    format!("h{}", number::subscript(i + 1))
                };
                ui.label(name);
                ui.label(number::fixed(*mu, 3));
                let nu = last.map_or_else(String::new, |m| {
                    number::fixed(m[i] as f64 / sampling.n as f64, 3)
                });
                ui.label(nu);
                ui.label(outcome.bad_per_hypothesis[i].to_string());
                ui.end_row();
            }
        });
}

/// The square with the target line, the M lines (the chosen one thick) and the last sample,
/// its legend above it; square, as high as `height` and no wider than the room.
fn lines_plot_ui(ui: &mut egui::Ui, sampling: &ManySampling, height: PlotHeight) {
    legend_ui(
        ui,
        &[
            Entry::line(t!("bins-plot-hypotheses"), palette::GREY),
            Entry::line(t!("bins-plot-chosen"), palette::ORANGE),
            Entry::line(t!("bins-plot-target"), palette::TARGET),
        ],
    );
    super::plots::room_above_plot(ui);
    let view = PlotRect::new(DVec2::splat(-1.0), DVec2::splat(1.0));
    let segment = |w: [f64; 3]| -> Vec<[f64; 2]> {
        line_in_view(view, w).map_or_else(Vec::new, |(a, b)| vec![[a.x, a.y], [b.x, b.y]])
    };
    let chosen = sampling.chosen();
    let side = height.of(ui).min(ui.available_width());
    still_plot("bins many lines")
        .height(side)
        .width(side)
        .data_aspect(1.0)
        .include_x(-1.0)
        .include_x(1.0)
        .include_y(-1.0)
        .include_y(1.0)
        .show(ui, |plot_ui| {
            for (i, &h) in sampling.bins.hypotheses.iter().enumerate() {
                let is_chosen = chosen == Some(i);
                let (name, colour, width) = if is_chosen {
                    (t!("bins-plot-chosen"), palette::ORANGE, 3.0)
                } else {
                    (t!("bins-plot-hypotheses"), palette::GREY, 1.0)
                };
                plot_ui.line(
                    Line::new(name, PlotPoints::from(segment(h)))
                        .color(colour)
                        .width(width),
                );
            }
            plot_ui.line(
                Line::new(
                    t!("bins-plot-target"),
                    PlotPoints::from(segment(sampling.bins.target)),
                )
                .color(palette::TARGET)
                .width(3.0),
            );
            if let Some((data, _)) = &sampling.last {
                let of = |sign: f64| -> Vec<[f64; 2]> {
                    (0..data.len())
                        .filter(|&n| data.label(n) * sign > 0.0)
                        .map(|n| [data.feature(n, 1), data.feature(n, 2)])
                        .collect()
                };
                plot_ui.points(
                    Points::new("○", of(1.0))
                        .shape(MarkerShape::Circle)
                        .filled(false)
                        .radius(4.0)
                        .color(palette::POSITIVE),
                );
                plot_ui.points(
                    Points::new("×", of(-1.0))
                        .shape(MarkerShape::Cross)
                        .radius(4.0)
                        .color(palette::NEGATIVE),
                );
            }
        });
}
