# 學習核心與命令列：有問題的檔案、課例與連結，學習演算法與誤差函數的名稱，線性可分性，
# 以及 `linlab train` 的小結。

## 讀取點檔案：在哪裡（檔案、行、列），出了什麼問題。
core-read-error-in-file = { $file }：{ $problem }
core-read-error-at-line = { $file }，第 { $line } 行：{ $problem }
core-read-error-at-column = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-read-error-in-column = { $file }，第 { $column } 列：{ $problem }
core-read-not-found = 檔案不存在
core-read-permission-denied = 權限不足：不允許讀取此檔案
core-read-is-directory = 這是一個資料夾，不是檔案
core-read-unreadable = 無法讀取該檔案：{ $reason }
core-read-not-text = 不是文字檔案：點檔案應以文字形式寫出數字
core-read-utf16 = 該檔案是 UTF-16 文字；請另存為 UTF-8（或純 ASCII）文字
core-read-empty = 檔案是空的：沒有任何點
core-read-no-points-after-header = 第 { $line } 行的表頭之後沒有任何點
core-read-no-points = 沒有任何點，只有空行或 # 註釋
core-read-no-features = 每行至少需要一個特徵和一個標籤，如 `x1 … xd y`
core-read-ragged-row = 這一行有 { $fields } 個欄位，但第 { $expected_line } 行有 { $expected } 個；每行的欄位數必須相同
core-read-empty-field = 此欄位為空；這裡應當是一個數
core-read-not-a-number = 「{ $text }」不是數
core-read-not-finite = 「{ $text }」不是有限數；每個值都必須是普通的數
core-read-overflow = 「{ $text }」太大，無法儲存（超出 ±1.8e308）
core-read-bad-label = 標籤「{ $text }」不是 +1 或 −1，而且是唯一的標籤：分類需要兩種標籤（+1/−1、0/1，或任意兩種，按排序讀作 −1/+1）
core-read-third-label = 標籤「{ $text }」是「{ $first }」和「{ $second }」之後的第三種標籤：二分類只接受兩種標籤（多類別請用一對多、一對一或結構化感知器）
core-read-too-many-classes = 標籤「{ $text }」超出了類別上限：linlab 最多讀取 { $max } 類
core-read-mixed-labels = 標籤「{ $text }」不能與第 { $other_line } 行的標籤 { $other } 混用：標籤要麼是 +1/−1，要麼是 0/1
core-read-bad-pair = 「{ $text }」不是 LIBSVM 特徵；應寫成 index:value，例如 3:0.25
core-read-bad-index = 特徵序號「{ $text }」不是 ≥ 1 的整數
core-read-index-zero = 特徵序號為 0：LIBSVM 的序號從 1 開始
core-read-index-order = 特徵序號 { $index } 出現在 { $previous } 之後；同一行中的序號必須遞增
core-read-too-many-values = { $points } 個點、每點 { $features } 個特徵，數值總數超出了 linlab 的容量（至多 { $max } 個）；是不是某個特徵序號過大？

## 讀取檔案時做了什麼處理。
core-read-labels-mapped = 標籤 0/1 已讀作 −1/+1
core-read-labels-mapped-pair = 標籤 { $minus }/{ $plus } 已按排序讀作 −1/+1：{ $minus } 為 ×（−1），{ $plus } 為 ○（+1）
core-read-header-label = 第 { $line } 行被讀作表頭；標籤在「{ $column }」列
core-read-header-last-column = 第 { $line } 行被讀作表頭；沒有名為 y 或 label 的列，因此以最後一列「{ $column }」為標籤

## 學習演算法無法使用的點。
core-data-empty = 沒有任何點
core-label-positive = ○（+1）
core-label-negative = ×（−1）
core-data-one-class = 全部 { $count } 個點都是 { $label }；分類需要同時有 ○（+1） 和 ×（−1） 兩類
core-data-wrong-dimension = 點 { $index } 有 { $got } 個特徵，應為 { $expected } 個
core-data-not-finite = 點 { $index } 有一個值不是有限數（{ $value }）
core-data-bad-label = 點 { $index } 的標籤是 { $label }；標籤只能是 +1 或 −1
core-data-no-features = 點至少需要一個特徵

## 課例與連結。
core-lesson-io = { $file }：{ $problem }
core-lesson-json = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-lesson-not-a-lesson = { $file } 不是 linlab 課例（其格式為 { $found }）
core-lesson-too-new = { $file } 由更新版本的 linlab 寫成（課例版本 { $found }；本版本最多讀取版本 { $version }）
core-lesson-bad-link = { $file }：連結已損壞：{ $problem }
core-lesson-bad-point = { $file }：點 { $index }：{ $problem }
core-link-bad-character = 位置 { $index } 上的字元（{ $found }）不是 base64url 字元
core-link-bad-length = 其長度（{ $length } 個字元）不可能是 base64
core-link-not-text = 解碼結果不是文字（UTF-8）
core-link-damaged = 壓縮資料已損壞或被截斷
core-link-too-large = 解壓後超過 { $max } 位元組
core-script-io = { $file }：{ $problem }
core-script-too-large = { $file } 有 { $bytes } 位元組；腳本至多 { $max } 位元組
core-script-not-fetched = { $file } 尚未從伺服器取到
core-script-json = { $file }，第 { $line } 行第 { $column } 列：{ $problem }
core-script-not-a-script = { $file } 不是 linlab 腳本（其格式為 { $found }）
core-script-too-new = { $file } 由更新版本的 linlab 寫成（腳本版本 { $found }；本版本最高讀取 { $version }）
core-script-scene-count = { $file } 有 { $count } 個場景；腳本應有 1 到 { $max } 個
core-script-scene = { $file }，場景 { $scene }：{ $problem }
core-script-bad-link = { $file }：連結已損壞：{ $problem }
core-script-scene-not-object = 場景必須是 JSON 對象
core-script-scene-state = 場景要麼給出完整的 "state"，要麼（第一個場景之後）給出相對上一場景的 "changes"，不能兩者都給
core-script-take-home-scene = 場景 { $scene } 沒有練習，卻有它的答案
core-script-take-home-kind = 場景 { $scene } 的答案與它的練習要求的類型不符
core-task-coins-h = 正
core-task-coins-t = 反
core-task-coins-counted = { $flips } 次裡 { $heads } 次正面：已計入全班。
core-task-coins-not-a-count = 不是 { $flips } 次拋擲的正面次數（0 到 { $flips } 的整數）
core-script-state = 其狀態
core-script-too-many-points = { $n } 個點；一個場景至多 { $max } 個點
core-script-t-too-large = t = { $t }；場景至多要求 t = { $max }
core-script-too-many-highlights = { $count } 個標註；一個場景至多 { $max } 個
core-script-ring-point = 標註 { $highlight } 圈出點 { $point }，但該場景只有 { $n } 個點（從 1 編號）
core-script-not-finite = 標註 { $highlight } 的座標不是有限數
core-script-bad-speed = steps_per_second 必須是 ≥ 0 的有限數
core-script-check-missing-language = 缺少 { $language } 文字（腳本標題所用的語言）
core-script-check-stops-early = 學習器在 t = { $reached } 停止（預算用盡或發散），到不了 t = { $t }

