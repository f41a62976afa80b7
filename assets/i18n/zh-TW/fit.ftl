## 過擬合、正則化與驗證（第 13–15 講）：核心與命令列的文字。
fit-points-place = 點選平面放置一個點 (x, y)，拖曳可移動它；也可以在下面從目標函數抽取這些點。
fit-lambda-not-valid = 權重衰減 λ 必須是 ≥ 0 的數，而不是 { $lambda }。
fit-lambda-not-taken = { $algorithm } 不接受權重衰減 λ：只有線性迴歸和邏輯斯迴歸接受。
fit-error-folds = { $n } 個點分成 { $folds } 折：V 必須在 2 到 N 之間（V = N 即留一法）。
fit-error-holdout = { $n } 個點中取 { $k } 個驗證點：K 必須在 1 到 N − 1 之間。
fit-error-grid = 無法計算這個網格：{ $what }
fit-grid-empty = 它沒有格子，或沒有執行次數。
fit-grid-degree = 擬合的次數最多為 { $max }。
fit-grid-n = 每個 N 至少要有 { $min }，即較大擬合的權重個數。
fit-grid-lambda = λ 必須是 ≥ 0 的數。
fit-grid-second = { $value } 不是這張圖第二個軸上的值。
fit-grid-sigma2 = σ² 必須是 ≥ 0 的數。
fit-grid-qf = Q_f 最多為 { $max }。
fit-cli-validate-run = { $algo }，λ = { $lambda }，資料 { $file }：N = { $n }，d = { $d }；誤差按 { $measure } 計算
fit-cli-validate-fold = 第 { $fold } 折（第 { $first }–{ $last } 個點）：E_val = { $e_val }，w = { $w }
fit-cli-validate-e-cv = { $folds } 折的 E_cv = { $e_cv }
fit-cli-validate-e-val = 最後 { $k } 個點上的 E_val(g⁻) = { $e_val }
fit-cli-validate-choice = λ = { $lambda }：{ $error }
fit-cli-validate-chosen = 選定：λ = { $lambda }（誤差最小；上面各行是它的各折），在全部 N = { $n } 個點上重新學得的 g：w = { $w }
fit-cli-bad-grid = --grid { $grid }：N 軸寫成 FROM:TO 或 FROM:TO:STEP（整數），畫圖時再加一個逗號和同樣寫法的 σ² 或 Q_f 軸（80:120,0:2:0.05）。
fit-cli-bad-degrees = --degrees { $degrees }：兩個次數寫成 LOW,HIGH（2,10）。

