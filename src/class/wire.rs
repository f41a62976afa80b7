//! The plumbing of the class's WebSocket connections, a page's or the teacher's phone's: how a
//! connection ends (a refusal said before the close, or gone silent), reading a message within
//! the protocol's limit, the server's pings, sending within the limits' time, and the token
//! bucket that holds a connection to its messages a second.

use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, WebSocket};
use tokio::time::Instant;

use super::limits::Limits;
use super::protocol::{MAX_MESSAGE_BYTES, Refusal, ToPage};

/// How long a refused page has to close its side.
const CLOSE_WITHIN: Duration = Duration::from_secs(2);
/// The largest message the WebSocket itself reads: above [`MAX_MESSAGE_BYTES`], so that a
/// message over the protocol's limit (in one frame or in fragments) is read whole and refused
/// here, on a socket still in order, with its reason.
pub(super) const READ_LIMIT: usize = 4 * MAX_MESSAGE_BYTES;

/// How a page's connection ends, other than by the page leaving.
pub(super) enum Closing {
    /// Refused: the page is sent the reason, then the close.
    Refused(Refusal),
    /// Refused after the socket broke a limit of the WebSocket's own and can no longer be read:
    /// the reason is sent, and the socket held open a moment for the page to read it.
    Unreadable(Refusal),
    /// Gone silent, or no longer reading: closed without a word, its seat kept for a rejoin.
    Gone,
}

impl From<Refusal> for Closing {
    fn from(reason: Refusal) -> Self {
        Self::Refused(reason)
    }
}

/// Tells the page why it is closed, then closes.
pub(super) async fn refuse(socket: &mut WebSocket, reason: Refusal, readable: bool) {
    // A close frame's reason holds at most 123 bytes: cut on a character's edge.
    let mut text = reason.to_string();
    while text.len() > 120 {
        text.pop();
    }
    let refused = ToPage::Refused { reason }.to_json();
    let close = CloseFrame {
        code: axum::extract::ws::close_code::POLICY,
        reason: text.into(),
    };
    let sent = tokio::time::timeout(CLOSE_WITHIN, async {
        socket.send(Message::Text(refused.into())).await?;
        socket.send(Message::Close(Some(close))).await
    })
    .await;
    if !matches!(sent, Ok(Ok(()))) {
        return;
    }
    // Wait (briefly) for the page's own close, reading what it still sends: a socket closed
    // with messages unread is reset, and the reset can take the refusal with it. A socket that
    // can no longer be read is held open as long, for the page to read the refusal first.
    let _ = tokio::time::timeout(CLOSE_WITHIN, async {
        if readable {
            loop {
                match socket.recv().await {
                    None | Some(Ok(Message::Close(_))) => return,
                    Some(Ok(_)) => {}
                    Some(Err(_)) => break,
                }
            }
        }
        std::future::pending::<()>().await;
    })
    .await;
}

/// What a page sent.
pub(super) enum Heard {
    Text(String),
    /// A ping or a pong: the page is there.
    Alive,
    Closed,
}

/// The page's next message.
pub(super) async fn hear(socket: &mut WebSocket) -> Result<Heard, Closing> {
    match socket.recv().await {
        None | Some(Ok(Message::Close(_))) => Ok(Heard::Closed),
        Some(Ok(Message::Text(text))) if text.len() > MAX_MESSAGE_BYTES => {
            Err(Closing::Refused(Refusal::TooLarge {
                max: MAX_MESSAGE_BYTES,
            }))
        }
        Some(Ok(Message::Text(text))) => Ok(Heard::Text(text.to_string())),
        Some(Ok(Message::Ping(_) | Message::Pong(_))) => Ok(Heard::Alive),
        Some(Ok(Message::Binary(_))) => Err(Closing::Refused(Refusal::Malformed {
            detail: "a binary frame".into(),
        })),
        Some(Err(error)) => Err(broken(&error)),
    }
}

/// A read that failed: the connection dropped, or a frame broke the WebSocket's rules or its
/// own limit ([`READ_LIMIT`]), which is said to the page.
fn broken(error: &axum::Error) -> Closing {
    let mut source: Option<&(dyn std::error::Error + 'static)> = Some(error);
    while let Some(cause) = source {
        if cause.is::<std::io::Error>() {
            return Closing::Gone;
        }
        source = cause.source();
    }
    Closing::Unreadable(Refusal::Malformed {
        detail: error.to_string(),
    })
}

/// The page's first text message; `None` when it closed.
pub(super) async fn first_text(socket: &mut WebSocket) -> Result<Option<String>, Closing> {
    loop {
        match hear(socket).await? {
            Heard::Text(text) => return Ok(Some(text)),
            Heard::Closed => return Ok(None),
            Heard::Alive => {}
        }
    }
}

/// The server's pings to a page: when the next is due, and by when the page must answer.
pub(super) struct Heartbeat {
    next_ping: Instant,
    answer_by: Option<Instant>,
}

impl Heartbeat {
    pub(super) fn new(limits: &Limits) -> Self {
        Self {
            next_ping: Instant::now() + limits.ping_every,
            answer_by: None,
        }
    }

    /// When [`Heartbeat::beat`] is next due.
    pub(super) fn due(&self) -> Instant {
        self.answer_by.unwrap_or(self.next_ping)
    }

    /// The page said something (a pong, or anything else): it is there.
    pub(super) fn heard(&mut self) {
        self.answer_by = None;
    }

    /// Pings the page, or finds it gone: its last ping went unanswered in time.
    pub(super) async fn beat(
        &mut self,
        socket: &mut WebSocket,
        limits: &Limits,
    ) -> Result<(), Closing> {
        if self.answer_by.is_some() {
            return Err(Closing::Gone);
        }
        send_message(socket, limits, Message::Ping(Default::default())).await?;
        let now = Instant::now();
        self.answer_by = Some(now + limits.pong_within);
        self.next_ping = now + limits.ping_every;
        Ok(())
    }
}

pub(super) async fn send(
    socket: &mut WebSocket,
    limits: &Limits,
    json: impl Into<String>,
) -> Result<(), Closing> {
    let json: String = json.into();
    send_message(socket, limits, Message::Text(json.into())).await
}

/// Sends `message`; a page that does not take it in time, or whose connection broke, is gone.
async fn send_message(
    socket: &mut WebSocket,
    limits: &Limits,
    message: Message,
) -> Result<(), Closing> {
    match tokio::time::timeout(limits.send_within, socket.send(message)).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) | Err(_) => Err(Closing::Gone),
    }
}

/// A token bucket: `per_second` messages a second, twice as many at once.
pub(super) struct Bucket {
    per_second: u32,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    pub(super) fn new(per_second: u32) -> Self {
        Self {
            per_second,
            tokens: f64::from(per_second) * 2.0,
            last: Instant::now(),
        }
    }

    pub(super) fn take(&mut self) -> Result<(), Refusal> {
        let rate = f64::from(self.per_second);
        let elapsed = self.last.elapsed().as_secs_f64();
        self.last = Instant::now();
        self.tokens = (self.tokens + elapsed * rate).min(rate * 2.0);
        if self.tokens < 1.0 {
            return Err(Refusal::TooFast {
                per_second: self.per_second,
            });
        }
        self.tokens -= 1.0;
        Ok(())
    }
}
