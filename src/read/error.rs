//! What can be wrong with a point file, and where: [`ReadError`] names the file, the line and
//! the column (the field number), and its [`ReadErrorKind`] says what is wrong in plain words.
//!
//! Inside the readers a problem is a [`Fault`] (a kind and a place); the file name is added
//! once, at the top, by [`Fault::in_file`].

use std::fmt;

use thiserror::Error;

use crate::data::DataError;

/// A file that could not be read into points: which file, where, what.
///
/// Displays as `hw1_15_train.dat, line 12, column 3: "abc" is not a number`; lines and
/// columns are 1-based, and a column is a field number (for LIBSVM, a token number).
#[derive(Debug, Clone, PartialEq, Error)]
pub struct ReadError {
    pub file: String,
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub kind: ReadErrorKind,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.file)?;
        if let Some(line) = self.line {
            write!(f, ", line {line}")?;
        }
        if let Some(column) = self.column {
            write!(f, ", column {column}")?;
        }
        write!(f, ": {}", self.kind)
    }
}

/// What is wrong: one variant per thing a user can get wrong.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ReadErrorKind {
    #[error("no such file")]
    NotFound,
    #[error("permission denied: this file may not be read")]
    PermissionDenied,
    #[error("this is a folder, not a file")]
    IsDirectory,
    #[error("the file cannot be read: {reason}")]
    Unreadable { reason: String },
    #[error("not a text file: a points file holds numbers written as text")]
    NotText,
    #[error("the file is UTF-16 text; save it as UTF-8 (or plain ASCII) text")]
    Utf16,
    #[error("the file is empty: there are no points")]
    Empty,
    #[error("{}", no_points(*.header_line))]
    NoPoints { header_line: Option<usize> },
    #[error("a row needs at least one feature and a label, as in `x1 … xd y`")]
    NoFeatures,
    #[error(
        "this row has {fields} fields but line {expected_line} has {expected}; \
         every row needs the same number of fields"
    )]
    RaggedRow {
        fields: usize,
        expected: usize,
        expected_line: usize,
    },
    #[error("this field is empty; it should hold a number")]
    EmptyField,
    #[error("\"{text}\" is not a number")]
    NotANumber { text: String },
    #[error("\"{text}\" is not a finite number; every value must be an ordinary number")]
    NotFinite { text: String },
    #[error("\"{text}\" is too large to hold (beyond ±1.8e308)")]
    Overflow { text: String },
    #[error("label \"{text}\" is not +1 or −1 (0/1 are also accepted, and read as −1/+1)")]
    BadLabel { text: String },
    #[error(
        "label \"{text}\" cannot be used with the label {other} on line {other_line}: \
         labels are either +1/−1 or 0/1"
    )]
    MixedLabels {
        text: String,
        other: &'static str,
        other_line: usize,
    },
    #[error("\"{text}\" is not a LIBSVM feature; write it as index:value, e.g. 3:0.25")]
    BadPair { text: String },
    #[error("feature index \"{text}\" is not a whole number ≥ 1")]
    BadIndex { text: String },
    #[error("feature index 0: LIBSVM indices start at 1")]
    IndexZero,
    #[error("feature index {index} comes after {previous}; indices must increase along a line")]
    IndexOrder { index: usize, previous: usize },
    #[error(
        "{points} points with {features} features are more values than linlab holds \
         (at most {max}); is a feature index too large?",
        max = MAX_VALUES
    )]
    TooManyValues { points: usize, features: usize },
    /// A backstop: the reader checks everything [`crate::data::Dataset`] checks, first.
    #[error("{0}")]
    Rejected(DataError),
}

/// The most values (points × features) a file may expand to: 2²⁵ doubles, 256 MiB. Only a
/// sparse (LIBSVM) file can ask for more than its own size, with a large feature index.
pub(crate) const MAX_VALUES: usize = 1 << 25;

fn no_points(header_line: Option<usize>) -> String {
    match header_line {
        Some(line) => format!("there are no points after the header on line {line}"),
        None => "there are no points, only blank lines or # comments".to_owned(),
    }
}

/// A problem found inside a reader, before the file name is known to it.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Fault {
    pub line: Option<usize>,
    pub column: Option<usize>,
    pub kind: ReadErrorKind,
}

impl Fault {
    /// A problem with the file as a whole.
    pub fn whole(kind: ReadErrorKind) -> Self {
        Self {
            line: None,
            column: None,
            kind,
        }
    }

    /// A problem with line `line` (1-based) as a whole.
    pub fn line(line: usize, kind: ReadErrorKind) -> Self {
        Self {
            line: Some(line),
            column: None,
            kind,
        }
    }

    /// A problem with field `column` (1-based) of line `line`.
    pub fn at(line: usize, column: usize, kind: ReadErrorKind) -> Self {
        Self {
            line: Some(line),
            column: Some(column),
            kind,
        }
    }

    pub fn in_file(self, file: &str) -> ReadError {
        ReadError {
            file: file.to_owned(),
            line: self.line,
            column: self.column,
            kind: self.kind,
        }
    }
}

/// Cuts a field quoted in a message to a readable length.
pub(crate) fn quoted(text: &str) -> String {
    const MAX_CHARS: usize = 40;
    match text.char_indices().nth(MAX_CHARS) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_file_line_and_column() {
        let kind = ReadErrorKind::NotANumber { text: "abc".into() };
        let at = Fault::at(12, 3, kind.clone()).in_file("hw1_15_train.dat");
        assert_eq!(
            at.to_string(),
            "hw1_15_train.dat, line 12, column 3: \"abc\" is not a number"
        );
        let line = Fault::line(7, ReadErrorKind::NoFeatures).in_file("a.dat");
        assert!(line.to_string().starts_with("a.dat, line 7: a row needs"));
        let whole = Fault::whole(ReadErrorKind::Empty).in_file("a.dat");
        assert_eq!(
            whole.to_string(),
            "a.dat: the file is empty: there are no points"
        );
    }

    #[test]
    fn says_what_is_missing() {
        let header = ReadErrorKind::NoPoints {
            header_line: Some(2),
        };
        assert_eq!(
            header.to_string(),
            "there are no points after the header on line 2"
        );
        let none = ReadErrorKind::NoPoints { header_line: None };
        assert!(none.to_string().contains("only blank lines"));
    }

    #[test]
    fn quotes_long_fields_shortened() {
        assert_eq!(quoted("abc"), "abc");
        let long = "é".repeat(50);
        let short = quoted(&long);
        assert_eq!(short.chars().count(), 41);
        assert!(short.ends_with('…'));
    }
}
