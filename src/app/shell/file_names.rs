//! Files by their names: how a path is named in messages, which format a name asks for, which
//! names are lessons, the extension a saved file gets, and what a dialog hands over (a path on
//! the desktop, a name and its bytes in the browser).

use std::path::{Path, PathBuf};
#[cfg(target_arch = "wasm32")]
use std::sync::Arc;

use crate::read::Format;

/// The extension of lesson files.
pub const LESSON_EXTENSION: &str = "linlab";

/// The file name for messages.
pub fn display_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The format a points file is saved in, by its extension (whitespace unless .csv or .libsvm).
pub fn format_of(path: &Path) -> Format {
    match extension(path).as_deref() {
        Some("csv") => Format::Csv,
        Some("libsvm" | "svm") => Format::Libsvm,
        _ => Format::Whitespace,
    }
}

pub fn extension(path: &Path) -> Option<String> {
    path.extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase)
}

pub fn is_lesson(path: &Path) -> bool {
    matches!(extension(path).as_deref(), Some(LESSON_EXTENSION | "json"))
}

pub fn with_extension(path: PathBuf, wanted: &str) -> PathBuf {
    if extension(&path).as_deref() == Some(wanted) {
        path
    } else {
        let mut name = path.clone().into_os_string();
        name.push(".");
        name.push(wanted);
        PathBuf::from(name)
    }
}

/// What a dialog gave: a path (the desktop) or a file's content (the browser).
pub enum Chosen {
    #[cfg(not(target_arch = "wasm32"))]
    Path(PathBuf),
    #[cfg(target_arch = "wasm32")]
    File { name: String, bytes: Arc<[u8]> },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_by_extension() {
        assert_eq!(format_of(Path::new("a.CSV")), Format::Csv);
        assert_eq!(format_of(Path::new("a.libsvm")), Format::Libsvm);
        assert_eq!(format_of(Path::new("a.dat")), Format::Whitespace);
        assert_eq!(format_of(Path::new("a")), Format::Whitespace);
        assert!(is_lesson(Path::new("x.linlab")));
        assert!(!is_lesson(Path::new("x.dat")));
        assert_eq!(
            with_extension(PathBuf::from("/t/l"), "linlab"),
            PathBuf::from("/t/l.linlab")
        );
        assert_eq!(
            with_extension(PathBuf::from("/t/l.linlab"), "linlab"),
            PathBuf::from("/t/l.linlab")
        );
    }
}
