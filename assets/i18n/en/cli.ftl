# The command line's help (`linlab --help`, `linlab train --help`, …): about each command, the
# help of each option (cli-<command>-<option>, or cli-<option> where every command shares it),
# and the values of each choice (cli-value-<option>-<value>).

cli-usage = Usage:
cli-heading-commands = Commands
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-possible-values = [possible values: { $values }]
cli-possible-values-heading = Possible values:
cli-value-line = - { $value }: { $help }
cli-default = [default: { $value }]
cli-about = Teach linear classifiers: PLA, pocket, logistic and linear regression, one update at a time.
cli-long-about = Without a command, linlab opens its window. `linlab train` runs a learner on a point file and prints the result; `linlab cluster` runs K-means and `linlab pca` finds the principal axes.
cli-lang = The language of the window and of the summaries: en, zh-CN (简体中文) or zh-TW (正體中文, Taiwan) (default: the system's, from LANG; the window then keeps the one last chosen)
cli-help = Print help (a summary with -h, more with --help)
cli-version = Print the version
cli-json = Print one JSON object instead of a summary
cli-no-labels = The file has no label column: every column is a feature
cli-help-about = Print this message or the help of the given command
cli-help-subcommand = The command to explain

cli-train-about = Run a learner on a point file, without a window.
cli-train-data = Training points: whitespace `x1 … xd y` (the course's .dat), CSV with a header, or LIBSVM
cli-train-test = Test points for E_out, in any of the same formats, with the same d
cli-train-algo = The learner
cli-train-order = Visit order. PLA: cyclic (default) or random-cycle. Pocket: random mistake (default), random-cycle or cyclic. Logistic SGD: random with replacement (default) or cyclic
cli-train-eta = Learning rate η (default 1 for PLA and pocket, 0.1 for logistic regression)
cli-train-seed = Seed of every random choice: the same seed replays the same run
cli-train-init = Initial weights: zero, or the linear-regression solution
cli-train-timings = Print to stderr where the time went: reading the files, learning to the end, the report
cli-train-max-updates = Budget of PLA/pocket updates (corrections)
cli-train-epochs = Budget of K·N visits (K passes over the points)
cli-train-iterations = Logistic regression: budget of SGD visits or GD steps
cli-train-lambda = Linear and logistic regression: weight decay λ on every weight (w_REG = (ZᵀZ + λI)⁻¹Zᵀy; gradient steps on E_in + (λ/N)·wᵀw). Adds `lambda` to the JSON when not 0
cli-train-method = Read the labels as classes (any numbers or words, up to 8) and learn them one versus all (ova), one versus one (ovo), or with the structured perceptron (structured: PLA, cyclic)
cli-train-kernel = svm, kernel-perceptron: the kernel
cli-train-c = svm, hinge-sgd: the penalty C of the soft margin (default 1)
cli-train-hard-margin = svm, hinge-sgd: the hard margin (C = ∞)
cli-train-gamma = Gaussian kernel: γ = 1/(2σ²); polynomial kernel: γ in (γ·xᵀx′ + c₀)^Q (default 1)
cli-train-sigma2 = Gaussian kernel: σ² in exp(−‖x − x′‖²/(2σ²)) (default ½, i.e. γ = 1)
cli-train-degree = Polynomial kernel: the degree Q (default 3)
cli-train-coef0 = Polynomial kernel: c₀ (default 1)
cli-train-tol = svm: stop when the largest KKT violation is at most T (default 1e-3, as libsvm)
cli-train-probe = Points x1 … xd (labels optional, any of the readers' formats) to score: adds `decision_probe`, s(x) for each row
cli-train-transform = The feature transform Φ, applied to every file of the run (--data, --test, --probe) before learning, so w, E_in and E_out are in Z: identity, circle (1, x1², x2², …), quadratic, poly:Q (every monomial of degree 1 to Q, Q ≤ 10), legendre:Q, or pair:F,G (two monomials of x1 and x2, e.g. pair:x1^2,x2^2). Adds `transform` and `features` (the names of w's entries) to the JSON
cli-train-weights = One weight per point (a file, one number a line, in the data's order) for the weighted learners: the pocket draws a mistake with probability proportional to its weight and keeps the least E_inʷ; linear regression and logistic regression minimize their error weighted (SGD draws a point with probability proportional to its weight). Adds `e_in_weighted`
cli-train-cost = The cost matrix FA,FR: each −1 point weighs the cost of a false accept, each +1 point that of a false reject (the lecture's supermarket 1,10, its CIA 1000,1). Adds `e_in_weighted`

cli-value-algo-pla = The perceptron learning algorithm
cli-value-algo-pocket = PLA keeping the best weights seen so far
cli-value-algo-logistic-sgd = Logistic regression by stochastic gradient descent, one point per step
cli-value-algo-logistic-gd = Logistic regression by full-batch gradient descent
cli-value-algo-linreg = Linear regression for classification, w = Z⁺y in one shot
cli-value-algo-linreg-sgd = Linear regression by SGD (Adaline / LMS): w ← w + η·2(y − s)·z, one point per step
cli-value-algo-averaged = PLA answering the running mean of w over visits
cli-value-algo-voted = PLA in which every intermediate w votes, weighted by how long it survived
cli-value-algo-svm = The support vector machine, by SMO: one pair of α per step
cli-value-algo-hinge-sgd = SGD on the primal SVM cost (λ/2)‖w‖² + mean hinge loss, one point per step
cli-value-algo-kernel-perceptron = The dual PLA with a kernel: αₙ += 1 on a mistake
cli-value-order-cyclic = 1, 2, …, N, 1, 2, …
cli-value-order-random-cycle = One permutation drawn from the seed at the start, then visited cyclically
cli-value-order-random = Uniformly at random, with replacement (for pocket: among the current mistakes)
cli-value-init-zero = w = 0
cli-value-init-linreg = w = the linear-regression solution Z⁺y
cli-value-method-ova = One versus all: one binary problem per class against the rest
cli-value-method-ovo = One versus one: one binary problem per pair of classes
cli-value-method-structured = The structured (multiclass) perceptron: one w_k per class
cli-value-kernel-linear = K = xᵀx′
cli-value-kernel-gaussian = K = exp(−‖x − x′‖²/(2σ²))
cli-value-kernel-poly = K = (γ·xᵀx′ + c₀)^Q
cli-value-init-first = The first K points, in file order (the reference's choice: no randomness)
cli-value-init-random = K distinct points drawn uniformly by the seed
cli-value-init-kmeans-plus-plus = k-means++: the first centre drawn uniformly, each next one with probability proportional to its squared distance to the nearest centre already chosen

cli-cluster-about = Run K-means on a point file (any d; labels ignored), without a window.
cli-cluster-data = Points: whitespace `x1 … xd y`, CSV with a header, or LIBSVM; any d. The label column is read and ignored (see --no-labels)
cli-cluster-k = The number of clusters K (at least 1, at most the number of points)
cli-cluster-init = The initial centres: the first K points, K points drawn by the seed, or k-means++
cli-cluster-seed = Seed of the random initial centres: the same seed replays the same run
cli-cluster-iterations = The most iterations (an assignment and a move each) before stopping

cli-pca-about = Find the principal axes of a point file (any d; labels ignored), without a window.
cli-pca-data = { cli-cluster-data }
cli-pca-k = How many principal axes to keep (default: all d)

cli-surface-about = E_in over a slice of weight space: w₀ fixed, (w₁, w₂) on a grid, under one error of y·s (points with d = 2), without a window.
cli-surface-data = Points with d = 2: whitespace `x1 x2 y` (the course's .dat), CSV with a header, or LIBSVM
cli-surface-measure = The error of y·s whose mean is E_in
cli-surface-w0 = The fixed w₀ of the slice (the bias)
cli-surface-w1 = The grid along w₁: LO:HI:N, N values from LO to HI (2 to 4096)
cli-surface-w2 = The grid along w₂: LO:HI:N, N values from LO to HI (2 to 4096)
cli-surface-csv = Print the grid as CSV rows w1,w2,e_in (w₂ outer, w₁ inner) instead of a summary
cli-value-measure-zero-one = [y·s ≤ 0], the fraction of mistakes
cli-value-measure-squared = (1 − y·s)², linear regression's error
cli-value-measure-cross-entropy = ln(1 + e^(−y·s)), logistic regression's error
cli-value-measure-cross-entropy-log2 = log₂(1 + e^(−y·s)), the cross-entropy scaled to bound the 0/1 error
cli-value-measure-hinge = max(0, 1 − y·s), the SVM's error
cli-value-measure-perceptron = max(0, −y·s), the perceptron criterion
cli-class-about = Open the window with a live class started: students on this network open its address (or scan its QR code) and follow your lecture on their own screens.
cli-class-port = The port the students' page and the class listen on
cli-class-next-free-port = When the port is busy, take the next free one above it
cli-class-bind = The address to listen on: 0.0.0.0 for every interface (the classroom's network), or one, such as 127.0.0.1 for this machine alone
cli-class-page = The students' page: the directory `trunk build --release` wrote
cli-class-max-students = The most students connected at once
cli-class-lecture = A built-in lecture to open (see `linlab script list`)
cli-class-resume = Reopen the last class (after a crash, a kill or the window closed): the same code, port, students and answers; the students' pages rejoin by themselves
cli-report = Write the report and each student's lecture to take home of a class kept (the last one, or the one in FOLDER) into its folder, without opening the window: after a class the window did not end (a crash, a kill), or again
cli-dichotomies-about = List every labelling of a file's points (at most 12) with whether a hypothesis set realises it, and what realises it (a line, ray, interval or convex hull) or the reason none exists, without a window.
cli-dichotomies-data = Points: whitespace `x1 x2 y`, CSV with a header, or LIBSVM; the label column is read and set aside (see --no-labels)
cli-dichotomies-hypothesis = The hypothesis set
cli-dichotomies-json = Print one JSON object instead of a summary
cli-value-hypothesis-lines = Lines in the plane (2-D perceptrons): m_H(N) = N² − N + 2
cli-value-hypothesis-rays = Positive rays on x₁: m_H(N) = N + 1
cli-value-hypothesis-intervals = Positive intervals on x₁: m_H(N) = N(N + 1)/2 + 1
cli-value-hypothesis-convex = Convex sets in the plane: m_H(N) = 2ᴺ
cli-vc-bound-about = The sample size the VC bound asks for, with the bound and the penalty Ω there, for a VC dimension, ε and δ.
cli-vc-bound-dvc = The VC dimension d_vc (3 for perceptrons in the plane)
cli-vc-bound-eps = The tolerance ε on |E_in − E_out|, between 0 and 1
cli-vc-bound-delta = The probability δ of exceeding it, between 0 and 1
cli-vc-bound-json = Print one JSON object instead of a summary
cli-hoeffding-about = Draw T samples of N marbles from a bin of orange fraction μ and set the measured P[|ν − μ| > ε] beside the exact binomial tail and Hoeffding's bound 2·exp(−2ε²N).
cli-hoeffding-mu = The bin's fraction μ of orange marbles, between 0 and 1
cli-hoeffding-n = The sample size N (at least 1)
cli-hoeffding-eps = The tolerance ε (> 0); a sample is bad when |ν − μ| > ε, strictly
cli-hoeffding-trials = How many samples T to draw
cli-hoeffding-seed = Seed of the draws: the same seed replays the same samples
cli-hoeffding-json = Print one JSON object instead of a summary (`measured`, `exact`, `bound`, the histogram of k)
cli-coins-about = Learning From Data's exercise 1.10: C fair coins flipped F times each, R runs; ν₁ (the first coin), ν_rand (a random coin) and ν_min (the coin with the fewest heads), their histograms and means, measured and exact.
cli-coins-coins = The number of coins C
cli-coins-flips = Flips per coin F
cli-coins-runs = How many runs R
cli-coins-seed = Seed of the flips: the same seed replays the same runs, whatever the cores
cli-coins-json = Print one JSON object instead of a summary (`nu_1`, `nu_rand`, `nu_min`)
cli-script-about = Lecture scripts without a window: list the built-in lectures, check a script, export one, print one as a link.
cli-list-about = List the built-in lectures: id, titles, scenes, length as a link.
cli-check-about = Replay every scene of a script (a file or a built-in id) and check every reference; exit 1 on a problem.
cli-check-script = A script file, or the id of a built-in lecture
cli-export-about = Write a built-in lecture as a script file to start from.
cli-export-id = The id of a built-in lecture (see `linlab script list`)
cli-export-out = The file to write
cli-link-about = Print a script (a file or a built-in id) as a link: the web page opens it at its first scene.
cli-link-script = A script file, or the id of a built-in lecture
cli-link-page = The web page's address to put before #script= (nothing: only the fragment)
cli-render-about = Draw every scene of a script (a file or a built-in id) as the window shows it: one PNG a scene and layout.json, where each scene's parts landed in pixels.
cli-render-script = A script file, or the id of a built-in lecture
cli-render-size = The pictures' size in pixels, WxH (for example 1024x768; each side 1 to 8192)
cli-render-presentation = Draw the scenes in presentation mode, as on a projector
cli-render-out = The directory to write scene-01.png, … and layout.json into (made if missing)
cli-render-size-invalid = { $size } is not a size: give WxH in pixels, each side a whole number from 1 to { $max } (for example 1024x768)
cli-render-unknown-script = { $script } is neither a script file nor a built-in lecture (there are: { $ids })
cli-render-never-settles = the window never came to rest (still busy after { $frames } frames)
cli-render-written = { $scenes ->
    [one] 1 scene
   *[other] { $scenes } scenes
    } drawn at { $width }×{ $height } into { $dir }, with layout.json
cli-validate-about = Cross-validate a learner on a point file: V folds in file order (V = N is leave-one-out), or the last K points as D_val
cli-validate-data = The points, in any of train's formats
cli-validate-algo = The learner trained on each fold's D_train
cli-validate-lambda = Linear and logistic regression: weight decay λ
cli-validate-lambdas = Several λ, comma-separated: each is validated, the one of least E_cv (or E_val) chosen, the first on a tie, and its g learned again on every point
cli-validate-folds = V, the number of folds, from 2 to N: contiguous in file order, the first N mod V one point larger (scikit-learn's KFold without shuffling)
cli-validate-holdout = K: train on the first N − K points and print E_val(g⁻) on the last K, instead of folds
cli-validate-measure = The error of E_val and E_cv (default: squared for linreg, 0/1 for the other learners)
cli-validate-eta = Learning rate η of the learners that take one
cli-validate-seed = Seed of every random choice of the learner
cli-validate-transform = The feature transform Φ applied to the points first, as train's --transform
cli-overfit-about = Lecture 13's overfitting experiments averaged over seeded runs, as CSV: the overfit measure E_out(g₁₀) − E_out(g₂) over (N, σ²) or (N, Q_f), or the learning curves
cli-overfit-map = Which experiment
cli-overfit-runs = Runs averaged in each cell
cli-overfit-seed = Seed of every run (each run's own generator comes from the seed, the cell and the run)
cli-overfit-grid = The axes instead of the lecture's: N as FROM:TO[:STEP], then for a map a comma and σ² or Q_f the same way (80:120,0:2:0.05)
cli-overfit-qf = The target's degree Q_f where it is fixed (noise map: 20; learning curves: 10)
cli-overfit-sigma2 = The noise σ² where it is fixed (complexity map: 0.1; learning curves: 1)
cli-overfit-degrees = The two fits' degrees as LOW,HIGH (default 2,10)
cli-overfit-lambda = Weight decay λ of both fits
cli-overfit-threads = Threads (default: every core); the answer is the same for any number
cli-value-map-noise = Over (N, σ²), Q_f fixed: stochastic noise
cli-value-map-complexity = Over (N, Q_f), σ² fixed: deterministic noise
cli-value-map-learning-curve = Expected E_in and E_out against N for both fits
cli-value-map-validation = E_val(g⁻), E_out(g⁻) and E_out(g) against K, the points held out (lecture 15)
cli-best-lambda-about = Lecture 14's measurement, as CSV: the expected E_out of a degree-15 fit of 30 points at each weight decay λ from 0 to 2, one curve for each noise level, and each level's best λ (the column best): it grows with the noise
cli-best-lambda-noise = Which noise the levels vary
cli-best-lambda-runs = Runs averaged at each level (every λ of a level sees the same draws)
cli-best-lambda-seed = Seed of every run (each run's own generator comes from the seed, the level and the run)
cli-value-noise-stochastic = σ² = 0, 0.25, 0.5 on a target of degree Q_f = 15
cli-value-noise-deterministic = Q_f = 15, 30, 100 without σ²: the part of the target the fit cannot reach
