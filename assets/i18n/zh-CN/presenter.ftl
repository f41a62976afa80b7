# 演讲者视图：舞台在投影仪上时，教师笔记本屏幕上的第二个窗口——场景的备注、下一个场景的说明、
# 计时、练习的答案。

presenter-toggle = 演讲者视图
presenter-toggle-tip = 在你的笔记本屏幕上打开第二个窗口，全班看的仍是舞台：本场景的备注、下一个场景的说明、讲座开始以来的时间、练习的答案；其中的“上一个”“下一个”和“黑屏”作用于舞台。{ $key } 打开或关闭它。
presenter-unavailable = 演讲者视图会打开第二个窗口：请在桌面版中先打开一个讲座。
presenter-title = linlab — 演讲者视图
presenter-no-lecture = 没有打开的讲座：请从“讲座”菜单打开一个。
presenter-clock = 讲座已进行 { $time }
presenter-blacked-out = 舞台已黑屏。
presenter-black-out = 黑屏
presenter-black-out-tip = 让舞台黑屏，再按一次恢复（在任一窗口按 B 或 .）。
presenter-notes = 备注
presenter-no-notes = 本场景没有备注。
presenter-next = 下一个场景的说明
presenter-last-scene = 这是最后一个场景。
presenter-answer = 学习器的答案（即“显示答案”给出的）：{ $answer }
presenter-explanation = 检查后全班看到的讲解：
presenter-checked = 已检查次数：{ $count }
presenter-first-right = 第一次作答正确。
presenter-first-wrong = 第一次作答错误（或先看了答案）。
presenter-notes-field = 演讲者视图的备注（全班看不到）
presenter-exercise = 练习
presenter-not-answered = 尚未作答。
# 课堂的座位，只在演讲者视图中。
presenter-seats = 座位：{ $n }
presenter-seats-none = 还没有人加入。
presenter-seat-here = 在线
presenter-seat-away = 离开
presenter-seat-answered = 已答 { $n } 题
presenter-seat-remove = 移除…
presenter-seat-remove-tip = 把这个座位移出课堂：关闭其页面，其答案不再计入统计和结果，且这个座位不能再加入。移除前需要确认。
presenter-seat-remove-confirm = 移除 { $name }
presenter-seat-cancel = 取消
presenter-anonymous = 学生 { $k }
presenter-anonymize = 隐藏姓名
presenter-anonymize-tip = 在这里和座位列表中以编号（按加入顺序）代替学生的姓名：用于镜像或共享的屏幕。投影从不显示姓名。
# 课堂总览，演讲者视图的第二个标签页。
presenter-tab-scene = 本场景
presenter-tab-class = 全班
presenter-tab-class-tip = 每位学生在本讲每道练习上的情况：正确、错误或尚未作答。从不出现在投影上。
presenter-dashboard-sort = 排序：
presenter-dashboard-by-joining = 按加入顺序
presenter-dashboard-by-name = 按姓名
presenter-dashboard-by-progress = 按进度
presenter-dashboard-no-exercises = 本讲没有练习。
presenter-dashboard-student = 学生
presenter-dashboard-right = 正确
presenter-dashboard-scene-tip = 场景 { $k }：{ $caption }
presenter-dashboard-open-tip = 在表格下方显示这位学生的答案（再点一次关闭）。
presenter-dashboard-cell-tip = { $answer }，在课堂开始后 { $time } 作答
presenter-dashboard-unanswered = 尚未作答
presenter-dashboard-answers-of = { $name } 的答案
presenter-dashboard-no-answers = 还没有答案。
presenter-dashboard-was-right = 正确
presenter-dashboard-was-wrong = 错误
presenter-dashboard-answer-line = 场景 { $k }：{ $answer } — { $verdict }，于 { $time }
