//! A scene's caption as the window shows it: short Markdown — `**bold**`, `*italics*` and
//! `` `maths` `` — laid out large, with real subscripts (`w_f`, `w_{t+1}`) as formulas are.

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId};

use crate::app::drawing::formula;

/// A run of a caption and its style.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Span {
    pub text: String,
    pub bold: bool,
    pub italic: bool,
    pub maths: bool,
}

/// The caption's runs: `**…**` bold, `*…*` italic, `` `…` `` maths (its stars taken as they
/// are). A marker left open runs to the end.
pub fn spans(text: &str) -> Vec<Span> {
    let mut spans: Vec<Span> = Vec::new();
    let (mut bold, mut italic, mut maths) = (false, false, false);
    let mut current = String::new();
    let mut chars = text.chars().peekable();
    let flush = |current: &mut String, spans: &mut Vec<Span>, bold, italic, maths| {
        if !current.is_empty() {
            spans.push(Span {
                text: std::mem::take(current),
                bold,
                italic,
                maths,
            });
        }
    };
    while let Some(c) = chars.next() {
        match c {
            '`' => {
                flush(&mut current, &mut spans, bold, italic, maths);
                maths = !maths;
            }
            '*' if !maths => {
                flush(&mut current, &mut spans, bold, italic, maths);
                if chars.peek() == Some(&'*') {
                    chars.next();
                    bold = !bold;
                } else {
                    italic = !italic;
                }
            }
            _ => current.push(c),
        }
    }
    flush(&mut current, &mut spans, bold, italic, maths);
    spans
}

/// The caption as words are spoken: its marks (bold, italics, maths) left out, and a
/// subscript's braces dropped (`m_{H}(N)` reads "m_H(N)").
pub fn plain(text: &str) -> String {
    spans(text)
        .into_iter()
        .map(|span| span.text.replace("_{", "_").replace('}', ""))
        .collect()
}

/// The caption laid out in `font`: bold in `strong`, the rest in `colour`, wrapping at `width`.
pub fn job(text: &str, font: FontId, colour: Color32, strong: Color32, width: f32) -> LayoutJob {
    let mut job = LayoutJob::default();
    for span in spans(text) {
        let format = TextFormat {
            font_id: font.clone(),
            color: if span.bold { strong } else { colour },
            italics: span.italic || span.maths,
            ..TextFormat::default()
        };
        formula::append(&mut job, &span.text, format);
    }
    job.wrap.max_width = width;
    job
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_caption_as_it_is_spoken() {
        assert_eq!(
            plain("**Why** `m_{H}(N)` grows *slowly*"),
            "Why m_H(N) grows slowly"
        );
    }

    use super::*;

    fn styled(text: &str) -> Vec<(String, bool, bool, bool)> {
        spans(text)
            .into_iter()
            .map(|s| (s.text, s.bold, s.italic, s.maths))
            .collect()
    }

    #[test]
    fn markers_toggle_their_style() {
        assert_eq!(
            styled("a **b** *c* `d*e`"),
            [
                ("a ".to_owned(), false, false, false),
                ("b".to_owned(), true, false, false),
                (" ".to_owned(), false, false, false),
                ("c".to_owned(), false, true, false),
                (" ".to_owned(), false, false, false),
                ("d*e".to_owned(), false, false, true),
            ]
        );
        assert_eq!(
            styled("open **bold"),
            [
                ("open ".to_owned(), false, false, false),
                ("bold".to_owned(), true, false, false)
            ]
        );
        assert!(spans("").is_empty());
    }
}
