//! The class's server on the teacher's machine: axum on a tokio runtime of its own, on its own
//! thread, so that the window never waits on the network. It serves the student's page (the
//! files trunk built, read and gzip-compressed once at the start) and the class's WebSocket at
//! `/class` (and the teacher's phone's page, `/remote`). The window drives it through [`Class`]: the scene shown, the learner's t, the mode,
//! a reveal; it reads the [`Roster`] back. Each page is one task ([`super::socket`]): it joins
//! with the code, is sent what the teacher shows, and sends its answers, which are checked
//! against the scene's learner. The connections are accepted and held to the [`Limits`] in
//! [`super::listen`].

use std::collections::HashMap;
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::{Arc, MutexGuard};
use std::time::Duration;

use axum::Router;
use axum::http::{HeaderMap, Uri};
use axum::routing::get;
use tokio::sync::oneshot;

use super::hub::{Hub, RangeShown, Shown};
use super::journal::{JournalError, Resumed, Started};
pub use super::limits::{Limits, MESSAGES_PER_SECOND};
use super::listen::{ENDS_WITHIN, serve};
use super::page::{compress, read_page, serve_file};
use super::protocol::{ClassMode, Refusal, RemoteCommand, Scene, StageView, ToPage};
use super::roster::Roster;
use super::socket::upgrade;
use crate::t;

/// The default port.
pub const DEFAULT_PORT: u16 = 8080;
/// The most students connected at once, by default.
pub const DEFAULT_MAX_STUDENTS: usize = 300;
/// How many ports above the one asked for are tried when the next free one is wanted.
const PORTS_TRIED: u16 = 50;
/// How long ending the class may keep the window: the server's thread is left to finish alone
/// after that (it drops what is left within a moment).
const STOP_WITHIN: Duration = Duration::from_millis(900);
/// How long the runtime, once the class ended, waits for an answer being checked.
const CHECKS_WITHIN: Duration = Duration::from_millis(200);

/// How a class is started.
#[derive(Debug, Clone, PartialEq)]
pub struct ClassConfig {
    /// The address to listen on: 127.0.0.1 (this machine alone) unless the config says
    /// otherwise, as [`ClassConfig::classroom`] does (every interface) for the window a teacher
    /// opens and `linlab class`. Tests, and every window they build, never listen beyond it.
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
    /// What a connection may cost the server.
    pub limits: Limits,
}

impl Default for ClassConfig {
    fn default() -> Self {
        Self {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: DEFAULT_PORT,
            next_free_port: false,
            code: None,
            max_students: DEFAULT_MAX_STUDENTS,
            page: None,
            journal: None,
            resume: None,
            lecture: None,
            limits: Limits::default(),
        }
    }
}

