//! What every reader fills in: feature values row by row and labels, checked as they come;
//! at the end the labels are mapped (0/1 or any two labels → −1/+1, or kept as classes) and
//! the [`Dataset`] is built.

use super::LabelColumn;
use super::classes::{ClassLabels, Classes, label_value, same_label};
use super::error::{Fault, MAX_VALUES, ReadErrorKind, quoted};
use super::ready::{ReadyAhead, SpareRoom, prefer_huge_pages};
use crate::data::{DataError, Dataset};
use crate::t;

/// One distinct label of a file: its text as first written, its value if it is a number,
/// where it was first seen, and the sign its rows are read with.
#[derive(Debug, Clone)]
struct Seen {
    text: String,
    value: Option<f64>,
    line: usize,
    column: usize,
    /// ±1: the label's sign as far as the labels so far tell (see [`Labels::push`]); its rows
    /// are turned over at the end if the file's labels say otherwise.
    sign: f64,
}

/// The labels of a file as read: each row's label as an index into the distinct labels, in the
/// order they first appear, so that a label that cannot be taken is caught where it first is.
///
/// [`LabelColumn::Binary`] takes two labels: +1/−1 as they are, 0/1 as −1/+1, any other two
/// (svm-toy's 1/2, "cat"/"dog") as −1/+1 in sorted order, each mapping with a notice.
/// [`LabelColumn::Classes`] takes up to [`Classes::MAX`] labels of any kind. For
/// [`LabelColumn::Ignored`] and [`LabelColumn::Absent`] nothing is checked and every label is
/// kept as +1: the points are read for clustering or PCA, which set the labels aside.
#[derive(Debug, Default)]
pub(crate) struct Labels {
    column: LabelColumn,
    /// Per row, its label's index in `seen` (0 for a label set aside).
    rows: Vec<u8>,
    seen: Vec<Seen>,
    /// Room for the rows' signs at the end, reserved with the rows (see [`Labels::reserve`]).
    signs: Vec<f64>,
}

// A row's label is kept as a byte: a file has at most this many distinct labels.
const _: () = assert!(Classes::MAX <= u8::MAX as usize);

/// The labels, ready for the [`Dataset`].
#[derive(Debug)]
struct Finished {
    /// ±1 per row (+1 when set aside).
    signs: Vec<f64>,
    /// Said when the labels were mapped to ±1.
    notice: Option<String>,
    /// The classes as read, when they were kept or mapped.
    classes: Option<ClassLabels>,
    /// Whether some label's rows were read with the other sign (see [`Labels::push`]).
    turned: bool,
}

impl Labels {
    pub fn new(column: LabelColumn) -> Self {
        Self {
            column,
            ..Self::default()
        }
    }

    /// The label of a row without a label column (+1, set aside).
    pub fn push_absent(&mut self) {
        self.rows.push(0);
    }

    /// Reads the label field `text` at `line`, `column`, and returns the sign to read its row
    /// with: the label's as far as the labels so far tell. +1 and −1 are themselves, 0 is −1
    /// (0/1 labels), another label the other sign to the label seen before it (two labels
    /// mapped in sorted order), or +1 when labels are kept as classes or set aside. A file
    /// whose labels end up mapped otherwise (a first label 2 of 2 and 1) has its rows turned
    /// over at the end ([`Points::finish`]), so each row ends up y·z.
    pub fn push(&mut self, text: &str, line: usize, column: usize) -> Result<f64, Fault> {
        if text.is_empty() {
            return Err(Fault::at(line, column, ReadErrorKind::EmptyField));
        }
        if matches!(self.column, LabelColumn::Ignored | LabelColumn::Absent) {
            self.push_absent();
            return Ok(1.0);
        }
        // A label spelled as one seen before is that label (most rows repeat one of two), so
        // only a new spelling is read as a number.
        let index = match self.seen.iter().position(|s| s.text == text) {
            Some(index) => index,
            None => self.new_spelling(text, line, column)?,
        };
        self.rows.push(seen_index(index));
        Ok(self.seen[index].sign)
    }

