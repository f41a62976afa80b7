//! The page's side of the accessibility tree: eframe draws the window on a canvas and gives
//! the browser no accessibility tree of it, so the page keeps a copy of what the desktop's tree
//! says, in DOM elements a screen reader reads, visually hidden over the canvas — the plane as
//! a figure with its description, the announcements as an `aria-live` region, and the main
//! commands as real buttons (Step, Play, Reset, the lecture's Previous and Next, the plane's
//! keyboard, the plots as tables), which act on the window as its own buttons do. The canvas
//! itself is named and described by them, so a screen reader on it reads the plane.

use std::cell::RefCell;

use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::closure::Closure;

use crate::app::command::Command;
use crate::app::command::LectureAction;
use crate::t;

/// What a mirrored button asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Button {
    Step,
    Play,
    Reset,
    Previous,
    Next,
    Plane,
    Tables,
}

impl Button {
    const ALL: [Self; 7] = [
        Self::Step,
        Self::Play,
        Self::Reset,
        Self::Previous,
        Self::Next,
        Self::Plane,
        Self::Tables,
    ];

    fn name(self) -> &'static str {
        match self {
            Self::Step => t!("controls-step"),
            Self::Play => t!("controls-play"),
            Self::Reset => t!("controls-reset"),
            Self::Previous => t!("views-lecture-previous"),
            Self::Next => t!("views-lecture-next"),
            Self::Plane => t!("access-focus-plane"),
            Self::Tables => t!("access-tables"),
        }
    }

    fn command(self) -> Command {
        match self {
            Self::Step => Command::Step,
            Self::Play => Command::TogglePlay,
            Self::Reset => Command::Reset,
            Self::Previous => Command::Lecture(LectureAction::Previous),
            Self::Next => Command::Lecture(LectureAction::Next),
            Self::Plane => Command::FocusPlane,
            Self::Tables => Command::ToggleTables,
        }
    }
}

/// The mirrored elements and what they say.
struct Mirror {
    live: web_sys::Element,
    figure_text: web_sys::Element,
    buttons: Vec<(Button, web_sys::Element)>,
    /// Kept alive as long as the buttons listen.
    _listeners: Vec<Closure<dyn FnMut()>>,
}

thread_local! {
    static MIRROR: RefCell<Option<Mirror>> = const { RefCell::new(None) };
    static PRESSED: RefCell<Vec<Button>> = const { RefCell::new(Vec::new()) };
}

/// Sets `element`'s text to `text` when it is not that already (a live region speaks on change).
fn set_text(element: &web_sys::Element, text: &str) {
    if element.text_content().as_deref() != Some(text) {
        element.set_text_content(Some(text));
    }
}

/// The mirror's elements, made the first time.
fn made(document: &web_sys::Document, ctx: &egui::Context) -> Option<Mirror> {
    let root = document.create_element("div").ok()?;
    root.set_id("a11y");
    root.set_class_name("visually-hidden");
    let figure = document.create_element("div").ok()?;
    figure.set_attribute("role", "figure").ok()?;
    let figure_text = document.create_element("p").ok()?;
    figure_text.set_id("a11y-figure-text");
    figure.append_child(&figure_text).ok()?;
    let live = document.create_element("div").ok()?;
    live.set_id("a11y-live");
    live.set_attribute("role", "status").ok()?;
    live.set_attribute("aria-live", "polite").ok()?;
    let mut buttons = Vec::new();
    let mut listeners = Vec::new();
    for button in Button::ALL {
        let element = document.create_element("button").ok()?;
        let ctx = ctx.clone();
        let listener = Closure::<dyn FnMut()>::new(move || {
            PRESSED.with_borrow_mut(|pressed| pressed.push(button));
            ctx.request_repaint();
        });
        element
            .add_event_listener_with_callback("click", listener.as_ref().unchecked_ref())
            .ok()?;
        root.append_child(&element).ok()?;
        buttons.push((button, element));
        listeners.push(listener);
    }
    root.append_child(&figure).ok()?;
    root.append_child(&live).ok()?;
    document.body()?.append_child(&root).ok()?;
    if let Some(canvas) = document.get_element_by_id("the_canvas_id") {
        canvas.set_attribute("role", "application").ok()?;
        canvas
            .set_attribute("aria-describedby", "a11y-figure-text")
            .ok()?;
    }
    Some(Mirror {
        live,
        figure_text,
        buttons,
        _listeners: listeners,
    })
}

/// Brings the mirror up to date: the figure's name and description, the live region's last
/// sentences, the buttons' names (in the interface's language); and hands back the commands of
/// the buttons pressed since the last frame.
pub fn frame(ctx: &egui::Context, figure_name: &str, figure: &str, said: &str) -> Vec<Command> {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return Vec::new();
    };
    MIRROR.with_borrow_mut(|mirror| {
        if mirror.is_none() {
            *mirror = made(&document, ctx);
        }
        if let Some(mirror) = mirror {
            if let Some(figure) = mirror.figure_text.parent_element()
                && figure.get_attribute("aria-label").as_deref() != Some(figure_name)
            {
                let _ = figure.set_attribute("aria-label", figure_name);
            }
            if let Some(canvas) = document.get_element_by_id("the_canvas_id")
                && canvas.get_attribute("aria-label").as_deref() != Some(figure_name)
            {
                let _ = canvas.set_attribute("aria-label", figure_name);
            }
            set_text(&mirror.figure_text, figure);
            set_text(&mirror.live, said);
            for (button, element) in &mirror.buttons {
                set_text(element, button.name());
            }
        }
    });
    PRESSED.with_borrow_mut(|pressed| pressed.drain(..).map(Button::command).collect())
}
