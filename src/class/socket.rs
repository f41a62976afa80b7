//! One page's WebSocket: its join (the code checked, an address's wrong codes slowed), then
//! what the teacher shows and its answers until it leaves; pings that notice a page gone silent
//! (its seat kept for it to rejoin), a page closed when another takes its seat over, and every
//! refusal's reason sent before the close. A connection that opens with the teacher's token is
//! the teacher's phone instead (`remote_socket.rs`); the plumbing both use is `wire.rs`.

use std::sync::Arc;

use axum::Extension;
use axum::extract::State;
use axum::extract::ws::{WebSocket, WebSocketUpgrade};
use axum::response::Response;
use tokio::sync::oneshot;

use super::door::Ticket;
use super::hub::{Hub, Now};
use super::limits::{Limits, MESSAGES_PER_SECOND};
use super::protocol::{ClassMode, FromPage, Refusal, Scene, ToPage, VERSION};
use super::remote_socket::remote;
use super::roster::{Joined, PageId};
use super::wire::{Bucket, Closing, Heard, Heartbeat, READ_LIMIT, first_text, hear, refuse, send};
use crate::script::task;

/// The class's WebSocket, for the connection that holds `ticket`.
pub(super) async fn upgrade(
    ws: WebSocketUpgrade,
    State(hub): State<Arc<Hub>>,
    Extension(ticket): Extension<Arc<Ticket>>,
) -> Response {
    ws.max_message_size(READ_LIMIT)
        .max_frame_size(READ_LIMIT)
        .on_upgrade(move |socket| async move {
            let mut socket = socket;
            match page(&mut socket, &hub, &ticket).await {
                Ok(()) | Err(Closing::Gone) => {}
                Err(Closing::Refused(reason)) => refuse(&mut socket, reason, true).await,
                Err(Closing::Unreadable(reason)) => refuse(&mut socket, reason, false).await,
            }
        })
}

/// One page: its join, then what the teacher shows and its answers, until it leaves.
async fn page(socket: &mut WebSocket, hub: &Hub, ticket: &Ticket) -> Result<(), Closing> {
    let first = tokio::time::timeout(hub.limits.join_within, first_text(socket))
        .await
        .map_err(|_| Refusal::NotJoined)??;
    let Some(first) = first else { return Ok(()) };
    let (version, code, name, seat) = match FromPage::parse(&first)? {
        FromPage::Join {
            version,
            code,
            name,
            seat,
        } => (version, code, name, seat),
        FromPage::Remote { token, command } => {
            return remote(socket, hub, ticket, &token, command).await;
        }
        _ => return Err(Refusal::NotJoined.into()),
    };
    if version != VERSION {
        return Err(Refusal::Version {
            page: version,
            teacher: VERSION,
        }
        .into());
    }
    tokio::time::sleep_until(hub.wrong_codes.turn(ticket.address())).await;
    if !code.trim().eq_ignore_ascii_case(&hub.code) {
        hub.wrong_codes.missed(ticket.address());
        return Err(Refusal::WrongCode.into());
    }
    let (page, closed) = hub.new_page();
    let joined = hub
        .roster()
        .join(name.as_deref(), seat.as_deref(), new_seat(), page);
    let joined = match joined {
        Ok(joined) => joined,
        Err(reason) => {
            hub.forget_page(page);
            return Err(reason.into());
        }
    };
    if let Some(older) = joined.replaced {
        hub.close_page(older, Refusal::SeatTaken);
    }
    ticket.joined();
    (hub.wake)();
    let result = follow(socket, hub, &joined, page, closed).await;
    hub.roster().leave(&joined.seat, page);
    hub.forget_page(page);
    (hub.wake)();
    result
}

/// A seat for a new student: 16 random hex digits.
fn new_seat() -> String {
    use rand::RngExt as _;
    format!("{:016x}", rand::rng().random::<u64>())
}

