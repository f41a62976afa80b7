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
use crate::svm::PairUpdate;
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
        let said = Said {
            t: status.t,
            w,
            mistakes,
            detail,
        };
        let what = run
            .last_step()
            .and_then(|step| step_sentence(&step.event, doc, &said));
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

/// What a step's sentence tells besides its event: the step t, the weights w after it, the
/// mistakes left, and the detail asked for.
struct Said<'a> {
    t: u64,
    w: &'a [f64],
    mistakes: usize,
    detail: Announcements,
}

/// The sentence for a step's `event` on the points of `doc`, if it has one.
fn step_sentence(event: &Event, doc: &Document, said: &Said<'_>) -> Option<String> {
    let &Said {
        t,
        w,
        mistakes,
        detail,
    } = said;
    match *event {
        Event::PointUpdate { point, margin, .. } if point < doc.len() => {
            let p = &doc.points()[point];
            let mut text = if detail == Announcements::Brief {
                t!(
                    "access-update-brief",
                    t = t,
                    n = point + 1,
                    mistakes = mistakes
                )
            } else {
                t!(
                    "access-update",
                    t = t,
                    n = point + 1,
                    at = spoken::pair(p.x.to_array()),
                    label = spoken::label(p.label.y()),
                    w = spoken::vector(w),
                    mistakes = mistakes
                )
            };
            if detail == Announcements::Full {
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
            t = t,
            w = spoken::vector(w),
            mistakes = mistakes
        )),
        Event::PairUpdate(pair) => Some(pair_sentence(&pair, said)),
        Event::Solved => Some(t!(
            "access-solved",
            w = spoken::vector(w),
            mistakes = mistakes
        )),
        _ => None,
    }
}

/// The sentence for an SMO step on a pair: which pair, and (unless brief) how their α moved,
/// and (in full) the dual objective.
fn pair_sentence(pair: &PairUpdate, said: &Said<'_>) -> String {
    let mut text = t!(
        "access-pair",
        t = said.t,
        i = pair.i + 1,
        j = pair.j + 1,
        mistakes = said.mistakes
    );
    if said.detail != Announcements::Brief {
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
    if said.detail == Announcements::Full {
        text.push_str(&t!(
            "access-pair-dual",
            dual = spoken::number(pair.dual_objective)
        ));
    }
    text
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
