"""Optimal seating: no pair meets twice wherever the social golfer bounds allow (rules.md 10)."""

import pytest

from tournaments.seating import generate, schedule_quality

from .helpers import (
    assert_everyone_once_per_round,
    extra_meetings,
    meetings,
    shuffled_baseline_repeats,
    wind_spread,
)

# (players, rounds): zero-repeat schedules exist (rules.md section 10, the social golfer sizes)
GOLFER_SIZES = [
    (16, 5),
    (24, 7),
    (28, 9),
    (32, 10),
    (36, 11),
    (40, 13),
    (44, 14),
    (48, 15),
    (52, 17),
    (56, 18),
    (60, 19),
    (64, 21),
]


@pytest.mark.parametrize(("players", "rounds"), GOLFER_SIZES)
def test_no_pair_meets_twice_at_the_social_golfer_sizes(players, rounds):
    ids = list(range(1, players + 1))
    schedule = generate("optimal", ids, rounds, seed=7)
    assert len(schedule) == rounds
    assert_everyone_once_per_round(schedule, ids)
    assert extra_meetings(schedule) == 0
    # at these maximal sizes a player meets 3 * rounds of the players - 1 others: almost everyone
    met = {p: 0 for p in ids}
    for a, b in meetings(schedule):
        met[a] += 1
        met[b] += 1
    assert all(m == 3 * rounds for m in met.values())


@pytest.mark.parametrize(("players", "rounds"), GOLFER_SIZES)
def test_every_players_winds_differ_by_at_most_one_at_the_social_golfer_sizes(players, rounds):
    schedule = generate("optimal", list(range(1, players + 1)), rounds, seed=3)
    assert wind_spread(schedule) <= 1
    assert schedule_quality(schedule)["wind_spread"] <= 1


@pytest.mark.parametrize(("players", "rounds"), [(16, 4), (20, 5), (24, 6), (40, 8), (52, 12)])
def test_fewer_rounds_than_the_maximum_also_have_no_repeats(players, rounds):
    ids = list(range(1, players + 1))
    schedule = generate("optimal", ids, rounds, seed=1)
    assert_everyone_once_per_round(schedule, ids)
    assert extra_meetings(schedule) == 0
    assert wind_spread(schedule) <= 1


@pytest.mark.parametrize(("players", "rounds"), [(100, 12), (128, 10), (200, 12)])
def test_large_fields_have_no_repeats(players, rounds):
    ids = list(range(1, players + 1))
    schedule = generate("optimal", ids, rounds, seed=2)
    assert_everyone_once_per_round(schedule, ids)
    assert extra_meetings(schedule) == 0
    assert wind_spread(schedule) <= 1


def test_sixteen_players_over_ten_rounds_meet_everyone_exactly_twice():
    # 10 rounds x 3 opponents = 30 = 2 x 15: the only schedule without a third meeting
    schedule = generate("optimal", list(range(1, 17)), 10, seed=5)
    counts = meetings(schedule)
    assert len(counts) == 16 * 15 // 2
    assert set(counts.values()) == {2}
    assert wind_spread(schedule) <= 1


def test_sixteen_players_over_eight_rounds_reach_the_counting_bound():
    # 16 * 8 * 3 / 2 = 192 meetings among 120 pairs: at least 72 are repeats, none needs a third
    schedule = generate("optimal", list(range(1, 17)), 8, seed=5)
    quality = schedule_quality(schedule)
    assert quality["repeats_lower_bound"] == 72
    assert quality["repeats"] == 72
    assert quality["max_meetings"] == 2


@pytest.mark.parametrize(("players", "rounds"), [(32, 10), (44, 14), (56, 18)])
def test_at_the_maximal_rounds_each_player_misses_exactly_one_other(players, rounds):
    # e.g. 10 rounds x 3 opponents = 30 of the 31 others: the players nobody met pair up exactly
    ids = list(range(1, players + 1))
    schedule = generate("optimal", ids, rounds, seed=4)
    met = meetings(schedule)
    unmet = [(a, b) for a in ids for b in ids if a < b and (a, b) not in met and (b, a) not in met]
    assert len(unmet) == players // 2
    assert sorted(p for pair in unmet for p in pair) == ids


