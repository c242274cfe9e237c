"""Record files are outside input: numbers that are infinite, NaN, fractional or absurdly large, and
rounds or results of the wrong shape, are refused with a ValueError naming where they are (the site
shows it as a 400 on `content`), never an OverflowError, AttributeError or a silently truncated
number. A round whose result cannot be read is skipped with its real label and starting state, so
the reason reaches the user instead of "starts at round 1, not at the start of a game"."""

from __future__ import annotations

import copy
import json
import re
from typing import Any

import pytest

from scoring.engine.importers.gamejson import GameFormatError, game_from_json
from scoring.engine.importers.mjlog import parse_mjlog
from scoring.engine.importers.tenhou6 import parse_tenhou6

DRAW = ["流局", [0, 0, 0, 0]]


def _round(result: list[Any] | None = None, **changes: Any) -> list[Any]:
    """One East 1 round with no play (everyone noten at the draw), with entries replaced by index."""
    data: list[Any] = [[0, 0, 0], [25000, 25000, 25000, 25000], [], [], *([[], [], []] * 4), result or DRAW]
    for index, value in changes.items():
        data[int(index.lstrip("_"))] = value
    return data


# Seat 0 has a complete hand after one draw (123m 456m 789m 123p 5p + 5p) and wins by tsumo.
WIN_HAND = [11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 23, 25]


def _win(info: list[Any], deltas: Any = None) -> list[Any]:
    data = _round(["和了", deltas if deltas is not None else [4000, -2000, -1000, -1000], info])
    data[4], data[5] = WIN_HAND, [25]
    return data


TSUMO = [0, 0, 0, "30符1飜1000-2000点", "門前清自摸和(1飜)"]


def _skip(doc: dict[str, Any]) -> str:
    hand = parse_tenhou6(doc).hands[0]
    assert hand.record is None
    assert hand.skip_reason is not None
    return hand.skip_reason


def test_the_test_round_itself_is_read() -> None:
    assert parse_tenhou6({"log": [_round()]}).hands[0].record is not None
    assert parse_tenhou6({"log": [_win(TSUMO)]}).hands[0].record is not None


@pytest.mark.parametrize("value", [float("inf"), float("-inf"), float("nan"), 1e300, 10**30, 1.5, "5", True])
def test_a_draw_delta_that_is_no_real_whole_number_is_named(value: Any) -> None:
    reason = _skip({"log": [_round(["流局", [value, 0, 0, 0]])]})
    assert reason.startswith("cannot read the round: 流局[0] (deltas): ")


def test_the_testers_record_with_1e400_is_refused_not_an_overflow() -> None:
    # json.loads reads 1e400 as float("inf"); int(inf) raised OverflowError (a 500 on the site).
    text = (
        '{"log":[[[0,0,0],[25000,25000,25000,25000],[],[],[],[],[],[],[],[],[],[],[],[],[],[],'
        '["流局",[1e400,0,0,0]]]]}'
    )
    reason = _skip(json.loads(text))
    assert "must be a whole number, got inf" in reason


@pytest.mark.parametrize(
    ("changes", "where"),
    [
        ({"_0": [0, 0]}, "log[0][0]: must be [kyoku, honba, deposits]"),
        ({"_0": [float("inf"), 0, 0]}, "log[0][0][0] (kyoku): must be a whole number, got inf"),
        ({"_0": [0, 10**30, 0]}, "log[0][0][1] (honba): 1000000000000000000000000000000 is outside 0..999"),
        ({"_0": [0, 0, -1]}, "log[0][0][2] (deposits): -1 is outside 0..999"),
        ({"_0": [99, 0, 0]}, "log[0][0][0] (kyoku): 99 is outside 0..15"),
        (
            {"_1": [25000, 25000, 25000, 25000.5]},
            "log[0][1][3] (scores): must be a whole number, got 25000.5",
        ),
        (
            {"_1": [25000, 25000, 25000, float("nan")]},
            "log[0][1][3] (scores): must be a whole number, got nan",
        ),
        ({"_1": [25000, 25000, 25000]}, "log[0][1] (scores): must be a list of four whole numbers"),
        ({"_2": [float("inf")]}, "log[0][2] (dora indicators): inf is not a tile code"),
        ({"_3": "x"}, "log[0][3] (ura indicators): must be a list of tile codes"),
        ({"_16": []}, "log[0][16]: the result must be a list starting with its name"),
        ({"_16": [5]}, "log[0][16]: the result must be a list starting with its name"),
    ],
)
def test_a_round_header_or_result_of_the_wrong_shape_refuses_the_record(
    changes: dict[str, Any], where: str
) -> None:
    with pytest.raises(ValueError, match=re.escape(where)):
        parse_tenhou6({"log": [_round(**changes)]})


