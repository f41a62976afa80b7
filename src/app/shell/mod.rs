//! The window's frame around the workspaces: the workspace switch, pacing of Play and Run to end,
//! keyboard shortcuts, the status line, the banner's messages, what the classroom controls ask
//! for, work off the UI thread, file names, dialogs and writes, the off-screen renderer, the
//! buttons that copy a readout as text or LaTeX, the Help window, the top bar and the widgets every
//! workspace's controls share, and the web page's side.

pub(super) mod background;
pub(super) mod copy;
pub(super) mod file_names;
pub(super) mod form;
pub(super) mod help;
pub(super) mod message;
pub(super) mod narrator;
pub(super) mod offscreen;
pub(super) mod plane_room;
pub(super) mod room;
pub(super) mod runner;
pub(super) mod shortcuts;
pub(super) mod sound;
pub(super) mod status;
pub(super) mod step_commands;
pub(super) mod tables;
pub(super) mod top_bar;
#[cfg(target_arch = "wasm32")]
pub(super) mod web;
#[cfg(target_arch = "wasm32")]
pub(super) mod web_mirror;
pub(super) mod widgets;
pub(super) mod write_out;
