## 过拟合、正则化与验证（第 13–15 讲）：核心与命令行的文字。
fit-points-place = 点击平面放置一个点 (x, y)，拖动可移动它；也可以在下面从目标函数抽取这些点。
fit-lambda-not-valid = 权重衰减 λ 必须是 ≥ 0 的数，而不是 { $lambda }。
fit-lambda-not-taken = { $algorithm } 不接受权重衰减 λ：只有线性回归和逻辑回归接受。
fit-error-folds = { $n } 个点分成 { $folds } 折：V 必须在 2 到 N 之间（V = N 即留一法）。
fit-error-holdout = { $n } 个点中取 { $k } 个验证点：K 必须在 1 到 N − 1 之间。
fit-error-grid = 无法计算这个网格：{ $what }
fit-grid-empty = 它没有格子，或没有运行次数。
fit-grid-degree = 拟合的次数最多为 { $max }。
fit-grid-n = 每个 N 至少要有 { $min }，即较大拟合的权重个数。
fit-grid-lambda = λ 必须是 ≥ 0 的数。
fit-grid-second = { $value } 不是这张图第二个轴上的值。
fit-grid-sigma2 = σ² 必须是 ≥ 0 的数。
fit-grid-qf = Q_f 最多为 { $max }。
fit-cli-validate-run = { $algo }，λ = { $lambda }，数据 { $file }：N = { $n }，d = { $d }；误差按 { $measure } 计算
fit-cli-validate-fold = 第 { $fold } 折（第 { $first }–{ $last } 个点）：E_val = { $e_val }，w = { $w }
fit-cli-validate-e-cv = { $folds } 折的 E_cv = { $e_cv }
fit-cli-validate-e-val = 最后 { $k } 个点上的 E_val(g⁻) = { $e_val }
fit-cli-validate-choice = λ = { $lambda }：{ $error }
fit-cli-validate-chosen = 选定：λ = { $lambda }（误差最小；上面各行是它的各折），在全部 N = { $n } 个点上重新学得的 g：w = { $w }
fit-cli-bad-grid = --grid { $grid }：N 轴写成 FROM:TO 或 FROM:TO:STEP（整数），画图时再加一个逗号和同样写法的 σ² 或 Q_f 轴（80:120,0:2:0.05）。
fit-cli-bad-degrees = --degrees { $degrees }：两个次数写成 LOW,HIGH（2,10）。

