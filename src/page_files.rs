//! The files the web page fetches beside its wasm (the fonts, the catalogues of the languages
//! other than English), each asked for by the version the class's server names its bytes by
//! (`Hack-Regular-subset.ttf?v=…`, as index.html asks for the code), so that a phone keeps them
//! for good: a reload, the next lecture and the next day's class fetch none of them again while
//! they are the same. The versions are computed when the crate is built (`build.rs`), from the
//! files trunk copies as they are; a file the build does not know is asked for by its plain name
//! and checked again each time, and a host other than the class's server ignores the query.

include!(concat!(env!("OUT_DIR"), "/page_versions.rs"));

/// `path` (as the page asks for it: `zh-CN/views.ftl`) with its version query, if the build
/// knows one.
pub(crate) fn versioned(path: &str) -> String {
    match VERSIONS.iter().find(|(page_path, ..)| *page_path == path) {
        Some((.., query)) => format!("{path}?{query}"),
        None => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fonts_and_the_catalogues_are_asked_for_by_version() {
        let fonts = VERSIONS
            .iter()
            .filter(|(p, ..)| p.ends_with(".ttf") || p.ends_with(".otf"));
        assert_eq!(fonts.count(), 5, "{VERSIONS:?}");
        assert!(VERSIONS.iter().any(|(p, ..)| *p == "zh-TW/views.ftl"));
        assert!(!VERSIONS.iter().any(|(p, ..)| p.starts_with("scripts/")));
        let asked = versioned("Hack-Regular-subset.ttf");
        assert!(asked.starts_with("Hack-Regular-subset.ttf?v="), "{asked}");
        assert_eq!(versioned("nowhere.ttf"), "nowhere.ttf");
    }
}