    /// Reads the label field `text` if it is spelled as a label seen before (any label of
    /// ASCII without NUL or quotes, when labels are set aside), and returns the sign to read
    /// its row with (see [`Labels::push`]); a label that needs reading is left to
    /// [`Labels::push`], which says where it is wrong.
    pub fn push_seen(&mut self, text: &[u8]) -> Option<f64> {
        if text.is_empty() {
            return None;
        }
        if matches!(self.column, LabelColumn::Ignored | LabelColumn::Absent) {
            // The bytes of a quick line are text by what they hold (see `lines`).
            let plain = |&b: &u8| b.is_ascii() && b != 0 && b != b'"';
            if !text.iter().all(plain) {
                return None;
            }
            self.push_absent();
            return Some(1.0);
        }
        // Compared byte by byte: a label is a few bytes, shorter than a call to `memcmp` takes.
        let same =
            |s: &Seen| s.text.len() == text.len() && s.text.bytes().zip(text).all(|(a, &b)| a == b);
        let index = self.seen.iter().position(same)?;
        self.rows.push(seen_index(index));
        Some(self.seen[index].sign)
    }

    /// The index in `seen` of a label spelled as none before: a label of equal value
    /// (`1.0` for `1`), or a new label if it can be taken.
    fn new_spelling(&mut self, text: &str, line: usize, column: usize) -> Result<usize, Fault> {
        let value = label_value(text);
        let found = self
            .seen
            .iter()
            .position(|s| same_label(&s.text, s.value, text, value));
        if let Some(index) = found {
            return Ok(index);
        }
        if let Some(kind) = self.refuse_new(text, value) {
            return Err(Fault::at(line, column, kind));
        }
        let sign = self.sign_of_new(value);
        self.seen.push(Seen {
            text: text.to_owned(),
            value,
            line,
            column,
            sign,
        });
        Ok(self.seen.len() - 1)
    }

    /// The sign to read the rows of a new label of `value` with (see [`Labels::push`]).
    fn sign_of_new(&self, value: Option<f64>) -> f64 {
        if self.column != LabelColumn::Binary {
            return 1.0;
        }
        let natural = match value {
            Some(v) if v == -1.0 || v == 0.0 => -1.0,
            _ => 1.0,
        };
        match self.seen.first() {
            Some(other) if other.sign == natural => -natural,
            _ => natural,
        }
    }

    /// Why a new distinct label `text` cannot be taken, if it cannot: a third label for a
    /// classifier of two classes (said as the clash of +1/−1 with 0/1 when it is one), or a
    /// class beyond [`Classes::MAX`].
    fn refuse_new(&self, text: &str, value: Option<f64>) -> Option<ReadErrorKind> {
        let text = quoted(text);
        match self.column {
            LabelColumn::Classes if self.seen.len() >= Classes::MAX => {
                Some(ReadErrorKind::TooManyClasses {
                    text,
                    max: Classes::MAX,
                })
            }
            LabelColumn::Binary if self.seen.len() >= 2 => {
                let first_of = |v: f64| self.seen.iter().find(|s| s.value == Some(v));
                let is_sign_or_bit =
                    |v: Option<f64>| matches!(v, Some(v) if v == 1.0 || v == -1.0 || v == 0.0);
                let clash =
                    if self.seen.iter().all(|s| is_sign_or_bit(s.value)) && is_sign_or_bit(value) {
                        match value {
                            Some(-1.0) => first_of(0.0).map(|s| ("0", s.line)),
                            _ => first_of(-1.0).map(|s| ("−1", s.line)),
                        }
                    } else {
                        None
                    };
                Some(match clash {
                    Some((other, other_line)) => ReadErrorKind::MixedLabels {
                        text,
                        other,
                        other_line,
                    },
                    None => ReadErrorKind::ThirdLabel {
                        text,
                        seen: Box::new([quoted(&self.seen[0].text), quoted(&self.seen[1].text)]),
                    },
                })
            }
            _ => None,
        }
    }

