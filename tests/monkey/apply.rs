//! How the monkey runs one event on the window: what each event resolves to in the frame (which
//! widget, key or file), and whether it may edit the points or reset the learner, by the labels of
//! the widgets it clicked.

use super::checks::same_points;
use super::common;
use super::events::{Button, Frac, Mods, PRESET_NAMES};
use super::*;
use glam::DVec2;

/// Message keys of the labels of widgets that change the points when clicked (the monkey may
/// have switched the language: labels are compared in the one on screen), besides the presets'
/// names ([`PRESET_NAMES`]).
pub(super) const EDITING_LABELS: &[&str] = &[
    "controls-clear-all",
    "controls-load-preset",
    "controls-delete-point",
    "controls-flip-label",
    "views-classes-give-class",
    "controls-undo",
    "controls-redo",
    "views-target-label-random",
    "files-plot-these",
    // The Fit workspace's draw from the target: new points, one undoable change.
    "fit-draw",
    // Puts the scene being written back in place, points and all.
    "views-lecture-preview",
    // An exercise's answer: points on the plane, or the settings.
    "views-task-show-me",
];

/// The bad files whose only fault is their labels (not two, or not numbers): read as classes
/// (the Classes workspace), they open.
pub(super) const BAD_ONLY_FOR_TWO_LABELS: &[&str] = &[
    "csv_semicolon_bad_label.csv",
    "csv_text_in_label_column.csv",
    "label_one_half.dat",
    "libsvm_label_three.libsvm",
    "nan_label.dat",
    "three_labels.dat",
    "zero_and_minus_one.dat",
];

/// The bad files whose labels are more than two classes: the window reads them as classes in any
/// workspace and opens them in "Several classes".
pub(super) const MORE_THAN_TWO_LABELS: &[&str] = &[
    "csv_semicolon_bad_label.csv",
    "csv_text_in_label_column.csv",
    "label_one_half.dat",
    "libsvm_label_three.libsvm",
];

/// Message keys of the labels of widgets that reset the learner to a fresh one on the current
/// points when clicked (and the presets' names).
pub(super) const RESETTING_LABELS: &[&str] = &[
    "controls-reset",
    "controls-load-preset",
    "views-target-label-random",
    "files-plot-these",
];

/// Where a lecture stands: whether one is open, its scene, whether it is played.
pub(super) fn lecture_place(app: &App) -> (bool, usize, bool) {
    let lecture = app.lecture();
    (lecture.script.is_some(), lecture.scene, lecture.playing)
}

