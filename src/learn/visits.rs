//! The point an SGD learner visits next: drawn uniformly at random (with replacement), in file
//! order, or in one random cycle drawn from the seed (MATH.md, "Visit orders").

use rand::RngExt as _;

use super::cycle::Cycle;
use super::{Order, Rng, rng_from_seed};
use crate::data::Dataset;

#[derive(Debug, Clone)]
pub(crate) enum Visits {
    /// Uniformly at random, with replacement.
    Random(Rng),
    /// Cyclic or random-cycle.
    Cycle(Cycle),
}

impl Visits {
    pub fn new(order: Order, seed: u64, data: &Dataset) -> Self {
        match order {
            Order::Random => Self::Random(rng_from_seed(seed)),
            Order::Cyclic | Order::RandomCycle => {
                Self::Cycle(Cycle::new(order, rng_from_seed(seed), data))
            }
        }
    }

    /// The next point of `n` (n > 0), moving on past it.
    pub fn next(&mut self, n: usize) -> usize {
        match self {
            Self::Random(rng) => rng.random_range(0..n),
            Self::Cycle(cycle) => cycle.advance(),
        }
    }

    /// The points changed (see [`Cycle::rebind`]); random visits need nothing.
    pub fn rebind(&mut self, data: &Dataset) {
        if let Self::Cycle(cycle) = self {
            cycle.rebind(data);
        }
    }
}
