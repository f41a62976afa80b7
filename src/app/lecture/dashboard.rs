//! The class at a glance, in the presenter's window (never on the projector): the students
//! against the lecture's exercise scenes, each cell ✓ (right), ✗ (wrong) or · (not answered),
//! with the time of the answer on hover; while the class pages through a range of scenes, the
//! scene each page shows and for how long (long stays in the warning colour); sorted by the order of joining, by name or by
//! progress; names hidden behind numbers for a mirrored screen; a student's row opens their
//! answers, one a line.

use egui::RichText;

use super::seats::{SeatRow, Seats, anonymous, anonymous_ui};
use crate::app::command::{ClassAction, Command, LectureAction, MOST_SNAPSHOT_ANSWERS};
use crate::app::document::{Label, Point};
use crate::app::drawing::formula::{FormulaResponse as _, FormulaUi as _};
use crate::class::protocol::Seat;
use crate::i18n::Language;
use crate::script::Script;
use crate::t;

/// The order of the dashboard's rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum RowOrder {
    /// As the students joined.
    #[default]
    Joined,
    /// By name (or by number, when names are hidden).
    Name,
    /// Most right answers first, then most answers.
    Progress,
}

/// The teacher's view of the dashboard (egui's memory of the window): the rows' order and the
/// student whose answers are open.
#[derive(Debug, Clone, Default)]
struct View {
    order: RowOrder,
    open: Option<Seat>,
}

fn view_id() -> egui::Id {
    egui::Id::unique("class dashboard view")
}

/// The rows' places in `seats` (their place in the order of joining numbers them when names
/// are hidden), in `order`.
pub fn sorted_rows(seats: &Seats, order: RowOrder, anonymous: bool) -> Vec<usize> {
    let mut places: Vec<usize> = (0..seats.students.len()).collect();
    let rows = &seats.students;
    match order {
        RowOrder::Joined => {}
        // Hidden names are numbered in the order of joining: sorted by name is that order.
        RowOrder::Name if anonymous => {}
        RowOrder::Name => places.sort_by_key(|&p| rows[p].name.to_lowercase()),
        RowOrder::Progress => places.sort_by(|&a, &b| {
            let key = |row: &SeatRow| (row.right(), row.answers.len());
            key(&rows[b]).cmp(&key(&rows[a]))
        }),
    }
    places
}

/// How long a page may stay on one scene of a range before the dashboard points at it.
const LONG_ON_A_SCENE_SECONDS: f64 = 180.0;

/// Seconds as the presenter's clock shows them: `m:ss`, or `h:mm:ss` past an hour.
pub(super) fn clock(seconds: u64) -> String {
    let (h, m, s) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
    if h > 0 {
        format!("{h}:{m:02}:{s:02}")
    } else {
        format!("{m}:{s:02}")
    }
}

/// Seconds since the class started (or spent), as the presenter's clock shows them.
fn minutes(seconds: f64) -> String {
    clock(seconds.max(0.0).round() as u64)
}

/// The dashboard of `seats` on `script`'s exercises, `current` the scene on the stage.
pub fn dashboard_ui(
    ui: &mut egui::Ui,
    script: &Script,
    current: usize,
    seats: &Seats,
    language: Language,
    commands: &mut Vec<Command>,
) {
    let mut view: View = ui.data(|d| d.get_temp(view_id())).unwrap_or_default();
    let exercises: Vec<usize> = (0..script.scenes.len())
        .filter(|&k| script.scenes[k].task.is_some())
        .collect();
    ui.horizontal_wrapped(|ui| {
        ui.label_formula(t!("presenter-dashboard-sort"));
        for (order, words) in [
            (RowOrder::Joined, t!("presenter-dashboard-by-joining")),
            (RowOrder::Name, t!("presenter-dashboard-by-name")),
            (RowOrder::Progress, t!("presenter-dashboard-by-progress")),
        ] {
            ui.selectable_value(&mut view.order, order, words);
        }
        ui.separator();
        anonymous_ui(ui);
    });
    let anonymous = anonymous(ui.ctx());
    if exercises.is_empty() {
        ui.weak_formula(t!("presenter-dashboard-no-exercises"));
    }
    if seats.students.is_empty() {
        ui.weak_formula(t!("presenter-seats-none"));
    }
    let places = sorted_rows(seats, view.order, anonymous);
    egui::ScrollArea::horizontal().show(ui, |ui| {
        egui::Grid::new("class dashboard")
            .num_columns(exercises.len() + 3 + usize::from(seats.range.is_some()))
            .striped(true)
            .show(ui, |ui| {
                ui.strong(t!("presenter-dashboard-student"));
                ui.label("");
                if seats.range.is_some() {
                    ui.strong(t!("presenter-dashboard-on-scene"))
                        .on_hover_formula(t!("presenter-dashboard-on-scene-tip"));
                }
                for &k in &exercises {
                    let number = RichText::new((k + 1).to_string());
                    let number = if k == current {
                        number.strong().underline()
                    } else {
                        number
                    };
                    let caption = script.scenes[k].caption.in_language(language);
                    ui.label(number).on_hover_text(t!(
                        "presenter-dashboard-scene-tip",
                        k = (k + 1).to_string(),
                        caption = short(caption)
                    ));
                }
                ui.strong(t!("presenter-dashboard-right"));
                ui.end_row();
                for &place in &places {
                    let row = &seats.students[place];
                    let name = row.shown_name(place, anonymous);
                    let is_open = view.open.as_deref() == Some(row.seat.as_str());
                    if ui
                        .selectable_label(is_open, &name)
                        .on_hover_formula(t!("presenter-dashboard-open-tip"))
                        .clicked()
                    {
                        view.open = (!is_open).then(|| row.seat.clone());
                    }
                    ui.weak_formula(if row.connected {
                        t!("presenter-seat-here")
                    } else {
                        t!("presenter-seat-away")
                    });
                    if seats.range.is_some() {
                        viewing_ui(ui, row, seats.seconds);
                    }
                    for &k in &exercises {
                        cell_ui(ui, row, k);
                    }
                    ui.label(format!("{}/{}", row.right(), exercises.len()));
                    ui.end_row();
                }
            });
    });
    let open = view.open.as_ref().and_then(|seat| {
        seats
            .students
            .iter()
            .enumerate()
            .find(|(_, row)| &row.seat == seat)
    });
    if let Some((place, row)) = open {
        ui.separator();
        answers_ui(
            ui,
            row,
            &row.shown_name(place, anonymous),
            current,
            seats,
            commands,
        );
    }
    ui.data_mut(|d| d.insert_temp(view_id(), view));
}

