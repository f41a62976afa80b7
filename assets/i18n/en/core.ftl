# The learning core and the command line: bad files, bad lessons and links, the learners' and
# error measures' names, separability, and the summary of `linlab train`.

## Reading point files: where (file, line, column) and what.
core-read-error-in-file = { $file }: { $problem }
core-read-error-at-line = { $file }, line { $line }: { $problem }
core-read-error-at-column = { $file }, line { $line }, column { $column }: { $problem }
core-read-error-in-column = { $file }, column { $column }: { $problem }
core-read-not-found = no such file
core-read-permission-denied = permission denied: this file may not be read
core-read-is-directory = this is a folder, not a file
core-read-unreadable = the file cannot be read: { $reason }
core-read-not-text = not a text file: a points file holds numbers written as text
core-read-utf16 = the file is UTF-16 text; save it as UTF-8 (or plain ASCII) text
core-read-empty = the file is empty: there are no points
core-read-no-points-after-header = there are no points after the header on line { $line }
core-read-no-points = there are no points, only blank lines or # comments
core-read-no-features = a row needs at least one feature and a label, as in `x1 … xd y`
core-read-ragged-row = this row has { $fields } fields but line { $expected_line } has { $expected }; every row needs the same number of fields
core-read-empty-field = this field is empty; it should hold a number
core-read-not-a-number = "{ $text }" is not a number
core-read-not-finite = "{ $text }" is not a finite number; every value must be an ordinary number
core-read-overflow = "{ $text }" is too large to hold (beyond ±1.8e308)
core-read-bad-label = label "{ $text }" is not +1 or −1, and it is the only label: a classifier needs two (+1/−1, 0/1, or any two, read as −1/+1 in sorted order)
core-read-third-label = label "{ $text }" is a third label after "{ $first }" and "{ $second }": a classifier of two classes takes two labels (for more classes, learn one versus all, one versus one or the structured perceptron)
core-read-too-many-classes = label "{ $text }" is one class too many: linlab reads at most { $max } classes
core-read-mixed-labels = label "{ $text }" cannot be used with the label { $other } on line { $other_line }: labels are either +1/−1 or 0/1
core-read-bad-pair = "{ $text }" is not a LIBSVM feature; write it as index:value, e.g. 3:0.25
core-read-bad-index = feature index "{ $text }" is not a whole number ≥ 1
core-read-index-zero = feature index 0: LIBSVM indices start at 1
core-read-index-order = feature index { $index } comes after { $previous }; indices must increase along a line
core-read-too-many-values = { $points } points with { $features } features are more values than linlab holds (at most { $max }); is a feature index too large?

## What a reader had to do with a file.
core-read-labels-mapped = labels 0/1 were read as −1/+1
core-read-labels-mapped-pair = labels { $minus }/{ $plus } were read as −1/+1 in sorted order: { $minus } is × (−1), { $plus } is ○ (+1)
core-read-header-label = line { $line } was read as a header; the labels are in column "{ $column }"
core-read-header-last-column = line { $line } was read as a header; no column is named y or label, so the last one, "{ $column }", holds the labels

## Points a learner cannot take.
core-data-empty = there are no points
core-label-positive = ○ (+1)
core-label-negative = × (−1)
core-data-one-class = all { $count } points are { $label }; a classifier needs both ○ (+1) and × (−1)
core-data-wrong-dimension = point { $index } has { $got } features, expected { $expected }
core-data-not-finite = point { $index } has a value that is not a finite number ({ $value })
core-data-bad-label = point { $index } has label { $label }; labels are +1 or −1
core-data-no-features = points need at least one feature

## Lessons and links.
core-lesson-io = { $file }: { $problem }
core-lesson-json = { $file }, line { $line }, column { $column }: { $problem }
core-lesson-not-a-lesson = { $file } is not a linlab lesson (its format is { $found })
core-lesson-too-new = { $file } was written by a newer linlab (lesson version { $found }; this one reads up to { $version })
core-lesson-bad-link = { $file }: the link is damaged: { $problem }
core-lesson-bad-point = { $file }: point { $index }: { $problem }
core-link-bad-character = character { $index } ({ $found }) is not base64url
core-link-bad-length = its length ({ $length } characters) cannot be base64
core-link-not-text = it does not decode to text (UTF-8)
core-link-damaged = its compressed data is damaged or cut short
core-link-too-large = it unpacks to more than { $max } bytes
core-script-io = { $file }: { $problem }
core-script-too-large = { $file } is { $bytes } bytes; a script may have at most { $max }
core-script-not-fetched = { $file } has not arrived yet from the server
core-script-json = { $file }, line { $line }, column { $column }: { $problem }
core-script-not-a-script = { $file } is not a linlab script (its format is { $found })
core-script-too-new = { $file } was written by a newer linlab (script version { $found }; this one reads up to { $version })
core-script-scene-count = { $file } has { $count } scenes; a script has 1 to { $max }
core-script-scene = { $file }, scene { $scene }: { $problem }
core-script-bad-link = { $file }: the link is damaged: { $problem }
core-script-scene-not-object = a scene must be a JSON object
core-script-scene-state = a scene gives its whole "state", or (after the first) its "changes" to the previous scene's state, not both
core-script-take-home-scene = an answer to scene { $scene }, which has no exercise
core-script-take-home-kind = the answer to scene { $scene } is not of the kind its exercise asks for
core-task-coins-h = H
core-task-coins-t = T
core-task-coins-counted = { $heads } heads in { $flips } flips: counted with the class's.
core-task-coins-not-a-count = not a count of heads in { $flips } flips (a whole number from 0 to { $flips })
core-script-state = its state
core-script-too-many-points = { $n } points; a scene may have at most { $max }
core-script-t-too-large = t = { $t }; a scene may ask for at most t = { $max }
core-script-too-many-highlights = { $count } highlights; a scene may have at most { $max }
core-script-ring-point = highlight { $highlight } rings point { $point }, but the scene has { $n } points (numbered from 1)
core-script-not-finite = highlight { $highlight } has a coordinate that is not a finite number
core-script-bad-speed = steps_per_second must be a finite number ≥ 0
core-script-check-missing-language = no text in { $language }, a language of the script's title
core-script-check-stops-early = the learner stops at t = { $reached } (its budget, or divergence) and never reaches t = { $t }

