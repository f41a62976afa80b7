//! The live class's server held to its limits on 127.0.0.1, with scripted students: one page per
//! seat in a class of 200 (a second page takes the seat over, the older is told why, the count
//! and the answers stay right), idle connections that do not lock a join out, wrong codes slowed
//! for their address alone, a silent page counted gone, an oversize or fragmented message
//! refused with its reason, and the end of the class within a second whatever the pages do.
//! Each test starts and stops its own class, with its clients bounded in number and time; the
//! limits are shortened so that each runs in a few seconds.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::time::{Duration, Instant};

use futures_util::{SinkExt as _, StreamExt as _};
use linlab::class::protocol::{ClassMode, FromPage, MAX_MESSAGE_BYTES, Refusal, ToPage, VERSION};
use linlab::class::server::{Class, Limits};
use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::MaybeTlsStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::Frame;
use tokio_tungstenite::tungstenite::protocol::frame::coding::{Data, OpCode};

use super::class::{
    PATIENCE, Socket, an_exercise, connect, join, joined, local_class, local_class_with, receive,
    refusal, runtime, send, wrong_code_join,
};

/// A join for `seat`, to rejoin or to open the seat in a second page.
fn join_seat(seat: &str) -> FromPage {
    FromPage::Join {
        version: VERSION,
        code: "K7Q2".into(),
        name: None,
        seat: Some(seat.to_owned()),
    }
}

/// A page that rejoins `seat` and is welcomed back in it.
async fn rejoined(class: &Class, seat: &str) -> Socket {
    let mut socket = connect(class).await;
    send(&mut socket, &join_seat(seat)).await;
    match receive(&mut socket).await {
        Some(ToPage::Welcome { seat: given, .. }) => assert_eq!(given, seat),
        other => panic!("{other:?}"),
    }
    socket
}

#[cfg(unix)]
#[test]
fn a_class_raises_the_open_file_limit_to_the_hard_one() {
    // Lowered first, as a desktop starts a program (1,024 on Linux, 256 on macOS); any class
    // started meanwhile by another test raises it again.
    let (_, hard) = rlimit::getrlimit(rlimit::Resource::NOFILE).expect("the limit");
    rlimit::setrlimit(rlimit::Resource::NOFILE, hard.min(1024), hard).expect("lowered");
    let class = local_class(10);
    let (soft, hard) = rlimit::getrlimit(rlimit::Resource::NOFILE).expect("the limit");
    // macOS caps the soft limit at its per-process maximum, below an unlimited hard one.
    assert!(
        soft == hard || (cfg!(target_os = "macos") && soft >= 10_240),
        "{soft} of {hard}"
    );
    class.stop();
}

#[test]
fn in_a_full_class_of_200_a_second_page_takes_its_seat_over_and_only_its_answer_counts() {
    let class = local_class(200);
    let (exercise, right, wrong) = an_exercise();
    let index = exercise.index;
    class.show(exercise);
    runtime().block_on(async {
        let mut first = Vec::new();
        for i in 0..200 {
            let mut socket = connect(&class).await;
            let seat = joined(&mut socket, &format!("S{i}")).await;
            first.push((seat, socket));
        }
        assert_eq!(class.roster().connected(), 200);
        // Every other seat is opened again: the full class does not refuse it.
        let mut students = Vec::new();
        for (i, (seat, older)) in first.into_iter().enumerate() {
            let (right, wrong) = (right.clone(), wrong.clone());
            let newer = if i % 2 == 0 {
                Some(rejoined(&class, &seat).await)
            } else {
                None
            };
            students.push(tokio::spawn(async move {
                answer_from_the_page_holding_the_seat(older, newer, index, right, wrong).await
            }));
        }
        assert_eq!(
            class.roster().connected(),
            200,
            "a takeover is not a student more"
        );
        let mut open = Vec::new();
        for student in students {
            open.push(student.await.expect("a student"));
        }
        let tally = class.roster().tally(index);
        assert_eq!(
            (tally.joined, tally.answered, tally.right, tally.wrong),
            (200, 200, 100, 100),
            "the pages that took a seat over answered wrong, the older ones' right answers \
             were not counted"
        );
        assert_eq!(class.roster().students().len(), 200);
        drop(open);
    });
    class.stop();
}

