//! The K-means view: K-means on the document's points, stepped one half iteration at a time
//! (assign, then move), with what the window shows of it — J after every half step, each
//! centre's trail, Step back and the timeline (a replay from the run's initial centres, which
//! fix the whole run), the spread of J over restarts and the elbow plot, computed off the UI
//! thread.
//!
//! [`ClusterPrefs`] is what the teacher sets (K, how to start, the seed); [`Cluster`] is the
//! run on the current points. Editing the points starts the run again from where its centres
//! are.

mod paint;
mod panel;
mod readout;
mod room;

pub use paint::paint_layer;
pub use panel::{controls_ui, history_ui, status_text};

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::Receiver;

use glam::DVec2;

use crate::cluster::{self, ElbowPoint, HalfStep, Init, KMeans, KMeansSettings, Points};
use crate::data::Dataset;

use crate::app::prefs::{ClusterPrefs, MAX_K, Start};
use crate::app::shell::background;

/// How many runs "Restart" makes, and the elbow plot takes the best of for each K.
pub const RESTARTS: usize = 10;
/// Moves a restart or the elbow plot allows a run before taking its J.
const MAX_ITERATIONS: u64 = 300;
/// Half steps "Run to end" and Play may take before they stop.
pub const MAX_HALF_STEPS: usize = 2 * MAX_ITERATIONS as usize;

/// The final J of [`RESTARTS`] runs from consecutive seeds.
#[derive(Debug, Clone, PartialEq)]
pub struct RestartSpread {
    pub k: usize,
    pub seeds: Vec<u64>,
    pub final_costs: Vec<f64>,
    /// The seed of the run with the lowest J.
    pub best_seed: u64,
}

/// A computation of restarts or of the elbow plot under way off the UI thread.
enum Pending {
    Restarts(Job<RestartSpread>),
    Elbow(Job<Vec<ElbowPoint>>),
}

/// Work off the UI thread that stops between two runs once the window drops it (new points,
/// another computation, leaving the Cluster workspace).
struct Job<T> {
    result: Receiver<Result<T, String>>,
    dropped: Arc<AtomicBool>,
}

impl<T: Send + 'static> Job<T> {
    fn spawn(work: impl FnOnce(&dyn Fn() -> bool) -> Result<T, String> + Send + 'static) -> Self {
        let dropped = Arc::new(AtomicBool::new(false));
        let seen = Arc::clone(&dropped);
        let result = background::spawn(move || work(&|| !seen.load(Ordering::Relaxed)));
        Self { result, dropped }
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        self.dropped.store(true, Ordering::Relaxed);
    }
}

/// K-means on the current points and what the window shows of it.
#[derive(Default)]
pub struct Cluster {
    /// The points K-means sees, and the identity of the data they were taken from.
    points: Option<(u64, Points)>,
    /// The initial centres of this run (row-major, K × 2): with the points they fix the run.
    start: Vec<f64>,
    kmeans: Option<KMeans>,
    /// Every half step so far, in order.
    steps: Vec<HalfStep>,
    /// The half steps shown: fewer than `steps` after Step back or the timeline.
    shown: usize,
    /// The centres before the first move and after each move (the trails).
    trails: Vec<Vec<f64>>,
    /// Centres clicked so far while starting by clicks (row-major).
    clicked: Vec<f64>,
    /// Why there is no run (too few points, K too large), in words.
    unusable: Option<String>,
    spread: Option<RestartSpread>,
    elbow: Option<Vec<ElbowPoint>>,
    pending: Option<Pending>,
}

impl Cluster {
    /// Follows the points: new points (an edit) start the run again from the centres it has
    /// (or from the settings when it has none).
    pub fn sync(&mut self, data: &Dataset, prefs: &ClusterPrefs) {
        if self.points.as_ref().is_some_and(|(id, _)| *id == data.id()) {
            return;
        }
        let points = Points::from_dataset(data);
        let keep = self
            .kmeans
            .as_ref()
            .map(|k| k.centres().centres.clone())
            .filter(|c| c.len() / 2 <= points.len() && points.dim() == 2);
        self.points = Some((data.id(), points));
        self.spread = None;
        self.elbow = None;
        // Restarts or an elbow plot of the old points would answer the wrong question.
        self.pending = None;
        match keep {
            Some(centres) => self.start_from(centres),
            None => self.reset(prefs),
        }
    }

