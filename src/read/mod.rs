//! Reading and writing point files: the course's whitespace files (`x1 … xd y`), CSV with a
//! header, and LIBSVM's sparse `label index:value …`.
//!
//! [`read_path`] and [`parse_bytes`] tell the format from the text, read the points, and say
//! what they had to do (e.g. map 0/1 labels to −1/+1) in [`Loaded::notices`]. Anything wrong
//! with a file is a [`ReadError`] naming the file, the line and the field. [`write_points`]
//! writes points so that reading them back gives the same points bit for bit.
//!
//! The formats share everything but splitting a line: `text` (bytes → text, lines, numbers),
//! `points` (labels, building the [`Dataset`]) and, for whitespace and CSV, `table`, whose
//! rows of plain numbers take the quick path of `plain` (LIBSVM has its own, in `libsvm`).

mod classes;
mod csv;
mod error;
mod libsvm;
mod lines;
mod plain;
mod points;
mod ready;
mod stream;
mod table;
mod text;
mod whitespace;

use std::io;
use std::path::Path;

use serde::{Deserialize, Serialize};

pub use classes::{ClassLabels, Classes};
pub use error::{ReadError, ReadErrorKind};

use crate::data::Dataset;
use error::Fault;
use points::Parsed;

/// Which format a file is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Rows `x1 … xd y` separated by spaces or tabs, as the course's `.dat` files.
    Whitespace,
    /// Comma-separated rows under a header row of names.
    Csv,
    /// LIBSVM's sparse `label index:value …`.
    Libsvm,
}

/// What a file's label column holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum LabelColumn {
    /// One label per row, for a classifier of two classes: `x1 … xd y`. +1/−1 as they are;
    /// 0/1, or any other two labels (1/2, "cat"/"dog"), read as −1/+1 in sorted order, with a
    /// notice naming the mapping.
    #[default]
    Binary,
    /// One label per row of any kind (numbers or words), kept as classes: up to
    /// [`Classes::MAX`], sorted (see [`Classes`]). Every label of [`Loaded::data`] is +1; the
    /// classes are in [`Loaded::classes`].
    Classes,
    /// One label per row, of any kind (class numbers, names), read and set aside: clustering
    /// and PCA do not use labels. A LIBSVM row may also start with its first feature.
    Ignored,
    /// No label column: every column is a feature (LIBSVM: every token is `index:value`).
    Absent,
}

/// A file read into points, with what the reader had to say (e.g. "labels 0/1 were read as
/// −1/+1").
#[derive(Debug, Clone)]
pub struct Loaded {
    /// The points; read with [`LabelColumn::Ignored`] or [`LabelColumn::Absent`], every label
    /// is +1 (the file's labels are not kept).
    pub data: Dataset,
    pub format: Format,
    /// One name per feature: from the file's header, else `x1 … xd`.
    pub feature_names: Vec<String>,
    pub notices: Vec<String>,
    /// The labels as read, as classes: every row's with [`LabelColumn::Classes`]; with
    /// [`LabelColumn::Binary`] when they were mapped to −1/+1 (class 0 is −1, class 1 is +1),
    /// so that saving can write them back as they were.
    pub classes: Option<ClassLabels>,
}

/// Reads a file from disk (format told from the content, the extension as a hint). Messages
/// name the file by its file name.
pub fn read_path(path: &Path) -> Result<Loaded, ReadError> {
    read_path_with(path, LabelColumn::Binary)
}

/// [`read_path`] for a file whose label column holds `label_column`.
pub fn read_path_with(path: &Path, label_column: LabelColumn) -> Result<Loaded, ReadError> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    stream::read_file(path, &name, label_column).map_err(|fault| fault.in_file(&name))
}

/// What the OS said when a file could not be read, in a user's words.
fn open_error(error: &io::Error) -> ReadErrorKind {
    match error.kind() {
        io::ErrorKind::NotFound => ReadErrorKind::NotFound,
        io::ErrorKind::PermissionDenied => ReadErrorKind::PermissionDenied,
        io::ErrorKind::IsADirectory => ReadErrorKind::IsDirectory,
        _ => ReadErrorKind::Unreadable {
            reason: error.to_string(),
        },
    }
}

/// Parses bytes already in memory; `name` (the file name) is used in messages and its
/// extension as a hint to the format.
pub fn parse_bytes(bytes: &[u8], name: &str) -> Result<Loaded, ReadError> {
    parse_bytes_with(bytes, name, LabelColumn::Binary)
}

/// [`parse_bytes`] for a file whose label column holds `label_column`.
pub fn parse_bytes_with(
    bytes: &[u8],
    name: &str,
    label_column: LabelColumn,
) -> Result<Loaded, ReadError> {
    parse_text(bytes, name, label_column).map_err(|fault| fault.in_file(name))
}

