//! Outlines around the window's panels: each panel a lecture's scene can point at notes where
//! it was drawn this frame ([`outlined`]), and [`paint`] draws a thick accent frame around the
//! ones the scene names, above everything else.

use egui::{Color32, Id, LayerId, Order, Rect, Stroke, StrokeKind, Ui};

use crate::script::Panel;

/// Draws `add` in a child of `ui` and notes its rectangle as `panel`'s for this frame.
pub fn outlined<R>(ui: &mut Ui, panel: Panel, add: impl FnOnce(&mut Ui) -> R) -> R {
    let inner = ui.scope(add);
    let rect = inner.response.rect.intersect(ui.clip_rect());
    let pass = ui.ctx().cumulative_pass_nr();
    ui.ctx()
        .data_mut(|d| d.insert_temp(key(panel), (pass, rect)));
    inner.inner
}

/// Where `panel` was drawn this frame, if it was.
pub fn rect_of(ctx: &egui::Context, panel: Panel) -> Option<Rect> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<(u64, Rect)>(key(panel)))
        .filter(|(drawn, rect)| *drawn == pass && rect.is_positive())
        .map(|(_, rect)| rect)
}

/// A frame of `colour` around each of `panels` drawn this frame; the panels not shown are
/// passed over.
pub fn paint(
    ctx: &egui::Context,
    panels: impl IntoIterator<Item = Panel>,
    colour: Color32,
    width: f32,
) {
    let painter = ctx.layer_painter(LayerId::new(
        Order::Foreground,
        Id::unique("panel outlines"),
    ));
    for panel in panels {
        if let Some(rect) = rect_of(ctx, panel) {
            // Around the panel's content, in the margin of its frame.
            painter.rect_stroke(
                rect.expand(3.0),
                6.0,
                Stroke::new(width, colour),
                StrokeKind::Outside,
            );
        }
    }
}

fn key(panel: Panel) -> Id {
    Id::unique(("panel outline", panel))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One pass of `ctx` that draws the loss panel when `draw` is set, and what it noted.
    fn pass(ctx: &egui::Context, draw: bool) -> (Option<Rect>, Option<Rect>) {
        let mut seen = (None, None);
        let mut output = ctx.run_ui(egui::RawInput::default(), |ui| {
            if draw {
                outlined(ui, Panel::Loss, |ui| ui.label("the loss curves"));
            }
            seen = (
                rect_of(ui.ctx(), Panel::Loss),
                rect_of(ui.ctx(), Panel::Theory),
            );
        });
        // No renderer takes the font atlas here.
        output.textures_delta.clear();
        seen
    }

    #[test]
    fn a_panel_is_outlined_only_in_a_pass_that_drew_it() {
        let ctx = egui::Context::default();
        let (loss, theory) = pass(&ctx, true);
        let loss = loss.expect("the loss panel was drawn");
        assert!(loss.width() > 0.0 && loss.height() > 0.0, "{loss:?}");
        assert_eq!(theory, None, "the theory panel was not drawn");
        assert_eq!(
            pass(&ctx, false).0,
            None,
            "a later pass that did not draw it"
        );
    }
}
