#!/usr/bin/env bash
# Rebuilds the two fonts the window bundles besides egui's own (the web page downloads them, so
# each holds only what the app needs):
# - NotoSansSC-subset.otf, the CJK glyphs: Noto Sans CJK SC (Debian's fonts-noto-cjk, SIL Open
#   Font License 1.1, see OFL.txt) cut down to the 3,500 characters of 通用规范汉字表 level 1
#   (tongyong-guifan-level1.txt), every character of the Chinese catalogues (assets/i18n/zh-CN)
#   and of the built-in lectures (assets/scripts), and CJK punctuation and full-width forms;
# - DejaVuSans-subset.ttf, the symbols egui's fonts lack: DejaVu Sans 2.37 (Debian's
#   fonts-dejavu-core, see DejaVuSans-LICENSE.txt) cut down to Latin, Greek, combining marks,
#   super- and subscripts, punctuation, arrows, mathematical operators, geometric shapes and
#   every other character of the catalogues, the built-in lectures and the sources, and U+FFFD
#   (what damaged text from a file or a link reads as).
# Needs: apt-get download, pip install fonttools.
set -euo pipefail
cd "$(dirname "$0")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download fonts-noto-cjk fonts-dejavu-core >/dev/null &&
    for deb in *.deb; do dpkg-deb -x "$deb" .; done)
ttc="$work/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
cat tongyong-guifan-level1.txt ../i18n/zh-CN/*.ftl ../scripts/*.json > "$work/text.txt"
# Font 2 of the collection is Noto Sans CJK SC.
pyftsubset "$ttc" --font-number=2 \
    --text-file="$work/text.txt" \
    --unicodes="U+3000-303F,U+FF00-FFEF,U+2014,U+2026,U+00B7" \
    --layout-features='' --no-hinting --desubroutinize \
    --name-IDs='*' --output-file=NotoSansSC-subset.otf
ls -l NotoSansSC-subset.otf

cat ../i18n/*/*.ftl ../scripts/*.json $(find ../../src -name '*.rs') > "$work/symbols.txt"
pyftsubset "$work/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" \
    --text-file="$work/symbols.txt" \
    --unicodes="U+0020-024F,U+0300-036F,U+0370-03FF,U+1D00-1DBF,U+2000-206F,U+2070-209F,U+2100-214F,U+2190-21FF,U+2200-22FF,U+2300-23FF,U+25A0-25FF,U+2600-26FF,U+FFFD" \
    --layout-features='*' --no-hinting --desubroutinize \
    --name-IDs='*' --output-file=DejaVuSans-subset.ttf
ls -l DejaVuSans-subset.ttf
