"""Checks shared by the seating tests (written from the rules, not from the code under test)."""

import random
from collections import Counter
from itertools import combinations


def assert_everyone_once_per_round(rounds, players):
    for i, tables in enumerate(rounds, 1):
        seated = [p for t in tables for p in t if p > 0]
        assert sorted(seated) == sorted(players), f"round {i} does not seat every player exactly once"
        assert all(len(t) == 4 for t in tables), f"round {i} has a table that is not of four"


def meetings(rounds):
    count = Counter()
    for tables in rounds:
        for t in tables:
            for pair in combinations(sorted(p for p in t if p > 0), 2):
                count[pair] += 1
    return count


def extra_meetings(rounds):
    return sum(m - 1 for m in meetings(rounds).values() if m > 1)


def seat_counts(rounds):
    """Each real player's [E, S, W, N] counts (substitute slots and empty seats left out)."""
    winds = {}
    for tables in rounds:
        for t in tables:
            for seat, p in enumerate(t):
                if p > 0:
                    winds.setdefault(p, [0, 0, 0, 0])[seat] += 1
    return winds


def wind_spread(rounds):
    return max(max(c) - min(c) for c in seat_counts(rounds).values())


def shuffled_baseline_repeats(players, rounds, shuffles=300, seed=0):
    """Repeats left by the best of `shuffles` random seatings per round (what some tools do)."""
    rng = random.Random(seed)
    ids = list(range(1, players + 1))
    schedule = []
    for _ in range(rounds):
        best = None
        for _ in range(shuffles):
            rng.shuffle(ids)
            candidate = [ids[i : i + 4] for i in range(0, players, 4)]
            cost = extra_meetings([*schedule, candidate])
            if best is None or cost < best[0]:
                best = (cost, [list(t) for t in candidate])
        schedule.append(best[1])
    return extra_meetings(schedule)


def forced_wind_excess(rounds):
    """Least number of seats outside the players' balanced wind ranges that any seating with these
    per-wind seat totals must have. A player of n rounds is balanced with n // 4 or n // 4 + 1 of
    each wind (n // 4 exactly when 4 divides n); the players' totals of one wind that exceed (or fall
    short of) the sum of those ranges must sit with someone unbalanced."""
    winds = seat_counts(rounds)
    forced = 0
    for seat in range(4):
        total = sum(c[seat] for c in winds.values())
        most = sum((sum(c) + 3) // 4 for c in winds.values())
        least = sum(sum(c) // 4 for c in winds.values())
        forced += max(total - most, least - total, 0)
    return forced
