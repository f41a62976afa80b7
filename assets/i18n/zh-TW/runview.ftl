# 執行及其檢視：狀態列、時間軸、兩個學習器的對比、E_in 歷史面板與損失面板。

## 學習器的名稱及其檢查順序
runview-learner-with-order = { $algorithm }（{ $order }）
runview-order-cyclic = 循環
runview-order-random-cycle = 隨機循環
runview-order-random = 隨機

## 狀態列：用一句話說明當前狀態
runview-status-unusable = 還不能學習：{ $why }。
runview-status-ready = 已就緒，t = 0：請按「單步」或「播放」。
runview-status-paused = 已暫停，t = { $t }。
runview-status-playing = 正在播放，t = { $t }。
runview-status-running-to-end = 正在執行到底：t = { $t }……
runview-status-converged-pocket = 經過 { $t } 次更新後收斂：w_t 沒有誤分類點。
runview-status-solved = 已求解：一步得到 w = Z⁺y。
runview-status-solved-decay = 已求解（權重衰減 λ = { $lambda }）：一步得到 w_REG = (ZᵀZ + λI)⁻¹Zᵀy。
runview-status-converged = 經過 { $t } 次更新後收斂。
runview-status-converged-cycle = 經過 { $t } 次更新後收斂：完整檢查一輪所有點，沒有發現錯誤。
runview-status-budget = 經過 { $t } 次更新，已用完預算（至多 { $max } 次）。
# 接在 runview-status-budget 之後。
runview-status-budget-hint-not-separable = 沒有直線能分開這些點，所以 PLA 永遠不會停止：試試口袋演算法。
runview-status-budget-hint-pocket = 在沒有直線能分開的點上，PLA 永遠不會停止：試試口袋演算法。
runview-status-diverged = 在 t = { $t } 時發散：η = { $eta } 太大，w 將不再是有限的數。
runview-status-stalled = 經過 { $t } 對更新後停滯，最大 KKT 違反量 { $gap } 高於容差 { $tol }：{ $reason ->
    [rounds-to-nothing] 下一對的更新在浮點運算中舍入為零，之後的每一步都將相同。
    [dual-stops-rising] 在最近 { $steps } 對更新中 D(α) 的增幅小於其自身的舍入誤差；KKT 違反量已降到核函數數值尺度的舍入誤差量級。
   *[gap-stops-falling] 最大的 KKT 違反量已有 { $steps } 對更新沒有下降：在這一尺度下核矩陣近乎奇異，SMO 的步長遠小於核函數的值。增大容差、減小 C 或縮小核函數的尺度可以讓它結束。
}

## 狀態列：各項數字
runview-learner-tip = 學習器及其檢查順序。
runview-t-tip = t：到目前為止 w 的更新次數（w_t 是 t 次更新後的權重向量）。
runview-visits = 檢查次數 = { $visits }
runview-visits-tip = 把一個點拿來與 w 對照檢查的次數。
runview-mistakes = 誤分類：{ $mistakes }，共 { $n } 個點
runview-mistakes-pocket = 誤分類：w_t { $current } · ŵ { $pocket }，共 { $n } 個點
runview-mistakes-tip = y·s ≤ 0 的訓練點（在線的錯誤一側，或恰在線上）。對口袋演算法：分別給出當前 w_t 與口袋中的 ŵ（迄今最好的）的誤分類數。
runview-progress-tip = 目前的更新次數佔預算的比例。
runview-separable-bound = 線性可分：PLA 至多 ⌊R²/ρ²⌋ = { $bound } 次更新後停止
runview-separable-by-a-hair = 線性可分，但只是勉強可分
runview-not-separable = 線性不可分

## 對比時的狀態列：每次執行一段，以「 · 」連線
runview-comparing = 對比中
runview-comparing-tip = 兩個學習器在同樣的點上同步單步：每按一次「單步」，兩者各前進一步。
runview-compare-line-tip = 每個學習器：它的答案（口袋演算法為口袋中的 ŵ，其餘為 w_t）的訓練錯誤數（y·s ≤ 0），以及它的 t，即目前的更新次數。
runview-compare-mistakes = { $count } 個錯誤
runview-compare-answer-mistakes = ŵ { $count } 個錯誤
runview-compare-unusable = { $name }：無法學習（{ $why }）
runview-compare-running = { $name }：{ $mistakes }，t = { $t }
runview-compare-stopped = { $name }：{ $mistakes }，t = { $t }（{ $stop }）
runview-compare-converged = 已收斂
runview-compare-budget = 預算用完
runview-compare-diverged = 已發散
runview-compare-stalled = 停滯：不再進展

