//! A QR code as the teacher's windows draw it (the class's address on the join card, the
//! remote's in the presenter's window): made once, painted black on white with its quiet zone
//! whatever the theme, so that a phone's camera reads it off a screen or a projector.

/// A QR code's modules, row by row.
#[derive(Debug, Clone, PartialEq)]
pub struct QrCode {
    /// Modules on a side.
    width: usize,
    /// Whether each module is dark, row by row.
    dark: Vec<bool>,
}

impl QrCode {
    /// The QR code of `text`, if it fits one.
    pub fn of(text: &str) -> Option<Self> {
        let code = qrcode::QrCode::new(text.as_bytes()).ok()?;
        let dark = code
            .to_colors()
            .into_iter()
            .map(|c| c == qrcode::Color::Dark)
            .collect();
        Some(Self {
            width: code.width(),
            dark,
        })
    }

    /// Paints the code `size` points wide.
    pub fn ui(&self, ui: &mut egui::Ui, size: f32) -> egui::Response {
        const QUIET: usize = 4;
        let (rect, response) = ui.allocate_exact_size(egui::vec2(size, size), egui::Sense::hover());
        let painter = ui.painter_at(rect);
        painter.rect_filled(rect, 0.0, egui::Color32::WHITE);
        let module = size / (self.width + 2 * QUIET) as f32;
        for (i, _) in self.dark.iter().enumerate().filter(|(_, d)| **d) {
            let (row, column) = (i / self.width, i % self.width);
            let min = rect.min + egui::vec2((column + QUIET) as f32, (row + QUIET) as f32) * module;
            painter.rect_filled(
                egui::Rect::from_min_size(min, egui::vec2(module, module)),
                0.0,
                egui::Color32::BLACK,
            );
        }
        response
    }
}
