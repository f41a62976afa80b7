//! A labelled multiclass data set: points in R^d and each point's class index, with the
//! [`Classes`] that name them; the binary problems OVA and OVO learn from it, and the
//! multiclass 0/1 error of a model on it.

use super::{ClassLabels, Classes, MulticlassError};
use crate::data::{DataError, Dataset};
use crate::model::{Model, Prediction};
use crate::read::{Format, Loaded, write_points_with_classes};

/// N points and their classes.
#[derive(Debug, Clone, PartialEq)]
pub struct MulticlassData {
    /// The points, every label +1: its signed rows are the augmented points z = (1, x).
    points: Dataset,
    classes: Classes,
    class_of_row: Vec<usize>,
}

impl MulticlassData {
    /// Points (their labels are not used) and every point's class.
    pub fn new(points: &Dataset, labels: ClassLabels) -> Result<Self, MulticlassError> {
        if labels.of_row.len() != points.len() {
            return Err(MulticlassError::RowCount {
                points: points.len(),
                labels: labels.of_row.len(),
            });
        }
        let ClassLabels { classes, of_row } = labels;
        if let Some(&bad) = of_row.iter().find(|&&k| k >= classes.len()) {
            return Err(MulticlassError::NoSuchClass { class: bad });
        }
        let mut unlabelled = Dataset::new(points.dim());
        let mut x = Vec::with_capacity(points.dim());
        for n in 0..points.len() {
            x.clear();
            x.extend(points.features(n));
            unlabelled.push(&x, 1.0)?;
        }
        Ok(Self {
            points: unlabelled,
            classes,
            class_of_row: of_row,
        })
    }

    /// Points (their labels are not used) and each point's class number, with gaps allowed
    /// (the window's □ = 0, ◇ = 1, …): the numbers present, in order, become the classes 0, 1,
    /// …, and are returned too, so that class j is number `present[j]`.
    pub fn with_class_numbers(
        points: &Dataset,
        numbers: &[usize],
    ) -> Result<(Self, Vec<usize>), MulticlassError> {
        let mut present = numbers.to_vec();
        present.sort_unstable();
        present.dedup();
        // Named by their rank, the classes sort in the numbers' order.
        let ranks: Vec<String> = numbers
            .iter()
            .map(|k| present.binary_search(k).unwrap_or(0).to_string())
            .collect();
        let texts: Vec<&str> = ranks.iter().map(String::as_str).collect();
        let labels = Classes::of_labels(&texts).ok_or(MulticlassError::TooManyClasses)?;
        Ok((Self::new(points, labels)?, present))
    }

    /// Row-major features (N × `dim`) and one label per row, numbers or words.
    pub fn from_rows(
        dim: usize,
        features: &[f64],
        labels: &[&str],
    ) -> Result<Self, MulticlassError> {
        let ones = vec![1.0; labels.len()];
        let points = Dataset::from_rows(dim, features, &ones)?;
        let labels = Classes::of_labels(labels).ok_or(MulticlassError::TooManyClasses)?;
        Self::new(&points, labels)
    }

    /// A file read with [`crate::read::LabelColumn::Classes`] (or a binary file whose labels
    /// were mapped).
    pub fn from_loaded(loaded: &Loaded) -> Result<Self, MulticlassError> {
        let labels = loaded.classes.clone().ok_or(MulticlassError::NoClasses)?;
        Self::new(&loaded.data, labels)
    }

    pub fn len(&self) -> usize {
        self.class_of_row.len()
    }

    pub fn is_empty(&self) -> bool {
        self.class_of_row.is_empty()
    }

    pub fn dim(&self) -> usize {
        self.points.dim()
    }

    pub fn classes(&self) -> &Classes {
        &self.classes
    }

    /// Point n's class index.
    pub fn class(&self, n: usize) -> usize {
        self.class_of_row[n]
    }

    pub fn class_of_row(&self) -> &[usize] {
        &self.class_of_row
    }

    /// The points with every label +1 (for drawing, or as input-space rows).
    pub fn points(&self) -> &Dataset {
        &self.points
    }

