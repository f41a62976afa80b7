//! Rows of fields, the shape whitespace and CSV files share: an optional header row, then rows
//! of numbers with one label column. The formats differ only in how a line splits into fields;
//! everything after that (header, label column, same number of fields, numbers) is here, for
//! reading and for writing.

use std::fmt::Write as _;

use super::LabelColumn;
use super::error::{Fault, ReadErrorKind};
use super::plain::{self, RowShape, Separator};
use super::points::{Parsed, Points, default_names, sign_row};
use super::text::{is_number, parse_number};
use crate::data::Dataset;
use crate::t;

/// Where the label is (if the file has one) and how many fields a row has, fixed by the first row.
#[derive(Debug, Clone)]
struct Columns {
    count: usize,
    label: Option<usize>,
    first_line: usize,
}

/// A table being read, one row at a time.
#[derive(Debug, Default)]
pub(crate) struct Table {
    label_column: LabelColumn,
    columns: Option<Columns>,
    header_line: Option<usize>,
    points: Option<Points>,
}

impl Table {
    pub fn new(label_column: LabelColumn) -> Self {
        Self {
            label_column,
            ..Self::default()
        }
    }

    /// Reads the fields of the row on `line`. The first row may be a header: it is one if it
    /// names a label column (`y` or `label`) or if none of its fields is a number (so a typo in
    /// a first row of numbers is reported, not taken for a header).
    pub fn row<'a, I>(&mut self, line: usize, fields: I) -> Result<(), Fault>
    where
        I: Iterator<Item = &'a str> + Clone,
    {
        match (&self.columns, &mut self.points) {
            (Some(columns), Some(points)) => read_row(columns, points, line, fields),
            _ => self.first_row(line, fields),
        }
    }

    /// Reads the row at the start of `rest` on the quick path if the table's shape is known
    /// and the row is plain (see [`plain`]), and returns its length with its `\n`; else
    /// [`Table::row`] must read its line.
    pub fn quick_row(&mut self, rest: &[u8], separator: Separator) -> Option<usize> {
        match (&self.columns, &mut self.points) {
            (Some(columns), Some(points)) => {
                let shape = RowShape {
                    count: columns.count,
                    label: columns.label,
                };
                plain::read_row(rest, separator, shape, points)
            }
            _ => None,
        }
    }

    /// Makes room for the rows of a file of `total` bytes, of which the rows so far took `read`.
    pub fn expect(&mut self, read: usize, total: usize) {
        if let Some(points) = &mut self.points {
            points.expect(read, total);
        }
    }

    /// A table for rows further on in the file (see [`LineReader::fork`]), once the first row
    /// has told their shape.
    ///
    /// [`LineReader::fork`]: super::lines::LineReader::fork
    pub fn fork(&self, bytes: usize) -> Option<Self> {
        Some(Self {
            label_column: self.label_column,
            columns: Some(self.columns.clone()?),
            header_line: self.header_line,
            points: Some(self.points.as_ref()?.fork(bytes)),
        })
    }

    /// Takes the rows `later` read (a fork of this table), after this table's own.
    pub fn join(&mut self, later: Self) {
        if let (Some(points), Some(later)) = (&mut self.points, later.points) {
            points.join(later);
        }
    }

    fn first_row<'a, I>(&mut self, line: usize, fields: I) -> Result<(), Fault>
    where
        I: Iterator<Item = &'a str> + Clone,
    {
        let count = fields.clone().count();
        let has_label = self.label_column != LabelColumn::Absent;
        let named_label = fields.clone().position(is_label_name).filter(|_| has_label);
        let is_header = named_label.is_some() || !fields.clone().any(is_number);
        let label = has_label.then(|| named_label.unwrap_or(count.saturating_sub(1)));
        let features = count - usize::from(label.is_some());
        if features == 0 {
            return Err(Fault::line(line, ReadErrorKind::NoFeatures));
        }
        let columns = Columns {
            count,
            label,
            first_line: line,
        };
        let points = if is_header {
            self.header_line = Some(line);
            header_points(&columns, fields, self.label_column)
        } else {
            let names = default_names(features);
            let mut points = Points::new(features, names, self.label_column);
            read_row(&columns, &mut points, line, fields)?;
            points
        };
        self.columns = Some(columns);
        self.points = Some(points);
        Ok(())
    }

