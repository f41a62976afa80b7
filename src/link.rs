//! Lessons and scripts as links: their compact JSON, deflated, in base64url (RFC 4648 §5, no
//! padding), the part after `#lesson=` or `#script=` in the web page's address. A teacher posts
//! one link per exercise or lecture; the page opens it, and the desktop app opens the same text
//! from the clipboard. Links written before compression (plain JSON in base64url) still open.

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use thiserror::Error;

use crate::t;

/// The marker before the encoded lesson in a link.
pub const MARKER: &str = "#lesson=";
/// The marker before the encoded script in a link.
pub const SCRIPT_MARKER: &str = "#script=";

/// The flag a link carries (after `&`, or as the whole fragment `#a11y=1`) to turn on the
/// announcements and the caption log for a student who uses a screen reader.
pub const ACCESS_FLAG: &str = "a11y=1";

/// The flag before a language's tag in a link: `lang=zh-TW` ([`asked_language`]).
pub const LANGUAGE_FLAG: &str = "lang=";

/// The most text a link may unpack to (8 MiB).
pub const MAX_TEXT: usize = 8 << 20;

/// How hard the deflate works (miniz's levels go to 10; 9 is zlib's best).
const LEVEL: u8 = 9;

/// Why a link's text could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkError {
    /// Character `index` (0-based) is not in the alphabet.
    BadCharacter { index: usize, found: char },
    /// No base64 text has this many characters.
    BadLength(usize),
    /// The bytes are not UTF-8.
    NotText,
    /// The compressed bytes are damaged or cut short.
    Damaged,
    /// What it unpacks to is larger than `max` bytes.
    TooLarge { max: usize },
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
            Self::Damaged => t!("core-link-damaged").to_owned(),
            Self::TooLarge { max } => t!("core-link-too-large", max = max.to_string()),
        };
        f.write_str(&text)
    }
}

/// `bytes` in base64url without padding.
pub fn encode(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// Decodes base64url; padding and whitespace are tolerated, and `+` and `/` too.
pub fn decode(text: &str) -> Result<Vec<u8>, LinkError> {
    let mut clean = String::with_capacity(text.len());
    for (index, c) in text.chars().enumerate() {
        match c {
            'A'..='Z' | 'a'..='z' | '0'..='9' | '-' | '_' => clean.push(c),
            '+' => clean.push('-'),
            '/' => clean.push('_'),
            '=' | ' ' | '\n' | '\r' | '\t' => {}
            found => return Err(LinkError::BadCharacter { index, found }),
        }
    }
    URL_SAFE_NO_PAD
        .decode(&clean)
        .map_err(|_| LinkError::BadLength(clean.len()))
}

/// `bytes` deflated, in base64url.
pub fn encode_compressed(bytes: &[u8]) -> String {
    encode(&miniz_oxide::deflate::compress_to_vec(bytes, LEVEL))
}

/// The text a link carries: inflated (at most `max` bytes), or as it is when it is plain JSON
/// in base64url (links written before compression).
pub fn decode_compressed(text: &str, max: usize) -> Result<String, LinkError> {
    let bytes = decode(payload(text))?;
    let plain = if bytes.first() == Some(&b'{') {
        bytes
    } else {
        miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, max).map_err(|e| {
            match e.status {
                miniz_oxide::inflate::TINFLStatus::HasMoreOutput => LinkError::TooLarge { max },
                _ => LinkError::Damaged,
            }
        })?
    };
    if plain.len() > max {
        return Err(LinkError::TooLarge { max });
    }
    String::from_utf8(plain).map_err(|_| LinkError::NotText)
}

/// The encoded part of `text`: what follows [`MARKER`] or [`SCRIPT_MARKER`] in a whole
/// address, else `text` itself (trimmed), up to a flag after `&` ([`ACCESS_FLAG`]).
pub fn payload(text: &str) -> &str {
    let text = text.trim();
    let encoded = [MARKER, SCRIPT_MARKER]
        .iter()
        .find_map(|marker| text.find(marker).map(|at| &text[at + marker.len()..]))
        .unwrap_or(text);
    encoded.split('&').next().unwrap_or(encoded)
}

/// Whether the link asks for the announcements and the caption log ([`ACCESS_FLAG`]).
pub fn asks_for_access(text: &str) -> bool {
    text.trim()
        .split(['#', '&'])
        .any(|part| part == ACCESS_FLAG)
}

/// The language a link asks for with a flag `lang=TAG` (after `&`, or as the whole fragment:
/// `#script=…&lang=zh-TW`, `#lang=zh-TW`), if it names one linlab speaks.
pub fn asked_language(text: &str) -> Option<crate::i18n::Language> {
    text.trim()
        .split(['#', '&'])
        .find_map(|part| part.strip_prefix(LANGUAGE_FLAG))
        .and_then(crate::i18n::Language::from_tag)
}

/// Whether `text` is a link (or a payload) to a script rather than a lesson.
pub fn is_script_link(text: &str) -> bool {
    text.contains(SCRIPT_MARKER)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_access_flag_rides_after_the_payload() {
        let link = "https://x.org/linlab/#script=abc_-9&a11y=1";
        assert_eq!(payload(link), "abc_-9");
        assert!(asks_for_access(link));
        assert!(asks_for_access("#a11y=1"));
        use crate::i18n::Language;
        assert_eq!(
            asked_language("https://x/#script=abc&lang=zh-TW"),
            Some(Language::TraditionalChinese)
        );
        assert_eq!(
            asked_language("#lang=zh-CN"),
            Some(Language::SimplifiedChinese)
        );
        assert_eq!(asked_language("#lang=fr"), None);
        assert_eq!(asked_language("#script=lang"), None);
        assert_eq!(payload("#script=abc&lang=zh-TW"), "abc");
        assert!(!asks_for_access("#script=a11y"));
        assert_eq!(payload("#lesson=xyz"), "xyz");
    }

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
        assert_eq!(payload("https://host/linlab/#script=Zm9v"), "Zm9v");
        assert_eq!(payload("Zm9v"), "Zm9v");
    }

    #[test]
    fn compressed_text_round_trips_and_old_plain_links_still_open() {
        let json = format!("{{\"points\": [{}]}}", "[1.5, -2.25, 1], ".repeat(200));
        let link = encode_compressed(json.as_bytes());
        assert!(
            link.len() < json.len() / 4,
            "{} of {}",
            link.len(),
            json.len()
        );
        assert_eq!(decode_compressed(&link, 1 << 20).as_deref(), Ok(&*json));
        let plain = encode(json.as_bytes());
        assert_eq!(decode_compressed(&plain, 1 << 20).as_deref(), Ok(&*json));
    }

    #[test]
    fn damaged_or_oversized_links_are_refused() {
        let link = encode_compressed(&[b'a'; 10_000]);
        assert_eq!(
            decode_compressed(&link, 1000),
            Err(LinkError::TooLarge { max: 1000 })
        );
        let cut = &link[..link.len() / 2];
        assert!(decode_compressed(cut, 1 << 20).is_err());
        assert_eq!(
            decode_compressed(&encode(&[0xff, 0x00, 0x13]), 1 << 20),
            Err(LinkError::Damaged)
        );
    }
}
