#!/usr/bin/env bash
# The live class with real pages: the README's two commands for a teacher — the page built by
# `trunk build --release` (tests/web/run.sh builds it; built here if missing) and the window
# started by `cargo run -- class --lecture pla-step-by-step` (listening on 127.0.0.1 alone:
# `--bind`), under Xvfb — then two
# students' pages in headless Chromium join it at the address the window prints, follow the
# teacher's PageDown (pressed in the window with xdotool) to an exercise, answer it on the
# number pad, see the teacher's reveal (Ctrl+R), and rejoin after a reload (class.mjs).
# Everything stays on this machine; the window, the browser and Xvfb are stopped at the end.
# The window is the tests' build (Cargo.toml's dev profile, its dependencies optimised), which
# `cargo test` has already made: the same code as `cargo run --release`, without a second
# build of every dependency (ten minutes on a fresh 2-core machine).
# Screenshots go to $WEB_SHOTS (default target/web-test).
#
# Needs what tests/web/run.sh needs, and Xvfb, xdotool and Mesa's GL (.ci/web-tools).
set -euo pipefail
cd "$(dirname "$0")/../.."

shots=${WEB_SHOTS:-target/web-test}
mkdir -p "$shots"
[[ -f dist/index.html ]] || trunk build --release

# shellcheck source=tests/web/browser.sh
source tests/web/browser.sh
devtools_port=$(free_port)
display=":$(( 70 + RANDOM % 20 ))"
home=$(mktemp -d)
profile=$(mktemp -d)
# The window keeps its settings under a HOME of its own; cargo and rustup stay where they are.
export RUSTUP_HOME=${RUSTUP_HOME:-$HOME/.rustup} CARGO_HOME=${CARGO_HOME:-$HOME/.cargo}

Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
export DISPLAY=$display
sleep 1
HOME=$home XDG_RUNTIME_DIR=$home cargo run --quiet -- --lang en class --bind 127.0.0.1 --lecture pla-step-by-step \
    >"$shots/class-teacher.log" 2>&1 &
teacher=$!
start_chromium "$devtools_port" "$profile" "$shots/class-chromium.log"
browser=$!
cleanup() {
    kill "$browser" "$teacher" "$xvfb" 2>/dev/null || true
    wait "$browser" "$teacher" "$xvfb" 2>/dev/null || true
    remove_dirs "$home" "$profile"
}
trap cleanup EXIT

# The window prints where students go once the class runs (a build may compile first).
for _ in $(seq 1 1200); do
    grep -q "students open" "$shots/class-teacher.log" 2>/dev/null && break
    kill -0 "$teacher" 2>/dev/null || { cat "$shots/class-teacher.log"; exit 1; }
    sleep 0.5
done
address=$(grep -o 'http://[^ ]*#class=[A-Z0-9]*' "$shots/class-teacher.log" | head -1)
[[ -n $address ]] || { echo "error: the window never said where students go" >&2; cat "$shots/class-teacher.log"; exit 1; }
remote=$(grep -o 'http://[^ ]*/remote#token=[0-9a-f]*' "$shots/class-teacher.log" | head -1)
[[ -n $remote ]] || { echo "error: the window never said where the teacher's remote goes" >&2; exit 1; }
echo "the class runs: $address"
window=$(xdotool search --sync --name '^linlab' | head -1)
export TEACHER_NEXT="xdotool windowfocus --sync $window key --window $window Next"
export TEACHER_REVEAL="xdotool windowfocus --sync $window key --window $window ctrl+r"

timeout 300 node --experimental-websocket --no-warnings tests/web/class.mjs "$devtools_port" "$address" "$shots" "$remote"

# After class: the report of the class the window keeps, written by `linlab class --report`
# (the window's End writes the same), opened in Chromium with its pictures and links.
HOME=$home XDG_RUNTIME_DIR=$home cargo run --quiet -- --lang en class --report >"$shots/class-report.log" 2>&1 \
    || { cat "$shots/class-report.log"; exit 1; }
report=$(grep -o '/[^ ]*report\.html' "$shots/class-report.log" | head -1)
[[ -f $report ]] || { echo "error: no report written" >&2; cat "$shots/class-report.log"; exit 1; }
timeout 120 node --experimental-websocket --no-warnings tests/web/report.mjs "$devtools_port" "$report" "$shots" Ada Bo
echo "class web test: 1 passed, 0 failed"
