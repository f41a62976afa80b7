//! What a lecture's controls, its editor and its exercises ask for.

use std::path::PathBuf;

use crate::i18n::Language;
use crate::script::{Script, Task};

/// What the lecture's controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum LectureAction {
    /// Play a script from its first scene.
    Open {
        script: Box<Script>,
        path: Option<PathBuf>,
    },
    /// Play the built-in lecture with this id.
    OpenBuiltIn(&'static str),
    Next,
    Previous,
    GoTo(usize),
    /// Keep the scene's state to explore, the script set aside.
    Leave,
    /// Return to the scene last shown.
    Back,
    /// Close the script.
    Close,
    /// Black the stage out, or bring it back.
    BlackOut,
    /// Open or close the presenter's screen.
    TogglePresenter,
    /// Open or close the editor.
    ToggleEditor,
    /// A new script whose first scene is the state shown.
    New,
    /// An edit of the script (undone by [`LectureAction::UndoEdit`]).
    Edit(ScriptEdit),
    UndoEdit,
    /// Save to the file it came from, else ask where.
    Save,
    SaveTo(PathBuf),
    CopyLink,
    /// The scene's exercise: an answer, Check, Show me, the hint.
    Task(TaskAction),
    /// Save the exercises' results (asks where), or save them to this file.
    SaveResults,
    SaveResultsTo(PathBuf),
    /// Put the results on the clipboard.
    CopyResults,
}

/// One edit of a script.
#[derive(Debug, Clone, PartialEq)]
pub enum ScriptEdit {
    Title(Language, String),
    /// The state shown, as a new scene after the current one.
    AddScene,
    /// The current scene takes the state shown.
    TakeState,
    Duplicate,
    Delete,
    /// Moves the current scene one place earlier (`true`) or later.
    Move {
        earlier: bool,
    },
    Caption(Language, String),
    /// The notes only the presenter's screen shows.
    Notes(Language, String),
    /// Asks the class a question at this scene (`false`: no question).
    Ask(bool),
    AskText(Language, String),
    /// Rings the point selected on the plane, or unrings it.
    ToggleRingSelected,
    RemoveHighlight(usize),
    /// Updates per second of the steps played into the scene (0: jump).
    Speed(f64),
    /// The scene's exercise.
    Task(TaskEdit),
}

/// An edit of a scene's exercise.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskEdit {
    /// The whole task (its kind and parameters), or none.
    Set(Option<Task>),
    Hint(Language, String),
    Explanation(Language, String),
}

/// What the exercise's controls ask for.
#[derive(Debug, Clone, PartialEq)]
pub enum TaskAction {
    /// The number typed so far.
    Type(String),
    /// The next click on the plane is the answer.
    AwaitSpot,
    /// The spot clicked.
    Spot([f64; 2]),
    Check,
    /// Flip the page's own coin (a coin-flip exercise), and answer with its heads.
    Flip,
    ShowMe,
    Hint,
}
