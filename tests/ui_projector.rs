//! The window on a projector: at 1024×768 and 1280×720, in English and Chinese, with and without
//! presentation mode (F5), after Run to end on the Separable preset. Every widget lies inside
//! the window (past its bottom only in a scroll area), no text is cut by a panel's edge or the
//! window's, no two texts lie over each other, the plane keeps room and both its axes are
//! labelled at the same step; snapshots of the presentation views show what a class sees. The
//! window is cleared to the panels' own colour, so a seam between two bars never shows dark.

use egui::{Rect, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::NodeT as _;
use glam::DVec2;
use linlab::app::{App, ClassroomAction, Command, LectureAction, State, Viewer};
use linlab::i18n::Language;
use linlab::learn::Algorithm;

mod common;

/// The window after Run to end on the Separable preset (N = 40, seed 1), in `language`, with
/// presentation mode on or off.
fn projected(size: egui::Vec2, language: Language, presenting: bool) -> Harness<'static, App> {
    let mut prefs = common::prefs(Algorithm::Pla);
    let preset = common::separable(40, 1);
    prefs.preset = preset;
    let viewer = Viewer {
        language,
        ..Viewer::default()
    };
    // The harness's size is in points, which the app's text size (125 % by default) scales to
    // the window's pixels: a 1024-pixel projector is 1024 / 1.25 points wide.
    let app = App::with_points(prefs, preset.points()).with_viewer(viewer);
    let mut harness = common::window(app, size / viewer.zoom);
    common::settle(&mut harness);
    if presenting {
        harness
            .state_mut()
            .push_command(Command::Classroom(ClassroomAction::TogglePresentation));
        common::settle(&mut harness);
    }
    harness.state_mut().push_command(Command::RunToEnd);
    for _ in 0..100 {
        common::settle(&mut harness);
        if matches!(harness.state().status().state, State::Stopped(_)) {
            break;
        }
    }
    assert!(matches!(harness.state().status().state, State::Stopped(_)));
    assert_eq!(harness.state().presentation(), presenting);
    harness
}

/// The window's scroll bars, in pixels: where a scroll area's content may lie past its fold.
fn scroll_bars(harness: &Harness<'_, App>) -> Vec<Rect> {
    harness
        .root()
        .children_recursive()
        .filter(|node| node.accesskit_node().role() == egui::accesskit::Role::ScrollBar)
        .filter_map(|node| pixel_rect(&node))
        .collect()
}

/// A node's rectangle in the window's pixels (whatever egui's zoom).
fn pixel_rect(node: &egui_kittest::Node<'_>) -> Option<Rect> {
    let b = node.accesskit_node().bounding_box()?;
    Some(Rect::from_min_max(
        egui::pos2(b.x0 as f32, b.y0 as f32),
        egui::pos2(b.x1 as f32, b.y1 as f32),
    ))
}

/// Whether a text clipped to `clip` may be cut there by a scroll area's fold: a scroll bar runs
/// along the clip's right edge (`vertical`, for a cut at the top or bottom) or its bottom edge
/// (for a cut at a side), as long as it.
fn clip_scrolls(bars: &[Rect], clip: Rect, vertical: bool) -> bool {
    bars.iter().any(|bar| {
        if vertical {
            bar.height() > bar.width()
                && (bar.max.x - clip.max.x).abs() <= 16.0
                && bar.height() >= 0.9 * clip.height() - 16.0
        } else {
            bar.width() > bar.height()
                && (bar.max.y - clip.max.y).abs() <= 16.0
                && bar.width() >= 0.9 * clip.width() - 16.0
        }
    })
}

/// Whether `node` lies in a scroll area, whose content may reach past its fold (and past the
/// window): a container above it holds a scroll bar.
fn in_scroll_area(node: &egui_kittest::Node<'_>) -> bool {
    let mut ancestor = node.accesskit_node().parent();
    while let Some(container) = ancestor {
        if container
            .children()
            .any(|child| child.role() == egui::accesskit::Role::ScrollBar)
        {
            return true;
        }
        ancestor = container.parent();
    }
    false
}

