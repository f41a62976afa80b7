//! Walking a point file's lines: each line read by a format's quick way if it takes it, else
//! carefully, the lines numbered from 1 as an editor numbers them, over a whole text in memory
//! or block by block as a file comes from disk (`stream`).

use super::error::Fault;
use super::points::Parsed;
use super::text::split_line;

/// After this many lines, a reader makes room for the rest of the file's rows, at the bytes
/// a row took so far (so its buffers neither grow by doubling nor fault in pages twice).
const LINES_BEFORE_ESTIMATE: usize = 4096;

/// A format's reader of a file's lines: a quick way through the plain ones and a careful one
/// for the rest.
pub(crate) trait LineReader {
    /// Reads the line at the start of `rest` (which runs on to the end of the text at hand)
    /// if it is plain, and returns its length with its `\n`; a line that is not plain is left
    /// as it was, for [`LineReader::careful`].
    fn quick(&mut self, rest: &str) -> Option<usize>;
    /// Reads line `line` (its text without the `\n`), saying what is wrong with it.
    fn careful(&mut self, line: usize, raw: &str) -> Result<(), Fault>;
    /// Makes room for the rows of a file of `total` bytes, of which the rows so far took `read`.
    fn expect(&mut self, read: usize, total: usize);
    /// The points, once every line is read.
    fn finish(self) -> Result<Parsed, Fault>;
}

/// Where a walk over a file's lines is: the lines and bytes before the text at hand.
#[derive(Debug)]
pub(crate) struct LineWalk {
    /// The number of the last line read.
    line: usize,
    read: usize,
    total: usize,
}

impl LineWalk {
    /// A walk over a file of `total` bytes (an estimate: it only sizes the buffers).
    pub fn new(total: usize) -> Self {
        Self {
            line: 0,
            read: 0,
            total,
        }
    }

    /// Reads `text`, the file's next lines (all whole but at the file's end), with `reader`.
    pub fn read(&mut self, text: &str, reader: &mut impl LineReader) -> Result<(), Fault> {
        let mut rest = text;
        while !rest.is_empty() {
            if self.line == LINES_BEFORE_ESTIMATE {
                reader.expect(self.read + text.len() - rest.len(), self.total);
            }
            self.line += 1;
            if let Some(length) = reader.quick(rest) {
                rest = rest.get(length..).unwrap_or_default();
                continue;
            }
            let (raw, after) = split_line(rest);
            rest = after;
            reader.careful(self.line, raw)?;
        }
        self.read += text.len();
        Ok(())
    }
}

/// Reads every line of `text` with `reader`, and its points.
pub(crate) fn read_all(text: &str, mut reader: impl LineReader) -> Result<Parsed, Fault> {
    LineWalk::new(text.len()).read(text, &mut reader)?;
    reader.finish()
}
