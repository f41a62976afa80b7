//! The Fit workspace's settings as the core reads them from a lesson ([`FitPart`]: the target's
//! Q_f, σ², N and seed, the two fits' degrees, λ, the folds, what E_cv chooses and the map), and
//! what they decide without a window: the target's seeded draw (whose E_out is exact while the
//! points are that draw unchanged), the two fits on the points, and the model E_cv chooses. The
//! window's Fit workspace computes with these same functions, so a lecture's caption and
//! exercise agree with the picture.

use rand::SeedableRng as _;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::fit::{LegendreTarget, PolyFit, Polynomial, RegressionPoints, Study};
use crate::fit::{cross_validate_poly, survey::LECTURE_RUNS};
use crate::learn::Rng;
use crate::transform::Basis;

/// The largest target degree Q_f drawn on the plane.
pub const MAX_PLANE_TARGET: u8 = 50;
/// The most points drawn from the target at once.
pub const MAX_DRAWN: usize = 1000;
/// The degrees the choice of Q by E_cv compares.
pub const DEGREES: std::ops::RangeInclusive<u8> = 0..=10;
/// The weight decays the choice of λ by E_cv compares.
pub const LAMBDAS: [f64; 7] = [0.0, 1e-4, 1e-3, 1e-2, 1e-1, 1.0, 10.0];

/// What cross-validation chooses by E_cv.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choose {
    /// The degree Q, with the settings' λ.
    #[default]
    Degree,
    /// Weight decay λ, at the validated degree.
    Lambda,
}

/// The Fit workspace's settings, with the window's defaults (the lecture's picture: a 10th-order
/// target with σ² = 0.5, 15 points, g₂ against g₁₀, no weight decay, 5 folds).
#[derive(Debug, Clone, PartialEq)]
pub struct FitPart {
    pub q_f: u8,
    pub sigma2: f64,
    pub n: usize,
    pub seed: u64,
    pub degrees: [u8; 2],
    pub lambda: f64,
    pub folds: usize,
    pub validated_degree: u8,
    pub choose: Choose,
    pub study: Study,
    /// Runs averaged in each cell of the heat maps.
    pub runs: usize,
}

impl Default for FitPart {
    fn default() -> Self {
        Self {
            q_f: 10,
            sigma2: 0.5,
            n: 15,
            seed: 1,
            degrees: [2, 10],
            lambda: 0.0,
            folds: 5,
            validated_degree: 2,
            choose: Choose::Degree,
            study: Study::Noise,
            runs: LECTURE_RUNS / 4,
        }
    }
}

/// A draw from the target: the target, its noise σ² and the points it gave.
#[derive(Debug, Clone, PartialEq)]
pub struct TargetDraw {
    pub target: LegendreTarget,
    pub sigma2: f64,
    pub points: RegressionPoints,
}

/// A model cross-validation compares: a degree and its weight decay.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Candidate {
    pub degree: u8,
    pub lambda: f64,
}

impl Candidate {
    /// "Q = 3" or "λ = 0.01": what the choice varies.
    pub fn name(&self, choose: Choose) -> String {
        match choose {
            Choose::Degree => format!("Q = {}", self.degree),
            Choose::Lambda => format!("λ = {}", crate::number::shortest(self.lambda)),
        }
    }

    /// Its fit, in the lecture's Legendre basis.
    pub fn fit(&self) -> PolyFit {
        PolyFit {
            degree: self.degree,
            basis: Basis::Legendre,
            lambda: self.lambda.max(0.0),
        }
    }
}

/// Each candidate's E_cv (`None` where the folds cannot be made), and the one of least E_cv (the
/// first on a tie).
pub type CvChoice = (Vec<(Candidate, Option<f64>)>, Option<Candidate>);

impl FitPart {
    /// σ² as drawn: 0 when it is negative or not a number.
    fn drawn_sigma2(&self) -> f64 {
        if self.sigma2.is_finite() {
            self.sigma2.max(0.0)
        } else {
            0.0
        }
    }

