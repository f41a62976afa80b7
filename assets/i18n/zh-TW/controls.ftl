# 控制元件：頂欄、左側面板、幫助視窗、選單欄、右側分頁。

## 提示中的快速鍵行與按鍵列表
controls-shortcut = 快速鍵：{ $keys }
controls-keys-or = {" "}或{" "}

## 各快速鍵的作用（幫助視窗）
controls-key-save-points = 把點儲存為 .dat、.csv 或 .libsvm
controls-key-save-lesson = 儲存課例
controls-key-open = 開啟點集或課例
controls-key-presentation = 簡報模式：大字、粗線
controls-key-redo = 重做
controls-key-undo = 復原對點的上一次修改
controls-key-play-pause = 播放 / 暫停
controls-key-step = 單步：一次更新
controls-key-step-back = 後退一步：撤回一次更新
controls-key-visit = 檢查：檢視一個點
controls-key-run-to-end = 執行到底
controls-key-reset = 把學習器重置到 t = 0
controls-key-stop = 停止
controls-key-reset-view = 重置檢視，使所有點都可見
controls-key-workspace = 在分類、分群、主成分分析、多類別和二分之間切換

## 頂欄
controls-undo = 復原
controls-undo-tip = 復原對點的上一次修改：放置、移動、刪除或翻轉一個點，全部清除，載入預設集。
controls-redo = 重做
controls-redo-tip = 重做被復原的修改。
controls-reset-view = 重置檢視
controls-reset-view-tip =
    縮放並平移平面，使所有點都在視野內。
    拖曳平面的空白處可以平移；捲動或雙指捏合可以縮放。
controls-controls-panel = 控制面板
controls-controls-panel-tip = 顯示左側的控制項：點、學習器、單步與播放、對比。窄視窗中的簡報模式會隱藏它們，把空間留給平面；快速鍵仍然有效（見「幫助」）。
controls-loss-panel = 損失面板
controls-loss-panel-tip = 顯示關於 y·s 的各個誤差函數，每個訓練點一個標記。
controls-history-panel = E_in 面板
controls-history-panel-tip = 顯示 w 的樣本內誤差 E_in 隨 t 的變化。
controls-theory-panel = 理論面板
controls-theory-panel-tip = 顯示更新的幾何意義（w_t、y·x，以及每次更新後的 w_t+1）、線性可分性與 PLA 的收斂上界，以及對偶形式。視窗較窄時，右側各面板共用一欄，以分頁切換。
controls-weight-space = 權重空間
controls-weight-space-tip = 在平面旁顯示 w 的空間：固定 w₀ 時，切片上的每個點 (w₁, w₂) 就是平面上的一條線。圖中以深淺表示 E_in，每個資料點對應一條直線：w 越過它，該點就由分對變分錯（或反之）；學習器的 w 在其中移動。
controls-light = 淺色
controls-light-tip = 淺色背景上的深色文字：最適合投影機。
controls-dark = 深色
controls-dark-tip = 深色背景上的淺色文字。
controls-text-size = 字號
controls-smaller-tip = 縮小文字和控制元件。
controls-larger-tip = 放大文字和控制元件（用於投影機）。
controls-help = 幫助
controls-help-tip = 滑鼠與鍵盤操作說明。

## 點
controls-points = 點
controls-left-click-places = 左鍵放置
controls-left-click-places-tip = 按一下平面即可放置一個點。右鍵放置另一種標籤的點。
controls-place-positive-tip = 左鍵放置 ○（標籤 +1）；右鍵放置 ×。
controls-place-negative-tip =
    左鍵放置 ×（標籤 −1）；右鍵放置 ○。
    適合觸控板或單鍵滑鼠。
controls-flip-label = 翻轉標籤
controls-flip-label-tip =
    交換選取點的 ○ 與 ×（按一下一個點即可選取它）。
    快速鍵：F，或 Shift+按一下一個點。
controls-select-first = 請先在平面上按一下一個點，選取它。
controls-delete-point = 刪除點
controls-delete-point-tip =
    刪除選取的點。
    快速鍵：Delete 或 Backspace，或 Ctrl+按一下一個點。
