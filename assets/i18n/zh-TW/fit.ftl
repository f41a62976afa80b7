## 過擬合、正則化與驗證（第 13–15 講）：核心與命令列的文字。
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
