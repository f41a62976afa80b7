//! A picture of one scene of a lecture on the stage, as a projector shows it, with answers drawn
//! over its plane as the class's are (the class's report draws each exercise so).

use super::OffscreenWindow;
use crate::app::App;
use crate::app::command::{ClassroomAction, Command, LectureAction};
use crate::app::prefs::{Prefs, Viewer};
use crate::class::protocol::SharedAnswer;
use crate::i18n::Language;
use crate::script::Script;
use crate::t;

/// The size of a scene's picture, in pixels: the stage as a projector shows it.
const PICTURE_SIZE: [u32; 2] = [1024, 768];

/// The scene `k` of `script` on the stage with `answers` drawn on it, as a PNG, and its
/// caption's first line with its fields filled in (the numbers of the scene), without its
/// Markdown.
pub fn scene_picture(
    script: &Script,
    k: usize,
    answers: Vec<SharedAnswer>,
    language: Language,
) -> Result<(Vec<u8>, String), String> {
    let mut app = App::with_points(Prefs::default(), Vec::new()).with_viewer(Viewer {
        language,
        ..Viewer::default()
    });
    let mut window = OffscreenWindow::new(PICTURE_SIZE);
    let settle = |app: &mut App, window: &mut OffscreenWindow| {
        window
            .settle(app)
            .map_err(|e| t!("cli-render-never-settles", frames = e.frames.to_string()))
    };
    app.push_command(Command::Classroom(ClassroomAction::TogglePresentation));
    app.push_command(Command::Lecture(LectureAction::Open {
        script: Box::new(script.clone()),
        path: None,
    }));
    app.push_command(Command::Lecture(LectureAction::GoTo(k)));
    app.push_command(Command::Classroom(ClassroomAction::DismissMessage));
    app.live_class_mut().overlay = Some(answers);
    settle(&mut app, &mut window)?;
    let image = window.picture().map_err(|e| e.to_string())?;
    let png = crate::app::encode_png(&image).map_err(|e| e.to_string())?;
    let caption = app.lecture().caption_text(k, language);
    let line = caption.lines().next().unwrap_or("");
    Ok((png, line.replace("**", "").replace('`', "")))
}