## The learners, and settings they refuse.
core-algorithm-pla = PLA
core-algorithm-pocket = Pocket
core-algorithm-logistic-sgd = Logistic regression (SGD)
core-algorithm-logistic-gd = Logistic regression (GD)
core-algorithm-linreg = Linear regression
core-algorithm-linreg-sgd = Linear regression (SGD)
core-algorithm-averaged = Averaged perceptron
core-algorithm-voted = Voted perceptron
core-algorithm-svm = SVM (SMO)
core-algorithm-hinge-sgd = Hinge-loss SGD
core-algorithm-kernel-perceptron = Kernel perceptron
core-settings-eta-not-positive = the learning rate η must be a positive number, not { $eta }
core-settings-eta-too-large = the learning rate η = { $eta } is too large (at most { $max }); try 0.1 or 1
# $allowed and $order are the orders as --order takes them: cyclic, random-cycle, random.
core-settings-order = { $algorithm } visits points in { $allowed } order, not { $order }
core-settings-no-order = { $algorithm } visits points in no particular order, not { $order }
core-settings-order-or = { $first } or { $second }

## The error measures of the correctness score y·s.
core-measure-zero-one = 0/1
core-measure-squared = squared
core-measure-cross-entropy = cross-entropy (ln)
core-measure-scaled-cross-entropy = scaled cross-entropy (log₂)
core-measure-hinge = hinge
core-measure-perceptron = perceptron

## Separability, and why points are not separable (points numbered from 1).
core-theory-list-separator = {", "}
core-theory-list-and = { $init } and { $last }
core-theory-same-place = ○ point { $plus } and × point { $minus } are at the same place, so no line puts them on different sides.
core-theory-on-segment = { $class } point { $point } lies on the segment between { $other } points { $ends }, so any line with both { $other } on one side has it on that side too (or on the line).
core-theory-in-triangle = { $class } point { $point } lies inside the triangle of { $other } points { $corners }, so any line with all three on one side has it on that side too.
core-theory-crossing = The segment between ○ points { $plus } crosses the segment between × points { $minus }: a line with both ○ on one side and both × on the other would have to separate the crossing point from itself.
core-theory-hulls-meet = A weighted average of ○ points { $plus } equals (to rounding) a weighted average of × points { $minus }, so no hyperplane separates them.
core-theory-separable = Linearly separable: the widest line keeps every point at distance ρ = { $rho } from it (in the augmented space, R = { $radius }), so PLA from w = 0 halts after at most R²/ρ² = { $bound } updates.
core-theory-separable-numeric = Linearly separable (to a relative tolerance of 10⁻⁹): the widest line keeps every point at distance ρ = { $rho } from it (in the augmented space, R = { $radius }), so PLA from w = 0 halts after at most R²/ρ² = { $bound } updates.
core-theory-separable-below-precision = Linearly separable, but only just: the gap is below what floating point resolves, so PLA's guarantee R²/ρ² is beyond any practical number of updates.
core-theory-not-separable = Not linearly separable: { $witness } PLA will never halt; try pocket.
core-theory-no-points = There are no points.
core-theory-too-close = Too close to call: the classes' hulls are { $gap } apart, within rounding.
core-theory-undecided = Separability could not be decided (an internal inconsistency).