/// Whether an accessibility label (`Role "text"`) is the label of one of these messages, in the
/// language on screen.
pub(super) fn labelled_by(label: &str, keys: &[&'static str]) -> bool {
    keys.iter()
        .any(|&key| label.ends_with(&format!("{:?}", linlab::i18n::tr(key))))
}

/// Whether `label` names a tile of the Dichotomies workspace (in the language on screen):
/// clicking one gives the points its labels.
fn is_labelling_tile(label: &str) -> bool {
    ["dichotomies-tile-realised", "dichotomies-tile-not-realised"]
        .into_iter()
        .any(|key| {
            let marked = linlab::i18n::tr_args(
                key,
                &[
                    ("index", linlab::i18n::Arg::arg("\u{1}")),
                    ("labels", linlab::i18n::Arg::arg("")),
                    ("hypotheses", linlab::i18n::Arg::arg("")),
                ],
            );
            marked
                .split('\u{1}')
                .next()
                .is_some_and(|prefix| !prefix.is_empty() && label.starts_with(prefix))
        })
}

impl Monkey {
    /// Runs one event; says what it resolved to and what the checks may expect of it.
    pub(super) fn apply(&mut self, ev: &Ev) -> Result<Outcome, String> {
        let mut outcome = Outcome {
            note: String::new(),
            may_edit: ev.may_edit(),
            reset: false,
            // A lecture's first scene, or another one.
            puts_lesson: matches!(ev, Ev::Lecture { .. } | Ev::Scene { .. }),
        };
        let out = &mut outcome;
        match ev {
            Ev::Click { at, button, mods } => {
                let pos = self.at(*at);
                self.click(pos, button.egui(), mods.egui());
            }
            Ev::ClickPoint { n, button, mods } => self.click_point(*n, *button, *mods, out),
            Ev::Drag {
                from,
                to,
                moves,
                button,
            } => {
                let (from, to) = (self.at(*from), self.at(*to));
                self.drag(from, to, *moves, button.egui());
            }
            Ev::DragPoint { n, to, moves } => self.drag_point(*n, to, *moves, out),
            Ev::DragWeight { from, to, moves } => self.drag_weight(from, to, *moves, out)?,
            Ev::Scroll { at, delta, mods } => self.scroll(at, *delta, *mods),
            Ev::Hover { at } => {
                let pos = self.at(*at);
                self.frame_with([egui::Event::PointerMoved(pos)]);
            }
            Ev::Shortcut { pick, key, repeats } => self.shortcut(*pick, *key, *repeats, out),
            Ev::Key { key, mods } => {
                let key = Key::from_name(key).ok_or_else(|| format!("no key {key:?}"))?;
                self.key(key, mods.egui());
            }
            Ev::Widget { pick, secondary } => self.click_widget(*pick, *secondary, out),
            Ev::Type { pick, text, enter } => self.type_in(*pick, text, *enter, out),
            Ev::SetValue { pick, value } => self.set_value(*pick, value, out)?,
            Ev::Resize { size } => {
                self.harness.set_size(vec2(size[0], size[1]));
                self.frame();
            }
            Ev::Drop { file } => self.drop_file(file, out)?,
            Ev::Restart => {
                self.restart();
                outcome.reset = true;
            }
            Ev::Idle { frames } => {
                for _ in 0..*frames {
                    self.frame();
                }
            }
            Ev::Lecture { pick } => self.open_lecture(*pick, out),
            Ev::Scene { scene } => self.go_to_scene(*scene, out),
            Ev::CheckUndo => self.check_undo(out)?,
        }
        Ok(outcome)
    }

    /// Clicks point `n` (modulo the number of points) with `button` and `mods`.
    fn click_point(&mut self, n: u32, button: Button, mods: Mods, outcome: &mut Outcome) {
        let points = self.app().points();
        if points.is_empty() {
            outcome.note = "no points".to_owned();
            return;
        }
        let p = points[n as usize % points.len()];
        match self.app().plane().screen_pos_of(DVec2::new(p.x.x, p.x.y)) {
            Some(pos) => self.click(pos, button.egui(), mods.egui()),
            None => outcome.note = "no plane".to_owned(),
        }
    }

    /// Drags point `n` (modulo the number of points) to `to` in the plane's rectangle.
    fn drag_point(&mut self, n: u32, to: &Frac, moves: u8, outcome: &mut Outcome) {
        let points = self.app().points();
        let (Some(rect), false) = (self.app().plane().rect_on_screen(), points.is_empty()) else {
            outcome.note = "no plane or no points".to_owned();
            return;
        };
        let p = points[n as usize % points.len()];
        if let Some(from) = self.app().plane().screen_pos_of(DVec2::new(p.x.x, p.x.y)) {
            let to = rect.min + vec2(to[0] * rect.width(), to[1] * rect.height());
            self.drag(from, to, moves, PointerButton::Primary);
        }
    }

    /// Drags in the weight-space slice, and checks that w is then set by hand and the plane
    /// draws it.
    fn drag_weight(
        &mut self,
        from: &Frac,
        to: &Frac,
        moves: u8,
        outcome: &mut Outcome,
    ) -> Result<(), String> {
        // The slice of the last frame, while Classify is still the workspace shown (a
        // click may have chosen another one, drawn from the next frame).
        let Some(rect) = self
            .app()
            .classify()
            .weight_space()
            .and_then(|s| s.rect())
            .filter(|_| self.classifying())
        else {
            outcome.note = "no weight space".to_owned();
            return Ok(());
        };
        let at = |f: &Frac| rect.min + vec2(f[0] * rect.width(), f[1] * rect.height());
        // A press with a menu open closes the menu instead; a window (Help) over the
        // slice takes it.
        let covered = self
            .harness
            .ctx
            .layer_id_at(at(from))
            .is_some_and(|layer| layer.order != egui::Order::Background);
        let menu_open = egui::Popup::is_any_open(&self.harness.ctx) || covered;
        let before = (
            self.app().mode(),
            self.app().classify().learner_weights().map(<[f64]>::to_vec),
            self.app().classify().shown_t(),
        );
        self.drag(at(from), at(to), moves, PointerButton::Primary);
        if menu_open {
            outcome.note = "a menu or a window was over it".to_owned();
            return Ok(());
        }
        // The window laid itself out anew under the pointer (presentation toggled, a
        // scene's stage): the drag was aimed where the slice no longer is.
        let moved = self.app().classify().weight_space().and_then(|s| s.rect());
        if moved != Some(rect) {
            outcome.note = format!("the slice moved from {rect:?} to {moved:?}");
            return Ok(());
        }
        // w is set by hand, and the plane draws it (while the view is beside it) from
        // the next frame, which the view asks for.
        self.frame();
        let app = self.app();
        let hand = app.classify().weight_space().and_then(|s| s.by_hand);
        if hand.is_none() {
            return Err(format!(
                "a drag in the weight space at {:?} → {:?} (its slice {rect:?}) set no w; {before:?} → {:?}",
                at(from),
                at(to),
                (
                    app.mode(),
                    app.classify().learner_weights(),
                    app.classify().shown_t()
                )
            ));
        }
        if !app.prefs().classify.weight_space.in_place
            && app.plane().rect_on_screen().is_some()
            && app.plane().drawn_line != hand
        {
            return Err(format!(
                "the plane draws {:?}, not w set by hand {hand:?}",
                app.plane().drawn_line
            ));
        }
        Ok(())
    }

    /// Turns the mouse wheel by `delta` at `at`, with `mods` held.
    fn scroll(&mut self, at: &Frac, delta: [f32; 2], mods: Mods) {
        let pos = self.at(*at);
        self.frame_with([
            egui::Event::PointerMoved(pos),
            egui::Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: vec2(delta[0], delta[1]),
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Unknown,
                modifiers: mods.egui(),
            },
        ]);
    }

    /// Holds key `key` of shortcut `pick` (of those that open no file dialog) for `repeats`
    /// repeats.
    fn shortcut(&mut self, pick: u32, key: u32, repeats: u8, outcome: &mut Outcome) {
        let shortcuts: Vec<_> = SHORTCUTS
            .iter()
            .filter(|s| {
                !matches!(
                    (s.command)(),
                    Command::Classroom(
                        ClassroomAction::OpenDialog
                            | ClassroomAction::SavePointsDialog
                            | ClassroomAction::SaveLesson
                            | ClassroomAction::SaveLessonDialog
                    )
                )
            })
            .collect();
        let shortcut = shortcuts[pick as usize % shortcuts.len()];
        let keys = shortcut.keys[key as usize % shortcut.keys.len()];
        let command = (shortcut.command)();
        outcome.note = format!("{:?} ({:?})", shortcut.id, keys.logical_key);
        let typing = self.typing();
        // Space and Enter also reach what has the keyboard, as the same keys typed alone do: a
        // focused button (a Dichotomies tile relabels the points) or the plane's figure (a
        // point carried is put down).
        outcome.may_edit = matches!(command, Command::Undo | Command::Redo)
            || matches!(keys.logical_key, Key::Space | Key::Enter);
        // Outside Classify, Reset restarts K-means, not the learners.
        outcome.reset = command == Command::Reset && !typing && self.classifying();
        self.key_held(keys.logical_key, keys.modifiers, repeats);
    }

    /// Clicks widget `pick` of the frame's accessibility tree (`secondary`: with the right
    /// button, by the pointer), and says whether that may edit the points or reset the learner.
    fn click_widget(&mut self, pick: u32, secondary: bool, outcome: &mut Outcome) {
        // The widgets as the window shows them now: the last event's commands (a new
        // workspace, say) are drawn by one more frame, as a person sees them before a
        // click.
        self.frame();
        let (event, label) = {
            let widgets = self.widgets();
            if widgets.is_empty() {
                outcome.note = "no widget".to_owned();
                return;
            }
            let (node, label) = &widgets[pick as usize % widgets.len()];
            if self.makes_too_many_points(label) && !pick.is_multiple_of(64) {
                outcome.note = format!("skipped {label:?}: too many points");
                return;
            }
            let label = self.judge_widget(label, node.role(), secondary, outcome);
            // A left click through accessibility, as a screen reader clicks: it reaches
            // the widget even where another panel covers it (a small window). A right
            // click by the pointer, at the widget's centre, wherever that lands.
            let event = match self.centre(node).filter(|_| secondary) {
                Some(pos) => Ok(pos),
                None => Err(Self::accesskit_event(
                    node,
                    egui::accesskit::Action::Click,
                    None,
                )),
            };
            (event, label)
        };
        *self.stats.widgets_clicked.entry(label.clone()).or_default() += 1;
        if labelled_by(&label, &["views-task-check"]) {
            self.stats.checks_pressed += 1;
        }
        outcome.note = label;
        match event {
            Ok(pos) => {
                outcome.may_edit = true;
                self.click(pos, PointerButton::Secondary, Modifiers::NONE);
            }
            Err(event) => self.frame_with([event]),
        }
    }

    /// Whether a click on the widget of `label` and `role` may edit the points or reset the
    /// learner; gives back the label as the printout names it.
    fn judge_widget(
        &self,
        label: &str,
        role: egui::accesskit::Role,
        secondary: bool,
        outcome: &mut Outcome,
    ) -> String {
        // A ready-made comparison loads its own points and starts both learners.
        let comparison = Comparison::ALL.iter().any(|c| label == c.name());
        // A built-in lecture puts its first scene in place, points and all. Its titles are the
        // Lectures menu's own, read once per process, not parsed from its file at each click.
        let lecture = linlab::script::BUILT_IN.iter().any(|b| {
            linlab::i18n::Language::ALL
                .iter()
                .any(|&l| b.title(l) == label)
        });
        let tile = is_labelling_tile(label);
        let label = format!("{role:?} {label:?}");
        let preset = labelled_by(&label, PRESET_NAMES);
        outcome.may_edit =
            comparison || preset || lecture || tile || labelled_by(&label, EDITING_LABELS);
        // A right click does not press a button: it may land on the plane, which can
        // edit the points but not reset the learner.
        let resets_learners = labelled_by(&label, RESETTING_LABELS)
            && (self.classifying() || !labelled_by(&label, &["controls-reset"]));
        outcome.reset = !secondary && (comparison || preset || resets_learners);
        label
    }

    /// Focuses numeric field `pick`, selects its text and types `text`, then Enter if `enter`:
    /// all in one frame.
    fn type_in(&mut self, pick: u32, text: &str, enter: bool, outcome: &mut Outcome) {
        let Some((focus, label)) =
            self.numeric_field_event(pick, egui::accesskit::Action::Focus, None)
        else {
            outcome.note = "no numeric field".to_owned();
            return;
        };
        outcome.note = label;
        let select_all = |pressed| egui::Event::Key {
            key: Key::A,
            pressed,
            modifiers: Modifiers::COMMAND,
            repeat: false,
            physical_key: None,
        };
        // All in one frame: the focus is given at the start of the frame.
        let mut events = vec![
            focus,
            egui::Event::ModifiersChanged(Modifiers::COMMAND),
            select_all(true),
            select_all(false),
            egui::Event::ModifiersChanged(Modifiers::NONE),
            egui::Event::Text(text.to_owned()),
        ];
        if enter {
            for pressed in [true, false] {
                events.push(egui::Event::Key {
                    key: Key::Enter,
                    pressed,
                    modifiers: Modifiers::NONE,
                    repeat: false,
                    physical_key: None,
                });
            }
        }
        self.frame_with(events);
    }

    /// Sets numeric field or slider `pick` to `value` through accessibility.
    fn set_value(&mut self, pick: u32, value: &str, outcome: &mut Outcome) -> Result<(), String> {
        let number: f64 = value
            .parse()
            .map_err(|e| format!("{value:?} is not a number: {e}"))?;
        let Some((event, label)) = self.numeric_field_event(
            pick,
            egui::accesskit::Action::SetValue,
            Some(egui::accesskit::ActionData::NumericValue(number)),
        ) else {
            outcome.note = "no numeric field".to_owned();
            return Ok(());
        };
        outcome.note = label;
        self.frame_with([event]);
        // A field that refuses the value ("inf") has drawn it in the frame that set it, and
        // asks for the next, which draws the value kept: a window draws that frame at once.
        self.frame();
        Ok(())
    }

    /// Drops `file` of the test data on the window and waits (at most 20 s) until it is read.
    fn drop_file(&mut self, file: &str, outcome: &mut Outcome) -> Result<(), String> {
        let path = self
            .files
            .iter()
            .find(|p| p.ends_with(file))
            .ok_or_else(|| format!("no file {file}"))?
            .clone();
        // In the Classes workspace labels are read as classes: the files that are bad
        // only for want of two labels are good there.
        outcome.may_edit = !file.starts_with("bad")
            || MORE_THAN_TWO_LABELS.iter().any(|b| file.ends_with(b))
            || (self.app().prefs().workspace == Workspace::Multiclass
                && BAD_ONLY_FOR_TWO_LABELS.iter().any(|b| file.ends_with(b)));
        let before = self.app().points().to_vec();
        self.harness
            .input_mut()
            .dropped_files
            .push(std::sync::Arc::new(common::Dropped(path)));
        self.frame();
        let started = Instant::now();
        while self.app().classroom().files_busy() {
            if started.elapsed() > Duration::from_secs(20) {
                return Err(format!("{file} is still being read after 20 s"));
            }
            std::thread::sleep(Duration::from_millis(1));
            self.frame();
        }
        self.frame();
        outcome.reset = !same_points(&before, self.app().points());
        outcome.note = self
            .app()
            .message()
            .map(|m| {
                m.text(self.app().viewer().language)
                    .chars()
                    .take(100)
                    .collect()
            })
            .unwrap_or_default();
        Ok(())
    }

    /// Closes the window and opens a new one with the default preset and settings.
    fn restart(&mut self) {
        let fresh = Self::new(self.sabotage);
        self.harness = fresh.harness;
        self.mirrors = fresh.mirrors;
        self.mirror_fault = fresh.mirror_fault;
        self.lost = fresh.lost;
        self.held = false;
        self.stats.frames += 1;
    }

    /// Opens built-in lecture `pick` (modulo their number) and draws its first scene.
    fn open_lecture(&mut self, pick: u32, outcome: &mut Outcome) {
        let lectures = linlab::script::BUILT_IN;
        let id = lectures[pick as usize % lectures.len()].id;
        self.harness
            .state_mut()
            .push_command(Command::Lecture(LectureAction::OpenBuiltIn(id)));
        // One frame applies it, the next draws the scene as a person then sees it.
        self.frame();
        self.frame();
        outcome.note = id.to_owned();
        outcome.reset = true;
    }

    /// Goes to scene `scene` (modulo their number) of the lecture open, if one is.
    fn go_to_scene(&mut self, scene: u8, outcome: &mut Outcome) {
        let Some(scenes) = self.app().lecture().script.as_ref().map(|s| s.scenes.len()) else {
            outcome.note = "no lecture".to_owned();
            return;
        };
        let scene = scene as usize % scenes.max(1);
        self.harness
            .state_mut()
            .push_command(Command::Lecture(LectureAction::GoTo(scene)));
        // The command; the scene drawn with the stage's sums of the last frame; the
        // stage laid out on its own measures (the check of its share reads this one).
        self.frame();
        self.frame();
        self.frame();
        outcome.note = format!("scene {}", scene + 1);
    }

    /// Whether the window shows the learners (the Cluster and PCA workspaces have their own
    /// Step and Reset).
    pub(super) fn classifying(&self) -> bool {
        self.app().prefs().workspace == Workspace::Classify
    }
}
