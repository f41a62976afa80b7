# The announcements, the caption log, the plane as a figure and its keys (screen readers, keyboards).

access-menu = Access
access-announcements = Announcements (screen reader and caption log):
access-level-off = Off
access-level-off-tip = Nothing is announced.
access-level-brief = Brief
access-level-brief-tip = What happened, without numbers: "Update 3 on P7; 2 mistakes left".
access-level-normal = Normal
access-level-normal-tip = With the point's coordinates and w: "Update 3 on P7 (1.2, −0.4) ○: w = (−1, 1, 2); 2 mistakes left".
access-level-full = Full
access-level-full-tip = With y·s and the line's equation too.
access-caption-log = Caption log
access-caption-log-tip = Shows the last announcements under the plane, for everyone in the room to read (not on a lecture's stage in presentation mode, where the caption is the scene's).
access-caption-log-title = Announcements
access-caption-log-empty = Nothing announced yet: step the learner, or press F7 and use the arrow keys on the plane.
access-focus-plane = Give the plane the keyboard (F7)
access-keys = On the plane: the arrow keys move the cursor (Shift: finer); O and X place ○ and ×; Delete removes the point under the cursor and F flips it; [ and ] go to the previous and next point; G goes to the next mistake, the point corrected next, a support vector, a centre or the point nearest the line (Shift+G: back); Enter picks up a point and puts it down where the arrows carried it (Escape leaves it where it was), or answers an exercise that asks for a spot; D reads the whole plane; T opens the plots as tables. S steps, Space plays.

access-figure-name = The plane
access-figure-context = { $workspace }: { $state }
access-two-sentences = { $first }. { $second }
access-separator = {"; "}
access-figure-points = { $count ->
    [one] 1 point, { $plus } ○ and { $minus } ×
   *[other] { $count } points, { $plus } ○ and { $minus } ×
}
access-figure-line = the line { $line }, w = { $w }
access-figure-mistakes = { $count ->
    [0] no mistakes
    [one] 1 mistake: { $list }
   *[other] { $count } mistakes: { $list }
}
access-figure-cursor = the cursor at { $at }
access-more = { $count } more
# A list of points as spoken ("P3, P5, 2 more"), and a label as spoken: the symbols in English.
access-list-separator = {", "}
access-label-positive = ○
access-label-negative = ×

access-point = P{ $n } { $at } { $label }
access-point-scored = P{ $n } { $at } { $label }, y·s = { $margin }{ $mistake }
access-point-mistake = , a mistake
access-point-of = { $point } (of { $count })
access-cursor-side = , on the { $label } side, s = { $score }
access-cursor-on = ; on { $point }
access-placed = { $label } placed at { $at }: P{ $n }
access-removed = P{ $n } removed
access-flipped = P{ $n } is now { $label }
access-no-point-here = No point under the cursor.
access-no-points = No points yet: press O or X to place one at the cursor.
access-picked-up = P{ $n } picked up: the arrow keys carry it, Enter puts it down, Escape leaves it where it was.
access-carried = P{ $n } to { $at }
access-put-down = P{ $n } put down at { $at }
access-put-back = P{ $n } left where it was
access-no-landmarks = Nothing to go to: no line and no mistakes yet.
access-landmark-mistake = Mistake { $k } of { $count }
access-landmark-next = Corrected next
access-landmark-support = Support vector { $k } of { $count }
access-landmark-nearest = Nearest the line, at distance { $distance }
access-landmark-centre = Centre { $k }

access-update = Update { $t } on P{ $n } { $at } { $label }: w = { $w }; { $mistakes ->
    [0] no mistakes left
    [one] 1 mistake left
   *[other] { $mistakes } mistakes left
}
access-update-brief = Update { $t } on P{ $n }; { $mistakes ->
    [0] no mistakes left
    [one] 1 mistake left
   *[other] { $mistakes } mistakes left
}
access-update-margin = ; y·s was { $margin } before it
access-visit-correct = Visit of P{ $n }: correct, y·s = { $margin }
access-batch = Step { $t }: w = { $w }; { $mistakes ->
    [0] no mistakes
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}
access-pair = SMO step { $t } on the pair P{ $i } and P{ $j }; { $mistakes ->
    [0] no mistakes
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}
access-pair-alphas = ; α of P{ $i } from { $from_i } to { $to_i }, α of P{ $j } from { $from_j } to { $to_j }
access-pair-dual = ; D(α) = { $dual }
access-solved = Solved: w = { $w }; { $mistakes ->
    [0] no mistakes
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}
access-state = { $state }; { $mistakes ->
    [0] no mistakes
    [one] 1 mistake
   *[other] { $mistakes } mistakes
}
access-the-line = . The line: { $line }

access-scene = Scene { $k } of { $count }. { $caption }
access-scene-ask = Question: { $ask }
access-verdict-right = Right. { $reason }
access-verdict-wrong = Not yet. { $reason }

access-tables = Plots as tables (F8)
access-tables-tip = Each plot's numbers as a table a screen reader reads row by row: the points' y·s and errors, E_in over t, D(α) and P(w), J. T on the plane opens it too.
access-tables-title = Plots as tables
access-tables-none = This workspace has no plot to read as a table.
access-tables-empty = No rows yet: step the learner.
access-tables-keys = Click the table or press F8, then ↑ ↓ (PageUp, PageDown, Home, End) move through its rows; each row is read aloud.
access-sound = Sound
access-sound-tip = Each step plays a short sound: a falling two-note for an update, a rising third when no mistake is left, a click when nothing changed, a low buzz when the learner diverged. F9 plays the loss panel's curves as a tone sweep.
access-play-loss-curves = Play the loss curves (F9)
access-play-loss-curves-tip = The loss panel's curves one after another, left to right along y·s from −3 to 3: the higher the error, the higher the pitch (error 0 lowest, 4 and above two octaves up); silence where a curve has no value.
access-key-play-loss-curves = the loss panel's curves as a tone sweep (with Sound on, in the Access menu)
access-sound-sweep = Playing the loss curves, y·s from −3 to 3, the higher the error the higher the pitch: { $curves }
access-sound-off = Sound is off: turn it on in the Access menu (Sound).
access-sound-failed = No sound server: { $error }
access-table-row = Row { $k } of { $count }: { $cells }
access-table-cell-separator = {", "}
access-table-points = The points and their errors
access-table-first = The first { $shown } of { $count } points.
access-table-e-in = E_in over t
access-table-answer-zero-one = E_in of the answer (0/1)
access-table-objectives = D(α) and P(w) over t
access-table-sampled = Sampled: the plot keeps one t in { $stride }, and so does this table.
access-table-cost = J over the half steps
access-table-half-step = half step
access-table-half = half
access-table-changed = points that changed cluster
access-half-assign = assign
access-half-move = move
access-help-plane = The plane with the keyboard (F7)