## 學習演算法，以及它們拒絕的設定。
core-algorithm-pla = PLA
core-algorithm-pocket = 口袋演算法
core-algorithm-logistic-sgd = 邏輯斯迴歸（SGD）
core-algorithm-logistic-gd = 邏輯斯迴歸（GD）
core-algorithm-linreg = 線性迴歸
core-algorithm-linreg-sgd = 線性迴歸（SGD）
core-algorithm-averaged = 平均感知器
core-algorithm-voted = 投票感知器
core-algorithm-svm = 支持向量機（SMO）
core-algorithm-hinge-sgd = 合頁損失 SGD
core-algorithm-kernel-perceptron = 核感知器
core-settings-eta-not-positive = 學習率 η 必須是正數，不能是 { $eta }
core-settings-eta-too-large = 學習率 η = { $eta } 過大（至多 { $max }）；試試 0.1 或 1
# $allowed 與 $order 是 --order 所取的值：cyclic、random-cycle、random。
core-settings-order = { $algorithm }：檢查順序（`--order`）只能是 { $allowed }，不能是 { $order }
core-settings-no-order = { $algorithm }：不按特定順序檢查各點，不能用 { $order }
core-settings-order-or = { $first } 或 { $second }

## 關於正確度分數 y·s 的誤差函數。
core-measure-zero-one = 0/1 誤差
core-measure-squared = 平方誤差
core-measure-cross-entropy = 交叉熵（ln）
core-measure-scaled-cross-entropy = 縮放交叉熵（log₂）
core-measure-hinge = 合頁損失
core-measure-perceptron = 感知器誤差

## 線性可分性，以及點為何線性不可分（點從 1 開始編號）。
core-theory-list-separator = 、
core-theory-list-and = { $init } 和 { $last }
core-theory-same-place = ○ 點 { $plus } 與 × 點 { $minus } 位置相同，任何直線都無法把它們分到兩側。
core-theory-on-segment = { $class } 點 { $point } 位於 { $other } 點 { $ends } 之間的線段上，因此任何讓這兩個 { $other } 點位於同一側的直線，也會讓它位於這一側（或落在線上）。
core-theory-in-triangle = { $class } 點 { $point } 位於 { $other } 點 { $corners } 構成的三角形內，因此任何讓這三個點位於同一側的直線，也會讓它位於這一側。
core-theory-crossing = ○ 點 { $plus } 之間的線段與 × 點 { $minus } 之間的線段相交：若一條直線讓兩個 ○ 位於一側、兩個 × 位於另一側，它就必須把交點與其自身分開。
core-theory-hulls-meet = ○ 點 { $plus } 的某個加權平均（在舍入誤差內）等於 × 點 { $minus } 的某個加權平均，因此沒有超平面能把它們分開。
core-theory-separable = 線性可分：最寬的分隔線與每個點的距離都至少為 ρ = { $rho }（在增廣空間中，R = { $radius }），因此 PLA 從 w = 0 出發，至多 R²/ρ² = { $bound } 次更新後就會停止。
core-theory-separable-numeric = 線性可分（在相對容差 10⁻⁹ 內）：最寬的分隔線與每個點的距離都至少為 ρ = { $rho }（在增廣空間中，R = { $radius }），因此 PLA 從 w = 0 出發，至多 R²/ρ² = { $bound } 次更新後就會停止。
core-theory-separable-below-precision = 線性可分，但只是勉強可分：間隔小於浮點數所能分辨的程度，因此 PLA 的保證 R²/ρ² 遠超任何實際可行的更新次數。
core-theory-not-separable = 線性不可分：{ $witness }PLA 永遠不會停止；試試口袋演算法。
core-theory-no-points = 沒有任何點。
core-theory-too-close = 難以判定：兩類點的凸包相距 { $gap }，在舍入誤差之內。
core-theory-undecided = 無法判定是否線性可分（內部不一致）。

