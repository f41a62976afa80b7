# 学习核心与命令行：有问题的文件、课例与链接，学习算法与误差函数的名称，线性可分性，
# 以及 `linlab train` 的小结。

## 读取点文件：在哪里（文件、行、列），出了什么问题。
core-read-error-in-file = { $file }：{ $problem }
core-read-error-at-line = { $file }，第 { $line } 行：{ $problem }
core-read-error-at-column = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-read-error-in-column = { $file }，第 { $column } 列：{ $problem }
core-read-not-found = 文件不存在
core-read-permission-denied = 权限不足：不允许读取此文件
core-read-is-directory = 这是一个文件夹，不是文件
core-read-unreadable = 无法读取该文件：{ $reason }
core-read-not-text = 不是文本文件：点文件应以文本形式写出数字
core-read-utf16 = 该文件是 UTF-16 文本；请另存为 UTF-8（或纯 ASCII）文本
core-read-empty = 文件是空的：没有任何点
core-read-no-points-after-header = 第 { $line } 行的表头之后没有任何点
core-read-no-points = 没有任何点，只有空行或 # 注释
core-read-no-features = 每行至少需要一个特征和一个标签，如 `x1 … xd y`
core-read-ragged-row = 这一行有 { $fields } 个字段，但第 { $expected_line } 行有 { $expected } 个；每行的字段数必须相同
core-read-empty-field = 此字段为空；这里应当是一个数
core-read-not-a-number = “{ $text }”不是数
core-read-not-finite = “{ $text }”不是有限数；每个值都必须是普通的数
core-read-overflow = “{ $text }”太大，无法存储（超出 ±1.8e308）
core-read-bad-label = 标签“{ $text }”不是 +1 或 −1，而且是唯一的标签：分类需要两种标签（+1/−1、0/1，或任意两种，按排序读作 −1/+1）
core-read-third-label = 标签“{ $text }”是“{ $first }”和“{ $second }”之后的第三种标签：二分类只接受两种标签（多类别请用一对多、一对一或结构化感知机）
core-read-too-many-classes = 标签“{ $text }”超出了类别上限：linlab 最多读取 { $max } 类
core-read-mixed-labels = 标签“{ $text }”不能与第 { $other_line } 行的标签 { $other } 混用：标签要么是 +1/−1，要么是 0/1
core-read-bad-pair = “{ $text }”不是 LIBSVM 特征；应写成 index:value，例如 3:0.25
core-read-bad-index = 特征序号“{ $text }”不是 ≥ 1 的整数
core-read-index-zero = 特征序号为 0：LIBSVM 的序号从 1 开始
core-read-index-order = 特征序号 { $index } 出现在 { $previous } 之后；同一行中的序号必须递增
core-read-too-many-values = { $points } 个点、每点 { $features } 个特征，数值总数超出了 linlab 的容量（至多 { $max } 个）；是不是某个特征序号过大？

## 读取文件时做了什么处理。
core-read-labels-mapped = 标签 0/1 已读作 −1/+1
core-read-labels-mapped-pair = 标签 { $minus }/{ $plus } 已按排序读作 −1/+1：{ $minus } 为 ×（−1），{ $plus } 为 ○（+1）
core-read-header-label = 第 { $line } 行被读作表头；标签在“{ $column }”列
core-read-header-last-column = 第 { $line } 行被读作表头；没有名为 y 或 label 的列，因此以最后一列“{ $column }”为标签

## 学习算法无法使用的点。
core-data-empty = 没有任何点
core-label-positive = ○（+1）
core-label-negative = ×（−1）
core-data-one-class = 全部 { $count } 个点都是 { $label }；分类需要同时有 ○（+1） 和 ×（−1） 两类
core-data-wrong-dimension = 点 { $index } 有 { $got } 个特征，应为 { $expected } 个
core-data-not-finite = 点 { $index } 有一个值不是有限数（{ $value }）
core-data-bad-label = 点 { $index } 的标签是 { $label }；标签只能是 +1 或 −1
core-data-no-features = 点至少需要一个特征

## 课例与链接。
core-lesson-io = { $file }：{ $problem }
core-lesson-json = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-lesson-not-a-lesson = { $file } 不是 linlab 课例（其格式为 { $found }）
core-lesson-too-new = { $file } 由更新版本的 linlab 写成（课例版本 { $found }；本版本最多读取版本 { $version }）
core-lesson-bad-link = { $file }：链接已损坏：{ $problem }
core-lesson-bad-point = { $file }：点 { $index }：{ $problem }
core-link-bad-character = 位置 { $index } 上的字符（{ $found }）不是 base64url 字符
core-link-bad-length = 其长度（{ $length } 个字符）不可能是 base64
core-link-not-text = 解码结果不是文本（UTF-8）
core-link-damaged = 压缩数据已损坏或被截断
core-link-too-large = 解压后超过 { $max } 字节
core-script-io = { $file }：{ $problem }
core-script-too-large = { $file } 有 { $bytes } 字节；脚本至多 { $max } 字节
core-script-not-fetched = { $file } 尚未从服务器取到
core-script-json = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-script-not-a-script = { $file } 不是 linlab 脚本（其格式为 { $found }）
core-script-too-new = { $file } 由更新版本的 linlab 写成（脚本版本 { $found }；本版本最高读取 { $version }）
core-script-scene-count = { $file } 有 { $count } 个场景；脚本应有 1 到 { $max } 个
core-script-scene = { $file }，场景 { $scene }：{ $problem }
core-script-bad-link = { $file }：链接已损坏：{ $problem }
core-script-scene-not-object = 场景必须是 JSON 对象
core-script-scene-state = 场景要么给出完整的 "state"，要么（第一个场景之后）给出相对上一场景的 "changes"，不能两者都给
core-script-take-home-scene = 场景 { $scene } 没有练习，却有它的答案
core-script-take-home-kind = 场景 { $scene } 的答案与它的练习要求的类型不符
core-task-coins-h = 正
core-task-coins-t = 反
core-task-coins-counted = { $flips } 次里 { $heads } 次正面：已计入全班。
core-task-coins-not-a-count = 不是 { $flips } 次抛掷的正面次数（0 到 { $flips } 的整数）
core-script-state = 其状态
core-script-too-many-points = { $n } 个点；一个场景至多 { $max } 个点
core-script-t-too-large = t = { $t }；场景至多要求 t = { $max }
core-script-too-many-highlights = { $count } 个标注；一个场景至多 { $max } 个
core-script-ring-point = 标注 { $highlight } 圈出点 { $point }，但该场景只有 { $n } 个点（从 1 编号）
core-script-not-finite = 标注 { $highlight } 的坐标不是有限数
core-script-bad-speed = steps_per_second 必须是 ≥ 0 的有限数
core-script-check-missing-language = 缺少 { $language } 文本（脚本标题所用的语言）
core-script-check-stops-early = 学习器在 t = { $reached } 停止（预算用尽或发散），到不了 t = { $t }

