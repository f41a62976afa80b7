//! The roster's tests: joins and rejoins, first answers, the tally, locking and removing.

use super::*;

fn number_check() -> Check {
    serde_json::from_str(r#"{"kind":"predict_number","quantity":"updates_to_halt","within":0}"#)
        .expect("a check")
}

#[test]
fn a_locked_class_takes_its_seats_back_but_no_one_new_and_a_removed_seat_never() {
    let mut roster = Roster::new(300);
    let ada = roster
        .join(Some("Ada"), None, "s1".into(), 1)
        .expect("joins");
    let bob = roster
        .join(Some("Bob"), None, "s2".into(), 2)
        .expect("joins");
    let check = number_check();
    assert!(roster.answer(&bob.seat, 4, &check, Reply::Number(1.0), false, 3.0));
    roster.lock(true);
    assert!(roster.is_locked());
    assert_eq!(
        roster.join(Some("Cy"), None, "s3".into(), 3),
        Err(Refusal::Locked)
    );
    // Ada's phone dropped off the Wi-Fi: her seat is hers again, locked or not.
    roster.leave(&ada.seat, 1);
    let back = roster
        .join(None, Some(&ada.seat), "s4".into(), 4)
        .expect("her seat");
    assert_eq!(back.name, "Ada");
    // Bob is removed: his page is named for the server to close, his answer leaves the
    // tally and the results, and his seat never rejoins, open class or not.
    assert_eq!(roster.remove(&bob.seat), Some(2));
    assert_eq!(roster.students().len(), 1);
    assert_eq!(roster.tally(4).answered, 0);
    assert!(!roster.results_csv().contains("Bob"));
    roster.lock(false);
    assert_eq!(
        roster.join(Some("Bob"), Some(&bob.seat), "s5".into(), 5),
        Err(Refusal::Removed)
    );
    assert_eq!(roster.remove("nobody"), None);
    // Open again, someone new joins.
    assert!(roster.join(Some("Cy"), None, "s6".into(), 6).is_ok());
}

#[test]
fn a_page_that_rejoins_keeps_its_name_and_answers_and_only_the_first_answer_counts() {
    let mut roster = Roster::new(300);
    let Joined { seat, name, .. } = roster
        .join(Some("  Ada\n"), None, "s1".into(), 1)
        .expect("joins");
    assert_eq!(name, "Ada");
    let check = number_check();
    assert!(roster.answer(&seat, 2, &check, Reply::Number(3.0), true, 1.5));
    assert!(!roster.answer(&seat, 2, &check, Reply::Number(4.0), false, 2.0));
    roster.leave(&seat, 1);
    assert_eq!(roster.connected(), 0);
    let back = roster
        .join(Some("Someone else"), Some(&seat), "s2".into(), 2)
        .expect("rejoins");
    assert_eq!((back.seat.as_str(), back.name.as_str()), ("s1", "Ada"));
    assert_eq!(back.replaced, None, "its old page had left");
    assert_eq!(
        roster.tally(2),
        Tally {
            joined: 1,
            answered: 1,
            right: 1,
            wrong: 0
        }
    );
    let anonymous = roster
        .join(None, Some("unknown"), "s3".into(), 3)
        .expect("joins");
    assert_eq!(anonymous.name, "Student 2");
}

#[test]
fn the_class_is_full_at_its_size_and_a_seat_is_freed_by_leaving() {
    let mut roster = Roster::new(2);
    let a = roster.join(None, None, "a".into(), 1).expect("1").seat;
    roster.join(None, None, "b".into(), 2).expect("2");
    assert_eq!(
        roster.join(None, None, "c".into(), 3),
        Err(Refusal::Full { max: 2 })
    );
    roster.leave(&a, 1);
    assert!(roster.join(None, None, "c".into(), 4).is_ok());
}

#[test]
fn a_second_page_on_a_seat_takes_it_over_in_a_full_class_and_the_older_frees_nothing() {
    let mut roster = Roster::new(2);
    let a = roster
        .join(Some("Ada"), None, "a".into(), 1)
        .expect("1")
        .seat;
    roster.join(None, None, "b".into(), 2).expect("2");
    // The class is full, but a takeover is not a new student.
    let again = roster
        .join(None, Some(&a), "x".into(), 3)
        .expect("takes the seat over");
    assert_eq!(
        again,
        Joined {
            seat: a.clone(),
            name: "Ada".into(),
            replaced: Some(1)
        }
    );
    assert_eq!(roster.connected(), 2);
    assert!(roster.holds(&a, 3) && !roster.holds(&a, 1));
    // The older page goes: the seat stays with the newer one.
    roster.leave(&a, 1);
    assert_eq!(roster.connected(), 2);
    assert!(roster.holds(&a, 3));
    roster.leave(&a, 3);
    assert_eq!(roster.connected(), 1);
}

#[test]
fn the_results_have_a_row_per_first_answer_and_a_summary_per_exercise() {
    let mut roster = Roster::new(10);
    let check = number_check();
    for (i, right) in [true, false, true].into_iter().enumerate() {
        let seat = roster
            .join(
                Some(&format!("S{i}")),
                None,
                format!("seat{i}"),
                i as PageId,
            )
            .expect("joins")
            .seat;
        roster.answer(&seat, 0, &check, Reply::Number(i as f64), right, 2.0);
    }
    let csv = roster.results_csv();
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines[0], "name,scene,task,answer,right,seconds");
    assert_eq!(lines[1], "S0,1,predict_number,0,true,2.0");
    assert!(lines.contains(&",1,3,2,1,"), "{csv}");
}

