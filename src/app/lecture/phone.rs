//! The stage on a phone: a student's page in a class on a screen too narrow or too low for the
//! projector's stage. The main view is as large as the screen allows — the whole width held
//! upright, the whole height held across — with its tick labels inside it and no legend; the
//! caption, the question and the exercise sit under it (upright) or beside it (across) and
//! scroll; the workspace's panels wait behind tabs, one at a time in the main view's place.

use crate::app::command::Command;
use crate::app::drawing::formula::{self, FormulaResponse as _};
use crate::app::plane::Look;
use crate::app::shell::room::OnStage;
use crate::i18n::Language;
use crate::script::Panel;
use crate::t;

use super::Lecture;
use super::highlights::ACCENT;
use super::stage::{AroundTheRoom, Words, task_ui};

/// Narrower than this, or lower than [`PHONE_HEIGHT`] (in points), a student's page is laid
/// out for a phone.
const PHONE_WIDTH: f32 = 600.0;
const PHONE_HEIGHT: f32 = 480.0;
/// The caption's text on a phone, relative to the body's.
const CAPTION_SCALE: f32 = 1.1;
/// The least room the caption keeps under the main view (upright) or beside it (across).
const LEAST_CAPTION_HEIGHT: f32 = 150.0;
const LEAST_CAPTION_WIDTH: f32 = 220.0;
/// Held upright, the main view takes the height the caption leaves, and never less than this
/// share of its width: a longer exercise scrolls.
const LEAST_MAIN_VIEW_SHARE: f32 = 0.6;
/// The height of a tab and of the exercise's buttons, in points: a fingertip's.
pub const TOUCH_HEIGHT: f32 = 30.0;

impl Lecture {
    /// The stage on a phone under the lecture's bar, before the room: the tabs of the room's
    /// panels (`tabs`), the caption, the question and the exercise under the room (held
    /// upright) or beside it (held across), and where the room draws its main view or the
    /// panel of the tab chosen.
    pub(in crate::app) fn phone_stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        tabs: &[(Panel, &'static str)],
        language: Language,
        commands: &mut Vec<Command>,
    ) -> (OnStage, AroundTheRoom) {
        let below = ui.available_rect_before_wrap();
        let upright = below.height() >= below.width();
        let scene = self.scene;
        let scene_panel = self.stage_panel();
        // A tab chosen on another scene is forgotten: each scene opens on its main view.
        let mut tab = self
            .stage
            .phone_tab
            .filter(|(k, _)| *k == scene)
            .map(|(_, panel)| panel);
        let caption = if upright {
            let tabs_rect = egui::Panel::top("phone tabs")
                .show(ui, |ui| tabs_ui(ui, tabs, &mut tab, scene_panel))
                .response
                .rect;
            // The plane takes what the caption leaves, at least LEAST_MAIN_VIEW_SHARE of its
            // width; the caption at least its least room.
            let room = below.bottom() - tabs_rect.bottom();
            let wanted = self.stage.phone_caption_height + ui.spacing().window_margin.sum().y;
            let height = wanted
                .min(room - LEAST_MAIN_VIEW_SHARE * below.width())
                .max(LEAST_CAPTION_HEIGHT);
            egui::Panel::bottom("lecture caption")
                .resizable(false)
                .exact_size(height)
                .show(ui, |ui| self.phone_caption_ui(ui, language, commands))
                .response
                .rect
        } else {
            let width = (below.width() - below.height()).max(LEAST_CAPTION_WIDTH);
            egui::Panel::right("lecture caption")
                .resizable(false)
                .exact_size(width)
                .show(ui, |ui| {
                    tabs_ui(ui, tabs, &mut tab, scene_panel);
                    ui.separator();
                    self.phone_caption_ui(ui, language, commands);
                })
                .response
                .rect
        };
        self.stage.phone_tab = tab.map(|panel| (scene, panel));
        let centre = ui.available_rect_before_wrap();
        let on_stage = OnStage {
            panel: tab.or(scene_panel.filter(|p| *p == Panel::WeightSpace)),
            panel_width: centre.width(),
            main_view: tab.is_none(),
            // The plane has the screen's width: no legend, its tick labels inside it.
            plane: Look {
                legend: None,
                compact_axes: true,
            },
        };
        let around = AroundTheRoom::Phone {
            centre,
            tab,
            caption,
        };
        (on_stage, around)
    }

    /// The caption, the question and the exercise, scrolled when longer than their room.
    fn phone_caption_ui(
        &mut self,
        ui: &mut egui::Ui,
        language: Language,
        commands: &mut Vec<Command>,
    ) {
        let k = self.scene;
        let Some(task) = self.current().map(|scene| scene.task.clone()) else {
            return;
        };
        let words = Words::of(self, k, language);
        let mut task_drawn = 0.0;
        let scrolled = egui::ScrollArea::vertical()
            .auto_shrink([false, false])
            .show(ui, |ui| {
                ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
                words.ui(ui, CAPTION_SCALE);
                if let Some(task) = &task {
                    ui.spacing_mut().interact_size.y = TOUCH_HEIGHT;
                    ui.spacing_mut().button_padding.y = 6.0;
                    task_drawn = task_ui(ui, self, task, language, (false, true), commands);
                }
            });
        self.note_task_height(ui.ctx(), task_drawn);
        let needed = scrolled.content_size.y;
        if (needed - self.stage.phone_caption_height).abs() > 0.5 {
            self.stage.phone_caption_height = needed;
            ui.ctx().request_repaint();
        }
    }
}

/// Whether a student's page of `size` (in points) is laid out for a phone.
pub(in crate::app) fn is_a_phone(size: egui::Vec2) -> bool {
    size.x < PHONE_WIDTH || size.y < PHONE_HEIGHT
}

/// The tabs: the main view, then each panel the workspace offers; the one the scene brings
/// forward in the accent's colour.
fn tabs_ui(
    ui: &mut egui::Ui,
    tabs: &[(Panel, &'static str)],
    chosen: &mut Option<Panel>,
    scene_panel: Option<Panel>,
) {
    ui.horizontal(|ui| {
        ui.spacing_mut().interact_size.y = TOUCH_HEIGHT;
        ui.spacing_mut().button_padding = egui::vec2(10.0, 6.0);
        ui.selectable_value(chosen, None, t!("views-phone-tab-plane"));
        for &(panel, name) in tabs {
            let text = if scene_panel == Some(panel) {
                let font = egui::TextStyle::Button.resolve(ui.style());
                formula::job(name, font, ACCENT).into()
            } else {
                formula::text(ui.style(), name)
            };
            ui.selectable_value(chosen, Some(panel), text)
                .named_as(name);
        }
    });
}
