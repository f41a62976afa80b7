//! Lecture 13's experiments, each averaged over many seeded runs of [`Trial`]: the overfit
//! measure E_out(g₁₀) − E_out(g₂) as a heat map over (N, σ²) with Q_f fixed (stochastic
//! noise) and over (N, Q_f) with σ² fixed (deterministic noise), and the learning curves
//! (expected E_in and E_out against N for H₂ and H₁₀); and lecture 15's curve over K: expected
//! E_val(g⁻) and how far it misses E_out(g⁻), E_out(g⁻) and E_out(g), against the K points held
//! out of N.
//!
//! The lecture's resolution is Learning from Data's figure 4.3: N from 80 to 120 by 1, σ² from
//! 0 to 2 by 0.05 with Q_f = 20, and Q_f from 0 to 100 by 1 with σ² = 0.1 ([`SurveyGrid::lecture`]).
//!
//! Run r of cell c draws from its own generator, seeded from (seed, c, r), and each cell sums
//! its runs in their order, so the answer is the same bit for bit whether it is computed on
//! one core or many ([`Survey::run_on`]: whole cells to each thread, with a progress counter
//! and a stop flag the caller holds) or a slice at a time on a page that has no threads
//! ([`Survey::step`]). Each cell is handed on as soon as its runs are done
//! ([`Survey::run_reporting`], [`FinishedCell`]), so that a copy of the survey the window
//! draws fills in while the threads work.

use std::ops::RangeInclusive;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rand::SeedableRng as _;

use super::experiment::{Scratch, Trial, TrialErrors};
use super::{FitError, GridProblem};
use crate::learn::Rng;

/// Which experiment.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    Hash,
    Default,
    clap::ValueEnum,
    serde::Serialize,
    serde::Deserialize,
)]
#[serde(rename_all = "kebab-case")]
pub enum Study {
    /// The overfit measure over (N, σ²), Q_f fixed: stochastic noise.
    #[default]
    Noise,
    /// The overfit measure over (N, Q_f), σ² fixed: deterministic noise.
    Complexity,
    /// Expected E_in and E_out against N for both hypothesis sets, Q_f and σ² fixed.
    LearningCurve,
    /// Expected E_val(g⁻), E_out(g⁻) and E_out(g) against K, the points held out of N (the
    /// second axis), g⁻ of the first degree learned on the other N − K, g of the second on all.
    Validation,
}

/// Runs a cell at the lecture's resolution: enough that the maps' sign is steady in their
/// corners, and the (N, σ²) map is computed in a few seconds on two cores.
pub const LECTURE_RUNS: usize = 400;

/// The largest target degree Q_f a survey takes.
pub const MAX_TARGET_DEGREE: u8 = 200;
/// The largest degree of a fit in a survey.
pub const MAX_FIT_DEGREE: u8 = 20;

/// What a survey computes: its cells (every N crossed with every σ² or Q_f of the second axis)
/// and how many runs each.
#[derive(Debug, Clone, PartialEq)]
pub struct SurveyGrid {
    pub study: Study,
    /// The sample sizes N.
    pub n: Vec<usize>,
    /// The σ² of a noise map, the Q_f of a complexity map, or the K of the validation curve;
    /// unused by learning curves.
    pub second: Vec<f64>,
    /// Q_f where it is fixed (all but the complexity map).
    pub q_f: u8,
    /// σ² where it is fixed (all but the noise map).
    pub sigma2: f64,
    /// The two hypothesis sets' degrees (2, 10); for the validation curve g⁻'s and g's (the
    /// same Q in the lecture).
    pub degrees: [u8; 2],
    /// Weight decay λ of both fits.
    pub lambda: f64,
    pub runs: usize,
    pub seed: u64,
}

/// `from`, `from + step`, … up to `to` (within a millionth of a step), as floats.
pub fn axis(from: f64, to: f64, step: f64) -> Vec<f64> {
    if step.is_nan() || step <= 0.0 || to < from {
        return vec![from];
    }
    let count = ((to - from) / step + 1e-6).floor() as usize;
    (0..=count).map(|i| from + i as f64 * step).collect()
}

