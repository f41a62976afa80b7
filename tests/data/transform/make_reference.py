"""Writes the reference answers of `linlab train --transform` (tests/core/transform.rs checks them):

- ring.dat: ○ (+1) inside the unit circle, × (−1) outside, none with 0.8 < r < 1.25 (so that the
  circle transform separates them with a margin and PLA halts in Z, never in X);
- quadratic.dat: labels of sign(x1² + x1·x2 − x2 − 0.5), one in ten flipped (no curve of Φ₂
  separates them);
- reference.json: on each file and for each transform, the names of Z's features and two answers
  computed on scikit-learn's PolynomialFeatures(degree, include_bias=True) matrix:
  * "linreg": LinearRegression(fit_intercept=False).fit(Z, y).coef_, the least-squares solution of
    minimum norm, which is MATH.md's w_lin = Z⁺y (linlab's `--algo linreg`);
  * "pla": MATH.md's PLA written here in numpy (scikit-learn's Perceptron is not the course's PLA:
    it counts a mistake when y·s < 0 instead of ≤ 0, and stops on its own tolerances): w = 0, rows
    in file order, w += y·z whenever y·wᵀz ≤ 0, halting after N visits in a row without a mistake
    or after `epochs` passes; with the updates it made and whether it halted.
  The circle transform (1, x1², x2²) is PolynomialFeatures(2)'s columns 1, x1^2, x2^2; the
  Legendre basis L_a(x1)·L_b(x2) is evaluated by numpy.polynomial.legendre on PolynomialFeatures'
  powers, in its order.

Rerun (it rewrites the three files; the data only changes if the seeds below do):

    pip install scikit-learn
    python3 tests/data/transform/make_reference.py
"""

import json
import os

import numpy as np
import sklearn
from numpy.polynomial import legendre
from sklearn.linear_model import LinearRegression
from sklearn.preprocessing import PolynomialFeatures

HERE = os.path.dirname(os.path.abspath(__file__))
INPUTS = ["x1", "x2"]
# (transform's text form, degree of PolynomialFeatures, basis)
TRANSFORMS = [("circle", 2, "circle"), ("quadratic", 2, "monomial"), ("poly:3", 3, "monomial"),
              ("legendre:3", 3, "legendre")]
PLA_EPOCHS = 50


def ring(rng, n=60):
    rows = []
    while len(rows) < n:
        x = rng.uniform(-1.8, 1.8, size=2)
        r = np.hypot(*x)
        if 0.8 < r < 1.25:
            continue
        rows.append((x[0], x[1], 1.0 if r < 1.0 else -1.0))
    return rows


def quadratic(rng, n=80):
    rows = []
    for _ in range(n):
        x = rng.uniform(-1.5, 1.5, size=2)
        y = 1.0 if x[0] ** 2 + x[0] * x[1] - x[1] - 0.5 > 0 else -1.0
        if rng.uniform() < 0.1:
            y = -y
        rows.append((x[0], x[1], y))
    return rows


def write_data(name, rows):
    """Writes `x1 x2 y` rows with six decimals and reads them back: the answers are those of the
    file as linlab reads it."""
    path = os.path.join(HERE, name)
    with open(path, "w") as f:
        for x1, x2, y in rows:
            f.write(f"{x1:.6f} {x2:.6f} {y:.0f}\n")
    data = np.loadtxt(path)
    return data[:, :2], data[:, 2]


def legendre_name(powers):
    factors = [f"L{p}({INPUTS[j]})" for j, p in enumerate(powers) if p > 0]
    return " ".join(factors) if factors else "1"


def features(x, degree, basis):
    """Z and the names of its columns, "1" first."""
    poly = PolynomialFeatures(degree=degree, include_bias=True)
    z = poly.fit_transform(x)
    names = list(poly.get_feature_names_out(INPUTS))
    if basis == "circle":
        keep = [names.index(n) for n in ["1", "x1^2", "x2^2"]]
        return z[:, keep], [names[k] for k in keep]
    if basis == "legendre":
        columns = []
        for powers in poly.powers_:
            column = np.ones(len(x))
            for j, p in enumerate(powers):
                column *= legendre.legval(x[:, j], [0] * p + [1])
            columns.append(column)
        return np.column_stack(columns), [legendre_name(p) for p in poly.powers_]
    return z, names


def pla(z, y, epochs):
    """MATH.md's PLA, cyclic, from w = 0 with η = 1."""
    n = len(y)
    w = np.zeros(z.shape[1])
    updates, clean = 0, 0
    for visit in range(epochs * n):
        i = visit % n
        if y[i] * (w @ z[i]) <= 0:
            w = w + y[i] * z[i]
            updates += 1
            clean = 0
        else:
            clean += 1
            if clean == n:
                return w, updates, True
    return w, updates, False


def main():
    rng = np.random.default_rng(49)
    sets = {"ring.dat": ring(rng), "quadratic.dat": quadratic(rng)}
    out = {
        "sklearn": sklearn.__version__,
        "numpy": np.__version__,
        "convention": "w = [w for '1', then each feature in PolynomialFeatures' order]; linreg: "
        "LinearRegression(fit_intercept=False) on PolynomialFeatures(degree, include_bias=True); "
        "pla: w = 0, rows in file order, w += y*z whenever y*w.z <= 0, halt after N clean visits "
        "in a row or after `epochs` passes",
        "cases": [],
    }
    for name, rows in sets.items():
        x, y = write_data(name, rows)
        for text, degree, basis in TRANSFORMS:
            z, names = features(x, degree, basis)
            linreg = LinearRegression(fit_intercept=False).fit(z, y).coef_
            w, updates, halted = pla(z, y, PLA_EPOCHS)
            out["cases"].append({
                "data": name,
                "transform": text,
                "features": names,
                "linreg": list(linreg),
                "pla": {"epochs": PLA_EPOCHS, "w": list(w), "updates": updates,
                        "halted": halted},
            })
    with open(os.path.join(HERE, "reference.json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
