//! The stage: how a lecture fills the window in presentation mode, as presentation software
//! does — the scene's main view large, at most one panel beside it (the one the scene brings
//! forward, or the one asked for by its key), the caption and question under it, shrunk to fit
//! and never cut, and one thin bar for the lecture. The menus and the top bar step aside and
//! come back with Escape or the pointer at the top edge; B or `.` blacks the stage out; the
//! arrow keys page as PageDown and PageUp do. Where each part landed is kept for tests and for
//! `linlab script render` ([`StageLayout`]).

use crate::app::command::Command;
use crate::app::drawing::fonts::PRESENTATION_ZOOM;

use crate::app::plane::Look;
use crate::app::shell::room::OnStage;
use crate::i18n::Language;
use crate::script::{Highlight, Panel};
use crate::t;

use super::Lecture;
use super::caption;
use super::highlights::ACCENT;
use crate::app::command::LectureAction;

/// Where the stage's parts were drawn in the last frame, in points (multiply by
/// `pixels_per_point` for pixels).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct StageLayout {
    /// The whole window.
    pub window: egui::Rect,
    /// The scene's main view: the plane, or the weight-space slice.
    pub main_view: Option<egui::Rect>,
    /// The one panel shown beside it, if any.
    pub panel: Option<egui::Rect>,
    /// The caption with the question (and the exercise).
    pub caption: Option<egui::Rect>,
    /// The lecture's thin bar.
    pub bar: Option<egui::Rect>,
}

/// The stage's own state: what the presenter asked of it with keys, and its last layout.
#[derive(Debug, Clone, Default)]
pub struct StageState {
    /// The menus and the top bar shown (Escape).
    pub chrome: bool,
    /// Whether they showed last frame, for whatever reason (a menu opened from them keeps them).
    pub chrome_shown: bool,
    /// The panel asked for by its key, over the scene's (`Some(None)`: none), until the scene
    /// changes.
    pub panel_asked: Option<(usize, Option<Panel>)>,
    /// Where the parts landed last frame.
    pub layout: Option<StageLayout>,
    /// What the plane's axes and legend took of the centre last frame, beside and under it.
    pub overhead: egui::Vec2,
    /// The overhead before that one: a plane whose axis' labels are wider at one size than at
    /// the other swings between two, and then keeps the larger.
    overhead_before: egui::Vec2,
    /// The height of the caption, question and exercise at their smallest, last frame.
    pub smallest_caption: f32,
    /// The exercise's height under the caption, last frame.
    pub task_height: f32,
    /// On a phone: the panel whose tab was chosen, in the main view's place, and on which
    /// scene.
    pub phone_tab: Option<(usize, Panel)>,
    /// On a phone: the height the caption, the question and the exercise took last frame.
    pub phone_caption_height: f32,
}

impl StageState {
    /// Whether the plane's overhead and the caption's height are yet to be measured (a lecture
    /// just opened).
    fn is_unmeasured(&self) -> bool {
        self.overhead == egui::Vec2::ZERO || self.smallest_caption <= 0.0
    }
}

/// The share of the window's area the main view keeps at least: 55 % on a projector of
/// 1024×768 or 1280×720, 60 % on a wide one (1920×1080), with a margin for the plane's legend.
pub fn main_view_share(window: egui::Vec2, pixels_per_point: f32) -> f32 {
    let wide = window.x * pixels_per_point >= 1600.0;
    if wide { 0.60 } else { 0.55 }
}

