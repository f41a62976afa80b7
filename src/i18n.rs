//! The words a person reads, in their language: one Fluent catalogue per language
//! (`assets/i18n/<language>/*.ftl`, compiled into the binary), English, Simplified Chinese and
//! Traditional Chinese (generated from the Simplified: `assets/i18n/zh-TW/README.md`),
//! with the course's terms as `assets/i18n/GLOSSARY.md` gives them. Numbers and plurals are
//! Fluent's; the language is chosen once for the whole process ([`set_language`]) and can change
//! at any time.
//!
//! A key `stem-…` lives in `stem.ftl`, and each file of each language is parsed the first time
//! one of its keys is asked for: a command-line run that prints one line reads one file of one
//! language, not the window's whole catalogue in both.
//!
//! [`tr`] gives a message without arguments (as `&'static str`: the text of each message is
//! kept once per language), [`tr_args`] one with arguments; the [`t!`](crate::t) macro calls
//! either: `t!("status-mistakes")` or `t!("status-mistakes", count = 3)`.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{LazyLock, OnceLock, RwLock};

pub use fluent_bundle::FluentValue;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

// `FILES` and `TEXTS`, written by build.rs from `assets/i18n`.
include!(concat!(env!("OUT_DIR"), "/catalogues.rs"));

/// One catalogue file of one language, parsed.
type Bundle = FluentBundle<FluentResource>;

/// Each language's bundle of each file, parsed when first asked for.
static BUNDLES: [[OnceLock<Bundle>; FILES.len()]; Language::ALL.len()] =
    [const { [const { OnceLock::new() }; FILES.len()] }; Language::ALL.len()];

/// The catalogue files a web page fetched beside it: a page's wasm carries only the English
/// catalogue ([`TEXTS`] is empty for the others), and fetches its language's when it needs them.
#[cfg(target_arch = "wasm32")]
static FETCHED: [[OnceLock<&'static str>; FILES.len()]; Language::ALL.len()] =
    [const { [const { OnceLock::new() }; FILES.len()] }; Language::ALL.len()];

/// `language`'s text of `file`: compiled in, or fetched by the page (`None` until it is).
fn text_of(language: Language, file: usize) -> Option<&'static str> {
    let compiled = TEXTS[usize::from(language.index())][file];
    #[cfg(target_arch = "wasm32")]
    if compiled.is_empty() && language != Language::English {
        return FETCHED[usize::from(language.index())][file].get().copied();
    }
    Some(compiled)
}

/// The catalogue files (`<tag>/<stem>.ftl`, beside the page) a web page must fetch before it
/// speaks `language`: none on the desktop, none for English.
pub fn files_to_fetch(language: Language) -> Vec<String> {
    (0..FILES.len())
        .filter(|&file| {
            TEXTS[usize::from(language.index())][file].is_empty()
                && !TEXTS[usize::from(Language::English.index())][file].is_empty()
        })
        .map(|file| format!("{}/{}.ftl", language.tag(), FILES[file]))
        .collect()
}

/// Keeps a catalogue file the page fetched (`path` as [`files_to_fetch`] names it); the texts
/// asked for from now on use it.
#[cfg(target_arch = "wasm32")]
pub fn set_fetched(language: Language, path: &str, text: String) {
    let stem = path
        .rsplit('/')
        .next()
        .and_then(|name| name.strip_suffix(".ftl"));
    let Some(file) = stem.and_then(|stem| FILES.iter().position(|f| *f == stem)) else {
        return;
    };
    let _ = FETCHED[usize::from(language.index())][file].set(String::leak(text));
    // Texts kept while this language lacked the file were another language's.
    if let Ok(mut plain) = PLAIN.write() {
        plain.retain(|(l, _), _| *l != language);
    }
}

/// The file that defines `key`: the one its first word names.
fn file_of(key: &str) -> Option<usize> {
    let stem = key.split('-').next()?;
    FILES.iter().position(|file| *file == stem)
}

/// `language`'s text of `file`, parsed (once); `None` while a web page has not fetched it.
fn bundle(language: Language, file: usize) -> Option<&'static Bundle> {
    let cell = &BUNDLES[usize::from(language.index())][file];
    if let Some(bundle) = cell.get() {
        return Some(bundle);
    }
    let text = text_of(language, file)?;
    Some(cell.get_or_init(|| {
        let mut bundle = Bundle::new_concurrent(vec![language.identifier().clone()]);
        // No Unicode isolation marks around arguments: egui draws them as boxes.
        bundle.set_use_isolating(false);
        // A catalogue with a syntax error keeps the messages that parse (tests/core/i18n.rs
        // refuses such a file); a key defined twice keeps its first text.
        let resource = FluentResource::try_new(text.to_owned()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
        bundle
    }))
}

/// The message `key` in `language` with `args`, else in English, else `None`.
fn format(language: Language, key: &str, args: Option<&FluentArgs>) -> Option<String> {
    let file = file_of(key)?;
    language.with_fallbacks().iter().find_map(|&language| {
        let bundle = bundle(language, file)?;
        let pattern = bundle.get_message(key)?.value()?;
        let mut errors = Vec::new();
        Some(
            bundle
                .format_pattern(pattern, args, &mut errors)
                .into_owned(),
        )
    })
}

/// A language of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Language {
    #[default]
    #[serde(rename = "en")]
    English,
    /// 简体中文, as written in mainland China (`zh-CN`).
    #[serde(rename = "zh-CN")]
    SimplifiedChinese,
    /// 正體中文, as Taiwan's classes read it (`zh-TW`): generated from the Simplified catalogue
    /// by OpenCC's s2twp with the course's own terms winning (`assets/i18n/zh-TW/README.md`).
    #[serde(rename = "zh-TW")]
    TraditionalChinese,
}