/// With `newer` (a second page on the seat): the older page answers right after the takeover
/// and is told the seat was opened in another page; the newer answers wrong and is counted.
/// Without: the only page answers right. Returns the page still open.
async fn answer_from_the_page_holding_the_seat(
    mut older: Socket,
    newer: Option<Socket>,
    scene: usize,
    right: linlab::script::Reply,
    wrong: linlab::script::Reply,
) -> Socket {
    let answer = |reply| FromPage::Answer { scene, reply };
    let Some(mut newer) = newer else {
        send(&mut older, &answer(right)).await;
        until_received(&mut older, scene).await;
        return older;
    };
    let text = serde_json::to_string(&answer(right)).expect("JSON");
    let _ = older.send(Message::text(text)).await;
    assert_eq!(refusal(&mut older).await, Refusal::SeatTaken);
    send(&mut newer, &answer(wrong)).await;
    until_received(&mut newer, scene).await;
    newer
}

async fn until_received(socket: &mut Socket, scene: usize) {
    loop {
        match receive(socket).await {
            Some(ToPage::Received { scene: got }) if got == scene => return,
            Some(ToPage::Refused { reason }) => panic!("{reason:?}"),
            None => panic!("closed"),
            Some(_) => {}
        }
    }
}

/// A connection to `class` from `source` (another address of the loopback: Linux routes all of
/// 127.0.0.0/8 to it).
async fn tcp_from(class: &Class, source: Ipv4Addr) -> std::io::Result<TcpStream> {
    let socket = TcpSocket::new_v4()?;
    socket.bind(SocketAddr::new(IpAddr::V4(source), 0))?;
    socket.connect(class.address()).await
}

/// A page of `class` opened from `source`.
async fn connect_from(class: &Class, source: Ipv4Addr) -> Socket {
    let stream = tcp_from(class, source).await.expect("connects");
    let url = format!("ws://{}/class", class.address());
    let (socket, _) = tokio::time::timeout(
        PATIENCE,
        tokio_tungstenite::client_async(url, MaybeTlsStream::Plain(stream)),
    )
    .await
    .expect("opens in time")
    .expect("opens");
    socket
}

/// The limits of these tests: the same shape, in tenths of a second.
fn quick_limits() -> Limits {
    Limits {
        header_within: Duration::from_millis(300),
        waiting_per_address: 8,
        ping_every: Duration::from_millis(200),
        pong_within: Duration::from_millis(200),
        wrong_code_delay: Duration::from_millis(250),
        wrong_code_max_delay: Duration::from_secs(2),
        ..Limits::default()
    }
}

#[cfg(target_os = "linux")]
#[test]
fn idle_connections_reopened_as_fast_as_they_close_do_not_lock_a_join_out() {
    let class = local_class_with(10, quick_limits());
    runtime().block_on(async {
        let attack_for = Duration::from_secs(2);
        // 40 connections from 127.0.0.2 that send nothing, each reopened as soon as it closes.
        let mut idlers = Vec::new();
        for _ in 0..40 {
            let address = class.address();
            idlers.push(tokio::spawn(async move {
                let started = Instant::now();
                let mut lived = Vec::new();
                while started.elapsed() < attack_for {
                    let socket = TcpSocket::new_v4().expect("a socket");
                    socket
                        .bind(SocketAddr::new(IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2)), 0))
                        .expect("127.0.0.2");
                    let Ok(mut stream) = socket.connect(address).await else {
                        continue;
                    };
                    let opened = Instant::now();
                    let mut byte = [0_u8; 1];
                    let _ = tokio::time::timeout(PATIENCE, stream.read(&mut byte)).await;
                    lived.push(opened.elapsed());
                    tokio::time::sleep(Duration::from_millis(2)).await;
                }
                lived
            }));
        }
        tokio::time::sleep(Duration::from_millis(500)).await;
        let asked = Instant::now();
        let mut page = connect(&class).await;
        tokio::time::timeout(Duration::from_secs(20), joined(&mut page, "Late"))
            .await
            .expect("a join within 20 s");
        let took = asked.elapsed();
        assert_eq!(class.roster().connected(), 1);
        let mut lived = Vec::new();
        for idler in idlers {
            lived.extend(idler.await.expect("an idler"));
        }
        assert!(took < Duration::from_secs(2), "the join took {took:?}");
        let at_once = lived.iter().filter(|d| **d < Duration::from_millis(100));
        let timed_out = lived
            .iter()
            .filter(|d| (Duration::from_millis(280)..Duration::from_secs(1)).contains(*d));
        assert!(
            at_once.count() > 40,
            "connections past the address's share are closed at once: {lived:?}"
        );
        assert!(
            timed_out.count() >= 8,
            "the idle ones are closed after the header timeout: {lived:?}"
        );
    });
    class.stop();
}

