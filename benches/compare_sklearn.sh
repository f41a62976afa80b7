#!/usr/bin/env bash
# Times scikit-learn and linlab on the same 10^6 points and epochs and prints the ratios.
# Makes benches/.venv with numpy and scikit-learn on first use (needs python3 with venv and pip).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/.venv"
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c "import sklearn" 2>/dev/null; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet numpy scikit-learn
fi
exec "$venv/bin/python" "$here/compare_sklearn.py"
