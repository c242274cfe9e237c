"""Reseats after dropouts: the later rounds searched again in the background (services.seating_plan).

For the tight reseats of bench_seating.py (those keeping repeats): dropouts after some rounds of an
optimal schedule, the rest reseated as the organizer's page does (effort 1, about 4 s); then, with
the first reseated round seated, the rounds after it searched again from that plan with the
background job's effort. Baseline, in the same run: the page's own plan for those rounds. Repeats
over the whole event. Prints a markdown table and writes it into docs/seating.md.

    .venv/bin/python bench/bench_reseat_background.py [--no-docs]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_seating import docs_wanted, publish  # noqa: E402
from tournaments.seating import BACKGROUND_EFFORT, generate, schedule_quality  # noqa: E402

# (players, rounds, rounds played before the dropouts, players dropping): bench_seating's reseats
# that keep repeats
TIGHT = ((32, 8, 4, 4), (40, 12, 6, 4), (48, 12, 6, 4), (56, 15, 5, 4), (64, 15, 5, 8))
START, END = "<!-- background:start -->", "<!-- background:end -->"


def row(players: int, rounds: int, played: int, dropping: int) -> str:
    ids = list(range(1, players + 1))
    history = generate("optimal", ids, played, seed=1)
    dropped = set(random.Random(players * 100 + dropping).sample(ids, dropping))
    left = [p for p in ids if p not in dropped]
    kept = [[[-9 if p in dropped else p for p in t] for t in tables] for tables in history]
    page = generate("optimal", left, rounds - played, seed=1, history=history)
    seated = [*history, page[0]]
    start = time.perf_counter()
    later = generate(
        "optimal", left, len(page) - 1, seed=2, history=seated, planned=page[1:], effort=BACKGROUND_EFFORT
    )
    seconds = time.perf_counter() - start
    before = int(str(schedule_quality([*kept, *page])["repeats"]))
    after = int(str(schedule_quality([*kept, page[0], *later])["repeats"]))
    return (
        f"| {players} x {rounds} | {dropping} after {played} | {before} | {after} "
        f"| {after / before if before else 1:.2f} | {seconds:.0f} |"
    )


def main() -> None:
    docs = docs_wanted(__doc__)
    lines = [
        f"| players x rounds | dropouts | repeats: the page's plan | after the background search "
        f"(effort {BACKGROUND_EFFORT}) | ratio | background time (s) |",
        "|---|---|---:|---:|---:|---:|",
    ]
    for case in TIGHT:
        lines.append(row(*case))
        print(lines[-1], file=sys.stderr, flush=True)
    publish(lines, START, END, docs)


if __name__ == "__main__":
    main()