controls-clear-all = 全部清除
controls-clear-all-tip = 刪除所有點（復原可以恢復）。
controls-preset = 預設集
controls-preset-tip = 一組現成的點，由隨機種子生成。
controls-preset-edited-tip = 平面上的點已不是載入時的預設集：它們被編輯過，或來自檔案或課例。選擇一個預設集即可替換它們（復原可恢復）。
controls-n-tip = 點的個數。
controls-n-field-tip = 預設集生成的點數（最多 2,000,000 個）。
controls-margin = 間隔
controls-margin-tip = 任何點到真實分隔線的距離都不小於這個值。
controls-margin-field-tip = 點到生成標籤的那條直線的最小距離。間隔越寬，PLA 需要的更新次數越少（上界 R²/ρ²）。
controls-flip-rate = 翻轉機率 p
controls-flip-rate-tip = 每個標籤被翻轉的機率。
controls-flip-rate-field-tip = 每個標籤以這個機率被翻轉：即雜訊。
controls-seed = 隨機種子
controls-preset-seed-tip = 相同的隨機種子生成相同的點。
controls-preset-seed-field-tip = 隨機種子：相同的隨機種子和設定生成相同的點。
controls-load-preset = 載入預設集
controls-load-preset-tip = 用預設集替換當前的點（復原可以找回原來的點），並重置學習器。

## 學習器
controls-learner = 學習器
controls-algorithm = 演算法
controls-algorithm-pla = 感知器學習演算法：找到一個位於錯誤一側的點，然後令 w ← w + η·y·z。完整檢查一輪都沒有錯誤時停止。
controls-algorithm-pocket = 把迄今最好的 w（錯誤最少）放進「口袋」 ŵ 的 PLA。適用於沒有直線能分開的點；用完預算時停止。
controls-algorithm-logistic-sgd = 用隨機梯度下降求解邏輯斯迴歸：每次更新只用一個點，w ← w + η·θ(−y·s)·y·z —— 一種「軟」PLA：每個點都會拉動 w，分錯的點拉得更用力。
controls-algorithm-logistic-gd = 用梯度下降求解邏輯斯迴歸：每次更新取所有點拉力的平均。
controls-algorithm-linreg = 把線性迴歸用於分類：一步求出 w = Z⁺y（偽逆），再按 wᵀz 的符號分類。
controls-algorithm-linreg-sgd = 用隨機梯度下降求解線性迴歸（Adaline / LMS）：每次更新只用一個點，w ← w + η·2(y − s)·z = w + η·2(1 − y·s)·y·z，沿平方誤差 (1 − y·s)² 下降一步。分對且 y·s > 1 的點會把 w 往回推。η 太大會發散（η > 1/‖z‖² 就會越過頭）。
controls-algorithm-averaged = 以 w̄ 為答案的 PLA：w̄ 是所有檢查中 w 的平均（每個 w 按它存活的時間加權），比最後的 w 更穩定。
controls-algorithm-voted = 沿途出現的每個 w 都參與投票的 PLA，票數按它存活的時間加權。投票的結果不是一條直線：平面上顯示的是 w_t。
controls-algorithm-change-tip = 更換演算法會把學習器重置到 t = 0。
controls-order = 順序
controls-order-tip = 下一個檢查哪個點。
controls-order-pocket-random = 每次更新從 w_t 的誤分類點中均勻隨機地選一個。
controls-order-random = 每次更新均勻隨機地選一個點。
controls-order-cyclic = 依次檢查點 1, 2, …, N，然後再從 1 開始。
controls-order-random-cycle = 用隨機種子打亂出一個順序，然後按這個順序反覆進行。
controls-eta-tip = 學習率：一次更新讓 w 移動多遠。
controls-eta-field-tip = 學習率 η：每次更新給 w 加上 η·(…)。對從 w = 0 開始的 PLA，它不改變任何判斷。對邏輯斯迴歸取得太大，w 會發散。
controls-lambda-tip = 權重衰減：把 w 拉向 0 的力度。
controls-lambda-field-tip = 權重衰減 λ，作用於每個權重（含 w₀）：線性迴歸解 w_REG = (ZᵀZ + λI)⁻¹Zᵀy，邏輯斯迴歸按 E_in + (λ/N)·wᵀw 走梯度步。0 即不加正則；講義試了 10⁻⁴、10⁻² 和 1。
controls-learner-seed-tip = 學習器做隨機選擇所用的隨機種子。
controls-learner-seed-field-tip = 相同的隨機種子、點和設定會重放同一次執行。
controls-budget = 預算
controls-budget-tip = 學習器停止前最多進行的更新次數。
controls-budget-suffix = {" "}次更新
controls-budget-field-tip = 學習器在這麼多次更新後停止。在沒有直線能分開的點上，PLA 自己永遠不會停止：由預算讓它停下。
controls-start-from = 初始值
controls-start-from-tip = 初始權重 w₀。
controls-init-linreg = 線性迴歸
controls-init-zero-tip = 從 w = 0 開始：一開始沒有直線。
controls-init-linreg-tip = 從線性迴歸的解 w = Z⁺y 開始。
controls-init-tip = t = 0 時的權重：零，或線性迴歸的解。
controls-no-learner = 沒有學習器

