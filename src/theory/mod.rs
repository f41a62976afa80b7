//! The convergence facts of MATH.md ("Convergence of PLA") as code: whether the points are
//! linearly separable, the perfect w_f that maximises ρ, R, the bound R²/ρ² on PLA's updates and
//! the guaranteed curve √t·ρ/R under cos∠(w_f, w_t). It imports nothing from the window, so a
//! test, a benchmark or the app's convergence panel can all call it.
//!
//! **Separable** means *strictly*, as the mistake rule has it (MATH.md, "Mistake rule": y·s ≤ 0
//! is a mistake): there is a w with yₙ·wᵀzₙ > 0 for every n. Touching hulls, a ○ and a × at the
//! same place, or overlapping collinear segments are not separable. By Gordan's theorem this
//! holds iff 0 is not in the convex hull of the signed rows uₙ = yₙ·zₙ, and then the w_f
//! maximising ρ = minₙ yₙ·w_fᵀzₙ/‖w_f‖ (in the augmented space: ‖w_f‖ includes w₀) is the
//! direction of the point of that hull nearest to 0, with ρ its distance.
//!
//! How it is decided:
//! - **d = 2 (the plane)** and **d = 1**: exactly. In the plane, from the convex hulls of the two
//!   classes with exact orientation predicates ([`exact`]) and a rotating-calipers test of hull
//!   disjointness, O(N log N) (the hull's sort; clouds are first thinned in O(N)); on a line, from
//!   the two classes' intervals. Exactness needs every coordinate 0 or of magnitude in
//!   [2⁻⁴⁵⁰, 2⁴⁵⁰]; planar points outside that range take the numeric route below.
//! - **other d**: numerically, from the minimum-norm point x of the hull of the uₙ: not separable
//!   when ‖x‖ ≤ [`TOLERANCE`]·R, separable when the w_f found classifies every point with margin
//!   > [`TOLERANCE`]·R, undecided in between.
//!
//! w_f comes from Wolfe's minimum-norm-point algorithm ([`min_norm`]), run on the hull corners of
//! each class in the plane (the nearest point only depends on them) and on every point otherwise.
//! The ρ reported is the margin of the returned w_f itself, minₙ yₙ·w_fᵀzₙ with ‖w_f‖ = 1,
//! computed over all points, so the bound R²/ρ² holds for it whatever rounding did; it is within a
//! relative 10⁻¹² of the maximum margin, up to rounding of order 10⁻¹⁵·R.
//!
//! **One class** is separable: with every label equal, w = (1, 0, …, 0) (or the widest w_f) puts
//! every point on its side, and PLA from w = 0 halts after at most R²/ρ² updates. (linlab's
//! learners still refuse one-class data, `DataError::OneClass`, since there is nothing to learn.)
//! **No points**: [`Undecided::Empty`].

pub mod exact;
mod min_norm;
mod plane;

use crate::data::Dataset;
use crate::number;
use crate::t;
use plane::Vertex;

/// The relative tolerance of the numeric decision (d ∉ {1, 2}), in units of R.
pub const TOLERANCE: f64 = 1e-9;

/// Which class a point is in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Class {
    /// ○, y = +1.
    Plus,
    /// ×, y = −1.
    Minus,
}

impl Class {
    pub fn of(y: f64) -> Self {
        if y > 0.0 { Self::Plus } else { Self::Minus }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Self::Plus => "○",
            Self::Minus => "×",
        }
    }

    pub fn other(self) -> Self {
        match self {
            Self::Plus => Self::Minus,
            Self::Minus => Self::Plus,
        }
    }
}