/// The most height the caption, the question and the exercise take, as a share of the window's.
const CAPTION_SHARE: f32 = 0.3;
/// What the main view keeps beyond its share, for rounding and a frame's change of layout.
const SHARE_MARGIN: f32 = 0.01;
/// The caption's text relative to the body's, at most; a long caption is shrunk to fit.
const CAPTION_SCALE: f32 = 1.35;
/// The smallest a caption is shrunk to, relative to the body's text: 18.3 px at 1024×768 in
/// presentation mode (the body is 12.5 points, ×1.5 on the stage, at 1.25 pixels a point), which
/// the back row still reads. A longer caption takes room from the main view instead.
const CAPTION_SMALLEST: f32 = 0.78;
/// The room above and below the question in its frame, in points: little, so that an exercise's
/// caption, question and controls leave the main view its share on a 1024×768 projector.
const QUESTION_MARGIN_Y: i8 = 4;
/// The narrowest `panel` worth showing beside the main view, in points: the theory panel's
/// section names do not wrap.
fn narrowest_panel(panel: Panel) -> f32 {
    match panel {
        Panel::Theory => 340.0,
        Panel::Loss => 260.0,
        Panel::History | Panel::WeightSpace => 220.0,
    }
}
/// The share of the window's width a panel takes that is part of the main view: at 1024×768,
/// wide enough for the Dichotomies panel's table of B(N, k) to be printed at 16 pixels or more.
const PANEL_IN_MAIN_VIEW: f32 = 0.52;
/// The pointer this close to the top edge brings the menus back, in points.
const TOP_EDGE: f32 = 6.0;

impl Lecture {
    /// Whether the lecture plays on the stage: a script is open and played, in presentation
    /// mode.
    pub fn on_stage(&self, presentation: bool) -> bool {
        presentation && self.playing && self.script.is_some()
    }

    /// The panel shown beside the main view: the one asked for by its key on this scene, else
    /// the first the scene outlines.
    pub fn stage_panel(&self) -> Option<Panel> {
        if let Some((scene, asked)) = self.stage.panel_asked
            && scene == self.scene
        {
            return asked;
        }
        self.current()?.highlights.iter().find_map(|h| match h {
            Highlight::Panel { panel } => Some(*panel),
            _ => None,
        })
    }

    /// Whether the panel shown was asked for by its key on this scene.
    fn panel_asked_here(&self) -> bool {
        self.stage
            .panel_asked
            .is_some_and(|(scene, asked)| scene == self.scene && asked.is_some())
    }

    /// Keys of the stage, read before the window's shortcuts: B and `.` black out, the arrows
    /// page, Escape brings the menus back or sends them away, L, H, T and W show a panel (the
    /// same key again hides it).
    pub(in crate::app) fn stage_keys(&mut self, ctx: &egui::Context, commands: &mut Vec<Command>) {
        if ctx.egui_wants_keyboard_input() {
            return;
        }
        let key = |i: &mut egui::InputState, key| i.consume_key(egui::Modifiers::NONE, key);
        let shown = self.stage_panel();
        let scene = self.scene;
        ctx.input_mut(|i| {
            if key(i, egui::Key::B) || key(i, egui::Key::Period) {
                commands.push(Command::Lecture(LectureAction::BlackOut));
            }
            if key(i, egui::Key::ArrowRight) || key(i, egui::Key::ArrowDown) {
                commands.push(Command::Lecture(LectureAction::Next));
            }
            if key(i, egui::Key::ArrowLeft) || key(i, egui::Key::ArrowUp) {
                commands.push(Command::Lecture(LectureAction::Previous));
            }
            if key(i, egui::Key::Escape) {
                self.stage.chrome = !self.stage.chrome;
            }
            for (k, panel) in [
                (egui::Key::L, Panel::Loss),
                (egui::Key::H, Panel::History),
                (egui::Key::T, Panel::Theory),
                (egui::Key::W, Panel::WeightSpace),
            ] {
                if key(i, k) {
                    let asked = (shown != Some(panel)).then_some(panel);
                    self.stage.panel_asked = Some((scene, asked));
                }
            }
        });
    }
}

/// Where the stage put its parts around the room, in this frame, before the room's panels are
/// drawn: what [`Lecture::note_stage_layout`] keeps once the room has drawn its main view.
pub(in crate::app) enum AroundTheRoom {
    /// The projector's stage: the caption under the room, at most one panel beside the main
    /// view (and whether it counts in the main view).
    Desk {
        centre: egui::Rect,
        panel: Option<(Panel, f32)>,
        panel_is_main: bool,
        caption: egui::Rect,
    },
    /// A phone's stage: the caption under or beside the room, the panel of the tab chosen in
    /// the main view's place.
    Phone {
        centre: egui::Rect,
        tab: Option<Panel>,
        caption: egui::Rect,
    },
}

