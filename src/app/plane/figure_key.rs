//! Where egui's memory keeps the id of the plane that takes the figure's keys: the figure writes
//! it each frame it is drawn, and the keyboard's shortcuts and the Tab order read it.

use egui::Id;

/// The key of the plane's id in egui's memory.
const FIGURE_KEY: &str = "linlab plane figure";

/// The id of the plane that takes the figure's keys, as the last frame made it.
pub fn figure_id(ctx: &egui::Context) -> Option<Id> {
    ctx.data(|d| d.get_temp::<Id>(Id::unique(FIGURE_KEY)))
}

/// The plane drawn this frame is `id`.
pub(super) fn remember(ctx: &egui::Context, id: Id) {
    ctx.data_mut(|d| d.insert_temp(Id::unique(FIGURE_KEY), id));
}
