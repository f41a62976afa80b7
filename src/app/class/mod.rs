//! The live class in the window, beside the core's side of it in [`crate::class`] (the
//! protocol, the roster, the server, the page's address):
//!
//! - `teacher.rs`: the class the teacher's window holds (native only): starting and ending it,
//!   the card that says how to join (with its QR code), every page kept on the lecture's scene
//!   or the state explored, the tally, the mode, the reveal and the results;
//! - `card.rs`: the teacher's card (how to join, the tally, the modes, the reveal, the end);
//! - `remote.rs`: the teacher's phone as the remote: its commands as the window's, and the
//!   stage it is shown;
//! - `report.rs`: the class's report after class, one HTML file beside its results;
//! - `answers.rs`: the class's answers painted on a plane: the projector's, once the teacher
//!   shows them, and a student's page that answered, while the teacher shares them;
//! - `coin_histogram.rs`: the class's coins of a coin-flip exercise, as a histogram on the stage;
//! - `student.rs`: the window as a student's page, on every platform (the window's tests drive
//!   it without a browser): what the teacher's messages do to the lecture, the answers it
//!   sends, the name asked for, the line that says where the page stands;
//! - `socket.rs`: the web page's connection to the class (`wasm32` only), and its loop.
//!
//! The window holds one [`LiveClass`]. Its parts take what they read of the rest of the window
//! as parameters (the lecture, the plane, the classroom's files, the commands), and what the
//! teacher does with the class comes to them as [`crate::app::command::ClassAction`]s.

mod answers;
#[cfg(not(target_arch = "wasm32"))]
mod card;
pub mod coin_histogram;
#[cfg(not(target_arch = "wasm32"))]
mod remote;
#[cfg(not(target_arch = "wasm32"))]
pub mod report;
#[cfg(target_arch = "wasm32")]
pub(super) mod socket;
pub(super) mod student;
#[cfg(not(target_arch = "wasm32"))]
pub(super) mod teacher;

pub use student::StudentPage;
#[cfg(not(target_arch = "wasm32"))]
pub use teacher::{Shown, Teacher, classes_dir};

/// The window's part in a live class: the class it holds as the teacher's, or the student's
/// page it is.
#[derive(Default)]
pub struct LiveClass {
    /// The class the teacher's window holds (a web page holds none).
    #[cfg(not(target_arch = "wasm32"))]
    pub teacher: Teacher,
    /// The window as a student's page in a class, when it is one.
    pub student: Option<StudentPage>,
    /// Answers drawn over the plane instead of a live class's (the class's report draws each
    /// exercise's with them).
    pub overlay: Option<Vec<crate::class::protocol::SharedAnswer>>,
}

impl LiveClass {
    /// Makes the window a student's page in the class with `code`.
    pub fn join(&mut self, code: &str) {
        self.student = Some(StudentPage::new(code));
    }
}

/// `answers` drawn over the `plane` as the projector draws a class's (see `answers.rs`).
pub(super) fn paint_answers(
    ui: &egui::Ui,
    answers: &[crate::class::protocol::SharedAnswer],
    lecture: &crate::app::lecture::Lecture,
    plane: &crate::app::plane::PlaneState,
) {
    answers::paint(ui, answers, lecture, plane);
}
