"""Times scikit-learn's SVC (libsvm) and linlab's SMO on the same points and prints the ratio.

Generates the noisy ring of benches/svm.rs with numpy (N uniform points in [-1, 1]^2, +1 inside
radius 0.6, 10% of labels flipped; seed 1) at N = 1,000 and 10,000, written as course-style rows
`x1 x2 y`; times SVC(kernel="rbf", C=1, gamma=1, tol=1e-3) fit on them (libsvm with its kernel
cache and shrinking; cache_size=256 MB like linlab's row cache), then runs
`cargo bench --no-default-features --bench svm -- --data FILE --c 1 --gamma 1` and divides.
Without scikit-learn it says how to install it and prints linlab's figures only.

    benches/compare_sklearn.sh svm          (makes benches/.venv)
"""

import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np

SIZES = [1_000, 10_000]
C = 1.0
GAMMA = 1.0
TOL = 1e-3
HERE = os.path.dirname(os.path.abspath(__file__))


def data_path(n):
    return os.path.join(HERE, "data", f"svm_ring_{n}.dat")


def generate(n):
    path = data_path(n)
    if os.path.exists(path):
        return path
    os.makedirs(os.path.dirname(path), exist_ok=True)
    rng = np.random.default_rng(1)
    x = rng.uniform(-1.0, 1.0, size=(n, 2))
    inside = (x ** 2).sum(axis=1) < 0.36
    flipped = rng.uniform(size=n) < 0.1
    y = np.where(inside != flipped, 1.0, -1.0)
    np.savetxt(path, np.column_stack([x, y]), fmt="%.17g")
    return path


def sklearn_seconds(path, runs):
    from sklearn.svm import SVC

    rows = np.loadtxt(path)
    x, y = np.ascontiguousarray(rows[:, :2]), rows[:, 2]
    times = []
    for _ in range(runs):
        model = SVC(kernel="rbf", C=C, gamma=GAMMA, tol=TOL, cache_size=256)
        start = time.perf_counter()
        model.fit(x, y)
        times.append(time.perf_counter() - start)
    return statistics.median(times), len(model.support_)


def linlab_seconds(path):
    root = os.path.dirname(HERE)
    out = subprocess.run(
        ["cargo", "bench", "--quiet", "--no-default-features", "--bench", "svm", "--",
         "--data", path, "--c", str(C), "--gamma", str(GAMMA)],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout
    print(out, end="")
    m = re.search(r"seconds=([\d.]+) steps=(\d+) support=(\d+)", out)
    assert m, out
    return float(m.group(1)), int(m.group(3))


def main():
    try:
        import sklearn  # noqa: F401
    except ImportError:
        sklearn = None
        print("scikit-learn is not installed: run benches/compare_sklearn.sh svm", file=sys.stderr)
    for n in SIZES:
        path = generate(n)
        ours, our_support = linlab_seconds(path)
        if sklearn is None:
            continue
        theirs, their_support = sklearn_seconds(path, 5 if n <= 5000 else 3)
        print(f"svm rbf n={n}: linlab {ours:.4f} s ({our_support} SV), "
              f"scikit-learn SVC {theirs:.4f} s ({their_support} SV), "
              f"linlab/sklearn time ratio {ours / theirs:.2f}")


if __name__ == "__main__":
    main()
