# The views: the theory panel (update geometry, separability and convergence, the dual form),
# the plane and its legend, the plane's extras, and the target f.

## The theory panel's sections.
views-theory-update-geometry = Update geometry
views-theory-separability = Separability and convergence
views-theory-dual = Dual form, averaged and voted

## Dual form, averaged and voted.
views-dual-show-alphas = αₙ on the points
views-dual-show-alphas-tip = The dual form (seed 002): αₙ counts the updates made on point n, so w = w₀ + Σ αₙ·η·yₙ·zₙ. Each point updated on gets a disc (larger for larger αₙ) and its αₙ.
views-dual-alphas-limit = Shown for up to { $max } points.
views-dual-alphas-perceptrons-only = Only the perceptrons (PLA, pocket, averaged, voted) count updates per point.
views-dual-alphas-note = Number beside a point: αₙ, the updates made on it.
views-dual-show-vote = Shade the vote
views-dual-show-vote-tip = Voted perceptron: every w met along the way votes sign(wᵀz), weighted by how many visits it survived. Shaded by the vote's side and strength; the purple edge is where the vote changes sign, which need not be a straight line. Compare it with w_t (the line).
views-dual-show-vote-disabled = Choose the voted perceptron under Learner.
views-dual-averaged-note = Averaged perceptron: the solid line is w̄, the mean of w over all visits; the dashed one is PLA's w_t.
views-dual-voted-note = Voted perceptron: the shading is the vote, the purple edge its boundary, the line PLA's w_t.

## Separability and convergence.
views-convergence-too-many-points = Separability is decided for up to { $max } points.
views-convergence-not-separable = Not linearly separable: PLA will never halt.
# $witness: why no line separates the points (a sentence of its own).
views-convergence-not-separable-why = { $witness } Every w leaves some point on the wrong side, so PLA always finds another mistake to correct.
views-convergence-switch-to-pocket = Switch to pocket
views-convergence-switch-to-pocket-tip = Use the pocket algorithm: PLA that keeps the best w seen so far (the fewest mistakes) in its pocket ŵ, and stops at the budget. Resets the learner to t = 0.
views-convergence-pocket-answer = Pocket keeps the best w seen so far: its answer is ŵ.
views-convergence-separable = Linearly separable: PLA halts.
views-convergence-w-f-tip = The perfect weights that keep the points farthest from the line: they maximise ρ. Scaled to ‖w_f‖ = 1 (w₀ included).
views-convergence-radius-tip = R = max ‖zₙ‖, the longest augmented point z = (1, x₁, x₂).
views-convergence-rho-tip = ρ = min yₙ·w_fᵀzₙ / ‖w_f‖: how far the closest point is on its right side of w_f (in the augmented space).
views-convergence-bound = bound R²/ρ²
views-convergence-bound-tip = PLA from w = 0 makes at most R²/ρ² updates on these points, whatever order it visits them in.
views-convergence-updates = updates T
views-convergence-updates-tip = The updates made so far (t). The proof says T ≤ R²/ρ² for a run from w = 0.
views-convergence-updates-within-bound = { $t }  (T ≤ R²/ρ²: yes)
views-convergence-updates-over-bound = { $t }  (T ≤ R²/ρ²: no)
views-convergence-not-perceptron = The guarantee is about PLA (and pocket, averaged and voted: they update w_t the same way); this learner does not correct mistakes one at a time.
views-convergence-not-from-zero = The guarantee is for a run from w = 0 on these points; press Reset (with Start from: w = 0) to watch one.
views-convergence-show-w-f = Draw w_f in the plane
views-convergence-show-w-f-tip = Draw the widest separator w_f as a faint dotted line.
views-convergence-cosine = cos∠(w_f, w_t) over t
views-convergence-cosine-tip = How well w_t lines up with w_f: 1 when they point the same way. The proof shows it is at least √t·ρ/R after t updates, which cannot exceed 1: hence t ≤ R²/ρ².
views-convergence-guaranteed = guaranteed √t·ρ/R
views-convergence-t-shown = t shown
views-convergence-plot-caption = Green: cos∠(w_f, w_t) at each update. Dashed: the guaranteed √t·ρ/R. Grey bar: the t shown.

