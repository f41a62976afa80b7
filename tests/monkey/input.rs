//! The monkey's hands on the window: a fresh window, frames, clicks, drags, keys and
//! accessibility actions, the widgets and fields a frame offers, the files it may drop, and the
//! replays of the runs kept up to date after every frame.

use super::events::{Frac, PRESET_NAMES};
use super::*;

/// The labels near a node in the tree (the children of its nearest ancestor that has other
/// labelled ones), to say where it is.
pub(super) fn beside(node: &AccessKitNode<'_>) -> Vec<String> {
    let mut at = node.parent();
    while let Some(parent) = at {
        let mut labels = Vec::new();
        let mut stack: Vec<AccessKitNode<'_>> = parent.children().collect();
        while let Some(child) = stack.pop() {
            if labels.len() >= 12 {
                break;
            }
            labels.extend(child.label());
            stack.extend(child.children());
        }
        if labels.len() > 1 {
            return labels;
        }
        at = parent.parent();
    }
    Vec::new()
}

/// Whether clicking a widget with this label would ask for a path or quit. A native dialog
/// would block or pop up on a desktop; where there is none, the app asks in a text field, and
/// what the monkey types there would name a file to write.
pub(super) fn opens_dialog_or_quits(label: &str) -> bool {
    let tr = linlab::i18n::tr;
    label == tr("controls-quit") || label.contains('…') || label == tr("controls-save-lesson")
}

pub(super) fn data_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut files = Vec::new();
    for dir in ["bad", "good"] {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(root.join(dir))
            .expect("tests/data")
            .map(|e| e.expect("a directory entry").path())
            .collect();
        entries.sort();
        files.extend(entries);
    }
    files
}