    fn points(&self) -> Option<&Points> {
        self.points.as_ref().map(|(_, p)| p)
    }

    /// Back to the initial centres the settings give (for the seed, or the clicks).
    pub fn reset(&mut self, prefs: &ClusterPrefs) {
        let Some(points) = self.points() else {
            return;
        };
        let k = prefs.clamped_k();
        let start = match prefs.start {
            Start::Random => cluster::initial_centres(points, k, Init::Random, prefs.seed),
            Start::PlusPlus => cluster::initial_centres(points, k, Init::PlusPlus, prefs.seed),
            Start::Clicked => {
                if self.clicked.len() == 2 * k {
                    Ok(self.clicked.clone())
                } else {
                    self.kmeans = None;
                    self.steps.clear();
                    self.trails.clear();
                    self.shown = 0;
                    self.unusable = None;
                    self.clicked.truncate(2 * k);
                    return;
                }
            }
        };
        match start {
            Ok(centres) => self.start_from(centres),
            Err(e) => {
                self.kmeans = None;
                self.steps.clear();
                self.trails.clear();
                self.shown = 0;
                self.unusable = Some(e.to_string());
            }
        }
    }

    /// A new run from `centres`.
    fn start_from(&mut self, centres: Vec<f64>) {
        let Some(points) = self.points() else {
            return;
        };
        match KMeans::with_centres(points, centres.clone()) {
            Ok(kmeans) => {
                self.kmeans = Some(kmeans);
                self.unusable = None;
                self.trails = vec![centres.clone()];
                self.start = centres;
            }
            Err(e) => {
                self.kmeans = None;
                self.unusable = Some(e.to_string());
                self.trails.clear();
            }
        }
        self.steps.clear();
        self.shown = 0;
    }

    /// Places the next clicked centre; with K of them the run starts. False when not starting
    /// by clicks.
    pub fn place_centre(&mut self, at: DVec2, prefs: &ClusterPrefs) -> bool {
        if prefs.start != Start::Clicked || !at.is_finite() {
            return false;
        }
        let k = prefs.clamped_k();
        if self.clicked.len() >= 2 * k {
            // A full set: the next click starts a new one.
            self.clicked.clear();
        }
        self.clicked.extend([at.x, at.y]);
        self.reset(prefs);
        true
    }

    /// Forgets the clicked centres.
    pub fn clear_clicked(&mut self, prefs: &ClusterPrefs) {
        self.clicked.clear();
        self.reset(prefs);
    }

    /// The centres clicked so far (row-major).
    pub fn clicked(&self) -> &[f64] {
        &self.clicked
    }

    /// One half step; false when there is nothing left to do (converged, no run, or
    /// [`MAX_HALF_STEPS`]).
    pub fn step(&mut self) -> bool {
        if self.shown < self.steps.len() {
            // Stepping from an earlier point of the timeline moves along it.
            self.show(self.shown + 1);
            return true;
        }
        if self.steps.len() >= MAX_HALF_STEPS {
            return false;
        }
        let Some((_, points)) = &self.points else {
            return false;
        };
        let Some(kmeans) = &mut self.kmeans else {
            return false;
        };
        let Some(step) = kmeans.step(points) else {
            return false;
        };
        if step.half == cluster::Half::Move {
            self.trails.push(kmeans.centres().centres.clone());
        }
        let going = !step.converged;
        self.steps.push(step);
        self.shown = self.steps.len();
        going
    }

    /// Shows the state after `t` half steps (0 … the steps made), replaying from the start.
    pub fn show(&mut self, t: usize) {
        let t = t.min(self.steps.len());
        let Some((_, points)) = &self.points else {
            return;
        };
        let Ok(mut kmeans) = KMeans::with_centres(points, self.start.clone()) else {
            return;
        };
        for _ in 0..t {
            kmeans.step(points);
        }
        self.kmeans = Some(kmeans);
        self.shown = t;
    }

    /// One half step back.
    pub fn step_back(&mut self) {
        if self.shown > 0 {
            self.show(self.shown - 1);
        }
    }

    /// Whether a step can be taken now.
    pub fn can_step(&self) -> bool {
        self.shown < self.steps.len()
            || (self.steps.len() < MAX_HALF_STEPS
                && self.kmeans.as_ref().is_some_and(|k| !k.converged()))
    }

    pub fn kmeans(&self) -> Option<&KMeans> {
        self.kmeans.as_ref()
    }

