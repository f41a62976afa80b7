//! The class's server on the teacher's machine: axum on a tokio runtime of its own, on its own
//! thread, so that the window never waits on the network. It serves the student's page (the
//! files trunk built, read and gzip-compressed once at the start) and the class's WebSocket at `/class`. The window
//! drives it through [`Class`]: the scene shown, the learner's t, the mode, a reveal; it reads
//! the [`Roster`] back. Each page is one task: it joins with the code, is sent what the teacher
//! shows, and sends its answers, which are checked here against the scene's learner.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::http::{HeaderMap, Uri};
use axum::response::Response;
use axum::routing::get;
use tokio::sync::{oneshot, watch};

use super::journal::{JournalError, Resumed, Started};
use super::page::{compress, read_page, serve_file};
use super::protocol::{ClassMode, FromPage, MAX_MESSAGE_BYTES, Refusal, Scene, ToPage, VERSION};
use super::roster::Roster;
use crate::script::task;
use crate::t;

/// The default port.
pub const DEFAULT_PORT: u16 = 8080;
/// The most students connected at once, by default.
pub const DEFAULT_MAX_STUDENTS: usize = 300;
/// A page may send this many messages a second (and twice as many in a burst).
pub const MESSAGES_PER_SECOND: u32 = 10;
/// How many ports above the one asked for are tried when the next free one is wanted.
const PORTS_TRIED: u16 = 50;
/// How long a refused page has to close its side.
const CLOSE_WITHIN: Duration = Duration::from_secs(2);
/// How long a page has to send its join.
const JOIN_WITHIN: Duration = Duration::from_secs(10);

/// How a class is started.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassConfig {
    /// The address to listen on: every interface for a classroom, 127.0.0.1 in tests.
    pub bind: IpAddr,
    pub port: u16,
    /// When the port is busy, take the next free one above it instead of stopping.
    pub next_free_port: bool,
    /// The class code (none: a new random one).
    pub code: Option<String>,
    pub max_students: usize,
    /// The student's page: the directory trunk built (`dist/`), if any.
    pub page: Option<PathBuf>,
    /// Where classes are kept as they go, a folder each (see `journal.rs`): none, nothing is
    /// written (as in tests).
    pub journal: Option<PathBuf>,
    /// A class's folder to resume: its code, port and size, its seats, names and answers.
    pub resume: Option<PathBuf>,
    /// The built-in lecture the class opens with (its journal keeps it for a resume).
    pub lecture: Option<String>,
}

impl Default for ClassConfig {
    fn default() -> Self {
        Self {
            bind: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            port: DEFAULT_PORT,
            next_free_port: false,
            code: None,
            max_students: DEFAULT_MAX_STUDENTS,
            page: None,
            journal: None,
            resume: None,
            lecture: None,
        }
    }
}

impl ClassConfig {
    /// This config for the class that `started` again: its code, port, size and lecture.
    fn resuming(self, started: &Started) -> Self {
        Self {
            port: started.port,
            code: Some(started.code.clone()),
            max_students: started.max_students,
            lecture: started.lecture.clone(),
            ..self
        }
    }
}

/// Why a class could not start.
#[derive(Debug, thiserror::Error)]
pub enum ClassError {
    PortBusy {
        port: u16,
    },
    NoFreePort {
        from: u16,
        to: u16,
    },
    Listen {
        address: SocketAddr,
        source: std::io::Error,
    },
    Page {
        dir: String,
        source: std::io::Error,
    },
    Runtime(std::io::Error),
    /// The class to resume cannot be read, or the class cannot be kept.
    Journal(JournalError),
}

impl std::fmt::Display for ClassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            Self::PortBusy { port } => t!("core-class-port-busy", port = *port),
            Self::NoFreePort { from, to } => t!("core-class-no-free-port", from = *from, to = *to),
            Self::Listen { address, source } => t!(
                "core-class-cannot-listen",
                address = address.to_string(),
                problem = source.to_string()
            ),
            Self::Page { dir, source } => t!(
                "core-class-cannot-read-page",
                dir = dir.as_str(),
                problem = source.to_string()
            ),
            Self::Runtime(source) => {
                t!("core-class-cannot-start", problem = source.to_string())
            }
            Self::Journal(error) => error.to_string(),
        };
        f.write_str(&text)
    }
}

/// The scene shown, as the pages get it and as the answers are checked against it.
struct Shown {
    /// Counts the scenes shown: a page is sent a scene again when the teacher changed it.
    revision: u64,
    scene: Scene,
    /// `ToPage::Scene`, serialised once for every page.
    json: Arc<str>,
}

