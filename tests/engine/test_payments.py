"""Payments against the published riichi score table (values typed in from the standard table)."""

import pytest

from scoring.engine.payments import base_points, pao_win_deltas, raw_deltas, win_deltas
from scoring.engine.presets import get_preset
from scoring.engine.rules import Ruleset

NO_KIRIAGE = Ruleset(kiriage=False)
KIRIAGE = Ruleset(kiriage=True)

# Published table, rows "han fu": non-dealer ron, dealer ron,
# non-dealer tsumo (others/dealer), dealer tsumo (each).
# Without kiriage. "-" cells of the printed table (impossible shapes) are left out.
TABLE = """
1 30 1000 1500 300/500 500
1 40 1300 2000 400/700 700
1 50 1600 2400 400/800 800
1 60 2000 2900 500/1000 1000
1 70 2300 3400 600/1200 1200
1 80 2600 3900 700/1300 1300
1 90 2900 4400 800/1500 1500
1 100 3200 4800 800/1600 1600
1 110 3600 5300 - -
2 20 - - 400/700 700
2 25 1600 2400 - -
2 30 2000 2900 500/1000 1000
2 40 2600 3900 700/1300 1300
2 50 3200 4800 800/1600 1600
2 60 3900 5800 1000/2000 2000
2 70 4500 6800 1200/2300 2300
2 80 5200 7700 1300/2600 2600
2 90 5800 8700 1500/2900 2900
2 100 6400 9600 1600/3200 3200
2 110 7100 10600 1800/3600 3600
3 20 - - 700/1300 1300
3 25 3200 4800 800/1600 1600
3 30 3900 5800 1000/2000 2000
3 40 5200 7700 1300/2600 2600
3 50 6400 9600 1600/3200 3200
3 60 7700 11600 2000/3900 3900
3 70 8000 12000 2000/4000 4000
3 80 8000 12000 2000/4000 4000
3 90 8000 12000 2000/4000 4000
3 100 8000 12000 2000/4000 4000
3 110 8000 12000 2000/4000 4000
4 20 - - 1300/2600 2600
4 25 6400 9600 1600/3200 3200
4 30 7700 11600 2000/3900 3900
4 40 8000 12000 2000/4000 4000
4 50 8000 12000 2000/4000 4000
4 60 8000 12000 2000/4000 4000
4 70 8000 12000 2000/4000 4000
4 80 8000 12000 2000/4000 4000
4 90 8000 12000 2000/4000 4000
4 100 8000 12000 2000/4000 4000
4 110 8000 12000 2000/4000 4000
5 20 - - 2000/4000 4000
5 25 8000 12000 2000/4000 4000
5 30 8000 12000 2000/4000 4000
5 110 8000 12000 2000/4000 4000
6 25 12000 18000 3000/6000 6000
6 30 12000 18000 3000/6000 6000
7 40 12000 18000 3000/6000 6000
8 30 16000 24000 4000/8000 8000
9 25 16000 24000 4000/8000 8000
10 50 16000 24000 4000/8000 8000
11 30 24000 36000 6000/12000 12000
12 40 24000 36000 6000/12000 12000
"""


def _rows():
    for line in TABLE.strip().splitlines():
        han, fu, ron, dealer_ron, tsumo, dealer_tsumo = line.split()
        yield int(han), int(fu), ron, dealer_ron, tsumo, dealer_tsumo


def _deltas(han, fu, ruleset, *, winner, discarder):
    base, _ = base_points(han, fu, ruleset)
    return raw_deltas(base=base, winner=winner, discarder=discarder)


@pytest.mark.parametrize(("han", "fu", "ron", "dealer_ron", "tsumo", "dealer_tsumo"), list(_rows()))
def test_it_pays_the_published_table_without_kiriage(han, fu, ron, dealer_ron, tsumo, dealer_tsumo):
    if ron != "-":
        assert _deltas(han, fu, NO_KIRIAGE, winner="S", discarder="W") == {
            "E": 0,
            "S": int(ron),
            "W": -int(ron),
            "N": 0,
        }
        assert _deltas(han, fu, NO_KIRIAGE, winner="E", discarder="N")["N"] == -int(dealer_ron)
    if tsumo != "-":
        others, dealer = (int(x) for x in tsumo.split("/"))
        assert _deltas(han, fu, NO_KIRIAGE, winner="W", discarder=None) == {
            "E": -dealer,
            "S": -others,
            "W": 2 * others + dealer,
            "N": -others,
        }
        each = int(dealer_tsumo)
        assert _deltas(han, fu, NO_KIRIAGE, winner="E", discarder=None) == {
            "E": 3 * each,
            "S": -each,
            "W": -each,
            "N": -each,
        }


@pytest.mark.parametrize(("han", "fu", "ron", "dealer_ron", "tsumo", "dealer_tsumo"), list(_rows()))
def test_kiriage_changes_only_4_han_30_fu_and_3_han_60_fu(han, fu, ron, dealer_ron, tsumo, dealer_tsumo):
    rounded_up = (han, fu) in ((4, 30), (3, 60))
    if ron != "-":
        expected = 8000 if rounded_up else int(ron)
        assert _deltas(han, fu, KIRIAGE, winner="S", discarder="W")["S"] == expected
        expected_dealer = 12000 if rounded_up else int(dealer_ron)
        assert _deltas(han, fu, KIRIAGE, winner="E", discarder="W")["E"] == expected_dealer
    if tsumo != "-":
        others, dealer = (int(x) for x in tsumo.split("/"))
        if rounded_up:
            others, dealer = 2000, 4000
        got = _deltas(han, fu, KIRIAGE, winner="N", discarder=None)
        assert (got["S"], got["E"]) == (-others, -dealer)


