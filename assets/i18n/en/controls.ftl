# The controls: the top bar, the left panel, the help window, the menu bar, the side tabs.

## Tooltips' shortcut line and key lists
controls-shortcut = Shortcut: { $keys }
controls-keys-or = {" "}or{" "}

## What each shortcut does (the help window)
controls-key-save-points = save the points as .dat, .csv or .libsvm
controls-key-save-lesson = save the lesson
controls-key-open = open points or a lesson
controls-key-presentation = presentation mode: large text, thick lines
controls-key-redo = redo
controls-key-undo = undo the last change of the points
controls-key-play-pause = play / pause
controls-key-step = step: one update
controls-key-step-back = step back: undo one update
controls-key-visit = visit: check one point
controls-key-run-to-end = run to the end
controls-key-reset = reset the learner to t = 0
controls-key-stop = stop
controls-key-reset-view = reset the view to fit the points
controls-key-workspace = switch between Classify, Cluster, PCA, Several classes and Dichotomies

## The top bar
controls-undo = Undo
controls-undo-tip = Undo the last change of the points: a point placed, moved, deleted or flipped, a clear, a preset.
controls-redo = Redo
controls-redo-tip = Redo what Undo took back.
controls-reset-view = Reset view
controls-reset-view-tip =
    Zoom and pan the plane so that every point is in view.
    Drag the empty plane to pan; scroll or pinch to zoom.
controls-controls-panel = Controls
controls-controls-panel-tip = Show the controls on the left: the points, the learner, Step and Play, Compare. Presentation mode on a narrow window hides them to give the plane room; the keys still work (Help lists them).
controls-loss-panel = Loss panel
controls-loss-panel-tip = Show the error functions of y·s, with a marker per training point.
controls-history-panel = E_in panel
controls-history-panel-tip = Show the in-sample errors E_in of w over t.
controls-theory-panel = Theory panel
controls-theory-panel-tip = Show the update geometry (w_t, y·x, w_t+1 after each update), separability and PLA's convergence bound, and the dual view. On a narrow window the right-hand panels share one column, as tabs.
controls-weight-space = Weight space
controls-weight-space-tip = Show beside the plane the space of w: at w₀ fixed, each point of the slice is a line (w₁, w₂) of the plane. E_in is shaded over it, each data point is the line where it changes side, and the learner's w walks across it.
controls-light = Light
controls-light-tip = Dark text on a light background: best on a projector.
controls-dark = Dark
controls-dark-tip = Light text on a dark background.
controls-text-size = Text size
controls-smaller-tip = Make text and controls smaller.
controls-larger-tip = Make text and controls larger (for a projector).
controls-help = Help
controls-help-tip = The mouse and keyboard controls.

## Points
controls-points = Points
controls-left-click-places = Left click places
controls-left-click-places-tip = Click the plane to place a point. The right button places the other label.
controls-place-positive-tip = Left click places ○ (label +1); right click places ×.
controls-place-negative-tip =
    Left click places × (label −1); right click places ○.
    Handy on a touchpad or a one-button mouse.
controls-flip-label = Flip label
controls-flip-label-tip =
    Swap ○ and × on the selected point (click a point to select it).
    Shortcut: F, or Shift+click a point.
controls-select-first = Click a point in the plane to select it first.
controls-delete-point = Delete point
controls-delete-point-tip =
    Remove the selected point.
    Shortcut: Delete or Backspace, or Ctrl+click a point.
controls-clear-all = Clear all
controls-clear-all-tip = Remove every point (Undo brings them back).
controls-preset = Preset
controls-preset-tip = A ready-made set of points, drawn from the seed.
controls-preset-edited-tip = The points on the plane are not a preset as loaded: they were edited, opened from a file or a lesson. Choose a preset to replace them (Undo brings them back).
controls-n-tip = How many points.
controls-n-field-tip = How many points the preset makes (up to 2,000,000).
controls-margin = Margin
controls-margin-tip = No point is closer than this to the true line.
controls-margin-field-tip = The smallest distance from a point to the line that made the labels. A wider margin: PLA needs fewer updates (the bound R²/ρ²).
controls-flip-rate = Flip rate p
controls-flip-rate-tip = The chance that each label is flipped.
controls-flip-rate-field-tip = Each label is flipped with this probability: noise.
controls-seed = Seed
controls-preset-seed-tip = The same seed gives the same points.
controls-preset-seed-field-tip = The random seed: the same seed and settings give the same points.
controls-load-preset = Load preset
controls-load-preset-tip = Replace the points with the preset (Undo brings the old ones back) and reset the learner.