## 視窗中的擬合工作區。
fit-workspace = 擬合
fit-workspace-tip = 在直線上（x 從 −1 到 1）用多項式擬合點：第 13 講的 g₂ 與 g₁₀，加上權重衰減 λ，它們的 E_in 與 E_out，V 折交叉驗證，以及過擬合的熱力圖。
fit-target-heading = 目標函數 f（第 13 講）
fit-q-f-tip = Q_f，目標函數的次數：f 是次數不超過 Q_f 的勒讓德多項式之和，係數隨機，並縮放使 f² 的平均值為 1。Q_f 越高，確定性雜訊越多。
fit-sigma2-tip = σ²，加在每個 y 上的雜訊的變異數：隨機雜訊。
fit-n-tip = N，從目標函數抽取的點數。
fit-seed = 隨機種子
fit-seed-tip = 目標函數及其點的隨機種子：同一個隨機種子抽出同樣的點。
fit-draw = 從目標函數抽取
fit-draw-tip = 用一個次數為 Q_f、雜訊為 σ² 的新目標函數的 N 個點替換現有的點（復原可找回原來的點）。只要點保持抽取時的樣子，E_out 就是精確的。
fit-fits-heading = 擬合
fit-q-a = 第一個擬合的 Q
fit-q-b = 第二個擬合的 Q
fit-q-tip = 擬合的次數 Q：g 是 x 的 Q 次多項式，在這些點上用最小二乘擬合。
fit-lambda-tip = 權重衰減 λ ≥ 0，採用課程的形式：w_REG = (ZᵀZ + λI)⁻¹Zᵀy，即使 E_in + (λ/N)·wᵀw 最小的 w。0 即不加正則的最小二乘。
fit-lambda-preset-tip = 第 14 講圖中的幾個權重衰減。
fit-validation-heading = 驗證（第 15 講）
fit-folds-drawn = 畫出每折的 g⁻
fit-folds-drawn-tip = 淡淡地畫出每折的 g⁻：不用該折的點擬合。
fit-choice-drawn = 畫出選出的 g
fit-choice-drawn-tip = 畫出按 E_cv 選出、再用全部點重新訓練的 g，並在圖例中寫出它的 Q 或 λ。關掉時 E_cv 的表格照樣做選擇：問「E_cv 選哪個」的場景不畫它。
fit-folds-tip = V，折數：把點按順序切成 V 個連續的部分，每部分輪流留出一次。V = N 即留一法。
fit-validated-q = 驗證的 Q
fit-validated-q-tip = 列出其 V 折交叉驗證、並淡淡畫出每折 g⁻ 的次數。
fit-leave-one-out = 留一法（V = N）
fit-leave-one-out-tip = 折數等於點數：每個 g⁻ 在 N − 1 個點上擬合，在留出的那個點上測試。
fit-survey-heading = 實驗（第 13 講與第 15 講）
fit-study-noise = (N, σ²) 上的過擬合
fit-study-noise-tip = 過擬合度量 E_out（第二個 Q 的 g）− E_out（第一個 Q 的 g），對許多 20 次目標函數取平均，N 從 80 到 120，σ² 從 0 到 2：隨機雜訊。
fit-study-complexity = (N, Q_f) 上的過擬合
fit-study-complexity-tip = 過擬合度量，N 從 80 到 120，Q_f 從 0 到 100，σ² = 0.1：確定性雜訊。
fit-study-curves = 學習曲線
fit-study-curves-tip = 兩個擬合的期望 E_in 與 E_out 隨 N 的變化，目標函數為 10 次，σ² = 1。
fit-runs = 每格執行次數
fit-runs-tip = 每一格平均多少次帶隨機種子的執行（講義中的圖：{ $runs } 次）。同一個隨機種子得到同一張圖。
fit-compute = 計算
fit-compute-tip = 在視窗執行緒之外計算實驗；停止過的實驗從停下的地方繼續。
fit-stop = 停止
fit-stop-tip = 在進行中的執行結束後停止：已完成的部分保留並畫出。
fit-survey-no-thread = 實驗無法開始：{ $error }
fit-survey-failed = 實驗失敗了，請重新計算。
fit-survey-none = 還沒有計算實驗：在左側選擇一個，然後按「計算」。
fit-survey-running = 計算中：{ $total } 次執行已完成 { $done } 次……
fit-survey-partial = 在 { $total } 次執行中的第 { $done } 次後停止：灰色格子尚未計算。
fit-legend-heading = 平面上
fit-legend-target-tip = 抽出這些點的目標函數 f（虛線）。
fit-legend-g-tip = 這個次數在全部點上的擬合，帶權重衰減 λ。
fit-legend-folds = 每折的 g⁻（Q = { $q }）
fit-legend-folds-tip = 淡淡畫出：每折的 g⁻，不用該折的點擬合。
fit-legend-chosen = 按 E_cv 選出的 g（{ $which }）
fit-legend-chosen-tip = E_cv 最小的 Q 或 λ，在全部點上重新擬合（點線）。
fit-errors-heading = 誤差
fit-e-in-tip = E_in，在這些點上 (g(x) − y)² 的平均：平方誤差。
fit-e-out-tip = E_out，在目標函數的新點上平方誤差的期望：由勒讓德係數精確算出，E_x[(g − f)²] + σ²。
fit-e-out-exact = E_out 是精確的：這些點是從目標函數抽出的（雜訊 σ² = { $sigma2 }）。
fit-e-out-unknown = E_out 未知：沒有目標函數（點是手動放置或編輯過的）。
fit-unknown = 未知
fit-validation-of = Q = { $q } 的 { $folds } 折交叉驗證
fit-fold = 第 { $k } 折
fit-fold-points = 第 { $first }–{ $last } 個點
fit-fold-column = 折
fit-folds-table = 各折
fit-e-val-tip = 這一折的 E_val：它的 g⁻ 在這一折自己的點上的平方誤差。
fit-e-cv-tip = E_cv，各折 E_val 的平均：對 E_out 的估計。
fit-choice-heading = 按 E_cv 選擇 Q
fit-chosen = ◀ 選取
fit-status-fit = { $g }：E_in = { $e_in }，E_out = { $e_out }
fit-map-noise-heading = E_out({ $high }) − E_out({ $low })，Q_f = { $q_f }
fit-map-complexity-heading = E_out({ $high }) − E_out({ $low })，σ² = { $sigma2 }
fit-map-cell-tip = N = { $n }，{ $second }：E_out 之差 { $overfit }（{ $runs } 次執行）
fit-map-scale-note = 硃紅：較大的模型過擬合（它的 E_out 更高）；藍：它更好。色標的兩端是各格的第 90 百分位數，超出的格子用端點的顏色。
fit-curves-heading = 學習曲線，Q_f = { $q_f }，σ² = { $sigma2 }
fit-curves-error-axis = 期望誤差
fit-curve-in = 樣本內 { $g }
fit-curve-out = 樣本外 { $g }
fit-figure = { $points }，{ $target }。{ $first }；{ $second }。{ $validation }
fit-figure-points = { $n } 個點，讀作 (x, y)，x 從 −1 到 1
fit-figure-target = 目標函數 f 為虛線，次數 { $q_f }，所以 E_out 是精確的
fit-figure-no-target = 沒有目標函數，所以 E_out 未知
fit-figure-fit = { $g } 畫成{ $colour }：E_in = { $e_in }，E_out = { $e_out }
fit-figure-cv = Q = { $q } 的 { $folds } 折交叉驗證：E_cv = { $e_cv }；按 E_cv 選出：{ $chosen }
fit-figure-cv-unchosen = Q = { $q } 的 { $folds } 折交叉驗證：E_cv = { $e_cv }
fit-figure-no-cv = 沒有交叉驗證：{ $why }
fit-colour-first = 藍色
fit-colour-second = 硃紅色
fit-phone-tab = 擬合
fit-too-much-work = N·V 超過 { $most }：每次編輯點都要重新擬合，次數太多。請減小 V。
fit-choice-too-much = 未計算：N·V·11 超過 { $most }，每次編輯點都要重新擬合，次數太多。請減小 V。
fit-choice-lambda-heading = 按 E_cv 選擇 λ，Q = { $q }
fit-choose-degree = 選擇 Q
fit-choose-degree-tip = 用上面設定的 λ 對 Q = 0 … 10 做交叉驗證，再在全部點上重新擬合 E_cv 最小的 Q。
fit-choose-lambda = 選擇 λ
fit-choose-lambda-tip = 在驗證的 Q 上對 λ = 0、10⁻⁴、10⁻³、10⁻²、0.1、1、10 做交叉驗證，再在全部點上重新擬合 E_cv 最小的 λ。