/// What is wrong with the layout: widgets outside the window, texts cut by a panel's edge or
/// the window's, texts drawn over each other.
fn layout_problems(harness: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    let mut problems = Vec::new();
    let bars = scroll_bars(harness);
    // Widgets: the accessibility tree's rectangles, in the window's pixels. Nothing lies beside
    // the window, and nothing below it but a scroll area's content past its fold.
    let window = Rect::from_min_size(egui::Pos2::ZERO, size).expand(1.0);
    for node in harness.root().children_recursive() {
        let Some(rect) = pixel_rect(&node) else {
            continue;
        };
        if !rect.is_positive() {
            continue;
        }
        let beside = rect.min.x < window.min.x || rect.max.x > window.max.x;
        let below =
            (rect.min.y < window.min.y || rect.max.y > window.max.y) && !in_scroll_area(&node);
        if beside || below {
            let name = node.accesskit_node().label().unwrap_or_default();
            problems.push(format!("{name:?} at {rect:?} leaves the window"));
        }
    }
    let ppp = harness.ctx.pixels_per_point();
    let bars_in_points: Vec<Rect> = bars.iter().map(|bar| *bar / ppp).collect();
    // Texts: every text the frame painted (widgets, plots, the plane's own words), as much of
    // each as its clip rectangle lets be seen, in points.
    let points = size / harness.ctx.pixels_per_point();
    let screen = Rect::from_min_size(egui::Pos2::ZERO, points).expand(1.0);
    let mut texts: Vec<(String, Rect)> = Vec::new();
    for clipped in &harness.output().shapes {
        let egui::Shape::Text(text) = &clipped.shape else {
            continue;
        };
        // Row by row: a wrapped text's rows need not start at its left edge.
        let rows: Vec<(String, Rect)> = if text.angle == 0.0 {
            text.galley
                .rows
                .iter()
                .filter_map(|row| {
                    // From the first glyph to the end of the last (a row's own rectangle
                    // starts where the paragraph does).
                    let first = row.row.glyphs.first()?;
                    let last = row.row.glyphs.last()?;
                    let rect = row.rect();
                    let x = |glyph_x: f32| text.pos.x + row.pos.x + glyph_x;
                    let glyphs = Rect::from_x_y_ranges(
                        x(first.pos.x)..=x(last.pos.x + last.advance_width),
                        (text.pos.y + rect.min.y)..=(text.pos.y + rect.max.y),
                    );
                    Some((row.text(), glyphs))
                })
                .collect()
        } else {
            vec![(text.galley.text().to_owned(), text.visual_bounding_rect())]
        };
        for (words, whole) in rows {
            let seen = whole.intersect(clipped.clip_rect);
            let words = words.trim().to_owned();
            if words.is_empty() {
                continue;
            }
            // Partly cut by its clip (a panel's edge, the window's) or partly painted past the
            // window, unless it scrolls there: more than a sliver of the row's leading. Wholly
            // outside its clip, it is not seen at all. A plot's tick labels are left out:
            // egui_plot centres each on its tick, so on the stage, where the plane meets the
            // panel's edge, the first and the last stick out past it.
            let visible = whole.intersect(clipped.clip_rect).intersect(screen);
            let clip = clipped.clip_rect;
            let tick_label = words.replace('−', "-").parse::<f64>().is_ok();
            let cut_at_a_side = whole.width() - visible.width() > 2.0;
            let cut_at_top_or_bottom = whole.height() - visible.height() > 0.15 * whole.height();
            if visible.is_positive()
                && !tick_label
                && ((cut_at_a_side && !clip_scrolls(&bars_in_points, clip, false))
                    || (cut_at_top_or_bottom && !clip_scrolls(&bars_in_points, clip, true)))
            {
                problems.push(format!(
                    "{words:?} at {whole:?} is cut to {visible:?} (clip {clip:?})"
                ));
            }
            if seen.is_positive() {
                texts.push((words, seen));
            }
        }
    }
    for (i, (a, ra)) in texts.iter().enumerate() {
        for (b, rb) in &texts[i + 1..] {
            let overlap = ra.intersect(*rb);
            // A pixel of shared border is not an overlap.
            if overlap.width() > 2.0 && overlap.height() > 2.0 {
                problems.push(format!("{a:?} at {ra:?} and {b:?} at {rb:?} overlap"));
            }
        }
    }
    problems
}

