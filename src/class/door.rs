//! Who gets in: every connection to the class's server holds a [`Ticket`] from the [`Door`],
//! which counts the connections of each address that have not joined (a page downloading, a
//! browser's kept-alive connection, a WebSocket before its join) and refuses an address more
//! than its share, so that one machine holding idle connections cannot use up the descriptors
//! the others need. It also counts every open connection, for the end of the class to wait on.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use tokio::sync::watch;

/// The connections open, and those of each address that have not joined.
pub(super) struct Door {
    waiting_per_address: usize,
    waiting: Mutex<HashMap<IpAddr, usize>>,
    open: watch::Sender<usize>,
}

/// One connection's place: counted as waiting for its address until its page joins, and as open
/// until it is dropped (the connection's task and its WebSocket's share it).
pub(super) struct Ticket {
    door: Arc<Door>,
    address: IpAddr,
    waiting: AtomicBool,
}

impl Door {
    pub(super) fn new(waiting_per_address: usize) -> Arc<Self> {
        Arc::new(Self {
            waiting_per_address,
            waiting: Mutex::new(HashMap::new()),
            open: watch::Sender::new(0),
        })
    }

    /// A ticket for a new connection from `address`; none when the address already holds its
    /// share of connections that have not joined (the connection is then closed at once).
    pub(super) fn enter(self: &Arc<Self>, address: IpAddr) -> Option<Arc<Ticket>> {
        let address = address.to_canonical();
        {
            let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
            let count = waiting.entry(address).or_insert(0);
            if *count >= self.waiting_per_address {
                return None;
            }
            *count += 1;
        }
        self.open.send_modify(|open| *open += 1);
        Some(Arc::new(Ticket {
            door: self.clone(),
            address,
            waiting: AtomicBool::new(true),
        }))
    }

    /// Waits until every connection has closed, or `within` has passed.
    pub(super) async fn emptied(&self, within: Duration) {
        let mut open = self.open.subscribe();
        let _ = tokio::time::timeout(within, open.wait_for(|n| *n == 0)).await;
    }

    fn stop_waiting(&self, address: IpAddr) {
        let mut waiting = self.waiting.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(count) = waiting.get_mut(&address) {
            *count = count.saturating_sub(1);
            if *count == 0 {
                waiting.remove(&address);
            }
        }
    }
}

impl Ticket {
    /// The address the connection comes from.
    pub(super) fn address(&self) -> IpAddr {
        self.address
    }

    /// The connection's page joined: it no longer counts against its address's share.
    pub(super) fn joined(&self) {
        if self.waiting.swap(false, Ordering::AcqRel) {
            self.door.stop_waiting(self.address);
        }
    }
}

impl Drop for Ticket {
    fn drop(&mut self) {
        self.joined();
        self.door
            .open
            .send_modify(|open| *open = open.saturating_sub(1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    #[test]
    fn an_address_holds_its_share_of_waiting_connections_and_a_join_frees_its_place() {
        let door = Door::new(2);
        let here = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let there = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let first = door.enter(here).expect("first");
        let second = door.enter(here).expect("second");
        assert!(door.enter(here).is_none(), "a third waits beyond its share");
        let other = door.enter(there).expect("another address is not held up");
        first.joined();
        let third = door.enter(here).expect("a joined page no longer counts");
        assert_eq!(*door.open.borrow(), 4);
        drop((first, second, other, third));
        assert_eq!(*door.open.borrow(), 0);
        assert!(door.waiting.lock().expect("a lock").is_empty());
    }
}
