//! The bound B(N, k), the most dichotomies on N points when no k of them are shattered: its
//! table for N, k ≤ 10 with the cell the chosen set and the student's N sit in, the sum formula
//! B(N, k) = Σᵢ₌₀^{k−1} C(N, i), and the lecture's recursion shown on the student's own
//! dichotomies — grouped by their labels on the first N − 1 points, α pairs that differ only in
//! the last point and β that appear once, so that α + β ≤ B(N − 1, k) and α ≤ B(N − 1, k − 1).

use std::collections::BTreeMap;

use egui::RichText;

use crate::app::drawing::formula::{self, FormulaUi as _};
use crate::t;
use crate::vc::dichotomies::Labelling;
use crate::vc::{binomial, bound_b};

use super::Dichotomies;
use super::tiles::symbols;

/// The table's largest N and k.
const LARGEST: u32 = 10;
/// The groups listed at most.
const MOST_GROUPS: usize = 64;

/// The student's dichotomies grouped by their labels on the first N − 1 points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Groups {
    /// The labels on the first N − 1 points (bit n set: point n is ○), each with the last
    /// point's labels it comes with: (×, ○).
    pub by_prefix: BTreeMap<usize, (bool, bool)>,
}

impl Groups {
    /// The realised labellings of N ≥ 2 points, grouped.
    pub fn of(labellings: &[Labelling]) -> Option<Self> {
        let n = labellings.len().trailing_zeros();
        if n < 2 {
            return None;
        }
        let last = 1usize << (n - 1);
        let mut by_prefix = BTreeMap::new();
        for l in labellings.iter().filter(|l| l.realised.is_yes()) {
            let entry = by_prefix
                .entry(l.index & (last - 1))
                .or_insert((false, false));
            if l.index & last == 0 {
                entry.0 = true;
            } else {
                entry.1 = true;
            }
        }
        Some(Self { by_prefix })
    }

    /// α: the prefixes that come with both labels of the last point.
    pub fn alpha(&self) -> usize {
        self.by_prefix.values().filter(|(a, b)| *a && *b).count()
    }

    /// β: the prefixes that come with one.
    pub fn beta(&self) -> usize {
        self.by_prefix.len() - self.alpha()
    }
}

impl Dichotomies {
    /// The section: the table, the cell's sum, and the recursion on the student's dichotomies.
    pub(super) fn bound_ui(&mut self, ui: &mut egui::Ui) {
        let h = self.place.hypotheses;
        let n = self.points().len() as u32;
        let k = h.break_point();
        ui.label(formula::body(ui, t!("dichotomies-bound-explanation")));
        let cell = k.filter(|_| (1..=LARGEST).contains(&n)).map(|k| (n, k));
        table_ui(ui, cell);
        match (k, cell) {
            (None, _) => {
                ui.label(formula::body(
                    ui,
                    &t!("dichotomies-bound-no-break", hypotheses = h.name()),
                ));
                return;
            }
            (Some(k), Some((n, _))) => {
                ui.label(RichText::new(t!(
                    "dichotomies-bound-cell",
                    hypotheses = h.name(),
                    k = k,
                    n = n
                )));
                ui.monospace(sum_text(n, k));
            }
            (Some(_), None) => {
                ui.label(formula::weak(
                    ui,
                    &t!("dichotomies-bound-place-points", most = LARGEST),
                ));
                return;
            }
        }
        let Some(k) = k else { return };
        let Some(Ok(all)) = self.labellings() else {
            return;
        };
        let Some(groups) = Groups::of(all) else {
            return;
        };
        let (alpha, beta) = (groups.alpha(), groups.beta());
        let b = |n: u32, k: u32| bound_b(n, k).map_or_else(|| "—".to_owned(), |v| v.to_string());
        ui.add_space(6.0);
        ui.strong_formula(t!("dichotomies-bound-recursion-heading"));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-bound-grouped",
                count = 2 * alpha + beta,
                n = n,
                before = n - 1,
                alpha = alpha,
                beta = beta
            ),
        ));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-bound-alpha-beta",
                sum = alpha + beta,
                before = n - 1,
                k = k,
                bound = b(n - 1, k)
            ),
        ));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-bound-alpha",
                alpha = alpha,
                before = n - 1,
                less = k - 1,
                bound = b(n - 1, k - 1)
            ),
        ));
        ui.label(formula::body(
            ui,
            &t!(
                "dichotomies-bound-together",
                count = 2 * alpha + beta,
                first = b(n - 1, k),
                second = b(n - 1, k - 1),
                n = n,
                k = k,
                bound = b(n, k)
            ),
        ));
        egui::CollapsingHeader::new(t!("dichotomies-bound-groups"))
            .id_salt("dichotomies groups")
            .show(ui, |ui| {
                ui.label(formula::weak(ui, t!("dichotomies-bound-groups-explained")));
                for (&prefix, &(minus, plus)) in groups.by_prefix.iter().take(MOST_GROUPS) {
                    let labels: Vec<f64> = (0..n - 1)
                        .map(|i| if prefix >> i & 1 == 1 { 1.0 } else { -1.0 })
                        .collect();
                    let last = match (minus, plus) {
                        (true, true) => t!("dichotomies-bound-both"),
                        (true, false) => "×",
                        _ => "○",
                    };
                    ui.monospace(format!("{} | {last}", symbols(&labels)));
                }
                if groups.by_prefix.len() > MOST_GROUPS {
                    ui.label(formula::weak(
                        ui,
                        &t!(
                            "dichotomies-bound-more",
                            more = groups.by_prefix.len() - MOST_GROUPS
                        ),
                    ));
                }
            });
    }
}