    /// The augmented point zₙ = (1, xₙ).
    pub fn augmented_row(&self, n: usize) -> &[f64] {
        self.points.signed_row(n)
    }

    /// The features x₁ … x_d of point n.
    pub fn features(&self, n: usize) -> impl Iterator<Item = f64> + '_ {
        self.points.features(n)
    }

    /// Checks that the points can be learned from: at least two classes, each with a point.
    pub fn check_learnable(&self) -> Result<(), MulticlassError> {
        if self.is_empty() {
            return Err(DataError::Empty.into());
        }
        let counts = self.class_counts();
        if counts.len() < 2 {
            return Err(MulticlassError::TooFewClasses {
                classes: counts.len(),
            });
        }
        match counts.iter().position(|&c| c == 0) {
            Some(k) => Err(MulticlassError::EmptyClass {
                label: self.classes.name(k).to_owned(),
            }),
            None => Ok(()),
        }
    }

    /// How many points each class has.
    pub fn class_counts(&self) -> Vec<usize> {
        let mut counts = vec![0; self.classes.len()];
        for &k in &self.class_of_row {
            counts[k] += 1;
        }
        counts
    }

    /// The binary problem of class `positive` against class `negative` (one versus one: only
    /// their rows) or against every other class (`None`, one versus all: every row), with
    /// y' = +1 iff the class is `positive`; and the rows of `self` it holds, in file order.
    pub fn binary(&self, positive: usize, negative: Option<usize>) -> (Dataset, Vec<usize>) {
        let rows: Vec<usize> = (0..self.len())
            .filter(|&n| {
                negative
                    .is_none_or(|l| self.class_of_row[n] == positive || self.class_of_row[n] == l)
            })
            .collect();
        let mut features = Vec::with_capacity(rows.len() * self.dim());
        let mut labels = Vec::with_capacity(rows.len());
        for &n in &rows {
            features.extend(self.features(n));
            labels.push(if self.class_of_row[n] == positive {
                1.0
            } else {
                -1.0
            });
        }
        // The features are this set's own (finite, of its dimension) and the labels ±1, so the
        // points are always accepted.
        let data = Dataset::from_rows(self.dim(), &features, &labels)
            .unwrap_or_else(|_| Dataset::new(self.dim()));
        (data, rows)
    }

    /// The class a model predicts for point n (`None` if the model does not predict classes).
    pub fn predicted_class(&self, model: &Model, n: usize) -> Option<usize> {
        let x: Vec<f64> = self.features(n).collect();
        match model.predict(&x) {
            Prediction::Class(k) => Some(k),
            _ => None,
        }
    }

    /// The multiclass 0/1 error: the fraction of points whose predicted class is not their
    /// class (0 for no points).
    pub fn zero_one_error(&self, model: &Model) -> f64 {
        if self.is_empty() {
            return 0.0;
        }
        let wrong = (0..self.len())
            .filter(|&n| self.predicted_class(model, n) != Some(self.class(n)))
            .count();
        wrong as f64 / self.len() as f64
    }

    /// The same points with their classes renumbered into `classes` (a test set read on its
    /// own, in the classes of its training set); an error names a label `classes` lacks.
    pub fn in_classes(&self, classes: &Classes) -> Result<Self, MulticlassError> {
        let mut of_row = Vec::with_capacity(self.len());
        for &k in &self.class_of_row {
            let name = self.classes.name(k);
            let class = classes
                .index_of(name)
                .ok_or_else(|| MulticlassError::UnknownClass {
                    label: name.to_owned(),
                })?;
            of_row.push(class);
        }
        Ok(Self {
            points: self.points.clone(),
            classes: classes.clone(),
            class_of_row: of_row,
        })
    }

    /// The points as a file in `format`, each label written as the file had it.
    pub fn write(&self, format: Format, feature_names: &[String]) -> String {
        write_points_with_classes(
            &self.points,
            format,
            feature_names,
            &self.classes,
            &self.class_of_row,
        )
    }
}
