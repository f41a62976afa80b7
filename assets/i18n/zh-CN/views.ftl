# 视图：理论面板（更新的几何意义、可分性与收敛、对偶形式），平面及其图例，平面上的附加图层，
# 以及目标函数 f。

## 理论面板的各节。
views-theory-update-geometry = 更新的几何意义
views-theory-separability = 可分性与收敛
views-theory-dual = 对偶形式、平均与投票

## 对偶形式、平均与投票。
views-dual-show-alphas = 在点上标出 αₙ
views-dual-show-alphas-tip = 对偶形式（课程笔记 002）：αₙ 记录在点 n 上做过的更新次数，因此 w = w₀ + Σ αₙ·η·yₙ·zₙ。每个用来更新过的点都画上一个圆盘（αₙ 越大，圆盘越大），并标出它的 αₙ。
views-dual-alphas-limit = 仅在点数不超过 { $max } 时显示。
views-dual-alphas-perceptrons-only = 只有感知机类算法（PLA、口袋算法、平均感知机、投票感知机）会按点统计更新次数。
views-dual-alphas-note = 点旁的数字：αₙ，即在该点上做过的更新次数。
views-dual-show-vote = 为投票结果着色
views-dual-show-vote-tip = 投票感知机：沿途出现过的每个 w 都投出一票 sign(wᵀz)，票的权重是它保持不变期间经历的检查次数。颜色表示投票倾向的一侧及其强弱；紫色边缘是投票结果变号的地方，它不一定是直线。可与 w_t（直线）对比。
views-dual-show-vote-disabled = 请在“学习器”中选择投票感知机。
views-dual-averaged-note = 平均感知机：实线是 w̄，即所有检查中 w 的平均；虚线是 PLA 的 w_t。
views-dual-voted-note = 投票感知机：着色是投票结果，紫色边缘是它的边界，直线是 PLA 的 w_t。

## 可分性与收敛。
views-convergence-too-many-points = 仅在点数不超过 { $max } 时判定可分性。
views-convergence-not-separable = 线性不可分：PLA 永远不会停止。
# $witness：为什么没有直线能分开这些点（自成一句）。
views-convergence-not-separable-why = { $witness } 每个 w 都会让某个点落在错误的一侧，所以 PLA 总能找到下一个要修正的错误。
views-convergence-switch-to-pocket = 改用口袋算法
views-convergence-switch-to-pocket-tip = 使用口袋算法：它就是 PLA，只是把目前见过的最好的 w（错误最少）放进口袋 ŵ，并在用完预算时停止。学习器会重置到 t = 0。
views-convergence-pocket-answer = 口袋算法保留目前见过的最好的 w：它的答案是 ŵ。
views-convergence-separable = 线性可分：PLA 会停止。
views-convergence-w-f-tip = 让各点离直线最远的完美权重：它使 ρ 最大。已缩放到 ‖w_f‖ = 1（含 w₀）。
views-convergence-radius-tip = R = max ‖zₙ‖，即最长的增广点 z = (1, x₁, x₂) 的长度。
views-convergence-rho-tip = ρ = min yₙ·w_fᵀzₙ / ‖w_f‖：离 w_f 最近的点在其正确一侧有多远（在增广空间中）。
views-convergence-bound = 上界 R²/ρ²
views-convergence-bound-tip = 从 w = 0 出发，无论以什么顺序检查这些点，PLA 最多做 R²/ρ² 次更新。
views-convergence-updates = 更新次数 T
views-convergence-updates-tip = 目前已做的更新次数（t）。证明指出：从 w = 0 出发的运行满足 T ≤ R²/ρ²。
views-convergence-updates-within-bound = { $t }（T ≤ R²/ρ²：成立）
views-convergence-updates-over-bound = { $t }（T ≤ R²/ρ²：不成立）
views-convergence-not-perceptron = 这一保证针对 PLA（以及口袋算法、平均感知机和投票感知机：它们以同样的方式更新 w_t）；当前学习器并不是逐个修正错误的。
views-convergence-not-from-zero = 这一保证针对在这些点上从 w = 0 开始的运行；把“初始值”设为 w = 0 后按“重置”，即可观察一次。
views-convergence-show-w-f = 在平面上画出 w_f
views-convergence-show-w-f-tip = 把间隔最大的分隔线 w_f 画成一条淡淡的点线。
views-convergence-cosine = cos∠(w_f, w_t) 随 t 的变化
views-convergence-cosine-tip = w_t 与 w_f 的方向有多一致：方向相同时为 1。证明表明，t 次更新后它至少为 √t·ρ/R，而它不会超过 1，因此 t ≤ R²/ρ²。
views-convergence-guaranteed = 保证的下界 √t·ρ/R
views-convergence-t-shown = 当前显示的 t
views-convergence-plot-caption = 绿线：每次更新时的 cos∠(w_f, w_t)。虚线：保证的下界 √t·ρ/R。灰色竖线：当前显示的 t。