def test_thirty_two_players_past_ten_rounds_reach_the_counting_bound():
    # round 11 can seat each player with at most one new opponent: 2 of 3 meetings repeat
    for rounds, bound in ((11, 32), (12, 80)):
        quality = schedule_quality(generate("optimal", list(range(1, 33)), rounds, seed=4))
        assert quality["repeats_lower_bound"] == bound
        assert quality["repeats"] == bound
        assert quality["max_meetings"] == 2


def test_twenty_players_cannot_play_six_rounds_without_a_repeat_but_beat_shuffling_by_far():
    # rules.md 10: 20 players reach only 5 rounds without repeats
    schedule = generate("optimal", list(range(1, 21)), 6, seed=1)
    quality = schedule_quality(schedule)
    assert quality["repeats"] >= 1
    assert quality["max_meetings"] == 2
    assert quality["repeats"] * 2 < shuffled_baseline_repeats(20, 6)


@pytest.mark.parametrize(("players", "rounds", "seed"), [(24, 8, 0), (24, 8, 3), (36, 12, 0), (36, 12, 5)])
def test_past_the_design_everyone_meets_and_each_player_meets_one_other_twice(players, rounds, seed):
    # 24 x 8: 8 rounds x 3 opponents = 24 of the 23 others; 36 x 12: 36 of 35. The best possible is
    # every pair meeting once and each player meeting one other twice (12 and 18 repeats; the
    # search alone stalled at 18 and 27)
    ids = list(range(1, players + 1))
    schedule = generate("optimal", ids, rounds, seed=seed)
    assert_everyone_once_per_round(schedule, ids)
    met = meetings(schedule)
    assert len(met) == players * (players - 1) // 2
    twice = [pair for pair, n in met.items() if n == 2]
    assert sorted(p for pair in twice for p in pair) == ids  # a perfect matching
    assert set(met.values()) == {1, 2}
    assert wind_spread(schedule) <= 1


@pytest.mark.parametrize(("players", "rounds", "bound"), [(22, 8, 10), (23, 8, 11), (24, 9, 48)])
def test_near_twenty_four_players_reach_the_counting_bound(players, rounds, bound):
    # 22 and 23 players fill the 24 places with substitute slots; a ninth round repeats 36 meetings
    quality = schedule_quality(generate("optimal", list(range(1, players + 1)), rounds, seed=1))
    assert quality["repeats_lower_bound"] == bound
    assert quality["repeats"] == bound
    assert quality["wind_spread"] <= 1


@pytest.mark.parametrize(("players", "rounds", "bound"), [(35, 12, 17), (36, 13, 72)])
def test_near_thirty_six_players_reach_the_counting_bound(players, rounds, bound):
    # 35 players and a substitute slot: 8 tables of four and one of three, 612 meetings among 595
    # pairs (27 and 26 before the shipped 36 x 12 schedule); a 13th round repeats 54 meetings
    quality = schedule_quality(generate("optimal", list(range(1, players + 1)), rounds, seed=1))
    assert quality["repeats_lower_bound"] == bound
    assert quality["repeats"] == bound
    assert quality["max_meetings"] == 2
    assert quality["wind_spread"] <= 1


@pytest.mark.parametrize(("players", "rounds", "bound"), [(20, 7, 20), (19, 7, 18), (20, 8, 50)])
def test_twenty_players_past_five_rounds_reach_the_counting_bound(players, rounds, bound):
    # 20 x 7: 210 meetings among 190 pairs, so at least 20 repeats (19 players and a substitute slot:
    # 189 meetings among 171 pairs, 18); our search stopped at 24-26
    # until the shipped schedule (every pair meets, each player meets two others twice)
    schedule = generate("optimal", list(range(1, players + 1)), rounds, seed=2)
    quality = schedule_quality(schedule)
    assert quality["repeats_lower_bound"] == bound
    assert quality["repeats"] == bound
    assert quality["max_meetings"] == 2
    assert quality["wind_spread"] <= 1
