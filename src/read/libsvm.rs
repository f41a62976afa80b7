//! LIBSVM's sparse format, as svm-toy saves it: `label index:value index:value …`, indices
//! 1-based and increasing along a line, a missing index meaning 0; the dimension is the largest
//! index in the file.

use std::fmt::Write as _;

use super::LabelColumn;
use super::error::{Fault, MAX_VALUES, ReadErrorKind, quoted};
use super::lines::{LineReader, read_all};
use super::plain::{is_space, spaces};
use super::points::{Labels, Parsed, Points, check_size, default_names, rows_in};
use super::ready::{ReadyAhead, SpareRoom, prefer_huge_pages};
use super::text::{meaningful, parse_float_prefix, parse_number};
use crate::data::Dataset;

pub(crate) fn parse(text: &str, label_column: LabelColumn) -> Result<Parsed, Fault> {
    read_all(text, SparseRows::new(label_column))
}

/// The rows as read, written out in full (zeros filled in) as signed augmented rows
/// y·z = y·(1, x₁, …), y the sign each row's label was read with (so a row's first value is
/// it, and a missing feature y·0, −0.0 in a row of −1): `width` features a row, at least the
/// largest index so far, cut to it at the end. A row with a larger index widens them all, at
/// least to twice, so a file whose indices keep growing is laid out again a few times, not at
/// every row.
#[derive(Debug, Default)]
struct Dense {
    rows: Vec<f64>,
    width: usize,
    /// The largest index so far: the file's dimension.
    dim: usize,
    count: usize,
    /// The rows would hold more values than linlab does: they are only counted from then on,
    /// and the size check refuses the file once it is read.
    oversized: bool,
}

impl Dense {
    /// Appends a row of (index, value) pairs, the indices increasing, read with `sign`.
    fn push(&mut self, pairs: &[(usize, f64)], sign: f64) {
        let last = pairs.last().map_or(0, |&(index, _)| index);
        self.count += 1;
        self.dim = self.dim.max(last);
        if self.outgrown() {
            return;
        }
        if last > self.width {
            let doubled = self.width * 2;
            let fits = (self.count - 1).saturating_mul(doubled + 1) <= MAX_VALUES;
            self.widen(if fits { last.max(doubled) } else { last });
        }
        let start = self.rows.len();
        self.rows.resize(start + self.width + 1, 0.0 * sign);
        let row = &mut self.rows[start..];
        row[0] = sign;
        for &(index, value) in pairs {
            row[index] = value * sign;
        }
    }

    /// Whether the rows counted so far hold more values than linlab does: if so, they are
    /// let go of and only counted from then on.
    fn outgrown(&mut self) -> bool {
        if self.oversized || check_size(self.count, self.dim).is_err() {
            self.oversized = true;
            self.rows = Vec::new();
        }
        self.oversized
    }

    /// Lays the rows out again with `width` features each, the new ones 0 (y·0, by the sign
    /// each row starts with).
    fn widen(&mut self, width: usize) {
        let (old, new) = (self.width + 1, width + 1);
        let count = self.rows.len() / old;
        self.rows.resize(count * new, 0.0);
        // From the last row back, so that no row is overwritten before it moves.
        for row in (1..count).rev() {
            self.rows.copy_within(row * old..(row + 1) * old, row * new);
            let zero = 0.0 * self.rows[row * new];
            self.rows[row * new + old..(row + 1) * new].fill(zero);
        }
        if count > 0 {
            let zero = 0.0 * self.rows[0];
            self.rows[old..new].fill(zero);
        }
        self.width = width;
    }

    /// Makes room for about `more` rows.
    fn reserve(&mut self, more: usize) {
        let values = more.saturating_mul(self.width + 1);
        if !self.oversized && values <= MAX_VALUES {
            self.rows.reserve(values);
        }
    }

    /// Rows for further on in the file, as wide as these, with room for `rows` of them.
    fn fork(&self, rows: usize) -> Self {
        let mut later = Self {
            width: self.width,
            dim: self.dim,
            ..Self::default()
        };
        later.reserve(rows);
        prefer_huge_pages(SpareRoom::of(&mut later.rows));
        later
    }

    /// Takes the rows `later` read (a fork of these rows), after these: both as wide as the
    /// wider.
    fn join(&mut self, mut later: Self) {
        self.count += later.count;
        self.dim = self.dim.max(later.dim);
        self.oversized |= later.oversized;
        if self.outgrown() {
            return;
        }
        let width = self.width.max(later.width);
        if self.width < width {
            self.widen(width);
        }
        if later.width < width {
            later.widen(width);
        }
        self.rows.extend_from_slice(&later.rows);
    }

    /// The rows, `dim` features each.
    fn into_rows(mut self) -> Vec<f64> {
        let (old, new) = (self.width + 1, self.dim + 1);
        if old != new {
            let count = self.rows.len() / old;
            for row in 1..count {
                self.rows.copy_within(row * old..row * old + new, row * new);
            }
            self.rows.truncate(count * new);
        }
        self.rows
    }
}

/// A LIBSVM file's rows as they are read: the dense rows, the labels, and the pairs of the row
/// being read.
pub(crate) struct SparseRows {
    dense: Dense,
    labels: Labels,
    label_column: LabelColumn,
    pairs: Vec<(usize, f64)>,
    /// The mean bytes of a row so far, once the file's size was told.
    bytes_per_row: Option<f64>,
    /// The pages of the room reserved for the rest of a large file, made ready ahead.
    ready: ReadyAhead,
}

impl SparseRows {
    pub fn new(label_column: LabelColumn) -> Self {
        Self {
            dense: Dense::default(),
            labels: Labels::new(label_column),
            label_column,
            pairs: Vec::new(),
            bytes_per_row: None,
            ready: ReadyAhead::default(),
        }
    }
}

