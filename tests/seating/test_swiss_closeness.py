"""Swiss seats neighbours in the standings together: checked against every seating of 12 players.

Closeness of a table: the squared distances of its players' places from the table's mean place (tied
players share the mean of their places). Among the seatings with the fewest rematches, swiss must
find one with the least total, and number the top table first.
"""

import random
from itertools import combinations

import pytest

from tournaments.seating import generate_round

from .helpers import extra_meetings

IDS = list(range(1, 13))


def mean_places(standings):
    ordered = sorted(IDS, key=lambda p: -standings[p])
    place = {}
    for p in IDS:
        tied = [i for i, q in enumerate(ordered, 1) if standings[q] == standings[p]]
        place[p] = sum(tied) / len(tied)
    return place


def spread(tables, place):
    total = 0.0
    for t in tables:
        mean = sum(place[p] for p in t) / 4
        total += sum((place[p] - mean) ** 2 for p in t)
    return total


def every_seating(players):
    if not players:
        yield []
        return
    first, rest = players[0], players[1:]
    for mates in combinations(rest, 3):
        left = [p for p in rest if p not in mates]
        for others in every_seating(left):
            yield [[first, *mates], *others]


@pytest.mark.parametrize("seed", range(8))
def test_swiss_finds_the_closest_tables_among_the_fewest_rematches(seed):
    rng = random.Random(seed)
    order = rng.sample(IDS, 12)
    history = [[order[i : i + 4] for i in range(0, 12, 4)]]
    standings = {p: float(rng.choice([-30, -10, 0, 10, 25, 40])) for p in IDS}  # ties on purpose
    place = mean_places(standings)

    def judged(tables):
        return extra_meetings([*history, tables]), round(spread(tables, place), 6)

    best = min(judged(t) for t in every_seating(IDS))
    tables = generate_round("swiss", IDS, seed=seed, history=history, standings=standings)
    assert judged(tables) == best
    means = [sum(place[p] for p in t) / 4 for t in tables]
    assert means == sorted(means), "table 1 is the top table"
