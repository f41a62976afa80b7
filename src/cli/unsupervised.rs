//! `linlab cluster` and `linlab pca`: K-means and PCA on a point file of any format and any d,
//! without a window. The labels of the file, if any, are read and set aside.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

use clap::Args;
use serde::Serialize;

use super::Failure;
use super::summary::format_weights;
use crate::cluster::{self, ClusterError, Init, KMeansSettings, Points};
use crate::number;
use crate::read::LabelColumn;
use crate::t;

#[derive(Debug, Args)]
pub struct ClusterArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_name = "K")]
    pub k: usize,
    #[arg(long, value_enum, default_value = "random")]
    pub init: Init,
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub seed: u64,
    #[arg(long, value_name = "I", default_value_t = 300)]
    pub iterations: u64,
    #[arg(long)]
    pub no_labels: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct PcaArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_name = "K")]
    pub k: Option<usize>,
    #[arg(long)]
    pub no_labels: bool,
    #[arg(long)]
    pub json: bool,
}

/// What `linlab cluster --json` prints.
#[derive(Debug, Serialize)]
pub struct ClusterReport {
    pub k: usize,
    pub init: &'static str,
    pub seed: u64,
    pub n: usize,
    pub d: usize,
    /// K rows of d coordinates.
    pub centres: Vec<Vec<f64>>,
    /// The cluster (0-based) of each row of the file: its nearest final centre.
    pub labels: Vec<usize>,
    /// The number of points in each cluster.
    pub sizes: Vec<usize>,
    /// J = (1/m) Σ‖xᵢ − μ_c(i)‖² for these labels and centres.
    #[serde(rename = "J")]
    pub cost: f64,
    /// Moves made (assignment + move = one iteration).
    pub iterations: u64,
    /// True iff the last assignment changed no point's cluster.
    pub converged: bool,
    pub notices: Vec<String>,
}

/// What `linlab pca --json` prints.
#[derive(Debug, Serialize)]
pub struct PcaReport {
    pub n: usize,
    pub d: usize,
    pub k: usize,
    pub mean: Vec<f64>,
    /// The first K axes, unit rows by decreasing eigenvalue.
    pub components: Vec<Vec<f64>>,
    /// λ_k of Σ = (1/m)XᵀX (the seed's 1/m, not 1/(m − 1)), for the K axes.
    pub eigenvalues: Vec<f64>,
    /// λ_k / Σ λ over all d axes, for the K axes.
    pub explained_variance_ratio: Vec<f64>,
    /// Σ_{k ≤ K} λ_k / Σ λ.
    pub retained_variance: f64,
    /// 1 − retained: the seed's reconstruction-error ratio.
    pub reconstruction_error_ratio: f64,
    pub notices: Vec<String>,
}

/// Reads the file's features; its labels, if any, are set aside.
fn load(path: &Path, no_labels: bool, notices: &mut Vec<String>) -> Result<Points, Failure> {
    let column = if no_labels {
        LabelColumn::Absent
    } else {
        LabelColumn::Ignored
    };
    let data = super::load_with(path, column, notices)?;
    Ok(Points::from_dataset(&data))
}

/// A refusal of the settings (K = 0) is a usage error; one that depends on the file (K larger
/// than its number of points) is named with the file.
fn refused(path: &Path, error: ClusterError) -> Failure {
    match error {
        ClusterError::NoClusters | ClusterError::NoComponents => Failure::usage(error.to_string()),
        other => Failure::input(t!(
            "core-cli-in-file",
            file = path.display().to_string(),
            message = other.to_string()
        )),
    }
}

/// Runs `linlab cluster`: reads, runs K-means to convergence or the iteration budget, reports.
pub fn cluster(args: &ClusterArgs) -> Result<ClusterReport, Failure> {
    let mut notices = Vec::new();
    let points = load(&args.data, args.no_labels, &mut notices)?;
    let settings = KMeansSettings {
        k: args.k,
        init: args.init,
        seed: args.seed,
    };
    let mut kmeans = settings
        .build(&points)
        .map_err(|e| refused(&args.data, e))?;
    kmeans.run(&points, args.iterations);
    let centres = kmeans.centres();
    Ok(ClusterReport {
        k: kmeans.k(),
        init: args.init.id(),
        seed: args.seed,
        n: points.len(),
        d: points.dim(),
        centres: centres
            .centres
            .chunks_exact(centres.dim)
            .map(<[f64]>::to_vec)
            .collect(),
        labels: kmeans.labels().to_vec(),
        sizes: kmeans.cluster_sizes().to_vec(),
        cost: cluster::cost(&points, centres, kmeans.labels()),
        iterations: kmeans.iterations(),
        converged: kmeans.converged(),
        notices,
    })
}

