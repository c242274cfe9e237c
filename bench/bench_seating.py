"""Seating benchmark: repeats, wind spread and time of the optimal method against a baseline.

Baseline (measured in the same run): for each round, the best of 1000 random shuffles (fewest repeated
opponents given the rounds before), seats in shuffled order. Prints markdown tables and writes them
into the results sections of docs/seating.md: fresh schedules, then reseats after dropouts.

    .venv/bin/python bench/bench_seating.py [--quick] [--no-docs]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tournaments.seating import generate, schedule_quality  # noqa: E402

Rounds = list[list[list[int]]]

PLAYERS = (16, 24, 32, 40, 48, 64, 100, 128, 200)
ROUNDS = (5, 8, 10, 12)
# beyond the grid: the largest repeat-free rounds at 44 and 56 (the last sizes to get a design), and
# 36 x 12, one round past its design (every pair meets; the bound is 18 repeats)
EXTRA = ((44, 14), (56, 15), (36, 12))
QUICK = ((16, 5), (24, 8), (32, 10), (64, 12), (128, 8))
# dropouts: (players, rounds, rounds played before the dropouts, players dropping)
DROPOUTS = (
    (16, 5, 2, 1),
    (24, 7, 3, 1),
    (32, 8, 4, 4),
    (36, 8, 4, 3),
    (40, 10, 5, 4),
    (40, 12, 6, 4),
    (48, 12, 6, 4),
    (64, 10, 5, 4),
    (64, 15, 5, 4),
    (64, 15, 5, 8),
    (56, 15, 5, 4),
    (100, 12, 6, 4),
    (100, 12, 6, 10),
    (128, 12, 6, 8),
    (200, 12, 6, 20),
)
QUICK_DROPOUTS = ((32, 8, 4, 4), (100, 12, 6, 4))
DOC = ROOT / "docs" / "seating.md"
START, END = "<!-- bench:start -->", "<!-- bench:end -->"
RESEAT_START, RESEAT_END = "<!-- reseat:start -->", "<!-- reseat:end -->"


def baseline(
    players: int,
    rounds: int,
    shuffles: int,
    seed: int,
    ids: list[int] | None = None,
    history: Sequence[Sequence[Sequence[int]]] = (),
) -> Rounds:
    """Rounds of `ids` (default 1..players, a multiple of four), each the best of `shuffles`."""
    rng = random.Random(seed)
    ids = list(range(1, players + 1)) if ids is None else list(ids)
    met = [[0] * (players + 1) for _ in range(players + 1)]
    for played in history:
        for seated in played:
            for i, p in enumerate(seated):
                for q in seated[i + 1 :]:
                    if p > 0 and q > 0:
                        met[p][q] += 1
                        met[q][p] += 1
    schedule: Rounds = []
    for _ in range(rounds):
        best, best_cost = None, None
        for _ in range(shuffles):
            rng.shuffle(ids)
            cost = 0
            for i in range(0, len(ids), 4):
                a, b, c, d = ids[i : i + 4]
                cost += met[a][b] + met[a][c] + met[a][d] + met[b][c] + met[b][d] + met[c][d]
            if best_cost is None or cost < best_cost:
                best, best_cost = list(ids), cost
        assert best is not None
        tables = [best[i : i + 4] for i in range(0, len(ids), 4)]
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


def reseat_row(players: int, rounds: int, played: int, dropping: int) -> dict[str, object]:
    """`dropping` players (seeded choice) leave after `played` rounds; the rest is reseated."""
    ids = list(range(1, players + 1))
    history = generate("optimal", ids, played, seed=1)
    dropped = set(random.Random(players * 100 + dropping).sample(ids, dropping))
    left = [p for p in ids if p not in dropped]
    kept = [[[-9 if p in dropped else p for p in t] for t in tables] for tables in history]
    t = time.perf_counter()
    ours = generate("optimal", left, rounds - played, seed=1, history=history)
    t_ours = time.perf_counter() - t
    # shuffles into tables of four need a multiple of four (ours seats substitute slots)
    full = len(left) % 4 == 0
    base = baseline(players, rounds - played, 1000, seed=1, ids=left, history=history) if full else []
    q, b = schedule_quality(kept + ours), schedule_quality(kept + base)
    return {
        "size": f"{players} x {rounds}",
        "drop": f"{dropping} after {played}",
        "bound": _repeats_bound(left, history, rounds - played),
        "ours": q["repeats"],
        "base": b["repeats"] if full else "-",
        "wind": f"{q['wind_excess']} / {q['wind_excess_lower_bound']} / {b['wind_excess'] if full else '-'}",
        "spread": f"{q['wind_spread']} / {b['wind_spread'] if full else '-'}",
        "t_ours": t_ours,
    }


def _repeats_bound(left: list[int], history: Rounds, rounds_left: int) -> object:
    """Counting bound for full tables: a player who has already met m of the others and needs
    3 x rounds_left new opponents meets at least 3 x rounds_left - (len(left) - 1 - m) of them again;
    each repeat counts for two players."""
    if len(left) % 4:
        return "-"
    met: dict[int, set[int]] = {p: set() for p in left}
    for tables in history:
        for t in tables:
            for p in t:
                if p in met:
                    met[p].update(q for q in t if q in met and q != p)
    short = sum(max(0, 3 * rounds_left - (len(left) - 1 - len(met[p]))) for p in left)
    return (short + 1) // 2


def reseat_table(rows: list[dict[str, object]]) -> str:
    lines = [
        "| players x rounds | dropouts | repeats: counting bound | ours | best of 1000 shuffles "
        "| wind excess ours / least possible / shuffles | wind spread ours / shuffles | time ours (s) |",
        "|---|---|---:|---:|---:|---:|---:|---:|",
    ]
    for r in rows:
        lines.append(
            f"| {r['size']} | {r['drop']} | {r['bound']} | {r['ours']} | {r['base']} | {r['wind']} "
            f"| {r['spread']} | {r['t_ours']:.1f} |"
        )
    return "\n".join(lines)


def docs_wanted(description: str | None) -> bool:
    """The --no-docs switch of the benchmarks that write one table into docs/seating.md."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--no-docs", action="store_true", help="do not rewrite docs/seating.md")
    return not parser.parse_args().no_docs


def publish(lines: list[str], start: str, end: str, docs: bool) -> None:
    """Print a benchmark's markdown table, and write it between its markers in docs/seating.md."""
    md = "\n".join(lines)
    print(md)
    if docs:
        write_doc(md, False, start, end)


def write_doc(md: str, quick: bool, start: str = START, end: str = END) -> None:
    if not DOC.exists():
        return
    text = DOC.read_text()
    if start not in text or end not in text:
        return
    stamp = time.strftime("%Y-%m-%d", time.gmtime())
    note = f"Measured {stamp} on the project machine (2 shared cores){' with --quick' if quick else ''}."
    head, rest = text.split(start, 1)
    _, tail = rest.split(end, 1)
    DOC.write_text(f"{head}{start}\n{note}\n\n{md}\n{end}{tail}")


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
    reseats = []
    for case in QUICK_DROPOUTS if args.quick else DROPOUTS:
        reseats.append(reseat_row(*case))
        print(f"{case}: ours {reseats[-1]['ours']} base {reseats[-1]['base']}", file=sys.stderr, flush=True)
    md = reseat_table(reseats)
    print(md)
    if not args.no_docs:
        write_doc(md, args.quick, RESEAT_START, RESEAT_END)


if __name__ == "__main__":
    main()
