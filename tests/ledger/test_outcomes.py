"""Each outcome of a hand, under each rule option of rules.md sections 6-7.

Expected points come from the payment rules and table of rules.md (e.g. 3 han 30 fu non-dealer ron
3900, dealer 5800; non-dealer tsumo 1000/2000; mangan 8000 / dealer 12000; yakuman 32000 / 48000).
Seat 0 is the dealer of East 1; scores start at the preset's start points unless given.
"""

from __future__ import annotations

import pytest

from scoring.engine.ledger import apply
from scoring.engine.records import Abort, Chombo, Draw, Ron, Tsumo
from scoring.engine.rules import get_preset
from tests.ledger.helpers import at, direct, win

TENHOU = get_preset("tenhou")
EMA = get_preset("ema2016")
WRC = get_preset("wrc")
SOUL = get_preset("mahjongsoul")


@pytest.mark.parametrize(
    ("record", "kyoku", "deltas"),
    [
        # non-dealer ron 3 han 30 fu = 3900
        (Ron(discarder=2, wins=(win(1, 3, 30),)), 0, (0, 3900, -3900, 0)),
        # dealer ron 3 han 30 fu = 5800
        (Ron(discarder=2, wins=(win(0, 3, 30),)), 0, (5800, 0, -5800, 0)),
        # non-dealer tsumo 3 han 30 fu = 1000/2000
        (Tsumo(win=win(1, 3, 30)), 0, (-2000, 4000, -1000, -1000)),
        # dealer tsumo 2 han 30 fu = 1000 all
        (Tsumo(win=win(0, 2, 30)), 0, (3000, -1000, -1000, -1000)),
        # mangan non-dealer ron 8000; the dealer of East 2 is seat 1
        (Ron(discarder=1, wins=(win(3, 5, 30),)), 1, (0, -8000, 0, 8000)),
        # 4 han 30 fu without kiriage: 7700
        (Ron(discarder=0, wins=(win(2, 4, 30),)), 0, (-7700, 0, 7700, 0)),
        # kazoe: 13 han is a yakuman on Tenhou, 32000 for a non-dealer ron
        (Ron(discarder=0, wins=(win(2, 13, 30),)), 0, (-32000, 0, 32000, 0)),
    ],
)
def test_a_win_moves_the_points_of_the_payment_table(record, kyoku, deltas) -> None:
    after = apply(at(TENHOU, kyoku=kyoku), record, TENHOU, direct)
    assert after.deltas == deltas
    assert after.scores == tuple(25000 + d for d in deltas)


def test_honba_adds_300_to_a_ron_and_100_per_payer_to_a_tsumo() -> None:
    ron = apply(at(TENHOU, honba=2), Ron(discarder=2, wins=(win(1, 1, 30),)), TENHOU, direct)
    assert ron.deltas == (0, 1600, -1600, 0)
    tsumo = apply(at(TENHOU, honba=2), Tsumo(win=win(1, 1, 30)), TENHOU, direct)
    # 1 han 30 fu non-dealer tsumo: 300/500, +200 each
    assert tsumo.deltas == (-700, 1700, -500, -500)
    assert (tsumo.wins[0].honba_points, tsumo.wins[0].sticks) == (600, 0)


def test_the_winner_takes_the_deposits_on_the_table_and_those_placed_this_hand() -> None:
    after = apply(
        at(TENHOU, deposits=2),
        Ron(discarder=2, wins=(win(1, 1, 30, yaku=("riichi",)),), riichi=(1, 3)),
        TENHOU,
        direct,
    )
    assert after.deltas == (0, 1000 + 4000, -1000, 0)
    assert after.scores == (25000, 25000 - 1000 + 5000, 24000, 24000)
    assert after.deposits == 0


def test_double_ron_on_tenhou_gives_honba_and_deposits_to_the_winner_nearest_the_discarder() -> None:
    # Discarder seat 2: seat 3 plays next, so seat 3 is nearest; seat 1 gets only the hand's value.
    record = Ron(discarder=2, wins=(win(1, 2, 30), win(3, 3, 30)))
    after = apply(at(TENHOU, honba=1, deposits=1), record, TENHOU, direct)
    assert after.deltas == (0, 2000, -2000 - 3900 - 300, 3900 + 300 + 1000)
    assert after.deposits == 0
    # each win says what of its gain were honba points and sticks (the entry preview shows them)
    taken = {w.winner: (w.honba_points, w.sticks) for w in after.wins}
    assert taken == {3: (300, 1), 1: (0, 0)}


def test_multiple_ron_with_honba_to_each_winner_pays_every_winner_the_honba() -> None:
    record = Ron(discarder=2, wins=(win(1, 2, 30), win(3, 3, 30)))
    after = apply(at(EMA, honba=1, deposits=1), record, EMA, direct)
    assert after.deltas == (0, 2300, -2300 - 4200, 4200 + 1000)
    assert {w.winner: (w.honba_points, w.sticks) for w in after.wins} == {3: (300, 1), 1: (300, 0)}


