## 「轉換」工作區：特徵轉換 Φ、Z 空間中的學習器、X 空間中的曲線。
transform-workspace = 轉換
transform-workspace-tip = 把每個點 x 送到 z = Φ(x)（x₁²、x₂²、x₁x₂ ……），在 Z 中執行任一學習器，每次一次更新：它在 Z 中的直線就是 X 中的曲線。旁邊是 Φ 的代價：d̃ 個特徵，d_vc ≤ d̃ + 1。
transform-phi-heading = 特徵轉換 Φ
transform-phi-identity = 不轉換：z = x
transform-phi-identity-tip = 不做轉換：學習器和「分類」工作區中一樣，在 X 中是一條直線。
transform-phi-circle = 圓：z = (1, x₁², x₂²)
transform-phi-circle-tip = 課程中的第一個轉換：X 中以原點為圓心的圓是 Z 中的一條直線，所以在能被圓分開的點上 PLA 會停下。
transform-phi-pair = 自選兩個特徵
transform-phi-pair-tip = 從 x₁、x₂、x₁²、x₁x₂、x₂²、x₁³ …… 中選 z₁ 和 z₂：Z 是一個平面，和 X 並排畫出，點是同一批點。
transform-phi-poly = Φ_Q：次數不超過 Q 的所有單項式
transform-phi-poly-tip = Φ₂ = (1, x₁, x₂, x₁², x₁x₂, x₂²)，Φ₃ 再加上三次項，依此類推直到 Q = 10：常數之後有 d̃ = C(Q + 2, 2) − 1 個特徵。
transform-phi-q-tip = 次數 Q：越高，Z 中的直線在 X 中能成為的曲線越多，代價 d_vc 也越高。
transform-phi-legendre = 用勒讓德多項式
transform-phi-legendre-tip = 同一個曲線空間，寫成 L_a(x₁)·L_b(x₂)（過擬合一講的基底）：在 [−1, 1] 上特徵保持在 [−1, 1] 內，Q 高時數值條件更好。第 12 講用的是普通單項式。
transform-describe-poly = Φ{ $q }：常數之後 { $count } 個特徵
transform-describe-legendre = 勒讓德多項式的 Φ{ $q }：常數之後 { $count } 個特徵
transform-section-price = Φ 的代價
transform-section-history = E_in 隨 t 的變化
transform-section-losses = 損失
transform-x-plane-title = X：曲線 wᵀΦ(x) = 0
transform-z-plane-title = Z：直線 wᵀz = 0
transform-w-heading = Z 中的 w，逐個特徵
transform-price-dims = 常數之後 Z 有 d̃ = { $d_tilde } 個特徵：Z 中的直線 d_vc ≤ d̃ + 1 = { $d_vc }。
transform-price-omega = N = { $n } 個點時，VC 界的懲罰項在 d_vc = { $d_vc } 時為 Ω = { $omega }：E_out ≤ E_in + Ω 的機率 ≥ { $confidence }%。
transform-nested-heading = 這些點上的巢狀 H₀ ⊂ H₁ ⊂ … ⊂ H_Q
transform-nested-explanation = 對每個 Q：用 Φ_Q（{ $basis }）做線性迴歸得到的 g 的 E_in 隨 Q 增大而下降，d_vc ≤ d̃ + 1（以及 Ω）隨之上升。看過這些點之後再選 Φ，要為看過的每一個 Φ 付代價，而不只是留下的那一個。
transform-nested-none = 放上兩類的點，才能看到每個 Q 的 E_in。
transform-nested-chosen = 這個 Φ
transform-nested-row = Q = { $q }：d_vc ≤ { $d_vc }，E_in = { $e_in }，Ω = { $omega }
transform-basis-monomial = 單項式
transform-basis-legendre = 勒讓德多項式
transform-tab-z = Z 平面
transform-kernel-heading = 旁邊再畫一個 X 上的核 SVM：
transform-kernel-tip = 用核在 X 中的點上訓練的 SVM（C = 100），邊界畫成虛線：多項式核 (1 + xᵀx′)^Q 不寫出 Z，就算出了由 Φ_Q 的單項式（各帶一個常數因子）構成的 Z；高斯核的 Z 沒有盡頭。兩條邊界分開的地方，差別就在 Z 中特徵的縮放（或 Z 的大小）。
transform-kernel-off = 不畫
transform-kernel-poly = 多項式核，Q = { $q }
transform-kernel-gaussian = 高斯核
transform-kernel-poly-name = 多項式核 (1 + xᵀx′){ $q } 的 SVM
transform-kernel-gaussian-name = 高斯核（σ² = { $sigma2 }）的 SVM
transform-kernel-summary = 虛線：X 上{ $kernel }，訓練錯誤 { $mistakes } 個，支持向量 { $support } 個{ $short ->
    [yes] （SMO 未走到終點就停了）
   *[no] {""}
}。{ $agreement ->
    [none] {""}
   *[other] 在畫出的平面上，它與 Z 中 w 的曲線把 { $agreement }% 的地方分在同一側。
}
transform-kernel-too-many = Φ 旁邊的核 SVM 最多對 { $most } 個點訓練；這裡有 { $n } 個。
transform-price-open-vc = 在 VC 界中檢視這個 d_vc →
transform-price-open-vc-tip = 開啟「二分」工作區的 VC 界，取這個 d_vc 和這個 N：界、Ω、界所要求的 N，旁邊是實測的差距。
transform-price-open-vc-too-high = 「二分」工作區的 VC 界最多接受 d_vc = { $most }。
transform-tab-phi = Φ 及其代價
transform-show-x = X 平面
