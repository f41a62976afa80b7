//! Numbers as people read them, in the window and on the command line: fixed decimals, the
//! shortest text that reads back the same, or scientific notation — and never "-0"; a count
//! with its thousands grouped (40,000), or as a subscript (μ₁₂).
//!
//! Rust prints −0.0 as "-0" and a small negative number rounded to the shown decimals as
//! "-0.0000"; a student reads a sign that is not there. Every number shown to a person goes
//! through here, so zero is written 0.

/// A count written in subscript digits: 12 → "₁₂" (μ₁₂).
pub fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|d| char::from_u32(0x2080 + d.to_digit(10).unwrap_or(0)).unwrap_or(d))
        .collect()
}

/// A count with its thousands grouped by commas, as the course and both Chinese catalogues write
/// them: 40000 → "40,000", 999 → "999".
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut text = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

/// A power written in superscript digits: 10 → "¹⁰" (x₁¹⁰, 2¹⁰).
pub fn superscript(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|d| match d {
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            d => char::from_u32(0x2070 + d.to_digit(10).unwrap_or(0)).unwrap_or(d),
        })
        .collect()
}

/// `value` with `decimals` digits after the point ("0.1250"); a value that rounds to zero is
/// written without a sign.
pub fn fixed(value: f64, decimals: usize) -> String {
    unsigned_zero(format!("{value:.decimals$}"))
}

/// `value` in scientific notation with `decimals` digits after the point ("1.25e-3").
pub fn sci(value: f64, decimals: usize) -> String {
    unsigned_zero(format!("{value:.decimals$e}"))
}

/// The shortest text that reads back as `value` ("0.1", "3", "1e-7"), zero without a sign.
pub fn shortest(value: f64) -> String {
    unsigned_zero(value.to_string())
}

/// `value` with at most `digits` significant digits, trailing zeros dropped ("0.0013", "250",
/// "1.5e6" past 10⁶ or below 10⁻⁴).
pub fn significant(value: f64, digits: usize) -> String {
    let digits = digits.max(1);
    if value == 0.0 || !value.is_finite() {
        return shortest(value);
    }
    let magnitude = value.abs().log10().floor();
    if !(-4.0..6.0).contains(&magnitude) {
        let text = sci(value, digits - 1);
        return match text.split_once('e') {
            Some((mantissa, exponent)) => format!("{}e{exponent}", trim_zeros(mantissa)),
            None => text,
        };
    }
    let decimals = (digits as f64 - 1.0 - magnitude).max(0.0) as usize;
    unsigned_zero(trim_zeros(&format!("{value:.decimals$}")).to_owned())
}

/// "1.2500" → "1.25", "3.000" → "3"; text without a point is left alone.
fn trim_zeros(text: &str) -> &str {
    if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.')
    } else {
        text
    }
}

/// "-0", "-0.000", "-0.00e0" → the same without the sign; anything else unchanged.
fn unsigned_zero(text: String) -> String {
    match text.strip_prefix('-') {
        Some(rest)
            if rest
                .split(['e', 'E'])
                .next()
                .is_some_and(|mantissa| mantissa.bytes().all(|b| b == b'0' || b == b'.')) =>
        {
            rest.to_owned()
        }
        _ => text,
    }
}

/// A number as a person types it in a field ("−0.5" with the minus sign too, spaces around
/// it): only a finite one (a typed "inf" or "NaN" is not a setting).
pub fn parse_typed(typed: &str) -> Option<f64> {
    typed
        .trim()
        .replace('−', "-")
        .parse::<f64>()
        .ok()
        .filter(|v| v.is_finite())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1_000), "1,000");
        assert_eq!(grouped(40_000), "40,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }

    #[test]
    fn subscripts() {
        assert_eq!(subscript(1), "₁");
        assert_eq!(subscript(12), "₁₂");
    }

    #[test]
    fn zero_has_no_sign() {
        assert_eq!(fixed(-0.0, 4), "0.0000");
        assert_eq!(fixed(-0.00001, 4), "0.0000");
        assert_eq!(fixed(-0.0, 0), "0");
        assert_eq!(sci(-0.0, 2), "0.00e0");
        assert_eq!(shortest(-0.0), "0");
        assert_eq!(significant(-0.0, 3), "0");
        assert_eq!(significant(-1e-12, 3), "-1e-12");
    }

    #[test]
    fn other_numbers_keep_their_sign_and_digits() {
        assert_eq!(fixed(-0.5, 2), "-0.50");
        assert_eq!(fixed(1.0 / 3.0, 3), "0.333");
        assert_eq!(sci(-0.00125, 2), "-1.25e-3");
        assert_eq!(shortest(-2.5), "-2.5");
        assert_eq!(shortest(f64::NAN), "NaN");
        assert_eq!(significant(0.0012345, 2), "0.0012");
        assert_eq!(significant(250.0, 3), "250");
        assert_eq!(significant(1.5e7, 3), "1.5e7");
        assert_eq!(significant(-3.0, 4), "-3");
    }
}
