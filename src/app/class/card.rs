//! The card that says how to join a live class, on the teacher's window: the address, the
//! class code, a QR code of both, where the class is kept, the tally of the exercise shown, the
//! switches for the class's answers, the modes (with the range of scenes a class turns through
//! on its own), the reveal, the results and the end.

use std::path::PathBuf;

use crate::app::command::{ClassAction, Command};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::app::drawing::qr::QrCode;
use crate::app::lecture::Lecture;
use crate::class::protocol::ClassMode;
use crate::class::roster::{Keeper, Tally};
use crate::class::server::Class;
use crate::t;

/// What the card shows of the teacher's class.
pub(super) struct CardView<'a> {
    /// The class, while it runs.
    pub class: Option<&'a Class>,
    /// Why the last start failed, and whether the next free port would do.
    pub problem: Option<&'a (String, bool)>,
    /// The join address's QR code: its width and its modules.
    pub qr: Option<&'a QrCode>,
    /// Whether the class's answers are drawn on the plane and the card.
    pub show_answers: bool,
}

/// The card's contents.
pub(super) fn card_ui(
    ui: &mut egui::Ui,
    teacher: &CardView<'_>,
    lecture: &Lecture,
    tally: Option<Tally>,
    commands: &mut Vec<Command>,
) {
    let mut act = |a: ClassAction| commands.push(Command::Class(a));
    if let Some((problem, busy)) = teacher.problem {
        ui.colored_label(ui.visuals().error_fg_color, problem);
        ui.horizontal(|ui| {
            if *busy && ui.button(t!("views-class-next-free-port")).clicked() {
                act(ClassAction::Start {
                    next_free_port: true,
                });
            }
            if !*busy && ui.button(t!("views-class-try-again")).clicked() {
                act(ClassAction::Start {
                    next_free_port: false,
                });
            }
        });
        if teacher.class.is_none() {
            return;
        }
    }
    let Some(class) = teacher.class else { return };
    let address = class.join_address();
    ui.label_formula(t!("views-class-join-at"));
    ui.label(egui::RichText::new(address).monospace().strong());
    ui.horizontal(|ui| {
        ui.label_formula(t!("views-class-code"));
        ui.label(
            egui::RichText::new(class.code())
                .monospace()
                .size(36.0)
                .strong(),
        );
    });
    if let Some(qr) = teacher.qr {
        qr.ui(ui, 300.0);
    }
    kept_ui(ui, class);
    let (students, locked) = {
        let roster = class.roster();
        (roster.connected(), roster.is_locked())
    };
    ui.heading(t!("views-class-students", n = students));
    let mut lock = locked;
    if ui
        .checkbox(&mut lock, t!("views-class-lock"))
        .on_hover_formula(t!("views-class-lock-tip"))
        .changed()
    {
        act(ClassAction::Lock(lock));
    }
    if let Some(tally) = tally {
        ui.label_formula(t!(
            "views-class-tally",
            answered = tally.answered,
            right = tally.right,
            wrong = tally.wrong
        ));
        let mut show = teacher.show_answers;
        if ui
            .checkbox(&mut show, t!("views-class-show-answers"))
            .on_hover_formula(t!("views-class-show-answers-tip"))
            .changed()
        {
            act(ClassAction::ShowAnswers(show));
        }
    }
    let mut shared = class.answers_shared();
    if ui
        .checkbox(&mut shared, t!("views-class-share-answers"))
        .on_hover_formula(t!("views-class-share-answers-tip"))
        .changed()
    {
        act(ClassAction::ShareAnswers(shared));
    }
    let mode = class.mode();
    ui.horizontal(|ui| {
        for (choice, label, tip) in [
            (
                ClassMode::Follow,
                t!("views-class-follow"),
                t!("views-class-follow-tip"),
            ),
            (
                ClassMode::Free,
                t!("views-class-free"),
                t!("views-class-free-tip"),
            ),
            (
                ClassMode::Pause,
                t!("views-class-pause"),
                t!("views-class-pause-tip"),
            ),
        ] {
            if ui
                .selectable_label(mode == choice, label)
                .on_hover_formula(tip)
                .clicked()
            {
                act(ClassAction::SetMode(choice));
            }
        }
        range_ui(ui, mode, lecture, &mut act);
    });
    ui.horizontal(|ui| {
        if ui
            .add_enabled(tally.is_some(), egui::Button::new(t!("views-class-reveal")))
            .on_hover_formula(t!("views-class-reveal-tip"))
            .clicked()
        {
            act(ClassAction::Reveal);
        }
        if ui.button(t!("views-class-results")).clicked() {
            act(ClassAction::SaveResults);
        }
        if ui.button(t!("views-class-end")).clicked() {
            act(ClassAction::End);
        }
    });
    ui.weak_formula(t!("views-class-card-keys"));
}

/// The results file `class` writes as it goes, when it keeps one (see `class/journal.rs`).
pub(super) fn results_path(class: &Class) -> Option<PathBuf> {
    class.roster().keeper().map(Keeper::results_path)
}

/// Where the class is kept as it goes, and why it cannot be, if it cannot.
fn kept_ui(ui: &mut egui::Ui, class: &Class) {
    if let Some(path) = results_path(class) {
        ui.horizontal_wrapped(|ui| {
            ui.weak_formula(t!("views-class-kept"));
            ui.label(egui::RichText::new(path.display().to_string()).monospace());
        });
    }
    let problem = class
        .roster()
        .keeper()
        .and_then(|k| k.problem().map(str::to_owned));
    if let Some(problem) = problem {
        ui.colored_label(ui.visuals().error_fg_color, problem);
    }
}

/// "Scenes a–b": the pages turn on their own through a range of the lecture's scenes (from
/// the scene shown to three further by default), its ends set by two fields while it lasts.
fn range_ui(
    ui: &mut egui::Ui,
    mode: ClassMode,
    lecture: &Lecture,
    act: &mut dyn FnMut(ClassAction),
) {
    let Some(n) = lecture.script.as_ref().map(|s| s.scenes.len()) else {
        return;
    };
    let last = n.saturating_sub(1);
    let range = mode.range();
    let clicked = ui
        .selectable_label(range.is_some(), t!("views-class-range"))
        .on_hover_formula(t!("views-class-range-tip"))
        .clicked();
    if clicked && range.is_none() {
        let from = lecture.scene.min(last);
        act(ClassAction::SetMode(ClassMode::Range {
            from,
            to: (from + 3).min(last),
        }));
    }
    let Some(range) = range else {
        return;
    };
    // Shown from 1, as the lecture's "scene k of n".
    let (mut from, mut to) = (range.start() + 1, range.end() + 1);
    let changed = ui
        .add(egui::DragValue::new(&mut from).range(1..=n))
        .on_hover_formula(t!("views-class-range-from"))
        .changed()
        | ui.add(egui::DragValue::new(&mut to).range(1..=n))
            .on_hover_formula(t!("views-class-range-to"))
            .changed();
    if changed {
        let (from, to) = (from.min(to) - 1, from.max(to) - 1);
        act(ClassAction::SetMode(ClassMode::Range { from, to }));
    }
}
