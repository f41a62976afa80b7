# 我們能學習嗎？一個罐子裡的彈珠、Hoeffding 不等式、拋硬幣遊戲（第 3–4 講），以及第 8 講的點權重（加權口袋演算法）。

## 超出範圍的設定。
bins-error-mu = μ 必須介於 0 和 1 之間，而不是 { $mu }
bins-error-eps = ε 必須是正數，而不是 { $eps }
bins-error-count = --{ $what } 至少為 1

## 點的權重。
bins-weight-invalid = 第 { $point } 個點的權重必須是 ≥ 0 的數，而不是 { $value }
bins-weight-invalid-cost = 代價必須是 ≥ 0 的數，而不是 { $value }
bins-weight-all-zero = 所有權重都是 0：E_in^w 將除以 0
bins-weight-length = { $weights } 個權重對應 { $points } 個點：請按點的順序為每個點給一個權重
bins-weight-not-taken = 只有口袋演算法接受點的權重（--algo pocket）
bins-weight-random-order = 加權口袋演算法按權重成比例的機率抽取錯誤：它只接受隨機順序
bins-weight-not-a-number = 第 { $line } 行：「{ $text }」不是數
bins-cost-format = 「{ $text }」不是代價矩陣：請寫出錯誤接受和錯誤拒絕的代價，如 1,10（超市）或 1000,1（CIA）
bins-e-in-weighted = E_in^w：{ $error }（每個錯誤按其點的權重計）

## linlab hoeffding。
bins-hoeffding-bin = 罐子 μ = { $mu }，樣本大小 N = { $n }，ε = { $eps }：{ $trials } 個樣本（隨機種子 { $seed }）
bins-hoeffding-measured = 實測 P[|ν − μ| > ε] = { $measured }（標準誤 { $error }）
bins-hoeffding-exact = 精確的二項分佈尾機率 = { $exact }
bins-hoeffding-bound = Hoeffding 界 2·exp(−2ε²N) = { $bound }

## linlab coins。
bins-coins-game = { $coins } 枚硬幣 × 每枚 { $flips } 次，{ $runs } 輪（隨機種子 { $seed }）
bins-coins-line = { $coin }：平均值 { $mean }（精確值 { $exact }）；按正面次數 0、1、… 的輪數：{ $histogram }
bins-coins-all-heads = 有硬幣 { $flips } 次全是正面：佔 { $measured } 的輪次（精確值 { $exact }）
