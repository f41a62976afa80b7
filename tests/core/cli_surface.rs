//! `linlab surface` end to end: E_in over a weight-space slice as JSON, CSV and a summary, equal
//! to E_in computed by the library at every grid point; the squared error's minimiser below
//! every grid point; and a clear refusal (exit 2, or 1 for the file) of bad slices.

use linlab::loss::{ErrorMeasure, mean_error};
use linlab::read::read_path;

use crate::support::{floats, json, linlab, reference, stderr, stdout};

fn separable() -> std::path::PathBuf {
    reference("ref_separable_d2.dat")
}

#[test]
fn every_value_of_the_grid_is_e_in_at_that_w() {
    let data = read_path(&separable()).expect("the reference set").data;
    for (measure, id) in [
        (ErrorMeasure::ZeroOne, "zero-one"),
        (ErrorMeasure::Squared, "squared"),
        (ErrorMeasure::CrossEntropy, "cross-entropy"),
        (ErrorMeasure::ScaledCrossEntropy, "cross-entropy-log2"),
        (ErrorMeasure::Hinge, "hinge"),
        (ErrorMeasure::Perceptron, "perceptron"),
    ] {
        let args = [
            "surface",
            "--measure",
            id,
            "--w0",
            "-0.25",
            "--w1",
            "-2:2:5",
            "--w2",
            "-1:3:3",
            "--json",
        ];
        let report = json(&linlab(&args, &[("--data", &separable())]));
        assert_eq!(report["measure"], id);
        assert_eq!(report["n"], data.len());
        let (w1, w2) = (
            floats(&report["w1"]["values"]),
            floats(&report["w2"]["values"]),
        );
        assert_eq!(w1, [-2.0, -1.0, 0.0, 1.0, 2.0]);
        assert_eq!(w2, [-1.0, 1.0, 3.0]);
        let rows = report["e_in"].as_array().expect("rows");
        assert_eq!(rows.len(), 3, "one row per w₂");
        for (j, row) in rows.iter().enumerate() {
            let row = floats(row);
            assert_eq!(row.len(), 5, "one value per w₁");
            for (i, value) in row.iter().enumerate() {
                let want = mean_error(&data, &[-0.25, w1[i], w2[j]], measure);
                assert_eq!(*value, want, "{id} at ({}, {})", w1[i], w2[j]);
            }
        }
        assert_eq!(
            report["minimiser"].is_null(),
            measure != ErrorMeasure::Squared
        );
    }
}

#[test]
fn the_squared_minimiser_is_below_every_grid_point() {
    let args = [
        "surface",
        "--measure",
        "squared",
        "--w0",
        "0.1",
        "--w1",
        "-3:3:61",
        "--w2",
        "-3:3:61",
        "--json",
    ];
    let report = json(&linlab(&args, &[("--data", &separable())]));
    let minimiser = floats(&report["minimiser"]);
    assert_eq!(minimiser.len(), 3, "[w1, w2, e_in]");
    // Its e_in is the library's at (0.1, w1, w2), and no step of 10⁻³ from (w1, w2) goes lower.
    let data = read_path(&separable()).expect("the reference set").data;
    let e_in = |w1: f64, w2: f64| mean_error(&data, &[0.1, w1, w2], ErrorMeasure::Squared);
    assert_eq!(minimiser[2], e_in(minimiser[0], minimiser[1]));
    for (d1, d2) in [(1e-3, 0.0), (-1e-3, 0.0), (0.0, 1e-3), (0.0, -1e-3)] {
        assert!(
            e_in(minimiser[0] + d1, minimiser[1] + d2) > minimiser[2],
            "lower at ({d1}, {d2}) from {minimiser:?}"
        );
    }
    let lowest = floats(&report["lowest"]);
    assert!(
        minimiser[2] <= lowest[2] + 1e-12,
        "{minimiser:?} vs {lowest:?}"
    );
    for row in report["e_in"].as_array().expect("rows") {
        assert!(floats(row).iter().all(|&e| e >= minimiser[2] - 1e-12));
    }
    let summary = stdout(&linlab(
        &args[..args.len() - 1],
        &[("--data", &separable())],
    ));
    assert!(
        summary.contains("the squared error’s minimiser in this slice"),
        "{summary}"
    );
    assert!(summary.contains("lowest on the grid"), "{summary}");
}

#[test]
fn the_csv_lists_w1_w2_and_e_in_row_by_row() {
    let args = [
        "surface", "--w0", "0", "--w1", "-1:1:3", "--w2", "-0:1:2", "--csv",
    ];
    let output = linlab(&args, &[("--data", &separable())]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "w1,w2,e_in");
    assert_eq!(lines.len(), 1 + 3 * 2);
    assert!(
        lines[1].starts_with("-1,0,"),
        "w₂ outer, w₁ inner, no -0: {}",
        lines[1]
    );
    assert!(lines[4].starts_with("-1,1,"), "{}", lines[4]);
    assert!(!text.contains("-0,"), "{text}");
}

#[test]
fn a_bad_slice_is_refused_with_what_is_wrong() {
    for (axis, words) in [
        ("1:1:3", "LO must be a number below HI"),
        ("2:1:3", "LO must be a number below HI"),
        ("0:1:0", "from 2 to 4096"),
        ("0:1:4097", "from 2 to 4096"),
        ("0:1", "LO:HI:N"),
        ("a:1:3", "LO:HI:N"),
    ] {
        let output = linlab(
            &["surface", "--w1", axis, "--w2", "0:1:3"],
            &[("--data", &separable())],
        );
        assert_eq!(output.status.code(), Some(2), "{axis}");
        assert!(
            stderr(&output).contains(words),
            "{axis}: {}",
            stderr(&output)
        );
    }
    let nan = linlab(
        &["surface", "--w0", "nan", "--w1", "0:1:3", "--w2", "0:1:3"],
        &[("--data", &separable())],
    );
    assert_eq!(nan.status.code(), Some(1));
    assert!(stderr(&nan).contains("is not a number"), "{}", stderr(&nan));
    let five = linlab(
        &["surface", "--w1", "0:1:3", "--w2", "0:1:3"],
        &[("--data", &reference("ref_noisy_d5.dat"))],
    );
    assert_eq!(five.status.code(), Some(1));
    assert!(stderr(&five).contains("d = 2"), "{}", stderr(&five));
}

#[test]
fn the_summary_speaks_chinese_too() {
    let args = [
        "surface", "--lang", "zh-CN", "--w1", "-1:1:3", "--w2", "-1:1:3",
    ];
    let text = stdout(&linlab(&args, &[("--data", &separable())]));
    assert!(text.contains("网格上的最低点"), "{text}");
}
