"""Fewest-repeat schedules past a zero-repeat design: every pair of players meets, and no more pairs
meet again than the counting bound (rules.md 10) forces: N x R players and rounds give N * 3R / 2
meetings for N(N-1)/2 pairs.

20 x 7 (20 repeats, each player meeting two others twice; our search gave 26) was found by a SAT
search over the orbits of Z_4: the players turn within their groups of four {4g, .., 4g + 3}, the
rounds as (0 1 2 3)(4 5), round 6 stays (6-8 minutes). Z_3 (players 18 and 19 fixed) gives 20
repeats only with pairs meeting three times (players 18 and 19 meet in all three rounds of a cycle
or never), which the search refuses.

24 x 8 (12 repeats, each player meeting exactly one other twice; annealing and tabu search stalled
at 18) was found by a SAT search over the
orbits of a group of order 6 acting on players and rounds: sigma swaps the two players of each
couple {2c, 2c + 1} and keeps every round; tau turns the couples in threes (c = 3i + j goes to
3i + (j + 1) % 3) and the rounds as (0 1 2)(3 4 5), keeping rounds 6 and 7. One boolean per orbit of
(round, table); every player at exactly one table of each round; every pair at a table at least
once. `python -m tournaments.seating --regenerate-data --coverings` searches again (needs the
solver extra, `pip install -e ".[solver]"`: python-sat with CaDiCaL; a few minutes), and
`--check-data` checks the shipped schedules.

36 x 12 (18 repeats, each player meeting exactly one other twice; the annealing gave 27) comes from
the model of levels.py: one round and its translates over Z_9 on four levels of nine, and three
rounds of translated tables holding one player of each level (about 10 s).
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any

from . import designs, levels

DATA = Path(__file__).resolve().parent.parent / "seating_data" / "coverings.json"
Schedule = list[list[list[int]]]
# a generator of the group: where it sends each player, and each round
Generator = tuple[tuple[int, ...], tuple[int, ...]]


def _couples_in_threes(players: int) -> tuple[int, ...]:
    """tau on the players: couple 3i + j goes to couple 3i + (j + 1) % 3, each player keeping its place."""
    out = []
    for p in range(players):
        c, b = divmod(p, 2)
        i, j = divmod(c, 3)
        out.append(2 * (3 * i + (j + 1) % 3) + b)
    return tuple(out)


def _turn_in_fours(players: int) -> tuple[int, ...]:
    """rho on the players: each group of four {4g, .., 4g + 3} turns by one place."""
    return tuple(4 * (p // 4) + (p % 4 + 1) % 4 for p in range(players))


def _models() -> dict[int, tuple[int, list[Generator]]]:
    """Player count -> (rounds, generators of the group the search assumes)."""
    sigma = tuple(p ^ 1 for p in range(24))
    return {
        # Z_4 turning each group of four; rounds turn as (0 1 2 3)(4 5), round 6 kept
        20: (7, [(_turn_in_fours(20), (1, 2, 3, 0, 5, 4, 6))]),
        24: (8, [(sigma, tuple(range(8))), (_couples_in_threes(24), (1, 2, 0, 4, 5, 3, 6, 7))]),
    }


# Sizes whose search forbids a pair meeting three times (check_covering refuses it for all): 24 x 8's
# model finds none without the rule, and took over 5 minutes with it instead of 9 s.
AT_MOST_TWICE = {20}


# Sizes searched by a model of their own instead of the orbit model
SEARCHES = {36: levels.search}


def counting_bound(players: int, rounds: int) -> int:
    """The fewest repeats any schedule of this size can have: meetings less pairs, if positive."""
    return max(0, players * 3 * rounds // 2 - players * (players - 1) // 2)


def check_covering(players: int, rounds: Schedule) -> list[str]:
    """Problems of a schedule that should seat 0..players-1 every round and reach the counting bound."""
    problems = []
    met: dict[tuple[int, int], int] = {}
    for i, tables in enumerate(rounds, 1):
        flat = sorted(p for t in tables for p in t)
        if flat != list(range(players)) or any(len(t) != 4 for t in tables):
            problems.append(f"round {i} does not seat every player once at tables of four")
        for t in tables:
            for pair in combinations(sorted(t), 2):
                met[pair] = met.get(pair, 0) + 1
    unmet = players * (players - 1) // 2 - len(met)
    if unmet:
        problems.append(f"{unmet} pairs never meet")
    if any(m > 2 for m in met.values()):
        problems.append("a pair meets three times")
    repeats = sum(m - 1 for m in met.values())
    if repeats != counting_bound(players, len(rounds)):
        problems.append(f"{repeats} repeats, not the counting bound {counting_bound(players, len(rounds))}")
    return problems


def _load() -> dict[str, Any]:
    return designs.read_data(DATA)


@cache
def covering(players: int) -> tuple[tuple[tuple[int, ...], ...], ...] | None:
    """The shipped fewest-repeat schedule for this many players (0..N-1), or None."""
    entry = _load().get(str(players))
    if entry is None:
        return None
    return tuple(tuple(tuple(t) for t in r) for r in entry["tables"])


def search(players: int) -> Schedule | None:
    """Solve the orbit model of this size (python-sat's CaDiCaL); None when it has no model or none
    is found. Needs the solver extra."""
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool
    from pysat.solvers import Solver

    if players in SEARCHES:
        return SEARCHES[players]()
    model = _models().get(players)
    if model is None:
        return None
    rounds, generators = model
    orbits = _orbits(players, rounds, generators)
    pool = IDPool()
    clauses: list[list[int]] = []
    seats: dict[tuple[int, int], set[int]] = {}  # (round, player) -> orbit variables seating them
    pairs: dict[tuple[int, int], list[int]] = {}  # an orbit seating a pair in two rounds: twice
    for k, orbit in enumerate(orbits):
        var = pool.id(k)
        for r, table in orbit:
            for p in table:
                seats.setdefault((r, p), set()).add(var)
            for pair in combinations(table, 2):
                pairs.setdefault(pair, []).append(var)
    for lits in {tuple(sorted(v)) for v in seats.values()}:
        clauses.extend(CardEnc.equals(lits=list(lits), bound=1, vpool=pool, encoding=EncType.seqcounter))
    if len(seats) < rounds * players or len(pairs) < players * (players - 1) // 2:
        return None  # some player or pair has no table at all
    clauses.extend([list(v) for v in {tuple(sorted(set(v))) for v in pairs.values()}])
    for lits in {tuple(sorted(v)) for v in pairs.values() if len(v) > 2} if players in AT_MOST_TWICE else ():
        # no pair meets three times: two pairs meeting twice are fairer than one meeting thrice
        clauses.extend(CardEnc.atmost(lits=list(lits), bound=2, vpool=pool, encoding=EncType.seqcounter))
    with Solver(name="cadical153", bootstrap_with=clauses) as solver:
        if not solver.solve():
            return None
        true = {v for v in solver.get_model() or [] if v > 0}
    schedule: Schedule = [[] for _ in range(rounds)]
    for k, orbit in enumerate(orbits):
        if pool.id(k) in true:
            for r, table in orbit:
                schedule[r].append(list(table))
    return [sorted(r) for r in schedule]


def _orbits(
    players: int, rounds: int, generators: Sequence[Generator]
) -> list[list[tuple[int, tuple[int, ...]]]]:
    """The orbits of (round, table) under the group, leaving out those that would seat a player at
    two tables of one round."""
    seen: set[tuple[int, tuple[int, ...]]] = set()
    out = []
    for r in range(rounds):
        for table in combinations(range(players), 4):
            if (r, table) in seen:
                continue
            orbit: set[tuple[int, tuple[int, ...]]] = {(r, table)}
            todo: list[tuple[int, tuple[int, ...]]] = [(r, table)]
            while todo:
                rr, t = todo.pop()
                for points, round_map in generators:
                    image = (round_map[rr], tuple(sorted(points[p] for p in t)))
                    if image not in orbit:
                        orbit.add(image)
                        todo.append(image)
            seen |= orbit
            if _apart_in_each_round(orbit):
                out.append(sorted(orbit))
    return out


def _apart_in_each_round(orbit: set[tuple[int, tuple[int, ...]]]) -> bool:
    seated: dict[int, set[int]] = {}
    for r, table in orbit:
        here = seated.setdefault(r, set())
        if here & set(table):
            return False
        here.update(table)
    return True


def regenerate(sizes: Sequence[int] | None = None) -> list[str]:
    """Search the modelled sizes again, keep those found, rewrite the data file; returns a log."""
    data = _load()
    log = []
    for n in sizes or sorted({*_models(), *SEARCHES}):
        start = time.monotonic()
        found = search(n)
        took = time.monotonic() - start
        if found is None or check_covering(n, found):
            log.append(f"{n} players: no schedule at the counting bound found in {took:.0f}s")
            continue
        data[str(n)] = {"rounds": len(found), "repeats": counting_bound(n, len(found)), "tables": found}
        log.append(f"{n} players x {len(found)} rounds at the counting bound, found in {took:.0f}s")
    designs.write_data(DATA, data)
    covering.cache_clear()
    return log


def check_all() -> list[str]:
    """One line per shipped schedule; lines starting with 'FAIL' are problems."""

    def said(players: int, rounds: int) -> str:
        return f", {counting_bound(players, rounds)} repeats (every pair meets)"

    return designs.check_lines(DATA, covering, check_covering, said)
