//! Walking a point file's lines: each line read by a format's quick way if it takes it, else
//! carefully, the lines numbered from 1 as an editor numbers them, over a whole text in memory
//! or block by block as a file comes from disk (`stream`).
//!
//! The walk goes over bytes: a line the quick way takes is text by what it holds (numbers,
//! separators and labels seen before), so only a line read carefully is checked to be text
//! (UTF-8 without NUL) first; a block from disk is not checked as a whole.
//!
//! A fork of a reader reads lines further on in the same file, the quick way only, on another
//! thread (see `stream`): it reads each line it takes as the reader would have in its place,
//! and stops at the first it does not take, which the reader then reads.

use super::error::{Fault, ReadErrorKind};
use super::points::Parsed;
use super::text::line_text;

/// After this many lines, a reader makes room for the rest of the file's rows, at the bytes
/// a row took so far (so its buffers neither grow by doubling nor fault in pages twice).
const LINES_BEFORE_ESTIMATE: usize = 4096;

/// A format's reader of a file's lines: a quick way through the plain ones and a careful one
/// for the rest.
pub(crate) trait LineReader: Send + Sized {
    /// Reads the line at the start of `rest` (which runs on to the end of the text at hand)
    /// if it is plain, and returns its length with its `\n`; a line that is not plain is left
    /// as it was, for [`LineReader::careful`]. A plain line is ASCII without NUL but for a
    /// label spelled as one read carefully before.
    fn quick(&mut self, rest: &[u8]) -> Option<usize>;
    /// Reads line `line` (its text without the `\n`), saying what is wrong with it.
    fn careful(&mut self, line: usize, raw: &str) -> Result<(), Fault>;
    /// Makes room for the rows of a file of `total` bytes, of which the rows so far took `read`.
    fn expect(&mut self, read: usize, total: usize);
    /// Whether a line was met that this reader cannot read as the file's own reader would
    /// (CSV's quotes, which the `csv` crate splits): the file must be read whole.
    fn must_read_whole(&self) -> bool {
        false
    }
    /// A reader of lines further on in the same file, for another thread: it reads the quick
    /// way as this one now would (the same columns, the labels seen so far), into rows of its
    /// own with room for about `bytes` of lines. `None` if this reader cannot tell yet, or
    /// reads no line the quick way.
    fn fork(&self, bytes: usize) -> Option<Self>;
    /// Takes the rows `later` read (a fork of this reader, over the lines after this
    /// reader's), after this reader's own.
    fn join(&mut self, later: Self);
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
    /// Whether the reader was told the file's size ([`LineReader::expect`]).
    estimated: bool,
}

impl LineWalk {
    /// A walk over a file of `total` bytes (an estimate: it only sizes the buffers).
    pub fn new(total: usize) -> Self {
        Self {
            line: 0,
            read: 0,
            total,
            estimated: false,
        }
    }

    /// Tells `reader` the file's size if it was not told yet, the rows so far having taken the
    /// bytes before `at` in the text at hand (0 between texts).
    pub fn estimate(&mut self, at: usize, reader: &mut impl LineReader) {
        if !self.estimated {
            reader.expect(self.read + at, self.total);
            self.estimated = true;
        }
    }

    /// Counts `lines` lines of `bytes` bytes read elsewhere (by a fork of the reader).
    pub fn skip(&mut self, lines: usize, bytes: usize) {
        self.line += lines;
        self.read += bytes;
    }

    /// Reads `bytes`, the file's next lines (all whole but at the file's end), with `reader`.
    /// A line read carefully that is no text (invalid UTF-8, a NUL) is a fault there.
    pub fn read(&mut self, bytes: &[u8], reader: &mut impl LineReader) -> Result<(), Fault> {
        let mut at = 0;
        while at < bytes.len() {
            if !self.estimated && self.line >= LINES_BEFORE_ESTIMATE {
                self.estimate(at, reader);
            }
            self.line += 1;
            let rest = &bytes[at..];
            if let Some(length) = reader.quick(rest) {
                at += length;
                continue;
            }
            let end = rest.iter().position(|&b| b == b'\n');
            let raw = line_text(&rest[..end.unwrap_or(rest.len())])
                .ok_or_else(|| Fault::line(self.line, ReadErrorKind::NotText))?;
            at += end.map_or(rest.len(), |end| end + 1);
            reader.careful(self.line, raw)?;
        }
        self.read += bytes.len();
        Ok(())
    }
}

/// Reads the lines at the start of `bytes` with `fork` as long as its quick way takes them:
/// the fork, the bytes and the lines it read.
pub(crate) fn quick_lines<R: LineReader>(mut fork: R, bytes: &[u8]) -> (R, usize, usize) {
    let (mut at, mut lines) = (0, 0);
    while at < bytes.len() {
        match fork.quick(&bytes[at..]) {
            Some(length) => at += length,
            None => break,
        }
        lines += 1;
    }
    (fork, at, lines)
}

/// Reads every line of `text` with `reader`, and its points.
pub(crate) fn read_all(text: &str, mut reader: impl LineReader) -> Result<Parsed, Fault> {
    LineWalk::new(text.len()).read(text.as_bytes(), &mut reader)?;
    reader.finish()
}
