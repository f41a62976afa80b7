#!/usr/bin/env bash
# Shrinks the web page's wasm in place with binaryen's wasm-opt (-Os), trunk's post-build step
# (Trunk.toml). The features are those rustc's wasm32 target and wasm-bindgen emit. Without a
# wasm-opt of version ≥ 116 on PATH (npm's `binaryen` package has one) the wasm stays as it is,
# with a warning.
set -euo pipefail
wasm=$1
if ! command -v wasm-opt >/dev/null 2>&1; then
    echo "warning: no wasm-opt on PATH (npm install binaryen): the page's wasm is not shrunk" >&2
    exit 0
fi
version=$(wasm-opt --version | grep -o '[0-9]\+' | head -1)
if (( version < 116 )); then
    echo "warning: wasm-opt $version is too old for wasm-bindgen's output: the wasm is not shrunk" >&2
    exit 0
fi
before=$(stat -c %s "$wasm")
wasm-opt -Os --strip-debug --strip-producers \
    --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int \
    --enable-sign-ext --enable-reference-types --enable-multivalue \
    "$wasm" -o "$wasm.opt"
mv "$wasm.opt" "$wasm"
echo "wasm-opt -Os: $before → $(stat -c %s "$wasm") bytes"
