# 視窗、命令列與提示共用的詞。
common-language-name = 正體中文
common-points-count = { $count } 個點
common-language-switch-tip = 所有文字改用正體中文（台灣）顯示（隨偏好設定儲存）。也可以：linlab --lang zh-TW
common-your-answer = 你的答案
common-learners-answer = 學習器的答案
common-w-before = 更新前的 w
common-w-after = 更新後的 w
common-class-title = 課堂
common-new-lecture = 新講座
