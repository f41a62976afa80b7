//! Lecture 14's last measurement: the best weight decay λ grows with the noise. For each noise
//! level — the σ² of stochastic noise (Q_f fixed), or the Q_f of deterministic noise (σ² = 0) —
//! the expected E_out of a degree-Q fit with weight decay λ, over a grid of λ, averaged over
//! seeded runs of lecture 13's experiment ([`Trial`]); each level's λ* is the λ of least mean
//! E_out. Every λ of a level sees the same draws (the same targets and points: common random
//! numbers), so that its curve differs from λ to λ by λ alone. Computed a slice of runs at a
//! time ([`LambdaCurves::step`]), so that a window can draw it while it computes.

use rand::SeedableRng as _;

use super::experiment::{Scratch, Trial};
use super::survey::{MAX_FIT_DEGREE, MAX_TARGET_DEGREE};
use super::{FitError, GridProblem};
use crate::learn::Rng;

/// Which noise the levels vary.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Default,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum NoiseKind {
    /// σ² of the labels' noise, the target's degree fixed.
    #[default]
    Stochastic,
    /// The target's degree Q_f beyond the fit's, without σ².
    Deterministic,
}

/// What the curves are measured on.
#[derive(Debug, Clone, PartialEq)]
pub struct LambdaGrid {
    pub kind: NoiseKind,
    /// The noise levels: σ² (stochastic) or Q_f (deterministic), one curve each.
    pub levels: Vec<f64>,
    /// The weight decays λ of each curve.
    pub lambdas: Vec<f64>,
    /// N, the points of each run.
    pub n: usize,
    /// Q, the fit's degree.
    pub degree: u8,
    /// Q_f of the stochastic levels.
    pub q_f: u8,
    pub runs: usize,
    pub seed: u64,
}

impl LambdaGrid {
    /// The lecture's setting: 30 points fitted by degree 15, λ from 0 to 2 by 0.05; σ² = 0,
    /// 0.25, 0.5 with Q_f = 15, or Q_f = 15, 30, 100 with σ² = 0.
    pub fn lecture(kind: NoiseKind, runs: usize, seed: u64) -> Self {
        Self {
            kind,
            levels: match kind {
                NoiseKind::Stochastic => vec![0.0, 0.25, 0.5],
                NoiseKind::Deterministic => vec![15.0, 30.0, 100.0],
            },
            // k/20 rather than k·0.05: each λ the nearest number to its decimal (0.15, not
            // 0.15000000000000002), as a caption or a CSV writes it.
            lambdas: (0..=40).map(|k| f64::from(k) / 20.0).collect(),
            n: 30,
            degree: 15,
            q_f: 15,
            runs,
            seed,
        }
    }

    /// The run of `level` at `lambda`, or what is wrong with the grid.
    fn trial(&self, level: f64, lambda: f64) -> Result<Trial, FitError> {
        let bad = |problem| Err(FitError::Grid(problem));
        let (q_f, sigma2) = match self.kind {
            NoiseKind::Stochastic if level.is_finite() && level >= 0.0 => (self.q_f, level),
            NoiseKind::Deterministic
                if level.fract() == 0.0
                    && (0.0..=f64::from(MAX_TARGET_DEGREE)).contains(&level) =>
            {
                (level as u8, 0.0)
            }
            _ => return bad(GridProblem::Second(level)),
        };
        if !(lambda.is_finite() && lambda >= 0.0) {
            return bad(GridProblem::Lambda);
        }
        if q_f > MAX_TARGET_DEGREE {
            return bad(GridProblem::TargetDegree);
        }
        Ok(Trial {
            n: self.n,
            q_f,
            sigma2,
            degrees: [self.degree, self.degree],
            lambda,
            validation: 0,
        })
    }

    /// Each level's runs, λ by λ, or what is wrong with the grid.
    fn trials(&self) -> Result<Vec<Vec<Trial>>, FitError> {
        if self.levels.is_empty() || self.lambdas.is_empty() || self.runs == 0 {
            return Err(FitError::Grid(GridProblem::Empty));
        }
        if self.degree > MAX_FIT_DEGREE {
            return Err(FitError::Grid(GridProblem::FitDegree));
        }
        let smallest = usize::from(self.degree) + 1;
        if self.n < smallest {
            return Err(FitError::Grid(GridProblem::TooFewPoints(smallest)));
        }
        self.levels
            .iter()
            .map(|&level| {
                let each = self.lambdas.iter().map(|&lambda| self.trial(level, lambda));
                each.collect()
            })
            .collect()
    }
}

