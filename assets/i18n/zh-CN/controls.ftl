# 控件：顶栏、左侧面板、帮助窗口、菜单栏、右侧标签页。

## 提示中的快捷键行与按键列表
controls-shortcut = 快捷键：{ $keys }
controls-keys-or = {" "}或{" "}

## 各快捷键的作用（帮助窗口）
controls-key-save-points = 把点保存为 .dat、.csv 或 .libsvm
controls-key-save-lesson = 保存课例
controls-key-open = 打开点集或课例
controls-key-presentation = 演示模式：大字、粗线
controls-key-redo = 重做
controls-key-undo = 撤销对点的上一次修改
controls-key-play-pause = 播放 / 暂停
controls-key-step = 单步：一次更新
controls-key-step-back = 后退一步：撤回一次更新
controls-key-visit = 检查：查看一个点
controls-key-run-to-end = 运行到底
controls-key-reset = 把学习器重置到 t = 0
controls-key-stop = 停止
controls-key-reset-view = 重置视图，使所有点都可见
controls-key-workspace = 在分类、聚类、主成分分析、多类别和二分之间切换

## 顶栏
controls-undo = 撤销
controls-undo-tip = 撤销对点的上一次修改：放置、移动、删除或翻转一个点，全部清除，载入预设。
controls-redo = 重做
controls-redo-tip = 重做被撤销的修改。
controls-reset-view = 重置视图
controls-reset-view-tip =
    缩放并平移平面，使所有点都在视野内。
    拖动平面的空白处可以平移；滚动或双指捏合可以缩放。
controls-controls-panel = 控制面板
controls-controls-panel-tip = 显示左侧的控制项：点、学习器、单步与播放、对比。窄窗口中的演示模式会隐藏它们，把空间留给平面；快捷键仍然有效（见“帮助”）。
controls-loss-panel = 损失面板
controls-loss-panel-tip = 显示关于 y·s 的各个误差函数，每个训练点一个标记。
controls-history-panel = E_in 面板
controls-history-panel-tip = 显示 w 的样本内误差 E_in 随 t 的变化。
controls-theory-panel = 理论面板
controls-theory-panel-tip = 显示更新的几何意义（w_t、y·x，以及每次更新后的 w_t+1）、线性可分性与 PLA 的收敛上界，以及对偶形式。窗口较窄时，右侧各面板共用一栏，以标签页切换。
controls-weight-space = 权重空间
controls-weight-space-tip = 在平面旁显示 w 的空间：固定 w₀ 时，切片上的每个点 (w₁, w₂) 就是平面上的一条线。图中以深浅表示 E_in，每个数据点对应一条直线：w 越过它，该点就由分对变分错（或反之）；学习器的 w 在其中移动。
controls-light = 浅色
controls-light-tip = 浅色背景上的深色文字：最适合投影仪。
controls-dark = 深色
controls-dark-tip = 深色背景上的浅色文字。
controls-text-size = 字号
controls-smaller-tip = 缩小文字和控件。
controls-larger-tip = 放大文字和控件（用于投影仪）。
controls-help = 帮助
controls-help-tip = 鼠标与键盘操作说明。

## 点
controls-points = 点
controls-left-click-places = 左键放置
controls-left-click-places-tip = 单击平面即可放置一个点。右键放置另一种标签的点。
controls-place-positive-tip = 左键放置 ○（标签 +1）；右键放置 ×。
controls-place-negative-tip =
    左键放置 ×（标签 −1）；右键放置 ○。
    适合触控板或单键鼠标。
controls-flip-label = 翻转标签
controls-flip-label-tip =
    交换选中点的 ○ 与 ×（单击一个点即可选中它）。
    快捷键：F，或 Shift+单击一个点。
controls-select-first = 请先在平面上单击一个点，选中它。
controls-delete-point = 删除点
controls-delete-point-tip =
    删除选中的点。
    快捷键：Delete 或 Backspace，或 Ctrl+单击一个点。
