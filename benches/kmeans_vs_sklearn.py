"""Times scikit-learn's K-means and linlab's on the same points and prints the ratio.

Generates 1,000,000 2-D points once (uniform in [-1, 1]^2, numpy seed 1; written as course-style
rows `x1 x2 1`, the label column ignored), times scikit-learn's
KMeans(algorithm="lloyd", init=<the first K points>, n_init=1, max_iter=ITERATIONS, tol=0) on them
(with its default threads, and with one thread; per iteration: the time of 20 iterations minus
that of 5, so what fit does once cancels out), then runs
`cargo bench --no-default-features --bench clustering -- --data FILE --k K --iterations I`
and divides iterations per second. Uniform points do not converge within ITERATIONS, so both
run every iteration. Without scikit-learn it says how to install it and prints linlab's figure only.

    python3 benches/kmeans_vs_sklearn.py          (or benches/.venv/bin/python …)
"""

import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np

N = 1_000_000
K = 8
ITERATIONS = 20
FEW = 5
RUNS = 3
HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(HERE, "data", f"uniform_2d_{N}.dat")


def generate():
    if os.path.exists(DATA):
        return
    os.makedirs(os.path.dirname(DATA), exist_ok=True)
    x = np.random.default_rng(1).uniform(-1.0, 1.0, size=(N, 2))
    np.savetxt(DATA, np.column_stack([x, np.ones(N)]), fmt="%.17g")


def load():
    return np.ascontiguousarray(np.loadtxt(DATA)[:, :2])


def sklearn_seconds(x, threads, iterations):
    """The median time of fit with `iterations` iterations."""
    from sklearn.cluster import KMeans
    from threadpoolctl import threadpool_limits

    times = []
    for _ in range(RUNS):
        model = KMeans(n_clusters=K, init=x[:K].copy(), n_init=1, max_iter=iterations, tol=0,
                       algorithm="lloyd")
        with threadpool_limits(limits=threads):
            start = time.perf_counter()
            model.fit(x)
            times.append(time.perf_counter() - start)
        assert model.n_iter_ == iterations, f"converged early: {model.n_iter_} iterations"
    return statistics.median(times)


def sklearn_rate(x, threads):
    """Iterations per second of the loop alone: fit's time for ITERATIONS iterations minus its
    time for FEW, so that what fit does once (checks, centring the points, norms, the final
    assignment) cancels out."""
    many = sklearn_seconds(x, threads, ITERATIONS)
    few = sklearn_seconds(x, threads, FEW)
    return (ITERATIONS - FEW) / (many - few)


def linlab_rate():
    root = os.path.dirname(HERE)
    out = subprocess.run(
        ["cargo", "bench", "--quiet", "--no-default-features", "--bench", "clustering", "--",
         "--data", DATA, "--k", str(K), "--iterations", str(ITERATIONS)],
        cwd=root, check=True, capture_output=True, text=True,
    ).stdout
    print(out, end="")
    m = re.search(r"iterations_per_s=([\d.]+) .*\(iterations=(\d+)\)", out)
    assert m and int(m.group(2)) == ITERATIONS, out
    return float(m.group(1))


def main():
    generate()
    ours = linlab_rate()
    try:
        import sklearn
    except ImportError:
        print("scikit-learn is not installed (pip install scikit-learn): no ratio")
        return 0
    x = load()
    threads = os.cpu_count()
    default = sklearn_rate(x, None)
    single = sklearn_rate(x, 1)
    print(f"sklearn {sklearn.__version__} kmeans lloyd n={N} d=2 k={K} iterations_per_s={default:.1f}"
          f" (threads: default, {threads} cores)")
    print(f"sklearn {sklearn.__version__} kmeans lloyd n={N} d=2 k={K} iterations_per_s={single:.1f}"
          f" (threads: 1)")
    print(f"ratio linlab/sklearn = {ours / default:.2f} (linlab on one thread), "
          f"{ours / single:.2f} (both on one thread)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
