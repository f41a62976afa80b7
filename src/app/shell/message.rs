//! What the window tells the person in its banner.

use crate::i18n::Language;
use crate::script::Text;

/// A message for the person, shown in a banner under the menu bar until dismissed.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Something went wrong; nothing was changed.
    Error(String),
    /// Something happened that is worth saying (a file opened, with the reader's notices).
    Info(String),
    /// Something worth saying, said in both languages: the banner speaks the window's language
    /// even when it changes while the message shows.
    Notice(Text),
}

impl Message {
    /// The message in `language` (an error or information is in the language it was said in).
    pub fn text(&self, language: Language) -> &str {
        match self {
            Self::Error(text) | Self::Info(text) => text,
            Self::Notice(text) => text.in_language(language),
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Self::Error(_))
    }
}
