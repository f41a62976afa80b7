//! The announcements: one sentence for each step, each key on the plane, each lecture scene and
//! each exercise's verdict, in the interface's language and at the detail the viewer chose. A
//! screen reader hears them through a live region of the accessibility tree (AccessKit's
//! `Live::Polite` node, named by the sentences of the last frame that said something); the
//! class reads them in the caption log under the plane.
//!
//! A room says what it is doing as a [`Narration`]; its sentence is said when what it is
//! about changes (a step, a stop), and not asked for while a run plays (it is said when the
//! run stops).

use std::collections::VecDeque;

use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::prefs::Announcements;
use crate::t;

/// How many sentences the log keeps.
pub const LOG_LENGTH: usize = 50;
/// How many the caption log shows.
const SHOWN: usize = 3;

/// A room's sentence and what it is about: the window says the sentence when `about` changes
/// (a step, a stop), not when only its numbers move with the points.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Narration {
    pub about: String,
    pub text: String,
}

impl Narration {
    /// A sentence about itself: said whenever it changes (a status line).
    pub fn of(text: String) -> Self {
        Self {
            about: text.clone(),
            text,
        }
    }
}

/// What was said, and what was last heard from the room, the lecture and the exercise.
#[derive(Debug, Default)]
pub struct Narrator {
    /// Said this frame, not yet in the live region.
    pending: Vec<String>,
    /// The sentences of the last frame that said something: the live region's name.
    latest: String,
    /// Every sentence said lately, oldest first.
    log: VecDeque<String>,
    /// What the room's sentence was last about, and the sentence (None before the first
    /// frame).
    room: Option<(String, String)>,
    /// The lecture's scene last announced (None: no scene playing).
    scene: Option<usize>,
    /// The exercise's verdict last announced.
    verdict: Option<String>,
}

/// The live region's id in the accessibility tree.
pub fn live_id() -> egui::Id {
    egui::Id::unique("linlab announcements")
}

impl Narrator {
    /// Says `text` this frame.
    pub fn say(&mut self, text: impl Into<String>) {
        let text = text.into();
        if !text.is_empty() {
            self.pending.push(text);
        }
    }

    /// The room's sentence this frame: said when what it is about changed (a room need not
    /// write a sentence about what was said already). The first frame's is remembered unsaid
    /// (the window has just opened).
    pub fn hear_room(&mut self, narration: Narration) {
        match &self.room {
            None => self.room = Some((narration.about, narration.text)),
            Some((about, _)) if *about == narration.about => {}
            Some(_) => {
                self.say(narration.text.clone());
                self.room = Some((narration.about, narration.text));
            }
        }
    }

    /// What the room's last sentence was about ("" before the first).
    pub fn room_about(&self) -> &str {
        self.room.as_ref().map_or("", |(about, _)| about)
    }

    /// The room's last sentence.
    pub fn room_text(&self) -> &str {
        self.room.as_ref().map_or("", |(_, text)| text)
    }

    /// The lecture's scene shown (None: none playing): a new one is said with its words.
    /// Whether it is a new one.
    pub fn hear_scene(&mut self, scene: Option<usize>, words: impl FnOnce() -> String) -> bool {
        if scene == self.scene {
            return false;
        }
        self.scene = scene;
        if scene.is_some() {
            self.say(words());
        }
        true
    }

    /// The exercise's verdict (None: no verdict): a new one is said.
    pub fn hear_verdict(&mut self, verdict: Option<String>) {
        if verdict != self.verdict {
            if let Some(text) = &verdict {
                self.say(text.clone());
            }
            self.verdict = verdict;
        }
    }

    /// Ends the frame: what was said goes to the log and the live region (unless the viewer
    /// turned the announcements off).
    pub fn end_frame(&mut self, ctx: &egui::Context, level: Announcements) {
        if level == Announcements::Off {
            self.pending.clear();
            return;
        }
        if !self.pending.is_empty() {
            self.latest = self.pending.join(" ");
            for text in self.pending.drain(..) {
                if self.log.len() == LOG_LENGTH {
                    self.log.pop_front();
                }
                self.log.push_back(text);
            }
        }
        let latest = self.latest.clone();
        ctx.accesskit_node_builder(live_id(), |node| {
            node.set_role(egui::accesskit::Role::Status);
            node.set_live(egui::accesskit::Live::Polite);
            node.set_label(latest);
        });
    }

    /// The sentences of the last frame that said something (the web page mirrors them).
    #[cfg(any(target_arch = "wasm32", test))]
    pub fn latest(&self) -> &str {
        &self.latest
    }

    /// The sentences said lately, oldest first.
    pub fn log(&self) -> impl Iterator<Item = &str> {
        self.log.iter().map(String::as_str)
    }

