//! A run: one learner on the document's points, with everything that follows it through time —
//! its settings, its timeline (keyframes and replay, for the slider and Step back), the
//! cos∠(w_f, w_t) trace, its E_in history and the recorder that fills it, its last step, and the
//! O(N) quantities the views read. The window holds one run, or two when comparing; every
//! view reads a (document, run) pair and none of them steps a learner itself.
//!
//! While the person looks at an earlier t, the replayed learner takes the live learner's place
//! (so every view follows without knowing about the timeline), and the live learner waits in
//! [`RunRecord`] at the latest t. Stepping from an earlier t walks the same (seeded) run again
//! and becomes live when it reaches the latest t; editing the points there drops the future.

pub(in crate::app) mod compare;
pub(in crate::app) mod cosines;
pub(in crate::app) mod history;
pub(in crate::app) mod recorder;
pub(in crate::app) mod replay;

use std::sync::Arc;
use std::time::Duration;

use crate::data::Dataset;
use crate::learn::{self, Algorithm, Event, Learner, Step, Timeline};
use crate::loss::Errors;
use crate::model::Model;

use crate::app::classify::run::cosines::CosineTrace;
use crate::app::classify::run::history::History;
use crate::app::classify::run::recorder::Recorder;
use crate::app::classify::svm_view::Objectives;
use crate::app::drawing::trace::Trace;
use crate::app::plane::derived::Derived;
use crate::app::plane::loss_view::BinView;
use crate::learn::Answer;

/// The memory the keyframes of one run may take.
pub const MEMORY_BUDGET: usize = 64 << 20;

/// The most time a frame spends computing E_in for the histories (see [`crate::app::classify::run::recorder`]).
pub const RECORD_BUDGET: Duration = Duration::from_micros(1500);

/// The timeline of a run and what goes with it.
#[derive(Default)]
pub struct RunRecord {
    timeline: Option<Timeline>,
    /// While an earlier t is shown: the live learner at the latest t, and its last step.
    live: Option<(Box<dyn Learner>, Option<Step>)>,
    /// cos∠(w_f, w_t) at the updates of this run (separable points only).
    pub cosines: CosineTrace,
    /// The widest w_f of the points this run is on, if they are separable.
    pub w_f: Option<Vec<f64>>,
    /// w = (w₀, w₁, w₂) at t = 0 and after each update (points in the plane, learners with a
    /// line): the path the weight-space view draws.
    pub path: Trace<[f64; 3]>,
}

impl RunRecord {
    pub fn timeline(&self) -> Option<&Timeline> {
        self.timeline.as_ref()
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.live.is_some()
    }

    /// After each step of the shown learner.
    fn record(&mut self, learner: &dyn Learner, step: &Step) {
        let Some(timeline) = &mut self.timeline else {
            return;
        };
        let t = learner.counters().updates;
        if self.live.is_some() {
            if t < timeline.latest() {
                // Replaying the recorded run: nothing new.
                return;
            }
            // Caught up with the live learner: the same run, so this one is live now.
            self.live = None;
        }
        timeline.record(learner, step);
        if step.updated()
            && let Some(w_f) = &self.w_f
        {
            self.cosines.record(t, w_f, learner.weights());
        }
        if step.updated() {
            record_path(&mut self.path, learner);
        }
    }
}

/// Adds the learner's w at its t to `path`, if w is a line of the plane.
fn record_path(path: &mut Trace<[f64; 3]>, learner: &dyn Learner) {
    if let Ok(w) = <[f64; 3]>::try_from(learner.weights()) {
        path.record(learner.counters().updates, w);
    }
}

