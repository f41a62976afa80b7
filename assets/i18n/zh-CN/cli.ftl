# 命令行的帮助（`linlab --help`、`linlab train --help` 等）：每个命令的说明、每个选项的帮助
# （cli-<命令>-<选项>，各命令共有的选项为 cli-<选项>）和每个可选值的说明（cli-value-<选项>-<值>）。

cli-usage = 用法：
cli-heading-commands = 命令
cli-heading-options = 选项
cli-heading-arguments = 参数
cli-possible-values = [可选值：{ $values }]
cli-possible-values-heading = 可选值：
cli-value-line = - { $value }：{ $help }
cli-default = [默认：{ $value }]
cli-about = 讲授线性分类器（PLA、口袋算法、逻辑回归、线性回归），一次演示一步更新。
cli-long-about = 不带命令时，linlab 打开窗口。`linlab train` 在一个点文件上运行学习算法并打印结果；`linlab cluster` 运行 K 均值，`linlab pca` 求主成分。
cli-lang = 窗口和摘要的语言：en、zh-CN（简体中文）或 zh-TW（台湾正体中文）（默认：系统的语言，取自 LANG；之后窗口沿用上次选择的语言）
cli-help = 打印帮助（-h 为摘要，--help 为详细说明）
cli-version = 打印版本
cli-json = 打印一个 JSON 对象，而不是摘要
cli-no-labels = 文件没有标签列：每一列都是特征
cli-help-about = 打印本帮助，或给定命令的帮助
cli-help-subcommand = 要说明的命令

cli-train-about = 在一个点文件上运行学习算法，不打开窗口。
cli-train-data = 训练点：以空白分隔的 `x1 … xd y`（课程的 .dat）、带表头的 CSV，或 LIBSVM
cli-train-test = 计算 E_out 的测试点，格式同上，维数 d 相同
cli-train-algo = 学习算法
cli-train-order = 检查顺序。PLA：循环顺序（默认）或随机循环顺序。口袋算法：随机的误分类点（默认）、随机循环顺序或循环顺序。逻辑回归 SGD：有放回随机（默认）或循环顺序
cli-train-eta = 学习率 η（PLA 和口袋算法默认 1，逻辑回归默认 0.1）
cli-train-seed = 所有随机选择的随机种子：同一随机种子重放同一次运行
cli-train-init = 初始权重：零，或线性回归的解
cli-train-timings = 在标准错误输出（stderr）打印各阶段用时：读文件、学习到结束、生成报告
cli-train-max-updates = PLA/口袋算法的更新次数预算（修正次数）
cli-train-epochs = K·N 次检查的预算（遍历所有点 K 遍）
cli-train-iterations = 逻辑回归：SGD 检查次数或 GD 步数的预算
cli-train-lambda = 线性回归和逻辑回归：作用于每个权重的权重衰减 λ（w_REG = (ZᵀZ + λI)⁻¹Zᵀy；梯度下降的对象是 E_in + (λ/N)·wᵀw）。不为 0 时在 JSON 中加上 `lambda`
cli-train-method = 把标签读作类别（任意数字或词，最多 8 个），以一对多（ova）、一对一（ovo）或结构化感知机（structured：PLA，循环顺序）学习
cli-train-kernel = svm、kernel-perceptron：核函数
cli-train-c = svm、hinge-sgd：软间隔的惩罚系数 C（默认 1）
cli-train-hard-margin = svm、hinge-sgd：硬间隔（C = ∞）
cli-train-gamma = 高斯核：γ = 1/(2σ²)；多项式核：(γ·xᵀx′ + c₀)^Q 中的 γ（默认 1）
cli-train-sigma2 = 高斯核：exp(−‖x − x′‖²/(2σ²)) 中的 σ²（默认 ½，即 γ = 1）
cli-train-degree = 多项式核：次数 Q（默认 3）
cli-train-coef0 = 多项式核：c₀（默认 1）
cli-train-tol = svm：最大的 KKT 违反量不超过 T 时停止（默认 1e-3，同 libsvm）
cli-train-probe = 要打分的点 x1 … xd（标签可有可无，任一可读格式）：加上 `decision_probe`，即每一行的 s(x)
cli-train-transform = 特征转换 Φ：学习前作用于本次运行的每个文件（--data、--test、--probe），因此 w、E_in 和 E_out 都在 Z 空间中：identity、circle（1, x1², x2², …）、quadratic、poly:Q（次数 1 到 Q 的所有单项式，Q ≤ 10）、legendre:Q，或 pair:F,G（x1、x2 的两个单项式，如 pair:x1^2,x2^2）。JSON 中加上 `transform` 和 `features`（w 各分量的名字）
cli-train-weights = 加权学习算法的点权重（一个文件，每行一个数，按数据的顺序）：口袋算法按权重成比例的概率抽取错误，并保留 E_inʷ 最小的权重向量；线性回归和逻辑回归最小化加权的误差（SGD 按权重成比例的概率抽取点）。加上 `e_in_weighted`
cli-train-cost = 代价矩阵 FA,FR：每个 −1 点的权重为错误接受的代价，每个 +1 点为错误拒绝的代价（讲义中的超市 1,10、CIA 1000,1）。加上 `e_in_weighted`

