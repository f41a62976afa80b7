"""Times scikit-learn and linlab on the same data and epochs, and prints the ratios.

Generates 1,000,000 2-D points once (uniform in [-1, 1]^2, labelled by w_f = (0.1, 1, -0.7), kept at
distance >= 0.05 from its line: separable with a margin), times scikit-learn's Perceptron and
SGDClassifier(log_loss) on them (cyclic: shuffle=False; constant learning rate; no regularisation;
tol=None so every epoch runs), then runs `cargo bench --bench learners -- --data FILE --epochs E`
and divides. Run it through benches/compare_sklearn.sh, which makes the virtualenv.
"""

import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np
from sklearn.linear_model import Perceptron, SGDClassifier

N = 1_000_000
EPOCHS = 10
RUNS = 3
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", f"separable_2d_{N}.dat")


def generate():
    if os.path.exists(DATA):
        return
    os.makedirs(os.path.dirname(DATA), exist_ok=True)
    rng = np.random.default_rng(1)
    w = np.array([0.1, 1.0, -0.7])
    kept = []
    count = 0
    while count < N:
        x = rng.uniform(-1.0, 1.0, size=(N, 2))
        s = w[0] + x @ w[1:]
        x = x[np.abs(s) / np.linalg.norm(w[1:]) >= 0.05]
        kept.append(x)
        count += len(x)
    x = np.concatenate(kept)[:N]
    y = np.sign(w[0] + x @ w[1:])
    np.savetxt(DATA, np.column_stack([x, y]), fmt="%.17g")


def median_rate(make):
    x, y = load()
    rates = []
    for _ in range(RUNS):
        model = make()
        start = time.perf_counter()
        model.fit(x, y)
        elapsed = time.perf_counter() - start
        assert model.n_iter_ == EPOCHS, model.n_iter_
        rates.append(N * EPOCHS / elapsed)
    return statistics.median(rates)


_cache = {}


def load():
    if "xy" not in _cache:
        table = np.loadtxt(DATA)
        _cache["xy"] = (np.ascontiguousarray(table[:, :2]), table[:, 2])
    return _cache["xy"]


def linlab_rates():
    root = os.path.dirname(HERE)
    out = subprocess.run(
        ["cargo", "bench", "--quiet", "--no-default-features", "--bench", "learners", "--",
         "--data", DATA, "--epochs", str(EPOCHS)],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout
    print(out, end="")
    rates = {}
    for line in out.splitlines():
        m = re.match(r"(\S+) n=\d+ visits_per_s=(\d+)", line)
        if m:
            rates[m.group(1)] = float(m.group(2))
    return rates


def main():
    generate()
    pla = median_rate(lambda: Perceptron(max_iter=EPOCHS, tol=None, shuffle=False, eta0=1.0))
    print(f"sklearn_perceptron n={N} epochs={EPOCHS} visits_per_s={pla:.0f}")
    sgd = median_rate(lambda: SGDClassifier(
        loss="log_loss", penalty=None, learning_rate="constant", eta0=0.1,
        max_iter=EPOCHS, tol=None, shuffle=False))
    print(f"sklearn_sgd_log_loss n={N} epochs={EPOCHS} visits_per_s={sgd:.0f}")
    ours = linlab_rates()
    print(f"ratio pla_cyclic/sklearn_perceptron = {ours['pla_cyclic'] / pla:.2f}  (goal >= 5)")
    print(f"ratio logistic_sgd_cyclic/sklearn_sgd = {ours['logistic_sgd_cyclic'] / sgd:.2f}  (goal >= 4)")


if __name__ == "__main__":
    sys.exit(main())