## 学习算法，以及它们拒绝的设置。
core-algorithm-pla = PLA
core-algorithm-pocket = 口袋算法
core-algorithm-logistic-sgd = 逻辑回归（SGD）
core-algorithm-logistic-gd = 逻辑回归（GD）
core-algorithm-linreg = 线性回归
core-algorithm-linreg-sgd = 线性回归（SGD）
core-algorithm-averaged = 平均感知机
core-algorithm-voted = 投票感知机
core-algorithm-svm = 支持向量机（SMO）
core-algorithm-hinge-sgd = 合页损失 SGD
core-algorithm-kernel-perceptron = 核感知机
core-settings-eta-not-positive = 学习率 η 必须是正数，不能是 { $eta }
core-settings-eta-too-large = 学习率 η = { $eta } 过大（至多 { $max }）；试试 0.1 或 1
# $allowed 与 $order 是 --order 所取的值：cyclic、random-cycle、random。
core-settings-order = { $algorithm }：检查顺序（`--order`）只能是 { $allowed }，不能是 { $order }
core-settings-no-order = { $algorithm }：不按特定顺序检查各点，不能用 { $order }
core-settings-order-or = { $first } 或 { $second }

## 关于正确度分数 y·s 的误差函数。
core-measure-zero-one = 0/1 误差
core-measure-squared = 平方误差
core-measure-cross-entropy = 交叉熵（ln）
core-measure-scaled-cross-entropy = 缩放交叉熵（log₂）
core-measure-hinge = 合页损失
core-measure-perceptron = 感知机误差

## 线性可分性，以及点为何线性不可分（点从 1 开始编号）。
core-theory-list-separator = 、
core-theory-list-and = { $init } 和 { $last }
core-theory-same-place = ○ 点 { $plus } 与 × 点 { $minus } 位置相同，任何直线都无法把它们分到两侧。
core-theory-on-segment = { $class } 点 { $point } 位于 { $other } 点 { $ends } 之间的线段上，因此任何让这两个 { $other } 点位于同一侧的直线，也会让它位于这一侧（或落在线上）。
core-theory-in-triangle = { $class } 点 { $point } 位于 { $other } 点 { $corners } 构成的三角形内，因此任何让这三个点位于同一侧的直线，也会让它位于这一侧。
core-theory-crossing = ○ 点 { $plus } 之间的线段与 × 点 { $minus } 之间的线段相交：若一条直线让两个 ○ 位于一侧、两个 × 位于另一侧，它就必须把交点与其自身分开。
core-theory-hulls-meet = ○ 点 { $plus } 的某个加权平均（在舍入误差内）等于 × 点 { $minus } 的某个加权平均，因此没有超平面能把它们分开。
core-theory-separable = 线性可分：最宽的分隔线与每个点的距离都至少为 ρ = { $rho }（在增广空间中，R = { $radius }），因此 PLA 从 w = 0 出发，至多 R²/ρ² = { $bound } 次更新后就会停止。
core-theory-separable-numeric = 线性可分（在相对容差 10⁻⁹ 内）：最宽的分隔线与每个点的距离都至少为 ρ = { $rho }（在增广空间中，R = { $radius }），因此 PLA 从 w = 0 出发，至多 R²/ρ² = { $bound } 次更新后就会停止。
core-theory-separable-below-precision = 线性可分，但只是勉强可分：间隔小于浮点数所能分辨的程度，因此 PLA 的保证 R²/ρ² 远超任何实际可行的更新次数。
core-theory-not-separable = 线性不可分：{ $witness }PLA 永远不会停止；试试口袋算法。
core-theory-no-points = 没有任何点。
core-theory-too-close = 难以判定：两类点的凸包相距 { $gap }，在舍入误差之内。
core-theory-undecided = 无法判定是否线性可分（内部不一致）。

