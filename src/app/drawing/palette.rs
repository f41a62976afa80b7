//! Colours: the Okabe–Ito palette, safe for the common forms of colour blindness, shared by
//! every view so one thing keeps one colour everywhere. What each colour means is said here,
//! once: the two classes, the target f, and the error measures' curves.

use egui::Color32;

use crate::loss::ErrorMeasure;

pub const ORANGE: Color32 = Color32::from_rgb(230, 159, 0);
pub const SKY_BLUE: Color32 = Color32::from_rgb(86, 180, 233);
pub const BLUISH_GREEN: Color32 = Color32::from_rgb(0, 158, 115);
pub const YELLOW: Color32 = Color32::from_rgb(240, 228, 66);
pub const BLUE: Color32 = Color32::from_rgb(0, 114, 178);
pub const VERMILLION: Color32 = Color32::from_rgb(213, 94, 0);
pub const REDDISH_PURPLE: Color32 = Color32::from_rgb(204, 121, 167);
pub const GREY: Color32 = Color32::from_rgb(128, 128, 128);

/// ○, label +1.
pub const POSITIVE: Color32 = BLUE;
/// ×, label −1.
pub const NEGATIVE: Color32 = VERMILLION;

/// The target f. Not green, which is cross-entropy's curve (dashed for ŵ in the E_in panel)
/// and the widest separator w_f in the plane. Its other use, the hinge curve, is in the loss
/// panel and solid, and f's dash-dot pattern sets it apart from every line of the plane too.
pub const TARGET: Color32 = REDDISH_PURPLE;

/// The second learner of a comparison, in the plane: its line, w arrow and label. Orange is no
/// other line's colour there (its one other use, the squared error's curve, lives in the
/// panels), and its long dashes set it apart from f and w_t as well.
pub const COMPARED: Color32 = ORANGE;

/// The colour of an error measure's curve, the same in every panel.
pub fn measure_colour(measure: ErrorMeasure) -> Color32 {
    match measure {
        ErrorMeasure::ZeroOne => GREY,
        ErrorMeasure::Squared => ORANGE,
        ErrorMeasure::CrossEntropy => BLUISH_GREEN,
        ErrorMeasure::ScaledCrossEntropy => SKY_BLUE,
        ErrorMeasure::Hinge => REDDISH_PURPLE,
        ErrorMeasure::Perceptron => YELLOW,
    }
}