/// Sends a wrong code from `socket` and returns how long the refusal took.
async fn wrong_code_took(mut socket: Socket) -> Duration {
    let asked = Instant::now();
    send(&mut socket, &wrong_code_join()).await;
    assert_eq!(refusal(&mut socket).await, Refusal::WrongCode);
    asked.elapsed()
}

#[test]
fn wrong_codes_are_slowed_for_their_address_alone_and_the_class_goes_on() {
    // The student reads only now and then here: no ping is missed in these few seconds.
    let limits = Limits {
        ping_every: Limits::default().ping_every,
        ..quick_limits()
    };
    let class = local_class_with(10, limits.clone());
    runtime().block_on(async {
        let mut student = connect(&class).await;
        joined(&mut student, "Ada").await;
        let mut took = Vec::new();
        for _ in 0..6 {
            took.push(wrong_code_took(connect(&class).await).await);
        }
        let delay = limits.wrong_code_delay;
        for (k, took) in took.iter().enumerate() {
            // Three at once, then 250 ms, 500 ms, 1 s.
            let wait = limits.wrong_code_wait(k as u32);
            let early = Duration::from_millis(50);
            assert!(
                *took + early >= wait && *took < wait + delay,
                "the wrong code {k} took {took:?}, for a wait of {wait:?}"
            );
        }
        // The class goes on meanwhile: a page that joined follows the teacher at once.
        let guessing = tokio::spawn(wrong_code_took(connect(&class).await));
        tokio::time::sleep(Duration::from_millis(50)).await;
        class.set_mode(ClassMode::Pause);
        let changed = Instant::now();
        loop {
            match receive(&mut student).await {
                Some(ToPage::Mode {
                    mode: ClassMode::Pause,
                }) => break,
                Some(_) => {}
                None => panic!("the student's page was closed"),
            }
        }
        assert!(changed.elapsed() < delay, "{:?}", changed.elapsed());
        #[cfg(target_os = "linux")]
        {
            // Another address is not slowed: its wrong code is answered, and its join welcomed,
            // at once.
            let elsewhere =
                wrong_code_took(connect_from(&class, Ipv4Addr::new(127, 0, 0, 3)).await);
            assert!(elsewhere.await < delay);
            let mut page = connect_from(&class, Ipv4Addr::new(127, 0, 0, 3)).await;
            let asked = Instant::now();
            joined(&mut page, "Bo").await;
            assert!(asked.elapsed() < delay);
        }
        assert!(guessing.await.expect("the guess") >= limits.wrong_code_wait(5));
    });
    class.stop();
}

#[test]
fn a_page_that_answers_no_ping_is_counted_gone_and_its_seat_is_kept_for_it() {
    let class = local_class_with(10, quick_limits());
    runtime().block_on(async {
        // This page stops reading: its pings go unanswered.
        let mut silent = connect(&class).await;
        let seat = joined(&mut silent, "Silent").await;
        // This one reads, and so answers every ping (tungstenite's pong).
        let mut awake = connect(&class).await;
        joined(&mut awake, "Awake").await;
        let reading = tokio::spawn(async move {
            let until = Instant::now() + Duration::from_millis(1200);
            while let Ok(Some(Ok(_))) = tokio::time::timeout_at(until.into(), awake.next()).await {}
            awake
        });
        tokio::time::sleep(Duration::from_millis(1200)).await;
        assert_eq!(class.roster().connected(), 1, "the silent page is gone");
        let awake = reading.await.expect("the reader");
        // Back from a dead spot: the seat is there, under its name.
        let mut back = connect(&class).await;
        send(&mut back, &join_seat(&seat)).await;
        match receive(&mut back).await {
            Some(ToPage::Welcome {
                seat: given, name, ..
            }) => {
                assert_eq!((given, name.as_str()), (seat, "Silent"));
            }
            other => panic!("{other:?}"),
        }
        assert_eq!(class.roster().connected(), 2);
        assert_eq!(class.roster().students().len(), 2);
        drop((silent, awake));
    });
    class.stop();
}

/// The close frame that ends `socket`: its code and reason.
async fn close_frame(socket: &mut Socket) -> (u16, String) {
    loop {
        match tokio::time::timeout(PATIENCE, socket.next()).await {
            Ok(Some(Ok(Message::Close(Some(frame))))) => {
                return (frame.code.into(), frame.reason.to_string());
            }
            Ok(Some(Ok(_))) => {}
            other => panic!("no close frame: {other:?}"),
        }
    }
}

