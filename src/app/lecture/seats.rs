//! The class's seats in the presenter's window, which is never projected: who joined, whether
//! their page is open, how many exercises they answered; the class locked or open; and a seat
//! removed after the teacher confirms it (a page that should not be in the class: a wrong name,
//! a prank), so that it leaves the tally and cannot rejoin.

use std::collections::BTreeMap;

use crate::app::command::{ClassAction, Command};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::class::protocol::Seat;
use crate::class::roster::Roster;
#[cfg(not(target_arch = "wasm32"))]
use crate::class::server::Class;
use crate::t;

/// The seats as the presenter's window lists them, read from the roster once a frame.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Seats {
    pub locked: bool,
    pub students: Vec<SeatRow>,
    /// The scenes the class pages through on its own, while it does.
    pub range: Option<(usize, usize)>,
    /// Seconds since the class started, now.
    pub seconds: f64,
    /// The seats whose answers to the exercise shown are picked for the stage, in order.
    pub picked: Vec<Seat>,
    /// The teacher's phone's address and QR code.
    #[cfg(not(target_arch = "wasm32"))]
    pub remote: Option<RemoteCard>,
}

/// The teacher's phone's address, with the teacher's token, and its QR code.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, Clone, PartialEq)]
pub struct RemoteCard {
    pub address: String,
    pub qr: crate::app::drawing::qr::QrCode,
}

/// One student's row.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    pub seat: Seat,
    pub name: String,
    /// Whether a page of theirs is connected now.
    pub connected: bool,
    /// Their first answer to each exercise, by scene.
    pub answers: BTreeMap<usize, SeatAnswer>,
    /// The scene their page shows within the range, and since when (seconds since the class
    /// started).
    pub viewing: Option<(usize, f64)>,
}

/// A student's first answer to one exercise, as the dashboard shows it.
#[derive(Debug, Clone, PartialEq)]
pub struct SeatAnswer {
    pub reply: crate::script::Reply,
    /// The answer as the results file writes it.
    pub text: String,
    pub right: bool,
    /// Seconds since the class started.
    pub seconds: f64,
}

impl SeatRow {
    /// The name the presenter's window shows: theirs, or "Student k" (k their place in the
    /// order of joining, from 1) when names are hidden for a mirrored screen.
    pub fn shown_name(&self, place: usize, anonymous: bool) -> String {
        if anonymous {
            t!("presenter-anonymous", k = place + 1)
        } else {
            self.name.clone()
        }
    }

    /// How many of their answers were right.
    pub fn right(&self) -> usize {
        self.answers.values().filter(|a| a.right).count()
    }
}

/// Whether the presenter's window hides the students' names (egui's memory of the window: the
/// switch is the teacher's, for this session).
pub fn anonymous(ctx: &egui::Context) -> bool {
    ctx.data(|d| d.get_temp(anonymous_id())).unwrap_or(false)
}

fn anonymous_id() -> egui::Id {
    egui::Id::unique("class names hidden")
}

/// The switch that hides the names (for a screen that is mirrored or shared).
pub fn anonymous_ui(ui: &mut egui::Ui) {
    let mut hidden = anonymous(ui.ctx());
    if ui
        .checkbox(&mut hidden, t!("presenter-anonymize"))
        .on_hover_formula(t!("presenter-anonymize-tip"))
        .changed()
    {
        ui.data_mut(|d| d.insert_temp(anonymous_id(), hidden));
    }
}