## 更新的几何意义：文字说明。
views-update-soft = t = { $t }：SGD 检查第 { $point } 个点（{ $class }），y·s = { $margin }：这是一次软 PLA 更新，权重为 θ(−y·s) = { $weight }（错得越多，拉得越用力）。
views-update-hinge = t = { $t }：SGD 检查第 { $point } 个点（{ $class }），y·s = { $margin }：合页损失以权重 [y·s < 1] = { $weight } 拉动 w（凡是 y·s < 1 的点都会拉，分对但落在间隔内的点也一样）。
views-update-linreg-sgd = t = { $t }：SGD 检查第 { $point } 个点（{ $class }），y·s = { $margin }：平方误差 (1 − y·s)² 以权重 2(1 − y·s) = { $weight } 拉动 w（拉向 y·s = 1：y·s > 1 的点会往回推）。
views-update-mistake = t = { $t }：点 { $point }（{ $class }）被误分类（y·s = { $margin } ≤ 0）：
views-update-decay = w₁、w₂ 先缩小为原来的 1 − ηλ = { $decay } 倍（λ = 1/(N·C)：正则项 ½λ‖w̃‖² 把 w̃ 拉向 0）。灰色箭头是缩小后的 (1 − ηλ)·wₜ，从它的尖端画出的这一步正好落在 wₜ₊₁ 上。
views-update-bias = w₀（偏置）从 { $before } 变为 { $after }。
views-update-angle = ∠(w, x)：{ $before }° → { $after }°，{ $turn }（{ $why }）。
views-update-angle-smaller = 变小：w 转向了 x
views-update-angle-larger = 变大：w 转离了 x
views-update-angle-unchanged = 不变
views-update-pull = y = +1 把 w 拉向 x
views-update-push = y = −1 把 w 推离 x
views-update-angle-from-zero = ∠(w, x)：更新前 w₁ = w₂ = 0（没有方向），更新后为 { $after }°。
views-update-pocket-replaced = 新的 w 比口袋里的 ŵ 错误更少：它被放进口袋。
views-update-not-one-point = 这个学习器不是每次只用一个点来更新：此图适用于 PLA、口袋算法和逻辑回归的 SGD。
views-update-stopped = 运行已停止：不会再有更新。按“后退一步”（B）可查看最后一次更新。
views-update-correct = 上一次检查发现该点在正确的一侧：w 没有变化。
views-update-none-yet = 还没有更新：按“单步”即可看到 w ← w + η·y·z 的图示。
views-update-smo = SMO 不是用一个点来移动 w：每一步沿着 Σαₙyₙ = 0 移动一对 (αᵢ, αⱼ) 并设定 b，因此每个分数的变化为 Δs(x) = yᵢΔαᵢ·K(xᵢ, x) + yⱼΔαⱼ·K(xⱼ, x) + Δb。这两个点在平面上以圆圈标出；下方的“支持向量机”一节显示 D(α) 与 P(w) 的变化。
views-update-smo-pair = t = { $t }：点对 ({ $i }, { $j })：αᵢ { $ai0 } → { $ai1 }，αⱼ { $aj0 } → { $aj1 }。
views-update-smo-none-yet = 还没有点对：按“单步”可看到 SMO 移动一对 (αᵢ, αⱼ)。

## 平面下方的图例。
views-legend-positive-tip = 标签为 +1 的点，画成蓝色圆环。
views-legend-negative-tip = 标签为 −1 的点，画成朱红色叉号。
views-legend-pocket = ŵ（口袋）
views-legend-average = w̄（平均）
views-legend-line-tip = 直线 w₀ + w₁x₁ + w₂x₂ = 0，得分 s = wᵀz 在这里变号。对口袋算法，它是口袋权重 ŵ；对平均感知机，它是平均值 w̄：即算法给出的答案。
views-legend-current-tip = 当前权重 w_t，即 PLA 所更新的权重。实线是由它们得出的答案：口袋算法保留最好的，平均感知机取它们的平均。
views-legend-compared-tip = 在同样的点上与第一个学习器对比的学习器：它的答案用这种颜色的虚线画出，并带有自己的 w 箭头。
views-legend-arrow-tip = (w₁, w₂) 的方向，从直线上离视图中心最近的点画出。它垂直于直线并指向 +1 一侧；长度是固定的，不代表 ‖w‖。
views-legend-mistakes = 误分类
views-legend-mistakes-tip = 圆圈标出落在直线错误一侧（或恰在直线上）的点：y·s ≤ 0。
views-legend-last-update = 上次更新
views-legend-last-update-tip = 上一步用来更新 w 的点：w ← w + η·y·z。
views-legend-plus-side = +1 一侧
views-legend-plus-side-tip = 直线上 s = wᵀz > 0 的一侧：预测为 +1。
views-legend-theta-tip = 着色：θ(wᵀz)，即逻辑回归给出的 +1 的概率：越接近 1 越蓝，越接近 0 越偏朱红，0.5 处（即直线）无色。

## 画在平面上的文字。
views-plane-update-mark = 更新
views-plane-visited-correct = 已检查：正确
views-plane-point-hover = 点 { $n }：{ $label }，位于 ({ $x }, { $y })
views-plane-point-margin = y·s = { $margin }（{ $verdict }）
views-plane-right-side = 在正确一侧
views-plane-on-the-line = 在直线上：算作错误
views-plane-misclassified = 误分类
views-plane-place-positive-first = 左键单击：放置 ○（+1）      右键单击：放置 ×（−1）
views-plane-place-negative-first = 左键单击：放置 ×（−1）      右键单击：放置 ○（+1）
views-plane-or-load-a-preset = 或在左侧载入一个预设
views-plane-tap-positive-first = 轻点：放置 ○（+1）      长按：放置 ×（−1）
views-plane-tap-negative-first = 轻点：放置 ×（−1）      长按：放置 ○（+1）
views-plane-no-line = 没有直线：w₁ = w₂ = 0，所以每个点的得分都相同，s = w₀ = { $w0 }

## 平面上的附加图层。
views-extras-alphas-legend = 点旁的圆盘和数字：αₙ，即在该点上做过的更新次数（w = w₀ + Σ αₙ·η·yₙ·zₙ）