    pub fn len(&self) -> usize {
        self.rows.len()
    }

    /// Labels for rows further on in the file, read by [`Labels::push_seen`] only: the labels
    /// seen so far, none of the rows.
    pub fn fork(&self, rows: usize) -> Self {
        Self {
            column: self.column,
            rows: Vec::with_capacity(rows),
            seen: self.seen.clone(),
            signs: Vec::new(),
        }
    }

    /// Takes the rows' labels `later` read (a fork of these labels), after these.
    pub fn join(&mut self, later: Self) {
        // A fork only reads labels seen before it: its indices are these labels' own.
        debug_assert!(later.seen.len() <= self.seen.len());
        self.rows.extend_from_slice(&later.rows);
    }

    /// Makes room for `more` rows, and for all the rows' signs.
    pub fn reserve(&mut self, more: usize) {
        self.rows.reserve(more);
        self.signs.reserve(self.rows.len() + more);
    }

    /// `rows`' room (the points' values), then the labels' own: the room [`Labels::reserve`]
    /// made, to be made ready ahead of the rows read into it.
    pub fn with_rooms(&mut self, rows: SpareRoom) -> Vec<SpareRoom> {
        vec![
            rows,
            SpareRoom::of(&mut self.rows),
            SpareRoom::of(&mut self.signs),
        ]
    }

    /// The labels as ±1 (see [`Finished`]). A binary file with a single label that is neither
    /// ±1 nor 0/1 is refused: it has no side to be on.
    fn finish(mut self) -> Result<Finished, Fault> {
        let room = std::mem::take(&mut self.signs);
        let kept = || {
            let texts: Vec<&str> = self.seen.iter().map(|s| s.text.as_str()).collect();
            let (classes, class_of_seen) = Classes::sorted(&texts);
            let of_row = self
                .rows
                .iter()
                .map(|&i| class_of_seen[usize::from(i)])
                .collect();
            (ClassLabels { classes, of_row }, class_of_seen)
        };
        let all_plus = |room, notice, classes| Finished {
            signs: filled(room, self.rows.iter().map(|_| 1.0)),
            notice,
            classes,
            turned: false,
        };
        match self.column {
            LabelColumn::Ignored | LabelColumn::Absent => Ok(all_plus(room, None, None)),
            LabelColumn::Classes => Ok(all_plus(room, None, Some(kept().0))),
            LabelColumn::Binary => {
                let is = |s: &Seen, v: f64| s.value == Some(v);
                if self.seen.iter().all(|s| is(s, 1.0) || is(s, -1.0)) {
                    let sign_of_seen: Vec<f64> =
                        self.seen.iter().map(|s| s.value.unwrap_or(1.0)).collect();
                    return Ok(self.finished(room, &sign_of_seen, None, None));
                }
                let notice = if self.seen.iter().all(|s| is(s, 1.0) || is(s, 0.0)) {
                    t!("core-read-labels-mapped").to_owned()
                } else if let [_, _] = self.seen.as_slice() {
                    let (labels, _) = kept();
                    t!(
                        "core-read-labels-mapped-pair",
                        minus = labels.classes.name(0),
                        plus = labels.classes.name(1)
                    )
                } else {
                    let first = &self.seen[0];
                    let kind = ReadErrorKind::BadLabel {
                        text: quoted(&first.text),
                    };
                    return Err(Fault::at(first.line, first.column, kind));
                };
                let (labels, class_of_seen) = kept();
                let sign_of_seen: Vec<f64> = class_of_seen
                    .iter()
                    .map(|&k| if k == 0 { -1.0 } else { 1.0 })
                    .collect();
                Ok(self.finished(room, &sign_of_seen, Some(notice), Some(labels)))
            }
        }
    }

