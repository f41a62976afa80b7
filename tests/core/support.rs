//! What the tests without a window share: the shared folder's files, the test corpus, running
//! the `linlab` binary in English, and reading its JSON.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

/// A file of `../shared` (the course's data, the reference answers).
pub fn shared(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(path)
}

/// A reference file of `../shared/reference`.
pub fn reference(name: &str) -> PathBuf {
    shared("reference").join(name)
}

/// A file of the test corpus, `tests/data`.
pub fn corpus(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

/// Runs linlab with `args` and each `(flag, file)`, in English whatever the machine's language
/// (a test may still pass `--lang`).
pub fn linlab(args: &[&str], files: &[(&str, &Path)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_linlab"));
    command
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env("LANG", "C")
        .args(args);
    for (flag, path) in files {
        command.arg(flag).arg(path);
    }
    command.output().expect("linlab runs")
}

/// The one JSON object a successful run printed.
pub fn json(output: &Output) -> Value {
    assert!(
        output.status.success(),
        "exit {:?}: {}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    serde_json::from_slice(&output.stdout).expect("one JSON object on stdout")
}

pub fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A JSON array of numbers.
pub fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap_or_else(|| panic!("an array, not {v}"))
        .iter()
        .map(|x| x.as_f64().expect("a number"))
        .collect()
}
