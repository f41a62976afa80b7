# 二分工作区：几个点的每一种标注、各假设集的成长函数、界 B(N, k)，以及 VC 界与实测泛化差距的对比。

dichotomies-workspace = 二分
dichotomies-workspace-tip = 机器为什么能学习：几个点的每一种标注，以及直线（或射线、区间、凸集）能否实现它；成长函数、突破点、B(N, k) 和 VC 界。
dichotomies-heading = 二分
dichotomies-explanation = 放置最多 12 个点。面板列出给它们标 ○ 和 × 的全部 2ᴺ 种标注，以及其中哪些能由假设集实现：即它的二分。平面显示这些点当前的标注，以及实现它的一个假设。
dichotomies-set-heading = 假设集
dichotomies-set-rays-tip = x₁ 轴上的正射线：x₁ > a 时 h(x) = +1，否则为 −1。只看 x₁。m_H(N) = N + 1，突破点 2。
dichotomies-set-intervals-tip = x₁ 轴上的正区间：x₁ 在 a 和 b 之间时 h(x) = +1，区间外为 −1。只看 x₁。m_H(N) = N(N + 1)/2 + 1，突破点 3。
dichotomies-set-lines-tip = 二维感知机：h(x) = sign(w₀ + w₁x₁ + w₂x₂)。点处于一般位置时 m_H(N) = N² − N + 2，突破点 4，d_vc = 3。
dichotomies-set-convex-tip = 凸集：在集合内 h(x) = +1。圆上的点无论多少个都能被打散：m_H(N) = 2ᴺ，没有突破点。
dichotomies-run-pla = 在这个标注上运行 PLA
dichotomies-run-pla-tip = 带着这些点和它们的标签转到“分类”，PLA 从 t = 0 开始。当且仅当这个标注是直线能实现的二分时，PLA 才会停止。

## 面板的各部分。
dichotomies-section-labellings = 标注
dichotomies-section-growth = 成长函数
dichotomies-section-bound = B(N, k)
dichotomies-section-vc = VC 界

## 标注。
dichotomies-count = 这 { $n } 个点的 { $labellings } 种标注中，{ $realised } 种是{ $hypotheses }的二分
dichotomies-status = { $hypotheses }：{ $n } 个点的 { $labellings } 种标注中有 { $realised } 种二分
dichotomies-against = 2ᴺ = { $all }；{ $n } 个点无论怎样摆放，最多有 m_H({ $n }) = { $growth } 种二分。
dichotomies-fewer-lines = 比最大值少（{ $realised } < { $growth }）：这些点不处于一般位置（三点共线，或两点重合）。
dichotomies-fewer-line-of-points = 比最大值少（{ $realised } < { $growth }）：有两个点的 x₁ 相同。
dichotomies-fewer-convex = 比最大值少（{ $realised } < { $growth }）：有一个点位于其他点的凸包内（圆上的点都不会）。
dichotomies-shattered = { $hypotheses }能打散这 { $n } 个点：每一种标注都是二分。
dichotomies-click-hint = 点击一个小图，这些点就换成它的标签（Ctrl+Z 撤销）。红色小图是该假设集不能实现的标注。鼠标悬停可查看实现它的假设，或不能实现的原因。
dichotomies-listing = 正在列出这些点（按当前位置）的全部标注……
dichotomies-place-points = 在平面上放置一个或多个点：它们的标注会显示在这里。
dichotomies-page = 第 { $page } 页，共 { $pages } 页
dichotomies-page-previous = 上一页
dichotomies-page-next = 下一页
dichotomies-tile-realised = 标注 { $index }：{ $labels }，{ $hypotheses }能实现
dichotomies-tile-not-realised = 标注 { $index }：{ $labels }，{ $hypotheses }不能实现

dichotomies-tile-carried = { $tile }（这些点当前的标注）

## 成长。
dichotomies-sets-explanation = 每个假设集的成长函数 m_H(N) 是它在任意 N 个点上最多能实现的二分个数。突破点是第一个满足 m_H(N) < 2ᴺ 的 N；d_vc 比它小 1。
dichotomies-sets-choose-tip = 选择这个假设集：标注、界和平面都随之改变。
dichotomies-sets-yours = m_H({ $n }) = { $growth }；在你的点上：{ $count }。
dichotomies-sets-yours-fewer = m_H({ $n }) = { $growth }；在你的点上：{ $count }，偏少：这些点的摆放不是能给出最多二分的那种。
dichotomies-sets-break = 突破点 k = { $k }：任何 { $k } 个点都不能被打散。d_vc = { $d }。
dichotomies-sets-no-break = 没有突破点：圆上的点无论多少个都能被打散。d_vc 为无穷大。
dichotomies-sets-plot-note = 虚线对角线是 2ᴺ。假设集的曲线在突破点（菱形）处离开这条对角线，此后按多项式增长；凸集永远不离开它。圆圈：你的 N。
dichotomies-sets-place-up-to = 放置 1 到 { $most } 个点
dichotomies-sets-plot-heading = log₂ m_H(N) 随 N 的变化