    /// The labels, each row's its label's sign in `sign_of_seen`, written into `room`.
    fn finished(
        &self,
        room: Vec<f64>,
        sign_of_seen: &[f64],
        notice: Option<String>,
        classes: Option<ClassLabels>,
    ) -> Finished {
        let signs = self.rows.iter().map(|&i| sign_of_seen[usize::from(i)]);
        let seen = self.seen.iter().zip(sign_of_seen);
        Finished {
            signs: filled(room, signs),
            notice,
            classes,
            turned: seen.clone().any(|(s, &y)| s.sign != y),
        }
    }
}

/// Points as they are read: signed augmented rows y·z = y·(1, x₁, …, x_d) row-major, y the
/// sign each row's label was read with (see [`Labels::push`]), labels, names and notices. The
/// rows become the [`Dataset`]'s own, those of a label whose sign the file's labels turned
/// over at the end turned over with it.
#[derive(Debug)]
pub(crate) struct Points {
    pub dim: usize,
    pub rows: Vec<f64>,
    pub labels: Labels,
    pub feature_names: Vec<String>,
    pub notices: Vec<String>,
    /// The mean bytes of a row so far, once the file's size was told ([`Points::expect`]).
    bytes_per_row: Option<f64>,
    /// The pages of the room reserved for the rest of a large file, made ready ahead.
    ready: ReadyAhead,
}

/// The points of a file, ready to be handed out (with the format, by the caller).
#[derive(Debug)]
pub(crate) struct Parsed {
    pub data: Dataset,
    pub feature_names: Vec<String>,
    pub notices: Vec<String>,
    pub classes: Option<ClassLabels>,
}

impl Points {
    pub fn new(dim: usize, feature_names: Vec<String>, column: LabelColumn) -> Self {
        Self {
            dim,
            rows: Vec::new(),
            labels: Labels::new(column),
            feature_names,
            notices: Vec::new(),
            bytes_per_row: None,
            ready: ReadyAhead::default(),
        }
    }

    /// Points for rows further on in the file (see [`LineReader::fork`]), with room for
    /// about `bytes` of them.
    ///
    /// [`LineReader::fork`]: super::lines::LineReader::fork
    pub fn fork(&self, bytes: usize) -> Self {
        let rows = rows_in(bytes, self.bytes_per_row);
        let values = rows.saturating_mul(self.dim + 1);
        let mut later = Self::new(self.dim, Vec::new(), self.labels.column);
        later.labels = self.labels.fork(rows);
        if values <= MAX_VALUES {
            later.rows.reserve(values);
            prefer_huge_pages(SpareRoom::of(&mut later.rows));
        }
        later
    }

    /// Takes the rows `later` read (a fork of these points), after these.
    pub fn join(&mut self, later: Self) {
        self.rows.extend_from_slice(&later.rows);
        self.labels.join(later.labels);
    }

    /// Checks that there are points at all, maps the labels and builds the [`Dataset`].
    /// `header_line` is the line of a header, if the file had one (for the message).
    pub fn finish(self, header_line: Option<usize>) -> Result<Parsed, Fault> {
        if self.labels.len() == 0 {
            return Err(Fault::whole(ReadErrorKind::NoPoints { header_line }));
        }
        let Finished {
            signs,
            notice,
            classes,
            turned,
        } = self.labels.finish()?;
        let mut rows = self.rows;
        if turned {
            turn_over(&mut rows, self.dim + 1, &signs);
        }
        let data = Dataset::from_signed_rows(self.dim, rows, signs).map_err(rejected)?;
        let mut notices = self.notices;
        notices.extend(notice);
        Ok(Parsed {
            data,
            feature_names: self.feature_names,
            notices,
            classes,
        })
    }

