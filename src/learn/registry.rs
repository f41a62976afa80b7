//! The registry of learners: each algorithm's [`Description`], kept in its learner's file and
//! found by one match. The learners' files know the algorithms' vocabulary (`algorithm.rs`), and
//! only this file knows every learner.

use super::algorithm::{Algorithm, Description};

impl Algorithm {
    /// The registry: each algorithm's description, kept in its learner's file.
    pub fn describe(self) -> &'static Description {
        match self {
            Self::Pla => &super::pla::PLA,
            Self::Pocket => &super::pocket::POCKET,
            Self::LogisticSgd => &super::logistic::LOGISTIC_SGD,
            Self::LogisticGd => &super::logistic::LOGISTIC_GD,
            Self::Linreg => &super::linreg::LINREG,
            Self::Averaged => &super::pla::AVERAGED,
            Self::Voted => &super::pla::VOTED,
            Self::Svm => &super::svm::SVM,
            Self::HingeSgd => &super::hinge::HINGE_SGD,
            Self::KernelPerceptron => &super::kernel_perceptron::KERNEL_PERCEPTRON,
            Self::LinregSgd => &super::linreg_sgd::LINREG_SGD,
        }
    }
}
