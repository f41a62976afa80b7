//! Nothing lost when the teacher's process dies: a class of 200 scripted pages (tokio-tungstenite,
//! on 127.0.0.1) answers in a teacher's process of its own, which is killed with SIGKILL; the
//! class's folder on disk holds every answer, a resumed class has the same code, port, seats,
//! names and answers, and the 200 pages rejoin in their seats. The teacher's process is this
//! test binary run again as [`teacher_process_killed_by_the_resume_tests`] (the real window cannot
//! be paged to an exercise without a person); the resumed class is both `Class::start` in this
//! process and the real `linlab class --resume` under Xvfb. Names a spreadsheet would run as
//! formulas, and format characters, are checked on the way.

use std::io::{BufRead as _, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::Duration;

use futures_util::{SinkExt as _, StreamExt as _};
use linlab::class::protocol::{FromPage, Scene, ToPage, VERSION};
use linlab::class::server::{Class, ClassConfig};
use linlab::script::{BUILT_IN, Reply, task};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Socket = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The pages in the class.
const PAGES: usize = 200;
/// How long any one message, or the teacher's process, may take.
const PATIENCE: Duration = Duration::from_secs(20);
/// The environment variable that makes this binary the teacher's process: the classes'
/// directory it keeps its class in.
const TEACHER_CLASSES: &str = "LINLAB_TEST_TEACHER_CLASSES";
/// The line the teacher's process says where its class listens with.
const LISTENS_AT: &str = "teacher listens at ";

/// The first scene of the built-in lectures whose exercise is answered with a number, with its
/// right and a wrong answer.
fn a_number_exercise() -> (Scene, Reply, Reply) {
    let (scene, right, wrong, _) = a_number_exercise_of_a_lecture();
    (scene, right, wrong)
}

/// [`a_number_exercise`], and its lecture's id.
fn a_number_exercise_of_a_lecture() -> (Scene, Reply, Reply, &'static str) {
    for built_in in BUILT_IN {
        let script = built_in.script().expect("a built-in lecture");
        for (k, scene) in script.scenes.iter().enumerate() {
            let Some(task) = &scene.task else { continue };
            let Ok(right @ Reply::Number(_)) = task::reference(&scene.state, &task.check) else {
                continue;
            };
            let wrong = task::wrong_answer(&scene.state, &task.check).expect("a wrong one");
            return (
                Scene::for_students(k, script.scenes.len(), scene),
                right,
                wrong,
                built_in.id,
            );
        }
    }
    panic!("no built-in exercise answered with a number");
}

/// Student `i`'s name as typed, and as the class keeps it: the first few are the names a
/// spreadsheet would run, or that hide their letters.
fn name(i: usize) -> (String, String) {
    let tricky = [
        (
            "=HYPERLINK(\"http://x\",\"y\")",
            "=HYPERLINK(\"http://x\",\"y\")",
        ),
        ("+1", "+1"),
        ("-2", "-2"),
        ("@SUM(A1)", "@SUM(A1)"),
        ("\u{202E}evE", "evE"),
        ("\u{2066}Ada\u{2069}", "Ada"),
        ("Z\u{200B}o\u{200D}e\u{FEFF}", "Zoe"),
    ];
    match tricky.get(i) {
        Some((typed, kept)) => ((*typed).to_owned(), (*kept).to_owned()),
        None => (format!("S{i}"), format!("S{i}")),
    }
}

/// A scratch directory of this test's own, as a HOME.
fn scratch_home(name: &str) -> PathBuf {
    let home = std::env::temp_dir().join(format!("linlab-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&home);
    std::fs::create_dir_all(&home).expect("a scratch HOME");
    home
}

/// Where the app keeps classes under `home`'s data directory (`$XDG_DATA_HOME/linlab/classes`).
fn classes_of(home: &Path) -> PathBuf {
    home.join("data/linlab/classes")
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .expect("a runtime")
}

/// A line `child` printed that starts with `prefix`, what follows it (within [`PATIENCE`]).
fn line_after(child: &mut Child, prefix: &str) -> String {
    let stdout = child.stdout.take().expect("the child's stdout");
    let (lines, said) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines().map_while(Result::ok) {
            if lines.send(line).is_err() {
                break;
            }
        }
    });
    loop {
        let line = said
            .recv_timeout(PATIENCE)
            .unwrap_or_else(|_| panic!("the child never said {prefix:?}"));
        if let Some(rest) = line.split_once(prefix).map(|(_, rest)| rest.to_owned()) {
            std::thread::spawn(move || for _ in said {});
            return rest;
        }
    }
}

async fn connect(address: SocketAddr) -> Socket {
    let url = format!("ws://{address}/class");
    let (socket, _) = tokio::time::timeout(PATIENCE, tokio_tungstenite::connect_async(url))
        .await
        .expect("connects in time")
        .expect("connects");
    socket
}

async fn send(socket: &mut Socket, message: &FromPage) {
    let text = serde_json::to_string(message).expect("JSON");
    socket.send(Message::text(text)).await.expect("sent");
}

/// The next message from the teacher that is not the mode or the learner's t.
async fn news(socket: &mut Socket) -> ToPage {
    loop {
        let message = tokio::time::timeout(PATIENCE, socket.next())
            .await
            .expect("a message in time");
        let Some(Ok(Message::Text(text))) = message else {
            match message {
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                other => panic!("closed: {other:?}"),
            }
        };
        match serde_json::from_str(&text).expect("a message of the class") {
            ToPage::Mode { .. } | ToPage::At { .. } => {}
            other => return other,
        }
    }
}

/// A page that joined: its seat, the name it goes by, and the answers it was given back.
struct Joined {
    socket: Socket,
    seat: String,
    name: String,
    answered: std::collections::BTreeMap<usize, Reply>,
}

/// A page joins the class at `address` with `code`, by name or back in `seat`.
async fn join(
    address: SocketAddr,
    code: &str,
    name: Option<String>,
    seat: Option<String>,
) -> Joined {
    // All the pages come from 127.0.0.1, and the server lets one address hold only so many
    // connections that have not joined (`Limits::waiting_per_address`): they join a few at a
    // time, as a class's phones from their own addresses never need to.
    static JOINING: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(16);
    let _turn = JOINING
        .acquire()
        .await
        .expect("the joining turns stay open");
    let mut socket = connect(address).await;
    let join = FromPage::Join {
        version: VERSION,
        code: code.to_lowercase(),
        name,
        seat,
    };
    send(&mut socket, &join).await;
    match news(&mut socket).await {
        ToPage::Welcome {
            seat,
            name,
            answered,
        } => Joined {
            socket,
            seat,
            name,
            answered,
        },
        other => panic!("{other:?}"),
    }
}

/// The class this binary keeps as the teacher's process (run again by the tests below, which
/// kill it): 127.0.0.1 on a port the system picks, the number exercise shown, its address said
/// on stdout. Without the environment variable it does nothing.
#[test]
#[ignore = "the teacher's process of the resume tests, which run it and kill it"]
fn teacher_process_killed_by_the_resume_tests() {
    let Some(classes) = std::env::var_os(TEACHER_CLASSES) else {
        return;
    };
    let class = Class::start(
        ClassConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            max_students: 300,
            journal: Some(PathBuf::from(classes)),
            lecture: Some(a_number_exercise_of_a_lecture().3.to_owned()),
            ..ClassConfig::default()
        },
        || {},
    )
    .expect("a class on 127.0.0.1");
    class.show(a_number_exercise().0);
    println!("{LISTENS_AT}{} {}", class.address(), class.code());
    // Killed long before: bounded all the same.
    std::thread::sleep(PATIENCE * 3);
}

