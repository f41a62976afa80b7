//! The Several classes workspace (the core's multiclass learners in the window): the document's points, each of one of up to eight classes (□ ◇ △ ☆ …),
//! learned by one versus all, one versus one, or the structured perceptron (see
//! [`crate::multiclass`]), stepped one step of the current binary problem at a time; with what
//! the window shows of it — E_in (0/1) after every step, the binary problem being trained and
//! its E_in, the confusion table, and the regions of the plane.
//!
//! [`MulticlassPrefs`] is what the teacher sets (the method, the binary learner, the class a click
//! places); [`Multiclass`] is the learner on the current points. Editing the points or their
//! classes starts the learner again.

mod paint;
mod panel;
mod presets;
mod room;
mod test_set;

pub use paint::paint_layer;
pub use panel::{controls_ui, curves_ui, status_text};
pub use test_set::TEST_POINTS;

use crate::data::Dataset;
use crate::learn::Algorithm;
use crate::learn::Event;
use crate::model::{Model, PerClass};
use crate::multiclass::{Method, MulticlassData, MulticlassLearner, MulticlassStep, Subproblem};

use crate::app::document::Point;
use crate::app::drawing::shapes::{MAX_GROUPS, group_symbol};
use crate::app::drawing::trace::Trace;
use crate::app::prefs::{MulticlassPrefs, MulticlassPreset, MulticlassPresetKind};

/// Steps the learner takes at most.
pub const MAX_STEPS: usize = 100_000;

/// E_in is recorded after every step while points × classes stays below this; above it, once
/// per frame while playing or running to the end (see [`Multiclass::step_quietly`]).
const RECORD_EVERY_STEP_WORK: usize = 20_000;

/// The name of method `method`, in the interface's language.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Ova => crate::t!("views-classes-ova"),
        Method::Ovo => crate::t!("views-classes-ovo"),
        Method::Structured => crate::t!("views-classes-structured"),
    }
}

/// What the last step changed, for the plane.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Update {
    /// A binary problem's learner corrected itself on point `point` (OVA, OVO).
    Binary { point: usize },
    /// The structured perceptron took point `point` of class `class` for `predicted`: w_class
    /// grew by η·z and w_predicted shrank by it (the window's classes).
    Structured {
        point: usize,
        class: usize,
        predicted: usize,
    },
}

/// The learner on the current points, and what was seen of it.
#[derive(Default)]
pub struct Multiclass {
    /// The names the classes were read as from a file (class k is `names[k]`); empty: numbers.
    names: Vec<String>,
    /// The document revision and settings the learner was built for.
    built_for: Option<(u64, (Method, Algorithm, u64))>,
    /// The window's classes that have points, in order: the learner's class j is `present[j]`.
    present: Vec<usize>,
    data: Option<MulticlassData>,
    learner: Option<MulticlassLearner>,
    /// The learner's answer now, in the learner's classes.
    model: Option<Model>,
    /// Why there is no learner, in words.
    unusable: Option<String>,
    /// Steps taken.
    t: usize,
    /// E_in (0/1) at t = 0 and after every step (or every frame's steps: see
    /// [`Multiclass::step_quietly`]; evenly spaced samples of a long run).
    errors: Trace<f64>,
    /// Whether steps were taken since the answer and E_in were last brought up to date.
    stale: bool,
    /// What the last step changed.
    last: Option<Update>,
    /// Counts every change of the learner (for the plane's cache).
    version: u64,
    /// The regions as last painted.
    cache: std::cell::RefCell<paint::PlaneCache>,
    /// Fresh points of the preset, for E_out.
    test: test_set::TestSet,
    /// Whether the points are the preset's own (E_out on its fresh points means something only
    /// then).
    from_preset: bool,
    /// The loss panel's sampled curves and markers.
    loss_panel: crate::app::plane::loss_view::LossPanel,
}

impl Multiclass {
    /// Follows the points: new points or classes, or new settings, start the learner again.
    pub fn sync(&mut self, points: &[Point], revision: u64, prefs: &MulticlassPrefs) {
        self.test.sync(&prefs.preset);
        let key = (revision, prefs.learner_key());
        if self.built_for == Some(key) {
            return;
        }
        self.built_for = Some(key);
        self.build(points, prefs);
    }