controls-clear-all = 全部清除
controls-clear-all-tip = 删除所有点（撤销可以恢复）。
controls-preset = 预设
controls-preset-tip = 一组现成的点，由随机种子生成。
controls-preset-edited-tip = 平面上的点已不是载入时的预设：它们被编辑过，或来自文件或课例。选择一个预设即可替换它们（撤销可恢复）。
controls-n-tip = 点的个数。
controls-n-field-tip = 预设生成的点数（最多 2,000,000 个）。
controls-margin = 间隔
controls-margin-tip = 任何点到真实分隔线的距离都不小于这个值。
controls-margin-field-tip = 点到生成标签的那条直线的最小距离。间隔越宽，PLA 需要的更新次数越少（上界 R²/ρ²）。
controls-flip-rate = 翻转概率 p
controls-flip-rate-tip = 每个标签被翻转的概率。
controls-flip-rate-field-tip = 每个标签以这个概率被翻转：即噪声。
controls-seed = 随机种子
controls-preset-seed-tip = 相同的随机种子生成相同的点。
controls-preset-seed-field-tip = 随机种子：相同的随机种子和设置生成相同的点。
controls-load-preset = 载入预设
controls-load-preset-tip = 用预设替换当前的点（撤销可以找回原来的点），并重置学习器。

## 学习器
controls-learner = 学习器
controls-algorithm = 算法
controls-algorithm-pla = 感知机学习算法：找到一个位于错误一侧的点，然后令 w ← w + η·y·z。完整检查一轮都没有错误时停止。
controls-algorithm-pocket = 把迄今最好的 w（错误最少）放进“口袋” ŵ 的 PLA。适用于没有直线能分开的点；用完预算时停止。
controls-algorithm-logistic-sgd = 用随机梯度下降求解逻辑回归：每次更新只用一个点，w ← w + η·θ(−y·s)·y·z —— 一种“软”PLA：每个点都会拉动 w，分错的点拉得更用力。
controls-algorithm-logistic-gd = 用梯度下降求解逻辑回归：每次更新取所有点拉力的平均。
controls-algorithm-linreg = 把线性回归用于分类：一步求出 w = Z⁺y（伪逆），再按 wᵀz 的符号分类。
controls-algorithm-linreg-sgd = 用随机梯度下降求解线性回归（Adaline / LMS）：每次更新只用一个点，w ← w + η·2(y − s)·z = w + η·2(1 − y·s)·y·z，沿平方误差 (1 − y·s)² 下降一步。分对且 y·s > 1 的点会把 w 往回推。η 太大会发散（η > 1/‖z‖² 就会越过头）。
controls-algorithm-averaged = 以 w̄ 为答案的 PLA：w̄ 是所有检查中 w 的平均（每个 w 按它存活的时间加权），比最后的 w 更稳定。
controls-algorithm-voted = 沿途出现的每个 w 都参与投票的 PLA，票数按它存活的时间加权。投票的结果不是一条直线：平面上显示的是 w_t。
controls-algorithm-change-tip = 更换算法会把学习器重置到 t = 0。
controls-order = 顺序
controls-order-tip = 下一个检查哪个点。
controls-order-pocket-random = 每次更新从 w_t 的误分类点中均匀随机地选一个。
controls-order-random = 每次更新均匀随机地选一个点。
controls-order-cyclic = 依次检查点 1, 2, …, N，然后再从 1 开始。
controls-order-random-cycle = 用随机种子打乱出一个顺序，然后按这个顺序反复进行。
controls-eta-tip = 学习率：一次更新让 w 移动多远。
controls-eta-field-tip = 学习率 η：每次更新给 w 加上 η·(…)。对从 w = 0 开始的 PLA，它不改变任何判断。对逻辑回归取得太大，w 会发散。
controls-lambda-tip = 权重衰减：把 w 拉向 0 的力度。
controls-lambda-field-tip = 权重衰减 λ，作用于每个权重（含 w₀）：线性回归解 w_REG = (ZᵀZ + λI)⁻¹Zᵀy，逻辑回归按 E_in + (λ/N)·wᵀw 走梯度步。0 即不加正则；讲义试了 10⁻⁴、10⁻² 和 1。
controls-learner-seed-tip = 学习器做随机选择所用的随机种子。
controls-learner-seed-field-tip = 相同的随机种子、点和设置会重放同一次运行。
controls-budget = 预算
controls-budget-tip = 学习器停止前最多进行的更新次数。
controls-budget-suffix = {" "}次更新
controls-budget-field-tip = 学习器在这么多次更新后停止。在没有直线能分开的点上，PLA 自己永远不会停止：由预算让它停下。
controls-start-from = 初始值
controls-start-from-tip = 初始权重 w₀。
controls-init-linreg = 线性回归
controls-init-zero-tip = 从 w = 0 开始：一开始没有直线。
controls-init-linreg-tip = 从线性回归的解 w = Z⁺y 开始。
controls-init-tip = t = 0 时的权重：零，或线性回归的解。
controls-no-learner = 没有学习器

