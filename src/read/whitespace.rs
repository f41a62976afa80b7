//! The course's own format: rows `x1 … xd y` separated by spaces or tabs, as in
//! `hw1_15_train.dat`; blank lines and `#` comments skipped, an optional header row of names.

use super::LabelColumn;
use super::error::Fault;
use super::lines::{LineReader, read_all};
use super::plain::Separator;
use super::points::Parsed;
use super::table::{self, Table};
use super::text::meaningful;
use crate::data::Dataset;

pub(crate) fn parse(text: &str, label_column: LabelColumn) -> Result<Parsed, Fault> {
    read_all(text, Rows::new(label_column))
}

/// A whitespace file's rows, read into a table.
pub(crate) struct Rows(Table);

impl Rows {
    pub fn new(label_column: LabelColumn) -> Self {
        Self(Table::new(label_column))
    }
}

impl LineReader for Rows {
    fn quick(&mut self, rest: &[u8]) -> Option<usize> {
        self.0.quick_row(rest, Separator::Whitespace)
    }

    fn careful(&mut self, line: usize, raw: &str) -> Result<(), Fault> {
        let content = meaningful(raw);
        if content.is_empty() {
            return Ok(());
        }
        self.0.row(line, content.split_ascii_whitespace())
    }

    fn expect(&mut self, read: usize, total: usize) {
        self.0.expect(read, total);
    }

    fn fork(&self, bytes: usize) -> Option<Self> {
        self.0.fork(bytes).map(Self)
    }

    fn join(&mut self, later: Self) {
        self.0.join(later.0);
    }

    fn finish(self) -> Result<Parsed, Fault> {
        self.0.finish()
    }
}

/// Rows separated by spaces, with a header only if the names are not the default `x1 … xd`
/// (so a course file is written back as the course wrote it).
pub(crate) fn write<'a>(
    data: &Dataset,
    feature_names: &[String],
    label_of_row: impl Fn(usize) -> &'a str,
) -> String {
    let header = table::has_own_names(data.dim(), feature_names);
    table::write(data, feature_names, " ", header, label_of_row)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> Result<Parsed, Fault> {
        super::parse(text, LabelColumn::Binary)
    }

    #[test]
    fn reads_tabs_leading_spaces_and_crlf() {
        let parsed = parse("\u{20} 0.5 1\t-1\r\n\r\n2  3\t1\r\n").expect("valid");
        assert_eq!(parsed.data.len(), 2);
        assert_eq!(parsed.data.features(0).collect::<Vec<_>>(), vec![0.5, 1.0]);
        assert_eq!(parsed.data.labels(), &[-1.0, 1.0]);
    }

    #[test]
    fn writes_a_header_only_for_own_names() {
        let data = Dataset::from_rows(1, &[0.1, 2.0], &[1.0, -1.0]).expect("valid");
        let label = |n| table::label_text(data.label(n));
        assert_eq!(write(&data, &[], label), "0.1 1\n2.0 -1\n");
        assert_eq!(
            write(&data, &["t".to_owned()], label),
            "t y\n0.1 1\n2.0 -1\n"
        );
    }
}