/// One learner on the document's points and its record through time.
pub struct Run {
    settings: learn::Settings,
    learner: Option<Box<dyn Learner>>,
    /// Why there is no learner, if there is none.
    unusable: Option<String>,
    last_step: Option<Step>,
    pub(in crate::app) history: History,
    /// D(α) and P(w) over t, when the learner is an SVM stepped by SMO.
    objectives: Trace<Objectives>,
    /// The points' identity the objectives belong to.
    objectives_data: u64,
    recorder: Recorder,
    /// The (t, points' identity) of the history's latest record.
    recorded: Option<(u64, u64)>,
    pub(in crate::app) record: RunRecord,
    /// Mistakes and margins of the shown state on the current points.
    pub(in crate::app) derived: Derived,
    /// Which start from t = 0 the learner descends from (see [`Run::generation`]).
    generation: u64,
    /// The identity of the points the learner is on.
    bound_data: u64,
    /// How many times the learner was rebound to edited points (see [`Run::rebinds`]).
    rebinds: u64,
}

thread_local! {
    /// Learners built or rebound to points on this thread (see [`learners_bound_on_this_thread`]).
    static LEARNERS_BOUND: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many times a run on this thread built its learner or rebound it to edited points: each
/// is a pass over the points. Tests read it before and after an action to count its builds.
pub fn learners_bound_on_this_thread() -> u64 {
    LEARNERS_BOUND.with(std::cell::Cell::get)
}

fn count_binding() {
    LEARNERS_BOUND.with(|bound| bound.set(bound.get() + 1));
}

/// The generations of all runs, so that no two starts share one.
static GENERATIONS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

impl Run {
    /// A run of `settings` on `data`, at t = 0 (or without a learner, saying why).
    pub fn new(settings: learn::Settings, data: &Dataset) -> Self {
        let mut run = Self {
            settings,
            learner: None,
            unusable: None,
            last_step: None,
            history: History::default(),
            objectives: Trace::default(),
            objectives_data: 0,
            recorder: Recorder::default(),
            recorded: None,
            record: RunRecord::default(),
            derived: Derived::default(),
            generation: 0,
            bound_data: 0,
            rebinds: 0,
        };
        run.reset(data);
        run
    }

    /// Which start the learner descends from: a number new at every fresh learner at t = 0 (a
    /// new run, Reset, new settings) and kept by steps, timeline moves and edits, so a state
    /// can be told from one of another start (the monkey test replays each start on its own).
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// How many times the learner kept its state through an edit of the points (rebound to
    /// them at its t), since the run began.
    pub fn rebinds(&self) -> u64 {
        self.rebinds
    }

    pub fn settings(&self) -> &learn::Settings {
        &self.settings
    }

    pub fn algorithm(&self) -> Algorithm {
        self.settings.algorithm
    }

    /// The learner as shown (at the scrubbed t, or live).
    pub fn learner(&self) -> Option<&dyn Learner> {
        self.learner.as_deref()
    }

    /// Why there is no learner.
    pub fn unusable(&self) -> Option<&str> {
        self.unusable.as_deref()
    }

    /// What the last step of the shown learner did.
    pub fn last_step(&self) -> Option<Step> {
        self.last_step
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    /// D(α) and P(w) over t (empty unless the learner is an SVM stepped by SMO).
    pub fn objectives(&self) -> &Trace<Objectives> {
        &self.objectives
    }

    /// The t shown (the live learner's, or the scrubbed one's).
    pub fn shown_t(&self) -> Option<u64> {
        self.learner().map(|l| l.counters().updates)
    }

    /// Whether the learner can take another step.
    pub fn can_step(&self) -> bool {
        self.learner().is_some_and(|l| l.stopped().is_none())
    }

    /// The answer g the plane draws: the learner's model, except that the voted perceptron
    /// (whose vote is shaded, not drawn) shows w_t as its line.
    pub fn drawn_model(&self) -> Option<Model> {
        let learner = self.learner()?;
        Some(match learner.algorithm().answer().drawn() {
            // A kernel learner's answer is its expansion (a line for the linear kernel).
            Answer::Current if learner.algorithm().uses_kernel() => learner.model(),
            Answer::Current | Answer::Vote => Model::Linear(learner.weights().to_vec()),
            Answer::Pocket | Answer::Average => learner.model(),
        })
    }

    /// New settings: a fresh learner at t = 0.
    pub fn set_settings(&mut self, settings: learn::Settings, data: &Dataset) {
        self.settings = settings;
        self.reset(data);
    }

    /// A fresh learner from the settings on `data` (t = 0), or the reason there can be none.
    pub fn reset(&mut self, data: &Dataset) {
        self.generation = GENERATIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) + 1;
        self.bound_data = data.id();
        self.record = RunRecord::default();
        self.last_step = None;
        self.history.clear();
        self.objectives.clear();
        self.recorder.cancel();
        self.recorded = None;
        count_binding();
        match self.settings.build(data) {
            Ok(learner) => {
                self.learner = Some(learner);
                self.unusable = None;
            }
            Err(e) => {
                self.learner = None;
                self.unusable = Some(e.to_string());
            }
        }
        self.derived.clear();
    }

    /// After the points changed: the learner keeps w and rebinds (or one is built if there was
    /// none); a last step about a point that is gone is forgotten.
    pub fn after_edit(&mut self, data: &Dataset) {
        match self.learner.as_deref_mut() {
            // The same points (a drag ending where its last move was): nothing to rebind.
            Some(_) if data.id() == self.bound_data => return,
            Some(learner) => {
                learner.rebind(data);
                count_binding();
                self.rebinds += 1;
            }
            None => self.reset(data),
        }
        self.bound_data = data.id();
        if matches!(self.last_step.map(|s| s.event), Some(Event::PointUpdate { point, .. } | Event::Correct { point, .. }) if point >= data.len())
        {
            self.last_step = None;
        }
    }

    /// One step (or one visit), recorded in the timeline; `None` without a learner.
    pub fn step(&mut self, data: &Dataset, visit: bool) -> Option<Step> {
        let learner = self.learner.as_deref_mut()?;
        let step = if visit {
            learner.visit(data)
        } else {
            learner.step(data)
        };
        self.record.record(learner, &step);
        self.last_step = Some(step);
        self.record_objectives(data, true);
        Some(step)
    }

    /// One step while playing or running to the end. E_in is recorded at once after every
    /// update when one record costs at most `record_work` (about N for a line: cheap for few
    /// points), so that a short run's curve (up to the history's cap) has all its updates;
    /// otherwise, and past the cap, once per frame ([`Run::catch_up_history`]). Returns
    /// whether the learner can go on.
    pub fn play_step(&mut self, data: &Dataset, visit: bool, record_work: usize) -> bool {
        let Some(step) = self.step(data, visit) else {
            return false;
        };
        if step.updated()
            && !self.record.is_scrubbed()
            && let Some(learner) = self.learner.as_deref()
            // While the history holds every update (a run up to its cap): a longer run is
            // sampled once per frame, so Run to end's extra work stays bounded.
            && self.history.trace().stride() == 1
            && record_cost(learner, data) <= record_work
        {
            self.recorder.cancel();
            self.recorded = Some(record(&mut self.history, learner, data));
        }
        step.stop.is_none()
    }

    /// Records D(α) and P(w) of an SVM stepped by SMO at its t: with `only_wanted`, only while
    /// the trace holds every t (past its cap, once per frame); P costs O(N).
    fn record_objectives(&mut self, data: &Dataset, only_wanted: bool) {
        let Some(learner) = self.learner.as_deref() else {
            self.objectives.clear();
            return;
        };
        let Some(smo) = learner.smo() else {
            self.objectives.clear();
            return;
        };
        if self.record.is_scrubbed() {
            // The trace keeps the whole run while an earlier t is shown.
            return;
        }
        if data.id() != self.objectives_data {
            self.objectives.clear();
            self.objectives_data = data.id();
        }
        let t = learner.counters().updates;
        if only_wanted && self.objectives.stride() > 1 {
            return;
        }
        self.objectives.record(t, Objectives::of(smo));
    }

    /// Brings the history up to the learner's current t (and current points), in slices of at
    /// most `budget` per frame when that takes long. Whether work remains.
    pub fn catch_up_history(&mut self, data: &Dataset, budget: Duration) -> bool {
        if self.record.is_scrubbed() {
            // The history keeps the whole run while an earlier t is shown.
            return false;
        }
        let Some(learner) = self.learner.as_deref() else {
            self.recorder.cancel();
            return false;
        };
        let wanted = (learner.counters().updates, data.id());
        self.record_objectives(data, false);
        let Some(learner) = self.learner.as_deref() else {
            return false;
        };
        if is_curved(learner) {
            // A kernel expansion's E_in is not a sum over wᵀz: recorded whole (the kernel
            // learners run on hundreds of points, not millions).
            self.recorder.cancel();
            if self.recorded != Some(wanted) {
                self.recorded = Some(record(&mut self.history, learner, data));
            }
            return false;
        }
        if self.recorder.is_idle() && self.recorded != Some(wanted) {
            self.recorder.start(learner, data);
        }
        if let Some(r) = self.recorder.work(data, budget) {
            self.history.record(r.t, r.updates, r.current, r.answer);
            self.recorded = Some((r.t, data.id()));
        }
        !self.recorder.is_idle()
    }

    /// Brings the mistakes and margins up to date with the shown state, the margins binned for
    /// `bin_view` (see [`Derived::update`]).
    pub(in crate::app) fn refresh_derived(
        &mut self,
        data: &Dataset,
        want_margins: bool,
        bin_view: Option<BinView>,
    ) {
        let Some(learner) = self.learner.as_deref() else {
            self.derived.clear();
            return;
        };
        if is_curved(learner) {
            let state = [
                learner.counters().updates as f64,
                learner.counters().visits as f64,
            ];
            self.derived.update_from_margins(data, &state, || {
                crate::app::classify::svm_view::kernel_margins(learner, data).unwrap_or_default()
            });
            return;
        }
        let answer = match learner.algorithm().answer().drawn() {
            Answer::Current | Answer::Vote => learner.weights(),
            Answer::Pocket | Answer::Average => learner.answer(),
        };
        let counted = learner
            .mistakes_on(data)
            .filter(|_| answer == learner.answer());
        self.derived.update(
            data,
            learner.weights(),
            answer,
            want_margins,
            bin_view,
            counted,
        );
    }

    // ---- The timeline. ----

    pub fn timeline(&self) -> Option<&Timeline> {
        self.record.timeline()
    }

    /// Whether an earlier t than the latest is shown.
    pub fn is_scrubbed(&self) -> bool {
        self.record.is_scrubbed()
    }

    /// The t range the slider spans: (first, latest), once the run has a timeline.
    pub fn timeline_range(&self) -> Option<(u64, u64)> {
        self.timeline().map(|t| (t.first(), t.latest()))
    }

    /// Drops a timeline that no longer belongs to the shown run: the points changed (an edit,
    /// at the latest t or an earlier one, which drops the future), or the learner moved without
    /// being recorded.
    pub fn sync(&mut self, data: &Dataset) {
        let Some(timeline) = self.record.timeline() else {
            return;
        };
        let edited = timeline.data().id() != data.id();
        let moved = !self.record.is_scrubbed()
            && self
                .learner
                .as_deref()
                .is_none_or(|l| l.counters().updates != timeline.latest());
        if edited || moved || self.learner.is_none() {
            let cosines = std::mem::take(&mut self.record.cosines);
            let path = std::mem::take(&mut self.record.path);
            self.record = RunRecord::default();
            if !edited {
                self.record.cosines = cosines;
            }
            // The path in weight space stays: w is kept through an edit of the points.
            self.record.path = path;
        }
    }

    /// Before stepping: a timeline for the run from the learner's current state, if there is
    /// none yet (after a reset or an edit). `w_f`: the widest separating line of `data`.
    pub fn ensure_timeline(&mut self, data: &Dataset, w_f: Option<Vec<f64>>) {
        self.sync(data);
        if self.record.timeline.is_some() {
            return;
        }
        let Some(learner) = self.learner.as_deref() else {
            return;
        };
        self.record.timeline = Some(Timeline::new(
            learner,
            Arc::new(data.clone()),
            MEMORY_BUDGET,
        ));
        self.record.w_f = w_f;
        if learner.counters().updates == 0 {
            self.record.cosines.clear();
            self.record.path.clear();
        }
        record_path(&mut self.record.path, learner);
    }

    /// Shows the state right after update `t` of this run (clamped to what was recorded).
    pub fn scrub_to(&mut self, data: &Dataset, t: u64) {
        self.sync(data);
        let Some(timeline) = self.record.timeline() else {
            return;
        };
        let t = t.clamp(timeline.first(), timeline.latest());
        if t == timeline.latest() {
            if let Some((learner, step)) = self.record.live.take() {
                self.learner = Some(learner);
                self.last_step = step;
            }
            return;
        }
        if self.record.is_scrubbed() && self.shown_t() == Some(t) {
            return;
        }
        let (learner, step) = timeline.state_at(t);
        if self.record.live.is_none() {
            let Some(live) = self.learner.take() else {
                return;
            };
            self.record.live = Some((live, self.last_step));
        }
        self.learner = Some(learner);
        self.last_step = step;
    }

    /// cos∠(w_f, w_t) recorded at the updates of this run, as (t, cos).
    /// w at t = 0 and after each update of this run, as far as its timeline goes.
    pub fn path(&self) -> &Trace<[f64; 3]> {
        &self.record.path
    }

    pub fn cosine_trace(&self) -> &Trace<f64> {
        self.record.cosines.trace()
    }

    /// Whether the shown state equals a fresh replay of the run from the start of its timeline
    /// (a check for tests): `Err` says what differs.
    pub fn check_replay(&self) -> Result<(), String> {
        let (Some(timeline), Some(shown)) = (self.timeline(), self.learner()) else {
            return Ok(());
        };
        let t = shown.counters().updates;
        let (mut replayed, _) = timeline.state_at(timeline.first());
        while replayed.counters().updates < t && replayed.stopped().is_none() {
            replayed.step(timeline.data());
        }
        if replayed.weights() == shown.weights() {
            Ok(())
        } else {
            Err(format!(
                "{} at t = {t}: shown w = {:?}, replayed w = {:?}",
                self.algorithm().name(),
                shown.weights(),
                replayed.weights()
            ))
        }
    }
}

/// Whether the learner's score is a kernel expansion that is not a line.
fn is_curved(learner: &dyn Learner) -> bool {
    learner.algorithm().uses_kernel() && learner.model().linear_weights().is_none()
}

/// About how many terms one E_in record of the learner sums: N for a line or SMO (whose margins
/// come from its gradient), N per term of the kernel perceptron's expansion.
fn record_cost(learner: &dyn Learner, data: &Dataset) -> usize {
    if is_curved(learner) && learner.smo().is_none() {
        let terms = usize::try_from(learner.counters().updates).unwrap_or(usize::MAX);
        data.len().saturating_mul(terms.max(1))
    } else {
        data.len()
    }
}

/// E_in of w_t (and of ŵ for pocket) recorded in the history; returns what was recorded:
/// (t, the points' identity).
fn record(history: &mut History, learner: &dyn Learner, data: &Dataset) -> (u64, u64) {
    let counters = learner.counters();
    let current = if let Some(smo) = learner.smo().filter(|_| is_curved(learner)) {
        // yₙsₙ from SMO's gradient: O(N), no kernel evaluated.
        Errors::of_margins(&smo.margins())
    } else if is_curved(learner) {
        Errors::of_model(data, &learner.model())
    } else {
        Errors::of(data, learner.weights())
    };
    let answer = (learner.algorithm().answer() == learn::Answer::Pocket)
        .then(|| Errors::of(data, learner.answer()));
    history.record(counters.updates, counters.updates, current, answer);
    (counters.updates, data.id())
}
