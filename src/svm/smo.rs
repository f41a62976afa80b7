//! Sequential minimal optimisation of the SVM dual (MATH.md, "Support vector machines"), one
//! pair of α per step, as libsvm does it (Fan, Chen & Lin 2005).
//!
//! libsvm minimises f(α) = ½αᵀQα − Σαₙ with Qₘₙ = yₘyₙK(xₘ, xₙ), so the dual objective is
//! D(α) = −f(α), and keeps the gradient G = Qα − 1 up to date. With
//! I_up = {n : yₙ = +1, αₙ < C or yₙ = −1, αₙ > 0} and I_low the same with the roles of 0 and
//! C swapped, m(α) = max over I_up of −yₙGₙ and M(α) = min over I_low of −yₙGₙ; α is optimal
//! within `tol` when m(α) − M(α) ≤ tol. A step takes i, the maximiser of m, and j from I_low by
//! the second-order rule (the largest decrease of f along the pair, WSS2), solves the
//! two-variable problem exactly, clips it to the box [0, C]², and updates the gradient with
//! rows i and j of the kernel matrix (from a [`RowCache`]). The bias is libsvm's b = −ρ: ρ is
//! the mean of yₙGₙ over the free αₙ (0 < αₙ < C), else the midpoint of the bounds that the αₙ
//! at 0 or C put on it.
//!
//! Shrinking, as libsvm's: every min(N, 1,000) steps the points that cannot be chosen soon —
//! at a bound, on the side of m(α) or M(α) where they violate nothing — leave the *active set*,
//! and the choice of i and j looks at the active points only. Once the gap over the active set
//! is within 10·tol every point comes back once; and when the active set is optimal, every
//! point comes back and the check is made over all of them, so the optimum is libsvm's. Unlike
//! libsvm, the gradient of every point stays exact (the update is one streaming pass over all
//! N), so nothing is reconstructed, and the KKT gap, b and the margins are those of all points at
//! every step. Shrinking is part of the step, so Step, Play, Run to end and a replay all take the
//! same pairs.
//!
//! What a step costs: one streaming pass over the N points that updates the gradient and finds
//! m(α), M(α) and the next i, and one that chooses j along row i ([`super::passes`], in AVX2's
//! lanes where the processor has them). The solver keeps Fₙ = −yₙGₙ rather than G, so the update
//! reads kernel rows Kᵢ (not Qᵢ = yᵢy∘Kᵢ) and needs no label: Fₙ −= Kᵢₙ·yᵢΔαᵢ + Kⱼₙ·yⱼΔαⱼ.
//! Shrunk points are masked in the passes; when fewer than half are active the choices look at
//! the active points one by one instead. D(α) follows each step exactly from the pair (O(1));
//! b and the gap over all points are computed when asked for.
//!
//! SMO always ends. Besides the tolerance it stops, as *stalled*, when it no longer makes
//! progress: a pair whose update rounds to nothing (the next step would be the same), D(α)
//! rising by less than its own rounding over a long run of steps (the KKT gap then sits below
//! the rounding of the gradient, whose scale is that of the kernel's values), or the largest KKT
//! violation not falling below its lowest value for max(10⁵, 10·N) steps (on a nearly singular
//! kernel matrix with a large C, SMO zig-zags in steps far smaller than the kernel's values).

use std::sync::{Arc, OnceLock};

use super::cache::{CACHE_BYTES, RowCache};
use super::pair::{self, PairUpdate};
use super::passes::{self, First, IN_LOW, IN_UP, Points, Violation};
use super::stall::{Stall, StallWatch};
use super::values::Values;
use crate::data::Dataset;
use crate::model::{Kernel, KernelExpansion};

/// Below this share of N active points, the passes look at the active points one by one rather
/// than at all N in lanes with the shrunk ones masked (measured on the benchmark's problems: a
/// quarter is slower on the N = 10,000 rings, three quarters on the breast-cancer set).
const GATHER_BELOW: f64 = 0.5;

