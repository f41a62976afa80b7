//! A file larger than the reader's block (a megabyte of lines) is read from disk a block at a
//! time: its points, notices and errors must be those of the same bytes parsed in memory,
//! whatever sits past the first block (a fault, a comment, a quote, a byte that is no text).

use linlab::data::Dataset;
use linlab::read::{
    ClassLabels, Format, LabelColumn, Loaded, ReadError, parse_bytes_with, read_path_with,
};

use super::TempFile;

/// Rows enough to fill more than one block (1 MiB) in every format.
const ROWS: usize = 60_000;
/// The row from which a case changes the file: well past the first block.
const LATE: usize = 55_000;

/// What a read gave, comparable: the points and all said about them, or the error's words.
type Seen = Result<
    (
        Format,
        Dataset,
        Vec<String>,
        Vec<String>,
        Option<ClassLabels>,
    ),
    String,
>;

fn seen(read: Result<Loaded, ReadError>) -> Seen {
    read.map(|l| (l.format, l.data, l.feature_names, l.notices, l.classes))
        .map_err(|e| e.to_string())
}

/// `ROWS` rows of two features and a label in `format` ("dat", "csv", "libsvm"), the rows from
/// `LATE` on given by `late` where it returns one.
fn file_text(format: &str, late: impl Fn(usize) -> Option<String>) -> String {
    rows_text(format, ROWS, |n| late(n).filter(|_| n >= LATE))
}

/// `rows` rows of two features and a label in `format`, row n given by `row` where it returns
/// one.
fn rows_text(format: &str, rows: usize, row: impl Fn(usize) -> Option<String>) -> String {
    let mut text = String::with_capacity(rows * 40);
    if format == "csv" {
        text.push_str("x1,x2,y\n");
    }
    for n in 0..rows {
        if let Some(row) = row(n) {
            text.push_str(&row);
            continue;
        }
        let x1 = (n % 1000) as f64 / 1000.0;
        let x2 = -((n % 777) as f64) / 777.0;
        let y = if n % 3 == 0 { "-1" } else { "1" };
        text.push_str(&match format {
            "dat" => format!("{x1}\t{x2} {y}\r\n"),
            "csv" => format!("{x1},{x2},{y}\n"),
            _ => format!("{y} 1:{x1} 2:{x2}\n"),
        });
    }
    text
}

/// Reads `bytes` from a file named `*.format` and in memory, with `column`, and says both.
fn both(format: &str, bytes: &[u8], column: LabelColumn) -> (Seen, Seen) {
    let file = TempFile::new(&format!("blocks.{format}"));
    std::fs::write(&file.0, bytes).expect("the temp folder is writable");
    let name = file
        .0
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let from_disk = seen(read_path_with(&file.0, column));
    let in_memory = seen(parse_bytes_with(bytes, &name, column));
    (from_disk, in_memory)
}

#[test]
fn a_file_of_many_blocks_reads_as_the_same_bytes_in_memory() {
    let at = |n: usize, row: &str| (n == LATE).then(|| row.to_owned());
    let cases: Vec<(&str, String)> = vec![
        ("dat", file_text("dat", |_| None)),
        (
            "dat",
            file_text("dat", |n| {
                at(n, "# a comment\n\n  \t\n1 2 1 # and a note\n")
            }),
        ),
        ("dat", file_text("dat", |n| at(n, "0.5 x 1\n"))),
        ("dat", file_text("dat", |n| at(n, "0.5 0.25 3\n"))),
        ("dat", file_text("dat", |n| at(n, "0.5 0.25 1.0\n"))),
        ("dat", file_text("dat", |n| at(n, "0.5 0.25 0.125 1\n"))),
        ("dat", file_text("dat", |n| at(n, "0.5 0\u{0}.25 1\n"))),
        ("csv", file_text("csv", |_| None)),
        ("csv", file_text("csv", |n| at(n, "\"0.5\",1,1\n"))),
        ("csv", file_text("csv", |n| at(n, " 0.5 , 1,1\n,,\n#x\n"))),
        ("csv", file_text("csv", |n| at(n, "0.5,1\n"))),
        ("libsvm", file_text("libsvm", |_| None)),
        (
            "libsvm",
            file_text("libsvm", |n| at(n, "1 1:0.5 5:2\n-1\n")),
        ),
        ("libsvm", file_text("libsvm", |n| at(n, "1 3:0.5 2:2\n"))),
        (
            "libsvm",
            file_text("libsvm", |n| at(n, "1 99999999999:2\n")),
        ),
    ];
    for (i, (format, text)) in cases.iter().enumerate() {
        assert!(text.len() > 1 << 20, "case {i} fills more than a block");
        let (from_disk, in_memory) = both(format, text.as_bytes(), LabelColumn::Binary);
        assert_eq!(from_disk, in_memory, "case {i}");
    }
    let mut not_text = file_text("dat", |_| None).into_bytes();
    let late_byte = not_text.len() - 100;
    not_text[late_byte] = 0xFF;
    let (from_disk, in_memory) = both("dat", &not_text, LabelColumn::Binary);
    let line = 1 + not_text[..late_byte]
        .iter()
        .filter(|&&b| b == b'\n')
        .count();
    let said = format!("line {line}:");
    assert!(
        from_disk.as_ref().is_err_and(|e| e.contains(&said)),
        "{from_disk:?}"
    );
    assert_eq!(from_disk, in_memory);
    for column in [
        LabelColumn::Classes,
        LabelColumn::Ignored,
        LabelColumn::Absent,
    ] {
        for format in ["dat", "csv", "libsvm"] {
            let text = file_text(format, |_| None);
            let (from_disk, in_memory) = both(format, text.as_bytes(), column);
            assert!(
                from_disk.is_ok() || column == LabelColumn::Absent,
                "{format} {column:?}"
            );
            assert_eq!(from_disk, in_memory, "{format} {column:?}");
        }
    }
}

