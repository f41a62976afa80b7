# 播报、播报记录、作为图形的平面及其按键（读屏软件与键盘）。

access-menu = 无障碍
access-announcements = 播报（读屏软件与播报记录）：
access-level-off = 关闭
access-level-off-tip = 不播报任何内容。
access-level-brief = 简略
access-level-brief-tip = 只说发生了什么，不带数字：“第 3 次更新，修正 P7；还剩 2 个误分类点”。
access-level-normal = 标准
access-level-normal-tip = 带上点的坐标和 w：“第 3 次更新，修正 P7 (1.2, −0.4) 圈：w = (−1, 1, 2)；还剩 2 个误分类点”。
access-level-full = 详细
access-level-full-tip = 另外给出 y·s 和直线方程。
access-caption-log = 播报记录
access-caption-log-tip = 在平面下方显示最近的播报，供全班阅读（演示模式的舞台上不显示：那里显示的是场景的说明）。
access-caption-log-title = 播报
access-caption-log-empty = 尚无播报：让学习器单步运行，或按 F7 后在平面上用方向键移动光标。
access-focus-plane = 让平面获得键盘焦点（F7）
access-keys = 在平面上：方向键移动光标（按住 Shift 可微调）；O 和 X 在光标处放置 ○ 和 ×；Delete 删除光标下的点，F 翻转它的标签；[ 和 ] 转到上一个、下一个点；G 转到下一个误分类点、下一个将被修正的点、支持向量、中心或离直线最近的点（Shift+G 反向）；Enter 拿起一个点，并把它放到方向键移到的位置（Escape 让它留在原处），或回答要求指出位置的练习；D 朗读整个平面；T 以表格查看图表。S 单步，Space 播放。

access-figure-name = 平面
access-figure-context = { $workspace }：{ $state }
access-two-sentences = { $first }。{ $second }
access-separator = {"；"}
access-figure-points = { $count } 个点，{ $plus } 个圈，{ $minus } 个叉
access-figure-line = 直线 { $line }，w = { $w }
access-figure-mistakes = { $count ->
    [0] 没有误分类点
   *[other] { $count } 个误分类点：{ $list }
}
access-figure-cursor = 光标在 { $at }
access-more = 另有 { $count } 个
# 播报中的点列表（“P3、P5、另有 2 个”）和标签的读法：中文读屏把 × 读成“乘”，所以读作圈、叉。
access-list-separator = 、
access-label-positive = 圈
access-label-negative = 叉

access-point = P{ $n } { $at } { $label }
access-point-scored = P{ $n } { $at } { $label }，y·s = { $margin }{ $mistake }
access-point-mistake = ，被误分类
access-point-of = { $point }（共 { $count } 个）
access-cursor-side = ，在{ $label }一侧，s = { $score }
access-cursor-on = ；在 { $point } 上
access-placed = 在 { $at } 放置{ $label }：P{ $n }
access-removed = 已删除 P{ $n }
access-flipped = P{ $n } 现在是{ $label }
access-no-point-here = 光标下没有点。
access-no-points = 还没有点：按 O 或 X 在光标处放一个。
access-picked-up = 已拿起 P{ $n }：方向键移动它，Enter 放下，Escape 让它留在原处。
access-carried = P{ $n } 移到 { $at }
access-put-down = P{ $n } 已放在 { $at }
access-put-back = P{ $n } 留在原处
access-no-landmarks = 没有可跳转的位置：还没有直线，也没有误分类点。
access-landmark-mistake = 第 { $k } 个误分类点（共 { $count } 个）
access-landmark-next = 下一个将被修正的点
access-landmark-support = 第 { $k } 个支持向量（共 { $count } 个）
access-landmark-nearest = 离直线最近的点，距离 { $distance }
access-landmark-centre = 中心 { $k }

