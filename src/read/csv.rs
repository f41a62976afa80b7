//! Comma-separated files, as a spreadsheet saves them: a header row naming the columns (the
//! label column is `y` or `label`, else the last), then rows of numbers. A file separated by
//! `;` is read the same way. A file with quotes (or lines ended by a lone `\r`) is split by the
//! `csv` crate; a plain one, line by line here, the same way and without the crate's copy of
//! every record (five times faster).

use super::LabelColumn;
use super::error::{Fault, ReadErrorKind};
use super::lines::{LineReader, read_all};
use super::plain::Separator;
use super::points::Parsed;
use super::table::{self, Table};
use super::text::split_at;
use crate::data::Dataset;

pub(crate) fn parse(text: &str, delimiter: u8, label_column: LabelColumn) -> Result<Parsed, Fault> {
    if is_plain(text) {
        parse_plain(text, delimiter, label_column)
    } else {
        parse_quoted(text, delimiter, label_column)
    }
}

/// Whether a record is a line: no quotes, and every `\r` ends a line as part of `\r\n`.
pub(crate) fn is_plain(text: &str) -> bool {
    let bytes = text.as_bytes();
    !bytes.contains(&b'"')
        && text
            .match_indices('\r')
            .all(|(at, _)| bytes.get(at + 1) == Some(&b'\n'))
}

/// Reads a file without quotes as the `csv` crate does (flexible rows, `#` comments, fields
/// trimmed): empty lines and lines starting with `#` are skipped, each field is trimmed of
/// whitespace (Unicode's, as the crate trims a string record), and a row of empty fields is
/// skipped.
fn parse_plain(text: &str, delimiter: u8, label_column: LabelColumn) -> Result<Parsed, Fault> {
    read_all(text, PlainRows::new(delimiter, label_column))
}

/// A CSV file's rows without quotes (see [`is_plain`]), read into a table.
pub(crate) struct PlainRows {
    table: Table,
    delimiter: u8,
    /// A line with a quote or a lone `\r` was met (and skipped): the `csv` crate must read
    /// the file.
    quoted: bool,
}

impl PlainRows {
    pub fn new(delimiter: u8, label_column: LabelColumn) -> Self {
        Self {
            table: Table::new(label_column),
            delimiter,
            quoted: false,
        }
    }
}

impl LineReader for PlainRows {
    fn quick(&mut self, rest: &[u8]) -> Option<usize> {
        self.table.quick_row(rest, Separator::Byte(self.delimiter))
    }

    fn careful(&mut self, line: usize, raw: &str) -> Result<(), Fault> {
        let content = raw.strip_suffix('\r').unwrap_or(raw);
        if content.bytes().any(|b| b == b'"' || b == b'\r') {
            self.quoted = true;
        }
        if self.quoted || content.is_empty() || content.starts_with('#') {
            return Ok(());
        }
        let fields = split_at(content, self.delimiter).map(str::trim);
        if fields.clone().all(str::is_empty) {
            return Ok(());
        }
        self.table.row(line, fields)
    }

    fn expect(&mut self, read: usize, total: usize) {
        self.table.expect(read, total);
    }

    fn must_read_whole(&self) -> bool {
        self.quoted
    }

    fn fork(&self, bytes: usize) -> Option<Self> {
        if self.quoted {
            return None;
        }
        Some(Self {
            table: self.table.fork(bytes)?,
            delimiter: self.delimiter,
            quoted: false,
        })
    }

    fn join(&mut self, later: Self) {
        self.table.join(later.table);
    }

    fn finish(self) -> Result<Parsed, Fault> {
        self.table.finish()
    }
}

/// Reads any file the `csv` crate reads (quoted fields, separators and line ends in quotes).
fn parse_quoted(text: &str, delimiter: u8, label_column: LabelColumn) -> Result<Parsed, Fault> {
    let mut reader = ::csv::ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .trim(::csv::Trim::All)
        .comment(Some(b'#'))
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut table = Table::new(label_column);
    let mut lines = LineCounter::new(text);
    let mut record = ::csv::StringRecord::new();
    loop {
        let start = byte_offset(reader.position());
        match reader.read_record(&mut record) {
            Ok(false) => break,
            Ok(true) if record.iter().all(str::is_empty) => {}
            Ok(true) => {
                let start = record.position().map_or(start, byte_offset);
                table.row(lines.record_line(start), record.iter())?;
            }
            Err(error) => {
                let reason = error.to_string();
                let kind = ReadErrorKind::Unreadable { reason };
                return Err(Fault::line(lines.line_at(start), kind));
            }
        }
    }
    table.finish()
}

fn byte_offset(position: &::csv::Position) -> usize {
    usize::try_from(position.byte()).unwrap_or(usize::MAX)
}

