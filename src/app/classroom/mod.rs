//! The classroom side of the window: files (open, save, drop), lessons, export and presentation
//! mode. Their state lives in one [`Classroom`] the [`App`] holds; their
//! controls push [`Command::Classroom`] with a [`ClassroomAction`], applied at the end of the frame like
//! every other command.
//!
//! The work itself is in [`crate::app::classroom::files`], [`crate::app::classroom::lessons`] and
//! [`crate::app::classroom::export`]; this module holds their state, the dispatch of the actions
//! ([`crate::app::shell::actions`]), the message banner and the menu bar.

pub(super) mod export;
pub(super) mod file_dialogs;
pub(super) mod files;
pub(super) mod lesson_links;
pub(super) mod lessons;

use crate::app::drawing::formula::FormulaResponse as _;
use crate::app::shell::narrator::{self, MenuAsks};
use std::path::PathBuf;

use crate::app::App;
use crate::app::classroom::export::ExportState;
use crate::app::classroom::file_dialogs::Purpose;
use crate::app::classroom::files::FileState;
use crate::app::classroom::lesson_links::LinkPrompt;
use crate::app::command::ClassroomAction;
use crate::app::command::Command;
use crate::app::command::ExportSize;
use crate::app::prefs::Workspace;
use crate::app::shell::message::Message;
use crate::app::shell::shortcuts::ShortcutId;
use crate::app::shell::widgets::{help_button_ui, language_ui, with_keys};
use crate::t;

/// The classroom state of the window (runtime only; a lesson saves what must be kept).
#[derive(Default)]
pub struct Classroom {
    pub files: FileState,
    pub export: ExportState,
    /// The presentation style last given to egui.
    applied_presentation: Option<bool>,
    /// The panels shown before presentation mode hid them (the plane needs the room): the
    /// loss and E_in panels, and the controls.
    panels_before_presentation: Option<(bool, bool, bool)>,
    pub message: Option<Message>,
    /// Where the lesson was opened from or last saved to (Ctrl+S saves there).
    pub lesson_path: Option<PathBuf>,
    /// The window to paste a lesson's link in, while it is open.
    pub link_prompt: Option<LinkPrompt>,
    /// Text to put on the clipboard at the start of the next frame.
    pub copy: Option<String>,
    /// The file the last state is kept in between runs (see [`crate::app::classroom::lessons`]).
    pub autosave_path: Option<PathBuf>,
}

impl Classroom {
    pub fn error(&mut self, text: impl Into<String>) {
        self.message = Some(Message::Error(text.into()));
    }

    pub fn info(&mut self, text: impl Into<String>) {
        self.message = Some(Message::Info(text.into()));
    }

    /// Adds a sentence to the information shown (or shows it, when there is none).
    pub fn add_info(&mut self, text: impl Into<String>) {
        let text = text.into();
        match &mut self.message {
            Some(Message::Info(shown)) if !shown.is_empty() => {
                shown.push(' ');
                shown.push_str(&text);
            }
            _ => self.info(text),
        }
    }
}

pub use crate::app::drawing::fonts::PRESENTATION_ZOOM;
/// The narrowest window (in points) on which presentation mode keeps the controls.
const PRESENTATION_WITH_CONTROLS: f32 = 1400.0;
/// How much thicker the plane's lines are in presentation mode.
pub const PRESENTATION_LINES: f32 = 2.0;

impl App {
    /// The message banner's message, if any (tests).
    pub fn message(&self) -> Option<&Message> {
        self.classroom.message.as_ref()
    }

    /// Whether presentation mode is on.
    pub fn presentation(&self) -> bool {
        self.viewer.presentation
    }

    /// Runs at the start of each frame: finished background work, dropped files, the export
    /// in progress, the presentation style.
    pub(super) fn classroom_frame(&mut self, ctx: &egui::Context) {
        if let Some((path, name, result)) = self.classroom.poll_files(ctx, &mut self.commands) {
            self.opened(path, name, result);
        }
        self.classroom.take_dropped_files(ctx, self.prefs.workspace);
        self.export_frame(ctx);
        self.apply_presentation(ctx);
        if let Some(text) = self.classroom.copy.take() {
            ctx.copy_text(text);
        }
    }