access-update = 第 { $t } 次更新，修正 P{ $n } { $at } { $label }：w = { $w }；{ $mistakes ->
    [0] 已没有误分类点
   *[other] 还剩 { $mistakes } 个误分类点
}
access-update-brief = 第 { $t } 次更新，修正 P{ $n }；{ $mistakes ->
    [0] 已没有误分类点
   *[other] 还剩 { $mistakes } 个误分类点
}
access-update-margin = ；更新前 y·s 为 { $margin }
access-visit-correct = 检查 P{ $n }：分类正确，y·s = { $margin }
access-batch = 第 { $t } 步：w = { $w }；{ $mistakes ->
    [0] 没有误分类点
   *[other] { $mistakes } 个误分类点
}
access-pair = SMO 第 { $t } 步，更新 P{ $i } 和 P{ $j } 这一对；{ $mistakes ->
    [0] 没有误分类点
   *[other] { $mistakes } 个误分类点
}
access-pair-alphas = ；P{ $i } 的 α 从 { $from_i } 变为 { $to_i }，P{ $j } 的 α 从 { $from_j } 变为 { $to_j }
access-pair-dual = ；D(α) = { $dual }
access-solved = 已求解：w = { $w }；{ $mistakes ->
    [0] 没有误分类点
   *[other] { $mistakes } 个误分类点
}
access-state = { $state }；{ $mistakes ->
    [0] 没有误分类点
   *[other] { $mistakes } 个误分类点
}
access-the-line = 。直线：{ $line }

access-scene = 第 { $k } 个场景（共 { $count } 个）。{ $caption }
access-scene-ask = 问题：{ $ask }
access-verdict-right = 正确。{ $reason }
access-verdict-wrong = 还不对。{ $reason }

access-tables = 以表格查看图表（F8）
access-tables-tip = 以表格给出每个图的数值，读屏软件可逐行朗读：各点的 y·s 与误差、E_in 随 t 的变化、D(α) 与 P(w)、J。在平面上按 T 也能打开。
access-tables-title = 图表数据表
access-tables-none = 这个工作区没有可以读成表格的图。
access-tables-empty = 表中还没有数据：先让学习器单步运行。
access-tables-keys = 单击表格或按 F8，然后用 ↑ ↓（PageUp、PageDown、Home、End）逐行移动，每一行都会朗读出来。
access-sound = 声音
access-sound-tip = 每次单步都会播放一个短音：更新时是下行的两个音，没有误分类点时是上行的大三度，什么都没变时是一声轻响，学习器发散时是低沉的嗡声。F9 把损失面板中的曲线播放成一段音高扫描。
access-play-loss-curves = 播放损失曲线（F9）
access-play-loss-curves-tip = 依次播放损失面板中的各条曲线，沿 y·s 从 −3 到 3 由左到右：误差越大，音越高（误差 0 最低，4 及以上高两个八度）；曲线没有值的地方是静音。
access-key-play-loss-curves = 把损失面板中的曲线播放成音高扫描（须在“无障碍”菜单中打开“声音”）
access-sound-sweep = 播放损失曲线，y·s 从 −3 到 3，误差越大音越高：{ $curves }
access-sound-off = 声音已关闭：请在“无障碍”菜单中打开“声音”。
access-sound-failed = 没有声音服务器：{ $error }
access-table-row = 第 { $k } 行，共 { $count } 行：{ $cells }
access-table-cell-separator = ，
access-table-points = 各点及其误差
access-table-first = 只列出 { $count } 个点中的前 { $shown } 个。
access-table-e-in = E_in 随 t 的变化
access-table-answer-zero-one = 答案的 E_in（0/1）
access-table-objectives = D(α) 与 P(w) 随 t 的变化
access-table-sampled = 采样：图中每 { $stride } 个 t 保留一个，本表也一样。
access-table-cost = J 随半步的变化
access-table-half-step = 半步
access-table-half = 半步类型
access-table-changed = 改变所属簇的点数
access-half-assign = 分配
access-half-move = 移动
access-help-plane = 用键盘操作平面（F7）