/// Shrinking runs every min(N, this) steps, as libsvm's.
const SHRINK_EVERY: u64 = 1_000;

/// The state of an SMO solve: α, the gradient, D(α) and the KKT gap.
#[derive(Debug, Clone)]
pub struct Smo {
    kernel: Kernel,
    /// C; ∞ for the hard margin.
    c: f64,
    tol: f64,
    dim: usize,
    /// The points' features, row-major (N × d), and their labels: shared by copies. The
    /// features are written once, where they stay, into pages made ready in one call
    /// ([`Values::ready`]; an `Arc<[f64]>` made from a vector would copy them into fresh pages
    /// again: 0.2 ms of the digits' 1,797 × 64).
    points: Arc<Values>,
    labels: Arc<[f64]>,
    /// Kₙₙ = K(xₙ, xₙ).
    diagonal: Arc<[f64]>,
    alpha: Vec<f64>,
    /// Fₙ = −yₙGₙ with G = Qα − 1.
    minus_y_gradient: Vec<f64>,
    /// Each point's membership of I_up and I_low ([`IN_UP`], [`IN_LOW`]), kept with α.
    sets: Vec<u8>,
    cache: RowCache,
    /// The sets the choice of i and j reads: a point's [`Smo::sets`] while it is active, 0 once
    /// shrinking has taken it out (every point is in I_up or I_low, so 0 means shrunk). The
    /// passes then run over all points, in order, with the shrunk ones seen as in neither set.
    active_sets: Vec<u8>,
    /// How many points are active (N but for shrinking).
    active_count: usize,
    /// The active points in increasing order, when they are few enough for the passes to look
    /// at them one by one rather than at all N in lanes ([`GATHER_BELOW`]); empty otherwise.
    active: Vec<u32>,
    /// Steps until the next shrinking.
    shrink_countdown: u64,
    /// Whether every point was brought back once the active gap fell within 10·tol.
    unshrunk: bool,
    /// The violation over the active points; when they are all the points, over all.
    violation: Violation,
    /// The violation over all points, computed when asked for while some are shrunk.
    full_violation: OnceLock<Violation>,
    /// D(α), updated by each step's exact gain.
    dual: f64,
    /// The steps taken.
    steps: u64,
    /// What tells a stall (the gap's record restarts when every point comes back).
    progress: StallWatch,
    stall: Option<Stall>,
    /// b, computed when first asked for after a step.
    bias: OnceLock<f64>,
    last: Option<PairUpdate>,
}

impl Smo {
    /// A solve at α = 0 on `data` (which should hold both classes) with penalty `c` (∞: hard
    /// margin), stopping at KKT gap `tol`.
    pub fn new(kernel: Kernel, c: f64, tol: f64, data: &Dataset) -> Self {
        let dim = data.dim();
        let n = data.len();
        let mut points = Values::ready(n * dim);
        for (k, x) in points
            .as_mut_slice()
            .chunks_exact_mut(dim.max(1))
            .enumerate()
        {
            for (to, from) in x.iter_mut().zip(data.features(k)) {
                *to = from;
            }
        }
        let diagonal: Vec<f64> = points
            .as_slice()
            .chunks_exact(dim.max(1))
            .map(|x| kernel.eval(x, x))
            .collect();
        let labels: Arc<[f64]> = data.labels().into();
        // At α = 0: G = −1, so Fₙ = yₙ.
        let minus_y_gradient = labels.to_vec();
        let mut smo = Self {
            kernel,
            c,
            tol,
            dim,
            points: Arc::new(points),
            labels,
            diagonal: diagonal.into(),
            alpha: vec![0.0; n],
            minus_y_gradient,
            sets: vec![0; n],
            cache: RowCache::new(n, n, CACHE_BYTES),
            active_sets: vec![0; n],
            active_count: n,
            active: Vec::new(),
            shrink_countdown: SHRINK_EVERY.min(n as u64).max(1),
            unshrunk: false,
            violation: Violation::NONE,
            full_violation: OnceLock::new(),
            dual: 0.0,
            steps: 0,
            progress: StallWatch::default(),
            stall: None,
            bias: OnceLock::new(),
            last: None,
        };
        for k in 0..n {
            smo.place(k);
        }
        smo.active_sets.clone_from(&smo.sets);
        smo.violation = smo.find_violation();
        smo
    }