## 第 16 講的資料窺探，量出來。
fit-snooping-switch = 量一量資料窺探
fit-snooping-switch-tip = 在許多像這樣的目標函數和點上，看測試集的誤差來選 Q = 0 … 10，並報告這個誤差（窺探）；對照在訓練點上用 E_cv 選 Q、最後只測試一次（誠實）。每個估計都和選出的 g 的精確 E_out 放在一起比較。
fit-snooping-heading = 資料窺探，{ $draws } 次取樣的中位數：Q_f = { $q_f }，σ² = { $sigma2 }，{ $n } 個訓練點和 { $n } 個測試點
fit-snooping-snooped = 窺探
fit-snooping-snooped-tip = 在訓練點上擬合每個 Q，留下測試誤差最小的那個，並把這個測試誤差當作 E_out 的估計報告出來。
fit-snooping-honest = 誠實
fit-snooping-honest-tip = 只在訓練點上用 V 折 E_cv 選 Q，再把它的 g 在測試集上量一次。
fit-snooping-estimate = 估計
fit-snooping-estimate-tip = 作為 E_out 估計報告的測試誤差：它在各次取樣上的中位數。
fit-snooping-short = 低估了
fit-snooping-short-tip = E_out − 估計（兩個中位數之差）：報告的數字有多樂觀。
fit-snooping-note = 用中位數，因為在少數點上擬合的高次多項式偶爾會劇烈擺動，這樣的一次取樣會在平均數中壓過其餘各次取樣。窺探的估計低了 { $short }：測試集選了 Q，它就不再能量 Q 了。誠實做法的測試集沒有參與選擇。

