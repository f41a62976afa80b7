//! The preferences as they are written: one flat object, as lessons and saved settings always
//! wrote them (Classify's settings at the top level beside the others). Reading it field by
//! field spares the page serde's buffering of a flattened struct.

use serde::{Deserialize, Serialize};

use super::{
    ClassifyPrefs, ClusterPrefs, HistoryCurves, LossCurves, MulticlassPrefs, Prefs, StepUnit,
    TheoryOptions, ViewOptions, WeightSpacePrefs, Workspace,
};
use crate::app::document::Label;
use crate::app::document::presets::Preset;
use crate::learn;

/// [`Prefs`] as written.
#[derive(Clone, Serialize, Deserialize)]
#[serde(default)]
pub(super) struct SavedPrefs {
    learner: learn::Settings,
    speed: f64,
    place: Label,
    preset: Preset,
    view: ViewOptions,
    loss_view: LossCurves,
    history: HistoryCurves,
    theory: TheoryOptions,
    weight_space: WeightSpacePrefs,
    compare: Option<learn::Settings>,
    compare_by: StepUnit,
    workspace: Workspace,
    cluster: ClusterPrefs,
    #[serde(alias = "classes")]
    multiclass: MulticlassPrefs,
}

impl Default for SavedPrefs {
    fn default() -> Self {
        Prefs::default().into()
    }
}

impl From<Prefs> for SavedPrefs {
    fn from(prefs: Prefs) -> Self {
        let Prefs {
            classify,
            cluster,
            multiclass,
            place,
            preset,
            view,
            workspace,
        } = prefs;
        let ClassifyPrefs {
            learner,
            speed,
            loss_view,
            history,
            theory,
            weight_space,
            compare,
            compare_by,
        } = classify;
        Self {
            learner,
            speed,
            place,
            preset,
            view,
            loss_view,
            history,
            theory,
            weight_space,
            compare,
            compare_by,
            workspace,
            cluster,
            multiclass,
        }
    }
}

impl From<SavedPrefs> for Prefs {
    fn from(saved: SavedPrefs) -> Self {
        let SavedPrefs {
            learner,
            speed,
            place,
            preset,
            view,
            loss_view,
            history,
            theory,
            weight_space,
            compare,
            compare_by,
            workspace,
            cluster,
            multiclass,
        } = saved;
        Self {
            classify: ClassifyPrefs {
                learner,
                speed,
                loss_view,
                history,
                theory,
                weight_space,
                compare,
                compare_by,
            },
            cluster,
            multiclass,
            place,
            preset,
            view,
            workspace,
        }
    }
}
