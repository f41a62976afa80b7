//! The bundled fonts, the same on the desktop and the web page: subsets of egui's own Ubuntu
//! Light (the text) and Hack (monospace), cut to what the app can show; a subset of DejaVu Sans
//! for the symbols those lack; and two of Noto Sans CJK for Chinese — SC for Simplified, TC for
//! Traditional, each with the glyph forms its readers learnt — compiled into the desktop binary.
//! The web page carries only what its first frame draws and fetches the rest beside it
//! (`dist/<file>`, [`FetchedFont`]) rather than in the wasm a classroom downloads at once: of
//! Ubuntu Light and DejaVu Sans, the glyphs of ASCII and of the English catalogue, the sources
//! and egui's own (`*-first.ttf`), the whole subsets only once a text holds a character those
//! lack (a name, a file, a Chinese catalogue's letter); Hack after its first frame (until then
//! monospace text is drawn in Ubuntu Light); the Chinese font its language needs after its first
//! frame too, and an English page that one only once it switches to Chinese. (It leaves out
//! eframe's `default_fonts` for the same reason: the subsets replace them.) Until then it draws
//! the languages' own names in the language switch (简体中文, 正體中文) from two tiny subsets of
//! the same fonts in the wasm, and the characters the first parts lack through the browser's
//! canvas (eframe's fallback, a fifth of a second the first time), for a frame or two.

use egui::epaint::text::{FontData, FontDefinitions};

use crate::i18n::Language;

/// A Chinese font: the glyphs of one way of writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ChineseFont {
    /// Noto Sans CJK SC, cut down to Simplified Chinese.
    Simplified,
    /// Noto Sans CJK TC, cut down to Traditional Chinese as Taiwan writes it.
    Traditional,
}

impl ChineseFont {
    #[cfg(target_arch = "wasm32")]
    pub const ALL: [Self; 2] = [Self::Simplified, Self::Traditional];

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
}

/// A font the web page fetches beside it rather than carrying in its wasm; in the desktop
/// binary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FetchedFont {
    /// The subset of egui's Ubuntu Light, the proportional text's font.
    Proportional,
    /// The subset of DejaVu Sans, the symbols and letters the others lack.
    Symbols,
    /// The subset of egui's Hack, the monospace text's font, which the page's first frame does
    /// not draw.
    Monospace,
    /// A Chinese font.
    Chinese(ChineseFont),
}

impl FetchedFont {
    pub const ALL: [Self; 5] = [
        Self::Proportional,
        Self::Symbols,
        Self::Monospace,
        Self::Chinese(ChineseFont::Simplified),
        Self::Chinese(ChineseFont::Traditional),
    ];

    /// The font file beside the page (Trunk copies it to `dist/`), and in `assets/fonts/`
    /// (`assets/fonts/subset.sh` makes them).
    pub const fn file(self) -> &'static str {
        match self {
            Self::Proportional => "Ubuntu-Light-subset.ttf",
            Self::Symbols => "DejaVuSans-subset.ttf",
            Self::Monospace => "Hack-Regular-subset.ttf",
            Self::Chinese(ChineseFont::Simplified) => "NotoSansSC-subset.otf",
            Self::Chinese(ChineseFont::Traditional) => "NotoSansTC-subset.otf",
        }
    }

    /// Its place in [`FetchedFont::ALL`] (the web page's fetched fonts are kept by it).
    #[cfg(target_arch = "wasm32")]
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|&font| font == self).unwrap_or(0)
    }

    /// The font's bytes: in the binary on the desktop, once fetched on the web.
    fn bytes(self) -> Option<&'static [u8]> {
        #[cfg(not(target_arch = "wasm32"))]
        return Some(match self {
            Self::Proportional => include_bytes!("../../../assets/fonts/Ubuntu-Light-subset.ttf"),
            Self::Symbols => include_bytes!("../../../assets/fonts/DejaVuSans-subset.ttf"),
            Self::Monospace => include_bytes!("../../../assets/fonts/Hack-Regular-subset.ttf"),
            Self::Chinese(ChineseFont::Simplified) => {
                include_bytes!("../../../assets/fonts/NotoSansSC-subset.otf")
            }
            Self::Chinese(ChineseFont::Traditional) => {
                include_bytes!("../../../assets/fonts/NotoSansTC-subset.otf")
            }
        });
        #[cfg(target_arch = "wasm32")]
        return FETCHED[self.index()].get().copied();
    }

    /// The text font as it draws now: the whole subset, or on the web until it is fetched the
    /// glyphs of the first frame the wasm carries (none for the other fonts).
    fn drawn(self) -> &'static [u8] {
        #[cfg(target_arch = "wasm32")]
        let first: &'static [u8] = match self {
            Self::Proportional => include_bytes!("../../../assets/fonts/Ubuntu-Light-first.ttf"),
            Self::Symbols => include_bytes!("../../../assets/fonts/DejaVuSans-first.ttf"),
            Self::Monospace | Self::Chinese(_) => &[],
        };
        #[cfg(not(target_arch = "wasm32"))]
        let first: &'static [u8] = &[];
        self.bytes().unwrap_or(first)
    }
}