## 窗口中的拟合工作区。
fit-workspace = 拟合
fit-workspace-tip = 在直线上（x 从 −1 到 1）用多项式拟合点：第 13 讲的 g₂ 与 g₁₀，加上权重衰减 λ，它们的 E_in 与 E_out，V 折交叉验证，以及过拟合的热力图。
fit-target-heading = 目标函数 f（第 13 讲）
fit-q-f-tip = Q_f，目标函数的次数：f 是次数不超过 Q_f 的勒让德多项式之和，系数随机，并缩放使 f² 的均值为 1。Q_f 越高，确定性噪声越多。
fit-sigma2-tip = σ²，加在每个 y 上的噪声的方差：随机噪声。
fit-n-tip = N，从目标函数抽取的点数。
fit-seed = 随机种子
fit-seed-tip = 目标函数及其点的随机种子：同一个随机种子抽出同样的点。
fit-draw = 从目标函数抽取
fit-draw-tip = 用一个次数为 Q_f、噪声为 σ² 的新目标函数的 N 个点替换现有的点（撤销可找回原来的点）。只要点保持抽取时的样子，E_out 就是精确的。
fit-fits-heading = 拟合
fit-q-a = 第一个拟合的 Q
fit-q-b = 第二个拟合的 Q
fit-q-tip = 拟合的次数 Q：g 是 x 的 Q 次多项式，在这些点上用最小二乘拟合。
fit-lambda-tip = 权重衰减 λ ≥ 0，采用课程的形式：w_REG = (ZᵀZ + λI)⁻¹Zᵀy，即使 E_in + (λ/N)·wᵀw 最小的 w。0 即不加正则的最小二乘。
fit-lambda-preset-tip = 第 14 讲图中的几个权重衰减。
fit-validation-heading = 验证（第 15 讲）
fit-folds-drawn = 画出每折的 g⁻
fit-folds-drawn-tip = 淡淡地画出每折的 g⁻：不用该折的点拟合。
fit-choice-drawn = 画出选出的 g
fit-choice-drawn-tip = 画出按 E_cv 选出、再用全部点重新训练的 g，并在图例中写出它的 Q 或 λ。关掉时 E_cv 的表格照样做选择：问“E_cv 选哪个”的场景不画它。
fit-folds-tip = V，折数：把点按顺序切成 V 个连续的部分，每部分轮流留出一次。V = N 即留一法。
fit-validated-q = 验证的 Q
fit-validated-q-tip = 列出其 V 折交叉验证、并淡淡画出每折 g⁻ 的次数。
fit-leave-one-out = 留一法（V = N）
fit-leave-one-out-tip = 折数等于点数：每个 g⁻ 在 N − 1 个点上拟合，在留出的那个点上测试。
fit-survey-heading = 实验（第 13 讲与第 15 讲）
fit-study-noise = (N, σ²) 上的过拟合
fit-study-noise-tip = 过拟合度量 E_out（第二个 Q 的 g）− E_out（第一个 Q 的 g），对许多 20 次目标函数取平均，N 从 80 到 120，σ² 从 0 到 2：随机噪声。
fit-study-complexity = (N, Q_f) 上的过拟合
fit-study-complexity-tip = 过拟合度量，N 从 80 到 120，Q_f 从 0 到 100，σ² = 0.1：确定性噪声。
fit-study-curves = 学习曲线
fit-study-curves-tip = 两个拟合的期望 E_in 与 E_out 随 N 的变化，目标函数为 10 次，σ² = 1。
fit-runs = 每格运行次数
fit-runs-tip = 每一格平均多少次带随机种子的运行（讲义中的图：{ $runs } 次）。同一个随机种子得到同一张图。
fit-compute = 计算
fit-compute-tip = 在窗口线程之外计算实验；停止过的实验从停下的地方继续。
fit-stop = 停止
fit-stop-tip = 在进行中的运行结束后停止：已完成的部分保留并画出。
fit-survey-no-thread = 实验无法开始：{ $error }
fit-survey-failed = 实验失败了，请重新计算。
fit-survey-none = 还没有计算实验：在左侧选择一个，然后按“计算”。
fit-survey-running = 计算中：{ $total } 次运行已完成 { $done } 次……
fit-survey-partial = 在 { $total } 次运行中的第 { $done } 次后停止：灰色格子尚未计算。
fit-legend-heading = 平面上
fit-legend-target-tip = 抽出这些点的目标函数 f（虚线）。
fit-legend-g-tip = 这个次数在全部点上的拟合，带权重衰减 λ。
fit-legend-folds = 每折的 g⁻（Q = { $q }）
fit-legend-folds-tip = 淡淡画出：每折的 g⁻，不用该折的点拟合。
fit-legend-chosen = 按 E_cv 选出的 g（{ $which }）
fit-legend-chosen-tip = E_cv 最小的 Q 或 λ，在全部点上重新拟合（点线）。
fit-errors-heading = 误差
fit-e-in-tip = E_in，在这些点上 (g(x) − y)² 的平均：平方误差。
fit-e-out-tip = E_out，在目标函数的新点上平方误差的期望：由勒让德系数精确算出，E_x[(g − f)²] + σ²。
fit-e-out-exact = E_out 是精确的：这些点是从目标函数抽出的（噪声 σ² = { $sigma2 }）。
fit-e-out-unknown = E_out 未知：没有目标函数（点是手动放置或编辑过的）。
fit-unknown = 未知
fit-validation-of = Q = { $q } 的 { $folds } 折交叉验证
fit-fold = 第 { $k } 折
fit-fold-points = 第 { $first }–{ $last } 个点
fit-fold-column = 折
fit-folds-table = 各折
fit-e-val-tip = 这一折的 E_val：它的 g⁻ 在这一折自己的点上的平方误差。
fit-e-cv-tip = E_cv，各折 E_val 的平均：对 E_out 的估计。
fit-choice-heading = 按 E_cv 选择 Q
fit-chosen = ◀ 选中
fit-status-fit = { $g }：E_in = { $e_in }，E_out = { $e_out }
fit-map-noise-heading = E_out({ $high }) − E_out({ $low })，Q_f = { $q_f }
fit-map-complexity-heading = E_out({ $high }) − E_out({ $low })，σ² = { $sigma2 }
fit-map-cell-tip = N = { $n }，{ $second }：E_out 之差 { $overfit }（{ $runs } 次运行）
fit-map-scale-note = 朱红：较大的模型过拟合（它的 E_out 更高）；蓝：它更好。色标的两端是各格的第 90 百分位数，超出的格子用端点的颜色。
fit-curves-heading = 学习曲线，Q_f = { $q_f }，σ² = { $sigma2 }
fit-curves-error-axis = 期望误差
fit-curve-in = 样本内 { $g }
fit-curve-out = 样本外 { $g }
fit-figure = { $points }，{ $target }。{ $first }；{ $second }。{ $validation }
fit-figure-points = { $n } 个点，读作 (x, y)，x 从 −1 到 1
fit-figure-target = 目标函数 f 为虚线，次数 { $q_f }，所以 E_out 是精确的
fit-figure-no-target = 没有目标函数，所以 E_out 未知
fit-figure-fit = { $g } 画成{ $colour }：E_in = { $e_in }，E_out = { $e_out }
fit-figure-cv = Q = { $q } 的 { $folds } 折交叉验证：E_cv = { $e_cv }；按 E_cv 选出：{ $chosen }
fit-figure-cv-unchosen = Q = { $q } 的 { $folds } 折交叉验证：E_cv = { $e_cv }
fit-figure-no-cv = 没有交叉验证：{ $why }
fit-colour-first = 蓝色
fit-colour-second = 朱红色
fit-phone-tab = 拟合
fit-too-much-work = N·V 超过 { $most }：每次编辑点都要重新拟合，次数太多。请减小 V。
fit-choice-too-much = 未计算：N·V·11 超过 { $most }，每次编辑点都要重新拟合，次数太多。请减小 V。
fit-choice-lambda-heading = 按 E_cv 选择 λ，Q = { $q }
fit-choose-degree = 选择 Q
fit-choose-degree-tip = 用上面设定的 λ 对 Q = 0 … 10 做交叉验证，再在全部点上重新拟合 E_cv 最小的 Q。
fit-choose-lambda = 选择 λ
fit-choose-lambda-tip = 在验证的 Q 上对 λ = 0、10⁻⁴、10⁻³、10⁻²、0.1、1、10 做交叉验证，再在全部点上重新拟合 E_cv 最小的 λ。

