"""Rounds seated one at a time by the standings (swiss, interval): seat winds against closeness in
the standings, with swiss by the standings alone as the baseline measured in the same run.

Each event is played with made-up results (seeded); before each round the standings are taken as
competition ranks (tied players share a place). A table's span is its highest place minus its lowest.
Prints a markdown table and writes it into docs/seating.md.

    .venv/bin/python bench/bench_rounds_by_standings.py [--no-docs]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from bench.bench_seating import docs_wanted, publish  # noqa: E402
from tournaments.seating import generate_round, schedule_quality  # noqa: E402

SIZES = ((44, 8), (100, 8), (200, 8), (100, 12))
# (method, swiss_winds): the baseline first
CHOICES = (("swiss", "standings"), ("swiss", "balanced"), ("interval", "standings"))
START, END = "<!-- standings-rounds:start -->", "<!-- standings-rounds:end -->"


def play(method: str, swiss_winds: str, players: int, rounds: int, seed: int = 7) -> dict[str, object]:
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    points = dict.fromkeys(ids, 0.0)
    history: list[list[list[int]]] = []
    spans: list[int] = []
    started = time.perf_counter()
    for r in range(rounds):
        place = {p: sum(1 for q in ids if points[q] > points[p]) for p in ids}
        tables = generate_round(
            method, ids, seed=seed + r, history=history, standings=points, swiss_winds=swiss_winds
        )
        for table in tables:
            spans.append(max(place[p] for p in table) - min(place[p] for p in table))
            for p, score in zip(table, rng.sample([45.0, 10.0, -15.0, -40.0], 4), strict=True):
                points[p] += score
        history.append(tables)
    q = schedule_quality(history)
    return {
        "excess": q["wind_excess"],
        "spread": q["wind_spread"],
        "repeats": q["repeats"],
        "span": sum(spans) / len(spans),
        "time": time.perf_counter() - started,
    }


def main() -> None:
    docs = docs_wanted(__doc__)
    lines = [
        "| players x rounds | method | winds | wind excess | wind spread | repeats | table span "
        "(places) | span / baseline | time (s) | time / baseline |",
        "|---|---|---|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for players, rounds in SIZES:
        base: dict[str, object] = {}
        for method, winds in CHOICES:
            row = play(method, winds, players, rounds)
            base = base or row
            # interval seats a player from each quarter at every table: its span is not comparable
            span_ratio = (
                f"{float(row['span']) / float(base['span']):.2f}"  # type: ignore[arg-type]
                if method == "swiss"
                else "-"
            )
            time_ratio = float(row["time"]) / float(base["time"])  # type: ignore[arg-type]
            lines.append(
                f"| {players} x {rounds} | {method} | {winds if method == 'swiss' else '-'} "
                f"| {row['excess']} | {row['spread']} "
                f"| {row['repeats']} | {float(row['span']):.1f} | {span_ratio} "  # type: ignore[arg-type]
                f"| {float(row['time']):.1f} | {time_ratio:.1f} |"  # type: ignore[arg-type]
            )
            print(f"{players} x {rounds} {method} {winds}: {row}", file=sys.stderr, flush=True)
    publish(lines, START, END, docs)


if __name__ == "__main__":
    main()
