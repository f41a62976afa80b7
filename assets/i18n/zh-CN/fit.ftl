## 过拟合、正则化与验证（第 13–15 讲）：核心与命令行的文字。
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