/// Runs `linlab pca`: reads, finds the principal axes, reports the first K.
pub fn pca(args: &PcaArgs) -> Result<PcaReport, Failure> {
    let mut notices = Vec::new();
    let points = load(&args.data, args.no_labels, &mut notices)?;
    let d = points.dim();
    let k = args.k.unwrap_or(d);
    if k == 0 {
        return Err(refused(&args.data, ClusterError::NoComponents));
    }
    if k > d {
        return Err(refused(
            &args.data,
            ClusterError::TooManyComponents { k, dim: d },
        ));
    }
    let axes = cluster::pca(&points).map_err(|e| refused(&args.data, e))?;
    let ratios = axes.explained_variance_ratio();
    Ok(PcaReport {
        n: points.len(),
        d,
        k,
        components: (0..k).map(|i| axes.axis(i).to_vec()).collect(),
        eigenvalues: axes.variances[..k].to_vec(),
        explained_variance_ratio: ratios[..k].to_vec(),
        retained_variance: axes.retained_variance(k),
        reconstruction_error_ratio: axes.error_ratio(k),
        mean: axes.mean,
        notices,
    })
}

fn percent(ratio: f64) -> String {
    format!("{}%", number::fixed(ratio * 100.0, 2))
}

/// The human summary of `linlab cluster`, in the interface's language.
pub fn cluster_summary(args: &ClusterArgs, r: &ClusterReport) -> String {
    let mut out = String::new();
    let head = t!(
        "core-cli-cluster-run",
        k = r.k.to_string(),
        init = r.init,
        seed = r.seed.to_string(),
        file = args.data.display().to_string(),
        n = r.n.to_string(),
        d = r.d.to_string()
    );
    let _ = writeln!(out, "{head}");
    let stop = if r.converged {
        t!("core-cli-cluster-converged", iterations = r.iterations)
    } else {
        t!("core-cli-cluster-budget", iterations = r.iterations)
    };
    let _ = writeln!(out, "{stop}");
    let cost = number::fixed(r.cost, 6);
    let _ = writeln!(out, "{}", t!("core-cli-cluster-cost", cost = cost));
    for (i, (centre, &size)) in r.centres.iter().zip(&r.sizes).enumerate() {
        let (index, centre) = ((i + 1).to_string(), format_weights(centre));
        let line = if size == 0 {
            t!(
                "core-cli-cluster-centre-empty",
                index = index,
                centre = centre
            )
        } else {
            t!(
                "core-cli-cluster-centre",
                index = index,
                centre = centre,
                size = size
            )
        };
        let _ = writeln!(out, "{line}");
    }
    out
}

/// The human summary of `linlab pca`, in the interface's language.
pub fn pca_summary(args: &PcaArgs, r: &PcaReport) -> String {
    let mut out = String::new();
    let head = t!(
        "core-cli-pca-run",
        file = args.data.display().to_string(),
        n = r.n.to_string(),
        d = r.d.to_string(),
        k = r.k.to_string()
    );
    let _ = writeln!(out, "{head}");
    let mean = format_weights(&r.mean);
    let _ = writeln!(out, "{}", t!("core-cli-pca-mean", mean = mean));
    let axes = r.components.iter().zip(&r.eigenvalues);
    for (i, ((axis, &eigenvalue), &ratio)) in axes.zip(&r.explained_variance_ratio).enumerate() {
        let line = t!(
            "core-cli-pca-axis",
            index = (i + 1).to_string(),
            axis = format_weights(axis),
            eigenvalue = number::fixed(eigenvalue, 6),
            ratio = percent(ratio)
        );
        let _ = writeln!(out, "{line}");
    }
    let retained = t!(
        "core-cli-pca-retained",
        k = r.k,
        retained = percent(r.retained_variance),
        error = percent(r.reconstruction_error_ratio)
    );
    let _ = writeln!(out, "{retained}");
    out
}