    /// [`Smo::new`] on the same points, started from `alpha` (same length, feasible:
    /// 0 ≤ αₙ ≤ C and Σαₙyₙ = 0), with the gradient and D(α) computed from it.
    pub fn warm(mut self, alpha: &[f64]) -> Self {
        for (k, &a) in alpha.iter().enumerate().take(self.alpha.len()) {
            if a != 0.0 {
                let slot = self.cached_row(k);
                let scale = a * self.labels[k];
                for (f, kk) in self.minus_y_gradient.iter_mut().zip(self.cache.row(slot)) {
                    *f -= scale * kk;
                }
                self.alpha[k] = a;
            }
        }
        for k in 0..self.alpha.len() {
            self.place(k);
        }
        // D = −½Σαₙ(Gₙ − 1) with Gₙ = −yₙFₙ.
        self.dual = -0.5
            * self
                .alpha
                .iter()
                .zip(self.labels.iter())
                .zip(&self.minus_y_gradient)
                .map(|((a, y), f)| a * (-y * f - 1.0))
                .sum::<f64>();
        self.violation = self.find_violation();
        self
    }

    fn cached_row(&mut self, i: usize) -> usize {
        let (kernel, points, dim) = (&self.kernel, self.points.as_slice(), self.dim);
        let xi = &points[i * dim..(i + 1) * dim];
        self.cache
            .fetch(i, |out| passes::kernel_row(kernel, xi, points, dim, out))
    }

    /// Puts point k in I_up and I_low as its αₖ and yₖ say.
    fn place(&mut self, k: usize) {
        let (upper, lower) = (self.alpha[k] >= self.c, self.alpha[k] <= 0.0);
        let (up, low) = if self.labels[k] > 0.0 {
            (!upper, !lower)
        } else {
            (!lower, !upper)
        };
        self.sets[k] = if up { IN_UP } else { 0 } | if low { IN_LOW } else { 0 };
        if self.active_sets[k] != 0 {
            self.active_sets[k] = self.sets[k];
        }
    }

    /// m(α), M(α) and the next i over the active points.
    fn find_violation(&self) -> Violation {
        if self.active.is_empty() {
            passes::find(&self.minus_y_gradient, &self.active_sets)
        } else {
            passes::find_among(&self.minus_y_gradient, &self.sets, &self.active)
        }
    }

    /// m(α), M(α) and the next i over all points.
    fn find_full_violation(&self) -> Violation {
        passes::find(&self.minus_y_gradient, &self.sets)
    }

    fn all_active(&self) -> bool {
        self.active_count == self.alpha.len()
    }

    /// Every point back in the active set.
    fn activate_all(&mut self) {
        self.active_sets.copy_from_slice(&self.sets);
        self.active_count = self.alpha.len();
        self.active.clear();
        self.violation = self.find_violation();
        // The gap over all points starts a new record.
        self.progress.restart_gap_record(self.steps);
    }

    /// libsvm's shrinking: first, once, every point back when the gap is within 10·tol; then
    /// out go the points at a bound that violate nothing: in I_low only with Fₖ > m(α) (never
    /// a j), in I_up only with Fₖ < M(α) (never an i).
    fn shrink(&mut self) {
        if !self.unshrunk && self.violation.gap() <= 10.0 * self.tol {
            self.unshrunk = true;
            self.activate_all();
        }
        let (max_up, min_low) = (self.violation.max_up, self.violation.min_low);
        let f = &self.minus_y_gradient;
        for (k, sets) in self.active_sets.iter_mut().enumerate() {
            let stays = match *sets {
                IN_LOW => f[k] <= max_up,
                IN_UP => f[k] >= min_low,
                _ => true,
            };
            if *sets != 0 && !stays {
                *sets = 0;
                self.active_count -= 1;
            }
        }
        self.active.clear();
        if (self.active_count as f64) < GATHER_BELOW * self.alpha.len() as f64 {
            let active = self
                .active_sets
                .iter()
                .enumerate()
                .filter(|(_, s)| **s != 0);
            self.active.extend(active.map(|(k, _)| k as u32));
        }
        self.violation = self.find_violation();
    }

