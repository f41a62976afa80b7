# 命令列的幫助（`linlab --help`、`linlab train --help` 等）：每個命令的說明、每個選項的幫助
# （cli-<命令>-<選項>，各命令共有的選項為 cli-<選項>）和每個可選值的說明（cli-value-<選項>-<值>）。

cli-usage = 用法：
cli-heading-commands = 命令
cli-heading-options = 選項
cli-heading-arguments = 參數
cli-possible-values = [可選值：{ $values }]
cli-possible-values-heading = 可選值：
cli-value-line = - { $value }：{ $help }
cli-default = [預設：{ $value }]
cli-about = 講授線性分類器（PLA、口袋演算法、邏輯斯迴歸、線性迴歸），一次示範一步更新。
cli-long-about = 不帶命令時，linlab 開啟視窗。`linlab train` 在一個點檔案上執行學習演算法並印出結果；`linlab cluster` 執行 K 平均，`linlab pca` 求主成分。
cli-lang = 視窗和摘要的語言：en、zh-CN（簡體中文）或 zh-TW（臺灣正體中文）（預設：系統的語言，取自 LANG；之後視窗沿用上次選擇的語言）
cli-help = 印出幫助（-h 為摘要，--help 為詳細說明）
cli-version = 印出版本
cli-json = 印出一個 JSON 對象，而不是摘要
cli-no-labels = 檔案沒有標籤列：每一列都是特徵
cli-help-about = 印出本幫助，或給定命令的幫助
cli-help-subcommand = 要說明的命令

cli-train-about = 在一個點檔案上執行學習演算法，不開啟視窗。
cli-train-data = 訓練點：以空白分隔的 `x1 … xd y`（課程的 .dat）、帶表頭的 CSV，或 LIBSVM
cli-train-test = 計算 E_out 的測試點，格式同上，維數 d 相同
cli-train-algo = 學習演算法
cli-train-order = 檢查順序。PLA：循環順序（預設）或隨機循環順序。口袋演算法：隨機的誤分類點（預設）、隨機循環順序或循環順序。邏輯斯迴歸 SGD：有放回隨機（預設）或循環順序
cli-train-eta = 學習率 η（PLA 和口袋演算法預設 1，邏輯斯迴歸預設 0.1）
cli-train-seed = 所有隨機選擇的隨機種子：同一隨機種子重放同一次執行
cli-train-init = 初始權重：零，或線性迴歸的解
cli-train-timings = 在標準錯誤輸出（stderr）印出各階段用時：讀檔案、學習到結束、生成報告
cli-train-max-updates = PLA/口袋演算法的更新次數預算（修正次數）
cli-train-epochs = K·N 次檢查的預算（遍歷所有點 K 遍）
cli-train-iterations = 邏輯斯迴歸：SGD 檢查次數或 GD 步數的預算
cli-train-lambda = 線性迴歸和邏輯斯迴歸：作用於每個權重的權重衰減 λ（w_REG = (ZᵀZ + λI)⁻¹Zᵀy；梯度下降的對象是 E_in + (λ/N)·wᵀw）。不為 0 時在 JSON 中加上 `lambda`
cli-train-method = 把標籤讀作類別（任意數字或詞，最多 8 個），以一對多（ova）、一對一（ovo）或結構化感知器（structured：PLA，循環順序）學習
cli-train-kernel = svm、kernel-perceptron：核函數
cli-train-c = svm、hinge-sgd：軟間隔的懲罰係數 C（預設 1）
cli-train-hard-margin = svm、hinge-sgd：硬間隔（C = ∞）
cli-train-gamma = 高斯核：γ = 1/(2σ²)；多項式核：(γ·xᵀx′ + c₀)^Q 中的 γ（預設 1）
cli-train-sigma2 = 高斯核：exp(−‖x − x′‖²/(2σ²)) 中的 σ²（預設 ½，即 γ = 1）
cli-train-degree = 多項式核：次數 Q（預設 3）
cli-train-coef0 = 多項式核：c₀（預設 1）
cli-train-tol = svm：最大的 KKT 違反量不超過 T 時停止（預設 1e-3，同 libsvm）
cli-train-probe = 要打分的點 x1 … xd（標籤可有可無，任一可讀格式）：加上 `decision_probe`，即每一行的 s(x)
cli-train-transform = 特徵轉換 Φ：學習前作用於本次執行的每個檔案（--data、--test、--probe），因此 w、E_in 和 E_out 都在 Z 空間中：identity、circle（1, x1², x2², …）、quadratic、poly:Q（次數 1 到 Q 的所有單項式，Q ≤ 10）、legendre:Q，或 pair:F,G（x1、x2 的兩個單項式，如 pair:x1^2,x2^2）。JSON 中加上 `transform` 和 `features`（w 各分量的名字）
cli-train-weights = 加權學習演算法的點權重（一個檔案，每行一個數，按資料的順序）：口袋演算法按權重成比例的機率抽取錯誤，並保留 E_inʷ 最小的權重向量；線性迴歸和邏輯斯迴歸最小化加權的誤差（SGD 按權重成比例的機率抽取點）。加上 `e_in_weighted`
cli-train-cost = 代價矩陣 FA,FR：每個 −1 點的權重為錯誤接受的代價，每個 +1 點為錯誤拒絕的代價（講義中的超市 1,10、CIA 1000,1）。加上 `e_in_weighted`