/// Line numbers from byte offsets, counted once as the offsets grow. (The `csv` crate's own
/// positions are taken before the blank and comment lines it skips, so they would not match an
/// editor's line numbers.)
struct LineCounter<'a> {
    text: &'a [u8],
    offset: usize,
    line: usize,
}

impl<'a> LineCounter<'a> {
    fn new(text: &'a str) -> Self {
        Self {
            text: text.as_bytes(),
            offset: 0,
            line: 1,
        }
    }

    /// The 1-based line of the record the `csv` crate says starts at byte `start`: the first
    /// line from there that is neither blank nor a comment.
    fn record_line(&mut self, start: usize) -> usize {
        let mut at = start.min(self.text.len());
        loop {
            let rest = &self.text[at..];
            let skip = match rest.first() {
                Some(b'#') => rest
                    .iter()
                    .position(|&b| b == b'\n')
                    .map_or(rest.len(), |i| i + 1),
                Some(b'\r') if rest.get(1) == Some(&b'\n') => 2,
                Some(b'\n' | b'\r') => 1,
                _ => break,
            };
            at += skip;
        }
        self.line_at(at)
    }

    /// The 1-based line of byte `offset`; offsets must not decrease between calls.
    fn line_at(&mut self, offset: usize) -> usize {
        let offset = offset.clamp(self.offset, self.text.len());
        let newlines = self.text[self.offset..offset]
            .iter()
            .filter(|&&b| b == b'\n');
        self.line += newlines.count();
        self.offset = offset;
        self.line
    }
}

/// Comma-separated rows under a header row of names, the label column last and named `y`.
pub(crate) fn write<'a>(
    data: &Dataset,
    feature_names: &[String],
    label_of_row: impl Fn(usize) -> &'a str,
) -> String {
    table::write(data, feature_names, ",", true, label_of_row)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str, delimiter: u8) -> Result<Parsed, Fault> {
        super::parse(text, delimiter, LabelColumn::Binary)
    }

    #[test]
    fn reads_a_header_quotes_and_a_label_column_anywhere() {
        let text = "\"width, cm\",Label,height\r\n1.5,1,2\r\n,,\r\n\r\n# note\r\n3,0,4\r\n";
        let parsed = parse(text, b',').expect("valid");
        assert_eq!(parsed.feature_names, vec!["width, cm", "height"]);
        assert_eq!(parsed.data.features(1).collect::<Vec<_>>(), vec![3.0, 4.0]);
        assert_eq!(parsed.data.labels(), &[1.0, -1.0]);
        assert_eq!(parsed.notices.len(), 2, "{:?}", parsed.notices);
    }

    #[test]
    fn reads_semicolons_and_names_the_line_of_an_error() {
        let parsed = parse("1;2;1\n3;4;-1\n", b';').expect("valid");
        assert_eq!(parsed.data.len(), 2);
        let fault = parse("x,y\n1,1\n\n# c\n2,\n", b',').expect_err("empty label");
        assert_eq!((fault.line, fault.column), (Some(5), Some(2)));
    }

    #[test]
    fn plain_files_read_as_the_csv_crate_reads_them() {
        let texts = [
            "a,b,y\n1,2,1\n3,4,-1\n",
            "a , b ,y\r\n\r\n# c\r\n 1 ,\u{a0}2\u{a0},1\r\n,,\r\n  \r\n3,4,-1",
            "1,2,1\n#,x\n3,4#5,-1\n",
            "1,2,1\n3,,1\n",
            "1,2,1\n3,4\n",
            "1,2,1\n3,4,5,1\n",
            "x,y\n\n# only comments\n",
            "1;2;0\n3;4;1\n",
            "a\u{b},b,y\n\u{b}1,2\u{b},1\n",
            "1,2,3\n",
        ];
        for text in texts {
            assert!(is_plain(text), "{text:?}");
            let delimiter = if text.contains(';') { b';' } else { b',' };
            for column in [
                LabelColumn::Binary,
                LabelColumn::Classes,
                LabelColumn::Absent,
            ] {
                let plain = parse_plain(text, delimiter, column);
                let quoted = parse_quoted(text, delimiter, column);
                let seen = |r: Result<Parsed, Fault>| {
                    r.map(|p| (p.data, p.feature_names, p.notices, p.classes))
                };
                assert_eq!(seen(plain), seen(quoted), "{text:?} {column:?}");
            }
        }
        assert!(!is_plain("\"a\",b\n"));
        assert!(!is_plain("a,b\r1,2\r\n"));
    }

    #[test]
    fn writes_a_header_row() {
        let data = Dataset::from_rows(2, &[0.5, -0.0], &[-1.0]).expect("valid");
        let label = |n| table::label_text(data.label(n));
        assert_eq!(write(&data, &[], label), "x1,x2,y\n0.5,-0.0,-1\n");
    }
}