impl ClassConfig {
    /// A class on the classroom's network: every interface.
    pub fn classroom() -> Self {
        Self {
            bind: IpAddr::V4(Ipv4Addr::UNSPECIFIED),
            ..Self::default()
        }
    }

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

/// A running class, as the teacher's window holds it. Dropping it ends the class.
pub struct Class {
    hub: Arc<Hub>,
    address: SocketAddr,
    /// What a student opens, found once when the class starts.
    join_address: String,
    shutdown: Option<oneshot::Sender<()>>,
    /// Says when the server's thread has finished.
    finished: Option<std::sync::mpsc::Receiver<()>>,
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
        raise_open_file_limit();
        let listener = listen(&config)?;
        let address = listener.local_addr().map_err(ClassError::Runtime)?;
        let code = config.code.clone().unwrap_or_else(new_code);
        let lecture = config.lecture.clone();
        let started = Started::now(&code, address.port(), config.max_students, lecture);
        let (roster, since) = super::journal::roster(config.journal.as_deref(), resumed, &started)
            .map_err(ClassError::Journal)?;
        let mut hub = Hub::new(code, roster, config.limits.clone(), Box::new(wake));
        // A resumed class goes on from its old start: its answers' seconds keep counting.
        hub.started = hub.started.checked_sub(since).unwrap_or(hub.started);
        let hub = Arc::new(hub);
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .map_err(ClassError::Runtime)?;
        let (shutdown, stopped) = oneshot::channel();
        let (finish, finished) = std::sync::mpsc::channel();
        let state = hub.clone();
        let limits = config.limits;
        let thread = std::thread::Builder::new()
            .name("class server".into())
            .spawn(move || {
                let files = compress(files);
                let app = Router::new()
                    .route("/class", get(upgrade))
                    .route("/remote", get(super::remote::page))
                    .fallback(move |uri: Uri, headers: HeaderMap| {
                        serve_file(files.clone(), uri, headers)
                    })
                    .with_state(state);
                runtime.block_on(async move {
                    if let Ok(listener) = tokio::net::TcpListener::from_std(listener) {
                        serve(listener, app, limits, stopped).await;
                    }
                });
                // The pages still open are dropped, and their connections closed, here.
                runtime.shutdown_timeout(CHECKS_WITHIN);
                let _ = finish.send(());
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
            finished: Some(finished),
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

    /// The address the teacher's phone opens to be the remote, with the teacher's token after
    /// the `#`: for the presenter's window alone, never the projector.
    pub fn remote_address(&self) -> String {
        let join = self.join_address.split('#').next().unwrap_or_default();
        format!("{join}remote#token={}", self.hub.remote.token())
    }

    /// What the teacher's phone asked since the last call, in order.
    pub fn take_remote_commands(&self) -> Vec<RemoteCommand> {
        self.hub.remote.take_commands()
    }

    /// Shows the teacher's phone the stage as it is now (sent only when it changed).
    pub fn show_stage(&self, view: &StageView) {
        self.hub.remote.show(view);
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

    /// Lets a page that answered the exercise shown see the class's answers (without names;
    /// right or wrong once revealed), or stops it (a quiz).
    pub fn share_answers(&self, shared: bool) {
        self.hub.now.send_if_modified(|now| {
            let changed = now.shared != shared;
            now.shared = shared;
            changed
        });
    }

    /// Whether the class's answers are shared with the pages that answered.
    pub fn answers_shared(&self) -> bool {
        self.hub.now.borrow().shared
    }

    /// Seconds since the class started (the clock its answers' times are on).
    pub fn seconds(&self) -> f64 {
        self.hub.started.elapsed().as_secs_f64()
    }

    /// Lets every page turn on its own through `scenes` (scenes `from` to `to` of the lecture,
    /// as the students see them): the mode [`ClassMode::Range`]. Answers to the range's
    /// exercises are taken from then on, whichever scene the teacher shows.
    pub fn set_range(&self, scenes: Vec<Scene>) {
        let (Some(from), Some(to)) = (
            scenes.iter().map(|s| s.index).min(),
            scenes.iter().map(|s| s.index).max(),
        ) else {
            return;
        };
        let json = ToPage::Scenes {
            scenes: scenes.clone(),
        }
        .to_json()
        .into();
        self.hub.now.send_modify(|now| {
            let revision = now.range.as_ref().map_or(0, |r| r.revision + 1);
            now.range = Some(Arc::new(RangeShown {
                revision,
                scenes,
                json,
            }));
            now.mode = ClassMode::Range { from, to };
        });
    }

    /// Reveals scene `scene`'s answers on every page.
    pub fn reveal(&self, scene: usize) {
        self.hub.now.send_modify(|now| now.revealed = Some(scene));
    }

    /// The scene whose answers were revealed last.
    pub fn revealed(&self) -> Option<usize> {
        self.hub.now.borrow().revealed
    }

    /// Locks the class (no new student joins; the class's seats still rejoin), or opens it.
    pub fn lock(&self, locked: bool) {
        self.hub.roster().lock(locked);
        (self.hub.wake)();
    }

    /// Removes the student in `seat`: their page is told and closed, their answers leave the
    /// tally, and the seat cannot rejoin.
    pub fn remove(&self, seat: &str) {
        let page = self.hub.roster().remove(seat);
        if let Some(page) = page {
            self.hub.close_page(page, Refusal::Removed);
        }
        (self.hub.wake)();
    }

    /// The students and their answers.
    pub fn roster(&self) -> MutexGuard<'_, Roster> {
        self.hub.roster()
    }

    /// Ends the class: every page is told, the server stops and its thread is joined.
    pub fn stop(mut self) {
        self.end(Farewell::ClassEnded);
    }

    /// Stops the server (telling every page the class ended, or not), and waits for its thread at most
    /// [`STOP_WITHIN`]: the pages have [`ENDS_WITHIN`] to be told, then whatever is still open
    /// (a half-sent request, a page that stopped reading, a refusal waiting for its close) is
    /// dropped with the runtime, so the window never waits longer.
    fn end(&mut self, farewell: Farewell) {
        const _: () =
            assert!(ENDS_WITHIN.as_millis() + CHECKS_WITHIN.as_millis() < STOP_WITHIN.as_millis());
        if farewell == Farewell::ClassEnded {
            self.hub.now.send_modify(|now| now.ended = true);
        }
        if let Some(shutdown) = self.shutdown.take() {
            let _ = shutdown.send(());
        }
        let finished = self
            .finished
            .take()
            .is_some_and(|finished| finished.recv_timeout(STOP_WITHIN).is_ok());
        if let Some(thread) = self.thread.take()
            && finished
        {
            let _ = thread.join();
        }
    }
}

/// What the pages are told when the server stops.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Farewell {
    /// "End the class": the pages say the class ended and stop reconnecting.
    ClassEnded,
    /// The window closed (or crashed) without ending the class: the pages only lose their
    /// connection and keep trying, so that they rejoin by themselves once the teacher resumes it.
    Nothing,
}

impl Drop for Class {
    fn drop(&mut self) {
        self.end(Farewell::Nothing);
    }
}

/// Raises the soft limit of open files to the hard one: every page holds a descriptor, and
/// macOS starts a program with 256. A limit that cannot be raised is left as it is.
fn raise_open_file_limit() {
    let _ = rlimit::increase_nofile_limit(u64::MAX);
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