/// What a page was last sent, to send only what changed.
#[derive(Default)]
struct Sent {
    /// The revision of the scene sent.
    scene: Option<u64>,
    t: Option<u64>,
    mode: Option<ClassMode>,
    /// The revision of the range's scenes sent.
    range: Option<u64>,
    /// The class's answers sent: the scene, the answers' revision, whether with verdicts.
    shared: Option<(usize, u64, bool)>,
    revealed: Option<usize>,
}

/// Sends the page what the teacher shows as it changes, and takes its answers, until it leaves,
/// goes silent, or is closed (`closed`: another page took its seat over, or the teacher removed
/// it).
async fn follow(
    socket: &mut WebSocket,
    hub: &Hub,
    joined: &Joined,
    page: PageId,
    mut closed: oneshot::Receiver<Refusal>,
) -> Result<(), Closing> {
    let welcome = ToPage::Welcome {
        seat: joined.seat.clone(),
        name: joined.name.clone(),
        answered: hub.roster().answers_of(&joined.seat),
    };
    send(socket, &hub.limits, welcome.to_json()).await?;
    let mut now = hub.now.subscribe();
    let mut sent = Sent::default();
    let mut bucket = Bucket::new(MESSAGES_PER_SECOND);
    let mut heartbeat = Heartbeat::new(&hub.limits);
    loop {
        let current = now.borrow_and_update().clone();
        if current.ended {
            return Err(Refusal::Ended.into());
        }
        send_changes(socket, &hub.limits, &current, &mut sent).await?;
        send_shared(socket, hub, &joined.seat, &current, &mut sent).await?;
        tokio::select! {
            biased;
            reason = &mut closed => return Err(reason.unwrap_or(Refusal::SeatTaken).into()),
            changed = now.changed() => {
                if changed.is_err() {
                    return Err(Refusal::Ended.into());
                }
            }
            () = tokio::time::sleep_until(heartbeat.due()) => {
                heartbeat.beat(socket, &hub.limits).await?;
            }
            heard = hear(socket) => match heard? {
                Heard::Closed => return Ok(()),
                Heard::Alive => heartbeat.heard(),
                Heard::Text(text) => {
                    heartbeat.heard();
                    bucket.take()?;
                    answer(socket, hub, &joined.seat, page, &text).await?;
                }
            }
        }
    }
}

/// Sends what changed since `sent`: the scene, the learner's t, the mode, a reveal.
async fn send_changes(
    socket: &mut WebSocket,
    limits: &Limits,
    now: &Now,
    sent: &mut Sent,
) -> Result<(), Closing> {
    if let Some(shown) = &now.scene {
        if sent.scene != Some(shown.revision) {
            send(socket, limits, &*shown.json).await?;
            sent.scene = Some(shown.revision);
            sent.t = Some(shown.scene.scene.state.t);
        }
        if sent.t != Some(now.t) {
            let at = ToPage::At {
                scene: shown.scene.index,
                t: now.t,
            };
            send(socket, limits, at.to_json()).await?;
            sent.t = Some(now.t);
        }
    }
    if let (Some(_), Some(range)) = (now.mode.range(), &now.range)
        && sent.range != Some(range.revision)
    {
        send(socket, limits, &*range.json).await?;
        sent.range = Some(range.revision);
    }
    if sent.mode != Some(now.mode) {
        send(socket, limits, ToPage::Mode { mode: now.mode }.to_json()).await?;
        sent.mode = Some(now.mode);
    }
    if let Some(scene) = now.revealed.filter(|&s| sent.revealed != Some(s)) {
        send(socket, limits, ToPage::Reveal { scene }.to_json()).await?;
        sent.revealed = Some(scene);
    }
    Ok(())
}