fn whole(range: RangeInclusive<usize>, step: usize) -> Vec<usize> {
    range.step_by(step.max(1)).collect()
}

impl SurveyGrid {
    /// The lecture's resolution (Learning from Data's figure 4.3, the learning curves of a
    /// 10th-order target with σ² = 1, and the validation curve of
    /// [`SurveyGrid::validation_curve`] for 40 points, Q_f = 10, σ² = 0.5 and Q = 3), `runs`
    /// runs a cell.
    pub fn lecture(study: Study, runs: usize, seed: u64) -> Self {
        if study == Study::Validation {
            return Self::validation_curve(40, 10, 0.5, 3, 0.0, runs, seed);
        }
        let (n, second) = match study {
            Study::Noise => (whole(80..=120, 1), axis(0.0, 2.0, 0.05)),
            Study::Complexity => (whole(80..=120, 1), axis(0.0, 100.0, 1.0)),
            Study::LearningCurve | Study::Validation => (whole(20..=130, 2), Vec::new()),
        };
        let (q_f, sigma2) = match study {
            Study::Noise => (20, 0.0),
            Study::Complexity => (0, 0.1),
            Study::LearningCurve | Study::Validation => (10, 1.0),
        };
        Self {
            study,
            n,
            second,
            q_f,
            sigma2,
            degrees: [2, 10],
            lambda: 0.0,
            runs,
            seed,
        }
    }

    /// Lecture 15's curve over K for `n` points from a target of degree `q_f` with noise
    /// `sigma2`, g⁻ and g of degree `degree` with weight decay `lambda`: K from 1 to
    /// N − 5(Q + 1), so that g⁻ always has five points a weight (with few more points than
    /// weights, least squares' E_out has so heavy a tail that a few wild draws make the
    /// average, and the curve's end dwarfs the rest).
    pub fn validation_curve(
        n: usize,
        q_f: u8,
        sigma2: f64,
        degree: u8,
        lambda: f64,
        runs: usize,
        seed: u64,
    ) -> Self {
        let last = n.saturating_sub(5 * (usize::from(degree) + 1)).max(1);
        Self {
            study: Study::Validation,
            n: vec![n],
            second: (1..=last).map(|k| k as f64).collect(),
            q_f,
            sigma2,
            degrees: [degree, degree],
            lambda,
            runs,
            seed,
        }
    }

    /// The index of the cell at `n` and `second` (σ², Q_f or K) in the cells' order, if the
    /// grid has it (the second axis' value within a millionth).
    pub fn cell_index(&self, n: usize, second: f64) -> Option<usize> {
        let row = self.n.iter().position(|&m| m == n)?;
        if self.study == Study::LearningCurve {
            return Some(row);
        }
        let column = self
            .second
            .iter()
            .position(|&v| (v - second).abs() <= 1e-6 * v.abs().max(1.0))?;
        Some(row * self.second.len() + column)
    }

