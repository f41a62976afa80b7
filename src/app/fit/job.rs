//! The heat maps, learning curves and validation curve, computed off the window's thread: on the desktop the
//! survey runs on every core on a thread of its own, the frame reading its progress and raising
//! its stop flag through the survey's [`Control`], and taking each cell the threads finish from a
//! channel into a copy it draws (no lock is held while a cell is computed); on the web page, which
//! has no threads, it runs a few milliseconds of [`Survey::step`] each frame. Either way the cells
//! are drawn as they are done. A stopped survey keeps what it did, and starting the same grid
//! again goes on from there.

use crate::app::prefs::FitPrefs;
use crate::fit::{Survey, SurveyGrid};
use crate::lesson::fit::FitPart;
use crate::t;

/// The survey under way, if any, and the last one computed (or stopped).
#[derive(Default)]
pub struct Surveys {
    running: Option<imp::Running>,
    last: Option<Survey>,
    /// Why the survey could not start.
    error: Option<String>,
}

/// The grid the settings ask for (the core's [`FitPart::survey_grid`]).
pub fn grid_of(prefs: &FitPrefs) -> SurveyGrid {
    FitPart::from(prefs).survey_grid()
}

impl Surveys {
    /// Starts the survey of `prefs`, or goes on with the last one if it is the same grid
    /// stopped short.
    pub fn start(&mut self, prefs: &FitPrefs) {
        self.stop();
        let grid = grid_of(prefs);
        let survey = match self.last.take() {
            Some(last) if *last.grid() == grid && last.is_done() => {
                self.last = Some(last);
                return;
            }
            Some(last) if *last.grid() == grid => last,
            last => match Survey::new(grid) {
                Ok(survey) => survey,
                Err(error) => {
                    self.last = last;
                    self.error = Some(error.to_string());
                    return;
                }
            },
        };
        self.error = None;
        match imp::Running::start(survey) {
            Ok(running) => self.running = Some(running),
            Err((survey, error)) => {
                self.last = survey.map(|s| *s);
                self.error = Some(t!("fit-survey-no-thread", error = error));
            }
        }
    }

    /// Starts the survey of `prefs` unless one is under way, this one is made already, or a
    /// survey could not start (a lecture's scene that shows a map computes it by itself).
    pub fn start_unless_made(&mut self, prefs: &FitPrefs) {
        let grid = grid_of(prefs);
        let made = self.last.as_ref().is_some_and(|s| *s.grid() == grid);
        if !(self.is_running() || made || self.error.is_some()) {
            self.start(prefs);
        }
    }

    /// Takes the survey once it is done (on the web page, runs a slice of it first); whether
    /// one is still under way.
    pub fn poll(&mut self) -> bool {
        let Some(running) = self.running.as_mut() else {
            return false;
        };
        if running.advance() {
            self.take(false);
            return false;
        }
        true
    }

    /// Stops the survey under way after the runs in progress; what it did is kept.
    pub fn stop(&mut self) {
        self.take(true);
    }

    fn take(&mut self, stop: bool) {
        if let Some(running) = self.running.take() {
            match running.finish(stop) {
                Some(survey) => self.last = Some(survey),
                None => self.error = Some(t!("fit-survey-failed").to_owned()),
            }
        }
    }

    pub fn is_running(&self) -> bool {
        self.running.is_some()
    }

    /// Runs done and runs in all, of the survey under way.
    pub fn progress(&self) -> Option<(usize, usize)> {
        self.running.as_ref().map(imp::Running::progress)
    }

    /// The last survey computed or stopped.
    pub fn last(&self) -> Option<&Survey> {
        self.last.as_ref()
    }

    /// What to draw: the survey under way with the cells done so far, else the last one.
    pub fn shown(&self) -> Option<&Survey> {
        self.running
            .as_ref()
            .map(imp::Running::survey)
            .or(self.last.as_ref())
    }

    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }
}

#[cfg(not(target_arch = "wasm32"))]
mod imp {
    use std::sync::atomic::Ordering;
    use std::sync::mpsc::{self, Receiver};
    use std::sync::{Arc, Mutex};
    use std::thread::JoinHandle;

    use crate::fit::survey::every_core;
    use crate::fit::{Control, FinishedCell, Survey};

    /// The survey's controls, its stop flag raised when the window lets go of the survey
    /// under way (the workspace or the window dropped): its threads end after the runs in
    /// progress instead of running on, detached, to the end.
    struct StopWhenDropped(Arc<Control>);

    impl Drop for StopWhenDropped {
        fn drop(&mut self) {
            self.0.stop.store(true, Ordering::Relaxed);
        }
    }

