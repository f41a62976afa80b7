//! Numbers, points, vectors and lines as a sentence says them, for a screen reader and the
//! caption log: at most three decimals, a true minus sign (−), never "-0", and a point's
//! label as the catalogue says it (○ or × in English; 圈 or 叉 in Chinese, whose voices read ×
//! as 乘). The sentences themselves are the catalogues' (`access-…`), and so are a list's
//! separator and a label's word.

use std::fmt::Write as _;

use crate::number;

/// `value` to at most three decimals, trailing zeros dropped, with a true minus sign: 1.25,
/// −0.4, 3; a value that rounds to zero is 0.
pub fn number(value: f64) -> String {
    if !value.is_finite() {
        return number::shortest(value);
    }
    let rounded = (value * 1000.0).round() / 1000.0 + 0.0;
    let text = number::fixed(rounded, 3);
    let text = if text.contains('.') {
        text.trim_end_matches('0').trim_end_matches('.')
    } else {
        &text
    };
    text.replace('-', "−")
}

/// "(1.2, −0.4)".
pub fn pair(x: [f64; 2]) -> String {
    format!("({}, {})", number(x[0]), number(x[1]))
}

/// "(−1, 2, 3)": a weight vector (w₀, w₁, w₂).
pub fn vector(w: &[f64]) -> String {
    let parts: Vec<String> = w.iter().map(|&v| number(v)).collect();
    format!("({})", parts.join(", "))
}

/// The label +1 or −1 as spoken: ○ or × in English, 圈 or 叉 in Chinese
/// (access-label-positive, access-label-negative).
pub fn label(y: f64) -> &'static str {
    if y > 0.0 {
        crate::t!("access-label-positive")
    } else {
        crate::t!("access-label-negative")
    }
}

/// The line w₀ + w₁x₁ + w₂x₂ = 0 as it is read: "−1 + 2·x₁ + 3·x₂ = 0", a zero coefficient
/// left out.
pub fn line(w: [f64; 3]) -> String {
    let mut text = number(w[0]);
    for (coefficient, name) in [(w[1], "x₁"), (w[2], "x₂")] {
        if number(coefficient) != "0" {
            let sign = if coefficient < 0.0 { '−' } else { '+' };
            let _ = write!(text, " {sign} {}·{name}", number(coefficient.abs()));
        }
    }
    text.push_str(" = 0");
    text
}

/// "P3, P5, 2 more" (Chinese: "P3、P5、另有 2 个"): the points numbered from 1, at most `shown`
/// of them by name, joined by the catalogue's access-list-separator.
pub fn point_list(points: &[usize], shown: usize, more: impl Fn(usize) -> String) -> String {
    let mut names: Vec<String> = points
        .iter()
        .take(shown)
        .map(|n| format!("P{}", n + 1))
        .collect();
    if points.len() > shown {
        names.push(more(points.len() - shown));
    }
    names.join(crate::t!("access-list-separator"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_without_a_false_sign() {
        assert_eq!(number(-0.0), "0");
        assert_eq!(number(-0.0001), "0");
        assert_eq!(number(-0.4), "−0.4");
        assert_eq!(number(1.25), "1.25");
        assert_eq!(number(3.0), "3");
        assert_eq!(number(2.0 / 3.0), "0.667");
    }

    #[test]
    fn a_line_and_a_vector() {
        assert_eq!(line([-1.0, 2.0, 3.0]), "−1 + 2·x₁ + 3·x₂ = 0");
        assert_eq!(line([0.5, 0.0, -1.0]), "0.5 − 1·x₂ = 0");
        assert_eq!(vector(&[-1.0, 0.0, 2.5]), "(−1, 0, 2.5)");
        assert_eq!(pair([1.2, -0.4]), "(1.2, −0.4)");
    }

    #[test]
    fn a_list_of_points() {
        crate::i18n::set_language(crate::i18n::Language::English);
        let more = |k: usize| format!("{k} more");
        assert_eq!(point_list(&[2, 4], 5, more), "P3, P5");
        assert_eq!(point_list(&[0, 1, 2], 2, more), "P1, P2, 1 more");
        crate::i18n::set_language(crate::i18n::Language::SimplifiedChinese);
        let more = |k: usize| crate::t!("access-more", count = k);
        assert_eq!(point_list(&[0, 1, 2], 2, more), "P1、P2、另有 1 个");
    }

    #[test]
    fn labels_as_spoken() {
        crate::i18n::set_language(crate::i18n::Language::English);
        assert_eq!((label(1.0), label(-1.0)), ("○", "×"));
        crate::i18n::set_language(crate::i18n::Language::SimplifiedChinese);
        assert_eq!((label(1.0), label(-1.0)), ("圈", "叉"));
    }
}
