//! `linlab script render`: every scene of a lecture script drawn as the window shows it, one PNG
//! a scene, for slides and handouts, and `layout.json`, where each scene's parts landed in
//! pixels (the main view, the panel beside it, the caption with the question, the lecture bar)
//! and how large its smallest text was printed.
//!
//! The window runs without a screen ([`OffscreenWindow`]): the app as it starts with default
//! preferences in the language asked for, presentation mode on if asked, the script opened and
//! each scene gone to in turn, frames run until the scene rests (a replay finished, animations
//! over), and the last frame drawn by the CPU renderer the Export menu uses. No GPU is needed.

use std::path::{Path, PathBuf};

use serde::Serialize;

use crate::app::{
    App, ClassroomAction, Command, LectureAction, OffscreenWindow, Prefs, Viewer, smallest_printed,
};
use crate::script::{self, BUILT_IN, Script};
use crate::t;

/// The largest side of a picture, in pixels.
const MAX_SIDE: u32 = 8192;

/// A picture's size in pixels, as `--size WxH` gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PictureSize {
    pub width: u32,
    pub height: u32,
}

/// Reads `WxH` (or `W×H`): two whole numbers from 1 to [`MAX_SIDE`].
pub fn parse_size(text: &str) -> Result<PictureSize, String> {
    let bad = || {
        t!(
            "cli-render-size-invalid",
            size = format!("{text:?}"),
            max = MAX_SIDE.to_string()
        )
    };
    let (w, h) = text.split_once(['x', 'X', '×']).ok_or_else(bad)?;
    let side = |s: &str| {
        s.trim()
            .parse::<u32>()
            .ok()
            .filter(|n| (1..=MAX_SIDE).contains(n))
    };
    match (side(w), side(h)) {
        (Some(width), Some(height)) => Ok(PictureSize { width, height }),
        _ => Err(bad()),
    }
}

/// A rectangle in the picture's pixels.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct PixelRect {
    pub x: f32,
    pub y: f32,
    pub width: f32,
    pub height: f32,
}

impl PixelRect {
    /// `rect` (in points) in pixels, to a tenth of a pixel.
    fn of(rect: egui::Rect, pixels_per_point: f32) -> Self {
        let pixels = |points: f32| (points * pixels_per_point * 10.0).round() / 10.0;
        Self {
            x: pixels(rect.min.x),
            y: pixels(rect.min.y),
            width: pixels(rect.width()),
            height: pixels(rect.height()),
        }
    }
}

/// Where one scene's parts landed, in pixels (`null` where a part is not shown, or not known
/// outside the stage).
#[derive(Debug, Clone, Serialize)]
pub struct SceneLayout {
    /// The scene's number, from 1.
    pub scene: usize,
    /// Its picture, in the output directory.
    pub file: String,
    pub window: PixelRect,
    pub main_view: Option<PixelRect>,
    pub panel: Option<PixelRect>,
    pub caption: Option<PixelRect>,
    pub bar: Option<PixelRect>,
    /// The size of the smallest text seen in the picture, in pixels, as it was laid out (a
    /// subscript beside larger letters counts as part of its text); `null` in a picture with
    /// no text.
    pub smallest_text_px: Option<f32>,
    /// That text's words.
    pub smallest_text: Option<String>,
}

/// What `layout.json` holds.
#[derive(Debug, Clone, Serialize)]
pub struct RenderLayout {
    pub script: String,
    pub language: &'static str,
    pub presentation: bool,
    /// `[width, height]` of every picture.
    pub size: [u32; 2],
    /// The window's pixels per point (its text size): a point in egui is this many pixels.
    pub pixels_per_point: f32,
    pub scenes: Vec<SceneLayout>,
}

/// A built-in lecture by id, else the script file at that path; a name that is neither says
/// which ids there are.
fn open(name: &str) -> Result<(Script, Option<PathBuf>), String> {
    if let Some(built_in) = script::built_in(name) {
        return built_in
            .script()
            .map(|s| (s, None))
            .map_err(|e| e.to_string());
    }
    let path = Path::new(name);
    if !path.exists() {
        let ids: Vec<&str> = BUILT_IN.iter().map(|b| b.id).collect();
        return Err(t!(
            "cli-render-unknown-script",
            script = name,
            ids = ids.join(t!("core-cli-list-separator"))
        ));
    }
    Script::load(path)
        .map(|s| (s, Some(path.to_owned())))
        .map_err(|e| e.to_string())
}

/// The file name of scene `k` (from 0) of `n`: `scene-01.png`, …, zero-padded to at least two
/// digits so that the files sort in order.
fn file_name(k: usize, n: usize) -> String {
    let digits = n.to_string().len().max(2);
    format!("scene-{:0digits$}.png", k + 1)
}

/// Writes `bytes` to `dir/name`, saying which file could not be written.
fn write(dir: &Path, name: &str, bytes: &[u8]) -> Result<(), String> {
    let path = dir.join(name);
    crate::atomic::write(&path, bytes).map_err(|e| {
        t!(
            "core-cli-script-write",
            file = path.display().to_string(),
            problem = e.to_string()
        )
    })
}

