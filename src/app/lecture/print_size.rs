//! How large the stage's print is: every text a frame painted, with its size, so that the
//! every-scene stage test and `linlab script render`'s `layout.json` say the smallest text the
//! back row of a room must read (16 pixels at least at 1024×768), measured from what
//! was laid out rather than from the styles' sizes.

use egui::epaint::ClippedShape;

/// One text a frame painted, where it can be seen.
#[derive(Debug, Clone, PartialEq)]
pub struct PrintedText {
    /// Its words.
    pub text: String,
    /// Its size in points: its largest font's (a subscript or a superscript beside larger
    /// letters is part of the text, not a text of its own).
    pub size: f32,
    /// What of it can be seen: its letters' bounds within its clip and the window, in points.
    pub seen: egui::Rect,
}

/// The texts in `shapes` that can be seen in `window` (in points), blank ones aside.
pub fn printed_texts(shapes: &[ClippedShape], window: egui::Rect) -> Vec<PrintedText> {
    let mut texts = Vec::new();
    for clipped in shapes {
        let visible = clipped.clip_rect.intersect(window);
        collect(&clipped.shape, visible, &mut texts);
    }
    texts
}

/// The smallest of the texts in `shapes` that can be seen in `window`.
pub fn smallest_printed(shapes: &[ClippedShape], window: egui::Rect) -> Option<PrintedText> {
    printed_texts(shapes, window)
        .into_iter()
        .min_by(|a, b| a.size.total_cmp(&b.size))
}

/// Adds the texts of `shape` (and of the shapes it groups) seen within `visible`.
fn collect(shape: &egui::Shape, visible: egui::Rect, texts: &mut Vec<PrintedText>) {
    match shape {
        egui::Shape::Vec(shapes) => {
            for shape in shapes {
                collect(shape, visible, texts);
            }
        }
        egui::Shape::Text(text) => {
            let words = text.galley.text().trim();
            let seen = text.visual_bounding_rect().intersect(visible);
            if words.is_empty() || !seen.is_positive() {
                return;
            }
            let job = &text.galley.job;
            // Blank sections (a space in a smaller font) say nothing of the print.
            let printed = |section: &&egui::text::LayoutSection| {
                let range = section.byte_range.start.0..section.byte_range.end.0;
                job.text.get(range).is_some_and(|s| !s.trim().is_empty())
            };
            let size = job
                .sections
                .iter()
                .filter(printed)
                .map(|section| section.format.font_id.size)
                .fold(0.0, f32::max);
            texts.push(PrintedText {
                text: words.to_owned(),
                size,
                seen,
            });
        }
        _ => {}
    }
}
