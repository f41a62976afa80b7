//! The web page's side of the app (built for `wasm32` only): starting eframe's web runner on
//! the page's canvas, the browser's file picker, saving as a download, the lesson in the page's
//! address, the session in local storage, and the page's title.
//!
//! The title says the state in a few words ("linlab — 41 points, t = 1 — Paused at t = 1."),
//! so a person sees it on the tab and a headless browser test can read it.

use std::path::Path;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver};

use eframe::wasm_bindgen::{JsCast as _, JsValue};

use crate::lesson::Lesson;
use crate::t;

use crate::app::shell::file_names::{Chosen, LESSON_EXTENSION};
use crate::app::{App, Prefs};

/// The local-storage key of the last session (a lesson's JSON).
const SESSION_KEY: &str = "linlab-session";

/// The id of the canvas in `index.html`.
const CANVAS_ID: &str = "the_canvas_id";

/// Starts the app on the page's canvas and removes the loading text when it runs.
pub fn start() {
    eframe::WebLogger::init(log::LevelFilter::Info).ok();
    wasm_bindgen_futures::spawn_local(async {
        let Some(document) = web_sys::window().and_then(|w| w.document()) else {
            log::error!("linlab: no document");
            return;
        };
        let Some(canvas) = document
            .get_element_by_id(CANVAS_ID)
            .and_then(|e| e.dyn_into::<web_sys::HtmlCanvasElement>().ok())
        else {
            log::error!("linlab: the page has no canvas #{CANVAS_ID}");
            return;
        };
        let started = eframe::WebRunner::new()
            .start(
                canvas,
                eframe::WebOptions::default(),
                Box::new(|cc| {
                    fetch_chinese_font(cc.egui_ctx.clone());
                    Ok(Box::new(App::new(cc, None)))
                }),
            )
            .await;
        if let Some(loading) = document.get_element_by_id("loading_text") {
            match started {
                Ok(()) => loading.remove(),
                Err(e) => {
                    loading.set_inner_html(&format!("<p>{}</p>", t!("files-web-could-not-start")));
                    log::error!("linlab: could not start: {e:?}");
                }
            }
        }
    });
}

/// Fetches the Chinese font from beside the page, then has the next frame install it (see
/// [`crate::app::drawing::fonts`]); a failure is logged, and Chinese text keeps showing boxes.
fn fetch_chinese_font(ctx: egui::Context) {
    wasm_bindgen_futures::spawn_local(async move {
        let fetched = async {
            let window = web_sys::window().ok_or("no window")?;
            let response: web_sys::Response = wasm_bindgen_futures::JsFuture::from(
                window.fetch_with_str(crate::app::drawing::fonts::CHINESE_FILE),
            )
            .await?
            .dyn_into()?;
            if !response.ok() {
                return Err(JsValue::from(format!("HTTP {}", response.status())));
            }
            let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer()?).await?;
            Ok::<_, JsValue>(web_sys::js_sys::Uint8Array::new(&buffer).to_vec())
        };
        match fetched.await {
            Ok(bytes) => {
                crate::app::drawing::fonts::set_fetched_chinese(bytes);
                ctx.request_repaint();
            }
            Err(e) => log::error!("linlab: could not fetch the Chinese font: {e:?}"),
        }
    });
}

/// The app as the page starts it: the lecture script (`#script=…`) or the lesson (`#lesson=…`)
/// in the address if there is one, else the last session kept in local storage, else `prefs`
/// and their preset.
pub fn restored(prefs: Prefs, storage: Option<&dyn eframe::Storage>) -> App {
    if let Some(text) = fragment(crate::link::SCRIPT_MARKER) {
        let points = prefs.preset.points();
        let mut app = App::with_points(prefs, points);
        app.open_lesson_text(&text);
        return app;
    }
    if let Some(text) = fragment(crate::link::MARKER) {
        return match Lesson::from_link(&text, t!("files-web-page-address")) {
            Ok(lesson) => App::with_lesson(prefs, lesson),
            Err(e) => {
                let points = prefs.preset.points();
                let mut app = App::with_points(prefs, points);
                app.classroom
                    .error(t!("files-web-bad-address", reason = e.to_string()));
                app
            }
        };
    }
    let session = storage
        .and_then(|s| s.get_string(SESSION_KEY))
        .and_then(|json| Lesson::from_json(&json, t!("files-web-last-session")).ok());
    match session {
        Some(lesson) => App::with_lesson(prefs, lesson),
        None => {
            let points = prefs.preset.points();
            App::with_points(prefs, points)
        }
    }
}

/// Keeps the session in local storage (eframe's save calls it).
pub fn save_session(app: &App, storage: &mut dyn eframe::Storage) {
    storage.set_string(SESSION_KEY, app.lesson().to_json());
}

/// The page's address without its fragment.
pub fn page_address() -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(href.split('#').next().unwrap_or_default().to_owned())
}

/// The page address's fragment when it starts with `marker` (`#lesson=`, `#script=`).
fn fragment(marker: &str) -> Option<String> {
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

/// Sets the page's language (`<html lang>`, which screen readers and the browser's translation
/// offer follow) to the interface's (when it changed).
pub fn set_language(tag: &str) {
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
        && root.get_attribute("lang").as_deref() != Some(tag)
    {
        let _ = root.set_attribute("lang", tag);
    }
}

impl App {
    /// The page's title: the points, t and the status line, and the exercises' score once one
    /// is answered.
    pub(in crate::app) fn page_title(&self) -> String {
        let mut title = t!(
            "files-web-title",
            points = self.doc.points().len().to_string(),
            t = self.classify().shown_t().unwrap_or(0).to_string(),
            status = self.status_text()
        );
        let (right, answered) = self.lecture.exercise.score();
        if answered > 0 {
            title += " — ";
            title += &t!(
                "views-task-score",
                right = right.to_string(),
                answered = answered.to_string()
            );
        }
        title
    }

    /// What the page does each frame: keep its title and language up to date.
    pub(in crate::app) fn web_frame(&self) {
        set_title(&self.page_title());
        set_language(self.viewer.language.tag());
    }
}