/// Why no line separates the points: a few points whose classes' hulls meet. Indices are
/// 0-based positions in the [`Dataset`]; [`Witness::describe`] numbers points from 1, as the
/// app does. All but [`Witness::HullsMeet`] are exact (planar or collinear) certificates.
#[derive(Debug, Clone, PartialEq)]
pub enum Witness {
    /// A ○ and a × at the same place.
    SamePlace { plus: usize, minus: usize },
    /// `point` (of `class`) lies on the closed segment between `ends` (of the other class).
    OnSegment {
        point: usize,
        class: Class,
        ends: [usize; 2],
    },
    /// `point` (of `class`) lies inside the triangle `corners` (of the other class).
    InTriangle {
        point: usize,
        class: Class,
        corners: [usize; 3],
    },
    /// The segment between two ○ points crosses the segment between two × points.
    Crossing { plus: [usize; 2], minus: [usize; 2] },
    /// Numeric (d ∉ {1, 2}): a mix of the ○ points `plus` (index, weight; weights sum to 1) is
    /// `gap` away from a mix of the × points `minus`, with `gap` about 2·[`TOLERANCE`]·R or less.
    HullsMeet {
        plus: Vec<(usize, f64)>,
        minus: Vec<(usize, f64)>,
        gap: f64,
    },
}

/// Point numbers (1-based) as a list a person reads: `1, 2 and 3`.
fn numbers(indices: &[usize]) -> String {
    let n: Vec<String> = indices.iter().map(|i| (i + 1).to_string()).collect();
    match n.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            "core-theory-list-and",
            init = init.join(t!("core-theory-list-separator")),
            last = last
        ),
    }
}

impl Witness {
    /// One sentence a teacher can read out.
    pub fn describe(&self) -> String {
        match self {
            Self::SamePlace { plus, minus } => t!(
                "core-theory-same-place",
                plus = (plus + 1).to_string(),
                minus = (minus + 1).to_string()
            ),
            Self::OnSegment { point, class, ends } => t!(
                "core-theory-on-segment",
                class = class.symbol(),
                point = (point + 1).to_string(),
                other = class.other().symbol(),
                ends = numbers(ends)
            ),
            Self::InTriangle {
                point,
                class,
                corners,
            } => t!(
                "core-theory-in-triangle",
                class = class.symbol(),
                point = (point + 1).to_string(),
                other = class.other().symbol(),
                corners = numbers(corners)
            ),
            Self::Crossing { plus, minus } => t!(
                "core-theory-crossing",
                plus = numbers(plus),
                minus = numbers(minus)
            ),
            Self::HullsMeet { plus, minus, .. } => {
                let p: Vec<usize> = plus.iter().map(|s| s.0).collect();
                let m: Vec<usize> = minus.iter().map(|s| s.0).collect();
                t!(
                    "core-theory-hulls-meet",
                    plus = numbers(&p),
                    minus = numbers(&m)
                )
            }
        }
    }

    /// Whether the witness holds for `data`: the labels are as it says and, for the planar
    /// kinds, the geometry holds exactly (for d = 1, along the line); for
    /// [`Witness::HullsMeet`], the two mixes are within `gap` (plus rounding) of each other.
    pub fn holds(&self, data: &Dataset) -> bool {
        let n = data.len();
        let point = |i: usize| -> Option<exact::Point2> {
            if i >= n {
                return None;
            }
            let x: Vec<f64> = data.features(i).collect();
            match x.as_slice() {
                [a] => Some([*a, 0.0]),
                [a, b] => Some([*a, *b]),
                _ => None,
            }
        };
        let class = |i: usize| (i < n).then(|| Class::of(data.label(i)));
        let all = |is: &[usize], c: Class| is.iter().all(|&i| class(i) == Some(c));
        match self {
            Self::SamePlace { plus, minus } => {
                all(&[*plus], Class::Plus)
                    && all(&[*minus], Class::Minus)
                    && point(*plus).is_some()
                    && point(*plus) == point(*minus)
            }
            Self::OnSegment {
                point: i,
                class: c,
                ends,
            } => {
                all(&[*i], *c)
                    && all(ends, c.other())
                    && match (point(*i), point(ends[0]), point(ends[1])) {
                        (Some(p), Some(a), Some(b)) => plane::on_closed_segment(a, b, p),
                        _ => false,
                    }
            }
            Self::InTriangle {
                point: i,
                class: c,
                corners,
            } => {
                all(&[*i], *c)
                    && all(corners, c.other())
                    && match (
                        point(*i),
                        point(corners[0]),
                        point(corners[1]),
                        point(corners[2]),
                    ) {
                        (Some(p), Some(a), Some(b), Some(c)) => {
                            plane::in_closed_triangle(a, b, c, p)
                        }
                        _ => false,
                    }
            }
            Self::Crossing { plus, minus } => {
                all(plus, Class::Plus)
                    && all(minus, Class::Minus)
                    && match (
                        point(plus[0]),
                        point(plus[1]),
                        point(minus[0]),
                        point(minus[1]),
                    ) {
                        (Some(a), Some(b), Some(c), Some(d)) => plane::segments_meet(a, b, c, d),
                        _ => false,
                    }
            }
            Self::HullsMeet { plus, minus, gap } => {
                let valid = |s: &[(usize, f64)]| s.iter().all(|&(i, l)| i < n && l >= 0.0);
                let sum = |s: &[(usize, f64)]| s.iter().map(|p| p.1).sum::<f64>();
                valid(plus)
                    && valid(minus)
                    && all(&plus.iter().map(|p| p.0).collect::<Vec<_>>(), Class::Plus)
                    && all(&minus.iter().map(|p| p.0).collect::<Vec<_>>(), Class::Minus)
                    && (sum(plus) - 1.0).abs() < 1e-9
                    && (sum(minus) - 1.0).abs() < 1e-9
                    && mix_distance(data, plus, minus) <= gap + 1e-12 * data.radius_squared().sqrt()
            }
        }
    }
}

