"""Seating benchmark: repeats, wind spread and time of the optimal method against a baseline.

Baseline (measured in the same run): for each round, the best of 1000 random shuffles (fewest repeated
opponents given the rounds before), seats in shuffled order. Prints a markdown table and writes it
into the results section of docs/seating.md.

    .venv/bin/python bench/bench_seating.py [--quick] [--no-docs]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournaments.seating import generate, schedule_quality  # noqa: E402

PLAYERS = (16, 24, 32, 40, 48, 64, 100, 128, 200)
ROUNDS = (5, 8, 10, 12)
# beyond the grid: the largest repeat-free rounds at 44 and 56 (the last sizes to get a design)
EXTRA = ((44, 14), (56, 15))
QUICK = ((16, 5), (24, 8), (32, 10), (64, 12), (128, 8))
DOC = ROOT / "docs" / "seating.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"


def baseline(players: int, rounds: int, shuffles: int, seed: int) -> list[list[list[int]]]:
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    met = [[0] * (players + 1) for _ in range(players + 1)]
    schedule = []
    for _ in range(rounds):
        best, best_cost = None, None
        for _ in range(shuffles):
            rng.shuffle(ids)
            cost = 0
            for i in range(0, players, 4):
                a, b, c, d = ids[i : i + 4]
                cost += met[a][b] + met[a][c] + met[a][d] + met[b][c] + met[b][d] + met[c][d]
            if best_cost is None or cost < best_cost:
                best, best_cost = list(ids), cost
        assert best is not None
        tables = [best[i : i + 4] for i in range(0, players, 4)]
        for t in tables:
            for i, p in enumerate(t):
                for q in t[i + 1 :]:
                    met[p][q] += 1
                    met[q][p] += 1
        schedule.append(tables)
    return schedule


def measure(players: int, rounds: int) -> dict[str, object]:
    t = time.perf_counter()
    ours = generate("optimal", list(range(1, players + 1)), rounds, seed=1)
    t_ours = time.perf_counter() - t
    t = time.perf_counter()
    base = baseline(players, rounds, 1000, seed=1)
    t_base = time.perf_counter() - t
    q, b = schedule_quality(ours), schedule_quality(base)
    return {
        "players": players,
        "rounds": rounds,
        "bound": q["repeats_lower_bound"],
        "ours": q["repeats"],
        "base": b["repeats"],
        "max": f"{q['max_meetings']} / {b['max_meetings']}",
        "wind": f"{q['wind_spread']} / {b['wind_spread']}",
        "t_ours": t_ours,
        "t_base": t_base,
    }


def table(rows: list[dict[str, object]]) -> str:
    lines = [
        "| players | rounds | repeats: lower bound | ours | best of 1000 shuffles | ours / baseline "
        "| max meetings ours / base | wind spread ours / base | time ours (s) | time base (s) | time ratio |",
        "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        ratio = f"{int(r['ours']) / int(r['base']):.2f}" if int(r["base"]) else "-"  # type: ignore[call-overload]
        lines.append(
            f"| {r['players']} | {r['rounds']} | {r['bound']} | {r['ours']} | {r['base']} | {ratio} "
            f"| {r['max']} | {r['wind']} | {r['t_ours']:.2f} | {r['t_base']:.2f} "
            f"| {float(r['t_ours']) / float(r['t_base']):.2f} |"  # type: ignore[arg-type]
        )
    return "\n".join(lines)


def write_doc(md: str, quick: bool) -> None:
    if not DOC.exists():
        return
    text = DOC.read_text()
    if START not in text or END not in text:
        return
    stamp = time.strftime("%Y-%m-%d", time.gmtime())
    note = f"Measured {stamp} on the project machine (2 shared cores){' with --quick' if quick else ''}."
    head, rest = text.split(START, 1)
    _, tail = rest.split(END, 1)
    DOC.write_text(f"{head}{START}\n{note}\n\n{md}\n{END}{tail}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--quick", action="store_true", help="a small subset of the sizes")
    parser.add_argument("--no-docs", action="store_true", help="do not rewrite docs/seating.md")
    args = parser.parse_args()
    sizes = QUICK if args.quick else tuple((p, r) for p in PLAYERS for r in ROUNDS) + EXTRA
    rows = []
    for p, r in sizes:
        rows.append(measure(p, r))
        print(f"{p} x {r}: ours {rows[-1]['ours']} base {rows[-1]['base']}", file=sys.stderr, flush=True)
    md = table(rows)
    print(md)
    if not args.no_docs:
        write_doc(md, args.quick)


if __name__ == "__main__":
    main()
