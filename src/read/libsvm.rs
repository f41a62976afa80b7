//! LIBSVM's sparse format, as svm-toy saves it: `label index:value index:value …`, indices
//! 1-based and increasing along a line, a missing index meaning 0; the dimension is the largest
//! index in the file.

use std::fmt::Write as _;

use super::LabelColumn;
use super::error::{Fault, ReadErrorKind, quoted};
use super::points::{Labels, Parsed, Points, check_size, default_names};
use super::text::{meaningful_lines, parse_float_prefix, parse_number};
use crate::data::Dataset;

/// The rows as read: (index, value) pairs, and where each row's pairs end.
#[derive(Debug, Default)]
struct Sparse {
    pairs: Vec<(usize, f64)>,
    row_ends: Vec<usize>,
    dim: usize,
}

pub(crate) fn parse(text: &str, label_column: LabelColumn) -> Result<Parsed, Fault> {
    let mut sparse = Sparse::default();
    let mut labels = Labels::new(label_column);
    for (line, content) in meaningful_lines(text) {
        let plain_labels = match label_column {
            LabelColumn::Binary | LabelColumn::Classes => Some(true),
            LabelColumn::Absent => Some(false),
            LabelColumn::Ignored => None,
        };
        if plain_labels
            .is_some_and(|with_label| sparse.read_plain(content, with_label, &mut labels))
        {
            continue;
        }
        let mut tokens = content.split_ascii_whitespace().peekable();
        // A row read for clustering may start with its first feature, without a label.
        let starts_with_label = match label_column {
            LabelColumn::Binary | LabelColumn::Classes => true,
            LabelColumn::Ignored => !tokens.peek().is_some_and(|t| is_pair(t)),
            LabelColumn::Absent => false,
        };
        let first_feature_column = if starts_with_label {
            labels.push(tokens.next().unwrap_or_default(), line, 1)?;
            2
        } else {
            labels.push_absent();
            1
        };
        let mut previous = 0;
        for (column, token) in (first_feature_column..).zip(tokens) {
            let (index, value) =
                parse_pair(token, previous).map_err(|kind| Fault::at(line, column, kind))?;
            sparse.pairs.push((index, value));
            sparse.dim = sparse.dim.max(index);
            previous = index;
        }
        sparse.row_ends.push(sparse.pairs.len());
    }
    let features = sparse.dense()?;
    let points = Points {
        labels,
        features,
        ..Points::new(sparse.dim, default_names(sparse.dim), label_column)
    };
    points.finish(None)
}

impl Sparse {
    /// Reads a row of a label (if `with_label`) and `index:value` pairs on the quick path: in one
    /// pass over its bytes, if its label was seen before, its indices are short and increasing
    /// and its values finite numbers; says whether it did. A row that is not plain is left to
    /// the careful path, which says what is wrong with it.
    fn read_plain(&mut self, row: &str, with_label: bool, labels: &mut Labels) -> bool {
        let bytes = row.as_bytes();
        let pairs_before = self.pairs.len();
        let label_end = if with_label {
            bytes
                .iter()
                .position(u8::is_ascii_whitespace)
                .unwrap_or(bytes.len())
        } else {
            0
        };
        let mut at = label_end;
        let mut previous = 0;
        while at < bytes.len() {
            let pair = plain_pair(bytes, at, with_label || at > 0, previous);
            let Some((index, value, end)) = pair else {
                self.pairs.truncate(pairs_before);
                return false;
            };
            self.pairs.push((index, value));
            previous = index;
            at = end;
        }
        let label_taken = match row.get(..label_end) {
            Some(label) if with_label => labels.push_seen(label),
            Some(_) => {
                labels.push_absent();
                true
            }
            None => false,
        };
        if !label_taken {
            self.pairs.truncate(pairs_before);
            return false;
        }
        self.dim = self.dim.max(previous);
        self.row_ends.push(self.pairs.len());
        true
    }

    /// The rows written out in full, zeros filled in.
    fn dense(&self) -> Result<Vec<f64>, Fault> {
        check_size(self.row_ends.len(), self.dim)?;
        let mut features = vec![0.0; self.row_ends.len() * self.dim];
        let mut start = 0;
        for (row, &end) in self.row_ends.iter().enumerate() {
            for &(index, value) in &self.pairs[start..end] {
                features[row * self.dim + index - 1] = value;
            }
            start = end;
        }
        Ok(features)
    }
}

/// The plain pair `index:value` at byte `at` of a row (after whitespace if `after_space`),
/// the index a short run of digits above `previous`, the value a finite number ended by
/// whitespace or the row's end: its index, value and end.
fn plain_pair(
    bytes: &[u8],
    at: usize,
    after_space: bool,
    previous: usize,
) -> Option<(usize, f64, usize)> {
    // Indices of at most 9 digits cannot overflow a usize, even wasm32's; a longer one is the careful path's.
    const MAX_INDEX_DIGITS: usize = 9;
    let rest = bytes.get(at..)?;
    let spaces = rest.iter().take_while(|b| b.is_ascii_whitespace()).count();
    if after_space != (spaces > 0) {
        return None;
    }
    let rest = &rest[spaces..];
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > MAX_INDEX_DIGITS || rest.get(digits) != Some(&b':') {
        return None;
    }
    let index = rest[..digits]
        .iter()
        .fold(0, |index, &digit| index * 10 + usize::from(digit - b'0'));
    let value_bytes = &rest[digits + 1..];
    let (value, length) = parse_float_prefix(value_bytes)?;
    let ended = value_bytes.get(length).is_none_or(u8::is_ascii_whitespace);
    (index > previous && length > 0 && ended && value.is_finite()).then_some((
        index,
        value,
        at + spaces + digits + 1 + length,
    ))
}