cli-value-algo-pla = 感知机学习算法
cli-value-algo-pocket = 保留迄今最好权重的 PLA
cli-value-algo-logistic-sgd = 以随机梯度下降求解的逻辑回归，每步一个点
cli-value-algo-logistic-gd = 以全批量梯度下降求解的逻辑回归
cli-value-algo-linreg = 用于分类的线性回归，一次算出 w = Z⁺y
cli-value-algo-linreg-sgd = 以随机梯度下降求解的线性回归（Adaline / LMS）：w ← w + η·2(y − s)·z，每步一个点
cli-value-algo-averaged = 以各次检查中 w 的平均值作答的 PLA
cli-value-algo-voted = 每个中间的 w 都投票、按其存活时长加权的 PLA
cli-value-algo-svm = 支持向量机，以 SMO 求解：每步更新一对 α
cli-value-algo-hinge-sgd = 在原始 SVM 代价 (λ/2)‖w‖² + 平均合页损失上做 SGD，每步一个点
cli-value-algo-kernel-perceptron = 带核函数的对偶形式 PLA：出错时 αₙ += 1
cli-value-order-cyclic = 1, 2, …, N, 1, 2, …
cli-value-order-random-cycle = 开始时由随机种子抽取一个排列，之后按它循环检查
cli-value-order-random = 均匀随机，有放回（口袋算法：在当前的误分类点中抽取）
cli-value-init-zero = w = 0
cli-value-init-linreg = w = 线性回归的解 Z⁺y
cli-value-method-ova = 一对多：每个类别对其余类别一个二分类问题
cli-value-method-ovo = 一对一：每两个类别一个二分类问题
cli-value-method-structured = 结构化（多类别）感知机：每个类别一个 w_k
cli-value-kernel-linear = K = xᵀx′
cli-value-kernel-gaussian = K = exp(−‖x − x′‖²/(2σ²))
cli-value-kernel-poly = K = (γ·xᵀx′ + c₀)^Q
cli-value-init-first = 前 K 个点，按文件顺序（参考实现的做法，不含随机性）
cli-value-init-random = 由随机种子均匀抽取 K 个不同的点
cli-value-init-kmeans-plus-plus = k-means++：第一个中心均匀抽取，之后每个中心被抽中的概率与它到已选最近中心的距离的平方成正比

