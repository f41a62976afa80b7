//! The window's part of a lesson (its `app` field), as far as the core reads it: the workspace
//! shown, the settings of K-means and of the several classes, each point's own class, and where
//! the workspace shown stands (its [`Place`], under the key its type names). The window writes
//! all of it, and more that is read past here (the panels shown, the feature names…); the
//! script reads a scene's window part only through these types.
//!
//! Reading is forgiving, as the window's own is: a field that is missing or does not read takes
//! its default, and spoils none of the others.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use super::Lesson;
use crate::learn::{Algorithm, Budget, Settings};
use crate::multiclass::{DEFAULT_EPOCHS, Method};
use crate::transform::Transform;

/// What the window does with the points: the workspace shown. The window's switch lists them
/// in [`Workspace::ALL`]'s order, each with its name and room (`app/prefs/workspace.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Workspace {
    /// The learners: a line (or more) separating ○ from ×.
    #[default]
    Classify,
    /// K-means, stepped one half iteration at a time.
    Cluster,
    /// The principal axes, projections and reconstructions.
    Pca,
    /// More than two classes: □ ◇ △ ☆ … ("classes": written before the workspace took its
    /// name.)
    #[serde(alias = "classes")]
    Multiclass,
    /// Every labelling of a few points, break points and the VC bound.
    Dichotomies,
    /// A feature transform Φ: the learners run in Z, their line a curve in X.
    Transform,
    /// Polynomial fits on the line: overfitting, weight decay and validation.
    Fit,
    /// Can we learn at all? One bin, the coin game, many bins and Hoeffding.
    Bins,
}

impl Workspace {
    /// Every workspace, in the switch's order.
    pub const ALL: &[Self] = &[
        Self::Classify,
        Self::Cluster,
        Self::Pca,
        Self::Multiclass,
        Self::Dichotomies,
        Self::Transform,
        Self::Fit,
        Self::Bins,
    ];
}

/// Where the workspace shown stands, each workspace's [`Place`] under its own key.
pub type Places = serde_json::Map<String, Value>;

/// Where a workspace stands, as a lesson keeps it in the window's part, under [`Place::KEY`].
pub trait Place: Serialize + DeserializeOwned {
    /// Its key in the window's part of a lesson.
    const KEY: &'static str;

    /// The place `places` hold, if they hold one that reads.
    fn read(places: &Places) -> Option<Self> {
        places
            .get(Self::KEY)
            .and_then(|v| Self::deserialize(v).ok())
    }

    /// Puts it into `places`, under its key.
    fn write(&self, places: &mut Places) {
        if let Ok(value) = serde_json::to_value(self) {
            places.insert(Self::KEY.to_owned(), value);
        }
    }
}

/// Where K-means stands (the Cluster workspace): the centres clicked (row-major
/// `[x₁, x₂, …]`) and the half steps made.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct KMeansPlace {
    pub clicked: Vec<f64>,
    pub t: usize,
}

impl Place for KMeansPlace {
    const KEY: &'static str = "kmeans";
}

/// Where the several classes stand (the Several classes workspace): the steps their learner
/// made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct MulticlassPlace {
    pub t: u64,
}

impl Place for MulticlassPlace {
    const KEY: &'static str = "classes_t";
}

/// Where the learner in Z stands (the Transform workspace): the updates it made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct TransformPlace {
    pub t: u64,
}

impl Place for TransformPlace {
    const KEY: &'static str = "transform_t";
}

/// The window's part of a lesson that the core reads; the rest is read past.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct WindowPart {
    #[serde(deserialize_with = "or_default")]
    pub prefs: PrefsPart,
    /// Each point's own class (the Several classes workspace), when any point has one.
    #[serde(deserialize_with = "or_default")]
    pub classes: Option<Vec<Option<usize>>>,
    /// Where the workspace shown stands (see [`Place`]), among the window's other keys.
    #[serde(flatten)]
    pub places: Places,
}

impl WindowPart {
    /// The window's part of `lesson` (the default one where it has none that reads).
    pub fn of(lesson: &Lesson) -> Self {
        Self::deserialize(&lesson.app).unwrap_or_default()
    }

    /// The workspace shown.
    pub fn workspace(&self) -> Workspace {
        self.prefs.workspace
    }

    /// Where the workspace that keeps a place of type `P` stands, if the lesson says.
    pub fn place<P: Place>(&self) -> Option<P> {
        P::read(&self.places)
    }
}