## 學習
controls-learn = 學習
controls-cannot-learn = 還不能學習：{ $why }。
controls-step = 單步
controls-step-tip = 對 w 做一次更新。對 PLA：找到下一個位於錯誤一側的點，用它修正 w。
controls-visit = 檢查
controls-visit-tip = 檢查一個點：如果它位於錯誤一側，就用它更新 w。對 PLA 來說比單步更細。
controls-play = 播放
controls-pause = 暫停
controls-play-tip = 動畫：按下面的速度不斷單步，或者暫停。
controls-speed = 速度
controls-speed-suffix = {" "}次/秒
controls-speed-tip = 播放時每秒的更新次數，從 1（逐次觀察）到 100,000。
controls-stop = 停止
controls-stop-tip = 停止執行。
controls-run-to-end = 執行到底
controls-run-to-end-tip = 儘可能快地單步，直到學習器停止：收斂，或用完預算。視窗仍可操作；點「停止」可以提前結束。
controls-reset = 重置
controls-reset-tip = 在當前的點上，讓學習器從 t = 0 和它的初始 w 重新開始。

## 幫助視窗
controls-help-title = linlab 使用說明
controls-help-plane = 在平面上
controls-help-left-click = 左鍵按一下
controls-help-left-click-does = 放置 ○（+1），或在「點」下選定的標籤
controls-help-right-click = 右鍵按一下
controls-help-right-click-does = 放置 ×（−1），即另一種標籤
controls-help-click-point = 按一下一個點
controls-help-click-point-does = 選取它
controls-help-drag-point = 拖曳一個點
controls-help-drag-point-does = 移動它
controls-help-ctrl-click = Ctrl+按一下一個點
controls-help-ctrl-click-does = 刪除它
controls-help-shift-click = Shift+按一下一個點
controls-help-shift-click-does = 翻轉它的標籤
controls-help-class-keys-does = 多類別：選擇按一下放下的類別（按住 Shift 按一下點或按 F 鍵把它改為這個類別）
controls-help-drag-plane = 拖曳平面的空白處
controls-help-drag-plane-does = 平移
controls-help-scroll = 捲動、雙指捏合
controls-help-scroll-does = 縮放
controls-help-keys = 按鍵
controls-help-delete-keys = Delete 或 Backspace
controls-help-delete-does = 刪除選取的點
controls-help-flip-does = 翻轉選取點的標籤
controls-help-lecture-keys = 講座（舞臺：簡報模式下播放的講座）
controls-help-page-does = 下一個、上一個場景
controls-help-presenter-does = 簡報者檢視：給教師看的第二個視窗
controls-help-stage-arrows-does = 舞臺上：下一個、上一個場景
controls-help-stage-black-does = 舞臺上：黑畫面，再按恢復
controls-help-stage-escape-does = 舞臺上：顯示或隱藏選單和頂欄
controls-help-stage-panels-does = 舞臺上：在檢視旁顯示損失、E_in、理論或權重空間面板
controls-help-class-card-does = 課堂進行中：顯示或隱藏加入方式（網址、課堂代碼、QR 碼）
controls-help-class-answers-does = 課堂進行中：在平面上顯示或隱藏全班的答案
controls-help-class-reveal-does = 課堂進行中：在每個頁面上公佈當前練習的答案

## 選單欄
controls-menu-file = 檔案
controls-open = 開啟點集或課例…（Ctrl+O）
controls-open-tip = 開啟課程的 .dat 檔案、帶表頭的 CSV、LIBSVM 檔案，或 .linlab 課例。也可以把檔案拖放到視窗上。
controls-save-lesson = 儲存課例（Ctrl+S）
controls-save-lesson-as = 課例另存為…
controls-save-lesson-as-tip = 課例儲存點、學習器及其隨機種子、當前步數 t、目標函數 f、檢視和視窗的設定。
controls-save-points-as = 點集另存為…（Ctrl+Shift+S）
controls-save-points-as-tip = 按副檔名把點儲存為 .dat（空白分隔）、.csv 或 .libsvm。
controls-copy-link = 複製課例連結
controls-copy-link-tip = 把指向這個課例的連結放到剪貼簿：包括點、學習器、它的隨機種子和 t。網頁版可以開啟它；「從連結開啟課例…」也可以。
controls-open-link = 從連結開啟課例…
controls-open-link-tip = 貼上課例的連結（或課例檔案的文字）並開啟。
controls-quit = 退出
controls-quit-tip = 關閉 linlab；下次啟動時會恢復本次會話。
controls-autosave-failed = linlab：無法儲存會話：{ $error }
controls-menu-export = 匯出
controls-export-png = 圖片（PNG），{ $size }…
controls-export-history = 歷史記錄（CSV）…
controls-export-history-tip = 從 t = 0 到現在，每次更新一行：t、w，以及 0/1 誤差、平方誤差和交叉熵誤差下的 E_in，由隨機種子重放得到。
controls-presentation = 簡報模式（F5）
controls-presentation-tip = 大字、粗線、高對比度：用於投影機。
controls-dismiss-tip = 關閉這條訊息。