## The command line (`linlab train`): its summary and its messages. The learner and the
## order are named by their ids, as the command line takes them.
core-cli-unknown-language = { $tag }: the languages are en, zh-CN and zh-TW
core-cli-iterations-not-logistic = --iterations counts logistic-regression steps; for { $algo } use --max-updates or --epochs
core-cli-dimensions-differ = { $test } has { $test_d } features per point but { $data } has { $data_d }: they must match
core-cli-in-file = { $file }: { $message }
core-cli-summary-run = { $learner } on { $file }: N = { $n }, d = { $d }
# The head's list of the learner's settings (only those it uses).
core-cli-list-separator = {", "}
core-cli-summary-eta = η = { $eta }
core-cli-summary-seed = seed { $seed }
core-cli-summary-kernel-linear = linear kernel
core-cli-summary-kernel-gaussian = Gaussian kernel σ² = { $sigma2 }
core-cli-summary-kernel-poly = polynomial kernel ({ $gamma }·xᵀx′ + { $coef0 })^{ $degree }
core-cli-summary-penalty = C = { $c }
core-cli-summary-hard-margin = hard margin (C = ∞)
core-cli-summary-tol = tol { $tol }
core-cli-summary-converged-svm = converged after { $updates ->
        [one] { $updates } pair
       *[other] { $updates } pairs
    }: the largest KKT violation { $gap } is within the tolerance { $tol }
# The answer g: a line by its name, or a kernel expansion as what it is.
core-cli-answer-w = g = w
core-cli-answer-pocket = g = ŵ
core-cli-answer-averaged = g = w̄
core-cli-answer-voted = g ≈ w̄ (the line nearest the vote)
core-cli-summary-expansion = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)
core-cli-summary-expansion-points = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b) over the { $support } points with αₙ > 0, b = { $b }
core-cli-primal-infeasible = — (w is not yet feasible)
core-cli-summary-solved = solved in closed form
core-cli-summary-converged = converged after { $updates ->
        [one] { $updates } update
       *[other] { $updates } updates
    }: no mistake left
