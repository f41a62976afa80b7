//! The theory panel on the right: the update geometry, separability and convergence,
//! and the switches of the dual view and the voted perceptron's region.

use egui::Ui;

use crate::learn::Algorithm;
use crate::t;

use super::App;
use super::plane_extras::MAX_ALPHA_POINTS;

impl App {
    pub(super) fn theory_panel_ui(&mut self, ui: &mut Ui) {
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
            .show(ui, |ui| {
                egui::CollapsingHeader::new(t!("views-theory-update-geometry"))
                    .id_salt("Update geometry")
                    .default_open(true)
                    .show(ui, |ui| self.update_view_ui(ui));
                egui::CollapsingHeader::new(t!("views-theory-separability"))
                    .id_salt("Separability and convergence")
                    .default_open(true)
                    .show(ui, |ui| self.convergence_ui(ui));
                if self.shown_learner().and_then(|l| l.smo()).is_some() {
                    egui::CollapsingHeader::new(t!("views-theory-svm"))
                        .id_salt("Support vector machine")
                        .default_open(true)
                        .show(ui, |ui| {
                            self.svm.panel_ui(ui, self.runs[0].learner());
                        });
                }
                egui::CollapsingHeader::new(t!("views-theory-dual"))
                    .id_salt("Dual form, averaged and voted")
                    .default_open(true)
                    .show(ui, |ui| self.dual_ui(ui));
            });
    }

    fn dual_ui(&mut self, ui: &mut Ui) {
        let has_dual = self.shown_learner().and_then(|l| l.dual()).is_some();
        let few = self.doc.len() <= MAX_ALPHA_POINTS;
        ui.add_enabled(
            has_dual && few,
            egui::Checkbox::new(
                &mut self.prefs.theory.show_alphas,
                t!("views-dual-show-alphas"),
            ),
        )
        .on_hover_text(t!("views-dual-show-alphas-tip"))
        .on_disabled_hover_text(if has_dual {
            t!(
                "views-dual-alphas-limit",
                max = MAX_ALPHA_POINTS.to_string()
            )
        } else {
            t!("views-dual-alphas-perceptrons-only").to_owned()
        });
        if self.prefs.theory.show_alphas && has_dual && few {
            ui.weak(t!("views-dual-alphas-note"));
        }
        let voted = self.prefs.learner.algorithm == Algorithm::Voted;
        ui.add_enabled(
            voted,
            egui::Checkbox::new(&mut self.prefs.theory.show_vote, t!("views-dual-show-vote")),
        )
        .on_hover_text(t!("views-dual-show-vote-tip"))
        .on_disabled_hover_text(t!("views-dual-show-vote-disabled"));
        match self.prefs.learner.algorithm {
            Algorithm::Averaged => {
                ui.weak(t!("views-dual-averaged-note"));
            }
            Algorithm::Voted => {
                ui.weak(t!("views-dual-voted-note"));
            }
            _ => {}
        }
    }
}