impl Lecture {
    /// Whether the menus and the top bar show on the stage: asked for with Escape, the pointer at
    /// the window's top edge or over them, or a menu opened from them (its lower entries lie
    /// over the stage).
    pub(in crate::app) fn stage_chrome_shown(&self, ui: &egui::Ui) -> bool {
        let window = ui.ctx().content_rect();
        let pointer = ui.input(|i| i.pointer.latest_pos());
        let at_top = pointer.is_some_and(|p| p.y <= window.min.y + TOP_EDGE);
        // Over the menus shown last frame: above the lecture's bar, when the bar is not at the top.
        let over_chrome = self.stage.layout.and_then(|l| l.bar).is_some_and(|bar| {
            bar.min.y > window.min.y + 1.0 && pointer.is_some_and(|p| p.y < bar.min.y)
        });
        // A menu opened from the chrome, not one left open before the stage.
        let menu_open = self.stage.chrome_shown && egui::Popup::is_any_open(ui.ctx());
        !self.blacked_out && (self.stage.chrome || at_top || over_chrome || menu_open)
    }

    /// The stage blacked out: the whole window black, and nothing shown on it.
    pub(in crate::app) fn blacked_out_ui(&mut self, ui: &mut egui::Ui, window: egui::Rect) {
        egui::CentralPanel::default()
            .frame(egui::Frame::new().fill(egui::Color32::BLACK))
            .show(ui, |ui| {
                ui.allocate_space(ui.available_size());
            });
        self.stage.layout = Some(StageLayout {
            window,
            main_view: None,
            panel: None,
            caption: None,
            bar: None,
        });
    }

    /// The projector's stage under the lecture's bar, before the room: the caption (under the
    /// room, as large as the room left by the main view and the panel allows), and where the
    /// room draws its main view and the panel the scene brings forward. `room_panel_is_main`:
    /// the workspace counts its right-hand panel as part of its main view (a scene about that
    /// panel then shares the main view with it); `legend`: the plane keeps its legend.
    #[expect(
        clippy::too_many_arguments,
        reason = "the window's size, language and mode, the room's two answers and the commands"
    )]
    pub(in crate::app) fn desk_stage_ui(
        &mut self,
        ui: &mut egui::Ui,
        window: egui::Rect,
        language: Language,
        at_desk: bool,
        room_panel_is_main: bool,
        legend: bool,
        commands: &mut Vec<Command>,
    ) -> (OnStage, AroundTheRoom) {
        let room = UnderBar::measure(
            window,
            ui.available_rect_before_wrap(),
            self.stage.overhead,
            ui.ctx().pixels_per_point(),
        );
        // A workspace whose panel is what the scene is about shares the main view with it.
        let panel_is_main = self.stage_panel() == Some(Panel::History) && room_panel_is_main;
        let (panel, caption_budget) = self.panel_and_caption_budget(&room, panel_is_main);
        let budget = caption_budget.min(CAPTION_SHARE * window.height());
        let (caption, smallest) = caption_ui(ui, self, language, budget, at_desk, commands);
        if (smallest - self.stage.smallest_caption).abs() > 0.5 {
            // This frame's sums used the last frame's height: one more frame settles them.
            ui.ctx().request_repaint();
        }
        self.stage.smallest_caption = smallest;
        let on_stage = OnStage {
            panel: panel.map(|(p, _)| p),
            panel_width: panel.map_or(0.0, |(_, w)| w),
            main_view: true,
            plane: Look {
                legend: legend.then_some(1.0 / PRESENTATION_ZOOM),
                compact_axes: false,
            },
        };
        let around = AroundTheRoom::Desk {
            centre: ui.available_rect_before_wrap(),
            panel,
            panel_is_main,
            caption,
        };
        (on_stage, around)
    }

    /// Keeps where the stage's parts landed this frame, once the room has drawn its main view
    /// (the plane at `plane`), and what the plane's axes and legend took of the centre, for
    /// the next frame's sums.
    pub(in crate::app) fn note_stage_layout(
        &mut self,
        ctx: &egui::Context,
        window: egui::Rect,
        bar: egui::Rect,
        around: AroundTheRoom,
        plane: Option<egui::Rect>,
    ) {
        self.stage.layout = Some(match around {
            AroundTheRoom::Desk {
                centre,
                panel,
                panel_is_main,
                caption,
            } => {
                let panel = panel
                    .filter(|(p, _)| *p != Panel::WeightSpace)
                    .map(|(_, width)| {
                        egui::Rect::from_min_max(
                            egui::pos2(centre.max.x - width, centre.min.y),
                            centre.max,
                        )
                    });
                let main_view = match (plane, panel) {
                    (Some(plane), Some(panel)) if panel_is_main => Some(plane.union(panel)),
                    (plane, _) => plane,
                };
                if let Some(main) = main_view {
                    let beside = panel.filter(|_| !panel_is_main).map_or(0.0, |p| p.width());
                    self.stage.note_overhead(ctx, centre, main, beside);
                }
                StageLayout {
                    window,
                    main_view,
                    panel,
                    caption: Some(caption),
                    bar: Some(bar),
                }
            }
            AroundTheRoom::Phone {
                centre,
                tab,
                caption,
            } => StageLayout {
                window,
                main_view: tab.is_none().then_some(plane).flatten(),
                panel: tab.map(|_| centre),
                caption: Some(caption),
                bar: Some(bar),
            },
        });
    }
}

