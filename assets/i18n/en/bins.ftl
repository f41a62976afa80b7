# Can we learn at all? One bin of marbles, Hoeffding's bound, the coin game (lectures 3–4), and
# the points' weights of lecture 8 (the weighted pocket).

## Settings out of range.
bins-error-mu = μ must be between 0 and 1, not { $mu }
bins-error-eps = ε must be a positive number, not { $eps }
bins-error-count = --{ $what } must be at least 1

## The points' weights.
bins-weight-invalid = the weight of point { $point } must be a number ≥ 0, not { $value }
bins-weight-invalid-cost = a cost must be a number ≥ 0, not { $value }
bins-weight-all-zero = every weight is 0: E_inʷ would divide by 0
bins-weight-length = { $weights } weights for { $points } points: give one weight per point, in the points' order
bins-weight-not-taken = only the pocket, linear regression and logistic regression take the points' weights (--algo pocket, linreg, logistic-gd or logistic-sgd)
bins-weight-random-order = a weighted learner that draws points (the pocket, logistic SGD) draws each with probability proportional to its weight: it takes the random order only
bins-weight-not-a-number = line { $line }: “{ $text }” is not a number
bins-cost-format = “{ $text }” is not a cost matrix: write the cost of a false accept and of a false reject, as 1,10 (the supermarket) or 1000,1 (the CIA)
bins-e-in-weighted = E_inʷ: { $error } (each mistake counted with its point's weight)

## linlab hoeffding.
bins-hoeffding-bin = A bin with μ = { $mu }, samples of N = { $n }, ε = { $eps }: { $trials ->
    [one] one sample
   *[other] { $trials } samples
    } (seed { $seed })
bins-hoeffding-measured = measured P[|ν − μ| > ε] = { $measured } (standard error { $error })
bins-hoeffding-exact = exact binomial tail = { $exact }
bins-hoeffding-bound = Hoeffding's bound 2·exp(−2ε²N) = { $bound }

## linlab coins.
bins-coins-game = { $coins } coins × { $flips } flips, { $runs } runs (seed { $seed })
bins-coins-line = { $coin }: mean { $mean } (exact { $exact }); runs by heads 0, 1, …: { $histogram }
bins-coins-all-heads = some coin got { $flips } heads out of { $flips }: { $measured } of the runs (exact { $exact })

## The Bins workspace.
bins-workspace = Bins
bins-workspace-tip = Can we learn at all? A bin of marbles and Hoeffding's bound, the coin game, and one bin per hypothesis with the union bound
bins-section-one = One bin
bins-section-coins = The coin game
bins-section-many = Many bins
bins-seed = Seed
bins-start-again = Start again
bins-drawn-on-open = Drawn as it opens
bins-drawn-on-open-tip = The samples (or runs) each part draws from the seed as it opens: a lesson's scene opens with its plots filled
bins-stage-settings = Settings
bins-mu-tip = μ, the fraction of orange marbles in the bin (the unknown the sample estimates)
bins-n-tip = N, the marbles in each sample
bins-eps-tip = ε, the tolerance: a sample is bad when |ν − μ| > ε
bins-m-tip = M, the hypotheses: one bin each
bins-draw-one = Draw a sample
bins-draw-many = Draw 1,000
bins-draw-hundred = Draw 100
bins-drawing = { $left } still to draw…
bins-playing = { $left } runs still to play…
bins-marble-orange = orange
bins-marble-green = green
bins-one-explanation = A bin holds orange marbles in the fraction μ. A sample of N marbles has the fraction ν of orange ones. Hoeffding: P[|ν − μ| > ε] ≤ 2·exp(−2ε²N), whatever μ is.
bins-the-bin = The bin (μ = { $mu })
bins-the-sample = The last sample ({ $shown } of its { $n } marbles)
bins-no-sample = No sample yet: draw one.
bins-sample-nu = ν = { $orange }/{ $n } = { $nu }, |ν − μ| = { $gap }: { $verdict }
bins-sample-good = a good sample (|ν − μ| ≤ ε)
bins-sample-bad = a bad sample (|ν − μ| > ε)
bins-histogram-heading = ν over { $samples ->
    [one] one sample
   *[other] { $samples } samples
}
bins-three-at-eps = At this ε: measured P[|ν − μ| > ε] = { $measured } (from { $samples ->
    [one] one sample
   *[other] { $samples } samples
    }) · exact binomial tail = { $exact } · Hoeffding's bound = { $bound }
bins-over = Plot over
bins-over-eps-note = Measured from { $samples ->
    [one] the one sample
   *[other] the { $samples } samples
    } drawn, at N = { $n }; the bound is cut at 1, where it says nothing.
bins-over-n-note = Each N measured on { $trials } fresh samples, at ε = { $eps }; the bound is cut at 1.
bins-one-status = { $samples ->
    [one] one sample
   *[other] { $samples } samples
    } · measured { $measured } · exact { $exact } · bound { $bound }
bins-plot-count = samples
bins-plot-bad-region = |ν − μ| > ε
bins-plot-samples = measured
bins-plot-expected = expected (exact)
bins-plot-mean = mean ν
bins-plot-measured = measured
bins-plot-exact = exact binomial tail
bins-plot-bound = Hoeffding 2·exp(−2ε²N), capped at 1

## The coin game.
bins-coins = Coins
bins-flips = Flips each
bins-coins-tip = C, the fair coins flipped in each run
bins-flips-tip = F, the flips of each coin (ν is its fraction of heads)
bins-play-one = Play a run
bins-play-many = Play 100 runs
bins-coins-explanation = Each run flips every coin; ν₁ is the first coin's fraction of heads, ν_rand a coin's chosen at random, ν_min the coin's with the fewest heads. Hoeffding holds for ν₁ and ν_rand (each one coin fixed before the flips), not for ν_min (chosen after looking).
bins-coins-heading = { $coins } coins × { $flips } flips: { $runs } runs
bins-coin-line = { $coin }: mean { $mean } (exact { $exact }) · P[|ν − ½| > ε] = { $measured }, bound { $bound }: { $verdict }
bins-coin-bound-holds = Hoeffding holds (this coin was fixed before the flips)
bins-coin-no-runs = no runs yet
bins-coin-bound-fails = the bound fails: this coin was chosen by its sample
bins-coin-bound-not-promised = the bound is not promised here
bins-coin-stage-line = { $coin }: mean { $mean } · P[|ν − ½| > ε] = { $measured }, bound { $bound }:
bins-coin-stage-verdict = { " " }{ $verdict }
bins-coin-holds-short = holds
bins-coin-fails-short = fails
bins-coin-not-promised-short = not promised
bins-coins-least-mean = The mean ν_min is { $mean }; over many runs it approaches { $exact } (about 0.0376 for 1,000 coins × 10 flips), far from μ = 0.5.
bins-coins-status = { $runs } runs · mean ν₁ { $first } · ν_rand { $random } · ν_min { $least }
bins-class-heading = 150 students flip a coin 5 times
bins-class-one = Flip once
bins-class-many = Flip 100 times
bins-class-result = Someone got 5 heads in { $measured } of { $rounds } rounds; 1 − (31/32)¹⁵⁰ = { $exact }.

## Many bins.
bins-many-explanation = Each line h is a bin: μ = E_out(h), its error on the whole square against the target line, and ν = E_in(h), its error on a sample of N points. A sample is bad for h when |E_in(h) − E_out(h)| > ε; the chance that it is bad for some h is at most 2M·exp(−2ε²N).
bins-many-union = Bad for some h: { $bad } of { $samples ->
    [one] one sample
   *[other] { $samples } samples
    } ({ $measured }) ≤ 2M·exp(−2ε²N) = { $bound } (M = { $m })
bins-many-chosen = The h of least E_in on each sample: mean E_in = { $e_in }, mean E_out = { $e_out }. Chosen for its sample, its E_in is biased low.
bins-many-bad-column = bad samples
bins-many-status = { $samples ->
    [one] one sample
   *[other] { $samples } samples
    } · bad for some h { $measured } · union bound { $bound }
bins-many-towards-dichotomies = Every line of the plane is a hypothesis: M is infinite, and 2M·exp(−2ε²N) says nothing. But on N = { $n } points, lines make at most m_H(N) = N² − N + 2 = { $growth } different dichotomies, not 2ᴺ = { $all }. The next lectures put m_H in M's place.
bins-many-towards-dichotomies-all = Every line of the plane is a hypothesis: M is infinite, and 2M·exp(−2ε²N) says nothing. On N = { $n } points (none three on a line), lines make all 2ᴺ = { $all } dichotomies; from N = 4 on, at most m_H(N) = N² − N + 2, far fewer. The next lectures put m_H in M's place.
bins-many-open-dichotomies = Count the dichotomies →
bins-many-open-dichotomies-tip = The Dichotomies workspace: the dichotomies that lines make of the window's points, and m_H(N) against 2ᴺ.
bins-plot-hypotheses = hypotheses
bins-plot-chosen = the h of least error on the sample
bins-plot-target = target f

## For a screen reader.
bins-figure-name = The Bins workspace's plots
bins-figure-one = A bin with μ = { $mu }, samples of N = { $n }, ε = { $eps }. { $samples ->
    [one] One sample
   *[other] { $samples } samples
    } drawn; ν's histogram is highest at ν = { $peak } ({ $count ->
    [one] one sample
   *[other] { $count } samples
    }); { $bad ->
    [one] one sample had
   *[other] { $bad } samples had
    } |ν − μ| > ε. Measured P[|ν − μ| > ε] = { $measured }, the exact binomial tail { $exact }, Hoeffding's bound { $bound }.
bins-figure-coins = { $coins } coins × { $flips } flips, { $runs } runs. Mean ν: the first coin { $first }, a random coin { $random }, the coin of fewest heads { $least }. The fraction of runs with |ν − ½| > ε: { $bad_first }, { $bad_random } and { $bad_least }, against Hoeffding's bound { $bound }.
bins-figure-many = { $m } lines and a target line on the square; { $samples ->
    [one] one sample
   *[other] { $samples } samples
    } of { $n } points. Bad for some line: { $measured }, against the union bound { $bound }. The line of least error on each sample: mean in-sample error { $e_in }, mean out-of-sample error { $e_out }.
bins-table-many = The hypotheses' bins
bins-table-histogram = ν's histogram
bins-table-coins = The coin game's runs by ν
bins-table-random = ν of the random coin
bins-table-least = ν of the least-heads coin

## The lectures' exercises about bins.
bins-task-kind = A bound on bins (Hoeffding, the union bound, five heads)
bins-task-right = Right: { $formula } = { $value }.
bins-task-wrong = Not quite: { $formula } = { $value }, not { $given }.