#[test]
fn an_oversize_or_fragmented_message_is_refused_with_its_reason_before_the_close() {
    let class = local_class(10);
    let too_large = Refusal::TooLarge {
        max: MAX_MESSAGE_BYTES,
    };
    runtime().block_on(async {
        // One frame over the limit.
        let mut one_frame = connect(&class).await;
        joined(&mut one_frame, "One").await;
        let _ = one_frame
            .send(Message::text("x".repeat(MAX_MESSAGE_BYTES + 1)))
            .await;
        assert_eq!(refusal(&mut one_frame).await, too_large);
        let (code, reason) = close_frame(&mut one_frame).await;
        assert_eq!((code, reason), (1008, too_large.to_string()));

        // Five fragments of 20 KB: each under the limit, the message over it.
        let mut fragmented = connect(&class).await;
        joined(&mut fragmented, "Fragments").await;
        let part = vec![b'x'; 20_000];
        for k in 0..5 {
            let kind = if k == 0 { Data::Text } else { Data::Continue };
            let frame = Frame::message(part.clone(), OpCode::Data(kind), k == 4);
            let _ = fragmented.send(Message::Frame(frame)).await;
        }
        assert_eq!(refusal(&mut fragmented).await, too_large);

        // A megabyte, past what the WebSocket itself reads: still a reason before the close.
        let mut huge = connect(&class).await;
        joined(&mut huge, "Huge").await;
        let (mut write, mut read) = huge.split();
        let sending = tokio::spawn(async move {
            let _ = tokio::time::timeout(PATIENCE, write.send(Message::text("x".repeat(1 << 20))))
                .await;
        });
        let reason = loop {
            let message = tokio::time::timeout(PATIENCE, read.next()).await;
            if let Ok(Some(Ok(Message::Text(text)))) = message {
                if let Ok(ToPage::Refused { reason }) = serde_json::from_str(&text) {
                    break reason;
                }
            } else {
                panic!("closed without a reason: {message:?}");
            }
        };
        assert!(matches!(reason, Refusal::Malformed { .. }), "{reason:?}");
        sending.abort();
    });
    class.stop();
}

#[test]
fn ending_the_class_returns_within_a_second_whatever_the_pages_do() {
    let dir = std::env::temp_dir().join(format!("linlab-class-stuck-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a directory");
    std::fs::write(dir.join("index.html"), "<p>a page</p>\n".repeat(300_000)).expect("written");
    let class = Class::start(
        linlab::class::server::ClassConfig {
            bind: IpAddr::V4(Ipv4Addr::LOCALHOST),
            port: 0,
            code: Some("K7Q2".into()),
            page: Some(dir.clone()),
            ..linlab::class::server::ClassConfig::default()
        },
        || {},
    )
    .expect("a class");
    let (exercise, _, _) = an_exercise();
    let runtime = runtime();
    let stuck = runtime.block_on(stuck_pages(&class, exercise));
    let asked = Instant::now();
    let address = class.address();
    class.stop();
    let took = asked.elapsed();
    assert!(took < Duration::from_secs(1), "ending took {took:?}");
    assert!(
        runtime.block_on(TcpStream::connect(address)).is_err(),
        "the class no longer listens"
    );
    drop(stuck);
    let _ = std::fs::remove_dir_all(dir);
}

/// Connections that would hold a server that waits on them: half a request, a download no
/// longer read, a refused page that neither reads nor closes, and a joined page that stopped
/// reading while the teacher moves on. Returned to be held open until the class has ended.
async fn stuck_pages(
    class: &Class,
    exercise: linlab::class::protocol::Scene,
) -> Vec<Box<dyn Send>> {
    let mut held: Vec<Box<dyn Send>> = Vec::new();
    let mut half = TcpStream::connect(class.address()).await.expect("connects");
    half.write_all(b"GET / HTTP/1.1\r\nHost: loc")
        .await
        .expect("half a request");
    held.push(Box::new(half));
    let small = TcpSocket::new_v4().expect("a socket");
    let _ = small.set_recv_buffer_size(4096);
    let mut download = small.connect(class.address()).await.expect("connects");
    download
        .write_all(b"GET / HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .await
        .expect("asks");
    held.push(Box::new(download));
    let mut not_reading = connect(class).await;
    send(&mut not_reading, &join("x")).await;
    let mut wrong = connect(class).await;
    send(&mut wrong, &wrong_code_join()).await;
    held.push(Box::new(wrong));
    class.show(exercise.clone());
    for t in 0..200 {
        class.at(t);
        tokio::task::yield_now().await;
    }
    held.push(Box::new(not_reading));
    // Time for the server to be in the middle of all of it.
    tokio::time::sleep(Duration::from_millis(300)).await;
    held
}
