//! The lectures that ship with linlab: each a script file in `assets/scripts/`, read when asked
//! for. `linlab script list` lists them, the window's Lectures menu opens them, and `linlab script
//! export` writes one out as a file to start from. The desktop compiles them in whole; the web
//! page compiles in only their titles (`build.rs` copies them so) and fetches a lecture beside the
//! page when it is opened (`scripts/<id>.json`): a class's phones, which receive their scenes from
//! the teacher, never download them.

use std::sync::OnceLock;

use serde::Deserialize;

use super::text::Text;
use super::{Script, ScriptError};
use crate::i18n::Language;

/// A built-in lecture: its id (on the command line and in links) and its file's text (on the web
/// page, only its title: see [`BuiltIn::script`]).
#[derive(Debug, Clone, Copy)]
pub struct BuiltIn {
    pub id: &'static str,
    pub json: &'static str,
}

/// The part of a script the Lectures menu reads.
#[derive(Deserialize)]
struct TitleOnly {
    title: Text,
}

impl BuiltIn {
    /// The script, read as any file is; on the web page, once fetched ([`BuiltIn::file`]), else
    /// [`ScriptError::NotFetched`].
    pub fn script(&self) -> Result<Script, ScriptError> {
        #[cfg(target_arch = "wasm32")]
        {
            match fetched::text(self.id) {
                Some(text) => Script::from_json(text, self.id),
                None => Err(ScriptError::NotFetched { file: self.file() }),
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        Script::from_json(self.json, self.id)
    }

    /// Its title in `language` (its id if the file does not say one). The titles are read once,
    /// not each frame the Lectures menu is open.
    pub fn title(&self, language: Language) -> String {
        static TITLES: OnceLock<Vec<Option<Text>>> = OnceLock::new();
        let titles = TITLES.get_or_init(|| {
            BUILT_IN
                .iter()
                .map(|b| {
                    serde_json::from_str::<TitleOnly>(b.json)
                        .ok()
                        .map(|t| t.title)
                })
                .collect()
        });
        BUILT_IN
            .iter()
            .position(|b| b.id == self.id)
            .and_then(|i| titles[i].as_ref())
            .map_or_else(
                || self.id.to_owned(),
                |t| t.in_language(language).to_owned(),
            )
    }

    /// Where the web page fetches it, beside the page.
    pub fn file(&self) -> String {
        format!("scripts/{}.json", self.id)
    }
}

/// The web page's lectures: those asked for and not yet fetched, those fetched (kept for the
/// page's life), and what arrived since the page last looked.
#[cfg(target_arch = "wasm32")]
pub mod fetched {
    use std::sync::Mutex;

    /// Lectures asked for, to fetch.
    static WANTED: Mutex<Vec<&'static str>> = Mutex::new(Vec::new());
    /// Lectures fetched: id and text.
    static FETCHED: Mutex<Vec<(&'static str, &'static str)>> = Mutex::new(Vec::new());
    /// Fetches ended since the page last looked: the id, and why it failed if it did.
    static ARRIVED: Mutex<Vec<(&'static str, Result<(), String>)>> = Mutex::new(Vec::new());

    /// Asks for lecture `id` to be fetched.
    pub fn want(id: &'static str) {
        if let Ok(mut wanted) = WANTED.lock()
            && !wanted.contains(&id)
        {
            wanted.push(id);
        }
    }

    /// The lectures to fetch now (each handed out once).
    pub fn take_wanted() -> Vec<&'static str> {
        WANTED
            .lock()
            .map(|mut w| std::mem::take(&mut *w))
            .unwrap_or_default()
    }

    /// Keeps lecture `id`'s text, fetched beside the page.
    pub fn keep(id: &'static str, text: String) {
        if let Ok(mut fetched) = FETCHED.lock()
            && !fetched.iter().any(|(kept, _)| *kept == id)
        {
            fetched.push((id, String::leak(text)));
        }
        arrive(id, Ok(()));
    }

    /// Lecture `id` could not be fetched: `reason` says why.
    pub fn failed(id: &'static str, reason: String) {
        arrive(id, Err(reason));
    }

    fn arrive(id: &'static str, outcome: Result<(), String>) {
        if let Ok(mut arrived) = ARRIVED.lock() {
            arrived.push((id, outcome));
        }
    }

    /// The fetches ended since the last call.
    pub fn take_arrived() -> Vec<(&'static str, Result<(), String>)> {
        ARRIVED
            .lock()
            .map(|mut a| std::mem::take(&mut *a))
            .unwrap_or_default()
    }

    /// Lecture `id`'s text, if fetched.
    pub fn text(id: &str) -> Option<&'static str> {
        let fetched = FETCHED.lock().ok()?;
        fetched
            .iter()
            .find(|(kept, _)| *kept == id)
            .map(|(_, t)| *t)
    }
}

/// The built-in lectures, in the course's order.
pub const BUILT_IN: &[BuiltIn] = &[
    BuiltIn {
        id: "pla-step-by-step",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/pla-step-by-step.json")),
    },
    BuiltIn {
        id: "why-pla-halts",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/why-pla-halts.json")),
    },
    BuiltIn {
        id: "noise-and-pocket",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/noise-and-pocket.json")),
    },
    BuiltIn {
        id: "is-learning-feasible",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/is-learning-feasible.json"
        )),
    },
    BuiltIn {
        id: "why-machines-learn",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/why-machines-learn.json")),
    },
    BuiltIn {
        id: "noise-and-error",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/noise-and-error.json")),
    },
    BuiltIn {
        id: "error-bounds",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/error-bounds.json")),
    },
    BuiltIn {
        id: "logistic-soft-pla",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/logistic-soft-pla.json")),
    },
    BuiltIn {
        id: "several-classes",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/several-classes.json")),
    },
    BuiltIn {
        id: "beyond-the-line",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/beyond-the-line.json")),
    },
    BuiltIn {
        id: "svm",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/svm.json")),
    },
    BuiltIn {
        id: "k-means-and-pca",
        json: include_str!(concat!(env!("OUT_DIR"), "/scripts/k-means-and-pca.json")),
    },
    BuiltIn {
        id: "too-good-to-be-true",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/too-good-to-be-true.json"
        )),
    },
    BuiltIn {
        id: "choosing-by-validation",
        json: include_str!(concat!(
            env!("OUT_DIR"),
            "/scripts/choosing-by-validation.json"
        )),
    },
];

/// The built-in lecture `id`.
pub fn built_in(id: &str) -> Option<&'static BuiltIn> {
    BUILT_IN.iter().find(|b| b.id == id)
}
