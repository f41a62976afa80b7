//! The Dichotomies workspace (the course's lectures 5–7, why a machine can learn): every
//! labelling of the student's points (N ≤ 12) with whether a hypothesis set realises it — its
//! witness line, thresholds or hull, or why none does — counted against 2ᴺ and the set's growth
//! function; the four sets' growth and break points; the bound B(N, k) with its recursion on the
//! student's own dichotomies; and the VC bound beside a generalisation gap measured in the
//! background. The plane shows the points with the labelling they carry, and that labelling's
//! witness.

mod bound_table;
mod listing;
mod measure;
mod paint;
mod place;
mod room;
mod sets;
mod tiles;
mod vc_bound;

use crate::app::document::Document;
use crate::data::Dataset;
use crate::t;
use crate::vc::Hypotheses;
use crate::vc::dichotomies::{self, Labelling, MOST_POINTS};

use listing::{Key, Listed, Listing};
use measure::Measurement;
use place::Place;

/// The workspace: where it stands (its place, saved in lessons), the labellings of the points
/// under the set chosen, and the gap measured.
#[derive(Default)]
pub struct Dichotomies {
    place: Place,
    listing: Listing,
    /// The identity of the window's points, and the labelling they carry (when few enough).
    now: (u64, Option<usize>),
    measurement: Measurement,
    /// The labels of the tile clicked in the panel, given to the points with the frame's commands.
    clicked: Option<Vec<f64>>,
    /// Drawn on a lecture's stage this frame: smaller tiles, no hints for the desk.
    on_stage: bool,
}

impl Dichotomies {
    /// Lists the labellings again if the points or the set changed (in the background for many
    /// points); whether a listing is under way.
    pub fn sync(&mut self, doc: &Document) -> bool {
        self.note_points(doc);
        let data = doc.data();
        let key = Key {
            data_id: data.id(),
            hypotheses: self.place.hypotheses,
        };
        self.listing.follow(key, doc.points(), plane_points(data))
    }

    /// Notes the identity of the window's points and the labelling they carry, without listing
    /// (a frame's listing is done once, by [`Dichotomies::sync`]).
    fn note_points(&mut self, doc: &Document) {
        let data = doc.data();
        self.now = (data.id(), labelling_of(data));
    }

    /// The listing shown, when it is of the window's points as they are now.
    fn current(&self) -> Option<&Listed> {
        self.listing
            .shown
            .as_ref()
            .filter(|l| l.data_id == self.now.0)
    }

    /// The labelling the points carry, when they are few enough to list.
    pub fn carried(&self) -> Option<usize> {
        self.now.1
    }

    fn choose(&mut self, hypotheses: Hypotheses) {
        if self.place.hypotheses != hypotheses {
            self.place.hypotheses = hypotheses;
            self.place.page = 0;
            self.listing.forget();
        }
    }

    /// The points' (x₁, x₂) as last listed.
    fn points(&self) -> &[[f64; 2]] {
        self.listing.shown.as_ref().map_or(&[], |l| &l.points)
    }

    /// Every labelling of the points as last listed, or why there is none to list.
    fn labellings(&self) -> Option<Result<&[Labelling], &str>> {
        self.listing
            .shown
            .as_ref()
            .map(|l| l.labellings.as_deref().map_err(String::as_str))
    }

    /// The labellings set `h` realises on the points as last listed.
    fn count_of(&self, h: Hypotheses) -> Option<Result<usize, String>> {
        let listed = self.listing.shown.as_ref()?;
        Some(listed.counts[set_index(h)].clone())
    }

    /// The status line: the count against 2ᴺ and m_H(N).
    pub fn status_text(&self) -> String {
        match self.labellings() {
            None => String::new(),
            Some(Err(why)) => why.to_owned(),
            Some(Ok(all)) => t!(
                "dichotomies-status",
                hypotheses = self.place.hypotheses.name(),
                realised = dichotomies::count(all),
                labellings = all.len(),
                n = all.len().trailing_zeros()
            ),
        }
    }
}

/// "14 of 16 labellings of these 4 points are realised by lines (m_H(4) = 14)".
fn count_sentence(h: Hypotheses, all: &[Labelling]) -> String {
    let n = all.len().trailing_zeros();
    t!(
        "dichotomies-count",
        realised = dichotomies::count(all),
        labellings = all.len(),
        n = n,
        hypotheses = h.name(),
        growth = h.growth(n).to_string()
    )
}

/// The place of `h` in [`Hypotheses::ALL`].
fn set_index(h: Hypotheses) -> usize {
    Hypotheses::ALL.iter().position(|&s| s == h).unwrap_or(0)
}

/// The first two features of each point (the plane's x₁ and x₂).
fn plane_points(data: &Dataset) -> Vec<[f64; 2]> {
    (0..data.len())
        .map(|n| {
            let feature = |i: usize| {
                if i <= data.dim() {
                    data.feature(n, i)
                } else {
                    0.0
                }
            };
            [feature(1), feature(2)]
        })
        .collect()
}

/// The number of the labelling the points carry (bit n set: point n is ○), when they are few
/// enough to list.
fn labelling_of(data: &Dataset) -> Option<usize> {
    (data.len() <= MOST_POINTS).then(|| {
        (0..data.len())
            .filter(|&n| data.label(n) > 0.0)
            .fold(0, |index, n| index | 1 << n)
    })
}
