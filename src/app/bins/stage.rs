//! The workspace on a lecture's stage, where its plots are the main view: one bar with the
//! part's buttons and a switch that opens its settings (closed until the teacher opens it: the class
//! sees the plots), and under it the part's plots as high as the view leaves them, side by side,
//! none below the fold. On a narrow stage (a phone) they stand one under another and scroll.

use crate::app::command::Command;
use crate::app::prefs::{BinsPrefs, BinsSection};
use crate::t;

use super::Bins;

impl Bins {
    /// The stage's view: the bar, the settings when opened, and the part's plots filling the
    /// rest of the view.
    pub(super) fn stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        let room = ui.available_height();
        egui::ScrollArea::vertical().show(ui, |ui| {
            // The bottom of the view in the content's own coordinates, which scroll with it,
            // less the figure's node for a screen reader under the plots (a point high).
            let bottom = ui.cursor().min.y + room - 2.0 * ui.spacing().item_spacing.y - 1.0;
            ui.horizontal_wrapped(|ui| {
                ui.toggle_value(&mut self.settings_open, t!("bins-stage-settings"));
                self.buttons_ui(ui, prefs, commands);
            });
            if self.settings_open {
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    self.stage_settings_ui(ui, prefs, commands);
                });
            }
            match prefs.section {
                BinsSection::OneBin => self.one.stage_ui(ui, prefs, bottom),
                BinsSection::Coins => self.coins.stage_ui(ui, prefs.eps, bottom, commands),
                BinsSection::ManyBins => self.many.stage_ui(ui, bottom),
            }
            self.figure = super::figure::summary(self, prefs);
            super::figure::node_ui(ui, &self.figure);
        });
    }
}
