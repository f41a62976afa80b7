"""Times reading the same point files with linlab and with pandas' C reader, and prints both.

The files, 10^6 lines each, written once to benches/data/read (two features and a label, the
values of benches/learners.rs's reading cases, as Python writes them):
- points.dat: the course's whitespace rows `x1<TAB>x2 y`, CRLF line ends;
- points.csv: a header `x1,x2,y`, then comma-separated rows;
- points.libsvm: LIBSVM's `y 1:x1 2:x2`.

linlab's figure is the reading phase of `linlab train --timings` (the file read from disk into
points: decoding, splitting, numbers, labels, the dataset), the best of RUNS runs of the
whole command; pandas' is `pandas.read_csv(..., engine="c")` into a float frame (whitespace and
CSV) and, for LIBSVM, scikit-learn's `load_svmlight_file` (its C++ reader; pandas has none), also
the best of RUNS, so a machine shared with others disturbs both alike. Run it as

    benches/.venv/bin/python benches/read_vs_pandas.py      (builds nothing: LINLAB_BIN or
                                                             target/release/linlab)

with numpy, pandas and scikit-learn in benches/.venv (`benches/.venv/bin/pip install pandas`).
"""

import os
import re
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
LINLAB = os.environ.get("LINLAB_BIN") or os.path.join(ROOT, "target", "release", "linlab")
LINES = 1_000_000
RUNS = 5


def point_files():
    """Writes the three files (once) and returns [(format, path)]."""
    folder = os.path.join(HERE, "data", "read")
    os.makedirs(folder, exist_ok=True)
    texts = {"whitespace": "points.dat", "csv": "points.csv", "libsvm": "points.libsvm"}
    paths = {kind: os.path.join(folder, name) for kind, name in texts.items()}
    if not all(os.path.exists(p) for p in paths.values()):
        whitespace, csv, libsvm = [], ["x1,x2,y\n"], []
        for i in range(LINES):
            y = "-1" if i % 3 == 0 else "1"
            x1 = repr((i % 1000) / 1000.0)
            x2 = repr(-(i % 777) / 777.0)
            whitespace.append(f"{x1}\t{x2} {y}\r\n")
            csv.append(f"{x1},{x2},{y}\n")
            libsvm.append(f"{y} 1:{x1} 2:{x2}\n")
        for kind, lines in (("whitespace", whitespace), ("csv", csv), ("libsvm", libsvm)):
            with open(paths[kind], "w", newline="") as f:
                f.write("".join(lines))
    return list(paths.items())


def linlab_read_seconds(path):
    """The reading phase `linlab train --timings` reports, best of RUNS."""
    best = float("inf")
    for _ in range(RUNS):
        run = subprocess.run(
            [LINLAB, "train", "--data", path, "--algo", "linreg", "--timings"],
            capture_output=True,
            text=True,
            check=True,
        )
        found = re.search(r"reading ([0-9.]+) ms", run.stderr)
        if not found:
            sys.exit(f"no timings in linlab's output: {run.stderr!r}")
        best = min(best, float(found.group(1)) / 1e3)
    return best


def pandas_read_seconds(kind, path):
    """pandas' C reader (scikit-learn's for LIBSVM) into floats, best of RUNS."""
    import pandas as pd

    def read():
        if kind == "whitespace":
            return pd.read_csv(path, sep=r"\s+", header=None, engine="c", dtype="float64")
        if kind == "csv":
            return pd.read_csv(path, engine="c", dtype="float64")
        from sklearn.datasets import load_svmlight_file

        return load_svmlight_file(path)

    best = float("inf")
    for _ in range(RUNS):
        start = time.perf_counter()
        frame = read()
        best = min(best, time.perf_counter() - start)
        rows = frame.shape[0] if kind != "libsvm" else frame[0].shape[0]
        assert rows == LINES, (kind, rows)
    return best


def main():
    if not os.path.exists(LINLAB):
        sys.exit(f"no linlab at {LINLAB}: cargo build --release, or set LINLAB_BIN")
    print(f"{'format':<11} {'MB':>6} {'linlab MB/s':>12} {'pandas MB/s':>12} {'linlab/pandas time':>19}")
    for kind, path in point_files():
        megabytes = os.path.getsize(path) / 1e6
        ours = linlab_read_seconds(path)
        theirs = pandas_read_seconds(kind, path)
        print(
            f"{kind:<11} {megabytes:6.1f} {megabytes / ours:12.0f} {megabytes / theirs:12.0f}"
            f" {ours / theirs:19.2f}"
        )
    print(f"(best of {RUNS} runs each; {LINES:,} lines; pandas' reader for LIBSVM is scikit-learn's)")


if __name__ == "__main__":
    main()