#[test]
fn names_that_look_like_formulas_are_written_as_text_and_numbers_stay_numbers() {
    let mut roster = Roster::new(10);
    let check = number_check();
    let names = [
        "=HYPERLINK(\"http://x\",\"y\")",
        "+1",
        "-2",
        "@SUM(A1)",
        "Ada",
    ];
    for (i, name) in names.into_iter().enumerate() {
        let seat = roster
            .join(Some(name), None, format!("seat{i}"), i as u64)
            .expect("joins")
            .seat;
        roster.answer(&seat, 0, &check, Reply::Number(-2.0), true, 1.0);
    }
    let csv = roster.results_csv();
    let mut rows = csv::Reader::from_reader(csv.as_bytes());
    let cells: Vec<(String, String)> = rows
        .records()
        .map(|r| r.expect("a row"))
        .take(names.len())
        .map(|r| (r[0].to_owned(), r[3].to_owned()))
        .collect();
    let written: Vec<&str> = cells.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(
        written,
        [
            "'=HYPERLINK(\"http://x\",\"y\")",
            "'+1",
            "'-2",
            "'@SUM(A1)",
            "Ada"
        ]
    );
    assert!(cells.iter().all(|(_, answer)| answer == "-2"), "{csv}");
    assert_eq!(text_cell("\tx"), "'\tx");
    assert_eq!(text_cell("\rx"), "'\rx");
    assert_eq!(answer_cell("(-1, 2)"), "(-1, 2)");
    assert_eq!(answer_cell("-inf+1"), "'-inf+1");
}

#[test]
fn bidi_overrides_isolates_and_zero_width_characters_are_dropped_from_names() {
    let mut roster = Roster::new(10);
    let cases = [
        ("\u{202E}gnp.exe", "gnp.exe"),
        ("A\u{2066}da\u{2069}", "Ada"),
        ("Z\u{200B}o\u{200C}e\u{200D}\u{200E}\u{200F}", "Zoe"),
        ("\u{FEFF}Bo\u{00AD}b", "Bob"),
        ("\u{202A}\u{202B}\u{202C}\u{202D}", "Student 5"),
        ("李\u{2067}雷\u{2068}", "李雷"),
    ];
    for (i, (typed, kept)) in cases.into_iter().enumerate() {
        let name = roster
            .join(Some(typed), None, format!("seat{i}"), i as u64)
            .expect("joins")
            .name;
        assert_eq!(name, kept, "{typed:?}");
    }
}