/// The fonts' bytes once the page has fetched them.
#[cfg(target_arch = "wasm32")]
static FETCHED: [std::sync::OnceLock<&'static [u8]>; FetchedFont::ALL.len()] =
    [const { std::sync::OnceLock::new() }; FetchedFont::ALL.len()];

/// Whether glyphs are hinted on a screen of `device_pixels_per_point` (the page's
/// `devicePixelRatio`): not from two device pixels to the point (a phone's screen, a
/// high-density laptop's), where hinting sharpens nothing one can see (those platforms do not
/// hint their own text either) and costs the first frame: on the page at a phone's 2.625, its
/// first pass took 201 ms without hinting against 247 with it (medians of six loads). The
/// desktop keeps egui's hinting.
#[cfg(target_arch = "wasm32")]
pub fn hinted_at(device_pixels_per_point: f32) -> bool {
    device_pixels_per_point < 2.0
}

/// Whether the page draws a glyph at four quarter-pixel offsets (egui's default, which the
/// desktop keeps, for evener spacing): not on the page, where each glyph the first frame shows
/// would be hinted and filled up to four times, so glyphs stand on whole pixels, as crisp.
/// Measured: the first frame 15 ms sooner at the median of about 490 (two series of ten
/// alternated cold loads).
#[cfg(target_arch = "wasm32")]
pub const PAGE_SUBPIXEL_BINNING: bool = false;

/// Keeps a font the page fetched; the next [`install_fonts`] adds it.
#[cfg(target_arch = "wasm32")]
pub fn set_fetched(font: FetchedFont, bytes: Vec<u8>) {
    let _ = FETCHED[font.index()].set(Vec::leak(bytes));
}

/// What [`install_fonts`] installed last in a context: the fonts in their order.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Installed {
    chinese_first: ChineseFont,
    present: [bool; FetchedFont::ALL.len()],
}

/// The proportional text's font as it draws now (the marks' rasterizer asks as it draws).
fn proportional() -> &'static [u8] {
    FetchedFont::Proportional.drawn()
}

/// The monospace font's bytes, once there.
fn monospace() -> Option<&'static [u8]> {
    FetchedFont::Monospace.bytes()
}

/// The symbols' font as it draws now.
fn symbols() -> &'static [u8] {
    FetchedFont::Symbols.drawn()
}

/// Whether a text held a character the first parts of the text fonts lack, which the whole
/// ones may have (the page then fetches them).
#[cfg(target_arch = "wasm32")]
static WHOLE_TEXT_FONTS_WANTED: std::sync::atomic::AtomicBool =
    std::sync::atomic::AtomicBool::new(false);

