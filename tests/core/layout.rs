//! The code's layout, checked: every module says what it is for in a doc comment, no module of
//! the crate, at any level, imports a sibling that imports it back (directly or around a longer
//! loop; `crate::`, `super::` and `self::` paths of every file), and no
//! source or test file grows past 650 lines.

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
    files_under("src")
}

/// Every `.rs` file under the manifest's folder `dir`, sorted.
fn files_under(dir: &str) -> Vec<PathBuf> {
    let mut files = Vec::new();
    sources(&Path::new(env!("CARGO_MANIFEST_DIR")).join(dir), &mut files);
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
        .chain(files_under("tests"))
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

/// A module's path from the crate root: `src/app/plane/grid.rs` → [app, plane, grid];
/// `mod.rs`, `lib.rs` and `main.rs` are their folder's module.
fn module_path(file: &Path) -> Vec<String> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let relative = file.strip_prefix(&src).expect("under src");
    let mut path: Vec<String> = relative
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        path.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        path.pop();
    }
    path
}

/// The paths a file names: `crate::a::b`, `super::…` (any number of them) and `self::…`, with
/// `{…}` groups expanded, each as segments from the crate root. Line comments are skipped.
fn named_paths(text: &str, module: &[String]) -> Vec<Vec<String>> {
    fn ident(rest: &str) -> &str {
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(rest.len());
        &rest[..end]
    }
    /// Paths after `base::` in `rest`: one, or each of a `{…}` group.
    fn expand(base: Vec<String>, rest: &str, out: &mut Vec<Vec<String>>) {
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        expand(base.clone(), group[start..i].trim_start(), out);
                        return;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        expand(base.clone(), group[start..i].trim_start(), out);
                        start = i + 1;
                    }
                    _ => {}
                }
            }
            return;
        }
        let name = ident(rest);
        let mut path = base;
        if name.is_empty() || name == "self" {
            out.push(path);
            return;
        }
        path.push(name.to_owned());
        match rest[name.len()..].strip_prefix("::") {
            Some(more) => expand(path, more, out),
            None => out.push(path),
        }
    }
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = Vec::new();
    for (i, _) in code.match_indices("crate::") {
        expand(Vec::new(), &code[i + "crate::".len()..], &mut out);
    }
    for (i, _) in code.match_indices("self::") {
        let before = code[..i].chars().next_back();
        if !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
            expand(module.to_vec(), &code[i + "self::".len()..], &mut out);
        }
    }
    let mut at = 0;
    while let Some(found) = code[at..].find("super::") {
        let start = at + found;
        let mut rest = &code[start..];
        let mut ups = 0;
        while let Some(more) = rest.strip_prefix("super::") {
            ups += 1;
            rest = more;
        }
        let keep = module.len().saturating_sub(ups);
        expand(module[..keep].to_vec(), rest, &mut out);
        at = code.len() - rest.len();
    }
    out
}

