//! The window: place points, step or animate a learner, watch the line, w and the errors.

mod history;
mod loss_view;
pub mod palette;

/// Opens the window.
pub fn run() -> eframe::Result {
    Ok(())
}
