//! `linlab train --transform Φ` (lecture 12): every file the run reads (the training points,
//! `--test`, `--probe`) is taken to Z = Φ(X) before the learner sees it, so w, E_in and E_out
//! are those of Z; the JSON names Φ (`transform`) and the entries of w (`features`).

use std::path::Path;

use clap::Args;
use serde::Serialize;

use super::Failure;
use crate::data::{DataError, Dataset};
use crate::number;
use crate::t;
use crate::transform::{Transform, TransformError};

#[derive(Debug, Args)]
pub struct TransformArgs {
    #[arg(long, value_name = "PHI", value_parser = parse_transform)]
    pub transform: Option<Transform>,
}

/// Reads Φ's text form; clap shows the error as its own.
fn parse_transform(text: &str) -> Result<Transform, String> {
    text.parse().map_err(|e: TransformError| e.to_string())
}

/// The JSON keys `--transform` adds, both left out without one (or with `identity`), so that a
/// run without it prints what it always printed.
#[derive(Debug, Default, Serialize)]
pub struct TransformReport {
    /// Φ's text form, as `--transform` takes it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transform: Option<String>,
    /// The names of w's entries in Z, in order: "1", then each feature ("x1^2", "x1 x2").
    #[serde(skip_serializing_if = "Option::is_none")]
    pub features: Option<Vec<String>>,
}

impl TransformArgs {
    /// The transform asked for, unless it is the identity (which changes nothing).
    pub fn given(&self) -> Option<&Transform> {
        self.transform
            .as_ref()
            .filter(|phi| **phi != Transform::Identity)
    }

    /// `points` (read from `path`) in Z; themselves without a transform. A point whose feature
    /// is too large for a float is an input error naming the file, the point and the feature.
    pub fn apply(&self, points: Dataset, path: &Path) -> Result<Dataset, Failure> {
        let Some(phi) = self.given() else {
            return Ok(points);
        };
        phi.apply(&points).map_err(|error| {
            let message = match error {
                TransformError::Data(DataError::NotFinite { index, .. }) => {
                    overflow(phi, &points, index)
                }
                other => other.to_string(),
            };
            Failure::input(t!(
                "core-cli-in-file",
                file = path.display().to_string(),
                message = message
            ))
        })
    }

    /// [`TransformArgs::apply`] to a file that may not have been given.
    pub fn apply_if(
        &self,
        points: Option<Dataset>,
        path: Option<&Path>,
    ) -> Result<Option<Dataset>, Failure> {
        match (points, path) {
            (Some(points), Some(path)) => self.apply(points, path).map(Some),
            (points, _) => Ok(points),
        }
    }

    /// The report's keys for points of `dim` inputs.
    pub fn report(&self, dim: usize) -> TransformReport {
        match self.given() {
            Some(phi) => TransformReport {
                transform: Some(phi.to_string()),
                features: Some(phi.names(dim)),
            },
            None => TransformReport::default(),
        }
    }
}

/// What to say of point `index` (0-based) of `points`, which Φ takes out of the floats: the
/// point, 1-based, and its first feature that is not finite.
fn overflow(phi: &Transform, points: &Dataset, index: usize) -> String {
    let x: Vec<f64> = points.features(index).collect();
    let (name, value) = phi
        .terms(points.dim())
        .iter()
        .map(|m| (m.name(phi.basis()), m.value(&x, phi.basis())))
        .find(|(_, v)| !v.is_finite())
        .unwrap_or_else(|| ("?".to_owned(), f64::INFINITY));
    let coordinates: Vec<String> = x.iter().map(|&v| number::significant(v, 6)).collect();
    t!(
        "core-cli-transform-overflow",
        transform = phi.to_string(),
        point = (index + 1).to_string(),
        x = coordinates.join(", "),
        feature = name,
        value = value.to_string()
    )
}

/// w as the summary writes it: each entry beside the name of its feature when Φ names them
/// (`[1: 0.5, x1^2: -1]`), else the bare list.
pub fn format_named_weights(w: &[f64], names: Option<&[String]>) -> String {
    let parts: Vec<String> = match names {
        Some(names) if names.len() == w.len() => names
            .iter()
            .zip(w)
            .map(|(name, &v)| format!("{name}: {}", number::fixed(v, 6)))
            .collect(),
        _ => w.iter().map(|&v| number::fixed(v, 6)).collect(),
    };
    format!("[{}]", parts.join(", "))
}

/// The summary's line saying Φ and Z's features, if a transform was given.
pub fn summary_line(report: &TransformReport) -> Option<String> {
    let (phi, features) = (report.transform.as_ref()?, report.features.as_ref()?);
    Some(t!(
        "core-cli-summary-transform",
        transform = phi.as_str(),
        features = features.join(", "),
        dz = (features.len() - 1).to_string()
    ))
}