/// How a decision was made.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Decision {
    /// With exact predicates (d = 1, or d = 2 with coordinates in range).
    Exact,
    /// In floating point, with the relative tolerance [`TOLERANCE`].
    Numeric,
}

/// The widest perfect separator and the numbers of the convergence proof.
#[derive(Debug, Clone, PartialEq)]
pub struct MaxMargin {
    /// w_f = (w₀, w₁, …, w_d) with ‖w_f‖ = 1 (w₀ included), maximising ρ.
    pub w_f: Vec<f64>,
    /// ρ = minₙ yₙ·w_fᵀzₙ > 0 (MATH.md: "ρ = min_n y_n·w_fᵀz_n / ‖w_f‖").
    pub rho: f64,
    /// R = maxₙ ‖zₙ‖ (MATH.md: "R² = max_n ‖z_n‖²", z includes x₀ = 1), so R ≥ 1.
    pub radius: f64,
    /// How separability was decided.
    pub decision: Decision,
}

impl MaxMargin {
    /// R²/ρ²: PLA from w = 0 with η = 1 makes at most this many updates.
    pub fn update_bound(&self) -> f64 {
        update_bound(self.rho, self.radius)
    }

    /// The most updates T ≤ R²/ρ² allows, T being whole: ⌊R²/ρ²⌋, where a bound within its
    /// own rounding of a whole number (22.000000000000004 for R² = 11, ρ = 1/√2) counts as it.
    pub fn most_updates(&self) -> f64 {
        let bound = self.update_bound();
        let whole = bound.round();
        if (bound - whole).abs() <= 1e-9 * whole.max(1.0) {
            whole
        } else {
            bound.floor()
        }
    }

    /// min(1, √t·ρ/R): cos∠(w_f, w_t) is at least this after t updates.
    pub fn guaranteed_cosine(&self, t: u64) -> f64 {
        guaranteed_cosine(t, self.rho, self.radius)
    }
}

/// Why separability is not decided.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Undecided {
    /// There are no points.
    Empty,
    /// Numeric route: the hulls are closer than [`TOLERANCE`]·R allows to call separable but
    /// not close enough to call them meeting. `gap` is the distance found.
    WithinTolerance { gap: f64 },
    /// The exact planar routine found neither a separating edge nor a witness, which cannot
    /// happen; reported instead of guessing.
    Inconsistent,
}