/// The window's preferences that the core reads.
#[derive(Debug, Clone, Default, PartialEq, Deserialize)]
#[serde(default)]
pub struct PrefsPart {
    #[serde(deserialize_with = "or_default")]
    pub workspace: Workspace,
    #[serde(deserialize_with = "or_default")]
    pub cluster: ClusterPart,
    /// "classes": written before the workspace's settings took its name.
    #[serde(alias = "classes", deserialize_with = "or_default")]
    pub multiclass: MulticlassPart,
    #[serde(deserialize_with = "or_default")]
    pub transform: TransformPart,
    #[serde(deserialize_with = "or_default")]
    pub fit: super::fit::FitPart,
}

/// Where K-means' centres start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ClusterStart {
    /// K points drawn by the seed.
    #[default]
    Random,
    /// k-means++, by the seed.
    #[serde(alias = "plus_plus")]
    PlusPlus,
    /// Where the teacher clicked (the [`KMeansPlace`]'s centres).
    Clicked,
}

/// K-means' settings (the Cluster workspace's), with the window's defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClusterPart {
    pub k: usize,
    pub start: ClusterStart,
    pub seed: u64,
}

impl Default for ClusterPart {
    fn default() -> Self {
        Self {
            k: 3,
            start: ClusterStart::Random,
            seed: 1,
        }
    }
}

impl ClusterPart {
    /// The largest K the window offers (one colour and shape each).
    pub const MAX_K: usize = 8;

    /// K within 1 … [`Self::MAX_K`].
    pub fn clamped_k(&self) -> usize {
        self.k.clamp(1, Self::MAX_K)
    }
}

impl<'de> Deserialize<'de> for ClusterPart {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Default, Deserialize)]
        #[serde(default)]
        struct Written {
            k: Value,
            start: Value,
            seed: Value,
        }
        let written = Written::deserialize(deserializer)?;
        let default = Self::default();
        Ok(Self {
            k: read(written.k).unwrap_or(default.k),
            start: read(written.start).unwrap_or(default.start),
            seed: read(written.seed).unwrap_or(default.seed),
        })
    }
}

/// The several classes' learner (the Several classes workspace's settings), with the window's
/// defaults.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MulticlassPart {
    pub method: Method,
    pub algorithm: Algorithm,
    pub epochs: u64,
}

impl Default for MulticlassPart {
    fn default() -> Self {
        Self {
            method: Method::Ova,
            algorithm: Algorithm::Pla,
            epochs: DEFAULT_EPOCHS,
        }
    }
}

impl<'de> Deserialize<'de> for MulticlassPart {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Default, Deserialize)]
        #[serde(default)]
        struct Written {
            method: Value,
            algorithm: Value,
            epochs: Value,
        }
        let written = Written::deserialize(deserializer)?;
        let default = Self::default();
        Ok(Self {
            method: read(written.method).unwrap_or(default.method),
            algorithm: read(written.algorithm).unwrap_or(default.algorithm),
            epochs: read(written.epochs).unwrap_or(default.epochs),
        })
    }
}

/// The Transform workspace's Φ and the learner that runs in Z, with the window's defaults (the
/// circle transform; PLA with a budget of 10,000 updates, as Classify's learner starts).
#[derive(Debug, Clone, PartialEq)]
pub struct TransformPart {
    pub phi: Transform,
    pub learner: Settings,
}

impl Default for TransformPart {
    fn default() -> Self {
        Self {
            phi: Transform::Circle,
            learner: Settings {
                budget: Budget {
                    max_updates: Some(10_000),
                    max_visits: None,
                },
                ..Settings::new(Algorithm::Pla)
            },
        }
    }
}

impl<'de> Deserialize<'de> for TransformPart {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        /// The learners' settings as the window writes them: the first learner among others.
        #[derive(Default, Deserialize)]
        #[serde(default)]
        struct Learners {
            learner: Value,
        }
        #[derive(Default, Deserialize)]
        #[serde(default)]
        struct Written {
            phi: Value,
            learners: Value,
        }
        let written = Written::deserialize(deserializer)?;
        let default = Self::default();
        let learner = read::<Learners>(written.learners)
            .and_then(|l| read(l.learner))
            .unwrap_or(default.learner);
        Ok(Self {
            phi: read(written.phi).unwrap_or(default.phi),
            learner,
        })
    }
}

