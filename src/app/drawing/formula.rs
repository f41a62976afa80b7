//! Text with real subscripts: `_x` (one character, and the bracket that follows a lower-case one:
//! `_c(i)`, where `m_H(N)` is m_H of N),
//! `_in` (a name of ASCII letters and digits: E_in, w_lin, x_rec), `_□` (a symbol) and `_{…}` are
//! written smaller and lowered, as mathematics is printed — for the names Unicode
//! has no subscript letter for (μ_c(i), μ_K, w_{class}). Unicode subscripts (wₜ, x₁) need none
//! of this. (In a Fluent catalogue braces are placeables: write `_c(i)` there.)
//!
//! Every painted text that may hold one goes through here: [`text`] for any widget's text (a
//! button's, a checkbox's, a tab's, a plot's axis label), [`FormulaUi`] for labels,
//! [`FormulaResponse`] for tooltips and for the widget's name a screen reader is given (the
//! words as written, `_` kept), [`paint`] for text on a painter, [`job`] and [`append`] for a
//! text of several styles. egui_plot names its items and legend entries with plain strings: a
//! plot item is named without a subscript (the axis label or the words beside the plot carry it).

use egui::text::{LayoutJob, TextFormat};
use egui::{Color32, FontId, Response, Style, Ui, WidgetText};

/// How much smaller a subscript is than its text.
const SUBSCRIPT_SCALE: f32 = 0.7;

/// The text's runs: (text, is it a subscript).
fn runs(text: &str) -> Vec<(String, bool)> {
    let mut runs: Vec<(String, bool)> = Vec::new();
    let mut push = |piece: &str, sub: bool| match runs.last_mut() {
        Some((last, was_sub)) if *was_sub == sub => last.push_str(piece),
        _ => runs.push((piece.to_owned(), sub)),
    };
    let mut rest = text;
    while let Some(at) = rest.find('_') {
        push(&rest[..at], false);
        let after = &rest[at + 1..];
        if let Some(inner) = after.strip_prefix('{')
            && let Some(end) = inner.find('}')
        {
            push(&inner[..end], true);
            rest = &inner[end + 1..];
        } else if let Some(c) = after
            .chars()
            .next()
            .filter(|c| !c.is_whitespace() && !c.is_ascii_punctuation())
        {
            // A name of ASCII letters and digits (E_in, w_lin, x_rec); else the one character,
            // and a bracket right after a lower-case one: μ_c(i) (m_H(N) is a function of N).
            let word = after
                .find(|c: char| !c.is_ascii_alphanumeric())
                .unwrap_or(after.len());
            let mut end = if word >= 2 { word } else { c.len_utf8() };
            if word < 2
                && c.is_lowercase()
                && after[end..].starts_with('(')
                && let Some(close) = after[end..].find(')')
            {
                end += close + 1;
            }
            push(&after[..end], true);
            rest = &after[end..];
        } else {
            push("_", false);
            rest = after;
        }
    }
    push(rest, false);
    runs.retain(|(piece, _)| !piece.is_empty());
    runs
}

/// `text` laid out in `font` and `colour`, its subscripts smaller and lowered.
pub fn job(text: &str, font: FontId, colour: Color32) -> LayoutJob {
    let mut job = LayoutJob::default();
    append(
        &mut job,
        text,
        TextFormat {
            font_id: font,
            color: colour,
            ..TextFormat::default()
        },
    );
    job
}

/// Paints `text` at `pos` (placed by `anchor`, as [`egui::Painter::text`] does) in `font` and
/// `colour`, its subscripts smaller and lowered; the rectangle it covers.
pub fn paint(
    painter: &egui::Painter,
    pos: egui::Pos2,
    anchor: egui::Align2,
    text: &str,
    font: FontId,
    colour: Color32,
) -> egui::Rect {
    let galley = painter.layout_job(job(text, font, colour));
    let rect = anchor.anchor_size(pos, galley.size());
    painter.galley(rect.min, galley, colour);
    rect
}

/// Appends `text` to `job` in `format`, its subscripts smaller and lowered.
pub fn append(job: &mut LayoutJob, text: &str, format: TextFormat) {
    for (piece, sub) in runs(text) {
        let mut format = format.clone();
        if sub {
            format.font_id.size *= SUBSCRIPT_SCALE;
        }
        job.append(&piece, 0.0, format);
    }
}

/// Whether `text` has a subscript to lower (`_` before a letter, a digit, a symbol or `{`).
pub fn has_subscript(text: &str) -> bool {
    runs(text).iter().any(|(_, sub)| *sub)
}

/// `text` as any widget's text — a label's, a button's, a checkbox's, a tab's, a tooltip's, a
/// collapsing header's or a window's title — in the font the style picks (the body font unless
/// it is overridden) and in the colour the widget paints its text in (hovered, selected,
/// disabled), its subscripts smaller and lowered. Text without one stays plain text.
pub fn text(style: &Style, text: &str) -> WidgetText {
    if !has_subscript(text) {
        return text.into();
    }
    let font = egui::FontSelection::Default.resolve(style);
    let colour = style
        .visuals
        .override_text_color
        .unwrap_or(Color32::PLACEHOLDER);
    job(text, font, colour).into()
}

