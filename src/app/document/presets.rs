//! Seeded sets of points to start a lesson from: separable with a margin, noisy (labels
//! flipped at a rate p), and two non-separable ones (overlapping blobs, XOR). The same seed
//! and settings give the same points, from ChaCha8 (the core's generator).

use std::cell::Cell;

use glam::DVec2;
use rand::RngExt as _;
use rand::SeedableRng as _;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use crate::app::document::{Document, Label, Point};
use crate::t;

/// Which kind of set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PresetKind {
    /// Linearly separable, with no point closer than the margin to the true line.
    Separable,
    /// Separable, then each label flipped with probability p.
    Noisy,
    /// Two Gaussian blobs that overlap: not separable.
    Blobs,
    /// Four blobs, opposite corners sharing a label: no line separates them.
    Xor,
    /// ○ in a disc, × in a ring around it: a curve (a Gaussian kernel) separates them, no line.
    Ring,
}

impl PresetKind {
    pub const ALL: [Self; 5] = [
        Self::Separable,
        Self::Noisy,
        Self::Blobs,
        Self::Xor,
        Self::Ring,
    ];

    /// The name shown in the preset menu, in the interface's language (the preferences and
    /// lessons store the kind itself, never this name).
    pub fn name(self) -> &'static str {
        match self {
            Self::Separable => t!("files-preset-separable"),
            Self::Noisy => t!("files-preset-noisy"),
            Self::Blobs => t!("files-preset-blobs"),
            Self::Xor => t!("files-preset-xor"),
            Self::Ring => t!("files-preset-ring"),
        }
    }

    /// What a student should expect from it.
    pub fn explanation(self) -> &'static str {
        match self {
            Self::Separable => t!("files-preset-separable-tip"),
            Self::Noisy => t!("files-preset-noisy-tip"),
            Self::Blobs => t!("files-preset-blobs-tip"),
            Self::Xor => t!("files-preset-xor-tip"),
            Self::Ring => t!("files-preset-ring-tip"),
        }
    }
}

/// The settings of a preset.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Preset {
    pub kind: PresetKind,
    /// How many points.
    pub n: usize,
    /// Separable: the smallest distance from a point to the true line.
    pub margin: f64,
    /// Noisy: the probability that a label is flipped.
    pub flip_rate: f64,
    pub seed: u64,
}

impl Default for Preset {
    fn default() -> Self {
        Self {
            kind: PresetKind::Separable,
            n: 20,
            margin: 0.1,
            flip_rate: 0.1,
            seed: 1,
        }
    }
}

/// The most points a preset makes.
pub const MAX_POINTS: usize = 2_000_000;
/// The widest margin: wider than about 0.8 leaves no room in the square.
pub const MAX_MARGIN: f64 = 0.5;

impl Preset {
    /// The points, in [−1, 1]² for the separable and noisy sets, around it for the blobs.
    pub fn points(&self) -> Vec<Point> {
        let mut rng = ChaCha8Rng::seed_from_u64(self.seed);
        let n = self.n.min(MAX_POINTS);
        match self.kind {
            PresetKind::Separable => separable(&mut rng, n, self.margin.clamp(0.0, MAX_MARGIN)),
            PresetKind::Noisy => {
                let mut points = separable(&mut rng, n, 0.0);
                let p = self.flip_rate.clamp(0.0, 1.0);
                for point in &mut points {
                    if rng.random_bool(p) {
                        point.label = point.label.flipped();
                    }
                }
                points
            }
            PresetKind::Blobs => {
                let centres = [
                    (DVec2::new(-0.4, -0.2), Label::Negative),
                    (DVec2::new(0.4, 0.2), Label::Positive),
                ];
                blobs(&mut rng, n, &centres, 0.35)
            }
            PresetKind::Xor => {
                let centres = [
                    (DVec2::new(-0.5, -0.5), Label::Positive),
                    (DVec2::new(-0.5, 0.5), Label::Negative),
                    (DVec2::new(0.5, 0.5), Label::Positive),
                    (DVec2::new(0.5, -0.5), Label::Negative),
                ];
                blobs(&mut rng, n, &centres, 0.2)
            }
            PresetKind::Ring => ring(&mut rng, n),
        }
    }
}

fn uniform_in_square(rng: &mut ChaCha8Rng) -> DVec2 {
    DVec2::new(rng.random_range(-1.0..=1.0), rng.random_range(-1.0..=1.0))
}

/// A standard normal pair (Box–Muller).
pub(in crate::app) fn gaussian_pair(rng: &mut ChaCha8Rng) -> DVec2 {
    let u: f64 = 1.0 - rng.random::<f64>(); // (0, 1]: ln is finite
    let v: f64 = rng.random::<f64>();
    let r = (-2.0 * u.ln()).sqrt();
    let angle = std::f64::consts::TAU * v;
    DVec2::new(r * angle.cos(), r * angle.sin())
}

