//! Wrong class codes, slowed per address: an address's first few wrong codes are answered at
//! once (a student mistyping), then each further join from it waits its turn, the wait doubling
//! at every miss up to a minute ([`Limits::wrong_code_wait`]). Turns are handed out one after
//! the other, so parallel connections guess no faster than one. Only the guessing address's own
//! connections wait; the class and the other addresses go on. Misses are forgotten after ten
//! quiet minutes.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use tokio::time::Instant;

use super::limits::Limits;

/// How long an address's misses are remembered after its last one.
const FORGET_AFTER: Duration = Duration::from_secs(600);
/// Past this many addresses remembered, the forgotten ones are dropped.
const PRUNE_FROM: usize = 4096;

/// One address's wrong codes.
struct Misses {
    count: u32,
    /// When its next join may be checked (turns already handed out included).
    next_turn: Instant,
    last: Instant,
}

/// The wrong codes of every address that sent one lately.
pub(super) struct WrongCodes {
    limits: Limits,
    by_address: Mutex<HashMap<IpAddr, Misses>>,
}

impl WrongCodes {
    pub(super) fn new(limits: Limits) -> Self {
        Self {
            limits,
            by_address: Mutex::new(HashMap::new()),
        }
    }

    /// When a join from `address` may be checked: now, or (after too many misses) its turn,
    /// which is taken.
    pub(super) fn turn(&self, address: IpAddr) -> Instant {
        let now = Instant::now();
        let mut by_address = self
            .by_address
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        let Some(misses) = by_address.get_mut(&address) else {
            return now;
        };
        if now.duration_since(misses.last) > FORGET_AFTER {
            by_address.remove(&address);
            return now;
        }
        let wait = self.limits.wrong_code_wait(misses.count);
        if wait.is_zero() {
            return now;
        }
        let turn = misses.next_turn.max(now);
        misses.next_turn = turn + wait;
        turn
    }

    /// `address` sent a wrong code.
    pub(super) fn missed(&self, address: IpAddr) {
        let now = Instant::now();
        let mut by_address = self
            .by_address
            .lock()
            .unwrap_or_else(PoisonError::into_inner);
        if by_address.len() >= PRUNE_FROM {
            by_address.retain(|_, m| now.duration_since(m.last) <= FORGET_AFTER);
        }
        let misses = by_address.entry(address).or_insert(Misses {
            count: 0,
            next_turn: now,
            last: now,
        });
        misses.count = misses.count.saturating_add(1);
        misses.last = now;
        misses.next_turn = misses
            .next_turn
            .max(now + self.limits.wrong_code_wait(misses.count));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::net::Ipv4Addr;

    /// How long after `start` the turn `at` is, to the tenth of a second.
    fn after(start: Instant, at: Instant) -> f64 {
        (at.duration_since(start).as_secs_f64() * 10.0).round() / 10.0
    }

    #[test]
    fn an_address_waits_after_its_third_miss_doubling_and_the_others_do_not() {
        let codes = WrongCodes::new(Limits::default());
        let guesser = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 7));
        let student = IpAddr::V4(Ipv4Addr::new(10, 0, 0, 8));
        let start = Instant::now();
        for _ in 0..3 {
            assert_eq!(after(start, codes.turn(guesser)), 0.0);
            codes.missed(guesser);
        }
        // The fourth waits 1 s; another asked at once is not checked at 1 s too, but after it.
        assert_eq!(after(start, codes.turn(guesser)), 1.0);
        assert_eq!(after(start, codes.turn(guesser)), 2.0);
        codes.missed(guesser);
        codes.missed(guesser);
        // Five misses: the next waits 4 s from now, after the turns already handed out.
        assert_eq!(after(start, codes.turn(guesser)), 4.0);
        assert_eq!(after(start, codes.turn(student)), 0.0, "another address");
    }
}
