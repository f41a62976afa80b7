//! The browser's side of the window (built for `wasm32` only): the page's address and its
//! fragment, the browser's file picker and dropped files, saving as a download, the page's
//! title and language.

use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use eframe::wasm_bindgen::{JsCast as _, JsValue};

use crate::t;

use crate::app::shell::file_names::{Chosen, LESSON_EXTENSION};

/// The page's address without its fragment.
pub fn page_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or_default().to_owned())
}

/// The page address's fragment when it starts with `marker` (`#lesson=`, `#script=`).
pub fn fragment(marker: &str) -> Option<String> {
    let hash = web_sys::window()?.location().hash().ok()?;
    hash.starts_with(marker).then_some(hash)
}

/// Shows the browser's file picker; the chosen file's name and bytes arrive on the receiver
/// (`None`: cancelled).
pub fn pick_file(title: &str) -> Receiver<Option<Chosen>> {
    let (tx, rx) = mpsc::channel();
    let dialog = rfd::AsyncFileDialog::new().set_title(title).add_filter(
        t!("files-filter-points-or-lesson"),
        &[
            "dat",
            "txt",
            "csv",
            "libsvm",
            "svm",
            LESSON_EXTENSION,
            "json",
        ],
    );
    wasm_bindgen_futures::spawn_local(async move {
        let chosen = match dialog.pick_file().await {
            Some(file) => Some(Chosen::File {
                name: file.file_name(),
                bytes: Arc::from(file.read().await),
            }),
            None => None,
        };
        let _ = tx.send(chosen);
    });
    rx
}

/// Reads a file dropped on the page; its name and bytes arrive on the receiver (`None`: the
/// browser could not read it).
pub fn read_dropped(file: egui::DroppedFileHandle) -> Receiver<Option<Chosen>> {
    let (tx, rx) = mpsc::channel();
    wasm_bindgen_futures::spawn_local(async move {
        let name = crate::app::shell::file_names::display_name(file.path());
        let chosen = match file.bytes_async().await {
            Ok(bytes) => Some(Chosen::File {
                name,
                bytes: Arc::from(bytes),
            }),
            Err(e) => {
                log::error!("linlab: could not read the dropped {name}: {e}");
                None
            }
        };
        let _ = tx.send(chosen);
    });
    rx
}

/// Saves `bytes` as a download named by `path`'s file name.
pub fn download(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let name = crate::app::shell::file_names::display_name(path);
    save_as(&name, bytes).map_err(|e| std::io::Error::other(format!("{e:?}")))
}

fn save_as(name: &str, bytes: &[u8]) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let parts = eframe::wasm_bindgen::JsValue::from(js_sys_array_of(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/octet-stream");
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    web_sys::Url::revoke_object_url(&url)?;
    Ok(())
}

/// `[Uint8Array(bytes)]`, the parts of a blob.
fn js_sys_array_of(bytes: &[u8]) -> web_sys::js_sys::Array {
    let array = web_sys::js_sys::Uint8Array::from(bytes);
    web_sys::js_sys::Array::of1(&array)
}

/// Sets the page's title to `title` (when it changed).
pub fn set_title(title: &str) {
    if let Some(document) = web_sys::window().and_then(|w| w.document())
        && document.title() != title
    {
        document.set_title(title);
    }
}

/// Sets the page's `data-layout` (where the app drew its parts, for the browser tests) to
/// `layout` (when it changed).
pub fn set_layout(layout: &str) {
    let body = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.body());
    set_attribute(body.map(Into::into), "data-layout", layout);
}

/// Sets the page's language (`<html lang>`, which screen readers and the browser's translation
/// offer follow) to the interface's (when it changed).
pub fn set_language(tag: &str) {
    let root = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element());
    set_attribute(root, "lang", tag);
}

/// Sets `element`'s attribute `name` to `value`, when it is not that already.
fn set_attribute(element: Option<web_sys::Element>, name: &str, value: &str) {
    if let Some(element) = element
        && element.get_attribute(name).as_deref() != Some(value)
    {
        let _ = element.set_attribute(name, value);
    }
}