fn parse_text(bytes: &[u8], name: &str, label_column: LabelColumn) -> Result<Loaded, Fault> {
    let text = text::decode(bytes)?;
    let (format, parsed) = match sniff(text, name) {
        Sniffed::Empty => return Err(Fault::whole(ReadErrorKind::Empty)),
        Sniffed::Whitespace => (Format::Whitespace, whitespace::parse(text, label_column)?),
        Sniffed::Csv(delimiter) => (Format::Csv, csv::parse(text, delimiter, label_column)?),
        Sniffed::Libsvm => (Format::Libsvm, libsvm::parse(text, label_column)?),
    };
    Ok(loaded(format, parsed))
}

/// The points read from a file in `format`.
fn loaded(format: Format, parsed: Parsed) -> Loaded {
    let Parsed {
        data,
        feature_names,
        notices,
        classes,
    } = parsed;
    Loaded {
        data,
        format,
        feature_names,
        notices,
        classes,
    }
}

/// The format the text is in, as far as its first meaningful line tells.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Sniffed {
    /// Nothing but whitespace.
    Empty,
    Whitespace,
    /// CSV with this delimiter.
    Csv(u8),
    Libsvm,
}

/// Tells the format from the first meaningful line: `index:value` tokens are LIBSVM, a comma
/// (or else a semicolon) is CSV, anything else is whitespace. The extension decides only when
/// the line is a single field, which every format would read the same way but LIBSVM (a label
/// with no nonzero feature).
fn sniff(text: &str, name: &str) -> Sniffed {
    if text.trim_ascii().is_empty() {
        return Sniffed::Empty;
    }
    let Some((_, line)) = text::meaningful_lines(text).next() else {
        return Sniffed::Whitespace;
    };
    let mut tokens = line.split_ascii_whitespace();
    if tokens.clone().skip(1).any(libsvm::is_pair) {
        Sniffed::Libsvm
    } else if line.contains(',') {
        Sniffed::Csv(b',')
    } else if line.contains(';') {
        Sniffed::Csv(b';')
    } else if tokens.nth(1).is_none() && has_extension(name, &["svm", "libsvm"]) {
        Sniffed::Libsvm
    } else {
        Sniffed::Whitespace
    }
}

fn has_extension(name: &str, extensions: &[&str]) -> bool {
    Path::new(name)
        .extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| extensions.iter().any(|x| e.eq_ignore_ascii_case(x)))
}

/// Writes points in `format` (the names go in the header where the format has one). Values are
/// written in Rust's shortest round-trip form, so [`parse_bytes`] gives back the same points bit
/// for bit.
pub fn write_points(data: &Dataset, format: Format, feature_names: &[String]) -> String {
    write_labelled(data, format, feature_names, |n| {
        table::label_text(data.label(n))
    })
}

/// [`write_points`] with each row's label written as its class's name, as the file had it:
/// `class_of_row[n]` is point n's class (the labels of `data` are not used).
pub fn write_points_with_classes(
    data: &Dataset,
    format: Format,
    feature_names: &[String],
    classes: &Classes,
    class_of_row: &[usize],
) -> String {
    write_labelled(data, format, feature_names, |n| {
        classes.name(class_of_row[n])
    })
}