    /// Whether α is optimal within the tolerance (or no pair can move), over all points.
    pub fn converged(&self) -> bool {
        // While some points are shrunk the active gap is above tol (else all come back).
        self.all_active() && self.violation.optimal(self.tol)
    }

    /// Why SMO stopped short of the tolerance, if it did.
    pub fn stalled(&self) -> Option<Stall> {
        self.stall
    }

    /// Whether SMO has ended: converged or stalled.
    pub fn finished(&self) -> bool {
        self.converged() || self.stall.is_some()
    }

    /// One pair update, or `None` when α is already optimal within the tolerance or SMO has
    /// stalled (see [`Smo::stalled`]).
    pub fn step(&mut self) -> Option<PairUpdate> {
        if self.finished() {
            return None;
        }
        let i = self.violation.up?;
        let slot_i = self.cached_row(i);
        let j = self.second_of_pair(i, self.cache.row(slot_i))?;
        let slot_j = self.cached_row(j);
        let before = [self.alpha[i], self.alpha[j]];
        let k_ij = self.cache.row(slot_i)[j];
        let (new_i, new_j) = self.solve_pair(i, j, k_ij);
        if new_i == before[0] && new_j == before[1] {
            self.stall = Some(Stall::PairRoundsToNothing);
            return None;
        }
        let (delta_i, delta_j) = (new_i - before[0], new_j - before[1]);
        let (yi, yj) = (self.labels[i], self.labels[j]);
        // D rises by −Δf, Δf = GᵢΔᵢ + GⱼΔⱼ + ½(QᵢᵢΔᵢ² + QⱼⱼΔⱼ²) + QᵢⱼΔᵢΔⱼ (G before the step).
        let (gi, gj) = (
            -yi * self.minus_y_gradient[i],
            -yj * self.minus_y_gradient[j],
        );
        let gain = -(gi * delta_i
            + gj * delta_j
            + 0.5 * (self.diagonal[i] * delta_i * delta_i + self.diagonal[j] * delta_j * delta_j)
            + yi * yj * k_ij * delta_i * delta_j);
        self.alpha[i] = new_i;
        self.alpha[j] = new_j;
        self.place(i);
        self.place(j);
        self.update_gradient(slot_i, slot_j, yi * delta_i, yj * delta_j);
        self.dual += gain;
        self.steps += 1;
        self.bias = OnceLock::new();
        self.full_violation = OnceLock::new();
        self.stall = self.progress.observe(
            self.steps,
            gain,
            self.violation.gap(),
            self.dual,
            self.alpha.len() as u64,
        );
        self.shrink_countdown -= 1;
        if self.shrink_countdown == 0 {
            self.shrink_countdown = SHRINK_EVERY.min(self.alpha.len() as u64).max(1);
            self.shrink();
        }
        if !self.all_active() && self.violation.optimal(self.tol) {
            // Optimal over the active points: check all of them, and shrink again at once if
            // some point still violates (libsvm's).
            self.activate_all();
            self.shrink_countdown = 1;
        }
        let update = PairUpdate {
            i,
            j,
            alpha_i: [before[0], new_i],
            alpha_j: [before[1], new_j],
            dual_objective: self.dual,
        };
        self.last = Some(update);
        Some(update)
    }

    /// Runs up to `max_steps` steps (fewer when SMO ends) and returns how many it took.
    pub fn run(&mut self, max_steps: u64) -> u64 {
        let mut taken = 0;
        while taken < max_steps && self.step().is_some() {
            taken += 1;
        }
        taken
    }

