//! `linlab train --weights FILE` or `--cost FA,FR`: the points' weights for the weighted pocket
//! (lecture 8), one per line of a file in the data's order, or by a cost matrix (a false
//! accept's cost, a false reject's); and E_in^w of the answer in the report.

use std::path::PathBuf;

use clap::Args;

use super::Failure;
use crate::data::Dataset;
use crate::learn::{PointWeights, Settings, weighted_error};
use crate::number;
use crate::t;

#[derive(Debug, Args)]
pub struct WeightArgs {
    // The weighted pocket learns one line: `--multiclass` learns several and reads no weights.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["cost", "method"])]
    pub weights: Option<PathBuf>,
    #[arg(long, value_name = "FA,FR", value_parser = parse_cost, conflicts_with = "method")]
    pub cost: Option<PointWeights>,
}

/// `FA,FR`: the cost of a false accept and of a false reject, each ≥ 0, not both 0.
fn parse_cost(text: &str) -> Result<PointWeights, String> {
    let bad = || t!("bins-cost-format", text = text);
    let (accept, reject) = text.split_once(',').ok_or_else(bad)?;
    let parse = |part: &str| part.trim().parse::<f64>().map_err(|_| bad());
    let cost = PointWeights::Cost {
        false_accept: parse(accept)?,
        false_reject: parse(reject)?,
    };
    cost.check().map_err(|e| e.to_string())?;
    Ok(cost)
}

/// The weights of a file: one number a line (blank lines skipped), each checked.
fn read_weights(path: &PathBuf) -> Result<PointWeights, Failure> {
    let file = path.display().to_string();
    let in_file =
        |message: String| Failure::usage(t!("core-cli-in-file", file = &file, message = message));
    let text = std::fs::read_to_string(path).map_err(|e| {
        Failure::input(t!(
            "core-cli-in-file",
            file = &file,
            message = e.to_string()
        ))
    })?;
    let mut each = Vec::new();
    for (line, word) in text.lines().enumerate() {
        let word = word.trim();
        if word.is_empty() {
            continue;
        }
        let value = word
            .parse::<f64>()
            .map_err(|_| in_file(t!("bins-weight-not-a-number", line = line + 1, text = word)))?;
        each.push(value);
    }
    let weights = PointWeights::Each(each);
    weights.check().map_err(|e| in_file(e.to_string()))?;
    Ok(weights)
}

impl WeightArgs {
    /// The weights for `n` training points (a file of another length is refused).
    pub fn point_weights(&self, n: usize) -> Result<PointWeights, Failure> {
        match (&self.weights, &self.cost) {
            (Some(path), _) => {
                let weights = read_weights(path)?;
                if let PointWeights::Each(each) = &weights
                    && each.len() != n
                {
                    return Err(Failure::usage(t!(
                        "core-cli-in-file",
                        file = path.display().to_string(),
                        message = t!("bins-weight-length", weights = each.len(), points = n)
                    )));
                }
                Ok(weights)
            }
            (None, Some(cost)) => Ok(cost.clone()),
            (None, None) => Ok(PointWeights::Equal),
        }
    }
}

/// E_in^w of the answer `w` on `data`, when the settings weigh the points.
pub fn e_in_weighted(settings: &Settings, data: &Dataset, w: &[f64]) -> Option<f64> {
    let weights = settings.point_weights.of(data).ok().flatten()?;
    Some(weighted_error(&weights, data, w))
}

/// The summary's line for E_in^w.
pub fn summary_line(e_in_weighted: f64) -> String {
    t!(
        "bins-e-in-weighted",
        error = number::fixed(e_in_weighted, 6)
    )
}
