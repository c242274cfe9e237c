"""When a game ends (rules.md 7): last hand, busting, agari-yame / tenpai-yame, sudden-death extension."""

from __future__ import annotations

import pytest

from scoring.engine.ledger import apply, final_scores
from scoring.engine.records import Draw, Ron, Tsumo
from scoring.engine.rules import get_preset
from tests.ledger.helpers import at, direct, win

TENHOU = get_preset("tenhou")
WRC = get_preset("wrc")
EMA = get_preset("ema2016")

# South 4 = kyoku 7: seat 3 deals.
ALL_LAST = 7


def test_the_game_ends_after_south_4_when_someone_has_reached_30000() -> None:
    state = at(TENHOU, kyoku=ALL_LAST, scores=(35000, 25000, 20000, 20000))
    after = apply(state, Ron(discarder=2, wins=(win(1, 1, 30),)), TENHOU, direct)
    assert after.game_over and after.end_reason == "last hand"


def test_without_anyone_at_30000_the_game_goes_into_west() -> None:
    state = at(TENHOU, kyoku=ALL_LAST, scores=(29000, 26000, 25000, 20000))
    after = apply(state, Ron(discarder=2, wins=(win(1, 1, 30),)), TENHOU, direct)
    assert not after.game_over
    assert (after.round_wind, after.hand_number) == ("W", 1)


def test_in_west_the_first_hand_that_takes_anyone_to_30000_ends_the_game_even_on_a_dealer_repeat() -> None:
    state = at(TENHOU, kyoku=8, scores=(29000, 27000, 25000, 19000))
    after = apply(state, Draw(tenpai=(0, 1)), TENHOU, direct)  # seat 0 deals West 1: 29000 + 1500
    assert after.game_over and after.end_reason == "target reached"


def test_in_west_a_hand_leaving_everyone_below_30000_goes_on() -> None:
    state = at(TENHOU, kyoku=8, scores=(28000, 27000, 25000, 20000))
    after = apply(state, Draw(tenpai=(0, 1)), TENHOU, direct)  # 29500, 28500
    assert not after.game_over and after.kyoku == 8


def test_the_extension_ends_after_west_4_whatever_the_scores() -> None:
    state = at(TENHOU, kyoku=11, scores=(28000, 27000, 25000, 20000))
    after = apply(state, Draw(tenpai=(1, 2)), TENHOU, direct)  # seat 3 deals West 4 and is noten
    assert after.game_over and after.end_reason == "last hand"


def test_a_tonpuusen_ends_after_east_4() -> None:
    ruleset = TENHOU.replace(length="tonpuusen")
    state = at(ruleset, kyoku=3, scores=(35000, 25000, 20000, 20000))
    after = apply(state, Ron(discarder=2, wins=(win(1, 1, 30),)), ruleset, direct)
    assert after.game_over


def test_without_an_extension_the_game_ends_after_south_4_whatever_the_scores() -> None:
    state = at(WRC, kyoku=ALL_LAST)
    after = apply(state, Ron(discarder=2, wins=(win(1, 1, 30),)), WRC, direct)
    assert after.game_over


@pytest.mark.parametrize(
    ("scores", "over"),
    [
        ((30000, 26000, 24000, 20000), True),  # leading and at 30000 after the win
        ((20000, 36000, 24000, 20000), False),  # not leading: the dealer plays on
    ],
)
def test_agari_yame_ends_the_game_when_the_last_dealer_wins_into_the_lead(scores, over) -> None:
    # Seat 3 deals South 4 and wins 1 han 30 fu from seat 2: +1500.
    state = at(TENHOU, kyoku=ALL_LAST, scores=scores)
    after = apply(state, Ron(discarder=2, wins=(win(3, 4, 30),)), TENHOU, direct)  # dealer 11600
    assert after.game_over is over
    if over:
        assert after.end_reason == "agari-yame"


def test_tenpai_yame_ends_the_game_when_the_leading_last_dealer_is_tenpai() -> None:
    ruleset = TENHOU.replace(tenpai_yame=True)
    state = at(ruleset, kyoku=ALL_LAST, scores=(20000, 20000, 20000, 40000))
    after = apply(state, Draw(tenpai=(3,)), ruleset, direct)
    assert after.game_over and after.end_reason == "tenpai-yame"


def test_on_tenhou_a_leading_last_dealer_tenpai_at_a_draw_plays_on() -> None:
    # A real Tenhou log (South 4-1, ten="200,354,102,344"): only the dealer is tenpai and leads with
    # 37400, and South 4-2 is played.
    state = at(TENHOU, kyoku=ALL_LAST, honba=1, scores=(20000, 35400, 10200, 34400))
    after = apply(state, Draw(tenpai=(3,)), TENHOU, direct)
    assert after.scores == (19000, 34400, 9200, 37400)
    assert not after.game_over and (after.kyoku, after.honba) == (ALL_LAST, 2)