core-cli-summary-diverged = diverged after { $updates } updates: the next update would have made w infinite; w is the last finite one (try a smaller η)
core-cli-summary-stalled = stalled after { $updates ->
        [one] { $updates } update
       *[other] { $updates } updates
    }, the largest KKT violation { $gap } above the tolerance { $tol }: { $reason ->
        [rounds-to-nothing] the next pair's update rounds to nothing in floating point
        [dual-stops-rising] D(α) rose by less than its rounding over the last { $steps } updates (the largest KKT violation sits at the rounding of the kernel's scale)
       *[gap-stops-falling] the largest KKT violation has not fallen for { $steps } updates (a nearly singular kernel matrix; try a larger --tol, a smaller --c or a smaller kernel scale)
    }
core-cli-summary-budget = stopped: budget reached after { $updates ->
        [one] { $updates } update
       *[other] { $updates } updates
    } (raise --max-updates, --epochs or --iterations)
core-cli-summary-visits = { $what }; { $visits } visits
core-cli-summary-weights = { $label } = { $weights }   (w0 is the bias)
core-cli-summary-errors = 0/1 { $zero_one }   squared { $squared }   cross-entropy { $cross_entropy }
core-cli-note = note: { $notice }
core-cli-timings = time: reading { $read } ms · learning { $learn } ms · report { $report } ms
core-axis-format = “{ $text }” is not an axis: write LO:HI:N, for example -3:3:200
core-axis-range = the axis from { $lo } to { $hi } is empty: LO must be a number below HI
core-axis-samples = { $n } samples: an axis takes from 2 to { $max }
core-surface-dimension = the weight-space slice is of (w₁, w₂): it needs points with d = 2, and these have d = { $d }
core-surface-w0 = w₀ = { $w0 } is not a number
core-surface-no-points = no points: E_in is not defined
core-surface-summary = E_in ({ $measure }) over w₀ = { $w0 }, w₁ from { $w1_lo } to { $w1_hi } ({ $w1_n } values), w₂ from { $w2_lo } to { $w2_hi } ({ $w2_n } values), on N = { $n } points
core-surface-lowest = lowest on the grid: E_in = { $e_in } at (w₁, w₂) = ({ $w1 }, { $w2 })
core-surface-minimiser = the squared error’s minimiser in this slice: (w₁, w₂) = ({ $w1 }, { $w2 }), E_in = { $e_in }
core-surface-rows = rows: w₂ from { $w2_lo } to { $w2_hi }; columns: w₁ from { $w1_lo } to { $w1_hi }
core-cli-error = error: { $message }
core-cli-json-failed = could not write JSON: { $problem }
core-cli-window-failed = could not open the window: { $problem }
core-cli-no-window = (this build has no window: build with the default `gui` feature)
core-cli-class-no-lecture = no built-in lecture has the id { $id } (see `linlab script list`)
core-cli-class-report-written = The class's report is written to { $path }, each student's lecture to take home beside it (take-home).
core-cli-class-report-no-lecture = the class kept in { $folder } did not play a built-in lecture: its report is written when the class ends in the window
core-cli-class-no-page = the students' page is not built in { $dir }: run `trunk build --release` first (the class starts; pages that open the address are told so)

## Clustering (K-means) and principal axes (PCA): settings and points they refuse.
core-cluster-no-points = there are no points
core-cluster-no-features = points need at least one feature
core-cluster-ragged = { $values } numbers do not make rows of { $dim } features
core-cluster-not-finite = point { $point } has a value that is not a finite number ({ $value })
core-cluster-no-clusters = K must be at least 1 cluster
core-cluster-too-many-clusters = K = { $k } clusters need at least { $k } points, and there are only { $points }
core-cluster-wrong-centres = { $got } numbers were given for the centres, where { $expected } are needed (K centres of d coordinates each)
core-cluster-centre-not-finite = centre { $centre } has a value that is not a finite number
core-cluster-no-runs = at least one run is needed
core-cluster-cancelled = stopped before the end
core-cluster-too-large = the values are too large: their squares overflow (keep them within ±1e150)
core-pca-no-components = K must be at least 1 axis
core-pca-too-many-components = K = { $k } axes were asked for, but the points have only d = { $dim } dimensions

## The command line (`linlab cluster`, `linlab pca`): their summaries.
core-cli-cluster-run = K-means, K = { $k }, init { $init }, seed { $seed } on { $file }: N = { $n }, d = { $d }
core-cli-cluster-converged = converged after { $iterations ->
    [one] { $iterations } iteration
   *[other] { $iterations } iterations
  }: no point changed cluster
core-cli-cluster-budget = stopped after { $iterations ->
    [one] { $iterations } iteration
   *[other] { $iterations } iterations
  }, the most --iterations allows: points still change cluster (raise --iterations)
core-cli-cluster-cost = J = { $cost }   (the mean squared distance of each point to its cluster's centre)
core-cli-cluster-centre = centre { $index } = { $centre }   ({ $size ->
    [one] { $size } point
   *[other] { $size } points
  })
core-cli-cluster-centre-empty = centre { $index } = { $centre }   (empty cluster: no points, the centre stayed where it was)
core-cli-pca-run = PCA on { $file }: N = { $n }, d = { $d }, K = { $k }
core-cli-pca-mean = mean = { $mean }
core-cli-pca-axis = axis { $index } = { $axis }   eigenvalue λ = { $eigenvalue }, { $ratio } of the variance
core-cli-pca-retained = { $k ->
    [one] { $k } axis keeps
   *[other] { $k } axes keep
  } { $retained } of the variance; reconstruction-error ratio { $error }

## Learning more than two classes.
core-multiclass-too-few-classes = the points hold { $classes } classes; learning needs at least two
core-multiclass-empty-class = class "{ $label }" has no points; every class needs at least one
core-multiclass-too-many-classes = more than { $max } distinct labels: linlab reads at most { $max } classes
core-multiclass-no-classes = the points were read without their labels as classes
core-multiclass-row-count = { $points } points but { $labels } labels
core-multiclass-no-such-class = a point names class { $class }, which does not exist
core-multiclass-unknown-class = label "{ $label }" is not one of the training file's classes
core-multiclass-structured-settings = the structured (multiclass) perceptron is PLA in cyclic order from w = 0: use --algo pla, --order cyclic and --init zero

## linlab train --multiclass.
core-cli-multiclass-missing = --multiclass needs a method: ova, ovo or structured
core-cli-multiclass-run = { $method } with { $algo }, η = { $eta }, seed { $seed } on { $file }: N = { $n }, d = { $d }, classes { $classes }
core-cli-multiclass-class-weights = class { $class }: w = { $weights }
core-cli-multiclass-pair-weights = { $first } vs { $second }: w = { $weights }   ({ $first } is ○ (+1))
core-cli-multiclass-errors = multiclass 0/1 { $zero_one }
core-settings-svm-c = the penalty C must be a positive finite number (or choose hard margin), not { $c }
core-settings-svm-sigma2 = the Gaussian kernel's σ² must be a positive finite number, not { $sigma2 }
core-settings-svm-gamma = the polynomial kernel's γ must be a positive finite number, not { $gamma }
core-settings-svm-coef0 = the polynomial kernel's c₀ must be a finite number, not { $coef0 }
core-settings-svm-degree = the polynomial kernel's degree must be between 1 and { $max }, not { $degree }
core-settings-svm-tol = the tolerance must be a positive finite number, not { $tol }
core-cli-flag-unused = { $flag } does not apply to --algo { $algo }
core-cli-probe-dimension = { $probe } has points with { $probe_d } features, but the training points have { $d }
core-cli-summary-svm = { $support } support vectors, b = { $b }, D(α) = { $dual }, P(w) = { $primal }, KKT violation = { $gap }
core-cli-script-listed = { $id }: { $title } ({ $scenes } scenes; a link of { $chars } characters)
core-cli-script-ok = { $script }: { $scenes ->
        [one] { $scenes } scene
       *[other] { $scenes } scenes
    } replayed, no problem
core-cli-script-problem = { $script }, scene { $scene }, { $field }: { $problem }
core-cli-script-unknown = no built-in lecture is called { $id } (there are: { $ids })
core-cli-script-write = cannot write { $file }: { $problem }
core-cli-script-exported = { $id } written to { $file } ({ $scenes } scenes)
core-script-check-task-tolerance = the task's parameters are out of range: a tolerance is a finite number ≥ 0 (an angle below 180°), points to add at least 1
core-script-check-task-no-answer = the task has no answer from this scene's state: { $reason }
core-script-check-task-reference-fails = the learner's own answer fails the task's check
core-script-check-task-wrong-passes = a wrong answer passes the task's check: its tolerance is too wide
core-task-no-update = the learner makes no more update from here
core-task-no-direction = w₁ = w₂ = 0 after the next update: w points nowhere in the plane
core-task-never-halts = the learner stops without halting (its budget, or divergence)
core-task-wrong-kind = this answer does not fit the task
core-task-update-right = Right: the next update gives w = { $w }, and your direction is { $apart }° from (w₁, w₂) (within { $degrees }° counts).
core-task-update-wrong = Not quite: the next update gives w = { $w }, and your direction is { $apart }° from (w₁, w₂); within { $degrees }° counts.
core-task-next-point-right = Right: the next update corrects point { $value }.
core-task-next-point-wrong = Not point { $given }: the learner checks the points in its order, and the first mistake (y·s ≤ 0) it meets is point { $value }.
core-task-halt-right = Right: the run halts at t = { $value }, a whole cycle without a mistake.
core-task-halt-wrong = Not { $given }: replayed, the run halts at t = { $value }, after a whole cycle without a mistake.
core-task-e-in-right = Right: E_in of the answer is { $value } after the next update.
core-task-e-in-wrong = Not { $given }: after the next update E_in of the answer is { $value }.
core-task-impossible-too-few = with fewer than 3 points a line always separates them: the task needs at least 3
core-task-impossible-too-many = You placed { $n } points; at most { $max } are allowed.
core-task-impossible-one-label = Both labels are needed: with one class, any line that leaves every point on one side separates them.
core-task-impossible-same-spot = Two points share a spot: place each at a spot of its own.
core-task-impossible-separable = A line still separates them: w = { $w } (the widest separating line, w₀ + w₁x₁ + w₂x₂ = 0).
core-task-impossible-right = Right: no line separates these { $n } points (linlab's exact test), so PLA would never halt on them.
core-task-slow-keep-points = Keep the scene's points where they are, and add to them.
core-task-slow-add = Add between 1 and { $max } points (you added { $added }).
core-task-slow-not-separable = No line separates the points any more: PLA would never halt. The set must stay separable.
core-task-slow-budget = PLA does not halt within its budget of updates on these points.
core-task-slow-right = Right: still separable, and PLA now halts after { $t } updates (at least { $at_least }). A point near the other label's points shrinks ρ, and T ≤ R²/ρ² grows.
core-task-slow-too-few = PLA now halts after { $t } updates; at least { $at_least } are asked for. Put the point next to the other label's points, so that every separating line must pass close to it: ρ shrinks.
core-task-slow-none = no single point on the half-integer grid of [−4, 4]² makes the learner need { $at_least } updates
core-task-kmeans-right = Right: { $centre } moves to the mean of its points, { $mu }; your spot is { $apart } from it (within { $distance } counts).
core-task-kmeans-wrong = Not quite: { $centre } moves to the mean of the points assigned to it, { $mu }; your spot is { $apart } from it, and within { $distance } counts.
core-task-kmeans-no-centre = the task names a centre the run does not have
core-task-tune-not-svm = the task counts support vectors, and the scene's learner is not the SVM
core-task-tune-learner = Keep the scene's learner ({ $learner }) and change only its setting.
core-task-tune-none = no η or C from 0.001 to 1000 reaches the task's goal
core-task-tune-ce-right = Right: with η = { $eta }, E_in(CE) is { $e } after { $steps } steps (at most { $at_most }).
core-task-tune-ce-wrong = Not yet: with η = { $eta }, E_in(CE) is { $e } after { $steps } steps; at most { $at_most } is asked for. Too small an η leaves w near 0 (E_in(CE) near ln 2 ≈ 0.69); too large a step overshoots.
core-task-tune-sv-right = Right: with C = { $c }, the SVM has { $n } support vectors and no training mistake.
core-task-tune-sv-wrong = Not yet: with C = { $c }, the SVM has { $n } support vectors and { $mistakes } training mistakes; { $count } and none are asked for. A larger C makes slack dearer: fewer points inside the margin.
core-task-flip-one = Flip exactly one label, and move no point (you changed { $flipped } labels).
core-task-flip-right = Right: with point { $point } flipped the set is separable, and the learner's answer makes no mistake.
core-task-flip-wrong = With point { $point } flipped the learner's answer still makes { $mistakes } mistakes. Only a separable set allows none: flip a point that lies among the other label's.
core-task-flip-none = no single flip leaves the learner's answer without a mistake
core-task-spoil-not-separable = No line separates the points any more: then any learner errs. Keep the set separable, and make the learner err anyway.
core-task-spoil-right = Right: the set is still separable, yet the learner's answer now misclassifies point { $point }.
core-task-spoil-wrong = The learner still classifies every point of the scene right. Go further out: for linear regression a point that is too right (y·s ≫ 1) costs squared error too, and tilts the line toward it.
core-task-spoil-none = no single point on the integer grid of [−10, 10]² makes the learner misclassify a point of the scene
core-task-pca-move = Move between 1 and { $max } of the points (drag them), and add, delete or relabel none.
core-task-pca-right = Right: u₁ turned by { $turned }° (more than { $degrees }°). PCA follows the spread: a point far from the axis pulls it toward itself.
core-task-pca-wrong = u₁ turned by { $turned }°; more than { $degrees }° is asked for. Move a point far from the axis, across it: the direction of greatest spread follows.
core-task-pca-none = moving one point on the half-integer grid of [−4, 4]² never turns u₁ by more than { $degrees }°
core-task-final-no-direction = w₁ = w₂ = 0 at the end of the run: the answer has no direction in the plane (a kernel's answer is not a line)
core-task-final-right = Right: at the end of the run w = { $w }, and your direction is { $apart }° from (w₁, w₂) (within { $degrees }° counts).
core-task-final-wrong = Not quite: at the end of the run w = { $w }, and your direction is { $apart }° from (w₁, w₂); within { $degrees }° counts.
core-task-not-classes = the task is about several classes, and the scene is not in the Several classes workspace
core-task-no-problems = the structured perceptron learns one w_k per class, not binary problems
core-task-ovo-no-class-w = one versus one keeps a line per pair of classes, not a w_k per class
core-task-no-such-class = the scene has no point of class { $class }
core-task-class-unchanged = the learner's next updates leave w_{ $class } as it is
core-task-class-right = Right: the next update gives w_{ $class } = { $w }, and your direction is { $apart }° from its arrow (within { $degrees }° counts).
core-task-class-wrong = Not quite: the next update gives w_{ $class } = { $w }, and your direction is { $apart }° from its arrow; within { $degrees }° counts. The w of the class that wins a point wrongly moves away from z, the w of the point's own class toward it.
core-task-problems-right = Right: the method learns { $value } binary problems, a line each.
core-task-problems-wrong = Not { $given }: the method learns { $value } lines. One versus all learns one per class (K); one versus one, one per pair of classes, K(K − 1)/2.
core-task-error-right = Right: at y·s = { $score }, { $error } gives { $formula } = { $value }.
core-task-error-wrong = Not { $given }: at y·s = { $score }, { $error } gives { $formula } = { $value }.
core-task-add-one = Add one point to the scene's (you added { $added }).
core-task-no-end = the learner does not stop within { $steps } steps: give the scene's learner a budget
core-task-features-right = Right: Φ_Q for Q = { $q } has every monomial x₁ᵃx₂ᵇ with 1 ≤ a + b ≤ { $q }: d̃ = C({ $q2 }, 2) − 1 = { $value } features after the constant, so lines in Z have d_vc ≤ d̃ + 1 = { $dvc }.
core-task-features-wrong = Not { $given }: Φ_Q for Q = { $q } has every monomial x₁ᵃx₂ᵇ with a + b ≤ { $q }, which is C({ $q2 }, 2) of them with the constant 1; without it d̃ = C({ $q2 }, 2) − 1 = { $value }, and lines in Z have d_vc ≤ d̃ + 1 = { $dvc }.
core-task-circle-not-circle = the scene's Φ is not the circle transform z = (1, x₁², x₂²)
core-task-circle-no-crossing = the curve of w = { $w } does not cross that axis (−w₀/w_k is not positive)
core-task-circle-right = Right: w = { $w } in Z is the curve w₀ + w₁x₁² + w₂x₂² = 0 in X. On the x{ $k } axis, x{ $k }² = −w₀/w{ $k } = { $squared }: the curve crosses it at ±{ $value } (the circle's radius when w₁ = w₂).
core-task-circle-wrong = Not { $given }: w = { $w } in Z is the curve w₀ + w₁x₁² + w₂x₂² = 0 in X. Set the other coordinate to 0: x{ $k }² = −w₀/w{ $k } = { $squared }, so the curve crosses the x{ $k } axis at ±{ $value } (the circle's radius when w₁ = w₂).
core-task-circle-no-next = the learner in Z has halted at t = { $t }: there is no next update
core-task-circle-next = { $curve } (The next update corrected point { $point }: w ← w + y·z.)
core-task-separating-none = no pair of the features x₁, x₂, x₁², x₁x₂, x₂² makes these points separable
core-task-separating-two = Φ = ({ $features }) does not have two features: choose a pair in the Transform controls (or the circle transform), so that Z is a plane.
core-task-separating-right = Right: in Z = ({ $features }) a line separates the points (the widest is w = { $w }), and it is a curve in X. PLA in Z halts.
core-task-separating-thin = Right: in Z = ({ $features }) a line separates the points, by a margin too thin to draw.
core-task-separating-wrong = In Z = ({ $features }) no line separates the points (linlab's exact test): PLA in Z would never halt. What do the labels depend on: the distance from the origin (x₁², x₂²), or the signs of x₁ and x₂ (x₁x₂)?

## The live class: why a page is refused, why a class cannot start.
core-class-wrong-code = this is not the class's code
core-class-full = the class is full ({ $max } students)
core-class-version = this page speaks version { $page } of the class's messages and the teacher's window version { $teacher }: reload the page
core-class-not-joined = the first message must be a join
core-class-malformed = a message that is not the class's: { $detail }
core-class-too-large = a message over { $max } bytes
core-class-too-fast = more than { $per_second } messages a second
core-class-not-the-exercise = scene { $scene } is not the exercise shown
core-class-wrong-kind = this answer is not of the exercise's kind
core-class-ended = the teacher ended the class
core-class-seat-taken = this seat was opened in another page
core-class-locked = the teacher locked the class: no one new can join now
core-class-removed = the teacher removed this seat from the class
core-class-port-busy = port { $port } is in use by another program: choose another with --port, or take the next free one
core-class-no-free-port = no free port from { $from } to { $to }
core-class-cannot-listen = cannot listen on { $address }: { $problem }
core-class-cannot-read-page = cannot read the students' page in { $dir }: { $problem }
core-class-cannot-start = cannot start the class's server: { $problem }
core-class-cannot-keep = cannot keep the class in { $folder }: { $problem }
core-class-journal-cannot-write = cannot write the class to { $folder } (its answers are still counted in the window: save the results before ending): { $problem }
core-class-journal-bad-line = { $file }, line { $line }, skipped: { $problem }
core-class-nothing-to-resume = no class to resume in { $dir }
core-class-cannot-resume = cannot read the class in { $folder }: { $problem }
core-class-journal-no-start = the class in { $folder } does not say how it started: it cannot be resumed

# Dichotomies, growth functions and the VC bound (`linlab dichotomies`, `linlab vc-bound`).
core-vc-name-lines = lines
core-vc-name-rays = positive rays
core-vc-name-intervals = positive intervals
core-vc-name-convex = convex sets
core-vc-count = { $realised } of the { $labellings } labellings of these { $n } points are realised by { $hypotheses } (at most { $growth } on any { $n } points: m_H({ $n }) = { $growth })
core-vc-fewer = These points allow fewer than the most ({ $realised } < { $growth }): some are in line, repeated or otherwise not in general position.
core-vc-by-line = line { $line } = 0
core-vc-by-constant = every point on one side (w₁ = w₂ = 0, w₀ = { $w0 })
core-vc-by-thin-line = a line, by a margin too thin to draw
core-vc-by-ray = ray x₁ > { $from }
core-vc-by-interval = interval { $from } < x₁ < { $to }
core-vc-by-hull = the hull of the ○ points
core-vc-no-line = no line: { $why }
core-vc-no-ray = no ray: ○ point { $plus } is not right of × point { $minus }
core-vc-no-interval = no interval: × point { $minus } lies between ○ points { $a } and { $b }
core-vc-no-convex-set = no convex set: × point { $minus } lies in the hull of the ○ points
core-vc-undecided = undecided
core-vc-too-many-points = { $n } points have too many labellings to list: at most { $most }
core-vc-not-finite = point { $point } has a coordinate that is not a finite number
core-vc-needs-the-plane = lines and convex sets need points in the plane (2 features), not { $d }
core-vc-on-x1 = rays and intervals read x₁ alone: the other { $d } features are set aside
core-vc-bad-eps-delta = ε and δ must each lie between 0 and 1
core-vc-sample-size = d_vc = { $dvc }, ε = { $eps }, δ = { $delta }: the VC bound asks for N ≥ { $n } points (the least N with N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ))
core-vc-bound-there = there, 4·m_H(2N)·e^(−ε²N/8) = { $bound } ≤ δ and Ω = { $omega } ≤ ε
core-task-vc-place-impossible = { $hypotheses } realise at most m_H({ $n }) = { $growth } dichotomies on { $n } points: no placement reaches { $target }
core-task-vc-place-none = no placement tried gives { $target } dichotomies of { $hypotheses } on { $n } points
core-task-vc-place-how-many = Place exactly { $n } points (there are { $placed } on the plane).
core-task-vc-place-shattered = Right: { $hypotheses } realise all { $all } = 2ᴺ labellings of these N = { $n } points: they are shattered.
core-task-vc-place-right = Right: { $hypotheses } realise { $count } of the { $all } = 2ᴺ labellings of these N = { $n } points, as asked.
core-task-vc-place-wrong = { $hypotheses } realise { $count } of the { $all } = 2ᴺ labellings of your N = { $n } points; the task asks for { $target }. { $why }
core-task-vc-short-lines = Points in one line lose labellings: three on a line lose the two that part the middle point from the ends (○ × ○ and × ○ ×), which no line realises. Place them in general position (no three in a line).
core-task-vc-short-x1 = Rays and intervals read x₁ alone: points at one x₁ (one above another) always get one label, so they count as one point. Give each point an x₁ of its own.
core-task-vc-short-convex = A point inside the hull of others cannot be × while they are all ○: a convex set that holds them holds it. Put every point on a circle.
core-task-vc-over-lines = Points in general position give the most; put three of them in one line to lose labellings.
core-task-vc-over-x1 = Each point at an x₁ of its own adds labellings; put some at one x₁ (one above another).
core-task-vc-over-convex = Points on a circle are shattered; put a point inside the hull of the others to lose labellings.
core-task-vc-no-break-point = { $hypotheses } have no break point: they shatter N points on a circle for every N (m_H(N) = 2ᴺ)
core-task-vc-count-right = Right: { $hypotheses } realise { $value } of the { $all } = 2ᴺ labellings of these N = { $n } points (m_H({ $n }) = { $growth } is the most on any { $n } points).
core-task-vc-count-wrong = Not { $given }: { $hypotheses } realise { $value } of the { $all } = 2ᴺ labellings of these N = { $n } points; m_H({ $n }) = { $growth } is the most on any { $n } points. Count the labellings no hypothesis realises and take them from { $all }.
core-task-vc-break-right = Right: for { $hypotheses }, m_H(N) = { $formula }. m_H({ $km1 }) = { $below } = { $pkm1 }: some { $km1 } points are shattered; but m_H({ $k }) = { $at } < { $pk } = { $power }: no { $k } points are. The break point is { $k }.
core-task-vc-break-wrong = Not { $given }: the break point is the smallest k with m_H(k) < 2ᵏ. For { $hypotheses }, m_H(N) = { $formula }: m_H({ $km1 }) = { $below } = { $pkm1 }, still shattered, and m_H({ $k }) = { $at } < { $pk } = { $power }. The break point is { $k }.
core-task-vc-size-right = Right: with d_vc = { $dvc }, ε = { $eps } and δ = { $delta }, the least N with N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) is { $value }. The bound is loose: in practice N ≈ 10·d_vc = { $rule } is often enough.
core-task-vc-size-wrong = Not { $given }: with d_vc = { $dvc }, ε = { $eps } and δ = { $delta }, the least N with N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) is { $value } (within { $within } counts). N stands on both sides: put a guess into the right-hand side, then the result, until it settles.
core-task-fit-workspace = this exercise asks about the Fit workspace's fits: the scene shows another workspace
core-task-fit-not-the-draw = E_out is exact only on the target's own draw, and these points are not the draw of the scene's Q_f, σ², N and seed
core-task-fit-same-degrees = the two fits have the same degree: there is no lower E_out to choose
core-task-fit-no-folds = { $folds } folds cannot be made of { $n } points
core-task-fit-e-out = E_in({ $ga }) = { $in_a } and E_in({ $gb }) = { $in_b }, but against the target E_out({ $ga }) = { $out_a } and E_out({ $gb }) = { $out_b }
core-task-fit-cv = { $folds }-fold E_cv is least at { $chosen } (E_cv = { $e_cv })
core-task-fit-right = Right: { $because }.
core-task-fit-wrong = Not { $given }: { $because }.
core-task-fit-not-a-cell = the heat map over (N, σ²) has no cell at N = { $n }, σ² = { $sigma2 } (N runs from 80 to 120, σ² from 0 to 2 by 0.05)
core-task-fit-overfit = at N = { $n } and σ² = { $sigma2 }, averaged over { $runs } runs, E_out({ $high }) − E_out({ $low }) = { $measure }
core-task-fit-no-points = there are no points to fit
core-task-fit-l1 = at λ = { $lambda } the L1 w = ({ $w0 }, { $w1 }); a weight first reaches 0 at λ = { $corner }
core-task-fit-snooped = over { $draws } draws, the median of the least test error the snooper reported was { $estimate }, and of its g's E_out { $e_out }: too low by { $short }

## The feature transform Φ, as the command line and the Transform workspace read it.
core-transform-unknown = unknown transform “{ $text }”: write identity, circle, quadratic, poly:Q, legendre:Q (Q from 1 to 10) or pair:F,G (F and G like x1^2 or x1 x2)
core-transform-bad-feature = “{ $text }” is not a feature: write a product of the inputs x1 and x2, as x1, x2^3 or x1 x2, of degree 1 to 10
core-transform-bad-degree = the degree Q must be a whole number from 1 to { $max }, not “{ $text }”
core-transform-same-features = the two features of a pair must differ
core-transform-wrong-inputs = this transform is written for points with { $expected } coordinates, and these have { $got }
core-cli-transform-overflow = Φ = { $transform } takes point { $point }, x = ({ $x }), out of the floating-point numbers: its feature { $feature } is { $value }. Scale the inputs first (into [−1, 1], say)
core-cli-summary-transform = Φ = { $transform }: z = ({ $features }), d̃ = { $dz }; w is in Z
core-class-not-the-teacher = only the teacher's remote, with the teacher's token, may send this