## 目标函数 f。
views-target-heading = 目标函数 f 与噪声
views-target-draw = 画出 f
views-target-draw-tip = 然后在平面上按下、拖动并松开：f 是穿过这两点的直线，沿你画的方向，左侧为 +1。拖动它的端点可以移动它。
views-target-show = 显示 f
views-target-show-tip = 在学到的 g 旁边画出目标函数 f。
views-target-swap-sides = 交换两侧
views-target-swap-sides-tip = 把 f 的 +1 一侧变成 −1 一侧。
views-target-remove = 移除 f
views-target-noise = 噪声 p
views-target-noise-tip = 每个标签以概率 p 被翻转：这就是课程中所说的噪声。没有哪个 g 能比 E_out = p 做得更好。
views-target-n-tip = 用 f 标注多少个点。
views-target-seed = 随机种子
views-target-seed-tip = 相同的随机种子给出相同的点。
views-target-label-random = 用 f 标注随机点
views-target-label-random-tip = 在 f 的方框内均匀抽取 N 个点，用 f 标注（每个标签以概率 p 翻转），替换现有的点。“撤销”可以恢复原来的点。
views-target-labelled = 已用 f 标注 { $count } 个点，每个标签以概率 p = { $p } 翻转。
views-target-none = 没有目标函数：画出 f，或用默认的目标函数标注点。
views-target-e-out-tip = 从 f 新抽取的 { $samples } 个点（标签以 p = { $p } 翻转）中被 g 分错的比例，及其标准误差 √(e(1 − e)/n)。
views-target-disagreement = g 与 f 在方框内 { $percent }% 的区域上不一致；仅噪声本身就带来 p = { $p }。
views-target-e-out-needs-two-features = 估计 E_out 需要一个基于两个特征的学习器。
views-target-drawing = 画出 f：按下、拖动并松开
views-target-drag-end-tip = 拖动以移动 f。
views-target-legend-f = f：目标函数
views-target-legend-g = g：学到的直线

## Workspaces: classify, cluster, PCA
views-workspace-classify = 分类
views-workspace-classify-tip = 学习一条把 ○ 和 × 分开的直线：感知机、口袋算法、逻辑回归和线性回归。
views-workspace-cluster = 聚类
views-workspace-cluster-tip = K 均值：把点分成围绕 K 个中心的组，每次走半步。标签保留但不使用。
views-workspace-pca = 主成分分析
views-workspace-pca-tip = 主成分分析：点变化最大的方向，以及只用这一个方向能把点描述得多好。标签保留但不使用。
views-points-count = { $n } 个点

## K-means
views-kmeans-heading = K 均值
views-kmeans-k-tip = K：簇的个数，也是中心 μ₁ … μ_K 的个数。
views-kmeans-start = 初始
views-kmeans-start-tip = K 个中心从哪里开始。K 均值只会在初始位置上改进，所以初始位置决定它停在 J 的哪个局部最小值。
views-kmeans-start-random = 随机 K 个点
views-kmeans-start-random-tip = 按随机种子随机抽取 K 个点作为中心，和课程中一样。
views-kmeans-start-plusplus = k-means++
views-kmeans-start-plusplus-tip = 第一个中心是随机一个点；之后每个中心按与最近中心距离的平方成比例的概率抽取：中心一开始就分散。
views-kmeans-start-clicked = 点击放置中心
views-kmeans-start-clicked-tip = 在平面上点击 K 个位置：中心从那里开始（此时点击不再放置点）。
views-kmeans-seed-tip = 随机初始化所用的随机种子：种子相同，初始位置就相同，整个运行也相同。
views-kmeans-click-centres = 在平面上点击，放置第 { $placed } 个中心（共 { $k } 个）。
views-kmeans-clicked-all = { $k } 个中心都已放置：请单步。再点击会重新放置。
views-kmeans-clear-clicks = 清除中心
views-kmeans-clear-clicks-tip = 忘掉已经点击的中心，重新放置。
views-kmeans-size-tip = 这个簇有 { $size } 个点。
views-kmeans-step-assign = 单步：分配
views-kmeans-step-move = 单步：移动
views-kmeans-step-tip = 一次迭代的一半。分配：每个点归入最近的中心。移动：每个中心移到它的点的均值。两半都不会让 J 变大。
views-kmeans-step-back-tip = 撤销半步。单步会沿着同一过程再向前。
views-kmeans-play-tip = 按下面设置的速度逐个半步前进。
views-kmeans-speed-suffix = { " " }半步/秒
views-kmeans-speed-tip = 播放时每秒走多少个半步。
views-kmeans-run-to-end-tip = 一直走到某次分配不再改变任何点：K 均值收敛。
views-kmeans-reset-tip = 回到开始：中心回到由初始化方式和随机种子决定的位置。
views-kmeans-restarts = 重启 { $runs } 次
views-kmeans-restarts-tip = 从 { $runs } 个随机种子各运行 K 均值到结束，显示最终 J 相差多少，并保留最好的一次：初始位置很重要。
views-kmeans-elbow = 肘部图
views-kmeans-elbow-tip = 对 K 从 1 到 { $max }，取 { $runs } 次运行中最小的 J：K 越大 J 越小；找 J 之后下降变慢的那个 K（“肘部”）。
views-kmeans-timeline = 半步
views-kmeans-timeline-tip = 显示走了这么多半步之后的 K 均值。
views-kmeans-j-heading = 各半步的 J
views-kmeans-j-caption = J = (1/m) Σ ‖xᵢ − μ_c(i)‖²：点到其中心距离平方的平均值。
views-kmeans-half-steps = 半步
views-kmeans-after-assign = 分配之后
views-kmeans-after-move = 移动之后
views-kmeans-spread-heading = { $runs } 次运行的最终 J，K = { $k }
views-kmeans-spread = 最小 { $min }，最大 { $max }：保留随机种子 { $seed } 的那次运行。
views-kmeans-final-j = 最终 J
views-kmeans-best = 最好
views-kmeans-elbow-heading = 肘部图
views-kmeans-elbow-caption = 每个 K 取 { $runs } 次运行中最小的 J。
views-kmeans-min-j = 最小 J
views-kmeans-status = K = { $k } · 第 { $iteration } 次迭代 · 第 { $half } 个半步 · J = { $cost } · { $state }
views-kmeans-status-start = 开始：下一步把每个点分配给最近的中心。
views-kmeans-status-assigned = 已分配：{ $changed } 个点换了簇；下一步移动中心。
views-kmeans-status-moved = 已移动：每个中心都是它的点的均值；下一步再分配。
views-kmeans-status-empty = 已移动；{ $clusters } 没有点，留在原处。
# views-kmeans-status-empty 中各空簇名称之间的分隔符。
views-kmeans-status-empty-separator = 、
views-kmeans-status-converged = 已收敛：一次分配没有改变任何点。

