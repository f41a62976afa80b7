//! The text layer every format shares: turning bytes into text (skipping a byte-order mark,
//! refusing binary files), walking the meaningful lines with their numbers, and reading one
//! field as a number.

use super::error::{Fault, ReadErrorKind, quoted};

const UTF8_BOM: &[u8] = b"\xEF\xBB\xBF";

/// The file's bytes as text: a UTF-8 byte-order mark is skipped; UTF-16, invalid UTF-8 and
/// NUL bytes (binary files) are refused.
pub(crate) fn decode(bytes: &[u8]) -> Result<&str, Fault> {
    if bytes.starts_with(b"\xFF\xFE") || bytes.starts_with(b"\xFE\xFF") {
        return Err(Fault::whole(ReadErrorKind::Utf16));
    }
    decode_lines(bytes.strip_prefix(UTF8_BOM).unwrap_or(bytes))
}

/// Lines of a file past its start as text: UTF-8 without NUL bytes (`line_of` counts from
/// their first line).
pub(crate) fn decode_lines(bytes: &[u8]) -> Result<&str, Fault> {
    let text = std::str::from_utf8(bytes)
        .map_err(|e| Fault::line(line_of(bytes, e.valid_up_to()), ReadErrorKind::NotText))?;
    match first_nul(bytes) {
        Some(at) => Err(Fault::line(line_of(bytes, at), ReadErrorKind::NotText)),
        None => Ok(text),
    }
}

/// Where the first NUL byte is: looked for 64 bytes at a time without a branch per byte (so
/// the compiler compares them in vector registers), then byte by byte in the block that has one.
fn first_nul(bytes: &[u8]) -> Option<usize> {
    const BLOCK: usize = 64;
    let block = bytes
        .chunks(BLOCK)
        .position(|block| block.iter().fold(false, |nul, &b| nul | (b == 0)))?;
    let start = block * BLOCK;
    bytes[start..]
        .iter()
        .position(|&b| b == 0)
        .map(|at| start + at)
}

/// A line's bytes as text, if they are: UTF-8 without NUL, as [`decode_lines`] takes them.
pub(crate) fn line_text(bytes: &[u8]) -> Option<&str> {
    std::str::from_utf8(bytes)
        .ok()
        .filter(|_| !bytes.contains(&0))
}

/// The 1-based line holding byte `offset`.
fn line_of(bytes: &[u8], offset: usize) -> usize {
    1 + bytes[..offset].iter().filter(|&&b| b == b'\n').count()
}

/// The lines that hold something, numbered from 1: a `#` starts a comment that runs to the
/// end of the line, and lines with nothing but spaces (or a comment) are skipped. Handles
/// `\n` and `\r\n` line ends.
pub(crate) fn meaningful_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = text;
    let mut line = 0;
    std::iter::from_fn(move || {
        while !rest.is_empty() {
            line += 1;
            let (raw, after) = split_line(rest);
            rest = after;
            let content = meaningful(raw);
            if !content.is_empty() {
                return Some((line, content));
            }
        }
        None
    })
}

/// What a line (without its `\n`) holds: the text before a `#`, trimmed of ASCII whitespace
/// (a `\r` of a `\r\n` line end among it).
pub(crate) fn meaningful(line: &str) -> &str {
    // `#` is ASCII, so the cut falls on a character boundary.
    let before_comment = line.split_once('#').map_or(line, |(before, _)| before);
    before_comment.trim_ascii()
}

/// The line at the start of `text` without its `\n`, and the text after that `\n`.
fn split_line(text: &str) -> (&str, &str) {
    // `\n` is ASCII, so both cuts fall on character boundaries.
    match text.bytes().position(|b| b == b'\n') {
        Some(end) => (
            text.get(..end).unwrap_or_default(),
            text.get(end + 1..).unwrap_or_default(),
        ),
        None => (text, ""),
    }
}

/// The pieces of `text` between the ASCII byte `separator`s, as `str::split` gives them (an
/// empty piece between two separators and after a last one), found with a plain loop: the
/// pieces of a point file are a few bytes long, too short for a vectorised search to pay off.
pub(crate) fn split_at(text: &str, separator: u8) -> impl Iterator<Item = &str> + Clone {
    debug_assert!(separator.is_ascii(), "a cut must fall between characters");
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        match current.bytes().position(|b| b == separator) {
            Some(at) => {
                rest = current.get(at + 1..);
                current.get(..at)
            }
            None => {
                rest = None;
                Some(current)
            }
        }
    })
}

/// A field read as `str::parse::<f64>` reads it (the same texts taken, the same bits), by
/// fast_float: std's parser is a port of the same algorithm, without its scanning of eight
/// digits at once (a `%.17g` number has 17).
pub(crate) fn parse_float(field: &str) -> Option<f64> {
    fast_float2::parse::<f64, _>(field.as_bytes()).ok()
}

