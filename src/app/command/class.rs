//! The live class's actions. Only the teacher's window sends them: it holds the class's server,
//! so no control of the class travels over the network.

use std::path::PathBuf;

use crate::class::protocol::ClassMode;
#[cfg(not(target_arch = "wasm32"))]
use crate::class::server::ClassConfig;

/// What the teacher does with the class.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassAction {
    /// How the next class starts (the command line's port, page, size). The page holds no
    /// class.
    #[cfg(not(target_arch = "wasm32"))]
    Configure(Box<ClassConfig>),
    /// Start the class on the port set (with `next_free_port`: the next free one above it when
    /// that one is busy).
    Start {
        next_free_port: bool,
    },
    /// Resume the last class kept (its code, port, students and answers): after a crash, a
    /// kill or the window closed.
    Resume,
    /// End the class: every page is told, the server stops.
    End,
    /// Follow, free exploration, or pause.
    SetMode(ClassMode),
    /// Lock the class (no new student joins; the class's seats still rejoin), or open it.
    Lock(bool),
    /// Remove the student in this seat: their page is closed, their answers leave the tally
    /// and the results, and the seat cannot rejoin.
    Remove(crate::class::protocol::Seat),
    /// Every page shows whether its answer to the exercise shown was right, with the
    /// explanation.
    Reveal,
    /// Draw the class's answers on the plane, or hide them.
    ShowAnswers(bool),
    /// Let a student who answered the exercise shown see the class's answers on their page
    /// (without names; right or wrong once revealed), or not (a quiz).
    ShareAnswers(bool),
    /// Put the answer of `seat` to scene `scene`'s exercise on the stage, large and without a
    /// name, beside the others picked (at most [`MOST_SNAPSHOT_ANSWERS`]), or take it off.
    Snapshot {
        scene: usize,
        seat: crate::class::protocol::Seat,
    },
    /// Open or close the card that shows how to join.
    ToggleCard,
    /// Save the class's results (asks where), or save them to this file.
    SaveResults,
    SaveResultsTo(PathBuf),
}

/// The most answers a snapshot puts on the stage.
pub const MOST_SNAPSHOT_ANSWERS: usize = 4;