/// Whether the plane's two axes are labelled alike: at least three tick labels under the plane
/// and three beside it, at the same step (the plane has equal scales).
fn axes_problem(harness: &Harness<'_, App>) -> Option<String> {
    let plane = harness.state().plane().rect_on_screen()?;
    let mut x_ticks = Vec::new();
    let mut y_ticks = Vec::new();
    for clipped in &harness.output().shapes {
        let egui::Shape::Text(text) = &clipped.shape else {
            continue;
        };
        let Ok(value) = text.galley.text().replace('−', "-").parse::<f64>() else {
            continue;
        };
        let rect = text.visual_bounding_rect();
        if rect.min.y >= plane.max.y - 1.0
            && rect.center().x > plane.min.x
            && rect.center().x < plane.max.x
        {
            x_ticks.push(value);
        } else if rect.max.x <= plane.min.x + 1.0
            && rect.center().y > plane.min.y
            && rect.center().y < plane.max.y
        {
            y_ticks.push(value);
        }
    }
    let step = |ticks: &mut Vec<f64>| {
        ticks.sort_by(f64::total_cmp);
        ticks.dedup();
        (ticks.len() >= 3).then(|| ticks[1] - ticks[0])
    };
    match (step(&mut x_ticks), step(&mut y_ticks)) {
        (Some(x), Some(y)) if (x - y).abs() < 1e-9 => None,
        (x, y) => Some(format!(
            "the axes are labelled {x_ticks:?} (step {x:?}) and {y_ticks:?} (step {y:?})"
        )),
    }
}

