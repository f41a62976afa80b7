#!/usr/bin/env bash
# Rebuilds NotoSansSC-subset.otf, the CJK glyphs of the window: Noto Sans CJK SC (Debian's
# fonts-noto-cjk, SIL Open Font License 1.1, see OFL.txt) cut down to the 3,500 characters of
# 通用规范汉字表 level 1 (tongyong-guifan-level1.txt), every character of the Chinese catalogues
# (assets/i18n/zh-CN), and CJK punctuation and full-width forms.
# Needs: apt-get download fonts-noto-cjk, pip install fonttools.
set -euo pipefail
cd "$(dirname "$0")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$work" && apt-get download fonts-noto-cjk >/dev/null && dpkg-deb -x fonts-noto-cjk_*.deb .)
ttc="$work/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
cat tongyong-guifan-level1.txt ../i18n/zh-CN/*.ftl > "$work/text.txt"
# Font 2 of the collection is Noto Sans CJK SC.
pyftsubset "$ttc" --font-number=2 \
    --text-file="$work/text.txt" \
    --unicodes="U+3000-303F,U+FF00-FFEF,U+2014,U+2026,U+00B7" \
    --layout-features='' --no-hinting --desubroutinize \
    --name-IDs='*' --output-file=NotoSansSC-subset.otf
ls -l NotoSansSC-subset.otf
