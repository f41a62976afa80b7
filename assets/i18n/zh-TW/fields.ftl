# Fields: a scene's own numbers written into its words ({{w}}, {{E_in}}, {{ys:P3}} …), and the
# numbers written out by hand that its state contradicts (`linlab script check`).

fields-unclosed = 欄位「{ $field }」缺少結尾的 { "}}" }
fields-unknown = 「{ $field }」不是欄位：說明文字可用的欄位有 w、w_hat、w_bar、t、E_in、ys:P3、alpha:P3、b、D、P、J、mu:1、u:1、lambda:1、retained 等；指向點、軸或中心的欄位要帶編號，|d 表示保留 d 位小數（0 到 6）
fields-not-in-scene = 欄位 { $field } 在這個場景中沒有值：場景的學習器或工作區沒有這個數（ŵ 屬於口袋演算法，w̄ 屬於平均感知器，b、D、P 屬於 SVM）
fields-no-such-index = 欄位 { $field } 所指的點、軸或中心在這個場景中不存在（場景只有 { $count } 個）
fields-contradiction = 「{ $claim }」與場景的執行結果不符：t = { $t } 時的值是 { $actual }。請改用欄位，或改正這個數
fields-explanation-answer = 「{ $claim }」與該練習本身的答案 { $answer } 不符：照著講解作答的學生會被判錯
