"""Swiss with teammates kept apart: the walkthrough's club (22 players, two substitute slots, five
teams of four and two players without a team, two rounds played). Swiss must seat no teammates and
no rematch at one table, and its tables must be nearly as close in the standings as the closest such
seating, found here by an exhaustive search (branch and bound over all seatings of the 24 places)."""

import random
from itertools import combinations

import pytest

from tournaments.seating import generate_round

from .helpers import meetings

IDS = list(range(1, 23))
TEAMS = {p: (p - 1) // 4 for p in IDS if p <= 20}  # 21 and 22 have no team
SLOTS = [-1, -2]


def walkthrough(seed):
    """Two rounds played (random seating, teams apart) and distinct standings after them."""
    history = []
    for r in range(2):
        history.append(generate_round("random", IDS, seed=100 * seed + r, history=history, teams=TEAMS))
    rng = random.Random(seed)
    standings = {p: float(v) for p, v in zip(IDS, rng.sample(range(-80, 80), len(IDS)), strict=True)}
    return history, standings


def values(standings):
    """Twice each player's 0-based place; the substitute slots share the last two places."""
    order = sorted(IDS, key=lambda p: -standings[p])
    value = {p: 2 * i for i, p in enumerate(order)}
    for s in SLOTS:
        value[s] = 2 * len(IDS) + 1
    return value


def spread(table, value):
    return 4 * sum(value[p] ** 2 for p in table) - sum(value[p] for p in table) ** 2


def forbidden(history):
    """Pairs that may not share a table: teammates, players who met, the two slots."""
    pairs = {frozenset(pair) for pair in meetings(history)}
    pairs |= {frozenset((a, b)) for a, b in combinations(TEAMS, 2) if TEAMS[a] == TEAMS[b]}
    pairs.add(frozenset(SLOTS))
    return pairs


def closest_seating(value, bad):
    """The least total spread over seatings with no forbidden pair at a table (exhaustive: the
    best placed player left takes each allowed trio in turn; a branch is cut when it cannot beat the
    best found even if the players left sat in consecutive fours, the closest any four can be)."""
    places = sorted(value, key=lambda p: value[p])
    best = [None, None]

    def bound(rest):
        return sum(spread(rest[i : i + 4], value) for i in range(0, len(rest), 4))

    def search(rest, cost, tables):
        if not rest:
            if best[0] is None or cost < best[0]:
                best[:] = [cost, list(tables)]
            return
        first, others = rest[0], rest[1:]
        allowed = [q for q in others if frozenset((first, q)) not in bad]
        trios = sorted(
            (spread((first, *trio), value), trio)
            for trio in combinations(allowed, 3)
            if not any(frozenset(pair) in bad for pair in combinations(trio, 2))
        )
        for cost_here, trio in trios:
            left = [q for q in others if q not in trio]
            if best[0] is not None and cost + cost_here + bound(left) >= best[0]:
                continue
            search(left, cost + cost_here, [*tables, (first, *trio)])

    search(places, 0, [])
    return best


def widest(tables, value):
    return max(max(value[p] for p in t if p > 0) - min(value[p] for p in t if p > 0) for t in tables) // 2


@pytest.mark.parametrize("seed", range(4))
def test_swiss_keeps_teams_apart_with_tables_nearly_as_close_as_the_closest_seating(seed):
    history, standings = walkthrough(seed)
    value = values(standings)
    bad = forbidden(history)
    least, closest = closest_seating(value, bad)
    assert closest is not None  # a seating with no teammates and no rematch exists

    tables = generate_round("swiss", IDS, seed=seed, history=history, standings=standings, teams=TEAMS)

    together = [t for t in tables if any(frozenset(pair) in bad for pair in combinations(t, 2))]
    assert together == [], "teammates, a rematch or both slots at one table"
    total = sum(spread(t, value) for t in tables)
    # within a fifth of the closest seating's spread, the widest table at most 3 places wider
    assert total <= 1.2 * least
    assert widest(tables, value) <= widest(closest, value) + 3