cli-value-algo-pla = 感知器學習演算法
cli-value-algo-pocket = 保留迄今最好權重的 PLA
cli-value-algo-logistic-sgd = 以隨機梯度下降求解的邏輯斯迴歸，每步一個點
cli-value-algo-logistic-gd = 以全批次梯度下降求解的邏輯斯迴歸
cli-value-algo-linreg = 用於分類的線性迴歸，一次算出 w = Z⁺y
cli-value-algo-linreg-sgd = 以隨機梯度下降求解的線性迴歸（Adaline / LMS）：w ← w + η·2(y − s)·z，每步一個點
cli-value-algo-averaged = 以各次檢查中 w 的平平均值作答的 PLA
cli-value-algo-voted = 每個中間的 w 都投票、按其存活時長加權的 PLA
cli-value-algo-svm = 支持向量機，以 SMO 求解：每步更新一對 α
cli-value-algo-hinge-sgd = 在原始 SVM 代價 (λ/2)‖w‖² + 平均合頁損失上做 SGD，每步一個點
cli-value-algo-kernel-perceptron = 帶核函數的對偶形式 PLA：出錯時 αₙ += 1
cli-value-order-cyclic = 1, 2, …, N, 1, 2, …
cli-value-order-random-cycle = 開始時由隨機種子抽取一個排列，之後按它循環檢查
cli-value-order-random = 均勻隨機，有放回（口袋演算法：在當前的誤分類點中抽取）
cli-value-init-zero = w = 0
cli-value-init-linreg = w = 線性迴歸的解 Z⁺y
cli-value-method-ova = 一對多：每個類別對其餘類別一個二分類問題
cli-value-method-ovo = 一對一：每兩個類別一個二分類問題
cli-value-method-structured = 結構化（多類別）感知器：每個類別一個 w_k
cli-value-kernel-linear = K = xᵀx′
cli-value-kernel-gaussian = K = exp(−‖x − x′‖²/(2σ²))
cli-value-kernel-poly = K = (γ·xᵀx′ + c₀)^Q
cli-value-init-first = 前 K 個點，按檔案順序（參考實現的做法，不含隨機性）
cli-value-init-random = 由隨機種子均勻抽取 K 個不同的點
cli-value-init-kmeans-plus-plus = k-means++：第一個中心均勻抽取，之後每個中心被抽中的機率與它到已選最近中心的距離的平方成正比

