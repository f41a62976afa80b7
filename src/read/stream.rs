//! Reading a large point file from disk a block of whole lines at a time, so that the file is
//! never held whole: its text is read into one block-sized buffer, again and again, instead of
//! a buffer of the file's size that the system must first lay out page by page (for a file of
//! 10⁶ lines, 30 MB of pages: 13 of a read's 60 ms).
//!
//! Only the plain way through: every line is text, CSV without quotes, and every line reads.
//! Anything else (a file that fits in one block, a byte that is no text, a line with a
//! fault, a quote) and the file is read whole and parsed as in memory, so its points and its
//! errors are those of [`super::parse_bytes_with`], whatever the blocks.
//!
//! On two cores, past its first block a large file is cut in two at a line near the middle of
//! the rest: a fork of the reader reads the second half from a handle of its own, the quick
//! way only, while this thread reads the first; then the fork's rows join these, and the
//! reading goes on from the line the fork stopped at, if it stopped early (see `lines`). One
//! thread for the whole half: a thread a block costs its start and its move to the other
//! core every time, which took all the gain.

use std::fs::File;
use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;
use std::sync::OnceLock;

use super::csv::PlainRows;
use super::error::Fault;
use super::libsvm::SparseRows;
use super::lines::{LineReader, LineWalk, quick_lines};
use super::points::Parsed;
use super::text::{self, decode};
use super::whitespace::Rows;
use super::{Format, LabelColumn, Loaded, Sniffed, open_error, parse_text, sniff};

/// A block's size: a few lines of any point file, and a buffer that stays in the cache.
const BLOCK: usize = 1 << 20;

/// The bytes left past which the rest of a file is read on two cores: half a block for each
/// at least.
const HALVES_FROM: usize = BLOCK;

/// How many times the rest of a file is cut in two at most, the fork stopping early each time
/// (at a label it has not seen, a comment, a fault), before the rest is read on one core.
const MAX_CUTS: usize = 4;

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
    let mut blocks = Blocks::new(file, 0);
    if blocks.next().map_err(fault)? {
        return parse_text(blocks.block(), name, label_column);
    }
    let file = FileAt { path, total };
    if let Some(loaded) = read_blocks(&mut blocks, file, name, label_column) {
        return loaded;
    }
    let bytes = std::fs::read(path).map_err(fault)?;
    parse_text(&bytes, name, label_column)
}

/// A file on disk and its size when it was opened.
#[derive(Debug, Clone, Copy)]
struct FileAt<'a> {
    path: &'a Path,
    total: usize,
}

