"""Club nights: 5 to 12 players seated with substitute slots, one to four rounds.

A small field has few different swaps, so the annealing's budget is capped at a thousand tries of
each (`search.SWAP_TRIES`). Baseline, measured in the same run: the same seatings with the cap
lifted (the fixed budget used before). Prints a markdown table and writes it into docs/seating.md.

    .venv/bin/python bench/bench_small_fields.py [--no-docs]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_seating import docs_wanted, publish  # noqa: E402
from tournaments.seating import generate, schedule_quality, search  # noqa: E402

SIZES = tuple((p, r) for p in (5, 6, 7, 9, 10, 11, 12) for r in (1, 2, 4))
SEEDS = (0, 1, 2)
START, END = "<!-- small:start -->", "<!-- small:end -->"


def run(players: int, rounds: int, tries: int) -> tuple[int, float]:
    """Repeats summed over the seeds, and the slowest seating's seconds."""
    search.SWAP_TRIES = tries
    repeats, slowest = 0, 0.0
    for seed in SEEDS:
        start = time.perf_counter()
        seating = generate("optimal", list(range(1, players + 1)), rounds, seed=seed)
        slowest = max(slowest, time.perf_counter() - start)
        repeats += int(str(schedule_quality(seating)["repeats"]))
    return repeats, slowest


def main() -> None:
    docs = docs_wanted(__doc__)
    capped = search.SWAP_TRIES
    lines = [
        f"| players x rounds | repeats ({len(SEEDS)} seeds): capped / uncapped "
        "| slowest seating (s): capped / uncapped | time ratio |",
        "|---|---:|---:|---:|",
    ]
    for players, rounds in SIZES:
        ours, ours_time = run(players, rounds, capped)
        base, base_time = run(players, rounds, 10**12)
        lines.append(
            f"| {players} x {rounds} | {ours} / {base} | {ours_time:.2f} / {base_time:.2f} "
            f"| {ours_time / base_time:.2f} |"
        )
        print(lines[-1], file=sys.stderr, flush=True)
    search.SWAP_TRIES = capped
    publish(lines, START, END, docs)


if __name__ == "__main__":
    main()