## 右側面板
controls-tab-losses = 損失
controls-tab-losses-tip = 關於正確度分數 y·s 的各個誤差函數，每個點一個標記。
controls-tab-history = E_in
controls-tab-history-tip = E_in 隨 t 的變化。
controls-tab-theory = 理論
controls-tab-theory-tip = 更新的幾何意義、線性可分性與收斂、對偶形式。
controls-losses-heading = 關於正確度分數 y·s 的誤差函數
controls-history-heading = E_in 隨 t 的變化

## Kernel learners
controls-algorithm-svm = 支持向量機：在 ○ 和 × 之間找最寬的間隔，用 SMO 每次更新一對 (αᵢ, αⱼ)。軟間隔用 C，或硬間隔；線性、高斯或多項式核。
controls-algorithm-hinge-sgd = 對合頁損失 max(0, 1 − ys) 加 ½λ‖w‖²（λ = 1/(N·C)）做 SGD：和 PLA 類似，但對分對了、正確度分數 y·s 卻小於 1 的點也會修正。
controls-algorithm-kernel-perceptron = 對偶形式的 PLA，用核函數 K 代替 xᵀx′：每次錯誤 αₙ 加 1。在核函數的特徵空間裡線性可分的點上會停止。
controls-kernel = 核函數
controls-kernel-linear = 線性
controls-kernel-gaussian = 高斯
controls-kernel-poly = 多項式
controls-kernel-linear-tip = K(x, x′) = xᵀx′：邊界是一條直線。
controls-kernel-gaussian-tip = K(x, x′) = exp(−‖x − x′‖²/(2σ²))：每個支持向量在自己周圍加一個寬度為 σ 的凸起；邊界可以繞著一組點彎曲。
controls-kernel-poly-tip = K(x, x′) = (γ·xᵀx′ + c₀)^Q：邊界是 Q 次曲線（Q 即「次數」）。
controls-sigma2-tip = σ²，高斯凸起的寬度：σ² 小，邊界繞著單個點彎曲（過擬合）；σ² 大，邊界幾乎是直線。
controls-gamma-of-sigma2-tip = γ = 1/(2σ²)：用 scikit-learn 的說法表示同一個寬度。
controls-degree = 次數
controls-poly-tip = 多項式核 (γ·xᵀx′ + c₀)^Q，Q 為次數。
controls-c-tip = C：每單位鬆弛 ξₙ 的代價。C 大，幾乎不允許點落在間隔內（間隔窄）；C 小，允許很多點（間隔寬）。對數刻度，從 0.001 到 10000。
controls-hard-margin = 硬間隔（C = ∞）
controls-hard-margin-tip = 不允許任何點落在間隔內：只有在（核的特徵空間中）線性可分的點上才可能。
controls-key-check-answer = 檢查講座練習的答案（平面上的點、設定或你輸入的內容）
controls-key-focus-plane = 讓平面獲得鍵盤焦點：方向鍵移動游標，O 和 X 放點，G 跳到誤分類點（按鍵見「無障礙」選單）
controls-key-tables = 以表格檢視圖表，用 ↑ 和 ↓ 逐行閱讀（讀屏軟體朗讀每一行）

## 第 8 講（雜訊與誤差）的代價：點的權重。
controls-costs = 錯誤的代價
controls-costs-tip = 一個錯誤的代價：y = −1 的點的權重是錯誤接受的代價，y = +1 的點的權重是錯誤拒絕的代價。口袋演算法用這些權重學習（它在錯誤中隨機抽取時按權重加權：虛擬複製），並保留 E_inʷ 最小的 w；線性迴歸和邏輯斯迴歸以同樣的方式最小化加權的誤差。
controls-cost-false-accept = 錯誤接受
controls-cost-false-accept-tip = 對 y = −1 的點說 +1 的代價：每個 y = −1 的點的權重
controls-cost-false-reject = 錯誤拒絕
controls-cost-false-reject-tip = 對 y = +1 的點說 −1 的代價：每個 y = +1 的點的權重
controls-costs-equal = 代價相同
controls-costs-supermarket = 超市（錯誤接受 1，錯誤拒絕 10）
controls-costs-cia = CIA（錯誤接受 1000，錯誤拒絕 1）
controls-costs-ignored = { $algorithm } 不使用點的權重：只有口袋演算法、線性迴歸和邏輯斯迴歸用它們學習。E_inʷ 仍會計算。
controls-costs-readout = 得到的答案：E_in = { $e_in } · E_inʷ = { $e_in_w } · 錯誤接受 { $false_accepts } · 錯誤拒絕 { $false_rejects }
