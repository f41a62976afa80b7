//! What a picture of the window (the Export menu's PNG) draws afresh in Classify and gives back
//! after: the second plane of a comparison and the theory layer, so that drawing the picture
//! changes nothing the window shows (the αₙ it drew are kept: the window draws the same).

use crate::app::classify::Classify;
use crate::app::plane::PlaneState;
use crate::app::plane::theory_layer::TheoryLayer;

/// The window's own second plane and theory layer, while a picture draws fresh ones, and the
/// point the pointer was over in the loss panel (each frame of the picture starts from it).
pub(in crate::app) struct KeptForPicture {
    plane_b: PlaneState,
    theory_layer: TheoryLayer,
    hovered_from_losses: Option<usize>,
}

impl Classify {
    /// Fresh drawing state for a picture, the second plane showing the same view.
    pub(in crate::app) fn begin_picture(&mut self) {
        let mut plane_b = PlaneState::second();
        plane_b.line_scale = self.plane_b.line_scale;
        if let Some(view) = self.plane_b.view_in_plot() {
            plane_b.request_view(view);
        }
        self.picture = Some(KeptForPicture {
            plane_b: std::mem::replace(&mut self.plane_b, plane_b),
            theory_layer: std::mem::take(&mut self.theory_layer),
            hovered_from_losses: self.hovered_from_losses,
        });
    }

    /// A frame of the picture starts as the window's did.
    pub(in crate::app) fn begin_picture_frame(&mut self) {
        if let Some(kept) = &self.picture {
            self.hovered_from_losses = kept.hovered_from_losses;
        }
    }

    /// The window's drawing state back.
    pub(in crate::app) fn end_picture(&mut self) {
        let Some(kept) = self.picture.take() else {
            return;
        };
        self.hovered_from_losses = kept.hovered_from_losses;
        let picture_theory = std::mem::replace(&mut self.theory_layer, kept.theory_layer);
        self.theory_layer.drawn_alphas = picture_theory.drawn_alphas;
        self.plane_b = kept.plane_b;
    }
}
