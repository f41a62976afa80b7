# 二分工作區：幾個點的每一種標註、各假說集合的成長函數、界 B(N, k)，以及 VC 界與實測泛化差距的對比。

dichotomies-workspace = 二分
dichotomies-workspace-tip = 機器為什麼能學習：幾個點的每一種標註，以及直線（或射線、區間、凸集）能否實現它；成長函數、突破點、B(N, k) 和 VC 界。
dichotomies-heading = 二分
dichotomies-explanation = 放置最多 12 個點。面板列出給它們標 ○ 和 × 的全部 2ᴺ 種標註，以及其中哪些能由假說集合實現：即它的二分。平面顯示這些點當前的標註，以及實現它的一個假說。
dichotomies-set-heading = 假說集合
dichotomies-set-rays-tip = x₁ 軸上的正射線：x₁ > a 時 h(x) = +1，否則為 −1。只看 x₁。m_H(N) = N + 1，突破點 2。
dichotomies-set-intervals-tip = x₁ 軸上的正區間：x₁ 在 a 和 b 之間時 h(x) = +1，區間外為 −1。只看 x₁。m_H(N) = N(N + 1)/2 + 1，突破點 3。
dichotomies-set-lines-tip = 二維感知器：h(x) = sign(w₀ + w₁x₁ + w₂x₂)。點處於一般位置時 m_H(N) = N² − N + 2，突破點 4，d_vc = 3。
dichotomies-set-convex-tip = 凸集：在集合內 h(x) = +1。圓上的點無論多少個都能被打散：m_H(N) = 2ᴺ，沒有突破點。
dichotomies-run-pla = 在這個標註上執行 PLA
dichotomies-run-pla-tip = 帶著這些點和它們的標籤轉到「分類」，PLA 從 t = 0 開始。當且僅當這個標註是直線能實現的二分時，PLA 才會停止。

## 面板的各部分。
dichotomies-section-labellings = 標註
dichotomies-section-growth = 成長函數
dichotomies-section-bound = B(N, k)
dichotomies-section-vc = VC 界

## 標註。
dichotomies-count = 這 { $n } 個點的 { $labellings } 種標註中，{ $realised } 種是{ $hypotheses }的二分
dichotomies-status = { $hypotheses }：{ $n } 個點的 { $labellings } 種標註中有 { $realised } 種二分
dichotomies-against = 2ᴺ = { $all }；{ $n } 個點無論怎樣擺放，最多有 m_H({ $n }) = { $growth } 種二分。
dichotomies-fewer-lines = 比最大值少（{ $realised } < { $growth }）：這些點不處於一般位置（三點共線，或兩點重合）。
dichotomies-fewer-line-of-points = 比最大值少（{ $realised } < { $growth }）：有兩個點的 x₁ 相同。
dichotomies-fewer-convex = 比最大值少（{ $realised } < { $growth }）：有一個點位於其他點的凸包內（圓上的點都不會）。
dichotomies-shattered = { $hypotheses }能打散這 { $n } 個點：每一種標註都是二分。
dichotomies-click-hint = 點選一個小圖，這些點就換成它的標籤（Ctrl+Z 復原）。紅色小圖是該假說集合不能實現的標註。滑鼠停留可檢視實現它的假說，或不能實現的原因。
dichotomies-listing = 正在列出這些點（按當前位置）的全部標註……
dichotomies-place-points = 在平面上放置一個或多個點：它們的標註會顯示在這裡。
dichotomies-page = 第 { $page } 頁，共 { $pages } 頁
dichotomies-page-previous = 上一頁
dichotomies-page-next = 下一頁
dichotomies-tile-realised = 標註 { $index }：{ $labels }，{ $hypotheses }能實現
dichotomies-tile-not-realised = 標註 { $index }：{ $labels }，{ $hypotheses }不能實現

dichotomies-tile-carried = { $tile }（這些點當前的標註）

## 成長。
dichotomies-sets-explanation = 每個假說集合的成長函數 m_H(N) 是它在任意 N 個點上最多能實現的二分個數。突破點是第一個滿足 m_H(N) < 2ᴺ 的 N；d_vc 比它小 1。
dichotomies-sets-choose-tip = 選擇這個假說集合：標註、界和平面都隨之改變。
dichotomies-sets-yours = m_H({ $n }) = { $growth }；在你的點上：{ $count }。
dichotomies-sets-yours-fewer = m_H({ $n }) = { $growth }；在你的點上：{ $count }，偏少：這些點的擺放不是能給出最多二分的那種。
dichotomies-sets-break = 突破點 k = { $k }：任何 { $k } 個點都不能被打散。d_vc = { $d }。
dichotomies-sets-no-break = 沒有突破點：圓上的點無論多少個都能被打散。d_vc 為無窮大。
dichotomies-sets-plot-note = 虛線對角線是 2ᴺ。假說集合的曲線在突破點（菱形）處離開這條對角線，此後按多項式增長；凸集永遠不離開它。圓圈：你的 N。
dichotomies-sets-place-up-to = 放置 1 到 { $most } 個點
dichotomies-sets-plot-heading = log₂ m_H(N) 隨 N 的變化