/// The scene a page shows within the range and for how long: `5 · 2:10`.
fn viewing_ui(ui: &mut egui::Ui, row: &SeatRow, now_seconds: f64) {
    let Some((k, since)) = row.viewing else {
        ui.weak("·");
        return;
    };
    let stay = now_seconds - since;
    let text = format!("{} · {}", k + 1, minutes(stay));
    if stay > LONG_ON_A_SCENE_SECONDS {
        ui.colored_label(ui.visuals().warn_fg_color, text)
            .on_hover_formula(t!("presenter-dashboard-long-tip"));
    } else {
        ui.label(text);
    }
}

/// One cell: ✓, ✗ or ·, with the answer and its time on hover.
fn cell_ui(ui: &mut egui::Ui, row: &SeatRow, scene: usize) {
    match row.answers.get(&scene) {
        Some(answer) => {
            let (mark, colour) = if answer.right {
                ("✓", egui::Color32::from_rgb(0, 158, 115))
            } else {
                ("✗", egui::Color32::from_rgb(213, 94, 0))
            };
            ui.label(RichText::new(mark).color(colour).strong())
                .on_hover_text(t!(
                    "presenter-dashboard-cell-tip",
                    answer = answer.text.as_str(),
                    time = minutes(answer.seconds)
                ));
        }
        None => {
            ui.weak("·")
                .on_hover_text(t!("presenter-dashboard-unanswered"));
        }
    }
}

/// A student's answers, one a line: the scene, the answer, right or wrong, when; the answer to
/// the exercise on the stage (scene `current`) can be put on the stage, and a set of points
/// handed to the learner.
fn answers_ui(
    ui: &mut egui::Ui,
    row: &SeatRow,
    name: &str,
    current: usize,
    seats: &Seats,
    commands: &mut Vec<Command>,
) {
    ui.heading(t!("presenter-dashboard-answers-of", name = name));
    if row.answers.is_empty() {
        ui.weak_formula(t!("presenter-dashboard-no-answers"));
        return;
    }
    for (scene, answer) in &row.answers {
        let verdict = if answer.right {
            t!("presenter-dashboard-was-right")
        } else {
            t!("presenter-dashboard-was-wrong")
        };
        ui.label_formula(t!(
            "presenter-dashboard-answer-line",
            k = (scene + 1).to_string(),
            answer = answer.text.as_str(),
            verdict = verdict,
            time = minutes(answer.seconds)
        ));
        let points = matches!(answer.reply, crate::script::Reply::Points(_));
        if *scene != current && !points {
            continue;
        }
        ui.horizontal_wrapped(|ui| {
            if *scene == current {
                snapshot_ui(ui, row, *scene, seats, commands);
            }
            if let crate::script::Reply::Points(points) = &answer.reply
                && ui
                    .button(t!("presenter-dashboard-run-on"))
                    .on_hover_formula(t!("presenter-dashboard-run-on-tip"))
                    .clicked()
            {
                let points = points
                    .iter()
                    .map(|p| Point::new(p[0], p[1], Label::from_y(p[2])))
                    .collect();
                commands.push(Command::Lecture(LectureAction::Leave));
                commands.push(Command::ReplacePoints(points));
            }
        });
    }
}