/// A widget's words with subscripts: its tooltip, and its name for a screen reader.
pub trait FormulaResponse {
    /// [`Response::on_hover_text`] with `words`' subscripts lowered (see [`text`]).
    fn on_hover_formula(self, words: impl AsRef<str>) -> Self;

    /// Gives the widget, whose text `words` was laid out by [`text`], its name as written: a
    /// screen reader, and whatever finds the widget by its name, get "E_in", not the "Ein"
    /// the lowered letters leave.
    fn named_as(self, words: &str) -> Self;
}

impl FormulaResponse for Response {
    fn on_hover_formula(self, words: impl AsRef<str>) -> Self {
        let text = text(&self.ctx.global_style(), words.as_ref());
        self.on_hover_text(text)
    }

    fn named_as(self, words: &str) -> Self {
        if has_subscript(words) {
            // As egui names a widget: a label by its value, any other by its label.
            self.ctx.accesskit_node_builder(self.id, |node| {
                if node.role() == egui::accesskit::Role::Label {
                    node.set_value(words);
                } else {
                    node.set_label(words);
                }
            });
        }
        self
    }
}

/// A label whose words may hold subscripts: [`Ui::label`], [`Ui::weak`] and [`Ui::strong`]
/// with them lowered, and the widget named as the words are written (see
/// [`FormulaResponse::named_as`]). Words without one are the plain label.
pub trait FormulaUi {
    /// [`Ui::label`] with `words`' subscripts lowered.
    fn label_formula(&mut self, words: impl AsRef<str>) -> Response;
    /// [`Ui::weak`] with `words`' subscripts lowered.
    fn weak_formula(&mut self, words: impl AsRef<str>) -> Response;
    /// [`Ui::strong`] with `words`' subscripts lowered.
    fn strong_formula(&mut self, words: impl AsRef<str>) -> Response;
}

impl FormulaUi for Ui {
    fn label_formula(&mut self, words: impl AsRef<str>) -> Response {
        let words = words.as_ref();
        let text = text(self.style(), words);
        self.label(text).named_as(words)
    }

    fn weak_formula(&mut self, words: impl AsRef<str>) -> Response {
        let words = words.as_ref();
        if !has_subscript(words) {
            return self.weak(words);
        }
        let text = weak(self, words);
        self.label(text).named_as(words)
    }

    fn strong_formula(&mut self, words: impl AsRef<str>) -> Response {
        let words = words.as_ref();
        if !has_subscript(words) {
            return self.strong(words);
        }
        let text = strong(self, words);
        self.label(text).named_as(words)
    }
}

/// `text` in the body font and `colour`, wrapping at the width left in `ui`.
fn wrapping(ui: &Ui, text: &str, colour: Color32) -> WidgetText {
    let font = egui::TextStyle::Body.resolve(ui.style());
    let mut job = job(text, font, colour);
    job.wrap.max_width = ui.available_width();
    job.into()
}

/// `text` as a widget's text in the body font and the weak colour, wrapping.
pub fn weak(ui: &Ui, text: &str) -> WidgetText {
    wrapping(ui, text, ui.visuals().weak_text_color())
}

/// `text` as a widget's text in the body font and the text colour, wrapping (a panel's labels).
pub fn body(ui: &Ui, text: &str) -> WidgetText {
    wrapping(ui, text, ui.visuals().text_color())
}

/// `text` as a widget's text in the body font and the strong colour, wrapping (a heading in a
/// panel).
pub fn strong(ui: &Ui, text: &str) -> WidgetText {
    wrapping(ui, text, ui.visuals().strong_text_color())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn underscores_become_subscripts() {
        assert_eq!(
            runs("J = (1/m) Σ ‖xᵢ − μ_c(i)‖²"),
            [
                ("J = (1/m) Σ ‖xᵢ − μ".to_owned(), false),
                ("c(i)".to_owned(), true),
                ("‖²".to_owned(), false)
            ]
        );
        assert_eq!(
            runs("μ₁ … μ_K."),
            [
                ("μ₁ … μ".to_owned(), false),
                ("K".to_owned(), true),
                (".".to_owned(), false)
            ]
        );
        assert_eq!(
            runs("m_H(4) = 14"),
            [
                ("m".to_owned(), false),
                ("H".to_owned(), true),
                ("(4) = 14".to_owned(), false)
            ]
        );
        assert_eq!(runs("a _ b"), [("a _ b".to_owned(), false)]);
        assert_eq!(
            runs("w_□ += z"),
            [
                ("w".to_owned(), false),
                ("□".to_owned(), true),
                (" += z".to_owned(), false)
            ]
        );
        assert_eq!(
            runs("E_in(0/1) ≤ E_out"),
            [
                ("E".to_owned(), false),
                ("in".to_owned(), true),
                ("(0/1) ≤ E".to_owned(), false),
                ("out".to_owned(), true)
            ]
        );
        assert_eq!(
            runs("w_{2} += z"),
            [
                ("w".to_owned(), false),
                ("2".to_owned(), true),
                (" += z".to_owned(), false)
            ]
        );
    }
}