fn write_labelled<'a>(
    data: &Dataset,
    format: Format,
    feature_names: &[String],
    label_of_row: impl Fn(usize) -> &'a str,
) -> String {
    match format {
        Format::Whitespace => whitespace::write(data, feature_names, label_of_row),
        Format::Csv => csv::write(data, feature_names, label_of_row),
        Format::Libsvm => libsvm::write(data, label_of_row),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tells_the_format_from_the_first_meaningful_line() {
        assert_eq!(sniff("", "a.dat"), Sniffed::Empty);
        assert_eq!(sniff(" \r\n\t\n", "a.dat"), Sniffed::Empty);
        assert_eq!(sniff("# c\n\n1 1:0.5 2:1\n", "a.csv"), Sniffed::Libsvm);
        assert_eq!(sniff("x1,x2,y\n", "a.dat"), Sniffed::Csv(b','));
        assert_eq!(sniff("1;2;1\n", "a.txt"), Sniffed::Csv(b';'));
        assert_eq!(sniff("0.5\t1 -1\n", "a.csv"), Sniffed::Whitespace);
        assert_eq!(sniff("1\n-1 2:3\n", "a.libsvm"), Sniffed::Libsvm);
        assert_eq!(sniff("1\n", "a.dat"), Sniffed::Whitespace);
        assert_eq!(sniff("# only a comment\n", "a.dat"), Sniffed::Whitespace);
    }

    #[test]
    fn reads_each_format_and_says_which() {
        let cases = [
            ("1 2 1\n3 4 -1\n", Format::Whitespace),
            ("a,b,y\n1,2,1\n3,4,-1\n", Format::Csv),
            ("1 1:1 2:2\n-1 1:3 2:4\n", Format::Libsvm),
        ];
        for (text, format) in cases {
            let loaded = parse_bytes(text.as_bytes(), "t").expect(text);
            assert_eq!(loaded.format, format);
            assert_eq!(loaded.data.features(1).collect::<Vec<_>>(), vec![3.0, 4.0]);
        }
    }

    #[test]
    fn rows_read_signed_are_the_points_bit_for_bit() {
        // Labels whose sign the first rows cannot tell (1 before 2, cat before dog, 0 before
        // −1) turn rows over at the end; zeros keep their sign as y·x gives it, LIBSVM's
        // missing ones too, and those a row gets when a later row widens them all.
        let rows = [[3.25, 0.0], [-0.0, 2.0], [0.0, -1.5]];
        let cases = [
            (["1", "-1", "1"], [1.0, -1.0, 1.0]),
            (["1", "2", "1"], [-1.0, 1.0, -1.0]),
            (["cat", "dog", "cat"], [-1.0, 1.0, -1.0]),
            (["0", "-1", "0"], [1.0, -1.0, 1.0]),
        ];
        for (labels, signs) in cases {
            let features: Vec<f64> = rows.concat();
            let expected = Dataset::from_rows(2, &features, &signs).expect("points");
            let [first, second, third] = labels;
            for text in [
                format!("3.25 0 {first}\n-0.0 2 {second}\n0 -1.5 {third}\n"),
                format!("a,b,y\n3.25,0,{first}\n-0.0,2,{second}\n0,-1.5,{third}\n"),
                format!("{first} 1:3.25\n{second} 1:-0.0 2:2\n{third} 2:-1.5\n"),
            ] {
                let data = parse_bytes(text.as_bytes(), "t").expect(&text).data;
                assert_eq!(data.labels(), expected.labels(), "{text}");
                for n in 0..3 {
                    let bits = |d: &Dataset| d.features(n).map(f64::to_bits).collect::<Vec<_>>();
                    assert_eq!(bits(&data), bits(&expected), "{text} row {n}");
                }
            }
        }
    }

    #[test]
    fn labels_of_any_kind_or_none_for_clustering() {
        let ignored = [
            ("1 2 3\n4 5 cat\n", vec![1.0, 2.0, 4.0, 5.0]),
            ("a,b,class\n1,2,3\n4,5,7\n", vec![1.0, 2.0, 4.0, 5.0]),
            ("2 1:1 2:2\n1:4 2:5\n", vec![1.0, 2.0, 4.0, 5.0]),
        ];
        for (text, features) in ignored {
            let loaded = parse_bytes_with(text.as_bytes(), "t", LabelColumn::Ignored).expect(text);
            assert_eq!(
                crate::cluster::Points::from_dataset(&loaded.data).values(),
                features
            );
            assert_eq!(loaded.data.labels(), &[1.0, 1.0], "{text}");
        }
        let absent = [
            ("1 2 3\n4 5 6\n", 3),
            ("a,y,c\n1,2,3\n4,5,6\n", 3),
            ("7\n8\n", 1),
            ("1:1 3:2\n2:5\n", 3),
        ];
        for (text, dim) in absent {
            let loaded = parse_bytes_with(text.as_bytes(), "t", LabelColumn::Absent).expect(text);
            assert_eq!((loaded.data.dim(), loaded.data.len()), (dim, 2), "{text}");
        }
        let csv = parse_bytes_with(b"a,y,c\n1,2,3\n", "t", LabelColumn::Absent).expect("csv");
        assert_eq!(csv.feature_names, vec!["a", "y", "c"]);
        assert!(csv.notices.is_empty());
        assert!(
            parse_bytes(b"1 2 3\n", "t").is_err(),
            "label 3 is no class label"
        );
    }

    #[test]
    fn errors_name_the_file() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let error = parse_bytes(b"1 2 1\n1 x 1\n", "hw.dat").expect_err("not a number");
        assert_eq!(
            error.to_string(),
            "hw.dat, line 2, column 2: \"x\" is not a number"
        );
        let empty = parse_bytes(b"", "e.dat").expect_err("empty");
        assert_eq!(empty.kind, ReadErrorKind::Empty);
        let comments = parse_bytes(b"# x\n", "c.dat").expect_err("comments only");
        assert_eq!(comments.kind, ReadErrorKind::NoPoints { header_line: None });
    }
}
