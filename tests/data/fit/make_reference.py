"""Writes the reference answers of weight decay and cross-validation (tests/core/fit.rs checks them):

- classes.dat: 37 points in [-1, 1]² labelled by sign(x1² + x2² - 0.5), one in eight flipped
  (37 = 5·7 + 2: with V = 5, KFold's first two folds have one point more);
- reference.json:
  * "ridge": on classes.dat's PolynomialFeatures(Q, include_bias=True) matrix Z and its labels,
    Ridge(alpha=λ, fit_intercept=False).fit(Z, y).coef_, the course's w_REG = (ZᵀZ + λI)⁻¹Zᵀy
    (linlab's `train --algo linreg --transform poly:Q --lambda λ`);
  * "cv": cross_val_score with KFold(V) (no shuffle) and scoring "neg_mean_squared_error" of
    LinearRegression(fit_intercept=False) (λ = 0) or Ridge(alpha=λ, fit_intercept=False) on the
    same Z: each fold's MSE and their mean E_cv (linlab's `validate --folds V`), V = 5 and N
    (leave-one-out);
  * "line": 30 points x ~ U[-1, 1], y = sin(πx) + 0.3·ε kept in the file, and on their
    PolynomialFeatures(5) the ridge weights and the 5-fold and leave-one-out E_cv for λ = 0 and
    0.01 (linlab's fit::PolyFit in the monomial basis, fit::cross_validate_poly).

Rerun (it rewrites both files; the data only change if the seeds below do):

    python3 tests/data/fit/make_reference.py
"""

import json
import os

import numpy as np
import sklearn
from sklearn.linear_model import LinearRegression, Ridge
from sklearn.model_selection import KFold, cross_val_score
from sklearn.preprocessing import PolynomialFeatures

HERE = os.path.dirname(os.path.abspath(__file__))


def model(lam):
    if lam == 0:
        return LinearRegression(fit_intercept=False)
    return Ridge(alpha=lam, fit_intercept=False)


def cv(z, y, lam, folds):
    scores = cross_val_score(model(lam), z, y, cv=KFold(folds), scoring="neg_mean_squared_error")
    fold_mse = [float(-s) for s in scores]
    return {"lambda": lam, "folds": folds, "fold_e_val": fold_mse, "e_cv": float(np.mean(fold_mse))}


def main():
    rng = np.random.default_rng(2026)
    n = 37
    x = rng.uniform(-1, 1, (n, 2))
    y = np.where(x[:, 0] ** 2 + x[:, 1] ** 2 - 0.5 > 0, 1.0, -1.0)
    flip = rng.choice(n, n // 8, replace=False)
    y[flip] = -y[flip]
    with open(os.path.join(HERE, "classes.dat"), "w") as f:
        for (a, b), label in zip(x, y):
            f.write(f"{float(a)!r} {float(b)!r} {int(label)}\n")

    ridge, cvs = [], []
    for degree in (2, 3):
        z = PolynomialFeatures(degree, include_bias=True).fit_transform(x)
        for lam in (0.1, 1.0):
            w = Ridge(alpha=lam, fit_intercept=False).fit(z, y).coef_
            ridge.append({"transform": f"poly:{degree}", "lambda": lam, "w": [float(v) for v in w]})
        for lam, folds in ((0.0, 5), (0.5, 5), (0.0, n), (0.1, n)):
            case = cv(z, y, lam, folds)
            case["transform"] = f"poly:{degree}"
            cvs.append(case)

    line_rng = np.random.default_rng(13)
    lx = line_rng.uniform(-1, 1, 30)
    ly = np.sin(np.pi * lx) + 0.3 * line_rng.standard_normal(30)
    lz = PolynomialFeatures(5, include_bias=True).fit_transform(lx[:, None])
    line = {"x": [float(v) for v in lx], "y": [float(v) for v in ly], "degree": 5, "cases": []}
    for lam in (0.0, 0.01):
        w = model(lam).fit(lz, ly).coef_
        line["cases"].append(
            {
                "lambda": lam,
                "w": [float(v) for v in w],
                "e_cv_5": cv(lz, ly, lam, 5)["e_cv"],
                "e_cv_loo": cv(lz, ly, lam, 30)["e_cv"],
            }
        )

    reference = {
        "sklearn": sklearn.__version__,
        "numpy": np.__version__,
        "ridge": ridge,
        "cv": cvs,
        "line": line,
    }
    with open(os.path.join(HERE, "reference.json"), "w") as f:
        json.dump(reference, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