    /// Makes room for the rows of a file of `total` bytes, of which the rows so far took `read`
    /// (an estimate from their mean length, a little over).
    pub fn expect(&mut self, read: usize, total: usize) {
        let rows = self.labels.len();
        if rows == 0 || read == 0 {
            return;
        }
        let bytes_per_row = read as f64 / rows as f64;
        self.bytes_per_row = Some(bytes_per_row);
        let more = rows_in(total - read.min(total), Some(bytes_per_row));
        let values = more.saturating_mul(self.dim + 1);
        if values <= MAX_VALUES {
            self.rows.reserve(values);
            self.labels.reserve(more);
            self.ready = ReadyAhead::start(self.labels.with_rooms(SpareRoom::of(&mut self.rows)));
        }
    }
}

/// The rows to make room for in `bytes` of a file whose rows took `bytes_per_row` so far
/// (none if not known yet): 1/16 over, so that a file a little denser at its end does not
/// double the buffers.
pub(crate) fn rows_in(bytes: usize, bytes_per_row: Option<f64>) -> usize {
    bytes_per_row.map_or(0, |per_row| {
        (bytes as f64 / per_row * 17.0 / 16.0) as usize + 16
    })
}

/// Turns over the signed rows (`k` values each) that were read with the other sign than their
/// label's in `signs`: each row's first value is the sign it was read with.
fn turn_over(rows: &mut [f64], k: usize, signs: &[f64]) {
    for (row, &y) in rows.chunks_exact_mut(k).zip(signs) {
        if row[0] != y {
            for v in row {
                *v = -*v;
            }
        }
    }
}

/// Multiplies the row just read (from `start` on) by the sign its label was read with.
pub(crate) fn sign_row(rows: &mut [f64], start: usize, sign: f64) {
    if let Some(row) = rows.get_mut(start..) {
        for v in row {
            *v *= sign;
        }
    }
}

/// `values` written into `room` (a vector reserved and made ready beforehand, or a new one).
fn filled(mut room: Vec<f64>, values: impl ExactSizeIterator<Item = f64>) -> Vec<f64> {
    room.clear();
    room.extend(values);
    room
}

/// A row's label index in `seen`, as kept.
fn seen_index(index: usize) -> u8 {
    u8::try_from(index).unwrap_or(u8::MAX)
}

/// Refuses a file that would expand to more values than linlab holds.
pub(crate) fn check_size(points: usize, features: usize) -> Result<(), Fault> {
    match points.checked_mul(features) {
        Some(values) if values <= MAX_VALUES => Ok(()),
        _ => Err(Fault::whole(ReadErrorKind::TooManyValues {
            points,
            features,
        })),
    }
}

fn rejected(error: DataError) -> Fault {
    Fault::whole(match error {
        DataError::NoFeatures => ReadErrorKind::NoFeatures,
        other => ReadErrorKind::Rejected(other),
    })
}

