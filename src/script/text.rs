//! A text in the languages of the interface: English and Simplified Chinese, either of which
//! may be missing (the other is shown then).

use serde::{Deserialize, Serialize};

use crate::i18n::Language;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub en: String,
    #[serde(default, rename = "zh-CN", skip_serializing_if = "String::is_empty")]
    pub zh: String,
}

impl Text {
    pub fn new(en: &str, zh: &str) -> Self {
        Self {
            en: en.to_owned(),
            zh: zh.to_owned(),
        }
    }

    /// The text in `language`, else in the other one.
    pub fn in_language(&self, language: Language) -> &str {
        let (first, second) = match language {
            Language::English => (&self.en, &self.zh),
            Language::Chinese => (&self.zh, &self.en),
        };
        if first.trim().is_empty() {
            second
        } else {
            first
        }
    }

    /// The text written in `language` itself (empty when it is not).
    pub fn written_in(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Chinese => &self.zh,
        }
    }

    /// The text in `language`, to edit.
    pub fn written_in_mut(&mut self, language: Language) -> &mut String {
        match language {
            Language::English => &mut self.en,
            Language::Chinese => &mut self.zh,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.en.trim().is_empty() && self.zh.trim().is_empty()
    }

    /// The languages it is written in.
    pub fn languages(&self) -> impl Iterator<Item = Language> + '_ {
        Language::ALL
            .into_iter()
            .filter(|&l| !self.written_in(l).trim().is_empty())
    }
}
