//! The window in the web page (built for `wasm32` only): starting eframe's web runner on the
//! page's canvas (and fetching its language's catalogue and Chinese font beside it), the app as the page
//! starts it (a lecture or lesson in the address, else the session kept in local storage), and
//! what the page shows of it each frame: its title and language.
//!
//! The title says the state in a few words ("linlab — 41 points, t = 1 — Paused at t = 1."),
//! so a person sees it on the tab and a headless browser test can read it.

use eframe::wasm_bindgen::{JsCast as _, JsValue};

use crate::lesson::Lesson;
use crate::t;

use crate::app::App;
use crate::app::class::socket::{self, saved_seat};
use crate::app::class::student::{Link, StudentPage};
use crate::app::command::{Command, LectureAction};
use crate::app::drawing::fonts::{ChineseFont, FetchedFont};
use crate::app::prefs::Prefs;
use crate::app::shell::web::{fragment, set_language, set_layout, set_title};
use crate::class::protocol::ToPage;
use crate::i18n::Language;

/// The address's fragment that makes the page a student's in a live class: `#class=CODE`.
const CLASS_MARKER: &str = "#class=";

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
                Box::new(|cc| Ok(Box::new(App::new(cc, None)))),
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

/// Fetches the file at `path` beside the page, then hands its bytes, or why it could not, to
/// `done` and has the next frame use them.
fn fetch_beside_the_page(
    ctx: &egui::Context,
    path: String,
    done: impl FnOnce(Result<Vec<u8>, String>) + 'static,
) {
    let ctx = ctx.clone();
    wasm_bindgen_futures::spawn_local(async move {
        let fetched = async {
            let window = web_sys::window().ok_or("no window")?;
            let response: web_sys::Response =
                wasm_bindgen_futures::JsFuture::from(window.fetch_with_str(&path))
                    .await?
                    .dyn_into()?;
            if !response.ok() {
                return Err(JsValue::from(format!("HTTP {}", response.status())));
            }
            let buffer = wasm_bindgen_futures::JsFuture::from(response.array_buffer()?).await?;
            Ok::<_, JsValue>(web_sys::js_sys::Uint8Array::new(&buffer).to_vec())
        };
        let fetched = fetched.await.map_err(|e| {
            log::error!("linlab: could not fetch {path}: {e:?}");
            e.as_string().unwrap_or_else(|| format!("{e:?}"))
        });
        done(fetched);
        ctx.request_repaint();
    });
}

/// Fetches the built-in lectures asked for beside the page, and opens each one that arrived
/// (or says why it did not).
fn fetch_lectures(ctx: &egui::Context, app: &mut App) {
    use crate::script::fetched;
    for id in fetched::take_wanted() {
        let Some(built_in) = crate::script::built_in(id) else {
            continue;
        };
        fetch_beside_the_page(ctx, built_in.file(), move |bytes| match bytes {
            Ok(bytes) => fetched::keep(built_in.id, String::from_utf8_lossy(&bytes).into_owned()),
            Err(reason) => fetched::failed(built_in.id, reason),
        });
    }
    for (id, outcome) in fetched::take_arrived() {
        match outcome {
            Ok(()) => app
                .commands
                .push(Command::Lecture(LectureAction::OpenBuiltIn(id))),
            Err(reason) => {
                let title = crate::script::built_in(id)
                    .map_or_else(|| id.to_owned(), |b| b.title(app.viewer.language));
                app.classroom.error(t!(
                    "views-lecture-could-not-fetch",
                    title = title,
                    reason = reason
                ));
            }
        }
    }
}

/// Fetches what `language` needs beside the page, once each and by version (`page_files`, so a
/// reload asks for none of them again): its catalogue files (the wasm
/// carries only English's) and its Chinese font (an English page none: its language switch
/// draws 简体中文 and 正體中文 from the wasm's own glyphs of them), the monospace font, which
/// no page's first frame draws, and the whole text fonts once a text held a character the
/// wasm's parts of them lack (src/app/drawing/fonts.rs).
fn fetch_for_language(ctx: &egui::Context, language: Language) {
    use crate::page_files::versioned;
    use std::sync::atomic::{AtomicBool, Ordering};
    static CATALOGUES: [AtomicBool; Language::ALL.len()] =
        [const { AtomicBool::new(false) }; Language::ALL.len()];
    static FONTS: [AtomicBool; FetchedFont::ALL.len()] =
        [const { AtomicBool::new(false) }; FetchedFont::ALL.len()];
    let index = Language::ALL
        .iter()
        .position(|&l| l == language)
        .unwrap_or(0);
    if !CATALOGUES[index].swap(true, Ordering::Relaxed) {
        for path in crate::i18n::files_to_fetch(language) {
            let name = path.clone();
            fetch_beside_the_page(ctx, versioned(&path), move |bytes| {
                if let Ok(bytes) = bytes {
                    let text = String::from_utf8_lossy(&bytes).into_owned();
                    crate::i18n::set_fetched(language, &name, text);
                }
            });
        }
    }
    let whole = crate::app::drawing::fonts::whole_text_fonts_wanted()
        .then_some([FetchedFont::Proportional, FetchedFont::Symbols]);
    let fonts = std::iter::once(FetchedFont::Monospace)
        .chain(whole.into_iter().flatten())
        .chain(ChineseFont::of(language).map(FetchedFont::Chinese));
    for font in fonts {
        if !FONTS[font.index()].swap(true, Ordering::Relaxed) {
            fetch_beside_the_page(ctx, versioned(font.file()), move |bytes| {
                if let Ok(bytes) = bytes {
                    crate::app::drawing::fonts::set_fetched(font, bytes);
                }
            });
        }
    }
}