## 命令行（`linlab train`）：小结与提示。学习算法与顺序用命令行所取的名字。
core-cli-unknown-language = { $tag }：可选的语言为 en、zh-CN 和 zh-TW
core-cli-iterations-not-logistic = --iterations 只计逻辑回归的步数；{ $algo } 请用 --max-updates 或 --epochs
core-cli-dimensions-differ = { $test } 每个点有 { $test_d } 个特征，而 { $data } 有 { $data_d } 个：二者必须一致
core-cli-in-file = { $file }：{ $message }
core-cli-summary-run = 在 { $file } 上运行 { $learner }：N = { $n }，d = { $d }
# 摘要开头列出学习算法所用的设置（只列它用到的）。
core-cli-list-separator = 、
core-cli-summary-eta = η = { $eta }
core-cli-summary-seed = 随机种子 { $seed }
core-cli-summary-kernel-linear = 线性核
core-cli-summary-kernel-gaussian = 高斯核 σ² = { $sigma2 }
core-cli-summary-kernel-poly = 多项式核 ({ $gamma }·xᵀx′ + { $coef0 })^{ $degree }
core-cli-summary-penalty = C = { $c }
core-cli-summary-hard-margin = 硬间隔（C = ∞）
core-cli-summary-tol = 容差 { $tol }
core-cli-summary-converged-svm = { $updates } 对更新后收敛：最大 KKT 违反量 { $gap } 已在容差 { $tol } 之内
# 答案 g：直线用它的名字，核展开照它本来的样子写出。
core-cli-answer-w = g = w
core-cli-answer-pocket = g = ŵ
core-cli-answer-averaged = g = w̄
core-cli-answer-voted = g ≈ w̄（最接近投票结果的直线）
core-cli-summary-expansion = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)
core-cli-summary-expansion-points = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)，基于 { $support } 个 αₙ > 0 的点，b = { $b }
core-cli-primal-infeasible = —（w 尚不可行）
core-cli-summary-solved = 以闭式解一步求出
core-cli-summary-converged = { $updates } 次更新后收敛：没有误分类点了
core-cli-summary-diverged = { $updates } 次更新后发散：下一次更新会使 w 变为无穷大；w 是最后一个有限的权重向量（试试更小的 η）
core-cli-summary-stalled = { $updates } 次更新后停滞，最大 KKT 违反量 { $gap } 高于容差 { $tol }：{ $reason ->
        [rounds-to-nothing] 下一对的更新在浮点运算中舍入为零
        [dual-stops-rising] 在最近 { $steps } 次更新中 D(α) 的增幅小于其舍入误差（KKT 违反量已降到核函数数值尺度的舍入误差量级）
       *[gap-stops-falling] 最大的 KKT 违反量已有 { $steps } 次更新没有下降（核矩阵近乎奇异；试试更大的 --tol、更小的 --c 或更小的核函数尺度）
    }
core-cli-summary-budget = 已停止：{ $updates } 次更新后用完预算（可调大 --max-updates、--epochs 或 --iterations）
core-cli-summary-visits = { $what }；共检查 { $visits } 次
core-cli-summary-weights = { $label } = { $weights }   （w0 是偏置）
core-cli-summary-errors = 0/1 误差 { $zero_one }   平方误差 { $squared }   交叉熵 { $cross_entropy }
core-cli-note = 注意：{ $notice }
core-cli-timings = 用时：读取 { $read } 毫秒 · 学习 { $learn } 毫秒 · 报告 { $report } 毫秒
core-axis-format = “{ $text }”不是一个坐标轴：请写成 LO:HI:N，例如 -3:3:200
core-axis-range = 从 { $lo } 到 { $hi } 的坐标轴是空的：LO 必须是小于 HI 的数
core-axis-samples = { $n } 个采样点：一个坐标轴可取 2 到 { $max } 个
core-surface-dimension = 权重空间的切片是 (w₁, w₂) 平面：需要 d = 2 的点，而这些点的 d = { $d }
core-surface-w0 = w₀ = { $w0 } 不是一个数
core-surface-no-points = 没有点：E_in 没有定义
core-surface-summary = E_in（{ $measure }）：w₀ = { $w0 }，w₁ 从 { $w1_lo } 到 { $w1_hi }（{ $w1_n } 个值），w₂ 从 { $w2_lo } 到 { $w2_hi }（{ $w2_n } 个值），N = { $n } 个点
core-surface-lowest = 网格上的最低点：E_in = { $e_in }，位于 (w₁, w₂) = ({ $w1 }, { $w2 })
core-surface-minimiser = 此切片中平方误差的最小值点：(w₁, w₂) = ({ $w1 }, { $w2 })，E_in = { $e_in }
core-surface-rows = 行：w₂ 从 { $w2_lo } 到 { $w2_hi }；列：w₁ 从 { $w1_lo } 到 { $w1_hi }
core-cli-error = 错误：{ $message }
core-cli-json-failed = 无法写出 JSON：{ $problem }
core-cli-window-failed = 无法打开窗口：{ $problem }
core-cli-no-window = （此构建不含窗口：请启用默认的 `gui` feature 构建）
core-cli-class-no-lecture = 没有 id 为 { $id } 的内置讲座（见 `linlab script list`）
core-cli-class-report-written = 课堂报告已写入 { $path }，每位学生带回家的讲座在它旁边（take-home）。
core-cli-class-report-no-lecture = 保存在 { $folder } 的课堂没有播放内置讲座：它的报告在窗口中结束课堂时写出
core-cli-class-no-page = { $dir } 中还没有构建好的学生页面：请先运行 `trunk build --release`（课堂照常开始；打开地址的页面会看到这条提示）