/// One level's curve: mean E_out at each λ over the runs done, and its λ*.
#[derive(Debug, Clone, PartialEq)]
pub struct LambdaCurve {
    /// σ² or Q_f.
    pub level: f64,
    /// Mean E_out at each of the grid's λ (NaN before a run).
    pub e_out: Vec<f64>,
    /// The index of the least mean E_out (the first on a tie), once a run is done.
    pub best: Option<usize>,
}

/// The curves under way: the grid, the runs done and each λ's sum of E_out.
#[derive(Debug, Clone)]
pub struct LambdaCurves {
    grid: LambdaGrid,
    trials: Vec<Vec<Trial>>,
    /// Σ E_out over the runs done, by level and λ.
    sums: Vec<Vec<f64>>,
    /// Runs done of every level (runs go round the levels: all levels have `done` or `done + 1`).
    done: Vec<usize>,
    scratch: Scratch,
}

impl LambdaCurves {
    pub fn new(grid: LambdaGrid) -> Result<Self, FitError> {
        let trials = grid.trials()?;
        let sums = trials.iter().map(|each| vec![0.0; each.len()]).collect();
        let done = vec![0; trials.len()];
        Ok(Self {
            grid,
            trials,
            sums,
            done,
            scratch: Scratch::default(),
        })
    }

    pub fn grid(&self) -> &LambdaGrid {
        &self.grid
    }

    pub fn total_runs(&self) -> usize {
        self.grid.runs * self.trials.len()
    }

    pub fn done_runs(&self) -> usize {
        self.done.iter().sum()
    }

    pub fn is_done(&self) -> bool {
        self.done_runs() == self.total_runs()
    }

    /// Does up to `budget` runs (each one draw, fitted at every λ), level after level in
    /// turn so that every curve fills in together; the runs done.
    pub fn step(&mut self, budget: usize) -> usize {
        let mut ran = 0;
        while ran < budget && !self.is_done() {
            let level = (0..self.done.len())
                .min_by_key(|&l| self.done[l])
                .unwrap_or(0);
            let run = self.done[level];
            let generator = run_rng(self.grid.seed, level, run);
            for (sum, trial) in self.sums[level].iter_mut().zip(&self.trials[level]) {
                // The same generator at every λ: the same target and points.
                let errors = trial.run(&mut generator.clone(), &mut self.scratch);
                *sum += errors.e_out[1];
            }
            self.done[level] += 1;
            ran += 1;
        }
        ran
    }

    /// Every level's curve over the runs done.
    pub fn curves(&self) -> Vec<LambdaCurve> {
        self.grid
            .levels
            .iter()
            .zip(&self.sums)
            .zip(&self.done)
            .map(|((&level, sums), &done)| {
                let e_out: Vec<f64> = if done == 0 {
                    vec![f64::NAN; sums.len()]
                } else {
                    sums.iter().map(|s| s / done as f64).collect()
                };
                let best = (done > 0)
                    .then(|| {
                        (0..e_out.len()).fold(0, |b, i| if e_out[i] < e_out[b] { i } else { b })
                    })
                    .filter(|&b| e_out[b].is_finite());
                LambdaCurve { level, e_out, best }
            })
            .collect()
    }

    /// Each level's λ*, once it has a run.
    pub fn best_lambdas(&self) -> Vec<Option<f64>> {
        let curves = self.curves();
        curves
            .iter()
            .map(|c| c.best.map(|b| self.grid.lambdas[b]))
            .collect()
    }
}

/// The generator of run `run` of level `level`.
fn run_rng(seed: u64, level: usize, run: usize) -> Rng {
    let mut rng = Rng::seed_from_u64(seed ^ 0x6c61_6d62_6461);
    rng.set_stream(((level as u64) << 32) | run as u64);
    rng
}
