//! The Bins workspace as the window drives it (a [`Room`]): its draws follow its settings (new
//! settings start them again from the seed), its actions queue samples and runs that the frame's
//! spare time works through a slice at a time, Step draws one and Reset starts again, and its
//! panels are the part's controls on the left (above the plots on a narrow window) and its
//! plots in the centre; on a lecture's stage, its plots alone (`stage.rs`).

use std::time::Duration;

use crate::app::command::{BinsAction, Command, RoomAction};
use crate::app::document::Document;
use crate::app::drawing::formula::FormulaUi as _;
use crate::app::prefs::{Announcements, BinsPrefs, BinsSection};
use crate::app::shell::narrator::Narration;
use crate::app::shell::room::{Frame, Room, Shared, controls_width};
use crate::app::shell::runner::Mode;
use crate::app::shell::step_commands::unless_a_step;
use crate::app::shell::tables::Table;
use crate::script::Panel;
use crate::t;

use super::work::Deadline;
use super::{Bins, coin_game, controls, figure, many_bins, one_bin};

/// Narrower than this (a phone), the controls stack above the plots.
const NARROW: f32 = 640.0;

impl Room for Bins {
    type Settings = BinsPrefs;

    fn open(_doc: &Document, settings: &BinsPrefs) -> Self {
        let mut bins = Self::default();
        bins.follow(settings);
        bins
    }

    fn sync(&mut self, shared: &mut Shared<'_, BinsPrefs>, ctx: &egui::Context) {
        self.follow(shared.settings);
        if self.busy() {
            ctx.request_repaint();
        }
    }

    fn apply(&mut self, command: Command, shared: &mut Shared<'_, BinsPrefs>) -> Option<Command> {
        self.follow(shared.settings);
        let prefs = &*shared.settings;
        let action = match command {
            Command::Room(RoomAction::Bins(action)) => action,
            // Step draws one of the part shown, Reset starts it again.
            Command::Step => match prefs.section {
                BinsSection::OneBin => BinsAction::DrawSamples(1),
                BinsSection::Coins => BinsAction::PlayRuns(1),
                BinsSection::ManyBins => BinsAction::DrawPointSamples(1),
            },
            Command::Reset => BinsAction::Restart,
            other => return unless_a_step(other),
        };
        match action {
            BinsAction::DrawSamples(count) => self.one.sampling.queue.add(count),
            BinsAction::PlayRuns(count) => self.coins.game.queue.add(count),
            BinsAction::PlayClass(count) => self.coins.class.queue.add(count),
            BinsAction::DrawPointSamples(count) => self.many.sampling.queue.add(count),
            BinsAction::Restart => match prefs.section {
                BinsSection::OneBin => self.one.restart(prefs),
                BinsSection::Coins => self.coins.restart(prefs),
                BinsSection::ManyBins => self.many.restart(prefs),
            },
        }
        None
    }

    fn advance(&mut self, shared: &mut Shared<'_, BinsPrefs>, _dt: f64, _budget: Duration) {
        shared.runner.stop();
    }

    /// The samples and runs queued, a slice per frame.
    fn spare_time(&mut self, shared: &mut Shared<'_, BinsPrefs>, ctx: &egui::Context) {
        self.follow(shared.settings);
        let deadline = Deadline::from_now();
        let one = self.one.work(shared.settings, deadline);
        let coins = self.coins.work(deadline);
        let many = self.many.work(deadline);
        if one || coins || many {
            ctx.request_repaint();
        }
    }

    fn panels_ui(&mut self, ui: &mut egui::Ui, frame: &mut Frame<'_, BinsPrefs>) {
        let prefs = &mut *frame.settings;
        if frame.stage.is_some() {
            let commands = &mut *frame.commands;
            let shown = egui::CentralPanel::default().show(ui, |ui| {
                self.stage_ui(ui, prefs, commands);
            });
            self.view_rect = Some(shown.response.rect);
            return;
        }
        egui::Panel::bottom("status").show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                ui.strong(frame.around.workspace.name());
                ui.separator();
                ui.label_formula(self.status_text(prefs));
            });
        });
        let narrow = ui.ctx().content_rect().width() < NARROW;
        let commands = &mut *frame.commands;
        if frame.around.view.show_controls && !narrow {
            egui::Panel::left("controls")
                .resizable(true)
                .default_size(controls_width(ui.ctx()))
                .show(ui, |ui| {
                    egui::ScrollArea::vertical().show(ui, |ui| {
                        self.controls_ui(ui, prefs, commands);
                    });
                });
        }
        let shown = egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if narrow {
                    self.controls_ui(ui, prefs, commands);
                    ui.separator();
                }
                self.view_ui(ui, prefs);
            });
        });
        self.view_rect = Some(shown.response.rect);
    }

    /// Its plots, where the plane would be: the workspace draws no plane.
    fn main_view(&self, _plane: Option<egui::Rect>) -> Option<egui::Rect> {
        self.view_rect
    }

    fn narration(
        &self,
        settings: &BinsPrefs,
        _doc: &Document,
        _mode: Mode,
        _detail: Announcements,
        _known: &str,
    ) -> Narration {
        Narration::of(self.status_text(settings))
    }

    fn tables(&self, settings: &BinsPrefs, _doc: &Document) -> Vec<Table> {
        figure::tables(self, settings)
    }

    /// On a phone's stage the plots are the main view: no panel behind a tab.
    fn phone_tabs(&self) -> Vec<(Panel, &'static str)> {
        Vec::new()
    }
}

