"""Trunk's post-build hook (Trunk.toml): the built-in lectures that index.html copies beside the
web page, rewritten without the presenter's notes and compact. The page has no presenter view,
and a student's page must not carry the notes: they hold the exercises' answers."""

import json
import os
import pathlib
import sys

scripts = pathlib.Path(os.environ["TRUNK_STAGING_DIR"]) / "scripts"
if not scripts.is_dir():
    sys.exit(f"error: {scripts} is missing: index.html copies assets/scripts there")
for path in sorted(scripts.glob("*.json")):
    script = json.loads(path.read_text(encoding="utf-8"))
    for scene in script.get("scenes", []):
        scene.pop("notes", None)
    path.write_text(json.dumps(script, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