    /// The caption log: the last few sentences, the newest at the bottom and strong.
    pub fn caption_log_ui(&self, ui: &mut egui::Ui) {
        ui.horizontal(|ui| {
            ui.weak_formula(t!("access-caption-log-title"));
        });
        if self.log.is_empty() {
            ui.weak_formula(t!("access-caption-log-empty"));
            return;
        }
        let skip = self.log.len().saturating_sub(SHOWN);
        let last = self.log.len() - 1;
        for (k, text) in self.log.iter().enumerate().skip(skip) {
            let text = egui::RichText::new(text);
            ui.add(egui::Label::new(if k == last { text.strong() } else { text }).wrap());
        }
    }
}

/// What the Access menu asks for besides its settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MenuAsks {
    FocusPlane,
    Tables,
    PlayLossCurves,
}

/// The Access menu: how much the announcements say, the caption log, sound, the plane's keys
/// and the plots as tables.
pub fn menu_ui(
    ui: &mut egui::Ui,
    level: &mut Announcements,
    caption_log: &mut bool,
    sound: &mut bool,
) -> Option<MenuAsks> {
    let mut asks = None;
    ui.menu_button(t!("access-menu"), |ui| {
        ui.label_formula(t!("access-announcements"));
        for (value, name, tip) in [
            (
                Announcements::Off,
                t!("access-level-off"),
                t!("access-level-off-tip"),
            ),
            (
                Announcements::Brief,
                t!("access-level-brief"),
                t!("access-level-brief-tip"),
            ),
            (
                Announcements::Normal,
                t!("access-level-normal"),
                t!("access-level-normal-tip"),
            ),
            (
                Announcements::Full,
                t!("access-level-full"),
                t!("access-level-full-tip"),
            ),
        ] {
            ui.radio_value(level, value, name).on_hover_formula(tip);
        }
        ui.separator();
        ui.checkbox(caption_log, t!("access-caption-log"))
            .on_hover_formula(t!("access-caption-log-tip"));
        ui.checkbox(sound, t!("access-sound"))
            .on_hover_formula(t!("access-sound-tip"));
        if ui
            .add_enabled(*sound, egui::Button::new(t!("access-play-loss-curves")))
            .on_hover_formula(t!("access-play-loss-curves-tip"))
            .on_disabled_hover_text(t!("access-sound-off"))
            .clicked()
        {
            asks = Some(MenuAsks::PlayLossCurves);
            ui.close();
        }
        ui.separator();
        if ui
            .button(t!("access-focus-plane"))
            .on_hover_formula(t!("access-keys"))
            .clicked()
        {
            asks = Some(MenuAsks::FocusPlane);
            ui.close();
        }
        if ui
            .button(t!("access-tables"))
            .on_hover_formula(t!("access-tables-tip"))
            .clicked()
        {
            asks = Some(MenuAsks::Tables);
            ui.close();
        }
    });
    asks
}

#[cfg(test)]
mod tests {
    use super::*;

    fn about(about: &str, text: &str) -> Narration {
        Narration {
            about: about.to_owned(),
            text: text.to_owned(),
        }
    }

    #[test]
    fn a_room_is_said_when_what_it_is_about_changes() {
        let ctx = egui::Context::default();
        let mut narrator = Narrator::default();
        // The window's first frame: remembered, not said.
        narrator.hear_room(about("t=0", "Ready"));
        narrator.end_frame(&ctx, Announcements::Normal);
        assert_eq!(narrator.log().count(), 0);
        // The same thing again, with its numbers moved: not said again.
        narrator.hear_room(about("t=0", "Ready; 3 mistakes"));
        narrator.end_frame(&ctx, Announcements::Normal);
        assert_eq!(narrator.log().count(), 0);
        // A step.
        narrator.hear_room(about("t=1", "Update 1 on P2"));
        narrator.end_frame(&ctx, Announcements::Normal);
        assert_eq!(narrator.latest(), "Update 1 on P2");
        assert_eq!(narrator.room_text(), "Update 1 on P2");
        // A scene and a verdict in one frame: both, in order.
        narrator.hear_scene(Some(0), || "Scene 1 of 3.".to_owned());
        narrator.hear_verdict(Some("Right.".to_owned()));
        narrator.end_frame(&ctx, Announcements::Normal);
        assert_eq!(narrator.latest(), "Scene 1 of 3. Right.");
        // Off: nothing more is logged.
        narrator.hear_room(about("t=2", "Update 2 on P1"));
        narrator.end_frame(&ctx, Announcements::Off);
        assert_eq!(narrator.log().count(), 3);
    }

    #[test]
    fn the_log_keeps_the_last_sentences() {
        let ctx = egui::Context::default();
        let mut narrator = Narrator::default();
        for k in 0..LOG_LENGTH + 7 {
            narrator.say(format!("sentence {k}"));
            narrator.end_frame(&ctx, Announcements::Brief);
        }
        assert_eq!(narrator.log().count(), LOG_LENGTH);
        assert_eq!(narrator.log().next(), Some("sentence 7"));
    }
}
