//! What the window tells the person in its banner.

/// A message for the person, shown in a banner under the menu bar until dismissed.
#[derive(Debug, Clone, PartialEq)]
pub enum Message {
    /// Something went wrong; nothing was changed.
    Error(String),
    /// Something happened that is worth saying (a file opened, with the reader's notices).
    Info(String),
}

impl Message {
    pub fn text(&self) -> &str {
        match self {
            Self::Error(text) | Self::Info(text) => text,
        }
    }

    pub fn is_error(&self) -> bool {
        matches!(self, Self::Error(_))
    }
}
