# Sourced by the web tests: a free port on 127.0.0.1, and headless Chromium (WebGL through
# SwiftShader) listening for DevTools on 127.0.0.1 only.

free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }

# start_chromium DEVTOOLS_PORT PROFILE_DIR LOG: starts the browser in the background; its pid is
# in $! afterwards.
start_chromium() {
    chromium --headless --no-sandbox --use-angle=swiftshader --enable-unsafe-swiftshader \
        --disable-gpu-sandbox --disable-background-networking --disable-component-update \
        --disable-sync --no-first-run --user-data-dir="$2" --window-size=1280,800 \
        --remote-debugging-address=127.0.0.1 --remote-debugging-port="$1" \
        about:blank >"$3" 2>&1 &
}

# remove_dirs DIR…: removes the browser's profile (and other scratch directories) once its last
# child process has let go of it; a stray writer gets a few tries, and never fails the test.
remove_dirs() {
    for _ in 1 2 3 4 5; do
        rm -rf "$@" 2>/dev/null && return 0
        sleep 0.5
    done
    echo "note: could not remove $*" >&2
}
