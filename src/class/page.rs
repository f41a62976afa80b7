//! The students' page as the class's server serves it: the files trunk built, read when the
//! class starts and gzip-compressed once on the server's thread, each with a tag for the
//! browsers' caches, so that 40 to 300 students download it once over one Wi-Fi and a reload
//! costs next to nothing.

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use axum::http::{HeaderMap, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

/// One file of the page: its type, its bytes as they are and gzip-compressed (when that is
/// smaller), and its tag for the browsers' caches.
pub(super) struct PageFile {
    kind: &'static str,
    bytes: axum::body::Bytes,
    gzipped: Option<axum::body::Bytes>,
    etag: String,
}

/// The page's files by path (`/index.html`, …).
pub(super) type Files = Arc<HashMap<String, PageFile>>;

/// Reads the student's page once, every file of `dir` and of its subdirectories one level down
/// (the catalogues a page fetches: `zh-TW/views.ftl`); [`compress`] compresses them.
pub(super) fn read_page(dir: &Path) -> std::io::Result<HashMap<String, PageFile>> {
    let mut files = HashMap::new();
    read_files(dir, "", &mut files, true)?;
    Ok(files)
}

/// The files of `dir` into `files` under `prefix`, and those of its subdirectories when
/// `with_subdirectories`.
fn read_files(
    dir: &Path,
    prefix: &str,
    files: &mut HashMap<String, PageFile>,
    with_subdirectories: bool,
) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
            continue;
        };
        if path.is_dir() && with_subdirectories {
            read_files(&path, &format!("{prefix}/{name}"), files, false)?;
            continue;
        }
        if !path.is_file() {
            continue;
        }
        let bytes = std::fs::read(&path)?;
        let etag = format!("\"{:08x}-{:x}\"", crc32(&bytes), bytes.len());
        let file = PageFile {
            kind: content_type(name),
            gzipped: None,
            bytes: bytes.into(),
            etag,
        };
        files.insert(format!("{prefix}/{name}"), file);
    }
    Ok(())
}

/// Compresses each file once (on the server's thread, before it serves: a second or so for the
/// wasm), where that makes it smaller: 40 to 300 students download the page over one Wi-Fi.
pub(super) fn compress(mut files: HashMap<String, PageFile>) -> Files {
    use std::io::Write as _;
    for file in files.values_mut() {
        let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::best());
        let gzipped = encoder
            .write_all(&file.bytes)
            .and_then(|()| encoder.finish())
            .ok();
        file.gzipped = gzipped
            .filter(|g| g.len() < file.bytes.len())
            .map(Into::into);
    }
    Arc::new(files)
}

/// The file's CRC-32, for its cache tag.
fn crc32(bytes: &[u8]) -> u32 {
    let mut crc = flate2::Crc::new();
    crc.update(bytes);
    crc.sum()
}

fn content_type(name: &str) -> &'static str {
    match name.rsplit('.').next() {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css",
        Some("png") => "image/png",
        Some("json") => "application/json",
        Some("otf") => "font/otf",
        Some("ftl" | "txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// A file of the page: gzip-compressed when the browser takes it, and "not modified" when the
/// browser has it already (a page reloaded by 200 students costs next to nothing).
pub(super) async fn serve_file(files: Files, uri: Uri, headers: HeaderMap) -> Response {
    let path = match uri.path() {
        "/" => "/index.html",
        path => path,
    };
    let Some(file) = files.get(path) else {
        if files.is_empty() {
            return (
                StatusCode::NOT_FOUND,
                "The student's page was not built: run `trunk build --release` and start the class again.",
            )
                .into_response();
        }
        return StatusCode::NOT_FOUND.into_response();
    };
    let header = |name| {
        headers
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("")
    };
    let cache = [
        (header::CONTENT_TYPE, file.kind.to_owned()),
        (header::CACHE_CONTROL, "no-cache".to_owned()),
        (header::ETAG, file.etag.clone()),
        (header::VARY, "Accept-Encoding".to_owned()),
    ];
    if header(header::IF_NONE_MATCH) == file.etag {
        return (StatusCode::NOT_MODIFIED, cache).into_response();
    }
    match &file.gzipped {
        Some(gzipped) if header(header::ACCEPT_ENCODING).contains("gzip") => {
            (cache, [(header::CONTENT_ENCODING, "gzip")], gzipped.clone()).into_response()
        }
        _ => (cache, file.bytes.clone()).into_response(),
    }
}
