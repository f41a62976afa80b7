# Fields: a scene's own numbers written into its words ({{w}}, {{E_in}}, {{ys:P3}} …), and the
# numbers written out by hand that its state contradicts (`linlab script check`).

fields-unclosed = the field “{ $field }” has no closing { "}}" }
fields-unknown = “{ $field }” is not a field: see the fields a caption may hold (w, w_hat, w_bar, t, E_in, ys:P3, alpha:P3, b, D, P, J, mu:1, u:1, lambda:1, retained …), numbered where they name a point, an axis or a centre, and |d for d decimals (0 to 6)
fields-not-in-scene = the field { $field } has no value in this scene: its learner or workspace has no such number (ŵ is pocket's, w̄ the averaged perceptron's, b, D and P the SVM's)
fields-no-such-index = the field { $field } names a point, axis or centre the scene does not have (it has { $count })
fields-contradiction = “{ $claim }” disagrees with the scene's run, which has { $actual } at t = { $t }: write the field instead, or fix the number
fields-explanation-answer = “{ $claim }” disagrees with the task's own answer, { $answer }: a student who follows the explanation is marked wrong