/// Reads the file block by block from its first block on, or `None` if it must be read whole.
fn read_blocks(
    blocks: &mut Blocks,
    file: FileAt<'_>,
    name: &str,
    label_column: LabelColumn,
) -> Option<Result<Loaded, Fault>> {
    let first = decode(blocks.block()).ok()?;
    // The format is told from the first meaningful line: one past the first block is read whole.
    text::meaningful_lines(first).next()?;
    // The first block is text as a whole; its lines start past a byte-order mark.
    let mark = blocks.block().len() - first.len();
    let mut walk = LineWalk::new(file.total);
    let (format, parsed) = match sniff(first, name) {
        Sniffed::Whitespace => {
            let rows = Rows::new(label_column);
            (
                Format::Whitespace,
                read_rest(blocks, mark, file, &mut walk, rows),
            )
        }
        Sniffed::Csv(delimiter) => {
            let rows = PlainRows::new(delimiter, label_column);
            (Format::Csv, read_rest(blocks, mark, file, &mut walk, rows))
        }
        Sniffed::Libsvm => {
            let rows = SparseRows::new(label_column);
            (
                Format::Libsvm,
                read_rest(blocks, mark, file, &mut walk, rows),
            )
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
    file: FileAt<'_>,
    walk: &mut LineWalk,
    mut reader: impl LineReader,
) -> Option<Result<Parsed, Fault>> {
    walk.read(&blocks.block()[mark..], &mut reader).ok()?;
    let mut cuts = 0;
    loop {
        if reader.must_read_whole() {
            return None;
        }
        if blocks.at_end() {
            return Some(reader.finish());
        }
        if cuts < MAX_CUTS && two_cores() {
            match read_halves(blocks, file, walk, &mut reader) {
                Halves::NotCut => cuts = MAX_CUTS,
                Halves::Stopped => return None,
                Halves::Read(rest) => {
                    *blocks = rest;
                    cuts += 1;
                }
            }
            continue;
        }
        blocks.next().ok()?;
        walk.read(blocks.block(), &mut reader).ok()?;
    }
}

/// What reading the rest of a file on two cores came to.
enum Halves {
    /// The file was not cut (too little left, no line starts past its middle, the reader
    /// cannot fork, no thread to be had): the rest is read on one core.
    NotCut,
    /// The first half has a line that is no text or has a fault, or a quote: the file must be
    /// read whole.
    Stopped,
    /// Both halves were read, the second as far as the fork took it: the blocks from there.
    Read(Blocks),
}

/// Reads the rest of the file past `blocks`' last block on two cores (see the module's doc).
fn read_halves(
    blocks: &mut Blocks,
    file: FileAt<'_>,
    walk: &mut LineWalk,
    reader: &mut impl LineReader,
) -> Halves {
    let from = blocks.read_to();
    if file.total < from + HALVES_FROM {
        return Halves::NotCut;
    }
    let Some((cut, later)) = open_at_a_line(file, from + (file.total - from) / 2) else {
        return Halves::NotCut;
    };
    walk.estimate(0, reader);
    let Some(fork) = reader.fork(file.total - cut) else {
        return Halves::NotCut;
    };
    blocks.end_at(cut);
    let (first, later) = std::thread::scope(|scope| {
        let worker = std::thread::Builder::new()
            .name("linlab-read".into())
            .spawn_scoped(scope, move || quick_blocks(fork, later));
        let Ok(worker) = worker else {
            return (None, None);
        };
        let first = read_to_end(blocks, walk, reader);
        let later = worker
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
        (first, Some(later))
    });
    let Some((later, read, lines)) = later else {
        blocks.end_at(usize::MAX);
        return Halves::NotCut;
    };
    if first.is_none() || reader.must_read_whole() {
        return Halves::Stopped;
    }
    reader.join(later);
    walk.skip(lines, read);
    match open_at(file.path, cut + read) {
        Ok(rest) => Halves::Read(rest),
        Err(_) => Halves::Stopped,
    }
}

/// Reads `blocks` to their end with `walk`, or `None` at a fault or a quote.
fn read_to_end(
    blocks: &mut Blocks,
    walk: &mut LineWalk,
    reader: &mut impl LineReader,
) -> Option<()> {
    while !blocks.at_end() && !reader.must_read_whole() {
        blocks.next().ok()?;
        walk.read(blocks.block(), reader).ok()?;
    }
    Some(())
}

/// Reads the lines of `blocks` with `fork` as long as its quick way takes them: the fork, the
/// bytes and the lines it read. A block that cannot be read stops it there (the reading goes on
/// from there, and says what is wrong).
fn quick_blocks<R: LineReader>(mut fork: R, mut blocks: Blocks) -> (R, usize, usize) {
    let (mut read, mut lines) = (0, 0);
    while !blocks.at_end() && blocks.next().is_ok() {
        let block = blocks.block();
        let (taken, taken_bytes, taken_lines) = quick_lines(fork, block);
        fork = taken;
        read += taken_bytes;
        lines += taken_lines;
        if taken_bytes < block.len() {
            break;
        }
    }
    (fork, read, lines)
}

/// The file opened again at the start of the first line from byte `near` on, if a line
/// starts there before its end: that line's offset and the blocks from it.
fn open_at_a_line(file: FileAt<'_>, near: usize) -> Option<(usize, Blocks)> {
    let mut handle = File::open(file.path).ok()?;
    handle.seek(SeekFrom::Start(near as u64)).ok()?;
    // A line is a few bytes: a page's worth at a time finds its end.
    let mut bytes = [0; 4096];
    let mut at = near;
    let cut = loop {
        let read = handle.read(&mut bytes).ok()?;
        if read == 0 {
            return None;
        }
        if let Some(newline) = bytes[..read].iter().position(|&b| b == b'\n') {
            break at + newline + 1;
        }
        at += read;
    };
    (cut < file.total).then_some(())?;
    handle.seek(SeekFrom::Start(cut as u64)).ok()?;
    Some((cut, Blocks::new(handle, cut)))
}

/// The blocks of the file at `path` from byte `offset` on.
fn open_at(path: &Path, offset: usize) -> io::Result<Blocks> {
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(offset as u64))?;
    Ok(Blocks::new(file, offset))
}

/// Whether this machine has two cores or more to read on.
fn two_cores() -> bool {
    static TWO: OnceLock<bool> = OnceLock::new();
    *TWO.get_or_init(|| std::thread::available_parallelism().is_ok_and(|n| n.get() > 1))
}

/// A file's bytes, a block of whole lines at a time (the last block ends where the file does,
/// or where it is told to end).
struct Blocks {
    file: File,
    buffer: Vec<u8>,
    /// The block handed out: `buffer[..block_end]`; after it, the start of its next line.
    block_end: usize,
    filled: usize,
    file_ended: bool,
    /// The file's offset of `buffer[0]`.
    start: usize,
    /// The file's offset the blocks end at (a line's start), if not the file's end.
    end: usize,
}

impl Blocks {
    /// The blocks of `file` from its offset `start` (where the handle is) on.
    fn new(file: File, start: usize) -> Self {
        Self {
            file,
            buffer: vec![0; BLOCK],
            block_end: 0,
            filled: 0,
            file_ended: false,
            start,
            end: usize::MAX,
        }
    }

    /// The file's offset past the bytes read from it so far.
    fn read_to(&self) -> usize {
        self.start + self.filled
    }

    /// Ends the blocks at the file's offset `end` (the start of a line, not yet read), as if
    /// the file ended there.
    fn end_at(&mut self, end: usize) {
        debug_assert!(end >= self.read_to());
        self.end = end;
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
        self.start += self.block_end;
        loop {
            while self.filled < self.buffer.len() && !self.file_ended {
                let left = self.end.saturating_sub(self.read_to());
                let room = (self.buffer.len() - self.filled).min(left);
                if room == 0 {
                    self.file_ended = true;
                    break;
                }
                match self
                    .file
                    .read(&mut self.buffer[self.filled..self.filled + room])
                {
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A CSV file of `rows` rows with `late` as row `late_at` (if any), written to a temporary
    /// folder: the folder and the file's path.
    fn csv_file(
        rows: usize,
        late_at: usize,
        late: &str,
    ) -> (tempfile::TempDir, std::path::PathBuf) {
        let mut text = String::from("x1,x2,y\n");
        for n in 0..rows {
            if n == late_at {
                text.push_str(late);
            } else {
                let y = if n % 3 == 0 { -1 } else { 1 };
                text.push_str(&format!("{},{},{y}\n", n % 1000, n % 777));
            }
        }
        let folder = tempfile::tempdir().expect("a temporary folder");
        let path = folder.path().join("points.csv");
        std::fs::write(&path, text).expect("written");
        (folder, path)
    }

    /// Reads the first block of the file at `path` and then the rest on two cores: how far the
    /// fork read (the file's offset the blocks go on from), if the file was cut.
    fn fork_stopped_at(path: &Path) -> Option<usize> {
        let total = std::fs::metadata(path).map_or(0, |m| m.len() as usize);
        let file = FileAt { path, total };
        let mut blocks = open_at(path, 0).expect("opened");
        assert!(!blocks.next().expect("read"), "more than a block");
        let mut walk = LineWalk::new(total);
        let mut reader = PlainRows::new(b',', LabelColumn::Binary);
        walk.read(blocks.block(), &mut reader).expect("plain rows");
        match read_halves(&mut blocks, file, &mut walk, &mut reader) {
            Halves::Read(rest) => Some(rest.read_to()),
            Halves::NotCut | Halves::Stopped => None,
        }
    }

    #[test]
    fn the_rest_of_a_large_file_is_read_by_a_fork_to_the_line_it_does_not_take() {
        let (_folder, path) = csv_file(300_000, usize::MAX, "");
        let total = std::fs::metadata(&path).map_or(0, |m| m.len() as usize);
        assert_eq!(fork_stopped_at(&path), Some(total), "read to the end");
        let late = 250_000;
        let (_folder, path) = csv_file(300_000, late, "1,2,x\n");
        let text = std::fs::read(&path).expect("read");
        let line_start = text
            .iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .nth(late) // the header's line, then `late` rows before it
            .map(|(at, _)| at + 1);
        assert_eq!(fork_stopped_at(&path), line_start, "stopped at the bad row");
        let (_folder, small) = csv_file(150_000, usize::MAX, "");
        assert_eq!(
            fork_stopped_at(&small),
            None,
            "too little past the first block"
        );
    }
}