    /// The learner at t = 0 on `points`.
    fn build(&mut self, points: &[Point], prefs: &MulticlassPrefs) {
        self.version += 1;
        self.from_preset = self.test.trains_on(points);
        self.errors.clear();
        self.t = 0;
        self.stale = false;
        self.last = None;
        self.learner = None;
        self.model = None;
        self.data = None;
        self.present.clear();
        let numbers: Vec<usize> = points.iter().map(Point::class).collect();
        let mut xs = Dataset::new(2);
        let result = points
            .iter()
            .try_for_each(|p| xs.push(&p.x.to_array(), 1.0))
            .map_err(crate::multiclass::MulticlassError::from)
            .and_then(|()| MulticlassData::with_class_numbers(&xs, &numbers))
            .map(|(data, present)| {
                self.present = present;
                data
            })
            .and_then(|data| {
                let learner = MulticlassLearner::new(prefs.method, &data, &prefs.settings())?;
                Ok((data, learner))
            });
        match result {
            Ok((data, learner)) => {
                let model = learner.model();
                self.errors.record(0, data.zero_one_error(&model));
                self.model = Some(model);
                self.data = Some(data);
                self.learner = Some(learner);
                self.unusable = None;
            }
            Err(e) => self.unusable = Some(e.to_string()),
        }
    }

    /// Back to t = 0 on the same points.
    pub fn reset(&mut self, points: &[Point], prefs: &MulticlassPrefs) {
        self.build(points, prefs);
    }

    /// One step of the learner, its answer and E_in brought up to date; false when there is
    /// nothing left to do.
    pub fn step(&mut self) -> bool {
        let going = self.step_quietly();
        self.catch_up();
        going
    }

    /// One step of the learner (Play and Run to end): on many points its answer and E_in wait
    /// for [`Multiclass::catch_up`] at the end of the frame. False when there is nothing left
    /// to do.
    pub fn step_quietly(&mut self) -> bool {
        if !self.can_step() {
            return false;
        }
        let Some(learner) = &mut self.learner else {
            return false;
        };
        let step = learner.step();
        self.last = match step {
            MulticlassStep::Binary { problem, step } => match (learner, step.event) {
                (MulticlassLearner::Decomposed(d), Event::PointUpdate { point, .. }) => d
                    .problem_rows(problem)
                    .get(point)
                    .map(|&point| Update::Binary { point }),
                _ => None,
            },
            MulticlassStep::Structured(s) => s.correction.map(|c| Update::Structured {
                point: c.point,
                class: self.present[c.class],
                predicted: self.present[c.predicted],
            }),
            MulticlassStep::Finished => None,
        };
        self.t += 1;
        self.stale = true;
        if self.data.as_ref().map_or(0, |d| d.len()) * self.present.len() <= RECORD_EVERY_STEP_WORK
            && self.errors.wants(self.t as u64)
        {
            self.catch_up();
        }
        self.can_step()
    }

    /// Brings the answer and E_in up to the steps taken.
    pub fn catch_up(&mut self) {
        if !self.stale {
            return;
        }
        self.stale = false;
        let (Some(learner), Some(data)) = (&self.learner, &self.data) else {
            return;
        };
        let model = learner.model();
        self.errors
            .record(self.t as u64, data.zero_one_error(&model));
        self.model = Some(model);
        self.version += 1;
    }

    /// Whether a step can be taken now.
    pub fn can_step(&self) -> bool {
        self.learner.as_ref().is_some_and(|l| !l.finished()) && self.t < MAX_STEPS
    }

    pub fn learner(&self) -> Option<&MulticlassLearner> {
        self.learner.as_ref()
    }

    /// The points as the learner sees them (its classes: see [`Multiclass::present`]).
    pub fn data(&self) -> Option<&MulticlassData> {
        self.data.as_ref()
    }

    pub fn unusable(&self) -> Option<&str> {
        self.unusable.as_deref()
    }

    /// E_in (0/1) at t = 0 and after every step (after every frame's steps on many points;
    /// evenly spaced samples of a long run).
    pub fn errors(&self) -> &Trace<f64> {
        &self.errors
    }

    /// E_in (0/1) now.
    pub fn e_in(&self) -> Option<f64> {
        self.errors.last().copied()
    }

    /// Steps taken.
    pub fn t(&self) -> usize {
        self.t
    }

    /// What the last step changed.
    pub fn last_update(&self) -> Option<Update> {
        self.last
    }