/// What the killed class held: its address and code, and each page's seat, name and answer.
struct Killed {
    address: SocketAddr,
    code: String,
    /// The exercise's scene.
    scene: usize,
    pages: Vec<(String, String, Reply)>,
    /// The class's folder.
    folder: PathBuf,
}

/// A class of [`PAGES`] pages that answered (half right), then its process killed with SIGKILL,
/// its pages dropped.
fn a_class_killed(home: &Path) -> Killed {
    let classes = classes_of(home);
    let mut teacher = Command::new(std::env::current_exe().expect("this test binary"))
        .args([
            "class_resume::teacher_process_killed_by_the_resume_tests",
            "--exact",
            "--ignored",
            "--nocapture",
        ])
        .env(TEACHER_CLASSES, &classes)
        .stdout(Stdio::piped())
        .spawn()
        .expect("the teacher's process starts");
    let said = line_after(&mut teacher, LISTENS_AT);
    let (address, code) = said.split_once(' ').expect("an address and a code");
    let address: SocketAddr = address.parse().expect("an address");
    let code = code.trim().to_owned();
    let (exercise, right, wrong) = a_number_exercise();
    let scene = exercise.index;
    let pages = runtime().block_on(async {
        let mut students = Vec::new();
        for i in 0..PAGES {
            let code = code.clone();
            let reply = if i % 2 == 0 {
                right.clone()
            } else {
                wrong.clone()
            };
            students.push(tokio::spawn(async move {
                let (typed, kept) = name(i);
                let mut page = join(address, &code, Some(typed), None).await;
                assert_eq!(page.name, kept);
                assert!(matches!(news(&mut page.socket).await, ToPage::Scene(_)));
                let answer = FromPage::Answer {
                    scene,
                    reply: reply.clone(),
                };
                send(&mut page.socket, &answer).await;
                assert_eq!(news(&mut page.socket).await, ToPage::Received { scene });
                (page.seat, page.name, reply)
            }));
        }
        let mut pages = Vec::new();
        for student in students {
            pages.push(student.await.expect("a student"));
        }
        pages
    });
    teacher.kill().expect("SIGKILL");
    teacher.wait().expect("the teacher's process ends");
    let folder = std::fs::read_dir(&classes)
        .expect("the classes' directory")
        .map(|e| e.expect("a folder").path())
        .next()
        .expect("the class's folder");
    Killed {
        address,
        code,
        scene,
        pages,
        folder,
    }
}