    /// N points drawn from a new target of Q_f, σ² by the seed (the window's "Draw from the
    /// target").
    pub fn draw(&self) -> TargetDraw {
        let mut rng = Rng::seed_from_u64(self.seed);
        let sigma2 = self.drawn_sigma2();
        let target = LegendreTarget::draw(self.q_f.min(MAX_PLANE_TARGET), &mut rng);
        let points = target.sample(self.n.clamp(1, MAX_DRAWN), sigma2, &mut rng);
        TargetDraw {
            target,
            sigma2,
            points,
        }
    }

    /// The fit of degree `degree` with the settings' λ.
    pub fn poly_fit(&self, degree: u8) -> PolyFit {
        Candidate {
            degree,
            lambda: self.lambda,
        }
        .fit()
    }

    /// The candidates compared when E_cv chooses `choose`: Q over [`DEGREES`] with the settings'
    /// λ, or λ over [`LAMBDAS`] at the validated degree.
    pub fn candidates(&self, choose: Choose) -> Vec<Candidate> {
        let lambda = self.lambda.max(0.0);
        match choose {
            Choose::Degree => DEGREES.map(|degree| Candidate { degree, lambda }).collect(),
            Choose::Lambda => LAMBDAS
                .map(|lambda| Candidate {
                    degree: self.validated_degree,
                    lambda,
                })
                .to_vec(),
        }
    }

    /// E_cv of each of `candidates` by the settings' V folds on `points`, and the least.
    pub fn choose_by_cv(&self, points: &RegressionPoints, candidates: Vec<Candidate>) -> CvChoice {
        let e_cv: Vec<(Candidate, Option<f64>)> = candidates
            .into_iter()
            .map(|c| {
                let cv = cross_validate_poly(points, &c.fit(), self.folds);
                (c, cv.ok().map(|cv| cv.e_cv))
            })
            .collect();
        let best = e_cv
            .iter()
            .filter_map(|&(c, e)| e.filter(|e| e.is_finite()).map(|e| (c, e)))
            .fold(None, |best: Option<(Candidate, f64)>, (c, e)| match best {
                Some((_, b)) if b <= e => best,
                _ => Some((c, e)),
            });
        (e_cv, best.map(|(c, _)| c))
    }

    /// The two fits g on `points`, each with its E_in and, when `draw` is given, exact E_out.
    pub fn fits(
        &self,
        points: &RegressionPoints,
        draw: Option<&TargetDraw>,
    ) -> [(u8, Polynomial, f64, Option<f64>); 2] {
        self.degrees.map(|degree| {
            let g = self.poly_fit(degree).fit(points);
            let e_in = g.squared_error(points);
            let e_out = draw.map(|d| g.exact_e_out(&d.target, d.sigma2));
            (degree, g, e_in, e_out)
        })
    }
}

/// What a scene's fits come to, for its captions: the two fits' E_in and (on the target's draw)
/// exact E_out, E_cv of the validated degree, and the Q or λ that E_cv chooses with its E_cv.
#[derive(Debug, Clone, PartialEq)]
pub struct FitNumbers {
    pub e_in: [f64; 2],
    pub e_out: Option<[f64; 2]>,
    pub e_cv: Option<f64>,
    /// The chosen degree (or λ, as the settings choose) and its E_cv.
    pub chosen: Option<(f64, f64)>,
}