## 学习
controls-learn = 学习
controls-cannot-learn = 还不能学习：{ $why }。
controls-step = 单步
controls-step-tip = 对 w 做一次更新。对 PLA：找到下一个位于错误一侧的点，用它修正 w。
controls-visit = 检查
controls-visit-tip = 检查一个点：如果它位于错误一侧，就用它更新 w。对 PLA 来说比单步更细。
controls-play = 播放
controls-pause = 暂停
controls-play-tip = 动画：按下面的速度不断单步，或者暂停。
controls-speed = 速度
controls-speed-suffix = {" "}次/秒
controls-speed-tip = 播放时每秒的更新次数，从 1（逐次观察）到 100,000。
controls-stop = 停止
controls-stop-tip = 停止运行。
controls-run-to-end = 运行到底
controls-run-to-end-tip = 尽可能快地单步，直到学习器停止：收敛，或用完预算。窗口仍可操作；点“停止”可以提前结束。
controls-reset = 重置
controls-reset-tip = 在当前的点上，让学习器从 t = 0 和它的初始 w 重新开始。

## 帮助窗口
controls-help-title = linlab 使用说明
controls-help-plane = 在平面上
controls-help-left-click = 左键单击
controls-help-left-click-does = 放置 ○（+1），或在“点”下选定的标签
controls-help-right-click = 右键单击
controls-help-right-click-does = 放置 ×（−1），即另一种标签
controls-help-click-point = 单击一个点
controls-help-click-point-does = 选中它
controls-help-drag-point = 拖动一个点
controls-help-drag-point-does = 移动它
controls-help-ctrl-click = Ctrl+单击一个点
controls-help-ctrl-click-does = 删除它
controls-help-shift-click = Shift+单击一个点
controls-help-shift-click-does = 翻转它的标签
controls-help-class-keys-does = 多类别：选择单击放下的类别（按住 Shift 单击点或按 F 键把它改为这个类别）
controls-help-drag-plane = 拖动平面的空白处
controls-help-drag-plane-does = 平移
controls-help-scroll = 滚动、双指捏合
controls-help-scroll-does = 缩放
controls-help-keys = 按键
controls-help-delete-keys = Delete 或 Backspace
controls-help-delete-does = 删除选中的点
controls-help-flip-does = 翻转选中点的标签
controls-help-lecture-keys = 讲座（舞台：演示模式下播放的讲座）
controls-help-page-does = 下一个、上一个场景
controls-help-presenter-does = 演讲者视图：给教师看的第二个窗口
controls-help-stage-arrows-does = 舞台上：下一个、上一个场景
controls-help-stage-black-does = 舞台上：黑屏，再按恢复
controls-help-stage-escape-does = 舞台上：显示或隐藏菜单和顶栏
controls-help-stage-panels-does = 舞台上：在视图旁显示损失、E_in、理论或权重空间面板
controls-help-class-card-does = 课堂进行中：显示或隐藏加入方式（地址、课堂代码、二维码）
controls-help-class-answers-does = 课堂进行中：在平面上显示或隐藏全班的答案
controls-help-class-reveal-does = 课堂进行中：在每个页面上公布当前练习的答案

## 菜单栏
controls-menu-file = 文件
controls-open = 打开点集或课例…（Ctrl+O）
controls-open-tip = 打开课程的 .dat 文件、带表头的 CSV、LIBSVM 文件，或 .linlab 课例。也可以把文件拖放到窗口上。
controls-save-lesson = 保存课例（Ctrl+S）
controls-save-lesson-as = 课例另存为…
controls-save-lesson-as-tip = 课例保存点、学习器及其随机种子、当前步数 t、目标函数 f、视图和窗口的设置。
controls-save-points-as = 点集另存为…（Ctrl+Shift+S）
controls-save-points-as-tip = 按文件扩展名把点保存为 .dat（空白分隔）、.csv 或 .libsvm。
controls-copy-link = 复制课例链接
controls-copy-link-tip = 把指向这个课例的链接放到剪贴板：包括点、学习器、它的随机种子和 t。网页版可以打开它；“从链接打开课例…”也可以。
controls-open-link = 从链接打开课例…
controls-open-link-tip = 粘贴课例的链接（或课例文件的文本）并打开。
controls-quit = 退出
controls-quit-tip = 关闭 linlab；下次启动时会恢复本次会话。
controls-autosave-failed = linlab：无法保存会话：{ $error }
controls-menu-export = 导出
controls-export-png = 图片（PNG），{ $size }…
controls-export-history = 历史记录（CSV）…
controls-export-history-tip = 从 t = 0 到现在，每次更新一行：t、w，以及 0/1 误差、平方误差和交叉熵误差下的 E_in，由随机种子重放得到。
controls-presentation = 演示模式（F5）
controls-presentation-tip = 大字、粗线、高对比度：用于投影仪。
controls-dismiss-tip = 关闭这条消息。

