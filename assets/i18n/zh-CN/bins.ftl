# 我们能学习吗？一个罐子里的弹珠、Hoeffding 不等式、抛硬币游戏（第 3–4 讲），以及第 8 讲的点权重（加权口袋算法）。

## 超出范围的设置。
bins-error-mu = μ 必须介于 0 和 1 之间，而不是 { $mu }
bins-error-eps = ε 必须是正数，而不是 { $eps }
bins-error-count = --{ $what } 至少为 1

## 点的权重。
bins-weight-invalid = 第 { $point } 个点的权重必须是 ≥ 0 的数，而不是 { $value }
bins-weight-invalid-cost = 代价必须是 ≥ 0 的数，而不是 { $value }
bins-weight-all-zero = 所有权重都是 0：E_inʷ 将除以 0
bins-weight-length = { $weights } 个权重对应 { $points } 个点：请按点的顺序为每个点给一个权重
bins-weight-not-taken = 只有口袋算法、线性回归和逻辑回归接受点的权重（--algo pocket、linreg、logistic-gd 或 logistic-sgd）
bins-weight-random-order = 抽取点的加权学习算法（口袋算法、逻辑回归 SGD）按权重成比例的概率抽取每个点：它只接受随机顺序
bins-weight-not-a-number = 第 { $line } 行：“{ $text }”不是数
bins-cost-format = “{ $text }”不是代价矩阵：请写出错误接受和错误拒绝的代价，如 1,10（超市）或 1000,1（CIA）
bins-e-in-weighted = E_inʷ：{ $error }（每个错误按其点的权重计）

## linlab hoeffding。
bins-hoeffding-bin = 罐子 μ = { $mu }，样本大小 N = { $n }，ε = { $eps }：{ $trials } 个样本（随机种子 { $seed }）
bins-hoeffding-measured = 实测 P[|ν − μ| > ε] = { $measured }（标准误 { $error }）
bins-hoeffding-exact = 精确的二项分布尾概率 = { $exact }
bins-hoeffding-bound = Hoeffding 界 2·exp(−2ε²N) = { $bound }

## linlab coins。
bins-coins-game = { $coins } 枚硬币 × 每枚 { $flips } 次，{ $runs } 轮（随机种子 { $seed }）
bins-coins-line = { $coin }：均值 { $mean }（精确值 { $exact }）；按正面次数 0、1、… 的轮数：{ $histogram }
bins-coins-all-heads = 有硬币 { $flips } 次全是正面：占 { $measured } 的轮次（精确值 { $exact }）

## 罐子工作区。
bins-workspace = 罐子
bins-workspace-tip = 我们能学习吗？一罐弹珠与 Hoeffding 不等式、抛硬币游戏，以及每个假设一个罐子与联合界
bins-section-one = 一个罐子
bins-section-coins = 抛硬币游戏
bins-section-many = 多个罐子
bins-seed = 随机种子
bins-start-again = 重新开始
bins-drawn-on-open = 打开时抽取
bins-drawn-on-open-tip = 每个部分打开时按随机种子抽取的样本数（或轮数）：课件的场景打开时图上已有数据
bins-stage-settings = 设置
bins-mu-tip = μ，罐中橙色弹珠的比例（样本要估计的未知量）
bins-n-tip = N，每个样本中的弹珠数
bins-eps-tip = ε，容差：|ν − μ| > ε 的样本是坏样本
bins-m-tip = M，假设的个数：每个假设一个罐子
bins-draw-one = 抽一个样本
bins-draw-many = 抽 1,000 个
bins-draw-hundred = 抽 100 个
bins-drawing = 还有 { $left } 个要抽…
bins-playing = 还有 { $left } 轮要玩…
bins-marble-orange = 橙色
bins-marble-green = 绿色
bins-one-explanation = 罐中橙色弹珠的比例是 μ。N 个弹珠的样本中橙色的比例是 ν。Hoeffding 不等式：无论 μ 是多少，P[|ν − μ| > ε] ≤ 2·exp(−2ε²N)。
bins-the-bin = 罐子（μ = { $mu }）
bins-the-sample = 上一个样本（其 { $n } 个弹珠中的 { $shown } 个）
bins-no-sample = 还没有样本：抽一个吧。
bins-sample-nu = ν = { $orange }/{ $n } = { $nu }，|ν − μ| = { $gap }：{ $verdict }
bins-sample-good = 好样本（|ν − μ| ≤ ε）
bins-sample-bad = 坏样本（|ν − μ| > ε）
bins-histogram-heading = { $samples } 个样本的 ν
bins-three-at-eps = 在此 ε：实测 P[|ν − μ| > ε] = { $measured }（来自 { $samples } 个样本）· 精确的二项分布尾概率 = { $exact } · Hoeffding 界 = { $bound }
bins-over = 横轴
bins-over-eps-note = 由已抽的 { $samples } 个样本实测，N = { $n }；界在 1 处截断，超过 1 时它给不出任何保证。
bins-over-n-note = 每个 N 用 { $trials } 个新样本实测，ε = { $eps }；界在 1 处截断。
bins-one-status = { $samples } 个样本 · 实测 { $measured } · 精确 { $exact } · 界 { $bound }
bins-plot-count = 样本数
bins-plot-bad-region = |ν − μ| > ε
bins-plot-samples = 实测
bins-plot-expected = 期望（精确）
bins-plot-mean = ν 的均值
bins-plot-measured = 实测
bins-plot-exact = 精确的二项分布尾概率
bins-plot-bound = Hoeffding 2·exp(−2ε²N)（截于 1）

