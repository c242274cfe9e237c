"""Open any supported record file: mjlog XML (plain or gzip), tenhou.net/6 JSON, or our game JSON."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

from scoring.engine.importers.gamejson import FORMAT, game_from_json, imported_from_game
from scoring.engine.importers.mjlog import parse_mjlog
from scoring.engine.importers.model import ImportedGame
from scoring.engine.importers.tenhou6 import parse_tenhou6


def load_game(path: str | Path) -> ImportedGame:
    """Import a record file by its content (not its name); ValueError when the format is unknown."""
    data = Path(path).read_bytes()
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    text = data.decode("utf-8-sig").lstrip()
    if text.startswith("<"):
        return parse_mjlog(text, str(path))
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"neither mjlog XML nor JSON ({exc})") from None
    if isinstance(doc, dict) and doc.get("format") == FORMAT:
        return imported_from_game(game_from_json(doc), str(path))
    if isinstance(doc, dict) and isinstance(doc.get("log"), list):
        return parse_tenhou6(doc, str(path))
    raise ValueError("JSON is neither a tenhou.net/6 log nor a riichi-league game")
