# Words shared by the window, the command line and the messages.
common-language-name = English
common-points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
common-language-switch-tip = Show every label in English (saved with the preferences). Also: linlab --lang en
