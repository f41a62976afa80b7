//! The tests without a window, in one binary: the command line end to end, the reference answers
//! (scikit-learn, libsvm, the homework), the properties of MATH.md, reading files, the theory's
//! certificates, the learner contract over every algorithm, the catalogues, the code's layout
//! and the build's profile.

mod bins;
#[cfg(feature = "class")]
mod class;
#[cfg(feature = "class")]
mod class_limits;
#[cfg(feature = "class")]
mod class_page;
#[cfg(feature = "class")]
mod class_range;
#[cfg(feature = "class")]
mod class_remote;
#[cfg(feature = "gui")]
mod class_resume;
#[cfg(feature = "class")]
mod class_seats;
#[cfg(feature = "class")]
mod class_share;
mod cli;
mod cli_cluster;
mod cli_multiclass;
#[cfg(feature = "gui")]
mod cli_render;
mod cli_surface;
mod cli_svm;
mod cluster_properties;
mod cluster_reference;
mod damaged_scripts;
mod fit;
mod fit_classify;
mod fit_lambda;
mod fit_weights;
mod fonts;
mod i18n;
mod layout;
mod learners;
mod multiclass_properties;
mod multiclass_reference;
mod profile;
mod properties;
mod read_files;
mod reference;
mod scripts;
mod support;
mod svm_properties;
mod svm_reference;
mod theory;
mod transform;
mod vc;
mod weighted_learners;