## 抛硬币游戏。
bins-coins = 硬币数
bins-flips = 每枚抛掷次数
bins-coins-tip = C，每轮抛掷的公平硬币数
bins-flips-tip = F，每枚硬币的抛掷次数（ν 是其中正面的比例）
bins-play-one = 玩一轮
bins-play-many = 玩 100 轮
bins-coins-explanation = 每轮把每枚硬币都抛一遍；ν₁ 是第一枚硬币正面的比例，ν_rand 是随机选出的一枚的，ν_min 是正面最少的一枚的。Hoeffding 不等式对 ν₁ 和 ν_rand 成立（各是抛掷前就固定的一枚硬币），对 ν_min 不成立（看过结果才选出）。
bins-coins-heading = { $coins } 枚硬币 × 每枚 { $flips } 次：{ $runs } 轮
bins-coin-line = { $coin }：均值 { $mean }（精确值 { $exact }）· P[|ν − ½| > ε] = { $measured }，界 { $bound }：{ $verdict }
bins-coin-bound-holds = Hoeffding 不等式成立（这枚硬币在抛之前就选定了）
bins-coin-no-runs = 还没有抛过
bins-coin-bound-fails = 界不成立：这枚硬币是按它的样本选出的
bins-coin-bound-not-promised = 这里界没有保证
bins-coin-stage-line = { $coin }：均值 { $mean } · P[|ν − ½| > ε] = { $measured }，界 { $bound }：
bins-coin-stage-verdict = { $verdict }
bins-coin-holds-short = 成立
bins-coin-fails-short = 不成立
bins-coin-not-promised-short = 没有保证
bins-coins-least-mean = ν_min 的均值是 { $mean }；轮数多了它趋近 { $exact }（1,000 枚硬币 × 10 次时约为 0.0376），远离 μ = 0.5。
bins-coins-status = { $runs } 轮 · ν₁ 均值 { $first } · ν_rand { $random } · ν_min { $least }
bins-class-heading = 150 名学生每人抛硬币 5 次
bins-class-one = 抛一次
bins-class-many = 抛 100 次
bins-class-result = 在 { $rounds } 次中，有人得到 5 次正面的比例是 { $measured }；1 − (31/32)¹⁵⁰ = { $exact }。

## 多个罐子。
bins-many-explanation = 每条直线 h 是一个罐子：μ = E_out(h) 是它在整个正方形上相对目标直线的误差，ν = E_in(h) 是它在 N 个点的样本上的误差。|E_in(h) − E_out(h)| > ε 时样本对 h 是坏的；样本对某个 h 是坏的概率至多为 2M·exp(−2ε²N)。
bins-many-union = 对某个 h 是坏的：{ $samples } 个样本中有 { $bad } 个（{ $measured }）≤ 2M·exp(−2ε²N) = { $bound }（M = { $m }）
bins-many-chosen = 每个样本上 E_in 最小的 h：E_in 均值 = { $e_in }，E_out 均值 = { $e_out }。它是按样本选出的，E_in 偏低。
bins-many-bad-column = 坏样本数
bins-many-status = { $samples } 个样本 · 对某个 h 是坏的 { $measured } · 联合界 { $bound }
bins-many-towards-dichotomies = 平面上的每条直线都是一个假设：M 是无穷大，2M·exp(−2ε²N) 什么也说明不了。但在 N = { $n } 个点上，直线至多产生 m_H(N) = N² − N + 2 = { $growth } 种不同的二分，而不是 2ᴺ = { $all } 种。接下来的讲座用 m_H 取代 M。
bins-many-towards-dichotomies-all = 平面上的每条直线都是一个假设：M 是无穷大，2M·exp(−2ε²N) 什么也说明不了。在 N = { $n } 个点上（无三点共线），直线能产生全部 2ᴺ = { $all } 种二分；从 N = 4 起，至多 m_H(N) = N² − N + 2 种，少得多。接下来的讲座用 m_H 取代 M。
bins-many-open-dichotomies = 数一数二分 →
bins-many-open-dichotomies-tip = “二分”工作区：直线对窗口中的点产生的二分，以及 m_H(N) 与 2ᴺ 的对比。
bins-plot-hypotheses = 假设
bins-plot-chosen = 样本上误差最小的 h
bins-plot-target = 目标 f

## 给屏幕阅读器。
bins-figure-name = 罐子工作区的图
bins-figure-one = 罐子 μ = { $mu }，样本大小 N = { $n }，ε = { $eps }。已抽 { $samples } 个样本；ν 的直方图在 ν = { $peak } 处最高（{ $count } 个样本）；有 { $bad } 个样本 |ν − μ| > ε。实测 P[|ν − μ| > ε] = { $measured }，精确的二项分布尾概率 { $exact }，Hoeffding 界 { $bound }。
bins-figure-coins = { $coins } 枚硬币 × 每枚 { $flips } 次，{ $runs } 轮。ν 的均值：第一枚 { $first }，随机一枚 { $random }，正面最少的一枚 { $least }。|ν − ½| > ε 的轮次比例：{ $bad_first }、{ $bad_random } 和 { $bad_least }，Hoeffding 界为 { $bound }。
bins-figure-many = 正方形上有 { $m } 条直线和一条目标直线；{ $samples } 个样本，每个 { $n } 个点。对某条直线是坏的：{ $measured }，联合界为 { $bound }。每个样本上误差最小的直线：样本内误差均值 { $e_in }，样本外误差均值 { $e_out }。
bins-table-many = 各假设的罐子
bins-table-histogram = ν 的直方图
bins-table-coins = 抛硬币游戏各轮按 ν 计
bins-table-random = 随机硬币的 ν
bins-table-least = 最少正面的 ν

## 讲座中关于罐子的练习。
bins-task-kind = 罐子的界（Hoeffding 不等式、联合界、五次正面）
bins-task-right = 对：{ $formula } = { $value }。
bins-task-wrong = 不太对：{ $formula } = { $value }，而不是 { $given }。
