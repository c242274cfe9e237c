"""`python -m scoring hand`: the fixed JSON keys of design.md, exit statuses, and --jsonl."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def hand_command(stdin: str, *args: str) -> tuple[int, list[dict]]:
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "hand", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=60,
        check=False,
    )
    return done.returncode, [json.loads(line) for line in done.stdout.splitlines()]


DESIGN_REQUEST = {
    "ruleset": "tenhou",
    "hand": "234m406p789s11z",
    "melds": ["pon:555z"],
    "win": "1z",
    "tsumo": False,
    "seat": "S",
    "round": "E",
    "from": "W",
    "riichi": False,
    "double_riichi": False,
    "ippatsu": False,
    "haitei": False,
    "houtei": False,
    "rinshan": False,
    "chankan": False,
    "tenhou": False,
    "chiihou": False,
    "renhou": False,
    "dora": ["3m"],
    "ura": [],
    "honba": 1,
    "deposits": 1,
}


def test_a_legal_hand_prints_the_fixed_result_keys_and_exits_0():
    status, (result,) = hand_command(json.dumps(DESIGN_REQUEST))
    assert status == 0
    assert {"legal", "han", "fu", "yaku", "limit", "deltas"} <= set(result)
    # haku 1 + dora 4m 1 + red 0p 1 = 3 han; 20 + 4 (open haku pon) + 2 (East pair, round wind) + 2 tanki = 30
    assert (result["han"], result["fu"], result["limit"]) == (3, 30, None)
    assert {"name": "yakuhai_haku", "han": 1} in result["yaku"]
    assert result["deltas"] == {"E": 0, "S": 3900 + 300 + 1000, "W": -4200, "N": 0}


def test_an_illegal_hand_exits_1_with_reasons():
    status, (result,) = hand_command(json.dumps({**DESIGN_REQUEST, "melds": ["chi:123p"]}))
    assert status == 1
    assert result["legal"] is False and "no yaku" in result["errors"][0]


@pytest.mark.parametrize(
    ("stdin", "reason"),
    [
        ("{not json", "not valid JSON"),
        ("[" * 5000 + "]" * 5000, "nested too deeply"),  # the decoder's RecursionError
        ("[1, 2]", "must be a JSON object"),
        (json.dumps({**DESIGN_REQUEST, "ruleset": "mars"}), "unknown preset"),
        (json.dumps({**DESIGN_REQUEST, "ruleset": {"uma": [1, 2, 3]}}), "ruleset.uma"),
        (json.dumps({**DESIGN_REQUEST, "hand": "234x"}), "unknown suit letter"),
        (json.dumps({**DESIGN_REQUEST, "riichi": "yes"}), "riichi: must be true or false"),
        (json.dumps({**DESIGN_REQUEST, "honba": -1}), "honba"),
        (json.dumps({**DESIGN_REQUEST, "seat": "East"}), "seat"),
    ],
)
def test_a_malformed_request_exits_2_naming_the_problem(stdin, reason):
    status, (result,) = hand_command(stdin)
    assert status == 2
    assert any(reason in e for e in result["errors"]), result


def test_quick_entry_goes_through_the_same_command():
    request = {
        "ruleset": "wrc",
        "han": 4,
        "fu": 30,
        "yaku": ["riichi", "tanyao", "pinfu"],
        "dora_count": 1,
        "seat": "E",
        "from": "N",
        "deposits": 1,
    }
    status, (result,) = hand_command(json.dumps(request))
    assert status == 0
    assert result["limit"] == "mangan"  # WRC kiriage: dealer 4/30 -> 12000
    assert result["deltas"] == {"E": 13000, "S": 0, "W": 0, "N": -12000}


def test_jsonl_answers_one_line_per_request_and_exits_with_the_worst_status():
    lines = [
        json.dumps(DESIGN_REQUEST),
        "",
        json.dumps({**DESIGN_REQUEST, "melds": ["chi:123p"]}),
        json.dumps({"ruleset": "tenhou", "han": 2, "fu": 30, "seat": "S", "from": "E"}),
    ]
    status, results = hand_command("\n".join(lines) + "\n", "--jsonl")
    assert status == 1
    assert [r["legal"] for r in results] == [True, False, True]


def test_unknown_keys_are_ignored_with_a_warning():
    status, (result,) = hand_command(json.dumps({**DESIGN_REQUEST, "game_id": 7}))
    assert status == 0 and result["warnings"] == ["game_id: unknown key, ignored"]


def test_an_unknown_subcommand_is_refused():
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "bake"], capture_output=True, text=True, cwd=ROOT, check=False
    )
    assert done.returncode == 2 and "commands: hand" in done.stderr


@pytest.mark.parametrize(
    ("extra", "deltas"),
    [
        # Tenhou record pao.json, East 6: dealer (E) rons daisangen off W, N liable: 48000 split half and half
        ({"seat": "E", "from": "W", "pao": "N"}, {"E": 48000, "S": 0, "W": -24000, "N": -24000}),
        # tsumo: the liable player pays the whole hand, honba included
        ({"seat": "S", "tsumo": True, "pao": "N", "honba": 1}, {"E": 0, "S": 32300, "W": 0, "N": -32300}),
    ],
)
def test_pao_moves_a_yakuman_payment_to_the_liable_player(extra, deltas):
    request = {
        "ruleset": "tenhou",
        "hand": "123m99s",
        "melds": ["pon:555z", "pon:666z", "pon:777z"],
        "win": "3m",
        **extra,
    }
    status, (result,) = hand_command(json.dumps(request))
    assert status == 0, result
    assert result["deltas"] == deltas


def test_pao_on_a_hand_without_a_liable_yakuman_is_refused():
    request = {**DESIGN_REQUEST, "pao": "N"}
    status, (result,) = hand_command(json.dumps(request))
    assert status == 1 and "pao:" in result["errors"][0]


def test_a_tsumo_written_as_won_from_the_winner_is_a_tsumo():
    request = {
        "ruleset": "tenhou",
        "hand": "123m456p789s23455s",
        "win": "4s",
        "tsumo": True,
        "seat": "S",
        "from": "S",
        "dora": "1z",
    }
    status, (result,) = hand_command(json.dumps(request))
    assert status == 0, result
    # menzen tsumo + pinfu, 20 fu: 400/700
    assert result["deltas"] == {"E": -700, "S": 1500, "W": -400, "N": -400}
