//! What the classroom controls (files, lessons, the target, export, presentation) ask the app
//! to do: [`ClassroomAction`]s, carried by [`Command::Classroom`](super::Command::Classroom)
//! and applied at the end of the frame like every other command.

use std::path::PathBuf;
use std::sync::Arc;

use crate::read::Format;
use crate::t;

/// Something the classroom controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum ClassroomAction {
    /// The native dialog to open points or a lesson.
    OpenDialog,
    /// Opens a points file or a lesson (`.linlab`) from a path: the dialog's and a drop's path.
    OpenPath(PathBuf),
    /// Opens a points file or a lesson from its content: the browser's picker and drops.
    OpenBytes {
        name: String,
        bytes: Arc<[u8]>,
    },
    /// Plots features `x` and `y` (1-based) of the file waiting in the feature picker.
    PickFeatures {
        x: usize,
        y: usize,
    },
    CancelPick,
    SavePointsDialog,
    SavePoints {
        path: PathBuf,
        format: Format,
    },
    /// Saves the lesson where it was opened or last saved (asks for a place the first time).
    SaveLesson,
    SaveLessonDialog,
    SaveLessonTo(PathBuf),
    /// Ask where to save the lecture script.
    SaveScriptDialog,
    SaveScriptTo(PathBuf),
    /// Ask where to save the exercises' results.
    SaveResultsDialog,
    SaveResultsTo(PathBuf),
    /// Save the live class's results to this file.
    SaveClassResultsTo(PathBuf),
    ExportPngDialog(ExportSize),
    ExportPng {
        path: PathBuf,
        size: ExportSize,
    },
    ExportHistoryDialog,
    ExportHistory(PathBuf),
    TogglePresentation,
    DismissMessage,
    /// Puts the lesson's link on the clipboard.
    CopyLessonLink,
    /// The window to paste a lesson's link in.
    OpenLinkPrompt,
    /// Opens the lesson in a link's text (or a lesson's JSON).
    OpenLessonText(String),
}

/// The size of an exported picture.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ExportSize {
    /// The window's size in pixels.
    Window,
    /// Twice the window's size, with everything twice as large.
    Double,
    /// Exactly this many pixels.
    Pixels(u32, u32),
}

impl ExportSize {
    pub const CHOICES: [Self; 4] = [
        Self::Window,
        Self::Double,
        Self::Pixels(1920, 1080),
        Self::Pixels(3840, 2160),
    ];

    /// The size as the export menu names it.
    pub fn name(self) -> String {
        match self {
            Self::Window => t!("files-size-window").to_owned(),
            Self::Double => t!("files-size-double").to_owned(),
            Self::Pixels(w, h) => format!("{w}×{h}"),
        }
    }
}
