//! What the Classify workspace's own controls ask for: the target function f.

/// The target f's actions (its panel in Classify's controls).
#[derive(Debug, Clone, PartialEq)]
pub enum ClassifyAction {
    /// The next press-drag-release in the plane draws f.
    ToggleDrawTarget,
    SetTarget(Option<crate::target::Target>),
    /// Replaces the points by `n` points drawn from the target's box, labelled by f, each label
    /// flipped with probability p.
    LabelByTarget {
        n: usize,
        seed: u64,
    },
}