impl FitPart {
    /// The numbers of the fits on `points` (the lesson's), E_out exact when they are the
    /// settings' draw.
    pub fn numbers(&self, points: &RegressionPoints) -> FitNumbers {
        let draw = Some(self.draw()).filter(|d| d.points == *points);
        let fits = self.fits(points, draw.as_ref());
        let e_out = match fits.each_ref().map(|f| f.3) {
            [Some(a), Some(b)] => Some([a, b]),
            _ => None,
        };
        let validated =
            cross_validate_poly(points, &self.poly_fit(self.validated_degree), self.folds);
        let (e_cv, chosen) = self.choose_by_cv(points, self.candidates(self.choose));
        let chosen = chosen.and_then(|c| {
            let least = e_cv.iter().find(|(k, _)| *k == c).and_then(|(_, e)| *e)?;
            let value = match self.choose {
                Choose::Degree => f64::from(c.degree),
                Choose::Lambda => c.lambda,
            };
            Some((value, least))
        });
        FitNumbers {
            e_in: fits.each_ref().map(|f| f.2),
            e_out,
            e_cv: validated.ok().map(|cv| cv.e_cv),
            chosen,
        }
    }
}

/// "g₂", the name of the fit of degree `q`.
pub fn g_name(q: u8) -> String {
    format!("g{}", crate::number::subscript(usize::from(q)))
}

/// The lesson's points read as (x, y) = (x₁, x₂).
pub fn regression_points(points: &[[f64; 3]]) -> RegressionPoints {
    RegressionPoints {
        x: points.iter().map(|p| p[0]).collect(),
        y: points.iter().map(|p| p[1]).collect(),
    }
}

impl<'de> Deserialize<'de> for FitPart {
    /// Field by field, as the window writes `FitPrefs`: one that is missing or does not read
    /// takes the window's default.
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let written = serde_json::Map::<String, Value>::deserialize(deserializer)?;
        let d = Self::default();
        fn field<T: DeserializeOwned>(map: &serde_json::Map<String, Value>, k: &str) -> Option<T> {
            map.get(k).and_then(|v| T::deserialize(v).ok())
        }
        Ok(Self {
            q_f: field(&written, "q_f").unwrap_or(d.q_f),
            sigma2: field(&written, "sigma2").unwrap_or(d.sigma2),
            n: field(&written, "n").unwrap_or(d.n),
            seed: field(&written, "seed").unwrap_or(d.seed),
            degrees: field(&written, "degrees").unwrap_or(d.degrees),
            lambda: field(&written, "lambda").unwrap_or(d.lambda),
            folds: field(&written, "folds").unwrap_or(d.folds),
            validated_degree: field(&written, "validated_degree").unwrap_or(d.validated_degree),
            choose: field(&written, "choose").unwrap_or(d.choose),
            study: field(&written, "study").unwrap_or(d.study),
            runs: field(&written, "runs").unwrap_or(d.runs),
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn settings_read_field_by_field_with_the_windows_defaults() {
        let part: FitPart = serde_json::from_value(json!({
            "q_f": 20, "sigma2": "loud", "degrees": [2, 15], "choose": "lambda", "study": "complexity"
        }))
        .expect("reads");
        assert_eq!((part.q_f, part.degrees), (20, [2, 15]));
        assert_eq!(part.sigma2, FitPart::default().sigma2);
        assert_eq!(
            (part.choose, part.study),
            (Choose::Lambda, Study::Complexity)
        );
    }

    #[test]
    fn the_seeded_draw_is_the_same_and_the_choice_is_among_the_candidates() {
        let part = FitPart::default();
        let draw = part.draw();
        assert_eq!(draw, part.draw());
        assert_eq!(draw.points.len(), part.n);
        let [(_, _, e_in_2, out_2), (_, _, e_in_10, out_10)] = part.fits(&draw.points, Some(&draw));
        assert!(e_in_10 <= e_in_2, "H₁₀ ⊃ H₂");
        assert!(out_2.is_some() && out_10.is_some());
        let (e_cv, chosen) = part.choose_by_cv(&draw.points, part.candidates(Choose::Degree));
        assert_eq!(e_cv.len(), DEGREES.count());
        let chosen = chosen.expect("a choice");
        let least = e_cv
            .iter()
            .filter_map(|(_, e)| *e)
            .fold(f64::INFINITY, f64::min);
        assert_eq!(
            e_cv.iter()
                .find(|(c, _)| *c == chosen)
                .and_then(|(_, e)| *e),
            Some(least)
        );
    }
}