## 命令列（`linlab train`）：小結與提示。學習演算法與順序用命令列所取的名字。
core-cli-unknown-language = { $tag }：可選的語言為 en、zh-CN 和 zh-TW
core-cli-iterations-not-logistic = --iterations 只計邏輯斯迴歸的步數；{ $algo } 請用 --max-updates 或 --epochs
core-cli-dimensions-differ = { $test } 每個點有 { $test_d } 個特徵，而 { $data } 有 { $data_d } 個：二者必須一致
core-cli-in-file = { $file }：{ $message }
core-cli-summary-run = 在 { $file } 上執行 { $learner }：N = { $n }，d = { $d }
# 摘要開頭列出學習演算法所用的設定（只列它用到的）。
core-cli-list-separator = 、
core-cli-summary-eta = η = { $eta }
core-cli-summary-seed = 隨機種子 { $seed }
core-cli-summary-kernel-linear = 線性核
core-cli-summary-kernel-gaussian = 高斯核 σ² = { $sigma2 }
core-cli-summary-kernel-poly = 多項式核 ({ $gamma }·xᵀx′ + { $coef0 })^{ $degree }
core-cli-summary-penalty = C = { $c }
core-cli-summary-hard-margin = 硬間隔（C = ∞）
core-cli-summary-tol = 容差 { $tol }
core-cli-summary-converged-svm = { $updates } 對更新後收斂：最大 KKT 違反量 { $gap } 已在容差 { $tol } 之內
# 答案 g：直線用它的名字，核展開照它本來的樣子寫出。
core-cli-answer-w = g = w
core-cli-answer-pocket = g = ŵ
core-cli-answer-averaged = g = w̄
core-cli-answer-voted = g ≈ w̄（最接近投票結果的直線）
core-cli-summary-expansion = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)
core-cli-summary-expansion-points = g(x) = sign(Σ αₙyₙ K(xₙ, x) + b)，基於 { $support } 個 αₙ > 0 的點，b = { $b }
core-cli-primal-infeasible = —（w 尚不可行）
core-cli-summary-solved = 以閉式解一步求出
core-cli-summary-converged = { $updates } 次更新後收斂：沒有誤分類點了
core-cli-summary-diverged = { $updates } 次更新後發散：下一次更新會使 w 變為無窮大；w 是最後一個有限的權重向量（試試更小的 η）
core-cli-summary-stalled = { $updates } 次更新後停滯，最大 KKT 違反量 { $gap } 高於容差 { $tol }：{ $reason ->
        [rounds-to-nothing] 下一對的更新在浮點運算中舍入為零
        [dual-stops-rising] 在最近 { $steps } 次更新中 D(α) 的增幅小於其舍入誤差（KKT 違反量已降到核函數數值尺度的舍入誤差量級）
       *[gap-stops-falling] 最大的 KKT 違反量已有 { $steps } 次更新沒有下降（核矩陣近乎奇異；試試更大的 --tol、更小的 --c 或更小的核函數尺度）
    }
core-cli-summary-budget = 已停止：{ $updates } 次更新後用完預算（可調大 --max-updates、--epochs 或 --iterations）
core-cli-summary-visits = { $what }；共檢查 { $visits } 次
core-cli-summary-weights = { $label } = { $weights }   （w0 是偏置）
core-cli-summary-errors = 0/1 誤差 { $zero_one }   平方誤差 { $squared }   交叉熵 { $cross_entropy }
core-cli-note = 注意：{ $notice }
core-cli-timings = 用時：讀取 { $read } 毫秒 · 學習 { $learn } 毫秒 · 報告 { $report } 毫秒
core-axis-format = 「{ $text }」不是一個座標軸：請寫成 LO:HI:N，例如 -3:3:200
core-axis-range = 從 { $lo } 到 { $hi } 的座標軸是空的：LO 必須是小於 HI 的數
core-axis-samples = { $n } 個取樣點：一個座標軸可取 2 到 { $max } 個
core-surface-dimension = 權重空間的切片是 (w₁, w₂) 平面：需要 d = 2 的點，而這些點的 d = { $d }
core-surface-w0 = w₀ = { $w0 } 不是一個數
core-surface-no-points = 沒有點：E_in 沒有定義
core-surface-summary = E_in（{ $measure }）：w₀ = { $w0 }，w₁ 從 { $w1_lo } 到 { $w1_hi }（{ $w1_n } 個值），w₂ 從 { $w2_lo } 到 { $w2_hi }（{ $w2_n } 個值），N = { $n } 個點
core-surface-lowest = 網格上的最低點：E_in = { $e_in }，位於 (w₁, w₂) = ({ $w1 }, { $w2 })
core-surface-minimiser = 此切片中平方誤差的最小值點：(w₁, w₂) = ({ $w1 }, { $w2 })，E_in = { $e_in }
core-surface-rows = 行：w₂ 從 { $w2_lo } 到 { $w2_hi }；列：w₁ 從 { $w1_lo } 到 { $w1_hi }
core-cli-error = 錯誤：{ $message }
core-cli-json-failed = 無法寫出 JSON：{ $problem }
core-cli-window-failed = 無法開啟視窗：{ $problem }
core-cli-no-window = （此構建不含視窗：請啟用預設的 `gui` feature 構建）
core-cli-class-no-lecture = 沒有 id 為 { $id } 的內建講座（見 `linlab script list`）
core-cli-class-report-written = 課堂報告已寫入 { $path }，每位學生帶回家的講座在它旁邊（take-home）。
core-cli-class-report-no-lecture = 儲存在 { $folder } 的課堂沒有播放內建講座：它的報告在視窗中結束課堂時寫出
core-cli-class-no-page = { $dir } 中還沒有構建好的學生頁面：請先執行 `trunk build --release`（課堂照常開始；開啟網址的頁面會看到這條提示）