## The learner
controls-learner = Learner
controls-algorithm = Algorithm
controls-algorithm-pla = The perceptron learning algorithm: find a point on the wrong side, then w ← w + η·y·z. Stops after a full cycle without a mistake.
controls-algorithm-pocket = PLA that keeps the best w seen so far (fewest mistakes) in its pocket ŵ. Works on points no line separates; stops at the budget.
controls-algorithm-logistic-sgd = Logistic regression by stochastic gradient descent: one point per update, w ← w + η·θ(−y·s)·y·z — a soft PLA: every point pulls, wrong ones harder.
controls-algorithm-logistic-gd = Logistic regression by gradient descent: each update averages the pull of all points.
controls-algorithm-linreg = Linear regression used for classification: w = Z⁺y in one step (the pseudo-inverse), then classify by the sign of wᵀz.
controls-algorithm-linreg-sgd = Linear regression by SGD (Adaline / LMS): one point per update, w ← w + η·2(y − s)·z = w + η·2(1 − y·s)·y·z, a step down the squared error (1 − y·s)². A point right with y·s > 1 pushes w back. Too large an η diverges (η > 1/‖z‖² overshoots).
controls-algorithm-averaged = PLA whose answer is w̄, the mean of w over all visits (each w weighted by how long it survived): steadier than the last w.
controls-algorithm-voted = PLA in which every w met along the way votes, weighted by how long it survived. The vote is not a line: the plane shows w_t.
controls-algorithm-change-tip = Changing it resets the learner to t = 0.
controls-order = Order
controls-order-tip = Which point is visited next.
controls-order-pocket-random = Each update picks one of w_t's mistakes uniformly at random.
controls-order-random = Each update picks a point uniformly at random.
controls-order-cyclic = Points 1, 2, …, N, then again from 1.
controls-order-random-cycle = One shuffled order, drawn from the seed, then repeated.
controls-eta-tip = The learning rate: how far one update moves w.
controls-eta-field-tip = The learning rate η: each update adds η·(…) to w. For PLA started at w = 0 it changes no decision. Too large for logistic regression and w blows up.
controls-lambda-tip = Weight decay: how strongly w is pulled towards 0.
controls-lambda-field-tip = Weight decay λ, on every weight w₀ included: linear regression solves w_REG = (ZᵀZ + λI)⁻¹Zᵀy, logistic regression steps on E_in + (λ/N)·wᵀw. 0 is the plain learner; the lecture tries 10⁻⁴, 10⁻² and 1.
controls-learner-seed-tip = The seed of the learner's random choices.
controls-learner-seed-field-tip = The same seed, points and settings replay the same run.
controls-budget = Budget
controls-budget-tip = The most updates before the learner stops.
controls-budget-suffix = {" "}updates
controls-budget-field-tip = The learner stops after this many updates. PLA on points that no line separates never stops by itself: the budget stops it.
controls-start-from = Start from
controls-start-from-tip = The initial weights w₀.
controls-init-linreg = linear regression
controls-init-zero-tip = Start from w = 0: no line at all.
controls-init-linreg-tip = Start from the linear-regression solution w = Z⁺y.
controls-init-tip = The weights at t = 0: zero, or the linear-regression solution.
controls-no-learner = no learner

