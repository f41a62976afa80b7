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
views-update-soft = t = { $t }: SGD visits point { $point } ({ $class }), y·s = { $margin }: a soft PLA update, weighted by θ(−y·s) = { $weight } (the more wrong, the harder the pull).
views-update-hinge = t = { $t }: SGD visits point { $point } ({ $class }), y·s = { $margin }: the hinge loss pulls with weight [y·s < 1] = { $weight } (every point with y·s < 1 pulls, even one on the right side inside the margin).
views-update-linreg-sgd = t = { $t }: SGD visits point { $point } ({ $class }), y·s = { $margin }: the squared error (1 − y·s)² pulls with weight 2(1 − y·s) = { $weight } (toward y·s = 1: a point with y·s > 1 pushes back).
views-update-mistake = t = { $t }: point { $point } ({ $class }) is a mistake (y·s = { $margin } ≤ 0):
views-update-decay = First w₁ and w₂ shrink by 1 − ηλ = { $decay } (λ = 1/(N·C): the regulariser ½λ‖w̃‖² pulls w̃ toward 0). The grey arrow is the shrunk (1 − ηλ)·wₜ, so the step drawn from its tip ends on wₜ₊₁.
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
views-update-smo = SMO does not move w by one point: each step moves a pair (αᵢ, αⱼ) along Σαₙyₙ = 0 and sets b, so every score changes by Δs(x) = yᵢΔαᵢ·K(xᵢ, x) + yⱼΔαⱼ·K(xⱼ, x) + Δb. The two points are ringed on the plane; the Support vector machine section below follows D(α) and P(w).
views-update-smo-pair = t = { $t }: the pair ({ $i }, { $j }): αᵢ { $ai0 } → { $ai1 }, αⱼ { $aj0 } → { $aj1 }.
views-update-smo-none-yet = No pair yet: press Step to see SMO move one pair (αᵢ, αⱼ).

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
# The same on a touch screen (a phone, a tablet): a finger taps or presses long.
views-plane-tap-positive-first = Tap: place ○ (+1)      Press and hold: place × (−1)
views-plane-tap-negative-first = Tap: place × (−1)      Press and hold: place ○ (+1)
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

## Workspaces: classify, cluster, PCA
views-workspace-classify = Classify
views-workspace-classify-tip = Learn a line that separates ○ from ×: PLA, pocket, logistic and linear regression.
views-workspace-cluster = Cluster
views-workspace-cluster-tip = K-means: group the points around K centres, one half-step at a time. The labels are kept but not used.
views-workspace-pca = PCA
views-workspace-pca-tip = Principal component analysis: the axis along which the points vary most, and how well it alone describes them. The labels are kept but not used.
views-points-count = { $n ->
    [one] { $n } point
   *[other] { $n } points
}

