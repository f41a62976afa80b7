## Overfitting, regularization and validation (lectures 13–15): the core's and the command line's words.
fit-points-place = Click the plane to place a point (x, y), drag it to move it; or draw the points from the target below.
fit-lambda-not-valid = The weight decay λ must be a number ≥ 0, not { $lambda }.
fit-lambda-not-taken = { $algorithm } takes no weight decay λ: only linear and logistic regression do.
fit-error-folds = { $folds } folds of { $n } points: V must be from 2 to N (V = N is leave-one-out).
fit-error-holdout = { $k } validation points of { $n }: K must be from 1 to N − 1.
fit-error-grid = The grid cannot be computed: { $what }
fit-grid-empty = it has no cells, or no runs.
fit-grid-degree = the fits' degrees must be at most { $max }.
fit-grid-n = every N must be at least { $min }, the weights of the larger fit.
fit-grid-lambda = λ must be a number ≥ 0.
fit-grid-second = { $value } is not a value of this map's second axis.
fit-grid-sigma2 = σ² must be a number ≥ 0.
fit-grid-qf = Q_f must be at most { $max }.
fit-cli-validate-run = { $algo } with λ = { $lambda } on { $file }: N = { $n }, d = { $d }; errors measured as { $measure }
fit-cli-validate-fold = fold { $fold } (points { $first }–{ $last }): E_val = { $e_val }, w = { $w }
fit-cli-validate-e-cv = E_cv over { $folds } folds = { $e_cv }
fit-cli-validate-e-val = E_val(g⁻) on the last { $k } points = { $e_val }
fit-cli-validate-choice = λ = { $lambda }: { $error }
fit-cli-validate-chosen = chosen: λ = { $lambda } (the least error; the lines above are its folds), its g learned again on all N = { $n } points: w = { $w }
fit-cli-bad-grid = --grid { $grid }: write the N axis as FROM:TO or FROM:TO:STEP (whole numbers), then for a map a comma and the σ² or Q_f axis the same way (80:120,0:2:0.05).
fit-cli-bad-degrees = --degrees { $degrees }: write the two degrees as LOW,HIGH (2,10).