/// `n` points uniform in [−1, 1]², labelled by a random line through the middle of the square,
/// keeping only points at distance ≥ `margin` from it. Both labels are present when n ≥ 2.
fn separable(rng: &mut ChaCha8Rng, n: usize, margin: f64) -> Vec<Point> {
    let angle = rng.random_range(0.0..std::f64::consts::TAU);
    let normal = DVec2::new(angle.cos(), angle.sin());
    let offset = rng.random_range(-0.2..=0.2);
    let mut points = Vec::with_capacity(n);
    while points.len() < n {
        let x = uniform_in_square(rng);
        let distance = normal.dot(x) - offset;
        if distance.abs() < margin || distance == 0.0 {
            continue;
        }
        let label = Label::from_y(distance);
        points.push(Point {
            x,
            label,
            class: None,
        });
    }
    if n >= 2 && points.iter().all(|p| p.label == points[0].label) {
        // Mirror the last point across the line: still at distance ≥ margin.
        if let Some(last) = points.last_mut() {
            let distance = normal.dot(last.x) - offset;
            last.x -= 2.0 * distance * normal;
            last.label = last.label.flipped();
        }
    }
    points
}

/// `n` points in turn: ○ uniform in the disc of radius 0.45, × in the ring 0.7 … 1 around it.
fn ring(rng: &mut ChaCha8Rng, n: usize) -> Vec<Point> {
    (0..n)
        .map(|i| {
            let (label, inner, outer) = if i % 2 == 0 {
                (Label::Positive, 0.0, 0.45)
            } else {
                (Label::Negative, 0.7, 1.0)
            };
            // Uniform in area: r² uniform between the radii's squares.
            let r2: f64 = rng.random_range(inner * inner..=outer * outer);
            let angle = rng.random_range(0.0..std::f64::consts::TAU);
            let x = r2.sqrt() * DVec2::new(angle.cos(), angle.sin());
            Point {
                x,
                label,
                class: None,
            }
        })
        .collect()
}

/// `n` points from Gaussian blobs of standard deviation `spread`, taken in turn.
fn blobs(rng: &mut ChaCha8Rng, n: usize, centres: &[(DVec2, Label)], spread: f64) -> Vec<Point> {
    (0..n)
        .map(|i| {
            let (centre, label) = centres[i % centres.len()];
            Point {
                x: centre + spread * gaussian_pair(rng),
                label,
                class: None,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn preset(kind: PresetKind, n: usize) -> Preset {
        Preset {
            kind,
            n,
            ..Preset::default()
        }
    }

    #[test]
    fn same_seed_same_points() {
        for kind in PresetKind::ALL {
            let a = preset(kind, 50).points();
            assert_eq!(a.len(), 50);
            assert_eq!(a, preset(kind, 50).points(), "{kind:?}");
            let other = Preset {
                seed: 2,
                ..preset(kind, 50)
            };
            assert_ne!(a, other.points(), "{kind:?}");
        }
    }

    #[test]
    fn every_preset_has_both_labels() {
        for kind in PresetKind::ALL {
            for n in [2, 3, 10] {
                let points = preset(kind, n).points();
                assert!(
                    points.iter().any(|p| p.label == Label::Positive),
                    "{kind:?} {n}"
                );
                assert!(
                    points.iter().any(|p| p.label == Label::Negative),
                    "{kind:?} {n}"
                );
            }
        }
    }

    #[test]
    fn separable_set_is_separated_by_a_line_with_the_margin() {
        let p = Preset {
            margin: 0.2,
            ..preset(PresetKind::Separable, 300)
        };
        let points = p.points();
        // PLA on it converges: a cheap certificate of separability.
        let doc = crate::app::document::Document::with_points(points).expect("valid");
        let data = doc.data();
        let mut learner = crate::learn::Settings::new(crate::learn::Algorithm::Pla)
            .build(data)
            .expect("learnable");
        learner.run(data, 100_000);
        assert_eq!(learner.stopped(), Some(crate::learn::Stop::Converged));
    }

    #[test]
    fn noise_flips_about_the_rate() {
        let clean = Preset {
            flip_rate: 0.0,
            ..preset(PresetKind::Noisy, 2000)
        }
        .points();
        let noisy = Preset {
            flip_rate: 0.2,
            ..preset(PresetKind::Noisy, 2000)
        }
        .points();
        let flipped = clean
            .iter()
            .zip(&noisy)
            .filter(|(a, b)| a.label != b.label)
            .count();
        assert!(
            (300..500).contains(&flipped),
            "{flipped} of 2000 flipped at p = 0.2"
        );
    }
}

/// The preset last loaded, and whether the points are still exactly its points (after an edit
/// they are not; Undo back to them, and they are again).
#[derive(Debug, Default)]
pub struct LoadedPreset {
    preset: Option<Preset>,
    /// The answer as last found: (the document's revision, whether it holds).
    check: Cell<Option<(u64, bool)>>,
}

impl LoadedPreset {
    /// `preset`, loaded.
    pub fn of(preset: Preset) -> Self {
        Self {
            preset: Some(preset),
            check: Cell::new(None),
        }
    }

    /// `preset` was loaded now.
    pub fn load(&mut self, preset: Preset) {
        *self = Self::of(preset);
    }

    /// The kind of preset `doc` holds: the one last loaded, if the points are exactly its
    /// points. Compared once per change of the points, and only for presets of up to 100,000
    /// points.
    pub fn on_plane(&self, doc: &Document) -> Option<PresetKind> {
        let preset = self.preset?;
        let revision = doc.revision();
        let holds = match self.check.get() {
            Some((checked, holds)) if checked == revision => holds,
            _ => {
                let holds = doc.len() == preset.n
                    && preset.n <= 100_000
                    && doc.points() == preset.points().as_slice();
                self.check.set(Some((revision, holds)));
                holds
            }
        };
        holds.then_some(preset.kind)
    }
}