## B(N, k)。
dichotomies-bound-explanation = B(N, k) 是 N 个点中任何 k 个都不被打散时二分个数的最大值：它是所有突破点为 k 的假设集的 m_H(N) 的上界。
dichotomies-bound-cell = { $hypotheses }的突破点是 { $k }：在你的 { $n } 个点上，B({ $n }, { $k }) 是二分个数的上界。
dichotomies-bound-no-break = { $hypotheses }没有突破点：没有哪个 B(N, k) 能作为它的上界，m_H(N) = 2ᴺ。
dichotomies-bound-place-points = 放置 1 到 { $most } 个点，就能看到你所在的格子，以及用你的二分演示的递推。
dichotomies-bound-recursion-heading = 递推（以你的二分为例）
dichotomies-bound-grouped = 你的 { $n } 个点上的 { $count } 种二分，按前 { $before } 个点的标签分组：α = { $alpha } 组带有点 { $n } 的两种标签，β = { $beta } 组只带一种。所以 { $count } = 2α + β。
dichotomies-bound-alpha-beta = α + β = { $sum } 是前 { $before } 个点的二分，其中任何 { $k } 个点都不被打散：α + β ≤ B({ $before }, { $k }) = { $bound }。
dichotomies-bound-alpha = α 组都带有最后一个点的两种标签，所以在这些组里前 { $before } 个点中任何 { $less } 个都不被打散：α = { $alpha } ≤ B({ $before }, { $less }) = { $bound }。
dichotomies-bound-together = 合起来：{ $count } = 2α + β ≤ { $first } + { $second } = B({ $n }, { $k }) = { $bound }。
dichotomies-bound-table = N 和 k 从 1 到 10 的 B(N, k) 表
dichotomies-bound-groups = 各组
dichotomies-bound-groups-explained = 每一行：前 N − 1 个点的标签 | 与之同时出现的最后一个点的标签。
dichotomies-bound-both = 两种都有
dichotomies-bound-more = 另有 { $more } 组

## VC 界。
dichotomies-vc-explanation = 以至少 1 − δ 的概率，对 H 中每个 h 都有 |E_in − E_out| ≤ Ω(N, H, δ)。这个界用到 m_H(2N) ≤ (2N)^d_vc + 1。
dichotomies-vc-dvc-tip = VC 维：假设集能打散的最多点数（突破点减 1）。d 维感知机的 VC 维是 d + 1。
dichotomies-vc-dvc-of = { $hypotheses }的 d_vc：{ $d }
dichotomies-vc-n-tip = 训练点的个数。
dichotomies-vc-eps-tip = |E_in − E_out| 的容差 ε。
dichotomies-vc-delta-tip = 允许这个界不成立的概率 δ。
dichotomies-vc-growth-tip = 成长函数在 2N 处的多项式上界。
dichotomies-vc-bound-tip = P[|E_in − E_out| > ε] 的 VC 界。
dichotomies-vc-omega-tip = 模型复杂度惩罚项 √(8/N · ln(4·m_H(2N)/δ))。
dichotomies-vc-says-nothing = 这个界为 { $bound }，大于 1：对这样的 N，它给不出任何保证。
dichotomies-vc-says = P[|E_in − E_out| > { $eps }] ≤ { $bound }。
dichotomies-vc-omega = 以至少 { $confidence } 的概率：|E_in − E_out| ≤ Ω = { $omega }。
dichotomies-vc-sample-size = ε = { $eps }、δ = { $delta }、d_vc = { $dvc } 时，这个界要求 N ≥ { $n } 个点。实践中 N ≈ 10·d_vc = { $rule } 往往就够了：这个界非常宽松。
dichotomies-vc-measure-heading = 实测
dichotomies-vc-measure-explanation = 学习器在 N 个点上训练（点来自一条目标直线，标签噪声为 p），再把它的 E_in 与新点上的 E_out 比较：N 取 { $sizes } 种值，每种用 { $repeats } 个样本（随机种子固定）。差距指 |E_in − E_out|。
dichotomies-vc-learner = 学习器
dichotomies-vc-pocket = 口袋算法
dichotomies-vc-noise = 噪声 p
dichotomies-vc-noise-tip = 被目标翻转的标签所占的比例。
dichotomies-vc-measure = 测量差距
dichotomies-vc-measure-tip = 在后台运行这些样本；相同的输入给出相同的数字。
dichotomies-vc-stop = 停止
dichotomies-vc-measured-other = 上一次测量用的是另一个学习器或另一噪声 p：请重新测量。
dichotomies-vc-omega-curve = Ω(N)（截断于 1）
dichotomies-vc-mean-gap = 差距的均值
dichotomies-vc-largest-gap = 差距的最大值
dichotomies-vc-plot-note = N 用对数刻度。Ω 大于 1 时不提供任何保证，画在 1 处。虚线：ε；蓝线：你的 N；点线：这个界要求的 N。实测差距远低于 Ω。
