//! The document a lesson edits: the points (x₁, x₂, label, and a class for the Classes
//! workspace) and their undo/redo history.
//!
//! The points live twice: as a list of [`Point`]s (what the person placed, in order) and as the
//! core's [`Dataset`] the learners read. Every edit goes through [`Document::apply`], which
//! changes both and records the [`Edit`], so the two never disagree and every edit — a click,
//! a drag, a flip, a clear, a preset — can be undone. Each recorded edit has an [`EditId`] for
//! as long as it is in the history (undone, it keeps it for its redo), so that what the window
//! keeps beside an edit (the whole state a lesson replaced) goes with that edit.

pub mod presets;

use glam::DVec2;

use crate::data::Dataset;

/// A label: ○ is +1, × is −1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Label {
    Positive,
    Negative,
}

impl Label {
    pub fn from_y(y: f64) -> Self {
        if y > 0.0 {
            Self::Positive
        } else {
            Self::Negative
        }
    }

    /// y = ±1.
    pub fn y(self) -> f64 {
        match self {
            Self::Positive => 1.0,
            Self::Negative => -1.0,
        }
    }

    pub fn flipped(self) -> Self {
        match self {
            Self::Positive => Self::Negative,
            Self::Negative => Self::Positive,
        }
    }

    /// "○ (+1)" or "× (−1)".
    pub fn symbol(self) -> &'static str {
        crate::data::label_symbol(self.y())
    }
}

/// One point of the plane.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Point {
    pub x: DVec2,
    /// ○ or ×: what the two-class learners see.
    pub label: Label,
    /// The class the Several classes workspace sees (0 … 7); `None`: the label's class (see
    /// [`Point::class`]).
    pub class: Option<usize>,
}

impl Point {
    /// The points of a two-feature data set, labelled by its labels.
    pub fn all_of(data: &Dataset) -> Vec<Self> {
        (0..data.len())
            .map(|n| {
                Self::new(
                    data.feature(n, 1),
                    data.feature(n, 2),
                    Label::from_y(data.label(n)),
                )
            })
            .collect()
    }

    /// A point of two classes (no class of its own).
    pub fn new(x1: f64, x2: f64, label: Label) -> Self {
        Self {
            x: DVec2::new(x1, x2),
            label,
            class: None,
        }
    }

    /// A point of class `class`, its label × for class 0 and ○ for the others (class 0 against
    /// the rest, as a file's two sorted classes read as −1/+1).
    pub fn of_class(x: DVec2, class: usize) -> Self {
        Self {
            x,
            label: if class == 0 {
                Label::Negative
            } else {
                Label::Positive
            },
            class: Some(class),
        }
    }

    /// The point's class: its own, else × is class 0 and ○ class 1.
    pub fn class(&self) -> usize {
        crate::multiclass::class_number(self.class, self.label == Label::Positive)
    }
}

/// One undoable change of the points.
#[derive(Debug, Clone, PartialEq)]
pub enum Edit {
    /// A point appended at the end.
    Add(Point),
    /// Point `index` removed (the ones after it move down).
    Remove { index: usize, point: Point },
    /// Point `index` moved.
    Move {
        index: usize,
        from: DVec2,
        to: DVec2,
    },
    /// Point `index`'s label flipped.
    Flip { index: usize },
    /// Point `index`'s class changed (its label stays).
    SetClass {
        index: usize,
        from: Option<usize>,
        to: Option<usize>,
    },
    /// All points replaced (clear, preset).
    Replace {
        before: Vec<Point>,
        after: Vec<Point>,
    },
}

impl Edit {
    /// How many points the edit stores (to bound the memory of the history).
    fn weight(&self) -> usize {
        match self {
            Self::Replace { before, after } => 1 + before.len() + after.len(),
            _ => 1,
        }
    }
}

/// The number of one edit of the history: it names the edit while it is undone and redone.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct EditId(u64);

/// An edit in the history, with its number.
#[derive(Debug, Clone)]
struct Recorded {
    id: EditId,
    edit: Edit,
}

/// Why an edit could not be applied.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EditError {
    /// No point has this index.
    NoSuchPoint(usize),
    /// The points would not be a valid data set.
    Data(#[from] crate::data::DataError),
}

