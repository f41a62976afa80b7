"""Writes linreg_sgd_sklearn.json: scikit-learn's weights for linear regression by SGD (Adaline /
LMS) on the shared reference sets, the answers tests/reference.rs checks linlab's `linreg-sgd`
against.

MATH.md: w <- w + eta*2*(y - s)*z visiting rows in file order from w = 0 equals
SGDClassifier(loss="squared_error", penalty=None, learning_rate="constant", eta0=2*eta,
shuffle=False, max_iter=epochs, tol=None), whose squared loss is (y - s)^2 / 2.

    benches/.venv/bin/python tests/data/linreg_sgd_sklearn.py
"""

import json
import os
import warnings

import numpy as np
import sklearn
from sklearn.exceptions import ConvergenceWarning
from sklearn.linear_model import SGDClassifier

HERE = os.path.dirname(os.path.abspath(__file__))
REFERENCE = os.path.join(HERE, "..", "..", "..", "shared", "reference")
SETS = ["ref_separable_d2.dat", "ref_noisy_d2.dat", "ref_separable_d3.dat", "ref_noisy_d5.dat"]
CASES = [(0.001, 1), (0.001, 5), (0.01, 3)]


def main():
    out = {
        "sklearn": sklearn.__version__,
        "convention": "w = [w0 (bias), w1..wd]; start w = 0; rows in file order; "
        "w += eta*2*(y - w.z)*z at every visit; SGDClassifier(loss='squared_error', "
        "penalty=None, learning_rate='constant', eta0=2*eta, shuffle=False, max_iter=epochs, "
        "tol=None)",
        "cases": [],
    }
    for name in SETS:
        rows = np.loadtxt(os.path.join(REFERENCE, name))
        x, y = rows[:, :-1], rows[:, -1]
        for eta, epochs in CASES:
            model = SGDClassifier(loss="squared_error", penalty=None, learning_rate="constant",
                                  eta0=2 * eta, shuffle=False, max_iter=epochs, tol=None)
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ConvergenceWarning)
                model.fit(x, y)
            w = [float(model.intercept_[0])] + [float(v) for v in model.coef_[0]]
            out["cases"].append({"data": name, "eta": eta, "epochs": epochs, "w": w})
    with open(os.path.join(HERE, "linreg_sgd_sklearn.json"), "w") as f:
        json.dump(out, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
