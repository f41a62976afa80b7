//! Compiles the catalogues of `assets/i18n` into the crate: writes `$OUT_DIR/catalogues.rs`, the
//! files' stems (a key `stem-…` lives in `stem.ftl`) and every language's text of each file, so
//! that a catalogue added, removed or edited rebuilds the crate and `i18n` needs no list of its
//! own.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The languages' directories, in the order of `i18n::Language::ALL`.
const LANGUAGES: [&str; 2] = ["en", "zh-CN"];

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
    for language in LANGUAGES {
        let dir = catalogues.join(language);
        println!("cargo:rerun-if-changed=assets/i18n/{language}");
        out.push_str("    [\n");
        for file in &files {
            let path = dir.join(format!("{file}.ftl"));
            println!("cargo:rerun-if-changed={}", path.display());
            if path.exists() {
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
}
