//! Settings in two columns, a label and its control on each row, the labels' column as wide as
//! its widest label: what egui's `Grid` lays out, drawn in one pass. A grid shown for the first
//! time is measured in an invisible pass, and egui then draws the whole frame again (on the web
//! page's first frame, about 30 ms); a form measures its labels' text before it draws, so it
//! never needs that second pass, and it remembers nothing between frames. A label stands
//! beside its control's first line (a grid centres it on a taller control).

use egui::{Response, TextStyle, TextWrapMode, Ui, Vec2};

use crate::app::drawing::formula::{self, FormulaResponse as _};

/// A form being laid out: first its labels measured, then its rows drawn (see [`form_ui`]).
pub(in crate::app) struct Form<'u> {
    ui: &'u mut Ui,
    pass: Pass,
}

/// What draws a row's control, given its label's response.
type Control<'a> = Box<dyn FnOnce(&mut Ui, &Response) + 'a>;

/// What a form's pass over its rows does.
#[derive(Clone, Copy)]
enum Pass {
    /// Measures the labels: the widest so far.
    Measuring { widest: f32 },
    /// Draws the rows, the labels in a column this wide.
    Drawing { label_width: f32 },
}

/// Lays out the rows `rows` adds with [`Form::row`], twice: once to measure their labels (no
/// control is drawn, so `rows` must change nothing outside its rows' controls), then to draw
/// them. The labels' column is at least as wide as a control, as a grid's columns are.
pub(in crate::app) fn form_ui(ui: &mut Ui, mut rows: impl FnMut(&mut Form<'_>)) {
    let narrowest = ui.spacing().interact_size.x;
    let mut measuring = Form {
        ui: &mut *ui,
        pass: Pass::Measuring { widest: narrowest },
    };
    rows(&mut measuring);
    let label_width = match measuring.pass {
        Pass::Measuring { widest }
        | Pass::Drawing {
            label_width: widest,
        } => widest,
    };
    ui.vertical(|ui| {
        rows(&mut Form {
            ui,
            pass: Pass::Drawing { label_width },
        });
    });
}

impl Form<'_> {
    /// A row: the label `words` (a formula's, see [`formula::text`]) with the tooltip `tip`,
    /// then the control `control` draws, given the label's response (to name the control
    /// by it for a screen reader).
    pub fn row(
        &mut self,
        words: &str,
        tip: impl AsRef<str>,
        control: impl FnOnce(&mut Ui, &Response),
    ) {
        // One copy of the layout for every row's control (the page's size).
        self.row_dyn(words, tip.as_ref(), Box::new(control));
    }

    fn row_dyn(&mut self, words: &str, tip: &str, control: Control<'_>) {
        let text = formula::text(self.ui.style(), words);
        let galley = text.into_galley(
            self.ui,
            Some(TextWrapMode::Extend),
            f32::INFINITY,
            TextStyle::Body,
        );
        let label_width = match &mut self.pass {
            Pass::Measuring { widest } => {
                *widest = widest.max(galley.size().x);
                return;
            }
            Pass::Drawing { label_width } => *label_width,
        };
        if galley.size().x > label_width {
            // A row that came with a control's change in this frame (a kernel's parameters):
            // the next frame measures it.
            self.ui.ctx().request_repaint();
        }
        self.ui.horizontal(|ui| {
            let height = ui.spacing().interact_size.y.max(galley.size().y);
            let label = ui
                .allocate_ui_with_layout(
                    Vec2::new(label_width, height),
                    egui::Layout::left_to_right(egui::Align::Center),
                    |ui| {
                        ui.set_min_size(Vec2::new(label_width, height));
                        ui.label(galley)
                    },
                )
                .inner
                .named_as(words)
                .on_hover_formula(tip);
            control(ui, &label);
        });
    }
}