@pytest.mark.parametrize(
    ("han", "fu", "limit"),
    [
        (5, 20, "mangan"),
        (4, 40, "mangan"),
        (3, 70, "mangan"),
        (6, 30, "haneman"),
        (7, 30, "haneman"),
        (8, 30, "baiman"),
        (10, 30, "baiman"),
        (11, 30, "sanbaiman"),
        (12, 30, "sanbaiman"),
        (3, 60, None),
        (4, 30, None),
        (2, 110, None),
    ],
)
def test_it_names_the_limit(han, fu, limit):
    assert base_points(han, fu, NO_KIRIAGE)[1] == limit


def test_counted_yakuman_is_yakuman_or_sanbaiman_by_rule():
    assert base_points(13, 30, Ruleset(kazoe_yakuman=True)) == (8000, "yakuman")
    assert base_points(13, 30, Ruleset(kazoe_yakuman=False)) == (6000, "sanbaiman")
    assert base_points(20, 30, get_preset("wrc")) == (6000, "sanbaiman")


@pytest.mark.parametrize(
    ("multiplier", "ron", "dealer_ron", "limit"),
    [(1, 32000, 48000, "yakuman"), (2, 64000, 96000, "double_yakuman"), (3, 96000, 144000, "triple_yakuman")],
)
def test_yakuman_multiples_pay_8000_base_each(multiplier, ron, dealer_ron, limit):
    base, name = base_points(0, 0, NO_KIRIAGE, yakuman_multiplier=multiplier)
    assert name == limit
    assert raw_deltas(base=base, winner="S", discarder="E")["S"] == ron
    assert raw_deltas(base=base, winner="E", discarder="S")["E"] == dealer_ron


def test_a_ron_adds_300_per_honba_from_the_discarder_and_the_deposits():
    base, _ = base_points(3, 30, NO_KIRIAGE)
    got = win_deltas(base=base, winner="S", discarder="N", honba=2, deposits=3, ruleset=NO_KIRIAGE)
    assert got == {"E": 0, "S": 3900 + 600 + 3000, "W": 0, "N": -(3900 + 600)}


def test_a_tsumo_adds_100_per_honba_from_each_payer():
    base, _ = base_points(1, 30, NO_KIRIAGE)
    got = win_deltas(base=base, winner="W", discarder=None, honba=1, deposits=1, ruleset=NO_KIRIAGE)
    assert got == {"E": -600, "S": -400, "W": 1100 + 300 + 1000, "N": -400}


def test_honba_value_comes_from_the_ruleset():
    rules = Ruleset(honba_value=1500)
    base, _ = base_points(1, 30, rules)
    got = win_deltas(base=base, winner="S", discarder=None, honba=1, ruleset=rules)
    assert got["E"] == -(500 + 500) and got["W"] == -(300 + 500)


@pytest.mark.parametrize("winner", ["E", "S", "W", "N"])
@pytest.mark.parametrize("discarder", [None, "E", "S", "W", "N"])
def test_payments_balance_apart_from_the_deposits(winner, discarder):
    if winner == discarder:
        return
    base, _ = base_points(2, 40, NO_KIRIAGE)
    got = win_deltas(base=base, winner=winner, discarder=discarder, honba=3, deposits=2, ruleset=NO_KIRIAGE)
    assert sum(got.values()) == 2000


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"winner": "X", "discarder": None}, "winner"),
        ({"winner": "E", "discarder": "E"}, "discarder"),
        ({"winner": "E", "discarder": "Q"}, "discarder"),
    ],
)
def test_it_refuses_impossible_seats(kwargs, message):
    with pytest.raises(ValueError, match=message):
        raw_deltas(base=1000, **kwargs)


def test_it_refuses_zero_han_and_tiny_fu():
    with pytest.raises(ValueError, match="han"):
        base_points(0, 30, NO_KIRIAGE)
    with pytest.raises(ValueError, match="fu"):
        base_points(1, 10, NO_KIRIAGE)


def test_pao_on_a_tsumo_puts_the_whole_liable_part_on_the_liable_player():
    rules = get_preset("tenhou")
    got = pao_win_deltas(
        base=8000, yakuman=1, winner="S", discarder=None, liable="W", honba=1, deposits=1, ruleset=rules
    )
    assert got == {"E": 0, "S": 32000 + 300 + 1000, "W": -32300, "N": 0}


def test_pao_on_a_ron_by_a_third_player_is_split_half_and_half_honba_to_the_liable():
    rules = get_preset("tenhou")
    got = pao_win_deltas(base=8000, yakuman=1, winner="S", discarder="N", liable="W", honba=2, ruleset=rules)
    assert got == {"E": 0, "S": 32600, "W": -16600, "N": -16000}


def test_pao_of_one_yakuman_in_a_double_leaves_the_other_paid_as_usual():
    rules = get_preset("tenhou").replace(pao_scope="yakuman")
    got = pao_win_deltas(base=16000, yakuman=2, winner="S", discarder=None, liable="W", ruleset=rules)
    # liable: the daisangen part, 8000/16000 from everyone -> 32000; the rest by the usual tsumo split
    assert got == {"E": -16000, "S": 64000, "W": -32000 - 8000, "N": -8000}


def test_pao_when_the_liable_player_deals_in_is_an_ordinary_ron():
    rules = get_preset("tenhou")
    got = pao_win_deltas(base=8000, yakuman=1, winner="S", discarder="W", liable="W", ruleset=rules)
    assert got == {"E": 0, "S": 32000, "W": -32000, "N": 0}
