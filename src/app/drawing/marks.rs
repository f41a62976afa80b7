//! Letters with a combining mark above them, such as the averaged perceptron's w̄ and PCA's mean
//! x̄. egui picks the font of a grapheme cluster by its first character, and egui's own Latin
//! font has no combining marks, so it dropped the bar and "w̄" read "w". A glyph rasterizer that
//! egui asks before its fonts draws these clusters instead: the letter from the font egui would
//! take it from, each mark from the bundled DejaVu Sans, centred over the letter and clear of it.

use std::sync::Arc;

use ab_glyph::{Font as _, FontRef, Glyph, OutlinedGlyph, PxScale, Rect, point};
use egui::epaint::text::{
    FontPriority, GlyphBitmap, GlyphRasterizer, GlyphRasterizerRequest, RasterizedGlyph,
};
use egui::{Color32, ColorImage, FontData, FontFamily, vec2};

/// The gap between the top of the letter and the bottom of its mark, in ems.
const GAP_EM: f32 = 0.08;

/// Is `c` a combining mark drawn above its letter (U+0300 … U+036F, the ones the bundled DejaVu
/// Sans holds)?
fn is_mark_above(c: char) -> bool {
    ('\u{300}'..='\u{36f}').contains(&c)
}

/// The rasterizer, keyed so that adding it every time the fonts are installed is a no-op.
/// `proportional` and `monospace` are the bundled fonts egui takes each family's letters from
/// (Ubuntu Light, Hack); `symbols` is the bundled DejaVu Sans, which holds the marks and every
/// letter as a fallback.
pub(super) fn rasterizer(
    proportional: &'static [u8],
    monospace: &'static [u8],
    symbols: &'static [u8],
) -> GlyphRasterizer {
    let proportional = Arc::new(FontData::from_static(proportional));
    let monospace = Arc::new(FontData::from_static(monospace));
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
                FontFamily::Monospace => &monospace,
                _ => &proportional,
            };
            rasterize(
                Some(egui_font),
                symbols,
                letter,
                &marks,
                request.font_size_px,
            )
        },
    )
    .with_priority(FontPriority::Highest)
}

/// The font's scale for an em of `em_px` pixels (ab_glyph scales by the height, ascent to
/// descent; egui by the em).
fn scale_of(font: &FontRef<'_>, em_px: f32) -> PxScale {
    let units_per_em = font.units_per_em().unwrap_or(1000.0);
    PxScale::from(em_px * font.height_unscaled() / units_per_em)
}

/// `c` outlined at the baseline's origin, in the first of `fonts` that has it, with its advance.
fn outlined(fonts: &[&FontRef<'_>], c: char, em_px: f32) -> Option<(OutlinedGlyph, f32)> {
    fonts.iter().find_map(|font| {
        let id = font.glyph_id(c);
        if id.0 == 0 {
            return None;
        }
        let scale = scale_of(font, em_px);
        let glyph: Glyph = id.with_scale_and_position(scale, point(0.0, 0.0));
        let advance = font.h_advance_unscaled(id) * em_px / font.units_per_em().unwrap_or(1000.0);
        font.outline_glyph(glyph).map(|outline| (outline, advance))
    })
}

fn rasterize(
    egui_font: Option<&Arc<FontData>>,
    symbols: &'static [u8],
    letter: char,
    marks: &[char],
    em_px: f32,
) -> Option<RasterizedGlyph> {
    let symbols = FontRef::try_from_slice(symbols).ok()?;
    let egui_font = egui_font.and_then(|data| FontRef::try_from_slice((*data.font).as_ref()).ok());
    let letter_fonts: Vec<&FontRef<'_>> = egui_font.iter().chain([&symbols]).collect();
    let (base, advance) = outlined(&letter_fonts, letter, em_px)?;
    let base_bounds = base.px_bounds();
    // Each mark's shift (x, y) and outline: centred over the letter, stacked above it.
    let mut top = base_bounds.min.y;
    let mut placed = Vec::new();
    for &mark in marks {
        let (outline, _) = outlined(&[&symbols], mark, em_px)?;
        let b = outline.px_bounds();
        let dx = ((base_bounds.min.x + base_bounds.max.x) - (b.min.x + b.max.x)) / 2.0;
        let dy = (top - GAP_EM * em_px) - b.max.y;
        top = b.min.y + dy;
        placed.push((outline, dx.round(), dy.round()));
    }
    let mut bounds = base_bounds;
    for (outline, dx, dy) in &placed {
        let b = outline.px_bounds();
        bounds = union(
            bounds,
            Rect {
                min: point(b.min.x + dx, b.min.y + dy),
                max: point(b.max.x + dx, b.max.y + dy),
            },
        );
    }
    let width = (bounds.max.x - bounds.min.x).ceil() as usize + 1;
    let height = (bounds.max.y - bounds.min.y).ceil() as usize + 1;
    let mut coverage = vec![0.0_f32; width * height];
    let mut paint = |outline: &OutlinedGlyph, dx: f32, dy: f32| {
        let b = outline.px_bounds();
        let x0 = (b.min.x + dx - bounds.min.x).round() as i64;
        let y0 = (b.min.y + dy - bounds.min.y).round() as i64;
        outline.draw(|x, y, c| {
            let (x, y) = (x0 + i64::from(x), y0 + i64::from(y));
            if (0..width as i64).contains(&x) && (0..height as i64).contains(&y) {
                let cell = &mut coverage[y as usize * width + x as usize];
                *cell = (*cell + c).min(1.0);
            }
        });
    };
    paint(&base, 0.0, 0.0);
    for (outline, dx, dy) in &placed {
        paint(outline, *dx, *dy);
    }
    let pixels = coverage
        .iter()
        .map(|c| Color32::from_white_alpha((c * 255.0).round() as u8))
        .collect();
    Some(RasterizedGlyph {
        bitmap: GlyphBitmap {
            image: ColorImage::new([width, height], pixels),
            offset_px: vec2(bounds.min.x.round(), bounds.min.y.round()),
            is_color: false,
        },
        advance_px: advance,
    })
}

fn union(a: Rect, b: Rect) -> Rect {
    Rect {
        min: point(a.min.x.min(b.min.x), a.min.y.min(b.min.y)),
        max: point(a.max.x.max(b.max.x), a.max.y.max(b.max.y)),
    }
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
        let ubuntu = Arc::new(FontData::from_static(PROPORTIONAL));
        for letter in ['w', 'x'] {
            let plain = rasterize(Some(&ubuntu), SYMBOLS, letter, &[], 40.0);
            let barred = rasterize(Some(&ubuntu), SYMBOLS, letter, &['\u{304}'], 40.0);
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
        let mark_free = rasterizer(PROPORTIONAL, MONOSPACE, SYMBOLS);
        let request = GlyphRasterizerRequest {
            cluster: "w",
            family: &FontFamily::Proportional,
            font_size_px: 20.0,
            subpixel_offset_px: 0.0,
        };
        assert!((mark_free.rasterize)(&request).is_none());
    }
}