## 聚类（K 均值）与主成分分析（PCA）：不接受的设置与点。
core-cluster-no-points = 没有任何点
core-cluster-no-features = 点至少需要一个特征
core-cluster-ragged = { $values } 个数无法排成每行 { $dim } 个特征
core-cluster-not-finite = 点 { $point } 含有不是有限数的值（{ $value }）
core-cluster-no-clusters = K 至少为 1 个簇
core-cluster-too-many-clusters = K = { $k } 个簇至少需要 { $k } 个点，而这里只有 { $points } 个
core-cluster-wrong-centres = 为中心给出了 { $got } 个数，需要的是 { $expected } 个（K 个中心，每个 d 个坐标）
core-cluster-centre-not-finite = 中心 { $centre } 含有不是有限数的值
core-cluster-no-runs = 至少需要运行一次
core-cluster-cancelled = 在结束前停止
core-cluster-too-large = 数值太大：其平方会溢出（请保持在 ±1e150 以内）
core-pca-no-components = 主成分数目 K 至少为 1
core-pca-too-many-components = 要求 K = { $k } 个主成分，但这些点只有 d = { $dim } 维

## 命令行（`linlab cluster`、`linlab pca`）：小结。
core-cli-cluster-run = 在 { $file } 上运行 K 均值，K = { $k }，初始化 { $init }，随机种子 { $seed }：N = { $n }，d = { $d }
core-cli-cluster-converged = { $iterations } 次迭代后收敛：没有点再改变所属的簇
core-cli-cluster-budget = 已停止：用完 --iterations 允许的 { $iterations } 次迭代，仍有点在改变所属的簇（可调大 --iterations）
core-cli-cluster-cost = J = { $cost }   （每个点到其所属簇中心的平均平方距离）
core-cli-cluster-centre = 中心 { $index } = { $centre }   （{ $size } 个点）
core-cli-cluster-centre-empty = 中心 { $index } = { $centre }   （空簇：没有点，中心留在原处）
core-cli-pca-run = 在 { $file } 上做主成分分析：N = { $n }，d = { $d }，K = { $k }
core-cli-pca-mean = 均值 = { $mean }
core-cli-pca-axis = 主成分 { $index } = { $axis }   特征值 λ = { $eigenvalue }，占方差的 { $ratio }
core-cli-pca-retained = 前 { $k } 个主成分保留了 { $retained } 的方差；重构误差比为 { $error }

## 多类别学习。
core-multiclass-too-few-classes = 这些点只有 { $classes } 类；学习至少需要两类
core-multiclass-empty-class = 类别“{ $label }”没有点；每一类至少需要一个点
core-multiclass-too-many-classes = 不同的标签超过 { $max } 种：linlab 最多读取 { $max } 类
core-multiclass-no-classes = 读取这些点时没有把标签当作类别
core-multiclass-row-count = { $points } 个点，却有 { $labels } 个标签
core-multiclass-no-such-class = 有一个点属于类别 { $class }，但这个类别不存在
core-multiclass-unknown-class = 标签“{ $label }”不是训练文件中的类别
core-multiclass-structured-settings = 结构化（多类别）感知机就是从 w = 0 开始、按循环顺序的 PLA：请用 --algo pla、--order cyclic 和 --init zero

