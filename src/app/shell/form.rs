//! Settings in two columns, a label and its control on each row, the labels' column as wide as
//! its widest label: what egui's `Grid` lays out, drawn in one pass. A grid shown for the first
//! time is measured in an invisible pass, and egui then draws the whole frame again (on the web
//! page's first frame, about 20–25 ms); a form measures its labels' text before it draws, so it
//! never needs that second pass, and it remembers nothing between frames. A label stands
//! beside its control's first line (a grid centres it on a taller control).

use std::sync::Arc;

use egui::{Galley, Response, TextStyle, TextWrapMode, Ui, Vec2};

use crate::app::drawing::formula::{self, FormulaResponse as _};

/// A form being laid out: first its labels measured, then its rows drawn (see [`form_ui`]).
pub(in crate::app) struct Form<'u> {
    ui: &'u mut Ui,
    /// The labels' column's width: the widest label so far while measuring, then fixed.
    label_width: f32,
    measuring: bool,
}

/// What draws a row's control, given its label's response.
type Control<'a> = Box<dyn FnOnce(&mut Ui, &Response) + 'a>;

/// Lays out the rows `rows` adds with [`Form::row`], twice: once to measure their labels (no
/// control is drawn, so `rows` must change nothing outside its rows' controls), then to draw
/// them. The labels' column is at least as wide as a control, as a grid's columns are.
pub(in crate::app) fn form_ui(ui: &mut Ui, mut rows: impl FnMut(&mut Form<'_>)) {
    let mut measuring = Form {
        label_width: ui.spacing().interact_size.x,
        ui: &mut *ui,
        measuring: true,
    };
    rows(&mut measuring);
    let label_width = measuring.label_width;
    ui.vertical(|ui| {
        rows(&mut Form {
            ui,
            label_width,
            measuring: false,
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
        let label = formula::text(self.ui.style(), words).into_galley(
            self.ui,
            Some(TextWrapMode::Extend),
            f32::INFINITY,
            TextStyle::Body,
        );
        if self.measuring {
            self.label_width = self.label_width.max(label.size().x);
            return;
        }
        // One copy of the layout for every row's control (the page's size).
        self.draw_row(words, label, tip.as_ref(), Box::new(control));
    }

    fn draw_row(&mut self, words: &str, galley: Arc<Galley>, tip: &str, control: Control<'_>) {
        let label_width = self.label_width;
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
