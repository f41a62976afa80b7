# 运行及其视图：状态栏、时间轴、两个学习器的对比、E_in 历史面板与损失面板。

## 学习器的名称及其检查顺序
runview-learner-with-order = { $algorithm }（{ $order }）
runview-order-cyclic = 循环
runview-order-random-cycle = 随机循环
runview-order-random = 随机

## 状态栏：用一句话说明当前状态
runview-status-unusable = 还不能学习：{ $why }。
runview-status-ready = 已就绪，t = 0：请按“单步”或“播放”。
runview-status-paused = 已暂停，t = { $t }。
runview-status-playing = 正在播放，t = { $t }。
runview-status-running-to-end = 正在运行到底：t = { $t }……
runview-status-converged-pocket = 经过 { $t } 次更新后收敛：w_t 没有误分类点。
runview-status-solved = 已求解：一步得到 w = Z⁺y。
runview-status-solved-decay = 已求解（权重衰减 λ = { $lambda }）：一步得到 w_REG = (ZᵀZ + λI)⁻¹Zᵀy。
runview-status-converged = 经过 { $t } 次更新后收敛。
runview-status-converged-cycle = 经过 { $t } 次更新后收敛：完整检查一轮所有点，没有发现错误。
runview-status-budget = 经过 { $t } 次更新，已用完预算（至多 { $max } 次）。
# 接在 runview-status-budget 之后。
runview-status-budget-hint-not-separable = 没有直线能分开这些点，所以 PLA 永远不会停止：试试口袋算法。
runview-status-budget-hint-pocket = 在没有直线能分开的点上，PLA 永远不会停止：试试口袋算法。
runview-status-diverged = 在 t = { $t } 时发散：η = { $eta } 太大，w 将不再是有限的数。
runview-status-stalled = 经过 { $t } 对更新后停滞，最大 KKT 违反量 { $gap } 高于容差 { $tol }：{ $reason ->
    [rounds-to-nothing] 下一对的更新在浮点运算中舍入为零，之后的每一步都将相同。
    [dual-stops-rising] 在最近 { $steps } 对更新中 D(α) 的增幅小于其自身的舍入误差；KKT 违反量已降到核函数数值尺度的舍入误差量级。
   *[gap-stops-falling] 最大的 KKT 违反量已有 { $steps } 对更新没有下降：在这一尺度下核矩阵近乎奇异，SMO 的步长远小于核函数的值。增大容差、减小 C 或缩小核函数的尺度可以让它结束。
}

## 状态栏：各项数字
runview-learner-tip = 学习器及其检查顺序。
runview-t-tip = t：到目前为止 w 的更新次数（w_t 是 t 次更新后的权重向量）。
runview-visits = 检查次数 = { $visits }
runview-visits-tip = 把一个点拿来与 w 对照检查的次数。
runview-mistakes = 误分类：{ $mistakes }，共 { $n } 个点
runview-mistakes-pocket = 误分类：w_t { $current } · ŵ { $pocket }，共 { $n } 个点
runview-mistakes-tip = y·s ≤ 0 的训练点（在线的错误一侧，或恰在线上）。对口袋算法：分别给出当前 w_t 与口袋中的 ŵ（迄今最好的）的误分类数。
runview-progress-tip = 目前的更新次数占预算的比例。
runview-separable-bound = 线性可分：PLA 至多 ⌊R²/ρ²⌋ = { $bound } 次更新后停止
runview-separable-by-a-hair = 线性可分，但只是勉强可分
runview-not-separable = 线性不可分

## 对比时的状态栏：每次运行一段，以“ · ”连接
runview-comparing = 对比中
runview-comparing-tip = 两个学习器在同样的点上同步单步：每按一次“单步”，两者各前进一步。
runview-compare-line-tip = 每个学习器：它的答案（口袋算法为口袋中的 ŵ，其余为 w_t）的训练错误数（y·s ≤ 0），以及它的 t，即目前的更新次数。
runview-compare-mistakes = { $count } 个错误
runview-compare-answer-mistakes = ŵ { $count } 个错误
runview-compare-unusable = { $name }：无法学习（{ $why }）
runview-compare-running = { $name }：{ $mistakes }，t = { $t }
runview-compare-stopped = { $name }：{ $mistakes }，t = { $t }（{ $stop }）
runview-compare-converged = 已收敛
runview-compare-budget = 预算用完
runview-compare-diverged = 已发散
runview-compare-stalled = 停滞：不再进展