## linlab train --multiclass。
core-cli-multiclass-missing = --multiclass 需要一种方法：ova、ovo 或 structured
core-cli-multiclass-run = 在 { $file } 上以 { $algo } 运行 { $method }，η = { $eta }，随机种子 { $seed }：N = { $n }，d = { $d }，类别 { $classes }
core-cli-multiclass-class-weights = 类别 { $class }：w = { $weights }
core-cli-multiclass-pair-weights = { $first } 对 { $second }：w = { $weights }   （{ $first } 为 ○（+1））
core-cli-multiclass-errors = 多类别 0/1 误差 { $zero_one }
core-settings-svm-c = 惩罚系数 C 必须是有限的正数（或选择硬间隔），不能是 { $c }
core-settings-svm-sigma2 = 高斯核的 σ² 必须是有限的正数，不能是 { $sigma2 }
core-settings-svm-gamma = 多项式核的 γ 必须是有限的正数，不能是 { $gamma }
core-settings-svm-coef0 = 多项式核的 c₀ 必须是有限的数，不能是 { $coef0 }
core-settings-svm-degree = 多项式核的次数必须在 1 到 { $max } 之间，不能是 { $degree }
core-settings-svm-tol = 容差必须是有限的正数，不能是 { $tol }
core-cli-flag-unused = { $flag } 不适用于 --algo { $algo }
core-cli-probe-dimension = { $probe } 中的点有 { $probe_d } 个特征，但训练点有 { $d } 个
core-cli-summary-svm = { $support } 个支持向量，b = { $b }，D(α) = { $dual }，P(w) = { $primal }，KKT 违反量 = { $gap }
core-cli-script-listed = { $id }：{ $title }（{ $scenes } 个场景；链接长 { $chars } 个字符）
core-cli-script-ok = { $script }：已重放 { $scenes } 个场景，没有问题
core-cli-script-problem = { $script }，场景 { $scene }，{ $field }：{ $problem }
core-cli-script-unknown = 没有名为 { $id } 的内置讲座（现有：{ $ids }）
core-cli-script-write = 无法写入 { $file }：{ $problem }
core-cli-script-exported = 已将 { $id } 写入 { $file }（{ $scenes } 个场景）
core-script-check-task-tolerance = 任务的参数超出范围：容差须是不小于 0 的有限数（角度小于 180°），要添加的点至少 1 个
core-script-check-task-no-answer = 从这个场景的状态出发，任务没有答案：{ $reason }
core-script-check-task-reference-fails = 学习器自己的答案通不过任务的检查
core-script-check-task-wrong-passes = 错误的答案也能通过任务的检查：容差太宽
core-task-no-update = 学习器从这里起不会再更新
core-task-no-direction = 下一次更新后 w₁ = w₂ = 0：w 在平面上没有方向
core-task-never-halts = 学习器没有收敛就中止了（预算用尽或发散）
core-task-wrong-kind = 这个答案不符合题目要求
core-task-update-right = 正确：下一次更新得到 w = { $w }，你给的方向与 (w₁, w₂) 相差 { $apart }°（{ $degrees }° 以内算对）。
core-task-update-wrong = 不太对：下一次更新得到 w = { $w }，你给的方向与 (w₁, w₂) 相差 { $apart }°；{ $degrees }° 以内才算对。
core-task-next-point-right = 正确：下一次更新修正的是点 { $value }。
core-task-next-point-wrong = 不是点 { $given }：学习器按它的顺序检查各点，遇到的第一个错误（y·s ≤ 0）是点 { $value }。
core-task-halt-right = 正确：运行在 t = { $value } 停止，之后整整一轮没有错误。
core-task-halt-wrong = 不是 { $given }：重放可知，运行在 t = { $value } 停止，之后整整一轮没有错误。
core-task-e-in-right = 正确：下一次更新后，答案的 E_in 是 { $value }。
core-task-e-in-wrong = 不是 { $given }：下一次更新后，答案的 E_in 是 { $value }。
core-task-impossible-too-few = 少于 3 个点时总有直线能分开它们：这道题至少需要 3 个点
core-task-impossible-too-many = 你放了 { $n } 个点；最多只能放 { $max } 个。
core-task-impossible-one-label = 需要两种标签：只有一类时，任何把所有点都留在同一侧的直线都能分开它们。
core-task-impossible-same-spot = 有两个点在同一位置：请把每个点放在不同的位置。
core-task-impossible-separable = 仍有直线能分开它们：w = { $w }（最宽的分隔线，w₀ + w₁x₁ + w₂x₂ = 0）。
core-task-impossible-right = 正确：没有直线能分开这 { $n } 个点（linlab 的精确判定），PLA 在这些点上永远不会停止。
core-task-slow-keep-points = 请保留场景里的点不动，只能新增点。
core-task-slow-add = 请添加 1 到 { $max } 个点（你添加了 { $added } 个）。
core-task-slow-not-separable = 这些点已经不能用直线分开了：PLA 永远不会停止。点集必须保持线性可分。
core-task-slow-budget = 在这些点上，PLA 在更新预算内没有停止。
core-task-slow-right = 正确：仍然线性可分，而 PLA 现在要更新 { $t } 次才停止（至少 { $at_least } 次）。靠近另一类点的点让 ρ 变小，T ≤ R²/ρ² 就变大。
core-task-slow-too-few = PLA 现在更新 { $t } 次就停止；题目要求至少 { $at_least } 次。把点放在另一类点旁边，让每条分隔线都得贴着它走：ρ 就变小了。
core-task-slow-none = 在 [−4, 4]² 的半整数网格上，找不到一个点能让学习器更新 { $at_least } 次
core-task-kmeans-right = 正确：{ $centre } 移到所属点的均值 { $mu }；你点的位置离它 { $apart }（{ $distance } 以内算对）。
core-task-kmeans-wrong = 不太对：{ $centre } 移到分配给它的点的均值 { $mu }；你点的位置离它 { $apart }，{ $distance } 以内才算对。
core-task-kmeans-no-centre = 任务指定的中心在这次运行中不存在
core-task-tune-not-svm = 这道题数的是支持向量，而场景的学习器不是 SVM
core-task-tune-learner = 请保留场景的学习器（{ $learner }），只改它的设置。
core-task-tune-none = η 或 C 从 0.001 到 1000 都达不到题目的目标
core-task-tune-ce-right = 正确：η = { $eta } 时，{ $steps } 步后 E_in（交叉熵）为 { $e }（不超过 { $at_most }）。
core-task-tune-ce-wrong = 还不行：η = { $eta } 时，{ $steps } 步后 E_in（交叉熵）为 { $e }；题目要求不超过 { $at_most }。η 太小，w 仍接近 0，E_in（交叉熵）接近 ln 2 ≈ 0.69；步子太大则会冲过头。
core-task-tune-sv-right = 正确：C = { $c } 时，SVM 有 { $n } 个支持向量，没有训练错误。
core-task-tune-sv-wrong = 还不行：C = { $c } 时，SVM 有 { $n } 个支持向量、{ $mistakes } 个训练错误；题目要求 { $count } 个支持向量、没有错误。C 越大，松弛的代价越高：落在间隔内的点越少。
core-task-flip-one = 请恰好翻转一个标签，且不移动任何点（你改了 { $flipped } 个标签）。
core-task-flip-right = 正确：翻转点 { $point } 后点集线性可分，学习器的答案没有错误。
core-task-flip-wrong = 翻转点 { $point } 后，学习器的答案仍有 { $mistakes } 个错误。只有线性可分才能零错误：翻转混在另一类点中的那个点。
core-task-flip-none = 翻转任何一个标签都不能让学习器的答案没有错误
core-task-spoil-not-separable = 这些点已经不能用直线分开了：那样任何学习器都会出错。请保持线性可分，同时让学习器出错。
core-task-spoil-right = 正确：点集仍线性可分，但学习器的答案现在把点 { $point } 分错了。
core-task-spoil-wrong = 学习器仍把场景中的每个点都分对了。放得更远：对线性回归来说，“太对”（y·s ≫ 1）的点也有平方误差，会把直线朝它拉歪。
core-task-spoil-none = 在 [−10, 10]² 的整数网格上，找不到一个点能让学习器分错场景中的点
core-task-pca-move = 请移动 1 到 { $max } 个点（拖动它们），不要添加、删除或改标签。
core-task-pca-right = 正确：u₁ 转过了 { $turned }°（大于 { $degrees }°）。主成分跟着分散方向走：离轴远的点会把轴拉向自己。
core-task-pca-wrong = u₁ 转过了 { $turned }°；题目要求大于 { $degrees }°。把一个点移到远离轴、跨过轴的地方：最分散的方向会跟过去。
core-task-pca-none = 在 [−4, 4]² 的半整数网格上移动一个点，都无法让 u₁ 转过 { $degrees }° 以上
core-task-final-no-direction = 运行结束时 w₁ = w₂ = 0：答案在平面上没有方向（核函数的答案不是直线）
core-task-final-right = 正确：运行结束时 w = { $w }，你给的方向与 (w₁, w₂) 相差 { $apart }°（{ $degrees }° 以内算对）。
core-task-final-wrong = 不太对：运行结束时 w = { $w }，你给的方向与 (w₁, w₂) 相差 { $apart }°；{ $degrees }° 以内才算对。
core-task-not-classes = 这个任务关于多个类别，而场景不在“多类别”工作区
core-task-no-problems = 结构化感知机为每个类别学一个 w_k，不学二分类问题
core-task-ovo-no-class-w = 一对一为每对类别学一条直线，没有每个类别的 w_k
core-task-no-such-class = 场景中没有类别 { $class } 的点
core-task-class-unchanged = 学习器接下来的更新不改变 w_{ $class }
core-task-class-right = 正确：下一次更新得到 w_{ $class } = { $w }，你给的方向与它的箭头相差 { $apart }°（{ $degrees }° 以内算对）。
core-task-class-wrong = 不太对：下一次更新得到 w_{ $class } = { $w }，你给的方向与它的箭头相差 { $apart }°；{ $degrees }° 以内才算对。错误胜出类别的 w 远离 z，该点真实类别的 w 靠近 z。
core-task-problems-right = 正确：这个方法学 { $value } 个二分类问题，每个一条直线。
core-task-problems-wrong = 不是 { $given }：这个方法学 { $value } 条直线。一对多每个类别一条（K 条）；一对一每对类别一条，共 K(K − 1)/2 条。
core-task-error-right = 正确：y·s = { $score } 处的{ $error }为 { $formula } = { $value }。
core-task-error-wrong = 不是 { $given }：y·s = { $score } 处的{ $error }为 { $formula } = { $value }。
core-task-add-one = 请在场景的点之外添加一个点（你添加了 { $added } 个）。
core-task-no-end = 学习器在 { $steps } 步内没有停止：请给场景的学习器设定预算
core-task-features-right = 正确：Q = { $q } 时 Φ_Q 含所有 1 ≤ a + b ≤ { $q } 的单项式 x₁ᵃx₂ᵇ：常数之外 d̃ = C({ $q2 }, 2) − 1 = { $value } 个特征，所以 Z 中直线的 d_vc ≤ d̃ + 1 = { $dvc }。
core-task-features-wrong = 不是 { $given }：Q = { $q } 时 Φ_Q 含所有 a + b ≤ { $q } 的单项式 x₁ᵃx₂ᵇ，连常数 1 共 C({ $q2 }, 2) 个；去掉常数 d̃ = C({ $q2 }, 2) − 1 = { $value }，Z 中直线的 d_vc ≤ d̃ + 1 = { $dvc }。
core-task-circle-not-circle = 场景的 Φ 不是圆变换 z = (1, x₁², x₂²)
core-task-circle-no-crossing = w = { $w } 的曲线不与这条轴相交（−w₀/w_k 不是正数）
core-task-circle-right = 正确：Z 中的 w = { $w } 是 X 中的曲线 w₀ + w₁x₁² + w₂x₂² = 0。在 x{ $k } 轴上 x{ $k }² = −w₀/w{ $k } = { $squared }：曲线与它交于 ±{ $value }（w₁ = w₂ 时就是圆的半径）。
core-task-circle-wrong = 不是 { $given }：Z 中的 w = { $w } 是 X 中的曲线 w₀ + w₁x₁² + w₂x₂² = 0。令另一个坐标为 0：x{ $k }² = −w₀/w{ $k } = { $squared }，所以曲线与 x{ $k } 轴交于 ±{ $value }（w₁ = w₂ 时就是圆的半径）。
core-task-circle-no-next = Z 中的学习器已在 t = { $t } 停止：没有下一次更新
core-task-circle-next = { $curve }（下一次更新修正的是第 { $point } 个点：w ← w + y·z。）
core-task-separating-none = 特征 x₁、x₂、x₁²、x₁x₂、x₂² 中没有一对能让这些点可分
core-task-separating-two = Φ = ({ $features }) 不是两个特征：请在变换的控件中选一对特征（或圆变换），让 Z 是一个平面。
core-task-separating-right = 正确：在 Z = ({ $features }) 中有直线分开这些点（最宽的是 w = { $w }），它在 X 中是一条曲线。Z 中的 PLA 会停止。
core-task-separating-thin = 正确：在 Z = ({ $features }) 中有直线分开这些点，只是间隔细得画不出来。
core-task-separating-wrong = 在 Z = ({ $features }) 中没有直线分开这些点（linlab 的精确判定）：Z 中的 PLA 永远不会停止。标签取决于什么：到原点的距离（x₁²、x₂²），还是 x₁ 与 x₂ 的符号（x₁x₂）？

