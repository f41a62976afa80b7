//! The bundled fonts, the same on the desktop and the web page: subsets of egui's own Ubuntu
//! Light (the text) and Hack (monospace), cut to what the app can show; a subset of DejaVu Sans
//! for the symbols those lack; and two of Noto Sans CJK for Chinese — SC for Simplified, TC for
//! Traditional, each with the glyph forms its readers learnt — compiled into the desktop binary.
//! The web page fetches the one its language needs after its first frame instead
//! (`dist/NotoSans?C-subset.otf`), and an English page only once it switches to Chinese, so that
//! the wasm a classroom downloads at once stays small (it leaves out eframe's `default_fonts` for
//! the same reason: the subsets replace them); until then it draws the languages' own names in
//! the language switch (简体中文, 正體中文) from two tiny subsets of the same fonts in the wasm, not
//! through the browser's canvas, which took a fifth of a second of the page's first frame.

use egui::epaint::text::{FontData, FontDefinitions};

use crate::i18n::Language;

/// The subset of egui's Ubuntu Light, the proportional text's font (`assets/fonts/subset.sh`).
pub(super) static PROPORTIONAL: &[u8] =
    include_bytes!("../../../assets/fonts/Ubuntu-Light-subset.ttf");

/// The subset of egui's Hack, the monospace text's font (`assets/fonts/subset.sh`).
pub(super) static MONOSPACE: &[u8] =
    include_bytes!("../../../assets/fonts/Hack-Regular-subset.ttf");

/// The subset of DejaVu Sans (`assets/fonts/subset.sh`).
pub(super) static SYMBOLS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-subset.ttf");

/// A Chinese font: the glyphs of one way of writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChineseFont {
    /// Noto Sans CJK SC, cut down to Simplified Chinese.
    Simplified,
    /// Noto Sans CJK TC, cut down to Traditional Chinese as Taiwan writes it.
    Traditional,
}

impl ChineseFont {
    pub const ALL: [Self; 2] = [Self::Simplified, Self::Traditional];

    /// The font file beside the page (Trunk copies it to `dist/`), and in `assets/fonts/`.
    pub const fn file(self) -> &'static str {
        match self {
            Self::Simplified => "NotoSansSC-subset.otf",
            Self::Traditional => "NotoSansTC-subset.otf",
        }
    }

    /// The font `language` draws its Chinese with first (the other one comes after it, for
    /// characters the first lacks), if it writes Chinese.
    pub fn of(language: Language) -> Option<Self> {
        match language {
            Language::English => None,
            Language::SimplifiedChinese => Some(Self::Simplified),
            Language::TraditionalChinese => Some(Self::Traditional),
        }
    }

    fn other(self) -> Self {
        match self {
            Self::Simplified => Self::Traditional,
            Self::Traditional => Self::Simplified,
        }
    }

    /// The glyphs of the languages' own names in this font, in the wasm for the language switch
    /// until the whole font is fetched (`assets/fonts/subset.sh`).
    #[cfg(target_arch = "wasm32")]
    fn names(self) -> (&'static str, &'static [u8]) {
        match self {
            Self::Simplified => (
                "NotoSansSC-names.otf",
                include_bytes!("../../../assets/fonts/NotoSansSC-names.otf"),
            ),
            Self::Traditional => (
                "NotoSansTC-names.otf",
                include_bytes!("../../../assets/fonts/NotoSansTC-names.otf"),
            ),
        }
    }

    /// Its place in [`ChineseFont::ALL`] (the web page's fetched fonts are kept by it).
    #[cfg(target_arch = "wasm32")]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The font's bytes: in the binary on the desktop, once fetched on the web.
    fn bytes(self) -> Option<&'static [u8]> {
        #[cfg(not(target_arch = "wasm32"))]
        return Some(match self {
            Self::Simplified => include_bytes!("../../../assets/fonts/NotoSansSC-subset.otf"),
            Self::Traditional => include_bytes!("../../../assets/fonts/NotoSansTC-subset.otf"),
        });
        #[cfg(target_arch = "wasm32")]
        return FETCHED[self.index()].get().copied();
    }
}

