"""`python -m scoring <command> ...`: the engine on the command line.

Commands are modules with `main(argv) -> int`; add one by adding a line to COMMANDS.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence

COMMANDS: dict[str, str] = {
    "hand": "scoring.cli.hand",
    "replay": "scoring.replay",
}


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] not in COMMANDS:
        names = ", ".join(COMMANDS)
        print(f"usage: python -m scoring <command> [options]   (commands: {names})", file=sys.stderr)
        return 0 if args and args[0] in ("-h", "--help") else 2
    module = importlib.import_module(COMMANDS[args[0]])
    return int(module.main(args[1:]))


if __name__ == "__main__":
    sys.exit(main())