impl Lecture {
    /// The panel shown beside the main view with its width, if any, and the most height the
    /// caption may take beside it, in `room`; `panel_is_main`: the panel is part of the main
    /// view.
    fn panel_and_caption_budget(
        &self,
        room: &UnderBar,
        panel_is_main: bool,
    ) -> (Option<(Panel, f32)>, f32) {
        let window = room.window;
        let smallest_caption = self.stage.smallest_caption;
        match self.stage_panel() {
            Some(panel) if panel_is_main => (
                Some((
                    panel,
                    (PANEL_IN_MAIN_VIEW * window.width()).max(narrowest_panel(panel)),
                )),
                room.caption_budget(0.0),
            ),
            // A stage just opened has not measured its plane's axes nor its caption yet: no
            // panel on a guess this frame (the next frame, measured, decides).
            Some(panel)
                if panel != Panel::WeightSpace
                    && self.stage.is_unmeasured()
                    && !self.panel_asked_here() =>
            {
                (None, room.caption_budget(0.0))
            }
            Some(panel) if panel != Panel::WeightSpace => {
                let narrowest = narrowest_panel(panel);
                let wide = (0.3 * window.width()).max(narrowest);
                let fitting = [wide, narrowest]
                    .into_iter()
                    .map(|width| (width, room.caption_budget(width)))
                    .find(|(_, budget)| *budget >= smallest_caption);
                match fitting {
                    Some((width, budget)) => (Some((panel, width)), budget),
                    // Asked for by its key: shown, though the view falls under its share.
                    None if self.panel_asked_here() => (
                        Some((panel, narrowest)),
                        room.caption_budget(narrowest).max(smallest_caption),
                    ),
                    None => (None, room.caption_budget(0.0)),
                }
            }
            wanted => (wanted.map(|p| (p, 0.0)), room.caption_budget(0.0)),
        }
    }
}