## 時間軸
runview-timeline = 時間軸
runview-step-back = 後退一步
runview-step-back-tip = 撤回一次更新：顯示一次更新之前的 w。「單步」會沿著同一次執行再向前走。
runview-step-back-at-start = 已在記錄的起點：沒有可撤回的更新。
# 接在滑桿的「t = 12」之後。
runview-timeline-updates = 次更新
runview-timeline-slider-tip = 拖曳可檢視這次執行中任意一次更新後的 w，從 t = { $first } 到 t = { $latest }。分隔線、箭頭、損失標記、各面板和狀態列都會隨之變化。
runview-timeline-viewing = 正在檢視 t = { $shown }（最新為 { $latest }）
runview-timeline-viewing-tip = 這是執行中較早的狀態。「單步」或「播放」會沿同一次執行繼續；修改一個點則從這裡開始新的執行（之後的更新會被丟棄）。把滑桿拖到最右端即可回到最新狀態。
runview-timeline-latest = 最新
runview-timeline-latest-tip = 回到最新的 t。
runview-timeline-empty = 先按「單步」或「播放」，再拖曳這裡，即可回看這次執行。
runview-timeline-memory = 執行的每個狀態都能找回，但並不逐一儲存：每隔幾次更新儲存一份學習器的副本（關鍵影格），至多 256 份、{ $budget } MiB；其他任何 t 都從最近的副本重放得到，由於執行使用了隨機種子，重放出的 w 逐位相同。副本超出預算時，每隔一份丟棄一份，間隔隨之加倍。
runview-timeline-memory-now = 當前：{ $keyframes } 個關鍵影格，每 { $interval } 次更新一個，共 { $size } MiB。
# 對比時的時間軸：滑桿顯示為「第 12 步（兩者同步）」。
runview-lockstep-step-back-tip = 兩個學習器各撤回一步。
runview-lockstep-step-back-at-start = 已在記錄的起點：沒有可撤回的步。
runview-lockstep-empty = 先按「單步」或「播放」，再拖曳這裡，即可同時回看兩次執行。
runview-lockstep-prefix = 第{" "}
runview-lockstep-suffix = 步（兩者同步）
runview-lockstep-slider-tip = 拖曳可檢視對比中任意一步之後的兩個學習器；各自顯示自己的 t。
runview-lockstep-latest-tip = 回到最新的一步。

## 對比兩個學習器
runview-compare = 對比
runview-compare-with = 對比對象
runview-compare-with-tip = 在同樣的點上、第一個學習器旁邊再執行一個學習器：「單步」「播放」「執行到底」和時間軸都會同時推進兩者；兩條分隔線都會畫出，兩條 E_in 曲線都會繪製。
runview-compare-nothing = 無
runview-compare-nothing-tip = 只用一個學習器。
runview-compare-with-combo-tip = 第二個學習器。選擇後兩者都重置到 t = 0。
runview-compare-unusable-learner = 對比的學習器無法學習：{ $why }。
runview-compare-step-by = 每次單步各前進
runview-compare-step-by-tip = 各做一次更新（PLA：走到下一個錯誤），或各檢查一個點。
runview-compare-by-update = 一次更新
runview-compare-by-visit = 一次檢查
runview-compare-split = 並排顯示
runview-compare-split-tip = 兩個平面並排，每個學習器一個，平移和縮放聯動；否則兩條分隔線畫在同一個平面上。
runview-comparisons = 預設集對比
runview-comparisons-tip = 課程中的經典對比，每組都配有能顯出差別的點。會替換當前的點（「復原」可以恢復）。
runview-comparison-pla-pocket = 有雜訊的點上：PLA 對比口袋演算法
runview-comparison-pla-pocket-tip = 標籤有雜訊：沒有直線能分開這些點。PLA 永遠不會停止，它的分隔線從一個差的 w 跳到另一個；口袋演算法保留迄今最好的 w（ŵ），所以它的 E_in 只降不升。
runview-comparison-sgd-gd = 邏輯斯迴歸：SGD 對比 GD
runview-comparison-sgd-gd-tip = 兩個類別相互重疊。SGD 每步只用一個隨機點更新（計算量小，但有雜訊）；GD 每步用所有點的平均梯度更新（平滑，但每步的計算量是 N 倍）。
runview-comparison-cyclic-random = PLA：循環順序對比隨機循環順序
runview-comparison-cyclic-random-tip = 線性可分的點。兩者都會停止；發現錯誤的順序不同，更新的路徑和所需的更新次數也隨之不同。
runview-comparison-pla-svm = PLA 對比硬間隔支持向量機
runview-comparison-pla-svm-tip = 線性可分的點。PLA 在找到第一條分開它們的直線時停止；硬間隔支持向量機找到間隔最寬的直線。理論面板給出兩者的間隔。

