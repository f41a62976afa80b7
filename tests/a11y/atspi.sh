#!/usr/bin/env bash
# The desktop window as a screen reader on Linux hears it: starts a session bus and the
# accessibility bus (AT-SPI, at-spi2-core: what Orca listens to), turns accessibility on as a
# screen reader does, opens the window under Xvfb, gives the plane the keyboard (F7) and places
# a point (O), steps the learner (S), and listens to the accessibility bus with dbus-monitor.
# Each key must be heard there: F7 as the focus moving to the plane's figure (an AT-SPI
# `StateChanged` "focused" event of the object whose description is the figure's, the keyboard's
# cursor in it), O as the
# announcement "○ placed at (…): P…" (which only a plane with the keyboard makes), S as
# "Update 1 on P…" (S steps whether or not the plane has the keyboard, so it proves neither of
# the others). `.ci/run` runs it after the web tests (`.ci/web-tools` installs what it needs).
#
# Needs: xvfb, xdotool, dbus (dbus-daemon, dbus-send, dbus-monitor), at-spi2-core.
set -euo pipefail
cd "$(dirname "$0")/../.."

work=$(mktemp -d)
cleanup() {
    kill "${app:-}" "${monitor:-}" "${launcher:-}" "${xvfb:-}" 2>/dev/null || true
    [[ -n ${bus_pid:-} ]] && kill "$bus_pid" 2>/dev/null || true
    # KEEP=1 keeps what was heard and the window's log, for a look.
    if [[ -n ${KEEP:-} ]]; then echo "kept: $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# The tests' build (the dev profile, its dependencies optimised), which `cargo test` has made.
cargo build --quiet
linlab=${CARGO_TARGET_DIR:-target}/debug/linlab
display=:47
Xvfb "$display" -screen 0 1280x800x24 >/dev/null 2>&1 &
xvfb=$!
read -r DBUS_SESSION_BUS_ADDRESS bus_pid < <(dbus-daemon --session --fork --print-address=1 --print-pid=1 | paste -sd' ')
export DBUS_SESSION_BUS_ADDRESS DISPLAY=$display XDG_RUNTIME_DIR=$work HOME=$work
GSETTINGS_BACKEND=memory /usr/libexec/at-spi-bus-launcher --launch-immediately >"$work/launcher.log" 2>&1 &
launcher=$!
# What a screen reader does when it starts: accessibility on (once the launcher answers).
for _ in $(seq 50); do
    dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
        string:org.a11y.Status string:IsEnabled variant:boolean:true >/dev/null 2>&1 && break
    sleep 0.1
done
dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.freedesktop.DBus.Properties.Set \
    string:org.a11y.Status string:ScreenReaderEnabled variant:boolean:true >/dev/null
a11y=$(dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus org.a11y.Bus.GetAddress |
    sed -n 's/.*string "\(.*\)"/\1/p')
echo "accessibility bus: $a11y"
dbus-monitor --address "$a11y" "type='signal',interface='org.a11y.atspi.Event.Object'" >"$work/heard" 2>&1 &
monitor=$!
"$linlab" --lang en >"$work/app.log" 2>&1 &
app=$!
sleep 4
enabled=$(dbus-send --session --print-reply --dest=org.a11y.Bus /org/a11y/bus \
    org.freedesktop.DBus.Properties.Get string:org.a11y.Status string:IsEnabled | tail -1 | awk '{print $3}')
echo "accessibility on: $enabled"
if [[ $enabled != true ]]; then
    echo "error: accessibility is not on (IsEnabled is ${enabled:-unanswered})" >&2
    exit 1
fi

window=$(xdotool search --name '^linlab' | head -1)
xdotool windowfocus "$window"
sleep 0.5
xdotool key F7
sleep 0.5
xdotool key o
sleep 0.8
xdotool key s
sleep 1.5
announced=$(grep -A4 'member=Announcement' "$work/heard" | sed -n 's/^ *variant *string "\(.*\)"$/\1/p' || true)
echo "announcements heard on the accessibility bus:"
echo "${announced:-  (none)}" | sed 's/^/  /'
failed=0
# F7: an object gained the focus ("focused" 1) whose description the window wrote as the plane's
# figure's with the keyboard on it ("…N points…; the cursor at (x₁, x₂)").
focused_plane=$(awk '
    /^signal / { match($0, /path=[^;]+/); path = substr($0, RSTART + 5, RLENGTH - 5);
                 member = $0; sub(/.*member=/, "", member); detail = ""; next }
    member == "StateChanged" && /string "focused"/ { detail = "focused"; next }
    member == "StateChanged" && detail == "focused" && /int32 1/ { focused[path] = 1; detail = ""; next }
    member == "PropertyChange" && /string "accessible-description"/ { detail = "description"; next }
    member == "PropertyChange" && detail == "description" && /variant/ {
        if ($0 ~ / points, / && $0 ~ /the cursor at \(/) figure[path] = 1; detail = "" }
    END { for (p in focused) if (p in figure) { print "yes"; exit } }' "$work/heard")
if [[ $focused_plane != yes ]]; then
    echo "error: F7 did not give the plane's figure the focus on the accessibility bus" >&2
    failed=1
fi
if ! grep -q '^○ placed at (.*): P[0-9]' <<<"$announced"; then
    echo "error: O's announcement (○ placed at …) did not reach the accessibility bus" >&2
    failed=1
fi
if ! grep -q '^Update 1 on P' <<<"$announced"; then
    echo "error: S's announcement (the step's update) did not reach the accessibility bus" >&2
    failed=1
fi
if (( failed )); then
    exit 1
fi
echo "AT-SPI: F7 focused the plane, O's point and S's step were announced"