/// "On the stage": the answer picked for the stage, beside at most three others.
fn snapshot_ui(
    ui: &mut egui::Ui,
    row: &SeatRow,
    scene: usize,
    seats: &Seats,
    commands: &mut Vec<Command>,
) {
    let mut picked = seats.picked.contains(&row.seat);
    let room = picked || seats.picked.len() < MOST_SNAPSHOT_ANSWERS;
    let toggled = ui
        .add_enabled(
            room,
            egui::Checkbox::new(&mut picked, t!("presenter-dashboard-on-stage")),
        )
        .on_hover_formula(t!(
            "presenter-dashboard-on-stage-tip",
            most = MOST_SNAPSHOT_ANSWERS
        ))
        .changed();
    if toggled {
        commands.push(Command::Class(ClassAction::Snapshot {
            scene,
            seat: row.seat.clone(),
        }));
    }
}

/// A caption's first line, at most 80 characters, for a hover.
fn short(caption: &str) -> String {
    let line = caption.lines().next().unwrap_or("").trim();
    let mut cut: String = line.chars().take(80).collect();
    if line.chars().count() > 80 {
        cut.push('…');
    }
    cut
}

#[cfg(test)]
pub(super) mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::app::lecture::seats::SeatAnswer;

    /// A seat's row with answers `(scene, right)`, each 0.5 at 1:15 into the class.
    pub(in crate::app::lecture) fn row(
        seat: &str,
        name: &str,
        answers: &[(usize, bool)],
    ) -> SeatRow {
        SeatRow {
            seat: seat.into(),
            name: name.into(),
            connected: true,
            viewing: None,
            answers: answers
                .iter()
                .map(|&(k, right)| {
                    let answer = SeatAnswer {
                        reply: crate::script::Reply::Number(0.5),
                        text: "0.5".into(),
                        right,
                        seconds: 75.0,
                    };
                    (k, answer)
                })
                .collect::<BTreeMap<_, _>>(),
        }
    }

    fn seats() -> Seats {
        Seats {
            locked: false,
            students: vec![
                row("s1", "zoe", &[(1, false)]),
                row("s2", "Ada", &[(1, true), (3, true)]),
                row("s3", "Bob", &[(1, true), (3, false)]),
            ],
            range: None,
            seconds: 100.0,
            picked: Vec::new(),
            ..Seats::default()
        }
    }

    #[test]
    fn rows_sort_by_joining_by_name_and_by_progress() {
        let seats = seats();
        assert_eq!(sorted_rows(&seats, RowOrder::Joined, false), [0, 1, 2]);
        assert_eq!(sorted_rows(&seats, RowOrder::Name, false), [1, 2, 0]);
        assert_eq!(sorted_rows(&seats, RowOrder::Progress, false), [1, 2, 0]);
        // Numbers stand for hidden names, in the order of joining.
        assert_eq!(sorted_rows(&seats, RowOrder::Name, true), [0, 1, 2]);
        assert_eq!(seats.students[2].shown_name(2, true), "Student 3");
    }

    #[test]
    fn a_time_is_minutes_and_seconds_and_a_long_caption_is_cut() {
        assert_eq!(minutes(75.4), "1:15");
        assert_eq!(minutes(-1.0), "0:00");
        assert_eq!(short("one line\nthe second"), "one line");
        assert_eq!(short(&"x".repeat(90)).chars().count(), 81);
    }

    #[test]
    fn an_answer_goes_on_the_stage_and_a_student_s_points_go_to_the_learner() {
        use egui_kittest::Harness;
        use egui_kittest::kittest::Queryable as _;

        crate::i18n::set_language(Language::English);
        let mut ada = row("s1", "Ada", &[(3, true)]);
        let points = vec![[0.0, 0.0, 1.0], [1.0, 1.0, -1.0], [2.0, 2.0, 1.0]];
        if let Some(answer) = ada.answers.get_mut(&3) {
            answer.reply = crate::script::Reply::Points(points);
        }
        let seats = Seats {
            locked: false,
            students: vec![ada.clone()],
            range: None,
            seconds: 100.0,
            picked: Vec::new(),
            ..Seats::default()
        };
        let mut harness = Harness::builder().build_ui_state(
            move |ui, commands: &mut Vec<Command>| {
                answers_ui(ui, &ada, "Ada", 3, &seats, commands);
            },
            Vec::new(),
        );
        harness.run();
        harness.get_by_label("On the stage").click();
        harness.run();
        assert_eq!(
            harness.state().as_slice(),
            [Command::Class(ClassAction::Snapshot {
                scene: 3,
                seat: "s1".into()
            })]
        );
        harness.state_mut().clear();
        harness
            .get_by_label("Run the learner on these points")
            .click();
        harness.run();
        let commands = harness.state();
        assert_eq!(commands[0], Command::Lecture(LectureAction::Leave));
        let Command::ReplacePoints(placed) = &commands[1] else {
            panic!("{commands:?}");
        };
        let labels: Vec<Label> = placed.iter().map(|p| p.label).collect();
        assert_eq!(labels, [Label::Positive, Label::Negative, Label::Positive]);
    }
}
