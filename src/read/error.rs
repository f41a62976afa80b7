//! What can be wrong with a point file, and where: [`ReadError`] names the file, the line and
//! the column (the field number), and its [`ReadErrorKind`] says what is wrong in plain words.
//!
//! Inside the readers a problem is a [`Fault`] (a kind and a place); the file name is added
//! once, at the top, by [`Fault::in_file`].

use std::fmt;

use thiserror::Error;

use crate::data::DataError;
use crate::t;

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
        let file = self.file.as_str();
        let problem = self.kind.to_string();
        let text = match (self.line, self.column) {
            (Some(line), Some(column)) => t!(
                "core-read-error-at-column",
                file = file,
                line = line.to_string(),
                column = column.to_string(),
                problem = problem
            ),
            (Some(line), None) => t!(
                "core-read-error-at-line",
                file = file,
                line = line.to_string(),
                problem = problem
            ),
            (None, Some(column)) => t!(
                "core-read-error-in-column",
                file = file,
                column = column.to_string(),
                problem = problem
            ),
            (None, None) => t!("core-read-error-in-file", file = file, problem = problem),
        };
        f.write_str(&text)
    }
}

/// What is wrong: one variant per thing a user can get wrong.
#[derive(Debug, Clone, PartialEq, Error)]
pub enum ReadErrorKind {
    NotFound,
    PermissionDenied,
    IsDirectory,
    Unreadable {
        reason: String,
    },
    NotText,
    Utf16,
    Empty,
    NoPoints {
        header_line: Option<usize>,
    },
    NoFeatures,
    RaggedRow {
        fields: usize,
        expected: usize,
        expected_line: usize,
    },
    EmptyField,
    NotANumber {
        text: String,
    },
    NotFinite {
        text: String,
    },
    Overflow {
        text: String,
    },
    BadLabel {
        text: String,
    },
    MixedLabels {
        text: String,
        other: &'static str,
        other_line: usize,
    },
    /// A two-class file with a third label, after the two `seen` (boxed: the kind stays small).
    ThirdLabel {
        text: String,
        seen: Box<[String; 2]>,
    },
    /// A file read as classes with more than `max` of them.
    TooManyClasses {
        text: String,
        max: usize,
    },
    BadPair {
        text: String,
    },
    BadIndex {
        text: String,
    },
    IndexZero,
    IndexOrder {
        index: usize,
        previous: usize,
    },
    TooManyValues {
        points: usize,
        features: usize,
    },
    /// A backstop: the reader checks everything [`crate::data::Dataset`] checks, first.
    Rejected(DataError),
}

/// The most values (points × features) a file may expand to: 2²⁵ doubles, 256 MiB. Only a
/// sparse (LIBSVM) file can ask for more than its own size, with a large feature index.
pub(crate) const MAX_VALUES: usize = 1 << 25;

impl fmt::Display for ReadErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::NotFound => t!("core-read-not-found").to_owned(),
            Self::PermissionDenied => t!("core-read-permission-denied").to_owned(),
            Self::IsDirectory => t!("core-read-is-directory").to_owned(),
            Self::Unreadable { reason } => t!("core-read-unreadable", reason = reason),
            Self::NotText => t!("core-read-not-text").to_owned(),
            Self::Utf16 => t!("core-read-utf16").to_owned(),
            Self::Empty => t!("core-read-empty").to_owned(),
            Self::NoPoints {
                header_line: Some(line),
            } => t!("core-read-no-points-after-header", line = line.to_string()),
            Self::NoPoints { header_line: None } => t!("core-read-no-points").to_owned(),
            Self::NoFeatures => t!("core-read-no-features").to_owned(),
            Self::RaggedRow {
                fields,
                expected,
                expected_line,
            } => t!(
                "core-read-ragged-row",
                fields = fields.to_string(),
                expected = expected.to_string(),
                expected_line = expected_line.to_string()
            ),
            Self::EmptyField => t!("core-read-empty-field").to_owned(),
            Self::NotANumber { text } => t!("core-read-not-a-number", text = text),
            Self::NotFinite { text } => t!("core-read-not-finite", text = text),
            Self::Overflow { text } => t!("core-read-overflow", text = text),
            Self::BadLabel { text } => t!("core-read-bad-label", text = text),
            Self::MixedLabels {
                text,
                other,
                other_line,
            } => t!(
                "core-read-mixed-labels",
                text = text,
                other = *other,
                other_line = other_line.to_string()
            ),
            Self::ThirdLabel { text, seen } => t!(
                "core-read-third-label",
                text = text,
                first = &seen[0],
                second = &seen[1]
            ),
            Self::TooManyClasses { text, max } => t!(
                "core-read-too-many-classes",
                text = text,
                max = max.to_string()
            ),
            Self::BadPair { text } => t!("core-read-bad-pair", text = text),
            Self::BadIndex { text } => t!("core-read-bad-index", text = text),
            Self::IndexZero => t!("core-read-index-zero").to_owned(),
            Self::IndexOrder { index, previous } => t!(
                "core-read-index-order",
                index = index.to_string(),
                previous = previous.to_string()
            ),
            Self::TooManyValues { points, features } => t!(
                "core-read-too-many-values",
                points = points.to_string(),
                features = features.to_string(),
                max = MAX_VALUES.to_string()
            ),
            Self::Rejected(error) => error.to_string(),
        };
        f.write_str(&text)
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
        crate::i18n::set_language(crate::i18n::Language::English);
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
        crate::i18n::set_language(crate::i18n::Language::English);
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
