# 檢視：理論面板（更新的幾何意義、可分性與收斂、對偶形式），平面及其圖例，平面上的附加圖層，
# 以及目標函數 f。

## 理論面板的各節。
views-theory-update-geometry = 更新的幾何意義
views-theory-separability = 可分性與收斂
views-theory-dual = 對偶形式、平均與投票

## 對偶形式、平均與投票。
views-dual-show-alphas = 在點上標出 αₙ
views-dual-show-alphas-tip = 對偶形式（課程筆記 002）：αₙ 記錄在點 n 上做過的更新次數，因此 w = w₀ + Σ αₙ·η·yₙ·zₙ。每個用來更新過的點都畫上一個圓盤（αₙ 越大，圓盤越大），並標出它的 αₙ。
views-dual-alphas-limit = 僅在點數不超過 { $max } 時顯示。
views-dual-alphas-perceptrons-only = 只有感知器類演算法（PLA、口袋演算法、平均感知器、投票感知器）會按點統計更新次數。
views-dual-alphas-note = 點旁的數字：αₙ，即在該點上做過的更新次數。
views-dual-show-vote = 為投票結果著色
views-dual-show-vote-tip = 投票感知器：沿途出現過的每個 w 都投出一票 sign(wᵀz)，票的權重是它保持不變期間經歷的檢查次數。顏色表示投票傾向的一側及其強弱；紫色邊緣是投票結果變號的地方，它不一定是直線。可與 w_t（直線）對比。
views-dual-show-vote-disabled = 請在「學習器」中選擇投票感知器。
views-dual-averaged-note = 平均感知器：實線是 w̄，即所有檢查中 w 的平均；虛線是 PLA 的 w_t。
views-dual-voted-note = 投票感知器：著色是投票結果，紫色邊緣是它的邊界，直線是 PLA 的 w_t。

## 可分性與收斂。
views-convergence-too-many-points = 僅在點數不超過 { $max } 時判定可分性。
views-convergence-not-separable = 線性不可分：PLA 永遠不會停止。
# $witness：為什麼沒有直線能分開這些點（自成一句）。
views-convergence-not-separable-why = { $witness } 每個 w 都會讓某個點落在錯誤的一側，所以 PLA 總能找到下一個要修正的錯誤。
views-convergence-switch-to-pocket = 改用口袋演算法
views-convergence-switch-to-pocket-tip = 使用口袋演算法：它就是 PLA，只是把目前見過的最好的 w（錯誤最少）放進口袋 ŵ，並在用完預算時停止。學習器會重置到 t = 0。
views-convergence-pocket-answer = 口袋演算法保留目前見過的最好的 w：它的答案是 ŵ。
views-convergence-separable = 線性可分：PLA 會停止。
views-convergence-w-f-tip = 讓各點離直線最遠的完美權重：它使 ρ 最大。已縮放到 ‖w_f‖ = 1（含 w₀）。
views-convergence-radius-tip = R = max ‖zₙ‖，即最長的增廣點 z = (1, x₁, x₂) 的長度。
views-convergence-rho-tip = ρ = min yₙ·w_fᵀzₙ / ‖w_f‖：離 w_f 最近的點在其正確一側有多遠（在增廣空間中）。
views-convergence-bound = 上界 R²/ρ²
views-convergence-bound-tip = 從 w = 0 出發，無論以什麼順序檢查這些點，PLA 最多做 R²/ρ² 次更新。
views-convergence-updates = 更新次數 T
views-convergence-updates-tip = 目前已做的更新次數（t）。證明指出：從 w = 0 出發的執行滿足 T ≤ R²/ρ²。
views-convergence-updates-within-bound = { $t }（T ≤ R²/ρ²：成立）
views-convergence-updates-over-bound = { $t }（T ≤ R²/ρ²：不成立）
views-convergence-not-perceptron = 這一保證針對 PLA（以及口袋演算法、平均感知器和投票感知器：它們以同樣的方式更新 w_t）；當前學習器並不是逐個修正錯誤的。
views-convergence-not-from-zero = 這一保證針對在這些點上從 w = 0 開始的執行；把「初始值」設為 w = 0 後按「重置」，即可觀察一次。
views-convergence-show-w-f = 在平面上畫出 w_f
views-convergence-show-w-f-tip = 把間隔最大的分隔線 w_f 畫成一條淡淡的點線。
views-convergence-cosine = cos∠(w_f, w_t) 隨 t 的變化
views-convergence-cosine-tip = w_t 與 w_f 的方向有多一致：方向相同時為 1。證明表明，t 次更新後它至少為 √t·ρ/R，而它不會超過 1，因此 t ≤ R²/ρ²。
views-convergence-guaranteed = 保證的下界 √t·ρ/R
views-convergence-t-shown = 當前顯示的 t
views-convergence-plot-caption = 綠線：每次更新時的 cos∠(w_f, w_t)。虛線：保證的下界 √t·ρ/R。灰色豎線：當前顯示的 t。

