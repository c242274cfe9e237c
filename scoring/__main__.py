"""`python -m scoring <command> ...`: the command line over the engine.

Each command is a module with `main(argv) -> int`; add new ones to COMMANDS.
"""

from __future__ import annotations

import importlib
import sys

COMMANDS = {
    "replay": "scoring.replay",
}


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in COMMANDS:
        print(f"usage: python -m scoring {{{','.join(sorted(COMMANDS))}}} ...", file=sys.stderr)
        return 2
    module = importlib.import_module(COMMANDS[args[0]])
    return int(module.main(args[1:]))


if __name__ == "__main__":
    raise SystemExit(main())