impl LineReader for SparseRows {
    /// A row of a label (if the rows have one) and `index:value` pairs, read in one pass over
    /// its bytes if its label was seen before, its indices are short and increasing and its
    /// values finite numbers. A row that is not plain is left to the careful path, which says
    /// what is wrong with it.
    fn quick(&mut self, bytes: &[u8]) -> Option<usize> {
        let with_label = match self.label_column {
            LabelColumn::Binary | LabelColumn::Classes => true,
            LabelColumn::Absent => false,
            LabelColumn::Ignored => return None,
        };
        let mut at = spaces(bytes, 0);
        let label = if with_label {
            let field = &bytes[at..];
            let length = field
                .iter()
                .position(|&b| is_space(b) || b == b'\n')
                .unwrap_or(field.len());
            let label = Some(&field[..length]).filter(|l| !l.is_empty())?;
            at += length;
            Some(label)
        } else {
            None
        };
        self.pairs.clear();
        let mut previous = 0;
        let end = loop {
            let past = spaces(bytes, at);
            match bytes.get(past) {
                None => break past,
                Some(b'\n') => break past + 1,
                Some(_) => {}
            }
            let first = label.is_none() && self.pairs.is_empty();
            if past == at && !first {
                return None;
            }
            let (index, value, length) = plain_pair(&bytes[past..], previous)?;
            self.pairs.push((index, value));
            previous = index;
            at = past + length;
        };
        let sign = match label {
            Some(label) => self.labels.push_seen(label)?,
            None if !self.pairs.is_empty() => {
                self.labels.push_absent();
                1.0
            }
            None => return None,
        };
        self.dense.push(&self.pairs, sign);
        Some(end)
    }

    fn careful(&mut self, line: usize, raw: &str) -> Result<(), Fault> {
        let content = meaningful(raw);
        if content.is_empty() {
            return Ok(());
        }
        let mut tokens = content.split_ascii_whitespace().peekable();
        // A row read for clustering may start with its first feature, without a label.
        let starts_with_label = match self.label_column {
            LabelColumn::Binary | LabelColumn::Classes => true,
            LabelColumn::Ignored => !tokens.peek().is_some_and(|t| is_pair(t)),
            LabelColumn::Absent => false,
        };
        let (sign, first_feature_column) = if starts_with_label {
            let label = tokens.next().unwrap_or_default();
            (self.labels.push(label, line, 1)?, 2)
        } else {
            self.labels.push_absent();
            (1.0, 1)
        };
        self.pairs.clear();
        let mut previous = 0;
        for (column, token) in (first_feature_column..).zip(tokens) {
            let (index, value) =
                parse_pair(token, previous).map_err(|kind| Fault::at(line, column, kind))?;
            self.pairs.push((index, value));
            previous = index;
        }
        self.dense.push(&self.pairs, sign);
        Ok(())
    }

    fn expect(&mut self, read: usize, total: usize) {
        let rows = self.dense.count;
        if rows > 0 && read > 0 {
            self.bytes_per_row = Some(read as f64 / rows as f64);
            let more = rows_in(total - read.min(total), self.bytes_per_row);
            self.dense.reserve(more);
            self.labels.reserve(more);
            let rooms = self.labels.with_rooms(SpareRoom::of(&mut self.dense.rows));
            self.ready = ReadyAhead::start(rooms);
        }
    }

    /// A fork once a row was read, unless labels are set aside (only the careful way reads
    /// those rows).
    fn fork(&self, bytes: usize) -> Option<Self> {
        if self.dense.count == 0
            || self.dense.oversized
            || self.label_column == LabelColumn::Ignored
        {
            return None;
        }
        let rows = rows_in(bytes, self.bytes_per_row);
        Some(Self {
            dense: self.dense.fork(rows),
            labels: self.labels.fork(rows),
            label_column: self.label_column,
            pairs: Vec::new(),
            bytes_per_row: self.bytes_per_row,
            ready: ReadyAhead::default(),
        })
    }

    fn join(&mut self, later: Self) {
        self.dense.join(later.dense);
        self.labels.join(later.labels);
    }

    fn finish(self) -> Result<Parsed, Fault> {
        let Self {
            dense,
            labels,
            label_column,
            ..
        } = self;
        check_size(dense.count, dense.dim)?;
        let dim = dense.dim;
        let mut points = Points::new(dim, default_names(dim), label_column);
        points.labels = labels;
        points.rows = dense.into_rows();
        points.finish(None)
    }
}

/// The plain pair `index:value` at the start of `bytes`, the index a short run of digits above
/// `previous`, the value a finite number ended by whitespace or the line's end: its index,
/// value and length.
fn plain_pair(bytes: &[u8], previous: usize) -> Option<(usize, f64, usize)> {
    // Indices of at most 9 digits cannot overflow a usize, even wasm32's; a longer one is the careful path's.
    const MAX_INDEX_DIGITS: usize = 9;
    let digits = bytes.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > MAX_INDEX_DIGITS || bytes.get(digits) != Some(&b':') {
        return None;
    }
    let index = bytes[..digits]
        .iter()
        .fold(0, |index, &digit| index * 10 + usize::from(digit - b'0'));
    let value_bytes = &bytes[digits + 1..];
    let (value, length) = parse_float_prefix(value_bytes)?;
    let ended = value_bytes
        .get(length)
        .is_none_or(|&b| is_space(b) || b == b'\n');
    (index > previous && length > 0 && ended && value.is_finite()).then_some((
        index,
        value,
        digits + 1 + length,
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
