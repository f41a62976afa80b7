//! The theory panel on the right: the update geometry, separability and convergence,
//! and the switches of the dual view and the voted perceptron's region.

use egui::Ui;

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::learn::Answer;
use crate::script::Panel;
use crate::t;

use crate::app::classify::Classify;
use crate::app::drawing::outline::outlined;
use crate::app::plane::theory_layer::MAX_ALPHA_POINTS;
use crate::app::prefs::ClassifyPrefs;
use crate::app::shell::room::Frame;
use crate::number;

impl Classify {
    pub(in crate::app) fn theory_panel_ui(
        &mut self,
        ui: &mut Ui,
        cx: &mut Frame<'_, ClassifyPrefs>,
    ) {
        outlined(ui, Panel::Theory, |ui| self.theory_sections_ui(ui, cx));
    }

    fn theory_sections_ui(&mut self, ui: &mut Ui, cx: &mut Frame<'_, ClassifyPrefs>) {
        egui::ScrollArea::vertical()
            .auto_shrink(false)
            .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
            .show(ui, |ui| {
                egui::CollapsingHeader::new(t!("views-theory-update-geometry"))
                    .id_salt("Update geometry")
                    .default_open(true)
                    .show(ui, |ui| self.update_view_ui(ui, cx));
                egui::CollapsingHeader::new(t!("views-theory-separability"))
                    .id_salt("Separability and convergence")
                    .default_open(true)
                    .show(ui, |ui| self.convergence_ui(ui, cx));
                if let Some(svm_run) = self
                    .runs
                    .iter()
                    .position(|r| r.learner().and_then(|l| l.smo()).is_some())
                {
                    egui::CollapsingHeader::new(t!("views-theory-svm"))
                        .id_salt("Support vector machine")
                        .default_open(true)
                        .show(ui, |ui| {
                            self.svm.panel_ui(
                                ui,
                                self.runs[svm_run].learner(),
                                self.runs[svm_run].objectives(),
                            );
                            self.margins_ui(ui, cx.doc.data());
                        });
                }
                egui::CollapsingHeader::new(t!("views-theory-dual"))
                    .id_salt("Dual form, averaged and voted")
                    .default_open(true)
                    .show(ui, |ui| self.dual_ui(ui, cx));
            });
    }

    /// The geometric margin minₙ yₙsₙ/‖w‖ of every run whose answer is a line: beside PLA's, the
    /// hard-margin SVM's is the widest.
    fn margins_ui(&self, ui: &mut Ui, data: &crate::data::Dataset) {
        let margins: Vec<String> = self
            .runs
            .iter()
            .filter_map(|run| {
                let model = run.drawn_model()?;
                let w = model.linear_weights()?;
                let margin = crate::app::classify::svm_view::geometric_margin(w, data)?;
                Some(format!(
                    "{} {}",
                    crate::app::shell::status::learner_name(run.settings()),
                    number::fixed(margin, 4)
                ))
            })
            .collect();
        if !margins.is_empty() {
            ui.label_formula(t!("views-svm-margins", margins = margins.join(" · ")))
                .on_hover_formula(t!("views-svm-margins-tip"));
        }
    }

    fn dual_ui(&self, ui: &mut Ui, cx: &mut Frame<'_, ClassifyPrefs>) {
        let has_dual = self.shown_learner().and_then(|l| l.dual()).is_some();
        let few = cx.doc.len() <= MAX_ALPHA_POINTS;
        ui.add_enabled(
            has_dual && few,
            egui::Checkbox::new(
                &mut cx.settings.theory.show_alphas,
                t!("views-dual-show-alphas"),
            ),
        )
        .on_hover_formula(t!("views-dual-show-alphas-tip"))
        .on_disabled_hover_text(if has_dual {
            t!(
                "views-dual-alphas-limit",
                max = MAX_ALPHA_POINTS.to_string()
            )
        } else {
            t!("views-dual-alphas-perceptrons-only").to_owned()
        });
        if cx.settings.theory.show_alphas && has_dual && few {
            ui.weak_formula(t!("views-dual-alphas-note"));
        }
        let answer = cx.settings.learner.algorithm.answer();
        let voted = answer == Answer::Vote;
        ui.add_enabled(
            voted,
            egui::Checkbox::new(
                &mut cx.settings.theory.show_vote,
                t!("views-dual-show-vote"),
            ),
        )
        .on_hover_formula(t!("views-dual-show-vote-tip"))
        .on_disabled_hover_text(t!("views-dual-show-vote-disabled"));
        match answer {
            Answer::Average => {
                ui.weak_formula(t!("views-dual-averaged-note"));
            }
            Answer::Vote => {
                ui.weak_formula(t!("views-dual-voted-note"));
            }
            Answer::Current | Answer::Pocket => {}
        }
    }
}
