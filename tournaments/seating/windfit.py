"""Rounds seated one at a time (random after each round): tables that let every player take a
seat wind they have had least.

A whole schedule can always be balanced afterwards (winds.py), but a single round cannot undo its
past: four players who have each had every wind but East cannot all sit East. So before the seat
order is chosen, each player gets a wind class (a least-had wind, each class a quarter of the
players) and the round is searched with one player of each class per table (methods.py keeps it
when it has no more repeats than the round searched freely).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cache
from itertools import permutations


def _least_winds(counts: Sequence[int]) -> int:
    """The winds a player has had fewest times, as a bit mask."""
    low = min(counts)
    return sum(1 << w for w, c in enumerate(counts) if c == low)


def least_winds(counts: Sequence[Sequence[int]], real: int) -> list[int]:
    """Per player, the bit mask of the winds they have had fewest times (slots from `real` on: any)."""
    return [_least_winds(c) if p < real else 15 for p, c in enumerate(counts)]


def wind_classes(least: Sequence[int], rng: random.Random) -> list[int] | None:
    """A wind for every player, among their least-had ones, each wind given to a quarter of the
    players; None when there is none. Tables that seat one player of each class balance everyone."""
    n = len(least)
    quota = n // 4
    holders: list[list[int]] = [[] for _ in range(4)]

    def place(p: int, seen: set[int]) -> bool:  # an augmenting path: p takes a wind, others move on
        for w in rng.sample(range(4), 4):
            if not least[p] >> w & 1 or w in seen:
                continue
            seen.add(w)
            if len(holders[w]) < quota:
                holders[w].append(p)
                return True
            for q in list(holders[w]):
                if place(q, seen):
                    holders[w][holders[w].index(q)] = p
                    return True
        return False

    for p in rng.sample(range(n), n):
        if not place(p, set()):
            return None
    wind_of = [0] * n
    for w, players in enumerate(holders):
        for p in players:
            wind_of[p] = w
    return wind_of


@cache
def misfit(masks: tuple[int, ...]) -> int:
    """How many players of a table cannot take one of their least-had winds (masks as from
    least_winds), however its seats are ordered: the table's size minus a largest matching."""
    best = 0
    for perm in permutations(range(4), len(masks)):
        best = max(best, sum(1 for m, w in zip(masks, perm, strict=True) if m >> w & 1))
    return len(masks) - best