## 课堂：页面被拒绝的原因，课堂无法开始的原因。
core-class-wrong-code = 课堂代码不正确
core-class-full = 课堂已满（{ $max } 名学生）
core-class-version = 此页面使用第 { $page } 版课堂消息，老师的窗口使用第 { $teacher } 版：请刷新页面
core-class-not-joined = 第一条消息必须是加入请求
core-class-malformed = 不是本课堂的消息：{ $detail }
core-class-too-large = 消息超过 { $max } 字节
core-class-too-fast = 每秒超过 { $per_second } 条消息
core-class-not-the-exercise = 场景 { $scene } 不是当前的练习
core-class-wrong-kind = 此答案与练习的类型不符
core-class-ended = 老师已下课
core-class-seat-taken = 这个座位已在另一个页面中打开
core-class-locked = 老师已锁定课堂：现在不能再有新人加入
core-class-removed = 老师已把这个座位移出课堂
core-class-port-busy = 端口 { $port } 已被其他程序占用：请用 --port 另选一个，或使用下一个空闲端口
core-class-no-free-port = 从 { $from } 到 { $to } 没有空闲端口
core-class-cannot-listen = 无法在 { $address } 上监听：{ $problem }
core-class-cannot-read-page = 无法读取 { $dir } 中的学生页面：{ $problem }
core-class-cannot-start = 无法启动课堂服务器：{ $problem }
core-class-cannot-keep = 无法在 { $folder } 保存课堂：{ $problem }
core-class-journal-cannot-write = 无法把课堂写入 { $folder }（答案仍在窗口中计数：结束前请保存结果）：{ $problem }
core-class-journal-bad-line = { $file } 第 { $line } 行已跳过：{ $problem }
core-class-nothing-to-resume = { $dir } 中没有可恢复的课堂
core-class-cannot-resume = 无法读取 { $folder } 中的课堂：{ $problem }
core-class-journal-no-start = { $folder } 中的课堂没有记下它如何开始：无法恢复