def test_a_round_of_the_wrong_length_is_refused() -> None:
    with pytest.raises(ValueError, match=re.escape("log[0]: a round must have 17 entries")):
        parse_tenhou6({"log": [_round()[:5]]})


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        (_round(["和了"]), "和了 (win): the name must be followed by the deltas and the win details"),
        (_round(["和了", [0, 0, 0, 0]]), "和了 (win): the name must be followed by the deltas"),
        (_win([9, 9, 9, "30符1飜1000点", "立直(1飜)"]), "和了 (win): winner seat: 9 is outside 0..3"),
        (_win([0, 1e400, 0, "30符1飜1000点"]), "和了 (win): from seat: must be a whole number, got inf"),
        (_win([0, 0, 0.5, "30符1飜1000点"]), "和了 (win): liable seat: must be a whole number, got 0.5"),
        (_win([0, 0, 0]), "和了 (win): the win details must be a list [winner, from, liable, points text"),
        (_win("x"), "和了 (win): the win details must be a list"),
        (_win([0, 0, 0, 7700]), "和了 (win): the points and yaku must be texts"),
        (_win([0, 0, 0, "9" * 50 + "符1飜1000点"]), "not a Tenhou points text"),
        (_win(TSUMO, [float("inf"), 0, 0, 0]), "和了 (win)[0] (deltas): must be a whole number, got inf"),
    ],
)
def test_a_malformed_win_names_the_problem_and_keeps_the_rounds_label_and_start(
    data: list[Any], problem: str
) -> None:
    hand = parse_tenhou6({"log": [data]}).hands[0]
    assert hand.record is None
    assert problem in (hand.skip_reason or "")
    # The hand still says where it starts, so the site reports the problem, not "starts at round 1".
    assert (hand.label, hand.kyoku, hand.honba, hand.deposits) == ("E1-0", 0, 0, 0)
    assert hand.scores == (25000, 25000, 25000, 25000)


@pytest.mark.parametrize(
    ("seat_entry", "value", "problem"),
    [
        (4, [11, float("inf")], "seat 0 dealt tiles: inf is not a tile code"),
        (4, [11, 99], "tile code 99 is not a tenhou.net/6 tile"),
        (4, "11", "seat 0 dealt tiles: must be a list"),
        (5, [1.5], "seat 0 draws: 1.5 is not a tile code"),
        (5, ["c1e400"], "call 'c1e400': not tile codes around one letter"),
        (5, ["k11111111"], "seat 0 draws: 'k11111111' is not a chi, pon or open kan"),
        (5, ["p1111"], "call 'p1111': has 2 tiles, not 3"),
        (6, [None], "seat 0 discards: None is not a tile code"),
        (6, [{"x": 1}], "seat 0 discards: {'x': 1} is not a tile code"),
        (6, ["r1e400"], "seat 0 riichi discard 'r1e400': not 'r' and a tile code"),
        (6, ["c111111"], "seat 0 discards: 'c111111' is not an added or closed kan"),
    ],
)
def test_a_malformed_tile_stream_is_named_never_an_attribute_error(
    seat_entry: int, value: Any, problem: str
) -> None:
    data = _round()
    data[4], data[5], data[6] = [11, 12], [13], [13]
    data[seat_entry] = value
    assert problem in _skip({"log": [data]})


def test_final_scores_that_are_not_finite_are_refused() -> None:
    sc: list[Any] = [25000, 0.0, 25000, 0.0, 25000, 0.0, 25000, 0.0]
    for index, value in ((0, float("inf")), (1, float("nan")), (2, 25000.5), (3, 1e300)):
        bad = copy.copy(sc)
        bad[index] = value
        with pytest.raises(ValueError, match=re.escape(f"sc[{index}]")):
            parse_tenhou6({"log": [_round()], "sc": bad})


# --- mjlog ---

MJLOG_HEAD = '<mjloggm ver="2.3"><GO type="169" lobby="0"/><TAIKYOKU oya="0"/>'
INIT = '<INIT seed="0,0,0,2,4,72" ten="250,250,250,250" oya="0" hai0="" hai1="" hai2="" hai3=""/>'
RYUUKYOKU = '<RYUUKYOKU ba="0,0" sc="250,0,250,0,250,0,250,0"/>'


def _mjlog(*tags: str) -> str:
    return MJLOG_HEAD + "".join(tags) + "</mjloggm>"


