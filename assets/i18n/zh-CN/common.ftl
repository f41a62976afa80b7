# 窗口、命令行与提示共用的词。
common-language-name = 简体中文
common-points-count = { $count } 个点
common-language-switch-tip = 所有文字改用简体中文显示（随偏好设置保存）。也可以：linlab --lang zh-CN
