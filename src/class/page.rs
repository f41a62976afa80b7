//! The students' page as the class's server serves it: the files trunk built, read when the
//! class starts and gzip-compressed once on the server's thread, each with a tag for the
//! browsers' caches, so that 40 to 300 students download it once over one Wi-Fi and a reload
//! costs next to nothing. The page's code (the JS glue and the wasm) is asked for by a name
//! that carries its version (`/linlab_bg.wasm?v=…`, written into index.html as it is read), so
//! a browser keeps it for good: a reload, the second lecture or the next day's class ask for
//! nothing but index.html while the page is the same.

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

impl PageFile {
    /// The file named `name` (its type told by its extension) of `bytes`, tagged, not yet
    /// compressed.
    fn new(name: &str, bytes: Vec<u8>) -> Self {
        Self {
            kind: content_type(name),
            etag: tag(&bytes),
            bytes: bytes.into(),
            gzipped: None,
        }
    }
}

/// The page's files by path (`/index.html`, …).
pub(super) type Files = Arc<HashMap<String, PageFile>>;

/// Reads the student's page once, every file of `dir` and of its subdirectories one level down
/// (the catalogues a page fetches: `zh-TW/views.ftl`); [`compress`] compresses them.
pub(super) fn read_page(dir: &Path) -> std::io::Result<HashMap<String, PageFile>> {
    let mut files = HashMap::new();
    read_files(dir, "", &mut files, true)?;
    version_the_code(&mut files);
    Ok(files)
}

/// Whether a file is the page's code, which index.html asks for by a versioned name.
fn is_code(path: &str) -> bool {
    path.rsplit_once('/').is_some_and(|(dir, _)| dir.is_empty())
        && (path.ends_with(".js") || path.ends_with(".wasm"))
}

/// The query that names this version of a file: its tag without the quotes.
fn version_query(file: &PageFile) -> String {
    format!("v={}", file.etag.trim_matches('"'))
}

/// Rewrites index.html to ask for each file of code by its versioned name (`'/linlab.js'` →
/// `'/linlab.js?v=…'`), and tags index.html anew.
fn version_the_code(files: &mut HashMap<String, PageFile>) {
    let versioned: Vec<(String, String)> = files
        .iter()
        .filter(|(path, _)| is_code(path))
        .map(|(path, file)| (path.clone(), format!("{path}?{}", version_query(file))))
        .collect();
    let Some(index) = files.get_mut("/index.html") else {
        return;
    };
    let Ok(mut html) = String::from_utf8(index.bytes.to_vec()) else {
        return;
    };
    for (path, with_version) in &versioned {
        for quote in ['\'', '"'] {
            html = html.replace(
                &format!("{quote}{path}{quote}"),
                &format!("{quote}{with_version}{quote}"),
            );
        }
    }
    let bytes = html.into_bytes();
    index.etag = tag(&bytes);
    index.bytes = bytes.into();
}

/// A file's tag for the browsers' caches: its CRC-32 and its length.
fn tag(bytes: &[u8]) -> String {
    format!("\"{:08x}-{:x}\"", crc32(bytes), bytes.len())
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
        let file = PageFile::new(name, std::fs::read(&path)?);
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
        Some("ttf") => "font/ttf",
        Some("ftl" | "txt") => "text/plain; charset=utf-8",
        _ => "application/octet-stream",
    }
}

/// A file of the page: gzip-compressed when the browser takes it, and "not modified" when the
/// browser has it already (a page reloaded by 200 students costs next to nothing). Asked for
/// by its version, it is kept for a year and never asked for again.
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
    let lifetime = if uri.query() == Some(version_query(file).as_str()) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    let cache = [
        (header::CONTENT_TYPE, file.kind.to_owned()),
        (header::CACHE_CONTROL, lifetime.to_owned()),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The page asks for the files it fetches beside it by versions computed when the crate is
    /// built (`page_files`): they must be those this server names the same bytes by.
    #[test]
    fn the_page_asks_for_its_files_by_the_versions_served() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        for (page_path, source, query) in crate::page_files::VERSIONS {
            let bytes = std::fs::read(root.join(source)).expect("a file index.html copies");
            let file = PageFile::new(page_path, bytes);
            assert_eq!(version_query(&file), query, "{page_path}");
        }
    }
}
