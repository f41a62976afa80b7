# Fields: a scene's own numbers written into its words ({{w}}, {{E_in}}, {{ys:P3}} …), and the
# numbers written out by hand that its state contradicts (`linlab script check`).

fields-unclosed = 字段“{ $field }”缺少结尾的 { "}}" }
fields-unknown = “{ $field }”不是字段：说明文字可用的字段有 w、w_hat、w_bar、t、E_in、ys:P3、alpha:P3、b、D、P、J、mu:1、u:1、lambda:1、retained 等；指向点、轴或中心的字段要带编号，|d 表示保留 d 位小数（0 到 6）
fields-not-in-scene = 字段 { $field } 在这个场景中没有值：场景的学习器或工作区没有这个数（ŵ 属于口袋算法，w̄ 属于平均感知机，b、D、P 属于 SVM）
fields-no-such-index = 字段 { $field } 所指的点、轴或中心在这个场景中不存在（场景只有 { $count } 个）
fields-contradiction = “{ $claim }”与场景的运行结果不符：t = { $t } 时的值是 { $actual }。请改用字段，或改正这个数
fields-explanation-answer = “{ $claim }”与该练习本身的答案 { $answer } 不符：照着讲解作答的学生会被判错
