//! What the window tells the person in its banner.

use std::borrow::Cow;

use fluent_bundle::FluentValue;

use crate::i18n::Language;
use crate::script::Text;

/// A message for the person, shown in a banner under the menu bar until dismissed.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Something went wrong; nothing was changed.
    Error(String),
    /// Something happened that is worth saying (a file opened, with the reader's notices).
    Info(String),
    /// Something worth saying in any language: the banner speaks the window's language even
    /// when it changes while the message shows.
    Notice(Wording),
}

impl Message {
    /// The message in `language` (an error or information is in the language it was said in).
    pub fn text(&self, language: Language) -> Cow<'_, str> {
        match self {
            Self::Error(text) | Self::Info(text) => Cow::Borrowed(text),
            Self::Notice(said) => Cow::Owned(said.in_language(language)),
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Self::Error(_))
    }
}

/// A catalogue's message and its arguments, put into words when shown, in the language asked
/// for then: so the words follow the window's language, and on the web page a language whose
/// catalogue came after the message was made is still said in its own words.
#[derive(Debug, Clone, PartialEq)]
pub struct Wording {
    key: &'static str,
    args: Vec<(&'static str, WordingArg)>,
}

/// An argument of a [`Wording`] message.
#[derive(Debug, Clone, PartialEq)]
enum WordingArg {
    /// A text in each language (a lecture's title), given in the message's.
    Text(Text),
    /// Words the same in every language (a student's name).
    Words(String),
    /// A count, for the catalogue's plurals.
    Count(usize),
}

impl Wording {
    /// The catalogue's message `key`, with the arguments given next.
    pub fn message(key: &'static str) -> Self {
        Self {
            key,
            args: Vec::new(),
        }
    }

    /// With the argument `name`, `text` in the message's language.
    pub fn text(mut self, name: &'static str, text: Text) -> Self {
        self.args.push((name, WordingArg::Text(text)));
        self
    }

    /// With the argument `name`, `words` in any language.
    pub fn words(mut self, name: &'static str, words: String) -> Self {
        self.args.push((name, WordingArg::Words(words)));
        self
    }

    /// With the argument `name`, the count `n`.
    pub fn count(mut self, name: &'static str, n: usize) -> Self {
        self.args.push((name, WordingArg::Count(n)));
        self
    }

    /// The message in `language`.
    pub fn in_language(&self, language: Language) -> String {
        let args: Vec<(&'static str, FluentValue<'static>)> = self
            .args
            .iter()
            .map(|(name, arg)| {
                let value = match arg {
                    WordingArg::Text(text) => text.in_language(language).to_owned().into(),
                    WordingArg::Words(words) => words.clone().into(),
                    WordingArg::Count(n) => FluentValue::from(*n),
                };
                (*name, value)
            })
            .collect();
        crate::i18n::tr_args_in(language, self.key, &args)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_notice_is_said_in_the_language_asked_for_when_shown() {
        let title = Text {
            en: "Margins".to_owned(),
            zh: "边界".to_owned(),
            zh_tw: "邊界".to_owned(),
        };
        let notice = Message::Notice(Wording::message("views-lecture-opened").text("title", title));
        for (language, words) in [
            (Language::English, "Margins"),
            (Language::SimplifiedChinese, "“边界”：PageDown 下一个场景"),
            (
                Language::TraditionalChinese,
                "「邊界」：PageDown 下一個場景",
            ),
        ] {
            let said = notice.text(language);
            assert!(said.contains(words), "{language:?}: {said}");
        }
        let taken = Wording::message("views-lecture-taken-home")
            .words("student", "Ana".to_owned())
            .count("right", 2)
            .count("answered", 3)
            .count("exercises", 4);
        let said = taken.in_language(Language::English);
        assert!(
            said.contains("Ana") && said.contains('2') && said.contains('4'),
            "{said}"
        );
    }
}
