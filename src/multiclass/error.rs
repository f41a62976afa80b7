//! Why a multiclass learner could not be built, or labels could not be taken as classes.

use std::fmt;

use thiserror::Error;

use super::Classes;
use crate::data::DataError;
use crate::learn::SettingsError;
use crate::t;

#[derive(Debug, Clone, PartialEq, Error)]
pub enum MulticlassError {
    /// The points hold fewer than two classes (`classes` of them).
    TooFewClasses {
        classes: usize,
    },
    /// Class `label` has no points.
    EmptyClass {
        label: String,
    },
    /// More labels than [`Classes::MAX`].
    TooManyClasses,
    /// The points were read without their labels as classes.
    NoClasses,
    /// `points` points but `labels` labels.
    RowCount {
        points: usize,
        labels: usize,
    },
    /// A row names class `class`, which does not exist.
    NoSuchClass {
        class: usize,
    },
    /// A test file's label that is not a class of the training file.
    UnknownClass {
        label: String,
    },
    /// The structured perceptron is PLA in cyclic order from w = 0.
    StructuredSettings,
    Settings(#[from] SettingsError),
    Data(#[from] DataError),
}

impl fmt::Display for MulticlassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            Self::TooFewClasses { classes } => t!(
                "core-multiclass-too-few-classes",
                classes = classes.to_string()
            ),
            Self::EmptyClass { label } => t!("core-multiclass-empty-class", label = label),
            Self::TooManyClasses => {
                t!(
                    "core-multiclass-too-many-classes",
                    max = Classes::MAX.to_string()
                )
            }
            Self::NoClasses => t!("core-multiclass-no-classes").to_owned(),
            Self::RowCount { points, labels } => t!(
                "core-multiclass-row-count",
                points = points.to_string(),
                labels = labels.to_string()
            ),
            Self::NoSuchClass { class } => {
                t!("core-multiclass-no-such-class", class = class.to_string())
            }
            Self::UnknownClass { label } => t!("core-multiclass-unknown-class", label = label),
            Self::StructuredSettings => t!("core-multiclass-structured-settings").to_owned(),
            Self::Settings(e) => e.to_string(),
            Self::Data(e) => e.to_string(),
        };
        f.write_str(&text)
    }
}
