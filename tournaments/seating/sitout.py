"""Who sits out a round when the players do not fill tables of four (events without substitutes)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from itertools import combinations, islice


def choose_sit_outs(
    players: Sequence[int],
    sat_out: Mapping[int, int] | None = None,
    last_sat_out: Mapping[int, int] | None = None,
    seed: int = 0,
) -> list[int]:
    """The len(players) % 4 players who sit out the next round, lowest ids first.

    Those who sat out fewest times so far (`sat_out`: id -> rounds sat out) go first, so over the
    event everyone's count differs by at most one; among them, those whose last sit-out
    (`last_sat_out`: id -> round number) is longest ago, then a draw from `seed`."""
    return sit_out_choices(players, sat_out, last_sat_out, seed, limit=1)[0]


def sit_out_choices(
    players: Sequence[int],
    sat_out: Mapping[int, int] | None = None,
    last_sat_out: Mapping[int, int] | None = None,
    seed: int = 0,
    limit: int = 6,
) -> list[list[int]]:
    """The choices of sit-outs as fair as choose_sit_outs's (the same counts of rounds sat out and
    last sit-outs): its own choice first, then others of the players tied with it, in the order of
    the draw, at most `limit`. The seating may take the one leaving the fewest repeated opponents."""
    count = len(players) % 4
    if not count:
        return [[]]
    sat_out = sat_out or {}
    last_sat_out = last_sat_out or {}
    rng = random.Random(f"sit-out:{seed}")
    draw = {p: rng.random() for p in sorted(players)}

    def claim(p: int) -> tuple[int, int]:
        return sat_out.get(p, 0), last_sat_out.get(p, 0)

    order = sorted(players, key=lambda p: (*claim(p), draw[p]))
    boundary = claim(order[count - 1])
    sure = [p for p in order[:count] if claim(p) != boundary]
    tied = [p for p in order if claim(p) == boundary]  # in the draw's order
    return [sorted([*sure, *picked]) for picked in islice(combinations(tied, count - len(sure)), limit)]
