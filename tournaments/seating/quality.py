"""How good a seating is, in the terms organizers use: repeated opponents and seat winds."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import combinations


def is_substitute(player: int) -> bool:
    """Substitute slots are the negative ids -1, -2, -3 (see docs/seating.md)."""
    return player < 0


def schedule_quality(rounds: Sequence[Sequence[Sequence[int]]]) -> dict[str, object]:
    """Quality of a schedule (rounds of tables of player ids in seat order E, S, W, N).

    repeats: extra meetings, the sum over pairs of (times met - 1) for pairs that met more than once;
    repeated_pairs: pairs that met more than once; max_meetings: most meetings of one pair;
    repeats_lower_bound: no schedule of this size can have fewer repeats (counting argument);
    winds: each player's [E, S, W, N] counts; wind_spreads: per player, the largest difference between
    two of their counts; wind_spread: the largest of those (0 or 1 is balanced); wind_excess: seats
    outside the balanced range, summed over players (a player of n rounds is balanced when every count
    is n // 4 or that plus one); wind_excess_lower_bound: no seating in which these players hold the same
    number of East, South, West and North seats has less (after dropouts those numbers are set by the
    rounds already played: every new table adds one of each). Substitute slots are left out.
    """
    meetings: Counter[tuple[int, int]] = Counter()
    winds: dict[int, list[int]] = {}
    substitute_seats = 0
    for tables in rounds:
        for table in tables:
            real = [p for p in table if not is_substitute(p)]
            substitute_seats += len(table) - len(real)
            for a, b in combinations(sorted(real), 2):
                meetings[(a, b)] += 1
            for seat, p in enumerate(table):
                if not is_substitute(p):
                    winds.setdefault(p, [0, 0, 0, 0])[seat] += 1
    n = len(winds)
    total = sum(meetings.values())
    spreads = [max(c) - min(c) for c in winds.values()]
    excess, excess_bound = _wind_excess(list(winds.values()))
    return {
        "players": n,
        "rounds": len(rounds),
        "repeats": sum(m - 1 for m in meetings.values() if m > 1),
        "repeated_pairs": sum(1 for m in meetings.values() if m > 1),
        "max_meetings": max(meetings.values(), default=0),
        "repeats_lower_bound": max(0, total - n * (n - 1) // 2),
        "wind_spread": max(spreads, default=0),
        "winds": {p: winds[p] for p in sorted(winds)},
        "wind_spreads": {p: max(winds[p]) - min(winds[p]) for p in sorted(winds)},
        "wind_excess": excess,
        "wind_excess_lower_bound": excess_bound,
        "substitute_seats": substitute_seats,
    }


def _wind_excess(counts: list[list[int]]) -> tuple[int, int]:
    """Seats outside each player's balanced range [n // 4, ceil(n / 4)], and the least that any
    seating with the same totals per wind must have: per wind, the total beyond what balanced
    players can hold."""
    excess = 0
    bound = 0
    for w in range(4):
        total = low = high = 0
        for c in counts:
            lo, hi = sum(c) // 4, -(-sum(c) // 4)
            excess += max(0, c[w] - hi, lo - c[w])
            total, low, high = total + c[w], low + lo, high + hi
        bound += max(0, total - high, low - total)
    return excess, bound
