//! Every labelling of a few points, and whether a hypothesis set realises it, with its witness
//! either way: for lines the widest separating line (the separability engine's) or why no line
//! separates (a ○ and a × at one place, a point in the other class's triangle, crossing
//! segments); for positive rays and intervals the thresholds on x₁ or the point in the way; for
//! convex sets the × inside the hull of the ○.
//!
//! Labelling i gives point n the label ○ (+1) when bit n of i is set, × (−1) otherwise: labelling
//! 0 is all ×, labelling 2ᴺ − 1 all ○.

use serde::Serialize;

use std::fmt::Write as _;

use super::Hypotheses;
use crate::data::Dataset;
use crate::number;
use crate::t;
use crate::theory::{self, Separability, Witness};

/// The most points whose labellings are listed (2¹² = 4096 labellings).
pub const MOST_POINTS: usize = 12;

/// How a hypothesis realises a labelling.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Realiser {
    /// The line w₀ + w₁x₁ + w₂x₂ = 0, ○ on its positive side.
    Line { w: [f64; 3] },
    /// Separable, by a margin too thin for `f64` to draw its line.
    LineBelowPrecision,
    /// ○ for x₁ > `from` (the ray may hold no point, or every point).
    Ray { from: f64 },
    /// ○ for x₁ in (`from`, `to`) (empty when no point is ○).
    Interval { from: f64, to: f64 },
    /// The hull of the ○ points (empty when there is none) holds no ×.
    Hull,
}

/// Why no hypothesis of the set realises a labelling.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Reason {
    /// No line: the separability engine's certificate.
    NoLine { why: NoLineWhy },
    /// A ray: the ○ point `plus` lies at or left of the × point `minus`.
    PlusNotRightOf { plus: usize, minus: usize },
    /// An interval: the × point `minus` lies between the ○ points `plus`.
    MinusBetween { minus: usize, plus: [usize; 2] },
    /// A convex set: the × point `minus` lies in the hull of the ○ points.
    InsideHull { minus: usize },
}

/// Why no line separates a labelling's points, kept as the separability engine found it and put
/// in words only when read: most of twelve points' 4,096 labellings have one, and few are read.
#[derive(Debug, Clone, PartialEq)]
pub enum NoLineWhy {
    /// A few points whose classes' hulls meet.
    Witness(Witness),
    /// The engine could not decide (it decides every finite set in the plane: said, not guessed).
    Undecided,
}

impl NoLineWhy {
    /// The reason in a sentence.
    pub fn describe(&self) -> String {
        match self {
            Self::Witness(witness) => witness.describe(),
            Self::Undecided => crate::t!("core-vc-undecided").to_owned(),
        }
    }
}

/// Written as its sentence (a report says why in words).
impl Serialize for NoLineWhy {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.describe())
    }
}

/// Whether the set realises a labelling.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Realised {
    Yes(Realiser),
    No(Reason),
}

impl Realised {
    pub fn is_yes(&self) -> bool {
        matches!(self, Self::Yes(_))
    }

    /// How the labelling is realised, or why not, in a few words.
    pub fn describe(&self) -> String {
        let short = |v: f64| number::significant(v, 4);
        match self {
            Realised::Yes(Realiser::Line { w }) if w[1] == 0.0 && w[2] == 0.0 => {
                t!("core-vc-by-constant", w0 = short(w[0]))
            }
            Realised::Yes(Realiser::Line { w }) => {
                t!("core-vc-by-line", line = line_text(w))
            }
            Realised::Yes(Realiser::LineBelowPrecision) => t!("core-vc-by-thin-line").to_owned(),
            Realised::Yes(Realiser::Ray { from }) => t!("core-vc-by-ray", from = short(*from)),
            Realised::Yes(Realiser::Interval { from, to }) => {
                t!("core-vc-by-interval", from = short(*from), to = short(*to))
            }
            Realised::Yes(Realiser::Hull) => t!("core-vc-by-hull").to_owned(),
            Realised::No(Reason::NoLine { why }) => t!("core-vc-no-line", why = why.describe()),
            Realised::No(Reason::PlusNotRightOf { plus, minus }) => {
                t!("core-vc-no-ray", plus = plus + 1, minus = minus + 1)
            }
            Realised::No(Reason::MinusBetween { minus, plus }) => t!(
                "core-vc-no-interval",
                minus = minus + 1,
                a = plus[0] + 1,
                b = plus[1] + 1
            ),
            Realised::No(Reason::InsideHull { minus }) => {
                t!("core-vc-no-convex-set", minus = minus + 1)
            }
        }
    }
}