    /// The runs of each cell, in the cells' order: N slowest, then the second axis.
    pub fn trials(&self) -> Result<Vec<Trial>, FitError> {
        let bad = |problem| Err(FitError::Grid(problem));
        if self.n.is_empty() || self.runs == 0 {
            return bad(GridProblem::Empty);
        }
        if self.degrees.iter().any(|&q| q > MAX_FIT_DEGREE) {
            return bad(GridProblem::FitDegree);
        }
        let smallest = match self.study {
            // D_train at least one point, D_val at least one.
            Study::Validation => 2,
            _ => usize::from(self.degrees[0].max(self.degrees[1])) + 1,
        };
        if self.n.iter().any(|&n| n < smallest) {
            return bad(GridProblem::TooFewPoints(smallest));
        }
        if !(self.lambda.is_finite() && self.lambda >= 0.0) {
            return bad(GridProblem::Lambda);
        }
        let trial = |n, q_f, sigma2| Trial {
            n,
            q_f,
            sigma2,
            degrees: self.degrees,
            lambda: self.lambda,
            validation: 0,
        };
        let second: Vec<f64> = match self.study {
            Study::LearningCurve => vec![f64::NAN],
            _ if self.second.is_empty() => return bad(GridProblem::Empty),
            _ => self.second.clone(),
        };
        let mut trials = Vec::new();
        for &n in &self.n {
            for &value in &second {
                trials.push(match self.study {
                    Study::Noise if value.is_finite() && value >= 0.0 => trial(n, self.q_f, value),
                    Study::Complexity if value >= 0.0 && value <= f64::from(MAX_TARGET_DEGREE) => {
                        trial(n, value.round() as u8, self.sigma2)
                    }
                    Study::LearningCurve => trial(n, self.q_f, self.sigma2),
                    Study::Validation
                        if value.fract() == 0.0 && value >= 1.0 && value < n as f64 =>
                    {
                        Trial {
                            validation: value as usize,
                            ..trial(n, self.q_f, self.sigma2)
                        }
                    }
                    _ => return bad(GridProblem::Second(value)),
                });
            }
        }
        if trials
            .iter()
            .any(|t| !(t.sigma2.is_finite() && t.sigma2 >= 0.0))
        {
            return bad(GridProblem::Sigma2);
        }
        if trials.iter().any(|t| t.q_f > MAX_TARGET_DEGREE) {
            return bad(GridProblem::TargetDegree);
        }
        Ok(trials)
    }
}

/// The caller's handle on a survey running on other threads: runs done so far, and a flag
/// that stops it after the runs under way.
#[derive(Debug, Default)]
pub struct Control {
    pub done_runs: AtomicUsize,
    pub stop: AtomicBool,
}

/// One cell: its run and the sums of its runs so far.
#[derive(Debug, Clone)]
struct Cell {
    trial: Trial,
    runs: usize,
    sum: TrialErrors,
}

/// A cell's averages over the runs done.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CellMean {
    pub trial: Trial,
    pub runs: usize,
    /// Expected E_in and E_out of the two fits, in the order of the degrees.
    pub e_in: [f64; 2],
    pub e_out: [f64; 2],
    /// Expected E_val(g⁻), and the root mean square of E_val(g⁻) − E_out(g⁻) over the runs:
    /// how far, typically, the validation's estimate is from what it estimates (0 without D_val).
    pub e_val: f64,
    pub e_val_miss: f64,
}

impl CellMean {
    /// The overfit measure E_out(g_high) − E_out(g_low).
    pub fn overfit(&self) -> f64 {
        self.e_out[1] - self.e_out[0]
    }
}

/// A cell whose runs are all done, as the threads running a survey hand it on, to be put into a
/// copy of the survey ([`Survey::put_finished`]) that can be drawn meanwhile.
#[derive(Debug, Clone)]
pub struct FinishedCell {
    index: usize,
    cell: Cell,
}

/// A survey under way: its grid and each cell's runs so far.
#[derive(Debug, Clone)]
pub struct Survey {
    grid: SurveyGrid,
    cells: Vec<Cell>,
    /// Cells before this one are done ([`Survey::step`] goes in order).
    next_cell: usize,
}

/// The threads [`Survey::run`] starts: one a core.
pub fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The generator of run `run` of cell `cell`.
fn run_rng(seed: u64, cell: usize, run: usize) -> Rng {
    let mut rng = Rng::seed_from_u64(seed);
    rng.set_stream(((cell as u64) << 32) | run as u64);
    rng
}

impl Cell {
    /// The averages over the runs done.
    fn mean(&self) -> CellMean {
        let scale = 1.0 / self.runs.max(1) as f64;
        CellMean {
            trial: self.trial,
            runs: self.runs,
            e_in: self.sum.e_in.map(|e| e * scale),
            e_out: self.sum.e_out.map(|e| e * scale),
            e_val: self.sum.e_val * scale,
            e_val_miss: (self.sum.e_val_miss_squared * scale).sqrt(),
        }
    }

