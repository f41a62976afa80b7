//! `linlab script render` end to end: a built-in lecture drawn on the stage at 1024×768, one PNG
//! of that size a scene and a layout.json whose rectangles lie inside the picture and whose
//! smallest text is 16 pixels or more; and a clear refusal (no panic) of a bad size, an unknown
//! lecture and a directory that cannot be made.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::support::{linlab, stderr, stdout};

const LECTURE: &str = "pla-step-by-step";
const SIZE: [u32; 2] = [1024, 768];
/// The least size of any text on the stage at [`SIZE`], in pixels: what the back row
/// of a room reads, 18 points on a projector.
const SMALLEST_TEXT_PX: f64 = 16.0;

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("linlab-render-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// The width and height a PNG's header gives.
fn png_size(path: &Path) -> [u32; 2] {
    let bytes = std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is a PNG",
        path.display()
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    let word =
        |at: usize| u32::from_be_bytes([bytes[at], bytes[at + 1], bytes[at + 2], bytes[at + 3]]);
    [word(16), word(20)]
}

/// Asserts that `rect` (`{x, y, width, height}` in pixels) is not empty and lies inside the
/// picture.
fn assert_inside(rect: &Value, what: &str) {
    let get = |key: &str| {
        rect[key]
            .as_f64()
            .unwrap_or_else(|| panic!("{what}: no {key} in {rect}"))
    };
    let (x, y, w, h) = (get("x"), get("y"), get("width"), get("height"));
    let [width, height] = SIZE.map(f64::from);
    // Rectangles are given to a tenth of a pixel.
    let slack = 0.1;
    assert!(w > 0.0 && h > 0.0, "{what}: {rect} is empty");
    assert!(
        x >= -slack && y >= -slack && x + w <= width + slack && y + h <= height + slack,
        "{what}: {rect} is not inside {width}×{height}"
    );
}

#[test]
fn a_built_in_lecture_is_drawn_scene_by_scene_with_its_layout() {
    let scenes = linlab::script::built_in(LECTURE)
        .expect("a built-in lecture")
        .script()
        .expect("it reads")
        .scenes
        .len();
    let out = scratch("stage");
    let size = format!("{}x{}", SIZE[0], SIZE[1]);
    let output = linlab(
        &[
            "script",
            "render",
            LECTURE,
            "--size",
            &size,
            "--presentation",
            "--lang",
            "en",
        ],
        &[("--out", &out)],
    );
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(
        stdout(&output).contains(&format!("{scenes} scenes")),
        "{}",
        stdout(&output)
    );

    let layout: Value = serde_json::from_slice(
        &std::fs::read(out.join("layout.json")).expect("layout.json is written"),
    )
    .expect("layout.json is JSON");
    assert_eq!(layout["presentation"], true);
    assert_eq!(layout["language"], "en");
    let listed = layout["scenes"].as_array().expect("a list of scenes");
    assert_eq!(listed.len(), scenes);
    let mut pictures = Vec::new();
    for (k, scene) in listed.iter().enumerate() {
        let file = format!("scene-{:02}.png", k + 1);
        assert_eq!(scene["scene"], k + 1);
        assert_eq!(scene["file"], file.as_str());
        assert_eq!(png_size(&out.join(&file)), SIZE, "{file}");
        assert_inside(&scene["window"], &format!("{file}: the window"));
        for part in ["main_view", "caption", "bar"] {
            assert!(!scene[part].is_null(), "{file}: the stage puts its {part}");
        }
        for part in ["main_view", "panel", "caption", "bar"] {
            if !scene[part].is_null() {
                assert_inside(&scene[part], &format!("{file}: {part}"));
            }
        }
        let smallest = scene["smallest_text_px"]
            .as_f64()
            .unwrap_or_else(|| panic!("{file}: no smallest_text_px in {scene}"));
        assert!(
            smallest >= SMALLEST_TEXT_PX,
            "{file}: {} is printed {smallest} px high",
            scene["smallest_text"]
        );
        pictures.push(std::fs::read(out.join(&file)).expect("read back"));
    }
    assert_eq!(
        std::fs::read_dir(&out).expect("the directory").count(),
        scenes + 1,
        "one picture a scene and layout.json, nothing else"
    );
    // Each scene is its own picture (the first scenes of this lecture all differ).
    for k in 1..pictures.len() {
        assert_ne!(
            pictures[k - 1],
            pictures[k],
            "scenes {k} and {} look alike",
            k + 1
        );
    }
    let _ = std::fs::remove_dir_all(&out);
}

#[test]
fn bad_sizes_unknown_lectures_and_unwritable_directories_are_refused_clearly() {
    let out = scratch("refused");
    let refused = |args: &[&str], out: &Path, says: &str| {
        let output = linlab(args, &[("--out", out)]);
        let message = stderr(&output);
        assert!(!output.status.success(), "{args:?} succeeds");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
        assert!(message.contains(says), "{args:?}: {message}");
    };
    for size in ["1024", "0x768", "100000x10", "wide"] {
        refused(
            &["script", "render", LECTURE, "--size", size, "--lang", "en"],
            &out,
            "is not a size",
        );
    }
    refused(
        &[
            "script",
            "render",
            "no-such-lecture",
            "--size",
            "64x48",
            "--lang",
            "en",
        ],
        &out,
        LECTURE,
    );
    assert!(!out.exists(), "nothing is written for a refused command");
    // A file where the directory should be.
    std::fs::write(&out, b"a file").expect("a scratch file");
    refused(
        &[
            "script", "render", LECTURE, "--size", "64x48", "--lang", "en",
        ],
        &out,
        "cannot write",
    );
    let _ = std::fs::remove_file(&out);
}