## PCA
views-pca-heading = 主成分分析
views-pca-explanation = 均值（+）、第一主成分 u₁（长）和第二主成分 u₂（短），各画 ±2√λ。每个点投影到 u₁ 上；点到其重构点的灰色线段就是主成分分析尽量减小的误差。拖动一个点，看主成分跟着变。
views-pca-mean = 均值
views-pca-mean-mark = 均值
views-pca-axis-tip = 主成分：中心化后的点的 Σ = (1/m) XᵀX 的单位特征向量。
views-pca-lambda-tip = 它的特征值 λ：点沿这个轴的方差。
views-pca-retained = 保留的方差
views-pca-retained-tip = λ₁ / (λ₁ + λ₂)：投影到 u₁ 上保留的方差比例。
views-pca-error = 误差比
views-pca-error-tip = Σ ‖xᵢ − x_rec,i‖² / Σ ‖xᵢ − 均值‖²：投影损失的比例（课程中的重构误差比）。
views-pca-sum = { $retained } + { $error } = { $total }：保留的和损失的加起来是 1。
views-pca-many-points = 超过 { $max } 个点时，不逐个画出投影。
views-pca-drag-hint = 拖动一个点：主成分会跟着变。
views-pca-status = 保留方差 { $retained } % · 重构误差 { $error } %

