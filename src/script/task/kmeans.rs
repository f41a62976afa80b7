//! The K-means exercise's answer: where a centre moves after one assignment of the scene's
//! points to their nearest centres.

use crate::lesson::Lesson;
use crate::t;

/// Where centre `centre` (from 1) of `centres` moves after K-means assigns the scene's points to
/// their nearest centres: the mean of its points (it stays when it has none).
pub fn moved_centre(
    state: &Lesson,
    centres: &[[f64; 2]],
    centre: usize,
) -> Result<[f64; 2], String> {
    let data = state.dataset().map_err(|e| e.to_string())?;
    let points = crate::cluster::Points::from_dataset(&data);
    let start: Vec<f64> = centres.iter().flatten().copied().collect();
    let mut kmeans =
        crate::cluster::KMeans::with_centres(&points, start).map_err(|e| e.to_string())?;
    // The assignment, then the move.
    for _ in 0..2 {
        kmeans.step(&points);
    }
    let moved = &kmeans.centres().centres;
    let at = centre.saturating_sub(1) * 2;
    moved
        .get(at..at + 2)
        .map(|m| [m[0], m[1]])
        .ok_or_else(|| t!("core-task-kmeans-no-centre").to_owned())
}
