//! What the Fit workspace computes on the window's points, read as (x, y) = (x₁, x₂): the two
//! fits g_Qa and g_Qb with weight decay λ and their E_in, E_out exact when the points are the
//! target's unchanged draw, V-fold cross-validation of one degree with each fold's g⁻, Q
//! chosen by E_cv over 0 … 10 with the chosen g learned again on every point, and K points held
//! out as D_val with that degree's g⁻ and its E_val.

use glam::DVec2;

use crate::app::prefs::{Choose, FitPrefs};
use crate::fit::{
    CrossValidation, LegendreTarget, Polynomial, RegressionPoints, WeightPicture,
    cross_validate_poly,
};
use crate::lesson::fit::{FitPart, HoldoutErrors, TargetDraw};
use crate::t;
use crate::transform::Basis;

pub use crate::lesson::fit::{Candidate, g_name};

/// The most points fitted over all the folds (N·V for one degree, N·V·11 for the choice of Q)
/// computed again on each edit of the points: a drag stays at frame pace (leave-one-out on 130
/// points chooses Q; on 400 it validates one degree).
pub const MOST_FOLD_WORK: usize = 200_000;

/// A draw from the target: the target, its noise and the points it gave.
#[derive(Debug, Clone, PartialEq)]
pub struct Draw {
    pub target: LegendreTarget,
    pub sigma2: f64,
    pub points: Vec<DVec2>,
}

impl Draw {
    /// The core's draw again, with its points.
    fn core(&self) -> TargetDraw {
        let (x, y) = self.points.iter().map(|p| (p.x, p.y)).unzip();
        TargetDraw {
            target: self.target.clone(),
            sigma2: self.sigma2,
            points: RegressionPoints { x, y },
        }
    }

    /// The core's draw, its points on the plane.
    pub fn of(draw: TargetDraw) -> Self {
        let points = draw.points.x.iter().zip(&draw.points.y);
        Self {
            points: points.map(|(&x, &y)| DVec2::new(x, y)).collect(),
            target: draw.target,
            sigma2: draw.sigma2,
        }
    }
}

/// One of the two fits: its degree, g and E_in.
#[derive(Debug, Clone, PartialEq)]
pub struct OneFit {
    pub degree: u8,
    pub g: Polynomial,
    pub e_in: f64,
    /// Exact E_out, when the points are the target's draw.
    pub e_out: Option<f64>,
}

/// Q or λ chosen by E_cv.
#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub choose: Choose,
    /// E_cv of each candidate (`None` where the folds cannot be made).
    pub e_cv: Vec<(Candidate, Option<f64>)>,
    /// The candidate of least E_cv (the first on a tie) and its g on every point.
    pub chosen: Option<(Candidate, Polynomial)>,
    /// Not computed: N·V times the candidates is above [`MOST_FOLD_WORK`].
    pub too_much_work: bool,
}

/// Everything the workspace shows of the points.
#[derive(Debug, Clone, PartialEq)]
pub struct Fits {
    pub points: RegressionPoints,
    /// The target the points came from and its σ², when they are its draw unchanged.
    pub target: Option<(LegendreTarget, f64)>,
    pub fits: [OneFit; 2],
    /// V-fold cross-validation of the validated degree, or why it cannot be made.
    pub validation: Result<CrossValidation, String>,
    pub choice: Choice,
    /// With K points held out: g⁻ of the validated degree and its errors, or why K cannot be.
    pub holdout: Option<Result<HoldoutErrors, String>>,
    /// The region [a, b] the points were drawn from, when they are the target's draw from a
    /// part of [−1, 1] only (sampling bias).
    pub region: Option<[f64; 2]>,
    /// Lecture 14's picture in the plane of (w₀, w₁) at the settings' λ (none on no points).
    pub weights: Option<WeightPicture>,
}

/// E_cv of each candidate, the least one and its g on every point.
fn choose(points: &RegressionPoints, part: &FitPart, candidates: Vec<Candidate>) -> Choice {
    let (e_cv, best) = part.choose_by_cv(points, candidates);
    Choice {
        choose: part.choose,
        e_cv,
        chosen: best.map(|c| (c, c.fit().fit(points))),
        too_much_work: false,
    }
}