## 第 16 讲的数据窥探，量出来。
fit-snooping-switch = 量一量数据窥探
fit-snooping-switch-tip = 在许多像这样的目标函数和点上，看测试集的误差来选 Q = 0 … 10，并报告这个误差（窥探）；对照在训练点上用 E_cv 选 Q、最后只测试一次（诚实）。每个估计都和选出的 g 的精确 E_out 放在一起比较。
fit-snooping-heading = 数据窥探，{ $draws } 次采样的中位数：Q_f = { $q_f }，σ² = { $sigma2 }，{ $n } 个训练点和 { $n } 个测试点
fit-snooping-snooped = 窥探
fit-snooping-snooped-tip = 在训练点上拟合每个 Q，留下测试误差最小的那个，并把这个测试误差当作 E_out 的估计报告出来。
fit-snooping-honest = 诚实
fit-snooping-honest-tip = 只在训练点上用 V 折 E_cv 选 Q，再把它的 g 在测试集上量一次。
fit-snooping-estimate = 估计
fit-snooping-estimate-tip = 作为 E_out 估计报告的测试误差：它在各次采样上的中位数。
fit-snooping-short = 低估了
fit-snooping-short-tip = E_out − 估计（两个中位数之差）：报告的数字有多乐观。
fit-snooping-note = 用中位数，因为在少数点上拟合的高次多项式偶尔会剧烈摆动，这样的一次采样会在平均数中压过其余各次采样。窥探的估计低了 { $short }：测试集选了 Q，它就不再能量 Q 了。诚实做法的测试集没有参与选择。

