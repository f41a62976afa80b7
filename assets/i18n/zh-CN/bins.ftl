# 我们能学习吗？一个罐子里的弹珠、Hoeffding 不等式、抛硬币游戏（第 3–4 讲），以及第 8 讲的点权重（加权口袋算法）。

## 超出范围的设置。
bins-error-mu = μ 必须介于 0 和 1 之间，而不是 { $mu }
bins-error-eps = ε 必须是正数，而不是 { $eps }
bins-error-count = --{ $what } 至少为 1

## 点的权重。
bins-weight-invalid = 第 { $point } 个点的权重必须是 ≥ 0 的数，而不是 { $value }
bins-weight-invalid-cost = 代价必须是 ≥ 0 的数，而不是 { $value }
bins-weight-all-zero = 所有权重都是 0：E_in^w 将除以 0
bins-weight-length = { $weights } 个权重对应 { $points } 个点：请按点的顺序为每个点给一个权重
bins-weight-not-taken = 只有口袋算法接受点的权重（--algo pocket）
bins-weight-random-order = 加权口袋算法按权重成比例的概率抽取错误：它只接受随机顺序
bins-weight-not-a-number = 第 { $line } 行：“{ $text }”不是数
bins-cost-format = “{ $text }”不是代价矩阵：请写出错误接受和错误拒绝的代价，如 1,10（超市）或 1000,1（CIA）
bins-e-in-weighted = E_in^w：{ $error }（每个错误按其点的权重计）

## linlab hoeffding。
bins-hoeffding-bin = 罐子 μ = { $mu }，样本大小 N = { $n }，ε = { $eps }：{ $trials } 个样本（随机种子 { $seed }）
bins-hoeffding-measured = 实测 P[|ν − μ| > ε] = { $measured }（标准误 { $error }）
bins-hoeffding-exact = 精确的二项分布尾概率 = { $exact }
bins-hoeffding-bound = Hoeffding 界 2·exp(−2ε²N) = { $bound }

## linlab coins。
bins-coins-game = { $coins } 枚硬币 × 每枚 { $flips } 次，{ $runs } 轮（随机种子 { $seed }）
bins-coins-line = { $coin }：均值 { $mean }（精确值 { $exact }）；按正面次数 0、1、… 的轮数：{ $histogram }
bins-coins-all-heads = 有硬币 { $flips } 次全是正面：占 { $measured } 的轮次（精确值 { $exact }）