    pub fn finish(self) -> Result<Parsed, Fault> {
        let column = self.label_column;
        let points = self
            .points
            .unwrap_or_else(|| Points::new(1, Vec::new(), column));
        points.finish(self.header_line)
    }
}

/// Whether a header field names the label column.
fn is_label_name(field: &str) -> bool {
    field.eq_ignore_ascii_case("y") || field.eq_ignore_ascii_case("label")
}

/// An empty set of points named by the header, with a notice saying how it was read.
fn header_points<'a>(
    columns: &Columns,
    fields: impl Iterator<Item = &'a str>,
    label_column: LabelColumn,
) -> Points {
    let mut names = Vec::with_capacity(columns.count);
    let mut label_name = "";
    for (i, field) in fields.enumerate() {
        if Some(i) == columns.label {
            label_name = field;
        } else {
            names.push(field.to_owned());
        }
    }
    let mut points = Points::new(names.len(), names, label_column);
    if columns.label.is_none() {
        return points;
    }
    let line = columns.first_line;
    let line = line.to_string();
    points.notices.push(if is_label_name(label_name) {
        t!("core-read-header-label", line = &line, column = label_name)
    } else {
        t!(
            "core-read-header-last-column",
            line = &line,
            column = label_name
        )
    });
    points
}

fn read_row<'a>(
    columns: &Columns,
    points: &mut Points,
    line: usize,
    fields: impl Iterator<Item = &'a str>,
) -> Result<(), Fault> {
    // One pass over the fields: each is read as it comes, and the count is checked at the end,
    // so a ragged row is reported before a bad field in it. A fault ends the whole read, so what
    // a faulty row pushed is never used.
    let mut count = 0;
    let mut fault = None;
    let mut sign = 1.0;
    let start = points.rows.len();
    points.rows.push(1.0);
    for (i, field) in fields.enumerate() {
        count += 1;
        if fault.is_some() || i >= columns.count {
            continue;
        }
        let read = if Some(i) == columns.label {
            points
                .labels
                .push(field, line, i + 1)
                .map(|label_sign| sign = label_sign)
        } else {
            parse_number(field)
                .map(|value| points.rows.push(value))
                .map_err(|kind| Fault::at(line, i + 1, kind))
        };
        fault = read.err();
    }
    if count != columns.count {
        let kind = ReadErrorKind::RaggedRow {
            fields: count,
            expected: columns.count,
            expected_line: columns.first_line,
        };
        return Err(Fault::line(line, kind));
    }
    if let Some(fault) = fault {
        return Err(fault);
    }
    if columns.label.is_none() {
        points.labels.push_absent();
    }
    sign_row(&mut points.rows, start, sign);
    Ok(())
}

/// Writes points as rows of fields joined by `separator`, the label (`label_of_row`) last, with a header row of
/// names when `header` is set. Every value is written in Rust's shortest round-trip form, so
/// reading the text back gives the same points bit for bit.
pub(crate) fn write<'a>(
    data: &Dataset,
    names: &[String],
    separator: &str,
    header: bool,
    label_of_row: impl Fn(usize) -> &'a str,
) -> String {
    let mut out = String::with_capacity(data.len() * data.row_len() * 12);
    if header {
        for name in header_names(data.dim(), names) {
            out.push_str(&name);
            out.push_str(separator);
        }
        out.push_str("y\n");
    }
    for n in 0..data.len() {
        for x in data.features(n) {
            // Writing to a String cannot fail.
            let _ = write!(out, "{x:?}{separator}");
        }
        out.push_str(label_of_row(n));
        out.push('\n');
    }
    out
}