/// `value` as a `T`, if it reads as one.
fn read<T: DeserializeOwned>(value: Value) -> Option<T> {
    T::deserialize(value).ok()
}

/// A field that does not read takes its type's default (the window's settings read with it
/// too, so that one bad field of a lesson spoils none of the others).
pub(crate) fn or_default<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned + Default,
{
    Ok(read(Value::deserialize(deserializer)?).unwrap_or_default())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn part(app: Value) -> WindowPart {
        WindowPart::of(&Lesson {
            app,
            ..Lesson::default()
        })
    }

    #[test]
    fn every_workspace_reads_back_as_itself_and_the_old_name_as_several_classes() {
        for &workspace in Workspace::ALL {
            let name = serde_json::to_value(workspace).expect("a name");
            assert_eq!(
                part(json!({"prefs": {"workspace": name}})).workspace(),
                workspace
            );
        }
        let old = part(json!({"prefs": {"workspace": "classes"}}));
        assert_eq!(old.workspace(), Workspace::Multiclass);
        // No window part, or a workspace this build does not know: Classify.
        assert_eq!(part(Value::Null).workspace(), Workspace::Classify);
        let unknown = part(json!({"prefs": {"workspace": "tomorrow", "cluster": {"k": 5}}}));
        assert_eq!(unknown.workspace(), Workspace::Classify);
        assert_eq!(unknown.prefs.cluster.k, 5, "the other fields still read");
    }

    #[test]
    fn settings_read_field_by_field_with_the_windows_defaults() {
        let window = part(json!({"prefs": {
            "cluster": {"k": "five", "start": "plus_plus", "seed": 9, "speed": 2},
            "classes": {"method": "ovo", "algorithm": 3, "hard_ova": true},
        }}));
        let cluster = window.prefs.cluster;
        assert_eq!(cluster.k, ClusterPart::default().k);
        assert_eq!(cluster.start, ClusterStart::PlusPlus);
        assert_eq!(cluster.seed, 9);
        let multiclass = window.prefs.multiclass;
        assert_eq!(multiclass.method, Method::Ovo);
        assert_eq!(multiclass.algorithm, Algorithm::Pla);
        assert_eq!(multiclass.epochs, DEFAULT_EPOCHS);
        assert_eq!(
            part(json!({"prefs": {"cluster": {"k": 40}}}))
                .prefs
                .cluster
                .clamped_k(),
            ClusterPart::MAX_K
        );
    }

    #[test]
    fn the_transform_and_its_learner_read_with_the_windows_defaults() {
        let window = part(json!({"prefs": {"transform": {
            "phi": "poly:3",
            "learners": {"learner": {"algorithm": "pocket"}, "speed": 4},
        }}}));
        let transform = window.prefs.transform;
        assert_eq!(transform.phi.to_string(), "poly:3");
        assert_eq!(transform.learner.algorithm, Algorithm::Pocket);
        let unread = part(json!({"prefs": {"transform": {"phi": "spline", "learners": 3}}}));
        assert_eq!(unread.prefs.transform, TransformPart::default());
        assert_eq!(TransformPart::default().phi, Transform::Circle);
        assert_eq!(
            TransformPart::default().learner.budget.max_updates,
            Some(10_000)
        );
    }

    #[test]
    fn places_are_written_and_read_under_their_keys() {
        let mut places = Places::new();
        let kmeans = KMeansPlace {
            clicked: vec![1.0, 2.0, -0.5, 3.25],
            t: 3,
        };
        kmeans.write(&mut places);
        MulticlassPlace { t: 12 }.write(&mut places);
        let mut app = json!({"prefs": {"workspace": "cluster"}, "show_target": true});
        app.as_object_mut().expect("an object").extend(places);
        let window = part(app);
        assert_eq!(window.place::<KMeansPlace>(), Some(kmeans));
        assert_eq!(
            window.place::<MulticlassPlace>(),
            Some(MulticlassPlace { t: 12 })
        );
        // The window's other keys are there, unread.
        assert!(window.places.contains_key("show_target"));
        assert!(!window.places.contains_key("prefs"));
        // A place that does not read is none.
        let broken = part(json!({
            (KMeansPlace::KEY): {"t": -1},
            (MulticlassPlace::KEY): "four",
        }));
        assert_eq!(broken.place::<KMeansPlace>(), None);
        assert_eq!(broken.place::<MulticlassPlace>(), None);
    }
}