    pub(super) fn apply_classroom(&mut self, action: ClassroomAction) {
        match action {
            ClassroomAction::OpenDialog => {
                self.commands.extend(self.classroom.ask_path(Purpose::Open))
            }
            ClassroomAction::OpenPath(path) => {
                let labels = files::label_column(self.prefs.workspace);
                self.classroom.open_path(path, labels);
            }
            ClassroomAction::OpenBytes { name, bytes } => {
                let labels = files::label_column(self.prefs.workspace);
                self.classroom.open_bytes(name, bytes, labels);
            }
            ClassroomAction::PickFeatures { x, y } => self.pick_features(x, y),
            ClassroomAction::CancelPick => self.classroom.files.picker = None,
            ClassroomAction::SavePointsDialog => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::SavePoints));
            }
            ClassroomAction::SavePoints { path, format } => self.save_points(path, format),
            ClassroomAction::SaveLesson => match self.classroom.lesson_path.clone() {
                Some(path) => self.save_lesson_to(path),
                None => self
                    .commands
                    .extend(self.classroom.ask_path(Purpose::SaveLesson)),
            },
            ClassroomAction::SaveLessonDialog => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::SaveLesson));
            }
            ClassroomAction::SaveLessonTo(path) => self.save_lesson_to(path),
            ClassroomAction::SaveScriptDialog => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::SaveScript));
            }
            ClassroomAction::SaveScriptTo(path) => {
                self.commands.push(Command::Lecture(
                    crate::app::command::LectureAction::SaveTo(path),
                ));
            }
            ClassroomAction::SaveResultsDialog => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::SaveResults));
            }
            ClassroomAction::SaveResultsTo(path) => {
                self.commands.push(Command::Lecture(
                    crate::app::command::LectureAction::SaveResultsTo(path),
                ));
            }
            ClassroomAction::SaveClassResultsTo(path) => {
                self.commands.push(Command::Class(
                    crate::app::command::ClassAction::SaveResultsTo(path),
                ));
            }
            ClassroomAction::ExportPngDialog(size) => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::ExportPng(size)));
            }
            ClassroomAction::ExportPng { path, size } => {
                self.classroom.start_png_export(path, size)
            }
            ClassroomAction::ExportHistoryDialog => {
                self.commands
                    .extend(self.classroom.ask_path(Purpose::ExportHistory));
            }
            ClassroomAction::ExportHistory(path) => {
                let t = self.classify().shown_t().unwrap_or(0);
                self.classroom.export_history(
                    path,
                    self.prefs.classify.learner.clone(),
                    self.doc.data().clone(),
                    t,
                );
            }
            ClassroomAction::TogglePresentation => {
                self.viewer.presentation = !self.viewer.presentation;
            }
            ClassroomAction::DismissMessage => self.classroom.message = None,
            ClassroomAction::CopyLessonLink => self.classroom.copy_link(self.lesson_link()),
            ClassroomAction::OpenLinkPrompt => {
                self.classroom.link_prompt = Some(LinkPrompt {
                    text: String::new(),
                    focus: true,
                });
            }
            ClassroomAction::OpenLessonText(text) => self.open_lesson_text(&text),
        }
    }

    /// Large text, thick lines, high contrast; set only when it changes.
    fn apply_presentation(&mut self, ctx: &egui::Context) {
        let on = self.viewer.presentation;
        if self.classroom.applied_presentation == Some(on) {
            return;
        }
        let first = self.classroom.applied_presentation.is_none();
        self.classroom.applied_presentation = Some(on);
        if first && !on {
            return;
        }
        // The app's own style pass sets the zoom again from the preferences when asked to.
        self.applied_style = None;
        self.apply_style(ctx);
        self.plane.line_scale = if on { PRESENTATION_LINES } else { 1.0 };
        let view = &mut self.prefs.view;
        if on {
            self.classroom.panels_before_presentation =
                Some((view.show_losses, view.show_history, view.show_controls));
            view.show_losses = false;
            view.show_history = false;
            // Text half as large again leaves a narrow window no room for three columns: the
            // controls step aside (the keys still work; the top bar brings them back).
            if ctx.content_rect().width() < PRESENTATION_WITH_CONTROLS {
                view.show_controls = false;
            }
        } else if let Some((losses, history, controls)) =
            self.classroom.panels_before_presentation.take()
        {
            view.show_losses = losses;
            view.show_history = history;
            view.show_controls = controls;
        }
        for theme in [egui::Theme::Light, egui::Theme::Dark] {
            let mut style = egui::Style {
                visuals: match theme {
                    egui::Theme::Light => egui::Visuals::light(),
                    egui::Theme::Dark => egui::Visuals::dark(),
                },
                ..egui::Style::default()
            };
            // Hinting stays as the window chose it for its screen (see `fonts::hinted_at`).
            style.visuals.text_options = ctx.style_of(theme).visuals.text_options;
            if on {
                let (ink, paper) = match theme {
                    egui::Theme::Light => (egui::Color32::BLACK, egui::Color32::WHITE),
                    egui::Theme::Dark => (egui::Color32::WHITE, egui::Color32::BLACK),
                };
                // Larger text through the style, not the zoom: the zoom is the person's own
                // text size, and eframe's native window keeps it.
                for font in style.text_styles.values_mut() {
                    font.size *= PRESENTATION_ZOOM;
                }
                style.spacing.interact_size.y *= PRESENTATION_ZOOM;
                let v = &mut style.visuals;
                v.override_text_color = Some(ink);
                v.panel_fill = paper;
                v.window_fill = paper;
                v.extreme_bg_color = paper;
                for w in [
                    &mut v.widgets.noninteractive,
                    &mut v.widgets.inactive,
                    &mut v.widgets.hovered,
                    &mut v.widgets.active,
                ] {
                    w.fg_stroke.width *= 2.0;
                    w.bg_stroke.width = w.bg_stroke.width.max(1.0) * 1.5;
                    w.bg_stroke.color = ink.gamma_multiply(0.6);
                }
                v.widgets.noninteractive.fg_stroke.color = ink;
            }
            ctx.set_style_of(theme, style);
        }
        // The zoom takes effect next frame: make sure there is one.
        ctx.request_repaint();
    }

    /// The menu bar: File, Export, Presentation, and at the right the language and Help; then the
    /// message banner, the "Reading…" progress and the feature picker.
    pub(super) fn classroom_bar_ui(&mut self, ui: &mut egui::Ui) {
        let mut chosen_workspace = None;
        let mut lecture_commands = Vec::new();
        let workspaces_inline = self.menu_bar_ui(ui, &mut chosen_workspace, &mut lecture_commands);
        if !workspaces_inline {
            ui.horizontal_wrapped(|ui| {
                workspaces_ui(ui, self.prefs.workspace, &mut chosen_workspace);
            });
        }
        if let Some(workspace) = chosen_workspace {
            self.commands.push(Command::SetWorkspace(workspace));
        }
        self.commands.extend(lecture_commands);
        self.classroom.files_progress_ui(ui);
        self.message_banner_ui(ui);
        self.classroom.picker_ui(ui.ctx(), &mut self.commands);
        self.classroom.path_prompt_ui(ui.ctx(), &mut self.commands);
        LinkPrompt::ui(
            &mut self.classroom.link_prompt,
            ui.ctx(),
            &mut self.commands,
        );
    }

    /// The menu bar's row: File, Lectures, Export, Presentation, the workspaces when they fit
    /// (whether they did is returned), and Help and the language at the far right.
    fn menu_bar_ui(
        &mut self,
        ui: &mut egui::Ui,
        chosen_workspace: &mut Option<Workspace>,
        lecture_commands: &mut Vec<Command>,
    ) -> bool {
        let mut workspaces_inline = true;
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(t!("controls-menu-file"), |ui| {
                file_menu_ui(ui, &mut self.commands);
            });
            let class_menu = |ui: &mut egui::Ui| {
                #[cfg(not(target_arch = "wasm32"))]
                self.class.teacher.menu_ui(ui, &mut self.commands);
                #[cfg(target_arch = "wasm32")]
                let _ = ui;
            };
            crate::app::lecture::player::menu_ui(
                ui,
                &self.lecture,
                self.viewer.language,
                lecture_commands,
                class_menu,
            );
            ui.menu_button(t!("controls-menu-export"), |ui| {
                export_menu_ui(ui, &mut self.commands);
            });
            let presenting = self.viewer.presentation;
            if ui
                .selectable_label(presenting, t!("controls-presentation"))
                .on_hover_formula(t!("controls-presentation-tip"))
                .clicked()
            {
                self.commands
                    .push(Command::Classroom(ClassroomAction::TogglePresentation));
            }
            match narrator::menu_ui(
                ui,
                &mut self.viewer.announcements,
                &mut self.viewer.caption_log,
                &mut self.viewer.sound,
            ) {
                Some(MenuAsks::FocusPlane) => self.commands.push(Command::FocusPlane),
                Some(MenuAsks::Tables) => self.commands.push(Command::ToggleTables),
                Some(MenuAsks::PlayLossCurves) => self.commands.push(Command::PlayLossCurves),
                None => {}
            }
            // The workspaces follow on this row when they fit beside Help and the language,
            // else they take a row of their own (a projector's 1024 pixels, large text).
            workspaces_inline = ui.available_width() >= workspaces_width(ui) + right_side_width(ui);
            if workspaces_inline {
                ui.separator();
                workspaces_ui(ui, self.prefs.workspace, chosen_workspace);
            }
            // Help and the language at the far right, where they are found in any language.
            ui.with_layout(egui::Layout::right_to_left(egui::Align::Center), |ui| {
                help_button_ui(ui, &mut self.show_help);
                language_ui(ui, &mut self.viewer);
            });
        });
        workspaces_inline
    }

    /// The message banner, with its ✖ to dismiss it; never part of an exported picture.
    fn message_banner_ui(&mut self, ui: &mut egui::Ui) {
        let message = self.classroom.message.clone();
        if let Some(message) = message.filter(|_| !self.classroom.export.is_capturing()) {
            let colour = if message.is_error() {
                ui.visuals().error_fg_color
            } else {
                ui.visuals().text_color()
            };
            ui.horizontal_wrapped(|ui| {
                if ui
                    .small_button("✖")
                    .on_hover_formula(t!("controls-dismiss-tip"))
                    .clicked()
                {
                    self.commands
                        .push(Command::Classroom(ClassroomAction::DismissMessage));
                }
                ui.colored_label(colour, message.text(self.viewer.language));
            });
        }
    }
}

