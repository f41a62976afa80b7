//! The Fit workspace's settings as the core reads them from a lesson ([`FitPart`]: the target's
//! Q_f, σ², N, seed and the region x is drawn from, the two fits' degrees, λ, the folds, what
//! E_cv chooses, the K points held out and the map), and what they decide without a window: the
//! target's seeded draw (whose E_out is exact while the points are that draw unchanged), the two
//! fits on the points, the held-out D_val's E_val, the model E_cv chooses, and data snooping
//! measured on draws like the settings' own. The
//! window's Fit workspace computes with these same functions, so a lecture's caption and
//! exercise agree with the picture.

use rand::SeedableRng as _;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::data::Dataset;
use crate::fit::classify::{Classifier, Duel, NoisyCircle};
use crate::fit::snooping::SNOOPING_DRAWS;
use crate::fit::target::FULL_RANGE;
use crate::fit::{Holdout, LegendreTarget, PolyFit, Polynomial, RegressionPoints, SplitOrder};
use crate::fit::{Snooping, SnoopingMedians};
use crate::fit::{Study, SurveyGrid, cross_validate_poly, holdout_poly, survey::LECTURE_RUNS};
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

/// Which of the points are D_val, when K are held out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Split {
    /// The last K points, in the points' order.
    #[default]
    Last,
    /// K points chosen at random by the settings' seed.
    Seeded,
}

/// What the Fit workspace fits: lecture 13's regression on the line, or its classification in
/// the plane.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FitMode {
    /// The points are (x, y), the fits polynomials g_Q(x).
    #[default]
    Regression,
    /// The points are x = (x₁, x₂) with labels ±1, the fits sign(wᵀΦ_Q(x)).
    Classification,
}

/// The Fit workspace's settings, with the window's defaults (the lecture's picture: a 10th-order
/// target with σ² = 0.5, 15 points on all of [−1, 1], g₂ against g₁₀, no weight decay, 5 folds,
/// nothing held out).
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
    /// K, the points held out as D_val from g⁻ of the validated degree (0: none).
    pub holdout: usize,
    pub split: Split,
    /// [a, b]: the draw's x uniform on it (all of [−1, 1] unless sampling is biased); E_out is
    /// over [−1, 1] all the same.
    pub region: [f64; 2],
    /// Regression on the line, or classification in the plane.
    pub mode: FitMode,
    /// In the plane: the learner of the two fits.
    pub classifier: Classifier,
    /// In the plane: p, the rate at which the target's labels are flipped.
    pub flip: f64,
    /// Whether data snooping is measured (lecture 16: Q chosen by a test set's error, against
    /// Q chosen by E_cv), on targets and points like the settings' own.
    pub snooping: bool,
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
            holdout: 0,
            split: Split::Last,
            region: FULL_RANGE,
            mode: FitMode::Regression,
            classifier: Classifier::LinearRegression,
            flip: 0.1,
            snooping: false,
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

/// What a held-out D_val comes to: E_in and E_val of g⁻, and (on the target's draw) the exact
/// E_out of g⁻ and of g learned again on all N.
#[derive(Debug, Clone, PartialEq)]
pub struct HoldoutErrors {
    pub holdout: Holdout,
    pub e_out_minus: Option<f64>,
    pub e_out: Option<f64>,
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

    /// The region x is drawn from: the settings' [a, b] within [−1, 1], or all of [−1, 1] when
    /// it is not an interval there.
    pub fn drawn_region(&self) -> [f64; 2] {
        let [a, b] = self.region;
        if a.is_finite() && b.is_finite() && -1.0 <= a && a < b && b <= 1.0 {
            [a, b]
        } else {
            FULL_RANGE
        }
    }

    /// Whether the draw's x come from a part of [−1, 1] only.
    pub fn is_biased(&self) -> bool {
        self.drawn_region() != FULL_RANGE
    }

