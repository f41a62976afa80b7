//! The Dichotomies workspace (the course's lectures 5–7, why a machine can learn): every
//! labelling of the student's points (N ≤ 12) with whether a hypothesis set realises it — its
//! witness line, thresholds or hull, or why none does — counted against 2ᴺ and the set's growth
//! function; the four sets' growth and break points; the bound B(N, k) with its recursion on the
//! student's own dichotomies; and the VC bound beside a generalisation gap measured in the
//! background. The plane shows the points with the labelling they carry, and that labelling's
//! witness.

mod bound_table;
mod measure;
mod paint;
mod place;
mod room;
mod sets;
mod tiles;
mod vc_bound;

use crate::app::document::{Document, Point};
use crate::data::Dataset;
use crate::t;
use crate::vc::Hypotheses;
use crate::vc::dichotomies::{self, Labelling, MOST_POINTS};

use measure::Measurement;
use place::Place;

/// The workspace: where it stands (its place, saved in lessons), the labellings of the points
/// under the set chosen, and the gap measured.
#[derive(Default)]
pub struct Dichotomies {
    place: Place,
    listed: Option<Listed>,
    measurement: Measurement,
    /// The labels of the tile clicked, given to the points with the next frame's commands.
    clicked: Option<Vec<f64>>,
    /// Drawn on a lecture's stage this frame: smaller tiles, no hints for the desk.
    on_stage: bool,
}

/// The labellings of the points under one set, for the points' identity.
struct Listed {
    data_id: u64,
    hypotheses: Hypotheses,
    /// The points as the window holds them (a tile's click relabels them).
    carried_points: Vec<Point>,
    /// The labelling the points carry.
    carried: Option<usize>,
    points: Vec<[f64; 2]>,
    /// Every labelling, or why they cannot be listed (too many points).
    labellings: Result<Vec<Labelling>, String>,
    /// The labellings each set realises on these points, in [`Hypotheses::ALL`]'s order
    /// (counted when first asked for).
    counts: [Option<Result<usize, String>>; 4],
}

impl Dichotomies {
    /// Lists the labellings again if the points or the set changed.
    pub fn sync(&mut self, doc: &Document) {
        let data = doc.data();
        let h = self.place.hypotheses;
        if self
            .listed
            .as_ref()
            .is_some_and(|l| l.data_id == data.id() && l.hypotheses == h)
        {
            return;
        }
        let points = plane_points(data);
        let labellings = dichotomies::labellings(h, &points).map_err(|e| e.to_string());
        let mut counts: [Option<Result<usize, String>>; 4] = Default::default();
        counts[set_index(h)] = Some(
            labellings
                .as_ref()
                .map(|l| dichotomies::count(l))
                .map_err(Clone::clone),
        );
        self.listed = Some(Listed {
            data_id: data.id(),
            hypotheses: h,
            carried_points: doc.points().to_vec(),
            carried: labelling_of(data),
            points,
            labellings,
            counts,
        });
    }

    /// The labelling the points carry, when they are few enough to list.
    pub fn carried(&self) -> Option<usize> {
        self.listed.as_ref().and_then(|l| l.carried)
    }

    fn choose(&mut self, hypotheses: Hypotheses) {
        if self.place.hypotheses != hypotheses {
            self.place.hypotheses = hypotheses;
            self.place.page = 0;
            self.listed = None;
        }
    }

    /// The points' (x₁, x₂) as last listed.
    fn points(&self) -> &[[f64; 2]] {
        self.listed.as_ref().map_or(&[], |l| &l.points)
    }

    /// Every labelling of the points, or why there is none to list.
    fn labellings(&self) -> Option<Result<&[Labelling], &str>> {
        self.listed
            .as_ref()
            .map(|l| l.labellings.as_deref().map_err(String::as_str))
    }

    /// The labellings set `h` realises on the points (counted now if not yet).
    fn count_of(&mut self, h: Hypotheses) -> Option<Result<usize, String>> {
        let listed = self.listed.as_mut()?;
        let slot = &mut listed.counts[set_index(h)];
        if slot.is_none() {
            *slot = Some(
                dichotomies::labellings(h, &listed.points)
                    .map(|l| dichotomies::count(&l))
                    .map_err(|e| e.to_string()),
            );
        }
        slot.clone()
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
            let feature = |i: usize| if i <= data.dim() { data.feature(n, i) } else { 0.0 };
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