## 右侧面板
controls-tab-losses = 损失
controls-tab-losses-tip = 关于正确度分数 y·s 的各个误差函数，每个点一个标记。
controls-tab-history = E_in
controls-tab-history-tip = E_in 随 t 的变化。
controls-tab-theory = 理论
controls-tab-theory-tip = 更新的几何意义、线性可分性与收敛、对偶形式。
controls-losses-heading = 关于正确度分数 y·s 的误差函数
controls-history-heading = E_in 随 t 的变化

## Kernel learners
controls-algorithm-svm = 支持向量机：在 ○ 和 × 之间找最宽的间隔，用 SMO 每次更新一对 (αᵢ, αⱼ)。软间隔用 C，或硬间隔；线性、高斯或多项式核。
controls-algorithm-hinge-sgd = 对合页损失 max(0, 1 − ys) 加 ½λ‖w‖²（λ = 1/(N·C)）做 SGD：和 PLA 类似，但对分对了、正确度分数 y·s 却小于 1 的点也会修正。
controls-algorithm-kernel-perceptron = 对偶形式的 PLA，用核函数 K 代替 xᵀx′：每次错误 αₙ 加 1。在核函数的特征空间里线性可分的点上会停止。
controls-kernel = 核函数
controls-kernel-linear = 线性
controls-kernel-gaussian = 高斯
controls-kernel-poly = 多项式
controls-kernel-linear-tip = K(x, x′) = xᵀx′：边界是一条直线。
controls-kernel-gaussian-tip = K(x, x′) = exp(−‖x − x′‖²/(2σ²))：每个支持向量在自己周围加一个宽度为 σ 的凸起；边界可以绕着一组点弯曲。
controls-kernel-poly-tip = K(x, x′) = (γ·xᵀx′ + c₀)^Q：边界是 Q 次曲线（Q 即“次数”）。
controls-sigma2-tip = σ²，高斯凸起的宽度：σ² 小，边界绕着单个点弯曲（过拟合）；σ² 大，边界几乎是直线。
controls-gamma-of-sigma2-tip = γ = 1/(2σ²)：用 scikit-learn 的说法表示同一个宽度。
controls-degree = 次数
controls-poly-tip = 多项式核 (γ·xᵀx′ + c₀)^Q，Q 为次数。
controls-c-tip = C：每单位松弛 ξₙ 的代价。C 大，几乎不允许点落在间隔内（间隔窄）；C 小，允许很多点（间隔宽）。对数刻度，从 0.001 到 10000。
controls-hard-margin = 硬间隔（C = ∞）
controls-hard-margin-tip = 不允许任何点落在间隔内：只有在（核的特征空间中）线性可分的点上才可能。
controls-key-check-answer = 检查讲座练习的答案（平面上的点、设置或你输入的内容）
controls-key-focus-plane = 让平面获得键盘焦点：方向键移动光标，O 和 X 放点，G 跳到误分类点（按键见“无障碍”菜单）
controls-key-tables = 以表格查看图表，用 ↑ 和 ↓ 逐行阅读（读屏软件朗读每一行）

## 第 8 讲（噪声与误差）的代价：点的权重。
controls-costs = 错误的代价
controls-costs-tip = 一个错误的代价：y = −1 的点的权重是错误接受的代价，y = +1 的点的权重是错误拒绝的代价。口袋算法用这些权重学习（它在错误中随机抽取时按权重加权：虚拟复制），并保留 E_inʷ 最小的 w；线性回归和逻辑回归以同样的方式最小化加权的误差。
controls-cost-false-accept = 错误接受
controls-cost-false-accept-tip = 对 y = −1 的点说 +1 的代价：每个 y = −1 的点的权重
controls-cost-false-reject = 错误拒绝
controls-cost-false-reject-tip = 对 y = +1 的点说 −1 的代价：每个 y = +1 的点的权重
controls-costs-equal = 代价相同
controls-costs-supermarket = 超市（错误接受 1，错误拒绝 10）
controls-costs-cia = CIA（错误接受 1000，错误拒绝 1）
controls-costs-ignored = { $algorithm } 不使用点的权重：只有口袋算法、线性回归和逻辑回归用它们学习。E_inʷ 仍会计算。
controls-costs-readout = 得到的答案：E_in = { $e_in } · E_inʷ = { $e_in_w } · 错误接受 { $false_accepts } · 错误拒绝 { $false_rejects }