## 分群（K 平均）與主成分分析（PCA）：不接受的設定與點。
core-cluster-no-points = 沒有任何點
core-cluster-no-features = 點至少需要一個特徵
core-cluster-ragged = { $values } 個數無法排成每行 { $dim } 個特徵
core-cluster-not-finite = 點 { $point } 含有不是有限數的值（{ $value }）
core-cluster-no-clusters = K 至少為 1 個群集
core-cluster-too-many-clusters = K = { $k } 個群集至少需要 { $k } 個點，而這裡只有 { $points } 個
core-cluster-wrong-centres = 為中心給出了 { $got } 個數，需要的是 { $expected } 個（K 箇中心，每個 d 個座標）
core-cluster-centre-not-finite = 中心 { $centre } 含有不是有限數的值
core-cluster-no-runs = 至少需要執行一次
core-cluster-cancelled = 在結束前停止
core-cluster-too-large = 數值太大：其平方會溢位（請保持在 ±1e150 以內）
core-pca-no-components = 主成分數目 K 至少為 1
core-pca-too-many-components = 要求 K = { $k } 個主成分，但這些點只有 d = { $dim } 維

## 命令列（`linlab cluster`、`linlab pca`）：小結。
core-cli-cluster-run = 在 { $file } 上執行 K 平均，K = { $k }，初始化 { $init }，隨機種子 { $seed }：N = { $n }，d = { $d }
core-cli-cluster-converged = { $iterations } 次迭代後收斂：沒有點再改變所屬的群集
core-cli-cluster-budget = 已停止：用完 --iterations 允許的 { $iterations } 次迭代，仍有點在改變所屬的群集（可調大 --iterations）
core-cli-cluster-cost = J = { $cost }   （每個點到其所屬群集中心的平均平方距離）
core-cli-cluster-centre = 中心 { $index } = { $centre }   （{ $size } 個點）
core-cli-cluster-centre-empty = 中心 { $index } = { $centre }   （空群集：沒有點，中心留在原處）
core-cli-pca-run = 在 { $file } 上做主成分分析：N = { $n }，d = { $d }，K = { $k }
core-cli-pca-mean = 平均值 = { $mean }
core-cli-pca-axis = 主成分 { $index } = { $axis }   特徵值 λ = { $eigenvalue }，佔變異數的 { $ratio }
core-cli-pca-retained = 前 { $k } 個主成分保留了 { $retained } 的變異數；重構誤差比為 { $error }

## 多類別學習。
core-multiclass-too-few-classes = 這些點只有 { $classes } 類；學習至少需要兩類
core-multiclass-empty-class = 類別「{ $label }」沒有點；每一類至少需要一個點
core-multiclass-too-many-classes = 不同的標籤超過 { $max } 種：linlab 最多讀取 { $max } 類
core-multiclass-no-classes = 讀取這些點時沒有把標籤當作類別
core-multiclass-row-count = { $points } 個點，卻有 { $labels } 個標籤
core-multiclass-no-such-class = 有一個點屬於類別 { $class }，但這個類別不存在
core-multiclass-unknown-class = 標籤「{ $label }」不是訓練檔案中的類別
core-multiclass-structured-settings = 結構化（多類別）感知器就是從 w = 0 開始、按循環順序的 PLA：請用 --algo pla、--order cyclic 和 --init zero

