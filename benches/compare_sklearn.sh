#!/usr/bin/env bash
# Times scikit-learn and linlab on the same data and prints the ratios: the linear learners on the
# same 10^6 points and epochs (no argument), or SMO against SVC (Gaussian rings at N = 1,000
# and 10,000, the breast-cancer set with both kernels: `svm [names]`), or both (`all`).
# Makes benches/.venv with numpy and scikit-learn on first use (needs python3 with venv and pip).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import sklearn" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet numpy scikit-learn
fi
case "${1:-linear}" in
    linear) exec "$venv/bin/python" "$here/compare_sklearn.py" ;;
    svm) shift; exec "$venv/bin/python" "$here/svm_vs_sklearn.py" "$@" ;;
    all)
        "$venv/bin/python" "$here/compare_sklearn.py"
        exec "$venv/bin/python" "$here/svm_vs_sklearn.py"
        ;;
    *) echo "usage: $0 [linear|svm|all]" >&2; exit 2 ;;
esac
