//! The classes of a file: its distinct labels (numbers or words), sorted, mapped to class
//! indices 0, 1, … and back to the text they were read as (MATH.md, "Multiclass").
//!
//! Two labels are the same class when both are numbers of equal value (`2`, `2.0` and
//! `2.000000` are one class, named as first written) or, otherwise, the same text. Classes
//! sort numerically when every label is a number, else lexicographically by their text.

/// The value of a label read as a number: `None` for a word (and for `nan` or `inf`, which are
/// no class numbers).
pub(crate) fn label_value(text: &str) -> Option<f64> {
    super::text::parse_float(text).filter(|v| v.is_finite())
}

/// Whether label `text` (value `value`) is the class first written as `name` (value `name_value`).
pub(crate) fn same_label(
    name: &str,
    name_value: Option<f64>,
    text: &str,
    value: Option<f64>,
) -> bool {
    match (name_value, value) {
        (Some(a), Some(b)) => a == b,
        _ => name == text,
    }
}

/// The distinct labels of a file, sorted: class k is named `name(k)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Classes {
    names: Vec<String>,
}

/// Every row's class, and the classes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassLabels {
    pub classes: Classes,
    /// The class index of each row, in file order.
    pub of_row: Vec<usize>,
}

impl Classes {
    /// The most classes linlab reads (each has its own shape and colour in the plane).
    pub const MAX: usize = 8;

    /// The classes of distinct labels (as first written, in any order), sorted; and for each
    /// given label, its class index.
    pub(crate) fn sorted(distinct: &[&str]) -> (Self, Vec<usize>) {
        let values: Vec<Option<f64>> = distinct.iter().map(|t| label_value(t)).collect();
        let numeric = values.iter().all(Option::is_some);
        let mut order: Vec<usize> = (0..distinct.len()).collect();
        order.sort_by(|&a, &b| match (numeric, values[a], values[b]) {
            (true, Some(x), Some(y)) => x.total_cmp(&y),
            _ => distinct[a].cmp(distinct[b]),
        });
        let mut class_of = vec![0; distinct.len()];
        for (class, &given) in order.iter().enumerate() {
            class_of[given] = class;
        }
        let names = order.iter().map(|&i| distinct[i].to_owned()).collect();
        (Self { names }, class_of)
    }

    /// The classes of a list of labels (one per row) and each row's class; `None` beyond
    /// [`Classes::MAX`] classes.
    pub fn of_labels(labels: &[&str]) -> Option<ClassLabels> {
        let mut distinct: Vec<&str> = Vec::new();
        let mut seen_of_row = Vec::with_capacity(labels.len());
        for &text in labels {
            let value = label_value(text);
            let found = distinct
                .iter()
                .position(|name| same_label(name, label_value(name), text, value));
            seen_of_row.push(found.unwrap_or_else(|| {
                distinct.push(text);
                distinct.len() - 1
            }));
        }
        if distinct.len() > Self::MAX {
            return None;
        }
        let (classes, class_of) = Self::sorted(&distinct);
        let of_row = seen_of_row.into_iter().map(|i| class_of[i]).collect();
        Some(ClassLabels { classes, of_row })
    }

    pub fn len(&self) -> usize {
        self.names.len()
    }

    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Class k's label, as the file wrote it.
    pub fn name(&self, k: usize) -> &str {
        &self.names[k]
    }

    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The class of label `text` (`2.0` finds the class read as `2`).
    pub fn index_of(&self, text: &str) -> Option<usize> {
        let value = label_value(text);
        self.names
            .iter()
            .position(|name| same_label(name, label_value(name), text, value))
    }

    /// Whether every class is a number (so they sort numerically).
    pub fn are_numbers(&self) -> bool {
        self.names.iter().all(|n| label_value(n).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_sort_by_value_and_words_by_text() {
        let numbers = Classes::of_labels(&["10", "2", "-1", "2.0", "10"]).expect("few classes");
        assert_eq!(numbers.classes.names(), &["-1", "2", "10"]);
        assert_eq!(numbers.of_row, vec![2, 1, 0, 1, 2]);
        assert_eq!(numbers.classes.index_of("2.000000"), Some(1));
        assert_eq!(numbers.classes.index_of("3"), None);
        let words = Classes::of_labels(&["dog", "cat", "10", "2"]).expect("few classes");
        assert_eq!(words.classes.names(), &["10", "2", "cat", "dog"]);
        assert!(!words.classes.are_numbers());
    }

    #[test]
    fn at_most_eight_classes() {
        let labels: Vec<String> = (0..9).map(|k| k.to_string()).collect();
        let texts: Vec<&str> = labels.iter().map(String::as_str).collect();
        assert!(Classes::of_labels(&texts[..8]).is_some());
        assert!(Classes::of_labels(&texts).is_none());
    }
}