## linlab train --multiclass。
core-cli-multiclass-missing = --multiclass 需要一種方法：ova、ovo 或 structured
core-cli-multiclass-run = 在 { $file } 上以 { $algo } 執行 { $method }，η = { $eta }，隨機種子 { $seed }：N = { $n }，d = { $d }，類別 { $classes }
core-cli-multiclass-class-weights = 類別 { $class }：w = { $weights }
core-cli-multiclass-pair-weights = { $first } 對 { $second }：w = { $weights }   （{ $first } 為 ○（+1））
core-cli-multiclass-errors = 多類別 0/1 誤差 { $zero_one }
core-settings-svm-c = 懲罰係數 C 必須是有限的正數（或選擇硬間隔），不能是 { $c }
core-settings-svm-sigma2 = 高斯核的 σ² 必須是有限的正數，不能是 { $sigma2 }
core-settings-svm-gamma = 多項式核的 γ 必須是有限的正數，不能是 { $gamma }
core-settings-svm-coef0 = 多項式核的 c₀ 必須是有限的數，不能是 { $coef0 }
core-settings-svm-degree = 多項式核的次數必須在 1 到 { $max } 之間，不能是 { $degree }
core-settings-svm-tol = 容差必須是有限的正數，不能是 { $tol }
core-cli-flag-unused = { $flag } 不適用於 --algo { $algo }
core-cli-probe-dimension = { $probe } 中的點有 { $probe_d } 個特徵，但訓練點有 { $d } 個
core-cli-summary-svm = { $support } 個支持向量，b = { $b }，D(α) = { $dual }，P(w) = { $primal }，KKT 違反量 = { $gap }
core-cli-script-listed = { $id }：{ $title }（{ $scenes } 個場景；連結長 { $chars } 個字元）
core-cli-script-ok = { $script }：已重放 { $scenes } 個場景，沒有問題
core-cli-script-problem = { $script }，場景 { $scene }，{ $field }：{ $problem }
core-cli-script-unknown = 沒有名為 { $id } 的內建講座（現有：{ $ids }）
core-cli-script-write = 無法寫入 { $file }：{ $problem }
core-cli-script-exported = 已將 { $id } 寫入 { $file }（{ $scenes } 個場景）
core-script-check-task-tolerance = 任務的參數超出範圍：容差須是不小於 0 的有限數（角度小於 180°），要新增的點至少 1 個
core-script-check-task-no-answer = 從這個場景的狀態出發，任務沒有答案：{ $reason }
core-script-check-task-reference-fails = 學習器自己的答案通不過任務的檢查
core-script-check-task-wrong-passes = 錯誤的答案也能通過任務的檢查：容差太寬
core-task-no-update = 學習器從這裡起不會再更新
core-task-no-direction = 下一次更新後 w₁ = w₂ = 0：w 在平面上沒有方向
core-task-never-halts = 學習器沒有收斂就中止了（預算用盡或發散）
core-task-wrong-kind = 這個答案不符合題目要求
core-task-update-right = 正確：下一次更新得到 w = { $w }，你給的方向與 (w₁, w₂) 相差 { $apart }°（{ $degrees }° 以內算對）。
core-task-update-wrong = 不太對：下一次更新得到 w = { $w }，你給的方向與 (w₁, w₂) 相差 { $apart }°；{ $degrees }° 以內才算對。
core-task-next-point-right = 正確：下一次更新修正的是點 { $value }。
core-task-next-point-wrong = 不是點 { $given }：學習器按它的順序檢查各點，遇到的第一個錯誤（y·s ≤ 0）是點 { $value }。
core-task-halt-right = 正確：執行在 t = { $value } 停止，之後整整一輪沒有錯誤。
core-task-halt-wrong = 不是 { $given }：重放可知，執行在 t = { $value } 停止，之後整整一輪沒有錯誤。
core-task-e-in-right = 正確：下一次更新後，答案的 E_in 是 { $value }。
core-task-e-in-wrong = 不是 { $given }：下一次更新後，答案的 E_in 是 { $value }。
core-task-impossible-too-few = 少於 3 個點時總有直線能分開它們：這道題至少需要 3 個點
core-task-impossible-too-many = 你放了 { $n } 個點；最多只能放 { $max } 個。
core-task-impossible-one-label = 需要兩種標籤：只有一類時，任何把所有點都留在同一側的直線都能分開它們。
core-task-impossible-same-spot = 有兩個點在同一位置：請把每個點放在不同的位置。
core-task-impossible-separable = 仍有直線能分開它們：w = { $w }（最寬的分隔線，w₀ + w₁x₁ + w₂x₂ = 0）。
core-task-impossible-right = 正確：沒有直線能分開這 { $n } 個點（linlab 的精確判定），PLA 在這些點上永遠不會停止。
core-task-slow-keep-points = 請保留場景裡的點不動，只能新增點。
core-task-slow-add = 請新增 1 到 { $max } 個點（你添加了 { $added } 個）。
core-task-slow-not-separable = 這些點已經不能用直線分開了：PLA 永遠不會停止。點集必須保持線性可分。
core-task-slow-budget = 在這些點上，PLA 在更新預算內沒有停止。
core-task-slow-right = 正確：仍然線性可分，而 PLA 現在要更新 { $t } 次才停止（至少 { $at_least } 次）。靠近另一類點的點讓 ρ 變小，T ≤ R²/ρ² 就變大。
core-task-slow-too-few = PLA 現在更新 { $t } 次就停止；題目要求至少 { $at_least } 次。把點放在另一類點旁邊，讓每條分隔線都得貼著它走：ρ 就變小了。
core-task-slow-none = 在 [−4, 4]² 的半整數網格上，找不到一個點能讓學習器更新 { $at_least } 次
core-task-kmeans-right = 正確：{ $centre } 移到所屬點的平均值 { $mu }；你點的位置離它 { $apart }（{ $distance } 以內算對）。
core-task-kmeans-wrong = 不太對：{ $centre } 移到分配給它的點的平均值 { $mu }；你點的位置離它 { $apart }，{ $distance } 以內才算對。
core-task-kmeans-no-centre = 任務指定的中心在這次執行中不存在
core-task-tune-not-svm = 這道題數的是支持向量，而場景的學習器不是 SVM
core-task-tune-learner = 請保留場景的學習器（{ $learner }），只改它的設定。
core-task-tune-none = η 或 C 從 0.001 到 1000 都達不到題目的目標
core-task-tune-ce-right = 正確：η = { $eta } 時，{ $steps } 步後 E_in（交叉熵）為 { $e }（不超過 { $at_most }）。
core-task-tune-ce-wrong = 還不行：η = { $eta } 時，{ $steps } 步後 E_in（交叉熵）為 { $e }；題目要求不超過 { $at_most }。η 太小，w 仍接近 0，E_in（交叉熵）接近 ln 2 ≈ 0.69；步子太大則會衝過頭。
core-task-tune-sv-right = 正確：C = { $c } 時，SVM 有 { $n } 個支持向量，沒有訓練錯誤。
core-task-tune-sv-wrong = 還不行：C = { $c } 時，SVM 有 { $n } 個支持向量、{ $mistakes } 個訓練錯誤；題目要求 { $count } 個支持向量、沒有錯誤。C 越大，鬆弛的代價越高：落在間隔內的點越少。
core-task-flip-one = 請恰好翻轉一個標籤，且不移動任何點（你改了 { $flipped } 個標籤）。
core-task-flip-right = 正確：翻轉點 { $point } 後點集線性可分，學習器的答案沒有錯誤。
core-task-flip-wrong = 翻轉點 { $point } 後，學習器的答案仍有 { $mistakes } 個錯誤。只有線性可分才能零錯誤：翻轉混在另一類點中的那個點。
core-task-flip-none = 翻轉任何一個標籤都不能讓學習器的答案沒有錯誤
core-task-spoil-not-separable = 這些點已經不能用直線分開了：那樣任何學習器都會出錯。請保持線性可分，同時讓學習器出錯。
core-task-spoil-right = 正確：點集仍線性可分，但學習器的答案現在把點 { $point } 分錯了。
core-task-spoil-wrong = 學習器仍把場景中的每個點都分對了。放得更遠：對線性迴歸來說，「太對」（y·s ≫ 1）的點也有平方誤差，會把直線朝它拉歪。
core-task-spoil-none = 在 [−10, 10]² 的整數網格上，找不到一個點能讓學習器分錯場景中的點
core-task-pca-move = 請移動 1 到 { $max } 個點（拖曳它們），不要新增、刪除或改標籤。
core-task-pca-right = 正確：u₁ 轉過了 { $turned }°（大於 { $degrees }°）。主成分跟著分散方向走：離軸遠的點會把軸拉向自己。
core-task-pca-wrong = u₁ 轉過了 { $turned }°；題目要求大於 { $degrees }°。把一個點移到遠離軸、跨過軸的地方：最分散的方向會跟過去。
core-task-pca-none = 在 [−4, 4]² 的半整數網格上移動一個點，都無法讓 u₁ 轉過 { $degrees }° 以上
core-task-final-no-direction = 執行結束時 w₁ = w₂ = 0：答案在平面上沒有方向（核函數的答案不是直線）
core-task-final-right = 正確：執行結束時 w = { $w }，你給的方向與 (w₁, w₂) 相差 { $apart }°（{ $degrees }° 以內算對）。
core-task-final-wrong = 不太對：執行結束時 w = { $w }，你給的方向與 (w₁, w₂) 相差 { $apart }°；{ $degrees }° 以內才算對。
core-task-not-classes = 這個任務關於多個類別，而場景不在「多類別」工作區
core-task-no-problems = 結構化感知器為每個類別學一個 w_k，不學二分類問題
core-task-ovo-no-class-w = 一對一為每對類別學一條直線，沒有每個類別的 w_k
core-task-no-such-class = 場景中沒有類別 { $class } 的點
core-task-class-unchanged = 學習器接下來的更新不改變 w_{ $class }
core-task-class-right = 正確：下一次更新得到 w_{ $class } = { $w }，你給的方向與它的箭頭相差 { $apart }°（{ $degrees }° 以內算對）。
core-task-class-wrong = 不太對：下一次更新得到 w_{ $class } = { $w }，你給的方向與它的箭頭相差 { $apart }°；{ $degrees }° 以內才算對。錯誤勝出類別的 w 遠離 z，該點真實類別的 w 靠近 z。
core-task-problems-right = 正確：這個方法學 { $value } 個二分類問題，每個一條直線。
core-task-problems-wrong = 不是 { $given }：這個方法學 { $value } 條直線。一對多每個類別一條（K 條）；一對一每對類別一條，共 K(K − 1)/2 條。
core-task-error-right = 正確：y·s = { $score } 處的{ $error }為 { $formula } = { $value }。
core-task-error-wrong = 不是 { $given }：y·s = { $score } 處的{ $error }為 { $formula } = { $value }。
core-task-add-one = 請在場景的點之外新增一個點（你添加了 { $added } 個）。
core-task-no-end = 學習器在 { $steps } 步內沒有停止：請給場景的學習器設定預算
core-task-features-right = 正確：Q = { $q } 時 Φ_Q 含所有 1 ≤ a + b ≤ { $q } 的單項式 x₁ᵃx₂ᵇ：常數之外 d̃ = C({ $q2 }, 2) − 1 = { $value } 個特徵，所以 Z 中直線的 d_vc ≤ d̃ + 1 = { $dvc }。
core-task-features-wrong = 不是 { $given }：Q = { $q } 時 Φ_Q 含所有 a + b ≤ { $q } 的單項式 x₁ᵃx₂ᵇ，連常數 1 共 C({ $q2 }, 2) 個；去掉常數 d̃ = C({ $q2 }, 2) − 1 = { $value }，Z 中直線的 d_vc ≤ d̃ + 1 = { $dvc }。
core-task-circle-not-circle = 場景的 Φ 不是圓變換 z = (1, x₁², x₂²)
core-task-circle-no-crossing = w = { $w } 的曲線不與這條軸相交（−w₀/w_k 不是正數）
core-task-circle-right = 正確：Z 中的 w = { $w } 是 X 中的曲線 w₀ + w₁x₁² + w₂x₂² = 0。在 x{ $k } 軸上 x{ $k }² = −w₀/w{ $k } = { $squared }：曲線與它交於 ±{ $value }（w₁ = w₂ 時就是圓的半徑）。
core-task-circle-wrong = 不是 { $given }：Z 中的 w = { $w } 是 X 中的曲線 w₀ + w₁x₁² + w₂x₂² = 0。令另一個座標為 0：x{ $k }² = −w₀/w{ $k } = { $squared }，所以曲線與 x{ $k } 軸交於 ±{ $value }（w₁ = w₂ 時就是圓的半徑）。
core-task-circle-no-next = Z 中的學習器已在 t = { $t } 停止：沒有下一次更新
core-task-circle-next = { $curve }（下一次更新修正的是第 { $point } 個點：w ← w + y·z。）
core-task-separating-none = 特徵 x₁、x₂、x₁²、x₁x₂、x₂² 中沒有一對能讓這些點可分
core-task-separating-two = Φ = ({ $features }) 不是兩個特徵：請在變換的控制元件中選一對特徵（或圓變換），讓 Z 是一個平面。
core-task-separating-right = 正確：在 Z = ({ $features }) 中有直線分開這些點（最寬的是 w = { $w }），它在 X 中是一條曲線。Z 中的 PLA 會停止。
core-task-separating-thin = 正確：在 Z = ({ $features }) 中有直線分開這些點，只是間隔細得畫不出來。
core-task-separating-wrong = 在 Z = ({ $features }) 中沒有直線分開這些點（linlab 的精確判定）：Z 中的 PLA 永遠不會停止。標籤取決於什麼：到原點的距離（x₁²、x₂²），還是 x₁ 與 x₂ 的符號（x₁x₂）？

