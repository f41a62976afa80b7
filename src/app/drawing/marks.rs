//! Letters with a combining mark above them, such as the averaged perceptron's w̄ and PCA's mean
//! x̄. egui picks the font of a grapheme cluster by its first character, and egui's own Latin
//! font has no combining marks, so it dropped the bar and "w̄" read "w". A glyph rasterizer that
//! egui asks before its fonts draws these clusters instead: the letter from the font egui would
//! take it from, each mark from the bundled DejaVu Sans, centred over the letter and clear of it.
//! The outlines are read and filled by the same crates egui's own glyphs are (skrifa and
//! vello_cpu), so the web page carries no second font reader or rasterizer.

use egui::epaint::text::{
    FontPriority, GlyphBitmap, GlyphRasterizer, GlyphRasterizerRequest, RasterizedGlyph,
};
use egui::{Color32, ColorImage, FontFamily, vec2};
use skrifa::instance::{LocationRef, Size};
use skrifa::outline::{DrawSettings, OutlinePen};
use skrifa::{FontRef, MetadataProvider as _};
use vello_cpu::kurbo::{self, Affine, BezPath};

/// The gap between the top of the letter and the bottom of its mark, in ems.
const GAP_EM: f64 = 0.08;

/// Is `c` a combining mark drawn above its letter (U+0300 … U+036F, the ones the bundled DejaVu
/// Sans holds)?
fn is_mark_above(c: char) -> bool {
    ('\u{300}'..='\u{36f}').contains(&c)
}

/// The rasterizer, keyed so that adding it every time the fonts are installed is a no-op.
/// `proportional` and `monospace` give the bundled fonts egui takes each family's letters from
/// as they are when it draws (Ubuntu Light, and Hack once there: the web page fetches it after
/// its first frame, and monospace text is drawn in Ubuntu Light until then); `symbols` the
/// bundled DejaVu Sans, which holds the marks and every letter as a fallback.
pub(super) fn rasterizer(
    proportional: fn() -> &'static [u8],
    monospace: fn() -> Option<&'static [u8]>,
    symbols: fn() -> &'static [u8],
) -> GlyphRasterizer {
    GlyphRasterizer::new(
        "linlab::marks",
        move |request: &GlyphRasterizerRequest<'_>| {
            let mut chars = request.cluster.chars();
            let letter = chars.next()?;
            let marks: Vec<char> = chars.collect();
            if marks.is_empty() || !marks.iter().copied().all(is_mark_above) {
                return None;
            }
            let egui_font = match request.family {
                FontFamily::Monospace => monospace().unwrap_or_else(proportional),
                _ => proportional(),
            };
            rasterize(
                Some(egui_font),
                symbols(),
                letter,
                &marks,
                request.font_size_px,
            )
        },
    )
    .with_priority(FontPriority::Highest)
}

/// A glyph's outline collected into a path in pixels, y down, from the baseline's origin.
struct PathPen(BezPath);

impl OutlinePen for PathPen {
    fn move_to(&mut self, x: f32, y: f32) {
        self.0.move_to((f64::from(x), -f64::from(y)));
    }

    fn line_to(&mut self, x: f32, y: f32) {
        self.0.line_to((f64::from(x), -f64::from(y)));
    }

    fn quad_to(&mut self, cx0: f32, cy0: f32, x: f32, y: f32) {
        self.0.quad_to(
            (f64::from(cx0), -f64::from(cy0)),
            (f64::from(x), -f64::from(y)),
        );
    }

    fn curve_to(&mut self, cx0: f32, cy0: f32, cx1: f32, cy1: f32, x: f32, y: f32) {
        self.0.curve_to(
            (f64::from(cx0), -f64::from(cy0)),
            (f64::from(cx1), -f64::from(cy1)),
            (f64::from(x), -f64::from(y)),
        );
    }

    fn close(&mut self) {
        self.0.close_path();
    }
}