def test_triple_ron_is_paid_where_the_ruleset_pays_every_winner() -> None:
    record = Ron(discarder=0, wins=(win(1, 1, 30), win(2, 1, 30), win(3, 1, 30)))
    after = apply(at(SOUL), record, SOUL, direct)
    assert after.deltas == (-3000, 1000, 1000, 1000)
    assert after.kyoku == 1 and after.honba == 0


def test_triple_ron_on_tenhou_is_an_abortive_draw_the_dealer_keeps() -> None:
    after = apply(at(TENHOU, honba=1, deposits=1), Abort(reason="sanchahou"), TENHOU, direct)
    assert after.deltas == (0, 0, 0, 0)
    assert (after.kyoku, after.honba, after.deposits) == (0, 2, 1)


def test_a_dealer_among_double_ron_winners_keeps_the_seat() -> None:
    record = Ron(discarder=2, wins=(win(0, 1, 30), win(3, 1, 30)))
    after = apply(at(TENHOU), record, TENHOU, direct)
    assert (after.kyoku, after.honba) == (0, 1)


@pytest.mark.parametrize(
    ("tenpai", "deltas"),
    [
        ((1,), (-1000, 3000, -1000, -1000)),
        ((1, 2), (-1500, 1500, 1500, -1500)),
        ((0, 1, 2), (1000, 1000, 1000, -3000)),
        ((), (0, 0, 0, 0)),
        ((0, 1, 2, 3), (0, 0, 0, 0)),
    ],
)
def test_noten_payments_total_3000_from_noten_to_tenpai_players(tenpai, deltas) -> None:
    after = apply(at(TENHOU), Draw(tenpai=tenpai), TENHOU, direct)
    assert after.deltas == deltas
    assert after.honba == 1


@pytest.mark.parametrize(
    ("tenpai", "kyoku"),
    [((0,), 0), ((1,), 1), ((), 1)],
)
def test_at_a_draw_the_dealer_keeps_the_seat_only_when_tenpai(tenpai, kyoku) -> None:
    after = apply(at(TENHOU), Draw(tenpai=tenpai), TENHOU, direct)
    assert after.kyoku == kyoku
    assert after.honba == 1


def test_a_ruleset_repeating_only_on_a_dealer_win_passes_the_deal_on_a_tenpai_draw() -> None:
    ruleset = TENHOU.replace(dealer_repeat="win")
    after = apply(at(ruleset), Draw(tenpai=(0,)), ruleset, direct)
    assert (after.kyoku, after.honba) == (1, 1)


def test_nagashi_mangan_on_tenhou_is_a_mangan_tsumo_without_honba_and_the_deposits_stay() -> None:
    after = apply(at(TENHOU, honba=1, deposits=1), Draw(tenpai=(1,), nagashi=(2,)), TENHOU, direct)
    assert after.deltas == (-4000, -2000, 8000, -2000)
    assert (after.deposits, after.honba, after.kyoku) == (1, 2, 1)


def test_nagashi_mangan_with_honba_adds_the_honba_like_a_tsumo() -> None:
    ruleset = TENHOU.replace(nagashi_honba=True)
    after = apply(at(ruleset, honba=1), Draw(nagashi=(2,)), ruleset, direct)
    assert after.deltas == (-4100, -2100, 8300, -2100)


def test_a_dealer_nagashi_mangan_is_paid_4000_by_each() -> None:
    after = apply(at(TENHOU), Draw(tenpai=(0,), nagashi=(0,)), TENHOU, direct)
    assert after.deltas == (12000, -4000, -4000, -4000)
    assert after.kyoku == 0


@pytest.mark.parametrize("reason", ["kyuushu", "suufon", "suukaikan", "sanchahou"])
def test_an_abortive_draw_keeps_the_dealer_adds_a_honba_and_leaves_the_deposits(reason) -> None:
    after = apply(at(TENHOU, deposits=2), Abort(reason=reason), TENHOU, direct)
    assert (after.kyoku, after.honba, after.deposits, after.deltas) == (0, 1, 2, (0, 0, 0, 0))


def test_four_riichi_abort_takes_all_four_deposits() -> None:
    after = apply(at(TENHOU), Abort(reason="suucha_riichi", riichi=(0, 1, 2, 3)), TENHOU, direct)
    assert after.deposits == 4
    assert after.scores == (24000, 24000, 24000, 24000)


def test_pao_on_tsumo_makes_the_liable_player_pay_the_whole_yakuman_and_the_honba() -> None:
    after = apply(at(TENHOU, honba=1), Tsumo(win=win(1, yaku=("daisangen",), pao=3)), TENHOU, direct)
    assert after.deltas == (0, 32300, 0, -32300)