## 时间轴
runview-timeline = 时间轴
runview-step-back = 后退一步
runview-step-back-tip = 撤回一次更新：显示一次更新之前的 w。“单步”会沿着同一次运行再向前走。
runview-step-back-at-start = 已在记录的起点：没有可撤回的更新。
# 接在滑块的“t = 12”之后。
runview-timeline-updates = 次更新
runview-timeline-slider-tip = 拖动可查看这次运行中任意一次更新后的 w，从 t = { $first } 到 t = { $latest }。分隔线、箭头、损失标记、各面板和状态栏都会随之变化。
runview-timeline-viewing = 正在查看 t = { $shown }（最新为 { $latest }）
runview-timeline-viewing-tip = 这是运行中较早的状态。“单步”或“播放”会沿同一次运行继续；修改一个点则从这里开始新的运行（之后的更新会被丢弃）。把滑块拖到最右端即可回到最新状态。
runview-timeline-latest = 最新
runview-timeline-latest-tip = 回到最新的 t。
runview-timeline-empty = 先按“单步”或“播放”，再拖动这里，即可回看这次运行。
runview-timeline-memory = 运行的每个状态都能找回，但并不逐一保存：每隔几次更新保存一份学习器的副本（关键帧），至多 256 份、{ $budget } MiB；其他任何 t 都从最近的副本重放得到，由于运行使用了随机种子，重放出的 w 逐位相同。副本超出预算时，每隔一份丢弃一份，间隔随之加倍。
runview-timeline-memory-now = 当前：{ $keyframes } 个关键帧，每 { $interval } 次更新一个，共 { $size } MiB。
# 对比时的时间轴：滑块显示为“第 12 步（两者同步）”。
runview-lockstep-step-back-tip = 两个学习器各撤回一步。
runview-lockstep-step-back-at-start = 已在记录的起点：没有可撤回的步。
runview-lockstep-empty = 先按“单步”或“播放”，再拖动这里，即可同时回看两次运行。
runview-lockstep-prefix = 第{" "}
runview-lockstep-suffix = 步（两者同步）
runview-lockstep-slider-tip = 拖动可查看对比中任意一步之后的两个学习器；各自显示自己的 t。
runview-lockstep-latest-tip = 回到最新的一步。

## 对比两个学习器
runview-compare = 对比
runview-compare-with = 对比对象
runview-compare-with-tip = 在同样的点上、第一个学习器旁边再运行一个学习器：“单步”“播放”“运行到底”和时间轴都会同时推进两者；两条分隔线都会画出，两条 E_in 曲线都会绘制。
runview-compare-nothing = 无
runview-compare-nothing-tip = 只用一个学习器。
runview-compare-with-combo-tip = 第二个学习器。选择后两者都重置到 t = 0。
runview-compare-unusable-learner = 对比的学习器无法学习：{ $why }。
runview-compare-step-by = 每次单步各前进
runview-compare-step-by-tip = 各做一次更新（PLA：走到下一个错误），或各检查一个点。
runview-compare-by-update = 一次更新
runview-compare-by-visit = 一次检查
runview-compare-split = 并排显示
runview-compare-split-tip = 两个平面并排，每个学习器一个，平移和缩放联动；否则两条分隔线画在同一个平面上。
runview-comparisons = 预设对比
runview-comparisons-tip = 课程中的经典对比，每组都配有能显出差别的点。会替换当前的点（“撤销”可以恢复）。
runview-comparison-pla-pocket = 有噪声的点上：PLA 对比口袋算法
runview-comparison-pla-pocket-tip = 标签有噪声：没有直线能分开这些点。PLA 永远不会停止，它的分隔线从一个差的 w 跳到另一个；口袋算法保留迄今最好的 w（ŵ），所以它的 E_in 只降不升。
runview-comparison-sgd-gd = 逻辑回归：SGD 对比 GD
runview-comparison-sgd-gd-tip = 两个类别相互重叠。SGD 每步只用一个随机点更新（计算量小，但有噪声）；GD 每步用所有点的平均梯度更新（平滑，但每步的计算量是 N 倍）。
runview-comparison-cyclic-random = PLA：循环顺序对比随机循环顺序
runview-comparison-cyclic-random-tip = 线性可分的点。两者都会停止；发现错误的顺序不同，更新的路径和所需的更新次数也随之不同。
runview-comparison-pla-svm = PLA 对比硬间隔支持向量机
runview-comparison-pla-svm-tip = 线性可分的点。PLA 在找到第一条分开它们的直线时停止；硬间隔支持向量机找到间隔最宽的直线。理论面板给出两者的间隔。