    /// N points drawn from a new target of Q_f, σ² by the seed, x on the region (the window's
    /// "Draw from the target").
    pub fn draw(&self) -> TargetDraw {
        let mut rng = Rng::seed_from_u64(self.seed);
        let sigma2 = self.drawn_sigma2();
        let target = LegendreTarget::draw(self.q_f.min(MAX_PLANE_TARGET), &mut rng);
        let n = self.n.clamp(1, MAX_DRAWN);
        let points = target.sample_on(n, sigma2, self.drawn_region(), &mut rng);
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

    /// How D_val is chosen.
    pub fn split_order(&self) -> SplitOrder {
        match self.split {
            Split::Last => SplitOrder::Last,
            Split::Seeded => SplitOrder::Seeded(self.seed),
        }
    }

    /// The validated degree with K points held out, when K is set: g⁻, its E_val, g on all
    /// the points, and their exact E_out when `draw` is given; or why K cannot be held out.
    pub fn held_out(
        &self,
        points: &RegressionPoints,
        draw: Option<&TargetDraw>,
    ) -> Option<Result<HoldoutErrors, String>> {
        if self.holdout == 0 {
            return None;
        }
        let fit = self.poly_fit(self.validated_degree);
        let held = holdout_poly(points, &fit, self.holdout, self.split_order());
        Some(held.map_err(|e| e.to_string()).map(|holdout| {
            let exact = |g: &Polynomial| draw.map(|d| g.exact_e_out(&d.target, d.sigma2));
            HoldoutErrors {
                e_out_minus: exact(&holdout.g_minus),
                e_out: exact(&holdout.g),
                holdout,
            }
        }))
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
    /// With K points held out: E_val(g⁻), and E_out(g⁻) and E_out(g) on the target's draw.
    pub e_val: Option<f64>,
    pub e_out_minus: Option<f64>,
    pub e_out_all: Option<f64>,
    /// Data snooping measured, when the settings ask for it.
    pub snooping: Option<SnoopingMedians>,
}

impl FitNumbers {
    /// The numbers a caption names that are not the fits' pairs, by their field names.
    pub fn named(&self) -> Vec<(&'static str, f64)> {
        let chosen = self
            .chosen
            .map(|(value, e_cv)| [("chosen", value), ("E_cv_chosen", e_cv)]);
        [("E_cv", self.e_cv), ("E_val", self.e_val)]
            .into_iter()
            .chain([
                ("E_out_minus", self.e_out_minus),
                ("E_out_all", self.e_out_all),
            ])
            .filter_map(|(name, value)| value.map(|v| (name, v)))
            .chain(chosen.into_iter().flatten())
            .chain(self.snooping.iter().flat_map(|m| {
                [
                    ("snooped_estimate", m.snooped.estimate),
                    ("snooped_e_out", m.snooped.e_out),
                    ("snooped_shortfall", m.snooped.shortfall()),
                    ("honest_estimate", m.honest.estimate),
                    ("honest_e_out", m.honest.e_out),
                    ("snooping_draws", m.draws as f64),
                ]
            }))
            .collect()
    }
}

impl FitPart {
    /// The survey these settings ask for: the lecture's axes with the settings' degrees, λ,
    /// runs and seed; for the validation curve, the settings' own target (N, Q_f, σ²) and
    /// validated degree.
    pub fn survey_grid(&self) -> SurveyGrid {
        if self.study == Study::Validation {
            return SurveyGrid::validation_curve(
                self.n,
                self.q_f,
                self.sigma2,
                self.validated_degree,
                self.lambda,
                self.runs,
                self.seed,
            );
        }
        let mut grid = SurveyGrid::lecture(self.study, self.runs, self.seed);
        grid.degrees = self.degrees;
        grid.lambda = self.lambda;
        grid
    }

    /// The noisy target of the plane, its flip rate the settings'.
    pub fn noisy_circle(&self) -> NoisyCircle {
        NoisyCircle { flip: self.flip }
    }

    /// N points drawn from the plane's noisy target by the seed (the window's "Draw from the
    /// target" in classification).
    pub fn plane_draw(&self) -> Dataset {
        self.noisy_circle()
            .sample(self.n.clamp(1, MAX_DRAWN), self.seed)
    }

    /// The two fits in the plane on `data`, with E_out when the points are the settings' draw.
    pub fn duel(&self, data: &Dataset) -> Duel {
        let target = self.noisy_circle();
        let is_draw = self.plane_draw() == *data;
        Duel::of(
            data,
            self.degrees,
            self.classifier,
            self.lambda,
            is_draw.then_some(&target),
        )
    }

    /// The numbers of the fits on the lesson's points: on the line, or in the plane as its
    /// mode says.
    pub fn numbers_of(&self, points: &[[f64; 3]]) -> FitNumbers {
        match self.mode {
            FitMode::Regression => self.numbers(&regression_points(points)),
            FitMode::Classification => {
                let data = labelled_points(points);
                let duel = self.duel(&data);
                let e_out = match duel.fits.each_ref().map(|(_, e)| e.map(|e| e.e_out)) {
                    [Some(a), Some(b)] => Some([a, b]),
                    _ => None,
                };
                FitNumbers {
                    e_in: duel.fits.each_ref().map(|(g, _)| g.e_in),
                    e_out,
                    e_cv: None,
                    chosen: None,
                    e_val: None,
                    e_out_minus: None,
                    e_out_all: None,
                    // Lecture 16's measurement is of fits on the line.
                    snooping: None,
                }
            }
        }
    }

    /// Lecture 16's data snooping on targets and points like the settings' draw: Q_f, σ², N
    /// training points and as many test points, the settings' V folds and seed.
    pub fn snooping_study(&self) -> Snooping {
        Snooping {
            q_f: self.q_f.min(MAX_PLANE_TARGET),
            sigma2: self.drawn_sigma2(),
            n: self.n.clamp(1, MAX_DRAWN),
            test: self.n.clamp(1, MAX_DRAWN),
            folds: self.folds,
            draws: SNOOPING_DRAWS,
            seed: self.seed,
        }
    }

    /// The numbers of the fits on `points` (the lesson's), E_out exact when they are the
    /// settings' draw; data snooping measured when the settings ask for it.
    pub fn numbers(&self, points: &RegressionPoints) -> FitNumbers {
        let draw = Some(self.draw()).filter(|d| d.points == *points);
        let fits = self.fits(points, draw.as_ref());
        let held = self.held_out(points, draw.as_ref()).and_then(Result::ok);
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
            e_val: held.as_ref().map(|h| h.holdout.e_val),
            e_out_minus: held.as_ref().and_then(|h| h.e_out_minus),
            e_out_all: held.as_ref().and_then(|h| h.e_out),
            snooping: self
                .snooping
                .then(|| self.snooping_study().measure().ok())
                .flatten(),
        }
    }
}

/// "g₂", the name of the fit of degree `q`.
pub fn g_name(q: u8) -> String {
    format!("g{}", crate::number::subscript(usize::from(q)))
}

/// The lesson's points as points of the plane with their labels (a label that is not ±1 read
/// by its sign, as the lesson reads it).
pub fn labelled_points(points: &[[f64; 3]]) -> Dataset {
    let mut data = Dataset::new(2);
    for p in points {
        let y = if p[2] < 0.0 { -1.0 } else { 1.0 };
        // A lesson's points are finite: one that is not is left out.
        let _ = data.push(&p[..2], y);
    }
    data
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
            holdout: field(&written, "holdout").unwrap_or(d.holdout),
            split: field(&written, "split").unwrap_or(d.split),
            region: field(&written, "region").unwrap_or(d.region),
            mode: field(&written, "mode").unwrap_or(d.mode),
            classifier: field(&written, "classifier").unwrap_or(d.classifier),
            flip: field(&written, "flip").unwrap_or(d.flip),
            snooping: field(&written, "snooping").unwrap_or(d.snooping),
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

    #[test]
    fn a_biased_draw_stays_in_its_region_and_a_held_out_d_val_is_validated() {
        let part = FitPart {
            region: [-1.0, 0.0],
            n: 30,
            holdout: 6,
            split: Split::Seeded,
            ..FitPart::default()
        };
        assert!(part.is_biased());
        let draw = part.draw();
        assert!(draw.points.x.iter().all(|&x| (-1.0..0.0).contains(&x)));
        let unbiased = FitPart {
            region: [0.5, 0.5],
            ..part.clone()
        };
        assert!(!unbiased.is_biased(), "not an interval: all of [−1, 1]");
        let held = part
            .held_out(&draw.points, Some(&draw))
            .expect("K is set")
            .expect("valid");
        assert_eq!(held.holdout.validation.len(), 6);
        assert!(held.e_out_minus.is_some() && held.e_out.is_some());
        let numbers = part.numbers(&draw.points);
        assert_eq!(numbers.e_val, Some(held.holdout.e_val));
        let names: Vec<&str> = numbers.named().iter().map(|(name, _)| *name).collect();
        assert!(names.contains(&"E_val") && names.contains(&"E_out_all"));
        let too_many = FitPart {
            holdout: 30,
            ..part
        };
        assert!(matches!(
            too_many.held_out(&draw.points, None),
            Some(Err(_))
        ));
    }
}