    /// Runs until `runs` are done or `stop` is raised; counts each in `done`.
    fn advance(
        &mut self,
        index: usize,
        seed: u64,
        runs: usize,
        scratch: &mut Scratch,
        control: &Control,
    ) {
        while self.runs < runs && !control.stop.load(Ordering::Relaxed) {
            let errors = self
                .trial
                .run(&mut run_rng(seed, index, self.runs), scratch);
            self.sum.add(&errors);
            self.runs += 1;
            control.done_runs.fetch_add(1, Ordering::Relaxed);
        }
    }
}

impl Survey {
    pub fn new(grid: SurveyGrid) -> Result<Self, FitError> {
        let cells = grid
            .trials()?
            .into_iter()
            .map(|trial| Cell {
                trial,
                runs: 0,
                sum: TrialErrors::default(),
            })
            .collect();
        Ok(Self {
            grid,
            cells,
            next_cell: 0,
        })
    }

    pub fn grid(&self) -> &SurveyGrid {
        &self.grid
    }

    /// Cell `index` alone, all its runs done from the generators the whole survey gives it: what
    /// the map says there, without computing the map. `None` when there is no such cell.
    pub fn one_cell(grid: SurveyGrid, index: usize) -> Result<Option<CellMean>, FitError> {
        let mut survey = Self::new(grid)?;
        let (seed, runs) = (survey.grid.seed, survey.grid.runs);
        let Some(cell) = survey.cells.get_mut(index) else {
            return Ok(None);
        };
        cell.advance(
            index,
            seed,
            runs,
            &mut Scratch::default(),
            &Control::default(),
        );
        Ok(Some(cell.mean()))
    }

    /// Runs in all: cells × runs.
    pub fn total_runs(&self) -> usize {
        self.cells.len() * self.grid.runs
    }

    pub fn done_runs(&self) -> usize {
        self.cells.iter().map(|c| c.runs).sum()
    }

    pub fn is_done(&self) -> bool {
        self.done_runs() == self.total_runs()
    }

    /// Up to `budget_runs` runs on this thread, the cells in order; returns the runs done.
    pub fn step(&mut self, budget_runs: usize) -> usize {
        let control = Control::default();
        let mut scratch = Scratch::default();
        let runs = self.grid.runs;
        while self.next_cell < self.cells.len() {
            let left = budget_runs - control.done_runs.load(Ordering::Relaxed);
            if left == 0 {
                break;
            }
            let cell = &mut self.cells[self.next_cell];
            let until = runs.min(cell.runs + left);
            cell.advance(
                self.next_cell,
                self.grid.seed,
                until,
                &mut scratch,
                &control,
            );
            if cell.runs == runs {
                self.next_cell += 1;
            }
        }
        control.done_runs.load(Ordering::Relaxed)
    }

    /// Every run left, on every core ([`std::thread::available_parallelism`]).
    pub fn run(&mut self, control: &Control) {
        self.run_on(every_core(), control);
    }

    /// Every run left on `threads` threads, each taking the next unfinished cell and running it
    /// to its end; stops early when `control.stop` is raised (what is done is kept, and a
    /// later call goes on from there).
    pub fn run_on(&mut self, threads: usize, control: &Control) {
        self.run_reporting(threads, control, &|_| {});
    }

