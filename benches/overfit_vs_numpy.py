"""Lecture 13's (N, σ²) heat map of the overfit measure E_out(g10) - E_out(g2) in NumPy, the
same experiment as `benches/overfit.rs` (which runs this script after itself, so one run prints
both): Learning from Data's figure 4.3 at its resolution (N = 80..120 by 1, σ² = 0..2 by 0.05,
Q_f = 20), R runs a cell, each run a target f = Σ a_q L_q normalized to E[f²] = 1, N points
x ~ U[-1, 1], y = f(x) + σ ε, least squares in the Legendre basis of degrees 2 and 10 and their
exact E_out = Σ (w_q - a_q)²/(2q + 1) + σ².

Vectorized honestly: a cell's R runs at once ((R, N, K) arrays, batched Gram matrices, the
degree-2 system read from the degree-10 Gram matrix as the Rust code does, batched solves),
the rows of N split over --threads processes (BLAS kept to one thread each), as the Rust
survey splits its cells over threads. Prints one line: the time and two corners of the map.
"""
import argparse
import os
import time

os.environ.setdefault("OMP_NUM_THREADS", "1")
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")
os.environ.setdefault("MKL_NUM_THREADS", "1")

import numpy as np  # noqa: E402
from multiprocessing import Pool  # noqa: E402

Q_F = 20
DEGREES = (2, 10)
NS = list(range(80, 121))
SIGMA2S = [0.05 * i for i in range(41)]


def legendre_values(x, k):
    """L_0(x) .. L_{k-1}(x) as the last axis, by Bonnet's recursion."""
    out = np.empty(x.shape + (k,))
    out[..., 0] = 1.0
    out[..., 1] = x
    for q in range(2, k):
        j = q - 1
        out[..., q] = ((2 * j + 1) * x * out[..., q - 1] - j * out[..., q - 2]) / (j + 1)
    return out


def cell(n, sigma2, runs, rng):
    """The mean overfit measure of `runs` runs at (N, σ²)."""
    k_f = Q_F + 1
    high = max(DEGREES) + 1
    q = np.arange(k_f)
    a = rng.standard_normal((runs, k_f))
    a /= np.sqrt((a * a / (2 * q + 1)).sum(axis=1, keepdims=True))
    x = rng.uniform(-1.0, 1.0, (runs, n))
    eps = rng.standard_normal((runs, n))
    legendre = legendre_values(x, max(k_f, high))
    y = (legendre[..., :k_f] @ a[..., None])[..., 0] + np.sqrt(sigma2) * eps
    z = legendre[..., :high]
    zt = z.transpose(0, 2, 1)
    gram = zt @ z
    zty = (zt @ y[..., None])[..., 0]
    e_out = []
    for degree in DEGREES:
        k = degree + 1
        w = np.linalg.solve(gram[:, :k, :k], zty[:, :k, None])[..., 0]
        diff = -a.copy()
        diff[:, :k] += w
        e_out.append((diff * diff / (2 * q + 1)).sum(axis=1) + sigma2)
    return float((e_out[1] - e_out[0]).mean())


def row(args):
    n, runs, seed = args
    rng = np.random.default_rng([seed, n])
    return [cell(n, s2, runs, rng) for s2 in SIGMA2S]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=400)
    parser.add_argument("--threads", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    start = time.perf_counter()
    jobs = [(n, args.runs, args.seed) for n in NS]
    if args.threads > 1:
        with Pool(args.threads) as pool:
            rows = pool.map(row, jobs)
    else:
        rows = [row(job) for job in jobs]
    seconds = time.perf_counter() - start
    grid = np.array(rows)
    cells = grid.size
    print(
        f"numpy   noise map {cells} cells × {args.runs} runs on {args.threads} processes: "
        f"{seconds:.3f} s ({seconds * 1e6 / (cells * args.runs):.2f} µs a run); "
        f"overfit at (N 80, σ² 2) = {grid[0, -1]:.3f}, at (N 120, σ² 0) = {grid[-1, 0]:.3f}"
    )


if __name__ == "__main__":
    main()