## Learning
controls-learn = Learn
controls-cannot-learn = Cannot learn yet: { $why }.
controls-step = Step
controls-step-tip = One update of w. For PLA: look for the next point on the wrong side and correct w with it.
controls-visit = Visit
controls-visit-tip = Check one point: if it is on the wrong side, update w with it. Finer than Step for PLA.
controls-play = Play
controls-pause = Pause
controls-play-tip = Animate: keep stepping at the speed below, or pause.
controls-speed = Speed
controls-speed-suffix = {" "}/s
controls-speed-tip = Updates per second while playing, from 1 (watch each one) to 100,000.
controls-stop = Stop
controls-stop-tip = Stop running.
controls-run-to-end = Run to end
controls-run-to-end-tip = Step as fast as possible until the learner stops: converged, or the budget is spent. The window stays responsive; Stop ends it early.
controls-reset = Reset
controls-reset-tip = Start the learner again from t = 0 and its initial w, on the current points.

## The help window
controls-help-title = How to use linlab
controls-help-plane = In the plane
controls-help-left-click = Left click
controls-help-left-click-does = place ○ (+1), or the label chosen under Points
controls-help-right-click = Right click
controls-help-right-click-does = place × (−1), the other label
controls-help-click-point = Click a point
controls-help-click-point-does = select it
controls-help-drag-point = Drag a point
controls-help-drag-point-does = move it
controls-help-ctrl-click = Ctrl+click a point
controls-help-ctrl-click-does = delete it
controls-help-shift-click = Shift+click a point
controls-help-shift-click-does = flip its label
controls-help-class-keys-does = Several classes: pick the class a click places (Shift+click or F gives it to a point)
controls-help-drag-plane = Drag the empty plane
controls-help-drag-plane-does = pan
controls-help-scroll = Scroll, pinch
controls-help-scroll-does = zoom
controls-help-keys = Keys
controls-help-delete-keys = Delete or Backspace
controls-help-delete-does = delete the selected point
controls-help-flip-does = flip the selected point's label
controls-help-lecture-keys = Lectures (on the stage: a lecture in presentation mode)
controls-help-page-does = the next and previous scene
controls-help-presenter-does = the presenter view, a second window for the teacher
controls-help-stage-arrows-does = on the stage: the next and previous scene
controls-help-stage-black-does = on the stage: black out and back
controls-help-stage-escape-does = on the stage: the menus and the top bar shown or hidden
controls-help-stage-panels-does = on the stage: the loss, E_in, theory or weight-space panel beside the view
controls-help-class-card-does = in a live class: show or hide how to join (the address, the code, the QR code)
controls-help-class-answers-does = in a live class: show or hide the class's answers on the plane
controls-help-class-reveal-does = in a live class: reveal the answers to the exercise shown on every page

## The menu bar
controls-menu-file = File
controls-open = Open points or lesson…  (Ctrl+O)
controls-open-tip = Open the course's .dat files, CSV with a header, LIBSVM, or a .linlab lesson. You can also drop a file on the window.
controls-save-lesson = Save lesson  (Ctrl+S)
controls-save-lesson-as = Save lesson as…
controls-save-lesson-as-tip = A lesson keeps the points, the learner and its seed, the step t, the target f, the view and the window's settings.
controls-save-points-as = Save points as…  (Ctrl+Shift+S)
controls-save-points-as-tip = Save the points as .dat (whitespace), .csv or .libsvm, by the file name's extension.
controls-copy-link = Copy lesson link
controls-copy-link-tip = Put a link to this lesson on the clipboard: the points, the learner, its seed and t. The web page opens it; so does "Open lesson from link…".
controls-open-link = Open lesson from link…
controls-open-link-tip = Paste a lesson's link (or a lesson file's text) and open it.
controls-quit = Quit
controls-quit-tip = Close linlab; the session comes back next time.
controls-autosave-failed = linlab: could not save the session: { $error }
controls-menu-export = Export
controls-export-png = Picture (PNG), { $size }…
controls-export-history = History as CSV…
controls-export-history-tip = One row per update from t = 0 to now: t, w, and E_in under the 0/1, squared and cross-entropy errors, replayed from the seed.
controls-presentation = Presentation (F5)
controls-presentation-tip = Large text, thick lines, high contrast: for a projector.
controls-dismiss-tip = Dismiss this message.