impl StageState {
    /// Keeps what the plane's axes and legend took of the `centre` beside and under the `main`
    /// view (a panel `beside` it aside), for the next frame's sums; a change is looked at again
    /// next frame. Back to the overhead before last (the plot's size sets its tick labels, and a
    /// graph's own y scale may write wider ones at one size than at the other), the larger of
    /// the two is kept and the sums settle.
    fn note_overhead(
        &mut self,
        ctx: &egui::Context,
        centre: egui::Rect,
        main: egui::Rect,
        beside: f32,
    ) {
        let overhead = egui::vec2(
            (centre.width() - beside - main.width()).max(0.0),
            (centre.height() - main.height()).max(0.0),
        );
        let near = |a: egui::Vec2, b: egui::Vec2| (a - b).length() <= 0.5;
        let kept = if near(overhead, self.overhead_before) {
            overhead.max(self.overhead)
        } else {
            overhead
        };
        if !near(kept, self.overhead) {
            self.overhead_before = self.overhead;
            self.overhead = kept;
            ctx.request_repaint();
        }
    }
}

/// The space under the lecture's bar, and what the main view needs of it (not a workspace's
/// [`Room`](crate::app::shell::room::Room)).
struct UnderBar {
    window: egui::Rect,
    /// The height under the bar.
    height: f32,
    /// What the plane's axes and legend take beside and under it.
    overhead: egui::Vec2,
    /// The main view's share of the window.
    share: f32,
}

impl UnderBar {
    /// The room `below_bar` in `window`, with the plane's `overhead` measured last frame.
    fn measure(
        window: egui::Rect,
        below_bar: egui::Rect,
        overhead: egui::Vec2,
        pixels_per_point: f32,
    ) -> Self {
        Self {
            window,
            height: below_bar.height(),
            // Before the plane was first drawn: about its axes' and legend's room.
            overhead: if overhead == egui::Vec2::ZERO {
                egui::vec2(60.0, 60.0)
            } else {
                overhead
            },
            share: main_view_share(window.size(), pixels_per_point),
        }
    }

    /// The most height the caption may take with a panel `panel_width` wide beside the main
    /// view, for the main view to keep its share.
    fn caption_budget(&self, panel_width: f32) -> f32 {
        let main_width = self.window.width() - panel_width - self.overhead.x;
        if main_width <= 1.0 {
            return 0.0;
        }
        let area = (self.share + SHARE_MARGIN) * self.window.area();
        self.height - self.overhead.y - area / main_width
    }
}

/// The caption and the question under the main view, as large as fits in `budget` (points of
/// height, with the exercise) and never cut; and the scene's exercise under them (`task_at_desk`:
/// at the desk's size, in presentation mode). Gives back where they landed and the height they
/// would take at their smallest.
fn caption_ui(
    ui: &mut egui::Ui,
    lecture: &mut Lecture,
    language: Language,
    budget: f32,
    task_at_desk: bool,
    commands: &mut Vec<Command>,
) -> (egui::Rect, f32) {
    let k = lecture.scene;
    let Some(task) = lecture.current().map(|scene| scene.task.clone()) else {
        return (egui::Rect::NOTHING, 0.0);
    };
    let words = Words::of(lecture, k, language);
    let task_height = if task.is_some() {
        lecture.stage.task_height
    } else {
        0.0
    };
    let mut smallest = 0.0;
    let mut task_drawn = 0.0;
    let rect = egui::Panel::bottom("lecture caption")
        .resizable(false)
        .show(ui, |ui| {
            ui.style_mut().wrap_mode = Some(egui::TextWrapMode::Wrap);
            let height = |ui: &egui::Ui, scale| words.height(ui, scale) + task_height;
            smallest = height(ui, CAPTION_SMALLEST) + ui.spacing().window_margin.sum().y;
            let mut scale = CAPTION_SCALE;
            while scale > CAPTION_SMALLEST && height(ui, scale) > budget {
                scale -= 0.05;
            }
            words.ui(ui, scale.max(CAPTION_SMALLEST));
            if let Some(task) = &task {
                task_drawn = task_ui(ui, lecture, task, language, (task_at_desk, false), commands);
            }
        })
        .response
        .rect;
    lecture.note_task_height(ui.ctx(), task_drawn);
    (rect, smallest)
}