impl std::fmt::Display for EditError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::NoSuchPoint(index) => {
                f.write_str(&crate::t!("files-no-such-point", index = index.to_string()))
            }
            Self::Data(e) => e.fmt(f),
        }
    }
}

/// At most this many points kept in the undo and redo histories together (a preset of a
/// million points may be undone, but a hundred of them are not all kept).
const MAX_HISTORY_WEIGHT: usize = 4_000_000;

/// The points and their edit history.
#[derive(Debug, Clone)]
pub struct Document {
    points: Vec<Point>,
    data: Dataset,
    undo: Vec<Recorded>,
    redo: Vec<Recorded>,
    /// The number the next recorded edit gets.
    next_id: u64,
    /// Counts every change of the points, classes included (the dataset's identity does not
    /// see a class).
    revision: u64,
}

impl Default for Document {
    fn default() -> Self {
        Self {
            points: Vec::new(),
            data: Dataset::new(2),
            undo: Vec::new(),
            redo: Vec::new(),
            next_id: 0,
            revision: 0,
        }
    }
}

impl Document {
    /// A document holding `points`, with an empty history.
    pub fn with_points(points: Vec<Point>) -> Result<Self, EditError> {
        let data = dataset_of(&points)?;
        Ok(Self {
            points,
            data,
            ..Self::default()
        })
    }

    pub fn points(&self) -> &[Point] {
        &self.points
    }

    /// The points as a lesson writes them: `[x₁, x₂, y]`.
    pub fn rows(&self) -> Vec<[f64; 3]> {
        self.points
            .iter()
            .map(|p| [p.x.x, p.x.y, p.label.y()])
            .collect()
    }

    /// Whether the points are `rows` (as [`Document::rows`] writes them), without writing them.
    pub fn has_rows(&self, rows: &[[f64; 3]]) -> bool {
        self.points.len() == rows.len()
            && self
                .points
                .iter()
                .zip(rows)
                .all(|(p, row)| [p.x.x, p.x.y, p.label.y()] == *row)
    }

    /// The points as the learners see them.
    pub fn data(&self) -> &Dataset {
        &self.data
    }

    pub fn len(&self) -> usize {
        self.points.len()
    }

    pub fn is_empty(&self) -> bool {
        self.points.is_empty()
    }