cli-cluster-about = 在一个点文件上运行 K 均值（任意 d；忽略标签），不打开窗口。
cli-cluster-data = 点：以空白分隔的 `x1 … xd y`、带表头的 CSV，或 LIBSVM；任意 d。标签列会读入但被忽略（见 --no-labels）
cli-cluster-k = 簇的个数 K（至少 1，至多为点的个数）
cli-cluster-init = 初始中心：前 K 个点、由随机种子抽取的 K 个点，或 k-means++
cli-cluster-seed = 随机初始中心的随机种子：同一随机种子重放同一次运行
cli-cluster-iterations = 停止前最多的迭代次数（每次迭代包括一次分配和一次移动）

cli-pca-about = 求一个点文件的主成分（任意 d；忽略标签），不打开窗口。
cli-pca-data = { cli-cluster-data }
cli-pca-k = 保留几个主成分（默认：全部 d 个）

cli-surface-about = 权重空间一个切片上的 E_in：w₀ 固定，(w₁, w₂) 取网格，误差为 y·s 的某个函数（点需 d = 2），不打开窗口。
cli-surface-data = d = 2 的点：空白分隔的 `x1 x2 y`（课程的 .dat）、带表头的 CSV，或 LIBSVM
cli-surface-measure = 取平均得到 E_in 的 y·s 误差函数
cli-surface-w0 = 切片固定的 w₀（偏置）
cli-surface-w1 = w₁ 方向的网格：LO:HI:N，从 LO 到 HI 共 N 个值（2 到 4096）
cli-surface-w2 = w₂ 方向的网格：LO:HI:N，从 LO 到 HI 共 N 个值（2 到 4096）
cli-surface-csv = 以 CSV 行 w1,w2,e_in 打印网格（外层 w₂，内层 w₁），而不是摘要
cli-value-measure-zero-one = [y·s ≤ 0]，分错的比例
cli-value-measure-squared = (1 − y·s)²，线性回归的误差
cli-value-measure-cross-entropy = ln(1 + e^(−y·s))，逻辑回归的误差
cli-value-measure-cross-entropy-log2 = log₂(1 + e^(−y·s))，缩放后作为 0/1 误差上界的交叉熵
cli-value-measure-hinge = max(0, 1 − y·s)，SVM 的误差
cli-value-measure-perceptron = max(0, −y·s)，感知机准则
cli-class-about = 打开窗口并开始一堂课：同一网络中的学生打开课堂网址（或扫描二维码），即可在自己的屏幕上跟着你的讲座走。
cli-class-port = 学生页面和课堂监听的端口
cli-class-next-free-port = 端口被占用时，使用其上的下一个空闲端口
cli-class-bind = 监听的地址：0.0.0.0 表示所有网络接口（教室的网络），也可以只给一个，例如 127.0.0.1 只供本机使用
cli-class-page = 学生页面：`trunk build --release` 生成的目录
cli-class-max-students = 同时连接的学生上限
cli-class-lecture = 要打开的内置讲座（见 `linlab script list`）
cli-class-resume = 重新打开上一堂课（在崩溃、被终止或窗口关闭之后）：同样的课堂码、端口、学生和答案；学生的页面会自动重新加入
cli-report = 为保存的课堂（上一堂，或 FOLDER 中的那堂）写出报告和每位学生带回家的讲座，放进它的文件夹，不打开窗口：用于窗口没有结束的课堂（崩溃、被终止），或再写一次
cli-dichotomies-about = 列出文件中各点（最多 12 个）的每一种标注，以及假设集能否实现它：给出实现它的假设（直线、射线、区间或凸包），或说明为何没有，不打开窗口。
cli-dichotomies-data = 点：空白分隔的 `x1 x2 y`、带表头的 CSV 或 LIBSVM；标签列会读入但不使用（见 --no-labels）
cli-dichotomies-hypothesis = 假设集
cli-dichotomies-json = 打印一个 JSON 对象，而不是摘要
cli-value-hypothesis-lines = 平面上的直线（二维感知机）：m_H(N) = N² − N + 2
cli-value-hypothesis-rays = x₁ 上的正射线：m_H(N) = N + 1
cli-value-hypothesis-intervals = x₁ 上的正区间：m_H(N) = N(N + 1)/2 + 1
cli-value-hypothesis-convex = 平面上的凸集：m_H(N) = 2ᴺ
cli-vc-bound-about = 给定 VC 维、ε 和 δ，求 VC 界要求的样本量，以及此时的界和惩罚项 Ω。
cli-vc-bound-dvc = VC 维 d_vc（平面上的感知机为 3）
cli-vc-bound-eps = |E_in − E_out| 的容差 ε，介于 0 和 1 之间
cli-vc-bound-delta = |E_in − E_out| 超出 ε 的概率 δ，介于 0 和 1 之间
cli-vc-bound-json = 打印一个 JSON 对象，而不是摘要
cli-hoeffding-about = 从橘色弹珠比例为 μ 的罐子中抽取 T 个大小为 N 的样本，把实测的 P[|ν − μ| > ε] 与精确的二项分布尾概率和 Hoeffding 界 2·exp(−2ε²N) 并列。
cli-hoeffding-mu = 罐子中橘色弹珠的比例 μ，介于 0 和 1 之间
cli-hoeffding-n = 样本大小 N（至少为 1）
cli-hoeffding-eps = 容差 ε（> 0）；|ν − μ| > ε（严格大于）时样本是坏的
cli-hoeffding-trials = 抽取的样本个数 T
cli-hoeffding-seed = 采样的随机种子：同一随机种子重放同样的样本
cli-hoeffding-json = 打印一个 JSON 对象，而不是摘要（`measured`、`exact`、`bound` 和 k 的直方图）
cli-coins-about = Learning From Data 的习题 1.10：C 枚均匀硬币各抛 F 次，共 R 轮；ν₁（第一枚硬币）、ν_rand（随机一枚）和 ν_min（正面最少的一枚）的直方图和均值，实测值与精确值。
cli-coins-coins = 硬币个数 C
cli-coins-flips = 每枚硬币的抛掷次数 F
cli-coins-runs = 轮数 R
cli-coins-seed = 抛掷的随机种子：同一随机种子重放同样的轮次，与核心数无关
cli-coins-json = 打印一个 JSON 对象，而不是摘要（`nu_1`、`nu_rand`、`nu_min`）
cli-script-about = 无窗口处理讲座脚本：列出内置讲座、检查脚本、导出脚本、把脚本输出为链接。
cli-list-about = 列出内置讲座：id、标题、场景数、链接长度。
cli-check-about = 重放脚本（文件或内置讲座 id）的每个场景并检查所有引用；有问题时退出码为 1。
cli-check-script = 脚本文件，或内置讲座的 id
cli-export-about = 把内置讲座写成脚本文件，作为起点。
cli-export-id = 内置讲座的 id（见 `linlab script list`）
cli-export-out = 要写入的文件
cli-link-about = 把脚本（文件或内置讲座的 id）输出为链接：网页会从第一个场景打开它。
cli-link-script = 脚本文件，或内置讲座的 id
cli-link-page = 放在 #script= 前面的网页地址（省略时只输出 #script= 片段）
cli-render-about = 把脚本（文件或内置讲座的 id）的每个场景按窗口中的样子画出来：每个场景一张 PNG，另有 layout.json，给出各场景各部分的位置（像素）。
cli-render-script = 脚本文件，或内置讲座的 id
cli-render-size = 图片大小（像素），宽x高（例如 1024x768；每边 1 到 8192）
cli-render-presentation = 以演示模式画出场景，如同在投影仪上
cli-render-out = 写入 scene-01.png、… 和 layout.json 的目录（不存在时创建）
cli-render-size-invalid = { $size } 不是有效的尺寸：请按“宽x高”给出像素数，每边为 1 到 { $max } 的整数（例如 1024x768）
cli-render-unknown-script = { $script } 既不是脚本文件，也不是内置讲座（现有：{ $ids }）
cli-render-never-settles = 窗口始终没有稳定下来（{ $frames } 帧之后仍在更新）
cli-render-written = 已按 { $width }×{ $height } 画出 { $scenes } 个场景，写入 { $dir }，并附 layout.json
cli-validate-about = 在点文件上对学习器做交叉验证：按文件顺序分成 V 折（V = N 即留一法），或以最后 K 个点作为 D_val
cli-validate-data = 数据点，格式与 train 的相同
cli-validate-algo = 在每一折的 D_train 上训练的学习器
cli-validate-lambda = 线性回归和逻辑回归：权重衰减 λ
cli-validate-lambdas = 多个 λ，用逗号分隔：逐个验证，选出 E_cv（或 E_val）最小的一个（并列时取第一个），再在全部点上重新学得它的 g
cli-validate-folds = V，折数，从 2 到 N：按文件顺序连续划分，前 N mod V 折各多一个点（即 scikit-learn 不打乱的 KFold）
cli-validate-holdout = K：在前 N − K 个点上训练，输出最后 K 个点上的 E_val(g⁻)，不分折
cli-validate-measure = E_val 与 E_cv 所用的误差（默认：linreg 用平方误差，其他学习器用 0/1 误差）
cli-validate-eta = 使用学习率的学习器的学习率 η
cli-validate-seed = 学习器每个随机选择的随机种子
cli-validate-transform = 先作用于数据点的特征转换 Φ，与 train 的 --transform 相同
cli-overfit-about = 第 13 讲的过拟合实验，对多次带随机种子的运行取平均，输出 CSV：过拟合度量 E_out(g₁₀) − E_out(g₂) 随 (N, σ²) 或 (N, Q_f) 的变化，或学习曲线
cli-overfit-map = 哪个实验
cli-overfit-runs = 每个格子平均的运行次数
cli-overfit-seed = 每次运行的随机种子（每次运行的生成器由随机种子、格子和运行序号决定）
cli-overfit-grid = 代替讲座设定的轴：N 写成 FROM:TO[:STEP]，画图时再加一个逗号和同样写法的 σ² 或 Q_f（80:120,0:2:0.05）
cli-overfit-qf = 固定时目标函数的次数 Q_f（噪声图：20；学习曲线：10）
cli-overfit-sigma2 = 固定时的噪声 σ²（复杂度图：0.1；学习曲线：1）
cli-overfit-degrees = 两个拟合的次数，写成 LOW,HIGH（默认 2,10）
cli-overfit-lambda = 两个拟合的权重衰减 λ
cli-overfit-threads = 线程数（默认：所有核心）；结果与线程数无关
cli-value-map-noise = 随 (N, σ²) 变化，Q_f 固定：随机噪声
cli-value-map-complexity = 随 (N, Q_f) 变化，σ² 固定：确定性噪声
cli-value-map-learning-curve = 两个拟合的期望 E_in 与 E_out 随 N 的变化
cli-value-map-validation = E_val(g⁻)、E_out(g⁻) 与 E_out(g) 随留出点数 K 的变化（第 15 讲）
cli-best-lambda-about = 第 14 讲的测量，输出 CSV：30 个点的 15 次拟合在权重衰减 λ 从 0 到 2 的每个取值下的期望 E_out，每个噪声水平一条曲线，并给出各水平的最佳 λ（best 列）：它随噪声增大
cli-best-lambda-noise = 各水平改变的是哪种噪声
cli-best-lambda-runs = 每个水平平均的运行次数（同一水平的每个 λ 用相同的采样）
cli-best-lambda-seed = 所有运行的种子（每次运行的生成器由种子、水平和运行序号决定）
cli-value-noise-stochastic = 目标次数 Q_f = 15，σ² = 0、0.25、0.5
cli-value-noise-deterministic = Q_f = 15、30、100，无 σ²：拟合够不到的那部分目标