/// `c` outlined at the baseline's origin at an em of `em_px` pixels, in the first of `fonts`
/// that has it, with its advance in pixels and its bounds rounded out to whole pixels.
fn outlined(fonts: &[&FontRef<'_>], c: char, em_px: f32) -> Option<(BezPath, f32, kurbo::Rect)> {
    let size = Size::new(em_px);
    fonts.iter().find_map(|font| {
        let id = font.charmap().map(c).filter(|id| id.to_u32() != 0)?;
        let mut pen = PathPen(BezPath::new());
        font.outline_glyphs()
            .get(id)?
            .draw(
                DrawSettings::unhinted(size, LocationRef::default()),
                &mut pen,
            )
            .ok()?;
        let advance = font
            .glyph_metrics(size, LocationRef::default())
            .advance_width(id)?;
        let bounds = pen.0.control_box().expand();
        Some((pen.0, advance, bounds))
    })
}

fn rasterize(
    egui_font: Option<&'static [u8]>,
    symbols: &'static [u8],
    letter: char,
    marks: &[char],
    em_px: f32,
) -> Option<RasterizedGlyph> {
    let symbols = FontRef::new(symbols).ok()?;
    let egui_font = egui_font.and_then(|bytes| FontRef::new(bytes).ok());
    let letter_fonts: Vec<&FontRef<'_>> = egui_font.iter().chain([&symbols]).collect();
    let (mut path, advance, letter_bounds) = outlined(&letter_fonts, letter, em_px)?;
    // Each mark centred over the letter, stacked above it, moved by whole pixels.
    let mut bounds = letter_bounds;
    let mut top = letter_bounds.y0;
    for &mark in marks {
        let (mark_path, _, b) = outlined(&[&symbols], mark, em_px)?;
        let dx = (((letter_bounds.x0 + letter_bounds.x1) - (b.x0 + b.x1)) / 2.0).round();
        let dy = ((top - GAP_EM * f64::from(em_px)) - b.y1).round();
        top = b.y0 + dy;
        let shift = Affine::translate((dx, dy));
        path.extend(shift * mark_path);
        bounds = bounds.union(shift.transform_rect_bbox(b));
    }
    let (width, height) = (bounds.width() as u16, bounds.height() as u16);
    if width == 0 || height == 0 {
        return None;
    }
    let mut ctx = vello_cpu::RenderContext::new(width, height);
    ctx.set_transform(Affine::translate((-bounds.x0, -bounds.y0)));
    ctx.set_paint(vello_cpu::color::OpaqueColor::<vello_cpu::color::Srgb>::WHITE);
    ctx.fill_path(&path);
    let mut coverage = vello_cpu::Pixmap::new(width, height);
    ctx.render(&mut coverage, &mut vello_cpu::Resources::new());
    let pixels = coverage
        .data_as_u8_slice()
        .chunks_exact(4)
        .map(|px| Color32::from_white_alpha(px[3]))
        .collect();
    Some(RasterizedGlyph {
        bitmap: GlyphBitmap {
            image: ColorImage::new([usize::from(width), usize::from(height)], pixels),
            offset_px: vec2(bounds.x0 as f32, bounds.y0 as f32),
            is_color: false,
        },
        advance_px: advance,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bundled DejaVu Sans and Ubuntu Light and Hack, as `fonts.rs` installs them (read
    /// here, not imported: `fonts` uses this module).
    static SYMBOLS: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-subset.ttf");
    static PROPORTIONAL: &[u8] = include_bytes!("../../../assets/fonts/Ubuntu-Light-subset.ttf");
    static MONOSPACE: &[u8] = include_bytes!("../../../assets/fonts/Hack-Regular-subset.ttf");

    /// The rows of `glyph`'s bitmap that hold ink, from the baseline's origin (y down).
    fn inked_rows(glyph: &RasterizedGlyph) -> Vec<i32> {
        let image = &glyph.bitmap.image;
        let [width, height] = image.size;
        (0..height)
            .filter(|&y| (0..width).any(|x| image[(x, y)].a() > 64))
            .map(|y| y as i32 + glyph.bitmap.offset_px.y as i32)
            .collect()
    }

    #[test]
    fn the_bar_is_drawn_above_the_letter_with_a_gap() {
        for letter in ['w', 'x'] {
            let plain = rasterize(Some(PROPORTIONAL), SYMBOLS, letter, &[], 40.0);
            let barred = rasterize(Some(PROPORTIONAL), SYMBOLS, letter, &['\u{304}'], 40.0);
            let (plain, barred) = (
                plain.expect("the letter"),
                barred.expect("the letter, barred"),
            );
            let letter_rows = inked_rows(&plain);
            let rows = inked_rows(&barred);
            let letter_top = letter_rows[0];
            // Ink above the letter's top, with at least one empty row between.
            let above: Vec<i32> = rows.iter().copied().filter(|&y| y < letter_top).collect();
            assert!(!above.is_empty(), "{letter}: no bar above the letter");
            assert!(above.len() < rows.len() / 2, "{letter}: the bar is thin");
            assert!(
                !rows.contains(&(letter_top - 1)),
                "{letter}: the bar touches the letter"
            );
            assert_eq!(
                plain.advance_px, barred.advance_px,
                "{letter}: the mark takes no room"
            );
        }
        // A cluster without a mark is egui's to draw.
        let mark_free = rasterizer(|| PROPORTIONAL, || Some(MONOSPACE), || SYMBOLS);
        let request = GlyphRasterizerRequest {
            cluster: "w",
            family: &FontFamily::Proportional,
            font_size_px: 20.0,
            subpixel_offset_px: 0.0,
        };
        assert!((mark_free.rasterize)(&request).is_none());
    }
}