/// What the teacher shows now; every page's task watches it.
#[derive(Clone, Default)]
struct Now {
    scene: Option<Arc<Shown>>,
    /// The learner's t within the scene.
    t: u64,
    mode: ClassMode,
    /// The exercise whose answers were revealed last.
    revealed: Option<usize>,
    /// The teacher ended the class.
    ended: bool,
}

/// What the window and every page's task share.
struct Hub {
    code: String,
    roster: Mutex<Roster>,
    now: watch::Sender<Now>,
    started: Instant,
    /// Asks the window for a frame (something it shows changed).
    wake: Box<dyn Fn() + Send + Sync>,
}

impl Hub {
    fn roster(&self) -> MutexGuard<'_, Roster> {
        self.roster.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

/// A running class, as the teacher's window holds it. Dropping it ends the class.
pub struct Class {
    hub: Arc<Hub>,
    address: SocketAddr,
    /// What a student opens, found once when the class starts.
    join_address: String,
    shutdown: Option<oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Class {
    /// Starts the server on its own thread; `wake` asks the window for a frame.
    pub fn start(
        config: ClassConfig,
        wake: impl Fn() + Send + Sync + 'static,
    ) -> Result<Self, ClassError> {
        let files = match &config.page {
            Some(dir) => read_page(dir).map_err(|source| ClassError::Page {
                dir: dir.display().to_string(),
                source,
            })?,
            None => HashMap::new(),
        };
        let resumed = config.resume.as_deref().map(Resumed::read).transpose();
        let resumed = resumed.map_err(ClassError::Journal)?;
        let config = match &resumed {
            Some(resumed) => config.resuming(resumed.started()),
            None => config,
        };
        let listener = listen(&config)?;
        let address = listener.local_addr().map_err(ClassError::Runtime)?;
        let code = config.code.clone().unwrap_or_else(new_code);
        let lecture = config.lecture.clone();
        let started = Started::now(&code, address.port(), config.max_students, lecture);
        let (roster, since) = super::journal::roster(config.journal.as_deref(), resumed, &started)
            .map_err(ClassError::Journal)?;
        let hub = Arc::new(Hub {
            code,
            roster: Mutex::new(roster),
            now: watch::Sender::new(Now::default()),
            started: Instant::now()
                .checked_sub(since)
                .unwrap_or_else(Instant::now),
            wake: Box::new(wake),
        });
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(ClassError::Runtime)?;
        let (shutdown, stopped) = oneshot::channel();
        let state = hub.clone();
        let thread = std::thread::Builder::new()
            .name("class server".into())
            .spawn(move || {
                let files = compress(files);
                let app = Router::new()
                    .route("/class", get(upgrade))
                    .fallback(move |uri: Uri, headers: HeaderMap| {
                        serve_file(files.clone(), uri, headers)
                    })
                    .with_state(state);
                runtime.block_on(async move {
                    let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
                        return;
                    };
                    let _ = axum::serve(listener, app)
                        .with_graceful_shutdown(async {
                            let _ = stopped.await;
                        })
                        .await;
                });
            })
            .map_err(ClassError::Runtime)?;
        let host = if address.ip().is_unspecified() {
            lan_address()
        } else {
            address.ip()
        };
        let join_address = format!("http://{host}:{}/#class={}", address.port(), hub.code);
        Ok(Self {
            hub,
            address,
            join_address,
            shutdown: Some(shutdown),
            thread: Some(thread),
        })
    }

    /// The address and port the server listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// The address a student opens, with the class code: the machine's on the classroom's
    /// network when the class listens on every interface.
    pub fn join_address(&self) -> &str {
        &self.join_address
    }

    /// The class code the students type.
    pub fn code(&self) -> &str {
        &self.hub.code
    }

    /// Shows `scene` on every page (its learner at the scene's own t).
    pub fn show(&self, scene: Scene) {
        let t = scene.scene.state.t;
        let json = ToPage::Scene(Box::new(scene.clone())).to_json().into();
        self.hub.now.send_modify(|now| {
            let revision = now.scene.as_ref().map_or(0, |s| s.revision + 1);
            now.scene = Some(Arc::new(Shown {
                revision,
                scene,
                json,
            }));
            now.t = t;
        });
    }

    /// The teacher's learner moved to `t` within the scene shown.
    pub fn at(&self, t: u64) {
        self.hub.now.send_if_modified(|now| {
            let changed = now.t != t;
            now.t = t;
            changed
        });
    }

    pub fn set_mode(&self, mode: ClassMode) {
        self.hub.now.send_if_modified(|now| {
            let changed = now.mode != mode;
            now.mode = mode;
            changed
        });
    }

    pub fn mode(&self) -> ClassMode {
        self.hub.now.borrow().mode
    }

    /// Reveals scene `scene`'s answers on every page.
    pub fn reveal(&self, scene: usize) {
        self.hub.now.send_modify(|now| now.revealed = Some(scene));
    }

