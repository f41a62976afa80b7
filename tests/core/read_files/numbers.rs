//! Numbers read from a file are `str::parse::<f64>`'s, bit for bit, in every format and on the
//! quick path as on the careful one: random f64 printed as Rust prints them (`{}`, `{:e}`,
//! `{:?}`), as C's `%.17g` does, and with exponents; and number-like texts (signs, dots,
//! exponents, `inf`) are taken exactly when std takes them as finite numbers.

use linlab::read::{Format, LabelColumn, parse_bytes_with};
use proptest::prelude::*;

/// C's `%.17g`: 17 significant digits, in exponent form when the exponent is below −4 or at
/// least 17, trailing zeros of the fraction dropped.
fn percent_17g(x: f64) -> String {
    let scientific = format!("{x:.16e}");
    let (mantissa, exponent) = scientific.split_once('e').unwrap_or((&scientific, "0"));
    let exponent: i32 = exponent.parse().unwrap_or(0);
    if x == 0.0 || (-4..17).contains(&exponent) {
        let decimals = usize::try_from(16 - exponent).unwrap_or(0);
        let fixed = format!("{x:.decimals$}");
        let fixed = if fixed.contains('.') {
            fixed.trim_end_matches('0').trim_end_matches('.').to_owned()
        } else {
            fixed
        };
        return fixed;
    }
    let mantissa = if mantissa.contains('.') {
        mantissa.trim_end_matches('0').trim_end_matches('.')
    } else {
        mantissa
    };
    let sign = if exponent < 0 { '-' } else { '+' };
    format!("{mantissa}e{sign}{:02}", exponent.abs())
}

/// The same second point's first feature, written as `text`, in each format (two rows, so the
/// quick path reads the second one).
fn files_with(text: &str) -> [(Format, String); 3] {
    [
        (Format::Whitespace, format!("0.5 1 1\n{text}\t2 -1\n")),
        (Format::Csv, format!("a,b,y\n0.5,1,1\n{text},2,-1\n")),
        (Format::Libsvm, format!("1 1:0.5 2:1\n-1 1:{text} 2:2\n")),
    ]
}

/// What each format reads as the second point's first feature (None: an error).
fn read_back(text: &str) -> Vec<Option<u64>> {
    files_with(text)
        .iter()
        .map(|(format, file)| {
            let loaded = parse_bytes_with(file.as_bytes(), "t", LabelColumn::Binary).ok()?;
            assert_eq!(loaded.format, *format, "{file:?}");
            loaded.data.features(1).next().map(f64::to_bits)
        })
        .collect()
}

fn expect_std(text: &str) {
    let std = text.parse::<f64>().ok().filter(|x| x.is_finite());
    // LIBSVM writes no zero, but a zero value read is still the value read.
    let expected = std.map(f64::to_bits);
    for (format, got) in [Format::Whitespace, Format::Csv, Format::Libsvm]
        .iter()
        .zip(read_back(text))
    {
        assert_eq!(got, expected, "{text:?} in {format:?}");
    }
}

#[test]
fn hard_cases_read_as_std_reads_them() {
    for text in [
        "0.1",
        "-0.0",
        "+1",
        "1.",
        ".5",
        "+.5",
        "-.5e1",
        "1e",
        "1e+",
        "e5",
        ".",
        "+",
        "-",
        "1.e5",
        "1E-5",
        "inf",
        "-Infinity",
        "NaN",
        "1e999",
        "1e-400",
        "4.9e-324",
        "2.2250738585072011e-308",
        "9007199254740993",
        "0.12355212355212356",
        "1.7976931348623157e308",
        "00000000000000000000000000001.5",
        "1_000",
        "0x10",
        "1e5x",
        "--1",
        "+-1",
        "1.2.3",
        "１",
    ] {
        expect_std(text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn printed_floats_read_back_bit_for_bit(bits in any::<u64>(), exponent in -30_i32..30) {
        let x = f64::from_bits(bits);
        prop_assume!(x.is_finite());
        let scaled = (bits % 1_000_000) as f64 * 10f64.powi(exponent);
        for text in [
            format!("{x}"),
            format!("{x:e}"),
            format!("{x:?}"),
            percent_17g(x),
            format!("{scaled}"),
            percent_17g(scaled),
            format!("{:.3}e{exponent}", scaled / 1e6),
        ] {
            expect_std(&text);
        }
    }

    #[test]
    fn number_like_texts_are_taken_as_std_takes_them(text in "[-+]?[0-9]{0,22}[.]?[0-9]{0,22}([eE][-+]?[0-9]{0,4})?") {
        expect_std(&text);
    }

    #[test]
    fn odd_texts_are_taken_as_std_takes_them(text in "[-+.0-9eEinfatyINFATY]{1,10}") {
        expect_std(&text);
    }
}