cli-cluster-about = 在一個點檔案上執行 K 平均（任意 d；忽略標籤），不開啟視窗。
cli-cluster-data = 點：以空白分隔的 `x1 … xd y`、帶表頭的 CSV，或 LIBSVM；任意 d。標籤列會讀入但被忽略（見 --no-labels）
cli-cluster-k = 群集的個數 K（至少 1，至多為點的個數）
cli-cluster-init = 初始中心：前 K 個點、由隨機種子抽取的 K 個點，或 k-means++
cli-cluster-seed = 隨機初始中心的隨機種子：同一隨機種子重放同一次執行
cli-cluster-iterations = 停止前最多的迭代次數（每次迭代包括一次分配和一次移動）

cli-pca-about = 求一個點檔案的主成分（任意 d；忽略標籤），不開啟視窗。
cli-pca-data = { cli-cluster-data }
cli-pca-k = 保留幾個主成分（預設：全部 d 個）

cli-surface-about = 權重空間一個切片上的 E_in：w₀ 固定，(w₁, w₂) 取網格，誤差為 y·s 的某個函數（點需 d = 2），不開啟視窗。
cli-surface-data = d = 2 的點：空白分隔的 `x1 x2 y`（課程的 .dat）、帶表頭的 CSV，或 LIBSVM
cli-surface-measure = 取平均得到 E_in 的 y·s 誤差函數
cli-surface-w0 = 切片固定的 w₀（偏置）
cli-surface-w1 = w₁ 方向的網格：LO:HI:N，從 LO 到 HI 共 N 個值（2 到 4096）
cli-surface-w2 = w₂ 方向的網格：LO:HI:N，從 LO 到 HI 共 N 個值（2 到 4096）
cli-surface-csv = 以 CSV 行 w1,w2,e_in 印出網格（外層 w₂，內層 w₁），而不是摘要
cli-value-measure-zero-one = [y·s ≤ 0]，分錯的比例
cli-value-measure-squared = (1 − y·s)²，線性迴歸的誤差
cli-value-measure-cross-entropy = ln(1 + e^(−y·s))，邏輯斯迴歸的誤差
cli-value-measure-cross-entropy-log2 = log₂(1 + e^(−y·s))，縮放後作為 0/1 誤差上界的交叉熵
cli-value-measure-hinge = max(0, 1 − y·s)，SVM 的誤差
cli-value-measure-perceptron = max(0, −y·s)，感知器準則
cli-class-about = 開啟視窗並開始一堂課：同一網路中的學生開啟課堂網址（或掃描 QR 碼），即可在自己的螢幕上跟著你的講座走。
cli-class-port = 學生頁面和課堂監聽的連接埠
cli-class-next-free-port = 連接埠被佔用時，使用其上的下一個空閒連接埠
cli-class-bind = 監聽的位址：0.0.0.0 表示所有網路介面（教室的網路），也可以只給一個，例如 127.0.0.1 只供本機使用
cli-class-page = 學生頁面：`trunk build --release` 生成的目錄
cli-class-max-students = 同時連線的學生上限
cli-class-lecture = 要開啟的內建講座（見 `linlab script list`）
cli-class-resume = 重新開啟上一堂課（在崩潰、被終止或視窗關閉之後）：同樣的課堂碼、連接埠、學生和答案；學生的頁面會自動重新加入
cli-report = 為儲存的課堂（上一堂，或 FOLDER 中的那堂）寫出報告和每位學生帶回家的講座，放進它的資料夾，不開啟視窗：用於視窗沒有結束的課堂（崩潰、被終止），或再寫一次
cli-dichotomies-about = 列出檔案中各點（最多 12 個）的每一種標註，以及假說集合能否實現它：給出實現它的假說（直線、射線、區間或凸包），或說明為何沒有，不開啟視窗。
cli-dichotomies-data = 點：空白分隔的 `x1 x2 y`、帶表頭的 CSV 或 LIBSVM；標籤列會讀入但不使用（見 --no-labels）
cli-dichotomies-hypothesis = 假說集合
cli-dichotomies-json = 印出一個 JSON 對象，而不是摘要
cli-value-hypothesis-lines = 平面上的直線（二維感知器）：m_H(N) = N² − N + 2
cli-value-hypothesis-rays = x₁ 上的正射線：m_H(N) = N + 1
cli-value-hypothesis-intervals = x₁ 上的正區間：m_H(N) = N(N + 1)/2 + 1
cli-value-hypothesis-convex = 平面上的凸集：m_H(N) = 2ᴺ
cli-vc-bound-about = 給定 VC 維度、ε 和 δ，求 VC 界要求的樣本量，以及此時的界和懲罰項 Ω。
cli-vc-bound-dvc = VC 維度 d_vc（平面上的感知器為 3）
cli-vc-bound-eps = |E_in − E_out| 的容差 ε，介於 0 和 1 之間
cli-vc-bound-delta = |E_in − E_out| 超出 ε 的機率 δ，介於 0 和 1 之間
cli-vc-bound-json = 印出一個 JSON 對象，而不是摘要
cli-hoeffding-about = 從橘色彈珠比例為 μ 的罐子中抽取 T 個大小為 N 的樣本，把實測的 P[|ν − μ| > ε] 與精確的二項分佈尾機率和 Hoeffding 界 2·exp(−2ε²N) 並列。
cli-hoeffding-mu = 罐子中橘色彈珠的比例 μ，介於 0 和 1 之間
cli-hoeffding-n = 樣本大小 N（至少為 1）
cli-hoeffding-eps = 容差 ε（> 0）；|ν − μ| > ε（嚴格大於）時樣本是壞的
cli-hoeffding-trials = 抽取的樣本個數 T
cli-hoeffding-seed = 取樣的隨機種子：同一隨機種子重放同樣的樣本
cli-hoeffding-json = 印出一個 JSON 對象，而不是摘要（`measured`、`exact`、`bound` 和 k 的直方圖）
cli-coins-about = Learning From Data 的習題 1.10：C 枚均勻硬幣各拋 F 次，共 R 輪；ν₁（第一枚硬幣）、ν_rand（隨機一枚）和 ν_min（正面最少的一枚）的直方圖和平均值，實測值與精確值。
cli-coins-coins = 硬幣個數 C
cli-coins-flips = 每枚硬幣的拋擲次數 F
cli-coins-runs = 輪數 R
cli-coins-seed = 拋擲的隨機種子：同一隨機種子重放同樣的輪次，與核心數無關
cli-coins-json = 印出一個 JSON 對象，而不是摘要（`nu_1`、`nu_rand`、`nu_min`）
cli-script-about = 無視窗處理講座腳本：列出內建講座、檢查腳本、匯出腳本、把腳本輸出為連結。
cli-list-about = 列出內建講座：id、標題、場景數、連結長度。
cli-check-about = 重放腳本（檔案或內建講座 id）的每個場景並檢查所有引用；有問題時退出碼為 1。
cli-check-script = 腳本檔案，或內建講座的 id
cli-export-about = 把內建講座寫成腳本檔案，作為起點。
cli-export-id = 內建講座的 id（見 `linlab script list`）
cli-export-out = 要寫入的檔案
cli-link-about = 把腳本（檔案或內建講座的 id）輸出為連結：網頁會從第一個場景開啟它。
cli-link-script = 腳本檔案，或內建講座的 id
cli-link-page = 放在 #script= 前面的網址（省略時只輸出 #script= 片段）
cli-render-about = 把腳本（檔案或內建講座的 id）的每個場景按視窗中的樣子畫出來：每個場景一張 PNG，另有 layout.json，給出各場景各部分的位置（像素）。
cli-render-script = 腳本檔案，或內建講座的 id
cli-render-size = 圖片大小（像素），寬x高（例如 1024x768；每邊 1 到 8192）
cli-render-presentation = 以簡報模式畫出場景，如同在投影機上
cli-render-out = 寫入 scene-01.png、… 和 layout.json 的目錄（不存在時建立）
cli-render-size-invalid = { $size } 不是有效的尺寸：請按「寬x高」給出像素數，每邊為 1 到 { $max } 的整數（例如 1024x768）
cli-render-unknown-script = { $script } 既不是腳本檔案，也不是內建講座（現有：{ $ids }）
cli-render-never-settles = 視窗始終沒有穩定下來（{ $frames } 影格之後仍在更新）
cli-render-written = 已按 { $width }×{ $height } 畫出 { $scenes } 個場景，寫入 { $dir }，並附 layout.json
cli-validate-about = 在點檔案上對學習器做交叉驗證：按檔案順序分成 V 折（V = N 即留一法），或以最後 K 個點作為 D_val
cli-validate-data = 資料點，格式與 train 的相同
cli-validate-algo = 在每一折的 D_train 上訓練的學習器
cli-validate-lambda = 線性迴歸和邏輯斯迴歸：權重衰減 λ
cli-validate-lambdas = 多個 λ，用逗號分隔：逐個驗證，選出 E_cv（或 E_val）最小的一個（並列時取第一個），再在全部點上重新學得它的 g
cli-validate-folds = V，折數，從 2 到 N：按檔案順序連續劃分，前 N mod V 折各多一個點（即 scikit-learn 不打亂的 KFold）
cli-validate-holdout = K：在前 N − K 個點上訓練，輸出最後 K 個點上的 E_val(g⁻)，不分折
cli-validate-measure = E_val 與 E_cv 所用的誤差（預設：linreg 用平方誤差，其他學習器用 0/1 誤差）
cli-validate-eta = 使用學習率的學習器的學習率 η
cli-validate-seed = 學習器每個隨機選擇的隨機種子
cli-validate-transform = 先作用於資料點的特徵轉換 Φ，與 train 的 --transform 相同
cli-overfit-about = 第 13 講的過擬合實驗，對多次帶隨機種子的執行取平均，輸出 CSV：過擬合度量 E_out(g₁₀) − E_out(g₂) 隨 (N, σ²) 或 (N, Q_f) 的變化，或學習曲線
cli-overfit-map = 哪個實驗
cli-overfit-runs = 每個格子平均的執行次數
cli-overfit-seed = 每次執行的隨機種子（每次執行的生成器由隨機種子、格子和執行序號決定）
cli-overfit-grid = 代替講座設定的軸：N 寫成 FROM:TO[:STEP]，畫圖時再加一個逗號和同樣寫法的 σ² 或 Q_f（80:120,0:2:0.05）
cli-overfit-qf = 固定時目標函數的次數 Q_f（雜訊圖：20；學習曲線：10）
cli-overfit-sigma2 = 固定時的雜訊 σ²（複雜度圖：0.1；學習曲線：1）
cli-overfit-degrees = 兩個擬合的次數，寫成 LOW,HIGH（預設 2,10）
cli-overfit-lambda = 兩個擬合的權重衰減 λ
cli-overfit-threads = 執行緒數（預設：所有核心）；結果與執行緒數無關
cli-value-map-noise = 隨 (N, σ²) 變化，Q_f 固定：隨機雜訊
cli-value-map-complexity = 隨 (N, Q_f) 變化，σ² 固定：確定性雜訊
cli-value-map-learning-curve = 兩個擬合的期望 E_in 與 E_out 隨 N 的變化
cli-value-map-validation = E_val(g⁻)、E_out(g⁻) 與 E_out(g) 隨留出點數 K 的變化（第 15 講）
cli-best-lambda-about = 第 14 講的測量，輸出 CSV：30 個點的 15 次擬合在權重衰減 λ 從 0 到 2 的每個取值下的期望 E_out，每個雜訊水平一條曲線，並給出各水平的最佳 λ（best 列）：它隨雜訊增大
cli-best-lambda-noise = 各水平改變的是哪種雜訊
cli-best-lambda-runs = 每個水平平均的執行次數（同一水平的每個 λ 用相同的取樣）
cli-best-lambda-seed = 所有執行的種子（每次執行的生成器由種子、水平和執行序號決定）
cli-value-noise-stochastic = 目標次數 Q_f = 15，σ² = 0、0.25、0.5
cli-value-noise-deterministic = Q_f = 15、30、100，無 σ²：擬合夠不到的那部分目標