## 更新的幾何意義：文字說明。
views-update-soft = t = { $t }：SGD 檢查第 { $point } 個點（{ $class }），y·s = { $margin }：這是一次軟 PLA 更新，權重為 θ(−y·s) = { $weight }（錯得越多，拉得越用力）。
views-update-hinge = t = { $t }：SGD 檢查第 { $point } 個點（{ $class }），y·s = { $margin }：合頁損失以權重 [y·s < 1] = { $weight } 拉動 w（凡是 y·s < 1 的點都會拉，分對但落在間隔內的點也一樣）。
views-update-linreg-sgd = t = { $t }：SGD 檢查第 { $point } 個點（{ $class }），y·s = { $margin }：平方誤差 (1 − y·s)² 以權重 2(1 − y·s) = { $weight } 拉動 w（拉向 y·s = 1：y·s > 1 的點會往回推）。
views-update-mistake = t = { $t }：點 { $point }（{ $class }）被誤分類（y·s = { $margin } ≤ 0）：
views-update-decay = w₁、w₂ 先縮小為原來的 1 − ηλ = { $decay } 倍（λ = 1/(N·C)：正則項 ½λ‖w̃‖² 把 w̃ 拉向 0）。灰色箭頭是縮小後的 (1 − ηλ)·wₜ，從它的尖端畫出的這一步正好落在 wₜ₊₁ 上。
views-update-bias = w₀（偏置）從 { $before } 變為 { $after }。
views-update-angle = ∠(w, x)：{ $before }° → { $after }°，{ $turn }（{ $why }）。
views-update-angle-smaller = 變小：w 轉向了 x
views-update-angle-larger = 變大：w 轉離了 x
views-update-angle-unchanged = 不變
views-update-pull = y = +1 把 w 拉向 x
views-update-push = y = −1 把 w 推離 x
views-update-angle-from-zero = ∠(w, x)：更新前 w₁ = w₂ = 0（沒有方向），更新後為 { $after }°。
views-update-pocket-replaced = 新的 w 比口袋裡的 ŵ 錯誤更少：它被放進口袋。
views-update-not-one-point = 這個學習器不是每次只用一個點來更新：此圖適用於 PLA、口袋演算法和邏輯斯迴歸的 SGD。
views-update-stopped = 執行已停止：不會再有更新。按「後退一步」（B）可檢視最後一次更新。
views-update-correct = 上一次檢查發現該點在正確的一側：w 沒有變化。
views-update-none-yet = 還沒有更新：按「單步」即可看到 w ← w + η·y·z 的圖示。
views-update-smo = SMO 不是用一個點來移動 w：每一步沿著 Σαₙyₙ = 0 移動一對 (αᵢ, αⱼ) 並設定 b，因此每個分數的變化為 Δs(x) = yᵢΔαᵢ·K(xᵢ, x) + yⱼΔαⱼ·K(xⱼ, x) + Δb。這兩個點在平面上以圓圈標出；下方的「支持向量機」一節顯示 D(α) 與 P(w) 的變化。
views-update-smo-pair = t = { $t }：點對 ({ $i }, { $j })：αᵢ { $ai0 } → { $ai1 }，αⱼ { $aj0 } → { $aj1 }。
views-update-smo-none-yet = 還沒有點對：按「單步」可看到 SMO 移動一對 (αᵢ, αⱼ)。

## 平面下方的圖例。
views-legend-positive-tip = 標籤為 +1 的點，畫成藍色圓環。
views-legend-negative-tip = 標籤為 −1 的點，畫成硃紅色叉號。
views-legend-pocket = ŵ（口袋）
views-legend-average = w̄（平均）
views-legend-line-tip = 直線 w₀ + w₁x₁ + w₂x₂ = 0，得分 s = wᵀz 在這裡變號。對口袋演算法，它是口袋權重 ŵ；對平均感知器，它是平平均值 w̄：即演算法給出的答案。
views-legend-current-tip = 當前權重 w_t，即 PLA 所更新的權重。實線是由它們得出的答案：口袋演算法保留最好的，平均感知器取它們的平均。
views-legend-compared-tip = 在同樣的點上與第一個學習器對比的學習器：它的答案用這種顏色的虛線畫出，並帶有自己的 w 箭頭。
views-legend-arrow-tip = (w₁, w₂) 的方向，從直線上離檢視中心最近的點畫出。它垂直於直線並指向 +1 一側；長度是固定的，不代表 ‖w‖。
views-legend-mistakes = 誤分類
views-legend-mistakes-tip = 圓圈標出落在直線錯誤一側（或恰在直線上）的點：y·s ≤ 0。
views-legend-last-update = 上次更新
views-legend-last-update-tip = 上一步用來更新 w 的點：w ← w + η·y·z。
views-legend-plus-side = +1 一側
views-legend-plus-side-tip = 直線上 s = wᵀz > 0 的一側：預測為 +1。
views-legend-theta-tip = 著色：θ(wᵀz)，即邏輯斯迴歸給出的 +1 的機率：越接近 1 越藍，越接近 0 越偏硃紅，0.5 處（即直線）無色。

## 畫在平面上的文字。
views-plane-update-mark = 更新
views-plane-visited-correct = 已檢查：正確
views-plane-point-hover = 點 { $n }：{ $label }，位於 ({ $x }, { $y })
views-plane-point-margin = y·s = { $margin }（{ $verdict }）
views-plane-right-side = 在正確一側
views-plane-on-the-line = 在直線上：算作錯誤
views-plane-misclassified = 誤分類
views-plane-place-positive-first = 左鍵按一下：放置 ○（+1）      右鍵按一下：放置 ×（−1）
views-plane-place-negative-first = 左鍵按一下：放置 ×（−1）      右鍵按一下：放置 ○（+1）
views-plane-or-load-a-preset = 或在左側載入一個預設集
views-plane-tap-positive-first = 輕點：放置 ○（+1）      長按：放置 ×（−1）
views-plane-tap-negative-first = 輕點：放置 ×（−1）      長按：放置 ○（+1）
views-plane-no-line = 沒有直線：w₁ = w₂ = 0，所以每個點的得分都相同，s = w₀ = { $w0 }

## 平面上的附加圖層。
views-extras-alphas-legend = 點旁的圓盤和數字：αₙ，即在該點上做過的更新次數（w = w₀ + Σ αₙ·η·yₙ·zₙ）