## K-means
views-kmeans-heading = K-means
views-kmeans-k-tip = K: the number of clusters, and of centres μ₁ … μ_K.
views-kmeans-start = Start
views-kmeans-start-tip = Where the K centres start. K-means only improves on its start, so the start decides which local minimum of J it ends in.
views-kmeans-start-random = K random points
views-kmeans-start-random-tip = K of the points drawn at random by the seed, as in the course.
views-kmeans-start-plusplus = k-means++
views-kmeans-start-plusplus-tip = The first centre a random point; each next one a point drawn with probability proportional to its squared distance from the nearest centre so far: centres that start spread out.
views-kmeans-start-clicked = Click the centres
views-kmeans-start-clicked-tip = Click K places on the plane: the centres start there (a click no longer places a point).
views-kmeans-seed-tip = The seed of the random start: the same seed gives the same start, and so the same run.
views-kmeans-click-centres = Click on the plane to place centre { $placed } of { $k }.
views-kmeans-clicked-all = All { $k } centres placed: Step. A click starts placing them again.
views-kmeans-clear-clicks = Clear the centres
views-kmeans-clear-clicks-tip = Forget the centres clicked so far and place them again.
views-kmeans-size-tip = { $size ->
    [one] { $size } point in this cluster.
   *[other] { $size } points in this cluster.
}
views-kmeans-step-assign = Step: assign
views-kmeans-step-move = Step: move
views-kmeans-step-tip = One half of an iteration. Assign: each point joins its nearest centre. Move: each centre moves to the mean of its points. Neither half can raise J.
views-kmeans-step-back-tip = Undo one half-step. Step goes forward again along the same run.
views-kmeans-play-tip = Step half after half at the speed set below.
views-kmeans-speed-suffix = { " " }half-steps/s
views-kmeans-speed-tip = How many half-steps Play makes per second.
views-kmeans-run-to-end-tip = Step until an assignment changes nothing: K-means has converged.
views-kmeans-reset-tip = Back to the start: the centres as the start and the seed give them.
views-kmeans-restarts = Restart { $runs }×
views-kmeans-restarts-tip = Run K-means to the end from { $runs } seeds, show how far apart their final J are, and keep the best: the start matters.
views-kmeans-elbow = Elbow plot
views-kmeans-elbow-tip = The lowest J of { $runs } runs for each K from 1 to { $max }: J always falls as K grows; look for the K after which it falls slowly (the "elbow").
views-kmeans-timeline = Half-step
views-kmeans-timeline-tip = Show K-means after this many half-steps.
views-kmeans-j-heading = J over the half-steps
views-kmeans-j-caption = J = (1/m) Σ ‖xᵢ − μ_c(i)‖²: the mean squared distance of the points to their centres.
views-kmeans-half-steps = half-steps
views-kmeans-after-assign = after assign
views-kmeans-after-move = after move
views-kmeans-spread-heading = Final J of { $runs } runs, K = { $k }
views-kmeans-spread = Lowest { $min }, highest { $max }: kept the run of seed { $seed }.
views-kmeans-final-j = final J
views-kmeans-best = best
views-kmeans-elbow-heading = Elbow plot
views-kmeans-elbow-caption = The lowest J of { $runs } runs for each K.
views-kmeans-min-j = lowest J
views-kmeans-status = K = { $k } · iteration { $iteration } · half-step { $half } · J = { $cost } · { $state }
views-kmeans-status-start = at the start: the next step assigns each point to its nearest centre.
views-kmeans-status-assigned = { $changed ->
    [one] assigned: { $changed } point changed cluster; the next step moves the centres.
   *[other] assigned: { $changed } points changed cluster; the next step moves the centres.
}
views-kmeans-status-moved = moved: each centre is the mean of its points; the next step assigns again.
views-kmeans-status-empty = moved; { $clusters } had no points and stayed where they were.
# Between the empty clusters' names in views-kmeans-status-empty.
views-kmeans-status-empty-separator = {", "}
views-kmeans-status-converged = converged: an assignment changed nothing.