/// The number at the start of `bytes` and its length in bytes, as far as it reads as one: when
/// the length is the whole field, the number is [`parse_float`]'s.
pub(crate) fn parse_float_prefix(bytes: &[u8]) -> Option<(f64, usize)> {
    // A lone digit ended by a separator (half the fields of an image's pixels, `0`) is its own
    // value; anything else is fast_float's.
    if let [digit @ b'0'..=b'9', rest @ ..] = bytes
        && rest
            .first()
            .is_none_or(|&b| b.is_ascii_whitespace() || b == b',' || b == b';')
    {
        return Some((f64::from(digit - b'0'), 1));
    }
    fast_float2::parse_partial::<f64, _>(bytes).ok()
}

/// Reads one field as a finite number; `1e999`, `inf` and `NaN` are refused.
pub(crate) fn parse_number(field: &str) -> Result<f64, ReadErrorKind> {
    match parse_float(field).ok_or(()) {
        Ok(value) if value.is_finite() => Ok(value),
        Ok(_) if field.bytes().any(|b| b.is_ascii_digit()) => Err(ReadErrorKind::Overflow {
            text: quoted(field),
        }),
        Ok(_) => Err(ReadErrorKind::NotFinite {
            text: quoted(field),
        }),
        Err(_) if field.is_empty() => Err(ReadErrorKind::EmptyField),
        Err(_) => Err(ReadErrorKind::NotANumber {
            text: quoted(field),
        }),
    }
}

/// Whether a field is a number (finite or not): a header line has fields that are not.
pub(crate) fn is_number(field: &str) -> bool {
    parse_float(field).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn skips_a_bom_and_refuses_binary() {
        assert_eq!(decode(b"\xEF\xBB\xBF1 2 1\n"), Ok("1 2 1\n"));
        let bad = decode(b"1 2 1\n\xFF\xFE\n").expect_err("invalid UTF-8");
        assert_eq!((bad.line, bad.kind), (Some(2), ReadErrorKind::NotText));
        let nul = decode(b"1 2 1\n1 2 1\n3\x00").expect_err("NUL byte");
        assert_eq!(nul.line, Some(3));
        let utf16 = decode(b"\xFF\xFE1\x002\x00").expect_err("UTF-16");
        assert_eq!(utf16.kind, ReadErrorKind::Utf16);
    }

    #[test]
    fn numbers_lines_and_skips_blanks_and_comments() {
        let text = "# a comment\r\n\r\n  1 2\t1\r\n3 4 -1 # trailing\n   \n";
        let lines: Vec<_> = meaningful_lines(text).collect();
        assert_eq!(lines, vec![(3, "1 2\t1"), (4, "3 4 -1")]);
        let unended: Vec<_> = meaningful_lines("#\n\n5 # x\n#\n6").collect();
        assert_eq!(unended, vec![(3, "5"), (5, "6")]);
    }

    #[test]
    fn splits_as_str_split_does() {
        for text in ["", ",", "a", "a,,b,", ",a", "1.5, 2 ,é,y"] {
            let ours: Vec<&str> = split_at(text, b',').collect();
            assert_eq!(ours, text.split(',').collect::<Vec<_>>(), "{text:?}");
        }
    }

    #[test]
    fn a_lone_digit_reads_as_fast_float_reads_it() {
        let fields: [&[u8]; 9] = [
            b"0", b"7 1", b"3,1", b"9;", b"0\r\n", b"05 ", b"1.5", b"2e3", b"4x",
        ];
        for field in fields {
            let fast_float = fast_float2::parse_partial::<f64, _>(field).ok();
            let ours = parse_float_prefix(field);
            assert_eq!(
                ours.map(|(v, n)| (v.to_bits(), n)),
                fast_float.map(|(v, n)| (v.to_bits(), n)),
                "{field:?}"
            );
        }
    }

    #[test]
    fn parses_finite_numbers_only() {
        assert_eq!(parse_number("-1.000000"), Ok(-1.0));
        assert_eq!(parse_number("+1"), Ok(1.0));
        assert_eq!(parse_number("2.5e-3"), Ok(0.0025));
        assert!(matches!(
            parse_number("1e999"),
            Err(ReadErrorKind::Overflow { .. })
        ));
        assert!(matches!(
            parse_number("-inf"),
            Err(ReadErrorKind::NotFinite { .. })
        ));
        assert!(matches!(
            parse_number("NaN"),
            Err(ReadErrorKind::NotFinite { .. })
        ));
        assert!(matches!(
            parse_number("abc"),
            Err(ReadErrorKind::NotANumber { .. })
        ));
        assert_eq!(parse_number(""), Err(ReadErrorKind::EmptyField));
    }
}
