//! What the Bins workspace's controls ask for.

/// What the Bins workspace's controls ask for. Counts are queued: the workspace draws them a
/// slice per frame, so a thousand samples never freeze the window.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BinsAction {
    /// Draw this many samples of N marbles from the bin.
    DrawSamples(u64),
    /// Play this many runs of the coin game.
    PlayRuns(u64),
    /// Play this many rounds of the class's coin game (150 students, 5 flips).
    PlayClass(u64),
    /// Draw this many samples of N points for the many bins.
    DrawPointSamples(u64),
    /// Forget the samples and runs of the part shown, and start again from the seed.
    Restart,
}