    /// The half steps shown (up to the timeline's position).
    pub fn shown_steps(&self) -> &[HalfStep] {
        &self.steps[..self.shown]
    }

    /// Every half step made.
    pub fn all_steps(&self) -> &[HalfStep] {
        &self.steps
    }

    /// The centres before the first move and after each move shown so far (the trails).
    pub fn trails(&self) -> &[Vec<f64>] {
        let moves = self
            .shown_steps()
            .iter()
            .filter(|s| s.half == cluster::Half::Move)
            .count();
        &self.trails[..(moves + 1).min(self.trails.len())]
    }

    pub fn unusable(&self) -> Option<&str> {
        self.unusable.as_deref()
    }

    pub fn spread(&self) -> Option<&RestartSpread> {
        self.spread.as_ref()
    }

    pub fn elbow(&self) -> Option<&[ElbowPoint]> {
        self.elbow.as_deref()
    }

    /// Stops restarts or the elbow plot under way (leaving the Cluster workspace).
    pub fn stop_computing(&mut self) {
        self.pending = None;
    }

    /// Whether restarts or the elbow plot are being computed.
    pub fn is_computing(&self) -> bool {
        self.pending.is_some()
    }

    /// Starts [`RESTARTS`] runs to convergence from seeds `prefs.seed`, `prefs.seed + 1`, …
    pub fn start_restarts(&mut self, prefs: &ClusterPrefs) {
        let Some(points) = self.points().cloned() else {
            return;
        };
        let settings = kmeans_settings(prefs);
        self.pending = Some(Pending::Restarts(Job::spawn(move |keep_going| {
            cluster::restarts_while(&points, &settings, RESTARTS, MAX_ITERATIONS, keep_going)
                .map(|r| RestartSpread {
                    k: settings.k,
                    best_seed: r.seeds[r.best_run],
                    seeds: r.seeds,
                    final_costs: r.final_costs,
                })
                .map_err(|e| e.to_string())
        })));
    }

    /// Starts the elbow plot: the lowest J of [`RESTARTS`] runs for K = 1 … [`MAX_K`].
    pub fn start_elbow(&mut self, prefs: &ClusterPrefs) {
        let Some(points) = self.points().cloned() else {
            return;
        };
        let settings = kmeans_settings(prefs);
        self.pending = Some(Pending::Elbow(Job::spawn(move |keep_going| {
            cluster::elbow_while(
                &points,
                &settings,
                MAX_K,
                RESTARTS,
                MAX_ITERATIONS,
                keep_going,
            )
            .map_err(|e| e.to_string())
        })));
    }

