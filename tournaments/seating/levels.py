"""36 players x 12 rounds with every pair meeting and each player meeting exactly one other twice
(18 repeats, the counting bound; the annealing gave 27), built by a SAT search over differences.

Player 9 * level + a, with a in Z_9 and four levels. Rounds 0-8 are one round P and its eight
translates (a -> a + g on every level); rounds 9-11 each translate one table holding one player of
each level, {(0, 0), (b, 1), (c, 2), (e, 3)}, nine times. A translated table meets every pair of its
class once: two players of one level whose places differ by +-d, or of levels i < j whose places
differ by d (9 pairs each). So every class must be met once, except the pairs (a, 0)-(a, 1) and
(a, 2)-(a, 3), met twice: the 18 repeats. The model (P's 9 tables and the three tables' places,
11,000 variables) is solved by CaDiCaL in about 10 s (the solver extra); over Z_3 x Z_3 in about a
minute, while the orbit model of coverings.py with that group found nothing in 15 minutes.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any

PLAYERS, ROUNDS, TABLES = 36, 12, 9
A = range(9)


def add(a: int, b: int) -> int:
    return (a + b) % 9


def neg(a: int) -> int:
    return -a % 9


def pair_class(p: int, q: int) -> tuple[int, ...]:
    """The class a translated table meets the pair in: (level, level, difference), one level's
    differences taken up to sign."""
    (i, x), (j, y) = sorted((divmod(p, 9), divmod(q, 9)))
    d = add(y, neg(x))
    return (i, i, min(d, neg(d))) if i == j else (i, j, d)


TWICE = {(0, 1, 0), (2, 3, 0)}  # the classes met twice: a place of level 0 with level 1, 2 with 3


def search() -> list[list[list[int]]] | None:
    """Solve the model; the 12 rounds, or None when the solver finds none."""
    from pysat.card import CardEnc, EncType
    from pysat.formula import IDPool
    from pysat.solvers import Solver

    pool = IDPool()
    clauses: list[list[int]] = []

    def exactly(lits: list[int], k: int) -> None:
        clauses.extend(CardEnc.equals(lits=lits, bound=k, vpool=pool, encoding=EncType.seqcounter).clauses)

    def at(t: int, p: int) -> int:  # player p at table t of round 0
        return pool.id(("at", t, p))

    for p in range(PLAYERS):
        exactly([at(t, p) for t in range(TABLES)], 1)
        clauses.extend([-at(t, p)] for t in range(p + 1, TABLES))  # tables in order of their first player
    for t in range(TABLES):
        exactly([at(t, p) for p in range(PLAYERS)], 4)
    members: dict[tuple[int, ...], list[int]] = {}
    for p, q in combinations(range(PLAYERS), 2):
        together = pool.id(("met", p, q))  # p and q at one table of round 0
        both = []
        for t in range(TABLES):
            w = pool.id(("both", t, p, q))
            clauses.extend([[-w, at(t, p)], [-w, at(t, q)], [w, -at(t, p), -at(t, q)], [together, -w]])
            both.append(w)
        clauses.append([-together, *both])
        members.setdefault(pair_class(p, q), []).append(together)
    for k in range(3):  # the three tables of rounds 9-11: a place for each of levels 1-3
        place: dict[int, list[Any]] = {lv: [pool.id(("place", k, lv, a)) for a in A] for lv in (1, 2, 3)}
        for lv in (1, 2, 3):
            exactly(place[lv], 1)
        for i, j in combinations(range(4), 2):
            for d in A:
                diff = pool.id(("diff", k, i, j, d))  # the table's players of levels i, j differ by d
                pairs = [(0, d)] if i == 0 else [(a, add(a, d)) for a in A]
                ands = []
                for a, b in pairs:
                    h = pool.id(("and", k, i, j, d, a))
                    lits = [place[j][b]] if i == 0 else [place[i][a], place[j][b]]
                    clauses.extend([[-h, lit] for lit in lits] + [[h, *(-lit for lit in lits)]])
                    ands.append(h)
                clauses.extend([[-diff, *ands]] + [[diff, -h] for h in ands])
                members.setdefault((i, j, d), []).append(diff)
    for cls, lits in members.items():
        exactly(lits, 2 if cls in TWICE else 1)
    with Solver(name="cadical153", bootstrap_with=clauses) as solver:
        if not solver.solve():
            return None
        true = {v for v in solver.get_model() or [] if v > 0}
    first = [[p for p in range(PLAYERS) if at(t, p) in true] for t in range(TABLES)]
    rounds = [_translate(first, g) for g in A]
    for k in range(3):
        places = [next(a for a in A if pool.id(("place", k, lv, a)) in true) for lv in (1, 2, 3)]
        table = [0] + [9 * lv + a for lv, a in zip((1, 2, 3), places, strict=True)]
        rounds.append(_translate([table], *A))
    return rounds


def _translate(tables: list[list[int]], *shifts: int) -> list[list[int]]:
    """The tables moved by each shift (every player's place plus the shift, on its own level)."""
    out = [sorted(9 * (p // 9) + add(p % 9, g) for p in t) for g in shifts for t in tables]
    return sorted(out)