pub(super) fn file_names(files: &[PathBuf]) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    files
        .iter()
        .map(|f| {
            f.strip_prefix(&root)
                .expect("under tests/data")
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

impl Monkey {
    pub(super) fn new(sabotage: Option<Sabotage>) -> Self {
        let mut app = App::default();
        // Deterministic pacing: every busy frame makes its minimum slice of updates.
        app.set_step_budget(Duration::ZERO);
        let harness = Harness::builder()
            .with_size(vec2(1280.0, 800.0))
            .build_eframe(move |_cc| app);
        let mut monkey = Self {
            harness,
            files: data_files(),
            last_edit: None,
            mirrors: BTreeMap::new(),
            mirror_fault: None,
            lost: std::collections::BTreeSet::new(),
            sabotage,
            stats: Stats::default(),
            held: false,
        };
        monkey.frame();
        monkey
    }

    pub(super) fn app(&self) -> &App {
        self.harness.state()
    }

    /// Runs one frame per queued event (one if none).
    pub(super) fn frame(&mut self) {
        if std::mem::take(&mut self.held) {
            let events = &mut self.harness.input_mut().events;
            events.insert(0, egui::Event::ModifiersChanged(Modifiers::NONE));
        }
        self.stats.frames += 1;
        self.harness.step();
        self.follow_runs();
    }

    /// Brings the replay of every run up to date after a frame: a new generation (a fresh
    /// learner at t = 0) gets a fresh replay on the current points; a rebinding of the run to
    /// edited points rebinds the replay at the run's t (a frame steps first and applies edits
    /// last, so the edit happened at the t the run shows now). A frame that rebound a run more
    /// than once (a held Ctrl+Z) passed through points the monkey never saw: that start is
    /// no longer followed, and counted.
    pub(super) fn follow_runs(&mut self) {
        let app = self.harness.state();
        let data = app.document().data();
        let mut live = Vec::new();
        for run in app.classify().runs() {
            let (Some(learner), generation) = (run.learner(), run.generation()) else {
                continue;
            };
            live.push(generation);
            if self.lost.contains(&generation) {
                continue;
            }
            let (t, counters, rebinds) = (
                learner.counters().updates,
                learner.counters(),
                run.rebinds(),
            );
            let result = match self.mirrors.get_mut(&generation) {
                None if rebinds > 0 && run.shown_t() != Some(0) => Err(None),
                // A learner the settings cannot build on these points was built on others
                // and rebound within the frame.
                None => Mirror::fresh(run.settings(), data, rebinds)
                    .map(|mirror| {
                        self.mirrors.insert(generation, mirror);
                    })
                    .map_err(|_| None),
                Some(mirror) if rebinds == mirror.rebinds => Ok(()),
                Some(mirror) if rebinds == mirror.rebinds + 1 => {
                    mirror.rebind(t, counters, data).map_err(Some)
                }
                Some(_) => Err(None),
            };
            match result {
                Ok(()) => {}
                Err(Some(fault)) => {
                    self.mirror_fault.get_or_insert(fault);
                }
                Err(None) => {
                    self.mirrors.remove(&generation);
                    self.lost.insert(generation);
                    self.stats.starts_lost += 1;
                }
            }
        }
        self.mirrors.retain(|g, _| live.contains(g));
    }

    /// Runs one frame with these events all in it.
    pub(super) fn frame_with(&mut self, events: impl IntoIterator<Item = egui::Event>) {
        self.harness.input_mut().events.extend(events);
        self.frame();
    }

    pub(super) fn screen(&self) -> Rect {
        self.harness.ctx.content_rect()
    }

    pub(super) fn at(&self, frac: Frac) -> Pos2 {
        let r = self.screen();
        pos2(
            r.left() + frac[0] * (r.width() - 1.0),
            r.top() + frac[1] * (r.height() - 1.0),
        )
    }

    pub(super) fn typing(&self) -> bool {
        self.harness.ctx.egui_wants_keyboard_input()
    }

    /// A click in one frame: egui reads the press and the release in order.
    pub(super) fn click(&mut self, pos: Pos2, button: PointerButton, modifiers: Modifiers) {
        let press = |pressed| egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers,
        };
        self.frame_with([
            egui::Event::ModifiersChanged(modifiers),
            egui::Event::PointerMoved(pos),
            press(true),
            press(false),
        ]);
        self.held = modifiers != Modifiers::NONE;
    }

    /// Press at `from`, `moves` frames of moving, the last one releasing at `to`.
    pub(super) fn drag(&mut self, from: Pos2, to: Pos2, moves: u8, button: PointerButton) {
        let press = |pos, pressed| egui::Event::PointerButton {
            pos,
            button,
            pressed,
            modifiers: Modifiers::NONE,
        };
        self.frame_with([egui::Event::PointerMoved(from), press(from, true)]);
        for i in 1..=moves {
            let pos = from + (to - from) * (f32::from(i) / f32::from(moves));
            let mut events = vec![egui::Event::PointerMoved(pos)];
            if i == moves {
                events.push(press(to, false));
            }
            self.frame_with(events);
        }
    }

    pub(super) fn key(&mut self, key: Key, modifiers: Modifiers) {
        self.key_held(key, modifiers, 0);
    }

    /// A key pressed, held for `repeats` key repeats, and released, in one frame.
    pub(super) fn key_held(&mut self, key: Key, modifiers: Modifiers, repeats: u8) {
        let event = |pressed, repeat| egui::Event::Key {
            key,
            pressed,
            modifiers,
            repeat,
            physical_key: None,
        };
        let mut events = vec![egui::Event::ModifiersChanged(modifiers), event(true, false)];
        events.extend((0..repeats).map(|_| event(true, true)));
        events.extend([
            event(false, false),
            egui::Event::ModifiersChanged(Modifiers::NONE),
        ]);
        self.frame_with(events);
    }

    /// Undo or redo by its key when no text field or open popup has the keyboard (arrow keys
    /// move the focus into an open combo box's list, which then keeps the keys), else by command.
    pub(super) fn undo_or_redo(&mut self, command: &Command) {
        if self.typing() || self.harness.ctx.any_popup_open() {
            self.harness.state_mut().push_command(command.clone());
            self.frame();
            return;
        }
        match command {
            Command::Undo => self.key(Key::Z, Modifiers::COMMAND),
            _ => self.key(Key::Y, Modifiers::COMMAND),
        }
    }

    /// The enabled input widgets of the frame that are safe to click, described.
    pub(super) fn widgets(&self) -> Vec<(AccessKitNode<'_>, String)> {
        self.harness
            .root()
            .children_recursive()
            .map(|n| n.accesskit_node())
            .filter(|n| egui::accessibility::is_input(n.role()) && !n.is_disabled())
            .filter(|n| !n.is_hidden() && n.bounding_box().is_some())
            .map(|n| {
                let label = n.label().unwrap_or_default();
                (n, label)
            })
            .filter(|(_, label)| !opens_dialog_or_quits(label))
            .collect()
    }

    pub(super) fn numeric_fields(&self) -> Vec<(AccessKitNode<'_>, String)> {
        self.harness
            .root()
            .children_recursive()
            .map(|n| n.accesskit_node())
            .filter(|n| matches!(n.role(), Role::SpinButton | Role::Slider) && !n.is_disabled())
            .filter(|n| !n.is_hidden() && n.bounding_box().is_some())
            .map(|n| {
                let label = format!(
                    "{:?} {:?} = {:?} at {:?}",
                    n.role(),
                    n.label().unwrap_or_default(),
                    n.numeric_value(),
                    n.bounding_box().map(|b| (b.x0.round(), b.y0.round()))
                );
                (n, label)
            })
            .collect()
    }

    /// The accessibility request `action` (with `data`) to the numeric field `pick` chooses,
    /// and that field's description; `None` when the window has no numeric field.
    pub(super) fn numeric_field_event(
        &self,
        pick: u32,
        action: egui::accesskit::Action,
        data: Option<egui::accesskit::ActionData>,
    ) -> Option<(egui::Event, String)> {
        let fields = self.numeric_fields();
        let (node, label) = fields.get(pick as usize % fields.len().max(1))?;
        Some((Self::accesskit_event(node, action, data), label.clone()))
    }

    pub(super) fn accesskit_event(
        node: &AccessKitNode<'_>,
        action: egui::accesskit::Action,
        data: Option<egui::accesskit::ActionData>,
    ) -> egui::Event {
        let (target_node, target_tree) = node.locate();
        egui::Event::AccessKitActionRequest(egui::accesskit::ActionRequest {
            action,
            target_node,
            target_tree,
            data,
        })
    }

    /// Whether clicking this button would make more than [`MAX_POINTS`] points (a frame with
    /// two million points takes seconds in the debug profile: the monkey does it rarely).
    pub(super) fn makes_too_many_points(&self, label: &str) -> bool {
        let tr = linlab::i18n::tr;
        match label {
            l if l == tr("controls-load-preset") || PRESET_NAMES.iter().any(|&k| l == tr(k)) => {
                self.app().prefs().preset.n > MAX_POINTS
            }
            l if l == tr("views-target-label-random") => self
                .numeric_fields()
                .iter()
                .filter(|(n, _)| n.label().as_deref() == Some("N"))
                .any(|(n, _)| n.numeric_value().is_some_and(|v| v > MAX_POINTS as f64)),
            _ => false,
        }
    }

    /// The centre of a node on screen, in points.
    pub(super) fn centre(&self, node: &AccessKitNode<'_>) -> Option<Pos2> {
        let b = node.bounding_box()?;
        let ppp = self.harness.ctx.pixels_per_point();
        let centre = pos2(
            (b.x0 + b.x1) as f32 / 2.0 / ppp,
            (b.y0 + b.y1) as f32 / 2.0 / ppp,
        );
        self.screen().contains(centre).then_some(centre)
    }
}
