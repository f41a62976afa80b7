//! `linlab surface`: E_in over a slice of weight space (w₀ fixed, (w₁, w₂) on a grid) under one
//! error of y·s, without a window — for slides made elsewhere and for checking the view. Prints
//! a summary, the grid as CSV rows `w1,w2,e_in`, or one JSON object.

use std::fmt::Write as _;
use std::path::PathBuf;

use clap::Args;
use serde::Serialize;

use super::{Failure, load};
use crate::loss::{ErrorMeasure, mean_error};
use crate::number;
use crate::t;
use crate::weight_space::{Axis, Slice, Surface, squared_minimiser};

#[derive(Debug, Args)]
pub struct SurfaceArgs {
    #[arg(long, value_name = "FILE")]
    pub data: PathBuf,
    #[arg(long, value_enum, default_value = "zero-one")]
    pub measure: ErrorMeasure,
    #[arg(
        long,
        value_name = "V",
        default_value_t = 0.0,
        allow_negative_numbers = true
    )]
    pub w0: f64,
    #[arg(long, value_name = "LO:HI:N", allow_hyphen_values = true)]
    pub w1: Axis,
    #[arg(long, value_name = "LO:HI:N", allow_hyphen_values = true)]
    pub w2: Axis,
    #[arg(long, conflicts_with = "csv")]
    pub json: bool,
    #[arg(long)]
    pub csv: bool,
}

/// One axis of the grid in the JSON.
#[derive(Debug, Serialize)]
pub struct AxisReport {
    pub lo: f64,
    pub hi: f64,
    pub n: usize,
    pub values: Vec<f64>,
}

/// What `linlab surface --json` prints.
#[derive(Debug, Serialize)]
pub struct SurfaceReport {
    pub measure: &'static str,
    pub n: usize,
    pub w0: f64,
    pub w1: AxisReport,
    pub w2: AxisReport,
    /// One row per value of w₂, each over the values of w₁.
    pub e_in: Vec<Vec<f64>>,
    /// The grid point with the least E_in: `[w1, w2, e_in]`.
    pub lowest: [f64; 3],
    /// The squared error's: `[w1, w2, e_in]`, the slice's exact minimiser and its E_in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minimiser: Option<[f64; 3]>,
    pub notices: Vec<String>,
    #[serde(skip)]
    surface: Surface,
}

fn axis_report(axis: Axis) -> AxisReport {
    AxisReport {
        lo: axis.lo,
        hi: axis.hi,
        n: axis.n,
        values: axis.values(),
    }
}

/// Runs `linlab surface`: reads the points and samples E_in over the slice.
pub fn surface(args: &SurfaceArgs) -> Result<SurfaceReport, Failure> {
    let mut notices = Vec::new();
    let data = load(&args.data, &mut notices)?;
    let in_file = |e: crate::weight_space::SurfaceError| {
        Failure::input(t!(
            "core-cli-in-file",
            file = args.data.display().to_string(),
            message = e.to_string()
        ))
    };
    let slice = Slice {
        w0: args.w0,
        w1: args.w1,
        w2: args.w2,
    };
    let surface = Surface::compute(&data, slice, args.measure).map_err(in_file)?;
    let minimiser = match args.measure {
        ErrorMeasure::Squared => {
            let [w1, w2] = squared_minimiser(&data, args.w0).map_err(in_file)?;
            let e_in = mean_error(&data, &[args.w0, w1, w2], ErrorMeasure::Squared);
            Some([w1, w2, e_in])
        }
        ErrorMeasure::ZeroOne
        | ErrorMeasure::CrossEntropy
        | ErrorMeasure::ScaledCrossEntropy
        | ErrorMeasure::Hinge
        | ErrorMeasure::Perceptron => None,
    };
    let (i, j, lowest) = surface.lowest();
    Ok(SurfaceReport {
        measure: args.measure.id(),
        n: data.len(),
        w0: args.w0,
        w1: axis_report(args.w1),
        w2: axis_report(args.w2),
        e_in: surface
            .values
            .chunks_exact(args.w1.n)
            .map(<[f64]>::to_vec)
            .collect(),
        lowest: [args.w1.value(i), args.w2.value(j), lowest],
        minimiser,
        notices,
        surface,
    })
}

/// The grid as CSV: a header, then `w1,w2,e_in` row by row (w₂ outer, w₁ inner), every number
/// in its shortest round-trip form.
pub fn csv(report: &SurfaceReport) -> String {
    let mut out = String::from("w1,w2,e_in\n");
    let slice = report.surface.slice;
    for j in 0..slice.w2.n {
        for i in 0..slice.w1.n {
            let _ = writeln!(
                out,
                "{},{},{}",
                slice.w1.value(i),
                slice.w2.value(j),
                report.surface.at(i, j)
            );
        }
    }
    out
}

/// The summary: the slice, the lowest grid point, and the squared error's minimiser.
pub fn summary(args: &SurfaceArgs, report: &SurfaceReport) -> String {
    let fixed = |v: f64| number::fixed(v, 6);
    let short = |v: f64| number::fixed(v, 3);
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}",
        t!(
            "core-surface-summary",
            measure = args.measure.name(),
            w0 = short(args.w0),
            w1_lo = short(args.w1.lo),
            w1_hi = short(args.w1.hi),
            w1_n = args.w1.n.to_string(),
            w2_lo = short(args.w2.lo),
            w2_hi = short(args.w2.hi),
            w2_n = args.w2.n.to_string(),
            n = report.n.to_string()
        )
    );
    let [w1, w2, e_in] = report.lowest;
    let _ = writeln!(
        out,
        "{}",
        t!(
            "core-surface-lowest",
            e_in = fixed(e_in),
            w1 = fixed(w1),
            w2 = fixed(w2)
        )
    );
    if let Some([w1, w2, e_in]) = report.minimiser {
        let _ = writeln!(
            out,
            "{}",
            t!(
                "core-surface-minimiser",
                w1 = fixed(w1),
                w2 = fixed(w2),
                e_in = fixed(e_in)
            )
        );
    }
    out
}
