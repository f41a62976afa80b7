//! The quick way through a row that holds nothing but numbers and a label seen before: the
//! fields are read straight from the line's bytes in one pass, each number by fast_float as it
//! comes (no splitting first), into the points' flat buffer.
//!
//! A row that is not plain (a field that is no finite number, a new label, a row of the wrong
//! length, spaces around a CSV field, …) is left untouched, and the careful path reads it and
//! says what is wrong, so every message stays the careful path's.

use super::points::Points;
use super::text::parse_float_prefix;

/// What separates the fields of a row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Separator {
    /// One or more ASCII whitespace bytes, as `str::split_ascii_whitespace` splits (the line
    /// is already trimmed).
    Whitespace,
    /// One byte (CSV's `,` or `;`).
    Byte(u8),
}

impl Separator {
    fn ends_field(self, byte: u8) -> bool {
        match self {
            Self::Whitespace => byte.is_ascii_whitespace(),
            Self::Byte(separator) => byte == separator,
        }
    }

    /// The offset past the separator at `at`, or `None` if there is none there.
    fn skip(self, bytes: &[u8], at: usize) -> Option<usize> {
        match self {
            Self::Whitespace => {
                let spaces = bytes
                    .get(at..)?
                    .iter()
                    .take_while(|b| b.is_ascii_whitespace())
                    .count();
                (spaces > 0).then_some(at + spaces)
            }
            Self::Byte(separator) => (bytes.get(at) == Some(&separator)).then_some(at + 1),
        }
    }
}

/// The shape of the rows after the first: how many fields, and which is the label.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RowShape {
    pub count: usize,
    pub label: Option<usize>,
}

/// Reads `row` (its `count` fields, the label where `label` says) into `points` if it is
/// plain, and says whether it was; a row that is not plain leaves `points` as they were.
pub(crate) fn read_row(
    row: &str,
    separator: Separator,
    shape: RowShape,
    points: &mut Points,
) -> bool {
    let bytes = row.as_bytes();
    let features_before = points.features.len();
    let mut label_text = None;
    let mut at = 0;
    for i in 0..shape.count {
        let next = if i == 0 {
            Some(0)
        } else {
            separator.skip(bytes, at)
        };
        let Some(start) = next else {
            points.features.truncate(features_before);
            return false;
        };
        let end = if Some(i) == shape.label {
            let length = bytes[start..]
                .iter()
                .position(|&b| separator.ends_field(b))
                .unwrap_or(bytes.len() - start);
            label_text = row.get(start..start + length);
            Some(start + length)
        } else {
            number_field(&bytes[start..], separator, points).map(|length| start + length)
        };
        match end {
            Some(end) => at = end,
            None => {
                points.features.truncate(features_before);
                return false;
            }
        }
    }
    let label_taken = at == bytes.len()
        && match (shape.label, label_text) {
            (None, _) => {
                points.labels.push_absent();
                true
            }
            (Some(_), Some(text)) => points.labels.push_seen(text),
            (Some(_), None) => false,
        };
    if !label_taken {
        points.features.truncate(features_before);
    }
    label_taken
}

/// Reads the finite number at the start of `bytes` that runs to a separator or the end, pushes
/// it, and returns its length.
fn number_field(bytes: &[u8], separator: Separator, points: &mut Points) -> Option<usize> {
    let (value, length) = parse_float_prefix(bytes)?;
    let ends = bytes.get(length).is_none_or(|&b| separator.ends_field(b));
    (ends && length > 0 && value.is_finite()).then(|| {
        points.features.push(value);
        length
    })
}
