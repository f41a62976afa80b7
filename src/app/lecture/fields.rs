//! A scene's words as the window shows them: its caption and question in the viewer's language.

use std::borrow::Cow;

use crate::i18n::Language;

use super::Lecture;

impl Lecture {
    /// Scene `k`'s caption in `language` (empty when there is no such scene).
    pub fn caption_text(&self, k: usize, language: Language) -> Cow<'_, str> {
        self.script
            .as_ref()
            .and_then(|s| s.scenes.get(k))
            .map_or(Cow::Borrowed(""), |scene| {
                Cow::Borrowed(scene.caption.in_language(language))
            })
    }

    /// Scene `k`'s question to the class in `language`, if it has one.
    pub fn ask_text(&self, k: usize, language: Language) -> Option<Cow<'_, str>> {
        let scene = self.script.as_ref()?.scenes.get(k)?;
        scene
            .ask
            .as_ref()
            .map(|ask| Cow::Borrowed(ask.in_language(language)))
    }
}
