//! The build's profile, checked against the dependencies: every procedural macro the desktop
//! compiles is left unoptimised in the dev and test profiles (Cargo.toml's
//! `[profile.dev.package]`), as a macro is run by the compiler and never by a test. (The web
//! page's own macros are listed by hand: asking for its dependencies would download crates the
//! tests' build never fetched.)

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

/// The packages Cargo.toml's `[profile.dev.package]` table sets to `opt-level = 0`.
fn unoptimised_packages() -> BTreeSet<String> {
    let manifest =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .expect("Cargo.toml is readable");
    manifest
        .lines()
        .skip_while(|line| line.trim() != "[profile.dev.package]")
        .skip(1)
        .take_while(|line| !line.starts_with('['))
        .filter_map(|line| line.strip_suffix(" = { opt-level = 0 }"))
        .map(str::to_owned)
        .collect()
}

/// The procedural macros among the dependencies resolved for `platform`, by `cargo metadata`
/// (offline: the tests run after the crates of this platform were fetched to build them).
fn procedural_macros(platform: &str) -> BTreeSet<String> {
    let output = Command::new(env!("CARGO"))
        .args(["metadata", "--format-version", "1", "--offline", "--locked"])
        .args(["--filter-platform", platform])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        output.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let metadata: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("cargo metadata prints JSON");
    let resolved: BTreeSet<&str> = metadata["resolve"]["nodes"]
        .as_array()
        .expect("resolved nodes")
        .iter()
        .filter_map(|node| node["id"].as_str())
        .collect();
    metadata["packages"]
        .as_array()
        .expect("packages")
        .iter()
        .filter(|package| {
            package["id"]
                .as_str()
                .is_some_and(|id| resolved.contains(id))
        })
        .filter(|package| {
            package["targets"].as_array().is_some_and(|targets| {
                targets.iter().any(|target| {
                    target["kind"]
                        .as_array()
                        .is_some_and(|kinds| kinds.iter().any(|kind| kind == "proc-macro"))
                })
            })
        })
        .filter_map(|package| package["name"].as_str().map(str::to_owned))
        .collect()
}

#[test]
#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
fn every_procedural_macro_is_left_unoptimised_in_the_dev_profile() {
    let listed = unoptimised_packages();
    assert!(
        listed.contains("syn") && listed.contains("serde_derive"),
        "Cargo.toml's [profile.dev.package] was not read: {listed:?}"
    );
    let missing: Vec<String> = procedural_macros("x86_64-unknown-linux-gnu")
        .into_iter()
        .filter(|name| !listed.contains(name))
        .collect();
    assert!(
        missing.is_empty(),
        "procedural macros optimised in the dev profile: add `NAME = {{ opt-level = 0 }}` to \
         Cargo.toml's [profile.dev.package] for {missing:?}"
    );
}
