//! The class's connections, accepted and served one by one: each gets a [`Ticket`] from the
//! [`Door`] (an address past its share of connections that have not joined is closed at once),
//! and is served by hyper's HTTP/1 with a timer, so that a connection that sends no request, or
//! half of one, is closed after [`Limits::header_within`] (`axum::serve` sets no timer: its
//! header timeout never fires). The end of the class stops accepting, gives the pages a moment
//! to be told, and returns within [`ENDS_WITHIN`] whatever they do.

use std::sync::Arc;
use std::time::Duration;

use axum::Router;
use hyper::body::Incoming;
use hyper::service::Service as _;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::oneshot;

use super::door::{Door, Ticket};
use super::limits::Limits;

/// How long the end of the class waits for the pages to be told and close: the rest are cut.
pub(super) const ENDS_WITHIN: Duration = Duration::from_millis(400);
/// How long the accepting waits when the system refuses a connection (out of descriptors),
/// rather than spinning.
const AFTER_ACCEPT_FAILED: Duration = Duration::from_millis(50);

/// Serves `app` on `listener` until `stopped`, then waits at most [`ENDS_WITHIN`] for the open
/// connections (the tasks still running are dropped with the runtime).
pub(super) async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    stopped: oneshot::Receiver<()>,
) {
    let door = Door::new(limits.waiting_per_address);
    let mut stopped = std::pin::pin!(stopped);
    loop {
        let accepted = tokio::select! {
            biased;
            _ = &mut stopped => break,
            accepted = listener.accept() => accepted,
        };
        let (stream, peer) = match accepted {
            Ok(accepted) => accepted,
            Err(_) => {
                tokio::time::sleep(AFTER_ACCEPT_FAILED).await;
                continue;
            }
        };
        // Past its share, the connection is dropped here: closed at once.
        if let Some(ticket) = door.enter(peer.ip()) {
            tokio::spawn(connection(
                stream,
                app.clone(),
                ticket,
                limits.header_within,
            ));
        }
    }
    drop(listener);
    door.emptied(ENDS_WITHIN).await;
}

/// One connection: HTTP/1 requests (the page's files, or the class's WebSocket, which the
/// connection is upgraded to), each request carrying the connection's ticket.
async fn connection(stream: TcpStream, app: Router, ticket: Arc<Ticket>, header_within: Duration) {
    let _ = stream.set_nodelay(true);
    let app = TowerToHyperService::new(app);
    let service = hyper::service::service_fn(move |mut request: hyper::Request<Incoming>| {
        request.extensions_mut().insert(ticket.clone());
        app.call(request)
    });
    let _ = hyper::server::conn::http1::Builder::new()
        .timer(TokioTimer::new())
        .header_read_timeout(header_within)
        .serve_connection(TokioIo::new(stream), service)
        .with_upgrades()
        .await;
}