## Support vector machines
views-theory-svm = 支持向量机
views-svm-none = 没有正在学习的支持向量机。
views-svm-support = 支持向量
views-svm-support-tip = αₙ > 0 的点：只有它们决定 s(x)。在平面上用圆圈标出，αₙ 越大圈越大；αₙ = C 的画成虚线（在间隔内或在错误的一侧）。
views-svm-support-count = { $total } 个（{ $at_c } 个取 C）
views-svm-dual-tip = 对偶目标 D(α) = Σαₙ − ½ΣΣ αₘαₙyₘyₙK(xₘ, xₙ)：SMO 每一步都使它变大。
views-svm-primal-tip = 当前 α 对应的 (w, b) 的原始目标：P = ½‖w‖² + C·Σ max(0, 1 − yₙsₙ)；硬间隔时是把 (w, b) 缩放到所有 yₙsₙ ≥ 1 之后的 ½‖w‖²。它从不低于 D(α)（弱对偶），在最优点与之相等（对偶间隙闭合）。
views-svm-primal-infeasible = —（w 尚不可行：有 yₙsₙ ≤ 0）
views-svm-kkt = KKT 违反量
views-svm-kkt-tip = 最优性条件的最大违反量（libsvm 的 m(α) − M(α)）；不超过容差时 SMO 停止。
views-svm-pair = 上一步：点对 ({ $i }, { $j })：αᵢ { $ai0 } → { $ai1 }，αⱼ { $aj0 } → { $aj1 }。
views-svm-dual-curve = D(α)
views-svm-primal-curve = P(w)
views-svm-gap-caption = D 每一步都上升；同一 α 的 P 从不低于 D；两者在最优点相遇。
views-svm-margin-width = 间隔 2/‖w‖ = { $width }
views-svm-margins = 各直线的间隔：{ $margins }
views-svm-margins-tip = 几何间隔 minₙ yₙsₙ/‖w‖：直线到最近一点的距离（有点在错误一侧时为负）。在线性可分的点上，硬间隔支持向量机的间隔是所有直线中最宽的。
## Several classes
views-workspace-classes = 多类别
views-workspace-classes-tip = 多于两个类别：一对多（OVA）、一对一（OVO）和结构化感知机，点用 □ ◇ △ ☆ 等标记。
views-classes-preset-four-blobs = 四团点
views-classes-preset-four-blobs-tip = 四个分得很开的点团，每类一团：每种方法都能把它们分开。
views-classes-preset-three-in-a-row = 三类排成一行
views-classes-preset-three-in-a-row-tip = 三团点排在一条直线上：没有直线能把中间一类和另外两类分开，所以一对多（硬判定）会留下没有类别或有多个类别认领的区域。
views-classes-preset-one-against-many = 一大类对多个小类
views-classes-preset-one-against-many-tip = 一个大类在中间，三个小类在周围：一对多的每个问题都很不平衡。
views-classes-ova = 一对多（OVA）
views-classes-ova-tip = 每个类别一个二分类问题：这一类对其余所有类别。预测分数 s_k 最大的类别。
views-classes-ovo = 一对一（OVO）
views-classes-ovo-tip = 每对类别一个二分类问题。每个问题给它的两个类别之一投一票，得票最多的类别胜出。
views-classes-structured = 结构化感知机
views-classes-structured-tip = 每个类别一个 w_k；预测 argmax_k w_kᵀz，出错时 w_y += η·z，w_ŷ −= η·z。这就是 φ(x, y) = x 放在第 y 块的结构化感知机。
views-classes-and = {" 和 "}
views-classes-comma = 、
views-classes-votes = { $class } 胜 { $beaten }，负于 { $lost }：{ $votes } 票
views-classes-votes-unbeaten = { $class } 胜 { $beaten }：{ $votes } 票
views-classes-votes-none = { $class } 负于 { $lost }：{ $votes } 票
views-classes-place-tip = 在平面上左键点击，放下这个类别的点。数字键 1–8 也可以选择类别。
views-classes-place-key-tip = 按键 { $key }
views-classes-give-class = 改为所选类别
views-classes-give-class-tip = 把选中的点改为上面选择的类别（可以撤销）。按住 Shift 点击点或按 F 键也可以。
views-classes-heading = 多类别学习
views-classes-binary = 二分类算法
views-classes-binary-tip = 一对多和一对一中每个二分类问题所用的算法。
views-classes-epochs = 轮数
views-classes-epochs-tip = 每个二分类问题（以及结构化感知机）最多把它的点看多少遍。
views-classes-hard-ova = 一对多（硬判定）视图
views-classes-hard-ova-tip = 把没有类别认领（所有 s_k ≤ 0）或有多个类别认领（多于一个 s_k > 0）的区域画上灰色斜线。
views-classes-step-tip = 走一步：正在训练的二分类问题的一次更新（结构化感知机：走到下一个错误并修正）。
views-classes-play-tip = 按设定的速度一步一步地走，直到学习停下。
views-classes-run-to-end-tip = 一直走到每个问题都停下。
views-classes-reset-tip = 从 t = 0 重新开始学习。
views-classes-speed-tip = 播放时每秒走的步数。
views-classes-vs-rest = { $positive } 对其余
views-classes-vs = { $positive } 对 { $negative }
views-classes-ein-heading = 多类别 E_in（0/1）
views-classes-ein-caption = 每一步之后，预测类别错误的训练点所占的比例。
views-classes-steps = 步数
views-classes-training = 正在训练第 { $i } / { $n } 个问题：{ $problem }，它的 E_in = { $ein }
views-classes-training-structured = 结构化感知机：每个类别一个 w_k，一起学习。
views-classes-trained = 每个问题都已停下。
views-classes-confusion = 混淆矩阵
views-classes-confusion-tip = 每一行是真实类别，每一列是预测类别：对角线上是分对的点。
views-classes-true-predicted = 真实 \ 预测
views-classes-status-training = 正在训练 { $problem }
views-classes-status-done = 已停下
views-classes-status-stepping = 正在学习
views-classes-status = { $method }：{ $state } · t = { $t } · E_in = { $ein }
views-classes-problem-legend = 平面上实心的标记是这个问题的 +1 点（○），空心的是它的 −1 点（×）。
views-classes-problem-legend-ovo = 平面上实心的标记是这个问题的 +1 点（○），空心的是它的 −1 点（×）；变淡的点不属于这两个类别。
views-classes-structured-update = { $class } 被当成了 { $predicted }：w_{ $class } += η·z，w_{ $predicted } −= η·z
views-classes-e-out = E_out = { $e_out }（预设“{ $preset }”的 { $n } 个新点）
views-classes-e-out-tip = 在用另一个随机种子从预设的分布重新抽取的点上的多类别 0/1 误差：学习器从未见过的点。属于没有训练点的类别的新点算作错误。
views-classes-test-confusion = 新点的混淆矩阵
views-classes-problem-losses = 本问题关于 y·s 的误差
views-weight-heading = 权重空间：E_in 的误差函数
views-weight-error-tip = 关于 y·s 的误差函数；切片的深浅表示其平均值 E_in，越浅越低。
views-weight-hold = 固定 w₀ 为
views-weight-hold-tip = 切片保持在这个 w₀。不勾选时，切片跟随所显示 w 的 w₀，因此 w 总在切片中。
views-weight-needs-plane = 权重空间视图画的是平面上的点（d = 2）的 (w₁, w₂) 切片。
views-weight-no-points = 没有点：E_in 没有定义。请在平面上放一些点。
views-weight-surface = E_in
views-weight-path = w 的路径
views-weight-minimiser = 平方误差的最小值点
views-weight-slice = 切片 w₀ = { $w0 }：在此视图中 { $measure } 从 { $low }（最浅）到 { $high }（最深）。箭头是平面上的 w = (w₁, w₂)；橙色路径是 w₀ … w_t 在 (w₁, w₂) 上的投影，每个 w 各有其 w₀。
views-weight-catching-up = 有 { $n } 个点时，一个切片要算几帧才能着色：显示的是最近算完的切片，因此会比 w₀ 的变化慢一拍。
views-weight-sampled = 由 { $grid } × { $grid } 的采样网格着色（每格取其中心的值）。
views-weight-lines = 每条灰线对应一个数据点：在它的一侧该点分对（y·s > 0），另一侧分错。用 0/1 误差时，最浅的格子就是版本空间：把所有点都分对的那些线。
views-weight-pointer = (w₁, w₂) = ({ $w1 }, { $w2 }) 处：E_in = { $e_in }
views-weight-how = 如何解读
views-weight-too-narrow = 权重空间：窗口太窄，放不下它和平面并排（可隐藏一个面板，或把窗口拉宽）。
views-weight-version-space = 版本空间
views-weight-version-space-shown = 绿色轮廓：此视图中的版本空间，即把所有点都分对（0 个错误）的 w。
views-weight-version-space-none = 此视图中没有版本空间：这里没有能把每个点都分对的 w。
views-weight-descent = w_t 处的 −∇E_in（方向）
views-weight-descent-tip = w 处的紫色箭头是此误差在该处的 −∇E_in（方向）：对它做梯度下降时的前进方向。
views-weight-answer-tip = 当学习器的答案不是 w_t 时，用一个圆点标出：口袋算法的 ŵ、平均感知机的 w̄。
views-weight-compare = 四种误差并排
views-weight-compare-tip = 同一切片分别在 0/1、平方、交叉熵和合页损失下，每幅图上是同一条路径：替代误差在关键处位于 0/1 之上，且各有自己的最小值点。
views-weight-compare-slice = 切片 w₀ = { $w0 } 在四种误差下，每幅图按各自在此视图中的最低值（最浅）到最高值（最深）着色；每幅图上是同一个箭头 w 和路径 w₀ … w_t。
views-weight-in-place = 取代平面
views-weight-in-place-tip = 在平面的位置显示权重空间，占满整个宽度（取消勾选即可重新与平面并排显示）。
views-weight-margin-region = 对每个 n 都有 yₙ(w₀ + wᵀxₙ) ≥ 1
views-weight-margin-point = 其中离 0 最近的 w（½‖w‖² 最小）
views-weight-margin-tip = 硬间隔 SVM 的区域（天蓝色）：切片中使每个点的 yₙsₙ 都至少为 1 的 w，即 yₙ(w₀ + wᵀxₙ) ≥ 1。区域中离原点最近的点（方块）使 ½‖w‖² 最小；当 w₀ = b 时它就是 SVM 的 w。
views-weight-back-to-learner = 回到学习器
views-weight-back-to-learner-tip = 重新显示学习器的 w（学习器走一步也会交还 w）。
views-weight-you-learn = 你来当学习器
views-weight-you-learn-tip = 亲手移动 w，从 w₁ = w₂ = 0 出发：在切片中按下或拖动。用尽量少的步数达到所示误差的最低 E_in；平面上的直线跟随你的 w。
views-weight-by-hand = 手动设置的 w：({ $w0 }, { $w1 }, { $w2 })。E_in：{ $errors }
views-weight-by-hand-title = 在权重空间中手动设置的 w
views-weight-lowest-exact = 该切片的最低值为 { $lowest }
views-weight-lowest-sampled = 此视图中采样到的最低值为 { $lowest }
views-weight-goal = 目标：E_in（{ $measure }）≤ { $target }（{ $known }）。已走步数：{ $moves }。
views-weight-goal-reached = 用 { $moves } 步达到目标！“回到学习器”可显示它的路径以作比较。
views-weight-drag-tip = 在切片中按下或拖动即可手动设置 w：平面上的直线和各误差随之变化。学习器走一步，或点“回到学习器”，即交还 w。
views-weight-step-correction = η·yₙzₙ
views-weight-step-point = −η∇err(w; xₙ, yₙ)
views-weight-step-batch = −η∇E_in
views-weight-step-solve = 一步得到的解
views-weight-step-pair = 一对 (αᵢ, αⱼ)
views-lecture-menu = 讲座
views-lecture-built-in-tip = 从第一个场景开始播放这个内置讲座：其点、学习器和面板，每个场景配有说明。用 PageDown / PageUp 翻页。
views-lecture-new = 新建脚本
views-lecture-new-tip = 开始编写自己的讲座脚本：第一个场景就是窗口当前的状态。编辑器随即打开。
views-lecture-edit = 编辑脚本
views-lecture-edit-tip = 打开脚本编辑器：把当前状态加为场景，用两种语言写每个场景的说明，圈出点，调整顺序。
views-lecture-editor = 脚本编辑器
views-lecture-copy-link = 复制脚本链接
views-lecture-copy-link-tip = 把整个脚本的链接（已压缩）放到剪贴板：网页版可直接打开。
views-lecture-save = 保存脚本…
views-lecture-open-hint = 用“文件 → 打开”打开脚本文件，或用“文件 → 打开链接”打开脚本链接。
views-lecture-opened = 已打开讲座“{ $title }”：PageDown 下一个场景，PageUp 上一个场景。
views-lecture-taken-home = { $student } 在课堂上的讲座：答了 { $answered } 题，对 { $right } 题（共 { $exercises } 道练习）。每道练习显示课堂上给出的答案、对错和讲解；可以随意再试。
views-task-flip = 抛我的硬币 { $flips } 次
views-task-flip-tip = 你自己的公平硬币（课堂上是你座位的：再抛一次结果相同）。正面的次数就是你的答案；全班的次数组成舞台上的直方图。
views-task-heads = { $flips } 次中 { $heads } 次正面
views-task-flips = 抛掷次数
views-lecture-could-not-open = 无法打开讲座：{ $reason }
views-lecture-fetching = 正在取得讲座“{ $title }”…
views-lecture-could-not-fetch = 无法取得讲座“{ $title }”：{ $reason }
views-lecture-saved = 讲座脚本已保存到 { $name }。
views-lecture-link-copied = 脚本链接（{ $chars } 个字符）已放到剪贴板。
views-lecture-scene-of = 场景 { $k } / { $n }
# A phone's tabs: the main view, and the workspace's panel of other workspaces.
views-phone-tab-plane = 平面
views-phone-tab-details = 详情
views-lecture-previous = ◀ 上一个
views-lecture-previous-tip = 上一个场景，与原来完全一样（PageUp）。
views-lecture-next = 下一个 ▶
views-lecture-next-tip = 下一个场景（PageDown；点一下说明后也可按 Space）。若它接续本场景，中间的步骤会逐步播放。
views-lecture-playing-steps = 正在播放到下一个场景的步骤……
views-lecture-leave = 离开脚本
views-lecture-leave-tip = 保留本场景的状态自由探索：点击、单步、随意修改。“回到脚本”返回该场景。
views-lecture-close = 关闭
views-lecture-set-aside = 讲座“{ $title }”暂停在{ $scene }。
views-lecture-back = 回到脚本
views-lecture-back-tip = 回到离开时的场景，与原来完全一样。
views-lecture-ask-the-class = **向全班提问：**
views-lecture-title = 标题
views-lecture-caption = 说明（**粗体**、*斜体*、`公式`）
views-lecture-ask = 在此暂停：向全班提问
views-lecture-ask-tip = 在本场景的说明上方显示一个问题。
views-lecture-question = 问题
views-lecture-add-scene = 添加场景
views-lecture-add-scene-tip = 把窗口当前的状态（点、学习器和 t、视图、面板）作为新场景加在本场景之后。
views-lecture-take-state = 采用当前状态
views-lecture-take-state-tip = 本场景改用窗口当前的状态，说明保留。
views-lecture-duplicate = 复制本场景
views-lecture-duplicate-tip = 在本场景之后加一个它的副本。
views-lecture-earlier = ▲ 前移
views-lecture-earlier-tip = 把本场景前移一位。
views-lecture-later = ▼ 后移
views-lecture-later-tip = 把本场景后移一位。
views-lecture-delete = 删除
views-lecture-delete-tip = 删除本场景（脚本至少保留一个）。可撤销。
views-lecture-ring = 圈出所选的点
views-lecture-ring-tip = 先在平面上点选一个点，再在本场景中圈出它；再按一次取消。
views-lecture-remove-highlight = 删除这个标注
views-lecture-speed = 进入本场景时每秒步数
views-lecture-speed-tip = 从点和学习器相同、t 较早的上一个场景过来时，中间的步骤按此速度播放（0：直接跳到）。
views-lecture-undo = 撤销脚本编辑
views-lecture-undo-tip = 撤销对脚本的上一次修改（场景、说明、标注）。
views-copy-text = 复制文本
views-copy-text-tip = 把这段读数按这里显示的样子以纯文本放到剪贴板。
views-copy-latex = 复制 LaTeX
views-copy-latex-tip = 把这段读数以 LaTeX 放到剪贴板，用于幻灯片和讲义。
views-copied = 已复制
views-kmeans-readout-heading = 上一个半步
views-kmeans-readout-half = 第 { $t } 个半步：{ $what }
views-kmeans-readout-first-assign = 分配：每个点归最近的中心。
views-kmeans-readout-assign = 分配：{ $changed } 个点改变了所属的簇。
views-kmeans-readout-converged = 分配：没有点再改变所属的簇，K 均值已收敛。
views-kmeans-readout-move = 移动：每个中心移到所属点的均值。
views-kmeans-readout-centre = { $centre }：{ $from } → { $to }，即它的 { $size } 个点的均值。
views-kmeans-readout-empty = { $centre } 停在 { $at }：它的簇是空的。
views-lecture-preview = ▶ 从这里预览
views-lecture-preview-tip = 关闭编辑器，从这个场景起像学生看到的那样播放脚本：PageDown 进入下一个场景，点“编辑脚本”回来。
views-classes-no-e-out = E_out：这些点不是预设生成的（经过编辑、手工放置或读自文件），没有可以重新抽取新点的分布。
views-task-heading = 轮到你了：
views-task-click = 在平面上作答
views-task-clicking = 请在平面上点一下……
views-task-click-tip = 你在平面上的下一次点击就是答案（不会放置点）：从原点指向点击处的方向。
views-task-your-answer = 你的答案：
views-task-a-number = 一个数
views-task-check = 检查
views-task-pad-erase = 删去最后一个字符
views-task-show-me = 显示答案
views-task-show-me-tip = 学习器自己的答案，从这个场景重放得到（在答对之前看了答案，这道题算没做对）。
views-task-hint = 提示
views-task-score = 答对 { $right } / { $answered } 道练习
views-task-shown-number = 学习器的答案：{ $value }。
views-task-click-first = 请先在平面上点一下：答案是从原点指向点击处的方向。
views-task-not-a-number = “{ $typed }”不是数：请输入一个数（例如 3 或 0.14）再按“检查”。
views-task-on-the-plane = 在平面上放置、移动或删除点，然后：
views-task-save-results = 保存结果…
views-task-save-results-tip = 把你的答案存为 CSV 文件交给老师：场景、题型、答案、对错、从第一道练习起的秒数。不会发送到任何地方。
views-task-copy-results = 复制结果
views-task-copy-results-tip = 把同样的表格放到剪贴板，可以粘贴到消息或电子表格里。
views-task-results-copied = 你的结果已在剪贴板上（CSV：场景、题型、答案、对错、秒数）。
views-task-in-the-controls = 在左边的控制面板里修改学习器的设置，然后：
views-task-exercise = 练习：
views-task-exercise-tip = 这个场景要学生做什么；窗口用学习器本身检查答案。“检查脚本”会说明它能否作答。
views-task-kind-none = 无
views-task-kind-update = 点出下一次更新后 w 的方向
views-task-kind-next-point = 下一个被修正的是哪个点
views-task-kind-halt = 运行在多少次更新后停止
views-task-kind-e-in = 下一次更新后答案的 E_in
views-task-kind-impossible = 放置直线分不开的点
views-task-kind-slow-down = 加一个点让 PLA 变慢
views-task-kind-flip = 翻转一个标签得到零错误的答案
views-task-kind-k-means = 点出 K 均值中心移到哪里
views-task-kind-tune-eta = 选 η：T 步后的 E_in（交叉熵）
views-task-kind-tune-c = 选 C：支持向量的个数
views-task-within-degrees = 容差（度）
views-task-within = 容差 ±
views-task-max-points = 最多放几个点
views-task-at-least-updates = 至少更新几次
views-task-max-added = 学生可以添加的点数
views-task-centre = 中心（从 1 起）
views-task-within-distance = 容差（距离）
views-task-steps = 步数 T
views-task-ce-at-most = E_in（交叉熵）不超过
views-task-support-vectors = 支持向量个数
views-task-hint-field = 提示（按需显示）
views-task-explanation-field = 讲解（检查后显示）
views-task-kind-spoil = 加一个点让学习器分错
views-task-kind-shatter = 放置能被直线打散的点
views-task-kind-dichotomies = 直线在这些点上能实现几种二分
views-task-points-to-place = 要放置的点数
views-task-kind-pca = 移动点让主成分转动
views-task-more-than-degrees = 转过的角度大于（度）
views-task-max-moved = 学生可以移动的点数
views-task-kind-final = 点出运行结束时 w 的方向
views-task-kind-class-update = 点出下一次更新后某个类别的 w_k 的方向
views-task-kind-problems = 多类别方法学几条直线
views-task-kind-error-at = 给定 y·s 的误差
views-task-kind-features = Φ_Q 有多少个特征
views-task-kind-circle = Z 中的直线是 X 中的哪个圆
views-task-kind-separating = 哪两个特征让这些点可分
views-task-kind-fit = 拟合：由拟合得出的数
views-task-fit-question = 问题
views-task-fit-lower-e-out = 哪个 Q 的 E_out 更低
views-task-fit-cv-degree = V 折 E_cv 选出哪个 Q
views-task-fit-cv-lambda = V 折 E_cv 选出哪个 λ
views-task-fit-overfit-sign = 热图在 (N, σ²) 处的正负号
views-task-fit-l1-zero = L1 的 w 把哪个权重变成 0
views-task-fit-snooped = 数据窥探的估计低了多少
views-task-degree = 次数 Q
views-task-axis = 与 x_k 轴相交，k =
views-task-after-next-update = 下一次更新之后
views-task-after-next-update-tip = 学习器在 Z 中下一次更新后的 w 所对应的曲线：学生预测曲线会移到哪里。
views-task-class = 类别（□ = 1，◇ = 2，△ = 3，☆ = 4，…）
views-task-score-at = y·s
views-task-measure = 误差
views-task-or-type = 或输入：
views-task-a-spot = x₁, x₂
views-task-not-a-spot = “{ $typed }”不是一个位置：输入两个坐标，如 3, 1，再按“检查”。