## 目標函數 f。
views-target-heading = 目標函數 f 與雜訊
views-target-draw = 畫出 f
views-target-draw-tip = 然後在平面上按下、拖曳並鬆開：f 是穿過這兩點的直線，沿你畫的方向，左側為 +1。拖曳它的端點可以移動它。
views-target-show = 顯示 f
views-target-show-tip = 在學到的 g 旁邊畫出目標函數 f。
views-target-swap-sides = 交換兩側
views-target-swap-sides-tip = 把 f 的 +1 一側變成 −1 一側。
views-target-remove = 移除 f
views-target-noise = 雜訊 p
views-target-noise-tip = 每個標籤以機率 p 被翻轉：這就是課程中所說的雜訊。沒有哪個 g 能比 E_out = p 做得更好。
views-target-n-tip = 用 f 標註多少個點。
views-target-seed = 隨機種子
views-target-seed-tip = 相同的隨機種子給出相同的點。
views-target-label-random = 用 f 標註隨機點
views-target-label-random-tip = 在 f 的方框內均勻抽取 N 個點，用 f 標註（每個標籤以機率 p 翻轉），替換現有的點。「復原」可以恢復原來的點。
views-target-labelled = 已用 f 標註 { $count } 個點，每個標籤以機率 p = { $p } 翻轉。
views-target-none = 沒有目標函數：畫出 f，或用預設的目標函數標註點。
views-target-e-out-tip = 從 f 新抽取的 { $samples } 個點（標籤以 p = { $p } 翻轉）中被 g 分錯的比例，及其標準誤差 √(e(1 − e)/n)。
views-target-disagreement = g 與 f 在方框內 { $percent }% 的區域上不一致；僅雜訊本身就帶來 p = { $p }。
views-target-e-out-needs-two-features = 估計 E_out 需要一個基於兩個特徵的學習器。
views-target-drawing = 畫出 f：按下、拖曳並鬆開
views-target-drag-end-tip = 拖曳以移動 f。
views-target-legend-f = f：目標函數
views-target-legend-g = g：學到的直線

## Workspaces: classify, cluster, PCA
views-workspace-classify = 分類
views-workspace-classify-tip = 學習一條把 ○ 和 × 分開的直線：感知器、口袋演算法、邏輯斯迴歸和線性迴歸。
views-workspace-cluster = 分群
views-workspace-cluster-tip = K 平均：把點分成圍繞 K 箇中心的組，每次走半步。標籤保留但不使用。
views-workspace-pca = 主成分分析
views-workspace-pca-tip = 主成分分析：點變化最大的方向，以及只用這一個方向能把點描述得多好。標籤保留但不使用。
views-points-count = { $n } 個點

## K-means
views-kmeans-heading = K 平均
views-kmeans-k-tip = K：群集的個數，也是中心 μ₁ … μ_K 的個數。
views-kmeans-start = 初始
views-kmeans-start-tip = K 箇中心從哪裡開始。K 平均只會在初始位置上改進，所以初始位置決定它停在 J 的哪個局部最小值。
views-kmeans-start-random = 隨機 K 個點
views-kmeans-start-random-tip = 按隨機種子隨機抽取 K 個點作為中心，和課程中一樣。
views-kmeans-start-plusplus = k-means++
views-kmeans-start-plusplus-tip = 第一個中心是隨機一個點；之後每個中心按與最近中心距離的平方成比例的機率抽取：中心一開始就分散。
views-kmeans-start-clicked = 點選放置中心
views-kmeans-start-clicked-tip = 在平面上點選 K 個位置：中心從那裡開始（此時點選不再放置點）。
views-kmeans-seed-tip = 隨機初始化所用的隨機種子：種子相同，初始位置就相同，整個執行也相同。
views-kmeans-click-centres = 在平面上點選，放置第 { $placed } 箇中心（共 { $k } 個）。
views-kmeans-clicked-all = { $k } 箇中心都已放置：請單步。再點選會重新放置。
views-kmeans-clear-clicks = 清除中心
views-kmeans-clear-clicks-tip = 忘掉已經點選的中心，重新放置。
views-kmeans-size-tip = 這個群集有 { $size } 個點。
views-kmeans-step-assign = 單步：分配
views-kmeans-step-move = 單步：移動
views-kmeans-step-tip = 一次迭代的一半。分配：每個點歸入最近的中心。移動：每個中心移到它的點的平均值。兩半都不會讓 J 變大。
views-kmeans-step-back-tip = 復原半步。單步會沿著同一過程再向前。
views-kmeans-play-tip = 按下面設定的速度逐個半步前進。
views-kmeans-speed-suffix = { " " }半步/秒
views-kmeans-speed-tip = 播放時每秒走多少個半步。
views-kmeans-run-to-end-tip = 一直走到某次分配不再改變任何點：K 平均收斂。
views-kmeans-reset-tip = 回到開始：中心回到由初始化方式和隨機種子決定的位置。
views-kmeans-restarts = 重啟 { $runs } 次
views-kmeans-restarts-tip = 從 { $runs } 個隨機種子各執行 K 平均到結束，顯示最終 J 相差多少，並保留最好的一次：初始位置很重要。
views-kmeans-elbow = 肘部圖
views-kmeans-elbow-tip = 對 K 從 1 到 { $max }，取 { $runs } 次執行中最小的 J：K 越大 J 越小；找 J 之後下降變慢的那個 K（「肘部」）。
views-kmeans-timeline = 半步
views-kmeans-timeline-tip = 顯示走了這麼多半步之後的 K 平均。
views-kmeans-j-heading = 各半步的 J
views-kmeans-j-caption = J = (1/m) Σ ‖xᵢ − μ_c(i)‖²：點到其中心距離平方的平平均值。
views-kmeans-half-steps = 半步
views-kmeans-after-assign = 分配之後
views-kmeans-after-move = 移動之後
views-kmeans-spread-heading = { $runs } 次執行的最終 J，K = { $k }
views-kmeans-spread = 最小 { $min }，最大 { $max }：保留隨機種子 { $seed } 的那次執行。
views-kmeans-final-j = 最終 J
views-kmeans-best = 最好
views-kmeans-elbow-heading = 肘部圖
views-kmeans-elbow-caption = 每個 K 取 { $runs } 次執行中最小的 J。
views-kmeans-min-j = 最小 J
views-kmeans-status = K = { $k } · 第 { $iteration } 次迭代 · 第 { $half } 個半步 · J = { $cost } · { $state }
views-kmeans-status-start = 開始：下一步把每個點分配給最近的中心。
views-kmeans-status-assigned = 已分配：{ $changed } 個點換了群集；下一步移動中心。
views-kmeans-status-moved = 已移動：每個中心都是它的點的平均值；下一步再分配。
views-kmeans-status-empty = 已移動；{ $clusters } 沒有點，留在原處。
# views-kmeans-status-empty 中各空群集名稱之間的分隔符。
views-kmeans-status-empty-separator = 、
views-kmeans-status-converged = 已收斂：一次分配沒有改變任何點。

