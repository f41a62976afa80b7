//! The corpus of broken files, `tests/data/bad/`: each file with the error it must give and where
//! (line, column), every file of the folder in the table, and the messages read as plain
//! sentences that name the file, then the place.

use super::*;

/// A bad file, the error it must give, and where (line, column).
type BadFile = (&'static str, ReadErrorKind, Option<usize>, Option<usize>);

/// Every file in `tests/data/bad/`, the error it must give, and where (line, column).
fn bad_files() -> Vec<BadFile> {
    [plain_files(), libsvm_files(), csv_files()].concat()
}

fn ragged(fields: usize, expected: usize, expected_line: usize) -> ReadErrorKind {
    ReadErrorKind::RaggedRow {
        fields,
        expected,
        expected_line,
    }
}

fn third_label(t: &str, first: &str, second: &str) -> ReadErrorKind {
    ReadErrorKind::ThirdLabel {
        text: text(t),
        seen: Box::new([text(first), text(second)]),
    }
}

fn not_a_number(t: &str) -> ReadErrorKind {
    ReadErrorKind::NotANumber { text: text(t) }
}

/// The bad files of plain text (whitespace-separated numbers), and those that are not text.
fn plain_files() -> Vec<BadFile> {
    use ReadErrorKind as K;
    let mixed = |t: &str, other, other_line| K::MixedLabels {
        text: text(t),
        other,
        other_line,
    };
    let bad_label = |t: &str| K::BadLabel { text: text(t) };
    let not_finite = |t: &str| K::NotFinite { text: text(t) };
    let no_points = |header_line| K::NoPoints { header_line };
    vec![
        ("empty.dat", K::Empty, None, None),
        ("only_blank_lines.dat", K::Empty, None, None),
        ("only_comments.dat", no_points(None), None, None),
        ("header_only.dat", no_points(Some(1)), None, None),
        ("header_then_comments.dat", no_points(Some(2)), None, None),
        ("header_only.csv", no_points(Some(1)), None, None),
        ("lone_number.dat", K::NoFeatures, Some(1), None),
        ("labels_only.dat", K::NoFeatures, Some(2), None),
        ("ragged_longer_row.dat", ragged(4, 3, 1), Some(3), None),
        ("ragged_shorter_row.dat", ragged(3, 4, 1), Some(4), None),
        ("ragged_vs_header.dat", ragged(2, 3, 1), Some(3), None),
        ("nan_value.dat", not_finite("NaN"), Some(3), Some(2)),
        ("inf_value.dat", not_finite("inf"), Some(1), Some(2)),
        (
            "negative_infinity.dat",
            not_finite("-Infinity"),
            Some(2),
            Some(1),
        ),
        (
            "overflow_1e999.dat",
            K::Overflow {
                text: text("1e999"),
            },
            Some(2),
            Some(2),
        ),
        ("not_a_number.dat", not_a_number("abc"), Some(2), Some(1)),
        (
            "typo_in_first_row.dat",
            not_a_number("O.25"),
            Some(1),
            Some(2),
        ),
        (
            "label_one_half.dat",
            third_label("2", "1", "0.5"),
            Some(3),
            Some(3),
        ),
        ("nan_label.dat", bad_label("nan"), Some(1), Some(3)),
        ("three_labels.dat", mixed("0", "−1", 2), Some(3), Some(3)),
        (
            "zero_and_minus_one.dat",
            mixed("-1", "0", 1),
            Some(3),
            Some(3),
        ),
        ("binary_garbage.bin", K::NotText, Some(1), None),
        ("latin1_text.dat", K::NotText, Some(3), None),
        ("nul_bytes.dat", K::NotText, Some(2), None),
        ("utf16.dat", K::Utf16, None, None),
    ]
}

/// The bad files in the libsvm format.
fn libsvm_files() -> Vec<BadFile> {
    use ReadErrorKind as K;
    vec![
        ("libsvm_index_zero.libsvm", K::IndexZero, Some(2), Some(2)),
        (
            "libsvm_decreasing_index.libsvm",
            K::IndexOrder {
                index: 2,
                previous: 3,
            },
            Some(2),
            Some(3),
        ),
        (
            "libsvm_repeated_index.libsvm",
            K::IndexOrder {
                index: 2,
                previous: 2,
            },
            Some(1),
            Some(4),
        ),
        (
            "libsvm_malformed_pair.libsvm",
            K::BadPair {
                text: text("2=0.25"),
            },
            Some(2),
            Some(3),
        ),
        (
            "libsvm_letter_index.libsvm",
            K::BadIndex { text: text("x") },
            Some(1),
            Some(3),
        ),
        (
            "libsvm_missing_value.libsvm",
            K::EmptyField,
            Some(1),
            Some(3),
        ),
        (
            "libsvm_text_value.libsvm",
            not_a_number("abc"),
            Some(1),
            Some(3),
        ),
        (
            "libsvm_label_three.libsvm",
            third_label("-1", "1", "3"),
            Some(3),
            Some(1),
        ),
        (
            "libsvm_huge_index.libsvm",
            K::TooManyValues {
                points: 2,
                features: 4_000_000_000,
            },
            None,
            None,
        ),
    ]
}

/// The bad CSV files.
fn csv_files() -> Vec<BadFile> {
    use ReadErrorKind as K;
    vec![
        ("csv_missing_field.csv", ragged(2, 3, 1), Some(3), None),
        ("csv_empty_label.csv", K::EmptyField, Some(2), Some(3)),
        ("csv_empty_feature.csv", K::EmptyField, Some(2), Some(2)),
        ("csv_text_value.csv", not_a_number("n/a"), Some(3), Some(2)),
        (
            "csv_text_in_label_column.csv",
            third_label("dog", "1", "cat"),
            Some(4),
            Some(2),
        ),
        (
            "csv_semicolon_bad_label.csv",
            third_label("-1", "1", "+2"),
            Some(4),
            Some(3),
        ),
    ]
}

/// The error names the file, then the place, then says what is wrong.
fn check_message(error: &ReadError, file: &str) {
    let message = error.to_string();
    let mut place = file.to_owned();
    if let Some(line) = error.line {
        place += &format!(", line {line}");
    }
    if let Some(column) = error.column {
        place += &format!(", column {column}");
    }
    assert_eq!(message, format!("{place}: {}", error.kind), "{file}");
    assert!(error.kind.to_string().len() > 10, "{file}: {message}");
}

#[test]
fn every_bad_file_gives_its_error_at_its_place() {
    let table = bad_files();
    assert!(table.len() >= 30, "only {} bad files", table.len());
    for (file, kind, line, column) in &table {
        let path = PathBuf::from(DATA).join("bad").join(file);
        let error = read_path(&path).map(|_| ()).expect_err(file);
        assert_eq!(&error.kind, kind, "{file}: {error}");
        assert_eq!(
            (error.line, error.column),
            (*line, *column),
            "{file}: {error}"
        );
        assert_eq!(error.file, *file);
        check_message(&error, file);
        let bytes = std::fs::read(&path).expect("readable");
        assert_eq!(parse_bytes(&bytes, file).map(|_| ()), Err(error), "{file}");
    }
}

#[test]
fn every_file_in_the_bad_corpus_is_in_the_table() {
    let table = bad_files();
    let listed: Vec<&str> = table.iter().map(|(file, ..)| *file).collect();
    let dir = PathBuf::from(DATA).join("bad");
    for entry in std::fs::read_dir(dir).expect("the bad corpus") {
        let name = entry.expect("an entry").file_name();
        let name = name.to_string_lossy();
        assert!(
            listed.contains(&name.as_ref()),
            "{name} has no expected error"
        );
    }
}

#[test]
fn messages_read_as_plain_sentences() {
    let path = PathBuf::from(DATA).join("bad/not_a_number.dat");
    let error = read_path(&path).map(|_| ()).expect_err("not a number");
    assert_eq!(
        error.to_string(),
        "not_a_number.dat, line 2, column 1: \"abc\" is not a number"
    );
    let path = PathBuf::from(DATA).join("bad/ragged_longer_row.dat");
    let error = read_path(&path).map(|_| ()).expect_err("ragged");
    assert_eq!(
        error.to_string(),
        "ragged_longer_row.dat, line 3: this row has 4 fields but line 1 has 3; \
         every row needs the same number of fields"
    );
}
