//! The bundled fonts draw every character the window writes: of every catalogue, lecture and
//! source file, and the common 3,500 Chinese characters; the Traditional font alone the
//! Traditional texts; the web page's tiny fonts the languages' own names; and the web page's
//! first parts of the text fonts every character of the English catalogue and the code.

use std::collections::BTreeSet;

use linlab::i18n::Language;

use super::i18n::{catalogue, files_under, lecture_texts, root};

#[test]
fn the_fonts_draw_every_character_of_the_catalogues_the_lectures_the_code_and_the_common_3500() {
    let ctx = egui::Context::default();
    linlab::app::install_fonts(&ctx, Language::English);
    // The fonts are loaded by the first frame.
    ctx.run_ui(egui::RawInput::default(), |_| {})
        .textures_delta
        .clear();
    let common = std::fs::read_to_string(root().join("assets/fonts/tongyong-guifan-level1.txt"))
        .expect("the list of common characters");
    let common: String = common.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(common.chars().count(), 3500);
    let mut text = common;
    for language in Language::ALL {
        text.push_str(&catalogue(language).text);
    }
    // The built-in lectures' captions, in both languages.
    for lecture in linlab::script::BUILT_IN {
        text.push_str(lecture.json);
    }
    // And the symbols the code writes itself (ŵ, ‖w‖, ξₙ, ☆ …).
    for path in files_under(&root().join("src"), "rs") {
        text.push_str(&std::fs::read_to_string(path).expect("a source file"));
    }
    let font = egui::FontId::proportional(14.0);
    let missing: BTreeSet<char> = ctx.fonts_mut(|fonts| {
        text.chars()
            .filter(|c| !c.is_control())
            .filter(|&c| !fonts.has_glyph(&font, c))
            .collect()
    });
    assert!(
        missing.is_empty(),
        "no glyph for {missing:?}: run assets/fonts/subset.sh"
    );
}

/// Traditional Chinese is drawn with its own font (Noto Sans CJK TC: Taiwan's glyph forms),
/// first for a zh-TW window: that font alone has every character of the zh-TW catalogue, of the
/// lectures' zh-TW texts and the Traditional forms of the common 3,500.
#[test]
fn the_traditional_font_alone_draws_every_character_of_the_traditional_texts() {
    let bytes = std::fs::read(root().join("assets/fonts/NotoSansTC-subset.otf")).expect("the font");
    let mut text = catalogue(Language::TraditionalChinese).text;
    for written in lecture_texts().into_iter().filter(|t| t.tag == "zh-TW") {
        text.push_str(&written.written.text);
    }
    let chinese =
        |c: &char| ('\u{4e00}'..='\u{9fff}').contains(c) || ('\u{3000}'..='\u{303f}').contains(c);
    let missing: BTreeSet<char> = text
        .chars()
        .filter(chinese)
        .filter(|&c| !has_glyph(&bytes, c))
        .collect();
    assert!(text.chars().filter(chinese).count() > 10_000);
    assert!(
        missing.is_empty(),
        "no TC glyph for {missing:?}: run assets/fonts/subset.sh"
    );
    // A Traditional-only character the Simplified font lacks: the TC font is the one that draws it.
    assert!(has_glyph(&bytes, '學') && has_glyph(&bytes, '這'));
}

/// The web page's wasm carries the Chinese languages' own names alone (the language switch's
/// words before a Chinese font is fetched): each tiny font draws its language's name.
#[test]
fn the_language_switch_s_fonts_draw_the_languages_own_names() {
    for (file, language) in [
        ("NotoSansSC-names.otf", Language::SimplifiedChinese),
        ("NotoSansTC-names.otf", Language::TraditionalChinese),
    ] {
        let bytes = std::fs::read(root().join("assets/fonts").join(file)).expect("the font");
        let missing: Vec<char> = language
            .own_name()
            .chars()
            .filter(|&c| !has_glyph(&bytes, c))
            .collect();
        assert!(
            missing.is_empty(),
            "{file} has no glyph for {missing:?}: run assets/fonts/subset.sh"
        );
        // Only those: the rest comes with the whole font.
        assert!(!has_glyph(&bytes, '点'), "{file}");
    }
}

/// Whether the font file `bytes` has a glyph for `c`.
fn has_glyph(bytes: &[u8], c: char) -> bool {
    use skrifa::MetadataProvider as _;
    let font = skrifa::FontRef::new(bytes).expect("an OpenType font");
    font.charmap().map(c).is_some_and(|id| id.to_u32() != 0)
}

/// The web page's wasm carries only the first parts of the text fonts (the whole ones are
/// fetched once a text needs them): every character of the English catalogue and of the code
/// that the whole Ubuntu Light or DejaVu Sans draws, one of the first parts draws too.
#[test]
fn the_web_page_s_first_parts_of_the_text_fonts_draw_the_english_catalogue_and_the_code() {
    let font = |file: &str| std::fs::read(root().join("assets/fonts").join(file)).expect(file);
    let whole = [
        font("Ubuntu-Light-subset.ttf"),
        font("DejaVuSans-subset.ttf"),
    ];
    let first = [font("Ubuntu-Light-first.ttf"), font("DejaVuSans-first.ttf")];
    let mut text = catalogue(Language::English).text;
    for path in files_under(&root().join("src"), "rs") {
        text.push_str(&std::fs::read_to_string(path).expect("a source file"));
    }
    let drawn = |fonts: &[Vec<u8>], c: char| fonts.iter().any(|f| has_glyph(f, c));
    let missing: BTreeSet<char> = text
        .chars()
        .filter(|&c| drawn(&whole, c) && !drawn(&first, c))
        .collect();
    assert!(drawn(&first, 'w') && drawn(&first, '\u{304}') && drawn(&first, 'λ'));
    assert!(
        missing.is_empty(),
        "the first parts lack {missing:?}: run assets/fonts/subset.sh"
    );
    // The first parts are parts: the whole fonts have letters a name may bring that they lack.
    assert!(drawn(&whole, 'ő') && !drawn(&first, 'ő'));
}
