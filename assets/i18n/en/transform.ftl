## The Transform workspace: a feature transform Φ, the learners in Z, the curve in X.
transform-workspace = Transform
transform-workspace-tip = Send each point x to z = Φ(x) (x₁², x₂², x₁x₂, …) and run any learner in Z, one update at a time: its line in Z is a curve in X. The price of Φ beside it: d̃ features, d_vc ≤ d̃ + 1.
transform-phi-heading = Feature transform Φ
transform-phi-identity = None: z = x
transform-phi-identity-tip = No transform: the learners as in Classify, a line in X.
transform-phi-circle = Circle: z = (1, x₁², x₂²)
transform-phi-circle-tip = The lecture's first transform: a circle centred on the origin in X is a line in Z, so PLA halts on points a circle separates.
transform-phi-pair = Two features of my choice
transform-phi-pair-tip = Pick z₁ and z₂ among x₁, x₂, x₁², x₁x₂, x₂², x₁³ …: Z is a plane, drawn beside X with the same points.
transform-phi-poly = Φ_Q: every monomial up to degree Q
transform-phi-poly-tip = Φ₂ = (1, x₁, x₂, x₁², x₁x₂, x₂²), Φ₃ adds the cubes, and so on to Q = 10: d̃ = C(Q + 2, 2) − 1 features after the constant.
transform-phi-q-tip = The degree Q: the higher, the more curves Z's lines can be in X, and the higher the price d_vc.
transform-phi-legendre = In Legendre polynomials
transform-phi-legendre-tip = The same space of curves written as L_a(x₁)·L_b(x₂) (the overfitting lecture's basis): the features stay within [−1, 1] on [−1, 1], better conditioned for high Q. Lecture 12 uses plain monomials.
transform-describe-poly = Φ{ $q }: { $count } features after the constant
transform-describe-legendre = Φ{ $q } in Legendre polynomials: { $count } features after the constant
transform-section-price = Price of Φ
transform-section-history = E_in over t
transform-section-losses = Losses
transform-x-plane-title = X: the curve wᵀΦ(x) = 0
transform-z-plane-title = Z: the line wᵀz = 0
transform-w-heading = w in Z, feature by feature
transform-price-dims = Z has d̃ = { $d_tilde } features after the constant: lines in Z have d_vc ≤ d̃ + 1 = { $d_vc }.
transform-price-omega = With N = { $n } points, the VC bound's penalty is Ω = { $omega } at d_vc = { $d_vc }: E_out ≤ E_in + Ω with probability ≥ { $confidence } %.
transform-nested-heading = Nested H₀ ⊂ H₁ ⊂ … ⊂ H_Q on these points
transform-nested-explanation = For each Q, E_in of linear regression's g with Φ_Q ({ $basis }) falls as Q grows, while d_vc ≤ d̃ + 1 (and with it Ω) rises. Choosing Φ after looking at the points pays for every Φ looked at, not only the one kept.
transform-nested-none = Place points of both classes to see E_in for each Q.
transform-nested-chosen = this Φ
transform-nested-row = Q = { $q }: d_vc ≤ { $d_vc }, E_in = { $e_in }, Ω = { $omega }
transform-basis-monomial = monomials
transform-basis-legendre = Legendre polynomials
transform-tab-z = Z plane
transform-kernel-heading = Beside it, a kernel SVM on X:
transform-kernel-tip = The SVM (C = 100) trained on the points in X with a kernel, its boundary dashed: the polynomial kernel (1 + xᵀx′)^Q computes a Z of Φ_Q's monomials, each with its own constant factor, without writing it; the Gaussian's Z has no end. Where the two boundaries part, the scaling of Z's features (or its size) is what differs.
transform-kernel-off = None
transform-kernel-poly = Polynomial, Q = { $q }
transform-kernel-gaussian = Gaussian
transform-kernel-poly-name = the SVM with the polynomial kernel (1 + xᵀx′){ $q }
transform-kernel-gaussian-name = the SVM with the Gaussian kernel (σ² = { $sigma2 })
transform-kernel-summary = Dashed: { $kernel } on X, { $mistakes } training mistakes, { $support } support vectors{ $short ->
    [yes] {" "}(SMO stopped short of the end)
   *[no] {""}
}.{ $agreement ->
    [none] {""}
   *[other] {" "}It puts { $agreement } % of the plane shown on the same side as the curve of w in Z.
}
transform-kernel-too-many = The kernel SVM beside Φ is trained for at most { $most } points; these are { $n }.
transform-price-open-vc = See this d_vc in the VC bound →
transform-price-open-vc-tip = Opens the Dichotomies workspace's VC bound at this d_vc and this N: the bound, Ω and the N the bound asks for, beside a measured gap.
transform-price-open-vc-too-high = The Dichotomies workspace's VC bound takes d_vc up to { $most }.
transform-tab-phi = Φ and its price
transform-show-x = X plane