/// Every page rejoins the class at `address` in its seat: the same name, its answer given
/// back.
fn every_page_rejoins(killed: &Killed, address: SocketAddr) {
    runtime().block_on(async {
        let mut pages = Vec::new();
        for (seat, name, reply) in killed.pages.clone() {
            let code = killed.code.clone();
            let scene = killed.scene;
            pages.push(tokio::spawn(async move {
                let page = join(
                    address,
                    &code,
                    Some("someone else".into()),
                    Some(seat.clone()),
                )
                .await;
                assert_eq!((&page.seat, &page.name), (&seat, &name));
                assert_eq!(page.answered.get(&scene), Some(&reply), "{name}");
                page.socket
            }));
        }
        for page in pages {
            page.await.expect("a page rejoined");
        }
    });
}

#[test]
fn two_hundred_answers_outlive_a_kill_and_come_back_with_their_pages_in_their_seats() {
    let home = scratch_home("resume-in-process");
    let killed = a_class_killed(&home);

    // On disk, in the results' columns, before anything reads it back.
    let results = std::fs::read_to_string(killed.folder.join("results.csv")).expect("results");
    let rows: Vec<&str> = results.lines().collect();
    assert_eq!(rows.len(), 1 + PAGES, "{results}");
    assert_eq!(rows[0], "name,scene,task,answer,right,seconds");
    for written in [
        "\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\",",
        "'+1,",
        "'-2,",
        "'@SUM(A1),",
        "evE,",
        "Ada,",
        "Zoe,",
    ] {
        assert!(
            rows.iter().any(|row| row.starts_with(written)),
            "{written} in {results}"
        );
    }

    // The report the window never wrote, written from the class's folder: every student with
    // a lecture to take home.
    let output = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .args(["--lang", "en", "class", "--report"])
        .arg(&killed.folder)
        .output()
        .expect("linlab runs");
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(
        output.status.success(),
        "{said} {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(said.contains("report.html"), "{said}");
    let report = std::fs::read_to_string(killed.folder.join("report.html")).expect("a report");
    assert!(report.contains(&format!("{PAGES} students took part.")));
    assert!(report.contains(&format!(
        "{PAGES} of {PAGES} answered: 100 right, 100 wrong."
    )));
    let take_home = std::fs::read_dir(killed.folder.join("take-home")).expect("take-home");
    let files: Vec<PathBuf> = take_home.map(|e| e.expect("a file").path()).collect();
    assert_eq!(files.len(), PAGES);
    let ada = files
        .iter()
        .find(|f| f.to_string_lossy().ends_with("-Ada.json"))
        .expect("Ada's");
    let taken = linlab::script::Script::load(ada).expect("reads");
    let held = taken.taken_home.expect("her answers");
    assert_eq!(held.student, "Ada");
    assert_eq!(
        held.answers.keys().copied().collect::<Vec<_>>(),
        [killed.scene]
    );

    let class = Class::start(
        ClassConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            resume: Some(killed.folder.clone()),
            journal: Some(classes_of(&home)),
            ..ClassConfig::default()
        },
        || {},
    )
    .expect("the class resumed");
    assert_eq!(class.address(), killed.address);
    assert_eq!(class.code(), killed.code);
    {
        let roster = class.roster();
        assert_eq!(roster.students().len(), PAGES);
        assert_eq!(roster.connected(), 0);
        let tally = roster.tally(killed.scene);
        assert_eq!(
            (tally.answered, tally.right, tally.wrong),
            (PAGES, 100, 100)
        );
        // The same rows as the file (written as the answers arrived, in the order of joining here).
        let csv = roster.results_csv();
        let mut again: Vec<&str> = csv.lines().take(1 + PAGES).collect();
        let mut rows = rows.clone();
        again.sort_unstable();
        rows.sort_unstable();
        assert_eq!(again, rows);
    }
    every_page_rejoins(&killed, class.address());
    assert_eq!(class.roster().students().len(), PAGES);
    class.stop();
    let _ = std::fs::remove_dir_all(&home);
}

