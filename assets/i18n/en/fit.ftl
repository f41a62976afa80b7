## Overfitting, regularization and validation (lectures 13–15): the core's and the command line's words.
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
