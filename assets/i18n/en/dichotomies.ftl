# The Dichotomies workspace: every labelling of a few points, the hypothesis sets' growth, the
# bound B(N, k) and the VC bound beside a measured generalisation gap.

dichotomies-workspace = Dichotomies
dichotomies-workspace-tip = Why a machine can learn: every labelling of a few points and whether a line (or a ray, an interval, a convex set) realises it; growth functions, break points, B(N, k) and the VC bound.
dichotomies-heading = Dichotomies
dichotomies-explanation = Place up to 12 points. The panel lists all 2ᴺ ways to label them ○ and ×, and which of them the hypothesis set realises: its dichotomies. The plane shows the labelling the points carry, with its witness.
dichotomies-set-heading = Hypothesis set
dichotomies-set-rays-tip = Positive rays on a line: h(x) = +1 for x₁ > a, −1 below. They read x₁ alone. m_H(N) = N + 1, break point 2.
dichotomies-set-intervals-tip = Positive intervals on a line: h(x) = +1 for x₁ between a and b, −1 outside. They read x₁ alone. m_H(N) = N(N + 1)/2 + 1, break point 3.
dichotomies-set-lines-tip = 2-D perceptrons: h(x) = sign(w₀ + w₁x₁ + w₂x₂). m_H(N) = N² − N + 2 in general position, break point 4, d_vc = 3.
dichotomies-set-convex-tip = Convex sets: h(x) = +1 inside. Points on a circle are shattered whatever N: m_H(N) = 2ᴺ, no break point.
dichotomies-run-pla = Run PLA on this labelling
dichotomies-run-pla-tip = Go to Classify with these points and their labels, PLA at t = 0. It halts exactly when the labelling is a dichotomy of lines.

## The panel's sections.
dichotomies-section-labellings = Labellings
dichotomies-section-growth = Growth
dichotomies-section-bound = B(N, k)
dichotomies-section-vc = VC bound

## Labellings.
dichotomies-count = { $realised } of { $labellings } labellings of these { $n } points are { $hypotheses }' dichotomies
dichotomies-status = { $hypotheses }: { $realised } dichotomies among the { $labellings } labellings of { $n } points
dichotomies-against = 2ᴺ = { $all }; the most any { $n } points allow: m_H({ $n }) = { $growth }.
dichotomies-fewer-lines = Fewer than the most ({ $realised } < { $growth }): these points are not in general position (three on a line, or two on one spot).
dichotomies-fewer-line-of-points = Fewer than the most ({ $realised } < { $growth }): two points share the same x₁.
dichotomies-fewer-convex = Fewer than the most ({ $realised } < { $growth }): a point lies inside the hull of others (on a circle none does).
dichotomies-shattered = These { $n } points are shattered by { $hypotheses }: every labelling is a dichotomy.
dichotomies-click-hint = Click a tile: the points take its labels (Ctrl+Z undoes). A red tile is a labelling the set cannot realise. Hover: its witness, or why there is none.
dichotomies-listing = Listing the labellings of the points as they are now…
dichotomies-place-points = Place a point or more on the plane: their labellings appear here.
dichotomies-page = Page { $page } of { $pages }
dichotomies-page-previous = Previous page
dichotomies-page-next = Next page
dichotomies-tile-realised = Labelling { $index }: { $labels }, realised by { $hypotheses }
dichotomies-tile-not-realised = Labelling { $index }: { $labels }, not realised by { $hypotheses }

dichotomies-tile-carried = { $tile } (the labelling the points carry)

## Growth.
dichotomies-sets-explanation = Each set's growth function m_H(N) is the most dichotomies it realises on any N points. Its break point is the first N where m_H(N) < 2ᴺ; d_vc is one less.
dichotomies-sets-choose-tip = Choose this set: the labellings, the bound and the plane follow it.
dichotomies-sets-yours = m_H({ $n }) = { $growth }; on your points: { $count }.
dichotomies-sets-yours-fewer = m_H({ $n }) = { $growth }; on your points: { $count }, fewer: they are not in the arrangement that gives the most.
dichotomies-sets-break = Break point k = { $k }: no { $k } points are shattered. d_vc = { $d }.
dichotomies-sets-no-break = No break point: points on a circle are shattered whatever N. d_vc is infinite.
dichotomies-sets-plot-note = The dashed diagonal is 2ᴺ. A set leaves it at its break point (a diamond) and then grows like a polynomial; convex sets never leave it. The ring: your N.
dichotomies-sets-place-up-to = place 1 to { $most } points
dichotomies-sets-plot-heading = log₂ m_H(N) against N