/// The Chinese fonts' bytes once the page has fetched them.
#[cfg(target_arch = "wasm32")]
static FETCHED: [std::sync::OnceLock<&'static [u8]>; ChineseFont::ALL.len()] =
    [const { std::sync::OnceLock::new() }; ChineseFont::ALL.len()];

/// Keeps a Chinese font the page fetched; the next [`install_fonts`] adds it.
#[cfg(target_arch = "wasm32")]
pub fn set_fetched(font: ChineseFont, bytes: Vec<u8>) {
    let _ = FETCHED[font.index()].set(Vec::leak(bytes));
}

/// What [`install_fonts`] installed last in a context: the fonts in their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Installed {
    chinese_first: ChineseFont,
    present: [bool; 2],
}

/// Installs the bundled fonts in place of egui's defaults: Ubuntu Light for the text (Hack
/// first for monospace), as egui's defaults order them, then as fallbacks DejaVu Sans, so ○, ×,
/// ŵ, θ, subscripts and the other symbols render the same on every machine (egui's fonts lack
/// some of them), then the Chinese font of `language` (Simplified for English) and the other
/// one (on the web, each once fetched: until then Chinese text shows boxes for a moment, but the
/// languages' own names are drawn from the wasm's subsets of them); and
/// the rasterizer of letters with a combining mark (w̄, x̄), which egui's fonts would draw
/// without their mark. Cheap when nothing changed since the last call; takes effect at once if
/// no text was laid out yet this frame.
pub fn install_fonts(ctx: &egui::Context, language: Language) {
    let chinese_first = ChineseFont::of(language).unwrap_or(ChineseFont::Simplified);
    let wanted = Installed {
        chinese_first,
        present: ChineseFont::ALL.map(|font| font.bytes().is_some()),
    };
    let id = egui::Id::unique("linlab fonts installed");
    if ctx.data(|d| d.get_temp::<Installed>(id)) == Some(wanted) {
        return;
    }
    ctx.data_mut(|d| d.insert_temp(id, wanted));
    let mut definitions = FontDefinitions::empty();
    for (name, bytes) in [("Ubuntu-Light", PROPORTIONAL), ("Hack", MONOSPACE)] {
        definitions
            .font_data
            .insert(name.to_owned(), FontData::from_static(bytes).into());
    }
    definitions.families.insert(
        egui::FontFamily::Proportional,
        vec!["Ubuntu-Light".to_owned()],
    );
    definitions.families.insert(
        egui::FontFamily::Monospace,
        vec!["Hack".to_owned(), "Ubuntu-Light".to_owned()],
    );
    let chinese = [chinese_first, chinese_first.other()]
        .into_iter()
        .filter_map(|font| Some((font.file(), font.bytes()?)));
    // On the web, the languages' own names from the fonts not fetched yet.
    #[cfg(target_arch = "wasm32")]
    let chinese = chinese.chain(
        ChineseFont::ALL
            .into_iter()
            .filter(|font| font.bytes().is_none())
            .map(ChineseFont::names),
    );
    for (name, bytes) in std::iter::once(("DejaVuSans", SYMBOLS)).chain(chinese) {
        definitions
            .font_data
            .insert(name.to_owned(), FontData::from_static(bytes).into());
        for family in [egui::FontFamily::Proportional, egui::FontFamily::Monospace] {
            definitions
                .families
                .entry(family)
                .or_default()
                .push(name.to_owned());
        }
    }
    ctx.set_fonts(definitions);
    ctx.add_glyph_rasterizer(super::marks::rasterizer(PROPORTIONAL, MONOSPACE, SYMBOLS));
}

/// How much larger text is in presentation mode.
pub const PRESENTATION_ZOOM: f32 = 1.5;
