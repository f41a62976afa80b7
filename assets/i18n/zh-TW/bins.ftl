# 我們能學習嗎？一個罐子裡的彈珠、Hoeffding 不等式、拋硬幣遊戲（第 3–4 講），以及第 8 講的點權重（加權口袋演算法）。

## 超出範圍的設定。
bins-error-mu = μ 必須介於 0 和 1 之間，而不是 { $mu }
bins-error-eps = ε 必須是正數，而不是 { $eps }
bins-error-count = --{ $what } 至少為 1

## 點的權重。
bins-weight-invalid = 第 { $point } 個點的權重必須是 ≥ 0 的數，而不是 { $value }
bins-weight-invalid-cost = 代價必須是 ≥ 0 的數，而不是 { $value }
bins-weight-all-zero = 所有權重都是 0：E_inʷ 將除以 0
bins-weight-length = { $weights } 個權重對應 { $points } 個點：請按點的順序為每個點給一個權重
bins-weight-not-taken = 只有口袋演算法、線性迴歸和邏輯斯迴歸接受點的權重（--algo pocket、linreg、logistic-gd 或 logistic-sgd）
bins-weight-random-order = 抽取點的加權學習演算法（口袋演算法、邏輯斯迴歸 SGD）按權重成比例的機率抽取每個點：它只接受隨機順序
bins-weight-not-a-number = 第 { $line } 行：「{ $text }」不是數
bins-cost-format = 「{ $text }」不是代價矩陣：請寫出錯誤接受和錯誤拒絕的代價，如 1,10（超市）或 1000,1（CIA）
bins-e-in-weighted = E_inʷ：{ $error }（每個錯誤按其點的權重計）

## linlab hoeffding。
bins-hoeffding-bin = 罐子 μ = { $mu }，樣本大小 N = { $n }，ε = { $eps }：{ $trials } 個樣本（隨機種子 { $seed }）
bins-hoeffding-measured = 實測 P[|ν − μ| > ε] = { $measured }（標準誤 { $error }）
bins-hoeffding-exact = 精確的二項分佈尾機率 = { $exact }
bins-hoeffding-bound = Hoeffding 界 2·exp(−2ε²N) = { $bound }

## linlab coins。
bins-coins-game = { $coins } 枚硬幣 × 每枚 { $flips } 次，{ $runs } 輪（隨機種子 { $seed }）
bins-coins-line = { $coin }：平均值 { $mean }（精確值 { $exact }）；按正面次數 0、1、… 的輪數：{ $histogram }
bins-coins-all-heads = 有硬幣 { $flips } 次全是正面：佔 { $measured } 的輪次（精確值 { $exact }）