    /// The students and their answers.
    pub fn roster(&self) -> MutexGuard<'_, Roster> {
        self.hub.roster()
    }

    /// Ends the class: every page is told, the server stops and its thread is joined.
    pub fn stop(mut self) {
        self.end();
    }

    fn end(&mut self) {
        self.hub.now.send_modify(|now| now.ended = true);
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

impl Drop for Class {
    fn drop(&mut self) {
        self.end();
    }
}

/// Binds the port asked for, or the next free one above it when the config asks so.
fn listen(config: &ClassConfig) -> Result<TcpListener, ClassError> {
    let last = if config.next_free_port {
        config.port.saturating_add(PORTS_TRIED)
    } else {
        config.port
    };
    for port in config.port..=last {
        let address = SocketAddr::new(config.bind, port);
        match TcpListener::bind(address) {
            Ok(listener) => {
                listener
                    .set_nonblocking(true)
                    .map_err(ClassError::Runtime)?;
                return Ok(listener);
            }
            Err(e) if e.kind() == std::io::ErrorKind::AddrInUse => {}
            Err(source) => return Err(ClassError::Listen { address, source }),
        }
    }
    Err(if config.next_free_port {
        ClassError::NoFreePort {
            from: config.port,
            to: last,
        }
    } else {
        ClassError::PortBusy { port: config.port }
    })
}

/// A four-character code, from letters and digits no one misreads (no O/0, I/1).
fn new_code() -> String {
    use rand::RngExt as _;
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    (0..4)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

/// A seat for a new student: 16 random hex digits.
fn new_seat() -> String {
    use rand::RngExt as _;
    format!("{:016x}", rand::rng().random::<u64>())
}

/// The machine's address on the classroom's network, to show the students: the interface a
/// packet to the outside would leave by. Nothing is sent (a UDP socket only picks its route).
pub fn lan_address() -> IpAddr {
    std::net::UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0))
        .and_then(|socket| {
            socket.connect((Ipv4Addr::new(192, 0, 2, 1), 9))?;
            socket.local_addr()
        })
        .map(|a| a.ip())
        .unwrap_or(IpAddr::V4(Ipv4Addr::LOCALHOST))
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<Arc<Hub>>) -> Response {
    ws.max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .on_upgrade(move |socket| async move {
            let mut socket = socket;
            if let Err(reason) = page(&mut socket, &hub).await {
                refuse(&mut socket, reason).await;
            }
        })
}

/// Tells the page why it is closed, then closes.
async fn refuse(socket: &mut WebSocket, reason: Refusal) {
    // A close frame's reason holds at most 123 bytes: cut on a character's edge.
    let mut text = reason.to_string();
    while text.len() > 120 {
        text.pop();
    }
    let _ = socket
        .send(Message::Text(ToPage::Refused { reason }.to_json().into()))
        .await;
    let _ = socket
        .send(Message::Close(Some(CloseFrame {
            code: axum::extract::ws::close_code::POLICY,
            reason: text.into(),
        })))
        .await;
    // Wait (briefly) for the page's own close, reading what it still sends: a socket closed
    // with messages unread is reset, and the reset can take the refusal with it.
    let _ = tokio::time::timeout(CLOSE_WITHIN, async {
        while let Some(Ok(message)) = socket.recv().await {
            if matches!(message, Message::Close(_)) {
                break;
            }
        }
    })
    .await;
}

/// The next text message of the page; `None` when it closed.
async fn next_text(socket: &mut WebSocket) -> Result<Option<String>, Refusal> {
    loop {
        match socket.recv().await {
            None | Some(Ok(Message::Close(_))) => return Ok(None),
            Some(Ok(Message::Text(text))) => return Ok(Some(text.to_string())),
            Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
            Some(Ok(Message::Binary(_))) => {
                return Err(Refusal::Malformed {
                    detail: "a binary frame".into(),
                });
            }
            // Over the size limit (or a broken frame).
            Some(Err(_)) => {
                return Err(Refusal::TooLarge {
                    max: MAX_MESSAGE_BYTES,
                });
            }
        }
    }
}

/// One page: its join, then what the teacher shows and its answers, until it leaves.
async fn page(socket: &mut WebSocket, hub: &Hub) -> Result<(), Refusal> {
    let first = tokio::time::timeout(JOIN_WITHIN, next_text(socket))
        .await
        .map_err(|_| Refusal::NotJoined)??;
    let Some(first) = first else { return Ok(()) };
    let FromPage::Join {
        version,
        code,
        name,
        seat,
    } = FromPage::parse(&first)?
    else {
        return Err(Refusal::NotJoined);
    };
    if version != VERSION {
        return Err(Refusal::Version {
            page: version,
            teacher: VERSION,
        });
    }
    if !code.trim().eq_ignore_ascii_case(&hub.code) {
        return Err(Refusal::WrongCode);
    }
    let (seat, name) = hub
        .roster()
        .join(name.as_deref(), seat.as_deref(), new_seat())?;
    (hub.wake)();
    let result = follow(socket, hub, &seat, name).await;
    hub.roster().leave(&seat);
    (hub.wake)();
    result
}

/// What a page was last sent, to send only what changed.
#[derive(Default)]
struct Sent {
    /// The revision of the scene sent.
    scene: Option<u64>,
    t: Option<u64>,
    mode: Option<ClassMode>,
    revealed: Option<usize>,
}

/// Sends the page what the teacher shows as it changes, and takes its answers.
async fn follow(
    socket: &mut WebSocket,
    hub: &Hub,
    seat: &str,
    name: String,
) -> Result<(), Refusal> {
    let answered = hub.roster().answers_of(seat);
    let welcome = ToPage::Welcome {
        seat: seat.to_owned(),
        name,
        answered,
    };
    send(socket, welcome.to_json()).await?;
    let mut now = hub.now.subscribe();
    let mut sent = Sent::default();
    let mut bucket = Bucket::new(MESSAGES_PER_SECOND);
    loop {
        let current = now.borrow_and_update().clone();
        if current.ended {
            return Err(Refusal::Ended);
        }
        send_changes(socket, &current, &mut sent).await?;
        tokio::select! {
            changed = now.changed() => {
                if changed.is_err() {
                    return Err(Refusal::Ended);
                }
            }
            text = next_text(socket) => {
                let Some(text) = text? else { return Ok(()) };
                bucket.take()?;
                answer(socket, hub, seat, &text).await?;
            }
        }
    }
}

async fn send(socket: &mut WebSocket, json: impl Into<String>) -> Result<(), Refusal> {
    let json: String = json.into();
    socket
        .send(Message::Text(json.into()))
        .await
        .map_err(|_| Refusal::Ended)
}

/// Sends what changed since `sent`: the scene, the learner's t, the mode, a reveal.
async fn send_changes(socket: &mut WebSocket, now: &Now, sent: &mut Sent) -> Result<(), Refusal> {
    if let Some(shown) = &now.scene {
        if sent.scene != Some(shown.revision) {
            send(socket, &*shown.json).await?;
            sent.scene = Some(shown.revision);
            sent.t = Some(shown.scene.scene.state.t);
        }
        if sent.t != Some(now.t) {
            let at = ToPage::At {
                scene: shown.scene.index,
                t: now.t,
            };
            send(socket, at.to_json()).await?;
            sent.t = Some(now.t);
        }
    }
    if sent.mode != Some(now.mode) {
        send(socket, ToPage::Mode { mode: now.mode }.to_json()).await?;
        sent.mode = Some(now.mode);
    }
    if let Some(scene) = now.revealed.filter(|&s| sent.revealed != Some(s)) {
        send(socket, ToPage::Reveal { scene }.to_json()).await?;
        sent.revealed = Some(scene);
    }
    Ok(())
}

/// A page's answer: checked against the exercise shown, recorded, acknowledged.
async fn answer(socket: &mut WebSocket, hub: &Hub, seat: &str, text: &str) -> Result<(), Refusal> {
    let FromPage::Answer { scene, reply } = FromPage::parse(text)? else {
        return Err(Refusal::Malformed {
            detail: "a second join".into(),
        });
    };
    let shown = hub.now.borrow().scene.clone();
    let Some((shown, task)) = shown
        .filter(|s| s.scene.index == scene)
        .and_then(|s| s.scene.scene.task.clone().map(|task| (s, task)))
    else {
        return Err(Refusal::NotTheExercise { scene });
    };
    if !task.check.accepts(&reply) {
        return Err(Refusal::WrongKind);
    }
    let state = shown.scene.scene.state.clone();
    let (check, given) = (task.check.clone(), reply.clone());
    let right = tokio::task::spawn_blocking(move || task::check(&state, &check, &given))
        .await
        .ok()
        .and_then(Result::ok)
        .is_some_and(|verdict| verdict.right);
    let seconds = hub.started.elapsed().as_secs_f64();
    hub.roster()
        .answer(seat, scene, &task.check, reply, right, seconds);
    (hub.wake)();
    send(socket, ToPage::Received { scene }.to_json()).await
}

/// A token bucket: `per_second` messages a second, twice as many at once.
struct Bucket {
    per_second: u32,
    tokens: f64,
    last: Instant,
}

impl Bucket {
    fn new(per_second: u32) -> Self {
        Self {
            per_second,
            tokens: f64::from(per_second) * 2.0,
            last: Instant::now(),
        }
    }

    fn take(&mut self) -> Result<(), Refusal> {
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