## Lectures 15–16 in the Fit workspace: a held-out D_val, the curve over K, sampling bias.
fit-region = x 的範圍
fit-region-from = 起點
fit-region-to = 終點
fit-region-tip = 取樣時 x 在這兩個值之間均勻分佈（不設時為 −1 到 1 全段）：只從一部分取樣是有偏的樣本，而 E_out 仍在整個 [−1, 1] 上量（第 16 講的取樣偏差）。
fit-region-note = 這些點的 x 只從 { $from } 到 { $to } 抽出（其餘部分加了陰影）；E_out 在整個 [−1, 1] 上量：這是有偏的樣本。
fit-holdout-tip = K，留作 D_val 的點數：所驗證次數的 g⁻ 用其餘 N − K 個點學習，在這 K 個點上量 E_val，g 再用全部 N 個點重新學習。0 表示不留。
fit-split-seeded = 按隨機種子
fit-split-tip = 哪些點是 D_val：按點的順序取最後 K 個，或按隨機種子隨機取 K 個。
fit-legend-g-minus = 不用 D_val 的 g⁻（Q = { $q }）；D_val 畫圈
fit-legend-g-minus-tip = 虛線：g⁻，不用畫圈的 D_val 點學習。面板給出它在這些點上的 E_val。
fit-held-heading = 留出：N = { $n } 個點中的 K = { $k } 個（{ $how }），Q = { $q }
fit-held-last = 最後 K 個
fit-held-seeded = 按隨機種子選取
fit-held-e-in-tip = E_in：g⁻ 在它學習用的 N − K 個點上的，g 在全部 N 個點上的。
fit-held-e-val-tip = E_val(g⁻)：g⁻ 在它從沒見過的 D_val 的 K 個點上的平方誤差：E_out(g⁻) 的估計。
fit-held-note = g⁻ 用 D_train 學習；交出去的 g 再用全部 N 個點重新學習。
fit-figure-held = { $heading }：E_val(g⁻) = { $e_val }，E_out(g⁻) = { $e_out_minus }，E_out(g) = { $e_out }。
fit-study-over-k = 隨 K 的驗證
fit-study-over-k-tip = 第 15 講的曲線：期望 E_val(g⁻)、E_out(g⁻) 和 E_out(g) 隨 K 的變化，目標函數與上面設定的相同類型（其 Q_f、σ²、N），次數為所驗證的 Q，在許多次取樣上取平均。
fit-over-k-heading = 隨 K 變化：N = { $n }，Q = { $q }，Q_f = { $q_f }，σ² = { $sigma2 }；每點為 { $runs } 次取樣的平均
fit-over-k-e-val = E_val(g⁻)
fit-over-k-e-out-minus = E_out(g⁻)
fit-over-k-e-out-all = E_out(g)
fit-over-k-miss = 典型的 |E_val − E_out(g⁻)|
fit-over-k-rule = K = N/5
fit-over-k-note = 點線：E_val(g⁻) − E_out(g⁻) 在各次取樣（每次都是新的目標函數和新的點）上的均方根。
fit-weights-switch = 權重空間：
fit-weights-switch-tip = 第 14 講的圖，畫在 (w₀, w₁) 平面上：用 h(x) = w₀ + w₁·x 擬合這些點，取當前的 λ：E_in 的等高線、正則化的 w 所在的球，以及那裡的 −∇E_in。
fit-lambdas-switch = 第二個擬合在 λ = 0、10⁻⁴、10⁻²、1 下並排
fit-lambdas-switch-tip = 第 14 講的四幅圖：以第二個擬合的次數在這些點上學習，權重衰減 λ = 0、10⁻⁴、10⁻² 和 1，各佔一格，並給出各自的 E_in 與 E_out。
fit-lambdas-heading = { $g } 在四個 λ 下，同一組點
fit-lambdas-note = 每一格是同一組點、同一視野；這些點是 f 的取樣時，f 以虛線畫出。λ 越大，每個權重越被拉向 0：先去掉擺動，再把整個擬合壓平。
fit-best-lambda-switch = 最佳 λ 與雜訊：
fit-best-lambda-tip = 第 14 講：30 個點的 15 次擬合，其期望 E_out 隨權重衰減 λ 的變化，對許多次取樣取平均；每個隨機雜訊（σ²）或確定性雜訊（Q_f）水平一條曲線。使 E_out 最小的 λ 隨雜訊增大。
fit-best-lambda-off = 關
fit-best-lambda-stochastic = 隨機雜訊（σ²）
fit-best-lambda-deterministic = 確定性雜訊（Q_f）
fit-best-lambda-heading = { $n } 個點的 { $q } 次擬合的期望 E_out 隨 λ 的變化
fit-best-lambda-axis = 期望 E_out
fit-best-lambda-degree = { $q } 次的 f
fit-best-lambda-one = { $level }：最佳 λ = { $lambda }（E_out { $e_out }）
fit-best-lambda-runs = 已完成 { $done } / { $total } 次取樣；同一條曲線上的每個 λ 用相同的取樣。
fit-best-lambda-clipped = 視野只容納曲線的低處：在 λ = 0 附近，E_out 比畫出的更高（30 個點上 16 個權重）。
fit-weights-hidden = 關閉
fit-weights-l2 = L2 圓
fit-weights-l1 = L1 球
fit-weights-heading = h(x) = w₀ + w₁·x 的權重空間
fit-weights-hypothesis = 用 h(x) = w₀ + w₁·x 擬合這些點（Q = 1，與兩個擬合的次數無關），λ 作用在兩個權重上。
fit-weights-lambda-tip = 工作區的權重衰減 λ 和點數 N：正則化的 w 使 E_in + (λ/N)·Ω(w) 最小，Ω = wᵀw（L2）或 |w₀| + |w₁|（L1）。
fit-weights-w-lin-tip = E_in 的最小點，也是等高線的中心；E_in(w_lin) = { $e_in }。
fit-weights-c-tip = w_REG 所在的圓 wᵀw = C：這個 λ 對應約束 wᵀw ≤ C 裡的 C。
fit-weights-ratio-tip = −∇E_in(w_REG) = (2λ/N)·w_REG：垂直於圓、平行於 w_REG，2λ/N = { $two_lambda_n }。
fit-weights-c1-tip = 在這個 λ 下 L1 的 w 所在的 L1 球 |w₀| + |w₁| ≤ C₁。
fit-weights-corner = 落在角上
fit-weights-corner-from = 從 λ = { $lambda } 起
fit-weights-corner-none = 從不（w_lin 已有一個權重為零）
fit-weights-corner-tip = 使 L1 的 w 有一個權重為零的最小 λ：它的橢圓在角上碰到球。權重衰減（L2）讓兩個權重都變小，但不會讓任何一個變成零。
fit-weights-descent-tip = 正則化的 w 處的 −∇E_in，E_in 下降最快的方向：箭頭的方向（長度不按比例）。
fit-weights-l1-ball = |w₀| + |w₁| = C₁
fit-weights-circle = wᵀw = C
fit-weights-touching = 過 w 的 E_in
fit-weights-levels = E_in 等高線
fit-weights-descent = w 處的 −∇E_in
fit-weights-hover = w = { $w }，E_in = { $e_in }
fit-weights-quantity = 量
fit-weights-value = 值
fit-weights-figure-l2 = w₀ + w₁·x 的權重空間，λ = { $lambda }：w_lin = { $w_lin }；w_REG = { $w } 在圓 wᵀw = C = { $c } 上，那裡 −∇E_in = { $descent }，等於 (2λ/N)·w_REG，2λ/N = { $ratio }：垂直於圓。
fit-weights-figure-l1 = w₀ + w₁·x 的權重空間，λ = { $lambda }，L1：w_lin = { $w_lin }；L1 的 w = { $w } 在球 |w₀| + |w₁| = C₁ = { $c1 } 上；從 λ = { $corner } 起落在角上。
fit-weights-w-tip = 正則化的 w，在它的球上；E_in(w) = { $e_in }，即實線橢圓的高度，它在那裡碰到球。
fit-weights-touching-tip = 過正則化的 w 的 E_in 等高線：它在那裡碰到球，且不進入球內。
fit-weights-levels-tip = E_in 的其他等高線：E_in 是 w 的二次函數，所以是圍繞 w_lin 的橢圓。
fit-weights-ball-tip = 這個 λ 所對應的約束允許的權重；正則化的 w 在它的邊上。
fit-weights-w-lin-legend-tip = w_lin，E_in 的最小點（不加正則）。
fit-weights-w-legend-tip = 正則化的 w，以及從 0 指向它的箭頭：它的方向。

