"""Zero-repeat designs: shipped base rounds (tournaments/seating_data/designs.json) or a fresh search.

The base rounds were found by construct.py (one base round and its shifts) or orbits.py (base rounds
kept by subgroups of Z_n or a multiplier, solved as one exact cover: 32 x 10, 44 x 14, 56 x 18);
`python -m tournaments.seating --regenerate-data` searches
them again and rewrites the file, `--check-data` verifies every shipped design (all rounds complete,
no pair of players meeting twice).
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

from . import construct, orbits

DATA = Path(__file__).resolve().parent.parent / "seating_data" / "designs.json"
Schedule = list[list[list[int]]]


def read_data(path: Path) -> dict[str, Any]:
    """A shipped data file: entries keyed by the player count."""
    if not path.exists():
        return {}
    loaded: dict[str, Any] = json.loads(path.read_text())
    return loaded


def write_data(path: Path, data: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(dict(sorted(data.items(), key=lambda kv: int(kv[0]))), indent=1) + "\n")


def check_lines(
    path: Path,
    schedule_of: Callable[[int], Sequence[Sequence[Sequence[int]]] | None],
    problems_of: Callable[[int, Schedule], list[str]],
    said: Callable[[int, int], str] = lambda players, rounds: "",
) -> list[str]:
    """One line per schedule of a data file ("ok 24 players x 7 rounds" + `said`); lines starting
    with 'FAIL' name its first problems."""
    out = []
    for key in sorted(read_data(path), key=int):
        n = int(key)
        rounds = schedule_of(n)
        assert rounds is not None
        problems = problems_of(n, [[list(t) for t in r] for r in rounds])
        out.append(
            f"{'FAIL' if problems else 'ok'} {n} players x {len(rounds)} rounds{said(n, len(rounds))}"
            + "".join(f"; {p}" for p in problems[:3])
        )
    return out


def _load() -> dict[str, Any]:
    return read_data(DATA)


def check_design(players: int, rounds: Schedule) -> list[str]:
    """Problems of a schedule that should seat 0..players-1 every round with no pair meeting twice."""
    problems = []
    seen: set[tuple[int, int]] = set()
    for i, tables in enumerate(rounds, 1):
        flat = sorted(p for t in tables for p in t)
        if flat != list(range(players)) or any(len(t) != 4 for t in tables):
            problems.append(f"round {i} does not seat every player once at tables of four")
        for t in tables:
            for pair in combinations(sorted(t), 2):
                if pair in seen:
                    problems.append(f"round {i}: players {pair[0]} and {pair[1]} meet again")
                seen.add(pair)
    return problems


@cache
def design(players: int) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    """The zero-repeat design with the most rounds known for this count (players 0..N-1), or None."""
    entry: Any = _load().get(str(players))
    return None if entry is None else expand_entry(players, entry)


def expand_entry(players: int, entry: Any) -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Every round of a design entry (as in designs.json or returned by `search`)."""
    if entry["kind"] == "orbits":
        ofam = orbits.OrbitFamily(
            int(entry["n"]),
            int(entry["levels"]),
            tuple(entry["steps"]),
            fixed=int(entry.get("fixed", 0)),
            multiplier=int(entry.get("multiplier", 1)),
        )
        shifted = orbits.expand(ofam, [[tuple(t) for t in r] for r in entry["base"]])
        return tuple(tuple(tuple(t) for t in r) for r in shifted)
    fam = construct.Family(players, int(entry["rounds"]), str(entry["kind"]), bool(entry["cyclic"]))
    base: list[construct.Table] = [(b[0], b[1], b[2], b[3]) for b in entry["base"]]
    rounds = construct.expand(fam, base)
    return tuple(tuple(tuple(t) for t in r) for r in rounds)


def search(players: int, seed: int = 1, seconds: float = 60.0) -> dict[str, object] | None:
    """Search a base round for this count within about `seconds`; the JSON entry or None."""
    deadline = time.monotonic() + seconds
    ofam = orbits.FAMILIES.get(players)
    if ofam is not None:
        # seed 1 (the default) starts with the options in their natural order
        found = orbits.search(ofam, seed=seed - 1, seconds=seconds)
        if found is not None:
            return {
                "kind": "orbits",
                "n": ofam.n,
                "levels": ofam.levels,
                "steps": list(ofam.steps),
                "fixed": ofam.fixed,
                "multiplier": ofam.multiplier,
                "rounds": ofam.rounds,
                "base": [[list(t) for t in r] for r in found],
            }
    for fam in construct.families_for(players):
        s = seed
        while time.monotonic() < deadline:
            base = construct.search_base_round(fam, seed=s, node_limit=30_000, tries=1)
            if base is not None:
                return {"kind": fam.kind, "cyclic": fam.cyclic, "rounds": fam.rounds, "base": base}
            s += 1
            if fam.kind != "levels" and s - seed > 50:
                break  # these searches exhaust quickly when the group admits no solution
    return None


SHIPPED_SIZES = (16, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64, 72, 76, 84, 88, 96, 100)


def regenerate(sizes: tuple[int, ...] = SHIPPED_SIZES, seconds: float = 120.0) -> list[str]:
    """Search every size again, keep the ones found, rewrite the data file; returns a log."""
    data = _load()
    log = []
    for n in sizes:
        t = time.monotonic()
        entry = search(n, seconds=seconds)
        took = time.monotonic() - t
        if entry is None:
            log.append(
                f"{n} players: no design found in {took:.1f}s" + (" (kept shipped)" if str(n) in data else "")
            )
            continue
        data[str(n)] = entry
        log.append(f"{n} players: {entry['rounds']} rounds ({entry['kind']}) found in {took:.1f}s")
    write_data(DATA, data)
    design.cache_clear()
    return log


def check_all() -> list[str]:
    """One line per shipped design; lines starting with 'FAIL' are problems."""
    return check_lines(DATA, design, check_design)