impl Seats {
    /// The seats of `class`, in the order the students first joined, `picked` those whose
    /// answers are on the stage.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn of(class: &Class, picked: &[Seat], remote: Option<&RemoteCard>) -> Self {
        let range = class.mode().range().map(|r| (*r.start(), *r.end()));
        let seconds = class.seconds();
        let mut seats = Self::of_roster(&class.roster(), range, seconds);
        seats.picked = picked.to_vec();
        seats.remote = remote.cloned();
        seats
    }

    /// The seats of `roster`, the class paging through `range` if it does, `seconds` after
    /// the class started.
    pub fn of_roster(roster: &Roster, range: Option<(usize, usize)>, seconds: f64) -> Self {
        Self {
            range,
            seconds,
            picked: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            remote: None,
            locked: roster.is_locked(),
            students: roster
                .students()
                .iter()
                .map(|s| SeatRow {
                    seat: s.seat.clone(),
                    name: s.name.clone(),
                    connected: s.page.is_some(),
                    viewing: s.viewing.filter(|_| range.is_some()),
                    answers: s
                        .answers
                        .iter()
                        .map(|(&scene, a)| {
                            let answer = SeatAnswer {
                                reply: a.reply.clone(),
                                text: a.text.clone(),
                                right: a.right,
                                seconds: a.seconds,
                            };
                            (scene, answer)
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// The seat whose removal waits for the teacher's confirmation (egui's memory of the window).
fn confirming_id() -> egui::Id {
    egui::Id::unique("class seat to remove")
}

/// The seats, the lock, and Remove… then "Remove Ada" to confirm (Cancel, or any other row's
/// Remove…, forgets the first).
pub fn seats_ui(ui: &mut egui::Ui, seats: &Seats, commands: &mut Vec<Command>) {
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(remote) = &seats.remote {
        remote_ui(ui, remote);
        ui.separator();
    }
    let mut act = |a: ClassAction| commands.push(Command::Class(a));
    ui.heading(t!("presenter-seats", n = seats.students.len()));
    let mut locked = seats.locked;
    if ui
        .checkbox(&mut locked, t!("views-class-lock"))
        .on_hover_formula(t!("views-class-lock-tip"))
        .changed()
    {
        act(ClassAction::Lock(locked));
    }
    if seats.students.is_empty() {
        ui.weak_formula(t!("presenter-seats-none"));
        return;
    }
    anonymous_ui(ui);
    let anonymous = anonymous(ui.ctx());
    let mut confirming: Option<Seat> = ui.data(|d| d.get_temp(confirming_id()));
    egui::Grid::new("class seats")
        .num_columns(4)
        .striped(true)
        .show(ui, |ui| {
            for (place, row) in seats.students.iter().enumerate() {
                let name = row.shown_name(place, anonymous);
                ui.label(&name);
                ui.weak_formula(if row.connected {
                    t!("presenter-seat-here")
                } else {
                    t!("presenter-seat-away")
                });
                ui.label_formula(t!("presenter-seat-answered", n = row.answers.len()));
                if confirming.as_deref() == Some(row.seat.as_str()) {
                    ui.horizontal(|ui| {
                        if ui
                            .button(t!("presenter-seat-remove-confirm", name = name.as_str()))
                            .clicked()
                        {
                            act(ClassAction::Remove(row.seat.clone()));
                            confirming = None;
                        }
                        if ui.button(t!("presenter-seat-cancel")).clicked() {
                            confirming = None;
                        }
                    });
                } else if ui
                    .button(t!("presenter-seat-remove"))
                    .on_hover_formula(t!("presenter-seat-remove-tip"))
                    .clicked()
                {
                    confirming = Some(row.seat.clone());
                }
                ui.end_row();
            }
        });
    ui.data_mut(|d| match confirming {
        Some(seat) => {
            d.insert_temp(confirming_id(), seat);
        }
        None => d.remove::<Seat>(confirming_id()),
    });
}

/// The teacher's phone as the remote: its QR code and address, which only this window shows
/// (whoever opens it turns the stage's pages), and a button that copies it.
#[cfg(not(target_arch = "wasm32"))]
fn remote_ui(ui: &mut egui::Ui, remote: &RemoteCard) {
    egui::CollapsingHeader::new(t!("presenter-remote-heading"))
        .default_open(true)
        .show(ui, |ui| {
            ui.horizontal(|ui| {
                remote
                    .qr
                    .ui(ui, 160.0)
                    .on_hover_formula(t!("presenter-remote-tip"));
                ui.vertical(|ui| {
                    ui.weak_formula(t!("presenter-remote-tip"));
                    ui.monospace(&remote.address);
                    if ui.button(t!("presenter-remote-copy")).clicked() {
                        ui.ctx().copy_text(remote.address.clone());
                    }
                });
            });
        });
}

#[cfg(test)]
mod tests {
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable as _;

    use super::*;

    fn seats() -> Seats {
        let row = |seat: &str, name: &str, connected| SeatRow {
            seat: seat.into(),
            name: name.into(),
            connected,
            viewing: None,
            answers: BTreeMap::from([(
                2,
                SeatAnswer {
                    reply: crate::script::Reply::Number(0.5),
                    text: "1".into(),
                    right: true,
                    seconds: 30.0,
                },
            )]),
        };
        Seats {
            locked: false,
            students: vec![row("s1", "Ada", true), row("s2", "Bob", false)],
            range: None,
            seconds: 100.0,
            picked: Vec::new(),
            ..Seats::default()
        }
    }

    #[test]
    fn a_seat_is_removed_only_once_the_teacher_confirms_and_the_lock_is_a_switch() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let seats = seats();
        let mut harness = Harness::builder().build_ui_state(
            move |ui, commands: &mut Vec<Command>| seats_ui(ui, &seats, commands),
            Vec::new(),
        );
        harness.run();
        harness.get_by_label("Lock the class").click();
        harness.run();
        assert_eq!(
            harness.state().as_slice(),
            [Command::Class(ClassAction::Lock(true))]
        );
        harness.state_mut().clear();
        // The first Remove… is Ada's: it asks, and nothing is removed yet.
        harness
            .get_all_by_label("Remove…")
            .next()
            .expect("a row")
            .click();
        harness.run();
        assert!(harness.state().is_empty());
        harness.get_by_label("Cancel").click();
        harness.run();
        assert!(harness.query_by_label("Remove Ada").is_none(), "cancelled");
        harness
            .get_all_by_label("Remove…")
            .nth(1)
            .expect("Bob's")
            .click();
        harness.run();
        harness.get_by_label("Remove Bob").click();
        harness.run();
        assert_eq!(
            harness.state().as_slice(),
            [Command::Class(ClassAction::Remove("s2".into()))]
        );
        assert!(harness.query_by_label("Remove Bob").is_none(), "asked once");
    }
}