## Lectures 15–16 in the Fit workspace: a held-out D_val, the curve over K, sampling bias.
fit-region = x 的范围
fit-region-from = 起点
fit-region-to = 终点
fit-region-tip = 采样时 x 在这两个值之间均匀分布（不设时为 −1 到 1 全段）：只从一部分采样是有偏的样本，而 E_out 仍在整个 [−1, 1] 上量（第 16 讲的采样偏差）。
fit-region-note = 这些点的 x 只从 { $from } 到 { $to } 抽出（其余部分加了阴影）；E_out 在整个 [−1, 1] 上量：这是有偏的样本。
fit-holdout-tip = K，留作 D_val 的点数：所验证次数的 g⁻ 用其余 N − K 个点学习，在这 K 个点上量 E_val，g 再用全部 N 个点重新学习。0 表示不留。
fit-split-seeded = 按随机种子
fit-split-tip = 哪些点是 D_val：按点的顺序取最后 K 个，或按随机种子随机取 K 个。
fit-legend-g-minus = 不用 D_val 的 g⁻（Q = { $q }）；D_val 画圈
fit-legend-g-minus-tip = 虚线：g⁻，不用画圈的 D_val 点学习。面板给出它在这些点上的 E_val。
fit-held-heading = 留出：N = { $n } 个点中的 K = { $k } 个（{ $how }），Q = { $q }
fit-held-last = 最后 K 个
fit-held-seeded = 按随机种子选取
fit-held-e-in-tip = E_in：g⁻ 在它学习用的 N − K 个点上的，g 在全部 N 个点上的。
fit-held-e-val-tip = E_val(g⁻)：g⁻ 在它从没见过的 D_val 的 K 个点上的平方误差：E_out(g⁻) 的估计。
fit-held-note = g⁻ 用 D_train 学习；交出去的 g 再用全部 N 个点重新学习。
fit-figure-held = { $heading }：E_val(g⁻) = { $e_val }，E_out(g⁻) = { $e_out_minus }，E_out(g) = { $e_out }。
fit-study-over-k = 随 K 的验证
fit-study-over-k-tip = 第 15 讲的曲线：期望 E_val(g⁻)、E_out(g⁻) 和 E_out(g) 随 K 的变化，目标函数与上面设置的相同类型（其 Q_f、σ²、N），次数为所验证的 Q，在许多次采样上取平均。
fit-over-k-heading = 随 K 变化：N = { $n }，Q = { $q }，Q_f = { $q_f }，σ² = { $sigma2 }；每点为 { $runs } 次采样的平均
fit-over-k-e-val = E_val(g⁻)
fit-over-k-e-out-minus = E_out(g⁻)
fit-over-k-e-out-all = E_out(g)
fit-over-k-miss = 典型的 |E_val − E_out(g⁻)|
fit-over-k-rule = K = N/5
fit-over-k-note = 点线：E_val(g⁻) − E_out(g⁻) 在各次采样（每次都是新的目标函数和新的点）上的均方根。
fit-weights-switch = 权重空间：
fit-weights-switch-tip = 第 14 讲的图，画在 (w₀, w₁) 平面上：用 h(x) = w₀ + w₁·x 拟合这些点，取当前的 λ：E_in 的等高线、正则化的 w 所在的球，以及那里的 −∇E_in。
fit-lambdas-switch = 第二个拟合在 λ = 0、10⁻⁴、10⁻²、1 下并排
fit-lambdas-switch-tip = 第 14 讲的四幅图：以第二个拟合的次数在这些点上学习，权重衰减 λ = 0、10⁻⁴、10⁻² 和 1，各占一格，并给出各自的 E_in 与 E_out。
fit-lambdas-heading = { $g } 在四个 λ 下，同一组点
fit-lambdas-note = 每一格是同一组点、同一视野；这些点是 f 的采样时，f 以虚线画出。λ 越大，每个权重越被拉向 0：先去掉摆动，再把整个拟合压平。
fit-best-lambda-switch = 最佳 λ 与噪声：
fit-best-lambda-tip = 第 14 讲：30 个点的 15 次拟合，其期望 E_out 随权重衰减 λ 的变化，对许多次采样取平均；每个随机噪声（σ²）或确定性噪声（Q_f）水平一条曲线。使 E_out 最小的 λ 随噪声增大。
fit-best-lambda-off = 关
fit-best-lambda-stochastic = 随机噪声（σ²）
fit-best-lambda-deterministic = 确定性噪声（Q_f）
fit-best-lambda-heading = { $n } 个点的 { $q } 次拟合的期望 E_out 随 λ 的变化
fit-best-lambda-axis = 期望 E_out
fit-best-lambda-degree = { $q } 次的 f
fit-best-lambda-one = { $level }：最佳 λ = { $lambda }（E_out { $e_out }）
fit-best-lambda-runs = 已完成 { $done } / { $total } 次采样；同一条曲线上的每个 λ 用相同的采样。
fit-best-lambda-clipped = 视野只容纳曲线的低处：在 λ = 0 附近，E_out 比画出的更高（30 个点上 16 个权重）。
fit-weights-hidden = 关闭
fit-weights-l2 = L2 圆
fit-weights-l1 = L1 球
fit-weights-heading = h(x) = w₀ + w₁·x 的权重空间
fit-weights-hypothesis = 用 h(x) = w₀ + w₁·x 拟合这些点（Q = 1，与两个拟合的次数无关），λ 作用在两个权重上。
fit-weights-lambda-tip = 工作区的权重衰减 λ 和点数 N：正则化的 w 使 E_in + (λ/N)·Ω(w) 最小，Ω = wᵀw（L2）或 |w₀| + |w₁|（L1）。
fit-weights-w-lin-tip = E_in 的最小点，也是等高线的中心；E_in(w_lin) = { $e_in }。
fit-weights-c-tip = w_REG 所在的圆 wᵀw = C：这个 λ 对应约束 wᵀw ≤ C 里的 C。
fit-weights-ratio-tip = −∇E_in(w_REG) = (2λ/N)·w_REG：垂直于圆、平行于 w_REG，2λ/N = { $two_lambda_n }。
fit-weights-c1-tip = 在这个 λ 下 L1 的 w 所在的 L1 球 |w₀| + |w₁| ≤ C₁。
fit-weights-corner = 落在角上
fit-weights-corner-from = 从 λ = { $lambda } 起
fit-weights-corner-none = 从不（w_lin 已有一个权重为零）
fit-weights-corner-tip = 使 L1 的 w 有一个权重为零的最小 λ：它的椭圆在角上碰到球。权重衰减（L2）让两个权重都变小，但不会让任何一个变成零。
fit-weights-descent-tip = 正则化的 w 处的 −∇E_in，E_in 下降最快的方向：箭头的方向（长度不按比例）。
fit-weights-l1-ball = |w₀| + |w₁| = C₁
fit-weights-circle = wᵀw = C
fit-weights-touching = 过 w 的 E_in
fit-weights-levels = E_in 等高线
fit-weights-descent = w 处的 −∇E_in
fit-weights-hover = w = { $w }，E_in = { $e_in }
fit-weights-quantity = 量
fit-weights-value = 值
fit-weights-figure-l2 = w₀ + w₁·x 的权重空间，λ = { $lambda }：w_lin = { $w_lin }；w_REG = { $w } 在圆 wᵀw = C = { $c } 上，那里 −∇E_in = { $descent }，等于 (2λ/N)·w_REG，2λ/N = { $ratio }：垂直于圆。
fit-weights-figure-l1 = w₀ + w₁·x 的权重空间，λ = { $lambda }，L1：w_lin = { $w_lin }；L1 的 w = { $w } 在球 |w₀| + |w₁| = C₁ = { $c1 } 上；从 λ = { $corner } 起落在角上。
fit-weights-w-tip = 正则化的 w，在它的球上；E_in(w) = { $e_in }，即实线椭圆的高度，它在那里碰到球。
fit-weights-touching-tip = 过正则化的 w 的 E_in 等高线：它在那里碰到球，且不进入球内。
fit-weights-levels-tip = E_in 的其他等高线：E_in 是 w 的二次函数，所以是围绕 w_lin 的椭圆。
fit-weights-ball-tip = 这个 λ 所对应的约束允许的权重；正则化的 w 在它的边上。
fit-weights-w-lin-legend-tip = w_lin，E_in 的最小点（不加正则）。
fit-weights-w-legend-tip = 正则化的 w，以及从 0 指向它的箭头：它的方向。

