"""Times scikit-learn's SVC (libsvm) and linlab's SMO on the same points and prints the ratios.

The problems, each written once to benches/data as course-style rows `x1 … xd y`:
- ring-easy: N uniform points in [-1, 1]^2, +1 inside radius 0.6, 10% of labels flipped (seed 1);
  Gaussian kernel, gamma = 1, C = 1;
- ring-hard: the same ring with 5% of labels flipped (seed 2); gamma = 2, C = 10;
  both at N = 1,000 and 10,000;
- cancer-linear and cancer-rbf: scikit-learn's breast-cancer set (569 x 30), standardised;
  linear kernel with C = 1, and Gaussian gamma = 0.05 with C = 10;
- digits-rbf: scikit-learn's handwritten digits (1,797 images of 8 x 8 pixels, values 0-16 as
  they come), even digits against odd; Gaussian gamma = 0.001 (scikit-learn's own example's), C = 10.
All at libsvm's tolerance 1e-3.

linlab's figure is the whole process, `linlab train --algo svm … --json` (starting, reading,
solving, E_in, printing; `LINLAB_BIN=path` times another build), and beside it SMO's part of it
(the learning phase `--timings` reports, from a second run); scikit-learn's is `SVC.fit`
alone (libsvm with shrinking and a 256 MB kernel cache, like linlab's row cache). Each is the
median of several runs, the two interleaved; the iteration counts are linlab's pair updates and
libsvm's `n_iter_`. `benches/compare_sklearn.sh svm ring-hard` runs the problems named so. Without scikit-learn it says how to install it.

    benches/compare_sklearn.sh svm          (makes benches/.venv; builds linlab --release)
"""

import json
import os
import re
import statistics
import subprocess
import sys
import time

import numpy as np

TOL = 1e-3
HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
# The binary people run (`cargo run --release -- train …`); LINLAB_BIN times another build.
LINLAB = os.environ.get("LINLAB_BIN") or os.path.join(ROOT, "target", "release", "linlab")


def ring(n, flip, seed):
    path = os.path.join(HERE, "data", f"svm_ring_{n}_flip{flip}_seed{seed}.dat")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        rng = np.random.default_rng(seed)
        x = rng.uniform(-1.0, 1.0, size=(n, 2))
        inside = (x ** 2).sum(axis=1) < 0.36
        flipped = rng.uniform(size=n) < flip
        y = np.where(inside != flipped, 1.0, -1.0)
        np.savetxt(path, np.column_stack([x, y]), fmt="%.17g")
    return path


def breast_cancer():
    path = os.path.join(HERE, "data", "svm_breast_cancer_standardised.dat")
    if not os.path.exists(path):
        from sklearn.datasets import load_breast_cancer

        os.makedirs(os.path.dirname(path), exist_ok=True)
        x, y = load_breast_cancer(return_X_y=True)
        x = (x - x.mean(axis=0)) / x.std(axis=0)
        np.savetxt(path, np.column_stack([x, np.where(y == 1, 1.0, -1.0)]), fmt="%.17g")
    return path


def digits():
    path = os.path.join(HERE, "data", "svm_digits_even_odd.dat")
    if not os.path.exists(path):
        from sklearn.datasets import load_digits

        os.makedirs(os.path.dirname(path), exist_ok=True)
        x, y = load_digits(return_X_y=True)
        np.savetxt(path, np.column_stack([x, np.where(y % 2 == 0, 1.0, -1.0)]), fmt="%.17g")
    return path


def digits_three():
    path = os.path.join(HERE, "data", "svm_digits_three_rest_scaled.dat")
    if not os.path.exists(path):
        from sklearn.datasets import load_digits

        os.makedirs(os.path.dirname(path), exist_ok=True)
        x, y = load_digits(return_X_y=True)
        x = x / 16.0
        np.savetxt(path, np.column_stack([x, np.where(y == 3, 1.0, -1.0)]), fmt="%.17g")
    return path


