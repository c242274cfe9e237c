"""`python -m scoring hand [--jsonl]`: JSON hand request(s) on stdin, JSON result(s) on stdout.

Exit status: 0 every hand legal, 1 some hand illegal (reasons in "errors"), 2 some request malformed.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from scoring.engine.request import evaluate_request
from scoring.engine.result import HandResult
from scoring.json_text import UNPAIRED_SURROGATE, has_unpaired_surrogate


def _one(text: str) -> tuple[dict[str, Any], int]:
    try:
        data = json.loads(text.lstrip("\ufeff"))  # files saved by Windows tools start with a BOM
    except json.JSONDecodeError as exc:
        return HandResult.illegal(
            f"request: not valid JSON ({exc.msg} at line {exc.lineno} column {exc.colno})"
        ).to_json(), 2
    except RecursionError:  # thousands of brackets deep: the decoder gives up
        return HandResult.illegal("request: not valid JSON (nested too deeply)").to_json(), 2
    if has_unpaired_surrogate(data):
        return HandResult.illegal(f"request: not valid JSON ({UNPAIRED_SURROGATE})").to_json(), 2
    try:
        result, malformed = evaluate_request(data)
    except Exception as exc:  # one request the engine fails on must not end a batch of thousands
        return HandResult.illegal(
            f"request: the engine failed on it ({type(exc).__name__}: {exc})"
        ).to_json(), 2
    return result.to_json(), 2 if malformed else (0 if result.legal else 1)


def run(stdin: TextIO, stdout: TextIO, *, jsonl: bool) -> int:
    if not jsonl:
        out, status = _one(stdin.read())
        stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        return status
    worst = 0
    for line in stdin:
        if not line.strip():
            continue
        out, status = _one(line)
        stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
        worst = max(worst, status)
    return worst


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scoring hand", description=__doc__)
    parser.add_argument(
        "--jsonl", action="store_true", help="one request per input line, one result per line"
    )
    args = parser.parse_args(argv)
    return run(sys.stdin, sys.stdout, jsonl=args.jsonl)