/// Whether the page should fetch the whole text fonts: a text held a character their first
/// parts lack.
#[cfg(target_arch = "wasm32")]
pub fn whole_text_fonts_wanted() -> bool {
    WHOLE_TEXT_FONTS_WANTED.load(std::sync::atomic::Ordering::Relaxed)
}

/// Asked by egui for a font of a character no installed font has: notes that the whole text
/// fonts are wanted, unless the character is Chinese (the Chinese fonts hold those), and lets
/// the browser draw it meanwhile.
#[cfg(target_arch = "wasm32")]
fn note_a_missing_character(
    request: &egui::epaint::text::FallbackRequest<'_>,
) -> Option<egui::epaint::text::FontInsert> {
    // CJK's ideographs, radicals and punctuation, and the full-width forms.
    let chinese = |c: char| {
        ('\u{2e80}'..='\u{9fff}').contains(&c)
            || ('\u{f900}'..='\u{faff}').contains(&c)
            || ('\u{ff00}'..='\u{ffef}').contains(&c)
    };
    if request.cluster.chars().next().is_some_and(|c| !chinese(c)) {
        WHOLE_TEXT_FONTS_WANTED.store(true, std::sync::atomic::Ordering::Relaxed);
    }
    None
}

/// Installs the bundled fonts in place of egui's defaults: Ubuntu Light for the text (Hack
/// first for monospace), as egui's defaults order them, then as fallbacks DejaVu Sans, so ○, ×,
/// ŵ, θ, subscripts and the other symbols render the same on every machine (egui's fonts lack
/// some of them), then the Chinese font of `language` (Simplified for English) and the other
/// one (on the web, each once fetched: until then monospace text is drawn in Ubuntu Light and
/// Chinese text shows boxes for a moment, but the languages' own names are drawn from the
/// wasm's subsets of them); and the rasterizer of letters with a combining mark (w̄, x̄), which
/// egui's fonts would draw without their mark. Cheap when nothing changed since the last call;
/// takes effect at once if no text was laid out yet this frame.
pub fn install_fonts(ctx: &egui::Context, language: Language) {
    let chinese_first = ChineseFont::of(language).unwrap_or(ChineseFont::Simplified);
    let wanted = Installed {
        chinese_first,
        present: FetchedFont::ALL.map(|font| font.bytes().is_some()),
    };
    let id = egui::Id::unique("linlab fonts installed");
    if ctx.data(|d| d.get_temp::<Installed>(id)) == Some(wanted) {
        return;
    }
    #[cfg(target_arch = "wasm32")]
    if ctx.data(|d| d.get_temp::<Installed>(id)).is_none() {
        ctx.add_font_provider(std::sync::Arc::new(note_a_missing_character));
    }
    ctx.data_mut(|d| d.insert_temp(id, wanted));
    let mut definitions = FontDefinitions::empty();
    let text_fonts = std::iter::once(("Ubuntu-Light", proportional()))
        .chain(monospace().map(|bytes| ("Hack", bytes)))
        .collect::<Vec<_>>();
    for &(name, bytes) in &text_fonts {
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
        (monospace().map(|_| "Hack").into_iter())
            .chain(["Ubuntu-Light"])
            .map(str::to_owned)
            .collect(),
    );
    let chinese = [chinese_first, chinese_first.other()]
        .into_iter()
        .map(FetchedFont::Chinese)
        .filter_map(|font| Some((font.file(), font.bytes()?)));
    // On the web, the languages' own names from the fonts not fetched yet.
    #[cfg(target_arch = "wasm32")]
    let chinese = chinese.chain(
        ChineseFont::ALL
            .into_iter()
            .filter(|&font| FetchedFont::Chinese(font).bytes().is_none())
            .map(ChineseFont::names),
    );
    for (name, bytes) in std::iter::once(("DejaVuSans", symbols())).chain(chinese) {
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
    ctx.add_glyph_rasterizer(super::marks::rasterizer(proportional, monospace, symbols));
}

/// How much larger text is in presentation mode.
pub const PRESENTATION_ZOOM: f32 = 1.5;