## 罐子工作區。
bins-workspace = 罐子
bins-workspace-tip = 我們能學習嗎？一罐彈珠與 Hoeffding 不等式、拋硬幣遊戲，以及每個假說一個罐子與聯合界
bins-section-one = 一個罐子
bins-section-coins = 拋硬幣遊戲
bins-section-many = 多個罐子
bins-seed = 隨機種子
bins-start-again = 重新開始
bins-drawn-on-open = 開啟時抽取
bins-drawn-on-open-tip = 每個部分開啟時按隨機種子抽取的樣本數（或輪數）：課件的場景開啟時圖上已有資料
bins-stage-settings = 設定
bins-mu-tip = μ，罐中橙色彈珠的比例（樣本要估計的未知量）
bins-n-tip = N，每個樣本中的彈珠數
bins-eps-tip = ε，容差：|ν − μ| > ε 的樣本是壞樣本
bins-m-tip = M，假說的個數：每個假說一個罐子
bins-draw-one = 抽一個樣本
bins-draw-many = 抽 1,000 個
bins-draw-hundred = 抽 100 個
bins-drawing = 還有 { $left } 個要抽…
bins-playing = 還有 { $left } 輪要玩…
bins-marble-orange = 橙色
bins-marble-green = 綠色
bins-one-explanation = 罐中橙色彈珠的比例是 μ。N 個彈珠的樣本中橙色的比例是 ν。Hoeffding 不等式：無論 μ 是多少，P[|ν − μ| > ε] ≤ 2·exp(−2ε²N)。
bins-the-bin = 罐子（μ = { $mu }）
bins-the-sample = 上一個樣本（其 { $n } 個彈珠中的 { $shown } 個）
bins-no-sample = 還沒有樣本：抽一個吧。
bins-sample-nu = ν = { $orange }/{ $n } = { $nu }，|ν − μ| = { $gap }：{ $verdict }
bins-sample-good = 好樣本（|ν − μ| ≤ ε）
bins-sample-bad = 壞樣本（|ν − μ| > ε）
bins-histogram-heading = { $samples } 個樣本的 ν
bins-three-at-eps = 在此 ε：實測 P[|ν − μ| > ε] = { $measured }（來自 { $samples } 個樣本）· 精確的二項分佈尾機率 = { $exact } · Hoeffding 界 = { $bound }
bins-over = 橫軸
bins-over-eps-note = 由已抽的 { $samples } 個樣本實測，N = { $n }；界在 1 處截斷，超過 1 時它給不出任何保證。
bins-over-n-note = 每個 N 用 { $trials } 個新樣本實測，ε = { $eps }；界在 1 處截斷。
bins-one-status = { $samples } 個樣本 · 實測 { $measured } · 精確 { $exact } · 界 { $bound }
bins-plot-count = 樣本數
bins-plot-bad-region = |ν − μ| > ε
bins-plot-samples = 實測
bins-plot-expected = 期望（精確）
bins-plot-mean = ν 的平均值
bins-plot-measured = 實測
bins-plot-exact = 精確的二項分佈尾機率
bins-plot-bound = Hoeffding 2·exp(−2ε²N)（截於 1）

## 拋硬幣遊戲。
bins-coins = 硬幣數
bins-flips = 每枚拋擲次數
bins-coins-tip = C，每輪拋擲的公平硬幣數
bins-flips-tip = F，每枚硬幣的拋擲次數（ν 是其中正面的比例）
bins-play-one = 玩一輪
bins-play-many = 玩 100 輪
bins-coins-explanation = 每輪把每枚硬幣都拋一遍；ν₁ 是第一枚硬幣正面的比例，ν_rand 是隨機選出的一枚的，ν_min 是正面最少的一枚的。Hoeffding 不等式對 ν₁ 和 ν_rand 成立（各是拋擲前就固定的一枚硬幣），對 ν_min 不成立（看過結果才選出）。
bins-coins-heading = { $coins } 枚硬幣 × 每枚 { $flips } 次：{ $runs } 輪
bins-coin-line = { $coin }：平均值 { $mean }（精確值 { $exact }）· P[|ν − ½| > ε] = { $measured }，界 { $bound }：{ $verdict }
bins-coin-bound-holds = Hoeffding 不等式成立（這枚硬幣在拋之前就選定了）
bins-coin-no-runs = 還沒有拋過
bins-coin-bound-fails = 界不成立：這枚硬幣是按它的樣本選出的
bins-coin-bound-not-promised = 這裡界沒有保證
bins-coin-stage-line = { $coin }：平均值 { $mean } · P[|ν − ½| > ε] = { $measured }，界 { $bound }：
bins-coin-stage-verdict = { $verdict }
bins-coin-holds-short = 成立
bins-coin-fails-short = 不成立
bins-coin-not-promised-short = 沒有保證
bins-coins-least-mean = ν_min 的平均值是 { $mean }；輪數多了它趨近 { $exact }（1,000 枚硬幣 × 10 次時約為 0.0376），遠離 μ = 0.5。
bins-coins-status = { $runs } 輪 · ν₁ 平均值 { $first } · ν_rand { $random } · ν_min { $least }
bins-class-heading = 150 名學生每人拋硬幣 5 次
bins-class-one = 拋一次
bins-class-many = 拋 100 次
bins-class-result = 在 { $rounds } 次中，有人得到 5 次正面的比例是 { $measured }；1 − (31/32)¹⁵⁰ = { $exact }。

