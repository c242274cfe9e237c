"""The tabu search on a reseat's last repeats (tournaments/seating/tabu.py)."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.seating import designs
from tournaments.seating.search import _total, add_round
from tournaments.seating.tabu import tabu


def _meetings(rounds, n):
    meet = [[0] * n for _ in range(n)]
    for r in rounds:
        add_round(meet, r)
    return meet


def _shuffled_round(n, rng):
    players = list(range(n))
    rng.shuffle(players)
    return [players[i : i + 4] for i in range(0, n, 4)]


def test_scrambled_rounds_of_a_design_are_seated_again_without_a_repeat():
    # 16 players have 5 rounds in which nobody meets twice; keep two, scramble the other three
    design = designs.design(16)
    rng = random.Random(3)
    rounds = [[list(t) for t in design[0]], [list(t) for t in design[1]]]
    rounds += [_shuffled_round(16, rng) for _ in range(3)]
    meet = _meetings(rounds, 16)
    start = _total(meet)
    assert start > 0

    cost = tabu(rounds, [2, 3, 4], meet, None, random.Random(1), 5_000, start, 0)

    assert cost == 0
    assert _total(_meetings(rounds, 16)) == 0
    assert meet == _meetings(rounds, 16)
    assert rounds[0] == [list(t) for t in design[0]]  # the rounds played stay


@settings(max_examples=30, deadline=None)
@given(
    tables=st.integers(2, 5),
    played=st.integers(0, 3),
    free=st.integers(1, 3),
    slots=st.integers(0, 3),
    seed=st.integers(0, 10_000),
)
def test_the_search_never_ends_worse_and_keeps_every_round_whole(tables, played, free, slots, seed):
    n = 4 * tables
    rng = random.Random(seed)
    rounds = [_shuffled_round(n, rng) for _ in range(played + free)]
    # the last `slots` players are substitute slots: their meetings with each other do not count
    counted = [[int(not (a >= n - slots and b >= n - slots)) for b in range(n)] for a in range(n)]
    meet = _meetings(rounds, n)
    start = _total(meet, counted)
    before = [[list(t) for t in r] for r in rounds]

    cost = tabu(rounds, list(range(played, played + free)), meet, counted, random.Random(seed), 300, start, 0)

    assert cost <= start
    assert cost == _total(_meetings(rounds, n), counted)
    assert meet == _meetings(rounds, n)
    assert rounds[:played] == before[:played]
    for r in rounds:
        assert sorted(p for t in r for p in t) == list(range(n))
        assert all(len(t) == 4 for t in r)


def test_a_budget_of_priced_swaps_stops_the_search_early():
    # the organizer's page waits for a reseat: a field with many repeats prices many swaps an
    # iteration, so the work is capped by swaps priced, not only by iterations
    rng = random.Random(5)
    rounds = [_shuffled_round(16, rng) for _ in range(4)]
    before = [[sorted(t) for t in r] for r in rounds]
    meet = _meetings(rounds, 16)
    start = _total(meet)
    assert start > 0

    tabu(rounds, [1, 2, 3], meet, None, random.Random(1), 5_000, start, 0, prices=1)

    moved = sum(
        sorted(t) != old for r, was in zip(rounds, before, strict=True) for t, old in zip(r, was, strict=True)
    )
    assert moved <= 2  # one swap at most: two tables of one round
    assert meet == _meetings(rounds, 16)