    /// [`Survey::run_on`], handing each cell to `report` on the thread that finished it, as
    /// soon as its last run is done (a cell stopped short is not handed on).
    pub fn run_reporting(
        &mut self,
        threads: usize,
        control: &Control,
        report: &(dyn Fn(FinishedCell) + Sync),
    ) {
        let (seed, runs) = (self.grid.seed, self.grid.runs);
        let queue = Mutex::new(
            self.cells
                .iter_mut()
                .enumerate()
                .filter(|(_, cell)| cell.runs < runs),
        );
        let work = || {
            let mut scratch = Scratch::default();
            loop {
                let next = match queue.lock() {
                    Ok(mut cells) => cells.next(),
                    Err(_) => None,
                };
                let Some((index, cell)) = next else { break };
                cell.advance(index, seed, runs, &mut scratch, control);
                if cell.runs == runs {
                    report(FinishedCell {
                        index,
                        cell: cell.clone(),
                    });
                }
            }
        };
        if threads <= 1 || cfg!(target_arch = "wasm32") {
            work();
        } else {
            std::thread::scope(|scope| {
                for _ in 0..threads {
                    scope.spawn(work);
                }
            });
        }
        self.next_cell = self
            .cells
            .iter()
            .position(|c| c.runs < runs)
            .unwrap_or(self.cells.len());
    }

    /// Puts a cell another copy of this survey finished in its place here; a cell of another
    /// grid (its run not this one's) is left out.
    pub fn put_finished(&mut self, finished: FinishedCell) {
        let runs = self.grid.runs;
        let Some(cell) = self.cells.get_mut(finished.index) else {
            return;
        };
        if cell.trial != finished.cell.trial || finished.cell.runs != runs {
            return;
        }
        *cell = finished.cell;
        while self
            .cells
            .get(self.next_cell)
            .is_some_and(|c| c.runs == runs)
        {
            self.next_cell += 1;
        }
    }

    /// Each cell's averages over its runs so far, in the cells' order (N slowest).
    pub fn means(&self) -> Vec<CellMean> {
        self.cells.iter().map(Cell::mean).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_lecture_axes_have_their_ends() {
        let noise = SurveyGrid::lecture(Study::Noise, 1, 0);
        assert_eq!((noise.n.len(), noise.second.len()), (41, 41));
        assert_eq!(noise.second.last(), Some(&2.0));
        assert_eq!(
            SurveyGrid::lecture(Study::Complexity, 1, 0).second.len(),
            101
        );
    }

    #[test]
    fn slices_give_what_one_pass_gives() {
        let mut grid = SurveyGrid::lecture(Study::Noise, 3, 9);
        grid.n = vec![15, 30];
        grid.second = vec![0.0, 1.0];
        let mut whole = Survey::new(grid.clone()).expect("valid");
        whole.run_on(1, &Control::default());
        let mut sliced = Survey::new(grid).expect("valid");
        while sliced.step(2) > 0 {}
        assert!(sliced.is_done());
        assert_eq!(whole.means(), sliced.means());
    }

    #[test]
    fn the_validation_curve_holds_out_each_k_and_e_val_estimates_e_out_of_g_minus() {
        let grid = SurveyGrid::validation_curve(30, 5, 0.5, 2, 0.0, 600, 4);
        assert_eq!(grid.second.first(), Some(&1.0));
        assert_eq!(grid.second.last(), Some(&15.0));
        let mut survey = Survey::new(grid).expect("valid");
        survey.run_on(2, &Control::default());
        let means = survey.means();
        assert_eq!(means[4].trial.validation, 5);
        for mean in &means {
            // E_val(g⁻) is an unbiased estimate of E_out(g⁻): within a few standard errors.
            let standard_error = mean.e_val_miss / (mean.runs as f64).sqrt();
            let gap = (mean.e_val - mean.e_out[0]).abs();
            assert!(
                gap < 4.0 * standard_error + 0.02,
                "K = {}: {gap}",
                mean.trial.validation
            );
        }
        let (first, last) = (means[0], means[means.len() - 1]);
        assert!(
            last.e_out[0] > first.e_out[0],
            "g⁻ learns from fewer points"
        );
        assert!(
            means[5].e_val_miss < first.e_val_miss,
            "six points measure g⁻ more steadily than one"
        );
        assert!(
            last.e_out[1] < last.e_out[0],
            "g learns from all N, g⁻ from N − K"
        );
    }
}