def test_pao_on_ron_splits_the_yakuman_between_liable_player_and_discarder() -> None:
    # As recorded in shared/data/tenhou6/pao.json (South 3): 32000 split 16000 / 16000.
    after = apply(
        at(TENHOU, kyoku=2), Ron(discarder=2, wins=(win(1, yaku=("daisangen",), pao=3),)), TENHOU, direct
    )
    assert after.deltas == (0, 32000, -16000, -16000)


def test_pao_on_ron_leaves_the_honba_to_the_liable_player() -> None:
    after = apply(
        at(TENHOU, honba=2), Ron(discarder=2, wins=(win(1, yaku=("daisangen",), pao=3),)), TENHOU, direct
    )
    assert after.deltas == (0, 32600, -16000, -16600)


def test_pao_on_tenhou_covers_the_whole_hand_even_with_a_second_yakuman() -> None:
    # daisangen (liable seat 3) + tsuuiisou by tsumo: seat 3 pays the double yakuman alone.
    record = Tsumo(win=win(1, yaku=("daisangen", "tsuuiisou"), pao=3))
    after = apply(at(TENHOU), record, TENHOU, direct)
    assert after.deltas == (0, 64000, 0, -64000)


def test_pao_limited_to_its_yakuman_leaves_the_other_yakuman_paid_as_usual() -> None:
    ruleset = TENHOU.replace(pao_scope="yakuman")
    record = Tsumo(win=win(1, yaku=("daisangen", "tsuuiisou"), pao=3))
    after = apply(at(ruleset), record, ruleset, direct)
    assert after.deltas == (-16000, 64000, -8000, -8000 - 32000)
    ron = Ron(discarder=2, wins=(win(1, yaku=("daisangen", "tsuuiisou"), pao=3),))
    # ron: 32000 for daisangen split 16000/16000, the other 32000 from the discarder
    assert apply(at(ruleset), ron, ruleset, direct).deltas == (0, 64000, -48000, -16000)


def test_chombo_as_reverse_mangan_pays_8000_and_replays_the_hand() -> None:
    ruleset = TENHOU.replace(chombo="reverse_mangan")
    after = apply(at(ruleset, honba=1, deposits=1), Chombo(offender=2), ruleset, direct)
    assert after.deltas == (4000, 2000, -8000, 2000)
    assert (after.kyoku, after.honba, after.deposits) == (0, 1, 1)


def test_a_dealer_chombo_as_reverse_mangan_pays_4000_to_each() -> None:
    ruleset = TENHOU.replace(chombo="reverse_mangan")
    after = apply(at(ruleset), Chombo(offender=0), ruleset, direct)
    assert after.deltas == (-12000, 4000, 4000, 4000)


def test_chombo_as_a_penalty_leaves_the_table_scores_and_is_deducted_from_the_game_points() -> None:
    after = apply(at(WRC), Chombo(offender=1, riichi=(1,)), WRC, direct)
    assert after.scores == (30000, 30000, 30000, 30000)
    assert after.penalties == (0.0, -20.0, 0.0, 0.0)
    assert (after.kyoku, after.honba, after.deposits) == (0, 0, 0)


def test_a_non_dealer_win_passes_the_deal_and_resets_the_honba() -> None:
    after = apply(at(TENHOU, honba=3), Tsumo(win=win(2, 1, 30)), TENHOU, direct)
    assert (after.kyoku, after.honba) == (1, 0)
    assert (after.round_wind, after.hand_number, after.dealer) == ("E", 2, 1)


def test_a_dealer_win_keeps_the_seat_and_adds_a_honba() -> None:
    after = apply(at(TENHOU, kyoku=5, honba=3), Tsumo(win=win(1, 1, 30)), TENHOU, direct)
    assert (after.kyoku, after.honba, after.label) == (5, 4, "S2-4")


def test_nagashi_mangan_can_take_the_deposits_where_the_ruleset_says_so() -> None:
    ruleset = TENHOU.replace(nagashi_takes_deposits=True)
    after = apply(at(ruleset, deposits=2), Draw(nagashi=(2,)), ruleset, direct)
    assert after.deltas == (-4000, -2000, 8000 + 2000, -2000)
    assert after.deposits == 0


def test_honba_and_deposit_values_come_from_the_ruleset() -> None:
    ruleset = TENHOU.replace(honba_value=1500, riichi_deposit=2000)
    after = apply(
        at(ruleset, honba=1, deposits=1),
        Ron(discarder=2, wins=(win(1, 1, 30),), riichi=(3,)),
        ruleset,
        direct,
    )
    assert after.deltas == (0, 1000 + 1500 + 2 * 2000, -1000 - 1500, 0)
    assert after.scores[3] == 23000