/// The File menu: open, save the lesson or the points, copy or open a link, and quit (not on a
/// web page, which is closed with its tab).
fn file_menu_ui(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    let mut act = |a: ClassroomAction| commands.push(Command::Classroom(a));
    if ui
        .button(t!("controls-open"))
        .on_hover_formula(t!("controls-open-tip"))
        .clicked()
    {
        act(ClassroomAction::OpenDialog);
    }
    ui.separator();
    if ui.button(t!("controls-save-lesson")).clicked() {
        act(ClassroomAction::SaveLesson);
    }
    if ui
        .button(t!("controls-save-lesson-as"))
        .on_hover_formula(t!("controls-save-lesson-as-tip"))
        .clicked()
    {
        act(ClassroomAction::SaveLessonDialog);
    }
    if ui
        .button(t!("controls-save-points-as"))
        .on_hover_formula(t!("controls-save-points-as-tip"))
        .clicked()
    {
        act(ClassroomAction::SavePointsDialog);
    }
    ui.separator();
    if ui
        .button(t!("controls-copy-link"))
        .on_hover_formula(t!("controls-copy-link-tip"))
        .clicked()
    {
        act(ClassroomAction::CopyLessonLink);
    }
    if ui
        .button(t!("controls-open-link"))
        .on_hover_formula(t!("controls-open-link-tip"))
        .clicked()
    {
        act(ClassroomAction::OpenLinkPrompt);
    }
    // A web page is closed with its tab.
    if cfg!(not(target_arch = "wasm32")) {
        ui.separator();
    }
    if cfg!(not(target_arch = "wasm32"))
        && ui
            .button(t!("controls-quit"))
            .on_hover_formula(t!("controls-quit-tip"))
            .clicked()
    {
        ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
    }
}

