//! The monkey's own replay of a run, independent of the window's code: a fresh learner built
//! from the run's settings on the points it started on, stepped with the core's `step`, and
//! rebound (`rebind`) at the t where the run's points were edited — what the run must show at
//! any t of its start. It keeps copies every few updates (fewer as it grows, as the window's
//! timeline does), so an earlier t is a short replay away.

use linlab::data::Dataset;
use linlab::learn::{Counters, Learner, Settings};

/// At most this many copies; past it every other one goes and the interval doubles.
const MAX_COPIES: usize = 64;

pub struct Mirror {
    /// The run's rebinds (`Run::rebinds`) this replay has followed.
    pub rebinds: u64,
    data: Dataset,
    /// Copies at increasing t; the first where it started or was last rebound.
    copies: Vec<Box<dyn Learner>>,
    interval: u64,
    current: Box<dyn Learner>,
    /// Updates stepped so far (for the report).
    pub stepped: u64,
}

fn t_of(learner: &dyn Learner) -> u64 {
    learner.counters().updates
}

impl Mirror {
    /// A fresh learner of `settings` on `data`, at t = 0.
    pub fn fresh(settings: &Settings, data: &Dataset, rebinds: u64) -> Result<Self, String> {
        let learner = settings
            .build(data)
            .map_err(|e| format!("the window has a learner but a fresh one fails: {e}"))?;
        Ok(Self {
            rebinds,
            data: data.clone(),
            copies: vec![learner.clone_box()],
            interval: 64,
            current: learner,
            stepped: 0,
        })
    }

    /// The first t it can show: its start, or its last rebinding.
    pub fn first(&self) -> u64 {
        t_of(&*self.copies[0])
    }

    /// The state at `t`: from the latest copy at or before it, stepped. `None` before its first
    /// t, or when the learner stops before reaching `t`.
    pub fn at(&mut self, t: u64) -> Option<&dyn Learner> {
        if t < self.first() {
            return None;
        }
        if t_of(&*self.current) > t {
            let copy = self
                .copies
                .iter()
                .rev()
                .find(|c| t_of(&***c) <= t)
                .expect("the first copy is at or before t");
            self.current = copy.clone_box();
        }
        while t_of(&*self.current) < t && self.current.stopped().is_none() {
            self.current.step(&self.data);
            self.stepped += 1;
            let now = t_of(&*self.current);
            let last = self.copies.last().map_or(0, |c| t_of(&**c));
            if now >= last + self.interval {
                self.copies.push(self.current.clone_box());
                if self.copies.len() > MAX_COPIES {
                    let mut index = 0;
                    self.copies.retain(|_| {
                        index += 1;
                        index == 1 || index % 2 == 1
                    });
                    self.interval *= 2;
                }
            }
        }
        (t_of(&*self.current) == t).then_some(&*self.current)
    }

    /// The points became `data` while the run was at `t`, with `counters`: the state at `t`
    /// (caught up with the run's visits, see [`catch_up`]), rebound, is the new start (an edit
    /// drops what came after it, as in the window).
    pub fn rebind(&mut self, t: u64, counters: Counters, data: &Dataset) -> Result<(), String> {
        let first = self.first();
        let mut state = self
            .at(t)
            .ok_or_else(|| {
                format!(
                    "the run was edited at t = {t}, which its replay cannot reach (from {first})"
                )
            })?
            .clone_box();
        catch_up(&mut *state, counters, false, &self.data);
        state.rebind(data);
        self.rebinds += 1;
        self.data = data.clone();
        self.copies = vec![state.clone_box()];
        self.current = state;
        Ok(())
    }
}

/// Brings a replayed state at the run's t up to the run's visits: the points visited one at a
/// time (Visit, V) since the last update, and the step that found the run at its end (PLA's
/// pass with no mistake visits every point; a budget's end visits none). A step is a series
/// of visits up to the next update, so only the visits after the last update can differ.
pub fn catch_up(replayed: &mut dyn Learner, target: Counters, stopped: bool, data: &Dataset) {
    while replayed.counters().updates == target.updates
        && replayed.counters().visits < target.visits
        && replayed.stopped().is_none()
    {
        replayed.visit(data);
    }
    if stopped && replayed.stopped().is_none() && replayed.counters() == target {
        replayed.step(data);
    }
}

/// Everything a learner's state shows, bit for bit: its counters and stop, w_t, the answer
/// (pocket's ŵ, the averaged w̄), the model (a kernel expansion's α and b, the voted ballot)
/// and SMO's α.
pub fn state(learner: &dyn Learner) -> String {
    let bits = |v: &[f64]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    format!(
        "{:?} stop {:?}\n    w {:?}\n    answer {:?}\n    α {:?}\n    model {:?}",
        learner.counters(),
        learner.stopped(),
        bits(learner.weights()),
        bits(learner.answer()),
        learner.smo().map(|smo| bits(smo.alpha())),
        learner.model(),
    )
}