/// `text` with the line that crosses the first block's end (1 MiB) replaced by `row`: the line
/// the second block starts with.
fn at_the_boundary(text: &str, row: &str) -> String {
    let boundary = 1 << 20;
    let start = text[..boundary].rfind('\n').map_or(0, |at| at + 1);
    let end = text[boundary..]
        .find('\n')
        .map_or(text.len(), |at| boundary + at + 1);
    format!("{}{row}{}", &text[..start], &text[end..])
}

#[test]
fn lines_past_the_first_block_are_checked_where_the_quick_way_leaves_them() {
    let at = |n: usize, row: &str| (n == LATE).then(|| row.to_owned());
    let csv = file_text("csv", |_| None);
    let crlf = csv.replace('\n', "\r\n");
    let cases: Vec<(&str, LabelColumn, Vec<u8>)> = vec![
        (
            "dat",
            LabelColumn::Binary,
            file_text("dat", |n| at(n, "# a\u{0} note\n")).into(),
        ),
        (
            "dat",
            LabelColumn::Ignored,
            file_text("dat", |n| at(n, "0.5 1 a\u{0}\n")).into(),
        ),
        (
            "dat",
            LabelColumn::Ignored,
            file_text("dat", |n| at(n, "0.5 1 é\n")).into(),
        ),
        (
            "dat",
            LabelColumn::Binary,
            file_text("dat", |n| at(n, "0.5 1 é\n")).into(),
        ),
        (
            "csv",
            LabelColumn::Binary,
            file_text("csv", |n| at(n, "# say \"hi\"\n")).into(),
        ),
        (
            "csv",
            LabelColumn::Ignored,
            file_text("csv", |n| at(n, "0.5,1,\"a\"\n")).into(),
        ),
        (
            "csv",
            LabelColumn::Binary,
            file_text("csv", |n| at(n, "0.5,1,1\r0.25,2,-1\n")).into(),
        ),
        ("csv", LabelColumn::Binary, crlf.clone().into()),
        (
            "csv",
            LabelColumn::Binary,
            format!("{crlf}0.5,1,1\r").into(),
        ),
        ("csv", LabelColumn::Binary, format!("{csv}0.5,x,1\r").into()),
        (
            "csv",
            LabelColumn::Binary,
            at_the_boundary(&crlf, "0.5,,1\r\n").into(),
        ),
        (
            "csv",
            LabelColumn::Binary,
            at_the_boundary(&csv, "0.5,1,2\n").into(),
        ),
        (
            "csv",
            LabelColumn::Binary,
            at_the_boundary(&csv, "# \u{0}\n").into(),
        ),
        (
            "dat",
            LabelColumn::Binary,
            at_the_boundary(&file_text("dat", |_| None), "1 2\n").into(),
        ),
        (
            "libsvm",
            LabelColumn::Binary,
            at_the_boundary(&file_text("libsvm", |_| None), "1 1:x\n").into(),
        ),
        (
            "csv",
            LabelColumn::Binary,
            format!("{}{csv}", "# a first block of notes\n".repeat(45_000)).into(),
        ),
    ];
    let mut invalid_comment = file_text("dat", |n| at(n, "# a note @\n")).into_bytes();
    if let Some(at) = invalid_comment.iter().position(|&b| b == b'@') {
        invalid_comment[at] = 0xFF;
    }
    let mut cases = cases;
    cases.push(("dat", LabelColumn::Binary, invalid_comment));
    for (i, (format, column, bytes)) in cases.iter().enumerate() {
        assert!(bytes.len() > 1 << 20, "case {i} fills more than a block");
        let (from_disk, in_memory) = both(format, bytes, *column);
        assert_eq!(from_disk, in_memory, "case {i}");
    }
}