    /// Takes the result of restarts or the elbow plot if it arrived: `Some(best seed)` when
    /// restarts finished, so the window can switch to the best run.
    pub fn poll(&mut self) -> Option<u64> {
        let pending = self.pending.as_ref()?;
        let (done, best) = match pending {
            Pending::Restarts(job) => match job.result.try_recv() {
                Ok(Ok(spread)) => {
                    let best = spread.best_seed;
                    self.spread = Some(spread);
                    (true, Some(best))
                }
                Ok(Err(e)) => {
                    self.unusable = Some(e);
                    (true, None)
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => (false, None),
                Err(std::sync::mpsc::TryRecvError::Disconnected) => (true, None),
            },
            Pending::Elbow(job) => match job.result.try_recv() {
                Ok(Ok(plot)) => {
                    self.elbow = Some(plot);
                    (true, None)
                }
                Ok(Err(e)) => {
                    self.unusable = Some(e);
                    (true, None)
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => (false, None),
                Err(std::sync::mpsc::TryRecvError::Disconnected) => (true, None),
            },
        };
        if done {
            self.pending = None;
        }
        best
    }

    /// Waits for restarts or the elbow plot (tests, and the web page, where work runs at once).
    pub fn wait(&mut self) -> Option<u64> {
        let mut best = None;
        while self.pending.is_some() {
            best = self.poll().or(best);
            std::thread::yield_now();
        }
        best
    }
}

/// The core's settings for a seeded start (clicked centres restart as random ones).
fn kmeans_settings(prefs: &ClusterPrefs) -> KMeansSettings {
    KMeansSettings {
        k: prefs.clamped_k(),
        init: match prefs.start {
            Start::PlusPlus => Init::PlusPlus,
            Start::Random | Start::Clicked => Init::Random,
        },
        seed: prefs.seed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn four_groups() -> Dataset {
        let mut data = Dataset::new(2);
        for (cx, cy) in [(-1.0, -1.0), (-1.0, 1.0), (1.0, 1.0), (1.0, -1.0)] {
            for (dx, dy) in [(0.1, 0.0), (-0.1, 0.05), (0.0, -0.1)] {
                data.push(&[cx + dx, cy + dy], 1.0).expect("present");
            }
        }
        data
    }

    #[test]
    fn steps_alternate_and_j_never_rises() {
        let data = four_groups();
        let prefs = ClusterPrefs {
            k: 4,
            ..ClusterPrefs::default()
        };
        let mut view = Cluster::default();
        view.sync(&data, &prefs);
        while view.step() {}
        let steps = view.all_steps();
        assert!(steps.len() >= 3);
        for (i, s) in steps.iter().enumerate() {
            let expected = if i % 2 == 0 {
                cluster::Half::Assign
            } else {
                cluster::Half::Move
            };
            assert_eq!(s.half, expected);
        }
        for pair in steps.windows(2) {
            assert!(pair[1].cost_after <= pair[0].cost_after + 1e-12);
        }
        assert!(view.kmeans().expect("present").converged());
    }

    #[test]
    fn step_back_replays_to_the_same_state() {
        let data = four_groups();
        let prefs = ClusterPrefs {
            k: 3,
            seed: 5,
            ..ClusterPrefs::default()
        };
        let mut view = Cluster::default();
        view.sync(&data, &prefs);
        for _ in 0..3 {
            view.step();
        }
        let after_two = {
            let mut v = Cluster::default();
            v.sync(&data, &prefs);
            v.step();
            v.step();
            v.kmeans().expect("present").clone()
        };
        view.step_back();
        assert_eq!(view.kmeans().expect("present"), &after_two);
        assert_eq!(view.shown_steps().len(), 2);
        assert_eq!(view.all_steps().len(), 3);
        // Step goes forward along the timeline again.
        view.step();
        assert_eq!(view.shown_steps().len(), 3);
    }

    /// K-means on `data` from the centres `clicked`, one click each (K is their number).
    pub(in crate::app::cluster) fn clicked_run(data: &Dataset, clicked: &[DVec2]) -> Cluster {
        let prefs = ClusterPrefs {
            k: clicked.len(),
            start: Start::Clicked,
            ..ClusterPrefs::default()
        };
        let mut view = Cluster::default();
        view.sync(data, &prefs);
        for (i, &centre) in clicked.iter().enumerate() {
            assert!(view.kmeans().is_none(), "{i} of {} centres", clicked.len());
            assert!(view.place_centre(centre, &prefs));
        }
        view
    }

    #[test]
    fn clicked_centres_start_the_run_once_there_are_k() {
        let view = clicked_run(
            &four_groups(),
            &[DVec2::new(-1.0, 0.0), DVec2::new(1.0, 0.0)],
        );
        let centres = &view.kmeans().expect("present").centres().centres;
        assert_eq!(centres, &vec![-1.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn too_few_points_say_why() {
        let mut data = Dataset::new(2);
        data.push(&[0.0, 0.0], 1.0).expect("present");
        let prefs = ClusterPrefs {
            k: 3,
            ..ClusterPrefs::default()
        };
        let mut view = Cluster::default();
        view.sync(&data, &prefs);
        assert!(view.kmeans().is_none());
        assert!(view.unusable().is_some());
        assert!(!view.step());
    }

    #[test]
    fn restarts_keep_the_best_seed() {
        let data = four_groups();
        let prefs = ClusterPrefs {
            k: 4,
            ..ClusterPrefs::default()
        };
        let mut view = Cluster::default();
        view.sync(&data, &prefs);
        view.start_restarts(&prefs);
        let best = view.wait().expect("restarts finish");
        let spread = view.spread().expect("present");
        assert_eq!(spread.final_costs.len(), RESTARTS);
        let i = spread
            .seeds
            .iter()
            .position(|&s| s == best)
            .expect("present");
        let min = spread.final_costs.iter().copied().fold(f64::MAX, f64::min);
        assert_eq!(spread.final_costs[i], min);
        view.start_elbow(&prefs);
        view.wait();
        let elbow = view.elbow().expect("present");
        assert_eq!(elbow.len(), MAX_K);
        assert!(elbow[3].min_cost < elbow[0].min_cost);
    }
}