## PCA
views-pca-heading = 主成分分析
views-pca-explanation = 平均值（+）、第一主成分 u₁（長）和第二主成分 u₂（短），各畫 ±2√λ。每個點投影到 u₁ 上；點到其重構點的灰色線段就是主成分分析儘量減小的誤差。拖曳一個點，看主成分跟著變。
views-pca-mean = 平均值
views-pca-mean-mark = 平均值
views-pca-axis-tip = 主成分：中心化後的點的 Σ = (1/m) XᵀX 的單位特徵向量。
views-pca-lambda-tip = 它的特徵值 λ：點沿這個軸的變異數。
views-pca-retained = 保留的變異數
views-pca-retained-tip = λ₁ / (λ₁ + λ₂)：投影到 u₁ 上保留的變異數比例。
views-pca-error = 誤差比
views-pca-error-tip = Σ ‖xᵢ − x_rec,i‖² / Σ ‖xᵢ − 平均值‖²：投影損失的比例（課程中的重構誤差比）。
views-pca-sum = { $retained } + { $error } = { $total }：保留的和損失的加起來是 1。
views-pca-many-points = 超過 { $max } 個點時，不逐個畫出投影。
views-pca-drag-hint = 拖曳一個點：主成分會跟著變。
views-pca-status = 保留變異數 { $retained } % · 重構誤差 { $error } %

