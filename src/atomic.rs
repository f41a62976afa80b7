//! Saving without ever leaving a half-written file: write a temporary file beside the target,
//! flush it to disk, then rename it over the target. A crash or kill at any moment leaves
//! either the old file or the new one, never a mix (rename is atomic on one file system).

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` atomically (see the module doc).
pub fn write(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_with(path, |file| file.write_all(bytes))
}

/// Like [`write`], with the content produced by `fill`. If `fill` fails, the target is
/// untouched and the temporary file is removed.
pub fn write_with(path: &Path, fill: impl FnOnce(&mut File) -> io::Result<()>) -> io::Result<()> {
    let temporary = temporary_path(path);
    let result = (|| {
        {
            // Closed before the rename.
            let mut file = File::create(&temporary)?;
            fill(&mut file)?;
            file.sync_all()?;
        }
        fs::rename(&temporary, path)?;
        // Make the rename itself durable where the platform allows it.
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty())
            && let Ok(dir) = File::open(dir)
        {
            let _ = dir.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = fs::remove_file(&temporary);
    }
    result
}

/// `dir/.name.linlab-tmp-PID`: beside the target (same file system), hidden, unique per process.
fn temporary_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    path.with_file_name(format!(".{name}.linlab-tmp-{}", std::process::id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fresh folder (removed when dropped) and the path of a file in it.
    fn scratch() -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::Builder::new()
            .prefix("linlab-atomic-")
            .tempdir()
            .expect("temp dir");
        let path = dir.path().join("points.dat");
        (dir, path)
    }

    #[test]
    fn replaces_the_file_whole() {
        let (_dir, path) = scratch();
        write(&path, b"old").expect("first save");
        write(&path, b"new content").expect("second save");
        assert_eq!(fs::read(&path).expect("readable"), b"new content");
        let leftovers: Vec<_> = fs::read_dir(path.parent().expect("dir"))
            .expect("dir")
            .collect();
        assert_eq!(leftovers.len(), 1, "no temporary file left behind");
    }

    #[test]
    fn a_write_interrupted_part_way_leaves_the_old_file() {
        let (_dir, path) = scratch();
        write(&path, b"1 2 1\n3 4 -1\n").expect("first save");
        let failed = write_with(&path, |file| {
            file.write_all(b"5 6 1\n7 8")?;
            Err(io::Error::other("killed part-way"))
        });
        assert!(failed.is_err());
        assert_eq!(fs::read(&path).expect("readable"), b"1 2 1\n3 4 -1\n");
        let leftovers = fs::read_dir(path.parent().expect("dir"))
            .expect("dir")
            .count();
        assert_eq!(leftovers, 1, "the temporary file is removed");
    }

    #[test]
    fn an_unwritable_place_is_an_error_not_a_panic() {
        let path = Path::new("/nonexistent-linlab-dir/points.dat");
        assert!(write(path, b"x").is_err());
    }
}