def test_without_agari_yame_the_leading_last_dealer_plays_on() -> None:
    ruleset = TENHOU.replace(agari_yame=False, tenpai_yame=False)
    state = at(ruleset, kyoku=ALL_LAST, scores=(20000, 20000, 20000, 40000))
    after = apply(state, Tsumo(win=win(3, 1, 30)), ruleset, direct)
    assert not after.game_over and after.kyoku == ALL_LAST


@pytest.mark.parametrize(
    ("busting", "loser_score", "over"),
    [
        ("below_zero", 3900, False),  # exactly 0 plays on (Tenhou)
        ("below_zero", 3800, True),
        ("zero_or_below", 3900, True),
        ("never", 100, False),
    ],
)
def test_busting_ends_the_game_by_the_rulesets_rule(busting, loser_score, over) -> None:
    ruleset = TENHOU.replace(busting=busting)
    state = at(ruleset, scores=(30000, 30000, loser_score, 40000 - loser_score))
    after = apply(state, Ron(discarder=2, wins=(win(1, 3, 30),)), ruleset, direct)
    assert after.game_over is over


def test_deposits_left_at_the_end_go_to_first_place_or_are_lost() -> None:
    state = at(TENHOU, kyoku=ALL_LAST, scores=(35000, 24000, 20000, 20000), deposits=1)
    after = apply(state, Draw(tenpai=(1,), riichi=(1,)), TENHOU, direct)
    assert after.game_over and after.deposits == 2
    assert final_scores(after, TENHOU) == (34000 + 2000, 24000 - 1000 + 3000, 19000, 19000)
    lost = TENHOU.replace(leftover_deposits="lost")
    assert final_scores(after, lost) == (34000, 26000, 19000, 19000)


@pytest.mark.parametrize(
    ("scores", "deposits", "ema", "seat_order"),
    [
        # EMA splits the uma of tied places, and so the sticks (rules.md 8); by seat order the earlier seat
        ((28500, 30500, 30500, 28500), 2, (28500, 31500, 31500, 28500), (28500, 32500, 30500, 28500)),
        ((30000, 30000, 30000, 30000), 2, (30500, 30500, 30500, 30500), (32000, 30000, 30000, 30000)),
        # three sharing one stick: 333 each, so that the tie (and the split uma) stays
        ((30000, 30000, 30000, 29000), 1, (30333, 30333, 30333, 29000), (31000, 30000, 30000, 29000)),
    ],
)
def test_leftover_deposits_on_equal_scores_are_split_where_ties_split_else_go_to_the_earlier_seat(
    scores, deposits, ema, seat_order
) -> None:  # type: ignore[no-untyped-def]
    by_seat = EMA.replace(ties="seat_order")
    for ruleset, expected in ((EMA, ema), (by_seat, seat_order)):
        state = at(ruleset, kyoku=ALL_LAST, scores=scores, deposits=deposits)
        after = apply(state, Draw(), ruleset, direct)
        assert final_scores(after, ruleset) == expected


def test_a_tonpuusen_without_anyone_at_30000_goes_into_south_and_ends_after_south_4() -> None:
    ruleset = TENHOU.replace(length="tonpuusen")
    state = at(ruleset, kyoku=3, scores=(29000, 26000, 25000, 20000))
    after = apply(state, Ron(discarder=2, wins=(win(1, 1, 30),)), ruleset, direct)
    assert not after.game_over and (after.round_wind, after.hand_number) == ("S", 1)
    last = apply(
        at(ruleset, kyoku=7, scores=(29000, 26000, 25000, 20000)), Draw(tenpai=(1, 2)), ruleset, direct
    )
    assert last.game_over and last.end_reason == "last hand"


def test_an_extension_of_two_winds_goes_on_into_north_and_ends_after_north_4() -> None:
    ruleset = TENHOU.replace(extension_winds=2)
    state = at(ruleset, kyoku=11, scores=(28000, 27000, 25000, 20000))
    after = apply(state, Draw(tenpai=(1, 2)), ruleset, direct)
    assert not after.game_over and (after.round_wind, after.hand_number) == ("N", 1)
    last = apply(
        at(ruleset, kyoku=15, scores=(28000, 27000, 25000, 20000)), Draw(tenpai=(1, 2)), ruleset, direct
    )
    assert last.game_over and last.end_reason == "last hand"