## Support vector machines
views-theory-svm = 支持向量機
views-svm-none = 沒有正在學習的支持向量機。
views-svm-support = 支持向量
views-svm-support-tip = αₙ > 0 的點：只有它們決定 s(x)。在平面上用圓圈標出，αₙ 越大圈越大；αₙ = C 的畫成虛線（在間隔內或在錯誤的一側）。
views-svm-support-count = { $total } 個（{ $at_c } 個取 C）
views-svm-dual-tip = 對偶目標 D(α) = Σαₙ − ½ΣΣ αₘαₙyₘyₙK(xₘ, xₙ)：SMO 每一步都使它變大。
views-svm-primal-tip = 當前 α 對應的 (w, b) 的原始目標：P = ½‖w‖² + C·Σ max(0, 1 − yₙsₙ)；硬間隔時是把 (w, b) 縮放到所有 yₙsₙ ≥ 1 之後的 ½‖w‖²。它從不低於 D(α)（弱對偶），在最優點與之相等（對偶間隙閉合）。
views-svm-primal-infeasible = —（w 尚不可行：有 yₙsₙ ≤ 0）
views-svm-kkt = KKT 違反量
views-svm-kkt-tip = 最優性條件的最大違反量（libsvm 的 m(α) − M(α)）；不超過容差時 SMO 停止。
views-svm-pair = 上一步：點對 ({ $i }, { $j })：αᵢ { $ai0 } → { $ai1 }，αⱼ { $aj0 } → { $aj1 }。
views-svm-dual-curve = D(α)
views-svm-primal-curve = P(w)
views-svm-gap-caption = D 每一步都上升；同一 α 的 P 從不低於 D；兩者在最優點相遇。
views-svm-margin-width = 間隔 2/‖w‖ = { $width }
views-svm-margins = 各直線的間隔：{ $margins }
views-svm-margins-tip = 幾何間隔 minₙ yₙsₙ/‖w‖：直線到最近一點的距離（有點在錯誤一側時為負）。在線性可分的點上，硬間隔支持向量機的間隔是所有直線中最寬的。
## Several classes
views-workspace-classes = 多類別
views-workspace-classes-tip = 多於兩個類別：一對多（OVA）、一對一（OVO）和結構化感知器，點用 □ ◇ △ ☆ 等標記。
views-classes-preset-four-blobs = 四團點
views-classes-preset-four-blobs-tip = 四個分得很開的點團，每類一團：每種方法都能把它們分開。
views-classes-preset-three-in-a-row = 三類排成一行
views-classes-preset-three-in-a-row-tip = 三團點排在一條直線上：沒有直線能把中間一類和另外兩類分開，所以一對多（硬判定）會留下沒有類別或有多個類別認領的區域。
views-classes-preset-one-against-many = 一大類對多個小類
views-classes-preset-one-against-many-tip = 一個大類在中間，三個小類在周圍：一對多的每個問題都很不平衡。
views-classes-ova = 一對多（OVA）
views-classes-ova-tip = 每個類別一個二分類問題：這一類對其餘所有類別。預測分數 s_k 最大的類別。
views-classes-ovo = 一對一（OVO）
views-classes-ovo-tip = 每對類別一個二分類問題。每個問題給它的兩個類別之一投一票，得票最多的類別勝出。
views-classes-structured = 結構化感知器
views-classes-structured-tip = 每個類別一個 w_k；預測 argmax_k w_kᵀz，出錯時 w_y += η·z，w_ŷ −= η·z。這就是 φ(x, y) = x 放在第 y 塊的結構化感知器。
views-classes-and = {" 和 "}
views-classes-comma = 、
views-classes-votes = { $class } 勝 { $beaten }，負於 { $lost }：{ $votes } 票
views-classes-votes-unbeaten = { $class } 勝 { $beaten }：{ $votes } 票
views-classes-votes-none = { $class } 負於 { $lost }：{ $votes } 票
views-classes-place-tip = 在平面上左鍵點選，放下這個類別的點。數字鍵 1–8 也可以選擇類別。
views-classes-place-key-tip = 按鍵 { $key }
views-classes-give-class = 改為所選類別
views-classes-give-class-tip = 把選取的點改為上面選擇的類別（可以復原）。按住 Shift 點選點或按 F 鍵也可以。
views-classes-heading = 多類別學習
views-classes-binary = 二分類演算法
views-classes-binary-tip = 一對多和一對一中每個二分類問題所用的演算法。
views-classes-epochs = 輪數
views-classes-epochs-tip = 每個二分類問題（以及結構化感知器）最多把它的點看多少遍。
views-classes-hard-ova = 一對多（硬判定）檢視
views-classes-hard-ova-tip = 把沒有類別認領（所有 s_k ≤ 0）或有多個類別認領（多於一個 s_k > 0）的區域畫上灰色斜線。
views-classes-step-tip = 走一步：正在訓練的二分類問題的一次更新（結構化感知器：走到下一個錯誤並修正）。
views-classes-play-tip = 按設定的速度一步一步地走，直到學習停下。
views-classes-run-to-end-tip = 一直走到每個問題都停下。
views-classes-reset-tip = 從 t = 0 重新開始學習。
views-classes-speed-tip = 播放時每秒走的步數。
views-classes-vs-rest = { $positive } 對其餘
views-classes-vs = { $positive } 對 { $negative }
views-classes-ein-heading = 多類別 E_in（0/1）
views-classes-ein-caption = 每一步之後，預測類別錯誤的訓練點所佔的比例。
views-classes-steps = 步數
views-classes-training = 正在訓練第 { $i } / { $n } 個問題：{ $problem }，它的 E_in = { $ein }
views-classes-training-structured = 結構化感知器：每個類別一個 w_k，一起學習。
views-classes-trained = 每個問題都已停下。
views-classes-confusion = 混淆矩陣
views-classes-confusion-tip = 每一行是真實類別，每一列是預測類別：對角線上是分對的點。
views-classes-true-predicted = 真實 \ 預測
views-classes-status-training = 正在訓練 { $problem }
views-classes-status-done = 已停下
views-classes-status-stepping = 正在學習
views-classes-status = { $method }：{ $state } · t = { $t } · E_in = { $ein }
views-classes-problem-legend = 平面上實心的標記是這個問題的 +1 點（○），空心的是它的 −1 點（×）。
views-classes-problem-legend-ovo = 平面上實心的標記是這個問題的 +1 點（○），空心的是它的 −1 點（×）；變淡的點不屬於這兩個類別。
views-classes-structured-update = { $class } 被當成了 { $predicted }：w_{ $class } += η·z，w_{ $predicted } −= η·z
views-classes-e-out = E_out = { $e_out }（預設集「{ $preset }」的 { $n } 個新點）
views-classes-e-out-tip = 在用另一個隨機種子從預設集的分佈重新抽取的點上的多類別 0/1 誤差：學習器從未見過的點。屬於沒有訓練點的類別的新點算作錯誤。
views-classes-test-confusion = 新點的混淆矩陣
views-classes-problem-losses = 本問題關於 y·s 的誤差
views-weight-heading = 權重空間：E_in 的誤差函數
views-weight-error-tip = 關於 y·s 的誤差函數；切片的深淺表示其平平均值 E_in，越淺越低。
views-weight-hold = 固定 w₀ 為
views-weight-hold-tip = 切片保持在這個 w₀。不勾選時，切片跟隨所顯示 w 的 w₀，因此 w 總在切片中。
views-weight-needs-plane = 權重空間檢視畫的是平面上的點（d = 2）的 (w₁, w₂) 切片。
views-weight-no-points = 沒有點：E_in 沒有定義。請在平面上放一些點。
views-weight-surface = E_in
views-weight-path = w 的路徑
views-weight-minimiser = 平方誤差的最小值點
views-weight-slice = 切片 w₀ = { $w0 }：在此檢視中 { $measure } 從 { $low }（最淺）到 { $high }（最深）。箭頭是平面上的 w = (w₁, w₂)；橙色路徑是 w₀ … w_t 在 (w₁, w₂) 上的投影，每個 w 各有其 w₀。
views-weight-catching-up = 有 { $n } 個點時，一個切片要算幾影格才能著色：顯示的是最近算完的切片，因此會比 w₀ 的變化慢一拍。
views-weight-sampled = 由 { $grid } × { $grid } 的取樣網格著色（每格取其中心的值）。
views-weight-lines = 每條灰線對應一個數據點：在它的一側該點分對（y·s > 0），另一側分錯。用 0/1 誤差時，最淺的格子就是版本空間：把所有點都分對的那些線。
views-weight-pointer = (w₁, w₂) = ({ $w1 }, { $w2 }) 處：E_in = { $e_in }
views-weight-how = 如何解讀
views-weight-too-narrow = 權重空間：視窗太窄，放不下它和平面並排（可隱藏一個面板，或把視窗拉寬）。
views-weight-version-space = 版本空間
views-weight-version-space-shown = 綠色輪廓：此檢視中的版本空間，即把所有點都分對（0 個錯誤）的 w。
views-weight-version-space-none = 此檢視中沒有版本空間：這裡沒有能把每個點都分對的 w。
views-weight-descent = w_t 處的 −∇E_in（方向）
views-weight-descent-tip = w 處的紫色箭頭是此誤差在該處的 −∇E_in（方向）：對它做梯度下降時的前進方向。
views-weight-answer-tip = 當學習器的答案不是 w_t 時，用一個圓點標出：口袋演算法的 ŵ、平均感知器的 w̄。
views-weight-compare = 四種誤差並排
views-weight-compare-tip = 同一切片分別在 0/1、平方、交叉熵和合頁損失下，每幅圖上是同一條路徑：替代誤差在關鍵處位於 0/1 之上，且各有自己的最小值點。
views-weight-compare-slice = 切片 w₀ = { $w0 } 在四種誤差下，每幅圖按各自在此檢視中的最低值（最淺）到最高值（最深）著色；每幅圖上是同一個箭頭 w 和路徑 w₀ … w_t。
views-weight-in-place = 取代平面
views-weight-in-place-tip = 在平面的位置顯示權重空間，佔滿整個寬度（取消勾選即可重新與平面並排顯示）。
views-weight-margin-region = 對每個 n 都有 yₙ(w₀ + wᵀxₙ) ≥ 1
views-weight-margin-point = 其中離 0 最近的 w（½‖w‖² 最小）
views-weight-margin-tip = 硬間隔 SVM 的區域（天藍色）：切片中使每個點的 yₙsₙ 都至少為 1 的 w，即 yₙ(w₀ + wᵀxₙ) ≥ 1。區域中離原點最近的點（方塊）使 ½‖w‖² 最小；當 w₀ = b 時它就是 SVM 的 w。
views-weight-back-to-learner = 回到學習器
views-weight-back-to-learner-tip = 重新顯示學習器的 w（學習器走一步也會交還 w）。
views-weight-you-learn = 你來當學習器
views-weight-you-learn-tip = 親手移動 w，從 w₁ = w₂ = 0 出發：在切片中按下或拖曳。用盡量少的步數達到所示誤差的最低 E_in；平面上的直線跟隨你的 w。
views-weight-by-hand = 手動設定的 w：({ $w0 }, { $w1 }, { $w2 })。E_in：{ $errors }
views-weight-by-hand-title = 在權重空間中手動設定的 w
views-weight-lowest-exact = 該切片的最低值為 { $lowest }
views-weight-lowest-sampled = 此檢視中取樣到的最低值為 { $lowest }
views-weight-goal = 目標：E_in（{ $measure }）≤ { $target }（{ $known }）。已走步數：{ $moves }。
views-weight-goal-reached = 用 { $moves } 步達到目標！「回到學習器」可顯示它的路徑以作比較。
views-weight-drag-tip = 在切片中按下或拖曳即可手動設定 w：平面上的直線和各誤差隨之變化。學習器走一步，或點「回到學習器」，即交還 w。
views-weight-step-correction = η·yₙzₙ
views-weight-step-point = −η∇err(w; xₙ, yₙ)
views-weight-step-batch = −η∇E_in
views-weight-step-solve = 一步得到的解
views-weight-step-pair = 一對 (αᵢ, αⱼ)
views-lecture-menu = 講座
views-lecture-built-in-tip = 從第一個場景開始播放這個內建講座：其點、學習器和面板，每個場景配有說明。用 PageDown / PageUp 翻頁。
views-lecture-new = 新建腳本
views-lecture-new-tip = 開始編寫自己的講座腳本：第一個場景就是視窗當前的狀態。編輯器隨即開啟。
views-lecture-edit = 編輯腳本
views-lecture-edit-tip = 開啟腳本編輯器：把當前狀態加為場景，用兩種語言寫每個場景的說明，圈出點，調整順序。
views-lecture-editor = 腳本編輯器
views-lecture-copy-link = 複製腳本連結
views-lecture-copy-link-tip = 把整個腳本的連結（已壓縮）放到剪貼簿：網頁版可直接開啟。
views-lecture-save = 儲存腳本…
views-lecture-open-hint = 用「檔案 → 開啟」開啟腳本檔案，或用「檔案 → 開啟連結」開啟腳本連結。
views-lecture-opened = 已開啟講座「{ $title }」：PageDown 下一個場景，PageUp 上一個場景。
views-lecture-taken-home = { $student } 在課堂上的講座：答了 { $answered } 題，對 { $right } 題（共 { $exercises } 道練習）。每道練習顯示課堂上給出的答案、對錯和講解；可以隨意再試。
views-task-flip = 拋我的硬幣 { $flips } 次
views-task-flip-tip = 你自己的公平硬幣（課堂上是你座位的：再拋一次結果相同）。正面的次數就是你的答案；全班的次陣列成舞臺上的直方圖。
views-task-heads = { $flips } 次中 { $heads } 次正面
views-task-flips = 拋擲次數
views-lecture-could-not-open = 無法開啟講座：{ $reason }
views-lecture-fetching = 正在取得講座「{ $title }」…
views-lecture-could-not-fetch = 無法取得講座「{ $title }」：{ $reason }
views-lecture-saved = 講座腳本已儲存到 { $name }。
views-lecture-link-copied = 腳本連結（{ $chars } 個字元）已放到剪貼簿。
views-lecture-scene-of = 場景 { $k } / { $n }
# A phone's tabs: the main view, and the workspace's panel of other workspaces.
views-phone-tab-plane = 平面
views-phone-tab-details = 詳情
views-lecture-previous = ◀ 上一個
views-lecture-previous-tip = 上一個場景，與原來完全一樣（PageUp）。
views-lecture-next = 下一個 ▶
views-lecture-next-tip = 下一個場景（PageDown；點一下說明後也可按 Space）。若它接續本場景，中間的步驟會逐步播放。
views-lecture-playing-steps = 正在播放到下一個場景的步驟……
views-lecture-leave = 離開腳本
views-lecture-leave-tip = 保留本場景的狀態自由探索：點選、單步、隨意修改。「回到腳本」返回該場景。
views-lecture-close = 關閉
views-lecture-set-aside = 講座「{ $title }」暫停在{ $scene }。
views-lecture-back = 回到腳本
views-lecture-back-tip = 回到離開時的場景，與原來完全一樣。
views-lecture-ask-the-class = **向全班提問：**
views-lecture-title = 標題
views-lecture-caption = 說明（**粗體**、*斜體*、`公式`）
views-lecture-ask = 在此暫停：向全班提問
views-lecture-ask-tip = 在本場景的說明上方顯示一個問題。
views-lecture-question = 問題
views-lecture-add-scene = 新增場景
views-lecture-add-scene-tip = 把視窗當前的狀態（點、學習器和 t、檢視、面板）作為新場景加在本場景之後。
views-lecture-take-state = 採用當前狀態
views-lecture-take-state-tip = 本場景改用視窗當前的狀態，說明保留。
views-lecture-duplicate = 複製本場景
views-lecture-duplicate-tip = 在本場景之後加一個它的副本。
views-lecture-earlier = ▲ 前移
views-lecture-earlier-tip = 把本場景前移一位。
views-lecture-later = ▼ 後移
views-lecture-later-tip = 把本場景後移一位。
views-lecture-delete = 刪除
views-lecture-delete-tip = 刪除本場景（腳本至少保留一個）。可復原。
views-lecture-ring = 圈出所選的點
views-lecture-ring-tip = 先在平面上點選一個點，再在本場景中圈出它；再按一次取消。
views-lecture-remove-highlight = 刪除這個標註
views-lecture-speed = 進入本場景時每秒步數
views-lecture-speed-tip = 從點和學習器相同、t 較早的上一個場景過來時，中間的步驟按此速度播放（0：直接跳到）。
views-lecture-undo = 復原腳本編輯
views-lecture-undo-tip = 復原對腳本的上一次修改（場景、說明、標註）。
views-copy-text = 複製文字
views-copy-text-tip = 把這段讀數按這裡顯示的樣子以純文字放到剪貼簿。
views-copy-latex = 複製 LaTeX
views-copy-latex-tip = 把這段讀數以 LaTeX 放到剪貼簿，用於投影片和講義。
views-copied = 已複製
views-kmeans-readout-heading = 上一個半步
views-kmeans-readout-half = 第 { $t } 個半步：{ $what }
views-kmeans-readout-first-assign = 分配：每個點歸最近的中心。
views-kmeans-readout-assign = 分配：{ $changed } 個點改變了所屬的群集。
views-kmeans-readout-converged = 分配：沒有點再改變所屬的群集，K 平均已收斂。
views-kmeans-readout-move = 移動：每個中心移到所屬點的平均值。
views-kmeans-readout-centre = { $centre }：{ $from } → { $to }，即它的 { $size } 個點的平均值。
views-kmeans-readout-empty = { $centre } 停在 { $at }：它的群集是空的。
views-lecture-preview = ▶ 從這裡預覽
views-lecture-preview-tip = 關閉編輯器，從這個場景起像學生看到的那樣播放腳本：PageDown 進入下一個場景，點「編輯腳本」回來。
views-classes-no-e-out = E_out：這些點不是預設集生成的（經過編輯、手工放置或讀自檔案），沒有可以重新抽取新點的分佈。
views-task-heading = 輪到你了：
views-task-click = 在平面上作答
views-task-clicking = 請在平面上點一下……
views-task-click-tip = 你在平面上的下一次點選就是答案（不會放置點）：從原點指向點選處的方向。
views-task-your-answer = 你的答案：
views-task-a-number = 一個數
views-task-check = 檢查
views-task-pad-erase = 刪去最後一個字元
views-task-show-me = 顯示答案
views-task-show-me-tip = 學習器自己的答案，從這個場景重放得到（在答對之前看了答案，這道題算沒做對）。
views-task-hint = 提示
views-task-score = 答對 { $right } / { $answered } 道練習
views-task-shown-number = 學習器的答案：{ $value }。
views-task-click-first = 請先在平面上點一下：答案是從原點指向點選處的方向。
views-task-not-a-number = 「{ $typed }」不是數：請輸入一個數（例如 3 或 0.14）再按「檢查」。
views-task-on-the-plane = 在平面上放置、移動或刪除點，然後：
views-task-save-results = 儲存結果…
views-task-save-results-tip = 把你的答案存為 CSV 檔案交給老師：場景、題型、答案、對錯、從第一道練習起的秒數。不會發送到任何地方。
views-task-copy-results = 複製結果
views-task-copy-results-tip = 把同樣的表格放到剪貼簿，可以貼上到訊息或電子表格裡。
views-task-results-copied = 你的結果已在剪貼簿上（CSV：場景、題型、答案、對錯、秒數）。
views-task-in-the-controls = 在左邊的控制面板裡修改學習器的設定，然後：
views-task-exercise = 練習：
views-task-exercise-tip = 這個場景要學生做什麼；視窗用學習器本身檢查答案。「檢查腳本」會說明它能否作答。
views-task-kind-none = 無
views-task-kind-update = 點出下一次更新後 w 的方向
views-task-kind-next-point = 下一個被修正的是哪個點
views-task-kind-halt = 執行在多少次更新後停止
views-task-kind-e-in = 下一次更新後答案的 E_in
views-task-kind-impossible = 放置直線分不開的點
views-task-kind-slow-down = 加一個點讓 PLA 變慢
views-task-kind-flip = 翻轉一個標籤得到零錯誤的答案
views-task-kind-k-means = 點出 K 平均中心移到哪裡
views-task-kind-tune-eta = 選 η：T 步後的 E_in（交叉熵）
views-task-kind-tune-c = 選 C：支持向量的個數
views-task-within-degrees = 容差（度）
views-task-within = 容差 ±
views-task-max-points = 最多放幾個點
views-task-at-least-updates = 至少更新幾次
views-task-max-added = 學生可以新增的點數
views-task-centre = 中心（從 1 起）
views-task-within-distance = 容差（距離）
views-task-steps = 步數 T
views-task-ce-at-most = E_in（交叉熵）不超過
views-task-support-vectors = 支持向量個數
views-task-hint-field = 提示（按需顯示）
views-task-explanation-field = 講解（檢查後顯示）
views-task-kind-spoil = 加一個點讓學習器分錯
views-task-kind-shatter = 放置能被直線打散的點
views-task-kind-dichotomies = 直線在這些點上能實現幾種二分
views-task-points-to-place = 要放置的點數
views-task-kind-pca = 移動點讓主成分轉動
views-task-more-than-degrees = 轉過的角度大於（度）
views-task-max-moved = 學生可以移動的點數
views-task-kind-final = 點出執行結束時 w 的方向
views-task-kind-class-update = 點出下一次更新後某個類別的 w_k 的方向
views-task-kind-problems = 多類別方法學幾條直線
views-task-kind-error-at = 給定 y·s 的誤差
views-task-kind-features = Φ_Q 有多少個特徵
views-task-kind-circle = Z 中的直線是 X 中的哪個圓
views-task-kind-separating = 哪兩個特徵讓這些點可分
views-task-kind-fit = 擬合：由擬合得出的數
views-task-fit-question = 問題
views-task-fit-lower-e-out = 哪個 Q 的 E_out 更低
views-task-fit-cv-degree = V 折 E_cv 選出哪個 Q
views-task-fit-cv-lambda = V 折 E_cv 選出哪個 λ
views-task-fit-overfit-sign = 熱圖在 (N, σ²) 處的正負號
views-task-fit-l1-zero = L1 的 w 把哪個權重變成 0
views-task-fit-snooped = 資料窺探的估計低了多少
views-task-degree = 次數 Q
views-task-axis = 與 x_k 軸相交，k =
views-task-after-next-update = 下一次更新之後
views-task-after-next-update-tip = 學習器在 Z 中下一次更新後的 w 所對應的曲線：學生預測曲線會移到哪裡。
views-task-class = 類別（□ = 1，◇ = 2，△ = 3，☆ = 4，…）
views-task-score-at = y·s
views-task-measure = 誤差
views-task-or-type = 或輸入：
views-task-a-spot = x₁, x₂
views-task-not-a-spot = 「{ $typed }」不是一個位置：輸入兩個座標，如 3, 1，再按「檢查」。