impl Lecture {
    /// Keeps the exercise's height as drawn, for the next frame's sums.
    pub(super) fn note_task_height(&mut self, ctx: &egui::Context, drawn: f32) {
        if (drawn - self.stage.task_height).abs() > 0.5 {
            self.stage.task_height = drawn;
            ctx.request_repaint();
        }
    }
}

/// What the stage writes of a scene: its caption, and its question to the class.
pub(super) struct Words {
    caption: String,
    question: Option<String>,
}

impl Words {
    /// The words of scene `k`.
    pub(super) fn of(lecture: &Lecture, k: usize, language: Language) -> Self {
        Self {
            caption: lecture.caption_text(k, language).into_owned(),
            question: lecture
                .ask_text(k, language)
                .map(|ask| format!("{} {}", t!("views-lecture-ask-the-class"), ask)),
        }
    }

    /// Their text at `scale` of the body's size, wrapped to `ui`'s width.
    fn jobs(
        &self,
        ui: &egui::Ui,
        scale: f32,
    ) -> (egui::text::LayoutJob, Option<egui::text::LayoutJob>) {
        let body = egui::TextStyle::Body.resolve(ui.style());
        let width = ui.available_width();
        let colour = ui.visuals().text_color();
        let strong = ui.visuals().strong_text_color();
        let font = egui::FontId::new(body.size * scale, body.family);
        let caption = caption::job(&self.caption, font.clone(), colour, strong, width);
        let question = self
            .question
            .as_deref()
            .map(|q| caption::job(q, font.clone(), colour, strong, width - 16.0));
        (caption, question)
    }

    /// Their height at `scale`, with the spacing around them.
    fn height(&self, ui: &egui::Ui, scale: f32) -> f32 {
        let spacing = ui.spacing().item_spacing.y;
        let (caption, question) = self.jobs(ui, scale);
        let caption = ui.fonts_mut(|f| f.layout_job(caption)).size().y;
        let question = question.map_or(0.0, |q| {
            ui.fonts_mut(|f| f.layout_job(q)).size().y
                + 2.0 * f32::from(QUESTION_MARGIN_Y)
                + 2.0 * spacing
        });
        caption + question + 2.0 * spacing
    }

    /// The caption, and the question in its frame, at `scale`.
    pub(super) fn ui(&self, ui: &mut egui::Ui, scale: f32) {
        let (caption, question) = self.jobs(ui, scale);
        ui.add(egui::Label::new(caption).selectable(true));
        if let Some(question) = question {
            egui::Frame::new()
                .stroke(egui::Stroke::new(2.0, ACCENT))
                .corner_radius(4.0)
                .inner_margin(egui::Margin::symmetric(6, QUESTION_MARGIN_Y))
                .show(ui, |ui| ui.label(question));
        }
    }
}

/// The scene's exercise under the caption (`at_desk`, in presentation mode: its controls at the
/// smallest caption's size, which the back row reads, so that the caption keeps the room; `pad`: a
/// number typed on a number pad). Gives back its height.
pub(super) fn task_ui(
    ui: &mut egui::Ui,
    lecture: &Lecture,
    task: &crate::script::task::Task,
    language: Language,
    (at_desk, pad): (bool, bool),
    commands: &mut Vec<Command>,
) -> f32 {
    let k = lecture.scene;
    let mut act = |a: LectureAction| commands.push(Command::Lecture(a));
    let exercise = lecture.exercise.for_scene(k);
    let top = ui.cursor().min.y;
    ui.scope(|ui| {
        if at_desk {
            for font in ui.style_mut().text_styles.values_mut() {
                font.size *= CAPTION_SMALLEST;
            }
            ui.spacing_mut().interact_size.y *= CAPTION_SMALLEST;
        }
        let fill = |text: &str| lecture.scene_text(k, text).into_owned();
        super::exercise::ui(ui, &exercise, task, language, &fill, pad, &mut act);
    });
    ui.min_rect().max.y - top
}