#[test]
fn labels_whose_sign_comes_late_turn_their_rows_over_in_every_block() {
    // 1 and 2, 1 first: its rows are read as +1 until 2 is seen, and 1 turns out −1.
    let text = file_text("csv", |_| None)
        .replace(",1\n", ",2\n")
        .replace(",-1\n", ",1\n");
    let (from_disk, in_memory) = both("csv", text.as_bytes(), LabelColumn::Binary);
    assert_eq!(from_disk, in_memory);
    let (_, data, ..) = from_disk.expect("two labels");
    for n in [0, 1, 2, LATE, ROWS - 1] {
        let x1 = (n % 1000) as f64 / 1000.0;
        let x2 = -((n % 777) as f64) / 777.0;
        let y = if n % 3 == 0 { -1.0 } else { 1.0 };
        let bits = |x: &[f64]| x.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
        assert_eq!(
            bits(&data.features(n).collect::<Vec<_>>()),
            bits(&[x1, x2]),
            "row {n}"
        );
        assert_eq!(data.label(n), y, "row {n}");
    }
}

/// Rows enough for the rest of a file past its first block to be read on two cores (half a
/// block each at least): about 4 MB in every format.
const HALVES_ROWS: usize = 150_000;
/// A row well into the second half of such a file, read by the fork.
const IN_SECOND_HALF: usize = 130_000;
/// A row past the first block and before the cut, read by the reader itself.
const IN_FIRST_HALF: usize = 60_000;

#[test]
fn a_file_read_on_two_cores_reads_as_the_same_bytes_in_memory() {
    let sorted = |format: &'static str| {
        move |n: usize| {
            let x1 = (n % 1000) as f64 / 1000.0;
            let x2 = -((n % 777) as f64) / 777.0;
            let y = if n < HALVES_ROWS * 3 / 5 { "1" } else { "-1" };
            Some(match format {
                "dat" => format!("{x1} {x2} {y}\n"),
                "csv" => format!("{x1},{x2},{y}\n"),
                _ => format!("{y} 1:{x1} 2:{x2}\n"),
            })
        }
    };
    let cases = [
        case("dat", LabelColumn::Binary, |_| None),
        case("csv", LabelColumn::Binary, |_| None),
        case("libsvm", LabelColumn::Binary, |_| None),
        case("dat", LabelColumn::Classes, |_| None),
        case("csv", LabelColumn::Ignored, |_| None),
        case("libsvm", LabelColumn::Ignored, |_| None),
        case("libsvm", LabelColumn::Absent, |_| None),
        // Labels sorted: the second half starts with a label the first block never saw.
        case("dat", LabelColumn::Binary, sorted("dat")),
        case("csv", LabelColumn::Binary, sorted("csv")),
        case("libsvm", LabelColumn::Binary, sorted("libsvm")),
        // A third label (0 beside −1 and 1), first seen in the second half.
        case("csv", LabelColumn::Binary, |n| {
            (n >= IN_SECOND_HALF).then(|| "0.5,1,0\n".into())
        }),
    ];
    same_on_two_cores(&cases);
}

#[test]
fn lines_the_fork_does_not_take_are_read_as_in_memory() {
    let at = |n: usize, row: &str| (n == IN_SECOND_HALF).then(|| row.to_owned());
    let cases = [
        case("dat", LabelColumn::Binary, |n| at(n, "0.5 1.0 1.0\n")),
        case("dat", LabelColumn::Binary, |n| at(n, "# a note\n\n")),
        case("dat", LabelColumn::Binary, |n| at(n, "0.5 x 1\n")),
        case("dat", LabelColumn::Binary, |n| at(n, "0.5 1 3\n")),
        case("dat", LabelColumn::Binary, |n| at(n, "0.5 \u{0}1 1\n")),
        case("csv", LabelColumn::Binary, |n| at(n, "0.5,1\n")),
        case("csv", LabelColumn::Binary, |n| at(n, "\"0.5\",1,1\n")),
        case("libsvm", LabelColumn::Binary, |n| at(n, "1 1:0.5 9:2\n")),
        // The reader's rows widened after the fork was made: the fork's are widened to join.
        case("libsvm", LabelColumn::Binary, |n| {
            (n == IN_FIRST_HALF).then(|| "1 1:0.5 9:2\n".into())
        }),
        case("libsvm", LabelColumn::Binary, |n| at(n, "1 3:0.5 2:2\n")),
    ];
    same_on_two_cores(&cases);
}

/// A file of `HALVES_ROWS` rows in `format` (row n given by `row` where it returns one), to be
/// read with `column`.
fn case(
    format: &'static str,
    column: LabelColumn,
    row: impl Fn(usize) -> Option<String>,
) -> (&'static str, LabelColumn, String) {
    (format, column, rows_text(format, HALVES_ROWS, row))
}

/// Checks that each file (`HALVES_ROWS` rows in a format, read with a label column) reads from
/// disk, its rest on two cores, as in memory.
fn same_on_two_cores(cases: &[(&str, LabelColumn, String)]) {
    for (i, (format, column, text)) in cases.iter().enumerate() {
        assert!(text.len() > 3 << 20, "case {i} is cut past its first block");
        let (from_disk, in_memory) = both(format, text.as_bytes(), *column);
        assert_eq!(from_disk, in_memory, "case {i}");
    }
}