## The right-hand panels
controls-tab-losses = Losses
controls-tab-losses-tip = The error functions of the correctness score y·s, a marker per point.
controls-tab-history = E_in
controls-tab-history-tip = E_in over t.
controls-tab-theory = Theory
controls-tab-theory-tip = Update geometry, separability and convergence, the dual view.
controls-losses-heading = Error functions of the correctness score y·s
controls-history-heading = E_in over t

## Kernel learners
controls-algorithm-svm = The support vector machine: the widest margin between ○ and ×, found by SMO one pair (αᵢ, αⱼ) at a time. Soft margin with C, or the hard margin; linear, Gaussian or polynomial kernel.
controls-algorithm-hinge-sgd = SGD on the hinge loss max(0, 1 − ys) plus ½λ‖w‖² (λ = 1/(N·C)): like PLA, but it also corrects points that are right with a correctness score y·s under 1.
controls-algorithm-kernel-perceptron = PLA in the dual form with a kernel K in place of xᵀx′: αₙ += 1 on each mistake. It halts on points a line separates in the kernel's feature space.
controls-kernel = Kernel
controls-kernel-linear = linear
controls-kernel-gaussian = Gaussian
controls-kernel-poly = polynomial
controls-kernel-linear-tip = K(x, x′) = xᵀx′: the boundary is a line.
controls-kernel-gaussian-tip = K(x, x′) = exp(−‖x − x′‖²/(2σ²)): each support vector adds a bump of width σ around itself; the boundary can bend around groups of points.
controls-kernel-poly-tip = K(x, x′) = (γ·xᵀx′ + c₀)^Q, Q the degree: the boundary is a curve of degree Q.
controls-sigma2-tip = σ², the width of the Gaussian bumps: small σ² bends the boundary around single points (overfitting); large σ² makes it almost a line.
controls-gamma-of-sigma2-tip = γ = 1/(2σ²): the same width in scikit-learn's terms.
controls-degree = Degree
controls-poly-tip = The polynomial kernel (γ·xᵀx′ + c₀)^Q, Q the degree.
controls-c-tip = C, the price of each unit of slack ξₙ: large C tolerates few points inside the margin (a narrow margin); small C allows many (a wide margin). Logarithmic, from 0.001 to 10,000.
controls-hard-margin = hard margin (C = ∞)
controls-hard-margin-tip = No point may be inside the margin: only possible on separable points (in the kernel's feature space).
controls-key-check-answer = check the answer to the lecture's exercise (the points on the plane, the settings, or what you typed)
controls-key-focus-plane = give the plane the keyboard: arrows move its cursor, O and X place points, G goes to the mistakes (its keys are in the Access menu)
controls-key-tables = the plots as tables, read row by row with ↑ and ↓ (a screen reader speaks each row)

## The costs of lecture 8 (noise and error): the points' weights.
controls-costs = Costs of mistakes
controls-costs-tip = What a mistake costs: a y = −1 point weighs the cost of a false accept, a y = +1 point the cost of a false reject. The pocket learns with these weights (its random draw among the mistakes is weighted: virtual copying) and keeps the w of least E_inʷ; linear regression and logistic regression minimize their errors weighted the same way.
controls-cost-false-accept = False accept
controls-cost-false-accept-tip = The cost of saying +1 of a y = −1 point: each y = −1 point's weight
controls-cost-false-reject = False reject
controls-cost-false-reject-tip = The cost of saying −1 of a y = +1 point: each y = +1 point's weight
controls-costs-equal = Equal costs
controls-costs-supermarket = Supermarket (FA 1, FR 10)
controls-costs-cia = CIA (FA 1000, FR 1)
controls-costs-ignored = { $algorithm } ignores the points' weights: only the pocket, linear regression and logistic regression learn with them. E_inʷ is still measured.
controls-costs-readout = The answer: E_in = { $e_in } · E_inʷ = { $e_in_w } · false accepts { $false_accepts } · false rejects { $false_rejects }