## E_in 历史面板
runview-history-axis-log = E_in（对数刻度）
runview-history-pocket-answer = ŵ（口袋）
runview-history-pocket-answer-tip = 同时用虚线画出口袋答案 ŵ 的 E_in
runview-history-t-shown = 当前显示的 t
runview-history-measure-tip = 按 { $formula } 计算的 E_in
runview-history-log-scale = 对数刻度
runview-history-log-scale-tip = 用对数刻度绘制 E_in。log 0 没有定义：小于 { $floor } 的值（包括 0，例如没有错误时）画在 { $floor } 处。
runview-history-no-run = 尚未运行。
runview-history-no-run-named = { $name }：尚未运行。
# 最新一条记录中各误差之间的分隔符。
runview-history-list-separator = 、
runview-history-latest = t = { $t }：w_t { $errors }
runview-history-latest-answer = ；ŵ { $errors }
runview-history-latest-named = { $name }：{ $latest }
runview-trace-sampled-every = 采样：共 { $records } 条记录，t 每隔 { $stride } 取一条，另加最新的一条（圆点）；记录之间以直线相连。
runview-trace-sampled = 采样：t 跨度 { $span } 内的 { $records } 条记录（圆点），每次刷新画面时记录一次；记录之间以直线相连。
runview-trace-sampled-tip = 较短的运行在每个 t 都记录一次。较长的运行或点很多时，只保留等间距的样本（至多 { $cap } 条），以限制内存和时间；单步或慢速播放可看到每个 t。

## 损失面板：关于正确度分数 y·s 的误差函数
runview-loss-axis-margin = 正确度分数 y·s
runview-loss-mistake-side = 虚线左侧：误分类
runview-loss-mistake-side-tip = 虚线是 y·s = 0：位于它左侧（y·s ≤ 0）的点被误分类。
runview-loss-merged = · 重叠处已合并
runview-loss-merged-tip = { $count } 个点：重叠之处，每列像素中每个类别只画一个标记
runview-loss-merged-tip-classes = { $count } 个点：重叠之处，每列像素中每个类别只画一个标记（y = +1 画在曲线上方，y = −1 画在下方）
runview-loss-measure-tip = { $formula }：{ $note }
runview-loss-note-zero-one = 误分类时为 1（落在线上也算误分类），否则为 0
runview-loss-note-squared = 线性回归的误差；是 0/1 误差的上界，但也会惩罚在正确一侧离得很远的点（y·s 远大于 1）
runview-loss-note-cross-entropy = 逻辑回归的误差；在 y·s = 0 处为 ln 2 ≈ 0.69，所以不是 0/1 误差的上界
runview-loss-note-scaled-cross-entropy = 0/1 误差的上界，在 y·s = 0 处与之相接
runview-loss-note-hinge = SVM 的误差；是 0/1 误差的上界，y·s ≥ 1 时为 0
runview-loss-note-perceptron = 感知机的误差：误分类点的 −y·s
# 鼠标悬停的标记：点的类别、正确度分数与判定，然后每条显示的曲线一行。
runview-loss-marker-positive = y = +1，y·s = { $margin }：{ $verdict }
runview-loss-marker-negative = y = −1，y·s = { $margin }：{ $verdict }
runview-loss-marker-unlabelled = y·s = { $margin }：{ $verdict }
runview-loss-marker-mistake = 误分类
runview-loss-marker-right = 分类正确
runview-loss-marker-measure = { $measure }：{ $value }
# 图的左右边缘：标记在视野之外的点。
runview-loss-more-left = 左侧还有 { $count } 个
runview-loss-more-right = 右侧还有 { $count } 个