/// A label as the course files write it.
pub(crate) fn label_text(y: f64) -> &'static str {
    if y > 0.0 { "1" } else { "-1" }
}

/// The names to write in a header: `names` made safe to read back as the same header (no
/// separators, comment or LIBSVM marks, not taken for the label column, not empty), `x1 … xd`
/// where a name is missing.
pub(crate) fn header_names(dim: usize, names: &[String]) -> Vec<String> {
    (0..dim)
        .map(|i| match names.get(i).map(|name| safe_name(name)) {
            Some(name) if !name.is_empty() => name,
            _ => format!("x{}", i + 1),
        })
        .collect()
}

fn safe_name(name: &str) -> String {
    let name: String = name
        .trim()
        .chars()
        .map(|c| match c {
            ',' | ';' | ':' | '#' | '"' => '_',
            c if c.is_whitespace() => '_',
            c => c,
        })
        .collect();
    if is_label_name(&name) {
        format!("{name}_")
    } else {
        name
    }
}

/// Whether the names say more than the default `x1 … xd` (so a header is worth writing in a
/// format where it is optional).
pub(crate) fn has_own_names(dim: usize, names: &[String]) -> bool {
    header_names(dim, names) != default_names(dim)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(rows: &[&str]) -> Result<Parsed, Fault> {
        let mut table = Table::default();
        for (i, row) in rows.iter().enumerate() {
            table.row(i + 1, row.split_ascii_whitespace())?;
        }
        table.finish()
    }

    #[test]
    fn reads_rows_with_the_label_last() {
        let parsed = read(&["0.5 1 1", "2 -3 -1"]).expect("valid");
        assert_eq!(parsed.data.dim(), 2);
        assert_eq!(parsed.data.features(1).collect::<Vec<_>>(), vec![2.0, -3.0]);
        assert_eq!(parsed.data.labels(), &[1.0, -1.0]);
        assert_eq!(parsed.feature_names, vec!["x1", "x2"]);
        assert!(parsed.notices.is_empty());
    }

    #[test]
    fn finds_a_named_label_column_in_a_header() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let parsed = read(&["a label b", "1 -1 2", "3 1 4"]).expect("valid");
        assert_eq!(parsed.feature_names, vec!["a", "b"]);
        assert_eq!(parsed.data.features(0).collect::<Vec<_>>(), vec![1.0, 2.0]);
        assert_eq!(parsed.data.labels(), &[-1.0, 1.0]);
        let unnamed = read(&["a b c", "1 2 1"]).expect("valid");
        assert!(
            unnamed.notices[0].contains("\"c\""),
            "{:?}",
            unnamed.notices
        );
    }

    #[test]
    fn a_typo_in_the_first_row_is_not_a_header() {
        let fault = read(&["0.5 abc 1", "1 2 1"]).expect_err("typo");
        assert_eq!((fault.line, fault.column), (Some(1), Some(2)));
    }

    #[test]
    fn refuses_ragged_rows_and_rows_without_features() {
        let fault = read(&["1 2 1", "1 2 3 1"]).expect_err("ragged");
        assert_eq!(
            fault.kind,
            ReadErrorKind::RaggedRow {
                fields: 4,
                expected: 3,
                expected_line: 1
            }
        );
        assert_eq!(
            read(&["1"]).expect_err("lone").kind,
            ReadErrorKind::NoFeatures
        );
        let header_only = read(&["x y"]).expect_err("header only");
        assert_eq!(
            header_only.kind,
            ReadErrorKind::NoPoints {
                header_line: Some(1)
            }
        );
    }

    #[test]
    fn writes_names_that_read_back_as_the_same_header() {
        let names = ["a b".to_owned(), "y".to_owned(), "#c:,".to_owned()];
        assert_eq!(header_names(4, &names), vec!["a_b", "y_", "_c__", "x4"]);
        assert!(!has_own_names(2, &["x1".to_owned()]));
        assert!(has_own_names(2, &["width".to_owned()]));
    }
}
