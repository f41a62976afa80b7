//! What the tests without a window share: the shared folder's files, the test corpus, files
//! written for a test (removed when it ends), running the `linlab` binary in English, reading
//! its JSON, and an oracle of separability that does not call the library.

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

/// The reference files whose names `picks`, in the order of their names, each with its JSON.
pub fn reference_json(picks: impl Fn(&str) -> bool) -> Vec<(PathBuf, Value)> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(shared("reference"))
        .expect("shared/reference exists beside the project")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.file_name().and_then(|n| n.to_str()).is_some_and(&picks))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable json");
            (p, serde_json::from_str(&text).expect("valid json"))
        })
        .collect()
}

/// A file of the test corpus, `tests/data`.
pub fn corpus(path: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(path)
}

/// A file written for a test, in a fresh folder of its own; both are removed when it is dropped.
/// It reads as the file's path.
pub struct ScratchFile {
    path: PathBuf,
    _folder: tempfile::TempDir,
}

impl ScratchFile {
    /// Writes `text` to a file called `name`.
    pub fn new(name: &str, text: &str) -> Self {
        let folder = tempfile::Builder::new()
            .prefix("linlab-test-")
            .tempdir()
            .expect("a temporary folder");
        let path = folder.path().join(name);
        std::fs::write(&path, text).expect("a temporary file");
        Self {
            path,
            _folder: folder,
        }
    }
}

impl std::ops::Deref for ScratchFile {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.path
    }
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

/// Whether a line strictly separates the ○ (`plus`) from the × points of the integer grid
/// [−4, 4]², found by brute force over directions, with no call into the library: the
/// directions u with u·(p − q) > 0 for every ○ p and × q form an open cone bounded by normals
/// of differences p − q, so when it is not empty it holds one of those normals turned by a
/// hair (atan 1/1000, far below the 1/128 radian between two grid differences' directions).
pub fn separable_by_brute_force(plus: &[[i64; 2]], minus: &[[i64; 2]]) -> bool {
    let differences: Vec<[i64; 2]> = plus
        .iter()
        .flat_map(|p| minus.iter().map(move |q| [p[0] - q[0], p[1] - q[1]]))
        .collect();
    let separates = |u: [i64; 2]| differences.iter().all(|d| u[0] * d[0] + u[1] * d[1] > 0);
    differences.iter().any(|d| {
        [1, -1].into_iter().any(|side| {
            [1, -1].into_iter().any(|turn| {
                let normal = [-d[1] * side, d[0] * side];
                separates([
                    1000 * normal[0] + turn * d[0],
                    1000 * normal[1] + turn * d[1],
                ])
            })
        })
    })
}