    /// The window's classes that have points, in order.
    pub fn present(&self) -> &[usize] {
        &self.present
    }

    /// The answer now: per class (OVA, structured) or per pair (OVO), in the learner's classes
    /// (class j is the window's `present()[j]`).
    pub fn per_class(&self) -> Option<&PerClass> {
        match &self.model {
            Some(Model::PerClass(p)) => Some(p),
            _ => None,
        }
    }

    /// The window's class the answer gives `x`.
    pub fn predict(&self, x: [f64; 2]) -> Option<usize> {
        let p = self.per_class()?;
        self.present.get(p.predict(&x)).copied()
    }

    /// One versus one's tournament at `x`: "△ beats □ and ◇, loses to ☆: 2 votes" (`None`
    /// for the other methods).
    pub fn votes_text(&self, x: [f64; 2]) -> Option<String> {
        paint::votes_text(self, x)
    }

    /// Counts every change of the learner.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The binary problem being trained (OVA, OVO), in the window's classes, with its E_in;
    /// `None` for the structured perceptron and once every problem has stopped.
    pub fn current_problem(&self) -> Option<(usize, Subproblem, f64)> {
        let Some(MulticlassLearner::Decomposed(d)) = &self.learner else {
            return None;
        };
        let i = d.current()?;
        Some((
            i,
            self.window_problem(d.subproblem(i)),
            self.problem_error(i),
        ))
    }

    /// The margins y′ₙsₙ of the binary problem being trained (the last one once all have
    /// stopped) on its own points, with their labels y′ₙ: what the loss panel plots.
    pub fn problem_margins(&self) -> Option<(Vec<f64>, Vec<f64>)> {
        let Some(MulticlassLearner::Decomposed(d)) = &self.learner else {
            return None;
        };
        let i = d.current().unwrap_or(d.len().checked_sub(1)?);
        let data = d.problem_data(i);
        let w = d.learner(i).answer();
        let margins = (0..data.len()).map(|n| data.margin(w, n)).collect();
        Some((margins, data.labels().to_vec()))
    }

    /// Binary problem i's classes in the window's classes.
    pub fn window_problem(&self, which: Subproblem) -> Subproblem {
        Subproblem {
            positive: self.present[which.positive],
            negative: which.negative.map(|l| self.present[l]),
        }
    }

    /// Binary problem i's E_in (0/1) with its learner's answer.
    pub fn problem_error(&self, i: usize) -> f64 {
        let Some(MulticlassLearner::Decomposed(d)) = &self.learner else {
            return 0.0;
        };
        let data = d.problem_data(i);
        if data.is_empty() {
            return 0.0;
        }
        let w = d.learner(i).answer();
        let wrong = (0..data.len())
            .filter(|&n| data.margin(w, n) <= 0.0)
            .count();
        wrong as f64 / data.len() as f64
    }

    /// E_out (0/1) on [`TEST_POINTS`] fresh points of the preset (a point of a class the
    /// learner never saw counts as a mistake), or `None` without an answer or when the points
    /// are not the preset's (edited, placed by hand, read from a file).
    pub fn e_out(&self) -> Option<f64> {
        let points = self.test.points();
        if points.is_empty() || !self.from_preset {
            return None;
        }
        self.per_class()?;
        let wrong = points
            .iter()
            .filter(|p| self.predict(p.x.to_array()) != Some(p.class()))
            .count();
        Some(wrong as f64 / points.len() as f64)
    }

    /// Whether the points are the preset's own, so that E_out can be measured.
    pub fn points_are_the_presets(&self) -> bool {
        self.from_preset
    }

    /// The preset the fresh points of E_out come from.
    pub fn test_preset(&self) -> Option<&MulticlassPreset> {
        self.test.preset()
    }

    /// The confusion table of the fresh points, over the present classes (fresh points of
    /// other classes are left out of it, not out of E_out).
    pub fn test_confusion(&self) -> Vec<Vec<usize>> {
        let k = self.present.len();
        let mut table = vec![vec![0; k]; k];
        for p in self.test.points() {
            let (Some(row), Some(predicted)) = (
                self.present.iter().position(|&c| c == p.class()),
                self.predict(p.x.to_array()),
            ) else {
                continue;
            };
            if let Some(column) = self.present.iter().position(|&c| c == predicted) {
                table[row][column] += 1;
            }
        }
        table
    }

