//! The catalogues (`assets/i18n/<language>/*.ftl`): each parses; no key is defined twice; both
//! languages define the same keys with the same arguments; each key lives in the file its first
//! word names; every key the code asks for
//! (`t!("…")`, `tr("…")`, `tr_in(…, "…")`) is defined; the bundled fonts draw every
//! character of every catalogue; and no catalogue writes a glossary term
//! (`assets/i18n/GLOSSARY.md`) another way than the glossary's.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::FluentResource;
use linlab::i18n::Language;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn files_under(dir: &Path, extension: &str) -> Vec<PathBuf> {
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
struct Catalogue {
    messages: BTreeMap<String, (PathBuf, BTreeSet<String>)>,
    text: String,
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

fn catalogue(language: Language) -> Catalogue {
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
fn both_languages_have_the_same_keys_and_arguments() {
    let english = catalogue(Language::English);
    let chinese = catalogue(Language::Chinese);
    let mut problems = Vec::new();
    for (key, (path, args)) in &english.messages {
        match chinese.messages.get(key) {
            None => problems.push(format!("zh-CN lacks {key} (from {})", path.display())),
            Some((_, zh_args)) if zh_args != args => {
                problems.push(format!("{key}: English uses {args:?}, Chinese {zh_args:?}"))
            }
            Some(_) => {}
        }
    }
    for (key, (path, _)) in &chinese.messages {
        if !english.messages.contains_key(key) {
            problems.push(format!("en lacks {key} (from {})", path.display()));
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
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

#[test]
fn the_fonts_draw_every_character_of_the_catalogues_the_lectures_the_code_and_the_common_3500() {
    let ctx = egui::Context::default();
    linlab::app::install_fonts(&ctx);
    // The fonts are loaded by the first frame.
    ctx.run_ui(egui::RawInput::default(), |_| {})
        .textures_delta
        .clear();
    let common = std::fs::read_to_string(root().join("assets/fonts/tongyong-guifan-level1.txt"))
        .expect("the list of common characters");
    let common: String = common.chars().filter(|c| !c.is_whitespace()).collect();
    assert_eq!(common.chars().count(), 3500);
    let mut text = common;
    for language in Language::ALL {
        text.push_str(&catalogue(language).text);
    }
    // The built-in lectures' captions, in both languages.
    for lecture in linlab::script::BUILT_IN {
        text.push_str(lecture.json);
    }
    // And the symbols the code writes itself (ŵ, ‖w‖, ξₙ, ☆ …).
    for path in files_under(&root().join("src"), "rs") {
        text.push_str(&std::fs::read_to_string(path).expect("a source file"));
    }
    let font = egui::FontId::proportional(14.0);
    let missing: BTreeSet<char> = ctx.fonts_mut(|fonts| {
        text.chars()
            .filter(|c| !c.is_control())
            .filter(|&c| !fonts.has_glyph(&font, c))
            .collect()
    });
    assert!(
        missing.is_empty(),
        "no glyph for {missing:?}: run assets/fonts/subset.sh"
    );
}

/// A row of the glossary's table.
struct Term {
    english: String,
    chinese: String,
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
            let never = cells
                .get(4)
                .into_iter()
                .flat_map(|cell| cell.split(" / "))
                .filter(|variant| !variant.is_empty())
                .map(|variant| {
                    let (tag, text) = variant
                        .split_once(": ")
                        .unwrap_or_else(|| panic!("{variant:?}: say zh: or en:"));
                    (tag.to_owned(), text.to_owned())
                })
                .collect();
            Term {
                english: cells[1].to_owned(),
                chinese: cells[2].to_owned(),
                never,
            }
        })
        .collect()
}

#[test]
fn the_catalogues_and_lectures_write_each_glossary_term_one_way() {
    let rows = glossary();
    assert!(rows.len() > 50, "{} rows", rows.len());
    let texts: BTreeMap<&str, String> = Language::ALL
        .iter()
        .map(|&language| {
            // The messages, not the comments.
            let text = catalogue(language)
                .text
                .lines()
                .filter(|line| !line.trim_start().starts_with('#'))
                .collect::<Vec<_>>()
                .join("\n");
            // And the built-in lectures' captions, questions and labels.
            let lectures: String = linlab::script::BUILT_IN
                .iter()
                .map(|lecture| lecture.json)
                .collect();
            (language.tag(), format!("{text}\n{lectures}"))
        })
        .collect();
    let mut problems = Vec::new();
    let mut checked = 0;
    for Term {
        english,
        chinese,
        never,
    } in &rows
    {
        for (tag, variant) in never {
            let language = match tag.as_str() {
                "zh" => "zh-CN",
                "en" => "en",
                other => panic!("{english}: unknown language {other:?}"),
            };
            let text = &texts[language];
            checked += 1;
            if let Some(at) = text.find(variant.as_str()) {
                let line = text[..at].lines().count() + 1;
                problems.push(format!(
                    "{language} writes {variant:?} (line {line} of the catalogue's messages) for \
                     \"{english}\": the glossary's term is {chinese:?}"
                ));
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
    ] {
        assert!(
            texts["zh-CN"].contains(term),
            "the Chinese catalogue never writes {term:?}"
        );
    }
}
