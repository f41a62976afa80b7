# 簡報者檢視：舞臺在投影機上時，教師筆電螢幕上的第二個視窗——場景的備註、下一個場景的說明、
# 計時、練習的答案。

presenter-toggle = 簡報者檢視
presenter-toggle-tip = 在你的筆電螢幕上開啟第二個視窗，全班看的仍是舞臺：本場景的備註、下一個場景的說明、講座開始以來的時間、練習的答案；其中的「上一個」「下一個」和「黑畫面」作用於舞臺。{ $key } 開啟或關閉它。
presenter-unavailable = 簡報者檢視會開啟第二個視窗：請在桌面版中先開啟一個講座。
presenter-title = linlab — 簡報者檢視
presenter-no-lecture = 沒有開啟的講座：請從「講座」選單開啟一個。
presenter-clock = 講座已進行 { $time }
presenter-blacked-out = 舞臺已變黑。
presenter-black-out = 黑畫面
presenter-black-out-tip = 讓舞臺變黑，再按一次恢復（在任一視窗按 B 或 .）。
presenter-notes = 備註
presenter-no-notes = 本場景沒有備註。
presenter-next = 下一個場景的說明
presenter-last-scene = 這是最後一個場景。
presenter-answer = 學習器的答案（即「顯示答案」給出的）：{ $answer }
presenter-explanation = 檢查後全班看到的講解：
presenter-checked = 已檢查次數：{ $count }
presenter-first-right = 第一次作答正確。
presenter-first-wrong = 第一次作答錯誤（或先看了答案）。
presenter-notes-field = 簡報者檢視的備註（全班看不到）
presenter-exercise = 練習
presenter-not-answered = 尚未作答。
# 課堂的座位，只在簡報者檢視中。
presenter-seats = 座位：{ $n }
presenter-seats-none = 還沒有人加入。
presenter-seat-here = 在線
presenter-seat-away = 離開
presenter-seat-answered = 已答 { $n } 題
presenter-seat-remove = 移除…
presenter-seat-remove-tip = 把這個座位移出課堂：關閉其頁面，其答案不再計入統計和結果，且這個座位不能再加入。移除前需要確認。
presenter-seat-remove-confirm = 移除 { $name }
presenter-seat-cancel = 取消
presenter-anonymous = 學生 { $k }
presenter-anonymize = 隱藏姓名
presenter-anonymize-tip = 在這裡和座位列表中以編號（按加入順序）代替學生的姓名：用於映象或共享的螢幕。投影從不顯示姓名。
# 課堂總覽，簡報者檢視的第二個分頁。
presenter-tab-scene = 本場景
presenter-tab-class = 全班
presenter-tab-class-tip = 每位學生在本講每道練習上的情況：正確、錯誤或尚未作答。從不出現在投影上。
presenter-dashboard-sort = 排序：
presenter-dashboard-by-joining = 按加入順序
presenter-dashboard-by-name = 按姓名
presenter-dashboard-by-progress = 按進度
presenter-dashboard-no-exercises = 本講沒有練習。
presenter-dashboard-student = 學生
presenter-dashboard-right = 正確
presenter-dashboard-scene-tip = 場景 { $k }：{ $caption }
presenter-dashboard-open-tip = 在表格下方顯示這位學生的答案（再點一次關閉）。
presenter-dashboard-cell-tip = { $answer }，在課堂開始後 { $time } 作答
presenter-dashboard-unanswered = 尚未作答
presenter-dashboard-answers-of = { $name } 的答案
presenter-dashboard-no-answers = 還沒有答案。
presenter-dashboard-was-right = 正確
presenter-dashboard-was-wrong = 錯誤
presenter-dashboard-answer-line = 場景 { $k }：{ $answer } — { $verdict }，於 { $time }
