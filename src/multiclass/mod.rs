//! Learning more than two classes (MATH.md, "Multiclass"): the classes of a file
//! ([`Classes`], which the readers find), a labelled multiclass data set ([`MulticlassData`]), and three learners a
//! window or `linlab train --multiclass` holds as one [`MulticlassLearner`]:
//!
//! - one versus all (OVA) and one versus one (OVO), a [`Decomposition`] into binary problems,
//!   each learned by an ordinary binary learner, one problem after the other;
//! - the structured (multiclass) perceptron, [`Structured`], one w_k per class.
//!
//! Each yields a [`Model::PerClass`]: argmax_k s_k for OVA and the structured perceptron, the
//! most votes (a tie to the smaller class) for OVO.

mod data;
mod decomposition;
mod error;
mod structured;

use serde::{Deserialize, Serialize};

pub use crate::read::{ClassLabels, Classes};
pub use data::MulticlassData;
pub use decomposition::{Decomposition, Subproblem};
pub use error::MulticlassError;
pub use structured::{Correction, Structured, StructuredStep};

use crate::learn::{Algorithm, Init, Order, Settings, Step, Stop};
use crate::model::Model;

/// How more than two classes are learned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, clap::ValueEnum)]
#[serde(rename_all = "kebab-case")]
pub enum Method {
    /// One versus all: one binary problem per class against the rest.
    Ova,
    /// One versus one: one binary problem per pair of classes.
    Ovo,
    /// The structured (multiclass) perceptron: one w_k per class.
    Structured,
}

impl Method {
    /// The name on the command line and in files.
    pub fn id(self) -> &'static str {
        match self {
            Self::Ova => "ova",
            Self::Ovo => "ovo",
            Self::Structured => "structured",
        }
    }
}

/// The settings of a multiclass learner.
#[derive(Debug, Clone, PartialEq)]
pub struct MulticlassSettings {
    /// The settings of every binary problem (OVA, OVO). The structured perceptron takes η and
    /// the budget from them; its algorithm must be PLA, its order cyclic and its start w = 0.
    pub binary: Settings,
    /// When set, each problem's visit budget is `epochs` × its own number of points (OVO's
    /// pairs hold fewer points than the file), in place of `binary.budget.max_visits`.
    pub epochs: Option<u64>,
}

/// The symbols of the classes in the window and in the lectures' texts: □ ◇ △ ☆ first (seed
/// 003), then ○ + ▽ ⬡.
pub const CLASS_SYMBOLS: [&str; 8] = ["□", "◇", "△", "☆", "○", "+", "▽", "⬡"];

/// The class number of a point: its own class, else × is class 0 and ○ class 1 (−1 sorts
/// before +1).
pub fn class_number(own: Option<usize>, positive: bool) -> usize {
    own.unwrap_or(usize::from(positive))
}

/// The visits per point each problem (or the structured perceptron) may make, unless set.
pub const DEFAULT_EPOCHS: u64 = 100;

impl MulticlassSettings {
    /// The settings of `method` with binary learner `algorithm` (the structured perceptron is
    /// PLA in cyclic order whatever `algorithm` says), each problem visiting its points at most
    /// `epochs` times (at least once).
    pub fn new(method: Method, algorithm: Algorithm, epochs: u64) -> Self {
        let structured = method == Method::Structured;
        let algorithm = if structured {
            Algorithm::Pla
        } else {
            algorithm
        };
        Self {
            binary: Settings {
                order: structured.then_some(Order::Cyclic),
                budget: crate::learn::Budget::default(),
                ..Settings::new(algorithm)
            },
            epochs: Some(epochs.max(1)),
        }
    }

    /// The settings of a binary problem on `n` points.
    pub fn for_points(&self, n: usize) -> Settings {
        let mut settings = self.binary.clone();
        if let Some(epochs) = self.epochs {
            settings.budget.max_visits = Some(epochs.saturating_mul(n as u64));
        }
        settings
    }
}

