## “转换”工作区：特征转换 Φ、Z 空间中的学习器、X 空间中的曲线。
transform-workspace = 转换
transform-workspace-tip = 把每个点 x 送到 z = Φ(x)（x₁²、x₂²、x₁x₂ ……），在 Z 中运行任一学习器，每次一次更新：它在 Z 中的直线就是 X 中的曲线。旁边是 Φ 的代价：d̃ 个特征，d_vc ≤ d̃ + 1。
transform-phi-heading = 特征转换 Φ
transform-phi-identity = 不转换：z = x
transform-phi-identity-tip = 不做转换：学习器和“分类”工作区中一样，在 X 中是一条直线。
transform-phi-circle = 圆：z = (1, x₁², x₂²)
transform-phi-circle-tip = 课程中的第一个转换：X 中以原点为圆心的圆是 Z 中的一条直线，所以在能被圆分开的点上 PLA 会停下。
transform-phi-pair = 自选两个特征
transform-phi-pair-tip = 从 x₁、x₂、x₁²、x₁x₂、x₂²、x₁³ …… 中选 z₁ 和 z₂：Z 是一个平面，和 X 并排画出，点是同一批点。
transform-phi-poly = Φ_Q：次数不超过 Q 的所有单项式
transform-phi-poly-tip = Φ₂ = (1, x₁, x₂, x₁², x₁x₂, x₂²)，Φ₃ 再加上三次项，依此类推直到 Q = 10：常数之后有 d̃ = C(Q + 2, 2) − 1 个特征。
transform-phi-q-tip = 次数 Q：越高，Z 中的直线在 X 中能成为的曲线越多，代价 d_vc 也越高。
transform-phi-legendre = 用勒让德多项式
transform-phi-legendre-tip = 同一个曲线空间，写成 L_a(x₁)·L_b(x₂)（过拟合一讲的基底）：在 [−1, 1] 上特征保持在 [−1, 1] 内，Q 高时数值条件更好。第 12 讲用的是普通单项式。
transform-describe-poly = Φ{ $q }：常数之后 { $count } 个特征
transform-describe-legendre = 勒让德多项式的 Φ{ $q }：常数之后 { $count } 个特征
transform-section-price = Φ 的代价
transform-section-history = E_in 随 t 的变化
transform-section-losses = 损失
transform-x-plane-title = X：曲线 wᵀΦ(x) = 0
transform-z-plane-title = Z：直线 wᵀz = 0
transform-w-heading = Z 中的 w，逐个特征
transform-price-dims = 常数之后 Z 有 d̃ = { $d_tilde } 个特征：Z 中的直线 d_vc ≤ d̃ + 1 = { $d_vc }。
transform-price-omega = N = { $n } 个点时，VC 界的惩罚项在 d_vc = { $d_vc } 时为 Ω = { $omega }：E_out ≤ E_in + Ω 的概率 ≥ { $confidence }%。
transform-nested-heading = 这些点上的嵌套 H₀ ⊂ H₁ ⊂ … ⊂ H_Q
transform-nested-explanation = 对每个 Q：用 Φ_Q（{ $basis }）做线性回归得到的 g 的 E_in 随 Q 增大而下降，d_vc ≤ d̃ + 1（以及 Ω）随之上升。看过这些点之后再选 Φ，要为看过的每一个 Φ 付代价，而不只是留下的那一个。
transform-nested-none = 放上两类的点，才能看到每个 Q 的 E_in。
transform-nested-chosen = 这个 Φ
transform-nested-row = Q = { $q }：d_vc ≤ { $d_vc }，E_in = { $e_in }，Ω = { $omega }
transform-basis-monomial = 单项式
transform-basis-legendre = 勒让德多项式
transform-tab-z = Z 平面
transform-kernel-heading = 旁边再画一个 X 上的核 SVM：
transform-kernel-tip = 用核在 X 中的点上训练的 SVM（C = 100），边界画成虚线：多项式核 (1 + xᵀx′)^Q 不写出 Z，就算出了由 Φ_Q 的单项式（各带一个常数因子）构成的 Z；高斯核的 Z 没有尽头。两条边界分开的地方，差别就在 Z 中特征的缩放（或 Z 的大小）。
transform-kernel-off = 不画
transform-kernel-poly = 多项式核，Q = { $q }
transform-kernel-gaussian = 高斯核
transform-kernel-poly-name = 多项式核 (1 + xᵀx′){ $q } 的 SVM
transform-kernel-gaussian-name = 高斯核（σ² = { $sigma2 }）的 SVM
transform-kernel-summary = 虚线：X 上{ $kernel }，训练错误 { $mistakes } 个，支持向量 { $support } 个{ $short ->
    [yes] （SMO 未走到终点就停了）
   *[no] {""}
}。{ $agreement ->
    [none] {""}
   *[other] 在画出的平面上，它与 Z 中 w 的曲线把 { $agreement }% 的地方分在同一侧。
}
transform-kernel-too-many = Φ 旁边的核 SVM 最多对 { $most } 个点训练；这里有 { $n } 个。
transform-price-open-vc = 在 VC 界中查看这个 d_vc →
transform-price-open-vc-tip = 打开“二分”工作区的 VC 界，取这个 d_vc 和这个 N：界、Ω、界所要求的 N，旁边是实测的差距。
transform-price-open-vc-too-high = “二分”工作区的 VC 界最多接受 d_vc = { $most }。
transform-tab-phi = Φ 及其代价
transform-show-x = X 平面