## 課堂：頁面被拒絕的原因，課堂無法開始的原因。
core-class-wrong-code = 課堂代碼不正確
core-class-full = 課堂已滿（{ $max } 名學生）
core-class-version = 此頁面使用第 { $page } 版課堂訊息，老師的視窗使用第 { $teacher } 版：請重新整理頁面
core-class-not-joined = 第一條訊息必須是加入請求
core-class-malformed = 不是本課堂的訊息：{ $detail }
core-class-too-large = 訊息超過 { $max } 位元組
core-class-too-fast = 每秒超過 { $per_second } 條訊息
core-class-not-the-exercise = 場景 { $scene } 不是當前的練習
core-class-wrong-kind = 此答案與練習的類型不符
core-class-ended = 老師已下課
core-class-seat-taken = 這個座位已在另一個頁面中開啟
core-class-locked = 老師已鎖定課堂：現在不能再有新人加入
core-class-removed = 老師已把這個座位移出課堂
core-class-port-busy = 連接埠 { $port } 已被其他程式佔用：請用 --port 另選一個，或使用下一個空閒連接埠
core-class-no-free-port = 從 { $from } 到 { $to } 沒有空閒連接埠
core-class-cannot-listen = 無法在 { $address } 上監聽：{ $problem }
core-class-cannot-read-page = 無法讀取 { $dir } 中的學生頁面：{ $problem }
core-class-cannot-start = 無法啟動課堂伺服器：{ $problem }
core-class-cannot-keep = 無法在 { $folder } 儲存課堂：{ $problem }
core-class-journal-cannot-write = 無法把課堂寫入 { $folder }（答案仍在視窗中計數：結束前請儲存結果）：{ $problem }
core-class-journal-bad-line = { $file } 第 { $line } 行已跳過：{ $problem }
core-class-nothing-to-resume = { $dir } 中沒有可恢復的課堂
core-class-cannot-resume = 無法讀取 { $folder } 中的課堂：{ $problem }
core-class-journal-no-start = { $folder } 中的課堂沒有記下它如何開始：無法恢復

