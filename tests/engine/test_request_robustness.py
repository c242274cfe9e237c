"""Requests as other tools write them, through `python -m scoring hand --jsonl` (one run for the table).

Every expected value is worked out by hand from rules.md and the published payment table (tenhou
preset: 3 red fives, kan dora, ura dora, open tanyao, no kiriage, honba 300). Unless a case says
otherwise the winner is South (not the dealer) in an East round, so an East pair is a round-wind pair
(2 fu) and a ron pays 4 x base.
"""

import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from scoring.cli import hand as hand_cli
from scoring.engine.request import evaluate_request

ROOT = Path(__file__).resolve().parents[2]

S_RON_W = {"seat": "S", "from": "W"}
NO_WIND = {"E": 0, "S": 0, "W": 0, "N": 0}


def _ron(amount: int, *, honba: int = 0, deposits: int = 0, to: str = "S", payer: str = "W") -> dict:
    return {**NO_WIND, to: amount + 300 * honba + 1000 * deposits, payer: -(amount + 300 * honba)}


# (name, request, han, fu, deltas): legal wins
LEGAL = [
    (
        # riichi 1 + haku 1 + red 5m 1; 20 + 10 closed ron + 8 closed haku pon + 2 East pair = 40
        "a_red_five_written_0_counts_as_a_red_five",
        {"hand": "340m456p789s11z555z", "win": "5m", "riichi": True, **S_RON_W},
        3,
        40,
        _ron(5200),
    ),
    (
        "a_five_written_5_is_a_plain_five",
        {"hand": "345m456p789s11z555z", "win": "5m", "riichi": True, **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        "the_winning_tile_named_0m_takes_the_red_five_of_the_hand",
        {"hand": "340m456p789s11z555z", "win": "0m", "riichi": True, **S_RON_W},
        3,
        40,
        _ron(5200),
    ),
    (
        # two red 0p where the set has four red fives: riichi + haku + 2 red = 4 han 40 fu, a mangan
        "two_red_pin_fives_count_twice_with_four_red_fives_in_the_set",
        {
            "ruleset": {"preset": "tenhou", "red_fives": 4},
            "hand": "345m340406p11z555z",
            "win": "5m",
            "riichi": True,
            **S_RON_W,
        },
        4,
        40,
        _ron(8000),
    ),
    (
        # haku + red; 20 + 8 haku + 2 open pon of simples + 2 hatsu pair + 2 pair wait = 34 -> 40
        "a_red_five_inside_a_pon_counts",
        {"hand": "234m678s555z66z", "melds": ["pon:505p"], "win": "6z", **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        "a_red_five_inside_a_chi_written_tile_by_tile_counts",
        {"hand": "234m678s555z66z", "melds": ["chi:4p0p6p"], "win": "6z", **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        # haku + red; 20 + 8 open kan of simples + 8 + 2 + 2 = 40
        "a_red_five_inside_an_added_kan_counts",
        {"hand": "234m678s555z66z", "melds": ["kakan:0555p"], "win": "6z", **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        # chun + open honitsu 2 = 3 han; 20 + 2 tsumo + 4 open chun pon + 2 open pon of simples
        # + 2 kanchan 7-9p = 30: a non-dealer tsumo of 1000/2000 (a real mjlog win, its chi unsorted)
        "a_chi_written_with_the_called_tile_first",
        {
            "hand": "22789p",
            "melds": ["pon:777z", "pon:666p", "chi:978p"],
            "win": "8p",
            "tsumo": True,
            "seat": "W",
        },
        3,
        30,
        {"E": -2000, "S": -1000, "W": 4000, "N": -1000},
    ),
    (
        "a_chi_with_a_red_five_called_in_the_middle",
        {"hand": "234m678s555z66z", "melds": ["chi:046p"], "win": "6z", **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        "an_open_kan_called_on_a_discard_is_an_open_kan",
        {"hand": "234m678s555z66z", "melds": ["kan:5550p"], "win": "6z", **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        # a closed kan keeps the hand closed:
        # 20 + 10 closed ron + 16 closed kan of simples + 8 + 2 + 2 = 58 -> 60
        "a_closed_kan_keeps_the_closed_ron_bonus",
        {"hand": "234m678s555z66z", "melds": ["ankan:0555p"], "win": "6z", **S_RON_W},
        2,
        60,
        _ron(3900),
    ),
    (
        # haku only; 20 + 16 open kan of terminals + 8 + 2 + 2 = 48 -> 50: 1 han 50 fu = 1600
        "an_added_kan_of_terminals_is_16_fu",
        {"hand": "234m678s555z66z", "melds": ["kakan:1111p"], "win": "6z", **S_RON_W},
        1,
        50,
        _ron(1600),
    ),
    (
        # riichi + 4 dora (indicator 8s, all four 9s of the kan) = 5 han, a mangan;
        # 20 + 10 + 32 closed terminal kan + 2 East pair + 2 pair wait = 66 -> 70
        "riichi_with_a_closed_kan_counts_the_kan_dora_on_all_four_tiles",
        {
            "hand": "234m678s234p11z",
            "melds": ["ankan:9999s"],
            "win": "1z",
            "riichi": True,
            "dora": ["8s"],
            "honba": 2,
            "deposits": 3,
            **S_RON_W,
        },
        5,
        70,
        _ron(8000, honba=2, deposits=3),
    ),
    (
        # riichi + tsumo + East (round) + red = 4 han;
        # 20 + 2 tsumo + 8 closed East pon + 2 haku pair = 32 -> 40:
        # a mangan 2000/4000, honba 12 x 100 from each, 9 sticks to the winner
        "many_honba_and_deposits_on_a_tsumo",
        {
            "hand": "234m406p789s111z55z",
            "win": "1z",
            "tsumo": True,
            "seat": "S",
            "riichi": True,
            "honba": 12,
            "deposits": 9,
        },
        4,
        40,
        {"E": -5200, "S": 8000 + 3600 + 9000, "W": -3200, "N": -3200},
    ),
    (
        # ron completes the East triplet: it counts as open (4 fu); riichi + East + red = 3 han 40 fu = 5200
        "many_honba_and_deposits_on_a_ron",
        {"hand": "234m406p789s111z55z", "win": "1z", "riichi": True, "honba": 12, "deposits": 9, **S_RON_W},
        3,
        40,
        _ron(5200, honba=12, deposits=9),
    ),
    (
        # seat and round default to East: a double East triplet (seat + round) + red = 3 han 40 fu,
        # a dealer ron of 7700
        "seat_and_round_left_out_mean_the_dealer_in_the_east_round",
        {"hand": "234m406p789s111z55z", "win": "1z", "from": "W"},
        3,
        40,
        _ron(7700, to="E"),
    ),
    (
        # menzen tsumo + seat East + round East + red = 4 han 40 fu: dealer mangan tsumo, 4000 from each
        "a_dealer_tsumo_by_default_seat",
        {"hand": "234m406p789s111z55z", "win": "1z", "tsumo": True},
        4,
        40,
        {"E": 12000, "S": -4000, "W": -4000, "N": -4000},
    ),
    (
        # dora indicators wrap: 4z -> 1z (two in the pair), 7z -> 5z (three); ura 9m -> 1m (none):
        # riichi + haku + 5 dora = 7 han, a haneman
        "dora_indicators_wrap_around_and_may_be_compact_text",
        {
            "hand": "345m456p789s11z555z",
            "win": "5m",
            "riichi": True,
            "dora": "4z7z",
            "ura": ["9m"],
            **S_RON_W,
        },
        7,
        40,
        _ron(12000),
    ),
    (
        # a red 0m indicator makes 6m the dora: riichi + haku + 1 dora = 3 han 40 fu
        "a_red_five_as_dora_indicator_points_at_the_six",
        {"hand": "456m456p789s11z555z", "win": "4m", "riichi": True, "dora": ["0m"], **S_RON_W},
        3,
        40,
        _ron(5200),
    ),
    (
        # both flags: double riichi (2) replaces riichi; + haku = 3 han
        "double_riichi_with_riichi_also_set_counts_once",
        {"hand": "345m456p789s11z555z", "win": "5m", "riichi": True, "double_riichi": True, **S_RON_W},
        3,
        40,
        _ron(5200),
    ),
    (
        # haku only; the ron completes the haku triplet (open, 4 fu): 20 + 10 + 4 + 2 East pair = 36 -> 40
        "a_hand_of_13_tiles_gets_the_winning_tile_added",
        {"hand": "345m456p789s11z55z", "win": "5z", **S_RON_W},
        1,
        40,
        _ron(1300),
    ),
    (
        # chankan + haku; 2-3m waited on 1-4m: 20 + 10 + 8 + 2 = 40
        "chankan_on_an_added_kan",
        {"hand": "234m456p789s11z555z", "win": "4m", "chankan": True, **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        # rinshan + haku (the added kan opens the hand: no menzen tsumo);
        # 20 + 2 tsumo + 8 haku + 16 open terminal kan + 2 East pair = 48 -> 50: 800/1600
        "rinshan_after_an_added_kan",
        {
            "hand": "234m456p11z555z",
            "melds": ["kakan:9999s"],
            "win": "2m",
            "tsumo": True,
            "rinshan": True,
            "seat": "S",
        },
        2,
        50,
        {"E": -1600, "S": 3200, "W": -800, "N": -800},
    ),
    (
        # tenhou: a yakuman, 16000 from each; fu 20 + 2 tsumo + 8 closed East pon + 2 pair wait
        # (South is no value to the dealer in East) = 32 -> 40
        "tenhou_for_the_dealer",
        {"hand": "123m456p789s11122z", "win": "2z", "tsumo": True, "tenhou": True},
        13,
        40,
        {"E": 48000, "S": -16000, "W": -16000, "N": -16000},
    ),
    (
        # chiihou for South: the dealer pays 16000, the others 8000; the South pair is valued (+2): 36 -> 40
        "chiihou_for_a_non_dealer",
        {"hand": "123m456p789s11122z", "win": "2z", "tsumo": True, "chiihou": True, "seat": "S"},
        13,
        40,
        {"E": -16000, "S": 32000, "W": -8000, "N": -8000},
    ),
    (
        # haitei + menzen tsumo + haku = 3 han; 20 + 2 tsumo + 8 + 2 East pair = 32 -> 40: 1300/2600
        "haitei_on_the_last_tile",
        {"hand": "234m456p789s11z555z", "win": "4m", "tsumo": True, "haitei": True, "seat": "S"},
        3,
        40,
        {"E": -2600, "S": 5200, "W": -1300, "N": -1300},
    ),
    (
        "houtei_on_the_last_discard",
        {"hand": "234m456p789s11z555z", "win": "4m", "houtei": True, **S_RON_W},
        2,
        40,
        _ron(2600),
    ),
    (
        "ippatsu_with_riichi",
        {"hand": "234m456p789s11z555z", "win": "4m", "riichi": True, "ippatsu": True, **S_RON_W},
        3,
        40,
        _ron(5200),
    ),
    (
        # null is how many tools write an unset value: every default applies. Dealer in East: the East pair
        # is a double wind (4 fu): 20 + 10 + 8 haku + 4 = 42 -> 50; haku 1 han 50 fu, dealer ron 2400
        "null_means_the_default_for_every_key",
        {
            "hand": "345m456p789s11z555z",
            "win": "5m",
            "from": "W",
            **dict.fromkeys(
                ("seat", "round", "riichi", "tsumo", "melds", "dora", "ura", "honba", "deposits")
            ),
            **dict.fromkeys(("ruleset", "pao", "discards")),
        },
        1,
        50,
        _ron(2400, to="E"),
    ),
    (
        # a dealer's daisangen with a liable player: 48000, half from each of them
        "pao_with_the_seat_left_null_is_the_dealer",
        {"yakuman": ["daisangen"], "open": True, "pao": "N", "seat": None, "from": "W"},
        13,
        0,
        {"E": 48000, "S": 0, "W": -24000, "N": -24000},
    ),
    (
        # tanyao, open: 20 + 2 open pon of simples + 2 pair wait = 24 -> 30; 1 han 30 fu = 1000
        "open_tanyao_where_kuitan_is_played",
        {"hand": "234m678s66p", "melds": ["chi:345p", "pon:888s"], "win": "6p", **S_RON_W},
        1,
        30,
        _ron(1000),
    ),
    (
        # a house rule of 1500 a counter: 500 from each payer on a tsumo; riichi + tsumo 30 fu = 500/1000
        "a_custom_honba_value_is_split_between_the_payers",
        {
            "ruleset": {"preset": "tenhou", "honba_value": 1500},
            "han": 2,
            "fu": 30,
            "yaku": ["riichi", "menzen_tsumo"],
            "tsumo": True,
            "seat": "S",
            "honba": 1,
        },
        2,
        30,
        {"E": -1500, "S": 3500, "W": -1000, "N": -1000},
    ),
    (
        "quick_entry_with_seat_and_round_left_out_is_the_dealer",
        {"han": 3, "fu": 30, "yaku": ["riichi", "tanyao"], "dora_count": 1, "from": "W"},
        3,
        30,
        _ron(5800, to="E"),
    ),
    (
        "quick_entry_needs_no_fu_from_five_han",
        {
            "han": 5,
            "yaku": ["riichi", "tanyao", "pinfu"],
            "dora_count": 2,
            "honba": 3,
            "deposits": 2,
            **S_RON_W,
        },
        5,
        0,
        _ron(8000, honba=3, deposits=2),
    ),
    (
        # pao on a ron: discarder and liable player pay half each, the liable player also the honba
        "quick_entry_pao_on_a_ron",
        {"yakuman": ["daisangen"], "open": True, "pao": "N", "honba": 2, "deposits": 1, **S_RON_W},
        13,
        0,
        {"E": 0, "S": 32000 + 600 + 1000, "W": -16000, "N": -16600},
    ),
    (
        "quick_entry_pao_on_a_tsumo",
        {"yakuman": ["daisangen"], "open": True, "pao": "N", "honba": 2, "tsumo": True, "seat": "S"},
        13,
        0,
        {"E": 0, "S": 32600, "W": 0, "N": -32600},
    ),
]

# (name, request, exit status, words the error must hold)
REFUSED = [
    (
        "a_red_five_where_the_ruleset_has_none",
        {
            "ruleset": {"preset": "tenhou", "red_fives": 0},
            "hand": "340m456p789s11z555z",
            "win": "5m",
            **S_RON_W,
        },
        1,
        "red fives",
    ),
    (
        "two_red_pin_fives_where_the_set_has_one",
        {"hand": "345m340406p11z555z", "win": "5m", "riichi": True, **S_RON_W},
        1,
        "2 red p fives",
    ),
    ("a_ron_without_the_discarder", {"hand": "345m456p789s11z555z", "win": "5m", "seat": "S"}, 1, "from:"),
    (
        "a_tsumo_with_another_player_as_discarder",
        {"hand": "345m456p789s11z555z", "win": "5m", "tsumo": True, "seat": "S", "from": "W"},
        1,
        "from:",
    ),
    (
        "riichi_with_an_open_hand",
        {"hand": "234m678s555z66z", "melds": ["pon:505p"], "win": "6z", "riichi": True, **S_RON_W},
        1,
        "riichi with an open hand",
    ),
    (
        "the_meld_tiles_repeated_in_the_hand",
        {"hand": "234m678s555z66z555p", "melds": ["pon:555p"], "win": "6z", **S_RON_W},
        1,
        "wrong tile count",
    ),
    (
        "a_4_han_mangan_without_its_fu_as_tenhou_net_6_shows_it",
        {"han": 4, "yaku": ["riichi", "menzen_tsumo"], "dora_count": 2, "tsumo": True, "seat": "S"},
        1,
        "40 fu or more",
    ),
    (
        # the Tenhou lobby without kuitan (mjlog GO type 0x04)
        "open_tanyao_where_kuitan_is_not_played",
        {
            "ruleset": {"preset": "tenhou", "open_tanyao": False},
            "hand": "234m678s66p",
            "melds": ["chi:345p", "pon:888s"],
            "win": "6p",
            **S_RON_W,
        },
        1,
        "no yaku",
    ),
    (
        "dora_listed_as_a_yaku_in_quick_entry",
        {"han": 3, "fu": 30, "yaku": ["riichi", "tanyao", "dora"], **S_RON_W},
        1,
        "dora_count",
    ),
    (
        "a_seat_given_as_a_number",
        {"hand": "345m456p789s11z555z", "win": "5m", "seat": 1, "from": "W"},
        2,
        "seat:",
    ),
    (
        "a_flag_given_as_1",
        {"hand": "345m456p789s11z555z", "win": "5m", "riichi": 1, **S_RON_W},
        2,
        "riichi: must be true or false",
    ),
    (
        "negative_honba",
        {"hand": "345m456p789s11z555z", "win": "5m", "honba": -1, **S_RON_W},
        2,
        "honba:",
    ),
    (
        "a_meld_without_its_kind",
        {"hand": "234m678s555z66z", "melds": ["555p"], "win": "6z", **S_RON_W},
        2,
        "kind:tiles",
    ),
]


def _run(lines: list[str]) -> tuple[int, list[dict]]:
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "hand", "--jsonl"],
        input="".join(line + "\n" for line in lines),
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        check=False,
    )
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


@pytest.fixture(scope="module")
def answers() -> dict[str, dict]:
    cases = [(name, request) for name, request, *_ in LEGAL + REFUSED]
    _, results = _run([json.dumps(request) for _, request in cases])
    assert len(results) == len(cases)
    return {name: result for (name, _), result in zip(cases, results, strict=True)}


@pytest.mark.parametrize(("name", "request_", "han", "fu", "deltas"), LEGAL, ids=[c[0] for c in LEGAL])
def test_a_request_written_as_other_tools_write_it_is_scored_by_the_rules(
    answers, name, request_, han, fu, deltas
):
    result = answers[name]
    assert result["legal"], result.get("errors")
    assert (result["han"], result["fu"], result["deltas"]) == (han, fu, deltas)
    assert sum(result["deltas"].values()) == 1000 * (request_.get("deposits") or 0)


@pytest.mark.parametrize(("name", "request_", "status", "words"), REFUSED, ids=[c[0] for c in REFUSED])
def test_a_request_that_cannot_be_is_refused_naming_the_problem(answers, name, request_, status, words):
    result = answers[name]
    assert result["legal"] is False
    assert any(words in error for error in result["errors"]), result["errors"]
    alone, _ = _run([json.dumps(request_)])
    assert alone == status


def test_unknown_keys_are_ignored_each_with_a_warning():
    request = {"hand": "345m456p789s11z555z", "win": "5m", "player": "Ann", "table": 3, **S_RON_W}
    status, (result,) = _run([json.dumps(request)])
    assert status == 0
    assert result["deltas"] == _ron(1300)  # haku only, 40 fu
    assert result["warnings"] == ["player: unknown key, ignored", "table: unknown key, ignored"]


def test_a_winning_tile_named_red_when_the_hand_has_only_a_plain_five_is_warned_about():
    request = {"hand": "345m456p789s11z555z", "win": "0m", "riichi": True, **S_RON_W}
    status, (result,) = _run([json.dumps(request)])
    assert status == 0
    assert result["aka_count"] == 0 and result["deltas"] == _ron(2600)
    assert any(w.startswith("win: 0m is a red five") for w in result["warnings"])


def test_a_batch_saved_with_a_byte_order_mark_and_windows_line_ends_is_read():
    first = json.dumps({"hand": "345m456p789s11z555z", "win": "5m", **S_RON_W})
    second = json.dumps({"han": 1, "fu": 30, "yaku": ["riichi"], **S_RON_W})
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "hand", "--jsonl"],
        input=("\ufeff" + first + "\r\n" + second + "\r\n").encode("utf-8"),
        capture_output=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    results = [json.loads(line) for line in done.stdout.decode().splitlines()]
    assert done.returncode == 0
    assert [r["deltas"]["S"] for r in results] == [1300, 1000]


def test_a_request_the_engine_fails_on_is_answered_and_the_batch_goes_on(monkeypatch):
    def fails_on_the_first(data):
        if data.get("fail"):
            raise KeyError("boom")
        return evaluate_request(data)

    monkeypatch.setattr(hand_cli, "evaluate_request", fails_on_the_first)
    out = io.StringIO()
    lines = [json.dumps({"fail": True}), json.dumps({"hand": "345m456p789s11z555z", "win": "5m", **S_RON_W})]
    status = hand_cli.run(io.StringIO("\n".join(lines) + "\n"), out, jsonl=True)
    first, second = (json.loads(line) for line in out.getvalue().splitlines())
    assert status == 2
    assert first["legal"] is False and "the engine failed on it (KeyError" in first["errors"][0]
    assert second["deltas"] == _ron(1300)


def test_a_quick_entry_key_in_a_tile_request_is_ignored_saying_why():
    request = {"hand": "345m456p789s11z555z", "win": "5m", "closed": True, **S_RON_W}
    status, (result,) = _run([json.dumps(request)])
    assert status == 0 and result["deltas"] == _ron(1300)
    assert result["warnings"] == [
        "closed: unknown key, ignored (the tiles tell: open when melds other than an ankan are given)"
    ]


@pytest.mark.parametrize(
    ("meld", "words"),
    [("pon:123m", "a pon must be 3 copies"), ("chi:135s", "chi"), ("kan:111m", "kan")],
)
def test_a_meld_that_is_none_is_bad_input_under_melds(meld, words):
    # bad input (exit 2 on the command line, 400 from the API), not a crash nor an illegal hand
    result, malformed = evaluate_request(
        {"hand": "456p789s11z", "melds": [meld, "pon:222z"], "win": "1z", "tsumo": True, "seat": "E"}
    )
    assert malformed
    assert len(result.errors) == 1
    assert result.errors[0].startswith(f"melds: meld '{meld}'")
    assert words in result.errors[0]
