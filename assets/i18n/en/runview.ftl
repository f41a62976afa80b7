# The run and its views: the status bar, the timeline, comparing two learners, the E_in
# history panel and the loss panel.

## The learner's name and its visit order.
runview-learner-with-order = { $algorithm } ({ $order })
runview-order-cyclic = cyclic
runview-order-random-cycle = random cycle
runview-order-random = random

## The status bar: the state in one sentence.
runview-status-unusable = Cannot learn yet: { $why }.
runview-status-ready = Ready at t = 0: press Step or Play.
runview-status-paused = Paused at t = { $t }.
runview-status-playing = Playing at t = { $t }.
runview-status-running-to-end = Running to the end: t = { $t }…
runview-status-converged-pocket = { $t ->
    [one] Converged after { $t } update: w_t makes no mistake.
   *[other] Converged after { $t } updates: w_t makes no mistake.
}
runview-status-solved = Solved: w = Z⁺y in one step.
runview-status-solved-decay = Solved with weight decay λ = { $lambda }: w_REG = (ZᵀZ + λI)⁻¹Zᵀy in one step.
runview-status-converged = { $t ->
    [one] Converged after { $t } update.
   *[other] Converged after { $t } updates.
}
runview-status-converged-cycle = { $t ->
    [one] Converged after { $t } update: a full cycle through the points without a mistake.
   *[other] Converged after { $t } updates: a full cycle through the points without a mistake.
}
runview-status-budget = { $t ->
    [one] Budget reached after { $t } update (at most { $max }).
   *[other] Budget reached after { $t } updates (at most { $max }).
}
# Appended to runview-status-budget (hence the leading space in English).
runview-status-budget-hint-not-separable = {" "}No line separates these points, so PLA would never stop: try Pocket.
runview-status-budget-hint-pocket = {" "}PLA never stops on points that no line separates: try Pocket.
runview-status-diverged = Diverged at t = { $t }: η = { $eta } is too large; w would stop being a finite number.
runview-status-stalled = Stalled after { $t } pairs, the largest KKT violation { $gap } above the tolerance { $tol }: { $reason ->
    [rounds-to-nothing] the next pair's update rounds to nothing in floating point, so every later step would be the same.
    [dual-stops-rising] D(α) rose by less than its own rounding over the last { $steps } pairs; the largest KKT violation sits at the rounding of the kernel's scale.
   *[gap-stops-falling] the largest KKT violation has not fallen for { $steps } pairs: the kernel matrix is nearly singular at this scale, and SMO's steps are tiny next to its values. A larger tolerance, a smaller C or a smaller kernel scale lets it end.
}

## The status bar: the numbers.
runview-learner-tip = The learner, with its visit order.
runview-t-tip = t: how many updates of w so far (w_t is the weight vector after t updates).
runview-visits = visits = { $visits }
runview-visits-tip = How many times a point was checked against w.
runview-mistakes = mistakes: { $mistakes } of { $n }
runview-mistakes-pocket = mistakes: w_t { $current } · ŵ { $pocket } of { $n }
runview-mistakes-tip = Training points with y·s ≤ 0 (on the wrong side of the line, or on it). For pocket: of the current w_t and of the pocket ŵ, the best seen so far.
runview-progress-tip = Updates so far, out of the budget.
runview-separable-bound = separable: PLA halts within ⌊R²/ρ²⌋ = { $bound } updates
runview-separable-by-a-hair = separable, by a hair
runview-not-separable = not linearly separable