# 二分、成長函數與 VC 界（`linlab dichotomies`、`linlab vc-bound`）。
core-vc-name-lines = 直線
core-vc-name-rays = 正射線
core-vc-name-intervals = 正區間
core-vc-name-convex = 凸集
core-vc-count = 這 { $n } 個點的 { $labellings } 種標註中，{ $hypotheses }能實現 { $realised } 種（任意 { $n } 個點最多 { $growth } 種：m_H({ $n }) = { $growth }）
core-vc-fewer = 這些點上能實現的二分比最大值少（{ $realised } < { $growth }）：有的點共線、重合，或因其他原因不處於一般位置。
core-vc-by-line = 直線 { $line } = 0
core-vc-by-constant = 所有點在同一側（w₁ = w₂ = 0，w₀ = { $w0 }）
core-vc-by-thin-line = 一條直線（間隔太窄，畫不出來）
core-vc-by-ray = 射線 x₁ > { $from }
core-vc-by-interval = 區間 { $from } < x₁ < { $to }
core-vc-by-hull = ○ 點的凸包
core-vc-no-line = 沒有直線：{ $why }
core-vc-no-ray = 沒有射線：○ 點 { $plus } 不在 × 點 { $minus } 的右邊
core-vc-no-interval = 沒有區間：× 點 { $minus } 位於 ○ 點 { $a } 和 { $b } 之間
core-vc-no-convex-set = 沒有凸集：× 點 { $minus } 位於 ○ 點的凸包內
core-vc-undecided = 無法判定
core-vc-too-many-points = { $n } 個點的標註太多，無法列出：最多 { $most } 個點
core-vc-not-finite = 點 { $point } 的座標不是有限數
core-vc-needs-the-plane = 直線和凸集需要平面上的點（2 個特徵），而不是 { $d } 個
core-vc-on-x1 = 射線和區間只看 x₁：其餘 { $d } 個特徵不予考慮
core-vc-bad-eps-delta = ε 和 δ 都必須在 0 和 1 之間
core-vc-sample-size = d_vc = { $dvc }，ε = { $eps }，δ = { $delta }：VC 界要求 N ≥ { $n } 個點（滿足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N）
core-vc-bound-there = 此時 4·m_H(2N)·e^(−ε²N/8) = { $bound } ≤ δ，Ω = { $omega } ≤ ε
core-task-vc-place-impossible = { $n } 個點上{ $hypotheses }最多實現 m_H({ $n }) = { $growth } 種二分：怎麼放都達不到 { $target } 種
core-task-vc-place-none = 試過的擺放都不能讓{ $hypotheses }在 { $n } 個點上實現 { $target } 種二分
core-task-vc-place-how-many = 請恰好放 { $n } 個點（平面上現在有 { $placed } 個）。
core-task-vc-place-shattered = 正確：這 N = { $n } 個點的全部 { $all } = 2ᴺ 種標註，{ $hypotheses }都能實現：這些點被打散了。
core-task-vc-place-right = 正確：這 N = { $n } 個點的 { $all } = 2ᴺ 種標註中，{ $hypotheses }能實現 { $count } 種，正如題目要求。
core-task-vc-place-wrong = 你放的 N = { $n } 個點的 { $all } = 2ᴺ 種標註中，{ $hypotheses }能實現 { $count } 種；題目要求 { $target } 種。{ $why }
core-task-vc-short-lines = 共線的點會少掉一些標註：同一直線上的三個點，把中間點與兩端分開的兩種標註（○ × ○ 和 × ○ ×）沒有直線能實現。把點放在一般位置（任意三點不共線）。
core-task-vc-short-x1 = 射線和區間只看 x₁：x₁ 相同的點（上下排列）總得到同一個標籤，只相當於一個點。讓每個點的 x₁ 各不相同。
core-task-vc-short-convex = 落在其他點凸包內的點，在它們都是 ○ 時不能是 ×：包含它們的凸集也包含它。把所有點放在一個圓上。
core-task-vc-over-lines = 處於一般位置的點實現的標註最多；讓其中三個點共線，就會丟掉一些標註。
core-task-vc-over-x1 = 每多一個 x₁ 不同的點，能實現的標註就更多；讓幾個點的 x₁ 相同（上下排列）試試。
core-task-vc-over-convex = 圓上的點能被打散；把一個點放進其他點的凸包內，就會丟掉一些標註。
core-task-vc-no-break-point = { $hypotheses }沒有突破點：對每個 N，圓上的 N 個點都能被打散（m_H(N) = 2ᴺ）
core-task-vc-count-right = 正確：這 N = { $n } 個點的 { $all } = 2ᴺ 種標註中，{ $hypotheses }能實現 { $value } 種（任意 { $n } 個點最多 m_H({ $n }) = { $growth } 種）。
core-task-vc-count-wrong = 不是 { $given }：這 N = { $n } 個點的 { $all } = 2ᴺ 種標註中，{ $hypotheses }能實現 { $value } 種；任意 { $n } 個點最多 m_H({ $n }) = { $growth } 種。數一數哪些標註沒有假說能實現，再從 { $all } 中減去。
core-task-vc-break-right = 正確：{ $hypotheses }的成長函數 m_H(N) = { $formula }。m_H({ $km1 }) = { $below } = { $pkm1 }：存在能被打散的 { $km1 } 個點；但 m_H({ $k }) = { $at } < { $pk } = { $power }：任何 { $k } 個點都不能被打散。突破點是 { $k }。
core-task-vc-break-wrong = 不是 { $given }：突破點是滿足 m_H(k) < 2ᵏ 的最小 k。{ $hypotheses }的成長函數 m_H(N) = { $formula }：m_H({ $km1 }) = { $below } = { $pkm1 }，仍能打散；m_H({ $k }) = { $at } < { $pk } = { $power }。突破點是 { $k }。
core-task-vc-size-right = 正確：d_vc = { $dvc }，ε = { $eps }，δ = { $delta } 時，滿足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N 是 { $value }。這個界很寬鬆：實踐中 N ≈ 10·d_vc = { $rule } 往往就夠了。
core-task-vc-size-wrong = 不是 { $given }：d_vc = { $dvc }，ε = { $eps }，δ = { $delta } 時，滿足 N ≥ 8/ε² · ln(4((2N)^d_vc + 1)/δ) 的最小 N 是 { $value }（與它相差 { $within } 以內都算對）。N 出現在不等式兩邊：先猜一個 N 代入右邊，再把結果代回右邊，直到它不再變化。
core-task-fit-workspace = 這道題問的是擬合工作區的擬合：這個場景顯示的是別的工作區
core-task-fit-not-the-draw = 只有在目標函數自己抽出的點上 E_out 才是精確的，而這些點不是本場景的 Q_f、σ²、N 和種子抽出的點
core-task-fit-same-degrees = 兩個擬合的次數相同：無從比較哪個 E_out 更低
core-task-fit-no-folds = { $n } 個點分不出 { $folds } 折
core-task-fit-e-out = E_in({ $ga }) = { $in_a }，E_in({ $gb }) = { $in_b }，但對照目標函數，E_out({ $ga }) = { $out_a }，E_out({ $gb }) = { $out_b }
core-task-fit-cv = { $folds } 折的 E_cv 在 { $chosen } 處最小（E_cv = { $e_cv }）
core-task-fit-right = 正確：{ $because }。
core-task-fit-wrong = 不是 { $given }：{ $because }。
core-task-fit-not-a-cell = (N, σ²) 熱圖在 N = { $n }、σ² = { $sigma2 } 處沒有格子（N 從 80 到 120，σ² 從 0 到 2，間隔 0.05）
core-task-fit-overfit = 在 N = { $n }、σ² = { $sigma2 } 處，{ $runs } 次執行的平均 E_out({ $high }) − E_out({ $low }) = { $measure }
core-task-fit-no-points = 沒有可擬合的點
core-task-fit-l1 = λ = { $lambda } 時 L1 的 w = ({ $w0 }, { $w1 })；λ = { $corner } 時首次有一個權重變成 0
core-task-fit-snooped = 在 { $draws } 次取樣上，窺探者報告的最小測試誤差的中位數是 { $estimate }，而它選出的 g 的 E_out 的中位數是 { $e_out }：低估了 { $short }

## 特徵轉換 Φ：命令列和「轉換」工作區讀到的寫法。
core-transform-unknown = 未知的轉換「{ $text }」：請寫 identity、circle、quadratic、poly:Q、legendre:Q（Q 為 1 到 10）或 pair:F,G（F、G 形如 x1^2 或 x1 x2）
core-transform-bad-feature = 「{ $text }」不是特徵：請寫輸入 x1、x2 的乘積，如 x1、x2^3 或 x1 x2，次數為 1 到 10
core-transform-bad-degree = 次數 Q 必須是 1 到 { $max } 的整數，而不是「{ $text }」
core-transform-same-features = 一對特徵中的兩個必須不同
core-transform-wrong-inputs = 這個轉換寫給有 { $expected } 個座標的點，而這些點有 { $got } 個
core-cli-transform-overflow = Φ = { $transform } 把第 { $point } 個點 x = ({ $x }) 變得超出浮點數範圍：它的特徵 { $feature } 為 { $value }。請先縮放輸入（例如縮放到 [−1, 1]）
core-cli-summary-transform = Φ = { $transform }：z = ({ $features })，d̃ = { $dz }；w 在 Z 空間中
core-class-not-the-teacher = 只有持老師令牌的遙控器才能傳送這條訊息