/// "B(4, 4) = C(4, 0) + C(4, 1) + C(4, 2) + C(4, 3) = 1 + 4 + 6 + 4 = 15".
fn sum_text(n: u32, k: u32) -> String {
    let terms: Vec<String> = (0..k).map(|i| format!("C({n}, {i})")).collect();
    let values: Vec<String> = (0..k)
        .map(|i| binomial(n, i).map_or_else(|| "—".to_owned(), |v| v.to_string()))
        .collect();
    let total = bound_b(n, k).map_or_else(|| "—".to_owned(), |v| v.to_string());
    format!(
        "B({n}, {k}) = {} = {} = {total}",
        terms.join(" + "),
        values.join(" + ")
    )
}

/// The table of B(N, k), N down and k across, the cell `cell` marked: painted to the panel's
/// width (eleven columns of numbers do not fit a narrow panel as widgets), its text as large as
/// the cells allow.
fn table_ui(ui: &mut egui::Ui, cell: Option<(u32, u32)>) {
    let columns = LARGEST as f32 + 1.0;
    // Never wider than the panel: a first layout pass may offer any width.
    let width = ui.available_width().min(ui.max_rect().width());
    let cell_width = (width / columns).clamp(14.0, 40.0);
    let body = egui::TextStyle::Body.resolve(ui.style()).size;
    let font = egui::FontId::monospace((cell_width * 0.36).min(body));
    let cell_height = font.size * 1.5;
    let size = egui::vec2(cell_width * columns, cell_height * columns);
    let (rect, response) = ui.allocate_exact_size(size, egui::Sense::hover());
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Table, true, t!("dichotomies-bound-table"))
    });
    let visuals = ui.visuals();
    let painter = ui.painter_at(rect);
    let at = |row: u32, column: u32| {
        egui::Rect::from_min_size(
            rect.min + egui::vec2(column as f32 * cell_width, row as f32 * cell_height),
            egui::vec2(cell_width, cell_height),
        )
    };
    let write = |row: u32, column: u32, text: String, colour: egui::Color32| {
        painter.text(
            at(row, column).center(),
            egui::Align2::CENTER_CENTER,
            text,
            font.clone(),
            colour,
        );
    };
    let (ink, weak) = (visuals.strong_text_color(), visuals.weak_text_color());
    write(0, 0, "N\\k".to_owned(), weak);
    for k in 1..=LARGEST {
        write(0, k, k.to_string(), weak);
        write(k, 0, k.to_string(), weak);
    }
    for n in 1..=LARGEST {
        if n % 2 == 0 {
            painter.rect_filled(at(n, 1).union(at(n, LARGEST)), 0.0, visuals.faint_bg_color);
        }
        for k in 1..=LARGEST {
            if cell == Some((n, k)) {
                painter.rect_filled(at(n, k), 3.0, visuals.selection.bg_fill);
            }
            let value = bound_b(n, k).map_or_else(|| "—".to_owned(), |v| v.to_string());
            write(n, k, value, ink);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::vc::Hypotheses;
    use crate::vc::dichotomies::labellings;

    #[test]
    fn four_points_in_convex_position_group_as_the_lecture_says() {
        let square = [[0.0, 0.0], [1.0, 0.0], [1.0, 1.0], [0.0, 1.0]];
        let all = labellings(Hypotheses::Lines, &square).expect("four points");
        let groups = Groups::of(&all).expect("N ≥ 2");
        let (alpha, beta) = (groups.alpha(), groups.beta());
        assert_eq!(2 * alpha + beta, 14);
        // The first three points are shattered (8 prefixes); XOR's two miss one label each.
        assert_eq!(alpha + beta, 8);
        assert_eq!((alpha, beta), (6, 2));
        assert!(alpha + beta <= bound_b(3, 4).expect("small") as usize);
        assert!(alpha <= bound_b(3, 3).expect("small") as usize);
    }

    #[test]
    fn the_sum_is_written_term_by_term() {
        assert_eq!(
            sum_text(4, 4),
            "B(4, 4) = C(4, 0) + C(4, 1) + C(4, 2) + C(4, 3) = 1 + 4 + 6 + 4 = 15"
        );
    }
}