    /// Fₙ −= Kᵢₙ·sᵢ + Kⱼₙ·sⱼ for every n (active or not: the gradient stays exact), and the
    /// violation over the active points.
    fn update_gradient(&mut self, slot_i: usize, slot_j: usize, scale_i: f64, scale_j: f64) {
        let rows = [self.cache.row(slot_i), self.cache.row(slot_j)];
        let scales = [scale_i, scale_j];
        self.violation = if self.active.is_empty() {
            passes::update_and_find(&mut self.minus_y_gradient, &self.active_sets, rows, scales)
        } else {
            passes::update_gradient(&mut self.minus_y_gradient, rows, scales);
            passes::find_among(&self.minus_y_gradient, &self.sets, &self.active)
        };
    }

    /// libsvm's second-order choice of j for the first member i with kernel row `row_i` (see
    /// [`passes::second_of_pair`]), among the active points.
    fn second_of_pair(&self, i: usize, row_i: &[f64]) -> Option<usize> {
        let points = Points {
            minus_y_gradient: &self.minus_y_gradient,
            sets: &self.active_sets,
            diagonal: &self.diagonal,
        };
        let first = First {
            max_up: self.violation.max_up,
            k_ii: self.diagonal[i],
        };
        if self.active.is_empty() {
            passes::second_of_pair(points, row_i, first)
        } else {
            passes::second_of_pair_among(points, row_i, first, &self.active)
        }
    }

    /// The pair's new (αᵢ, αⱼ) (see [`pair::solve`]).
    fn solve_pair(&self, i: usize, j: usize, k_ij: f64) -> (f64, f64) {
        let (yi, yj) = (self.labels[i], self.labels[j]);
        pair::solve(
            pair::Pair {
                alpha: [self.alpha[i], self.alpha[j]],
                gradient: [
                    -yi * self.minus_y_gradient[i],
                    -yj * self.minus_y_gradient[j],
                ],
                same_label: yi == yj,
                curvature: self.diagonal[i] + self.diagonal[j] - 2.0 * k_ij,
            },
            self.c,
        )
    }

    /// libsvm's ρ from yₙGₙ = −Fₙ: the mean over the free αₙ, else the midpoint of the bounds
    /// that the αₙ at 0 or C put on it — or the one bound there is when the points bound it on
    /// one side only (one class), and 0 with no points, so that b is always a number.
    fn rho(&self) -> f64 {
        let (mut upper_b, mut lower_b) = (f64::INFINITY, f64::NEG_INFINITY);
        let (mut free_sum, mut free_count) = (0.0, 0usize);
        for k in 0..self.alpha.len() {
            let yg = -self.minus_y_gradient[k];
            let (upper, lower) = (self.alpha[k] >= self.c, self.alpha[k] <= 0.0);
            if upper || lower {
                let y = self.labels[k];
                let bounds_above = if upper { y < 0.0 } else { y > 0.0 };
                if bounds_above {
                    upper_b = upper_b.min(yg);
                } else {
                    lower_b = lower_b.max(yg);
                }
            } else {
                free_sum += yg;
                free_count += 1;
            }
        }
        if free_count > 0 {
            free_sum / free_count as f64
        } else {
            match (upper_b.is_finite(), lower_b.is_finite()) {
                (true, true) => (upper_b + lower_b) / 2.0,
                (true, false) => upper_b,
                (false, true) => lower_b,
                (false, false) => 0.0,
            }
        }
    }

    /// αₙ for every point.
    pub fn alpha(&self) -> &[f64] {
        &self.alpha
    }

    /// yₙ for every point.
    pub fn labels(&self) -> &[f64] {
        &self.labels
    }

    /// αₙ·yₙ for every point.
    pub fn alpha_y(&self) -> Vec<f64> {
        self.alpha
            .iter()
            .zip(self.labels.iter())
            .map(|(a, y)| a * y)
            .collect()
    }

    /// The support vectors: the points with αₙ > 0, in order.
    pub fn support(&self) -> Vec<usize> {
        (0..self.alpha.len())
            .filter(|&k| self.alpha[k] > 0.0)
            .collect()
    }

