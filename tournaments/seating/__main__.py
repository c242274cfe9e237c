"""`python -m tournaments.seating --players N --rounds R [--method M] [--seed S] --json`.

Prints {"rounds": [[[a, b, c, d], ...], ...]} with players 1..N in seat order East, South, West,
North (substitute slots, when N is not a multiple of four, are -1, -2, -3). Without --json a readable
table and the quality figures. --regenerate-data / --check-data rebuild or verify the shipped designs
(with --coverings, --regenerate-data searches the fewest-repeat schedules of coverings.py instead).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from . import coverings, designs
from .methods import METHODS, SeatingError, generate
from .quality import schedule_quality


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tournaments.seating", description=__doc__)
    parser.add_argument("--players", type=int, help="number of players, numbered 1..N")
    parser.add_argument("--rounds", type=int, help="number of rounds")
    parser.add_argument("--method", default="optimal", choices=[m for m in METHODS if m != "scripted"])
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print the rounds as JSON")
    parser.add_argument("--quality", action="store_true", help="with --json, add the quality figures")
    parser.add_argument("--regenerate-data", action="store_true", help="search the shipped designs again")
    parser.add_argument("--check-data", action="store_true", help="verify the shipped designs")
    parser.add_argument(
        "--coverings",
        action="store_true",
        help="with --regenerate-data: the 20 x 7 and 24 x 8 schedules (python-sat)",
    )
    parser.add_argument("--seconds", type=float, default=120.0, help="search time per size (regenerate)")
    parser.add_argument("--sizes", type=int, nargs="+", help="player counts to regenerate (default: all)")
    args = parser.parse_args(argv)
    if args.regenerate_data and args.coverings:
        for line in coverings.regenerate(args.sizes):
            print(line)
    elif args.regenerate_data:
        sizes = tuple(args.sizes) if args.sizes else designs.SHIPPED_SIZES
        for line in designs.regenerate(sizes, seconds=args.seconds):
            print(line)
    if args.check_data or args.regenerate_data:
        lines = designs.check_all() + coverings.check_all()
        print("\n".join(lines))
        return 1 if any(line.startswith("FAIL") for line in lines) else 0
    if args.players is None or args.rounds is None:
        parser.error("--players and --rounds are required")
    try:
        rounds = generate(args.method, list(range(1, args.players + 1)), args.rounds, seed=args.seed)
    except SeatingError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    quality = schedule_quality(rounds)
    if args.json:
        out: dict[str, object] = {"rounds": rounds}
        if args.quality:
            out["quality"] = {k: v for k, v in quality.items() if k not in ("winds", "wind_spreads")}
        print(json.dumps(out))
        return 0
    for i, tables in enumerate(rounds, 1):
        print(f"Round {i}")
        for j, t in enumerate(tables, 1):
            print(f"  Table {j}: " + " ".join(str(p) for p in t))
    summary = ", ".join(f"{k} {v}" for k, v in quality.items() if k not in ("winds", "wind_spreads"))
    print(summary)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