## E_in 歷史面板
runview-history-axis-log = E_in（對數刻度）
runview-history-pocket-answer = ŵ（口袋）
runview-history-pocket-answer-tip = 同時用虛線畫出口袋答案 ŵ 的 E_in
runview-history-t-shown = 當前顯示的 t
runview-history-measure-tip = 按 { $formula } 計算的 E_in
runview-history-log-scale = 對數刻度
runview-history-log-scale-tip = 用對數刻度繪製 E_in。log 0 沒有定義：小於 { $floor } 的值（包括 0，例如沒有錯誤時）畫在 { $floor } 處。
runview-history-no-run = 尚未執行。
runview-history-no-run-named = { $name }：尚未執行。
# 最新一條記錄中各誤差之間的分隔符。
runview-history-list-separator = 、
runview-history-latest = t = { $t }：w_t { $errors }
runview-history-latest-answer = ；ŵ { $errors }
runview-history-latest-named = { $name }：{ $latest }
runview-trace-sampled-every = 取樣：共 { $records } 條記錄，t 每隔 { $stride } 取一條，另加最新的一條（圓點）；記錄之間以直線相連。
runview-trace-sampled = 取樣：t 跨度 { $span } 內的 { $records } 條記錄（圓點），每次重新整理畫面時記錄一次；記錄之間以直線相連。
runview-trace-sampled-tip = 較短的執行在每個 t 都記錄一次。較長的執行或點很多時，只保留等間距的樣本（至多 { $cap } 條），以限制記憶體和時間；單步或慢速播放可看到每個 t。

## 損失面板：關於正確度分數 y·s 的誤差函數
runview-loss-axis-margin = 正確度分數 y·s
runview-loss-mistake-side = 虛線左側：誤分類
runview-loss-mistake-side-tip = 虛線是 y·s = 0：位於它左側（y·s ≤ 0）的點被誤分類。
runview-loss-merged = · 重疊處已合併
runview-loss-merged-tip = { $count } 個點：重疊之處，每列像素中每個類別只畫一個標記
runview-loss-merged-tip-classes = { $count } 個點：重疊之處，每列像素中每個類別只畫一個標記（y = +1 畫在曲線上方，y = −1 畫在下方）
runview-loss-measure-tip = { $formula }：{ $note }
runview-loss-note-zero-one = 誤分類時為 1（落在線上也算誤分類），否則為 0
runview-loss-note-squared = 線性迴歸的誤差；是 0/1 誤差的上界，但也會懲罰在正確一側離得很遠的點（y·s 遠大於 1）
runview-loss-note-cross-entropy = 邏輯斯迴歸的誤差；在 y·s = 0 處為 ln 2 ≈ 0.69，所以不是 0/1 誤差的上界
runview-loss-note-scaled-cross-entropy = 0/1 誤差的上界，在 y·s = 0 處與之相接
runview-loss-note-hinge = SVM 的誤差；是 0/1 誤差的上界，y·s ≥ 1 時為 0
runview-loss-note-perceptron = 感知器的誤差：誤分類點的 −y·s
# 滑鼠停留的標記：點的類別、正確度分數與判定，然後每條顯示的曲線一行。
runview-loss-marker-positive = y = +1，y·s = { $margin }：{ $verdict }
runview-loss-marker-negative = y = −1，y·s = { $margin }：{ $verdict }
runview-loss-marker-unlabelled = y·s = { $margin }：{ $verdict }
runview-loss-marker-mistake = 誤分類
runview-loss-marker-right = 分類正確
runview-loss-marker-measure = { $measure }：{ $value }
# 圖的左右邊緣：標記在視野之外的點。
runview-loss-more-left = 左側還有 { $count } 個
runview-loss-more-right = 右側還有 { $count } 個
