//! The teacher's phone's connection on the class's socket: its token checked on its first
//! message and every one after (a wrong one slows its address as a wrong class code does), the
//! stage sent as the window publishes it, and its commands kept for the window's next frame.

use axum::extract::ws::WebSocket;

use super::door::Ticket;
use super::hub::Hub;
use super::limits::MESSAGES_PER_SECOND;
use super::protocol::{FromPage, Refusal, RemoteCommand};
use super::wire::{Bucket, Closing, Heard, Heartbeat, hear, send};

/// A connection whose first message is a remote's: its token checked (a wrong one counts as a
/// wrong code for its address), then the stage sent as it changes and its commands taken for
/// the window until it leaves.
pub(super) async fn remote(
    socket: &mut WebSocket,
    hub: &Hub,
    ticket: &Ticket,
    token: &str,
    command: RemoteCommand,
) -> Result<(), Closing> {
    tokio::time::sleep_until(hub.wrong_codes.turn(ticket.address())).await;
    if !hub.remote.is_the_teachers(token) {
        hub.wrong_codes.missed(ticket.address());
        return Err(Refusal::NotTheTeacher.into());
    }
    ticket.joined();
    take(hub, command);
    let mut stage = hub.remote.stage.subscribe();
    let mut now = hub.now.subscribe();
    let mut bucket = Bucket::new(MESSAGES_PER_SECOND);
    let mut heartbeat = Heartbeat::new(&hub.limits);
    stage.mark_changed();
    loop {
        if now.borrow_and_update().ended {
            return Err(Refusal::Ended.into());
        }
        tokio::select! {
            biased;
            changed = now.changed() => {
                if changed.is_err() {
                    return Err(Refusal::Ended.into());
                }
            }
            changed = stage.changed() => {
                if changed.is_err() {
                    return Err(Refusal::Ended.into());
                }
                let json = stage.borrow_and_update().clone();
                if let Some(json) = json {
                    send(socket, &hub.limits, &*json).await?;
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
                    match FromPage::parse(&text)? {
                        FromPage::Remote { token, command } if hub.remote.is_the_teachers(&token) => {
                            take(hub, command);
                        }
                        _ => return Err(Refusal::NotTheTeacher.into()),
                    }
                }
            }
        }
    }
}

/// Keeps `command` for the window and asks it for a frame (a hello asks nothing).
fn take(hub: &Hub, command: RemoteCommand) {
    if command != RemoteCommand::Hello {
        hub.remote.push(command);
        (hub.wake)();
    }
}