/// One labelling of the points and whether it is realised.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Labelling {
    /// Its number i (see the module's doc).
    pub index: usize,
    /// ±1 per point.
    pub labels: Vec<f64>,
    pub realised: Realised,
}

/// Why the labellings cannot be listed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum DichotomyError {
    #[error("{}", crate::t!("core-vc-too-many-points", n = *n, most = MOST_POINTS))]
    TooManyPoints { n: usize },
    #[error("{}", crate::t!("core-vc-not-finite", point = *point + 1))]
    NotFinite { point: usize },
}

/// Every labelling of `points` (x₁, x₂ each; rays and intervals read x₁ alone) under `h`.
pub fn labellings(h: Hypotheses, points: &[[f64; 2]]) -> Result<Vec<Labelling>, DichotomyError> {
    listable(points)?;
    Ok((0..1usize << points.len())
        .map(|index| labelling(h, points, index))
        .collect())
}

/// Whether the labellings of `points` can be listed: at most [`MOST_POINTS`], all finite.
pub fn listable(points: &[[f64; 2]]) -> Result<(), DichotomyError> {
    if points.len() > MOST_POINTS {
        return Err(DichotomyError::TooManyPoints { n: points.len() });
    }
    if let Some(point) = points.iter().position(|p| !p.iter().all(|v| v.is_finite())) {
        return Err(DichotomyError::NotFinite { point });
    }
    Ok(())
}

/// Labelling `index` of `points` under `h` (the points [`listable`]).
pub fn labelling(h: Hypotheses, points: &[[f64; 2]], index: usize) -> Labelling {
    let labels = labels_of(index, points.len());
    let realised = realised(h, points, &labels);
    Labelling {
        index,
        labels,
        realised,
    }
}

/// Labelling `index` of `n` points.
pub fn labels_of(index: usize, n: usize) -> Vec<f64> {
    (0..n)
        .map(|k| if index >> k & 1 == 1 { 1.0 } else { -1.0 })
        .collect()
}

/// Whether `h` realises `labels` on `points`.
pub fn realised(h: Hypotheses, points: &[[f64; 2]], labels: &[f64]) -> Realised {
    match h {
        Hypotheses::Lines => by_line(points, labels),
        Hypotheses::Rays => by_ray(points, labels),
        Hypotheses::Intervals => by_interval(points, labels),
        Hypotheses::Convex => by_convex_set(points, labels),
    }
}

/// How many labellings are realised.
pub fn count(labellings: &[Labelling]) -> usize {
    labellings.iter().filter(|l| l.realised.is_yes()).count()
}

fn by_line(points: &[[f64; 2]], labels: &[f64]) -> Realised {
    // One class (or none): a line with every point on that side.
    if let Some(&first) = labels.first()
        && labels.iter().all(|&y| y == first)
    {
        return Realised::Yes(Realiser::Line {
            w: [first, 0.0, 0.0],
        });
    }
    if labels.is_empty() {
        return Realised::Yes(Realiser::Line { w: [1.0, 0.0, 0.0] });
    }
    match separability_of(points, labels) {
        Separability::Separable(widest) => Realised::Yes(Realiser::Line {
            w: [widest.w_f[0], widest.w_f[1], widest.w_f[2]],
        }),
        Separability::SeparableBelowPrecision { .. } => Realised::Yes(Realiser::LineBelowPrecision),
        Separability::NotSeparable(witness) => Realised::No(Reason::NoLine {
            why: NoLineWhy::Witness(witness),
        }),
        // The exact planar route decides every finite set; said rather than guessed.
        Separability::Undecided(_) => Realised::No(Reason::NoLine {
            why: NoLineWhy::Undecided,
        }),
    }
}