/// Whether the points are linearly separable, and what follows for PLA.
#[derive(Debug, Clone, PartialEq)]
pub enum Separability {
    /// Strictly separable, with the widest w_f (margin ρ > 0 on every point, in `f64`).
    Separable(MaxMargin),
    /// Strictly separable (decided exactly), but by a margin too thin for `f64`: the w_f found
    /// does not classify every point with margin > 0 when evaluated in floating point. PLA halts
    /// in exact arithmetic, though after astronomically many updates. `radius` is R.
    SeparableBelowPrecision {
        radius: f64,
    },
    /// Not separable: PLA never halts; pocket keeps the best w seen.
    NotSeparable(Witness),
    Undecided(Undecided),
}

impl Separability {
    pub fn is_separable(&self) -> bool {
        matches!(
            self,
            Self::Separable(_) | Self::SeparableBelowPrecision { .. }
        )
    }

    /// The widest separator, when there is one in `f64`.
    pub fn max_margin(&self) -> Option<&MaxMargin> {
        match self {
            Self::Separable(m) => Some(m),
            _ => None,
        }
    }

    /// One or two sentences for the app's status line.
    pub fn describe(&self) -> String {
        match self {
            Self::Separable(m) => {
                let rho = number::fixed(m.rho, 4);
                let radius = number::fixed(m.radius, 4);
                let bound = number::fixed(m.update_bound(), 1);
                match m.decision {
                    Decision::Exact => t!(
                        "core-theory-separable",
                        rho = rho,
                        radius = radius,
                        bound = bound
                    ),
                    Decision::Numeric => t!(
                        "core-theory-separable-numeric",
                        rho = rho,
                        radius = radius,
                        bound = bound
                    ),
                }
            }
            Self::SeparableBelowPrecision { .. } => {
                t!("core-theory-separable-below-precision").to_owned()
            }
            Self::NotSeparable(w) => t!("core-theory-not-separable", witness = w.describe()),
            Self::Undecided(Undecided::Empty) => t!("core-theory-no-points").to_owned(),
            Self::Undecided(Undecided::WithinTolerance { gap }) => {
                t!("core-theory-too-close", gap = number::sci(*gap, 2))
            }
            Self::Undecided(Undecided::Inconsistent) => t!("core-theory-undecided").to_owned(),
        }
    }
}

/// Decides whether `data` is strictly linearly separable and, when it is, finds the w_f that
/// maximises ρ (MATH.md, "Convergence of PLA": "pick a perfect w_f (the app uses the one that
/// maximises ρ below)"; "In the plane, separability can be decided exactly"). See the module doc
/// for the method, its exactness and its cost.
pub fn separability(data: &Dataset) -> Separability {
    if data.is_empty() {
        return Separability::Undecided(Undecided::Empty);
    }
    let radius = data.radius_squared().sqrt();
    let exact_route = match data.dim() {
        1 => true,
        2 => data.signed_rows().iter().all(|&v| exact::in_exact_range(v)),
        _ => false,
    };
    if !exact_route {
        return numeric(data, radius);
    }
    let (mut plus, mut minus) = (Vec::new(), Vec::new());
    for n in 0..data.len() {
        let x1 = data.feature(n, 1);
        let x2 = if data.dim() == 2 {
            data.feature(n, 2)
        } else {
            0.0
        };
        let v = Vertex {
            p: [x1, x2],
            index: n,
        };
        if data.label(n) > 0.0 {
            plus.push(v);
        } else {
            minus.push(v);
        }
    }
    let (plus, minus) = if plus.is_empty() || minus.is_empty() {
        // One class: separable; its hull corners determine the widest w_f.
        let hull = plane::convex_hull(if plus.is_empty() { &minus } else { &plus });
        (hull, Vec::new())
    } else {
        match plane::decide(&plus, &minus) {
            plane::Outcome::Separable { plus, minus } => (plus, minus),
            plane::Outcome::NotSeparable(w) => return Separability::NotSeparable(w),
            plane::Outcome::Inconsistent => {
                return Separability::Undecided(Undecided::Inconsistent);
            }
        }
    };
    let corners: Vec<usize> = plus.iter().chain(&minus).map(|v| v.index).collect();
    match widest(data, &corners, radius, Decision::Exact) {
        // R²/ρ² past f64's range is "below precision" too: no bound a student can read.
        Some(m) if m.update_bound().is_finite() => Separability::Separable(m),
        _ => Separability::SeparableBelowPrecision { radius },
    }
}