    /// The confusion table of the training points: `table[true][predicted]`, over the present
    /// classes.
    pub fn confusion(&self) -> Vec<Vec<usize>> {
        let k = self.present.len();
        let mut table = vec![vec![0; k]; k];
        if let (Some(data), Some(model)) = (&self.data, &self.model) {
            for n in 0..data.len() {
                if let Some(p) = data.predicted_class(model, n) {
                    table[data.class(n)][p] += 1;
                }
            }
        }
        table
    }

    /// Class k as the window shows it: its symbol, and its name when read from a file (quoted
    /// when it spells a number that is not finite, "nan": a word here, not a value).
    pub fn label(&self, k: usize) -> String {
        match self.names.get(k) {
            Some(name) if name.parse::<f64>().is_ok_and(|v| !v.is_finite()) => {
                format!("{} “{name}”", group_symbol(k))
            }
            Some(name) => format!("{} {name}", group_symbol(k)),
            None => group_symbol(k).to_owned(),
        }
    }

    /// Class k's name in a file: as read, else k + 1.
    pub fn file_name(&self, k: usize) -> String {
        self.names
            .get(k)
            .cloned()
            .unwrap_or_else(|| (k + 1).to_string())
    }

    /// The names the classes were read as (empty: numbers).
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// Names the classes as a file did (at most [`MAX_GROUPS`]).
    pub fn set_names(&mut self, names: Vec<String>) {
        self.names = names;
        self.names.truncate(MAX_GROUPS);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn four_blobs() -> Vec<Point> {
        MulticlassPreset::default().points()
    }

    #[test]
    fn ova_pla_learns_four_blobs_one_problem_after_the_other() {
        let points = four_blobs();
        let prefs = MulticlassPrefs::default();
        let mut view = Multiclass::default();
        view.sync(&points, 1, &prefs);
        assert_eq!(view.present(), &[0, 1, 2, 3]);
        let (i, which, _) = view.current_problem().expect("training");
        assert_eq!(i, 0);
        assert_eq!(which.negative, None);
        let mut seen = vec![0];
        while view.step() {
            if let Some((i, _, _)) = view.current_problem() {
                seen.push(i);
            }
        }
        assert_eq!(seen.last(), Some(&3));
        assert_eq!(view.e_in(), Some(0.0));
        assert_eq!(view.errors().len(), view.t() + 1, "E_in after every step");
        assert!(!view.errors().is_sampled());
        let confusion = view.confusion();
        for (k, row) in confusion.iter().enumerate() {
            assert_eq!(row.iter().sum::<usize>(), row[k], "class {k} all right");
        }
    }

    #[test]
    fn missing_classes_are_skipped_and_predictions_name_the_window_class() {
        let points: Vec<Point> = four_blobs()
            .into_iter()
            .filter(|p| p.class != Some(1))
            .collect();
        let prefs = MulticlassPrefs {
            method: Method::Structured,
            ..MulticlassPrefs::default()
        };
        let mut view = Multiclass::default();
        view.sync(&points, 1, &prefs);
        assert_eq!(view.present(), &[0, 2, 3]);
        while view.step() {}
        assert_eq!(view.predict([1.0, 1.0]), Some(2));
        assert_eq!(view.predict([-1.0, 1.0]), Some(3));
    }

    #[test]
    fn on_many_points_e_in_waits_for_the_end_of_the_frame() {
        let mut points = MulticlassPreset {
            n: presets::MAX_POINTS,
            ..MulticlassPreset::default()
        }
        .points();
        points.extend(four_blobs());
        let mut view = Multiclass::default();
        view.sync(&points, 1, &MulticlassPrefs::default());
        for _ in 0..3 {
            assert!(view.step_quietly());
        }
        assert_eq!((view.t(), view.errors().len()), (3, 1));
        view.catch_up();
        assert_eq!(view.errors().ts(), [0, 3]);
        assert!(view.errors().is_sampled(), "the plot must say so");
        // A step on demand is recorded at once.
        view.step();
        assert_eq!(view.errors().len(), 3);
    }

    #[test]
    fn one_class_says_why_there_is_no_learner() {
        let points = vec![Point::of_class(glam::DVec2::ZERO, 2)];
        let mut view = Multiclass::default();
        view.sync(&points, 1, &MulticlassPrefs::default());
        assert!(view.learner().is_none());
        assert!(view.unusable().is_some());
        assert!(!view.step());
    }
}
