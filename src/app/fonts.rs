//! The bundled fonts: DejaVu Sans for the symbols egui's own fonts lack, and a subset of Noto Sans
//! SC for Chinese.

/// Adds the bundled fonts as fallbacks, in this order: DejaVu Sans, so ○, ×, ŵ, θ, subscripts
/// and the other symbols render the same on every machine (egui's own fonts lack some of them),
/// then a subset of Noto Sans SC for Chinese (`assets/fonts`). Cheap after the first call;
/// takes effect at once if no text was laid out yet this frame.
pub fn install_fonts(ctx: &egui::Context) {
    static FONTS: [(&str, &[u8]); 2] = [
        ("DejaVuSans", include_bytes!("../../assets/DejaVuSans.ttf")),
        (
            "NotoSansSC",
            include_bytes!("../../assets/fonts/NotoSansSC-subset.otf"),
        ),
    ];
    for (name, font) in FONTS {
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
}
