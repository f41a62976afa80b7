//! The student's page's connection to the teacher's class (built for `wasm32` only): the
//! browser's WebSocket to `/class` on the address the page came from, what it received and
//! not yet taken, and when to try again after a drop (1 s, then twice as long each time, at
//! most 10 s); each frame, the join, the teacher's messages and the answers go through it
//! ([`frame`]). The page's seat and name are kept in local storage, so a reload rejoins.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use eframe::wasm_bindgen::JsCast as _;
use eframe::wasm_bindgen::closure::Closure;

use crate::app::class::student::{Link, StudentPage};
use crate::class::protocol::{FromPage, Seat, ToPage};

/// The local-storage key of the page's seat: `code seat name`, one per line.
const SEAT_KEY: &str = "linlab-class-seat";

/// What the connection reaches of the window: its student's page, and the window that takes
/// the teacher's messages (they may turn the lecture's page).
pub trait Window {
    /// The window's student's page, if it is one.
    fn page(&mut self) -> Option<&mut StudentPage>;
    /// What a message from the teacher does to the window.
    fn receive(&mut self, message: ToPage);
}

/// The page's connection to a class, while it is a student's page: the socket (none between a
/// drop and the next try), when to try again, and how long to wait after the next drop.
struct Connection {
    socket: Option<ClassSocket>,
    retry_at: f64,
    backoff: f64,
}

thread_local! {
    static CLASS: std::cell::RefCell<Connection> = const {
        std::cell::RefCell::new(Connection {
            socket: None,
            retry_at: 0.0,
            backoff: 1.0,
        })
    };
}

/// What the socket's handlers hand the frame.
enum Event {
    Opened,
    Message(ToPage),
    Closed,
}

/// One connection to the class.
struct ClassSocket {
    socket: web_sys::WebSocket,
    events: Rc<RefCell<VecDeque<Event>>>,
    /// The handlers the browser calls (dropped with the socket).
    _handlers: Handlers,
}

/// The socket's open, message and close handlers.
struct Handlers {
    _opened: Closure<dyn FnMut()>,
    _message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _closed: Closure<dyn FnMut()>,
}

impl ClassSocket {
    /// Opens the class's WebSocket on the page's own host; `wake` asks for a frame.
    fn connect(wake: egui::Context) -> Option<Self> {
        let location = web_sys::window()?.location();
        let scheme = if location.protocol().ok()? == "https:" {
            "wss"
        } else {
            "ws"
        };
        let host = location.host().ok()?;
        let socket = web_sys::WebSocket::new(&format!("{scheme}://{host}/class")).ok()?;
        let events = Rc::new(RefCell::new(VecDeque::new()));
        let queue = |event: fn() -> Event| {
            let (events, wake) = (events.clone(), wake.clone());
            Closure::<dyn FnMut()>::new(move || {
                events.borrow_mut().push_back(event());
                wake.request_repaint();
            })
        };
        let opened = queue(|| Event::Opened);
        let closed = queue(|| Event::Closed);
        let message = {
            let (events, wake) = (events.clone(), wake.clone());
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
                // Through a JSON value, as scripts are read: the page then reads a scene with the
                // code that reads a lecture's, not a second copy of it.
                let parsed = e.data().as_string().and_then(|text| {
                    let value = serde_json::from_str::<serde_json::Value>(&text).ok()?;
                    serde_json::from_value::<ToPage>(value).ok()
                });
                if let Some(message) = parsed {
                    events.borrow_mut().push_back(Event::Message(message));
                    wake.request_repaint();
                }
            })
        };
        socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
        socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
        socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
        Some(Self {
            socket,
            events,
            _handlers: Handlers {
                _opened: opened,
                _message: message,
                _closed: closed,
            },
        })
    }

    /// What happened since the last frame.
    fn take_events(&self) -> Vec<Event> {
        self.events.borrow_mut().drain(..).collect()
    }

    /// Sends a message to the teacher (nothing when the socket is not open).
    fn send(&self, message: &FromPage) {
        if let Ok(text) = serde_json::to_string(message) {
            let _ = self.socket.send_with_str(&text);
        }
    }
}

impl Drop for ClassSocket {
    fn drop(&mut self) {
        self.socket.set_onopen(None);
        self.socket.set_onmessage(None);
        self.socket.set_onclose(None);
        let _ = self.socket.close();
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok()?
}

/// The seat and name this browser held in the class with `code`.
pub fn saved_seat(code: &str) -> Option<(Seat, String)> {
    let text = storage()?.get_item(SEAT_KEY).ok()??;
    let mut lines = text.lines();
    (lines.next()? == code).then_some(())?;
    let seat = lines.next()?.to_owned();
    let name = lines.next().unwrap_or_default().to_owned();
    Some((seat, name))
}

/// Keeps the seat and name for a reload.
pub fn save_seat(code: &str, seat: &str, name: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(SEAT_KEY, &format!("{code}\n{seat}\n{name}"));
    }
}

/// A student's page: connects (again, after a drop), takes the teacher's messages, sends the
/// join and the answers.
pub fn frame(ctx: &egui::Context, window: &mut impl Window) {
    let Some(page) = window.page() else {
        return;
    };
    match page.link {
        Link::AskingName => return,
        Link::Refused(_) => {
            CLASS.with_borrow_mut(|c| c.socket = None);
            return;
        }
        _ => {}
    }
    let now = ctx.input(|i| i.time);
    CLASS.with_borrow_mut(|connection| {
        if connection.socket.is_none() && now >= connection.retry_at {
            connection.socket = ClassSocket::connect(ctx.clone());
        }
        let events = connection
            .socket
            .as_ref()
            .map(ClassSocket::take_events)
            .unwrap_or_default();
        for event in events {
            match event {
                Event::Opened => {
                    connection.backoff = 1.0;
                    if let (Some(socket), Some(page)) = (&connection.socket, window.page()) {
                        socket.send(&page.join());
                    }
                }
                Event::Message(message) => {
                    let welcome = matches!(message, ToPage::Welcome { .. });
                    window.receive(message);
                    if let (true, Some(page)) = (welcome, window.page())
                        && let Some(seat) = &page.seat
                    {
                        save_seat(&page.code, seat, &page.name);
                    }
                }
                Event::Closed => {
                    connection.socket = None;
                    connection.retry_at = now + connection.backoff;
                    ctx.request_repaint_after(std::time::Duration::from_secs_f64(
                        connection.backoff,
                    ));
                    connection.backoff = (connection.backoff * 2.0).min(10.0);
                    if let Some(page) = window.page()
                        && !matches!(page.link, Link::Refused(_))
                    {
                        page.link = Link::Lost;
                    }
                }
            }
        }
        if let (Some(socket), Some(page)) = (&connection.socket, window.page()) {
            if page.link == Link::Lost {
                page.link = Link::Joining;
            }
            for message in page.outbox.drain(..) {
                socket.send(&message);
            }
        }
    });
}