## 課堂。
views-class-start = 開始上課
views-class-start-tip = 你的視窗成為本網路上的課堂伺服器：學生在手機或筆電上開啟網址（或掃 QR 碼），跟著你的講座走，並回答其中的練習。資料不會離開教室的網路。
views-class-resume = 恢復上一堂課
views-class-resume-tip = 在崩潰、被終止或視窗關閉之後重新開啟上一堂課：同樣的課堂碼、連接埠、學生和答案。學生的頁面會自動重新加入。
views-class-kept = 隨時儲存在：
views-class-show-card = 如何加入…
views-class-show-card-tip = 網址、課堂代碼和 QR 碼（J）
views-class-card-keys = J 隱藏或顯示此卡片 · A 顯示全班答案 · Ctrl+R 公佈答案
views-class-title = 課堂
views-class-join-at = 學生開啟：
views-class-code = 課堂代碼：
views-class-students = { $n } 名學生
views-class-lock = 鎖定課堂
views-class-lock-tip = 不能再有新人加入；已在課堂中的學生，頁面斷開 Wi-Fi 後仍能回到自己的座位。
views-class-tally = 已答 { $answered } · 對 { $right } · 錯 { $wrong }
views-class-coins-heading = 全班的硬幣：{ $n } 名學生各拋 { $flips } 次
views-class-coins-all-heads = { $n } 人中有 { $got } 人 { $flips } 次全是正面。{ $n } 枚公平硬幣裡，P[有人如此] = 1 − (1 − 2^−{ $flips })^{ $n } = { $p }。
views-class-coins-axis = { $flips } 次中正面的次數（ν = 正面次數 / { $flips }）；黑線：公平硬幣平均會得到的人數
views-class-follow = 跟隨
views-class-follow-tip = 每個學生頁面都顯示你的場景，並停在你當前的 t。
views-class-free = 自由探索
views-class-free-tip = 學生自行探索場景，直到你再選「跟隨」。
views-class-range = 場景範圍
views-class-range-tip = 學生自行翻閱一段場景（一節的練習，各按自己的節奏），從當前場景起往後三個；在兩個輸入框中設定起止場景。這一段裡每道練習的答案都會收下。選「跟隨」讓大家回到你的場景。
views-class-range-from = 範圍的第一個場景
views-class-range-to = 範圍的最後一個場景
views-class-pause = 暫停
views-class-pause-tip = 每個頁面顯示「請看老師」。
views-class-reveal = 公佈答案
views-class-reveal-tip = 每個頁面顯示自己的答案對不對，並附上講解。（Ctrl+R）
views-class-results = 結果…
views-class-end = 下課
views-class-next-free-port = 使用下一個空閒連接埠
views-class-try-again = 重試
views-class-join-heading = 加入課堂 { $code }
views-class-your-name = 你的名字（老師能看到；留空則為「學生 N」）：
views-class-default-name = 學生 { $n }
views-class-name-hint = 你的名字
views-class-join = 加入
views-class-eyes-on-the-teacher = 請看老師
views-class-joining = 正在加入課堂……
views-class-joined-as = 已加入課堂：{ $name }
views-class-answer-sent = { $name }：答案已提交，等老師公佈答案
views-class-free-line = { $name }：自由探索——老師會叫你回來
views-class-range-line = { $name }：場景 { $from } 到 { $to }，按自己的節奏——自己翻頁
views-class-called-back = { $name }：已回到老師的場景
views-class-lost = 連線中斷，正在重新加入……
views-class-refused = 未能加入課堂：{ $reason }
views-class-started = 課堂已開始：學生開啟 { $address }
views-class-remote-at = 用你的手機當遙控器（這個網址只給你自己：開啟它的人就能翻頁）：{ $address }
views-class-kept-in = 課堂隨時儲存在 { $path }
views-class-title-scene = 課堂 { $code } · { $name } · 場景 { $scene } / { $of }
views-class-title-sent = 課堂 { $code } · { $name } · 場景 { $scene } / { $of } · 答案已提交
views-class-title-no-scene = 課堂 { $code } · { $name }
views-class-title-joining = 正在加入
views-class-title-lost = 正在重連
views-class-title-refused = 未能加入課堂
views-class-title-name = 請輸入名字
views-class-show-answers = 顯示全班答案
views-class-show-answers-tip = 在平面上：每個方向畫成從原點出發的箭頭，每個位置畫成圓點，對的為綠色，錯的為紫色；輸入的數字在這裡畫成條形圖。不顯示學生姓名。（A）
views-class-share-answers = 已作答的學生可看全班答案
views-class-share-answers-tip = 已作答當前練習的學生可在手機上看到全班的所有答案（從不顯示姓名；揭曉前為灰色，揭曉後為綠色或紫色）。測驗時請關閉。
views-class-shared-title = 全班的答案
views-class-shared-count = 目前共 { $n } 個答案，包括你的。
views-class-shared-hide = 隱藏
views-class-more-answers = 另有 { $n } 份
views-class-small-planes = { $n } 名學生的點，每個小平面比例相同
