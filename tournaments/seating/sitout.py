"""Who sits out a round when the players do not fill tables of four (events without substitutes)."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence


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
    count = len(players) % 4
    if not count:
        return []
    sat_out = sat_out or {}
    last_sat_out = last_sat_out or {}
    rng = random.Random(f"sit-out:{seed}")
    draw = {p: rng.random() for p in sorted(players)}
    order = sorted(players, key=lambda p: (sat_out.get(p, 0), last_sat_out.get(p, 0), draw[p]))
    return sorted(order[:count])