/// Whether a token looks like LIBSVM's `index:value` (for telling the format from the text).
pub(crate) fn is_pair(token: &str) -> bool {
    token
        .split_once(':')
        .is_some_and(|(index, _)| !index.is_empty() && index.bytes().all(|b| b.is_ascii_digit()))
}

/// Reads `index:value`, where the index must come after `previous`.
fn parse_pair(token: &str, previous: usize) -> Result<(usize, f64), ReadErrorKind> {
    let bad_pair = || ReadErrorKind::BadPair {
        text: quoted(token),
    };
    let (index_text, value_text) = token.split_once(':').ok_or_else(bad_pair)?;
    if index_text.is_empty() {
        return Err(bad_pair());
    }
    if !index_text.bytes().all(|b| b.is_ascii_digit()) {
        let text = quoted(index_text);
        return Err(ReadErrorKind::BadIndex { text });
    }
    // All digits, so parsing fails only by overflow: an index far too large, which the size
    // check refuses once the whole file is read.
    let index = index_text.parse::<usize>().unwrap_or(usize::MAX);
    if index == 0 {
        return Err(ReadErrorKind::IndexZero);
    }
    if index <= previous {
        return Err(ReadErrorKind::IndexOrder { index, previous });
    }
    Ok((index, parse_number(value_text)?))
}

/// One line per point: the label, then every feature that is not +0.0 (−0.0 is written, so
/// the points read back bit for bit), and always the last feature, so the dimension is kept.
pub(crate) fn write<'a>(data: &Dataset, label_of_row: impl Fn(usize) -> &'a str) -> String {
    let mut out = String::with_capacity(data.len() * data.row_len() * 14);
    let dim = data.dim();
    for n in 0..data.len() {
        out.push_str(label_of_row(n));
        for (i, x) in (1..).zip(data.features(n)) {
            if x.to_bits() != 0 || i == dim {
                // Writing to a String cannot fail.
                let _ = write!(out, " {i}:{x:?}");
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Parsed, Fault> {
        super::parse(text, LabelColumn::Binary)
    }

    #[test]
    fn reads_sparse_rows_with_zeros_filled_in() {
        let parsed = parse("1 1:0.43 2:0.71\n-1 3:2\n+1\n").expect("valid");
        assert_eq!(parsed.data.dim(), 3);
        assert_eq!(
            parsed.data.features(0).collect::<Vec<_>>(),
            vec![0.43, 0.71, 0.0]
        );
        assert_eq!(
            parsed.data.features(1).collect::<Vec<_>>(),
            vec![0.0, 0.0, 2.0]
        );
        assert_eq!(parsed.data.features(2).collect::<Vec<_>>(), vec![0.0; 3]);
        assert_eq!(parsed.feature_names, vec!["x1", "x2", "x3"]);
    }

    #[test]
    fn refuses_bad_indices_where_they_are() {
        let cases = [
            ("1 0:1", ReadErrorKind::IndexZero),
            (
                "1 2:1 2:3",
                ReadErrorKind::IndexOrder {
                    index: 2,
                    previous: 2,
                },
            ),
            ("1 a:1", ReadErrorKind::BadIndex { text: "a".into() }),
            ("1 +1:1", ReadErrorKind::BadIndex { text: "+1".into() }),
            ("1 :1", ReadErrorKind::BadPair { text: ":1".into() }),
            ("1 0.5", ReadErrorKind::BadPair { text: "0.5".into() }),
            ("1 1:", ReadErrorKind::EmptyField),
        ];
        for (text, kind) in cases {
            let fault = parse(&format!("1 1:1\n{text}\n")).expect_err(text);
            assert_eq!(fault.kind, kind, "{text}");
            assert_eq!(fault.line, Some(2), "{text}");
        }
        let fault = parse("1 1:1 3:x").expect_err("not a number");
        assert_eq!(fault.column, Some(3));
    }

    #[test]
    fn refuses_a_huge_index_without_allocating() {
        for huge in ["1 99999999999:1\n", "1 999999999999999999999999999:1\n"] {
            let fault = parse(huge).expect_err("too large");
            assert!(matches!(fault.kind, ReadErrorKind::TooManyValues { .. }));
        }
        let only_labels = parse("1\n-1\n").expect_err("no features");
        assert_eq!(only_labels.kind, ReadErrorKind::NoFeatures);
    }

    #[test]
    fn writes_nonzero_features_and_the_last_one() {
        let data =
            Dataset::from_rows(3, &[0.0, -0.0, 0.0, 1.5, 0.0, 2.0], &[1.0, -1.0]).expect("valid");
        let label = |n| super::super::table::label_text(data.label(n));
        assert_eq!(write(&data, label), "1 2:-0.0 3:0.0\n-1 1:1.5 3:2.0\n");
        assert!(is_pair("12:0.5") && !is_pair(":1") && !is_pair("a:1") && !is_pair("1"));
    }
}
