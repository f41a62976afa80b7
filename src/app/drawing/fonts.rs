//! The bundled fonts: a subset of DejaVu Sans for the symbols egui's own fonts lack, and one of
//! Noto Sans SC for Chinese — compiled into the desktop binary; the web page fetches the Chinese
//! one after its first frame instead (`dist/NotoSansSC-subset.otf`), so that the wasm a
//! classroom downloads at once stays small.

#[cfg(target_arch = "wasm32")]
use std::sync::OnceLock;

/// The subset of DejaVu Sans (`assets/fonts/subset.sh`).
pub(super) static SYMBOLS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-subset.ttf");

/// The subset of Noto Sans SC, in the binary on the desktop.
#[cfg(not(target_arch = "wasm32"))]
static CHINESE: &[u8] = include_bytes!("../../../assets/fonts/NotoSansSC-subset.otf");

/// The Chinese font's file, next to the page (Trunk copies it to `dist/`).
#[cfg(target_arch = "wasm32")]
pub const CHINESE_FILE: &str = "NotoSansSC-subset.otf";

/// The Chinese font's bytes once the page has fetched them.
#[cfg(target_arch = "wasm32")]
static FETCHED_CHINESE: OnceLock<&'static [u8]> = OnceLock::new();

/// Keeps the Chinese font the page fetched; the next [`install_fonts`] adds it.
#[cfg(target_arch = "wasm32")]
pub fn set_fetched_chinese(bytes: Vec<u8>) {
    let _ = FETCHED_CHINESE.set(Vec::leak(bytes));
}

fn chinese() -> Option<&'static [u8]> {
    #[cfg(not(target_arch = "wasm32"))]
    return Some(CHINESE);
    #[cfg(target_arch = "wasm32")]
    return FETCHED_CHINESE.get().copied();
}

/// Adds the bundled fonts as fallbacks, in this order: DejaVu Sans, so ○, ×, ŵ, θ, subscripts
/// and the other symbols render the same on every machine (egui's own fonts lack some of them),
/// then Noto Sans SC for Chinese (on the web, once fetched: until then Chinese text shows
/// boxes for a moment); and the rasterizer of letters with a combining mark (w̄, x̄), which
/// egui's fonts would draw without their mark. Cheap after the first call; takes effect at once if no text was laid out
/// yet this frame.
pub fn install_fonts(ctx: &egui::Context) {
    let mut fonts = vec![("DejaVuSans", SYMBOLS)];
    fonts.extend(chinese().map(|bytes| ("NotoSansSC", bytes)));
    for (name, font) in fonts {
        let families = [egui::FontFamily::Proportional, egui::FontFamily::Monospace]
            .into_iter()
            .map(|family| egui::epaint::text::InsertFontFamily {
                family,
                priority: egui::epaint::text::FontPriority::Lowest,
            })
            .collect();
        ctx.add_font(egui::epaint::text::FontInsert::new(
            name,
            egui::FontData::from_static(font),
            families,
        ));
    }
    ctx.add_glyph_rasterizer(super::marks::rasterizer(SYMBOLS));
}

/// How much larger text is in presentation mode.
pub const PRESENTATION_ZOOM: f32 = 1.5;
