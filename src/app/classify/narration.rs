//! Classify's announcement: what its learner's last step did, in one sentence at the viewer's
//! detail — "Update 3 on P7 (1.2, −0.4) ○: w = (−1, 1, 2); 2 mistakes left" — and the run's
//! stop in words when it stopped; and the places the keyboard's G goes to (the point the
//! learner corrects next, the support vectors).

use crate::app::classify::Classify;
use crate::app::classify::run::Run;
use crate::app::document::Document;
use crate::app::plane::figure::Landmark;
use crate::app::prefs::Announcements;
use crate::app::shell::narrator::Narration;
use crate::app::shell::runner::Mode;
use crate::app::shell::status::{self, State};
use crate::learn::Event;
use crate::spoken;
use crate::t;

impl Classify {
    /// The first learner's last step and state, at `detail`.
    ///
    /// When what it is about is `known` (said already), the sentence is not written.
    pub(in crate::app) fn narration(
        &self,
        doc: &Document,
        mode: Mode,
        detail: Announcements,
        known: &str,
    ) -> Narration {
        let run = self.primary();
        let data = doc.data();
        let status = self.status_of(run, mode, data);
        let state = status::describe(&status, run.settings());
        let Some(learner) = run.learner() else {
            return Narration::of(state);
        };
        let stopped = matches!(status.state, State::Stopped(_) | State::Unusable(_));
        let counters = learner.counters();
        let about = format!(
            "{}/{}/{}/{}",
            run.settings().algorithm.name(),
            counters.updates,
            counters.visits,
            if stopped { state.as_str() } else { "" }
        );
        if about == known {
            return Narration {
                about,
                text: String::new(),
            };
        }
        // Counted now: the window's cached counts follow the step a frame later.
        let model = learner.model();
        let mistakes = (0..data.len())
            .filter(|&n| crate::rows::is_mistake(model.row_margin(data, n)))
            .count();
        let w = learner.weights();
        let full = detail == Announcements::Full;
        let brief = detail == Announcements::Brief;
        let step = run.last_step();
        let what = step.and_then(|step| match step.event {
            Event::PointUpdate { point, margin, .. } if point < doc.len() => {
                let p = &doc.points()[point];
                let mut text = if brief {
                    t!(
                        "access-update-brief",
                        t = status.t,
                        n = point + 1,
                        mistakes = mistakes
                    )
                } else {
                    t!(
                        "access-update",
                        t = status.t,
                        n = point + 1,
                        at = spoken::pair(p.x.to_array()),
                        label = spoken::label(p.label.y()),
                        w = spoken::vector(w),
                        mistakes = mistakes
                    )
                };
                if full {
                    text.push_str(&t!("access-update-margin", margin = spoken::number(margin)));
                }
                Some(text)
            }
            Event::Correct { point, margin } => Some(t!(
                "access-visit-correct",
                n = point + 1,
                margin = spoken::number(margin)
            )),
            Event::BatchUpdate => Some(t!(
                "access-batch",
                t = status.t,
                w = spoken::vector(w),
                mistakes = mistakes
            )),
            Event::PairUpdate(pair) => {
                let mut text = t!(
                    "access-pair",
                    t = status.t,
                    i = pair.i + 1,
                    j = pair.j + 1,
                    mistakes = mistakes
                );
                if !brief {
                    text.push_str(&t!(
                        "access-pair-alphas",
                        i = pair.i + 1,
                        from_i = spoken::number(pair.alpha_i[0]),
                        to_i = spoken::number(pair.alpha_i[1]),
                        j = pair.j + 1,
                        from_j = spoken::number(pair.alpha_j[0]),
                        to_j = spoken::number(pair.alpha_j[1])
                    ));
                }
                if full {
                    text.push_str(&t!(
                        "access-pair-dual",
                        dual = spoken::number(pair.dual_objective)
                    ));
                }
                Some(text)
            }
            Event::Solved => Some(t!(
                "access-solved",
                w = spoken::vector(w),
                mistakes = mistakes
            )),
            _ => None,
        });
        let line = (full && w.len() == 3)
            .then(|| t!("access-the-line", line = spoken::line([w[0], w[1], w[2]])));
        let mut text = match &what {
            Some(what) if stopped => t!(
                "access-two-sentences",
                first = what.as_str(),
                second = state.as_str()
            ),
            Some(what) => what.clone(),
            None => t!("access-state", state = state.as_str(), mistakes = mistakes),
        };
        if let Some(line) = line {
            text.push_str(&line);
        }
        Narration { about, text }
    }
}

/// The places G goes to in Classify: the point `run`'s learner corrects next (found on a
/// copy of the learner, stepped once), and an SVM's support vectors.
pub(in crate::app) fn landmarks(run: &Run, doc: &Document) -> Vec<Landmark> {
    let mut landmarks = Vec::new();
    let Some(learner) = run.learner() else {
        return landmarks;
    };
    if learner.stopped().is_none() {
        let mut copy = learner.clone_box();
        if let Event::PointUpdate { point, .. } = copy.step(doc.data()).event
            && let Some(p) = doc.points().get(point)
        {
            landmarks.push(Landmark {
                name: t!("access-landmark-next").to_owned(),
                at: p.x,
                point: Some(point),
            });
        }
    }
    if let Some(smo) = learner.smo() {
        let support = smo.support();
        let count = support.len();
        for (k, &n) in support.iter().enumerate() {
            if let Some(p) = doc.points().get(n) {
                landmarks.push(Landmark {
                    name: t!("access-landmark-support", k = k + 1, count = count),
                    at: p.x,
                    point: Some(n),
                });
            }
        }
    }
    landmarks
}
