//! The quick way through a row that holds nothing but numbers and a label seen before: the
//! row is read straight from the file's bytes in one pass, from the line's start to its end,
//! each number by fast_float as it comes (no finding the line's end, no splitting first), into
//! the points' flat buffer.
//!
//! A row that is not plain (a field that is no finite number, a new label, a row of the wrong
//! length, spaces around a CSV field, a comment, a blank line, …) is left untouched, and the
//! careful path reads its line and says what is wrong, so every message stays the careful
//! path's.

use super::points::{Points, sign_row};
use super::text::parse_float_prefix;

/// What separates the fields of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Separator {
    /// One or more ASCII whitespace bytes, as `str::split_ascii_whitespace` splits a line
    /// trimmed of them.
    Whitespace,
    /// One byte (CSV's `,` or `;`), the line taken as it is but for a `\r` before its `\n`.
    Byte(u8),
}

/// Whether `byte` is ASCII whitespace within a line (all of it but `\n`).
pub(crate) fn is_space(byte: u8) -> bool {
    matches!(byte, b' ' | b'\t' | b'\x0C' | b'\r')
}

impl Separator {
    /// Whether `byte` ends a field: a separator, or the line's end.
    fn ends_field(self, byte: u8) -> bool {
        byte == b'\n'
            || byte == b'\r'
            || match self {
                Self::Whitespace => is_space(byte),
                Self::Byte(separator) => byte == separator,
            }
    }

    /// The offset of the first field of the line at the start of `bytes`.
    fn first_field(self, bytes: &[u8]) -> usize {
        match self {
            Self::Whitespace => spaces(bytes, 0),
            Self::Byte(_) => 0,
        }
    }

    /// The offset past the separator at `at`, or `None` if there is none there.
    fn skip(self, bytes: &[u8], at: usize) -> Option<usize> {
        match self {
            Self::Whitespace => {
                let past = spaces(bytes, at);
                (past > at).then_some(past)
            }
            Self::Byte(separator) => (bytes.get(at) == Some(&separator)).then_some(at + 1),
        }
    }

    /// The offset past the line's end at `at` (its `\n` with it), or `None` if the line goes
    /// on: whitespace may trail a whitespace row, a CSV row ends in `\n` or `\r\n`.
    fn line_end(self, bytes: &[u8], at: usize) -> Option<usize> {
        let at = match self {
            Self::Whitespace => spaces(bytes, at),
            Self::Byte(_) if bytes.get(at) == Some(&b'\r') => at + 1,
            Self::Byte(_) => at,
        };
        match bytes.get(at) {
            None => Some(at),
            Some(b'\n') => Some(at + 1),
            Some(_) => None,
        }
    }
}

/// The offset past the in-line whitespace from `at`.
pub(crate) fn spaces(bytes: &[u8], at: usize) -> usize {
    let run = bytes.get(at..).unwrap_or_default();
    at + run.iter().take_while(|&&b| is_space(b)).count()
}

/// The shape of the rows after the first: how many fields, and which is the label.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RowShape {
    pub count: usize,
    pub label: Option<usize>,
}

/// Reads the row at the start of `rest` (its `count` fields, the label where `label` says, up
/// to its line's end) into `points` if it is plain, and returns its length with its `\n`; a
/// row that is not plain leaves `points` as they were.
pub(crate) fn read_row(
    rest: &[u8],
    separator: Separator,
    shape: RowShape,
    points: &mut Points,
) -> Option<usize> {
    let rows_before = points.rows.len();
    let read = read_fields(rest, separator, shape, points);
    if read.is_none() {
        points.rows.truncate(rows_before);
    }
    read
}

fn read_fields(
    bytes: &[u8],
    separator: Separator,
    shape: RowShape,
    points: &mut Points,
) -> Option<usize> {
    let start = points.rows.len();
    points.rows.push(1.0);
    let mut label_text = None;
    let mut at = separator.first_field(bytes);
    for i in 0..shape.count {
        if i > 0 {
            at = separator.skip(bytes, at)?;
        }
        let field = &bytes[at..];
        let length = if Some(i) == shape.label {
            let length = field
                .iter()
                .position(|&b| separator.ends_field(b))
                .unwrap_or(field.len());
            label_text = Some(&field[..length]);
            length
        } else {
            let (value, length) = parse_float_prefix(field)?;
            let ends = field.get(length).is_none_or(|&b| separator.ends_field(b));
            if !(ends && length > 0 && value.is_finite()) {
                return None;
            }
            points.rows.push(value);
            length
        };
        at += length;
    }
    let end = separator.line_end(bytes, at)?;
    match label_text {
        None => points.labels.push_absent(),
        Some(text) => {
            let sign = points.labels.push_seen(text)?;
            sign_row(&mut points.rows, start, sign);
        }
    }
    Some(end)
}
