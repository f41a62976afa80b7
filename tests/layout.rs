//! The code's layout, checked: every module says what it is for in a doc comment, no module of
//! the window imports a sibling that imports it back (directly or around a longer loop), and no
//! source file grows past about 600 lines.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// Lines a source file may have.
const MAX_LINES: usize = 650;

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("readable source dir") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn all_sources() -> Vec<PathBuf> {
    let mut files = Vec::new();
    sources(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("src"),
        &mut files,
    );
    files.sort();
    files
}

#[test]
fn every_module_opens_with_a_doc_comment() {
    let missing: Vec<_> = all_sources()
        .into_iter()
        .filter(|p| {
            let text = std::fs::read_to_string(p).expect("readable");
            !text.trim_start().starts_with("//!")
        })
        .collect();
    assert!(missing.is_empty(), "modules without a //! doc: {missing:?}");
}

#[test]
fn no_source_file_is_too_long() {
    let long: Vec<_> = all_sources()
        .into_iter()
        .filter_map(|p| {
            let lines = std::fs::read_to_string(&p)
                .expect("readable")
                .lines()
                .count();
            (lines > MAX_LINES).then_some((p, lines))
        })
        .collect();
    assert!(long.is_empty(), "files over {MAX_LINES} lines: {long:?}");
}

/// The sibling modules of `src/app/` each file names through `super::…`.
fn app_imports() -> BTreeMap<String, BTreeSet<String>> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let modules: BTreeSet<String> = std::fs::read_dir(&dir)
        .expect("src/app")
        .filter_map(|e| {
            let path = e.expect("entry").path();
            let stem = path.file_stem()?.to_str()?.to_owned();
            (path.extension().is_some_and(|x| x == "rs") && stem != "mod").then_some(stem)
        })
        .collect();
    let mut graph = BTreeMap::new();
    for module in &modules {
        let text = std::fs::read_to_string(dir.join(format!("{module}.rs"))).expect("readable");
        let mut names = BTreeSet::new();
        // `super::name` anywhere, and the names inside `use super::{…}`.
        for (i, _) in text.match_indices("super::") {
            let rest = &text[i + "super::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let group = &group[..group.find('}').unwrap_or(group.len())];
                names.extend(
                    group
                        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                        .map(str::to_owned),
                );
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                names.insert(name);
            }
        }
        let siblings = names
            .into_iter()
            .filter(|n| modules.contains(n) && n != module)
            .collect();
        graph.insert(module.clone(), siblings);
    }
    graph
}

/// A loop of imports starting and ending at `from`, if there is one.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>, from: &str) -> Option<Vec<String>> {
    fn walk(
        graph: &BTreeMap<String, BTreeSet<String>>,
        target: &str,
        at: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        for next in graph.get(at).into_iter().flatten() {
            if next == target {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if walk(graph, target, next, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut path = vec![from.to_owned()];
    walk(graph, from, from, &mut path, &mut BTreeSet::new()).then_some(path)
}

#[test]
fn the_window_modules_import_each_other_without_cycles() {
    let graph = app_imports();
    assert!(graph.len() > 20, "found the app's modules: {graph:?}");
    // The check sees imports: files and target_view use actions.
    assert!(graph["files"].contains("actions"));
    for module in graph.keys() {
        if let Some(cycle) = find_cycle(&graph, module) {
            panic!("import cycle: {}", cycle.join(" → "));
        }
    }
}

#[test]
fn the_cycle_finder_finds_a_cycle() {
    let graph: BTreeMap<String, BTreeSet<String>> = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(k, v)| (k.to_owned(), v.into_iter().map(str::to_owned).collect()))
    .collect();
    assert_eq!(
        find_cycle(&graph, "a"),
        Some(vec!["a".into(), "b".into(), "c".into(), "a".into()])
    );
    assert_eq!(find_cycle(&graph, "d"), None);
}
