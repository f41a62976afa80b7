//! Lessons as links: a lesson's compact JSON in base64url (RFC 4648 §5, no padding), the part
//! after `#lesson=` in the web page's address. A teacher posts one link per exercise; the page
//! opens it, and the desktop app opens the same text from the clipboard.

use std::fmt;

use thiserror::Error;

use crate::t;

/// The marker before the encoded lesson in a link.
pub const MARKER: &str = "#lesson=";

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a link's text could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkError {
    /// Character `index` (0-based) is not in the alphabet.
    BadCharacter { index: usize, found: char },
    /// No base64 text has this many characters.
    BadLength(usize),
    /// The bytes are not UTF-8.
    NotText,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::BadCharacter { index, found } => t!(
                "core-link-bad-character",
                index = index.to_string(),
                found = format!("{found:?}")
            ),
            Self::BadLength(length) => t!("core-link-bad-length", length = length.to_string()),
            Self::NotText => t!("core-link-not-text").to_owned(),
        };
        f.write_str(&text)
    }
}

/// `bytes` in base64url without padding.
pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        // A chunk of k bytes gives k + 1 characters.
        for i in 0..=chunk.len() {
            out.push(char::from(ALPHABET[(n >> (18 - 6 * i)) as usize & 63]));
        }
    }
    out
}

/// Decodes base64url (padding and whitespace tolerated, `+` and `/` too).
pub fn decode(text: &str) -> Result<Vec<u8>, LinkError> {
    let mut sextets = Vec::with_capacity(text.len());
    for (index, c) in text.chars().enumerate() {
        let value = match c {
            'A'..='Z' => c as u32 - 'A' as u32,
            'a'..='z' => c as u32 - 'a' as u32 + 26,
            '0'..='9' => c as u32 - '0' as u32 + 52,
            '-' | '+' => 62,
            '_' | '/' => 63,
            '=' | ' ' | '\n' | '\r' | '\t' => continue,
            found => return Err(LinkError::BadCharacter { index, found }),
        };
        sextets.push(value);
    }
    if sextets.len() % 4 == 1 {
        return Err(LinkError::BadLength(sextets.len()));
    }
    let mut out = Vec::with_capacity(sextets.len() * 3 / 4);
    for chunk in sextets.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (i, &s)| n | (s << (18 - 6 * i)));
        // k characters carry k − 1 bytes.
        for i in 0..chunk.len() - 1 {
            out.push((n >> (16 - 8 * i)) as u8);
        }
    }
    Ok(out)
}

/// The encoded lesson in `text`: the part after [`MARKER`] in a whole address, else `text`
/// itself (trimmed).
pub fn payload(text: &str) -> &str {
    let text = text.trim();
    text.find(MARKER)
        .map_or(text, |at| &text[at + MARKER.len()..])
}

/// Decodes the text of a link (or its payload) to the JSON it carries.
pub fn decode_text(text: &str) -> Result<String, LinkError> {
    String::from_utf8(decode(payload(text))?).map_err(|_| LinkError::NotText)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors() {
        let cases = [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(encode(plain.as_bytes()), coded, "encode {plain:?}");
            assert_eq!(
                decode(coded).as_deref(),
                Ok(plain.as_bytes()),
                "decode {coded:?}"
            );
        }
        assert_eq!(decode("Zm8="), Ok(b"fo".to_vec()), "padding is tolerated");
    }

    #[test]
    fn url_safe_alphabet_round_trips_every_byte() {
        let bytes: Vec<u8> = (0..=255).collect();
        let coded = encode(&bytes);
        assert!(!coded.contains(['+', '/', '=']), "{coded}");
        assert_eq!(decode(&coded), Ok(bytes));
    }

    #[test]
    fn bad_text_is_refused_with_its_place() {
        assert_eq!(
            decode("Zm9v!"),
            Err(LinkError::BadCharacter {
                index: 4,
                found: '!'
            })
        );
        assert_eq!(decode("Zm9vY"), Err(LinkError::BadLength(5)));
    }

    #[test]
    fn payload_is_found_in_a_whole_address() {
        assert_eq!(payload(" https://host/linlab/#lesson=Zm9v\n"), "Zm9v");
        assert_eq!(payload("Zm9v"), "Zm9v");
    }
}
