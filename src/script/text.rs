//! A text in the languages of the interface: English, Simplified and Traditional Chinese, any of
//! which may be missing (the nearest written one is shown then: [`Language::with_fallbacks`],
//! then any).

use serde::{Deserialize, Serialize};

use crate::i18n::Language;

#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub en: String,
    /// Simplified Chinese.
    #[serde(default, rename = "zh-CN", skip_serializing_if = "String::is_empty")]
    pub zh: String,
    /// Traditional Chinese, as Taiwan writes it.
    #[serde(default, rename = "zh-TW", skip_serializing_if = "String::is_empty")]
    pub zh_tw: String,
}

impl Text {
    /// A text in English and Simplified Chinese (Traditional Chinese readers see the
    /// Simplified).
    pub fn new(en: &str, zh: &str) -> Self {
        Self {
            en: en.to_owned(),
            zh: zh.to_owned(),
            zh_tw: String::new(),
        }
    }

    /// Each language's text of one message: `said(language)` for every language.
    pub fn from_each(mut said: impl FnMut(Language) -> String) -> Self {
        let mut text = Self::default();
        for language in Language::ALL {
            *text.written_in_mut(language) = said(language);
        }
        text
    }

    /// The catalogue's message `key`, in every language.
    pub fn of_message(key: &'static str) -> Self {
        Self::from_each(|language| crate::i18n::tr_in(language, key).to_owned())
    }

    /// The text in `language`, else in the nearest language it is written in.
    pub fn in_language(&self, language: Language) -> &str {
        language
            .with_fallbacks()
            .iter()
            .chain(Language::ALL.iter())
            .map(|&l| self.written_in(l))
            .find(|text| !text.trim().is_empty())
            .unwrap_or("")
    }

    /// The text written in `language` itself (empty when it is not).
    pub fn written_in(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::SimplifiedChinese => &self.zh,
            Language::TraditionalChinese => &self.zh_tw,
        }
    }

    /// The text in `language`, to edit.
    pub fn written_in_mut(&mut self, language: Language) -> &mut String {
        match language {
            Language::English => &mut self.en,
            Language::SimplifiedChinese => &mut self.zh,
            Language::TraditionalChinese => &mut self.zh_tw,
        }
    }

    /// Every language's text, to edit each the same way.
    pub fn each_mut(&mut self) -> [&mut String; Language::ALL.len()] {
        [&mut self.en, &mut self.zh, &mut self.zh_tw]
    }

    pub fn is_empty(&self) -> bool {
        Language::ALL
            .into_iter()
            .all(|l| self.written_in(l).trim().is_empty())
    }

    /// The languages it is written in.
    pub fn languages(&self) -> impl Iterator<Item = Language> + '_ {
        Language::ALL
            .into_iter()
            .filter(|&l| !self.written_in(l).trim().is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn traditional_falls_back_on_simplified_then_english() {
        let mut text = Text::new("four points", "四个点");
        assert_eq!(text.in_language(Language::TraditionalChinese), "四个点");
        text.zh_tw = "四個點".to_owned();
        assert_eq!(text.in_language(Language::TraditionalChinese), "四個點");
        assert_eq!(text.in_language(Language::SimplifiedChinese), "四个点");
        let english_only = Text::new("four points", "");
        assert_eq!(
            english_only.in_language(Language::TraditionalChinese),
            "four points"
        );
        let chinese_only = Text::new("", "四个点");
        assert_eq!(chinese_only.in_language(Language::English), "四个点");
    }

    #[test]
    fn reads_and_writes_the_three_tags() {
        let text: Text =
            serde_json::from_str(r#"{"en": "a", "zh-CN": "点", "zh-TW": "點"}"#).expect("json");
        assert_eq!(text.written_in(Language::TraditionalChinese), "點");
        let back = serde_json::to_string(&text).expect("json");
        assert_eq!(back, r#"{"en":"a","zh-CN":"点","zh-TW":"點"}"#);
    }
}