/// The class's answers to the exercise shown, to a page that answered it while the teacher
/// shares them: again when more came, and with right and wrong once revealed.
async fn send_shared(
    socket: &mut WebSocket,
    hub: &Hub,
    seat: &str,
    now: &Now,
    sent: &mut Sent,
) -> Result<(), Closing> {
    let Some(scene) = now
        .scene
        .as_ref()
        .filter(|s| now.shared && s.scene.scene.task.is_some())
        .map(|s| s.scene.index)
    else {
        return Ok(());
    };
    let revealed = now.revealed == Some(scene);
    if sent.shared == Some((scene, now.answers_revision, revealed)) {
        return Ok(());
    }
    let answers = {
        let roster = hub.roster();
        if !roster.has_answered(seat, scene) {
            return Ok(());
        }
        roster.shared_answers(scene, revealed)
    };
    sent.shared = Some((scene, now.answers_revision, revealed));
    let message = ToPage::ClassAnswers { scene, answers };
    send(socket, &hub.limits, message.to_json()).await
}

/// A page's message after its join: an answer, checked against its exercise (the scene shown,
/// or while the class pages through a range, a scene of the range), recorded for the seat if
/// this page still holds it, acknowledged; or the scene it shows within the range.
async fn answer(
    socket: &mut WebSocket,
    hub: &Hub,
    seat: &str,
    page: PageId,
    text: &str,
) -> Result<(), Closing> {
    let (scene, reply) = match FromPage::parse(text)? {
        FromPage::Answer { scene, reply } => (scene, reply),
        FromPage::Viewing { scene } => {
            let now = hub.now.borrow().clone();
            // A page a step behind a change of mode says a scene no longer open: nothing to keep.
            if now.mode.range().is_some_and(|r| r.contains(&scene)) {
                let seconds = hub.started.elapsed().as_secs_f64();
                let mut roster = hub.roster();
                if roster.holds(seat, page) {
                    roster.viewing(seat, scene, seconds);
                }
                drop(roster);
                (hub.wake)();
            }
            return Ok(());
        }
        FromPage::Join { .. } => {
            return Err(Refusal::Malformed {
                detail: "a second join".into(),
            }
            .into());
        }
        FromPage::Remote { .. } => return Err(Refusal::NotTheTeacher.into()),
    };
    let Some(exercise) = exercise_open(&hub.now.borrow(), scene) else {
        return Err(Refusal::NotTheExercise { scene }.into());
    };
    let task = exercise
        .scene
        .task
        .clone()
        .ok_or(Refusal::NotTheExercise { scene })?;
    if !task.check.accepts(&reply) {
        return Err(Refusal::WrongKind.into());
    }
    let state = exercise.scene.state.clone();
    let (check, given) = (task.check.clone(), reply.clone());
    let right = tokio::task::spawn_blocking(move || task::check(&state, &check, &given))
        .await
        .ok()
        .and_then(Result::ok)
        .is_some_and(|verdict| verdict.right);
    let seconds = hub.started.elapsed().as_secs_f64();
    {
        let mut roster = hub.roster();
        if !roster.holds(seat, page) {
            return Err(Refusal::SeatTaken.into());
        }
        roster.answer(seat, scene, &task.check, reply, right, seconds);
    }
    // Every page that sees the class's answers is sent them again (this one too, after its
    // acknowledgement).
    hub.now.send_if_modified(|now| {
        if now.shared {
            now.answers_revision += 1;
        }
        now.shared
    });
    (hub.wake)();
    send(socket, &hub.limits, ToPage::Received { scene }.to_json()).await
}

/// Scene `scene` as the class sees it, if its exercise takes answers now: the scene shown, or
/// while the class pages through a range, a scene of the range with an exercise.
fn exercise_open(now: &Now, scene: usize) -> Option<Scene> {
    let shown = now.scene.as_ref().filter(|s| s.scene.index == scene);
    let in_range = now
        .range
        .as_ref()
        .filter(|_| now.mode.range().is_some_and(|r| r.contains(&scene)))
        .and_then(|r| r.scene(scene));
    shown
        .map(|s| &s.scene)
        .or(in_range)
        .filter(|s| s.scene.task.is_some())
        .cloned()
}