/// The rectangles of the scene shown: the stage's, else (outside presentation mode) the plane's
/// as the main view; and its smallest text.
fn scene_layout(app: &App, window: &OffscreenWindow, scene: usize, file: String) -> SceneLayout {
    let ppp = window.pixels_per_point();
    let in_pixels = |rect: Option<egui::Rect>| rect.map(|r| PixelRect::of(r, ppp));
    let plane = app.plane().rect_on_screen();
    let stage = app.stage_layout();
    let [width, height] = window.size();
    let in_points = egui::vec2(width as f32, height as f32) / ppp;
    let smallest = smallest_printed(
        window.shapes(),
        egui::Rect::from_min_size(egui::Pos2::ZERO, in_points),
    );
    SceneLayout {
        scene,
        file,
        window: PixelRect {
            x: 0.0,
            y: 0.0,
            width: width as f32,
            height: height as f32,
        },
        main_view: in_pixels(stage.as_ref().map_or(plane, |s| s.main_view)),
        panel: in_pixels(stage.as_ref().and_then(|s| s.panel)),
        caption: in_pixels(stage.as_ref().and_then(|s| s.caption)),
        bar: in_pixels(stage.as_ref().and_then(|s| s.bar)),
        // Down to a tenth of a pixel, so that 15.96 is not said as 16.
        smallest_text_px: smallest
            .as_ref()
            .map(|text| (text.size * ppp * 10.0).floor() / 10.0),
        smallest_text: smallest.map(|text| text.text),
    }
}

/// Renders every scene of `name` (a file or a built-in id) at `size` into `out`, with
/// `layout.json`; says what was written.
pub fn render(
    name: &str,
    size: PictureSize,
    presentation: bool,
    out: &Path,
) -> Result<String, String> {
    let (script, path) = open(name)?;
    std::fs::create_dir_all(out).map_err(|e| {
        t!(
            "core-cli-script-write",
            file = out.display().to_string(),
            problem = e.to_string()
        )
    })?;
    let language = crate::i18n::language();
    let mut app = App::with_points(Prefs::default(), Vec::new()).with_viewer(Viewer {
        language,
        ..Viewer::default()
    });
    let mut window = OffscreenWindow::new([size.width, size.height]);
    let settle = |app: &mut App, window: &mut OffscreenWindow| {
        window
            .settle(app)
            .map_err(|e| t!("cli-render-never-settles", frames = e.frames.to_string()))
    };
    settle(&mut app, &mut window)?;
    if presentation {
        app.push_command(Command::Classroom(ClassroomAction::TogglePresentation));
    }
    let n = script.scenes.len();
    app.push_command(Command::Lecture(LectureAction::Open {
        script: Box::new(script),
        path,
    }));
    settle(&mut app, &mut window)?;
    let mut scenes = Vec::with_capacity(n);
    for k in 0..n {
        app.push_command(Command::Lecture(LectureAction::GoTo(k)));
        // The banner's word that the lecture opened is for the person at the window.
        app.push_command(Command::Classroom(ClassroomAction::DismissMessage));
        settle(&mut app, &mut window)?;
        let file = file_name(k, n);
        let image = window.picture().map_err(|e| e.to_string())?;
        let png = crate::app::encode_png(&image).map_err(|e| e.to_string())?;
        write(out, &file, &png)?;
        scenes.push(scene_layout(&app, &window, k + 1, file));
    }
    let layout = RenderLayout {
        script: name.to_owned(),
        language: language.tag(),
        presentation,
        size: [size.width, size.height],
        pixels_per_point: window.pixels_per_point(),
        scenes,
    };
    let json = serde_json::to_string_pretty(&layout).map_err(|e| e.to_string())?;
    write(out, "layout.json", json.as_bytes())?;
    Ok(t!(
        "cli-render-written",
        scenes = n.to_string(),
        dir = out.display().to_string(),
        width = size.width.to_string(),
        height = size.height.to_string()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_two_whole_numbers_in_range() {
        let size = |width, height| PictureSize { width, height };
        assert_eq!(parse_size("1024x768"), Ok(size(1024, 768)));
        assert_eq!(parse_size("1920×1080"), Ok(size(1920, 1080)));
        assert_eq!(parse_size("8X8"), Ok(size(8, 8)));
        for bad in ["1024", "0x768", "1024x", "-3x4", "1.5x2", "9000x10", "axb"] {
            assert!(parse_size(bad).is_err(), "{bad} is not a size");
        }
    }

    #[test]
    fn scene_files_sort_in_order() {
        assert_eq!(file_name(0, 7), "scene-01.png");
        assert_eq!(file_name(11, 12), "scene-12.png");
        assert_eq!(file_name(4, 120), "scene-005.png");
    }

    #[test]
    fn a_name_that_is_neither_a_lecture_nor_a_file_lists_the_lectures() {
        let Err(message) = open("no-such-lecture-or-file") else {
            panic!("it opens");
        };
        assert!(message.contains(BUILT_IN[0].id), "{message}");
    }
}