#[test]
fn every_text_is_inside_the_window_and_none_covers_another() {
    let mut problems = Vec::new();
    for size in [vec2(1024.0, 768.0), vec2(1280.0, 720.0)] {
        for language in Language::ALL {
            for presenting in [false, true] {
                let harness = projected(size, language, presenting);
                let plane = harness.state().plane().rect_on_screen().expect("a plane");
                let case = format!("{size:?}, {}, presenting {presenting}", language.tag());
                // The plane is where the class looks: at least 30 % of the window's width beside
                // the controls and the theory panel, half of it in presentation mode.
                let ppp = harness.ctx.pixels_per_point();
                let least = if presenting { 0.5 } else { 0.3 };
                if plane.width() * ppp < least * size.x {
                    problems.push(format!(
                        "{case}: the plane is {} px wide",
                        plane.width() * ppp
                    ));
                }
                if let Some(problem) = axes_problem(&harness) {
                    problems.push(format!("{case}: {problem}"));
                }
                for problem in layout_problems(&harness, size) {
                    problems.push(format!("{case}: {problem}"));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn what_the_class_sees_on_a_projector() {
    let mut results = egui_kittest::SnapshotResults::new();
    for (size, name) in [
        (vec2(1024.0, 768.0), "projector_1024x768"),
        (vec2(1280.0, 720.0), "projector_1280x720"),
    ] {
        for language in [Language::English, Language::SimplifiedChinese] {
            let mut harness = projected(size, language, true);
            common::snapshot(&mut harness, &format!("{name}_{}", language.tag()), false);
            results.extend(harness.take_snapshot_results());
        }
    }
}

/// What is wrong with the stage: the main view under its share of the window, a panel larger
/// than it, the caption cut or outside the window.
fn stage_problems(harness: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    let mut problems = Vec::new();
    let Some(stage) = harness.state().stage_layout() else {
        return vec!["no stage".to_owned()];
    };
    let ppp = harness.ctx.pixels_per_point();
    let window_area = size.x * size.y;
    let share = linlab::app::main_view_share(size / ppp, ppp);
    let Some(main) = stage.main_view else {
        return vec!["no main view".to_owned()];
    };
    let main_area = main.area() * ppp * ppp;
    if main_area < share * window_area {
        problems.push(format!(
            "the main view is {:.0} × {:.0} px, {:.0} % of the window",
            main.width() * ppp,
            main.height() * ppp,
            100.0 * main_area / window_area
        ));
    }
    if let Some(panel) = stage.panel
        && panel.area() > main.area()
    {
        problems.push(format!("the panel {panel:?} is larger than the main view"));
    }
    let window = Rect::from_min_size(egui::Pos2::ZERO, size / ppp).expand(1.0);
    for (name, rect) in [("caption", stage.caption), ("bar", stage.bar)] {
        match rect {
            Some(rect) if window.contains_rect(rect) => {}
            other => problems.push(format!("the {name} lies at {other:?}")),
        }
    }
    if let Some(caption) = stage.caption
        && caption.intersects(main.shrink(1.0))
    {
        problems.push(format!(
            "the caption {caption:?} lies over the view {main:?}"
        ));
    }
    problems
}

/// The least size, in pixels of the window, of any text on the stage: what the back
/// row of a room still reads, 18 points on a projector.
const SMALLEST_TEXT_PX: f32 = 16.0;
/// The least size of the caption's, the question's and the exercise's text: the words the class
/// reads from afar, a size above the plane's labels.
const SMALLEST_CAPTION_PX: f32 = 18.0;

/// Texts on the stage printed smaller than [`SMALLEST_TEXT_PX`], and texts of the caption, the
/// question and the exercise smaller than [`SMALLEST_CAPTION_PX`] (a subscript, smaller, is part
/// of its text).
fn small_print_problems(harness: &Harness<'_, App>, size: egui::Vec2) -> Vec<String> {
    let ppp = harness.ctx.pixels_per_point();
    let window = Rect::from_min_size(egui::Pos2::ZERO, size / ppp);
    let caption = harness
        .state()
        .stage_layout()
        .and_then(|stage| stage.caption);
    let mut problems = Vec::new();
    for text in linlab::app::printed_texts(&harness.output().shapes, window) {
        let in_caption = caption.is_some_and(|c| c.contains(text.seen.center()));
        let least = if in_caption {
            SMALLEST_CAPTION_PX
        } else {
            SMALLEST_TEXT_PX
        };
        if text.size * ppp < least {
            problems.push(format!(
                "{:?} is {:.1} px high, under {least} px",
                text.text,
                text.size * ppp
            ));
        }
    }
    problems
}

/// Texts painted with `_` before a letter: a subscript written raw.
fn raw_subscript_problems(harness: &Harness<'_, App>) -> Vec<String> {
    common::raw_subscripts(harness)
        .into_iter()
        .map(|text| format!("{text:?} shows a subscript raw"))
        .collect()
}

/// Texts painted over a point of the plane, and words broken inside between two rows.
fn text_problems(harness: &Harness<'_, App>) -> Vec<String> {
    let mut problems = Vec::new();
    let app = harness.state();
    let plane = app.plane().rect_on_screen();
    let points: Vec<egui::Pos2> = app
        .points()
        .iter()
        .filter_map(|p| app.plane().screen_pos_of(DVec2::new(p.x.x, p.x.y)))
        .collect();
    for clipped in &harness.output().shapes {
        let egui::Shape::Text(text) = &clipped.shape else {
            continue;
        };
        let rows = &text.galley.rows;
        for pair in rows.windows(2) {
            if pair[0].ends_with_newline {
                continue;
            }
            let last = pair[0].row.glyphs.last().map(|g| g.chr);
            let first = pair[1].row.glyphs.first().map(|g| g.chr);
            if let (Some(a), Some(b)) = (last, first)
                && a.is_ascii_alphabetic()
                && b.is_ascii_alphabetic()
            {
                problems.push(format!(
                    "{:?} is broken inside a word: {:?} / {:?}",
                    text.galley.text(),
                    pair[0].text(),
                    pair[1].text()
                ));
            }
        }
        let Some(plane) = plane else { continue };
        let rect = text.visual_bounding_rect().intersect(clipped.clip_rect);
        if !rect.is_positive() || !plane.intersects(rect) {
            continue;
        }
        // A label's own box may touch a marker's edge; its letters may not cover the centre.
        let covered = rect.shrink(1.0);
        for (n, p) in points.iter().enumerate() {
            if covered.contains(*p) {
                problems.push(format!(
                    "{:?} at {rect:?} lies over P{}",
                    text.galley.text(),
                    n + 1
                ));
            }
        }
    }
    problems
}

/// What `check` finds wrong on every scene of every built-in lecture, in windows of `sizes`
/// pixels, in English and in Simplified Chinese, and in Traditional Chinese at the first size (the
/// smallest: its texts are the Simplified's, character for character but for some words), on the
/// stage when `presenting`; each problem named by its size, language, lecture and scene.
fn every_scene(
    sizes: &[egui::Vec2],
    presenting: bool,
    check: impl Fn(&Harness<'_, App>, egui::Vec2) -> Vec<String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (i, &size) in sizes.iter().enumerate() {
        let languages = Language::ALL
            .into_iter()
            .filter(|&l| i == 0 || l != Language::TraditionalChinese);
        for language in languages {
            for built_in in linlab::script::BUILT_IN {
                let mut harness = common::lecture_window(
                    common::harness_of_size,
                    size,
                    language,
                    built_in.id,
                    presenting,
                );
                let scenes = common::scene_count(&harness);
                for k in 0..scenes {
                    harness
                        .state_mut()
                        .push_command(Command::Lecture(LectureAction::GoTo(k)));
                    common::settle(&mut harness);
                    for problem in check(&harness, size) {
                        problems.push(format!(
                            "{}×{} {} {} scene {}: {problem}",
                            size.x,
                            size.y,
                            language.tag(),
                            built_in.id,
                            k + 1
                        ));
                    }
                }
            }
        }
    }
    problems
}

/// Every scene of every built-in lecture on the stage, at four projector sizes, in English and
/// in Chinese: the plane has its share, the caption is whole and under it, every text is at least
/// 16 px high (the caption's, the question's and the exercise's 18 px), no text lies over a point
/// or over another text, no widget leaves the window, no word is broken and no subscript is
/// written raw.
#[test]
fn every_lecture_scene_on_the_stage() {
    let sizes = [
        vec2(1024.0, 768.0),
        vec2(1280.0, 720.0),
        vec2(1600.0, 1000.0),
        vec2(1920.0, 1080.0),
    ];
    let problems = every_scene(&sizes, true, |harness, size| {
        let mut problems = stage_problems(harness, size);
        problems.extend(small_print_problems(harness, size));
        problems.extend(text_problems(harness));
        problems.extend(layout_problems(harness, size));
        problems.extend(raw_subscript_problems(harness));
        problems
    });
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Four scenes on the stage at 1024×768, in English and in Chinese, as a class sees them (also
/// the README's screenshots): PLA's update, the SVM's margins, K-means moving its centres, the
/// labellings of four points with the XOR pair.
#[test]
fn scenes_on_the_stage_for_the_readme() {
    let mut results = egui_kittest::SnapshotResults::new();
    let size = vec2(1024.0, 768.0);
    for (id, k, name) in [
        ("pla-step-by-step", 3, "stage_pla_update"),
        ("svm", 1, "stage_svm_margins"),
        ("k-means-and-pca", 2, "stage_kmeans"),
        ("why-machines-learn", 2, "stage_dichotomies"),
    ] {
        for language in [Language::English, Language::SimplifiedChinese] {
            let mut harness = common::lecture_window(common::window, size, language, id, true);
            harness
                .state_mut()
                .push_command(Command::Lecture(LectureAction::GoTo(k)));
            common::settle(&mut harness);
            assert!(harness.state().stage_layout().is_some(), "{id}: no stage");
            common::snapshot(&mut harness, &format!("{name}_{}", language.tag()), true);
            results.extend(harness.take_snapshot_results());
        }
    }
}

/// Every preset at t = 0, where the plane says "No line" (w = 0): on a projector, with and without
/// presentation mode, in both languages, the notice and every label on the plane cover no point,
/// whatever edge of the view the points reach.
#[test]
fn the_notices_on_every_preset_leave_the_points_visible() {
    let mut problems = Vec::new();
    for size in [vec2(1024.0, 768.0), vec2(1280.0, 720.0)] {
        for language in [Language::English, Language::SimplifiedChinese] {
            for kind in linlab::app::PresetKind::ALL {
                for presenting in [false, true] {
                    let mut prefs = common::prefs(Algorithm::Pla);
                    prefs.preset = linlab::app::Preset {
                        kind,
                        n: 40,
                        seed: 3,
                        ..linlab::app::Preset::default()
                    };
                    let viewer = Viewer {
                        language,
                        ..Viewer::default()
                    };
                    let points = prefs.preset.points();
                    let app = App::with_points(prefs, points).with_viewer(viewer);
                    let mut harness = common::harness_of_size(app, size / viewer.zoom);
                    if presenting {
                        harness
                            .state_mut()
                            .push_command(Command::Classroom(ClassroomAction::TogglePresentation));
                    }
                    common::settle(&mut harness);
                    // The notice is there, in the plane or above it (both languages write
                    // w₁ = w₂ = 0).
                    let notice = harness.output().shapes.iter().any(|c| {
                        matches!(&c.shape, egui::Shape::Text(t) if t.galley.text().contains("w₁ = w₂ = 0"))
                    });
                    let case = format!(
                        "{size:?} {} {kind:?} presenting {presenting}",
                        language.tag()
                    );
                    for problem in text_problems(&harness) {
                        problems.push(format!("{case}: {problem}"));
                    }
                    if !notice {
                        problems.push(format!("{case}: no \"No line\" notice"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// Every scene of every built-in lecture at the desk (no presentation mode), at 1280×800 and
/// 1600×1000, in both languages: no text lies over a point, no word is broken inside and no
/// subscript is written raw.
#[test]
fn every_lecture_scene_at_the_desk_covers_no_point_and_breaks_no_word() {
    let sizes = [vec2(1280.0, 800.0), vec2(1600.0, 1000.0)];
    let problems = every_scene(&sizes, false, |harness, _| {
        let mut problems = text_problems(harness);
        problems.extend(raw_subscript_problems(harness));
        problems
    });
    assert!(
        problems.is_empty(),
        "{} problems:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

/// Under the panels the window is cleared to their own colour, opaque, in both themes: a row
/// between two bars that neither fill covers (their edges between pixels at 125 %) then shows
/// as the bars do, not as eframe's dark grey line across the window.
#[test]
fn the_window_is_cleared_to_the_panels_colour() {
    use eframe::App as _;
    let app = App::default();
    for visuals in [egui::Visuals::light(), egui::Visuals::dark()] {
        let [r, g, b, a] = app.clear_color(&visuals);
        let fill = visuals.panel_fill.to_normalized_gamma_f32();
        assert_eq!([r, g, b, a], fill);
        assert_eq!(a, 1.0);
    }
}
