# Words shared by the window, the command line and the messages.
language-name = English
points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
language-switch-tip = Show every label in English (saved with the preferences). Also: linlab --lang en
