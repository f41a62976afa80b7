"""Times `linlab surface` (E_in on a 200 x 200 grid of a weight-space slice, N = 10,000 points)
against NumPy computing the same means by broadcasting, and prints the ratio.

linlab's figure is the whole process (`linlab surface … --json`: starting, reading, the grid,
printing); NumPy's is the broadcast alone, one w2 row of the grid at a time (a 200 x N block),
on arrays already in memory. Each is the median of five runs, the two interleaved.

    benches/.venv/bin/python benches/surface_vs_numpy.py      (after cargo build --release)
"""

import os
import statistics
import subprocess
import time

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LINLAB = os.environ.get("LINLAB_BIN") or os.path.join(ROOT, "target", "release", "linlab")
GRID = np.linspace(-3.0, 3.0, 200)
W0 = 0.1


def points(n=10_000, seed=3):
    path = os.path.join(HERE, "data", f"surface_{n}_seed{seed}.dat")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        rng = np.random.default_rng(seed)
        x = rng.uniform(-1.0, 1.0, size=(n, 2))
        y = np.where(x[:, 0] + 0.5 * x[:, 1] + 0.2 * rng.normal(size=n) > 0, 1.0, -1.0)
        np.savetxt(path, np.column_stack([x, y]), fmt="%.17g")
    return path


ERRORS = {
    "zero-one": lambda m: (m <= 0).astype(float),
    "squared": lambda m: (1.0 - m) ** 2,
    "cross-entropy": lambda m: np.logaddexp(0.0, -m),
    "hinge": lambda m: np.maximum(0.0, 1.0 - m),
}


def numpy_surface(x, y, err):
    yx1, yx2, yw0 = y * x[:, 0], y * x[:, 1], y * W0
    out = np.empty((len(GRID), len(GRID)))
    for j, w2 in enumerate(GRID):
        m = yw0 + GRID[:, None] * yx1 + w2 * yx2
        out[j] = err(m).mean(axis=1)
    return out


def main():
    path = points()
    rows = np.loadtxt(path)
    x, y = rows[:, :2], rows[:, 2]
    for name, err in ERRORS.items():
        ours, theirs = [], []
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run([LINLAB, "surface", "--data", path, "--measure", name, "--w0", str(W0),
                            "--w1", "-3:3:200", "--w2", "-3:3:200", "--json"],
                           check=True, capture_output=True)
            ours.append(time.perf_counter() - start)
            start = time.perf_counter()
            numpy_surface(x, y, err)
            theirs.append(time.perf_counter() - start)
        ours, theirs = statistics.median(ours), statistics.median(theirs)
        print(f"surface {name} 200x200 N=10000: linlab {ours * 1e3:.0f} ms (whole process), "
              f"NumPy broadcast {theirs * 1e3:.0f} ms, linlab/NumPy {ours / theirs:.2f}", flush=True)


if __name__ == "__main__":
    main()