## 课堂。
views-class-start = 开始上课
views-class-start-tip = 你的窗口成为本网络上的课堂服务器：学生在手机或笔记本上打开地址（或扫二维码），跟着你的讲座走，并回答其中的练习。数据不会离开教室的网络。
views-class-resume = 恢复上一堂课
views-class-resume-tip = 在崩溃、被终止或窗口关闭之后重新打开上一堂课：同样的课堂码、端口、学生和答案。学生的页面会自动重新加入。
views-class-kept = 随时保存在：
views-class-show-card = 如何加入…
views-class-show-card-tip = 地址、课堂代码和二维码（J）
views-class-card-keys = J 隐藏或显示此卡片 · A 显示全班答案 · Ctrl+R 公布答案
views-class-title = 课堂
views-class-join-at = 学生打开：
views-class-code = 课堂代码：
views-class-students = { $n } 名学生
views-class-lock = 锁定课堂
views-class-lock-tip = 不能再有新人加入；已在课堂中的学生，页面断开 Wi-Fi 后仍能回到自己的座位。
views-class-tally = 已答 { $answered } · 对 { $right } · 错 { $wrong }
views-class-coins-heading = 全班的硬币：{ $n } 名学生各抛 { $flips } 次
views-class-coins-all-heads = { $n } 人中有 { $got } 人 { $flips } 次全是正面。{ $n } 枚公平硬币里，P[有人如此] = 1 − (1 − 2^−{ $flips })^{ $n } = { $p }。
views-class-coins-axis = { $flips } 次中正面的次数（ν = 正面次数 / { $flips }）；黑线：公平硬币平均会得到的人数
views-class-follow = 跟随
views-class-follow-tip = 每个学生页面都显示你的场景，并停在你当前的 t。
views-class-free = 自由探索
views-class-free-tip = 学生自行探索场景，直到你再选“跟随”。
views-class-range = 场景范围
views-class-range-tip = 学生自行翻阅一段场景（一节的练习，各按自己的节奏），从当前场景起往后三个；在两个输入框中设定起止场景。这一段里每道练习的答案都会收下。选“跟随”让大家回到你的场景。
views-class-range-from = 范围的第一个场景
views-class-range-to = 范围的最后一个场景
views-class-pause = 暂停
views-class-pause-tip = 每个页面显示“请看老师”。
views-class-reveal = 公布答案
views-class-reveal-tip = 每个页面显示自己的答案对不对，并附上讲解。（Ctrl+R）
views-class-results = 结果…
views-class-end = 下课
views-class-next-free-port = 使用下一个空闲端口
views-class-try-again = 重试
views-class-join-heading = 加入课堂 { $code }
views-class-your-name = 你的名字（老师能看到；留空则为“学生 N”）：
views-class-default-name = 学生 { $n }
views-class-name-hint = 你的名字
views-class-join = 加入
views-class-eyes-on-the-teacher = 请看老师
views-class-joining = 正在加入课堂……
views-class-joined-as = 已加入课堂：{ $name }
views-class-answer-sent = { $name }：答案已提交，等老师公布答案
views-class-free-line = { $name }：自由探索——老师会叫你回来
views-class-range-line = { $name }：场景 { $from } 到 { $to }，按自己的节奏——自己翻页
views-class-called-back = { $name }：已回到老师的场景
views-class-lost = 连接中断，正在重新加入……
views-class-refused = 未能加入课堂：{ $reason }
views-class-started = 课堂已开始：学生打开 { $address }
views-class-remote-at = 用你的手机当遥控器（这个地址只给你自己：打开它的人就能翻页）：{ $address }
views-class-kept-in = 课堂随时保存在 { $path }
views-class-title-scene = 课堂 { $code } · { $name } · 场景 { $scene } / { $of }
views-class-title-sent = 课堂 { $code } · { $name } · 场景 { $scene } / { $of } · 答案已提交
views-class-title-no-scene = 课堂 { $code } · { $name }
views-class-title-joining = 正在加入
views-class-title-lost = 正在重连
views-class-title-refused = 未能加入课堂
views-class-title-name = 请输入名字
views-class-show-answers = 显示全班答案
views-class-show-answers-tip = 在平面上：每个方向画成从原点出发的箭头，每个位置画成圆点，对的为绿色，错的为紫色；输入的数字在这里画成条形图。不显示学生姓名。（A）
views-class-share-answers = 已作答的学生可看全班答案
views-class-share-answers-tip = 已作答当前练习的学生可在手机上看到全班的所有答案（从不显示姓名；揭晓前为灰色，揭晓后为绿色或紫色）。测验时请关闭。
views-class-shared-title = 全班的答案
views-class-shared-count = 目前共 { $n } 个答案，包括你的。
views-class-shared-hide = 隐藏
views-class-more-answers = 另有 { $n } 份
views-class-small-planes = { $n } 名学生的点，每个小平面比例相同
