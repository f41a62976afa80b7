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
    write_page_versions(&root);
}

/// The version of each file the web page fetches beside its wasm, as the class's server names
/// its bytes (`v=<CRC-32>-<length>`, `src/class/page.rs`), into `$OUT_DIR/page_versions.rs`:
/// the files index.html has trunk copy as they are (its `copy-file` and `copy-dir` links), but
/// the lectures, which the post-build hook rewrites without their notes.
fn write_page_versions(root: &Path) {
    println!("cargo:rerun-if-changed=index.html");
    let index = root.join("index.html");
    let html =
        std::fs::read_to_string(&index).unwrap_or_else(|e| panic!("{}: {e}", index.display()));
    let mut files: Vec<(String, String)> = Vec::new();
    for line in html.lines() {
        let href = |rel: &str| {
            let rest = line
                .split(&format!("data-trunk rel=\"{rel}\" href=\""))
                .nth(1)?;
            rest.split('"').next()
        };
        if let Some(source) = href("copy-file") {
            let name = source.rsplit('/').next().unwrap_or(source);
            files.push((name.to_owned(), source.to_owned()));
        } else if let Some(dir) = href("copy-dir").filter(|d| *d != "assets/scripts") {
            let dir_name = dir.rsplit('/').next().unwrap_or(dir);
            let mut names: Vec<String> = std::fs::read_dir(root.join(dir))
                .unwrap_or_else(|e| panic!("{dir}: {e}"))
                .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
                .collect();
            names.sort();
            for name in names {
                files.push((format!("{dir_name}/{name}"), format!("{dir}/{name}")));
            }
        }
    }
    let mut out = format!(
        "/// Each file the page fetches beside its wasm, as it asks for it, the file it is copied\n\
         /// from, and the version query the class's server names its bytes by.\n\
         pub(crate) const VERSIONS: [(&str, &str, &str); {}] = [\n",
        files.len()
    );
    for (page_path, source) in &files {
        println!("cargo:rerun-if-changed={source}");
        let path = root.join(source);
        let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let crc = crc32fast::hash(&bytes);
        let version = format!("v={crc:08x}-{:x}", bytes.len());
        let _ = writeln!(out, "    ({page_path:?}, {source:?}, {version:?}),");
    }
    out.push_str("];\n");
    let target =
        PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets it")).join("page_versions.rs");
    std::fs::write(&target, out).unwrap_or_else(|e| panic!("{}: {e}", target.display()));
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