/// A `use` tree's leaves: each path (segments as written) with the name it is bound to (its
/// `as` rename, else its last segment). `a::{b, c::{d as e}}` gives a::b → b and a::c::d → e.
fn use_tree(prefix: &[String], tree: &str, out: &mut Vec<(Vec<String>, String)>) {
    let tree = tree.trim();
    if let Some(group) = tree.strip_prefix('{') {
        let group = group.strip_suffix('}').unwrap_or(group);
        let (mut depth, mut start) = (0, 0);
        for (i, c) in group.char_indices() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                ',' if depth == 0 => {
                    use_tree(prefix, &group[start..i], out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        use_tree(prefix, &group[start..], out);
        return;
    }
    if tree.is_empty() {
        return;
    }
    let mut segments = prefix.to_vec();
    let mut rest = tree;
    while let Some((head, tail)) = rest.split_once("::") {
        if head.contains('{') {
            break;
        }
        segments.push(head.trim().to_owned());
        rest = tail.trim();
        if rest.starts_with('{') {
            use_tree(&segments, rest, out);
            return;
        }
    }
    let (last, alias) = match rest.split_once(" as ") {
        Some((last, alias)) => (last.trim(), Some(alias.trim())),
        None => (rest, None),
    };
    segments.push(last.to_owned());
    out.push((segments, alias.unwrap_or(last).to_owned()));
}

/// What each module's `use` statements bind in it (`crate::app::Prefs`, which a `pub use` in
/// src/app/mod.rs binds, or a private `use` its submodules reach through `super::`), mapped to
/// the path each names (`crate::app::prefs::Prefs`). Paths outside the crate are left out.
fn reexports(modules: &BTreeSet<Vec<String>>) -> BTreeMap<Vec<String>, Vec<String>> {
    let mut out = BTreeMap::new();
    for file in all_sources() {
        let module = module_path(&file);
        let text = std::fs::read_to_string(&file).expect("readable");
        let code: String = text
            .lines()
            .map(|line| line.split("//").next().unwrap_or(""))
            .collect::<Vec<_>>()
            .join(" ");
        let mut at = 0;
        while let Some(found) = code[at..].find("use ") {
            let start = at + found;
            at = start + 4;
            // `use` as a word: a statement's start (after `pub`, `pub(…)` or a line's start).
            if code[..start]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                continue;
            }
            let body = &code[at..];
            let statement = body.split(';').next().unwrap_or("");
            let mut leaves = Vec::new();
            use_tree(&[], statement, &mut leaves);
            for (segments, name) in leaves {
                let Some((first, rest)) = segments.split_first() else {
                    continue;
                };
                let mut full = match first.as_str() {
                    "crate" => Vec::new(),
                    "self" => module.clone(),
                    "super" => module[..module.len().saturating_sub(1)].to_vec(),
                    child
                        if modules.contains(&[module.clone(), vec![child.to_owned()]].concat()) =>
                    {
                        [module.clone(), vec![child.to_owned()]].concat()
                    }
                    _ => continue,
                };
                full.extend(rest.iter().cloned());
                if name != "self" && name != "*" {
                    out.insert([module.clone(), vec![name]].concat(), full);
                }
            }
        }
    }
    out
}

/// `named` with every re-exported name on its way replaced by what it names, so that a path
/// leads to the module that defines the thing.
fn through_reexports(
    named: &[String],
    reexports: &BTreeMap<Vec<String>, Vec<String>>,
) -> Vec<String> {
    let mut path = named.to_vec();
    for _ in 0..8 {
        let Some((k, target)) = (1..=path.len())
            .rev()
            .find_map(|k| reexports.get(&path[..k]).map(|t| (k, t)))
        else {
            break;
        };
        let next = [target.clone(), path[k..].to_vec()].concat();
        if next == path {
            break;
        }
        path = next;
    }
    path
}

/// A name used: the module using it, the module that defines it, the rest of the path inside
/// that module.
type Use = (Vec<String>, Vec<String>, Vec<String>);

/// The crate's modules, and every name each of them uses, followed through re-exports.
fn uses() -> (BTreeSet<Vec<String>>, Vec<Use>) {
    let files = all_sources();
    let modules: BTreeSet<Vec<String>> = files.iter().map(|f| module_path(f)).collect();
    let reexports = reexports(&modules);
    let mut uses = Vec::new();
    for file in &files {
        let from = module_path(file);
        let text = std::fs::read_to_string(file).expect("readable");
        for named in named_paths(&text, &from) {
            let named = through_reexports(&named, &reexports);
            // The module named: the longest prefix that is one.
            if let Some(k) = (0..=named.len())
                .rev()
                .find(|&k| modules.contains(&named[..k]))
            {
                uses.push((from.clone(), named[..k].to_vec(), named[k..].to_vec()));
            }
        }
    }
    (modules, uses)
}

/// Which sibling modules each module uses, at every level of the crate: an edge a → b between
/// two children of one module when something in a's subtree names something in b's. A module's
/// use of its own ancestors or descendants is not an edge.
fn sibling_imports() -> BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> {
    let (modules, uses) = uses();
    let mut levels: BTreeMap<Vec<String>, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for module in &modules {
        if let Some((last, parent)) = module.split_last() {
            levels
                .entry(parent.to_vec())
                .or_default()
                .entry(last.clone())
                .or_default();
        }
    }
    for (from, to, _) in uses {
        let common = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
        if common < from.len() && common < to.len() {
            levels
                .entry(from[..common].to_vec())
                .or_default()
                .entry(from[common].clone())
                .or_default()
                .insert(to[common].clone());
        }
    }
    levels
}

/// The names the window's parts take from the window's own file (src/app/mod.rs), through
/// re-exports: each as (the part, `app`, the name). `crate::app::App` named in
/// src/app/lecture/window.rs is (lecture, app, App).
fn upward_names() -> BTreeSet<(String, String, String)> {
    let (_, uses) = uses();
    uses.into_iter()
        .filter(|(from, to, rest)| {
            *to == ["app"]
                && from.len() > 1
                && from.starts_with(to)
                && !rest.is_empty()
                && !is_test_module(from)
        })
        .map(|(from, to, rest)| (from[1].clone(), to.join("::"), rest[0].clone()))
        .collect()
}

/// Whether `module` is compiled for the tests alone (its parent declares it `#[cfg(test)] mod
/// name;`): a test that drives the whole window from inside a folder names the window's top
/// without the folder's code depending on it.
fn is_test_module(module: &[String]) -> bool {
    let Some((name, parent)) = module.split_last() else {
        return false;
    };
    let folder = parent
        .iter()
        .fold(Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), |p, s| {
            p.join(s)
        });
    let declaration = format!("#[cfg(test)]\nmod {name};");
    [folder.join("mod.rs"), folder.with_extension("rs")]
        .iter()
        .filter_map(|parent| std::fs::read_to_string(parent).ok())
        .any(|text| text.contains(&declaration))
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
fn no_modules_import_each_other_at_any_level() {
    let levels = sibling_imports();
    let app = &levels[&vec!["app".to_owned()]];
    assert!(app.len() >= 10, "found the app's modules: {app:?}");
    // The check sees imports of every kind: `crate::app::…` from a folder, `super::` in a file
    // of a folder, and paths from the crate's root.
    assert!(app["classroom"].contains("shell"), "{:?}", app["classroom"]);
    let classroom = &levels[&vec!["app".to_owned(), "classroom".to_owned()]];
    assert!(classroom["files"].contains("file_dialogs"), "{classroom:?}");
    assert!(levels[&Vec::new()]["app"].contains("learn"));
    assert!(app["plane"].contains("drawing"), "{:?}", app["plane"]);
    let mut cycles = Vec::new();
    for (parent, graph) in &levels {
        for module in graph.keys() {
            if let Some(cycle) = find_cycle(graph, module) {
                cycles.push(format!(
                    "in crate::{}: {}",
                    parent.join("::"),
                    cycle.join(" → ")
                ));
            }
        }
    }
    assert!(cycles.is_empty(), "import cycles:\n{}", cycles.join("\n"));
}

/// Names taken from the window's top (`crate::app::App`, which a few folders extend with `impl
/// App` blocks named by role) stay few, and the vocabulary, the saved settings, the points and
/// the drawing helpers never reach up: they are leaves.
#[test]
fn few_modules_reach_up_and_the_vocabulary_is_a_leaf() {
    let upward = upward_names();
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    // The files directly in src/app join the folders together: they are the window's top.
    let arrows: BTreeSet<(&str, &str)> = upward
        .iter()
        .filter(|(from, _, _)| app.join(from).is_dir())
        .map(|(from, to, _)| (from.as_str(), to.as_str()))
        .collect();
    let listed: Vec<String> = upward
        .iter()
        .map(|(from, to, name)| format!("{from} → {to}::{name}"))
        .collect();
    println!("{} upward arrows: {listed:#?}", arrows.len());
    for leaf in ["command", "prefs", "document", "drawing"] {
        assert!(
            !arrows
                .iter()
                .any(|(from, to)| *from == leaf && *to == "app"),
            "{leaf} reaches up: {listed:#?}"
        );
    }
    assert!(arrows.len() <= MAX_UPWARD_ARROWS, "{listed:#?}");
}

/// The most folders of the window that take a name from its top (src/app/mod.rs): the two that
/// extend `App` by role (the classroom's files and lessons, the lecture's effects) and the shell
/// (its off-screen window draws an `App`).
const MAX_UPWARD_ARROWS: usize = 3;

#[test]
fn the_import_graph_follows_re_exports() {
    let mut leaves = Vec::new();
    use_tree(
        &[],
        "prefs::{Prefs, Start as ClusterStart, inner::{A, B}}",
        &mut leaves,
    );
    let written: Vec<(String, String)> = leaves
        .into_iter()
        .map(|(path, name)| (path.join("::"), name))
        .collect();
    let want = [
        ("prefs::Prefs", "Prefs"),
        ("prefs::Start", "ClusterStart"),
        ("prefs::inner::A", "A"),
        ("prefs::inner::B", "B"),
    ]
    .map(|(p, n)| (p.to_owned(), n.to_owned()));
    assert_eq!(written, want);
    // The plane names `crate::app::Command`, which app/mod.rs re-exports from the vocabulary:
    // the graph has the edge to the module that defines it.
    let levels = sibling_imports();
    let app = &levels[&vec!["app".to_owned()]];
    assert!(app["plane"].contains("command"), "{:?}", app["plane"]);
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

#[test]
fn the_path_reader_sees_every_kind_of_path() {
    let module: Vec<String> = ["app", "plane", "grid"].map(str::to_owned).to_vec();
    let text = "use crate::{data::Dataset, learn::{Order, svm::Svm}};\n\
                use super::super::palette::Palette;\n\
                use self::inner::Thing;\n\
                // use crate::commented::Out;\n\
                fn f() { super::paint::draw(); }";
    let paths: BTreeSet<String> = named_paths(text, &module)
        .into_iter()
        .map(|p| p.join("::"))
        .collect();
    let want: BTreeSet<String> = [
        "data::Dataset",
        "learn::Order",
        "learn::svm::Svm",
        "app::palette::Palette",
        "app::plane::grid::inner::Thing",
        "app::plane::paint::draw",
    ]
    .map(str::to_owned)
    .into_iter()
    .collect();
    assert_eq!(paths, want);
}

/// What the code knows about a learner comes from the core's `Algorithm` (its match arms, which
/// the compiler checks when a learner is added), never from comparing its name: no `.id() ==
/// "…"`, no `algo == "…"`, no match arm on an algorithm's id.
#[test]
fn no_learner_is_recognised_by_its_name() {
    let ids: Vec<&str> = linlab::learn::Algorithm::all()
        .iter()
        .map(|a| a.id())
        .collect();
    let mut found = Vec::new();
    for path in all_sources() {
        let text = std::fs::read_to_string(&path).expect("readable");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            let compares = ["id() == \"", "id() != \"", "algo == \"", "algo != \""]
                .iter()
                .any(|p| code.contains(p));
            let arm = ids.iter().any(|id| code.contains(&format!("\"{id}\" =>")));
            if compares || arm {
                found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "learners recognised by name:\n{}",
        found.join("\n")
    );
}

/// Outside the core's `learn` module nothing matches on which algorithm it is: what the window
/// and the command line need (names, orders, budget, answer, update, shading…) is in the
/// algorithm's `Description`, so adding a learner adds no arm anywhere else.
#[test]
fn no_match_on_algorithms_outside_the_core() {
    let learn = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/learn");
    let mut found = Vec::new();
    for path in all_sources() {
        if path.starts_with(&learn) {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("readable");
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("").trim();
            let arm = code.starts_with("| Algorithm::")
                || ((code.starts_with("Algorithm::") || code.starts_with("(Algorithm::"))
                    && code.contains("=>"));
            let matches = code.contains("matches!(") && code.contains("Algorithm::");
            if arm || matches {
                found.push(format!("{}:{}: {}", path.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "matches on algorithms outside src/learn:\n{}",
        found.join("\n")
    );
}

/// The window's code is a tree that shows its architecture: every view, the run, the plane, the
/// document, the shell, the saved settings, the vocabulary and the drawing helpers are folders;
/// directly in src/app are only its mod.rs (the App) and the few files that join the folders
/// together (applying commands, laying out the window, reaching the workspaces).
#[test]
fn the_window_s_files_live_in_folders() {
    let app = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let joining = ["mod.rs", "apply.rs", "layout.rs", "web.rs", "workspaces.rs"];
    let mut loose = Vec::new();
    for entry in std::fs::read_dir(&app).expect("src/app") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        if path.is_file() && !joining.contains(&name.as_str()) {
            loose.push(name);
        }
    }
    assert!(loose.is_empty(), "files directly in src/app: {loose:?}");
    for folder in [
        "multiclass",
        "classify",
        "class",
        "classroom",
        "cluster",
        "command",
        "document",
        "drawing",
        "pca",
        "plane",
        "prefs",
        "classify/run",
        "shell",
    ] {
        assert!(
            app.join(folder).join("mod.rs").is_file(),
            "src/app/{folder}/mod.rs"
        );
    }
}