## 平面上的分類
fit-mode-regression = 直線上的迴歸
fit-mode-regression-tip = 點是 (x, y)，擬合是 Q 次多項式 g(x)，用平方誤差衡量（第 13 講的實驗）。
fit-mode-classification = 平面上的分類
fit-mode-classification-tip = 點是 x = (x₁, x₂)，標籤為 ○ +1 與 × −1，擬合是邊界 sign(wᵀΦ_Q(x)) = 0，Φ_Q 與「特徵轉換」工作區的相同，用 0/1 誤差衡量：過擬合就是邊界繞著雜訊彎來彎去。
fit-plane-target-heading = 目標函數 f：帶雜訊標籤的圓
fit-plane-flip-tip = p，標籤雜訊：在正方形 [−1, 1]² 上，f 在虛線圓 x₁² + x₂² = ½ 外為 +1、內為 −1，抽出的每個標籤以機率 p 翻轉。
fit-plane-seed-tip = 點及其翻轉標籤的隨機種子：同一個隨機種子抽出同樣的點。
fit-plane-draw-tip = 用正方形上均勻分佈的 N 個點替換現有的點，按圓標註，每個標籤以機率 p 翻轉（復原可找回原來的點）。只要點保持抽取時的樣子，E_out 就對照目標函數計算。
fit-plane-q-tip = 擬合的次數 Q：Φ_Q 把 x 變成所有滿足 1 ≤ a + b ≤ Q 的勒讓德多項式乘積 L_a(x₁)·L_b(x₂)（Φ₁₀ 有 65 個特徵），g = sign(wᵀΦ_Q(x))。
fit-plane-lambda-tip = 對每個權重的權重衰減 λ ≥ 0：線性迴歸取 w_REG = (ZᵀZ + λI)⁻¹Zᵀy；邏輯斯迴歸在交叉熵誤差下沿 E_in + (λ/N)·wᵀw 下降。0 即不加正則。
fit-plane-linear = 線性迴歸
fit-plane-linear-tip = 在標籤 ±1 上求 w_REG = (ZᵀZ + λI)⁻¹Zᵀy，按其符號分類：一次求解。
fit-plane-logistic = 邏輯斯迴歸
fit-plane-logistic-tip = 從 w = 0 出發在增廣誤差 E_in + (λ/N)·wᵀw 上做梯度下降，每步 w ← w − η·∇，η 固定且保證誤差不會上升；‖∇‖ ≤ 10⁻⁶ 或走滿 10 000 步時停止。
fit-plane-legend-target-tip = 目標函數的邊界，圓 x₁² + x₂² = ½（虛線）：f 在圓外為 +1。
fit-plane-legend-g-tip = 這個次數在全部點上的擬合的邊界 wᵀΦ_Q(x) = 0，帶權重衰減 λ。
fit-plane-e-in-tip = E_in，落在擬合邊界錯誤一側的點所佔的比例（0/1 誤差）。
fit-plane-e-out-tip = E_out，目標函數的一個新點連同其帶雜訊的標籤落在錯誤一側的機率：p + (1 − 2p)·P[g ≠ f]。
fit-plane-e-out-estimated = E_out = p + (1 − 2p)·P[g ≠ f]，p = { $flip }：這些點是從目標函數抽出的；P[g ≠ f]，即 g 與 f 不一致的面積，用 { $samples } 個新點估計（兩個擬合用同一批點）。
fit-plane-descent-converged = { $g }：梯度下降走了 { $steps } 步，‖∇‖ = { $gradient }。
fit-plane-descent-capped = { $g }：梯度下降走滿 { $steps } 步後停止，‖∇‖ = { $gradient }，仍大於 10⁻⁶。
fit-plane-descent-unbounded = λ = 0 且 Φ_Q 能把這些點分開時，交叉熵誤差沒有最小的 w：w 越長，它就一直下降。
fit-plane-figure = 平面上的 { $n } 個點，標籤為 ○ +1 與 × −1，用{ $learner }擬合，λ = { $lambda }，目標函數的圓為虛線。{ $first }；{ $second }。{ $source }
fit-plane-colour-first = 藍綠色
fit-plane-colour-second = 橙色
