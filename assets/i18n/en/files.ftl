# Files: opening and saving points and lessons, the file dialogs, lesson links, the autosave,
# export, the replay of a lesson, the presets, and the web page.

## Opening files
files-lesson-not-utf8 = { $name }: a lesson is text (UTF-8), and this file is not.
files-still-reading = Still reading { $reading }; open { $name } when it is done.
files-dropped-many = { $count } files were dropped; opening only the first, { $name }.
files-reading-stopped = { $name }: reading stopped unexpectedly.
# $reason is the reader's message, which names the file first.
files-could-not-open = Could not open { $reason }
files-opened-lesson = Opened the lesson { $name }.
files-one-feature = { $name } has one feature per point; the plane needs two.
files-pick-between = Pick two different features between x1 and x{ $dim }.
files-name-problem = { $name }: { $problem }
files-format-whitespace = whitespace-separated
files-opened-points = Opened { $name }: { $count ->
        [one] { $count } point
       *[other] { $count } points
    } ({ $format }), plotting { $x } and { $y }.
files-opened-as-classes = Its labels are more than two classes: it opened in "Several classes".
# Between the sentences of a message (the reader's notices follow the first one).
files-sentence-gap = {" "}
files-cannot-learn = The learners cannot run: { $why }.
files-reading = Reading { $name }… { $seconds } s
files-reading-with-size = Reading { $name } ({ $megabytes } MB)… { $seconds } s

## Saving
files-saved-points = Saved { $count ->
        [one] { $count } point
       *[other] { $count } points
    } to { $name }.
files-could-not-save = Could not save { $name }: { $reason }. The old file is unchanged.
files-save-stopped = A save stopped unexpectedly.
files-saving = Saving…

## The feature picker
files-picker-title = Which two features?
files-picker-explanation = { $name } has { $count } points with { $dim } features. The plane shows two of them, and the learners learn on those two.
files-picker-across = Across (x₁)
files-picker-up = Up (x₂)
files-pick-different = Pick two different features.
files-plot-these = Plot these two
files-cancel = Cancel

## The file dialogs and the path prompt
files-title-open = Open points or a lesson
files-title-save-points = Save points as
files-title-save-lesson = Save lesson as
files-title-export-png = Export a picture (PNG)
files-title-export-history = Export the history (CSV)
files-filter-points-or-lesson = Points or lesson
files-filter-all = All files
files-filter-whitespace = Whitespace (.dat)
files-dialog-failed = The file dialog could not be shown; type the path instead (or drop the file on the window).
files-no-dialog = No file dialog is available on this system (it needs the XDG desktop portal or zenity). Type the file's path:
files-drop-hint = You can also drop a file on the window.
files-ok = OK

## Lesson links
files-link-copied = The lesson's link ({ $length } characters) is on the clipboard.
# How the core's messages name a pasted link ("The link: the link is damaged: …").
files-link-name = The link
files-opened-from-link = Opened the lesson from the link.
files-could-not-open-lesson = Could not open the lesson: { $reason }
files-link-title = Open a lesson from a link
files-link-paste = Paste the lesson's link (Ctrl+V): the page's address with #lesson=…, that part alone, or a lesson file's text.
files-open = Open

## Lessons and the autosave
files-undo-lesson = Undo: the state before the lesson was opened is back.
files-saved-lesson = Saved the lesson to { $name }.
files-autosave-not-kept = It could not be kept aside and will be replaced.
files-autosave-kept = It was kept as { $path }.
files-autosave-broken = The last session could not be restored ({ $reason }). { $kept } Starting empty.

## Export
files-size-window = window size
files-size-double = 2× the window
files-export-busy = A picture is being exported; try again in a moment.
files-could-not-export = Could not export { $name }: { $reason }.
files-exported-png = Exported { $name } ({ $width }×{ $height } pixels).
files-exported-history = Exported the history to { $name } (t = 0 to { $t }).

## Replaying a lesson
files-replay-failed = Could not replay the lesson: { $reason }. It starts at t = 0.
files-replay-dropped = The lesson's replay was dropped: the points changed meanwhile. The learners start at t = 0.
files-replay-stopped-before = The lesson asks { $name } for t = { $asked }, but the run stops at t = { $reached }: { $why }
files-replaying = Replaying the lesson from its seed: { $done } of { $total } updates
files-replay-cancel-tip = Stop replaying: the learners stay at the t reached so far.

## Presets
files-preset-separable = Separable
files-preset-separable-tip = Points on both sides of a random line, none closer to it than the margin. PLA always converges here; a wider margin means fewer updates.
files-preset-noisy = Noisy labels
files-preset-noisy-tip = A separable set whose labels are each flipped with probability p. Usually not separable any more: PLA never stops, pocket keeps the best line.
files-preset-blobs = Overlapping blobs
files-preset-blobs-tip = Two overlapping clouds of points. No line separates them; compare pocket, logistic regression and linear regression.
files-preset-xor = XOR
files-preset-xor-tip = Four clouds, opposite corners sharing a label. No line does better than about half right: the limit of linear classifiers.
files-preset-ring = Ring
files-preset-ring-tip = ○ in a disc, × in a ring around it. No line separates them; a Gaussian kernel bends the boundary around the disc.

## The points (developers' checks that a person may still see)
files-no-such-point = there is no point { $index }

## The web page
files-web-could-not-start = linlab could not start (the browser console says why).
# How the core's messages name the lesson in the address.
files-web-page-address = the page's address
files-web-bad-address = The lesson in the page's address could not be read: { $reason }
files-web-last-session = the last session
# The page's title; a browser test reads "linlab — N points, t = T" from it.
files-web-title = linlab — { $points } points, t = { $t } — { $status }
files-title-save-script = Save lecture script
files-title-save-results = Save exercise results
files-too-large-for-lesson = { $name } is larger than { $max } bytes: too large for a lesson or a script