/// The names x1 … xd, for a file without a header.
pub(crate) fn default_names(dim: usize) -> Vec<String> {
    (1..=dim).map(|i| format!("x{i}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_labels(texts: &[&str]) -> Result<(Vec<f64>, Option<String>), Fault> {
        read_as(LabelColumn::Binary, texts).map(|f| (f.signs, f.notice))
    }

    fn read_as(column: LabelColumn, texts: &[&str]) -> Result<Finished, Fault> {
        let mut labels = Labels::new(column);
        for (i, text) in texts.iter().enumerate() {
            labels.push(text, i + 1, 3)?;
        }
        labels.finish()
    }

    #[test]
    fn accepts_plus_minus_one_in_any_spelling() {
        let (labels, notice) =
            read_labels(&["1", "+1", "-1", "1.0", "-1.000000"]).expect("valid labels");
        assert_eq!(labels, vec![1.0, 1.0, -1.0, 1.0, -1.0]);
        assert_eq!(notice, None);
    }

    #[test]
    fn maps_zero_one_with_a_notice() {
        let (labels, notice) = read_labels(&["1", "0", "0.0", "1"]).expect("valid labels");
        assert_eq!(labels, vec![1.0, -1.0, -1.0, 1.0]);
        assert!(notice.expect("a notice").contains("0/1"));
    }

    #[test]
    fn maps_any_two_labels_in_sorted_order_with_a_notice() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let Finished {
            signs,
            notice,
            classes,
            ..
        } = read_as(LabelColumn::Binary, &["2", "1", "2.0"]).expect("two labels");
        assert_eq!(signs, vec![1.0, -1.0, 1.0]);
        let notice = notice.expect("a notice");
        assert!(notice.contains("1") && notice.contains("2"), "{notice}");
        assert_eq!(classes.expect("kept").classes.names(), &["1", "2"]);
        let words = read_as(LabelColumn::Binary, &["dog", "cat"]).expect("two words");
        assert_eq!(words.signs, vec![1.0, -1.0]);
    }

    #[test]
    fn rows_are_read_with_their_labels_sign_or_turned_over_at_the_end() {
        let cases: [(&[&str], bool); 10] = [
            (&["1", "-1", "+1"], false),
            (&["-1", "1.0"], false),
            (&["1", "0", "1"], false),
            (&["0", "1"], false),
            (&["-1", "0"], false),
            (&["0", "-1"], true),
            (&["2", "1"], false),
            (&["1", "2"], true),
            (&["dog", "cat"], false),
            (&["cat", "dog"], true),
        ];
        for (texts, turned) in cases {
            let mut labels = Labels::new(LabelColumn::Binary);
            let read_with: Vec<f64> = (texts.iter().enumerate())
                .map(|(i, text)| labels.push(text, i + 1, 3).expect("a label"))
                .collect();
            let finished = labels.finish().expect("two labels");
            assert_eq!(finished.turned, turned, "{texts:?}");
            let same = read_with.iter().zip(&finished.signs).all(|(a, b)| a == b);
            assert_eq!(same, !turned, "{texts:?}: {read_with:?}");
        }
    }

    #[test]
    fn keeps_up_to_eight_classes() {
        let Finished {
            signs,
            notice,
            classes,
            ..
        } = read_as(LabelColumn::Classes, &["b", "a", "c", "a"]).expect("three classes");
        assert_eq!((signs, notice), (vec![1.0; 4], None));
        let classes = classes.expect("kept");
        assert_eq!(classes.of_row, vec![1, 0, 2, 0]);
        let nine: Vec<String> = (1..=9).map(|k| k.to_string()).collect();
        let nine: Vec<&str> = nine.iter().map(String::as_str).collect();
        let fault = read_as(LabelColumn::Classes, &nine).expect_err("nine classes");
        assert_eq!(fault.line, Some(9));
        assert!(matches!(
            fault.kind,
            ReadErrorKind::TooManyClasses { max: 8, .. }
        ));
    }

    #[test]
    fn refuses_other_labels_where_they_are() {
        let bad = read_labels(&["1", "-1", "2"]).expect_err("label 2");
        assert_eq!((bad.line, bad.column), (Some(3), Some(3)));
        assert!(matches!(bad.kind, ReadErrorKind::ThirdLabel { .. }));
        let mixed = read_labels(&["-1", "1", "0"]).expect_err("three values");
        assert_eq!(mixed.line, Some(3));
        assert!(matches!(
            mixed.kind,
            ReadErrorKind::MixedLabels { other_line: 1, .. }
        ));
        let empty = read_labels(&[""]).expect_err("empty");
        assert_eq!(empty.kind, ReadErrorKind::EmptyField);
        for text in ["0.5", "abc", "nan", "2"] {
            assert!(read_labels(&[text]).is_err(), "{text:?} is not a label");
        }
    }

    #[test]
    fn refuses_no_points_and_too_many_values() {
        let none = Points::new(2, default_names(2), LabelColumn::Binary).finish(Some(1));
        let fault = none.expect_err("no points");
        assert_eq!(
            fault.kind,
            ReadErrorKind::NoPoints {
                header_line: Some(1)
            }
        );
        assert!(check_size(10, 1000).is_ok());
        assert!(check_size(1000, 1 << 20).is_err());
        assert!(check_size(usize::MAX, 2).is_err());
    }
}
