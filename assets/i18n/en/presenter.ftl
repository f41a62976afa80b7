# The presenter's screen: a second window for the teacher's laptop while the stage is on the
# projector — the scene's notes, the next caption, the clock, an exercise's answer.

presenter-toggle = Presenter view
presenter-toggle-tip = A second window for your laptop's screen while the class sees the stage: the scene's notes, the next scene's caption, the time since the lecture began, an exercise's answer; its Previous, Next and Black out act on the stage. { $key } opens and closes it.
presenter-unavailable = The presenter view opens a second window: open a lecture first, in the desktop app.
presenter-title = linlab — presenter view
presenter-no-lecture = No lecture is open: open one from the Lectures menu.
presenter-clock = { $time } since the lecture began
presenter-blacked-out = The stage is blacked out.
presenter-black-out = Black out
presenter-black-out-tip = Black the stage out, and bring it back (B or . in either window).
presenter-notes = Notes
presenter-no-notes = This scene has no notes.
presenter-next = The next scene's caption
presenter-last-scene = This is the last scene.
presenter-answer = The learner's answer (what Show me gives): { $answer }
presenter-explanation = The explanation the class sees after a check:
presenter-checked = Checked so far: { $count }
presenter-first-right = The first answer was right.
presenter-first-wrong = The first answer was wrong (or Show me came first).
presenter-notes-field = Notes for the presenter view (the class does not see them)
presenter-exercise = Exercise
presenter-not-answered = Not answered yet.
# The class's seats, in the presenter's window only.
presenter-seats = Seats: { $n }
presenter-seats-none = No one has joined yet.
presenter-seat-here = here
presenter-seat-away = away
presenter-seat-answered = { $n } answered
presenter-seat-remove = Remove…
presenter-seat-remove-tip = Take this seat out of the class: their page is closed, their answers leave the tally and the results, and the seat cannot rejoin. You confirm first.
presenter-seat-remove-confirm = Remove { $name }
presenter-seat-cancel = Cancel
presenter-anonymous = Student { $k }
presenter-anonymize = Hide names
presenter-anonymize-tip = Show each student as a number (in the order they joined) instead of their name, here and in the seats: for a screen that is mirrored or shared. The projector never shows names.
# The class's dashboard, the presenter's window's second tab.
presenter-tab-scene = This scene
presenter-tab-class = The class
presenter-tab-class-tip = Every student against every exercise of the lecture: right, wrong or not answered yet. Never on the projector.
presenter-dashboard-sort = Order:
presenter-dashboard-by-joining = as they joined
presenter-dashboard-by-name = by name
presenter-dashboard-by-progress = by progress
presenter-dashboard-no-exercises = This lecture has no exercises.
presenter-dashboard-student = Student
presenter-dashboard-right = Right
presenter-dashboard-scene-tip = Scene { $k }: { $caption }
presenter-dashboard-open-tip = Show this student's answers below the grid (click again to close).
presenter-dashboard-cell-tip = { $answer }, answered at { $time } into the class
presenter-dashboard-unanswered = Not answered yet
presenter-dashboard-answers-of = { $name }'s answers
presenter-dashboard-no-answers = No answers yet.
presenter-dashboard-was-right = right
presenter-dashboard-was-wrong = wrong
presenter-dashboard-answer-line = Scene { $k }: { $answer } — { $verdict }, at { $time }
presenter-dashboard-on-scene = On scene
presenter-dashboard-on-scene-tip = While the class turns through a range of scenes on its own: the scene each page shows, and for how long.
presenter-dashboard-long-tip = On this scene for more than three minutes: perhaps stuck.
presenter-dashboard-on-stage = On the stage
presenter-dashboard-on-stage-tip = Show this answer on the projector, large and without a name, beside the others picked (at most { $most }); while any is picked they take the place of the class's answers. Untick to take it off.
presenter-dashboard-run-on = Run the learner on these points
presenter-dashboard-run-on-tip = Leave the lecture with its learner and put this student's points on the plane (one undoable change), to step the learner on them with the class: PLA on a set no line separates, the pocket on another. The student's name is never shown.
# The class's report after class (an HTML file beside its results).
presenter-report-students = { $n ->
    [one] One student took part.
   *[other] { $n } students took part.
}
presenter-report-scene = Scene { $k }: { $caption }
presenter-report-picture-alt = The scene with the class's answers: green right, purple wrong.
presenter-report-tally = { $answered } of { $of } answered: { $right } right, { $wrong } wrong.
presenter-report-wrong = The wrong answers, and how many gave each
presenter-report-silent = Did not answer:
presenter-report-students-heading = Each student
presenter-report-answered = Answered
presenter-report-take-home = Lecture to take home
presenter-report-writing = The class's report (each exercise with the class's answers) is being written to { $path }, and each student's lecture to take home (their answers and the explanations) into the folder take-home beside it.
presenter-remote-heading = Your phone as the remote
presenter-remote-tip = Open this on your own phone (scan it, or type the address): it gets Previous, Next, Black out, Reveal, the mode, the tally and this scene's notes. Whoever opens this address turns the stage's pages: it is never shown on the projector, and it changes with every class.
presenter-remote-copy = Copy the remote's address
presenter-remote-title = linlab: the teacher's remote
presenter-remote-notes = Notes
presenter-remote-connecting = Connecting to the class…
presenter-remote-no-token = This address has no teacher's token: open the one the presenter view shows.
presenter-remote-range = The class pages through scenes
presenter-remote-exploring = Off the lecture: exploring
presenter-remote-here = { $n ->
    [one] 1 student here
   *[other] { $n } students here
}
