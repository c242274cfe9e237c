"""Placements and final points (rules.md 8); expected values worked out by hand from the rules."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.engine.placement import final_points, placements
from scoring.engine.rules import get_preset

TENHOU = get_preset("tenhou")
EMA = get_preset("ema2016")


def test_tenhou_rounds_places_2_to_4_and_gives_first_minus_their_sum() -> None:
    # The owari of mjlog 2014050912gm-0041-0000-5b9bd6a8: 210,-19.0,19,-48.0,379,18.0,392,49.0
    assert final_points((21000, 1900, 37900, 39200), TENHOU) == (-19.0, -48.0, 18.0, 49.0)


def test_the_2009_lobby_uma_reproduces_its_recorded_points() -> None:
    # mjlog 2009071823gm-0041-0000-ff3a2214 owari: 411,41,373,12,140,-21,76,-32 (uma 10/5/-5/-10)
    old = TENHOU.replace(uma=(10.0, 5.0, -5.0, -10.0))
    assert final_points((41100, 37300, 14000, 7600), old) == (41.0, 12.0, -21.0, -32.0)


def test_tenhou_rounds_a_negative_score_half_away_from_zero_as_a_real_log_does() -> None:
    # mjlog owari "269,-13,292,9,514,62,-75,-58" (dnovikoff/tenhou test_data bug3.xml): -7500 counts
    # as -8 thousand, so fourth place is -38 - 20 = -58.
    assert final_points((26900, 29200, 51400, -7500), TENHOU) == (-13.0, 9.0, 62.0, -58.0)


def test_tenhou_rounds_a_positive_half_up_as_real_logs_do() -> None:
    # mjlog owari "385,19,501,60,-86,-59,200,-20" (bug7.xml): 38500 counts as 39 thousand: 9 + 10 = 19.
    assert final_points((38500, 50100, -8600, 20000), TENHOU) == (19.0, 60.0, -59.0, -20.0)
    # mjlog owari "778,88,24,-48,165,-3,33,-37" (bug8.xml): 16500 counts as 17: -13 + 10 = -3.
    assert final_points((77800, 2400, 16500, 3300), TENHOU) == (88.0, -48.0, -3.0, -37.0)


@pytest.mark.parametrize(
    ("scores", "points"),
    [
        # rules.md 8: -5.5 -> -5 (24500 counts as 25), +1.5 -> +2 (31500 counts as 32)
        ((50000, 31500, 24500, -6000), (59.0, 12.0, -15.0, -56.0)),
        # 31400 counts as 31, 24600 as 25, -6400 as -6
        ((50400, 31400, 24600, -6400), (60.0, 11.0, -15.0, -56.0)),
    ],
)
def test_tenhou_rounds_the_score_to_thousands_before_uma(scores, points) -> None:
    assert final_points(scores, TENHOU) == points


def test_newer_tenhou_results_without_rounding_keep_one_decimal() -> None:
    # tenhou.net/6 2022081114gm-00a9-0000-e26f7fe0 sc: 11100 -28.9, 27900 7.9, 67900 77.9, -6900 -56.9
    unrounded = TENHOU.replace(final_rounding="none")
    assert final_points((11100, 27900, 67900, -6900), unrounded) == pytest.approx((-28.9, 7.9, 77.9, -56.9))


def test_equal_scores_rank_by_initial_seat_on_tenhou() -> None:
    ruleset = TENHOU.replace(final_rounding="none")
    result = placements((20000, 30000, 20000, 30000), ruleset)
    assert [(p.seat, p.place) for p in result] == [(1, 1), (3, 2), (0, 3), (2, 4)]
    assert final_points((20000, 30000, 20000, 30000), ruleset) == (-20.0, 40.0, -30.0, 10.0)


def test_equal_scores_split_the_uma_of_their_places_under_split_ties() -> None:
    # EMA: 30000 start and return, uma 15/5/-5/-15; two share (15+5)/2, two share (-5-15)/2.
    result = placements((30000, 20000, 30000, 40000), EMA)
    assert [(p.seat, p.place, p.points) for p in result] == [
        (3, 1, 25.0),
        (0, 2, 0.0),
        (2, 2, 0.0),
        (1, 4, -25.0),
    ]


def test_a_three_way_tie_splits_three_places() -> None:
    assert final_points((35000, 35000, 35000, 15000), EMA) == (10.0, 10.0, 10.0, -30.0)


def test_floating_uma_picks_the_uma_by_how_many_end_at_or_above_the_start() -> None:
    ruleset = EMA.replace(
        floating_uma=(
            (1, (12.0, -1.0, -3.0, -8.0)),
            (2, (8.0, 4.0, -4.0, -8.0)),
            (3, (8.0, 3.0, 1.0, -12.0)),
        )
    )
    # One player at or above 30000: uma 12/-1/-3/-8.
    assert final_points((45000, 26000, 25000, 24000), ruleset) == (27.0, -5.0, -8.0, -14.0)
    # Three players at or above 30000.
    assert final_points((31000, 30000, 30000, 9000), ruleset) == (9.0, 2.0, 2.0, -33.0)


def test_penalties_are_added_after_uma() -> None:
    points = final_points((40000, 30000, 30000, 20000), EMA, penalties=(0, -20, 0, 0))
    assert points == (25.0, -20.0, 0.0, -25.0)


def test_a_finished_game_is_placed_with_its_leftover_deposits_and_penalties() -> None:
    from scoring.engine.ledger import apply, initial_state
    from scoring.engine.placement import game_placements
    from scoring.engine.records import Chombo, Draw

    wrc = get_preset("wrc")
    state = initial_state(wrc, kyoku=7, deposits=1)
    state = apply(state, Chombo(offender=2), wrc)
    state = apply(state, Draw(tenpai=(0,)), wrc)  # seat 3 deals South 4 and is noten: the game ends
    assert state.game_over
    result = game_placements(state, wrc)
    # WRC: leftover deposits are lost; 33000, 29000, 29000, 29000; ties split (5-5-15)/3 = -5
    assert [(p.seat, p.score, p.points) for p in result] == [
        (0, 33000, 18.0),
        (1, 29000, -6.0),
        (2, 29000, -26.0),
        (3, 29000, -6.0),
    ]


def test_a_three_way_split_that_does_not_divide_gives_the_odd_thousandth_to_the_first_seat() -> None:
    # Uma 20/10/-10/-20, no oka, 30000 start and return: three tie on top and share 20 + 10 - 10 = 20.
    ruleset = EMA.replace(uma=(20.0, 10.0, -10.0, -20.0))
    points = final_points((35000, 35000, 35000, 15000), ruleset)
    # 5 + 20/3 each, to the thousandth: East (first by seat) takes the odd one; the table sums to 0.
    assert points == (11.667, 11.667, 11.666, -35.0)
    assert sum(Decimal(repr(p)) for p in points) == 0


@given(
    scores=st.lists(st.sampled_from([15000, 25000, 30000, 35000, 40000]), min_size=3, max_size=3),
    uma=st.lists(st.integers(0, 300).map(lambda k: k / 10), min_size=2, max_size=2).map(sorted),
)
def test_split_ties_keep_the_table_at_zero_to_the_thousandth(scores: list[int], uma: list[float]) -> None:
    # Few score values, so that ties are frequent; the uma is made to sum to zero, oka 0, start = return.
    four = [*scores, 4 * 30000 - sum(scores)]
    ruleset = EMA.replace(uma=(uma[1], uma[0], -uma[0], -uma[1]))
    points = final_points(four, ruleset)
    assert sum(Decimal(repr(p)).quantize(Decimal("0.001")) for p in points) == 0