fn separability_of(points: &[[f64; 2]], labels: &[f64]) -> Separability {
    let features: Vec<f64> = points.iter().flatten().copied().collect();
    match Dataset::from_rows(2, &features, labels) {
        Ok(data) => theory::separability(&data),
        Err(_) => Separability::Undecided(theory::Undecided::Empty),
    }
}

fn by_ray(points: &[[f64; 2]], labels: &[f64]) -> Realised {
    let (plus, minus) = split(points, labels);
    // The rightmost × must lie left of the leftmost ○.
    let leftmost_plus = plus.iter().copied().min_by(|a, b| a.1.total_cmp(&b.1));
    let rightmost_minus = minus.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1));
    match (leftmost_plus, rightmost_minus) {
        (Some((p, xp)), Some((m, xm))) if xp <= xm => {
            Realised::No(Reason::PlusNotRightOf { plus: p, minus: m })
        }
        (Some((_, xp)), Some((_, xm))) => Realised::Yes(Realiser::Ray {
            from: (xp + xm) / 2.0,
        }),
        (Some((_, xp)), None) => Realised::Yes(Realiser::Ray { from: xp - 1.0 }),
        (None, Some((_, xm))) => Realised::Yes(Realiser::Ray { from: xm + 1.0 }),
        (None, None) => Realised::Yes(Realiser::Ray { from: 0.0 }),
    }
}

fn by_interval(points: &[[f64; 2]], labels: &[f64]) -> Realised {
    let (plus, minus) = split(points, labels);
    let (Some(low), Some(high)) = (
        plus.iter().copied().min_by(|a, b| a.1.total_cmp(&b.1)),
        plus.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1)),
    ) else {
        // No ○: an interval that holds no point.
        let beyond = minus.iter().map(|m| m.1).fold(0.0_f64, f64::max) + 1.0;
        return Realised::Yes(Realiser::Interval {
            from: beyond,
            to: beyond + 1.0,
        });
    };
    if let Some(&(m, _)) = minus.iter().find(|m| low.1 <= m.1 && m.1 <= high.1) {
        return Realised::No(Reason::MinusBetween {
            minus: m,
            plus: [low.0, high.0],
        });
    }
    // Halfway to the nearest × on each side (or one unit out when there is none).
    let below = minus
        .iter()
        .map(|m| m.1)
        .filter(|&x| x < low.1)
        .fold(f64::NEG_INFINITY, f64::max);
    let above = minus
        .iter()
        .map(|m| m.1)
        .filter(|&x| x > high.1)
        .fold(f64::INFINITY, f64::min);
    let from = if below.is_finite() {
        (below + low.1) / 2.0
    } else {
        low.1 - 1.0
    };
    let to = if above.is_finite() {
        (above + high.1) / 2.0
    } else {
        high.1 + 1.0
    };
    Realised::Yes(Realiser::Interval { from, to })
}

fn by_convex_set(points: &[[f64; 2]], labels: &[f64]) -> Realised {
    let plus: Vec<usize> = (0..points.len()).filter(|&n| labels[n] > 0.0).collect();
    let mut minus = (0..points.len()).filter(|&n| labels[n] < 0.0);
    // The hull of the ○ once, each × located in it: the separability engine's answer for each ×
    // alone against the ○, exactly (its hull and predicates), without a decision per ×.
    let corners: Vec<[f64; 2]> = plus.iter().map(|&n| points[n]).collect();
    if points
        .iter()
        .flatten()
        .all(|&v| theory::exact::in_exact_range(v))
        && let Some(hull) = theory::ClosedHull::exact(&corners)
    {
        return match minus.find(|&n| hull.contains(points[n])) {
            Some(minus) => Realised::No(Reason::InsideHull { minus }),
            None => Realised::Yes(Realiser::Hull),
        };
    }
    by_convex_set_deciding_each(points, labels, &plus)
}

