# Can we learn at all? One bin of marbles, Hoeffding's bound, the coin game (lectures 3–4), and
# the points' weights of lecture 8 (the weighted pocket).

## Settings out of range.
bins-error-mu = μ must be between 0 and 1, not { $mu }
bins-error-eps = ε must be a positive number, not { $eps }
bins-error-count = --{ $what } must be at least 1

## The points' weights.
bins-weight-invalid = the weight of point { $point } must be a number ≥ 0, not { $value }
bins-weight-invalid-cost = a cost must be a number ≥ 0, not { $value }
bins-weight-all-zero = every weight is 0: E_in^w would divide by 0
bins-weight-length = { $weights } weights for { $points } points: give one weight per point, in the points' order
bins-weight-not-taken = only the pocket takes the points' weights (--algo pocket)
bins-weight-random-order = the weighted pocket draws a mistake with probability proportional to its weight: it takes the random order only
bins-weight-not-a-number = line { $line }: “{ $text }” is not a number
bins-cost-format = “{ $text }” is not a cost matrix: write the cost of a false accept and of a false reject, as 1,10 (the supermarket) or 1000,1 (the CIA)
bins-e-in-weighted = E_in^w: { $error } (each mistake counted with its point's weight)

## linlab hoeffding.
bins-hoeffding-bin = A bin with μ = { $mu }, samples of N = { $n }, ε = { $eps }: { $trials } samples (seed { $seed })
bins-hoeffding-measured = measured P[|ν − μ| > ε] = { $measured } (standard error { $error })
bins-hoeffding-exact = exact binomial tail = { $exact }
bins-hoeffding-bound = Hoeffding's bound 2·exp(−2ε²N) = { $bound }

## linlab coins.
bins-coins-game = { $coins } coins × { $flips } flips, { $runs } runs (seed { $seed })
bins-coins-line = { $coin }: mean { $mean } (exact { $exact }); runs by heads 0, 1, …: { $histogram }
bins-coins-all-heads = some coin got { $flips } heads out of { $flips }: { $measured } of the runs (exact { $exact })