def test_the_mjlog_test_record_itself_is_read() -> None:
    assert parse_mjlog(_mjlog(INIT, RYUUKYOKU)).hands[0].record is not None


SC = 'sc="250,0,250,0,250,0,250,0"'


def _init(seed: str = "0,0,0,2,4,72", ten: str = "250,250,250,250") -> str:
    return INIT.replace("0,0,0,2,4,72", seed).replace("250,250,250,250", ten)


def _agari(**attrs: str) -> str:
    """A ron of seat 0 on seat 1, attributes replaced by keyword."""
    values = {"who": "0", "fromWho": "1", "hai": "0", "machi": "0", "ten": "30,1000,0", "yaku": "0,1"}
    values.update(attrs)
    return "<AGARI " + " ".join(f'{k}="{v}"' for k, v in values.items()) + f" {SC}/>"


@pytest.mark.parametrize(
    ("tags", "problem"),
    [
        ((_init(seed="0,0"), RYUUKYOKU), "INIT seed: must be 6 numbers, got 2"),
        ((_init(seed="1e400,0,0,2,4,72"), RYUUKYOKU), "INIT seed: '1e400' is not a whole"),
        ((_init(ten="inf,250,250,250"), RYUUKYOKU), "INIT ten: 'inf' is not a whole"),
        ((_init(ten="99999999999,250,250,250"), RYUUKYOKU), "INIT ten: 99999999999 is outside"),
        ((_init(ten="250,250,250"), RYUUKYOKU), "INIT ten: must be 4 numbers, got 3"),
        ((INIT, '<REACH who="9" step="2"/>', RYUUKYOKU), "REACH who: 9 is outside 0..3"),
        ((INIT, '<REACH who="0" step="x"/>', RYUUKYOKU), "REACH step: must be 1 or 2, got 'x'"),
        ((INIT, '<N who="0" m="99999999999"/>', RYUUKYOKU), "N m: 99999999999 is outside 0..65535"),
        ((INIT, "<D999/>", RYUUKYOKU), "discard D999: 999 is outside 0..135"),
        ((INIT, RYUUKYOKU.replace(SC, 'sc="250,0"')), "RYUUKYOKU sc: must be 8 numbers"),
        (
            (INIT, RYUUKYOKU.replace("/>", ' owari="250,inf,250,0,250,0,250,0"/>')),
            "owari: 'inf' is not a number",
        ),
        ((INIT, RYUUKYOKU.replace("/>", ' owari="250,0"/>')), "RYUUKYOKU owari: must be 8 numbers"),
        ((INIT, _agari(who="9", fromWho="9")), "AGARI who: 9 is outside 0..3"),
        ((INIT, _agari(yaku="0,1,2")), "AGARI yaku: must be pairs"),
        ((INIT, _agari(hai="0,9999")), "AGARI hai: 9999 is outside 0..135"),
        ((INIT, _agari(paoWho="7")), "AGARI paoWho: 7 is outside 0..3"),
    ],
)
def test_a_malformed_mjlog_number_is_named(tags: tuple[str, ...], problem: str) -> None:
    with pytest.raises(ValueError, match=re.escape(problem)):
        parse_mjlog(_mjlog(*tags))


# --- the project's game JSON ---

GAME = {"format": "riichi-league/game", "version": 1, "ruleset": "tenhou", "hands": []}


FINITE = "must be a list of four finite numbers"


@pytest.mark.parametrize(
    ("extra", "problem"),
    [
        ({"start": {"scores": [10**30, 0, 0, 0]}}, "game.start.scores: 1000000000000000000000000000000 is"),
        ({"start": {"kyoku": -1}}, "game.start.kyoku: must be 0 to 15, got -1"),
        ({"start": {"honba": 10**30}}, "game.start.honba: must be 0 to 999"),
        (
            {"expect": {"final_points": [float("inf"), 0, 0, 0]}},
            f"game.expect.final_points: {FINITE}, got inf",
        ),
        (
            {"expect": {"final_points": [float("nan"), 0, 0, 0]}},
            f"game.expect.final_points: {FINITE}, got nan",
        ),
        ({"expect": {"deltas": [[1e300, 0, 0, 0]]}}, "game.expect.deltas[0]: must be a list of four whole"),
    ],
)
def test_game_json_numbers_must_be_finite_and_plausible(extra: dict[str, Any], problem: str) -> None:
    with pytest.raises(GameFormatError, match=re.escape(problem)):
        game_from_json({**GAME, **extra})