## 多個罐子。
bins-many-explanation = 每條直線 h 是一個罐子：μ = E_out(h) 是它在整個正方形上相對目標直線的誤差，ν = E_in(h) 是它在 N 個點的樣本上的誤差。|E_in(h) − E_out(h)| > ε 時樣本對 h 是壞的；樣本對某個 h 是壞的機率至多為 2M·exp(−2ε²N)。
bins-many-union = 對某個 h 是壞的：{ $samples } 個樣本中有 { $bad } 個（{ $measured }）≤ 2M·exp(−2ε²N) = { $bound }（M = { $m }）
bins-many-chosen = 每個樣本上 E_in 最小的 h：E_in 平均值 = { $e_in }，E_out 平均值 = { $e_out }。它是按樣本選出的，E_in 偏低。
bins-many-bad-column = 壞樣本數
bins-many-status = { $samples } 個樣本 · 對某個 h 是壞的 { $measured } · 聯合界 { $bound }
bins-many-towards-dichotomies = 平面上的每條直線都是一個假說：M 是無窮大，2M·exp(−2ε²N) 什麼也說明不了。但在 N = { $n } 個點上，直線至多產生 m_H(N) = N² − N + 2 = { $growth } 種不同的二分，而不是 2ᴺ = { $all } 種。接下來的講座用 m_H 取代 M。
bins-many-towards-dichotomies-all = 平面上的每條直線都是一個假說：M 是無窮大，2M·exp(−2ε²N) 什麼也說明不了。在 N = { $n } 個點上（無三點共線），直線能產生全部 2ᴺ = { $all } 種二分；從 N = 4 起，至多 m_H(N) = N² − N + 2 種，少得多。接下來的講座用 m_H 取代 M。
bins-many-open-dichotomies = 數一數二分 →
bins-many-open-dichotomies-tip = 「二分」工作區：直線對視窗中的點產生的二分，以及 m_H(N) 與 2ᴺ 的對比。
bins-plot-hypotheses = 假說
bins-plot-chosen = 樣本上誤差最小的 h
bins-plot-target = 目標 f

## 給螢幕閱讀器。
bins-figure-name = 罐子工作區的圖
bins-figure-one = 罐子 μ = { $mu }，樣本大小 N = { $n }，ε = { $eps }。已抽 { $samples } 個樣本；ν 的直方圖在 ν = { $peak } 處最高（{ $count } 個樣本）；有 { $bad } 個樣本 |ν − μ| > ε。實測 P[|ν − μ| > ε] = { $measured }，精確的二項分佈尾機率 { $exact }，Hoeffding 界 { $bound }。
bins-figure-coins = { $coins } 枚硬幣 × 每枚 { $flips } 次，{ $runs } 輪。ν 的平均值：第一枚 { $first }，隨機一枚 { $random }，正面最少的一枚 { $least }。|ν − ½| > ε 的輪次比例：{ $bad_first }、{ $bad_random } 和 { $bad_least }，Hoeffding 界為 { $bound }。
bins-figure-many = 正方形上有 { $m } 條直線和一條目標直線；{ $samples } 個樣本，每個 { $n } 個點。對某條直線是壞的：{ $measured }，聯合界為 { $bound }。每個樣本上誤差最小的直線：樣本內誤差平均值 { $e_in }，樣本外誤差平均值 { $e_out }。
bins-table-many = 各假說的罐子
bins-table-histogram = ν 的直方圖
bins-table-coins = 拋硬幣遊戲各輪按 ν 計
bins-table-random = 隨機硬幣的 ν
bins-table-least = 最少正面的 ν

## 講座中關於罐子的練習。
bins-task-kind = 罐子的界（Hoeffding 不等式、聯合界、五次正面）
bins-task-right = 對：{ $formula } = { $value }。
bins-task-wrong = 不太對：{ $formula } = { $value }，而不是 { $given }。