    /// A survey on its own thread, which runs it on every core.
    pub struct Running {
        control: StopWhenDropped,
        /// A copy of the survey as it started, with each cell put in as it is finished.
        shown: Survey,
        finished: Receiver<FinishedCell>,
        /// Runs done before it started (a stopped survey going on).
        done_before: usize,
        total: usize,
        handle: JoinHandle<Option<Survey>>,
    }

    impl Running {
        /// Starts `survey` on a thread; hands it back with the reason if there is none.
        pub fn start(survey: Survey) -> Result<Self, (Option<Box<Survey>>, String)> {
            let control = Arc::new(Control::default());
            let (done_before, total) = (survey.done_runs(), survey.total_runs());
            let shown = survey.clone();
            let (sender, finished) = mpsc::channel();
            // The thread takes the survey from here; if it cannot start, it is taken back.
            let slot = Arc::new(Mutex::new(Some(survey)));
            let (its_slot, its_control) = (Arc::clone(&slot), Arc::clone(&control));
            let spawned = std::thread::Builder::new()
                .name("linlab-survey".to_owned())
                .spawn(move || {
                    let mut survey = its_slot.lock().ok()?.take()?;
                    // A send fails only once the window has let the survey go.
                    let report = |cell| sender.send(cell).unwrap_or(());
                    survey.run_reporting(every_core(), &its_control, &report);
                    Some(survey)
                });
            match spawned {
                Ok(handle) => Ok(Self {
                    control: StopWhenDropped(control),
                    shown,
                    finished,
                    done_before,
                    total,
                    handle,
                }),
                Err(error) => {
                    let survey = slot.lock().ok().and_then(|mut s| s.take()).map(Box::new);
                    Err((survey, error.to_string()))
                }
            }
        }

        /// Puts the cells finished since the last frame into the copy drawn; whether the
        /// survey is done (the thread works meanwhile).
        pub fn advance(&mut self) -> bool {
            let done = self.handle.is_finished();
            for cell in self.finished.try_iter() {
                self.shown.put_finished(cell);
            }
            done
        }

        /// The survey with the cells finished so far.
        pub fn survey(&self) -> &Survey {
            &self.shown
        }

        pub fn progress(&self) -> (usize, usize) {
            let done = self.control.0.done_runs.load(Ordering::Relaxed);
            ((self.done_before + done).min(self.total), self.total)
        }

        /// The survey, stopped first if `stop`; `None` if its thread panicked.
        pub fn finish(self, stop: bool) -> Option<Survey> {
            if stop {
                self.control.0.stop.store(true, Ordering::Relaxed);
            }
            self.handle.join().ok().flatten()
        }
    }

    #[cfg(test)]
    mod tests {
        use std::time::{Duration, Instant};

        use super::*;
        use crate::fit::{Study, SurveyGrid};

        #[test]
        fn a_survey_let_go_of_stops_its_threads() {
            // Long enough to run for minutes: 41 × 41 cells of 1,000 runs each.
            let survey = Survey::new(SurveyGrid::lecture(Study::Noise, 1000, 0)).expect("valid");
            let running = Running::start(survey)
                .map_err(|(_, e)| e)
                .expect("a thread");
            let control = Arc::clone(&running.control.0);
            drop(running);
            assert!(
                control.stop.load(Ordering::Relaxed),
                "the stop flag is raised"
            );
            // The survey's thread holds the other count of the controls until it ends.
            let deadline = Instant::now() + Duration::from_secs(60);
            while Arc::strong_count(&control) > 1 {
                assert!(
                    Instant::now() < deadline,
                    "the survey ran on after it was let go of: {} runs",
                    control.done_runs.load(Ordering::Relaxed)
                );
                std::thread::sleep(Duration::from_millis(20));
            }
        }
    }
}

#[cfg(target_arch = "wasm32")]
mod imp {
    use std::time::Duration;

    use web_time::Instant;

    use crate::fit::Survey;

    /// How long a frame runs the survey: a fraction of a 60 Hz frame.
    const SLICE_TIME: Duration = Duration::from_millis(8);
    /// Runs between two looks at the clock.
    const RUNS_PER_STEP: usize = 50;

    /// A survey run a slice each frame.
    pub struct Running {
        survey: Survey,
    }

    impl Running {
        pub fn start(survey: Survey) -> Result<Self, (Option<Box<Survey>>, String)> {
            Ok(Self { survey })
        }

        /// Runs a slice; whether it is done.
        pub fn advance(&mut self) -> bool {
            let start = Instant::now();
            while !self.survey.is_done() && start.elapsed() < SLICE_TIME {
                self.survey.step(RUNS_PER_STEP);
            }
            self.survey.is_done()
        }

        pub fn progress(&self) -> (usize, usize) {
            (self.survey.done_runs(), self.survey.total_runs())
        }

        pub fn survey(&self) -> &Survey {
            &self.survey
        }

        pub fn finish(self, _stop: bool) -> Option<Survey> {
            Some(self.survey)
        }
    }
}
