# Words shared by the window, the command line and the messages.
common-language-name = English
common-points-count = { $count ->
    [one] { $count } point
   *[other] { $count } points
}
common-language-switch-tip = Show every label in English (saved with the preferences). Also: linlab --lang en
# Texts drawn on a lecture's plane or named in its title, in every language.
common-your-answer = your answer
common-learners-answer = the learner's
common-w-before = w before
common-w-after = w after
common-class-title = Class
common-new-lecture = New lecture