/// The Export menu: the picture at each size, and the run's history.
fn export_menu_ui(ui: &mut egui::Ui, commands: &mut Vec<Command>) {
    let mut act = |a: ClassroomAction| commands.push(Command::Classroom(a));
    for size in ExportSize::CHOICES {
        if ui
            .button(t!("controls-export-png", size = size.name()))
            .clicked()
        {
            act(ClassroomAction::ExportPngDialog(size));
        }
    }
    ui.separator();
    if ui
        .button(t!("controls-export-history"))
        .on_hover_formula(t!("controls-export-history-tip"))
        .clicked()
    {
        act(ClassroomAction::ExportHistoryDialog);
    }
}

/// The workspaces' switches; the one clicked goes into `chosen`.
fn workspaces_ui(ui: &mut egui::Ui, shown: Workspace, chosen: &mut Option<Workspace>) {
    for &workspace in Workspace::ALL {
        if ui
            .selectable_label(shown == workspace, workspace.name())
            .on_hover_formula(with_keys(workspace.explanation(), ShortcutId::Workspace))
            .clicked()
        {
            *chosen = Some(workspace);
        }
    }
}

/// The width of a button showing `text` in `ui`.
fn button_width(ui: &egui::Ui, text: &str) -> f32 {
    let font = egui::TextStyle::Button.resolve(ui.style());
    let galley = ui
        .painter()
        .layout_no_wrap(text.to_owned(), font, egui::Color32::WHITE);
    galley.size().x + 2.0 * ui.spacing().button_padding.x + ui.spacing().item_spacing.x
}

/// The width the workspaces' switches take, with their separator.
fn workspaces_width(ui: &egui::Ui) -> f32 {
    Workspace::ALL
        .iter()
        .map(|w| button_width(ui, w.name()))
        .sum::<f32>()
        + 2.0 * ui.spacing().item_spacing.x
}

/// The width Help and the language switch take at the right.
fn right_side_width(ui: &egui::Ui) -> f32 {
    // A button for each language but the one shown: at most all but the narrowest.
    let widths = crate::i18n::Language::ALL.map(|l| button_width(ui, l.own_name()));
    let language = widths.iter().sum::<f32>() - widths.iter().copied().fold(f32::MAX, f32::min);
    language + button_width(ui, t!("controls-help")) + 8.0
}