## The update geometry's readout.
views-update-soft = t = { $t }: SGD visits point { $point } ({ $class }), y·s = { $margin }: a soft PLA update, weighted by θ(−y·s) = { $theta } (the more wrong, the harder the pull).
views-update-mistake = t = { $t }: point { $point } ({ $class }) is a mistake (y·s = { $margin } ≤ 0):
views-update-bias = w₀ (the threshold's weight) goes from { $before } to { $after }.
views-update-angle = ∠(w, x): { $before }° → { $after }°, { $turn } ({ $why }).
views-update-angle-smaller = smaller: w turned toward x
views-update-angle-larger = larger: w turned away from x
views-update-angle-unchanged = unchanged
views-update-pull = y = +1 pulls w toward x
views-update-push = y = −1 pushes w away from x
views-update-angle-from-zero = ∠(w, x): w₁ = w₂ = 0 before (no direction), { $after }° after.
views-update-pocket-replaced = The new w makes fewer mistakes than the pocket ŵ: it goes into the pocket.
views-update-not-one-point = This learner does not update on one point at a time: the picture is for PLA, pocket and logistic SGD.
views-update-stopped = The run has stopped: no more updates. Step back (B) shows the last one.
views-update-correct = The last visit found the point on its right side: w did not change.
views-update-none-yet = No update yet: press Step to see w ← w + η·y·z drawn.

## The legend under the plane.
views-legend-positive-tip = A point with label +1, drawn as a blue ring.
views-legend-negative-tip = A point with label −1, drawn as a vermillion cross.
views-legend-pocket = ŵ (pocket)
views-legend-average = w̄ (average)
views-legend-line-tip = The line w₀ + w₁x₁ + w₂x₂ = 0 where the score s = wᵀz changes sign. For pocket it is the pocket weights ŵ, for the averaged perceptron the mean w̄: the answer.
views-legend-current-tip = The current weights w_t, the ones PLA updates. The solid line is the answer made from them: pocket keeps the best, the averaged perceptron their mean.
views-legend-compared-tip = The learner compared with the first one on the same points: its answer, dashed in this colour, with its own w arrow.
views-legend-arrow-tip = The direction of (w₁, w₂), drawn from the point of the line nearest the middle of the view. It is normal to the line and points to the +1 side; its length is fixed, not ‖w‖.
views-legend-mistakes = misclassified
views-legend-mistakes-tip = A ring around a point on the wrong side of the line (or on it): y·s ≤ 0.
views-legend-last-update = last update
views-legend-last-update-tip = The point the last step used to update w: w ← w + η·y·z.
views-legend-plus-side = +1 side
views-legend-plus-side-tip = The side of the line where s = wᵀz > 0: predicted +1.
views-legend-theta-tip = Shading: θ(wᵀz), the probability of +1 that logistic regression gives: blue towards 1, vermillion towards 0, clear at 0.5 (the line).

## Words drawn on the plane.
views-plane-update-mark = update
views-plane-visited-correct = visited: correct
views-plane-point-hover = point { $n }: { $label } at ({ $x }, { $y })
views-plane-point-margin = y·s = { $margin } ({ $verdict })
views-plane-right-side = right side
views-plane-on-the-line = on the line: a mistake
views-plane-misclassified = misclassified
views-plane-place-positive-first = Left click: place ○ (+1)      Right click: place × (−1)
views-plane-place-negative-first = Left click: place × (−1)      Right click: place ○ (+1)
views-plane-or-load-a-preset = or load a preset on the left
views-plane-no-line = No line: w₁ = w₂ = 0, so every point gets the same score s = w₀ = { $w0 }

## The plane's extras.
views-extras-alphas-legend = Disc and number beside a point: αₙ, the updates made on it (w = w₀ + Σ αₙ·η·yₙ·zₙ)

## The target f.
views-target-heading = Target f and noise
views-target-draw = Draw f
views-target-draw-tip = Then press, drag and release in the plane: f is the line through the two points, +1 to the left of the direction you drew. Drag its ends to move it.
views-target-show = Show f
views-target-show-tip = Draw the target f beside the learned g.
views-target-swap-sides = Swap sides
views-target-swap-sides-tip = Make f's +1 side its −1 side.
views-target-remove = Remove f
views-target-noise = noise p
views-target-noise-tip = Each label is flipped with probability p: the noise of the course's story. No g does better than E_out = p.
views-target-n-tip = How many points to label by f.
views-target-seed = seed
views-target-seed-tip = The same seed gives the same points.
views-target-label-random = Label random points by f
views-target-label-random-tip = Replace the points by N points drawn uniformly from f's box, labelled by f, each label flipped with probability p. Undo brings the old points back.
views-target-labelled = { $count } points labelled by f, each label flipped with probability p = { $p }.
views-target-none = No target: draw f, or label points by a default one.
views-target-e-out-tip = The fraction of { $samples } fresh points from f (labels flipped with p = { $p }) that g gets wrong, with its standard error √(e(1 − e)/n).
views-target-disagreement = g and f disagree on { $percent }% of the box; noise alone gives p = { $p }.
views-target-e-out-needs-two-features = E_out needs a learner on two features.
views-target-drawing = Draw f: press, drag and release
views-target-drag-end-tip = Drag to move f.
views-target-legend-f = f: the target
views-target-legend-g = g: the learned line
