"""Who sits out when the players do not fill tables of four: one to three a round, in turn, so that
nobody sits out a second time before everyone has sat out once."""

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.seating import choose_sit_outs, sit_out_choices


def rotate(players: list[int], rounds: int, seed: int = 0) -> list[list[int]]:
    """Each round's sit-outs, feeding back the counts and last rounds as the service does."""
    counts: Counter[int] = Counter()
    last: dict[int, int] = {}
    chosen = []
    for number in range(1, rounds + 1):
        out = choose_sit_outs(players, counts, last, seed=seed)
        for p in out:
            counts[p] += 1
            last[p] = number
        chosen.append(out)
    return chosen


def test_only_the_players_beyond_full_tables_sit_out() -> None:
    assert choose_sit_outs(list(range(1, 17))) == []
    assert len(choose_sit_outs(list(range(1, 14)))) == 1
    assert len(choose_sit_outs(list(range(1, 15)))) == 2
    assert len(choose_sit_outs(list(range(1, 16)))) == 3


def test_thirteen_players_over_thirteen_rounds_each_sit_out_once() -> None:
    rounds = rotate(list(range(1, 14)), 13, seed=5)
    assert sorted(p for out in rounds for p in out) == list(range(1, 14))


def test_whoever_sat_out_least_goes_first_then_longest_ago() -> None:
    players = list(range(1, 14))
    # everyone sat out once but 7; 7 goes next whatever the seed
    counts = {p: 1 for p in players if p != 7}
    assert all(choose_sit_outs(players, counts, seed=seed) == [7] for seed in range(20))
    # all once: the one whose sit-out was longest ago (round 1) goes
    last = {p: p + 1 for p in players}
    last[9] = 1
    assert choose_sit_outs(players, dict.fromkeys(players, 1), last, seed=3) == [9]


def test_the_same_seed_gives_the_same_sit_outs_and_seeds_differ() -> None:
    players = list(range(1, 16))
    assert rotate(players, 6, seed=11) == rotate(players, 6, seed=11)
    firsts = {tuple(choose_sit_outs(players, seed=seed)) for seed in range(30)}
    assert len(firsts) > 5


@settings(max_examples=80, deadline=None)
@given(
    players=st.sets(st.integers(min_value=1, max_value=500), min_size=5, max_size=60),
    rounds=st.integers(min_value=1, max_value=25),
    seed=st.integers(min_value=0, max_value=2**31),
)
def test_sit_outs_stay_even_and_nobody_repeats_before_everyone_sat_out(
    players: set[int], rounds: int, seed: int
) -> None:
    ordered = sorted(players)
    history = rotate(ordered, rounds, seed=seed)
    counts = Counter(p for out in history for p in out)
    for number, out in enumerate(history, start=1):
        assert len(out) == len(ordered) % 4
        assert len(set(out)) == len(out) and set(out) <= players
        # after each round the counts of all players differ by at most one
        so_far = Counter(p for earlier in history[:number] for p in earlier)
        assert max(so_far[p] for p in ordered) - min(so_far[p] for p in ordered) <= 1
    assert sum(counts.values()) == rounds * (len(ordered) % 4)


@pytest.mark.parametrize("seed", range(5))
def test_the_fair_choices_of_sit_outs_start_with_the_draws_and_are_all_as_fair(seed):
    players = list(range(1, 12))  # 11: three sit out
    sat_out = {1: 1, 2: 1, 3: 1, 4: 0, 5: 0}  # 6-11 have not sat out either
    last = {1: 2, 2: 2, 3: 1}
    choices = sit_out_choices(players, sat_out, last, seed=seed)
    assert choices[0] == choose_sit_outs(players, sat_out, last, seed=seed)
    assert len(choices) == 6 and len({tuple(c) for c in choices}) == 6
    for choice in choices:
        assert sorted(sat_out.get(p, 0) for p in choice) == [0, 0, 0]