impl Fits {
    /// The fits of the points at `positions` with `prefs`, exact against `draw` when the
    /// points are its points.
    pub fn of(positions: &[DVec2], prefs: &FitPrefs, draw: Option<&Draw>) -> Self {
        let points = RegressionPoints {
            x: positions.iter().map(|p| p.x).collect(),
            y: positions.iter().map(|p| p.y).collect(),
        };
        let target = draw
            .filter(|d| d.points == positions)
            .map(|d| (d.target.clone(), d.sigma2));
        let part = FitPart::from(prefs);
        let fits = prefs.degrees.map(|degree| {
            let g = part.poly_fit(degree).fit(&points);
            OneFit {
                degree,
                e_in: g.squared_error(&points),
                e_out: target.as_ref().map(|(f, s2)| g.exact_e_out(f, *s2)),
                g,
            }
        });
        let fold_work = points.len() * prefs.folds.min(points.len());
        let validation = if fold_work > MOST_FOLD_WORK {
            Err(t!("fit-too-much-work", most = MOST_FOLD_WORK))
        } else {
            cross_validate_poly(&points, &part.poly_fit(prefs.validated_degree), prefs.folds)
                .map_err(|e| e.to_string())
        };
        let exact = draw.filter(|d| d.points == positions).map(Draw::core);
        let holdout = part.held_out(&points, exact.as_ref());
        let candidates = part.candidates(prefs.choose);
        let choice = if fold_work * candidates.len() > MOST_FOLD_WORK {
            Choice {
                choose: prefs.choose,
                e_cv: Vec::new(),
                chosen: None,
                too_much_work: true,
            }
        } else {
            choose(&points, &part, candidates)
        };
        Self {
            target,
            fits,
            validation,
            choice,
            holdout,
            region: (exact.is_some() && part.is_biased()).then(|| part.drawn_region()),
            weights: WeightPicture::of(&points, part.lambda.max(0.0)),
            points,
        }
    }

    /// The held-out split's answer, when K is set and valid.
    pub fn held(&self) -> Option<&HoldoutErrors> {
        self.holdout.as_ref()?.as_ref().ok()
    }

    /// Fold `k`'s g⁻, in the Legendre basis.
    pub fn fold_g(&self, k: usize) -> Option<Polynomial> {
        let cv = self.validation.as_ref().ok()?;
        Some(Polynomial {
            basis: Basis::Legendre,
            w: cv.folds.get(k)?.w.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_draw_unchanged_gives_exact_e_out_and_an_edit_takes_it_away() {
        let prefs = FitPrefs::default();
        let draw = Draw::of(FitPart::from(&prefs).draw());
        let points = draw.points.clone();
        let fits = Fits::of(&points, &prefs, Some(&draw));
        assert!(fits.fits.iter().all(|f| f.e_out.is_some()));
        assert!(fits.fits[1].e_in <= fits.fits[0].e_in, "H₁₀ ⊃ H₂");
        assert_eq!(fits.validation.as_ref().map(|v| v.folds.len()), Ok(5));
        assert!(fits.choice.chosen.is_some());
        let moved = [&points[1..], &[DVec2::new(0.0, 0.0)]].concat();
        let fits = Fits::of(&moved, &prefs, Some(&draw));
        assert!(fits.fits.iter().all(|f| f.e_out.is_none()));
    }

    #[test]
    fn leave_one_out_on_many_points_is_not_made_again_at_every_edit() {
        let n = 600;
        let prefs = FitPrefs {
            folds: n,
            ..FitPrefs::default()
        };
        let points: Vec<DVec2> = (0..n)
            .map(|i| DVec2::new(-1.0 + 2.0 * i as f64 / n as f64, (i as f64).sin()))
            .collect();
        let fits = Fits::of(&points, &prefs, None);
        assert!(fits.validation.is_err());
        assert!(fits.choice.too_much_work && fits.choice.chosen.is_none());
        assert!(
            fits.fits.iter().all(|f| f.e_in.is_finite()),
            "the fits are made"
        );
    }

    #[test]
    fn a_held_out_d_val_and_a_biased_draw_are_known_while_the_points_are_the_draw() {
        let prefs = FitPrefs {
            n: 30,
            holdout: 6,
            region: [-1.0, 0.0],
            ..FitPrefs::default()
        };
        let draw = Draw::of(FitPart::from(&prefs).draw());
        let points = draw.points.clone();
        let fits = Fits::of(&points, &prefs, Some(&draw));
        let held = fits.held().expect("K = 6 of 30");
        assert_eq!(held.holdout.validation, (24..30).collect::<Vec<_>>());
        assert!(held.e_out_minus.is_some() && held.e_out.is_some());
        assert_eq!(fits.region, Some([-1.0, 0.0]));
        // Edited points: the split is still made, but E_out and the region are not known.
        let moved = [&points[1..], &[DVec2::new(0.5, 0.0)]].concat();
        let fits = Fits::of(&moved, &prefs, Some(&draw));
        let held = fits.held().expect("K = 6 of 30");
        assert!(held.e_out_minus.is_none() && held.e_out.is_none());
        assert_eq!(fits.region, None);
        let too_many = FitPrefs {
            holdout: 30,
            ..prefs
        };
        let fits = Fits::of(&points, &too_many, Some(&draw));
        assert!(matches!(fits.holdout, Some(Err(_))));
    }
}