## B(N, k).
dichotomies-bound-explanation = B(N, k) is the most dichotomies on N points when no k of them are shattered: it bounds m_H(N) of every set with break point k.
dichotomies-bound-cell = The break point of { $hypotheses } is { $k }: on your { $n } points, B({ $n }, { $k }) bounds their dichotomies.
dichotomies-bound-no-break = There is no break point for { $hypotheses }: no B(N, k) bounds them, and m_H(N) = 2ᴺ.
dichotomies-bound-place-points = Place 1 to { $most } points to see your cell and the recursion on your dichotomies.
dichotomies-bound-recursion-heading = The recursion, on your dichotomies
dichotomies-bound-grouped = Your { $count } dichotomies of { $n } points, grouped by their labels on the first { $before }: α = { $alpha } groups come with both labels of point { $n }, β = { $beta } with one. So { $count } = 2α + β.
dichotomies-bound-alpha-beta = α + β = { $sum } are dichotomies of the first { $before } points, no { $k } of them shattered: α + β ≤ B({ $before }, { $k }) = { $bound }.
dichotomies-bound-alpha = The α groups have both labels of the last point, so no { $less } of the first { $before } are shattered among them: α = { $alpha } ≤ B({ $before }, { $less }) = { $bound }.
dichotomies-bound-together = Together: { $count } = 2α + β ≤ { $first } + { $second } = B({ $n }, { $k }) = { $bound }.
dichotomies-bound-table = The table of B(N, k) for N and k from 1 to 10
dichotomies-bound-groups = The groups
dichotomies-bound-groups-explained = Each row: the labels of the first N − 1 points | the last point's labels that come with them.
dichotomies-bound-both = both
dichotomies-bound-more = and { $more } more

## The VC bound.
dichotomies-vc-explanation = With probability at least 1 − δ, |E_in − E_out| ≤ Ω(N, H, δ) for every h in H. The bound uses m_H(2N) ≤ (2N)^d_vc + 1.
dichotomies-vc-dvc-tip = The VC dimension: the most points the set shatters (the break point less one). For perceptrons in d dimensions, d + 1.
dichotomies-vc-dvc-of = d_vc of { $hypotheses }: { $d }
dichotomies-vc-n-tip = The number of training points.
dichotomies-vc-eps-tip = The tolerance ε on |E_in − E_out|.
dichotomies-vc-delta-tip = The probability δ that the bound allows to fail.
dichotomies-vc-growth-tip = The growth function's polynomial bound at 2N.
dichotomies-vc-bound-tip = The VC bound on P[|E_in − E_out| > ε].
dichotomies-vc-omega-tip = The model-complexity penalty √(8/N · ln(4·m_H(2N)/δ)).
dichotomies-vc-says-nothing = The bound is { $bound }, above 1: for this N it says nothing.
dichotomies-vc-says = P[|E_in − E_out| > { $eps }] ≤ { $bound }.
dichotomies-vc-omega = With probability at least { $confidence }: |E_in − E_out| ≤ Ω = { $omega }.
dichotomies-vc-sample-size = For ε = { $eps } and δ = { $delta } with d_vc = { $dvc } the bound asks for N ≥ { $n } points. In practice N ≈ 10·d_vc = { $rule } often serves: the bound is very loose.
dichotomies-vc-measure-heading = Measured
dichotomies-vc-measure-explanation = A learner's E_in on N points from a target line with label noise p, against its E_out on fresh points: { $repeats } seeded samples at each of { $sizes } sizes of N. The gap is |E_in − E_out|.
dichotomies-vc-learner = Learner
dichotomies-vc-pocket = Pocket
dichotomies-vc-noise = Noise p
dichotomies-vc-noise-tip = The share of labels the target flips.
dichotomies-vc-measure = Measure the gap
dichotomies-vc-measure-tip = Runs the samples in the background; the same inputs give the same numbers.
dichotomies-vc-stop = Stop
dichotomies-vc-measured-other = The last measurement was made with another learner or noise: measure again.
dichotomies-vc-omega-curve = Ω(N) (cut at 1)
dichotomies-vc-mean-gap = mean gap
dichotomies-vc-largest-gap = largest gap
dichotomies-vc-plot-note = N on a log scale. Ω above 1 says nothing and is drawn at 1. Dashed: ε; the blue line: your N; dotted: the N the bound asks for. The measured gap falls far below Ω.
