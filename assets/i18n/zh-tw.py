#!/usr/bin/env python3
"""Writes the Traditional Chinese (zh-TW) texts from the Simplified ones (see ZH-TW.md).

- assets/i18n/zh-TW/*.ftl from assets/i18n/zh-CN/*.ftl;
- the "zh-TW" side of every text of assets/scripts/*.json (each object with a "zh-CN"),
  placed after its "zh-CN";
- the 正體中文 column of assets/i18n/GLOSSARY.md, from its 简体中文 column;
- assets/i18n/zh-TW/simplified-only.txt: the common Simplified characters the conversion never
  leaves in a zh-TW text (tests/core/i18n.rs refuses a zh-TW text that writes one: a text edited
  by hand, or a new Simplified text not converted yet).

Needs OpenCC's Python binding: pip install opencc. With --check, changes nothing and fails if a
file would change.
"""

import glob
import json
import os
import re
import sys

import opencc

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CONVERTER = opencc.OpenCC("s2twp")
CHARACTERS = opencc.OpenCC("s2t")


def tables():
    """The three tables of ZH-TW.md: the messages of its own ({key: text}), then (kept,
    course), each a list of (from, to)."""
    own, kept, course, current = [], [], [], None
    with open(os.path.join(HERE, "ZH-TW.md"), encoding="utf-8") as f:
        for line in f:
            if line.startswith("## Messages of its own"):
                current = own
            elif line.startswith("## Kept"):
                current = kept
            elif line.startswith("## The course"):
                current = course
            elif current is not None and line.startswith("| ") and not line.startswith("|---"):
                cells = [c.strip() for c in line.strip().strip("|").split("|")]
                if cells[0] in ("Key", "简体 (before)", "s2twp writes"):
                    continue
                current.append((cells[0], cells[1]))
    assert own and kept and course, "ZH-TW.md lost a table"
    return dict(own), kept, course


OWN, KEPT, COURSE = tables()
QUOTES = str.maketrans({"“": "「", "”": "」", "‘": "『", "’": "』"})


def convert(simplified):
    """One text in Taiwan's Traditional Chinese, the course's terms winning."""
    text = simplified
    for i, (before, _) in enumerate(KEPT):
        text = text.replace(before, chr(0xE000 + i))
    text = CONVERTER.convert(text)
    for i, (_, after) in enumerate(KEPT):
        text = text.replace(chr(0xE000 + i), after)
    # Taiwan quotes with corner brackets: 「…」, and 『…』 inside them.
    text = text.translate(QUOTES)
    for written, wanted in COURSE:
        if written == "VC 維":
            text = re.sub("VC 維(?!度)", wanted, text)
        else:
            text = text.replace(written, wanted)
    # A space between a Chinese character and a Latin word a table wrote (掃 QR 碼).
    return re.sub(r"(?<=[\u4e00-\u9fff])(?=QR)", " ", text)


def catalogue(simplified):
    """A zh-CN catalogue file in zh-TW, with the messages of its own."""
    lines = convert(simplified).split("\n")
    for i, line in enumerate(lines):
        key = line.split(" = ", 1)[0]
        if key in OWN:
            lines[i] = f"{key} = {OWN[key]}"
    return "\n".join(lines)


def with_traditional(value):
    """A script's JSON value with each text's "zh-TW" written after its "zh-CN"."""
    if isinstance(value, dict):
        if isinstance(value.get("zh-CN"), str):
            out = {}
            for key, item in value.items():
                if key == "zh-TW":
                    continue
                out[key] = item
                if key == "zh-CN":
                    out["zh-TW"] = convert(item)
            return out
        return {key: with_traditional(item) for key, item in value.items()}
    if isinstance(value, list):
        return [with_traditional(item) for item in value]
    return value


TRADITIONAL_HEADING = "正體中文"


def glossary(text):
    """GLOSSARY.md with its 正體中文 column (the third) converted from its 简体中文 column."""
    lines = []
    header = next(line for line in text.split("\n") if line.startswith("| English |"))
    has_column = TRADITIONAL_HEADING in header
    for line in text.split("\n"):
        if line.startswith("| ") or line.startswith("|---"):
            cells = line.strip().strip("|").split("|")
            if line.startswith("|---"):
                cells = ["---"] * (len(cells) + (0 if has_column else 1))
            else:
                cells = [c.strip() for c in cells]
                if cells[0] == "English":
                    traditional = TRADITIONAL_HEADING
                else:
                    traditional = convert(cells[1])
                if has_column:
                    cells[2] = traditional
                else:
                    cells.insert(2, traditional)
            line = "| " + " | ".join(cells) + " |" if not line.startswith("|---") else "|" + "|".join(cells) + "|"
            line = line.replace(" |  |", " | |")
        lines.append(line)
    return "\n".join(lines)


def outputs():
    """Every file to write, as {path: text}."""
    files = {}
    for path in sorted(glob.glob(os.path.join(HERE, "zh-CN", "*.ftl"))):
        with open(path, encoding="utf-8") as f:
            text = f.read()
        files[os.path.join(HERE, "zh-TW", os.path.basename(path))] = catalogue(text)
    for path in sorted(glob.glob(os.path.join(ROOT, "assets", "scripts", "*.json"))):
        with open(path, encoding="utf-8") as f:
            script = json.load(f)
        files[path] = json.dumps(with_traditional(script), indent=1, ensure_ascii=False) + "\n"
    path = os.path.join(HERE, "GLOSSARY.md")
    with open(path, encoding="utf-8") as f:
        files[path] = glossary(f.read())
    traditional = set(written_traditional(files))
    with open(os.path.join(ROOT, "assets", "fonts", "tongyong-guifan-level1.txt"), encoding="utf-8") as f:
        common = [c for c in f.read() if not c.isspace()]
    only = sorted({c for c in common if CHARACTERS.convert(c) != c and c not in traditional})
    files[os.path.join(HERE, "zh-TW", "simplified-only.txt")] = "".join(only) + "\n"
    return files


def written_traditional(files):
    """The text of every zh-TW side among `files` (catalogue files, and scripts' "zh-TW")."""
    parts = []
    for path, text in files.items():
        if path.endswith(".ftl"):
            parts.append(text)
        elif path.endswith(".json"):
            def walk(value):
                if isinstance(value, dict):
                    for key, item in value.items():
                        if key == "zh-TW" and isinstance(item, str):
                            parts.append(item)
                        else:
                            walk(item)
                elif isinstance(value, list):
                    for item in value:
                        walk(item)
            walk(json.loads(text))
    return "".join(parts)


def main():
    check = "--check" in sys.argv[1:]
    os.makedirs(os.path.join(HERE, "zh-TW"), exist_ok=True)
    stale = []
    for path, text in outputs().items():
        try:
            with open(path, encoding="utf-8") as f:
                same = f.read() == text
        except FileNotFoundError:
            same = False
        if not same:
            stale.append(os.path.relpath(path, ROOT))
            if not check:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(text)
    verb = "would change" if check else "written"
    for path in stale:
        print(f"{verb}: {path}")
    if check and stale:
        sys.exit(1)


if __name__ == "__main__":
    main()
