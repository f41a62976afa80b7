# 窗口、命令行与提示共用的词。
common-language-name = 简体中文
common-points-count = { $count } 个点
common-language-switch-tip = 所有文字改用简体中文显示（随偏好设置保存）。也可以：linlab --lang zh-CN
common-your-answer = 你的答案
common-learners-answer = 学习器的答案
common-w-before = 更新前的 w
common-w-after = 更新后的 w
common-class-title = 课堂
common-new-lecture = 新讲座