    /// A number that changes whenever the points or their classes change.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// How many edits Undo can take back.
    pub fn undo_depth(&self) -> usize {
        self.undo.len()
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The edit Undo would take back.
    pub fn to_undo(&self) -> Option<EditId> {
        self.undo.last().map(|r| r.id)
    }

    /// The edit Redo would bring back.
    pub fn to_redo(&self) -> Option<EditId> {
        self.redo.last().map(|r| r.id)
    }

    /// Whether edit `id` is still in the history (to undo or to redo).
    pub fn holds(&self, id: EditId) -> bool {
        self.undo.iter().chain(&self.redo).any(|r| r.id == id)
    }

    /// Records `edit`, done already: a new edit clears what was undone.
    fn record(&mut self, edit: Edit) {
        let id = EditId(self.next_id);
        self.next_id += 1;
        self.undo.push(Recorded { id, edit });
        self.redo.clear();
    }

    /// Applies `edit` and records it for undo; clears the redo history. Replacing the points
    /// by the same points (a preset or a file loaded twice) records nothing, like a drag that
    /// ends where it began: an undo always changes something.
    pub fn apply(&mut self, edit: Edit) -> Result<(), EditError> {
        if matches!(&edit, Edit::Replace { after, .. } if *after == self.points) {
            return Ok(());
        }
        self.perform(&edit)?;
        self.record(edit);
        self.trim_history();
        Ok(())
    }

    /// Moves point `index` without recording it: a drag in progress. The drag ends with
    /// [`Document::finish_move`], which records one edit for the whole drag.
    pub fn move_live(&mut self, index: usize, to: DVec2) -> Result<(), EditError> {
        self.set_position(index, to)
    }

    /// Records a finished drag of point `index` from `from` (its position before the drag).
    pub fn finish_move(&mut self, index: usize, from: DVec2, to: DVec2) -> Result<(), EditError> {
        self.check(index)?;
        // Usually the live moves already put it there: then the points stay the same ones.
        if self.points[index].x != to {
            self.set_position(index, to)?;
        }
        if from != to {
            self.record(Edit::Move { index, from, to });
        }
        Ok(())
    }

    /// Undoes the last edit; `false` if there was none.
    pub fn undo(&mut self) -> bool {
        let Some(recorded) = self.undo.pop() else {
            return false;
        };
        if self.revert(&recorded.edit).is_err() {
            // Only an internal inconsistency can get here; forget the history rather than
            // corrupt the points.
            self.undo.clear();
            self.redo.clear();
            return false;
        }
        self.redo.push(recorded);
        true
    }

    /// Redoes the last undone edit; `false` if there was none.
    pub fn redo(&mut self) -> bool {
        let Some(recorded) = self.redo.pop() else {
            return false;
        };
        if self.perform(&recorded.edit).is_err() {
            self.undo.clear();
            self.redo.clear();
            return false;
        }
        self.undo.push(recorded);
        true
    }

    fn perform(&mut self, edit: &Edit) -> Result<(), EditError> {
        self.revision += 1;
        match edit {
            Edit::Add(point) => {
                self.data.push(&point.x.to_array(), point.label.y())?;
                self.points.push(*point);
            }
            Edit::Remove { index, .. } => {
                self.check(*index)?;
                self.points.remove(*index);
                self.data.remove(*index);
            }
            Edit::Move { index, to, .. } => self.set_position(*index, *to)?,
            Edit::Flip { index } => {
                self.check(*index)?;
                let point = &mut self.points[*index];
                point.label = point.label.flipped();
                let point = *point;
                self.data
                    .set_point(*index, &point.x.to_array(), point.label.y())?;
            }
            Edit::SetClass { index, to, .. } => {
                self.check(*index)?;
                self.points[*index].class = *to;
            }
            Edit::Replace { after, .. } => {
                self.data = dataset_of(after)?;
                self.points.clone_from(after);
            }
        }
        Ok(())
    }

    fn revert(&mut self, edit: &Edit) -> Result<(), EditError> {
        self.revision += 1;
        match edit {
            Edit::Add(_) => {
                let last = self
                    .points
                    .len()
                    .checked_sub(1)
                    .ok_or(EditError::NoSuchPoint(0))?;
                self.points.pop();
                self.data.remove(last);
                Ok(())
            }
            Edit::Remove { index, point } => {
                if *index > self.points.len() {
                    return Err(EditError::NoSuchPoint(*index));
                }
                self.points.insert(*index, *point);
                // The core has no insert: rebuild (undo is rare; O(N) is fine).
                self.data = dataset_of(&self.points)?;
                Ok(())
            }
            Edit::Move { index, from, .. } => self.set_position(*index, *from),
            Edit::Flip { .. } => self.perform(edit),
            Edit::SetClass { index, from, .. } => {
                self.check(*index)?;
                self.points[*index].class = *from;
                Ok(())
            }
            Edit::Replace { before, .. } => {
                self.data = dataset_of(before)?;
                self.points.clone_from(before);
                Ok(())
            }
        }
    }

    fn set_position(&mut self, index: usize, to: DVec2) -> Result<(), EditError> {
        self.check(index)?;
        self.revision += 1;
        let label = self.points[index].label;
        self.data.set_point(index, &to.to_array(), label.y())?;
        self.points[index].x = to;
        Ok(())
    }

    fn check(&self, index: usize) -> Result<(), EditError> {
        if index < self.points.len() {
            Ok(())
        } else {
            Err(EditError::NoSuchPoint(index))
        }
    }

    /// Drops the oldest edits while the histories hold too many points.
    fn trim_history(&mut self) {
        let mut weight: usize = self
            .undo
            .iter()
            .chain(&self.redo)
            .map(|r| r.edit.weight())
            .sum();
        let mut drop = 0;
        while weight > MAX_HISTORY_WEIGHT && drop + 1 < self.undo.len() {
            weight -= self.undo[drop].edit.weight();
            drop += 1;
        }
        self.undo.drain(..drop);
    }
}

/// The dataset of `points`.
fn dataset_of(points: &[Point]) -> Result<Dataset, EditError> {
    let mut data = Dataset::new(2);
    for p in points {
        data.push(&p.x.to_array(), p.label.y())?;
    }
    Ok(data)
}

#[cfg(test)]
mod tests;
