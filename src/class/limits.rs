//! The numbers that keep one page, or one address, from breaking the class for the others: how
//! long a connection may keep the server waiting, how many connections an address may hold before
//! it joined, how wrong class codes are slowed, and how a page that went silent is noticed. The
//! README's "Who may do what" quotes them; tests shorten them to run in a few seconds.

use std::time::Duration;

/// A page may send this many messages a second (and twice as many in a burst).
pub const MESSAGES_PER_SECOND: u32 = 10;

/// The limits the class's server holds every connection to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Limits {
    /// How long a connection has to send its request's head (for the students' page or the
    /// class's WebSocket), and an idle kept-alive connection its next one: a connection that
    /// sends nothing, or half a request, is closed then.
    pub header_within: Duration,
    /// How many connections one address may hold open before they joined (downloading the page,
    /// kept alive by the browser, or a WebSocket before its join): a further one is closed at
    /// once. A browser opens six at most to one server; a joined page no longer counts.
    pub waiting_per_address: usize,
    /// How long a page's WebSocket has to send its join.
    pub join_within: Duration,
    /// How often the server pings every page.
    pub ping_every: Duration,
    /// How long a page has to answer a ping (or send anything) before it is counted gone: its
    /// connection is closed and its seat kept for it to rejoin.
    pub pong_within: Duration,
    /// How long a message to a page may wait to be taken: a page that stops reading is gone.
    pub send_within: Duration,
    /// How many wrong class codes an address may send before they are slowed (typing slips).
    pub free_wrong_codes: u32,
    /// After those, the wait before an address's next join is checked: doubled at every further
    /// wrong code, up to `wrong_code_max_delay`. Only that address waits, in its own connection.
    pub wrong_code_delay: Duration,
    pub wrong_code_max_delay: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            header_within: Duration::from_secs(10),
            waiting_per_address: 32,
            join_within: Duration::from_secs(10),
            ping_every: Duration::from_secs(10),
            pong_within: Duration::from_secs(10),
            send_within: Duration::from_secs(10),
            free_wrong_codes: 3,
            wrong_code_delay: Duration::from_secs(1),
            wrong_code_max_delay: Duration::from_secs(60),
        }
    }
}

impl Limits {
    /// The wait before the next join of an address that sent `misses` wrong codes is checked.
    pub fn wrong_code_wait(&self, misses: u32) -> Duration {
        let Some(over) = misses.checked_sub(self.free_wrong_codes) else {
            return Duration::ZERO;
        };
        let doubled = self
            .wrong_code_delay
            .saturating_mul(1_u32.checked_shl(over.min(31)).unwrap_or(u32::MAX));
        doubled.min(self.wrong_code_max_delay)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrong_codes_wait_from_the_fourth_doubling_up_to_a_minute() {
        let limits = Limits::default();
        let waits: Vec<u64> = (0..=12)
            .map(|misses| limits.wrong_code_wait(misses).as_secs())
            .collect();
        assert_eq!(waits, [0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60, 60]);
        assert_eq!(limits.wrong_code_wait(u32::MAX).as_secs(), 60);
    }
}
