//! What every reader fills in: feature values row by row and labels, checked as they come;
//! at the end the labels are mapped (0/1 → −1/+1) and the [`Dataset`] is built.

use super::LabelColumn;
use super::error::{Fault, MAX_VALUES, ReadErrorKind, quoted};
use crate::data::{DataError, Dataset};
use crate::t;

/// The labels of a file as read, with where each kind of label was first seen, so that a file
/// mixing the two conventions (+1/−1 and 0/1) is caught at the line that mixes them.
///
/// For [`LabelColumn::Ignored`] and [`LabelColumn::Absent`] nothing is checked and every label is
/// kept as +1: the points are read for clustering or PCA, which set the labels aside.
#[derive(Debug, Default)]
pub(crate) struct Labels {
    column: LabelColumn,
    values: Vec<f64>,
    first_minus_one: Option<usize>,
    first_zero: Option<usize>,
}

impl Labels {
    pub fn new(column: LabelColumn) -> Self {
        Self {
            column,
            ..Self::default()
        }
    }

    /// The label of a row without a label column (+1, set aside).
    pub fn push_absent(&mut self) {
        self.values.push(1.0);
    }

    /// Reads the label field `text` at `line`, `column`.
    pub fn push(&mut self, text: &str, line: usize, column: usize) -> Result<(), Fault> {
        if text.is_empty() {
            return Err(Fault::at(line, column, ReadErrorKind::EmptyField));
        }
        if self.column != LabelColumn::Binary {
            self.push_absent();
            return Ok(());
        }
        let value = text.parse::<f64>().unwrap_or(f64::NAN);
        let clash = if value == 1.0 {
            None
        } else if value == -1.0 {
            self.first_minus_one.get_or_insert(line);
            self.first_zero.map(|other_line| ("0", other_line))
        } else if value == 0.0 {
            self.first_zero.get_or_insert(line);
            self.first_minus_one.map(|other_line| ("−1", other_line))
        } else {
            let kind = ReadErrorKind::BadLabel { text: quoted(text) };
            return Err(Fault::at(line, column, kind));
        };
        if let Some((other, other_line)) = clash {
            let kind = ReadErrorKind::MixedLabels {
                text: quoted(text),
                other,
                other_line,
            };
            return Err(Fault::at(line, column, kind));
        }
        self.values.push(value);
        Ok(())
    }

    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// The labels as ±1, and a notice if 0/1 labels were mapped.
    fn finish(self) -> (Vec<f64>, Option<String>) {
        if self.first_zero.is_none() {
            return (self.values, None);
        }
        let mapped = self
            .values
            .into_iter()
            .map(|y| if y == 0.0 { -1.0 } else { 1.0 })
            .collect();
        (mapped, Some(t!("core-read-labels-mapped").to_owned()))
    }
}

/// Points as they are read: features row-major, labels, names and notices.
#[derive(Debug)]
pub(crate) struct Points {
    pub dim: usize,
    pub features: Vec<f64>,
    pub labels: Labels,
    pub feature_names: Vec<String>,
    pub notices: Vec<String>,
}

/// The points of a file, ready to be handed out (with the format, by the caller).
#[derive(Debug)]
pub(crate) struct Parsed {
    pub data: Dataset,
    pub feature_names: Vec<String>,
    pub notices: Vec<String>,
}

impl Points {
    pub fn new(dim: usize, feature_names: Vec<String>, column: LabelColumn) -> Self {
        Self {
            dim,
            features: Vec::new(),
            labels: Labels::new(column),
            feature_names,
            notices: Vec::new(),
        }
    }

    /// Checks that there are points at all, maps the labels and builds the [`Dataset`].
    /// `header_line` is the line of a header, if the file had one (for the message).
    pub fn finish(self, header_line: Option<usize>) -> Result<Parsed, Fault> {
        if self.labels.len() == 0 {
            return Err(Fault::whole(ReadErrorKind::NoPoints { header_line }));
        }
        let (labels, notice) = self.labels.finish();
        let data = Dataset::from_rows(self.dim, &self.features, &labels).map_err(rejected)?;
        let mut notices = self.notices;
        notices.extend(notice);
        Ok(Parsed {
            data,
            feature_names: self.feature_names,
            notices,
        })
    }
}

/// Refuses a file that would expand to more values than linlab holds.
pub(crate) fn check_size(points: usize, features: usize) -> Result<(), Fault> {
    match points.checked_mul(features) {
        Some(values) if values <= MAX_VALUES => Ok(()),
        _ => Err(Fault::whole(ReadErrorKind::TooManyValues {
            points,
            features,
        })),
    }
}

fn rejected(error: DataError) -> Fault {
    Fault::whole(match error {
        DataError::NoFeatures => ReadErrorKind::NoFeatures,
        other => ReadErrorKind::Rejected(other),
    })
}

/// The names x1 … xd, for a file without a header.
pub(crate) fn default_names(dim: usize) -> Vec<String> {
    (1..=dim).map(|i| format!("x{i}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read_labels(texts: &[&str]) -> Result<(Vec<f64>, Option<String>), Fault> {
        let mut labels = Labels::default();
        for (i, text) in texts.iter().enumerate() {
            labels.push(text, i + 1, 3)?;
        }
        Ok(labels.finish())
    }

    #[test]
    fn accepts_plus_minus_one_in_any_spelling() {
        let (labels, notice) =
            read_labels(&["1", "+1", "-1", "1.0", "-1.000000"]).expect("valid labels");
        assert_eq!(labels, vec![1.0, 1.0, -1.0, 1.0, -1.0]);
        assert_eq!(notice, None);
    }

    #[test]
    fn maps_zero_one_with_a_notice() {
        let (labels, notice) = read_labels(&["1", "0", "0.0", "1"]).expect("valid labels");
        assert_eq!(labels, vec![1.0, -1.0, -1.0, 1.0]);
        assert!(notice.expect("a notice").contains("0/1"));
    }

    #[test]
    fn refuses_other_labels_where_they_are() {
        let bad = read_labels(&["1", "-1", "2"]).expect_err("label 2");
        assert_eq!((bad.line, bad.column), (Some(3), Some(3)));
        assert!(matches!(bad.kind, ReadErrorKind::BadLabel { .. }));
        let mixed = read_labels(&["-1", "1", "0"]).expect_err("three values");
        assert_eq!(mixed.line, Some(3));
        assert!(matches!(
            mixed.kind,
            ReadErrorKind::MixedLabels { other_line: 1, .. }
        ));
        let empty = read_labels(&[""]).expect_err("empty");
        assert_eq!(empty.kind, ReadErrorKind::EmptyField);
        for text in ["0.5", "abc", "nan", "2"] {
            assert!(read_labels(&[text]).is_err(), "{text:?} is not a label");
        }
    }

    #[test]
    fn refuses_no_points_and_too_many_values() {
        let none = Points::new(2, default_names(2), LabelColumn::Binary).finish(Some(1));
        let fault = none.expect_err("no points");
        assert_eq!(
            fault.kind,
            ReadErrorKind::NoPoints {
                header_line: Some(1)
            }
        );
        assert!(check_size(10, 1000).is_ok());
        assert!(check_size(1000, 1 << 20).is_err());
        assert!(check_size(usize::MAX, 2).is_err());
    }
}