/// The language the page's address asks for (`lang=zh-TW`), if any.
pub fn asked_language() -> Option<crate::i18n::Language> {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .and_then(|hash| crate::link::asked_language(&hash))
}

/// Whether the page's address asks for the announcements and the caption log (`a11y=1`).
pub fn asks_for_access() -> bool {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .is_some_and(|hash| crate::link::asks_for_access(&hash))
}

/// The app as the page starts it: the lecture script (`#script=…`) or the lesson (`#lesson=…`)
/// in the address if there is one, else the last session kept in local storage, else `prefs`
/// and their preset.
pub fn restored(prefs: Prefs, storage: Option<&dyn eframe::Storage>) -> App {
    if let Some(text) = fragment(CLASS_MARKER) {
        let points = prefs.preset.points();
        let mut app = App::with_points(prefs, points);
        let code = text[CLASS_MARKER.len()..].to_owned();
        app.class.join(&code);
        if let (Some((seat, name)), Some(page)) = (saved_seat(&code), app.class.student.as_mut()) {
            // A reload: back in the same seat, under the same name, without asking.
            page.seat = Some(seat);
            page.name = name;
            page.link = Link::Joining;
        }
        return app;
    }
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

/// The value kept under `key` in local storage, as JSON: eframe's own `get_value` (RON, as the
/// desktop keeps its preferences) is left out of the page with RON itself, 0.3 MB of its code.
pub fn get_value<T: serde::de::DeserializeOwned>(
    storage: &dyn eframe::Storage,
    key: &str,
) -> Option<T> {
    serde_json::from_str(&storage.get_string(key)?).ok()
}

/// Keeps `value` under `key` in local storage, as JSON (see [`get_value`]).
pub fn set_value<T: serde::Serialize>(storage: &mut dyn eframe::Storage, key: &str, value: &T) {
    match serde_json::to_string(value) {
        Ok(json) => storage.set_string(key, json),
        Err(e) => log::warn!("linlab: could not keep {key}: {e}"),
    }
}

/// Keeps the session in local storage (eframe's save calls it).
pub fn save_session(app: &App, storage: &mut dyn eframe::Storage) {
    storage.set_string(SESSION_KEY, app.lesson().to_json());
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
        if let Some(page) = &self.class.student {
            title += " — ";
            title += &page.title_part(self.lecture.script.as_ref().map_or(0, |s| s.scenes.len()));
        }
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

    /// Where the stage's parts and the exercise's touch targets were drawn, in CSS pixels, as
    /// JSON: `{"main_view": [x, y, w, h], "caption": …, "targets": {"7": [x, y], …}}` (the
    /// centre of each target). The browser tests read it from the page's `data-layout`.
    fn page_layout(&self, ctx: &egui::Context) -> String {
        let css = ctx.zoom_factor();
        let rect = |r: Option<egui::Rect>| {
            r.map(|r| {
                [
                    r.min.x * css,
                    r.min.y * css,
                    r.width() * css,
                    r.height() * css,
                ]
            })
        };
        let layout = self.stage_layout();
        let targets: serde_json::Map<String, serde_json::Value> =
            crate::app::lecture::exercise::TapTargets::take(ctx)
                .0
                .into_iter()
                .map(|(name, r)| {
                    (
                        name,
                        serde_json::json!([r.center().x * css, r.center().y * css]),
                    )
                })
                .collect();
        serde_json::json!({
            "main_view": rect(layout.and_then(|l| l.main_view)),
            "panel": rect(layout.and_then(|l| l.panel)),
            "caption": rect(layout.and_then(|l| l.caption)),
            "bar": rect(layout.and_then(|l| l.bar)),
            "targets": targets,
        })
        .to_string()
    }

    /// What the page does each frame: keep its title and language up to date, and, on a
    /// student's page, its class connection.
    pub(in crate::app) fn web_frame(&mut self, ctx: &egui::Context) {
        set_title(&self.page_title());
        set_layout(&self.page_layout(ctx));
        set_language(self.viewer.language.tag());
        fetch_for_language(ctx, self.viewer.language);
        fetch_lectures(ctx, self);
        let pressed = crate::app::shell::web_mirror::frame(
            ctx,
            crate::t!("access-figure-name"),
            &self.plane.figure_summary,
            self.narrator.latest(),
        );
        if !pressed.is_empty() {
            self.commands.extend(pressed);
            ctx.request_repaint();
        }
        socket::frame(ctx, self);
    }
}

/// The window as a student's page's connection reaches it.
impl socket::Window for App {
    fn page(&mut self) -> Option<&mut StudentPage> {
        self.class.student.as_mut()
    }

    fn receive(&mut self, message: ToPage) {
        self.student_receive(message);
    }
}
