//! The teacher's phone as the remote, on the window's side: what it asked becomes the window's
//! own commands (the lecture's Previous, Next and Black out, the class's reveal and mode), and
//! the stage it shows (where the lecture stands, the scene's caption and notes in the teacher's
//! language, the mode, the tally) is made from the window's state each frame. The phone's page
//! and its token are the server's (`crate::class::remote`).

use crate::app::command::{ClassAction, Command, LectureAction};
use crate::app::lecture::{Lecture, caption};
use crate::class::protocol::{RemoteCommand, StageView};
use crate::class::server::Class;
use crate::i18n::Language;
use crate::t;

/// What the window does for the remote's `command`.
pub fn command_of(command: RemoteCommand) -> Option<Command> {
    Some(match command {
        RemoteCommand::Hello => return None,
        RemoteCommand::Previous => Command::Lecture(LectureAction::Previous),
        RemoteCommand::Next => Command::Lecture(LectureAction::Next),
        RemoteCommand::BlackOut => Command::Lecture(LectureAction::BlackOut),
        RemoteCommand::Reveal => Command::Class(ClassAction::Reveal),
        RemoteCommand::Mode { mode } => Command::Class(ClassAction::SetMode(mode)),
    })
}

/// The stage as the remote shows it: the lecture's scene `shown` (none while the teacher
/// explores), in `language`.
pub fn stage_view(
    lecture: &Lecture,
    shown: Option<usize>,
    class: &Class,
    language: Language,
) -> StageView {
    let mode = class.mode();
    let script = lecture.script.as_ref();
    let joined = class.roster().connected();
    let mut view = StageView {
        scene: shown,
        of: script.map_or(0, |s| s.scenes.len()),
        title: script.map_or_else(String::new, |s| s.title.in_language(language).to_owned()),
        heading: t!("presenter-remote-exploring").to_owned(),
        mode,
        blacked_out: lecture.blacked_out,
        joined,
        tally: t!("presenter-remote-here", n = joined),
        ..StageView::default()
    };
    let Some((k, scene)) = shown
        .zip(script)
        .and_then(|(k, s)| Some((k, s.scenes.get(k)?)))
    else {
        return view;
    };
    view.heading = t!("views-lecture-scene-of", k = k + 1, n = view.of);
    view.caption = caption::plain(&lecture.caption_text(k, language));
    view.notes = lecture
        .scene_text(k, scene.notes.in_language(language))
        .into_owned();
    if scene.task.is_some() {
        let tally = class.roster().tally(k);
        view.exercise = true;
        view.revealed = class.revealed() == Some(k);
        view.answered = tally.answered;
        view.right = tally.right;
        view.tally = format!(
            "{} · {}",
            t!("presenter-remote-here", n = joined),
            t!(
                "views-class-tally",
                answered = tally.answered,
                right = tally.right,
                wrong = tally.wrong
            )
        );
    }
    view
}