impl Bins {
    /// The part's switch, its settings and buttons, the seed and "Start again".
    fn controls_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        section_switch_ui(ui, prefs);
        ui.separator();
        self.part_settings_ui(ui, prefs);
        self.buttons_ui(ui, prefs, commands);
        if prefs.section == BinsSection::Coins {
            ui.separator();
            coin_game::class_controls_ui(ui, &self.coins.class, commands);
        }
        ui.separator();
        self.seed_ui(ui, prefs, commands);
    }

    /// The settings the stage's switch opens: the part's switch, its settings (the one bin's
    /// plot over ε or N too), the seed and "Start again"; its buttons stay on the bar.
    pub(super) fn stage_settings_ui(
        &mut self,
        ui: &mut egui::Ui,
        prefs: &mut BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        section_switch_ui(ui, prefs);
        self.part_settings_ui(ui, prefs);
        if prefs.section == BinsSection::OneBin {
            one_bin::over_switch_ui(ui, prefs);
        }
        self.seed_ui(ui, prefs, commands);
    }

    fn part_settings_ui(&mut self, ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        match prefs.section {
            BinsSection::OneBin => one_bin::OneBin::settings_ui(ui, prefs),
            BinsSection::Coins => coin_game::CoinGameView::settings_ui(ui, prefs),
            BinsSection::ManyBins => many_bins::ManyView::settings_ui(ui, prefs),
        }
        // The settings take effect this frame (a new N: the next sample is of it).
        self.follow(prefs);
    }

    /// The part's two buttons.
    pub(super) fn buttons_ui(
        &self,
        ui: &mut egui::Ui,
        prefs: &BinsPrefs,
        commands: &mut Vec<Command>,
    ) {
        match prefs.section {
            BinsSection::OneBin => self.one.buttons_ui(ui, commands),
            BinsSection::Coins => self.coins.buttons_ui(ui, commands),
            BinsSection::ManyBins => self.many.buttons_ui(ui, commands),
        }
    }

    /// The seed, the draws made as a part opens, and "Start again".
    fn seed_ui(&mut self, ui: &mut egui::Ui, prefs: &mut BinsPrefs, commands: &mut Vec<Command>) {
        egui::Grid::new("bins seed").num_columns(2).show(ui, |ui| {
            let name = ui.label(t!("bins-seed"));
            ui.add(egui::DragValue::new(&mut prefs.seed))
                .labelled_by(name.id);
            ui.end_row();
            controls::count_row(
                ui,
                t!("bins-drawn-on-open"),
                t!("bins-drawn-on-open-tip"),
                &mut prefs.drawn_on_open,
                100_000,
            );
        });
        if ui.button(t!("bins-start-again")).clicked() {
            commands.push(Command::Room(RoomAction::Bins(BinsAction::Restart)));
        }
        self.follow(prefs);
    }

    /// The part shown: its pictures, plots and numbers, and their words for a screen reader.
    fn view_ui(&mut self, ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
        match prefs.section {
            BinsSection::OneBin => self.one.view_ui(ui, prefs),
            BinsSection::Coins => self.coins.view_ui(ui, prefs.eps),
            BinsSection::ManyBins => self.many.view_ui(ui),
        }
        self.figure = figure::summary(self, prefs);
        figure::node_ui(ui, &self.figure);
    }
}

/// Which part is shown.
fn section_switch_ui(ui: &mut egui::Ui, prefs: &mut BinsPrefs) {
    ui.horizontal_wrapped(|ui| {
        for (section, name) in [
            (BinsSection::OneBin, t!("bins-section-one")),
            (BinsSection::Coins, t!("bins-section-coins")),
            (BinsSection::ManyBins, t!("bins-section-many")),
        ] {
            ui.selectable_value(&mut prefs.section, section, name);
        }
    });
}
