//! The theory panel on the right (issue 4): the update geometry, separability and convergence,
//! and the switches of the dual view and the voted perceptron's region.

use egui::Ui;

use crate::learn::Algorithm;

use super::App;
use super::plane_extras::MAX_ALPHA_POINTS;

impl App {
    pub(super) fn theory_panel_ui(&mut self, ui: &mut Ui) {
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
            .show(ui, |ui| {
                egui::CollapsingHeader::new("Update geometry")
                    .default_open(true)
                    .show(ui, |ui| self.update_view_ui(ui));
                egui::CollapsingHeader::new("Separability and convergence")
                    .default_open(true)
                    .show(ui, |ui| self.convergence_ui(ui));
                egui::CollapsingHeader::new("Dual form, averaged and voted")
                    .default_open(true)
                    .show(ui, |ui| self.dual_ui(ui));
            });
    }

    fn dual_ui(&mut self, ui: &mut Ui) {
        let has_dual = self.learner.as_deref().and_then(|l| l.dual()).is_some();
        let few = self.doc.len() <= MAX_ALPHA_POINTS;
        ui.add_enabled(
            has_dual && few,
            egui::Checkbox::new(&mut self.prefs.theory.show_alphas, "αₙ on the points"),
        )
        .on_hover_text(
            "The dual form (seed 002): αₙ counts the updates made on point n, so \
             w = w₀ + Σ αₙ·η·yₙ·zₙ. Each point updated on gets a disc (larger for larger αₙ) and \
             its αₙ.",
        )
        .on_disabled_hover_text(if has_dual {
            format!("Shown for up to {MAX_ALPHA_POINTS} points.")
        } else {
            "Only the perceptrons (PLA, pocket, averaged, voted) count updates per point."
                .to_owned()
        });
        if self.prefs.theory.show_alphas && has_dual && few {
            ui.weak("Number beside a point: αₙ, the updates made on it.");
        }
        let voted = self.prefs.learner.algorithm == Algorithm::Voted;
        ui.add_enabled(
            voted,
            egui::Checkbox::new(&mut self.prefs.theory.show_vote, "Shade the vote"),
        )
        .on_hover_text(
            "Voted perceptron: every w met along the way votes sign(wᵀz), weighted by how many \
             visits it survived. Shaded by the vote's side and strength; the purple edge is where \
             the vote changes sign, which need not be a straight line. Compare it with w_t (the \
             line).",
        )
        .on_disabled_hover_text("Choose the voted perceptron under Learner.");
        match self.prefs.learner.algorithm {
            Algorithm::Averaged => {
                ui.weak(
                    "Averaged perceptron: the solid line is w̄, the mean of w over all visits; \
                     the dashed one is PLA's w_t.",
                );
            }
            Algorithm::Voted => {
                ui.weak(
                    "Voted perceptron: the shading is the vote, the purple edge its boundary, the \
                     line PLA's w_t.",
                );
            }
            _ => {}
        }
    }
}
