//! Text made safe inside HTML (an element's text, an attribute in quotes of either kind): what
//! the class's report and the teacher's remote page write of names, captions and the
//! interface's words.

/// `text` with `&`, `<`, `>` and both quotes written as entities.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

#[cfg(test)]
mod tests {
    #[test]
    fn markup_and_quotes_become_entities() {
        assert_eq!(
            super::escape(r#"<b>Ada & "Bo"'s</b>"#),
            "&lt;b&gt;Ada &amp; &quot;Bo&quot;&#39;s&lt;/b&gt;"
        );
    }
}
