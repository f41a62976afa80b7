//! The plane's place in the Tab order: where it stands in reading order, not last. egui moves
//! the keyboard with Tab in the order widgets are made, and the plane is made last (the panels
//! right of and below it come first), so Tab from the plane went round to the top of the window
//! (the menu, the top bar's Undo), where the next Enter pressed whatever it reached. A layout
//! calls [`place`] where the plane stands in reading order (after the controls left of it,
//! before the panels right of it): the plane is registered for the keyboard there, so Tab goes
//! from it to the panel right of it and Shift+Tab to the controls left of it. The plane takes
//! Tab itself while it has the keyboard ([`leave`]): the frame's keys after it are the
//! plane's (an Enter typed after Tab presses no other button), and it leaves at its place on
//! the next frame.

use egui::{FocusDirection, Id};

/// Where the way the keyboard leaves the plane waits for the next frame.
const LEAVING_KEY: &str = "linlab plane leaving";
/// Where the pass of the last [`place`] is kept, and whether the plane had the keyboard there.
const PLACED_KEY: &str = "linlab plane placed";

/// The plane's place in the Tab order, in the pass under way: the keyboard leaves it here when
/// Tab asked for it, and comes to it here from the control before.
pub fn place(ui: &egui::Ui) {
    let ctx = ui.ctx();
    let Some(plane) = super::figure_key::figure_id(ctx) else {
        return;
    };
    let leaving = ctx.data_mut(|d| d.remove_temp::<FocusDirection>(Id::unique(LEAVING_KEY)));
    let focused = ctx.memory_mut(|m| {
        if let Some(direction) = leaving.filter(|_| m.has_focus(plane)) {
            m.move_focus(direction);
        }
        m.interested_in_focus(plane, ui.layer_id());
        m.has_focus(plane)
    });
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(Id::unique(PLACED_KEY), (pass, focused)));
}

/// Whether [`place`] was called in the pass under way.
pub fn placed(ctx: &egui::Context) -> bool {
    let now = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<(u64, bool)>(Id::unique(PLACED_KEY)))
        .is_some_and(|(pass, _)| pass == now)
}

/// Tab (Shift: back) on the plane: the keyboard leaves it at its place on the next frame.
pub fn leave(ctx: &egui::Context, back: bool) {
    let direction = if back {
        FocusDirection::Previous
    } else {
        FocusDirection::Next
    };
    ctx.data_mut(|d| d.insert_temp(Id::unique(LEAVING_KEY), direction));
    ctx.request_repaint();
}

/// Tab from the control before the widget the plane is made as (after its place: the last
/// control of the panels right of it) gave that widget the keyboard: the plane had its turn at
/// its place, so the keyboard goes on to the next control (the top of the window).
pub fn pass_on_if_past_its_place(ui: &egui::Ui, response: &egui::Response) {
    let ctx = ui.ctx();
    let now = ctx.cumulative_pass_nr();
    let at_place = ctx.data(|d| d.get_temp::<(u64, bool)>(Id::unique(PLACED_KEY)));
    let came_past = at_place.is_some_and(|(pass, focused)| pass == now && !focused)
        && response.gained_focus()
        && ctx.input(|i| i.modifiers.is_none() && i.key_pressed(egui::Key::Tab));
    if came_past {
        ctx.memory_mut(|m| {
            m.move_focus(FocusDirection::Next);
            m.interested_in_focus(response.id, ui.layer_id());
        });
    }
}
