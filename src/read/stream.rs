//! Reading a large point file from disk a block of whole lines at a time, so that the file is
//! never held whole: its text is read into one block-sized buffer, again and again, instead of
//! a buffer of the file's size that the system must first lay out page by page (for a file of
//! 10⁶ lines, 30 MB of pages: 13 of a read's 60 ms).
//!
//! Only the plain way through: every line is text, CSV without quotes, and every line reads.
//! Anything else (a file that fits in one block, a byte that is no text, a line with a
//! fault, a quote) and the file is read whole and parsed as in memory, so its points and its
//! errors are those of [`super::parse_bytes_with`], whatever the blocks.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

use super::csv::PlainRows;
use super::error::Fault;
use super::libsvm::SparseRows;
use super::lines::{LineReader, LineWalk};
use super::points::Parsed;
use super::text::{self, decode};
use super::whitespace::Rows;
use super::{Format, LabelColumn, Loaded, Sniffed, open_error, parse_text, sniff};

/// A block's size: a few lines of any point file, and a buffer that stays in the cache.
const BLOCK: usize = 1 << 20;

/// Reads the file at `path` (named `name` in messages, its extension a hint to the format).
pub(super) fn read_file(
    path: &Path,
    name: &str,
    label_column: LabelColumn,
) -> Result<Loaded, Fault> {
    let fault = |error: io::Error| Fault::whole(open_error(&error));
    let file = File::open(path).map_err(fault)?;
    let total = file
        .metadata()
        .map_or(0, |m| usize::try_from(m.len()).unwrap_or(usize::MAX));
    let mut blocks = Blocks::new(file);
    if blocks.next().map_err(fault)? {
        return parse_text(blocks.block(), name, label_column);
    }
    if let Some(loaded) = read_blocks(&mut blocks, total, name, label_column) {
        return loaded;
    }
    let bytes = std::fs::read(path).map_err(fault)?;
    parse_text(&bytes, name, label_column)
}

/// Reads the file block by block from its first block on, or `None` if it must be read whole.
fn read_blocks(
    blocks: &mut Blocks,
    total: usize,
    name: &str,
    label_column: LabelColumn,
) -> Option<Result<Loaded, Fault>> {
    let first = decode(blocks.block()).ok()?;
    // The format is told from the first meaningful line: one past the first block is read whole.
    text::meaningful_lines(first).next()?;
    // The first block is text as a whole; its lines start past a byte-order mark.
    let mark = blocks.block().len() - first.len();
    let mut walk = LineWalk::new(total);
    let (format, parsed) = match sniff(first, name) {
        Sniffed::Whitespace => {
            let rows = Rows::new(label_column);
            (Format::Whitespace, read_rest(blocks, mark, &mut walk, rows))
        }
        Sniffed::Csv(delimiter) => {
            let rows = PlainRows::new(delimiter, label_column);
            (Format::Csv, read_rest(blocks, mark, &mut walk, rows))
        }
        Sniffed::Libsvm => {
            let rows = SparseRows::new(label_column);
            (Format::Libsvm, read_rest(blocks, mark, &mut walk, rows))
        }
        Sniffed::Empty => return None,
    };
    Some(parsed?.map(|parsed| super::loaded(format, parsed)))
}

/// Reads the blocks with `reader`, the first one already in and text from byte `mark` on: its
/// points (or what is wrong with them once every line has read), or `None` if the file must
/// be read whole. Past the first block, only the lines the quick way does not take are checked
/// to be text, one by one (see `lines`).
fn read_rest(
    blocks: &mut Blocks,
    mark: usize,
    walk: &mut LineWalk,
    mut reader: impl LineReader,
) -> Option<Result<Parsed, Fault>> {
    walk.read(&blocks.block()[mark..], &mut reader).ok()?;
    loop {
        if reader.must_read_whole() {
            return None;
        }
        if blocks.at_end() {
            return Some(reader.finish());
        }
        blocks.next().ok()?;
        walk.read(blocks.block(), &mut reader).ok()?;
    }
}

/// A file's bytes, a block of whole lines at a time (the last block ends where the file does).
struct Blocks {
    file: File,
    buffer: Vec<u8>,
    /// The block handed out: `buffer[..block_end]`; after it, the start of its next line.
    block_end: usize,
    filled: usize,
    file_ended: bool,
}

impl Blocks {
    fn new(file: File) -> Self {
        Self {
            file,
            buffer: vec![0; BLOCK],
            block_end: 0,
            filled: 0,
            file_ended: false,
        }
    }

    /// The block read last.
    fn block(&self) -> &[u8] {
        &self.buffer[..self.block_end]
    }

    /// Whether the block read last ends the file.
    fn at_end(&self) -> bool {
        self.file_ended && self.block_end == self.filled
    }

    /// Reads the next block (a line longer than the buffer doubles it), and says whether it
    /// ends the file.
    fn next(&mut self) -> io::Result<bool> {
        self.buffer.copy_within(self.block_end..self.filled, 0);
        self.filled -= self.block_end;
        loop {
            while self.filled < self.buffer.len() && !self.file_ended {
                match self.file.read(&mut self.buffer[self.filled..]) {
                    Ok(0) => self.file_ended = true,
                    Ok(read) => self.filled += read,
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(error) => return Err(error),
                }
            }
            let filled = &self.buffer[..self.filled];
            if self.file_ended {
                self.block_end = self.filled;
                return Ok(true);
            }
            if let Some(last_newline) = filled.iter().rposition(|&b| b == b'\n') {
                self.block_end = last_newline + 1;
                return Ok(false);
            }
            let longer = self.buffer.len() * 2;
            self.buffer.resize(longer, 0);
        }
    }
}