## 平面上的分类
fit-mode-regression = 直线上的回归
fit-mode-regression-tip = 点是 (x, y)，拟合是 Q 次多项式 g(x)，用平方误差衡量（第 13 讲的实验）。
fit-mode-classification = 平面上的分类
fit-mode-classification-tip = 点是 x = (x₁, x₂)，标签为 ○ +1 与 × −1，拟合是边界 sign(wᵀΦ_Q(x)) = 0，Φ_Q 与“特征转换”工作区的相同，用 0/1 误差衡量：过拟合就是边界绕着噪声弯来弯去。
fit-plane-target-heading = 目标函数 f：带噪声标签的圆
fit-plane-flip-tip = p，标签噪声：在正方形 [−1, 1]² 上，f 在虚线圆 x₁² + x₂² = ½ 外为 +1、内为 −1，抽出的每个标签以概率 p 翻转。
fit-plane-seed-tip = 点及其翻转标签的随机种子：同一个随机种子抽出同样的点。
fit-plane-draw-tip = 用正方形上均匀分布的 N 个点替换现有的点，按圆标注，每个标签以概率 p 翻转（撤销可找回原来的点）。只要点保持抽取时的样子，E_out 就对照目标函数计算。
fit-plane-q-tip = 拟合的次数 Q：Φ_Q 把 x 变成所有满足 1 ≤ a + b ≤ Q 的勒让德多项式乘积 L_a(x₁)·L_b(x₂)（Φ₁₀ 有 65 个特征），g = sign(wᵀΦ_Q(x))。
fit-plane-lambda-tip = 对每个权重的权重衰减 λ ≥ 0：线性回归取 w_REG = (ZᵀZ + λI)⁻¹Zᵀy；逻辑回归在交叉熵误差下沿 E_in + (λ/N)·wᵀw 下降。0 即不加正则。
fit-plane-linear = 线性回归
fit-plane-linear-tip = 在标签 ±1 上求 w_REG = (ZᵀZ + λI)⁻¹Zᵀy，按其符号分类：一次求解。
fit-plane-logistic = 逻辑回归
fit-plane-logistic-tip = 从 w = 0 出发在增广误差 E_in + (λ/N)·wᵀw 上做梯度下降，每步 w ← w − η·∇，η 固定且保证误差不会上升；‖∇‖ ≤ 10⁻⁶ 或走满 10 000 步时停止。
fit-plane-legend-target-tip = 目标函数的边界，圆 x₁² + x₂² = ½（虚线）：f 在圆外为 +1。
fit-plane-legend-g-tip = 这个次数在全部点上的拟合的边界 wᵀΦ_Q(x) = 0，带权重衰减 λ。
fit-plane-e-in-tip = E_in，落在拟合边界错误一侧的点所占的比例（0/1 误差）。
fit-plane-e-out-tip = E_out，目标函数的一个新点连同其带噪声的标签落在错误一侧的概率：p + (1 − 2p)·P[g ≠ f]。
fit-plane-e-out-estimated = E_out = p + (1 − 2p)·P[g ≠ f]，p = { $flip }：这些点是从目标函数抽出的；P[g ≠ f]，即 g 与 f 不一致的面积，用 { $samples } 个新点估计（两个拟合用同一批点）。
fit-plane-descent-converged = { $g }：梯度下降走了 { $steps } 步，‖∇‖ = { $gradient }。
fit-plane-descent-capped = { $g }：梯度下降走满 { $steps } 步后停止，‖∇‖ = { $gradient }，仍大于 10⁻⁶。
fit-plane-descent-unbounded = λ = 0 且 Φ_Q 能把这些点分开时，交叉熵误差没有最小的 w：w 越长，它就一直下降。
fit-plane-figure = 平面上的 { $n } 个点，标签为 ○ +1 与 × −1，用{ $learner }拟合，λ = { $lambda }，目标函数的圆为虚线。{ $first }；{ $second }。{ $source }
fit-plane-colour-first = 蓝绿色
fit-plane-colour-second = 橙色