    /// Whether αₙ = C (the point is inside the margin or misclassified).
    pub fn at_bound(&self, k: usize) -> bool {
        self.alpha[k] >= self.c
    }

    /// The bias b of s(x) = Σαₙyₙ K(xₙ, x) + b.
    pub fn b(&self) -> f64 {
        *self.bias.get_or_init(|| -self.rho())
    }

    /// D(α) = Σαₙ − ½ΣΣ αₘαₙyₘyₙK(xₘ, xₙ).
    pub fn dual_objective(&self) -> f64 {
        self.dual
    }

    /// The primal objective of the current α's (w, b), which weak duality keeps ≥ D(α): with the
    /// soft margin ½‖w‖² + C·Σ max(0, 1 − yₙsₙ); with the hard margin ½‖w‖² of the feasible
    /// rescaling (w, b)/m of the smallest margin m = minₙ yₙsₙ (every yₙsₙ ≥ 1 then), or `None`
    /// while m ≤ 0 (no rescaling makes w feasible). ½‖w‖² = Σαₙ − D(α).
    pub fn primal_objective(&self) -> Option<f64> {
        let half_norm = self.alpha.iter().sum::<f64>() - self.dual;
        if self.c.is_finite() {
            let slack: f64 = (0..self.alpha.len())
                .map(|n| (1.0 - self.margin(n)).max(0.0))
                .sum();
            return Some(half_norm + self.c * slack);
        }
        let least = (0..self.alpha.len())
            .map(|n| self.margin(n))
            .fold(f64::INFINITY, f64::min);
        (least > 0.0 && least.is_finite()).then(|| half_norm / (least * least))
    }

    /// The largest KKT violation m(α) − M(α) (libsvm's maximal violating pair); ≤ 0 when no
    /// pair can move.
    pub fn kkt_gap(&self) -> f64 {
        if self.all_active() {
            self.violation.gap()
        } else {
            self.full_violation
                .get_or_init(|| self.find_full_violation())
                .gap()
        }
    }

    /// How many points i and j are chosen from now (N but for shrinking).
    pub fn active_points(&self) -> usize {
        self.active_count
    }

    /// The pair updates taken so far.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The last step's pair, α's and numbers.
    pub fn last_pair(&self) -> Option<&PairUpdate> {
        self.last.as_ref()
    }

    /// C (∞ for the hard margin).
    pub fn c(&self) -> f64 {
        self.c
    }

    pub fn tol(&self) -> f64 {
        self.tol
    }

    pub fn kernel(&self) -> Kernel {
        self.kernel
    }

    /// yₙ·sₙ for the training point n, from the gradient: yₙsₙ = 1 + Gₙ + yₙb = 1 − yₙFₙ + yₙb.
    pub fn margin(&self, k: usize) -> f64 {
        let y = self.labels[k];
        1.0 - y * self.minus_y_gradient[k] + y * self.b()
    }

    /// yₙ·sₙ of every training point, from the gradient (N values, no kernel evaluated).
    pub fn margins(&self) -> Vec<f64> {
        (0..self.alpha.len()).map(|k| self.margin(k)).collect()
    }

    /// s(x) = Σαₙyₙ K(xₙ, x) + b as a model, over the support vectors.
    pub fn expansion(&self) -> KernelExpansion {
        let support = self.support();
        let mut rows = Vec::with_capacity(support.len() * self.dim);
        let mut alpha_y = Vec::with_capacity(support.len());
        for &k in &support {
            rows.extend_from_slice(&self.points.as_slice()[k * self.dim..(k + 1) * self.dim]);
            alpha_y.push(self.alpha[k] * self.labels[k]);
        }
        KernelExpansion::new(self.kernel, self.dim, rows, alpha_y, self.b())
    }

    /// Roughly the heap memory this solve holds (the row cache included).
    pub fn heap_bytes(&self) -> usize {
        self.alpha.len() * 29 + self.cache.heap_bytes()
    }
}