impl Language {
    pub const ALL: [Self; 3] = [
        Self::English,
        Self::SimplifiedChinese,
        Self::TraditionalChinese,
    ];

    /// The BCP 47 tag: `en`, `zh-CN`, `zh-TW` (the catalogue's directory, and `--lang`).
    pub fn tag(self) -> &'static str {
        match self {
            Self::English => "en",
            Self::SimplifiedChinese => "zh-CN",
            Self::TraditionalChinese => "zh-TW",
        }
    }

    /// The language's own name for itself, for the picker.
    pub fn own_name(self) -> &'static str {
        match self {
            Self::English => "English",
            Self::SimplifiedChinese => "简体中文",
            Self::TraditionalChinese => "正體中文",
        }
    }

    /// The languages to look a text up in, this one first: Traditional Chinese falls back on
    /// Simplified before English (a reader of one reads the other), the others on English.
    pub fn with_fallbacks(self) -> &'static [Self] {
        match self {
            Self::English => &[Self::English],
            Self::SimplifiedChinese => &[Self::SimplifiedChinese, Self::English],
            Self::TraditionalChinese => &[
                Self::TraditionalChinese,
                Self::SimplifiedChinese,
                Self::English,
            ],
        }
    }

    /// The language a locale tag asks for (`zh_CN.UTF-8`, `zh-Hans-CN`, `zh_TW.UTF-8`,
    /// `zh-Hant-HK`, `en-US`, `C`…): Traditional Chinese for Taiwan, Hong Kong, Macau or the
    /// Hant script, Simplified for any other `zh`, English otherwise.
    pub fn from_locale(locale: &str) -> Self {
        let locale = locale.trim().to_ascii_lowercase().replace('_', "-");
        // `zh-TW.UTF-8@euro`: the language and region before the encoding and modifier.
        let tag = locale.split(['.', '@']).next().unwrap_or_default();
        let mut parts = tag.split('-');
        if parts.next() != Some("zh") {
            return Self::English;
        }
        let traditional = parts.any(|part| matches!(part, "tw" | "hk" | "mo" | "hant"));
        if traditional {
            Self::TraditionalChinese
        } else {
            Self::SimplifiedChinese
        }
    }

    /// A tag as `--lang` takes it: `en`, `zh-CN` (or `zh`, `zh_CN`, `zh-Hans`), `zh-TW` (or
    /// `zh-Hant`, `zh-HK`), any case.
    pub fn from_tag(tag: &str) -> Option<Self> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        match tag.as_str() {
            "en" | "en-us" | "en-gb" | "english" => Some(Self::English),
            "zh" | "zh-cn" | "zh-hans" | "zh-hans-cn" | "chinese" => Some(Self::SimplifiedChinese),
            "zh-tw" | "zh-hant" | "zh-hant-tw" | "zh-hk" | "zh-hant-hk" | "zh-mo" => {
                Some(Self::TraditionalChinese)
            }
            _ => None,
        }
    }

    /// The system's language: `LC_ALL`, `LC_MESSAGES` or `LANG` on Unix (as the C library reads
    /// them), the user's language on Windows and macOS, the browser's on the web.
    pub fn of_system() -> Self {
        #[cfg(unix)]
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let Ok(value) = std::env::var(name)
                && !value.is_empty()
            {
                return Self::from_locale(&value);
            }
        }
        sys_locale::get_locale().map_or(Self::English, |l| Self::from_locale(&l))
    }

    fn identifier(self) -> &'static LanguageIdentifier {
        static IDENTIFIERS: LazyLock<[LanguageIdentifier; Language::ALL.len()]> =
            LazyLock::new(|| Language::ALL.map(|l| l.tag().parse().expect("a tag")));
        &IDENTIFIERS[usize::from(self.index())]
    }

    fn index(self) -> u8 {
        match self {
            Self::English => 0,
            Self::SimplifiedChinese => 1,
            Self::TraditionalChinese => 2,
        }
    }

    fn from_index(index: u8) -> Self {
        match index {
            1 => Self::SimplifiedChinese,
            2 => Self::TraditionalChinese,
            _ => Self::English,
        }
    }
}