## The Fit workspace in the window.
fit-workspace = Fit
fit-workspace-tip = Fit polynomials to points on the line, x from −1 to 1: the lecture's g₂ and g₁₀ with weight decay λ, their E_in and E_out, V-fold cross-validation, and the heat maps of overfitting.
fit-target-heading = Target f (lecture 13)
fit-q-f-tip = Q_f, the target's degree: f is a sum of Legendre polynomials up to degree Q_f with random coefficients, scaled so that the mean of f² is 1. A higher Q_f is more deterministic noise.
fit-sigma2-tip = σ², the variance of the noise added to each y: stochastic noise.
fit-n-tip = N, how many points are drawn from the target.
fit-seed = Seed
fit-seed-tip = The random seed of the target and of its points: the same seed draws the same points.
fit-draw = Draw from the target
fit-draw-tip = Replace the points by N points of a new target of degree Q_f with noise σ² (Undo brings the old points back). While the points stay as drawn, E_out is exact.
fit-fits-heading = Fits
fit-q-a = Q of the first fit
fit-q-b = Q of the second fit
fit-q-tip = The fit's degree Q: g is a polynomial of degree Q in x, fitted by least squares on the points.
fit-lambda-tip = Weight decay λ ≥ 0, in the course's form: w_REG = (ZᵀZ + λI)⁻¹Zᵀy, the w that minimizes E_in + (λ/N)·wᵀw. 0 is plain least squares.
fit-lambda-preset-tip = The weight decays of lecture 14's pictures.
fit-validation-heading = Validation (lecture 15)
fit-folds-drawn = Draw each fold's g⁻
fit-folds-drawn-tip = Draws, faintly, the g⁻ of each fold: fitted without that fold's points.
fit-choice-drawn = Draw the chosen g
fit-choice-drawn-tip = Draws the g that E_cv chooses, learned again on every point, and names its Q or λ in the legend. Off, E_cv's table still chooses: a scene that asks which one it chooses leaves it out.
fit-folds-tip = V, the folds: the points in their order cut into V contiguous parts, each left out once. V = N is leave-one-out.
fit-validated-q = Q validated
fit-validated-q-tip = The degree whose V-fold cross-validation is listed and whose g⁻ of each fold is drawn faintly.
fit-leave-one-out = Leave one out (V = N)
fit-leave-one-out-tip = As many folds as points: each g⁻ is fitted on N − 1 points and tested on the one left out.
fit-survey-heading = Experiments (lectures 13 and 15)
fit-study-noise = Overfitting over (N, σ²)
fit-study-noise-tip = The overfit measure E_out(g of the second Q) − E_out(g of the first Q), averaged over many targets of degree 20, for N from 80 to 120 and σ² from 0 to 2: stochastic noise.
fit-study-complexity = Overfitting over (N, Q_f)
fit-study-complexity-tip = The overfit measure for N from 80 to 120 and Q_f from 0 to 100 with σ² = 0.1: deterministic noise.
fit-study-curves = Learning curves
fit-study-curves-tip = Expected E_in and E_out of both fits against N, for a 10th-order target with σ² = 1.
fit-runs = Runs per cell
fit-runs-tip = How many seeded runs each cell averages (the lecture's figure: { $runs }). The same seed gives the same map.
fit-compute = Compute
fit-compute-tip = Compute the experiment off the window's thread; a stopped one goes on from where it stopped.
fit-stop = Stop
fit-stop-tip = Stop after the runs under way: what is done is kept and drawn.
fit-survey-no-thread = The experiment could not start: { $error }
fit-survey-failed = The experiment failed; compute it again.
fit-survey-none = No experiment computed yet: choose one on the left and press Compute.
fit-survey-running = Computing: { $done } of { $total } runs…
fit-survey-partial = Stopped after { $done } of { $total } runs: grey cells are not computed yet.
fit-legend-heading = On the plane
fit-legend-target-tip = The target f the points were drawn from (dashed).
fit-legend-g-tip = The fit of this degree on all the points, with the weight decay λ.
fit-legend-folds = each fold's g⁻ (Q = { $q })
fit-legend-folds-tip = Drawn faintly: the g⁻ of each fold, fitted without that fold's points.
fit-legend-chosen = g chosen by E_cv ({ $which })
fit-legend-chosen-tip = The Q or λ of least E_cv, fitted again on all the points (dotted).
fit-errors-heading = Errors
fit-e-in-tip = E_in, the mean squared error (g(x) − y)² on the points.
fit-e-out-tip = E_out, the expected squared error on a fresh point of the target: exact from the Legendre coefficients, E_x[(g − f)²] + σ².
fit-e-out-exact = E_out exact: the points are the target's draw (noise σ² = { $sigma2 }).
fit-e-out-unknown = E_out unknown: no target (the points were placed or edited by hand).
fit-unknown = unknown
fit-validation-of = { $folds }-fold cross-validation of Q = { $q }
fit-fold = Fold { $k }
fit-fold-points = points { $first }–{ $last }
fit-fold-column = Fold
fit-folds-table = Folds
fit-e-val-tip = E_val of this fold: the squared error of its g⁻ on the fold's own points.
fit-e-cv-tip = E_cv, the mean of the folds' E_val: an estimate of E_out.
fit-choice-heading = Choosing Q by E_cv
fit-chosen = ◀ chosen
fit-status-fit = { $g }: E_in = { $e_in }, E_out = { $e_out }
fit-map-noise-heading = E_out({ $high }) − E_out({ $low }), Q_f = { $q_f }
fit-map-complexity-heading = E_out({ $high }) − E_out({ $low }), σ² = { $sigma2 }
fit-map-cell-tip = N = { $n }, { $second }: E_out difference { $overfit } ({ $runs } runs)
fit-map-scale-note = Vermillion: the larger model overfits (its E_out is higher); blue: it does better. The scale ends at the 90th percentile of the cells; beyond it, its end colour.
fit-curves-heading = Learning curves, Q_f = { $q_f }, σ² = { $sigma2 }
fit-curves-error-axis = expected error
fit-curve-in = in-sample { $g }
fit-curve-out = out-of-sample { $g }
fit-figure = { $points }, { $target }. { $first }; { $second }. { $validation }
fit-figure-points = { $n } points read as (x, y), x from −1 to 1
fit-figure-target = the target f dashed, of degree { $q_f }, so E_out is exact
fit-figure-no-target = no target, so E_out is unknown
fit-figure-fit = { $g } drawn in { $colour }: E_in = { $e_in }, E_out = { $e_out }
fit-figure-cv = { $folds }-fold cross-validation of Q = { $q }: E_cv = { $e_cv }; chosen by E_cv: { $chosen }
fit-figure-cv-unchosen = { $folds }-fold cross-validation of Q = { $q }: E_cv = { $e_cv }
fit-figure-no-cv = No cross-validation: { $why }
fit-colour-first = blue
fit-colour-second = vermillion
fit-phone-tab = Fits
fit-too-much-work = N·V is above { $most }: too many fits to make again at every edit of the points. Lower V.
fit-choice-too-much = Not computed: N·V·11 is above { $most }, too many fits to make again at every edit of the points. Lower V.
fit-choice-lambda-heading = Choosing λ by E_cv, Q = { $q }
fit-choose-degree = Choose Q
fit-choose-degree-tip = Cross-validate Q = 0 … 10 with the λ set above, and fit the Q of least E_cv again on all the points.
fit-choose-lambda = Choose λ
fit-choose-lambda-tip = Cross-validate λ = 0, 10⁻⁴, 10⁻³, 10⁻², 0.1, 1, 10 at the Q validated, and fit the λ of least E_cv again on all the points.

## Lecture 16's data snooping, measured.
fit-snooping-switch = Measure data snooping
fit-snooping-switch-tip = Over many targets and points like these, choose Q = 0 … 10 by looking at a test set's error and report that error (snooping), against choosing Q by E_cv on the training points and testing once (honest). Each estimate is set beside the chosen g's exact E_out.
fit-snooping-heading = Data snooping, medians of { $draws } draws: Q_f = { $q_f }, σ² = { $sigma2 }, { $n } training and { $n } test points
fit-snooping-snooped = Snooped
fit-snooping-snooped-tip = Every Q fitted on the training points, the one of least test error kept, and that test error reported as the estimate of E_out.
fit-snooping-honest = Honest
fit-snooping-honest-tip = Q chosen by V-fold E_cv on the training points alone, then its g measured once on the test set.
fit-snooping-estimate = estimate
fit-snooping-estimate-tip = The test error reported as the estimate of E_out: its median over the draws.
fit-snooping-short = too low by
fit-snooping-short-tip = E_out − estimate (of the medians): how optimistic the reported number was.
fit-snooping-note = Medians, as a fit of degree up to 10 on few points now and then swings wildly, and one such draw would outweigh the others in a mean. The snooped estimate is too low by { $short }: the test set chose Q, so it no longer measures it. The honest one's test set took no part in the choice.

## Lectures 15–16 in the Fit workspace: a held-out D_val, the curve over K, sampling bias.
fit-region = x on
fit-region-from = from
fit-region-to = to
fit-region-tip = The draw's x are uniform between these two (all of −1 to 1 unless set): drawing from a part only is a biased sample, while E_out is still measured over all of [−1, 1] (lecture 16's sampling bias).
fit-region-note = The points were drawn with x from { $from } to { $to } only (the rest is shaded); E_out is over all of [−1, 1]: a biased sample.
fit-holdout-tip = K, the points held out as D_val: g⁻ of the Q validated learns from the other N − K, its E_val is measured on the K, and g learns again from all N. 0: none.
fit-split-seeded = by the seed
fit-split-tip = Which points are D_val: the last K in the points' order, or K chosen at random by the seed.
fit-legend-g-minus = g⁻ without D_val (Q = { $q }); D_val ringed
fit-legend-g-minus-tip = Dashed: g⁻, learned without the ringed points of D_val. The panel gives its E_val on them.
fit-held-heading = Held out: K = { $k } of N = { $n } points ({ $how }), Q = { $q }
fit-held-last = the last K
fit-held-seeded = chosen by the seed
fit-held-e-in-tip = E_in: g⁻'s on the N − K points it learned from, g's on all N.
fit-held-e-val-tip = E_val(g⁻): g⁻'s squared error on the K points of D_val, which it never saw: an estimate of E_out(g⁻).
fit-held-note = g⁻ learns from D_train; g, the one delivered, learns again from all N.
fit-figure-held = { $heading }: E_val(g⁻) = { $e_val }, E_out(g⁻) = { $e_out_minus }, E_out(g) = { $e_out }.
fit-study-over-k = Validation over K
fit-study-over-k-tip = Lecture 15's curve: expected E_val(g⁻), E_out(g⁻) and E_out(g) against K, for targets like the one above (its Q_f, σ², N) and the Q validated, averaged over many draws.
fit-over-k-heading = Against K: N = { $n }, Q = { $q }, Q_f = { $q_f }, σ² = { $sigma2 }; means of { $runs } draws each
fit-over-k-e-val = E_val(g⁻)
fit-over-k-e-out-minus = E_out(g⁻)
fit-over-k-e-out-all = E_out(g)
fit-over-k-miss = typical |E_val − E_out(g⁻)|
fit-over-k-rule = K = N/5
fit-over-k-note = Dotted: the root mean square of E_val(g⁻) − E_out(g⁻) over the draws, a new target and new points each.
fit-weights-switch = Weight space:
fit-weights-switch-tip = Lecture 14's picture in the plane of (w₀, w₁) for h(x) = w₀ + w₁·x fitted to the points, at this λ: E_in's level curves, the ball the regularized w lies on, and −∇E_in there.
fit-lambdas-switch = The second fit at λ = 0, 10⁻⁴, 10⁻², 1 side by side
fit-lambdas-switch-tip = Lecture 14's four pictures: the second fit's degree learned on these points with weight decay λ = 0, 10⁻⁴, 10⁻² and 1, each in a frame of its own, with its E_in and E_out.
fit-lambdas-heading = { $g } at four λ, on the same points
fit-lambdas-note = The same points and the same view in each frame; f dashed when the points are its draw. More λ pulls every weight toward 0: the wiggles go first, then the whole fit flattens.
fit-best-lambda-switch = The best λ and the noise:
fit-best-lambda-tip = Lecture 14: the expected E_out of a degree-15 fit of 30 points against its weight decay λ, averaged over many draws, one curve for each level of stochastic noise (σ²) or deterministic noise (Q_f). The λ of least E_out grows with the noise.
fit-best-lambda-off = off
fit-best-lambda-stochastic = stochastic (σ²)
fit-best-lambda-deterministic = deterministic (Q_f)
fit-best-lambda-heading = Expected E_out of the degree-{ $q } fit of { $n } points, against λ
fit-best-lambda-axis = expected E_out
fit-best-lambda-degree = f of degree { $q }
fit-best-lambda-one = { $level }: best λ = { $lambda } (E_out { $e_out })
fit-best-lambda-runs = { $done } of { $total } draws so far; every λ of a curve sees the same draws.
fit-best-lambda-clipped = The view holds the curves' low part: near λ = 0, E_out is higher than drawn (16 weights on 30 points).
fit-weights-hidden = Off
fit-weights-l2 = L2 circle
fit-weights-l1 = L1 ball
fit-weights-heading = Weight space of h(x) = w₀ + w₁·x
fit-weights-hypothesis = h(x) = w₀ + w₁·x fitted to the points (Q = 1, whatever the fits' degrees), λ on both weights.
fit-weights-lambda-tip = The workspace's weight decay λ and the points N: the regularized w minimizes E_in + (λ/N)·Ω(w), Ω = wᵀw (L2) or |w₀| + |w₁| (L1).
fit-weights-w-lin-tip = E_in's minimizer, the centre of its level curves; E_in(w_lin) = { $e_in }.
fit-weights-c-tip = The circle wᵀw = C that w_REG lies on: this λ is the C of the constraint wᵀw ≤ C.
fit-weights-ratio-tip = −∇E_in(w_REG) = (2λ/N)·w_REG: normal to the circle, parallel to w_REG, and 2λ/N = { $two_lambda_n }.
fit-weights-c1-tip = The L1 ball |w₀| + |w₁| ≤ C₁ that the L1 w lies on at this λ.
fit-weights-corner = On a corner
fit-weights-corner-from = from λ = { $lambda }
fit-weights-corner-none = never (w_lin has a zero weight)
fit-weights-corner-tip = The least λ at which the L1 w has a zero weight: its ellipse touches the ball at a corner. Weight decay (L2) shrinks both weights but zeroes neither.
fit-weights-descent-tip = −∇E_in at the regularized w, E_in's steepest descent: the arrow's direction (its length is not to scale).
fit-weights-l1-ball = |w₀| + |w₁| = C₁
fit-weights-circle = wᵀw = C
fit-weights-touching = E_in through w
fit-weights-levels = levels of E_in
fit-weights-descent = −∇E_in at w
fit-weights-hover = w = { $w }, E_in = { $e_in }
fit-weights-quantity = Quantity
fit-weights-value = Value
fit-weights-figure-l2 = Weight space of w₀ + w₁·x at λ = { $lambda }: w_lin = { $w_lin }; w_REG = { $w } on the circle wᵀw = C = { $c }, where −∇E_in = { $descent }, which is (2λ/N)·w_REG with 2λ/N = { $ratio }: normal to the circle.
fit-weights-figure-l1 = Weight space of w₀ + w₁·x at λ = { $lambda }, L1: w_lin = { $w_lin }; the L1 w = { $w } on the ball |w₀| + |w₁| = C₁ = { $c1 }; on a corner from λ = { $corner }.
fit-weights-w-tip = The regularized w, on its ball; E_in(w) = { $e_in }, the level of the solid ellipse, which touches the ball there.
fit-weights-touching-tip = The level curve of E_in through the regularized w: it touches the ball there and nowhere crosses into it.
fit-weights-levels-tip = Other level curves of E_in: ellipses round w_lin, since E_in is quadratic in w.
fit-weights-ball-tip = The weights allowed by the constraint this λ stands for; the regularized w is on its edge.
fit-weights-w-lin-legend-tip = w_lin, E_in's least point (no regularization).
fit-weights-w-legend-tip = The regularized w, and the arrow from 0 to it: its direction.

## Classification in the plane
fit-mode-regression = Regression on the line
fit-mode-regression-tip = The points are (x, y) and the fits are polynomials g(x) of degree Q, measured by the squared error (lecture 13's experiment).
fit-mode-classification = Classification in the plane
fit-mode-classification-tip = The points are x = (x₁, x₂) with labels ○ +1 and × −1, and the fits are boundaries sign(wᵀΦ_Q(x)) = 0 with the Transform workspace's Φ_Q, measured by the 0/1 error: overfitting is a boundary that wiggles round the noise.
fit-plane-target-heading = Target f: a circle with noisy labels
fit-plane-flip-tip = p, the label noise: f is +1 outside the dashed circle x₁² + x₂² = ½ and −1 inside, on the square [−1, 1]², and each drawn label is flipped with probability p.
fit-plane-seed-tip = The random seed of the points and of their flipped labels: the same seed draws the same points.
fit-plane-draw-tip = Replace the points by N points uniform on the square, labelled by the circle, each label flipped with probability p (Undo brings the old points back). While the points stay as drawn, E_out is computed against the target.
fit-plane-q-tip = The fit's degree Q: Φ_Q takes x to every product L_a(x₁)·L_b(x₂) of Legendre polynomials with 1 ≤ a + b ≤ Q (Φ₁₀ has 65 features), and g = sign(wᵀΦ_Q(x)).
fit-plane-lambda-tip = Weight decay λ ≥ 0 on every weight: linear regression takes w_REG = (ZᵀZ + λI)⁻¹Zᵀy; logistic regression descends E_in + (λ/N)·wᵀw under the cross-entropy error. 0 is no regularization.
fit-plane-linear = Linear regression
fit-plane-linear-tip = w_REG = (ZᵀZ + λI)⁻¹Zᵀy on the labels ±1, classified by its sign: one solve.
fit-plane-logistic = Logistic regression
fit-plane-logistic-tip = Gradient descent from w = 0 on the augmented error E_in + (λ/N)·wᵀw, each step w ← w − η·∇, with a fixed η that never raises the error; it stops when ‖∇‖ ≤ 10⁻⁶ or after 10 000 steps.
fit-plane-legend-target-tip = The target's boundary, the circle x₁² + x₂² = ½ (dashed): f is +1 outside it.
fit-plane-legend-g-tip = The boundary wᵀΦ_Q(x) = 0 of the fit of this degree on all the points, with the weight decay λ.
fit-plane-e-in-tip = E_in, the fraction of the points on the wrong side of the fit's boundary (the 0/1 error).
fit-plane-e-out-tip = E_out, the chance that a fresh point of the target, with its noisy label, is on the wrong side: p + (1 − 2p)·P[g ≠ f].
fit-plane-e-out-estimated = E_out = p + (1 − 2p)·P[g ≠ f] with p = { $flip }: the points are the target's draw; P[g ≠ f], the area where g and f disagree, is estimated on { $samples } fresh points (the same for both fits).
fit-plane-descent-converged = { $g }: gradient descent reached ‖∇‖ = { $gradient } after { $steps } steps.
fit-plane-descent-capped = { $g }: gradient descent stopped after { $steps } steps with ‖∇‖ = { $gradient }, still above 10⁻⁶.
fit-plane-descent-unbounded = With λ = 0 on points that Φ_Q separates, the cross-entropy error has no least w: it falls for ever as w grows.
fit-plane-figure = { $n } points of the plane with labels ○ +1 and × −1, fitted by { $learner } with λ = { $lambda }, the target's circle dashed. { $first }; { $second }. { $source }
fit-plane-colour-first = bluish green
fit-plane-colour-second = orange