/// What one step of a multiclass learner did.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum MulticlassStep {
    /// Binary problem `problem` (OVA, OVO) took one step of its learner.
    Binary { problem: usize, step: Step },
    /// The structured perceptron took one step.
    Structured(StructuredStep),
    /// Nothing: the learner had stopped.
    Finished,
}

/// Any of the three multiclass learners.
#[derive(Debug, Clone)]
pub enum MulticlassLearner {
    /// OVA or OVO.
    Decomposed(Decomposition),
    Structured(Structured),
}

impl MulticlassLearner {
    /// A learner at t = 0 on `data`, after checking the settings and that `data` has at least
    /// two classes.
    pub fn new(
        method: Method,
        data: &MulticlassData,
        settings: &MulticlassSettings,
    ) -> Result<Self, MulticlassError> {
        Ok(match method {
            Method::Ova => Self::Decomposed(Decomposition::one_versus_all(data, settings)?),
            Method::Ovo => Self::Decomposed(Decomposition::one_versus_one(data, settings)?),
            Method::Structured => {
                let binary = &settings.binary;
                if binary.algorithm != Algorithm::Pla
                    || binary.effective_order() != Some(Order::Cyclic)
                    || binary.init != Init::Zero
                {
                    return Err(MulticlassError::StructuredSettings);
                }
                binary.check()?;
                data.check_learnable()?;
                let budget = settings.for_points(data.len()).budget;
                Self::Structured(Structured::new(data, binary.eta, budget))
            }
        })
    }

    /// One step: of the current binary problem (see [`Decomposition`] for the schedule), or of
    /// the structured perceptron (to its next mistake).
    pub fn step(&mut self) -> MulticlassStep {
        match self {
            Self::Decomposed(d) => d
                .step()
                .map_or(MulticlassStep::Finished, |(problem, step)| {
                    MulticlassStep::Binary { problem, step }
                }),
            Self::Structured(s) if s.stopped().is_some() => MulticlassStep::Finished,
            Self::Structured(s) => MulticlassStep::Structured(s.step()),
        }
    }

    /// Steps until the learner stops or `max_steps` steps have run; returns the steps run.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        match self {
            Self::Decomposed(d) => d.run(max_steps),
            Self::Structured(s) => s.run(max_steps),
        }
    }

    /// Whether every part has stopped.
    pub fn finished(&self) -> bool {
        match self {
            Self::Decomposed(d) => d.current().is_none(),
            Self::Structured(s) => s.stopped().is_some(),
        }
    }

    /// The answer as a [`Model::PerClass`].
    pub fn model(&self) -> Model {
        match self {
            Self::Decomposed(d) => d.model(),
            Self::Structured(s) => s.model(),
        }
    }

    /// The weights `[w₀, …, w_d]` of each class (OVA, structured) or pair (OVO, in the order of
    /// [`Decomposition::one_versus_one`]): for a binary learner, its answer g.
    pub fn weights(&self) -> Vec<Vec<f64>> {
        match self {
            Self::Decomposed(d) => (0..d.len())
                .map(|i| d.learner(i).answer().to_vec())
                .collect(),
            Self::Structured(s) => s
                .weights()
                .chunks_exact(s.data().dim() + 1)
                .map(<[f64]>::to_vec)
                .collect(),
        }
    }

    /// Why each part stopped (`None` while it can go on): one per binary problem, or one.
    pub fn stops(&self) -> Vec<Option<Stop>> {
        match self {
            Self::Decomposed(d) => (0..d.len()).map(|i| d.learner(i).stopped()).collect(),
            Self::Structured(s) => vec![s.stopped()],
        }
    }

    /// Updates and visits, summed over the parts.
    pub fn counters(&self) -> crate::learn::Counters {
        match self {
            Self::Decomposed(d) => (0..d.len()).fold(Default::default(), |total, i| {
                let c = d.learner(i).counters();
                crate::learn::Counters {
                    updates: total.updates + c.updates,
                    visits: total.visits + c.visits,
                }
            }),
            Self::Structured(s) => s.counters(),
        }
    }
}