/// The widest w_f from the min-norm point of the signed rows of `points`, if it classifies
/// every point of `data` with margin > 0.
fn widest(data: &Dataset, points: &[usize], radius: f64, decision: Decision) -> Option<MaxMargin> {
    let rows: Vec<f64> = points
        .iter()
        .flat_map(|&n| data.signed_row(n).iter().copied())
        .collect();
    let found = min_norm::min_norm_point(&rows, data.row_len())?;
    let (w_f, rho) = best_direction(data, &found)?;
    (rho > 0.0).then_some(MaxMargin {
        w_f,
        rho,
        radius,
        decision,
    })
}

/// Of the two directions a min-norm point gives (x/‖x‖, and the normal of the support's
/// hyperplane, accurate when the margin is thin), the one with the larger least margin on `data`.
fn best_direction(data: &Dataset, found: &min_norm::MinNorm) -> Option<(Vec<f64>, f64)> {
    [Some(&found.x), found.normal.as_ref()]
        .into_iter()
        .flatten()
        .filter_map(|v| unit(v))
        .filter_map(|w| min_margin(data, &w).map(|rho| (w, rho)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
}

fn unit(v: &[f64]) -> Option<Vec<f64>> {
    let norm = v.iter().map(|x| x * x).sum::<f64>().sqrt();
    (norm > 0.0 && norm.is_finite()).then(|| v.iter().map(|x| x / norm).collect())
}

/// minₙ yₙ·wᵀzₙ, `None` for no points or a NaN.
fn min_margin(data: &Dataset, w: &[f64]) -> Option<f64> {
    (0..data.len())
        .map(|n| data.margin(w, n))
        .try_fold(f64::INFINITY, |m, v| (!v.is_nan()).then_some(m.min(v)))
        .filter(|m| m.is_finite())
}

/// ‖Σ₊ λz − Σ₋ λz‖ for weights summing to 1 on each side: the distance between the mixes.
fn mix_distance(data: &Dataset, plus: &[(usize, f64)], minus: &[(usize, f64)]) -> f64 {
    let mut diff = vec![0.0; data.row_len()];
    // The signed rows are +z for ○ and −z for ×, so one sum gives the difference.
    for &(i, l) in plus.iter().chain(minus) {
        for (d, v) in diff.iter_mut().zip(data.signed_row(i)) {
            *d += l * v;
        }
    }
    diff.iter().map(|v| v * v).sum::<f64>().sqrt()
}

/// The numeric route (d ∉ {1, 2}, or planar coordinates outside the exact range).
fn numeric(data: &Dataset, radius: f64) -> Separability {
    let Some(found) = min_norm::min_norm_point(data.signed_rows(), data.row_len()) else {
        return Separability::Undecided(Undecided::Empty);
    };
    let gap = found.x.iter().map(|x| x * x).sum::<f64>().sqrt();
    if gap <= TOLERANCE * radius {
        // Σλ·yz = x ≈ 0 with Σλ = 1: both classes weigh 1/2, and their mixes are 2‖x‖ apart.
        let split = |class: Class| -> Vec<(usize, f64)> {
            let chosen: Vec<(usize, f64)> = found
                .support
                .iter()
                .filter(|s| Class::of(data.label(s.0)) == class)
                .copied()
                .collect();
            let total: f64 = chosen.iter().map(|s| s.1).sum();
            chosen.into_iter().map(|(i, l)| (i, l / total)).collect()
        };
        let (plus, minus) = (split(Class::Plus), split(Class::Minus));
        if !plus.is_empty() && !minus.is_empty() {
            let gap = mix_distance(data, &plus, &minus);
            return Separability::NotSeparable(Witness::HullsMeet { plus, minus, gap });
        }
    }
    match best_direction(data, &found) {
        Some((w_f, rho)) if rho > TOLERANCE * radius => Separability::Separable(MaxMargin {
            w_f,
            rho,
            radius,
            decision: Decision::Numeric,
        }),
        _ => Separability::Undecided(Undecided::WithinTolerance { gap }),
    }
}

/// The corners of the convex hull of `points`, counter-clockwise, without collinear points or
/// repeats (one corner when they coincide, two when they are in line): the exact engine's hull.
pub fn hull_corners(points: &[[f64; 2]]) -> Vec<[f64; 2]> {
    let vertices: Vec<plane::Vertex> = points
        .iter()
        .enumerate()
        .map(|(index, &p)| plane::Vertex { p, index })
        .collect();
    plane::convex_hull(&vertices)
        .into_iter()
        .map(|v| v.p)
        .collect()
}

/// The closed convex hull of a few points of the plane, held to ask which other points lie in
/// it: exactly, with the separability engine's hull and predicates (a point lies in it exactly
/// when no line strictly separates it from the points).
#[derive(Debug, Clone)]
pub struct ClosedHull {
    corners: Vec<Vertex>,
}

impl ClosedHull {
    /// The hull of `points`, when every coordinate is in the exact range (see [`exact`]).
    pub fn exact(points: &[[f64; 2]]) -> Option<Self> {
        points
            .iter()
            .flatten()
            .all(|&v| exact::in_exact_range(v))
            .then(|| {
                let vertices: Vec<Vertex> = points
                    .iter()
                    .enumerate()
                    .map(|(index, &p)| Vertex { p, index })
                    .collect();
                Self {
                    corners: plane::convex_hull(&vertices),
                }
            })
    }

    /// Whether `p` lies in the closed hull (never, for the hull of no points); exact when `p`'s
    /// coordinates are in the exact range.
    pub fn contains(&self, p: [f64; 2]) -> bool {
        plane::locate(Vertex { p, index: 0 }, Class::Minus, &self.corners).is_some()
    }
}

/// R²/ρ², the most updates PLA from w = 0 with η = 1 can make on data with margin ρ and radius R
/// (MATH.md: "after T updates … T ≤ R²/ρ²"). Infinite for ρ = 0.
pub fn update_bound(rho: f64, radius: f64) -> f64 {
    (radius * radius) / (rho * rho)
}

/// min(1, √t·ρ/R), the least cos∠(w_f, w_t) after t updates of PLA from w = 0 with η = 1
/// (MATH.md: "w_fᵀw_T/(‖w_f‖‖w_T‖) ≥ √T·ρ/R"). 0 at t = 0.
pub fn guaranteed_cosine(t: u64, rho: f64, radius: f64) -> f64 {
    ((t as f64).sqrt() * rho / radius).min(1.0)
}

/// cos∠(a, b) = aᵀb/(‖a‖‖b‖), clamped to [−1, 1]; `None` when either is the zero vector (or not
/// finite), where there is no angle. Used for cos∠(w_f, w_t) in MATH.md's theorem.
pub fn cosine(a: &[f64], b: &[f64]) -> Option<f64> {
    let dot: f64 = a.iter().zip(b).map(|(x, y)| x * y).sum();
    let na = a.iter().map(|x| x * x).sum::<f64>().sqrt();
    let nb = b.iter().map(|x| x * x).sum::<f64>().sqrt();
    let c = dot / (na * nb);
    (na > 0.0 && nb > 0.0 && c.is_finite() && a.len() == b.len()).then(|| c.clamp(-1.0, 1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn margin(rho: f64, radius: f64) -> MaxMargin {
        MaxMargin {
            w_f: vec![0.0, 1.0],
            rho,
            radius,
            decision: Decision::Numeric,
        }
    }

    #[test]
    fn the_most_updates_forgive_the_bounds_rounding_and_round_down_otherwise() {
        // R² = 11, ρ = 1/√2: R²/ρ² is 22 but computes as 22.000000000000004.
        let set_a = margin(std::f64::consts::FRAC_1_SQRT_2, 11f64.sqrt());
        assert_eq!(set_a.most_updates(), 22.0);
        assert_eq!(margin(1.0, 1.5).most_updates(), 2.0, "R²/ρ² = 2.25");
        assert_eq!(margin(0.5, 1.0).most_updates(), 4.0);
    }
}
