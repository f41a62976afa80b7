//! Writing a finished file: atomically on the desktop (a crash never leaves half a file), and
//! in the web page as a download named by the path's file name.

use std::path::Path;

/// Writes a saved file: atomically to `path` on the desktop; in the web page, a download named
/// by `path`'s file name.
pub(in crate::app) fn write_out(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    #[cfg(not(target_arch = "wasm32"))]
    return crate::atomic::write(path, bytes);
    #[cfg(target_arch = "wasm32")]
    return crate::app::shell::web::download(path, bytes);
}
