//! Compiles the catalogues of `assets/i18n` into the crate: writes `$OUT_DIR/catalogues.rs`, the
//! files' stems (a key `stem-…` lives in `stem.ftl`) and every language's text of each file, so
//! that a catalogue added, removed or edited rebuilds the crate and `i18n` needs no list of its
//! own (the web page goes without the command line's help, `cli.ftl`, and without the catalogues
//! of languages other than English: it fetches its language's beside it, `dist/<tag>/*.ftl`). Copies the built-in
//! lectures of `assets/scripts` to `$OUT_DIR/scripts/`: as they are for the desktop, and for the
//! web page only their titles (the page fetches a lecture beside it when it is opened, as
//! `index.html` has trunk copy them: a class's phones receive their scenes from the teacher and
//! never download them).

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The catalogues only the command line reads: the web page, which has none, is built without
/// their text.
const NATIVE_ONLY: [&str; 1] = ["cli"];

/// The languages' directories, in the order of `i18n::Language::ALL`.
const LANGUAGES: [&str; 3] = ["en", "zh-CN", "zh-TW"];

fn stems(dir: &Path) -> Vec<String> {
    let mut stems: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|entry| {
            let path = entry.expect("a directory entry").path();
            let is_catalogue = path.extension().is_some_and(|e| e == "ftl");
            is_catalogue.then(|| path.file_stem()?.to_str().map(str::to_owned))?
        })
        .collect();
    stems.sort();
    stems
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets it"));
    let catalogues = root.join("assets/i18n");
    println!("cargo:rerun-if-changed=assets/i18n");
    let files = stems(&catalogues.join(LANGUAGES[0]));
    let mut out = String::new();
    let quoted: Vec<String> = files.iter().map(|f| format!("{f:?}")).collect();
    let _ = writeln!(
        out,
        "/// The catalogue files' stems, sorted.\nconst FILES: [&str; {}] = [{}];",
        files.len(),
        quoted.join(", ")
    );
    let _ = writeln!(
        out,
        "/// Each language's text of each file of [`FILES`] (empty where it has none).\n\
         const TEXTS: [[&str; {}]; {}] = [",
        files.len(),
        LANGUAGES.len()
    );
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    for language in LANGUAGES {
        let dir = catalogues.join(language);
        println!("cargo:rerun-if-changed=assets/i18n/{language}");
        out.push_str("    [\n");
        for file in &files {
            let path = dir.join(format!("{file}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            // The web page carries the English catalogue and fetches its language's beside it.
            let left_out =
                web && (NATIVE_ONLY.contains(&file.as_str()) || language != LANGUAGES[0]);
            if path.exists() && !left_out {
                let _ = writeln!(
                    out,
                    "        include_str!({:?}),",
                    path.display().to_string()
                );
            } else {
                out.push_str("        \"\",\n");
            }
        }
        out.push_str("    ],\n");
    }
    out.push_str("];\n");
    let target =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("catalogues.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    copy_scripts(&root);
}

/// The built-in lectures into `$OUT_DIR/scripts/`; on the web only their titles.
fn copy_scripts(root: &Path) {
    let scripts = root.join("assets/scripts");
    println!("cargo:rerun-if-changed=assets/scripts");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("scripts");
    std::fs::create_dir_all(&out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    let web = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|arch| arch == "wasm32");
    for entry in
        std::fs::read_dir(&scripts).unwrap_or_else(|e| panic!("{}: {e}", scripts.display()))
    {
        let path = entry.expect("a directory entry").path();
        if path.extension().is_none_or(|e| e != "json") {
            continue;
        }
        println!("cargo:rerun-if-changed={}", path.display());
        let text =
            std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let text = if web { title_only(&text, &path) } else { text };
        let target = out.join(path.file_name().expect("a file name"));
        std::fs::write(&target, text).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
    }
}

/// A script's JSON with its title only, compact.
fn title_only(text: &str, path: &Path) -> String {
    let script: serde_json::Value =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::json!({ "title": script["title"] }).to_string()
}