## The status bar of a comparison: one part per run, joined by " · ".
runview-comparing = Comparing
runview-comparing-tip = Two learners on the same points, stepped together: each Step advances both.
runview-compare-line-tip = For each learner: the training mistakes (y·s ≤ 0) of its answer (the pocket ŵ for pocket, w_t otherwise) and its t, the updates so far.
runview-compare-mistakes = { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
runview-compare-answer-mistakes = ŵ { $count ->
        [one] { $count } mistake
       *[other] { $count } mistakes
    }
runview-compare-unusable = { $name }: cannot learn ({ $why })
runview-compare-running = { $name }: { $mistakes }, t = { $t }
runview-compare-stopped = { $name }: { $mistakes }, t = { $t } ({ $stop })
runview-compare-converged = converged
runview-compare-budget = budget reached
runview-compare-diverged = diverged
runview-compare-stalled = stalled: no more progress

## The timeline.
runview-timeline = Timeline
runview-step-back = Step back
runview-step-back-tip = Undo one update: show w as it was one update ago. Step goes forward again along the same run.
runview-step-back-at-start = At the start of the recorded run: nothing to undo.
# After the slider's "t = 12".
runview-timeline-updates = updates
runview-timeline-slider-tip = Drag to look at w after any update of this run, from t = { $first } to t = { $latest }. The line, the arrows, the loss markers, the panels and the status follow.
runview-timeline-viewing = viewing t = { $shown } of { $latest }
runview-timeline-viewing-tip = An earlier state of the run. Step or Play goes on along the same run; editing a point starts a new run from here (the later updates are dropped). Drag the slider to the end to come back.
runview-timeline-latest = Latest
runview-timeline-latest-tip = Back to the latest t.
runview-timeline-empty = Step or Play, then drag here to go back through the run.
runview-timeline-memory = Every state of the run is kept without storing each one: a copy of the learner (a keyframe) every few updates, at most 256 copies and { $budget } MiB; any other t is replayed from the nearest copy, which gives the same w bit for bit because the run is seeded. When the copies outgrow the budget, every other one is dropped and the spacing doubles.
runview-timeline-memory-now = Now: { $keyframes } keyframes, one every { $interval } updates, { $size } MiB.
# The timeline of a comparison: the slider reads "step 12 of both".
runview-lockstep-step-back-tip = Undo one step of both learners.
runview-lockstep-step-back-at-start = At the start of the recorded runs: nothing to undo.
runview-lockstep-empty = Step or Play, then drag here to go back through both runs.
runview-lockstep-prefix = step{" "}
runview-lockstep-suffix = of both
runview-lockstep-slider-tip = Drag to look at both learners after any step of the comparison; each shows its own t.
runview-lockstep-latest-tip = Back to the latest step.

## Comparing two learners.
runview-compare = Compare
runview-compare-with = Compare with…
runview-compare-with-tip = Run a second learner on the same points beside the first: each Step, Play, Run to end and the timeline move both; both lines are drawn, both E_in curves plotted.
runview-compare-nothing = nothing
runview-compare-nothing-tip = One learner only.
runview-compare-with-combo-tip = The second learner. Choosing one restarts both at t = 0.
runview-compare-unusable-learner = The compared learner cannot learn: { $why }.
runview-compare-step-by = Step moves each by
runview-compare-step-by-tip = One update each (PLA: to its next mistake), or one visit of one point each.
runview-compare-by-update = an update
runview-compare-by-visit = a visit
runview-compare-split = Side by side
runview-compare-split-tip = Two planes side by side, one per learner, their pan and zoom linked; otherwise both lines share one plane.
runview-comparisons = Ready-made comparisons
runview-comparisons-tip = Classic pairs of the course, each on points chosen to show the difference. Replaces the points (Undo brings them back).
runview-comparison-pla-pocket = PLA vs pocket on noisy points
runview-comparison-pla-pocket-tip = Noisy labels: no line separates the points. PLA never halts and its line jumps from one bad w to the next; pocket keeps the best w seen so far (ŵ), so its E_in only goes down.
runview-comparison-sgd-gd = Logistic regression: SGD vs GD
runview-comparison-sgd-gd-tip = Overlapping classes. SGD updates on one random point per step (cheap, noisy); GD on the average gradient of all points (smooth, N times the work per step).
runview-comparison-cyclic-random = PLA: cyclic vs random cycle
runview-comparison-cyclic-random-tip = Separable points. Both halt; the order in which mistakes are found changes the path and how many updates it takes.
runview-comparison-pla-svm = PLA vs hard-margin SVM
runview-comparison-pla-svm-tip = Separable points. PLA stops at the first line that separates them; the hard-margin SVM finds the line with the widest margin. The theory panel gives both margins.

## The E_in history panel.
runview-history-axis-log = E_in (log scale)
runview-history-pocket-answer = ŵ (pocket)
runview-history-pocket-answer-tip = Also draw E_in of the pocket's answer ŵ, dashed
runview-history-t-shown = t shown
runview-history-measure-tip = E_in under { $formula }
runview-history-log-scale = log scale
runview-history-log-scale-tip = Plot E_in on a log scale. log 0 is undefined: values below { $floor } (0 included, e.g. no mistakes) are drawn at { $floor }.
runview-history-no-run = No run yet.
runview-history-no-run-named = { $name }: no run yet.
# Between the errors of the latest record: "0/1 0.250, squared 0.500".
runview-history-list-separator = {", "}
runview-history-latest = t = { $t }: w_t { $errors }
runview-history-latest-answer = ; ŵ { $errors }
runview-history-latest-named = { $name }: { $latest }
runview-trace-sampled-every = Sampled: { $records } records, one per { $stride } values of t and the latest (the dots); the curve between them is drawn straight.
runview-trace-sampled = Sampled: { $records } records over { $span } values of t (the dots), taken once per frame; the curve between them is drawn straight.
runview-trace-sampled-tip = A short run keeps a record at every t. A long one, or one on many points, keeps evenly spaced samples (at most { $cap }) so that memory and time stay bounded; Step or Play slowly to see every t.

## The loss panel: the error functions of the correctness score y·s.
runview-loss-axis-margin = correctness score y·s
runview-loss-mistake-side = left of the dashed line: mistakes
runview-loss-mistake-side-tip = The dashed line is y·s = 0: a point left of it (y·s ≤ 0) is misclassified.
runview-loss-merged = · overlaps merged
runview-loss-merged-tip = { $count } points: where they overlap, one mark per class per column of pixels
runview-loss-merged-tip-classes = { $count } points: where they overlap, one mark per class per column of pixels (y = +1 above the curve, y = −1 below)
runview-loss-measure-tip = { $formula }: { $note }
runview-loss-note-zero-one = 1 for a mistake (on the line counts as one), 0 otherwise
runview-loss-note-squared = linear regression's error; an upper bound of 0/1, but it also punishes points that are far on the right side (y·s much above 1)
runview-loss-note-cross-entropy = logistic regression's error; ln 2 ≈ 0.69 at y·s = 0, so not an upper bound of 0/1
runview-loss-note-scaled-cross-entropy = an upper bound of 0/1, tangent at y·s = 0
runview-loss-note-hinge = the SVM's error; an upper bound of 0/1, 0 once y·s ≥ 1
runview-loss-note-perceptron = the perceptron's error: the mistakes' −y·s
# A hovered marker: the point's class, correctness score and verdict, then one line per shown curve.
runview-loss-marker-positive = y = +1, y·s = { $margin }: { $verdict }
runview-loss-marker-negative = y = −1, y·s = { $margin }: { $verdict }
runview-loss-marker-unlabelled = y·s = { $margin }: { $verdict }
runview-loss-marker-mistake = a mistake
runview-loss-marker-right = classified right
runview-loss-marker-measure = { $measure }: { $value }
# At the edges of the plot: the points whose markers are outside the view.
runview-loss-more-left = { $count } more to the left
runview-loss-more-right = { $count } more to the right