/// Whether Xvfb, which the real window needs here, is installed.
fn has_xvfb() -> bool {
    Command::new("Xvfb")
        .arg("-help")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok()
}

#[test]
fn linlab_class_resume_reopens_the_killed_class_with_its_pages_in_the_real_window() {
    // `.ci/test` installs Xvfb where it is missing: a test that skipped would pass untested.
    assert!(
        has_xvfb(),
        "the real window needs Xvfb here: apt-get install xvfb, or run .ci/test, which does"
    );
    let home = scratch_home("resume-window");
    let killed = a_class_killed(&home);
    let display = format!(":{}", 200 + std::process::id() % 200);
    let mut xvfb = Command::new("Xvfb")
        .args([display.as_str(), "-screen", "0", "1024x768x24"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("Xvfb starts");
    std::thread::sleep(Duration::from_secs(1));
    let mut window = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .args(["--lang", "en", "class", "--resume", "--bind", "127.0.0.1"])
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env("XDG_RUNTIME_DIR", &home)
        .env("DISPLAY", &display)
        .env_remove("WAYLAND_DISPLAY")
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("linlab class --resume starts");
    let address = line_after(&mut window, "students open ");
    let expected = format!(
        "http://127.0.0.1:{}/#class={}",
        killed.address.port(),
        killed.code
    );
    assert_eq!(address.trim(), expected);
    every_page_rejoins(&killed, killed.address);
    window.kill().expect("SIGKILL");
    window.wait().expect("the window ends");
    let _ = xvfb.kill();
    let _ = xvfb.wait();
    let results = std::fs::read_to_string(killed.folder.join("results.csv")).expect("results");
    assert_eq!(results.lines().count(), 1 + PAGES);
    let _ = std::fs::remove_dir_all(&home);
}

#[test]
fn linlab_class_resume_with_no_class_kept_says_so_without_opening_a_window() {
    let home = scratch_home("resume-nothing");
    let output = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .args(["--lang", "en", "class", "--resume"])
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .expect("linlab runs");
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("no class to resume in"), "{said}");
    assert!(
        said.contains(&classes_of(&home).display().to_string()),
        "{said}"
    );
    // Nor is there a report to write.
    let output = Command::new(env!("CARGO_BIN_EXE_linlab"))
        .args(["--lang", "en", "class", "--report"])
        .env("HOME", &home)
        .env("XDG_DATA_HOME", home.join("data"))
        .output()
        .expect("linlab runs");
    assert_eq!(output.status.code(), Some(2));
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(said.contains("no class to resume in"), "{said}");
    let _ = std::fs::remove_dir_all(&home);
}