## PCA
views-pca-heading = PCA
views-pca-explanation = The mean (+), the first principal axis u₁ (long) and the second u₂ (short), each drawn ±2√λ. Each point is projected onto u₁; the grey segment to its reconstruction is the error PCA makes as small as it can. Drag a point and watch the axis follow.
views-pca-mean = mean
views-pca-mean-mark = mean
views-pca-axis-tip = A principal axis: an eigenvector of Σ = (1/m) XᵀX of the centred points, of unit length.
views-pca-lambda-tip = Its eigenvalue λ: the variance of the points along the axis.
views-pca-retained = retained variance
views-pca-retained-tip = λ₁ / (λ₁ + λ₂): the share of the variance kept by projecting onto u₁.
views-pca-error = error ratio
views-pca-error-tip = Σ ‖xᵢ − x_rec,i‖² / Σ ‖xᵢ − mean‖²: the share lost by the projection (the course's reconstruction-error ratio).
views-pca-sum = { $retained } + { $error } = { $total }: what is kept and what is lost add up to 1.
views-pca-many-points = Above { $max } points the projections are not drawn one by one.
views-pca-drag-hint = Drag a point: the axes follow it.
views-pca-status = retained variance { $retained } % · reconstruction error { $error } %

## Support vector machines
views-theory-svm = Support vector machine
views-svm-none = No SVM is learning.
views-svm-support = support vectors
views-svm-support-tip = The points with αₙ > 0: only they shape s(x). Ringed in the plane, larger for larger αₙ; dashed where αₙ = C (inside the margin or on the wrong side).
views-svm-support-count = { $total } ({ $at_c } at C)
views-svm-dual-tip = The dual objective D(α) = Σαₙ − ½ΣΣ αₘαₙyₘyₙK(xₘ, xₙ): each SMO step raises it.
views-svm-primal-tip = The primal objective of the current α's (w, b): P = ½‖w‖² + C·Σ max(0, 1 − yₙsₙ); for the hard margin ½‖w‖² of (w, b) rescaled until every yₙsₙ ≥ 1. It is never below D(α) (weak duality), and meets it at the optimum (the duality gap closes).
views-svm-primal-infeasible = — (w is not yet feasible: some yₙsₙ ≤ 0)
views-svm-kkt = KKT violation
views-svm-kkt-tip = The largest violation of the optimality conditions (libsvm's m(α) − M(α)); SMO stops when it is at most the tolerance.
views-svm-pair = Last step: the pair ({ $i }, { $j }): αᵢ { $ai0 } → { $ai1 }, αⱼ { $aj0 } → { $aj1 }.
views-svm-dual-curve = D(α)
views-svm-primal-curve = P(w)
views-svm-gap-caption = D rises at every step; P, of the same α, is never below D; they meet at the optimum.
views-svm-margin-width = margin 2/‖w‖ = { $width }
views-svm-margins = Margins of the lines: { $margins }
views-svm-margins-tip = The geometric margin minₙ yₙsₙ/‖w‖: the distance from the line to the nearest point (negative if a point is on the wrong side). On separable points the hard-margin SVM's is the widest of all lines.
## Several classes
views-workspace-classes = Several classes
views-workspace-classes-tip = More than two classes: one versus all (OVA), one versus one (OVO) and the structured perceptron, with the points marked □ ◇ △ ☆ and more.
views-classes-preset-four-blobs = Four blobs
views-classes-preset-four-blobs-tip = Four well-separated blobs, one per class: every method separates them.
views-classes-preset-three-in-a-row = Three classes in a row
views-classes-preset-three-in-a-row-tip = Three blobs on a line: no line separates the middle class from the other two together, so hard one versus all leaves regions that no class, or several, claim.
views-classes-preset-one-against-many = One class against many
views-classes-preset-one-against-many-tip = One large class in the middle and three small ones around it: every one-versus-all problem is very unbalanced.
views-classes-ova = One versus all (OVA)
views-classes-ova-tip = One binary problem per class: that class against all the others. The prediction is the class with the largest score s_k.
views-classes-ovo = One versus one (OVO)
views-classes-ovo-tip = One binary problem per pair of classes. Each problem votes for one of its two classes; the class with the most votes wins.
views-classes-structured = Structured perceptron
views-classes-structured-tip = One w_k per class; predict argmax_k w_kᵀz, and on a mistake w_y += η·z and w_ŷ −= η·z. It is the structured perceptron with φ(x, y) = x placed in block y.
views-classes-and = {" and "}
views-classes-comma = {", "}
views-classes-votes = { $class } beats { $beaten }, loses to { $lost }: { $votes } votes
views-classes-votes-unbeaten = { $class } beats { $beaten }: { $votes } votes
views-classes-votes-none = { $class } loses to { $lost }: { $votes } votes
views-classes-place-tip = A left click on the plane places a point of this class. The keys 1–8 pick a class too.
views-classes-place-key-tip = Key { $key }
views-classes-give-class = Give it the picked class
views-classes-give-class-tip = The selected point takes the class picked above (an edit Undo takes back). Shift+click or F on a point does it too.
views-classes-heading = Learning several classes
views-classes-binary = Binary learner
views-classes-binary-tip = The learner of each binary problem of one versus all and one versus one.
views-classes-epochs = Epochs
views-classes-epochs-tip = How many times each binary problem (and the structured perceptron) may go through its points.
views-classes-hard-ova = Hard OVA view
views-classes-hard-ova-tip = Hatch in grey the regions that no class claims (every s_k ≤ 0) or that several claim (more than one s_k > 0).
views-classes-step-tip = One step: one update of the binary problem being trained (the structured perceptron: to its next mistake, and the correction).
views-classes-play-tip = Step at the speed set until the learner stops.
views-classes-run-to-end-tip = Step until every problem has stopped.
views-classes-reset-tip = Start learning again from t = 0.
views-classes-speed-tip = Steps per second while playing.
views-classes-vs-rest = { $positive } vs rest
views-classes-vs = { $positive } vs { $negative }
views-classes-ein-heading = Multiclass E_in (0/1)
views-classes-ein-caption = The fraction of training points whose predicted class is wrong, after each step.
views-classes-steps = steps
views-classes-training = Training problem { $i } of { $n }: { $problem }, its E_in = { $ein }
views-classes-training-structured = The structured perceptron: one w_k per class, all learned together.
views-classes-trained = Every problem has stopped.
views-classes-confusion = Confusion table
views-classes-confusion-tip = Each row is a true class, each column a predicted class: the diagonal counts the points classified right.
views-classes-true-predicted = true \ predicted
views-classes-status-training = training { $problem }
views-classes-status-done = stopped
views-classes-status-stepping = learning
views-classes-status = { $method }: { $state } · t = { $t } · E_in = { $ein }
views-classes-problem-legend = In the plane, filled markers are this problem's +1 points (○), hollow ones its −1 points (×).
views-classes-problem-legend-ovo = In the plane, filled markers are this problem's +1 points (○), hollow ones its −1 points (×); faded points are in neither class.
views-classes-structured-update = { $class } taken for { $predicted }: w_{ $class } += η·z, w_{ $predicted } −= η·z
views-classes-e-out = E_out = { $e_out } on { $n } fresh points of the preset "{ $preset }"
views-classes-e-out-tip = The multiclass 0/1 error on points drawn again from the preset's distribution with another seed: points the learner never saw. A fresh point of a class that has no training points counts as a mistake.
views-classes-test-confusion = Confusion table of the fresh points
views-classes-problem-losses = This problem's errors of y·s
views-weight-heading = Weight space: E_in under
views-weight-error-tip = The error of y·s whose mean E_in is shaded over the slice: lighter is lower.
views-weight-hold = hold w₀ at
views-weight-hold-tip = Keep the slice at this w₀. Unchecked, the slice follows the w₀ of the w shown, so w is always in it.
views-weight-needs-plane = The weight-space view draws the slice (w₁, w₂) of points in the plane (d = 2).
views-weight-no-points = No points: E_in is not defined. Place some on the plane.
views-weight-surface = E_in
views-weight-path = the path of w
views-weight-minimiser = the squared error's minimiser
views-weight-slice = The slice w₀ = { $w0 }: { $measure } from { $low } (lightest) to { $high } (darkest) over this view. The arrow is the plane's w = (w₁, w₂); the orange path is w₀ … w_t projected on (w₁, w₂), each w at its own w₀.
views-weight-catching-up = With { $n } points a slice takes a few frames to shade: the shading shows the last slice finished, so it follows w₀ a moment behind.
views-weight-sampled = Shaded from a { $grid } × { $grid } grid of samples (each cell the value at its centre).
views-weight-lines = Each grey line is one point: on one side of it the point is right (y·s > 0), on the other wrong. With 0/1, the lightest cell is the version space: the lines that get every point right.
views-weight-pointer = At (w₁, w₂) = ({ $w1 }, { $w2 }): E_in = { $e_in }
views-weight-how = How to read it
views-weight-too-narrow = Weight space: the window is too narrow for it beside the plane (hide a panel, or widen the window).
views-weight-version-space = the version space
views-weight-version-space-shown = Outlined in green: the version space in this view, every w that gets all the points right (0 mistakes).
views-weight-version-space-none = No version space in this view: no w here gets every point right.
views-weight-descent = −∇E_in at w_t (its direction)
views-weight-descent-tip = The purple arrow at w is −∇E_in of this error there (its direction): where gradient descent on it would step.
views-weight-answer-tip = A dot marks the learner's answer when it is not w_t: pocket's ŵ, the averaged w̄.
views-weight-compare = four errors side by side
views-weight-compare-tip = The same slice under 0/1, squared, cross-entropy and hinge, with the same path on each: the surrogates lie above 0/1 where it counts, and each has its own minimiser.
views-weight-compare-slice = The slice w₀ = { $w0 } under four errors, each shaded from its own lowest (lightest) to its highest (darkest) value in this view; the same arrow w and path w₀ … w_t on each.
views-weight-in-place = in the plane's place
views-weight-in-place-tip = Show weight space where the plane is, with the whole width (uncheck to see the plane again beside it).
views-weight-margin-region = yₙ(w₀ + wᵀxₙ) ≥ 1 for every n
views-weight-margin-point = its w nearest 0 (least ½‖w‖²)
views-weight-margin-tip = The hard-margin SVM's region (sky blue): the w of the slice that give every point yₙsₙ ≥ 1, that is yₙ(w₀ + wᵀxₙ) ≥ 1. Its point nearest the origin (the square) has the least ½‖w‖²; at w₀ = b it is the SVM's w.
views-weight-back-to-learner = Back to the learner
views-weight-back-to-learner-tip = Show the learner's w again (a step of the learner gives it back too).
views-weight-you-learn = You are the learner
views-weight-you-learn-tip = Move w yourself, starting at w₁ = w₂ = 0: press or drag in the slice. Reach the lowest E_in of the error shown in as few moves as you can; the plane's line follows your w.
views-weight-by-hand = w set by hand: ({ $w0 }, { $w1 }, { $w2 }). E_in: { $errors }
views-weight-by-hand-title = w set by hand in weight space
views-weight-lowest-exact = the slice's lowest is { $lowest }
views-weight-lowest-sampled = the lowest sampled in this view is { $lowest }
views-weight-goal = Goal: E_in ({ $measure }) ≤ { $target } ({ $known }). Moves so far: { $moves }.
views-weight-goal-reached = { $moves ->
    [one] Reached in one move!
   *[other] Reached in { $moves } moves!
} “Back to the learner” shows its path to compare.
views-weight-drag-tip = Press or drag in a slice to set w by hand: the plane's line and the errors follow. A step of the learner, or “Back to the learner”, gives w back.
views-weight-step-correction = η·yₙzₙ
views-weight-step-point = −η∇err(w; xₙ, yₙ)
views-weight-step-batch = −η∇E_in
views-weight-step-solve = the solution in one step
views-weight-step-pair = one pair (αᵢ, αⱼ)
views-lecture-menu = Lectures
views-lecture-built-in-tip = Play this built-in lecture from its first scene: its points, learner and panels, with a caption for each scene. PageDown / PageUp go through it.
views-lecture-new = New script
views-lecture-new-tip = Start a lecture script of your own: its first scene is what the window shows now. The editor opens.
views-lecture-edit = Edit script
views-lecture-edit-tip = Open the script editor: add the state shown as a scene, write each scene's caption in both languages, ring points, reorder.
views-lecture-editor = Script editor
views-lecture-copy-link = Copy script link
views-lecture-copy-link-tip = Put a link to the whole script on the clipboard (compressed): the web page opens it as it is.
views-lecture-save = Save script…
views-lecture-open-hint = Open a script file with File → Open, or a script link with File → Open link.
views-lecture-opened = Lecture “{ $title }” opened: PageDown for the next scene, PageUp for the previous one.
views-lecture-taken-home = { $student }’s lecture from the class: { $right } right of { $answered } answered ({ $exercises } exercises). Each exercise shows the answer given in class, its verdict and the explanation; try again as you like.
views-task-flip = Flip my coin { $flips } times
views-task-flip-tip = Your own fair coin (in a class, your seat's: flipping again gives the same flips). Its count of heads is your answer; the class's counts make the histogram on the stage.
views-task-heads = { $heads } heads of { $flips }
views-task-flips = Flips
views-lecture-could-not-open = Could not open the lecture: { $reason }
views-lecture-fetching = Fetching the lecture “{ $title }”…
views-lecture-could-not-fetch = Could not fetch the lecture “{ $title }”: { $reason }
views-lecture-saved = Lecture script saved to { $name }.
views-lecture-link-copied = The script's link ({ $chars } characters) is on the clipboard.
views-lecture-scene-of = Scene { $k } of { $n }
# A phone's tabs: the main view, and the workspace's panel of other workspaces.
views-phone-tab-plane = Plane
views-phone-tab-details = Details
views-lecture-previous = ◀ Previous
views-lecture-previous-tip = The previous scene, exactly as it was (PageUp).
views-lecture-next = Next ▶
views-lecture-next-tip = The next scene (PageDown, or Space once the caption is clicked). When it continues this one, the steps in between are played.
views-lecture-playing-steps = playing the steps to the next scene…
views-lecture-leave = Leave the script
views-lecture-leave-tip = Keep this scene's state to explore: click, step, change anything. “Back to the script” returns to the scene.
views-lecture-close = Close
views-lecture-set-aside = Lecture “{ $title }” set aside at { $scene }.
views-lecture-back = Back to the script
views-lecture-back-tip = Return to the scene you left, exactly as it was.
views-lecture-ask-the-class = **Ask the class:**
views-lecture-title = Title
views-lecture-caption = Caption (**bold**, *italics*, `maths`)
views-lecture-ask = Pause here: ask the class
views-lecture-ask-tip = Show a question above the caption at this scene.
views-lecture-question = Question
views-lecture-add-scene = Add scene
views-lecture-add-scene-tip = Add what the window shows now (points, learner and t, view, panels) as a new scene after this one.
views-lecture-take-state = Take the state shown
views-lecture-take-state-tip = This scene takes what the window shows now, keeping its caption.
views-lecture-duplicate = Duplicate
views-lecture-duplicate-tip = A copy of this scene after it.
views-lecture-earlier = ▲ Earlier
views-lecture-earlier-tip = Move this scene one place earlier.
views-lecture-later = ▼ Later
views-lecture-later-tip = Move this scene one place later.
views-lecture-delete = Delete
views-lecture-delete-tip = Delete this scene (a script keeps at least one). Undo brings it back.
views-lecture-ring = Ring the selected point
views-lecture-ring-tip = Select a point on the plane (click it), then ring it in this scene; again to unring it.
views-lecture-remove-highlight = Remove this highlight
views-lecture-speed = Steps per second into this scene
views-lecture-speed-tip = Coming from the previous scene with the same points and learner at an earlier t, the steps in between are played at this speed (0: jump).
views-lecture-undo = Undo script edit
views-lecture-undo-tip = Undo the last change to the script (its scenes, captions, highlights).
views-copy-text = Copy text
views-copy-text-tip = Put this readout on the clipboard as plain text, as shown here.
views-copy-latex = Copy LaTeX
views-copy-latex-tip = Put this readout on the clipboard as LaTeX, for slides and notes.
views-copied = copied
views-kmeans-readout-heading = The last half step
views-kmeans-readout-half = Half step { $t }: { $what }
views-kmeans-readout-first-assign = assign: each point goes to its nearest centre.
views-kmeans-readout-assign = assign: { $changed ->
    [one] 1 point changed cluster.
   *[other] { $changed } points changed cluster.
}
views-kmeans-readout-converged = assign: no point changed cluster, so K-means has converged.
views-kmeans-readout-move = move: each centre goes to the mean of its points.
views-kmeans-readout-centre = { $centre }: { $from } → { $to }, the mean of its { $size ->
    [one] 1 point
   *[other] { $size } points
}.
views-kmeans-readout-empty = { $centre } stays at { $at }: its cluster is empty.
views-lecture-preview = ▶ Preview from here
views-lecture-preview-tip = Close the editor and play the script from this scene, as the class will see it: PageDown for the next scene, Edit script to come back.
views-classes-no-e-out = E_out: these points are not a preset's (edited, placed or read from a file), so there is no distribution to draw fresh points from.
views-task-heading = Your turn:
views-task-click = Answer on the plane
views-task-clicking = Click on the plane…
views-task-click-tip = Your next click on the plane is your answer (no point is placed): the direction from the origin to where you click.
views-task-your-answer = Your answer:
views-task-a-number = a number
views-task-check = Check
views-task-pad-erase = Erase the last character
views-task-show-me = Show me
views-task-show-me-tip = The learner's own answer, replayed from this scene (an exercise shown before it was answered right counts as missed).
views-task-hint = Hint
views-task-score = { $right } of { $answered } exercises right
views-task-shown-number = The learner's answer: { $value }.
views-task-click-first = Click on the plane first: your answer is the direction from the origin to where you click.
views-task-not-a-number = “{ $typed }” is not a number: type one (e.g. 3 or 0.14) and press Check.
views-task-on-the-plane = Place, move or delete points on the plane, then:
views-task-save-results = Save results…
views-task-save-results-tip = Save your answers as a CSV file for the teacher: scene, task, answer, right or wrong, and seconds since the first exercise. Nothing is sent anywhere.
views-task-copy-results = Copy results
views-task-copy-results-tip = Put the same table on the clipboard, to paste into a message or a spreadsheet.
views-task-results-copied = Your results are on the clipboard (CSV: scene, task, answer, right, seconds).
views-task-in-the-controls = Change the learner's setting in the controls on the left, then:
views-task-exercise = Exercise:
views-task-exercise-tip = What this scene asks the student to do; the window checks the answer against the learner itself. Script check says whether it can be answered.
views-task-kind-none = none
views-task-kind-update = Click where w will point after the next update
views-task-kind-next-point = Which point is corrected next
views-task-kind-halt = After how many updates the run halts
views-task-kind-e-in = E_in of the answer after the next update
views-task-kind-impossible = Place points no line separates
views-task-kind-slow-down = Add a point that slows PLA down
views-task-kind-flip = Flip one label for a perfect answer
views-task-kind-k-means = Click where a K-means centre moves
views-task-kind-tune-eta = Choose η: E_in(CE) after T steps
views-task-kind-tune-c = Choose C: the number of support vectors
views-task-within-degrees = Right within (degrees)
views-task-within = Right within ±
views-task-max-points = At most this many points
views-task-at-least-updates = At least this many updates
views-task-max-added = Points the student may add
views-task-centre = Centre (from 1)
views-task-within-distance = Right within this distance
views-task-steps = Steps T
views-task-ce-at-most = E_in(CE) at most
views-task-support-vectors = Support vectors
views-task-hint-field = Hint (shown on request)
views-task-explanation-field = Explanation (shown after Check)
views-task-kind-spoil = Add a point that makes the learner misclassify
views-task-kind-shatter = Place points that lines shatter
views-task-kind-dichotomies = How many dichotomies lines realise on the points
views-task-points-to-place = Points to place
views-task-kind-pca = Move points so that PCA's axis turns
views-task-more-than-degrees = Turn by more than (degrees)
views-task-max-moved = Points the student may move
views-task-kind-final = Click where w will point at the end of the run
views-task-kind-class-update = Click where a class's w_k will point after the next update
views-task-kind-problems = How many lines the multiclass method learns
views-task-kind-error-at = An error of a given y·s
views-task-kind-features = How many features Φ_Q has
views-task-kind-circle = Which circle in X a line in Z is
views-task-kind-separating = Which two features make the points separable
views-task-kind-fit = Fit: a number from the fits
views-task-fit-question = Question
views-task-fit-lower-e-out = Which Q has the lower E_out
views-task-fit-cv-degree = Which Q the V-fold E_cv chooses
views-task-fit-cv-lambda = Which λ the V-fold E_cv chooses
views-task-fit-overfit-sign = The heat map's sign at (N, σ²)
views-task-fit-l1-zero = Which weight the L1 w sets to 0
views-task-fit-snooped = How much too low data snooping's estimate is
views-task-degree = Degree Q
views-task-axis = Crossing the axis x_k, k =
views-task-after-next-update = After the next update
views-task-after-next-update-tip = The curve of the w that the learner's next update in Z makes: the student predicts where the curve goes.
views-task-class = Class (□ = 1, ◇ = 2, △ = 3, ☆ = 4, …)
views-task-score-at = y·s
views-task-measure = Error
views-task-or-type = or type it:
views-task-a-spot = x₁, x₂
views-task-not-a-spot = “{ $typed }” is not a spot: type its two coordinates, e.g. 3, 1, and press Check.

## The live class.
views-class-start = Start a class
views-class-start-tip = Your window becomes the class's server on this network: students open the address (or scan the QR code) on their phones or laptops, follow your lecture and answer its exercises. Nothing leaves the classroom's network.
views-class-resume = Resume the last class
views-class-resume-tip = Reopen the last class after a crash, a kill or the window closed: the same code, port, students and answers. The students' pages rejoin by themselves.
views-class-kept = Kept as it goes in:
views-class-show-card = How to join…
views-class-show-card-tip = The address, the class code and the QR code (J)
views-class-card-keys = J hides this card and brings it back · A shows the answers · Ctrl+R reveals
views-class-title = Class
views-class-join-at = Students open:
views-class-code = Class code:
views-class-students = { $n ->
    [one] 1 student
   *[other] { $n } students
}
views-class-lock = Lock the class
views-class-lock-tip = No one new can join; a student already in the class whose page dropped off the Wi-Fi still rejoins their seat.
views-class-tally = Answered { $answered } · right { $right } · wrong { $wrong }
views-class-coins-heading = { $n ->
    [one] The class's coins: 1 student flipped { $flips } times
   *[other] The class's coins: { $n } students flipped { $flips } times
}
views-class-coins-all-heads = { $got } of { $n } got { $flips } heads of { $flips }. For { $n } fair coins, P[someone does] = 1 − (1 − 2^−{ $flips })^{ $n } = { $p }.
views-class-coins-axis = heads in { $flips } flips (ν = heads / { $flips }); the black line: what fair coins give on average
views-class-follow = Follow
views-class-follow-tip = Every page shows your scene, at your t.
views-class-free = Free
views-class-free-tip = Students explore the scene on their own until you choose Follow again.
views-class-range = Scenes
views-class-range-tip = Students turn on their own through a range of scenes (the exercises of a section, each at their own pace), from the scene shown to three further; set its first and last scene in the two fields. Answers to every exercise of the range are taken. Follow brings everyone back to your scene.
views-class-range-from = The range's first scene
views-class-range-to = The range's last scene
views-class-pause = Pause
views-class-pause-tip = Every page says "eyes on the teacher".
views-class-reveal = Reveal
views-class-reveal-tip = Every page says whether its answer was right, with the explanation. (Ctrl+R)
views-class-results = Results…
views-class-end = End the class
views-class-next-free-port = Use the next free port
views-class-try-again = Try again
views-class-join-heading = Join the class { $code }
views-class-your-name = Your name (the teacher sees it; leave it empty to stay "Student N"):
views-class-default-name = Student { $n }
views-class-name-hint = your name
views-class-join = Join
views-class-eyes-on-the-teacher = Eyes on the teacher
views-class-joining = Joining the class…
views-class-joined-as = In the class as { $name }
views-class-answer-sent = { $name }: answer sent — the teacher will reveal the answers
views-class-free-line = { $name }: explore on your own — the teacher will call you back
views-class-range-line = { $name }: scenes { $from } to { $to } at your own pace — turn the pages yourself
views-class-called-back = { $name }: back with the teacher's scene
views-class-lost = Connection lost — rejoining…
views-class-refused = Not in the class: { $reason }
views-class-started = The class runs: students open { $address }
views-class-remote-at = Your phone as the remote (this address is yours alone: whoever opens it turns the pages): { $address }
views-class-kept-in = The class is kept as it goes in { $path }
views-class-title-scene = class { $code } · { $name } · scene { $scene } of { $of }
views-class-title-sent = class { $code } · { $name } · scene { $scene } of { $of } · answer sent
views-class-title-no-scene = class { $code } · { $name }
views-class-title-joining = joining
views-class-title-lost = reconnecting
views-class-title-refused = not in the class
views-class-title-name = your name?
views-class-show-answers = Show the answers
views-class-show-answers-tip = On the plane: each direction as an arrow from the origin, each spot as a dot, green when right, purple when wrong; typed numbers as bars here. Never a name. (A)
views-class-share-answers = Students who answered see the class's answers
views-class-share-answers-tip = A student who has answered the exercise shown sees every answer of the class on their phone (never a name; grey until you reveal, then green or purple). Leave it off for a quiz.
views-class-shared-title = The class's answers
views-class-shared-count = { $n ->
    [one] One answer so far, yours among them.
   *[other] { $n } answers so far, yours among them.
}
views-class-shared-hide = Hide them
views-class-more-answers = and { $n } more
views-class-small-planes = { $n ->
    [one] One student's points
   *[other] { $n } students' points, each plane at the same scale
}
