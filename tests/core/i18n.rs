//! The catalogues (`assets/i18n/<language>/*.ftl`): each parses; no key is defined twice; both
//! languages define the same keys with the same arguments; each key lives in the file its first
//! word names; every key the code asks for
//! (`t!("…")`, `tr("…")`, `tr_in(…, "…")`) is defined (the fonts that draw them: `fonts.rs`);
//! and neither a catalogue nor any text of a lecture script
//! (`assets/scripts/*.json`: titles, captions, questions, hints, explanations, labels, in each
//! language) writes a glossary term (`assets/i18n/GLOSSARY.md`) another way than the glossary's.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use linlab::i18n::Language;

pub(super) fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

pub(super) fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == extension) {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// A catalogue: per key, the file that defines it and the arguments its text uses.
pub(super) struct Catalogue {
    messages: BTreeMap<String, (PathBuf, BTreeSet<String>)>,
    pub(super) text: String,
}

/// The `$name`s of a message's text.
fn arguments(text: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    let mut rest = text;
    while let Some(at) = rest.find('$') {
        rest = &rest[at + 1..];
        let name: String = rest
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
            .collect();
        if !name.is_empty() {
            found.insert(name);
        }
    }
    found
}

pub(super) fn catalogue(language: Language) -> Catalogue {
    let dir = root().join("assets/i18n").join(language.tag());
    let mut messages = BTreeMap::new();
    let mut all_text = String::new();
    let mut problems = Vec::new();
    for path in files_under(&dir, "ftl") {
        let text = std::fs::read_to_string(&path).expect("a catalogue file");
        if let Err((_, errors)) = FluentResource::try_new(text.clone()) {
            problems.push(format!("{}: {errors:?}", path.display()));
        }
        // A message starts at a line `key = …` and goes on over the indented lines after it.
        let mut current: Option<(String, String)> = None;
        let mut finish = |current: Option<(String, String)>, problems: &mut Vec<String>| {
            if let Some((key, text)) = current
                && let Some((first, _)) =
                    messages.insert(key.clone(), (path.clone(), arguments(&text)))
            {
                problems.push(format!(
                    "{key} is defined twice: in {} and {}",
                    first.display(),
                    path.display()
                ));
            }
        };
        for line in text.lines() {
            let starts_message =
                line.chars().next().is_some_and(|c| c.is_ascii_alphabetic()) && line.contains('=');
            if starts_message {
                finish(current.take(), &mut problems);
                let (key, value) = line.split_once('=').expect("checked");
                current = Some((key.trim().to_owned(), value.to_owned()));
            } else if line.starts_with(' ') {
                if let Some((_, text)) = &mut current {
                    text.push('\n');
                    text.push_str(line);
                }
            } else {
                finish(current.take(), &mut problems);
            }
        }
        finish(current.take(), &mut problems);
        all_text.push_str(&text);
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(!messages.is_empty(), "no messages in {}", dir.display());
    Catalogue {
        messages,
        text: all_text,
    }
}

/// Every key the code asks for: the first string literal after `t!(`, `tr(`, `tr_in(` or
/// `visit_sentence!(`.
fn keys_in_code() -> BTreeMap<String, PathBuf> {
    let mut keys = BTreeMap::new();
    for path in files_under(&root().join("src"), "rs") {
        // The catalogues' own module names keys only in its documentation and tests.
        if path.ends_with("src/i18n.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a source file");
        for call in [
            "t!(",
            "tr(",
            "tr_in(",
            "tr_args(",
            "tr_args_in(",
            "visit_sentence!(",
        ] {
            let mut rest = text.as_str();
            while let Some(at) = rest.find(call) {
                let before = rest[..at].chars().next_back();
                rest = &rest[at + call.len()..];
                // `tr(` inside another name (`attr(`) is not a call of ours.
                if before.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_') {
                    continue;
                }
                let args = &rest[..rest.find(')').unwrap_or(rest.len())];
                let Some(open) = args.find('"') else { continue };
                let literal = &args[open + 1..];
                let Some(close) = literal.find('"') else {
                    continue;
                };
                let key = &literal[..close];
                // Any literal without spaces is a key, so a mangled one ("views-d.path") is
                // caught rather than skipped.
                if !key.is_empty() && key.chars().all(|c| c.is_ascii_graphic()) {
                    keys.entry(key.to_owned()).or_insert_with(|| path.clone());
                }
            }
        }
    }
    keys
}

#[test]
fn every_language_has_the_keys_and_arguments_of_the_english() {
    let english = catalogue(Language::English);
    let mut problems = Vec::new();
    for language in Language::ALL.into_iter().skip(1) {
        let other = catalogue(language);
        let tag = language.tag();
        for (key, (path, args)) in &english.messages {
            match other.messages.get(key) {
                None => problems.push(format!("{tag} lacks {key} (from {})", path.display())),
                Some((_, its_args)) if its_args != args => {
                    problems.push(format!("{key}: English uses {args:?}, {tag} {its_args:?}"))
                }
                Some(_) => {}
            }
        }
        for (key, (path, _)) in &other.messages {
            if !english.messages.contains_key(key) {
                problems.push(format!("en lacks {key} (from {})", path.display()));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The Traditional Chinese texts are generated from the Simplified ones
/// (`assets/i18n/zh-tw.py`): a zh-TW text that writes a Simplified-only character was edited by
/// hand or never converted, and a built-in lecture's text in Simplified has its Traditional side.
#[test]
fn the_traditional_chinese_is_converted_from_the_simplified_and_complete() {
    let simplified_only: BTreeSet<char> =
        std::fs::read_to_string(root().join("assets/i18n/zh-TW/simplified-only.txt"))
            .expect("the list of Simplified-only characters")
            .chars()
            .filter(|c| !c.is_whitespace())
            .collect();
    assert!(simplified_only.len() > 1000, "{}", simplified_only.len());
    for c in ['学', '习', '这', '们', '数', '据', '错', '误'] {
        assert!(simplified_only.contains(&c), "{c} is not listed");
    }
    let mut traditional = catalogue_messages(Language::TraditionalChinese);
    let lectures = lecture_texts();
    let mut missing = Vec::new();
    for text in &lectures {
        if text.tag == "zh-TW" {
            traditional.push(Written {
                place: text.written.place.clone(),
                text: text.written.text.clone(),
            });
        }
        if text.tag == "zh-CN"
            && !lectures.iter().any(|other| {
                other.tag == "zh-TW"
                    && other.written.place == text.written.place
                    && other.field == text.field
            })
        {
            missing.push(text.written.place.clone());
        }
    }
    assert!(missing.is_empty(), "no zh-TW beside zh-CN: {missing:?}");
    let mut problems = Vec::new();
    for Written { place, text } in &traditional {
        let found: String = text
            .chars()
            .filter(|c| simplified_only.contains(c))
            .collect();
        if !found.is_empty() {
            problems.push(format!("{place}: {found}"));
        }
    }
    assert!(
        problems.is_empty(),
        "Simplified characters in zh-TW (run assets/i18n/zh-tw.py):\n{}",
        problems.join("\n")
    );
}

/// A key is looked up in the file its first word names (`views-…` in `views.ftl`), the only
/// file of its language parsed for it.
#[test]
fn every_key_lives_in_the_file_its_first_word_names() {
    for language in Language::ALL {
        let misplaced: Vec<String> = catalogue(language)
            .messages
            .iter()
            .filter(|(key, (path, _))| {
                let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
                key.split('-').next() != Some(stem)
            })
            .map(|(key, (path, _))| format!("{key} in {}", path.display()))
            .collect();
        assert!(misplaced.is_empty(), "{}", misplaced.join("\n"));
    }
}

#[test]
fn every_key_in_the_code_is_in_the_catalogues() {
    let keys = keys_in_code();
    assert!(!keys.is_empty(), "the scan found no keys");
    for language in Language::ALL {
        let catalogue = catalogue(language);
        let missing: Vec<String> = keys
            .iter()
            .filter(|(key, _)| !catalogue.messages.contains_key(*key))
            .map(|(key, path)| format!("{key} (asked for in {})", path.display()))
            .collect();
        assert!(
            missing.is_empty(),
            "{} lacks:\n{}",
            language.tag(),
            missing.join("\n")
        );
    }
}

/// A row of the glossary's table.
struct Term {
    english: String,
    chinese: String,
    traditional: String,
    /// The variants never written, as (language tag, text).
    never: Vec<(String, String)>,
}

/// The rows of the glossary's table.
fn glossary() -> Vec<Term> {
    let text =
        std::fs::read_to_string(root().join("assets/i18n/GLOSSARY.md")).expect("the glossary");
    text.lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| English"))
        .map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            // | English | 简体中文 | 正體中文 | Note | Never written |
            let never = cells
                .get(5)
                .into_iter()
                .flat_map(|cell| cell.split(" / "))
                .filter(|variant| !variant.is_empty())
                .map(|variant| {
                    let (tag, text) = variant
                        .split_once(": ")
                        .unwrap_or_else(|| panic!("{variant:?}: say zh:, tw: or en:"));
                    (tag.to_owned(), text.to_owned())
                })
                .collect();
            Term {
                english: cells[1].to_owned(),
                chinese: cells[2].to_owned(),
                traditional: cells[3].to_owned(),
                never,
            }
        })
        .collect()
}

/// A text written in one language, and where it is written.
pub(super) struct Written {
    /// A catalogue file, or a lecture file with the field's path in it.
    place: String,
    pub(super) text: String,
}

/// A catalogue's messages, one [`Written`] per file (its comments left out).
fn catalogue_messages(language: Language) -> Vec<Written> {
    let dir = root().join("assets/i18n").join(language.tag());
    files_under(&dir, "ftl")
        .into_iter()
        .map(|path| {
            let text = std::fs::read_to_string(&path).expect("a catalogue file");
            Written {
                place: path
                    .strip_prefix(root())
                    .unwrap_or(&path)
                    .display()
                    .to_string(),
                text: text
                    .lines()
                    .filter(|line| !line.trim_start().starts_with('#'))
                    .collect::<Vec<_>>()
                    .join("\n"),
            }
        })
        .collect()
}

/// One language's side of a text field of a lecture script.
pub(super) struct ScriptText {
    /// The field's name: `caption`, `hint`, `text` (a highlight's label) …
    field: String,
    /// The language tag it is written under.
    pub(super) tag: String,
    pub(super) written: Written,
}

/// Every text of a lecture script: each object whose keys are languages (`{"en": …,
/// "zh-CN": …}`), wherever it is — the title, captions, questions, hints, explanations,
/// highlight labels and any text field a script gains.
fn script_texts(value: &serde_json::Value, place: &str, field: &str, found: &mut Vec<ScriptText>) {
    match value {
        serde_json::Value::Object(object) => {
            let is_text = !object.is_empty()
                && object.iter().all(|(key, value)| {
                    Language::ALL.iter().any(|l| l.tag() == key) && value.is_string()
                });
            if is_text {
                for (tag, text) in object {
                    found.push(ScriptText {
                        field: field.to_owned(),
                        tag: tag.clone(),
                        written: Written {
                            place: place.to_owned(),
                            text: text.as_str().unwrap_or_default().to_owned(),
                        },
                    });
                }
            } else {
                for (key, value) in object {
                    script_texts(value, &format!("{place}.{key}"), key, found);
                }
            }
        }
        serde_json::Value::Array(items) => {
            for (i, value) in items.iter().enumerate() {
                script_texts(value, &format!("{place}[{i}]"), field, found);
            }
        }
        _ => {}
    }
}

/// The texts of every lecture script in `assets/scripts/` (the built-in lectures among them).
pub(super) fn lecture_texts() -> Vec<ScriptText> {
    let files = files_under(&root().join("assets/scripts"), "json");
    let mut found = Vec::new();
    for path in &files {
        let json = std::fs::read_to_string(path).expect("a script file");
        let value: serde_json::Value =
            serde_json::from_str(&json).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let place = path
            .strip_prefix(root())
            .unwrap_or(path)
            .display()
            .to_string();
        script_texts(&value, &format!("{place} "), "", &mut found);
    }
    for lecture in linlab::script::BUILT_IN {
        let file = root().join(format!("assets/scripts/{}.json", lecture.id));
        assert!(
            files.contains(&file),
            "the built-in lecture {} is not {}",
            lecture.id,
            file.display()
        );
    }
    found
}

#[test]
fn the_glossary_check_reads_every_text_field_of_the_lectures_in_both_languages() {
    let texts = lecture_texts();
    for language in Language::ALL {
        let fields: BTreeSet<&str> = texts
            .iter()
            .filter(|text| text.tag == language.tag())
            .map(|text| text.field.as_str())
            .collect();
        for field in ["title", "caption", "ask", "hint", "explanation", "text"] {
            assert!(
                fields.contains(field),
                "no {field} of the lectures read in {}: {fields:?}",
                language.tag()
            );
        }
    }
    // Every scene's caption, in each language.
    let scenes: usize = linlab::script::BUILT_IN
        .iter()
        .map(|lecture| lecture.script().expect("a built-in lecture").scenes.len())
        .sum();
    for language in Language::ALL {
        let captions = texts
            .iter()
            .filter(|text| text.field == "caption" && text.tag == language.tag())
            .count();
        assert!(
            captions >= scenes,
            "{captions} captions read in {} for {scenes} scenes",
            language.tag()
        );
    }
}

#[test]
fn the_catalogues_and_lectures_write_each_glossary_term_one_way() {
    let rows = glossary();
    assert!(rows.len() > 50, "{} rows", rows.len());
    // Per language: the catalogue's messages, and every text of the lectures.
    let mut texts: BTreeMap<&str, Vec<Written>> = Language::ALL
        .iter()
        .map(|&language| (language.tag(), catalogue_messages(language)))
        .collect();
    for ScriptText { tag, written, .. } in lecture_texts() {
        texts
            .get_mut(tag.as_str())
            .unwrap_or_else(|| panic!("{}: no language {tag:?}", written.place))
            .push(written);
    }
    let mut problems = Vec::new();
    let mut checked = 0;
    for Term {
        english,
        chinese,
        traditional,
        never,
    } in &rows
    {
        for (tag, variant) in never {
            let (language, term) = match tag.as_str() {
                "zh" => ("zh-CN", chinese),
                "tw" => ("zh-TW", traditional),
                "en" => ("en", english),
                other => panic!("{english}: unknown language {other:?}"),
            };
            checked += 1;
            for Written { place, text } in &texts[language] {
                if text.contains(variant.as_str()) {
                    problems.push(format!(
                        "{place} writes {variant:?} for \"{english}\": the glossary's term is \
                         {term:?}"
                    ));
                }
            }
        }
    }
    assert!(checked >= 15, "only {checked} variants checked");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    // The terms the window's own texts depend on are there.
    for term in [
        "一对多",
        "合页损失",
        "正确度分数 y·s",
        "KKT 违反量",
        "混淆矩阵",
        "关键帧",
        "主成分",
        "学习器",
        "缩放交叉熵（log₂）",
        "凸起",
        "间隔边界",
        "一对多（硬判定）",
    ] {
        assert!(
            texts["zh-CN"].iter().any(|w| w.text.contains(term)),
            "the Chinese catalogue never writes {term:?}"
        );
    }
    // Taiwan's course's own terms, in the Traditional texts.
    for term in [
        "感知器",
        "演算法",
        "資料",
        "權重向量",
        "假說集合",
        "成長函數",
        "突破點",
        "VC 維度",
        "邏輯斯迴歸",
        "支持向量機",
        "雜訊",
    ] {
        assert!(
            texts["zh-TW"].iter().any(|w| w.text.contains(term)),
            "the Traditional Chinese texts never write {term:?}"
        );
    }
}