# 二分、成长函数与 VC 界（`linlab dichotomies`、`linlab vc-bound`）。
core-vc-name-lines = 直线
core-vc-name-rays = 正射线
core-vc-name-intervals = 正区间
core-vc-name-convex = 凸集
core-vc-count = 这 { $n } 个点的 { $labellings } 种标注中，{ $hypotheses }能实现 { $realised } 种（任意 { $n } 个点最多 { $growth } 种：m_H({ $n }) = { $growth }）
core-vc-fewer = 这些点上能实现的二分比最大值少（{ $realised } < { $growth }）：有的点共线、重合，或因其他原因不处于一般位置。
core-vc-by-line = 直线 { $line } = 0
core-vc-by-constant = 所有点在同一侧（w₁ = w₂ = 0，w₀ = { $w0 }）
core-vc-by-thin-line = 一条直线（间隔太窄，画不出来）
core-vc-by-ray = 射线 x₁ > { $from }
core-vc-by-interval = 区间 { $from } < x₁ < { $to }
core-vc-by-hull = ○ 点的凸包
core-vc-no-line = 没有直线：{ $why }
core-vc-no-ray = 没有射线：○ 点 { $plus } 不在 × 点 { $minus } 的右边
core-vc-no-interval = 没有区间：× 点 { $minus } 位于 ○ 点 { $a } 和 { $b } 之间
core-vc-no-convex-set = 没有凸集：× 点 { $minus } 位于 ○ 点的凸包内
core-vc-undecided = 无法判定
core-vc-too-many-points = { $n } 个点的标注太多，无法列出：最多 { $most } 个点
core-vc-not-finite = 点 { $point } 的坐标不是有限数
core-vc-needs-the-plane = 直线和凸集需要平面上的点（2 个特征），而不是 { $d } 个
core-vc-on-x1 = 射线和区间只看 x₁：其余 { $d } 个特征不予考虑
core-vc-bad-eps-delta = ε 和 δ 都必须在 0 和 1 之间
core-vc-sample-size = d_vc = { $dvc }，ε = { $eps }，δ = { $delta }：VC 界要求 N ≥ { $n } 个点（满足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N）
core-vc-bound-there = 此时 4·m_H(2N)·e^(−ε²N/8) = { $bound } ≤ δ，Ω = { $omega } ≤ ε
core-task-vc-place-impossible = { $n } 个点上{ $hypotheses }最多实现 m_H({ $n }) = { $growth } 种二分：怎么放都达不到 { $target } 种
core-task-vc-place-none = 试过的摆放都不能让{ $hypotheses }在 { $n } 个点上实现 { $target } 种二分
core-task-vc-place-how-many = 请恰好放 { $n } 个点（平面上现在有 { $placed } 个）。
core-task-vc-place-shattered = 正确：这 N = { $n } 个点的全部 { $all } = 2ᴺ 种标注，{ $hypotheses }都能实现：这些点被打散了。
core-task-vc-place-right = 正确：这 N = { $n } 个点的 { $all } = 2ᴺ 种标注中，{ $hypotheses }能实现 { $count } 种，正如题目要求。
core-task-vc-place-wrong = 你放的 N = { $n } 个点的 { $all } = 2ᴺ 种标注中，{ $hypotheses }能实现 { $count } 种；题目要求 { $target } 种。{ $why }
core-task-vc-short-lines = 共线的点会少掉一些标注：同一直线上的三个点，把中间点与两端分开的两种标注（○ × ○ 和 × ○ ×）没有直线能实现。把点放在一般位置（任意三点不共线）。
core-task-vc-short-x1 = 射线和区间只看 x₁：x₁ 相同的点（上下排列）总得到同一个标签，只相当于一个点。让每个点的 x₁ 各不相同。
core-task-vc-short-convex = 落在其他点凸包内的点，在它们都是 ○ 时不能是 ×：包含它们的凸集也包含它。把所有点放在一个圆上。
core-task-vc-over-lines = 处于一般位置的点实现的标注最多；让其中三个点共线，就会丢掉一些标注。
core-task-vc-over-x1 = 每多一个 x₁ 不同的点，能实现的标注就更多；让几个点的 x₁ 相同（上下排列）试试。
core-task-vc-over-convex = 圆上的点能被打散；把一个点放进其他点的凸包内，就会丢掉一些标注。
core-task-vc-no-break-point = { $hypotheses }没有突破点：对每个 N，圆上的 N 个点都能被打散（m_H(N) = 2ᴺ）
core-task-vc-count-right = 正确：这 N = { $n } 个点的 { $all } = 2ᴺ 种标注中，{ $hypotheses }能实现 { $value } 种（任意 { $n } 个点最多 m_H({ $n }) = { $growth } 种）。
core-task-vc-count-wrong = 不是 { $given }：这 N = { $n } 个点的 { $all } = 2ᴺ 种标注中，{ $hypotheses }能实现 { $value } 种；任意 { $n } 个点最多 m_H({ $n }) = { $growth } 种。数一数哪些标注没有假设能实现，再从 { $all } 中减去。
core-task-vc-break-right = 正确：{ $hypotheses }的成长函数 m_H(N) = { $formula }。m_H({ $km1 }) = { $below } = { $pkm1 }：存在能被打散的 { $km1 } 个点；但 m_H({ $k }) = { $at } < { $pk } = { $power }：任何 { $k } 个点都不能被打散。突破点是 { $k }。
core-task-vc-break-wrong = 不是 { $given }：突破点是满足 m_H(k) < 2ᵏ 的最小 k。{ $hypotheses }的成长函数 m_H(N) = { $formula }：m_H({ $km1 }) = { $below } = { $pkm1 }，仍能打散；m_H({ $k }) = { $at } < { $pk } = { $power }。突破点是 { $k }。
core-task-vc-size-right = 正确：d_vc = { $dvc }，ε = { $eps }，δ = { $delta } 时，满足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N 是 { $value }。这个界很宽松：实践中 N ≈ 10·d_vc = { $rule } 往往就够了。
core-task-vc-size-wrong = 不是 { $given }：d_vc = { $dvc }，ε = { $eps }，δ = { $delta } 时，满足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N 是 { $value }（与它相差 { $within } 以内都算对）。N 出现在不等式两边：先猜一个 N 代入右边，再把结果代回右边，直到它不再变化。
core-task-fit-workspace = 这道题问的是拟合工作区的拟合：这个场景显示的是别的工作区
core-task-fit-not-the-draw = 只有在目标函数自己抽出的点上 E_out 才是精确的，而这些点不是本场景的 Q_f、σ²、N 和种子抽出的点
core-task-fit-same-degrees = 两个拟合的次数相同：无从比较哪个 E_out 更低
core-task-fit-no-folds = { $n } 个点分不出 { $folds } 折
core-task-fit-e-out = E_in({ $ga }) = { $in_a }，E_in({ $gb }) = { $in_b }，但对照目标函数，E_out({ $ga }) = { $out_a }，E_out({ $gb }) = { $out_b }
core-task-fit-cv = { $folds } 折的 E_cv 在 { $chosen } 处最小（E_cv = { $e_cv }）
core-task-fit-right = 正确：{ $because }。
core-task-fit-wrong = 不是 { $given }：{ $because }。
core-task-fit-not-a-cell = (N, σ²) 热图在 N = { $n }、σ² = { $sigma2 } 处没有格子（N 从 80 到 120，σ² 从 0 到 2，间隔 0.05）
core-task-fit-overfit = 在 N = { $n }、σ² = { $sigma2 } 处，{ $runs } 次运行的平均 E_out({ $high }) − E_out({ $low }) = { $measure }
core-task-fit-no-points = 没有可拟合的点
core-task-fit-l1 = λ = { $lambda } 时 L1 的 w = ({ $w0 }, { $w1 })；λ = { $corner } 时首次有一个权重变成 0
core-task-fit-snooped = 在 { $draws } 次采样上，窥探者报告的最小测试误差的中位数是 { $estimate }，而它选出的 g 的 E_out 的中位数是 { $e_out }：低估了 { $short }

## 特征转换 Φ：命令行和“转换”工作区读到的写法。
core-transform-unknown = 未知的转换“{ $text }”：请写 identity、circle、quadratic、poly:Q、legendre:Q（Q 为 1 到 10）或 pair:F,G（F、G 形如 x1^2 或 x1 x2）
core-transform-bad-feature = “{ $text }”不是特征：请写输入 x1、x2 的乘积，如 x1、x2^3 或 x1 x2，次数为 1 到 10
core-transform-bad-degree = 次数 Q 必须是 1 到 { $max } 的整数，而不是“{ $text }”
core-transform-same-features = 一对特征中的两个必须不同
core-transform-wrong-inputs = 这个转换写给有 { $expected } 个坐标的点，而这些点有 { $got } 个
core-cli-transform-overflow = Φ = { $transform } 把第 { $point } 个点 x = ({ $x }) 变得超出浮点数范围：它的特征 { $feature } 为 { $value }。请先缩放输入（例如缩放到 [−1, 1]）
core-cli-summary-transform = Φ = { $transform }：z = ({ $features })，d̃ = { $dz }；w 在 Z 空间中
core-class-not-the-teacher = 只有持老师令牌的遥控器才能发送这条消息