## B(N, k)。
dichotomies-bound-explanation = B(N, k) 是 N 個點中任何 k 個都不被打散時二分個數的最大值：它是所有突破點為 k 的假說集合的 m_H(N) 的上界。
dichotomies-bound-cell = { $hypotheses }的突破點是 { $k }：在你的 { $n } 個點上，B({ $n }, { $k }) 是二分個數的上界。
dichotomies-bound-no-break = { $hypotheses }沒有突破點：沒有哪個 B(N, k) 能作為它的上界，m_H(N) = 2ᴺ。
dichotomies-bound-place-points = 放置 1 到 { $most } 個點，就能看到你所在的格子，以及用你的二分示範的遞推。
dichotomies-bound-recursion-heading = 遞推（以你的二分為例）
dichotomies-bound-grouped = 你的 { $n } 個點上的 { $count } 種二分，按前 { $before } 個點的標籤分組：α = { $alpha } 組帶有點 { $n } 的兩種標籤，β = { $beta } 組只帶一種。所以 { $count } = 2α + β。
dichotomies-bound-alpha-beta = α + β = { $sum } 是前 { $before } 個點的二分，其中任何 { $k } 個點都不被打散：α + β ≤ B({ $before }, { $k }) = { $bound }。
dichotomies-bound-alpha = α 組都帶有最後一個點的兩種標籤，所以在這些組裡前 { $before } 個點中任何 { $less } 個都不被打散：α = { $alpha } ≤ B({ $before }, { $less }) = { $bound }。
dichotomies-bound-together = 合起來：{ $count } = 2α + β ≤ { $first } + { $second } = B({ $n }, { $k }) = { $bound }。
dichotomies-bound-table = N 和 k 從 1 到 10 的 B(N, k) 表
dichotomies-bound-groups = 各組
dichotomies-bound-groups-explained = 每一行：前 N − 1 個點的標籤 | 與之同時出現的最後一個點的標籤。
dichotomies-bound-both = 兩種都有
dichotomies-bound-more = 另有 { $more } 組

## VC 界。
dichotomies-vc-explanation = 以至少 1 − δ 的機率，對 H 中每個 h 都有 |E_in − E_out| ≤ Ω(N, H, δ)。這個界用到 m_H(2N) ≤ (2N)^d_vc + 1。
dichotomies-vc-dvc-tip = VC 維度：假說集合能打散的最多點數（突破點減 1）。d 維感知器的 VC 維度是 d + 1。
dichotomies-vc-dvc-of = { $hypotheses }的 d_vc：{ $d }
dichotomies-vc-n-tip = 訓練點的個數。
dichotomies-vc-eps-tip = |E_in − E_out| 的容差 ε。
dichotomies-vc-delta-tip = 允許這個界不成立的機率 δ。
dichotomies-vc-growth-tip = 成長函數在 2N 處的多項式上界。
dichotomies-vc-bound-tip = P[|E_in − E_out| > ε] 的 VC 界。
dichotomies-vc-omega-tip = 模型複雜度懲罰項 √(8/N · ln(4·m_H(2N)/δ))。
dichotomies-vc-says-nothing = 這個界為 { $bound }，大於 1：對這樣的 N，它給不出任何保證。
dichotomies-vc-says = P[|E_in − E_out| > { $eps }] ≤ { $bound }。
dichotomies-vc-omega = 以至少 { $confidence } 的機率：|E_in − E_out| ≤ Ω = { $omega }。
dichotomies-vc-sample-size = ε = { $eps }、δ = { $delta }、d_vc = { $dvc } 時，這個界要求 N ≥ { $n } 個點。實踐中 N ≈ 10·d_vc = { $rule } 往往就夠了：這個界非常寬鬆。
dichotomies-vc-measure-heading = 實測
dichotomies-vc-measure-explanation = 學習器在 N 個點上訓練（點來自一條目標直線，標籤雜訊為 p），再把它的 E_in 與新點上的 E_out 比較：N 取 { $sizes } 種值，每種用 { $repeats } 個樣本（隨機種子固定）。差距指 |E_in − E_out|。
dichotomies-vc-learner = 學習器
dichotomies-vc-pocket = 口袋演算法
dichotomies-vc-noise = 雜訊 p
dichotomies-vc-noise-tip = 被目標翻轉的標籤所佔的比例。
dichotomies-vc-measure = 測量差距
dichotomies-vc-measure-tip = 在後臺執行這些樣本；相同的輸入給出相同的數字。
dichotomies-vc-stop = 停止
dichotomies-vc-measured-other = 上一次測量用的是另一個學習器或另一雜訊 p：請重新測量。
dichotomies-vc-omega-curve = Ω(N)（截斷於 1）
dichotomies-vc-mean-gap = 差距的平均值
dichotomies-vc-largest-gap = 差距的最大值
dichotomies-vc-plot-note = N 用對數刻度。Ω 大於 1 時不提供任何保證，畫在 1 處。虛線：ε；藍線：你的 N；點線：這個界要求的 N。實測差距遠低於 Ω。