/// [`by_convex_set`] by the separability engine's decision for each × against the ○ (its
/// numeric route, for coordinates outside the exact range).
fn by_convex_set_deciding_each(points: &[[f64; 2]], labels: &[f64], plus: &[usize]) -> Realised {
    for minus in (0..points.len()).filter(|&n| labels[n] < 0.0) {
        if plus.is_empty() {
            break;
        }
        // The × is outside the (closed) hull of the ○ exactly when a line strictly separates
        // it from them.
        let mut some: Vec<[f64; 2]> = plus.iter().map(|&n| points[n]).collect();
        some.push(points[minus]);
        let mut labels: Vec<f64> = vec![1.0; plus.len()];
        labels.push(-1.0);
        if !separability_of(&some, &labels).is_separable() {
            return Realised::No(Reason::InsideHull { minus });
        }
    }
    Realised::Yes(Realiser::Hull)
}

/// The points of one class, each as (index, x₁).
type Side = Vec<(usize, f64)>;

/// The ○ and the × points.
fn split(points: &[[f64; 2]], labels: &[f64]) -> (Side, Side) {
    let mut plus = Vec::new();
    let mut minus = Vec::new();
    for (n, (p, &y)) in points.iter().zip(labels).enumerate() {
        if y > 0.0 {
            plus.push((n, p[0]));
        } else {
            minus.push((n, p[0]));
        }
    }
    (plus, minus)
}

/// w₀ + w₁x₁ + w₂x₂ written as a person would: "0.33 − 0.67·x₁ + 0.5·x₂" (no "+ −", no zero
/// terms).
pub fn line_text(w: &[f64; 3]) -> String {
    let mut text = number::significant(w[0], 4);
    for (coefficient, name) in [(w[1], "x₁"), (w[2], "x₂")] {
        if coefficient != 0.0 {
            let sign = if coefficient < 0.0 { '−' } else { '+' };
            let _ = write!(
                text,
                " {sign} {}·{name}",
                number::significant(coefficient.abs(), 4)
            );
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Integer points of [−2, 2]² from a seed: often in line, sometimes repeated.
    fn grid_points(seed: u64, n: usize) -> Vec<[f64; 2]> {
        let mut state = seed;
        let mut next = || {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1);
            ((state >> 33) % 5) as f64 - 2.0
        };
        (0..n).map(|_| [next(), next()]).collect()
    }

    #[test]
    fn convex_sets_by_one_hull_agree_with_a_decision_per_minus_point() {
        for seed in 0..60 {
            let points = grid_points(seed, 1 + (seed as usize % 7));
            for index in 0..1usize << points.len() {
                let labels = labels_of(index, points.len());
                let plus: Vec<usize> = (0..points.len()).filter(|&n| labels[n] > 0.0).collect();
                assert_eq!(
                    by_convex_set(&points, &labels),
                    by_convex_set_deciding_each(&points, &labels, &plus),
                    "{points:?}, labelling {index}"
                );
            }
        }
    }

    #[test]
    fn the_reason_no_line_separates_is_the_engines_sentence() {
        // XOR: the segments between the ○ and between the × cross.
        let square = [[0.0, 0.0], [1.0, 0.0], [0.0, 1.0], [1.0, 1.0]];
        let xor = labelling(Hypotheses::Lines, &square, 0b1001);
        let Realised::No(Reason::NoLine { why }) = &xor.realised else {
            panic!("XOR has no line: {:?}", xor.realised);
        };
        let features: Vec<f64> = square.iter().flatten().copied().collect();
        let data = Dataset::from_rows(2, &features, &xor.labels).expect("four points");
        let Separability::NotSeparable(witness) = theory::separability(&data) else {
            panic!("not separable");
        };
        assert_eq!(why.describe(), witness.describe());
        let json = serde_json::to_value(&xor.realised).expect("serialises");
        assert_eq!(json["no"]["no_line"]["why"], witness.describe());
    }
}