/// The process's language: what threads that never chose one (background readers) speak.
static CURRENT: AtomicU8 = AtomicU8::new(0);

thread_local! {
    /// This thread's language, once it chose one: a window's thread, or each test's.
    static THIS_THREAD: std::cell::Cell<Option<Language>> = const { std::cell::Cell::new(None) };
}

/// The language every [`tr`] speaks from now on, on this thread and on threads that never
/// chose one. (In the library's own unit tests, on this thread only: each test runs on a thread
/// of one process and chooses for itself.)
pub fn set_language(language: Language) {
    if !cfg!(test) {
        CURRENT.store(language.index(), Ordering::Relaxed);
    }
    THIS_THREAD.with(|l| l.set(Some(language)));
}

/// The language of the interface.
pub fn language() -> Language {
    THIS_THREAD
        .with(|l| l.get())
        .unwrap_or_else(|| Language::from_index(CURRENT.load(Ordering::Relaxed)))
}

/// The texts of argument-free messages, once per language and key.
static PLAIN: LazyLock<RwLock<HashMap<(Language, &'static str), &'static str>>> =
    LazyLock::new(Default::default);

/// The message `key` in the current language (English where the language lacks it; the key
/// itself where both do, so a missing message shows, and the catalogue test names it).
pub fn tr(key: &'static str) -> &'static str {
    tr_in(language(), key)
}

/// The message `key` in `language`.
pub fn tr_in(language: Language, key: &'static str) -> &'static str {
    if let Some(text) = PLAIN
        .read()
        .ok()
        .and_then(|m| m.get(&(language, key)).copied())
    {
        return text;
    }
    let text: &'static str =
        format(language, key, None).map_or(key, |s| Box::leak(s.into_boxed_str()));
    if let Ok(mut map) = PLAIN.write() {
        map.insert((language, key), text);
    }
    text
}

/// The message named at run time by `key`, in the current language, if the catalogues have it
/// (English where the language lacks it).
pub fn lookup(key: &str) -> Option<String> {
    format(language(), key, None)
}

/// The message `key` with its arguments, in the current language.
pub fn tr_args(key: &str, args: &[(&'static str, FluentValue<'static>)]) -> String {
    tr_args_in(language(), key, args)
}

/// The message `key` with its arguments, in `language`.
pub fn tr_args_in(
    language: Language,
    key: &str,
    args: &[(&'static str, FluentValue<'static>)],
) -> String {
    let args: FluentArgs = args
        .iter()
        .map(|(name, value)| (*name, value.clone()))
        .collect();
    format(language, key, Some(&args)).unwrap_or_else(|| key.to_owned())
}

/// A value as a Fluent argument: numbers stay numbers (for plurals and number formatting),
/// text stays text.
pub trait Arg {
    fn arg(self) -> FluentValue<'static>;
}

macro_rules! numeric_arg {
    ($($t:ty),*) => {$(
        impl Arg for $t {
            fn arg(self) -> FluentValue<'static> {
                FluentValue::from(self)
            }
        }
    )*};
}
// Counts only: a real number is written by `crate::number` (never "-0", its decimals chosen)
// and passed as text.
numeric_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

impl Arg for String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self)
    }
}