# (name, path maker, kernel, gamma or None, C)
PROBLEMS = [
    ("ring-easy n=1000", lambda: ring(1_000, 0.1, 1), "gaussian", 1.0, 1.0),
    ("ring-easy n=10000", lambda: ring(10_000, 0.1, 1), "gaussian", 1.0, 1.0),
    ("ring-hard n=1000", lambda: ring(1_000, 0.05, 2), "gaussian", 2.0, 10.0),
    ("ring-hard n=10000", lambda: ring(10_000, 0.05, 2), "gaussian", 2.0, 10.0),
    ("cancer-linear", breast_cancer, "linear", None, 1.0),
    ("cancer-rbf", breast_cancer, "gaussian", 0.05, 10.0),
    ("digits-rbf", digits, "gaussian", 0.001, 10.0),
    ("digits-3-rest", digits_three, "gaussian", 0.1, 10.0),
]


def runs_for(n):
    return 15 if n <= 2_000 else 3


def sklearn_fit(x, y, kernel, gamma, c):
    """One `SVC.fit`: its seconds, support vectors and iterations."""
    from sklearn.svm import SVC

    model = SVC(kernel="rbf" if kernel == "gaussian" else "linear",
                C=c, gamma=gamma if gamma else "scale", tol=TOL, cache_size=256)
    start = time.perf_counter()
    model.fit(x, y)
    return time.perf_counter() - start, len(model.support_), int(np.sum(model.n_iter_))


def linlab_run(path, kernel, gamma, c):
    """One whole `linlab train … --json` process (its seconds and JSON report), then a second
    with `--timings` for the seconds of its learning phase (SMO alone): the line `--timings`
    prints is looked up in the catalogue, which the first run does not pay for."""
    args = [LINLAB, "train", "--data", path, "--algo", "svm", "--kernel", kernel, "--c", str(c),
            "--tol", str(TOL), "--json", "--lang", "en"]
    if gamma:
        args += ["--gamma", str(gamma)]
    start = time.perf_counter()
    done = subprocess.run(args, check=True, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    timed = subprocess.run(args + ["--timings"], check=True, capture_output=True, text=True)
    learning = float(re.search(r"learning ([0-9.]+) ms", timed.stderr).group(1)) / 1e3
    return seconds, learning, json.loads(done.stdout)


def main():
    if "LINLAB_BIN" not in os.environ:
        subprocess.run(["cargo", "build", "--quiet", "--release", "--bin", "linlab"],
                       cwd=ROOT, check=True)
    try:
        import sklearn  # noqa: F401
        have_sklearn = True
    except ImportError:
        have_sklearn = False
        print("scikit-learn is not installed: run benches/compare_sklearn.sh svm", file=sys.stderr)
    only = sys.argv[1:]
    for name, make, kernel, gamma, c in PROBLEMS:
        if only and not any(o in name for o in only):
            continue
        if not have_sklearn and name.startswith(("cancer", "digits")):
            continue
        path = make()
        rows = np.loadtxt(path)
        x, y = np.ascontiguousarray(rows[:, :-1]), rows[:, -1]
        # Interleaved, so that a busy moment of the machine falls on both.
        ours, solves, theirs = [], [], []
        for _ in range(runs_for(len(y))):
            seconds, learning, report = linlab_run(path, kernel, gamma, c)
            ours.append(seconds)
            solves.append(learning)
            if have_sklearn:
                theirs.append(sklearn_fit(x, y, kernel, gamma, c))
        ours, solve = statistics.median(ours), statistics.median(solves)
        line = (f"svm {name} ({kernel}, gamma={gamma}, C={c}): linlab {ours * 1e3:.1f} ms "
                f"(SMO alone {solve * 1e3:.1f} ms; {report['updates']} pairs, "
                f"{len(report['support'])} SV, stop={report['stop']})")
        if have_sklearn:
            fit = statistics.median(t[0] for t in theirs)
            _, their_sv, their_iter = theirs[-1]
            line += (f", SVC.fit {fit * 1e3:.1f} ms ({their_iter} iterations, {their_sv} SV), "
                     f"linlab/libsvm time ratio {ours / fit:.2f} (SMO alone {solve / fit:.2f})")
        print(line, flush=True)


if __name__ == "__main__":
    main()