impl Arg for &String {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.clone())
    }
}

impl Arg for &str {
    fn arg(self) -> FluentValue<'static> {
        FluentValue::from(self.to_owned())
    }
}

/// A message of the catalogue: `t!("key")` (a `&'static str`) or `t!("key", name = value, …)`
/// (a `String`; numbers stay numbers for Fluent's plurals).
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::i18n::tr($key)
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args(
            $key,
            &[$((stringify!($name), $crate::i18n::Arg::arg($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_and_tags() {
        assert_eq!(
            Language::from_locale("zh_CN.UTF-8"),
            Language::SimplifiedChinese
        );
        assert_eq!(
            Language::from_locale("zh-Hans-CN"),
            Language::SimplifiedChinese
        );
        for taiwan in [
            "zh_TW.UTF-8",
            "zh-TW",
            "zh_HK.UTF-8",
            "zh-Hant",
            "zh-Hant-TW",
            "zh_MO",
        ] {
            assert_eq!(
                Language::from_locale(taiwan),
                Language::TraditionalChinese,
                "{taiwan}"
            );
        }
        assert_eq!(Language::from_locale("zh"), Language::SimplifiedChinese);
        assert_eq!(
            Language::from_locale("zh_SG.UTF-8"),
            Language::SimplifiedChinese
        );
        assert_eq!(Language::from_locale("en_US.UTF-8"), Language::English);
        assert_eq!(Language::from_locale("C"), Language::English);
        assert_eq!(
            Language::from_tag("zh-CN"),
            Some(Language::SimplifiedChinese)
        );
        assert_eq!(Language::from_tag("EN"), Some(Language::English));
        assert_eq!(Language::from_tag("fr"), None);
        for language in Language::ALL {
            assert_eq!(Language::from_tag(language.tag()), Some(language));
        }
    }

    #[test]
    fn both_languages_and_arguments() {
        assert_eq!(tr_in(Language::English, "common-language-name"), "English");
        assert_eq!(
            tr_in(Language::SimplifiedChinese, "common-language-name"),
            "简体中文"
        );
        assert_eq!(
            tr_in(Language::SimplifiedChinese, "no-such-key"),
            "no-such-key"
        );
        assert_eq!(
            tr_in(Language::TraditionalChinese, "common-language-name"),
            "正體中文"
        );
        assert_eq!(tr_in(Language::TraditionalChinese, "controls-undo"), "復原");
        let one = tr_args_in(
            Language::English,
            "common-points-count",
            &[("count", 1.arg())],
        );
        let many = tr_args_in(
            Language::English,
            "common-points-count",
            &[("count", 12.arg())],
        );
        assert_eq!((one.as_str(), many.as_str()), ("1 point", "12 points"));
        let zh = tr_args_in(
            Language::SimplifiedChinese,
            "common-points-count",
            &[("count", 12.arg())],
        );
        assert_eq!(zh, "12 个点");
    }
}
